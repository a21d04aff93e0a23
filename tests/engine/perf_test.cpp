// SPDX-License-Identifier: GPL-3.0-or-later
// Performance-model tests. Reference numbers:
//  - Korthikanti et al. 2022 (arXiv 2205.05198) Table 5, A100 80GB (docs/validation.md §1);
//  - decode latencies from docs/reference-runs.md Part B (FasterTransformer via kipply's blog; lmdeploy;
//    NVIDIA NIM Llama-3.3-70B FP8) and TensorRT-LLM v0.6.1 throughput.
#include <gtest/gtest.h>

#include <tuple>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <span>
#include <sstream>

#include <cmath>
#include <cstdio>

#include "engine/plan.h"
#include "engine/scenariofile.h"
#include "testdata.h"

using namespace engine;

namespace {

struct Table5Row
{
    const char *model;
    int gpus, tp, pp, v;
    std::int64_t global, micro;
    double full, selective;   // measured seconds per iteration
};

const Table5Row kTable5[] = {
    {"megatron-22b", 8, 8, 1, 1, 4, 4, 1.42, 1.10},
    {"megatron-175b", 64, 8, 8, 3, 64, 1, 18.13, 13.75},
    {"megatron-530b", 280, 8, 35, 3, 280, 1, 49.05, 37.83},
    {"megatron-1t", 512, 8, 64, 1, 512, 1, 94.42, 71.49},
};

Scenario table5Scenario(const Table5Row &r, bool full)
{
    Scenario s;
    s.model = testdata::preset(r.model);
    s.gpuIds = {"a100-sxm4-80gb"};
    s.gpuCount = r.gpus;
    s.parallel.tp = r.tp;
    s.parallel.pp = r.pp;
    s.parallel.dp = 1;
    s.parallel.interleave = r.v;
    s.training.precision = Precision::Fp16Mixed;
    s.training.seqLen = 2048;
    s.training.globalBatch = r.global;
    s.training.microBatch = r.micro;
    s.training.flashAttention = false;
    s.training.recomputeAuto = false;
    s.training.recompute = full ? Recompute::Full : Recompute::Selective;
    s.training.sequenceParallel = !full;
    s.training.framework = Framework::Megatron2021;   // Megatron-LM of 2022: no communication overlap
    return s;
}

TEST(Training, KorthikantiTable5Accuracy)
{
    double sum = 0, worst = 0;
    int n = 0;
    for (const Table5Row &r : kTable5) {
        for (bool full : {true, false}) {
            const Plan p = plan(table5Scenario(r, full), testdata::catalog());
            ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
            ASSERT_EQ(p.options.size(), 1u);
            const Option &o = p.options.front();
            ASSERT_TRUE(o.fits) << r.model;
            ASSERT_TRUE(o.training);
            const double measured = full ? r.full : r.selective;
            const double err = std::fabs(o.training->stepSeconds - measured) / measured;
            sum += err;
            worst = std::max(worst, err);
            ++n;
            EXPECT_LT(err, 0.04) << r.model << (full ? " full" : " selective") << ": predicted "
                                 << o.training->stepSeconds << " s, measured " << measured << " s";
        }
    }
    // Regression guard: docs/validation.md records mean 0.9 %, max 1.8 % (Calculon: 3.65 % / 8.87 %;
    // the issue's target: 5 % / 10 %).
    EXPECT_LT(sum / n, 0.015);
    EXPECT_LT(worst, 0.03);
}

// Narayanan et al. SC21 (arXiv 2104.04473) Table 1, the weak-scaling rows with one pipeline stage:
// GPT models on DGX A100 80GB, fp16, sequence 2048, vocabulary 51,200, global batch 512, full
// recompute, 2021 Megatron-LM (no overlap, no distributed optimizer: ZeRO 0). The paper gives
// achieved TFLOP/s per GPU with its own count, 96·B·s·l·h²·(1 + s/6h + V/16lh), which fixes the
// measured step time; the micro-batch is not published, so the search picks it.
struct Sc21Row
{
    const char *name;
    std::int64_t heads, hidden, layers;
    int tp, gpus;
    double teraflops;    // achieved per GPU, as published
    double documented;   // docs/validation.md §2: predicted / measured step time - 1
};

const Sc21Row kSc21Table1[] = {
    {"1.7B", 24, 2304, 24, 1, 32, 137, -0.109},
    {"3.6B", 32, 3072, 30, 2, 64, 138, -0.040},
    {"7.5B", 32, 4096, 36, 4, 128, 142, +0.078},
    {"18B", 48, 6144, 40, 8, 256, 135, +0.139},
};

// A GPT-3-style decoder as Megatron-LM and NeMo build it: GeLU MLP 4h, LayerNorm, learned positions
// (2048), biases, tied embeddings, multi-head attention.
Architecture gptArchitecture(std::int64_t layers, std::int64_t hidden, std::int64_t heads, std::int64_t vocab)
{
    Architecture a;
    a.family = Family::Decoder;
    a.modelType = "gpt2";
    Tower &t = a.text;
    t.layers = layers;
    t.hidden = hidden;
    t.heads = heads;
    t.kvHeads = heads;
    t.headDim = hidden / heads;
    t.ffn = 4 * hidden;
    t.mlp = MlpKind::Gelu;
    t.norm = NormKind::LayerNorm;
    t.position = PositionKind::Learned;
    t.maxPositions = 2048;
    t.vocab = vocab;
    t.lmHead = true;
    t.tiedEmbeddings = true;
    t.qkvBias = t.outBias = t.mlpBias = true;
    return a;
}

// QLoRA dequantises its NF4 base before each use (docs/model.md §4.4): the forward and the backward's
// input gradient (no recompute here), reading 4.127 bits and writing 2 bytes a parameter at the
// dequantising kernel's share of the peak (bitsandbytes' under the automatic kernels of FSDP: 25 %);
// its steps were as fast as LoRA's while the advisor's risk sentence said they were slower (a GUI QA pass).
TEST(Training, QloraPaysForDequantisingItsBase)
{
    Scenario s = testdata::scenario("llama-3.1-8b", Workload::Lora, "h100-sxm5-80gb", 1);
    s.parallel = {1, 1, 1, 0, 0, 1, 1};
    s.training.microBatch = 1;
    s.training.globalBatch = 8;
    s.training.recomputeAuto = false;
    s.training.recompute = Recompute::None;
    const Option lora = plan(s, testdata::catalog()).options.front();
    s.workload = Workload::Qlora;
    const Option qlora = plan(s, testdata::catalog()).options.front();
    ASSERT_TRUE(lora.training && qlora.training);
    const Gpu &h100 = *testdata::catalog().gpu("h100-sxm5-80gb");
    const double perMicroBatch = 2.0 * modelStats(s).flopParams * (4.127 / 8.0 + 2.0) / (h100.memBwGBps * 1e9 * 0.25);
    EXPECT_NEAR(qlora.training->step.memoryBound - lora.training->step.memoryBound,
                perMicroBatch * static_cast<double>(qlora.training->microbatches), 1e-3 * perMicroBatch);
    EXPECT_GE(qlora.training->stepSeconds, lora.training->stepSeconds);
}

// What QLoRA adds to LoRA's time, per micro-batch, against LitGPT's resource tables (Lightning-AI/litgpt
// tutorials/resource-tables.md at 4839345a, 10/2023: one A100-SXM4-40GB, bitsandbytes 0.41.1,
// bf16-true, micro-batch 1, no recomputation on one device, "Time 1k iterations" of micro-batches;
// bnb.nf4-dq against no quantisation): 7B 3.83 - 2.36 min, 13B 6.55 - 3.19 min per 1,000. The extra
// time is the dequantisation's, nearly independent of the Alpaca samples' lengths (not stated per
// iteration; 512 tokens here). docs/validation.md §3d; nothing fitted to these rows.
TEST(Training, QloraExtraTimeMatchesLitGptsTable)
{
    struct Row { const char *model; double loraMin, qloraMin, error; };
    for (const Row &r : {Row {"llama-2-7b", 2.36, 3.83, -3.0}, Row {"llama-2-13b", 3.19, 6.55, -17.7}}) {
        Scenario s;
        s.model = testdata::preset(r.model);
        s.gpuIds = {"a100-sxm4-40gb"};
        s.gpuCount = 1;
        s.training.seqLen = 512;
        s.training.microBatch = 1;
        s.training.globalBatch = 128;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::None;
        s.training.kernels = Kernels::Eager;
        s.workload = Workload::Lora;
        const Option lora = plan(s, testdata::catalog()).options.front();
        s.workload = Workload::Qlora;
        const Option qlora = plan(s, testdata::catalog()).options.front();
        ASSERT_TRUE(lora.training && qlora.training) << r.model;
        const double predicted = (qlora.training->stepSeconds - lora.training->stepSeconds) / 128.0;
        const double measured = (r.qloraMin - r.loraMin) * 60.0 / 1000.0;
        const double error = 100.0 * (predicted / measured - 1.0);
        std::printf("LitGPT %-12s QLoRA - LoRA per micro-batch: predicted %.1f ms, measured %.1f ms, %+.1f %%\n", r.model,
                    1e3 * predicted, 1e3 * measured, error);
        EXPECT_NEAR(error, r.error, 3.0) << r.model;
    }
}

TEST(Training, Sc21WeakScalingRowsMatchTheDocumentedErrors)
{
    for (const Sc21Row &r : kSc21Table1) {
        Scenario s;
        s.model = gptArchitecture(r.layers, r.hidden, r.heads, 51200);
        s.gpuIds = {"a100-sxm4-80gb"};
        s.gpuCount = r.gpus;
        s.parallel = {r.tp, 1, r.gpus / r.tp, 1, 0, 1};
        s.training.precision = Precision::Fp16Mixed;
        s.training.seqLen = 2048;
        s.training.globalBatch = 512;
        s.training.flashAttention = false;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::Full;
        s.training.sequenceParallel = false;
        s.training.framework = Framework::Megatron2021;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << r.name << ": " << describe(p.issues.front());
        ASSERT_EQ(p.options.size(), 1u);
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.training) << r.name;
        const double B = 512, sq = 2048, l = static_cast<double>(r.layers), h = static_cast<double>(r.hidden), V = 51200;
        const double flops = 96.0 * B * sq * l * h * h * (1.0 + sq / (6.0 * h) + V / (16.0 * l * h));
        const double measured = flops / r.gpus / (r.teraflops * 1e12);
        const double err = o.training->stepSeconds / measured - 1.0;
        std::printf("SC21 %-5s predicted %.3f s measured %.3f s  %+6.1f %%\n", r.name, o.training->stepSeconds, measured,
                    100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03) << r.name;
    }
}

// MosaicML llm-foundry's MPT benchmarks (github mosaicml/llm-foundry,
// scripts/train/benchmarking/README.md; docs/reference-runs.md §A.6; docs/validation.md §2b): PyTorch FSDP FULL_SHARD (ZeRO-3),
// tensor parallelism 1, bf16, FlashAttention, 8 GPUs per node. MPT: GeLU MLP 4h, learned
// positions as long as the sequence, vocabulary 50,368, tied embeddings, head size 128.
struct MosaicRow
{
    const char *name;
    const char *gpu;
    int gpus;
    std::int64_t hidden, layers, seq, micro, global;
    bool checkpointing;       // full activation recompute
    double measured;          // tokens/s per GPU
    double documented;        // error recorded in docs/validation.md §2 (predicted/measured - 1)
};

const MosaicRow kMosaic[] = {
    // 7B sequence sweep, A100 80GB: kAttentionRelative comes from these six (docs/model.md §4.2).
    {"7B s=1k", "a100-sxm4-80gb", 8, 4096, 32, 1024, 64, 1024, true, 4357, -0.012},
    {"7B s=4k", "a100-sxm4-80gb", 8, 4096, 32, 4096, 16, 256, true, 3684, +0.015},
    {"7B s=8k", "a100-sxm4-80gb", 8, 4096, 32, 8192, 8, 128, true, 3206, -0.007},
    {"7B s=16k", "a100-sxm4-80gb", 8, 4096, 32, 16384, 4, 64, true, 2453, +0.000},
    {"7B s=32k", "a100-sxm4-80gb", 8, 4096, 32, 32768, 2, 32, true, 1672, +0.006},
    {"7B s=64k", "a100-sxm4-80gb", 8, 4096, 32, 65536, 1, 16, true, 1013, +0.019},
    // Held out, A100 80GB, with activation checkpointing.
    {"13B s=4k", "a100-sxm4-80gb", 8, 5120, 40, 4096, 10, 240, true, 2060, -0.011},
    {"13B s=8k", "a100-sxm4-80gb", 8, 5120, 40, 8192, 5, 120, true, 1795, -0.010},
    {"30B s=2k", "a100-sxm4-80gb", 8, 7168, 48, 2048, 3, 504, true, 916, +0.036},
    {"30B s=4k", "a100-sxm4-80gb", 8, 7168, 48, 4096, 1, 168, true, 814, +0.078},
    {"70B 64 GPUs", "a100-sxm4-80gb", 64, 8192, 80, 2048, 8, 2048, true, 410, +0.118},
    // Held out, A100 80GB, without checkpointing: the kernel model is above the best published MFU
    // here and the step is held to it (the 7B row is the A100 ceiling itself, so it is not evidence).
    {"760M s=2k", "a100-sxm4-80gb", 8, 1536, 24, 2048, 24, 384, false, 32434, +0.122},
    {"1B s=2k", "a100-sxm4-80gb", 8, 2048, 24, 2048, 14, 448, false, 20513, +0.073},
    {"3B s=2k", "a100-sxm4-80gb", 8, 2560, 32, 2048, 10, 160, false, 10811, +0.033},
    {"7B s=2k", "a100-sxm4-80gb", 8, 4096, 32, 2048, 6, 96, false, 4641, -0.002},
    {"13B s=2k", "a100-sxm4-80gb", 8, 5120, 40, 2048, 2, 48, false, 2262, +0.075},
    // Held out, H100 80GB (2023 software stack).
    {"H100 7B s=2k", "h100-sxm5-80gb", 8, 4096, 32, 2048, 6, 48, false, 10643, -0.008},
    {"H100 7B s=4k", "h100-sxm5-80gb", 8, 4096, 32, 4096, 16, 256, true, 8611, +0.031},
    {"H100 13B s=4k", "h100-sxm5-80gb", 8, 5120, 40, 4096, 10, 240, true, 4717, +0.056},
    {"H100 30B 32 GPUs", "h100-sxm5-80gb", 32, 7168, 48, 2048, 14, 1344, true, 2308, +0.048},
    {"H100 70B 64 GPUs", "h100-sxm5-80gb", 64, 8192, 80, 2048, 8, 2048, true, 1039, +0.081},
};

Scenario mosaicScenario(const MosaicRow &r)
{
    Scenario s;
    s.model.family = Family::Decoder;
    s.model.modelType = "mpt";
    Tower &t = s.model.text;
    t.layers = r.layers;
    t.hidden = r.hidden;
    t.heads = r.hidden / 128;
    t.kvHeads = t.heads;
    t.headDim = 128;
    t.ffn = 4 * r.hidden;
    t.mlp = MlpKind::Gelu;
    t.norm = NormKind::LayerNorm;
    t.position = PositionKind::Learned;
    t.maxPositions = r.seq;
    t.vocab = 50368;
    t.lmHead = true;
    t.tiedEmbeddings = true;
    s.gpuIds = {r.gpu};
    s.gpuCount = r.gpus;
    s.parallel = {1, 1, r.gpus, 1, 3, 1};
    s.training.precision = Precision::Bf16Mixed;
    s.training.seqLen = r.seq;
    s.training.microBatch = r.micro;
    s.training.globalBatch = r.global;
    s.training.flashAttention = true;
    s.training.recomputeAuto = false;
    s.training.recompute = r.checkpointing ? Recompute::Full : Recompute::None;
    s.training.sequenceParallel = false;
    s.training.framework = Framework::Fsdp;   // llm-foundry: PyTorch FSDP, FlashAttention 2
    return s;
}

TEST(Training, MosaicDataParallelRunsMatchTheDocumentedErrors)
{
    for (const MosaicRow &r : kMosaic) {
        const Plan p = plan(mosaicScenario(r), testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << r.name << ": " << describe(p.issues.front());
        ASSERT_EQ(p.options.size(), 1u);
        const Option &o = p.options.front();
        ASSERT_TRUE(o.training) << r.name;
        const double perGpu = o.training->tokensPerSecond / r.gpus;
        const double err = perGpu / r.measured - 1.0;
        std::printf("%-18s predicted %8.0f measured %8.0f tokens/s/GPU  %+6.1f %%  MFU %.3f  fits %d\n", r.name, perGpu,
                    r.measured, 100.0 * err, o.training->mfu, o.fits ? 1 : 0);
        EXPECT_NEAR(err, r.documented, 0.03) << r.name;
    }
}

// NVIDIA NeMo 24.07 / Megatron-Bridge 25.11 FP8 pretraining on DGX-H100 (docs/reference-runs.md
// §A.5): the published layout, recompute left automatic, as `gpuplan-cli plan` does.
struct NemoRow
{
    const char *model;
    int gpus, tp, pp, dp, ep, zero, interleave;
    std::int64_t global, micro, seq;
    double measured;     // tokens/s per GPU
    double documented;   // docs/validation.md §2c
    int cp = 1;          // context parallel
};

const NemoRow kNemoFp8[] = {
    {"megatron-175b", 128, 4, 8, 4, 0, -1, 6, 256, 1, 2048, 726, +0.045},
    {"megatron-175b", 512, 4, 8, 16, 0, -1, 6, 2048, 2, 2048, 782, -0.005},
    {"llama-2-7b", 8, 1, 1, 8, 0, 1, 1, 128, 1, 4096, 16847, +0.096},
    {"llama-2-13b", 16, 1, 4, 4, 0, -1, 10, 128, 1, 4096, 8646, -0.002},
    {"llama-2-70b", 64, 4, 4, 4, 0, -1, 20, 128, 1, 4096, 1707, -0.029},
    {"llama-3-8b", 8, 1, 1, 8, 0, 3, 1, 128, 1, 8192, 14451, -0.054},
    {"llama-3-70b", 64, 4, 8, 2, 0, -1, 5, 128, 1, 8192, 1602, -0.102},
    // DeepSeek-V3, dropless MoE, EP 64 at TP 2: whole experts (ETP 1, as the recipe sets) keep the
    // EP group on 8 nodes; the search picks that over the experts split over TP (16 nodes).
    {"deepseek-v3", 1024, 2, 8, 64, 64, -1, 4, 8192, 1, 4096, 1297, -0.092},
    // Context parallelism 2 (NeMo 24.07 for the Llama 3 rows, Megatron-Bridge 25.11 for 405B).
    {"llama-3-8b", 8, 1, 1, 4, 0, -1, 1, 128, 1, 8192, 12036, +0.167, 2},
    {"llama-3-70b", 64, 4, 4, 2, 0, -1, 5, 128, 1, 8192, 1533, -0.007, 2},
    {"llama-3.1-405b", 1024, 8, 8, 8, 0, -1, 8, 512, 1, 8192, 292, -0.041, 2},
};

TEST(Training, NemoFp8RunsMatchTheDocumentedErrors)
{
    for (const NemoRow &r : kNemoFp8) {
        Scenario s;
        s.model = testdata::preset(r.model);
        s.gpuIds = {"h100-sxm5-80gb"};
        s.gpuCount = r.gpus;
        s.parallel = {r.tp, r.pp, r.dp, r.ep, r.zero, r.interleave, r.cp};
        s.training.precision = Precision::Fp8;
        s.training.framework = Framework::MegatronCore;   // NeMo / Megatron-Bridge
        s.training.seqLen = r.seq;
        s.training.microBatch = r.micro;
        s.training.globalBatch = r.global;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << r.model << ": " << describe(p.issues.front());
        ASSERT_EQ(p.options.size(), 1u);
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.training) << r.model << " on " << r.gpus;
        const double perGpu = o.training->tokensPerSecond / r.gpus;
        const double err = perGpu / r.measured - 1.0;
        std::printf("%-14s %5d GPUs CP %d predicted %7.0f measured %7.0f tokens/s/GPU  %+6.1f %%  recompute %d\n", r.model,
                    r.gpus, r.cp, perGpu, r.measured, 100.0 * err, static_cast<int>(o.layout.recompute));
        EXPECT_NEAR(err, r.documented, 0.03) << r.model << " on " << r.gpus << " GPUs";
    }
}

// docs/validation.md §2g: NVIDIA Megatron-Bridge's 26.x performance summaries (Megatron-Core on
// DGX-H100) and torchtitan's FSDP2 runs on H200 (Trainy / WhiteFiber), given as published; tokens/s
// per GPU, positive = gpuplan faster. Nothing is fitted to them; the MoE rows are a known gap.
struct PublishedRow
{
    const char *name, *model, *gpu;
    Workload workload;
    Framework framework;
    Precision precision;
    int gpus, tp, pp, dp, ep, interleave;
    std::int64_t global, micro, seq;
    double measured;     // tokens/s per GPU
    double documented;   // docs/validation.md §2g
    Recompute recompute = Recompute::None;
    bool recomputeAuto = true;
    int zero = -1;
    int cp = 1;
    MoeDispatcher dispatcher = MoeDispatcher::Auto;   // the recipe's moe_token_dispatcher_type
    bool epOverlap = false;                           // ... and overlap_moe_expert_parallel_comm
};

// A published training row planned as it ran (its model a preset, or `model` given): the signed
// error of the predicted tokens/s per GPU. `fp32Grads` false: the recipe reduces gradients in bf16
// (Megatron-Bridge's perf recipes: grad_reduce_in_fp32 = False).
double publishedRowError(const PublishedRow &r, std::optional<Architecture> model = std::nullopt, bool fp32Grads = true)
{
    Scenario s;
    s.model = model ? *model : testdata::preset(r.model);
    s.workload = r.workload;
    s.gpuIds = {r.gpu};
    s.gpuCount = r.gpus;
    s.parallel = {r.tp, r.pp, r.dp, r.ep, r.zero, r.interleave, r.cp};
    s.training.precision = r.precision;
    s.training.framework = r.framework;
    s.training.seqLen = r.seq;
    s.training.microBatch = r.micro;
    s.training.globalBatch = r.global;
    s.training.recomputeAuto = r.recomputeAuto;
    s.training.recompute = r.recompute;
    s.training.moeDispatcher = r.dispatcher;
    s.training.epOverlap = r.epOverlap;
    s.training.fp32GradAccumulation = fp32Grads;
    if (r.workload == Workload::Lora) {   // Bridge's LoRA recipe: dim 32 on linear_qkv
        s.training.loraRank = 32;
        s.training.loraAllLinear = false;
    }
    const Plan p = plan(s, testdata::catalog());
    EXPECT_TRUE(p.issues.empty()) << r.name << ": " << (p.issues.empty() ? std::string() : describe(p.issues.front()));
    if (p.options.empty() || !p.options.front().fits || !p.options.front().training) {
        ADD_FAILURE() << r.name << " does not fit";
        return 1e9;
    }
    const double perGpu = p.options.front().training->tokensPerSecond / r.gpus;
    std::printf("%-36s predicted %7.0f measured %7.0f tokens/s/GPU  %+6.1f %%\n", r.name, perGpu, r.measured,
                100.0 * (perGpu / r.measured - 1.0));
    return perGpu / r.measured - 1.0;
}

// The rest of NeMo 24.07's FP8 table (docs/validation.md §2c): GPT-3 5B and 20B as NeMo builds them
// (gpt3 5b/20b), and Nemotron-3 8B and 22B and Nemotron-4 340B (NeMo's NemotronConfig: squared-ReLU
// MLP of two matrices, RoPE, no biases, untied 256,000-token vocabulary; GQA 8 on the 340B).
TEST(Training, NemoFp8GptAndNemotronRowsMatchTheDocumentedErrors)
{
    auto nemotron = [](std::int64_t layers, std::int64_t hidden, std::int64_t heads, std::int64_t kv, std::int64_t ffn) {
        Architecture a = gptArchitecture(layers, hidden, heads, 256000);
        a.modelType = "nemotron";
        Tower &t = a.text;
        t.kvHeads = kv;
        t.ffn = ffn;
        t.position = PositionKind::Rotary;
        t.maxPositions = 4096;
        t.tiedEmbeddings = false;
        t.qkvBias = t.outBias = t.mlpBias = false;
        return a;
    };
    const Workload P = Workload::Pretrain;
    const Framework M = Framework::MegatronCore;
    const Precision F8 = Precision::Fp8;
    const char *h100 = "h100-sxm5-80gb";
    const std::pair<PublishedRow, Architecture> rows[] = {
        {{"GPT3-5B", "", h100, P, M, F8, 64, 1, 1, 64, 0, 1, 2048, 4, 2048, 22521, +0.157}, gptArchitecture(24, 4096, 32, 50304)},
        {{"GPT3-20B", "", h100, P, M, F8, 64, 2, 1, 32, 0, 1, 256, 2, 2048, 5851, +0.135}, gptArchitecture(44, 6144, 48, 50304)},
        {{"Nemotron-8B", "", h100, P, M, F8, 64, 2, 1, 32, 0, 1, 256, 4, 4096, 12701, +0.200}, nemotron(32, 4096, 32, 32, 16384)},
        {{"Nemotron-22B", "", h100, P, M, F8, 64, 2, 4, 8, 0, 10, 256, 2, 4096, 4256, +0.101}, nemotron(40, 6144, 48, 48, 24576)},
        {{"Nemotron-340B", "", h100, P, M, F8, 128, 8, 8, 2, 0, 12, 32, 1, 4096, 322, -0.155}, nemotron(96, 18432, 96, 8, 73728)},
    };
    for (const auto &[r, model] : rows)
        EXPECT_NEAR(publishedRowError(r, model), r.documented, 0.03) << r.name;
}

// docs/validation.md §2h: KempnerForge's FSDP2 runs in one H200 node (compiled, full checkpointing,
// 4,096 tokens; tokens/s per GPU = the report's total / GPUs) and IBM fms-fsdp's plain-FSDP rows on
// 128 A100 (its HSDP rows are not expressible and not here). A row may not move more than 3 points.
TEST(Training, KempnerForgeAndFmsFsdpRowsMatchTheDocumentedErrors)
{
    const Workload P = Workload::Pretrain;
    const Framework F = Framework::Fsdp;
    const Precision B16 = Precision::Bf16Mixed;
    const Recompute full = Recompute::Full;
    const char *h200 = "h200-sxm-141gb", *a100 = "a100-sxm4-80gb";
    const PublishedRow rows[] = {
        {"KF #2 Llama-3 8B FSDP 2", "llama-3-8b", h200, P, F, B16, 2, 1, 1, 2, 0, 1, 16, 4, 4096, 18728 / 2.0, -0.164, full, false, 3},
        {"KF #3 Llama-3 8B TP 2", "llama-3-8b", h200, P, F, B16, 2, 2, 1, 1, 0, 1, 8, 4, 4096, 13163 / 2.0, +0.013, full, false, 3},
        {"KF #4 Llama-3 8B FSDP 4", "llama-3-8b", h200, P, F, B16, 4, 1, 1, 4, 0, 1, 32, 4, 4096, 38983 / 4.0, -0.198, full, false, 3},
        {"KF #5 Llama-3 8B TP 4", "llama-3-8b", h200, P, F, B16, 4, 4, 1, 1, 0, 1, 8, 4, 4096, 25135 / 4.0, -0.189, full, false, 3},
        {"KF #6 Llama-3 8B TP 2 FSDP 2", "llama-3-8b", h200, P, F, B16, 4, 2, 1, 2, 0, 1, 16, 4, 4096, 25980 / 4.0, +0.026, full, false, 3},
        {"fms-fsdp Llama-2 70B", "llama-2-70b", a100, P, F, B16, 128, 1, 1, 128, 0, 1, 768, 6, 4096, 380, +0.089, full, false, 3},
    };
    for (const PublishedRow &r : rows)
        EXPECT_NEAR(publishedRowError(r), r.documented, 0.03) << r.name;
    // The 34B: CodeLlama-34B's shape (Llama 2 70B's width, heads and vocabulary; 48 layers, FFN 22,016).
    Architecture codellama = testdata::preset("llama-2-70b");
    codellama.text.layers = 48;
    codellama.text.ffn = 22016;
    const PublishedRow r34 {"fms-fsdp 34B", "", a100, P, F, B16, 128, 1, 1, 128, 0, 1, 1024, 8, 4096, 772, +0.076, full, false, 3};
    EXPECT_NEAR(publishedRowError(r34, codellama), r34.documented, 0.03) << r34.name;
}

// docs/model.md §4.5d: each MoE layer of the stage waits 0.3 ms on the host for its tokens per
// expert, per pass and micro-batch (Megatron-Bridge's profile of Qwen3-30B-A3B at EP 16: 1.89 s idle
// over 64 x 48 x 2 layer passes). Qwen3-30B-A3B at EP 16 without recompute: 64 micro-batches of one
// sequence per GPU, 48 MoE layers, forward and backward: 1.843 s; PP 2 halves the layers per stage;
// a dense model has none.
TEST(Training, MoeRoutingSyncIsChargedPerLayerAndPass)
{
    const auto routing = [](const char *model, int pp, int dp, int ep) {
        Scenario s;
        s.model = testdata::preset(model);
        s.gpuIds = {"h100-sxm5-80gb"};
        s.gpuCount = 16;
        s.parallel = {1, pp, dp, ep, 1, 1, 1};
        s.training.precision = Precision::Fp8;
        s.training.framework = Framework::MegatronCore;
        s.training.seqLen = 4096;
        s.training.microBatch = 1;
        s.training.globalBatch = 1024;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::None;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_TRUE(p.issues.empty());
        return p.options.empty() || !p.options.front().training ? -1.0 : p.options.front().training->step.moeRouting;
    };
    EXPECT_NEAR(routing("qwen3-30b-a3b", 1, 16, 16), 64 * 48 * 2 * 0.3e-3, 1e-9);
    EXPECT_NEAR(routing("qwen3-30b-a3b", 2, 8, 8), 128 * 24 * 2 * 0.3e-3, 1e-9);
    EXPECT_EQ(routing("llama-3.1-8b", 1, 16, 1), 0.0);
}

TEST(Training, MegatronBridge26AndTorchtitanH200RowsMatchTheDocumentedErrors)
{
    const Workload P = Workload::Pretrain;
    const Framework M = Framework::MegatronCore, F = Framework::Fsdp;
    const Precision F8 = Precision::Fp8, B16 = Precision::Bf16Mixed;
    const char *h100 = "h100-sxm5-80gb", *h200 = "h200-sxm-141gb";
    // Each MoE row with its recipe's dispatcher and EP overlap (docs/validation.md §2g).
    const Recompute none = Recompute::None;
    const MoeDispatcher deepEp = MoeDispatcher::DeepEp, allToAll = MoeDispatcher::AllToAll;
    const PublishedRow rows[] = {
        {"Bridge 26.04 Llama-3-70B", "llama-3-70b", h100, P, M, F8, 64, 4, 8, 2, 0, 5, 256, 1, 8192, 1664, -0.126},
        {"Bridge 26.06 Llama-3-70B SFT", "llama-3-70b", h100, Workload::Finetune, M, F8, 32, 4, 4, 2, 0, 5, 32, 1, 4096, 1638, +0.021},
        {"Bridge 26.06 Llama-3-70B LoRA", "llama-3-70b", h100, Workload::Lora, M, F8, 8, 2, 4, 1, 0, 20, 32, 1, 4096, 2643, +0.038},
        {"Bridge 26.06 Llama-3.1-405B CP2", "llama-3.1-405b", h100, P, M, F8, 1024, 8, 8, 8, 0, 8, 1536, 1, 8192, 326, -0.104,
         Recompute::None, true, -1, 2},
        {"Bridge 26.06 Qwen3-30B-A3B EP16", "qwen3-30b-a3b", h100, P, M, F8, 16, 1, 1, 16, 16, 0, 1024, 1, 4096, 8826, +0.498, none, true, -1, 1,
         deepEp},
        {"Bridge 26.02 Qwen3-30B-A3B PP2 EP8", "qwen3-30b-a3b", h100, P, M, F8, 16, 1, 2, 8, 8, 12, 1024, 1, 4096, 9058, +0.650, none, true, -1,
         1, deepEp, true},
        // NeMo 25.09 (the DeepSeek-V3 row's table, §2c): EP 32 on TP 2 x DP 16 only with whole experts.
        {"NeMo 25.09 Qwen3-30B-A3B PP2 v24 EP8", "qwen3-30b-a3b", h100, P, M, F8, 16, 1, 2, 8, 8, 24, 512, 2, 4096, 10494, +0.054, none, true,
         -1, 1, allToAll},
        {"NeMo 25.09 Qwen3-235B-A22B EP32", "qwen3-235b-a22b", h100, P, M, F8, 256, 2, 8, 16, 32, 4, 2048, 1, 4096, 1204, +0.000, none, true, -1,
         1, allToAll},
        // The Megatron-Bridge profile's BF16 run (EP overlap off): 16 x 4,096 x 64 tokens in 24.71 s.
        {"Bridge profile Qwen3-30B-A3B BF16 EP16", "qwen3-30b-a3b", h100, P, M, B16, 16, 1, 1, 16, 16, 0, 1024, 1, 4096, 10607, +0.138, none,
         true, -1, 1, deepEp},
        // The same model's EP-overlap A/B (Megatron-Bridge skills/nemo-mbridge-perf-moe-comm-overlap): HybridEP with
        // the overlap, 20.992 s a step; the plain all-to-all smoke (unfused permutation, no CUDA graphs) 41.25 s
        // without and 31.31 s with it.
        {"Bridge A/B Qwen3-30B-A3B HybridEP overlap", "qwen3-30b-a3b", h100, P, M, B16, 16, 1, 1, 16, 16, 0, 1024, 1, 4096,
         1024 * 4096 / 20.992 / 16, +0.191, none, true, -1, 1, deepEp, true},
        {"Bridge A/B Qwen3-30B-A3B alltoall", "qwen3-30b-a3b", h100, P, M, B16, 16, 1, 1, 16, 16, 0, 1024, 1, 4096,
         1024 * 4096 / 41.25 / 16, +0.031, none, true, -1, 1, allToAll},
        {"Bridge A/B Qwen3-30B-A3B alltoall overlap", "qwen3-30b-a3b", h100, P, M, B16, 16, 1, 1, 16, 16, 0, 1024, 1, 4096,
         1024 * 4096 / 31.31 / 16, +0.104, none, true, -1, 1, allToAll, true},
        {"Bridge 26.04 gpt-oss-120b", "gpt-oss-120b", h100, P, M, B16, 64, 1, 4, 16, 8, 0, 1280, 1, 4096, 5824, +0.566, none, true, -1, 1,
         allToAll},
        {"torchtitan H200 x32", "llama-3.1-8b", h200, P, F, F8, 32, 1, 1, 32, 0, 1, 64, 2, 8192, 10938, +0.000, Recompute::Selective,
         false, 3},
        {"torchtitan H200 x64", "llama-3.1-8b", h200, P, F, F8, 64, 1, 1, 64, 0, 1, 128, 2, 8192, 10753, +0.016, Recompute::Selective,
         false, 3},
    };
    for (const PublishedRow &r : rows)
        EXPECT_NEAR(publishedRowError(r), r.documented, 0.03) << r.name;
}

// docs/validation.md §2i: Blackwell in FP8 (current scaling), Megatron-Bridge 25.11's DGX-B200, GB200 and
// GB300 tables, each row as its recipe ran it; the B200 rows are held to the B200's own published MFU
// (the catalogue's published_mfu: the 8B row itself). A row may not move more than 3 points.
TEST(Training, BlackwellFp8RowsMatchTheDocumentedErrors)
{
    const Workload P = Workload::Pretrain;
    const Framework M = Framework::MegatronCore;
    const Precision F8 = Precision::Fp8;
    const char *b200 = "b200-180gb", *gb200 = "gb200-per-gpu-186gb", *gb300 = "gb300-per-gpu-279gb";
    const Recompute none = Recompute::None;
    const PublishedRow rows[] = {
        {"Bridge 25.11 B200 Llama-3-8B", "llama-3-8b", b200, P, M, F8, 8, 1, 1, 8, 0, 1, 128, 2, 8192, 30624, +0.015, none, false},
        {"Bridge 25.11 B200 Llama-3.1-405B", "llama-3.1-405b", b200, P, M, F8, 128, 4, 8, 2, 0, 8, 64, 1, 8192, 661, +0.037, none, true,
         -1, 2},
        {"Bridge 25.11 GB200 Llama-3-8B", "llama-3-8b", gb200, P, M, F8, 8, 1, 1, 8, 0, 1, 128, 2, 8192, 31508, +0.067, none, false},
        // Megatron-FSDP; the recipe offloads 40 layers' activations to the Grace CPU, which gpuplan does
        // not model: recompute is left to the search.
        {"Bridge 25.11 GB200 Llama-3-70B FSDP", "llama-3-70b", gb200, P, M, F8, 64, 1, 1, 64, 0, 1, 256, 2, 8192, 4312, -0.084, none, true, 3},
        {"Bridge 25.11 GB200 Llama-3.1-405B", "llama-3.1-405b", gb200, P, M, F8, 256, 4, 16, 4, 0, 4, 1536, 1, 8192, 813, -0.077},
        {"Bridge 25.11 GB300 Llama-3-8B", "llama-3-8b", gb300, P, M, F8, 8, 1, 1, 8, 0, 1, 128, 2, 8192, 37556, -0.080, none, false},
        {"Bridge 25.11 GB300 Llama-3-70B FSDP", "llama-3-70b", gb300, P, M, F8, 64, 1, 1, 64, 0, 1, 256, 2, 8192, 4520, +0.034, none, true, 3},
        {"Bridge 25.11 GB300 Llama-3.1-405B", "llama-3.1-405b", gb300, P, M, F8, 256, 2, 8, 8, 0, 4, 1536, 1, 8192, 999, -0.135, none, true,
         -1, 2},
    };
    for (const PublishedRow &r : rows)   // the recipes reduce gradients in bf16 (perf_recipes/_common.py)
        EXPECT_NEAR(publishedRowError(r, std::nullopt, false), r.documented, 0.03) << r.name;
    // The B200's own run sets its ceiling; the GB200's and GB300's runs set none (their best published
    // figures are above what the kernel model gives them).
    const Catalog &c = testdata::catalog();
    EXPECT_NEAR(publishedMfuCeiling(*c.gpu(b200), F8, M)->mfu, 0.40, 1e-9);
    EXPECT_NEAR(publishedMfuCeiling(*c.gpu(b200), Precision::Bf16Mixed, M).value_or(MfuCeiling {}).mfu, 0.0, 1e-9);
    EXPECT_NEAR(publishedMfuCeiling(*c.gpu(b200), F8, Framework::Fsdp).value_or(MfuCeiling {}).mfu, 0.0, 1e-9);
    EXPECT_FALSE(publishedMfuCeiling(*c.gpu(gb200), F8, M).has_value());
}

// docs/validation.md §6: each training band is the worst |error| of its regime's validation table,
// rounded up; the test reads the tables from the document, so the bands cannot drift from them.
namespace {

std::vector<double> errorsOf(const std::string &doc, const std::string &section, const std::string &rowFilter,
                             bool exclude = false, const std::string &skip = {})
{
    std::vector<double> out;
    const std::size_t start = doc.find(section);
    EXPECT_NE(start, std::string::npos) << section;
    if (start == std::string::npos)
        return out;
    const std::size_t end = doc.find("\n## ", start + 1);
    std::istringstream lines(doc.substr(start, end - start));
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("| ", 0) != 0 || line.find(" %") == std::string::npos || line.find("---") != std::string::npos)
            continue;
        const bool match = line.find(rowFilter) != std::string::npos;
        if (match == exclude || (!skip.empty() && line.find(skip) != std::string::npos))
            continue;
        // A row a constant was fitted to (marked ᶠ) agrees by construction: it is not evidence.
        if (line.find("ᶠ") != std::string::npos)
            continue;
        // The error is the last "±n.n %" cell of the row (bold or not, minus sign ASCII or U+2212).
        std::string cell = line.substr(0, line.rfind('|'));
        cell = cell.substr(cell.rfind('|') + 1);
        std::string digits;
        for (std::size_t i = 0; i < cell.size(); ++i)
            if (std::isdigit(static_cast<unsigned char>(cell[i])) || cell[i] == '.')
                digits += cell[i];
            else if (!digits.empty() && cell[i] == ' ')
                break;
        if (!digits.empty())
            out.push_back(std::stod(digits));
    }
    return out;
}

double worst(const std::vector<double> &v)
{
    double w = 0;
    for (double e : v)
        w = std::max(w, e);
    return w;
}

} // namespace

TEST(Uncertainty, BandsAreTheValidationTablesWorstErrors)
{
    std::ifstream f(std::string(GPUPLAN_CATALOG_DIR) + "/../../docs/validation.md");
    ASSERT_TRUE(f) << "docs/validation.md";
    const std::string doc((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const Catalog &c = testdata::catalog();
    const Gpu &a100 = *c.gpu("a100-sxm4-80gb"), &h100 = *c.gpu("h100-sxm5-80gb");
    auto band = [](double worstError) { return std::ceil(worstError - 1e-9); };
    // Megatron-LM 2021-22 on A100: Table 5 and the SC21 rows.
    std::vector<double> m2021 = errorsOf(doc, "## 1. Training step time", "| **mean", true);
    for (double e : errorsOf(doc, "## 2. Training — other public runs", "Narayanan"))
        m2021.push_back(e);
    for (double e : errorsOf(doc, "## 2. Training — other public runs", "| same | 7"))
        m2021.push_back(e);
    for (double e : errorsOf(doc, "## 2. Training — other public runs", "| same | 15"))
        m2021.push_back(e);
    ASSERT_GE(m2021.size(), 3u);
    EXPECT_EQ(trainingUncertaintyPct(a100, Framework::Megatron2021, Precision::Fp16Mixed), band(worst(m2021)));
    // Megatron-DeepSpeed: MT-NLG.
    std::vector<double> ds = errorsOf(doc, "## 2. Training — other public runs", "MT-NLG");
    for (double e : errorsOf(doc, "## 2. Training — other public runs", "| same | 3360"))
        ds.push_back(e);
    for (double e : errorsOf(doc, "## 2. Training — other public runs", "BLOOM-176B"))
        ds.push_back(e);
    ASSERT_EQ(ds.size(), 3u);
    EXPECT_EQ(trainingUncertaintyPct(a100, Framework::DeepSpeed, Precision::Bf16Mixed), band(worst(ds)));
    // Megatron-Core on Hopper: FP8 (NeMo table) and 16-bit (Llama 3 405B).
    std::vector<double> nemo = errorsOf(doc, "## 2c.", "| run |", true);
    ASSERT_EQ(nemo.size(), 16u);
    for (double e : errorsOf(doc, "## 2d.", "| FP8 |"))   // dgxc-benchmarking FP8 rows
        nemo.push_back(e);
    for (const char *dense : {"| Llama-3-70B FP8", "| Llama-3.1-405B FP8"})   // Megatron-Bridge 26.x, dense
        for (double e : errorsOf(doc, "## 2g.", dense))
            nemo.push_back(e);
    ASSERT_EQ(nemo.size(), 25u);
    EXPECT_EQ(trainingUncertaintyPct(h100, Framework::MegatronCore, Precision::Fp8), band(worst(nemo)));
    // Megatron-Core on NVLink Blackwell in FP8: Megatron-Bridge 25.11 on B200, GB200 and GB300.
    const std::vector<double> blackwell = errorsOf(doc, "## 2i.", "| Llama");
    ASSERT_EQ(blackwell.size(), 8u);
    for (const char *id : {"b200-180gb", "gb200-per-gpu-186gb", "gb300-per-gpu-279gb", "b300-270gb"})
        EXPECT_EQ(trainingUncertaintyPct(*c.gpu(id), Framework::MegatronCore, Precision::Fp8), band(worst(blackwell))) << id;
    EXPECT_EQ(trainingUncertaintyPct(*c.gpu("rtx-pro-6000-se-96gb"), Framework::MegatronCore, Precision::Fp8), 27.0);
    // The Hopper bands hold where the balance of compute to bandwidth is the validated GPUs' (H100 SXM
    // 295, H200 206 FLOP/B): the H100 NVL and H800 take them, the H20 (37) and H100 PCIe (378) do not.
    for (const char *id : {"h100-nvl-94gb", "h800-sxm5-80gb", "h200-sxm-141gb"})
        EXPECT_EQ(trainingUncertaintyPct(*c.gpu(id), Framework::MegatronCore, Precision::Bf16Mixed),
                  trainingUncertaintyPct(h100, Framework::MegatronCore, Precision::Bf16Mixed)) << id;
    for (const char *id : {"h20-96gb", "h100-pcie-80gb"})
        for (const Framework fw : {Framework::MegatronCore, Framework::Fsdp})
            EXPECT_EQ(trainingUncertaintyPct(*c.gpu(id), fw, Precision::Bf16Mixed), 27.0) << id;
    EXPECT_EQ(trainingUncertaintyPct(*c.gpu("b200-180gb"), Framework::MegatronCore, Precision::Bf16Mixed), 27.0);
    std::vector<double> llama = errorsOf(doc, "## 2. Training — other public runs", "Llama-3 405B");
    ASSERT_EQ(llama.size(), 2u);
    for (double e : errorsOf(doc, "## 2d.", "| BF16 |"))   // dgxc-benchmarking BF16 rows
        llama.push_back(e);
    ASSERT_EQ(llama.size(), 10u);
    EXPECT_EQ(trainingUncertaintyPct(h100, Framework::MegatronCore, Precision::Bf16Mixed), band(worst(llama)));
    // Megatron-Core (NeMo) on A100: the launcher's GPT-3 5B and 175B rows.
    const std::vector<double> nemoA100 = errorsOf(doc, "## 2e.", "| GPT-3");
    ASSERT_EQ(nemoA100.size(), 11u);
    EXPECT_EQ(trainingUncertaintyPct(a100, Framework::MegatronCore, Precision::Bf16Mixed), band(worst(nemoA100)));
    // FSDP: MosaicML and torchtitan on A100; MosaicML and NeMo Automodel's dense and LoRA runs on H100.
    std::vector<double> mosaicH100 = errorsOf(doc, "## 2b.", "(H100)");
    std::vector<double> mosaicA100 = errorsOf(doc, "## 2b.", "(H100)", true);
    ASSERT_EQ(mosaicH100.size(), 5u);
    ASSERT_EQ(mosaicA100.size(), 16u);
    for (const char *checkpointing : {"| none |", "| full |"})   // torchtitan's rows in §2d
        for (double e : errorsOf(doc, "## 2d.", checkpointing))
            mosaicA100.push_back(e);
    ASSERT_EQ(mosaicA100.size(), 19u);
    for (double e : errorsOf(doc, "## 2h.", "| fms-fsdp", false, "³"))   // plain FSDP; HSDP is not expressible
        mosaicA100.push_back(e);
    ASSERT_EQ(mosaicA100.size(), 21u);
    for (double e : errorsOf(doc, "## 2f.", "| MoE ", true))
        mosaicH100.push_back(e);
    for (double e : errorsOf(doc, "## 2h.", "| KF #", false, "²"))   // KempnerForge in one H200 node
        mosaicH100.push_back(e);
    ASSERT_EQ(mosaicH100.size(), 17u);
    EXPECT_EQ(trainingUncertaintyPct(a100, Framework::Fsdp, Precision::Bf16Mixed), band(worst(mosaicA100)));
    EXPECT_EQ(trainingUncertaintyPct(h100, Framework::Fsdp, Precision::Bf16Mixed), band(worst(mosaicH100)));
    // MoE, any stack: experts inside one node, and expert parallelism across nodes.
    std::vector<double> moeInNode = errorsOf(doc, "## 2f.", "| MoE gpt-oss-20b |");
    for (double e : errorsOf(doc, "## 2f.", "| MoE Qwen3-30B-A3B "))
        moeInNode.push_back(e);
    for (const char *row : {"| PP 2 v 12 EP 8", "| PP 4 EP 8", "| PP 2 v 24 EP 8"})   // §2g: EP inside a node
        for (double e : errorsOf(doc, "## 2g.", row))
            moeInNode.push_back(e);
    ASSERT_EQ(moeInNode.size(), 5u);
    EXPECT_EQ(trainingUncertaintyPct(h100, Framework::Fsdp, Precision::Bf16Mixed, ExpertSpan::InNode), band(worst(moeInNode)));
    std::vector<double> moeAcross = errorsOf(doc, "## 2f.", "EP 64");
    for (double e : errorsOf(doc, "## 2c.", "DeepSeek-V3"))
        moeAcross.push_back(e);
    for (const char *row : {"| EP 16 DP 16", "| TP 2 PP 8 v 4 EP 32"})   // §2g: EP 16 (FP8; BF16 without and with the overlap), EP 32
        for (double e : errorsOf(doc, "## 2g.", row))
            moeAcross.push_back(e);
    ASSERT_EQ(moeAcross.size(), 8u);
    EXPECT_EQ(trainingUncertaintyPct(h100, Framework::MegatronCore, Precision::Fp8, ExpertSpan::AcrossNodes),
              band(worst(moeAcross)));
    // A regime without a published run gets the widest validated band.
    const double widest = std::max({band(worst(m2021)), band(worst(ds)), band(worst(nemo)), band(worst(llama)),
                                    band(worst(mosaicA100)), band(worst(mosaicH100)), band(worst(nemoA100))});
    EXPECT_EQ(trainingUncertaintyPct(*c.gpu("l40-48gb"), Framework::MegatronCore, Precision::Bf16Mixed), widest);
    // Serving, by GPU generation, one GPU per replica or several: every row of §4-4f but the two
    // rows marked † (they contradict their own table). Hopper, one GPU: §4's batch-768 row, §4b, §4c,
    // §4e and §4f at TP 1; several: §4's TP 2 rows (NIM's TPOT and TTFT, TensorRT-LLM 0.6.1's 70B)
    // and the same tables at TP 2-8.
    auto collect = [&](std::vector<double> &to, const char *section, const std::string &filter) {
        for (double e : errorsOf(doc, section, filter, false, "†"))
            to.push_back(e);
    };
    std::vector<double> hopperOne, hopperMany;
    collect(hopperOne, "## 4. Inference", "1× H100");
    collect(hopperMany, "## 4. Inference", "2× H100");
    collect(hopperMany, "## 4. Inference", "NIM TTFT");
    collect(hopperOne, "## 4c.", "| LLaMA 7B | 1 |");
    collect(hopperMany, "## 4c.", "| LLaMA 70B | 2 |");
    collect(hopperMany, "## 4c.", "| LLaMA 70B | 4 |");
    collect(hopperMany, "## 4c.", "| Falcon 180B | H100 | FP8 |");
    for (const char *gpu : {"| H100 |", "| H200 |"}) {
        for (const char *section : {"## 4b.", "## 4e."}) {
            collect(hopperOne, section, std::string(gpu) + " 1 |");
            for (const char *tp : {" 2 |", " 4 |", " 8 |"})
                collect(hopperMany, section, gpu + std::string(tp));
        }
        for (const char *dtype : {" FP8 |", " FP16 |"}) {
            collect(hopperOne, "## 4f.", gpu + std::string(dtype) + " 1 |");
            for (const char *tp : {" 2 |", " 4 |", " 8 |"})
                collect(hopperMany, "## 4f.", gpu + std::string(dtype) + tp);
        }
    }
    // §4g: vLLM and SGLang on H100 (one GPU, and TP 4); §4h: TensorRT-LLM v0.17 on H100 and H200.
    collect(hopperOne, "## 4g.", "| H100 | 1 |");
    collect(hopperMany, "## 4g.", "| H100 | 4 |");
    collect(hopperMany, "## 4g.", "| H20 | 8 |");
    for (const char *gpu : {"| H100 | FP8 |", "| H200 | FP8 |"}) {
        collect(hopperOne, "## 4h.", gpu + std::string(" 1 |"));
        for (const char *tp : {" 2 |", " 4 |", " 8 |"})
            collect(hopperMany, "## 4h.", gpu + std::string(tp));
    }
    // §4: 1 + 3; §4b: 30 + 30; §4c: 4 + 8; §4e: 16 + 57; §4f (H100 FP8, FP16, H200 FP8): 27 + 67, one †;
    // §4g: 14 + 4 (two on H20; three fitted rows left out); §4h: 34 + 63.
    ASSERT_EQ(hopperOne.size(), 1u + 30u + 4u + 16u + 27u + 14u + 34u);
    ASSERT_EQ(hopperMany.size(), 3u + 30u + 8u + 57u + 67u + 4u + 63u);
    EXPECT_EQ(inferenceUncertaintyPct(h100, 1), band(worst(hopperOne)));
    EXPECT_EQ(inferenceUncertaintyPct(*c.gpu("h200-sxm-141gb"), 1), band(worst(hopperOne)));
    EXPECT_EQ(inferenceUncertaintyPct(h100, 2), band(worst(hopperMany)));
    EXPECT_EQ(inferenceUncertaintyPct(*c.gpu("h200-sxm-141gb"), 8), band(worst(hopperMany)));
    // Data-centre Ampere and Ada: §4's A100 rows (one GPU) and §4f's A100 SXM4, A100 PCIe and L40S rows.
    std::vector<double> ampereOne = errorsOf(doc, "## 4. Inference", "A100"), ampereMany;
    ASSERT_EQ(ampereOne.size(), 3u);
    for (const char *gpu : {"| A100 SXM4 | FP16 |", "| A100 PCIe | FP16 |", "| L40S | FP8 |"}) {
        collect(ampereOne, "## 4f.", gpu + std::string(" 1 |"));
        for (const char *tp : {" 2 |", " 4 |", " 8 |"})
            collect(ampereMany, "## 4f.", gpu + std::string(tp));
    }
    collect(ampereOne, "## 4g.", "| A100 | 1 |");
    for (const char *gpu : {"| A100 SXM4 | FP16 |", "| L40S | FP8 |"}) {   // §4h: TensorRT-LLM v0.17
        collect(ampereOne, "## 4h.", gpu + std::string(" 1 |"));
        for (const char *tp : {" 2 |", " 4 |", " 8 |"})
            collect(ampereMany, "## 4h.", gpu + std::string(tp));
    }
    collect(ampereOne, "## 4c.", "| A100 SXM4 | FP16 | 1 |");   // TensorRT-LLM 0.6.1's A100 table
    for (const char *tp : {" 2 |", " 4 |", " 8 |"})
        collect(ampereMany, "## 4c.", std::string("| A100 SXM4 | FP16 |") + tp);
    ASSERT_EQ(ampereOne.size(), 3u + 27u + 2u + 18u + 3u);
    ASSERT_EQ(ampereMany.size(), 85u - 27u - 1u + 43u + 6u);
    EXPECT_EQ(inferenceUncertaintyPct(a100, 1), band(worst(ampereOne)));
    EXPECT_EQ(inferenceUncertaintyPct(*c.gpu("l40s-48gb"), 1), band(worst(ampereOne)));
    EXPECT_EQ(inferenceUncertaintyPct(a100, 2), band(worst(ampereMany)));
    EXPECT_EQ(inferenceUncertaintyPct(*c.gpu("l40s-48gb"), 8), band(worst(ampereMany)));
    // Anything else: the widest.
    const double widestServing =
        std::max({band(worst(hopperOne)), band(worst(hopperMany)), band(worst(ampereOne)), band(worst(ampereMany))});
    EXPECT_EQ(inferenceUncertaintyPct(*c.gpu("b200-180gb"), 1), widestServing);
    EXPECT_EQ(inferenceUncertaintyPct(*c.gpu("rtx-4090-24gb"), 1), widestServing);
    // A replica of two pipeline stages is several GPUs too (TP 1, PP 2).
    Scenario piped = testdata::serving(testdata::preset("llama-3.1-70b"), "a100-sxm4-80gb");
    piped.gpuCount = 2;
    piped.parallel.tp = 1;
    piped.parallel.pp = 2;
    const Plan pp2 = plan(piped, c);
    ASSERT_TRUE(pp2.options.front().inference);
    EXPECT_EQ(pp2.options.front().inference->uncertaintyPct, band(worst(ampereMany)));
    ASSERT_TRUE(pp2.options.front().purchase && pp2.options.front().purchase->inference);
    EXPECT_EQ(pp2.options.front().purchase->inference->uncertaintyPct, band(worst(ampereMany)));
    // And the plans carry them.
    const Plan withTp = plan(table5Scenario(kTable5[1], false), c);
    ASSERT_TRUE(withTp.options.front().training);
    EXPECT_EQ(withTp.options.front().training->uncertaintyPct, band(worst(m2021)));
    const Plan mosaic = plan(mosaicScenario(kMosaic[0]), c);
    ASSERT_TRUE(mosaic.options.front().training);
    EXPECT_EQ(mosaic.options.front().training->uncertaintyPct, band(worst(mosaicA100)));
}

TEST(Training, MfuIsAnOutputAndCanBeOverridden)
{
    Scenario s = table5Scenario(kTable5[1], false);
    const Plan modelled = plan(s, testdata::catalog());
    const TrainingEstimate &e = *modelled.options.front().training;
    // MFU = model FLOPs / (time · GPUs · peak); 175B SP+selective measured 13.75 s -> about 51 %.
    EXPECT_NEAR(e.mfu, e.modelFlopsPerStep / (e.stepSeconds * 64 * 312e12), 1e-9);
    EXPECT_GT(e.mfu, 0.45);
    EXPECT_LT(e.mfu, 0.56);
    EXPECT_GT(e.hfu, e.mfu);
    EXPECT_FALSE(e.efficiencyOverridden);
    s.training.mfuOverride = 0.40;
    const Plan overridden = plan(s, testdata::catalog());
    const TrainingEstimate &o = *overridden.options.front().training;
    EXPECT_TRUE(o.efficiencyOverridden);
    EXPECT_NEAR(o.mfu, 0.40, 1e-9);
}

TEST(Training, TokenBudgetAndDays)
{
    Scenario s = table5Scenario(kTable5[1], false);
    s.training.tokens = 300e9;   // GPT-3: 300B tokens (Brown et al. 2020)
    const Plan p = plan(s, testdata::catalog());
    const TrainingEstimate &e = *p.options.front().training;
    EXPECT_DOUBLE_EQ(e.tokensPerStep, 64.0 * 2048);
    EXPECT_NEAR(e.steps, 300e9 / (64.0 * 2048), 1e-6);
    EXPECT_NEAR(e.days, e.steps * e.stepSeconds / 86400, 1e-9);
    EXPECT_NEAR(e.gpuHours, e.steps * e.stepSeconds / 3600 * 64, 1e-6);
    s.training.tokens = 0;   // Chinchilla default: 20 tokens per parameter (Hoffmann et al. 2022)
    const Plan c = plan(s, testdata::catalog());
    EXPECT_NEAR(c.options.front().training->tokens, 20.0 * countParams(s.model).total, 1.0);
}

TEST(Training, PilotRunCalibrationReproducesTheMeasurement)
{
    Scenario s = table5Scenario(kTable5[1], false);
    s.training.measuredStepSeconds = 16.0;   // a slower cluster than Selene
    const Plan p = plan(s, testdata::catalog());
    const Option &o = p.options.front();
    EXPECT_TRUE(o.calibratedFromPilot);
    EXPECT_LT(o.pilotEfficiencyScale, 1.0);
    EXPECT_NEAR(o.training->stepSeconds, 16.0, 16.0 * 0.02);
    // Other counts re-predict from the fitted efficiency: twice the data parallelism is faster.
    s.gpuCount = 128;
    s.parallel.dp = 2;
    s.training.globalBatch = 128;
    const Plan bigger = plan(s, testdata::catalog());
    EXPECT_TRUE(bigger.options.front().calibratedFromPilot);
}

// Calibrated on its own layout, a pilot gives back its measured step where the prediction was held
// to the published ceiling too: the fit was on the held step, which a calibrated step does not carry,
// and the step came out the ceiling's share short (58.91 s for 60 measured on 8 H100, 72.13 for 80 on
// 32 A100; a QA pass).
TEST(Training, PilotRunOnAHeldLayoutGivesBackTheMeasuredStep)
{
    const auto calibrated = [](const char *model, const char *gpu, int n, ParallelOverride pins, std::int64_t micro, double measured) {
        Scenario s = testdata::scenario(model, Workload::Pretrain, gpu, n);
        s.training.tokens = 300e9;
        s.parallel = pins;
        s.training.microBatch = micro;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::None;
        const Plan held = plan(s, testdata::catalog());
        EXPECT_TRUE(held.issues.empty()) << model;
        EXPECT_TRUE(!held.options.empty() && held.options.front().training && held.options.front().training->heldToCeiling) << model;
        s.training.measuredStepSeconds = measured;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_TRUE(p.issues.empty()) << model;
        return p.options.empty() || !p.options.front().training ? 0.0 : p.options.front().training->stepSeconds;
    };
    EXPECT_NEAR(calibrated("llama-2-7b", "h100-sxm5-80gb", 8, {1, 2, 4, 1, -1, 4, 1}, 2, 60.0), 60.0, 60.0 * 1e-4);
    EXPECT_NEAR(calibrated("llama-2-13b", "a100-sxm4-80gb", 32, {1, 2, 16, 1, -1, 0, 1}, 1, 80.0), 80.0, 80.0 * 1e-4);
}

// An offloaded optimizer's host traffic and CPU Adam come on top of the published ceiling, as QLoRA's
// dequantisation does: on 8 H100 its 0.9 s sat inside the ceiling's 1.1 s and the offload cost no time
// beside its own offload_slowdown warning (a QA pass).
TEST(Training, OffloadIsNotHiddenByThePublishedCeiling)
{
    const auto run = [](Offload off) {
        Scenario s = testdata::scenario("llama-2-7b", Workload::Pretrain, "h100-sxm5-80gb", 8);
        s.training.tokens = 300e9;
        s.parallel = {1, 1, 8, 1, 2, 1, 1};
        s.training.offload = off;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_TRUE(p.issues.empty());
        return p.options.empty() || !p.options.front().training ? TrainingEstimate {} : *p.options.front().training;
    };
    const TrainingEstimate none = run(Offload::None), offloaded = run(Offload::Optimizer);
    ASSERT_TRUE(none.heldToCeiling);
    ASSERT_GT(offloaded.step.offload, 0.0);
    ASSERT_TRUE(offloaded.heldToCeiling);
    // Same FLOPs, same ceiling: the difference is the offload.
    EXPECT_NEAR(offloaded.stepSeconds, none.stepSeconds + offloaded.step.offload, 1e-6 * none.stepSeconds);
}

// A pilot step no efficiency up to the peak can give, or one 20x slower than the model, was
// clamped to a scale of 4 or 0.05 without a word (Llama 3 8B on 8 H100 "measured" at 10 s came out
// at 29.95 s and 91 % MFU); it is refused, with the model's own step to compare.
TEST(Training, PilotRunTheModelCannotReproduceIsRefused)
{
    Scenario s = table5Scenario(kTable5[1], false);
    const double predicted = plan(s, testdata::catalog()).options.front().training->stepSeconds;
    s.training.measuredStepSeconds = predicted / 5.0;   // 5x faster: above the GPUs' peak
    Plan p = plan(s, testdata::catalog());
    ASSERT_EQ(p.issues.size(), 1u);
    EXPECT_EQ(p.issues.front().code, IssueCode::OutOfRange);
    EXPECT_EQ(p.issues.front().field, "measured_step_s");
    EXPECT_NEAR(p.issues.front().min, predicted, predicted * 1e-9);
    EXPECT_TRUE(p.options.empty());
    s.training.measuredStepSeconds = predicted * 25.0;   // 25x slower
    p = plan(s, testdata::catalog());
    ASSERT_EQ(p.issues.size(), 1u);
    EXPECT_NEAR(p.issues.front().max, predicted, predicted * 1e-9);
    s.training.measuredStepSeconds = predicted * 1.5;   // slower cluster: calibrated, no issue
    p = plan(s, testdata::catalog());
    EXPECT_TRUE(p.issues.empty());
    EXPECT_NEAR(p.options.front().training->stepSeconds, predicted * 1.5, predicted * 0.03);
    s.training.measuredTokensPerSecond = 1000;   // both: refused before planning
    p = plan(s, testdata::catalog());
    ASSERT_EQ(p.issues.size(), 1u);
    EXPECT_EQ(p.issues.front().field, "measured_tokens_per_s");
}

TEST(Training, TensorParallelismOverPcieIsExpensiveAndAvoided)
{
    // L40 has no NVLink: TP collectives cross PCIe. Same layout on A100 (NVLink 3) is far cheaper.
    Scenario s;
    s.model = testdata::hf("llama-2-13b");
    s.workload = Workload::Finetune;
    s.training.seqLen = 4096;
    s.gpuCount = 8;
    s.parallel.tp = 8;
    s.parallel.pp = 1;
    s.parallel.dp = 1;
    s.training.globalBatch = 64;
    s.gpuIds = {"l40-48gb", "a100-sxm4-80gb"};
    const Plan fixed = plan(s, testdata::catalog());
    ASSERT_EQ(fixed.options.size(), 2u);
    const TrainingEstimate &l40 = *fixed.options[0].training;
    const TrainingEstimate &a100 = *fixed.options[1].training;
    // Same bytes: PCIe Gen4 (~19 GB/s effective) vs NVLink 3 (~165 GB/s effective), about 8x.
    EXPECT_GT(l40.step.tpComm, 5 * a100.step.tpComm);
    EXPECT_GT(l40.step.tpComm / l40.stepSeconds, 0.4);
    bool warned = false;
    for (const Warning &w : fixed.options[0].warnings)
        warned |= w.code == WarningCode::TensorParallelOverPcie;
    EXPECT_TRUE(warned);
    // Left to itself on 16 L40s the search keeps TP small and shards with ZeRO / pipelines instead.
    s.parallel = {};
    s.gpuCount = 16;
    s.gpuIds = {"l40-48gb"};
    const Plan free = plan(s, testdata::catalog());
    ASSERT_TRUE(free.options.front().fits);
    EXPECT_LE(free.options.front().layout.tp, 2);
}

TEST(Training, MoreGpusNeverRaisePerGpuModelStates)
{
    Scenario s;
    s.model = testdata::hf("llama-2-70b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.parallel.tp = 8;
    s.parallel.pp = 2;
    s.parallel.zero = 1;
    std::int64_t previous = std::numeric_limits<std::int64_t>::max();
    for (std::int64_t n : {16, 32, 64, 128}) {
        s.gpuCount = n;
        const Plan p = plan(s, testdata::catalog());
        const MemoryBreakdown &m = p.options.front().memory;
        const std::int64_t states = m.weights + m.gradients + m.optimizer;
        EXPECT_LE(states, previous) << n;
        previous = states;
    }
}

struct DecodeCase
{
    const char *fixture;
    const char *gpu;
    int tp;
    std::int64_t batch, input, output;
    Dtype weights, kv;
    double measuredTpotMs;   // 0 = compare throughput instead
    double measuredTokensPerSecondPerGpu;
    const char *source;
};

const DecodeCase kDecode[] = {
    {"llama-2-13b", "a100-sxm4-40gb", 1, 1, 512, 2, Dtype::Fp16, Dtype::Fp16, 22.0, 0,
     "FasterTransformer 13B, 1x A100-40GB, batch 1: 22.0 ms/token (kipply, via llm-analysis)"},
    {"llama-2-7b", "a100-sxm4-80gb", 1, 1, 128, 128, Dtype::Fp16, Dtype::Fp16, 10.0, 0,
     "lmdeploy Llama-2-7B FP16, 1x A100-80GB, batch 1: 100 tokens/s"},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, 1, 5000, 500, Dtype::Fp8, Dtype::Bf16, 18.6, 0,
     "NVIDIA NIM Llama-3.3-70B FP8, 2x H100 TP2, 1 request, 5000/500: TPOT 18.6 ms"},
    {"llama-2-7b", "a100-sxm4-80gb", 1, 384, 128, 128, Dtype::Fp16, Dtype::Fp16, 0, 5586,
     "TensorRT-LLM v0.6.1 LLaMA-7B A100 FP16 batch 384, 128/128: 5,586 tokens/s"},
};

class Decode : public ::testing::TestWithParam<DecodeCase> {};

TEST_P(Decode, WithinTwentyFivePercentOfPublished)
{
    const DecodeCase &c = GetParam();
    Scenario s = testdata::serving(testdata::hf(c.fixture), c.gpu);
    s.gpuCount = c.tp;
    s.parallel.tp = c.tp;
    s.inference.batch = c.batch;
    s.inference.inputTokens = c.input;
    s.inference.outputTokens = c.output;
    s.inference.context = c.input + c.output;
    s.inference.weights = c.weights;
    s.inference.kvCache = c.kv;
    const Plan p = plan(s, testdata::catalog());
    ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
    const Option &o = p.options.front();
    ASSERT_TRUE(o.fits && o.inference) << c.source;
    std::printf("%s: predicted %.2f\n", c.source, c.measuredTpotMs > 0 ? o.inference->tpotMs : o.inference->tokensPerSecondPerGpu);
    if (c.measuredTpotMs > 0)
        EXPECT_NEAR(o.inference->tpotMs / c.measuredTpotMs, 1.0, 0.25) << c.source << ": " << o.inference->tpotMs;
    else
        EXPECT_NEAR(o.inference->tokensPerSecondPerGpu / c.measuredTokensPerSecondPerGpu, 1.0, 0.25)
            << c.source << ": " << o.inference->tokensPerSecondPerGpu;
}

INSTANTIATE_TEST_SUITE_P(Published, Decode, ::testing::ValuesIn(kDecode));

TEST(Inference, MoreBandwidthNeverSlowsDecode)
{
    Scenario s;
    s.workload = Workload::Inference;
    s.model = testdata::hf("llama-2-7b");
    const ModelStats m = modelStats(s);
    Gpu gpu = *testdata::catalog().gpu("a100-sxm4-80gb");
    const Fabric f = fabricFor(gpu, *testdata::catalog().network("ib-hdr"));
    Layout l;
    double previous = 1e9;
    for (double bw : {500.0, 1000.0, 2039.0, 3350.0, 8000.0}) {
        gpu.memBwGBps = bw;
        const double t = decodeStepSeconds(s, m, gpu, f, l, 16, 2048);
        EXPECT_LE(t, previous) << bw;
        previous = t;
    }
}

// A serving replica's pipeline stages hand the batch's hidden state on once a decode step (docs/model.md
// §5.3). Stages that tile a server (TP x PP divides its 8 GPUs) send over NVLink, so the network does
// not change their step; a replica over two servers sends across nodes, where it does. Llama 3.1 70B
// on H100 at batch 256: a hand-off is 256 x 8192 x 2 bytes = 4 MiB.
TEST(Inference, PipelineHandOffsUseNvLinkInsideAServerAndTheNetworkAcrossServers)
{
    Scenario s = testdata::serving(testdata::preset("llama-3.1-70b"), "h100-sxm5-80gb");
    const ModelStats m = modelStats(s);
    const Gpu gpu = *testdata::catalog().gpu("h100-sxm5-80gb");
    Fabric fast = fabricFor(gpu, *testdata::catalog().network("ib-ndr"));
    Fabric slow = fast;
    slow.nodeGBps /= 10.0;
    const std::int64_t batch = 256, context = 1024;
    Layout inServer;
    inServer.tp = 4;
    inServer.pp = 2;
    EXPECT_DOUBLE_EQ(decodeStepSeconds(s, m, gpu, slow, inServer, batch, context),
                     decodeStepSeconds(s, m, gpu, fast, inServer, batch, context));
    Layout overTwo;
    overTwo.tp = 8;
    overTwo.pp = 2;
    const double handOffBytes = 256.0 * 8192 * 2;
    const double extra = decodeStepSeconds(s, m, gpu, slow, overTwo, batch, context)
                         - decodeStepSeconds(s, m, gpu, fast, overTwo, batch, context);
    EXPECT_NEAR(extra, handOffBytes / (slow.nicGBps() * 1e9) - handOffBytes / (fast.nicGBps() * 1e9), 1e-9);
    // Inside the server it is NVLink's time: at TP 1 (no all-reduce) halving the link's bandwidth
    // adds the 4 MiB once more at the link's speed (its one-direction bandwidth at kFastLinkEfficiency).
    Layout stages;
    stages.pp = 2;
    Fabric narrow = fast;
    narrow.tpGBps /= 2.0;
    EXPECT_NEAR(decodeStepSeconds(s, m, gpu, narrow, stages, batch, context)
                    - decodeStepSeconds(s, m, gpu, fast, stages, batch, context),
                handOffBytes / (fast.tpGBps * 1e9), 1e-9);
}

// A decode step's attention kernel runs after its GEMMs (docs/model.md §5.3): at a large batch of
// short sequences the GEMMs are compute-bound, and the KV reads still add their own time instead of
// hiding under the GEMMs' arithmetic. Llama 3.1 8B, FP8 weights and KV cache, on one H100, batch
// 2048 at the 192-token average context of TensorRT-LLM's 128/128 rows (docs/validation.md §4b).
TEST(Inference, KvReadsDoNotHideUnderComputeBoundGemms)
{
    Scenario s = testdata::serving(testdata::preset("llama-3.1-8b"), "h100-sxm5-80gb");
    s.inference.weights = Dtype::Fp8;
    s.inference.kvCache = Dtype::Fp8;
    s.inference.engine = ServingEngine::TensorRtLlm;
    const ModelStats m = modelStats(s);
    const Gpu gpu = *testdata::catalog().gpu("h100-sxm5-80gb");
    const Fabric f = fabricFor(gpu, *testdata::catalog().network("ib-ndr"));
    const Layout l;
    const std::int64_t batch = 2048, context = 192;
    // 32 layers x 8 KV heads x 128 x (K and V) x 1 byte = 65,536 bytes a token.
    EXPECT_DOUBLE_EQ(kvBytesPerToken(s.model, Dtype::Fp8), 65536.0);
    const double step = decodeStepSeconds(s, m, gpu, f, l, batch, context);
    const double noContext = decodeStepSeconds(s, m, gpu, f, l, batch, 1);   // the GEMMs, hardly any KV
    const double kvSeconds = static_cast<double>(batch * (context - 1)) * 65536.0 / (3350e9 * 0.80);   // HBM3 at 80 %
    EXPECT_GT(noContext, 2.0 * kvSeconds);   // the GEMMs dominate the step ...
    // ... and the KV reads still add their whole time (the attention FLOPs are 0.2 ms of it); charged
    // under compute, as before, they added half.
    EXPECT_NEAR(step - noContext, kvSeconds, 0.05 * kvSeconds);
}

TEST(Inference, QpsTargetGivesReplicasAndLatency)
{
    Scenario s;
    s.workload = Workload::Inference;
    s.model = testdata::preset("scale-10b");
    s.gpuIds = {"a100-sxm4-80gb", "h100-sxm5-80gb", "l40-48gb"};
    s.inference.inputTokens = 512;
    s.inference.outputTokens = 256;
    s.inference.tpotMs = 50;
    s.inference.ttftMs = 1000;
    std::int64_t previous = 0;
    for (double qps : {10.0, 100.0, 1000.0}) {
        s.inference.qps = qps;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty());
        const Option &a100 = p.options[0];
        ASSERT_TRUE(a100.fits && a100.inference);
        EXPECT_TRUE(a100.inference->meetsLatency);
        EXPECT_LE(a100.inference->tpotMs, 50.0);
        EXPECT_GE(a100.inference->requestsPerSecond, qps * 0.999);
        EXPECT_EQ(a100.gpuCount, a100.inference->replicas * a100.inference->gpusPerReplica);
        EXPECT_GE(a100.gpuCount, previous);
        previous = a100.gpuCount;
        // The longest context that fits at batch 1, never beyond the model's position table (4,096).
        EXPECT_EQ(a100.inference->maxContext, s.model.text.maxPositions);
        EXPECT_GE(a100.inference->maxBatch, a100.inference->batchPerReplica);
    }
}

TEST(Inference, SeventyBillionNeedsTwoEightyGigabyteGpus)
{
    // a 70B fp16 model does not fit one 80 GB GPU and fits two at small batch.
    Scenario s = testdata::serving(testdata::hf("llama-2-70b"), "a100-sxm4-80gb");
    s.inference.weights = Dtype::Fp16;
    s.inference.kvCache = Dtype::Fp16;
    s.inference.batch = 4;
    s.gpuCount = 1;
    EXPECT_FALSE(plan(s, testdata::catalog()).options.front().fits);
    s.gpuCount = 2;
    const Plan two = plan(s, testdata::catalog());
    EXPECT_TRUE(two.options.front().fits);
    EXPECT_EQ(two.options.front().layout.tp, 2);
}

} // namespace

namespace {

// ---- the training stack is an input -------------------------------------------------

Scenario stackScenario(const char *model, const char *gpu, int tp, int pp, int dp, int zero, Framework fw)
{
    Scenario s;
    s.model = testdata::preset(model);
    s.gpuIds = {gpu};
    s.gpuCount = static_cast<std::int64_t>(tp) * pp * dp;
    s.parallel = {tp, pp, dp, 0, zero, 1};   // interleaving pinned: the search would trade it against memory headroom
    s.training.seqLen = 4096;
    s.training.globalBatch = 512;
    s.training.microBatch = 1;
    s.training.recomputeAuto = false;
    s.training.recompute = Recompute::Selective;
    s.training.framework = fw;
    return s;
}

double stepOf(const Scenario &s)
{
    const Plan p = plan(s, testdata::catalog());
    if (!p.issues.empty() || p.options.empty() || !p.options.front().training)
        return -1;
    return p.options.front().training->stepSeconds;
}

} // namespace

// Overlapping communication never slows a step: Megatron-Core (overlapped TP and distributed-optimizer
// traffic) is never slower than the same layout with nothing overlapped (Megatron-LM 2021), and FSDP's
// prefetching never slower than DeepSpeed's exposed reduction (DDP and ZeRO-2).
TEST(Frameworks, OverlapNeverSlowsAStep)
{
    int compared = 0;
    for (const char *gpu : {"a100-sxm4-80gb", "h100-sxm5-80gb", "l40-48gb"})
        for (const char *model : {"llama-2-7b", "llama-2-13b", "llama-2-70b"})
            for (int tp : {1, 2, 4, 8})
                for (int pp : {1, 2, 4})
                    for (int dp : {1, 4, 16})
                        for (int zero : {0, 1, 2}) {
                            const double mcore = stepOf(stackScenario(model, gpu, tp, pp, dp, zero, Framework::MegatronCore));
                            const double old = stepOf(stackScenario(model, gpu, tp, pp, dp, zero, Framework::Megatron2021));
                            const double fsdp = stepOf(stackScenario(model, gpu, tp, pp, dp, zero, Framework::Fsdp));
                            const double ds = stepOf(stackScenario(model, gpu, tp, pp, dp, zero, Framework::DeepSpeed));
                            if (mcore < 0 || old < 0 || fsdp < 0 || ds < 0)
                                continue;   // does not fit
                            EXPECT_LE(mcore, old * (1 + 1e-12)) << model << " " << gpu << " " << tp << "/" << pp << "/" << dp << " z" << zero;
                            if (zero != 1) {   // FSDP has no ZeRO-1 (it all-reduces as DDP); DeepSpeed's moves bf16 weights back
                                EXPECT_LE(fsdp, ds * (1 + 1e-12)) << model << " " << gpu << " " << tp << "/" << pp << "/" << dp << " z" << zero;
                            }
                            ++compared;
                        }
    EXPECT_GT(compared, 100);
}

// Less recomputation never slows a step, whatever the stack and however exposed its communication:
// a recomputed forward lengthens the backward that hides the traffic, but by no more than it adds.
// (Megatron-Core's ZeRO-3 hid its gathers behind the whole micro-batch and its reduce-scatters behind
// the backward again, so full recomputation came out faster than none on 32 L40 and the search, which
// stops at the lightest recomputation that fits, planned a slower layout than the purchase beside it.)
TEST(Frameworks, LessRecomputationNeverSlowsAStep)
{
    int compared = 0;
    for (Framework fw : {Framework::MegatronCore, Framework::Fsdp, Framework::DeepSpeed, Framework::Megatron2021})
        for (const char *gpu : {"h100-sxm5-80gb", "l40s-48gb"})
            for (const auto &[tp, pp, dp] : {std::tuple {1, 1, 32}, std::tuple {1, 2, 16}, std::tuple {2, 2, 8}, std::tuple {8, 1, 4}})
                for (int zero : {0, 1, 2, 3}) {
                    Scenario s = stackScenario("llama-2-7b", gpu, tp, pp, dp, zero, fw);
                    s.networkId = "roce-100";   // communication-bound: what the overlap has to hide
                    s.training.recompute = Recompute::None;
                    const double none = stepOf(s);
                    s.training.recompute = Recompute::Full;
                    const double full = stepOf(s);
                    if (none < 0 || full < 0)
                        continue;   // does not fit
                    EXPECT_LE(none, full * (1 + 1e-12)) << frameworkId(fw) << " " << gpu << " " << tp << "/" << pp << "/" << dp << " z" << zero;
                    ++compared;
                }
    EXPECT_GT(compared, 60);
}

// More network bandwidth never slows a step, whatever the stack.
TEST(Frameworks, MoreBandwidthNeverSlowsAStep)
{
    for (Framework fw : {Framework::MegatronCore, Framework::Fsdp, Framework::DeepSpeed, Framework::Megatron2021})
        for (int zero : {1, 2, 3}) {
            Scenario s = stackScenario("llama-2-7b", "h100-sxm5-80gb", 1, 1, 32, zero, fw);
            double previous = 1e300;
            for (const char *net : {"eth-25", "roce-100", "roce-200", "roce-400", "ib-ndr"}) {
                s.networkId = net;
                const double t = stepOf(s);
                ASSERT_GT(t, 0) << net;
                EXPECT_LE(t, previous * (1 + 1e-12)) << frameworkId(fw) << " ZeRO-" << zero << " on " << net;
                previous = t;
            }
        }
}

// The step is held to the best published MFU for the GPU and precision (docs/validation.md §8):
// the seeds' 10B-in-a-month scenario, whose kernel model gives 73 % on A100 and 63 % on H100, comes
// out at the ceiling, with the warning naming the kernel model's figure; the time added is a step
// part of its own, so the parts still sum to the step; a GPU without a published figure is not held.
// An MFU given above every published run is kept, and said: --mfu 0.9 on H100 planned 2 GPUs for 299.5
// days with only "from your MFU override" (an English QA pass); the best published for Hopper BF16 on
// Megatron-Core is 0.62 (validation.md §8). Below it, nothing is said.
TEST(Frameworks, AnMfuGivenAboveTheBestPublishedIsSaid)
{
    Scenario s = testdata::scenario("llama-2-7b", Workload::Pretrain, "h100-sxm5-80gb");
    s.training.tokens = 1e12;
    s.training.mfuOverride = 0.9;
    const Option high = plan(s, testdata::catalog()).options.front();
    ASSERT_TRUE(high.fits && high.training && high.training->efficiencyOverridden);
    EXPECT_NEAR(high.training->mfu, 0.9, 1e-9);   // kept as given
    ASSERT_TRUE(testdata::hasWarning(high, WarningCode::MfuGivenAboveBestPublished));
    for (const Warning &w : high.warnings) {
        if (w.code == WarningCode::MfuGivenAboveBestPublished) {
            EXPECT_NEAR(w.value, publishedMfuCeiling(*testdata::catalog().gpu("h100-sxm5-80gb"), s.training.precision,
                                                     high.training->framework)->mfu, 1e-12);
        }
    }
    s.training.mfuOverride = 0.45;
    const Option modest = plan(s, testdata::catalog()).options.front();
    EXPECT_FALSE(testdata::hasWarning(modest, WarningCode::MfuGivenAboveBestPublished));
}

TEST(Frameworks, StepIsHeldToTheBestPublishedMfu)
{
    Scenario s;
    s.model = testdata::preset("scale-10b");
    s.gpuIds = {"h100-sxm5-80gb", "a100-sxm4-80gb", "l40-48gb"};
    s.training.tokens = 2e11;
    s.training.deadlineDays = 30;
    const Plan p = plan(s, testdata::catalog());
    ASSERT_TRUE(p.issues.empty());
    int held = 0;
    for (const Option &o : p.options) {
        ASSERT_TRUE(o.training) << o.gpuId;
        const TrainingEstimate &t = *o.training;
        const auto ceiling = publishedMfuCeiling(*testdata::catalog().gpu(o.gpuId), s.training.precision, t.framework);
        bool warned = false;
        for (const Warning &w : o.warnings)
            warned = warned || w.code == WarningCode::MfuAboveBestPublished;
        EXPECT_EQ(warned, t.heldToCeiling) << o.gpuId;
        EXPECT_NEAR(t.stepSeconds, t.step.total(), 1e-9 * t.stepSeconds) << o.gpuId;
        if (!ceiling) {
            EXPECT_FALSE(t.heldToCeiling) << o.gpuId;
            continue;
        }
        EXPECT_LE(t.mfu, ceiling->mfu + 1e-9) << o.gpuId;
        if (t.heldToCeiling) {
            ++held;
            EXPECT_GT(t.modelledMfu, ceiling->mfu) << o.gpuId;
            EXPECT_NEAR(t.mfu, ceiling->mfu, 1e-9) << o.gpuId;
            EXPECT_GT(t.step.publishedCeiling, 0) << o.gpuId;
        }
    }
    // The A100 is held; the H100's Megatron-Core layout stays under NeMo's 0.62 and the L40 has no
    // published figure.
    EXPECT_EQ(held, 1);
    // The best published run of each stack (docs/validation.md §8): Megatron-Core on H100 (NeMo's
    // Llama 3.1 8B, dgxc-benchmarking), MosaicML's FSDP MPT-7B on H100 and A100.
    const Gpu &h100 = *testdata::catalog().gpu("h100-sxm5-80gb");
    EXPECT_NEAR(publishedMfuCeiling(h100, Precision::Bf16Mixed, Framework::MegatronCore)->mfu, 0.62, 1e-9);
    EXPECT_NEAR(publishedMfuCeiling(h100, Precision::Bf16Mixed, Framework::Fsdp)->mfu, 0.46, 1e-9);
    EXPECT_NEAR(publishedMfuCeiling(h100, Precision::Fp8, Framework::MegatronCore)->mfu, 0.43, 1e-9);
    // FSDP's FP8 by its own best run, torchtitan's Llama 3.1 8B Float8 on 32 H200 (10,938 tokens/s/GPU,
    // validation.md §2g): with NeMo's 0.43 a 70B fine-tune on 16 H200 ran 1.83x its BF16 (a zh_TW QA
    // pass); torchtitan measures 1.28x on 8 H100 (docs/performance.md, 6,667 -> 8,532 tokens/s/GPU) and
    // NeMo's 70B FP8 about 1.5x.
    EXPECT_NEAR(publishedMfuCeiling(h100, Precision::Fp8, Framework::Fsdp)->mfu, 0.34, 1e-9);
    {
        Scenario ft;
        ft.model = testdata::preset("llama-3.1-70b");
        ft.workload = Workload::Finetune;
        ft.training.tokens = 2e9;
        ft.gpuIds = {"h200-sxm-141gb"};
        ft.gpuCount = 16;
        ft.training.framework = Framework::Fsdp;   // the automatic stack takes Megatron-Core's TP here
        const Plan bf16 = plan(ft, testdata::catalog());
        ft.training.precision = Precision::Fp8;
        const Plan fp8 = plan(ft, testdata::catalog());
        ASSERT_TRUE(bf16.options.at(0).training && fp8.options.at(0).training);
        EXPECT_EQ(fp8.options[0].training->framework, Framework::Fsdp);
        const double speedUp = bf16.options[0].training->days / fp8.options[0].training->days;
        EXPECT_GT(speedUp, 1.2);
        EXPECT_LT(speedUp, 1.6);
    }
    EXPECT_NEAR(publishedMfuCeiling(*testdata::catalog().gpu("a100-sxm4-80gb"), Precision::Bf16Mixed, Framework::Fsdp)->mfu, 0.64, 1e-9);
    EXPECT_FALSE(publishedMfuCeiling(*testdata::catalog().gpu("l40-48gb"), Precision::Bf16Mixed, Framework::Fsdp).has_value());
    // FP8 asked of an A100 (no FP8 tensor cores) runs at 16-bit speed and takes the 16-bit ceiling: the
    // GPT-3 175B cluster example on A100s came out 59.1 days at 65 % in FP8 against 60.0 days at 64 %
    // in BF16 (a GUI QA pass). Same layout, same step.
    EXPECT_NEAR(publishedMfuCeiling(*testdata::catalog().gpu("a100-sxm4-80gb"), Precision::Fp8, Framework::MegatronCore)->mfu, 0.64, 1e-9);
    Scenario cluster = testdata::scenario("gpt-3-175b", Workload::Pretrain, "a100-sxm4-80gb");
    cluster.training.tokens = 300e9;
    cluster.training.seqLen = 2048;   // its positions
    cluster.gpuCount = 312;
    const Option bf16 = plan(cluster, testdata::catalog()).options.at(0);
    cluster.training.precision = Precision::Fp8;
    const Option fp8 = plan(cluster, testdata::catalog()).options.at(0);
    ASSERT_TRUE(bf16.training && fp8.training);
    EXPECT_TRUE(testdata::hasWarning(fp8, WarningCode::NoFp8));
    EXPECT_LE(fp8.training->mfu, 0.64 + 1e-9);
    EXPECT_GE(fp8.training->days, bf16.training->days * (1 - 1e-9));

    // A pilot run or a user MFU replaces the ceiling: nothing is held.
    Scenario pinned = s;
    pinned.training.mfuOverride = 0.70;
    for (const Option &o : plan(pinned, testdata::catalog()).options) {
        ASSERT_TRUE(o.training) << o.gpuId;
        EXPECT_FALSE(o.training->heldToCeiling) << o.gpuId;
        EXPECT_NEAR(o.training->mfu, 0.70, 1e-9) << o.gpuId;
    }
}


// TensorRT-LLM max-throughput rows at other versions, GPUs and TP sizes: `trtllm-bench throughput`
// at an unbounded request rate, total output tokens/s of the TP group, planned with `--engine trtllm`
// at the run's memory fraction and dtype, the batch derived; nothing fitted. Each row asserts its
// recorded error (docs/validation.md §4e, §4f) within 3 points.
namespace {

struct EngineRow
{
    const char *model;
    const char *gpu;
    int tp;
    Dtype dtype;                 // weights and KV cache
    std::int64_t input, output;
    double published;            // output tokens/s of the TP group
    double documented;           // docs/validation.md
};

void expectEngineRows(std::span<const EngineRow> rows, double memoryFraction)
{
    for (const EngineRow &r : rows) {
        Scenario s = testdata::serving(testdata::preset(r.model), r.gpu);
        s.gpuCount = r.tp;
        s.parallel.tp = r.tp;
        s.inference.weights = r.dtype;
        s.inference.kvCache = r.dtype;
        s.inference.inputTokens = r.input;
        s.inference.outputTokens = r.output;
        s.inference.engine = ServingEngine::TensorRtLlm;
        s.inference.memoryFraction = memoryFraction;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.inference) << r.model << " " << r.gpu;
        const double err = o.inference->tokensPerSecond / r.published - 1.0;
        std::printf("%-14s %-14s %s TP %d %5lld/%-5lld predicted %7.0f published %7.0f  %+6.1f %%  batch %lld\n", r.model, r.gpu,
                    dtypeId(r.dtype), r.tp, static_cast<long long>(r.input), static_cast<long long>(r.output),
                    o.inference->tokensPerSecond, r.published, 100.0 * err, static_cast<long long>(o.inference->batchPerReplica));
        EXPECT_NEAR(err, r.documented, 0.03) << r.model << " " << r.gpu << " TP " << r.tp << " " << r.input << "/" << r.output;
        EXPECT_LE(o.inference->batchPerReplica, 2048);   // TensorRT-LLM's max_batch_size
    }
}

// NVIDIA/TensorRT-LLM docs/source/performance/perf-overview.md at 00f37686 (v1.0, PyTorch backend,
// trtllm-bench throughput, FP8 weights and KV cache, kv_cache_free_gpu_mem_fraction 0.95): every H100
// SXM and H200 SXM row of the Llama 3.1 8B, Llama 3.3 70B and Llama 3.1 405B tables (docs/validation.md
// §4b); the engine's limits (max_batch_size 2048, max_num_tokens 8192) and chunked prefill.
const EngineRow kTrtllm[] = {
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 128, 3803, +0.081},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 2048, 4336, +0.045},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 4096, 2872, -0.020},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 500, 2000, 3666, +0.009},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 1000, 2909, -0.002},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 2000, 2994, -0.034},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 128, 442, +0.026},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 2048, 2003, -0.013},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 5000, 500, 566, -0.025},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 20000, 2000, 283, +0.038},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 128, 6378, -0.012},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 2048, 6651, -0.049},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 4096, 4199, -0.050},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 500, 2000, 5222, -0.001},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 1000, 1000, 4205, +0.007},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 1000, 2000, 4146, -0.002},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 2048, 128, 762, -0.062},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 2048, 2048, 3082, -0.066},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 5000, 500, 898, -0.055},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 20000, 2000, 437, +0.009},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 128, 3814, -0.049},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 2048, 5348, +0.113},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 4096, 4741, +0.088},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 500, 2000, 4724, +0.063},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 1000, 1000, 3330, +0.022},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 1000, 2000, 3722, +0.110},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 2048, 128, 456, -0.048},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 2048, 2048, 2948, +0.030},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 5000, 500, 650, -0.053},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 20000, 2000, 505, +0.014},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 128, 3627, -0.092},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 2048, 4340, -0.049},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 4096, 3116, -0.085},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 500, 2000, 3994, -0.121},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 1000, 1000, 2919, -0.087},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 1000, 2000, 2895, +0.002},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 2048, 128, 453, -0.135},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 2048, 2048, 2296, -0.124},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 5000, 500, 610, -0.160},
    {"llama-3.1-405b", "h100-sxm5-80gb", 8, Dtype::Fp8, 20000, 2000, 345, +0.006},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 128, 27911, +0.162},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 2048, 26221, +0.055},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 4096, 18027, -0.006},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 500, 2000, 20770, +0.069},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 1000, 17744, +0.031},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 2000, 16828, +0.030},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 128, 3538, +0.031},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 2048, 12194, -0.029},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 5000, 500, 3902, -0.004},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 20000, 2000, 1804, -0.051},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 128, 28312, +0.007},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 2048, 22714, -0.113},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 4096, 14325, -0.128},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 500, 2000, 17660, -0.084},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 1000, 1000, 15220, -0.081},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 1000, 2000, 13899, -0.092},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 2048, 128, 3450, -0.072},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 2048, 2048, 9305, -0.075},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 5000, 500, 3459, -0.098},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 20000, 2000, 1351, -0.084},
};

// NVIDIA/TensorRT-LLM docs/source/performance/perf-overview.md for v0.20 (PyTorch backend, FP8
// weights and KV cache, kv_cache_free_gpu_mem_fraction 0.95 "in a majority of cases"): every H100
// SXM and H200 SXM row of its Llama 3.3 70B table, TP 1 to 8 (docs/validation.md §4e).
const EngineRow kTrtllm020[] = {
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 128, 3605.47, +0.140},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 128, 128, 6427.69, +0.080},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 128, 128, 10407.42, +0.049},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 128, 15434.37, -0.091},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 128, 3128.33, -0.082},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 128, 6216.91, +0.014},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 2048, 4315.80, +0.050},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 128, 2048, 8464.03, +0.085},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 128, 2048, 13508.59, +0.160},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 2048, 20759.72, +0.038},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 2048, 756.42, -0.061},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 2048, 5782.57, +0.094},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 128, 2048, 11464.94, +0.048},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 2048, 17424.32, +0.014},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 4096, 2701.17, +0.042},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 128, 4096, 5573.55, +0.237},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 128, 4096, 11458.56, +0.091},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 4096, 16668.75, +0.117},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 4096, 3868.37, +0.031},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 128, 4096, 8206.39, +0.018},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 4096, 12624.61, +0.080},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 500, 2000, 3478.76, +0.064},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 500, 2000, 6740.06, +0.128},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 500, 2000, 12200.18, +0.069},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 500, 2000, 4684.06, +0.114},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 500, 2000, 9903.53, +0.013},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 500, 2000, 14553.93, +0.019},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 1000, 2744.32, +0.058},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 1000, 1000, 5119.72, +0.078},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 1000, 1000, 8685.44, +0.069},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 1000, 1000, 12744.51, -0.000},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 1000, 1000, 742.14, -0.067},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 1000, 1000, 4247.19, -0.003},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 1000, 1000, 7435.65, +0.023},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 1000, 1000, 11018.81, -0.008},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 2000, 2896.44, -0.001},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 1000, 2000, 5847.26, +0.027},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 1000, 2000, 9031.21, +0.172},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 1000, 2000, 13141.17, +0.170},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 1000, 2000, 533.74, -0.058},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 1000, 2000, 3866.53, +0.070},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 1000, 2000, 7611.12, +0.071},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 1000, 2000, 11139.22, +0.088},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 1024, 2048, 2874.18, -0.011},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 1024, 2048, 5568.61, +0.069},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 1024, 2048, 8946.71, +0.174},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 1024, 2048, 13082.62, +0.171},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 1024, 2048, 530.16, -0.053},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 1024, 2048, 3796.68, +0.074},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 1024, 2048, 7575.24, +0.003},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 1024, 2048, 11004.31, +0.092},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 128, 435.90, +0.040},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 2048, 128, 772.67, +0.027},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 2048, 128, 1264.76, +0.026},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 2048, 128, 736.89, -0.030},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 2048, 128, 1213.33, -0.035},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 2048, 128, 1839.22, -0.133},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 2048, 2048, 10412.85, +0.074},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 5000, 500, 545.96, +0.011},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 5000, 500, 997.15, +0.051},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 5000, 500, 1698.22, +0.024},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 5000, 500, 2655.28, -0.112},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 5000, 500, 204.94, +0.009},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 5000, 500, 862.91, -0.016},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 5000, 500, 1552.68, -0.046},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 5000, 500, 2369.84, -0.133},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 20000, 2000, 276.66, +0.062},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 20000, 2000, 620.33, +0.064},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 20000, 2000, 1161.29, +0.040},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 20000, 2000, 1985.85, -0.068},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 20000, 2000, 416.13, +0.060},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 20000, 2000, 903.66, +0.017},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 20000, 2000, 1554.10, -0.054},
};

// The same page for v0.14.0 (TensorRT engine backend, `trtllm-bench build` then `throughput`, the
// default fraction 0.90; FP8 columns quantise the KV cache too): every row of its Llama 3.1 8B and
// Llama 3.1 70B tables on H200 and H100 (FP8), H100, A100 SXM4 80GB and A100 PCIe 80GB (FP16) and
// L40S (FP8) (docs/validation.md §4f). One row per row of the page, one cell per GPU column.
struct Trtllm014Column
{
    const char *gpu;
    Dtype dtype;
};

const Trtllm014Column kTrtllm014Columns[] = {
    {"h200-sxm-141gb", Dtype::Fp8},  {"h100-sxm5-80gb", Dtype::Fp8},  {"h100-sxm5-80gb", Dtype::Fp16},
    {"a100-sxm4-80gb", Dtype::Fp16}, {"a100-pcie-80gb", Dtype::Fp16}, {"l40s-48gb", Dtype::Fp8},
};

struct Trtllm014Cell
{
    double published;    // 0: the page has no number in this column
    double documented;
};

struct Trtllm014Row
{
    const char *model;
    int tp;
    std::int64_t input, output;
    Trtllm014Cell cells[std::size(kTrtllm014Columns)];
};

const Trtllm014Row kTrtllm014[] = {
    {"llama-3.1-8b", 1, 1000, 1000, {{16414.6988, +0.111}, {14108.0361, -0.013}, {7054.5156, -0.015},
                                     {3634.3886, -0.023}, {3165.3542, +0.016}, {3726.7552, +0.006}}},
    {"llama-3.1-8b", 1, 128, 128, {{27778.8885, +0.168}, {26933.1886, +0.059}, {15571.6549, +0.044},
                                   {6701.7958, -0.019}, {5338.0166, +0.073}, {8639.7933, +0.033}}},
    {"llama-3.1-8b", 1, 128, 2048, {{22948.5383, +0.200}, {18995.2523, +0.053}, {9150.7477, +0.040},
                                    {4963.4443, +0.065}, {4250.6391, +0.142}, {5101.6652, -0.000}}},
    {"llama-3.1-8b", 1, 128, 4096, {{15583.3035, +0.143}, {11815.449, +0.047}, {5368.9227, -0.002},
                                    {3011.3335, +0.070}, {2568.5398, +0.181}, {2774.5363, +0.043}}},
    {"llama-3.1-8b", 1, 20000, 2000, {{1649.5453, +0.033}, {1301.4754, -0.056}, {562.8735, +0.024},
                                      {316.533, -0.011}, {291.4776, -0.011}, {270.5404, +0.156}}},
    {"llama-3.1-8b", 1, 2048, 128, {{3619.4309, +0.007}, {3460.3545, -0.076}, {1904.3259, -0.089},
                                    {795.389, -0.117}, {611.8446, -0.000}, {986.9134, -0.005}}},
    {"llama-3.1-8b", 1, 2048, 2048, {{11032.9729, +0.070}, {8777.6623, -0.025}, {4159.6857, -0.055},
                                     {2264.9513, -0.017}, {2011.1215, +0.028}, {2018.303, +0.051}}},
    {"llama-3.1-8b", 1, 500, 2000, {{19510.4015, +0.133}, {14993.328, +0.072}, {7498.3331, +0.010},
                                    {3945.1912, +0.080}, {3374.7133, +0.160}, {4065.3921, -0.000}}},
    {"llama-3.1-8b", 1, 5000, 500, {{3787.6721, +0.024}, {3258.2001, -0.047}, {1708.0353, -0.086},
                                    {790.6631, -0.067}, {703.56, -0.063}, {855.9822, +0.003}}},
    {"llama-3.1-70b", 2, 1000, 1000, {{4600.9616, +0.195}, {4116.4444, +0.021}, {785.4931, +0.004},
                                      {468.6383, -0.004}, {257.972, +0.636}}},
    {"llama-3.1-70b", 4, 1000, 1000, {{7607.5304, +0.217}, {6932.8808, +0.091}, {3774.676, +0.041},
                                      {1762.6831, +0.097}, {989.4082, +0.041}, {1161.4814, +0.033}}},
    {"llama-3.1-70b", 8, 1000, 1000, {{13081.434, -0.026}, {10730.156, +0.013}, {5978.4573, +0.112},
                                      {3190.0211, +0.064}, {959.8463, +0.317}, {1188.1193, +0.146}}},
    {"llama-3.1-70b", 2, 128, 128, {{5357.0227, +0.296}, {5194.8171, +0.211}, {3207.2866, -0.060},
                                    {1346.9692, -0.026}, {806.7215, +0.406}}},
    {"llama-3.1-70b", 4, 128, 128, {{8826.9618, +0.237}, {8542.3012, +0.148}, {5846.8413, +0.071},
                                    {2420.8665, +0.082}, {1272.6755, -0.040}, {1438.0446, +0.019}}},
    {"llama-3.1-70b", 8, 128, 128, {{16382.9807, -0.143}, {15533.1169, -0.190}, {10649.4968, -0.171},
                                    {4572.3445, -0.097}, {1212.0566, +0.139}, {1381.7051, +0.083}}},
    {"llama-3.1-70b", 2, 128, 2048, {{7054.7235, +0.293}, {5869.3998, +0.062}, {822.1912, +0.016}, {483.1299, +0.094}}},
    {"llama-3.1-70b", 4, 128, 2048, {{12763.4114, +0.221}, {9017.4377, +0.320}, {4982.6225, +0.132},
                                     {2492.4036, +0.227}, {1435.236, +0.209}, {1763.522, +0.101}}},
    {"llama-3.1-70b", 8, 128, 2048, {{19266.0398, +0.118}, {15190.1652, +0.151}, {7605.5295, +0.339},
                                     {4254.2871, +0.324}, {1609.2473, +0.381}, {1944.1251, +0.202}}},
    {"llama-3.1-70b", 2, 128, 4096, {{5671.9561, +0.203}, {3518.782, +0.104}, {419.0178, +0.036}, {272.9137, +0.057}}},
    {"llama-3.1-70b", 4, 128, 4096, {{8939.8227, +0.386}, {6431.2702, +0.281}, {3083.8794, +0.129},
                                     {1685.9677, +0.294}, {1212.5416, +0.143}, {1280.3778, +0.126}}},
    {"llama-3.1-70b", 8, 128, 4096, {{13974.2854, +0.318}, {9168.709, +0.465}, {4981.9765, +0.361},
                                     {3067.5452, +0.370}, {1310.091, +0.483}, {1499.2441, +0.355}}},
    {"llama-3.1-70b", 4, 20000, 2000, {{1030.9528, +0.164}, {851.8542, +0.066}, {369.4269, +0.115},
                                       {179.5181, +0.213}, {126.7676, +0.070}, {140.5565, +0.116}}},
    {"llama-3.1-70b", 8, 20000, 2000, {{1898.9762, -0.031}, {1354.5333, +0.075}, {},
                                       {362.9368, +0.187}, {156.5767, +0.230}, {141.1584, +0.492}}},
    {"llama-3.1-70b", 2, 2048, 128, {{692.3911, +0.146}, {697.3907, +0.024}, {322.7016, -0.063},
                                     {144.7921, -0.072}, {95.0306, +0.226}}},
    {"llama-3.1-70b", 4, 2048, 128, {{1034.5773, +0.254}, {1001.0771, +0.169}, {688.0344, +0.018},
                                     {278.4018, +0.044}, {150.6795, -0.077}, {169.0386, +0.023}}},
    {"llama-3.1-70b", 8, 2048, 128, {{2070.8157, -0.147}, {1966.6072, -0.190}, {1316.3086, -0.203},
                                     {550.4751, -0.133}, {142.6166, +0.131}, {163.6749, +0.099}}},
    {"llama-3.1-70b", 2, 2048, 2048, {{3518.0774, +0.217}, {2445.0093, +0.152}, {166.792, +1.414}, {126.1127, +1.040}}},
    {"llama-3.1-70b", 4, 2048, 2048, {{6112.9026, +0.237}, {4838.5272, +0.148}, {2393.1359, +0.089},
                                      {1231.0359, +0.191}, {823.4777, +0.048}, {876.2254, +0.082}}},
    {"llama-3.1-70b", 8, 2048, 2048, {{9716.1934, +0.143}, {7434.8117, +0.170}, {4023.6978, +0.180},
                                      {2171.5323, +0.232}, {858.6602, +0.318}, {1001.3649, +0.208}}},
    {"llama-3.1-70b", 2, 500, 2000, {{6106.5855, +0.205}, {4605.9226, +0.107}, {700.5415, +0.008}, {430.6129, +0.035}}},
    {"llama-3.1-70b", 4, 500, 2000, {{10816.8283, +0.199}, {9205.3766, +0.080}, {3781.082, +0.232},
                                     {2096.2441, +0.219}, {1176.418, +0.238}, {1470.0826, +0.109}}},
    {"llama-3.1-70b", 8, 500, 2000, {{17693.705, +0.041}, {13109.4437, +0.120}, {6205.2658, +0.372},
                                     {3486.7891, +0.347}, {1306.35, +0.433}, {1639.2778, +0.208}}},
};

// kTrtllm014 as EngineRows, row by row and column by column, the empty cells left out.
std::vector<EngineRow> trtllm014Rows()
{
    std::vector<EngineRow> rows;
    for (const Trtllm014Row &r : kTrtllm014) {
        for (std::size_t c = 0; c < std::size(kTrtllm014Columns); ++c) {
            if (r.cells[c].published > 0.0) {
                rows.push_back({r.model, kTrtllm014Columns[c].gpu, r.tp, kTrtllm014Columns[c].dtype, r.input, r.output,
                                r.cells[c].published, r.cells[c].documented});
            }
        }
    }
    return rows;
}

} // namespace

TEST(Serving, TensorRtLlmMaxThroughputRowsMatchTheDocumentedErrors) { expectEngineRows(kTrtllm, 0.95); }

TEST(Serving, TensorRtLlmTensorParallelRowsMatchTheDocumentedErrors) { expectEngineRows(kTrtllm020, 0.95); }

TEST(Serving, TensorRtLlm2024RowsOnAmpereAdaAndHopperMatchTheDocumentedErrors) { expectEngineRows(trtllm014Rows(), 0.90); }

// NVIDIA/TensorRT-LLM docs/source/performance/perf-overview.md at 258c7540 (v0.17, TensorRT engine
// backend, trtllm-bench, kv_cache_free_gpu_mem_fraction 0.95 "in a majority of cases"): every L40S
// (FP8) and A100 SXM4 80GB (FP16) row of its Llama 3.1 8B and 70B tables, then every H200 and H100
// (FP8) row of its Llama 3.1 8B, 70B and 405B tables (docs/validation.md §4h).
const EngineRow kTrtllm017[] = {
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 128, 128, 9104.61, -0.018},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 128, 128, 6627.27, -0.007},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 128, 2048, 5365.81, -0.035},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 128, 2048, 5255.99, +0.014},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 128, 4096, 3025.92, -0.029},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 128, 4096, 3453.79, -0.050},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 500, 2000, 4273.75, -0.036},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 500, 2000, 4276.58, +0.004},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 1000, 1000, 4054.71, -0.066},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 1000, 1000, 3786.83, -0.058},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 2048, 128, 1066.52, -0.076},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 2048, 128, 799.61, -0.121},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 2048, 2048, 2225.27, -0.036},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 2048, 2048, 2424.16, -0.071},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 5000, 500, 981.2, -0.119},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 5000, 500, 825.13, -0.101},
    {"llama-3.1-8b", "l40s-48gb", 1, Dtype::Fp8, 20000, 2000, 327.97, -0.039},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, Dtype::Fp16, 20000, 2000, 330.04, -0.043},
    {"llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 128, 128, 1313.96, +0.005},
    {"llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 128, 2048, 531.26, +0.023},
    {"llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 500, 2000, 439.41, +0.047},
    {"llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 1000, 1000, 472.94, +0.030},
    {"llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 2048, 128, 148.96, -0.091},
    {"llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 2048, 2048, 261.1, +0.036},
    {"llama-3.1-70b", "a100-sxm4-80gb", 2, Dtype::Fp16, 5000, 500, 121.47, +0.019},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 128, 128, 1523.52, -0.038},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 128, 128, 2733.48, -0.041},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 128, 2048, 1942.66, +0.009},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 128, 2048, 2811.27, +0.101},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 128, 4096, 1440.23, +0.022},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 128, 4096, 1976.49, +0.135},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 500, 2000, 1634.72, +0.010},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 500, 2000, 2275.79, +0.136},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 1000, 1000, 1209.25, -0.003},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 1000, 1000, 1921.77, +0.013},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 2048, 128, 177.72, -0.026},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 2048, 128, 325.15, -0.105},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 2048, 2048, 969.68, -0.009},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 2048, 2048, 1393.64, +0.070},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 5000, 500, 249.52, -0.064},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 5000, 500, 392.62, -0.042},
    {"llama-3.1-70b", "l40s-48gb", 4, Dtype::Fp8, 20000, 2000, 162.25, -0.025},
    {"llama-3.1-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 20000, 2000, 212.08, +0.038},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 128, 128, 1464.03, +0.022},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 128, 128, 4717.62, -0.125},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 128, 2048, 2303.31, +0.020},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 128, 2048, 5241.5, +0.084},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 128, 4096, 2018.22, +0.016},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 128, 4096, 3724.67, +0.144},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 500, 2000, 1971.96, +0.009},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 500, 2000, 4445.37, +0.066},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 1000, 1000, 1333.62, +0.024},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 1000, 1000, 3320.41, +0.028},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 2048, 128, 176.16, +0.022},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 2048, 128, 542.38, -0.120},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 2048, 2048, 1200.16, +0.014},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 2048, 2048, 2553.71, +0.056},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 5000, 500, 259.71, -0.007},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 5000, 500, 696.34, -0.086},
    {"llama-3.1-70b", "l40s-48gb", 8, Dtype::Fp8, 20000, 2000, 209.87, +0.010},
    {"llama-3.1-70b", "a100-sxm4-80gb", 8, Dtype::Fp16, 20000, 2000, 413.38, +0.050},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 128, 29526, +0.099},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 128, 28836.8, -0.011},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 2048, 25398.9, +0.089},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 2048, 21109.4, -0.046},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 4096, 17370.8, +0.031},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 4096, 13593.6, -0.081},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 500, 2000, 21020.8, +0.056},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 500, 2000, 16500.7, -0.020},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 1000, 17538, +0.043},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 1000, 1000, 15244.8, -0.083},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 128, 3794.14, -0.039},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 2048, 128, 3556.73, -0.100},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 2048, 11968.5, -0.011},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 2048, 2048, 9488.42, -0.093},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 5000, 500, 3987.79, -0.026},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 5000, 500, 3559.36, -0.124},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, Dtype::Fp8, 20000, 2000, 1804.1, -0.052},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, Dtype::Fp8, 20000, 2000, 1401.31, -0.116},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 128, 128, 6823.01, +0.018},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 128, 6645.12, -0.052},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 128, 2048, 8290.35, +0.108},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 2048, 6169.58, +0.026},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 128, 4096, 6526.67, +0.057},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 128, 4096, 3897.06, +0.024},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 500, 2000, 6848.02, +0.110},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 500, 2000, 4972.57, +0.049},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 1000, 1000, 5164.76, +0.068},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 1000, 1000, 4390.53, -0.035},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 2048, 128, 809, -0.019},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 2048, 128, 772.66, -0.074},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 2048, 2048, 4183.88, +0.030},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 2048, 2048, 2898.16, -0.007},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 5000, 500, 1025.38, +0.022},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 5000, 500, 919.73, -0.077},
    {"llama-3.1-70b", "h200-sxm-141gb", 2, Dtype::Fp8, 20000, 2000, 640.62, +0.030},
    {"llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 20000, 2000, 443.01, -0.005},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 128, 128, 11098.6, -0.016},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 128, 128, 11127.5, -0.119},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 128, 2048, 14156, +0.107},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 128, 2048, 11511.9, +0.044},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 128, 4096, 10574.1, +0.182},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 128, 4096, 7439.41, +0.123},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 500, 2000, 12452.8, +0.047},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 500, 2000, 9836.7, +0.020},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 1000, 1000, 8911.29, +0.042},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 1000, 1000, 7430.99, +0.024},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 2048, 128, 1358.06, -0.044},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 2048, 128, 1302.6, -0.101},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 2048, 2048, 7130.44, +0.067},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 2048, 2048, 5480.03, +0.023},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 5000, 500, 1811.55, -0.041},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 5000, 500, 1602.78, -0.076},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, Dtype::Fp8, 20000, 2000, 1199.68, +0.007},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 20000, 2000, 920.19, -0.001},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 128, 15355.8, -0.086},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 128, 14730.7, -0.146},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 2048, 21195.9, +0.016},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 2048, 17061.8, +0.035},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 4096, 16941.5, +0.099},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 4096, 14171.4, -0.038},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 500, 2000, 17278.4, +0.066},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 500, 2000, 14679.3, +0.010},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 1000, 1000, 13181.2, -0.033},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 1000, 1000, 11451.2, -0.045},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 2048, 128, 1983.03, -0.109},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 2048, 128, 1923.41, -0.171},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 2048, 2048, 11142.5, +0.003},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 2048, 2048, 8801.95, -0.002},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 5000, 500, 2717.83, -0.132},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 5000, 500, 2457.42, -0.164},
    {"llama-3.1-70b", "h200-sxm-141gb", 8, Dtype::Fp8, 20000, 2000, 1920.45, -0.036},
    {"llama-3.1-70b", "h100-sxm5-80gb", 8, Dtype::Fp8, 20000, 2000, 1512.6, -0.028},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 128, 4020.75, +0.022},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 128, 3378.03, -0.150},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 2048, 4165.68, +0.087},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 2048, 911.62, -0.221},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 128, 4096, 2651.75, +0.062},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 4096, 426.32, -0.141},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 500, 2000, 3018.39, +0.226},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 500, 2000, 775.57, -0.220},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 1000, 1000, 2823.45, +0.028},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 1000, 1000, 839.97, -0.175},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 128, 465.99, -0.027},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 2048, 128, 343.29, -0.175},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 2048, 2048, 1913.8, +0.033},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 5000, 500, 560.16, -0.015},
    {"llama-3.1-70b", "h100-sxm5-80gb", 1, Dtype::Fp8, 5000, 500, 245.34, -0.157},
    {"llama-3.1-70b", "h200-sxm-141gb", 1, Dtype::Fp8, 20000, 2000, 279.52, +0.051},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 128, 3874.19, -0.063},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 2048, 5938.09, +0.003},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 128, 4096, 5168.37, -0.002},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 500, 2000, 5084.29, -0.013},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 1000, 1000, 3399.69, +0.001},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 2048, 128, 463.42, -0.063},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 2048, 2048, 2940.62, +0.032},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 5000, 500, 669.13, -0.080},
    {"llama-3.1-405b", "h200-sxm-141gb", 8, Dtype::Fp8, 20000, 2000, 535.31, -0.044},
};

TEST(Serving, TensorRtLlm017RowsOnL40sAndA100MatchTheDocumentedErrors) { expectEngineRows(kTrtllm017, 0.95); }

namespace {

// One published vLLM or SGLang measurement (docs/validation.md §4g) and what it measured.
enum class Measured { Itl, Ttft, OutputTokensPerSecond, RequestsPerSecond };

struct OpenEngineRow
{
    const char *model;
    const char *gpu;
    int tp;
    Dtype weights, kv;
    ServingEngine engine;
    double memoryFraction;
    std::int64_t maxSequences;   // 0: the engine's default
    std::int64_t batch;          // a static batch (the one-request rows), 0: continuous batching
    std::int64_t input, output;
    Measured measured;
    double published;
    double documented;           // docs/validation.md §4g
};

constexpr auto kV = ServingEngine::Vllm;
constexpr auto kS = ServingEngine::Sglang;
constexpr auto kBf = Dtype::Bf16;

// vllm-project.github.io _posts/2026-04-22-fp8-kvcache.md (vLLM v0.19.1, FlashAttention 3, one
// H100): the fitted single-request ITL lines (intercept + slope x input, 128 output tokens) at 1k,
// 32k and 125k input tokens, and Tables 4-5 (150 requests at concurrency 8, ~20k in / ~2k out):
// output tokens/s and median TTFT. sgl-project/sglang benchmark/benchmark_vllm_060/README.md
// (vLLM 0.6.0 with its 256 sequences, SGLang 0.3.0; 5,000 ShareGPT prompts at once, requests/s;
// ShareGPT's mean lengths, 217 in / 194 out). The three gpt-oss-20b single-request ITL rows are
// where the MoE layer's decode cost (kMoeLayerDecodeS in perf.cpp) was measured: they agree by
// construction; every other MoE row here is predicted with it.
const OpenEngineRow kOpenEngines[] = {
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, kBf, kV, 0.9, 0, 1, 1000, 128, Measured::Itl, 6.44 + 4.37e-5 * 1000, +0.105},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, kBf, kV, 0.9, 0, 1, 32000, 128, Measured::Itl, 6.44 + 4.37e-5 * 32000, +0.108},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, kBf, kV, 0.9, 0, 1, 125000, 128, Measured::Itl, 6.44 + 4.37e-5 * 125000, +0.112},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, Dtype::Fp8, kV, 0.9, 0, 1, 1000, 128, Measured::Itl, 6.58 + 2.37e-5 * 1000, +0.081},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, Dtype::Fp8, kV, 0.9, 0, 1, 32000, 128, Measured::Itl, 6.58 + 2.37e-5 * 32000, +0.076},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, Dtype::Fp8, kV, 0.9, 0, 1, 125000, 128, Measured::Itl, 6.58 + 2.37e-5 * 125000, +0.066},
    {"gpt-oss-20b", "h100-sxm5-80gb", 1, Dtype::Mxfp4, kBf, kV, 0.9, 0, 1, 1000, 128, Measured::Itl, 4.05 + 8.94e-6 * 1000, -0.002},
    {"gpt-oss-20b", "h100-sxm5-80gb", 1, Dtype::Mxfp4, kBf, kV, 0.9, 0, 1, 32000, 128, Measured::Itl, 4.05 + 8.94e-6 * 32000, +0.000},
    {"gpt-oss-20b", "h100-sxm5-80gb", 1, Dtype::Mxfp4, kBf, kV, 0.9, 0, 1, 125000, 128, Measured::Itl, 4.05 + 8.94e-6 * 125000, +0.004},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, kBf, kV, 0.9, 8, 0, 20000, 2000, Measured::OutputTokensPerSecond, 450.3, -0.021},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, Dtype::Fp8, kV, 0.9, 8, 0, 20000, 2000, Measured::OutputTokensPerSecond, 517.5, +0.101},
    {"gpt-oss-20b", "h100-sxm5-80gb", 1, Dtype::Mxfp4, kBf, kV, 0.9, 8, 0, 20000, 2000, Measured::OutputTokensPerSecond, 831.6, +0.043},
    {"gpt-oss-20b", "h100-sxm5-80gb", 1, Dtype::Mxfp4, Dtype::Fp8, kV, 0.9, 8, 0, 20000, 2000, Measured::OutputTokensPerSecond, 853.0, +0.111},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, kBf, kV, 0.9, 8, 0, 20000, 2000, Measured::Ttft, 763.6, -0.032},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, kBf, Dtype::Fp8, kV, 0.9, 8, 0, 20000, 2000, Measured::Ttft, 742.8, -0.024},
    {"gpt-oss-20b", "h100-sxm5-80gb", 1, Dtype::Mxfp4, kBf, kV, 0.9, 8, 0, 20000, 2000, Measured::Ttft, 468.9, -0.095},
    {"gpt-oss-20b", "h100-sxm5-80gb", 1, Dtype::Mxfp4, Dtype::Fp8, kV, 0.9, 8, 0, 20000, 2000, Measured::Ttft, 451.7, -0.067},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, kBf, kBf, kV, 0.9, 256, 0, 217, 194, Measured::RequestsPerSecond, 21.27, +0.245},
    {"llama-3.1-8b", "a100-sxm4-80gb", 1, kBf, kBf, kS, 0.9, 0, 0, 217, 194, Measured::RequestsPerSecond, 22.03, +0.355},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, kBf, kBf, kV, 0.9, 256, 0, 217, 194, Measured::RequestsPerSecond, 19.04, +0.193},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, kBf, kBf, kS, 0.88, 0, 0, 217, 194, Measured::RequestsPerSecond, 19.84, +0.417},
    // TMElyralab/lyraW4AFp8 README.md at 6eb9f046, its baseline: DeepSeek-R1 (FP8 checkpoint) on one
    // 8 x H20 server, SGLang TP 8, --mem-fraction-static 0.9, 128 prompts of 1000 / 1000 tokens at
    // concurrency 64: output tokens/s and mean ITL (the client's 64 as the engine's limit; the KV
    // pool holds fewer, docs/validation.md §4g).
    {"deepseek-r1", "h20-96gb", 8, Dtype::Fp8, kBf, kS, 0.9, 64, 0, 1000, 1000, Measured::OutputTokensPerSecond, 777.91, +0.180},
    {"deepseek-r1", "h20-96gb", 8, Dtype::Fp8, kBf, kS, 0.9, 64, 0, 1000, 1000, Measured::Itl, 41.67, -0.111},
};

} // namespace

TEST(Serving, VllmAndSglangRowsMatchTheDocumentedErrors)
{
    for (const OpenEngineRow &r : kOpenEngines) {
        Scenario s = testdata::serving(testdata::preset(r.model), r.gpu);
        s.gpuCount = r.tp;
        s.parallel.tp = r.tp;
        s.inference.weights = r.weights;
        s.inference.kvCache = r.kv;
        s.inference.engine = r.engine;
        s.inference.memoryFraction = r.memoryFraction;
        s.inference.maxSequences = r.maxSequences;
        s.inference.batch = r.batch;
        s.inference.inputTokens = r.input;
        s.inference.outputTokens = r.output;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.inference) << r.model << " " << r.gpu;
        const InferenceEstimate &e = *o.inference;
        const double predicted = r.measured == Measured::Itl                     ? e.tpotMs
                                 : r.measured == Measured::Ttft                  ? e.ttftMs
                                 : r.measured == Measured::OutputTokensPerSecond ? e.tokensPerSecond
                                                                                 : e.requestsPerSecond;
        const double err = predicted / r.published - 1.0;
        std::printf("%-13s %-15s TP %d %-6s %6lld/%-5lld batch %4lld  predicted %8.2f published %8.2f  %+6.1f %%\n", r.model,
                    r.gpu, r.tp, servingEngineId(r.engine), static_cast<long long>(r.input), static_cast<long long>(r.output),
                    static_cast<long long>(e.batchPerReplica), predicted, r.published, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03) << r.model << " " << r.gpu << " " << r.input << "/" << r.output;
    }
}

// Latency at an offered load (docs/model.md §5.8, docs/validation.md §4i): TensorRT-LLM v0.14's
// online-serving table (NVIDIA/TensorRT-LLM docs/source/performance/perf-overview.md at 258c7540,
// "generated using version 0.14.0, with 500 requests and BF16 precision", the Triton TensorRT-LLM
// backend): mean TTFT and mean ITL at 2-32 requests/s. Rows whose rate the engine kept up with
// (below the same table's unbounded-rate throughput) are compared, each within 3 points of its
// recorded error; at or beyond it gpuplan's verdict (a steady state or not) is recorded. Nothing fitted.
struct OnlineRow
{
    const char *model, *gpu;
    int tp;
    std::int64_t input, output;
    double qps;
    double unboundedRps;       // the table's throughput at an unbounded rate (its INF row)
    double publishedRps, ttftMs, itlMs;
    bool steady;               // gpuplan finds a steady state at this rate
    double ttftErr, itlErr;    // recorded errors (rows below the unbounded-rate throughput)
};

const OnlineRow kTrtllm014Online[] = {
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 256, 2, 16, 2, 62, 21, true, +0.120, +0.081},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 256, 4, 16, 4, 68, 24, true, +0.089, +0.075},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 256, 8, 16, 7, 92, 32, true, -0.040, +0.103},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 256, 16, 16, 12, 175, 66, false, 0, 0},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 256, 32, 16, 16, 1229, 86, false, 0, 0},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 16, 2, 28, 2, 53, 18, true, +0.184, +0.217},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 16, 4, 28, 4, 58, 20, true, +0.179, +0.190},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 16, 8, 28, 8, 71, 24, true, +0.098, +0.192},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 16, 16, 28, 16, 109, 38, true, -0.006, +0.279},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 467, 16, 32, 28, 28, 1197, 482, false, 0, 0},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 202, 214, 2, 16, 2, 48, 20, true, -0.010, +0.075},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 202, 214, 4, 16, 4, 51, 22, true, -0.028, +0.041},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 202, 214, 8, 16, 7, 57, 25, true, -0.043, +0.048},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 202, 214, 16, 16, 11, 74, 32, true, -0.043, +0.156},
    {"llama-3.1-70b", "h100-sxm5-80gb", 4, 202, 214, 32, 16, 14, 116, 42, false, 0, 0},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 256, 2, 37, 2, 23, 8, true, +0.011, -0.062},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 256, 4, 37, 4, 24, 9, true, -0.004, -0.122},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 256, 8, 37, 8, 26, 9, true, -0.030, -0.033},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 256, 16, 37, 15, 30, 11, true, -0.033, +0.027},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 256, 32, 37, 26, 50, 19, true, +0.042, +0.405},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 16, 2, 79, 2, 19, 7, true, +0.063, +0.043},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 16, 4, 79, 4, 20, 7, true, +0.053, +0.071},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 16, 8, 79, 8, 22, 7, true, +0.026, +0.129},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 16, 16, 79, 16, 24, 8, true, +0.045, +0.125},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 467, 16, 32, 79, 31, 29, 10, true, +0.038, +0.200},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 202, 214, 2, 39, 2, 19, 7, true, -0.159, +0.043},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 202, 214, 4, 39, 4, 20, 8, true, -0.180, -0.062},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 202, 214, 8, 39, 7, 21, 9, true, -0.193, -0.133},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 202, 214, 16, 39, 13, 23, 10, true, -0.207, -0.130},
    {"llama-3.1-8b", "h100-sxm5-80gb", 1, 202, 214, 32, 39, 23, 27, 11, true, -0.189, +0.009},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 256, 2, 16, 2, 58, 18, true, +0.079, +0.011},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 256, 4, 16, 4, 63, 20, true, +0.049, +0.030},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 256, 8, 16, 7, 84, 27, true, -0.086, +0.026},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 256, 16, 16, 13, 165, 60, true, +0.296, +0.985},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 256, 32, 16, 16, 1279, 83, false, 0, 0},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 16, 2, 29, 2, 50, 15, true, +0.134, +0.173},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 16, 4, 29, 4, 55, 16, true, +0.112, +0.194},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 16, 8, 29, 8, 67, 20, true, +0.033, +0.150},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 16, 16, 29, 16, 103, 33, true, -0.091, +0.179},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 467, 16, 32, 29, 28, 1259, 485, false, 0, 0},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 202, 214, 2, 17, 2, 43, 17, true, -0.043, +0.018},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 202, 214, 4, 17, 4, 46, 18, true, -0.071, +0.022},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 202, 214, 8, 17, 7, 51, 21, true, -0.087, -0.005},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 202, 214, 16, 17, 11, 67, 28, true, -0.127, +0.032},
    {"llama-3.1-70b", "h200-sxm-141gb", 4, 202, 214, 32, 17, 15, 112, 39, false, 0, 0},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 256, 2, 40, 2, 21, 6, true, -0.012, -0.050},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 256, 4, 40, 4, 23, 7, true, -0.075, -0.157},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 256, 8, 40, 8, 24, 7, true, -0.076, -0.071},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 256, 16, 40, 15, 27, 9, true, -0.088, -0.089},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 256, 32, 40, 27, 44, 16, true, -0.163, +0.019},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 16, 2, 81, 2, 18, 5, true, +0.024, +0.120},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 16, 4, 81, 4, 19, 6, true, -0.000, -0.050},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 16, 8, 81, 8, 20, 6, true, +0.004, +0.017},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 16, 16, 81, 16, 22, 7, true, +0.003, -0.029},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 467, 16, 32, 81, 31, 27, 9, true, -0.030, +0.022},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 202, 214, 2, 43, 2, 17, 6, true, -0.212, -0.083},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 202, 214, 4, 43, 4, 18, 6, true, -0.233, -0.050},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 202, 214, 8, 43, 7, 19, 7, true, -0.252, -0.157},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 202, 214, 16, 43, 14, 20, 8, true, -0.246, -0.188},
    {"llama-3.1-8b", "h200-sxm-141gb", 1, 202, 214, 32, 43, 24, 24, 9, true, -0.272, -0.100},
};

TEST(Serving, TensorRtLlm014OnlineLatencyAtTheOfferedLoadMatchesTheDocumentedErrors)
{
    int compared = 0;
    for (const OnlineRow &r : kTrtllm014Online) {
        Scenario s = testdata::serving(testdata::preset(r.model), r.gpu);
        s.gpuCount = r.tp;
        s.parallel.tp = r.tp;
        s.inference.weights = Dtype::Bf16;
        s.inference.kvCache = Dtype::Bf16;
        s.inference.engine = ServingEngine::TensorRtLlm;
        s.inference.inputTokens = r.input;
        s.inference.outputTokens = r.output;
        s.inference.qps = r.qps;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.inference) << r.model << " " << r.gpu;
        const std::optional<LoadPoint> &at = o.inference->atLoad;
        EXPECT_EQ(at.has_value(), r.steady) << r.model << " " << r.gpu << " " << r.input << "/" << r.output << " at " << r.qps;
        if (!at || r.qps >= r.unboundedRps)
            continue;
        const double ttftErr = at->ttftMs / r.ttftMs - 1.0, itlErr = at->itlMs / r.itlMs - 1.0;
        std::printf("%-13s %-15s TP %d %4lld/%-4lld at %4.0f req/s  TTFT %6.1f vs %5.0f %+6.1f %%  ITL %6.1f vs %4.0f %+6.1f %%  (%.1f sequences)\n",
                    r.model, r.gpu, r.tp, static_cast<long long>(r.input), static_cast<long long>(r.output), r.qps, at->ttftMs,
                    r.ttftMs, 100.0 * ttftErr, at->itlMs, r.itlMs, 100.0 * itlErr, at->sequences);
        EXPECT_NEAR(ttftErr, r.ttftErr, 0.03) << r.model << " " << r.gpu << " " << r.input << "/" << r.output << " at " << r.qps;
        EXPECT_NEAR(itlErr, r.itlErr, 0.03) << r.model << " " << r.gpu << " " << r.input << "/" << r.output << " at " << r.qps;
        // Little's law holds at the point: sequences = rate × output tokens × ITL.
        EXPECT_NEAR(at->sequences, r.qps * static_cast<double>(r.output) * at->itlMs / 1e3, 1.0 + 1e-3 * at->sequences);
        ++compared;
    }
    EXPECT_EQ(compared, 51);
}

// A rate beyond a replica's capacity has no steady state; below it the latency grows with the rate,
// and at a vanishing rate it is one request alone (§5.8).
TEST(Serving, LatencyAtLoadGrowsWithTheRateUpToTheCapacity)
{
    Scenario s = testdata::serving(testdata::preset("llama-3.1-8b"), "h100-sxm5-80gb");
    s.gpuCount = 1;
    s.inference.inputTokens = 1000;
    s.inference.outputTokens = 500;
    double previousItl = 0, previousTtft = 0;
    double capacity = 0;
    for (double qps : {0.01, 1.0, 4.0, 16.0, 32.0}) {
        s.inference.qps = qps;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.options.front().inference);
        const InferenceEstimate &e = *p.options.front().inference;
        capacity = e.requestsPerSecond / static_cast<double>(e.replicas);
        if (qps > capacity) {
            EXPECT_FALSE(e.atLoad) << qps;
            continue;
        }
        ASSERT_TRUE(e.atLoad) << qps;
        EXPECT_NEAR(e.atLoad->requestsPerSecond, qps, 1e-9);
        EXPECT_GE(e.atLoad->itlMs, previousItl) << qps;
        EXPECT_GE(e.atLoad->ttftMs, previousTtft) << qps;
        EXPECT_LE(e.atLoad->itlMs, e.tpotMs * 1.001) << qps;   // never slower than at the full batch
        previousItl = e.atLoad->itlMs;
        previousTtft = e.atLoad->ttftMs;
    }
    // No rate: no operating point. A fixed batch: none either.
    s.inference.qps = 0;
    EXPECT_FALSE(plan(s, testdata::catalog()).options.front().inference->atLoad);
    s.inference.qps = 4;
    s.inference.batch = 8;
    EXPECT_FALSE(plan(s, testdata::catalog()).options.front().inference->atLoad);
}

// A mixture of experts at a low rate: the step that carries a prompt also reads the experts the
// prompt's tokens route to, which the decode batch of one sequence does not (docs/model.md §5.8, E).
// Qwen3-30B-A3B on one H200, 128-token prompts at 0.1 requests/s came out at 6.1 ms, below the
// prompt's own batch-1 prefill (15.7 ms); a dense model's step reads every weight anyway.
TEST(Serving, MoeLatencyAtLowLoadIsNoLessThanItsPromptAlone)
{
    for (const char *model : {"qwen3-30b-a3b", "gpt-oss-20b", "llama-3.1-8b"}) {
        Scenario s = testdata::serving(testdata::preset(model), "h200-sxm-141gb");
        s.gpuCount = 1;
        s.inference.inputTokens = 128;
        s.inference.outputTokens = 64;
        s.inference.qps = 0.1;
        const Plan atRate = plan(s, testdata::catalog());
        ASSERT_TRUE(atRate.issues.empty()) << model << ": " << describe(atRate.issues.front());
        ASSERT_TRUE(atRate.options.front().inference && atRate.options.front().inference->atLoad) << model;
        const double ttft = atRate.options.front().inference->atLoad->ttftMs;
        s.inference.qps = 0;
        s.inference.batch = 1;
        const double alone = plan(s, testdata::catalog()).options.front().inference->ttftMs;
        EXPECT_GE(ttft, alone) << model;
        EXPECT_LT(ttft, 2.0 * alone + 10.0) << model;   // half a step's wait and one step more, not a queue
    }
}

// An encoder has no decode: the requests of a batch run as one forward pass, whether the batch is
// chosen by the search or fixed (docs/model.md §5.4). BERT-base on an A30 came out at 164,052
// requests/s with the search's batch of 256 — each request at the cost of one alone, 112x the GPU's
// peak — against 825 with --batch 256.
// A fixed count is the count asked, above the GPU limit too, serving as training (a QA pass: 5,000
// fixed GPUs were served on 4,096, the default limit, without a word; training planned 5,000).
TEST(Serving, AFixedCountAboveTheGpuLimitIsTheCountAsked)
{
    for (const Workload w : {Workload::Inference, Workload::Pretrain}) {
        Scenario s = testdata::serving(testdata::preset("llama-3-8b"), "h100-sxm5-80gb");
        s.workload = w;
        s.gpuCount = 5000;
        ASSERT_EQ(s.maxGpus, 4096);
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        EXPECT_EQ(o.gpuCount, 5000) << workloadId(w);
        EXPECT_EQ(static_cast<std::int64_t>(o.layout.tp) * o.layout.pp * o.layout.dp * o.layout.cp, 5000) << workloadId(w);
    }
}

TEST(Serving, EncoderBatchRunsAsOneForwardPass)
{
    Scenario s = testdata::serving(testdata::preset("bert-base-uncased"), "a30-24gb");
    s.gpuCount = 1;
    const Plan searched = plan(s, testdata::catalog());
    ASSERT_TRUE(searched.issues.empty()) << describe(searched.issues.front());
    const InferenceEstimate &e = *searched.options.front().inference;
    s.inference.batch = e.batchPerReplica;
    const Plan fixedPlan = plan(s, testdata::catalog());
    ASSERT_TRUE(fixedPlan.options.front().inference);
    const InferenceEstimate &fixed = *fixedPlan.options.front().inference;
    EXPECT_NEAR(e.ttftMs, fixed.ttftMs, 1e-9 * fixed.ttftMs);
    EXPECT_NEAR(e.requestsPerSecond, fixed.requestsPerSecond, 1e-9 * fixed.requestsPerSecond);
    // Never beyond the GPU's peak: 2 FLOPs per parameter and token at least.
    const Gpu &gpu = *testdata::catalog().gpu("a30-24gb");
    const double flopsPerRequest = 2.0 * static_cast<double>(modelStats(s).params.total)
                                   * static_cast<double>(s.inference.inputTokens);
    EXPECT_LT(e.requestsPerSecond * flopsPerRequest, gpu.peak(Dtype::Fp16).value_or(0) * 1e12);
}

// A latency limit holds at the scenario's rate, not only at the full batch (docs/model.md §5.8). The
// 10B example at 100 requests/s on A100s: five TP 2 replicas meet TTFT ≤ 80 ms at their full batch
// (56 ms) but at 20 requests/s each a request waits for the step in progress and shares its step
// with the prompts that came meanwhile (95 ms); six replicas (17 requests/s each) meet it (62 ms).
// A pipeline keeps one micro-batch in flight per stage (vLLM V1's batch queue, TensorRT-LLM's
// micro-batches; docs/model.md §5.4): a token of every sequence each time a micro-batch of B/p
// crosses the model, so a pipeline of two at batch 64 paces its tokens like one GPU at batch 32 and
// its two GPUs serve more than one. A QA pass read TP 2 PP 2 at the tokens per second of TP 2 alone
// (4,209 against 4,212): the second stage's GPUs had bought memory and nothing else.
TEST(Serving, PipelineStagesServeMicroBatchesInFlight)
{
    Scenario s = testdata::scenario("llama-3.1-8b", Workload::Inference, "h100-sxm5-80gb");
    s.parallel.tp = 1;
    s.inference.inputTokens = 1000;
    s.inference.outputTokens = 300;
    const auto served = [&](int pp, std::int64_t batch) {
        s.parallel.pp = pp;
        s.inference.batch = batch;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_TRUE(!p.options.empty() && p.options.front().inference);
        return *p.options.front().inference;
    };
    const InferenceEstimate one32 = served(1, 32), one64 = served(1, 64), two64 = served(2, 64);
    // The pace: one GPU's step at the micro-batch, plus one hand-off between the stages (< 2 %).
    EXPECT_GE(two64.tpotMs, one32.tpotMs);
    EXPECT_NEAR(two64.tpotMs, one32.tpotMs, 0.02 * one32.tpotMs);
    // A static batch's prompts: two micro-batches through two stages, three stage times.
    EXPECT_NEAR(two64.ttftMs, one32.ttftMs * 1.5, 1e-6 * one32.ttftMs);
    // One request crosses the stages once: its plain prefill (a QA pass read 1.5 times it at batch 1).
    EXPECT_NEAR(served(2, 1).ttftMs, served(1, 1).ttftMs, 0.02 * served(1, 1).ttftMs);
    EXPECT_GT(two64.tokensPerSecond, 1.2 * one64.tokensPerSecond);
    // Continuous batching: twice the memory for the cache, and the tokens follow it.
    const InferenceEstimate one = served(1, 0), two = served(2, 0);
    EXPECT_GT(two.tokensPerSecond, 1.8 * one.tokensPerSecond);
    EXPECT_LT(two.tokensPerSecond, 2.2 * one.tokensPerSecond);
}

// Nothing fits on the count ladder: every pipeline depth is tried. Qwen2.5-7B (28 heads: TP at most
// 4; 28 layers) at a fixed batch of 100,000 sequences holds its KV cache only one layer a stage,
// TP 4 × PP 28 = 112 GPUs, between the ladder's 64 and 128 (a QA pass read "nothing fits within 4,096").
TEST(Serving, PipelineDepthOffTheLadderIsFoundWhenNothingElseFits)
{
    Scenario s = testdata::serving(testdata::preset("qwen2.5-7b"), "h20-96gb");
    s.inference.batch = 100000;
    const Plan p = plan(s, testdata::catalog());
    ASSERT_EQ(p.options.size(), 1u);
    const Option &o = p.options.front();
    EXPECT_TRUE(o.fits);
    EXPECT_EQ(o.gpuCount, 112);
    EXPECT_EQ(o.layout.tp, 4);
    EXPECT_EQ(o.layout.pp, 28);
    EXPECT_LE(o.memory.total(), o.usableBytes);
}

// Llama 3.1 70B on H100 at 20 requests/s, as a consultant's QA pass tried it: a fixed count picks the
// layout that answers soonest at the rate (it had picked the most capacity: TP 2 PP 2 × 4 on 16 GPUs,
// 38 ms between tokens, where TP 4 × 4 gives 28); a free search buys whole servers and serves on all
// their GPUs (its five-stage pipeline had left 3 of 8 idle); a TPOT limit beyond every layout is
// answered with the one that comes closest (it was the five-stage pipeline, 54 ms a token, where TP 4
// reaches 20); a fixed count above the GPU limit is planned as asked.
TEST(Serving, ALiveMeetingsAnswersAreTheFastestAtTheRate)
{
    Scenario s = testdata::serving(testdata::preset("llama-3.1-70b"), "h100-sxm5-80gb");
    s.inference.qps = 20;
    const auto e2eAtRate = [&](const Option &o) { return endToEndMs(*o.inference->atLoad, s.inference.outputTokens); };
    s.gpuCount = 16;
    const Option fixed = plan(s, testdata::catalog()).options.front();
    ASSERT_TRUE(fixed.fits && fixed.inference && fixed.inference->atLoad);
    for (const auto &[tp, pp] : {std::pair {2, 2}, std::pair {1, 4}, std::pair {8, 1}, std::pair {2, 1}}) {
        Scenario pinned = s;
        pinned.parallel.tp = tp;
        pinned.parallel.pp = pp;
        const Option other = plan(pinned, testdata::catalog()).options.front();
        if (other.fits && other.inference && other.inference->atLoad && other.inference->meetsQps) {
            EXPECT_LE(e2eAtRate(fixed), e2eAtRate(other) * 1.0001) << "TP " << tp << " PP " << pp;
        }
    }
    s.gpuCount = 0;
    const Option free = plan(s, testdata::catalog()).options.front();
    ASSERT_TRUE(free.fits && free.purchase && free.purchase->inference);
    EXPECT_EQ(free.purchase->idleGpus, 0);
    EXPECT_EQ(static_cast<std::int64_t>(free.purchase->layout.tp) * free.purchase->layout.pp * free.purchase->layout.dp,
              free.purchase->gpuCount);
    EXPECT_GE(free.purchase->inference->requestsPerSecond, s.inference.qps);
    s.inference.tpotMs = 15;
    const Option unreachable = plan(s, testdata::catalog()).options.front();
    ASSERT_TRUE(unreachable.inference);
    EXPECT_FALSE(unreachable.inference->meetsLatency);
    EXPECT_GE(unreachable.layout.tp, 4);
    EXPECT_LT(unreachable.inference->oneSequenceTpotMs, 25.0);
    s.inference.tpotMs = 0;
    s.gpuCount = 5;
    s.maxGpus = 4;
    const Option above = plan(s, testdata::catalog()).options.front();
    EXPECT_TRUE(above.fits);
    EXPECT_EQ(above.gpuCount, 5);
    EXPECT_EQ(static_cast<std::int64_t>(above.layout.tp) * above.layout.pp * above.layout.dp, 5);
}

TEST(Serving, LatencyLimitsHoldAtTheRequestedRate)
{
    std::ifstream in(std::string(GPUPLAN_TEST_DATA) + "/../../examples/serve-10b-100qps.gpuplan");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const Result<ScenarioFile> file = parseScenarioFile(text, &testdata::catalog());
    ASSERT_TRUE(file);
    Scenario s = file->scenario;
    s.gpuIds = {"a100-sxm4-80gb"};
    const auto served = [&](double ttftLimit) {
        s.inference.ttftMs = ttftLimit;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_TRUE(p.options.front().inference);
        return p.options.front();
    };
    const Option open = served(0);
    ASSERT_TRUE(open.inference && open.inference->atLoad);
    EXPECT_EQ(open.gpuCount, 10);
    // The full batch is the replica at its capacity, the rate a lighter load: its first token is never
    // the faster one (two QA passes read 120 ms at the full batch beside 146 ms at the rate, when the
    // full batch was one prompt alone then a step; model.md §5.4).
    EXPECT_GE(open.inference->ttftMs, open.inference->atLoad->ttftMs);
    EXPECT_GE(open.inference->tpotMs, open.inference->atLoad->itlMs);
    EXPECT_GT(open.inference->atLoad->ttftMs, 90.0);    // 10 A100 miss 90 ms at the rate
    const Option limited = served(90);
    ASSERT_TRUE(limited.inference && limited.inference->atLoad);
    EXPECT_TRUE(limited.inference->meetsLatency);
    EXPECT_LE(limited.inference->atLoad->ttftMs, 90.0);
    EXPECT_LE(limited.inference->ttftMs, 90.0);         // the batch is chosen for it
    EXPECT_EQ(limited.gpuCount, 12);
    EXPECT_FALSE(testdata::hasWarning(limited, WarningCode::LatencyMissed));

    // On L40s the 10B model's prompt alone takes longer than 80 ms: the limit cannot be met at any
    // batch. It is said, and the count stays the one the TPOT limit and the rate need (it was 751
    // GPUs at one sequence each, 3 % closer to the limit than 32 GPUs).
    s.gpuIds = {"l40-48gb"};
    const Option l40 = served(0);
    const Option unreachable = served(80);
    ASSERT_TRUE(unreachable.inference);
    EXPECT_FALSE(unreachable.inference->meetsLatency);
    EXPECT_TRUE(testdata::hasWarning(unreachable, WarningCode::LatencyMissed));
    EXPECT_GT(unreachable.inference->ttftMs, 80.0);
    // The warning names the limit missed and by how much (a zh_CN QA pass read no word of either).
    for (const Warning &w : unreachable.warnings)
        if (w.code == WarningCode::LatencyMissed) {
            EXPECT_EQ(w.latency, LatencyLimit::Ttft);
            // Missed even by one sequence at a time: the warning gives that, the least it can be (a QA
            // pass read the full batch's figure), below the plan's own and above the limit.
            EXPECT_TRUE(w.oneSequence);
            EXPECT_DOUBLE_EQ(w.value, unreachable.inference->oneSequenceTtftMs);
            EXPECT_GT(w.value, 80.0);
            EXPECT_LT(w.value, unreachable.inference->ttftMs);
            EXPECT_DOUBLE_EQ(w.limitMs, 80.0);
        }
    EXPECT_EQ(unreachable.gpuCount, l40.gpuCount);
    EXPECT_EQ(l40.gpuCount, 32);
}

// The engine's most concurrent sequences (vLLM max_num_seqs, SGLang max_running_requests,
// TensorRT-LLM max_batch_size; docs/model.md §5.5): its default on the GPU unless the scenario sets
// one. Llama 3.1 8B in BF16 on one H100 at 256 / 256 holds about 850 sequences in its KV cache, under
// vLLM's 1,024 on an 80 GB Hopper; at 256 (vLLM's default on an A100, and before V1) the batch and
// the time per output token fall, and so does the throughput.
TEST(Serving, MaxSequencesOverridesTheEngineDefault)
{
    auto served = [](const char *gpu, std::int64_t maxSequences) {
        Scenario s = testdata::serving(testdata::preset("llama-3.1-8b"), gpu);
        s.gpuCount = 1;
        s.inference.inputTokens = 256;
        s.inference.outputTokens = 256;
        s.inference.maxSequences = maxSequences;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_TRUE(p.issues.empty());
        EXPECT_TRUE(!p.options.empty() && p.options.front().fits && p.options.front().inference);
        return p.options.empty() || !p.options.front().inference ? InferenceEstimate {} : *p.options.front().inference;
    };
    const InferenceEstimate byDefault = served("h100-sxm5-80gb", 0);
    EXPECT_EQ(byDefault.maxSequences, 1024);
    EXPECT_GT(byDefault.batchPerReplica, 700);   // the KV cache, not the engine, sets it
    EXPECT_LT(byDefault.batchPerReplica, 1024);
    const InferenceEstimate capped = served("h100-sxm5-80gb", 256);
    EXPECT_EQ(capped.maxSequences, 256);
    EXPECT_EQ(capped.batchPerReplica, 256);
    EXPECT_LT(capped.tpotMs, 0.6 * byDefault.tpotMs);
    EXPECT_LT(capped.tokensPerSecond, byDefault.tokensPerSecond);
    EXPECT_EQ(served("a100-sxm4-80gb", 0).maxSequences, 256);
    // Raising the limit above what the KV cache holds changes nothing.
    EXPECT_EQ(served("h100-sxm5-80gb", 4096).batchPerReplica, byDefault.batchPerReplica);

    Scenario bad = testdata::serving(testdata::preset("llama-3.1-8b"), "h100-sxm5-80gb");
    for (std::int64_t v : {std::int64_t {-1}, std::int64_t {2'000'000}}) {
        bad.inference.maxSequences = v;
        const std::vector<Issue> issues = validate(bad, testdata::catalog());
        EXPECT_TRUE(std::any_of(issues.begin(), issues.end(),
                                [](const Issue &i) { return i.code == IssueCode::OutOfRange && i.field == "max_sequences"; }))
            << v;
    }
}

namespace {

double ttftMs(const char *gpu, Dtype weights)
{
    Scenario s = testdata::serving(testdata::preset("llama-2-7b"), gpu);
    s.gpuCount = 1;
    s.inference.weights = weights;
    s.inference.batch = 16;
    s.inference.inputTokens = 1024;
    s.inference.outputTokens = 128;
    const Plan p = plan(s, testdata::catalog());
    EXPECT_TRUE(p.issues.empty());
    const Option &o = p.options.front();
    EXPECT_TRUE(o.fits && o.inference) << gpu;
    return o.inference ? o.inference->ttftMs : 0;
}

} // namespace

// INT8 weights run as W8A8 on INT8 tensor cores (Turing and later): prefill, which is compute-bound,
// speeds up by about the INT8/BF16 peak ratio (2x on A100 and L40); on a V100, whose INT8 figure is
// DP4A, INT8 stays weight-only and the prefill does not change.
TEST(Serving, W8A8SpeedsUpPrefillOnlyOnInt8TensorCores)
{
    for (const char *gpu : {"a100-sxm4-80gb", "l40-48gb", "h100-sxm5-80gb"}) {
        const double bf16 = ttftMs(gpu, Dtype::Bf16), int8 = ttftMs(gpu, Dtype::Int8);
        EXPECT_LT(int8, 0.7 * bf16) << gpu;
        EXPECT_GT(int8, 0.4 * bf16) << gpu;
    }
    EXPECT_NEAR(ttftMs("v100-sxm2-32gb", Dtype::Int8) / ttftMs("v100-sxm2-32gb", Dtype::Bf16), 1.0, 0.01);
}

// MXFP4 weights run on FP4 tensor cores where the catalogue has an FP4 peak (B200: 9 PFLOPS dense,
// twice its FP8): a compute-bound prefill speeds up about as INT8's W8A8 does on its tensor cores.
// On an H100 (no FP4 units) MXFP4 is weight-only: 16-bit compute, the prefill as in BF16.
TEST(Serving, MxfpFourComputesInFp4OnlyWhereTheGpuHasFp4TensorCores)
{
    const Gpu &b200 = *testdata::catalog().gpu("b200-180gb");
    const Gpu &h100 = *testdata::catalog().gpu("h100-sxm5-80gb");
    ASSERT_TRUE(b200.peak(Dtype::Mxfp4));
    ASSERT_FALSE(h100.peak(Dtype::Mxfp4));
    Scenario s;
    s.workload = Workload::Inference;
    s.inference.weights = Dtype::Mxfp4;
    EXPECT_EQ(computeDtype(s, b200), Dtype::Mxfp4);
    EXPECT_EQ(computeDtype(s, h100), Dtype::Bf16);
    EXPECT_LT(ttftMs("b200-180gb", Dtype::Mxfp4), 0.7 * ttftMs("b200-180gb", Dtype::Bf16));
    EXPECT_NEAR(ttftMs("h100-sxm5-80gb", Dtype::Mxfp4) / ttftMs("h100-sxm5-80gb", Dtype::Bf16), 1.0, 0.05);
}

// NVFP4 is NVIDIA's format: FP4 tensor cores on Blackwell (the catalogue's one "fp4" peak), weight-only
// with 16-bit compute on Hopper and on AMD's MI355X, whose FP4 units take MXFP4.
TEST(Serving, NvfpFourComputesInFp4OnlyOnNvidiaBlackwell)
{
    Scenario s;
    s.workload = Workload::Inference;
    s.inference.weights = Dtype::Nvfp4;
    const Gpu &b200 = *testdata::catalog().gpu("b200-180gb");
    const Gpu &mi355 = *testdata::catalog().gpu("mi355x-288gb");
    EXPECT_EQ(computeDtype(s, b200), Dtype::Nvfp4);
    EXPECT_EQ(b200.peak(Dtype::Nvfp4), b200.peak(Dtype::Mxfp4));
    ASSERT_TRUE(mi355.peak(Dtype::Mxfp4));
    EXPECT_NE(computeDtype(s, mi355), Dtype::Nvfp4);
    EXPECT_EQ(computeDtype(s, *testdata::catalog().gpu("h100-sxm5-80gb")), Dtype::Bf16);
    EXPECT_LT(ttftMs("b200-180gb", Dtype::Nvfp4), 0.7 * ttftMs("b200-180gb", Dtype::Bf16));
    EXPECT_NEAR(ttftMs("h100-sxm5-80gb", Dtype::Nvfp4) / ttftMs("h100-sxm5-80gb", Dtype::Bf16), 1.0, 0.05);
}

// TensorRT-LLM v0.6.1 static-batch peak throughput (NVIDIA/TensorRT-LLM docs/source/performance.md,
// "updated for v0.6.1"; docs/reference-runs.md §B.1): H100 SXM FP8 weights and KV cache, output
// tokens/s per GPU, the published batch. Engine `trtllm-2023`: before the XQA kernel, decode
// attention reads the KV cache once per query head, so Llama-2-70B's GQA saves no decode traffic.
// docs/validation.md §4c; a row may not move more than 3 points from its recorded error.
struct StaticBatchRow
{
    const char *model;
    int tp;
    std::int64_t batch, input, output;
    double published;    // output tokens/s per GPU
    double documented;
    const char *gpu = "h100-sxm5-80gb";
    Dtype dtype = Dtype::Fp8;   // weights and KV cache
};

const StaticBatchRow kTrtllm2023[] = {
    {"llama-2-7b", 1, 768, 128, 128, 19694, +0.072},  {"llama-2-7b", 1, 112, 128, 2048, 6818, -0.064},
    {"llama-2-7b", 1, 80, 2048, 128, 2244, -0.049},   {"llama-2-7b", 1, 48, 2048, 2048, 2740, -0.097},
    {"llama-2-70b", 2, 1024, 128, 128, 2657, -0.058}, {"llama-2-70b", 4, 480, 128, 2048, 1486, -0.235},
    {"llama-2-70b", 2, 96, 2048, 128, 306, -0.137},   {"llama-2-70b", 2, 64, 2048, 2048, 547, -0.188},
    // The same page's Falcon 180B rows on H100 (FP8), and its A100 (FP16) table, whose header says
    // "out tok/s": per GPU as the H100 table's, since 670 tokens/s in all for 70B at batch 1280 on
    // four A100 would take 1.9 s a decode step.
    {"falcon-180b", 4, 1024, 128, 128, 987, -0.051},       {"falcon-180b", 8, 1024, 128, 2048, 724, -0.236},
    {"falcon-180b", 4, 64, 2048, 128, 112, -0.141},        {"falcon-180b", 4, 64, 2048, 2048, 264, -0.236},
    {"llama-2-7b", 1, 384, 128, 128, 5586, -0.067, "a100-sxm4-80gb", Dtype::Fp16},
    {"llama-2-7b", 1, 60, 128, 2048, 1928, -0.079, "a100-sxm4-80gb", Dtype::Fp16},
    {"llama-2-7b", 1, 52, 2048, 128, 591, -0.109, "a100-sxm4-80gb", Dtype::Fp16},
    {"llama-2-7b", 2, 64, 2048, 2048, 782, -0.013, "a100-sxm4-80gb", Dtype::Fp16},
    {"llama-2-70b", 4, 1280, 128, 128, 670, -0.161, "a100-sxm4-80gb", Dtype::Fp16},
    {"llama-2-70b", 4, 240, 128, 2048, 525, -0.346, "a100-sxm4-80gb", Dtype::Fp16},
    {"llama-2-70b", 4, 120, 2048, 128, 79, -0.240, "a100-sxm4-80gb", Dtype::Fp16},
    {"falcon-180b", 8, 1024, 128, 128, 232, -0.089, "a100-sxm4-80gb", Dtype::Fp16},
    {"falcon-180b", 8, 128, 128, 2048, 180, -0.253, "a100-sxm4-80gb", Dtype::Fp16},
};

// docs/validation.md §4k: vLLM's CI latency dashboard (benchmark_latency, a batch of 8, 32 prompt
// and 128 output tokens, BF16: the whole request's latency as a speed) and NVIDIA NIM 1.8.0 (Llama
// 3.3 70B on 2 H100 at TP 2, FP8 with an FP8 KV cache, 5,000 / 500 tokens, output tokens/s at a
// fixed concurrency). A row may not move more than 3 points from its recorded error.
TEST(Serving, VllmDashboardAndNimRowsMatchTheDocumentedErrors)
{
    struct LatencyRow
    {
        const char *model, *gpu;
        int tp;
        double measuredMs, documented;
    };
    const LatencyRow vllm[] = {
        {"llama-3.1-8b", "a100-sxm4-80gb", 1, 1579, +0.107}, {"llama-3.1-70b", "a100-sxm4-80gb", 4, 3991, +0.043},
        {"llama-3.1-8b", "h100-sxm5-80gb", 1, 998, +0.070},  {"llama-3.1-70b", "h100-sxm5-80gb", 4, 2444, -0.085},
        {"llama-3.1-8b", "h200-sxm-141gb", 1, 834, +0.168},  {"llama-3.1-70b", "h200-sxm-141gb", 4, 2075, -0.042},
    };
    for (const LatencyRow &r : vllm) {
        Scenario s = testdata::serving(testdata::preset(r.model), r.gpu);
        s.gpuCount = r.tp;
        s.parallel.tp = r.tp;
        s.inference.batch = 8;
        s.inference.inputTokens = 32;
        s.inference.outputTokens = 128;
        s.inference.engine = ServingEngine::Vllm;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_FALSE(p.options.empty()) << r.model << " on " << r.gpu;
        ASSERT_TRUE(p.options.front().inference) << r.model << " on " << r.gpu;
        const double err = r.measuredMs / p.options.front().inference->e2eMs - 1.0;
        std::printf("vLLM %-14s %-16s TP %d  %7.0f ms vs %7.0f ms measured  %+6.1f %%\n", r.model, r.gpu, r.tp,
                    p.options.front().inference->e2eMs, r.measuredMs, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03) << r.model << " on " << r.gpu;
    }
    struct NimRow
    {
        int concurrency;
        double measured, documented;   // output tokens/s
    };
    const NimRow nim[] = {{1, 51.7, +0.100}, {5, 218, +0.062}, {25, 623, -0.037}, {50, 814, -0.080}, {100, 920, -0.085}};
    for (const auto &[concurrency, measured, documented] : nim) {
        Scenario s = testdata::servingAtTp("llama-3.1-70b", "h100-sxm5-80gb", 2, Dtype::Fp8, 5000, 500, ServingEngine::TensorRtLlm);
        s.inference.maxSequences = concurrency;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_FALSE(p.options.empty());
        ASSERT_TRUE(p.options.front().inference);
        const double err = p.options.front().inference->tokensPerSecond / measured - 1.0;
        std::printf("NIM concurrency %3d  %6.0f vs %6.0f output tokens/s  %+6.1f %%\n", concurrency,
                    p.options.front().inference->tokensPerSecond, measured, 100.0 * err);
        EXPECT_NEAR(err, documented, 0.03) << "concurrency " << concurrency;
    }
}

TEST(Serving, TensorRtLlm2023StaticBatchRowsMatchTheDocumentedErrors)
{
    for (const StaticBatchRow &r : kTrtllm2023) {
        Scenario s = testdata::serving(testdata::preset(r.model), r.gpu);
        s.gpuCount = r.tp;
        s.parallel.tp = r.tp;
        s.inference.batch = r.batch;
        s.inference.inputTokens = r.input;
        s.inference.outputTokens = r.output;
        s.inference.weights = r.dtype;
        s.inference.kvCache = r.dtype;
        s.inference.engine = ServingEngine::TensorRtLlm2023;   // a static batch: the whole device, no fraction
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.inference) << r.model;
        const double perGpu = o.inference->tokensPerSecond / r.tp;
        const double err = perGpu / r.published - 1.0;
        std::printf("%-12s %-15s TP %d batch %4lld %5lld/%-5lld predicted %6.0f published %6.0f  %+6.1f %%\n", r.model, r.gpu, r.tp,
                    static_cast<long long>(r.batch), static_cast<long long>(r.input), static_cast<long long>(r.output),
                    perGpu, r.published, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03) << r.model << " " << r.input << "/" << r.output;
        // The modern engine (XQA shares each KV head across its query group) is at least as fast.
        Scenario modern = s;
        modern.inference.engine = ServingEngine::TensorRtLlm;
        modern.inference.memoryFraction = 1.0;   // all the free memory for the pool: the batches that ran fit
        const Plan pm = plan(modern, testdata::catalog());
        ASSERT_TRUE(pm.options.front().fits) << r.model << " " << r.gpu;
        EXPECT_GE(pm.options.front().inference->tokensPerSecond, o.inference->tokensPerSecond * (1 - 1e-9)) << r.model;
    }
}

// The same page's "Low Latency" table (TensorRT-LLM v0.5, which the page says will be replaced):
// time to the first token of one request, batch 1, one output token. Recorded, not in the bands
// (docs/validation.md §4c, rows marked †): the 2023 engine's small all-reduces at TP 4-8 are where
// gpuplan is furthest off, in both directions.
struct FirstTokenRow
{
    const char *model, *gpu;
    int tp;
    Dtype dtype;
    std::int64_t input;
    double publishedMs, documented;
};

const FirstTokenRow kTrtllm05FirstToken[] = {
    {"llama-2-7b", "h100-sxm5-80gb", 1, Dtype::Fp8, 128, 7,-0.334},      {"llama-2-7b", "h100-sxm5-80gb", 1, Dtype::Fp8, 2048, 36,-0.178},
    {"llama-2-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 128, 26,+0.036},    {"llama-2-70b", "h100-sxm5-80gb", 4, Dtype::Fp8, 2048, 109,+0.070},
    {"falcon-180b", "h100-sxm5-80gb", 8, Dtype::Fp8, 128, 27,+0.811},    {"falcon-180b", "h100-sxm5-80gb", 8, Dtype::Fp8, 2048, 205,-0.109},
    {"llama-2-7b", "l40s-48gb", 1, Dtype::Fp8, 128, 14,+0.281},          {"llama-2-7b", "l40s-48gb", 1, Dtype::Fp8, 2048, 73,+0.278},
    {"llama-2-7b", "a100-sxm4-80gb", 1, Dtype::Fp16, 128, 16,-0.025},    {"llama-2-7b", "a100-sxm4-80gb", 1, Dtype::Fp16, 2048, 133,+0.035},
    {"llama-2-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 128, 47,+0.221},   {"llama-2-70b", "a100-sxm4-80gb", 4, Dtype::Fp16, 2048, 377,+0.100},
    {"falcon-180b", "a100-sxm4-80gb", 8, Dtype::Fp16, 128, 61,+0.469},   {"falcon-180b", "a100-sxm4-80gb", 8, Dtype::Fp16, 2048, 509,+0.140},
};

TEST(Serving, TensorRtLlm05FirstTokenRowsMatchTheDocumentedErrors)
{
    for (const FirstTokenRow &r : kTrtllm05FirstToken) {
        Scenario s = testdata::serving(testdata::preset(r.model), r.gpu);
        s.gpuCount = r.tp;
        s.parallel.tp = r.tp;
        s.inference.batch = 1;
        s.inference.inputTokens = r.input;
        s.inference.outputTokens = 1;
        s.inference.weights = r.dtype;
        s.inference.kvCache = r.dtype;
        s.inference.engine = ServingEngine::TensorRtLlm2023;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.inference) << r.model << " " << r.gpu;
        const double err = o.inference->ttftMs / r.publishedMs - 1.0;
        std::printf("%-12s %-15s TP %d %5lld tokens  TTFT predicted %6.1f published %5.0f ms  %+6.1f %%\n", r.model, r.gpu, r.tp,
                    static_cast<long long>(r.input), o.inference->ttftMs, r.publishedMs, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03) << r.model << " " << r.gpu << " " << r.input;
    }
}

// Context parallelism (docs/model.md §4.5c): the sequence is split, the weights are not.
namespace {

Scenario longSequence(std::int64_t seq, int cp, int gpus)
{
    Scenario s;
    s.model = testdata::preset("llama-3-8b");
    s.modelName = "llama-3-8b";
    s.gpuIds = {"h100-sxm5-80gb"};
    s.gpuCount = gpus;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.cp = cp;
    s.training.seqLen = seq;
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.recomputeAuto = false;
    s.training.recompute = Recompute::Full;
    return s;
}

} // namespace

TEST(ContextParallel, SplitsActivationsNotWeights)
{
    const Plan one = plan(longSequence(32768, 1, 8), testdata::catalog());
    const Plan two = plan(longSequence(32768, 2, 8), testdata::catalog());
    ASSERT_TRUE(one.issues.empty() && two.issues.empty());
    const Option &a = one.options.front(), &b = two.options.front();
    EXPECT_EQ(b.layout.cp, 2);
    EXPECT_EQ(b.layout.gpus(), 8);
    EXPECT_EQ(b.layout.dp, 4);
    // Activations of 16,384 instead of 32,768 tokens per GPU: half, within the per-sequence terms.
    EXPECT_NEAR(static_cast<double>(b.memory.activations) / static_cast<double>(a.memory.activations), 0.5, 0.02);
    // The same weights on every CP rank; ZeRO-1 shards the optimizer over DP x CP = 8 in both.
    EXPECT_EQ(b.memory.weights, a.memory.weights);
    EXPECT_EQ(b.memory.optimizer, a.memory.optimizer);
    ASSERT_TRUE(a.training && b.training);
    EXPECT_EQ(a.training->step.cpComm, 0.0);
    EXPECT_GT(b.training->step.cpComm, 0.0);
    EXPECT_EQ(b.training->framework, Framework::MegatronCore);   // auto resolves to Megatron-Core with CP
    // The same model FLOPs per step: CP moves work between GPUs, it does not add any.
    EXPECT_DOUBLE_EQ(b.training->modelFlopsPerStep, a.training->modelFlopsPerStep);
}

// On NVLink the K/V ring hides behind attention at 32k tokens (Llama-3-8B: 8 KV heads, the chunk is
// small against its attention); over the NICs (TP 8 x CP 2 leaves the node) it costs more.
TEST(ContextParallel, TheRingHidesOnNvlinkAndCostsMoreAcrossNodes)
{
    Scenario inNode = longSequence(32768, 2, 8);
    Scenario across = longSequence(32768, 2, 16);
    across.parallel.tp = 8;
    const Plan a = plan(inNode, testdata::catalog());
    const Plan b = plan(across, testdata::catalog());
    ASSERT_TRUE(a.options.front().training && b.options.front().training);
    const TrainingEstimate &ta = *a.options.front().training, &tb = *b.options.front().training;
    EXPECT_LT(ta.step.cpComm, 0.05 * ta.step.compute);
    const double perMicroA = ta.step.cpComm / static_cast<double>(ta.microbatches);
    const double perMicroB = tb.step.cpComm / static_cast<double>(tb.microbatches);
    EXPECT_GT(perMicroB * 8.0, perMicroA);   // a TP-8 rank's chunk is 1/8 the size, on a slower link
}

// At 128k tokens on 8 H100, Llama-3-8B without context parallelism needs TP 4 and full
// recomputation; the search finds CP by itself (as the long-context NeMo recipes use it) and it is
// faster: the GEMMs stay whole and attention, most of the work at 128k, is split.
TEST(ContextParallel, TheSearchUsesItForLongSequences)
{
    Scenario s = longSequence(131072, 0, 8);
    s.parallel = {};
    s.training.recomputeAuto = true;
    Scenario without = s;
    without.parallel.cp = 1;
    const Plan p = plan(s, testdata::catalog());
    const Plan q = plan(without, testdata::catalog());
    ASSERT_TRUE(p.issues.empty() && q.issues.empty());
    const Option &with = p.options.front(), &no = q.options.front();
    ASSERT_TRUE(with.fits && no.fits && with.training && no.training);
    EXPECT_GT(with.layout.cp, 1);
    EXPECT_EQ(with.layout.gpus(), 8);
    EXPECT_GT(no.layout.tp, 1);
    EXPECT_LT(with.training->stepSeconds, 0.9 * no.training->stepSeconds);
    // Below 8k tokens CP is not searched: the 4k plan is the one it always was.
    Scenario shortSeq = s;
    shortSeq.training.seqLen = 4096;
    EXPECT_EQ(plan(shortSeq, testdata::catalog()).options.front().layout.cp, 1);
}

TEST(ContextParallel, RefusesWhatItCannotSplit)
{
    Scenario odd = longSequence(8190, 4, 8);   // 8190 tokens do not make 8 equal chunks
    auto has = [](const std::vector<Issue> &issues, IssueCode code, const std::string &field) {
        return std::any_of(issues.begin(), issues.end(), [&](const Issue &i) { return i.code == code && i.field == field; });
    };
    EXPECT_TRUE(has(validate(odd, testdata::catalog()), IssueCode::NotDivisible, "cp"));
    Scenario three = longSequence(8192, 2, 3);
    three.parallel = {};
    three.parallel.cp = 2;
    EXPECT_TRUE(has(validate(three, testdata::catalog()), IssueCode::NotDivisible, "gpus"));
    // Serving splits no sequence: a CP pinned for training (kept in the scenario when the workload
    // changes, as the GUI keeps it) is not used there and is not an issue (docs/model.md §6.4).
    Scenario serving = longSequence(8192, 2, 8);
    serving.workload = Workload::Inference;
    EXPECT_TRUE(validate(serving, testdata::catalog()).empty());
    const Plan served = plan(serving, testdata::catalog());
    ASSERT_FALSE(served.options.empty());
    EXPECT_EQ(served.options.front().layout.cp, 1);
}

// NVIDIA dgxc-benchmarking (DGX H100, NeMo 24.09 to 25.04 on Megatron-Core; docs/validation.md §2d):
// step times as published with the recipes' layouts, no recomputation (NeMo's
// recommended_model_configs: recompute_layers 0) and the performance recipes' bf16 gradient
// reduction (grad_reduce_in_fp32 = False).
// NeMo Megatron on DGX A100 80GB, 2022 (NVIDIA/NeMo-Framework-Launcher README §7.1.2 "Training
// Performance Results", commit 3579cdb3, 2022-09-07), with the launcher's own configurations of that
// commit (conf/training/gpt3/5b.yaml, 175b.yaml): BF16, sequence 2048, global batch 2048, micro-batch
// 2, full activation recomputation, distributed_fused_adam (ZeRO-1 with overlapped gradient and
// parameter traffic), no Transformer Engine (so no TP communication overlap, ub_tp_comm_overlap
// False) and no FlashAttention (the 2022 stack's fused softmax). 5B: TP 1 PP 1, vocabulary 50,304;
// 175B: TP 8 PP 8, sequence parallel, vocabulary 51,200 (padded to 128 x TP). Tokens/s of the whole
// job as published; docs/validation.md §2e.
struct NemoA100Row
{
    bool big;   // 175B, else 5B
    int nodes;
    double tokensPerSecond;
    double documented;   // predicted / measured tokens per second - 1
};

const NemoA100Row kNemoA100[] = {
    {false, 1, 40345, +0.007},   {false, 2, 79815, +0.006},    {false, 4, 161754, -0.021},
    {false, 8, 312774, +0.038},  {false, 16, 659481, -0.018},  {false, 32, 1159288, +0.112},
    {true, 8, 7500, +0.043},     {true, 16, 14950, +0.039},    {true, 32, 29537, +0.037},
    {true, 64, 58211, +0.022},   {true, 128, 109684, +0.025},
};

TEST(Training, NemoA100LauncherRowsMatchTheDocumentedErrors)
{
    for (const NemoA100Row &r : kNemoA100) {
        Scenario s;
        s.model = r.big ? gptArchitecture(96, 12288, 96, 51200) : gptArchitecture(24, 4096, 32, 50304);
        s.gpuIds = {"a100-sxm4-80gb"};
        s.gpuCount = 8 * r.nodes;
        const int tp = r.big ? 8 : 1, pp = r.big ? 8 : 1;
        s.parallel.tp = tp;
        s.parallel.pp = pp;
        s.parallel.dp = s.gpuCount / (tp * pp);
        s.parallel.interleave = 1;
        s.parallel.zero = 1;
        s.training.microBatch = 2;
        s.training.seqLen = 2048;
        s.training.globalBatch = 2048;
        s.training.flashAttention = false;
        s.training.sequenceParallel = r.big;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::Full;
        s.training.framework = Framework::MegatronCore;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        ASSERT_TRUE(p.options.front().fits && p.options.front().training);
        const double err = p.options.front().training->tokensPerSecond / r.tokensPerSecond - 1.0;
        std::printf("NeMo A100 %s on %3d nodes: %.0f tokens/s vs %.0f published, %+5.1f %%\n", r.big ? "175B" : "5B",
                    r.nodes, p.options.front().training->tokensPerSecond, r.tokensPerSecond, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03);
    }
}

TEST(Training, DgxcBenchmarkingRowsMatchTheDocumentedErrors)
{
    struct Row
    {
        const char *model;
        int gpus, tp, pp, cp, dp, v;
        std::int64_t global, seq;
        Precision precision;
        double measured, documented;
    };
    const Row rows[] = {
        {"llama-3.1-8b", 8, 1, 1, 2, 4, 1, 128, 8192, Precision::Bf16Mixed, 12.27, +0.016},
        {"llama-3.1-8b", 128, 1, 1, 2, 64, 1, 2048, 8192, Precision::Bf16Mixed, 12.33, +0.010},
        {"llama-3.1-8b", 8, 1, 1, 2, 4, 1, 128, 8192, Precision::Fp8, 9.33, -0.001},
        {"llama-3.1-70b", 64, 4, 4, 2, 2, 5, 128, 8192, Precision::Bf16Mixed, 14.66, +0.044},
        {"llama-3.1-70b", 1024, 4, 4, 2, 32, 5, 2048, 8192, Precision::Bf16Mixed, 14.65, +0.046},
        {"llama-3.1-70b", 64, 4, 8, 1, 2, 5, 128, 8192, Precision::Fp8, 9.86, +0.156},
        {"llama-3.1-70b", 64, 4, 4, 2, 2, 5, 128, 8192, Precision::Fp8, 10.46, +0.023},
        {"llama-3.1-405b", 512, 8, 8, 2, 4, 8, 256, 8192, Precision::Bf16Mixed, 19.81, +0.076},
        {"llama-3.1-405b", 512, 8, 8, 2, 4, 8, 256, 8192, Precision::Fp8, 13.02, +0.098},
        {"gpt-3-175b", 128, 4, 8, 1, 4, 6, 256, 2048, Precision::Bf16Mixed, 8.309, -0.008},
        {"gpt-3-175b", 2048, 4, 8, 1, 64, 6, 4096, 2048, Precision::Bf16Mixed, 8.49, -0.023},
        {"gpt-3-175b", 128, 4, 8, 1, 4, 6, 256, 2048, Precision::Fp8, 5.626, -0.058},
        {"gpt-3-175b", 128, 4, 8, 1, 4, 12, 256, 2048, Precision::Bf16Mixed, 8.91, -0.056},
    };
    double worst = 0;
    for (const Row &r : rows) {
        Scenario s;
        s.model = testdata::preset(r.model);
        s.gpuIds = {"h100-sxm5-80gb"};
        s.gpuCount = r.gpus;
        s.parallel.tp = r.tp;
        s.parallel.pp = r.pp;
        s.parallel.cp = r.cp;
        s.parallel.dp = r.dp;
        s.parallel.interleave = r.v;
        s.training.precision = r.precision;
        s.training.framework = Framework::MegatronCore;
        s.training.fp32GradAccumulation = false;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::None;
        s.training.seqLen = r.seq;
        s.training.microBatch = 1;
        s.training.globalBatch = r.global;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << r.model << ": " << describe(p.issues.front());
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.training) << r.model << " on " << r.gpus;   // NeMo ran these without recomputation
        const double err = o.training->stepSeconds / r.measured - 1.0;
        worst = std::max(worst, std::abs(err));
        std::printf("dgxc %-15s %5d GPUs TP %d PP %d CP %d v %2d %s: %6.2f s vs %6.2f s measured, %+5.1f %%\n", r.model, r.gpus,
                    r.tp, r.pp, r.cp, r.v, r.precision == Precision::Fp8 ? "FP8 " : "BF16", o.training->stepSeconds, r.measured,
                    100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03) << r.model << " on " << r.gpus << " GPUs";
    }
    EXPECT_LT(worst, 0.20);   // the issue's target for a public table: 20 % worst
}

// PyTorch FSDP2 runs with their published layout (docs/validation.md §2d and §2f): one scenario each,
// framework `fsdp`, BF16, layout pinned, recompute as published.
namespace {

struct FsdpRow
{
    const char *name;
    const char *model;     // preset id, or a tests/data/hf fixture when it ends in ".json"
    const char *gpu;
    Workload workload;
    int gpus, tp, pp, cp, dp, ep, v;
    std::int64_t micro, global, seq;
    bool recompute;
    double measuredStep, documented;   // step seconds; documented error of the step time
    bool fp32Loss = true;              // false: the run's loss_fn says fp32_upcast: false
    // The YAML's attention: Automodel's own MoE models run `attn: te` (cuDNN through Transformer
    // Engine) in the gpt-oss-120b, DeepSeek-V3 and Qwen3 benchmarks; gpt-oss-20b `flex`; the Hugging
    // Face dense models PyTorch SDPA (FlashAttention-2).
    AttentionKernel attention = AttentionKernel::Auto;
};

// balancedGate: Automodel's benchmarks route with a "fake balanced gate" (layers.py FakeBalancedGate,
// noise 0): token i takes experts i*k ... i*k+k-1, consecutive, so all of a token's experts sit on
// ceil(k / experts per GPU) neighbouring GPUs of one node. Given to the engine as what it is, a
// group-limited routing: inside one node one group per GPU and that many groups per token; across
// nodes one group per node and one group per token.
double fsdpRowError(const FsdpRow &r, bool balancedGate = false)
{
    Scenario s;
    const std::string model = r.model;
    s.model = model.size() > 5 && model.substr(model.size() - 5) == ".json" ? testdata::hf(model.substr(0, model.size() - 5))
                                                                           : testdata::preset(model);
    if (balancedGate && s.model.text.moe) {
        MoeSpec &m = *s.model.text.moe;
        const std::int64_t perGpu = m.experts / r.ep;
        m.expertGroups = r.ep <= 8 ? r.ep : r.ep / 8;
        m.groupsPerToken = r.ep <= 8 ? (m.topK + perGpu - 1) / perGpu : 1;
    }
    s.workload = r.workload;
    s.gpuIds = {r.gpu};
    s.gpuCount = r.gpus;
    s.parallel.tp = r.tp;
    s.parallel.pp = r.pp;
    s.parallel.cp = r.cp;
    s.parallel.dp = r.dp;
    s.parallel.ep = r.ep;
    s.parallel.interleave = r.v;
    s.parallel.zero = r.gpus / (r.tp * r.pp) > 1 ? 3 : 0;
    s.training.precision = Precision::Bf16Mixed;
    s.training.framework = Framework::Fsdp;
    s.training.recomputeAuto = false;
    s.training.recompute = r.recompute ? Recompute::Full : Recompute::None;
    s.training.seqLen = r.seq;
    s.training.microBatch = r.micro;
    s.training.globalBatch = r.global;
    s.training.loraRank = 16;
    s.training.fp32Loss = r.fp32Loss;
    s.training.attentionKernel = r.attention;
    const Plan p = plan(s, testdata::catalog());
    EXPECT_TRUE(p.issues.empty()) << r.name << ": " << describe(p.issues.front());
    if (!p.issues.empty())
        return 0;
    const Option &o = p.options.front();
    EXPECT_TRUE(o.fits && o.training) << r.name << ": the published run trained";
    if (!o.training)
        return 0;
    const double err = o.training->stepSeconds / r.measuredStep - 1.0;
    std::printf("%-28s %7.2f s vs %7.2f s measured, %+6.1f %%  (%.1f GiB)\n", r.name, o.training->stepSeconds, r.measuredStep,
                100.0 * err, static_cast<double>(o.memory.total()) / (1024.0 * 1024 * 1024));
    return err;
}

} // namespace

// torchtitan's FSDP2 runs on 64 A100 80GB (pytorch/torchtitan docs/performance.md at 157a12c5 and
// 1ea476e9; docs/validation.md §2d): the published throughput in tokens/s/GPU turned into a step time.
TEST(Training, TorchtitanA100RowsMatchTheDocumentedErrors)
{
    const Workload P = Workload::Pretrain;
    const FsdpRow rows[] = {
        {"torchtitan Llama 2 13B", "llama-2-13b", "a100-sxm4-80gb", P, 64, 1, 1, 1, 64, 1, 1, 2, 128, 4096, false, 2 * 4096 / 2162.0, -0.056},
        {"torchtitan Llama 3 70B", "llama-3-70b", "a100-sxm4-80gb", P, 64, 1, 1, 1, 64, 1, 1, 1, 64, 8192, true, 8192 / 331.0, -0.096},
        {"torchtitan Llama 2 70B", "llama-2-70b", "a100-sxm4-80gb", P, 64, 1, 1, 1, 64, 1, 1, 2, 128, 4096, true, 2 * 4096 / 353.0, -0.126},
    };
    for (const FsdpRow &r : rows)
        EXPECT_NEAR(fsdpRowError(r), r.documented, 0.03) << r.name;
}

namespace {

// DeepSeek-V3 pretraining on 1024 H100 at a pinned layout (micro-batch 1 of 4096 tokens, global
// batch 1024, full recompute): the MoE communication tests below vary one thing on it.
Scenario deepSeekV3On1024(int pp, int dp, int ep, int zero)
{
    Scenario s = testdata::scenario("deepseek-v3", Workload::Pretrain, "h100-sxm5-80gb", 1024);
    s.parallel.pp = pp;
    s.parallel.dp = dp;
    s.parallel.ep = ep;
    s.parallel.zero = zero;
    s.training.precision = Precision::Bf16Mixed;
    s.training.recomputeAuto = false;
    s.training.recompute = Recompute::Full;
    s.training.seqLen = 4096;
    s.training.microBatch = 1;
    s.training.globalBatch = 1024;
    return s;
}

} // namespace

// DeepEP / HybridEP send a token once to each node that holds one of its experts (DeepSeek-V3
// report §3.2.2) where a plain all-to-all sends one copy per expert. DeepSeek-V3 on 1024 H100, EP 64
// over 8 nodes: top-8 routing limited to 4 of 8 groups, so 4 nodes, 3.5 of them remote on
// average, against 8 x 7/8 = 7 remote copies: the network share of the step halves. Lifting the
// group limit (uniform routing over 8 nodes reaches 8 (1 - (7/8)^8) = 5.25 nodes) costs more.
TEST(Training, DeepEpSendsATokenOncePerNode)
{
    // PP 16: DeepSpeed's ZeRO-1 keeps whole gradients; DeepSpeed has no interleaved schedule.
    const Scenario s = deepSeekV3On1024(16, 64, 64, 3);
    auto epSeconds = [&](Framework fw, std::int64_t groupsPerToken) {
        Scenario t = s;
        t.training.framework = fw;
        t.parallel.zero = fw == Framework::DeepSpeed ? 1 : 3;   // DeepSpeed pipelines with ZeRO-1 at most
        t.model.text.moe->groupsPerToken = groupsPerToken;
        const Plan p = plan(t, testdata::catalog());
        EXPECT_TRUE(p.issues.empty() && p.options.front().training);
        return p.issues.empty() && p.options.front().training ? p.options.front().training->step.epComm : 0.0;
    };
    const double deepEp = epSeconds(Framework::Fsdp, 4);
    const double plain = epSeconds(Framework::DeepSpeed, 4);
    // 3.5 against 7 copies over 400 Gb/s, plus 0.875 copies over NVLink in the plain all-to-all.
    EXPECT_NEAR(deepEp / plain, 3.5 / (7.0 + 0.875 * 50.0 / 450.0), 0.01);
    EXPECT_NEAR(epSeconds(Framework::MegatronCore, 4), deepEp, 1e-9);
    const double unlimited = epSeconds(Framework::Fsdp, 8);
    EXPECT_NEAR(unlimited / deepEp, 8.0 * (1.0 - std::pow(7.0 / 8.0, 8.0)) / 4.0, 0.01);
    EXPECT_NEAR(epSeconds(Framework::DeepSpeed, 8), plain, 1e-9);   // a plain all-to-all ignores it
}

// docs/model.md §4.5b: whole experts (ETP = 1, Megatron-Core's MoE parallel folding) make the EP
// group a run of consecutive ranks. DeepSeek-V3 on 1024 H100 at TP 2 PP 8 DP 64 EP 64: split over
// TP the group strides over the TP pairs and spans 16 nodes, a token reaching 6.44 of them (its 4
// expert groups of 2 nodes each); whole, it spans 8 nodes and reaches 4 (one group a node). Each
// GPU then holds twice the expert weights, replicated over 2 ranks instead of 1.
TEST(Training, WholeExpertsKeepTheExpertGroupOnFewerNodes)
{
    Scenario s = deepSeekV3On1024(8, 64, 64, 1);
    s.parallel.tp = 2;
    s.training.framework = Framework::MegatronCore;
    const Gpu &g = *testdata::catalog().gpu("h100-sxm5-80gb");
    const Fabric f = fabricFor(g, *testdata::catalog().network(g.defaultNetwork));
    const ModelStats stats = modelStats(s);
    Layout split;
    split.tp = 2;
    split.pp = 8;
    split.dp = 64;
    split.ep = 64;
    split.zero = 1;
    split.recompute = Recompute::Full;
    Layout whole = split;
    whole.etp = 1;
    EXPECT_EQ(split.expertReplicas(), 1);
    EXPECT_EQ(whole.expertReplicas(), 2);
    EXPECT_NEAR(paramsPerGpu(s.model, whole, Stage::Worst).expert / paramsPerGpu(s.model, split, Stage::Worst).expert, 2.0, 1e-12);
    const double tSplit = estimateTraining(s, stats, g, f, split, 1024).step.epComm;
    const double tWhole = estimateTraining(s, stats, g, f, whole, 1024).step.epComm;
    const double nodesSplit = 16.0 * (1.0 - std::pow(15.0 / 16.0, 8.0)) * 15.0 / 16.0;   // 6.04 remote nodes
    const double nodesWhole = 4.0 * 7.0 / 8.0;                                             // 3.5
    EXPECT_NEAR(tWhole / tSplit, nodesWhole / nodesSplit, 0.01);
    // DeepSeek-V3's shared expert is split over TP either way: its TP collectives stay.
    EXPECT_NEAR(estimateTraining(s, stats, g, f, whole, 1024).step.tpComm / estimateTraining(s, stats, g, f, split, 1024).step.tpComm,
                1.0, 1e-9);
    // Without one (Qwen3-235B-A22B: every layer MoE), whole experts leave the MLP half of each layer
    // without TP collectives (model.md §4.5): half the TP time.
    Scenario q3 = s;
    q3.model = testdata::preset("qwen3-235b-a22b");
    const ModelStats q3Stats = modelStats(q3);
    Layout q3Split = split;
    q3Split.pp = 2;
    q3Split.dp = 256;
    q3Split.ep = 32;
    Layout q3Whole = q3Split;
    q3Whole.etp = 1;
    EXPECT_NEAR(estimateTraining(q3, q3Stats, g, f, q3Whole, 1024).step.tpComm
                    / estimateTraining(q3, q3Stats, g, f, q3Split, 1024).step.tpComm,
                0.5, 0.01);
    // The search tries both on Megatron-Core with TP > 1, and EP 32 on TP 2 x DP 16 only exists whole
    // (NVIDIA's Qwen3-235B-A22B layout on 256 H100, Megatron-Bridge 25.11).
    Scenario q = testdata::scenario("qwen3-235b-a22b", Workload::Pretrain, "h100-sxm5-80gb", 256);
    q.parallel = {2, 8, 16, 32, -1, 4, 1};
    q.training.framework = Framework::MegatronCore;
    q.training.precision = Precision::Fp8;
    q.training.seqLen = 4096;
    q.training.microBatch = 1;
    q.training.globalBatch = 2048;
    const Plan p = plan(q, testdata::catalog());
    ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
    ASSERT_TRUE(p.options.front().fits);
    EXPECT_EQ(p.options.front().layout.etp, 1);
    EXPECT_EQ(p.options.front().layout.expertReplicas(), 1);
}

// An expert is replicated only over the data-parallel ranks that hold the same experts (replicas /
// EP), so spreading the experts wider never adds data-parallel traffic, and with EP equal to the
// replicas the experts have none: DeepSeek-V3 on 1024 H100, PP 16, DP 64, ZeRO-1.
TEST(Training, ExpertWeightsAreReducedOnlyOverTheirOwnReplicas)
{
    Scenario s = deepSeekV3On1024(16, 64, 1, 1);
    s.training.framework = Framework::MegatronCore;
    auto dpSeconds = [&](int ep) {
        Scenario t = s;
        t.parallel.ep = ep;
        const Plan p = plan(t, testdata::catalog());
        EXPECT_TRUE(p.issues.empty() && p.options.front().training) << "EP " << ep;
        return p.issues.empty() && p.options.front().training ? p.options.front().training->step.dpComm : -1.0;
    };
    const double ep8 = dpSeconds(8), ep16 = dpSeconds(16), ep32 = dpSeconds(32), ep64 = dpSeconds(64);
    EXPECT_GT(ep8, ep16);
    EXPECT_GT(ep16, ep32);
    EXPECT_GE(ep32, ep64);
    // At EP 64 only the dense weights are left to reduce: 14.4 B of 671 B (2.1 %), over the group's
    // eight NIC rails where the experts at EP 8 had one NIC each. Reduced over the whole group (the
    // model before), a GPU's 0.65 B expert parameters at EP 64 kept 40 % of the traffic.
    EXPECT_LT(ep64, 0.02 * ep8);
}

// NeMo Automodel (PyTorch FSDP2 backend) on DGX H100, BF16: docs/performance-summary.md of
// NVIDIA-NeMo/Automodel (last updated 2025-10-02; docs/validation.md §2f), configurations from its
// examples/llm_benchmark/*.yaml. Step time per global batch as published.
TEST(Training, NemoAutomodelRowsMatchTheDocumentedErrors)
{
    const Workload P = Workload::Pretrain, L = Workload::Lora;
    const char *h100 = "h100-sxm5-80gb";
    const FsdpRow rows[] = {
        {"Automodel Llama 3.1 70B", "llama-3.1-70b", h100, P, 64, 1, 1, 2, 32, 1, 1, 1, 128, 8192, true, 18.90, +0.027},
        {"Automodel gpt-oss-20b", "gpt-oss-20b", h100, P, 8, 1, 1, 1, 8, 8, 1, 2, 256, 4096, false, 10.04, -0.141, false},
        {"Automodel gpt-oss-120b", "gpt-oss-120b", h100, P, 64, 1, 1, 1, 64, 64, 1, 2, 512, 4096, false, 4.30, -0.000, false, AttentionKernel::Fused},
        {"Automodel DeepSeek-V3 256", "deepseek-v3", h100, P, 256, 1, 4, 1, 64, 64, 8, 1, 512, 4096, true, 8.18, +0.247, false, AttentionKernel::Fused},
        {"Automodel DeepSeek-V3 1024", "deepseek-v3", h100, P, 1024, 1, 4, 1, 256, 64, 8, 1, 8192, 4096, true, 37.87, +0.096, false, AttentionKernel::Fused},
        {"Automodel Qwen3-30B-A3B", "qwen3-30b-a3b", h100, P, 8, 1, 1, 1, 8, 8, 1, 4, 512, 4096, true, 21.77, +0.264, false, AttentionKernel::Fused},
        {"Automodel LoRA Llama 3.1 8B", "llama-3.1-8b", h100, L, 1, 1, 1, 1, 1, 1, 1, 2, 32, 4096, false, 10.51, -0.001},
        {"Automodel LoRA Qwen2.5 7B", "qwen2.5-7b", h100, L, 1, 1, 1, 1, 1, 1, 1, 2, 32, 4096, false, 9.29, +0.029},
        {"Automodel LoRA Llama 70B 8", "llama-3.1-70b", h100, L, 8, 2, 1, 1, 4, 1, 1, 2, 32, 4096, true, 15.00, -0.035},
        {"Automodel LoRA Qwen2.5 32B 8", "qwen2.5-32b.json", h100, L, 8, 2, 1, 1, 4, 1, 1, 2, 32, 4096, true, 7.28, +0.004},
        {"Automodel LoRA Llama 70B 16", "llama-3.1-70b", h100, L, 16, 2, 1, 1, 8, 1, 1, 2, 32, 4096, true, 8.32, -0.120},
        {"Automodel LoRA Qwen2.5 32B 16", "qwen2.5-32b.json", h100, L, 16, 2, 1, 1, 8, 1, 1, 2, 32, 4096, true, 3.95, -0.066},
    };
    for (const FsdpRow &r : rows)
        EXPECT_NEAR(fsdpRowError(r), r.documented, 0.03) << r.name;

    // The MoE rows across nodes again, routed as the benchmark routed them (one node per token):
    // what is left of their error once the router is the run's.
    const FsdpRow balanced[] = {
        {"Automodel gpt-oss-20b, gate", "gpt-oss-20b", h100, P, 8, 1, 1, 1, 8, 8, 1, 2, 256, 4096, false, 10.04, -0.206, false},
        {"Automodel Qwen3-30B-A3B, gate", "qwen3-30b-a3b", h100, P, 8, 1, 1, 1, 8, 8, 1, 4, 512, 4096, true, 21.77, +0.027, false, AttentionKernel::Fused},
        {"Automodel gpt-oss-120b, gate", "gpt-oss-120b", h100, P, 64, 1, 1, 1, 64, 64, 1, 2, 512, 4096, false, 4.30, -0.301, false, AttentionKernel::Fused},
        {"Automodel DeepSeek-V3 256, gate", "deepseek-v3", h100, P, 256, 1, 4, 1, 64, 64, 8, 1, 512, 4096, true, 8.18, -0.054, false, AttentionKernel::Fused},
        {"Automodel DeepSeek-V3 1024, gate", "deepseek-v3", h100, P, 1024, 1, 4, 1, 256, 64, 8, 1, 8192, 4096, true, 37.87, -0.155, false, AttentionKernel::Fused},
    };
    for (const FsdpRow &r : balanced)
        EXPECT_NEAR(fsdpRowError(r, true), r.documented, 0.03) << r.name;
}

// Llama 3 405B (Dubey et al. 2024, Table 4; docs/validation.md §2): BF16 on 16,384 H100 at 8k
// (TP 8 PP 16 DP 128, 400 TFLOPS/GPU) and at 128k (TP 8 CP 16 PP 16 DP 8, 380 TFLOPS/GPU), 16M
// tokens per step, layout pinned as published, recompute automatic.
TEST(Training, Llama3405bRowsMatchTheDocumentedErrors)
{
    struct Row { int cp, dp; std::int64_t seq, global; double tflops, documented; };
    for (const Row &r : {Row {1, 128, 8192, 2048, 400.0, +0.060}, Row {16, 8, 131072, 128, 380.0, +0.082}}) {
        Scenario s = testdata::scenario("llama-3.1-405b", Workload::Pretrain, "h100-sxm5-80gb", 16384);
        s.parallel.tp = 8;
        s.parallel.pp = 16;
        s.parallel.cp = r.cp;
        s.parallel.dp = r.dp;
        s.training.seqLen = r.seq;
        s.training.microBatch = 1;
        s.training.globalBatch = r.global;
        s.training.framework = Framework::MegatronCore;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        const Option &o = p.options.front();
        ASSERT_TRUE(o.fits && o.training);
        // Step time error at our FLOP count: the published rate is tflops per GPU.
        const double achieved = o.training->mfu * 989.4;   // H100 SXM dense BF16 peak, TFLOPS
        const double err = r.tflops / achieved - 1.0;
        std::printf("Llama 3 405B seq %7lld CP %2d: %.0f TFLOPS/GPU vs %.0f published, step %+5.1f %%, recompute %d layers\n",
                    static_cast<long long>(r.seq), r.cp, achieved, r.tflops, 100.0 * err, o.layout.recomputeLayers);
        EXPECT_NEAR(err, r.documented, 0.03);
        EXPECT_GT(o.layout.recomputeLayers, 0);   // some layers recomputed, not all: what fits in 80 GB
    }
}

// MT-NLG 530B (Smith et al. 2022 §2.4; docs/validation.md §2): 2240 and 3360 A100-80GB, TP 8 PP 35,
// batch 1920, sequence 2048, activation checkpointing of every layer, on the 2021 Megatron-DeepSpeed
// stack; 60.1 s and 44.4 s per iteration. The 2021 stack was slower than the model's.
TEST(Training, MtNlgRowsMatchTheDocumentedErrors)
{
    struct Row { int dp; double measured, documented; };
    // Megatron-DeepSpeed on DeepSpeed's pipeline engine (no interleaving), as MT-NLG ran.
    for (const Row &r : {Row {8, 60.1, -0.241}, Row {12, 44.4, -0.268}}) {
        Scenario s = testdata::scenario("megatron-530b", Workload::Pretrain, "a100-sxm4-80gb", 8 * 35 * r.dp);
        s.parallel.tp = 8;
        s.parallel.pp = 35;
        s.parallel.dp = r.dp;
        s.training.seqLen = 2048;
        s.training.globalBatch = 1920;
        s.training.framework = Framework::DeepSpeed;
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::Full;
        const Plan p = plan(s, testdata::catalog());
        ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
        ASSERT_TRUE(p.options.front().fits && p.options.front().training);
        const double err = p.options.front().training->stepSeconds / r.measured - 1.0;
        std::printf("MT-NLG DP %2d: %.1f s vs %.1f s measured, %+5.1f %%\n", r.dp, p.options.front().training->stepSeconds,
                    r.measured, 100.0 * err);
        EXPECT_NEAR(err, r.documented, 0.03);
    }
}

// BLOOM-176B (BigScience 2022): Megatron-DeepSpeed on 384 A100 80GB, TP 4 PP 12 DP 8, ZeRO-1, global
// batch 2048 x 2048 tokens, micro-batch 2, full recompute, no sequence parallelism; "~150 TFLOPs"
// per GPU in the hardware-FLOP count 96·B·s·l·h²·(1 + s/6h + V/16lh), V = 250,880 (docs/validation.md §2).
TEST(Training, BloomTrainingRowMatchesTheDocumentedError)
{
    Scenario s = testdata::scenario("bloom-176b", Workload::Pretrain, "a100-sxm4-80gb", 384);
    s.parallel.tp = 4;
    s.parallel.pp = 12;
    s.parallel.dp = 8;
    s.parallel.zero = 1;
    s.training.seqLen = 2048;
    s.training.globalBatch = 2048;
    s.training.microBatch = 2;
    s.training.sequenceParallel = false;
    s.training.recomputeAuto = false;
    s.training.recompute = Recompute::Full;
    s.training.framework = Framework::DeepSpeed;
    const Plan p = plan(s, testdata::catalog());
    ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
    ASSERT_TRUE(p.options.front().fits && p.options.front().training);
    EXPECT_EQ(p.options.front().layout.interleave, 1);   // DeepSpeed's pipeline engine has no virtual stages
    const double B = 2048, sq = 2048, l = 70, h = 14336, V = 250880;
    const double measured = 96.0 * B * sq * l * h * h * (1.0 + sq / (6.0 * h) + V / (16.0 * l * h)) / 384 / 150e12;
    const double err = p.options.front().training->stepSeconds / measured - 1.0;
    std::printf("BLOOM-176B: %.1f s vs %.1f s measured, %+5.1f %%\n", p.options.front().training->stepSeconds, measured, 100.0 * err);
    EXPECT_NEAR(err, -0.121, 0.03);
}

// DeepSpeed's pipeline engine has one schedule per stage: the search offers no virtual stages and a
// pinned interleave is refused with the reason; Megatron-Core's search does offer them.
TEST(Frameworks, DeepSpeedPipelinesAreNotInterleaved)
{
    Scenario s = testdata::scenario("gpt-3-175b", Workload::Pretrain, "a100-sxm4-80gb", 512);
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.training.seqLen = 2048;
    s.training.framework = Framework::MegatronCore;
    const Plan mcore = plan(s, testdata::catalog());
    ASSERT_TRUE(mcore.options.front().fits);
    EXPECT_GT(mcore.options.front().layout.interleave, 1);
    s.training.framework = Framework::DeepSpeed;
    const Plan ds = plan(s, testdata::catalog());
    ASSERT_TRUE(ds.options.front().fits);
    EXPECT_EQ(ds.options.front().layout.interleave, 1);
    s.parallel.interleave = 2;
    const std::vector<Issue> issues = validate(s, testdata::catalog());
    ASSERT_EQ(issues.size(), 1u);
    EXPECT_EQ(issues.front().code, IssueCode::Unsupported);
    EXPECT_EQ(issues.front().field, "interleave");
    s.training.framework = Framework::MegatronCore;
    EXPECT_TRUE(validate(s, testdata::catalog()).empty());
}

// docs/model.md §4.5b: the dispatcher and Megatron-Core's EP overlap as inputs. Qwen3-30B-A3B, BF16,
// 16 H100 at EP 16 with 64 micro-batches, as Megatron-Bridge's A/B ran it
// (skills/nemo-mbridge-perf-moe-comm-overlap: HybridEP 24.71 -> 20.99 s, -15.1 %; plain all-to-all
// 41.25 -> 31.31 s, -24.1 %).
namespace {

Plan qwen3Ep16(MoeDispatcher dispatcher, bool overlap, Recompute recompute = Recompute::None, const char *gpu = "h100-sxm5-80gb",
               int zero = 1)
{
    Scenario s;
    s.model = testdata::preset("qwen3-30b-a3b");
    s.gpuIds = {gpu};
    s.gpuCount = 16;
    s.parallel = {1, 1, 16, 16, zero, 1, 1};
    s.training.precision = Precision::Bf16Mixed;
    s.training.framework = Framework::MegatronCore;
    s.training.seqLen = 4096;
    s.training.microBatch = 1;
    s.training.globalBatch = 1024;
    s.training.recomputeAuto = false;
    s.training.recompute = recompute;
    s.training.moeDispatcher = dispatcher;
    s.training.epOverlap = overlap;
    return plan(s, testdata::catalog());
}

const TrainingEstimate &trainingOf(const Plan &p)
{
    static const TrainingEstimate none;
    EXPECT_TRUE(p.issues.empty());
    return p.options.empty() || !p.options.front().training ? none : *p.options.front().training;
}

} // namespace

TEST(Training, EpOverlapHidesTheAllToAllBehindAnotherMicroBatch)
{
    for (MoeDispatcher d : {MoeDispatcher::DeepEp, MoeDispatcher::AllToAll}) {
        const Plan offPlan = qwen3Ep16(d, false), onPlan = qwen3Ep16(d, true);
        const TrainingEstimate &off = trainingOf(offPlan), &on = trainingOf(onPlan);
        EXPECT_EQ(off.deepEpDispatch, d == MoeDispatcher::DeepEp);
        EXPECT_FALSE(off.epOverlapped);
        EXPECT_TRUE(on.epOverlapped);
        // One micro-batch of 64 has no partner; the rest hides behind the other micro-batch's compute
        // (here larger than the all-to-all) at the 20 of 132 SMs the all-to-all kernels take.
        const double ep = off.step.epComm;
        ASSERT_GT(ep, 0.0);
        const double hidden = std::min(ep * 63.0 / 64.0, off.step.compute);
        EXPECT_NEAR(on.step.epComm, ep - hidden + hidden * 20.0 / 132.0, 1e-9 * ep);
        EXPECT_DOUBLE_EQ(on.step.compute, off.step.compute);
        // The step-time gain within 5.5 points of Megatron-Bridge's measured one (3.7 and 5.0 today).
        const double measured = d == MoeDispatcher::DeepEp ? 20.992 / 24.7138 : 31.31 / 41.25;
        EXPECT_NEAR(on.stepSeconds / off.stepSeconds, measured, 0.055) << moeDispatcherId(d);
        EXPECT_EQ(findWarning(onPlan.options.front(), WarningCode::EpOverlapNoEffect), nullptr);
        // The overlap's memory is the plan's without it: Megatron-Bridge's A/B measured 62.2 GiB allocated
        // at its peak with the overlap on, and gpuplan gives 62.7 GiB before the allocator's overhead
        // without any extra micro-batch in flight (model.md §4.5b).
        const MemoryBreakdown &mOff = offPlan.options.front().memory, &mOn = onPlan.options.front().memory;
        EXPECT_EQ(mOn, mOff);
        if (d == MoeDispatcher::DeepEp) {
            EXPECT_NEAR(static_cast<double>(mOn.total() - mOn.overhead) / (1u << 30), 62.166, 0.15 * 62.166);
        }
    }
    // The plain all-to-all costs 1.67x the HybridEP step in the same A/B (41.25 against 24.71 s).
    EXPECT_NEAR(trainingOf(qwen3Ep16(MoeDispatcher::AllToAll, false)).stepSeconds
                    / trainingOf(qwen3Ep16(MoeDispatcher::DeepEp, false)).stepSeconds,
                41.25 / 24.7138, 0.2);
}

// Megatron-Core refuses the overlap with full recompute and with a pipeline that is not interleaved;
// only Megatron-Core has it; a layout without EP has no all-to-all. Each is timed without it and says why.
TEST(Training, EpOverlapWhereItCannotRunSaysWhy)
{
    const auto blocked = [](const Plan &p) {
        const Warning *w = p.options.empty() ? nullptr : findWarning(p.options.front(), WarningCode::EpOverlapNoEffect);
        return w ? static_cast<EpOverlapBlock>(static_cast<int>(w->value)) : EpOverlapBlock::None;
    };
    const Plan full = qwen3Ep16(MoeDispatcher::DeepEp, true, Recompute::Full);
    EXPECT_EQ(blocked(full), EpOverlapBlock::FullRecompute);
    EXPECT_FALSE(trainingOf(full).epOverlapped);
    EXPECT_DOUBLE_EQ(trainingOf(full).step.epComm, trainingOf(qwen3Ep16(MoeDispatcher::DeepEp, false, Recompute::Full)).step.epComm);

    Scenario s = testdata::scenario("qwen3-30b-a3b", Workload::Pretrain, "h100-sxm5-80gb", 16);
    s.parallel = {1, 2, 8, 8, 1, 1, 1};   // PP 2 without interleaving
    s.training.framework = Framework::MegatronCore;
    s.training.epOverlap = true;
    EXPECT_EQ(blocked(plan(s, testdata::catalog())), EpOverlapBlock::PipelineNotInterleaved);
    s.parallel = {1, 2, 8, 8, 1, 2, 1};   // ... interleaved: it runs
    EXPECT_EQ(blocked(plan(s, testdata::catalog())), EpOverlapBlock::None);
    EXPECT_TRUE(trainingOf(plan(s, testdata::catalog())).epOverlapped);
    s.parallel = {1, 1, 16, 16, 1, 1, 1};
    s.training.framework = Framework::Fsdp;
    EXPECT_EQ(blocked(plan(s, testdata::catalog())), EpOverlapBlock::NotMegatronCore);
    s.parallel = {2, 2, 4, 1, -1, 2, 1};   // EP 1 (TP 2, PP 2 interleaved, to fit)
    s.training.framework = Framework::MegatronCore;
    EXPECT_EQ(blocked(plan(s, testdata::catalog())), EpOverlapBlock::NoExpertParallelism);
    // A dense model has no experts: nothing to say (the Scenario page greys the box, the CLI refuses it).
    s.model = testdata::preset("llama-3.1-8b");
    const Plan dense = plan(s, testdata::catalog());
    ASSERT_FALSE(dense.options.empty());
    EXPECT_EQ(findWarning(dense.options.front(), WarningCode::EpOverlapNoEffect), nullptr);
}

// DeepEP chosen where it cannot run (a PCIe card) is timed as the plain all-to-all and says so; on
// NVLink it is what Auto gives.
TEST(Training, DeepEpWhereItCannotRunFallsBackToThePlainAllToAll)
{
    const Plan pcie = qwen3Ep16(MoeDispatcher::DeepEp, false, Recompute::Full, "l40s-48gb", -1);
    ASSERT_FALSE(pcie.options.empty());
    EXPECT_NE(findWarning(pcie.options.front(), WarningCode::DeepEpUnavailable), nullptr);
    EXPECT_FALSE(trainingOf(pcie).deepEpDispatch);
    EXPECT_DOUBLE_EQ(trainingOf(pcie).step.epComm,
                     trainingOf(qwen3Ep16(MoeDispatcher::AllToAll, false, Recompute::Full, "l40s-48gb", -1)).step.epComm);
    const Plan nvlink = qwen3Ep16(MoeDispatcher::DeepEp, false);
    EXPECT_EQ(findWarning(nvlink.options.front(), WarningCode::DeepEpUnavailable), nullptr);
    EXPECT_DOUBLE_EQ(trainingOf(nvlink).step.epComm, trainingOf(qwen3Ep16(MoeDispatcher::Auto, false)).step.epComm);
    // The warning says which of DeepEP's needs the option misses (a QA pass read one sentence naming
    // all three): the link on the PCIe card, the generation on NVLinked Volta, the stack under DeepSpeed.
    const auto why = [](const Plan &p) {
        const Warning *w = p.options.empty() ? nullptr : findWarning(p.options.front(), WarningCode::DeepEpUnavailable);
        return w ? static_cast<DeepEpBlock>(static_cast<int>(w->value)) : DeepEpBlock::None;
    };
    EXPECT_EQ(why(pcie), DeepEpBlock::NoFastLink);
    Scenario s;
    s.model = testdata::preset("qwen3-30b-a3b");
    s.gpuIds = {"v100-sxm2-32gb"};   // NVLink, Volta
    s.gpuCount = 32;
    s.parallel = {1, 2, 16, 16, -1, 1, 1};   // PP 2 to fit in 32 GB
    s.training.precision = Precision::Fp16Mixed;
    s.training.framework = Framework::MegatronCore;
    s.training.moeDispatcher = MoeDispatcher::DeepEp;
    EXPECT_EQ(why(plan(s, testdata::catalog())), DeepEpBlock::GpuGeneration);
    s.gpuIds = {"h100-sxm5-80gb"};
    s.training.framework = Framework::DeepSpeed;
    EXPECT_EQ(why(plan(s, testdata::catalog())), DeepEpBlock::Framework);
    EXPECT_EQ(deepEpBlock(*testdata::catalog().gpu("h100-sxm5-80gb"), Framework::MegatronCore), DeepEpBlock::None);
}

// QLoRA's NF4 dequantisation is work no published run carried: the MFU ceiling holds the rest of the
// step and the dequantisation comes on top (a zh_TW QA pass read Llama-3.1-70B QLoRA on 4 H200 at
// LoRA's 89.33 s a step, both held to the Hopper ceiling).
TEST(Training, QloraDequantisationIsNotHiddenByThePublishedCeiling)
{
    const auto run = [](Workload w) {
        Scenario s = testdata::scenario("llama-3.1-70b", w, "h200-sxm-141gb", 4);
        s.parallel = {1, 1, 4, 1, 3, 1, 1};
        s.training.recomputeAuto = false;
        s.training.recompute = Recompute::Selective;
        s.training.tokens = 6e9;
        const Plan p = plan(s, testdata::catalog());
        EXPECT_TRUE(p.issues.empty());
        return p.options.empty() || !p.options.front().training ? TrainingEstimate {} : *p.options.front().training;
    };
    const TrainingEstimate lora = run(Workload::Lora), qlora = run(Workload::Qlora);
    ASSERT_TRUE(lora.heldToCeiling);
    ASSERT_TRUE(qlora.heldToCeiling);
    const double dequant = qlora.step.memoryBound - lora.step.memoryBound;
    ASSERT_GT(dequant, 0.0);
    // Same FLOPs, same ceiling: the difference is the dequantisation.
    EXPECT_NEAR(qlora.stepSeconds - lora.stepSeconds, dequant, 1e-6 * lora.stepSeconds);
    EXPECT_LT(qlora.mfu, lora.mfu);
}
