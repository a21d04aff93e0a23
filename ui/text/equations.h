// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Show the equation": the formula and the inputs behind each number of the comparison table and
// the charts (docs/model.md). Text only; every value comes from the Plan or the Scenario.

#include <engine/plan.h>
#include <engine/scenario.h>

#include <QString>

namespace gpuplan::ui {

// Cost rows sit between Cost and Verdict: Cost is the figure in the scenario's mode,
// the others break it down (docs/model.md §7a).
// The plan at its count first, then what is bought or rented and what it costs: the money rows
// price the purchase, which can be more servers or other days than the plan's rows (a zh_TW QA pass
// read the rent of 24 H100 for 2.9 days as the plan's 16 H100 for 6.0 days, with "What to buy"
// eight rows above it).
enum class ResultRow { Gpus, Layout, Memory, Time, Rate, Power, ToBuy, Cost, Purchase, Rent, Energy, BreakEven, BuyOrRent,
                       BudgetFit, Verdict };
inline constexpr int kResultRowCount = 15;

QString rowTitle(ResultRow row, bool training);
// Rich text: the formula, then the inputs with their values for this option.
QString equationFor(ResultRow row, const engine::Option &o, const engine::Plan &plan, const engine::Scenario &s);
// One sweep point of the memory chart.
QString sweepEquation(const engine::SweepPoint &p, const engine::Scenario &s);

} // namespace gpuplan::ui
