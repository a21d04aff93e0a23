// SPDX-License-Identifier: GPL-3.0-or-later
// The engine speaks in codes: every warning code has a stable CLI id listed in docs/cli.md and a
// sentence in the GUI, translated in both Chinese languages.
#include "languagemanager.h"
#include "presets.h"
#include "text/displaynames.h"

#include <engine/plan.h>

#include <QCoreApplication>
#include <QFile>
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
