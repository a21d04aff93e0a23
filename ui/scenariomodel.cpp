// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariomodel.h"

#include "presets.h"

namespace gpuplan::ui {

ScenarioModel::ScenarioModel(QObject *parent) : QObject(parent), m_scenario(blankScenario()) {}

void ScenarioModel::setScenario(const engine::Scenario &scenario)
{
    if (scenario == m_scenario)
        return;
    m_scenario = scenario;
    emit scenarioChanged(m_scenario);
}

} // namespace gpuplan::ui
