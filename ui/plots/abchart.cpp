// SPDX-License-Identifier: GPL-3.0-or-later
#include "abchart.h"

#include "text/equations.h"
#include "text/formatting.h"
#include "text/typography.h"
#include "uitr.h"

#include <qcustomplot.h>

#include <cmath>

namespace gpuplan::ui {

namespace {
// A category title on two lines when it is long: side by side, "GPUs bought or rented" ran into
// "Training time on all of them" on a chart of usual width. Words break at the space nearest the
// middle; Chinese (no spaces) in the middle.
QString wrapped(const QString &title)
{
    // Widths in half-width units: a Chinese character is as wide as two Latin letters, so
    // "採購或租用的 GPU 數" (11 characters, two spaces) is too wide for one line beside its neighbours.
    const auto width = [](QChar c) { return isCjk(c) ? 2 : 1; };
    int total = 0;
    for (const QChar c : title)
        total += width(c);
    if (total <= 14)
        return title;
    // Break at a space, or between two Chinese characters, nearest the middle of the width.
    int at = -1, acc = 0;
    double best = 1e9;
    for (int i = 1; i < static_cast<int>(title.size()); ++i) {
        acc += width(title[i - 1]);
        const bool space = title[i] == QLatin1Char(' ');
        const bool between = width(title[i - 1]) == 2 && width(title[i]) == 2;
        if ((space || between) && std::abs(acc - total / 2.0) < best) {
            best = std::abs(acc - total / 2.0);
            at = i;
        }
    }
    if (at < 0)
        return title;
    return title.left(at) + QLatin1Char('\n') + title.mid(title[at] == QLatin1Char(' ') ? at + 1 : at);
}
} // namespace

AbChart::AbChart(QWidget *parent) : ChartWidget(QSize(240, 160), 2, ItemTextSize::Small, parent)
{
    m_plot->xAxis->setTickLength(0, 0);
    m_plot->xAxis->setSubTicks(false);
    m_plot->legend->setVisible(false);
    rebuild();
}

void AbChart::setPlans(const engine::Plan &a, const engine::Scenario &sa, const engine::Plan &b, const engine::Scenario &sb)
{
    m_bars.clear();
    const engine::Option *oa = engine::comparedOption(a), *ob = engine::comparedOption(b);
    if (oa && ob && oa->fits && ob->fits) {
        const auto gpus = [](const engine::Option &o) {
            return static_cast<double>(o.purchase ? o.purchase->gpuCount : o.gpuCount);
        };
        m_bars.push_back({Tr::tr("GPUs bought or rented"), gpus(*oa), gpus(*ob), formatGpuCount(static_cast<qint64>(gpus(*oa))),
                          formatGpuCount(static_cast<qint64>(gpus(*ob)))});
        // Every bar is the purchase's, as the GPU bar and the cost are (the chart once showed the GPUs
        // bought beside the minimum's days, and read "A 88 GPUs" beside the table's 80).
        const auto training = [](const engine::Option &o) {
            return o.purchase && o.purchase->training ? &*o.purchase->training : (o.training ? &*o.training : nullptr);
        };
        const auto serving = [](const engine::Option &o) {
            return o.purchase && o.purchase->inference ? &*o.purchase->inference : (o.inference ? &*o.inference : nullptr);
        };
        if (training(*oa) && training(*ob))
            m_bars.push_back({Tr::tr("Training time on all of them"), training(*oa)->days, training(*ob)->days,
                              formatDays(training(*oa)->days), formatDays(training(*ob)->days)});
        else if (serving(*oa) && serving(*ob))
            m_bars.push_back({Tr::tr("Requests per second on all of them"), serving(*oa)->requestsPerSecond,
                              serving(*ob)->requestsPerSecond, formatNumber(serving(*oa)->requestsPerSecond, 1),
                              formatNumber(serving(*ob)->requestsPerSecond, 1)});
        const engine::CostEstimate *ca = engine::purchaseCost(*oa), *cb = engine::purchaseCost(*ob);
        // One basis on both sides: a purchase beside a purchase, a job's rent beside a job's, a month's
        // beside a month's (an English QA pass read a serving plan's month of rent at 44 % of a
        // training job's rent).
        const bool sameBasis = sa.budget.acquisition == sb.budget.acquisition
                               && (sa.budget.acquisition == engine::Acquisition::Buy
                                   || engine::isTraining(sa.workload) == engine::isTraining(sb.workload));
        if (ca && cb && ca->currency == cb->currency && sameBasis) {
            const double costA = engine::modeCost(sa, *ca), costB = engine::modeCost(sb, *cb);
            m_bars.push_back({rowTitle(ResultRow::Cost, engine::isTraining(sb.workload)), costA, costB,
                              formatMoney(costA, ca->currency), formatMoney(costB, cb->currency)});
        }
    }
    rebuild();
}

void AbChart::rebuild()
{
    clearPlot();
    //: the A vs B chart's axis: the current plan as a percentage of the pinned one
    m_plot->yAxis->setLabel(Tr::tr("B as % of A"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double top = 120;
    if (!m_bars.isEmpty()) {
        QVector<double> keys, values;
        for (int i = 0; i < m_bars.size(); ++i) {
            keys << i + 1;
            values << m_bars[i].percent();
            ticker->addTick(i + 1, wrapped(m_bars[i].title));
            top = std::max(top, m_bars[i].percent() * 1.2);
            auto *label = new QCPItemText(m_plot);
            label->position->setCoords(i + 1, m_bars[i].percent());
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            // Two lines: side by side the figures ran into the next bar's on a narrow chart.
            //: above a bar of the A vs B chart, on two lines: "B 16 GPUs", "A 32 GPUs"
            label->setText(Tr::tr("B %1\nA %2").arg(m_bars[i].bText, m_bars[i].aText));
            label->setClipToAxisRect(false);
        }
        auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setData(keys, values, true);
        bars->setWidth(0.5);
        bars->setPen(QPen(QColor(0x4e, 0x79, 0xa7).darker(130), lineWidth(1)));
        bars->setBrush(QColor(0x4e, 0x79, 0xa7));
        auto *same = new QCPItemStraightLine(m_plot);   // A itself
        same->point1->setCoords(0, 100);
        same->point2->setCoords(1, 100);
        same->setPen(QPen(Qt::darkGray, lineWidth(1.5), Qt::DashLine));
    } else {
        auto *empty = new QCPItemText(m_plot);
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(Tr::tr("No chart: A or B has no option that fits."));
        empty->setColor(Qt::darkGray);
    }
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(0.4, std::max<int>(1, static_cast<int>(m_bars.size())) + 0.6);
    m_plot->yAxis->setRange(0, top);
    applyFonts();
    replot();
}

QString AbChart::toolTipAt(const QPoint &pos) const
{
    const double key = m_plot->xAxis->pixelToCoord(pos.x());
    const int i = static_cast<int>(std::lround(key)) - 1;
    if (i < 0 || i >= m_bars.size() || std::abs(key - (i + 1)) > 0.3)
        return {};
    const Bar &b = m_bars[i];
    //: tooltip of a bar of the A vs B chart: "Training time: B 7.9 days is 51% of A 15.6 days"
    return Tr::tr("%1: B %2 is %3 of A %4").arg(b.title, b.bText, formatPercent(b.percent() / 100.0), b.aText);
}

} // namespace gpuplan::ui
