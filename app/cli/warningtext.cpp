// SPDX-License-Identifier: GPL-3.0-or-later
#include "warningtext.h"

#include <engine/perf.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpuplan::cli {

using namespace engine;

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
        if (l.ep > 1)
            s += ", EP " + std::to_string(l.ep);
        if (l.zero > 0)
            s += ", ZeRO-" + std::to_string(l.zero);
    } else if (l.dp > 1) {
        s += ", " + std::to_string(l.dp) + " replicas";
    }
    return s;
}

template<typename... Args>
std::string format(const char *pattern, Args... args)
{
    char buf[256];
    std::snprintf(buf, sizeof buf, pattern, args...);
    return buf;
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
        return "does not fit on " + std::to_string(o.gpuCount) + " x " + gpuName + why + fix;
    }
    return "nothing fits within " + std::to_string(s.maxGpus) + " GPUs; closest: " + std::to_string(o.gpuCount) + " ("
           + shortLayoutText(o.layout, training) + ")" + why;
}

std::string mfuText(const Option &o, const Scenario &s, const Gpu *gpu)
{
    const auto ceiling = gpu && o.training ? publishedMfuCeiling(*gpu, s.training.precision, o.training->framework) : std::nullopt;
    if (!ceiling)
        return "the kernel model gives an MFU above the best published for this GPU, precision and stack";
    // One decimal where whole per cents would read as the same figure (62 % above 62 %).
    const bool same = std::lround(o.training->modelledMfu * 100.0) == std::lround(ceiling->mfu * 100.0);
    return format(same ? "the kernel model gives %.1f %% MFU, above the best published %.1f %% for this GPU, precision and stack"
                       : "the kernel model gives %.0f %% MFU, above the best published %.0f %% for this GPU, precision and stack",
                  o.training->modelledMfu * 100.0, ceiling->mfu * 100.0)
           + " (" + ceiling->source + "); the time is computed at " + std::to_string(static_cast<int>(std::lround(ceiling->mfu * 100.0)))
           + " %, or calibrate it with a pilot run";
}

std::string purchaseText(const Warning &w, const Option &o, const Scenario &s)
{
    const Purchase *pu = o.purchase ? &*o.purchase : nullptr;
    switch (w.code) {
    case WarningCode::ServingOverProvisioned:
        return format("the smallest purchase serves %.0f requests/s for the %.0f asked (%.1fx): rent "
                      "instances, share the servers, or choose a smaller GPU",
                      pu && pu->inference ? pu->inference->requestsPerSecond : 0.0, s.inference.qps, w.value);
    case WarningCode::CheckpointSlow:
        return format("writing one checkpoint to the servers' NVMe takes %.0f s: save asynchronously, add NVMe "
                      "drives or a parallel file system",
                      w.value);
    case WarningCode::LiquidCoolingNeeded:
        return format("the servers need direct liquid cooling (%.1f kW per server, racks: %lld)", w.value,
                      static_cast<long long>(pu ? pu->bom.racks : 0));
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
    if (l.ep > 1)
        s += ", EP " + std::to_string(l.ep);
    if (l.zero > 0)
        s += ", ZeRO-" + std::to_string(l.zero);
    if (l.interleave > 1)
        s += ", interleave " + std::to_string(l.interleave);
    s += ", micro-batch " + std::to_string(l.microBatch) + ", recompute " + recomputeId(l.recompute);
    if (l.recompute == Recompute::Full && l.recomputeLayers > 0)
        s += " (" + std::to_string(l.recomputeLayers) + " layers per stage)";
    return s;
}

const char *stepTermText(StepTerm t)
{
    switch (t) {
    case StepTerm::Compute: return "matmul compute (recomputation or smaller per-GPU matrices)";
    case StepTerm::MemoryBound: return "element-wise kernels";
    case StepTerm::TpComm: return "tensor-parallel communication";
    case StepTerm::EpComm: return "expert-parallel all-to-all";
    case StepTerm::CpComm: return "context-parallel K/V exchange";
    case StepTerm::PpComm: return "pipeline sends";
    case StepTerm::Bubble: return "pipeline bubble";
    case StepTerm::DpComm: return "data-parallel / ZeRO communication";
    case StepTerm::Optimizer: return "optimizer step";
    case StepTerm::Offload: return "host offload";
    }
    return "step time";
}

} // namespace

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
    case RunnerUpWhy::Slower: break;
    }
    const double pct = search.bestSeconds > 0 ? (search.runnerUpSeconds / search.bestSeconds - 1.0) * 100.0 : 0.0;
    return "runner-up (" + layoutText(l) + ") is " + format("%.1f%% slower", pct) + ", mostly from more "
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
    case WarningCode::NoFp8: return "FP8 requested but this GPU has no FP8 tensor cores; modelled at 16-bit speed";
    case WarningCode::ExposedCommunication:
        return format("%.0f %% of each step is communication no compute hides (%s between nodes)", w.value * 100.0,
                      (s.networkId.empty() && gpu ? gpu->defaultNetwork : s.networkId).c_str());
    case WarningCode::BeyondPublished:
        return format("%.2fT parameters is larger than any published model (Switch Transformer C: 1.6T)", w.value / 1e12);
    case WarningCode::JobTooLong:
        return format("the job takes %.1f years: no published run is planned this way; add GPUs or train on fewer tokens", w.value);
    case WarningCode::DeadlineMissed: return "misses the deadline";
    case WarningCode::LatencyMissed: return "the latency limits cannot be met";
    case WarningCode::QpsMissed: return "the GPU count cannot serve the requested QPS";
    case WarningCode::MfuAboveBestPublished: return mfuText(o, s, gpu);
    case WarningCode::Offload: return "offload to host memory slows each step";
    case WarningCode::PinnedNoEffect:
        return "ZeRO-" + std::to_string(static_cast<int>(w.value)) + " is kept as pinned but has no effect with one data-parallel rank";
    case WarningCode::GlobalBatchRounded:
        return "global batch " + std::to_string(s.training.globalBatch) + " rounded to "
               + std::to_string(o.training ? o.training->globalBatch : 0) + " ("
               + std::to_string(o.training ? o.training->microbatches : 0) + " micro-batches of "
               + std::to_string(o.layout.microBatch) + " on each of " + std::to_string(o.layout.dp) + " data-parallel ranks)";
    case WarningCode::NotDisaggregated:
        return std::to_string(static_cast<i64>(w.value)) + " GPUs hold one replica: prefill and decode share it "
                                                           "(disaggregation needs at least two replicas)";
    case WarningCode::ServingOverProvisioned:
    case WarningCode::CheckpointSlow:
    case WarningCode::LiquidCoolingNeeded: return purchaseText(w, o, s);
    case WarningCode::OverBudget: return "the option costs more than the budget";
    case WarningCode::EstimatedSpecs: return "the GPU's specifications are estimates";
    }
    return warningCodeId(w.code);
}

} // namespace gpuplan::cli
