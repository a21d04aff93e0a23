// SPDX-License-Identifier: GPL-3.0-or-later
#include "memorychart.h"

#include "plotfonts.h"
#include "presets.h"
#include "text/displaynames.h"
#include "text/equations.h"
#include "text/formatting.h"
#include "uitr.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace gpuplan::ui {

QColor gpuColor(int index)
{
    static const QColor colors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                    QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                    QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
                                    QColor(0x17, 0xbe, 0xcf)};
    return colors[index % 10];
}

MemoryChart::MemoryChart(QWidget *parent) : PlanChart(QSize(280, 150), 3, ItemTextSize::Small, parent)
{
    // Both axes: powers of two, labelled as whole numbers.
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setLogBase(2);
        ticker->setSubTickCount(0);
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(ticker);
        axis->setNumberFormat(QStringLiteral("f"));
        axis->setNumberPrecision(0);
    }
    rebuild();
}

QString MemoryChart::xAxisLabel() const
{
    // Serving, each point is one replica split over that many GPUs, not the deployment: a zh_TW QA
    // pass read 35 GiB at 5 H200 on the chart beside the table's 84.9 GiB for 5 replicas of one GPU.
    const bool serving = std::any_of(m_data.options.begin(), m_data.options.end(),
                                     [](const engine::Option &o) { return o.inference.has_value(); });
    return serving ? Tr::tr("GPUs in one replica (log₂ scale)") : Tr::tr("GPU count (log₂ scale)");
}

QString MemoryChart::yAxisLabel() const
{
    return Tr::tr("Memory per GPU (GiB, log scale)");
}

void MemoryChart::rebuild()
{
    clearPlot();
    m_plot->xAxis->setLabel(xAxisLabel());
    m_plot->yAxis->setLabel(yAxisLabel());
    //: The memory charts' vertical axis title where the chart is too short for the whole one.
    setShortAxisLabel(m_plot->yAxis, Tr::tr("GiB per GPU"));
    double yMin = 1e300, yMax = 0;
    m_labels.clear();
    // Up to 1,024 GPUs or the sweep's last point, whichever is fewer (a serving sweep that ends at 64
    // left most of the axis empty, a QA pass), and always the options' own counts.
    m_xMax = 1024;
    if (m_hasPlan) {
        double sweepMax = 0;
        for (const engine::SweepPoint &p : m_data.sweep)
            if (p.memoryPerGpu > 0)
                sweepMax = std::max(sweepMax, static_cast<double>(p.gpuCount));
        if (sweepMax > 0)
            m_xMax = std::clamp(sweepMax, 8.0, 1024.0);
        for (const engine::Option &o : m_data.options)
            m_xMax = std::max(m_xMax, static_cast<double>(o.gpuCount));
    }
    m_plot->xAxis->setRange(0.8, m_xMax * 1.27);
    if (m_hasPlan && m_data.issues.empty()) {
        for (std::size_t gi = 0; gi < m_scenario.gpuIds.size(); ++gi) {
            const std::string &id = m_scenario.gpuIds[gi];
            const QColor color = gpuColor(static_cast<int>(gi));
            QVector<double> xs, ys, leanYs;
            const engine::SweepPoint *firstFit = nullptr;
            bool leanerSomewhere = false;
            for (const engine::SweepPoint &p : m_data.sweep) {
                if (p.gpuId != id || static_cast<double>(p.gpuCount) > m_xMax || p.memoryPerGpu <= 0)
                    continue;
                xs.push_back(static_cast<double>(p.gpuCount));
                ys.push_back(static_cast<double>(p.memoryPerGpu) / kGiB);
                leanYs.push_back(static_cast<double>(std::max<std::int64_t>(1, p.leanestBytes)) / kGiB);
                leanerSomewhere = leanerSomewhere || p.leanestBytes < p.memoryPerGpu;
                if (p.fits && !firstFit)
                    firstFit = &p;
            }
            // The planned (fastest) layout may trade memory for speed; where a leaner layout exists
            // at the same count, its memory is drawn thin and dotted, so the chart shows both.
            if (leanerSomewhere) {
                auto *lean = m_plot->addGraph();
                lean->setData(xs, leanYs, true);
                lean->setPen(QPen(color.lighter(130), lineWidth(1), Qt::DotLine));
                lean->removeFromLegend();
                for (double y : leanYs)
                    yMin = std::min(yMin, y);
            }
            auto *g = m_plot->addGraph();
            g->setData(xs, ys, true);
            g->setPen(QPen(color, lineWidth(2)));
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, lineWidth(5)));
            g->setName(shortGpuName(id));
            for (double y : ys) {
                yMin = std::min(yMin, y);
                yMax = std::max(yMax, y);
            }
            // Usable capacity (same colour, dashed).
            std::int64_t usable = 0;
            for (const engine::Option &o : m_data.options)
                if (o.gpuId == id)
                    usable = o.usableBytes;
            if (usable > 0) {
                const double cap = static_cast<double>(usable) / kGiB;
                auto *line = new QCPItemStraightLine(m_plot);
                line->point1->setCoords(1, cap);
                line->point2->setCoords(2, cap);
                line->setPen(QPen(color, lineWidth(1.5), Qt::DashLine));
                line->setClipToAxisRect(true);
                yMin = std::min(yMin, cap);
                yMax = std::max(yMax, cap);
            }
            if (firstFit) {
                const double x = static_cast<double>(firstFit->gpuCount);
                const double y = static_cast<double>(firstFit->memoryPerGpu) / kGiB;
                auto *mark = m_plot->addGraph();
                mark->setData(QVector<double> {x}, QVector<double> {y}, true);
                mark->setLineStyle(QCPGraph::lsNone);
                mark->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(color, lineWidth(2)), Qt::white, lineWidth(11)));
                mark->removeFromLegend();
                if (m_fitsInLegend) {
                    //: a legend entry of the memory chart: %1 the GPU, %2 its fewest GPUs that fit ("16 GPUs");
                    //: keep it short, the legend has a row for three of them
                    g->setName(Tr::tr("%1 · fits from %2").arg(g->name(), formatGpuCount(firstFit->gpuCount)));
                    continue;
                }
                const QString text = Tr::tr("fits from %1").arg(formatGpuCount(firstFit->gpuCount));
                // The label hangs off the marker by a pixel offset, above right of it where the
                // falling curves leave room, with a light background so the capacity lines never
                // run through its text; labels that would overprint are set apart below.
                auto *anchor = new QCPItemTracer(m_plot);
                anchor->setStyle(QCPItemTracer::tsNone);
                anchor->position->setCoords(x, y);
                auto *label = new QCPItemText(m_plot);
                if (!m_plot->layer(QStringLiteral("labels")))   // above every curve and capacity line
                    m_plot->addLayer(QStringLiteral("labels"), m_plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
                label->setLayer(QStringLiteral("labels"));
                m_labels.push_back({x, y, label});
                label->position->setParentAnchor(anchor->position);
                label->position->setCoords(8, -6);
                label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
                label->setPadding(QMargins(3, 1, 3, 1));
                label->setBrush(QColor(255, 255, 255, 150));   // light enough that the points behind it show (a QA pass)
                label->setText(text);
                label->setColor(color.darker(120));
                label->setClipToAxisRect(true);
            }
        }
    }
    if (yMax <= 0) {
        yMin = 8;
        yMax = 128;
        auto *empty = new QCPItemText(m_plot);
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(m_hasPlan ? Tr::tr("No chart: the scenario has issues to fix.") : Tr::tr("Computing…"));
        empty->setColor(Qt::darkGray);
    }
    m_plot->yAxis->setRange(std::pow(2.0, std::floor(std::log2(std::max(yMin, 0.01)))),
                            std::pow(2.0, std::ceil(std::log2(yMax * 1.05))));
    applyFonts();
    replot();
}

// Sets apart the first-fit labels that would overprint each other, in the pixels of this layout.
// Each label tries, in order: above its marker to the right (moved right past the labels already
// placed), above to the left (moved left past them), then the same below the marker, then the same
// one and two label heights further from it, then the free place nearest it; the first place inside
// the chart that overlaps no placed label and no capacity line wins (a line only when none is clear). (A label sent left of its marker was
// not checked again and covered another one in Chinese, where the labels are wider.)
void MemoryChart::placeItems()
{
    const QRectF area = m_plot->axisRect()->rect();
    m_labelsCrowded = false;
    std::vector<QRectF> taken;
    const auto free = [&](const QRectF &r) {
        return std::none_of(taken.begin(), taken.end(), [&](const QRectF &t) { return r.intersects(t); });
    };
    // `r` moved right (+1) or left (-1) until it overlaps no label already placed.
    const auto pushedPast = [&](QRectF r, int direction) {
        for (bool moved = true; moved;) {
            moved = false;
            for (const QRectF &t : taken)
                if (r.intersects(t)) {
                    direction > 0 ? r.moveLeft(t.right() + 4) : r.moveRight(t.left() - 4);
                    moved = true;
                }
        }
        return r;
    };
    // The capacity lines, in pixels: a label should not sit on one.
    std::vector<double> lines;
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto *line = qobject_cast<QCPItemStraightLine *>(m_plot->item(i)))
            lines.push_back(line->point1->pixelPosition().y());
    const auto clearOfLines = [&](const QRectF &r) {
        return std::none_of(lines.begin(), lines.end(), [&](double y) { return y >= r.top() - 2 && y <= r.bottom() + 2; });
    };
    // The first-fit markers, in pixels: a label placed freely must not hide one (its own included).
    std::vector<QRectF> markers;
    for (const FirstFitLabel &l : m_labels) {
        const QPointF c(m_plot->xAxis->coordToPixel(l.x), m_plot->yAxis->coordToPixel(l.y));
        markers.push_back(QRectF(c.x() - 8, c.y() - 8, 16, 16));
    }
    const auto clearOfMarkers = [&](const QRectF &r) {
        return std::none_of(markers.begin(), markers.end(), [&](const QRectF &m) { return r.intersects(m); });
    };
    for (const FirstFitLabel &l : m_labels) {
        const QMargins pad = l.item->padding();
        // More labels than half the axis holds stacked (seven GPUs on a short chart): they end up
        // pushed along the curves, away from their markers.
        if (static_cast<double>(m_labels.size()) * (QFontMetrics(l.item->font()).height() + pad.top() + pad.bottom()) > area.height() / 2)
            m_labelsCrowded = true;
        const QRect text = QFontMetrics(l.item->font()).boundingRect(0, 0, 0, 0, Qt::TextDontClip | l.item->textAlignment(), l.item->text());
        const double width = text.width() + pad.left() + pad.right(), height = text.height() + pad.top() + pad.bottom();
        const double mx = m_plot->xAxis->coordToPixel(l.x), my = m_plot->yAxis->coordToPixel(l.y);
        // First a place that no capacity line runs through either (a label on a line hid it, and the
        // curve points under it); failing that, one clear of the other labels only.
        bool anywhere = false;   // placed by the nearest free place, not beside the marker
        const auto find = [&](bool avoidLines) -> std::optional<QRectF> {
            anywhere = false;
            const auto clear = [&](const QRectF &r) { return !avoidLines || clearOfLines(r); };
            // Tiers away from the marker: right next to it first, then one and two label heights
            // further (a short chart has no room beside the other labels otherwise).
            for (int tier = 0; tier < 3; ++tier)
                for (const bool below : {false, true}) {
                    const double offset = 6 + tier * (height + 2);
                    const double top = below ? my + offset : my - offset - height;
                    if (top < area.top() || top + height > area.bottom())
                        continue;
                    const QRectF right = pushedPast(QRectF(mx + 8, top, width, height), +1);
                    if (right.right() <= area.right() - 4 && clear(right))
                        return right;
                    const QRectF left = pushedPast(QRectF(mx - 8 - width, top, width, height), -1);
                    if (left.left() >= area.left() + 4 && free(left) && clear(left))
                        return left;
                }
            // A crowded (short or narrow) chart: the free place nearest the marker.
            anywhere = true;
            std::optional<QRectF> nearest;
            double best = std::numeric_limits<double>::max();
            for (double top = area.top() + 2; top + height <= area.bottom() - 2; top += height / 2)
                for (double left = area.left() + 4; left + width <= area.right() - 4; left += 8) {
                    const QRectF r(left, top, width, height);
                    const double d = std::hypot(r.center().x() - mx, r.center().y() - my);
                    if (d < best && free(r) && clear(r) && clearOfMarkers(r)) {
                        best = d;
                        nearest = r;
                    }
                }
            return nearest;
        };
        std::optional<QRectF> chosen = find(true);
        if (!chosen)
            chosen = find(false);
        // A label that found no place, or one so far from its marker that it reads as another
        // curve's, sends the first fits to the legend (fitTickLabels).
        // (The places beside the marker, up to two label heights above or below, read as its own;
        // one pushed along past other labels does not.)
        const double gapX = chosen ? std::max({0.0, chosen->left() - mx, mx - chosen->right()}) : 0.0;
        const double gapY = chosen ? std::max({0.0, chosen->top() - my, my - chosen->bottom()}) : 0.0;
        if (!chosen || gapX > 3 * height || (anywhere && std::hypot(gapX, gapY) > 3 * height))
            m_labelsCrowded = true;
        if (!chosen)   // no free place at all: above and to the right, as drawn before the chart was crowded
            chosen = QRectF(mx + 8, std::max(area.top(), my - 6 - height), width, height);
        l.item->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        l.item->position->setCoords(chosen->left() - mx, chosen->top() - my);
        taken.push_back(*chosen);
    }
}

// The vertical axis labels as many powers of two as its height has room for (a short chart printed
// 4 to 256 on top of each other), and the first fits move between the chart and the legend.
bool MemoryChart::fitTickLabels()
{
    const double height = m_plot->axisRect()->height();
    if (height <= 0)
        return false;
    bool changed = false;
    if (auto ticker = m_plot->yAxis->ticker().dynamicCast<QCPAxisTickerLog>()) {
        const int room = static_cast<int>(height / (1.8 * QFontMetrics(m_plot->yAxis->tickLabelFont()).height()));
        const int count = std::clamp(room, 2, 5);
        if (ticker->tickCount() != count) {
            ticker->setTickCount(count);
            changed = true;
        }
    }
    if (!m_fitsInLegend && m_labelsCrowded) {
        m_fitsInLegend = true;
        m_crowdedHeight = height;
        changed = true;
    } else if (m_fitsInLegend && height > m_crowdedHeight + 40) {
        m_fitsInLegend = false;   // taller now (a resize, the splitter): back beside the markers
        changed = true;
    }
    return changed;
}

QString MemoryChart::toolTipAt(const QPoint &pos) const
{
    if (!m_hasPlan)
        return {};
    double bestDist = 12.0;
    const engine::SweepPoint *best = nullptr;
    for (const engine::SweepPoint &p : m_data.sweep) {
        if (static_cast<double>(p.gpuCount) > m_xMax || p.memoryPerGpu <= 0)
            continue;
        const double px = m_plot->xAxis->coordToPixel(static_cast<double>(p.gpuCount));
        const double py = m_plot->yAxis->coordToPixel(static_cast<double>(p.memoryPerGpu) / kGiB);
        const double d = std::hypot(px - pos.x(), py - pos.y());
        if (d < bestDist) {
            bestDist = d;
            best = &p;
        }
    }
    return best ? sweepEquation(*best, m_scenario) : QString();
}

} // namespace gpuplan::ui
