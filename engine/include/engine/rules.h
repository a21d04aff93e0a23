// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The market guides' rules of thumb, claim by claim (docs/guide-claims.md lists every claim and the
// rule that answers it): what a guide says, what is true — computed by the engine for the scenario
// where the claim is about a plan, taken from the catalogue where it is about hardware — and why
// they differ. One home for the guides' figures and tiers; the front ends translate by `id`.

#include <string>
#include <vector>

#include "engine/plan.h"

namespace engine {

enum class RuleTopic {
    WeightsArithmetic, GpusByScale, MemoryPerCard, A100VsH100, Headroom, Interconnect, RentVsBuy, ServingTier,
    MemoryRatio, Precision, Parallelism, TrainingDays, ComputePeak, LinkBandwidth, GpuChoice, Power, Mig, Multimodal
};

// The guides' size tiers as they name them: 亿级 (0.1–1B), 十亿级 (1–10B), 百亿级 (10–100B), 千亿级 (100B+).
enum class GuideTier { Yi, ShiYi, BaiYi, QianYi };
GuideTier guideTier(double params);

struct RuleOfThumb
{
    RuleTopic topic;
    std::string id;            // stable: "weights", "h100_fp16_tflops", ... (docs/guide-claims.md)
    double guideLow = 0;       // the guide's figure (a range when low != high; 0 = the guide gives none)
    double guideHigh = 0;
    double engine = 0;         // the true figure: computed for this scenario, or the catalogue's
    std::string unit;          // "GB", "GPUs", "x", "%", "months", "TFLOPS", "TOPS", "GB/s", "Gb/s", "W", "days", "slices"
    // ({} on the members a designated initialiser may leave out: -Wmissing-field-initializers)
    std::string gpu {};        // the GPU the row is about: a hardware fact's, or the planned option's
    bool scenario = false;     // computed for this scenario (else a fact about hardware or arithmetic)
    bool applied = false;      // the guide's tier rule applied to a size the guide did not discuss
    bool fullTraining = false; // a fact of full training, shown for a LoRA or QLoRA scenario (not its own figure)
    bool withFp32Master = false;   // a fact of mixed precision with an FP32 master, shown for a pure 16-bit scenario
    std::vector<double> values {};   // further figures the texts cite, in the order docs/guide-claims.md gives
    // No words: the front ends write the guide's claim, the true figure, why they differ and the
    // source from `topic`, `id` and the figures (the CLI in app/cli/rulestext.cpp, the GUI translated).
};

// Every rule that applies to the scenario's workload: the scenario's own rows first, then the
// hardware facts. `base` must be plan(s, catalog).
std::vector<RuleOfThumb> rulesOfThumb(const Scenario &s, const Catalog &catalog, const Plan &base);

} // namespace engine
