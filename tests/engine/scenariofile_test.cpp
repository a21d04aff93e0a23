// SPDX-License-Identifier: GPL-3.0-or-later
// .gpuplan scenario files: exact round trip, unknown keys kept, versions, malformed input.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>
#include <set>

#include "engine/hfconfig.h"
#include "engine/scenariofile.h"
#include <nlohmann/json.hpp>
#include "testdata.h"

using namespace engine;

namespace {

Scenario everyFieldSet()
{
    Scenario s;
    s.modelName = "DeepSeek-V3 (test)";
    s.presetId = "deepseek-v3";
    s.modelSource = ModelSource::HfConfig;
    s.model = testdata::hf("deepseek-v3");
    s.workload = Workload::Qlora;
    s.training = {Precision::Fp8, Optimizer::Adafactor, false, false, false, 8192, 2048, 2, 512, 1.5e12, 45.5, Recompute::Full, false,
                  false, false, Offload::Optimizer, Framework::DeepSpeed, AttentionKernel::Fused, Kernels::Eager,
                  MoeDispatcher::AllToAll, true, 64, false, 0.05, 0.42, 12.5, 0};
    s.inference = {Dtype::Int4, Dtype::Fp8, 32, 131072, 12.5, 1000, 300, 800, 40, 20000, 0.85, ServingEngine::Sglang, true};
    s.parallel = {8, 4, 2, 8, 1, 2, 2};
    s.gpuIds = {"h800-sxm5-80gb", "h20-96gb"};
    s.gpuCount = 64;
    s.maxGpus = 2048;
    s.networkId = "roce-400";
    s.region = "china";
    s.budget = {Currency::Cny, Acquisition::Rent, 5e6, 7.1, 0.65, 1.25, 5, 0.6, 18, 31.5, 0, 18000, 15};   // own facility, own staff, 15 kW racks
    s.report = {"GPU plan for the pilot", "Example Ltd. 示例公司", "Two options.\nPrices to be confirmed."};
    return s;
}

TEST(ScenarioFile, RoundTripIsExact)
{
    const Scenario s = everyFieldSet();
    const std::string text = serializeScenario(s);
    auto parsed = parseScenarioFile(text);
    ASSERT_TRUE(parsed) << describe(parsed.issue());
    EXPECT_EQ(parsed->scenario, s);
    EXPECT_TRUE(parsed->unknownKeys.empty());
    EXPECT_EQ(serializeScenario(parsed->scenario, parsed->extrasJson), text);   // byte-identical
    // Hosting and staff: 0 is a real "none" and is kept; the catalogue default (negative) is not written.
    EXPECT_NE(text.find("\"colocation_per_kw_month\": 0"), std::string::npos);
    Scenario defaults = s;
    defaults.budget.colocationPerKwMonth = defaults.budget.staffPerNodeYear = -1;
    EXPECT_EQ(serializeScenario(defaults).find("colocation_per_kw_month"), std::string::npos);
    auto reread = parseScenarioFile(serializeScenario(defaults));
    ASSERT_TRUE(reread) << describe(reread.issue());
    EXPECT_EQ(reread->scenario.budget.staffPerNodeYear, -1);
    EXPECT_NE(text.find("\"rack_kw\": 15"), std::string::npos);   // the site's rack, written only when set
    defaults.budget.rackKw = 0;
    EXPECT_EQ(serializeScenario(defaults).find("rack_kw"), std::string::npos);
}

TEST(ScenarioFile, RoundTripEveryPresetModel)
{
    for (const ModelPreset &m : testdata::catalog().models) {
        Scenario s;
        s.model = m.arch;
        s.modelName = m.name;
        s.presetId = m.id;
        auto parsed = parseScenarioFile(serializeScenario(s));
        ASSERT_TRUE(parsed) << m.id << ": " << describe(parsed.issue());
        EXPECT_EQ(parsed->scenario, s) << m.id;
        EXPECT_EQ(countParams(parsed->scenario.model).total, countParams(m.arch).total) << m.id;
    }
}

// An imported Qwen3 (q/k norms), Qwen3-MoE, Gemma 2 (four norms per layer, a sliding window), Gemma
// 3 (a SigLIP tower without class token, the normed projector), Falcon-7B (one norm per layer) and
// ChatGLM3 (untied output, q/k/v bias only) survive a save and a load with their exact counts.
TEST(ScenarioFile, RoundTripQwen3AndGemma2Imports)
{
    for (const char *fixture : {"qwen3-8b", "qwen3-30b-a3b", "gemma-2-9b", "gemma-3-4b-it", "falcon-7b", "chatglm3-6b"}) {
        Scenario s;
        s.model = testdata::hf(fixture);
        s.modelSource = ModelSource::HfConfig;
        ASSERT_TRUE(s.model.text.qkNorm || s.model.text.slidingWindow > 0 || s.model.text.normsPerLayer != 2
                    || s.model.text.qkvBias != s.model.text.outBias) << fixture;
        auto parsed = parseScenarioFile(serializeScenario(s));
        ASSERT_TRUE(parsed) << fixture << ": " << describe(parsed.issue());
        EXPECT_EQ(parsed->scenario, s) << fixture;
        EXPECT_EQ(countParams(parsed->scenario.model).total, countParams(s.model).total) << fixture;
    }
}

// Every fixture of tests/data/hf that imports survives a save and a load whole: a Tower field the
// file does not carry is lost on reopening and the count changes, and no other test fails unless a
// preset or the list above has the field (a newcomer following HACKING.md found that).
TEST(ScenarioFile, EveryImportableFixtureRoundTrips)
{
    int imported = 0;
    for (const auto &entry : std::filesystem::directory_iterator(std::string(GPUPLAN_TEST_DATA) + "/hf")) {
        if (entry.path().extension() != ".json")
            continue;
        std::ifstream in(entry.path());
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        auto arch = importHfConfig(text);
        if (!arch)
            continue;   // a fixture of a refused config
        ++imported;
        Scenario s;
        s.model = arch.value();
        s.modelSource = ModelSource::HfConfig;
        auto parsed = parseScenarioFile(serializeScenario(s));
        ASSERT_TRUE(parsed) << entry.path() << ": " << describe(parsed.issue());
        EXPECT_EQ(parsed->scenario.model, s.model) << entry.path();
    }
    EXPECT_GT(imported, 60);
}

// The model source is an enum in the file ("preset", "scale", "hf", "custom"); gpuplan 0.1 marked an
// edited architecture by a " (custom)" suffix on the name, which is read as the Custom source.
TEST(ScenarioFile, ModelSourceRoundTripsAndTheOldCustomSuffixIsRead)
{
    for (const ModelSource m : {ModelSource::Preset, ModelSource::Scale, ModelSource::HfConfig, ModelSource::Custom}) {
        Scenario s = everyFieldSet();
        s.modelSource = m;
        auto parsed = parseScenarioFile(serializeScenario(s));
        ASSERT_TRUE(parsed) << describe(parsed.issue());
        EXPECT_EQ(parsed->scenario.modelSource, m) << modelSourceId(m);
    }
    Scenario s = everyFieldSet();
    s.modelSource = ModelSource::Custom;
    s.modelName = "Llama 2 7B (custom)";
    auto old = parseScenarioFile(serializeScenario(s));
    ASSERT_TRUE(old);
    EXPECT_EQ(old->scenario.modelName, "Llama 2 7B");
    EXPECT_EQ(old->scenario.modelSource, ModelSource::Custom);
    std::string text = serializeScenario(everyFieldSet());
    text.replace(text.find("\"hf\""), 4, "\"web\"");
    auto bad = parseScenarioFile(text);
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.issue().field, "model.source");
    EXPECT_EQ(bad.issue().reason, IssueReason::UnknownValue);
    EXPECT_EQ(bad.issue().subject, "web");
}

// A file refused on opening says what it gave: a parallel size outside its range carries the value and
// the range, a name its field does not know carries the name (a GUI QA pass read only "Value out of
// range: ZeRO stage." and "Value out of range: precision.").
TEST(ScenarioFile, RefusedValuesAreCarriedAsNumbersAndNames)
{
    nlohmann::json file = nlohmann::json::parse(serializeScenario(everyFieldSet()));
    file["parallel"]["zero"] = 5;
    auto zero = parseScenarioFile(file.dump());
    ASSERT_FALSE(zero);
    EXPECT_EQ(zero.issue().field, "parallel.zero");
    EXPECT_TRUE(zero.issue().hasRange);
    EXPECT_EQ(zero.issue().value, 5);
    EXPECT_EQ(zero.issue().min, -1);
    EXPECT_EQ(zero.issue().max, 3);

    file = nlohmann::json::parse(serializeScenario(everyFieldSet()));
    file["training"]["precision"] = "fp3";
    auto precision = parseScenarioFile(file.dump());
    ASSERT_FALSE(precision);
    EXPECT_EQ(precision.issue().field, "training.precision");
    EXPECT_EQ(precision.issue().reason, IssueReason::UnknownValue);
    EXPECT_EQ(precision.issue().subject, "fp3");
}

// A DeepSeek-V3 scenario saved before n_group / topk_group were read has no expert_groups: with the
// catalogue it reopens with the preset's routing (8 groups, 4 per token: config.json of
// deepseek-ai/DeepSeek-V3), so the all-to-all reaches 4 nodes as the preset does, not 5.25. An
// edited architecture (source "custom") or a parse without the catalogue keeps the file's own.
TEST(ScenarioFile, AnOldMoePresetFileTakesItsRoutingFromTheCatalogue)
{
    const ModelPreset *v3 = testdata::catalog().model("deepseek-v3");
    ASSERT_NE(v3, nullptr);
    ASSERT_TRUE(v3->arch.text.moe);
    ASSERT_EQ(v3->arch.text.moe->expertGroups, 8);
    ASSERT_EQ(v3->arch.text.moe->groupsPerToken, 4);
    Scenario s;
    s.model = v3->arch;
    s.modelName = v3->name;
    s.presetId = v3->id;
    s.modelSource = ModelSource::Preset;
    nlohmann::json file = nlohmann::json::parse(serializeScenario(s));
    nlohmann::json &moe = file["model"]["architecture"]["text"]["moe"];
    ASSERT_EQ(moe.erase("expert_groups"), 1U);   // as an older gpuplan wrote it
    ASSERT_EQ(moe.erase("groups_per_token"), 1U);
    const std::string text = file.dump(4);
    auto bare = parseScenarioFile(text);
    ASSERT_TRUE(bare) << describe(bare.issue());
    EXPECT_EQ(bare->scenario.model.text.moe->expertGroups, 1);
    auto restored = parseScenarioFile(text, &testdata::catalog());
    ASSERT_TRUE(restored) << describe(restored.issue());
    EXPECT_EQ(restored->scenario.model.text.moe->expertGroups, 8);
    EXPECT_EQ(restored->scenario.model.text.moe->groupsPerToken, 4);
    EXPECT_TRUE(restored->unknownKeys.empty());
    file["model"]["source"] = "custom";
    auto edited = parseScenarioFile(file.dump(4), &testdata::catalog());
    ASSERT_TRUE(edited) << describe(edited.issue());
    EXPECT_EQ(edited->scenario.modelSource, ModelSource::Custom);
    EXPECT_EQ(edited->scenario.model.text.moe->expertGroups, 1);
}

TEST(ScenarioFile, UnknownKeysAreKeptAndReported)
{
    std::string text = serializeScenario(everyFieldSet());
    text.insert(text.find("\"workload\""), "\"future_section\": {\"x\": [1, 2, 3]},\n  ");
    text.insert(text.find("\"seq_len\""), "\"warmup_steps\": 2000,\n    ");
    auto parsed = parseScenarioFile(text);
    ASSERT_TRUE(parsed) << describe(parsed.issue());
    ASSERT_EQ(parsed->unknownKeys.size(), 2u);
    EXPECT_EQ(parsed->unknownKeys[0], "future_section");
    EXPECT_EQ(parsed->unknownKeys[1], "training.warmup_steps");
    const std::string again = serializeScenario(parsed->scenario, parsed->extrasJson);
    EXPECT_NE(again.find("\"future_section\""), std::string::npos);
    EXPECT_NE(again.find("\"warmup_steps\": 2000"), std::string::npos);
    // And the second round trip is stable.
    auto twice = parseScenarioFile(again);
    ASSERT_TRUE(twice);
    EXPECT_EQ(serializeScenario(twice->scenario, twice->extrasJson), again);
}

// A key this version reads but writes only when set (target_len, disaggregated, parallel.cp,
// report) is not an unknown extra when a file holds it at the value that is not written.
TEST(ScenarioFile, KeysWrittenOnlyWhenSetAreKnownAtTheirDefaults)
{
    Scenario s = everyFieldSet();
    s.training.targetLen = 0;
    s.inference.disaggregated = false;
    s.parallel.cp = 0;
    s.report = {};
    std::string text = serializeScenario(s);
    for (const char *key : {"\"target_len\"", "\"disaggregated\"", "\"cp\"", "\"report\""})
        ASSERT_EQ(text.find(key), std::string::npos) << key;   // not written at these values
    text.insert(text.find("\"seq_len\""), "\"target_len\": 0,\n    ");
    text.insert(text.find("\"qps\""), "\"disaggregated\": false,\n    ");
    text.insert(text.find("\"tp\""), "\"cp\": 0,\n    ");
    text.insert(text.find("\"workload\""), "\"report\": {\"title\": \"\", \"customer\": \"\", \"notes\": \"\"},\n  ");
    text.insert(text.find("\"seq_len\""), "\"warmup_steps\": 2000,\n    ");   // and one that is unknown
    auto parsed = parseScenarioFile(text);
    ASSERT_TRUE(parsed) << describe(parsed.issue());
    ASSERT_EQ(parsed->unknownKeys.size(), 1u);
    EXPECT_EQ(parsed->unknownKeys[0], "training.warmup_steps");
}

TEST(ScenarioFile, VersionsAndMalformedFiles)
{
    const std::string ok = serializeScenario(everyFieldSet());
    std::string newer = ok;
    newer.replace(newer.find("\"schema_version\": 1"), 19, "\"schema_version\": 7");
    auto n = parseScenarioFile(newer);
    ASSERT_FALSE(n);
    EXPECT_EQ(n.issue().code, IssueCode::Unsupported);
    EXPECT_NE(n.issue().detail.find("newer"), std::string::npos);

    // A minimal version-1 file (only the model) opens with defaults for everything else.
    const std::string minimal = R"({"schema_version": 1, "model": {"architecture": )"
                                + architectureJson(testdata::hf("llama-2-7b")) + "}}";
    auto m = parseScenarioFile(minimal);
    ASSERT_TRUE(m) << describe(m.issue());
    EXPECT_EQ(m->scenario.gpuIds, Scenario {}.gpuIds);

    EXPECT_FALSE(parseScenarioFile(""));
    EXPECT_FALSE(parseScenarioFile("{"));
    EXPECT_FALSE(parseScenarioFile("[1,2]"));
    EXPECT_FALSE(parseScenarioFile(R"({"model": {}})"));   // no schema_version
    const struct
    {
        const char *from, *to, *field;
    } corruptions[] = {
        {"\"tokens\": 1500000000000.0", "\"tokens\": \"many\"", "training.tokens"},
        {"\"layers\": 61", "\"layers\": -61", "model.architecture.text.layers"},   // the file's key
        {"\"experts\": 256", "\"experts\": 0", "model.architecture.text.moe.experts"},
        {"\"workload\": \"qlora\"", "\"workload\": \"dance\"", "workload"},
        {"\"tp\": 8", "\"tp\": 100000", "parallel.tp"},
        {"\"region\": \"china\"", "\"region\": \"mars\"", "region"},
        {"\"limit\": 5000000.0", "\"limit\": 1e999", "file"},
    };
    for (const auto &c : corruptions) {
        std::string bad = ok;
        const auto at = bad.find(c.from);
        ASSERT_NE(at, std::string::npos) << c.from;
        bad.replace(at, std::strlen(c.from), c.to);
        auto r = parseScenarioFile(bad);
        ASSERT_FALSE(r) << c.to;
        EXPECT_EQ(r.issue().field, c.field) << c.to << ": " << describe(r.issue());
    }
}

TEST(ScenarioFile, SaveLoadSaveIsByteIdenticalForGeneratedScenarios)
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(0, 1);
    const auto &models = testdata::catalog().models;
    for (int i = 0; i < 100; ++i) {
        Scenario s;
        const ModelPreset &m = models[rng() % models.size()];
        s.model = m.arch;
        s.presetId = m.id;
        s.training.tokens = u(rng) * 1e13;
        s.training.deadlineDays = u(rng) * 100;
        s.inference.qps = u(rng) * 1000;
        s.inference.tpotMs = u(rng) * 100;
        s.budget.limit = u(rng) * 1e8;
        s.budget.usdToCny = 6 + u(rng);
        const std::string first = serializeScenario(s);
        auto parsed = parseScenarioFile(first);
        ASSERT_TRUE(parsed) << describe(parsed.issue());
        EXPECT_EQ(parsed->scenario, s);
        EXPECT_EQ(serializeScenario(parsed->scenario, parsed->extrasJson), first);
    }
}

} // namespace

// Each enum's ids come from one table (engine/src/findbyid.h, EnumId): every value from the first to
// the last has an id of its own, and reading that id gives the value back. A value left out of its
// table would share the fallback id with another and fail here (the switch statements these tables
// replaced had the compiler's -Wswitch for that).
template<typename E>
void expectIdsRoundTrip(E last, const char *(*idOf)(E), std::optional<E> (*fromId)(const std::string &))
{
    std::set<std::string> seen;
    for (int i = 0; i <= static_cast<int>(last); ++i) {
        const E v = static_cast<E>(i);
        const std::string id = idOf(v);
        EXPECT_TRUE(seen.insert(id).second) << "value " << i << " shares the id " << id;
        EXPECT_EQ(fromId(id), v) << id;
    }
}

TEST(ScenarioFile, EveryEnumValueHasItsOwnIdAndReadsBack)
{
    expectIdsRoundTrip(Workload::Inference, workloadId, workloadFromId);
    expectIdsRoundTrip(Precision::Fp8, precisionId, precisionFromId);
    expectIdsRoundTrip(Optimizer::Adafactor, optimizerId, optimizerFromId);
    expectIdsRoundTrip(Recompute::Full, recomputeId, recomputeFromId);
    expectIdsRoundTrip(Offload::OptimizerAndParams, offloadId, offloadFromId);
    expectIdsRoundTrip(Framework::Megatron2021, frameworkId, frameworkFromId);
    expectIdsRoundTrip(ServingEngine::TensorRtLlm2023, servingEngineId, servingEngineFromId);
    expectIdsRoundTrip(AttentionKernel::Fused, attentionKernelId, attentionKernelFromId);
    expectIdsRoundTrip(Kernels::Eager, kernelsId, kernelsFromId);
    expectIdsRoundTrip(Kernels::Fused, kernelsId, kernelsFromId);
    expectIdsRoundTrip(Currency::Twd, currencyId, currencyFromId);
    expectIdsRoundTrip(ModelSource::Custom, modelSourceId, modelSourceFromId);
    expectIdsRoundTrip(Acquisition::Rent, acquisitionId, acquisitionFromId);
    expectIdsRoundTrip(Dtype::Nvfp4, dtypeId, dtypeFromId);
    expectIdsRoundTrip(Family::EncoderDecoder, familyId, familyFromId);
    // The aliases the readers also take read as their value and are never written.
    EXPECT_EQ(precisionFromId("bf16-mixed"), Precision::Bf16Mixed);
    EXPECT_EQ(frameworkFromId("torchtitan"), Framework::Fsdp);
    EXPECT_EQ(attentionKernelFromId("cudnn"), AttentionKernel::Fused);
    EXPECT_EQ(servingEngineFromId("tensorrt-llm"), ServingEngine::TensorRtLlm);
    EXPECT_EQ(acquisitionFromId("purchase"), Acquisition::Buy);
    EXPECT_STREQ(precisionId(Precision::Bf16Mixed), "bf16");
    EXPECT_STREQ(currencyId(Currency::Cny), "CNY");
}

// The codes without a reader: distinct ids over every value.
TEST(ScenarioFile, EveryWarningAndMemoryPartHasItsOwnId)
{
    std::set<std::string> warnings, parts;
    for (int i = 0; i < kWarningCodeCount; ++i)
        EXPECT_TRUE(warnings.insert(warningCodeId(static_cast<WarningCode>(i))).second) << i;
    EXPECT_EQ(warnings.count("warning"), 0u);
    for (int i = 0; i <= static_cast<int>(MemoryPart::Overhead); ++i)
        EXPECT_TRUE(parts.insert(memoryPartId(static_cast<MemoryPart>(i))).second) << i;
    EXPECT_EQ(parts.count("memory"), 0u);
}
