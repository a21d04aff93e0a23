// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The gpuplan wizard: one page class per step, one Scenario value in a ScenarioModel, plans
// computed off the GUI thread by a PlanRunner.

#include <QWizard>

#include <functional>

class QAction;
class QActionGroup;
class QFrame;
class QLabel;
class QMenu;
class QMessageBox;
class QToolButton;

namespace gpuplan::ui {

class BudgetPage;
class LanguageManager;
class ModelTypePage;
class PlanRunner;
class PrecisionPage;
class ResultsPage;
class ScalePage;
class ScenarioDocument;
class ScenarioModel;
struct ReportContent;
class StartPage;
class LiveSummary;
class StepList;
class GlossaryDialog;
class ReportDetailsDialog;
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
    StepList *stepList() const { return m_steps; }
    LiveSummary *liveSummary() const { return m_liveSummary; }
    QMenu *languageMenu() const { return m_languageMenu; }
    QMenu *fileMenu() const { return m_fileMenu; }
    ScenarioDocument &document() const { return *m_document; }

    // Presentation mode: full screen with every font scaled (F11); off restores the window.
    static constexpr double kPresentationZoom = 1.25;
    void setPresentationMode(bool on);
    bool isPresentationMode() const;
    void showGlossary();
    GlossaryDialog *glossaryDialog() const { return m_glossary; }
    QAction *presentationAction() const { return m_presentationAction; }
    QAction *chromeAction() const { return m_chromeAction; }
    QAction *nextLanguageAction() const { return m_nextLanguageAction; }

    // Goes forward to `id` (pages initialise as if the user pressed Next).
    void goToPage(int id);
    // Runs a local event loop until the plan for the current scenario is shown; false on timeout.
    bool waitForPlan(int timeoutMs = 30000);
    // Reads a .gpuplan scenario file into the model; on failure returns false and sets `error`.
    bool loadScenarioFile(const QString &path, QString *error);

    // ---- files (File menu); in non-interactive mode nothing prompts and errors only go to
    // lastError() (screenshots, tests, the report command).
    void setInteractive(bool on) { m_interactive = on; }
    bool isInteractive() const { return m_interactive; }
    QString lastError() const { return m_lastError; }
    bool openFile(const QString &path);
    bool saveFile();                        // Save As when untitled
    bool saveFileAs(const QString &path = QString());   // empty: ask
    void newFile();
    // "Save changes?" when modified; false when the user cancels.
    bool maybeSave();
    // The non-modal notice above the page (unknown keys, autosave problems); empty when hidden.
    QString infoText() const;
    // The notice at the top of the side column; `text` is asked again after a language switch, so a
    // notice reads in the language on screen. An empty text hides it.
    void showInfo(std::function<QString()> text);
    void showInfo(const QString &text);   // a text from outside (an OS error): not retranslated
    // Offers the autosave of a crashed run (a question unless `restoreWithoutAsking`).
    bool offerAutosaveRestore(bool restoreWithoutAsking = false);
    // The remembered scenario restored at startup is the clean, untitled state.
    void startupFinished();
    // Exports of the current scenario (planned on the spot when the plan on screen is older).
    bool exportCsv(const QString &path = QString());
    bool exportPdf(const QString &path = QString());
    void print();
    // After an export from the menu: a non-modal notice with Open and Show in Folder.
    QMessageBox *confirmExport(const QString &path);
    // File › Report Details: title, customer and notes of the report (saved with the scenario).
    ReportDetailsDialog *editReportDetails();
    void showPrices();
    // Window geometry and the last scenario are remembered between sessions.
    void restoreSettings();
    void saveSettings() const;

protected:
    void changeEvent(QEvent *event) override;
    void done(int result) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Asks for a path when none is given, builds the report of the current scenario and writes it
    // with `write`; says what failed, or offers to open what was written.
    bool exportReport(const QString &path, const QString &title, const QString &filter, const QString &suffix,
                      const std::function<bool(const ReportContent &, const QString &, QString *)> &write);
    void retranslateUi();
    void updateTitle();
    void rebuildRecentMenu();
    void showError(const QString &message);
    void updateSideColumn();
    QString askSavePath(const QString &title, const QString &filter, const QString &suffix);
    bool handleDrop(QEvent *event, bool drop);
    void endDragNotice();
    bool makeCurrentReport(ReportContent *out, QString *error) const;

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
    StepList *m_steps = nullptr;
    LiveSummary *m_liveSummary = nullptr;
    GlossaryDialog *m_glossary = nullptr;
    QAction *m_glossaryAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_nextLanguageAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_chromeAction = nullptr;
    QByteArray m_windowedGeometry;
    QAction *m_quitAction = nullptr;
    QAction *m_detailsAction = nullptr;
    bool m_dragNotice = false;
    std::function<QString()> m_info;             // the notice shown, in the current language
    std::function<QString()> m_infoBeforeDrag;
    QMenu *m_languageMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    ScenarioDocument *m_document = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_csvAction = nullptr;
    QAction *m_pdfAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_pricesAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QFrame *m_infoBar = nullptr;
    QLabel *m_infoLabel = nullptr;
    QToolButton *m_infoClose = nullptr;
    bool m_interactive = true;
    QString m_lastError;
};

} // namespace gpuplan::ui
