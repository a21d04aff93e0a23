// SPDX-License-Identifier: GPL-3.0-or-later
// gpuplan-cli report: the PDF without a display (the GUI's renderer on the offscreen platform).

#include "report.h"

#include "languagemanager.h"
#include "persistence/scenariodocument.h"
#include "prices/priceoverrides.h"
#include "wizard/scenariowizard.h"

#include <QApplication>
#include <QStandardPaths>
#include <cstdio>
#include <cstring>
#include <string>

namespace gpuplan::ui {

int runReportCommand(int argc, char **argv)
{
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
            std::printf("usage: gpuplan-cli report --scenario FILE --out R.pdf [--lang en|zh_CN|zh_TW]\n");
            return 0;
        } else {
            std::fprintf(stderr, "gpuplan-cli report: unknown option %s\n", a.c_str());
            return 2;
        }
        if (!ok) {
            std::fprintf(stderr, "gpuplan-cli report: %s needs a value\n", a.c_str());
            return 2;
        }
    }
    if (scenario.empty() || out.empty()) {
        std::fprintf(stderr, "gpuplan-cli report: --scenario FILE and --out R.pdf are required\n");
        return 2;
    }
    if (lang != "en" && lang != "zh_CN" && lang != "zh_TW") {
        std::fprintf(stderr, "gpuplan-cli report: --lang: use en, zh_CN or zh_TW\n");
        return 2;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QApplication app(qtArgc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    LanguageManager language;
    language.switchTo(QString::fromStdString(lang), false);
    applyStoredPriceOverrides();   // the same prices as the GUI and `gpuplan-cli plan`

    ScenarioWizard wizard(language);
    wizard.setInteractive(false);
    wizard.document().setAutosaveEnabled(false);
    wizard.document().setRememberRecent(false);
    QString error;
    if (!wizard.loadScenarioFile(QString::fromLocal8Bit(scenario.c_str()), &error)) {
        std::fprintf(stderr, "gpuplan-cli report: %s\n", error.toUtf8().constData());
        return 2;
    }
    wizard.resize(1280, 720);
    wizard.show();
    ReportContent content;
    if (!gatherReport(wizard, &content, &error)) {
        std::fprintf(stderr, "gpuplan-cli report: %s\n", error.toUtf8().constData());
        return 2;
    }
    if (!writePdfReport(content, QString::fromLocal8Bit(out.c_str()), &error)) {
        std::fprintf(stderr, "gpuplan-cli report: %s\n", error.toUtf8().constData());
        return 1;
    }
    return 0;
}

} // namespace gpuplan::ui
