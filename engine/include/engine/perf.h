// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Performance model: training step time and inference latency/throughput from the hardware
// (docs/model.md §4 and §5). Calibrated against Korthikanti et al. 2022 Table 5.

#include <cstdint>
#include <optional>

#include "engine/catalog.h"
#include "engine/memory.h"
#include "engine/scenario.h"

namespace engine {

// Everything about the model that the search needs, computed once per plan.
struct ModelStats
{
    ParamCount params;
    double flopParams = 0;         // active params that take part in matmuls (no lookup tables)
    double attnFlopsPerToken = 0;  // 12·L·h·s (full s×s attention, Megatron convention), plus the
                                   // vision tower's FLOPs spread over the text tokens
    double attnCoreFlopsPerToken = 0;  // the part that runs in attention kernels (no vision GEMMs)
    std::int64_t seqLen = 0;       // tokens per sample (an encoder-decoder's: its input, the encoder's)
    std::int64_t decoderSeqLen = 0;    // encoder-decoder: the decoder's tokens per sample (0: none)
    double prefillFlopParams = 0;  // serving: matmul params per prompt token (encoder-decoder: the
                                   // encoder and the cross-attention K/V; else flopParams)
    std::int64_t moeLayers = 0;    // layers with routed experts (text tower)
};
ModelStats modelStats(const Scenario &s);

// Achievable fraction of the dense peak for matrices whose per-GPU inner size is `n`
// (n = hidden / tp for transformer layers). Saturates at the GPU's measured maximum.
double matmulEfficiency(const Gpu &gpu, double n, double tokensPerMicrobatch, bool fp8 = false);

struct StepBreakdown
{
    double compute = 0;        // matmuls at achievable efficiency
    double memoryBound = 0;    // element-wise kernels (norms, softmax, activations) at HBM bandwidth
    double tpComm = 0;         // tensor-parallel collectives, exposed
    double epComm = 0;         // expert-parallel all-to-all (MoE dispatch and combine)
    double moeRouting = 0;     // the host sync each MoE layer waits on for its tokens per expert
    double cpComm = 0;         // context-parallel ring exchange of K and V, where attention cannot hide it
    double ppComm = 0;         // pipeline point-to-point sends
    double bubble = 0;         // pipeline fill and drain
    double dpComm = 0;         // data-parallel / ZeRO traffic not hidden behind backward
    double optimizer = 0;      // optimizer step (memory-bound)
    double offload = 0;        // host <-> device transfers for offload
    // Time added so that the end-to-end MFU does not exceed the best published figure for the GPU
    // and precision (docs/model.md §4.9): the kernel model above that figure is not evidence.
    double publishedCeiling = 0;
    double total() const
    {
        return compute + memoryBound + tpComm + epComm + moeRouting + cpComm + ppComm + bubble + dpComm + optimizer + offload + publishedCeiling;
    }
};

// The training stack a layout runs on: the scenario's choice, the one the search planned the layout
// on (Layout::framework), or for Auto Megatron-Core when the layout uses tensor, pipeline, context or expert parallelism and PyTorch FSDP when it is
// data-parallel only.
// Eager kernels are PyTorch's: Auto resolves to FSDP (torchtitan, torchtune and Hugging Face run TP
// and PP under it too), never to Megatron.
Framework resolveFramework(Framework chosen, const Layout &layout, Kernels kernels = Kernels::Auto);
// The attention kernel a training step runs: the one chosen, or the (resolved) framework's own —
// Megatron-Core's cuDNN fused attention, FlashAttention-2 for the others (docs/model.md §4.2).
AttentionKernel resolveAttentionKernel(AttentionKernel chosen, Framework framework);
// How the step's element-wise kernels are timed (docs/model.md §4.4): as chosen, or for Auto the way
// the published runs of the (resolved) framework were fitted — Megatron's fused passes on Megatron-Core
// and Megatron 2021, one kernel per op on FSDP and DeepSpeed.
Kernels elementwiseKernels(Kernels chosen, Framework framework);

struct TrainingEstimate
{
    Framework framework = Framework::MegatronCore;   // the resolved stack the estimate models
    AttentionKernel attentionKernel = AttentionKernel::Fused;   // the resolved attention kernel
    Kernels kernels = Kernels::Auto;                            // the scenario's choice (docs/model.md §2.4)
    bool deepEpDispatch = false;   // MoE tokens dispatched DeepEP-style, once per GPU and node reached (§4.5b)
    bool epOverlapped = false;     // Megatron-Core's EP overlap hides the all-to-all (§4.5b)
    StepBreakdown step;
    double stepSeconds = 0;
    std::int64_t globalBatch = 0;     // sequences per step
    std::int64_t microbatches = 0;    // per pipeline per step
    double tokensPerStep = 0;
    double tokensPerSecond = 0;       // whole job
    double modelFlopsPerStep = 0;
    double hardwareFlopsPerStep = 0;
    double mfu = 0;
    double hfu = 0;
    double tokens = 0;                // training tokens of the job
    double steps = 0;
    double gpuHours = 0;
    double days = 0;
    double matmulEfficiency = 0;      // the modelled (or calibrated) value used
    double modelledMfu = 0;           // MFU of the kernel model before the published ceiling
    bool heldToCeiling = false;       // step.publishedCeiling > 0
    bool efficiencyOverridden = false;
    double uncertaintyPct = 0;
};

// The best end-to-end MFU published for this GPU generation, training precision and stack (model
// FLOPs with attention, over the dense peak of the precision; a stack without a run of its own takes
// the best of the other stacks that is not Megatron-Core's). The kernel model's step is held to it
// (never faster than the best run anyone has published) unless a pilot run or an MFU override
// calibrates the estimate (docs/model.md §4.9, docs/validation.md §8). Empty where no figure is known.
struct MfuCeiling
{
    double mfu = 0;
    std::string source;        // English: the run it comes from
    bool ofGpu = false;        // the GPU's own run (catalogue), not its generation's
};
std::optional<MfuCeiling> publishedMfuCeiling(const Gpu &gpu, Precision p, Framework fw);

// Network facts for one GPU choice: fabric between nodes and link inside a node.
struct Fabric
{
    double tpGBps = 0;        // one-direction algorithm bandwidth of the TP link
    double tpLatencyUs = 0;
    double nodeGBps = 0;      // one-direction inter-node bandwidth per node (all NIC rails)
    double netLatencyUs = 0;
    int gpusPerNode = 8;
    int tpDomain = 8;         // largest TP group on the fast link
    bool tpOverPcie = false;
    // One GPU's share of the node's NICs: what a collective or send whose group has one GPU per node
    // (or that each GPU makes on its own) gets across nodes.
    double nicGBps() const { return nodeGBps / gpusPerNode; }
};
Fabric fabricFor(const Gpu &gpu, const Network &net);

// efficiencyScale multiplies the modelled matmul efficiency (pilot-run calibration); mfuOverride
// replaces the compute term by modelFlops / (peak · mfu).
TrainingEstimate estimateTraining(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f,
                                  const Layout &layout, std::int64_t globalBatch, double efficiencyScale = 1.0);

// One replica at a steady request rate (docs/model.md §5.8): the rate it gets, the sequences it then
// decodes at once on average, and the mean time to first token and between tokens a request sees.
struct LoadPoint
{
    double requestsPerSecond = 0;      // per replica (per decode replica when disaggregated)
    double sequences = 0;
    double ttftMs = 0;
    double itlMs = 0;
};

// A request's time end to end at the operating point: its first token, then the rest at its pace.
double endToEndMs(const LoadPoint &p, std::int64_t outputTokens);

// The requests in flight in the whole deployment at a rate (Little's law: the rate times the time a
// request takes there, its first token and the rest at the operating point's pace): the concurrency a
// request rate means ("200 并发"; a zh_CN QA pass found no way to read it off the plan).
double requestsInFlight(const LoadPoint &p, double requestsPerSecond, std::int64_t outputTokens);

struct InferenceEstimate
{
    double ttftMs = 0;
    double tpotMs = 0;
    double e2eMs = 0;
    double tokensPerSecond = 0;        // output tokens per second, whole deployment
    double tokensPerSecondPerGpu = 0;
    double requestsPerSecond = 0;      // capacity of the deployment
    std::int64_t batchPerReplica = 0;
    std::int64_t replicas = 0;
    std::int64_t gpusPerReplica = 0;
    // Disaggregated serving (docs/model.md §5.6): how many of the replicas only prefill (0: every
    // replica prefills and decodes), the prompts per second one of them prefills, and the time to
    // send a prompt's KV cache to its decode replica. batchPerReplica is then a decode replica's.
    std::int64_t prefillReplicas = 0;
    double prefillRequestsPerSecond = 0;
    double kvTransferMs = 0;
    std::int64_t maxBatch = 0;         // largest batch whose KV cache fits at the scenario's context
    std::int64_t maxSequences = 0;     // the engine's limit in force: its default or the scenario's
    std::int64_t maxContext = 0;       // longest context that fits at batch 1
    bool meetsLatency = true;
    bool meetsQps = true;
    // One sequence at a time on the replica's layout (an automatic batch): the least each latency
    // can be, what a limit missed even there is compared with.
    double oneSequenceTtftMs = 0, oneSequenceTpotMs = 0, oneSequenceE2eMs = 0;
    double uncertaintyPct = 0;
    // The latency at the scenario's request rate (docs/model.md §5.8): none without a rate, for a
    // fixed batch or an encoder, or when a replica's share of the rate is beyond its capacity.
    std::optional<LoadPoint> atLoad;
};

// The serving engine's scheduler limits on this GPU (docs/model.md §5.5): the most sequences it runs
// at once and the tokens one step batches (chunked prefill).
struct EngineLimits
{
    std::int64_t maxSequences = 256;
    std::int64_t maxBatchedTokens = 2048;
};
EngineLimits engineLimits(const Scenario &s, const Gpu &gpu);

// Per-step latencies of one replica with `batch` concurrent sequences.
double prefillSeconds(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f, const Layout &l,
                      std::int64_t batch, std::int64_t inputTokens);
double decodeStepSeconds(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f, const Layout &l,
                         std::int64_t batch, std::int64_t contextTokens);
// §5.8: what a decode step beside `batch` sequences takes longer when it also carries a prompt chunk
// of `promptTokens`: a mixture-of-experts prompt reads experts the decode batch does not touch (0 for
// a dense model, whose step reads every weight anyway).
double promptExpertSeconds(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Layout &l, double batch,
                           double promptTokens);
// Disaggregated serving: sending one prompt's KV cache (`tokens` of it) from its prefill replica to
// a decode replica of the same layout (docs/model.md §5.6).
double kvTransferSeconds(const Scenario &s, const Gpu &gpu, const Fabric &f, const Layout &l, std::int64_t tokens);

// Serving dtype used for compute: fp8 only where the GPU has it, else 16-bit.
Dtype computeDtype(const Scenario &s, const Gpu &gpu);

// The serving band (docs/validation.md §6): the worst error of the serving tables of the GPU's
// generation, one GPU per replica or several, rounded up. `Uncertainty.BandsAreTheValidationTablesWorstErrors`
// reads the tables and checks every value.
double inferenceUncertaintyPct(const Gpu &gpu, int gpusPerReplica);
// Training an encoder-decoder: the worst |error| of the T5 throughput rows (docs/validation.md §10).
inline constexpr double kEncoderDecoderUncertaintyPct = 41.0;

// What keeps DeepEP-style dispatch from this GPU under this (resolved) stack (docs/model.md §4.5b):
// it needs Megatron-Core or FSDP, NVLink peers and a data-centre GPU of the Ampere generation or
// later (checked in that order). None: it runs.
enum class DeepEpBlock { None, Framework, NoFastLink, GpuGeneration };
DeepEpBlock deepEpBlock(const Gpu &gpu, Framework framework);
inline bool deepEpRunsOn(const Gpu &gpu, Framework framework) { return deepEpBlock(gpu, framework) == DeepEpBlock::None; }
// Megatron-Core's EP overlap (TrainingSetup::epOverlap, docs/model.md §4.5b) runs only with expert
// parallelism, on Megatron-Core, without full recompute and, with a pipeline, only interleaved
// (Megatron-Core's TransformerConfig asserts the last three). What keeps it from a layout; None: it runs.
enum class EpOverlapBlock { None, NoExpertParallelism, NotMegatronCore, FullRecompute, PipelineNotInterleaved };
EpOverlapBlock epOverlapBlock(bool moe, const Layout &layout, Framework framework);

// Training bands come from the validation table of the estimate's regime (docs/validation.md §6):
// the worst |error| of its published runs, rounded up to a whole per cent; a regime with no
// published run gets the widest validated band. Test: Uncertainty.BandsAreTheValidationTablesWorstErrors.
// Mixture-of-experts runs have bands of their own: expert parallelism inside one fast-link domain
// (a node), and across nodes, where the all-to-all crosses the NICs.
enum class ExpertSpan { None, InNode, AcrossNodes };
double trainingUncertaintyPct(const Gpu &gpu, Framework framework, Precision precision,
                              ExpertSpan experts = ExpertSpan::None);

} // namespace engine
