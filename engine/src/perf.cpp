// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/perf.h"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

using i64 = std::int64_t;

// Calibration constants (docs/model.md §4.3; fitted once to Korthikanti et al. 2022 Table 5 and
// never per run).
constexpr double kDefaultMatmulMax = 0.75;     // GPUs without a measured achievable-matmul figure
constexpr double kMatmulHalfWidth = 250.0;     // per-GPU inner size n at which efficiency is half the maximum (fitted)
                                               // efficiency = max · n/(n + kMatmulHalfWidth) · t/(t + kMatmulHalfTokens)
constexpr double kMatmulHalfTokens = 128.0;    // tokens per micro-batch at which efficiency halves (fitted)
constexpr double kReferenceBalance = 312e12 / 2039e9;   // the A100 80GB's FLOP/byte, where the half-points were fitted
constexpr double kElementwisePasses = 5.0;     // HBM passes over s·b·h per layer (fwd+bwd) for norms, GeLU, dropout, residuals (fitted)
constexpr double kFp8MatmulRatio = 0.883;     // fp8 / bf16 achievable share where only bf16 is measured: H100 SXM
                                               // 1402.6/1979 over 794.5/989.5 (stas00 MAMF)
constexpr double kAttentionRelative = 0.72;    // attention kernels' efficiency / the GEMMs', on the 12·L·h·s FLOP count
                                               // (from MosaicML's 7B sequence sweep, docs/model.md §4.2)
constexpr double kSoftmaxPasses = 6.0;         // HBM passes over the a·s²·b score matrix without FlashAttention
constexpr double kHbmEfficiency = 0.80;        // achievable fraction of HBM bandwidth (STREAM-like kernels)
// QLoRA's 4-bit dequantisation runs far below STREAM-like kernels (docs/model.md §4.4): bitsandbytes'
// dequantize_4bit (0.41-0.47, what PEFT, TRL, axolotl and LLaMA-Factory run) measures 18-37 % of
// peak HBM bandwidth (its benchmarking README, H100 NF4, v0.44.1 and v0.45) and 15-25 % on an A800
// (issue #1319); compiled or fused NF4 kernels (torchtune's compiled torchao NF4, a Triton kernel)
// reach 47-76 %. Shares of the peak, eager and fused.
constexpr double kNf4DequantShareEager = 0.25;
constexpr double kNf4DequantShareFused = 0.60;
constexpr double kFastLinkEfficiency = 0.55;   // NCCL bus bandwidth / NVLink one-direction peak for TP-sized messages (fitted; Calculon uses 0.6)
constexpr double kPcieEfficiency = 0.60;       // NCCL over PCIe switches / host bridges
constexpr double kCollectiveLatencyUs = 12.0;  // per NCCL collective inside a node
constexpr double kOptimizerBytesFactor = 1.7;  // bytes touched per byte of optimizer state in the step
// DeepSpeed CPU-Adam per GPU's share of the host: 3.9e9 parameters/s measured on a DGX-2's two Xeon
// 8168 (ZeRO-Offload, ATC 2021, Table 4), scaled by host memory bandwidth to a DDR5 server of 8 GPUs
// (docs/model.md §4.8, constants).
constexpr double kCpuAdamParamsPerSecond = 1.0e9;
constexpr double kDecodeStepOverheadS = 0.0015;     // scheduler + kernel launches per decode step (CUDA graphs)
// A mixture-of-experts layer runs about eight small kernels more than a dense MLP in a decode step
// (vLLM fused_moe: router GEMM, top-k softmax, block alignment with its memset, the weighted sum of
// the experts' outputs; grouped GEMMs in place of dense ones), each at the few-microsecond floor of
// a small kernel. Measured, not derived: the gap between gpt-oss-20b's one-request ITL on vLLM
// v0.19.1 (the vLLM blog of 2026-04-22, 4.05 ms at no context) and the rest of the step, over its
// 24 MoE layers (docs/model.md §5.3, docs/validation.md §4g).
constexpr double kMoeLayerDecodeS = 48e-6;
// Training: each MoE layer's dispatch needs the count of tokens per expert on the host before it
// can size the grouped GEMMs and the all-to-all (Megatron-Core's token dispatcher preprocess,
// `tokens_per_expert.to("cpu")` in NeMo Automodel's grouped-GEMM experts); the sync drains the
// launch queue and the GPU idles until the host launches again. Measured, not derived: a 16 x H100
// Megatron-Bridge profile of Qwen3-30B-A3B at EP 16 (router and preprocess in CUDA graphs) idles
// 1.89 s of a 24.71 s step over its 6,144 MoE layer passes (64 micro-batches x 48 layers x forward
// and backward): 0.31 ms each (docs/model.md §4.5d).
constexpr double kMoeHostSyncS = 0.3e-3;
constexpr double kPrefillEfficiencyScale = 0.85;
// Communication overlap (docs/model.md §4.6), from the frameworks' code:
constexpr double kTpOverlapExposed = 0.125;   // Megatron-Core TP comm overlap (TE userbuffers): ring-exchange all-gathers
                                              // are hidden whole, reduce-scatters pipelined in 4 splits leave the last one
                                              // exposed: (0 + 1/4) / 2 of the collectives' time
constexpr double kCommSmShare = 16.0 / 132.0; // SMs TE gives the overlapped communication kernels (initialize_ub num_sm 16
                                              // on H100's 132): the GEMMs they run beside lose that share
constexpr double kEpCommSmShare = 20.0 / 132.0; // SMs DeepEP's kernels take (Megatron-Core moe_deepep_num_sms, historical
                                                // default 20, on H100's 132): the compute an overlapped all-to-all runs beside loses them
constexpr double kMcoreBucketParams = 40e6;   // Megatron-Core DDP bucket: max(40M, 1M x DP) parameters
constexpr double kTorchDdpBucketBytes = 25.0 * 1024 * 1024;   // PyTorch DDP bucket_cap_mb = 25
constexpr double kDeepSpeedPrefetchParams = 5e7;              // ZeRO-3 stage3_prefetch_bucket_size
// FlashAttention-2 on Hopper/Blackwell does not use their tensor-core instructions (wgmma/TMA):
// ~350 TFLOPS forward, ~300 backward on H100 (Shah et al. 2024, FlashAttention-3, Fig. 5-7)
// = 0.33 of the dense peak, 0.41 of the GEMMs' 0.80; FA3 / cuDNN fused attention (what
// Transformer Engine calls) reaches 0.60 of the peak, as FA2 does on Ampere (kAttentionRelative).
constexpr double kFa2OnHopperRelative = 0.41;
// FP8 casts (Transformer Engine cast+transpose, amax fused): each linear-layer input and each
// output gradient is read in 16-bit and written twice in FP8 (row- and column-wise) = 4 bytes per value.
constexpr double kFp8CastBytesPerValue = 4.0;
// A decode step's GEMMs stream their weights while they compute; near the ridge point they reach
// neither limit: this share of the smaller of the two times is charged on top (docs/model.md §5.3).
constexpr double kDecodeOverlapPenalty = 0.5;

double peakFlops(const Gpu &gpu, Precision p)
{
    auto pick = [&](std::initializer_list<Dtype> order) {
        for (Dtype d : order)
            if (auto v = gpu.peak(d))
                return *v * 1e12;
        return 1e12;
    };
    switch (p) {
    case Precision::Fp32: return pick({Dtype::Fp32, Dtype::Tf32, Dtype::Fp16});
    case Precision::Tf32: return pick({Dtype::Tf32, Dtype::Fp32, Dtype::Fp16});
    case Precision::Bf16Mixed: return pick({Dtype::Bf16, Dtype::Fp16});
    case Precision::Fp16Mixed: return pick({Dtype::Fp16, Dtype::Bf16});
    case Precision::Fp8: return pick({Dtype::Fp8, Dtype::Bf16, Dtype::Fp16});
    }
    return 1e12;
}

double activationBytes(Precision p)
{
    return (p == Precision::Fp32 || p == Precision::Tf32) ? 4.0 : 2.0;
}

// Ring all-reduce time of `bytes` over `n` ranks at one-direction bandwidth `GBps`.
double allReduceSeconds(double bytes, int n, double GBps, double latencyUs)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    return 2.0 * (n - 1.0) / n * bytes / (GBps * 1e9) + 2.0 * (n - 1.0) * latencyUs * 1e-6;
}

// The GPU generations the validation tables and the kernel measurements are for.
bool isNvidia(const Gpu &gpu, const char *architecture)
{
    return gpu.vendor == "NVIDIA" && gpu.architecture == architecture;
}
bool isHopper(const Gpu &gpu) { return isNvidia(gpu, "Hopper"); }
bool isDataCentreAmpere(const Gpu &gpu) { return isNvidia(gpu, "Ampere") && !gpu.consumer; }
bool hopperOrLater(const Gpu &gpu) { return isHopper(gpu) || isNvidia(gpu, "Blackwell"); }

// Per-token widths of one transformer layer's linear inputs and outputs (MoE: the active experts).
struct LayerWidths
{
    double h = 0, q = 0, kv = 0, ffn = 0;
};
LayerWidths layerWidths(const Tower &t)
{
    const double ffn = t.moe ? static_cast<double>(t.moe->topK * t.moe->expertFfn + t.moe->sharedFfn) : static_cast<double>(t.ffn);
    return {static_cast<double>(t.hidden), static_cast<double>(t.heads * t.headDim), static_cast<double>(t.kvHeads * t.headDim), ffn};
}

// The attention kernels' efficiency relative to the GEMMs' for the step's attention kernel (as
// resolveAttentionKernel resolves it). FlashAttention-2 reaches a smaller share of a Hopper or
// Blackwell GPU than the fused kernels written for it (FA3, cuDNN).
double attentionRelative(const Gpu &gpu, AttentionKernel resolved)
{
    return resolved == AttentionKernel::FlashAttention2 && hopperOrLater(gpu) ? kFa2OnHopperRelative : kAttentionRelative;
}

} // namespace

// DeepEP and HybridEP need NVLink peers and compute capability 8.x or later (data-centre Ampere,
// Hopper, Blackwell), and a stack that calls them (Megatron-Core's flex dispatcher, NeMo Automodel's
// FSDP2 MoE path); PCIe cards, DeepSpeed and 2021 Megatron keep the plain all-to-all.
DeepEpBlock deepEpBlock(const Gpu &gpu, Framework fw)
{
    if (fw != Framework::MegatronCore && fw != Framework::Fsdp)
        return DeepEpBlock::Framework;
    if (!gpu.hasFastLink())
        return DeepEpBlock::NoFastLink;
    if (!isDataCentreAmpere(gpu) && !hopperOrLater(gpu))
        return DeepEpBlock::GpuGeneration;
    return DeepEpBlock::None;
}

std::optional<MfuCeiling> publishedMfuCeiling(const Gpu &gpu, Precision p, Framework fw)
{
    const bool fp8 = p == Precision::Fp8 && gpu.peak(Dtype::Fp8);
    // FP8 asked of a GPU without FP8 tensor cores runs at 16-bit speed (the NoFp8 warning) and is held
    // to the 16-bit ceiling: it came out 1.5 % faster than BF16 on A100s, over 64 % (a GUI QA pass).
    const bool sixteen = p == Precision::Bf16Mixed || p == Precision::Fp16Mixed || (p == Precision::Fp8 && !fp8);
    // A GPU's own published run (the catalogue's published_mfu) before its generation's: Blackwell's
    // GPUs differ more from one another than Hopper's (Megatron-Bridge 25.11, Llama 3 8B in FP8: B200
    // 0.39, GB200 0.37, GB300 0.44 of their FP8 peaks).
    for (const PublishedMfu &m : gpu.publishedMfu)
        if ((fp8 ? m.fp8 : sixteen && !m.fp8) && m.framework == frameworkId(fw))
            return MfuCeiling {m.mfu, m.run, true};
    if (isDataCentreAmpere(gpu) && sixteen)
        return MfuCeiling {0.64, "MosaicML MPT-7B on 8 A100-80GB, sequence 2048, no checkpointing: 4,641 tokens/s/GPU"};
    if (isHopper(gpu) && sixteen && fw == Framework::MegatronCore)
        return MfuCeiling {0.62, "NeMo 25.02 Llama 3.1 8B BF16 on 8 H100, TP 1 CP 2, sequence 8192: 12.27 s per 128-sequence step "
                                 "(NVIDIA dgxc-benchmarking v25.04)"};
    if (isHopper(gpu) && sixteen)
        return MfuCeiling {0.46, "MosaicML MPT-7B on 8 H100, sequence 2048, no checkpointing: 10,643 tokens/s/GPU"};
    if (isHopper(gpu) && fp8 && fw == Framework::MegatronCore)
        return MfuCeiling {0.43, "NeMo 24.07 Llama-3-8B FP8 on 8 H100: 14,451 tokens/s/GPU, 0.42 of the FP8 peak"};
    // The other stacks' FP8 (torchao float8 under FSDP, Transformer Engine under DeepSpeed) by their own
    // best run, as their 16-bit ceiling is: NeMo's FP8 held FSDP's FP8 to 0.43 while its BF16 was held to
    // 0.46 of half the peak, so FP8 fine-tuned a 70B on 16 H200 1.83x as fast (a zh_TW QA pass;
    // torchtitan measures 1.28x, 6,667 -> 8,532 tokens/s/GPU for Llama 3.1 8B on 8 H100). The best
    // published FSDP FP8 run is torchtitan's on H200 (validation.md §2g; MosaicML's FP8 MPT-3B reached
    // 0.30).
    if (isHopper(gpu) && fp8)
        return MfuCeiling {0.34, "torchtitan Llama 3.1 8B FP8 (FSDP2, Float8) on 32 H200, sequence 8192: 10,938 tokens/s/GPU, 0.34 "
                                 "of the FP8 peak"};
    return std::nullopt;
}

namespace {

EngineLimits engineDefaults(const Scenario &s, const Gpu &gpu)
{
    const double gib = static_cast<double>(gpu.capacityBytes) / (1024.0 * 1024.0 * 1024.0);
    switch (s.inference.engine) {
    case ServingEngine::Vllm:
        // vLLM V1 `vllm serve` defaults (vllm/engine/arg_utils.py, usage context OPENAI_API_SERVER):
        // max_num_seqs 1024 / max_num_batched_tokens 8192 on GPUs of 70 GiB or more except the A100,
        // 256 / 2048 elsewhere.
        if (gib >= 70 && gpu.architecture != "Ampere")
            return {1024, 8192};
        return {256, 2048};
    case ServingEngine::Sglang:
        // SGLang server_args.py: chunked_prefill_size 8192 on large GPUs (else 2048); max_running_requests
        // is bounded by the KV pool, not a small constant (4096 here).
        return {4096, gib >= 70 ? 8192 : 2048};
    case ServingEngine::TensorRtLlm:
    case ServingEngine::TensorRtLlm2023:
        // TensorRT-LLM (trtllm-serve / LLM API): max_batch_size 2048, max_num_tokens 8192.
        return {2048, 8192};
    }
    return {};
}

} // namespace

EngineLimits engineLimits(const Scenario &s, const Gpu &gpu)
{
    EngineLimits l = engineDefaults(s, gpu);
    if (s.inference.maxSequences > 0)   // the deployment's own setting (--max-num-seqs and the like)
        l.maxSequences = s.inference.maxSequences;
    else if (s.inference.batch > l.maxSequences)   // a fixed batch is run with the limit raised to it
        l.maxSequences = s.inference.batch;
    return l;
}

double inferenceUncertaintyPct(const Gpu &gpu, int gpusPerReplica)
{
    // Every serving row of docs/validation.md §4-4h of the generation, but the † rows (§4c, §4f).
    // Hopper, one GPU per replica: +22.6 % (70B FP8 on one H200 at 500 / 2000, TensorRT-LLM v0.17;
    // vLLM v0.19's rows within 14.8 %); tensor-parallel: +46.5 % (70B FP8 on eight H100 at
    // 128 / 4096, TensorRT-LLM v0.14; the v0.17, v0.20 and v1.0 rows are within 23.7 %). Data-centre
    // Ampere and Ada (A100 SXM4 and PCIe, L40S measured): one GPU +35.5 % (8B on an A100, SGLang
    // 0.3.0 on ShareGPT; TensorRT-LLM's rows within 18.1 %), tensor-parallel +63.6 % (70B on two
    // A100 PCIe at 1000 / 1000, v0.14; v0.17 on the A100 SXM4 and L40S within 14.4 %). Any other
    // GPU: the widest of these.
    constexpr double kHopperSingle = 23.0, kHopperParallel = 47.0;
    constexpr double kAmpereAdaSingle = 36.0, kAmpereAdaParallel = 64.0;
    const bool single = gpusPerReplica <= 1;
    if (isHopper(gpu))
        return single ? kHopperSingle : kHopperParallel;
    if (isDataCentreAmpere(gpu) || (isNvidia(gpu, "Ada Lovelace") && !gpu.consumer))
        return single ? kAmpereAdaSingle : kAmpereAdaParallel;
    return std::max({kHopperSingle, kHopperParallel, kAmpereAdaSingle, kAmpereAdaParallel});
}

// The Hopper training runs of docs/validation.md were measured on the H100 SXM and the H200, whose
// dense 16-bit peak over HBM bandwidth is 295 and 206 FLOP/B. The H20 (37: a seventh of the H100's
// compute on more bandwidth) and the H100 PCIe (378) lie far outside, where no run checks the kernel
// model's balance-scaled GEMM and element-wise terms: they take the unvalidated band (a zh_TW QA pass
// read ±9 % for the H20 beside ±20 % for the H100 on FSDP, the least evidence with the tightest band).
bool balanceOfValidatedHopper(const Gpu &gpu)
{
    const double peak = gpu.peak(Dtype::Bf16).value_or(gpu.peak(Dtype::Fp16).value_or(0.0));
    const double flopPerByte = gpu.memBwGBps > 0 ? peak * 1000.0 / gpu.memBwGBps : 0.0;
    return flopPerByte >= 200.0 && flopPerByte <= 300.0;
}

double trainingUncertaintyPct(const Gpu &gpu, Framework fw, Precision p, ExpertSpan experts)
{
    // MoE, any stack (validation.md §2c, §2f, §2g): experts on one node, gpt-oss-20b, Qwen3-30B-A3B
    // and gpt-oss-120b (65.0 %: Qwen3-30B-A3B FP8 at PP 2 EP 8 with DeepEP and the EP overlap,
    // Megatron-Bridge 26.02); expert parallelism across nodes, DeepSeek-V3, gpt-oss-120b,
    // Qwen3-30B-A3B and Qwen3-235B-A22B (49.8 %: Qwen3-30B-A3B FP8 at EP 16, Megatron-Bridge 26.06).
    // Never narrower than the dense band of the same GPU, stack and precision.
    if (experts != ExpertSpan::None)
        return std::max(experts == ExpertSpan::InNode ? 65.0 : 50.0, trainingUncertaintyPct(gpu, fw, p, ExpertSpan::None));
    const bool hopper = isHopper(gpu) && balanceOfValidatedHopper(gpu);
    const bool ampere = isDataCentreAmpere(gpu);
    const bool fp8 = p == Precision::Fp8 && gpu.peak(Dtype::Fp8);
    // FP8 asked of a GPU without FP8 tensor cores runs at 16-bit speed (the NoFp8 warning) and is held
    // to the 16-bit ceiling: it came out 1.5 % faster than BF16 on A100s, over 64 % (a GUI QA pass).
    const bool sixteen = p == Precision::Bf16Mixed || p == Precision::Fp16Mixed || (p == Precision::Fp8 && !fp8);
    constexpr double kUnvalidated = 27.0;   // the widest validated band below
    switch (fw) {
    case Framework::Megatron2021:      // Korthikanti Table 5 (1.8 %), Narayanan SC21 Tables 1-2 (13.9 %)
        return ampere && sixteen ? 14.0 : kUnvalidated;
    case Framework::DeepSpeed:         // MT-NLG 530B (26.8 %) and BLOOM-176B (12.1 %) on Megatron-DeepSpeed
        return ampere && sixteen ? 27.0 : kUnvalidated;
    case Framework::MegatronCore:
        if (hopper && fp8)             // NeMo / Megatron-Bridge FP8 (20.0 %, Nemotron-8B), dgxc FP8 (15.6 %)
            return 20.0;
        // Megatron-Bridge 25.11 on B200, GB200 and GB300 (13.5 %, Llama 3.1 405B on 256 GB300); NVLink
        // Blackwell only: the PCIe RTX PRO 6000 has no run.
        if (isNvidia(gpu, "Blackwell") && gpu.hasFastLink() && fp8)
            return 14.0;
        if (hopper && sixteen)         // Llama 3 405B at 8k (6.0 %) and 128k with CP 16 (8.2 %), dgxc BF16 (7.6 %)
            return 9.0;
        if (ampere && sixteen)         // NeMo Megatron launcher GPT-3 5B and 175B on A100 (11.5 %)
            return 12.0;
        return kUnvalidated;
    case Framework::Fsdp:
        if (ampere && sixteen)         // MosaicML on A100 (12.2 %), torchtitan (14.4 %), fms-fsdp (8.9 %)
            return 15.0;
        if (hopper && sixteen)         // MosaicML on H100 (8.1 %), NeMo Automodel (12.0 %), KempnerForge H200 (19.8 %)
            return 20.0;
        return kUnvalidated;
    case Framework::Auto:
        break;
    }
    return kUnvalidated;
}

AttentionKernel resolveAttentionKernel(AttentionKernel chosen, Framework framework)
{
    if (chosen != AttentionKernel::Auto)
        return chosen;
    return framework == Framework::MegatronCore ? AttentionKernel::Fused : AttentionKernel::FlashAttention2;
}

Kernels elementwiseKernels(Kernels chosen, Framework framework)
{
    if (chosen != Kernels::Auto)
        return chosen;
    return framework == Framework::Fsdp || framework == Framework::DeepSpeed ? Kernels::Eager : Kernels::Fused;
}

EpOverlapBlock epOverlapBlock(bool moe, const Layout &l, Framework framework)
{
    if (!moe || l.ep <= 1)
        return EpOverlapBlock::NoExpertParallelism;
    if (framework != Framework::MegatronCore)
        return EpOverlapBlock::NotMegatronCore;
    if (l.recompute == Recompute::Full)
        return EpOverlapBlock::FullRecompute;
    if (l.pp > 1 && l.interleave <= 1)
        return EpOverlapBlock::PipelineNotInterleaved;
    return EpOverlapBlock::None;
}

Framework resolveFramework(Framework chosen, const Layout &layout, Kernels kernels)
{
    if (chosen != Framework::Auto)
        return chosen;
    if (layout.framework != Framework::Auto)
        return layout.framework;
    if (kernels == Kernels::Eager)
        return Framework::Fsdp;
    // Parameters on the host are FSDP's CPU offload (or DeepSpeed's ZeRO-Infinity): Megatron-Core
    // offloads the optimizer only (--optimizer-cpu-offload), so it is never chosen for them (a zh_CN
    // QA pass read Megatron-Core planned with parameters offloaded).
    if (layout.offload == Offload::OptimizerAndParams)
        return Framework::Fsdp;
    // Expert parallelism is model parallelism too: NVIDIA's MoE recipes run it on Megatron-Core, and
    // its EP overlap is Megatron-Core's (a QA pass read FSDP chosen for EP 8 at TP 1 and the overlap
    // asked for dropped, 26.5 s a step against 17.5 s on Megatron-Core).
    return layout.tp > 1 || layout.pp > 1 || layout.cp > 1 || layout.ep > 1 ? Framework::MegatronCore : Framework::Fsdp;
}

namespace {

// Encoder-decoder (docs/model.md §4.11): the encoder runs over the S input tokens, the decoder over
// the T target tokens; each decoder layer's cross-attention projects the encoder's S outputs to K and
// V once (FasterTransformer and TensorRT-LLM cache them for the whole generation) and attends from
// T queries to S keys. Training counts FLOPs per input token (the T5 and Megatron convention: a
// step's tokens are its encoder tokens); serving per prompt token (prefill) and per generated token.
void encoderDecoderStats(ModelStats &m, const Scenario &s)
{
    const Architecture &a = s.model;
    const Tower &d = a.text;
    const Tower &e = *a.encoder;
    const double sIn = static_cast<double>(std::max<std::int64_t>(1, m.seqLen));
    const double tOut = static_cast<double>(std::max<std::int64_t>(1, decoderTokens(s)));
    m.decoderSeqLen = static_cast<std::int64_t>(tOut);
    const double encoder = static_cast<double>(m.params.encoderTotal);
    const double crossKv = 2.0 * static_cast<double>(d.layers * d.hidden * d.kvHeads * d.headDim);
    const double decoder = m.flopParams - encoder - crossKv;   // per decoder token, with the head
    const double dqk = static_cast<double>(d.heads * d.headDim), eqk = static_cast<double>(e.heads * e.headDim);
    const double encoderAttn = 12.0 * static_cast<double>(e.layers) * sIn * eqk;            // per input token
    const double decoderAttn = 12.0 * static_cast<double>(d.layers) * (tOut + sIn) * dqk;    // per target token: self + cross
    if (s.workload == Workload::Inference) {
        m.prefillFlopParams = encoder + crossKv;
        m.flopParams = decoder;
        m.attnFlopsPerToken = m.attnCoreFlopsPerToken = encoderAttn / 2.0;   // forward only
        return;
    }
    const double ratio = tOut / sIn;
    m.flopParams = encoder + crossKv + decoder * ratio;
    m.attnFlopsPerToken = m.attnCoreFlopsPerToken = encoderAttn + decoderAttn * ratio;
}

} // namespace

ModelStats modelStats(const Scenario &s)
{
    ModelStats m;
    const Architecture &a = s.model;
    const Tower &t = a.text;
    m.params = countParams(a);
    if (t.moe)
        for (std::int64_t i = 0; i < t.layers; ++i)
            m.moeLayers += t.moe->isMoeLayer(i) ? 1 : 0;
    m.seqLen = s.workload == Workload::Inference ? s.inference.inputTokens : s.training.seqLen;
    if (t.isVision())
        m.seqLen = t.sequenceTokens();
    double flop = static_cast<double>(m.params.active - m.params.embedding);
    if (t.lmHead && t.tiedEmbeddings)
        flop += static_cast<double>(t.vocab * t.hidden);   // the tied head is still a matmul
    double visionFlopParams = 0;
    if (a.vision) {
        // The vision tower (and projector) run once per image, not once per text token: take them
        // out of the per-token parameter count and charge them per image below.
        const Tower &vt = *a.vision;
        const double vEmbed = static_cast<double>(vt.sequenceTokens() * vt.hidden + (vt.classToken ? vt.hidden : 0));
        visionFlopParams = static_cast<double>(m.params.visionTotal) - vEmbed;
        flop -= visionFlopParams;
    }
    m.flopParams = flop;
    double qk = static_cast<double>(t.heads * t.headDim), v = qk;
    if (t.mla) {
        qk = static_cast<double>(t.heads * (t.mla->qkNopeDim + t.mla->qkRopeDim));
        v = static_cast<double>(t.heads * t.mla->vHeadDim);
    }
    m.attnFlopsPerToken = 6.0 * static_cast<double>(t.layers) * static_cast<double>(m.seqLen) * (qk + v);
    m.attnCoreFlopsPerToken = m.attnFlopsPerToken;
    if (a.vision && m.seqLen > 0) {
        // One image per sample: the vision tower's matmuls (6·P_v per image token) and attention,
        // spread over the sample's text tokens so that FLOPs per step stay per token.
        const Tower &vt = *a.vision;
        const double sv = static_cast<double>(vt.sequenceTokens());
        const double visionAttn = 12.0 * vt.layers * vt.hidden * sv * sv / static_cast<double>(m.seqLen);
        m.attnFlopsPerToken += 6.0 * visionFlopParams * sv / static_cast<double>(m.seqLen) + visionAttn;
        m.attnCoreFlopsPerToken += visionAttn;
    }
    m.prefillFlopParams = m.flopParams;
    if (a.encoder)
        encoderDecoderStats(m, s);
    return m;
}

double matmulEfficiency(const Gpu &gpu, double n, double tokens, bool fp8)
{
    double top = gpu.matmulEfficiency.value_or(kDefaultMatmulMax);
    if (fp8)   // FP8 GEMMs reach a smaller share of their (doubled) peak
        top = gpu.matmulEfficiencyFp8.value_or(top * kFp8MatmulRatio);
    // The half-points are where a GEMM's arithmetic intensity meets the machine balance (peak FLOPs
    // per byte of HBM bandwidth): they were fitted on the A100 80GB (312 TFLOPS / 2,039 GB/s = 153
    // FLOP/B) and scale with the GPU's 16-bit balance (H100 SXM 295, L40 419). FP8 doubles the peak
    // but halves the bytes per operand, so its balance in elements is the 16-bit one.
    const double bf16Peak = gpu.peak(Dtype::Bf16).value_or(gpu.peak(Dtype::Fp16).value_or(0.0));
    const double balance = gpu.memBwGBps > 0 && bf16Peak > 0 ? bf16Peak * 1e12 / (gpu.memBwGBps * 1e9) : kReferenceBalance;
    const double scale = std::clamp(balance / kReferenceBalance, 0.25, 8.0);
    const double width = n / (n + kMatmulHalfWidth * scale);
    const double length = tokens / (tokens + kMatmulHalfTokens * scale);
    return std::clamp(top * width * length, 0.02, top);
}

Fabric fabricFor(const Gpu &gpu, const Network &net)
{
    Fabric f;
    f.gpusPerNode = gpu.gpusPerNode;
    f.nodeGBps = net.nodeGBps() * net.efficiency;
    f.netLatencyUs = net.latencyUs;
    if (gpu.hasFastLink()) {
        f.tpGBps = gpu.linkGBpsBidir / 2.0 * kFastLinkEfficiency;
        f.tpDomain = std::max(gpu.linkDomain, 1);
        f.tpLatencyUs = kCollectiveLatencyUs;
    } else {
        // NVLink bridges join pairs only; beyond two GPUs traffic goes over PCIe.
        f.tpGBps = gpu.pcieGBpsBidir / 2.0 * kPcieEfficiency;
        f.tpDomain = gpu.gpusPerNode;
        f.tpOverPcie = true;
        f.tpLatencyUs = 2 * kCollectiveLatencyUs;
    }
    f.tpDomain = std::min(std::max(f.tpDomain, gpu.gpusPerNode), std::max(gpu.linkDomain, gpu.gpusPerNode));
    return f;
}

namespace {

double tpBandwidth(const Gpu &gpu, const Fabric &f, int tp)
{
    if (gpu.link == LinkKind::NvLinkBridge && tp == 2)
        return gpu.linkGBpsBidir / 2.0 * kFastLinkEfficiency;
    return f.tpGBps;
}

// One micro-batch on the slowest pipeline stage (docs/model.md §4.2): what every time term of
// estimateTraining below is a function of.
struct MicroBatch
{
    const Scenario &s;
    const Tower &t;
    const ModelStats &m;
    const Gpu &gpu;
    const Fabric &f;
    const Layout &l;
    Framework fw = Framework::MegatronCore;
    AttentionKernel attention = AttentionKernel::Fused;   // the resolved kernel (resolveAttentionKernel)
    Kernels kernels = Kernels::Fused;                     // fused or eager element-wise ops (elementwiseKernels)
    bool oncePerPlace = false;    // MoE dispatch: DeepEP-style, once per GPU and node reached (deepEpRunsOn)
    bool lora = false;
    bool fp8 = false;
    double seq = 0;               // tokens per sequence
    double cp = 1;                // context-parallel ranks
    double tokens = 0;            // this GPU's tokens of one micro-batch through this stack (÷ CP)
    double stepTokens = 0;        // ... counted as the step counts them (an encoder-decoder's input tokens)
    double layers = 0;            // layers of the slowest stage, ceil(L / PP)
    double moeLayers = 0;         // its MoE layers, ceil(MoE layers / PP)
    double fullShare = 0;         // share of the stage's layers fully recomputed
    double attnRecomputedShare = 0;   // share whose attention forward runs twice
    double ab = 2;                // activation bytes per value
    double sbh = 0;               // tokens · hidden
    double bw = 0;                // achievable HBM bytes/s
    double peak = 0, eff = 0;     // GEMM peak and the share of it reached
    double attnPeak = 0, attnEff = 0;   // the attention kernels' and the LM head's (BF16 under FP8 training)
    LayerWidths widths {};
    // Filled by computeSeconds:
    double attnFlops = 0;         // attention-core FLOPs of the micro-batch on this GPU
    double gemmSeconds = 0;
    double computeSeconds = 0;
};

// `tower` and `seq`: the stack this micro-batch passes through and its tokens per sample: the text
// tower (an encoder-decoder's decoder, over its target tokens) or an encoder-decoder's encoder.
MicroBatch microBatch(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f, const Layout &l,
                      Framework fw, double efficiencyScale, const Tower &tower, double seq)
{
    MicroBatch mb {s, tower, m, gpu, f, l};
    const TrainingSetup &tr = s.training;
    const Tower &t = mb.t;
    mb.fw = fw;
    mb.attention = resolveAttentionKernel(tr.attentionKernel, fw);
    mb.kernels = elementwiseKernels(tr.kernels, fw);
    mb.oncePerPlace = tr.moeDispatcher != MoeDispatcher::AllToAll && deepEpRunsOn(gpu, fw);
    mb.lora = trainsAdapters(s.workload);
    mb.seq = seq;
    mb.layers = std::ceil(static_cast<double>(t.layers) / l.pp);
    mb.moeLayers = std::ceil(static_cast<double>(m.moeLayers) / l.pp);
    mb.fullShare = l.fullRecomputeShare(static_cast<i64>(mb.layers));
    mb.attnRecomputedShare = l.recompute == Recompute::Full ? mb.fullShare
                             : (l.recompute == Recompute::Selective && !fusedAttention(s) ? 1.0 : 0.0);
    mb.peak = peakFlops(gpu, tr.precision);
    // Context parallelism splits each sequence over CP ranks: every per-micro-batch quantity below
    // is this GPU's share of the tokens; attention still spans the whole sequence (the ring below).
    mb.cp = static_cast<double>(std::max(1, l.cp));
    mb.tokens = mb.seq * static_cast<double>(std::max<i64>(1, l.microBatch)) / mb.cp;
    mb.stepTokens = static_cast<double>(m.seqLen) * static_cast<double>(std::max<i64>(1, l.microBatch)) / mb.cp;
    mb.fp8 = tr.precision == Precision::Fp8 && gpu.peak(Dtype::Fp8);
    // An encoder-decoder's GEMMs are taken at the encoder's (the sample's) tokens, where most of them run.
    mb.eff = std::clamp(matmulEfficiency(gpu, static_cast<double>(t.hidden) / l.tp, mb.stepTokens, mb.fp8) * efficiencyScale,
                        0.01, 1.0);
    // FP8 training (Transformer Engine) runs only the linear layers in FP8; attention stays in BF16,
    // at the BF16 peak and the BF16 share of it.
    mb.attnPeak = mb.peak;
    mb.attnEff = mb.eff;
    if (mb.fp8) {
        mb.attnPeak = peakFlops(gpu, Precision::Bf16Mixed);
        mb.attnEff = std::clamp(matmulEfficiency(gpu, static_cast<double>(t.hidden) / l.tp, mb.stepTokens, false) * efficiencyScale,
                                0.01, 1.0);
    }
    mb.ab = activationBytes(tr.precision);
    mb.sbh = mb.tokens * static_cast<double>(t.hidden);
    mb.bw = gpu.memBwGBps * 1e9 * kHbmEfficiency;
    mb.widths = layerWidths(t);
    return mb;
}

// §4.1: model FLOPs (6·P per token, 4·P under LoRA, plus attention) and hardware FLOPs (with the
// recomputed forward) of one step.
void stepFlops(TrainingEstimate &e, const MicroBatch &mb)
{
    const double dense = (mb.lora ? 4.0 : 6.0) * mb.m.flopParams;
    e.modelFlopsPerStep = (dense + mb.m.attnFlopsPerToken) * e.tokensPerStep;
    double recomputeFlops = 0;
    if (mb.l.recompute == Recompute::Full)
        recomputeFlops = mb.fullShare * (2.0 * mb.m.flopParams + mb.m.attnFlopsPerToken / 3.0) * e.tokensPerStep;
    else if (mb.l.recompute == Recompute::Selective && !fusedAttention(mb.s))
        recomputeFlops = mb.m.attnFlopsPerToken / 3.0 * e.tokensPerStep;
    e.hardwareFlopsPerStep = e.modelFlopsPerStep + recomputeFlops;
}

// §4.2: one micro-batch through one pipeline stage (all its layers), forward + backward. The
// pipeline runs at the pace of its slowest stage: the last one also computes the LM head (and the
// loss), so it carries its layers' share plus the head's 6·V·h FLOPs per token. The attention core
// (QKᵀ and AV, with their recompute) runs in attention kernels, at a smaller share of the peak.
void computeSeconds(MicroBatch &mb, const TrainingEstimate &e)
{
    const Tower &t = mb.t;
    const Layout &l = mb.l;
    const double headFlops = (t.lmHead ? (mb.lora ? 4.0 : 6.0) * static_cast<double>(t.vocab * t.hidden) : 0.0) * mb.tokens;
    const double bodyFlops = e.hardwareFlopsPerStep / static_cast<double>(e.microbatches) / l.dp / mb.cp - headFlops;
    const double stageFlops = l.pp == 1 ? bodyFlops + headFlops
                                        : bodyFlops * mb.layers / static_cast<double>(t.layers) + headFlops;
    const double microFlops = stageFlops / l.tp;
    const double attnHardwarePerToken = mb.m.attnCoreFlopsPerToken * (1.0 + mb.attnRecomputedShare / 3.0);
    mb.attnFlops = attnHardwarePerToken * mb.stepTokens / l.tp * (l.pp == 1 ? 1.0 : mb.layers / static_cast<double>(t.layers));
    // The LM head stays 16-bit under FP8 training: Megatron-Core builds it as a plain
    // ColumnParallelLinear outside Transformer Engine's FP8 layers (gpt_model.py; a TE head only for
    // MXFP8 with fp8_output_proj), and torchtitan's Float8 configs filter "output" out. It runs at the
    // 16-bit peak and share, as the attention does (Nemotron's 256k vocabulary: 12 % of its FLOPs).
    const double headMicroFlops = mb.fp8 ? headFlops / l.tp : 0.0;
    mb.gemmSeconds = (microFlops - mb.attnFlops - headMicroFlops) / (mb.peak * mb.eff) + headMicroFlops / (mb.attnPeak * mb.attnEff);
    mb.computeSeconds = mb.gemmSeconds + mb.attnFlops / (mb.attnPeak * mb.attnEff * attentionRelative(mb.gpu, mb.attention));
}

// §4.4: the element-wise (HBM-bound) kernels of the micro-batch: norms, activations, residuals,
// softmax without FlashAttention, FP8 casts.
// §4.5b: expert parallelism: every MoE layer sends each token's hidden state to its top-k experts
// and back (dispatch and combine), forward and backward, and again in a recomputed forward; on the
// critical path between the router and the expert GEMMs. Tokens are split across the TP ranks first
// (sequence parallelism). An EP group has epRanksPerDomain ranks on the fast link (a node, or a
// whole NVL72 rack): fastDomain/TP when it strides over the TP groups, fastDomain when the experts
// are whole; traffic to the other ranks goes over the NICs.
//
// Two ways to send it. A plain all-to-all (Megatron-Core's `alltoall` dispatcher, DeepSpeed-MoE)
// sends one copy per chosen expert, NIC and NVLink shares one after the other. DeepEP / HybridEP
// (DeepSeek-V3 report §3.2.2; the `flex` dispatcher NVIDIA's Megatron-Core recipes select on Ampere
// and Hopper, and NeMo Automodel's FSDP2 MoE path) send a token once to each GPU that holds one of
// its experts, and across nodes once to each such node, forwarding it over NVLink inside the node
// at the same time. Of n places (GPUs or nodes) holding a token's k experts, spread evenly, it
// reaches n (1 - (1 - 1/n)^k); DeepSeek's group-limited routing caps that at the places of its
// topk_group groups.
double expertPlacesReached(const MoeSpec &m, double places)
{
    const double k = static_cast<double>(m.topK);
    double reached = places * (1.0 - std::pow(1.0 - 1.0 / places, k));
    if (m.groupsPerToken < m.expertGroups) {
        const double placesPerGroup = std::max(1.0, places / static_cast<double>(m.expertGroups));
        reached = std::min(reached, static_cast<double>(m.groupsPerToken) * placesPerGroup);
    }
    return reached;
}

// The EP ranks on one fast-link domain (a node, or an NVL72 rack). With the experts split over TP
// (ETP = TP) the EP group strides over the TP groups (Megatron-Core's rank order tp-cp-ep-dp-pp),
// so a domain holds domain / TP of them; with whole experts (ETP = 1) the group is a run of
// consecutive ranks (the expert mesh etp-ep-edp-pp).
double epRanksPerDomain(const Layout &l, const Fabric &f)
{
    const double stride = l.expertTp();
    return std::max(1.0, std::min(static_cast<double>(l.ep), std::floor(static_cast<double>(f.tpDomain) / stride)));
}

// §4.4: an MoE layer's token permutation, in values a token of this GPU moves through HBM. The
// grouped GEMMs need each routed copy of a token in its expert's run: `permute` expands the tokens a
// GPU holds into their k copies in expert order, `unpermute` sums the k expert outputs back with
// their probabilities, and the backward does both again the other way (Megatron-Core
// `moe_utils.permute` / `unpermute`, which NeMo Automodel's DeepEP experts use too). After DeepEP or
// HybridEP (once per place) a GPU holds each token once for each of the r GPUs of its experts; the
// plain all-to-all permutes before sending and then sorts the received copies by local expert
// (`sort_chunks_by_idxs`), and back, when a GPU holds several experts.
double moePermuteValuesPerToken(const MicroBatch &mb)
{
    const MoeSpec &moe = *mb.t.moe;
    const double h = static_cast<double>(mb.t.hidden);
    const double k = static_cast<double>(moe.topK);
    const double ep = static_cast<double>(std::max(1, mb.l.ep));
    if (ep > 1 && mb.oncePerPlace)
        return 4.0 * (expertPlacesReached(moe, ep) + k) * h;
    const bool sortsByLocalExpert = ep > 1 && static_cast<double>(moe.experts) / ep > 1.0;
    return (4.0 * (1.0 + k) + (sortsByLocalExpert ? 8.0 * k : 0.0)) * h;
}

// QLoRA: the frozen NF4 base is dequantised before each use (bitsandbytes' dequantize_4bit, then
// a 16-bit GEMM): read 4.127 bits and write 2 bytes a parameter, which the GEMM then reads instead
// of a 16-bit weight. Uses: the forward, the backward's input gradient (no weight gradient for a
// frozen base) and a recomputed forward (docs/model.md §4.4). The dequantising kernels reach a share
// of the HBM peak of their own, not kHbmEfficiency. Seconds of one micro-batch through the stage.
double nf4DequantSeconds(const MicroBatch &mb)
{
    const Tower &t = mb.t;
    if (mb.s.workload != Workload::Qlora || t.layers <= 0)
        return 0;
    const double layerParams = mb.m.flopParams / static_cast<double>(t.layers) / mb.l.tp;
    const double share = mb.kernels == Kernels::Eager ? kNf4DequantShareEager : kNf4DequantShareFused;
    const double bytes = (2.0 + mb.fullShare) * layerParams * (weightBytesPerParam(Dtype::Nf4) + 2.0) * kHbmEfficiency / share;
    return bytes * mb.layers / mb.bw;
}

double elementwiseSeconds(const MicroBatch &mb)
{
    const Tower &t = mb.t;
    const Layout &l = mb.l;
    double bytes = kElementwisePasses * mb.sbh * mb.ab / l.tp;
    if (mb.kernels == Kernels::Eager) {
        // Eager PyTorch runs each element-wise op as its own kernel (Megatron fuses them, which is
        // what kElementwisePasses measures): per token and layer, forward reads and writes the two
        // norms (2h each), the two residual adds (3h each), rotary on Q and K (2·(q + k)), the MLP
        // activation (gated: read 2f, write f; GeLU: 2f) and dropout (2.5h per site); the backward
        // touches each about twice.
        const auto [h, q, kv, ffn] = mb.widths;
        double forward = 4.0 * h + 6.0 * h + (t.mlp == MlpKind::Gated ? 3.0 : 2.0) * ffn;
        if (t.position == PositionKind::Rotary)
            forward += 2.0 * (q + kv);
        if (t.crossAttention)   // the cross-attention block's norm and residual add
            forward += 5.0 * h;
        if (t.dropout)
            forward += 5.0 * h;
        bytes = 3.0 * forward * mb.tokens * mb.ab / l.tp;
    }
    bytes *= 1.0 + mb.fullShare / 3.0;   // a recomputed forward repeats the element-wise kernels
    // Softmax over the score matrix (a decoder's cross-attention adds one over the encoder's tokens);
    // recomputed under both recompute modes.
    const double keys = mb.seq + (t.crossAttention ? static_cast<double>(mb.m.seqLen) : 0.0);
    if (!fusedAttention(mb.s))
        bytes += kSoftmaxPasses * static_cast<double>(t.heads) * mb.tokens * keys * mb.ab / l.tp
                 * (l.recompute == Recompute::None ? 1.0 : 4.0 / 3.0);
    if (mb.fp8) {
        // Cast + transpose of every linear input (forward, again in a recomputed forward) and of every
        // output gradient (backward); attention projections, MLP in and out.
        // An MoE layer casts each routed copy of a token: its experts' input is k·h wide, and so is
        // their second GEMM's output gradient (h for a dense MLP).
        const auto [h, q, kv, ffn] = mb.widths;
        const double gated = t.mlp == MlpKind::Gated ? 2.0 : 1.0;
        const double mlpIn = t.moe ? static_cast<double>(t.moe->topK) * h + (t.moe->sharedFfn > 0 ? h : 0.0) : h;
        const double forward = (h + q + mlpIn + ffn) * (1.0 + mb.fullShare);
        const double backward = (q + 2.0 * kv) + h + gated * ffn + mlpIn;
        bytes += kFp8CastBytesPerValue * mb.tokens * (forward + backward) / l.tp;
    }
    // Each MoE layer's permutation of its 16-bit tokens (half of it forward, repeated by a
    // recomputed forward); the tokens of a TP rank's sequence shard.
    double permuteBytes = 0;
    if (t.moe && mb.moeLayers > 0)
        permuteBytes = moePermuteValuesPerToken(mb) * mb.tokens / l.tp * mb.ab * (1.0 + mb.fullShare / 2.0) * mb.moeLayers;
    return (bytes * mb.layers + permuteBytes) / mb.bw + nf4DequantSeconds(mb);
}

// §4.5: tensor parallelism: 2 all-reduces (or reduce-scatter + all-gather pairs) forward, 2
// backward, 2 more when the forward is recomputed; Megatron-Core overlaps them with the GEMMs.
double tpCommSeconds(const MicroBatch &mb)
{
    const Layout &l = mb.l;
    if (l.tp <= 1)
        return 0;
    // A decoder layer with cross-attention has a third block (its output projection reduces too).
    const double collectives = (4.0 + 2.0 * mb.fullShare) * (mb.t.crossAttention ? 1.5 : 1.0);
    // Whole experts (ETP 1, docs/model.md §2.2) fold TP into EP: the dispatcher takes each TP rank's
    // sequence shard as it is, so an MoE layer's MLP half has no TP collective (MoE parallel folding,
    // Liu et al. 2025, arXiv 2504.14960); a shared expert, split over TP, keeps them.
    double layers = mb.layers;
    if (l.etp == 1 && mb.t.moe && mb.t.moe->sharedFfn == 0)
        layers -= 0.5 * mb.moeLayers;
    double seconds = collectives * layers
                     * allReduceSeconds(mb.sbh * mb.ab, l.tp, tpBandwidth(mb.gpu, mb.f, l.tp), mb.f.tpLatencyUs);
    const bool bridged = mb.gpu.link == LinkKind::NvLinkBridge && l.tp == 2;
    // TP comm overlap (Transformer Engine userbuffers): off by default in Megatron-Core and NeMo
    // (`tp_comm_overlap = False`, "optimizations disabled by default"); NVIDIA's performance recipes
    // turn it on, and they exist for Hopper and Blackwell only (recommended_model_configs_{h100,b200,
    // gb200}); the published A100 runs of NeMo (launcher gpt3/*.yaml, ub_tp_comm_overlap: False) ran
    // without it. Userbuffers need NVLink peers.
    if (mb.fw == Framework::MegatronCore && l.sequenceParallel && hopperOrLater(mb.gpu)
        && (!mb.f.tpOverPcie || bridged)) {
        // Each all-gather / reduce-scatter runs beside the GEMM it feeds or follows, split into
        // chunks. What the GEMMs cannot cover stays exposed, and the GEMMs they cover lose the SMs
        // the communication kernels take.
        const double hidden = std::min(seconds * (1.0 - kTpOverlapExposed), mb.gemmSeconds);
        seconds = (seconds - hidden) + hidden * kCommSmShare;
    }
    return seconds;
}

double epCommSeconds(const MicroBatch &mb)
{
    const Tower &t = mb.t;
    const Layout &l = mb.l;
    const Fabric &f = mb.f;
    if (!t.moe || l.ep <= 1)
        return 0;
    const double tokens = mb.tokens / l.tp;
    // Dispatch and combine both carry 16-bit activations, in FP8 training too: Megatron-Core's DeepEP
    // and HybridEP paths hand the layer input over as it is ("we do not support fp8 dispatch",
    // megatron/core/transformer/moe/fused_a2a.py) and Transformer Engine quantises it inside the
    // grouped GEMM; NeMo Automodel's DeepEP path likewise. DeepSeek-V3's FP8 dispatch (report §3.3)
    // is its own stack's, not one of these.
    const double tokenBytes = tokens * static_cast<double>(t.hidden) * 2.0 * mb.ab;
    const double k = static_cast<double>(t.moe->topK);
    const double ep = static_cast<double>(l.ep);
    const double perDomain = epRanksPerDomain(l, f);
    // An NVLink bridge joins pairs only: with more local peers the traffic crosses PCIe.
    const double localGBps = perDomain > 2 ? f.tpGBps : tpBandwidth(mb.gpu, f, 2);
    const double nodes = ep / perDomain;
    double perPass = 0;
    if (mb.oncePerPlace) {
        // Copies over NVLink: the GPUs reached, but the sender's own share of them stays put.
        const double forwarded = expertPlacesReached(*t.moe, ep) * (perDomain - 1.0) / perDomain;
        const double nvlink = tokenBytes * forwarded / (localGBps * 1e9);
        if (nodes > 1) {
            const double remoteNodes = expertPlacesReached(*t.moe, nodes) * (nodes - 1.0) / nodes;
            perPass = std::max(tokenBytes * remoteNodes / (f.nicGBps() * 1e9), nvlink) + 2.0 * f.netLatencyUs * 1e-6;
        } else {
            perPass = nvlink + 2.0 * f.tpLatencyUs * 1e-6;
        }
    } else {
        const double remote = 1.0 - perDomain / ep;          // share of the peers beyond the fast link
        const double local = (perDomain - 1.0) / ep;          // peers on NVLink (or PCIe)
        perPass = tokenBytes * k * (remote / (f.nicGBps() * 1e9) + local / (localGBps * 1e9))
                  + 2.0 * (remote > 0 ? f.netLatencyUs : f.tpLatencyUs) * 1e-6;
    }
    const double passes = 2.0 + mb.fullShare;
    return passes * mb.moeLayers * perPass;
}

// §4.5b: Megatron-Core's EP overlap (`overlap_moe_expert_parallel_comm`, the combined 1F1B schedule
// of megatron/core/pipeline_parallel/): one micro-batch's forward runs merged with another's
// backward, each one's dispatch and combine beside the other's compute. The passes with no partner
// stay exposed: the warm-up forwards and cool-down backwards, (PP - 1) + (v - 1)·PP + 1 of the m·v
// model chunks a rank runs on average over the ranks (get_pp_rank_microbatches: 2·(PP - rank - 1)
// + (v - 1)·PP, one more with the overlap); without a pipeline the first forward and last backward.
// The hidden part costs the compute it runs beside the SMs the all-to-all kernels take. Megatron-Core
// runs it only with EP, without full recompute and, with a pipeline, only interleaved.
bool epOverlapRuns(const TrainingSetup &tr, const MicroBatch &mb)
{
    return tr.epOverlap && epOverlapBlock(mb.t.moe.has_value(), mb.l, mb.fw) == EpOverlapBlock::None;
}

double epOverlapExposedSeconds(double epSeconds, const MicroBatch &mb, double microbatches)
{
    const double pp = static_cast<double>(mb.l.pp), v = static_cast<double>(std::max(1, mb.l.interleave));
    const double unpaired = std::min(1.0, ((pp - 1.0) + (v - 1.0) * pp + 1.0) / (microbatches * v));
    const double hidden = std::min(epSeconds * (1.0 - unpaired), mb.computeSeconds);
    return (epSeconds - hidden) + hidden * kEpCommSmShare;
}

// §4.5d: the host sync of each MoE layer of the stage, forward, backward and a recomputed forward.
double moeRoutingSeconds(const MicroBatch &mb)
{
    if (!mb.t.moe)
        return 0;
    return (2.0 + mb.fullShare) * mb.moeLayers * kMoeHostSyncS;
}

// §4.5c: context parallelism (Megatron-Core with Transformer Engine's ring attention, Liu et al.
// 2023): each CP rank computes attention of its queries against every rank's K and V, passing K/V
// chunks around the ring (CP - 1 steps) while it computes on the chunk it holds; the backward passes
// K/V and their gradients (2x). A step's transfer hides behind that step's attention kernel; what is
// longer stays exposed. The ring strides over the TP group (rank order tp-cp-ep-dp-pp): inside the
// fast-link domain when TP x CP fits it, over the NICs otherwise.
double cpCommSeconds(const MicroBatch &mb)
{
    const Layout &l = mb.l;
    const Fabric &f = mb.f;
    if (l.cp <= 1)
        return 0;
    const double chunkBytes = 2.0 * mb.tokens * mb.widths.kv / l.tp * mb.ab;   // this rank's K and V
    const bool inDomain = static_cast<i64>(l.tp) * l.cp <= f.tpDomain;
    const double gbps = inDomain ? f.tpGBps : f.nicGBps();
    const double latency = (inDomain ? f.tpLatencyUs : f.netLatencyUs) * 1e-6;
    const double attnPerLayerForward = mb.attnFlops / (1.0 + mb.attnRecomputedShare / 3.0) / 3.0 / std::max(1.0, mb.layers)
                                       / (mb.attnPeak * mb.attnEff * attentionRelative(mb.gpu, mb.attention));
    auto ring = [&](double bytes, double computePerStep) {
        const double transfer = bytes / (gbps * 1e9) + latency;
        const double exposed = std::max(0.0, transfer - computePerStep);
        return (mb.cp - 1.0) * (exposed + (transfer - exposed) * kCommSmShare);
    };
    const double stepForward = attnPerLayerForward / mb.cp;
    const double forwardPasses = 1.0 + mb.attnRecomputedShare;
    return mb.layers * (forwardPasses * ring(chunkBytes, stepForward) + ring(2.0 * chunkBytes, 2.0 * stepForward));
}

// §4.6: pipeline point-to-point activations (split by TP: Megatron's scatter/gather optimisation,
// each TP rank sends 1/t and the receiver all-gathers over the fast link, Narayanan et al. 2021 §4.1).
double p2pSeconds(const MicroBatch &mb)
{
    const Layout &l = mb.l;
    if (l.pp <= 1)
        return 0;
    // Ranks run TP, CP, DP, PP from the innermost (as the data-parallel term, §4.7): a stage's
    // neighbour is TP x CP x DP ranks away, so once the job spans more than one node some stage
    // boundary crosses it, and the slowest boundary sets the pace of every micro-batch.
    const bool crossNode = static_cast<std::int64_t>(l.tp) * l.cp * l.dp * l.pp > mb.f.gpusPerNode;
    const double p2pGBps = crossNode ? mb.f.nicGBps() : tpBandwidth(mb.gpu, mb.f, 2);
    const double bytes = mb.sbh * mb.ab / l.tp;
    return 2.0 * l.interleave * bytes / (p2pGBps * 1e9) + 2.0 * l.interleave * mb.f.netLatencyUs * 1e-6;
}

// The data-parallel collectives of one step and the compute they may hide behind (§4.7).
struct DpTraffic
{
    double grads = 0;        // reduce-scatter of the gradients
    double gather = 0;       // all-gather of the weights
    double allReduce = 0;    // all-reduce of the gradients (no ZeRO)
    double trainable = 0;    // parameters this GPU reduces
    double gathered = 0;     // parameters it gathers (ZeRO-3: the frozen base too under LoRA)
    double gradBytes = 2;
    double microTime = 0;    // one micro-batch on this stage
    double forward = 0, backward = 0;   // its forward and backward (with any recomputed forward)
    double layerShare = 1;   // one layer's share of the stage
    double microbatches = 1;
};

// Overlap with prefetching, layer by layer: the comm beyond the compute it hides behind, plus what
// cannot start early (the first gather, the last reduce): one layer's (or bucket's) share. The
// hidden part still costs the compute it runs beside the SMs its NCCL kernels occupy.
double prefetched(double comm, double compute, double firstShare)
{
    const double exposed = std::min(comm, std::max(0.0, comm - compute) + comm * std::min(1.0, firstShare));
    return exposed + (comm - exposed) * kCommSmShare;
}

// Megatron-LM 2021: gradients all-reduced after the backward, nothing overlapped (distributed
// optimizer pinned: reduce-scatter + all-gather, also exposed).
double dpMegatron2021(const DpTraffic &d, int zero)
{
    return zero >= 1 ? d.grads + d.gather : d.allReduce;
}

// PyTorch FSDP2: FULL_SHARD gathers each block's weights for the forward and again for the backward
// (prefetched one block ahead) and reduce-scatters its gradients, every micro-batch; SHARD_GRAD_OP
// (ZeRO-2) reduce-scatters every micro-batch and gathers once per step; DDP all-reduces 25 MB buckets
// during the last backward.
double dpFsdp(const DpTraffic &d, int zero)
{
    if (zero >= 3)
        return d.microbatches * (prefetched(d.gather, d.forward, d.layerShare) + prefetched(d.gather + d.grads, d.backward, d.layerShare));
    if (zero == 2)
        return d.microbatches * prefetched(d.grads, d.backward, d.layerShare) + prefetched(d.gather, d.forward, d.layerShare);
    return prefetched(d.allReduce, d.backward, kTorchDdpBucketBytes / std::max(1.0, d.trainable * d.gradBytes));
}

// Megatron-Core's distributed optimizer with overlap_grad_reduce and overlap_param_gather: gradient
// buckets reduce-scatter during the last micro-batch's backward, parameter buckets all-gather during
// the first micro-batch's forward; the last / first bucket stays exposed. ZeRO-3 is Megatron-FSDP,
// per micro-batch like FSDP: the forward's gathers behind the forward, the backward's gathers and
// reduce-scatters behind the backward (both gathers behind the whole micro-batch and the
// reduce-scatters behind its backward again counted the backward twice, and made recomputation,
// which lengthens it, faster than none).
double dpMegatronCore(const DpTraffic &d, int zero, int replicas)
{
    const double bucket = std::max(kMcoreBucketParams, 1e6 * replicas) / std::max(1.0, d.trainable);
    if (zero >= 3)
        return dpFsdp(d, zero);
    if (zero >= 1)
        return prefetched(d.grads, d.backward, bucket) + prefetched(d.gather, d.forward, bucket);
    return prefetched(d.allReduce, d.backward, bucket);
}

// DeepSpeed: overlap_comm is on by default only for ZeRO-3 (prefetch buckets of 5e7 parameters);
// ZeRO-1 reduces after the backward and ZeRO-2 in its backward hooks on the compute stream, both
// exposed; the updated partitions are all-gathered after the step.
double dpDeepSpeed(const DpTraffic &d, int zero)
{
    if (zero >= 3)
        return d.microbatches * (prefetched(d.gather, d.forward, kDeepSpeedPrefetchParams / std::max(1.0, d.gathered))
                                 + prefetched(d.gather + d.grads, d.backward, kDeepSpeedPrefetchParams / std::max(1.0, d.gathered)));
    if (zero == 2)
        return d.microbatches * d.grads + d.gather;
    if (zero == 1)
        return d.grads + d.gather;
    return d.allReduce;
}

// Trainable parameters on the most loaded GPU: the LoRA adapters' share, or the stage's weights.
double trainableParams(const MicroBatch &mb, const StageParams &sp)
{
    return mb.lora ? loraTrainableParams(mb.s) / (static_cast<double>(mb.l.tp) * mb.l.pp) : sp.total();
}

// The bandwidth and latency of one data-parallel group: `members` ranks, `perNode` of them in each
// node. Across nodes NCCL runs one ring (channel) per NIC and splits the data over them, so a group
// with k ranks in each node moves its bytes through k NICs at once, each channel as fast as its
// slower leg (the NIC, or the hop between the node's ranks: PCIe). The 2021 stack's published runs
// are reproduced only with each rank on its own NIC, so it keeps that (docs/model.md §4.7).
struct DpGroup
{
    double gbps = 0, latencyUs = 0;
    int members = 1;
};
DpGroup dpGroup(const MicroBatch &mb, int members, double perNode, bool crossNode)
{
    const Fabric &f = mb.f;
    DpGroup g;
    g.members = members;
    if (!crossNode) {
        g.gbps = tpBandwidth(mb.gpu, f, members);
        g.latencyUs = f.tpLatencyUs;
        return g;
    }
    const double rails = mb.fw == Framework::Megatron2021 ? 1.0 : std::clamp(perNode, 1.0, static_cast<double>(members));
    const double hopGBps = rails > 1 ? tpBandwidth(mb.gpu, f, static_cast<int>(rails)) : f.nicGBps();
    g.gbps = rails * std::min(f.nicGBps(), hopGBps);
    g.latencyUs = f.netLatencyUs;
    return g;
}

// §4.7: gradient reduction (and ZeRO parameter gathers) over the fabric; which part hides behind
// which compute is the framework's (§4.6b). `microTime`: one micro-batch's compute and element-wise time.
//
// Two groups. Dense weights are replicated over the DP x CP replicas (gradients are reduced over
// both). Ranks are laid out TP, CP, DP, PP from the innermost (Megatron-Core's default order, and
// torchtitan's mesh), so that group leaves the node only when TP x CP x DP does, with gpus-per-node
// / TP of its ranks in each node. An MoE layer's experts are split over the EP ranks and replicated
// only over the rest (Megatron-Core's expert-data-parallel group, FSDP2's `ep_shard` mesh
// dimension): TP x CP x DP / (ETP x EP) ranks (replicas / EP with the experts split over TP),
// ETP x EP apart, so a node holds 1 / EP as many of them, and with EP filling the node each rank's
// expert traffic has its own NIC alone.
double dpCommSeconds(const MicroBatch &mb, const StageParams &sp, double microbatches, double microTime)
{
    const Layout &l = mb.l;
    const Fabric &f = mb.f;
    const int replicas = std::max(1, l.replicas());
    if (replicas <= 1 && l.expertReplicas() <= 1)
        return 0;
    const bool crossNode = l.tp * l.cp * l.dp > f.gpusPerNode;
    const double ranksPerNode = std::floor(static_cast<double>(f.gpusPerNode) / l.tp);
    const DpGroup dense = dpGroup(mb, replicas, ranksPerNode, crossNode);
    const int expertReplicas = l.expertReplicas();
    // An expert's replicas are EP ranks apart: with ETP = TP the EP ranks are TP apart themselves.
    const double expertPerNode =
        std::max(1.0, std::floor(static_cast<double>(f.gpusPerNode) / (l.expertTp() * std::clamp(l.ep, 1, l.tp * replicas))));
    const DpGroup experts = dpGroup(mb, expertReplicas, expertPerNode, crossNode && expertReplicas > expertPerNode);

    DpTraffic d;
    d.gradBytes = trainingStateBytes(mb.s).grads;
    d.trainable = trainableParams(mb, sp);
    d.microTime = microTime;
    // A recomputed forward runs in the backward: the forward is one part of 3 + the recomputed share.
    d.forward = d.microTime / (3.0 + mb.fullShare);
    d.backward = d.microTime - d.forward;
    // Per group: a reduce-scatter or all-gather moves half an all-reduce's bytes.
    auto moved = [](double params, double bytes, const DpGroup &g) {
        return params > 0 && g.members > 1 ? allReduceSeconds(params * bytes, g.members, g.gbps, g.latencyUs) : 0.0;
    };
    // Trainable: the stage's dense and expert weights, or (LoRA) the adapters, replicated like dense.
    const double trainableExpert = mb.lora ? 0.0 : sp.expert;
    const double trainableDense = d.trainable - trainableExpert;
    d.allReduce = moved(trainableDense, d.gradBytes, dense) + moved(trainableExpert, d.gradBytes, experts);
    d.grads = d.allReduce / 2.0;   // reduce-scatter
    // ZeRO-3 / FSDP gathers every sharded weight, frozen ones too: under LoRA the base model's (4-bit
    // under QLoRA), not just the adapters.
    const bool frozenBase = mb.lora && l.zero >= 3;
    d.gathered = frozenBase ? sp.total() : d.trainable;
    const double gatherBytes = frozenBase && mb.s.workload == Workload::Qlora ? weightBytesPerParam(Dtype::Nf4) : mb.ab;
    const double gatheredExpert = frozenBase ? sp.expert : trainableExpert;
    d.gather = (moved(d.gathered - gatheredExpert, gatherBytes, dense) + moved(gatheredExpert, gatherBytes, experts)) / 2.0;
    d.layerShare = 1.0 / std::max(1.0, mb.layers);
    d.microbatches = microbatches;
    // ZeRO-3 gathers and reduce-scatters block by block: each block's collective pays the ring's
    // latency, (n - 1) hops (NCCL runs all-gather and reduce-scatter as rings), not once a pass.
    if (l.zero >= 3 && dense.members > 1) {
        const double perBlock = (dense.members - 1.0) * dense.latencyUs * 1e-6;
        const double extra = std::max(0.0, mb.layers - 1.0) * perBlock;
        d.gather += extra;
        d.grads += extra;
    }
    switch (mb.fw) {
    case Framework::Megatron2021: return dpMegatron2021(d, l.zero);
    case Framework::MegatronCore: return dpMegatronCore(d, l.zero, replicas);
    case Framework::Fsdp: return dpFsdp(d, l.zero);
    case Framework::DeepSpeed:
    case Framework::Auto: return dpDeepSpeed(d, l.zero);
    }
    return 0;
}

// §4.8: the optimizer step streams the (sharded) states through HBM once; with CPU offload the
// states cross PCIe and CPU-Adam updates them instead.
// ZeRO shards the optimizer over the replicas holding the same weights: the dense ones over all of
// them, an expert over replicas / EP (§4.7, as memory.cpp shards its states).
double shardedParams(const Layout &l, double dense, double expert)
{
    if (l.zero < 1)
        return dense + expert;
    const int replicas = std::max(1, l.replicas());
    return dense / replicas + expert / l.expertReplicas();
}

void optimizerAndOffloadSeconds(StepBreakdown &step, const MicroBatch &mb, const StageParams &sp, double microbatches)
{
    const Layout &l = mb.l;
    const TrainingSetup &tr = mb.s.training;
    // Read and written once: 16 bytes a parameter in fp32, 18 in mixed precision (its fp32 gradients,
    // master and moments and its 16-bit weights), 8 in pure 16-bit training (all of them 16-bit).
    const double stateBytes = !isMixedPrecision(tr.precision) ? 16.0 : (tr.pure16Bit() ? 8.0 : 18.0);
    const double trainableExpert = mb.lora ? 0.0 : sp.expert;
    const double updated = shardedParams(l, trainableParams(mb, sp) - trainableExpert, trainableExpert);
    step.optimizer = l.offload != Offload::None ? 0.0 : updated * stateBytes * kOptimizerBytesFactor / mb.bw;
    if (l.offload != Offload::None) {
        const double pcie = mb.gpu.pcieGBpsBidir / 2.0 * 0.8 * 1e9;
        const double params = shardedParams(l, sp.dense, sp.expert);
        step.offload = params * 4.0 / pcie + params / kCpuAdamParamsPerSecond;
        if (l.offload == Offload::OptimizerAndParams)
            step.offload += microbatches * 2.0 * sp.total() * 2.0 / pcie;
    }
}

// §4.9: the step is held to the best published MFU of this GPU and precision: kernel arithmetic
// above it is not evidence (the no-checkpointing runs of docs/validation.md §2b sit 12-22 % below
// it). Calibrated runs (a pilot's scale, an MFU override) are not held.
// `beyondCeiling`: seconds of the step no published run carried (QLoRA's NF4 dequantisation, host
// offload): the ceiling holds the rest, and they come on top (a zh_TW QA pass read QLoRA as fast as
// LoRA on H200, both held to the same ceiling).
void holdToPublishedCeiling(TrainingEstimate &e, const Gpu &gpu, Precision p, double peak, int n, double beyondCeiling)
{
    const double modelled = e.modelFlopsPerStep / (e.step.total() * n * peak);
    e.modelledMfu = modelled;
    const double held = e.step.total() - beyondCeiling;
    if (auto ceiling = publishedMfuCeiling(gpu, p, e.framework);
        ceiling && held > 0 && e.modelFlopsPerStep / (held * n * peak) > ceiling->mfu) {
        e.step.publishedCeiling = e.modelFlopsPerStep / (n * peak * ceiling->mfu) - held;
        e.heldToCeiling = true;
    }
}

// §4.9: step time, throughput, MFU and HFU, and the job's steps, days and GPU-hours.
void jobTotals(TrainingEstimate &e, const Scenario &s, const ModelStats &m, double peak, int n)
{
    const TrainingSetup &tr = s.training;
    e.stepSeconds = e.step.total();
    if (tr.mfuOverride > 0) {
        // The user's MFU replaces the whole model: step = model FLOPs / (GPUs · peak · MFU).
        e.stepSeconds = e.modelFlopsPerStep / (n * peak * tr.mfuOverride);
        e.efficiencyOverridden = true;
    }
    e.tokensPerSecond = e.tokensPerStep / e.stepSeconds;
    e.mfu = e.modelFlopsPerStep / (e.stepSeconds * n * peak);
    e.hfu = e.hardwareFlopsPerStep / (e.stepSeconds * n * peak);
    e.tokens = trainingTokens(s, m.params.total);
    e.steps = e.tokens / e.tokensPerStep;
    const double seconds = e.steps * e.stepSeconds;
    e.days = seconds / 86400.0;
    e.gpuHours = seconds / 3600.0 * n;
}

} // namespace

TrainingEstimate estimateTraining(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f,
                                  const Layout &l, i64 globalBatch, double efficiencyScale)
{
    const TrainingSetup &tr = s.training;
    TrainingEstimate e;
    e.framework = resolveFramework(tr.framework, l, tr.kernels);
    const i64 micro = std::max<i64>(1, l.microBatch);
    e.microbatches = std::max<i64>(1, (globalBatch + micro * l.dp - 1) / (micro * l.dp));
    e.globalBatch = e.microbatches * micro * l.dp;
    e.tokensPerStep = static_cast<double>(e.globalBatch) * static_cast<double>(m.seqLen);
    const int n = l.gpus();

    const double textSeq = static_cast<double>(m.decoderSeqLen > 0 ? m.decoderSeqLen : m.seqLen);
    MicroBatch mb = microBatch(s, m, gpu, f, l, e.framework, efficiencyScale, s.model.text, textSeq);
    e.matmulEfficiency = mb.eff;
    e.attentionKernel = mb.attention;
    e.kernels = tr.kernels;
    stepFlops(e, mb);
    computeSeconds(mb, e);
    double tMem = 0, tTp = 0;
    if (s.model.encoder) {
        // §4.11: element-wise kernels and TP collectives of each stack over its own tokens (the GEMMs
        // are in the step's FLOPs above), the GEMM time TP overlap can hide behind shared by their
        // token-layers; encoder-decoders run without PP and CP.
        MicroBatch enc = microBatch(s, m, gpu, f, l, e.framework, efficiencyScale, *s.model.encoder, static_cast<double>(m.seqLen));
        const double encLayers = enc.layers * enc.tokens, decLayers = mb.layers * mb.tokens;
        const double gemm = mb.gemmSeconds;
        enc.gemmSeconds = gemm * encLayers / std::max(1.0, encLayers + decLayers);
        mb.gemmSeconds = gemm - enc.gemmSeconds;
        tMem = elementwiseSeconds(enc);
        tTp = tpCommSeconds(enc);
    }
    tMem += elementwiseSeconds(mb);
    tTp += tpCommSeconds(mb);
    const double microbatches = static_cast<double>(e.microbatches);
    e.deepEpDispatch = s.model.text.moe && l.ep > 1 && mb.oncePerPlace;
    e.epOverlapped = epOverlapRuns(tr, mb);
    double tEp = epCommSeconds(mb);
    if (e.epOverlapped)
        tEp = epOverlapExposedSeconds(tEp, mb, microbatches);
    const double tRoute = moeRoutingSeconds(mb);
    const double tCp = cpCommSeconds(mb);
    const double tMicro = mb.computeSeconds + tMem + tTp + tEp + tRoute + tCp;
    const double tP2p = p2pSeconds(mb);

    // §4.6: every micro-batch passes the slowest stage; the bubble is (PP - 1) / interleave of them.
    e.step.compute = mb.computeSeconds * microbatches;
    e.step.memoryBound = tMem * microbatches;
    e.step.tpComm = tTp * microbatches;
    e.step.epComm = tEp * microbatches;
    e.step.moeRouting = tRoute * microbatches;
    e.step.cpComm = tCp * microbatches;
    e.step.ppComm = tP2p * microbatches;
    e.step.bubble = l.pp > 1 ? (l.pp - 1.0) / l.interleave * (tMicro + tP2p) : 0.0;
    const StageParams sp = paramsPerGpu(s.model, l, Stage::First);
    e.step.dpComm = dpCommSeconds(mb, sp, microbatches, mb.computeSeconds + tMem);
    optimizerAndOffloadSeconds(e.step, mb, sp, microbatches);

    if (efficiencyScale == 1.0 && tr.mfuOverride <= 0)
        // QLoRA's dequantisation and the host offload come on top: no published run at the ceiling
        // carried them (an offloaded optimizer cost no time on 8 H100, its 0.9 s inside the ceiling's
        // 1.1 s, beside its own offload_slowdown warning; a QA pass).
        holdToPublishedCeiling(e, gpu, tr.precision, mb.peak, n, nf4DequantSeconds(mb) * microbatches + e.step.offload);
    jobTotals(e, s, m, mb.peak, n);
    ExpertSpan experts = ExpertSpan::None;
    if (s.model.text.moe)
        experts = l.ep > epRanksPerDomain(l, f) ? ExpertSpan::AcrossNodes : ExpertSpan::InNode;
    e.uncertaintyPct = trainingUncertaintyPct(gpu, e.framework, tr.precision, experts);
    if (s.model.encoder)   // encoder-decoders: the T5 rows of docs/validation.md §10 (220M +40.6 %)
        e.uncertaintyPct = std::max(e.uncertaintyPct, kEncoderDecoderUncertaintyPct);
    return e;
}

double endToEndMs(const LoadPoint &p, std::int64_t outputTokens)
{
    const double out = static_cast<double>(std::max<std::int64_t>(1, outputTokens));
    return p.ttftMs + (out - 1.0) * p.itlMs;
}

double requestsInFlight(const LoadPoint &p, double requestsPerSecond, std::int64_t outputTokens)
{
    return requestsPerSecond * endToEndMs(p, outputTokens) / 1000.0;
}

Dtype computeDtype(const Scenario &s, const Gpu &gpu)
{
    if ((s.inference.weights == Dtype::Fp8) && gpu.peak(Dtype::Fp8))
        return Dtype::Fp8;
    // INT8 weights run as W8A8 (SmoothQuant, Xiao et al. 2023; TensorRT-LLM and vLLM int8 kernels)
    // on INT8 tensor cores, Turing and later; Volta's INT8 figure is DP4A, not tensor cores, and
    // there INT8 stays weight-only (16-bit compute).
    if (s.inference.weights == Dtype::Int8 && gpu.peak(Dtype::Int8) && gpu.architecture != "Volta")
        return Dtype::Int8;
    // MXFP4 on FP4 tensor cores (Blackwell, MI355X); elsewhere weight-only, 16-bit compute (vLLM's
    // and SGLang's MXFP4 MoE kernels on Hopper dequantise in the GEMM).
    if (s.inference.weights == Dtype::Mxfp4 && gpu.peak(Dtype::Mxfp4))
        return Dtype::Mxfp4;
    // NVFP4 (weights and activations) on NVIDIA's FP4 tensor cores (Blackwell); elsewhere, AMD's
    // MXFP4-only FP4 units included (Gpu::peak), weight-only with 16-bit compute.
    if (s.inference.weights == Dtype::Nvfp4 && gpu.peak(Dtype::Nvfp4))
        return Dtype::Nvfp4;
    if (s.inference.weights == Dtype::Fp32)
        return Dtype::Fp32;
    return gpu.peak(Dtype::Bf16) ? Dtype::Bf16 : Dtype::Fp16;
}

namespace {

double inferencePeak(const Scenario &s, const Gpu &gpu)
{
    const Dtype d = computeDtype(s, gpu);
    if (auto p = gpu.peak(d))
        return *p * 1e12;
    return gpu.peak(Dtype::Fp16).value_or(gpu.peak(Dtype::Bf16).value_or(1.0)) * 1e12;
}

// A compute dtype that takes the 8-bit tensor-core share (§5); FP4 takes it too (no FP4 GEMM sweep
// is cited).
bool lowPrecisionMatmul(Dtype cd)
{
    return cd == Dtype::Fp8 || cd == Dtype::Int8 || cd == Dtype::Mxfp4 || cd == Dtype::Nvfp4;
}

// §5.7: a serving engine's tensor-parallel all-reduce. Messages up to the engines' custom-kernel
// workspace (8 MB: TensorRT-LLM's one-/two-shot kernels at TP 4-8, vLLM's and SGLang's custom
// all-reduce) run at the fitted NCCL bus bandwidth of TP-sized messages, as in training. Larger ones
// (a prefill chunk, a decode step of a thousand sequences) go to NCCL, which inside an NVSwitch node
// reaches its large-message bus bandwidth: 370 GB/s on 8 H100 with the ring, 480 GB/s with NVLink
// SHARP (NVLS: the switch reduces and multicasts; Hopper and later, three GPUs or more), measured
// with nccl-tests. SGLang turns NVLS off (NCCL_NVLS_ENABLE=0); TensorRT-LLM 0.6 (2023) predates it.
constexpr double kEngineCustomAllReduceBytes = 8e6;
constexpr double kNcclRingLargeBusShare = 370.0 / 450.0;   // of the one-direction NVLink peak, 8 x H100
constexpr double kNcclNvlsLargeBusShare = 480.0 / 450.0;

double servingAllReduceSeconds(const Scenario &s, const Gpu &gpu, const Fabric &f, int tp, double totalBytes,
                               double messageBytes, double latencyUs)
{
    double busGBps = tpBandwidth(gpu, f, tp);
    if (messageBytes > kEngineCustomAllReduceBytes && gpu.link == LinkKind::NvSwitch && !f.tpOverPcie) {
        const ServingEngine e = s.inference.engine;
        const bool nvls = hopperOrLater(gpu) && tp > 2 && e != ServingEngine::Sglang && e != ServingEngine::TensorRtLlm2023;
        busGBps = std::max(busGBps, gpu.linkGBpsBidir / 2.0 * (nvls ? kNcclNvlsLargeBusShare : kNcclRingLargeBusShare));
    }
    return allReduceSeconds(totalBytes, tp, busGBps, latencyUs);
}

double weightBytesTotal(const Scenario &s, const ModelStats &m)
{
    // Quantised transformer layers, 16-bit embeddings and head.
    const double outer = static_cast<double>(m.params.embedding + m.params.lmHead);
    const double expert = static_cast<double>(m.params.expert);
    const double dense = std::max(0.0, static_cast<double>(m.params.total) - outer - expert);
    return layerWeightBytes(dense, expert, s.inference.weights) + outer * (s.inference.weights == Dtype::Fp32 ? 4.0 : 2.0);
}

// §5.3: the weight bytes a forward pass streams from memory. The input lookup tables are gathered,
// one row per token, not streamed; a table tied to the LM head is read whole by the head. (An
// encoder-decoder's tables are left as they were: its encoder is charged apart, §4.11.)
double streamedWeightBytes(const Scenario &s, const ModelStats &m)
{
    const Tower &t = s.model.text;
    if (s.model.encoder)
        return weightBytesTotal(s, m);
    const double tiedHead = t.lmHead && t.tiedEmbeddings ? static_cast<double>(t.vocab) * static_cast<double>(t.hidden) : 0.0;
    const double gathered = std::max(0.0, static_cast<double>(m.params.embedding) - tiedHead);
    return weightBytesTotal(s, m) - gathered * (s.inference.weights == Dtype::Fp32 ? 4.0 : 2.0);
}

// §5.3: the bytes one token moves through HBM in a forward pass's kernels between the GEMMs, at
// 16-bit activations. What every engine runs per layer (vLLM's Llama: fused residual-add + RMSNorm
// twice, rotary in place on q and k, SiLU-and-mul; TensorRT-LLM and SGLang the same fusions): the
// two norms each read the input and the residual and write both (4·h each), the two tensor-parallel
// all-reduces read and write the hidden state (2·h each, replicated on every rank), rotary reads and
// writes q and k (2·(q + kv) / t), SiLU-and-mul reads the gate and up halves and writes one
// (3·f / t). The GEMMs' own activation reads and writes are in their roofline.
double elementwiseBytesPerToken(const Tower &t, int tp)
{
    const LayerWidths w = layerWidths(t);
    const double n = static_cast<double>(std::max(1, tp));
    const double replicated = 8.0 * w.h + (tp > 1 ? 4.0 * w.h : 0.0);
    const double gated = t.mlp == MlpKind::Gated ? 3.0 : 2.0;
    const double sharded = (2.0 * (w.q + w.kv) + gated * w.ffn) / n;
    return 2.0 * static_cast<double>(t.layers) * (replicated + sharded);
}

} // namespace

double prefillSeconds(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f, const Layout &l,
                      i64 batch, i64 inputTokens)
{
    // An encoder-decoder's prompt goes through its encoder (bidirectional: the whole input attended)
    // and the decoder's cross-attention K/V projections (m.prefillFlopParams, §4.11).
    const Tower &t = s.model.encoder ? *s.model.encoder : s.model.text;
    const double tokens = static_cast<double>(batch) * static_cast<double>(inputTokens);
    // Causal attention: on average half the context is attended (2·2·L·h·s/2 per token).
    double qk = static_cast<double>(t.heads * t.headDim);
    const double attn = (s.model.encoder ? 4.0 : 2.0) * static_cast<double>(t.layers) * static_cast<double>(inputTokens) * qk;
    const double flops = tokens * (2.0 * m.prefillFlopParams + attn);
    const Dtype cd = computeDtype(s, gpu);
    const double eff = matmulEfficiency(gpu, static_cast<double>(t.hidden) / l.tp, tokens, lowPrecisionMatmul(cd))
                       * kPrefillEfficiencyScale;
    const double compute = flops / (l.tp * inferencePeak(s, gpu) * eff);
    const double weights = streamedWeightBytes(s, m) / l.tp / (gpu.memBwGBps * 1e9 * kHbmEfficiency);
    double comm = 0;
    if (l.tp > 1)
        comm = 2.0 * t.layers
               * servingAllReduceSeconds(s, gpu, f, l.tp, tokens * t.hidden * 2.0,
                                         std::min(tokens, static_cast<double>(engineLimits(s, gpu).maxBatchedTokens)) * t.hidden * 2.0,
                                         f.tpLatencyUs);
    return std::max(compute, weights) + comm;
}

// Each of the prefill replica's GPUs sends its shard of the prompt's KV cache to its counterpart in
// the decode replica (vLLM's NixlConnector, SGLang's Mooncake transfer, NVIDIA Dynamo's NIXL: GPU to
// GPU, layer by layer). A prefill and a decode replica share an 8-GPU node while both fit in it and
// send over NVLink; otherwise each GPU's send takes its share of the node's NICs.
double kvTransferSeconds(const Scenario &s, const Gpu &gpu, const Fabric &f, const Layout &l, std::int64_t tokens)
{
    const double n = static_cast<double>(std::max<std::int64_t>(1, tokens));
    const double bytes = kvBytesPerToken(s.model, s.inference.kvCache) * n * s.model.text.kvShare(n);
    const int gpus = std::max(1, l.tp * l.pp);
    const bool local = 2 * gpus <= f.gpusPerNode;
    const double perGpuGBps = local ? tpBandwidth(gpu, f, 2) : f.nicGBps();
    const double latencyUs = local ? f.tpLatencyUs : f.netLatencyUs;
    return bytes / (gpus * perGpuGBps * 1e9) + latencyUs * 1e-6;
}

namespace {

// §5.3: the share of a mixture-of-experts model's expert weights that a step over `tokens` tokens
// reads (each token routes to top-k of the experts); 1 without experts.
double touchedExpertShare(const Tower &t, double tokens)
{
    if (!t.moe)
        return 1.0;
    const double e = static_cast<double>(t.moe->experts), k = static_cast<double>(t.moe->topK);
    return 1.0 - std::pow(1.0 - k / e, tokens);
}

double expertWeightBytes(const Scenario &s, const ModelStats &m)
{
    return static_cast<double>(m.params.expert) * weightBytesPerParam(s.inference.weights);
}

} // namespace

double promptExpertSeconds(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Layout &l, double batch,
                           double promptTokens)
{
    const Tower &t = s.model.text;
    if (!t.moe)
        return 0.0;
    const double extra = touchedExpertShare(t, batch + promptTokens) - touchedExpertShare(t, batch);
    return expertWeightBytes(s, m) * std::max(0.0, extra) / l.tp / (gpu.memBwGBps * 1e9 * kHbmEfficiency);
}

namespace {

// §5.3: one decode step's hand-off of the batch's hidden state from a serving replica's pipeline
// stage to the next. A replica whose stages tile a server (TP x PP divides the GPUs per server) sits
// inside one and sends over the GPUs' own link; a larger one, or one that does not tile the server
// and so straddles two, sends across nodes on its GPU's share of the NICs.
double stageHandOffSeconds(const Gpu &gpu, const Fabric &f, const Layout &l, double bytes)
{
    const int replicaGpus = std::max(1, l.tp * l.pp);
    const bool local = replicaGpus <= f.gpusPerNode && f.gpusPerNode % replicaGpus == 0;
    if (local)
        return f.tpLatencyUs * 1e-6 + bytes / (tpBandwidth(gpu, f, 2) * 1e9);
    return f.netLatencyUs * 1e-6 + bytes / (f.nicGBps() * 1e9);
}

} // namespace

double decodeStepSeconds(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f, const Layout &l,
                         i64 batch, i64 contextTokens)
{
    const Tower &t = s.model.text;
    const double b = static_cast<double>(batch);
    // Bytes read per step: the weights (for MoE only the experts some token in the batch uses; not an
    // encoder-decoder's encoder) and the KV cache of every sequence (its cross-attention K/V over the
    // input and its self-attention K/V over the output: context tokens in all).
    double weights = streamedWeightBytes(s, m) - static_cast<double>(m.params.encoderTotal) * weightBytesPerParam(s.inference.weights);
    if (t.moe)
        weights -= expertWeightBytes(s, m) * (1.0 - touchedExpertShare(t, b));
    // Sliding-window layers keep (and read) only their window of the context.
    const double window = t.kvShare(static_cast<double>(contextTokens));
    double kv = b * static_cast<double>(contextTokens) * kvBytesPerToken(s.model, s.inference.kvCache) * window;
    // TensorRT-LLM before XQA (0.6, 2023): one thread block per query head reads that head's KV, so a
    // grouped-query model reads its cache heads / kv-heads times (GQA gains memory, not decode speed).
    if (s.inference.engine == ServingEngine::TensorRtLlm2023 && !t.mla && t.kvHeads > 0 && t.kvHeads < t.heads)
        kv *= static_cast<double>(t.heads) / static_cast<double>(t.kvHeads);
    const double kvHeadsReplication = t.mla ? static_cast<double>(l.tp)
                                            : std::max(1.0, static_cast<double>(l.tp) / static_cast<double>(std::max<i64>(1, t.kvHeads)));
    const double bandwidth = gpu.memBwGBps * 1e9 * kHbmEfficiency;
    const double weightTime = weights / l.tp / bandwidth;
    const double elementwiseTime = b * elementwiseBytesPerToken(t, l.tp) / bandwidth;
    const double kvTime = kv * kvHeadsReplication / l.tp / bandwidth;
    const double attn = 4.0 * static_cast<double>(t.layers) * static_cast<double>(contextTokens) * window
                        * static_cast<double>(t.heads * t.headDim);
    // Small-batch GEMMs are memory-bound, which weightTime already covers: use the large-matrix
    // efficiency for the compute roofline.
    const Dtype cd = computeDtype(s, gpu);
    const double eff = matmulEfficiency(gpu, static_cast<double>(t.hidden) / l.tp, 8192.0, lowPrecisionMatmul(cd));
    const double rate = l.tp * inferencePeak(s, gpu) * eff;
    const double gemmTime = b * 2.0 * m.flopParams / rate, attnTime = b * attn / rate;
    double comm = 0;
    if (l.tp > 1)
        comm = (t.crossAttention ? 3.0 : 2.0) * t.layers
               * servingAllReduceSeconds(s, gpu, f, l.tp, b * t.hidden * 2.0, b * t.hidden * 2.0, f.tpLatencyUs * 0.5);
    if (l.pp > 1)
        comm += (l.pp - 1.0) * stageHandOffSeconds(gpu, f, l, b * t.hidden * 2.0);
    // A step's kernels run one after another on one stream (CUDA graph): the GEMMs stream the
    // weights while they compute, only partly overlapped near the ridge point; the attention kernel
    // reads the KV cache at a few FLOPs a byte, so the KV reads never hide under the GEMMs' compute.
    const double gemms = std::max(weightTime, gemmTime) + kDecodeOverlapPenalty * std::min(weightTime, gemmTime);
    const double attention = std::max(kvTime, attnTime);
    return gemms + attention + elementwiseTime + comm + kDecodeStepOverheadS
           + static_cast<double>(m.moeLayers) * kMoeLayerDecodeS;
}

} // namespace engine
