// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The cost chart's data: each compared GPU re-planned at a ladder of fixed counts from the
// minimum that fits (docs/model.md §7a). Pure; any thread. The GUI draws it, `gpuplan-cli plan
// --cost-curve` prints it.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/advisor.h"
#include "engine/catalog.h"
#include "engine/plan.h"
#include "engine/scenario.h"

namespace engine {

// What is bought or rented (engine::purchaseCost: whole servers, or the rented instances) when one GPU
// type is re-planned at a fixed count: the money the comparison table shows for that count.
struct CostPoint
{
    std::int64_t gpus = 0;   // GPUs bought or rented
    bool fits = false;
    double purchase = 0;
    double rent = 0;     // for the job (training) or one month (serving)
    double modeCost = 0; // the scenario's mode: purchase or rent
    std::optional<double> days;                // training
    std::optional<double> requestsPerSecond;   // serving
};

struct CostCurve
{
    std::string gpuId;
    std::string currency;
    std::vector<CostPoint> points;   // ascending GPUs bought; only counts that fit, one point per purchase
};

// The GPU counts the cost chart visits for an option that fits from `minimum` GPUs: up to 8x the
// minimum (at least four nodes, past what the budget affords), whole nodes beyond one node.
std::vector<std::int64_t> costChartCounts(std::int64_t minimum, int gpusPerNode, std::int64_t maxGpus,
                                          std::int64_t affordable);
// One curve per option of `plan` that fits and has prices: its purchase, then the purchases of the
// ladder's fixed counts (re-planned), one point per purchase. `stop`, when given, is asked between GPUs
// and ends the work early.
std::vector<CostCurve> costCurves(const Scenario &s, const Catalog &catalog, const Plan &plan,
                                  const std::function<bool()> &stop = {});
// Host memory per GPU (GiB) of a what-if's scenario, from a re-plan.
double whatIfHostGiB(const WhatIf &w, const Catalog &catalog);

} // namespace engine
