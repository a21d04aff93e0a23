// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A read-only table of text the Results page and its panels show: cells wrap instead of eliding and
// rows grow to their text (Chinese and German cells are long).

#include "text/typography.h"

#include <QEvent>
#include <QResizeEvent>
#include <QHeaderView>
#include <algorithm>
#include <QRegularExpression>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTextBoundaryFinder>
#include <QTimer>

namespace gpuplan::ui {

// A wrapped cell whose lines mix Latin and Chinese text is laid out with the taller fallback font's
// line height when painted, but measured a few pixels shorter: the row held one line less than the
// text and Qt painted it as one elided line ("148,157 token/秒，MFU …" in 繁體中文 presentation
// mode). This delegate gives a multi-line Chinese cell the descent of its font once more.
//
// It also keeps numbers with their units when it wraps ("12.8 秒", "GB/s": ui/text/typography.h); the
// cells' text itself (copied, exported, tested) is unchanged.
class WrappedTextDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        // Only where each number and its unit fit the column: seven GPUs at 1366 x 768 left
        // "98,855 tokens/s," wider than its cell, and it was cut off at "98,855 token".
        const QString tied = keepUnitsTogether(option->text);
        const int room = option->rect.width() - 8;   // the item's text margins
        static const QRegularExpression breaks(QStringLiteral("[ \n]"));   // every cell paints through here
        const QStringList runs = tied.split(breaks, Qt::SkipEmptyParts);
        if (room <= 0 || std::all_of(runs.begin(), runs.end(), [&](const QString &r) { return option->fontMetrics.horizontalAdvance(r) <= room; })) {
            option->text = tied;
            return;
        }
        // A number wider than its column may break after a group separator ("≈¥20,758," over "917"):
        // Qt cut it at the cell's edge without a mark, and seven GPUs at 1366 x 768 read a purchase of
        // ¥20,758,917 as "≈¥20,758,91" (a GUI QA pass). Only such a number: one that fits stays whole
        // (the greedy line breaker took any separator it was offered: "NT$10," over "414,746").
        static const QRegularExpression number(QStringLiteral("\\S*\\d,\\d{3}\\S*"));
        static const QRegularExpression group(QStringLiteral("(?<=\\d),(?=\\d{3})"));
        QString breakable;
        qsizetype from = 0;
        for (auto it = number.globalMatch(option->text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QString token = m.captured();
            if (option->fontMetrics.horizontalAdvance(token) > room)
                token.replace(group, QStringLiteral(",\u200B"));
            breakable += option->text.mid(from, m.capturedStart() - from) + token;
            from = m.capturedEnd();
        }
        option->text = breakable + option->text.mid(from);
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        const QString text = index.data(Qt::DisplayRole).toString();
        const bool chinese = std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x2E80; });
        if (chinese && size.height() > option.fontMetrics.height() * 3 / 2)   // wrapped onto two lines or more
            size.rheight() += option.fontMetrics.descent() + 1;
        return size;
    }
};

// The width the widest unbroken run of a table's cells needs ("≈NT$10,414,746"), with the item's text
// margins: the least a column may have before a number breaks. Runs end where the Unicode line-breaking
// rules allow a break (UAX #14, QTextBoundaryFinder): at spaces, and between Chinese characters; a
// number and its unit may then go to two lines (the delegate ties them only where every tie fits).
inline int widestRun(const QTableWidget *table)
{
    int widest = 0;
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            if (const QTableWidgetItem *item = table->item(r, c)) {
                const QFontMetrics fm(item->font());
                const QString text = item->text();
                QTextBoundaryFinder lines(QTextBoundaryFinder::Line, text);
                qsizetype start = 0;
                while (lines.toNextBoundary() >= 0) {
                    const qsizetype end = lines.position();
                    widest = std::max(widest, fm.horizontalAdvance(text.mid(start, end - start).trimmed()));
                    start = end;
                }
            }
    return widest + 8 + 2;   // the delegate's text margins (WrappedTextDelegate) and the grid line
}

// Re-measures a table's rows once it is shown or resized, after the layout has given its stretched
// columns their width: rows measured while the table sat in a hidden tab (100 px wide) kept heights
// of five or six lines for one line of text (the what-if rows, 85-110 px).
class RowRefitter final : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *table = qobject_cast<QTableWidget *>(watched);
        const bool widthChanged = event->type() == QEvent::Resize
                                  && static_cast<QResizeEvent *>(event)->oldSize().width() != static_cast<QResizeEvent *>(event)->size().width();
        if (table && !m_pending && (event->type() == QEvent::Show || widthChanged)) {
            m_pending = true;   // one re-measure for a burst of resizes
            QTimer::singleShot(0, table, [this, table] {
                m_pending = false;
                table->resizeRowsToContents();
            });
        }
        return false;
    }

private:
    bool m_pending = false;
};

inline QTableWidget *newTextTable(QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table for the next control, the arrows move between cells: Tab went from cell
    // to cell and round again, and nothing past the table could be reached from the keyboard (an
    // English consultant's QA pass in presentation mode).
    table->setTabKeyNavigation(false);
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideNone);
    table->setItemDelegate(new WrappedTextDelegate(table));
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Row heights follow the column widths: Qt sizes rows to their text when the data changes but
    // not when a column narrows.
    QObject::connect(table->horizontalHeader(), &QHeaderView::sectionResized, table, [table] { table->resizeRowsToContents(); });
    table->installEventFilter(new RowRefitter(table));
    return table;
}

} // namespace gpuplan::ui
