// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules.h"

#include <algorithm>
#include <cmath>

#include "engine/cost.h"
#include "engine/memory.h"
#include "textfmt.h"

namespace engine {

namespace {

using detail::fmt;

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
        RuleOfThumb r;
        r.topic = topic;
        r.id = id;
        r.guideLow = guideLow;
        r.guideHigh = guideHigh;
        r.engine = engine;
        r.unit = unit;
        out.push_back(std::move(r));
        return out.back();
    }

    // A row stated whole: the guide's figure, the true one with the figures its text cites, why, where from.
    struct Fact
    {
        double guideLow, guideHigh, engine;
        const char *unit;
        std::vector<double> values;
        std::string guideText, engineText, why, source;
    };
    void fact(RuleTopic topic, const char *id, Fact f)
    {
        RuleOfThumb &r = add(topic, id, f.guideLow, f.guideHigh, f.engine, f.unit);
        r.values = std::move(f.values);
        r.guideText = std::move(f.guideText);
        r.engineText = std::move(f.engineText);
        r.why = std::move(f.why);
        r.source = std::move(f.source);
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
    r.guideText = fmt("A 10B model in %s needs %.1f GB", guideBytes == 4 ? "FP32" : guideBytes == 2 ? "BF16" : "INT8", printed);
    r.engineText = fmt("10B x %.0f bytes = %.0f GB; this model: %.2fB params x %.2f bytes = %.1f GB", guideBytes,
                       r.values[1], params / 1e9, bytes, r.engine);
    r.why = fmt("The guide divided the bytes by 2^30 and slipped the decimal point: its figures are about %.1fx too high.", printed / r.values[1]);
    r.source = "arithmetic: parameters x bytes per parameter";
}

void gpusByScale(Builder &b)
{
    const double params = static_cast<double>(b.base.params.total);
    // "About 10B" is the guide's own example, whichever side of 10B it falls.
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
    r.guideText = tier == GuideTier::Yi       ? "0.1-1B: 4-8 GPUs"
                  : tier == GuideTier::ShiYi  ? "1-10B: the guides give no GPU count"
                  : tier == GuideTier::BaiYi  ? "About 10B: 16-32 GPUs with NVLink"
                                              : "100B+: 64 or more GPUs on InfiniBand";
    if (r.applied && lo > 0)
        r.guideText += " (the guide's tier rule, applied to this size)";
    r.engineText = o && o->fits ? fmt("%lld x %s finish in %.1f days", static_cast<long long>(o->gpuCount), o->gpuId.c_str(), r.values[1])
                                : std::string("no option fits");
    r.why = "The tiers ignore the token budget and the deadline; the count follows from memory (the minimum) and from the days allowed.";
    r.source = "this scenario's plan";
}

void servingTier(Builder &b)
{
    const double qps = b.s.inference.qps;
    const double lo = qps > 100 ? 4 : qps > 10 ? 2 : 1;
    const double hi = qps > 100 ? 8 : qps > 10 ? 4 : 2;
    const Option *o = b.opt;
    RuleOfThumb &r = b.add(RuleTopic::ServingTier, "serving_tier", lo, hi, o && o->fits ? static_cast<double>(o->gpuCount) : 0, "GPUs");
    r.scenario = true;
    r.applied = !near(static_cast<double>(b.base.params.total), 10e9);
    r.gpu = o ? o->gpuId : std::string();
    r.guideText = qps > 100 ? "100-1000 QPS: 4-8 H100 80GB" : qps > 10 ? "10-100 QPS: 2-4 A100 40GB" : "Up to 10 QPS: 1-2 L40 48GB with INT8";
    if (r.applied)
        r.guideText += " (the guide's 10B tier, applied to this size)";
    r.engineText = o && o->fits ? fmt("%lld x %s", static_cast<long long>(o->gpuCount), o->gpuId.c_str()) : std::string("no option fits");
    r.why = "Tiers ignore the model size, the sequence lengths and the latency limits; the engine sizes the batch per replica and the replicas from them.";
    r.source = "this scenario's plan";
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
    r.guideText = fmt("%.0f GB or more per card for this scale", lo);
    if (r.applied)
        r.guideText += " (the guide's tier rule, applied to this size)";
    r.engineText = o ? fmt("%.0f GB of %.0f GB usable per GPU across %.0f GPUs", r.engine,
                           static_cast<double>(o->usableBytes) / 1e9, r.values[1])
                     : std::string("no option");
    r.why = "No card has to hold the model: tensor, pipeline and ZeRO sharding spread it, so memory per card is a layout choice. "
            "The guide's \"H100 160GB\" does not exist.";
    r.source = "this scenario's plan";
}

void a100VsH100(Builder &b)
{
    const Plan p2 = b.replan(b.s, {"a100-sxm4-80gb", "h100-sxm5-80gb"}, b.opt && b.opt->fits ? b.opt->gpuCount : 0);
    double ratio = 0;
    if (p2.options.size() == 2 && p2.options[0].fits && p2.options[1].fits) {
        if (p2.options[0].training && p2.options[1].training)
            ratio = p2.options[0].training->stepSeconds / p2.options[1].training->stepSeconds;
        else if (p2.options[0].inference && p2.options[1].inference)
            ratio = p2.options[1].inference->tokensPerSecondPerGpu / std::max(1e-9, p2.options[0].inference->tokensPerSecondPerGpu);
    }
    RuleOfThumb &r = b.add(RuleTopic::A100VsH100, "a100_vs_h100", 5, 5, ratio, "x");
    r.scenario = true;
    const double h = peakOf(b.catalog, "h100-sxm5-80gb", Dtype::Bf16), a = peakOf(b.catalog, "a100-sxm4-80gb", Dtype::Bf16);
    r.values = {h, a};
    r.guideText = "An H100 is 5x an A100 for training";
    r.engineText = ratio > 0 ? fmt("An H100 is %.1fx an A100 for this scenario", ratio)
                             : std::string("not comparable here: A100 or H100 does not fit at this GPU count");
    r.why = fmt("The dense BF16 peak is %.1f vs %.0f TFLOPS (%.1fx); communication and memory-bound work shrink the gain, FP8 raises it.",
                h, a, a > 0 ? h / a : 0);
    r.source = "NVIDIA H100 and A100 datasheets (gpus.json)";
}

void headroom(Builder &b)
{
    const Option *o = b.opt;
    if (!o || !o->fits)
        return;
    const double minimum = (1.0 - static_cast<double>(o->memory.total()) / static_cast<double>(o->usableBytes)) * 100.0;
    const bool training = isTraining(b.s.workload);
    // Serving: free share of the engine's memory (usable = memory fraction × capacity), as the
    // comparison's "used / usable" row shows it; the purchase's own headroom is of the capacity.
    const double recommended = !o->purchase ? minimum
                               : training   ? o->purchase->headroom * 100.0
                                            : (1.0 - static_cast<double>(o->purchase->memory.total()) / static_cast<double>(o->usableBytes)) * 100.0;
    const double policy = training ? kRecommendedHeadroom * 100.0 : (1.0 - b.s.inference.memoryFraction) * 100.0;
    RuleOfThumb &r = b.add(RuleTopic::Headroom, "headroom", 20, 30, recommended, "%");
    r.scenario = true;
    r.values = {minimum, policy};
    r.guideText = "Keep 20-30 % of the memory spare";
    r.engineText = training ? fmt("%.0f %% spare on the recommended purchase (%.0f %% at the minimum that fits)", recommended, minimum)
                            : fmt("%.0f %% of the engine's memory is left free at the planned batch", recommended);
    r.why = training ? fmt("gpuplan already counts the CUDA context, NCCL buffers and the allocator's reserve; the recommended "
                           "purchase keeps at least %.0f %% of usable memory free.", policy)
                     : fmt("The serving engine reserves %.0f %% of memory itself (its memory fraction); the KV cache fills the rest "
                           "by design.", policy);
    r.source = "docs/model.md section 6.6 (headroom policy)";
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
    r.guideText = "NVLink trains 20-40 % faster than PCIe 4.0";
    r.engineText = both ? fmt("NVLink (A100 SXM) is %.0f %% faster than PCIe (A100 PCIe) on %.0f GPUs here", gain, r.values[0])
                        : fmt("not comparable: A100 SXM or A100 PCIe does not fit on %.0f GPUs", r.values[0]);
    r.why = "The gain depends on how much tensor parallelism the model needs: small models shard with ZeRO and barely notice.";
    r.source = "this scenario re-planned on A100 SXM and A100 PCIe";
}

void rentVsBuy(Builder &b)
{
    // The purchase the comparison prices (whole servers), so the row and the tables give one break-even.
    const CostEstimate *cost = b.opt ? purchaseCost(*b.opt) : nullptr;
    if (!cost)
        return;
    RuleOfThumb &r = b.add(RuleTopic::RentVsBuy, "rent_vs_buy", 3, 6, cost->breakEvenMonths.value_or(-1), "months");
    r.scenario = true;
    r.guideText = "Rent for 1-3 month projects, buy beyond 6 months";
    r.engineText = cost->breakEvenMonths ? fmt("Buying pays back after %.1f months of use", *cost->breakEvenMonths)
                                         : std::string("Renting stays cheaper at these prices");
    r.why = "The break-even follows from the purchase, energy, hosting, utilisation and rental prices, which change monthly; it is not a fixed rule.";
    r.source = "this scenario's cost estimate (prices.json)";
}

void memoryRatio(Builder &b)
{
    Scenario full = b.s;
    full.workload = Workload::Pretrain;
    full.training.offload = Offload::None;
    const double states = trainingStateBytes(full).total();
    RuleOfThumb &r = b.add(RuleTopic::MemoryRatio, "training_vs_inference_memory", 2, 4, states / 2.0, "x");
    r.scenario = true;
    r.values = {states};
    r.guideText = "Training needs 2-4x the memory of inference";
    r.engineText = fmt("Model states alone are %.0f bytes per parameter against 2 for BF16 weights: %.0fx, before activations", states, r.engine);
    r.why = "Mixed-precision Adam keeps weights, gradients, an fp32 master copy and two fp32 moments for every parameter.";
    r.source = "docs/model.md section 2.1 (model states)";
}

void mixedPrecision(Builder &b)
{
    Scenario fp32 = b.s, mixed = b.s;
    fp32.workload = mixed.workload = Workload::Pretrain;
    fp32.training.precision = Precision::Fp32;
    mixed.training.precision = Precision::Bf16Mixed;
    const double a = trainingStateBytes(fp32).total(), m = trainingStateBytes(mixed).total();
    RuleOfThumb &r = b.add(RuleTopic::Precision, "mixed_precision_gpus", 40, 50, (1.0 - m / a) * 100.0, "%");
    r.scenario = true;
    r.values = {a, m};
    r.guideText = "Mixed precision needs 40-50 % fewer GPUs";
    r.engineText = fmt("Model states: %.0f bytes per parameter in FP32, %.0f in BF16 mixed precision: the memory floor does not fall", a, m);
    r.why = "Mixed precision keeps an fp32 master copy and fp32 moments; it saves time (tensor cores) and activation memory, not the states.";
    r.source = "docs/model.md section 2.1 (model states)";
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
    r.guideText = "INT8 serving needs 70 % fewer GPUs";
    r.engineText = both ? fmt("%.0f GPUs in BF16, %.0f in INT8 for this scenario on %s", nb, ni, o->gpuId.c_str())
                        : std::string("not comparable: BF16 or INT8 does not fit");
    r.why = "Only the weight bytes halve; the KV cache, the activations and the compute per token often decide the count.";
    r.source = "this scenario re-planned with BF16 and INT8 weights";
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
    r.guideText = "A 10B model in INT8 needs two L40 48GB to serve";
    r.engineText = fmt("10B in INT8 is %.0f GB of weights; gpuplan serves 10 QPS on %.0f L40", weightsGb, n);
    r.why = n <= 1 ? "The guide's \"93 GB\" of INT8 weights is the decimal-point slip; 10 GB leaves most of one L40 for the KV cache."
                   : "The guide's \"93 GB\" of INT8 weights is the decimal-point slip: one L40 holds the weights; a second is for throughput, not memory.";
    r.source = "a derived 10B decoder planned at 10 QPS with INT8 weights on L40";
}

void parallelismFloor(Builder &b)
{
    const Option *o = b.opt;
    // LoRA and QLoRA keep only the frozen base (16-bit, or NF4) beside adapters too small to matter
    // here; full training keeps the mixed-precision states (docs/model.md §2.1, §2.7).
    const bool adapters = b.s.workload == Workload::Lora || b.s.workload == Workload::Qlora;
    const double perParam = !adapters ? trainingStateBytes(b.s).total()
                                      : (b.s.workload == Workload::Qlora ? weightBytesPerParam(Dtype::Nf4) : 2.0);
    const double states = perParam * static_cast<double>(b.base.params.total);
    const double usable = o ? static_cast<double>(o->usableBytes) : 0;
    RuleOfThumb &r = b.add(RuleTopic::Parallelism, "parallelism_floor", 0, 0, usable > 0 ? std::ceil(states / usable) : 0, "GPUs");
    r.scenario = true;
    r.gpu = o ? o->gpuId : std::string();
    r.values = {states / 1e9};
    r.guideText = "3D parallelism reduces the GPU count";
    r.engineText = o ? fmt("%.0f GB of model states need at least %.0f x %s whatever the layout", r.values[0], r.engine, o->gpuId.c_str())
                     : std::string("no option");
    r.why = "Parallelism spreads memory and work over GPUs; it never lowers the memory floor of the model states (offload and smaller states do).";
    r.source = "docs/model.md section 2.1 (model states)";
}

void offload(Builder &b)
{
    Scenario full = b.s;
    full.training.offload = Offload::None;
    const StateBytes st = trainingStateBytes(full);
    RuleOfThumb &r = b.add(RuleTopic::Parallelism, "offload_gpus", 20, 30, st.total() > 0 ? st.optimizer / st.total() * 100.0 : 0, "%");
    r.scenario = true;
    r.values = {st.optimizer, st.total()};
    r.guideText = "ZeRO-Offload needs 20-30 % fewer GPUs";
    r.engineText = fmt("Offloading the optimizer moves %.0f of %.0f bytes per parameter to host memory (%.0f %% of the states)", st.optimizer,
                       st.total(), r.engine);
    r.why = "The saving depends on how much of the memory is optimizer state, and each step then waits on PCIe and the CPU; the advisor "
            "re-plans it for this scenario.";
    r.source = "docs/model.md section 2.1 (model states); ZeRO-Offload (Ren et al., 2021)";
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
    r.guideText = "10B: 4 H100 finish in 10-15 days, 8 A100 in 45-60 days";
    r.engineText = fmt("Those days hold only %.0f-%.0fB and %.0f-%.0fB tokens; 200B tokens (20 per parameter) take %.0f and %.0f days",
                       r.values[0], r.values[1], r.values[2], r.values[3], dh, da);
    r.why = "The guide never states the tokens, so its days cannot be checked; training time is tokens x 6 x parameters / sustained FLOP/s.";
    r.source = "a derived 10B decoder planned on 4 H100 and 8 A100 (BF16, 4096-token sequences)";
}

void migForTraining(Builder &b)
{
    const double slice = smallestMigSliceGb(b.catalog.gpu("a100-sxm4-80gb"));
    Scenario full = b.s;
    full.workload = Workload::Pretrain;
    const double need = trainingStateBytes(full).total() * 10.0;   // GB for 10B parameters
    RuleOfThumb &r = b.add(RuleTopic::Mig, "mig_training", 0, 0, slice, "GB");
    r.values = {need};
    r.guideText = "Slice GPUs with MIG for training jobs";
    r.engineText = fmt("The smallest A100 80GB slice has %.0f GB; a 10B model's training states alone are %.0f GB", slice, need);
    r.why = "MIG slices suit many small inference or notebook jobs; a slice has a fraction of the memory and compute and no NVLink.";
    r.source = "NVIDIA MIG user guide (A100 profiles, gpus.json)";
}

// ---- hardware facts from the catalogue -----------------------------------------------------------

void computePeaks(Builder &b)
{
    struct Claim
    {
        const char *id, *gpu;
        Dtype dtype;
        double guide;
        const char *guideText, *why;
    };
    static const Claim claims[] = {
        {"h100_fp16_tflops", "h100-sxm5-80gb", Dtype::Bf16, 3351, "H100 FP16: 3351 TFLOPS",
         "3351 is its memory bandwidth in GB/s (3.35 TB/s), not a compute figure."},
        {"a100_fp16_tflops", "a100-sxm4-80gb", Dtype::Bf16, 624, "A100 FP16: 624 TFLOPS",
         "624 is the figure with 2:4 structured sparsity, which training does not use."},
        {"mi250x_fp16_tflops", "mi250x-128gb", Dtype::Bf16, 4800, "MI250X FP16: 4800 TFLOPS", "No GPU of its generation comes near 4800; AMD's datasheet gives 383."},
        {"a30_fp16_tflops", "a30-24gb", Dtype::Bf16, 193, "A30 FP16: 193 TFLOPS", "193 matches neither the dense (165) nor the sparse (330) figure."},
        {"l40_int8_tops", "l40-48gb", Dtype::Int8, 149, "L40 INT8: 149 TOPS", "149 is below even its FP16 figure (181); INT8 runs at twice the FP16 rate."},
        {"h100_int8_tops", "h100-sxm5-80gb", Dtype::Int8, 1289, "H100 INT8: 1289 TOPS", "1289 matches no H100 variant; the SXM part does 1979 dense."},
    };
    for (const Claim &c : claims) {
        const Gpu *g = b.catalog.gpu(c.gpu);
        const double fact = peakOf(b.catalog, c.gpu, c.dtype);
        RuleOfThumb &r = b.add(RuleTopic::ComputePeak, c.id, c.guide, c.guide, fact, c.dtype == Dtype::Int8 ? "TOPS" : "TFLOPS");
        r.gpu = c.gpu;
        r.values = {fact * 2, g ? g->memBwGBps : 0};
        r.guideText = c.guideText;
        r.engineText = fmt("%s: %.1f dense (%.0f with 2:4 sparsity)", g ? g->name.c_str() : c.gpu, fact, fact * 2);
        r.why = c.why;
        r.source = (g ? g->name : std::string(c.gpu)) + " datasheet (gpus.json)";
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
        r.guideText = "Efficient plan: 8-32 \"H100 160GB\"";
        r.engineText = fmt("The largest H100 has %.0f GB; H200 has %.0f GB, B200 %.0f GB", h100Max, r.values[0], r.values[1]);
        r.why = "There is no 160 GB H100; a plan built on it cannot be bought.";
        r.source = "NVIDIA H100, H200 and B200 datasheets (gpus.json)";
    }
    {
        const double h20 = peakOf(b.catalog, "h20-96gb", Dtype::Bf16), h100 = peakOf(b.catalog, "h100-sxm5-80gb", Dtype::Bf16);
        const Gpu *g = b.catalog.gpu("h20-96gb");
        RuleOfThumb &r = b.add(RuleTopic::GpuChoice, "h20_training", 0, 0, h20, "TFLOPS");
        r.values = {h100, g ? g->memoryGb : 0, g ? g->memBwGBps : 0};
        r.guideText = "H20 as a top card for 100B+ training";
        r.engineText = fmt("H20: %.0f dense BF16 TFLOPS (H100: %.1f), %.0f GB at %.0f GB/s", h20, h100, r.values[1], r.values[2]);
        r.why = "An export-compliant part with H100-class memory but about a seventh of its compute: a serving card, slow for training.";
        r.source = "NVIDIA H20 specifications (gpus.json)";
    }
}

void links(Builder &b)
{
    const double h100 = linkOf(b.catalog, "h100-sxm5-80gb"), a100 = linkOf(b.catalog, "a100-sxm4-80gb"), a800 = linkOf(b.catalog, "a800-sxm4-80gb");
    const double pcie4 = 64, pcie5 = 128;
    const Gpu *g = b.catalog.gpu("h100-sxm5-80gb");
    const double hbm = g ? g->memBwGBps : 0;
    const auto T = RuleTopic::LinkBandwidth;
    b.fact(T, "nvswitch_bandwidth",
           {6400, 6400, h100, "GB/s", {}, "NVSwitch: 6400 GB/s",
            fmt("Each H100 reaches the others at %.0f GB/s (NVLink 4, both directions)", h100),
            "A switch's aggregate bandwidth is not what one GPU gets; the per-GPU NVLink bandwidth limits its collectives.",
            "NVIDIA H100 datasheet (gpus.json)"});
    b.fact(T, "a100_nvlink",
           {400, 400, a100, "GB/s", {a800}, "A100 NVLink: 400 GB/s",
            fmt("A100 SXM: %.0f GB/s; %.0f GB/s is the A800, its export variant", a100, a800),
            "The guide quotes the A800's reduced NVLink for the A100.", "NVIDIA A100 and A800 datasheets (gpus.json)"});
    b.fact(T, "infiniband_units",
           {200, 400, 25, "GB/s", {50}, "InfiniBand HDR 200 GB/s, NDR 400 GB/s",
            "HDR 200 Gb/s = 25 GB/s per port; NDR 400 Gb/s = 50 GB/s per port",
            "Network ports are rated in gigabits per second; a byte is 8 bits.", "InfiniBand Trade Association roadmap; networks.json"});
    b.fact(T, "ethernet_units",
           {100, 100, 12.5, "GB/s", {}, "100G Ethernet: 100 GB/s", "100 Gb/s = 12.5 GB/s per port",
            "Ethernet is rated in gigabits per second; a byte is 8 bits.", "IEEE 802.3 (100GBASE); networks.json"});
    b.fact(T, "infiniband_wanzhao",
           {10, 10, 200, "Gb/s", {400}, "InfiniBand: 10-gigabit-class bandwidth (万兆级)",
            "万兆 means 10 Gb/s; HDR and NDR ports run at 200 and 400 Gb/s, 20-40 times that",
            "10 Gb/s is a server's front-end Ethernet; a training fabric is 20-40 times faster per port.",
            "InfiniBand Trade Association roadmap; networks.json"});
    b.fact(T, "nvlink_vs_pcie",
           {3, 5, a100 / pcie4, "x", {h100 / pcie4, h100 / pcie5}, "NVLink has 3-5x the bandwidth of PCIe 4.0",
            fmt("A100 NVLink %.0f vs PCIe 4.0 x16 64 GB/s: %.1fx; H100 NVLink %.0f GB/s: %.0fx PCIe 4.0, %.0fx PCIe 5.0", a100, a100 / pcie4,
                h100, h100 / pcie4, h100 / pcie5),
            "Both directions counted on both sides: PCIe 4.0 x16 is 64 GB/s, PCIe 5.0 x16 128 GB/s.",
            "PCI-SIG specifications; NVIDIA A100 and H100 datasheets (gpus.json)"});
    b.fact(T, "memory_bandwidth_between_cards",
           {0, 0, hbm, "GB/s", {h100}, "Memory bandwidth affects transfers between cards",
            fmt("H100: %.0f GB/s to its own HBM; %.0f GB/s to other GPUs over NVLink", hbm, h100),
            "HBM bandwidth feeds the GPU's own cores; traffic between cards runs over NVLink, PCIe or the network.",
            "NVIDIA H100 datasheet (gpus.json)"});
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
    r.guideText = "8x H100 need a 3000 W or larger power supply";
    r.engineText = serverKw > 0 ? fmt("8 x %.0f W = %.0f W for the GPUs alone; a DGX H100 is rated %.1f kW", g ? g->tdpW : 0, gpusW, serverKw)
                                : fmt("8 x %.0f W = %.0f W for the GPUs alone", g ? g->tdpW : 0, gpusW);
    r.why = "The GPUs alone draw almost twice the guide's figure; CPUs, NICs, fans and conversion losses come on top.";
    r.source = "NVIDIA H100 and DGX H100 datasheets (gpus.json, prices.json)";
}

void mig(Builder &b)
{
    const Gpu *g = b.catalog.gpu("a100-sxm4-80gb");
    RuleOfThumb &r = b.add(RuleTopic::Mig, "mig_vgpu", 0, 0, g ? g->migMaxInstances : 0, "slices");
    const double slice = smallestMigSliceGb(g);
    r.values = {slice};
    r.guideText = "MIG turns a GPU into vGPUs";
    r.engineText = fmt("MIG splits an A100 or H100 into up to %.0f hardware partitions, each with its own memory (the smallest %.0f GB)", r.engine, slice);
    r.why = "vGPU is a separate, licensed time-slicing product; MIG partitions are fixed in hardware and cannot share memory.";
    r.source = "NVIDIA MIG user guide (gpus.json)";
}

void multimodal(Builder &b)
{
    RuleOfThumb &r = b.add(RuleTopic::Multimodal, "multimodal_more_gpus", 20, 50, 0, "%");
    r.scenario = b.s.model.family == Family::Multimodal;
    r.values = {};
    r.guideText = "Multimodal models need 20-50 % more GPUs than text models of the same size";
    r.engineText = "gpuplan plans the vision tower and the image tokens themselves (choose a multimodal model)";
    r.why = "The extra cost follows from the tower's size and the image tokens per sample; it is not a fixed percentage.";
    r.source = "docs/model.md (multimodal towers)";
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
