// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the slower follow-ups of a plan on a worker thread: the cost of each compared GPU at several
// GPU counts (the cost chart), the advisor's what-ifs and the rules of thumb. Like PlanRunner it
// coalesces (LatestRunner): while one job runs only the newest request is kept, and a stale job
// stops early.

#include <engine/advisor.h>
#include <engine/costcurve.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include "latestrunner.h"

#include <QObject>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace gpuplan::ui {

using engine::CostCurve;
using engine::CostPoint;

struct AdvisorResult
{
    engine::Scenario scenario;
    // The prices it was costed with, held so that a newer catalogue can never reuse its address.
    std::shared_ptr<const engine::Catalog> catalog;
    std::vector<CostCurve> curves;
    engine::Advice advice;
    std::vector<engine::RuleOfThumb> rules;
    std::map<std::size_t, double> hostGiBPerGpu;   // what-if index -> host RAM per GPU (offload)
    bool hasCurves = false;
    bool hasAdvice = false;
};

using engine::costCurves;
using engine::whatIfHostGiB;

class AdvisorRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorRunner)
public:
    explicit AdvisorRunner(QObject *parent = nullptr);

    // `plan` must be engine::plan(scenario). Ignored when the same scenario is already done or
    // running with the same catalogue (edited prices are a new one); a running job for another
    // scenario is stale and stops at its next stage.
    void request(const engine::Scenario &scenario, const engine::Plan &plan);
    bool isBusy() const { return m_runner.isBusy(); }
    const AdvisorResult &result() const { return m_result; }
    bool hasResult() const { return m_hasResult; }
    // Whether the result is this scenario's at the prices plans are made with now (planningCatalog).
    bool resultIsFor(const engine::Scenario &scenario) const;

signals:
    void curvesReady();
    void adviceReady();

private:
    void deliver(AdvisorResult result);

    LatestRunner m_runner;
    std::optional<engine::Scenario> m_requested;   // the newest request (running or waiting)
    std::shared_ptr<const engine::Catalog> m_requestedCatalog;   // and the catalogue it runs with
    AdvisorResult m_result;
    bool m_hasResult = false;
};

} // namespace gpuplan::ui
