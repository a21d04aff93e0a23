// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/scenario.h"

#include "engine/cost.h"
#include "engine/limits.h"

#include <iomanip>
#include <sstream>

#include <algorithm>
#include <limits>

#include <cmath>

#include "findbyid.h"

namespace engine {

namespace {

using detail::EnumId;
using detail::idOf;
using detail::valueOf;

constexpr EnumId<Workload> kWorkloadIds[] = {
    {Workload::Pretrain, "pretrain"}, {Workload::Finetune, "finetune"}, {Workload::Lora, "lora"},
    {Workload::Qlora, "qlora"},       {Workload::Inference, "inference"},
};
constexpr EnumId<Precision> kPrecisionIds[] = {
    {Precision::Fp32, "fp32"}, {Precision::Tf32, "tf32"}, {Precision::Bf16Mixed, "bf16"}, {Precision::Fp16Mixed, "fp16"},
    {Precision::Fp8, "fp8"},   {Precision::Bf16Mixed, "bf16-mixed"}, {Precision::Fp16Mixed, "fp16-mixed"},
};
constexpr EnumId<Optimizer> kOptimizerIds[] = {
    {Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw8bit"}, {Optimizer::SgdMomentum, "sgd"},
    {Optimizer::Adafactor, "adafactor"}, {Optimizer::AdamW, "adam"},
};
constexpr EnumId<Recompute> kRecomputeIds[] = {
    {Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"},
};
// cuDNN's and Transformer Engine's fused attention run at FlashAttention-3's rate (model.md §4.2).
constexpr EnumId<AttentionKernel> kAttentionKernelIds[] = {
    {AttentionKernel::Auto, "auto"},  {AttentionKernel::FlashAttention2, "fa2"}, {AttentionKernel::Fused, "fa3"},
    {AttentionKernel::Fused, "cudnn"}, {AttentionKernel::Fused, "te"},
};
constexpr EnumId<Framework> kFrameworkIds[] = {
    {Framework::Auto, "auto"},           {Framework::MegatronCore, "megatron-core"}, {Framework::Fsdp, "fsdp"},
    {Framework::DeepSpeed, "deepspeed"}, {Framework::Megatron2021, "megatron-2021"}, {Framework::MegatronCore, "nemo"},
    {Framework::MegatronCore, "megatron"}, {Framework::Fsdp, "torchtitan"},          {Framework::Fsdp, "fsdp2"},
};
constexpr EnumId<ModelSource> kModelSourceIds[] = {
    {ModelSource::Preset, "preset"}, {ModelSource::Scale, "scale"}, {ModelSource::HfConfig, "hf"},
    {ModelSource::Custom, "custom"},
};
constexpr EnumId<ServingEngine> kServingEngineIds[] = {
    {ServingEngine::Vllm, "vllm"},          {ServingEngine::Sglang, "sglang"},
    {ServingEngine::TensorRtLlm, "trtllm"}, {ServingEngine::TensorRtLlm2023, "trtllm-2023"},
    {ServingEngine::TensorRtLlm, "tensorrt-llm"}, {ServingEngine::TensorRtLlm, "tensorrt_llm"},
};
constexpr EnumId<Kernels> kKernelsIds[] = {
    {Kernels::Auto, "auto"}, {Kernels::Fused, "fused"}, {Kernels::Eager, "eager"},
};
constexpr EnumId<MoeDispatcher> kMoeDispatcherIds[] = {
    {MoeDispatcher::Auto, "auto"},   {MoeDispatcher::AllToAll, "alltoall"}, {MoeDispatcher::DeepEp, "deepep"},
    {MoeDispatcher::DeepEp, "flex"}, {MoeDispatcher::DeepEp, "hybridep"},
};
constexpr EnumId<Offload> kOffloadIds[] = {
    {Offload::None, "none"}, {Offload::Optimizer, "optimizer"}, {Offload::OptimizerAndParams, "params"},
};
constexpr EnumId<Currency> kCurrencyIds[] = {
    {Currency::Usd, "USD"}, {Currency::Cny, "CNY"}, {Currency::Twd, "TWD"}, {Currency::Usd, "usd"},
    {Currency::Cny, "cny"}, {Currency::Cny, "RMB"}, {Currency::Cny, "rmb"}, {Currency::Twd, "twd"},
    {Currency::Twd, "NTD"}, {Currency::Twd, "ntd"},
};
constexpr EnumId<Acquisition> kAcquisitionIds[] = {
    {Acquisition::Buy, "buy"}, {Acquisition::Rent, "rent"}, {Acquisition::Buy, "purchase"},
};

} // namespace

const char *workloadId(Workload w) { return idOf(kWorkloadIds, w, "pretrain"); }
const char *precisionId(Precision p) { return idOf(kPrecisionIds, p, "bf16"); }
const char *optimizerId(Optimizer o) { return idOf(kOptimizerIds, o, "adamw"); }
const char *recomputeId(Recompute r) { return idOf(kRecomputeIds, r, "selective"); }
const char *attentionKernelId(AttentionKernel k) { return idOf(kAttentionKernelIds, k, "auto"); }
const char *kernelsId(Kernels k) { return idOf(kKernelsIds, k, "auto"); }
const char *moeDispatcherId(MoeDispatcher d) { return idOf(kMoeDispatcherIds, d, "auto"); }
const char *frameworkId(Framework f) { return idOf(kFrameworkIds, f, "auto"); }
const char *modelSourceId(ModelSource m) { return idOf(kModelSourceIds, m, "preset"); }
const char *servingEngineId(ServingEngine e) { return idOf(kServingEngineIds, e, "vllm"); }
const char *offloadId(Offload o) { return idOf(kOffloadIds, o, "none"); }
const char *currencyId(Currency c) { return idOf(kCurrencyIds, c, "USD"); }
const char *acquisitionId(Acquisition a) { return idOf(kAcquisitionIds, a, "buy"); }

std::optional<Workload> workloadFromId(const std::string &s) { return valueOf(kWorkloadIds, s); }
std::optional<Precision> precisionFromId(const std::string &s) { return valueOf(kPrecisionIds, s); }
std::optional<Optimizer> optimizerFromId(const std::string &s) { return valueOf(kOptimizerIds, s); }
std::optional<Recompute> recomputeFromId(const std::string &s) { return valueOf(kRecomputeIds, s); }
std::optional<AttentionKernel> attentionKernelFromId(const std::string &s) { return valueOf(kAttentionKernelIds, s); }
std::optional<Kernels> kernelsFromId(const std::string &s) { return valueOf(kKernelsIds, s); }
std::optional<MoeDispatcher> moeDispatcherFromId(const std::string &s) { return valueOf(kMoeDispatcherIds, s); }
std::optional<Framework> frameworkFromId(const std::string &s) { return valueOf(kFrameworkIds, s); }
std::optional<ModelSource> modelSourceFromId(const std::string &s) { return valueOf(kModelSourceIds, s); }
std::optional<ServingEngine> servingEngineFromId(const std::string &s) { return valueOf(kServingEngineIds, s); }
std::optional<Offload> offloadFromId(const std::string &s) { return valueOf(kOffloadIds, s); }
std::optional<Currency> currencyFromId(const std::string &s) { return valueOf(kCurrencyIds, s); }
std::optional<Acquisition> acquisitionFromId(const std::string &s) { return valueOf(kAcquisitionIds, s); }

bool withinLimit(const FieldLimit &l, double v)
{
    return std::isfinite(v) && ((l.zeroIsDefault && v == 0) || (v >= l.min && v <= l.max));
}

Issue limitIssue(const FieldLimit &l, double value)
{
    std::ostringstream detail;
    detail << std::setprecision(10);
    detail << l.what << " must be between " << l.min << " and " << l.max;
    if (l.zeroIsDefault)
        detail << " (0 = default)";
    Issue issue {IssueCode::OutOfRange, l.field, detail.str()};
    issue.min = l.min;
    issue.max = l.max;
    issue.hasRange = true;
    issue.value = value;
    return issue;
}

double trainingTokens(const Scenario &s, std::int64_t totalParams)
{
    if (s.training.tokens > 0)
        return s.training.tokens;
    return s.workload == Workload::Pretrain ? 20.0 * static_cast<double>(totalParams) : 1.0e9;
}

std::int64_t decoderTokens(const Scenario &s)
{
    if (!s.model.encoder)
        return 0;
    if (s.workload == Workload::Inference)
        return s.inference.outputTokens;
    return s.training.targetLen > 0 ? s.training.targetLen : std::max<std::int64_t>(1, s.training.seqLen / 4);
}

bool fusedAttention(const Scenario &s)
{
    return s.training.flashAttention && s.model.text.position != PositionKind::Relative;
}

double trainingTokens(const Scenario &s)
{
    return trainingTokens(s, s.training.tokens > 0 ? 0 : countParams(s.model).total);
}

std::int64_t servingContext(const InferenceSetup &in, bool autoregressive)
{
    if (in.context > 0)
        return in.context;
    if (!autoregressive)
        return in.inputTokens;
    // Saturating both ways: validate() refuses out-of-range (also negative) token counts, but is
    // itself a caller.
    constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max() / 2;
    return std::clamp(in.inputTokens, -kMax, kMax) + std::clamp(in.outputTokens, -kMax, kMax);
}

std::int64_t servingContext(const Scenario &s)
{
    return servingContext(s.inference, s.model.text.lmHead);
}

namespace {

// An OutOfRange issue when `v` is not finite or outside [lo, hi].
// An OutOfRange issue, with the limits, when `v` is outside the limit table's entry.
void checkLimit(std::vector<Issue> &out, const FieldLimit &l, double v)
{
    if (!withinLimit(l, v))
        out.push_back(limitIssue(l, v));
}

void validateGpus(std::vector<Issue> &out, const Scenario &s, const Catalog &catalog)
{
    if (s.gpuIds.empty())
        out.push_back(reasonIssue(IssueCode::MissingField, "gpus", IssueReason::NoGpuChosen, {}));
    if (s.gpuIds.size() > limit::kComparedGpus)
        out.push_back(reasonIssue(IssueCode::OutOfRange, "gpus", IssueReason::TooManyGpusCompared,
                                  {static_cast<double>(s.gpuIds.size()), static_cast<double>(limit::kComparedGpus)}));
    for (const std::string &id : s.gpuIds)
        if (!catalog.gpu(id))
            out.push_back(reasonIssue(IssueCode::UnknownId, "gpu", IssueReason::UnknownGpu, {}, id));
    if (!s.networkId.empty() && !catalog.network(s.networkId))
        out.push_back(reasonIssue(IssueCode::UnknownId, "network", IssueReason::UnknownNetwork, {}, s.networkId));
}

// The fields of the limit table (engine/limits.h).
void validateLimits(std::vector<Issue> &out, const Scenario &s, const PriceBook *prices)
{
    const BudgetSetup &b = s.budget;
    const FieldLimit budget = moneyLimit(limit::kBudget, s, prices), electricity = moneyLimit(limit::kElectricity, s, prices);
    const std::pair<const FieldLimit &, double> limited[] = {
        {limit::kGpuCount, static_cast<double>(s.gpuCount)}, {limit::kMaxGpus, static_cast<double>(s.maxGpus)},
        {budget, b.limit}, {limit::kUsdToCny, b.usdToCny}, {limit::kUsdToTwd, b.usdToTwd},
        {electricity, b.electricityPerKwh}, {limit::kPue, b.pue}, {limit::kRackKw, b.rackKw}, {limit::kDepreciation, b.depreciationYears},
        {limit::kUtilisation, b.utilisation}, {limit::kHorizon, b.horizonMonths}};
    for (const auto &[l, v] : limited)
        checkLimit(out, l, v);
    for (const auto &[usd, v] : {std::pair {limit::kColocation, b.colocationPerKwMonth}, std::pair {limit::kStaff, b.staffPerNodeYear}})
        if (const FieldLimit l = moneyLimit(usd, s, prices); !std::isfinite(v) || v > l.max)   // negative: the catalogue default
            out.push_back(limitIssue(l, v));
}

// Pinned parallel degrees: ranges, divisibility by the model, and their product against the counts.
// Serving sets its replicas from the rate and the count, keeps a mixture of experts' experts with
// tensor parallelism and splits no sequence (docs/model.md §5.1): of the pins, only TP and PP are
// used there. The training pins stay in the scenario (the GUI hides them and shows them again when
// the workload goes back to training) but neither count nor conflict.
ParallelOverride pinsInForce(const Scenario &s)
{
    ParallelOverride p = s.parallel;
    if (!isTraining(s.workload)) {
        p.dp = 0;
        p.cp = 0;
        p.ep = 0;
        p.interleave = 0;
    }
    return p;
}

// Expert parallelism against the model and the other pinned sizes (docs/model.md §2.2).
void validateExpertParallel(std::vector<Issue> &out, const Scenario &s, const ParallelOverride &p)
{
    const Tower &t = s.model.text;
    if (p.ep > 1 && !t.moe)
        out.push_back(reasonIssue(IssueCode::Unsupported, "ep", IssueReason::ExpertParallelNeedsMoe, {static_cast<double>(p.ep)}));
    if (p.ep > 1 && t.moe && t.moe->experts % p.ep != 0)
        out.push_back(notDivisible("ep",
                                   "expert parallel size " + std::to_string(p.ep) + " does not divide the "
                                       + std::to_string(t.moe->experts) + " experts",
                                   p.ep, static_cast<double>(t.moe->experts)));
    // The expert-parallel groups are sets of data-parallel ranks (Megatron-Core's expert data
    // parallelism): EP divides DP (a CLI QA pass pinned EP 4 with DP 2 and read "4096 GPUs cannot all
    // be used", the search's limit, though no count was asked for). Megatron-Core with TP > 1 may
    // also keep each expert whole and fold EP into TP x CP x DP (docs/model.md §4.5b): then EP need
    // only divide that product, and with TP left to the search it is the search's to find.
    const bool coreFramework = s.training.framework == Framework::MegatronCore || s.training.framework == Framework::Auto;
    // TP as pinned, or as a fixed GPU count leaves it (1 when DP x PP x CP already take every GPU:
    // a review found "EP 4, DP 2 on 2 GPUs" passed here and then read "2 GPUs cannot all be used").
    int tp = p.tp;
    if (tp <= 0 && s.gpuCount > 0 && s.gpuCount <= 1'000'000 && p.dp > 0 && p.dp <= 1'000'000 && p.pp >= 0 && p.pp <= 4096
        && p.cp >= 0 && p.cp <= 1024) {
        const std::int64_t others = static_cast<std::int64_t>(p.dp) * std::max(1, p.pp) * std::max(1, p.cp);
        if (s.gpuCount / others <= 1)
            tp = 1;
        else if (p.pp > 0 && p.cp > 0 && s.gpuCount % others == 0 && s.gpuCount / others <= 1024)
            tp = static_cast<int>(s.gpuCount / others);
    }
    if (p.ep > 1 && p.dp > 0 && coreFramework && tp > 1 && tp <= 1024 && p.cp <= 1024 && p.dp <= 1'000'000) {
        const std::int64_t ranks = static_cast<std::int64_t>(tp) * std::max(1, p.cp) * p.dp;
        if (ranks % p.ep != 0)
            out.push_back(notDivisible("tp_cp_dp",
                                       "expert parallel size " + std::to_string(p.ep) + " does not divide TP x CP x DP = "
                                           + std::to_string(ranks),
                                       p.ep, static_cast<double>(ranks)));
    } else if (p.ep > 1 && p.dp > 0 && !(coreFramework && tp <= 0) && p.dp % p.ep != 0) {
        out.push_back(notDivisible("dp",
                                   "expert parallel size " + std::to_string(p.ep) + " does not divide the data-parallel size "
                                       + std::to_string(p.dp),
                                   p.ep, static_cast<double>(p.dp)));
    }
}

void validateParallel(std::vector<Issue> &out, const Scenario &s)
{
    checkLimit(out, limit::kTp, s.parallel.tp);
    checkLimit(out, limit::kPp, s.parallel.pp);
    checkLimit(out, limit::kDp, s.parallel.dp);
    checkLimit(out, limit::kCp, s.parallel.cp);
    checkLimit(out, limit::kEp, s.parallel.ep);
    if (s.parallel.zero < -1 || s.parallel.zero > 3)   // -1: the framework's own
        out.push_back(reasonIssue(IssueCode::OutOfRange, "zero", IssueReason::UnknownZeroStage, {static_cast<double>(s.parallel.zero)}));
    checkLimit(out, limit::kInterleave, s.parallel.interleave);
    const ParallelOverride p = pinsInForce(s);
    const Tower &t = s.model.text;
    if (p.tp > 0 && t.heads > 0 && t.heads % p.tp != 0)
        out.push_back(notDivisible("tp",
                                   "tensor parallel size " + std::to_string(p.tp) + " does not divide the "
                                       + std::to_string(t.heads) + " attention heads",
                                   p.tp, static_cast<double>(t.heads)));
    // Megatron-Core splits the MLP's inner size across the TP ranks (ffn_hidden_size % TP == 0).
    if (p.tp > 0 && t.heads > 0 && t.heads % p.tp == 0 && t.ffn > 0 && t.ffn % p.tp != 0)
        out.push_back(notDivisible("intermediate_size",
                                   "tensor parallel size " + std::to_string(p.tp) + " does not divide the FFN size "
                                       + std::to_string(t.ffn),
                                   p.tp, static_cast<double>(t.ffn)));
    if (p.pp > 0 && t.layers > 0 && p.pp > t.layers)
        out.push_back(reasonIssue(IssueCode::OutOfRange, "pp", IssueReason::MoreStagesThanLayers,
                                  {static_cast<double>(p.pp), static_cast<double>(t.layers)}));
    if (p.interleave > 1 && p.pp > 0 && t.layers < static_cast<std::int64_t>(p.pp) * p.interleave)
        out.push_back(reasonIssue(IssueCode::OutOfRange, "interleave", IssueReason::MoreVirtualStagesThanLayers,
                                  {static_cast<double>(p.pp) * p.interleave, static_cast<double>(t.layers)}));
    if (p.interleave > 1 && s.training.framework == Framework::DeepSpeed)
        out.push_back(reasonIssue(IssueCode::Unsupported, "interleave", IssueReason::DeepSpeedHasNoInterleaving, {}));
    if (p.interleave > 1 && p.pp == 1)
        out.push_back(reasonIssue(IssueCode::Infeasible, "interleave", IssueReason::InterleaveWithoutPipeline,
                                  {static_cast<double>(p.interleave)}));
    // DeepSpeed's PipelineEngine asserts "ZeRO-2 and ZeRO-3 are incompatible with pipeline
    // parallelism" (runtime/pipe/engine.py): a QA pass saw ZeRO 3 on PP 2 planned as fitting.
    if (p.pp > 1 && p.zero >= 2 && s.training.framework == Framework::DeepSpeed)
        out.push_back(reasonIssue(IssueCode::Unsupported, "zero", IssueReason::DeepSpeedPipelineZero, {static_cast<double>(p.zero)}));
    validateExpertParallel(out, s, p);
    // Products only once every factor is in range (no overflow on hostile values).
    const bool inRange = p.tp >= 0 && p.tp <= 1024 && p.pp >= 0 && p.pp <= 4096 && p.dp >= 0 && p.dp <= 1'000'000
                         && p.cp >= 0 && p.cp <= 1024 && s.gpuCount >= 0 && s.gpuCount <= 1'000'000 && s.maxGpus >= 1 && s.maxGpus <= 1'000'000;
    if (inRange) {
        const std::int64_t tpp = static_cast<std::int64_t>(p.tp) * std::max(1, p.cp) * p.pp;
        const std::string product = p.cp > 1 ? "TP x CP x PP" : "TP x PP";
        // One issue for the count, the strongest that applies: equal to TP x (CP x) PP x DP when
        // all are fixed, else a multiple of TP x (CP x) PP, else of CP.
        const auto countIssue = [&](const std::string &what, std::int64_t required, bool exact) {
            out.push_back(notDivisible("gpus",
                                       "the GPU count " + std::to_string(s.gpuCount) + (exact ? " must equal " : " must be a multiple of ")
                                           + what + " = " + std::to_string(required),
                                       static_cast<double>(s.gpuCount), static_cast<double>(required), exact));
        };
        if (s.gpuCount > 0 && p.tp > 0 && p.pp > 0 && p.dp > 0 && s.gpuCount != tpp * p.dp)
            countIssue(product + " x DP", tpp * p.dp, true);
        else if (s.gpuCount > 0 && p.tp > 0 && p.pp > 0 && s.gpuCount % tpp != 0)
            countIssue(product, tpp, false);
        else if (s.gpuCount > 0 && p.cp > 1 && s.gpuCount % p.cp != 0)
            countIssue("CP", p.cp, false);
        // A pinned DP that does not divide the count (a QA pass read "TP is at most 8, PP at most 32
        // layers and DP at most the global batch" for --dp 3 on 16 GPUs).
        else if (s.gpuCount > 0 && p.dp > 0 && s.gpuCount % p.dp != 0)
            countIssue("DP", p.dp, false);
        // A searched count cannot go below the parallel sizes the user fixed.
        const std::int64_t needed = std::max<std::int64_t>(1, p.tp) * std::max(1, p.cp) * std::max<std::int64_t>(1, p.pp);
        if (s.gpuCount == 0 && p.dp == 0 && needed > s.maxGpus)
            out.push_back(reasonIssue(IssueCode::Infeasible, "max_gpus", IssueReason::FixedSizesAboveGpuLimit,
                                      {static_cast<double>(needed), static_cast<double>(s.maxGpus)}));
    }
}

// `model`: the model's name as both faces show it (its own, or its preset's), empty for none.
void validateTraining(std::vector<Issue> &out, const Scenario &s, const std::string &model)
{
    const ParallelOverride &p = s.parallel;
    const TrainingSetup &tr = s.training;
    checkLimit(out, limit::kSeqLen, static_cast<double>(tr.seqLen));
    const Tower &text = s.model.text;
    if (text.position == PositionKind::Learned && !text.isVision() && text.maxPositions > 0 && tr.seqLen > text.maxPositions
        && tr.seqLen <= 10'000'000)
        out.push_back(reasonIssue(IssueCode::OutOfRange, "seq_len", IssueReason::SequenceAboveLearnedPositions,
                                  {static_cast<double>(tr.seqLen), static_cast<double>(text.maxPositions)}, model));
    // DeepSpeed's offload_param is ZeRO-3's (zero/stage3.py; stages 1 and 2 offload the optimizer
    // only), FSDP's CPU offload shards fully: a QA pass read ZeRO 1 planned with parameters on the host.
    if (tr.offload == Offload::OptimizerAndParams
        && (tr.framework == Framework::MegatronCore || tr.framework == Framework::Megatron2021))
        out.push_back(reasonIssue(IssueCode::Unsupported, "framework", IssueReason::ParamOffloadNotOnMegatron, {}));
    // DeepSpeed offloads the optimizer from ZeRO stage 1 up (offload_optimizer), Megatron-Core with its
    // distributed optimizer (--optimizer-cpu-offload): a zh_CN QA pass planned ZeRO 0 with it.
    if (tr.offload == Offload::Optimizer && p.zero == 0)
        out.push_back(reasonIssue(IssueCode::Unsupported, "zero", IssueReason::OptimizerOffloadNeedsZero, {}));
    if (tr.offload == Offload::OptimizerAndParams && p.zero >= 0 && p.zero < 3)
        out.push_back(reasonIssue(IssueCode::Unsupported, "zero", IssueReason::ParamOffloadNeedsZero3,
                                  {static_cast<double>(p.zero)}));
    if (p.cp > 1 && p.cp <= 1024 && tr.seqLen > 0 && tr.seqLen % (2 * p.cp) != 0)
        out.push_back(notDivisible("cp",
                                   "context parallelism splits the sequence into 2 x CP equal chunks: " + std::to_string(tr.seqLen)
                                       + " tokens do not divide by " + std::to_string(2 * p.cp),
                                   static_cast<double>(2 * p.cp), static_cast<double>(tr.seqLen)));
    checkLimit(out, limit::kTargetLen, static_cast<double>(tr.targetLen));
    if (s.model.encoder && (p.pp > 1 || p.cp > 1))
        out.push_back(reasonIssue(IssueCode::Unsupported, p.pp > 1 ? "pp" : "cp", IssueReason::EncoderDecoderNoPipeline, {}));
    checkLimit(out, limit::kMicroBatch, static_cast<double>(tr.microBatch));
    checkLimit(out, limit::kGlobalBatch, static_cast<double>(tr.globalBatch));
    checkLimit(out, limit::kTokens, tr.tokens);
    // Fewer tokens than one sequence is no training job (a CLI QA pass planned 1.5 tokens in
    // "8.8e-10 days"); 0 is the Chinchilla default.
    if (withinLimit(limit::kTokens, tr.tokens) && tr.tokens > 0 && withinLimit(limit::kSeqLen, static_cast<double>(tr.seqLen))
        && tr.tokens < static_cast<double>(tr.seqLen)) {
        out.push_back(reasonIssue(IssueCode::OutOfRange, "tokens", IssueReason::TokensBelowOneSequence,
                                  {tr.tokens, static_cast<double>(tr.seqLen)}));
    } else if (const double tokens = tr.tokens > 0 || s.workload == Workload::Pretrain ? tr.tokens : trainingTokens(s, 0);
               withinLimit(limit::kTokens, tokens) && tokens > 0 && withinLimit(limit::kGlobalBatch, static_cast<double>(tr.globalBatch))
               && tr.globalBatch > 0 && withinLimit(limit::kSeqLen, static_cast<double>(tr.seqLen))
               && tokens < static_cast<double>(tr.globalBatch) * static_cast<double>(tr.seqLen)) {
        // Nor fewer than one optimizer step (the fine-tuning default of a billion tokens too): a QA pass
        // planned a LoRA's global batch of 10^8 sequences as "22.8 days" beside a step of 806 million s.
        out.push_back(reasonIssue(IssueCode::OutOfRange, "global_batch", IssueReason::TokensBelowOneGlobalBatch,
                                  {tokens, static_cast<double>(tr.globalBatch), static_cast<double>(tr.seqLen)}));
    }
    checkLimit(out, limit::kDays, tr.deadlineDays);
    checkLimit(out, limit::kLoraRank, static_cast<double>(tr.loraRank));
    checkLimit(out, limit::kLoraDropout, tr.loraDropout);
    // Megatron (Core and 2021) runs its own fused kernels; eager PyTorch is the other stacks' (a QA pass
    // read "Megatron-Core / NeMo" beside "Eager PyTorch" in a report).
    if (tr.kernels == Kernels::Eager && (tr.framework == Framework::MegatronCore || tr.framework == Framework::Megatron2021))
        out.push_back(reasonIssue(IssueCode::Unsupported, "kernels", IssueReason::EagerOnMegatron, {}));
    // Below 0.0001 a step is 10,000x slower than peak: a typo (and 1e-300 overflows).
    checkLimit(out, limit::kMfu, tr.mfuOverride);
    checkLimit(out, limit::kMeasuredStep, tr.measuredStepSeconds);
    checkLimit(out, limit::kMeasuredTokens, tr.measuredTokensPerSecond);
    if (tr.microBatch > 0 && tr.globalBatch > 0 && tr.microBatch > tr.globalBatch)
        out.push_back(reasonIssue(IssueCode::OutOfRange, "micro_batch", IssueReason::MicroBatchAboveGlobalBatch,
                                  {static_cast<double>(tr.microBatch), static_cast<double>(tr.globalBatch)}));
    if (tr.measuredStepSeconds > 0 && tr.measuredTokensPerSecond > 0)
        out.push_back(reasonIssue(IssueCode::Unsupported, "measured_tokens_per_s", IssueReason::PilotStepAndThroughput, {}));
    // Each sets the efficiency: with both, the MFU won and the measurement was dropped without a word,
    // or judged against the MFU's step (a QA pass).
    if (tr.mfuOverride > 0 && (tr.measuredStepSeconds > 0 || tr.measuredTokensPerSecond > 0))
        out.push_back(reasonIssue(IssueCode::Unsupported, "mfu", IssueReason::PilotAndMfu, {}));
    if ((tr.measuredStepSeconds > 0 || tr.measuredTokensPerSecond > 0) && s.gpuCount <= 0
        && !(p.tp > 0 && p.pp > 0 && p.dp > 0))
        out.push_back(reasonIssue(IssueCode::MissingField, "gpus", IssueReason::PilotNeedsGpuCount, {}));
}

// A pinned engine limit caps the batch an engine runs (vLLM's --max-num-seqs, SGLang's
// --max-running-requests, TensorRT-LLM's max_batch_size): a larger fixed batch cannot run.
void checkBatchWithinEngineLimit(std::vector<Issue> &out, const InferenceSetup &in)
{
    if (in.batch <= 0 || in.maxSequences <= 0 || in.batch <= in.maxSequences
        || !withinLimit(limit::kBatch, static_cast<double>(in.batch))
        || !withinLimit(limit::kMaxSequences, static_cast<double>(in.maxSequences)))
        return;
    out.push_back(reasonIssue(IssueCode::OutOfRange, limit::kBatch.field, IssueReason::BatchAboveEngineLimit,
                              {static_cast<double>(in.batch), static_cast<double>(in.maxSequences)}));
}

void validateServing(std::vector<Issue> &out, const Scenario &s, const std::string &model)
{
    const InferenceSetup &in = s.inference;
    checkLimit(out, limit::kBatch, static_cast<double>(in.batch));
    checkLimit(out, limit::kContext, static_cast<double>(in.context));   // 0: input + output
    checkLimit(out, limit::kQps, in.qps);
    checkLimit(out, limit::kInputTokens, static_cast<double>(in.inputTokens));
    checkLimit(out, limit::kOutputTokens, static_cast<double>(in.outputTokens));
    if (in.disaggregated && in.batch > 0)
        out.push_back(reasonIssue(IssueCode::Unsupported, "disaggregated", IssueReason::DisaggregationNeedsContinuousBatching,
                                  {static_cast<double>(in.batch)}));
    if (in.disaggregated && !s.model.text.lmHead)
        out.push_back(reasonIssue(IssueCode::Unsupported, "disaggregated", IssueReason::DisaggregationNeedsDecoder, {}));
    checkLimit(out, limit::kTtft, in.ttftMs);
    checkLimit(out, limit::kTpot, in.tpotMs);
    checkLimit(out, limit::kE2e, in.e2eMs);
    const bool autoregressive = s.model.text.lmHead;
    const bool tokensInRange = in.inputTokens > 0 && in.outputTokens > 0 && in.inputTokens <= 1e8 && in.outputTokens <= 1e8;
    if (in.context > 0 && tokensInRange) {
        InferenceSetup request = in;
        request.context = 0;   // what one request needs
        if (in.context < servingContext(request, autoregressive))
            out.push_back(reasonIssue(IssueCode::OutOfRange, "context", IssueReason::ContextShorterThanRequest,
                                      {static_cast<double>(in.context), static_cast<double>(in.inputTokens),
                                       autoregressive ? static_cast<double>(in.outputTokens) : 0.0}));
    }
    const std::int64_t limit = s.model.text.maxPositions;
    const std::int64_t need = servingContext(s);
    if (limit > 0 && need > limit && !s.model.text.isVision() && in.inputTokens <= 1e8 && in.outputTokens <= 1e8 && in.context <= 1e8) {
        // The field that breaks the limit: the context when one is set, else the input, else (the input
        // alone fits) the output (a QA pass: 512 input + 200,000 output tokens was put on the input).
        const char *field = in.context > 0 ? "context" : in.inputTokens > limit || !autoregressive ? "input_tokens" : "output_tokens";
        out.push_back(reasonIssue(IssueCode::OutOfRange, field, IssueReason::RequestAbovePositions,
                                  {static_cast<double>(need), static_cast<double>(limit)}, model));
    }
    checkLimit(out, limit::kMemoryFraction, in.memoryFraction);
    checkLimit(out, limit::kMaxSequences, static_cast<double>(in.maxSequences));
    checkBatchWithinEngineLimit(out, in);
    if (in.weights == Dtype::Tf32 || in.weights == Dtype::Nf4)
        out.push_back(reasonIssue(IssueCode::Unsupported, "precision", IssueReason::ServingWeightsDtype, {}));
    if (in.kvCache != Dtype::Fp32 && in.kvCache != Dtype::Bf16 && in.kvCache != Dtype::Fp16
        && in.kvCache != Dtype::Fp8 && in.kvCache != Dtype::Int8)
        out.push_back(reasonIssue(IssueCode::Unsupported, "kv_dtype", IssueReason::KvCacheDtype, {}));
    }

} // namespace

std::vector<Issue> validate(const Scenario &s, const Catalog &catalog)
{
    std::vector<Issue> out;
    if (auto issue = validate(s.model))
        out.push_back(*issue);
    validateGpus(out, s, catalog);
    validateLimits(out, s, catalog.prices.get());
    validateParallel(out, s);
    const ModelPreset *preset = s.modelName.empty() ? catalog.model(s.presetId) : nullptr;
    const std::string &model = preset ? preset->name : s.modelName;
    if (isTraining(s.workload))
        validateTraining(out, s, model);
    else
        validateServing(out, s, model);
    return out;
}

} // namespace engine
