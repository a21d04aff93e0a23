#include <benchmark/benchmark.h>

#include "bundled.h"
#include "engine/plan.h"

static void BM_Plan175B(benchmark::State &state)
{
    const engine::Catalog &c = gpuplan::bundled::catalog().value();
    engine::Scenario s;
    s.model = c.model("gpt-3-175b")->arch;
    for (auto _ : state)
        benchmark::DoNotOptimize(engine::plan(s, c));
}
BENCHMARK(BM_Plan175B)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
