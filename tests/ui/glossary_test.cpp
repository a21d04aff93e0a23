// SPDX-License-Identifier: GPL-3.0-or-later
// Every zh_CN / zh_TW translation follows translations/glossary.md — no translation uses
// a term the glossary forbids for its language (mainland wording in zh_TW, Taiwan wording in zh_CN),
// and none is empty or unfinished.

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include "languagemanager.h"
#include "text/formatting.h"

#include <gtest/gtest.h>

#include <map>
#include <vector>

namespace {

struct Forbidden
{
    QString term;
    QStringList zhCN, zhTW;
};

std::vector<Forbidden> glossary()
{
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/translations/glossary.md"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly | QIODevice::Text));
    std::vector<Forbidden> out;
    bool inTerms = false;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QStringLiteral("## ")))
            inTerms = line.startsWith(QStringLiteral("## Terms"));
        if (!inTerms || !line.startsWith(QStringLiteral("| ")) || line.startsWith(QStringLiteral("|---"))
            || line.startsWith(QStringLiteral("| term ")))
            continue;
        const QStringList cells = line.split(QLatin1Char('|'));
        if (cells.size() < 7)
            continue;
        auto list = [](QString cell) {
            QStringList words;
            for (QString w : cell.split(QStringLiteral(" / "))) {
                w = w.trimmed();
                w.remove(QLatin1Char('`'));
                if (!w.isEmpty() && w != QStringLiteral("—"))
                    words << w;
            }
            return words;
        };
        out.push_back({cells[1].trimmed(), list(cells[4]), list(cells[5])});
    }
    return out;
}

// source -> translation of every message in a .ts file; `unfinished` counts the unfinished ones.
std::vector<std::pair<QString, QString>> translations(const QString &lang, int &unfinished)
{
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/translations/gpuplan_%1.ts").arg(lang));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    std::vector<std::pair<QString, QString>> out;
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool open = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            unfinished += open || text.isEmpty();
            out.emplace_back(source, text);
        }
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return out;
}

TEST(Glossary, NoTranslationUsesATermTheGlossaryForbids)
{
    const std::vector<Forbidden> terms = glossary();
    ASSERT_GE(terms.size(), 40u);   // the glossary's table was read
    int forbiddenTotal = 0;
    for (const char *lang : {"zh_CN", "zh_TW"}) {
        int unfinished = 0;
        const auto messages = translations(QString::fromLatin1(lang), unfinished);
        EXPECT_GE(messages.size(), 800u) << lang;
        EXPECT_EQ(unfinished, 0) << lang;
        for (const Forbidden &t : terms) {
            const QStringList &words = QString::fromLatin1(lang) == QStringLiteral("zh_CN") ? t.zhCN : t.zhTW;
            forbiddenTotal += static_cast<int>(words.size());
            for (const QString &w : words)
                for (const auto &[source, text] : messages)
                    EXPECT_FALSE(text.contains(w)) << lang << ": \"" << text.toStdString() << "\" uses \"" << w.toStdString()
                                                   << "\" (glossary: " << t.term.toStdString() << "; source \""
                                                   << source.toStdString() << "\")";
        }
    }
    EXPECT_GE(forbiddenTotal, 100);   // the forbidden columns were read, not skipped
}

// zh_TW is not converted zh_CN: the Taiwan terms the glossary asks for are the ones used.
TEST(Glossary, TraditionalChineseUsesTaiwanTerms)
{
    int unfinished = 0;
    const auto tw = translations(QStringLiteral("zh_TW"), unfinished);
    auto uses = [&](const QString &w) {
        for (const auto &[source, text] : tw)
            if (text.contains(w))
                return true;
        return false;
    };
    for (const char *w : {"推論", "記憶體", "張量平行", "設定", "資料平行"})
        EXPECT_TRUE(uses(QString::fromUtf8(w))) << w;
}

} // namespace

// Chinese typography in joined text: no Latin space after a full-width stop, lists joined with 、
// and 和, and a space kept between 和 and a Latin name or number but not after an ideograph.
TEST(Typography, ChineseListsAndSentencesSpaceOnlyBetweenIdeographsAndLatin)
{
    gpuplan::ui::LanguageManager language;
    using gpuplan::ui::joinSentences;
    using gpuplan::ui::listText;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(listText({QStringLiteral("A100"), QStringLiteral("H100"), QStringLiteral("L40")}), QStringLiteral("A100, H100 and L40"));
    EXPECT_EQ(joinSentences(QStringLiteral("One."), QStringLiteral("Two.")), QStringLiteral("One. Two."));
    language.switchTo(QStringLiteral("zh_CN"), false);
    EXPECT_EQ(listText({QStringLiteral("A100"), QStringLiteral("H100"), QStringLiteral("L40")}),
              QString::fromUtf8("A100、H100 和 L40"));
    EXPECT_EQ(listText({QString::fromUtf8("需要 32 块 GPU、17,992 GPU 小时"), QStringLiteral("NVIDIA L40")}),
              QString::fromUtf8("需要 32 块 GPU、17,992 GPU 小时和 NVIDIA L40"));
    EXPECT_EQ(joinSentences(QString::fromUtf8("第一句。"), QString::fromUtf8("第二句。")), QString::fromUtf8("第一句。第二句。"));
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_EQ(listText({QString::fromUtf8("記憶體"), QString::fromUtf8("頻寬")}), QString::fromUtf8("記憶體和頻寬"));
    language.switchTo(QStringLiteral("en"), false);
}
