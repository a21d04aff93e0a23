// SPDX-License-Identifier: GPL-3.0-or-later
// The charts' fonts follow the widget's font (the language's CJK family, high-DPI scaling):
// axis titles at full size, tick labels, legend and annotations a step smaller.

#pragma once

class QCustomPlot;
class QFont;

namespace gpuplan::ui {

enum class ItemTextSize { Small, Full };

void applyPlotFonts(QCustomPlot *plot, const QFont &base, ItemTextSize items = ItemTextSize::Small);

} // namespace gpuplan::ui
