// SPDX-License-Identifier: GPL-3.0-or-later
#include "plotfonts.h"

#include <qcustomplot.h>

#include <QFontDatabase>
#include <QFontInfo>
#include <algorithm>

namespace gpuplan::ui {

void applyPlotFonts(QCustomPlot *plot, const QFont &base, ItemTextSize items)
{
    QFont small = base;
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.9);
    for (QCPAxis *ax : {plot->xAxis, plot->yAxis}) {
        ax->setLabelFont(base);
        ax->setTickLabelFont(small);
    }
    plot->legend->setFont(small);
    const QFont &itemFont = items == ItemTextSize::Full ? base : small;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *t = qobject_cast<QCPItemText *>(plot->item(i)))
            t->setFont(itemFont);
}

double plotLineScale(const QFont &base)
{
    const QFont system = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    const double ratio = system.pointSizeF() > 0 && base.pointSizeF() > 0
                             ? base.pointSizeF() / system.pointSizeF()
                             : static_cast<double>(QFontInfo(base).pixelSize()) / std::max(1, QFontInfo(system).pixelSize());
    return std::clamp(ratio, 1.0, 3.0);
}

} // namespace gpuplan::ui
