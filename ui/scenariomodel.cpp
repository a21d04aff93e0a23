// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariomodel.h"

#include "presets.h"

#include <QElapsedTimer>
#include <QUndoCommand>

namespace gpuplan::ui {

// One edit of the scenario: the value before and after.
class ScenarioEdit final : public QUndoCommand
{
public:
    ScenarioEdit(ScenarioModel &model, engine::Scenario before, engine::Scenario after, bool mergeable)
        : m_model(model), m_before(std::move(before)), m_after(std::move(after)), m_mergeable(mergeable)
    {
        m_clock.start();
    }

    void undo() override { m_model.apply(m_before); }
    void redo() override { m_model.apply(m_after); }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        // Edits in quick succession (a spin box stepping, a number being typed) are one step.
        const auto *next = static_cast<const ScenarioEdit *>(other);
        if (!m_mergeable || !next->m_mergeable || m_clock.elapsed() > kMergeMs)
            return false;
        m_after = next->m_after;
        m_clock.restart();
        return true;
    }

private:
    static constexpr qint64 kMergeMs = 1000;
    ScenarioModel &m_model;
    engine::Scenario m_before, m_after;
    bool m_mergeable = true;
    QElapsedTimer m_clock;
};

ScenarioModel::ScenarioModel(QObject *parent) : QObject(parent), m_scenario(blankScenario()) {}

void ScenarioModel::setScenario(const engine::Scenario &scenario)
{
    push(scenario, true);
}

void ScenarioModel::applyChange(const engine::Scenario &scenario)
{
    push(scenario, false);
}

void ScenarioModel::push(const engine::Scenario &scenario, bool mergeable)
{
    if (scenario == m_scenario)
        return;
    m_pageEdit = mergeable;
    m_undo.push(new ScenarioEdit(*this, m_scenario, scenario, mergeable));   // push() runs redo(): applies it
    m_pageEdit = false;
}

void ScenarioModel::resetScenario(const engine::Scenario &scenario)
{
    m_undo.clear();
    apply(scenario);
}

void ScenarioModel::apply(const engine::Scenario &scenario)
{
    if (scenario == m_scenario)
        return;
    m_scenario = scenario;
    if (!m_pageEdit)
        emit replaced();
    emit scenarioChanged(m_scenario);
}

} // namespace gpuplan::ui
