// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorrunner.h"

#include "presets.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::ui {

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

CostCurve costCurve(const engine::Scenario &s, const engine::Catalog &catalog, const std::string &gpuId,
                    const std::vector<std::int64_t> &counts)
{
    CostCurve curve;
    curve.gpuId = gpuId;
    curve.currency = engine::currencyId(s.budget.currency);
    const bool rent = s.budget.acquisition == engine::Acquisition::Rent;
    for (const std::int64_t n : counts) {
        engine::Scenario c = s;
        c.gpuIds = {gpuId};
        c.gpuCount = n;
        c.maxGpus = std::max<std::int64_t>(c.maxGpus, n);
        const engine::Plan p = engine::plan(c, catalog);
        if (!p.issues.empty() || p.options.empty())
            continue;
        const engine::Option &o = p.options.front();
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

std::vector<CostCurve> costCurves(const engine::Scenario &s, const engine::Catalog &catalog, const engine::Plan &plan,
                                  const std::function<bool()> &stop)
{
    std::vector<CostCurve> curves;
    if (!plan.issues.empty())
        return curves;
    for (const engine::Option &o : plan.options) {
        if (stop && stop())
            break;
        const engine::Gpu *gpu = catalog.gpu(o.gpuId);
        if (!gpu || !o.fits || !o.cost)
            continue;
        const std::int64_t affordable = o.budgetFit ? o.budgetFit->affordableGpus : 0;
        curves.push_back(costCurve(s, catalog, o.gpuId,
                                   costChartCounts(o.gpuCount, gpu->gpusPerNode, s.maxGpus, affordable)));
    }
    return curves;
}

double whatIfHostGiB(const engine::WhatIf &w, const engine::Catalog &catalog)
{
    engine::Scenario c = w.scenario;
    c.gpuIds = {w.gpuId};
    const engine::Plan p = engine::plan(c, catalog);
    if (p.options.empty())
        return 0;
    return static_cast<double>(p.options.front().memory.host) / (1024.0 * 1024.0 * 1024.0);
}

AdvisorRunner::AdvisorRunner(QObject *parent) : QObject(parent)
{
    connect(&m_runner, &LatestRunner::jobDone, this, [this] {
        if (!m_runner.isBusy())
            m_requested.reset();
    });
}

void AdvisorRunner::request(const engine::Scenario &scenario, const engine::Plan &plan)
{
    if (m_requested && *m_requested == scenario)
        return;   // running (or waiting) already
    if (!m_requested && m_hasResult && m_result.hasAdvice && m_result.scenario == scenario)
        return;   // done
    m_requested = scenario;
    // The same catalogue the plan was made with (the user's price overrides); the job holds it.
    std::shared_ptr<const engine::Catalog> cat = planningCatalog();
    m_runner.submit([this, scenario, plan, cat](QPromise<LatestRunner::Delivery> &promise) {
        const auto stale = [&promise] { return promise.isCanceled(); };
        AdvisorResult r;
        r.scenario = scenario;
        // Stage 1: cost against GPU count for each compared GPU.
        r.curves = costCurves(scenario, *cat, plan, stale);
        if (stale())
            return;
        r.hasCurves = true;
        promise.addResult([this, r] { deliver(r); });
        // Stage 2: the advisor and the rules of thumb.
        if (plan.issues.empty()) {
            r.advice = engine::advise(scenario, *cat, plan);
            for (std::size_t i = 0; i < r.advice.whatIfs.size() && !stale(); ++i)
                if (r.advice.whatIfs[i].kind == engine::WhatIfKind::OffloadOptimizer)
                    r.hostGiBPerGpu[i] = whatIfHostGiB(r.advice.whatIfs[i], *cat);
            if (!stale())
                r.rules = engine::rulesOfThumb(scenario, *cat, plan);
        }
        if (stale())
            return;
        r.hasAdvice = true;
        promise.addResult([this, r = std::move(r)] { deliver(r); });
    }, true);
}

void AdvisorRunner::deliver(AdvisorResult result)
{
    m_result = std::move(result);
    m_hasResult = true;
    if (m_result.hasAdvice)
        emit adviceReady();
    else
        emit curvesReady();
}

} // namespace gpuplan::ui
