// SPDX-License-Identifier: GPL-3.0-or-later
#include "equations.h"

#include "displaynames.h"
#include "formatting.h"
#include "presets.h"
#include "uitr.h"

#include <engine/memory.h>

namespace gpuplan::ui {

namespace {

// A layout's recomputation, with the layers of each stage where only some are recomputed in full.
QString recomputationText(const engine::Layout &l)
{
    return l.recompute == engine::Recompute::Full && l.recomputeLayers > 0
               ? Tr::tr("%1, %Ln layer(s) of each stage", nullptr, l.recomputeLayers).arg(recomputeName(l.recompute))
               : recomputeName(l.recompute);
}

// The runner-up's layout, with what sets it apart from the chosen one where the layout text alone
// would read the same (micro-batch, recomputation, offload: a QA pass saw
// "TP 1 · PP 2 · DP 8 · ZeRO-1" beside itself).
QString runnerUpLayoutText(const engine::Layout &r, const engine::Layout &best, bool training)
{
    const QString text = layoutText(r, training);
    if (!training)
        return text;
    QStringList differs;   // interleaving is in the layout text (VPP)
    if (r.microBatch != best.microBatch)
        differs << Tr::tr("micro-batch %1").arg(formatInteger(r.microBatch));
    if (r.recompute != best.recompute || r.recomputeLayers != best.recomputeLayers)
        differs << recomputationText(r);
    if (r.offload != best.offload)
        differs << offloadName(r.offload);
    //: %1: a parallel layout; %2: what differs from the chosen layout, e.g. "micro-batch 2"
    return differs.isEmpty() ? text : Tr::tr("%1 (%2)").arg(text, differs.join(Tr::tr(", ")));
}

// A total beside parts given in GiB: in GiB too, with the exact bytes the fit is decided on (a GUI QA
// pass read parts in GiB and a total of "40,301,166,229 bytes").
QString gibAndBytes(qint64 bytes)
{
    //: a memory figure: "37.53 GiB (40,301,166,229 bytes)"
    return Tr::tr("%1 (%2)", "GiB and bytes").arg(formatGiB(bytes, 2), formatBytesExact(bytes));
}


QString line(const QString &name, const QString &value)
{
    return QStringLiteral("<tr><td>%1</td><td align=\"right\"><b>%2</b></td></tr>").arg(name.toHtmlEscaped(),
                                                                                       value.toHtmlEscaped());
}

QString block(const QString &formula, const QString &rows)
{
    return QStringLiteral("<p><code>%1</code></p><table cellspacing=\"2\">%2</table>")
        .arg(formula.toHtmlEscaped(), rows);
}

QString costEquation(ResultRow row, const engine::Option &o, const engine::Scenario &s)
{
    // The money rows price what is bought or rented (engine::purchaseCost): its GPUs, its bill of
    // materials and its days.
    const engine::CostEstimate *cost = engine::purchaseCost(o);
    if (!cost)
        return o.fits ? Tr::tr("<p>The catalogue has no prices for this GPU.</p>")
                      : Tr::tr("<p>Nothing is costed: the option does not fit.</p>");
    const engine::CostEstimate &c = *cost;
    const engine::Purchase *bought = o.purchase && o.purchase->cost ? &*o.purchase : nullptr;
    const std::int64_t gpus = bought ? bought->gpuCount : o.gpuCount;
    const engine::BillOfMaterials &bom = bought ? bought->bom : o.bom;
    const std::optional<engine::TrainingEstimate> &job = bought ? bought->training : o.training;
    const std::string &cur = c.currency;
    const auto money = [&](double v) { return formatMoney(v, cur); };
    const bool training = engine::isTraining(s.workload);
    const engine::ResolvedMoney m = engine::resolveMoney(s, catalog().prices.get());
    const double pue = m.pue;
    const double util = m.utilisation;
    const double elec = m.electricityUsdPerKwh * m.rate(s.budget.currency);   // in the scenario's currency
    const double hours = job ? job->days * 24.0 : engine::kHoursPerMonth;
    QString rows;
    switch (row) {
    case ResultRow::Purchase:
        rows = line(Tr::tr("GPU capex (servers)"), money(c.gpuCapex)) + line(Tr::tr("Network capex"), money(c.networkCapex))
               + line(Tr::tr("Storage capex"), money(c.storageCapex)) + line(Tr::tr("Purchase"), money(c.purchase))
               + line(Tr::tr("Prices dated"), QString::fromStdString(c.priceDate));
        // Named in words, as the Budget page and the scenario rows name them (a QA pass read "汇率（CNY/美元）").
        if (cur == "CNY")
            rows += line(Tr::tr("Exchange rate (CNY per USD)"), formatNumber(c.exchangeRate, 2));
        else if (cur == "TWD")
            rows += line(Tr::tr("Exchange rate (TWD per USD)"), formatNumber(c.exchangeRate, 2));
        return block(Tr::tr("purchase = GPU capex + network capex + storage capex; GPU capex = servers × server price, "
                            "or GPUs × GPU price × %1; network = NICs × NIC + ports × port + cables; storage = NVMe TB × "
                            "price per TB").arg(formatNumber(engine::kServerOverheadFactor, 1)), rows);
    case ResultRow::Rent:
        rows = line(Tr::tr("GPUs"), formatInteger(gpus)) + line(Tr::tr("Hours"), formatNumber(hours, 0))
               + line(Tr::tr("Rate per GPU-hour"),
                      formatMoney(gpus > 0 && c.rentMonth > 0 ? c.rentMonth / (static_cast<double>(gpus) * engine::kHoursPerMonth) : 0,
                                  cur, 2))
               // Serving's "job" is a month around the clock: one row (a serving QA pass read 本次任務租金).
               + (training ? line(Tr::tr("Rent for the job"), money(c.rentJob)) : QString()) + line(Tr::tr("Rent per month"), money(c.rentMonth));
        return block((training ? Tr::tr("rent for the job = GPUs × rate × training days × 24 h; rent per month = GPUs × rate × %1 h")
                               : Tr::tr("rent per month = GPUs × rate × %1 h"))
                         .arg(formatNumber(engine::kHoursPerMonth, 0)),
                     rows);
    case ResultRow::Energy:
        rows = line(Tr::tr("IT power"), formatKw(bom.itPowerKw)) + line(Tr::tr("PUE"), formatNumber(pue, 2))
               + line(Tr::tr("Electricity price per kWh"), formatMoney(elec, cur, 3))
               + line(Tr::tr("Utilisation"), formatPercent(util))
               + line(training ? Tr::tr("Electricity for the job") : Tr::tr("Electricity per month around the clock"),
                      money(c.energyJob))
               + line(Tr::tr("Electricity per month at the utilisation"), money(c.energyMonth));
        return block((training ? Tr::tr("energy per hour = IT kW × PUE × price per kWh; job = per hour × training hours; "
                                        "month at the utilisation = per hour × %1 h × utilisation")
                               : Tr::tr("energy per hour = IT kW × PUE × price per kWh; month around the clock (the "
                                        "table's figure) = per hour × %1 h; at the utilisation = per hour × %1 h × "
                                        "utilisation"))
                         .arg(formatNumber(engine::kHoursPerMonth, 0)),
                     rows);
    case ResultRow::BreakEven:
        // The break-even takes the month's energy around the clock, then the utilisation (engine cost.cpp).
        rows = line(Tr::tr("Purchase"), money(c.purchase)) + line(Tr::tr("Rent per month"), money(c.rentMonth))
               + line(Tr::tr("Electricity per month around the clock"), money(bom.itPowerKw * pue * elec * engine::kHoursPerMonth))
               + line(Tr::tr("Utilisation"), formatPercent(util))
               + line(s.budget.rackKw > 0 ? Tr::tr("Hosting per month (colocation × the racks' contracted kW)")
                                             : Tr::tr("Hosting per month (colocation × IT kW)"),
                    money(c.hostingMonth))
               + line(Tr::tr("Operations staff per month"), money(c.staffMonth))
               + line(Tr::tr("Break-even"), c.breakEvenMonths ? formatMonths(*c.breakEvenMonths) : Tr::tr("never"));
        return block(Tr::tr("break-even = purchase ÷ ((rent per month − energy per hour × %1) × utilisation − hosting − "
                            "staff); none when renting costs less than owning and running the servers")
                         .arg(formatNumber(engine::kHoursPerMonth, 0)),
                     rows);
    case ResultRow::BuyOrRent:
        rows = line(Tr::tr("Horizon"), formatMonths(c.horizonMonths)) + line(Tr::tr("Buy total"), money(c.buyTotal))
               + line(Tr::tr("Rent total"), money(c.rentTotal))
               + line(s.budget.rackKw > 0 ? Tr::tr("Hosting per month (colocation × the racks' contracted kW)")
                                             : Tr::tr("Hosting per month (colocation × IT kW)"),
                    money(c.hostingMonth))
               + line(Tr::tr("Operations staff per month"), money(c.staffMonth))
               + line(Tr::tr("Depreciation per month"), money(c.depreciationMonth));
        return block(Tr::tr("buy total = purchase + (energy + hosting + staff per month) × horizon; rent total = rent per "
                            "month × utilisation × horizon; buy when the buy total is lower (the horizon exceeds the "
                            "break-even)"),
                     rows);
    case ResultRow::BudgetFit:
        if (!o.budgetFit)
            return Tr::tr("<p>No budget limit is set.</p>");
        if (s.budget.acquisition == engine::Acquisition::Rent && isTraining(s.workload))
            return block(Tr::tr("within budget = the job's rent ≤ limit; renting, the job's GPU-hours hardly change "
                                "with the GPU count, so the budget buys the job or not at any count"),
                         line(Tr::tr("Budget limit"), money(s.budget.limit)) + line(Tr::tr("Rent for the job"), money(o.budgetFit->cost))
                             + line(Tr::tr("Share of the budget"), formatPercent(o.budgetFit->cost / s.budget.limit)));
        rows = line(Tr::tr("Budget limit"), money(s.budget.limit)) + line(Tr::tr("Cost of this option"), money(o.budgetFit->cost))
               + line(Tr::tr("Cost per GPU"), money(o.gpuCount > 0 ? o.budgetFit->cost / static_cast<double>(o.gpuCount) : 0))
               + line(Tr::tr("Affordable GPUs"), formatInteger(o.budgetFit->affordableGpus));
        return block(Tr::tr("affordable GPUs = ⌊limit ÷ cost per GPU⌋ (whole nodes beyond one node); the scenario is "
                            "re-planned at that count for the days or requests per second it buys"), rows);
    default:
        return {};
    }
}

} // namespace

QString rowTitle(ResultRow row, bool training)
{
    switch (row) {
    case ResultRow::Gpus: return Tr::tr("GPUs and nodes");
    case ResultRow::ToBuy: return Tr::tr("What to buy or rent");
    case ResultRow::Layout: return Tr::tr("Parallel layout");
    case ResultRow::Memory: return Tr::tr("Memory used / usable per GPU");
    case ResultRow::Time: return training ? Tr::tr("Training time") : Tr::tr("Requests served");
    case ResultRow::Rate: return training ? Tr::tr("Throughput and MFU") : Tr::tr("Latency at the full batch (TTFT / TPOT / E2E)");
    case ResultRow::Power: return Tr::tr("GPU power (planned GPUs)");
    case ResultRow::Cost: return Tr::tr("Cost");
    case ResultRow::Purchase: return Tr::tr("Purchase price");
    case ResultRow::Rent: return training ? Tr::tr("Rent for the job") : Tr::tr("Rent per month");
    case ResultRow::Energy: return training ? Tr::tr("Electricity for the job") : Tr::tr("Electricity per month");
    case ResultRow::BreakEven: return Tr::tr("Rent-vs-buy break-even");
    case ResultRow::BuyOrRent: return Tr::tr("Buy or rent");
    case ResultRow::BudgetFit: return Tr::tr("Budget fit");
    case ResultRow::Verdict: return Tr::tr("Verdict");
    }
    return {};
}

QString equationFor(ResultRow row, const engine::Option &o, const engine::Plan &plan, const engine::Scenario &s)
{
    const engine::Gpu *gpu = catalog().gpu(o.gpuId);
    const bool training = engine::isTraining(s.workload);
    const engine::Layout &l = o.layout;
    QString rows;
    switch (row) {
    case ResultRow::Gpus:
        if (training) {
            rows = line(Tr::tr("Tensor parallel (TP)"), QString::number(l.tp))
                   + line(Tr::tr("Pipeline parallel (PP)"), QString::number(l.pp))
                   + line(Tr::tr("Data parallel (DP)"), QString::number(l.dp))
                   + line(Tr::tr("GPUs per node"), QString::number(gpu ? gpu->gpusPerNode : 8))
                   + line(Tr::tr("Deadline"), s.training.deadlineDays > 0 ? formatDays(s.training.deadlineDays)
                                                                            : Tr::tr("none"));
            return block(Tr::tr("GPUs = TP × PP × DP, the fewest that fit in memory and meet the deadline; "
                                "nodes = ⌈GPUs ÷ GPUs per node⌉"), rows);
        }
        if (o.inference && o.fits && o.inference->prefillReplicas > 0) {
            const auto &e = *o.inference;
            rows = line(Tr::tr("GPUs per replica (TP × PP)"), QString::number(e.gpusPerReplica))
                   + line(Tr::tr("Target QPS"), formatNumber(s.inference.qps, 1))
                   + line(Tr::tr("Prompts per second per prefill replica"), formatNumber(e.prefillRequestsPerSecond, 2))
                   + line(Tr::tr("Prefill replicas"), formatInteger(e.prefillReplicas))
                   + line(Tr::tr("Decode replicas"), formatInteger(e.replicas - e.prefillReplicas))
                   + line(Tr::tr("KV cache transfer per prompt"), formatMs(e.kvTransferMs));
            return block(Tr::tr("GPUs = (prefill replicas + decode replicas) × TP × PP; prefill replicas = ⌈target QPS ÷ "
                                "prompts per second of one prefill replica⌉; decode replicas = ⌈target QPS ÷ requests per "
                                "second of one decode replica⌉"),
                         rows);
        }
        if (o.inference && o.fits) {
            rows = line(Tr::tr("GPUs per replica (TP × PP)"), QString::number(o.inference->gpusPerReplica))
                   + line(Tr::tr("Target QPS"), formatNumber(s.inference.qps, 1))
                   + line(Tr::tr("Requests per second per replica"),
                          formatNumber(o.inference->requestsPerSecond / std::max<double>(1, o.inference->replicas), 2))
                   + line(Tr::tr("Replicas"), formatInteger(o.inference->replicas));
            if (o.idleGpus > 0)   // a fixed count that does not divide into the replicas
                rows += line(Tr::tr("Idle GPUs"), formatInteger(o.idleGpus));
        }
        return block(Tr::tr("GPUs = replicas × TP × PP; replicas = ⌈target QPS ÷ requests per second of one replica⌉"),
                     rows);
    case ResultRow::Layout:
        rows = line(Tr::tr("Layouts evaluated"), formatInteger(o.search.layoutsEvaluated));
        if (o.search.runnerUp) {
            rows += line(Tr::tr("Runner-up"), runnerUpLayoutText(*o.search.runnerUp, l, training))
                    + line(Tr::tr("Runner-up step or token time"),
                           formatMs(o.search.runnerUpSeconds * 1e3));
            if (const QString why = runnerUpReason(o.search); !why.isEmpty())
                rows += line(Tr::tr("Why not the runner-up"), why);
        }
        if (training && l.pp > 1)
            rows += line(Tr::tr("Virtual pipeline stages per GPU"), formatInteger(l.interleave));
        if (training)
            rows += line(Tr::tr("Micro-batch"), formatInteger(l.microBatch))
                    + line(Tr::tr("Recomputation"), recomputationText(l));
        return block(Tr::tr("Every TP × PP × DP (× EP, ZeRO, micro-batch, recomputation) split of the GPUs is tried; "
                            "the fastest that fits wins"), rows);
    case ResultRow::Memory: {
        const auto &m = o.memory;
        if (training) {
            const engine::StageParams sp = engine::paramsPerGpu(s.model, l, engine::Stage::First);
            // The engine's bytes (a QA pass: FP8 read "3 bytes per parameter" beside 2-byte weights).
            const engine::StateBytes bytes = engine::trainingStateBytes(s);
            // FSDP in mixed precision keeps no 16-bit shard: the fp32 master in the optimizer states is
            // the weight, gathered a block at a time into the overhead (docs/model.md §2.1).
            const QString weights = m.weights == 0 && l.zero >= 3 && !engine::trainsAdapters(s.workload)
                                        ? Tr::tr("0 GiB: the fp32 master copy in the optimizer states is the weight; "
                                                 "each block is gathered in 16 bits when it runs (in the overhead)")
                                        : formatGiB(m.weights, 2);
            rows = line(Tr::tr("Parameters on the fullest GPU"), formatParams(sp.total()));
            // A mixture of experts: the experts' share and how it is split (whole experts with ETP 1,
            // docs/model.md §2.2), and the replicas their gradients and ZeRO shards are spread over.
            if (s.model.text.moe)
                rows += line(Tr::tr("Of which expert parameters (÷ EP %1 × expert TP %2)").arg(l.ep).arg(l.expertTp()),
                             formatParams(sp.expert))
                        + line(Tr::tr("Replicas of each expert (ZeRO shards its states over them)"),
                               formatInteger(l.expertReplicas()));
            // LoRA and QLoRA: a frozen base (NF4 layers under QLoRA) and the adapters' own fp32 states
            // (docs/model.md §2.7); a QA pass read "2 bytes" and "12 bytes/param" beside a 4-bit base.
            const bool adapters = engine::trainsAdapters(s.workload);
            const double baseBytes = s.workload == engine::Workload::Qlora ? engine::weightBytesPerParam(engine::Dtype::Nf4)
                                                                           : bytes.weights;
            if (adapters)
                rows += line(Tr::tr("Base weight bytes per parameter (frozen)"), formatNumber(baseBytes, 3))
                        + line(Tr::tr("Trainable adapter parameters"), formatParams(engine::loraTrainableParams(s)));
            else
                rows += line(Tr::tr("Weight bytes per parameter"), formatNumber(bytes.weights, 0));
            rows += line(Tr::tr("ZeRO stage / DP"), Tr::tr("%1 / %2").arg(l.zero).arg(l.dp))
                   + line(Tr::tr("Weights"), weights) + line(Tr::tr("Gradients"), formatGiB(m.gradients, 2))
                   + line(Tr::tr("Optimizer states"), formatGiB(m.optimizer, 2))
                   + line(Tr::tr("Activations"), formatGiB(m.activations, 2))
                   + line(Tr::tr("Overhead (CUDA context, NCCL, fragmentation)"), formatGiB(m.overhead, 2))
                   + line(Tr::tr("Total"), gibAndBytes(m.total()))
                   + line(Tr::tr("Usable"), gibAndBytes(o.usableBytes));
            if (adapters) {
                // The adapters' own bytes: fp32, or 16-bit in pure 16-bit training (docs/model.md §2.7).
                const engine::StateBytes own = engine::adapterStateBytes(s);
                return block(Tr::tr("weights = the frozen base's params ÷ (TP·PP) × its bytes/param (16-bit embeddings "
                                    "under QLoRA) + the adapters'; gradients and optimizer states are the adapters' "
                                    "only (%1 + %2 bytes per trainable parameter); activations = s·b·h·(34 + 5·a·s/h) "
                                    "per layer ÷ TP, less with recomputation")
                                 .arg(formatNumber(own.grads, 0), formatNumber(own.optimizer, 0)),
                             rows);
            }
            return block(Tr::tr("weights = params ÷ (TP·PP) × bytes/param (÷ DP with ZeRO-3); gradients ÷ DP with "
                                "ZeRO-2; optimizer = %1 bytes/param (÷ DP with ZeRO-1); activations = s·b·h·(34 + "
                                "5·a·s/h) per layer ÷ TP, less with recomputation")
                             .arg(formatNumber(bytes.optimizer, 0)),
                         rows);
        }
        rows = line(Tr::tr("Weight data type"), dtypeName(s.inference.weights))
               + line(Tr::tr("Weight bytes per parameter"), formatNumber(engine::weightBytesPerParam(s.inference.weights), 3))
               + line(Tr::tr("KV cache per token (whole model)"),
                      Tr::tr("%1 KiB").arg(formatNumber(engine::kvBytesPerToken(s.model, s.inference.kvCache) / 1024.0, 0)))
               + line(Tr::tr("Batch per replica"), o.inference ? formatInteger(o.inference->batchPerReplica) : QStringLiteral("–"))
               + line(Tr::tr("Weights"), formatGiB(m.weights, 2)) + line(Tr::tr("KV cache"), formatGiB(m.kvCache, 2))
               + line(Tr::tr("Activations"), formatGiB(m.activations, 2))
               + line(Tr::tr("Overhead (CUDA context, NCCL, fragmentation)"), formatGiB(m.overhead, 2));
        // TensorRT-LLM: the KV pool takes the fraction of the free memory; the rest stays free.
        const bool ofFreeMemory = engine::fractionOfFreeMemory(s);
        if (ofFreeMemory)
            rows += line(Tr::tr("Of which left free by the engine"),
                         formatGiB(static_cast<qint64>(engine::freeMemoryKeptBytes(s, static_cast<double>(m.kvCache))), 2));
        rows += line(Tr::tr("Total"), gibAndBytes(m.total()))
                + line(engine::usesWholeDevice(s) ? Tr::tr("Usable (driver capacity)") : Tr::tr("Usable (capacity × memory fraction)"),
                       gibAndBytes(o.usableBytes));
        if (ofFreeMemory)
            return block(Tr::tr("weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × "
                                "batch ÷ TP, at most the memory fraction of what the weights, buffers and graphs "
                                "leave free; the rest of that free memory stays unallocated"),
                         rows);
        if (engine::usesWholeDevice(s))   // TensorRT-LLM 0.6's static batch: the batch's own cache, no pool
            return block(Tr::tr("weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × "
                                "batch ÷ TP, allocated for the batch; usable = driver capacity"),
                         rows);
        return block(Tr::tr("weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × "
                            "batch ÷ TP; usable = driver capacity × memory fraction"),
                     rows);
    }
    case ResultRow::Time:
        if (o.training) {
            const auto &t = *o.training;
            // With uneven stages the slowest stage sets the step: its layers are why the compute is more
            // than the total FLOPs at the efficiency shown (a zh_TW QA pass: 32 layers on PP 3 are 11 on a stage).
            const qint64 layers = s.model.text.layers;
            rows = line(Tr::tr("Training tokens"), formatTokens(t.tokens))
                   + line(Tr::tr("Tokens per step"), formatInteger(static_cast<qint64>(t.tokensPerStep)))
                   + (l.pp > 1 && layers > 0
                          //: %1: layers on the pipeline's fullest stage; %2: the model's layers; ⌈ ⌉ rounds up
                          ? line(Tr::tr("Layers on the slowest pipeline stage"),
                                 Tr::tr("%1 of %2 (⌈layers ÷ PP⌉)").arg(formatInteger((layers + l.pp - 1) / l.pp), formatInteger(layers)))
                          : QString())
                   + line(Tr::tr("Step time"), Tr::tr("%1 s").arg(formatNumber(t.stepSeconds, 2)))
                   + line(Tr::tr("Matmul compute"), Tr::tr("%1 s").arg(formatNumber(t.step.compute, 2)))
                   // Every term of the step, so that the parts add up to it (a QA pass added the lines
                   // shown and found 0.26 s missing: the element-wise kernels, the sends, the optimizer).
                   + line(Tr::tr("Element-wise kernels (norms, activations)"), Tr::tr("%1 s").arg(formatNumber(t.step.memoryBound, 2)))
                   + line(Tr::tr("Tensor-parallel communication"), Tr::tr("%1 s").arg(formatNumber(t.step.tpComm, 2)))
                   + (t.step.epComm > 0 ? line(Tr::tr("Expert-parallel all-to-all"), Tr::tr("%1 s").arg(formatNumber(t.step.epComm, 2)))
                                        : QString())
                   + (t.step.moeRouting > 0 ? line(Tr::tr("MoE routing: waits for the tokens per expert"),
                                                   Tr::tr("%1 s").arg(formatNumber(t.step.moeRouting, 2)))
                                              : QString())
                   + (l.cp > 1 ? line(Tr::tr("Context-parallel K/V exchange"), Tr::tr("%1 s").arg(formatNumber(t.step.cpComm, 2)))
                               : QString())
                   + (l.pp > 1 ? line(Tr::tr("Pipeline sends"), Tr::tr("%1 s").arg(formatNumber(t.step.ppComm, 2))) : QString())
                   + line(Tr::tr("Pipeline bubble"), Tr::tr("%1 s").arg(formatNumber(t.step.bubble, 2)))
                   + line(Tr::tr("Data-parallel communication"), Tr::tr("%1 s").arg(formatNumber(t.step.dpComm, 2)))
                   + line(Tr::tr("Optimizer step"), Tr::tr("%1 s").arg(formatNumber(t.step.optimizer, 2)))
                   + (t.step.offload > 0 ? line(Tr::tr("Host offload (PCIe and the CPU's optimizer)"),
                                                Tr::tr("%1 s").arg(formatNumber(t.step.offload, 2)))
                                         : QString())
                   + (t.heldToCeiling ? line(Tr::tr("Held to the best published MFU"),
                                             Tr::tr("%1 s (kernel model: %2 MFU)")
                                                 .arg(formatNumber(t.step.publishedCeiling, 2), formatPercent(t.modelledMfu)))
                                      : QString())
                   + line(Tr::tr("GPU-hours"), formatHours(t.gpuHours))
                   + line(Tr::tr("Uncertainty"), Tr::tr("±%1").arg(formatPercent(t.uncertaintyPct / 100.0)));
            return block(Tr::tr("days = tokens ÷ (tokens per step ÷ step time) ÷ 86 400; step = compute + exposed "
                                "communication + pipeline bubble + optimizer; compute = tokens per step × (6·P ÷ E + "
                                "12·L·h·s ÷ (0.72·E)) ÷ (GPUs × peak), E = matmul efficiency, 0.72 = attention kernels"), rows);
        }
        if (o.inference && o.fits) {
            const auto &e = *o.inference;
            rows = line(Tr::tr("Batch per replica"), formatInteger(e.batchPerReplica))
                   + line(Tr::tr("Engine limit (sequences at once)"), formatInteger(e.maxSequences))
                   + line(Tr::tr("Replicas"), formatInteger(e.replicas))
                   + line(Tr::tr("Output tokens per request"), formatInteger(s.inference.outputTokens))
                   + line(Tr::tr("Time per output token"), formatMs(e.tpotMs))
                   + line(Tr::tr("Uncertainty"), Tr::tr("±%1").arg(formatPercent(e.uncertaintyPct / 100.0)));
            if (!e.atLoad)
                return block(Tr::tr("requests per second = replicas × batch ÷ (output tokens × TPOT); tokens per second = "
                                    "requests per second × output tokens"), rows);
            const engine::LoadPoint &at = *e.atLoad;
            rows += line(Tr::tr("Requests per second per replica at the scenario's rate"), formatNumber(at.requestsPerSecond, 2))
                    + line(Tr::tr("Sequences at once at that rate"), formatMean(at.sequences))
                    + line(Tr::tr("Time to first token at that rate"), formatMs(at.ttftMs))
                    + line(Tr::tr("Time between tokens at that rate"), formatMs(at.itlMs));
            return block(Tr::tr("requests per second = replicas × batch ÷ (output tokens × TPOT); tokens per second = "
                                "requests per second × output tokens; at the rate λ per replica: time between tokens = "
                                "decode step(1 + B) ÷ (1 − λ × prefill per request), B = λ × output tokens × time "
                                "between tokens (Little's law)"), rows);
        }
        return {};
    case ResultRow::Rate:
        if (o.training) {
            const auto &t = *o.training;
            rows = line(Tr::tr("Model FLOPs per step"), formatScientific(t.modelFlopsPerStep))
                   + line(Tr::tr("Step time"), Tr::tr("%1 s").arg(formatNumber(t.stepSeconds, 2)))
                   + line(Tr::tr("GPUs"), formatInteger(o.gpuCount))
                   + line(Tr::tr("Matmul efficiency"), formatPercent(t.matmulEfficiency));
            return block(Tr::tr("MFU = model FLOPs per step ÷ (step time × GPUs × dense peak of the precision)"), rows);
        }
        if (o.inference && o.fits && gpu) {
            // Every input of the formula below with its value, and the results, so the numbers in the cell
            // can be followed (a zh_TW QA pass found only the bandwidth, the limits and the prompt here).
            const engine::InferenceEstimate &e = *o.inference;
            const engine::Dtype dtype = engine::computeDtype(s, *gpu);
            const std::optional<double> peak = gpu->peak(dtype);
            rows = line(Tr::tr("Parameters (P)"), formatParams(static_cast<double>(engine::cachedParams(s.model).total)))
                   + line(Tr::tr("Tensor parallel (TP)"), QString::number(l.tp))
                   + line(Tr::tr("Pipeline parallel (PP)"), QString::number(l.pp))
                   + line(Tr::tr("Batch per replica"), formatInteger(e.batchPerReplica))
                   + line(Tr::tr("Dense peak"), Tr::tr("%1 TFLOPS (%2)").arg(formatNumber(peak.value_or(0.0), 0),
                                                                            QString::fromLatin1(engine::dtypeId(dtype)).toUpper()))
                   + line(Tr::tr("HBM bandwidth"), Tr::tr("%1 GB/s").arg(formatNumber(gpu->memBwGBps, 0)))
                   + line(Tr::tr("Input tokens"), formatInteger(s.inference.inputTokens))
                   + line(Tr::tr("Output tokens"), formatInteger(s.inference.outputTokens))
                   + line(Tr::tr("TTFT / TPOT / E2E at the full batch"),
                          Tr::tr("%1 / %2 / %3").arg(formatMs(e.ttftMs), formatMs(e.tpotMs), formatMs(e.e2eMs)))
                   + line(Tr::tr("TTFT / TPOT with one sequence at a time"),
                          Tr::tr("%1 / %2").arg(formatMs(e.oneSequenceTtftMs), formatMs(e.oneSequenceTpotMs)))
                   + line(Tr::tr("TTFT limit"), s.inference.ttftMs > 0 ? formatMs(s.inference.ttftMs) : Tr::tr("none"))
                   + line(Tr::tr("TPOT limit"), s.inference.tpotMs > 0 ? formatMs(s.inference.tpotMs) : Tr::tr("none"));
            return block(Tr::tr("prefill = 2·P × input tokens ÷ (TP × peak × efficiency); decode step = the GEMMs "
                                "(weight bytes ÷ TP ÷ (HBM bandwidth × 0.8), or their FLOPs ÷ (TP × peak × efficiency), "
                                "the larger plus half the smaller) + the attention (KV bytes read ÷ (HBM bandwidth × "
                                "0.8), or its FLOPs, the larger) + the norms, activations and all-reduces' reads and "
                                "writes of the hidden state ÷ (HBM bandwidth × 0.8) + tensor-parallel all-reduces + "
                                "pipeline hops + 1.5 ms; "
                                "TPOT = decode step + batch ÷ output tokens × prefill per request (each step also "
                                "carries the prompts arriving meanwhile, prefilled together); "
                                "TTFT at the full batch = TPOT ÷ 2 + ⌈input tokens ÷ tokens per step⌉ × decode step + "
                                "prefill × (1 + batch ÷ (output tokens × PP)) (the step in progress, then the prompt's "
                                "chunks in the steps that carry them, beside the prompts arriving meanwhile); with one "
                                "sequence at a time the batch is 1; E2E = TTFT + (output tokens − 1) × TPOT"), rows);
        }
        return {};
    case ResultRow::Power:
        rows = line(Tr::tr("GPUs"), formatInteger(o.gpuCount))
               + line(Tr::tr("TDP per GPU"), Tr::tr("%1 W").arg(formatNumber(gpu ? gpu->tdpW : 0, 0)));
        // The electricity and the bill of materials are the purchase's: where it holds more GPUs than the
        // plan, their power beside (a zh_CN QA pass read 11.9 kW for 17 fixed H100 beside the electricity
        // of the 24 bought in three servers).
        if (o.purchase && o.purchase->gpuCount != o.gpuCount)
            rows += line(o.purchase->instances ? Tr::tr("GPUs rented") : Tr::tr("GPUs bought"), formatInteger(o.purchase->gpuCount))
                    + line(Tr::tr("Power of the GPUs bought or rented"), formatKw(o.purchase->bom.gpuPowerKw));
        else   // the result, as every other equation gives its own (a zh_CN QA pass read 184 GPUs and 400 W, no kW)
            rows += line(Tr::tr("Total"), formatKw(o.gpuPowerKw));
        return block(Tr::tr("power = GPUs × TDP (GPU boards only; servers, network and cooling come on top)"), rows);
    case ResultRow::Cost: {
        const engine::CostEstimate *cost = engine::purchaseCost(o);   // what is bought or rented
        if (!cost)
            return o.fits ? Tr::tr("<p>The catalogue has no prices for this GPU.</p>")
                          : Tr::tr("<p>Nothing is costed: the option does not fit.</p>");
        rows = line(Tr::tr("GPU capex"), formatMoney(cost->gpuCapex, cost->currency))
               + line(Tr::tr("Network capex"), formatMoney(cost->networkCapex, cost->currency))
               + line(Tr::tr("Storage capex"), formatMoney(cost->storageCapex, cost->currency))
               + (training ? line(Tr::tr("Rent for the job"), formatMoney(cost->rentJob, cost->currency))
                           : line(Tr::tr("Rent per month"), formatMoney(cost->rentMonth, cost->currency)))
               + line(Tr::tr("Currency"), QString::fromStdString(cost->currency))
               + line(Tr::tr("Prices dated"), QString::fromStdString(cost->priceDate));
        return block(Tr::tr("purchase = GPU + network + storage capex; rent = GPU-hours × hourly rate"), rows);
    }
    case ResultRow::ToBuy: {
        if (!o.purchase)
            return Tr::tr("<p>Nothing to buy: the option does not fit.</p>");
        const engine::Purchase &pu = *o.purchase;
        // A fixed count is the user's, not the fewest that do the job (a GUI QA pass read "fewest: 3"
        // beside 3 fixed GPUs that missed the target).
        rows = line(o.fixedCount ? Tr::tr("GPUs planned (the fixed count)") : Tr::tr("Fewest GPUs that do the job"),
                    formatGpuCount(o.gpuCount))
               + line(pu.instances ? Tr::tr("GPUs per instance") : Tr::tr("GPUs per server"), formatInteger(pu.gpusPerUnit))
               + line(pu.instances ? Tr::tr("Instances") : Tr::tr("Servers"), formatInteger(pu.units));
        // More units than the fewest GPUs fill: the layout on them did not keep the memory free.
        if (pu.units > pu.minimumUnits)
            rows += line(pu.instances ? Tr::tr("Instances the fewest GPUs would fill (too little memory left free)")
                                      : Tr::tr("Servers the fewest GPUs would fill (too little memory left free)"),
                         formatInteger(pu.minimumUnits));
        rows += line(Tr::tr("Layout on all of them"), layoutText(pu.layout, training))
               + line(Tr::tr("Memory free per GPU"), formatPercent(pu.headroom));
        if (pu.idleGpus > 0)
            rows += line(Tr::tr("Idle GPUs"), formatInteger(pu.idleGpus));
        if (pu.training)
            rows += line(Tr::tr("Training time on all of them"), formatDays(pu.training->days));
        if (pu.inference)
            rows += line(Tr::tr("Requests per second on all of them"), formatNumber(pu.inference->requestsPerSecond, 1));
        if (pu.cost)
            rows += line(pu.instances ? Tr::tr("Rent") : Tr::tr("Purchase price"),
                         formatMoney(pu.instances ? (pu.training ? pu.cost->rentJob : pu.cost->rentMonth) : pu.cost->purchase,
                                     pu.cost->currency));
        return block(training ? Tr::tr("buy whole servers (rent instances of 1, 2, 4 or 8 GPUs, then whole nodes); the layout "
                                       "is searched again on all of them keeping %1 of memory free and meeting the deadline")
                                    .arg(formatPercent(engine::kRecommendedHeadroom))
                              : Tr::tr("buy whole servers (rent instances of 1, 2, 4 or 8 GPUs, then whole nodes); every whole "
                                       "replica that fits in them serves; memory free is the engine's reserve"),
                     rows);
    }
    case ResultRow::Purchase:
    case ResultRow::Rent:
    case ResultRow::Energy:
    case ResultRow::BreakEven:
    case ResultRow::BuyOrRent:
    case ResultRow::BudgetFit:
        return costEquation(row, o, s);
    case ResultRow::Verdict:
        rows = line(Tr::tr("Recommended GPU"), plan.recommendedGpu.empty() ? Tr::tr("none")
                                                                           : gpuName(plan.recommendedGpu));
        return block(training ? Tr::tr("recommended = the fewest GPU-hours among options that fit and meet the goals; "
                                       "within %1 of the fewest (closer than the model tells apart), the cheapest")
                                    .arg(formatPercent(engine::kRecommendationTie))
                              : Tr::tr("recommended = the fewest GPUs among options that fit and meet the latency limits"),
                     rows);
    }
    return {};
}

QString sweepEquation(const engine::SweepPoint &p, const engine::Scenario &s)
{
    const bool training = engine::isTraining(s.workload);
    QString text = Tr::tr("%1 with %2: %3 per GPU (%4)")
                       .arg(gpuName(p.gpuId), formatGpuCount(p.gpuCount), formatGiB(p.memoryPerGpu, 2),
                            formatBytesExact(p.memoryPerGpu));
    text += QLatin1Char('\n');
    text += p.fits ? Tr::tr("Fits in usable memory.") : Tr::tr("Does not fit.");
    text += QLatin1Char('\n');
    text += training ? Tr::tr("Best layout at this count: weights + gradients + optimizer + activations + overhead.")
                     : Tr::tr("One replica over these GPUs: weights + KV cache + activations + overhead.");
    text += QLatin1Char('\n');
    text += Tr::tr("Layout: %1").arg(layoutText(p.layout, training));
    if (p.leanestBytes > 0 && p.leanestBytes < p.memoryPerGpu)
        text += QLatin1Char('\n')
                + Tr::tr("The leanest layout at this count needs %1 per GPU (dotted line); the planned one is faster.")
                      .arg(formatGiB(p.leanestBytes, 2));
    return text;
}

} // namespace gpuplan::ui
