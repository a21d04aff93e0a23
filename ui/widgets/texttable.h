// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A read-only table of text the Results page and its panels show: cells wrap instead of eliding and
// rows grow to their text (Chinese and German cells are long).

#include <QHeaderView>
#include <QTableWidget>

namespace gpuplan::ui {

inline QTableWidget *newTextTable(QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideNone);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}

} // namespace gpuplan::ui
