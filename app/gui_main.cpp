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

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    // The installed .desktop entry (dist/unix) and the icon theme's name for the app; the bundled
    // SVG when the theme has no such icon (run from the build tree).
    QGuiApplication::setDesktopFileName(QStringLiteral("org.gpuplan.gpuplan"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.gpuplan.gpuplan"),
                                                 QIcon(QStringLiteral(":/icons/gpuplan.svg"))));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Plan GPUs for training, fine-tuning and serving large models."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("Language: en, zh_CN or zh_TW."),
                                        QStringLiteral("lang"));
    const QCommandLineOption scenarioOption(QStringLiteral("scenario"),
                                            QStringLiteral("Open a .gpuplan scenario file."),
                                            QStringLiteral("file"));
    const QCommandLineOption presetOption(QStringLiteral("preset"),
                                          QStringLiteral("Start from a preset scenario (e.g. serve-10b-100qps)."),
                                          QStringLiteral("id"));
    const QCommandLineOption pageOption(QStringLiteral("page"),
                                        QStringLiteral("Page to show: %1.").arg(gpuplan::ui::pageNames().join(u", ")),
                                        QStringLiteral("page"));
    const QCommandLineOption shotOption(QStringLiteral("screenshot"),
                                        QStringLiteral("Render the page offscreen to a PNG and exit."),
                                        QStringLiteral("out.png"));
    const QCommandLineOption exportPresetsOption(QStringLiteral("export-presets"),
                                                 QStringLiteral("Write every preset as DIR/<id>.gpuplan and exit."),
                                                 QStringLiteral("dir"));
    const QCommandLineOption restoreOption(QStringLiteral("restore-autosave-if-any"),
                                           QStringLiteral("Restore the autosave of a crashed run without asking."));
    const QCommandLineOption dumpOption(QStringLiteral("dump-scenario"),
                                        QStringLiteral("After startup, write the current scenario to FILE and exit "
                                                       "(for tests)."),
                                        QStringLiteral("file"));
    const QCommandLineOption presentationOption(QStringLiteral("presentation"),
                                                QStringLiteral("Start in presentation mode (F11: full screen, larger "
                                                               "text); with --screenshot, render at that text size."));
    parser.addOptions({langOption, scenarioOption, presetOption, pageOption, shotOption, exportPresetsOption,
                       restoreOption, dumpOption, presentationOption});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A .gpuplan scenario file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    if (parser.isSet(exportPresetsOption)) {
        QString error;
        const QStringList files = gpuplan::ui::exportPresets(parser.value(exportPresetsOption), &error);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "gpuplan: %s\n", qPrintable(error));
            return 2;
        }
        for (const QString &f : files)
            std::printf("%s\n", qPrintable(f));
        return 0;
    }
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "gpuplan: give at most one scenario file\n");
        return 2;
    }

    const bool screenshot = parser.isSet(shotOption);
    gpuplan::ui::LanguageManager language;
    QString lang = gpuplan::ui::LanguageManager::initialLanguage();
    if (parser.isSet(langOption)) {
        lang = parser.value(langOption);
        if (!gpuplan::ui::LanguageManager::languages().contains(lang)) {
            std::fprintf(stderr, "gpuplan: --lang: use en, zh_CN or zh_TW\n");
            return 2;
        }
    }
    language.switchTo(lang, !screenshot && parser.isSet(langOption));

    int pageId = gpuplan::ui::ScenarioWizard::StartPageId;
    if (parser.isSet(pageOption)) {
        pageId = gpuplan::ui::pageIdFromName(parser.value(pageOption));
        if (pageId < 0) {
            std::fprintf(stderr, "gpuplan: --page: use one of %s\n",
                         qPrintable(gpuplan::ui::pageNames().join(u", ")));
            return 2;
        }
    }

    const bool dump = parser.isSet(dumpOption);
    gpuplan::ui::MainWindow window(language);
    gpuplan::ui::ScenarioWizard &wizard = window.wizard();
    window.setInteractive(!screenshot && !dump);
    if (screenshot) {
        window.document().setAutosaveEnabled(false);   // screenshots never touch the user's files
    } else {
        gpuplan::ui::applyStoredPriceOverrides();
        window.restoreSettings();
    }
    window.startupFinished();
    if (parser.isSet(scenarioOption)) {
        QString error;
        if (!window.loadScenarioFile(parser.value(scenarioOption), &error)) {
            std::fprintf(stderr, "gpuplan: %s\n", qPrintable(error));
            return 2;
        }
    }
    if (!parser.positionalArguments().isEmpty()) {
        // From a file manager: a bad file gets a message and the wizard still opens.
        const QString path = parser.positionalArguments().constFirst();
        const bool opened = window.openFile(path);
        if (!opened && (screenshot || dump)) {
            std::fprintf(stderr, "gpuplan: %s\n", qPrintable(window.lastError()));
            return 2;
        }
        if (opened && !parser.isSet(pageOption))
            pageId = gpuplan::ui::ScenarioWizard::ResultsPageId;   // a double click shows the answer
    }
    if (parser.isSet(presetOption) && !wizard.startPage()->choosePreset(parser.value(presetOption))) {
        std::fprintf(stderr, "gpuplan: --preset: unknown preset '%s'\n", qPrintable(parser.value(presetOption)));
        return 2;
    }
    if (parser.isSet(restoreOption))
        window.offerAutosaveRestore(true);
    if (dump) {
        QString error;
        if (!gpuplan::ui::writeScenarioFile(parser.value(dumpOption), wizard.model().scenario(),
                                            window.document().extrasJson(), &error)) {
            std::fprintf(stderr, "gpuplan: %s\n", qPrintable(error));
            return 2;
        }
        return 0;
    }
    if (screenshot) {
        if (parser.isSet(presentationOption))   // a projector's 1366 x 768 at the presentation text size
            language.setZoom(gpuplan::ui::MainWindow::kPresentationZoom);
        window.resize(parser.isSet(presentationOption) ? QSize(1366, 768) : QSize(1280, 720));
        window.show();
        return gpuplan::ui::saveScreenshot(window, pageId, parser.value(shotOption));
    }
    // The first start on a laptop screen (1366 x 768, 1280 x 800) fills it: at the default
    // 1200 x 720 the comparison's last rows sat below the fold. Later starts keep the user's window.
    const QScreen *screen = window.screen();
    const QSize avail = screen ? screen->availableGeometry().size() : QSize();
    if (gpuplan::ui::settings::windowGeometry().isEmpty() && avail.isValid() && (avail.width() < 1440 || avail.height() < 900))
        window.showMaximized();
    else
        window.show();
    if (parser.isSet(presentationOption))
        window.setPresentationMode(true);
    if (pageId != gpuplan::ui::ScenarioWizard::StartPageId)
        QTimer::singleShot(0, &wizard, [&wizard, pageId] { wizard.goToPage(pageId); });
    if (!parser.isSet(restoreOption) && gpuplan::ui::ScenarioDocument::hasAutosave())
        QTimer::singleShot(0, &window, [&window] { window.offerAutosaveRestore(); });
    return app.exec();
}
