// SPDX-License-Identifier: GPL-3.0-or-later
// The charts' fonts follow the widget's font (the language's CJK family, high-DPI scaling):
// axis titles at full size, tick labels, legend and annotations a step smaller.

#pragma once

class QCustomPlot;
class QFont;

namespace gpuplan::ui {

enum class ItemTextSize { Small, Full };

void applyPlotFonts(QCustomPlot *plot, const QFont &base, ItemTextSize items = ItemTextSize::Small);

// How much larger than the system's general font `base` is (1 normally, 1.25 in presentation
// mode), at least 1: lines and markers scale with it so they stay in proportion to the text.
double plotLineScale(const QFont &base);

} // namespace gpuplan::ui
