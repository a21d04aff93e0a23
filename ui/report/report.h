// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report a customer takes home: PDF (QPdfWriter, A4), print (QPrinter) and CSV, in the current
// UI language. Content comes from the wizard's Results page (the same texts and charts as on
// screen) plus the advisor, the bill of materials and the price book's sources.

#include <engine/advisor.h>
#include <engine/catalog.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include <QByteArray>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>

class QCustomPlot;
class QPagedPaintDevice;

namespace gpuplan::ui {

class ScenarioWizard;

struct ReportContent
{
    engine::Scenario scenario;
    engine::Plan plan;
    std::shared_ptr<const engine::Catalog> catalog;
    QString fileName;                     // the scenario file shown on the title page (may be empty)
    QStringList columns;                  // one per GPU, as in the comparison table
    int recommendedColumn = -1;
    QStringList rowTitles;                // the comparison table's rows
    QVector<QStringList> cells;           // [row][column]
    QString reasoning;
    QStringList warnings;
    engine::Advice advice;
    QPointer<QCustomPlot> memoryPlot, breakdownPlot, costPlot;   // rendered as vector graphics
};

// Shows the Results page, waits for the plan and the advisor, and copies what the report needs.
// False (with `error`) when no plan can be made.
bool gatherReport(ScenarioWizard &wizard, ReportContent *out, QString *error, int timeoutMs = 60000);

// Paginated rendering onto any paged device (QPdfWriter, QPrinter); A4 margins are the caller's.
void renderReport(const ReportContent &content, QPagedPaintDevice *device);
// A4, 15 mm margins, fonts embedded; written atomically.
bool writePdfReport(const ReportContent &content, const QString &path, QString *error);
// The report's HTML body (charts as placeholders); exposed for tests.
QString reportHtml(const ReportContent &content);
// The comparison table, one column per GPU, plus cost and bill-of-materials rows; UTF-8 with a BOM
// so Excel opens Chinese correctly.
QByteArray comparisonCsv(const ReportContent &content);

// gpuplan-cli report --scenario FILE --out R.pdf [--lang en|zh_CN|zh_TW]; 0 on success, 2 for bad
// input (one line on stderr), 1 when the PDF cannot be written.
int runReportCommand(int argc, char **argv);

} // namespace gpuplan::ui
