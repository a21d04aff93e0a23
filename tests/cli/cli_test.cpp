// SPDX-License-Identifier: GPL-3.0-or-later
// gpuplan-cli contract tests: JSON shape, numbers, and one-line errors with exit 2.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iomanip>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bundled.h"
#include "cli/cli.h"
#include "cli/englishtext.h"
#include "engine/advisor.h"
#include "engine/limits.h"
#include "engine/plan.h"
#include "engine/scenariofile.h"
#include "../engine/properties.h"

namespace {

using nlohmann::json;

struct CliRun
{
    int code;
    std::string out, err;
};

CliRun cli(std::vector<std::string> args)
{
    args.insert(args.begin(), "gpuplan-cli");
    std::ostringstream out, err;
    const int code = gpuplan::cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

std::string data(const std::string &name) { return std::string(GPUPLAN_TEST_DATA) + "/" + name; }

// An option's first warning with this JSON code, or null.
json warningCoded(const json &option, const std::string &code)
{
    for (const json &w : option.value("warnings", json::array()))
        if (w["code"] == code)
            return w;
    return nullptr;
}

// The CLI reads the GUI's price overrides from $XDG_CONFIG_HOME/gpuplan/gpuplan/: the tests must not
// see the developer's own file, so every test process starts with a configuration folder of its own.
std::string testConfigHome()
{
    static const std::string dir = [] {
        char tmpl[] = "/tmp/gpuplan-cli-test-XXXXXX";
        const char *made = mkdtemp(tmpl);
        return std::string(made ? made : "/nonexistent-gpuplan-config");
    }();
    return dir;
}
const bool kConfigIsolated = (setenv("XDG_CONFIG_HOME", testConfigHome().c_str(), 1), true);

// The bundled examples (training, LoRA, serving, MoE) as scenarios, by preset name; one that does
// not parse fails the calling test.
std::vector<std::pair<std::string, engine::Scenario>> bundledPresets()
{
    std::vector<std::pair<std::string, engine::Scenario>> out;
    for (const auto &[preset, text] : gpuplan::bundled::presetFiles()) {
        auto file = engine::parseScenarioFile(std::string(text));
        EXPECT_TRUE(file) << preset;
        if (file)
            out.emplace_back(preset, file->scenario);
    }
    return out;
}

TEST(Cli, ParamsJsonForHfConfigAndPreset)
{
    const CliRun r = cli({"params", "--hf-config", data("hf/llama-2-7b.json"), "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json j = json::parse(r.out);
    EXPECT_EQ(j["total_params"].get<std::int64_t>(), 6'738'415'616);   // HF meta-llama/Llama-2-7b-hf, safetensors total
    EXPECT_EQ(j["active_params"].get<std::int64_t>(), 6'738'415'616);
    const CliRun g = cli({"params", "--model", "gpt2", "--json"});
    ASSERT_EQ(g.code, 0) << g.err;
    EXPECT_EQ(json::parse(g.out)["total_params"].get<std::int64_t>(), 124'439'808);
    const CliRun m = cli({"params", "--model", "mixtral-8x7b", "--json"});
    EXPECT_EQ(json::parse(m.out)["active_params"].get<std::int64_t>(), 12'879'925'248);
    const CliRun s = cli({"params", "--family", "decoder", "--params", "10B", "--json"});
    ASSERT_EQ(s.code, 0) << s.err;
    EXPECT_NEAR(json::parse(s.out)["total_params"].get<double>() / 1e10, 1.0, 0.02);
    // An encoder-decoder: T5X's Flan-T5 table, xxl 11,135,332,352; its encoder stack 4,630,714,368.
    const CliRun t = cli({"params", "--hf-config", data("hf/flan-t5-xxl.json"), "--json"});
    ASSERT_EQ(t.code, 0) << t.err;
    EXPECT_EQ(json::parse(t.out)["total_params"].get<std::int64_t>(), 11'135'332'352);
    EXPECT_EQ(json::parse(t.out)["encoder_params"].get<std::int64_t>(), 4'630'714'368);
    const CliRun tt = cli({"params", "--model", "flan-t5-xxl"});
    EXPECT_NE(tt.out.find("encoder params 4,630,714,368 (24 layers; decoder 24)"), std::string::npos) << tt.out;
}

TEST(Cli, ListsTheCatalogue)
{
    const CliRun g = cli({"gpus", "--json"});
    ASSERT_EQ(g.code, 0);
    EXPECT_GE(json::parse(g.out)["gpus"].size(), 25u);
    const CliRun m = cli({"models", "--json"});
    ASSERT_EQ(m.code, 0);
    const json models = json::parse(m.out);
    EXPECT_GE(models["models"].size(), 25u);
    // Listed by series: every model in exactly one series, in the models' order.
    std::vector<std::string> ids;
    for (const json &s : models["series"])
        for (const json &id : s["models"])
            ids.push_back(id.get<std::string>());
    ASSERT_EQ(ids.size(), models["models"].size());
    for (std::size_t i = 0; i < ids.size(); ++i)
        EXPECT_EQ(ids[i], models["models"][i]["id"].get<std::string>()) << i;
    EXPECT_EQ(models["series"][0]["series"], "Llama 2");
    EXPECT_EQ(models["series"][0]["organisation"], "Meta");
    const CliRun text = cli({"models"});
    EXPECT_NE(text.out.find("\nQwen3 — Alibaba Cloud (Qwen)\n  qwen3-0.6b "), std::string::npos) << text.out;
    const CliRun table = cli({"gpus"});
    EXPECT_NE(table.out.find("h100-sxm5-80gb"), std::string::npos);
    // Every name whole (a QA pass read "NVIDIA RTX PRO 6000 Blackwell Server Ed"), in text and JSON alike.
    const json gpus = json::parse(g.out);   // named: a range over a temporary's member dangles (ASan)
    for (const json &gpu : gpus["gpus"])
        EXPECT_NE(table.out.find(gpu["name"].get<std::string>() + "  "), std::string::npos) << gpu["name"];
    for (const json &model : models["models"])
        EXPECT_NE(text.out.find(model["name"].get<std::string>()), std::string::npos) << model["name"];
}

TEST(Cli, PlanJsonContract)
{
    const CliRun r = cli({"plan", "--model", "llama-2-7b", "--workload", "pretrain", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json j = json::parse(r.out);
    ASSERT_EQ(j["options"].size(), 3u);   // default GPUs
    const std::vector<std::string> ids = {"a100-sxm4-80gb", "h100-sxm5-80gb", "l40-48gb"};
    for (std::size_t i = 0; i < 3; ++i) {
        const json &o = j["options"][i];
        EXPECT_EQ(o["gpu"], ids[i]);
        EXPECT_TRUE(o["gpu_count"].is_number_integer());
        EXPECT_TRUE(o["fits"].is_boolean());
        for (const char *k : {"tp", "pp", "dp", "ep", "zero_stage"})
            EXPECT_TRUE(o["parallel"][k].is_number_integer()) << k;
        std::int64_t sum = 0;
        for (const char *k : {"weights", "gradients", "optimizer", "activations", "kv_cache", "overhead"})
            sum += o["memory_per_gpu_bytes"][k].get<std::int64_t>();
        EXPECT_EQ(sum, o["memory_per_gpu_bytes"]["total"].get<std::int64_t>());
        EXPECT_TRUE(o["capacity_bytes"].is_number_integer());
        EXPECT_TRUE(o["host_memory_bytes"].is_number_integer());
        for (const char *k : {"step_time_s", "tokens_per_s", "mfu", "hfu", "gpu_hours", "days", "uncertainty_pct"})
            EXPECT_TRUE(o["training"][k].is_number()) << k;
        EXPECT_TRUE(o["search"]["layouts_evaluated"].is_number_integer());
        EXPECT_TRUE(o["search"]["best"].is_object());
        if (o["fits"].get<bool>()) {
            EXPECT_LE(o["memory_per_gpu_bytes"]["total"].get<std::int64_t>(), o["capacity_bytes"].get<std::int64_t>());
        }
    }
    ASSERT_GT(j["sweep"].size(), 10u);
    for (const char *k : {"gpu", "gpu_count", "memory_per_gpu_bytes"})
        EXPECT_TRUE(j["sweep"][0].contains(k)) << k;
}

TEST(Cli, InferenceJson)
{
    const CliRun r = cli({"plan", "--model", "llama-2-70b", "--workload", "inference", "--qps", "10", "--input-tokens", "512",
                          "--output-tokens", "256", "--tpot-ms", "60", "--gpu", "h100-sxm5-80gb", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json o = json::parse(r.out)["options"][0];
    for (const char *k : {"ttft_ms", "tpot_ms", "tokens_per_s", "batch_per_replica", "replicas"})
        EXPECT_TRUE(o["inference"].contains(k)) << k;
    EXPECT_LE(o["inference"]["tpot_ms"].get<double>(), 60.0);
    EXPECT_GE(o["gpu_count"].get<int>(), 2);
}

// Renting a service whose replicas take one GPU each (docs/model.md §6.6): one-GPU instances at the
// one-GPU rate, said in the singular. Llama 3.1 8B at 20 requests/s on L40S: three replicas of one
// GPU, 3 x 1.095 (0.79-1.40 mid, prices.json) x 730 h = US$2,398 a month.
TEST(Cli, RentedReplicasAreOneGpuInstances)
{
    const CliRun r = cli({"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--qps", "20", "--gpu", "l40s-48gb", "--rent"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("rent: 3 instances x 1 GPU (TP 1, PP 1, replicas 3)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("USD 2,398 per month"), std::string::npos) << r.out;
}

// --disaggregate (docs/cli.md): the two pools in the JSON, and the flag saved in the scenario file.
TEST(Cli, DisaggregatedServingJson)
{
    const CliRun r = cli({"plan", "--model", "llama-3.1-70b", "--workload", "inference", "--qps", "20", "--input-tokens", "4000",
                          "--output-tokens", "250", "--tpot-ms", "40", "--gpu", "h100-sxm5-80gb", "--disaggregate", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json o = json::parse(r.out)["options"][0];
    const json &i = o["inference"];
    EXPECT_TRUE(i["disaggregated"].get<bool>());
    const int prefill = i["prefill_replicas"].get<int>(), decode = i["decode_replicas"].get<int>();
    EXPECT_GE(prefill, 1);
    EXPECT_GE(decode, 1);
    EXPECT_EQ(prefill + decode, i["replicas"].get<int>());
    EXPECT_EQ((prefill + decode) * i["gpus_per_replica"].get<int>(), o["gpu_count"].get<int>());
    EXPECT_GT(i["kv_transfer_ms"].get<double>(), 0.0);
    EXPECT_GE(i["requests_per_s"].get<double>(), 20 * 0.999);
    const json together = json::parse(cli({"plan", "--model", "llama-3.1-70b", "--workload", "inference", "--qps", "20",
                                           "--input-tokens", "4000", "--output-tokens", "250", "--tpot-ms", "40", "--gpu",
                                           "h100-sxm5-80gb", "--json"})
                                          .out)["options"][0];
    EXPECT_FALSE(together["inference"]["disaggregated"].get<bool>());
    EXPECT_LT(o["gpu_count"].get<int>(), together["gpu_count"].get<int>());
}

// One table of field limits (engine/limits.h): every option refuses the value just past its entry's
// maximum with one line naming the option and exit code 2, and validate() refuses the same value in a
// scenario (read from a file) with the range attached, so the faces cannot drift apart again.
TEST(Cli, OptionsAndValidateShareTheLimitTable)
{
    using namespace engine;
    struct Case
    {
        const char *flag;
        const FieldLimit &limit;
        std::function<void(Scenario &, double)> set;
        bool serving;
    };
    const Case cases[] = {
        {"--tp", limit::kTp, [](Scenario &s, double v) { s.parallel.tp = static_cast<int>(v); }, false},
        {"--pp", limit::kPp, [](Scenario &s, double v) { s.parallel.pp = static_cast<int>(v); }, false},
        {"--dp", limit::kDp, [](Scenario &s, double v) { s.parallel.dp = static_cast<int>(v); }, false},
        {"--cp", limit::kCp, [](Scenario &s, double v) { s.parallel.cp = static_cast<int>(v); }, false},
        {"--ep", limit::kEp, [](Scenario &s, double v) { s.parallel.ep = static_cast<int>(v); }, false},
        {"--interleave", limit::kInterleave, [](Scenario &s, double v) { s.parallel.interleave = static_cast<int>(v); }, false},
        {"--seq-len", limit::kSeqLen, [](Scenario &s, double v) { s.training.seqLen = static_cast<std::int64_t>(v); }, false},
        {"--micro-batch", limit::kMicroBatch, [](Scenario &s, double v) { s.training.microBatch = static_cast<std::int64_t>(v); }, false},
        {"--global-batch", limit::kGlobalBatch, [](Scenario &s, double v) { s.training.globalBatch = static_cast<std::int64_t>(v); }, false},
        {"--tokens", limit::kTokens, [](Scenario &s, double v) { s.training.tokens = v; }, false},
        {"--days", limit::kDays, [](Scenario &s, double v) { s.training.deadlineDays = v; }, false},
        {"--mfu", limit::kMfu, [](Scenario &s, double v) { s.training.mfuOverride = v; }, false},
        {"--batch", limit::kBatch, [](Scenario &s, double v) { s.inference.batch = static_cast<std::int64_t>(v); }, true},
        {"--context", limit::kContext, [](Scenario &s, double v) { s.inference.context = static_cast<std::int64_t>(v); }, true},
        {"--qps", limit::kQps, [](Scenario &s, double v) { s.inference.qps = v; }, true},
        {"--input-tokens", limit::kInputTokens, [](Scenario &s, double v) { s.inference.inputTokens = static_cast<std::int64_t>(v); }, true},
        {"--tpot-ms", limit::kTpot, [](Scenario &s, double v) { s.inference.tpotMs = v; }, true},
        {"--memory-fraction", limit::kMemoryFraction, [](Scenario &s, double v) { s.inference.memoryFraction = v; }, true},
        {"--max-seqs", limit::kMaxSequences, [](Scenario &s, double v) { s.inference.maxSequences = static_cast<std::int64_t>(v); }, true},
    };
    const Catalog catalog = gpuplan::bundled::catalog().value();
    for (const Case &c : cases) {
        const double past = c.limit.max * 2;
        std::ostringstream value;
        value << std::setprecision(17) << past;
        const CliRun r = cli({"plan", "--model", "llama-2-7b", "--workload", c.serving ? "inference" : "pretrain", c.flag, value.str()});
        EXPECT_EQ(r.code, 2) << c.flag;
        EXPECT_NE(r.err.find(c.flag), std::string::npos) << r.err;
        Scenario s;
        s.workload = c.serving ? Workload::Inference : Workload::Pretrain;
        s.model = catalog.model("llama-2-7b")->arch;
        s.gpuIds = {"h100-sxm5-80gb"};
        c.set(s, past);
        const std::vector<Issue> issues = validate(s, catalog);
        const auto it = std::find_if(issues.begin(), issues.end(), [&](const Issue &i) { return i.field == c.limit.field; });
        ASSERT_NE(it, issues.end()) << c.limit.field;
        EXPECT_TRUE(it->hasRange && it->min == c.limit.min && it->max == c.limit.max) << c.limit.field;
    }
}

// --max-seqs (docs/cli.md): the engine's limit in force in the JSON, the engine's default without it
// (vLLM on an 80 GB H100: 1,024), and the batch held to it.
TEST(Cli, MaxSequencesIsTheEngineLimitInForce)
{
    const auto inference = [](std::vector<std::string> extra) {
        std::vector<std::string> args {"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--gpus", "1",
                                       "--input-tokens", "256", "--output-tokens", "256", "--gpu", "h100-sxm5-80gb", "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, 0) << r.err;
        return json::parse(r.out)["options"][0]["inference"];
    };
    EXPECT_EQ(inference({})["max_sequences"].get<int>(), 1024);
    const json capped = inference({"--max-seqs", "128"});
    EXPECT_EQ(capped["max_sequences"].get<int>(), 128);
    EXPECT_EQ(capped["batch_per_replica"].get<int>(), 128);
    EXPECT_EQ(inference({"--engine", "trtllm"})["max_sequences"].get<int>(), 2048);
    // A fixed batch above the default runs with the limit raised to it (a QA pass found batch 2,000
    // beside max_sequences 1,024 in the same answer).
    const CliRun small = cli({"plan", "--model", "llama-3.2-1b", "--workload", "inference", "--gpus", "1", "--batch", "2000",
                              "--input-tokens", "128", "--output-tokens", "128", "--gpu", "h100-sxm5-80gb", "--json"});
    ASSERT_EQ(small.code, 0) << small.err;
    const json fixed = json::parse(small.out)["options"][0]["inference"];
    EXPECT_EQ(fixed["batch_per_replica"].get<int>(), 2000);
    EXPECT_EQ(fixed["max_sequences"].get<int>(), 2000);
}

// The latency at the scenario's rate (docs/model.md §5.8): `inference.at_load` and the purchase's,
// each replica's share of the rate; a line under the option in the table; null without a rate.
// Llama 3.1 8B at 1000 / 300 on H100s at 20 requests/s: two GPUs hold the rate (two replicas, 10
// requests/s each), the server bought holds eight (2.5 each) and answers sooner.
// One idle GPU is "1 GPU idle" (a QA pass read "1 GPUs idle"): seven pinned pipeline stages bought
// as one 8-GPU server.
TEST(Cli, OneIdleGpuReadsInTheSingular)
{
    const CliRun r = cli({"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h100-sxm5-80gb",
                          "--gpus", "7", "--tp", "1", "--pp", "7"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("(TP 1, PP 7, replicas 1), "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(", 1 GPU idle, "), std::string::npos) << r.out;
}

// The MFU ceiling says whose run it is: the B200's own in FP8 (Megatron-Bridge 25.11's Llama 3 8B,
// docs/validation.md §2i: 0.40), an H100's for the Hopper generation (NeMo 24.07's, 0.43).
TEST(Cli, TheMfuCeilingSaysWhoseRunItIs)
{
    const std::vector<std::string> layout = {"--model", "llama-3-8b", "--gpus", "8", "--tp", "1", "--pp", "1", "--dp", "8",
                                             "--micro-batch", "2", "--global-batch", "128", "--seq-len", "8192", "--precision",
                                             "fp8", "--framework", "megatron-core", "--recompute", "none", "--json"};
    auto ceilingWarning = [&](const std::string &gpu) {
        std::vector<std::string> args = {"plan", "--gpu", gpu};
        args.insert(args.end(), layout.begin(), layout.end());
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, 0) << r.err;
        const json o = json::parse(r.out)["options"][0];
        EXPECT_EQ(o["training"]["efficiency_source"], "best_published_mfu") << gpu;
        return warningCoded(o, "mfu_above_best_published");
    };
    const json b200 = ceilingWarning("b200-180gb");
    ASSERT_FALSE(b200.is_null());
    EXPECT_NEAR(b200["value"].get<double>(), 0.40, 1e-9);
    EXPECT_EQ(b200["ceiling_of"], "gpu");
    EXPECT_NE(b200["detail"].get<std::string>().find("above the best published 40 % for this GPU, precision and stack "
                                                      "(Megatron-Bridge 25.11 Llama 3 8B FP8 on 8 B200"),
              std::string::npos)
        << b200["detail"];
    // H200: the H100's 0.43 holds it, a run of its generation (the kernel model gives it 0.46).
    const json h200 = ceilingWarning("h200-sxm-141gb");
    ASSERT_FALSE(h200.is_null());
    EXPECT_NEAR(h200["value"].get<double>(), 0.43, 1e-9);
    EXPECT_EQ(h200["ceiling_of"], "generation");
    EXPECT_NE(h200["detail"].get<std::string>().find("for its GPU generation (Hopper), precision and stack"), std::string::npos)
        << h200["detail"];
}

// A latency limit missed even by one sequence at a time is said with that sequence's figure, the
// least it can be, and a small limit keeps its digits (a QA pass read "TPOT 132 ms against a limit of
// 3 ms" at the full batch, where one sequence takes 4.6 ms, and "a limit of 0 ms" for 0.001).
TEST(Cli, UnreachableLatencyLimitIsComparedWithOneSequence)
{
    const CliRun r = cli({"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h20-96gb", "--tp", "4",
                          "--tpot-ms", "0.001", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json o = json::parse(r.out)["options"][0];
    const json w = warningCoded(o, "latency_missed");
    ASSERT_FALSE(w.is_null()) << r.out;
    EXPECT_TRUE(w["one_sequence"].get<bool>());
    EXPECT_LT(w["value"].get<double>(), o["inference"]["tpot_ms"].get<double>());
    EXPECT_NE(w["detail"].get<std::string>().find("even with one sequence at a time the TPOT is "), std::string::npos);
    EXPECT_NE(w["detail"].get<std::string>().find("against a limit of 0.001 ms"), std::string::npos) << w["detail"];
}

// The latency warning names the limit missed and where: a zh_CN QA pass (Llama 3.1 70B on A100, 20
// requests/s, TTFT within 300 ms, TPOT within 50 ms) read "TPOT 49.7 ms against a limit of 50 ms",
// where the TTFT was the miss; one sequence at a time on the replica already takes 307 ms.
TEST(Cli, ALatencyLimitMissedAtTheRateIsNamedAtTheRate)
{
    const CliRun r = cli({"plan", "--model", "llama-3.1-70b", "--workload", "inference", "--gpu", "a100-sxm4-80gb", "--qps", "20",
                          "--input-tokens", "2000", "--output-tokens", "500", "--ttft-ms", "300", "--tpot-ms", "50", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json o = json::parse(r.out)["options"][0];
    const json w = warningCoded(o, "latency_missed");
    ASSERT_FALSE(w.is_null()) << r.out;
    EXPECT_EQ(w["latency"], "ttft");
    EXPECT_TRUE(w["one_sequence"].get<bool>());
    EXPECT_GT(w["value"].get<double>(), 300.0);
    EXPECT_LE(w["value"].get<double>(), o["inference"]["at_load"]["ttft_ms"].get<double>());
    EXPECT_NE(w["detail"].get<std::string>().find("even with one sequence at a time the TTFT is 307 ms against a limit of 300 ms"),
              std::string::npos)
        << w["detail"];
    // What the plan comes to, beside the least (the JSON's planned_ms, the rate's TTFT here).
    EXPECT_DOUBLE_EQ(w["planned_ms"].get<double>(), o["inference"]["at_load"]["ttft_ms"].get<double>());
    EXPECT_NE(w["detail"].get<std::string>().find("; as planned, 341 ms"), std::string::npos) << w["detail"];
    // A value taken at the rate says the rate (the engine sets it where a reachable limit is missed there).
    const engine::Catalog &catalog = gpuplan::bundled::catalog().value();
    engine::Scenario s;
    s.inference.qps = 20;
    engine::Warning atRate {engine::WarningCode::LatencyMissed, 341.2};
    atRate.latency = engine::LatencyLimit::Ttft;
    atRate.atLoad = true;
    atRate.limitMs = 300;
    EXPECT_EQ(gpuplan::cli::warningText(atRate, engine::Option {}, s, catalog),
              "the latency limits cannot be met: at 20.0 requests/s the TTFT is 341 ms against a limit of 300 ms");
}

// Pinned pipeline stages outside the count ladder are served on stages × TP GPUs (a QA pass pinned
// PP 14 for Qwen2.5-7B and read that one GPU "cannot all be used ... global batch", a training
// message, and TP 4 PP 28 that "1 GPUs do not divide by 4").
TEST(Cli, PinnedPipelineStagesOffTheLadderAreServed)
{
    for (const auto &[tp, pp, gpus] : {std::tuple {"0", "14", 14}, std::tuple {"4", "28", 112}}) {
        std::vector<std::string> args {"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h20-96gb",
                                       "--pp", pp, "--json"};
        if (std::string(tp) != "0")
            args.insert(args.end() - 1, {"--tp", tp});
        const CliRun r = cli(args);
        ASSERT_EQ(r.code, 0) << r.err;
        const json o = json::parse(r.out)["options"][0];
        EXPECT_TRUE(o["fits"].get<bool>());
        EXPECT_EQ(o["gpu_count"].get<int>(), gpus);
        EXPECT_EQ(o["parallel"]["pp"].get<int>(), std::stoi(pp));
    }
}

TEST(Cli, LatencyAtTheOfferedLoad)
{
    // TP 1 pinned: two replicas (unpinned, one replica at TP 2 answers sooner at this rate on as many GPUs).
    std::vector<std::string> args {"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h100-sxm5-80gb",
                                   "--qps", "20", "--input-tokens", "1000", "--output-tokens", "300", "--tp", "1"};
    const CliRun table = cli(args);
    ASSERT_EQ(table.code, 0) << table.err;
    EXPECT_NE(table.out.find("    at 20.0 requests/s on 2 GPUs: TTFT "), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("    at 20.0 requests/s on 8 GPUs: TTFT "), std::string::npos) << table.out;
    args.push_back("--json");
    const CliRun r = cli(args);
    ASSERT_EQ(r.code, 0) << r.err;
    const json o = json::parse(r.out)["options"][0];
    const json at = o["inference"]["at_load"], bought = o["purchase"]["at_load"];
    ASSERT_TRUE(at.is_object() && bought.is_object()) << r.out;
    EXPECT_EQ(o["inference"]["replicas"].get<int>(), 2);
    EXPECT_DOUBLE_EQ(at["requests_per_s_per_replica"].get<double>(), 10.0);
    EXPECT_DOUBLE_EQ(bought["requests_per_s_per_replica"].get<double>(), 2.5);
    // Little's law, and the lighter load answers sooner, both below the full batch's TPOT.
    EXPECT_NEAR(at["concurrent_sequences"].get<double>(), 10.0 * 300 * at["itl_ms"].get<double>() / 1e3, 1.0);
    EXPECT_LT(bought["itl_ms"].get<double>(), at["itl_ms"].get<double>());
    EXPECT_LT(bought["ttft_ms"].get<double>(), at["ttft_ms"].get<double>());
    EXPECT_LT(at["itl_ms"].get<double>(), o["inference"]["tpot_ms"].get<double>());
    // The requests in flight in the whole deployment, the concurrency the rate means (a zh_CN QA pass
    // had no way to read "200 并发" off a plan): the rate times a request's time there.
    for (const json &a : {at, bought})
        EXPECT_NEAR(a["requests_in_flight"].get<double>(),
                    20.0 * (a["ttft_ms"].get<double>() + 299 * a["itl_ms"].get<double>()) / 1e3, 1e-6);
    EXPECT_NE(table.out.find(" requests in flight in all)"), std::string::npos) << table.out;
    const CliRun none = cli({"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h100-sxm5-80gb", "--json"});
    ASSERT_EQ(none.code, 0) << none.err;
    EXPECT_TRUE(json::parse(none.out)["options"][0]["inference"]["at_load"].is_null());
}

TEST(Cli, FixedBatchAndSuffixedNumbers)
{
    const CliRun r = cli({"plan", "--model", "llama-3-8b", "--workload", "inference", "--batch", "8", "--context", "8k",
                          "--kv-dtype", "fp8", "--gpu", "l40-48gb", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(json::parse(r.out)["options"][0]["inference"]["batch_per_replica"].get<int>(), 8);
    EXPECT_EQ(gpuplan::cli::parseQuantity("7.5e9"), 7.5e9);
    EXPECT_EQ(gpuplan::cli::parseQuantity("7.5B"), 7.5e9);
    EXPECT_EQ(gpuplan::cli::parseQuantity("128k"), 128e3);
    EXPECT_EQ(gpuplan::cli::parseQuantity("1.5T"), 1.5e12);
    EXPECT_EQ(gpuplan::cli::parseQuantity("4096"), 4096.0);
    // The Chinese units the wizard takes (a zh_CN QA pass typed --budget 800万, as in the GUI).
    EXPECT_EQ(gpuplan::cli::parseQuantity("800万"), 8e6);
    EXPECT_EQ(gpuplan::cli::parseQuantity("800萬"), 8e6);
    EXPECT_EQ(gpuplan::cli::parseQuantity("1.5亿"), 1.5e8);
    EXPECT_EQ(gpuplan::cli::parseQuantity("1.5億"), 1.5e8);
    for (const char *bad : {"", "abc", "nan", "inf", "1e999", "7.5X", "0x10", "1,000", "--5", " 5"})
        EXPECT_FALSE(gpuplan::cli::parseQuantity(bad).has_value()) << bad;
}

// The table's GPU column was cut at 17 characters: "gb200-per-gpu-186gb" read "gb200-per-gpu-186" (a QA pass).
TEST(Cli, TableShowsWholeGpuIds)
{
    const CliRun r = cli({"plan", "--model", "llama-3-8b", "--gpu", "gb200-per-gpu-186gb,h100-sxm5-80gb"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("\ngb200-per-gpu-186gb "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\nh100-sxm5-80gb "), std::string::npos) << r.out;
}

// A low rate is said as asked in the over-provisioning warning: "for the 0 asked (2727.0x)" at 0.1
// requests/s (seen in this session's QA of the table).
TEST(Cli, OverProvisionedWarningSaysTheRateAsAsked)
{
    const CliRun r = cli({"plan", "--model", "llama-3-8b", "--workload", "inference", "--qps", "0.1", "--gpu", "h100-sxm5-80gb"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("requests/s for the 0.1 asked (2727x)"), std::string::npos) << r.out;
}

TEST(Cli, TrainingExtrasAllPinnedAtOnce)
{
    const CliRun r = cli({"plan", "--model", "megatron-175b", "--gpu", "a100-sxm4-80gb", "--gpus", "64", "--tp", "8",
                          "--pp", "8", "--dp", "1", "--interleave", "3", "--global-batch", "64", "--micro-batch", "1",
                          "--seq-len", "2048", "--precision", "fp16", "--flash-attention", "off", "--recompute", "selective",
                          "--network", "ib-hdr", "--tokens", "300B", "--framework", "megatron-2021", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json t = json::parse(r.out)["options"][0]["training"];
    EXPECT_NEAR(t["step_time_s"].get<double>() / 13.75, 1.0, 0.06);   // Korthikanti 2022 Table 5
    EXPECT_EQ(t["efficiency_source"], "modelled");
    EXPECT_EQ(t["framework"], "megatron-2021");
    // Megatron-Core's TP overlap (NVIDIA's Hopper and Blackwell recipes) hides most of the
    // tensor-parallel traffic that the 2022 stack exposed; on A100 it is not charged (it is off by
    // default and NeMo's A100 runs had it off: docs/validation.md §2e).
    const auto layout = [](const char *gpu, const char *framework) {
        return cli({"plan", "--model", "megatron-175b", "--gpu", gpu, "--gpus", "64", "--tp", "8", "--pp", "8", "--dp", "1",
                    "--interleave", "3", "--global-batch", "64", "--micro-batch", "1", "--seq-len", "2048", "--precision",
                    "fp16", "--flash-attention", "off", "--recompute", "selective", "--framework", framework, "--json"});
    };
    const CliRun mc = layout("a100-sxm4-80gb", "megatron-core");
    ASSERT_EQ(mc.code, 0) << mc.err;
    const json m = json::parse(mc.out)["options"][0]["training"];
    EXPECT_EQ(m["framework"], "megatron-core");
    EXPECT_NEAR(m["step_breakdown_s"]["tp_comm"].get<double>(), t["step_breakdown_s"]["tp_comm"].get<double>(), 1e-9);
    const CliRun h2021 = layout("h100-sxm5-80gb", "megatron-2021"), hcore = layout("h100-sxm5-80gb", "megatron-core");
    ASSERT_EQ(h2021.code, 0) << h2021.err;
    ASSERT_EQ(hcore.code, 0) << hcore.err;
    const json old = json::parse(h2021.out)["options"][0]["training"], core = json::parse(hcore.out)["options"][0]["training"];
    EXPECT_LT(core["step_breakdown_s"]["tp_comm"].get<double>(), old["step_breakdown_s"]["tp_comm"].get<double>() * 0.5);
    EXPECT_LT(core["step_time_s"].get<double>(), old["step_time_s"].get<double>());
    const CliRun bad = cli({"plan", "--model", "llama-2-7b", "--framework", "jax"});
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("--framework"), std::string::npos);
    const CliRun loss = cli({"plan", "--model", "llama-2-7b", "--fp32-loss", "maybe"});
    EXPECT_EQ(loss.code, 2);
    EXPECT_EQ(loss.err, "gpuplan-cli: --fp32-loss: use on or off\n");
    // Off keeps the logits in bf16: Llama-2-7B on one H100 at 4096 tokens needs 4096 x 32000 x 2 bytes
    // (250 MiB) less.
    auto used = [&](const char *fp32Loss) {
        const CliRun run = cli({"plan", "--model", "llama-2-7b", "--gpu", "h100-sxm5-80gb", "--gpus", "8", "--tp", "1", "--pp", "1", "--dp", "8", "--micro-batch", "1",
                              "--seq-len", "4096", "--fp32-loss", fp32Loss, "--json"});
        EXPECT_EQ(run.code, 0) << run.err;
        const auto j = nlohmann::json::parse(run.out, nullptr, false);
        return j.is_discarded() ? 0.0 : j["options"][0]["memory_per_gpu_bytes"]["activations"].get<double>();
    };
    EXPECT_NEAR(used("on") - used("off"), 4096.0 * 32000 * 2, 4096.0);
    // Pure BF16 (--fp32-master off): torchtune's full fine-tune of Llama 3.2 3B on one A100 80GB, two
    // packed 4,096-token sequences, no activation checkpointing, ran at 60.0 GiB (its README's memory
    // ladder); with an fp32 master and fp32 moments the states alone are 18 bytes a parameter and it
    // would not fit. Off it fits, and the flag round-trips through a saved scenario.
    const CliRun master = cli({"plan", "--model", "llama-2-7b", "--fp32-master", "yes"});
    EXPECT_EQ(master.code, 2);
    EXPECT_EQ(master.err, "gpuplan-cli: --fp32-master: use on or off\n");
    const std::string saved = ::testing::TempDir() + "pure-bf16.gpuplan";
    auto pure = [&](const char *fp32Master, const char *kernels = "auto") {
        const CliRun run = cli({"plan", "--model", "llama-3.2-3b", "--workload", "finetune", "--gpu", "a100-sxm4-80gb", "--gpus", "1",
                                "--framework", "fsdp", "--seq-len", "4096", "--micro-batch", "2", "--global-batch", "2", "--recompute", "none",
                                "--fp32-loss", "off", "--fp32-master", fp32Master, "--kernels", kernels, "--save-scenario", saved, "--json"});
        EXPECT_EQ(run.code, 0) << run.err;
        const auto j = nlohmann::json::parse(run.out, nullptr, false);
        return j.is_discarded() ? nlohmann::json() : j["options"][0];
    };
    const nlohmann::json mixedPlan = pure("on"), purePlan = pure("off");
    EXPECT_FALSE(mixedPlan["fits"].get<bool>());
    EXPECT_TRUE(purePlan["fits"].get<bool>());
    const double params = 3212749824.0;   // Llama 3.2 3B, tied embeddings
    EXPECT_NEAR(purePlan["memory_per_gpu_bytes"]["optimizer"].get<double>(), params * 4.0, params * 0.01);
    EXPECT_NEAR(purePlan["memory_per_gpu_bytes"]["gradients"].get<double>(), params * 2.0, params * 0.01);
    // The same run as torchtune runs it, eager PyTorch (docs/model.md §2.4: RMSNorm's fp32 copies, silu's
    // output, the attention output's copy): 60.6 GiB against the 60.0 measured, +1.0 % (the fused count,
    // "auto" on FSDP, is -16.6 %; validation.md §3c). The choice round-trips through the saved file.
    const double gib = 1024.0 * 1024.0 * 1024.0;
    EXPECT_NEAR(purePlan["memory_per_gpu_bytes"]["total"].get<double>() / gib / 60.0 - 1.0, -0.166, 0.03);
    const nlohmann::json eagerPlan = pure("off", "eager");
    EXPECT_NEAR(eagerPlan["memory_per_gpu_bytes"]["total"].get<double>() / gib / 60.0 - 1.0, +0.010, 0.03);
    EXPECT_EQ(eagerPlan["training"]["kernels"], "eager");
    const CliRun reopened = cli({"plan", "--scenario", saved, "--json"});
    ASSERT_EQ(reopened.code, 0) << reopened.err;
    EXPECT_TRUE(json::parse(reopened.out)["options"][0]["fits"].get<bool>());
    EXPECT_EQ(json::parse(reopened.out)["options"][0]["training"]["kernels"], "eager");
    EXPECT_EQ(json::parse(reopened.out)["options"][0]["memory_per_gpu_bytes"], eagerPlan["memory_per_gpu_bytes"]);
    const CliRun o = cli({"plan", "--model", "megatron-175b", "--gpu", "a100-sxm4-80gb", "--gpus", "64", "--mfu", "0.4", "--json"});
    ASSERT_EQ(o.code, 0) << o.err;
    EXPECT_EQ(json::parse(o.out)["options"][0]["training"]["efficiency_source"], "user_mfu");
    const CliRun p = cli({"plan", "--model", "llama-2-7b", "--gpu", "a100-sxm4-80gb", "--gpus", "8",
                          "--measured-tokens-per-s", "20000", "--json"});
    ASSERT_EQ(p.code, 0) << p.err;
    EXPECT_EQ(json::parse(p.out)["options"][0]["training"]["efficiency_source"], "pilot_run");
}

struct BadCase
{
    std::vector<std::string> args;
    const char *mentions;
};

class BadInput : public ::testing::TestWithParam<BadCase> {};

// `plan --model llama-2-7b` and then `more`: a good command line but for what `more` adds.
std::vector<std::string> plan7b(std::vector<std::string> more)
{
    more.insert(more.begin(), {"plan", "--model", "llama-2-7b"});
    return more;
}

TEST_P(BadInput, OneLineOnStderrAndExitTwo)
{
    const BadCase &c = GetParam();
    const CliRun r = cli(c.args);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(r.out.empty());
    ASSERT_FALSE(r.err.empty());
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(c.mentions), std::string::npos) << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, BadInput,
    ::testing::Values(
        BadCase {{"plan", "--model", "no-such-model"}, "no-such-model"},
        BadCase {plan7b({"--gpu", "h100-160gb"}), "h100-160gb"},
        BadCase {plan7b({"--gpus", "0"}), "--gpus"},
        BadCase {plan7b({"--gpus", "-8"}), "--gpus"},
        BadCase {plan7b({"--seq-len", "abc"}), "--seq-len"},
        BadCase {plan7b({"--target-len", "128"}), "--target-len"},
        BadCase {plan7b({"--micro-batch", "2.5"}), "--micro-batch"},
        BadCase {plan7b({"--tp", "3"}), "tp"},
        BadCase {plan7b({"--tp", "nan"}), "--tp"},
        BadCase {plan7b({"--workload", "dance"}), "dance"},
        BadCase {plan7b({"--precision", "int4"}), "int4"},
        BadCase {plan7b({"--recompute", "sometimes"}), "sometimes"},
        BadCase {plan7b({"--kernels", "triton"}), "--kernels: unknown value 'triton'"},
        BadCase {plan7b({"--kernels", "eager", "--framework", "megatron-core"}), "Megatron runs fused kernels"},
        // The master copy is mixed precision's: in fp32 or tf32 there is none to drop (a QA pass: no word).
        BadCase {plan7b({"--precision", "fp32", "--fp32-master", "off"}), "--fp32-master applies to mixed precision"},
        BadCase {plan7b({"--workload", "inference", "--kernels", "eager"}), "--kernels applies to training"},
        BadCase {plan7b({"--moe-dispatcher", "nccl"}), "--moe-dispatcher: unknown value 'nccl'"},
        BadCase {plan7b({"--ep-overlap", "maybe"}), "--ep-overlap"},
        BadCase {plan7b({"--workload", "inference", "--ep-overlap", "on"}), "--ep-overlap applies to training"},
        BadCase {plan7b({"--moe-dispatcher", "alltoall"}), "--moe-dispatcher applies to mixture-of-experts models; this model has no experts"},
        BadCase {plan7b({"--workload", "lora", "--lora-dropout", "0.95"}), "--lora-dropout: 0.95 is out of range (0 to 0.9)"},
        BadCase {plan7b({"--workload", "lora", "--lora-dropout", "abc"}), "--lora-dropout: 'abc' is not a number (use a fraction such as 0.05)"},
        BadCase {plan7b({"--seq-len", "abc"}), "--seq-len: 'abc' is not a number (use forms like 4096, 7.5e9, 7.5B, 128k)"},
        BadCase {plan7b({"--workload", "finetune", "--lora-dropout", "0.05"}), "--lora-dropout applies to --workload lora or qlora"},
        BadCase {plan7b({"--bogus"}), "--bogus"},
        BadCase {{"plan"}, "model"},
        BadCase {plan7b({"--gpus"}), "--gpus"},
        BadCase {plan7b({"--workload", "inference", "--batch", "0"}), "--batch"},
        BadCase {plan7b({"--workload", "inference", "--kv-dtype", "int4"}), "int4"},
        // MXFP4 is a serving weight format: not a training precision, not a KV cache dtype.
        BadCase {{"plan", "--model", "gpt-oss-20b", "--precision", "mxfp4"}, "mxfp4"},
        BadCase {{"plan", "--model", "gpt-oss-20b", "--precision", "nvfp4"}, "nvfp4"},
        BadCase {{"plan", "--model", "gpt-oss-20b", "--workload", "inference", "--kv-dtype", "nvfp4"}, "nvfp4"},
        BadCase {{"plan", "--model", "gpt-oss-20b", "--workload", "inference", "--kv-dtype", "mxfp4"}, "mxfp4"},
        BadCase {plan7b({"--workload", "inference", "--batch", "8", "--disaggregate"}), "disaggregated"},
        BadCase {plan7b({"--workload", "inference", "--max-seqs", "0"}), "--max-seqs"},
        BadCase {plan7b({"--workload", "inference", "--max-seqs", "2.5"}), "--max-seqs"},
        BadCase {{"params", "--hf-config", "/nonexistent/config.json"}, "cannot read"},
        BadCase {{"params", "--hf-config", std::string(GPUPLAN_TEST_DATA) + "/hf/bad-malformed.json"}, "not valid JSON"},
        BadCase {{"params", "--hf-config", std::string(GPUPLAN_TEST_DATA) + "/hf/bad-unsupported-type.json"}, "mamba"},
        BadCase {{"params", "--hf-config", std::string(GPUPLAN_TEST_DATA) + "/hf/bad-missing-field.json"}, "hidden_size"},
        BadCase {{"params", "--family", "decoder", "--params", "0"}, "--params"},
        BadCase {{"params", "--family", "decoder"}, "--params"},
        BadCase {{"params", "--family", "banana", "--params", "1B"}, "banana"},
        // A model derived from its size alone: limit::kScaleParams, as on the Scale page.
        BadCase {{"params", "--family", "decoder", "--params", "5e5"}, "--params: 5e5 is out of range (1,000,000 to 10,000,000,000,000)"},
        BadCase {{"params", "--family", "decoder", "--params", "2e13"}, "--params: 2e13 is out of range"},
        BadCase {{"params", "--model", "llama-2-7b", "--hf-config", "x.json"}, "only one"},
        // The limit table (engine/limits.h) bounds the money options as it bounds the GUI's fields.
        BadCase {plan7b({"--currency", "CNY", "--usd-to-cny", "5000"}), "--usd-to-cny: 5000 is out of range"},
        BadCase {plan7b({"--currency", "TWD", "--usd-to-twd", "0.001"}), "--usd-to-twd: 0.001 is out of range"},
        // Money is bounded in US dollars and read at the currency's rate (engine::moneyLimit).
        BadCase {plan7b({"--currency", "TWD", "--electricity", "0.01"}), "--electricity: 0.01 is out of range (0.032 to 3,200)"},
        BadCase {plan7b({"--currency", "CNY", "--usd-to-cny", "8", "--budget", "9e15"}), "--budget: 9e15 is out of range (8 to 8,000,000,000,000,000)"},
        // The bounds as people read them, not iostream's "1e+06" (a GUI QA pass on the CLI).
        BadCase {plan7b({"--gpus", "0"}), "--gpus: 0 is out of range (1 to 1,000,000)"},
        BadCase {plan7b({"--pue", "0.9"}), "--pue"},
        BadCase {plan7b({"--utilisation", "1.5"}), "--utilisation"},
        // Options that contradict each other are refused, not settled by the last one (a QA pass
        // found --rent --buy buying and --zero 3 --distributed-optimizer running ZeRO 1).
        BadCase {plan7b({"--rent", "--buy"}), "--rent and --buy contradict"},
        BadCase {plan7b({"--workload", "inference", "--no-disaggregate", "--disaggregate"}), "--disaggregate and --no-disaggregate"},
        BadCase {plan7b({"--sequence-parallel", "--no-sequence-parallel"}), "--no-sequence-parallel"},
        BadCase {plan7b({"--zero", "3", "--distributed-optimizer"}), "contradicts --zero 3"},
        BadCase {plan7b({"--gpu", "h100-sxm5-80gb,a100-sxm4-80gb", "--gpu", "h100-sxm5-80gb"}), "given twice"},
        BadCase {{"frobnicate"}, "frobnicate"},
        BadCase {{}, "give a command"},
        // Serving picks its replicas itself; a pinned DP or EP was ignored without a word.
        BadCase {plan7b({"--workload", "inference", "--gpus", "4", "--dp", "2"}), "--dp: serving sets its replicas"},
        BadCase {{"plan", "--model", "mixtral-8x7b", "--workload", "inference", "--ep", "2"}, "--ep: expert parallelism"},
        BadCase {plan7b({"--prices", GPUPLAN_TEST_DATA}), "is a folder, not a file"},
        // The second QA pass: an option of the other workload was ignored without a word, a flag
        // given twice read as an unknown argument, and a fixed batch above the engine's limit ran.
        BadCase {plan7b({"--workload", "inference", "--days", "30"}), "--days applies to training"},
        BadCase {plan7b({"--workload", "inference", "--framework", "fsdp"}), "--framework applies to training"},
        BadCase {plan7b({"--qps", "10"}), "--qps applies to serving"},
        BadCase {plan7b({"--workload", "finetune", "--engine", "sglang"}), "--engine applies to serving"},
        BadCase {plan7b({"--lora-rank", "16"}), "--lora-rank applies to --workload lora"},
        BadCase {plan7b({"--json", "--json"}), "--json given more than once"},
        BadCase {plan7b({"--workload", "inference", "--batch", "512", "--max-seqs", "256"}),
                 "more than the 256 concurrent sequences"},
        // The third QA pass: a pilot step faster than the GPUs' peak or 20x slower than the model
        // was clamped without a word, and a step time with a throughput beside it ignored one.
        BadCase {plan7b({"--gpus", "8", "--measured-step-s", "0.5"}), "faster than the GPUs' peak"},
        BadCase {plan7b({"--gpus", "8", "--measured-tokens-per-s", "10"}), "over 20 times slower"},
        BadCase {plan7b({"--gpus", "8", "--measured-step-s", "10", "--measured-tokens-per-s", "1000"}), "not both"},
        // The fourth QA pass: an underflowing number was called "not a number", and a pinned EP that
        // does not divide the pinned DP was reported as "4096 GPUs cannot all be used".
        BadCase {plan7b({"--days", "1e-309"}), "--days: 1e-309 is out of range"},
        // A least value that only keeps the number above 0 is said so, not "1e-06 to 36,500" (a QA pass).
        BadCase {plan7b({"--days", "0"}), "--days: 0 is out of range (above 0, up to 36,500)"},
        BadCase {plan7b({"--days", "1e309"}), "is not a number"},
        BadCase {plan7b({"--tokens", "1.5"}), "tokens: the training tokens (1.5) are fewer than one sequence of 4096"},
        BadCase {{"plan", "--model", "mixtral-8x7b", "--tp", "1", "--ep", "4", "--dp", "2"},
                 "dp: expert parallel size 4 does not divide the data-parallel size 2"},
        // A fixed count that leaves TP 1 (2 GPUs, DP 2) cannot fold EP into TP (a review).
        BadCase {{"plan", "--model", "mixtral-8x7b", "--gpus", "2", "--ep", "4", "--dp", "2"},
                 "dp: expert parallel size 4 does not divide the data-parallel size 2"},
        BadCase {{"plan", "--model", "mixtral-8x7b", "--tp", "2", "--ep", "8", "--dp", "2"},
                 "tp_cp_dp: expert parallel size 8 does not divide TP x CP x DP = 4"},
        // A price file's unreadable price or unknown GPU was skipped and the costs left as they were.
        BadCase {plan7b({"--prices", std::string(GPUPLAN_TEST_DATA) + "/prices/bad-negative.json"}),
                 "gpus.h100-sxm5-80gb.rent_usd_per_gpu_hour_low: must be a number of 0 or more"},
        BadCase {plan7b({"--prices", std::string(GPUPLAN_TEST_DATA) + "/prices/bad-unknown-gpu.json"}), "nosuch-gpu: unknown GPU id"},
        BadCase {plan7b({"--prices", ""}), "--prices: give a price file"},
        BadCase {plan7b({"--format", "csv", "--json"}), "--json contradicts --format csv"},
        BadCase {plan7b({"--currency", "CNY", "--usd-to-twd", "30"}), "--usd-to-twd applies to --currency TWD"},
        BadCase {plan7b({"--gpu", "h100-sxm5-80gb,"}), "an empty GPU id"},
        // A pinned TP the search never tried (not a power of two) read "4096 GPUs cannot all be used".
        BadCase {{"plan", "--family", "decoder", "--params", "10B", "--tp", "3", "--gpu", "h100-sxm5-80gb"},
                 "tensor parallel size 3 does not divide the FFN size 14144"},
        BadCase {plan7b({"--tp", "16", "--gpus", "16", "--gpu", "h100-sxm5-80gb"}), "more than the 8 GPUs"},
        BadCase {{"plan", "--model", "gpt2-xl", "--tp", "5", "--gpus", "10", "--gpu", "h100-sxm5-80gb"},
                 "would straddle two 8-GPU servers"}));

// A pinned tensor-parallel size that is not a power of two is planned when the model divides by it
// (it was never tried: GPT-2 XL's 25 heads at TP 5).
TEST(Cli, APinnedTpThatIsNotAPowerOfTwoIsPlanned)
{
    const CliRun r = cli({"plan", "--model", "gpt2-xl", "--tp", "5", "--gpus", "5", "--gpu", "h100-sxm5-80gb", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json o = json::parse(r.out)["options"][0];
    EXPECT_EQ(o["parallel"]["tp"].get<int>(), 5);
    EXPECT_EQ(o["gpu_count"].get<int>(), 5);
}

// EP 4 beside DP 2 is planned with whole experts folded into TP 2 x DP 2 (docs/model.md §2.2), and
// both faces of the CLI say so: "expert_tp" 1 in the JSON, ", EP 4, ETP 1" in the purchase line.
TEST(Cli, WholeExpertsFoldExpertParallelismIntoTensorParallelRanks)
{
    const std::vector<std::string> args {"plan", "--model", "mixtral-8x7b", "--gpu", "h100-sxm5-80gb", "--ep", "4", "--dp", "2"};
    std::vector<std::string> withJson = args;
    withJson.push_back("--json");
    const CliRun j = cli(withJson);
    ASSERT_EQ(j.code, 0) << j.err;
    const json p = json::parse(j.out)["options"][0]["parallel"];
    EXPECT_EQ(p["ep"].get<int>(), 4);
    EXPECT_EQ(p["dp"].get<int>(), 2);
    EXPECT_EQ(p["expert_tp"].get<int>(), 1);
    EXPECT_EQ(p["tp"].get<int>() * p["dp"].get<int>() % 4, 0) << "EP divides TP x DP";
    const CliRun t = cli(args);
    ASSERT_EQ(t.code, 0) << t.err;
    EXPECT_NE(t.out.find(", DP 2, EP 4, ETP 1)"), std::string::npos) << t.out;
    std::vector<std::string> withCsv = args;
    withCsv.insert(withCsv.end(), {"--format", "csv"});
    const CliRun c = cli(withCsv);
    ASSERT_EQ(c.code, 0) << c.err;
    EXPECT_EQ(c.out.rfind("gpu,gpu_count,nodes,fits,tp,cp,pp,dp,ep,expert_tp,zero_stage,", 0), 0u) << c.out;
    const std::string row = c.out.substr(c.out.find('\n') + 1);
    EXPECT_NE(row.find(",2,4,1,"), std::string::npos) << "dp 2, ep 4, expert_tp 1: " << row;
}

// The MoE dispatch settings (docs/cli.md, docs/model.md §4.5b): the JSON says what was modelled, and
// a setting an option cannot run is a warning with its reason. Qwen3-30B-A3B at EP 16 on 16 H100.
TEST(Cli, MoeDispatcherAndEpOverlapInTheJson)
{
    const auto training = [](std::vector<std::string> extra) {
        std::vector<std::string> args {"plan", "--model", "qwen3-30b-a3b", "--gpu", "h100-sxm5-80gb", "--gpus", "16", "--ep", "16",
                                       "--dp", "16", "--framework", "megatron-core", "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, 0) << r.err;
        return r.code == 0 ? json::parse(r.out)["options"][0] : json();
    };
    const json deep = training({"--moe-dispatcher", "hybridep", "--ep-overlap", "on", "--recompute", "none"});
    EXPECT_EQ(deep["training"]["moe_dispatch"], "deepep");
    EXPECT_EQ(deep["training"]["ep_overlap"], true);
    const json plain = training({"--moe-dispatcher", "alltoall", "--recompute", "none"});
    EXPECT_EQ(plain["training"]["moe_dispatch"], "alltoall");
    EXPECT_EQ(plain["training"]["ep_overlap"], false);
    EXPECT_GT(plain["training"]["step_breakdown_s"]["ep_comm"].get<double>(),
              deep["training"]["step_breakdown_s"]["ep_comm"].get<double>());
    const json full = training({"--ep-overlap", "on", "--recompute", "full"});
    ASSERT_TRUE(full.contains("warnings"));
    bool said = false;
    for (const json &w : full["warnings"])
        if (w["code"] == "ep_overlap_no_effect") {
            said = true;
            EXPECT_EQ(w["value"].get<int>(), 3);
            EXPECT_NE(w["detail"].get<std::string>().find("full recompute"), std::string::npos) << w.dump();
        }
    EXPECT_TRUE(said) << full.dump();
    // Without expert parallelism in the layout: "none", and the overlap did not run.
    const CliRun noEpRun = cli({"plan", "--model", "qwen3-30b-a3b", "--gpu", "h100-sxm5-80gb", "--gpus", "16", "--ep", "1",
                                "--dp", "16", "--ep-overlap", "on", "--json"});
    ASSERT_EQ(noEpRun.code, 0) << noEpRun.err;
    const json noEp = json::parse(noEpRun.out)["options"][0];
    EXPECT_EQ(noEp["training"]["moe_dispatch"], "none");
    EXPECT_EQ(noEp["training"]["ep_overlap"], false);
    // A dense model has no experts: no dispatch fields.
    const CliRun dense = cli({"plan", "--model", "llama-2-7b", "--gpu", "h100-sxm5-80gb", "--gpus", "8", "--json"});
    ASSERT_EQ(dense.code, 0) << dense.err;
    EXPECT_FALSE(json::parse(dense.out)["options"][0]["training"].contains("moe_dispatch"));
}

// `plan --help` read as a plan without a model (exit 2); every command's help is the help.
TEST(Cli, HelpAfterACommandIsTheHelp)
{
    for (const char *cmd : {"plan", "advise", "params", "rules"}) {
        const CliRun r = cli({cmd, "--help"});
        EXPECT_EQ(r.code, 0) << cmd << ": " << r.err;
        EXPECT_NE(r.out.find("--model"), std::string::npos) << cmd;
        EXPECT_TRUE(r.err.empty());
        // plan and advise list the plan's options (both QA passes of December 2026 read the general help).
        const bool planOptions = std::string(cmd) == "plan" || std::string(cmd) == "advise";
        EXPECT_EQ(r.out.find("Plan options") != std::string::npos, planOptions) << cmd;
    }
    // Every option of docs/cli.md's plan table is in `plan --help`.
    std::ifstream doc(std::string(GPUPLAN_TEST_DATA) + "/../../docs/cli.md");
    ASSERT_TRUE(doc.good());
    const std::string planHelp = cli({"plan", "--help"}).out;
    bool inTable = false;
    int options = 0;
    for (std::string line; std::getline(doc, line);) {
        if (line.rfind("## ", 0) == 0)
            inTable = line == "## plan options";
        if (!inTable || line.rfind("| `", 0) != 0)
            continue;
        const std::string cell = line.substr(0, line.find(" | "));
        static const std::regex option("--[a-z0-9-]+");
        for (auto it = std::sregex_iterator(cell.begin(), cell.end(), option); it != std::sregex_iterator(); ++it, ++options)
            EXPECT_NE(planHelp.find(it->str()), std::string::npos) << it->str() << " is not in plan --help";
    }
    EXPECT_GT(options, 50);
    // Among other options it is refused in one line: with --json or --format=json the output is JSON
    // or one line of error (fuzz_cli_args found help text there, both ways of asking for JSON).
    for (const std::vector<std::string> &args : {std::vector<std::string> {"plan", "--model", "llama-2-7b", "-h", "--json"},
                                                 std::vector<std::string> {"plan", "--format=json", "--help"},
                                                 std::vector<std::string> {"plan", "--model", "llama-2-7b", "-h"}}) {
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, 2);
        EXPECT_TRUE(r.out.empty());
        EXPECT_NE(r.err.find(": give it alone (gpuplan-cli plan "), std::string::npos) << r.err;
    }
}

// A value given as an option that the scenario's checks refuse is named by the option, not the
// scenario's field (a QA pass read "context:" for --context and "tp:" for --tp).
// A fixed training count that misses the deadline names the count that meets it, in the text and the
// JSON (a zh_TW QA pass).
TEST(Cli, AFixedCountThatMissesTheDeadlineNamesTheCountThatMeetsIt)
{
    const std::vector<std::string> args {"plan", "--model", "llama-3.1-70b", "--workload", "qlora", "--gpu", "l40s-48gb",
                                         "--gpus", "2", "--days", "7", "--tokens", "1B"};
    std::vector<std::string> asJson = args;
    asJson.push_back("--json");
    const CliRun j = cli(asJson);
    ASSERT_EQ(j.code, 0) << j.err;
    const auto o = json::parse(j.out)["options"][0];
    ASSERT_TRUE(o["gpus_for_deadline"].is_number_integer()) << o.dump();
    const int meet = o["gpus_for_deadline"].get<int>();
    EXPECT_GT(meet, 2);
    const CliRun text = cli(args);
    EXPECT_NE(text.out.find("warning: misses the deadline; " + std::to_string(meet) + " GPUs meet it"), std::string::npos) << text.out;
    // QLoRA's header names its 4-bit base (a zh_TW QA pass read the precision as BF16 alone).
    EXPECT_NE(text.out.find("workload: qlora (base weights in NF4, adapters in bf16)"), std::string::npos) << text.out;
}

// The text names a cheaper option beside the recommendation, as the GUI's reasoning does (a zh_CN QA
// pass read "recommended: h200" while only the JSON's "cheapest" named the A100).
TEST(Cli, TheTextNamesACheaperOptionBesideTheRecommendation)
{
    const std::vector<std::string> args {"plan", "--model", "llama-3.1-70b", "--workload", "finetune", "--tokens", "2B", "--days", "10",
                                         "--gpu", "a100-sxm4-80gb", "--gpu", "h100-sxm5-80gb", "--gpu", "h200-sxm-141gb"};
    std::vector<std::string> asJson = args;
    asJson.push_back("--json");
    const CliRun j = cli(asJson);
    ASSERT_EQ(j.code, 0) << j.err;
    const json plan = json::parse(j.out);
    const std::string recommended = plan["recommended"].get<std::string>(), cheapest = plan["cheapest"].get<std::string>();
    ASSERT_NE(recommended, cheapest);
    const CliRun text = cli(args);
    EXPECT_NE(text.out.find("recommended: " + recommended + "\ncosts less: " + cheapest + " ("), std::string::npos) << text.out;
}

TEST(Cli, RefusedOptionsAreNamedAsTyped)
{
    for (const auto &[args, prefix] : {std::pair {std::vector<std::string> {"plan", "--model", "llama-3-8b", "--tp", "1024"}, "--tp: "},
                                      std::pair {std::vector<std::string> {"plan", "--model", "llama-3-8b", "--workload", "inference",
                                                                           "--context", "100000000"},
                                                 "--context: "}}) {
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, 2);
        EXPECT_EQ(r.err.rfind(std::string("gpuplan-cli: ") + prefix, 0), 0u) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    }
}

TEST(Cli, BinaryExitCodes)
{
    // The real executable: exit status and streams as a shell sees them.
    const std::string cmd = std::string(GPUPLAN_CLI) + " plan --model nope >/dev/null 2>&1";
    const int status = std::system(cmd.c_str());
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 2);
    const std::string ok = std::string(GPUPLAN_CLI) + " params --model llama-2-7b --json >/dev/null";
    EXPECT_EQ(std::system(ok.c_str()), 0);
    // An answer that cannot be written fails (a QA pass piped it to a full disk and got 0).
    if (access("/dev/full", W_OK) == 0) {
        const std::string full = std::string(GPUPLAN_CLI) + " params --model llama-2-7b --json >/dev/full 2>/dev/null";
        const int fullStatus = std::system(full.c_str());
        ASSERT_TRUE(WIFEXITED(fullStatus));
        EXPECT_EQ(WEXITSTATUS(fullStatus), 1);
    }
}

} // namespace

namespace {

TEST(Cli, AdviseJsonContract)
{
    const CliRun r = cli({"advise", "--model", "llama-2-70b", "--workload", "finetune", "--gpu", "h100-sxm5-80gb", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json arr = json::parse(r.out);
    ASSERT_TRUE(arr.is_array());
    ASSERT_GE(arr.size(), 5u);
    for (const json &w : arr)
        for (const char *k : {"change", "gpus_delta", "time_delta_pct", "cost_delta", "risk"})
            EXPECT_TRUE(w.contains(k)) << k;
}

// The attention kernel (docs/model.md §4.2): `auto` is the framework's own (FlashAttention-2 for FSDP,
// cuDNN fused attention for Megatron-Core); on an H100 a fused kernel makes an FSDP step faster, on
// an A100 it changes nothing (FlashAttention-2 is Ampere's own); `te` reads as `fa3`; it round-trips
// through the scenario file; a bad value and serving are refused with the option's name.
TEST(Cli, AttentionKernelIsAnInput)
{
    const auto run = [](const char *gpu, const char *kernel, std::vector<std::string> extra = {}) {
        std::vector<std::string> args {"plan", "--model", "llama-3.1-8b", "--gpu", gpu, "--gpus", "8", "--framework", "fsdp",
                                       "--attention-kernel", kernel, "--seq-len", "8192", "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        return cli(args);
    };
    const CliRun fa2 = run("h100-sxm5-80gb", "auto"), te = run("h100-sxm5-80gb", "te");
    ASSERT_EQ(fa2.code, 0) << fa2.err;
    ASSERT_EQ(te.code, 0) << te.err;
    const json a = json::parse(fa2.out)["options"][0]["training"], b = json::parse(te.out)["options"][0]["training"];
    EXPECT_EQ(a["attention_kernel"], "fa2");
    EXPECT_EQ(b["attention_kernel"], "fa3");
    EXPECT_LT(b["step_breakdown_s"]["compute"].get<double>(), 0.95 * a["step_breakdown_s"]["compute"].get<double>());
    const CliRun ampere2 = run("a100-sxm4-80gb", "fa2"), ampere3 = run("a100-sxm4-80gb", "fa3");
    ASSERT_EQ(ampere2.code, 0) << ampere2.err;
    EXPECT_EQ(json::parse(ampere2.out)["options"][0]["training"]["step_time_s"],
              json::parse(ampere3.out)["options"][0]["training"]["step_time_s"]);
    const std::string file = ::testing::TempDir() + "attention_kernel.gpuplan";
    ASSERT_EQ(run("h100-sxm5-80gb", "fa3", {"--save-scenario", file}).code, 0);
    const CliRun load = cli({"plan", "--scenario", file, "--json"});
    ASSERT_EQ(load.code, 0) << load.err;
    EXPECT_EQ(json::parse(load.out)["options"][0]["training"]["attention_kernel"], "fa3");
    const CliRun bad = run("h100-sxm5-80gb", "fa4");
    EXPECT_EQ(bad.code, 2);
    EXPECT_EQ(bad.err, "gpuplan-cli: --attention-kernel: unknown value 'fa4' (auto, fa2, fa3 (or cudnn, te))\n");
    const CliRun serving = cli({"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--attention-kernel", "fa3"});
    EXPECT_EQ(serving.code, 2);
    EXPECT_NE(serving.err.find("--attention-kernel applies to training"), std::string::npos) << serving.err;
}

// A file of a model made from a parameter count on the Scale page has no name; the CLI names it as
// the wizard does (a QA pass read "model:   (12,992,271,360 parameters)").
TEST(Cli, AModelWithoutANameIsNamedAsTheWizardNamesIt)
{
    const std::string file = ::testing::TempDir() + "unnamed.gpuplan";
    ASSERT_EQ(cli({"plan", "--family", "decoder", "--params", "13B", "--save-scenario", file}).code, 0);
    json scenario = json::parse(std::ifstream(file));
    scenario["model"]["name"] = "";
    std::ofstream(file) << scenario.dump(2);
    const CliRun table = cli({"plan", "--scenario", file}), js = cli({"plan", "--scenario", file, "--json"});
    ASSERT_EQ(table.code, 0) << table.err;
    EXPECT_EQ(table.out.rfind("model: 13.0B decoder (derived from the parameter count)  (", 0), 0u) << table.out;
    EXPECT_EQ(json::parse(js.out)["model"]["name"], "13.0B decoder (derived from the parameter count)");
}

TEST(Cli, ScenarioFileAndCostJson)
{
    const std::string file = ::testing::TempDir() + "cli_test.gpuplan";
    const CliRun save = cli({"plan", "--model", "llama-3-8b", "--workload", "inference", "--qps", "5", "--currency", "CNY",
                             "--budget", "2M", "--save-scenario", file, "--json"});
    ASSERT_EQ(save.code, 0) << save.err;
    const CliRun load = cli({"plan", "--scenario", file, "--format", "json"});
    ASSERT_EQ(load.code, 0) << load.err;
    EXPECT_EQ(json::parse(save.out)["options"], json::parse(load.out)["options"]);
    const json o = json::parse(load.out)["options"][0];
    for (const char *k : {"currency", "purchase", "rent_job", "rent_month", "energy", "break_even_months", "rented_share"})
        EXPECT_TRUE(o["cost"].contains(k)) << k;
    // Serving over its horizon rents the utilisation's share of the hours (docs/cli.md): by default all of
    // them, as a service takes its load around the clock (training's default is the catalogue's 70 %).
    EXPECT_NEAR(o["cost"]["rent_total"].get<double>(),
                o["cost"]["rent_month"].get<double>() * o["cost"]["rented_share"].get<double>() * o["cost"]["horizon_months"].get<double>(),
                1e-6 * o["cost"]["rent_total"].get<double>());
    EXPECT_DOUBLE_EQ(o["cost"]["rented_share"].get<double>(), 1.0);
    EXPECT_EQ(o["cost"]["currency"], "CNY");
    EXPECT_TRUE(o["bom"]["nodes"].is_number_integer());
    EXPECT_TRUE(o.contains("budget"));
    const CliRun csv = cli({"plan", "--scenario", file, "--format", "csv"});
    ASSERT_EQ(csv.code, 0);
    EXPECT_EQ(csv.out.rfind("gpu,gpu_count,", 0), 0u);
    // A procurement CSV carries what is bought and its money (a QA pass found no purchase, rent,
    // servers or currency in it), the same figures as the JSON.
    {
        std::stringstream lines(csv.out);
        std::string header, first;
        std::getline(lines, header);
        std::getline(lines, first);
        auto split = [](const std::string &line) {
            std::vector<std::string> cells;
            std::stringstream cs(line);
            for (std::string c; std::getline(cs, c, ',');)
                cells.push_back(c);
            if (!line.empty() && line.back() == ',')
                cells.emplace_back();
            return cells;
        };
        const std::vector<std::string> names = split(header), cells = split(first);
        ASSERT_EQ(names.size(), cells.size()) << first;
        auto cell = [&](const std::string &name) {
            const auto it = std::find(names.begin(), names.end(), name);
            return it == names.end() ? std::string("<no column>") : cells[static_cast<std::size_t>(it - names.begin())];
        };
        EXPECT_EQ(cell("currency"), "CNY");
        // What is bought: the purchase's cost (one 8-GPU server here), not the planned count's.
        // Every figure in full, as the JSON has it (a QA pass: 6 significant digits wrote 20,378,982 as
        // 2.0379e+07).
        // Money to the cent (a QA pass's spreadsheet read 1150433.2800000003).
        const auto cents = [](const std::string &text) {
            const auto point = text.find('.');
            return point == std::string::npos ? 0 : text.size() - point - 1;
        };
        EXPECT_NEAR(std::stod(cell("purchase")), o["purchase"]["cost"]["purchase"].get<double>(), 0.005);
        EXPECT_EQ(cell("purchase").find('e'), std::string::npos) << cell("purchase");
        EXPECT_EQ(cell("horizon_months"), "48");   // a round figure in full too, not 4.8e+01
        EXPECT_NEAR(std::stod(cell("rent")), o["purchase"]["cost"]["rent_job"].get<double>(), 0.005);
        EXPECT_NEAR(std::stod(cell("buy_total")), o["purchase"]["cost"]["buy_total"].get<double>(), 0.005);
        for (const char *money : {"purchase", "rent", "buy_total", "rent_total"})
            EXPECT_LE(cents(cell(money)), 2u) << money << " " << cell(money);
        EXPECT_EQ(std::stod(cell("memory_total_bytes")), o["memory_per_gpu_bytes"]["total"].get<double>());
        EXPECT_EQ(cell("rent_period"), "month");
        EXPECT_EQ(std::stoll(cell("bought_gpus")), o["purchase"]["gpu_count"].get<long long>());
        EXPECT_EQ(std::stoll(cell("bought_units")), o["purchase"]["units"].get<long long>());
        EXPECT_NEAR(std::stod(cell("requests_per_s")), o["inference"]["requests_per_s"].get<double>(),
                    1e-4 * o["inference"]["requests_per_s"].get<double>());
        // Serving on as few GPUs, the cheapest is recommended (L40 here, on one GPU like the rest).
        EXPECT_EQ(cell("recommended"), json::parse(load.out)["recommended"] == o["gpu"] ? "yes" : "no");
        // The warnings' codes, last, as the JSON names them.
        std::string codes;
        for (const auto &w : o["warnings"])
            codes += (codes.empty() ? "" : " ") + w["code"].get<std::string>();
        EXPECT_EQ(cell("warnings"), codes);
        EXPECT_EQ(names.back(), "warnings");
    }
    // The layout's columns multiply out to the GPU count, context parallelism included (a QA pass
    // found a 128k-token plan at CP 4 written as tp 1, pp 1, dp 2 on 8 GPUs).
    const CliRun longCsv = cli({"plan", "--model", "llama-3.1-8b", "--seq-len", "128k", "--gpu", "h100-sxm5-80gb", "--gpus",
                                "8", "--format", "csv"});
    ASSERT_EQ(longCsv.code, 0) << longCsv.err;
    EXPECT_EQ(longCsv.out.rfind("gpu,gpu_count,nodes,fits,tp,cp,pp,dp,", 0), 0u);
    const std::string row = longCsv.out.substr(longCsv.out.find('\n') + 1);
    std::vector<std::string> cells;
    std::stringstream cellStream(row);
    for (std::string c; std::getline(cellStream, c, ',');)
        cells.push_back(c);
    ASSERT_GE(cells.size(), 8u);
    EXPECT_EQ(std::stoi(cells[4]) * std::stoi(cells[5]) * std::stoi(cells[6]) * std::stoi(cells[7]), std::stoi(cells[1])) << row;
    EXPECT_GT(std::stoi(cells[5]), 1) << row;
    const CliRun bad = cli({"plan", "--scenario", std::string(GPUPLAN_TEST_DATA) + "/hf/llama-2-7b.json"});
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("schema_version"), std::string::npos);
}

} // namespace

namespace {

// Property: for generated command lines the CLI either succeeds with JSON that parses,
// or refuses with exactly one line on stderr and exit code 2 — never anything else.
TEST(Cli, GeneratedCommandLinesAlwaysGiveJsonOrOneLineErrors)
{
    std::mt19937 rng(42);
    const std::vector<std::string> models = {"llama-2-7b", "mixtral-8x7b", "bert-base-uncased", "vit-b-16", "qwen2.5-0.5b"};
    const std::vector<std::string> workloads = {"pretrain", "finetune", "lora", "qlora", "inference"};
    const std::vector<std::string> numbers = {"1", "8", "0", "-3", "1e3", "7.5B", "nan", "abc", "1e20", "2.5"};
    const std::vector<std::string> flags = {"--gpus", "--tp", "--pp", "--dp", "--seq-len", "--micro-batch", "--batch",
                                            "--qps", "--tokens", "--days", "--context", "--tpot-ms", "--budget"};
    for (int i = 0; i < 120; ++i) {
        std::vector<std::string> args = {"plan", "--model", models[rng() % models.size()], "--workload",
                                         workloads[rng() % workloads.size()], "--max-gpus", "256", "--json"};
        const int extra = static_cast<int>(rng() % 3);
        for (int k = 0; k < extra; ++k) {
            args.push_back(flags[rng() % flags.size()]);
            args.push_back(numbers[rng() % numbers.size()]);
        }
        const CliRun r = cli(args);
        std::string line;
        for (const auto &a : args)
            line += a + " ";
        if (r.code == 0) {
            EXPECT_TRUE(json::accept(r.out)) << line;
            EXPECT_TRUE(r.err.empty()) << line << r.err;
        } else {
            EXPECT_EQ(r.code, 2) << line << r.err;
            EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << line << r.err;
        }
    }
}

} // namespace

// ---- a fixed count is a question, and every answer agrees with itself ------------------

namespace fixedcount {

json planOf(std::vector<std::string> args)
{
    args.push_back("--json");
    const CliRun r = cli(args);
    EXPECT_EQ(r.code, 0) << r.err;
    return r.code == 0 ? json::parse(r.out) : json();
}

bool hasWarning(const json &o, const std::string &code)
{
    for (const json &w : o["warnings"])
        if (w["code"] == code)
            return true;
    return false;
}

} // namespace fixedcount

TEST(FixedCount, FineTuneThatDoesNotFitNamesTheCountThePartAndTheFixes)
{
    using namespace fixedcount;
    // Full fine-tuning of Qwen2.5-7B with AdamW: 16 bytes/param of model states = 114 GiB > one L40.
    const json j = planOf({"plan", "--model", "qwen2.5-7b", "--gpu", "l40-48gb", "--workload", "finetune", "--gpus", "1"});
    const json &o = j["options"][0];
    EXPECT_EQ(o["gpu_count"], 1);
    EXPECT_EQ(o["fits"], false);
    EXPECT_EQ(o["fixed_count"], true);
    EXPECT_EQ(o["parallel"]["tp"].get<int>() * o["parallel"]["pp"].get<int>() * o["parallel"]["dp"].get<int>(), 1);
    EXPECT_EQ(o["shortfall"]["largest_part"], "optimizer");   // 12 bytes/param fp32 master + moments = 85.1 GiB
    EXPECT_NEAR(o["shortfall"]["largest_part_bytes"].get<double>() / (1 << 30), 12.0 * 7'615'616'512 / (1 << 30), 0.5);
    EXPECT_EQ(o["shortfall"]["over_bytes"].get<std::int64_t>(),
              o["memory_per_gpu_bytes"]["total"].get<std::int64_t>() - o["usable_bytes"].get<std::int64_t>());
    EXPECT_TRUE(hasWarning(o, "no_fit_at_count"));
    EXPECT_FALSE(hasWarning(o, "no_fit"));   // never "nothing fits within 4096 GPUs" for a fixed count
    EXPECT_EQ(o["fewest_that_fit"]["gpu_count"], 4);   // the same plan without --gpus fits on 4 L40
    bool qlora = false;
    for (const json &f : o["fixes_on_count"]) {
        EXPECT_EQ(f["gpu_count"], 1);
        qlora = qlora || f["id"] == "qlora";
    }
    EXPECT_TRUE(qlora);
    const json free = planOf({"plan", "--model", "qwen2.5-7b", "--gpu", "l40-48gb", "--workload", "finetune"});
    EXPECT_EQ(free["options"][0]["gpu_count"], 4);
    EXPECT_EQ(free["options"][0]["fits"], true);
    // The table says the same in one line.
    const CliRun t = cli({"plan", "--model", "qwen2.5-7b", "--gpu", "l40-48gb", "--workload", "finetune", "--gpus", "1"});
    EXPECT_NE(t.out.find("does not fit on 1 x NVIDIA L40 48GB: optimizer states need 85.1 GiB of 45.0 usable"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("fits on 4 ("), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("QLoRA"), std::string::npos) << t.out;
}

TEST(FixedCount, PinnedTensorParallelismIsKeptOnTwoGpus)
{
    using namespace fixedcount;
    const json j = planOf({"plan", "--model", "deepseek-v3", "--gpu", "mi300x-192gb", "--workload", "inference", "--gpus", "2",
                           "--tp", "2", "--precision", "fp8", "--batch", "1"});
    const json &o = j["options"][0];
    EXPECT_EQ(o["gpu_count"], 2);
    EXPECT_EQ(o["fits"], false);   // 671 GB of FP8 weights on 2 x 192 GB
    EXPECT_EQ(o["parallel"]["tp"], 2);
    EXPECT_EQ(o["parallel"]["pp"], 1);
    EXPECT_EQ(o["parallel"]["dp"], 1);
    EXPECT_EQ(o["shortfall"]["largest_part"], "weights");
    EXPECT_GT(o["memory_per_gpu_bytes"]["total"].get<std::int64_t>(), o["usable_bytes"].get<std::int64_t>());
    ASSERT_TRUE(o.contains("inference"));
}

TEST(FixedCount, ServingContextFollowsTheRequest)
{
    using namespace fixedcount;
    // 768 sequences of 128 + 128 tokens: 768 x 256 x 512 KiB = 96 GiB of KV cache (Llama-2-7B fp16),
    // not 768 x 4096 tokens.
    const json j = planOf({"plan", "--model", "llama-2-7b", "--workload", "inference", "--gpu", "h100-sxm5-80gb", "--gpus", "1",
                           "--tp", "1", "--batch", "768", "--input-tokens", "128", "--output-tokens", "128"});
    const json &o = j["options"][0];
    EXPECT_EQ(o["parallel"]["tp"], 1);
    EXPECT_EQ(o["gpu_count"], 1);
    EXPECT_EQ(o["memory_per_gpu_bytes"]["kv_cache"].get<std::int64_t>(), std::int64_t(768) * 256 * 512 * 1024);
    ASSERT_TRUE(o.contains("inference"));
    const std::int64_t maxBatch = o["inference"]["max_batch"];
    EXPECT_GT(maxBatch, 300);
    EXPECT_LT(maxBatch, 768);
    EXPECT_LE(o["inference"]["max_context"].get<std::int64_t>(), 4096);   // Llama 2's position table
    bool smallerBatch = false;
    for (const json &f : o["fixes_on_count"])
        smallerBatch = smallerBatch || f["id"] == "smaller_batch";
    EXPECT_TRUE(smallerBatch);
}

TEST(FixedCount, PinnedValuesThatDoNotFitAreKept)
{
    using namespace fixedcount;
    const json j = planOf({"plan", "--model", "llama-2-70b", "--gpu", "h100-sxm5-80gb", "--workload", "pretrain", "--tp", "1",
                           "--pp", "2", "--dp", "4", "--micro-batch", "8", "--recompute", "none"});
    const json &o = j["options"][0];
    EXPECT_EQ(o["fits"], false);
    EXPECT_EQ(o["gpu_count"], 8);
    EXPECT_EQ(o["parallel"]["tp"], 1);
    EXPECT_EQ(o["parallel"]["pp"], 2);
    EXPECT_EQ(o["parallel"]["dp"], 4);
    EXPECT_EQ(o["parallel"]["micro_batch"], 8);
    EXPECT_EQ(o["parallel"]["recompute"], "none");
    EXPECT_EQ(o.count("training"), 0u);
}

TEST(FixedCount, PositionLimitIsAClearError)
{
    // GPT-2 XL has 1,024 learned positions (n_positions in its config.json).
    const CliRun r = cli({"plan", "--model", "gpt2-xl", "--workload", "inference", "--input-tokens", "2048"});
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("1024 positions"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

TEST(FixedCount, ZeroWithOneRankAndRoundedBatchAreReported)
{
    using namespace fixedcount;
    const json z = planOf({"plan", "--model", "llama-2-7b", "--gpu", "h100-sxm5-80gb", "--workload", "pretrain", "--zero", "3",
                           "--gpus", "2", "--tp", "2"});
    EXPECT_EQ(z["options"][0]["parallel"]["zero_stage"], 3);
    EXPECT_TRUE(hasWarning(z["options"][0], "pinned_no_effect"));
    const json b = planOf({"plan", "--model", "llama-2-7b", "--gpu", "h100-sxm5-80gb", "--workload", "pretrain", "--gpus", "64",
                           "--global-batch", "1953"});
    const json &o = b["options"][0];
    ASSERT_TRUE(o.contains("training"));
    const std::int64_t used = o["training"]["global_batch"];
    EXPECT_GE(used, 1953);
    EXPECT_EQ(used % (o["parallel"]["dp"].get<std::int64_t>() * o["parallel"]["micro_batch"].get<std::int64_t>()), 0);
    EXPECT_TRUE(hasWarning(o, "global_batch_rounded"));
    // With a micro-batch pinned, the default batch (1,024 sequences of 4,096 tokens) rounded is said too:
    // 64 a rank rounded it to 1,536 without a word (an English QA pass). The tool's own micro-batch
    // choice keeps the default batch.
    const json m = planOf({"plan", "--model", "llama-2-7b", "--gpu", "h100-sxm5-80gb", "--tokens", "1T", "--days", "30",
                           "--micro-batch", "64"});
    const json &mo = m["options"][0];
    ASSERT_TRUE(mo.contains("training"));
    EXPECT_NE(mo["training"]["global_batch"].get<std::int64_t>(), 1024);
    ASSERT_TRUE(hasWarning(mo, "global_batch_rounded")) << mo["warnings"].dump();
    for (const json &w : mo["warnings"]) {
        if (w["code"] == "global_batch_rounded") {
            EXPECT_EQ(w["value"].get<double>(), 1024.0);
        }
    }
    const json searched = planOf({"plan", "--model", "llama-2-7b", "--gpu", "h100-sxm5-80gb", "--tokens", "1T", "--days", "30"});
    EXPECT_EQ(searched["options"][0]["training"]["global_batch"].get<std::int64_t>(), 1024);
    EXPECT_FALSE(hasWarning(searched["options"][0], "global_batch_rounded"));
    // Llama 3.1's 131,072 positions bound max_context.
    const json l = planOf({"plan", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "b200-180gb", "--gpus", "8"});
    EXPECT_LE(l["options"][0]["inference"]["max_context"].get<std::int64_t>(), 131072);
}

// The human table and the JSON agree, and the JSON parses with no NaN or infinity, over generated
// scenarios (the engine's property test covers thousands; this replays a sample through the CLI).
TEST(FixedCount, TableAndJsonAgreeOverGeneratedScenarios)
{
    std::mt19937 rng(20261201);
    const CliRun probe = cli({"gpus", "--json"});
    ASSERT_EQ(probe.code, 0);
    int compared = 0;
    for (int i = 0; i < 150; ++i) {
        const engine::Scenario s = gpuplan::properties::generate(rng, gpuplan::bundled::catalog().value());
        const std::string line = gpuplan::properties::cliLine(s);
        std::vector<std::string> args = gpuplan::properties::cliArgs(s);
        const CliRun table = cli(args);
        args.push_back("--json");
        const CliRun js = cli(args);
        ASSERT_EQ(table.code, js.code) << line;
        if (js.code != 0) {
            EXPECT_EQ(js.code, 2) << line;
            EXPECT_EQ(std::count(js.err.begin(), js.err.end(), '\n'), 1) << line << "\n" << js.err;
            continue;
        }
        const json j = json::parse(js.out);   // throws on NaN / Infinity, which JSON does not have
        for (const json &o : j["options"])
            for (const char *block : {"training", "inference", "memory_per_gpu_bytes"})
                if (o.contains(block)) {
                    for (const auto &[key, v] : o[block].items()) {
                        if (key == "at_load" && v.is_object()) {   // the latency at the rate, when there is one
                            for (const auto &[field, x] : v.items())
                                EXPECT_TRUE(x.is_number()) << line << ": at_load." << field << " is " << x.dump();
                        } else if (!v.is_object() && !v.is_string() && !v.is_boolean() && !(key == "at_load" && v.is_null())) {
                            EXPECT_TRUE(v.is_number()) << line << ": " << block << "." << key << " is " << v.dump();
                        }
                    }
                }
        for (const json &o : j["options"]) {
            std::ostringstream row;   // the table's row: gpu, GPUs, fits, tp/cp/pp/dp/zero
            row << o["gpu"].get<std::string>().substr(0, 17);
            const std::string gpuCell = row.str();
            const std::size_t at = table.out.find("\n" + gpuCell);
            ASSERT_NE(at, std::string::npos) << line << "\n" << table.out;
            std::istringstream cells(table.out.substr(at + 1));
            std::string gpu, fits, layout;
            std::int64_t count = 0;
            cells >> gpu >> count >> fits >> layout;
            EXPECT_EQ(count, o["gpu_count"].get<std::int64_t>()) << line;
            EXPECT_EQ(fits, o["fits"].get<bool>() ? "yes" : "no") << line;
            const json &p = o["parallel"];
            EXPECT_EQ(layout, std::to_string(p["tp"].get<int>()) + "/" + std::to_string(p["cp"].get<int>()) + "/"
                                  + std::to_string(p["pp"].get<int>()) + "/"
                                  + std::to_string(p["dp"].get<int>()) + "/" + std::to_string(p["zero_stage"].get<int>()))
                << line;
            for (const json &w : o["warnings"])
                EXPECT_NE(table.out.find(w["detail"].get<std::string>()), std::string::npos) << line;
            ++compared;
        }
    }
    EXPECT_GT(compared, 100);
}

// Price overrides are applied by the engine from the file the GUI's price table writes, so the CLI
// and the GUI cost a plan alike: --prices FILE, --prices none, or the GUI's file by default.
TEST(Cli, PriceOverridesFromTheGuisFileOrGivenFile)
{
    auto rent = [](const CliRun &r) {
        EXPECT_EQ(r.code, 0) << r.err;
        const json j = json::parse(r.out);
        return std::make_pair(j["options"][0]["cost"]["rent_job"].get<double>(), j["price_overrides"]);
    };
    const std::vector<std::string> base = {"plan", "--model", "llama-2-7b", "--gpu", "h100-sxm5-80gb", "--json"};
    auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> v = base;
        v.insert(v.end(), extra.begin(), extra.end());
        return cli(v);
    };
    const auto [bundledRent, none] = rent(with({}));
    EXPECT_TRUE(none.is_null());

    const std::string dir = testConfigHome() + "/gpuplan/gpuplan";
    ASSERT_EQ(std::system(("mkdir -p '" + dir + "'").c_str()), 0);
    const std::string file = dir + "/price-overrides.json";
    std::ofstream(file) << R"({"schema_version": 1, "currency": "USD",
        "gpus": {"h100-sxm5-80gb": {"rent_usd_per_gpu_hour_low": 1.0, "rent_usd_per_gpu_hour_high": 1.0}}})";
    const auto [overridden, source] = rent(with({}));
    EXPECT_EQ(source, file);
    EXPECT_LT(overridden, bundledRent * 0.6);   // the bundled H100 rent is above 2 USD per GPU-hour
    const auto [ignored, noneAgain] = rent(with({"--prices", "none"}));
    EXPECT_DOUBLE_EQ(ignored, bundledRent);
    EXPECT_TRUE(noneAgain.is_null());
    const auto [given, givenSource] = rent(with({"--prices", file}));
    EXPECT_DOUBLE_EQ(given, overridden);
    std::remove(file.c_str());

    std::ofstream(testConfigHome() + "/bad.json") << "[1, 2]";
    const CliRun bad = with({"--prices", testConfigHome() + "/bad.json"});
    EXPECT_EQ(bad.code, 2);
    EXPECT_EQ(std::count(bad.err.begin(), bad.err.end(), '\n'), 1) << bad.err;
    EXPECT_NE(bad.err.find("top level must be a JSON object"), std::string::npos) << bad.err;
    const CliRun missing = with({"--prices", testConfigHome() + "/missing.json"});
    EXPECT_EQ(missing.code, 2);
}

// The table's money is what is bought or rented, as the GUI's table and the report price it: the 10B
// example's 4 H100 are bought as one 8-GPU server (a CLI QA pass read "buy 162961, rent 10205 (month)",
// half a server, above "buy: 1 server x 8 GPUs ... USD 325461"). The JSON keeps the 4 GPUs' own cost.
TEST(Cli, TheTablesMoneyIsThePurchase)
{
    const std::string example = std::string(GPUPLAN_TEST_DATA) + "/../../examples/serve-10b-100qps.gpuplan";
    const CliRun text = cli({"plan", "--scenario", example});
    const CliRun js = cli({"plan", "--scenario", example, "--json"});
    ASSERT_EQ(text.code, 0) << text.err;
    ASSERT_EQ(js.code, 0) << js.err;
    const json j = json::parse(js.out);
    ASSERT_GE(j["options"].size(), 2u);
    for (const json &o : j["options"]) {
        ASSERT_TRUE(o["purchase"].is_object()) << o["gpu"];
        const json &bought = o["purchase"]["cost"];
        // Thousands grouped ("buy 325,461"; a zh_TW QA pass read "TWD buy 10414746").
        const auto grouped = [](double v) {
            std::string d = std::to_string(std::llround(v));
            for (int i = static_cast<int>(d.size()) - 3; i > 0; i -= 3)
                d.insert(static_cast<std::size_t>(i), ",");
            return d;
        };
        // The purchase on its whole servers where they hold more GPUs than the row's count, said so.
        const std::int64_t servers = o["purchase"]["gpu_count"].get<std::int64_t>();
        std::ostringstream want;
        want << "buy " << grouped(bought["purchase"].get<double>())
             << (servers != o["gpu_count"].get<std::int64_t>() ? " for " + std::to_string(servers) + " GPUs (whole servers)" : "")
             << ", rent " << grouped(bought["rent_month"].get<double>()) << " (month)";
        const std::size_t row = text.out.find("\n" + o["gpu"].get<std::string>() + " ");
        ASSERT_NE(row, std::string::npos) << o["gpu"];
        const std::string line = text.out.substr(row + 1, text.out.find('\n', row + 1) - row - 1);
        EXPECT_NE(line.find(want.str()), std::string::npos) << line << "\nwanted: " << want.str();
    }
    const json &h100 = j["options"][1];
    ASSERT_EQ(h100["gpu"], "h100-sxm5-80gb");
    EXPECT_EQ(h100["gpu_count"], 4);
    EXPECT_EQ(h100["purchase"]["gpu_count"], 8);
    EXPECT_NEAR(h100["cost"]["purchase"].get<double>() * 2, h100["purchase"]["cost"]["purchase"].get<double>(),
                0.02 * h100["purchase"]["cost"]["purchase"].get<double>());
}

// The runner-up's reason says how it lost: Llama 3.1 70B LoRA on H100 in 3 days has a runner-up 2.5 %
// faster that leaves under 10 % of memory free (a CLI QA pass read "-2.5% slower, mostly from more
// tensor-parallel communication", both at TP 1); Llama 3.1 8B on 8 H100 a runner-up as fast, where the
// text said "0.0% slower, mostly from more pipeline bubble". No reason reads a negative "slower".
TEST(Cli, TheRunnerUpsReasonSaysHowItLost)
{
    const auto reason = [](std::vector<std::string> args) {
        args.insert(args.begin(), "plan");
        args.push_back("--json");
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, 0) << r.err;
        return json::parse(r.out)["options"][0]["search"]["runner_up_reason"].get<std::string>();
    };
    // Megatron-Core pinned: on the automatic stack a LoRA is planned data-parallel where that fits. The
    // micro-batch pinned too: a layout the search chooses on its own keeps the headroom wherever one does,
    // and a faster runner-up short of it is then said so (HeadroomKept, docs/model.md §6.1).
    const std::string lora = reason({"--model", "llama-3.1-70b", "--workload", "lora", "--days", "3", "--gpu", "h100-sxm5-80gb",
                                     "--framework", "megatron-core", "--micro-batch", "1"});
    EXPECT_NE(lora.find("% faster but leaves less than 10 % of memory free"), std::string::npos) << lora;
    // Llama 2 7B on 8 H100: two layouts held to the same published MFU ceiling.
    const std::string asFast = reason({"--model", "llama-2-7b", "--gpus", "8", "--gpu", "h100-sxm5-80gb"});
    EXPECT_NE(asFast.find("is as fast"), std::string::npos) << asFast;
    for (const std::string &text : {lora, asFast})
        EXPECT_EQ(text.find("% slower"), std::string::npos) << text;
}

// A budget limit is a goal: nothing within it is recommended, the JSON says null (it said "" beside
// options over the budget, and the text printed "recommended: h100-sxm5-80gb" under "costs 21697387 %
// of the budget"), and the text says why.
TEST(Cli, NothingWithinTheBudgetIsRecommended)
{
    const CliRun js = cli({"plan", "--model", "llama-3-8b", "--budget", "1.5", "--json"});
    ASSERT_EQ(js.code, 0) << js.err;
    const json j = json::parse(js.out);
    EXPECT_TRUE(j["recommended"].is_null());
    EXPECT_TRUE(j["cheapest"].is_null());
    const CliRun text = cli({"plan", "--model", "llama-3-8b", "--budget", "1.5"});
    // GPU by GPU, what stands in the way (a QA pass: the list of every goal there is, read as if each were missed).
    EXPECT_NE(text.out.find("recommended: none; "), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("h100-sxm5-80gb is over the budget"), std::string::npos) << text.out;
    EXPECT_EQ(text.out.find("misses the deadline"), std::string::npos) << text.out;
    const CliRun fixed = cli({"plan", "--model", "llama-2-70b", "--workload", "finetune", "--gpu", "h100-sxm5-80gb", "--gpus", "8"});
    EXPECT_NE(fixed.out.find("recommended: none; h100-sxm5-80gb does not fit on the fixed count"), std::string::npos) << fixed.out;
    const json open = json::parse(cli({"plan", "--model", "llama-3-8b", "--json"}).out);
    EXPECT_TRUE(open["recommended"].is_string());
    EXPECT_TRUE(open["cheapest"].is_string());
}

// The cost chart's data from the CLI (engine::costCurves, the same function the GUI's chart and
// the PDF draw): one curve per GPU that fits, starting at the option's purchase and its cost (what the
// comparison table prices),
// ascending in GPUs; a fixed count never costs less than a smaller fixed count of the same GPU.
TEST(Cli, CostCurveJsonStartsAtTheOptionAndAscends)
{
    const CliRun r = cli({"plan", "--scenario", std::string(GPUPLAN_TEST_DATA) + "/../../examples/train-10b-month.gpuplan", "--cost-curve", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json j = json::parse(r.out);
    ASSERT_TRUE(j.contains("cost_curves"));
    ASSERT_EQ(j["cost_curves"].size(), j["options"].size());
    for (std::size_t i = 0; i < j["options"].size(); ++i) {
        const json &o = j["options"][i], &c = j["cost_curves"][i];
        EXPECT_EQ(c["gpu"], o["gpu"]);
        EXPECT_EQ(c["currency"], "USD");
        ASSERT_GE(c["points"].size(), 3u);
        EXPECT_EQ(c["points"][0]["gpu_count"], o["purchase"]["gpu_count"]);
        EXPECT_NEAR(c["points"][0]["purchase"].get<double>(), o["purchase"]["cost"]["purchase"].get<double>(), 1e-6);
        for (std::size_t k = 1; k < c["points"].size(); ++k) {
            EXPECT_GT(c["points"][k]["gpu_count"].get<long long>(), c["points"][k - 1]["gpu_count"].get<long long>());
            EXPECT_GE(c["points"][k]["purchase"].get<double>(), c["points"][k - 1]["purchase"].get<double>());
            EXPECT_LT(c["points"][k]["days"].get<double>(), c["points"][k - 1]["days"].get<double>());
        }
    }
    EXPECT_FALSE(json::parse(cli({"plan", "--scenario", std::string(GPUPLAN_TEST_DATA) + "/../../examples/train-10b-month.gpuplan", "--json"}).out)
                     .contains("cost_curves"));
    const CliRun csv = cli({"plan", "--model", "llama-3-8b", "--cost-curve", "--format", "csv"});
    EXPECT_EQ(csv.code, 2);
    EXPECT_NE(csv.err.find("--cost-curve"), std::string::npos);
}

// The presets are the example files, bundled: --preset gives the same plan as --scenario on the file.
TEST(Cli, PresetIsTheBundledExample)
{
    const std::string file = std::string(GPUPLAN_TEST_DATA) + "/../../examples/serve-10b-100qps.gpuplan";
    const CliRun byFile = cli({"plan", "--scenario", file, "--json"});
    const CliRun byPreset = cli({"plan", "--preset", "serve-10b-100qps", "--json"});
    ASSERT_EQ(byPreset.code, 0) << byPreset.err;
    EXPECT_EQ(byPreset.out, byFile.out);
    // The other options change the preset (docs/cli.md), where they read as unknown arguments:
    // the train-10b-month preset on H100 only, due in 10 days instead of 30.
    const CliRun changed = cli({"plan", "--preset", "train-10b-month", "--gpu", "h100-sxm5-80gb", "--days", "10", "--json"});
    ASSERT_EQ(changed.code, 0) << changed.err;
    const json options = json::parse(changed.out)["options"];
    ASSERT_EQ(options.size(), 1u);
    EXPECT_EQ(options[0]["gpu"], "h100-sxm5-80gb");
    EXPECT_LE(options[0]["training"]["days"].get<double>(), 10.0);
    EXPECT_GT(options[0]["gpu_count"].get<int>(), 16);   // 16 H100 take 15.6 days (the preset's own plan)
    const CliRun otherWorkload = cli({"plan", "--preset", "train-10b-month", "--qps", "5"});
    EXPECT_EQ(otherWorkload.code, 2);
    EXPECT_NE(otherWorkload.err.find("--qps applies to serving"), std::string::npos) << otherWorkload.err;
    const CliRun unknown = cli({"plan", "--preset", "nope"});
    EXPECT_EQ(unknown.code, 2);
    EXPECT_NE(unknown.err.find("train-10b-month"), std::string::npos);   // the message lists the presets
    EXPECT_EQ(cli({"plan", "--preset", "blank", "--scenario", file}).code, 2);
}

// A bad value read from a scenario file is named by the file and its key (a procurement QA pass read
// "--gpu: unknown GPU id" and "gpus: the GPU count must be ..." for a file's gpus and gpu_count); the
// same value given as an option is named by the option.
TEST(Cli, AFilesBadValueIsNamedByTheFileAndItsKey)
{
    std::ifstream in(std::string(GPUPLAN_TEST_DATA) + "/../../examples/train-10b-month.gpuplan", std::ios::binary);
    json j = json::parse(in);
    const auto written = [](const json &scenario, const std::string &name) {
        const std::string path = ::testing::TempDir() + name;
        std::ofstream(path, std::ios::binary) << scenario.dump(2);
        return path;
    };
    json badDays = j;
    badDays["training"]["deadline_days"] = -3;
    const std::string days = written(badDays, "bad-days.gpuplan");
    const CliRun r1 = cli({"plan", "--scenario", days});
    EXPECT_EQ(r1.code, 2);
    EXPECT_EQ(r1.err.rfind("gpuplan-cli: " + days + ": training.deadline_days: the deadline (days) must be between", 0), 0u) << r1.err;
    EXPECT_EQ(cli({"plan", "--scenario", days, "--days", "20"}).code, 0);   // the option overrides the file
    json badGpu = j;
    badGpu["gpus"] = json::array({"h999"});
    const std::string gpu = written(badGpu, "bad-gpu.gpuplan");
    const CliRun r2 = cli({"plan", "--scenario", gpu});
    EXPECT_EQ(r2.code, 2);
    EXPECT_EQ(r2.err, "gpuplan-cli: " + gpu + ": gpus: unknown GPU id 'h999' (see gpuplan-cli gpus)\n");
    json badCount = j;
    badCount["gpu_count"] = -3;
    const CliRun r3 = cli({"plan", "--scenario", written(badCount, "bad-count.gpuplan")});
    EXPECT_NE(r3.err.find(".gpuplan: gpu_count: the GPU count must be between 1 and"), std::string::npos) << r3.err;
    const CliRun option = cli({"plan", "--model", "llama-3-8b", "--gpu", "h999"});
    EXPECT_EQ(option.err, "gpuplan-cli: --gpu: unknown GPU id 'h999' (see gpuplan-cli gpus)\n");
    // An empty GPU list is the file's gpus, not its gpu_count; the sequence length is named by the
    // file too (a zh_TW QA pass read "gpu_count: choose at least one GPU" and "seq_len:" alone).
    json noGpu = j;
    noGpu["gpus"] = json::array();
    const std::string none = written(noGpu, "no-gpu.gpuplan");
    EXPECT_EQ(cli({"plan", "--scenario", none}).err, "gpuplan-cli: " + none + ": gpus: choose at least one GPU to compare\n");
    json badSeq = j;
    badSeq["training"]["seq_len"] = 0;
    const std::string seq = written(badSeq, "bad-seq.gpuplan");
    const CliRun r4 = cli({"plan", "--scenario", seq});
    EXPECT_EQ(r4.code, 2);
    EXPECT_EQ(r4.err.rfind("gpuplan-cli: " + seq + ": training.seq_len: the sequence length (tokens) must be between 1 and", 0), 0u)
        << r4.err;
    // A pin that is not a number is named as typed (it read "zero:").
    const CliRun zero = cli({"plan", "--model", "llama-3-8b", "--workload", "finetune", "--offload", "params", "--zero", "1"});
    EXPECT_EQ(zero.code, 2);
    EXPECT_EQ(zero.err.rfind("gpuplan-cli: --zero: parameters are offloaded to the host only with ZeRO stage 3", 0), 0u) << zero.err;
}

// The engine's warnings are a code and a number; the CLI writes every code's English
// sentence (app/cli/englishtext.cpp), as the GUI writes its translated one (codes_test.cpp).
TEST(CliText, EveryWarningCodeHasAnEnglishSentence)
{
    const engine::Catalog &catalog = gpuplan::bundled::catalog().value();
    engine::Scenario s;
    engine::Option o;
    o.gpuId = "h100-sxm5-80gb";
    o.gpuCount = 8;
    std::set<std::string> sentences;
    for (int i = 0; i < engine::kWarningCodeCount; ++i) {
        const engine::Warning w {static_cast<engine::WarningCode>(i), 0.5};
        const std::string text = gpuplan::cli::warningText(w, o, s, catalog);
        EXPECT_FALSE(text.empty()) << engine::warningCodeId(w.code);
        EXPECT_NE(text, engine::warningCodeId(w.code)) << "no sentence for " << engine::warningCodeId(w.code);
        EXPECT_TRUE(sentences.insert(text).second) << text;   // one sentence per code
    }
    // The numbers are the warning's and the option's.
    EXPECT_EQ(gpuplan::cli::warningText({engine::WarningCode::JobTooLong, 3.25}, o, s, catalog),
              "the job takes 3.2 years: no published run is planned this way; add GPUs or train on fewer tokens");
}

// An issue's reason is a code with numbers; the CLI writes its English from them (englishtext.cpp),
// as the GUI writes its translated one (Codes.EveryIssueReasonHasATranslatedSentenceWithItsNumbers).
TEST(CliText, EveryIssueReasonHasAnEnglishSentenceWithItsNumbers)
{
    std::set<std::string> texts;
    for (int r = 1; r < engine::kIssueReasonCount; ++r) {
        const engine::Issue issue = engine::reasonIssue(engine::IssueCode::Infeasible, "tp", static_cast<engine::IssueReason>(r),
                                                        {16, 8, 80}, "h100-sxm5-80gb");
        EXPECT_TRUE(issue.detail.empty());
        const std::string text = gpuplan::cli::issueText(issue);
        EXPECT_FALSE(text.empty()) << r;
        EXPECT_TRUE(texts.insert(text).second) << r << ": " << text;
    }
    EXPECT_EQ(gpuplan::cli::issueText(engine::reasonIssue(engine::IssueCode::Infeasible, "tp",
                                                          engine::IssueReason::TpAboveFastLinkDomain, {16, 8}, "h100-sxm5-80gb")),
              "tensor parallel size 16 is more than the 8 GPUs h100-sxm5-80gb joins by NVLink (its TP domain); pin 8 or fewer");
}

// The runner-up's reasons, the step terms they name and the missed goals: every code has its own
// English (the GUI's translated texts: Codes.EveryRunnerUpReasonAndStepTermHasATranslatedText).
TEST(CliText, EveryStepTermMissedGoalAndRunnerUpReasonHasEnglish)
{
    std::set<std::string> texts;
    for (int t = 0; t <= static_cast<int>(engine::StepTerm::Offload); ++t)
        EXPECT_TRUE(texts.insert(gpuplan::cli::stepTermText(static_cast<engine::StepTerm>(t))).second) << "term " << t;
    for (int g = 0; g <= static_cast<int>(engine::MissedGoal::Load); ++g)
        EXPECT_TRUE(texts.insert(gpuplan::cli::missedGoalText(static_cast<engine::MissedGoal>(g), false)).second) << "goal " << g;
    EXPECT_STREQ(gpuplan::cli::missedGoalText(engine::MissedGoal::DoesNotFit, true), "does not fit on the fixed count");
    engine::SearchSummary search {.layoutsEvaluated = 2, .best = engine::Layout {}, .runnerUp = engine::Layout {},
                                  .bestSeconds = 1.0, .runnerUpSeconds = 1.041, .runnerUpWhy = engine::RunnerUpWhy::Slower,
                                  .runnerUpTerm = engine::StepTerm::Bubble};
    for (int w = 1; w <= static_cast<int>(engine::RunnerUpWhy::AsFast); ++w) {
        search.runnerUpWhy = static_cast<engine::RunnerUpWhy>(w);
        const std::string text = gpuplan::cli::runnerUpText(search);
        EXPECT_TRUE(text.starts_with("runner-up (")) << w << ": " << text;
        EXPECT_TRUE(texts.insert(text).second) << w << ": " << text;
    }
    search.runnerUpWhy = engine::RunnerUpWhy::Slower;
    EXPECT_EQ(gpuplan::cli::runnerUpText(search), "runner-up (TP 1, PP 1, DP 1, micro-batch 1, recompute selective) is 4.1% slower, mostly from more pipeline bubble");
}

// What-ifs are codes and numbers too; the CLI writes every change and risk in English from
// them. Over the bundled examples (training, LoRA, serving, MoE), fixed counts that do not fit
// included, no what-if is left without its sentences.
TEST(CliText, EveryWhatIfHasAnEnglishChangeAndRisk)
{
    const engine::Catalog &catalog = gpuplan::bundled::catalog().value();
    std::set<std::string> ids;
    for (const auto &[preset, scenario] : bundledPresets()) {
        for (const std::int64_t count : {std::int64_t {0}, std::int64_t {2}}) {
            engine::Scenario s = scenario;
            s.gpuCount = count;
            const engine::Plan p = engine::plan(s, catalog);
            if (!p.issues.empty() || !engine::comparedOption(p))
                continue;
            std::vector<engine::WhatIf> all = engine::advise(s, catalog, p).whatIfs;
            for (const engine::Option &o : p.options)
                for (const engine::WhatIf &w : engine::fixesOnCount(s, catalog, o))
                    all.push_back(w);
            for (const engine::WhatIf &w : all) {
                ids.insert(w.id);
                const std::string change = gpuplan::cli::whatIfChangeText(w, s, catalog);
                EXPECT_FALSE(change.empty()) << w.id;
                EXPECT_NE(change, w.id) << "no English for " << w.id;
                EXPECT_FALSE(gpuplan::cli::whatIfRiskText(w, s, *engine::comparedOption(p), catalog).empty()) << w.id;
            }
        }
    }
    EXPECT_GE(ids.size(), 15u);
}

// The rules of thumb carry figures, not words; the CLI writes the four parts of every row
// from them. Over the bundled examples (training, LoRA, serving, MoE) every row has all four, and
// the figures are the row's: a 70B model is quoted the guide's own 10B example (186 GB in BF16,
// docs/guide-claims.md), its memory-per-card tier says it is applied to a size the guide did not
// discuss, and the H100 peak row names the catalogue's dense BF16 figure (989.5 TFLOPS, gpus.json).
TEST(CliText, EveryRuleOfThumbHasItsFourEnglishParts)
{
    const engine::Catalog &catalog = gpuplan::bundled::catalog().value();
    std::set<std::string> ids;
    for (const auto &[preset, scenario] : bundledPresets()) {
        const engine::Plan p = engine::plan(scenario, catalog);
        if (!p.issues.empty())
            continue;
        for (const engine::RuleOfThumb &r : engine::rulesOfThumb(scenario, catalog, p)) {
            ids.insert(r.id);
            for (const std::string &part : {gpuplan::cli::ruleGuideText(r), gpuplan::cli::ruleEngineText(r, p, catalog),
                                            gpuplan::cli::ruleWhyText(r, p), gpuplan::cli::ruleSourceText(r, catalog)})
                EXPECT_GT(part.size(), 10u) << preset << " " << r.id << ": '" << part << "'";
        }
    }
    EXPECT_GE(ids.size(), 30u);

    const CliRun seventy = cli({"rules", "--family", "decoder", "--params", "70e9", "--json"});
    ASSERT_EQ(seventy.code, 0) << seventy.err;
    std::map<std::string, json> rows;
    for (const json &r : json::parse(seventy.out))
        rows[r["topic"].get<std::string>()] = r;
    EXPECT_EQ(rows["weights"]["guide"], "A 10B model in BF16 needs 186.0 GB");
    // The guides' 百亿 tier spans 10B to 100B: a 70B model read "About 10B" (a QA pass).
    EXPECT_EQ(rows["gpus_by_scale"]["guide"], "10B-100B: 16-32 GPUs with NVLink (the guide's tier rule, applied to this size)");
    EXPECT_EQ(rows["memory_per_card"]["guide"], "80 GB or more per card for this scale (the guide's tier rule, applied to this size)");
    EXPECT_EQ(rows["h100_fp16_tflops"]["guide"], "H100 FP16: 3351 TFLOPS");
    EXPECT_EQ(rows["h100_fp16_tflops"]["engine_text"], "NVIDIA H100 SXM5 80GB: 989.5 dense (1979 with 2:4 sparsity)");
    EXPECT_EQ(rows["ethernet_units"]["engine_text"], "100 Gb/s = 12.5 GB/s per port");
}

// At a fixed count the headroom rule compares the purchase with the fastest layout on that count,
// not with "the minimum that fits" (a QA pass fixed 24 GPUs, where 3 fit, and read the latter).
TEST(CliText, HeadroomRuleAtAFixedCountNamesTheFixedCount)
{
    const CliRun fixed = cli({"rules", "--preset", "train-10b-month", "--gpus", "32"});
    ASSERT_EQ(fixed.code, 0) << fixed.err;
    EXPECT_NE(fixed.out.find("with the fastest layout on the fixed count)"), std::string::npos) << fixed.out;
    EXPECT_EQ(fixed.out.find("at the minimum that fits"), std::string::npos) << fixed.out;
    // Its reason does not promise the 10 % the planner keeps where it chooses the count, and the
    // purchase is the compared GPU's, not "the recommended" one: with no GPU sold in the region none
    // is recommended (a zh_CN QA pass: 70B fine-tuned on a fixed 16 H100 or H800 in mainland China).
    EXPECT_NE(fixed.out.find("not on a count you fix."), std::string::npos) << fixed.out;
    const CliRun china = cli({"rules", "--model", "llama-3.1-70b", "--workload", "finetune", "--tokens", "1e9", "--gpu", "h100-sxm5-80gb",
                              "--gpu", "h800-sxm5-80gb", "--gpus", "16", "--region", "china", "--json"});
    ASSERT_EQ(china.code, 0) << china.err;
    for (const json &r : json::parse(china.out))
        if (r["topic"] == "headroom") {
            EXPECT_EQ(r["engine_text"].get<std::string>().find("recommended"), std::string::npos) << r.dump();
            EXPECT_NE(r["engine_text"].get<std::string>().find("spare on the purchase of h"), std::string::npos) << r.dump();
            EXPECT_NE(r["why"].get<std::string>().find("not on a count you fix"), std::string::npos) << r.dump();
        }
}

// Where every compared GPU is export-controlled, the text names what the region sells and the JSON
// lists it (gpus.json china.status "available", data-centre parts of 40 GB or more); none globally.
TEST(CliText, RegionWithoutASoldGpuNamesTheOnesSoldThere)
{
    const std::vector<std::string> args {"plan", "--preset", "train-10b-month", "--gpu", "a100-sxm4-80gb", "--gpu", "h100-sxm5-80gb",
                                         "--region", "china"};
    const CliRun text = cli(args);
    ASSERT_EQ(text.code, 0) << text.err;
    EXPECT_NE(text.out.find("recommended: none; a100-sxm4-80gb is not sold in the region; h100-sxm5-80gb is not sold in the region\n"
                            "compare GPUs sold in the region: a40-48gb, l20-48gb, ascend-910b, ascend-910c-128gb; "
                            "under a US export licence: h20-96gb, h200-sxm-141gb, mi325x-256gb\n"),
              std::string::npos)
        << text.out;
    std::vector<std::string> json = args;
    json.push_back("--json");
    const CliRun china = cli(json);
    ASSERT_EQ(china.code, 0) << china.err;
    EXPECT_EQ(nlohmann::json::parse(china.out)["sold_in_region"],
              nlohmann::json::parse(R"(["a40-48gb", "l20-48gb", "ascend-910b", "ascend-910c-128gb"])"));
    // The H20 is the part most bought there, under a licence (a zh_CN QA pass missed it in this list).
    EXPECT_EQ(nlohmann::json::parse(china.out)["licensed_in_region"],
              nlohmann::json::parse(R"(["h20-96gb", "h200-sxm-141gb", "mi325x-256gb"])"));
    const CliRun global = cli({"plan", "--preset", "train-10b-month", "--json"});
    ASSERT_EQ(global.code, 0) << global.err;
    EXPECT_TRUE(nlohmann::json::parse(global.out)["sold_in_region"].empty());
    EXPECT_TRUE(nlohmann::json::parse(global.out)["licensed_in_region"].empty());
}

// "Another GPU" says what the catalogue knows against the card (a QA pass saw a V100 and an RTX 4090
// offered as savings beside the generic check only): a GeForce card's driver licence excludes the data
// centre (gpus.json consumer); a card without BF16 tensor cores is planned at FP16 speed.
TEST(CliText, AnotherGpuNamesTheCardsOwnRisk)
{
    const std::string examples = std::string(GPUPLAN_TEST_DATA) + "/../../examples/";
    const CliRun global = cli({"advise", "--scenario", examples + "train-10b-month.gpuplan"});
    ASSERT_EQ(global.code, 0) << global.err;
    EXPECT_NE(global.out.find("[rtx-4090-24gb]"), std::string::npos) << global.out;
    EXPECT_NE(global.out.find("A GeForce card: NVIDIA's GeForce driver licence does not allow data-centre deployment"), std::string::npos)
        << global.out;
    // A card without BF16 says so (the V100 of a zh_CN QA pass, offered in mainland China until only
    // the catalogue's GPUs of 40 GB or more sold there were: Advisor.ChinaOffersTheGpusSoldThere).
    const CliRun china = cli({"advise", "--scenario", examples + "lora-70b.gpuplan", "--region", "china"});
    ASSERT_EQ(china.code, 0) << china.err;
    EXPECT_EQ(china.out.find("[v100-pcie-32gb]"), std::string::npos) << china.out;
    engine::WhatIf v100;
    v100.kind = engine::WhatIfKind::OtherGpu;
    v100.id = "other_gpu";
    v100.gpuId = "v100-pcie-32gb";
    v100.scenario.workload = engine::Workload::Lora;
    v100.scenario.training.precision = engine::Precision::Bf16Mixed;
    const std::string risk = gpuplan::cli::whatIfRiskText(v100, v100.scenario, engine::Option {}, gpuplan::bundled::catalog().value());
    EXPECT_EQ(risk.rfind("No BF16 tensor cores: planned in FP16 at FP16 speed", 0), 0u) << risk;
    // In mainland China a GPU sold there only under a US licence says so, as its own option's warning
    // does (a zh_CN QA pass saw the H200 offered with the generic check only), and one with no ruling
    // found says to check the rules.
    engine::WhatIf h200 = v100;
    h200.gpuId = "h200-sxm-141gb";
    h200.scenario.region = "china";
    const std::string licence = gpuplan::cli::whatIfRiskText(h200, h200.scenario, engine::Option {}, gpuplan::bundled::catalog().value());
    EXPECT_EQ(licence.rfind("Sold into mainland China only under a US export licence", 0), 0u) << licence;
    h200.gpuId = "l4-24gb";
    const std::string check = gpuplan::cli::whatIfRiskText(h200, h200.scenario, engine::Option {}, gpuplan::bundled::catalog().value());
    EXPECT_EQ(check.rfind("No export ruling for mainland China", 0), 0u) << check;
    h200.scenario.region = "global";
    h200.gpuId = "h200-sxm-141gb";
    const std::string elsewhere = gpuplan::cli::whatIfRiskText(h200, h200.scenario, engine::Option {}, gpuplan::bundled::catalog().value());
    EXPECT_EQ(elsewhere.rfind("Check availability, lead time", 0), 0u) << elsewhere;
}

// The CLI's English of the rules of thumb and the what-ifs, byte for byte: written from codes and
// figures now, it must read as the engine's sentences did (a code review asked for a
// guard stronger than "every part is written"). When a change to the model or the prices moves a
// figure on purpose, regenerate both files with the commands below and read the diff:
//   gpuplan-cli rules --scenario examples/train-10b-month.gpuplan --json > tests/data/golden/rules-train-10b-month.json
//   gpuplan-cli advise --scenario examples/serve-10b-100qps.gpuplan > tests/data/golden/advise-serve-10b-100qps.txt
TEST(CliText, RulesAndAdviceReadAsRecorded)
{
    const std::string examples = std::string(GPUPLAN_TEST_DATA) + "/../../examples/";
    auto recorded = [](const std::string &name) {
        std::ifstream f(std::string(GPUPLAN_TEST_DATA) + "/golden/" + name, std::ios::binary);
        return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    };
    const CliRun rules = cli({"rules", "--scenario", examples + "train-10b-month.gpuplan", "--json"});
    ASSERT_EQ(rules.code, 0) << rules.err;
    EXPECT_EQ(rules.out, recorded("rules-train-10b-month.json"));
    const CliRun advice = cli({"advise", "--scenario", examples + "serve-10b-100qps.gpuplan"});
    ASSERT_EQ(advice.code, 0) << advice.err;
    EXPECT_EQ(advice.out, recorded("advise-serve-10b-100qps.txt"));
}

// The break-even beside a job shorter than a month says its horizon in hours or days: "the horizon
// here is 0.0 months" (a QA pass; the GUI said 16.8 hours for the same plan).
TEST(CliText, AShortHorizonIsSaidInHoursOrDays)
{
    const CliRun r = cli({"advise", "--model", "qwen3-32b", "--workload", "finetune", "--gpu", "h100-sxm5-80gb", "--fp32-master", "off"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out.find("the horizon here is 0.0 months"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(" hours."), std::string::npos) << r.out;
}

// docs/validation.md §2, the LLaMA-1 65B row (Touvron et al. 2023 §2.4: "around 380 tokens/sec/GPU on
// 2048 A100 GPU with 80GB"): gpuplan's own layout on that count is recorded at +22.9 % (a known miss,
// not in a band; +29.3 % on FSDP over all 2048 before ZeRO-3 paid the ring latency per block). The row
// moves no more than 3 points without the table being updated.
TEST(Cli, Llama65bOn2048A100StaysAtItsRecordedError)
{
    const std::string config = ::testing::TempDir() + "llama-65b-config.json";
    std::ofstream(config) << R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 8192,
        "intermediate_size": 22016, "num_attention_heads": 64, "num_hidden_layers": 80, "num_key_value_heads": 64,
        "vocab_size": 32000, "max_position_embeddings": 2048, "rms_norm_eps": 1e-5, "tie_word_embeddings": false,
        "hidden_act": "silu"})";
    const CliRun r = cli({"plan", "--hf-config", config, "--gpu", "a100-sxm4-80gb", "--gpus", "2048", "--seq-len", "2048",
                          "--global-batch", "2048", "--tokens", "1.4T", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const json t = json::parse(r.out)["options"][0]["training"];
    const double error = t["tokens_per_s"].get<double>() / 2048.0 / 380.0 - 1.0;
    EXPECT_NEAR(error, 0.229, 0.03) << r.out;
}

// The row says which of buying and renting is cheaper and over what, whatever the plan was asked for:
// "-> buy" at the end of every row of a plan asked to rent read as the tool ignoring --rent (an English
// consultant's QA pass). Serving compares the horizon's months (48 by default), training the job.
TEST(CliText, TheRowSaysWhichIsCheaperAndOverWhat)
{
    const CliRun serving = cli({"plan", "--scenario", std::string(GPUPLAN_TEST_DATA) + "/../../examples/serve-10b-100qps.gpuplan",
                                "--rent", "--gpu", "h100-sxm5-80gb"});
    ASSERT_EQ(serving.code, 0) << serving.err;
    EXPECT_NE(serving.out.find(" (month); cheaper over 48 months: buy\n"), std::string::npos) << serving.out;
    EXPECT_EQ(serving.out.find(" -> "), std::string::npos) << serving.out;
    const CliRun training = cli({"plan", "--scenario", std::string(GPUPLAN_TEST_DATA) + "/../../examples/lora-70b.gpuplan",
                                 "--gpu", "h100-sxm5-80gb"});
    ASSERT_EQ(training.code, 0) << training.err;
    EXPECT_NE(training.out.find("buy 325,461 for 8 GPUs (whole servers), rent 71 (job) for 4 GPUs (whole instances); cheaper for the job: rent\n"), std::string::npos) << training.out;
}

// The row's amounts are the whole servers' and instances' where they hold another count than the row's,
// and say so: a zh_CN QA pass (QLoRA of Llama 3.1 70B on L20, 10 days) read the 8-GPU server's CNY
// 384,918 beside 7 GPUs as their price, where the JSON's "cost" of the 7 is 337,218; a zh_TW one read
// a month's rent of 12 rented GPUs said to be the 16 bought servers'.
TEST(CliText, TheRowSaysTheAmountsAreTheWholeServers)
{
    const CliRun r = cli({"plan", "--model", "llama-3.1-70b", "--workload", "qlora", "--tokens", "1e9", "--days", "10", "--gpu",
                          "l20-48gb", "--currency", "CNY", "--region", "china"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("l20-48gb               7  yes"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("CNY buy 384,918 for 8 GPUs (whole servers), rent 8,991 (job) for 8 GPUs (whole instances); cheaper"), std::string::npos) << r.out;
}

// Each of the row's two amounts has its line: buying, the purchase's and then the rented instances'
// (a LoRA of Llama 3.1 70B: "rent 1,465 (job)" beside "buy: 1 server x 8 GPUs … 2.0 days" matched no
// line until --rent showed 1 instance of 4 GPUs for 4.4 days; an English QA pass), and the other way
// round when renting.
TEST(CliText, TheRowsOtherAmountHasItsLine)
{
    const CliRun r = cli({"plan", "--model", "llama-3.1-70b", "--workload", "lora", "--tokens", "2B", "--days", "7",
                          "--gpu", "h100-sxm5-80gb"});
    ASSERT_EQ(r.code, 0) << r.err;
    const std::size_t at = r.out.find(", rent ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::string rent = r.out.substr(at + 7, r.out.find(' ', at + 7) - at - 7);   // "1,465"
    EXPECT_NE(r.out.find("\n    buy: 1 server x 8 GPUs"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\n    or rent: 1 instance x "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("USD " + rent + " for the job\n"), std::string::npos) << rent << "\n" << r.out;
    const CliRun rented = cli({"plan", "--scenario", std::string(GPUPLAN_TEST_DATA) + "/../../examples/serve-10b-100qps.gpuplan",
                               "--rent", "--gpu", "h100-sxm5-80gb"});
    ASSERT_EQ(rented.code, 0) << rented.err;
    EXPECT_NE(rented.out.find("\n    rent: "), std::string::npos) << rented.out;
    EXPECT_NE(rented.out.find("\n    or buy: 1 server x 8 GPUs"), std::string::npos) << rented.out;
}

// The text says what the budget buys, as the GUI's "Budget fit" row and the JSON's `budget` do (a
// procurement QA pass found it only in the PDF and the JSON).
TEST(CliText, TheBudgetLineSaysWhatTheBudgetBuys)
{
    const CliRun table = cli({"plan", "--model", "llama-2-70b", "--tokens", "2T", "--days", "90", "--gpu", "h100-sxm5-80gb",
                              "--budget", "5M"});
    const CliRun js = cli({"plan", "--model", "llama-2-70b", "--tokens", "2T", "--days", "90", "--gpu", "h100-sxm5-80gb",
                           "--budget", "5M", "--json"});
    ASSERT_EQ(table.code, 0) << table.err;
    ASSERT_EQ(js.code, 0) << js.err;
    const json b = json::parse(js.out)["options"][0]["budget"];
    ASSERT_FALSE(b["within_budget"].get<bool>());
    const long long gpus = b["affordable_gpus"].get<long long>();
    ASSERT_GT(gpus, 0);
    std::ostringstream days;
    days << std::fixed << std::setprecision(1) << b["days_at_affordable"].get<double>();
    EXPECT_NE(table.out.find("    budget: over; affords " + std::to_string(gpus) + " GPUs (" + days.str() + " days)\n"),
              std::string::npos)
        << table.out;
    EXPECT_EQ(b["unit_gpus"].get<long long>(), 8);
    EXPECT_TRUE(b["fits_at_affordable"].get<bool>());
    // A budget below one server affords none of its GPUs, and says what the unit is (a zh_TW QA pass
    // read "affords 6 GPUs" of H100, sold in servers of 8).
    const CliRun small = cli({"plan", "--model", "llama-2-70b", "--tokens", "2T", "--days", "90", "--gpu", "h100-sxm5-80gb",
                              "--budget", "200k"});
    ASSERT_EQ(small.code, 0) << small.err;
    EXPECT_NE(small.out.find("    budget: over; not even one server of 8 GPUs is affordable\n"), std::string::npos) << small.out;
}
