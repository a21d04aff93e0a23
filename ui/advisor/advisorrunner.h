// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the slower follow-ups of a plan on a worker thread: the cost of each compared GPU at several
// GPU counts (the cost chart), the advisor's what-ifs and the rules of thumb. Like PlanRunner it
// coalesces (LatestRunner): while one job runs only the newest request is kept, and a stale job
// stops early.

#include <engine/advisor.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include "latestrunner.h"

#include <QObject>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace gpuplan::ui {

// Cost of one GPU type at one count, re-planned with that fixed count (engine::plan).
struct CostPoint
{
    std::int64_t gpus = 0;
    bool fits = false;
    double purchase = 0;
    double rent = 0;     // for the job (training) or one month (serving)
    double modeCost = 0; // the scenario's mode: purchase or rent
    std::optional<double> days;             // training
    std::optional<double> requestsPerSecond;   // serving
};

struct CostCurve
{
    std::string gpuId;
    std::string currency;
    std::vector<CostPoint> points;   // ascending GPU count; only counts that fit
};

struct AdvisorResult
{
    engine::Scenario scenario;
    std::vector<CostCurve> curves;
    engine::Advice advice;
    std::vector<engine::RuleOfThumb> rules;
    std::map<std::size_t, double> hostGiBPerGpu;   // what-if index -> host RAM per GPU (offload)
    bool hasCurves = false;
    bool hasAdvice = false;
};

// The GPU counts the cost chart visits for an option that fits from `minimum` GPUs.
std::vector<std::int64_t> costChartCounts(std::int64_t minimum, int gpusPerNode, std::int64_t maxGpus,
                                          std::int64_t affordable);
// Re-plans `s` on `gpuId` at each count (pure; any thread).
CostCurve costCurve(const engine::Scenario &s, const engine::Catalog &catalog, const std::string &gpuId,
                    const std::vector<std::int64_t> &counts);
// The cost chart: one curve per option of `plan` that fits and has prices (pure; any thread). `stop`,
// when given, is asked between GPUs and ends the work early.
std::vector<CostCurve> costCurves(const engine::Scenario &s, const engine::Catalog &catalog, const engine::Plan &plan,
                                  const std::function<bool()> &stop = {});
// Host memory per GPU (GiB) of a what-if's scenario, from a re-plan (pure; any thread).
double whatIfHostGiB(const engine::WhatIf &w, const engine::Catalog &catalog);

class AdvisorRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorRunner)
public:
    explicit AdvisorRunner(QObject *parent = nullptr);

    // `plan` must be engine::plan(scenario). Ignored when the same scenario is already done or
    // running; a running job for another scenario is stale and stops at its next stage.
    void request(const engine::Scenario &scenario, const engine::Plan &plan);
    bool isBusy() const { return m_runner.isBusy(); }
    const AdvisorResult &result() const { return m_result; }
    bool hasResult() const { return m_hasResult; }

signals:
    void curvesReady();
    void adviceReady();

private:
    void deliver(AdvisorResult result);

    LatestRunner m_runner;
    std::optional<engine::Scenario> m_requested;   // the newest request (running or waiting)
    AdvisorResult m_result;
    bool m_hasResult = false;
};

} // namespace gpuplan::ui
