// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The application window: the menu bar (File, Edit, View, Help), the scenario's file and its
// autosave, export and print, prices, presentation mode and the settings kept between sessions.
// The wizard (ScenarioWizard) is its central widget and knows nothing of files or menus.

#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QMenu;
class QMessageBox;

namespace gpuplan::ui {

class GlossaryDialog;
class LanguageManager;
class ReportDetailsDialog;
class ScenarioDocument;
class ScenarioWizard;
struct ReportContent;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    explicit MainWindow(LanguageManager &language, QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioWizard &wizard() const { return *m_wizard; }
    ScenarioDocument &document() const { return *m_document; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    QMenu *languageMenu() const { return m_languageMenu; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }

    // Presentation mode: full screen with every font scaled (F11); off restores the window.
    static constexpr double kPresentationZoom = 1.25;
    void setPresentationMode(bool on);
    bool isPresentationMode() const;
    QAction *presentationAction() const { return m_presentationAction; }
    // View › Hide Steps and Menu Bar (Ctrl+Shift+H): the page alone, for the projector.
    QAction *chromeAction() const { return m_chromeAction; }
    QAction *previousLanguageAction() const { return m_previousLanguageAction; }
    void showGlossary();
    GlossaryDialog *glossaryDialog() const { return m_glossary; }

    // ---- files; in non-interactive mode nothing prompts and errors only go to lastError()
    // (screenshots, tests, the report command).
    void setInteractive(bool on) { m_interactive = on; }
    bool isInteractive() const { return m_interactive; }
    QString lastError() const { return m_lastError; }
    // Reads a .gpuplan scenario file into the model; on failure returns false and sets `error`.
    bool loadScenarioFile(const QString &path, QString *error);
    bool openFile(const QString &path);
    bool saveFile();                        // Save As when untitled
    bool saveFileAs(const QString &path = QString());   // empty: ask
    void newFile();
    // "Save changes?" when modified; false when the user cancels.
    void noteKeptPin();
    bool maybeSave();
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
    // Edit › Report Details: title, customer and notes of the report (saved with the scenario).
    ReportDetailsDialog *editReportDetails();
    void showPrices();
    // The stored price table made the planning catalogue; a file that cannot be read is said in the
    // notice bar (the catalogue's prices are used), never ignored without a word.
    void applyStoredPrices();
    // Window geometry and the last scenario are remembered between sessions.
    void restoreSettings();
    void saveSettings() const;

    // Where file dialogs start (mainwindow.cpp).
    QString currentFolder() const;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createMenus();
    // Asks for a path when none is given, builds the report of the current scenario and writes it
    // with `write`; says what failed, or offers to open what was written.
    bool exportReport(const QString &path, const QString &title, const QString &filter, const QString &suffix,
                      const std::function<bool(const ReportContent &, const QString &, QString *)> &write);
    bool makeCurrentReport(ReportContent *out, QString *error) const;
    void retranslateUi();
    void updateTitle();
    void rebuildRecentMenu();
    void showError(const QString &message);
    static QString priceFileNotice(const QString &error);
    // Opens or saves the document at `path`: its error shown and false, or the last error cleared.
    bool runOnDocument(bool (ScenarioDocument::*action)(const QString &, QString *), const QString &path);
    void setChromeHidden(bool hidden);
    QString askSavePath(const QString &title, const QString &filter, const QString &suffix);
    bool handleDrop(QEvent *event, bool drop);
    void endDragNotice();

    LanguageManager &m_language;
    ScenarioWizard *m_wizard = nullptr;
    ScenarioDocument *m_document = nullptr;
    GlossaryDialog *m_glossary = nullptr;
    QByteArray m_windowedGeometry;
    bool m_wasMaximized = false;   // the window's state before presentation mode
    bool m_dragNotice = false;
    std::function<QString()> m_infoBeforeDrag;
    bool m_interactive = true;
    QString m_lastError;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_csvAction = nullptr;
    QAction *m_pdfAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_detailsAction = nullptr;
    QAction *m_pricesAction = nullptr;
    QAction *m_previousLanguageAction = nullptr;
    QString m_shownLanguage, m_previousLanguage;   // F12 returns to the one shown before
    QAction *m_presentationAction = nullptr;
    QAction *m_chromeAction = nullptr;
    QAction *m_glossaryAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace gpuplan::ui
