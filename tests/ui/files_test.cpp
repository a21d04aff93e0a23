// SPDX-License-Identifier: GPL-3.0-or-later
// Offscreen UI tests for the files area: scenario files through the wizard's
// Open/Save path, malformed files, unknown keys, failed saves, autosave recovery after a killed
// process, the examples, price overrides, the PDF report and the CSV export.

#include "printers.h"
#include "planrunner.h"

#include "languagemanager.h"
#include "persistence/scenariodocument.h"
#include "persistence/scenariofileio.h"
#include "presets.h"
#include "prices/pricedialog.h"
#include "prices/priceoverrides.h"
#include "report/report.h"
#include "scenariomodel.h"
#include "settings.h"
#include "plots/abchart.h"
#include "text/displaynames.h"
#include "text/formatting.h"

#include <qcustomplot.h>
#include "wizard/resultspage.h"
#include "report/reportdetailsdialog.h"
#include "text/comparison.h"
#include "text/equations.h"
#include "mainwindow.h"
#include "wizard/scenariowizard.h"
#include "wizard/startpage.h"

#include <bundled.h>
#include <engine/plan.h>
#include <engine/scenariofile.h>

#include <QApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDirIterator>
#include <QImage>
#include <QBuffer>
#include <QFile>
#include <QPdfWriter>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QMimeData>
#include <QMessageBox>
#include <QFileDialog>
#include <QTimer>
#include <QDialogButtonBox>
#include <QLabel>
#include <QUrl>
#include <QDragEnterEvent>
#include <QAbstractButton>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QUndoStack>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace gpuplan::ui;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeText(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Every field changed from its default, so a field the file drops shows up as a difference.
engine::Scenario everyField()
{
    engine::Scenario s = blankScenario();
    applyModelPreset(s, "llama-2-13b");
    s.modelName = "Custom 13B";
    s.modelSource = engine::ModelSource::Custom;
    s.workload = engine::Workload::Finetune;
    s.training = {.precision = engine::Precision::Fp16Mixed, .optimizer = engine::Optimizer::AdamW8bit,
                  .fp32GradAccumulation = false, .fp32Loss = false, .fp32MasterWeights = false, .seqLen = 2048, .targetLen = 512,
                  .microBatch = 2, .globalBatch = 256, .tokens = 5e9, .deadlineDays = 12.5,
                  .recompute = engine::Recompute::Full, .recomputeAuto = false, .sequenceParallel = false,
                  .flashAttention = false, .offload = engine::Offload::Optimizer,
                  .framework = engine::Framework::DeepSpeed, .loraRank = 32, .loraAllLinear = false,
                  .measuredStepSeconds = 3.25};   // a step, a throughput or an MFU, one of them (the others: ScenarioFile.RoundTripIsExact)
    s.inference = {.weights = engine::Dtype::Int8, .kvCache = engine::Dtype::Fp8, .batch = 16, .context = 8192,
                   .qps = 7.5, .inputTokens = 1000, .outputTokens = 300, .ttftMs = 800, .tpotMs = 40, .e2eMs = 20000,
                   .memoryFraction = 0.85, .engine = engine::ServingEngine::Sglang, .maxSequences = 384,
                   .disaggregated = true};
    s.parallel = {.tp = 2, .pp = 2, .zero = 1, .cp = 2};   // DeepSpeed's pipeline runs ZeRO 0 or 1
    s.gpuIds = {"h100-sxm5-80gb", "a100-sxm4-80gb"};
    s.gpuCount = 16;
    s.maxGpus = 512;
    s.networkId = "ib-ndr";
    s.region = "china";
    s.budget = {.currency = engine::Currency::Cny, .acquisition = engine::Acquisition::Rent, .limit = 3e6,
                .usdToCny = 7.1, .electricityPerKwh = 0.8, .pue = 1.4, .depreciationYears = 5, .utilisation = 0.6,
                .horizonMonths = 18, .usdToTwd = 31.5, .colocationPerKwMonth = 120, .staffPerNodeYear = 3000, .rackKw = 18};
    return s;
}

QString gpuplanBinary()
{
    const QString p = QStringLiteral(GPUPLAN_GUI_BINARY);   // this build tree's program (tests/ui/CMakeLists.txt)
    return QFileInfo::exists(p) ? QFileInfo(p).canonicalFilePath() : QString();
}

// The cells of the exported CSV's line for `metric` (its second column), or none.
QStringList csvRow(const QStringList &lines, const QString &metric)
{
    for (const QString &l : lines) {
        const QStringList cells = l.split(u',');
        if (cells.size() > 2 && cells[1] == metric)
            return cells;
    }
    return {};
}

struct FilesFixture : ::testing::Test
{
    LanguageManager language;
    std::unique_ptr<MainWindow> window;
    QTemporaryDir dir;

    void SetUp() override
    {
        language.switchTo(QStringLiteral("en"), false);
        QCoreApplication::processEvents();
        window = std::make_unique<MainWindow>(language);
        window->setInteractive(false);
        window->resize(1280, 720);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(dir.isValid());
    }
    void TearDown() override
    {
        window->document().setAutosaveEnabled(false);
        window->document().discardAutosave();
        window.reset();
        language.switchTo(QStringLiteral("en"), false);
        QCoreApplication::processEvents();
    }
    QString path(const char *name) const { return dir.filePath(QString::fromLatin1(name)); }
    // The program started again on the same settings, as gui_main does (no prompts, no autosave).
    std::unique_ptr<MainWindow> nextStart()
    {
        auto next = std::make_unique<MainWindow>(language);
        next->setInteractive(false);
        next->restoreSettings();
        next->startupFinished();
        next->document().setAutosaveEnabled(false);
        return next;
    }
    // The CSV the window exports for an example in a language: its lines after the byte-order mark.
    QStringList exportedCsv(const QString &example, const QString &lang)
    {
        if (!window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/%1.gpuplan").arg(example))) {
            ADD_FAILURE() << "cannot open " << example.toStdString();
            return {};
        }
        language.switchTo(lang, false);
        QCoreApplication::processEvents();
        const QString file = dir.filePath(example + QStringLiteral(".csv"));
        if (!window->exportCsv(file)) {
            ADD_FAILURE() << window->lastError().toStdString();
            return {};
        }
        const QByteArray bytes = readAll(file);
        EXPECT_TRUE(bytes.startsWith("\xEF\xBB\xBF"));
        return QString::fromUtf8(bytes.mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    }
    // The next start shows `file` as `scenario`, unmodified.
    void expectNextStartShows(const QString &file, const engine::Scenario &scenario)
    {
        const auto next = nextStart();
        EXPECT_EQ(next->document().path(), QFileInfo(file).absoluteFilePath());
        EXPECT_EQ(next->wizard().model().scenario(), scenario);
        EXPECT_FALSE(next->document().isModified());
    }
};

// A later session opens `file`, edits it to `edit` and crashes: its autosave stays on disk.
void crashAfterEditing(const QString &file, const engine::Scenario &edit)
{
    ScenarioModel model;
    ScenarioDocument crashed(model);
    ASSERT_TRUE(crashed.open(file, nullptr));
    model.setScenario(edit);
    ASSERT_TRUE(crashed.writeAutosave());
    crashed.setAutosaveEnabled(false);
}

} // namespace

TEST(UiCatalogue, FilesAreaSeesTheBundledCatalogue)
{
    ASSERT_TRUE(gpuplan::bundled::catalog());
    EXPECT_TRUE(gpuplan::bundled::catalog()->prices);
}

TEST_F(FilesFixture, SaveThenOpen_RoundTripsEveryField)
{
    const engine::Scenario s = everyField();
    for (const engine::Issue &i : engine::validate(s, catalog()))
        ADD_FAILURE() << engine::describe(i);
    window->wizard().model().setScenario(s);
    EXPECT_TRUE(window->document().isModified());
    EXPECT_TRUE(window->isWindowModified());
    const QString file = path("every.gpuplan");
    ASSERT_TRUE(window->saveFileAs(file)) << window->lastError().toStdString();
    EXPECT_FALSE(window->document().isModified());
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("every.gpuplan")));
    EXPECT_EQ(readAll(file), QByteArray::fromStdString(engine::serializeScenario(s)));

    window->newFile();
    EXPECT_NE(window->wizard().model().scenario(), s);
    ASSERT_TRUE(window->openFile(file)) << window->lastError().toStdString();
    EXPECT_EQ(window->wizard().model().scenario(), s);
    EXPECT_FALSE(window->document().isModified());
    EXPECT_EQ(ScenarioDocument::recentFiles().value(0), QFileInfo(file).absoluteFilePath());

    // Saving again without changes writes the same bytes.
    ASSERT_TRUE(window->saveFile());
    EXPECT_EQ(readAll(file), QByteArray::fromStdString(engine::serializeScenario(s)));
}

// An opened scenario is complete: the wizard shows its results, from the first page or any other
// (the File menu, a recent file, a double click in the file manager).
TEST_F(FilesFixture, Open_ShowsTheResultsOfTheOpenedScenario)
{
    const QString file = QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan");
    ASSERT_EQ(window->wizard().currentId(), ScenarioWizard::StartPageId);
    ASSERT_TRUE(window->openFile(file)) << window->lastError().toStdString();
    EXPECT_EQ(window->wizard().currentId(), ScenarioWizard::ResultsPageId);
    EXPECT_EQ(window->wizard().model().scenario().modelName, "Llama 2 70B");
    window->wizard().goToPage(ScenarioWizard::ScalePageId);
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/serve-10b-100qps.gpuplan")));
    EXPECT_EQ(window->wizard().currentId(), ScenarioWizard::ResultsPageId);
    EXPECT_EQ(window->wizard().model().scenario().workload, engine::Workload::Inference);
}

// A preset picked while a file is open starts a new, untitled scenario: Save asks for a name instead
// of writing the preset over the file (a GUI QA pass: lora-cn.gpuplan was one Ctrl+S from it), the
// bar says so, and Undo brings the file's scenario back.
TEST_F(FilesFixture, APresetPickedOverAnOpenFileLeavesTheFileAlone)
{
    const QString file = path("lora.gpuplan");
    writeText(file, readAll(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan")));
    const QByteArray onDisk = readAll(file);
    ASSERT_TRUE(window->openFile(file)) << window->lastError().toStdString();
    ASSERT_EQ(window->document().path(), file);
    const engine::Scenario opened = window->wizard().model().scenario();
    window->wizard().goToPage(ScenarioWizard::StartPageId);
    ASSERT_TRUE(window->wizard().startPage()->choosePreset(QStringLiteral("serve-10b-100qps")));
    EXPECT_EQ(window->wizard().model().scenario().workload, engine::Workload::Inference);
    EXPECT_TRUE(window->document().path().isEmpty());
    EXPECT_TRUE(window->document().isModified());
    EXPECT_FALSE(window->windowTitle().contains(QStringLiteral("lora.gpuplan"))) << window->windowTitle().toStdString();
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("lora.gpuplan is unchanged on disk")))
        << window->wizard().infoText().toStdString();
    EXPECT_EQ(readAll(file), onDisk);
    EXPECT_EQ(window->currentFolder(), QFileInfo(file).absolutePath());   // Save As starts beside it
    window->wizard().model().undoStack()->undo();
    EXPECT_EQ(window->wizard().model().scenario(), opened);
    EXPECT_TRUE(window->document().path().isEmpty());   // still untitled: Save asks where
}

// An untitled scenario's dialogs start where a dialog last saved, exported or opened (a QA pass's
// every CSV and PDF export started in the home folder again), and a folder since removed is passed over.
TEST_F(FilesFixture, DialogsOfAnUntitledScenarioStartInTheLastFolderUsed)
{
    QDir(dir.path()).mkdir(QStringLiteral("opened"));
    QDir(dir.path()).mkdir(QStringLiteral("exports"));
    const QString file = path("opened/lora.gpuplan");
    writeText(file, readAll(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan")));
    ASSERT_TRUE(window->openFile(file)) << window->lastError().toStdString();
    EXPECT_EQ(settings::lastFolder(), QFileInfo(file).absolutePath());   // opening remembers its folder
    window->wizard().goToPage(ScenarioWizard::StartPageId);
    ASSERT_TRUE(window->wizard().startPage()->choosePreset(QStringLiteral("serve-10b-100qps")));
    ASSERT_TRUE(window->document().path().isEmpty());
    settings::setLastFolder(path("exports"));   // as a CSV export through the dialog leaves it
    EXPECT_EQ(window->currentFolder(), path("exports"));
    QDir(path("exports")).removeRecursively();
    EXPECT_EQ(window->currentFolder(), QFileInfo(file).absolutePath());   // the recent file's, then
}

// Restarting restores the scenario *and its file*: the title names the file and Save writes to it;
// changes not saved at exit come back as unsaved changes of that file.
TEST_F(FilesFixture, Restart_RestoresTheFileNotJustTheScenario)
{
    const engine::Scenario s = everyField();
    window->wizard().model().setScenario(s);
    const QString file = path("restart.gpuplan");
    ASSERT_TRUE(window->saveFileAs(file)) << window->lastError().toStdString();
    window->saveSettings();
    {
        MainWindow next(language);
        next.setInteractive(false);
        next.restoreSettings();
        EXPECT_EQ(next.document().path(), QFileInfo(file).absoluteFilePath());
        EXPECT_EQ(next.wizard().model().scenario(), s);
        EXPECT_FALSE(next.document().isModified());
        EXPECT_TRUE(next.windowTitle().contains(QStringLiteral("restart.gpuplan"))) << next.windowTitle().toStdString();
        next.document().setAutosaveEnabled(false);
    }
    // The file is reopened as it is on disk, whatever the window held at exit: every exit saved or
    // discarded its changes (a crash leaves them in the autosave). A remembered copy put on top of
    // the file showed an old state as unsaved changes once the file had been saved again elsewhere
    // (a code review found Save would then overwrite the newer file).
    engine::Scenario changed = s;
    changed.training.deadlineDays = s.training.deadlineDays + 7;
    window->wizard().model().setScenario(changed);
    window->saveSettings();
    engine::Scenario newer = s;
    newer.maxGpus = 777;
    ASSERT_TRUE(writeScenarioFile(file, newer, "{}", nullptr));   // saved again by a later session
    expectNextStartShows(file, newer);
}

// An untitled scenario comes back from the settings, clean.
TEST_F(FilesFixture, Restart_RestoresAnUntitledScenario)
{
    engine::Scenario s = everyField();
    window->document().reset(s);
    window->saveSettings();
    const auto next = nextStart();
    EXPECT_TRUE(next->document().path().isEmpty());
    EXPECT_EQ(next->wizard().model().scenario(), s);
    EXPECT_FALSE(next->document().isModified());
}

// Saved work is never lost: a session that crashed leaves its autosave, and the next start keeps
// it until the user has answered, even when that start reopens the last file (a newcomer's test
// lost an edit this way: reopening the file removed the crashed session's autosave unasked).
TEST_F(FilesFixture, ACrashedSessionsAutosaveOutlivesTheNextStartUntilAnswered)
{
    engine::Scenario s = everyField();
    const QString file = path("crash.gpuplan");
    window->wizard().model().setScenario(s);
    ASSERT_TRUE(window->saveFileAs(file)) << window->lastError().toStdString();
    window->saveSettings();   // the last clean exit remembered this file
    engine::Scenario lost = s;
    lost.maxGpus = 444;
    ASSERT_NO_FATAL_FAILURE(crashAfterEditing(file, lost));
    ASSERT_TRUE(ScenarioDocument::hasAutosave());
    MainWindow next(language);
    next.setInteractive(false);
    next.restoreSettings();   // reopens crash.gpuplan
    next.startupFinished();
    ASSERT_TRUE(ScenarioDocument::hasAutosave()) << "the crashed session's work was deleted before the question";
    // Nor is it overwritten before the question: an edit at startup (a file opened from the command
    // line, a page's default) writes no autosave of its own until the user has answered.
    next.wizard().model().edit([](engine::Scenario &e) { e.maxGpus = 5; });
    EXPECT_FALSE(next.document().writeAutosave());
    QString error;
    const auto kept = readScenarioFile(ScenarioDocument::crashedAutosavePath(), &error);
    ASSERT_TRUE(kept) << error.toStdString();
    EXPECT_EQ(kept->scenario.maxGpus, 444);
    ASSERT_TRUE(next.offerAutosaveRestore(true));
    EXPECT_EQ(next.wizard().model().scenario().maxGpus, 444);
    EXPECT_TRUE(next.document().isModified());
    // Restored work stays recoverable until it is saved: it is this session's autosave now (a
    // second crash finds it), and no longer a crashed session's.
    EXPECT_FALSE(ScenarioDocument::hasAutosave());
    EXPECT_TRUE(QFileInfo::exists(next.document().autosavePath()));
    ASSERT_TRUE(next.saveFile()) << next.lastError().toStdString();
    EXPECT_FALSE(QFileInfo::exists(next.document().autosavePath()));
    next.document().setAutosaveEnabled(false);
}

// Restored work belongs to its file: discarding it at exit returns to the file as it is on disk,
// not to what was open before the restore (a code review found the untitled scenario of the last
// clean exit remembered with the crashed file's path, to be saved over that file next time).
TEST_F(FilesFixture, DiscardingRestoredWorkReturnsToItsFile)
{
    const engine::Scenario onDisk = everyField();
    const QString file = path("restored.gpuplan");
    ASSERT_TRUE(writeScenarioFile(file, onDisk, "{}", nullptr));
    engine::Scenario untitled = onDisk;
    untitled.maxGpus = 3;
    window->document().reset(untitled);   // what the last clean exit left open
    engine::Scenario crashedEdit = onDisk;
    crashedEdit.maxGpus = 444;
    ASSERT_NO_FATAL_FAILURE(crashAfterEditing(file, crashedEdit));
    ASSERT_TRUE(window->offerAutosaveRestore(true));
    EXPECT_EQ(window->document().path(), QFileInfo(file).absoluteFilePath());
    EXPECT_EQ(window->document().baseline(), onDisk);
    window->setInteractive(true);
    QTimer::singleShot(0, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Discard)->click();
    });
    window->close();
    window->setInteractive(false);
    expectNextStartShows(file, onDisk);
}

// An untitled scenario is proposed under the model's name as the window shows it ("10.0B Decoder
// LLM (derived from the parameter count)"), in the language on screen; it was the engine's own
// English name, "10B decoder (derived from scale)" (a QA pass).
TEST_F(FilesFixture, AnUntitledScenarioIsProposedUnderItsShownName)
{
    auto parsed = engine::parseScenarioFile(readAll(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan")).toStdString());
    ASSERT_TRUE(parsed);
    for (const char *lang : {"en", "zh_TW"}) {
        language.switchTo(QString::fromLatin1(lang), false);
        window->document().reset(parsed->scenario);
        QString proposed;
        window->setInteractive(true);
        QTimer::singleShot(0, [&proposed] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                proposed = dialog->selectedFiles().value(0);
                dialog->reject();
            }
        });
        EXPECT_FALSE(window->saveFileAs());   // cancelled
        window->setInteractive(false);
        EXPECT_EQ(QFileInfo(proposed).fileName(), modelDisplayName(parsed->scenario) + QStringLiteral(".gpuplan")) << lang;
        EXPECT_FALSE(proposed.contains(QStringLiteral("from scale"))) << proposed.toStdString();
    }
    language.switchTo(QStringLiteral("en"), false);
}

// Discard means discard: quitting with "Discard" and starting again shows the file as it is on
// disk, unmodified, not the changes that were thrown away shown as if saved.
TEST_F(FilesFixture, DiscardedChangesDoNotComeBackAtTheNextStart)
{
    const engine::Scenario s = everyField();
    const QString file = path("discard.gpuplan");
    window->wizard().model().setScenario(s);
    ASSERT_TRUE(window->saveFileAs(file)) << window->lastError().toStdString();
    engine::Scenario thrownAway = s;
    thrownAway.maxGpus = 999;
    window->wizard().model().setScenario(thrownAway);
    window->setInteractive(true);
    bool asked = false;
    QTimer::singleShot(0, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        ASSERT_TRUE(box);
        asked = true;
        // Every answer has its key (Qt's own Discard had none): Alt+D discards, Alt+S saves.
        EXPECT_EQ(box->button(QMessageBox::Discard)->text(), QStringLiteral("&Discard"));
        EXPECT_EQ(box->button(QMessageBox::Save)->text(), QStringLiteral("&Save"));
        box->button(QMessageBox::Discard)->click();
    });
    window->wizard().reject();   // the wizard's Cancel asks the window to close: the same prompt
    EXPECT_TRUE(asked);
    window->setInteractive(false);
    expectNextStartShows(file, s);
}

TEST_F(FilesFixture, RecentFiles_MostRecentFirstAtMostEight)
{
    ScenarioDocument::clearRecentFiles();
    for (int i = 0; i < 10; ++i) {
        const QString f = dir.filePath(QStringLiteral("r%1.gpuplan").arg(i));
        ASSERT_TRUE(window->saveFileAs(f));
    }
    const QStringList recent = ScenarioDocument::recentFiles();
    ASSERT_EQ(recent.size(), 8);
    EXPECT_TRUE(recent.first().endsWith(QStringLiteral("r9.gpuplan")));
    EXPECT_TRUE(recent.last().endsWith(QStringLiteral("r2.gpuplan")));
}

TEST_F(FilesFixture, MinimalOldFile_OpensWithDefaults)
{
    const QString file = path("minimal.gpuplan");
    writeText(file, R"({"schema_version": 1, "model": {"preset": "llama-2-7b"}})");
    QString error;
    const auto parsed = readScenarioFile(file, &error);
    if (parsed) {
        ASSERT_TRUE(window->openFile(file)) << window->lastError().toStdString();
        EXPECT_EQ(window->wizard().model().scenario(), parsed->scenario);
    } else {
        // The engine needs more than this: then the message must name the problem.
        EXPECT_FALSE(window->openFile(file));
        EXPECT_TRUE(window->lastError().contains(QStringLiteral("minimal.gpuplan")));
    }
}

TEST_F(FilesFixture, MalformedFiles_GiveMessagesAndKeepTheScenario)
{
    static const char kBinary[] = "\x00\x01\xff\xfe garbage";
    const engine::Scenario before = window->wizard().model().scenario();
    struct Case
    {
        const char *name;
        QByteArray text;
        const char *expect;   // a word the message must contain
    };
    const Case cases[] = {
        {"empty.gpuplan", "", "empty"},
        {"notjson.gpuplan", "{\n  ? not json", "line 2, column 3"},   // where it breaks, as a text editor counts
        {"array.gpuplan", "[1, 2, 3]", "not a JSON object"},
        {"noversion.gpuplan", R"({"workload": "pretrain"})", "schema_version"},
        {"newer.gpuplan", R"({"schema_version": 99, "workload": "pretrain"})", "newer"},
        {"badtype.gpuplan", QByteArray::fromStdString(engine::serializeScenario(before))
                                .replace("\"workload\": \"pretrain\"", "\"workload\": 7"),
         "badtype.gpuplan"},
        {"binary.gpuplan", QByteArray(kBinary, sizeof kBinary - 1), "binary.gpuplan"},   // found by ASan: was 14 of 13 bytes
    };
    for (const Case &c : cases) {
        const QString file = path(c.name);
        writeText(file, c.text);
        EXPECT_FALSE(window->openFile(file)) << c.name;
        EXPECT_TRUE(window->lastError().contains(QString::fromLatin1(c.name))) << window->lastError().toStdString();
        EXPECT_TRUE(window->lastError().contains(QString::fromLatin1(c.expect), Qt::CaseInsensitive))
            << c.name << ": " << window->lastError().toStdString();
        EXPECT_EQ(window->wizard().model().scenario(), before) << c.name;
    }
    EXPECT_FALSE(window->openFile(path("does-not-exist.gpuplan")));
    EXPECT_TRUE(window->lastError().contains(QStringLiteral("does-not-exist.gpuplan")));

    // The same file gives a Chinese message in Chinese.
    language.switchTo(QStringLiteral("zh_CN"), false);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->openFile(path("newer.gpuplan")));
    EXPECT_TRUE(window->lastError().contains(QString::fromUtf8("更新版本"))) << window->lastError().toStdString();
    EXPECT_FALSE(window->lastError().contains(QStringLiteral("cannot be opened"))) << window->lastError().toStdString();
    // The place of a syntax error in Taiwan's words: lines are 行, columns 欄 (in zh_CN 列).
    language.switchTo(QStringLiteral("zh_TW"), false);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->openFile(path("notjson.gpuplan")));
    EXPECT_TRUE(window->lastError().contains(QString::fromUtf8("第 2 行第 3 欄"))) << window->lastError().toStdString();
}

TEST_F(FilesFixture, UnknownKeys_KeptOnSaveAndReportedOnce)
{
    QByteArray text = QByteArray::fromStdString(engine::serializeScenario(everyField()));
    text.replace("\"schema_version\": 1,", "\"schema_version\": 1,\n  \"future_setting\": {\"a\": [1, 2]},");
    const QString file = path("future.gpuplan");
    writeText(file, text);
    ASSERT_TRUE(window->openFile(file)) << window->lastError().toStdString();
    EXPECT_EQ(window->document().unknownKeys(), QStringList {QStringLiteral("future_setting")});
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("future_setting"))) << window->wizard().infoText().toStdString();
    // The notice follows a language switch (it stayed in the language it was shown in).
    const QString english = window->wizard().infoText();
    language.switchTo(QStringLiteral("zh_TW"), false);
    QCoreApplication::processEvents();
    EXPECT_NE(window->wizard().infoText(), english);
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("future_setting"))) << window->wizard().infoText().toStdString();
    language.switchTo(QStringLiteral("en"), false);
    QCoreApplication::processEvents();
    EXPECT_EQ(window->wizard().infoText(), english);

    window->wizard().model().edit([](engine::Scenario &s) { s.maxGpus = 256; });
    const QString out = path("future-saved.gpuplan");
    ASSERT_TRUE(window->saveFileAs(out));
    const QByteArray saved = readAll(out);
    EXPECT_TRUE(saved.contains("future_setting"));
    EXPECT_TRUE(saved.contains("\"a\""));
    QString error;
    const auto again = readScenarioFile(out, &error);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->scenario.maxGpus, 256);
    EXPECT_EQ(again->unknownKeys, std::vector<std::string> {"future_setting"});
}

// A value outside its field's range is named when the file opens, with the unknown keys beside it:
// a spin box shows the nearest allowed value (a zh_CN QA pass opened output_tokens 0 and saw
// "1 token" with no word, where gpuplan-cli refuses the file).
TEST_F(FilesFixture, OutOfRangeValuesAreNamedWhenTheFileOpens)
{
    engine::Scenario s = everyField();
    s.workload = engine::Workload::Inference;
    QByteArray text = QByteArray::fromStdString(engine::serializeScenario(s));
    const QByteArray key = "\"output_tokens\": " + QByteArray::number(static_cast<qlonglong>(s.inference.outputTokens));
    ASSERT_TRUE(text.contains(key));
    text.replace(key, "\"output_tokens\": 0");
    // Alone: openFile had cleared the notice after the document said it (seen in a real window).
    const QString alone = path("output0-alone.gpuplan");
    writeText(alone, text);
    ASSERT_TRUE(window->openFile(alone)) << window->lastError().toStdString();
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("output tokens is 0"))) << window->wizard().infoText().toStdString();
    text.replace("\"schema_version\": 1,", "\"schema_version\": 1,\n  \"future_setting\": 1,");
    const QString file = path("output0.gpuplan");
    writeText(file, text);
    ASSERT_TRUE(window->openFile(file)) << window->lastError().toStdString();
    const QString info = window->wizard().infoText();
    EXPECT_TRUE(info.contains(QStringLiteral("outside their ranges"))) << info.toStdString();
    EXPECT_TRUE(info.contains(QStringLiteral("output tokens is 0"))) << info.toStdString();
    EXPECT_TRUE(info.contains(QStringLiteral("future_setting"))) << info.toStdString();
    // A file within its ranges says nothing of them.
    const QString good = path("good.gpuplan");
    writeText(good, QByteArray::fromStdString(engine::serializeScenario(s)));
    ASSERT_TRUE(window->openFile(good));
    EXPECT_FALSE(window->wizard().infoText().contains(QStringLiteral("outside their ranges")));
}

TEST_F(FilesFixture, FailedSave_KeepsTheOldFileAndTheScenario)
{
    const QString file = path("keep.gpuplan");
    ASSERT_TRUE(window->saveFileAs(file));
    const QByteArray old = readAll(file);
    window->wizard().model().edit([](engine::Scenario &s) { s.maxGpus = 64; });
    const engine::Scenario edited = window->wizard().model().scenario();

    // A write that fails half way (file size limit; works even as root, which ignores modes).
    {
        rlimit saved {};
        getrlimit(RLIMIT_FSIZE, &saved);
        auto *oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit tiny = saved;
        tiny.rlim_cur = 16;
        setrlimit(RLIMIT_FSIZE, &tiny);
        const bool ok = window->saveFile();
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        EXPECT_FALSE(ok);
    }
    EXPECT_FALSE(window->lastError().isEmpty());
    EXPECT_TRUE(window->lastError().contains(QStringLiteral("keep.gpuplan"))) << window->lastError().toStdString();
    EXPECT_EQ(readAll(file), old);
    EXPECT_EQ(window->wizard().model().scenario(), edited);
    EXPECT_TRUE(window->document().isModified());
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 1);   // no temp file left behind

    // A directory without write permission (only meaningful when not root).
    if (::geteuid() != 0) {
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        EXPECT_FALSE(window->saveFile());
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        EXPECT_EQ(readAll(file), old);
    }
    // A path that cannot exist.
    EXPECT_FALSE(window->saveFileAs(path("keep.gpuplan/inside.gpuplan")));
    EXPECT_EQ(window->wizard().model().scenario(), edited);
    EXPECT_EQ(window->document().path(), QFileInfo(file).absoluteFilePath());

    // Saving again once the disk allows it writes the edit and leaves no stale error behind.
    EXPECT_FALSE(window->lastError().isEmpty());
    ASSERT_TRUE(window->saveFile());
    EXPECT_TRUE(window->lastError().isEmpty()) << window->lastError().toStdString();
    EXPECT_FALSE(window->document().isModified());
    EXPECT_NE(readAll(file), old);
}

TEST_F(FilesFixture, Autosave_WrittenAfterAChangeRemovedWhenSaved)
{
    ScenarioDocument &doc = window->document();
    doc.removeAutosave();
    doc.setAutosaveDelay(50);
    window->wizard().model().edit([](engine::Scenario &s) { s.maxGpus = 128; });
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(doc.autosavePath()), 5000);
    QString error;
    const auto f = readScenarioFile(doc.autosavePath(), &error);
    ASSERT_TRUE(f);
    EXPECT_EQ(f->scenario, window->wizard().model().scenario());
    ASSERT_TRUE(window->saveFileAs(path("saved.gpuplan")));
    EXPECT_FALSE(QFileInfo::exists(doc.autosavePath()));

    // A running window's autosave is never another window's to restore (a GUI QA pass: a window
    // restarted after a crash with nothing unsaved was offered, and restored, the work of another
    // window still open).
    window->wizard().model().edit([](engine::Scenario &s) { s.maxGpus = 96; });
    ASSERT_TRUE(doc.writeAutosave());
    ScenarioModel other;
    {
        ScenarioDocument second(other);
        second.setAutosaveEnabled(false);
        EXPECT_FALSE(ScenarioDocument::hasAutosave());
        EXPECT_FALSE(second.restoreAutosave(&error));
        second.discardAutosave();   // declining a crashed session's work leaves a running one's alone
        EXPECT_TRUE(QFileInfo::exists(doc.autosavePath()));
    }
    // Recovery in the same process: a document that ended without cleaning up (a crash) leaves
    // its autosave, and a second document restores it.
    engine::Scenario crashedWork = window->wizard().model().scenario();
    crashedWork.maxGpus = 77;
    {
        ScenarioModel crashedModel;
        ScenarioDocument crashed(crashedModel);
        crashedModel.setScenario(crashedWork);
        ASSERT_TRUE(crashed.writeAutosave());
        crashed.setAutosaveEnabled(false);
    }
    ASSERT_TRUE(ScenarioDocument::hasAutosave());
    ScenarioDocument second(other);
    second.setAutosaveEnabled(false);
    ASSERT_TRUE(second.restoreAutosave(&error)) << error.toStdString();
    EXPECT_EQ(other.scenario().maxGpus, 77);
    EXPECT_TRUE(second.isModified());
    EXPECT_FALSE(ScenarioDocument::hasAutosave());
    EXPECT_TRUE(QFileInfo::exists(second.autosavePath()));
    EXPECT_TRUE(QFileInfo::exists(doc.autosavePath())) << "the running window's own autosave";
}

TEST_F(FilesFixture, Autosave_UnwritableLocationWarnsOnce)
{
    // The autosave goes into a directory that cannot be created (a file is in the way).
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir(data).removeRecursively();
    QDir().mkpath(QFileInfo(data).absolutePath());
    writeText(data, "not a directory");
    int warnings = 0;
    QObject::connect(&window->document(), &ScenarioDocument::autosaveFailed, [&] { ++warnings; });
    window->wizard().model().edit([](engine::Scenario &s) { s.maxGpus = 100; });
    EXPECT_FALSE(window->document().writeAutosave());
    window->wizard().model().edit([](engine::Scenario &s) { s.maxGpus = 101; });
    EXPECT_FALSE(window->document().writeAutosave());
    EXPECT_EQ(warnings, 1);
    EXPECT_FALSE(window->wizard().infoText().isEmpty());
    QFile::remove(data);
}

// A bad value on gpuplan's command line is one line on stderr and exit code 2 even without a display:
// it aborted in Qt's xcb plugin ("could not connect to display") before the value was looked at.
// A screenshot leaves the user's settings alone: the scenario it opens is not added to File › Recent
// and nothing is written under the configuration folder (a QA pass found its screenshots listed as
// recent files on a demo laptop).
TEST(GuiCommandLine, AScreenshotWritesNoSettings)
{
    const QString exe = gpuplanBinary();
    if (exe.isEmpty())
        GTEST_SKIP() << "gpuplan binary not built";
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    QProcess app;
    app.setProcessEnvironment(env);
    const QString png = home.filePath(QStringLiteral("shot.png"));
    app.start(exe, {QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--scenario"),
                    QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan"), QStringLiteral("--page"),
                    QStringLiteral("results"), QStringLiteral("--screenshot"), png});
    ASSERT_TRUE(app.waitForFinished(60000));
    ASSERT_EQ(app.exitCode(), 0) << app.readAllStandardError().toStdString();
    EXPECT_TRUE(QFileInfo::exists(png));
    QDirIterator written(home.filePath(QStringLiteral("config")), QDir::Files, QDirIterator::Subdirectories);
    QStringList files;
    while (written.hasNext())
        files << written.next();
    EXPECT_TRUE(files.isEmpty()) << files.join(u' ').toStdString();
}

// A screenshot shows the prices of Edit › Prices, as the window and gpuplan-cli do (a procurement QA
// pass: with an H100 server at USD 270,000-290,000 the window and the CLI said 280,461 and the
// screenshot 325,461). The two renderings differ only where the plan's time is shown ("Computed in …")
// without the file; with it, the table's prices differ.
TEST(GuiCommandLine, AScreenshotUsesThePriceOverrides)
{
    const QString exe = gpuplanBinary();
    if (exe.isEmpty())
        GTEST_SKIP() << "gpuplan binary not built";
    QTemporaryDir home;
    const auto shoot = [&](const QString &name, bool overrides) {
        const QString config = home.filePath(name);
        if (overrides) {
            QDir().mkpath(config + QStringLiteral("/gpuplan/gpuplan"));
            QFile f(config + QStringLiteral("/gpuplan/gpuplan/price-overrides.json"));
            EXPECT_TRUE(f.open(QIODevice::WriteOnly));
            f.write(R"({"schema_version": 1, "currency": "USD",
                "gpus": {"h100-sxm5-80gb": {"server_usd_low": 270000, "server_usd_high": 290000}}})");
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        QProcess app;
        app.setProcessEnvironment(env);
        const QString png = home.filePath(name + QStringLiteral(".png"));
        app.start(exe, {QStringLiteral("--scenario"), QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan"),
                        QStringLiteral("--page"), QStringLiteral("results"), QStringLiteral("--screenshot"), png});
        EXPECT_TRUE(app.waitForFinished(60000));
        EXPECT_EQ(app.exitCode(), 0) << app.readAllStandardError().toStdString();
        return QImage(png);
    };
    const QImage catalogue = shoot(QStringLiteral("catalogue"), false);
    const QImage again = shoot(QStringLiteral("again"), false);
    const QImage edited = shoot(QStringLiteral("edited"), true);
    ASSERT_FALSE(catalogue.isNull());
    ASSERT_EQ(catalogue.size(), edited.size());
    const auto differing = [&](const QImage &other) {
        QRect box;
        for (int y = 0; y < catalogue.height(); ++y)
            for (int x = 0; x < catalogue.width(); ++x)
                if (catalogue.pixel(x, y) != other.pixel(x, y))
                    box |= QRect(x, y, 1, 1);
        return box;
    };
    const QRect timing = differing(again);   // only the "Computed in … ms" label, if anything
    const QRect prices = differing(edited);
    EXPECT_FALSE(prices.isEmpty());
    EXPECT_GT(prices.height(), 3 * std::max(1, timing.height()))
        << "prices " << prices.height() << " px tall, timing " << timing.height();
}

TEST(GuiCommandLine, BadValuesAreSaidWithoutADisplay)
{
    const QString exe = gpuplanBinary();
    if (exe.isEmpty())
        GTEST_SKIP() << "gpuplan binary not built";
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    const std::pair<QStringList, QString> cases[] = {
        {{QStringLiteral("--page"), QStringLiteral("nope")}, QStringLiteral("gpuplan: --page: use one of start, model")},
        {{QStringLiteral("--lang"), QStringLiteral("fr")}, QStringLiteral("gpuplan: --lang: use en, zh_CN or zh_TW")},
        {{QStringLiteral("a.gpuplan"), QStringLiteral("b.gpuplan")}, QStringLiteral("gpuplan: give at most one scenario file")},
    };
    for (const auto &[args, message] : cases) {
        QProcess app;
        app.setProcessEnvironment(env);
        app.start(exe, args);
        ASSERT_TRUE(app.waitForFinished(20000));
        EXPECT_EQ(app.exitStatus(), QProcess::NormalExit) << args.join(u' ').toStdString();
        EXPECT_EQ(app.exitCode(), 2) << args.join(u' ').toStdString();
        const QString err = QString::fromLocal8Bit(app.readAllStandardError()).trimmed();
        EXPECT_TRUE(err.startsWith(message)) << err.toStdString();
        EXPECT_EQ(err.count(u'\n'), 0) << err.toStdString();
    }
}

TEST(AutosaveRecovery, AfterTheProcessIsKilled_NextStartRestoresIt)
{
    const QString exe = gpuplanBinary();
    if (exe.isEmpty())
        GTEST_SKIP() << "gpuplan binary not built";
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const QDir autosaves(home.filePath(QStringLiteral("data/gpuplan/gpuplan")));
    const auto autosaveFiles = [&] { return autosaves.entryList({QStringLiteral("autosave*.gpuplan")}, QDir::Files); };

    // GIVEN a running gpuplan whose scenario changed (a preset), so it autosaves
    QProcess app;
    app.setProcessEnvironment(env);
    app.start(exe, {QStringLiteral("--preset"), QStringLiteral("train-10b-month")});
    ASSERT_TRUE(app.waitForStarted(10000));
    QDeadlineTimer deadline(20000);
    while (autosaveFiles().isEmpty() && !deadline.hasExpired())
        QThread::msleep(100);
    ASSERT_EQ(autosaveFiles().size(), 1) << "no autosave after 20 s";
    // QSaveFile renames atomically and the settings are written before the file: no wait needed.
    // WHEN it is killed (SIGKILL: no clean-up runs)
    app.kill();
    ASSERT_TRUE(app.waitForFinished(10000));
    EXPECT_EQ(app.exitStatus(), QProcess::CrashExit);
    // THEN the autosave survives (its lock names a dead process) and the next start restores it
    ASSERT_EQ(autosaveFiles().size(), 1);
    const QString out = home.filePath(QStringLiteral("restored.gpuplan"));
    QProcess next;
    next.setProcessEnvironment(env);
    next.start(exe, {QStringLiteral("--restore-autosave-if-any"), QStringLiteral("--dump-scenario"), out});
    ASSERT_TRUE(next.waitForFinished(30000));
    EXPECT_EQ(next.exitCode(), 0) << next.readAllStandardError().toStdString();
    QString error;
    const auto restored = readScenarioFile(out, &error);
    ASSERT_TRUE(restored) << error.toStdString();
    engine::Scenario expected;
    for (const Preset &p : presets())
        if (p.id == u"train-10b-month")
            expected = p.scenario;
    EXPECT_EQ(restored->scenario, expected);

    // Without a crash there is nothing to restore: the scenario is the remembered default.
    for (const QString &f : autosaves.entryList({QStringLiteral("autosave*")}, QDir::Files))
        QFile::remove(autosaves.filePath(f));
    QProcess clean;
    clean.setProcessEnvironment(env);
    clean.start(exe, {QStringLiteral("--restore-autosave-if-any"), QStringLiteral("--dump-scenario"), out});
    ASSERT_TRUE(clean.waitForFinished(30000));
    const auto plain = readScenarioFile(out, &error);
    ASSERT_TRUE(plain);
    EXPECT_NE(plain->scenario, expected);
}

TEST(Examples, EveryPresetHasAnExampleThatLoads)
{
    const QDir dir(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples"));
    const QStringList files = dir.entryList({QStringLiteral("*.gpuplan")}, QDir::Files);
    ASSERT_FALSE(files.isEmpty());
    for (const Preset &p : presets()) {
        const QString file = dir.filePath(p.id + QStringLiteral(".gpuplan"));
        QString error;
        const auto f = readScenarioFile(file, &error);
        ASSERT_TRUE(f) << p.id.toStdString() << ": " << error.toStdString();
        EXPECT_EQ(f->scenario, p.scenario) << p.id.toStdString() << " is stale: run gpuplan --export-presets examples";
        EXPECT_TRUE(f->unknownKeys.empty());
        // Byte for byte what this version writes (a field added to the format reaches the examples).
        QFile bytes(file);
        ASSERT_TRUE(bytes.open(QIODevice::ReadOnly));
        EXPECT_EQ(bytes.readAll().toStdString(), engine::serializeScenario(p.scenario))
            << p.id.toStdString() << " is stale: run gpuplan --export-presets examples";
    }
    for (const QString &name : files) {
        QString error;
        EXPECT_TRUE(readScenarioFile(dir.filePath(name), &error)) << name.toStdString() << ": " << error.toStdString();
    }
    // and every example is a preset with a translated title (the presets are the bundled examples).
    EXPECT_EQ(static_cast<std::size_t>(files.size()), presets().size());
}

TEST(PriceOverrides, ApplyChangesTheCostAndRoundTripsAsJson)
{
    const engine::Catalog &cat = catalog();
    PriceOverrides o;
    o.set(QStringLiteral("h100-sxm5-80gb"), PriceField::RentLow, 1.0);
    o.set(QStringLiteral("h100-sxm5-80gb"), PriceField::RentHigh, 1.0);
    const auto withOverrides = o.applyTo(cat);
    const engine::GpuPrice *p = withOverrides->prices->gpu("h100-sxm5-80gb");
    ASSERT_TRUE(p && p->rentPerGpuHour);
    EXPECT_DOUBLE_EQ(p->rentPerGpuHour->mid(), 1.0);
    EXPECT_FALSE(p->rentPerGpuHour->estimate);

    engine::Scenario s = blankScenario();
    s.gpuIds = {"h100-sxm5-80gb"};
    const engine::Plan base = engine::plan(s, cat);
    const engine::Plan cheap = engine::plan(s, *withOverrides);
    ASSERT_TRUE(base.options.at(0).cost && cheap.options.at(0).cost);
    EXPECT_LT(cheap.options[0].cost->rentJob, base.options[0].cost->rentJob);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("o.json"));
    QString error;
    ASSERT_TRUE(o.save(file, &error)) << error.toStdString();
    const PriceOverrides back = PriceOverrides::load(file, &error);
    EXPECT_EQ(back.value(QStringLiteral("h100-sxm5-80gb"), PriceField::RentLow), 1.0);
    EXPECT_FALSE(back.value(QStringLiteral("h100-sxm5-80gb"), PriceField::PurchaseLow));
}

namespace {

QString cliBinary()
{
    const QString p = QStringLiteral(GPUPLAN_CLI_BINARY);   // this build tree's CLI (tests/ui/CMakeLists.txt)
    return QFileInfo::exists(p) ? QFileInfo(p).canonicalFilePath() : QString();
}

QString run(const QString &program, const QStringList &args, int *exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return {};
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

// `gpuplan-cli report` of `scenario` into `pdf` in `lang` ("" for the default), read back a page a
// string (pdftotext -layout, its form feeds); empty when the report or the reading failed.
QStringList reportPages(const QString &cli, const QString &scenario, const QString &pdf,
                        const QString &lang = QString())
{
    QStringList args { QStringLiteral("report"), QStringLiteral("--scenario"), scenario, QStringLiteral("--out"), pdf };
    if (!lang.isEmpty())
        args << QStringLiteral("--lang") << lang;
    int code = -1;
    run(cli, args, &code);
    if (code != 0)
        return {};
    return run(QStringLiteral("pdftotext"),
               { QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-layout"), pdf, QStringLiteral("-") })
        .split(u'\f');
}

} // namespace

// The two faces cost a plan alike: the price table's file, saved where the GUI keeps it, is read by
// gpuplan-cli by default, and both apply it through the engine (engine/priceoverrides.h).
TEST(PriceOverrides, CliAndGuiCostAPlanAlike)
{
    const QString cli = cliBinary();
    if (cli.isEmpty())
        GTEST_SKIP() << "gpuplan-cli missing";
    PriceOverrides o;
    o.set(QStringLiteral("h100-sxm5-80gb"), PriceField::RentLow, 1.25);
    o.set(QStringLiteral("h100-sxm5-80gb"), PriceField::RentHigh, 1.25);
    o.set(QStringLiteral("h100-sxm5-80gb"), PriceField::PurchaseLow, 20000);
    QString error;
    const QString path = PriceOverrides::defaultPath();   // inside the test's sandboxed XDG_CONFIG_HOME
    ASSERT_TRUE(o.save(path, &error)) << error.toStdString();
    engine::Scenario s = blankScenario();
    s.gpuIds = {"h100-sxm5-80gb"};
    const engine::Plan gui = engine::plan(s, *o.applyTo(catalog()));
    ASSERT_TRUE(gui.options.at(0).cost);
    int code = -1;
    const QString out = run(cli, {QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"),
                                  QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--json")},
                            &code);
    QFile::remove(path);
    ASSERT_EQ(code, 0) << out.toStdString();
    const QJsonObject j = QJsonDocument::fromJson(out.toUtf8()).object();
    EXPECT_EQ(j.value(u"price_overrides").toString(), path);
    const QJsonObject cost = j.value(u"options").toArray().at(0).toObject().value(u"cost").toObject();
    EXPECT_NEAR(cost.value(u"rent_job").toDouble(), gui.options[0].cost->rentJob, 1e-6 * gui.options[0].cost->rentJob);
    EXPECT_NEAR(cost.value(u"purchase").toDouble(), gui.options[0].cost->purchase, 1e-6 * gui.options[0].cost->purchase);
}

// A price file with a mistake in it (a hand edit: a low end above the high end) is said in the
// notice bar, in the language of the moment, and saving the price table keeps it rather than writing
// over it (a QA pass: the GUI ignored it with a qWarning only, and the table's OK replaced it).
TEST_F(FilesFixture, AnUnreadablePriceFileIsSaidAndKeptWhenTheTableIsSaved)
{
    const QString prices = PriceOverrides::defaultPath();   // inside the test's sandboxed XDG_CONFIG_HOME
    const QByteArray mistake =
        R"({"gpus": {"h100-sxm5-80gb": {"rent_usd_per_gpu_hour_low": 3, "rent_usd_per_gpu_hour_high": 2}}})";
    QDir().mkpath(QFileInfo(prices).absolutePath());
    writeText(prices, mistake);
    window->applyStoredPrices();
    const QString english = window->wizard().infoText();
    EXPECT_TRUE(english.contains(QStringLiteral("rent_usd_per_gpu_hour_low is 3, above its high end of 2.")))
        << english.toStdString();
    EXPECT_TRUE(english.contains(QStringLiteral("The catalogue's prices are used"))) << english.toStdString();
    EXPECT_TRUE(english.contains(QStringLiteral("price-overrides.json.unreadable"))) << english.toStdString();
    language.switchTo(QStringLiteral("zh_CN"), false);
    QCoreApplication::processEvents();
    EXPECT_NE(window->wizard().infoText(), english);
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("price-overrides.json.unreadable")));
    language.switchTo(QStringLiteral("en"), false);
    QCoreApplication::processEvents();

    PriceOverrides mine;
    mine.set(QStringLiteral("h100-sxm5-80gb"), PriceField::RentLow, 2.0);
    QString error;
    ASSERT_TRUE(mine.save(prices, &error)) << error.toStdString();
    EXPECT_EQ(readAll(PriceOverrides::unreadablePath(prices)), mistake);
    EXPECT_EQ(PriceOverrides::load(prices, &error).value(QStringLiteral("h100-sxm5-80gb"), PriceField::RentLow), 2.0);
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    // A readable file is written over as before, and the notice goes with the mistake.
    ASSERT_TRUE(mine.save(prices, &error));
    EXPECT_EQ(readAll(PriceOverrides::unreadablePath(prices)), mistake);
    language.switchTo(QStringLiteral("zh_TW"), false);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->wizard().infoText().contains(QStringLiteral("unreadable"))) << window->wizard().infoText().toStdString();
    QFile::remove(prices);
    QFile::remove(PriceOverrides::unreadablePath(prices));
    applyStoredPriceOverrides();
}

class PdfReport : public ::testing::TestWithParam<const char *>
{};

TEST_P(PdfReport, CliWritesThePdfWithEmbeddedFontsAndTheLanguagesText)
{
    const QString cli = cliBinary();
    if (cli.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        GTEST_SKIP() << "gpuplan-cli or poppler-utils missing";
    const QString lang = QString::fromLatin1(GetParam());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    int code = -1;
    const QString log = run(cli, {QStringLiteral("report"), QStringLiteral("--scenario"),
                                  QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan"),
                                  QStringLiteral("--out"), pdf, QStringLiteral("--lang"), lang},
                            &code);
    ASSERT_EQ(code, 0) << log.toStdString();
    ASSERT_TRUE(readAll(pdf).startsWith("%PDF"));
    const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf,
                                                           QStringLiteral("-")});
    const QString fonts = run(QStringLiteral("pdffonts"), {pdf});
    EXPECT_TRUE(text.contains(QStringLiteral("H100")));
    EXPECT_TRUE(text.contains(QStringLiteral(GPUPLAN_VERSION)));
    // The date line carries a 24-hour time, never an unexpanded CLDR pattern letter ("B9:27", the
    // zh_TW day period Qt 6.4 cannot format).
    const QString firstLines = text.section(u'\n', 0, 3);
    EXPECT_TRUE(firstLines.contains(QRegularExpression(QStringLiteral("[^A-Za-z][0-2][0-9]:[0-5][0-9]")))) << firstLines.toStdString();
    EXPECT_FALSE(firstLines.contains(QRegularExpression(QStringLiteral("[A-Za-z][0-9]{1,2}:[0-5][0-9]")))) << firstLines.toStdString();
    // A model derived from a parameter count is named in the report's language.
    if (lang == u"zh_CN") {
        EXPECT_TRUE(text.contains(QString::fromUtf8("由参数量推导"))) << text.left(400).toStdString();
    } else if (lang == u"zh_TW") {
        EXPECT_TRUE(text.contains(QString::fromUtf8("由參數量推導"))) << text.left(400).toStdString();
    }
    if (lang == u"en") {
        for (const char *s : {"Recommendation", "Comparison", "Bill of materials", "How to use fewer GPUs",
                              "Assumptions and sources", "Memory per GPU", "Break-even"})
            EXPECT_TRUE(text.contains(QString::fromLatin1(s))) << s;
    } else if (lang == u"zh_CN") {
        for (const char *s : {"推荐", "显存", "物料清单", "假设与来源", "大语言模型"})
            EXPECT_TRUE(text.contains(QString::fromUtf8(s))) << s;
        // The bundled Simplified face (Noto Sans CJK SC without radicals, ui/CMakeLists.txt).
        EXPECT_TRUE(fonts.contains(QStringLiteral("gpuplanCJKSC"))) << fonts.toStdString();
        EXPECT_FALSE(fonts.contains(QStringLiteral("NotoSansCJKjp"))) << fonts.toStdString();
    } else {
        for (const char *s : {"推薦", "物料清單", "大型語言模型"})
            EXPECT_TRUE(text.contains(QString::fromUtf8(s))) << s;
        EXPECT_TRUE(fonts.contains(QStringLiteral("gpuplanCJKTC"))) << fonts.toStdString();
    }
    // The text layer holds the ideographs on the page, never the Kangxi or CJK radicals and
    // compatibility ideographs the system font aliases to the same glyphs ("⼤语⾔" for 大语言).
    qsizetype radicals = 0;
    for (const QChar c : text)
        if ((c.unicode() >= 0x2E80 && c.unicode() <= 0x2FDF) || (c.unicode() >= 0xF900 && c.unicode() <= 0xFAFF))
            ++radicals;
    EXPECT_EQ(radicals, 0) << text.left(600).toStdString();
    // Nothing meant for the team reaches the customer: the catalogue's sources are cited
    // without notes about how the catalogue was put together.
    for (const char *internal : {"catalogue author", "reference file", "design brief", "collected for the gpuplan",
                                 "documented in README"})
        EXPECT_FALSE(text.contains(QString::fromLatin1(internal), Qt::CaseInsensitive)) << internal;
    // Units, paths and counts are not broken across lines ("GB/" | "s", a path after "docs/", "需要 32" | "块"),
    // and the last paragraph does not end with a line of one or two characters ("詢" | "價。").
    EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("[A-Za-z0-9]/\\n")))) << "a unit or path broken after its slash";
    // (张量 / 張量 is "tensor", not a measure word: the equations' tables put a row's value "1" before
    // the next row's "张量并行" in the text layer.)
    EXPECT_FALSE(text.contains(QRegularExpression(QString::fromUtf8("[0-9]\\n(?:[块塊台個个]|[张張](?!量))"))))
        << "a count broken from its measure word";
    const QStringList tail = text.trimmed().split(u'\n', Qt::SkipEmptyParts);
    ASSERT_GE(tail.size(), 3);
    EXPECT_GE(tail[tail.size() - 2].trimmed().size(), 3) << tail[tail.size() - 2].toStdString();   // above the footer
    // Every font is embedded ("emb" column = yes).
    for (const QString &line : fonts.split(u'\n').mid(2)) {
        if (!line.trimmed().isEmpty()) {
            EXPECT_TRUE(line.contains(QStringLiteral(" yes "))) << line.toStdString();
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, PdfReport, ::testing::Values("en", "zh_CN", "zh_TW"));

// The report as `gpuplan-cli report` writes it, read back with pdftotext: skipped where either is missing.
class PdfReportLayout : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (cli.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            GTEST_SKIP() << "gpuplan-cli or poppler-utils missing";
    }
    // `gpuplan-cli plan ARGS --save-scenario` into `scenario`.
    bool saveScenario(const QStringList &args) const
    {
        int code = -1;
        run(cli,
            QStringList { QStringLiteral("plan") } + args + QStringList { QStringLiteral("--save-scenario"), scenario },
            &code);
        return code == 0;
    }

    const QString cli = cliBinary();
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("s.gpuplan")), pdf = dir.filePath(QStringLiteral("r.pdf"));
};

// The report as a document: a table that fits on a page is never split across two, and a heading
// never ends a page without what follows it (keep-with-next).
TEST_F(PdfReportLayout, TablesStayWholeAndHeadingsStayWithTheirContent)
{
    struct Language
    {
        const char *id, *comparison, *firstRow, *lastRow, *prices, *sources, *rules, *h100Claim;
    };
    const Language languages[] = {
        {"en", "Comparison", "GPUs and nodes", "Verdict", "Prices and specifications per GPU", "Sources",
         "What the market's guides say", "H100 FP16: 3351 TFLOPS"},
        {"zh_TW", "比較", "GPU 數與節點數", "結論", "各 GPU 的價格與規格", "來源", "市面上的指南怎麼說", "H100 FP16：3351 TFLOPS"}};
    // The seed scenarios (10B trained in a month; 10B served at 10, 100 and 1000 QPS; 175B on a
    // cluster) and a LoRA example, end to end through the CLI into the PDF.
    for (const Language &lang : languages)
        for (const char *example : {"train-10b-month", "serve-10b-10qps", "serve-10b-100qps", "serve-10b-1000qps", "cluster-175b",
                                    "lora-70b"}) {
            SCOPED_TRACE(std::string(lang.id) + " " + example);
            const QStringList pages = reportPages(
                cli, QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/%1.gpuplan").arg(QLatin1String(example)), pdf,
                QLatin1String(lang.id));
            ASSERT_FALSE(pages.isEmpty());
            const QString text = pages.join(u'\f');
            int comparison = -1;
            for (int i = 0; i < pages.size() && comparison < 0; ++i)
                for (const QString &line : pages[i].split(u'\n'))
                    if (line.trimmed() == QString::fromUtf8(lang.comparison))
                        comparison = i;
            ASSERT_GE(comparison, 0);
            EXPECT_TRUE(pages[comparison].contains(QString::fromUtf8(lang.firstRow)));
            EXPECT_TRUE(pages[comparison].contains(QString::fromUtf8(lang.lastRow))) << "the comparison table is split";
            // The rules panel is in the report, with the guides' wrong H100 figure answered.
            EXPECT_TRUE(text.contains(QString::fromUtf8(lang.rules)));
            EXPECT_TRUE(text.contains(QString::fromUtf8(lang.h100Claim)));
            for (const char *heading : {lang.prices, lang.sources})
                for (const QString &page : pages) {
                    const QStringList lines = page.trimmed().split(u'\n');
                    // The last line is the page footer; the one above it must not be a heading.
                    EXPECT_FALSE(lines.size() > 1 && lines[lines.size() - 2].trimmed() == QString::fromUtf8(heading))
                        << heading << " ends a page";
                }
        }
}

// A section's heading and its sentence stay with the subheading that follows them: a 70B LoRA on
// four GPUs in the China region at 24 GPUs left "如何少用 GPU" and its sentence at the foot of page 5
// and "節省 GPU 或費用" with its list on page 6 (seen in the rendered PDF, zh_TW; en and zh_CN alike).
TEST_F(PdfReportLayout, ASectionHeadingStaysWithItsFirstSubheading)
{
    ASSERT_TRUE(saveScenario(
        { QStringLiteral("--scenario"), QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan"),
          QStringLiteral("--gpu"), QStringLiteral("a100-sxm4-80gb"), QStringLiteral("--gpu"),
          QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpu"), QStringLiteral("l40-48gb"),
          QStringLiteral("--gpu"), QStringLiteral("ascend-910b"), QStringLiteral("--region"), QStringLiteral("china"),
          QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--gpus"), QStringLiteral("24") }));
    const std::pair<const char *, QStringList> languages[] = {
        {"zh_TW", {QString::fromUtf8("如何少用 GPU"), QString::fromUtf8("市面上的指南怎麼說")}},
        {"zh_CN", {QString::fromUtf8("如何少用 GPU"), QString::fromUtf8("市面上的指南怎么说")}},
        {"en", {QStringLiteral("How to use fewer GPUs"), QStringLiteral("What the market's guides say")}}};
    for (const auto &[lang, headings] : languages) {
        const QStringList pages = reportPages(cli, scenario, pdf, QLatin1String(lang));
        ASSERT_FALSE(pages.isEmpty()) << lang;
        for (int i = 0; i + 1 < pages.size(); ++i) {
            QStringList lines = pages[i].trimmed().split(u'\n', Qt::SkipEmptyParts);
            if (!lines.isEmpty())
                lines.removeLast();   // the footer
            // Neither the last line nor one of the two above it (the heading's sentence) is a section heading.
            for (int k = 1; k <= 3 && k <= lines.size(); ++k)
                EXPECT_FALSE(headings.contains(lines[lines.size() - k].trimmed()))
                    << lang << ": page " << i + 1 << " ends with " << lines[lines.size() - k].trimmed().toStdString();
        }
    }
}

// A heading, its one sentence and its table stay together: Llama 3 8B served on one H100 at 0.1
// requests/s left "Latency at the requested rate" and its sentence at the foot of page 1 and the
// table on page 2 (seen in the rendered PDF).
TEST_F(PdfReportLayout, AHeadingAndItsSentenceStayWithTheirTable)
{
    ASSERT_TRUE(saveScenario({ QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--workload"),
                               QStringLiteral("inference"), QStringLiteral("--qps"), QStringLiteral("0.1"),
                               QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb") }));
    const QStringList pages = reportPages(cli, scenario, pdf);
    ASSERT_FALSE(pages.isEmpty());
    int found = 0;
    for (const QString &page : pages)
        if (page.contains(QStringLiteral("Latency at the requested rate"))) {
            ++found;
            EXPECT_TRUE(page.contains(QStringLiteral("Time between tokens"))) << page.toStdString();
        }
    EXPECT_EQ(found, 1);
    // Serving's rent is one row: a month around the clock was also printed as "rent for one month
    // of serving", the same figure twice (a GUI QA pass).
    const QString all = pages.join(QString());
    EXPECT_EQ(all.count(QStringLiteral("Rent per month (around")), 1) << all.toStdString();
    EXPECT_FALSE(all.contains(QStringLiteral("Rent for one month")));
}

// A table that runs onto the next page repeats its header there: the seeds' report prints the
// guides' claims over pages 7 to 9, and pages 8 and 9 began with bare rows (the first a row's
// continuation with an empty Topic), so a reader there could not tell "The guide says" from "The
// true figure" (seen in the rendered PDF).
TEST_F(PdfReportLayout, ATableRunningOntoTheNextPageRepeatsItsHeader)
{
    const QStringList pages = reportPages(cli, QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan"), pdf);
    ASSERT_FALSE(pages.isEmpty());
    int guidePages = 0;
    for (int i = 0; i < pages.size(); ++i) {
        if (!pages[i].contains(QStringLiteral("Source: ")))   // each claim's row names its source
            continue;
        ++guidePages;
        EXPECT_TRUE(pages[i].contains(QStringLiteral("The guide says"))) << "page " << i + 1;
    }
    EXPECT_GE(guidePages, 2);   // the claims do run over more than one page
}

TEST(PdfReportCli, BadInput_OneLineAndExitCode2)
{
    const QString cli = cliBinary();
    if (cli.isEmpty())
        GTEST_SKIP();
    QTemporaryDir dir;
    int code = 0;
    QString out = run(cli, {QStringLiteral("report"), QStringLiteral("--scenario"), dir.filePath(QStringLiteral("none.gpuplan")),
                            QStringLiteral("--out"), dir.filePath(QStringLiteral("r.pdf"))},
                      &code);
    EXPECT_EQ(code, 2);
    EXPECT_TRUE(out.contains(QStringLiteral("none.gpuplan"))) << out.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("r.pdf"))));
    out = run(cli, {QStringLiteral("report"), QStringLiteral("--out")}, &code);
    EXPECT_EQ(code, 2);
    // A report is a PDF: a file named otherwise is refused, not written (a QA pass wrote x.txt).
    out = run(cli, {QStringLiteral("report"), QStringLiteral("--scenario"), QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/serve-10b-10qps.gpuplan"),
                    QStringLiteral("--out"), dir.filePath(QStringLiteral("r.txt"))},
              &code);
    EXPECT_EQ(code, 2);
    EXPECT_TRUE(out.contains(QStringLiteral("the report is a PDF"))) << out.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("r.txt"))));
    // An --out that cannot be written is bad input too (it exited 1), said in one line without
    // Qt's notes (QStandardPaths on an unset XDG_RUNTIME_DIR printed a line on every run).
    const QString scenario = QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/serve-10b-10qps.gpuplan");
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    p.setProcessEnvironment(env);
    p.start(cli, {QStringLiteral("report"), QStringLiteral("--scenario"), scenario, QStringLiteral("--out"), dir.path()});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(err.count(u'\n'), 1) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("--out"))) << err.toStdString();
    // The whole path, not its last part (a QA pass read "R.pdf could not be saved" for /nonexistent/dir/R.pdf).
    EXPECT_TRUE(err.contains(QDir::toNativeSeparators(dir.path()))) << err.toStdString();
    EXPECT_TRUE(p.readAllStandardOutput().isEmpty());
    // A value the plan refuses names the file it is in, as `gpuplan-cli plan` does (a QA pass read
    // "The scenario cannot be planned: ... QPS is -5" with no file).
    QFile bad(dir.filePath(QStringLiteral("bad.gpuplan")));
    QFile example(scenario);
    ASSERT_TRUE(example.open(QIODevice::ReadOnly) && bad.open(QIODevice::WriteOnly));
    QByteArray text = example.readAll();
    const qsizetype qps = text.indexOf("\"qps\": ");
    ASSERT_GE(qps, 0);
    text.insert(qps + 7, "-");
    bad.write(text);
    bad.close();
    out = run(cli, {QStringLiteral("report"), QStringLiteral("--scenario"), bad.fileName(), QStringLiteral("--out"),
                    dir.filePath(QStringLiteral("bad.pdf"))},
              &code);
    EXPECT_EQ(code, 2);
    EXPECT_EQ(out.count(u'\n'), 1) << out.toStdString();
    EXPECT_TRUE(out.contains(bad.fileName() + QStringLiteral(": "))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("QPS"))) << out.toStdString();
}

// No page but the last is left nearly empty: a section that starts on a new page after a page
// holding only the previous section's tail starts under it instead (seven GPUs in 繁體中文 printed a
// page 7 of 11 with one line of advice on it, before the guides' claims on page 8), and a table that
// ends at a page's foot is not followed by a blank page (three GPUs in the China region in 简体中文
// printed page 2 of 10 empty, the comparison ending on page 1 and the memory charts on page 3).
TEST_F(FilesFixture, ReportLeavesNoNearlyEmptyPage)
{
    QString error;
    std::optional<engine::ScenarioFile> read =
        readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan"), &error);
    ASSERT_TRUE(read) << error.toStdString();
    engine::Scenario seven = read->scenario;
    seven.gpuIds = {"a100-sxm4-80gb", "h100-sxm5-80gb", "h200-sxm-141gb", "l40s-48gb", "h20-96gb", "l40-48gb", "a800-sxm4-80gb"};
    engine::Scenario china = read->scenario;   // the example's three GPUs, none sold there
    china.region = "china";
    china.budget.currency = engine::Currency::Cny;
    for (const engine::Scenario *scenario : {&seven, &china})
        for (const char *lang : {"en", "zh_CN", "zh_TW"}) {
            language.switchTo(QString::fromLatin1(lang), false);
            ReportContent content;
            ASSERT_TRUE(makeReport(*scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
            QBuffer buffer;
            buffer.open(QIODevice::WriteOnly);
            QPdfWriter writer(&buffer);
            writer.setPageSize(QPageSize(QPageSize::A4));
            writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
            writer.setResolution(96);
            QList<double> fill;
            renderReport(content, &writer, &fill);
            ASSERT_GE(fill.size(), 5) << lang;
            for (int i = 0; i + 1 < fill.size(); ++i)
                EXPECT_GT(fill[i], 0.15) << scenario->region << " " << lang << ": page " << i + 1 << " of " << fill.size();
        }
    language.switchTo(QStringLiteral("en"), false);
}

// One source of truth: the report is a function of the scenario file (no wizard), and its
// comparison is the very table the Results page shows for the same file, cell for cell.
TEST_F(FilesFixture, ReportIsAFunctionOfTheFileAndMatchesTheResultsPage)
{
    for (const char *name : {"train-10b-month", "serve-10b-100qps", "lora-70b"}) {
        SCOPED_TRACE(name);
        const QString file = QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/%1.gpuplan").arg(QLatin1String(name));
        QString error;
        const std::optional<engine::ScenarioFile> read = readScenarioFile(file, &error);
        ASSERT_TRUE(read) << error.toStdString();
        ReportContent report;
        ASSERT_TRUE(makeReport(read->scenario, planningCatalog(), QString(), &report, &error)) << error.toStdString();
        ASSERT_FALSE(report.plan.options.empty());
        EXPECT_FALSE(report.advice.whatIfs.empty());
        EXPECT_EQ(report.curves.size(), report.plan.options.size());   // every example GPU has prices and fits

        ASSERT_TRUE(window->openFile(file));
        window->wizard().goToPage(ScenarioWizard::ResultsPageId);
        ASSERT_TRUE(window->wizard().waitForPlan());
        const QTableWidget *t = window->wizard().resultsPage()->table();
        ASSERT_EQ(t->rowCount(), report.table.rowTitles.size());
        ASSERT_EQ(t->columnCount(), report.table.columns.size());
        for (int c = 0; c < t->columnCount(); ++c)
            EXPECT_EQ(t->horizontalHeaderItem(c)->text(), report.table.columns[c]);
        for (int r = 0; r < t->rowCount(); ++r) {
            EXPECT_EQ(t->verticalHeaderItem(r)->text(), report.table.rowTitles[r]);
            for (int c = 0; c < t->columnCount(); ++c)
                EXPECT_EQ(t->item(r, c)->text(), report.table.cells[r][c]) << "row " << r << " column " << c;
        }
        EXPECT_EQ(window->wizard().resultsPage()->reasoningText(), report.reasoning);
        EXPECT_EQ(window->wizard().resultsPage()->warningTexts(), report.warnings);
    }
}

TEST_F(FilesFixture, CsvExport_HasBomGpuColumnsCostAndBomRows)
{
    const QStringList lines = exportedCsv(QStringLiteral("train-10b-month"), QStringLiteral("zh_CN"));
    ASSERT_GT(lines.size(), 30);
    const QString text = lines.join(QStringLiteral("\r\n"));
    // Data, not display text: section, metric id, translated label, unit, one column per GPU.
    EXPECT_TRUE(lines.first().startsWith(QStringLiteral("section,metric,label,unit,")));
    EXPECT_TRUE(lines.first().contains(QStringLiteral("NVIDIA H100 SXM5 80GB")));
    EXPECT_EQ(lines.first().count(u','), 6);   // four columns and one per GPU
    // Every row as wide as the header (the inputs were five fields under seven columns; a QA pass).
    for (const QString &line : lines) {
        qsizetype fields = 1;
        bool quoted = false;
        for (const QChar ch : line)
            if (ch == u'"')
                quoted = !quoted;
            else if (ch == u',' && !quoted)
                ++fields;
        EXPECT_EQ(fields, 7) << line.toStdString();
    }
    ASSERT_TRUE(window->wizard().waitForPlan());
    const engine::Plan &p = window->wizard().runner().plan();
    ASSERT_EQ(p.options.size(), 3u);
    auto row = [&](const QString &metric) { return csvRow(lines, metric); };
    EXPECT_EQ(row(QStringLiteral("workload")).value(4), QStringLiteral("pretrain"));
    EXPECT_EQ(row(QStringLiteral("deadline")).value(3), QStringLiteral("s"));
    EXPECT_EQ(row(QStringLiteral("deadline")).value(4), QStringLiteral("2592000"));   // 30 days
    EXPECT_EQ(row(QStringLiteral("parameters")).value(2), QString::fromUtf8("参数量"));
    EXPECT_EQ(row(QStringLiteral("region")).value(4), QStringLiteral("global"));
    // The A100's option is warned of an MFU held to the best published (docs/validation.md §8).
    EXPECT_TRUE(row(QStringLiteral("warnings")).value(4).contains(QStringLiteral("mfu_above_best_published"))) << text.toStdString();
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const engine::Option &o = p.options[i];
        const int col = 4 + static_cast<int>(i);
        EXPECT_EQ(row(QStringLiteral("gpus")).value(col).toLongLong(), o.gpuCount);
        EXPECT_EQ(row(QStringLiteral("memory_used_per_gpu")).value(col).toLongLong(), o.memory.total());
        EXPECT_EQ(row(QStringLiteral("memory_used_per_gpu")).value(3), QStringLiteral("B"));
        EXPECT_NEAR(row(QStringLiteral("duration")).value(col).toDouble(), o.training->days * 86400.0, o.training->days * 86400.0 * 1e-11);
        EXPECT_EQ(row(QStringLiteral("recommended")).value(col), o.gpuId == p.recommendedGpu ? QStringLiteral("1") : QStringLiteral("0"));
        // The layout's ZeRO column, as the CLI's CSV has it (a GUI QA pass); the expert columns only for
        // a mixture of experts (a QA pass read "expert tensor parallel size 2" for a dense model).
        EXPECT_TRUE(row(QStringLiteral("ep")).isEmpty());
        EXPECT_TRUE(row(QStringLiteral("expert_tp")).isEmpty());
        EXPECT_EQ(row(QStringLiteral("zero_stage")).value(col).toInt(), o.layout.zero);
        // Whether it meets the goals and what it is warned of, as codes (a QA pass's CSV of
        // export-controlled GPUs said nothing of the controls).
        EXPECT_EQ(row(QStringLiteral("meets_goals")).value(col), engine::meetsGoals(o) ? QStringLiteral("1") : QStringLiteral("0"));
        QStringList codes;
        for (const engine::Warning &w : o.warnings)
            codes << QString::fromLatin1(engine::warningCodeId(w.code));
        EXPECT_EQ(row(QStringLiteral("warnings")).value(col), codes.join(u' '));
        ASSERT_TRUE(o.cost);
        EXPECT_NEAR(row(QStringLiteral("purchase_price")).value(col).toDouble(), engine::purchaseCost(o)->purchase,
                    1e-6 * engine::purchaseCost(o)->purchase);
    }
    EXPECT_EQ(row(QStringLiteral("purchase_price")).value(3), QStringLiteral("USD"));
    EXPECT_FALSE(text.contains(u'$'));   // no display formatting
    // Plain numbers without binary noise or exponents (126360.00000000001 and 2.304e+13 were there).
    EXPECT_FALSE(text.contains(QStringLiteral("e+"))) << text.toStdString();
    EXPECT_FALSE(QRegularExpression(QStringLiteral("\\.\\d*(0000000|9999999)\\d")).match(text).hasMatch()) << text.toStdString();
    EXPECT_EQ(text.count(QStringLiteral(",gpu_power,")), 1);

    const QString pdf = path("report.pdf");
    ASSERT_TRUE(window->exportPdf(pdf)) << window->lastError().toStdString();
    EXPECT_TRUE(readAll(pdf).startsWith("%PDF"));
    // The document's title is the report's (a procurement QA pass: Edit › Report Details set a title
    // that the first page showed and the PDF's properties did not).
    window->wizard().model().edit([](engine::Scenario &sc) { sc.report.title = "Pilot cluster proposal"; });
    ASSERT_TRUE(window->exportPdf(pdf)) << window->lastError().toStdString();
    if (!QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty()) {
        const QString info = run(QStringLiteral("pdfinfo"), {pdf});
        EXPECT_TRUE(info.contains(QRegularExpression(QStringLiteral("Title: +Pilot cluster proposal")))) << info.toStdString();
    }
    EXPECT_FALSE(window->exportPdf(path("no-such-dir/report.pdf")));
    EXPECT_FALSE(window->lastError().isEmpty());
}

// The latency at the scenario's rate (docs/model.md §5.8) is in the CSV, one column per GPU, in
// seconds, the option's own figures; a GPU whose option does not fit leaves the cells empty.
// A mixture of experts' training plan carries its expert columns (and a dense one does not, above).
TEST_F(FilesFixture, CsvExport_HasExpertColumnsForAMixtureOfExperts)
{
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan")));
    engine::Scenario s = window->wizard().model().scenario();
    s.model = catalog().model("mixtral-8x7b")->arch;
    s.gpuIds = {"h100-sxm5-80gb"};
    window->wizard().model().resetScenario(s);
    const QString file = dir.filePath(QStringLiteral("moe.csv"));
    ASSERT_TRUE(window->exportCsv(file)) << window->lastError().toStdString();
    const QStringList lines = QString::fromUtf8(readAll(file).mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_TRUE(window->wizard().waitForPlan());
    const engine::Option &o = window->wizard().runner().plan().options.front();
    EXPECT_EQ(csvRow(lines, QStringLiteral("ep")).value(4).toInt(), o.layout.ep);
    EXPECT_EQ(csvRow(lines, QStringLiteral("expert_tp")).value(4).toInt(), o.layout.expertTp());
}

TEST_F(FilesFixture, CsvExport_CarriesTheLatencyAtTheRequestedRate)
{
    const QStringList lines = exportedCsv(QStringLiteral("serve-10b-100qps"), QStringLiteral("zh_TW"));
    ASSERT_GT(lines.size(), 30);
    ASSERT_TRUE(window->wizard().waitForPlan());
    const engine::Plan &p = window->wizard().runner().plan();
    auto row = [&](const QString &metric) { return csvRow(lines, metric); };
    int shown = 0;
    for (const char *metric : {"ttft_at_rate", "itl_at_rate", "sequences_at_rate"}) {
        const QStringList cells = row(QString::fromLatin1(metric));
        ASSERT_EQ(cells.size(), 4 + static_cast<int>(p.options.size())) << metric;
        if (std::string_view(metric) == "sequences_at_rate")
            EXPECT_EQ(cells[3], row(QStringLiteral("batch_per_replica")).value(3));   // the translated unit, as the batch's
        else
            EXPECT_EQ(cells[3], QStringLiteral("s"));
        for (std::size_t i = 0; i < p.options.size(); ++i) {
            const engine::Option &o = p.options[i];
            const QString cell = cells[4 + static_cast<int>(i)];
            if (!o.fits || !o.inference || !o.inference->atLoad) {
                EXPECT_TRUE(cell.isEmpty()) << metric << " " << o.gpuId;
                continue;
            }
            const engine::LoadPoint &at = *o.inference->atLoad;
            const double expected = std::string_view(metric) == "ttft_at_rate" ? at.ttftMs / 1e3
                                    : std::string_view(metric) == "itl_at_rate" ? at.itlMs / 1e3 : at.sequences;
            EXPECT_NEAR(cell.toDouble(), expected, 1e-6 * expected) << metric << " " << o.gpuId;
            ++shown;
        }
    }
    EXPECT_GE(shown, 3);   // the example's three GPUs each hold 100 requests/s
    // A month's rent once: serving has no "rent for the job" row beside "rent per month" (a QA pass read
    // the same figure twice).
    EXPECT_TRUE(row(QStringLiteral("rent")).isEmpty());
    EXPECT_FALSE(row(QStringLiteral("rent_per_month")).isEmpty());
    // The bill of materials is what is bought, as its cost is: a GUI QA pass read 8,100 W for the 10
    // A100 planned beside the electricity of the 2 servers bought (16 GPUs, the tab's 13.0 kW).
    int bought = 0;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const engine::Option &o = p.options[i];
        if (!o.fits || !o.purchase)
            continue;
        const int col = 4 + static_cast<int>(i);
        EXPECT_NEAR(row(QStringLiteral("it_power")).value(col).toDouble(), o.purchase->bom.itPowerKw * 1e3, 1e-6 * o.purchase->bom.itPowerKw * 1e3)
            << o.gpuId;
        EXPECT_EQ(row(QStringLiteral("racks")).value(col).toLongLong(), o.purchase->bom.racks) << o.gpuId;
        bought += o.purchase->gpuCount > o.gpuCount;
    }
    EXPECT_GE(bought, 1);   // whole servers: at least one GPU buys more than it plans, so the test can tell
}

// The price table's row of a GPU, -1 when it has none.
static int priceRowOf(const QTableWidget *t, const QString &gpuId)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->data(Qt::UserRole).toString() == gpuId)
            return r;
    return -1;
}

TEST(PriceDialogTest, EditsBecomeOverridesAndResetClearsThem)
{
    engine::Scenario s = blankScenario();
    PriceDialog dialog(PriceOverrides {}, s);
    QTableWidget *t = dialog.table();
    const int row = priceRowOf(t, QStringLiteral("h100-sxm5-80gb"));
    ASSERT_GE(row, 0);
    t->item(row, PriceDialog::columnOf(PriceField::RentLow))->setText(QStringLiteral("1.5"));
    EXPECT_EQ(dialog.overrides().value(QStringLiteral("h100-sxm5-80gb"), PriceField::RentLow), 1.5);
    EXPECT_TRUE(dialog.exportCsv().startsWith("\xEF\xBB\xBF"));
    EXPECT_TRUE(dialog.exportJson().contains("h100-sxm5-80gb"));
    dialog.resetOverrides();
    EXPECT_TRUE(dialog.overrides().isEmpty());

    // In CNY the table shows yuan and stores USD.
    s.budget.currency = engine::Currency::Cny;
    s.budget.usdToCny = 7.0;
    PriceDialog cny(PriceOverrides {}, s);
    cny.table()->item(row, PriceDialog::columnOf(PriceField::RentHigh))->setText(QStringLiteral("14"));
    EXPECT_EQ(cny.overrides().value(QStringLiteral("h100-sxm5-80gb"), PriceField::RentHigh), 2.0);
}

// An edit the table cannot take is refused with its reason under the table, in place of the silent
// revert it had (a price of "abc" or "-5" went back to the catalogue figure with nothing said), and a
// low end above the user's own high end is refused rather than swapped.
TEST(PriceDialogTest, ARefusedEditSaysWhy)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    PriceDialog dialog(PriceOverrides {}, blankScenario());
    QTableWidget *t = dialog.table();
    const int row = priceRowOf(t, QStringLiteral("h100-sxm5-80gb"));
    ASSERT_GE(row, 0);
    const QString id = QStringLiteral("h100-sxm5-80gb");
    const int rentLow = PriceDialog::columnOf(PriceField::RentLow);
    const QString before = t->item(row, rentLow)->text();
    EXPECT_TRUE(dialog.errorLabel()->isHidden());

    t->item(row, rentLow)->setText(QStringLiteral("abc"));
    EXPECT_FALSE(dialog.overrides().value(id, PriceField::RentLow).has_value());
    EXPECT_EQ(t->item(row, rentLow)->text(), before);
    EXPECT_FALSE(dialog.errorLabel()->isHidden());
    EXPECT_EQ(dialog.errorLabel()->text(), QStringLiteral("“abc” is not a price: enter a number of 0 or more, or clear "
                                                          "the cell to use the catalogue's price."));

    t->item(row, PriceDialog::columnOf(PriceField::KwPerGpu))->setText(QStringLiteral("-1"));
    EXPECT_FALSE(dialog.overrides().value(id, PriceField::KwPerGpu).has_value());
    EXPECT_TRUE(dialog.errorLabel()->text().startsWith(QStringLiteral("“-1” is not a power")));

    // A valid edit clears the message.
    t->item(row, PriceDialog::columnOf(PriceField::PurchaseHigh))->setText(QStringLiteral("30000"));
    EXPECT_EQ(dialog.overrides().value(id, PriceField::PurchaseHigh), 30000.0);
    EXPECT_TRUE(dialog.errorLabel()->isHidden());

    // A low end above the user's own high end is refused, not swapped.
    t->item(row, PriceDialog::columnOf(PriceField::PurchaseLow))->setText(QStringLiteral("40000"));
    EXPECT_FALSE(dialog.overrides().value(id, PriceField::PurchaseLow).has_value());
    EXPECT_EQ(dialog.overrides().value(id, PriceField::PurchaseHigh), 30000.0);
    EXPECT_EQ(dialog.errorLabel()->text(),
              QStringLiteral("The low end 40,000 is above your high end 30,000: lower it, or raise the high end first."));
    t->item(row, PriceDialog::columnOf(PriceField::PurchaseLow))->setText(QStringLiteral("25000"));
    EXPECT_EQ(dialog.overrides().value(id, PriceField::PurchaseLow), 25000.0);
    EXPECT_TRUE(dialog.errorLabel()->isHidden());
    t->item(row, PriceDialog::columnOf(PriceField::PurchaseHigh))->setText(QStringLiteral("20000"));
    EXPECT_EQ(dialog.overrides().value(id, PriceField::PurchaseHigh), 30000.0);
    EXPECT_TRUE(dialog.errorLabel()->text().startsWith(QStringLiteral("The high end 20,000 is below your low end 25,000")));

    // With the GPU priced and no server price of the user's, the server cells show what the cost
    // model uses (8 GPUs x the GPU price x 1.3, engine::kServerOverheadFactor), not blanks.
    EXPECT_EQ(t->item(row, PriceDialog::columnOf(PriceField::ServerLow))->text(), QStringLiteral("260,000"));
    EXPECT_EQ(t->item(row, PriceDialog::columnOf(PriceField::ServerHigh))->text(), QStringLiteral("312,000"));
    EXPECT_TRUE(t->item(row, PriceDialog::columnOf(PriceField::ServerHigh))->font().italic());
    EXPECT_FALSE(dialog.overrides().value(id, PriceField::ServerHigh).has_value());

    // A low end above the *catalogue's* high end is taken, and the engine moves the high end to it
    // (engine/priceoverrides.cpp): the line under the table says so, not in red (a GUI QA pass saw a
    // V100's high and mid columns change without a word).
    const int v100 = priceRowOf(t, QStringLiteral("v100-sxm2-32gb"));
    ASSERT_GE(v100, 0);
    const QString catalogueHigh = t->item(v100, PriceDialog::columnOf(PriceField::PurchaseHigh))->text();
    ASSERT_FALSE(catalogueHigh.isEmpty());
    t->item(v100, PriceDialog::columnOf(PriceField::PurchaseLow))->setText(QStringLiteral("20000"));
    EXPECT_EQ(dialog.overrides().value(QStringLiteral("v100-sxm2-32gb"), PriceField::PurchaseLow), 20000.0);
    EXPECT_EQ(t->item(v100, PriceDialog::columnOf(PriceField::PurchaseHigh))->text(), QStringLiteral("20,000"));
    EXPECT_FALSE(dialog.errorLabel()->isHidden());
    EXPECT_EQ(dialog.errorLabel()->text(), QStringLiteral("The low end 20,000 is above the catalogue's high end %1, so the high end is "
                                                          "20,000 too; enter a high end to set your own.")
                                               .arg(catalogueHigh));
    EXPECT_TRUE(dialog.errorLabel()->styleSheet().isEmpty());
}

// Compare scenarios side by side: pin the plan as A with the mouse, change the
// precision, and the A vs B tab shows both, the changed rows in bold; the exported report carries
// the comparison; unpinning hides the tab.
TEST_F(FilesFixture, PinAsAComparesWithEveryLaterChangeAndGoesIntoTheReport)
{
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan")));
    ASSERT_TRUE(window->wizard().waitForPlan());
    ResultsPage *results = window->wizard().resultsPage();
    EXPECT_FALSE(results->tabs()->isTabVisible(ResultsPage::PinnedTab));
    QTest::mouseClick(results->pinButton(), Qt::LeftButton);
    ASSERT_TRUE(results->hasPin());
    EXPECT_TRUE(results->tabs()->isTabVisible(ResultsPage::PinnedTab));
    EXPECT_EQ(results->tabs()->currentIndex(), ResultsPage::PinnedTab);
    const engine::Plan before = window->wizard().runner().plan();

    window->wizard().model().edit([](engine::Scenario &s) { s.training.precision = engine::Precision::Fp8; });
    ASSERT_TRUE(window->wizard().waitForPlan());
    QTableWidget *t = results->pinnedTable();
    // The scenario, the inputs that differ (here the precision), the GPU, then the comparison rows.
    const auto rowTitled = [t](const QString &title) {
        for (int r = 0; r < t->rowCount(); ++r)
            if (t->verticalHeaderItem(r) && t->verticalHeaderItem(r)->text() == title)
                return r;
        return -1;
    };
    const int precision = rowTitled(QStringLiteral("Precision and optimizer"));
    ASSERT_EQ(precision, 1);
    EXPECT_EQ(t->item(precision, 0)->text(), QStringLiteral("BF16 mixed precision, AdamW"));
    EXPECT_EQ(t->item(precision, 1)->text(), QStringLiteral("FP8 (Transformer Engine), AdamW"));
    EXPECT_EQ(rowTitled(QStringLiteral("Deadline")), -1);   // unchanged inputs are not repeated
    const int gpuRow = rowTitled(QStringLiteral("Option compared"));
    ASSERT_GT(gpuRow, precision);
    ASSERT_EQ(t->rowCount(), gpuRow + 1 + kResultRowCount);
    EXPECT_EQ(t->columnCount(), 2);
    int bold = 0;
    for (int r = 0; r < t->rowCount(); ++r) {
        const bool differs = t->item(r, 0)->text() != t->item(r, 1)->text();
        EXPECT_EQ(t->item(r, 1)->font().bold(), differs) << r;
        bold += differs;
    }
    EXPECT_GE(bold, 3);   // the precision, and at least the training time and the throughput with FP8
    // The verdict right after the option it judges (it was the last row, below the fold in presentation
    // mode at 1366 x 768; a 简体中文 QA pass).
    EXPECT_EQ(rowTitled(rowTitle(ResultRow::Verdict, true)), gpuRow + 1);
    // A is the pinned plan's own cell, B the current plan's.
    const int time = rowTitled(rowTitle(ResultRow::Time, true));
    ASSERT_GT(time, gpuRow + 1);
    EXPECT_TRUE(t->item(precision, 1)->font().bold());
    const engine::Option *a = engine::comparedOption(before);
    ASSERT_TRUE(a);
    EXPECT_EQ(t->item(time, 0)->text(), comparisonCell(ResultRow::Time, *a, before, results->pinned()->first));
    EXPECT_NE(t->item(time, 0)->text(), t->item(time, 1)->text());
    // Beside the table, the chart: B as a share of A for GPUs, time and cost, all of the purchase
    // (its GPUs, its days on all of them, its cost), from the same options.
    const QVector<AbChart::Bar> &bars = results->abChart()->bars();
    ASSERT_EQ(bars.size(), 3);
    const engine::Option *b = engine::comparedOption(window->wizard().runner().plan());
    ASSERT_TRUE(b && a->purchase && a->purchase->training && b->purchase && b->purchase->training);
    EXPECT_DOUBLE_EQ(bars[1].a, a->purchase->training->days);
    EXPECT_DOUBLE_EQ(bars[1].b, b->purchase->training->days);
    EXPECT_NEAR(bars[1].percent(), 100.0 * b->purchase->training->days / a->purchase->training->days, 1e-9);
    EXPECT_EQ(bars[0].aText, formatGpuCount(a->purchase->gpuCount));
    EXPECT_EQ(results->abChart()->plot()->plottableCount(), 1);

    const QString pdf = path("ab.pdf");
    ASSERT_TRUE(window->exportPdf(pdf)) << window->lastError().toStdString();
    if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
        EXPECT_TRUE(text.contains(QStringLiteral("A vs B: the pinned plan and this one")));
    }
    // With the GPUs compared changed too, every row title is its own in Chinese as well (the list
    // "GPUs compared" and the option each side is measured by read the same; a GUI QA pass).
    window->wizard().model().edit([](engine::Scenario &s) { s.gpuIds = {"a100-sxm4-80gb", "h20-96gb"}; });
    ASSERT_TRUE(window->wizard().waitForPlan());
    for (const char *lang : {"zh_CN", "zh_TW", "en"}) {
        language.switchTo(QString::fromLatin1(lang), false);
        QCoreApplication::processEvents();
        QStringList titles;
        for (int r = 0; r < t->rowCount(); ++r)
            titles << (t->verticalHeaderItem(r) ? t->verticalHeaderItem(r)->text() : QString());
        EXPECT_EQ(titles.removeDuplicates(), 0) << lang << ": " << titles.join(QStringLiteral(" | ")).toStdString();
    }
    // Pinning again makes the current plan A: nothing differs any more.
    QTest::mouseClick(results->pinButton(), Qt::LeftButton);
    for (int r = 0; r < t->rowCount(); ++r)
        EXPECT_EQ(t->item(r, 0)->text(), t->item(r, 1)->text()) << r;
    results->clearPin();
    EXPECT_FALSE(results->hasPin());
    EXPECT_FALSE(results->tabs()->isTabVisible(ResultsPage::PinnedTab));
}

// A pinned plan stays pinned when another file is opened (two files can be compared), and the window
// says so, since the report compares it too (a zh_TW QA pass found one customer's 70B plan in another
// customer's report); unpinning takes the notice away.
TEST_F(FilesFixture, APinKeptOverAnotherFileIsSaid)
{
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan")));
    ASSERT_TRUE(window->wizard().waitForPlan());
    ResultsPage *results = window->wizard().resultsPage();
    QTest::mouseClick(results->pinButton(), Qt::LeftButton);
    ASSERT_TRUE(results->hasPin());
    const QString pinnedModel = QString::fromStdString(results->pinned()->first.modelName);
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan")));
    ASSERT_TRUE(window->wizard().waitForPlan());
    EXPECT_TRUE(results->hasPin());
    EXPECT_TRUE(window->wizard().infoText().startsWith(QStringLiteral("Plan A (%1) is still pinned").arg(pinnedModel)))
        << window->wizard().infoText().toStdString();
    results->clearPin();
    EXPECT_TRUE(window->wizard().infoText().isEmpty()) << window->wizard().infoText().toStdString();
    // A model derived from its size has no name of its own: the notice names it as the results do
    // (an English QA pass read "Plan A () is still pinned").
    window->wizard().model().edit([](engine::Scenario &s) { s.modelName.clear(); });   // as File › New leaves it
    ASSERT_TRUE(window->wizard().waitForPlan());
    QTest::mouseClick(results->pinButton(), Qt::LeftButton);
    ASSERT_TRUE(results->hasPin());
    ASSERT_TRUE(results->pinned()->first.modelName.empty());
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan")));
    ASSERT_TRUE(window->wizard().waitForPlan());
    EXPECT_TRUE(window->wizard().infoText().startsWith(
        QStringLiteral("Plan A (%1) is still pinned").arg(modelDisplayName(results->pinned()->first))))
        << window->wizard().infoText().toStdString();
    EXPECT_FALSE(window->wizard().infoText().startsWith(QStringLiteral("Plan A ()"))) << window->wizard().infoText().toStdString();
    results->clearPin();
    // Without a pin, opening says nothing of one.
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan")));
    EXPECT_TRUE(window->wizard().infoText().isEmpty()) << window->wizard().infoText().toStdString();
}

// Standard moves of a desktop tool: a scenario file dragged over the window says it will
// open on drop, and the notice goes when the drag leaves; an export made from the menu offers Open
// and Show in Folder without blocking the window; Ctrl+Q closes the window.
TEST_F(FilesFixture, DragFeedbackExportConfirmationAndQuit)
{
    const QString file = QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/serve-10b-100qps.gpuplan");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    QWidget *target = window->wizard().currentPage();
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    EXPECT_TRUE(enter.isAccepted());
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("serve-10b-100qps.gpuplan"))) << window->wizard().infoText().toStdString();
    QDragLeaveEvent leave;
    QCoreApplication::sendEvent(target, &leave);
    EXPECT_TRUE(window->wizard().infoText().isEmpty());
    // A config.json is not a scenario: no notice (the Scale page takes it).
    QMimeData json;
    json.setUrls({QUrl::fromLocalFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/data/hf/llama-2-7b.json"))});
    QDragEnterEvent other(QPoint(10, 10), Qt::CopyAction, &json, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &other);
    EXPECT_TRUE(window->wizard().infoText().isEmpty());

    QMessageBox *box = window->confirmExport(path("report.pdf"));
    ASSERT_TRUE(box);
    EXPECT_TRUE(box->isVisible());
    QStringList buttons;
    for (QAbstractButton *b : box->buttons())
        buttons << b->text();
    EXPECT_TRUE(buttons.contains(QStringLiteral("&Open")));
    EXPECT_TRUE(buttons.contains(QStringLiteral("Show in &Folder")));
    EXPECT_FALSE(box->isModal());
    // The offscreen platform opens nothing (QPlatformServices::openUrl): the bar says where the file
    // is, where the click did nothing without a word (a GUI QA pass under a bare window manager).
    for (QAbstractButton *b : box->buttons())
        if (b->text() == QStringLiteral("&Open"))
            b->click();
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("No application on this computer opens it")))
        << window->wizard().infoText().toStdString();
    EXPECT_TRUE(window->wizard().infoText().contains(QStringLiteral("report.pdf")));
    if (box->isVisible())
        box->close();
    // Open through a language switch, it follows it, every button (a zh_TW QA pass read 開啟 and
    // 在資料夾中顯示 beside Close after switching to English).
    QMessageBox *switched = window->confirmExport(path("report.pdf"));
    language.switchTo(QStringLiteral("zh_TW"), false);
    QCoreApplication::processEvents();
    QStringList translated;
    for (QAbstractButton *b : switched->buttons())
        translated << b->text();
    EXPECT_FALSE(translated.contains(QStringLiteral("&Open"))) << translated.join(u'|').toStdString();
    EXPECT_FALSE(translated.contains(QStringLiteral("Show in &Folder"))) << translated.join(u'|').toStdString();
    EXPECT_NE(switched->windowTitle(), QStringLiteral("Exported"));
    language.switchTo(QStringLiteral("en"), false);
    QCoreApplication::processEvents();
    QStringList back;
    for (QAbstractButton *b : switched->buttons())
        back << b->text();
    EXPECT_TRUE(back.contains(QStringLiteral("&Open")) && back.contains(QStringLiteral("Show in &Folder"))) << back.join(u'|').toStdString();
    switched->close();

    ASSERT_TRUE(window->isVisible());
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->isVisible());
}

// Report title, customer and notes: typed into File › Report Details, saved as one
// undoable edit of the scenario, printed on the report's first page; the default title otherwise.
TEST_F(FilesFixture, ReportDetailsAreTypedSavedAndPrinted)
{
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan")));
    ReportDetailsDialog *dialog = window->editReportDetails();
    ASSERT_TRUE(dialog);
    QTest::keyClicks(dialog->titleEdit(), QStringLiteral("Pilot cluster proposal"));
    dialog->customerEdit()->insert(QString::fromUtf8("示例科技有限公司"));   // QTest cannot type CJK
    QTest::keyClicks(dialog->notesEdit(), QStringLiteral("Prices to be confirmed."));
    // Enter adds a line in the notes, so OK has a key of its own: Alt+O (it typed "o" into the
    // notes, a newcomer found), and no other control of the dialog takes O.
    auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_EQ(ok->text(), QStringLiteral("&OK"));
    for (const QLabel *label : dialog->findChildren<QLabel *>())
        EXPECT_FALSE(label->text().contains(QStringLiteral("&O"), Qt::CaseInsensitive)) << label->text().toStdString();
    dialog->accept();
    QCoreApplication::processEvents();
    const engine::ReportInfo &r = window->wizard().model().scenario().report;
    EXPECT_EQ(r.title, "Pilot cluster proposal");
    EXPECT_EQ(r.customer, "示例科技有限公司");
    EXPECT_EQ(r.notes, "Prices to be confirmed.");

    ReportContent content;
    QString error;
    ASSERT_TRUE(makeReport(window->wizard().model().scenario(), planningCatalog(), QString(), &content, &error)) << error.toStdString();
    const QString html = reportHtml(content);
    EXPECT_TRUE(html.contains(QStringLiteral("<h1>Pilot cluster proposal</h1>")));
    EXPECT_TRUE(html.contains(QString::fromUtf8("Prepared for: 示例科技有限公司")));
    EXPECT_TRUE(html.contains(QStringLiteral("Prices to be confirmed.")));

    // Saved with the scenario and read back.
    ASSERT_TRUE(window->saveFileAs(path("details.gpuplan")));
    QString readError;
    const auto read = readScenarioFile(path("details.gpuplan"), &readError);
    ASSERT_TRUE(read) << readError.toStdString();
    EXPECT_EQ(read->scenario.report, r);

    // One undo step takes it back, and the report has its default title again.
    window->wizard().model().undoStack()->undo();
    EXPECT_TRUE(window->wizard().model().scenario().report.empty());
    ASSERT_TRUE(makeReport(window->wizard().model().scenario(), planningCatalog(), QString(), &content, &error));
    EXPECT_TRUE(reportHtml(content).contains(QStringLiteral("<h1>GPU plan: Pre-training</h1>")));
}

// The report of an example file, as `gpuplan-cli report` makes it (empty, with the failure recorded,
// when the file does not load).
static ReportContent exampleReport(const char *fileName)
{
    QString error;
    const auto file = readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/") + QLatin1String(fileName), &error);
    ReportContent content;
    EXPECT_TRUE(file && makeReport(file->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    return content;
}

// With many GPUs the report's GPU tables come as tables of at most four GPU columns, one under the
// other, every GPU in one of them (a GUI QA pass: seven columns on an A4 page broke "NT$68,114,675"
// inside the number); the cost chart starts a page of its own (it straddled a page break).
TEST_F(FilesFixture, ReportTablesOfManyGpusComeFourColumnsAtATime)
{
    QString error;
    auto file = readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/serve-10b-100qps.gpuplan"), &error);
    ASSERT_TRUE(file) << error.toStdString();
    file->scenario.gpuIds = {"a100-sxm4-80gb", "h100-sxm5-80gb", "l40s-48gb", "h20-96gb", "h200-sxm-141gb", "l20-48gb",
                             "b200-180gb"};
    ReportContent content;
    ASSERT_TRUE(makeReport(file->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    const QString html = reportHtml(content);
    int tables = 0;
    for (qsizetype at = html.indexOf(QStringLiteral("<table")); at >= 0; at = html.indexOf(QStringLiteral("<table"), at + 1)) {
        ++tables;
        const QString header = html.mid(at, html.indexOf(QStringLiteral("</tr>"), at) - at);
        // The row titles' column + 4 GPUs (header cells, not the <thead> that holds them).
        EXPECT_LE(header.count(QRegularExpression(QStringLiteral("<th[ >]"))), 5) << header.toStdString();
    }
    EXPECT_GE(tables, 8);   // comparison, latency at the rate, cost and bill of materials, two each
    for (const char *gpu : {"A100 SXM4 80GB", "L20 48GB", "B200 180GB"})
        EXPECT_TRUE(html.contains(QString::fromLatin1(gpu))) << gpu;
    EXPECT_TRUE(html.contains(QStringLiteral("<h3 style=\"page-break-before: always;\">Cost versus GPU count</h3>")));
}

// A serving report states the utilisation its costs use (100 %: a service runs around the clock; a
// QA pass read "0.70 (catalogue default)" beside costs at 1.00) and, renting, the budget's period.
TEST_F(FilesFixture, ServingReportStatesItsUtilisationAndTheBudgetsPeriod)
{
    QString error;
    auto file = readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/serve-10b-100qps.gpuplan"), &error);
    ASSERT_TRUE(file) << error.toStdString();
    file->scenario.budget.utilisation = 0;   // the default
    file->scenario.budget.acquisition = engine::Acquisition::Rent;
    file->scenario.budget.limit = 50'000;
    ReportContent content;
    ASSERT_TRUE(makeReport(file->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    const QString html = reportHtml(content);
    // In per cent and the electricity in the currency's sign, as the Budget page shows them (a zh_CN
    // QA pass read "1.00" and "0.72 CNY" beside "100%" and "¥0.720").
    EXPECT_TRUE(html.contains(QStringLiteral("100% (catalogue default)"))) << html.toStdString().substr(0, 800);
    EXPECT_FALSE(html.contains(QStringLiteral("70% (catalogue default)")));
    EXPECT_TRUE(html.contains(QStringLiteral("$0.100 (catalogue default)"))) << html.toStdString();
    // Hosting and staff in the currency's sign as well (a zh_TW QA pass read "6,080 TWD" beside NT$).
    EXPECT_TRUE(html.contains(QStringLiteral("$190 (catalogue default)"))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("$2,500 (catalogue default)"))) << html.toStdString();
    EXPECT_FALSE(html.contains(QStringLiteral(" USD (catalogue default)")));
    EXPECT_TRUE(html.contains(QStringLiteral("$50,000 of rent per month")));
}

// A report of a plan that does not fit says that is why nothing is priced, not that the GPUs have no
// prices (a procurement QA pass: a 70B full fine-tune on a fixed 8 H100 read "The price list has no
// prices for these GPUs").
TEST_F(FilesFixture, ReportOfAPlanThatDoesNotFitSaysWhyNothingIsPriced)
{
    QString error;
    auto file = readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan"), &error);
    ASSERT_TRUE(file) << error.toStdString();
    file->scenario.gpuIds = {"h100-sxm5-80gb"};
    file->scenario.gpuCount = 1;
    file->scenario.training.deadlineDays = 0;
    ReportContent content;
    ASSERT_TRUE(makeReport(file->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    ASSERT_FALSE(content.plan.options.front().fits);
    const QString html = reportHtml(content);
    EXPECT_TRUE(html.contains(QStringLiteral("No option fits, so none is priced"))) << html.toStdString().substr(0, 1500);
    EXPECT_FALSE(html.contains(QStringLiteral("The price list has no prices for these GPUs.")));
}

// The printed report gives the equation behind each number of the recommended option, the same text
// as the Results page's "Show the equation" (a zh_TW QA pass of a consultant's meeting: the equations
// on screen, none in the PDF); a plan with nothing recommended has no such section.
TEST_F(FilesFixture, ReportGivesTheEquationsOfTheRecommendedOption)
{
    const ReportContent content = exampleReport("train-10b-month.gpuplan");
    const engine::Option *rec = engine::recommendedOption(content.plan);
    ASSERT_NE(rec, nullptr);
    EXPECT_EQ(rec->gpuId, "h100-sxm5-80gb");
    const QString html = reportHtml(content);
    EXPECT_TRUE(html.contains(QStringLiteral("How the recommended option's numbers are computed")));
    EXPECT_TRUE(html.contains(QStringLiteral("The formula behind each number of the NVIDIA H100 SXM5 80GB column")));
    for (const ResultRow row : {ResultRow::Gpus, ResultRow::Memory, ResultRow::Time, ResultRow::Cost}) {
        const QString equation = equationFor(row, *rec, content.plan, content.scenario);
        ASSERT_FALSE(equation.isEmpty()) << static_cast<int>(row);
        EXPECT_TRUE(html.contains(equation)) << static_cast<int>(row);
    }
    // The memory equation's total is the recommended option's own.
    EXPECT_TRUE(html.contains(formatBytesExact(rec->memory.total())));

    QString error;
    engine::Scenario one = content.scenario;
    one.gpuIds = {"h100-sxm5-80gb"};
    one.gpuCount = 1;
    one.training.deadlineDays = 0;
    ReportContent none;
    ASSERT_TRUE(makeReport(one, planningCatalog(), QString(), &none, &error)) << error.toStdString();
    ASSERT_EQ(engine::recommendedOption(none.plan), nullptr);
    EXPECT_FALSE(reportHtml(none).contains(QStringLiteral("How the recommended option's numbers are computed")));
}

// A LoRA report names the adapters it trains, and where whole servers are more GPUs than the plan's
// count, what they are and how long the job takes on them (a QA pass: "on 2 GPUs … 9.3 hours", then
// "the hardware is needed for 1.8 hours", the time on the server's 8 GPUs, with nothing said).
TEST_F(FilesFixture, LoraReportNamesTheAdaptersAndWhatIsBought)
{
    const ReportContent content = exampleReport("lora-70b.gpuplan");
    const QString html = reportHtml(content);
    EXPECT_TRUE(html.contains(QStringLiteral("rank 16, all linear layers")));
    // With no horizon the cost table weighs buying and renting for the job alone, with no period (its
    // "horizon" is the job's time on the server bought; an English consultant's QA pass).
    EXPECT_TRUE(html.contains(QStringLiteral("For this one job: buy / rent")));
    EXPECT_FALSE(html.contains(QStringLiteral("Over the horizon")));
    const engine::Option *rec = engine::recommendedOption(content.plan);
    ASSERT_NE(rec, nullptr);
    ASSERT_TRUE(rec->purchase && rec->purchase->training);
    ASSERT_NE(rec->purchase->gpuCount, rec->gpuCount);   // 2 GPUs planned, a server of 8 bought
    EXPECT_TRUE(html.contains(QStringLiteral("In whole servers, that is 1 server of 8 GPUs (6 GPUs more than planned): %1 on all of them.")
                                  .arg(formatDays(rec->purchase->training->days))))
        << html.toStdString().substr(0, 2000);
}

// An Ascend recommended: its stack runs through torch_npu and its attention kernel is the NPU's fused one,
// not FlashAttention (a QA pass read "FlashAttention-2" and a plain "PyTorch FSDP2" beside an Ascend 910B);
// an NVIDIA one keeps the stack's own names.
TEST_F(FilesFixture, ReportNamesTheAscendStackAsItRuns)
{
    QString error;
    auto file = readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/lora-70b.gpuplan"), &error);
    ASSERT_TRUE(file) << error.toStdString();
    file->scenario.gpuIds = {"ascend-910b"};
    ReportContent content;
    ASSERT_TRUE(makeReport(file->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    ASSERT_EQ(content.plan.recommendedGpu, "ascend-910b");
    QString html = reportHtml(content);
    EXPECT_TRUE(html.contains(QStringLiteral("the NPU's fused attention (npu_fusion_attention)")) ||
                html.contains(QStringLiteral("the NPU&#39;s fused attention (npu_fusion_attention)")))
        << html.toStdString().substr(0, 3000);
    EXPECT_TRUE(html.contains(QStringLiteral("through torch_npu, chosen automatically for the layout")));
    EXPECT_FALSE(html.contains(QStringLiteral("FlashAttention")));
    file->scenario.gpuIds = {"h100-sxm5-80gb"};
    ASSERT_TRUE(makeReport(file->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    html = reportHtml(content);
    EXPECT_TRUE(html.contains(QStringLiteral("the training stack")));
    EXPECT_FALSE(html.contains(QStringLiteral("torch_npu")));
}

// The report's rent total over the horizon pays for the utilisation's share of the hours (docs/model.md
// §7: rent month × utilisation × horizon); the row says so, since the month above it is "around the
// clock" (a QA pass read 20,411 × 48 months against a total 30 % lower). A one-off training job rents
// its own hours and says nothing more.
TEST_F(FilesFixture, ReportSaysTheRentTotalIsAtTheUtilisation)
{
    ReportContent content = exampleReport("serve-10b-100qps.gpuplan");
    ASSERT_FALSE(content.plan.options.empty());
    // A service is rented every hour by default (it takes its load around the clock): nothing to say.
    EXPECT_DOUBLE_EQ(engine::purchaseCost(content.plan.options.front())->rentedShare, 1.0);
    EXPECT_FALSE(reportHtml(content).contains(QStringLiteral("of the hours, the utilisation")));
    engine::Scenario part = content.scenario;
    part.budget.utilisation = 0.7;   // given: rented 70 % of the hours
    QString error;
    ASSERT_TRUE(makeReport(part, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    const engine::CostEstimate *cost = engine::purchaseCost(content.plan.options.front());
    ASSERT_NE(cost, nullptr);
    EXPECT_DOUBLE_EQ(cost->rentedShare, 0.7);
    EXPECT_NEAR(cost->rentTotal, cost->rentMonth * 0.7 * cost->horizonMonths, 1e-6 * cost->rentTotal);
    EXPECT_TRUE(reportHtml(content).contains(QStringLiteral("rented for 70 % of the hours, the utilisation")));
    // The results table's buy-or-rent cell says it too (a GUI QA pass: 48 × $34,982 is not its total).
    EXPECT_TRUE(comparisonCell(ResultRow::BuyOrRent, content.plan.options.front(), content.plan, content.scenario)
                    .endsWith(QStringLiteral("(rented 70 % of the hours)")));
    content = exampleReport("train-10b-month.gpuplan");
    ASSERT_FALSE(content.plan.options.empty());
    EXPECT_DOUBLE_EQ(engine::purchaseCost(content.plan.options.front())->rentedShare, 1.0);
    EXPECT_FALSE(reportHtml(content).contains(QStringLiteral("of the hours, the utilisation")));
}

// Serving at a request rate: the printed report gives each option's latency at that rate under the
// comparison (docs/model.md §5.8), the plan's own figures; training and serving without a rate do not.
TEST_F(FilesFixture, ReportShowsTheLatencyAtTheRequestedRate)
{
    QString error;
    const auto serving = readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/serve-10b-100qps.gpuplan"), &error);
    ASSERT_TRUE(serving) << error.toStdString();
    ReportContent content;
    ASSERT_TRUE(makeReport(serving->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    QString html = reportHtml(content);
    EXPECT_TRUE(html.contains(QStringLiteral("<h3>Latency at the requested rate</h3>")));
    int shown = 0;
    for (const engine::Option &o : content.plan.options)
        if (o.inference && o.inference->atLoad) {
            EXPECT_TRUE(html.contains(QStringLiteral("<td>%1</td>").arg(formatMs(o.inference->atLoad->itlMs)))
                        || html.contains(QStringLiteral("<td bgcolor=\"#dff3df\">%1</td>").arg(formatMs(o.inference->atLoad->itlMs))))
                << o.gpuId;
            ++shown;
        }
    EXPECT_EQ(shown, 3);
    engine::Scenario noRate = serving->scenario;
    noRate.inference.qps = 0;
    ASSERT_TRUE(makeReport(noRate, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    EXPECT_FALSE(reportHtml(content).contains(QStringLiteral("Latency at the requested rate")));
    const auto training = readScenarioFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan"), &error);
    ASSERT_TRUE(training) << error.toStdString();
    ASSERT_TRUE(makeReport(training->scenario, planningCatalog(), QString(), &content, &error)) << error.toStdString();
    EXPECT_FALSE(reportHtml(content).contains(QStringLiteral("Latency at the requested rate")));
}

// Quick edits of one field are one step of undo; another field is a step of its own however quick
// (an English consultant typed the QPS, the TTFT and the TPOT within three seconds, and one undo took
// all three back).
TEST(ScenarioModelUndo, EachFieldIsItsOwnStep)
{
    ScenarioModel model;
    engine::Scenario s = model.scenario();
    s.inference.qps = 5;
    model.setScenario(s);
    s.inference.qps = 50;   // "5", then "50": the same field, typed
    model.setScenario(s);
    s.inference.ttftMs = 500;
    model.setScenario(s);
    s.inference.tpotMs = 40;
    model.setScenario(s);
    model.undoStack()->undo();
    EXPECT_EQ(model.scenario().inference.tpotMs, 0);
    EXPECT_EQ(model.scenario().inference.ttftMs, 500);
    model.undoStack()->undo();
    EXPECT_EQ(model.scenario().inference.ttftMs, 0);
    EXPECT_EQ(model.scenario().inference.qps, 50);
    model.undoStack()->undo();   // the QPS as one step, both keystrokes
    EXPECT_EQ(model.scenario().inference.qps, blankScenario().inference.qps);
}

// Tab leaves the results' tables for the next control (the arrows move between cells): Tab went from
// cell to cell and round again, and nothing past the comparison table could be reached without the
// mouse (an English consultant's QA pass in presentation mode).
TEST_F(FilesFixture, TabLeavesTheResultsTables)
{
    ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan")));
    ASSERT_TRUE(window->wizard().waitForPlan());
    const QList<QTableWidget *> tables = window->wizard().resultsPage()->findChildren<QTableWidget *>();
    ASSERT_GE(tables.size(), 3);
    for (const QTableWidget *t : tables)
        EXPECT_FALSE(t->tabKeyNavigation()) << t->objectName().toStdString();
}
