#include <QApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    // gtest_discover_tests runs this binary at build time without a display (qt-toolchain.md P3).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);   // QSettings go to a test location, not the user's
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpuplan-test"));
    QApplication::setApplicationName(QStringLiteral("gpuplan-test"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
