// SPDX-License-Identifier: GPL-3.0-or-later
#include "steplist.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <algorithm>
#include <QWizard>
#include <QWizardPage>

namespace gpuplan::ui {

StepList::StepList(QWizard &wizard, std::function<void(int)> goTo, QWidget *parent)
    : QListWidget(parent), m_wizard(wizard), m_goTo(std::move(goTo))
{
    setObjectName(QStringLiteral("stepList"));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setTextElideMode(Qt::ElideRight);
    setWordWrap(true);
    const auto jump = [this](QListWidgetItem *item) {
        if (item && item->data(Qt::UserRole).toInt() != m_wizard.currentId())
            m_goTo(item->data(Qt::UserRole).toInt());
        refresh();   // a page that refused keeps the selection on the page shown
    };
    connect(this, &QListWidget::itemClicked, this, jump);
    connect(this, &QListWidget::itemActivated, this, jump);
    connect(&m_wizard, &QWizard::currentIdChanged, this, [this] { refresh(); });
    refresh();
}

void StepList::keyPressEvent(QKeyEvent *event)
{
    QListWidget::keyPressEvent(event);
    // Item views pass Enter on after activating the item; here it must not also press the
    // wizard's default button (Next, or Finish on the last page).
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        event->accept();
}

void StepList::changeEvent(QEvent *event)
{
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        refresh();   // presentation mode: the width follows the larger text
}

void StepList::refresh()
{
    const QList<int> ids = m_wizard.pageIds();
    if (count() != ids.size()) {
        clear();
        for (int id : ids) {
            auto *item = new QListWidgetItem(this);
            item->setData(Qt::UserRole, id);
        }
    }
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem *it = item(row);
        const int id = it->data(Qt::UserRole).toInt();
        //: the step list beside the wizard: "3. Scale"
        it->setText(tr("%1. %2").arg(row + 1).arg(m_wizard.page(id)->title()));
        it->setToolTip(m_wizard.page(id)->subTitle());
        QFont f = font();
        f.setBold(id == m_wizard.currentId());
        it->setFont(f);
        if (id == m_wizard.currentId() && currentRow() != row) {
            const QSignalBlocker block(this);
            setCurrentRow(row);
        }
    }
    // As narrow as the longest step name in this language (the Results page needs the width).
    QFont bold = font();
    bold.setBold(true);
    setFixedWidth(std::min(sizeHintForColumn(0) + QFontMetrics(bold).averageCharWidth() * 2 + 2 * frameWidth(), 200));
}

} // namespace gpuplan::ui
