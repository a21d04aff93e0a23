// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stacked bars: the memory breakdown (weights, gradients, optimizer, activations, KV cache,
// overhead) per GPU at the count each option uses, with the usable capacity marked.

#include "chartwidget.h"

namespace gpuplan::ui {

class BreakdownChart final : public PlanChart
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakdownChart)
public:
    explicit BreakdownChart(QWidget *parent = nullptr);

    QString toolTipAt(const QPoint &pos) const override;

private:
    void rebuild() override;
    bool fitTickLabels() override;

    // Each bar's name in the pieces a label may break between ("A100", "SXM4", "80GB × 8").
    QList<QStringList> m_barWords;
};

} // namespace gpuplan::ui
