// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariowizard.h"

#include "budgetpage.h"
#include "livesummary.h"
#include "modeltypepage.h"
#include "planrunner.h"
#include "precisionpage.h"
#include "resultspage.h"
#include "scalepage.h"
#include "scenariomodel.h"
#include "startpage.h"
#include "steplist.h"
#include "workloadpage.h"
#include "widgets/checkedspinbox.h"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QTimer>
#include <QToolButton>

namespace gpuplan::ui {

ScenarioWizard::ScenarioWizard(QWidget *parent)
    : QWizard(parent), m_model(new ScenarioModel(this)), m_runner(new PlanRunner(this))
{
    setWizardStyle(ClassicStyle);   // the same look on every platform
    setOption(NoBackButtonOnStartPage, true);
    // Cancel stays on the Results page too, so Back and Finish sit where Back and Next were (the
    // buttons moved under the mouse when Cancel was left out on the last page).
    setButtonLayout({Stretch, BackButton, NextButton, FinishButton, CancelButton});

    m_start = new StartPage(*m_model, this);
    m_modelType = new ModelTypePage(*m_model, this);
    m_scale = new ScalePage(*m_model, this);
    m_precision = new PrecisionPage(*m_model, this);
    m_workload = new WorkloadPage(*m_model, this);
    m_budget = new BudgetPage(*m_model, this);
    m_results = new ResultsPage(*m_model, *m_runner, this);
    setPage(StartPageId, m_start);
    setPage(ModelTypePageId, m_modelType);
    setPage(ScalePageId, m_scale);
    setPage(PrecisionPageId, m_precision);
    setPage(WorkloadPageId, m_workload);
    setPage(BudgetPageId, m_budget);
    setPage(ResultsPageId, m_results);
    setStartId(StartPageId);
    // Beside every page: the steps, and under them the answer so far (not on the Results page,
    // which shows it whole).
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_steps = new StepList(*this, [this](int id) { goToPage(id); }, side);
    m_liveSummary = new LiveSummary(*m_model, *m_runner, side);
    connect(m_liveSummary, &LiveSummary::showResultsRequested, this, [this] { goToPage(ResultsPageId); });
    connect(this, &QWizard::currentIdChanged, this, [this] { updateSideColumn(); });
    // A field's "not taken; the previous value is kept" was said when the field was left: once its page
    // is left too it is old news (a QA pass came back to four such lines under fields showing their
    // kept values, after other pages and a language switch).
    connect(this, &QWizard::currentIdChanged, this, [this] {
        for (const int id : pageIds()) {
            if (id == currentId())
                continue;
            for (CheckedSpinBox *box : page(id)->findChildren<CheckedSpinBox *>())
                box->clearInvalidText();
            for (CheckedDoubleSpinBox *box : page(id)->findChildren<CheckedDoubleSpinBox *>())
                box->clearInvalidText();
        }
    });
    sideLayout->addWidget(m_steps, 1);
    sideLayout->addWidget(m_liveSummary);
    setSideWidget(side);

    // A non-modal notice at the top of the side column (a restored autosave, unknown keys, autosave
    // problems, a file dragged over the window): laid out, so it never covers the page's title.
    m_infoBar = new QFrame(sideWidget());
    m_infoBar->setObjectName(QStringLiteral("infoBar"));
    // A style sheet, not a palette: the side column's palette would override the notice's colours.
    m_infoBar->setStyleSheet(QStringLiteral("QFrame#infoBar { background: #fff4ce; border: 1px solid #e3cf8a; border-radius: 3px; }"
                                            "QFrame#infoBar QLabel { color: #3b2f00; }"));
    auto *infoLayout = new QHBoxLayout(m_infoBar);
    infoLayout->setContentsMargins(8, 4, 4, 4);
    m_infoLabel = new QLabel(m_infoBar);
    m_infoLabel->setWordWrap(true);
    // A word-wrapped label has no width of its own: with the steps hidden (Ctrl+Shift+H) the notice
    // shrank to a strip one character wide.
    m_infoLabel->setMinimumWidth(m_infoLabel->fontMetrics().averageCharWidth() * 22);
    m_infoClose = new QToolButton(m_infoBar);
    m_infoClose->setAutoRaise(true);
    m_infoClose->setText(QStringLiteral("✕"));
    infoLayout->addWidget(m_infoLabel, 1);
    infoLayout->addWidget(m_infoClose);
    connect(m_infoClose, &QToolButton::clicked, this, [this] { showInfo(QString()); });
    m_infoBar->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);   // its text's height, not the column's
    m_infoBar->hide();
    static_cast<QBoxLayout *>(sideWidget()->layout())->insertWidget(0, m_infoBar);

    retranslateUi();
    m_runner->request(m_model->scenario());
}

ScenarioWizard::~ScenarioWizard() = default;

void ScenarioWizard::retranslateUi()
{
    // QWizard does not retranslate its own buttons on LanguageChange (Qt 6.4): toggling the style
    // makes it reload them. Back and Next are ours, so that they read as users of each language
    // expect (qtbase's zh_TW says 下一個 / 返回).
    const WizardStyle style = wizardStyle();
    setWizardStyle(style == ClassicStyle ? ModernStyle : ClassicStyle);
    setWizardStyle(style);
    setButtonText(BackButton, tr("< &Back"));
    setButtonText(NextButton, tr("&Next >"));
    setButtonText(FinishButton, tr("Fini&sh"));
    m_infoClose->setToolTip(tr("Hide this message"));
    if (m_info)   // the notice in the new language (it stayed in the one it was shown in)
        m_infoLabel->setText(m_info());
}

QString ScenarioWizard::infoText() const
{
    return m_infoBar->isVisible() || (m_infoBar->isVisibleTo(this)) ? m_infoLabel->text() : QString();
}

void ScenarioWizard::showInfo(std::function<QString()> text)
{
    m_info = std::move(text);
    const QString shown = m_info ? m_info() : QString();
    m_infoLabel->setText(shown);
    m_infoBar->setVisible(!shown.isEmpty());
    updateSideColumn();
}

void ScenarioWizard::showInfo(const QString &text)
{
    showInfo(text.isEmpty() ? std::function<QString()>() : [text] { return text; });
}

void ScenarioWizard::setChromeHidden(bool hidden)
{
    m_chromeHidden = hidden;
    updateSideColumn();
}

// The side column: the notice, the steps and the answer so far. Hiding the chrome (Ctrl+Shift+H)
// hides the steps and the answer; a notice still shows.
void ScenarioWizard::updateSideColumn()
{
    const bool chrome = !m_chromeHidden;
    m_steps->setVisible(chrome);
    m_liveSummary->setVisible(chrome && currentId() != ResultsPageId);
    sideWidget()->setVisible(chrome || (m_infoBar && !m_infoBar->isHidden()));
}

void ScenarioWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The pages retitle themselves on the same event: read their titles once they have.
        QTimer::singleShot(0, m_steps, &StepList::refresh);
    }
    QWizard::changeEvent(event);
}

void ScenarioWizard::goToPage(int id)
{
    if (currentId() == -1)
        restart();
    while (currentId() != id && currentId() != -1) {
        const int before = currentId();
        if (before > id) {
            back();
        } else {
            next();
        }
        if (currentId() == before)
            break;   // a page refused (incomplete)
    }
}

bool ScenarioWizard::waitForPlan(int timeoutMs)
{
    const auto ready = [this] {
        return !m_runner->isBusy() && m_runner->hasPlan() && m_runner->planScenario() == m_model->scenario();
    };
    if (!ready()) {
        // The edit that changes the scenario requests its plan from a queued signal: let it arrive.
        QEventLoop loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        connect(m_runner, &PlanRunner::planReady, &loop, [&] {
            if (ready())
                loop.quit();
        });
        QTimer::singleShot(0, &loop, [&] {
            if (ready())
                loop.quit();
        });
        timeout.start(timeoutMs);
        loop.exec();
        if (!ready())
            return false;
    }
    QCoreApplication::sendPostedEvents();   // the pages' own reactions to the plan
    return true;
}

// A consultant in a meeting must never lose the window to a key: Esc does not close it (QDialog's
// reject), and Enter does not press Finish (the Results page's default button) unless the button
// itself has the focus. Closing stays one deliberate click or Ctrl+Q, with the unsaved-changes
// prompt (MainWindow::closeEvent).
void ScenarioWizard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        event->accept();
        return;
    }
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && currentId() == pageIds().constLast() && focusWidget() != button(FinishButton)) {
        event->accept();
        return;
    }
    QWizard::keyPressEvent(event);
}

void ScenarioWizard::done(int result)
{
    if (result == Accepted && !validateCurrentPage())
        return;   // as QWizard's Finish: the page may refuse
    emit closeRequested();
}

} // namespace gpuplan::ui
