// SPDX-License-Identifier: GPL-3.0-or-later
#include "breakdownchart.h"

#include "plotfonts.h"
#include "memorychart.h"
#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "uitr.h"

#include <qcustomplot.h>

#include <algorithm>


namespace gpuplan::ui {

namespace {

struct Component
{
    const char *name;
    std::int64_t engine::MemoryBreakdown::*member;
    QColor color;
};

const Component kComponents[] = {
    {QT_TRANSLATE_NOOP("Ui", "Weights"), &engine::MemoryBreakdown::weights, QColor(0x4e, 0x79, 0xa7)},
    {QT_TRANSLATE_NOOP("Ui", "Gradients"), &engine::MemoryBreakdown::gradients, QColor(0xf2, 0x8e, 0x2b)},
    {QT_TRANSLATE_NOOP("Ui", "Optimizer states"), &engine::MemoryBreakdown::optimizer, QColor(0xe1, 0x57, 0x59)},
    {QT_TRANSLATE_NOOP("Ui", "Activations"), &engine::MemoryBreakdown::activations, QColor(0x76, 0xb7, 0xb2)},
    {QT_TRANSLATE_NOOP("Ui", "KV cache"), &engine::MemoryBreakdown::kvCache, QColor(0x59, 0xa1, 0x4f)},
    {QT_TRANSLATE_NOOP("Ui", "Overhead"), &engine::MemoryBreakdown::overhead, QColor(0xba, 0xb0, 0xac)},
};

} // namespace

BreakdownChart::BreakdownChart(QWidget *parent) : PlanChart(QSize(240, 150), 3, ItemTextSize::Full, parent)
{
    m_plot->xAxis->setTickLength(0, 0);
    m_plot->xAxis->setSubTicks(false);
    rebuild();
}

void BreakdownChart::rebuild()
{
    clearPlot();
    m_plot->yAxis->setLabel(Tr::tr("Memory per GPU (GiB)"));
    //: The memory charts' vertical axis title where the chart is too short for the whole one.
    setShortAxisLabel(m_plot->yAxis, Tr::tr("GiB per GPU"));
    m_plot->xAxis->setLabel(Tr::tr("At the GPU count of each option"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double yMax = 1;
    const auto &options = m_data.options;
    QCPBars *below = nullptr;
    const bool any = m_hasPlan && m_data.issues.empty() && !options.empty();
    // FSDP in mixed precision keeps no 16-bit weights: the fp32 master in the optimizer states is the
    // weight (docs/model.md §2.3). With no weights bar, the legend says where they are (a QA pass read
    // a full fine-tune without weights).
    const bool weightsInOptimizer = std::all_of(options.begin(), options.end(), [](const engine::Option &o) {
        return o.memory.weights == 0 && o.memory.optimizer > 0;
    });
    for (const Component &c : kComponents) {
        QVector<double> keys, values;
        bool nonZero = false;
        for (std::size_t i = 0; any && i < options.size(); ++i) {
            keys.push_back(static_cast<double>(i + 1));
            const double v = static_cast<double>(options[i].memory.*(c.member)) / kGiB;
            values.push_back(v);
            nonZero = nonZero || v > 0;
        }
        if (!nonZero)
            continue;   // e.g. no KV cache in training, no gradients in serving
        auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setName(QCoreApplication::translate("Ui", c.name));
        if (c.member == &engine::MemoryBreakdown::optimizer && weightsInOptimizer)
            //: the memory breakdown's legend where FSDP keeps the weights only as the optimizer's FP32 master copy
            bars->setName(Tr::tr("Optimizer states (with the FP32 master weights)"));
        bars->setData(keys, values, true);
        bars->setWidth(0.55);
        bars->setStackingGap(0);
        bars->setPen(QPen(c.color.darker(130), lineWidth(1)));
        bars->setBrush(c.color);
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    m_barWords.clear();
    for (std::size_t i = 0; any && i < options.size(); ++i) {
        const engine::Option &o = options[i];
        const QString name = shortGpuName(o.gpuId);
        // Two short lines per bar ("A100 SXM4" / "80GB × 8"); fitTickLabels breaks them further
        // where the bars stand closer than that (seven GPUs at 1366 × 768).
        QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString last = words.isEmpty() ? QString() : words.takeLast();
        words << Tr::tr("%1 × %2").arg(last, formatInteger(o.gpuCount));
        m_barWords << words;
        ticker->addTick(static_cast<double>(i + 1), words.mid(0, words.size() - 1).join(QLatin1Char(' ')) + QLatin1Char('\n') + words.last());
        const double cap = static_cast<double>(o.usableBytes) / kGiB;
        yMax = std::max({yMax, cap, static_cast<double>(o.memory.total()) / kGiB});
        auto *line = new QCPItemLine(m_plot);
        line->start->setCoords(static_cast<double>(i + 1) - 0.4, cap);
        line->end->setCoords(static_cast<double>(i + 1) + 0.4, cap);
        line->setPen(QPen(gpuColor(static_cast<int>(i)), lineWidth(2), Qt::DashLine));
    }
    if (!any) {
        auto *empty = new QCPItemText(m_plot);
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(m_hasPlan ? Tr::tr("No chart: the scenario has issues to fix.") : Tr::tr("Computing…"));
        empty->setColor(Qt::darkGray);
    }
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(0.4, std::max<double>(1, static_cast<double>(options.size())) + 0.6);
    m_plot->yAxis->setRange(0, yMax * 1.08);
    m_plot->legend->setVisible(any);
    applyFonts();
    replot();
}

// The bars' names broken into as few lines as keep each within the space between two bars, and the
// tick font made smaller (to 75 %) only where a single piece is still wider than that.
bool BreakdownChart::fitTickLabels()
{
    auto ticker = m_plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    if (!ticker || m_barWords.isEmpty() || m_plot->axisRect()->width() <= 0)
        return false;
    const double room = std::abs(m_plot->xAxis->coordToPixel(2) - m_plot->xAxis->coordToPixel(1)) - 6;
    QFont font = m_plot->yAxis->tickLabelFont();   // applyFonts' tick size, which the x axis started from
    const auto lines = [&](const QStringList &words, const QFontMetrics &metrics) {
        // The first line is everything but the count where it fits, as the two-line label was.
        QStringList out;
        for (const QString &w : words) {
            const QString joined = out.isEmpty() ? w : out.last() + QLatin1Char(' ') + w;
            if (!out.isEmpty() && &w != &words.last() && metrics.horizontalAdvance(joined) <= room)
                out.last() = joined;
            else
                out << w;
        }
        return out;
    };
    const auto widestOf = [](const QList<QStringList> &all, const QFont &f) {
        double widest = 0;
        for (const QStringList &words : all)
            for (const QString &w : words)
                widest = std::max<double>(widest, QFontMetrics(f).horizontalAdvance(w));
        return widest;
    };
    QList<QStringList> barWords = m_barWords;
    const double widest = widestOf(barWords, font);
    if (widest > room && font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * std::max(0.75, room / widest));
    // Still too wide at 75 %: the count goes to a line of its own ("80GB" over "× 64"), where seven
    // GPUs at 1366 x 768 printed "80GB × 6480GB × 64" across two bars (a GUI QA pass).
    if (widestOf(barWords, font) > room) {
        for (QStringList &words : barWords) {
            const QString last = words.takeLast();
            const qsizetype times = last.indexOf(QStringLiteral(" × "));
            if (times > 0)
                words << last.left(times) << last.mid(times + 1);
            else
                words << last;
        }
    }
    QMap<double, QString> labels;
    for (int i = 0; i < barWords.size(); ++i)
        labels.insert(i + 1, lines(barWords.at(i), QFontMetrics(font)).join(QLatin1Char('\n')));
    if (labels == ticker->ticks() && font == m_plot->xAxis->tickLabelFont())
        return false;
    ticker->setTicks(labels);
    m_plot->xAxis->setTickLabelFont(font);
    return true;
}

QString BreakdownChart::toolTipAt(const QPoint &pos) const
{
    if (!m_hasPlan || m_data.options.empty())
        return {};
    const double key = m_plot->xAxis->pixelToCoord(pos.x());
    const long idx = std::lround(key) - 1;
    if (idx < 0 || idx >= static_cast<long>(m_data.options.size()) || std::abs(key - (idx + 1)) > 0.3)
        return {};
    const engine::Option &o = m_data.options[static_cast<std::size_t>(idx)];
    QStringList lines;
    lines << Tr::tr("%1 × %2").arg(QString::fromStdString(catalog().gpu(o.gpuId) ? catalog().gpu(o.gpuId)->name : o.gpuId),
                                  formatInteger(o.gpuCount));
    for (const Component &c : kComponents) {
        const std::int64_t v = o.memory.*(c.member);
        if (v > 0)
            lines << Tr::tr("%1: %2 (%3)").arg(QCoreApplication::translate("Ui", c.name), formatGiB(v, 2),
                                                formatBytesExact(v));
    }
    lines << Tr::tr("Total: %1 of %2 usable").arg(formatGiB(o.memory.total(), 2), formatGiB(o.usableBytes, 2));
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpuplan::ui
