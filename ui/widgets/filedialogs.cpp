// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QDateTime>
#include <QHeaderView>
#include <QLocale>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <QStandardPaths>

namespace gpuplan::ui {

namespace {
QString runDialog(QFileDialog &dialog, QString *selectedFilter)
{
    // Qt's details view keeps fixed column widths: give size, type and date the room of their
    // text (the type and date of a Chinese listing were cut to "純…件", "1 Dec …:02").
    if (auto *tree = dialog.findChild<QTreeView *>(); tree && tree->header()->count() >= 4) {
        const QFontMetrics fm(tree->font());
        const int pad = fm.averageCharWidth() * 3;
        const QString date = QLocale::system().toString(QDateTime::currentDateTime(), QLocale::ShortFormat);
        const int widths[] = {fm.horizontalAdvance(QStringLiteral("000.00 KiB")) + pad,
                              fm.horizontalAdvance(QStringLiteral("gpuplan 文件 File")) + pad, fm.horizontalAdvance(date) + pad};
        QTimer::singleShot(0, tree, [tree, widths] {   // after the dialog restores its own header state
            for (int column = 1; column <= 3; ++column)
                tree->header()->resizeSection(column, std::max(tree->header()->sectionSize(column), widths[column - 1]));
        });
    }
    dialog.resize(dialog.sizeHint().expandedTo(QSize(dialog.fontMetrics().averageCharWidth() * 150,
                                                     dialog.fontMetrics().height() * 32)));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    if (selectedFilter)
        *selectedFilter = dialog.selectedNameFilter();
    return dialog.selectedFiles().constFirst();
}
} // namespace

QString documentsFolder()
{
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !docs.isEmpty() && QDir(docs).exists() ? docs : QDir::homePath();
}

QString askOpenFile(QWidget *parent, const QString &title, const QString &dir, const QString &filter)
{
    QFileDialog dialog(parent, title, dir, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return runDialog(dialog, nullptr);
}

QString askSaveFile(QWidget *parent, const QString &title, const QString &path, const QString &filter, QString *selectedFilter)
{
    QFileDialog dialog(parent, title, QString(), filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.selectFile(path);
    return runDialog(dialog, selectedFilter);
}

} // namespace gpuplan::ui
