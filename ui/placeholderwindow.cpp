#include "placeholderwindow.h"

#include <QLabel>

#include "bundled.h"

namespace gpuplan::ui {

PlaceholderWindow::PlaceholderWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("gpuplan"));
    const auto &catalog = bundled::catalog();
    auto *label = new QLabel(this);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    if (catalog)
        label->setText(tr("gpuplan %1\n\nCatalogue: %n GPU(s) loaded. The planning wizard is on its way; "
                          "use gpuplan-cli meanwhile.", nullptr, static_cast<int>(catalog->gpus.size()))
                           .arg(QStringLiteral(GPUPLAN_VERSION)));
    else
        label->setText(tr("The bundled catalogue is invalid: %1").arg(QString::fromStdString(engine::describe(catalog.issue()))));
    setCentralWidget(label);
    resize(640, 400);
}

} // namespace gpuplan::ui
