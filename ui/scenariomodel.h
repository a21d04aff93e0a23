// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The only mutable holder of the Scenario value that the wizard pages edit.

#include <engine/scenario.h>

#include <QObject>

namespace gpuplan::ui {

class ScenarioModel final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioModel)
public:
    explicit ScenarioModel(QObject *parent = nullptr);

    const engine::Scenario &scenario() const { return m_scenario; }
    // Emits scenarioChanged() only when the value differs.
    void setScenario(const engine::Scenario &scenario);

    // Copy, change, store: the pattern every page uses.
    template<typename F>
    void edit(F &&change)
    {
        engine::Scenario copy = m_scenario;
        change(copy);
        setScenario(copy);
    }

signals:
    void scenarioChanged(const engine::Scenario &scenario);

private:
    engine::Scenario m_scenario;
};

} // namespace gpuplan::ui
