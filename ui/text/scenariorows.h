// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario's inputs as (title, value) rows, translated: the report's Scenario table and the
// inputs the A / B comparison shows where the two scenarios differ.

#include <engine/catalog.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include <QList>
#include <QPair>
#include <QString>

namespace gpuplan::ui {

// `plan` is the scenario's own (the training tokens it resolved, the stack chosen for its
// recommended option).
QList<QPair<QString, QString>> scenarioRows(const engine::Scenario &s, const engine::Plan &plan, const engine::Catalog &cat);

} // namespace gpuplan::ui
