// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorrunner.h"

#include "presets.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::ui {

AdvisorRunner::AdvisorRunner(QObject *parent) : QObject(parent)
{
    connect(&m_runner, &LatestRunner::jobDone, this, [this] {
        if (!m_runner.isBusy()) {
            m_requested.reset();
            m_requestedCatalog.reset();
        }
    });
}

void AdvisorRunner::request(const engine::Scenario &scenario, const engine::Plan &plan)
{
    // The same catalogue the plan was made with (the user's price overrides); the job holds it. New
    // prices with the same scenario are a new request (a GUI QA pass: the rules of thumb kept the
    // break-even of the old prices after the table had the new one).
    std::shared_ptr<const engine::Catalog> cat = planningCatalog();
    if (m_requested && *m_requested == scenario && m_requestedCatalog == cat)
        return;   // running (or waiting) already
    if (!m_requested && m_result.hasAdvice && resultIsFor(scenario))
        return;   // done
    m_requested = scenario;
    m_requestedCatalog = cat;
    m_runner.submit([this, scenario, plan, cat](QPromise<LatestRunner::Delivery> &promise) {
        const auto stale = [&promise] { return promise.isCanceled(); };
        AdvisorResult r;
        r.scenario = scenario;
        r.catalog = cat;
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

bool AdvisorRunner::resultIsFor(const engine::Scenario &scenario) const
{
    return m_hasResult && m_result.scenario == scenario && m_result.catalog.get() == planningCatalog().get();
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
