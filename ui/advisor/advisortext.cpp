// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisortext.h"

#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "uitr.h"

#include <cmath>
#include <optional>

namespace gpuplan::ui {

namespace {

int migCount(const engine::WhatIf &w)
{
    if (const engine::Gpu *g = catalog().gpu(w.gpuId))
        for (const engine::MigProfile &p : g->migProfiles)
            if (p.name == w.detail)
                return p.count;
    return 0;
}

} // namespace

QString whatIfChangeText(const engine::WhatIf &w, const engine::Scenario &base)
{
    using K = engine::WhatIfKind;
    switch (w.kind) {
    case K::PrecisionBf16: return Tr::tr("BF16 mixed precision instead of FP32");
    case K::PrecisionFp8: return Tr::tr("FP8 training (Transformer Engine)");
    case K::WeightsFp8: return Tr::tr("FP8 weights");
    case K::WeightsInt8: return Tr::tr("INT8 weights");
    case K::WeightsInt4: return Tr::tr("INT4 weights (group size 128)");
    case K::KvFp8: return Tr::tr("FP8 KV cache");
    case K::KvInt8: return Tr::tr("INT8 KV cache");
    case K::ZeroUp: return Tr::tr("ZeRO stage %1").arg(w.scenario.parallel.zero);
    case K::OffloadOptimizer: return Tr::tr("Offload the optimizer states to host memory");
    case K::OffloadParams: return Tr::tr("Offload parameters and optimizer states (ZeRO-Infinity)");
    case K::RecomputeFull: return Tr::tr("Full activation recomputation");
    case K::SequenceParallel: return Tr::tr("Sequence parallelism with tensor parallelism");
    case K::MicroBatchOne: return Tr::tr("Micro-batch of 1 (more gradient accumulation)");
    case K::Adam8bit: return Tr::tr("8-bit AdamW optimizer states");
    case K::PureBf16: return Tr::tr("Pure BF16 training (no FP32 master copy)");
    case K::FusedKernels: return Tr::tr("Fused kernels (Liger Kernel or torch.compile) instead of eager PyTorch");
    case K::EpOverlap: return Tr::tr("Megatron-Core's EP overlap: the expert all-to-all beside another micro-batch");
    case K::DeepEpDispatch: return Tr::tr("DeepEP dispatch instead of a plain all-to-all");
    case K::Lora: return Tr::tr("LoRA (rank %1) instead of full fine-tuning").arg(w.scenario.training.loraRank);
    case K::Qlora:
        return base.workload == engine::Workload::Lora ? Tr::tr("QLoRA (4-bit NF4 base) instead of LoRA")
                                                       : Tr::tr("QLoRA (4-bit NF4 base) instead of full fine-tuning");
    case K::SmallerModel:
        return Tr::tr("A smaller model of the same family: %1").arg(QString::fromStdString(w.scenario.modelName));
    case K::DistilledModel:
        return Tr::tr("A distilled model of %1 parameters (60% of the size)")
            .arg(formatParams(static_cast<double>(engine::countParams(w.scenario.model).total)));
    case K::MigSlices:
        return Tr::tr("MIG slices: %1 × %2 per GPU").arg(formatInteger(migCount(w)), QString::fromStdString(w.detail));
    case K::RelaxLatency:
        return Tr::tr("Allow a TPOT of up to %1 (+50%)").arg(formatMs(w.scenario.inference.tpotMs));
    case K::Disaggregate: return Tr::tr("Prefill and decode on separate replicas (disaggregated)");
    case K::Colocate: return Tr::tr("Prefill and decode together on every replica (chunked prefill)");
    case K::OtherGpu: return Tr::tr("Another GPU: %1").arg(gpuName(w.gpuId));
    case K::PcieVariant: return Tr::tr("PCIe cards instead of SXM/NVLink: %1").arg(gpuName(w.gpuId));
    case K::EthernetFabric: return Tr::tr("RoCE Ethernet instead of InfiniBand");
    case K::InfiniBandFabric: return Tr::tr("InfiniBand NDR instead of Ethernet");
    case K::RentInstead: return Tr::tr("Rent instead of buying");
    case K::BuyInstead: return Tr::tr("Buy instead of renting");
    }
    return {};
}

QString whatIfRiskText(const engine::WhatIf &w, const engine::Plan &plan, double hostGiBPerGpu)
{
    using K = engine::WhatIfKind;
    switch (w.kind) {
    case K::PrecisionBf16:
        return Tr::tr("Mixed precision rarely changes the final accuracy (FP32 master weights are kept); check the "
                      "loss curves early.");
    case K::PrecisionFp8:
        return Tr::tr("FP8 needs per-tensor scaling and a validation run against BF16 before the budget is committed.");
    case K::WeightsFp8: return Tr::tr("FP8 weights are usually within noise of BF16; validate on your evaluation set.");
    case K::WeightsInt8:
        return Tr::tr("INT8 quantisation (weights and activations where the GPU has INT8 tensor cores) usually costs less than "
                      "one point of accuracy; validate.");
    case K::WeightsInt4:
        return Tr::tr("INT4 accuracy must be validated: 4-bit models lose 1–3 points on some tasks.");
    case K::KvFp8:
    case K::KvInt8:
        return Tr::tr("An 8-bit KV cache doubles the context or batch that fits; check the quality on long contexts.");
    case K::ZeroUp:
        if (!w.baseFits)   // beside a plan that does not fit there is no time to compare with
            return Tr::tr("Sharding more state adds data-parallel traffic to each step.");
        return Tr::tr("Sharding more state adds data-parallel traffic: the step time changes by %1.")
            .arg(formatSignedPercent(w.timeDeltaPct));
    case K::OffloadOptimizer: {
        // The offload's own cost per step and, where the re-plan is faster overall, why (a GUI QA pass
        // read "-3 %" time beside "slows each step by about 2 %", and "0 GiB" for 0.2 GiB of host memory).
        const QString slowdown = formatPercent(w.slowdownPct / 100.0);
        if (hostGiBPerGpu >= 0) {
            const QString host = formatGiB(static_cast<qint64>(hostGiBPerGpu * kGiB), hostGiBPerGpu < 10 ? 1 : 0);
            if (engine::offloadCostWonBack(w))
                return Tr::tr("%1 of host memory per GPU; CPU Adam costs %2 a step, won back by the faster layout it allows.")
                    .arg(host, slowdown);
            return Tr::tr("Needs %1 of host memory per GPU and slows each step by about %2 (CPU Adam over PCIe).").arg(host, slowdown);
        }
        if (engine::offloadCostWonBack(w))
            return Tr::tr("CPU Adam costs %1 a step, won back by the faster layout the freed memory allows.").arg(slowdown);
        return Tr::tr("Needs host memory for the optimizer states and slows each step by about %1 (CPU Adam over PCIe).")
            .arg(slowdown);
    }
    case K::OffloadParams:
        // The slowdown is the step's on the GPUs the change plans, not the time change beside it, which
        // also counts fewer GPUs (a zh_TW QA pass read "+325 % time" beside "each step about 41 % slower").
        return Tr::tr("Parameters stream over PCIe: each step about %1 slower than without it on the same GPUs.")
            .arg(formatPercent(w.slowdownPct / 100.0));
    case K::RecomputeFull:
        if (!w.baseFits)
            return Tr::tr("Recomputes the forward pass: about a third more compute a step.");
        return Tr::tr("Recomputes the forward pass: %1 time.").arg(formatSignedPercent(w.timeDeltaPct));
    case K::SequenceParallel:
        return Tr::tr("No accuracy risk; needs Megatron-style tensor parallelism in the training stack.");
    case K::MicroBatchOne:
        if (!w.baseFits)
            return Tr::tr("Smaller matrices run less efficiently: slower steps.");
        return Tr::tr("Smaller matrices run less efficiently: %1 time.").arg(formatSignedPercent(w.timeDeltaPct));
    case K::Adam8bit:
        return Tr::tr("8-bit optimizer states (bitsandbytes) usually match 32-bit AdamW; validate on a short run.");
    case K::PureBf16:
        return Tr::tr("Updates smaller than BF16's resolution are lost: usual for fine-tuning (torchtune, LitGPT's "
                      "bf16-true), not for long pre-training; compare the loss curve with a mixed-precision run.");
    case K::FusedKernels:
        return Tr::tr("The same arithmetic in fewer kernels with fewer saved tensors, where the stack supports the "
                      "model (Liger Kernel, torch.compile); compare a few steps' loss with the eager run.");
    case K::EpOverlap:
        return Tr::tr("No accuracy risk; needs Megatron-Core with expert parallelism, no full recompute, and an "
                      "interleaved schedule with pipeline parallelism.");
    case K::DeepEpDispatch:
        return Tr::tr("No accuracy risk; needs the DeepEP or HybridEP library built for the cluster (NVLink, "
                      "and RDMA between nodes).");
    case K::Lora:
        return Tr::tr("Adapters train a small fraction of the weights; the quality is usually close for instruction "
                      "tuning but must be validated.");
    case K::Qlora:
        return Tr::tr("The frozen base is 4-bit: a small further quality loss and slower steps from dequantisation; "
                      "validate.");
    case K::SmallerModel:
        return Tr::tr("A different model: the quality trade-off must be validated (distillation or fine-tuning may "
                      "close part of the gap).");
    case K::DistilledModel:
        return Tr::tr("A student trained to imitate this model: distillation needs the larger model's outputs, and its "
                      "quality must be validated.");
    case K::MigSlices:
        return Tr::tr("A slice has a fraction of the GPU's compute and bandwidth: the time per token rises (about %1); "
                      "good for small models at low QPS.").arg(formatSignedPercent(w.timeDeltaPct));
    case K::RelaxLatency:
        return Tr::tr("Larger batches per replica: users see slower token streaming.");
    case K::Disaggregate:
        return Tr::tr("Two pools of replicas to size and run (vLLM, SGLang or Dynamo disaggregation); each prompt's KV "
                      "cache crosses the fabric between them.");
    case K::Colocate:
        return Tr::tr("Prompt chunks ride in the decode steps: the time per output token rises with the prompt load.");
    case K::OtherGpu: {
        // What the catalogue knows against the card, before the generic check (a QA pass saw a T4 and a
        // GeForce RTX 4090 offered as savings with the generic sentence only).
        const engine::Gpu *g = catalog().gpu(w.gpuId);
        if (g && g->consumer)
            return Tr::tr("A GeForce card: NVIDIA's GeForce driver licence does not allow data-centre deployment; "
                          "check availability and support before planning on it.");
        // Where the region's rules bind it, as its own option's warning says (a zh_CN QA pass saw the
        // H200 offered for mainland China with the generic check only).
        if (g && g->licenceIn(w.scenario.region))
            return Tr::tr("Sold into mainland China only under a US export licence, granted case by case; check the "
                          "current rules and the supplier's licence before planning on it.");
        if (g && g->unverifiedIn(w.scenario.region))
            return Tr::tr("No export ruling for mainland China was found for this GPU; check the current rules before "
                          "planning on it.");
        if (g && engine::bf16AtFp16Speed(w.scenario, *g))   // loss scaling is a training matter (a QA pass read it under serving)
            return engine::isTraining(w.scenario.workload)
                       ? Tr::tr("No BF16 tensor cores: planned in FP16 at FP16 speed (training needs loss scaling); check "
                                "availability and software support before planning on it.")
                       : Tr::tr("No BF16 tensor cores: served in FP16 at FP16 speed; check availability and software "
                                "support before planning on it.");
        return Tr::tr("Check availability, lead time and software support for this GPU before planning on it.");
    }
    case K::PcieVariant:
        // Tensor parallelism is what PCIe slows; at TP 1 the time moves with the count (a zh_TW QA pass
        // read "tensor parallelism crosses PCIe (-32 % time here)" for one more GPU at TP 1).
        if (w.tp <= 1)
            return Tr::tr("Cheaper servers without NVSwitch: this layout has no tensor parallelism for PCIe to slow.");
        return Tr::tr("Cheaper servers, but no NVSwitch: tensor parallelism (TP %1) crosses PCIe (%2 time here).")
            .arg(w.tp)
            .arg(formatSignedPercent(w.timeDeltaPct));
    case K::EthernetFabric:
        return Tr::tr("Lossless Ethernet needs careful tuning (PFC, ECN): %1 time in the model.")
            .arg(formatSignedPercent(w.timeDeltaPct, 1));
    case K::InfiniBandFabric:
        return Tr::tr("Faster collectives at a higher network price: %1 time.").arg(formatSignedPercent(w.timeDeltaPct, 1));
    case K::RentInstead:
    case K::BuyInstead: {
        const engine::Option *base = engine::comparedOption(plan);
        const engine::CostEstimate *bought = base ? engine::purchaseCost(*base) : nullptr;
        if (bought && engine::breakEvenBeyondLife(*bought))
            //: %1: months until the purchase pays back; %2: the depreciation period in years ("4"); %3: the horizon
            return Tr::tr("Break-even after %1 of use, beyond the %2-year depreciation; the horizon here is %3.")
                .arg(formatMonths(*bought->breakEvenMonths), formatYears(bought->depreciationYears),
                     formatMonths(bought->horizonMonths));
        if (bought && bought->breakEvenMonths)
            return Tr::tr("Break-even after %1 of use; the horizon here is %2.")
                .arg(formatMonths(*bought->breakEvenMonths), formatMonths(bought->horizonMonths));
        return Tr::tr("At these prices renting stays cheaper than owning for any horizon.");
    }
    }
    return {};
}

QString qualityTradeOffText()
{
    return Tr::tr("Quality trade-off: validate before relying on it");
}

namespace {

// The horizon every what-if's cost change is over: the compared option's purchase's (engine::horizonCost).
std::optional<double> whatIfHorizonMonths(const engine::Plan &plan)
{
    const engine::Option *base = engine::comparedOption(plan);
    const engine::CostEstimate *c = base ? engine::purchaseCost(*base) : nullptr;
    return c ? std::optional<double>(c->horizonMonths) : std::nullopt;
}

} // namespace

QString whatIfCostBasisText(const engine::Scenario &s, const engine::Plan &plan)
{
    const bool buying = s.budget.acquisition == engine::Acquisition::Buy;
    if (engine::isOneOffJob(s))
        return buying ? Tr::tr("Change in the cost of the one-off job: buying the hardware and running it for the job; "
                               "negative saves money.")
                      : Tr::tr("Change in the rent for the one-off job; negative saves money.");
    // No cost on the compared option (a fixed count that does not fit): no money to change, no
    // basis to state (a QA pass read "over the 0-month horizon").
    const std::optional<double> horizon = whatIfHorizonMonths(plan);
    if (!horizon)
        return {};
    const int months = static_cast<int>(std::lround(*horizon));
    //: %1: the horizon in months, e.g. "36-month"
    return buying ? Tr::tr("Change in the cost over the %1-month horizon: the purchase, power, hosting and staff; negative "
                           "saves money.").arg(months)
                  //: %1: the horizon in months
                  : Tr::tr("Change in the rent over the %1-month horizon, at the utilisation; negative saves money.").arg(months);
}

QString whatIfCostHeader(const engine::Scenario &s, const engine::Plan &plan)
{
    // What the column's money is, in the header itself: the comparison's "Cost" is the purchase, this
    // one a change over the horizon (a QA pass read both as 成本).
    const bool buying = s.budget.acquisition == engine::Acquisition::Buy;
    if (engine::isOneOffJob(s))
        return buying ? Tr::tr("Job cost change") : Tr::tr("Job rent change");
    const std::optional<double> months = whatIfHorizonMonths(plan);
    if (!months)
        return buying ? Tr::tr("Cost change") : Tr::tr("Rent change");
    //: a column header: %1 the horizon, e.g. "48 months"
    return buying ? Tr::tr("Cost change over %1").arg(formatMonths(*months))
                  //: a column header: %1 the horizon, e.g. "48 months"
                  : Tr::tr("Rent change over %1").arg(formatMonths(*months));
}

QString ruleTopicName(engine::RuleTopic t)
{
    using T = engine::RuleTopic;
    switch (t) {
    case T::WeightsArithmetic: return Tr::tr("Weight memory");
    case T::GpusByScale: return Tr::tr("GPUs by model scale");
    case T::MemoryPerCard: return Tr::tr("Memory per card");
    case T::A100VsH100: return Tr::tr("A100 vs H100");
    case T::Headroom: return Tr::tr("Memory headroom");
    case T::Interconnect: return Tr::tr("NVLink vs PCIe");
    case T::RentVsBuy: return Tr::tr("Rent vs buy");
    case T::ServingTier: return Tr::tr("Serving configuration");
    case T::MemoryRatio: return Tr::tr("Training vs serving memory");
    case T::Precision: return Tr::tr("Precision and GPU count");
    case T::Parallelism: return Tr::tr("Parallelism and offload");
    case T::TrainingDays: return Tr::tr("Training days");
    case T::ComputePeak: return Tr::tr("Compute figures");
    case T::LinkBandwidth: return Tr::tr("Link bandwidth");
    case T::GpuChoice: return Tr::tr("GPU choice");
    case T::Power: return Tr::tr("Power");
    case T::Mig: return Tr::tr("MIG");
    case T::Multimodal: return Tr::tr("Multimodal models");
    }
    return {};
}

namespace {

QString value(const engine::RuleOfThumb &r, std::size_t i, int decimals = 0)
{
    return formatNumber(i < r.values.size() ? r.values[i] : 0.0, decimals);
}

QString appliedNote(const engine::RuleOfThumb &r, const QString &text)
{
    return r.applied ? Tr::tr("%1 (the guide's tier rule, applied to this size)").arg(text) : text;
}

QString peakName(const engine::RuleOfThumb &r)
{
    return r.unit == "TOPS" ? Tr::tr("INT8") : Tr::tr("FP16");
}

} // namespace

QString ruleGuideText(const engine::RuleOfThumb &r)
{
    using T = engine::RuleTopic;
    const std::string &id = r.id;
    switch (r.topic) {
    case T::WeightsArithmetic: {
        const QString dtype = value(r, 0) == QLatin1String("4") ? Tr::tr("FP32") : value(r, 0) == QLatin1String("2") ? Tr::tr("BF16") : Tr::tr("INT8");
        return Tr::tr("A 10B model in %1 needs %2 GB").arg(dtype, formatNumber(r.guideLow, r.guideLow == std::round(r.guideLow) ? 0 : 1));
    }
    case T::GpusByScale:
        if (r.guideLow >= 64)
            return appliedNote(r, Tr::tr("100B and more: 64 or more GPUs on InfiniBand"));
        if (r.guideLow >= 16)
            return appliedNote(r, Tr::tr("10B–100B: 16–32 GPUs with NVLink"));
        if (r.guideLow > 0)
            return appliedNote(r, Tr::tr("0.1–1B: 4–8 GPUs"));
        return Tr::tr("1–10B: the guides give no GPU count");
    case T::ServingTier:
        if (r.guideLow >= 4)
            return appliedNote(r, Tr::tr("100–1000 QPS: 4–8 H100 80GB"));
        if (r.guideLow >= 2)
            return appliedNote(r, Tr::tr("10–100 QPS: 2–4 A100 40GB"));
        return appliedNote(r, Tr::tr("Up to 10 QPS: 1–2 L40 48GB with INT8"));
    case T::MemoryPerCard:
        return appliedNote(r, r.guideHigh > r.guideLow
                                  ? Tr::tr("%1–%2 GB per card at this scale").arg(formatNumber(r.guideLow, 0), formatNumber(r.guideHigh, 0))
                                  : Tr::tr("%1 GB or more per card at this scale").arg(formatNumber(r.guideLow, 0)));
    case T::A100VsH100: return Tr::tr("An H100 is %1× an A100 for training").arg(formatNumber(r.guideLow, 0));
    case T::Headroom:
        return Tr::tr("Keep %1–%2 of the memory spare").arg(formatNumber(r.guideLow, 0), formatPercent(r.guideHigh / 100.0));
    case T::Interconnect:
        return Tr::tr("NVLink trains %1–%2 faster than PCIe 4.0").arg(formatNumber(r.guideLow, 0), formatPercent(r.guideHigh / 100.0));
    case T::RentVsBuy: return Tr::tr("Rent for 1–3 month projects, buy beyond 6 months");
    case T::MemoryRatio: return Tr::tr("Training needs 2–4× the memory of inference");
    case T::Precision:
        if (id == "int8_gpus")
            return Tr::tr("INT8 serving needs 70% fewer GPUs");
        return Tr::tr("Mixed precision needs 40–50% fewer GPUs");
    case T::Parallelism:
        if (id == "offload_gpus")
            return Tr::tr("ZeRO-Offload needs 20–30% fewer GPUs");
        return Tr::tr("3D parallelism reduces the GPU count");
    case T::TrainingDays: return Tr::tr("10B: 4 H100 finish in 10–15 days, 8 A100 in 45–60 days");
    case T::ComputePeak:
        // The guide's own name for the part ("H100"), from the rule id.
        return Tr::tr("%1 %2: %3 %4")
            .arg(QString::fromStdString(id.substr(0, id.find('_'))).toUpper(), peakName(r), QString::number(r.guideLow, 'f', 0),
                 QString::fromStdString(r.unit));
    case T::LinkBandwidth:
        if (id == "nvswitch_bandwidth")
            return Tr::tr("NVSwitch: 6400 GB/s");
        if (id == "a100_nvlink")
            return Tr::tr("A100 NVLink: 400 GB/s");
        if (id == "infiniband_units")
            return Tr::tr("InfiniBand HDR 200 GB/s, NDR 400 GB/s");
        if (id == "ethernet_units")
            return Tr::tr("100G Ethernet: 100 GB/s");
        if (id == "infiniband_wanzhao")
            return Tr::tr("InfiniBand bandwidth is “10-gigabit class” (万兆级)");
        if (id == "nvlink_vs_pcie")
            return Tr::tr("NVLink has 3–5× the bandwidth of PCIe 4.0");
        return Tr::tr("Memory bandwidth affects transfers between cards");
    case T::GpuChoice:
        if (id == "h100_160gb")
            return Tr::tr("Efficient plan: 8–32 “H100 160GB”");
        if (id == "h20_training")
            return Tr::tr("H20 as a top card for training 100B and larger models");
        return Tr::tr("A 10B model in INT8 (93 GB) needs two L40 48GB to serve");
    case T::Power: return Tr::tr("8 H100 need a power supply of 3000 W or more");
    case T::Mig:
        if (id == "mig_training")
            return Tr::tr("Slice the GPUs with MIG for training jobs");
        return Tr::tr("MIG turns a GPU into vGPUs");
    case T::Multimodal: return Tr::tr("Multimodal models need 20–50% more GPUs than text models of the same size");
    }
    return {};
}

namespace {
QString ruleFigureText(const engine::RuleOfThumb &r, const engine::Plan &plan);
} // namespace

// A fact of full training shown for a LoRA or QLoRA scenario says so (a QA pass read "18 bytes per
// parameter" in a QLoRA report whose optimizer held 1.6 GiB).
QString ruleEngineText(const engine::RuleOfThumb &r, const engine::Plan &plan)
{
    const QString text = ruleFigureText(r, plan);
    //: a guide claim's true figure, stated for full training because the scenario trains LoRA adapters
    if (r.fullTraining)
        return Tr::tr("In full training: %1").arg(text);
    //: a guide claim's true figure, stated for mixed precision because the scenario keeps no FP32 master copy
    return r.withFp32Master ? Tr::tr("With an FP32 master copy: %1").arg(text) : text;
}

namespace {
QString ruleFigureText(const engine::RuleOfThumb &r, const engine::Plan &plan)
{
    using T = engine::RuleTopic;
    const std::string &id = r.id;
    const engine::Option *o = engine::comparedOption(plan);
    switch (r.topic) {
    case T::WeightsArithmetic: {
        const double params = static_cast<double>(plan.params.total);
        const double bytes = r.values.size() > 2 ? r.values[2] : 0;
        return Tr::tr("10B × %1 bytes = %2 GB. This model: %3 parameters × %4 bytes = %5 GB")
            .arg(value(r, 0), value(r, 1), formatParams(params), formatNumber(bytes, bytes == std::round(bytes) ? 0 : 2),
                 formatNumber(r.engine, 1));
    }
    case T::GpusByScale:
    case T::ServingTier:
        if (o && r.topic == T::ServingTier && r.engine <= 0 && !r.values.empty() && r.values[0] > 0)
            // it fits, but no count within the GPU limit serves the target rate
            return Tr::tr("No count within the GPU limit serves the load");
        if (!o || r.engine <= 0)
            return Tr::tr("No option fits");
        if (o->training)
            return Tr::tr("%1 × %2 finish in %3").arg(formatInteger(static_cast<qint64>(r.engine)), shortGpuName(o->gpuId),
                                                     formatDays(o->training->days));
        return Tr::tr("%1 × %2 serve the load").arg(formatInteger(static_cast<qint64>(r.engine)), shortGpuName(o->gpuId));
    case T::MemoryPerCard:
        // In the guide's decimal GB, beside the card's own usable GB: "83 GB" alone read as more than
        // an "80 GB" card holds (it has 85.9 GB). With the table's GiB beside them: "69 GB usable" on
        // a 64 GB Ascend 910B read as a mistake (a QA pass; it is 64.0 GiB).
        if (!o)
            return Tr::tr("No option fits");
        return Tr::tr("%1 GB of %2 GB usable per GPU (%3 of %4 in the table), across %5")
            .arg(formatNumber(r.engine, 0), formatNumber(static_cast<double>(o->usableBytes) / 1e9, 0),
                 formatGiB(o->memory.total()), formatGiB(o->usableBytes), formatGpuCount(o->gpuCount));
    case T::A100VsH100:
        if (r.engine <= 0)
            return Tr::tr("Not comparable here: A100 or H100 does not fit at this GPU count");
        return Tr::tr("An H100 is %1× an A100 for this scenario").arg(formatNumber(r.engine, 1));
    case T::Headroom:
        // At a fixed count the option is the fastest layout on that count, not the fewest GPUs that fit.
        // The option compared is not always recommended (none is where no GPU is sold in the region: a
        // zh_CN QA pass read "the recommended purchase" beside "no option is recommended").
        if (o && o->training && o->fixedCount)
            //: %1, %2: shares of memory; %3: a GPU name
            return Tr::tr("%1 of the usable memory is spare on the purchase of %3 (%2 with the fastest layout on the fixed count)")
                .arg(formatPercent(r.engine / 100.0), formatPercent(r.values.empty() ? 0 : r.values[0] / 100.0), gpuName(r.gpu));
        if (o && o->training)
            //: %1, %2: shares of memory; %3: a GPU name
            return Tr::tr("%1 of the usable memory is spare on the purchase of %3 (%2 at the minimum that fits)")
                .arg(formatPercent(r.engine / 100.0), formatPercent(r.values.empty() ? 0 : r.values[0] / 100.0), gpuName(r.gpu));
        return Tr::tr("%1 of the serving engine's memory is free at the planned batch").arg(formatPercent(r.engine / 100.0));
    case T::Interconnect:
        if (r.values.size() > 1 && r.values[1] == 0)
            return Tr::tr("Not comparable: A100 SXM or A100 PCIe does not fit on %1").arg(formatGpuCount(static_cast<qint64>(r.values[0])));
        // The count is the rule's own, which the plan does not use: say where it comes from (a zh_TW QA
        // pass read "on 224 GPUs" beside a plan of 216 A100).
        //: %1: a share; %2: a GPU count, the fewest whole servers on which both A100 variants fit the model
        return Tr::tr("NVLink (A100 SXM) is %1 faster than PCIe (A100 PCIe) on %2 here, the fewest GPUs in whole servers that both fit on")
            .arg(formatPercent(r.engine / 100.0), formatGpuCount(static_cast<qint64>(r.values.empty() ? 8 : r.values[0])));
    case T::RentVsBuy:
        if (r.engine >= 0)
            return Tr::tr("Buying pays back after %1 of use").arg(formatMonths(r.engine));
        return Tr::tr("Renting stays cheaper at these prices");
    case T::MemoryRatio:
        return Tr::tr("The model states alone are %1 bytes per parameter against 2 for BF16 weights: %2×, before activations")
            .arg(value(r, 0), formatNumber(r.engine, 0));
    case T::Precision:
        if (id == "int8_gpus") {
            if (r.values.size() > 2 && r.values[2] == 0)
                return Tr::tr("Not comparable: BF16 or INT8 weights do not fit");
            return Tr::tr("%1 in BF16, %2 in INT8 for this scenario on %3")
                .arg(formatGpuCount(static_cast<qint64>(r.values[0])), formatGpuCount(static_cast<qint64>(r.values[1])), shortGpuName(r.gpu));
        }
        return Tr::tr("Model states: %1 bytes per parameter in FP32, %2 in BF16 mixed precision; the memory floor does not fall")
            .arg(value(r, 0), value(r, 1));
    case T::Parallelism:
        if (id == "offload_gpus")
            return Tr::tr("Offloading the optimizer moves %1 of %2 bytes per parameter to host memory (%3 of the model states)")
                .arg(value(r, 0), value(r, 1), formatPercent(r.engine / 100.0));
        return Tr::tr("%1 GB of model states need at least %2 × %3, whatever the layout")
            .arg(value(r, 0), formatInteger(static_cast<qint64>(r.engine)), shortGpuName(r.gpu));
    case T::TrainingDays:
        if (r.values.size() < 6)
            return {};
        return Tr::tr("Those days hold only %1–%2 tokens on the H100s and %3–%4 on the A100s; %5 (20 per parameter) take %6 and %7")
            .arg(formatTokenCount(r.values[0] * 1e9), formatTokenCount(r.values[1] * 1e9), formatTokenCount(r.values[2] * 1e9),
                 formatTokenCount(r.values[3] * 1e9), formatTokens(200e9), formatDays(r.values[4]), formatDays(r.values[5]));
    case T::ComputePeak:
        return Tr::tr("%1 %2 dense (%3 with 2:4 sparsity)")
            .arg(formatNumber(r.engine, r.engine == std::round(r.engine) ? 0 : 1), QString::fromStdString(r.unit), value(r, 0));
    case T::LinkBandwidth:
        if (id == "nvswitch_bandwidth")
            return Tr::tr("Each H100 reaches the others at %1 GB/s (NVLink 4, both directions)").arg(formatNumber(r.engine, 0));
        if (id == "a100_nvlink")
            return Tr::tr("A100 SXM: %1 GB/s; %2 GB/s is the A800, its export variant").arg(formatNumber(r.engine, 0), value(r, 0));
        if (id == "infiniband_units")
            return Tr::tr("HDR 200 Gb/s = %1 GB/s per port; NDR 400 Gb/s = %2 GB/s per port").arg(formatNumber(r.engine, 0), value(r, 0));
        if (id == "ethernet_units")
            return Tr::tr("100 Gb/s = %1 GB/s per port").arg(formatNumber(r.engine, 1));
        if (id == "infiniband_wanzhao")
            return Tr::tr("万兆 means 10 Gb/s; HDR and NDR ports run at %1 and %2 Gb/s, 20–40 times that")
                .arg(formatNumber(r.engine, 0), value(r, 0));
        if (id == "nvlink_vs_pcie")
            return Tr::tr("A100 NVLink vs PCIe 4.0 x16 (64 GB/s): %1×; H100 NVLink: %2× PCIe 4.0, %3× PCIe 5.0")
                .arg(formatNumber(r.engine, 1), value(r, 0), value(r, 1));
        return Tr::tr("H100: %1 GB/s to its own HBM, %2 GB/s to the other GPUs over NVLink").arg(formatNumber(r.engine, 0), value(r, 0));
    case T::GpuChoice:
        if (id == "h100_160gb")
            return Tr::tr("The largest H100 has %1 GB; H200 has %2 GB, B200 %3 GB").arg(formatNumber(r.engine, 0), value(r, 0), value(r, 1));
        if (id == "h20_training")
            return Tr::tr("H20: %1 dense BF16 TFLOPS (H100: %2), %3 GB at %4 GB/s")
                .arg(formatNumber(r.engine, 0), value(r, 0, 1), value(r, 1), value(r, 2));
        return Tr::tr("10B in INT8 is %1 GB of weights; gpuplan serves 10 QPS on %2 L40")
            .arg(value(r, 0), formatInteger(static_cast<qint64>(r.engine)));
    case T::Power:
        return Tr::tr("8 × %1 W = %2 W for the GPUs alone; a DGX H100 is rated %3 kW")
            .arg(formatNumber(r.engine / 8.0, 0), formatNumber(r.engine, 0), value(r, 0, 1));
    case T::Mig:
        if (id == "mig_training")
            return Tr::tr("The smallest A100 80GB slice has %1 GB; a 10B model's training states alone are %2 GB")
                .arg(formatNumber(r.engine, 0), value(r, 0));
        return Tr::tr("MIG splits an A100 or H100 into up to %1 hardware partitions, each with its own memory (the smallest %2 GB)")
            .arg(formatNumber(r.engine, 0), value(r, 0));
    case T::Multimodal:
        return Tr::tr("gpuplan plans the vision tower and the image tokens themselves: choose a multimodal model to see them");
    }
    return {};
}
} // namespace

QString ruleWhyText(const engine::RuleOfThumb &r, const engine::Plan &plan)
{
    Q_UNUSED(plan)
    using T = engine::RuleTopic;
    const std::string &id = r.id;
    switch (r.topic) {
    case T::WeightsArithmetic:
        return Tr::tr("The guide divided the bytes by 2³⁰ and slipped the decimal point: its figures are about %1× too high.")
            .arg(formatNumber(r.guideLow / std::max(1e-9, r.values.size() > 1 ? r.values[1] : 1.0), 1));
    case T::GpusByScale:
        return Tr::tr("The tiers ignore the token budget and the deadline; the GPU count follows from memory (the minimum) "
                      "and from the days you allow.");
    case T::ServingTier:
        return Tr::tr("Tiers ignore the model size, the sequence lengths and the latency limits; gpuplan sizes the "
                      "batch per replica and the replicas from them.");
    case T::MemoryPerCard:
        return Tr::tr("No card has to hold the model: tensor, pipeline and ZeRO sharding spread it, so the memory per card "
                      "is a layout choice.");
    case T::A100VsH100:
        return Tr::tr("The dense BF16 peak is %1 vs %2 TFLOPS (%3×); communication and memory-bound work shrink the gain, "
                      "FP8 raises it.")
            .arg(value(r, 0, 1), value(r, 1), formatNumber(r.values.size() > 1 && r.values[1] > 0 ? r.values[0] / r.values[1] : 0, 1));
    case T::Headroom:
        if (const engine::Option *o = engine::comparedOption(plan); r.values.size() > 1 && o && o->training) {
            if (o->fixedCount)
                return Tr::tr("gpuplan already counts the CUDA context, the NCCL buffers and the allocator's reserve; it keeps "
                              "at least %1 of the usable memory free where it chooses the GPU count, not on a count you fix.")
                    .arg(formatPercent(r.values[1] / 100.0));
            return Tr::tr("gpuplan already counts the CUDA context, the NCCL buffers and the allocator's reserve; the "
                          "purchase it plans keeps at least %1 of the usable memory free.")
                .arg(formatPercent(r.values[1] / 100.0));
        }
        return Tr::tr("The serving engine reserves %1 of the memory itself (its memory fraction); the KV cache fills the "
                      "rest by design.")
            .arg(formatPercent(r.values.size() > 1 ? r.values[1] / 100.0 : 0));
    case T::Interconnect:
        return Tr::tr("The gain depends on how much tensor parallelism the model needs: small models shard with ZeRO "
                      "and barely notice.");
    case T::RentVsBuy:
        return Tr::tr("The break-even follows from the purchase, energy, hosting, utilisation and rental prices, which "
                      "change monthly; it is not a fixed rule.");
    case T::MemoryRatio:
        return Tr::tr("Mixed-precision Adam keeps the weights, the gradients, an fp32 master copy and two fp32 moments "
                      "for every parameter.");
    case T::Precision:
        if (id == "int8_gpus")
            return Tr::tr("Only the weight bytes halve; the KV cache, the activations and the compute per token often "
                          "decide the count.");
        return Tr::tr("Mixed precision keeps an fp32 master copy and fp32 moments; it saves time (tensor cores) and "
                      "activation memory, not the model states.");
    case T::Parallelism:
        if (id == "offload_gpus")
            return Tr::tr("The saving depends on how much of the memory is optimizer state, and each step then waits on "
                          "PCIe and the CPU; the “How to use fewer GPUs” list re-plans it for this scenario.");
        return Tr::tr("Parallelism spreads memory and work over the GPUs; it never lowers the memory floor of the model "
                      "states (offload and smaller states do).");
    case T::TrainingDays:
        return Tr::tr("The guide never states the tokens, so its days cannot be checked; training time is tokens × 6 × "
                      "parameters / sustained FLOP/s.");
    case T::ComputePeak:
        if (id == "h100_fp16_tflops")
            return Tr::tr("3351 is its memory bandwidth in GB/s (3.35 TB/s), not a compute figure.");
        if (id == "a100_fp16_tflops")
            return Tr::tr("624 is the figure with 2:4 structured sparsity, which training does not use.");
        if (id == "mi250x_fp16_tflops")
            return Tr::tr("No GPU of its generation comes near 4800; AMD's datasheet gives 383.");
        if (id == "a30_fp16_tflops")
            return Tr::tr("193 matches neither the dense (165) nor the sparse (330) figure.");
        if (id == "l40_int8_tops")
            return Tr::tr("149 is below even its FP16 figure (181); INT8 runs at twice the FP16 rate.");
        return Tr::tr("1289 matches no H100 variant; the SXM part does 1979 dense.");
    case T::LinkBandwidth:
        if (id == "nvswitch_bandwidth")
            return Tr::tr("A switch's aggregate bandwidth is not what one GPU gets; the per-GPU NVLink bandwidth limits its "
                          "collectives.");
        if (id == "a100_nvlink")
            return Tr::tr("The guide quotes the A800's reduced NVLink for the A100.");
        if (id == "infiniband_units" || id == "ethernet_units")
            return Tr::tr("Network ports are rated in gigabits per second; a byte is 8 bits.");
        if (id == "infiniband_wanzhao")
            return Tr::tr("10 Gb/s is a server's front-end Ethernet; a training fabric is 20–40 times faster per port.");
        if (id == "nvlink_vs_pcie")
            return Tr::tr("Both directions counted on both sides: PCIe 4.0 x16 is 64 GB/s, PCIe 5.0 x16 128 GB/s.");
        return Tr::tr("HBM bandwidth feeds the GPU's own cores; traffic between cards runs over NVLink, PCIe or the network.");
    case T::GpuChoice:
        if (id == "h100_160gb")
            return Tr::tr("There is no 160 GB H100; a plan built on it cannot be bought.");
        if (id == "h20_training")
            return Tr::tr("An export-compliant part with H100-class memory but about a seventh of its compute: a serving "
                          "card, slow for training.");
        if (r.engine <= 1)
            return Tr::tr("The guide's “93 GB” of INT8 weights is the decimal-point slip; 10 GB leaves most of one L40 for "
                          "the KV cache.");
        return Tr::tr("The guide's “93 GB” of INT8 weights is the decimal-point slip: one L40 holds the weights; the "
                      "second is for throughput, not memory.");
    case T::Power:
        return Tr::tr("The GPUs alone draw almost twice the guide's figure; CPUs, NICs, fans and conversion losses come on top.");
    case T::Mig:
        if (id == "mig_training")
            return Tr::tr("MIG slices suit many small inference or notebook jobs; a slice has a fraction of the memory and "
                          "compute and no NVLink.");
        return Tr::tr("vGPU is a separate, licensed time-slicing product; MIG partitions are fixed in hardware and do not "
                      "share memory.");
    case T::Multimodal:
        return Tr::tr("The extra cost follows from the tower's size and the image tokens per sample; it is not a fixed "
                      "percentage.");
    }
    return {};
}

QString ruleSourceText(const engine::RuleOfThumb &r)
{
    using T = engine::RuleTopic;
    const std::string &id = r.id;
    switch (r.topic) {
    case T::WeightsArithmetic: return Tr::tr("Arithmetic: parameters × bytes per parameter");
    case T::GpusByScale:
    case T::ServingTier:
    case T::MemoryPerCard: return Tr::tr("This scenario's plan");
    case T::A100VsH100: return Tr::tr("This scenario re-planned on A100 and H100; NVIDIA A100 and H100 datasheets");
    case T::Headroom: return Tr::tr("gpuplan's headroom policy (docs/model.md §6.6)");
    case T::Interconnect: return Tr::tr("This scenario re-planned on A100 SXM and A100 PCIe");
    case T::RentVsBuy: return Tr::tr("This scenario's cost estimate (the built-in price list)");
    case T::MemoryRatio: return Tr::tr("Model states (docs/model.md §2.1)");
    case T::Precision:
        if (id == "int8_gpus")
            return Tr::tr("This scenario re-planned with BF16 and with INT8 weights");
        return Tr::tr("Model states (docs/model.md §2.1)");
    case T::Parallelism:
        if (id == "offload_gpus")
            return Tr::tr("Model states (docs/model.md §2.1); ZeRO-Offload (Ren et al., 2021)");
        return Tr::tr("Model states (docs/model.md §2.1)");
    case T::TrainingDays: return Tr::tr("A 10B decoder planned on 4 H100 and on 8 A100 (BF16, 4096-token sequences)");
    case T::ComputePeak: return Tr::tr("%1 datasheet").arg(gpuName(r.gpu));
    case T::LinkBandwidth:
        if (id == "a100_nvlink")
            return Tr::tr("NVIDIA A100 and A800 datasheets");
        if (id == "infiniband_units" || id == "infiniband_wanzhao")
            return Tr::tr("InfiniBand Trade Association specifications");
        if (id == "ethernet_units")
            return Tr::tr("IEEE 802.3 Ethernet standard");
        if (id == "nvlink_vs_pcie")
            return Tr::tr("PCI-SIG specifications; NVIDIA A100 and H100 datasheets");
        return Tr::tr("NVIDIA H100 datasheet");
    case T::GpuChoice:
        if (id == "h100_160gb")
            return Tr::tr("NVIDIA H100, H200 and B200 datasheets");
        if (id == "h20_training")
            return Tr::tr("NVIDIA H20 specifications");
        return Tr::tr("A 10B decoder planned at 10 QPS with INT8 weights on L40");
    case T::Power: return Tr::tr("NVIDIA H100 and DGX H100 datasheets");
    case T::Mig: return Tr::tr("NVIDIA MIG user guide");
    case T::Multimodal: return Tr::tr("Multimodal towers (docs/model.md)");
    }
    return {};
}

} // namespace gpuplan::ui
