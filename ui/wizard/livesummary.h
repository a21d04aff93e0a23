// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The answer so far, under the step list while the scenario is edited: the compared GPU's purchase,
// time (or requests served) and cost — the Results page's own cells for the plan of every edit —
// so a consultant sees each what-if land without leaving the page.

#include <QFrame>

class QLabel;

namespace gpuplan::ui {

class PlanRunner;
class ScenarioModel;

class LiveSummary final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveSummary)
public:
    LiveSummary(const ScenarioModel &model, const PlanRunner &runner, QWidget *parent = nullptr);

    // The text shown (plain), for tests.
    QString text() const;

signals:
    void showResultsRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    const ScenarioModel &m_model;
    const PlanRunner &m_runner;
    QLabel *m_title = nullptr;
    QLabel *m_body = nullptr;
    QLabel *m_link = nullptr;
};

} // namespace gpuplan::ui
