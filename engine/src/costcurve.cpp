// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/costcurve.h"

#include <algorithm>
#include <cmath>

namespace engine {

std::vector<std::int64_t> costChartCounts(std::int64_t minimum, int gpusPerNode, std::int64_t maxGpus,
                                          std::int64_t affordable)
{
    std::vector<std::int64_t> out;
    if (minimum <= 0)
        return out;
    const std::int64_t node = std::max(1, gpusPerNode);
    // From the minimum up to 8× it (at least four nodes' worth, since counts inside one node buy the
    // same server, and past what the budget affords).
    const std::int64_t top = std::min(maxGpus, std::max({minimum * 8, 4 * node, affordable + node}));
    out.push_back(minimum);
    std::int64_t n = minimum;
    while (out.size() < 9) {
        std::int64_t next = n < node ? n * 2 : static_cast<std::int64_t>(std::ceil(static_cast<double>(n) * 1.6));
        if (next >= node)   // whole nodes beyond one node
            next = (next + node - 1) / node * node;
        if (next <= n)
            next = n + 1;
        if (next > top)
            break;
        out.push_back(next);
        n = next;
    }
    if (affordable > minimum && affordable <= maxGpus
        && std::find(out.begin(), out.end(), affordable) == out.end())
        out.push_back(affordable);
    std::sort(out.begin(), out.end());
    return out;
}

namespace {

// What `o` buys or rents (purchaseCost: whole servers, or the rented instances), as the comparison
// table prices it; none when it does not fit or has no price.
std::optional<CostPoint> purchasePoint(const Scenario &s, const Option &o)
{
    const CostEstimate *cost = purchaseCost(o);
    if (!o.fits || !cost)
        return std::nullopt;
    CostPoint pt;
    pt.gpus = o.purchase ? o.purchase->gpuCount : o.gpuCount;
    pt.fits = true;
    pt.purchase = cost->purchase;
    pt.rent = isTraining(s.workload) ? cost->rentJob : cost->rentMonth;
    pt.modeCost = modeCost(s, *cost);
    if (const auto &t = o.purchase && o.purchase->training ? o.purchase->training : o.training)
        pt.days = t->days;
    if (const auto &i = o.purchase && o.purchase->inference ? o.purchase->inference : o.inference)
        pt.requestsPerSecond = i->requestsPerSecond;
    return pt;
}

// Adds the counts' purchases after the points already in `curve`. A point is a purchase: counts
// inside one server buy the same server and give one point (the chart once drew 2/8 of a server at
// 2 GPUs beside a table that priced the server).
void addPurchases(const Scenario &s, const Catalog &catalog, const std::vector<std::int64_t> &counts, CostCurve &curve)
{
    for (const std::int64_t n : counts) {
        Scenario c = s;
        c.gpuIds = {curve.gpuId};
        c.gpuCount = n;
        c.maxGpus = std::max<std::int64_t>(c.maxGpus, n);
        const Plan p = plan(c, catalog);
        if (!p.issues.empty() || p.options.empty())
            continue;
        const std::optional<CostPoint> pt = purchasePoint(s, p.options.front());
        if (pt && (curve.points.empty() || pt->gpus > curve.points.back().gpus))
            curve.points.push_back(*pt);
    }
}

} // namespace

std::vector<CostCurve> costCurves(const Scenario &s, const Catalog &catalog, const Plan &plan,
                                  const std::function<bool()> &stop)
{
    std::vector<CostCurve> curves;
    if (!plan.issues.empty())
        return curves;
    for (const Option &o : plan.options) {
        if (stop && stop())
            break;
        const Gpu *gpu = catalog.gpu(o.gpuId);
        const std::optional<CostPoint> first = purchasePoint(s, o);
        if (!gpu || !first)
            continue;
        // The first point is the option's own purchase, the one the table prices (re-planned at a
        // fixed count, the minimum would buy no spare server for memory headroom, model.md §6.6).
        CostCurve curve;
        curve.gpuId = o.gpuId;
        curve.currency = currencyId(s.budget.currency);
        curve.points.push_back(*first);
        // Buying whole servers beyond the option's count, its rent is of the instances renting would
        // take for the option (one count, one rent), fewer GPUs than the point's: the point rents its
        // own count, as every later point does (a zh_CN QA pass read 44 H20's rent at 48).
        if (s.budget.acquisition == Acquisition::Buy && o.otherPurchase && o.otherPurchase->gpuCount != first->gpus) {
            CostCurve own;
            own.gpuId = o.gpuId;
            addPurchases(s, catalog, {first->gpus}, own);
            if (!own.points.empty() && own.points.front().gpus == first->gpus)
                curve.points.front().rent = own.points.front().rent;
        }
        const std::int64_t affordable = o.budgetFit ? o.budgetFit->affordableGpus : 0;
        addPurchases(s, catalog, costChartCounts(o.gpuCount, gpu->gpusPerNode, s.maxGpus, affordable), curve);
        curves.push_back(std::move(curve));
    }
    return curves;
}

double whatIfHostGiB(const WhatIf &w, const Catalog &catalog)
{
    Scenario c = w.scenario;
    c.gpuIds = {w.gpuId};
    const Plan p = plan(c, catalog);
    if (p.options.empty())
        return 0;
    return static_cast<double>(p.options.front().memory.host) / (1024.0 * 1024.0 * 1024.0);
}

} // namespace engine
