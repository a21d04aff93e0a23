// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QScreen>
#include <QTimer>

#include <cstdio>
#include <cstring>

#include "languagemanager.h"
#include "mainwindow.h"
#include "persistence/scenariodocument.h"
#include "persistence/scenariofileio.h"
#include "presets.h"
#include "prices/priceoverrides.h"
#include "report/report.h"
#include "screenshot.h"
#include "settings.h"
#include "wizard/scenariowizard.h"
#include "wizard/startpage.h"

namespace {

// The program's options, in the order --help lists them; the index of each is its Option.
enum Option { Lang, ScenarioFile, Preset, Page, Screenshot, ExportPresets, RestoreAutosave, DumpScenario, Presentation };
struct OptionText
{
    const char *name;
    const char *description;   // "%1": the page names
    const char *value;         // the value's name; none for a flag
};
constexpr OptionText kOptions[] = {
    {"lang", "Language: en, zh_CN or zh_TW.", "lang"},
    {"scenario", "Open a .gpuplan scenario file.", "file"},
    {"preset", "Start from a preset scenario (e.g. serve-10b-100qps).", "id"},
    {"page", "Page to show: %1.", "page"},
    {"screenshot", "Render the page offscreen to a PNG and exit.", "out.png"},
    {"export-presets", "Write every preset as DIR/<id>.gpuplan and exit.", "dir"},
    {"restore-autosave-if-any", "Restore the autosave of a crashed run without asking.", nullptr},
    {"dump-scenario", "After startup, write the current scenario to FILE and exit (for tests).", "file"},
    {"presentation", "Start in presentation mode (F11: full screen, larger text); with --screenshot, render at that "
                     "text size.", nullptr},
};

// The application's names, desktop entry and icon.
void setUpApplication()
{
    QApplication::setOrganizationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    // The installed .desktop entry (dist/unix) and the icon theme's name for the app; the bundled
    // SVG when the theme has no such icon (run from the build tree).
    QGuiApplication::setDesktopFileName(QStringLiteral("org.gpuplan.gpuplan"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.gpuplan.gpuplan"),
                                                 QIcon(QStringLiteral(":/icons/gpuplan.svg"))));
}

// The options of kOptions and the positional file; the list's index of each is its Option.
QList<QCommandLineOption> addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral("Plan GPUs for training, fine-tuning and serving large models."));
    parser.addHelpOption();
    parser.addVersionOption();
    QList<QCommandLineOption> options;
    for (const OptionText &o : kOptions) {
        QString description = QString::fromUtf8(o.description);
        if (description.contains(QStringLiteral("%1")))
            description = description.arg(gpuplan::ui::pageNames().join(u", "));
        options.append(o.value ? QCommandLineOption(QString::fromUtf8(o.name), description, QString::fromUtf8(o.value))
                               : QCommandLineOption(QString::fromUtf8(o.name), description));
    }
    parser.addOptions(options);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A .gpuplan scenario file to open."),
                                 QStringLiteral("[file]"));
    return options;
}

// A value the program cannot take, said in one line on stderr (exit code 2): checked before the
// window system is reached, where the arguments parse without Qt's own options, so that a bad value
// is said even without a display, and again after QApplication has taken its options.
int refuseBadValues(const QCommandLineParser &parser, const QList<QCommandLineOption> &options)
{
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "gpuplan: give at most one scenario file\n");
        return 2;
    }
    if (parser.isSet(options[Lang]) && !gpuplan::ui::LanguageManager::languages().contains(parser.value(options[Lang]))) {
        std::fprintf(stderr, "gpuplan: --lang: use en, zh_CN or zh_TW\n");
        return 2;
    }
    if (parser.isSet(options[Page]) && gpuplan::ui::pageIdFromName(parser.value(options[Page])) < 0) {
        std::fprintf(stderr, "gpuplan: --page: use one of %s\n", qPrintable(gpuplan::ui::pageNames().join(u", ")));
        return 2;
    }
    return 0;
}

// --export-presets DIR: every preset as DIR/<id>.gpuplan, their paths on stdout.
int exportPresetFiles(const QString &dir)
{
    QString error;
    const QStringList files = gpuplan::ui::exportPresets(dir, &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "gpuplan: %s\n", qPrintable(error));
        return 2;
    }
    for (const QString &f : files)
        std::printf("%s\n", qPrintable(f));
    return 0;
}

// The window as a user gets it: maximised on a laptop's first start, in presentation mode when asked,
// on the page asked for, offering the autosave of a crashed run.
void showWindow(gpuplan::ui::MainWindow &window, const QCommandLineParser &parser, const QList<QCommandLineOption> &options,
                int pageId)
{
    gpuplan::ui::ScenarioWizard &wizard = window.wizard();
    // The first start on a laptop screen (1366 x 768, 1280 x 800) fills it: at the default
    // 1200 x 720 the comparison's last rows sat below the fold. Later starts keep the user's window.
    const QScreen *screen = window.screen();
    const QSize avail = screen ? screen->availableGeometry().size() : QSize();
    if (gpuplan::ui::settings::windowGeometry().isEmpty() && avail.isValid() && (avail.width() < 1440 || avail.height() < 900))
        window.showMaximized();
    else
        window.show();
    if (parser.isSet(options[Presentation]))
        window.setPresentationMode(true);
    if (pageId != gpuplan::ui::ScenarioWizard::StartPageId)
        QTimer::singleShot(0, &wizard, [&wizard, pageId] { wizard.goToPage(pageId); });
    if (!parser.isSet(options[RestoreAutosave]) && gpuplan::ui::ScenarioDocument::hasAutosave())
        QTimer::singleShot(0, &window, [&window] { window.offerAutosaveRestore(); });
}

// What the command line asks to open: a scenario file, a file from a file manager, a preset, the
// autosave. 0 when done; else the exit code, the reason on stderr.
int openRequested(gpuplan::ui::MainWindow &window, const QCommandLineParser &parser, const QList<QCommandLineOption> &options,
                  bool headless, int &pageId)
{
    if (parser.isSet(options[ScenarioFile])) {
        // Headless (a screenshot, a dump): the reason on stderr and exit code 2. With a window, a file
        // that cannot be read is said there and the wizard opens (a QA pass saw no window at all).
        QString error;
        if (headless && !window.loadScenarioFile(parser.value(options[ScenarioFile]), &error)) {
            std::fprintf(stderr, "gpuplan: %s\n", qPrintable(error));
            return 2;
        }
        if (!headless)
            window.openFile(parser.value(options[ScenarioFile]));
    }
    if (!parser.positionalArguments().isEmpty()) {
        // From a file manager: a bad file gets a message and the wizard still opens.
        const QString path = parser.positionalArguments().constFirst();
        const bool opened = window.openFile(path);
        if (!opened && headless) {
            std::fprintf(stderr, "gpuplan: %s\n", qPrintable(window.lastError()));
            return 2;
        }
        if (opened && !parser.isSet(options[Page]))
            pageId = gpuplan::ui::ScenarioWizard::ResultsPageId;   // a double click shows the answer
    }
    if (parser.isSet(options[Preset]) && !window.wizard().startPage()->choosePreset(parser.value(options[Preset]))) {
        std::fprintf(stderr, "gpuplan: --preset: unknown preset '%s'\n", qPrintable(parser.value(options[Preset])));
        return 2;
    }
    if (parser.isSet(options[RestoreAutosave]))
        window.offerAutosaveRestore(true);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    // `gpuplan report …` (also what `gpuplan-cli report` runs): the PDF without a window.
    if (argc > 1 && std::strcmp(argv[1], "report") == 0)
        return gpuplan::ui::runReportCommand(argc, argv);
    // Screenshots, --help and --version work without a display: choose offscreen before
    // QApplication exists, unless the caller picked a platform.
    for (int i = 1; i < argc; ++i)
        for (const char *headless : {"--screenshot", "--export-presets", "--dump-scenario", "--help", "-h", "--help-all",
                                     "--version", "-v"})
            if (std::strcmp(argv[i], headless) == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");

    {
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        QCommandLineParser early;
        const QList<QCommandLineOption> options = addOptions(early);
        if (early.parse(arguments))   // Qt's own options (-platform, -style) wait for QApplication
            if (const int refused = refuseBadValues(early, options); refused != 0)
                return refused;
    }

    QApplication app(argc, argv);
    setUpApplication();

    QCommandLineParser parser;
    const QList<QCommandLineOption> options = addOptions(parser);
    parser.process(app);

    if (parser.isSet(options[ExportPresets]))
        return exportPresetFiles(parser.value(options[ExportPresets]));
    if (const int refused = refuseBadValues(parser, options); refused != 0)
        return refused;

    const bool screenshot = parser.isSet(options[Screenshot]);
    gpuplan::ui::LanguageManager language;
    QString lang = gpuplan::ui::LanguageManager::initialLanguage();
    if (parser.isSet(options[Lang]))
        lang = parser.value(options[Lang]);
    language.switchTo(lang, !screenshot && parser.isSet(options[Lang]));

    int pageId = gpuplan::ui::ScenarioWizard::StartPageId;
    if (parser.isSet(options[Page]))
        pageId = gpuplan::ui::pageIdFromName(parser.value(options[Page]));

    const bool dump = parser.isSet(options[DumpScenario]);
    gpuplan::ui::MainWindow window(language);
    gpuplan::ui::ScenarioWizard &wizard = window.wizard();
    window.setInteractive(!screenshot && !dump);
    // A screenshot or a dump does not add the file it opens to File › Recent (a QA pass found its
    // screenshots listed there).
    window.document().setRememberRecent(!screenshot && !dump);
    if (screenshot)
        window.document().setAutosaveEnabled(false);   // screenshots never touch the user's files
    else
        window.restoreSettings();
    // The prices of Edit › Prices, as the window and gpuplan-cli use them: a screenshot shows what the
    // window shows (a procurement QA pass: its H100 was USD 325,461 where both said 280,461).
    window.applyStoredPrices();
    window.startupFinished();
    if (const int failed = openRequested(window, parser, options, screenshot || dump, pageId); failed != 0)
        return failed;
    if (dump) {
        QString error;
        if (!gpuplan::ui::writeScenarioFile(parser.value(options[DumpScenario]), wizard.model().scenario(),
                                            window.document().extrasJson(), &error)) {
            std::fprintf(stderr, "gpuplan: %s\n", qPrintable(error));
            return 2;
        }
        return 0;
    }
    if (screenshot) {
        if (parser.isSet(options[Presentation]))   // a projector's 1366 x 768 at the presentation text size
            language.setZoom(gpuplan::ui::MainWindow::kPresentationZoom);
        window.resize(parser.isSet(options[Presentation]) ? QSize(1366, 768) : QSize(1280, 720));
        window.show();
        return gpuplan::ui::saveScreenshot(window, pageId, parser.value(options[Screenshot]));
    }
    showWindow(window, parser, options, pageId);
    return app.exec();
}
