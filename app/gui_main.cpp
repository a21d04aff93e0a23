#include <QApplication>

#include "placeholderwindow.h"

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationName(QStringLiteral("gpuplan"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    gpuplan::ui::PlaceholderWindow window;
    window.show();
    return app.exec();
}
