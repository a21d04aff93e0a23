// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs engine::plan() off the GUI thread so the wizard never freezes (LatestRunner): while one plan
// is computing, only the newest pending scenario is kept and run next.

#include "latestrunner.h"

#include <engine/plan.h>
#include <engine/scenario.h>

#include <QObject>

namespace gpuplan::ui {

class PlanRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanRunner)
public:
    explicit PlanRunner(QObject *parent = nullptr);

    void request(const engine::Scenario &scenario);
    bool isBusy() const { return m_runner.isBusy(); }
    const engine::Plan &plan() const { return m_plan; }
    const engine::Scenario &planScenario() const { return m_planScenario; }
    bool hasPlan() const { return m_hasPlan; }
    double lastMilliseconds() const { return m_lastMs; }

signals:
    void planReady();
    void busyChanged(bool busy);

private:
    LatestRunner m_runner;
    engine::Plan m_plan;
    engine::Scenario m_planScenario;
    bool m_hasPlan = false;
    double m_lastMs = 0;
};

} // namespace gpuplan::ui
