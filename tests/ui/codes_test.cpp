// SPDX-License-Identifier: GPL-3.0-or-later
// The engine speaks in codes: every warning code has a stable CLI id listed in docs/cli.md and a
// sentence in the GUI, translated in both Chinese languages.
#include "languagemanager.h"
#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"

#include <engine/plan.h>

#include <QCoreApplication>
#include <QFile>
#include <QGlyphRun>
#include <QLabel>
#include <QRawFont>
#include <QTextLayout>
#include <gtest/gtest.h>
#include <set>
#include <string>

using namespace gpuplan::ui;

TEST(Codes, EveryWarningHasACliIdAndATranslatedSentence)
{
    QFile doc(QStringLiteral(GPUPLAN_SOURCE_DIR "/docs/cli.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly));
    const QString cliDoc = QString::fromUtf8(doc.readAll());
    const engine::Gpu *gpu = catalog().gpu("h100-sxm5-80gb");
    ASSERT_TRUE(gpu);
    std::set<std::string> ids;
    LanguageManager language;
    for (int i = 0; i < engine::kWarningCodeCount; ++i) {
        const engine::Warning w {static_cast<engine::WarningCode>(i), 0.5, "detail"};
        const std::string id = engine::warningCodeId(w.code);
        EXPECT_NE(id, "warning") << i;
        EXPECT_TRUE(ids.insert(id).second) << id << " is used twice";
        EXPECT_TRUE(cliDoc.contains(QStringLiteral("`%1`").arg(QString::fromStdString(id)))) << id << " is not in docs/cli.md";
        QString english;
        for (const char *lang : {"en", "zh_CN", "zh_TW"}) {
            language.switchTo(QString::fromLatin1(lang), false);
            QCoreApplication::processEvents();
            const QString text = warningText(w, gpu, nullptr);
            EXPECT_FALSE(text.trimmed().isEmpty()) << id << " in " << lang;
            if (QString::fromLatin1(lang) == QStringLiteral("en"))
                english = text;
            else
                EXPECT_NE(text, english) << id << " is not translated into " << lang;
        }
    }
    language.switchTo(QStringLiteral("en"), false);
}

// Chinese counts parameters and tokens in 万 / 亿 (zh_TW 萬 / 億 / 兆), not in thousands and billions.
TEST(Formatting, ChineseCountsInWanAndYi)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("zh_CN"), false);
    EXPECT_EQ(formatParams(7e9), QString::fromUtf8("70 亿"));
    EXPECT_EQ(formatParams(6.738e9), QString::fromUtf8("67.4 亿"));
    EXPECT_EQ(formatParams(124.4e6), QString::fromUtf8("1.24 亿"));
    EXPECT_EQ(formatParams(60e6), QString::fromUtf8("6000 万"));
    EXPECT_EQ(formatTokens(200e9), QString::fromUtf8("2000 亿 token"));
    EXPECT_EQ(formatTokens(1.5e12), QString::fromUtf8("1.5 万亿 token"));
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_EQ(formatParams(175e9), QString::fromUtf8("1750 億"));
    EXPECT_EQ(formatTokens(2e12), QString::fromUtf8("2 兆 token"));
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(formatParams(7e9), QStringLiteral("7.00B"));
    EXPECT_EQ(formatTokens(200e9), QStringLiteral("200 billion tokens"));
}

// Small amounts keep their meaning (issue: "1 GPU-hours", "0.0 months", "$0" electricity).
TEST(Formatting, SmallAmountsAreNotRoundedAway)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(formatHours(1.0), QStringLiteral("1.0"));
    EXPECT_EQ(formatHours(0.4), QStringLiteral("0.4"));
    EXPECT_EQ(formatHours(28'202'616'786.4), QStringLiteral("28,202,616,786"));
    EXPECT_EQ(formatMonths(0.03), QStringLiteral("0.03 months"));
    EXPECT_EQ(formatMonths(23.8), QStringLiteral("23.8 months"));
    EXPECT_EQ(formatMoney(0.42, "USD"), QStringLiteral("$0.42"));
    EXPECT_EQ(formatMoney(1234567, "USD"), QStringLiteral("$1,234,567"));
    EXPECT_EQ(formatMoney(0, "USD"), QStringLiteral("$0"));
}

// Issue: after en → 简体中文 → en → 繁體中文 at runtime, Traditional text was drawn with the
// Simplified face (punctuation bottom-left, Simplified glyph forms): Qt cached the fallback chain
// under the first family, which was the Latin one in both languages. Which face draws a Han
// character and a full-width comma, in labels made before and after the switches.
namespace {
QString faceDrawing(const QString &text, const QFont &font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    QStringList faces;
    for (const QGlyphRun &run : layout.glyphRuns())
        faces << run.rawFont().familyName();
    return faces.join(u'+');
}
} // namespace

TEST(Fonts, EachChineseKeepsItsFaceAfterSwitchingAtRuntime)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    QLabel before;
    QLabel bold;   // a bold label made the usual way: the weight set, the rest inherited
    QFont weight;
    weight.setBold(true);
    bold.setFont(weight);
    for (const char *lang : {"zh_CN", "en", "zh_TW"}) {
        language.switchTo(QString::fromLatin1(lang), false);
        QCoreApplication::processEvents();   // as the event loop does between two clicks
    }
    QLabel after;
    for (QWidget *w : {static_cast<QWidget *>(&before), static_cast<QWidget *>(&bold), static_cast<QWidget *>(&after)}) {
        const QString han = faceDrawing(QString::fromUtf8("說"), w->font());
        const QString comma = faceDrawing(QString::fromUtf8("，"), w->font());
        EXPECT_TRUE(han.contains(QStringLiteral("TC"))) << han.toStdString();
        EXPECT_TRUE(comma.contains(QStringLiteral("TC"))) << comma.toStdString();
    }
    language.switchTo(QStringLiteral("zh_CN"), false);
    QCoreApplication::processEvents();
    for (QWidget *w : {static_cast<QWidget *>(&before), static_cast<QWidget *>(&bold), static_cast<QWidget *>(&after)}) {
        const QString han = faceDrawing(QString::fromUtf8("说"), w->font());
        EXPECT_TRUE(han.contains(QStringLiteral("SC"))) << han.toStdString();
        EXPECT_TRUE(faceDrawing(QString::fromUtf8("，"), w->font()).contains(QStringLiteral("SC")));
    }
    EXPECT_TRUE(bold.font().bold());
    language.switchTo(QStringLiteral("en"), false);
    QCoreApplication::processEvents();
}
