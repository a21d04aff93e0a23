// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CLI's English for the engine's codes: warnings, search summaries, what-ifs and rules of thumb.
// The engine gives a code and numbers (engine::Warning, SearchSummary, WhatIf, RuleOfThumb; the
// rules' sentences are in rulestext.cpp); the sentence is written here
// from them and the option or scenario they belong to, as the GUI writes its translated one
// (ui/text/comparison.cpp, ui/advisor/advisortext.cpp) from the same.

#include <engine/advisor.h>
#include <engine/catalog.h>
#include <engine/plan.h>
#include <engine/rules.h>
#include <engine/scenario.h>

#include <string>

namespace gpuplan::cli {

std::string warningText(const engine::Warning &w, const engine::Option &o, const engine::Scenario &s,
                        const engine::Catalog &catalog);

// Why the search's runner-up lost ("runner-up (TP 2, PP 1, …) is 4.1% slower, mostly from more
// pipeline bubble"); empty without a runner-up.
std::string runnerUpText(const engine::SearchSummary &search);

// An issue's English: its reason's sentence with its numbers (engine::IssueReason), else the
// engine's detail.
std::string issueText(const engine::Issue &issue);

// "<field>: <issueText>", or the text alone for an issue without a field.
std::string issueLine(const engine::Issue &issue);

// A step-time term, as the runner-up's reason names it ("pipeline bubble").
const char *stepTermText(engine::StepTerm t);

// What keeps an option from being recommended, after its GPU's id ("misses the deadline";
// engine::firstMissedGoal); "meets the goals" for None.
const char *missedGoalText(engine::MissedGoal g, bool fixedCount);

// ", EP 32, ETP 1" for a layout's experts; empty without expert parallelism.
std::string expertText(const engine::Layout &l);

// The GPUs' interconnect inside a server ("NVLink + NVSwitch", "PCIe").
std::string gpuLinkText(const engine::Gpu &gpu);

// A what-if's change, one line ("INT4 weights (group 128)"), and its risk, one sentence with the
// numbers; `base` is the scenario it changes and `baseOption` the option it is compared with.
std::string whatIfChangeText(const engine::WhatIf &w, const engine::Scenario &base, const engine::Catalog &catalog);
std::string whatIfRiskText(const engine::WhatIf &w, const engine::Scenario &base, const engine::Option &baseOption,
                           const engine::Catalog &catalog);

// A rule of thumb (engine/rules.h) in four parts: the guide's claim, gpuplan's figure for `plan`
// (the plan the rules were computed from), why they differ and where the figure comes from.
std::string ruleGuideText(const engine::RuleOfThumb &r);
std::string ruleEngineText(const engine::RuleOfThumb &r, const engine::Plan &plan, const engine::Catalog &catalog);
std::string ruleWhyText(const engine::RuleOfThumb &r, const engine::Plan &plan);
std::string ruleSourceText(const engine::RuleOfThumb &r, const engine::Catalog &catalog);

} // namespace gpuplan::cli
