// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "help/glossarydialog.h"
#include "languagemanager.h"
#include "persistence/scenariodocument.h"
#include "persistence/scenariofileio.h"
#include "planrunner.h"
#include "presets.h"
#include "prices/pricedialog.h"
#include "report/report.h"
#include "report/reportdetailsdialog.h"
#include "scenariomodel.h"
#include "settings.h"
#include "text/displaynames.h"
#include "widgets/filedialogs.h"
#include "wizard/resultspage.h"
#include "wizard/scenariowizard.h"
#include "wizard/startpage.h"

#include <engine/scenariofile.h>

#include <QAbstractSpinBox>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QUndoStack>
#include <QUrl>

namespace gpuplan::ui {

MainWindow::MainWindow(LanguageManager &language, QWidget *parent)
    : QMainWindow(parent), m_language(language)
{
    m_wizard = new ScenarioWizard(this);
    m_wizard->setWindowFlags(Qt::Widget);   // a QDialog by birth; here a part of the window
    setCentralWidget(m_wizard);
    m_document = new ScenarioDocument(m_wizard->model(), this);
    createMenus();

    connect(m_wizard, &ScenarioWizard::closeRequested, this, &QWidget::close);
    connect(m_wizard->startPage(), &StartPage::openRequested, this, [this] { openFile(QString()); });
    // A preset starts a new scenario: the open file stays as it is on disk (Undo brings its
    // scenario back, still untitled).
    connect(m_wizard->startPage(), &StartPage::presetChosen, this, [this] {
        const QString file = m_document->detachFromFile();
        if (!file.isEmpty())
            m_wizard->showInfo([file] {
                //: %1: the file that was open when a preset was picked
                return tr("The preset starts a new, untitled scenario; %1 is unchanged on disk.").arg(file);
            });
    });
    connect(m_document, &ScenarioDocument::stateChanged, this, [this] { updateTitle(); });
    connect(m_document, &ScenarioDocument::unknownKeysFound, this,
            [this](const QStringList &keys) { m_wizard->showInfo([keys] { return unknownKeysNotice(keys); }); });
    connect(m_document, &ScenarioDocument::outOfRangeValuesFound, this, [this] {
        const std::vector<engine::Issue> issues = m_document->outOfRangeValues();
        const QStringList keys = m_document->unknownKeys();   // one notice says both
        m_wizard->showInfo([issues, keys] {
            return keys.isEmpty() ? outOfRangeNotice(issues) : outOfRangeNotice(issues) + u' ' + unknownKeysNotice(keys);
        });
    });
    connect(m_document, &ScenarioDocument::autosaveFailed, this, [this](const QString &message) {
        qWarning("gpuplan: %s", qPrintable(message));
        m_wizard->showInfo(message);
    });

    // .gpuplan files dropped anywhere on the window open; other drops (the Scale page's
    // config.json) pass through untouched.
    setAcceptDrops(true);
    qApp->installEventFilter(this);

    setMinimumSize(900, 600);
    resize(1200, 720);
    retranslateUi();
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
}

void MainWindow::createMenus()
{
    // Every action is the window's too (QWidget::addAction), so that its shortcut works with the
    // menus closed and with the menu bar hidden.
    auto add = [this](QMenu *menu, QAction *&a, const QKeySequence &key, auto &&slot) {
        a = menu->addAction(QString());
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        addAction(a);
        connect(a, &QAction::triggered, this, std::forward<decltype(slot)>(slot));
    };

    m_fileMenu = menuBar()->addMenu(QString());
    add(m_fileMenu, m_newAction, QKeySequence::New, [this] { newFile(); });
    add(m_fileMenu, m_openAction, QKeySequence::Open, [this] { openFile(QString()); });
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { rebuildRecentMenu(); });
    m_clearRecentAction = new QAction(this);
    connect(m_clearRecentAction, &QAction::triggered, this, [] { ScenarioDocument::clearRecentFiles(); });
    m_fileMenu->addSeparator();
    add(m_fileMenu, m_saveAction, QKeySequence::Save, [this] { saveFile(); });
    // Spelled out: QKeySequence::SaveAs is empty on platforms without a desktop theme (openbox).
    add(m_fileMenu, m_saveAsAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveFileAs(); });
    m_fileMenu->addSeparator();
    add(m_fileMenu, m_csvAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this] { exportCsv(); });
    add(m_fileMenu, m_pdfAction, QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportPdf(); });
    add(m_fileMenu, m_printAction, QKeySequence::Print, [this] { print(); });
    m_fileMenu->addSeparator();
    add(m_fileMenu, m_quitAction, QKeySequence(Qt::CTRL | Qt::Key_Q), [this] { close(); });

    // Undo and redo every scenario edit (ScenarioModel's stack), as in any document editor.
    m_editMenu = menuBar()->addMenu(QString());
    QUndoStack *undo = m_wizard->model().undoStack();
    add(m_editMenu, m_undoAction, QKeySequence::Undo, [undo] { undo->undo(); });
    add(m_editMenu, m_redoAction, QKeySequence::Redo, [undo] { undo->redo(); });
    // Spelled out: the platform's Redo binding is Ctrl+Y on some themes; both work.
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_undoAction->setEnabled(undo->canUndo());
    m_redoAction->setEnabled(undo->canRedo());
    connect(undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    m_editMenu->addSeparator();
    add(m_editMenu, m_detailsAction, QKeySequence(), [this] { editReportDetails(); });
    add(m_editMenu, m_pricesAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), [this] { showPrices(); });

    // The display moves of a live meeting: the language (and the next one in one key), a
    // projector mode, and the steps and menus out of the way.
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    for (const QString &lang : LanguageManager::languages()) {
        QAction *a = m_languageMenu->addAction(LanguageManager::nativeName(lang));
        a->setCheckable(true);
        a->setData(lang);
        a->setChecked(lang == m_language.current());
        m_languageGroup->addAction(a);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, [this](QAction *a) { m_language.switchTo(a->data().toString()); });
    m_shownLanguage = m_language.current();
    // `lang` by value: F12 switches to m_previousLanguage itself, and the signal's reference to it
    // changed under the assignment below (F12 went zh_TW, zh_CN, zh_TW, English: a zh_CN QA pass).
    connect(&m_language, &LanguageManager::languageChanged, this, [this](const QString lang) {
        for (QAction *a : m_languageGroup->actions())
            a->setChecked(a->data().toString() == lang);
        if (lang != m_shownLanguage) {
            m_previousLanguage = m_shownLanguage;
            m_shownLanguage = lang;
        }
    });
    // F12 goes back to the language shown before, so a meeting in 繁體中文 that turns to English for a
    // guest comes straight back (cycling through the three went zh_TW, en, zh_CN: a zh_TW QA pass);
    // with no language before it, English from Chinese (a session started in 简体中文 went to 繁體中文
    // first, where the guest reads English; a zh_CN QA pass), and the next one from English.
    add(m_viewMenu, m_previousLanguageAction, QKeySequence(Qt::Key_F12), [this] {
        const QStringList all = LanguageManager::languages();
        const QString previous = m_previousLanguage;   // a copy: the switch reassigns the member
        const QString english = QStringLiteral("en");
        if (all.contains(previous) && previous != m_language.current())
            m_language.switchTo(previous);
        else if (m_language.current() != english && all.contains(english))
            m_language.switchTo(english);
        else
            m_language.switchTo(all.at((all.indexOf(m_language.current()) + 1) % all.size()));
    });
    m_viewMenu->addSeparator();
    add(m_viewMenu, m_presentationAction, QKeySequence(Qt::Key_F11), [this](bool on) { setPresentationMode(on); });
    m_presentationAction->setCheckable(true);
    add(m_viewMenu, m_chromeAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H), [this](bool on) { setChromeHidden(on); });
    m_chromeAction->setCheckable(true);

    m_helpMenu = menuBar()->addMenu(QString());
    add(m_helpMenu, m_glossaryAction, QKeySequence::HelpContents, [this] { showGlossary(); });
    add(m_helpMenu, m_aboutAction, QKeySequence(), [this] { QMessageBox::about(this, tr("About gpuplan"), aboutText()); });
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_csvAction->setText(tr("Export &CSV…"));
    m_pdfAction->setText(tr("&Export PDF Report…"));
    m_printAction->setText(tr("&Print…"));
    m_quitAction->setText(tr("&Quit"));
    m_clearRecentAction->setText(tr("&Clear Menu"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("Re&do"));
    m_detailsAction->setText(tr("Report De&tails…"));
    m_pricesAction->setText(tr("Pr&ices…"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_previousLanguageAction->setText(tr("P&revious Language"));
    m_presentationAction->setText(tr("&Presentation Mode"));
    m_presentationAction->setToolTip(tr("Full screen with larger text, for a projector"));
    m_chromeAction->setText(tr("&Hide Steps and Menu Bar"));
    m_helpMenu->setTitle(tr("&Help"));
    m_glossaryAction->setText(tr("&Glossary…"));
    m_aboutAction->setText(tr("A&bout gpuplan"));
    updateTitle();
}

void MainWindow::updateTitle()
{
    //: Window title: the scenario file name, a modified marker [*], the program.
    setWindowTitle(tr("%1[*] — gpuplan").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::rebuildRecentMenu()
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

void MainWindow::showError(const QString &message)
{
    m_lastError = message;
    if (m_interactive)
        QMessageBox::warning(this, tr("gpuplan"), message);
    else
        qWarning("gpuplan: %s", qPrintable(message));
}

// The steps, the answer so far and the menu bar out of the way; a notice still shows, and every
// shortcut still works (the actions are the window's).
void MainWindow::setChromeHidden(bool hidden)
{
    if (m_chromeAction->isChecked() != hidden)
        m_chromeAction->setChecked(hidden);
    menuBar()->setVisible(!hidden);
    m_wizard->setChromeHidden(hidden);
}

// Where file dialogs start: the open scenario's folder; for an untitled one the folder a dialog last
// saved, exported or opened in, else that of the scenario last opened or saved (the recent list), else
// Documents (QA passes: Save As after a preset started in the home folder, not beside the file just
// closed; every CSV and PDF export of an untitled scenario started in the home folder again).
QString MainWindow::currentFolder() const
{
    if (!m_document->path().isEmpty())
        return QFileInfo(m_document->path()).absolutePath();
    if (const QString last = settings::lastFolder(); !last.isEmpty() && QDir(last).exists())
        return last;
    const QStringList recent = ScenarioDocument::recentFiles();
    if (!recent.isEmpty() && QFileInfo(recent.first()).absoluteDir().exists())
        return QFileInfo(recent.first()).absolutePath();
    return documentsFolder();
}

QString MainWindow::askSavePath(const QString &title, const QString &filter, const QString &suffix)
{
    const QString dir = currentFolder();
    // An untitled scenario is named as the window names its model, in the language on screen.
    QString base = m_document->path().isEmpty() ? modelDisplayName(m_wizard->model().scenario())
                                                : QFileInfo(m_document->path()).completeBaseName();
    if (base.isEmpty())
        base = QStringLiteral("scenario");
    for (const QChar c : {u'/', u'\\', u':', u'*', u'?', u'"', u'<', u'>', u'|'})   // not in a file name anywhere
        base.replace(c, u'-');
    QString path = askSaveFile(this, title, dir + u'/' + base + u'.' + suffix, filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    if (!path.isEmpty())
        settings::setLastFolder(QFileInfo(path).absolutePath());
    return path;
}

bool MainWindow::loadScenarioFile(const QString &path, QString *error)
{
    return m_document->open(path, error);
}

bool MainWindow::openFile(const QString &pathIn)
{
    if (!maybeSave())
        return false;
    const QString path = pathIn.isEmpty() ? askOpenFile(this, tr("Open Scenario"), currentFolder(),
                                                        scenarioFileFilter() + QStringLiteral(";;") + tr("All files (*)"))
                                          : pathIn;
    if (path.isEmpty() || !runOnDocument(&ScenarioDocument::open, path))
        return false;
    settings::setLastFolder(QFileInfo(path).absolutePath());
    // Else the notice of the file's unknown keys or out-of-range values stays (a real window under
    // Xvfb showed none: it was cleared here after the document had said it).
    if (m_document->unknownKeys().isEmpty() && m_document->outOfRangeValues().empty()) {
        m_wizard->showInfo(QString());
        noteKeptPin();
    }
    // A saved scenario is complete: show what it answers. Before the window is shown (a file
    // given on the command line) main() picks the page.
    if (m_wizard->currentId() != -1)
        m_wizard->goToPage(ScenarioWizard::ResultsPageId);
    return true;
}

bool MainWindow::saveFile()
{
    return saveFileAs(m_document->path());   // untitled: asks for a path
}

bool MainWindow::saveFileAs(const QString &pathIn)
{
    const QString path = pathIn.isEmpty()
                             ? askSavePath(tr("Save Scenario As"), scenarioFileFilter(), QLatin1String(kScenarioSuffix))
                             : pathIn;
    return !path.isEmpty() && runOnDocument(&ScenarioDocument::saveAs, path);
}

bool MainWindow::runOnDocument(bool (ScenarioDocument::*action)(const QString &, QString *), const QString &path)
{
    QString error;
    if (!(m_document->*action)(path, &error)) {
        showError(error);
        return false;
    }
    m_lastError.clear();
    return true;
}

void MainWindow::newFile()
{
    if (!maybeSave())
        return;
    m_document->reset(blankScenario());
    m_wizard->showInfo(QString());
    noteKeptPin();
    m_wizard->restart();
}

// A plan pinned as A stays pinned when another scenario is opened (two files can be compared), and
// the report then compares it too: say so where it cannot be missed (a zh_TW QA pass found one
// customer's 70B plan in another customer's report).
void MainWindow::noteKeptPin()
{
    const ResultsPage *results = m_wizard->resultsPage();
    if (!results->hasPin())
        return;
    // The model's name as the results show it: a model derived from its size has no name of its own
    // ("Plan A () is still pinned", an English QA pass).
    const QString model = modelDisplayName(results->pinned()->first);
    const auto notice = [model] {
        return tr("Plan A (%1) is still pinned: the A vs B tab and the report compare it with this scenario. Unpin it "
                  "there if it does not belong in this report.")
            .arg(model);
    };
    m_wizard->showInfo(notice);
    // Unpinned, the notice goes (while it is the one shown).
    connect(m_wizard->resultsPage(), &ResultsPage::pinCleared, this, [this, notice] {
        if (m_wizard->infoText() == notice())
            m_wizard->showInfo(QString());
    }, Qt::SingleShotConnection);
}

bool MainWindow::maybeSave()
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

bool MainWindow::offerAutosaveRestore(bool restoreWithoutAsking)
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
    m_wizard->showInfo([] { return tr("The unsaved scenario from the last session was restored. Save it to keep it."); });
    return true;
}

QString MainWindow::priceFileNotice(const QString &error)
{
    //: %1: why the price file cannot be read; %2: the name an unreadable file is kept under when the table is saved
    return tr("%1 The catalogue's prices are used; saving the price table (Edit › Prices…) keeps the unreadable file as %2.")
        .arg(error, QFileInfo(PriceOverrides::unreadablePath(PriceOverrides::defaultPath())).fileName());
}

void MainWindow::applyStoredPrices()
{
    const QString unreadable = applyStoredPriceOverrides();
    m_wizard->runner().request(m_wizard->model().scenario());   // the restored scenario, at these prices
    if (unreadable.isEmpty())
        return;
    // Said beside whatever the bar already says (a restored scenario), in the language of the moment.
    const std::function<QString()> before = m_wizard->infoSource();
    m_wizard->showInfo([before] {
        QString error;
        PriceOverrides::load(PriceOverrides::defaultPath(), &error);
        const QString earlier = before ? before() : QString();
        if (error.isEmpty())
            return earlier;
        return earlier.isEmpty() ? priceFileNotice(error) : earlier + QLatin1Char(' ') + priceFileNotice(error);
    });
}

void MainWindow::startupFinished()
{
    // The untitled scenario restored at startup is the clean state (a reopened file already is).
    if (m_document->path().isEmpty())
        m_document->markClean();
}

bool MainWindow::handleDrop(QEvent *event, bool drop)
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
        m_infoBeforeDrag = m_wizard->infoSource();
        const QString name = QFileInfo(path).fileName();
        m_wizard->showInfo([name] { return tr("Drop to open “%1”.").arg(name); });
    }
    return true;
}

void MainWindow::endDragNotice()
{
    if (!m_dragNotice)
        return;
    m_dragNotice = false;
    m_wizard->showInfo(m_infoBeforeDrag);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // An application-wide filter: the four drag events, and a text field's claim on Ctrl+E.
    const QEvent::Type t = event->type();
    if (t == QEvent::ShortcutOverride && watched->isWidgetType() && static_cast<QWidget *>(watched)->window() == this) {
        // Line edits take Ctrl+E as "end of line" (the X11 key bindings), so the PDF export did
        // nothing while a field had the focus, and the file name typed next went to the wizard (a QA
        // pass on the Scale page). The menu's own shortcuts win: the override is not accepted.
        const QKeySequence pressed(static_cast<QKeyEvent *>(event)->keyCombination());
        for (const QAction *a : {m_pdfAction, m_csvAction})
            if (a->isEnabled() && a->shortcut() == pressed)
                return true;
        // A field claims Ctrl+Z for its own typing even when it has none to undo, so after typing 4B and
        // Tab the next field swallowed it and the scenario's Undo did nothing (a procurement QA pass).
        // The field keeps the keys while it has typing to undo or redo; then the scenario's are used.
        QLineEdit *edit = qobject_cast<QLineEdit *>(watched);
        if (auto *box = qobject_cast<QAbstractSpinBox *>(watched))
            edit = box->findChild<QLineEdit *>();
        if (edit) {
            if (m_undoAction->shortcuts().contains(pressed) && !edit->isUndoAvailable())
                return true;
            if (m_redoAction->shortcuts().contains(pressed) && !edit->isRedoAvailable())
                return true;
        }
    }
    if (t != QEvent::DragEnter && t != QEvent::DragMove && t != QEvent::Drop && t != QEvent::DragLeave)
        return QMainWindow::eventFilter(watched, event);
    const bool ours = watched->isWidgetType() && static_cast<QWidget *>(watched)->window() == this;
    if ((t == QEvent::DragEnter || t == QEvent::DragMove || t == QEvent::Drop) && ours && handleDrop(event, t == QEvent::Drop))
        return true;
    if (t == QEvent::DragLeave && m_dragNotice && ours)
        endDragNotice();
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

// Closing is one deliberate act (File › Quit, Ctrl+Q, the window's close button, the wizard's
// Finish or Cancel), always through the unsaved-changes prompt.
void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();   // cancelled: the window stays open
        return;
    }
    saveSettings();
    // Discarded changes stay discarded: the next start shows the last unmodified state (the file
    // as it is on disk, or the untitled scenario as it was last clean), not what was thrown away.
    if (m_document->isModified() && m_document->path().isEmpty())
        settings::setLastScenario(QByteArray::fromStdString(engine::serializeScenario(m_document->baseline())));
    m_document->setAutosaveEnabled(false);
    m_document->removeAutosave();   // a clean exit: nothing to recover next time
    if (m_glossary)
        m_glossary->close();
    event->accept();
}

void MainWindow::setPresentationMode(bool on)
{
    if (m_presentationAction->isChecked() != on)
        m_presentationAction->setChecked(on);
    m_language.setZoom(on ? kPresentationZoom : 1.0);
    if (on) {
        m_windowedGeometry = saveGeometry();
        m_wasMaximized = isMaximized();
        showFullScreen();
    } else if (m_wasMaximized) {
        // Back to maximized, not to a normal window of the screen's size whose buttons fall off its
        // foot (a QA pass under openbox: restoreGeometry alone left it unmaximized).
        showMaximized();
    } else {
        showNormal();
        if (!m_windowedGeometry.isEmpty())
            restoreGeometry(m_windowedGeometry);
    }
}

bool MainWindow::isPresentationMode() const
{
    return m_presentationAction->isChecked();
}

void MainWindow::showGlossary()
{
    if (!m_glossary)
        m_glossary = new GlossaryDialog(this);
    m_glossary->setServing(!engine::isTraining(m_wizard->model().scenario().workload));
    m_glossary->show();
    m_glossary->raise();
    m_glossary->activateWindow();
}

void MainWindow::restoreSettings()
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
        m_wizard->model().resetScenario(file->scenario);
}

void MainWindow::saveSettings() const
{
    // Presentation mode is for the meeting: the next start opens the window as it was before it.
    settings::setWindowGeometry(isPresentationMode() && !m_windowedGeometry.isEmpty() ? m_windowedGeometry : saveGeometry());
    // A file is remembered by its path; only an untitled scenario needs its content kept.
    settings::setLastScenario(m_document->path().isEmpty()
                                  ? QByteArray::fromStdString(engine::serializeScenario(m_wizard->model().scenario()))
                                  : QByteArray());
    settings::setLastPath(m_document->path());
}

bool MainWindow::makeCurrentReport(ReportContent *out, QString *error) const
{
    const engine::Scenario &s = m_wizard->model().scenario();
    const PlanRunner &runner = m_wizard->runner();
    const QString file = m_document->path().isEmpty() ? QString() : QFileInfo(m_document->path()).fileName();
    // The plan on screen when it is the current scenario's; otherwise planned here (milliseconds).
    const bool current = runner.hasPlan() && !runner.isBusy() && runner.planScenario() == s;
    // The Results page's advice and cost curves when they are done for this scenario.
    const AdvisorRunner &advisor = m_wizard->resultsPage()->advisorRunner();
    const AdvisorResult *advised = current && advisor.hasResult() ? &advisor.result() : nullptr;
    if (!makeReport(s, planningCatalog(), file, out, error, current ? &runner.plan() : nullptr, advised))
        return false;
    out->pinned = m_wizard->resultsPage()->pinned();   // the A vs B comparison goes into the report
    return true;
}

bool MainWindow::exportReport(const QString &pathIn, const QString &title, const QString &filter, const QString &suffix,
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

bool MainWindow::exportCsv(const QString &path)
{
    return exportReport(path, tr("Export Comparison as CSV"), tr("CSV (*.csv)"), QStringLiteral("csv"),
                        [](const ReportContent &content, const QString &to, QString *error) {
                            return writeFileAtomically(to, comparisonCsv(content), error);
                        });
}

bool MainWindow::exportPdf(const QString &path)
{
    return exportReport(path, tr("Export PDF Report"), tr("PDF (*.pdf)"), QStringLiteral("pdf"), writePdfReport);
}

ReportDetailsDialog *MainWindow::editReportDetails()
{
    // Window-modal, answered asynchronously: an edit of the scenario like any other (undoable).
    auto *dialog = new ReportDetailsDialog(m_wizard->model().scenario().report, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const engine::ReportInfo info = dialog->info();
        m_wizard->model().edit([&info](engine::Scenario &s) { s.report = info; });
    });
    dialog->open();
    return dialog;
}

QMessageBox *MainWindow::confirmExport(const QString &path)
{
    // Non-modal: the meeting goes on; Open and Show in Folder hand the file to the desktop.
    auto *box = new QMessageBox(QMessageBox::Information, QString(), QString(), QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("exportConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *open = box->addButton(QString(), QMessageBox::ActionRole);
    QPushButton *folder = box->addButton(QString(), QMessageBox::ActionRole);
    // Its texts, now and after a language switch made while it is open (F12 in a meeting): its own
    // buttons and text kept the old language while QMessageBox retranslated its Close (a zh_TW QA
    // pass: 開啟, 在資料夾中顯示, Close).
    const auto retranslate = [box, open, folder, path] {
        box->setWindowTitle(tr("Exported"));
        box->setText(tr("Saved “%1”.").arg(QDir::toNativeSeparators(path)));
        open->setText(tr("&Open"));
        folder->setText(tr("Show in &Folder"));
    };
    retranslate();
    connect(&m_language, &LanguageManager::languageChanged, box, retranslate);
    // Without a desktop that opens files (no xdg-open, a bare window manager) the click did nothing
    // without a word (a GUI QA pass): the info bar says where the file is instead.
    const auto hand = [this, path](const QString &target) {
        if (QDesktopServices::openUrl(QUrl::fromLocalFile(target)))
            return;
        m_wizard->showInfo([path] {
            //: %1: the exported file with its folder
            return tr("No application on this computer opens it; the file is saved as “%1”.").arg(QDir::toNativeSeparators(path));
        });
    };
    connect(open, &QPushButton::clicked, this, [hand, path] { hand(path); });
    connect(folder, &QPushButton::clicked, this, [hand, path] { hand(QFileInfo(path).absolutePath()); });
    box->setModal(false);
    box->show();
    return box;
}

void MainWindow::print()
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

void MainWindow::showPrices()
{
    QString unreadable;
    const PriceOverrides stored = PriceOverrides::load(PriceOverrides::defaultPath(), &unreadable);
    if (!unreadable.isEmpty())
        showError(priceFileNotice(unreadable));
    PriceDialog dialog(stored, m_wizard->model().scenario(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!dialog.overrides().save(PriceOverrides::defaultPath(), &error))
        showError(error);
    setPlanningCatalog(dialog.overrides().isEmpty() ? nullptr : dialog.overrides().applyTo(catalog()));
    m_wizard->runner().request(m_wizard->model().scenario());   // the same scenario, new prices
}

} // namespace gpuplan::ui
