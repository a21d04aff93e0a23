// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Scenario: everything a user decides. One value, no Qt; the GUI edits it, the CLI builds it
// from flags, files store it. engine::plan() turns it into a Plan.

#include <cstdint>
#include <string>
#include <vector>

#include "engine/catalog.h"
#include "engine/model.h"

namespace engine {

enum class Workload { Pretrain, Finetune, Lora, Qlora, Inference };
enum class Precision { Fp32, Tf32, Bf16Mixed, Fp16Mixed, Fp8 };
enum class Optimizer { AdamW, AdamW8bit, SgdMomentum, Adafactor };
enum class Recompute { None, Selective, Full };
enum class Offload { None, Optimizer, OptimizerAndParams };
// The training stack: which communication hides behind which compute (docs/model.md §4.6).
// Auto = Megatron-Core for layouts with tensor or pipeline parallelism, FSDP otherwise.
enum class Framework { Auto, MegatronCore, Fsdp, DeepSpeed, Megatron2021 };
// The serving engine: its concurrency and chunked-prefill limits (docs/model.md §5.5).
// TensorRtLlm2023: TensorRT-LLM 0.5-0.6 (late 2023), before the XQA kernel: its masked multi-head
// attention reads the KV cache once per query head, so grouped-query models gain nothing in decode
// (docs/model.md §5.5); kept to check the runs published with it.
enum class ServingEngine { Vllm, Sglang, TensorRtLlm, TensorRtLlm2023 };
// The training stack's attention kernel (docs/model.md §4.2): the framework's own (Auto: cuDNN fused
// attention for Megatron-Core, FlashAttention-2 for the others), FlashAttention-2, or a Hopper-class
// fused kernel (FlashAttention-3, cuDNN through Transformer Engine: NeMo Automodel's `attn: te`).
enum class AttentionKernel { Auto, FlashAttention2, Fused };
// How an MoE layer's tokens reach their experts (docs/model.md §4.5b): the stack's own (Auto: DeepEP-style
// dispatch, once per GPU and node reached, where Megatron-Core or FSDP runs on NVLink peers of Ampere or
// later; a plain all-to-all otherwise), a plain all-to-all (Megatron-Core's `alltoall` dispatcher,
// one copy per chosen expert), or DeepEP / HybridEP (Megatron-Core's `flex` dispatcher).
enum class MoeDispatcher { Auto, AllToAll, DeepEp };
// How the training step's element-wise ops run (docs/model.md §2.4, §4.4): fused kernels (Megatron-Core
// and Transformer Engine, Liger, torch.compile) or eager PyTorch, one kernel and one saved tensor per op
// (Hugging Face Transformers + PEFT, torchtune and LitGPT without compile). Auto: fused on Megatron,
// eager on FSDP and DeepSpeed.
enum class Kernels { Auto, Fused, Eager };
enum class Currency { Usd, Cny, Twd };
// How the user chose the model: a catalogue preset, a parameter count (derived architecture), a
// config.json, or an architecture edited by hand. Custom is shown as "<name> (custom)".
enum class ModelSource { Preset, Scale, HfConfig, Custom };
enum class Acquisition { Buy, Rent };

const char *workloadId(Workload w);
const char *precisionId(Precision p);
const char *optimizerId(Optimizer o);
const char *recomputeId(Recompute r);
const char *offloadId(Offload o);
const char *frameworkId(Framework f);   // auto, megatron-core, fsdp, deepspeed, megatron-2021
const char *servingEngineId(ServingEngine e);   // vllm, sglang, trtllm
const char *attentionKernelId(AttentionKernel k);   // auto, fa2, fa3 (also read: cudnn, te)
const char *kernelsId(Kernels k);   // auto, fused, eager
const char *moeDispatcherId(MoeDispatcher d);   // auto, alltoall, deepep (also read: flex, hybridep)
const char *currencyId(Currency c);
const char *modelSourceId(ModelSource m);   // preset, scale, hf, custom
const char *acquisitionId(Acquisition a);
std::optional<ModelSource> modelSourceFromId(const std::string &s);
std::optional<Workload> workloadFromId(const std::string &s);
std::optional<Precision> precisionFromId(const std::string &s);
std::optional<Optimizer> optimizerFromId(const std::string &s);
std::optional<Recompute> recomputeFromId(const std::string &s);
std::optional<Offload> offloadFromId(const std::string &s);
std::optional<Framework> frameworkFromId(const std::string &s);
std::optional<ServingEngine> servingEngineFromId(const std::string &s);
std::optional<AttentionKernel> attentionKernelFromId(const std::string &s);
std::optional<Kernels> kernelsFromId(const std::string &s);
std::optional<MoeDispatcher> moeDispatcherFromId(const std::string &s);
std::optional<Currency> currencyFromId(const std::string &s);
std::optional<Acquisition> acquisitionFromId(const std::string &s);

inline bool isTraining(Workload w) { return w != Workload::Inference; }
// BF16, FP16 or FP8: 16-bit (or 8-bit) compute beside an fp32 master copy, unless it is turned off.
inline bool isMixedPrecision(Precision p) { return p == Precision::Bf16Mixed || p == Precision::Fp16Mixed || p == Precision::Fp8; }
// LoRA and QLoRA: adapters trained beside a frozen base (docs/model.md §2.7).
inline bool trainsAdapters(Workload w) { return w == Workload::Lora || w == Workload::Qlora; }

struct TrainingSetup
{
    Precision precision = Precision::Bf16Mixed;
    Optimizer optimizer = Optimizer::AdamW;
    bool fp32GradAccumulation = true;     // Megatron main_grad in fp32 (4 bytes/param)
    bool fp32Loss = true;                 // the loss upcasts the logits to fp32 (off: NeMo Automodel's
                                          // MaskedCrossEntropy(fp32_upcast=False), bf16 throughout)
    // Mixed precision keeps an fp32 master copy of the weights and fp32 optimizer states; off: "pure"
    // 16-bit training, one 16-bit copy of the weights, 16-bit gradients and 16-bit optimizer states
    // (torchtune's `dtype: bf16`, LitGPT's `bf16-true`, LLaMA-Factory's `pure_bf16`; docs/model.md §2.1).
    bool fp32MasterWeights = true;
    // Pure 16-bit training: mixed precision without its fp32 master (the flag does nothing in fp32 / tf32).
    bool pure16Bit() const { return isMixedPrecision(precision) && !fp32MasterWeights; }
    std::int64_t seqLen = 4096;           // encoder-decoder: the encoder's input tokens per sample
    std::int64_t targetLen = 0;           // encoder-decoder: decoder tokens per sample; 0 = seqLen / 4 (decoderTokens)
    std::int64_t microBatch = 0;          // 0 = search
    std::int64_t globalBatch = 0;         // sequences per step; 0 = about 4M tokens (pretrain) / 128 (fine-tune)
    double tokens = 0;                    // training tokens; 0 = 20 per parameter (Chinchilla) for pretraining
    double deadlineDays = 0;              // 0 = none
    Recompute recompute = Recompute::Selective;
    bool recomputeAuto = true;            // let the search choose recompute
    bool sequenceParallel = true;
    bool flashAttention = true;
    Offload offload = Offload::None;
    Framework framework = Framework::Auto;
    AttentionKernel attentionKernel = AttentionKernel::Auto;
    Kernels kernels = Kernels::Auto;
    MoeDispatcher moeDispatcher = MoeDispatcher::Auto;
    // Megatron-Core's overlap of one micro-batch's expert all-to-all with another's compute
    // (`overlap_moe_expert_parallel_comm`, off by default; docs/model.md §4.5b).
    bool epOverlap = false;
    std::int64_t loraRank = 16;
    bool loraAllLinear = true;            // false: attention projections only (q, k, v, o)
    // Dropout on the adapters' input (PEFT's and LitGPT's lora_dropout): above 0 each adapted matrix
    // keeps its own dropped-out copy of its input and a 1-byte mask (docs/model.md §2.7).
    double loraDropout = 0;
    double mfuOverride = 0;               // 0 = modelled; else the user's MFU (0..1]
    double measuredStepSeconds = 0;       // pilot-run calibration
    double measuredTokensPerSecond = 0;
    friend bool operator==(const TrainingSetup &, const TrainingSetup &) = default;
};

struct InferenceSetup
{
    Dtype weights = Dtype::Bf16;
    Dtype kvCache = Dtype::Bf16;
    std::int64_t batch = 0;               // 0 = derive from QPS and latency; else a fixed static batch
    std::int64_t context = 0;             // max tokens per sequence; 0 = input + output tokens
    double qps = 0;                       // requests per second; 0 = one replica at `batch`
    std::int64_t inputTokens = 512;
    std::int64_t outputTokens = 256;
    double ttftMs = 0;                    // 0 = no limit
    double tpotMs = 0;
    double e2eMs = 0;
    double memoryFraction = 0.9;          // the engine's own setting (vLLM gpu_memory_utilization; TensorRT-LLM: of the free memory)
    ServingEngine engine = ServingEngine::Vllm;
    // The most sequences the engine runs at once (vLLM max_num_seqs, SGLang max_running_requests,
    // TensorRT-LLM max_batch_size); 0 = the engine's default on the GPU (engineLimits, model.md §5.5).
    std::int64_t maxSequences = 0;
    // Prefill and decode on separate replicas, the KV cache sent between them (docs/model.md §5.6).
    bool disaggregated = false;
    friend bool operator==(const InferenceSetup &, const InferenceSetup &) = default;
};

// Money settings of a scenario. 0 means "use the catalogue default" (prices.json).
struct BudgetSetup
{
    Currency currency = Currency::Usd;
    Acquisition acquisition = Acquisition::Buy;
    double limit = 0;                     // in `currency`; 0 = no budget limit
    double usdToCny = 0;                  // exchange rate; 0 = catalogue default
    double electricityPerKwh = 0;         // in `currency`; 0 = catalogue default
    double pue = 0;                       // facility power usage effectiveness; 0 = default
    double depreciationYears = 0;         // 0 = default
    double utilisation = 0;               // share of the month the hardware is busy; 0 = default
    double horizonMonths = 0;             // how long the hardware is needed; 0 = the job (training) or the depreciation period (serving)
    double usdToTwd = 0;                  // exchange rate for TWD; 0 = catalogue default
    // Owning hardware also costs its hosting and its operators (in `currency`): colocation per kW
    // of IT power and month, staff per server and year. Negative = catalogue default; 0 = none.
    double colocationPerKwMonth = -1;
    double staffPerNodeYear = -1;
    // The power a rack of the site takes, in kW (the bill of materials puts whole servers in racks
    // within it); 0 = the cooling's default (40 kW air, 130 kW liquid, docs/model.md §7.2).
    double rackKw = 0;
    friend bool operator==(const BudgetSetup &, const BudgetSetup &) = default;
};

// 0 / -1 mean "let the search decide".
struct ParallelOverride
{
    int tp = 0;
    int pp = 0;
    int dp = 0;
    int ep = 0;
    int zero = -1;
    int interleave = 0;
    int cp = 0;   // context parallel (0 = searched for long sequences)
    friend bool operator==(const ParallelOverride &, const ParallelOverride &) = default;
};

// What the printed report says about itself: its title, who it is for, and free notes. Empty
// fields are left out of the report and of the scenario file.
struct ReportInfo
{
    std::string title;
    std::string customer;
    std::string notes;
    bool empty() const { return title.empty() && customer.empty() && notes.empty(); }
    friend bool operator==(const ReportInfo &, const ReportInfo &) = default;
};

struct Scenario
{
    std::string modelName;
    Architecture model;
    Workload workload = Workload::Pretrain;
    TrainingSetup training;
    InferenceSetup inference;
    ParallelOverride parallel;
    std::vector<std::string> gpuIds {"a100-sxm4-80gb", "h100-sxm5-80gb", "l40-48gb"};
    std::int64_t gpuCount = 0;            // 0 = search for the minimum / best
    std::int64_t maxGpus = 4096;
    std::string networkId;                // empty = the GPU's default fabric
    std::string region = "global";        // "global" or "china" (export-control warnings)
    std::string presetId;                 // catalogue model id the architecture came from, if any
    ModelSource modelSource = ModelSource::Preset;
    BudgetSetup budget;
    ReportInfo report;
    friend bool operator==(const Scenario &, const Scenario &) = default;
};

// Tokens per sequence the KV cache is sized for: the context if given, else input + output
// (input only for a model without a language-model head: encoders produce no tokens).
std::int64_t servingContext(const InferenceSetup &in, bool autoregressive = true);
std::int64_t servingContext(const Scenario &s);

// Training tokens of the job: the scenario's, or by default 20 per parameter for pre-training
// (compute-optimal, Hoffmann et al. 2022) and 1 billion for fine-tuning (docs/model.md §4.9).
double trainingTokens(const Scenario &s);
// An encoder-decoder's decoder tokens per sample: the input/output lengths when serving; when
// training, targetLen or a quarter of the input (512 -> 128, as Megatron's and NeMo's T5 recipes and
// T5X's GPU recipes use). 0 for a model without an encoder.
std::int64_t decoderTokens(const Scenario &s);
// Whether training attention runs as a fused (FlashAttention-style) kernel: the setting, except for
// T5's relative-position bias, which no training stack fuses (transformers' T5Attention is eager
// only; FlashAttention 2/3 take no learned per-head bias), so its scores are materialised.
bool fusedAttention(const Scenario &s);
// The same with the model's total parameters already counted (the estimate's hot path).
double trainingTokens(const Scenario &s, std::int64_t totalParams);

// Everything wrong with a scenario (empty = valid). Checks ids against the catalogue.
std::vector<Issue> validate(const Scenario &s, const Catalog &catalog);

} // namespace engine
