#pragma once

#include <QMainWindow>

namespace gpuplan::ui {

// Shown until the wizard lands (issue 4): proves the GUI builds, starts and reads the catalogue.
class PlaceholderWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit PlaceholderWindow(QWidget *parent = nullptr);
};

} // namespace gpuplan::ui
