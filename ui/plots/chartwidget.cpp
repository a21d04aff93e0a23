// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartwidget.h"

#include "text/typography.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QToolTip>
#include <algorithm>
#include <cstdlib>
#include <QVBoxLayout>

namespace gpuplan::ui {

ChartWidget::ChartWidget(QSize minimumSize, int legendColumns, ItemTextSize itemText, QWidget *parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_itemText(itemText), m_minimumSize(minimumSize)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(minimumSize);
    m_plot->setMouseTracking(true);
    m_plot->setLocale(QLocale());
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(legendColumns);
    m_plot->legend->setBorderPen(Qt::NoPen);
    // Transparent: an empty legend (a chart with nothing to plot yet) is a thin row that would
    // otherwise paint white over the top tick label of the axis below it (a QA pass).
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setMargins(QMargins(4, 2, 4, 2));
    // The axis height is known once the plot is laid out (on every replot, including QCustomPlot's own
    // on a resize): a title that no longer fits is refitted and the chart drawn again.
    // Rebuilt rather than only redrawn: items placed in pixels (the memory chart's labels) follow.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        placeItems();
        const bool legendRefitted = fitLegendColumns();   // the width changed (a resize, presentation mode)
        applyMinimumSize();
        const bool ticksRefitted = fitTickLabels();
        if (!fitAxisLabel(m_plot->yAxis) && !legendRefitted && !ticksRefitted)
            return;
        if (m_inReplot)
            m_refitted = true;   // replot() rebuilds at once (the PDF and screenshots draw right after)
        else                     // QCustomPlot's own replot on a resize
            QMetaObject::invokeMethod(this, [this] { rebuild(); }, Qt::QueuedConnection);
    });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *e) {
        const QString tip = toolTipAt(e->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(e->globalPosition().toPoint(), tip, m_plot);
    });
}

ChartWidget::~ChartWidget()
{
    // A legend taken out of the layout (replot()) goes back so that the plot deletes it.
    if (!(m_plot->plotLayout()->hasElement(0, 0) && m_plot->plotLayout()->element(0, 0) == m_plot->legend))
        m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
}

void ChartWidget::clearPlot()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->setLocale(QLocale());
}

void ChartWidget::replot()
{
    QCPLegend *legend = m_plot->legend;
    const bool placed = m_plot->plotLayout()->hasElement(0, 0) && m_plot->plotLayout()->element(0, 0) == legend;
    const bool wanted = legend->visible() && legend->itemCount() > 0;
    if (placed && !wanted)
        m_plot->plotLayout()->take(legend);
    else if (!placed && wanted)
        m_plot->plotLayout()->addElement(0, 0, legend);
    fitLegendColumns();
    applyMinimumSize();
    fitTickLabels();               // with the axis width of the last layout
    fitAxisLabel(m_plot->yAxis);   // with the axis height of the last layout
    m_inReplot = true;
    m_plot->replot();
    m_inReplot = false;
    // The new layout changed the axis height enough to change the fit: lay out and place again,
    // once (the PDF and screenshots draw right after this returns).
    const bool again = m_refitted && !m_rebuilding;
    m_refitted = false;
    if (again) {
        m_rebuilding = true;
        rebuild();
        m_rebuilding = false;
    }
}

void ChartWidget::applyMinimumSize()
{
    const double scale = plotLineScale(font());
    QCPLegend *legend = m_plot->legend;
    const bool placed = m_plot->plotLayout()->hasElement(0, 0) && m_plot->plotLayout()->element(0, 0) == legend;
    // The rows after the first: the minimum was set for a chart with a one-row legend.
    const int rows = placed ? legend->rowCount() : 0;
    const int extra = rows > 1 ? legend->minimumOuterSizeHint().height() * (rows - 1) / rows : 0;
    const QSize size(qRound(m_minimumSize.width() * scale), qRound(m_minimumSize.height() * scale) + extra);
    if (m_plot->minimumSize() != size)
        m_plot->setMinimumSize(size);
}

bool ChartWidget::fitLegendColumns()
{
    QCPLegend *legend = m_plot->legend;
    QList<int> widths;   // the items' widths in their order (a wrapped grid also has empty cells)
    for (int i = 0; i < legend->elementCount(); ++i)
        if (QCPLayoutElement *e = legend->elementAt(i))
            widths << e->minimumOuterSizeHint().width();
    const int count = static_cast<int>(widths.size());
    if (count == 0 || m_plot->viewport().width() <= 0)
        return false;
    const int room = m_plot->viewport().width() - legend->margins().left() - legend->margins().right();
    // The most columns whose widest items side by side fit (items fill a row, then the next).
    const auto fits = [&](int columns) {
        int total = (columns - 1) * legend->columnSpacing();
        for (int c = 0; c < columns; ++c) {
            int column = 0;
            for (int i = c; i < count; i += columns)
                column = std::max(column, widths[i]);
            total += column;
        }
        return total <= room;
    };
    int columns = count;
    while (columns > 1 && !fits(columns))
        --columns;
    if (legend->wrap() == columns)
        return false;
    legend->setWrap(columns);
    // setWrap only sets the count: the items already placed are re-flowed by setFillOrder (a report's
    // legend kept four columns where three fit and cut "H100 SXM5 80GB" to "80GE").
    legend->setFillOrder(legend->fillOrder(), true);
    return true;
}

bool ChartWidget::fitAxisLabel(QCPAxis *axis)
{
    // The label as the chart set it (a label with a line break is the one fitted here before).
    QString full = axis->label();
    if (full.contains(QLatin1Char('\n')) || (m_shortLabels.contains(axis) && full == m_shortLabels.value(axis)))
        full = m_fullLabels.value(axis, full);
    else
        m_fullLabels.insert(axis, full);
    QString text = full;
    QFont labelFont = font();   // applyPlotFonts' label size; made smaller below only when needed
    // A few pixels short of the axis: the next layout (the table below refitting its rows) can take
    // them, and a title that fitted exactly would then overhang.
    const int room = axis->axisRect()->height() - 4;
    if (room > 0 && QFontMetrics(labelFont).horizontalAdvance(full) > room) {
        // Two lines, broken nearest the middle where a line may break: at a space (dropped), before an
        // opening bracket, after a comma, or between two Chinese characters — never inside a Latin word.
        const int middle = static_cast<int>(full.size()) / 2;
        int cut = -1;
        bool dropSpace = false;
        for (int i = 1; i < full.size(); ++i) {
            const QChar before = full.at(i - 1), at = full.at(i);
            const bool space = at == QLatin1Char(' ');
            const bool breakable = space || at == QLatin1Char('(') || at == QChar(0xFF08) || before == QChar(0xFF0C)
                                   || before == QLatin1Char(',') || (isCjk(before) && isCjk(at));
            if (breakable && (cut < 0 || std::abs(i - middle) < std::abs(cut - middle))) {
                cut = i;
                dropSpace = space;
            }
        }
        if (cut < 0)
            cut = middle;
        text = full.left(cut).trimmed() + QLatin1Char('\n') + full.mid(cut + (dropSpace ? 1 : 0));
        // A short axis (a small window) still too short for the longer line: a smaller font, down to 60 %.
        int longest = 0;
        for (const QString &line : text.split(QLatin1Char('\n')))
            longest = std::max(longest, QFontMetrics(labelFont).horizontalAdvance(line));
        // Below 85 % of its size the title is hard to read: the chart's short title, in one line, is
        // shrunk no further than it must be.
        const QString shortText = m_shortLabels.value(axis);
        if (longest > room && !shortText.isEmpty() && room < longest * 0.85) {
            text = shortText;
            longest = QFontMetrics(labelFont).horizontalAdvance(text);
        }
        if (longest > room && labelFont.pointSizeF() > 0)
            labelFont.setPointSizeF(labelFont.pointSizeF() * std::max(0.6, static_cast<double>(room) / longest));
    }
    if (text == axis->label() && labelFont == axis->labelFont())
        return false;
    axis->setLabel(text);
    axis->setLabelFont(labelFont);
    return true;
}

void ChartWidget::applyFonts()
{
    applyPlotFonts(m_plot, font(), m_itemText);
}

double ChartWidget::lineWidth(double w) const
{
    return w * plotLineScale(font());
}

void ChartWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        rebuild();
    } else if (event->type() == QEvent::FontChange) {
        // Larger text (presentation mode) needs a taller chart for the same axis: its minimum grows
        // with the text, so the comparison table below cannot squeeze the axis under its title.
        applyMinimumSize();
        applyFonts();
        rebuild();   // pens and markers follow the text size (lineWidth)
    }
    QWidget::changeEvent(event);
}

void PlanChart::setPlan(const engine::Plan &plan, const engine::Scenario &scenario)
{
    m_data = plan;
    m_scenario = scenario;
    m_hasPlan = true;
    rebuild();
}

} // namespace gpuplan::ui
