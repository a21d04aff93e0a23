// SPDX-License-Identifier: GPL-3.0-or-later
// Memory model tests. Reference numbers:
//  - Korthikanti et al. 2022 (arXiv 2205.05198) Table 2 formulas and Figure 1 measurements
//    (docs/validation.md §3);
//  - Rajbhandari et al. 2020 (ZeRO) Figure 1: 7.5B params, 64 GPUs: 120 / 31.4 / 16.6 / 1.9 GB;
//  - KV cache: Llama-2-7B fp16 = 512 KiB/token (2 · 32 layers · 4096 · 2 bytes), DeepSeek-V2 paper §2.1.2 (MLA caches
//    d_c + d_h^R = 576 values per layer).
#include <algorithm>
#include <cmath>

#include <gtest/gtest.h>

#include "engine/memory.h"
#include "engine/plan.h"
#include "testdata.h"

using namespace engine;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

Scenario megatron(const std::string &id)
{
    Scenario s;
    s.model = testdata::preset(id);
    s.training.seqLen = 2048;
    s.training.precision = Precision::Fp16Mixed;
    s.training.fp32GradAccumulation = true;   // Megatron main_grad: 18 bytes/param with Adam
    s.training.flashAttention = false;        // 2022: fused softmax, no FlashAttention
    return s;
}

Layout layout(int tp, int pp, int v, std::int64_t micro, Recompute rc, bool sp)
{
    return {.tp = tp, .pp = pp, .interleave = v, .microBatch = micro, .recompute = rc, .sequenceParallel = sp};
}

const Gpu &a100() { return *testdata::catalog().gpu("a100-sxm4-80gb"); }

TEST(Activations, KorthikantiTable2Formulas)
{
    // GPT-style layer (dropout, GeLU f = 4h, MHA): per layer bytes
    //   no parallelism:            s·b·h·(34 + 5·a·s/h)
    //   TP without SP:             s·b·h·(10 + 24/t + 5·a·s/(h·t))
    //   TP + SP:                   s·b·h/t·(34 + 5·a·s/h)
    //   TP + SP + selective:       s·b·h/t·34
    //   full recompute:            2·s·b·h   (TP+SP: /t)
    const Tower &t = testdata::preset("megatron-22b").text;
    const double s = 2048, b = 4, h = 6144, a = 64, tp = 8;
    const double sbh = s * b * h;
    EXPECT_DOUBLE_EQ(layerActivationBytes(t, 2048, 4, 1, false, Recompute::None, false, 2.0), sbh * (34 + 5 * a * s / h));
    EXPECT_DOUBLE_EQ(layerActivationBytes(t, 2048, 4, 8, false, Recompute::None, false, 2.0),
                     sbh * (10 + 24 / tp + 5 * a * s / (h * tp)));
    EXPECT_DOUBLE_EQ(layerActivationBytes(t, 2048, 4, 8, true, Recompute::None, false, 2.0), sbh / tp * (34 + 5 * a * s / h));
    EXPECT_DOUBLE_EQ(layerActivationBytes(t, 2048, 4, 8, true, Recompute::Selective, false, 2.0), sbh / tp * 34);
    EXPECT_DOUBLE_EQ(layerActivationBytes(t, 2048, 4, 8, true, Recompute::Full, false, 2.0), 2 * sbh / tp);
    // FP8 training (Transformer Engine saves the FP8-cast linear inputs): the QKV, first-MLP,
    // projection and second-MLP inputs drop from 2 to 1 byte: 34 - (1 + 1 + 1 + 4) = 27.
    EXPECT_DOUBLE_EQ(layerActivationBytes(t, 2048, 4, 8, true, Recompute::Selective, false, 2.0, 1.0), sbh / tp * 27);
}

// Eager PyTorch beyond the fused count (docs/model.md §2.4), per token of one Llama 2 7B layer
// (h 4096, f 11008, MHA, RMSNorm, SwiGLU, bf16): each of the two RMSNorms keeps an fp32 copy of its
// input in place of the 16-bit one (+2h) and, when its weight trains, the normalised tensor (+2h); the
// attention output is copied to token order (+2h); silu(gate) is its own tensor (+2f).
TEST(Activations, EagerPyTorchKeepsWhatItsAutogradSaves)
{
    const Tower &t = testdata::preset("llama-2-7b").text;
    const double h = 4096, f = 11008;
    EXPECT_DOUBLE_EQ(eagerLayerExtraBytes(t, 1, 1, 1, false, 2.0, false, true), 2 * (2 + 2) * h + 2 * h + 2 * f);
    // A frozen base: no normalised copy for the norms' weights, the same SwiGLU and attention copies;
    // with adapters on the attention only, the MLP's frozen matrices keep no input (its input, h, and
    // the down projection's, f).
    EXPECT_DOUBLE_EQ(eagerLayerExtraBytes(t, 1, 1, 1, false, 2.0, true, true), 2 * 2 * h + 2 * h + 2 * f);
    EXPECT_DOUBLE_EQ(eagerLayerExtraBytes(t, 1, 1, 1, false, 2.0, true, false), 2 * 2 * h + 2 * h + 2 * f - 2 * h - 2 * f);
    // Tensor parallelism splits the attention and MLP copies; the norms' only under sequence parallelism.
    EXPECT_DOUBLE_EQ(eagerLayerExtraBytes(t, 1, 1, 2, false, 2.0, false, true), 8 * h + (2 * h + 2 * f) / 2);
    EXPECT_DOUBLE_EQ(eagerLayerExtraBytes(t, 1, 1, 2, true, 2.0, false, true), (8 * h + 2 * h + 2 * f) / 2);
    // fp32 training upcasts nothing: only the normalised copies (4 bytes), the attention and SwiGLU copies.
    EXPECT_DOUBLE_EQ(eagerLayerExtraBytes(t, 1, 1, 1, false, 4.0, false, true), 2 * 4 * h + 4 * h + 4 * f);
    // A LayerNorm model (GPT-2: one native kernel per norm, GeLU) adds only the attention copy.
    const Tower &g = testdata::preset("gpt2-xl").text;
    EXPECT_DOUBLE_EQ(eagerLayerExtraBytes(g, 1, 1, 1, false, 2.0, false, true), 2.0 * static_cast<double>(g.hidden));
    // LoRA dropout: q, k, v and o each keep a dropped-out copy of their input (2 bytes) and a mask (1).
    EXPECT_DOUBLE_EQ(loraDropoutBytes(t, 1, 1, 1, false, 2.0, false), 3 * (3 * h + h));
    EXPECT_DOUBLE_EQ(loraDropoutBytes(t, 1, 1, 1, false, 2.0, true), 3 * (3 * h + h + 2 * h + f));
    EXPECT_DOUBLE_EQ(loraDropoutBytes(t, 1000, 2, 1, false, 2.0, true), 2000 * 3 * (3 * h + h + 2 * h + f));
}

// Over every catalogue model that trains: eager PyTorch never keeps less than the fused count when
// the whole model trains (its terms are copies the fused kernels avoid), and the adapters' dropout
// never lowers the memory of a LoRA plan. Fixed layouts, so the search cannot move around it.
TEST(Activations, EagerAndLoraDropoutOnlyAddMemoryOnEveryModel)
{
    int checked = 0;
    for (const auto &entry : testdata::catalog().models) {
        Scenario s;
        s.model = entry.arch;
        if (s.model.text.layers <= 0)
            continue;
        s.gpuIds = {"h100-sxm5-80gb"};
        s.gpuCount = 8;
        s.training.seqLen = 2048;
        Layout l;
        l.tp = 2;
        l.dp = 4;
        l.zero = 1;
        l.recompute = Recompute::None;
        auto memory = [&](Workload w, Kernels k, double dropout) {
            Scenario v = s;
            v.workload = w;
            v.training.kernels = k;
            v.training.loraDropout = dropout;
            return trainingMemory(v, *testdata::catalog().gpu("h100-sxm5-80gb"), l, 64);
        };
        EXPECT_GE(memory(Workload::Finetune, Kernels::Eager, 0).activations, memory(Workload::Finetune, Kernels::Fused, 0).activations)
            << entry.id;
        for (Kernels k : {Kernels::Auto, Kernels::Eager})
            EXPECT_GT(memory(Workload::Lora, k, 0.05).total(), memory(Workload::Lora, k, 0).total()) << entry.id;
        ++checked;
    }
    EXPECT_GT(checked, 50);
}

TEST(Activations, Fp8TrainingNeedsLessActivationMemoryOnlyWhereTheGpuHasFp8)
{
    Scenario s;
    s.model = testdata::preset("llama-3-70b");
    s.gpuCount = 64;
    s.parallel = {4, 8, 2, 1, 1, 5};
    s.training.seqLen = 8192;
    s.training.microBatch = 1;
    s.training.globalBatch = 128;
    s.training.recomputeAuto = false;
    s.training.recompute = Recompute::Selective;
    auto activations = [&](const char *gpu, Precision p) {
        s.gpuIds = {gpu};
        s.training.precision = p;
        const Plan plan = engine::plan(s, testdata::catalog());
        EXPECT_EQ(plan.options.size(), 1u);
        return plan.options.empty() ? 0 : plan.options.front().memory.activations;
    };
    const auto bf16 = activations("h100-sxm5-80gb", Precision::Bf16Mixed);
    const auto fp8 = activations("h100-sxm5-80gb", Precision::Fp8);
    EXPECT_LT(fp8, bf16 * 0.85);
    EXPECT_GT(fp8, bf16 * 0.70);
    // A100 has no FP8: "fp8" falls back to 16-bit compute and 16-bit activations.
    EXPECT_EQ(activations("a100-sxm4-80gb", Precision::Fp8), activations("a100-sxm4-80gb", Precision::Bf16Mixed));
}

TEST(Activations, FlashAttentionRemovesTheQuadraticTerm)
{
    const Tower &t = testdata::preset("megatron-22b").text;
    const double withFlash = layerActivationBytes(t, 8192, 1, 1, false, Recompute::None, true, 2.0);
    const double sbh = 8192.0 * 6144;
    // 34·sbh plus the fp32 log-sum-exp (4 bytes per head per token)
    EXPECT_DOUBLE_EQ(withFlash, sbh * 34 + 4.0 * 64 * 8192);
}

// The loss's logits (docs/model.md §2.5): Megatron's cross-entropy keeps the bf16 logits and one
// fp32 copy (6 bytes per token and vocabulary entry); a loss that does not upcast (NeMo Automodel's
// fp32_upcast: false) keeps the bf16 logits and a bf16 log-softmax (4 bytes). Llama-3-8B, one GPU,
// 4096 tokens, vocabulary 128,256: the difference is 4096 x 128256 x 2 bytes.
TEST(Activations, ALossWithoutUpcastKeepsFourBytesPerLogit)
{
    Scenario s;
    s.model = testdata::hf("llama-3-8b");
    s.training.framework = Framework::MegatronCore;
    s.training.seqLen = 4096;
    Layout l;
    l.microBatch = 1;
    const MemoryBreakdown upcast = trainingMemory(s, a100(), l, 1);
    s.training.fp32Loss = false;
    const MemoryBreakdown bf16 = trainingMemory(s, a100(), l, 1);
    EXPECT_EQ(upcast.weights, bf16.weights);
    EXPECT_NEAR(static_cast<double>(upcast.activations - bf16.activations), 4096.0 * 128256 * 2, 4096.0);
}

// Pure 16-bit training (docs/model.md §2.1): no fp32 master, 16-bit gradients and AdamW moments in
// the parameters' dtype, as torchtune's `dtype: bf16` and LitGPT's `bf16-true` run: 2 + 2 + 4 = 8
// bytes per parameter against mixed precision's 2 + 4 + 12 = 18 (Megatron's fp32 main gradients).
// Under FSDP the 16-bit shard is then the only copy and stays (mixed precision keeps none).
TEST(StateBytes, PureBf16KeepsEightBytesPerParameter)
{
    Scenario s;
    s.model = testdata::hf("llama-2-7b");
    s.workload = Workload::Finetune;
    s.training.framework = Framework::Fsdp;
    s.training.seqLen = 2048;
    EXPECT_DOUBLE_EQ(trainingStateBytes(s).total(), 18.0);
    s.training.fp32MasterWeights = false;
    const StateBytes pure = trainingStateBytes(s);
    EXPECT_DOUBLE_EQ(pure.weights, 2.0);
    EXPECT_DOUBLE_EQ(pure.grads, 2.0);
    EXPECT_DOUBLE_EQ(pure.optimizer, 4.0);
    s.training.optimizer = Optimizer::AdamW8bit;   // 8-bit moments whatever the weights' dtype
    EXPECT_DOUBLE_EQ(trainingStateBytes(s).optimizer, 2.0);
    s.training.optimizer = Optimizer::AdamW;
    s.training.precision = Precision::Fp32;        // one fp32 copy: the flag has nothing to remove
    EXPECT_DOUBLE_EQ(trainingStateBytes(s).total(), 16.0);
    s.training.precision = Precision::Bf16Mixed;

    Layout l;
    l.microBatch = 1;
    l.dp = 8;
    l.zero = 3;
    const double params = static_cast<double>(paramsPerGpu(s.model, Layout {}, Stage::First).total());
    const MemoryBreakdown bf16 = trainingMemory(s, a100(), l, 8);
    s.training.fp32MasterWeights = true;
    const MemoryBreakdown mixed = trainingMemory(s, a100(), l, 8);
    EXPECT_EQ(mixed.weights, 0);   // the fp32 master shard is the weight
    EXPECT_NEAR(static_cast<double>(bf16.weights), params * 2.0 / 8, 1e6);
    EXPECT_NEAR(static_cast<double>(bf16.optimizer), params * 4.0 / 8, 1e6);
    EXPECT_NEAR(static_cast<double>(mixed.optimizer), params * 12.0 / 8, 1e6);
    EXPECT_LT(bf16.total(), mixed.total());
}

TEST(Activations, SwiGluAndGqaWithoutDropoutChangeThe34)
{
    // Llama-2-7B layer, no dropout, SwiGLU f = 11008: per token 2·(4h [norms, qkv-in, mlp-in] + q + k + v + o-in) + 2·3f
    const Tower &t = testdata::hf("llama-2-7b").text;
    const double h = 4096, f = 11008;
    const double perToken = 2 * (4 * h + 4 * h) + 2 * 3 * f;
    EXPECT_DOUBLE_EQ(layerActivationBytes(t, 1, 1, 1, false, Recompute::Selective, false, 2.0), perToken);
    const Tower &g = testdata::hf("llama-3-8b").text;   // 8 KV heads of 128: k and v are 1024 wide
    const double gqa = 2 * (4 * h + (h + 1024 + 1024 + h)) + 2 * 3 * 14336.0;
    EXPECT_DOUBLE_EQ(layerActivationBytes(g, 1, 1, 1, false, Recompute::Selective, false, 2.0), gqa);
}

struct Fig1
{
    const char *model;
    int tp, pp, v;
    std::int64_t micro, global;
    double states, actNone, actSel;   // GiB, Korthikanti 2022 Figure 1 (docs/validation.md §3)
};

class Figure1 : public ::testing::TestWithParam<Fig1> {};

TEST_P(Figure1, WithinFivePercent)
{
    const Fig1 &c = GetParam();
    const Scenario s = megatron(c.model);
    const Layout sel = layout(c.tp, c.pp, c.v, c.micro, Recompute::Selective, true);
    const Layout none = layout(c.tp, c.pp, c.v, c.micro, Recompute::None, false);
    const MemoryBreakdown mid = trainingMemory(s, a100(), sel, c.global, Stage::Middle);
    const double states = static_cast<double>(mid.weights + mid.gradients + mid.optimizer) / GiB;
    EXPECT_NEAR(states / c.states, 1.0, 0.05) << "model states " << states << " GiB";
    const double actSel = static_cast<double>(trainingMemory(s, a100(), sel, c.global, Stage::First).activations) / GiB;
    EXPECT_NEAR(actSel / c.actSel, 1.0, 0.05) << "SP + selective " << actSel << " GiB";
    const double actNone = static_cast<double>(trainingMemory(s, a100(), none, c.global, Stage::First).activations) / GiB;
    EXPECT_NEAR(actNone / c.actNone, 1.0, 0.05) << "no recompute " << actNone << " GiB";
}

INSTANTIATE_TEST_SUITE_P(Korthikanti2022, Figure1,
                         ::testing::Values(Fig1 {"megatron-22b", 8, 1, 1, 4, 4, 45.56, 59.25, 9.56},
                                           Fig1 {"megatron-175b", 8, 8, 3, 1, 64, 45.56, 66.84, 12.35},
                                           Fig1 {"megatron-530b", 8, 35, 3, 1, 280, 31.64, 114.02, 23.08},
                                           Fig1 {"megatron-1t", 8, 64, 1, 1, 512, 32.96, 131.25, 26.56}));

TEST(ModelStates, ZeroPaperSixteenBytesPerParameter)
{
    // Rajbhandari et al. 2020 Figure 1: Ψ = 7.5B, N_d = 64, K = 12 (mixed-precision Adam, fp16 grads):
    // baseline (2+2+12)Ψ = 120 GB; P_os 31.4 GB; P_os+g 16.6 GB; P_os+g+p 1.9 GB.
    auto arch = deriveFromScale(Family::Decoder, 7.5e9);
    ASSERT_TRUE(arch);
    Scenario s;
    s.model = arch.value();
    s.training.fp32GradAccumulation = false;
    // A stack that keeps the 16-bit weight shard beside the fp32 master (PyTorch FSDP does not, §2.3).
    s.training.framework = Framework::MegatronCore;
    const double psi = static_cast<double>(countParams(s.model).total);
    const double expected[] = {16 * psi, (2 + 2 + 12.0 / 64) * psi, (2 + (2 + 12.0) / 64) * psi, 16 * psi / 64};
    const double paper[] = {120e9, 31.4e9, 16.6e9, 1.9e9};
    for (int zero = 0; zero <= 3; ++zero) {
        Layout l;
        l.dp = 64;
        l.zero = zero;
        const MemoryBreakdown m = trainingMemory(s, a100(), l, 64);
        const double states = static_cast<double>(m.weights + m.gradients + m.optimizer);
        EXPECT_NEAR(states / expected[zero], 1.0, 1e-6) << "ZeRO-" << zero;
        EXPECT_NEAR(states / paper[zero], 1.0, 0.03) << "ZeRO-" << zero;
    }
}

TEST(ModelStates, OptimizersAndPrecisions)
{
    Scenario s;
    s.model = testdata::hf("llama-2-7b");
    const double p = static_cast<double>(countParams(s.model).total);
    auto states = [&](Precision prec, Optimizer opt, bool fp32Grads) {
        s.training.precision = prec;
        s.training.optimizer = opt;
        s.training.fp32GradAccumulation = fp32Grads;
        const MemoryBreakdown m = trainingMemory(s, a100(), Layout {}, 1);
        return static_cast<double>(m.weights + m.gradients + m.optimizer) / p;
    };
    EXPECT_NEAR(states(Precision::Bf16Mixed, Optimizer::AdamW, false), 16.0, 1e-6);
    EXPECT_NEAR(states(Precision::Bf16Mixed, Optimizer::AdamW, true), 18.0, 1e-6);
    EXPECT_NEAR(states(Precision::Fp32, Optimizer::AdamW, true), 16.0, 1e-6);        // w 4, g 4, m 4, v 4
    EXPECT_NEAR(states(Precision::Bf16Mixed, Optimizer::AdamW8bit, false), 10.0, 1e-6);   // 2 + 2 + 4 + 2
    EXPECT_NEAR(states(Precision::Bf16Mixed, Optimizer::SgdMomentum, false), 12.0, 1e-6);
    EXPECT_LT(states(Precision::Bf16Mixed, Optimizer::Adafactor, false), 8.01);
    // FP8: the FP8 weight and its transpose (NeMo fp8_params) replace the 16-bit copy: 2 + 2 + 12.
    EXPECT_NEAR(states(Precision::Fp8, Optimizer::AdamW, false), 16.0, 1e-6);
}

TEST(ModelStates, OffloadMovesBytesToHost)
{
    Scenario s;
    s.model = testdata::hf("llama-2-7b");
    Layout l;
    const MemoryBreakdown onGpu = trainingMemory(s, a100(), l, 1);
    l.offload = Offload::Optimizer;
    const MemoryBreakdown off = trainingMemory(s, a100(), l, 1);
    EXPECT_EQ(off.optimizer, 0);
    EXPECT_EQ(off.host, onGpu.optimizer);
    l.offload = Offload::OptimizerAndParams;
    const MemoryBreakdown full = trainingMemory(s, a100(), l, 1);
    EXPECT_LT(full.weights, onGpu.weights / 10);
    EXPECT_GT(full.host, off.host);
}

TEST(FineTuning, LoraAndQlora)
{
    Scenario s = testdata::lora(testdata::hf("llama-2-7b"), 16, true);
    // Trainable: r·(d_in + d_out) per matrix; Llama-2-7B all linear layers, r = 16:
    // per layer 16·(4·(4096+4096) + 3·(4096+11008)) = 16·78,080 = 1,249,280; × 32 = 39,976,960.
    const double adapters = 39'976'960.0;
    const MemoryBreakdown lora = trainingMemory(s, a100(), Layout {}, 1);
    EXPECT_NEAR(static_cast<double>(lora.optimizer), adapters * 8.0, 1.0);   // fp32 Adam m + v
    EXPECT_NEAR(static_cast<double>(lora.gradients), adapters * 4.0, 1.0);
    // Frozen base in bf16: 2 bytes/param, plus the fp32 adapters.
    const double p = static_cast<double>(countParams(s.model).total);
    EXPECT_NEAR(static_cast<double>(lora.weights), 2 * p + 4 * adapters, 2.0);
    s.workload = Workload::Qlora;
    const MemoryBreakdown q = trainingMemory(s, a100(), Layout {}, 1);
    // NF4 + double quantisation ≈ 4.127 bits/param for the transformer layers (Dettmers et al. 2023).
    const double embedAndHead = 2.0 * 32000 * 4096;
    EXPECT_NEAR(static_cast<double>(q.weights), (p - embedAndHead - 4096) * 4.127 / 8 + (embedAndHead + 4096) * 2 + 4 * adapters,
                p * 0.001);
    EXPECT_LT(q.total(), lora.total());
}

TEST(Inference, KvCacheBytesPerToken)
{
    EXPECT_DOUBLE_EQ(kvBytesPerToken(testdata::hf("llama-2-7b"), Dtype::Fp16), 512.0 * 1024);   // 2·32·4096·2
    EXPECT_DOUBLE_EQ(kvBytesPerToken(testdata::hf("llama-3-8b"), Dtype::Bf16), 128.0 * 1024);   // GQA: 8 of 32 heads
    EXPECT_DOUBLE_EQ(kvBytesPerToken(testdata::hf("deepseek-v3"), Dtype::Bf16), 61.0 * 576 * 2); // MLA latent
    EXPECT_DOUBLE_EQ(kvBytesPerToken(testdata::hf("llama-3-8b"), Dtype::Fp8), 64.0 * 1024);
}

// Gemma 2 attends within a 4,096-token window on every other layer (21 of 42 in the 9B): up to the
// window its cache is the full 2·8·256·2 bytes per token and layer; at 8,192 tokens those layers
// keep only 4,096, so the cache is (21 + 21·½) / 42 = ¾ of a full one, and decode reads ¾ as much.
TEST(Inference, SlidingWindowLayersKeepOnlyTheirWindow)
{
    Scenario s;
    s.workload = Workload::Inference;
    s.model = testdata::hf("gemma-2-9b");
    ASSERT_EQ(s.model.text.slidingWindow, 4096);
    ASSERT_EQ(s.model.text.slidingLayers, 21);
    EXPECT_DOUBLE_EQ(kvBytesPerToken(s.model, Dtype::Bf16), 42.0 * 2 * 8 * 256 * 2);
    const Layout l;
    const Gpu &h100 = *testdata::catalog().gpu("h100-sxm5-80gb");
    const double full4k = static_cast<double>(inferenceMemory(s, h100, l, 4, 4096).kvCache);
    const double at8k = static_cast<double>(inferenceMemory(s, h100, l, 4, 8192).kvCache);
    EXPECT_NEAR(full4k, 4.0 * 4096 * kvBytesPerToken(s.model, Dtype::Bf16), 1.0);
    EXPECT_NEAR(at8k, 0.75 * 4.0 * 8192 * kvBytesPerToken(s.model, Dtype::Bf16), 1.0);
    Scenario noWindow = s;
    noWindow.model.text.slidingLayers = 0;
    EXPECT_NEAR(static_cast<double>(inferenceMemory(noWindow, h100, l, 4, 8192).kvCache), at8k / 0.75, 1.0);
}

TEST(Inference, WeightsAtEachPrecision)
{
    Scenario s;
    s.workload = Workload::Inference;
    s.model = testdata::hf("llama-2-7b");
    const double p = static_cast<double>(countParams(s.model).total);
    const double outer = 2.0 * 32000 * 4096;   // embeddings and head stay 16-bit
    Layout l;
    for (auto [d, bpp] : {std::pair {Dtype::Bf16, 2.0}, {Dtype::Fp8, 1.0}, {Dtype::Int8, 1.0 + 4.0 / 4096}, {Dtype::Int4, 0.5 + 2.5 / 128}}) {
        s.inference.weights = d;
        const MemoryBreakdown m = inferenceMemory(s, a100(), l, 1, 1024);
        EXPECT_NEAR(static_cast<double>(m.weights), (p - outer) * bpp + outer * 2.0, p * 1e-6) << dtypeId(d);
    }
    s.inference.weights = Dtype::Fp32;
    EXPECT_NEAR(static_cast<double>(inferenceMemory(s, a100(), l, 1, 1024).weights), 4 * p, 4.0);
}

// MXFP4 (OCP Microscaling v1.0: E2M1 values, one E8M0 scale per 32, 4.25 bits) on a mixture of
// experts' expert weights, the rest 16-bit: the gpt-oss model card (OpenAI, Aug 2025, arXiv
// 2508.10925; huggingface.co/openai/gpt-oss-120b) gives checkpoints of 60.8 GiB (120b) and 12.8 GiB
// (20b) in this form, and "gpt-oss-120b fits into a single 80GB GPU (like NVIDIA H100 or AMD
// MI300X)". In 16-bit it does not fit; a dense model's layer weights all take 4.25 bits.
TEST(Inference, MxfpFourExpertWeightsMatchTheGptOssCheckpoints)
{
    const Layout one;
    const Gpu &h100 = *testdata::catalog().gpu("h100-sxm5-80gb");
    for (auto [id, gib] : {std::pair {"gpt-oss-120b", 60.8}, {"gpt-oss-20b", 12.8}}) {
        Scenario s;
        s.workload = Workload::Inference;
        s.model = testdata::preset(id);
        s.inference.weights = Dtype::Mxfp4;
        const double weights = static_cast<double>(inferenceMemory(s, h100, one, 1, 4096).weights) / (1024.0 * 1024 * 1024);
        EXPECT_NEAR(weights, gib, gib * 0.01) << id;
    }
    Scenario big;
    big.workload = Workload::Inference;
    big.model = testdata::preset("gpt-oss-120b");
    big.inference.weights = Dtype::Mxfp4;
    EXPECT_LT(inferenceMemory(big, h100, one, 1, 4096).total(), usableBytes(big, h100));
    big.inference.weights = Dtype::Bf16;
    EXPECT_GT(inferenceMemory(big, h100, one, 1, 4096).total(), usableBytes(big, h100));

    Scenario dense;
    dense.workload = Workload::Inference;
    dense.model = testdata::hf("llama-2-7b");
    dense.inference.weights = Dtype::Mxfp4;
    const double p = static_cast<double>(countParams(dense.model).total);
    const double outer = 2.0 * 32000 * 4096;
    EXPECT_NEAR(static_cast<double>(inferenceMemory(dense, h100, one, 1, 1024).weights), (p - outer) * 4.25 / 8 + outer * 2.0,
                p * 1e-6);
}

// NVFP4 (NVIDIA, "Introducing NVFP4 for Efficient and Accurate Low-Precision Inference", June 2025:
// E2M1 values, an E4M3 scale per 16 values and an fp32 scale per tensor, "~3.5x" smaller than FP16
// and "~1.8x" than FP8): every linear layer at 4.5 bits, the MoE's shared parts too, embeddings
// and head 16-bit. Llama-2-7B's layers: 16 / 4.5 = 3.56x fewer bytes than BF16, 8 / 4.5 = 1.78x
// than FP8.
TEST(Inference, NvfpFourTakesFourAndAHalfBitsOnEveryLinearLayer)
{
    const Layout one;
    const Gpu &b200 = *testdata::catalog().gpu("b200-180gb");
    Scenario s;
    s.workload = Workload::Inference;
    s.model = testdata::hf("llama-2-7b");
    const double p = static_cast<double>(countParams(s.model).total);
    const double outer = 2.0 * 32000 * 4096;
    auto weights = [&](Dtype d) {
        s.inference.weights = d;
        return static_cast<double>(inferenceMemory(s, b200, one, 1, 1024).weights);
    };
    const double nvfp4 = weights(Dtype::Nvfp4);
    EXPECT_NEAR(nvfp4, (p - outer) * 4.5 / 8 + outer * 2.0, p * 1e-6);
    EXPECT_NEAR((weights(Dtype::Bf16) - outer * 2.0) / (nvfp4 - outer * 2.0), 16.0 / 4.5, 1e-3);
    EXPECT_NEAR((weights(Dtype::Fp8) - outer * 2.0) / (nvfp4 - outer * 2.0), 8.0 / 4.5, 1e-3);
    // A mixture of experts: NVFP4 covers the attention and shared weights that MXFP4 leaves 16-bit.
    Scenario moe = s;
    moe.model = testdata::preset("gpt-oss-120b");
    moe.inference.weights = Dtype::Nvfp4;
    const double nv = static_cast<double>(inferenceMemory(moe, b200, one, 1, 4096).weights);
    moe.inference.weights = Dtype::Mxfp4;
    EXPECT_LT(nv, static_cast<double>(inferenceMemory(moe, b200, one, 1, 4096).weights) * 1.06);
}

TEST(Inference, Seventy80GbGpusForA70BModel)
{
    // a 70B fp16 model does not fit one 80 GB GPU for inference and fits two at small batch.
    Scenario s;
    s.workload = Workload::Inference;
    s.model = testdata::hf("llama-2-70b");
    s.inference.weights = Dtype::Fp16;
    Layout one;
    EXPECT_GT(inferenceMemory(s, a100(), one, 1, 4096).total(), usableBytes(s, a100()));
    Layout two;
    two.tp = 2;
    EXPECT_LE(inferenceMemory(s, a100(), two, 4, 4096).total(), usableBytes(s, a100()));
}

TEST(Inference, OverheadIsModelledNotConstant)
{
    Scenario s;
    s.workload = Workload::Inference;
    s.model = testdata::hf("llama-2-7b");
    Layout one, two;
    two.tp = 2;
    const auto o1 = inferenceMemory(s, a100(), one, 1, 1024).overhead;
    const auto o2 = inferenceMemory(s, a100(), two, 1, 1024).overhead;
    const auto big = inferenceMemory(s, a100(), one, 64, 4096).overhead;
    EXPECT_NE(o1, o2);    // NCCL buffers appear with TP
    EXPECT_GT(big, o1);   // the allocator reserve grows with the KV cache
}

TEST(Memory, MoreShardingNeverRaisesPerGpuStates)
{
    Scenario s;
    s.model = testdata::hf("llama-2-13b");
    std::int64_t previous = std::numeric_limits<std::int64_t>::max();
    for (int tp : {1, 2, 4, 8}) {
        Layout l;
        l.tp = tp;
        const MemoryBreakdown m = trainingMemory(s, a100(), l, 8);
        const std::int64_t states = m.weights + m.gradients + m.optimizer;
        EXPECT_LT(states, previous) << tp;
        previous = states;
    }
    previous = std::numeric_limits<std::int64_t>::max();
    for (int dp : {1, 2, 4, 8, 16}) {
        Layout l;
        l.dp = dp;
        l.zero = 3;
        const MemoryBreakdown m = trainingMemory(s, a100(), l, 64);
        const std::int64_t states = m.weights + m.gradients + m.optimizer;
        EXPECT_LE(states, previous) << dp;
        previous = states;
    }
}

} // namespace

// Published fit boundaries (docs/validation.md §3b). Rajbhandari et al. 2020 (ZeRO, arXiv 1910.02054,
// §1 and §3.2): GPT-2 1.5B with Adam "cannot be trained on a single GPU with 32GB memory" on the
// 2019 stack (fp16 weights and gradients, a flat fp32 gradient buffer, fp32 master weights and
// moments: 20 B/param, no expandable allocator segments). On today's FSDP stack the same model fits.
TEST(FitBoundaries, Gpt2OnePointFiveBWithAdamDoesNotTrainOnOne32GbGpu)
{
    Scenario s = testdata::scenario("gpt2-xl", Workload::Pretrain, "v100-sxm2-32gb", 1);
    s.training.precision = Precision::Fp16Mixed;
    s.training.seqLen = 1024;
    s.training.microBatch = 1;
    s.training.globalBatch = 32;
    s.training.framework = Framework::DeepSpeed;
    const Plan p = plan(s, testdata::catalog());
    ASSERT_TRUE(p.issues.empty());
    ASSERT_EQ(p.options.size(), 1u);
    const Option &o = p.options.front();
    EXPECT_FALSE(o.fits) << o.memory.total() << " of " << o.usableBytes;
    EXPECT_EQ(o.layout.recompute, Recompute::Full);   // even with full recompute
    s.training.framework = Framework::Fsdp;
    EXPECT_TRUE(plan(s, testdata::catalog()).options.front().fits);
}

// BLOOM-176B's training replica (BigScience, Megatron-DeepSpeed, 384 A100-80GB, TP 4 PP 12 DP 8,
// ZeRO-1, micro-batch 2, sequence 2048): about 60 GB per GPU reported by the team's chronicles;
// within 15 %.
TEST(FitBoundaries, Bloom176bTrainingReplicaWithinFifteenPercent)
{
    Scenario s = testdata::scenario("bloom-176b", Workload::Pretrain, "a100-sxm4-80gb", 384);
    s.parallel = {4, 12, 8, 1, 1, 0};
    s.training.precision = Precision::Bf16Mixed;
    s.training.seqLen = 2048;
    s.training.microBatch = 2;
    s.training.globalBatch = 2048;
    s.training.framework = Framework::DeepSpeed;
    s.training.recomputeAuto = false;   // the run's --checkpoint-activations: every layer recomputed
    s.training.recompute = Recompute::Full;
    const Plan p = plan(s, testdata::catalog());
    ASSERT_TRUE(p.issues.empty());
    const Option &o = p.options.front();
    ASSERT_TRUE(o.fits);
    EXPECT_EQ(o.layout.recomputeLayers, 0);
    EXPECT_NEAR(static_cast<double>(o.memory.total()) / 60e9, 1.0, 0.15) << o.memory.total();
}

// Full recomputation of k of a stage's layers (Megatron-Core's block method, docs/model.md §2.5):
// memory and step time lie between no recomputation and recomputing every layer, linear in k.
TEST(Activations, RecomputingSomeLayersLiesBetweenNoneAndAll)
{
    Scenario s = testdata::scenario("llama-2-7b", Workload::Pretrain, "a100-sxm4-80gb");
    s.training.seqLen = 4096;
    Layout none;
    none.tp = 2;
    none.pp = 2;
    none.dp = 2;
    none.zero = 1;
    none.recompute = Recompute::None;
    const Gpu &g = a100();
    const Fabric f = fabricFor(g, *testdata::catalog().network(g.defaultNetwork));
    const ModelStats stats = modelStats(s);
    auto at = [&](int k) {   // k of the 16 layers per stage; -1 = none, 0 = all
        Layout l = none;
        if (k >= 0) {
            l.recompute = Recompute::Full;
            l.recomputeLayers = k;
        }
        return std::pair {static_cast<double>(trainingMemory(s, g, l, 64).activations),
                          estimateTraining(s, stats, g, f, l, 64).stepSeconds};
    };
    const auto [mNone, tNone] = at(-1);
    const auto [m4, t4] = at(4);
    const auto [m8, t8] = at(8);
    const auto [m12, t12] = at(12);
    const auto [mAll, tAll] = at(0);
    EXPECT_GT(mNone, m4);
    EXPECT_GT(m4, m8);
    EXPECT_GT(m8, m12);
    EXPECT_GT(m12, mAll);
    EXPECT_NEAR(m4 - m8, m8 - m12, 1e-6 * mNone);   // each recomputed layer frees the same bytes
    EXPECT_LE(tNone, t4);
    EXPECT_LT(t4, t8);
    EXPECT_LT(t8, t12);
    EXPECT_LT(t12, tAll);
    EXPECT_NEAR(t8 - t4, t12 - t8, 0.02 * (t12 - t4));   // and costs the same time
}

// Measured peaks from Megatron-LM's functional tests (docs/validation.md §3c): NVIDIA/Megatron-LM
// @ d98e8a64, tests/functional_tests/test_cases/gpt/gpt3_7b_{tp4_pp1,tp1_pp4}_memory_speed,
// model_config.yaml and golden_values_dev_dgx_{h100,a100}.json, "mem-max-allocated-bytes" (the
// caching allocator's allocated_bytes.all.peak, logged by the last rank, i.e. the last pipeline
// stage) at step 25. The model: 32 layers, hidden 4096, 32 heads in 8 query groups, GeLU MLP 16384
// (Megatron's default 4h, no --swiglu), learned positions, LayerNorm with biases, untied
// embeddings, vocabulary 131,073 padded to a multiple of 128 x TP, sequence 8192, global batch 8
// on 8 GPUs, BF16 with the fp32 gradient buffer, distributed optimizer, no recomputation, no
// sequence parallelism, TransformerEngine (flash) attention. gpuplan's comparable figure is the
// allocator's share: weights, gradients, optimizer states and activations (its CUDA context, NCCL
// buffers and fragmentation reserve are not allocated bytes).
TEST(MeasuredPeaks, MegatronLmFunctionalTestsMatchTheDocumentedErrors)
{
    struct Row { const char *gpu; int tp, pp, v; std::int64_t micro; double measuredBytes, documented; };
    const Row rows[] = {
        {"h100-sxm5-80gb", 4, 1, 1, 2, 57143791616.0, -0.091},   // gpt3_7b_tp4_pp1_memory_speed, H100
        {"a100-sxm4-80gb", 4, 1, 1, 2, 58188115968.0, -0.107},   // the same on A100
        {"h100-sxm5-80gb", 1, 4, 8, 1, 60720852992.0, -0.044},   // gpt3_7b_tp1_pp4_memory_speed, H100, last stage
        {"a100-sxm4-80gb", 1, 4, 8, 1, 60489064448.0, -0.040},   // the same on A100
    };
    for (const Row &r : rows) {
        Scenario s;
        // The vocabulary padded to a multiple of 128 x TP, as Megatron-LM pads it.
        s.model.text = {.layers = 32, .hidden = 4096, .heads = 32, .kvHeads = 8, .headDim = 128, .ffn = 16384,
                        .mlp = MlpKind::Gelu, .norm = NormKind::LayerNorm, .position = PositionKind::Learned,
                        .maxPositions = 8192, .qkvBias = true, .outBias = true, .mlpBias = true,
                        .vocab = (131073 + 128 * r.tp - 1) / (128 * r.tp) * (128 * r.tp), .lmHead = true,
                        .tiedEmbeddings = false};
        s.gpuIds = {r.gpu};
        s.training.seqLen = 8192;
        s.training.framework = Framework::MegatronCore;
        const Gpu &gpu = *testdata::catalog().gpu(r.gpu);
        const Layout l {.tp = r.tp, .pp = r.pp, .dp = 8 / (r.tp * r.pp), .zero = 1, .interleave = r.v,
                        .microBatch = r.micro, .recompute = Recompute::None, .sequenceParallel = false};
        const MemoryBreakdown m = trainingMemory(s, gpu, l, 8, Stage::Last);
        const double allocated = static_cast<double>(m.weights + m.gradients + m.optimizer + m.activations);
        const double err = allocated / r.measuredBytes - 1.0;
        std::printf("Megatron-LM 7B TP %d PP %d v %d mb %lld on %s: %.2f GiB allocated vs %.2f measured, %+5.1f %%\n", r.tp, r.pp,
                    r.v, static_cast<long long>(r.micro), r.gpu, allocated / 1073741824.0, r.measuredBytes / 1073741824.0,
                    100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03);
        EXPECT_LT(std::abs(err), 0.15);   // the issue's target for measured peaks
    }
}

// QwenLM/Qwen README @ 2df8e8ac, "Profiling of Memory and Speed" (docs/validation.md §3c): Qwen-7B
// fine-tuned on one A100-SXM4-80G with Hugging Face Transformers + PEFT, batch 1, gradient
// checkpointing, LoRA r = 64 on every linear layer in bf16 (finetune/finetune_lora_single_gpu.sh) and
// Q-LoRA on the GPTQ-Int4 model (finetune_qlora_single_gpu.sh), the README's "G" per GPU read as
// GiB, against the memory per GPU gpuplan shows. Qwen-7B (v1): 32 layers, hidden 4096, 32 heads,
// gated MLP 11,008, vocabulary 151,936, untied, QKV bias.
TEST(MeasuredPeaks, QwenSevenBFineTuningTableMatchesTheDocumentedErrors)
{
    struct Row { Workload workload; std::int64_t seq; double publishedGiB, documented; };
    const Row rows[] = {
        {Workload::Lora, 256, 20.1, -0.068},   {Workload::Lora, 512, 20.4, -0.054},   {Workload::Lora, 1024, 21.5, -0.051},
        {Workload::Lora, 2048, 23.8, -0.049},  {Workload::Lora, 4096, 29.7, -0.089},  {Workload::Lora, 8192, 36.6, -0.018},
        {Workload::Qlora, 256, 11.5, -0.188},  {Workload::Qlora, 512, 11.5, -0.139},  {Workload::Qlora, 1024, 12.3, -0.105},
        {Workload::Qlora, 2048, 13.9, -0.048}, {Workload::Qlora, 4096, 16.9, +0.046}, {Workload::Qlora, 8192, 23.5, +0.130},
    };
    for (const Row &r : rows) {
        Scenario s;
        Tower &t = s.model.text;
        t.layers = 32;
        t.hidden = 4096;
        t.heads = t.kvHeads = 32;
        t.headDim = 128;
        t.ffn = 11008;
        t.maxPositions = 32768;
        t.qkvBias = true;
        t.vocab = 151936;
        t.lmHead = true;
        t.tiedEmbeddings = false;
        s.workload = r.workload;
        s.gpuIds = {"a100-sxm4-80gb"};
        s.gpuCount = 1;
        s.training.loraRank = 64;
        s.training.seqLen = r.seq;
        s.training.microBatch = 1;
        s.training.globalBatch = 8;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::Full;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        EXPECT_TRUE(o.fits);
        const double gib = static_cast<double>(o.memory.total()) / 1073741824.0;
        const double err = gib / r.publishedGiB - 1.0;
        std::printf("Qwen-7B %-5s seq %4lld: %5.2f GiB vs %4.1f published, %+5.1f %%\n", r.workload == Workload::Lora ? "LoRA" : "QLoRA",
                    static_cast<long long>(r.seq), gib, r.publishedGiB, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03);
    }
}

// LitGPT's resource tables (Lightning-AI/litgpt tutorials/resource-tables.md, October 2023, LitGPT
// 8641822, PyTorch 2.1, one A100-SXM4-40GB; validation.md §3c): finetune/lora.py with bf16-true (pure
// BF16), LoRA r = 8 with dropout 0.05, Alpaca, the longest sample first (1,304 Llama 2 tokens; 1,079
// Falcon), no checkpointing, the loss on bf16 logits. "Max GPU RAM" is torch.cuda.max_memory_allocated
// in GB: compared with weights + gradients + optimizer + activations, without the overhead term. LitGPT
// adapts q and v inside one fused qkv matrix with one dropout; gpuplan's attention-only adapters are
// q, k, v and o, each with its own (the nearest it states). Eager PyTorch (--kernels eager).
TEST(MeasuredPeaks, LitGptLoraTableMatchesTheDocumentedErrors)
{
    struct Row { const char *model; Workload workload; std::int64_t seq, micro; double publishedGB, documented; };
    const Row rows[] = {
        {"llama-2-7b", Workload::Lora, 1304, 1, 21.30, +0.030},   {"llama-2-7b", Workload::Lora, 1304, 2, 29.07, +0.044},
        {"llama-2-13b", Workload::Lora, 1304, 1, 38.12, +0.028},  {"llama-2-7b", Workload::Qlora, 1304, 1, 13.84, -0.103},
        {"llama-2-13b", Workload::Qlora, 1304, 1, 22.55, -0.091},   // bnb.nf4-dq: NF4 with double quantisation
        // Published out of memory: the measured peak is unknown, gpuplan must say "does not fit".
        {"llama-2-7b", Workload::Lora, 1304, 4, 0, 0},            {"llama-2-13b", Workload::Lora, 1304, 2, 0, 0},
    };
    // finetune/lora.py as the table ran it, on one A100 40GB.
    const auto litGpt = [](const char *model, Workload workload, std::int64_t seq, std::int64_t micro, double dropout) {
        Scenario s;
        s.model = testdata::preset(model);
        s.workload = workload;
        s.gpuIds = {"a100-sxm4-40gb"};
        s.gpuCount = 1;
        s.training.framework = Framework::Fsdp;
        s.training.kernels = Kernels::Eager;
        s.training.fp32MasterWeights = false;
        s.training.fp32Loss = false;
        s.training.loraRank = 8;
        s.training.loraAllLinear = false;
        s.training.loraDropout = dropout;
        s.training.seqLen = seq;
        s.training.microBatch = micro;
        s.training.globalBatch = 128;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::None;
        return s;
    };
    for (const Row &r : rows) {
        const Plan p = plan(litGpt(r.model, r.workload, r.seq, r.micro, 0.05), testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        const MemoryBreakdown &m = o.memory;
        const double gb = static_cast<double>(m.weights + m.gradients + m.optimizer + m.activations) / 1e9;
        if (r.publishedGB == 0) {
            EXPECT_FALSE(o.fits) << r.model << " micro-batch " << r.micro << " ran out of memory";
            continue;
        }
        EXPECT_TRUE(o.fits) << r.model;
        const double err = gb / r.publishedGB - 1.0;
        std::printf("LitGPT %-11s %-5s mb %lld: %5.2f GB vs %5.2f published, %+5.1f %%\n", r.model,
                    r.workload == Workload::Lora ? "LoRA" : "QLoRA", static_cast<long long>(r.micro), gb, r.publishedGB, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03) << r.model;
    }
    // Falcon 40B's QLoRA (nf4-dq, 1,079 Falcon tokens) ran out of memory; gpuplan fits it 0.15 % under
    // the card, a missed point recorded in validation.md §3c: bitsandbytes 0.41.1, which the table ran,
    // kept the input of every 4-bit matrix (fixed in 0.43.2), about 5 GB more here.
    const Plan falcon = plan(litGpt("falcon-40b", Workload::Qlora, 1079, 1, 0.05), testdata::catalog());
    ASSERT_FALSE(falcon.options.empty());
    const Option &f = falcon.options.front();
    EXPECT_NEAR(static_cast<double>(f.memory.total()) / static_cast<double>(f.usableBytes), 0.9985, 0.03);
    // Without the adapters' dropout (the input it adds) the 7B at micro-batch 4 was predicted to fit.
    const Plan withoutDropout = plan(litGpt("llama-2-7b", Workload::Lora, 1304, 4, 0.0), testdata::catalog());
    ASSERT_FALSE(withoutDropout.options.empty());
    EXPECT_TRUE(withoutDropout.options.front().fits);
}

// TensorRT-LLM's memory fraction (kv_cache_free_gpu_mem_fraction, 0.9 by default) is the KV cache's
// share of the memory left free after the weights, buffers and graphs; vLLM's gpu_memory_utilization
// is a share of the whole GPU (docs/model.md §3.5). Llama 3.1 70B in FP16 on two A100 80GB (70.6 GB
// of weights on each) at 1000 / 1000 tokens: TensorRT-LLM v0.14's perf-overview measured 469 tokens/s
// (validation.md §4f), which needs about 30 sequences at once; read as vLLM's fraction only 9 fit.
TEST(ServingMemory, TensorRtLlmFractionIsOfTheMemoryLeftFree)
{
    auto served = [](ServingEngine e) {
        Scenario s = testdata::servingAtTp("llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 1000, 1000, e);
        s.inference.memoryFraction = 0.9;
        return std::pair {s, plan(s, testdata::catalog())};
    };
    const auto [trt, p] = served(ServingEngine::TensorRtLlm);
    const Option &o = p.options.front();
    ASSERT_TRUE(o.fits && o.inference);
    const Gpu &a100 = *testdata::catalog().gpu("a100-sxm4-80gb");
    EXPECT_EQ(o.usableBytes, a100.capacityBytes);
    const double kv = static_cast<double>(o.memory.kvCache);
    const double kept = freeMemoryKeptBytes(trt, kv);
    EXPECT_NEAR(kept, kv / 9.0, 1.0);
    // The engine's rule: KV <= 0.9 x (capacity - everything else), and one more sequence breaks it.
    const MemoryBreakdown &m = o.memory;
    const double rest = static_cast<double>(m.weights + m.activations + m.overhead) - kept;
    EXPECT_LE(kv, 0.9 * (static_cast<double>(a100.capacityBytes) - rest));
    const std::int64_t batch = o.inference->batchPerReplica;
    EXPECT_GE(batch, 28);
    EXPECT_LE(batch, 34);
    const MemoryBreakdown more = inferenceMemory(trt, a100, o.layout, batch + 1, 2000);
    EXPECT_GT(more.total(), a100.capacityBytes);
    EXPECT_GT(static_cast<double>(more.kvCache),
              0.9 * (static_cast<double>(a100.capacityBytes)
                     - static_cast<double>(more.weights + more.activations + more.overhead)
                     + freeMemoryKeptBytes(trt, static_cast<double>(more.kvCache))));

    const auto [vllm, q] = served(ServingEngine::Vllm);
    const Option &v = q.options.front();
    ASSERT_TRUE(v.fits && v.inference);
    EXPECT_EQ(v.usableBytes, static_cast<std::int64_t>(std::floor(static_cast<double>(a100.capacityBytes) * 0.9)));
    EXPECT_LE(v.inference->batchPerReplica, 12);
    EXPECT_EQ(freeMemoryKeptBytes(vllm, kv), 0.0);
}

// TensorRT-LLM builds on CUDA and NVIDIA's kernels: planned on an AMD or Huawei GPU, the plan says
// it does not run there; on NVIDIA's, and with vLLM or SGLang anywhere, it says nothing.
TEST(ServingMemory, TensorRtLlmOffNvidiaGpusIsWarned)
{
    auto warned = [](const char *gpu, ServingEngine e) {
        Scenario s = testdata::serving(testdata::preset("llama-3.1-8b"), gpu);
        s.inference.qps = 5;
        s.inference.engine = e;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_FALSE(p.options.empty()) << gpu;
        return !p.options.empty() && testdata::hasWarning(p.options.front(), WarningCode::EngineNotForGpu);
    };
    EXPECT_TRUE(warned("mi300x-192gb", ServingEngine::TensorRtLlm));
    EXPECT_TRUE(warned("ascend-910b", ServingEngine::TensorRtLlm2023));
    EXPECT_FALSE(warned("mi300x-192gb", ServingEngine::Vllm));
    EXPECT_FALSE(warned("mi300x-192gb", ServingEngine::Sglang));
    EXPECT_FALSE(warned("h100-sxm5-80gb", ServingEngine::TensorRtLlm));
    EXPECT_FALSE(warned("l40s-48gb", ServingEngine::TensorRtLlm));
}
