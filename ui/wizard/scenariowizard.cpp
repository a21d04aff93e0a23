// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariowizard.h"

#include <QKeyEvent>

#include "budgetpage.h"
#include "languagemanager.h"
#include "modeltypepage.h"
#include "planrunner.h"
#include "precisionpage.h"
#include "presets.h"
#include "resultspage.h"
#include "scalepage.h"
#include "scenariomodel.h"
#include "startpage.h"
#include "livesummary.h"
#include "steplist.h"

#include "help/glossarydialog.h"
#include "report/reportdetailsdialog.h"
#include "workloadpage.h"

#include "persistence/scenariodocument.h"
#include "prices/pricedialog.h"
#include "report/report.h"
#include "persistence/scenariofileio.h"
#include "text/displaynames.h"
#include "settings.h"
#include "widgets/filedialogs.h"

#include <engine/scenariofile.h>

#include <QAbstractButton>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QUrl>
#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <optional>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QUndoStack>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QToolButton>

namespace gpuplan::ui {

ScenarioWizard::ScenarioWizard(LanguageManager &language, QWidget *parent)
    : QWizard(parent), m_language(language), m_model(new ScenarioModel(this)), m_runner(new PlanRunner(this))
{
    setWizardStyle(ClassicStyle);   // the same look on every platform
    setOption(HaveCustomButton1, true);
    setOption(NoBackButtonOnStartPage, true);
    setOption(HaveCustomButton2, true);
    // Cancel stays on the Results page too, so Back and Finish sit where Back and Next were (the
    // buttons moved under the mouse when Cancel was left out on the last page).
    setButtonLayout({CustomButton2, CustomButton1, Stretch, BackButton, NextButton, FinishButton, CancelButton});

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
    sideLayout->addWidget(m_steps, 1);
    sideLayout->addWidget(m_liveSummary);
    setSideWidget(side);

    // The language menu sits on the left of the button row.
    m_languageMenu = new QMenu(this);
    m_languageGroup = new QActionGroup(this);
    for (const QString &lang : LanguageManager::languages()) {
        QAction *a = m_languageMenu->addAction(LanguageManager::nativeName(lang));
        a->setCheckable(true);
        a->setData(lang);
        a->setChecked(lang == m_language.current());
        m_languageGroup->addAction(a);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, [this](QAction *a) {
        m_language.switchTo(a->data().toString());
    });
    connect(&m_language, &LanguageManager::languageChanged, this, [this](const QString &lang) {
        for (QAction *a : m_languageGroup->actions())
            a->setChecked(a->data().toString() == lang);
    });
    // Display moves for a live meeting, beside the languages: the next language in one key, a
    // projector mode, and the side panel and menu buttons out of the way.
    m_languageMenu->addSeparator();
    // A menu action whose shortcut also works with the menu closed (QWidget::addAction on the window).
    auto addWindowAction = [this](QMenu *menu, QAction *&a, const QKeySequence &key, auto &&slot) {
        a = menu->addAction(QString());
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        QWidget::addAction(a);
        connect(a, &QAction::triggered, this, slot);
    };
    addWindowAction(m_languageMenu, m_nextLanguageAction, QKeySequence(Qt::Key_F12), [this] {
        const QStringList all = LanguageManager::languages();
        m_language.switchTo(all.at((all.indexOf(m_language.current()) + 1) % all.size()));
    });
    m_languageMenu->addSeparator();
    addWindowAction(m_languageMenu, m_presentationAction, QKeySequence(Qt::Key_F11), [this](bool on) { setPresentationMode(on); });
    m_presentationAction->setCheckable(true);
    addWindowAction(m_languageMenu, m_chromeAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H), [this](bool on) {
        updateSideColumn();
        button(CustomButton2)->setVisible(!on);
        button(CustomButton1)->setVisible(!on);
    });
    m_chromeAction->setCheckable(true);
    if (auto *b = qobject_cast<QPushButton *>(button(CustomButton1)))
        b->setMenu(m_languageMenu);

    // The File menu sits left of the language button; its actions also work as window shortcuts.
    m_document = new ScenarioDocument(*m_model, this);
    m_fileMenu = new QMenu(this);
    auto addFileAction = [this, &addWindowAction](QAction *&a, const QKeySequence &key, auto &&slot) {
        addWindowAction(m_fileMenu, a, key, std::forward<decltype(slot)>(slot));
    };
    // Undo and redo every scenario edit (ScenarioModel's stack), as in any document editor.
    QUndoStack *undo = m_model->undoStack();
    addFileAction(m_undoAction, QKeySequence::Undo, [undo] { undo->undo(); });
    addFileAction(m_redoAction, QKeySequence::Redo, [undo] { undo->redo(); });
    // Spelled out: the platform's Redo binding is Ctrl+Y on some themes; both work.
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_undoAction->setEnabled(undo->canUndo());
    m_redoAction->setEnabled(undo->canRedo());
    connect(undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    m_fileMenu->addSeparator();
    addFileAction(m_newAction, QKeySequence::New, [this] { newFile(); });
    addFileAction(m_openAction, QKeySequence::Open, [this] { openFile(QString()); });
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { rebuildRecentMenu(); });
    addFileAction(m_saveAction, QKeySequence::Save, [this] { saveFile(); });
    // Spelled out: QKeySequence::SaveAs is empty on platforms without a desktop theme (openbox).
    addFileAction(m_saveAsAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveFileAs(); });
    m_fileMenu->addSeparator();
    addFileAction(m_csvAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this] { exportCsv(); });
    addFileAction(m_detailsAction, QKeySequence(), [this] { editReportDetails(); });
    addFileAction(m_pdfAction, QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportPdf(); });
    addFileAction(m_printAction, QKeySequence::Print, [this] { print(); });
    m_fileMenu->addSeparator();
    addFileAction(m_pricesAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), [this] { showPrices(); });
    m_fileMenu->addSeparator();
    addFileAction(m_glossaryAction, QKeySequence::HelpContents, [this] { showGlossary(); });
    addFileAction(m_aboutAction, QKeySequence(), [this] {
        QMessageBox::about(this, tr("About gpuplan"), aboutText());
    });
    m_fileMenu->addSeparator();
    addFileAction(m_quitAction, QKeySequence(Qt::CTRL | Qt::Key_Q), [this] { close(); });
    m_clearRecentAction = new QAction(this);
    connect(m_clearRecentAction, &QAction::triggered, this, [] { ScenarioDocument::clearRecentFiles(); });
    if (auto *b = qobject_cast<QPushButton *>(button(CustomButton2)))
        b->setMenu(m_fileMenu);
    connect(m_document, &ScenarioDocument::stateChanged, this, [this] { updateTitle(); });
    connect(m_document, &ScenarioDocument::unknownKeysFound, this,
            [this](const QStringList &keys) { showInfo([keys] { return unknownKeysNotice(keys); }); });
    connect(m_document, &ScenarioDocument::autosaveFailed, this, [this](const QString &message) {
        qWarning("gpuplan: %s", qPrintable(message));
        showInfo(message);
    });
    connect(m_start, &StartPage::openRequested, this, [this] { openFile(QString()); });

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

    // .gpuplan files dropped anywhere on the window open; other drops (the Scale page's
    // config.json) pass through untouched.
    setAcceptDrops(true);
    qApp->installEventFilter(this);

    setMinimumSize(900, 600);
    resize(1200, 720);
    retranslateUi();
    m_runner->request(m_model->scenario());
}

ScenarioWizard::~ScenarioWizard() = default;

void ScenarioWizard::retranslateUi()
{
    setWindowTitle(tr("gpuplan — GPU planning wizard"));
    setButtonText(CustomButton1, tr("&Language"));
    button(CustomButton1)->setToolTip(tr("Switch between English, Simplified and Traditional Chinese; presentation mode"));
    // QWizard does not retranslate its own buttons on LanguageChange (Qt 6.4): toggling the style
    // makes it reload them. Back and Next are ours, so that they read as users of each language
    // expect (qtbase's zh_TW says 下一個 / 返回).
    const WizardStyle style = wizardStyle();
    setWizardStyle(style == ClassicStyle ? ModernStyle : ClassicStyle);
    setWizardStyle(style);
    setButtonText(BackButton, tr("< &Back"));
    setButtonText(NextButton, tr("&Next >"));
    setButtonText(FinishButton, tr("Fini&sh"));
    setButtonText(CustomButton1, tr("&Language"));
    setButtonText(CustomButton2, tr("&File"));
    button(CustomButton2)->setToolTip(tr("Open, save, export and print scenarios"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("Re&do"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_csvAction->setText(tr("Export &CSV…"));
    m_pdfAction->setText(tr("&Export PDF Report…"));
    m_detailsAction->setText(tr("Report De&tails…"));
    m_printAction->setText(tr("&Print…"));
    m_pricesAction->setText(tr("Pr&ices…"));
    m_glossaryAction->setText(tr("&Glossary…"));
    m_aboutAction->setText(tr("A&bout gpuplan"));
    m_quitAction->setText(tr("&Quit"));
    m_nextLanguageAction->setText(tr("&Next Language"));
    m_presentationAction->setText(tr("&Presentation Mode"));
    m_presentationAction->setToolTip(tr("Full screen with larger text, for a projector"));
    m_chromeAction->setText(tr("&Hide Steps and Menu Buttons"));
    m_clearRecentAction->setText(tr("&Clear Menu"));
    m_infoClose->setToolTip(tr("Hide this message"));
    if (m_info)   // the notice in the new language (it stayed in the one it was shown in)
        m_infoLabel->setText(m_info());
    updateTitle();
}

void ScenarioWizard::updateTitle()
{
    //: Window title: the scenario file name, a modified marker [*], the program.
    setWindowTitle(tr("%1[*] — gpuplan").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
    if (m_saveAction)
        m_saveAction->setEnabled(true);
}

void ScenarioWizard::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = ScenarioDocument::recentFiles();
    int n = 1;
    for (const QString &path : files) {
        QString label = QFileInfo(path).fileName();
        label.replace(u'&', QStringLiteral("&&"));
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(n++).arg(label));
        a->setToolTip(path);
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No recent files"));
        none->setEnabled(false);
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!files.isEmpty());
}

void ScenarioWizard::showError(const QString &message)
{
    m_lastError = message;
    if (m_interactive)
        QMessageBox::warning(this, tr("gpuplan"), message);
    else
        qWarning("gpuplan: %s", qPrintable(message));
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

// The side column: the notice, the steps and the answer so far. Hiding the chrome (Ctrl+Shift+H)
// hides the steps and the answer; a notice still shows.
void ScenarioWizard::updateSideColumn()
{
    const bool chrome = !m_chromeAction || !m_chromeAction->isChecked();
    m_steps->setVisible(chrome);
    m_liveSummary->setVisible(chrome && currentId() != ResultsPageId);
    sideWidget()->setVisible(chrome || (m_infoBar && !m_infoBar->isHidden()));
}

QString ScenarioWizard::askSavePath(const QString &title, const QString &filter, const QString &suffix)
{
    QString dir = m_document->path().isEmpty() ? documentsFolder() : QFileInfo(m_document->path()).absolutePath();
    QString base = m_document->path().isEmpty() ? QString::fromStdString(m_model->scenario().modelName)
                                                : QFileInfo(m_document->path()).completeBaseName();
    if (base.isEmpty())
        base = QStringLiteral("scenario");
    base.replace(u'/', u'-');
    QString path = askSaveFile(this, title, dir + u'/' + base + u'.' + suffix, filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    return path;
}

bool ScenarioWizard::openFile(const QString &pathIn)
{
    if (!maybeSave())
        return false;
    QString path = pathIn;
    if (path.isEmpty()) {
        const QString dir = m_document->path().isEmpty() ? documentsFolder() : QFileInfo(m_document->path()).absolutePath();
        path = askOpenFile(this, tr("Open Scenario"), dir,
                                            scenarioFileFilter() + QStringLiteral(";;") + tr("All files (*)"));
        if (path.isEmpty())
            return false;
    }
    QString error;
    if (!m_document->open(path, &error)) {
        showError(error);
        return false;
    }
    if (m_document->unknownKeys().isEmpty())
        showInfo(QString());
    m_lastError.clear();
    // A saved scenario is complete: show what it answers. Before the window is shown (a file
    // given on the command line) main() picks the page.
    if (currentId() != -1)
        goToPage(ResultsPageId);
    return true;
}

bool ScenarioWizard::saveFile()
{
    if (m_document->path().isEmpty())
        return saveFileAs();
    QString error;
    if (!m_document->saveAs(m_document->path(), &error)) {
        showError(error);
        return false;
    }
    return true;
}

bool ScenarioWizard::saveFileAs(const QString &pathIn)
{
    QString path = pathIn;
    if (path.isEmpty()) {
        path = askSavePath(tr("Save Scenario As"), scenarioFileFilter(), QLatin1String(kScenarioSuffix));
        if (path.isEmpty())
            return false;
    }
    QString error;
    if (!m_document->saveAs(path, &error)) {
        showError(error);
        return false;
    }
    m_lastError.clear();
    return true;
}

void ScenarioWizard::newFile()
{
    if (!maybeSave())
        return;
    m_document->reset(blankScenario());
    showInfo(QString());
    restart();
}

bool ScenarioWizard::maybeSave()
{
    if (!m_document->isModified() || !m_interactive)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Save Changes?"),
                    tr("The scenario “%1” has unsaved changes. Save them before continuing?").arg(m_document->displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setDefaultButton(QMessageBox::Save);
    // Each answer reachable from the keyboard in every language (Qt's own texts have no mnemonic
    // for Discard); Esc is Cancel.
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    const int answer = box.exec();
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return saveFile();
    return true;
}

bool ScenarioWizard::offerAutosaveRestore(bool restoreWithoutAsking)
{
    if (!ScenarioDocument::hasAutosave())
        return false;
    // No autosave may overwrite the crashed session's file while the question is open.
    m_document->setAutosaveEnabled(false);
    if (!restoreWithoutAsking) {
        if (!m_interactive) {
            m_document->setAutosaveEnabled(true);
            return false;
        }
        const auto answer = QMessageBox::question(
            this, tr("Restore Unsaved Scenario?"),
            tr("gpuplan did not close normally last time. Restore the scenario you were working on?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        m_document->setAutosaveEnabled(true);
        if (answer != QMessageBox::Yes) {
            m_document->discardAutosave();
            return false;
        }
    }
    QString error;
    m_document->setAutosaveEnabled(true);
    if (!m_document->restoreAutosave(&error)) {
        showError(error);
        m_document->discardAutosave();
        return false;
    }
    showInfo([] { return tr("The unsaved scenario from the last session was restored. Save it to keep it."); });
    return true;
}

void ScenarioWizard::startupFinished()
{
    // The untitled scenario restored at startup is the clean state (a reopened file already is).
    if (m_document->path().isEmpty())
        m_document->markClean();
}

bool ScenarioWizard::handleDrop(QEvent *event, bool drop)
{
    const QMimeData *mime = drop ? static_cast<QDropEvent *>(event)->mimeData()
                                 : static_cast<QDragEnterEvent *>(event)->mimeData();
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1 || !mime->urls().first().isLocalFile())
        return false;
    const QString path = mime->urls().first().toLocalFile();
    if (!looksLikeScenarioFile(path))
        return false;   // e.g. a config.json for the Scale page
    auto *e = static_cast<QDropEvent *>(event);
    e->setDropAction(Qt::CopyAction);
    e->accept();
    if (drop) {
        endDragNotice();
        QMetaObject::invokeMethod(this, [this, path] { openFile(path); }, Qt::QueuedConnection);
    } else if (!m_dragNotice) {
        // Visible feedback while a scenario file is dragged over the window.
        m_dragNotice = true;
        m_infoBeforeDrag = m_info;
        const QString name = QFileInfo(path).fileName();
        showInfo([name] { return tr("Drop to open “%1”.").arg(name); });
    }
    return true;
}

void ScenarioWizard::endDragNotice()
{
    if (!m_dragNotice)
        return;
    m_dragNotice = false;
    showInfo(m_infoBeforeDrag);
}

bool ScenarioWizard::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type t = event->type();
    if ((t == QEvent::DragEnter || t == QEvent::DragMove || t == QEvent::Drop) && watched->isWidgetType()
        && static_cast<QWidget *>(watched)->window() == this) {
        if (handleDrop(event, t == QEvent::Drop))
            return true;
    }
    if (t == QEvent::DragLeave && m_dragNotice && watched->isWidgetType() && static_cast<QWidget *>(watched)->window() == this)
        endDragNotice();
    return QWizard::eventFilter(watched, event);
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

void ScenarioWizard::setPresentationMode(bool on)
{
    if (m_presentationAction->isChecked() != on)
        m_presentationAction->setChecked(on);
    m_language.setZoom(on ? kPresentationZoom : 1.0);
    if (on) {
        m_windowedGeometry = saveGeometry();
        showFullScreen();
    } else {
        showNormal();
        if (!m_windowedGeometry.isEmpty())
            restoreGeometry(m_windowedGeometry);
    }
}

bool ScenarioWizard::isPresentationMode() const
{
    return m_presentationAction->isChecked();
}

void ScenarioWizard::showGlossary()
{
    if (!m_glossary)
        m_glossary = new GlossaryDialog(this);
    m_glossary->show();
    m_glossary->raise();
    m_glossary->activateWindow();
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

bool ScenarioWizard::loadScenarioFile(const QString &path, QString *error)
{
    return m_document->open(path, error);
}

void ScenarioWizard::restoreSettings()
{
    const QByteArray geometry = settings::windowGeometry();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    // A crashed session's autosave waits for the user's answer: nothing this start does (a file
    // opened from the command line, page defaults) may overwrite it before that.
    if (ScenarioDocument::hasAutosave())
        m_document->setAutosaveEnabled(false);
    // The file of the last session reopens as it is on disk (its name in the title, Save writes to
    // it): every exit saved or discarded its changes, and a crash left them in the autosave. An
    // untitled scenario comes back from the settings, in the .gpuplan format (engine/scenariofile.h).
    const QString lastPath = settings::lastPath();
    QString error;
    if (!lastPath.isEmpty() && QFileInfo::exists(lastPath) && m_document->open(lastPath, &error))
        return;
    const QByteArray last = settings::lastScenario();
    if (last.isEmpty())
        return;
    auto file = engine::parseScenarioFile(std::string_view(last.constData(), static_cast<std::size_t>(last.size())), &catalog());
    if (file)
        m_model->resetScenario(file->scenario);
}

void ScenarioWizard::saveSettings() const
{
    // Presentation mode is for the meeting: the next start opens the window as it was before it.
    settings::setWindowGeometry(isPresentationMode() && !m_windowedGeometry.isEmpty() ? m_windowedGeometry : saveGeometry());
    // A file is remembered by its path; only an untitled scenario needs its content kept.
    settings::setLastScenario(m_document->path().isEmpty() ? QByteArray::fromStdString(engine::serializeScenario(m_model->scenario()))
                                                           : QByteArray());
    settings::setLastPath(m_document->path());
}

// A consultant in a meeting must never lose the window to a key: Esc does not close it (QDialog's
// reject), and Enter does not press Finish (the Results page's default button) unless the button
// itself has the focus. Closing stays one deliberate click or Ctrl+Q, with the unsaved-changes prompt.
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
    if (!maybeSave())
        return;   // cancelled: the window stays open
    saveSettings();
    // Discarded changes stay discarded: the next start shows the last unmodified state (the file
    // as it is on disk, or the untitled scenario as it was last clean), not what was thrown away.
    if (m_document->isModified() && m_document->path().isEmpty())
        settings::setLastScenario(QByteArray::fromStdString(engine::serializeScenario(m_document->baseline())));
    m_document->setAutosaveEnabled(false);
    m_document->removeAutosave();   // a clean exit: nothing to recover next time
    QWizard::done(result);
}

bool ScenarioWizard::makeCurrentReport(ReportContent *out, QString *error) const
{
    const engine::Scenario &s = m_model->scenario();
    const QString file = m_document->path().isEmpty() ? QString() : QFileInfo(m_document->path()).fileName();
    // The plan on screen when it is the current scenario's; otherwise planned here (milliseconds).
    const bool current = m_runner->hasPlan() && !m_runner->isBusy() && m_runner->planScenario() == s;
    // The Results page's advice and cost curves when they are done for this scenario.
    const AdvisorRunner &advisor = m_results->advisorRunner();
    const AdvisorResult *advised = current && advisor.hasResult() ? &advisor.result() : nullptr;
    if (!makeReport(s, planningCatalog(), file, out, error, current ? &m_runner->plan() : nullptr, advised))
        return false;
    out->pinned = m_results->pinned();   // the A vs B comparison goes into the report
    return true;
}

bool ScenarioWizard::exportReport(const QString &pathIn, const QString &title, const QString &filter, const QString &suffix,
                                  const std::function<bool(const ReportContent &, const QString &, QString *)> &write)
{
    QString path = pathIn;
    if (path.isEmpty()) {
        path = askSavePath(title, filter, suffix);
        if (path.isEmpty())
            return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ReportContent content;
    QString error;
    const bool ok = makeCurrentReport(&content, &error) && write(content, path, &error);
    QApplication::restoreOverrideCursor();
    if (!ok)
        showError(error);
    else if (m_interactive)
        confirmExport(path);
    return ok;
}

bool ScenarioWizard::exportCsv(const QString &path)
{
    return exportReport(path, tr("Export Comparison as CSV"), tr("CSV (*.csv)"), QStringLiteral("csv"),
                        [](const ReportContent &content, const QString &to, QString *error) {
                            return writeFileAtomically(to, comparisonCsv(content), error);
                        });
}

bool ScenarioWizard::exportPdf(const QString &path)
{
    return exportReport(path, tr("Export PDF Report"), tr("PDF (*.pdf)"), QStringLiteral("pdf"), writePdfReport);
}

ReportDetailsDialog *ScenarioWizard::editReportDetails()
{
    // Window-modal, answered asynchronously: an edit of the scenario like any other (undoable).
    auto *dialog = new ReportDetailsDialog(m_model->scenario().report, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const engine::ReportInfo info = dialog->info();
        m_model->edit([&info](engine::Scenario &s) { s.report = info; });
    });
    dialog->open();
    return dialog;
}

QMessageBox *ScenarioWizard::confirmExport(const QString &path)
{
    // Non-modal: the meeting goes on; Open and Show in Folder hand the file to the desktop.
    auto *box = new QMessageBox(QMessageBox::Information, tr("Exported"),
                                tr("Saved “%1”.").arg(QDir::toNativeSeparators(path)), QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("exportConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *open = box->addButton(tr("&Open"), QMessageBox::ActionRole);
    QPushButton *folder = box->addButton(tr("Show in &Folder"), QMessageBox::ActionRole);
    connect(open, &QPushButton::clicked, this, [path] { QDesktopServices::openUrl(QUrl::fromLocalFile(path)); });
    connect(folder, &QPushButton::clicked, this,
            [path] { QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath())); });
    box->setModal(false);
    box->show();
    return box;
}

void ScenarioWizard::print()
{
    ReportContent content;
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = makeCurrentReport(&content, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        showError(error);
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    printer.setDocName(tr("GPU plan report"));
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    renderReport(content, &printer);
}

void ScenarioWizard::showPrices()
{
    PriceDialog dialog(PriceOverrides::load(PriceOverrides::defaultPath()), m_model->scenario(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!dialog.overrides().save(PriceOverrides::defaultPath(), &error))
        showError(error);
    setPlanningCatalog(dialog.overrides().isEmpty() ? nullptr : dialog.overrides().applyTo(catalog()));
    m_runner->request(m_model->scenario());   // the same scenario, new prices
}

} // namespace gpuplan::ui
