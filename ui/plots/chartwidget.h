// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the Results page's charts share: a QCustomPlot filling the widget, the legend in a row above
// the axis rect (it never hides a line), hover tooltips, fonts that follow the widget's (language,
// high DPI), and a rebuild on language or locale changes. Subclasses draw their data in rebuild().

#include "plotfonts.h"

#include <engine/plan.h>
#include <engine/scenario.h>

#include <QHash>
#include <QWidget>

class QCPAxis;
class QCustomPlot;

namespace gpuplan::ui {

class ChartWidget : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartWidget)
public:
    ~ChartWidget() override;
    QCustomPlot *plot() const { return m_plot; }
    // The hover text at a widget position of the plot (empty when nothing is near).
    virtual QString toolTipAt(const QPoint &pos) const = 0;

protected:
    ChartWidget(QSize minimumSize, int legendColumns, ItemTextSize itemText, QWidget *parent);
    // Redraws everything from the data (called on data, language and locale changes).
    virtual void rebuild() = 0;
    void applyFonts();
    // Starts a rebuild: no plottables or items left, numbers in the current locale.
    void clearPlot();
    // A pen width or marker size at the text's scale: `w` at the system font size, larger with
    // presentation mode's larger text (plotLineScale).
    double lineWidth(double w) const;
    // Draws the plot, with the legend row only while the legend has entries: an empty legend in
    // the layout caps the axis rect's width at its own (the charts shrank to ~50 px with no plan).
    void replot();
    void changeEvent(QEvent *event) override;
    // A shorter title for the vertical axis, used where the whole one would have to shrink below
    // readable size even in two lines (a short chart in Chinese at 1280 x 720).
    void setShortAxisLabel(QCPAxis *axis, const QString &text) { m_shortLabels.insert(axis, text); }
    // Called on every layout, after the axis rects have their final pixels and before anything is
    // drawn: items placed in pixels (the memory chart's labels) are set apart here.
    virtual void placeItems() {}
    // Called on every layout too: tick labels that need the axis's pixels (bar names wrapped to the
    // width between bars) are set here; true when they changed, and the chart is laid out again.
    virtual bool fitTickLabels() { return false; }

    QCustomPlot *const m_plot;

private:
    // A vertical axis label longer than the axis is broken into two lines (presentation mode's
    // larger text, Chinese labels); true when the label changed.
    bool fitAxisLabel(QCPAxis *axis);
    // As many legend columns as fit the chart's width (one row where the names are short, as in
    // Chinese): a second legend row took the height a short chart needs. True if it changed.
    bool fitLegendColumns();
    // The minimum size at the text's scale, taller by the legend's rows after the first: seven GPUs' legend in three
    // rows left the axis 40 px of a 1920 x 1080 window (the table below takes what it needs).
    void applyMinimumSize();

    ItemTextSize m_itemText;
    QSize m_minimumSize;   // at the system font; scaled with the text (presentation mode)
    QHash<QCPAxis *, QString> m_fullLabels;
    QHash<QCPAxis *, QString> m_shortLabels;
    bool m_inReplot = false;
    bool m_refitted = false;
    bool m_rebuilding = false;
};

// A chart of one plan (the memory and breakdown charts): keeps the plan and its scenario to redraw.
class PlanChart : public ChartWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanChart)
public:
    void setPlan(const engine::Plan &plan, const engine::Scenario &scenario);

protected:
    using ChartWidget::ChartWidget;

    engine::Plan m_data;
    engine::Scenario m_scenario;
    bool m_hasPlan = false;
};

} // namespace gpuplan::ui
