// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stacked bars: the memory breakdown (weights, gradients, optimizer, activations, KV cache,
// overhead) per GPU at the count each option uses, with the usable capacity marked.

#include "chartwidget.h"

#include <engine/plan.h>
#include <engine/scenario.h>

namespace gpuplan::ui {

class BreakdownChart final : public ChartWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakdownChart)
public:
    explicit BreakdownChart(QWidget *parent = nullptr);

    void setPlan(const engine::Plan &plan, const engine::Scenario &scenario);
    QString toolTipAt(const QPoint &pos) const override;

private:
    void rebuild() override;

    engine::Plan m_data;
    engine::Scenario m_scenario;
    bool m_hasPlan = false;
};

} // namespace gpuplan::ui
