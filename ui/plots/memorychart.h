// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Memory per GPU (GiB) versus GPU count (log₂ axis, 1 to 1024) for each compared GPU, with the
// usable capacity as a horizontal line in the same colour and the first count that fits marked.

#include "chartwidget.h"

#include <QColor>
#include <vector>

class QCPItemText;

namespace gpuplan::ui {

QColor gpuColor(int index);

class MemoryChart final : public PlanChart
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemoryChart)
public:
    explicit MemoryChart(QWidget *parent = nullptr);

    // The hover text at a widget position of the plot (empty when no point is near).
    QString toolTipAt(const QPoint &pos) const override;
    QString xAxisLabel() const;
    QString yAxisLabel() const;

private:
    void rebuild() override;
    void placeItems() override;
    bool fitTickLabels() override;

    struct FirstFitLabel
    {
        double x, y;          // the marker, in plot coordinates
        QCPItemText *item;
    };
    std::vector<FirstFitLabel> m_labels;   // set apart in placeItems() on every layout
    // A chart too short for its first-fit labels (seven GPUs at 1366 x 768, a PDF page) names the
    // first fit in the legend instead ("H100 SXM5 80GB · fits from 16"): placeItems() finds a label
    // with no place beside its marker, and the legend is used until the chart is taller than it was then.
    bool m_labelsCrowded = false;
    bool m_fitsInLegend = false;
    double m_crowdedHeight = 0;
    // The largest count drawn: the sweep's last point up to 1,024, or an option's count beyond it (a
    // fixed count of 5,000).
    double m_xMax = 1024;
};

} // namespace gpuplan::ui
