// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "How to use fewer GPUs": the advisor's what-ifs for the current scenario, ranked as the engine
// returns them, each with its change, GPUs/nodes saved or added, time and cost change, headroom,
// risk and a quality-trade-off mark. Stand-alone: give it an Advice and the base plan.

#include "advisorpanel.h"

#include <engine/advisor.h>

#include <map>

class QPushButton;

namespace gpuplan::ui {

class WhatIfPanel final : public AdvisorPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WhatIfPanel)
public:
    enum Column { ChangeColumn, GpusColumn, NodesColumn, TimeColumn, CostColumn, HeadroomColumn, RiskColumn, ColumnCount };

    explicit WhatIfPanel(QWidget *parent = nullptr);

    void setAdvice(const engine::Advice &advice, const engine::Scenario &scenario, const engine::Plan &plan,
                   const std::map<std::size_t, double> &hostGiBPerGpu = {});
    QPushButton *applyButton() const { return m_apply; }
    QString summaryText() const;

signals:
    // The user asked to apply a what-if (double-click, Enter on a row, or the Apply button), for
    // the model to take as one undoable edit (engine::applyWhatIf).
    void applyRequested(const engine::WhatIf &whatIf);

private:
    void render() override;
    void applyCurrent();
    void retranslateUi() override;

    QPushButton *m_apply = nullptr;
    engine::Advice m_advice;
    engine::Scenario m_scenario;
    engine::Plan m_plan;
    std::map<std::size_t, double> m_host;
};

} // namespace gpuplan::ui
