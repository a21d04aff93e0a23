// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules.h"

#include <algorithm>
#include <cmath>

#include "engine/cost.h"
#include "engine/memory.h"

namespace engine {

namespace {

double peakOf(const Catalog &c, std::string_view gpu, Dtype d)
{
    const Gpu *g = c.gpu(gpu);
    return g ? g->peak(d).value_or(0) : 0;
}

double linkOf(const Catalog &c, std::string_view gpu)
{
    const Gpu *g = c.gpu(gpu);
    return g ? g->linkGBpsBidir : 0;
}

// The smallest MIG slice of a GPU, in GB (0 without MIG).
double smallestMigSliceGb(const Gpu *g)
{
    double slice = 0;
    if (g)
        for (const MigProfile &m : g->migProfiles)
            if (slice == 0 || m.memoryGb < slice)
                slice = m.memoryGb;
    return slice;
}

// The guide's printed example sizes for a tier, as a range of parameters a reader would call "that
// size" (±50 % around a round figure; a stated range as it is).
bool near(double params, double around) { return params >= around * 0.7 && params <= around * 1.5; }

struct Builder
{
    const Scenario &s;
    const Catalog &catalog;
    const Plan &base;
    const Option *opt;
    std::vector<RuleOfThumb> out;

    RuleOfThumb &add(RuleTopic topic, const char *id, double guideLow, double guideHigh, double engine, const char *unit)
    {
        out.push_back({.topic = topic, .id = id, .guideLow = guideLow, .guideHigh = guideHigh, .engine = engine, .unit = unit});
        return out.back();
    }

    // A row stated whole: the guide's figure, the true one and the further figures its text cites.
    struct Fact
    {
        double guideLow, guideHigh, engine;
        const char *unit;
        std::vector<double> values;
    };
    void fact(RuleTopic topic, const char *id, Fact f)
    {
        RuleOfThumb &r = add(topic, id, f.guideLow, f.guideHigh, f.engine, f.unit);
        r.values = std::move(f.values);
    }

    // A copy of the scenario on one GPU at a fixed count (0 = the planner's minimum / deadline answer).
    Plan replan(Scenario c, std::vector<std::string> gpus, std::int64_t count) const
    {
        c.gpuIds = std::move(gpus);
        c.gpuCount = count;
        return plan(c, catalog);
    }
};

// ---- rows computed for the scenario --------------------------------------------------------------

void weights(Builder &b)
{
    const double params = static_cast<double>(b.base.params.total);
    const double bytes = isTraining(b.s.workload) ? 2.0 : weightBytesPerParam(b.s.inference.weights);
    // The guides printed 10B in FP32, BF16 and INT8 only; the row quotes the one nearest in bytes.
    const double guideBytes = bytes >= 3 ? 4.0 : bytes >= 1.5 ? 2.0 : 1.0;
    const double printed = guideBytes == 4 ? 372.5 : guideBytes == 2 ? 186.0 : 93.0;
    RuleOfThumb &r = b.add(RuleTopic::WeightsArithmetic, "weights", printed, printed, params * bytes / 1e9, "GB");
    r.scenario = true;
    r.values = {guideBytes, 10e9 * guideBytes / 1e9, bytes};
}

void gpusByScale(Builder &b)
{
    const double params = static_cast<double>(b.base.params.total);
    // The guides' 百亿 tier (10B-100B; their example is a 10B model), which a model near 10B falls in
    // whichever side of 10B it is. A QA pass read "About 10B" beside a 70B model.
    const GuideTier tier = near(params, 10e9) ? GuideTier::BaiYi : guideTier(params);
    double lo = 0, hi = 0;
    bool stated = false;
    switch (tier) {
    case GuideTier::Yi: lo = 4; hi = 8; stated = params >= 0.07e9; break;
    case GuideTier::ShiYi: break;   // the guides give no count for 1-10B
    case GuideTier::BaiYi: lo = 16; hi = 32; stated = near(params, 10e9); break;
    case GuideTier::QianYi: lo = 64; hi = 64; stated = true; break;
    }
    const Option *o = b.opt;
    RuleOfThumb &r = b.add(RuleTopic::GpusByScale, "gpus_by_scale", lo, hi, o && o->fits ? static_cast<double>(o->gpuCount) : 0, "GPUs");
    r.scenario = true;
    r.applied = !stated;
    r.gpu = o ? o->gpuId : std::string();
    r.values = {static_cast<double>(tier), o && o->training ? o->training->days : 0};
}

void servingTier(Builder &b)
{
    const double qps = b.s.inference.qps;
    const double lo = qps > 100 ? 4 : qps > 10 ? 2 : 1;
    const double hi = qps > 100 ? 8 : qps > 10 ? 4 : 2;
    const Option *o = b.opt;
    // The GPUs that serve the load: the option's where it does, else the count its free search found
    // (a fixed count short of the rate, Option::gpusForLoad; a zh_CN QA pass read "17 H20 serve the
    // load" beside 17 fixed H20 serving 0.4 of 20 requests/s). 0 where none within the GPU limit.
    const bool serves = o && o->fits && o->inference && o->inference->meetsQps;
    const double count = serves ? static_cast<double>(o->gpuCount) : o ? static_cast<double>(o->gpusForLoad) : 0;
    RuleOfThumb &r = b.add(RuleTopic::ServingTier, "serving_tier", lo, hi, count, "GPUs");
    r.scenario = true;
    r.applied = !near(static_cast<double>(b.base.params.total), 10e9);
    r.gpu = o ? o->gpuId : std::string();
    r.values = {o && o->fits ? 1.0 : 0.0};   // the option fits (and serves less than the load where count is 0)
}

void memoryPerCard(Builder &b)
{
    const double params = static_cast<double>(b.base.params.total);
    // The guide's examples (about 0.1B, 1B, 10B) take the sizes near them; the tiers the rest.
    const GuideTier tier = near(params, 10e9) ? GuideTier::BaiYi : near(params, 1e9) ? GuideTier::ShiYi
                           : near(params, 0.1e9)  ? GuideTier::Yi
                                                  : guideTier(params);
    const double lo = tier == GuideTier::Yi ? 16 : tier == GuideTier::ShiYi ? 32 : tier == GuideTier::BaiYi ? 80 : 160;
    const double hi = tier == GuideTier::ShiYi ? 40 : lo;
    const double example = tier == GuideTier::Yi ? 0.1e9 : tier == GuideTier::ShiYi ? 1e9 : 10e9;
    const Option *o = b.opt;
    RuleOfThumb &r = b.add(RuleTopic::MemoryPerCard, "memory_per_card", lo, hi, o ? static_cast<double>(o->memory.total()) / 1e9 : 0, "GB");
    r.scenario = true;
    r.applied = tier != GuideTier::QianYi && !near(params, example);
    r.gpu = o ? o->gpuId : std::string();
    r.values = {static_cast<double>(tier), o ? static_cast<double>(o->gpuCount) : 0};
}

void a100VsH100(Builder &b)
{
    const Plan p2 = b.replan(b.s, {"a100-sxm4-80gb", "h100-sxm5-80gb"}, b.opt && b.opt->fits ? b.opt->gpuCount : 0);
    double ratio = 0;
    if (p2.options.size() == 2 && p2.options[0].fits && p2.options[1].fits) {
        // Per GPU: without a count that fits, each GPU is planned at its own minimum, and step times
        // at 96 and 40 GPUs are no speed ratio (a GUI QA pass read "an H100 is 1.0x an A100" for
        // GPT-3 175B on a fixed 2 GPUs that neither fits).
        const auto perGpu = [](const Option &o) { return o.training->tokensPerSecond / static_cast<double>(std::max<std::int64_t>(1, o.gpuCount)); };
        if (p2.options[0].training && p2.options[1].training)
            ratio = perGpu(p2.options[1]) / std::max(1e-12, perGpu(p2.options[0]));
        else if (p2.options[0].inference && p2.options[1].inference)
            ratio = p2.options[1].inference->tokensPerSecondPerGpu / std::max(1e-9, p2.options[0].inference->tokensPerSecondPerGpu);
    }
    RuleOfThumb &r = b.add(RuleTopic::A100VsH100, "a100_vs_h100", 5, 5, ratio, "x");
    r.scenario = true;
    const double h = peakOf(b.catalog, "h100-sxm5-80gb", Dtype::Bf16), a = peakOf(b.catalog, "a100-sxm4-80gb", Dtype::Bf16);
    r.values = {h, a};
}

void headroom(Builder &b)
{
    const Option *o = b.opt;
    if (!o || !o->fits)
        return;
    const bool training = isTraining(b.s.workload);
    // Serving: free share of the engine's memory (usable: memory fraction × capacity for vLLM and
    // SGLang, the capacity for TensorRT-LLM, whose unallocated share of the free memory is counted
    // in the overhead and is free); the purchase's own headroom is of the capacity.
    const double minimum = memoryFreeShare(b.s, o->memory, o->usableBytes) * 100.0;
    const double recommended = !o->purchase ? minimum
                               : training   ? o->purchase->headroom * 100.0
                                            : memoryFreeShare(b.s, o->purchase->memory, o->usableBytes) * 100.0;
    // The engine's own reserve: (1 - f) of the GPU (vLLM, SGLang); TensorRT-LLM's (1 - f) of the
    // free memory, what it leaves unallocated at the planned batch.
    const double policy = training               ? kRecommendedHeadroom * 100.0
                          : fractionOfFreeMemory(b.s) ? freeMemoryKeptBytes(b.s, static_cast<double>(o->memory.kvCache))
                                                          / static_cast<double>(o->usableBytes) * 100.0
                                                    : (1.0 - b.s.inference.memoryFraction) * 100.0;
    RuleOfThumb &r = b.add(RuleTopic::Headroom, "headroom", 20, 30, recommended, "%");
    r.scenario = true;
    r.gpu = o->gpuId;   // the option compared: the recommended one, else the best that fits
    r.values = {minimum, policy};
}

void interconnect(Builder &b)
{
    // The smallest whole node count on which both A100 SXM (NVLink) and A100 PCIe fit, 8 at least.
    const Plan floor = b.replan(b.s, {"a100-sxm4-80gb", "a100-pcie-80gb"}, 0);
    std::int64_t n = 8;
    for (const Option &o : floor.options)
        if (o.fits)
            n = std::max(n, (o.gpuCount + 7) / 8 * 8);
    const Plan p2 = b.replan(b.s, {"a100-sxm4-80gb", "a100-pcie-80gb"}, n);
    double gain = 0;
    const bool both = p2.options.size() == 2 && p2.options[0].training && p2.options[1].training && p2.options[0].fits && p2.options[1].fits;
    if (both)
        gain = (p2.options[1].training->stepSeconds / p2.options[0].training->stepSeconds - 1.0) * 100.0;
    RuleOfThumb &r = b.add(RuleTopic::Interconnect, "interconnect", 20, 40, gain, "%");
    r.scenario = true;
    r.values = {static_cast<double>(n), both ? 1.0 : 0.0};
}

void rentVsBuy(Builder &b)
{
    // The purchase the comparison prices (whole servers), so the row and the tables give one break-even.
    const CostEstimate *cost = b.opt ? purchaseCost(*b.opt) : nullptr;
    if (!cost)
        return;
    RuleOfThumb &r = b.add(RuleTopic::RentVsBuy, "rent_vs_buy", 3, 6, cost->breakEvenMonths.value_or(-1), "months");
    r.scenario = true;
}

// LoRA and QLoRA train adapters beside a frozen base: the guides' bytes-per-parameter claims (model
// states, mixed precision, offload) are about full training, so for them the row is the general fact
// for this model, not a figure of this scenario (a CLI QA pass read "12 of 18 bytes per parameter
// (67 %)" offered for a LoRA run whose optimizer holds about 1 % of its memory).
void markFullTrainingFact(const Builder &b, RuleOfThumb &r)
{
    r.fullTraining = trainsAdapters(b.s.workload);
    r.scenario = !r.fullTraining;
}

// The rows about mixed-precision Adam's states are, besides, a fact of mixed precision with its fp32
// master beside a pure 16-bit plan (a QA pass read "18 bytes per parameter" beside a plan of 8).
void markMixedPrecisionFact(const Builder &b, RuleOfThumb &r)
{
    markFullTrainingFact(b, r);
    r.withFp32Master = r.scenario && b.s.training.pure16Bit();
    r.scenario = r.scenario && !r.withFp32Master;
}

void memoryRatio(Builder &b)
{
    Scenario full = b.s;
    full.workload = Workload::Pretrain;
    full.training.offload = Offload::None;
    full.training.fp32MasterWeights = true;   // the guides' claim is about mixed-precision Adam
    const double states = trainingStateBytes(full).total();
    RuleOfThumb &r = b.add(RuleTopic::MemoryRatio, "training_vs_inference_memory", 2, 4, states / 2.0, "x");
    markMixedPrecisionFact(b, r);
    r.values = {states};
}

void mixedPrecision(Builder &b)
{
    Scenario fp32 = b.s, mixed = b.s;
    fp32.workload = mixed.workload = Workload::Pretrain;
    fp32.training.precision = Precision::Fp32;
    mixed.training.precision = Precision::Bf16Mixed;
    mixed.training.fp32MasterWeights = true;
    const double a = trainingStateBytes(fp32).total(), m = trainingStateBytes(mixed).total();
    RuleOfThumb &r = b.add(RuleTopic::Precision, "mixed_precision_gpus", 40, 50, (1.0 - m / a) * 100.0, "%");
    markMixedPrecisionFact(b, r);
    r.values = {a, m};
}

void int8Serving(Builder &b)
{
    const Option *o = b.opt;
    if (!o)
        return;
    Scenario bf16 = b.s, int8 = b.s;
    bf16.inference.weights = Dtype::Bf16;
    int8.inference.weights = Dtype::Int8;
    const Plan pb = b.replan(bf16, {o->gpuId}, 0), pi = b.replan(int8, {o->gpuId}, 0);
    const bool both = !pb.options.empty() && !pi.options.empty() && pb.options[0].fits && pi.options[0].fits;
    const double nb = both ? static_cast<double>(pb.options[0].gpuCount) : 0, ni = both ? static_cast<double>(pi.options[0].gpuCount) : 0;
    RuleOfThumb &r = b.add(RuleTopic::Precision, "int8_gpus", 70, 70, both ? (1.0 - ni / nb) * 100.0 : 0, "%");
    r.scenario = true;
    r.gpu = o->gpuId;
    r.values = {nb, ni, both ? 1.0 : 0.0};
}

void int8TwoL40(Builder &b)
{
    // The guide's light tier: a 10B model in INT8 at up to 10 QPS within 500 ms, which it puts on two L40.
    Scenario c = b.s;
    const Result<Architecture> ten = deriveFromScale(Family::Decoder, 10e9);
    if (!ten)
        return;
    c.model = *ten;
    c.inference = InferenceSetup{};
    c.inference.weights = Dtype::Int8;
    c.inference.qps = 10;
    c.inference.e2eMs = 0;
    c.parallel = ParallelOverride{};
    const Plan p = b.replan(c, {"l40-48gb"}, 0);
    const double n = !p.options.empty() && p.options[0].fits ? static_cast<double>(p.options[0].gpuCount) : 0;
    const double weightsGb = 10.0;
    RuleOfThumb &r = b.add(RuleTopic::GpuChoice, "int8_two_l40", 2, 2, n, "GPUs");
    r.values = {weightsGb};
}

void parallelismFloor(Builder &b)
{
    const Option *o = b.opt;
    // The model states on one GPU without offload, as the memory model counts them (docs/model.md §2.1,
    // §2.7): weights, gradients and optimizer. For QLoRA that is the NF4 base, its 16-bit embeddings
    // and head and the adapters (a zh_TW QA pass read "36 GB of model states" beside a breakdown of
    // 42.8 GB, the NF4 body alone).
    const bool adapters = trainsAdapters(b.s.workload);
    double states = (!adapters ? trainingStateBytes(b.s).total()
                               : (b.s.workload == Workload::Qlora ? weightBytesPerParam(Dtype::Nf4) : 2.0))
                    * static_cast<double>(b.base.params.total);
    if (const Gpu *gpu = o ? b.catalog.gpu(o->gpuId) : nullptr) {
        Layout whole;
        whole.recompute = Recompute::Full;
        const MemoryBreakdown m = trainingMemory(b.s, *gpu, whole, std::max<std::int64_t>(1, b.s.training.globalBatch));
        states = static_cast<double>(m.weights + m.gradients + m.optimizer);
    }
    const double usable = o ? static_cast<double>(o->usableBytes) : 0;
    RuleOfThumb &r = b.add(RuleTopic::Parallelism, "parallelism_floor", 0, 0, usable > 0 ? std::ceil(states / usable) : 0, "GPUs");
    r.scenario = true;
    r.gpu = o ? o->gpuId : std::string();
    r.values = {states / 1e9};
}

void offload(Builder &b)
{
    Scenario full = b.s;
    full.workload = Workload::Pretrain;
    full.training.offload = Offload::None;
    const StateBytes st = trainingStateBytes(full);
    RuleOfThumb &r = b.add(RuleTopic::Parallelism, "offload_gpus", 20, 30, st.total() > 0 ? st.optimizer / st.total() * 100.0 : 0, "%");
    markFullTrainingFact(b, r);
    r.values = {st.optimizer, st.total()};
}

void trainingDays(Builder &b)
{
    // The guide's 10B plans: 4 H100 in 10-15 days, 8 A100 in 45-60 days, no token count stated.
    const Result<Architecture> ten = deriveFromScale(Family::Decoder, 10e9);
    if (!ten)
        return;
    Scenario c;
    c.model = *ten;
    c.modelSource = ModelSource::Scale;
    c.training.tokens = 200e9;
    const Plan h = b.replan(c, {"h100-sxm5-80gb"}, 4), a = b.replan(c, {"a100-sxm4-80gb"}, 8);
    auto days = [](const Plan &p) {
        return !p.options.empty() && p.options[0].fits && p.options[0].training ? p.options[0].training->days : 0.0;
    };
    const double dh = days(h), da = days(a);
    if (dh <= 0 || da <= 0)
        return;
    // Tokens a day at the planned speed, times the guide's days.
    const double th = 200.0 / dh, ta = 200.0 / da;   // billion tokens a day
    RuleOfThumb &r = b.add(RuleTopic::TrainingDays, "training_days_tokens", 10, 15, dh, "days");
    r.values = {th * 10, th * 15, ta * 45, ta * 60, dh, da};
}

void migForTraining(Builder &b)
{
    const double slice = smallestMigSliceGb(b.catalog.gpu("a100-sxm4-80gb"));
    Scenario full = b.s;
    full.workload = Workload::Pretrain;
    const double need = trainingStateBytes(full).total() * 10.0;   // GB for 10B parameters
    RuleOfThumb &r = b.add(RuleTopic::Mig, "mig_training", 0, 0, slice, "GB");
    r.values = {need};
}

// ---- hardware facts from the catalogue -----------------------------------------------------------

void computePeaks(Builder &b)
{
    struct Claim
    {
        const char *id, *gpu;
        Dtype dtype;
        double guide;
    };
    static const Claim claims[] = {
        {"h100_fp16_tflops", "h100-sxm5-80gb", Dtype::Bf16, 3351}, {"a100_fp16_tflops", "a100-sxm4-80gb", Dtype::Bf16, 624},
        {"mi250x_fp16_tflops", "mi250x-128gb", Dtype::Bf16, 4800},  {"a30_fp16_tflops", "a30-24gb", Dtype::Bf16, 193},
        {"l40_int8_tops", "l40-48gb", Dtype::Int8, 149},            {"h100_int8_tops", "h100-sxm5-80gb", Dtype::Int8, 1289},
    };
    for (const Claim &c : claims) {
        const Gpu *g = b.catalog.gpu(c.gpu);
        const double fact = peakOf(b.catalog, c.gpu, c.dtype);
        RuleOfThumb &r = b.add(RuleTopic::ComputePeak, c.id, c.guide, c.guide, fact, c.dtype == Dtype::Int8 ? "TOPS" : "TFLOPS");
        r.gpu = c.gpu;
        r.values = {fact * 2, g ? g->memBwGBps : 0};
    }
}

void gpuChoice(Builder &b)
{
    double h100Max = 0;
    for (const Gpu &g : b.catalog.gpus)
        if (g.id.rfind("h100", 0) == 0)
            h100Max = std::max(h100Max, g.memoryGb);
    const Gpu *h200 = b.catalog.gpu("h200-sxm-141gb");
    const Gpu *b200 = b.catalog.gpu("b200-180gb");
    {
        RuleOfThumb &r = b.add(RuleTopic::GpuChoice, "h100_160gb", 160, 160, h100Max, "GB");
        r.values = {h200 ? h200->memoryGb : 0, b200 ? b200->memoryGb : 0};
    }
    {
        const double h20 = peakOf(b.catalog, "h20-96gb", Dtype::Bf16), h100 = peakOf(b.catalog, "h100-sxm5-80gb", Dtype::Bf16);
        const Gpu *g = b.catalog.gpu("h20-96gb");
        RuleOfThumb &r = b.add(RuleTopic::GpuChoice, "h20_training", 0, 0, h20, "TFLOPS");
        r.values = {h100, g ? g->memoryGb : 0, g ? g->memBwGBps : 0};
    }
}

void links(Builder &b)
{
    const double h100 = linkOf(b.catalog, "h100-sxm5-80gb"), a100 = linkOf(b.catalog, "a100-sxm4-80gb"), a800 = linkOf(b.catalog, "a800-sxm4-80gb");
    const double pcie4 = 64, pcie5 = 128;
    const Gpu *g = b.catalog.gpu("h100-sxm5-80gb");
    const double hbm = g ? g->memBwGBps : 0;
    const auto T = RuleTopic::LinkBandwidth;
    b.fact(T, "nvswitch_bandwidth", {6400, 6400, h100, "GB/s", {}});
    b.fact(T, "a100_nvlink", {400, 400, a100, "GB/s", {a800}});
    b.fact(T, "infiniband_units", {200, 400, 25, "GB/s", {50}});
    b.fact(T, "ethernet_units", {100, 100, 12.5, "GB/s", {}});
    b.fact(T, "infiniband_wanzhao", {10, 10, 200, "Gb/s", {400}});
    b.fact(T, "nvlink_vs_pcie", {3, 5, a100 / pcie4, "x", {h100 / pcie4, h100 / pcie5}});
    b.fact(T, "memory_bandwidth_between_cards", {0, 0, hbm, "GB/s", {h100}});
}

void power(Builder &b)
{
    const Gpu *g = b.catalog.gpu("h100-sxm5-80gb");
    const double gpusW = g ? 8 * g->tdpW : 0;
    double serverKw = 0;
    if (b.catalog.prices)
        if (const GpuPrice *p = b.catalog.prices->gpu("h100-sxm5-80gb"))
            serverKw = p->serverKwPerGpu * 8;
    RuleOfThumb &r = b.add(RuleTopic::Power, "power_8xh100", 3000, 3000, gpusW, "W");
    r.values = {serverKw};
}

void mig(Builder &b)
{
    const Gpu *g = b.catalog.gpu("a100-sxm4-80gb");
    RuleOfThumb &r = b.add(RuleTopic::Mig, "mig_vgpu", 0, 0, g ? g->migMaxInstances : 0, "slices");
    const double slice = smallestMigSliceGb(g);
    r.values = {slice};
}

void multimodal(Builder &b)
{
    RuleOfThumb &r = b.add(RuleTopic::Multimodal, "multimodal_more_gpus", 20, 50, 0, "%");
    r.scenario = b.s.model.family == Family::Multimodal;
    r.values = {};
}

} // namespace

GuideTier guideTier(double params)
{
    if (params < 1e9)
        return GuideTier::Yi;
    if (params < 1e10)
        return GuideTier::ShiYi;
    if (params < 1e11)
        return GuideTier::BaiYi;
    return GuideTier::QianYi;
}

std::vector<RuleOfThumb> rulesOfThumb(const Scenario &s, const Catalog &catalog, const Plan &base)
{
    Builder b {s, catalog, base, comparedOption(base), {}};
    const bool training = isTraining(s.workload);
    weights(b);
    if (training) {
        gpusByScale(b);
        memoryPerCard(b);
    } else {
        servingTier(b);
    }
    a100VsH100(b);
    headroom(b);
    if (training)
        interconnect(b);
    rentVsBuy(b);
    memoryRatio(b);
    if (training) {
        mixedPrecision(b);
        parallelismFloor(b);
        offload(b);
        trainingDays(b);
        migForTraining(b);
    } else {
        int8Serving(b);
        int8TwoL40(b);
    }
    multimodal(b);
    computePeaks(b);
    gpuChoice(b);
    links(b);
    power(b);
    mig(b);
    return b.out;
}

} // namespace engine
