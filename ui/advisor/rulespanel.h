// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Rules of thumb": for the current scenario, what a typical market guide says, what gpuplan
// computes, and why they differ. Stand-alone: give it the rules and the plan.

#include <engine/advisor.h>

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpuplan::ui {

class RulesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RulesPanel)
public:
    enum Column { TopicColumn, GuideColumn, EngineColumn, WhyColumn, ColumnCount };

    explicit RulesPanel(QWidget *parent = nullptr);

    void setRules(const std::vector<engine::RuleOfThumb> &rules, const engine::Plan &plan);
    void setComputing();
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    std::vector<engine::RuleOfThumb> m_rules;
    engine::Plan m_plan;
    bool m_has = false;
};

} // namespace gpuplan::ui
