#include "equations.h"

#include "displaynames.h"
#include "formatting.h"
#include "presets.h"
#include "uitr.h"

#include <engine/memory.h>

namespace gpuplan::ui {

namespace {

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

double trainingWeightBytes(engine::Precision p)
{
    switch (p) {
    case engine::Precision::Fp32:
    case engine::Precision::Tf32: return 4.0;
    case engine::Precision::Fp8: return 3.0;
    default: return 2.0;
    }
}

} // namespace

QString rowTitle(ResultRow row, bool training)
{
    switch (row) {
    case ResultRow::Gpus: return Tr::tr("GPUs and nodes");
    case ResultRow::Layout: return Tr::tr("Parallel layout");
    case ResultRow::Memory: return Tr::tr("Memory used / usable per GPU");
    case ResultRow::Time: return training ? Tr::tr("Training time") : Tr::tr("Requests served");
    case ResultRow::Rate: return training ? Tr::tr("Throughput and MFU") : Tr::tr("Latency (TTFT / TPOT / E2E)");
    case ResultRow::Power: return Tr::tr("GPU power");
    case ResultRow::Cost: return Tr::tr("Cost");
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
        if (o.inference) {
            rows = line(Tr::tr("GPUs per replica (TP × PP)"), QString::number(o.inference->gpusPerReplica))
                   + line(Tr::tr("Target QPS"), formatNumber(s.inference.qps, 1))
                   + line(Tr::tr("Requests per second per replica"),
                          formatNumber(o.inference->requestsPerSecond / std::max<double>(1, o.inference->replicas), 2))
                   + line(Tr::tr("Replicas"), formatInteger(o.inference->replicas));
        }
        return block(Tr::tr("GPUs = replicas × TP × PP; replicas = ⌈target QPS ÷ requests per second of one replica⌉"),
                     rows);
    case ResultRow::Layout:
        rows = line(Tr::tr("Layouts evaluated"), formatInteger(o.search.layoutsEvaluated));
        if (o.search.runnerUp)
            rows += line(Tr::tr("Runner-up"), layoutText(*o.search.runnerUp, training))
                    + line(Tr::tr("Runner-up step or token time"),
                           formatMs(o.search.runnerUpSeconds * 1e3));
        if (training)
            rows += line(Tr::tr("Micro-batch"), formatInteger(l.microBatch))
                    + line(Tr::tr("Recomputation"), recomputeName(l.recompute));
        return block(Tr::tr("Every TP × PP × DP (× EP, ZeRO, micro-batch, recomputation) split of the GPUs is tried; "
                            "the fastest that fits wins"), rows);
    case ResultRow::Memory: {
        const auto &m = o.memory;
        if (training) {
            const engine::StageParams sp = engine::paramsPerGpu(s.model, l, engine::Stage::First);
            rows = line(Tr::tr("Parameters on the fullest GPU"), formatParams(sp.total()))
                   + line(Tr::tr("Weight bytes per parameter"), formatNumber(trainingWeightBytes(s.training.precision), 0))
                   + line(Tr::tr("ZeRO stage / DP"), Tr::tr("%1 / %2").arg(l.zero).arg(l.dp))
                   + line(Tr::tr("Weights"), formatGiB(m.weights, 2)) + line(Tr::tr("Gradients"), formatGiB(m.gradients, 2))
                   + line(Tr::tr("Optimizer states"), formatGiB(m.optimizer, 2))
                   + line(Tr::tr("Activations"), formatGiB(m.activations, 2))
                   + line(Tr::tr("Overhead (CUDA context, NCCL, fragmentation)"), formatGiB(m.overhead, 2))
                   + line(Tr::tr("Total"), formatBytesExact(m.total()))
                   + line(Tr::tr("Usable"), formatBytesExact(o.usableBytes));
            return block(Tr::tr("weights = params ÷ (TP·PP) × bytes/param (÷ DP with ZeRO-3); gradients ÷ DP with "
                                "ZeRO-2; optimizer = 12 bytes/param for mixed-precision Adam (÷ DP with ZeRO-1); "
                                "activations = s·b·h·(34 + 5·a·s/h) per layer ÷ TP, less with recomputation"),
                         rows);
        }
        rows = line(Tr::tr("Weight data type"), dtypeName(s.inference.weights))
               + line(Tr::tr("Weight bytes per parameter"), formatNumber(engine::weightBytesPerParam(s.inference.weights), 3))
               + line(Tr::tr("KV cache per token (whole model)"),
                      Tr::tr("%1 KiB").arg(formatNumber(engine::kvBytesPerToken(s.model, s.inference.kvCache) / 1024.0, 0)))
               + line(Tr::tr("Batch per replica"), o.inference ? formatInteger(o.inference->batchPerReplica) : QStringLiteral("–"))
               + line(Tr::tr("Weights"), formatGiB(m.weights, 2)) + line(Tr::tr("KV cache"), formatGiB(m.kvCache, 2))
               + line(Tr::tr("Activations"), formatGiB(m.activations, 2))
               + line(Tr::tr("Overhead (CUDA context, NCCL, fragmentation)"), formatGiB(m.overhead, 2))
               + line(Tr::tr("Total"), formatBytesExact(m.total()))
               + line(Tr::tr("Usable (capacity × memory fraction)"), formatBytesExact(o.usableBytes));
        return block(Tr::tr("weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × batch ÷ TP; "
                            "usable = driver capacity × memory fraction"), rows);
    }
    case ResultRow::Time:
        if (o.training) {
            const auto &t = *o.training;
            rows = line(Tr::tr("Training tokens"), formatTokens(t.tokens))
                   + line(Tr::tr("Tokens per step"), formatInteger(static_cast<qint64>(t.tokensPerStep)))
                   + line(Tr::tr("Step time"), Tr::tr("%1 s").arg(formatNumber(t.stepSeconds, 2)))
                   + line(Tr::tr("Matmul compute"), Tr::tr("%1 s").arg(formatNumber(t.step.compute, 2)))
                   + line(Tr::tr("Tensor-parallel communication"), Tr::tr("%1 s").arg(formatNumber(t.step.tpComm, 2)))
                   + line(Tr::tr("Pipeline bubble"), Tr::tr("%1 s").arg(formatNumber(t.step.bubble, 2)))
                   + line(Tr::tr("Data-parallel communication"), Tr::tr("%1 s").arg(formatNumber(t.step.dpComm, 2)))
                   + line(Tr::tr("GPU-hours"), formatInteger(static_cast<qint64>(t.gpuHours)))
                   + line(Tr::tr("Uncertainty"), Tr::tr("±%1").arg(formatPercent(t.uncertaintyPct / 100.0)));
            return block(Tr::tr("days = tokens ÷ (tokens per step ÷ step time) ÷ 86 400; step = compute + exposed "
                                "communication + pipeline bubble + optimizer; compute = (6·P + 12·L·h·s) × tokens per "
                                "step ÷ (GPUs × peak × matmul efficiency)"), rows);
        }
        if (o.inference) {
            const auto &e = *o.inference;
            rows = line(Tr::tr("Batch per replica"), formatInteger(e.batchPerReplica))
                   + line(Tr::tr("Replicas"), formatInteger(e.replicas))
                   + line(Tr::tr("Output tokens per request"), formatInteger(s.inference.outputTokens))
                   + line(Tr::tr("Time per output token"), formatMs(e.tpotMs));
            return block(Tr::tr("requests per second = replicas × batch ÷ (output tokens × TPOT); tokens per second = "
                                "requests per second × output tokens"), rows);
        }
        return {};
    case ResultRow::Rate:
        if (o.training) {
            const auto &t = *o.training;
            rows = line(Tr::tr("Model FLOPs per step"), formatNumber(t.modelFlopsPerStep, 0))
                   + line(Tr::tr("Step time"), Tr::tr("%1 s").arg(formatNumber(t.stepSeconds, 2)))
                   + line(Tr::tr("GPUs"), formatInteger(o.gpuCount))
                   + line(Tr::tr("Matmul efficiency"), formatPercent(t.matmulEfficiency));
            return block(Tr::tr("MFU = model FLOPs per step ÷ (step time × GPUs × dense peak of the precision)"), rows);
        }
        if (o.inference && gpu) {
            rows = line(Tr::tr("HBM bandwidth"), Tr::tr("%1 GB/s").arg(formatNumber(gpu->memBwGBps, 0)))
                   + line(Tr::tr("TTFT limit"), s.inference.ttftMs > 0 ? formatMs(s.inference.ttftMs) : Tr::tr("none"))
                   + line(Tr::tr("TPOT limit"), s.inference.tpotMs > 0 ? formatMs(s.inference.tpotMs) : Tr::tr("none"))
                   + line(Tr::tr("Input tokens"), formatInteger(s.inference.inputTokens));
            return block(Tr::tr("prefill = 2·P × input tokens ÷ (TP × peak × efficiency); decode step = (weight bytes ÷ TP "
                                "+ KV bytes read) ÷ (HBM bandwidth × efficiency); TTFT = prefill + one decode step; "
                                "E2E = TTFT + (output tokens − 1) × TPOT"), rows);
        }
        return {};
    case ResultRow::Power:
        rows = line(Tr::tr("GPUs"), formatInteger(o.gpuCount))
               + line(Tr::tr("TDP per GPU"), Tr::tr("%1 W").arg(formatNumber(gpu ? gpu->tdpW : 0, 0)));
        return block(Tr::tr("power = GPUs × TDP (GPU boards only; servers, network and cooling come on top)"), rows);
    case ResultRow::Cost:
        if (!o.cost)
            return Tr::tr("<p>The catalogue has no prices for this GPU.</p>");
        rows = line(Tr::tr("GPU capex"), formatNumber(o.cost->gpuCapex, 0))
               + line(Tr::tr("Network capex"), formatNumber(o.cost->networkCapex, 0))
               + line(Tr::tr("Storage capex"), formatNumber(o.cost->storageCapex, 0))
               + line(Tr::tr("Rent for the job"), formatNumber(o.cost->rentJob, 0))
               + line(Tr::tr("Currency"), QString::fromStdString(o.cost->currency))
               + line(Tr::tr("Prices dated"), QString::fromStdString(o.cost->priceDate));
        return block(Tr::tr("purchase = GPU + network + storage capex; rent = GPU-hours × hourly rate"), rows);
    case ResultRow::Verdict:
        rows = line(Tr::tr("Recommended GPU"), plan.recommendedGpu.empty() ? Tr::tr("none")
                                                                           : gpuName(plan.recommendedGpu));
        return block(training ? Tr::tr("recommended = the fewest GPU-hours among options that fit and meet the deadline")
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
    return text;
}

} // namespace gpuplan::ui
