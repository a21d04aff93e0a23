// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The file dialogs of the program: wide enough that the type and date columns of Chinese file
// lists are not cut, and starting in a folder that exists (a missing ~/Documents would otherwise
// become the proposed file name).

#include <QString>

class QWidget;

namespace gpuplan::ui {

// The user's Documents folder when it exists, else the home folder.
QString documentsFolder();
// An existing file to open from `dir`; empty when cancelled.
QString askOpenFile(QWidget *parent, const QString &title, const QString &dir, const QString &filter);
// A path to save to, proposing `path`; `selectedFilter` (optional) receives the filter chosen.
QString askSaveFile(QWidget *parent, const QString &title, const QString &path, const QString &filter,
                    QString *selectedFilter = nullptr);

} // namespace gpuplan::ui
