// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorpanel.h"

#include "widgets/texttable.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplan::ui {

AdvisorPanel::AdvisorPanel(int columns, QWidget *parent) : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_layout->addWidget(m_summary);
    m_table = newTextTable(this);
    m_table->setColumnCount(columns);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(120);
    // Rows measured before the stretched columns took their width kept a height too small for the
    // wrapped risk text (a GUI QA pass read "…且其效果必" after a what-if was applied and undone):
    // measured again whenever a column's width changes.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, [t = m_table] { t->resizeRowsToContents(); },
            Qt::QueuedConnection);
    m_layout->addWidget(m_table, 1);
}

void AdvisorPanel::setComputing()
{
    m_has = false;
    render();
}

void AdvisorPanel::setReady()
{
    m_has = true;
    render();
}

void AdvisorPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        retranslateUi();
        render();
    }
    QWidget::changeEvent(event);
}

} // namespace gpuplan::ui
