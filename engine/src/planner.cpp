#include "engine/plan.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace engine {

namespace {

using i64 = std::int64_t;

struct Candidate
{
    Layout layout;
    MemoryBreakdown memory;
    TrainingEstimate training;
    double rankSeconds = 0;   // step time, +3 % when less than 10 % memory headroom remains
};

// A professional keeps at least 10 % of memory spare unless that costs more than 3 % speed.
constexpr double kHeadroomWanted = 0.10;
constexpr double kHeadroomPenalty = 1.03;

struct CountResult
{
    std::optional<Candidate> best;
    std::optional<Candidate> runnerUp;
    std::optional<MemoryBreakdown> leanest;
    i64 evaluated = 0;
};

struct Context
{
    const Scenario &s;
    const Gpu &gpu;
    Fabric fabric;
    ModelStats stats;
    i64 usable = 0;
    i64 globalBatch = 0;
    double effScale = 1.0;
};

std::vector<int> powersOfTwoUpTo(i64 limit)
{
    std::vector<int> out;
    for (i64 v = 1; v <= limit && v <= (1 << 20); v *= 2)
        out.push_back(static_cast<int>(v));
    return out;
}

bool tpDividesHeads(const Tower &t, int tp)
{
    if (t.heads % tp != 0)
        return false;
    if (t.mla)
        return true;
    return t.kvHeads % tp == 0 || tp % t.kvHeads == 0;
}

i64 defaultGlobalBatch(const Scenario &s)
{
    if (s.training.globalBatch > 0)
        return s.training.globalBatch;
    if (s.workload == Workload::Pretrain) {
        // About 4M tokens per step (GPT-3/Llama practice), at least one sequence.
        const double seq = static_cast<double>(std::max<i64>(1, s.training.seqLen));
        return std::max<i64>(1, static_cast<i64>(std::llround(4.0 * 1024 * 1024 / seq)));
    }
    return 128;
}

bool better(const Candidate &a, const Candidate &b)
{
    if (a.rankSeconds != b.rankSeconds)
        return a.rankSeconds < b.rankSeconds;
    return a.memory.total() < b.memory.total();
}

void consider(CountResult &r, Candidate c)
{
    if (!r.best || better(c, *r.best)) {
        r.runnerUp = r.best;
        r.best = std::move(c);
    } else if (!r.runnerUp || better(c, *r.runnerUp)) {
        r.runnerUp = std::move(c);
    }
}

CountResult searchTraining(const Context &ctx, i64 n)
{
    const Scenario &s = ctx.s;
    const Tower &t = s.model.text;
    const ParallelOverride &o = s.parallel;
    CountResult r;
    const i64 tpLimit = std::min<i64>(n, ctx.fabric.tpDomain);
    for (int tp : powersOfTwoUpTo(tpLimit)) {
        if (n % tp != 0 || (o.tp > 0 && tp != o.tp) || !tpDividesHeads(t, tp))
            continue;
        const i64 rest = n / tp;
        for (i64 pp = 1; pp <= std::min<i64>(rest, t.layers); ++pp) {
            if (rest % pp != 0 || (o.pp > 0 && pp != o.pp))
                continue;
            const i64 dp = rest / pp;
            if ((o.dp > 0 && dp != o.dp) || dp > ctx.globalBatch)
                continue;
            std::vector<int> eps {1};
            if (t.moe) {
                eps.clear();
                for (int ep : powersOfTwoUpTo(dp))
                    if (dp % ep == 0 && t.moe->experts % ep == 0)
                        eps.push_back(ep);
            }
            std::vector<int> zeros;
            if (o.zero >= 0)
                zeros = {dp > 1 ? o.zero : 0};
            else if (dp == 1)
                zeros = {0};
            else if (pp == 1)
                zeros = {1, 2, 3};
            else
                zeros = {1};
            std::vector<int> interleaves {1};
            if (pp > 1) {
                if (o.interleave > 0)
                    interleaves = {o.interleave};
                else
                    for (int v : {2, 4})   // Megatron: layers divisible by pp·v, micro-batches >= pp
                        if (t.layers % (pp * v) == 0 && ctx.globalBatch / dp >= pp)
                            interleaves.push_back(v);
            }
            std::vector<i64> micros;
            if (s.training.microBatch > 0)
                micros = {s.training.microBatch};
            else
                for (i64 m : {1, 2, 4, 8})
                    if (m * dp <= ctx.globalBatch)
                        micros.push_back(m);
            std::vector<Recompute> recomputes;
            if (s.training.recomputeAuto)
                recomputes = {Recompute::None, Recompute::Selective, Recompute::Full};
            else
                recomputes = {s.training.recompute};
            for (int ep : eps) {
                if (o.ep > 0 && ep != o.ep)
                    continue;
                for (int zero : zeros)
                    for (int v : interleaves)
                        for (i64 micro : micros) {
                            bool roomyFound = false;   // less recomputation is never slower
                            for (Recompute rc : recomputes) {
                                Layout l;
                                l.tp = tp;
                                l.pp = static_cast<int>(pp);
                                l.dp = static_cast<int>(dp);
                                l.ep = ep;
                                l.zero = zero;
                                l.interleave = v;
                                l.microBatch = micro;
                                l.recompute = rc;
                                l.sequenceParallel = s.training.sequenceParallel && tp > 1;
                                l.offload = s.training.offload;
                                const MemoryBreakdown m = trainingMemory(s, ctx.gpu, l, ctx.globalBatch);
                                ++r.evaluated;
                                if (!r.leanest || m.total() < r.leanest->total())
                                    r.leanest = m;
                                if (roomyFound || m.total() > ctx.usable)
                                    continue;
                                Candidate c {l, m, estimateTraining(s, ctx.stats, ctx.gpu, ctx.fabric, l, ctx.globalBatch, ctx.effScale), 0};
                                const double headroom = 1.0 - static_cast<double>(m.total()) / static_cast<double>(ctx.usable);
                                c.rankSeconds = c.training.stepSeconds * (headroom < kHeadroomWanted ? kHeadroomPenalty : 1.0);
                                roomyFound = headroom >= kHeadroomWanted;
                                consider(r, std::move(c));
                            }
                        }
            }
        }
    }
    return r;
}

std::string layoutText(const Layout &l)
{
    std::string s = "TP " + std::to_string(l.tp) + ", PP " + std::to_string(l.pp) + ", DP " + std::to_string(l.dp);
    if (l.ep > 1)
        s += ", EP " + std::to_string(l.ep);
    if (l.zero > 0)
        s += ", ZeRO-" + std::to_string(l.zero);
    if (l.interleave > 1)
        s += ", interleave " + std::to_string(l.interleave);
    s += ", micro-batch " + std::to_string(l.microBatch) + ", recompute " + recomputeId(l.recompute);
    return s;
}

std::string runnerUpReason(const TrainingEstimate &best, const TrainingEstimate &other, const Layout &l)
{
    struct Term { const char *what; double delta; };
    const StepBreakdown &a = best.step, &b = other.step;
    Term terms[] = {
        {"matmul compute (recomputation or smaller per-GPU matrices)", b.compute - a.compute},
        {"element-wise kernels", b.memoryBound - a.memoryBound},
        {"tensor-parallel communication", b.tpComm - a.tpComm},
        {"expert-parallel all-to-all", b.epComm - a.epComm},
        {"pipeline sends", b.ppComm - a.ppComm},
        {"pipeline bubble", b.bubble - a.bubble},
        {"data-parallel / ZeRO communication", b.dpComm - a.dpComm},
        {"optimizer step", b.optimizer - a.optimizer},
        {"host offload", b.offload - a.offload},
    };
    const Term *worst = &terms[0];
    for (const Term &t : terms)
        if (t.delta > worst->delta)
            worst = &t;
    const double pct = best.stepSeconds > 0 ? (other.stepSeconds / best.stepSeconds - 1.0) * 100.0 : 0.0;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f%% slower", pct);
    return "runner-up (" + layoutText(l) + ") is " + buf + ", mostly from more " + worst->what;
}

void fillTrainingOption(Option &opt, const Context &ctx, i64 n, const CountResult &r)
{
    opt.gpuCount = n;
    opt.search.layoutsEvaluated += r.evaluated;
    if (r.best) {
        opt.fits = true;
        opt.layout = r.best->layout;
        opt.memory = r.best->memory;
        opt.training = r.best->training;
        opt.search.best = r.best->layout;
        opt.search.bestSeconds = r.best->training.stepSeconds;
        if (r.runnerUp) {
            opt.search.runnerUp = r.runnerUp->layout;
            opt.search.runnerUpSeconds = r.runnerUp->training.stepSeconds;
            opt.search.runnerUpReason = runnerUpReason(r.best->training, r.runnerUp->training, r.runnerUp->layout);
        }
    } else {
        opt.fits = false;
        if (r.leanest)
            opt.memory = *r.leanest;
    }
    (void)ctx;
}

// Pilot-run calibration: the efficiency scale that makes the model reproduce a measured step.
double pilotScale(const Context &ctx, i64 n)
{
    const TrainingSetup &tr = ctx.s.training;
    if (tr.measuredStepSeconds <= 0 && tr.measuredTokensPerSecond <= 0)
        return 1.0;
    const CountResult r = searchTraining(ctx, n);
    if (!r.best)
        return 1.0;
    const TrainingEstimate &e = r.best->training;
    const double measured = tr.measuredStepSeconds > 0 ? tr.measuredStepSeconds
                                                       : e.tokensPerStep / tr.measuredTokensPerSecond;
    // step(k) = (compute + bubble share of compute) / k + rest; solve for k.
    const double scaled = e.step.compute * (1.0 + (e.step.bubble > 0 ? e.step.bubble / (e.stepSeconds - e.step.bubble) : 0.0));
    const double rest = e.stepSeconds - scaled;
    if (measured <= rest * 1.01)
        return 4.0;   // faster than communication alone allows; cap the scale
    return std::clamp(scaled / (measured - rest), 0.05, 4.0);
}

} // namespace

std::vector<i64> countLadder(int gpusPerNode, i64 maxGpus)
{
    std::vector<i64> out;
    const i64 node = std::max(1, gpusPerNode);
    for (i64 n = 1; n < node && n <= maxGpus; ++n)
        out.push_back(n);
    static const int kNodes[] = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 80, 96, 128, 160,
                                 192, 256, 320, 384, 512, 640, 768, 1024, 1280, 1536, 2048, 4096, 8192, 16384};
    for (int k : kNodes) {
        const i64 n = k * node;
        if (n > maxGpus)
            break;
        out.push_back(n);
    }
    if (out.empty() || (out.back() < maxGpus && maxGpus % node != 0 && maxGpus < node))
        out.push_back(maxGpus);
    return out;
}

namespace {

void addWarnings(Option &opt, const Scenario &s, const Gpu &gpu, const Fabric &f)
{
    if (!opt.fits) {
        opt.warnings.push_back({WarningCode::NoFit, static_cast<double>(s.maxGpus),
                                "nothing fits within " + std::to_string(s.maxGpus) + " GPUs"});
        return;
    }
    const double headroom = opt.usableBytes > 0
                                ? 1.0 - static_cast<double>(opt.memory.total()) / static_cast<double>(opt.usableBytes)
                                : 0.0;
    // Serving engines fill the KV cache up to their memory fraction on purpose (vLLM keeps
    // 1 - gpu_memory_utilization free), so the warning is for training only.
    if (headroom < 0.10 && isTraining(s.workload))
        opt.warnings.push_back({WarningCode::LowHeadroom, headroom, "less than 10% memory headroom"});
    const bool bridged = gpu.link == LinkKind::NvLinkBridge && opt.layout.tp == 2;
    if (opt.layout.tp > 1 && f.tpOverPcie && !bridged)
        opt.warnings.push_back({WarningCode::TensorParallelOverPcie, static_cast<double>(opt.layout.tp),
                                "tensor parallelism runs over PCIe (no NVLink)"});
    if (gpu.consumer && isTraining(s.workload) && opt.nodes > 1)
        opt.warnings.push_back({WarningCode::ConsumerMultiNode, static_cast<double>(opt.nodes),
                                "consumer GPU used for multi-node training"});
    if (s.region == "china" && gpu.chinaStatus == "restricted")
        opt.warnings.push_back({WarningCode::NotSoldInRegion, 0, gpu.chinaNote});
    const bool wantsFp8 = (isTraining(s.workload) && s.training.precision == Precision::Fp8)
                          || (!isTraining(s.workload) && (s.inference.weights == Dtype::Fp8 || s.inference.kvCache == Dtype::Fp8));
    if (wantsFp8 && !gpu.peak(Dtype::Fp8))
        opt.warnings.push_back({WarningCode::NoFp8, 0, "FP8 requested but this GPU has no FP8 tensor cores; modelled at 16-bit speed"});
    if (opt.training && s.training.deadlineDays > 0 && opt.training->days > s.training.deadlineDays)
        opt.warnings.push_back({WarningCode::DeadlineMissed, opt.training->days, "misses the deadline"});
    if (opt.inference && !opt.inference->meetsLatency)
        opt.warnings.push_back({WarningCode::LatencyMissed, 0, "the latency limits cannot be met"});
    if (opt.inference && !opt.inference->meetsQps)
        opt.warnings.push_back({WarningCode::QpsMissed, opt.inference->requestsPerSecond,
                                "the GPU count cannot serve the requested QPS"});
    if (opt.training && opt.layout.offload != Offload::None) {
        const double off = opt.training->step.offload;
        const double rest = opt.training->stepSeconds - off;
        opt.warnings.push_back({WarningCode::Offload, rest > 0 ? off / rest : 0.0, "offload to host memory slows each step"});
    }
}

Option planTraining(const Scenario &s, const Gpu &gpu, const Network &net, const ModelStats &stats,
                    std::vector<SweepPoint> &sweep)
{
    Context ctx {s, gpu, fabricFor(gpu, net), stats, usableBytes(s, gpu), defaultGlobalBatch(s), 1.0};
    Option opt;
    opt.gpuId = gpu.id;
    opt.capacityBytes = gpu.capacityBytes;
    opt.usableBytes = ctx.usable;
    const ParallelOverride &o = s.parallel;
    i64 fixed = s.gpuCount;
    if (fixed <= 0 && o.tp > 0 && o.pp > 0 && o.dp > 0)
        fixed = static_cast<i64>(o.tp) * o.pp * o.dp;

    if (s.training.measuredStepSeconds > 0 || s.training.measuredTokensPerSecond > 0) {
        if (fixed > 0 && (s.gpuIds.empty() || s.gpuIds.front() == gpu.id)) {
            ctx.effScale = pilotScale(ctx, fixed);
            opt.calibratedFromPilot = true;
            opt.pilotEfficiencyScale = ctx.effScale;
        }
    }

    const std::vector<i64> ladder = countLadder(gpu.gpusPerNode, s.maxGpus);
    std::optional<i64> chosen;
    std::optional<CountResult> chosenResult;
    i64 previous = 0;
    const double deadline = s.training.deadlineDays;
    auto goal = [&](const CountResult &r) {
        if (!r.best)
            return false;
        return deadline <= 0 || r.best->training.days <= deadline;
    };
    std::optional<CountResult> fastest;
    i64 fastestN = 0;
    std::optional<CountResult> leanestRung;   // for "nothing fits": the count that came closest
    i64 leanestN = 0;
    for (i64 n : ladder) {
        CountResult r = searchTraining(ctx, n);
        opt.search.layoutsEvaluated += r.evaluated;
        SweepPoint p {gpu.id, n, 0, r.best.has_value()};
        // The chart reads "memory per GPU at N GPUs": the leanest layout at that count (the fastest
        // layout may trade memory for speed and would make the curve jump).
        p.memoryPerGpu = r.leanest ? r.leanest->total() : 0;
        p.fits = r.leanest && r.leanest->total() <= ctx.usable;
        sweep.push_back(p);
        if (r.leanest && (!leanestRung || r.leanest->total() < leanestRung->leanest->total())) {
            leanestRung = r;
            leanestN = n;
        }
        if (r.best && (!fastest || r.best->training.days < fastest->best->training.days)) {
            fastest = r;
            fastestN = n;
        }
        if (fixed <= 0 && !chosen && goal(r)) {
            // Refine between the previous rung and this one (whole nodes beyond one node).
            i64 lo = previous, hi = n;
            const i64 step = n > gpu.gpusPerNode ? gpu.gpusPerNode : 1;
            CountResult hiResult = r;
            while (hi - lo > step && n > gpu.gpusPerNode) {
                i64 mid = lo + ((hi - lo) / step / 2) * step;
                if (mid <= lo)
                    break;
                CountResult m = searchTraining(ctx, mid);
                opt.search.layoutsEvaluated += m.evaluated;
                if (goal(m)) {
                    hi = mid;
                    hiResult = m;
                } else {
                    lo = mid;
                }
            }
            chosen = hi;
            chosenResult = hiResult;
        }
        previous = n;
    }
    if (fixed > 0) {
        CountResult r = searchTraining(ctx, fixed);
        fillTrainingOption(opt, ctx, fixed, r);
        opt.noValidLayout = r.evaluated == 0;
    } else if (chosen) {
        fillTrainingOption(opt, ctx, *chosen, *chosenResult);
    } else if (fastest) {
        // Nothing meets the deadline: show the fastest option found (and warn).
        fillTrainingOption(opt, ctx, fastestN, *fastest);
    } else if (leanestRung) {
        fillTrainingOption(opt, ctx, leanestN, *leanestRung);   // nothing fits: show the closest count
    } else {
        CountResult r = searchTraining(ctx, ladder.empty() ? 1 : ladder.back());
        fillTrainingOption(opt, ctx, ladder.empty() ? 1 : ladder.back(), r);
        opt.noValidLayout = r.evaluated == 0;   // the overrides leave no usable layout at any count
    }
    opt.nodes = (opt.gpuCount + gpu.gpusPerNode - 1) / gpu.gpusPerNode;
    opt.gpuPowerKw = gpu.tdpW * static_cast<double>(opt.gpuCount) / 1000.0;
    addWarnings(opt, s, gpu, ctx.fabric);
    return opt;
}

// ---- inference ----------------------------------------------------------------------------------

struct Serving
{
    Layout layout;
    MemoryBreakdown memory;
    InferenceEstimate est;
    bool fits = false;
};

constexpr i64 kMaxConcurrentSequences = 256;   // vLLM max_num_seqs default

i64 kvContext(const Scenario &s)
{
    const InferenceSetup &in = s.inference;
    if (in.qps > 0 || in.batch == 0)
        return std::min(in.context, in.inputTokens + in.outputTokens);
    return in.context;
}

Serving evaluateReplica(const Scenario &s, const Gpu &gpu, const Fabric &f, const ModelStats &m, const Layout &l, i64 usable)
{
    const InferenceSetup &in = s.inference;
    Serving sv;
    sv.layout = l;
    const i64 ctxLen = kvContext(s);
    auto fitsAt = [&](i64 b, i64 c) { return inferenceMemory(s, gpu, l, b, c).total() <= usable; };
    if (!fitsAt(1, std::max<i64>(1, ctxLen))) {
        sv.memory = inferenceMemory(s, gpu, l, 1, std::max<i64>(1, ctxLen));
        return sv;
    }
    // Largest batch and longest context that fit (memory grows monotonically in both).
    i64 lo = 1, hi = 2;
    while (hi <= (1 << 20) && fitsAt(hi, ctxLen)) {
        lo = hi;
        hi *= 2;
    }
    while (hi - lo > 1) {
        const i64 mid = (lo + hi) / 2;
        (fitsAt(mid, ctxLen) ? lo : hi) = mid;
    }
    sv.est.maxBatch = lo;
    i64 clo = 1, chi = 2;
    while (chi <= (i64(1) << 26) && fitsAt(1, chi)) {
        clo = chi;
        chi *= 2;
    }
    while (chi - clo > 1) {
        const i64 mid = (clo + chi) / 2;
        (fitsAt(1, mid) ? clo : chi) = mid;
    }
    sv.est.maxContext = clo;

    const bool autoregressive = s.model.text.lmHead;
    const i64 out = autoregressive ? std::max<i64>(1, in.outputTokens) : 1;
    const i64 input = std::max<i64>(1, in.inputTokens);
    auto metrics = [&](i64 b, InferenceEstimate &e) {
        if (in.batch > 0) {   // a static batch: all requests prefill together, then decode together
            e.ttftMs = prefillSeconds(s, m, gpu, f, l, b, input) * 1e3;
            e.tpotMs = autoregressive ? decodeStepSeconds(s, m, gpu, f, l, b, input + out / 2) * 1e3 : 0;
        } else {              // continuous batching: a new request prefills while b decode
            const double prefill1 = prefillSeconds(s, m, gpu, f, l, 1, input);
            const double step = autoregressive ? decodeStepSeconds(s, m, gpu, f, l, b, input + out / 2) : 0;
            e.ttftMs = (prefill1 + step) * 1e3;
            e.tpotMs = (step + (autoregressive ? static_cast<double>(b) / out * prefill1 : 0)) * 1e3;
        }
        e.e2eMs = e.ttftMs + (autoregressive ? (out - 1) * e.tpotMs : 0);
        // Static batch: one cycle is the whole request (prefill + decode); continuous batching keeps
        // b sequences decoding, each finishing after `out` steps.
        const double cycle = !autoregressive ? e.ttftMs / 1e3 : (in.batch > 0 ? e.e2eMs / 1e3 : out * e.tpotMs / 1e3);
        e.requestsPerSecond = static_cast<double>(b) / std::max(cycle, 1e-9);
        e.tokensPerSecond = e.requestsPerSecond * (autoregressive ? out : input);
        e.batchPerReplica = b;
    };
    auto meets = [&](const InferenceEstimate &e) {
        return (in.ttftMs <= 0 || e.ttftMs <= in.ttftMs) && (in.tpotMs <= 0 || e.tpotMs <= in.tpotMs)
               && (in.e2eMs <= 0 || e.e2eMs <= in.e2eMs);
    };
    i64 batch = in.batch;
    if (batch <= 0) {
        // Largest batch that meets the latency limits (TPOT and E2E grow with the batch), at most
        // the serving engine's concurrency limit (vLLM max_num_seqs = 256 by default).
        InferenceEstimate e;
        i64 blo = 0, bhi = std::min<i64>(sv.est.maxBatch, kMaxConcurrentSequences) + 1;
        while (bhi - blo > 1) {
            const i64 mid = (blo + bhi) / 2;
            metrics(mid, e);
            (meets(e) ? blo : bhi) = mid;
        }
        batch = std::max<i64>(1, blo);
    }
    if (batch > sv.est.maxBatch) {
        sv.memory = inferenceMemory(s, gpu, l, batch, ctxLen);
        return sv;
    }
    metrics(batch, sv.est);
    sv.est.meetsLatency = meets(sv.est);
    sv.memory = inferenceMemory(s, gpu, l, batch, ctxLen);
    sv.fits = true;
    return sv;
}

Option planInference(const Scenario &s, const Gpu &gpu, const Network &net, const ModelStats &stats,
                     std::vector<SweepPoint> &sweep)
{
    const Fabric f = fabricFor(gpu, net);
    const i64 usable = usableBytes(s, gpu);
    const Tower &t = s.model.text;
    Option opt;
    opt.gpuId = gpu.id;
    opt.capacityBytes = gpu.capacityBytes;
    opt.usableBytes = usable;
    const ParallelOverride &o = s.parallel;

    std::optional<Serving> best;
    std::optional<Serving> runner;
    i64 bestTotal = 0;
    i64 runnerTotal = 0;
    auto totalGpus = [&](const Serving &sv, i64 &replicas) {
        const i64 per = sv.layout.tp * sv.layout.pp;
        if (s.gpuCount > 0) {
            replicas = std::max<i64>(1, s.gpuCount / per);
        } else if (s.inference.qps > 0) {
            const double r = std::ceil(s.inference.qps / std::max(sv.est.requestsPerSecond, 1e-12));
            replicas = static_cast<i64>(std::min(r, 1e9));
        } else {
            replicas = 1;
        }
        return replicas * per;
    };
    for (int tp : powersOfTwoUpTo(std::min<i64>(f.tpDomain, s.maxGpus))) {
        if ((o.tp > 0 && tp != o.tp) || !tpDividesHeads(t, tp))
            continue;
        for (int pp : powersOfTwoUpTo(std::min<i64>(t.layers, s.maxGpus / tp))) {
            if (o.pp > 0 && pp != o.pp)
                continue;
            if (pp > 1 && tp < std::min(f.tpDomain, gpu.gpusPerNode) && o.tp == 0)
                continue;   // fill the node with TP before pipelining across nodes
            if (s.gpuCount > 0 && tp * pp > s.gpuCount)
                continue;
            Layout l;
            l.tp = tp;
            l.pp = pp;
            l.microBatch = 1;
            Serving sv = evaluateReplica(s, gpu, f, stats, l, usable);
            ++opt.search.layoutsEvaluated;
            if (!sv.fits)
                continue;
            i64 replicas = 1;
            const i64 total = totalGpus(sv, replicas);
            if (total > s.maxGpus)
                continue;
            sv.est.replicas = replicas;
            sv.est.gpusPerReplica = tp * pp;
            sv.est.tokensPerSecond *= static_cast<double>(replicas);
            sv.est.requestsPerSecond *= static_cast<double>(replicas);
            sv.est.tokensPerSecondPerGpu = sv.est.tokensPerSecond / static_cast<double>(total);
            sv.est.meetsQps = s.inference.qps <= 0 || sv.est.requestsPerSecond >= s.inference.qps * 0.999;
            sv.est.uncertaintyPct = kInferenceUncertaintyPct;
            auto rank = [&](const Serving &a, i64 ta, const Serving &b, i64 tb) {
                if (a.est.meetsLatency != b.est.meetsLatency)
                    return a.est.meetsLatency;
                if (s.gpuCount > 0)
                    return a.est.tokensPerSecond > b.est.tokensPerSecond;
                if (ta != tb)
                    return ta < tb;
                return a.est.e2eMs < b.est.e2eMs;
            };
            if (!best || rank(sv, total, *best, bestTotal)) {
                runner = best;
                runnerTotal = bestTotal;
                best = sv;
                bestTotal = total;
            } else if (!runner || rank(sv, total, *runner, runnerTotal)) {
                runner = sv;
                runnerTotal = total;
            }
        }
    }
    // Sweep: one replica sharded over n GPUs (TP inside the node, PP across nodes).
    for (i64 n : countLadder(gpu.gpusPerNode, std::min<i64>(s.maxGpus, 1024))) {
        Layout l;
        l.tp = static_cast<int>(std::min<i64>(n, f.tpDomain));
        while (l.tp > 1 && !tpDividesHeads(t, l.tp))
            l.tp /= 2;
        l.pp = static_cast<int>(std::min<i64>(n / l.tp, t.layers));
        const i64 b = best ? best->est.batchPerReplica : std::max<i64>(1, s.inference.batch);
        const MemoryBreakdown m = inferenceMemory(s, gpu, l, b, kvContext(s));
        sweep.push_back({gpu.id, n, m.total(), m.total() <= usable});
    }
    if (best) {
        opt.fits = true;
        opt.layout = best->layout;
        opt.layout.dp = static_cast<int>(std::min<i64>(best->est.replicas, 1'000'000'000));   // replicas serve as data parallelism
        opt.memory = best->memory;
        opt.inference = best->est;
        opt.gpuCount = bestTotal;
        opt.search.best = best->layout;
        opt.search.bestSeconds = best->est.tpotMs / 1e3;
        if (runner) {
            opt.search.runnerUp = runner->layout;
            opt.search.runnerUpSeconds = runner->est.tpotMs / 1e3;
            opt.search.runnerUpReason = "runner-up (TP " + std::to_string(runner->layout.tp) + ", PP "
                                        + std::to_string(runner->layout.pp) + ") needs more GPUs or has higher latency";
        }
    } else {
        opt.fits = false;
        opt.gpuCount = s.gpuCount > 0 ? s.gpuCount : 0;
        Layout l;
        l.tp = static_cast<int>(std::min<i64>(f.tpDomain, 8));
        while (l.tp > 1 && !tpDividesHeads(t, l.tp))
            l.tp /= 2;
        opt.layout = l;
        opt.memory = inferenceMemory(s, gpu, l, std::max<i64>(1, s.inference.batch), kvContext(s));
    }
    opt.nodes = (opt.gpuCount + gpu.gpusPerNode - 1) / gpu.gpusPerNode;
    opt.gpuPowerKw = gpu.tdpW * static_cast<double>(opt.gpuCount) / 1000.0;
    addWarnings(opt, s, gpu, f);
    return opt;
}

// The cost that matters in the scenario's mode: the purchase, or the rental for the job (training)
// or one month (serving).
double modeCost(const Scenario &s, const CostEstimate &c)
{
    if (s.budget.acquisition == Acquisition::Rent)
        return c.rentJob;
    return c.purchase;
}

BudgetFit budgetFit(const Scenario &s, const Option &o, const Gpu &gpu, const Network &net, const ModelStats &m,
                    const PriceBook &prices)
{
    BudgetFit f;
    f.cost = modeCost(s, *o.cost);
    f.withinBudget = f.cost <= s.budget.limit;
    const double perGpu = f.cost / static_cast<double>(std::max<i64>(1, o.gpuCount));
    if (!(perGpu > 0))
        return f;
    // Buying: the budget divided by the cost per GPU (servers, network and storage included),
    // in whole nodes beyond one node. Renting a training job: GPU-hours are nearly constant under
    // strong scaling, so the budget decides whether the job is affordable, not the count.
    i64 n = static_cast<i64>(std::floor(s.budget.limit / perGpu));
    if (s.budget.acquisition == Acquisition::Rent && o.training)
        n = f.withinBudget ? s.maxGpus : 0;
    if (n > gpu.gpusPerNode)
        n = n / gpu.gpusPerNode * gpu.gpusPerNode;
    n = std::min<i64>(n, s.maxGpus);
    f.affordableGpus = std::max<i64>(0, n);
    if (f.affordableGpus <= 0)
        return f;
    Scenario at = s;
    at.gpuIds = {gpu.id};
    at.gpuCount = f.affordableGpus;
    at.budget.limit = 0;
    at.parallel.dp = 0;   // let the search spread the extra GPUs
    std::vector<SweepPoint> ignored;
    const Option there = isTraining(s.workload) ? planTraining(at, gpu, net, m, ignored) : planInference(at, gpu, net, m, ignored);
    (void)prices;
    if (there.fits && there.training)
        f.daysAtAffordable = there.training->days;
    if (there.fits && there.inference)
        f.requestsPerSecondAtAffordable = there.inference->requestsPerSecond;
    return f;
}

} // namespace

Plan plan(const Scenario &s, const Catalog &catalog)
{
    Plan p;
    p.issues = validate(s, catalog);
    if (!p.issues.empty())
        return p;
    p.stats = modelStats(s);
    p.params = p.stats.params;
    for (const std::string &id : s.gpuIds) {
        const Gpu &gpu = *catalog.gpu(id);
        const std::string netId = s.networkId.empty() ? gpu.defaultNetwork : s.networkId;
        const Network &net = *catalog.network(netId);
        if (isTraining(s.workload))
            p.options.push_back(planTraining(s, gpu, net, p.stats, p.sweep));
        else
            p.options.push_back(planInference(s, gpu, net, p.stats, p.sweep));
        Option &o = p.options.back();
        if (o.noValidLayout) {
            // Say why instead of showing an empty "does not fit": TP is limited by the node and the
            // heads, PP by the layers, DP by the global batch.
            const i64 batch = defaultGlobalBatch(s);
            p.issues.push_back({IssueCode::Infeasible, "gpus",
                                std::to_string(o.gpuCount) + " " + gpu.id + " GPUs cannot all be used: TP is at most "
                                    + std::to_string(fabricFor(gpu, net).tpDomain) + ", PP at most "
                                    + std::to_string(s.model.text.layers) + " layers and DP at most the global batch of "
                                    + std::to_string(batch) + " sequences (and the count must factor into them); "
                                      "use fewer GPUs or a larger global batch"});
            p.options.clear();
            p.sweep.clear();
            return p;
        }
        o.bom = billOfMaterials(s, o, gpu, net, p.stats, catalog.prices.get());
        if (catalog.prices && o.fits)
            o.cost = estimateCost(s, o, o.bom, gpu, *catalog.prices);
        if (s.budget.limit > 0 && o.cost)
            o.budgetFit = budgetFit(s, o, gpu, net, p.stats, *catalog.prices);
        if (o.budgetFit && !o.budgetFit->withinBudget)
            o.warnings.push_back({WarningCode::OverBudget, o.budgetFit->cost / s.budget.limit, "the option costs more than the budget"});
    }
    // Recommendation: among options that fit and meet the goals, the fewest GPU-hours (training) or
    // the fewest GPUs, then the highest throughput per GPU (serving).
    const Option *rec = nullptr;
    auto score = [&](const Option &o) {
        if (o.training)
            return o.training->gpuHours;
        if (o.inference)
            return static_cast<double>(o.gpuCount) - 1e-9 * o.inference->tokensPerSecondPerGpu;
        return std::numeric_limits<double>::infinity();
    };
    auto meetsGoals = [&](const Option &o) {
        if (!o.fits)
            return false;
        for (const Warning &w : o.warnings)
            if (w.code == WarningCode::DeadlineMissed || w.code == WarningCode::LatencyMissed || w.code == WarningCode::QpsMissed
                || w.code == WarningCode::NotSoldInRegion)
                return false;
        return true;
    };
    for (const Option &o : p.options)
        if (meetsGoals(o) && (!rec || score(o) < score(*rec)))
            rec = &o;
    if (rec)
        p.recommendedGpu = rec->gpuId;
    const Option *cheapest = nullptr;
    for (const Option &o : p.options)
        if (meetsGoals(o) && o.cost && (!cheapest || modeCost(s, *o.cost) < modeCost(s, *cheapest->cost)))
            cheapest = &o;
    if (cheapest)
        p.cheapestGpu = cheapest->gpuId;
    return p;
}

} // namespace engine
