// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Generated scenarios for the property tests, and each one as the gpuplan-cli line that
// replays it. Shared by tests/engine/properties_test.cpp and tests/cli/cli_test.cpp.

#include <random>
#include <string>
#include <vector>

#include "engine/catalog.h"
#include "engine/scenario.h"

namespace gpuplan::properties {

inline const std::vector<std::string> &modelIds()
{
    static const std::vector<std::string> ids = {
        "llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3.1-8b", "llama-3.1-70b", "qwen2.5-0.5b",
        "qwen2.5-7b", "mistral-7b", "mixtral-8x7b", "qwen1.5-moe-a2.7b", "gpt2", "gpt2-xl", "bert-base-uncased",
        "vit-b-16", "clip-vit-b-32", "llava-1.5-7b", "scale-1b", "scale-10b", "megatron-22b"};
    return ids;
}

inline const std::vector<std::string> &gpuIds()
{
    static const std::vector<std::string> ids = {"a100-sxm4-80gb", "a100-pcie-40gb", "v100-sxm2-32gb", "h100-sxm5-80gb", "h100-pcie-80gb",
                                                  "h200-sxm-141gb", "l40-48gb", "l40s-48gb", "h20-96gb", "rtx-4090-24gb",
                                                  "mi300x-192gb", "b200-180gb"};
    return ids;
}

template<typename T>
const T &pick(std::mt19937 &rng, const std::vector<T> &v)
{
    return v[rng() % v.size()];
}

// `catalog` resolves the model presets; GPU ids missing from the catalogue are skipped.
inline engine::Scenario generate(std::mt19937 &rng, const engine::Catalog &catalog)
{
    using namespace engine;
    Scenario s;
    const ModelPreset *m = nullptr;
    while (!m)
        m = catalog.model(pick(rng, modelIds()));
    s.model = m->arch;
    s.modelName = m->name;
    s.presetId = m->id;
    const Workload workloads[] = {Workload::Pretrain, Workload::Finetune, Workload::Lora, Workload::Qlora, Workload::Inference};
    s.workload = workloads[rng() % 5];
    if (s.workload == Workload::Inference && rng() % 4 == 0)
        s.workload = Workload::Pretrain;   // training is the larger search: weight it a little more
    std::string gpu;
    while (gpu.empty() || !catalog.gpu(gpu))
        gpu = pick(rng, gpuIds());
    s.gpuIds = {gpu};
    if (rng() % 6 == 0) {   // two GPUs compared side by side
        std::string other = pick(rng, gpuIds());
        if (other != gpu && catalog.gpu(other))
            s.gpuIds.push_back(other);
    }
    s.maxGpus = pick(rng, std::vector<std::int64_t> {8, 64, 256, 512});
    if (rng() % 2)
        s.gpuCount = std::min<std::int64_t>(s.maxGpus, pick(rng, std::vector<std::int64_t> {1, 2, 3, 4, 5, 6, 8, 12, 16, 17, 24, 32, 64}));
    if (rng() % 4 == 0)
        s.parallel.tp = pick(rng, std::vector<int> {1, 2, 4, 8});
    if (rng() % 6 == 0)
        s.parallel.pp = pick(rng, std::vector<int> {1, 2, 4});
    if (s.gpuCount > 0 && s.parallel.tp > 0 && s.parallel.pp > 0 && rng() % 2
        && s.gpuCount % (s.parallel.tp * s.parallel.pp) == 0)
        s.parallel.dp = static_cast<int>(s.gpuCount / (s.parallel.tp * s.parallel.pp));
    const Tower &t = s.model.text;
    const bool learned = t.position == PositionKind::Learned && t.maxPositions > 0;
    if (isTraining(s.workload)) {
        TrainingSetup &tr = s.training;
        tr.seqLen = pick(rng, std::vector<std::int64_t> {512, 1024, 2048, 4096, 4096, 8192, 16384});
        if (learned)
            tr.seqLen = std::min(tr.seqLen, t.maxPositions);
        if (tr.seqLen >= 8192 && s.parallel.dp == 0 && rng() % 3 == 0)   // otherwise searched (s ≥ 8k)
            s.parallel.cp = pick(rng, std::vector<int> {1, 2, 4});
        if (rng() % 5 == 0)
            s.parallel.zero = static_cast<int>(rng() % 4);
        if (rng() % 4 == 0)
            tr.microBatch = pick(rng, std::vector<std::int64_t> {1, 2, 4, 8});
        if (rng() % 4 == 0) {
            tr.recomputeAuto = false;
            tr.recompute = pick(rng, std::vector<Recompute> {Recompute::None, Recompute::Selective, Recompute::Full});
        }
        if (rng() % 3 == 0)
            tr.globalBatch = 1 + static_cast<std::int64_t>(rng() % 3000);
        if (rng() % 5 == 0)
            tr.deadlineDays = pick(rng, std::vector<double> {1, 7, 30});
        if (rng() % 3 == 0)
            tr.tokens = pick(rng, std::vector<double> {1e8, 1e9, 2e10});
        if (rng() % 6 == 0)
            tr.precision = Precision::Fp8;
        if (rng() % 4 == 0)
            tr.kernels = pick(rng, std::vector<Kernels> {Kernels::Fused, Kernels::Eager});
        if (trainsAdapters(s.workload) && rng() % 3 == 0)
            tr.loraDropout = 0.05;
        if (t.moe && rng() % 2 == 0) {
            tr.moeDispatcher = pick(rng, std::vector<MoeDispatcher> {MoeDispatcher::AllToAll, MoeDispatcher::DeepEp});
            tr.epOverlap = rng() % 2 == 0;
        }
    } else {
        InferenceSetup &in = s.inference;
        in.inputTokens = pick(rng, std::vector<std::int64_t> {128, 512, 2048});
        in.outputTokens = pick(rng, std::vector<std::int64_t> {128, 256, 1024});
        const std::int64_t limit = t.maxPositions > 0 ? t.maxPositions : (std::int64_t(1) << 30);
        while (in.inputTokens + (t.lmHead ? in.outputTokens : 0) > limit && in.inputTokens > 16)
            in.inputTokens /= 2;
        while (in.inputTokens + (t.lmHead ? in.outputTokens : 0) > limit && in.outputTokens > 16)
            in.outputTokens /= 2;
        const int mode = static_cast<int>(rng() % 3);   // a fixed batch, a QPS target, or one replica
        if (mode == 0)
            in.batch = pick(rng, std::vector<std::int64_t> {1, 8, 64, 768});
        else if (mode == 1)
            in.qps = pick(rng, std::vector<double> {0.5, 5, 50});
        if (rng() % 5 == 0)
            in.context = std::min(limit, servingContext(in, t.lmHead) + pick(rng, std::vector<std::int64_t> {0, 1024}));
        if (rng() % 5 == 0)
            in.tpotMs = 50;
        if (rng() % 5 == 0)
            in.ttftMs = pick(rng, std::vector<double> {200, 2000});
        in.weights = pick(rng, std::vector<Dtype> {Dtype::Bf16, Dtype::Bf16, Dtype::Fp8, Dtype::Int8, Dtype::Int4});
        if (in.batch <= 0 && t.lmHead && rng() % 4 == 0)
            in.disaggregated = true;
        // The engines read the memory fraction differently (TensorRT-LLM: of the free memory).
        in.engine = pick(rng, std::vector<ServingEngine> {ServingEngine::Vllm, ServingEngine::Vllm, ServingEngine::Sglang,
                                                          ServingEngine::TensorRtLlm, ServingEngine::TensorRtLlm2023});
        in.memoryFraction = pick(rng, std::vector<double> {0.9, 0.9, 0.95, 0.5});
        in.maxSequences = pick(rng, std::vector<std::int64_t> {0, 0, 0, 8, 256});
    }
    if (rng() % 5 == 0)   // a site's rack: a small colocation rack (one server beyond it), air, liquid
        s.budget.rackKw = pick(rng, std::vector<double> {8, 15, 40, 150});
    return s;
}

// The gpuplan-cli line that builds the same scenario.
inline std::vector<std::string> cliArgs(const engine::Scenario &s)
{
    using namespace engine;
    auto num = [](double v) {
        std::string t = std::to_string(v);
        t.erase(t.find_last_not_of('0') + 1);
        if (!t.empty() && t.back() == '.')
            t.pop_back();
        return t;
    };
    std::vector<std::string> a = {"plan", "--model", s.presetId, "--workload", workloadId(s.workload)};
    for (const std::string &g : s.gpuIds) {
        a.push_back("--gpu");
        a.push_back(g);
    }
    a.insert(a.end(), {"--max-gpus", std::to_string(s.maxGpus)});
    if (s.gpuCount > 0)
        a.insert(a.end(), {"--gpus", std::to_string(s.gpuCount)});
    if (s.parallel.tp > 0)
        a.insert(a.end(), {"--tp", std::to_string(s.parallel.tp)});
    if (s.parallel.pp > 0)
        a.insert(a.end(), {"--pp", std::to_string(s.parallel.pp)});
    if (s.parallel.dp > 0)
        a.insert(a.end(), {"--dp", std::to_string(s.parallel.dp)});
    if (isTraining(s.workload)) {
        const TrainingSetup &tr = s.training;
        a.insert(a.end(), {"--seq-len", std::to_string(tr.seqLen), "--precision", precisionId(tr.precision)});
        if (s.parallel.cp > 0)
            a.insert(a.end(), {"--cp", std::to_string(s.parallel.cp)});
        if (s.parallel.zero >= 0)
            a.insert(a.end(), {"--zero", std::to_string(s.parallel.zero)});
        if (tr.microBatch > 0)
            a.insert(a.end(), {"--micro-batch", std::to_string(tr.microBatch)});
        if (!tr.recomputeAuto)
            a.insert(a.end(), {"--recompute", recomputeId(tr.recompute)});
        if (tr.globalBatch > 0)
            a.insert(a.end(), {"--global-batch", std::to_string(tr.globalBatch)});
        if (tr.deadlineDays > 0)
            a.insert(a.end(), {"--days", num(tr.deadlineDays)});
        if (tr.tokens > 0)
            a.insert(a.end(), {"--tokens", num(tr.tokens)});
        if (tr.kernels != Kernels::Auto)
            a.insert(a.end(), {"--kernels", kernelsId(tr.kernels)});
        if (tr.loraDropout > 0)
            a.insert(a.end(), {"--lora-dropout", num(tr.loraDropout)});
    } else {
        const InferenceSetup &in = s.inference;
        a.insert(a.end(), {"--input-tokens", std::to_string(in.inputTokens), "--output-tokens", std::to_string(in.outputTokens),
                           "--precision", dtypeId(in.weights)});
        if (in.batch > 0)
            a.insert(a.end(), {"--batch", std::to_string(in.batch)});
        if (in.qps > 0)
            a.insert(a.end(), {"--qps", num(in.qps)});
        if (in.context > 0)
            a.insert(a.end(), {"--context", std::to_string(in.context)});
        if (in.tpotMs > 0)
            a.insert(a.end(), {"--tpot-ms", num(in.tpotMs)});
        if (in.ttftMs > 0)
            a.insert(a.end(), {"--ttft-ms", num(in.ttftMs)});
        if (in.disaggregated)
            a.push_back("--disaggregate");
        a.insert(a.end(), {"--engine", servingEngineId(in.engine), "--memory-fraction", num(in.memoryFraction)});
        if (in.maxSequences > 0)
            a.insert(a.end(), {"--max-seqs", std::to_string(in.maxSequences)});
    }
    if (s.budget.rackKw > 0)
        a.insert(a.end(), {"--rack-kw", num(s.budget.rackKw)});
    return a;
}

inline std::string cliLine(const engine::Scenario &s)
{
    std::string line = "gpuplan-cli";
    for (const std::string &a : cliArgs(s))
        line += " " + a;
    return line;
}

} // namespace gpuplan::properties
