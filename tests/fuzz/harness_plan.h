// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fuzz entry point for the planner: a few bytes decoded into a Scenario (a preset, a scale-only or
// a raw architecture; every numeric field from a table of hostile values - 0, negative, huge, NaN,
// inf - or a raw byte), then engine::validate and engine::plan and the invariants of checkPlan().
// Shared by fuzz_plan and the regression replay in tests/engine/robustness_test.cpp.
//
// The decoder is our own (not FuzzedDataProvider) so that a regression input decodes to the same
// scenario under gcc and clang.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>

#include "harness.h"

namespace gpuplan::fuzz {

class Bytes
{
public:
    Bytes(const std::uint8_t *data, std::size_t size) : m_data(data), m_size(size) {}
    std::uint8_t byte() { return m_pos < m_size ? m_data[m_pos++] : 0; }
    std::uint32_t u32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v = (v << 8) | byte();
        return v;
    }
    template<typename T, std::size_t N>
    const T &pick(const T (&values)[N]) { return values[byte() % N]; }

private:
    const std::uint8_t *m_data;
    std::size_t m_size;
    std::size_t m_pos = 0;
};

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

// An integer field: one byte picks a hostile value, or (>= the table size) a raw value.
inline std::int64_t hostileInt(Bytes &b)
{
    static const std::int64_t table[] = {0, 1, 2, 3, 4, 7, 8, 16, 64, 128, 1000, 4096, 65536, 1'000'000,
                                         1'000'001, -1, -8, 10'000'000, 100'000'000, 1'000'000'000,
                                         std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()};
    const std::uint8_t sel = b.byte();
    if (sel < std::size(table))
        return table[sel];
    if (sel < 200)
        return sel - 40;   // small values, including a few negatives
    return static_cast<std::int64_t>(b.u32());
}

inline int hostileSmallInt(Bytes &b)
{
    const std::int64_t v = hostileInt(b);
    if (v > std::numeric_limits<int>::max() || v < std::numeric_limits<int>::min())
        return v > 0 ? std::numeric_limits<int>::max() : std::numeric_limits<int>::min();
    return static_cast<int>(v);
}

inline double hostileDouble(Bytes &b)
{
    static const double table[] = {0.0, 1.0, 0.5, -1.0, kNaN, kInf, -kInf, 1e-300, 1e300, 1e9, 1e12, 1e15,
                                   1e16, 2e16, 0.9, 1e-9, 36500, 0.05, 1.0000001, 50, 200, 1e6};
    const std::uint8_t sel = b.byte();
    if (sel < std::size(table))
        return table[sel];
    const std::uint32_t raw = b.u32();
    return static_cast<double>(raw) / 1000.0;
}

// A raw tower: every size from the hostile tables (validate() must reject what it cannot plan).
inline engine::Tower hostileTower(Bytes &b)
{
    using namespace engine;
    Tower t;
    t.layers = hostileInt(b);
    t.hidden = hostileInt(b);
    t.heads = hostileInt(b);
    t.kvHeads = (b.byte() & 1) ? t.heads : hostileInt(b);
    t.headDim = (b.byte() & 1) ? (t.heads > 0 ? t.hidden / t.heads : 0) : hostileInt(b);
    t.ffn = hostileInt(b);
    t.vocab = hostileInt(b);
    const std::uint8_t flags = b.byte();
    t.mlp = (flags & 1) ? MlpKind::Gated : MlpKind::Gelu;
    t.norm = (flags & 2) ? NormKind::RmsNorm : NormKind::LayerNorm;
    t.position = (flags & 4) ? PositionKind::Rotary : PositionKind::Learned;
    t.maxPositions = (flags & 4) ? 4096 : hostileInt(b);
    t.lmHead = flags & 8;
    t.tiedEmbeddings = flags & 16;
    t.dropout = flags & 32;
    if (flags & 64) {
        MoeSpec m;
        m.experts = hostileInt(b);
        m.topK = hostileInt(b);
        m.expertFfn = hostileInt(b);
        m.sharedFfn = (b.byte() & 1) ? 0 : hostileInt(b);
        m.firstDenseLayers = b.byte() % 4;
        m.layerStep = 1 + b.byte() % 3;
        t.moe = m;
    }
    if (flags & 128) {
        t.imageSize = hostileInt(b);
        t.patchSize = hostileInt(b);
    }
    return t;
}

// Bugs found by fuzzing that are reported but not fixed yet, in files the fuzz owner does not own
// (docs/robustness.md, §4). While one is open, return its id here for the inputs that reach it, so
// that the fuzzer skips them and can look for others; put its crashing input in
// tests/data/fuzz-regressions/fuzz_plan/open/ (replayed by FuzzRegressions.DISABLED_OpenFindings).
// Remove the guard when the bug is fixed and move the input up a folder. O1 and O4 were guarded
// here until the planner fixes (docs/robustness.md §4); O5 (open) is guarded where it shows, in
// checkPlan().
inline const char *openBug(const engine::Scenario &)
{
    return nullptr;
}

// The input as a Scenario; "" or the Issue text of a scale-only model that deriveFromScale refused
// (then `s` is unused).
inline std::string decodeScenario(const std::uint8_t *data, std::size_t size, const engine::Catalog &cat,
                                  engine::Scenario &s)
{
    using namespace engine;
    Bytes b(data, size);

    // Model: preset, scale-only, or raw.
    const std::uint8_t modelKind = b.byte() % 8;
    if (modelKind < 5) {
        const ModelPreset &m = cat.models[b.byte() % cat.models.size()];
        s.model = m.arch;
        s.modelName = m.id;
    } else if (modelKind < 7) {
        static const Family families[] = {Family::Decoder, Family::Moe, Family::Encoder, Family::Vit, Family::Clip,
                                          Family::Multimodal};
        static const double scales[] = {0, 1e6, 1e7, 1.1e8, 1e9, 7e9, 1e10, 7e10, 1e12, 1e13, 1.0001e13, 1e15, -1, kNaN, kInf};
        const Family f = b.pick(families);
        const double scale = b.pick(scales);
        auto a = deriveFromScale(f, scale);
        if (!a) {
            const std::string v = checkIssue(a.issue());
            return v.empty() ? "refused" : v;
        }
        s.model = a.value();
        s.modelName = std::string(familyId(f)) + " " + std::to_string(scale);
    } else {
        s.model.family = Family::Decoder;
        s.model.text = hostileTower(b);   // validate() (inside plan()) must reject what it cannot count
    }

    static const Workload workloads[] = {Workload::Pretrain, Workload::Finetune, Workload::Lora, Workload::Qlora,
                                         Workload::Inference, Workload::Inference};
    s.workload = b.pick(workloads);

    // GPUs: 1 to 3 catalogue ids (occasionally an unknown one).
    const std::uint8_t nGpus = 1 + b.byte() % 3;
    s.gpuIds.clear();
    for (int i = 0; i < nGpus; ++i) {
        const std::uint8_t g = b.byte();
        s.gpuIds.push_back(g == 255 ? std::string("no-such-gpu") : cat.gpus[g % cat.gpus.size()].id);
    }
    const std::uint8_t counts = b.byte();
    if (counts & 1)
        s.gpuCount = hostileInt(b);
    if (counts & 2)
        s.maxGpus = hostileInt(b);
    else
        s.maxGpus = 1 + b.byte() % 64;   // most runs stay small so the fuzzer gets many executions
    if (counts & 4) {
        s.parallel.tp = hostileSmallInt(b);
        s.parallel.pp = hostileSmallInt(b);
        s.parallel.dp = hostileSmallInt(b);
        s.parallel.ep = hostileSmallInt(b);
        s.parallel.zero = hostileSmallInt(b);
        s.parallel.interleave = hostileSmallInt(b);
    }
    if (counts & 8) {
        const std::uint8_t n = b.byte();
        s.networkId = n == 255 ? std::string("no-such-net") : cat.networks[n % cat.networks.size()].id;
    }
    if (counts & 16)
        s.region = "china";

    TrainingSetup &tr = s.training;
    InferenceSetup &in = s.inference;
    const std::uint8_t fields = b.byte();
    if (isTraining(s.workload)) {
        static const Precision precisions[] = {Precision::Bf16Mixed, Precision::Fp16Mixed, Precision::Fp8, Precision::Fp32,
                                               Precision::Tf32};
        static const Optimizer optimizers[] = {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::SgdMomentum,
                                               Optimizer::Adafactor};
        static const Recompute recomputes[] = {Recompute::None, Recompute::Selective, Recompute::Full};
        static const Offload offloads[] = {Offload::None, Offload::Optimizer, Offload::OptimizerAndParams};
        tr.precision = b.pick(precisions);
        tr.optimizer = b.pick(optimizers);
        if (fields & 1) {
            tr.recompute = b.pick(recomputes);
            tr.recomputeAuto = false;
        }
        tr.offload = b.pick(offloads);
        tr.sequenceParallel = fields & 2;
        tr.flashAttention = !(fields & 4);
        tr.fp32GradAccumulation = !(fields & 8);
        if (fields & 16) {
            tr.seqLen = hostileInt(b);
            tr.microBatch = hostileInt(b);
            tr.globalBatch = hostileInt(b);
        }
        if (fields & 32) {
            tr.tokens = hostileDouble(b);
            tr.deadlineDays = hostileDouble(b);
        }
        if (fields & 64) {
            tr.loraRank = hostileInt(b);
            tr.loraAllLinear = b.byte() & 1;
            tr.mfuOverride = hostileDouble(b);
        }
        if (fields & 128) {
            tr.measuredStepSeconds = hostileDouble(b);
            tr.measuredTokensPerSecond = hostileDouble(b);
        }
    } else {
        static const Dtype weights[] = {Dtype::Bf16, Dtype::Fp16, Dtype::Fp8, Dtype::Int8, Dtype::Int4, Dtype::Fp32,
                                        Dtype::Nf4, Dtype::Tf32};
        static const Dtype kvs[] = {Dtype::Bf16, Dtype::Fp16, Dtype::Fp8, Dtype::Int8, Dtype::Fp32, Dtype::Int4};
        in.weights = b.pick(weights);
        in.kvCache = b.pick(kvs);
        if (fields & 1)
            in.batch = hostileInt(b);
        if (fields & 2)
            in.context = hostileInt(b);
        if (fields & 4)
            in.qps = hostileDouble(b);
        if (fields & 8) {
            in.inputTokens = hostileInt(b);
            in.outputTokens = hostileInt(b);
        }
        if (fields & 16) {
            in.ttftMs = hostileDouble(b);
            in.tpotMs = hostileDouble(b);
            in.e2eMs = hostileDouble(b);
        }
        if (fields & 32)
            in.memoryFraction = hostileDouble(b);
    }
    // Read last, so that older regression inputs (which end before it) decode as they always did.
    if (b.byte() & 1)
        s.parallel.cp = hostileSmallInt(b);
    // Read after the context-parallel byte for the same reason: the stack, the loss's precision,
    // the serving engine and DeepSeek's group-limited routing (0 past the end: as before).
    const std::uint8_t stack = b.byte();
    if (stack & 1) {
        static const Framework frameworks[] = {Framework::Auto, Framework::MegatronCore, Framework::Fsdp,
                                               Framework::DeepSpeed, Framework::Megatron2021};
        tr.framework = b.pick(frameworks);
    }
    if (stack & 2)
        tr.fp32Loss = false;
    if (stack & 4) {
        static const ServingEngine engines[] = {ServingEngine::Vllm, ServingEngine::Sglang, ServingEngine::TensorRtLlm,
                                                ServingEngine::TensorRtLlm2023};
        in.engine = b.pick(engines);
        in.disaggregated = b.byte() & 1;
    }
    if (stack & 16)
        in.weights = (stack & 32) ? Dtype::Nvfp4 : Dtype::Mxfp4;
    if ((stack & 8) && s.model.text.moe) {
        s.model.text.moe->expertGroups = hostileInt(b);
        s.model.text.moe->groupsPerToken = hostileInt(b);
    }
    // The engine's concurrency limit, read last for the same reason.
    if (stack & 64)
        in.maxSequences = hostileInt(b);
    // Pure 16-bit training (no fp32 master), read last for the same reason.
    if (stack & 128)
        tr.fp32MasterWeights = false;
    return {};
}

// A one-line summary of a decoded scenario (for failure messages and docs/robustness.md).
inline std::string scenarioText(const engine::Scenario &s)
{
    using namespace engine;
    std::string t = "model=" + (s.modelName.empty() ? std::string("raw") : s.modelName) + " workload=" + workloadId(s.workload) + " gpus=";
    for (const std::string &g : s.gpuIds)
        t += g + ",";
    t += " count=" + std::to_string(s.gpuCount) + " max=" + std::to_string(s.maxGpus);
    const ParallelOverride &p = s.parallel;
    t += " tp/pp/dp/ep/zero/vpp/cp=" + std::to_string(p.tp) + "/" + std::to_string(p.pp) + "/" + std::to_string(p.dp) + "/"
         + std::to_string(p.ep) + "/" + std::to_string(p.zero) + "/" + std::to_string(p.interleave) + "/" + std::to_string(p.cp);
    if (!s.networkId.empty())
        t += " net=" + s.networkId;
    if (isTraining(s.workload)) {
        const TrainingSetup &tr = s.training;
        t += std::string(" prec=") + precisionId(tr.precision) + " opt=" + optimizerId(tr.optimizer) + " recompute="
             + (tr.recomputeAuto ? "auto" : recomputeId(tr.recompute)) + " offload=" + offloadId(tr.offload)
             + " seq=" + std::to_string(tr.seqLen) + " micro=" + std::to_string(tr.microBatch) + " global="
             + std::to_string(tr.globalBatch) + " tokens=" + std::to_string(tr.tokens) + " days=" + std::to_string(tr.deadlineDays)
             + " lora=" + std::to_string(tr.loraRank) + " mfu=" + std::to_string(tr.mfuOverride) + " step_s="
             + std::to_string(tr.measuredStepSeconds) + " tok_s=" + std::to_string(tr.measuredTokensPerSecond)
             + " sp=" + std::to_string(tr.sequenceParallel) + " flash=" + std::to_string(tr.flashAttention)
             + " framework=" + frameworkId(tr.framework) + " fp32_loss=" + std::to_string(tr.fp32Loss)
             + " fp32_master=" + std::to_string(tr.fp32MasterWeights);
    } else {
        const InferenceSetup &in = s.inference;
        t += std::string(" weights=") + dtypeId(in.weights) + " kv=" + dtypeId(in.kvCache) + " batch=" + std::to_string(in.batch)
             + " context=" + std::to_string(in.context) + " qps=" + std::to_string(in.qps) + " in/out="
             + std::to_string(in.inputTokens) + "/" + std::to_string(in.outputTokens) + " ttft/tpot/e2e="
             + std::to_string(in.ttftMs) + "/" + std::to_string(in.tpotMs) + "/" + std::to_string(in.e2eMs)
             + " memfrac=" + std::to_string(in.memoryFraction) + " engine=" + servingEngineId(in.engine) + " maxseqs=" + std::to_string(in.maxSequences)
             + " disagg=" + std::to_string(in.disaggregated);
    }
    return t;
}

// 4. The planner.
inline std::string plan(const std::uint8_t *data, std::size_t size, bool skipOpenBugs = true)
{
    using namespace engine;
    const auto &bundled = gpuplan::bundled::catalog();
    if (!bundled)
        return "bundled catalogue does not parse";
    const Catalog &cat = bundled.value();
    Scenario s;
    if (const std::string refused = decodeScenario(data, size, cat, s); !refused.empty())
        return refused == "refused" ? std::string() : refused;
    if (skipOpenBugs && skipOpenFindings() && openBug(s))
        return {};
    if (std::getenv("GPUPLAN_FUZZ_VERBOSE"))
        std::fprintf(stderr, "scenario: %s\n", scenarioText(s).c_str());
    return checkPlan(s, cat);
}

} // namespace gpuplan::fuzz
