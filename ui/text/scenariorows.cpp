// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariorows.h"

#include "presets.h"

#include "text/displaynames.h"
#include "text/formatting.h"

#include <engine/model.h>

#include <QCoreApplication>
#include <QLocale>

namespace gpuplan::ui {

namespace {

// The report's context: these rows were written for its Scenario section and keep its translations.
struct ReportTr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

} // namespace

QList<QPair<QString, QString>> scenarioRows(const engine::Scenario &s, const engine::Plan &plan, const engine::Catalog &cat)
{
    QList<QPair<QString, QString>> rows;
    const QString model = modelDisplayName(s);
    // A model derived from its parameter count already names both in its display name.
    rows << qMakePair(ReportTr::tr("Model"), s.model.modelType == "derived"
                                                 ? model
                                                 : ReportTr::tr("%1 (%2 parameters, %3)")
                                                       .arg(model, formatParams(static_cast<double>(engine::countParams(s.model).total)),
                                                            familyName(s.model.family)));
    rows << qMakePair(ReportTr::tr("Workload"), workloadName(s.workload));
    // The adapters a LoRA or QLoRA run trains (a QA pass: the rank and targets were in the file but
    // not in the report).
    if (engine::trainsAdapters(s.workload)) {
        const QString targets = s.training.loraAllLinear ? ReportTr::tr("all linear layers")
                                                         : ReportTr::tr("attention only (q, k, v, o)");
        rows << qMakePair(ReportTr::tr("LoRA adapters"),
                          s.training.loraDropout > 0
                              //: %1: the LoRA rank; %2: which layers get adapters; %3: the dropout on their input, e.g. 0.05
                              ? ReportTr::tr("rank %1, %2, dropout %3")
                                    .arg(formatInteger(s.training.loraRank), targets,
                                         QLocale().toString(s.training.loraDropout, 'g', 3))
                              //: %1: the LoRA rank; %2: which layers get adapters
                              : ReportTr::tr("rank %1, %2").arg(formatInteger(s.training.loraRank), targets));
    }
    if (engine::isTraining(s.workload)) {
        const auto &t = s.training;
        // QLoRA's frozen base is 4-bit NF4 whatever the training precision, which is the adapters' and the
        // compute's (a zh_TW QA pass read "BF16 mixed precision, AdamW" alone for a QLoRA run).
        rows << qMakePair(ReportTr::tr("Precision and optimizer"),
                          s.workload == engine::Workload::Qlora
                              //: %1: the training precision, e.g. "BF16 mixed precision"; %2: the optimizer
                              ? ReportTr::tr("base weights in NF4 (4-bit), adapters and compute in %1, %2")
                                    .arg(trainingPrecisionName(t), optimizerName(t.optimizer))
                              : ReportTr::tr("%1, %2").arg(trainingPrecisionName(t), optimizerName(t.optimizer)));
        // The stack the numbers assume: the scenario's, or the one chosen for the recommended option.
        const engine::Option *best = engine::recommendedOption(plan);
        // On Huawei's Ascend the same stacks run through torch_npu, and its attention kernel is the
        // NPU's fused one, not FlashAttention (a QA pass read "FlashAttention-2" beside an Ascend 910B).
        const engine::Gpu *bestGpu = best ? catalog().gpu(best->gpuId) : nullptr;
        const bool ascend = bestGpu && bestGpu->vendor == "Huawei";
        if (t.framework != engine::Framework::Auto)
            rows << qMakePair(ReportTr::tr("Training stack"), frameworkName(t.framework));
        else if (best && best->training && ascend)
            rows << qMakePair(ReportTr::tr("Training stack"),
                              ReportTr::tr("%1 through torch_npu, chosen automatically for the layout")
                                  .arg(frameworkName(best->training->framework)));
        else if (best && best->training)
            rows << qMakePair(ReportTr::tr("Training stack"),
                              ReportTr::tr("%1, chosen automatically for the layout").arg(frameworkName(best->training->framework)));
        // The attention kernel the numbers assume: unfused, the one chosen, or the stack's own.
        if (!t.flashAttention)
            rows << qMakePair(ReportTr::tr("Attention kernel"), unfusedAttentionName());
        else if (t.attentionKernel != engine::AttentionKernel::Auto)
            rows << qMakePair(ReportTr::tr("Attention kernel"), attentionKernelName(t.attentionKernel));
        else if (best && best->training && ascend)
            rows << qMakePair(ReportTr::tr("Attention kernel"), ReportTr::tr("the NPU's fused attention (npu_fusion_attention)"));
        else if (best && best->training)
            rows << qMakePair(ReportTr::tr("Attention kernel"),
                              //: %1: an attention kernel, e.g. FlashAttention-2
                              ReportTr::tr("%1, the training stack's own").arg(attentionKernelName(best->training->attentionKernel)));
        if (t.kernels != engine::Kernels::Auto)
            rows << qMakePair(ReportTr::tr("Element-wise kernels"), kernelsName(t.kernels));
        // The MoE settings as asked, and where the recommended option cannot run them, said here too (a
        // QA pass read "DeepEP" and "on" in the report of an L40S plan that ran neither).
        const bool bestTrains = best && best->training;
        if (s.model.text.moe && t.moeDispatcher != engine::MoeDispatcher::Auto) {
            const bool fellBack = t.moeDispatcher == engine::MoeDispatcher::DeepEp && bestTrains && best->layout.ep > 1
                                  && !best->training->deepEpDispatch;
            rows << qMakePair(ReportTr::tr("MoE dispatch"),
                              fellBack ? ReportTr::tr("%1; the recommended option cannot run it and is estimated on a plain "
                                                      "all-to-all")
                                             .arg(moeDispatcherName(t.moeDispatcher))
                                       : moeDispatcherName(t.moeDispatcher));
        }
        if (s.model.text.moe && t.epOverlap)
            rows << qMakePair(ReportTr::tr("EP overlap"), !bestTrains || best->training->epOverlapped
                                                              ? ReportTr::tr("on (Megatron-Core)")
                                                              : ReportTr::tr("on, but the recommended layout cannot run it "
                                                                             "(see its warning)"));
        rows << qMakePair(ReportTr::tr("Sequence length"), formatInteger(t.seqLen));
        rows << qMakePair(ReportTr::tr("Global batch"), t.globalBatch > 0 ? ReportTr::tr("%1 sequences").arg(formatInteger(t.globalBatch))
                                                                         : ReportTr::tr("automatic"));
        if (plan.options.size() > 0 && plan.options.front().training)
            rows << qMakePair(ReportTr::tr("Training tokens"), formatTokens(plan.options.front().training->tokens));
        else if (t.tokens > 0)
            rows << qMakePair(ReportTr::tr("Training tokens"), formatTokens(t.tokens));
        rows << qMakePair(ReportTr::tr("Deadline"), t.deadlineDays > 0 ? formatDays(t.deadlineDays) : ReportTr::tr("none"));
    } else {
        const auto &i = s.inference;
        rows << qMakePair(ReportTr::tr("Weights and KV cache"),
                          ReportTr::tr("%1, %2").arg(dtypeName(i.weights), dtypeName(i.kvCache)));
        rows << qMakePair(ReportTr::tr("Requests per second"), i.qps > 0 ? formatNumber(i.qps, 1) : ReportTr::tr("one replica"));
        rows << qMakePair(ReportTr::tr("Tokens per request"),
                          i.context > 0 ? ReportTr::tr("%1 in, %2 out (context %3)")
                                              .arg(formatInteger(i.inputTokens), formatInteger(i.outputTokens), formatInteger(i.context))
                                        // context 0 is "input + output", not a context of nothing
                                        : ReportTr::tr("%1 in, %2 out").arg(formatInteger(i.inputTokens), formatInteger(i.outputTokens)));
        rows << qMakePair(ReportTr::tr("Serving engine"),
                          ReportTr::tr("%1, memory fraction %2, %3")
                              .arg(servingEngineName(i.engine), formatNumber(i.memoryFraction, 2),
                                   i.maxSequences > 0
                                       ? ReportTr::tr("at most %1 sequences at once").arg(formatInteger(i.maxSequences))
                                       : ReportTr::tr("its default number of sequences at once")));
        rows << qMakePair(ReportTr::tr("Latency limits"),
                          ReportTr::tr("first token %1, per output token %2")
                              .arg(i.ttftMs > 0 ? formatMs(i.ttftMs) : ReportTr::tr("none"),
                                   i.tpotMs > 0 ? formatMs(i.tpotMs) : ReportTr::tr("none")));
    }
    QStringList gpus;
    for (const std::string &id : s.gpuIds)
        gpus << gpuName(id);
    rows << qMakePair(ReportTr::tr("GPUs compared"), listText(gpus));
    rows << qMakePair(ReportTr::tr("GPU count"), s.gpuCount > 0 ? ReportTr::tr("fixed at %1").arg(formatInteger(s.gpuCount))
                                                                : ReportTr::tr("the fewest that meet the goals, at most %1")
                                                                      .arg(formatInteger(s.maxGpus)));
    const engine::Network *net = s.networkId.empty() ? nullptr : cat.network(s.networkId);
    rows << qMakePair(ReportTr::tr("Network between nodes"),
                      net ? QString::fromStdString(net->name) : ReportTr::tr("each GPU's usual fabric"));
    rows << qMakePair(ReportTr::tr("Region"), s.region == "china" ? ReportTr::tr("Mainland China") : ReportTr::tr("Global"));
    const auto &b = s.budget;
    const QString currency = QString::fromLatin1(engine::currencyId(b.currency)).toUpper();
    rows << qMakePair(ReportTr::tr("Currency and acquisition"),
                      ReportTr::tr("%1, %2").arg(currency, b.acquisition == engine::Acquisition::Rent ? ReportTr::tr("rent")
                                                                                                       : ReportTr::tr("buy")));
    // Renting, the limit has a period, as the Budget page says beside the field: the job's rent, or a
    // service's month (a QA pass read a serving report's limit as a total).
    QString limit = b.limit > 0 ? formatMoney(b.limit, currency.toStdString(), 0) : ReportTr::tr("none");
    if (b.limit > 0 && b.acquisition == engine::Acquisition::Rent)
        limit = engine::isTraining(s.workload) ? ReportTr::tr("%1 for the job's rent").arg(limit)
                                               : ReportTr::tr("%1 of rent per month").arg(limit);
    rows << qMakePair(ReportTr::tr("Budget limit"), limit);
    return rows;
}

} // namespace gpuplan::ui
