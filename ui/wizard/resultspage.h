// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"

#include "text/equations.h"

#include <engine/plan.h>

#include <optional>

class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QTextBrowser;

namespace gpuplan::ui {

class AbChart;

class AdvisorRunner;
class BreakdownChart;
class CostChart;
class MemoryChart;
class PlanRunner;
class RulesPanel;
class WhatIfPanel;

// Step 7: the memory chart, the breakdown chart, the side-by-side table with the recommendation,
// warnings, and the equation behind every number. Follows every change of the scenario.
class ResultsPage final : public ScenarioPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsPage)
public:
    ResultsPage(ScenarioModel &model, PlanRunner &runner, QWidget *parent = nullptr);
    void retranslateUi() override;

    MemoryChart *memoryChart() const { return m_memoryChart; }
    BreakdownChart *breakdownChart() const { return m_breakdownChart; }
    QTableWidget *table() const { return m_table; }
    CostChart *costChart() const { return m_costChart; }
    QTableWidget *bomTable() const { return m_bom; }
    WhatIfPanel *whatIfPanel() const { return m_whatIfs; }
    RulesPanel *rulesPanel() const { return m_rules; }
    AdvisorRunner &advisorRunner() const { return *m_advisor; }
    QTabWidget *tabs() const { return m_tabs; }
    enum Tab { ComparisonTab, CostTab, BomTab, WhatIfTab, RulesTab, PinnedTab };
    // "Pin as A": keeps the plan on screen to compare with every later change (the "A vs B" tab);
    // false while the plan on screen is not the current scenario's.
    bool pinCurrent();
    void clearPin();
    bool hasPin() const { return m_pinned.has_value(); }
    const std::optional<std::pair<engine::Scenario, engine::Plan>> &pinned() const { return m_pinned; }
    QTableWidget *pinnedTable() const { return m_pinnedTable; }
    QString pinnedNote() const;
    AbChart *abChart() const { return m_abChart; }
    QPushButton *pinButton() const { return m_pinButton; }
    QString reasoningText() const;
    // The side panel as shown (reasoning, price dates, warnings, the equation), plain text.
    QString sideText() const;
    QStringList warningTexts() const;
    QString equationText() const { return m_equation; }
    // The inline issues above the tabs (empty when the plan has none).
    QString issuesText() const;
    // Shows the formula of a table cell in the side panel.
    void showEquation(int row, int column);

signals:
    void pinCleared();   // "Unpin" (or a call): A is gone

protected:
    void load(const engine::Scenario &s) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void render();
    void fitTable();
    void fitColumns();
    void renderSide();
    void renderBom();
    void renderAdvice();
    void requestAdvice();
    void renderPinned();

    PlanRunner &m_runner;
    QLabel *m_summary = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_issues = nullptr;
    MemoryChart *m_memoryChart = nullptr;
    BreakdownChart *m_breakdownChart = nullptr;
    QTableWidget *m_table = nullptr;
    QTextBrowser *m_side = nullptr;
    QPushButton *m_equationButton = nullptr;
    QSplitter *m_vertical = nullptr;
    bool m_splitterMoved = false;   // the user placed the charts / table divider: keep it
    int m_recommendedColumn = -1;   // the comparison's ★ column, kept in view
    bool m_fitting = false;         // fitTable() resizes rows, whose resize calls it again
    QTabWidget *m_tabs = nullptr;
    CostChart *m_costChart = nullptr;
    QLabel *m_costNote = nullptr;
    QTableWidget *m_bom = nullptr;
    WhatIfPanel *m_whatIfs = nullptr;
    RulesPanel *m_rules = nullptr;
    AdvisorRunner *m_advisor = nullptr;
    QString m_equation;
    QStringList m_warnings;
    int m_eqRow = -1, m_eqColumn = -1;
    QPushButton *m_pinButton = nullptr;
    QWidget *m_pinnedTab = nullptr;
    QLabel *m_pinnedNote = nullptr;
    QTableWidget *m_pinnedTable = nullptr;
    AbChart *m_abChart = nullptr;
    QPushButton *m_unpinButton = nullptr;
    std::optional<std::pair<engine::Scenario, engine::Plan>> m_pinned;
    std::shared_ptr<const engine::Catalog> m_pinnedCatalog;   // held: the pin's prices, compared by identity
};

} // namespace gpuplan::ui
