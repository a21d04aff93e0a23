// SPDX-License-Identifier: GPL-3.0-or-later
#include "englishtext.h"
#include "printf.h"

#include <engine/memory.h>
#include <engine/model.h>
#include <engine/perf.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpuplan::cli {

using namespace engine;

// ", EP 32, ETP 1" with whole experts (docs/model.md §2.2), where EP 32 beside DP 16 reads as a mistake.
std::string expertText(const Layout &l)
{
    if (l.ep <= 1)
        return {};
    return ", EP " + std::to_string(l.ep) + (l.wholeExperts() ? ", ETP 1" : "");
}

namespace {

using i64 = std::int64_t;

std::string gib1(i64 bytes)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", static_cast<double>(bytes) / (1024.0 * 1024.0 * 1024.0));
    return buf;
}

// "<part> need(s)": the subject and verb of the shortfall sentence.
const char *partNeeds(MemoryPart p)
{
    switch (p) {
    case MemoryPart::Weights: return "weights need";
    case MemoryPart::Gradients: return "gradients need";
    case MemoryPart::Optimizer: return "optimizer states need";
    case MemoryPart::Activations: return "activations need";
    case MemoryPart::KvCache: return "the KV cache needs";
    case MemoryPart::Overhead: return "runtime overhead needs";
    }
    return "memory needs";
}

std::string shortLayoutText(const Layout &l, bool training)
{
    std::string s = "TP " + std::to_string(l.tp);
    if (l.cp > 1)
        s += ", CP " + std::to_string(l.cp);
    if (l.pp > 1)
        s += ", PP " + std::to_string(l.pp);
    if (training) {
        s += ", DP " + std::to_string(l.dp);
        s += expertText(l);
        if (l.zero > 0)
            s += ", ZeRO-" + std::to_string(l.zero);
    } else if (l.dp > 1) {
        s += ", " + std::to_string(l.dp) + " replicas";
    }
    return s;
}


// Why the option does not fit, with the part that needs most and the count that would fit.
std::string noFitText(const Warning &w, const Option &o, const Scenario &s, const std::string &gpuName)
{
    const bool training = isTraining(s.workload);
    std::string why;
    if (o.shortfall)
        why = ": " + std::string(partNeeds(o.shortfall->largest)) + " " + gib1(o.shortfall->largestBytes) + " GiB of "
              + gib1(o.usableBytes) + " usable (" + gib1(o.shortfall->overBytes) + " GiB over in all)";
    if (w.code == WarningCode::NoFitAtCount) {
        const std::string fix = o.fewestThatFit ? "; fits on " + std::to_string(o.fewestThatFit->gpuCount) + " ("
                                                      + shortLayoutText(o.fewestThatFit->layout, training) + ")"
                                                : "; no count up to " + std::to_string(s.maxGpus) + " fits"
                                                      + (s.parallel == ParallelOverride {} ? "" : " with the pinned layout");
        const std::string load = o.gpusForLoad > 0 ? "; " + std::to_string(o.gpusForLoad) + " serve the requested rate" : "";
        return "does not fit on " + std::to_string(o.gpuCount) + " x " + gpuName + why + fix + load;
    }
    return "nothing fits within " + std::to_string(s.maxGpus) + " GPUs; closest: " + std::to_string(o.gpuCount) + " ("
           + shortLayoutText(o.layout, training) + ")" + why;
}

// Whose run the best published MFU is: the GPU generation's (an H100 run holds H20 and H200 too: a
// zh_TW QA pass read "for this GPU" beside an H100 source), or the GPU's own where the catalogue gives
// one (the B200's).
std::string ceilingScope(const Gpu *gpu, bool ofGpu)
{
    return ofGpu || !gpu ? "this GPU" : "its GPU generation (" + gpu->architecture + ")";
}

std::string mfuText(const Option &o, const Scenario &s, const Gpu *gpu)
{
    const auto ceiling = gpu && o.training ? publishedMfuCeiling(*gpu, s.training.precision, o.training->framework) : std::nullopt;
    if (!ceiling)
        return "the kernel model gives an MFU above the best published for its GPU generation, precision and stack";
    // One decimal where whole per cents would read as the same figure (62 % above 62 %).
    const bool same = std::lround(o.training->modelledMfu * 100.0) == std::lround(ceiling->mfu * 100.0);
    const std::string scope = ceilingScope(gpu, ceiling->ofGpu);
    return fmt(same ? "the kernel model gives %.1f %% MFU, above the best published %.1f %% for %s, precision and stack"
                       : "the kernel model gives %.0f %% MFU, above the best published %.0f %% for %s, precision and stack",
                  o.training->modelledMfu * 100.0, ceiling->mfu * 100.0, scope.c_str())
           + " (" + ceiling->source + "); the time is computed at " + std::to_string(static_cast<int>(std::lround(ceiling->mfu * 100.0)))
           + " %, or calibrate it with a pilot run";
}

std::string purchaseText(const Warning &w, const Option &o, const Scenario &s)
{
    const Purchase *pu = o.purchase ? &*o.purchase : nullptr;
    switch (w.code) {
    case WarningCode::ServingOverProvisioned:
        // The rate as asked ("0.1", not "0"); the multiple with a decimal only below 10.
        return fmt("the smallest purchase serves %.0f requests/s for the %g asked (%.*fx): rent "
                      "instances, share the servers, or choose a smaller GPU",
                      pu && pu->inference ? pu->inference->requestsPerSecond : 0.0, s.inference.qps, w.value < 10 ? 1 : 0,
                      w.value);
    case WarningCode::CheckpointSlow:
        return fmt("writing one checkpoint to the servers' NVMe takes %.0f s: save asynchronously, add NVMe "
                      "drives or a parallel file system",
                      w.value);
    case WarningCode::LiquidCoolingNeeded:
        return fmt("the servers need direct liquid cooling (%.1f kW per server, racks: %lld)", w.value,
                      static_cast<long long>(pu ? pu->bom.racks : 0));
    case WarningCode::RackPowerExceeded:
        return fmt("one server draws %.1f kW, more than the site's %.1f kW per rack: each takes a rack of its own "
                   "beyond its limit; ask the site for higher-power racks",
                   w.value, pu ? pu->bom.rackPowerLimitKw : 0.0);
    default: return {};
    }
}

// The whole layout, as the runner-up sentence names it.
std::string layoutText(const Layout &l)
{
    std::string s = "TP " + std::to_string(l.tp);
    if (l.cp > 1)
        s += ", CP " + std::to_string(l.cp);
    s += ", PP " + std::to_string(l.pp) + ", DP " + std::to_string(l.dp);
    s += expertText(l);
    if (l.zero > 0)
        s += ", ZeRO-" + std::to_string(l.zero);
    if (l.interleave > 1)
        s += ", interleave " + std::to_string(l.interleave);
    s += ", micro-batch " + std::to_string(l.microBatch) + ", recompute " + recomputeId(l.recompute);
    if (l.recompute == Recompute::Full && l.recomputeLayers > 0)
        s += " (" + std::to_string(l.recomputeLayers) + " layers per stage)";
    return s;
}


// How much slower the runner-up's step is, in per cent (negative: faster).
double pct(const SearchSummary &search)
{
    return search.bestSeconds > 0 ? (search.runnerUpSeconds / search.bestSeconds - 1.0) * 100.0 : 0.0;
}

} // namespace

const char *stepTermText(StepTerm t)
{
    switch (t) {
    case StepTerm::Compute: return "matmul compute (recomputation or smaller per-GPU matrices)";
    case StepTerm::MemoryBound: return "element-wise kernels";
    case StepTerm::TpComm: return "tensor-parallel communication";
    case StepTerm::EpComm: return "expert-parallel all-to-all";
    case StepTerm::MoeRouting: return "waits for the MoE layers' tokens per expert";
    case StepTerm::CpComm: return "context-parallel K/V exchange";
    case StepTerm::PpComm: return "pipeline sends";
    case StepTerm::Bubble: return "pipeline bubble";
    case StepTerm::DpComm: return "data-parallel / ZeRO communication";
    case StepTerm::Optimizer: return "optimizer step";
    case StepTerm::Offload: return "host offload";
    }
    return "step time";
}

const char *missedGoalText(MissedGoal g, bool fixedCount)
{
    switch (g) {
    case MissedGoal::DoesNotFit: return fixedCount ? "does not fit on the fixed count" : "does not fit within the GPU limit";
    case MissedGoal::Region: return "is not sold in the region";
    case MissedGoal::Racks: return "draws more per server than the site's racks take";
    case MissedGoal::Budget: return "is over the budget";
    case MissedGoal::Deadline: return "misses the deadline";
    case MissedGoal::Latency: return "misses the latency limits";
    case MissedGoal::Load: return fixedCount ? "cannot serve the load on the fixed count" : "cannot serve the load within the GPU limit";
    case MissedGoal::None: break;
    }
    return "meets the goals";
}

std::string issueText(const Issue &issue)
{
    const auto n = [&issue](int i) { return std::to_string(static_cast<long long>(issue.numbers[i])); };
    const std::string model = issue.subject.empty() ? std::string("the model") : issue.subject;
    switch (issue.reason) {
    case IssueReason::None: break;
    case IssueReason::TpAboveFastLinkDomain:
        return "tensor parallel size " + n(0) + " is more than the " + n(1) + " GPUs " + issue.subject
               + " joins by NVLink (its TP domain); pin " + n(1) + " or fewer";
    case IssueReason::TpSplitsNoKvHeads:
        return "tensor parallel size " + n(0) + " splits neither the " + n(1) + " KV heads evenly nor whole copies of them";
    case IssueReason::TpStraddlesServers:
        return "a tensor parallel group of " + n(0) + " would straddle two " + n(1) + "-GPU servers of " + issue.subject
               + "; pin a size that divides " + n(1);
    case IssueReason::GpusNotDivisibleByTp: return n(0) + " GPUs do not divide by the tensor parallel size " + n(1);
    case IssueReason::GpusCannotAllBeUsed:
        return n(0) + " " + issue.subject + " GPUs cannot all be used: TP is at most " + n(1) + ", PP at most " + n(2)
               + " layers and DP at most the global batch of " + std::to_string(static_cast<long long>(issue.value))
               + " sequences (and the count must factor into them); use fewer GPUs or a larger global batch";
    case IssueReason::PilotAndMfu:
        return "give a pilot run's measurement or an MFU, not both: each sets the efficiency (the pilot calibrates the model, "
               "the MFU replaces it)";
    case IssueReason::DeepSpeedPipelineZero:
        return "DeepSpeed's pipeline engine runs ZeRO 0 or 1 only (ZeRO " + n(0) + " is incompatible with pipeline "
               "parallelism); pin ZeRO 1, one pipeline stage, or FSDP";
    case IssueReason::InterleaveWithoutPipeline:
        return "interleaving (" + n(0) + " virtual stages) needs more than one pipeline stage; pin PP 2 or more, or no "
               "interleaving";
    case IssueReason::OptimizerOffloadNeedsZero:
        return "the optimizer is offloaded to the host only with a sharded optimizer (ZeRO stage 1 or more, Megatron's "
               "distributed optimizer); pin ZeRO 1 to 3, or no offload";
    case IssueReason::ParamOffloadNotOnMegatron:
        return "Megatron offloads the optimizer only (--optimizer-cpu-offload), no parameters; choose FSDP or DeepSpeed for "
               "parameter offload, or offload the optimizer only";
    case IssueReason::ParamOffloadNeedsZero3:
        return "parameters are offloaded to the host only with ZeRO stage 3 (DeepSpeed's offload_param, FSDP's full "
               "sharding); pin ZeRO 3, or offload the optimizer only";
    case IssueReason::DeepSpeedHasNoInterleaving:
        return "DeepSpeed's pipeline engine has no interleaved schedule (virtual pipeline stages); choose Megatron-Core";
    case IssueReason::EncoderDecoderNoPipeline:
        return "encoder-decoder models are planned with tensor and data parallelism only (no pipeline or context parallelism)";
    case IssueReason::MoreStagesThanLayers: return "more pipeline stages (" + n(0) + ") than layers (" + n(1) + ")";
    case IssueReason::MoreVirtualStagesThanLayers:
        return "pipeline stages x interleaving (" + n(0) + ") must not exceed the " + n(1) + " layers";
    case IssueReason::MicroBatchAboveGlobalBatch:
        return "the micro-batch (" + n(0) + ") cannot exceed the global batch (" + n(1) + ")";
    case IssueReason::FixedSizesAboveGpuLimit:
        return "the fixed parallel sizes need at least " + n(0) + " GPUs, more than the limit of " + n(1);
    case IssueReason::NoGpuChosen: return "choose at least one GPU to compare";
    case IssueReason::TooManyGpusCompared: return n(0) + " GPUs chosen; compare at most " + n(1) + " at a time";
    case IssueReason::UnknownGpu: return "unknown GPU id '" + issue.subject + "' (see gpuplan-cli gpus)";
    case IssueReason::UnknownNetwork: return "unknown network id '" + issue.subject + "'";
    case IssueReason::UnknownZeroStage: return "ZeRO stage " + n(0) + " does not exist; it must be 0, 1, 2 or 3";
    case IssueReason::ExpertParallelNeedsMoe:
        return "expert parallel size " + n(0) + " needs a mixture-of-experts model; this one has no experts";
    case IssueReason::SequenceAboveLearnedPositions:
        return model + " has learned positions for " + n(1) + " tokens; a sequence of " + n(0) + " does not fit its position table";
    case IssueReason::TokensBelowOneGlobalBatch:
        return "the global batch (" + n(1) + " sequences of " + n(2) + " tokens) holds more than the training tokens ("
               + fmt("%.10g", issue.numbers[0]) + "): the run would be less than one step";
    case IssueReason::TokensBelowOneSequence:
        return "the training tokens (" + fmt("%.10g", issue.numbers[0]) + ") are fewer than one sequence of " + n(1);
    case IssueReason::PilotStepAndThroughput: return "give the pilot run's step time or its throughput, not both";
    case IssueReason::EagerOnMegatron:
        return "Megatron runs fused kernels: use --kernels fused or auto with it, or eager kernels with --framework fsdp or deepspeed";
    case IssueReason::PilotNeedsGpuCount:
        return "a measured pilot run needs its GPU count (--gpus) or its full layout (--tp --pp --dp)";
    case IssueReason::BatchAboveEngineLimit:
        return "a fixed batch of " + n(0) + " is more than the " + n(1) + " concurrent sequences the engine is limited to";
    case IssueReason::DisaggregationNeedsContinuousBatching:
        return "disaggregated prefill and decode needs continuous batching, not a fixed batch of " + n(0);
    case IssueReason::DisaggregationNeedsDecoder: return "an encoder has no decode phase to disaggregate";
    case IssueReason::ContextShorterThanRequest:
        return "a context of " + n(0) + " tokens is shorter than the " + n(1) + " input"
               + (issue.numbers[2] > 0 ? " + " + n(2) + " output" : std::string()) + " tokens of a request";
    case IssueReason::RequestAbovePositions:
        return model + " accepts at most " + n(1) + " positions; a request here needs " + n(0) + " tokens";
    case IssueReason::ServingWeightsDtype: return "serving weights must be fp32, bf16, fp16, fp8, int8, int4, mxfp4 or nvfp4";
    case IssueReason::KvCacheDtype: return "the KV cache dtype must be fp32, bf16, fp16, fp8 or int8";
    case IssueReason::ScaleOutsideRange:
        return "scale-only models must have between 1 million and 10 trillion parameters (" + fmt("%g", issue.numbers[0]) + " asked)";
    case IssueReason::ScaleTooSmall:
        return fmt("%g", issue.numbers[0]) + " parameters are too few for a scale-only " + issue.subject
               + " model (its vocabulary or vision tower alone is about that size)";
    case IssueReason::ScaleUnsupportedFamily:
        return "scale-only input is not available for " + issue.subject + " models; choose a preset or a config.json";
    case IssueReason::ModelTooLarge:
        return "the model would have " + fmt("%.3g", issue.numbers[0]) + " parameters; gpuplan plans models of at most "
               + fmt("%g", issue.numbers[1]) + " parameters (check the sizes in the file)";
    case IssueReason::ModelHasNoParameters: return "the model has no parameters";
    case IssueReason::EncoderWidthDiffers:
        return "is " + n(0) + "; must equal the decoder's hidden size (" + n(1) + "): they share the token table";
    case IssueReason::ExpertGroupsDivideExperts:
        return n(0) + " expert groups do not divide the " + n(1) + " routed experts";
    case IssueReason::ExpertGroupsHoldTooFewExperts:
        return "the chosen groups hold " + n(0) + " experts, fewer than num_experts_per_tok (" + n(1) + ")";
    case IssueReason::DenseLayersNotAscending: return "must list distinct layer indices in ascending order";
    case IssueReason::MlaQkDimsZero: return "qk_nope_head_dim + qk_rope_head_dim must be positive";
    case IssueReason::NotValidJson:
        return issue.numbers[0] > 0 ? "not valid JSON (line " + n(0) + ", column " + n(1) + ")" : "not valid JSON";
    case IssueReason::FileTooLarge: return "the file is larger than " + n(0) + " MiB, more than any file gpuplan reads";
    case IssueReason::TopLevelNotObject: return "the top level must be a JSON object";
    case IssueReason::UnknownValue: return "unknown value '" + issue.subject + "'";
    case IssueReason::ProjectorWidthsCount:
        return "lists " + n(0) + " widths; a vision model's projector lists 1 to " + n(1)
               + ", from the vision tower towards the text width (a text-only model none)";
    }
    if (issue.detail.empty() && issue.hasRange)   // an architecture size (engine validate(Architecture))
        return "is " + fmt("%.10g", issue.value) + "; must be between " + fmt("%.10g", issue.min) + " and " + fmt("%.10g", issue.max);
    return issue.detail;
}

std::string issueLine(const Issue &issue)
{
    return issue.field.empty() ? issueText(issue) : issue.field + ": " + issueText(issue);
}

std::string runnerUpText(const SearchSummary &search)
{
    if (!search.runnerUp)
        return {};
    const Layout &l = *search.runnerUp;
    switch (search.runnerUpWhy) {
    case RunnerUpWhy::None: return {};
    case RunnerUpWhy::MoreGpusOrLatency:
        return "runner-up (TP " + std::to_string(l.tp) + ", PP " + std::to_string(l.pp) + ") needs more GPUs or has higher latency";
    case RunnerUpWhy::TiesAtCeiling:
        return "runner-up (" + layoutText(l) + ") is as fast once both are held to the best published MFU; "
                                               "the kernel model prefers the chosen layout";
    case RunnerUpWhy::LessHeadroom:
        return "runner-up (" + layoutText(l) + ") " + (pct(search) <= -0.05 ? fmt("is %.1f%% faster", -pct(search)) : "is as fast")
               + " but leaves less than 10 % of memory free; the search gives up to 3 % of speed for that headroom";
    case RunnerUpWhy::HeadroomKept:
        return "runner-up (" + layoutText(l) + ") " + (pct(search) <= -0.05 ? fmt("is %.1f%% faster", -pct(search)) : "is as fast")
               + " but leaves less than 10 % of memory free; the search keeps that headroom where a layout on the count does";
    case RunnerUpWhy::MoreMemory:
        return "runner-up (" + layoutText(l) + ") is as fast and needs more memory per GPU";
    case RunnerUpWhy::AsFast: return "runner-up (" + layoutText(l) + ") is as fast (within 0.05 %): either layout would do";
    case RunnerUpWhy::Slower: break;
    }
    return "runner-up (" + layoutText(l) + ") is " + fmt("%.1f%% slower", pct(search)) + ", mostly from more "
           + stepTermText(search.runnerUpTerm);
}

std::string warningText(const Warning &w, const Option &o, const Scenario &s, const Catalog &catalog)
{
    const Gpu *gpu = catalog.gpu(o.gpuId);
    const std::string gpuName = gpu ? gpu->name : o.gpuId;
    switch (w.code) {
    case WarningCode::NoFit:
    case WarningCode::NoFitAtCount: return noFitText(w, o, s, gpuName);
    case WarningCode::LowHeadroom: return "less than 10% memory headroom";
    case WarningCode::TensorParallelOverPcie: return "tensor parallelism runs over PCIe (no NVLink)";
    case WarningCode::ConsumerMultiNode: return "consumer GPU used for multi-node training";
    case WarningCode::NotSoldInRegion: return gpu ? gpu->chinaNote : std::string();
    case WarningCode::DeadlineAtRisk:
        return fmt("meets the %.3g-day deadline, but at the top of its uncertainty band it takes %.1f days; add GPUs for margin",
                   s.training.deadlineDays, w.value);
    case WarningCode::LicenceRequired:
        return "a US export licence is needed for mainland China (case by case): " + (gpu ? gpu->chinaNote : std::string());
    case WarningCode::RegionRulesUnverified:
        return "no export ruling for mainland China was found for this GPU; check the current rules before ordering: "
               + (gpu ? gpu->chinaNote : std::string());
    case WarningCode::NoFp8: return "FP8 requested but this GPU has no FP8 tensor cores; modelled at 16-bit speed";
    case WarningCode::ExposedCommunication:
        return fmt("%.0f %% of each step is communication no compute hides (%s between nodes)", w.value * 100.0,
                      (s.networkId.empty() && gpu ? gpu->defaultNetwork : s.networkId).c_str());
    case WarningCode::BeyondPublished:
        return fmt("%.2fT parameters is larger than any published model (Switch Transformer C: 1.6T)", w.value / 1e12);
    case WarningCode::JobTooLong:
        return fmt("the job takes %.1f years: no published run is planned this way; add GPUs or train on fewer tokens", w.value);
    case WarningCode::DataLoadingCpu:
        return fmt("decoding the training images on the CPU takes about %.0f cores per GPU (%.0f images/s per core); an "
                   "8-GPU server has about %.0f: decode on the GPUs (NVIDIA DALI, nvJPEG) or store the images pre-decoded",
                   w.value, kJpegImagesPerCoreSecond, kServerCoresPerGpu);
    case WarningCode::EngineLacksEncoderDecoder:
        return "vLLM and SGLang do not serve T5-style encoder-decoder models; the numbers assume their batching. "
               "TensorRT-LLM serves them (--engine trtllm)";
    case WarningCode::EngineNotForGpu:
        return "TensorRT-LLM runs on NVIDIA GPUs only; the numbers assume its batching on this GPU. Serve it with vLLM "
               "or SGLang (--engine vllm, --engine sglang)";
    case WarningCode::DeepEpUnavailable:
        switch (static_cast<DeepEpBlock>(static_cast<int>(w.value))) {
        case DeepEpBlock::Framework:
            return std::string("DeepEP runs under Megatron-Core or PyTorch FSDP; this layout runs on ")
                   + frameworkId(o.training ? o.training->framework : Framework::Auto)
                   + ", so the experts' tokens are modelled on a plain all-to-all";
        case DeepEpBlock::NoFastLink:
            return "DeepEP needs NVLink between the GPUs of a server; over PCIe the experts' tokens are modelled on a "
                   "plain all-to-all";
        case DeepEpBlock::GpuGeneration:
        case DeepEpBlock::None:
            break;
        }
        return "DeepEP needs a data-centre GPU of the Ampere generation or later; the experts' tokens are modelled on a "
               "plain all-to-all";
    case WarningCode::ConsumerLicence:
        return "a GeForce card: NVIDIA's GeForce driver licence does not allow data-centre deployment; check where the "
               "servers will run before buying";
    case WarningCode::SlowTokens:
        return fmt("with no TPOT limit the answer streams at %.0f ms a token (%.1f tokens/s; a %lld-token answer takes %.0f s): "
                   "set --tpot-ms (50 ms is a common interactive target) to size the GPUs for it",
                   w.value, 1000.0 / w.value, static_cast<long long>(s.inference.outputTokens),
                   w.value * static_cast<double>(s.inference.outputTokens) / 1000.0);
    case WarningCode::BeyondTrainedPositions:
        return fmt("the sequence of %lld tokens is longer than the %.0f positions the model was trained on: that is context "
                   "extension (RoPE scaling such as YaRN, and long-context data); the memory and time are planned as given",
                   static_cast<long long>(s.training.seqLen), w.value);
    case WarningCode::EpOverlapNoEffect:
        switch (static_cast<EpOverlapBlock>(static_cast<int>(w.value))) {
        case EpOverlapBlock::NotMegatronCore:
            return std::string("EP overlap is Megatron-Core's; this layout runs on ") + frameworkId(o.training ? o.training->framework : Framework::Auto)
                   + ", so the all-to-all is not hidden";
        case EpOverlapBlock::FullRecompute:
            return "Megatron-Core does not run EP overlap with full recompute: the all-to-all is not hidden in this layout";
        case EpOverlapBlock::PipelineNotInterleaved:
            return "with pipeline parallelism Megatron-Core runs EP overlap only interleaved (--interleave 2 or more): the "
                   "all-to-all is not hidden in this layout";
        case EpOverlapBlock::NoExpertParallelism:
        case EpOverlapBlock::None: break;
        }
        return "EP overlap is kept as set but has no effect: this layout has no expert parallelism";
    case WarningCode::NoBf16:
        return "BF16 requested but this GPU has no BF16 tensor cores; modelled at FP16 speed: use FP16 (--precision fp16)";
    case WarningCode::PureFp16:
        return "FP16 without the FP32 master copy loses small updates and overflows: pure 16-bit training is done in BF16 "
               "(--precision bf16), FP16 with the master copy (--fp32-master on)";
    case WarningCode::DeadlineMissed:
        return o.gpusForDeadline > 0 ? "misses the deadline; " + std::to_string(o.gpusForDeadline)
                                           + (o.gpusForDeadline == 1 ? " GPU meets it" : " GPUs meet it")
                                     : std::string("misses the deadline");
    case WarningCode::LatencyMissed: {
        static constexpr const char *kNames[] = {"", "TTFT", "TPOT", "end-to-end time"};
        if (w.latency == LatencyLimit::None)
            return "the latency limits cannot be met";
        // Milliseconds to three significant digits below 100 (a limit of 0.001 ms read "0 ms", and 20.3
        // ms against a limit of 20 read "20 ms against a limit of 20 ms").
        const auto ms = [](double v) { return v >= 100 ? fmt("%.0f", v) : fmt("%.3g", v); };
        if (w.oneSequence)
            return fmt("the latency limits cannot be met: even with one sequence at a time the %s is %s ms against a limit of %s ms",
                       kNames[static_cast<int>(w.latency)], ms(w.value).c_str(), ms(w.limitMs).c_str())
                   + (saysPlannedLatency(w) ? "; as planned, " + ms(w.plannedMs) + " ms" : std::string());
        if (w.atLoad)
            return fmt("the latency limits cannot be met: at %.1f requests/s the %s is %s ms against a limit of %s ms", s.inference.qps,
                       kNames[static_cast<int>(w.latency)], ms(w.value).c_str(), ms(w.limitMs).c_str());
        return fmt("the latency limits cannot be met: %s %s ms against a limit of %s ms", kNames[static_cast<int>(w.latency)],
                   ms(w.value).c_str(), ms(w.limitMs).c_str());
    }
    case WarningCode::QpsMissed:
        return o.fixedCount ? "the GPU count cannot serve the requested QPS"
                                  + (o.gpusForLoad > 0 ? "; " + std::to_string(o.gpusForLoad) + " GPUs serve it" : std::string())
                            : fmt("even %lld GPUs, the GPU limit (--max-gpus), serve only %.1f requests/s, below the requested QPS",
                                  static_cast<long long>(o.gpuCount), w.value);
    case WarningCode::MfuAboveBestPublished: return mfuText(o, s, gpu);
    case WarningCode::MfuGivenAboveBestPublished: {
        const auto ceiling = gpu && o.training ? publishedMfuCeiling(*gpu, s.training.precision, o.training->framework) : std::nullopt;
        return fmt("the MFU given, %.0f %%, is above the best published %.0f %% for %s, precision and stack", s.training.mfuOverride * 100.0,
                   w.value * 100.0, ceilingScope(gpu, w.ceilingOfGpu).c_str())
               + (ceiling ? " (" + ceiling->source + ")" : std::string()) + ": the time is computed at it as given; check it with a pilot run";
    }
    case WarningCode::Offload: return "offload to host memory slows each step";
    case WarningCode::PinnedNoEffect:
        return "ZeRO-" + std::to_string(static_cast<int>(w.value)) + " is kept as pinned but has no effect with one data-parallel rank";
    case WarningCode::GlobalBatchRounded:
        return std::string(s.training.globalBatch > 0 ? "global batch " : "the default global batch ")
               + std::to_string(static_cast<long long>(w.value)) + " rounded to "
               + std::to_string(o.training ? o.training->globalBatch : 0) + " ("
               + std::to_string(o.training ? o.training->microbatches : 0)
               + (o.training && o.training->microbatches == 1 ? " micro-batch of " : " micro-batches of ")
               + std::to_string(o.layout.microBatch) + " on each of " + std::to_string(o.layout.dp) + " data-parallel ranks)";
    case WarningCode::NotDisaggregated:
        return std::to_string(static_cast<i64>(w.value)) + " GPUs hold one replica: prefill and decode share it "
                                                           "(disaggregation needs at least two replicas)";
    case WarningCode::ServingOverProvisioned:
    case WarningCode::CheckpointSlow:
    case WarningCode::LiquidCoolingNeeded:
    case WarningCode::RackPowerExceeded: return purchaseText(w, o, s);
    case WarningCode::OverBudget: return fmt("what is bought or rented costs %.0f %% of the budget", 100.0 * w.value);
    case WarningCode::EstimatedSpecs: return "the GPU's specifications are estimates";
    }
    return warningCodeId(w.code);
}

} // namespace gpuplan::cli

namespace gpuplan::cli {

namespace {

int migCount(const WhatIf &w, const Catalog &catalog)
{
    if (const Gpu *g = catalog.gpu(w.gpuId))
        for (const MigProfile &p : g->migProfiles)
            if (p.name == w.detail)
                return p.count;
    return 0;
}

// Host RAM per GPU of the changed plan (its offloaded states).
double hostGiBPerGpu(const WhatIf &w, const Catalog &catalog)
{
    Scenario x = w.scenario;
    x.gpuIds = {w.gpuId};
    const Plan p = plan(x, catalog);
    return p.options.empty() ? 0.0 : static_cast<double>(p.options.front().memory.host) / (1024.0 * 1024 * 1024);
}

} // namespace

std::string gpuLinkText(const Gpu &gpu)
{
    switch (gpu.link) {
    case LinkKind::NvSwitch: return gpu.linkDomain > gpu.gpusPerNode ? "NVLink Switch (rack-scale domain)" : "NVLink + NVSwitch";
    case LinkKind::NvLinkBridge: return "NVLink bridge (pairs) + PCIe";
    case LinkKind::Pcie: return "PCIe";
    case LinkKind::Xgmi: return "Infinity Fabric (xGMI)";
    case LinkKind::Hccs: return "HCCS";
    }
    return {};
}

std::string whatIfChangeText(const WhatIf &w, const Scenario &base, const Catalog &catalog)
{
    const std::string &id = w.id;
    const Gpu *gpu = catalog.gpu(w.gpuId);
    if (id == "precision_bf16") return "BF16 mixed precision instead of FP32";
    if (id == "precision_fp8") return "FP8 training (Transformer Engine)";
    if (id == "zero_up") return "ZeRO stage " + std::to_string(w.scenario.parallel.zero);
    if (id == "offload_optimizer") return "Offload optimizer states to host memory";
    if (id == "offload_params") return "Offload parameters and optimizer (ZeRO-Infinity)";
    if (id == "recompute_full") return "Full activation recomputation";
    if (id == "sequence_parallel") return "Sequence parallelism with tensor parallelism";
    if (id == "micro_batch_1") return "Micro-batch of 1 (more gradient accumulation)";
    if (id == "adamw_8bit") return "8-bit AdamW optimizer states";
    if (id == "pure_bf16") return "Pure BF16 training (no FP32 master copy)";
    if (id == "fused_kernels") return "Fused kernels (Liger Kernel or torch.compile) instead of eager PyTorch";
    if (id == "ep_overlap") return "Megatron-Core's EP overlap: the expert all-to-all beside another micro-batch";
    if (id == "deepep") return "DeepEP dispatch instead of a plain all-to-all";
    if (id == "lora") return "LoRA (rank " + std::to_string(base.training.loraRank) + ") instead of full fine-tuning";
    if (id == "qlora")
        return base.workload == Workload::Lora ? "QLoRA (4-bit NF4 base) instead of LoRA" : "QLoRA (4-bit NF4 base) instead of full fine-tuning";
    if (id == "fabric_roce") return "RoCE Ethernet instead of InfiniBand";
    if (id == "fabric_ib") return "InfiniBand NDR instead of Ethernet";
    if (id == "weights_fp8") return "FP8 weights";
    if (id == "weights_int8") return "INT8 weights";
    if (id == "weights_int4") return "INT4 weights (group 128)";
    if (id == "kv_fp8") return "FP8 KV cache";
    if (id == "kv_int8") return "INT8 KV cache";
    if (id == "relax_tpot") return fmt("Allow TPOT up to %.0f ms (+50 %%)", w.scenario.inference.tpotMs);
    if (id == "disaggregate") return "Prefill and decode on separate replicas (disaggregated)";
    if (id == "colocate") return "Prefill and decode together on every replica (chunked prefill)";
    if (id == "mig") return "MIG slices: " + std::to_string(migCount(w, catalog)) + " x " + w.detail + " per GPU";
    if (id == "distilled_model")
        return fmt("A distilled model of %.1fB parameters (60 %% of the size)", static_cast<double>(countParams(w.scenario.model).total) / 1e9);
    if (id == "smaller_model") return "A smaller model of the same family: " + w.scenario.modelName;
    if (id == "other_gpu") return "Another GPU: " + (gpu ? gpu->name : w.gpuId);
    if (id == "pcie_variant") return "PCIe cards instead of SXM/NVLink: " + w.gpuId;
    if (id == "rent") return "Rent instead of buying";
    if (id == "buy") return "Buy instead of renting";
    if (id == "smaller_batch")
        return "Batch of " + std::to_string(w.scenario.inference.batch) + " instead of " + std::to_string(base.inference.batch);
    if (id == "shorter_context")
        return "Context of " + std::to_string(w.scenario.inference.inputTokens + base.inference.outputTokens) + " tokens instead of "
               + std::to_string(servingContext(base));
    return id;
}

std::string whatIfRiskText(const WhatIf &w, const Scenario &base, const Option &baseOption, const Catalog &catalog)
{
    const std::string &id = w.id;
    if (id == "precision_bf16") return "Mixed precision rarely changes final accuracy (fp32 master weights are kept); check loss curves early.";
    if (id == "precision_fp8") return "FP8 needs per-tensor scaling and a validation run against BF16 before committing the budget.";
    // Beside a plan that does not fit there is no time to compare with: the effect is said without it.
    if (!w.baseFits && id == "zero_up") return "Sharding more state adds data-parallel traffic to each step.";
    if (!w.baseFits && id == "recompute_full") return "Recomputes the forward pass: about a third more compute a step.";
    if (!w.baseFits && id == "micro_batch_1") return "Smaller matrices run less efficiently: slower steps.";
    if (id == "zero_up") return fmt("Sharding more state adds data-parallel traffic: step time changes by %+.0f %%.", shown(w.timeDeltaPct, 0));
    if (id == "offload_optimizer") {
        const double host = hostGiBPerGpu(w, catalog);
        const std::string gib = fmt(host < 10 ? "%.1f GiB" : "%.0f GiB", host);
        if (offloadCostWonBack(w))
            return gib + fmt(" of host RAM per GPU; CPU Adam costs %.0f %% a step, won back by the faster layout it allows.",
                             w.slowdownPct);
        return "Needs " + gib + fmt(" of host RAM per GPU and slows each step by about %.0f %% (CPU Adam over PCIe).", w.slowdownPct);
    }
    if (id == "offload_params")
        return fmt("Parameters stream over PCIe: each step about %.0f %% slower than without it on the same GPUs.", w.slowdownPct);
    if (id == "recompute_full") return fmt("Recomputes the forward pass: %+.0f %% time.", shown(w.timeDeltaPct, 0));
    if (id == "sequence_parallel") return "No accuracy risk; needs Megatron-style tensor parallelism in the training stack.";
    if (id == "micro_batch_1") return fmt("Smaller matrices run less efficiently: %+.0f %% time.", shown(w.timeDeltaPct, 0));
    if (id == "adamw_8bit") return "8-bit optimizer states (bitsandbytes) usually match 32-bit AdamW; validate on a short run.";
    if (id == "pure_bf16")
        return "Updates smaller than BF16's resolution are lost: usual for fine-tuning (torchtune, LitGPT's bf16-true), not for long "
               "pre-training; compare the loss curve with a mixed-precision run.";
    if (id == "fused_kernels")
        return "The same arithmetic in fewer kernels with fewer saved tensors, where the stack supports the model (Liger Kernel, "
               "torch.compile); compare a few steps' loss with the eager run.";
    if (id == "ep_overlap")
        return "No accuracy risk; needs Megatron-Core with expert parallelism, no full recompute, and an interleaved schedule "
               "with pipeline parallelism.";
    if (id == "deepep")
        return "No accuracy risk; needs the DeepEP or HybridEP library built for the cluster (NVLink, and RDMA between nodes).";
    if (id == "lora")
        return "Adapters train a small fraction of the weights; quality is usually close for instruction tuning but must be validated.";
    if (id == "qlora")
        return base.workload == Workload::Lora
                   ? "The frozen base is 4-bit: a small quality loss; validate."
                   : "The frozen base is 4-bit: a further small quality loss and slower steps from dequantisation; validate.";
    if (id == "fabric_roce")
        return fmt("Lossless Ethernet needs careful tuning (PFC, ECN): %+.1f %% time in the model.", shown(w.timeDeltaPct, 1));
    if (id == "fabric_ib") return fmt("Faster collectives at a higher network price: %+.1f %% time.", shown(w.timeDeltaPct, 1));
    if (id == "weights_fp8") return "FP8 weights are usually within noise of BF16; validate on your evaluation set.";
    if (id == "weights_int8")
        return "INT8 quantisation (W8A8 where the GPU has INT8 tensor cores) usually costs under one point of accuracy; validate.";
    if (id == "weights_int4") return "INT4 accuracy must be validated: 4-bit models lose 1-3 points on some tasks.";
    if (id == "kv_fp8" || id == "kv_int8") return "An 8-bit KV cache doubles the context or batch that fits; check long-context quality.";
    if (id == "relax_tpot") return "Larger batches per replica: users see slower token streaming.";
    if (id == "disaggregate")
        return "Two pools of replicas to size and run (vLLM, SGLang or Dynamo disaggregation); each prompt's KV cache "
               "crosses the fabric between them.";
    if (id == "colocate") return "Prompt chunks ride in the decode steps: the time per output token rises with the prompt load.";
    if (id == "mig") return "A slice has a fraction of the GPU's compute and bandwidth: latency per token rises; good for small models at low QPS.";
    if (id == "distilled_model")
        return "A student trained to imitate this model: distillation needs the larger model's outputs, and its quality must be validated.";
    if (id == "smaller_model")
        return "A different model: the quality trade-off must be validated (distillation or fine-tuning may close part of the gap).";
    if (id == "other_gpu") {
        const Gpu *g = catalog.gpu(w.gpuId);
        if (g && g->consumer)
            return "A GeForce card: NVIDIA's GeForce driver licence does not allow data-centre deployment; "
                   "check availability and support before planning on it.";
        if (g && g->licenceIn(w.scenario.region))
            return "Sold into mainland China only under a US export licence, granted case by case; check the current rules "
                   "and the supplier's licence before planning on it.";
        if (g && g->unverifiedIn(w.scenario.region))
            return "No export ruling for mainland China was found for this GPU; check the current rules before planning on it.";
        if (g && bf16AtFp16Speed(w.scenario, *g))
            return "No BF16 tensor cores: planned in FP16 at FP16 speed (training needs loss scaling); check availability and software "
                   "support before planning on it.";
        return "Check availability, lead time and software support for this GPU before planning on it.";
    }
    // Tensor parallelism is what PCIe slows; at TP 1 the time moves with the count (a zh_TW QA pass
    // read "tensor parallelism crosses PCIe (-32 % time here)" for one more GPU at TP 1).
    if (id == "pcie_variant" && w.tp > 1)
        return fmt("Cheaper servers, but no NVSwitch: tensor parallelism (TP %d) crosses PCIe (%+.0f %% time here).", w.tp,
                   shown(w.timeDeltaPct, 0));
    if (id == "pcie_variant")
        return "Cheaper servers without NVSwitch: this layout has no tensor parallelism for PCIe to slow.";
    if (id == "rent" || id == "buy") {
        const CostEstimate *bought = purchaseCost(baseOption);
        if (bought && bought->breakEvenMonths) {
            // A job shorter than a month in days or hours ("the horizon here is 0.0 months": a QA pass).
            const double hours = bought->horizonMonths * kHoursPerMonth;
            const std::string horizon = bought->horizonMonths >= 1 ? fmt("%.1f months", bought->horizonMonths)
                                        : hours >= 48              ? fmt("%.1f days", hours / 24.0)
                                                                   : fmt("%.1f hours", hours);
            if (breakEvenBeyondLife(*bought))
                return fmt("Break-even after %.0f months of use, beyond the %g-year depreciation; the horizon here is %s.",
                           *bought->breakEvenMonths, bought->depreciationYears, horizon.c_str());
            return fmt("Break-even after %.1f months of use; the horizon here is %s.", *bought->breakEvenMonths, horizon.c_str());
        }
        return "At these prices renting stays cheaper than owning for any horizon.";
    }
    if (id == "smaller_batch") return "Fewer concurrent sequences: lower throughput per replica.";
    if (id == "shorter_context") return "Longer prompts must be truncated or split.";
    return {};
}

} // namespace gpuplan::cli
