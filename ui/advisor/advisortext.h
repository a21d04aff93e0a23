// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Translated text for the advisor: what-ifs and rules of thumb, chosen by enum and filled
// with numbers formatted through QLocale. The engine's English strings are never shown; they are
// only the reference for the wording. Stand-alone so the PDF report can reuse them.

#include <engine/advisor.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include <QString>

namespace gpuplan::ui {

// One line: what changes ("INT4 weights (group 128)", "ZeRO stage 3", "Another GPU: …").
QString whatIfChangeText(const engine::WhatIf &w, const engine::Scenario &base);
// One sentence with the numbers. `hostGiBPerGpu` (< 0: unknown) is used by the optimizer-offload
// what-if; `plan` is the base plan (break-even for rent/buy).
QString whatIfRiskText(const engine::WhatIf &w, const engine::Plan &plan, double hostGiBPerGpu = -1);
QString qualityTradeOffText();
// The one basis of every what-if's cost change (engine::horizonCost), for the cost column's tooltip
// and the report; empty where the compared option has no cost (it does not fit).
QString whatIfCostBasisText(const engine::Scenario &s, const engine::Plan &plan);
// The what-if table's money column: the change in the job's cost, or over the horizon.
QString whatIfCostHeader(const engine::Scenario &s, const engine::Plan &plan);

QString ruleTopicName(engine::RuleTopic t);
QString ruleGuideText(const engine::RuleOfThumb &r);
QString ruleEngineText(const engine::RuleOfThumb &r, const engine::Plan &plan);
QString ruleWhyText(const engine::RuleOfThumb &r, const engine::Plan &plan);
// Where the true figure comes from (the engine's `source`, translated).
QString ruleSourceText(const engine::RuleOfThumb &r);

} // namespace gpuplan::ui
