// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report a customer takes home: PDF (QPdfWriter, A4), print (QPrinter) and CSV, in the current
// UI language. Content is computed from the scenario (plan, advisor, cost curves) and rendered with
// the same text functions and chart classes as the Results page.

#include "advisor/advisorrunner.h"
#include "text/comparison.h"

#include <engine/advisor.h>
#include <engine/catalog.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>

class QPagedPaintDevice;

namespace gpuplan::ui {

struct ReportContent
{
    engine::Scenario scenario;
    engine::Plan plan;
    std::shared_ptr<const engine::Catalog> catalog;
    QString fileName;                     // the scenario file shown on the title page (may be empty)
    ComparisonTable table;                // the Results page's comparison, from the same function
    QString reasoning;
    QStringList warnings;
    engine::Advice advice;
    std::vector<engine::RuleOfThumb> rules;   // the market guides' claims answered (rules of thumb)
    // A plan pinned on the Results page ("A"), compared with this one ("B") in its own section.
    std::optional<std::pair<engine::Scenario, engine::Plan>> pinned;
    std::vector<CostCurve> curves;        // the cost chart's data (empty without prices)
};

// Everything the report shows, as a function of the scenario: plans it (or takes `plan`, which must
// be engine::plan(scenario, *catalog)), runs the advisor and the cost curves (or takes `advised`, the
// advisor runner's finished result, when it is for this scenario). No widget is involved.
// False (with `error`) when the scenario cannot be planned.
bool makeReport(const engine::Scenario &scenario, std::shared_ptr<const engine::Catalog> catalog,
                const QString &fileName, ReportContent *out, QString *error, const engine::Plan *plan = nullptr,
                const AdvisorResult *advised = nullptr);

// Paginated rendering onto any paged device (QPdfWriter, QPrinter); A4 margins are the caller's.
// `pageFill`, for tests: the share of each page's body the content reaches down to.
void renderReport(const ReportContent &content, QPagedPaintDevice *device, QList<double> *pageFill = nullptr);
// A4, 15 mm margins, fonts embedded; written atomically.
bool writePdfReport(const ReportContent &content, const QString &path, QString *error);
// The report's HTML body (charts as placeholders); exposed for tests.
QString reportHtml(const ReportContent &content);
// The comparison table, one column per GPU, plus cost and bill-of-materials rows; UTF-8 with a BOM
// so Excel opens Chinese correctly.
QByteArray comparisonCsv(const ReportContent &content);

// gpuplan report --scenario FILE --out R.pdf [--lang en|zh_CN|zh_TW] (gpuplan-cli report runs it);
// 0 on success, 2 for bad input (one line on stderr), 1 when the PDF cannot be written.
int runReportCommand(int argc, char **argv);

} // namespace gpuplan::ui
