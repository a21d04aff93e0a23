// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A vs B at a glance: the current plan (B) as a share of the pinned one (A) for what a buyer
// weighs — GPUs bought, time (training) or requests per second (serving), and cost — each bar
// against a 100 % line, the two figures in its tooltip and label.

#include "chartwidget.h"

#include <engine/plan.h>
#include <engine/scenario.h>

#include <QVector>

namespace gpuplan::ui {

class AbChart final : public ChartWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AbChart)
public:
    explicit AbChart(QWidget *parent = nullptr);

    void setPlans(const engine::Plan &a, const engine::Scenario &sa, const engine::Plan &b, const engine::Scenario &sb);
    QString toolTipAt(const QPoint &pos) const override;

    struct Bar
    {
        QString title;         // what is compared ("GPUs bought")
        double a = 0, b = 0;   // the two figures
        QString aText, bText;  // as the table writes them
        double percent() const { return a > 0 ? 100.0 * b / a : 0.0; }
    };
    const QVector<Bar> &bars() const { return m_bars; }

private:
    void rebuild() override;

    QVector<Bar> m_bars;
};

} // namespace gpuplan::ui
