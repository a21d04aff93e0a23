// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A read-only table of text the Results page and its panels show: cells wrap instead of eliding and
// rows grow to their text (Chinese and German cells are long).

#include <QHeaderView>
#include <QStyledItemDelegate>
#include <QTableWidget>

namespace gpuplan::ui {

// Qt's delegate measures a wrapped cell a few pixels wider than it paints it, so a cell that just
// fits on one line when measured gets a one-line row and is painted as one elided line ("MFU …"
// in 繁體中文 presentation mode). This one measures the wrapped height at the painted width.
class WrappedTextDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        const auto *view = qobject_cast<const QTableView *>(option.widget);
        const QString text = index.data(Qt::DisplayRole).toString();
        if (!view || text.isEmpty())
            return size;
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        const int margin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, &o, view) + 1) + 4;
        const int width = std::max(1, view->columnWidth(index.column()) - margin);
        const QRect r = o.fontMetrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text);
        size.setHeight(std::max(size.height(), r.height() + 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameVMargin, &o, view) + 1)));
        return size;
    }
};

inline QTableWidget *newTextTable(QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideNone);
    table->setItemDelegate(new WrappedTextDelegate(table));
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Row heights follow the column widths: Qt sizes rows to their text when the data changes but
    // not when a column narrows.
    QObject::connect(table->horizontalHeader(), &QHeaderView::sectionResized, table, [table] { table->resizeRowsToContents(); });
    return table;
}

} // namespace gpuplan::ui
