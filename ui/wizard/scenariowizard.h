#pragma once
// The gpuplan wizard: one page class per step, one Scenario value in a ScenarioModel, plans
// computed off the GUI thread by a PlanRunner.

#include <QWizard>

class QActionGroup;
class QMenu;

namespace gpuplan::ui {

class BudgetPage;
class LanguageManager;
class ModelTypePage;
class PlanRunner;
class PrecisionPage;
class ResultsPage;
class ScalePage;
class ScenarioModel;
class StartPage;
class WorkloadPage;

class ScenarioWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioWizard)
public:
    enum PageId { StartPageId, ModelTypePageId, ScalePageId, PrecisionPageId, WorkloadPageId, BudgetPageId, ResultsPageId };

    explicit ScenarioWizard(LanguageManager &language, QWidget *parent = nullptr);
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
    QMenu *languageMenu() const { return m_languageMenu; }

    // Goes forward to `id` (pages initialise as if the user pressed Next).
    void goToPage(int id);
    // Waits (processing events) until the plan for the current scenario is shown; false on timeout.
    bool waitForPlan(int timeoutMs = 30000);
    // Reads a .gpuplan scenario file into the model; on failure returns false and sets `error`.
    bool loadScenarioFile(const QString &path, QString *error);
    // Window geometry and the last scenario are remembered between sessions.
    void restoreSettings();
    void saveSettings() const;

protected:
    void changeEvent(QEvent *event) override;
    void done(int result) override;

private:
    void retranslateUi();

    LanguageManager &m_language;
    ScenarioModel *m_model = nullptr;
    PlanRunner *m_runner = nullptr;
    StartPage *m_start = nullptr;
    ModelTypePage *m_modelType = nullptr;
    ScalePage *m_scale = nullptr;
    PrecisionPage *m_precision = nullptr;
    WorkloadPage *m_workload = nullptr;
    BudgetPage *m_budget = nullptr;
    ResultsPage *m_results = nullptr;
    QMenu *m_languageMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace gpuplan::ui
