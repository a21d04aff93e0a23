// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariopage.h"

#include "widgets/checkedspinbox.h"

#include <QEvent>
#include <QLabel>

namespace gpuplan::ui {

ScenarioPage::ScenarioPage(ScenarioModel &model, QWidget *parent) : QWizardPage(parent), m_model(model)
{
    // Undo, redo and an applied what-if change the value under the pages: each shows it again, the
    // one on screen included (they once kept the old values, and the next edit wrote them back).
    connect(&m_model, &ScenarioModel::replaced, this, [this] {
        // What was typed and refused before no longer stands beside the new values.
        for (CheckedSpinBox *box : findChildren<CheckedSpinBox *>())
            box->clearInvalidText();
        for (CheckedDoubleSpinBox *box : findChildren<CheckedDoubleSpinBox *>())
            box->clearInvalidText();
        if (m_reloadOnReplace)
            reload();
    });
}

void ScenarioPage::initializePage()
{
    reload();
}

void ScenarioPage::reload()
{
    m_loading = true;
    load(m_model.scenario());
    m_loading = false;
}

void ScenarioPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        reload();   // texts built from values (combo items, summaries) follow the language too
    }
    QWizardPage::changeEvent(event);
}

QLabel *ScenarioPage::makeIssueLabel()
{
    auto *label = new QLabel(this);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    label->setVisible(false);
    return label;
}

void ScenarioPage::showIssues(QLabel *label, const QStringList &issues)
{
    label->setText(issues.join(QLatin1Char('\n')));
    label->setVisible(!issues.isEmpty());
}

} // namespace gpuplan::ui
