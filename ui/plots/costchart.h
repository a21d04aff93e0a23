// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Cost (purchase, or rent in the scenario's mode) versus GPU count for each compared GPU, each
// point a re-plan at that fixed count (AdvisorRunner), with the budget limit as a horizontal line.

#include "plots/chartwidget.h"

#include "advisor/advisorrunner.h"

#include <engine/plan.h>
#include <engine/scenario.h>

class QCPItemStraightLine;

namespace gpuplan::ui {

class CostChart final : public ChartWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostChart)
public:
    explicit CostChart(QWidget *parent = nullptr);

    void setCurves(const std::vector<CostCurve> &curves, const engine::Scenario &scenario);
    void setComputing(const engine::Scenario &scenario);
    bool hasBudgetLine() const { return m_budgetLine != nullptr; }
    // The budget line's value in the scenario's currency (0 without a line).
    double budgetLineValue() const;
    QString toolTipAt(const QPoint &pos) const override;
    QString xAxisLabel() const;
    QString yAxisLabel() const;
    // Values on the y axis are in units of this (1, 1e3 or 1e6 of the currency).
    double yScale() const { return m_scale; }

private:
    void rebuild() override;

    QCPItemStraightLine *m_budgetLine = nullptr;
    std::vector<CostCurve> m_curves;
    engine::Scenario m_scenario;
    bool m_has = false;
    bool m_computing = false;
    double m_scale = 1;
};

} // namespace gpuplan::ui
