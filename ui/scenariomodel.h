// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The only mutable holder of the Scenario value that the wizard pages edit. Every edit goes through
// setScenario() and onto the undo stack; opening, resetting or restoring a scenario starts a fresh
// history (resetScenario()).

#include <engine/scenario.h>

#include <QObject>
#include <QUndoStack>

namespace gpuplan::ui {

class ScenarioModel final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioModel)
public:
    explicit ScenarioModel(QObject *parent = nullptr);

    const engine::Scenario &scenario() const { return m_scenario; }
    // An edit: emits scenarioChanged() and becomes one undo step (edits less than a second apart
    // merge into one, so typing a number is one step). Nothing happens when the value is the same.
    void setScenario(const engine::Scenario &scenario);
    // A deliberate change (applying a what-if): one undo step of its own, never merged.
    void applyChange(const engine::Scenario &scenario);
    // A new document: the value without an undo step, and an empty history.
    void resetScenario(const engine::Scenario &scenario);

    // Copy, change, store: the pattern every page uses.
    template<typename F>
    void edit(F &&change)
    {
        engine::Scenario copy = m_scenario;
        change(copy);
        setScenario(copy);
    }

    QUndoStack *undoStack() { return &m_undo; }

signals:
    void scenarioChanged(const engine::Scenario &scenario);
    // The value changed from outside the pages' own edits (undo, redo, an applied what-if, a new
    // document): every page shows it again (scenarioChanged() follows too).
    void replaced();

private:
    friend class ScenarioEdit;
    void push(const engine::Scenario &scenario, bool mergeable);
    void apply(const engine::Scenario &scenario);

    engine::Scenario m_scenario;
    QUndoStack m_undo;
    bool m_pageEdit = false;   // inside setScenario(): the page that made the edit shows it already
};

} // namespace gpuplan::ui
