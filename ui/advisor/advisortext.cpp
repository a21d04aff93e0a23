// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisortext.h"

#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "uitr.h"

#include <cmath>

namespace gpuplan::ui {

const engine::Option *advisorBaseOption(const engine::Plan &p)
{
    for (const engine::Option &o : p.options)
        if (o.gpuId == p.recommendedGpu)
            return &o;
    for (const engine::Option &o : p.options)
        if (o.fits)
            return &o;
    return p.options.empty() ? nullptr : &p.options.front();
}

namespace {

int migCount(const engine::WhatIf &w)
{
    if (const engine::Gpu *g = catalog().gpu(w.gpuId))
        for (const engine::MigProfile &p : g->migProfiles)
            if (p.name == w.detail)
                return p.count;
    return 0;
}

QString shortGpuName(const std::string &id)
{
    QString n = gpuName(id);
    n.remove(QStringLiteral("NVIDIA "));
    return n;
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
    case K::Lora: return Tr::tr("LoRA (rank %1) instead of full fine-tuning").arg(w.scenario.training.loraRank);
    case K::Qlora:
        return base.workload == engine::Workload::Lora ? Tr::tr("QLoRA (4-bit NF4 base) instead of LoRA")
                                                       : Tr::tr("QLoRA (4-bit NF4 base) instead of full fine-tuning");
    case K::SmallerModel:
        return Tr::tr("A smaller model of the same family: %1").arg(QString::fromStdString(w.scenario.modelName));
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
        return Tr::tr("INT8 weight-only quantisation usually costs less than one point of accuracy; validate.");
    case K::WeightsInt4:
        return Tr::tr("INT4 accuracy must be validated: 4-bit models lose 1–3 points on some tasks.");
    case K::KvFp8:
    case K::KvInt8:
        return Tr::tr("An 8-bit KV cache doubles the context or batch that fits; check the quality on long contexts.");
    case K::ZeroUp:
        return Tr::tr("Sharding more state adds data-parallel traffic: the step time changes by %1.")
            .arg(formatSignedPercent(w.timeDeltaPct));
    case K::OffloadOptimizer:
        if (hostGiBPerGpu >= 0)
            return Tr::tr("Needs %1 of host memory per GPU and slows each step by about %2 (CPU Adam over PCIe).")
                .arg(formatGiB(static_cast<qint64>(hostGiBPerGpu * kGiB), 0), formatPercent(w.slowdownPct / 100.0));
        return Tr::tr("Needs host memory for the optimizer states and slows each step by about %1 (CPU Adam over PCIe).")
            .arg(formatPercent(w.slowdownPct / 100.0));
    case K::OffloadParams:
        return Tr::tr("Parameters stream over PCIe every step: about %1 slower; only worth it when GPUs are the "
                      "constraint.").arg(formatPercent(w.slowdownPct / 100.0));
    case K::RecomputeFull:
        return Tr::tr("Recomputes the forward pass: %1 time.").arg(formatSignedPercent(w.timeDeltaPct));
    case K::SequenceParallel:
        return Tr::tr("No accuracy risk; needs Megatron-style tensor parallelism in the training stack.");
    case K::MicroBatchOne:
        return Tr::tr("Smaller matrices run less efficiently: %1 time.").arg(formatSignedPercent(w.timeDeltaPct));
    case K::Adam8bit:
        return Tr::tr("8-bit optimizer states (bitsandbytes) usually match 32-bit AdamW; validate on a short run.");
    case K::Lora:
        return Tr::tr("Adapters train a small fraction of the weights; the quality is usually close for instruction "
                      "tuning but must be validated.");
    case K::Qlora:
        return Tr::tr("The frozen base is 4-bit: a small further quality loss and slower steps from dequantisation; "
                      "validate.");
    case K::SmallerModel:
        return Tr::tr("A different model: the quality trade-off must be validated (distillation or fine-tuning may "
                      "close part of the gap).");
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
    case K::OtherGpu:
        return Tr::tr("Check availability, lead time and software support for this GPU before planning on it.");
    case K::PcieVariant:
        return Tr::tr("Cheaper servers, but no NVSwitch: tensor parallelism crosses PCIe (%1 time here).")
            .arg(formatSignedPercent(w.timeDeltaPct));
    case K::EthernetFabric:
        return Tr::tr("Cheaper switches; lossless Ethernet needs careful tuning: %1 time in the model.")
            .arg(formatSignedPercent(w.timeDeltaPct, 1));
    case K::InfiniBandFabric:
        return Tr::tr("Faster collectives at a higher network price: %1 time.").arg(formatSignedPercent(w.timeDeltaPct, 1));
    case K::RentInstead:
    case K::BuyInstead: {
        const engine::Option *base = advisorBaseOption(plan);
        if (base && base->cost && base->cost->breakEvenMonths)
            return Tr::tr("Break-even after %1 of use; the horizon here is %2.")
                .arg(formatMonths(*base->cost->breakEvenMonths), formatMonths(base->cost->horizonMonths));
        return Tr::tr("At these prices renting stays cheaper than owning for any horizon.");
    }
    }
    return {};
}

QString qualityTradeOffText()
{
    return Tr::tr("Quality trade-off: validate before relying on it");
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
    }
    return {};
}

QString ruleGuideText(const engine::RuleOfThumb &r)
{
    using T = engine::RuleTopic;
    switch (r.topic) {
    case T::WeightsArithmetic: return Tr::tr("Weights: %1 GB").arg(formatNumber(r.guideLow, 0));
    case T::GpusByScale:
        if (r.guideLow >= 64)
            return Tr::tr("100B+: 64 or more GPUs on InfiniBand");
        if (r.guideLow >= 16)
            return Tr::tr("About 10B: 16–32 GPUs with NVLink");
        return Tr::tr("0.1–1B: 4–8 GPUs");
    case T::ServingTier:
        if (r.guideLow >= 4)
            return Tr::tr("100–1000 QPS: 4–8 H100 80GB");
        if (r.guideLow >= 2)
            return Tr::tr("10–100 QPS: 2–4 A100 40GB");
        return Tr::tr("Up to 10 QPS: 1–2 L40 48GB with INT8");
    case T::MemoryPerCard: return Tr::tr("About %1 GB per card at this scale").arg(formatNumber(r.guideLow, 0));
    case T::A100VsH100: return Tr::tr("An H100 is %1× an A100 for training").arg(formatNumber(r.guideLow, 0));
    case T::Headroom:
        return Tr::tr("Keep %1–%2 of the memory spare").arg(formatNumber(r.guideLow, 0), formatPercent(r.guideHigh / 100.0));
    case T::Interconnect:
        return Tr::tr("NVLink trains %1–%2 faster than PCIe 4.0").arg(formatNumber(r.guideLow, 0),
                                                                      formatPercent(r.guideHigh / 100.0));
    case T::RentVsBuy: return Tr::tr("Rent for 1–3 month projects, buy beyond 6 months");
    }
    return {};
}

QString ruleEngineText(const engine::RuleOfThumb &r, const engine::Plan &plan)
{
    using T = engine::RuleTopic;
    const engine::Option *o = advisorBaseOption(plan);
    switch (r.topic) {
    case T::WeightsArithmetic: {
        const double params = static_cast<double>(plan.params.total);
        const double bytes = params > 0 ? r.engine * 1e9 / params : 0;
        return Tr::tr("Weights: %1 parameters × %2 bytes = %3 GB")
            .arg(formatParams(params), formatNumber(bytes, bytes == std::round(bytes) ? 0 : 2), formatNumber(r.engine, 1));
    }
    case T::GpusByScale:
    case T::ServingTier:
        if (!o || r.engine <= 0)
            return Tr::tr("No option fits");
        if (o->training)
            return Tr::tr("%1 × %2 finish in %3").arg(formatInteger(static_cast<qint64>(r.engine)), shortGpuName(o->gpuId),
                                                     formatDays(o->training->days));
        return Tr::tr("%1 × %2").arg(formatInteger(static_cast<qint64>(r.engine)), shortGpuName(o->gpuId));
    case T::MemoryPerCard:
        return Tr::tr("%1 GB used per GPU across %2").arg(formatNumber(r.engine, 0), formatGpuCount(o ? o->gpuCount : 0));
    case T::A100VsH100:
        if (r.engine <= 0)
            return Tr::tr("Not comparable here: A100 or H100 does not fit at this GPU count");
        return Tr::tr("An H100 is %1× an A100 for this scenario").arg(formatNumber(r.engine, 1));
    case T::Headroom:
        return Tr::tr("%1 of the usable memory is spare at the planned layout").arg(formatPercent(r.engine / 100.0));
    case T::Interconnect:
        return Tr::tr("NVLink (A100 SXM) is %1 faster than PCIe (A100 PCIe) on 8 GPUs here")
            .arg(formatPercent(r.engine / 100.0));
    case T::RentVsBuy:
        if (r.engine >= 0)
            return Tr::tr("Buying pays back after %1 of use").arg(formatMonths(r.engine));
        return Tr::tr("Renting stays cheaper at these prices");
    }
    return {};
}

QString ruleWhyText(const engine::RuleOfThumb &r, const engine::Plan &plan)
{
    using T = engine::RuleTopic;
    switch (r.topic) {
    case T::WeightsArithmetic: {
        const double ratio = r.engine > 0 ? r.guideLow / r.engine : 0;
        return Tr::tr("The guide's %1 GB is the GiB value with the decimal point slipped: %2× too high. "
                      "%3 parameters × %4 bytes = %5 GB.")
            .arg(formatNumber(r.guideLow, 0), formatNumber(ratio, 1), formatParams(static_cast<double>(plan.params.total)),
                 formatNumber(plan.params.total > 0 ? r.engine * 1e9 / static_cast<double>(plan.params.total) : 0, 0),
                 formatNumber(r.engine, 1));
    }
    case T::GpusByScale:
        return Tr::tr("The guide ignores the token budget and the deadline; the GPU count follows from memory (the "
                      "minimum) and from the days you allow.");
    case T::ServingTier:
        return Tr::tr("Tiers ignore the model size, the sequence lengths and the latency limits; gpuplan sizes the "
                      "batch per replica and the replicas from them.");
    case T::MemoryPerCard:
        return Tr::tr("Memory per card depends on how the model is sharded; the guide's 160 GB card (\"H100 160GB\") "
                      "does not exist.");
    case T::A100VsH100:
        return Tr::tr("The dense BF16 peak is 989.5 vs 312 TFLOPS (3.2×); communication and memory-bound work shrink "
                      "the gain, FP8 raises it.");
    case T::Headroom:
        return Tr::tr("gpuplan already counts the CUDA context, NCCL buffers, the allocator reserve and (serving) the "
                      "engine's memory fraction; 10% spare is enough.");
    case T::Interconnect:
        return Tr::tr("The gain depends on how much tensor parallelism the model needs: small models shard with ZeRO "
                      "and barely notice.");
    case T::RentVsBuy:
        return Tr::tr("The break-even follows from the purchase, energy, utilisation and rental prices, which change "
                      "monthly; it is not a fixed rule.");
    }
    return {};
}

} // namespace gpuplan::ui
