// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs engine::plan() on a worker thread so the wizard never freezes. Requests are coalesced:
// while one plan is computing, only the newest pending scenario is kept and run next.

#include <engine/plan.h>
#include <engine/scenario.h>

#include <QObject>
#include <QThread>
#include <optional>

namespace gpuplan::ui {

class PlanRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanRunner)
public:
    explicit PlanRunner(QObject *parent = nullptr);
    ~PlanRunner() override;

    void request(const engine::Scenario &scenario);
    bool isBusy() const { return m_running || m_pending.has_value(); }
    const engine::Plan &plan() const { return m_plan; }
    const engine::Scenario &planScenario() const { return m_planScenario; }
    bool hasPlan() const { return m_hasPlan; }
    double lastMilliseconds() const { return m_lastMs; }

signals:
    void planReady();
    void busyChanged(bool busy);

private:
    void start(const engine::Scenario &scenario);
    void finished(const engine::Scenario &scenario, const engine::Plan &plan, double ms);

    QThread m_thread;
    QObject *m_worker = nullptr;   // lives in m_thread
    bool m_running = false;
    std::optional<engine::Scenario> m_pending;
    engine::Plan m_plan;
    engine::Scenario m_planScenario;
    bool m_hasPlan = false;
    double m_lastMs = 0;
};

} // namespace gpuplan::ui
