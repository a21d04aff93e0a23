// SPDX-License-Identifier: GPL-3.0-or-later
// Every answer agrees with itself: invariants over thousands of generated scenarios
// (fixed seed; every workload; free and pinned layouts; fitting and not). A failure prints the
// scenario as a gpuplan-cli line so it can be replayed.
//
// GPUPLAN_PROPERTY_CASES sets the number of scenarios (5,000 by default; the sanitizer pass runs
// fewer, scripts/fuzz more).

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <random>
#include <sstream>

#include "engine/plan.h"
#include "properties.h"
#include "testdata.h"

namespace {

using namespace engine;

int caseCount()
{
    if (const char *v = std::getenv("GPUPLAN_PROPERTY_CASES"))
        return std::max(1, std::atoi(v));
    return 5000;
}

const SweepPoint *sweepAt(const Plan &p, const std::string &gpu, std::int64_t n)
{
    for (const SweepPoint &sp : p.sweep)
        if (sp.gpuId == gpu && sp.gpuCount == n)
            return &sp;
    return nullptr;
}

const SweepPoint *firstFit(const Plan &p, const std::string &gpu)
{
    for (const SweepPoint &sp : p.sweep)
        if (sp.gpuId == gpu && sp.fits)
            return &sp;
    return nullptr;
}

using testdata::hasWarning;

bool finitePositive(double v)
{
    return std::isfinite(v) && v > 0;
}

// Checks one scenario; returns the first violated invariant, or "".
std::string violation(const Scenario &s, const Plan &p)
{
    std::ostringstream why;
    if (!p.issues.empty())
        return p.options.empty() ? "" : "a rejected scenario has options";
    if (p.options.size() != s.gpuIds.size())
        return "one option per compared GPU";
    const bool training = isTraining(s.workload);
    for (const Option &o : p.options) {
        const Layout &l = o.layout;
        const MemoryBreakdown &m = o.memory;
        const std::string at = o.gpuId + ": ";
        if (m.total() != m.weights + m.gradients + m.optimizer + m.activations + m.kvCache + m.overhead)
            return at + "total != sum of parts";
        for (std::int64_t v : {m.weights, m.gradients, m.optimizer, m.activations, m.kvCache, m.overhead, m.host})
            if (v < 0)
                return at + "a negative memory part";
        if (o.fits != (m.total() <= o.usableBytes))
            return at + "fits != (total <= usable)";
        if (o.fits == o.shortfall.has_value())
            return at + "a shortfall exactly when it does not fit";
        if (o.shortfall && o.shortfall->overBytes != m.total() - o.usableBytes)
            return at + "shortfall != total - usable";
        if (s.gpuCount > 0 && (o.gpuCount != s.gpuCount || !o.fixedCount))
            return at + "a fixed count is the count reported";
        // Idle GPUs only where a fixed serving count does not divide into its replicas, fewer than one replica.
        if (o.idleGpus < 0 || (o.idleGpus > 0 && (!o.inference || !o.fixedCount || o.idleGpus >= static_cast<std::int64_t>(l.tp) * l.pp))) {
            why << at << o.idleGpus << " idle GPUs";
            return why.str();
        }
        if (o.gpuCount <= 0 || static_cast<std::int64_t>(l.tp) * l.cp * l.pp * l.dp + o.idleGpus != o.gpuCount) {
            why << at << "degrees " << l.tp << "x" << l.cp << "x" << l.pp << "x" << l.dp << " + " << o.idleGpus << " idle != " << o.gpuCount << " GPUs";
            return why.str();
        }
        if (o.nodes != (o.gpuCount + testdata::catalog().gpu(o.gpuId)->gpusPerNode - 1) / testdata::catalog().gpu(o.gpuId)->gpusPerNode)
            return at + "nodes != ceil(GPUs / GPUs per node)";
        // Pinned values appear in the answer.
        const ParallelOverride &pin = s.parallel;
        if ((pin.tp > 0 && l.tp != pin.tp) || (pin.pp > 0 && l.pp != pin.pp) || (pin.dp > 0 && l.dp != pin.dp)
            || (pin.cp > 0 && l.cp != pin.cp))
            return at + "a pinned degree was not kept";
        if (training) {
            // Experts: EP out of DP with the experts split over TP, or (whole experts, Megatron-Core
            // with TP > 1) out of TP x CP x DP; a pinned EP is kept (docs/model.md §2.2).
            const std::int64_t expertRanks = l.etp == 1 ? static_cast<std::int64_t>(l.tp) * l.cp * l.dp : l.dp;
            if (l.ep < 1 || expertRanks % l.ep != 0 || (l.etp != 0 && l.etp != 1) || (pin.ep > 0 && l.ep != pin.ep))
                return at + "expert parallelism does not divide its ranks, or a pinned EP was not kept";
            if (l.etp == 1 && (l.tp == 1 || l.ep == 1 || (o.training && o.training->framework != Framework::MegatronCore)))
                return at + "whole experts outside Megatron-Core with TP and EP";
            if (pin.zero >= 0 && l.zero != pin.zero)
                return at + "a pinned ZeRO stage was not kept";
            if (pin.zero > 0 && l.replicas() == 1 && l.expertReplicas() == 1 && !hasWarning(o, WarningCode::PinnedNoEffect))
                return at + "a pinned ZeRO stage with one data-parallel rank is not flagged";
            if (s.training.microBatch > 0 && l.microBatch != s.training.microBatch)
                return at + "a pinned micro-batch was not kept";
            if (!s.training.recomputeAuto && l.recompute != s.training.recompute)
                return at + "a pinned recompute was not kept";
        }
        // Warnings say what the numbers say.
        if (hasWarning(o, WarningCode::NoFit) == o.fits && !o.fixedCount)
            return at + "'nothing fits' exactly when it does not fit (free count)";
        if (hasWarning(o, WarningCode::NoFitAtCount) != (o.fixedCount && !o.fits))
            return at + "'does not fit on N' exactly when a fixed count does not fit";
        if (o.fixedCount && hasWarning(o, WarningCode::NoFit))
            return at + "a fixed count says 'nothing fits within the limit'";
        if (o.fits) {
            if (training) {
                if (!o.training)
                    return at + "a fitting training plan has no training block";
                const TrainingEstimate &t = *o.training;
                for (double v : {t.stepSeconds, t.days, t.gpuHours, t.tokensPerSecond, t.mfu})
                    if (!finitePositive(v))
                        return at + "training numbers must be positive and finite";
                if (t.mfu > 1.0 || t.hfu > 1.0 + 1e-9)
                    return at + "MFU above 1";
                if (t.globalBatch != t.microbatches * l.microBatch * l.dp)
                    return at + "global batch != micro-batches x micro-batch x DP";
                if (s.training.globalBatch > 0 && t.globalBatch != s.training.globalBatch
                    && !hasWarning(o, WarningCode::GlobalBatchRounded))
                    return at + "a rounded global batch is not reported";
            } else {
                if (!o.inference)
                    return at + "a fitting serving plan has no inference block";
                const InferenceEstimate &e = *o.inference;
                for (double v : {e.ttftMs, e.tokensPerSecond, e.requestsPerSecond, e.e2eMs})
                    if (!finitePositive(v))
                        return at + "serving numbers must be positive and finite";
                if (e.replicas * e.gpusPerReplica + o.idleGpus != o.gpuCount || e.replicas != l.dp)
                    return at + "replicas x GPUs per replica != GPUs";
                // Disaggregated: at least one replica of each kind, and the deployment serves no more
                // than its slower pool does.
                if (e.prefillReplicas > 0
                    && (e.prefillReplicas >= e.replicas || !s.inference.disaggregated
                        || e.requestsPerSecond > 1.000001 * static_cast<double>(e.prefillReplicas) * e.prefillRequestsPerSecond))
                    return at + "a disaggregated deployment without both pools, or above its prefill pool";
                if (s.inference.disaggregated && e.prefillReplicas == 0 && !hasWarning(o, WarningCode::NotDisaggregated))
                    return at + "a disaggregated scenario planned with prefill and decode together, without a word";
                if (e.batchPerReplica < 1 || e.batchPerReplica > e.maxBatch)
                    return at + "batch outside 1..max_batch";
                // Continuous batching runs at most the engine's sequences (a static batch sets its own).
                if (s.inference.batch <= 0
                    && (e.batchPerReplica > e.maxSequences || (s.inference.maxSequences > 0 && e.maxSequences != s.inference.maxSequences)))
                    return at + "more sequences than the engine runs at once, or not the scenario's limit";
                if (e.maxContext < servingContext(s))
                    return at + "max_context below the context that fits";
                // The latency at the rate (model.md §5.8): only with a rate, each decode replica's
                // share of it, no more sequences than the batch, Little's law, never slower than
                // the full batch.
                if (e.atLoad) {
                    const LoadPoint &pt = *e.atLoad;
                    const double decoding = static_cast<double>(e.replicas - e.prefillReplicas);
                    const double little = pt.requestsPerSecond * static_cast<double>(std::max<std::int64_t>(1, s.inference.outputTokens))
                                          * pt.itlMs / 1e3;
                    if (!(s.inference.qps > 0) || s.inference.batch > 0
                        || std::abs(pt.requestsPerSecond * decoding - s.inference.qps) > 1e-6 * s.inference.qps
                        || pt.sequences > static_cast<double>(e.batchPerReplica) * (1 + 1e-9) || std::abs(pt.sequences - little) > 1e-3 * std::max(1.0, little) + 1e-3
                        || pt.itlMs > e.tpotMs * 1.000001 || pt.ttftMs > e.ttftMs * 1.000001 || !(pt.ttftMs > 0))
                        return at + "a latency at the rate that is not the steady state of the rate";
                    // With a rate the latency limits are judged there: met exactly when met at the rate.
                    const InferenceSetup &in = s.inference;
                    const bool metAtRate = (in.ttftMs <= 0 || pt.ttftMs <= in.ttftMs * 1.000001)
                                           && (in.tpotMs <= 0 || pt.itlMs <= in.tpotMs * 1.000001);
                    if (e.meetsLatency != metAtRate && in.e2eMs <= 0)
                        return at + (e.meetsLatency ? "latency limits said to be met, missed at the rate"
                                                    : "latency limits said to be missed, met at the rate");
                }
            }
        } else if (training && o.training) {
            return at + "a plan that does not fit carries a training estimate";
        }
        // The purchase: whole units, at least the option's count, its layout on them, its headroom
        // as stated; a bill of materials with a network whenever there is more than one node.
        if (o.fits != o.purchase.has_value())
            return at + "a purchase exactly when the option fits";
        if (o.purchase) {
            const Purchase &pu = *o.purchase;
            const Gpu &g = *testdata::catalog().gpu(o.gpuId);
            const Layout &pl = pu.layout;
            if (pu.gpuCount < o.gpuCount || pu.gpusPerUnit <= 0 || pu.units * pu.gpusPerUnit != pu.gpuCount)
                return at + "the purchase is not whole units covering the option";
            if (!pu.instances && pu.gpusPerUnit != g.gpusPerNode)
                return at + "a bought unit is not a whole server";
            const std::int64_t used = training ? static_cast<std::int64_t>(pl.tp) * pl.cp * pl.pp * pl.dp
                                               : (pu.inference ? pu.inference->replicas * pu.inference->gpusPerReplica : -1);
            if (used + pu.idleGpus != pu.gpuCount || pu.idleGpus < 0) {
                why << at << "purchase layout uses " << used << " + " << pu.idleGpus << " idle of " << pu.gpuCount;
                return why.str();
            }
            if (pu.meetsHeadroom && training && pu.headroom < kRecommendedHeadroom - 1e-9)
                return at + "the purchase claims the recommended headroom without it";
            if (pu.memory.total() > o.usableBytes)
                return at + "the purchase does not fit";
            if (training && (!pu.training || !(pu.training->days > 0)))
                return at + "a training purchase without its time";
            // On the option's own count the plan's layout is the best there, so the purchase's (which
            // also keeps the headroom) is never faster: a QA pass read 4.9 days planned beside 4.2
            // bought on the same 16 GPUs (fine-tuning kept data-parallel when filled to the brim).
            if (training && pu.gpuCount == o.gpuCount && o.training && pu.training
                && pu.training->days < o.training->days * (1.0 - 1e-9))
                return at + "the purchase's layout is faster than the plan's on the same GPUs";
            if (pu.bom.gpus != pu.gpuCount || pu.bom.nodes != (pu.gpuCount + g.gpusPerNode - 1) / g.gpusPerNode)
                return at + "the purchase's bill of materials counts other GPUs";
        }
        if (o.bom.nodes > 1 && (o.bom.network.empty() || o.bom.nics < o.bom.nodes))
            return at + "more than one node without a network and a NIC per node";
        // Racks hold the IT power within their limit, unless one server is beyond the site's limit: then
        // each server takes a rack of its own and the purchase says so.
        if (!o.bom.serverOverRackLimit && o.bom.racks * 1.0 * o.bom.rackPowerLimitKw + 1e-9 < o.bom.itPowerKw)
            return at + "racks x power limit below the IT power";
        if (o.bom.serverOverRackLimit && o.bom.racks != o.bom.nodes)
            return at + "servers beyond the rack's limit share a rack";
        if (s.budget.rackKw > 0 && o.bom.rackPowerLimitKw != s.budget.rackKw)
            return at + "the site's rack limit is not the bill of materials'";
        // Bought servers beyond the site's racks are warned of and not recommended; rented instances
        // are the cloud's racks.
        const bool beyondRacks = o.purchase && o.purchase->bom.serverOverRackLimit && s.budget.acquisition == Acquisition::Buy;
        if (beyondRacks != (findWarning(o, WarningCode::RackPowerExceeded) != nullptr))
            return at + "a server beyond the rack's limit without its warning, or the other way round";
        if (beyondRacks && p.recommendedGpu == o.gpuId)
            return at + "recommended though its servers are beyond the site's racks";
        // A MoE dispatch setting an option cannot run is timed without it and says so (docs/model.md §4.5b).
        if (o.training) {
            const bool overlapLost = s.model.text.moe && s.training.epOverlap && !o.training->epOverlapped;
            if (overlapLost != (findWarning(o, WarningCode::EpOverlapNoEffect) != nullptr))
                return at + "EP overlap asked and not run without its warning, or the other way round";
            if (o.training->epOverlapped && (!s.model.text.moe || o.layout.ep <= 1 || o.layout.recompute == Recompute::Full))
                return at + "EP overlap run where Megatron-Core cannot run it";
            const bool deepEpLost = s.training.moeDispatcher == MoeDispatcher::DeepEp && s.model.text.moe && o.layout.ep > 1
                                    && !o.training->deepEpDispatch;
            if (deepEpLost != (findWarning(o, WarningCode::DeepEpUnavailable) != nullptr))
                return at + "DeepEP asked and not run without its warning, or the other way round";
            if (s.training.moeDispatcher == MoeDispatcher::AllToAll && o.training->deepEpDispatch)
                return at + "DeepEP dispatch where the plain all-to-all was chosen";
        }
        // One count, one rent: the option and a purchase of its own count rent the same instances.
        if (o.cost && o.purchase && o.purchase->cost && o.purchase->gpuCount == o.gpuCount
            && std::abs(o.cost->rentMonth - o.purchase->cost->rentMonth) > 1e-9 * std::max(1.0, o.cost->rentMonth))
            return at + "the option's monthly rent differs from its purchase's at the same count";
        if (o.bom.hostMemoryBytesPerNode > 0 && o.bom.dimmCount * o.bom.dimmBytes != o.bom.hostMemoryBytesPerNode)
            return at + "host memory is not a DIMM configuration";
        if (!training) {
            if (!o.inference)
                return at + "the inference block is always present";
            const std::int64_t limit = s.model.text.maxPositions;
            if (limit > 0 && o.inference->maxContext > limit)
                return at + "max_context beyond the model's position limit";
        }
        // The chart and the table come from the same plans.
        for (const SweepPoint &sp : p.sweep)
            if (sp.gpuId == o.gpuId && (sp.fits != (sp.memoryPerGpu <= o.usableBytes) || sp.leanestBytes > sp.memoryPerGpu
                                        || sp.memoryPerGpu <= 0))
            {
                why << at << "the sweep point at " << sp.gpuCount << " disagrees with itself (" << sp.memoryPerGpu << " bytes, leanest "
                    << sp.leanestBytes << ", fits " << sp.fits << ")";
                return why.str();
            }
        const SweepPoint *ff = firstFit(p, o.gpuId);
        if (o.fewestThatFit.has_value() != (ff != nullptr)
            || (ff && (ff->gpuCount != o.fewestThatFit->gpuCount || ff->memoryPerGpu != o.fewestThatFit->memoryPerGpu)))
            return at + "the chart's first fit != the option's fewest that fit";
        const bool noGoal = s.gpuCount <= 0 && s.parallel.dp <= 0
                            && (training ? s.training.deadlineDays <= 0
                                         : s.inference.qps <= 0 && s.inference.ttftMs <= 0 && s.inference.tpotMs <= 0
                                               && s.inference.e2eMs <= 0);
        // Without a goal one replica of the first fit serves; disaggregated, one of each pool.
        const std::int64_t pools = o.inference && o.inference->prefillReplicas > 0 ? 2 : 1;
        if (noGoal && o.fits && ff && o.gpuCount != pools * ff->gpuCount) {
            why << at << "the table's count " << o.gpuCount << " != the chart's first fit " << ff->gpuCount << " x " << pools;
            return why.str();
        }
        if (o.fits) {
            const std::int64_t n = training ? o.gpuCount : o.inference->gpusPerReplica;
            const SweepPoint *sp = sweepAt(p, o.gpuId, n);
            if (sp == nullptr && (training || n <= 1024))
                return at + "no chart point at the option's count";
            if (sp && (sp->memoryPerGpu != m.total() || sp->layout.tp != l.tp || sp->layout.pp != l.pp || !sp->fits)) {
                why << at << "chart at " << n << " says " << sp->memoryPerGpu << " bytes, the table " << m.total();
                return why.str();
            }
        }
    }
    return "";
}

TEST(Properties, EveryAnswerAgreesWithItselfOverGeneratedScenarios)
{
    std::mt19937 rng(20261201);
    int valid = 0, fitting = 0, notFitting = 0, fixedNotFitting = 0, wholeExperts = 0;
    const int cases = caseCount();
    for (int i = 0; i < cases; ++i) {
        const Scenario s = gpuplan::properties::generate(rng, testdata::catalog());
        const Plan p = plan(s, testdata::catalog());
        const std::string v = violation(s, p);
        ASSERT_EQ(v, "") << "case " << i << ": " << gpuplan::properties::cliLine(s);
        if (p.issues.empty()) {
            ++valid;
            for (const Option &o : p.options) {
                (o.fits ? fitting : notFitting) += 1;
                fixedNotFitting += o.fixedCount && !o.fits;
                wholeExperts += o.layout.etp == 1;
            }
        }
    }
    // The generator must reach every regime, or the invariants above are vacuous.
    EXPECT_GT(valid, cases * 6 / 10);
    EXPECT_GT(fitting, cases / 4);
    EXPECT_GT(notFitting, cases / 20);
    EXPECT_GT(fixedNotFitting, cases / 40);
    EXPECT_GT(wholeExperts, cases / 1000);   // rare: an MoE model on Megatron-Core with TP > 1
    std::cout << "[ properties ] " << cases << " scenarios: " << valid << " valid, " << fitting << " options fit, "
              << notFitting << " do not (" << fixedNotFitting << " at a fixed count), " << wholeExperts
              << " with whole experts\n";
}

} // namespace
