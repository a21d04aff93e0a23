// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshot.h"

#include "mainwindow.h"
#include "wizard/scenariowizard.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QStringList>
#include <cstdio>

namespace gpuplan::ui {

QStringList pageNames()
{
    return {QStringLiteral("start"), QStringLiteral("model"), QStringLiteral("scale"), QStringLiteral("precision"),
            QStringLiteral("workload"), QStringLiteral("budget"), QStringLiteral("results")};
}

int pageIdFromName(const QString &name)
{
    return static_cast<int>(pageNames().indexOf(name));
}

int saveScreenshot(MainWindow &window, int pageId, const QString &path)
{
    ScenarioWizard &wizard = window.wizard();
    wizard.goToPage(pageId);
    if (wizard.currentId() != pageId) {
        std::fprintf(stderr, "gpuplan: could not reach page %d (a page refused to continue)\n", pageId);
        return 1;
    }
    if (!wizard.waitForPlan()) {
        std::fprintf(stderr, "gpuplan: the plan did not finish in time\n");
        return 1;
    }
    QCoreApplication::processEvents();
    const QPixmap pixmap = window.grab();
    if (!pixmap.save(path)) {
        std::fprintf(stderr, "gpuplan: cannot write %s\n", qPrintable(path));
        return 1;
    }
    return 0;
}

} // namespace gpuplan::ui
