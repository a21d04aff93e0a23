// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Rules of thumb": for the current scenario, what a typical market guide says, what gpuplan
// computes, and why they differ. Stand-alone: give it the rules and the plan.

#include "advisorpanel.h"

#include <engine/advisor.h>

namespace gpuplan::ui {

class RulesPanel final : public AdvisorPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RulesPanel)
public:
    enum Column { TopicColumn, GuideColumn, EngineColumn, WhyColumn, ColumnCount };

    explicit RulesPanel(QWidget *parent = nullptr);

    void setRules(const std::vector<engine::RuleOfThumb> &rules, const engine::Plan &plan);

private:
    void render() override;

    std::vector<engine::RuleOfThumb> m_rules;
    engine::Plan m_plan;
};

} // namespace gpuplan::ui
