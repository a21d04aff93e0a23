// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The comparison of the planned GPUs as text: one function of (Plan, Scenario) feeds the Results
// page's table, the PDF report and the CSV, so the three never disagree.

#include "text/equations.h"

#include <engine/catalog.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include <QString>
#include <QStringList>
#include <QVector>

namespace gpuplan::ui {

struct ComparisonTable
{
    QStringList columns;          // one per option: the GPU's short name, "★ " on the recommended one
    int recommendedColumn = -1;
    QStringList rowTitles;        // kResultRowCount rows, in ResultRow order
    QVector<QStringList> cells;   // [row][column]
};

// One cell of the table: `row` of option `o` of `plan` (made from `s`).
QString comparisonCell(ResultRow row, const engine::Option &o, const engine::Plan &plan, const engine::Scenario &s);
// Column header of an option: the GPU name without the vendor.
QString comparisonColumnTitle(const engine::Option &o, const engine::Plan &plan);
ComparisonTable comparisonRows(const engine::Plan &plan, const engine::Scenario &s);

// Two scenarios side by side — "A" pinned by the user, "B" the current one — each by its compared
// option (the recommended GPU, else the first that fits), row by row with the very cells of the
// comparison table, after a row naming the model and workload. A row whose title differs between
// the two workloads shows both titles ("Training time / Requests served").
struct ScenarioComparison
{
    QStringList rowTitles;
    QStringList a, b;
    QVector<bool> differs;   // the two cells differ
};
ScenarioComparison compareScenarios(const engine::Plan &planA, const engine::Scenario &a, const engine::Plan &planB,
                                    const engine::Scenario &b);

// Why the recommended option was chosen, and what the others need (empty without options).
QString planReasoning(const engine::Plan &plan, const engine::Scenario &s);
// Every option's warnings, in the plan's order.
QStringList planWarnings(const engine::Plan &plan, const engine::Catalog &catalog);

} // namespace gpuplan::ui
