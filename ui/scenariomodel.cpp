// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariomodel.h"

#include "presets.h"

#include <engine/scenariofile.h>

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUndoCommand>

namespace gpuplan::ui {

namespace {

// The fields (dotted paths of the scenario file) whose values differ between two scenarios.
void collectChanges(const QJsonValue &a, const QJsonValue &b, const QString &path, QSet<QString> &out)
{
    if (a.isObject() && b.isObject()) {
        const QJsonObject oa = a.toObject(), ob = b.toObject();
        QSet<QString> keys;
        for (auto it = oa.begin(); it != oa.end(); ++it)
            keys.insert(it.key());
        for (auto it = ob.begin(); it != ob.end(); ++it)
            keys.insert(it.key());
        for (const QString &k : keys)
            collectChanges(oa.value(k), ob.value(k), path.isEmpty() ? k : path + QLatin1Char('.') + k, out);
    } else if (a != b) {
        out.insert(path);
    }
}

QSet<QString> changedFields(const engine::Scenario &a, const engine::Scenario &b)
{
    const auto json = [](const engine::Scenario &s) {
        return QJsonValue(QJsonDocument::fromJson(QByteArray::fromStdString(engine::serializeScenario(s))).object());
    };
    QSet<QString> out;
    collectChanges(json(a), json(b), QString(), out);
    return out;
}

} // namespace

// One edit of the scenario: the value before and after.
class ScenarioEdit final : public QUndoCommand
{
public:
    ScenarioEdit(ScenarioModel &model, engine::Scenario before, engine::Scenario after, bool mergeable)
        : m_model(model), m_before(std::move(before)), m_after(std::move(after)), m_mergeable(mergeable)
    {
        // Once per edit, not per merge attempt: each keystroke of a field pushes an edit.
        if (m_mergeable)
            m_fields = changedFields(m_before, m_after);
        m_clock.start();
    }

    void undo() override { m_model.apply(m_before); }
    void redo() override { m_model.apply(m_after); }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        // Edits of one field in quick succession (a spin box stepping, a number being typed) are one
        // step; another field is a step of its own, however quick (an English consultant typed the
        // QPS, the TTFT and the TPOT within three seconds, and one undo took all three back).
        const auto *next = static_cast<const ScenarioEdit *>(other);
        if (!m_mergeable || !next->m_mergeable || m_clock.elapsed() > kMergeMs)
            return false;
        if (m_fields != next->m_fields)
            return false;
        m_after = next->m_after;   // the same fields changed: m_fields stands
        m_clock.restart();
        return true;
    }

private:
    static constexpr qint64 kMergeMs = 1000;
    ScenarioModel &m_model;
    engine::Scenario m_before, m_after;
    QSet<QString> m_fields;   // what the edit changes (dotted paths of the scenario file); mergeable edits only
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
