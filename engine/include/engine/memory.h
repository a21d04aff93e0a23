// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Memory per GPU (docs/model.md §2 training, §3 inference). All results in exact bytes.

#include <algorithm>
#include <cstdint>

#include "engine/catalog.h"
#include "engine/scenario.h"

namespace engine {

struct Layout
{
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int cp = 1;                 // context parallel: the sequence split over cp ranks (Megatron-Core)
    int ep = 1;                 // expert parallel
    // Expert tensor parallelism (Megatron-Core's expert_tensor_parallel_size). 0: the experts are
    // split over TP like the dense layers and EP is carved out of DP (ep divides dp), EP groups
    // striding over the TP groups. 1: each expert whole on its rank and the EP group a run of
    // consecutive ranks of a stage's TP x CP x DP (ep divides that product): Megatron-Core's MoE
    // parallel folding, as NVIDIA's MoE recipes set it (docs/model.md §4.5b).
    int etp = 0;
    int zero = 0;               // 0..3 (1 = Megatron distributed optimizer)
    int interleave = 1;         // virtual pipeline stages per GPU
    std::int64_t microBatch = 1;
    Recompute recompute = Recompute::Selective;
    // With full recomputation: how many of each stage's layers are recomputed (Megatron-Core's
    // --recompute-method block --recompute-num-layers); the others keep their activations. 0 = all.
    int recomputeLayers = 0;
    bool sequenceParallel = true;
    Offload offload = Offload::None;
    // The stack the search planned this layout on where the scenario leaves it automatic: Auto
    // resolves by the layout's shape (resolveFramework); Fsdp at TP > 1 is FSDP2 with tensor
    // parallelism (torchtitan's 2-D, NeMo Automodel), which automatic fine-tuning also searches.
    Framework framework = Framework::Auto;
    int gpus() const { return tp * cp * pp * dp; }
    // The group that holds the same weights: gradients are reduced and ZeRO shards over it.
    int replicas() const { return dp * cp; }
    int expertTp() const { return etp > 0 ? etp : tp; }
    // Whole experts where the dense layers are split: what a layout's text names ("EP 32 · ETP 1").
    bool wholeExperts() const { return etp == 1 && tp > 1; }
    // The replicas of one expert (Megatron-Core's expert-data-parallel group, FSDP2's ep_shard): a
    // stage's TP x CP x DP ranks hold ETP x EP x EDP expert shards.
    int expertReplicas() const { return std::max(1, tp * replicas() / (expertTp() * std::max(1, ep))); }
    // The share of a stage's layers whose forward runs twice: 1 for full recomputation of every
    // layer, k / (layers per stage) with recomputeLayers = k, 0 otherwise.
    double fullRecomputeShare(std::int64_t layersPerStage) const
    {
        if (recompute != Recompute::Full)
            return 0.0;
        if (recomputeLayers <= 0 || recomputeLayers >= layersPerStage)
            return 1.0;
        return static_cast<double>(recomputeLayers) / static_cast<double>(layersPerStage);
    }
    friend bool operator==(const Layout &, const Layout &) = default;
};

// Which pipeline stage to report: the fuller of first and last (what must fit), or one of them.
// Middle holds only transformer layers (what Korthikanti et al. 2022 Figure 1 reports).
enum class Stage { Worst, First, Middle, Last };

struct MemoryBreakdown
{
    std::int64_t weights = 0;
    std::int64_t gradients = 0;
    std::int64_t optimizer = 0;
    std::int64_t activations = 0;
    std::int64_t kvCache = 0;
    std::int64_t overhead = 0;
    std::int64_t host = 0;      // bytes moved to host memory by offload (per GPU)
    std::int64_t total() const { return weights + gradients + optimizer + activations + kvCache + overhead; }
    friend bool operator==(const MemoryBreakdown &, const MemoryBreakdown &) = default;
};

// Per-layer activation bytes for one micro-batch (Korthikanti et al. 2022 §4, derived per tensor).
// linearInputBytes: bytes per value of the saved linear-layer inputs (1 in FP8 training; 0 = the
// same as bytesPerValue). seq is the tokens this GPU holds; keys the sequence each query attends
// over (0 = seq; with context parallelism seq is the full sequence ÷ CP and keys the full one).
double layerActivationBytes(const Tower &t, std::int64_t seq, std::int64_t microBatch, int tp,
                            bool sequenceParallel, Recompute recompute, bool flashAttention,
                            double bytesPerValue, double linearInputBytes = 0, std::int64_t keys = 0,
                            std::int64_t crossKeys = 0);   // an encoder-decoder's decoder: encoder tokens per sample

// What eager PyTorch keeps per layer beyond the fused count of layerActivationBytes, for one
// micro-batch (docs/model.md §2.4, "Eager PyTorch"): each RMSNorm's fp32 copy of its input (and, when
// its weight trains, the normalised tensor it multiplies), the activation's own output in a gated MLP,
// the attention output copied back to token order for the output projection; with a frozen base
// (LoRA, QLoRA), minus the inputs of frozen matrices that carry no adapter. Negative when the savings
// outweigh the copies.
double eagerLayerExtraBytes(const Tower &t, std::int64_t seq, std::int64_t microBatch, int tp, bool sequenceParallel,
                            double bytesPerValue, bool frozenBase, bool adaptersOnMlp);
// LoRA dropout (p > 0): each adapted matrix keeps its dropped-out copy of its input and a 1-byte mask,
// per layer and micro-batch (docs/model.md §2.7).
double loraDropoutBytes(const Tower &t, std::int64_t seq, std::int64_t microBatch, int tp, bool sequenceParallel,
                        double bytesPerValue, bool adaptersOnMlp);
// QLoRA: the 16-bit copy of a layer's widest 4-bit matrix that one matmul dequantises into, once per
// stage (docs/model.md §2.7).
double dequantisedWeightBytes(const Tower &t, int tp, double bytesPerValue);

// Parameters held by the most loaded GPU of a layout (worst pipeline stage).
struct StageParams
{
    double dense = 0;    // sharded over dp by ZeRO
    double expert = 0;   // sharded over dp / ep by ZeRO
    double total() const { return dense + expert; }
};
StageParams paramsPerGpu(const Architecture &arch, const Layout &layout, Stage stage);

MemoryBreakdown trainingMemory(const Scenario &s, const Gpu &gpu, const Layout &layout,
                               std::int64_t globalBatch, Stage stage = Stage::Worst);

// Inference: weights, KV cache for `batch` sequences of `context` tokens, workspace, overhead.
MemoryBreakdown inferenceMemory(const Scenario &s, const Gpu &gpu, const Layout &layout,
                                std::int64_t batch, std::int64_t context);

// KV cache bytes per token per sequence for the whole model (all layers, all KV heads).
double kvBytesPerToken(const Architecture &arch, Dtype kvDtype);

// Bytes the planner may fill on one GPU: the driver-reported total for training and for
// TensorRT-LLM; for vLLM and SGLang, whose memory fraction is of the whole GPU, that share of it.
std::int64_t usableBytes(const Scenario &s, const Gpu &gpu);

// Whether the serving engine's memory fraction is a share of the memory left free after the weights,
// buffers and CUDA graphs (TensorRT-LLM's kv_cache_free_gpu_mem_fraction) rather than of the whole
// GPU (vLLM's gpu_memory_utilization, SGLang's mem_fraction_static).
bool fractionOfFreeMemory(const Scenario &s);
// Serving that may use the whole device: TensorRT-LLM (its fraction is of the free memory) and
// TensorRT-LLM 0.6's static batch (no KV pool, no fraction); other engines use capacity × fraction.
bool usesWholeDevice(const Scenario &s);

// TensorRT-LLM gives its KV-cache pool the fraction f of the free memory and leaves the rest of it
// unallocated: (1 - f) / f of the KV cache it holds, counted in the overhead (docs/model.md §3.5).
// Zero for vLLM and SGLang and for training.
double freeMemoryKeptBytes(const Scenario &s, double kvCacheBytes);

// The share of `usable` left free: what the breakdown does not hold, TensorRT-LLM's kept share
// counted as free (0 without usable memory). Headroom everywhere it is shown.
double memoryFreeShare(const Scenario &s, const MemoryBreakdown &m, std::int64_t usable);

// Bytes per parameter of the model states for the scenario's precision and optimizer
// (docs/model.md §2.1): weights (2; in FP8 the FP8 weight and its transpose; 4 in fp32), gradients (2 or 4) and
// optimizer (fp32 master 4 in mixed precision + moments).
struct StateBytes
{
    double weights = 0, grads = 0, optimizer = 0;
    double total() const { return weights + grads + optimizer; }
};
StateBytes trainingStateBytes(const Scenario &s);
// A LoRA or QLoRA run's bytes per trainable adapter parameter: fp32 states, or the model's own in pure
// 16-bit training (docs/model.md §2.7).
StateBytes adapterStateBytes(const Scenario &s);

// Trainable LoRA parameters of the whole model: r·(d_in + d_out) per adapted matrix.
double loraTrainableParams(const Scenario &s);

// Bytes per parameter of stored weights at a serving dtype, including group-scale overhead.
double weightBytesPerParam(Dtype d);
// Bytes of a transformer's layer weights served in `weights`: MXFP4 quantises a mixture of
// experts' expert weights only, the rest of each layer staying 16-bit (as gpt-oss ships, model
// card: "MoE weights ... 4.25 bits per parameter"); every other dtype covers all layer weights.
double layerWeightBytes(double denseLayerParams, double expertParams, Dtype weights);

} // namespace engine
