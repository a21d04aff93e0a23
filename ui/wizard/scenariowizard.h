// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The gpuplan wizard: one page class per step, one Scenario value in a ScenarioModel, plans
// computed off the GUI thread by a PlanRunner; beside the pages the steps, the answer so far and a
// notice. It is the central widget of MainWindow, which owns the menus, the file and the settings.

#include <QWizard>

#include <functional>

class QFrame;
class QLabel;
class QToolButton;

namespace gpuplan::ui {

class BudgetPage;
class ModelTypePage;
class PlanRunner;
class PrecisionPage;
class ResultsPage;
class ScalePage;
class ScenarioModel;
class StartPage;
class LiveSummary;
class StepList;
class WorkloadPage;

class ScenarioWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioWizard)
public:
    enum PageId { StartPageId, ModelTypePageId, ScalePageId, PrecisionPageId, WorkloadPageId, BudgetPageId, ResultsPageId };

    explicit ScenarioWizard(QWidget *parent = nullptr);
    ~ScenarioWizard() override;

    ScenarioModel &model() const { return *m_model; }
    PlanRunner &runner() const { return *m_runner; }
    StartPage *startPage() const { return m_start; }
    ModelTypePage *modelTypePage() const { return m_modelType; }
    ScalePage *scalePage() const { return m_scale; }
    PrecisionPage *precisionPage() const { return m_precision; }
    WorkloadPage *workloadPage() const { return m_workload; }
    BudgetPage *budgetPage() const { return m_budget; }
    ResultsPage *resultsPage() const { return m_results; }
    StepList *stepList() const { return m_steps; }
    LiveSummary *liveSummary() const { return m_liveSummary; }

    // Goes forward to `id` (pages initialise as if the user pressed Next).
    void goToPage(int id);
    // Runs a local event loop until the plan for the current scenario is shown; false on timeout.
    bool waitForPlan(int timeoutMs = 30000);

    // The non-modal notice at the top of the side column (unknown keys, autosave problems, a file
    // dragged over the window); empty when hidden.
    QString infoText() const;
    // `text` is asked again after a language switch, so a notice reads in the language on screen.
    // An empty text hides it.
    void showInfo(std::function<QString()> text);
    void showInfo(const QString &text);   // a text from outside (an OS error): not retranslated
    std::function<QString()> infoSource() const { return m_info; }
    // The steps and the answer so far hidden (View › Hide Steps and Menu Bar); a notice still shows.
    void setChromeHidden(bool hidden);

signals:
    // Finish (once the page accepts) or Cancel: the window decides (the unsaved-changes prompt); the
    // wizard never hides, and QDialog's accepted() / finished() are not emitted.
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;
    void done(int result) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslateUi();
    void updateSideColumn();

    ScenarioModel *m_model = nullptr;
    PlanRunner *m_runner = nullptr;
    StartPage *m_start = nullptr;
    ModelTypePage *m_modelType = nullptr;
    ScalePage *m_scale = nullptr;
    PrecisionPage *m_precision = nullptr;
    WorkloadPage *m_workload = nullptr;
    BudgetPage *m_budget = nullptr;
    ResultsPage *m_results = nullptr;
    StepList *m_steps = nullptr;
    LiveSummary *m_liveSummary = nullptr;
    bool m_chromeHidden = false;
    std::function<QString()> m_info;             // the notice shown, in the current language
    QFrame *m_infoBar = nullptr;
    QLabel *m_infoLabel = nullptr;
    QToolButton *m_infoClose = nullptr;
};

} // namespace gpuplan::ui
