// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartwidget.h"

#include <qcustomplot.h>

#include <QToolTip>
#include <QVBoxLayout>

namespace gpuplan::ui {

ChartWidget::ChartWidget(QSize minimumSize, int legendColumns, ItemTextSize itemText, QWidget *parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_itemText(itemText)
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
    m_plot->legend->setMargins(QMargins(4, 2, 4, 2));
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

void ChartWidget::replot()
{
    QCPLegend *legend = m_plot->legend;
    const bool placed = m_plot->plotLayout()->hasElement(0, 0) && m_plot->plotLayout()->element(0, 0) == legend;
    const bool wanted = legend->visible() && legend->itemCount() > 0;
    if (placed && !wanted)
        m_plot->plotLayout()->take(legend);
    else if (!placed && wanted)
        m_plot->plotLayout()->addElement(0, 0, legend);
    m_plot->replot();
}

void ChartWidget::applyFonts()
{
    applyPlotFonts(m_plot, font(), m_itemText);
}

void ChartWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        rebuild();
    } else if (event->type() == QEvent::FontChange) {
        applyFonts();
        replot();
    }
    QWidget::changeEvent(event);
}

} // namespace gpuplan::ui
