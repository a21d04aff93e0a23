// SPDX-License-Identifier: GPL-3.0-or-later
// The engine speaks in codes: every warning code has a stable CLI id listed in docs/cli.md and a
// sentence in the GUI, translated in both Chinese languages.
#include "languagemanager.h"
#include "shownwizard.h"
#include "presets.h"
#include "text/comparison.h"
#include "text/scenariorows.h"
#include "text/displaynames.h"
#include "text/equations.h"
#include "text/formatting.h"
#include "text/typography.h"

#include <engine/plan.h>
#include <engine/rules.h>
#include <engine/scenariofile.h>

#include "advisor/advisortext.h"
#include "plots/abchart.h"
#include "plots/breakdownchart.h"
#include "plots/memorychart.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QFile>
#include <QGlyphRun>
#include <QLabel>
#include <QRegularExpression>
#include <QRawFont>
#include <QTextLayout>
#include <gtest/gtest.h>
#include <functional>
#include <map>
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
        const engine::Warning w {static_cast<engine::WarningCode>(i), 0.5};
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

// The texts `texts` gives in English, 简体中文 and 繁體中文: none empty, none shared by two codes in a
// language, and every one translated (different from the English) in both Chinese languages.
namespace {

void expectDistinctAndTranslated(const std::function<std::map<std::string, QString>()> &texts)
{
    LanguageManager language;
    std::map<std::string, QString> english;
    for (const char *lang : {"en", "zh_CN", "zh_TW"}) {
        language.switchTo(QString::fromLatin1(lang), false);
        QCoreApplication::processEvents();
        std::set<QString> distinct;
        for (const auto &[code, text] : texts()) {
            EXPECT_FALSE(text.trimmed().isEmpty()) << code << " in " << lang;
            EXPECT_TRUE(distinct.insert(text).second) << code << " shares its text in " << lang;
            if (QString::fromLatin1(lang) == QStringLiteral("en"))
                english[code] = text;
            else
                EXPECT_NE(text, english[code]) << code << " is not translated into " << lang;
        }
    }
    language.switchTo(QStringLiteral("en"), false);
}

} // namespace

// The search's runner-up reasons and the step terms they name are codes too: the GUI writes each
// one's text in three languages (the CLI's English: CliText.EveryStepTermMissedGoalAndRunnerUpReasonHasEnglish).
TEST(Codes, EveryRunnerUpReasonAndStepTermHasATranslatedText)
{
    expectDistinctAndTranslated([] {
        std::map<std::string, QString> out;
        for (int t = 0; t <= static_cast<int>(engine::StepTerm::Offload); ++t)
            out["term " + std::to_string(t)] = stepTermName(static_cast<engine::StepTerm>(t));
        engine::SearchSummary search {.layoutsEvaluated = 2, .best = engine::Layout {}, .runnerUp = engine::Layout {},
                                      .bestSeconds = 1.0, .runnerUpSeconds = 1.041, .runnerUpWhy = engine::RunnerUpWhy::Slower,
                                      .runnerUpTerm = engine::StepTerm::Bubble};
        for (int w = 1; w <= static_cast<int>(engine::RunnerUpWhy::AsFast); ++w) {
            search.runnerUpWhy = static_cast<engine::RunnerUpWhy>(w);
            out["why " + std::to_string(w)] = runnerUpReason(search);
        }
        return out;
    });
    engine::SearchSummary slower;
    slower.runnerUp = engine::Layout {};
    slower.bestSeconds = 1.0;
    slower.runnerUpSeconds = 1.041;
    slower.runnerUpWhy = engine::RunnerUpWhy::Slower;
    slower.runnerUpTerm = engine::StepTerm::Bubble;
    EXPECT_EQ(runnerUpReason(slower), QStringLiteral("4.1 % slower, mostly from more pipeline bubble."));
}

// A rate the GPU limit cannot serve says the limit stopped it, not a fixed count (a GUI QA pass: 1,000,000
// requests/s with no count given read "the fixed GPU count serves only 4,668.9").
TEST(Codes, QpsMissedNamesTheLimitWhenTheCountWasNotFixed)
{
    const engine::Gpu *gpu = catalog().gpu("a100-sxm4-80gb");
    ASSERT_TRUE(gpu);
    engine::Option searched;
    searched.gpuCount = 4096;
    const engine::Warning w {engine::WarningCode::QpsMissed, 4668.9};
    const QString limit = warningText(w, gpu, &searched);
    EXPECT_TRUE(limit.contains(QStringLiteral("even 4,096 GPUs, the GPU limit, serve only 4,668.9"))) << limit.toStdString();
    searched.fixedCount = true;
    EXPECT_TRUE(warningText(w, gpu, &searched).contains(QStringLiteral("the fixed GPU count")));
}

// The MFU ceiling's warning says whose run it is, in each language: the B200's own published run
// (the catalogue's published_mfu) is "this GPU", an H100 run holding an H200 names the generation.
TEST(Codes, TheMfuCeilingWarningSaysWhoseRunItIs)
{
    const engine::Gpu *b200 = catalog().gpu("b200-180gb");
    ASSERT_TRUE(b200);
    engine::Option option;
    engine::TrainingEstimate t;
    t.modelledMfu = 0.46;
    option.training = t;
    engine::Warning own {engine::WarningCode::MfuAboveBestPublished, 0.40};
    own.ceilingOfGpu = true;
    const engine::Warning generation {engine::WarningCode::MfuAboveBestPublished, 0.40};
    LanguageManager language;
    const std::pair<const char *, const char *> thisGpu[] = {
        {"en", "for this GPU and precision"}, {"zh_CN", "这款 GPU"}, {"zh_TW", "這款 GPU"}};
    for (const auto &[lang, phrase] : thisGpu) {
        language.switchTo(QString::fromLatin1(lang), false);
        QCoreApplication::processEvents();
        const QString ownText = warningText(own, b200, &option), generationText = warningText(generation, b200, &option);
        EXPECT_TRUE(ownText.contains(QString::fromUtf8(phrase))) << lang << ": " << ownText.toStdString();
        EXPECT_FALSE(ownText.contains(QStringLiteral("Blackwell"))) << lang << ": " << ownText.toStdString();
        EXPECT_TRUE(generationText.contains(QStringLiteral("Blackwell"))) << lang << ": " << generationText.toStdString();
        EXPECT_TRUE(ownText.contains(QStringLiteral("46"))) << lang << ": " << ownText.toStdString();
    }
    language.switchTo(QStringLiteral("en"), false);
}

// Every claim of the market guides (docs/guide-claims.md, one row per rule id) is answered: the rule
// appears for the training or the serving seed scenario (a 10B model trained on 200B tokens in a
// month; served at 100 QPS), and its three texts are translated into both Chinese languages.
TEST(Rules, EveryGuideClaimHasARowTranslated)
{
    QFile doc(QStringLiteral(GPUPLAN_SOURCE_DIR "/docs/guide-claims.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    std::set<std::string> claimed;
    const QRegularExpression rowId(QStringLiteral("^\\| `([a-z0-9_]+)` \\|"), QRegularExpression::MultilineOption);
    for (auto it = rowId.globalMatch(text); it.hasNext();)
        claimed.insert(it.next().captured(1).toStdString());
    ASSERT_GE(claimed.size(), 30u);

    engine::Scenario train;
    train.model = catalog().model("scale-10b")->arch;
    train.presetId = "scale-10b";
    train.training.tokens = 200e9;
    train.training.deadlineDays = 30;
    engine::Scenario serve = train;
    serve.workload = engine::Workload::Inference;
    serve.inference.qps = 100;
    std::map<std::string, std::pair<engine::RuleOfThumb, engine::Plan>> rows;
    for (const engine::Scenario &s : {train, serve}) {
        const engine::Plan p = engine::plan(s, catalog());
        for (const engine::RuleOfThumb &r : engine::rulesOfThumb(s, catalog(), p)) {
            EXPECT_TRUE(claimed.count(r.id)) << r.id << " is not in docs/guide-claims.md";
            rows.emplace(r.id, std::make_pair(r, p));
        }
    }
    LanguageManager language;
    for (const std::string &id : claimed) {
        const auto row = rows.find(id);
        ASSERT_NE(row, rows.end()) << id << " (docs/guide-claims.md) has no rule";
        const engine::RuleOfThumb &r = row->second.first;
        const engine::Plan &p = row->second.second;
        QStringList english;
        for (const char *lang : {"en", "zh_CN", "zh_TW"}) {
            language.switchTo(QString::fromLatin1(lang), false);
            QCoreApplication::processEvents();
            const QStringList texts {ruleTopicName(r.topic), ruleGuideText(r), ruleEngineText(r, p), ruleWhyText(r, p), ruleSourceText(r)};
            for (const QString &t : texts) {
                EXPECT_FALSE(t.trimmed().isEmpty()) << id << " in " << lang;
                EXPECT_FALSE(t.contains(QRegularExpression(QStringLiteral("%\\d")))) << id << " in " << lang << ": an unfilled argument in " << t.toStdString();
            }
            if (english.isEmpty())
                english = texts;
            else
                for (int i = 1; i < texts.size(); ++i)
                    EXPECT_NE(texts[i], english[i]) << id << " text " << i << " is not translated into " << lang;
        }
    }
    language.switchTo(QStringLiteral("en"), false);
}

// A new scenario is priced in the UI language's currency (简体中文 CNY, 繁體中文 TWD, English USD);
// the presets saved in examples/ stay in US dollars whatever the language.
TEST(Presets, NewScenariosArePricedInTheLanguagesCurrency)
{
    LanguageManager language;
    const std::pair<const char *, engine::Currency> cases[] = {
        {"zh_CN", engine::Currency::Cny}, {"zh_TW", engine::Currency::Twd}, {"en", engine::Currency::Usd}};
    for (const auto &[lang, currency] : cases) {
        language.switchTo(QString::fromLatin1(lang), false);
        EXPECT_EQ(blankScenario().budget.currency, currency) << lang;
        for (const Preset &p : presets())
            EXPECT_EQ(p.scenario.budget.currency, engine::Currency::Usd) << lang << " " << p.id.toStdString();
    }
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
    EXPECT_EQ(formatTokens(200.1e9), QString::fromUtf8("2000 亿 token"));   // three significant digits, as "200 billion"
    EXPECT_EQ(formatTokens(1.5e12), QString::fromUtf8("1.5 万亿 token"));
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_EQ(formatParams(175e9), QString::fromUtf8("1750 億"));
    EXPECT_EQ(formatTokens(2e12), QString::fromUtf8("2 兆 token"));
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(formatParams(7e9), QStringLiteral("7.00B"));
    EXPECT_EQ(formatParams(999'885'952), QStringLiteral("1.00B"));   // Gemma 3 1B read "1,000M"
    EXPECT_EQ(formatParams(124.4e6), QStringLiteral("124M"));
    EXPECT_EQ(formatTokens(200e9), QStringLiteral("200 billion tokens"));
    // A refused 1e30 reads as such, not as thirty digits before a unit (a GUI QA pass).
    EXPECT_EQ(formatParams(1e30), QStringLiteral("1E+30"));
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_EQ(formatParams(1e30), QStringLiteral("1E+30"));
    EXPECT_EQ(formatParams(9e15), QString::fromUtf8("9000 兆"));
}

// Small amounts keep their meaning (issue: "1 GPU-hours", "0.0 months", "$0" electricity).
// A step's model FLOPs read as a power of ten, not eighteen digits: a zh_CN QA pass counted
// "211,040,515,506,831,360" as 2.1e20 on the printed equations page (it is 2.11e17).
TEST(Formatting, HugeCountsReadAsAPowerOfTen)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(formatScientific(211040515506831360.0), QStringLiteral("2.11 × 10¹⁷"));
    EXPECT_EQ(formatScientific(9.996e20), QStringLiteral("1.00 × 10²¹"));
    EXPECT_EQ(formatScientific(1234.0), QStringLiteral("1,234"));
    EXPECT_EQ(formatScientific(12345.0), QStringLiteral("1.23 × 10⁴"));
}

TEST(Formatting, SmallAmountsAreNotRoundedAway)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(formatHours(1.0), QStringLiteral("1.0"));
    EXPECT_EQ(formatHours(0.4), QStringLiteral("0.4"));
    EXPECT_EQ(formatHours(28'202'616'786.4), QStringLiteral("28,202,616,786"));
    EXPECT_EQ(formatMonths(0.03), QStringLiteral("21.9 hours"));   // below a month: a month is 730 h
    EXPECT_EQ(formatMonths(23.8), QStringLiteral("23.8 months"));
    EXPECT_EQ(formatMonths(48), QStringLiteral("48 months"));   // a horizon read "48.0 months" (a QA pass)
    EXPECT_EQ(formatMonths(36.02), QStringLiteral("36 months"));
    EXPECT_EQ(formatMoney(0.42, "USD"), QStringLiteral("$0.42"));
    EXPECT_EQ(formatMoney(1234567, "USD"), QStringLiteral("$1,234,567"));
    EXPECT_EQ(formatMoney(0, "USD"), QStringLiteral("$0"));
    // A 10M-parameter model (a newcomer's test): "0.0 hours", "0.0 GPU-hours", "$0.00", "0.00 months".
    EXPECT_EQ(formatDays(0.5), QStringLiteral("12.0 hours"));
    EXPECT_EQ(formatDays(0.001), QStringLiteral("1.4 minutes"));
    EXPECT_EQ(formatDays(1e-5), QStringLiteral("0.9 seconds"));
    EXPECT_EQ(formatDays(1e-7), QStringLiteral("0.009 seconds"));
    EXPECT_EQ(formatHours(0.04), QStringLiteral("0.04"));
    EXPECT_EQ(formatMonths(0.001), QStringLiteral("43.8 minutes"));   // "0.0001 months" in a newcomer's table
    EXPECT_EQ(formatMoney(0.001, "USD"), QStringLiteral("< $0.01"));
    EXPECT_EQ(formatMoney(0.004, "USD", 3), QStringLiteral("$0.004"));   // a price per kWh keeps its decimals
    EXPECT_EQ(formatMoney(0.0004, "USD", 3), QStringLiteral("< $0.001"));
    EXPECT_EQ(formatDays(59.97 / 1440.0), QStringLiteral("1.0 hours"));   // not "60.0 minutes"
    // A requested rate and a mean number of sequences at once (a QA pass: "1 GPU serve 0 requests per
    // second", "running 0.0 sequences at once" at 0.1 requests/s).
    EXPECT_EQ(formatRate(0.1), QStringLiteral("0.1"));
    EXPECT_EQ(formatRate(0.02), QStringLiteral("0.02"));
    EXPECT_EQ(formatRate(7.5), QStringLiteral("7.5"));
    EXPECT_EQ(formatRate(10), QStringLiteral("10"));
    EXPECT_EQ(formatRate(1000), QStringLiteral("1,000"));
    EXPECT_EQ(formatMean(0.0199), QStringLiteral("0.02"));
    EXPECT_EQ(formatMean(172.66), QStringLiteral("172.7"));
    EXPECT_EQ(formatDays(59.97 / 86400.0), QStringLiteral("1.0 minutes"));
}

namespace {
// A Start-page preset's scenario by its id (presets.h), or a default scenario.
engine::Scenario startPreset(const char *id)
{
    for (const Preset &preset : presets())
        if (preset.id == QLatin1String(id))
            return preset.scenario;
    return {};
}

// A scenario on a catalogue preset model, the rest at the defaults.
engine::Scenario presetScenario(const char *id)
{
    engine::Scenario s;
    s.model = catalog().model(id)->arch;
    s.presetId = id;
    return s;
}

// The preset `id` as `workload` on `count` of `gpu` (0: searched), the rest at the defaults.
engine::Scenario presetOn(const char *id, engine::Workload workload, const char *gpu, std::int64_t count = 0)
{
    engine::Scenario s = presetScenario(id);
    s.workload = workload;
    s.gpuIds = {gpu};
    s.gpuCount = count;
    return s;
}
} // namespace

// A serving plan's money equations say the month's rent, never "rent for the job" (serving's job is
// a month around the clock; a serving QA pass read 本次任務租金 beside the table's 每月租金).
TEST(Equations, ServingRentIsTheMonthsNotTheJobs)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = startPreset("serve-10b-100qps");
    ASSERT_FALSE(engine::isTraining(s.workload));
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    for (const ResultRow row : {ResultRow::Rent, ResultRow::Cost}) {
        const QString text = equationFor(row, p.options.front(), p, s);
        EXPECT_FALSE(text.contains(QStringLiteral("Rent for the job"))) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("Rent per month"))) << text.toStdString();
    }
}

// The latency equation shows every input of its formula with the value used, and the results (a zh_TW
// QA pass found only the bandwidth, the two limits and the prompt's tokens there).
TEST(Equations, LatencyEquationShowsItsInputsAndResults)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = startPreset("serve-10b-100qps");
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    const engine::Option &o = p.options.front();
    ASSERT_TRUE(o.inference && o.fits);
    const QString text = equationFor(ResultRow::Rate, o, p, s);
    for (const QString &expected :
         {QStringLiteral("Parameters (P)"), QStringLiteral("Batch per replica"), QStringLiteral("Dense peak"),
          QStringLiteral("Output tokens"), formatInteger(o.inference->batchPerReplica),
          formatMs(o.inference->ttftMs) + QStringLiteral(" / ") + formatMs(o.inference->tpotMs),
          formatMs(o.inference->oneSequenceTpotMs)})
        EXPECT_TRUE(text.contains(expected)) << expected.toStdString() << " in " << text.toStdString();
}

// With uneven pipeline stages the time equation names the slowest stage's layers, which is why its
// compute exceeds the total FLOPs at the efficiency shown (a zh_TW QA pass: 32 layers on PP 3).
TEST(Equations, TimeEquationNamesTheSlowestStagesLayers)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3.1-8b");
    s.workload = engine::Workload::Pretrain;
    s.training.tokens = 1e9;
    s.gpuIds = {"h100-sxm5-80gb"};
    s.gpuCount = 3;
    s.parallel.pp = 3;
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_TRUE(p.issues.empty() && !p.options.empty() && p.options.front().training);
    ASSERT_EQ(p.options.front().layout.pp, 3);
    const QString text = equationFor(ResultRow::Time, p.options.front(), p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("11 of 32 (⌈layers ÷ PP⌉)"))) << text.toStdString();
}

// The memory equation takes its bytes per parameter from the engine (a QA pass: FP8 read "3" beside
// weights of 2 bytes a parameter, docs/model.md §2.1), and says why FSDP's weights are 0 GiB (the
// fp32 master in the optimizer states is the weight), where it read a bare "0.00 GiB".
TEST(Equations, MemoryEquationSaysTheEnginesBytesAndWhereFsdpKeepsTheWeights)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3-8b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.training.precision = engine::Precision::Fp8;
    engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    QString text = equationFor(ResultRow::Memory, p.options.front(), p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("<td>Weight bytes per parameter</td><td align=\"right\"><b>2</b>"))) << text.toStdString();
    // The total in GiB like its parts, with the exact bytes the fit is decided on (a GUI QA pass read
    // parts in GiB and a total in bytes only).
    const qint64 total = p.options.front().memory.total();
    EXPECT_TRUE(text.contains(QStringLiteral("<td>Total</td><td align=\"right\"><b>%1 (%2 bytes)</b>")
                                  .arg(formatGiB(total, 2), formatInteger(total))))
        << text.toStdString();

    s.training.precision = engine::Precision::Bf16Mixed;
    s.training.framework = engine::Framework::Fsdp;
    s.parallel.zero = 3;
    s.gpuCount = 8;
    p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    ASSERT_EQ(p.options.front().memory.weights, 0);
    text = equationFor(ResultRow::Memory, p.options.front(), p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("0 GiB: the fp32 master copy in the optimizer states is the weight"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("optimizer = 12 bytes/param"))) << text.toStdString();
    // Pure BF16: the 16-bit shard is the weight, and AdamW's moments are 4 bytes a parameter.
    s.training.fp32MasterWeights = false;
    p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    EXPECT_GT(p.options.front().memory.weights, 0);
    text = equationFor(ResultRow::Memory, p.options.front(), p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("optimizer = 4 bytes/param"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("fp32 master copy"))) << text.toStdString();
    // QLoRA: a 4-bit frozen base and the adapters' own fp32 states (a QA pass read "2" and "12
    // bytes/param" beside a 72B base of 39 GiB and 1.6 GiB of optimizer states).
    s.workload = engine::Workload::Qlora;
    s.training.fp32MasterWeights = true;
    s.gpuCount = 1;
    s.parallel.zero = -1;
    p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    text = equationFor(ResultRow::Memory, p.options.front(), p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("<td>Base weight bytes per parameter (frozen)</td><td align=\"right\"><b>%1</b>")
                                  .arg(formatNumber(engine::weightBytesPerParam(engine::Dtype::Nf4), 3))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Trainable adapter parameters"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("the adapters' only (4 + 8 bytes per trainable parameter)"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("12 bytes/param"))) << text.toStdString();
    // In pure BF16 the adapters train in 16 bits with the model (torchtune): 2 + 4 bytes.
    s.training.fp32MasterWeights = false;
    p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    text = equationFor(ResultRow::Memory, p.options.front(), p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("the adapters' only (2 + 4 bytes per trainable parameter)"))) << text.toStdString();
}

// A mixture of experts' memory equation says the experts' share, how it is split (EP x expert TP) and
// over how many replicas each expert's states are sharded: Qwen3-235B-A22B on NVIDIA's H100 layout,
// TP 2 PP 8 DP 16 EP 32 with whole experts (docs/model.md §2.2: each GPU holds 1/32 of a stage's
// experts, each expert on one rank of TP 2 x DP 16 / EP 32 = 1).
TEST(Equations, MemoryEquationSaysHowTheExpertsAreSplit)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("qwen3-235b-a22b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.gpuCount = 256;
    s.parallel = {2, 8, 16, 32, -1, 4, 1};
    s.training.framework = engine::Framework::MegatronCore;
    s.training.precision = engine::Precision::Fp8;
    s.training.globalBatch = 2048;
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_TRUE(p.issues.empty() && !p.options.empty());
    const engine::Option &o = p.options.front();
    ASSERT_EQ(o.layout.etp, 1);
    const QString text = equationFor(ResultRow::Memory, o, p, s);
    const engine::StageParams sp = engine::paramsPerGpu(s.model, o.layout, engine::Stage::First);
    EXPECT_TRUE(text.contains(QStringLiteral("<td>Of which expert parameters (÷ EP 32 × expert TP 1)</td><td align=\"right\"><b>%1</b>")
                                  .arg(formatParams(sp.expert))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("<td>Replicas of each expert (ZeRO shards its states over them)</td><td align=\"right\"><b>1</b>")))
        << text.toStdString();
}

// The offload what-if's risk agrees with its time column: a re-plan within half a per cent of the
// base (shown as 0 %) says the freed memory wins the CPU Adam cost back, where it read "slows each step
// by about 4 %" beside 0 % (a GUI QA pass); a slower re-plan still says it slows each step.
// The Layout row's equation names the runner-up by what sets it apart and says why it lost (the
// CLI printed the reason; the GUI showed "TP 1 · PP 2 · DP 8 · ZeRO-1" as the runner-up of itself).
TEST(Codes, LayoutEquationSaysWhatSetsTheRunnerUpApartAndWhyItLost)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Option o;
    o.gpuId = "h100-sxm5-80gb";
    o.training = engine::TrainingEstimate {};
    o.layout.pp = 2;
    o.layout.dp = 8;
    o.layout.zero = 1;
    o.search.runnerUp = o.layout;
    o.search.runnerUp->interleave = 2;
    o.search.bestSeconds = 28.31;
    o.search.runnerUpSeconds = 28.43;
    o.search.runnerUpWhy = engine::RunnerUpWhy::Slower;
    o.search.runnerUpTerm = engine::StepTerm::PpComm;
    engine::Scenario s;
    const QString text = equationFor(ResultRow::Layout, o, engine::Plan {}, s);
    EXPECT_TRUE(text.contains(QStringLiteral("TP 1 · PP 2 · DP 8 · VPP 2 · ZeRO-1"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("0.4 % slower, mostly from more pipeline sends."))) << text.toStdString();
}

TEST(Codes, OffloadRiskAgreesWithItsTimeColumn)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::WhatIf w;
    w.kind = engine::WhatIfKind::OffloadOptimizer;
    w.id = "offload_optimizer";
    w.slowdownPct = 4;
    const engine::Plan plan;
    for (const double delta : {-3.0, 0.0, 0.4}) {
        w.timeDeltaPct = delta;
        EXPECT_TRUE(whatIfRiskText(w, plan, 12.0).contains(QStringLiteral("won back"))) << delta;
    }
    w.timeDeltaPct = 2.0;
    EXPECT_TRUE(whatIfRiskText(w, plan, 12.0).contains(QStringLiteral("slows each step by about 4%")))
        << whatIfRiskText(w, plan, 12.0).toStdString();
}

// PCIe slows tensor parallelism; at TP 1 the time moves with the count, not with PCIe (a zh_TW QA pass
// read "tensor parallelism crosses PCIe (-32 % time here)" for one more GPU at TP 1).
TEST(Codes, PcieRiskNamesTensorParallelismOnlyWhereThereIsSome)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::WhatIf w;
    w.kind = engine::WhatIfKind::PcieVariant;
    w.id = "pcie_variant";
    w.timeDeltaPct = -31.6;
    w.tp = 1;
    const engine::Plan plan;
    EXPECT_EQ(whatIfRiskText(w, plan), QStringLiteral("Cheaper servers without NVSwitch: this layout has no tensor parallelism for PCIe to slow."));
    w.tp = 4;
    w.timeDeltaPct = 41;
    EXPECT_EQ(whatIfRiskText(w, plan), QStringLiteral("Cheaper servers, but no NVSwitch: tensor parallelism (TP 4) crosses PCIe (+41% time here)."));
}

// The what-if table's money column says which money it is (a QA pass read its "Cost", a change over the
// 48-month horizon, as the comparison's "Cost", the purchase), and a GPU without BF16 under serving is
// not said to need loss scaling (a QA pass read "training needs loss scaling" in a serving report).
TEST(Codes, WhatIfMoneyHeaderAndServingRiskSayWhatTheyAre)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s;
    s.model = catalog().model("llama-2-70b")->arch;
    s.workload = engine::Workload::Inference;
    s.gpuIds = {"h100-sxm5-80gb"};
    s.inference.qps = 5;
    s.budget.horizonMonths = 48;
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    EXPECT_EQ(whatIfCostHeader(s, p), QStringLiteral("Cost change over 48 months"));
    s.budget.acquisition = engine::Acquisition::Rent;
    EXPECT_EQ(whatIfCostHeader(s, engine::plan(s, catalog())), QStringLiteral("Rent change over 48 months"));
    engine::Scenario job = s;
    job.workload = engine::Workload::Lora;
    job.budget.horizonMonths = 0;
    job.budget.acquisition = engine::Acquisition::Buy;
    EXPECT_EQ(whatIfCostHeader(job, engine::plan(job, catalog())), QStringLiteral("Job cost change"));
    // The basis names the horizon; a fixed count that does not fit has no cost and no basis (a QA
    // pass's report read "over the 0-month horizon").
    s.budget.acquisition = engine::Acquisition::Buy;
    EXPECT_TRUE(whatIfCostBasisText(s, p).startsWith(QStringLiteral("Change in the cost over the 48-month horizon")));
    engine::Scenario none = s;
    none.gpuCount = 1;
    const engine::Plan unfit = engine::plan(none, catalog());
    ASSERT_FALSE(unfit.options.empty());
    ASSERT_FALSE(unfit.options.front().fits);
    EXPECT_TRUE(whatIfCostBasisText(none, unfit).isEmpty());

    engine::WhatIf w;
    w.kind = engine::WhatIfKind::OtherGpu;
    w.gpuId = "v100-sxm2-32gb";
    w.scenario = s;
    const QString serving = whatIfRiskText(w, p);
    EXPECT_TRUE(serving.startsWith(QStringLiteral("No BF16 tensor cores: served in FP16"))) << serving.toStdString();
    w.scenario = job;
    EXPECT_TRUE(whatIfRiskText(w, p).contains(QStringLiteral("training needs loss scaling")));
    // A GPU sold into mainland China only under a US licence says so there (a zh_CN QA pass).
    w.gpuId = "h20-96gb";
    w.scenario.region = "china";
    EXPECT_TRUE(whatIfRiskText(w, p).startsWith(QStringLiteral("Sold into mainland China only under a US export licence")))
        << whatIfRiskText(w, p).toStdString();
}

// A file's whole-number field given with a fraction says so, with the number, in each language (a
// QA pass: the CLI's report command said only "Wrong kind of value: inference.input_tokens.", where
// its plan command said "must be a whole number").
TEST(Codes, AFractionWhereAWholeNumberIsNeededSaysSo)
{
    std::string text = engine::serializeScenario(presetScenario("llama-3-8b"));
    const std::string key = "\"seq_len\": ";
    const std::size_t at = text.find(key);
    ASSERT_NE(at, std::string::npos);
    const std::size_t end = text.find_first_of(",\n", at + key.size());
    text.replace(at + key.size(), end - at - key.size(), "2048.5");
    const auto parsed = engine::parseScenarioFile(text);
    ASSERT_FALSE(parsed);
    EXPECT_TRUE(parsed.issue().wholeNumber);
    EXPECT_EQ(parsed.issue().value, 2048.5);
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_TRUE(issueText(parsed.issue()).endsWith(QStringLiteral(" must be a whole number; the file gives 2,048.5.")))
        << issueText(parsed.issue()).toStdString();
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_TRUE(issueText(parsed.issue()).endsWith(QStringLiteral(" 必須是整數；檔案中為 2,048.5。")))
        << issueText(parsed.issue()).toStdString();
}

// An issue's reason (engine::IssueReason) is a code with numbers: the GUI says each one with them, in
// three languages, where it said only "No layout fits: tp." (the CLI printed the specifics).
TEST(Codes, EveryIssueReasonHasATranslatedSentenceWithItsNumbers)
{
    expectDistinctAndTranslated([] {
        std::map<std::string, QString> out;
        for (int r = 1; r < engine::kIssueReasonCount; ++r)
            out["reason " + std::to_string(r)] = issueText(engine::reasonIssue(
                engine::IssueCode::Infeasible, "tp", static_cast<engine::IssueReason>(r), {16, 8, 80}, "h100-sxm5-80gb"));
        return out;
    });
    // The planner's own issue, with its numbers: TP 16 pinned on 8-GPU H100 servers.
    engine::Scenario s = presetScenario("llama-3-8b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.parallel.tp = 16;
    const engine::Plan plan = engine::plan(s, catalog());
    ASSERT_EQ(plan.issues.size(), 1u);
    EXPECT_EQ(plan.issues[0].reason, engine::IssueReason::TpAboveFastLinkDomain);
    EXPECT_EQ(issueText(plan.issues[0]),
              QStringLiteral("The tensor parallel size (16) is more than the 8 GPUs that NVIDIA H100 SXM5 80GB joins by NVLink; "
                             "pin 8 or fewer."));
    // A file refused on opening: the name it gave, the value and the range (ScenarioFile.RefusedValues...).
    EXPECT_EQ(issueText(engine::reasonIssue(engine::IssueCode::OutOfRange, "training.precision", engine::IssueReason::UnknownValue,
                                            {}, "fp3")),
              QStringLiteral("Unknown value “fp3” for precision."));
    engine::Issue zero {engine::IssueCode::OutOfRange, "parallel.zero", "is 5; must be between -1 and 3"};
    zero.hasRange = true;
    zero.value = 5;
    zero.min = -1;
    zero.max = 3;
    EXPECT_EQ(issueText(zero), QStringLiteral("Value out of range: ZeRO stage is 5, outside -1 to 3."));
}

// A request longer than the model's positions says the model's limit (a GUI QA pass: 200,000 input
// tokens on Llama 3.1 8B read only "Value out of range: input tokens.").
TEST(Codes, ARequestBeyondTheModelsPositionsNamesItsLimit)
{
    engine::Scenario s = presetScenario("llama-3.1-8b");
    s.workload = engine::Workload::Inference;
    s.inference.inputTokens = 200000;
    s.inference.outputTokens = 300;
    const std::vector<engine::Issue> issues = engine::validate(s, catalog());
    ASSERT_EQ(issues.size(), 1u);
    EXPECT_EQ(issueText(issues.front()),
              QStringLiteral("Llama 3.1 8B accepts at most 131,072 positions (max_position_embeddings); a request here needs "
                             "200,300 tokens."));
    EXPECT_EQ(issues.front().field, "input_tokens");
    // The input alone fits and the output does not: the output is named (a CLI QA pass: 512 input +
    // 200,000 output tokens was put on the input tokens).
    s.inference.inputTokens = 512;
    s.inference.outputTokens = 200000;
    const std::vector<engine::Issue> output = engine::validate(s, catalog());
    ASSERT_EQ(output.size(), 1u);
    EXPECT_EQ(output.front().field, "output_tokens");
    EXPECT_EQ(issueText(output.front()),
              QStringLiteral("Llama 3.1 8B accepts at most 131,072 positions (max_position_embeddings); a request here needs "
                             "200,512 tokens."));
}

// The A vs B chart's category names fit under their bars: Chinese titles with a space around "GPU"
// were taken for short English ones and left on one line, where "採購或租用的 GPU 數" ran into the
// next title (a GUI QA pass). Each line within a third of the chart's width on a 1366 x 768 screen.
TEST(Charts, AbChartCategoryNamesFitUnderTheirBars)
{
    LanguageManager language;
    engine::Scenario s = presetScenario("llama-3.1-70b");
    s.workload = engine::Workload::Inference;
    s.inference.qps = 100;
    s.gpuIds = {"h100-sxm5-80gb"};
    const engine::Plan p = engine::plan(s, catalog());
    for (const char *lang : {"en", "zh_CN", "zh_TW"}) {
        language.switchTo(QString::fromLatin1(lang), false);
        AbChart chart;
        chart.setPlans(p, s, p, s);
        const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(chart.plot()->xAxis->ticker());
        ASSERT_TRUE(ticker);
        ASSERT_EQ(ticker->ticks().size(), 3);
        for (const QString &label : ticker->ticks())
            for (const QString &line : label.split(QLatin1Char('\n')))   // a third of the chart at 1366 x 768
                EXPECT_LE(QFontMetrics(chart.plot()->xAxis->tickLabelFont()).horizontalAdvance(line), 125)
                    << lang << ": " << line.toStdString();
    }
    language.switchTo(QStringLiteral("en"), false);
}

// The A vs B chart's cost bar compares like with like: a serving plan's month of rent beside a training
// job's rent read as 44 % of it (an English QA pass); bought, both are purchases and the bar stays.
TEST(Charts, TheAbChartsCostBarNeedsOneBasis)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario train = presetScenario("llama-3.2-3b");
    train.gpuIds = {"h100-sxm5-80gb"};
    train.training.tokens = 1e10;
    engine::Scenario serve = presetScenario("llama-3.1-8b");
    serve.gpuIds = {"h100-sxm5-80gb"};
    serve.workload = engine::Workload::Inference;
    serve.inference.qps = 10;
    const auto bars = [](const engine::Scenario &a, const engine::Scenario &b) {
        AbChart chart;
        chart.setPlans(engine::plan(a, catalog()), a, engine::plan(b, catalog()), b);
        const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(chart.plot()->xAxis->ticker());
        QStringList names;
        for (const QString &label : ticker->ticks())
            names << label;
        return names.join(QLatin1Char('|'));
    };
    EXPECT_TRUE(bars(train, serve).contains(QStringLiteral("Cost"))) << bars(train, serve).toStdString();   // both bought
    train.budget.acquisition = serve.budget.acquisition = engine::Acquisition::Rent;
    EXPECT_FALSE(bars(train, serve).contains(QStringLiteral("Cost"))) << bars(train, serve).toStdString();
    EXPECT_TRUE(bars(serve, serve).contains(QStringLiteral("Cost"))) << bars(serve, serve).toStdString();
}

// Serving, each point of the memory chart is one replica split over that many GPUs: its axis says so
// (a zh_TW QA pass read 35 GiB at 5 H200 on the chart beside the table's 84.9 GiB for 5 replicas of
// one GPU); training keeps "GPU count".
TEST(Charts, TheMemoryChartsAxisSaysAServingPointIsOneReplica)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3.1-8b");
    s.gpuIds = {"h100-sxm5-80gb"};
    MemoryChart chart;
    chart.setPlan(engine::plan(s, catalog()), s);
    EXPECT_EQ(chart.plot()->xAxis->label(), QStringLiteral("GPU count (log₂ scale)"));
    s.workload = engine::Workload::Inference;
    s.inference.qps = 10;
    chart.setPlan(engine::plan(s, catalog()), s);
    EXPECT_EQ(chart.plot()->xAxis->label(), QStringLiteral("GPUs in one replica (log₂ scale)"));
}

// The memory breakdown's legend takes as many columns as fit: in Chinese its four short names fit one
// row, where a fixed three columns put "開銷" on a second row and left the bars a strip of 35 pixels
// at 1280 x 720 (seen in the zh_TW screenshots); a narrow chart still wraps.
TEST(Charts, BreakdownLegendTakesTheColumnsThatFit)
{
    LanguageManager language;
    engine::Scenario s = presetScenario("mixtral-8x7b");
    s.workload = engine::Workload::Inference;
    s.inference.qps = 10;
    s.gpuIds = {"a100-sxm4-80gb", "h100-sxm5-80gb", "l40-48gb"};
    const engine::Plan p = engine::plan(s, catalog());
    for (const char *lang : {"zh_CN", "zh_TW"}) {
        language.switchTo(QString::fromLatin1(lang), false);
        BreakdownChart chart;
        chart.resize(420, 160);
        chart.show();
        chart.setPlan(p, s);
        QStringList names;   // the legend's items (itemCount also counts a wrapped grid's empty cells)
        for (int i = 0; i < chart.plot()->legend->elementCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(chart.plot()->legend->elementAt(i)))
                names << item->plottable()->name();
        EXPECT_EQ(names.size(), 4) << lang << ": " << names.join(u',').toStdString();
        EXPECT_EQ(chart.plot()->legend->wrap(), 4) << lang << ": one row";
        chart.resize(250, 160);
        QCoreApplication::processEvents();
        chart.setPlan(p, s);
        EXPECT_LT(chart.plot()->legend->wrap(), 4) << lang << ": a narrow chart wraps";
    }
    language.switchTo(QStringLiteral("en"), false);
}

// A full fine-tune under FSDP in mixed precision keeps no 16-bit weights (the fp32 master in the
// optimizer states is the weight): with no weights bar, the legend says the optimizer states hold them
// (a QA pass read a full fine-tune with no weights at all); with weights beside it, the plain name.
TEST(Charts, BreakdownLegendSaysWhereFsdpKeepsTheWeights)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3-8b");
    s.workload = engine::Workload::Finetune;
    s.training.framework = engine::Framework::Fsdp;
    s.parallel.zero = 3;
    s.gpuCount = 8;
    s.gpuIds = {"a100-sxm4-80gb", "h100-sxm5-80gb"};
    const auto legend = [](const engine::Plan &p, const engine::Scenario &sc) {
        BreakdownChart chart;
        chart.resize(600, 200);
        chart.setPlan(p, sc);
        QStringList names;
        for (int i = 0; i < chart.plot()->legend->elementCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(chart.plot()->legend->elementAt(i)))
                names << item->plottable()->name();
        return names;
    };
    engine::Plan p = engine::plan(s, catalog());
    ASSERT_EQ(p.options.size(), 2u);
    ASSERT_EQ(p.options[0].memory.weights, 0);
    QStringList names = legend(p, s);
    EXPECT_TRUE(names.contains(QStringLiteral("Optimizer states (with the FP32 master weights)"))) << names.join(u',').toStdString();
    EXPECT_FALSE(names.contains(QStringLiteral("Weights"))) << names.join(u',').toStdString();
    s.training.fp32MasterWeights = false;   // pure BF16: the 16-bit shard is the weight
    p = engine::plan(s, catalog());
    names = legend(p, s);
    EXPECT_TRUE(names.contains(QStringLiteral("Weights"))) << names.join(u',').toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("Optimizer states"))) << names.join(u',').toStdString();
}

// The recommendation reads right for one GPU as for many: "1 GPU serve 0.1 requests per second" and
// "1 GPU in 1 node finish the job" (a QA pass) are said with the GPU type as the subject.
TEST(Comparison, OneGpuRecommendationIsGrammatical)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario serve = presetScenario("llama-3-8b");
    serve.workload = engine::Workload::Inference;
    serve.inference.qps = 0.1;
    serve.gpuIds = {"h100-sxm5-80gb"};
    const engine::Plan served = engine::plan(serve, catalog());
    ASSERT_EQ(served.options.size(), 1u);
    ASSERT_EQ(served.options[0].gpuCount, 1);
    EXPECT_TRUE(planReasoning(served, serve).contains(QStringLiteral("on 1 GPU it serves 0.1 requests per second")))
        << planReasoning(served, serve).toStdString();
    // The over-provisioning warning gives the multiple without a needless decimal ("2,727.0×").
    const QString warnings = planWarnings(served, catalog()).join(u'\n');
    EXPECT_TRUE(warnings.contains(QStringLiteral("for the 0.1 asked (2,727×)"))) << warnings.toStdString();
    engine::Scenario train = presetScenario("llama-3.2-1b");
    train.workload = engine::Workload::Finetune;
    train.gpuIds = serve.gpuIds;
    train.training.tokens = 1e7;
    // Renting one GPU: the sentence states what is rented (buying, it is a whole 8-GPU server).
    train.budget.acquisition = engine::Acquisition::Rent;
    const engine::Plan trained = engine::plan(train, catalog());
    ASSERT_EQ(trained.options.size(), 1u);
    ASSERT_EQ(trained.options[0].gpuCount, 1);
    EXPECT_TRUE(planReasoning(trained, train).contains(QStringLiteral("on 1 GPU in 1 node it finishes the job")))
        << planReasoning(trained, train).toStdString();
}

// Where whole servers hold more GPUs than the fewest that do the job, the recommendation says which
// is which: a zh_TW QA pass read "on 8 GPUs ... 33.4 minutes" above the table's "1 GPU ... 4.5 hours"
// (Llama 3.1 8B LoRA on 200M tokens) as two answers. Renting one GPU, the two are the same.
TEST(Comparison, TheRecommendationSaysTheServerBoughtBesideTheFewestGpus)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetOn("llama-3.1-8b", engine::Workload::Lora, "h100-sxm5-80gb");
    s.training.tokens = 2e8;
    s.training.deadlineDays = 7;
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_EQ(p.options.size(), 1u);
    ASSERT_EQ(p.options[0].gpuCount, 1);
    ASSERT_TRUE(p.options[0].purchase && p.options[0].purchase->gpuCount == 8);
    const QString text = planReasoning(p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("on 8 GPUs in 1 node it finishes the job"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("The 8 GPUs are what is bought, in whole servers; the fewest that do the job, "
                                             "1 GPU, take %1.").arg(formatDays(p.options[0].training->days))))
        << text.toStdString();
    s.budget.acquisition = engine::Acquisition::Rent;
    const QString rented = planReasoning(engine::plan(s, catalog()), s);
    EXPECT_FALSE(rented.contains(QStringLiteral("are what is"))) << rented.toStdString();
}

// The best is the fewest GPUs; where another option that meets the goals rents (or buys) for less, the
// reasoning says so with both figures (a serving QA pass renting read "H200 is the best choice" beside
// an H100 renting for 11 % less a month, which only the cost chart said).
TEST(Comparison, ACheaperOptionThanTheBestIsNamed)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = startPreset("serve-10b-100qps");
    s.gpuIds = {"h100-sxm5-80gb", "h200-sxm-141gb"};
    s.budget.acquisition = engine::Acquisition::Rent;
    s.inference.engine = engine::ServingEngine::TensorRtLlm;
    s.inference.weights = s.inference.kvCache = engine::Dtype::Fp8;
    s.inference.inputTokens = 2048;
    s.inference.outputTokens = 512;
    s.inference.ttftMs = 500;
    s.inference.tpotMs = 30;
    s.inference.qps = 200;
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_TRUE(p.issues.empty());
    ASSERT_EQ(p.recommendedGpu, "h200-sxm-141gb");
    ASSERT_EQ(p.cheapestGpu, "h100-sxm5-80gb");
    const engine::CostEstimate *h100 = engine::purchaseCost(p.options[0]), *h200 = engine::purchaseCost(p.options[1]);
    ASSERT_TRUE(h100 && h200);
    EXPECT_TRUE(planReasoning(p, s).contains(QStringLiteral("NVIDIA H100 SXM5 80GB rents for less: %1 against %2.")
                                                 .arg(formatMoney(engine::modeCost(s, *h100), h100->currency),
                                                      formatMoney(engine::modeCost(s, *h200), h200->currency))))
        << planReasoning(p, s).toStdString();
    s.gpuIds = {"h200-sxm-141gb"};   // one option: nothing to add
    const engine::Plan one = engine::plan(s, catalog());
    EXPECT_FALSE(planReasoning(one, s).contains(QStringLiteral("for less")));
}

// When nothing meets the goals the verdict says, GPU by GPU, what stands in the way and what to change
// for it (a GUI QA pass read "relax the deadline or latency limits" beside a budget, a region and a
// fixed count, none of which it named). In the China region the advice is measured from a GPU sold there.
TEST(Comparison, NothingMeetsTheGoalsSaysWhatStandsInTheWay)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario fixed = presetScenario("llama-2-70b");
    fixed.workload = engine::Workload::Finetune;
    fixed.gpuIds = {"h100-sxm5-80gb", "l40s-48gb"};
    fixed.gpuCount = 8;
    const QString tight = planReasoning(engine::plan(fixed, catalog()), fixed);
    EXPECT_TRUE(tight.contains(QStringLiteral("NVIDIA H100 SXM5 80GB does not fit on the fixed 8 GPUs"))) << tight.toStdString();
    EXPECT_TRUE(tight.contains(QStringLiteral("Raise the fixed GPU count"))) << tight.toStdString();
    EXPECT_FALSE(tight.contains(QStringLiteral("deadline"))) << tight.toStdString();
    // Beside a recommended option, one that does not fit is said on the fixed count too (a zh_TW QA
    // pass read "does not fit within the GPU limit" for QLoRA 70B on one fixed L40S).
    engine::Scenario qlora = presetScenario("llama-3.1-70b");
    qlora.workload = engine::Workload::Qlora;
    qlora.gpuIds = {"l40s-48gb", "h20-96gb"};
    qlora.gpuCount = 1;
    const engine::Plan qp = engine::plan(qlora, catalog());
    ASSERT_EQ(qp.recommendedGpu, "h20-96gb");
    const QString beside = planReasoning(qp, qlora);
    EXPECT_TRUE(beside.contains(QStringLiteral("NVIDIA L40S 48GB does not fit on the fixed 1 GPU"))) << beside.toStdString();
    EXPECT_FALSE(beside.contains(QStringLiteral("GPU limit"))) << beside.toStdString();
    // A fixed count that misses the deadline says how many GPUs meet it, in the verdict and the warning.
    qlora.gpuIds = {"l40s-48gb"};
    qlora.gpuCount = 2;
    qlora.training.tokens = 1e9;
    qlora.training.deadlineDays = 7;
    const engine::Plan late = engine::plan(qlora, catalog());
    const qint64 meet = late.options.at(0).gpusForDeadline;
    ASSERT_GT(meet, 2);
    const QString lateText = planReasoning(late, qlora);
    EXPECT_TRUE(lateText.contains(QStringLiteral("NVIDIA L40S 48GB misses the deadline on the fixed 2 GPUs (%1 GPUs meet it)").arg(meet)))
        << lateText.toStdString();
    EXPECT_TRUE(planWarnings(late, catalog()).join(u'\n').contains(QStringLiteral("%1 GPUs meet it.").arg(meet)))
        << planWarnings(late, catalog()).join(u'\n').toStdString();

    // Serving on a fixed count too few for the rate, and one far above what the rate needs: the GPU
    // limit is not in use (its field is disabled), so it is never what to raise, and a fixed count is
    // not "the fewest GPUs" (a GUI QA pass, 100 requests/s on 1 and on 99,999 GPUs).
    engine::Scenario fixedServe = presetScenario("llama-3-8b");
    fixedServe.workload = engine::Workload::Inference;
    fixedServe.inference.qps = 100;
    fixedServe.gpuIds = {"h100-sxm5-80gb"};
    fixedServe.gpuCount = 1;
    const QString few = planReasoning(engine::plan(fixedServe, catalog()), fixedServe);
    EXPECT_TRUE(few.contains(QStringLiteral("cannot serve the load on the fixed 1 GPU"))) << few.toStdString();
    EXPECT_TRUE(few.contains(QStringLiteral("Raise the fixed GPU count, or lower the requests per second."))) << few.toStdString();
    EXPECT_FALSE(few.contains(QStringLiteral("GPU limit"))) << few.toStdString();
    fixedServe.gpuCount = 64;
    const engine::Plan many = engine::plan(fixedServe, catalog());
    ASSERT_EQ(many.recommendedGpu, "h100-sxm5-80gb");
    const QString plenty = planReasoning(many, fixedServe);
    EXPECT_TRUE(plenty.contains(QStringLiteral("on the fixed 64 GPUs it serves 100 requests per second"))) << plenty.toStdString();
    EXPECT_FALSE(plenty.contains(QStringLiteral("fewest"))) << plenty.toStdString();
    fixedServe.gpuIds = {"h100-sxm5-80gb", "a100-sxm4-80gb"};
    const QString two = planReasoning(engine::plan(fixedServe, catalog()), fixedServe);
    // As many GPUs: the cheaper A100 is recommended (engine::recommend), the H100 named beside it.
    EXPECT_TRUE(two.startsWith(QStringLiteral("NVIDIA A100 SXM4 80GB is the best choice"))) << two.toStdString();
    EXPECT_TRUE(two.contains(QStringLiteral("NVIDIA H100 SXM5 80GB also meets the goals on the fixed 64 GPUs"))) << two.toStdString();
    EXPECT_FALSE(two.contains(QStringLiteral("needs 64"))) << two.toStdString();

    engine::Scenario china = presetScenario("llama-3-8b");
    china.workload = engine::Workload::Inference;
    china.inference.qps = 10;
    china.region = "china";
    china.gpuIds = {"a100-sxm4-80gb", "h100-sxm5-80gb"};
    const engine::Plan p = engine::plan(china, catalog());
    const QString region = planReasoning(p, china);
    EXPECT_TRUE(region.contains(QStringLiteral("NVIDIA A100 SXM4 80GB cannot be bought in the region"))) << region.toStdString();
    EXPECT_TRUE(region.contains(QStringLiteral("Compare GPUs sold in the region:"))) << region.toStdString();
    EXPECT_TRUE(region.contains(QStringLiteral("L20"))) << region.toStdString();
    EXPECT_FALSE(region.contains(QStringLiteral("T4"))) << region.toStdString();   // 16 GB: not offered
    EXPECT_FALSE(region.contains(QStringLiteral("latency"))) << region.toStdString();
    // The advice offers GPUs sold there, never the restricted ones.
    const engine::Advice a = engine::advise(china, catalog(), p);
    int sold = 0;
    for (const engine::WhatIf &w : a.whatIfs)
        if (w.kind == engine::WhatIfKind::OtherGpu || w.kind == engine::WhatIfKind::PcieVariant) {
            EXPECT_NE(catalog().gpu(w.gpuId)->chinaStatus, "restricted") << w.gpuId;
            sold += catalog().gpu(w.gpuId)->chinaStatus == "available";
        }
    EXPECT_GT(sold, 0);

    engine::Scenario budget = presetScenario("llama-3-8b");
    budget.gpuIds = {"h100-sxm5-80gb"};
    budget.budget.limit = 1000;
    const QString over = planReasoning(engine::plan(budget, catalog()), budget);
    EXPECT_TRUE(over.contains(QStringLiteral("NVIDIA H100 SXM5 80GB costs"))) << over.toStdString();
    EXPECT_TRUE(over.contains(QStringLiteral("of the budget"))) << over.toStdString();
    EXPECT_TRUE(over.contains(QStringLiteral("Raise the budget"))) << over.toStdString();

    // Beside a recommendation too, an option that misses a goal says which (a GUI QA pass read "L40S
    // needs 208 GPUs" for comparison, at a TPOT over three times the limit).
    engine::Scenario serve = presetScenario("llama-2-70b");
    serve.workload = engine::Workload::Inference;
    serve.inference.qps = 20;
    serve.inference.tpotMs = 50;
    serve.gpuIds = {"h100-sxm5-80gb", "l40s-48gb"};
    const engine::Plan served = engine::plan(serve, catalog());
    ASSERT_EQ(served.recommendedGpu, "h100-sxm5-80gb");
    ASSERT_FALSE(engine::meetsGoals(served.options[1]));
    const QString compared = planReasoning(served, serve);
    EXPECT_TRUE(compared.contains(QStringLiteral("NVIDIA L40S 48GB misses the latency limits"))) << compared.toStdString();
}

// Renting a training job over the budget says what the job's rent is, not "not even one GPU is
// affordable" (a QA pass: 70B LoRA rented for about twice a budget of 30,000).
TEST(Comparison, ARentedJobOverTheBudgetSaysItsRent)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("scale-10b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.budget.acquisition = engine::Acquisition::Rent;
    s.budget.limit = 1000;   // dollars: far below the job's rent
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_EQ(p.options.size(), 1u);
    const engine::Option &o = p.options.front();
    ASSERT_TRUE(o.budgetFit && o.cost);
    ASSERT_FALSE(o.budgetFit->withinBudget);
    const QString cell = comparisonCell(ResultRow::BudgetFit, o, p, s);
    EXPECT_EQ(cell, QStringLiteral("over budget; renting the job costs %1, %2 of the budget")
                        .arg(formatMoney(o.budgetFit->cost, o.cost->currency), formatPercent(o.budgetFit->cost / 1000.0)))
        << cell.toStdString();
    EXPECT_GT(o.budgetFit->cost, 1000.0);
    // Within the budget too: the rent and its share, not a count. It said "affords 4,096 GPUs (34
    // minutes)", the GPU limit of the search, which a zh_TW QA pass read as a plan.
    s.budget.limit = 1e8;
    const engine::Plan rich = engine::plan(s, catalog());
    const engine::Option &r = rich.options.front();
    ASSERT_TRUE(r.budgetFit && r.cost && r.budgetFit->withinBudget);
    EXPECT_EQ(r.budgetFit->affordableGpus, 0);
    EXPECT_EQ(comparisonCell(ResultRow::BudgetFit, r, rich, s),
              QStringLiteral("within budget; renting the job costs %1, %2 of the budget")
                  .arg(formatMoney(r.budgetFit->cost, r.cost->currency), formatPercent(r.budgetFit->cost / 1e8)));
    s.budget.limit = 1000;
    s.budget.acquisition = engine::Acquisition::Buy;   // buying, the count the budget affords: whole servers
    const engine::Plan bought = engine::plan(s, catalog());
    EXPECT_EQ(comparisonCell(ResultRow::BudgetFit, bought.options.front(), bought, s),
              QStringLiteral("over budget; not even one server of 8 GPUs is affordable"));
}

// A training job with no horizon compares buying and renting for the job alone, with no period: the
// row read "Rent: $26 vs $325,464 buying over 47.1 minutes" beside a job of 2.8 hours, the minutes
// being the job's time on the 8 GPUs bought (an English consultant's QA pass). Given a horizon, the
// row keeps it.
TEST(Comparison, AOneOffJobsBuyOrRentRowSaysItIsForTheJob)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetOn("llama-3.1-8b", engine::Workload::Finetune, "h100-sxm5-80gb");
    s.training.tokens = 200e6;
    s.training.deadlineDays = 7;
    s.budget.acquisition = engine::Acquisition::Rent;
    const engine::Plan p = engine::plan(s, catalog());
    const engine::Option &o = p.options.front();
    const engine::CostEstimate *cost = engine::purchaseCost(o);
    ASSERT_TRUE(cost && !cost->recommendBuy);
    EXPECT_EQ(comparisonCell(ResultRow::BuyOrRent, o, p, s),
              QStringLiteral("Rent: %1 vs %2 buying, for this one job")
                  .arg(formatMoney(cost->rentTotal, cost->currency), formatMoney(cost->buyTotal, cost->currency)));
    s.budget.horizonMonths = 24;
    const engine::Plan months = engine::plan(s, catalog());
    EXPECT_TRUE(comparisonCell(ResultRow::BuyOrRent, months.options.front(), months, s).contains(QStringLiteral(" over 24 months")))
        << comparisonCell(ResultRow::BuyOrRent, months.options.front(), months, s).toStdString();
}

// A recommendation decided by cost within the GPU-hours tie says so, not "the fewest" (the H200 had
// fewer GPU-hours); the cheaper option is the recommended one, so no "rents for less" follows.
TEST(Comparison, ARecommendationWithinTheTieSaysWhy)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3.1-8b");
    s.workload = engine::Workload::Pretrain;
    s.training.tokens = 5e10;
    s.training.deadlineDays = 21;
    s.budget.acquisition = engine::Acquisition::Rent;
    s.gpuIds = {"h200-sxm-141gb", "h100-sxm5-80gb"};
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_TRUE(p.recommendedWithinTie);
    const QString text = planReasoning(p, s);
    EXPECT_TRUE(text.startsWith(QStringLiteral("NVIDIA H100 SXM5 80GB is the best choice"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("within 5% of the fewest (closer than the model tells apart) and at a lower cost")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("rents for less"))) << text.toStdString();
}

// A break-even past the hardware's life is said as such, not as months (a zh_TW QA pass read "after
// 1,733 months of use" beside a 4-year depreciation); within it, the months.
TEST(Comparison, ABreakEvenBeyondTheDepreciationIsSaidSo)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("scale-10b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.budget.horizonMonths = 48;
    const auto breakEvenAt = [&](double utilisation) {
        s.budget.utilisation = utilisation;
        const engine::Plan p = engine::plan(s, catalog());
        const engine::CostEstimate *bought = engine::purchaseCost(p.options.front());   // the cell's: what is bought
        EXPECT_TRUE(bought && bought->breakEvenMonths);
        return std::pair {comparisonCell(ResultRow::BreakEven, p.options.front(), p, s),
                          bought && bought->breakEvenMonths ? *bought->breakEvenMonths : 0.0};
    };
    const auto [busy, busyMonths] = breakEvenAt(1.0);
    EXPECT_LT(busyMonths, 48);
    EXPECT_EQ(busy, QStringLiteral("after %1 of use").arg(formatMonths(busyMonths)));
    const auto [idle, idleMonths] = breakEvenAt(0.8);   // rented 80 % of the hours: owning pays back later
    EXPECT_GT(idleMonths, 48);
    EXPECT_EQ(idle, QStringLiteral("not within the 4-year depreciation"));
}

// An option that does not fit on its fixed count is not costed, and its cost cells say "–", not "no
// prices" (a QA pass: one GPU for a 10B pre-train read "Cost: no prices" though the H100 has prices).
// A slow serving option keeps its digits: a QA pass read "0.0 请求/秒，0 token/秒" for 100k-token prompts
// on an H20.
TEST(Comparison, ASlowServingOptionKeepsItsDigits)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3-8b");
    s.workload = engine::Workload::Inference;
    s.gpuIds = {"h20-96gb"};
    engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    engine::Option o = p.options.front();
    ASSERT_TRUE(o.fits && o.inference);
    o.inference->requestsPerSecond = 0.0312;
    o.inference->tokensPerSecond = 3.12;
    const QString cell = comparisonCell(ResultRow::Time, o, p, s);
    EXPECT_TRUE(cell.startsWith(QStringLiteral("0.03 req/s, 3.1 tokens/s"))) << cell.toStdString();
    o.inference->requestsPerSecond = 12.34;
    o.inference->tokensPerSecond = 5678.9;
    // Rounded as the CLI rounds (a QA pass read 6,919 on screen beside the CLI's 6920).
    EXPECT_TRUE(comparisonCell(ResultRow::Time, o, p, s).startsWith(QStringLiteral("12.3 req/s, 5,679 tokens/s")));
}

TEST(Comparison, ANonFittingOptionIsNotCalledUnpriced)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("scale-10b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.gpuCount = 1;
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_EQ(p.options.size(), 1u);
    const engine::Option &o = p.options.front();
    ASSERT_FALSE(o.fits);
    for (ResultRow row : {ResultRow::Cost, ResultRow::Purchase, ResultRow::Rent, ResultRow::Energy, ResultRow::BreakEven,
                          ResultRow::BuyOrRent})
        EXPECT_EQ(comparisonCell(row, o, p, s), QStringLiteral("–")) << static_cast<int>(row);
    EXPECT_EQ(comparisonCell(ResultRow::Verdict, o, p, s), QStringLiteral("Does not fit"));
    s.gpuCount = 0;   // fits from 3 GPUs: priced
    const engine::Plan fits = engine::plan(s, catalog());
    EXPECT_TRUE(comparisonCell(ResultRow::Cost, fits.options.front(), fits, s).startsWith(QStringLiteral("buy ")));
    // Renting for serving, the cost is a month's rent and says so (a GUI QA pass read a bare figure).
    engine::Scenario serve = presetScenario("llama-3-8b");
    serve.workload = engine::Workload::Inference;
    serve.inference.qps = 5;
    serve.gpuIds = {"h100-sxm5-80gb"};
    serve.budget.acquisition = engine::Acquisition::Rent;
    const engine::Plan rented = engine::plan(serve, catalog());
    const QString rent = comparisonCell(ResultRow::Cost, rented.options.front(), rented, serve);
    EXPECT_TRUE(rent.startsWith(QStringLiteral("rent ")) && rent.endsWith(QStringLiteral(" a month"))) << rent.toStdString();
}

// The recommended option says its deadline risk as the others do: the 10B month scenario with a
// 16.5-day deadline recommends 16 H100 at 15.6 days (±9 %: 17.0 at the top of the band), and every
// option is at risk (a zh_TW QA pass read H200 "deadline at risk" and H100 a bare "★ Recommended" at
// the same 57.2 days of 60).
TEST(Comparison, TheRecommendedOptionSaysItsDeadlineRisk)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = startPreset("train-10b-month");
    s.training.deadlineDays = 16.5;
    const engine::Plan p = engine::plan(s, catalog());
    const engine::Option *rec = engine::recommendedOption(p);
    ASSERT_NE(rec, nullptr);
    ASSERT_NE(engine::findWarning(*rec, engine::WarningCode::DeadlineAtRisk), nullptr);
    EXPECT_EQ(comparisonCell(ResultRow::Verdict, *rec, p, s), QStringLiteral("★ Recommended; deadline at risk"));
    for (const engine::Option &o : p.options)
        if (&o != rec && o.fits && engine::findWarning(o, engine::WarningCode::DeadlineAtRisk) && o.warnings.size() == 1) {
            EXPECT_EQ(comparisonCell(ResultRow::Verdict, o, p, s), QStringLiteral("Works; deadline at risk")) << o.gpuId;
        }
    s.training.deadlineDays = 30;   // the band's top well inside the deadline
    const engine::Plan relaxed = engine::plan(s, catalog());
    EXPECT_EQ(comparisonCell(ResultRow::Verdict, *engine::recommendedOption(relaxed), relaxed, s), QStringLiteral("★ Recommended"));
    // Sold into mainland China only under a US licence, the verdict says so (a zh_CN QA pass read the
    // H20 "★ Recommended" in a purchase request, the licence only among the warnings).
    s.region = "china";
    s.gpuIds = {"h20-96gb"};
    s.training.deadlineDays = 16.5;   // at risk too: both are said
    const engine::Plan risky = engine::plan(s, catalog());
    ASSERT_NE(engine::findWarning(risky.options.front(), engine::WarningCode::DeadlineAtRisk), nullptr);
    EXPECT_EQ(comparisonCell(ResultRow::Verdict, risky.options.front(), risky, s),
              QStringLiteral("★ Recommended; deadline at risk; US licence needed"));
    s.training.deadlineDays = 0;   // no deadline: no risk to say first
    s.gpuIds = {"h20-96gb"};
    const engine::Plan h20 = engine::plan(s, catalog());
    ASSERT_EQ(h20.recommendedGpu, "h20-96gb");
    EXPECT_EQ(comparisonCell(ResultRow::Verdict, h20.options.front(), h20, s), QStringLiteral("★ Recommended; US licence needed"));
    s.gpuIds = {"l20-48gb", "h20-96gb"};
    const engine::Plan both = engine::plan(s, catalog());
    for (const engine::Option &o : both.options)
        EXPECT_EQ(comparisonCell(ResultRow::Verdict, o, both, s),
                  o.gpuId == both.recommendedGpu ? (o.gpuId == "h20-96gb" ? QStringLiteral("★ Recommended; US licence needed")
                                                                           : QStringLiteral("★ Recommended"))
                                                 : (o.gpuId == "h20-96gb" ? QStringLiteral("Works; US licence needed")
                                                                          : QStringLiteral("Works")))
            << o.gpuId;
}

// The budget row counts what is bought: whole servers, and a count the model does not fit on is said
// as such (a zh_TW QA pass read "affords 6 GPUs" of H100, sold in servers of 8, for a model that needs 8).
TEST(Comparison, TheBudgetRowCountsWholeServersThatHoldTheModel)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = startPreset("train-10b-month");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.budget.limit = 200'000;   // one server of 8 H100 is USD 325,461
    engine::Plan p = engine::plan(s, catalog());
    EXPECT_EQ(comparisonCell(ResultRow::BudgetFit, p.options.front(), p, s),
              QStringLiteral("over budget; not even one server of 8 GPUs is affordable"));
    s.model = presetScenario("llama-3.1-70b").model;   // 16 bytes a parameter: more than one server holds
    s.budget.limit = 400'000;
    p = engine::plan(s, catalog());
    EXPECT_EQ(comparisonCell(ResultRow::BudgetFit, p.options.front(), p, s),
              QStringLiteral("over budget; affords 8 GPUs, too few to hold the model"));
}

// Whole servers beyond a fixed count say how many GPUs more they are: 100 A100 are bought as 13
// servers of 8 (a zh_TW procurement QA pass read "13 servers of 8 GPUs" under "100 GPUs" and missed the 104).
TEST(Comparison, WholeServersBeyondTheCountSayHowManyMore)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = startPreset("train-10b-month");
    s.gpuIds = {"a100-sxm4-80gb"};
    s.gpuCount = 100;
    const engine::Plan p = engine::plan(s, catalog());
    const engine::Option &o = p.options.front();
    ASSERT_TRUE(o.fits && o.purchase && o.purchase->training);
    ASSERT_EQ(o.purchase->gpuCount, 104);
    EXPECT_TRUE(comparisonCell(ResultRow::ToBuy, o, p, s).startsWith(QStringLiteral("13 servers of 8 GPUs (4 GPUs more than planned): ")))
        << comparisonCell(ResultRow::ToBuy, o, p, s).toStdString();
    s.gpuCount = 96;   // whole servers: nothing more to say
    const engine::Plan whole = engine::plan(s, catalog());
    EXPECT_FALSE(comparisonCell(ResultRow::ToBuy, whole.options.front(), whole, s).contains(QStringLiteral("more than planned")));
}

// A against B names the inputs that were changed: a deadline moved from 30 to 60 days was nowhere in
// the comparison (a QA pass); the unchanged inputs are not repeated.
TEST(Comparison, PinnedComparisonNamesTheChangedInputs)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario a = presetScenario("scale-10b");
    a.training.tokens = 200e9;
    a.training.deadlineDays = 30;
    engine::Scenario b = a;
    b.training.deadlineDays = 60;
    const ScenarioComparison c = compareScenarios(engine::plan(a, catalog()), a, engine::plan(b, catalog()), b);
    const qsizetype deadline = c.rowTitles.indexOf(QStringLiteral("Deadline"));
    ASSERT_GE(deadline, 0) << c.rowTitles.join(u'|').toStdString();
    EXPECT_EQ(c.a[deadline], formatDays(30));
    EXPECT_EQ(c.b[deadline], formatDays(60));
    EXPECT_TRUE(c.differs[deadline]);
    EXPECT_EQ(c.rowTitles.indexOf(QStringLiteral("Sequence length")), -1);
    EXPECT_EQ(c.rowTitles.indexOf(QStringLiteral("Model")), -1);   // in the first row, "Scenario"
}

// A scenario file's fixed batch above its engine limit (the GUI has no batch field to point at): the
// message says both numbers and what to change, in each language.
TEST(Issues, FixedBatchAboveTheEngineLimitIsSaidWithItsNumbers)
{
    engine::Scenario s = presetScenario("llama-3-8b");
    s.workload = engine::Workload::Inference;
    s.inference.batch = 512;
    s.inference.maxSequences = 256;
    const std::vector<engine::Issue> issues = engine::validate(s, catalog());
    ASSERT_EQ(issues.size(), 1u);
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(issueText(issues[0]), QStringLiteral("The fixed batch of 512 in this scenario is more than the 256 sequences "
                                                   "the engine runs at once; raise the max concurrent sequences."));
    language.switchTo(QStringLiteral("zh_CN"), false);
    EXPECT_TRUE(issueText(issues[0]).contains(QStringLiteral("最大并发序列数"))) << issueText(issues[0]).toStdString();
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_TRUE(issueText(issues[0]).contains(QStringLiteral("最大並行序列數"))) << issueText(issues[0]).toStdString();
    language.switchTo(QStringLiteral("en"), false);
}

// A pinned EP that does not divide the pinned DP is said with both numbers in each language (a CLI QA
// pass read "4096 GPUs cannot all be used", the search's limit, for EP 4 with DP 2 on Mixtral).
// EP is carved out of DP; on Megatron-Core with TP > 1 it may also fold into TP x CP x DP with whole
// experts (docs/model.md §4.5b), so EP 4 on DP 2 is refused only where TP is pinned to 1 (or the
// stack cannot fold), and EP 8 on TP 2 x DP 2 is refused against the product.
TEST(Issues, ExpertParallelMustDivideDataParallel)
{
    engine::Scenario s = presetScenario("mixtral-8x7b");
    s.parallel.ep = 4;
    s.parallel.dp = 2;
    EXPECT_TRUE(engine::validate(s, catalog()).empty()) << "TP left to the search: TP 2 with ETP 1 holds EP 4";
    s.parallel.tp = 1;
    const std::vector<engine::Issue> issues = engine::validate(s, catalog());
    ASSERT_EQ(issues.size(), 1u);
    EXPECT_EQ(issues[0].code, engine::IssueCode::NotDivisible);
    EXPECT_EQ(issues[0].field, "dp");
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(issueText(issues[0]), QStringLiteral("The expert parallel size (4) must divide the data-parallel size (2)."));
    language.switchTo(QStringLiteral("zh_CN"), false);
    EXPECT_TRUE(issueText(issues[0]).contains(QStringLiteral("数据并行"))) << issueText(issues[0]).toStdString();
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_TRUE(issueText(issues[0]).contains(QStringLiteral("資料平行"))) << issueText(issues[0]).toStdString();
    language.switchTo(QStringLiteral("en"), false);
    s.parallel.dp = 8;
    EXPECT_TRUE(engine::validate(s, catalog()).empty());

    s.parallel.tp = 2;
    s.parallel.dp = 2;
    s.parallel.ep = 8;
    const std::vector<engine::Issue> folded = engine::validate(s, catalog());
    ASSERT_EQ(folded.size(), 1u);
    EXPECT_EQ(folded[0].field, "tp_cp_dp");
    EXPECT_EQ(issueText(folded[0]), QStringLiteral("The expert parallel size (8) must divide TP × CP × DP (4)."));
    s.training.framework = engine::Framework::DeepSpeed;
    ASSERT_EQ(engine::validate(s, catalog()).size(), 1u);
    EXPECT_EQ(engine::validate(s, catalog())[0].field, "dp") << "DeepSpeed's EP groups are data-parallel ranks";
    s.training.framework = engine::Framework::MegatronCore;
    s.parallel.ep = 4;
    EXPECT_TRUE(engine::validate(s, catalog()).empty()) << "EP 4 folds into TP 2 x DP 2";
}

// Whole experts (docs/model.md §2.2) are named in the layout, where EP 32 beside DP 16 would read as a
// mistake; split experts and dense models keep the short form.
TEST(Formatting, LayoutTextNamesWholeExperts)
{
    engine::Layout l;
    l.tp = 2;
    l.pp = 8;
    l.dp = 16;
    l.ep = 32;
    l.etp = 1;
    l.zero = 1;
    EXPECT_EQ(layoutText(l, true), QStringLiteral("TP 2 · PP 8 · DP 16 · EP 32 · ETP 1 · ZeRO-1"));
    l.ep = 8;
    l.etp = 0;
    EXPECT_EQ(layoutText(l, true), QStringLiteral("TP 2 · PP 8 · DP 16 · EP 8 · ZeRO-1"));
    l.tp = 1;
    l.etp = 1;   // with TP 1 the experts are whole either way
    EXPECT_EQ(layoutText(l, true), QStringLiteral("TP 1 · PP 8 · DP 16 · EP 8 · ZeRO-1"));
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

// Straight from English to 简体中文 to 繁體中文 in one process, as the comparison screenshots switch:
// the reviewer saw the Simplified face on the whole zh_TW A vs B screenshot.
TEST(Fonts, StraightFromSimplifiedToTraditional)
{
    LanguageManager language;
    QLabel before;
    for (const char *lang : {"en", "zh_CN"}) {
        language.switchTo(QString::fromLatin1(lang), false);
        QCoreApplication::processEvents();
    }
    EXPECT_TRUE(faceDrawing(QString::fromUtf8("说，"), before.font()).contains(QStringLiteral("SC")));
    language.switchTo(QStringLiteral("zh_TW"), false);
    QCoreApplication::processEvents();
    QLabel after;
    for (QWidget *w : {static_cast<QWidget *>(&before), static_cast<QWidget *>(&after)}) {
        const QString han = faceDrawing(QString::fromUtf8("說"), w->font());
        const QString comma = faceDrawing(QString::fromUtf8("，"), w->font());
        EXPECT_TRUE(han.contains(QStringLiteral("TC"))) << han.toStdString();
        EXPECT_TRUE(comma.contains(QStringLiteral("TC"))) << comma.toStdString();
    }
    language.switchTo(QStringLiteral("en"), false);
}

// The same with a window drawn in each language first (a switch that left the glyphs of a shown
// window cached): the reviewer's zh_TW A vs B screenshot was all in the Simplified face.
TEST(Fonts, AShownWindowTakesTheTraditionalFaceAfterSimplified)
{
    ShownWizard w;
    w.open(QStringLiteral("en"), 1366, 700);
    for (const char *lang : {"zh_CN", "zh_TW"}) {
        w.language.switchTo(QString::fromLatin1(lang), false);
        QCoreApplication::processEvents();
        w.window->grab();   // drawn in this language
    }
    QLabel *label = w.wizard->findChild<QLabel *>();
    ASSERT_TRUE(label);
    const QString faces = faceDrawing(QString::fromUtf8("說，"), label->font());
    EXPECT_TRUE(faces.contains(QStringLiteral("TC")) && !faces.contains(QStringLiteral("SC"))) << faces.toStdString();
    w.close();
}

// Where a line must not break (ui/text/typography.h): a number and its unit, a slashed
// unit, a Chinese unit word, a range; the text reads the same once the joiners are taken out.
TEST(Typography, NumbersAndUnitsStayTogether)
{
    const QChar wj(0x2060), nbsp(0x00A0);
    const auto plain = [&](QString t) { return t.remove(wj).replace(nbsp, QLatin1Char(' ')); };
    for (const char *text : {"50.0 毫秒", "26,942 token/秒", "58.4 GiB", "6,003 GPU 小时", "20–40%", "采购前请向供应商询价。"}) {
        const QString in = QString::fromUtf8(text);
        const QString out = keepUnitsTogether(in);
        EXPECT_EQ(plain(out), in) << text;
        EXPECT_NE(out, in) << text;   // something was tied
    }
    EXPECT_EQ(keepUnitsTogether(QString::fromUtf8("50.0 毫秒")), QString::fromUtf8("50.0") + nbsp + QString::fromUtf8("毫") + wj + QString::fromUtf8("秒"));
    EXPECT_EQ(keepUnitsTogether(QStringLiteral("GB/s")), QStringLiteral("GB/") + wj + QStringLiteral("s"));
    EXPECT_EQ(keepUnitsTogether(QStringLiteral("plain words")), QStringLiteral("plain words"));
    // An amount is not tied to the word after it: "NT$133,761,381 buying" was wider than a report
    // column and broke as "buyin" | "g" (a zh_TW QA pass); a count keeps its unit ("197,635 tokens").
    EXPECT_EQ(keepUnitsTogether(QStringLiteral("NT$133,761,381 buying")), QStringLiteral("NT$133,761,381 buying"));
    EXPECT_EQ(keepUnitsTogether(QStringLiteral("197,635 tokens")), QStringLiteral("197,635") + nbsp + QStringLiteral("tokens"));
    // A short Chinese mark wraps as one word (a GPU list broke "受出口管制" after 管); English is left alone.
    EXPECT_EQ(keepCjkTogether(QString::fromUtf8("受出口管制")), QString::fromUtf8("受") + wj + QString::fromUtf8("出") + wj
                  + QString::fromUtf8("口") + wj + QString::fromUtf8("管") + wj + QString::fromUtf8("制"));
    EXPECT_EQ(keepCjkTogether(QString::fromUtf8("需 US 许可")), QString::fromUtf8("需 US 许") + wj + QString::fromUtf8("可"));
    EXPECT_EQ(keepCjkTogether(QStringLiteral("under export controls")), QStringLiteral("under export controls"));
}

// Every organisation of the catalogue's models is offered for translation, and the preset list's
// headings say it in the language shown (a QA pass in 简体中文 read "Qwen3 — Alibaba Cloud (Qwen)").
TEST(Ui, OrganisationsAreTranslated)
{
    for (const engine::ModelPreset &m : catalog().models) {
        if (!m.organisation.empty()) {
            EXPECT_TRUE(isKnownOrganisation(m.organisation)) << m.organisation << " (add it to kOrganisations)";
        }
    }
    LanguageManager language;
    language.switchTo(QStringLiteral("zh_CN"), false);
    EXPECT_EQ(organisationName("Alibaba Cloud (Qwen)"), QStringLiteral("阿里云（通义千问）"));
    language.switchTo(QStringLiteral("zh_TW"), false);
    EXPECT_EQ(organisationName("Shanghai AI Laboratory"), QStringLiteral("上海人工智慧實驗室"));
    EXPECT_EQ(organisationName("A lab not in the list"), QStringLiteral("A lab not in the list"));
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(organisationName("Zhipu AI (Z.ai)"), QStringLiteral("Zhipu AI (Z.ai)"));
}

// The memory-per-card rule speaks the guides' decimal GB and says the table's GiB beside them: "68 GB
// of 69 GB usable" on a 64 GB Ascend 910B read as a mistake (a QA pass in 简体中文; 64.0 GiB).
TEST(Ui, MemoryPerCardRuleSaysTheTablesGiB)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3-8b");
    s.gpuIds = {"ascend-910b"};
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    const engine::Option &o = p.options.front();
    ASSERT_TRUE(o.fits);
    int found = 0;
    for (const engine::RuleOfThumb &r : engine::rulesOfThumb(s, catalog(), p)) {
        if (r.topic != engine::RuleTopic::MemoryPerCard)
            continue;
        ++found;
        const QString text = ruleEngineText(r, p);
        EXPECT_TRUE(text.contains(QStringLiteral("(%1 of %2 in the table)").arg(formatGiB(o.memory.total()), formatGiB(o.usableBytes))))
            << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("%1 GB usable").arg(formatNumber(static_cast<double>(o.usableBytes) / 1e9, 0))))
            << text.toStdString();
    }
    EXPECT_EQ(found, 1);
}

// A LoRA or QLoRA scenario's rules about model states are facts of full training and say so (a QA pass
// read "18 bytes per parameter" in a QLoRA report whose optimizer held 1.6 GiB); a full training's are
// its own figures and say nothing more.
TEST(Ui, FullTrainingFactsSaySoForAdapters)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3-8b");
    s.gpuIds = {"a100-sxm4-80gb"};
    for (const engine::Workload w : {engine::Workload::Qlora, engine::Workload::Pretrain}) {
        s.workload = w;
        const engine::Plan p = engine::plan(s, catalog());
        int marked = 0;
        for (const engine::RuleOfThumb &r : engine::rulesOfThumb(s, catalog(), p))
            if (ruleEngineText(r, p).startsWith(QStringLiteral("In full training: ")))
                ++marked;
        EXPECT_EQ(marked, w == engine::Workload::Qlora ? 3 : 0) << engine::workloadId(w);
    }
    // Pure BF16: the rows about mixed-precision Adam are said as facts of training with a master copy
    // (a QA pass read "18 bytes per parameter" beside a plan of 8), the offload row is the scenario's
    // own (4 of 8 bytes), and the report's scenario rows name the precision as it is.
    s.workload = engine::Workload::Finetune;
    s.training.fp32MasterWeights = false;
    const engine::Plan p = engine::plan(s, catalog());
    QStringList master;
    for (const engine::RuleOfThumb &r : engine::rulesOfThumb(s, catalog(), p)) {
        const QString text = ruleEngineText(r, p);
        if (text.startsWith(QStringLiteral("With an FP32 master copy: ")))
            master << QString::fromStdString(r.id);
        if (r.id == "offload_gpus") {
            EXPECT_TRUE(text.contains(QStringLiteral("4 of 8 bytes"))) << text.toStdString();
        }
    }
    EXPECT_EQ(master, (QStringList {QStringLiteral("training_vs_inference_memory"), QStringLiteral("mixed_precision_gpus")}));
    bool named = false;
    for (const auto &row : scenarioRows(s, p, catalog()))
        named = named || row.second.startsWith(QStringLiteral("Pure BF16 (no FP32 master copy), AdamW"));
    EXPECT_TRUE(named);
    // QLoRA names its 4-bit base (a zh_TW QA pass read "BF16 mixed precision, AdamW" alone).
    s.workload = engine::Workload::Qlora;
    s.training.fp32MasterWeights = true;
    QString qlora;
    for (const auto &row : scenarioRows(s, engine::plan(s, catalog()), catalog()))
        if (row.first == QStringLiteral("Precision and optimizer"))
            qlora = row.second;
    EXPECT_TRUE(qlora.startsWith(QStringLiteral("base weights in NF4 (4-bit), adapters and compute in "))) << qlora.toStdString();
}

// The power equation gives its result, as every other equation does: a zh_CN QA pass read 184 GPUs and
// 400 W a GPU, and no kW (73.6 kW was the row's figure).
TEST(Equations, ThePowerEquationGivesItsTotal)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    const engine::Scenario s = presetOn("llama-3.1-8b", engine::Workload::Pretrain, "h100-sxm5-80gb", 16);
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    const engine::Option &o = p.options.front();
    ASSERT_TRUE(o.purchase && o.purchase->gpuCount == o.gpuCount);
    const QString text = equationFor(ResultRow::Power, o, p, s);
    EXPECT_TRUE(text.contains(QStringLiteral("Total"))) << text.toStdString();
    EXPECT_TRUE(text.contains(formatKw(o.gpuPowerKw))) << text.toStdString();
    EXPECT_NEAR(o.gpuPowerKw, 16 * 0.7, 1e-9);   // 16 H100 SXM5 at 700 W
}

// The training-time equation lists every term of the step, so that its lines add up to the step time
// (a QA pass added the lines shown and found the element-wise kernels, the sends and the optimizer
// missing: 59.30 of 59.56 s).
TEST(Equations, TheStepsPartsAddUpToIt)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    engine::Scenario s = presetScenario("llama-3-8b");
    s.gpuIds = {"h100-sxm5-80gb"};
    s.gpuCount = 16;
    s.parallel.pp = 2;
    const engine::Plan p = engine::plan(s, catalog());
    ASSERT_FALSE(p.options.empty());
    const engine::Option &o = p.options.front();
    ASSERT_TRUE(o.training);
    const QString text = equationFor(ResultRow::Time, o, p, s);
    double sum = 0;
    static const QRegularExpression term(QStringLiteral("<td>([^<]+)</td><td align=\"right\"><b>([0-9.,]+) s"));
    for (auto it = term.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1) != QStringLiteral("Step time"))
            sum += QLocale::c().toDouble(m.captured(2).remove(u','));
    }
    const auto &st = o.training->step;
    EXPECT_TRUE(text.contains(QStringLiteral("Pipeline sends"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Optimizer step"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Element-wise kernels"))) << text.toStdString();
    EXPECT_NEAR(sum, o.training->stepSeconds, 0.01 * 12) << text.toStdString();   // each line rounded to 0.01 s
    EXPECT_NEAR(st.total(), o.training->stepSeconds, 1e-6);
}

// A cost change is signed whenever it is not zero as shown: a saving of 31 cents read "$0.31", as if
// it cost that (a QA pass on the "How to use fewer GPUs" tab).
TEST(Formatting, ACostChangeIsSignedWheneverItShows)
{
    LanguageManager language;
    language.switchTo(QStringLiteral("en"), false);
    EXPECT_EQ(formatMoneyDelta(-0.305, "USD"), QStringLiteral("−") + formatMoney(0.305, "USD", 0));
    EXPECT_EQ(formatMoneyDelta(1200, "USD"), QStringLiteral("+") + formatMoney(1200, "USD", 0));
    EXPECT_EQ(formatMoneyDelta(0.001, "USD"), formatMoney(0.001, "USD", 0));
    EXPECT_TRUE(formatMoneyDelta(-0.305, "USD").contains(QStringLiteral("0.3"))) << formatMoneyDelta(-0.305, "USD").toStdString();
}
