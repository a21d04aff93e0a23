// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QTemporaryDir>

#include <cstdio>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    // gtest_discover_tests runs this binary at build time without a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    // ctest runs every test as its own process, two or more at a time. Each process gets its own
    // settings and data folders, so the recent-files list, the remembered language and the
    // autosave of one test never show up in another (QStandardPaths' test mode would share
    // ~/.qttest between them). The folder lives until the process ends.
    QTemporaryDir sandbox;
    if (!sandbox.isValid()) {
        fprintf(stderr, "ui_test: cannot create a temporary folder for settings\n");
        return 2;
    }
    qputenv("XDG_CONFIG_HOME", sandbox.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", sandbox.filePath(QStringLiteral("data")).toLocal8Bit());
    qputenv("XDG_STATE_HOME", sandbox.filePath(QStringLiteral("state")).toLocal8Bit());

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpuplan-test"));
    QApplication::setApplicationName(QStringLiteral("gpuplan-test"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
