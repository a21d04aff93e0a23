// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of one full plan (docs/validation.md §3). Target: < 50 ms on one core for a 175B model,
// the three default GPUs, every GPU count up to 4096 and every layout.
#include <benchmark/benchmark.h>

#include "bundled.h"
#include "engine/plan.h"

namespace {

const engine::Catalog &catalog() { return gpuplan::bundled::catalog().value(); }

void run(benchmark::State &state, engine::Scenario s)
{
    std::int64_t layouts = 0;
    for (auto _ : state) {
        engine::Plan p = engine::plan(s, catalog());
        if (!p.issues.empty()) {
            state.SkipWithError(engine::describe(p.issues.front()).c_str());   // a rejected scenario measures nothing
            break;
        }
        layouts = 0;
        for (const auto &o : p.options)
            layouts += o.search.layoutsEvaluated;
        benchmark::DoNotOptimize(p);
    }
    state.counters["layouts"] = static_cast<double>(layouts);
}

void BM_Pretrain175B(benchmark::State &state)
{
    engine::Scenario s;
    s.model = catalog().model("gpt-3-175b")->arch;
    s.training.seqLen = 2048;   // GPT-3's learned position table
    s.maxGpus = 4096;
    run(state, s);
}

void BM_Pretrain175BDeadline(benchmark::State &state)
{
    engine::Scenario s;
    s.model = catalog().model("gpt-3-175b")->arch;
    s.training.seqLen = 2048;
    s.training.tokens = 300e9;
    s.training.deadlineDays = 30;
    run(state, s);
}

void BM_PretrainDeepSeekV3(benchmark::State &state)
{
    engine::Scenario s;
    s.model = catalog().model("deepseek-v3")->arch;
    s.gpuIds = {"h100-sxm5-80gb", "h800-sxm5-80gb", "h20-96gb"};
    run(state, s);
}

void BM_Serve70B(benchmark::State &state)
{
    engine::Scenario s;
    s.workload = engine::Workload::Inference;
    s.model = catalog().model("llama-2-70b")->arch;
    s.inference.qps = 100;
    s.inference.tpotMs = 50;
    run(state, s);
}

} // namespace

BENCHMARK(BM_Pretrain175B)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Pretrain175BDeadline)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PretrainDeepSeekV3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Serve70B)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
