// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CLI's English for the engine's warnings and search summaries. The engine gives a code and a number (engine::Warning);
// the sentence is written here from that and the option it belongs to, as the GUI writes its
// translated one (ui/text/comparison.cpp, planWarnings) from the same.

#include <engine/catalog.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include <string>

namespace gpuplan::cli {

std::string warningText(const engine::Warning &w, const engine::Option &o, const engine::Scenario &s,
                        const engine::Catalog &catalog);

// Why the search's runner-up lost ("runner-up (TP 2, PP 1, …) is 4.1% slower, mostly from more
// pipeline bubble"); empty without a runner-up.
std::string runnerUpText(const engine::SearchSummary &search);

} // namespace gpuplan::cli
