// SPDX-License-Identifier: GPL-3.0-or-later
#include "planrunner.h"

#include "presets.h"

#include <QElapsedTimer>
#include <QMetaObject>
#include <QPointer>

namespace gpuplan::ui {

PlanRunner::PlanRunner(QObject *parent) : QObject(parent)
{
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("gpuplan-planner"));
    m_thread.start();
}

PlanRunner::~PlanRunner()
{
    m_thread.quit();
    m_thread.wait();
}

void PlanRunner::request(const engine::Scenario &scenario)
{
    if (m_running) {
        m_pending = scenario;
        return;
    }
    start(scenario);
}

void PlanRunner::start(const engine::Scenario &scenario)
{
    const bool wasBusy = isBusy();
    m_running = true;
    if (!wasBusy)
        emit busyChanged(true);
    QPointer<PlanRunner> self(this);
    // The catalogue with the user's price overrides; the plan keeps it alive while computing.
    std::shared_ptr<const engine::Catalog> cat = planningCatalog();
    QMetaObject::invokeMethod(m_worker, [self, scenario, cat] {
        QElapsedTimer timer;
        timer.start();
        engine::Plan p = engine::plan(scenario, *cat);
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        if (!self)
            return;
        // Back to the GUI thread; `self` is checked again there.
        QMetaObject::invokeMethod(self.data(), [self, scenario, p = std::move(p), ms] {
            if (self)
                self->finished(scenario, p, ms);
        }, Qt::QueuedConnection);
    }, Qt::QueuedConnection);
}

void PlanRunner::finished(const engine::Scenario &scenario, const engine::Plan &plan, double ms)
{
    m_running = false;
    m_plan = plan;
    m_planScenario = scenario;
    m_hasPlan = true;
    m_lastMs = ms;
    if (m_pending) {
        // Newer edits arrived while computing: show this plan now and run only the newest edit.
        engine::Scenario next = std::move(*m_pending);
        m_pending.reset();
        start(next);
        emit planReady();
        return;
    }
    emit planReady();
    emit busyChanged(false);
}

} // namespace gpuplan::ui
