// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorrunner.h"

#include "presets.h"

#include <QMetaObject>
#include <QPointer>
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
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("gpuplan-advisor"));
    m_thread.start();
}

AdvisorRunner::~AdvisorRunner()
{
    ++*m_generation;   // a running job stops at its next check
    m_thread.quit();
    m_thread.wait();
}

void AdvisorRunner::request(const engine::Scenario &scenario, const engine::Plan &plan)
{
    if (m_hasResult && m_result.hasAdvice && m_result.scenario == scenario && !m_running)
        return;
    if (m_running) {
        if (m_runningScenario && *m_runningScenario == scenario) {
            m_pending.reset();
            return;
        }
        ++*m_generation;   // the running job is stale: let it stop between stages
        m_pending = Job {scenario, plan};
        return;
    }
    start(Job {scenario, plan});
}

void AdvisorRunner::start(Job job)
{
    m_running = true;
    m_runningScenario = job.scenario;
    const int generation = ++*m_generation;
    m_runningGeneration = generation;
    auto gen = m_generation;
    QPointer<AdvisorRunner> self(this);
    // The same catalogue the plan was made with (the user's price overrides); kept alive here.
    std::shared_ptr<const engine::Catalog> cat = planningCatalog();
    QMetaObject::invokeMethod(m_worker, [self, gen, generation, job = std::move(job), cat] {
        const auto stale = [&] { return gen->load() != generation; };
        const auto deliver = [&](AdvisorResult r, bool final) {
            if (!self)
                return;
            QMetaObject::invokeMethod(self.data(), [self, generation, final, r = std::move(r)]() mutable {
                if (self)
                    self->stageDone(generation, std::move(r), final);
            }, Qt::QueuedConnection);
        };
        AdvisorResult r;
        r.scenario = job.scenario;
        // Stage 1: cost against GPU count for each compared GPU.
        r.curves = costCurves(job.scenario, *cat, job.plan, stale);
        if (stale()) {
            deliver(std::move(r), true);   // lets the runner start the pending job
            return;
        }
        r.hasCurves = true;
        deliver(r, false);
        // Stage 2: the advisor and the rules of thumb.
        if (job.plan.issues.empty()) {
            r.advice = engine::advise(job.scenario, *cat, job.plan);
            for (std::size_t i = 0; i < r.advice.whatIfs.size() && !stale(); ++i)
                if (r.advice.whatIfs[i].kind == engine::WhatIfKind::OffloadOptimizer)
                    r.hostGiBPerGpu[i] = whatIfHostGiB(r.advice.whatIfs[i], *cat);
            if (!stale())
                r.rules = engine::rulesOfThumb(job.scenario, *cat, job.plan);
        }
        r.hasAdvice = !stale();
        deliver(std::move(r), true);
    }, Qt::QueuedConnection);
}

void AdvisorRunner::stageDone(int generation, AdvisorResult result, bool final)
{
    const bool current = generation == m_generation->load();
    if (current && (result.hasCurves || result.hasAdvice)) {
        m_result = std::move(result);
        m_hasResult = true;
        if (m_result.hasAdvice)
            emit adviceReady();
        else
            emit curvesReady();
    }
    if (!final || generation != m_runningGeneration)
        return;
    m_running = false;
    m_runningScenario.reset();
    if (m_pending) {
        Job next = std::move(*m_pending);
        m_pending.reset();
        start(std::move(next));
    }
}

} // namespace gpuplan::ui
