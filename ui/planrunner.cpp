// SPDX-License-Identifier: GPL-3.0-or-later
#include "planrunner.h"

#include "presets.h"

#include <QElapsedTimer>

namespace gpuplan::ui {

PlanRunner::PlanRunner(QObject *parent) : QObject(parent)
{
    // A plan that finished while newer edits waited is shown at once; the newest edit runs next.
    connect(&m_runner, &LatestRunner::jobDone, this, &PlanRunner::planReady);
    connect(&m_runner, &LatestRunner::busyChanged, this, &PlanRunner::busyChanged);
}

void PlanRunner::request(const engine::Scenario &scenario)
{
    // The catalogue with the user's price overrides; the job holds it while computing.
    std::shared_ptr<const engine::Catalog> cat = planningCatalog();
    m_runner.submit([this, scenario, cat](QPromise<LatestRunner::Delivery> &promise) {
        QElapsedTimer timer;
        timer.start();
        engine::Plan p = engine::plan(scenario, *cat);
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        // Run on the GUI thread by m_runner, which this object owns: `this` outlives it.
        promise.addResult([this, scenario, p = std::move(p), ms] {
            m_plan = p;
            m_planScenario = scenario;
            m_hasPlan = true;
            m_lastMs = ms;
        });
    }, false);
}

} // namespace gpuplan::ui
