// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulespanel.h"

#include "advisor/advisortext.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

namespace gpuplan::ui {

RulesPanel::RulesPanel(QWidget *parent) : AdvisorPanel(ColumnCount, parent)
{
    QTableWidget *t = table();
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setSectionResizeMode(TopicColumn, QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(GuideColumn, QHeaderView::Stretch);
    t->horizontalHeader()->setSectionResizeMode(EngineColumn, QHeaderView::Stretch);
    t->horizontalHeader()->setSectionResizeMode(WhyColumn, QHeaderView::Stretch);
    render();
}

void RulesPanel::setRules(const std::vector<engine::RuleOfThumb> &rules, const engine::Plan &plan)
{
    m_rules = rules;
    m_plan = plan;
    setReady();
}

void RulesPanel::render()
{
    table()->setHorizontalHeaderLabels({tr("Topic"), tr("A typical guide says"), tr("The true figure"),
                                        tr("Why they differ")});
    table()->setRowCount(0);
    if (!hasResults()) {
        summary()->setText(tr("Computing…"));
        return;
    }
    summary()->setText(m_rules.empty() ? tr("No rules of thumb: the scenario has issues to fix.")
                                       : tr("Every claim of the common GPU sizing guides beside the true figure: first what gpuplan computes for this "
                                            "scenario, then the datasheet facts. Hover over a figure for its source."));
    table()->setRowCount(static_cast<int>(m_rules.size()));
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const engine::RuleOfThumb &r = m_rules[i];
        const int row = static_cast<int>(i);
        auto *topic = new QTableWidgetItem(ruleTopicName(r.topic));
        QFont f = topic->font();
        f.setBold(true);
        topic->setFont(f);
        table()->setItem(row, TopicColumn, topic);
        table()->setItem(row, GuideColumn, new QTableWidgetItem(ruleGuideText(r)));
        auto *fact = new QTableWidgetItem(ruleEngineText(r, m_plan));
        fact->setToolTip(tr("Source: %1").arg(ruleSourceText(r)));
        table()->setItem(row, EngineColumn, fact);
        auto *why = new QTableWidgetItem(ruleWhyText(r, m_plan));
        why->setToolTip(fact->toolTip());
        table()->setItem(row, WhyColumn, why);
    }
    table()->resizeRowsToContents();
}

} // namespace gpuplan::ui
