// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Memory per GPU (GiB) versus GPU count (log₂ axis, 1 to 1024) for each compared GPU, with the
// usable capacity as a horizontal line in the same colour and the first count that fits marked.

#include <engine/plan.h>
#include <engine/scenario.h>

#include <QColor>
#include <QWidget>

class QCustomPlot;

namespace gpuplan::ui {

QColor gpuColor(int index);

class MemoryChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemoryChart)
public:
    explicit MemoryChart(QWidget *parent = nullptr);

    void setPlan(const engine::Plan &plan, const engine::Scenario &scenario);
    QCustomPlot *plot() const { return m_plot; }
    // The hover text at a widget position of the plot (empty when no point is near).
    QString toolTipAt(const QPoint &pos) const;
    QString xAxisLabel() const;
    QString yAxisLabel() const;

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
