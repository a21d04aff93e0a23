// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulespanel.h"

#include "advisor/advisortext.h"
#include "widgets/texttable.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplan::ui {

RulesPanel::RulesPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_table = newTextTable(this);
    m_table->setColumnCount(ColumnCount);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(TopicColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(GuideColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(EngineColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(WhyColumn, QHeaderView::Stretch);
    m_table->setMinimumHeight(120);
    layout->addWidget(m_table, 1);
    render();
}

void RulesPanel::setRules(const std::vector<engine::RuleOfThumb> &rules, const engine::Plan &plan)
{
    m_rules = rules;
    m_plan = plan;
    m_has = true;
    render();
}

void RulesPanel::setComputing()
{
    m_has = false;
    render();
}

void RulesPanel::render()
{
    m_table->setHorizontalHeaderLabels({tr("Topic"), tr("A typical guide says"), tr("The true figure"),
                                        tr("Why they differ")});
    m_table->setRowCount(0);
    if (!m_has) {
        m_summary->setText(tr("Computing…"));
        return;
    }
    m_summary->setText(m_rules.empty() ? tr("No rules of thumb: the scenario has issues to fix.")
                                       : tr("Every claim of the common GPU sizing guides beside the true figure: first what gpuplan computes for this "
                                            "scenario, then the datasheet facts. Hover over a figure for its source."));
    m_table->setRowCount(static_cast<int>(m_rules.size()));
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const engine::RuleOfThumb &r = m_rules[i];
        const int row = static_cast<int>(i);
        auto *topic = new QTableWidgetItem(ruleTopicName(r.topic));
        QFont f = topic->font();
        f.setBold(true);
        topic->setFont(f);
        m_table->setItem(row, TopicColumn, topic);
        m_table->setItem(row, GuideColumn, new QTableWidgetItem(ruleGuideText(r)));
        auto *fact = new QTableWidgetItem(ruleEngineText(r, m_plan));
        fact->setToolTip(tr("Source: %1").arg(ruleSourceText(r)));
        m_table->setItem(row, EngineColumn, fact);
        auto *why = new QTableWidgetItem(ruleWhyText(r, m_plan));
        why->setToolTip(fact->toolTip());
        m_table->setItem(row, WhyColumn, why);
    }
    m_table->resizeRowsToContents();
}

void RulesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        render();
    QWidget::changeEvent(event);
}

} // namespace gpuplan::ui
