// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fuzz entry points, shared by the libFuzzer targets (tests/fuzz/fuzz_*.cpp) and by the
// regression replay in tests/engine/robustness_test.cpp. Each takes raw bytes, drives one parser
// the way outside input reaches it, and returns "" when the input was handled cleanly, or one
// line naming the property it broke. Crashes, sanitizer reports and escaping exceptions are
// failures by themselves; the properties catch "silent nonsense" (an accepted value the rest of
// the engine cannot use, a NaN, a total that is not the sum of its parts).

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "bundled.h"
#include "engine/catalog.h"
#include "engine/hfconfig.h"
#include "engine/plan.h"
#include "engine/scenariofile.h"

namespace gpuplan::fuzz {

inline bool finiteNonNegative(double v) { return std::isfinite(v) && v >= 0; }

// Findings that are reported but not fixed yet, in files the fuzz owner does not own
// (docs/robustness.md §4). While true (the default), the harness lets inputs that reach them pass,
// so that fuzzing can look for other bugs; FuzzRegressions.DISABLED_OpenFindings sets it false.
inline bool &skipOpenFindings()
{
    static bool skip = true;
    return skip;
}

inline std::string checkIssue(const engine::Issue &i)
{
    if (i.field.empty())
        return "issue without a field: " + engine::describe(i);
    if (i.detail.empty() && i.reason == engine::IssueReason::None && !i.hasRange)
        return "issue without a detail, a reason or a range: " + engine::describe(i);
    return {};
}

// An architecture the importer accepted must be one the rest of the engine can use.
inline std::string checkArchitecture(const engine::Architecture &a)
{
    using namespace engine;
    if (auto issue = validate(a))
        return "accepted architecture fails validate(): " + describe(*issue);
    const ParamCount pc = countParams(a);
    if (pc.total <= 0 || pc.active <= 0 || pc.active > pc.total)
        return "bad parameter count total=" + std::to_string(pc.total) + " active=" + std::to_string(pc.active);
    if (pc.embedding < 0 || pc.lmHead < 0 || pc.expert < 0 || pc.perLayer <= 0 || pc.visionTotal < 0)
        return "negative parameter count component";
    if (pc.expert > pc.total || pc.lmHead > pc.total || pc.embedding > pc.total || pc.visionTotal > pc.total)
        return "a part of the parameter count exceeds the total";
    const double kv = kvBytesPerToken(a, Dtype::Bf16);
    if (!finiteNonNegative(kv))
        return "KV bytes per token not finite";
    return {};
}

// 1. Hugging Face config.json.
inline std::string hfconfig(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto r = engine::importHfConfig(text);
    if (!r)
        return checkIssue(r.issue());
    return checkArchitecture(r.value());
}

inline std::string checkGpu(const engine::Gpu &g)
{
    using namespace engine;
    if (g.id.empty() || g.name.empty())
        return "GPU without id or name";
    if (g.capacityBytes <= 0)
        return g.id + ": capacity " + std::to_string(g.capacityBytes) + " bytes";
    if (!(g.memoryGb > 0) || !(g.memBwGBps > 0) || !(g.linkGBpsBidir > 0) || !(g.pcieGBpsBidir > 0))
        return g.id + ": non-positive memory, bandwidth or link figure";
    if (!std::isfinite(g.memoryGb) || !std::isfinite(g.memBwGBps) || !std::isfinite(g.tdpW) || g.tdpW < 0)
        return g.id + ": non-finite figure";
    if (!g.peak(Dtype::Bf16) && !g.peak(Dtype::Fp16))
        return g.id + ": no 16-bit peak";
    for (const auto &[d, v] : g.peakTflops)
        if (!(v > 0) || !std::isfinite(v))
            return g.id + ": peak " + dtypeId(d) + " not positive";
    if (g.gpusPerNode < 1 || g.linkDomain < 1)
        return g.id + ": gpus per node / link domain below 1";
    if (g.matmulEfficiency && !(*g.matmulEfficiency > 0 && *g.matmulEfficiency <= 1))
        return g.id + ": matmul efficiency out of (0, 1]";
    for (const MigProfile &m : g.migProfiles)
        if (!(m.memoryGb > 0) || m.count < 0)
            return g.id + ": bad MIG profile";
    return {};
}

// Plans a small, known-good workload on each GPU of a catalogue that parsed, so that every value a
// catalogue file may carry is also checked downstream (no NaN step time from an odd link figure).
inline std::string checkPlan(const engine::Scenario &s, const engine::Catalog &cat);

inline std::string planOnEveryGpu(const engine::Catalog &cat, std::size_t maxGpusToTry)
{
    using namespace engine;
    const ModelPreset *m = cat.model("llama-2-7b");
    if (!m && !cat.models.empty())
        m = &cat.models.front();
    if (!m)
        return {};
    std::size_t tried = 0;
    for (const Gpu &g : cat.gpus) {
        if (tried++ >= maxGpusToTry)
            break;
        for (Workload w : {Workload::Pretrain, Workload::Inference}) {
            Scenario s;
            s.model = m->arch;
            s.modelName = m->name;
            s.workload = w;
            s.gpuIds = {g.id};
            s.maxGpus = 64;
            s.training.tokens = 1e9;
            if (auto v = checkPlan(s, cat); !v.empty())
                return g.id + ": " + v;
        }
    }
    return {};
}

// 2. Catalogue files. The first byte picks the file ('g' gpus.json, 'n' networks.json,
// 'm' models.json, otherwise byte % 3 in that order); the rest is the file's text.
inline std::string catalog(const std::uint8_t *data, std::size_t size)
{
    using namespace engine;
    if (size == 0)
        return {};
    const char sel = static_cast<char>(data[0]);
    const int which = sel == 'g' ? 0 : sel == 'n' ? 1 : sel == 'm' ? 2 : data[0] % 3;
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    const auto &bundled = gpuplan::bundled::catalog();
    if (!bundled)
        return "bundled catalogue does not parse";
    switch (which) {
    case 0: {
        const auto r = parseGpus(text);
        if (!r)
            return checkIssue(r.issue());
        for (const Gpu &g : r.value())
            if (auto v = checkGpu(g); !v.empty())
                return v;
        // As a user override file would be used: with the shipped networks and models.
        const auto cat = parseCatalog(text, gpuplan::bundled::networksJson(), gpuplan::bundled::modelsJson());
        if (!cat)
            return checkIssue(cat.issue());
        return planOnEveryGpu(cat.value(), 2);
    }
    case 1: {
        const auto r = parseNetworks(text);
        if (!r)
            return checkIssue(r.issue());
        for (const Network &n : r.value()) {
            if (n.id.empty() || !(n.nodeGBps() > 0) || !std::isfinite(n.nodeGBps()) || !(n.efficiency > 0 && n.efficiency <= 1)
                || !(n.latencyUs >= 0) || !std::isfinite(n.latencyUs))
                return n.id + ": bad network figures";
        }
        return {};
    }
    default: {
        const auto r = parseModels(text);
        if (!r)
            return checkIssue(r.issue());
        for (const ModelPreset &m : r.value()) {
            if (m.id.empty())
                return "model without id";
            if (auto v = checkArchitecture(m.arch); !v.empty())
                return m.id + ": " + v;
        }
        return {};
    }
    }
}

// Properties every plan must have, for a scenario that may be invalid.
inline std::string checkPlan(const engine::Scenario &s, const engine::Catalog &cat)
{
    using namespace engine;
    const std::vector<Issue> issues = validate(s, cat);
    const Plan p = plan(s, cat);
    // plan() may add one issue validate() cannot see: a fixed count that no layout can use
    // (IssueCode::Infeasible on "gpus", or on "tp" where the pinned TP is the reason), or a pilot run
    // no efficiency up to the peak reproduces (OutOfRange on the measured step or throughput).
    const auto seenByPlanOnly = [](const Issue &i) {
        return (i.code == IssueCode::Infeasible && (i.field == "gpus" || i.field == "tp"))
               || (i.code == IssueCode::OutOfRange && (i.field == "measured_step_s" || i.field == "measured_tokens_per_s"));
    };
    const bool planOnly = issues.empty() && p.issues.size() == 1 && seenByPlanOnly(p.issues.front());
    if (issues.empty() != p.issues.empty() && !planOnly)
        return "plan() and validate() disagree about the scenario";
    if (!p.issues.empty()) {
        if (!p.options.empty())
            return "a rejected scenario has options";
        for (const Issue &i : p.issues)
            if (auto v = checkIssue(i); !v.empty())
                return v;
        return {};
    }
    if (p.options.size() != s.gpuIds.size())
        return "one option per GPU expected";
    if (p.params.total <= 0 || p.params.active <= 0 || p.params.active > p.params.total)
        return "bad parameter count in the plan";
    bool recommendedSeen = p.recommendedGpu.empty();
    for (const Option &o : p.options) {
        const std::string at = o.gpuId + ": ";
        if (o.gpuId == p.recommendedGpu)
            recommendedSeen = true;
        const MemoryBreakdown &m = o.memory;
        if (m.weights < 0 || m.gradients < 0 || m.optimizer < 0 || m.activations < 0 || m.kvCache < 0 || m.overhead < 0
            || m.host < 0)
            return at + "negative memory component";
        // total() is a sum of int64 parts: make sure it did not overflow.
        const double sum = static_cast<double>(m.weights) + static_cast<double>(m.gradients) + static_cast<double>(m.optimizer)
                           + static_cast<double>(m.activations) + static_cast<double>(m.kvCache) + static_cast<double>(m.overhead);
        if (sum > 9.2e18)
            return at + "memory total overflows int64";
        if (o.usableBytes <= 0 || o.usableBytes > o.capacityBytes)
            return at + "usable bytes not in (0, capacity]";
        if (o.fits && m.overhead <= 0)   // a fitting option always carries the CUDA context
            return at + "fits with no runtime overhead (total " + std::to_string(m.total()) + ")";
        if (o.fits && m.total() > o.usableBytes)
            return at + "fits, but total " + std::to_string(m.total()) + " > usable " + std::to_string(o.usableBytes);
        if (!o.fits && isTraining(s.workload) && m.total() <= o.usableBytes) {
            // O5 (open, engine/src/planner.cpp): in a search, parallel sizes that need more GPUs than
            // the limit (--tp 8 --max-gpus 4) leave no layout at any count: "does not fit" with a
            // 0-byte breakdown instead of an issue saying why.
            const bool o5 = m.total() == 0 && s.gpuCount == 0;
            if (!(o5 && skipOpenFindings()))
                return at + "does not fit, but total " + std::to_string(m.total()) + " <= usable" + (o5 ? " (O5)" : "");
        }
        if (o.fits && o.gpuCount <= 0)
            return at + "fits with no GPUs";
        // A full layout (tp, pp and dp all given) fixes the count like --gpus does.
        const bool fixedCount = s.gpuCount > 0 || (s.parallel.tp > 0 && s.parallel.pp > 0 && s.parallel.dp > 0);
        if (o.fits && !fixedCount && o.gpuCount > s.maxGpus)
            return at + "more GPUs than the limit";
        if (o.fits && o.layout.gpus() > o.gpuCount)
            return at + "layout needs more GPUs than the option has";
        if (o.gpuCount < 0 || o.nodes < 0 || !finiteNonNegative(o.gpuPowerKw))
            return at + "negative count, nodes or power";
        if (o.fits && isTraining(s.workload) && !o.training)
            return at + "training fits without an estimate";
        if (o.fits && !isTraining(s.workload) && !o.inference)
            return at + "serving fits without an estimate";
        if (o.training) {
            const TrainingEstimate &t = *o.training;
            for (double v : {t.stepSeconds, t.tokensPerSecond, t.mfu, t.hfu, t.gpuHours, t.days, t.tokens, t.steps,
                             t.step.compute, t.step.memoryBound, t.step.tpComm, t.step.epComm, t.step.ppComm, t.step.bubble, t.step.dpComm,
                             t.step.optimizer, t.step.offload, t.step.publishedCeiling, t.modelledMfu})
                if (!finiteNonNegative(v))
                    return at + "training time/throughput negative or not finite";
            if (!(t.stepSeconds > 0))
                return at + "zero step time";
            if (t.mfu > 1.0 + 1e-9)
                return at + "MFU above 100%";
            if (!t.efficiencyOverridden && std::fabs(t.step.total() - t.stepSeconds) > 1e-9 * t.stepSeconds)
                return at + "step time is not the sum of its parts";
        }
        if (o.inference) {
            const InferenceEstimate &e = *o.inference;
            for (double v : {e.ttftMs, e.tpotMs, e.e2eMs, e.tokensPerSecond, e.tokensPerSecondPerGpu, e.requestsPerSecond})
                if (!finiteNonNegative(v))
                    return at + "inference latency/throughput negative or not finite";
            if (o.fits && (e.replicas < 1 || e.gpusPerReplica < 1 || e.batchPerReplica < 1))
                return at + "serving option without replicas, GPUs or batch";
            if (o.fits && e.replicas * e.gpusPerReplica + o.idleGpus != o.gpuCount)
                return at + "replicas x GPUs per replica + idle GPUs != GPU count";
            if (o.idleGpus < 0 || (o.idleGpus > 0 && (!o.fixedCount || o.idleGpus >= e.gpusPerReplica)))
                return at + "idle GPUs outside a fixed count's remainder";
        }
        for (const Warning &w : o.warnings)
            if (!std::isfinite(w.value))
                return at + "warning value not finite";
    }
    if (!recommendedSeen)
        return "recommended GPU is not one of the options";
    for (const SweepPoint &sp : p.sweep)
        if (sp.memoryPerGpu < 0 || sp.gpuCount <= 0)
            return sp.gpuId + ": bad sweep point";
    return {};
}

// 5. Scenario files (.gpuplan): parse; what parses must save -> load -> save byte-identically
// and plan cleanly (or be rejected by validate() with a clean Issue).
inline std::string scenarioFile(const std::uint8_t *data, std::size_t size)
{
    using namespace engine;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto r = parseScenarioFile(text);
    if (!r)
        return checkIssue(r.issue());
    const ScenarioFile &f = r.value();
    const std::string saved = serializeScenario(f.scenario, f.extrasJson);
    const auto again = parseScenarioFile(saved);
    if (!again)
        return "a saved scenario does not load: " + describe(again.issue());
    if (!(again->scenario == f.scenario))
        return "save -> load changes the scenario";
    if (serializeScenario(again->scenario, again->extrasJson) != saved)
        return "save -> load -> save is not byte-identical";
    const auto &bundled = gpuplan::bundled::catalog();
    if (!bundled)
        return "bundled catalogue does not parse";
    return checkPlan(f.scenario, bundled.value());
}

} // namespace gpuplan::fuzz
