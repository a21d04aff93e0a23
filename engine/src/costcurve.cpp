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
    // From the minimum up to 8× it (at least two nodes' worth, and past what the budget affords).
    const std::int64_t top = std::min(maxGpus, std::max({minimum * 8, 2 * node, affordable + node}));
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

CostCurve costCurve(const Scenario &s, const Catalog &catalog, const std::string &gpuId,
                    const std::vector<std::int64_t> &counts)
{
    CostCurve curve;
    curve.gpuId = gpuId;
    curve.currency = currencyId(s.budget.currency);
    const bool rent = s.budget.acquisition == Acquisition::Rent;
    for (const std::int64_t n : counts) {
        Scenario c = s;
        c.gpuIds = {gpuId};
        c.gpuCount = n;
        c.maxGpus = std::max<std::int64_t>(c.maxGpus, n);
        const Plan p = plan(c, catalog);
        if (!p.issues.empty() || p.options.empty())
            continue;
        const Option &o = p.options.front();
        if (!o.fits || !o.cost)
            continue;
        CostPoint pt;
        pt.gpus = o.gpuCount;
        pt.fits = true;
        pt.purchase = o.cost->purchase;
        pt.rent = o.cost->rentJob;
        pt.modeCost = rent ? pt.rent : pt.purchase;
        if (o.training)
            pt.days = o.training->days;
        if (o.inference)
            pt.requestsPerSecond = o.inference->requestsPerSecond;
        curve.points.push_back(pt);
    }
    return curve;
}

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
        if (!gpu || !o.fits || !o.cost)
            continue;
        const std::int64_t affordable = o.budgetFit ? o.budgetFit->affordableGpus : 0;
        curves.push_back(costCurve(s, catalog, o.gpuId,
                                   costChartCounts(o.gpuCount, gpu->gpusPerNode, s.maxGpus, affordable)));
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
