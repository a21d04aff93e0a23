// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/advisor.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/textfmt.h"
#include "findbyid.h"

namespace engine {

namespace {

using i64 = std::int64_t;

double timeOf(const Option &o)
{
    if (o.training)
        return o.training->days;
    if (o.inference)
        return o.inference->tpotMs;
    return 0;
}

struct Context
{
    const Scenario &s;
    const Catalog &catalog;
    const Option &base;
    const Gpu &gpu;
    std::vector<WhatIf> out;

    // Re-plan `changed` on `gpuId` and record the comparison with the base option.
    WhatIf *add(WhatIfKind kind, const char *id, Scenario changed, const std::string &gpuId)
    {
        changed.gpuIds = {gpuId};
        const Plan p = plan(changed, catalog);
        if (!p.issues.empty() || p.options.empty())
            return nullptr;
        const Option &o = p.options.front();
        WhatIf w;
        w.kind = kind;
        w.id = id;
        w.gpuId = gpuId;
        w.scenario = changed;
        w.fits = o.fits;
        w.meetsGoals = meetsGoals(o);
        w.baseFits = base.fits;
        w.baseMeetsGoals = meetsGoals(base);
        w.gpus = o.gpuCount;
        if (o.fits && base.fits) {
            w.gpusDelta = o.gpuCount - base.gpuCount;
            w.nodesDelta = o.nodes - base.nodes;
            // Serving at a rate: the time per output token at that rate on both sides. Each plan's full
            // batch is its own (the TPOT limit sizes it), so a smaller model had read "+149 %" there (a
            // zh_CN QA pass).
            const bool atRate = base.inference && o.inference && base.inference->atLoad && o.inference->atLoad;
            const double t0 = atRate ? base.inference->atLoad->itlMs : timeOf(base);
            const double t1 = atRate ? o.inference->atLoad->itlMs : timeOf(o);
            w.timeDeltaPct = t0 > 0 ? (t1 / t0 - 1.0) * 100.0 : 0.0;
            // What is bought or rented on each side: GPUs saved inside one server save no money.
            if (purchaseCost(o) && purchaseCost(base))
                w.costDelta = horizonCost(changed, *purchaseCost(o)) - horizonCost(s, *purchaseCost(base));
        }
        w.headroom = memoryFreeShare(changed, o.memory, o.usableBytes);
        w.tp = o.layout.tp;
        if (o.training && o.training->step.offload > 0)
            w.slowdownPct = o.training->step.offload / std::max(1e-12, o.training->stepSeconds - o.training->step.offload) * 100.0;
        out.push_back(std::move(w));
        return &out.back();
    }
};

const ModelPreset *smallerSibling(const Catalog &c, const Scenario &s)
{
    if (s.presetId.empty())
        return nullptr;
    const ModelPreset *self = c.model(s.presetId);
    if (!self)
        return nullptr;
    const double total = static_cast<double>(countParams(self->arch).total);
    // The largest model under 60 % of the size, of the same series where the series has one
    // (Llama 3.1 70B -> Llama 3.1 8B, not Llama 2 13B: a QA pass), else of the same maker and kind;
    // between equal sizes, the one whose id shares more with this one (its version).
    const auto shared = [&](const std::string &id) {
        std::size_t n = 0;
        while (n < id.size() && n < self->id.size() && id[n] == self->id[n])
            ++n;
        return n;
    };
    const auto pick = [&](bool sameSeries) {
        const ModelPreset *best = nullptr;
        double bestTotal = 0;
        for (const ModelPreset &m : c.models) {
            if (m.derived || m.organisation != self->organisation || m.family != self->family || m.id == self->id
                || m.arch.modelType != self->arch.modelType || (sameSeries && m.series != self->series))
                continue;
            const double t = static_cast<double>(countParams(m.arch).total);
            if (t >= total * 0.6)
                continue;
            if (t > bestTotal || (t == bestTotal && best && shared(m.id) > shared(best->id))) {
                best = &m;
                bestTotal = t;
            }
        }
        return best;
    };
    const ModelPreset *inSeries = self->series.empty() ? nullptr : pick(true);
    return inSeries ? inSeries : pick(false);
}

// Smallest MIG profile that holds one replica of the model (weights + KV + overhead).
std::optional<MigProfile> migSlice(const Gpu &gpu, std::int64_t neededBytes)
{
    std::optional<MigProfile> best;
    for (const MigProfile &p : gpu.migProfiles) {
        const double bytes = p.memoryGb * 1e9 * 0.98;   // the profile's memory, less its reserve
        if (p.count >= 2 && bytes >= static_cast<double>(neededBytes) && (!best || p.memoryGb < best->memoryGb))
            best = p;
    }
    return best;
}

// A tactic: one change of the scenario, re-planned on the base GPU (docs/model.md §7b). The table
// below lists them in the order they are tried; ties in the final ordering keep it.
struct Tactic
{
    WhatIfKind kind;
    const char *id;
    bool (*applies)(const Context &ctx);
    void (*mutate)(const Context &ctx, Scenario &c);
    bool qualityTradeOff = false;
};

bool training(const Context &ctx) { return isTraining(ctx.s.workload); }
bool serving(const Context &ctx) { return !isTraining(ctx.s.workload); }

std::string currentNetwork(const Context &ctx)
{
    return ctx.s.networkId.empty() ? ctx.gpu.defaultNetwork : ctx.s.networkId;
}
bool onInfiniBand(const Context &ctx) { return currentNetwork(ctx).rfind("ib-", 0) == 0; }

// Serving weights in a narrower dtype than today's (FP8 only where the GPU computes in it).
bool narrowerWeights(const Context &ctx, Dtype d)
{
    const Dtype now = ctx.s.inference.weights;
    if (!serving(ctx) || now == d || dtypeBytes(now) <= dtypeBytes(d))
        return false;
    return d != Dtype::Fp8 || ctx.gpu.peak(Dtype::Fp8).has_value();
}

bool kvNarrowable(const Context &ctx)
{
    const Dtype kv = ctx.s.inference.kvCache;
    return serving(ctx) && kv != Dtype::Fp8 && kv != Dtype::Int8 && ctx.s.model.text.lmHead;
}

const Tactic kTactics[] = {
    // ---- training
    {WhatIfKind::PrecisionBf16, "precision_bf16",
     [](const Context &ctx) { return training(ctx) && (ctx.s.training.precision == Precision::Fp32 || ctx.s.training.precision == Precision::Tf32); },
     [](const Context &, Scenario &c) {
         c.training.precision = Precision::Bf16Mixed;
         c.training.fp32MasterWeights = true;   // its risk text: the fp32 master weights are kept
     }},
    {WhatIfKind::PrecisionFp8, "precision_fp8",
     // Not under QLoRA: its 4-bit base is dequantised to 16 bits for every matmul, and no QLoRA stack
     // (bitsandbytes, torchao NF4) runs FP8 (a zh_TW QA pass was offered "FP8 training, -44 %" for one).
     [](const Context &ctx) {
         return training(ctx) && ctx.s.workload != Workload::Qlora && ctx.s.training.precision != Precision::Fp8
                && ctx.gpu.peak(Dtype::Fp8).has_value();
     },
     [](const Context &, Scenario &c) { c.training.precision = Precision::Fp8; }},
    {WhatIfKind::ZeroUp, "zero_up",
     [](const Context &ctx) { return training(ctx) && ctx.s.parallel.zero >= 0 && ctx.s.parallel.zero < 3; },
     [](const Context &ctx, Scenario &c) { c.parallel.zero = ctx.s.parallel.zero + 1; }},
    {WhatIfKind::OffloadOptimizer, "offload_optimizer",
     [](const Context &ctx) { return training(ctx) && ctx.s.training.offload == Offload::None; },
     [](const Context &, Scenario &c) {
         c.training.offload = Offload::Optimizer;
         if (c.parallel.zero == 0)   // offloaded from a sharded optimizer (IssueReason::OptimizerOffloadNeedsZero)
             c.parallel.zero = 1;
     }},
    {WhatIfKind::OffloadParams, "offload_params",
     [](const Context &ctx) {
         // Megatron offloads no parameters (IssueReason::ParamOffloadNotOnMegatron).
         const Framework f = ctx.s.training.framework;
         return training(ctx) && ctx.s.training.offload == Offload::None && f != Framework::MegatronCore
                && f != Framework::Megatron2021;
     },
     [](const Context &, Scenario &c) {
         c.training.offload = Offload::OptimizerAndParams;
         if (c.parallel.zero >= 0 && c.parallel.zero < 3)   // offloaded parameters are fully sharded
             c.parallel.zero = 3;
     }},
    {WhatIfKind::RecomputeFull, "recompute_full",
     [](const Context &ctx) { return training(ctx) && !ctx.s.training.recomputeAuto && ctx.s.training.recompute != Recompute::Full; },
     [](const Context &, Scenario &c) { c.training.recompute = Recompute::Full; }},
    {WhatIfKind::SequenceParallel, "sequence_parallel",
     [](const Context &ctx) { return training(ctx) && !ctx.s.training.sequenceParallel; },
     [](const Context &, Scenario &c) { c.training.sequenceParallel = true; }},
    {WhatIfKind::MicroBatchOne, "micro_batch_1",
     [](const Context &ctx) { return training(ctx) && ctx.s.training.microBatch > 1; },
     [](const Context &, Scenario &c) { c.training.microBatch = 1; }},
    {WhatIfKind::Adam8bit, "adamw_8bit",
     [](const Context &ctx) { return training(ctx) && ctx.s.training.optimizer == Optimizer::AdamW; },
     [](const Context &, Scenario &c) { c.training.optimizer = Optimizer::AdamW8bit; }},
    // Pure BF16 (docs/model.md §2.1): no fp32 master, 16-bit moments; for full fine-tuning, where
    // torchtune and LitGPT run it (a QA pass found it halved a 32B fine-tune's GPUs unoffered).
    {WhatIfKind::PureBf16, "pure_bf16",
     [](const Context &ctx) {
         return ctx.s.workload == Workload::Finetune && ctx.s.training.precision == Precision::Bf16Mixed
                && ctx.s.training.fp32MasterWeights;
     },
     [](const Context &, Scenario &c) { c.training.fp32MasterWeights = false; }},
    // Fused kernels (docs/model.md §2.4, §4.4): the same step without eager PyTorch's extra copies and
    // kernel launches (Liger Kernel or torch.compile on a Hugging Face, torchtune or LitGPT stack).
    // Under Auto, FSDP and DeepSpeed are timed one kernel per op (§4.4): fused kernels are a what-if there too.
    {WhatIfKind::FusedKernels, "fused_kernels",
     [](const Context &ctx) {
         const Kernels k = ctx.s.training.kernels;
         const bool eagerFramework = ctx.base.training && (ctx.base.training->framework == Framework::Fsdp
                                                           || ctx.base.training->framework == Framework::DeepSpeed);
         return training(ctx) && (k == Kernels::Eager || (k == Kernels::Auto && eagerFramework));
     },
     [](const Context &, Scenario &c) { c.training.kernels = Kernels::Fused; }},
    // The MoE all-to-all (docs/model.md §4.5b): Megatron-Core's EP overlap where the plan runs expert
    // parallelism on it without, DeepEP where a plain all-to-all was chosen on GPUs that run DeepEP
    // (a QA pass: the largest MoE savings here, 13 to 29 % of a step, were never suggested).
    {WhatIfKind::EpOverlap, "ep_overlap",
     [](const Context &ctx) {
         return training(ctx) && ctx.s.model.text.moe && !ctx.s.training.epOverlap && ctx.base.training
                && ctx.base.layout.ep > 1 && ctx.base.training->framework == Framework::MegatronCore;
     },
     [](const Context &, Scenario &c) {
         c.training.epOverlap = true;
         if (c.training.recomputeAuto || c.training.recompute != Recompute::Full)
             return;
         c.training.recompute = Recompute::Selective;   // Megatron-Core runs the overlap without full recompute
     }},
    {WhatIfKind::DeepEpDispatch, "deepep",
     [](const Context &ctx) {
         return training(ctx) && ctx.s.model.text.moe && ctx.s.training.moeDispatcher == MoeDispatcher::AllToAll
                && ctx.base.training && ctx.base.layout.ep > 1 && deepEpRunsOn(ctx.gpu, ctx.base.training->framework);
     },
     [](const Context &, Scenario &c) { c.training.moeDispatcher = MoeDispatcher::DeepEp; }},
    {WhatIfKind::Lora, "lora",
     [](const Context &ctx) { return ctx.s.workload == Workload::Finetune; },
     [](const Context &, Scenario &c) { c.workload = Workload::Lora; },
     true},
    {WhatIfKind::Qlora, "qlora",
     [](const Context &ctx) { return ctx.s.workload == Workload::Finetune; },
     [](const Context &, Scenario &c) { c.workload = Workload::Qlora; }, true},
    {WhatIfKind::Qlora, "qlora",
     [](const Context &ctx) { return ctx.s.workload == Workload::Lora; },
     [](const Context &, Scenario &c) { c.workload = Workload::Qlora; }, true},
    // Fabric: InfiniBand vs Ethernet for multi-node training.
    {WhatIfKind::EthernetFabric, "fabric_roce",
     [](const Context &ctx) { return training(ctx) && ctx.base.nodes > 1 && onInfiniBand(ctx) && ctx.catalog.network("roce-400"); },
     [](const Context &ctx, Scenario &c) {
         c.networkId = currentNetwork(ctx) == "ib-hdr" ? "roce-200" : "roce-400";
         if (!ctx.catalog.network(c.networkId))
             c.networkId = "roce-400";
     }},
    // Not for Ascend: its NPUs carry their own RoCE ports beside HCCS (Atlas 800T A2), so no InfiniBand
    // adapter takes their traffic (a zh_CN QA pass was offered InfiniBand NDR for 910B servers).
    {WhatIfKind::InfiniBandFabric, "fabric_ib",
     [](const Context &ctx) {
         return training(ctx) && ctx.base.nodes > 1 && !onInfiniBand(ctx) && ctx.catalog.network("ib-ndr")
                && ctx.gpu.link != LinkKind::Hccs;
     },
     [](const Context &, Scenario &c) { c.networkId = "ib-ndr"; }},
    // ---- serving
    {WhatIfKind::WeightsFp8, "weights_fp8", [](const Context &ctx) { return narrowerWeights(ctx, Dtype::Fp8); },
     [](const Context &, Scenario &c) { c.inference.weights = Dtype::Fp8; }},
    {WhatIfKind::WeightsInt8, "weights_int8", [](const Context &ctx) { return narrowerWeights(ctx, Dtype::Int8); },
     [](const Context &, Scenario &c) { c.inference.weights = Dtype::Int8; }, true},
    {WhatIfKind::WeightsInt4, "weights_int4", [](const Context &ctx) { return narrowerWeights(ctx, Dtype::Int4); },
     [](const Context &, Scenario &c) { c.inference.weights = Dtype::Int4; }, true},
    {WhatIfKind::KvFp8, "kv_fp8", [](const Context &ctx) { return kvNarrowable(ctx) && ctx.gpu.peak(Dtype::Fp8).has_value(); },
     [](const Context &, Scenario &c) { c.inference.kvCache = Dtype::Fp8; }},
    {WhatIfKind::KvInt8, "kv_int8", [](const Context &ctx) { return kvNarrowable(ctx) && !ctx.gpu.peak(Dtype::Fp8); },
     [](const Context &, Scenario &c) { c.inference.kvCache = Dtype::Int8; }},
    {WhatIfKind::RelaxLatency, "relax_tpot", [](const Context &ctx) { return serving(ctx) && ctx.s.inference.tpotMs > 0; },
     [](const Context &ctx, Scenario &c) { c.inference.tpotMs = ctx.s.inference.tpotMs * 1.5; }},
    {WhatIfKind::Disaggregate, "disaggregate",
     [](const Context &ctx) {
         return serving(ctx) && ctx.s.model.text.lmHead && ctx.s.inference.batch <= 0 && !ctx.s.inference.disaggregated;
     },
     [](const Context &, Scenario &c) { c.inference.disaggregated = true; }},
    {WhatIfKind::Colocate, "colocate", [](const Context &ctx) { return serving(ctx) && ctx.s.inference.disaggregated; },
     [](const Context &, Scenario &c) { c.inference.disaggregated = false; }},
};


void addTactic(Context &ctx, const Tactic &t)
{
    Scenario c = ctx.s;
    t.mutate(ctx, c);
    if (WhatIf *w = ctx.add(t.kind, t.id, c, ctx.base.gpuId))
        w->qualityTradeOff = t.qualityTradeOff;
}

// MIG: several replicas per GPU when one replica needs a fraction of the GPU.
void addMigSlices(Context &ctx)
{
    const Scenario &s = ctx.s;
    const Option &base = ctx.base;
    const Gpu &gpu = ctx.gpu;
    if (!serving(ctx) || !base.fits || !base.inference || base.layout.tp != 1 || base.layout.pp != 1 || gpu.migMaxInstances <= 1)
        return;
    const MemoryBreakdown one = inferenceMemory(s, gpu, base.layout, 1, servingContext(s));
    const auto slice = migSlice(gpu, one.total());
    if (!slice)
        return;
    WhatIf w;
    w.kind = WhatIfKind::MigSlices;
    w.id = "mig";
    w.gpuId = base.gpuId;
    w.detail = slice->name;
    w.scenario = s;
    w.fits = true;
    // Each slice gets its share of compute and bandwidth: the replica count needed stays the same in
    // throughput terms, but small deployments pack onto fewer GPUs.
    const double share = 1.0 / static_cast<double>(gpu.migMaxInstances) * slice->memoryGb / (gpu.memoryGb / gpu.migMaxInstances);
    const double rpsPerSlice = base.inference->requestsPerSecond / static_cast<double>(std::max<i64>(1, base.inference->replicas))
                               * std::min(1.0, share) * 0.9;
    const double needSlices = s.inference.qps > 0 ? std::ceil(s.inference.qps / std::max(rpsPerSlice, 1e-9)) : 1.0;
    const i64 gpus = static_cast<i64>(std::ceil(needSlices / slice->count));
    w.gpus = gpus;
    w.gpusDelta = gpus - base.gpuCount;
    const i64 perNode = std::max(1, gpu.gpusPerNode);
    w.nodesDelta = (gpus + perNode - 1) / perNode - base.nodes;
    w.headroom = 1.0 - static_cast<double>(one.total()) / (slice->memoryGb * 1e9);
    w.timeDeltaPct = (1.0 / std::min(1.0, share) - 1.0) * 100.0 * 0.3;
    // A slice's tokens come that much slower: past a latency limit the change misses the goals (a QA
    // pass saw a TPOT of +205 % against a 30 ms limit listed under "costs more").
    w.baseFits = base.fits;
    w.baseMeetsGoals = meetsGoals(base);
    const double slower = 1.0 + w.timeDeltaPct / 100.0;
    const InferenceSetup &limits = s.inference;
    // The base's latencies where its limits were judged: at the scenario's rate, else the full batch.
    const InferenceEstimate &e = *base.inference;
    const double ttft = e.atLoad ? e.atLoad->ttftMs : e.ttftMs, tpot = e.atLoad ? e.atLoad->itlMs : e.tpotMs,
                 e2e = e.atLoad ? endToEndMs(*e.atLoad, limits.outputTokens) : e.e2eMs;
    w.meetsGoals = w.baseMeetsGoals && (limits.tpotMs <= 0 || tpot * slower <= limits.tpotMs)
                   && (limits.ttftMs <= 0 || ttft * slower <= limits.ttftMs) && (limits.e2eMs <= 0 || e2e * slower <= limits.e2eMs);
    // Bought or rented in whole units as the base is (9 H200 are two 8-GPU servers, not 9/8 of one:
    // the same QA pass read +2 GPUs, 0 nodes and an eighth of a server's cost).
    if (const CostEstimate *bought = purchaseCost(base); bought && base.gpuCount > 0) {
        const i64 perUnit = base.purchase ? std::max<i64>(1, base.purchase->gpusPerUnit) : 1;
        const i64 baseUnits = base.purchase ? std::max<i64>(1, base.purchase->units) : std::max<i64>(1, base.gpuCount);
        const i64 units = (gpus + perUnit - 1) / perUnit;
        w.costDelta = horizonCost(s, *bought) / static_cast<double>(baseUnits) * static_cast<double>(units - baseUnits);
    }
    ctx.out.push_back(w);
}

// The guides' "distil 10B into 5-7B": a model derived from a parameter count has no smaller sibling
// in the catalogue, so its what-if is a student of 60 % of its size, derived the same way.
constexpr double kDistilledShare = 0.6;

void addDistilledModel(Context &ctx)
{
    const ModelPreset *self = ctx.s.presetId.empty() ? nullptr : ctx.catalog.model(ctx.s.presetId);
    if (ctx.s.modelSource != ModelSource::Scale && !(self && self->derived))
        return;
    const double params = static_cast<double>(countParams(ctx.s.model).total);
    const Result<Architecture> student = deriveFromScale(ctx.s.model.family, params * kDistilledShare);
    if (!student)
        return;
    Scenario c = ctx.s;
    c.model = *student;
    c.modelSource = ModelSource::Scale;
    c.presetId.clear();
    c.modelName = fmt("Distilled %.1fB", static_cast<double>(countParams(*student).total) / 1e9);
    if (auto *w = ctx.add(WhatIfKind::DistilledModel, "distilled_model", c, ctx.base.gpuId))
        w->qualityTradeOff = true;
}

// Model tactic: a smaller model of the same family (a quality trade-off).
void addSmallerModel(Context &ctx)
{
    const ModelPreset *small = smallerSibling(ctx.catalog, ctx.s);
    if (!small) {
        addDistilledModel(ctx);
        return;
    }
    Scenario c = ctx.s;
    c.model = small->arch;
    c.modelName = small->name;
    c.presetId = small->id;
    c.modelSource = ModelSource::Preset;
    if (auto *w = ctx.add(WhatIfKind::SmallerModel, "smaller_model", c, ctx.base.gpuId)) {
        w->detail = small->id;
        w->qualityTradeOff = true;
    }
}

// Hardware tactics: the two cheapest other GPUs of the catalogue that fit, and the PCIe variant of
// this one (NVLink vs PCIe).
void addOtherGpus(Context &ctx)
{
    // The catalogue's alternatives (gpus.json alternative_rank), in rank order; in the China region
    // also the data-centre GPUs sold there (L20, Ascend, ...), since most of the alternatives are not (a
    // GUI QA pass saw MI300X and L40 offered there, and never the L20 or the Ascend 910B). Those are
    // the catalogue's own list (Catalog::gpusSoldIn: 40 GB or more), so not a V100 of 2017 (a zh_CN
    // QA pass saw one offered for a 72B fine-tune).
    const Scenario &s = ctx.s;
    const std::vector<std::string> sold = ctx.catalog.gpusSoldIn(s.region);
    std::vector<const Gpu *> candidates;
    for (const Gpu &gpu : ctx.catalog.gpus)
        if (gpu.alternativeRank > 0 || std::find(sold.begin(), sold.end(), gpu.id) != sold.end())
            candidates.push_back(&gpu);
    std::stable_sort(candidates.begin(), candidates.end(), [](const Gpu *a, const Gpu *b) {
        return (a->alternativeRank > 0 ? a->alternativeRank : 1000) < (b->alternativeRank > 0 ? b->alternativeRank : 1000);
    });
    const std::string &g = ctx.base.gpuId;
    std::vector<WhatIf> others;
    for (const Gpu *other : candidates) {
        const std::string &id = other->id;
        if (id == g || std::find(s.gpuIds.begin(), s.gpuIds.end(), id) != s.gpuIds.end())
            continue;   // already in the comparison table
        if (other->restrictedIn(s.region))
            continue;
        Context one {s, ctx.catalog, ctx.base, ctx.gpu, {}};
        if (auto *w = one.add(WhatIfKind::OtherGpu, "other_gpu", s, id)) {
            w->detail = id;
            if (w->fits && w->meetsGoals)   // an alternative, not one that misses the goals too
                others.push_back(*w);
        }
    }
    std::sort(others.begin(), others.end(), [](const WhatIf &x, const WhatIf &y) {
        if (x.costDelta && y.costDelta)
            return *x.costDelta < *y.costDelta;
        return x.gpusDelta < y.gpusDelta;
    });
    for (std::size_t i = 0; i < others.size() && i < 2; ++i)
        ctx.out.push_back(others[i]);
    const std::string &pcie = ctx.gpu.pcieSibling;   // gpus.json pcie_sibling
    if (!pcie.empty() && ctx.catalog.gpu(pcie) && !ctx.catalog.gpu(pcie)->restrictedIn(s.region))
        if (auto *w = ctx.add(WhatIfKind::PcieVariant, "pcie_variant", s, pcie))
            w->detail = pcie;
}

// Money tactic: the other acquisition mode.
void addOtherAcquisition(Context &ctx)
{
    const Option &base = ctx.base;
    const CostEstimate *bought = purchaseCost(base);   // what is bought or rented
    if (!bought)
        return;
    WhatIf w;
    const bool buying = ctx.s.budget.acquisition == Acquisition::Buy;
    w.kind = buying ? WhatIfKind::RentInstead : WhatIfKind::BuyInstead;
    w.id = buying ? "rent" : "buy";
    w.gpuId = base.gpuId;
    w.scenario = ctx.s;
    w.scenario.budget.acquisition = buying ? Acquisition::Rent : Acquisition::Buy;
    w.fits = base.fits;
    w.baseFits = base.fits;
    w.meetsGoals = w.baseMeetsGoals = meetsGoals(base);
    w.gpus = base.gpuCount;
    w.headroom = memoryFreeShare(ctx.s, base.memory, base.usableBytes);
    const double rent = bought->rentTotal, buy = bought->buyTotal;
    w.costDelta = buying ? rent - buy : buy - rent;
    ctx.out.push_back(w);
}

} // namespace

Advice advise(const Scenario &s, const Catalog &catalog, const Plan &basePlan)
{
    Advice a;
    const Option *base = comparedOption(basePlan);
    if (!base)
        return a;
    a.baseGpu = base->gpuId;
    a.baseGpus = base->gpuCount;
    Context ctx {s, catalog, *base, *catalog.gpu(base->gpuId), {}};
    for (const Tactic &t : kTactics)
        if (t.applies(ctx))
            addTactic(ctx, t);
    // The what-ifs that come in families (one a MIG profile, one a GPU, ...), each family's own search.
    for (void (*addFamily)(Context &) : {addMigSlices, addSmallerModel, addOtherGpus, addOtherAcquisition})
        addFamily(ctx);

    // Savings first, then what costs more, then what saves nothing, then what does not fit (the order
    // of WhatIfSection); within each, by money saved (most
    // negative cost delta first), then GPUs saved, then time.
    std::stable_sort(ctx.out.begin(), ctx.out.end(), [](const WhatIf &x, const WhatIf &y) {
        if (whatIfSection(x) != whatIfSection(y))
            return whatIfSection(x) < whatIfSection(y);
        const double cx = x.costDelta.value_or(0), cy = y.costDelta.value_or(0);
        if (cx != cy && (x.costDelta || y.costDelta))
            return cx < cy;
        if (x.gpusDelta != y.gpusDelta)
            return x.gpusDelta < y.gpusDelta;
        return x.timeDeltaPct < y.timeDeltaPct;
    });
    a.whatIfs = std::move(ctx.out);
    return a;
}

// ---- rules of thumb ---------------------------------------------------------------------------

WhatIfSection whatIfSection(const WhatIf &w)
{
    constexpr double kWholeUnit = 0.5;   // below half a currency unit the money is the same
    constexpr double kSameTimePct = 1.0;  // below 1 % the time is the same (the model's rounding, not a saving)
    if (!w.fits)
        return WhatIfSection::DoesNotFit;
    if (!w.baseFits)
        return WhatIfSection::MakesItFit;
    // Missing a goal is never a saving, whether the plan met its goals or not (a zh_TW QA pass: a fixed
    // 16 L40S short of the load listed seven changes under "Saves", none of which served it either).
    if (!w.meetsGoals)
        return WhatIfSection::MissesGoals;
    if (w.costDelta && std::abs(*w.costDelta) >= kWholeUnit)
        return *w.costDelta < 0 ? WhatIfSection::Saves : WhatIfSection::CostsMore;
    // Priced and the money the same (the GPUs change inside servers already bought): the GPU count
    // is not money, the time decides (a QA pass: "costs more" beside "cost unchanged").
    if (w.gpusDelta != 0 && !w.costDelta)
        return w.gpusDelta < 0 ? WhatIfSection::Saves : WhatIfSection::CostsMore;
    if (w.timeDeltaPct <= -kSameTimePct)
        return WhatIfSection::Saves;
    return WhatIfSection::NoSaving;
}

namespace {

constexpr detail::EnumId<WhatIfSection> kWhatIfSectionIds[] = {
    {WhatIfSection::Saves, "saves"},
    {WhatIfSection::NoSaving, "no_saving"},
    {WhatIfSection::CostsMore, "costs_more"},
    {WhatIfSection::DoesNotFit, "does_not_fit"},
    {WhatIfSection::MakesItFit, "makes_it_fit"},
    {WhatIfSection::MissesGoals, "misses_goals"},
};

} // namespace

const char *whatIfSectionId(WhatIfSection s) { return detail::idOf(kWhatIfSectionIds, s, ""); }

Scenario applyWhatIf(const Scenario &current, const WhatIf &w)
{
    Scenario applied = w.scenario;
    applied.gpuIds = current.gpuIds;
    const bool newGpu = w.kind == WhatIfKind::OtherGpu || w.kind == WhatIfKind::PcieVariant;
    if (newGpu && std::find(applied.gpuIds.begin(), applied.gpuIds.end(), w.gpuId) == applied.gpuIds.end())
        applied.gpuIds.push_back(w.gpuId);
    return applied;
}

std::vector<WhatIf> fixesOnCount(const Scenario &s, const Catalog &catalog, const Option &option)
{
    std::vector<WhatIf> out;
    if (option.fits || !option.fixedCount || !catalog.gpu(option.gpuId))
        return out;
    Scenario one = s;
    one.gpuIds = {option.gpuId};
    one.gpuCount = option.gpuCount;
    // Only "does it fit on N" matters: the re-plans need not sweep counts beyond N.
    one.maxGpus = std::min(one.maxGpus, std::max<std::int64_t>(1, option.gpuCount));
    const Plan base = plan(one, catalog);
    if (!base.issues.empty() || base.options.empty())
        return out;
    const Advice a = advise(one, catalog, base);
    for (const WhatIf &w : a.whatIfs) {
        switch (w.kind) {
        case WhatIfKind::OtherGpu: case WhatIfKind::PcieVariant: case WhatIfKind::RentInstead: case WhatIfKind::BuyInstead:
        case WhatIfKind::MigSlices: case WhatIfKind::EthernetFabric: case WhatIfKind::InfiniBandFabric:
            continue;   // not a change that makes the same N GPUs fit
        default:
            break;
        }
        if (w.fits && w.gpuId == option.gpuId && w.gpus == option.gpuCount)
            out.push_back(w);
    }
    // Serving: the largest batch and the longest context that fit on these GPUs.
    if (!isTraining(s.workload) && option.inference) {
        const InferenceEstimate &e = *option.inference;
        const InferenceSetup &in = s.inference;
        auto tryChange = [&](Scenario c, const char *id) {
            const Plan p = plan(c, catalog);
            if (!p.issues.empty() || p.options.empty() || !p.options.front().fits || p.options.front().gpuCount != option.gpuCount)
                return;
            WhatIf w;
            w.kind = WhatIfKind::RelaxLatency;
            w.id = id;
            w.gpuId = option.gpuId;
            w.scenario = c;
            w.fits = true;
            w.baseFits = false;
            w.gpus = option.gpuCount;
            const Option &o = p.options.front();
            w.meetsGoals = meetsGoals(o);
            w.headroom = memoryFreeShare(c, o.memory, o.usableBytes);
            out.push_back(std::move(w));
        };
        if (in.batch > 0 && e.maxBatch > 0 && e.maxBatch < in.batch) {
            Scenario c = one;
            c.inference.batch = e.maxBatch;
            tryChange(c, "smaller_batch");
        }
        const std::int64_t ctx = servingContext(s);
        if (e.maxContext > 0 && e.maxContext < ctx && e.maxContext > in.outputTokens) {
            Scenario c = one;
            c.inference.context = 0;
            c.inference.inputTokens = std::max<std::int64_t>(1, std::min(in.inputTokens, e.maxContext - in.outputTokens));
            tryChange(c, "shorter_context");
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const WhatIf &x, const WhatIf &y) {
        if (x.qualityTradeOff != y.qualityTradeOff)
            return !x.qualityTradeOff;
        return x.slowdownPct < y.slowdownPct;
    });
    return out;
}

} // namespace engine
