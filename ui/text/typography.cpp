// SPDX-License-Identifier: GPL-3.0-or-later
#include "typography.h"

#include <QList>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace gpuplan::ui {

bool isCjk(QChar c)
{
    return c.unicode() >= 0x2E80;
}

namespace {

constexpr char16_t kWordJoiner = 0x2060;
constexpr char16_t kNoBreakSpace = 0x00A0;

// The Chinese unit words whose characters stay on one line, and a few words of the comparison's
// narrow cells that the line breaker split in the reviews (投入, 承载, 供应商, 输出).
const char16_t *const kUnitWords[] = {u"毫秒", u"千瓦", u"小时", u"小時", u"个月", u"個月", u"万亿", u"萬億",
                                      u"投入", u"承载", u"承載", u"供应商", u"供應商", u"输出", u"輸出"};

bool startsUnitWord(const QString &text, qsizetype at)
{
    for (const char16_t *w : kUnitWords)
        if (QStringView(text).mid(at).startsWith(QStringView(w)))
            return true;
    return false;
}

// A number longer than this is an amount, not a count with its unit ("NT$133,761,381 buying"): tied
// to the next word it is wider than a narrow table column, and the line broke inside the word instead
// ("buyin" | "g", a zh_TW QA pass of the English report).
constexpr qsizetype kLongestTiedNumber = 9;

// The characters of the word that ends before `end` (back to a space or the start).
qsizetype wordLengthBefore(const QString &text, qsizetype end)
{
    qsizetype start = end;
    while (start > 0 && !text.at(start - 1).isSpace())
        --start;
    return end - start;
}

struct Ties
{
    QList<qsizetype> spaces;    // spaces to make no-break
    QList<qsizetype> joiners;   // positions to insert a word joiner before (ascending)
};

Ties tiesOf(const QString &text)
{
    Ties t;
    for (qsizetype i = 1; i + 1 < text.size(); ++i) {
        const QChar before = text.at(i - 1), c = text.at(i), after = text.at(i + 1);
        if (c == u'/' && !before.isSpace() && !after.isSpace() && after != QChar(kWordJoiner))
            t.joiners << i + 1;
        else if (c == u' ' && before.isDigit() && (isCjk(after) || after.isLetter()) && wordLengthBefore(text, i) <= kLongestTiedNumber)
            t.spaces << i;
        else if (c == u' ' && before.isLetterOrNumber() && startsUnitWord(text, i + 1))
            t.spaces << i;
        else if (c == QChar(0x2013) && before.isDigit() && (after.isDigit() || after.isSymbol()))   // a range: "20–40%", "$86,000–$162,000"
            t.joiners << i + 1;
    }
    for (qsizetype i = 0; i + 1 < text.size(); ++i)
        for (const char16_t *w : kUnitWords)
            if (QStringView(text).mid(i).startsWith(QStringView(w)))
                for (qsizetype k = 1; k < QStringView(w).size(); ++k)
                    t.joiners << i + k;
    std::sort(t.joiners.begin(), t.joiners.end());
    t.joiners.erase(std::unique(t.joiners.begin(), t.joiners.end()), t.joiners.end());
    return t;
}

} // namespace

QString keepUnitsTogether(const QString &text)
{
    const Ties t = tiesOf(text);
    QString out = text;
    for (const qsizetype i : t.spaces)
        out[i] = QChar(kNoBreakSpace);
    for (qsizetype k = t.joiners.size() - 1; k >= 0; --k)
        out.insert(t.joiners[k], QChar(kWordJoiner));
    return out;
}

QString keepCjkTogether(const QString &text)
{
    QString out;
    out.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0 && isCjk(text[i - 1]) && isCjk(text[i]))
            out += QChar(kWordJoiner);
        out += text[i];
    }
    return out;
}

void keepUnitsTogether(QTextDocument &doc)
{
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const Ties t = tiesOf(b.text());
        for (const qsizetype i : t.spaces) {   // the same length: positions stay valid
            QTextCursor cursor(b);
            cursor.setPosition(b.position() + static_cast<int>(i));
            cursor.setPosition(b.position() + static_cast<int>(i) + 1, QTextCursor::KeepAnchor);
            cursor.insertText(QString(QChar(kNoBreakSpace)));
        }
        for (qsizetype k = t.joiners.size() - 1; k >= 0; --k) {
            QTextCursor cursor(b);
            cursor.setPosition(b.position() + static_cast<int>(t.joiners[k]));
            cursor.insertText(QString(QChar(kWordJoiner)));
        }
    }
}

} // namespace gpuplan::ui
