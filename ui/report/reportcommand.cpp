// SPDX-License-Identifier: GPL-3.0-or-later
// gpuplan report (and gpuplan-cli report, which runs it): the PDF of a scenario file without a
// display, on the offscreen platform. No wizard is built: the report is a function of the file.

#include "report.h"

#include "languagemanager.h"
#include "persistence/scenariofileio.h"
#include "prices/priceoverrides.h"
#include "presets.h"

#include <QApplication>
#include <QFileInfo>
#include <QStandardPaths>
#include <cstdio>
#include <cstring>
#include <string>

namespace gpuplan::ui {

int runReportCommand(int argc, char **argv)
{
    // argv[0] is "gpuplan-cli" when gpuplan-cli runs this program for its report command.
    std::string program = argc > 0 && argv[0] ? argv[0] : "gpuplan";
    program = program.substr(program.find_last_of('/') + 1) + " report";
    const char *prog = program.c_str();
    std::string scenario, out, lang = "en";
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&](std::string &target) {
            if (i + 1 >= argc)
                return false;
            target = argv[++i];
            return true;
        };
        bool ok = true;
        if (a == "--scenario")
            ok = value(scenario);
        else if (a == "--out")
            ok = value(out);
        else if (a == "--lang")
            ok = value(lang);
        else if (a == "--help" || a == "-h") {
            std::printf("usage: %s --scenario FILE --out R.pdf [--lang en|zh_CN|zh_TW]\n", prog);
            return 0;
        } else {
            std::fprintf(stderr, "%s: unknown option %s\n", prog, a.c_str());
            return 2;
        }
        if (!ok) {
            std::fprintf(stderr, "%s: %s needs a value\n", prog, a.c_str());
            return 2;
        }
    }
    if (scenario.empty() || out.empty()) {
        std::fprintf(stderr, "%s: --scenario FILE and --out R.pdf are required\n", prog);
        return 2;
    }
    // The report is a PDF: a file named otherwise would hold one under a name that says something else
    // (a QA pass wrote x.txt without a word).
    const QString outPath = QString::fromLocal8Bit(out.c_str());
    if (!QFileInfo(outPath).isDir() && !outPath.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) {
        std::fprintf(stderr, "%s: --out: %s: the report is a PDF; name the file *.pdf\n", prog, out.c_str());
        return 2;
    }
    if (lang != "en" && lang != "zh_CN" && lang != "zh_TW") {
        std::fprintf(stderr, "%s: --lang: use en, zh_CN or zh_TW\n", prog);
        return 2;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // A command's stderr carries its one line of error: Qt's own notes (QStandardPaths on a
    // missing XDG_RUNTIME_DIR, font fallbacks) are not for the user of a command line.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
    });
    int qtArgc = 1;
    QApplication app(qtArgc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    LanguageManager language;
    language.switchTo(QString::fromStdString(lang), false);
    applyStoredPriceOverrides();   // the same prices as the GUI and `gpuplan-cli plan`

    QString error;
    const QString path = QString::fromLocal8Bit(scenario.c_str());
    const std::optional<engine::ScenarioFile> file = readScenarioFile(path, &error);
    if (!file) {
        std::fprintf(stderr, "%s: %s\n", prog, error.toUtf8().constData());
        return 2;
    }
    ReportContent content;
    if (!makeReport(file->scenario, planningCatalog(), QFileInfo(path).fileName(), &content, &error)) {
        // The file the value is in, as `gpuplan-cli plan` names it (a QA pass read the value alone).
        std::fprintf(stderr, "%s: %s: %s\n", prog, scenario.c_str(), error.toUtf8().constData());
        return 2;
    }
    if (!writePdfReport(content, QString::fromLocal8Bit(out.c_str()), &error)) {   // --out names a folder or a missing one
        std::fprintf(stderr, "%s: --out: %s\n", prog, error.toUtf8().constData());
        return 2;
    }
    return 0;
}

} // namespace gpuplan::ui
