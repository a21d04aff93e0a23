// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one table of field limits: validate() checks them, the wizard's spin boxes take their ranges
// from them and gpuplan-cli refuses values outside them, so the three faces never disagree.

#include "engine/issue.h"

namespace engine {

struct FieldLimit
{
    const char *field;     // the scenario field (Issue::field)
    double min;            // the smallest real value
    double max;
    bool zeroIsDefault;    // 0 means "the catalogue's default" (or "no limit")
    const char *what;      // English, for the message
};

namespace limit {
inline constexpr FieldLimit kGpuCount {"gpus", 1, 1'000'000, true, "the GPU count"};
inline constexpr FieldLimit kMaxGpus {"max_gpus", 1, 1'000'000, false, "the GPU limit"};
inline constexpr FieldLimit kBudget {"budget", 1, 1e15, true, "the budget"};
inline constexpr FieldLimit kUsdToCny {"usd_to_cny", 0.01, 1000, true, "the exchange rate (CNY per USD)"};
inline constexpr FieldLimit kUsdToTwd {"usd_to_twd", 0.01, 1000, true, "the exchange rate (TWD per USD)"};
inline constexpr FieldLimit kElectricity {"electricity", 0.001, 100, true, "the electricity price per kWh"};
inline constexpr FieldLimit kPue {"pue", 1, 5, true, "PUE"};
inline constexpr FieldLimit kDepreciation {"depreciation_years", 0.5, 30, true, "depreciation (years)"};
inline constexpr FieldLimit kUtilisation {"utilisation", 0.01, 1, true, "utilisation"};
// Hosting and staff: a negative value means the catalogue default, 0 means none (own facility, own staff).
inline constexpr FieldLimit kColocation {"colocation_per_kw_month", 0, 1e6, false, "the colocation price per kW and month"};
inline constexpr FieldLimit kStaff {"staff_per_node_year", 0, 1e9, false, "the staff cost per server and year"};
inline constexpr FieldLimit kMaxSequences {"max_sequences", 1, 1'000'000, true, "the most sequences the engine runs at once"};
inline constexpr FieldLimit kHorizon {"horizon_months", 0.1, 1200, true, "the horizon (months)"};
} // namespace limit

// True when `v` is within the limit (or 0 where 0 means the default).
bool withinLimit(const FieldLimit &l, double v);
// The OutOfRange issue of a value outside the limit: the limits as numbers, an English detail.
Issue limitIssue(const FieldLimit &l);

} // namespace engine
