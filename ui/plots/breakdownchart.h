// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stacked bars: the memory breakdown (weights, gradients, optimizer, activations, KV cache,
// overhead) per GPU at the count each option uses, with the usable capacity marked.

#include <engine/plan.h>
#include <engine/scenario.h>

#include <QWidget>

class QCustomPlot;

namespace gpuplan::ui {

class BreakdownChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakdownChart)
public:
    explicit BreakdownChart(QWidget *parent = nullptr);

    void setPlan(const engine::Plan &plan, const engine::Scenario &scenario);
    QCustomPlot *plot() const { return m_plot; }
    QString toolTipAt(const QPoint &pos) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void applyFonts();

    QCustomPlot *m_plot = nullptr;
    engine::Plan m_data;
    engine::Scenario m_scenario;
    bool m_hasPlan = false;
};

} // namespace gpuplan::ui
