// SPDX-License-Identifier: GPL-3.0-or-later
#include "costchart.h"

#include "plotfonts.h"
#include "plots/memorychart.h"
#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "uitr.h"

#include <qcustomplot.h>

#include <cmath>

namespace gpuplan::ui {

namespace {
// The budget line is drawn while it lies within this multiple of the dearest point.
constexpr double kBudgetLineSpan = 3.0;
} // namespace

CostChart::CostChart(QWidget *parent) : ChartWidget(QSize(280, 200), 4, ItemTextSize::Small, parent)
{
    // GPU counts are whole numbers: a fixed step, chosen with the range (rebuild()).
    auto xTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    xTicker->setTickStep(1.0);
    m_plot->xAxis->setTicker(xTicker);
    m_plot->xAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->xAxis->setNumberPrecision(0);
    // The ticker's steps include 2.5: six significant digits show 2.5, 7.5 and 12.5 as they are (with
    // "f" and no decimals they read 3, 8 and 13 on evenly spaced lines, a QA pass), and never an exponent
    // below a million of the axis unit.
    m_plot->yAxis->setNumberFormat(QStringLiteral("g"));
    m_plot->yAxis->setNumberPrecision(6);
    rebuild();
}

void CostChart::setCurves(const std::vector<CostCurve> &curves, const engine::Scenario &scenario)
{
    m_curves = curves;
    m_scenario = scenario;
    m_has = true;
    m_computing = false;
    rebuild();
}

void CostChart::setComputing(const engine::Scenario &scenario)
{
    m_scenario = scenario;
    m_computing = true;
    rebuild();
}

double CostChart::budgetLineValue() const
{
    return m_budgetLine ? m_scenario.budget.limit : 0.0;
}

QString CostChart::xAxisLabel() const
{
    return Tr::tr("GPUs bought or rented");   // each point is a purchase (engine::costCurves)
}

QString CostChart::yAxisLabel() const
{
    const bool rent = m_scenario.budget.acquisition == engine::Acquisition::Rent;
    const bool training = engine::isTraining(m_scenario.workload);
    const QString unit = m_scale >= 1e6   ? Tr::tr("millions of %1")
                         : m_scale >= 1e3 ? Tr::tr("thousands of %1")
                                          : QStringLiteral("%1");
    // The currency as a word of the language ("百万元", not "百万 CNY": a zh_CN QA pass).
    QString currency;
    switch (m_scenario.budget.currency) {
    case engine::Currency::Cny: currency = Tr::tr("CNY", "currency unit on a chart axis"); break;
    case engine::Currency::Twd: currency = Tr::tr("TWD", "currency unit on a chart axis"); break;
    default: currency = Tr::tr("USD", "currency unit on a chart axis"); break;
    }
    const QString cur = unit.arg(currency);
    if (!rent)
        return Tr::tr("Purchase cost (%1)").arg(cur);
    return training ? Tr::tr("Rent for the job (%1)").arg(cur) : Tr::tr("Rent per month (%1)").arg(cur);
}

void CostChart::rebuild()
{
    clearPlot();
    m_budgetLine = nullptr;
    double yMax = 0, xMin = 1e300, xMax = 0;
    for (const CostCurve &c : m_curves)
        for (const CostPoint &p : c.points) {
            yMax = std::max(yMax, p.modeCost);
            xMin = std::min(xMin, static_cast<double>(p.gpus));
            xMax = std::max(xMax, static_cast<double>(p.gpus));
        }
    const double limit = m_scenario.budget.limit;
    // A budget far above every point is named in the legend, not drawn: scaled to it, the curves lay
    // flat on the axis (a zh_TW QA pass: NT$30M over rents of NT$0.1-0.2M).
    const bool limitDrawn = limit > 0 && (yMax <= 0 || limit <= kBudgetLineSpan * yMax);
    const double top = limitDrawn ? std::max(yMax, limit) : yMax;
    m_scale = top >= 2e6 ? 1e6 : (top >= 2e3 ? 1e3 : 1.0);
    m_plot->xAxis->setLabel(xAxisLabel());
    m_plot->yAxis->setLabel(yAxisLabel());
    if (m_has) {
        for (const CostCurve &c : m_curves) {
            const auto it = std::find(m_scenario.gpuIds.begin(), m_scenario.gpuIds.end(), c.gpuId);
            const int index = static_cast<int>(it - m_scenario.gpuIds.begin());
            QVector<double> xs, ys;
            for (const CostPoint &p : c.points) {
                xs.push_back(static_cast<double>(p.gpus));
                ys.push_back(p.modeCost / m_scale);
            }
            auto *g = m_plot->addGraph();
            g->setData(xs, ys, true);
            g->setPen(QPen(gpuColor(index), lineWidth(2)));
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, lineWidth(6)));
            g->setName(shortGpuName(c.gpuId));
        }
    }
    if (limit > 0) {
        const QPen pen(QColor(0xc0, 0x20, 0x20), lineWidth(1.5), Qt::DashLine);
        const QString amount = formatMoney(limit, engine::currencyId(m_scenario.budget.currency));
        if (limitDrawn) {
            m_budgetLine = new QCPItemStraightLine(m_plot);
            m_budgetLine->point1->setCoords(0, limit / m_scale);
            m_budgetLine->point2->setCoords(1, limit / m_scale);
            m_budgetLine->setPen(pen);
            m_budgetLine->setClipToAxisRect(true);
        }
        auto *legendOnly = m_plot->addGraph();
        legendOnly->setPen(pen);
        legendOnly->setName(limitDrawn ? Tr::tr("Budget limit %1").arg(amount)
                                       //: legend of the cost chart: the budget is so far above every point that it is not drawn
                                       : Tr::tr("Budget limit %1, above the chart").arg(amount));
    }
    if (!m_has || m_computing || yMax <= 0) {
        auto *empty = new QCPItemText(m_plot);
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(m_computing || !m_has ? Tr::tr("Computing…")
                                             : Tr::tr("No cost chart: no compared GPU fits, or the catalogue has no prices."));
        empty->setColor(Qt::darkGray);
    }
    if (xMax <= 0) {
        xMin = 1;
        xMax = 16;
    }
    const double pad = std::max(1.0, (xMax - xMin) * 0.05);
    m_plot->xAxis->setRange(std::max(0.0, xMin - pad), xMax + pad);
    // Ticks a buyer counts in: single GPUs or pairs inside one server, whole 8-GPU servers (and
    // doubling multiples of them) beyond, never 0 / 3 / 6.
    const double span = xMax + pad;
    double step = span <= 9 ? 1 : span <= 17 ? 2 : 8;
    while (span / step > 8)
        step *= 2;
    if (auto ticker = m_plot->xAxis->ticker().dynamicCast<QCPAxisTickerFixed>()) {
        ticker->setTickStep(step);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    }
    m_plot->yAxis->setRange(0, top > 0 ? top / m_scale * 1.1 : 1.0);
    applyFonts();
    replot();
}

QString CostChart::toolTipAt(const QPoint &pos) const
{
    double bestDist = 12.0;
    const CostPoint *best = nullptr;
    const CostCurve *bestCurve = nullptr;
    for (const CostCurve &c : m_curves)
        for (const CostPoint &p : c.points) {
            const double px = m_plot->xAxis->coordToPixel(static_cast<double>(p.gpus));
            const double py = m_plot->yAxis->coordToPixel(p.modeCost / m_scale);
            const double d = std::hypot(px - pos.x(), py - pos.y());
            if (d < bestDist) {
                bestDist = d;
                best = &p;
                bestCurve = &c;
            }
        }
    if (!best) {
        if (m_budgetLine && std::abs(m_plot->yAxis->coordToPixel(m_scenario.budget.limit / m_scale) - pos.y()) < 6)
            return Tr::tr("Budget limit: %1").arg(formatMoney(m_scenario.budget.limit, engine::currencyId(m_scenario.budget.currency)));
        return {};
    }
    QString text = Tr::tr("%1 with %2").arg(gpuName(bestCurve->gpuId), formatGpuCount(best->gpus));
    text += QLatin1Char('\n') + Tr::tr("Purchase: %1").arg(formatMoney(best->purchase, bestCurve->currency));
    text += QLatin1Char('\n')
            + (engine::isTraining(m_scenario.workload) ? Tr::tr("Rent for the job: %1") : Tr::tr("Rent per month: %1"))
                  .arg(formatMoney(best->rent, bestCurve->currency));
    if (best->days)
        text += QLatin1Char('\n') + Tr::tr("Training time: %1").arg(formatDays(*best->days));
    if (best->requestsPerSecond)
        text += QLatin1Char('\n') + Tr::tr("Requests per second: %1").arg(formatNumber(*best->requestsPerSecond, 1));
    if (m_scenario.budget.limit > 0)
        text += QLatin1Char('\n') + (best->modeCost <= m_scenario.budget.limit ? Tr::tr("Within the budget")
                                                                               : Tr::tr("Over the budget"));
    return text;
}

} // namespace gpuplan::ui
