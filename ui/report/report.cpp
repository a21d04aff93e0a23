// SPDX-License-Identifier: GPL-3.0-or-later
#include "report.h"

#include "advisor/advisorrunner.h"
#include "advisor/advisortext.h"
#include "persistence/scenariofileio.h"
#include "plots/breakdownchart.h"
#include "plots/costchart.h"
#include "plots/memorychart.h"
#include "presets.h"
#include "text/bom.h"
#include "text/displaynames.h"
#include "text/equations.h"
#include "text/formatting.h"
#include "text/scenariorows.h"
#include "text/typography.h"

#include <algorithm>
#include <engine/cost.h>

#include <qcustomplot.h>

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <cmath>
#include <map>
#include <optional>

namespace gpuplan::ui {

namespace {

struct ReportTr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

constexpr int kChartObjectType = QTextFormat::UserObject + 1;
constexpr int kChartIdProperty = QTextFormat::UserProperty + 1;
constexpr int kChartWidthProperty = QTextFormat::UserProperty + 2;
constexpr int kChartHeightProperty = QTextFormat::UserProperty + 3;
constexpr double kDocDpi = 96.0;   // document units are 96-dpi pixels, like the screen
constexpr QSize kMemoryChartSize(660, 300);
// Taller by a legend row for each GPU past three (the report's legend is one column): seven GPUs'
// legend left the axis 60 px.
QSize memoryChartSize(const engine::Scenario &s)
{
    return kMemoryChartSize + QSize(0, 20 * std::max(0, static_cast<int>(s.gpuIds.size()) - 3));
}
constexpr QSize kBreakdownChartSize(560, 280);
constexpr QSize kCostChartSize(660, 280);

// Draws a QCustomPlot as vector graphics inside the text flow (the painter is a QCPPainter).
class ChartObject final : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    std::map<int, QPointer<QCustomPlot>> plots;

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        return {format.doubleProperty(kChartWidthProperty), format.doubleProperty(kChartHeightProperty)};
    }
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        const auto it = plots.find(format.intProperty(kChartIdProperty));
        if (it == plots.end() || !it->second)
            return;
        // Draw in device pixels: QCustomPlot sizes its fonts in points for the device, so a chart
        // drawn through the page scale would get fonts scaled twice.
        const double ds = painter->device()->logicalDpiX() / kDocDpi;
        painter->save();
        painter->translate(rect.topLeft());
        painter->scale(1.0 / ds, 1.0 / ds);
        it->second->toPainter(static_cast<QCPPainter *>(painter), static_cast<int>(rect.width() * ds),
                              static_cast<int>(rect.height() * ds));
        painter->restore();
    }
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString money(double v, const engine::CostEstimate &c)
{
    return formatMoney(v, c.currency, 0);
}

QString row(const QString &title, const QStringList &cells, int highlight = -1)
{
    QString html = QStringLiteral("<tr><th align=\"left\" bgcolor=\"#f0f0f0\">%1</th>").arg(esc(title));
    for (int i = 0; i < cells.size(); ++i)
        html += i == highlight ? QStringLiteral("<td bgcolor=\"#dff3df\">%1</td>").arg(esc(cells[i]))
                               : QStringLiteral("<td>%1</td>").arg(esc(cells[i]));
    return html + QStringLiteral("</tr>");
}

QString tableStart()
{
    return QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                          "style=\"border-collapse: collapse; border-color: #999;\">");
}

// A table of one column per GPU, as tables of at most kGpusPerTable columns one under the other: with
// seven GPUs a column of an A4 page was too narrow for a figure, and "NT$68,114,675" broke inside the
// number (a GUI QA pass). Every table repeats the row titles; `highlight` is the recommended column.
constexpr int kGpusPerTable = 4;

struct GpuRow
{
    QString title;
    QStringList cells;
};

QString gpuTables(const QStringList &headers, const QList<GpuRow> &rows, int highlight = -1)
{
    QString html;
    for (int first = 0; first < headers.size(); first += kGpusPerTable) {
        const int count = std::min<int>(kGpusPerTable, static_cast<int>(headers.size()) - first);
        const int mark = highlight >= first && highlight < first + count ? highlight - first : -1;
        if (first > 0)
            html += QStringLiteral("<p></p>");
        html += tableStart() + QStringLiteral("<thead><tr><th></th>");
        for (int i = 0; i < count; ++i)
            html += QStringLiteral("<th%2>%1</th>")
                        .arg(esc(headers[first + i]), i == mark ? QStringLiteral(" bgcolor=\"#dff3df\"") : QString());
        html += QStringLiteral("</tr></thead>");
        for (const GpuRow &r : rows)
            html += row(r.title, r.cells.mid(first, count), mark);
        html += QStringLiteral("</table>");
    }
    return html;
}

QString keyValueTable(const QList<QPair<QString, QString>> &rows)
{
    QString html = tableStart();
    for (const auto &[k, v] : rows)
        html += QStringLiteral("<tr><th align=\"left\" width=\"32%\" bgcolor=\"#f0f0f0\">%1</th><td>%2</td></tr>")
                    .arg(esc(k), esc(v));
    return html + QStringLiteral("</table>");
}

QString chartPlaceholder(int id, QSize size)
{
    return QStringLiteral("<p align=\"center\"><img src=\"gpuplan-chart:%1\" width=\"%2\" height=\"%3\"></p>")
        .arg(id)
        .arg(size.width())
        .arg(size.height());
}

// The figure the scenario sets, or the default it falls back to, said as such, in `format`.
template<typename Format>
QString orDefaultAs(double value, double fallback, Format format)
{
    const QString v = format(value > 0 ? value : fallback);
    return value > 0 ? v : ReportTr::tr("%1 (catalogue default)").arg(v);
}

QString orDefault(double value, double fallback, int decimals)
{
    return orDefaultAs(value, fallback, [decimals](double v) { return formatNumber(v, decimals); });
}

QString scenarioSection(const ReportContent &c)
{
    return QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("Scenario")))
           + keyValueTable(scenarioRows(c.scenario, c.plan, *c.catalog));
}

QString costSection(const ReportContent &c)
{
    const auto &opts = c.plan.options;
    QStringList names;
    bool any = false;
    for (const engine::Option &o : opts) {
        names << gpuName(o.gpuId);
        any |= engine::purchaseCost(o) != nullptr;
    }
    if (!any) {
        // Nothing is priced either when no option fits (a plan that does not fit is not costed) or when
        // the price list lacks these GPUs; the report said the second of a 70B on a fixed 8 H100 that
        // did not fit, though the H100 has prices (a procurement QA pass).
        const bool noneFits = std::none_of(opts.begin(), opts.end(), [](const engine::Option &o) { return o.fits; });
        return QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(esc(ReportTr::tr("Cost")),
                 esc(noneFits ? ReportTr::tr("No option fits, so none is priced: the costs follow a plan that fits.")
                              : ReportTr::tr("The price list has no prices for these GPUs.")));
    }
    QList<GpuRow> rows;
    auto line = [&](const QString &title, auto &&value) {
        QStringList cells;
        for (const engine::Option &o : opts)
            if (const engine::CostEstimate *cost = engine::purchaseCost(o))
                cells << value(*cost, o);
            else
                cells << QStringLiteral("–");
        rows.append({title, cells});
    };
    const bool training = engine::isTraining(c.scenario.workload);
    QString html = QStringLiteral("<h2 style=\"page-break-before: always;\">%1</h2>").arg(esc(ReportTr::tr("Cost")));
    line(ReportTr::tr("Purchase (GPUs and servers, network, storage)"), [](const engine::CostEstimate &e, const engine::Option &) {
        return ReportTr::tr("%1 (%2 + %3 + %4)").arg(money(e.purchase, e), money(e.gpuCapex, e), money(e.networkCapex, e),
                                                    money(e.storageCapex, e));
    });
    // Serving's "job" is a month around the clock: one row, not the same figure twice (a GUI QA pass).
    if (training)
        line(ReportTr::tr("Rent for the job"),
                     [](const engine::CostEstimate &e, const engine::Option &) { return money(e.rentJob, e); });
    line(ReportTr::tr("Rent per month (around the clock)"),
                 [](const engine::CostEstimate &e, const engine::Option &) { return money(e.rentMonth, e); });
    line(training ? ReportTr::tr("Energy for the job") : ReportTr::tr("Energy per month"),
                 [](const engine::CostEstimate &e, const engine::Option &) { return money(e.energyJob, e); });
    line(ReportTr::tr("Energy per month at the utilisation"),
                 [](const engine::CostEstimate &e, const engine::Option &) { return money(e.energyMonth, e); });
    line(ReportTr::tr("Hosting and operations staff per month (owned servers)"),
                 [](const engine::CostEstimate &e, const engine::Option &) {
                     return ReportTr::tr("%1 (%2 + %3)").arg(money(e.hostingMonth + e.staffMonth, e), money(e.hostingMonth, e),
                                                            money(e.staffMonth, e));
                 });
    line(ReportTr::tr("Break-even of buying versus renting"), [](const engine::CostEstimate &e, const engine::Option &) {
        if (!e.breakEvenMonths)
            return ReportTr::tr("never: renting stays cheaper");
        if (breakEvenBeyondLife(e))
            //: %1: months until the purchase pays back; %2: the depreciation period in years
            return ReportTr::tr("%1, beyond the %2-year depreciation").arg(formatMonths(*e.breakEvenMonths), formatYears(e.depreciationYears));
        return formatMonths(*e.breakEvenMonths);
    });
    // A training job with no horizon is weighed for the job alone; its "horizon" is the job's time on
    // the servers bought, which read as a period beside the job's own time (an English consultant's
    // QA pass: "47.1 minutes" for a job of 2.8 hours).
    if (engine::isOneOffJob(c.scenario)) {
        line(ReportTr::tr("For this one job: buy / rent"), [](const engine::CostEstimate &e, const engine::Option &) {
            return QStringLiteral("%1 / %2").arg(money(e.buyTotal, e), money(e.rentTotal, e));
        });
    } else {
        // The rent total pays for the utilisation's share of the hours, not the month around the clock
        // above it (a QA pass read 20,411 × 48 months against a total 30 % lower): say so beside it.
        line(ReportTr::tr("Over the horizon: buy / rent"), [](const engine::CostEstimate &e, const engine::Option &) {
            if (e.rentedShare < 1.0)
                return ReportTr::tr("%1 / %2 (%3; rented for %4 % of the hours, the utilisation)")
                    .arg(money(e.buyTotal, e), money(e.rentTotal, e), formatMonths(e.horizonMonths),
                         QLocale().toString(100.0 * e.rentedShare, 'f', 0));
            return ReportTr::tr("%1 / %2 (%3)").arg(money(e.buyTotal, e), money(e.rentTotal, e), formatMonths(e.horizonMonths));
        });
    }
    // "Buy or rent", not "Recommendation": beside an option the region cannot buy, "Recommendation:
    // Buy" read as the GPU's recommendation (a zh_CN QA pass: 推荐 / 购买 beside 该地区无法采购).
    line(ReportTr::tr("Buy or rent"), [](const engine::CostEstimate &e, const engine::Option &) {
        return e.recommendBuy ? ReportTr::tr("Buy") : ReportTr::tr("Rent");
    });
    return html + gpuTables(names, rows);
}

QString bomSection(const ReportContent &c)
{
    QStringList names;
    for (const engine::Option &o : c.plan.options)
        names << gpuName(o.gpuId);
    QList<GpuRow> rows;
    for (int r = 0; r < kBomRowCount; ++r) {
        QStringList cells;
        for (const engine::Option &o : c.plan.options)
            cells << (o.fits ? bomCellText(static_cast<BomRow>(r), o) : QStringLiteral("–"));
        rows.append({bomRowTitle(static_cast<BomRow>(r)), cells});
    }
    return QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("Bill of materials"))) + gpuTables(names, rows);
}

// Serving at a request rate: each option's latency at that rate (docs/model.md §5.8), beside the
// comparison's latency at the full batch. Nothing without a rate or without an option that holds it.
QString loadSection(const ReportContent &c)
{
    const std::vector<engine::Option> &options = c.plan.options;
    const auto atLoad = [](const engine::Option &o) -> const engine::LoadPoint * {
        return o.fits && o.inference && o.inference->atLoad ? &*o.inference->atLoad : nullptr;
    };
    if (c.scenario.inference.qps <= 0 || c.table.columns.size() != static_cast<int>(options.size())
        || std::none_of(options.begin(), options.end(), atLoad))
        return {};
    const auto cells = [&](auto &&text) {
        QStringList out;
        for (const engine::Option &o : options)
            out << (atLoad(o) ? text(*atLoad(o)) : QStringLiteral("–"));
        return out;
    };
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(esc(ReportTr::tr("Latency at the requested rate")),
                            esc(ReportTr::tr("At %1 requests per second, shared by each option's replicas; the comparison above gives "
                                             "the latency at the full batch, the most each replica serves.")
                                    .arg(formatNumber(c.scenario.inference.qps, 1))));
    const QList<GpuRow> rows {
        {ReportTr::tr("Requests per second per replica"),
         cells([](const engine::LoadPoint &p) { return formatNumber(p.requestsPerSecond, 2); })},
        {ReportTr::tr("Sequences at once per replica"), cells([](const engine::LoadPoint &p) { return formatMean(p.sequences); })},
        {ReportTr::tr("Time to first token"), cells([](const engine::LoadPoint &p) { return formatMs(p.ttftMs); })},
        {ReportTr::tr("Time between tokens"), cells([](const engine::LoadPoint &p) { return formatMs(p.itlMs); })},
    };
    return html + gpuTables(c.table.columns, rows, c.table.recommendedColumn);
}

// "A vs B": the plan pinned on the Results page beside this one, as the A vs B tab shows it.
QString pinnedSection(const ReportContent &c)
{
    if (!c.pinned)
        return {};
    const ScenarioComparison cmp = compareScenarios(c.pinned->second, c.pinned->first, c.plan, c.scenario);
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("A vs B: the pinned plan and this one")));
    html += tableStart() + QStringLiteral("<thead><tr><th></th><th>%1</th><th>%2</th></tr></thead>")
                               .arg(esc(ReportTr::tr("A (pinned)")), esc(ReportTr::tr("B (this report)")));
    for (int r = 0; r < cmp.rowTitles.size(); ++r) {
        const auto cell = [&](const QString &t) { return cmp.differs[r] ? QStringLiteral("<b>%1</b>").arg(esc(t)) : esc(t); };
        html += QStringLiteral("<tr><th align=\"left\" bgcolor=\"#f0f0f0\">%1</th><td>%2</td><td>%3</td></tr>")
                    .arg(esc(cmp.rowTitles[r]), cell(cmp.a[r]), cell(cmp.b[r]));
    }
    return html + QStringLiteral("</table>");
}

QString adviceSection(const ReportContent &c)
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("How to use fewer GPUs")));
    if (c.advice.whatIfs.empty())
        return html + QStringLiteral("<p>%1</p>").arg(esc(ReportTr::tr("No single change saves GPUs or money here.")));
    html += QStringLiteral("<p>%1 %2</p>")
                .arg(esc(ReportTr::tr("Each line re-plans the scenario with one change, on %1 (%2 today); the best savings first.")
                             .arg(gpuName(c.advice.baseGpu), formatGpuCount(c.advice.baseGpus))),
                     esc(whatIfCostBasisText(c.scenario, c.plan)));
    // Two lists: what saves money, then what costs more; never mixed. Every row the program's list has
    // in these sections (the report once kept five of each, and an 8-bit Adam saving shown on screen
    // was missing from the page).
    std::optional<engine::WhatIfSection> section;
    for (const engine::WhatIf &w : c.advice.whatIfs) {
        const engine::WhatIfSection now = engine::whatIfSection(w);
        if (now == engine::WhatIfSection::DoesNotFit || now == engine::WhatIfSection::NoSaving
            || now == engine::WhatIfSection::MissesGoals)
            continue;   // the report lists what makes the plan fit or changes the money
        if (section != now) {
            if (section)
                html += QStringLiteral("</ol>");
            html += QStringLiteral("<h3>%1</h3><ol>")
                        .arg(esc(now == engine::WhatIfSection::MakesItFit ? ReportTr::tr("Makes it fit")
                                 : now == engine::WhatIfSection::Saves    ? ReportTr::tr("Saves GPUs or money")
                                                                          : ReportTr::tr("Costs more")));
            section = now;
        }
        QStringList facts;
        if (now == engine::WhatIfSection::MakesItFit)
            //: a what-if that makes a plan that did not fit fit: "fits on 8 GPUs, 12 % memory free"
            facts << ReportTr::tr("fits on %1, %2 memory free").arg(formatGpuCount(w.gpus), formatPercent(w.headroom));
        else if (w.fits && w.gpusDelta == 0)
            //: a what-if that keeps the GPU count: "16 GPUs (unchanged)"
            facts << ReportTr::tr("%1 (unchanged)").arg(formatGpuCount(w.gpus));
        else if (w.fits)
            facts << ReportTr::tr("%1 (%2)").arg(formatGpuCount(w.gpus), formatSignedInteger(w.gpusDelta));
        else
            facts << ReportTr::tr("does not fit");
        if (w.costDelta && std::abs(*w.costDelta) < 0.5)   // fewer GPUs in the same servers: the same money
            facts << ReportTr::tr("cost unchanged");
        else if (w.costDelta)
            facts << ReportTr::tr("cost %1").arg(formatMoneyDelta(*w.costDelta, engine::currencyId(c.scenario.budget.currency)));
        if (std::abs(w.timeDeltaPct) >= 0.5)   // serving: the what-if's time is the time per output token
            facts << (engine::isTraining(c.scenario.workload) ? ReportTr::tr("time %1")
                                                               : ReportTr::tr("time per output token %1"))
                         .arg(formatSignedPercent(w.timeDeltaPct));
        //: a what-if in the report: the change, then what it does ("Rent instead of buying: 16 GPUs (unchanged), cost −$693,155")
        QString item = QStringLiteral("<li>")
                       + ReportTr::tr("%1: %2").arg(QStringLiteral("<b>%1</b>").arg(esc(whatIfChangeText(w, c.scenario))),
                                                    esc(facts.join(ReportTr::tr(", ", "between the effects of a what-if"))));
        const QString risk = whatIfRiskText(w, c.plan);
        if (!risk.isEmpty())
            item += QStringLiteral("<br/>%1").arg(esc(risk));
        if (w.qualityTradeOff)
            item += QStringLiteral("<br/><span style=\"color: #555555;\">%1</span>").arg(esc(qualityTradeOffText()));
        html += item + QStringLiteral("</li>");
    }
    if (!section)
        return html + QStringLiteral("<p>%1</p>").arg(esc(ReportTr::tr("No single change saves GPUs or money here.")));
    return html + QStringLiteral("</ol>");
}

// The market guides' claims: this scenario's rows, then the hardware facts, each with its source.
// The equation behind each number of the recommended option, as the Results page's "Show the
// equation" gives it: a customer reading the printed report can check a figure without the program
// (a zh_TW QA pass of a consultant's meeting found the equations on screen and none in the PDF).
QString equationsSection(const ReportContent &c)
{
    const engine::Option *rec = engine::recommendedOption(c.plan);
    if (!rec)
        return {};
    const bool training = engine::isTraining(c.scenario.workload);
    QString html = QStringLiteral("<h2 style=\"page-break-before: always;\">%1</h2><p>%2</p>")
                       .arg(esc(ReportTr::tr("How the recommended option's numbers are computed")),
                            esc(ReportTr::tr("The formula behind each number of the %1 column, with this plan's inputs.")
                                    .arg(gpuName(rec->gpuId))));
    for (const ResultRow row : {ResultRow::Gpus, ResultRow::Layout, ResultRow::Memory, ResultRow::Time, ResultRow::Rate,
                                ResultRow::Power, ResultRow::Cost}) {
        const QString equation = equationFor(row, *rec, c.plan, c.scenario);
        if (!equation.isEmpty())
            html += QStringLiteral("<h3>%1</h3>%2").arg(esc(rowTitle(row, training)), equation);
    }
    return html;
}

QString rulesSection(const ReportContent &c)
{
    // A long table: it starts a page, so its heading and introduction never sit alone at the bottom of
    // the previous one (seen in the Chinese reports of the cluster and serving examples).
    QString html = QStringLiteral("<h2 style=\"page-break-before: always;\">%1</h2>").arg(esc(ReportTr::tr("What the market's guides say")));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(ReportTr::tr("Each claim of the common GPU sizing guides beside the true figure: computed for this "
                                      "scenario, or taken from the datasheets.")));
    for (const bool scenarioRows : {true, false}) {
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(esc(scenarioRows ? ReportTr::tr("For this scenario") : ReportTr::tr("Hardware and arithmetic")));
        html += tableStart() + QStringLiteral("<thead><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr></thead>")
                                   .arg(esc(ReportTr::tr("Topic")), esc(ReportTr::tr("The guide says")),
                                        esc(ReportTr::tr("The true figure")), esc(ReportTr::tr("Why they differ")));
        for (const engine::RuleOfThumb &r : c.rules) {
            if (r.scenario != scenarioRows)
                continue;
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4<br/><span style=\"color: #555555;\">%5</span></td></tr>")
                        .arg(esc(ruleTopicName(r.topic)), esc(ruleGuideText(r)), esc(ruleEngineText(r, c.plan)),
                             esc(ruleWhyText(r, c.plan)),
                             esc(ReportTr::tr("Source: %1").arg(ruleSourceText(r))));
        }
        html += QStringLiteral("</table>");
    }
    return html;
}

// Adds the sources a catalogue figure cites to the report's list (the first description of a tag wins).
void cite(const std::vector<engine::SourceRef> &refs, std::map<std::string, std::string> &cited)
{
    for (const engine::SourceRef &ref : refs)
        cited.emplace(ref.id, ref.text);
}

QString assumptionsSection(const ReportContent &c)
{
    const engine::Scenario &s = c.scenario;
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("Assumptions and sources")));
    QList<QPair<QString, QString>> rows;
    if (c.catalog->prices) {
        const engine::PriceDefaults &d = c.catalog->prices->defaults;
        const auto &b = s.budget;
        // The rate behind the figures: none when they are in US dollars (a zh_TW report listed the
        // renminbi rate beside dollar figures).
        if (b.currency == engine::Currency::Twd)
            rows << qMakePair(ReportTr::tr("Exchange rate (TWD per USD)"), orDefault(b.usdToTwd, d.usdToTwd, 2));
        else if (b.currency == engine::Currency::Cny)
            rows << qMakePair(ReportTr::tr("Exchange rate (CNY per USD)"), orDefault(b.usdToCny, d.usdToCny, 2));
        const double rate = engine::resolveMoney(s, c.catalog->prices.get()).rate(b.currency);
        // As the Budget page shows them: money in the currency's sign, the utilisation in per cent (a
        // zh_CN QA pass read "0.72 CNY" and "1.00" in the report beside "¥0.720" and "100%" on screen).
        const std::string currency = engine::currencyId(b.currency);
        rows << qMakePair(ReportTr::tr("Electricity per kWh"),
                          orDefaultAs(b.electricityPerKwh, d.electricityUsdPerKwh * rate,
                                      [&currency](double v) { return formatMoney(v, currency, 3); }));
        rows << qMakePair(ReportTr::tr("Power usage effectiveness (PUE)"), orDefault(b.pue, d.pue, 2));
        if (b.rackKw > 0)
            rows << qMakePair(ReportTr::tr("Power per rack (the site's)"), formatKw(b.rackKw));
        rows << qMakePair(ReportTr::tr("Depreciation (years)"), orDefault(b.depreciationYears, d.depreciationYears, 1));
        // The default as resolved for the workload: a service runs around the clock (a QA pass read
        // "0.70 (catalogue default)" beside serving costs computed at 1.00).
        rows << qMakePair(ReportTr::tr("Utilisation"),
                          orDefaultAs(b.utilisation, engine::resolveMoney(s, c.catalog->prices.get()).utilisation,
                                      [](double v) { return formatPercent(v); }));
        // Hosting and staff: negative is the catalogue default, 0 a real "none". In the currency's sign
        // too (a zh_TW QA pass read "6,080 TWD" beside "NT$" everywhere else).
        const auto ownCost = [&](double value, double fallbackUsd) {
            return value >= 0 ? formatMoney(value, currency)
                              : ReportTr::tr("%1 (catalogue default)").arg(formatMoney(fallbackUsd * rate, currency));
        };
        rows << qMakePair(ReportTr::tr("Hosting per kW of IT power and month"), ownCost(b.colocationPerKwMonth, d.colocationFor(s.region)));
        rows << qMakePair(ReportTr::tr("Operations staff per server and year"), ownCost(b.staffPerNodeYear, d.staffUsdPerNodeYear));
    }
    html += keyValueTable(rows);

    std::map<std::string, std::string> cited;   // tag -> description, in tag order
    html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(ReportTr::tr("Prices and specifications per GPU")));
    for (const std::string &id : s.gpuIds) {
        QStringList parts;
        const engine::GpuPrice *p = c.catalog->prices ? c.catalog->prices->gpu(id) : nullptr;
        auto range = [&](const QString &what, const std::optional<engine::PriceRange> &r, int decimals) {
            if (!r)
                return;
            cite(r->sources, cited);
            const QString kind = r->basis == "user override" ? ReportTr::tr("your price")
                                 : r->estimate              ? ReportTr::tr("estimate")
                                                            : ReportTr::tr("quoted");
            if (r->low == r->high)   // one quoted figure, not a range
                parts << ReportTr::tr("%1 US$%2 (%3, %4)")
                             .arg(what, formatNumber(r->low, decimals), QString::fromStdString(r->date), kind);
            else
                parts << ReportTr::tr("%1 US$%2–%3 (%4, %5)")
                             .arg(what, formatNumber(r->low, decimals), formatNumber(r->high, decimals),
                                  QString::fromStdString(r->date), kind);
        };
        if (p) {
            range(ReportTr::tr("purchase per GPU"), p->purchasePerGpu, 0);
            range(ReportTr::tr("server of %n GPU(s)", nullptr, p->serverGpus), p->server, 0);
            range(ReportTr::tr("rent per GPU-hour"), p->rentPerGpuHour, 2);
            for (const engine::RentShape &shape : p->rentShapes)
                range(ReportTr::tr("rent per GPU-hour in an instance of %n GPU(s)", nullptr, shape.gpus), shape.perGpuHour, 2);
        } else {
            parts << ReportTr::tr("no prices");
        }
        const engine::Gpu *gpu = c.catalog->gpu(id);
        if (gpu)
            cite(gpu->sources, cited);
        const QString confidence = gpu ? QString::fromStdString(gpu->confidence) : QString();
        // The catalogue's confidence in the specifications, as a translated phrase.
        if (confidence == u"high")
            parts << ReportTr::tr("specifications: high confidence");
        else if (confidence == u"medium")
            parts << ReportTr::tr("specifications: medium confidence");
        else if (confidence == u"low")
            parts << ReportTr::tr("specifications: low confidence, check with the vendor");
        else if (!confidence.isEmpty())
            parts << ReportTr::tr("specifications: %1").arg(confidence);
        html += QStringLiteral("<li>%1</li>")
                    .arg(ReportTr::tr("%1: %2").arg(QStringLiteral("<b>%1</b>").arg(esc(gpuName(id))), esc(parts.join(ReportTr::tr("; ")))));
    }
    html += QStringLiteral("</ul><h3>%1</h3>").arg(esc(ReportTr::tr("Sources")));
    // Chinese reports cite the sources as published (titles, sites and notes in their language).
    if (QLocale().language() != QLocale::English)
        html += QStringLiteral("<p style=\"font-size: 7pt;\">%1</p>").arg(esc(ReportTr::tr("Sources are cited in the language they were published in.")));
    html += QStringLiteral("<p style=\"font-size: 7pt;\">");
    QStringList lines;
    for (const auto &[id, text] : cited)
        if (!text.empty())
            lines << QStringLiteral("<b>%1</b>: %2").arg(esc(QString::fromStdString(id)), esc(QString::fromStdString(text)));
    html += lines.join(QStringLiteral("<br/>")) + QStringLiteral("</p>");
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(ReportTr::tr("Times and memory come from gpuplan's model (docs/model.md); prices marked as "
                                      "estimates are gpuplan's estimates from public figures. Ask vendors for quotes "
                                      "before you buy.")));
    return html;
}

constexpr char16_t kWordJoiner = 0x2060;   // no line break on either side, nothing in the text layer

// A paragraph of more than one line whose last line holds one or two characters (the zh_TW
// reports ended "…採購前請向供應商詢" / "價。") takes its last three characters onto one line.
void avoidWidows(QTextDocument &doc)
{
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QTextLayout *layout = b.layout();
        if (!layout || layout->lineCount() < 2)
            continue;
        const QTextLine last = layout->lineAt(layout->lineCount() - 1);
        const QString text = b.text();
        if (last.textLength() > 2 || text.size() < 6)
            continue;
        for (int i = static_cast<int>(text.size()) - 1; i >= text.size() - 3; --i) {
            if (text.at(i - 1) == QChar(kWordJoiner))
                continue;
            QTextCursor cursor(b);
            cursor.setPosition(b.position() + i);
            cursor.insertText(QString(QChar(kWordJoiner)));
        }
    }
}

// Where the layout put an item of the root frame (a table is a frame, a paragraph a block).
QRectF laidOut(const QTextFrame::iterator &it, QAbstractTextDocumentLayout *layout)
{
    return it.currentFrame() ? layout->frameBoundingRect(it.currentFrame()) : layout->blockBoundingRect(it.currentBlock());
}

// Moves to the next page what a page end would split or orphan: a table that fits on one page, and
// a heading left at the foot of a page without what follows it (keep-with-next). A heading's one
// introductory paragraph goes with it ("Latency at the requested rate" and its sentence were left
// at the foot of a page, their table on the next).
void keepTogether(QTextDocument &doc, double pageHeight)
{
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    const auto pageOf = [pageHeight](double y) { return static_cast<int>(std::floor(y / pageHeight)); };
    // A block already at the top of a page gains nothing from a break but a blank page before it
    // (the flow after a table that ends at a page's foot is on the next page already).
    const auto breakBefore = [&](const QTextBlock &block) {
        QTextBlockFormat f = block.blockFormat();
        const double top = layout->blockBoundingRect(block).top();
        if ((f.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) || top - pageOf(top) * pageHeight < 24)
            return false;
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(f);
        return true;
    };
    constexpr double kWithNext = 48;   // at least this much of what follows a heading stays with it
    for (int pass = 0; pass < 64; ++pass) {
        doc.pageCount();   // lays the document out
        bool moved = false;
        QTextBlock heading;
        bool introduced = false;   // the paragraph after the heading has passed
        // The first of headings that follow one another with at most an introductory paragraph each
        // ("What the market's guides say", its sentence, then "In this scenario" over its table): the
        // break goes before it, or the section's heading is left behind on its own (a zh_TW GUI
        // export printed page 7 with the guides' heading and its sentence only).
        QTextBlock lead;
        double introHeight = 0;   // the heading's paragraph: a sentence chains, a chart does not
        // Where the whole chain and what must stay with it do not fit one page, nothing moves: the table
        // splits across pages rather than leave the section's heading alone on one (the guides' heading
        // and sentence on page 8 of 12, "For this scenario" and its table on page 9).
        const auto breakBeforeLead = [&](double bottom) {
            if (!lead.isValid() || lead == heading)
                return breakBefore(heading);
            return bottom - layout->blockBoundingRect(lead).top() <= pageHeight && breakBefore(lead);
        };
        for (auto it = doc.rootFrame()->begin(); !it.atEnd() && !moved; ++it) {
            QTextFrame *frame = it.currentFrame();
            const QTextBlock block = it.currentBlock();
            const QRectF rect = laidOut(it, layout);
            // A heading after a heading and its sentence (not after a chart, nor one that starts a page).
            const bool subheading = !frame && block.blockFormat().headingLevel() > 0 && introHeight <= kWithNext
                                    && !(block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore);
            if (heading.isValid() && (!introduced || frame || subheading)) {   // past its paragraph, a heading waits for a table or the next heading
                const QRectF h = layout->blockBoundingRect(lead.isValid() ? lead : heading);
                if (pageOf(h.top()) != pageOf(rect.top() + std::min(rect.height(), kWithNext) - 1))
                    moved = breakBeforeLead(rect.top() + std::min(rect.height(), kWithNext));
            }
            if (!moved && frame && rect.height() <= pageHeight && pageOf(rect.top()) != pageOf(rect.bottom() - 1)) {
                if (heading.isValid()) {
                    moved = breakBeforeLead(rect.bottom());
                } else {
                    QTextFrameFormat f = frame->frameFormat();
                    if (!(f.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)) {
                        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                        frame->setFrameFormat(f);
                        moved = true;
                    }
                }
            }
            if (!frame && block.blockFormat().headingLevel() > 0) {
                if (!heading.isValid() || introHeight > kWithNext)
                    lead = block;   // else the heading before it (and its sentence) lead
                heading = block;
                introduced = false;
                introHeight = 0;
            } else if (!frame && heading.isValid() && !introduced) {
                introduced = true;
                introHeight = rect.height();
            } else {
                heading = QTextBlock();
                lead = QTextBlock();
            }
        }
        if (!moved)
            return;
    }
}

// A last page holding only a line or two (the closing note after the sources list) takes the
// report's last section with it: a page break before the last heading, when that section fits a page.
// A section that starts on a new page (the charts, the cost, the guides' claims) after a page the
// previous section fills with a short tail only (one list item's last line: a page 7 of 11 with two
// lines on it, in 繁體中文) starts under that tail instead; keepTogether() then keeps its heading with
// what follows.
void dropBreaksAfterShortTails(QTextDocument &doc, double pageHeight)
{
    doc.pageCount();   // lays the document out
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    const auto pageOf = [pageHeight](double y) { return static_cast<int>(std::floor(y / pageHeight)); };
    double previousBottom = -1;
    for (auto it = doc.rootFrame()->begin(); !it.atEnd(); ++it) {
        QTextFrame *frame = it.currentFrame();
        const QTextBlock block = it.currentBlock();
        const QRectF rect = laidOut(it, layout);
        QTextBlockFormat f = frame ? QTextBlockFormat() : block.blockFormat();
        const bool shortTail = pageOf(rect.top()) == pageOf(previousBottom) + 1
                               && previousBottom - pageOf(previousBottom) * pageHeight < 0.15 * pageHeight;
        // A table that ends a page's last millimetre leaves the flow on the next page, and the break
        // then skips that page blank (a zh_CN comparison of three GPUs in the China region).
        const bool blankBetween = pageOf(rect.top()) >= pageOf(previousBottom) + 2;
        if (!frame && previousBottom >= 0 && (f.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) && (shortTail || blankBetween)) {
            f.setPageBreakPolicy(f.pageBreakPolicy() & ~QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(block).setBlockFormat(f);
            doc.pageCount();
        }
        previousBottom = std::max(previousBottom, laidOut(it, layout).bottom());   // where it is now
    }
}

void avoidShortLastPage(QTextDocument &doc, double pageHeight)
{
    const int pages = doc.pageCount();
    const double fill = doc.size().height() - (pages - 1) * pageHeight;
    if (pages < 2 || fill > 0.12 * pageHeight)
        return;
    QTextBlock heading;
    for (QTextBlock b = doc.lastBlock(); b.isValid() && !heading.isValid(); b = b.previous())
        if (b.blockFormat().headingLevel() > 0)
            heading = b;
    if (!heading.isValid())
        return;
    const QRectF top = doc.documentLayout()->blockBoundingRect(heading);
    if (doc.size().height() - top.top() > pageHeight || std::floor(top.top() / pageHeight) >= pages - 1)
        return;
    QTextBlockFormat f = heading.blockFormat();
    f.setPageBreakPolicy(f.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor(heading).setBlockFormat(f);
}

// The report's title: the user's (Edit › Report Details), else the workload's; its first page and the PDF's document title.
QString reportTitle(const engine::Scenario &s)
{
    //: report title, e.g. "GPU plan: Pre-training"
    return s.report.title.empty() ? ReportTr::tr("GPU plan: %1").arg(workloadName(s.workload))
                                  : QString::fromStdString(s.report.title);
}

} // namespace

bool makeReport(const engine::Scenario &scenario, std::shared_ptr<const engine::Catalog> catalog,
                const QString &fileName, ReportContent *out, QString *error, const engine::Plan *plan,
                const AdvisorResult *advised)
{
    ReportContent c;
    c.scenario = scenario;
    c.catalog = std::move(catalog);
    c.fileName = fileName;
    c.plan = plan ? *plan : engine::plan(scenario, *c.catalog);
    if (!c.plan.issues.empty()) {
        if (error)
            *error = ReportTr::tr("The scenario cannot be planned: %1").arg(issueText(c.plan.issues.front()));
        return false;
    }
    c.table = comparisonRows(c.plan, c.scenario);
    c.reasoning = planReasoning(c.plan, c.scenario);
    c.warnings = planWarnings(c.plan, *c.catalog);
    if (advised && advised->hasAdvice && advised->scenario == c.scenario) {
        c.advice = advised->advice;
        c.curves = advised->curves;
        c.rules = advised->rules;
    } else {
        c.advice = engine::advise(c.scenario, *c.catalog, c.plan);
        c.curves = costCurves(c.scenario, *c.catalog, c.plan);
        c.rules = engine::rulesOfThumb(c.scenario, *c.catalog, c.plan);
    }
    *out = std::move(c);
    return true;
}

QString reportHtml(const ReportContent &c)
{
    const engine::Scenario &s = c.scenario;
    const QString model = modelDisplayName(s);
    QString html = QStringLiteral("<html><body>");
    // A short title that fits on one line, the model on its own line below it: a long model name no
    // longer breaks the title in the middle of a word.
    const QString title = reportTitle(s);
    html += QStringLiteral("<h1>%1</h1>").arg(esc(title));
    html += QStringLiteral("<p class=\"model\">%1</p>").arg(esc(model));
    if (!s.report.customer.empty())
        html += QStringLiteral("<p>%1</p>").arg(esc(ReportTr::tr("Prepared for: %1").arg(QString::fromStdString(s.report.customer))));
    // Date in the locale's long form, time as 24-hour HH:mm: Qt 6.4 prints CLDR's day-period
    // letter 'B' of the zh_TW time patterns literally ("B9:27"), so no locale time format is used.
    const QDateTime now = QDateTime::currentDateTime();
    const QString stamp = QLocale().toString(now.date(), QLocale::LongFormat) + QLatin1Char(' ')
                          + now.time().toString(QStringLiteral("HH:mm"));
    QString meta = ReportTr::tr("%1 · gpuplan %2").arg(stamp,
                                                      QStringLiteral(GPUPLAN_VERSION));
    if (!c.fileName.isEmpty())
        meta += QStringLiteral(" · ") + c.fileName;
    html += QStringLiteral("<p style=\"color: #555;\">%1</p>").arg(esc(meta));

    if (!s.report.notes.empty()) {
        QString notes = esc(QString::fromStdString(s.report.notes));
        notes.replace(u'\n', QStringLiteral("<br/>"));
        html += QStringLiteral("<h2>%1</h2><p>%2</p>").arg(esc(ReportTr::tr("Notes")), notes);
    }
    html += QStringLiteral("<h2>%1</h2><p>%2</p>").arg(esc(ReportTr::tr("Recommendation")), esc(c.reasoning));
    if (const engine::Option *rec = engine::recommendedOption(c.plan); rec && engine::purchaseCost(*rec)) {
        const engine::CostEstimate &e = *engine::purchaseCost(*rec);   // what is bought or rented
        QString why;
        if (!e.breakEvenMonths)
            why = ReportTr::tr("renting stays cheaper however long the hardware is used");
        else if (*e.breakEvenMonths <= e.horizonMonths)
            why = ReportTr::tr("buying pays for itself after %1, within the %2 the hardware is needed")
                      .arg(formatMonths(*e.breakEvenMonths), formatMonths(e.horizonMonths));
        else
            why = ReportTr::tr("buying would pay for itself only after %1, but the hardware is needed for %2")
                      .arg(formatMonths(*e.breakEvenMonths), formatMonths(e.horizonMonths));
        // Money is for whole servers: where they are more GPUs than the plan's count, say what they are
        // and how long the job takes on them (a QA pass read "on 2 GPUs … 9.3 hours" and then "the
        // hardware is needed for 1.8 hours", the time on the 8 GPUs of the server bought).
        // Renting, what is rented is instances, not servers (a zh_TW QA pass read "in whole servers,
        // that is 1 instance of 4 GPUs").
        if (rec->purchase && rec->purchase->gpuCount != rec->gpuCount) {
            const QString bought = comparisonCell(ResultRow::ToBuy, *rec, c.plan, c.scenario);
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(s.budget.acquisition == engine::Acquisition::Rent ? ReportTr::tr("As rented, that is %1.").arg(bought)
                                                                                   : ReportTr::tr("In whole servers, that is %1.").arg(bought)));
        }
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(e.recommendBuy ? ReportTr::tr("Buy rather than rent: %1 (buy %2, rent %3 over the horizon).")
                                                  .arg(why, money(e.buyTotal, e), money(e.rentTotal, e))
                                            : ReportTr::tr("Rent rather than buy: %1 (rent %2, buy %3 over the horizon).")
                                                  .arg(why, money(e.rentTotal, e), money(e.buyTotal, e))));
    }
    html += scenarioSection(c);

    html += QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("Comparison")));
    const ComparisonTable &t = c.table;
    QList<GpuRow> comparison;
    for (int r = 0; r < t.rowTitles.size(); ++r)
        comparison.append({t.rowTitles[r], t.cells.value(r)});
    html += gpuTables(t.columns, comparison, t.recommendedColumn);
    html += loadSection(c);

    // Charts never straddle a page: each chart group starts a page.
    const QString pageBreak = QStringLiteral(" style=\"page-break-before: always;\"");
    html += QStringLiteral("<h2%2>%1</h2>").arg(esc(ReportTr::tr("Memory per GPU")), pageBreak);
    html += chartPlaceholder(0, memoryChartSize(c.scenario));
    html += QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("Memory breakdown at the planned GPU count")));
    html += chartPlaceholder(1, kBreakdownChartSize);
    html += costSection(c);
    if (!c.curves.empty()) {
        // A page of its own: after the cost tables it straddled the page break, drawn cut on one page
        // and again on the next (a GUI QA pass).
        html += QStringLiteral("<h3%2>%1</h3>").arg(esc(ReportTr::tr("Cost versus GPU count")), pageBreak);
        html += chartPlaceholder(2, kCostChartSize);
    }
    html += pinnedSection(c);
    html += bomSection(c);
    html += QStringLiteral("<h2>%1</h2>").arg(esc(ReportTr::tr("Warnings")));
    if (c.warnings.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(esc(ReportTr::tr("None.")));
    } else {
        html += QStringLiteral("<ul>");
        for (const QString &w : c.warnings)
            html += QStringLiteral("<li>%1</li>").arg(esc(w));
        html += QStringLiteral("</ul>");
    }
    html += adviceSection(c);
    html += rulesSection(c);
    html += equationsSection(c);
    html += assumptionsSection(c);
    return html + QStringLiteral("</body></html>");
}

void renderReport(const ReportContent &c, QPagedPaintDevice *device, QList<double> *pageFill)
{
    QTextDocument doc;
    doc.setDocumentMargin(0);
    QFont font = QApplication::font();   // keeps the CJK family list (fontconfig's fallback for 简/繁 glyphs)
    font.setPointSizeF(8.5);
    doc.setDefaultFont(font);
    // The equations' formulas (<code>) in the report's own faces: a fixed-pitch face has no Chinese,
    // and fontconfig's fallback for it was the Japanese cut of Noto Sans CJK (other glyph forms).
    QStringList faces;
    for (const QString &family : font.families().isEmpty() ? QStringList{font.family()} : font.families())
        faces << QLatin1Char('\'') + family + QLatin1Char('\'');
    doc.setDefaultStyleSheet(QStringLiteral("h1 { font-size: 16pt; margin-bottom: 2px; } p.model { font-size: 12pt; font-weight: bold; } "
                                            "h2 { font-size: 12pt; margin-top: 14px; } "
                                            "h3 { font-size: 9pt; margin-top: 8px; margin-bottom: 4px; } "
                                            "th { font-weight: bold; } code { font-family: %1; }")
                                 .arg(faces.join(QStringLiteral(", "))));
    // The charts are drawn from the content's data by the Results page's chart classes, never shown.
    // Each plot is laid out at its size in the report first: the memory chart places its labels
    // in pixels of the current layout.
    const auto sized = [](QCustomPlot *plot, QSize size) {
        plot->setViewport(QRect(QPoint(), size));
        plot->replot(QCustomPlot::rpImmediateRefresh);
    };
    MemoryChart memory;
    sized(memory.plot(), memoryChartSize(c.scenario));
    memory.setPlan(c.plan, c.scenario);
    BreakdownChart breakdown;
    sized(breakdown.plot(), kBreakdownChartSize);
    breakdown.setPlan(c.plan, c.scenario);
    CostChart cost;
    sized(cost.plot(), kCostChartSize);
    cost.setCurves(c.curves, c.scenario);
    auto *charts = new ChartObject;
    charts->setParent(&doc);
    charts->plots[0] = memory.plot();
    charts->plots[1] = breakdown.plot();
    if (!c.curves.empty())
        charts->plots[2] = cost.plot();
    doc.documentLayout()->registerHandler(kChartObjectType, charts);
    doc.setHtml(reportHtml(c));
    // Swap each chart placeholder image for the vector chart object.
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const QTextImageFormat img = f.charFormat().toImageFormat();
            if (!img.isValid() || !img.name().startsWith(u"gpuplan-chart:"))
                continue;
            QTextCharFormat chart;
            chart.setObjectType(kChartObjectType);
            chart.setProperty(kChartIdProperty, img.name().mid(14).toInt());
            chart.setProperty(kChartWidthProperty, img.width());
            chart.setProperty(kChartHeightProperty, img.height());
            QTextCursor cursor(&doc);
            cursor.setPosition(f.position());
            cursor.setPosition(f.position() + 1, QTextCursor::KeepAnchor);
            cursor.setCharFormat(chart);
        }

    const double scale = device->logicalDpiX() / kDocDpi;
    const QSizeF page(device->width() / scale, device->height() / scale);
    const double footer = 24;
    keepUnitsTogether(doc);
    doc.setPageSize(QSizeF(page.width(), page.height() - footer));
    doc.pageCount();   // lays the document out
    avoidWidows(doc);
    keepTogether(doc, page.height() - footer);
    // What keepTogether moved can leave a section's tail alone on a page before a forced break.
    dropBreaksAfterShortTails(doc, page.height() - footer);
    keepTogether(doc, page.height() - footer);
    avoidShortLastPage(doc, page.height() - footer);
    const int pages = doc.pageCount();
    if (pageFill) {
        const double height = page.height() - footer;
        *pageFill = QList<double>(pages, 0.0);
        for (auto it = doc.rootFrame()->begin(); !it.atEnd(); ++it) {
            const QRectF r = laidOut(it, doc.documentLayout());
            if (r.height() <= 0)
                continue;
            for (int i = std::max(0, static_cast<int>(r.top() / height)); i < pages && i * height < r.bottom(); ++i)
                (*pageFill)[i] = std::max((*pageFill)[i], (std::min(r.bottom(), (i + 1) * height) - i * height) / height);
        }
    }
    QCPPainter p;
    if (!p.begin(device))
        return;
    p.setMode(QCPPainter::pmVectorized);
    p.setMode(QCPPainter::pmNoCaching);
    p.setMode(QCPPainter::pmNonCosmetic);
    p.setRenderHint(QPainter::Antialiasing);
    QFont small = font;
    small.setPointSizeF(7);
    const double bodyHeight = page.height() - footer;
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            device->newPage();
        p.save();
        p.scale(scale, scale);
        p.save();
        p.translate(0, -i * bodyHeight);
        doc.drawContents(&p, QRectF(0, i * bodyHeight, page.width(), bodyHeight));
        p.restore();
        p.setFont(small);
        p.setPen(QColor(0x66, 0x66, 0x66));
        const QRectF foot(0, page.height() - footer + 8, page.width(), footer - 8);
        p.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, ReportTr::tr("gpuplan %1").arg(QStringLiteral(GPUPLAN_VERSION)));
        p.drawText(foot, Qt::AlignRight | Qt::AlignVCenter, ReportTr::tr("Page %1 of %2").arg(i + 1).arg(pages));
        p.restore();
    }
    p.end();
}

bool writePdfReport(const ReportContent &c, const QString &path, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(96);   // 1 unit = 1 screen pixel: charts lay out as on screen (§6)
        writer.setCreator(QStringLiteral("gpuplan " GPUPLAN_VERSION));
        writer.setTitle(reportTitle(c.scenario));   // the document's title, as its first page's (a QA pass)
        renderReport(c, &writer);
    }
    return writeFileAtomically(path, buffer.data(), error);
}

QByteArray comparisonCsv(const ReportContent &c)
{
    // Data for a spreadsheet: the scenario's inputs, then one row per metric with one column per
    // GPU. Every row has a stable metric id, its label in the current language and its unit; the
    // values are raw numbers in SI units (bytes, seconds, watts; money in the scenario's currency),
    // ids for choices, 1 / 0 for yes / no, and empty where a value does not apply.
    // UTF-8 with a byte-order mark and CRLF, as spreadsheet programs expect.
    auto field = [](QString s) {
        s.replace(QStringLiteral("\n"), QStringLiteral(" "));
        if (s.contains(u',') || s.contains(u'"') || s.contains(u';'))
            s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
        return s;
    };
    QStringList lines;
    auto add = [&](const char *section, const char *metric, const QString &label, const QString &unit, const QStringList &values) {
        QStringList out {QString::fromLatin1(section), QString::fromLatin1(metric), field(label), field(unit)};
        for (const QString &v : values)
            out << field(v);
        lines << out.join(u',');
    };
    // Twelve significant digits in plain notation: what a spreadsheet shows, without the binary
    // noise of a sum (126360.00000000001) or an exponent (2.304e+13), a GUI QA pass.
    auto num = [](double v) {
        if (!std::isfinite(v))
            return QString();
        const int before = v == 0 ? 1 : std::max(1, static_cast<int>(std::floor(std::log10(std::abs(v)))) + 1);
        QString text = QString::number(v, 'f', std::clamp(12 - before, 0, 12));
        if (text.contains(u'.')) {
            while (text.endsWith(u'0'))
                text.chop(1);
            if (text.endsWith(u'.'))
                text.chop(1);
        }
        return text == QStringLiteral("-0") ? QStringLiteral("0") : text;
    };
    auto integer = [](std::int64_t v) { return QString::number(v); };
    auto flag = [](bool b) { return b ? QStringLiteral("1") : QStringLiteral("0"); };
    const engine::Scenario &s = c.scenario;
    const std::vector<engine::Option> &options = c.plan.options;
    QString currency = QString::fromLatin1(engine::currencyId(s.budget.currency));

    QStringList header {QStringLiteral("section"), QStringLiteral("metric"), QStringLiteral("label"), QStringLiteral("unit")};
    for (const engine::Option &o : options)
        header << field(gpuName(o.gpuId));
    lines << header.join(u',');

    // The scenario's inputs: one value each, in the first GPU column, the row as wide as the others
    // (a spreadsheet reads ragged rows as a malformed table).
    auto input = [&](const char *metric, const QString &label, const QString &unit, const QString &value) {
        QStringList values {value};
        while (values.size() < static_cast<qsizetype>(options.size()))
            values << QString();
        add("input", metric, label, unit, values);
    };
    const bool training = engine::isTraining(s.workload);
    input("model", ReportTr::tr("Model"), QString(), modelDisplayName(s));
    input("parameters", ReportTr::tr("Parameters"), ReportTr::tr("count"),
          integer(engine::countParams(s.model).total));
    input("workload", ReportTr::tr("Workload"), QString(), QString::fromLatin1(engine::workloadId(s.workload)));
    if (training) {
        input("precision", ReportTr::tr("Precision"), QString(), QString::fromLatin1(engine::precisionId(s.training.precision)));
        input("sequence_length", ReportTr::tr("Sequence length"), ReportTr::tr("tokens"), integer(s.training.seqLen));
        input("training_tokens", ReportTr::tr("Training tokens"), ReportTr::tr("tokens"), num(engine::trainingTokens(s)));
        input("deadline", ReportTr::tr("Deadline (0 = none)"), QStringLiteral("s"), num(s.training.deadlineDays * 86400.0));
    } else {
        input("weights", ReportTr::tr("Weights"), QString(), QString::fromLatin1(engine::dtypeId(s.inference.weights)));
        input("qps", ReportTr::tr("Requests per second asked"), QStringLiteral("1/s"), num(s.inference.qps));
        input("input_tokens", ReportTr::tr("Input tokens per request"), ReportTr::tr("tokens"), integer(s.inference.inputTokens));
        input("output_tokens", ReportTr::tr("Output tokens per request"), ReportTr::tr("tokens"), integer(s.inference.outputTokens));
        input("ttft_limit", ReportTr::tr("TTFT limit (0 = none)"), QStringLiteral("s"), num(s.inference.ttftMs / 1e3));
        input("tpot_limit", ReportTr::tr("TPOT limit (0 = none)"), QStringLiteral("s"), num(s.inference.tpotMs / 1e3));
        input("engine", ReportTr::tr("Serving engine"), QString(), QString::fromLatin1(engine::servingEngineId(s.inference.engine)));
        input("disaggregated", ReportTr::tr("Prefill and decode disaggregated"), QString(), flag(s.inference.disaggregated));
    }
    input("gpu_limit", ReportTr::tr("GPU limit"), ReportTr::tr("GPUs"), integer(s.maxGpus));
    input("fixed_gpu_count", ReportTr::tr("Fixed GPU count (0 = the fewest that fit)"), ReportTr::tr("GPUs"), integer(s.gpuCount));
    input("acquisition", ReportTr::tr("Purchase or rent"), QString(),
          s.budget.acquisition == engine::Acquisition::Buy ? QStringLiteral("buy") : QStringLiteral("rent"));
    input("budget", ReportTr::tr("Budget limit (0 = none)"), currency, num(s.budget.limit));
    // The region and, per GPU, whether it meets the goals and what it is warned of (codes as the CLI's
    // JSON names them): a QA pass's CSV of four export-controlled GPUs said nothing of the controls.
    input("region", ReportTr::tr("Region"), QString(), QString::fromStdString(s.region));

    // The results, one column per GPU.
    auto result = [&](const char *metric, const QString &label, const QString &unit, auto &&value) {
        QStringList cells;
        for (const engine::Option &o : options)
            cells << value(o);
        add("result", metric, label, unit, cells);
    };
    const std::string recommended = c.plan.recommendedGpu;
    result("recommended", ReportTr::tr("Recommended"), QString(), [&](const engine::Option &o) { return flag(o.gpuId == recommended); });
    result("fits", ReportTr::tr("Fits in memory"), QString(), [&](const engine::Option &o) { return flag(o.fits); });
    result("meets_goals", ReportTr::tr("Meets the goals"), QString(), [&](const engine::Option &o) { return flag(engine::meetsGoals(o)); });
    result("warnings", ReportTr::tr("Warnings"), QString(), [&](const engine::Option &o) {
        QStringList codes;
        for (const engine::Warning &w : o.warnings)
            codes << QString::fromLatin1(engine::warningCodeId(w.code));
        return codes.join(QLatin1Char(' '));
    });
    result("gpus", ReportTr::tr("GPU count"), ReportTr::tr("GPUs"), [&](const engine::Option &o) { return integer(o.gpuCount); });
    result("nodes", ReportTr::tr("Nodes"), ReportTr::tr("nodes"), [&](const engine::Option &o) { return integer(o.nodes); });
    result("tp", ReportTr::tr("Tensor parallel size"), QString(), [&](const engine::Option &o) { return integer(o.layout.tp); });
    result("cp", ReportTr::tr("Context parallel size"), QString(), [&](const engine::Option &o) { return integer(o.layout.cp); });
    result("pp", ReportTr::tr("Pipeline parallel size"), QString(), [&](const engine::Option &o) { return integer(o.layout.pp); });
    result("dp", training ? ReportTr::tr("Data parallel size") : ReportTr::tr("Replicas"), QString(),
           [&](const engine::Option &o) { return integer(o.layout.dp); });
    if (training) {   // as the CLI's CSV: expert parallelism and the experts' own TP split (a mixture of experts), ZeRO
        if (s.model.text.moe) {   // a dense model has no experts to split (a QA pass read "expert TP 2" for Llama)
            result("ep", ReportTr::tr("Expert parallel size"), QString(), [&](const engine::Option &o) { return integer(o.layout.ep); });
            result("expert_tp", ReportTr::tr("Expert tensor parallel size"), QString(),
                   [&](const engine::Option &o) { return integer(o.layout.expertTp()); });
        }
        result("zero_stage", ReportTr::tr("ZeRO stage"), QString(), [&](const engine::Option &o) { return integer(o.layout.zero); });
    }
    result("memory_used_per_gpu", ReportTr::tr("Memory used per GPU"), QStringLiteral("B"),
           [&](const engine::Option &o) { return integer(o.memory.total()); });
    result("memory_usable_per_gpu", ReportTr::tr("Memory usable per GPU"), QStringLiteral("B"),
           [&](const engine::Option &o) { return integer(o.usableBytes); });
    if (training) {
        auto t = [&](auto &&get) {
            return [get](const engine::Option &o) { return o.training ? get(*o.training) : QString(); };
        };
        result("step_time", ReportTr::tr("Step time"), QStringLiteral("s"), t([&](const engine::TrainingEstimate &e) { return num(e.stepSeconds); }));
        result("duration", ReportTr::tr("Training time"), QStringLiteral("s"), t([&](const engine::TrainingEstimate &e) { return num(e.days * 86400.0); }));
        result("tokens_per_second", ReportTr::tr("Throughput"), ReportTr::tr("tokens/s"),
               t([&](const engine::TrainingEstimate &e) { return num(e.tokensPerSecond); }));
        result("mfu", ReportTr::tr("Model FLOPs utilisation"), QString(), t([&](const engine::TrainingEstimate &e) { return num(e.mfu); }));
        result("uncertainty", ReportTr::tr("Uncertainty (±)"), QString(),
               t([&](const engine::TrainingEstimate &e) { return num(e.uncertaintyPct / 100.0); }));
    } else {
        auto i = [&](auto &&get) {
            return [get](const engine::Option &o) { return o.inference && o.fits ? get(*o.inference) : QString(); };
        };
        result("requests_per_second", ReportTr::tr("Requests served"), QStringLiteral("1/s"),
               i([&](const engine::InferenceEstimate &e) { return num(e.requestsPerSecond); }));
        result("tokens_per_second", ReportTr::tr("Output tokens served"), ReportTr::tr("tokens/s"),
               i([&](const engine::InferenceEstimate &e) { return num(e.tokensPerSecond); }));
        result("ttft", ReportTr::tr("Time to first token"), QStringLiteral("s"), i([&](const engine::InferenceEstimate &e) { return num(e.ttftMs / 1e3); }));
        result("tpot", ReportTr::tr("Time per output token"), QStringLiteral("s"), i([&](const engine::InferenceEstimate &e) { return num(e.tpotMs / 1e3); }));
        result("e2e", ReportTr::tr("End-to-end latency"), QStringLiteral("s"), i([&](const engine::InferenceEstimate &e) { return num(e.e2eMs / 1e3); }));
        result("batch_per_replica", ReportTr::tr("Batch per replica"), ReportTr::tr("sequences"),
               i([&](const engine::InferenceEstimate &e) { return integer(e.batchPerReplica); }));
        result("prefill_replicas", ReportTr::tr("Prefill replicas"), QString(),
               i([&](const engine::InferenceEstimate &e) { return integer(e.prefillReplicas); }));
        result("uncertainty", ReportTr::tr("Uncertainty (±)"), QString(), i([&](const engine::InferenceEstimate &e) { return num(e.uncertaintyPct / 100.0); }));
        // The latency at the scenario's rate (docs/model.md §5.8); empty without one.
        auto atLoad = [&](auto &&get) {
            return i([get](const engine::InferenceEstimate &e) { return e.atLoad ? get(*e.atLoad) : QString(); });
        };
        result("ttft_at_rate", ReportTr::tr("Time to first token at the requested rate"), QStringLiteral("s"),
               atLoad([&](const engine::LoadPoint &pt) { return num(pt.ttftMs / 1e3); }));
        result("itl_at_rate", ReportTr::tr("Time between tokens at the requested rate"), QStringLiteral("s"),
               atLoad([&](const engine::LoadPoint &pt) { return num(pt.itlMs / 1e3); }));
        result("sequences_at_rate", ReportTr::tr("Sequences at once per replica at the requested rate"), ReportTr::tr("sequences"),
               atLoad([&](const engine::LoadPoint &pt) { return num(pt.sequences); }));
    }
    result("gpu_power", ReportTr::tr("GPU power"), QStringLiteral("W"), [&](const engine::Option &o) { return num(o.gpuPowerKw * 1e3); });

    // What to buy or rent, and what it costs (empty for a GPU without prices).
    auto p = [&](auto &&get) { return [get](const engine::Option &o) { return o.purchase ? get(*o.purchase) : QString(); }; };
    result("purchase_units", ReportTr::tr("Servers or instances to buy or rent"), QString(),
           p([&](const engine::Purchase &u) { return integer(u.units); }));
    result("purchase_gpus", ReportTr::tr("GPUs bought or rented"), ReportTr::tr("GPUs"), p([&](const engine::Purchase &u) { return integer(u.gpuCount); }));
    auto m = [&](auto &&get) {
        return [get](const engine::Option &o) {
            const engine::CostEstimate *cost = engine::purchaseCost(o);
            return cost ? get(*cost) : QString();
        };
    };
    result("purchase_price", ReportTr::tr("Purchase price"), currency, m([&](const engine::CostEstimate &e) { return num(e.purchase); }));
    // Serving's "job" is a month around the clock, the rent_per_month row below (a QA pass read the
    // same figure twice).
    if (training)
        result("rent", ReportTr::tr("Rent for the job"), currency, m([&](const engine::CostEstimate &e) { return num(e.rentJob); }));
    result("rent_per_month", ReportTr::tr("Rent per month"), currency, m([&](const engine::CostEstimate &e) { return num(e.rentMonth); }));
    result("electricity", training ? ReportTr::tr("Electricity for the job") : ReportTr::tr("Electricity for one month"), currency,
           m([&](const engine::CostEstimate &e) { return num(e.energyJob); }));
    result("break_even", ReportTr::tr("Rent-vs-buy break-even (empty: renting stays cheaper)"), ReportTr::tr("months"),
           m([&](const engine::CostEstimate &e) { return e.breakEvenMonths ? num(*e.breakEvenMonths) : QString(); }));
    result("buy_or_rent", ReportTr::tr("Buy or rent"), QString(),
           m([&](const engine::CostEstimate &e) { return e.recommendBuy ? QStringLiteral("buy") : QStringLiteral("rent"); }));

    // The bill of materials.
    auto b = [&](auto &&get) { return [get](const engine::Option &o) { return o.fits ? get(engine::purchaseBom(o)) : QString(); }; };
    result("nics", ReportTr::tr("Inter-node NICs"), QString(), b([&](const engine::BillOfMaterials &x) { return integer(x.nics); }));
    result("switch_ports", ReportTr::tr("Switch ports"), QString(), b([&](const engine::BillOfMaterials &x) { return integer(x.switchPorts); }));
    result("racks", ReportTr::tr("Racks"), QString(), b([&](const engine::BillOfMaterials &x) { return integer(x.racks); }));
    result("it_power", ReportTr::tr("IT power at full load"), QStringLiteral("W"), b([&](const engine::BillOfMaterials &x) { return num(x.itPowerKw * 1e3); }));
    result("facility_power", ReportTr::tr("Facility power (× PUE)"), QStringLiteral("W"),
           b([&](const engine::BillOfMaterials &x) { return num(x.facilityPowerKw * 1e3); }));
    result("host_memory_per_node", ReportTr::tr("Host memory per server"), QStringLiteral("B"),
           b([&](const engine::BillOfMaterials &x) { return integer(x.hostMemoryBytesPerNode); }));
    result("nvme", ReportTr::tr("NVMe storage"), QStringLiteral("B"), b([&](const engine::BillOfMaterials &x) { return num(x.nvmeTb * 1e12); }));
    return QByteArray("\xEF\xBB\xBF") + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

} // namespace gpuplan::ui

#include "report.moc"
