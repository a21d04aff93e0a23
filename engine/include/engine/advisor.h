// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The advisor: every cost-saving tactic the market's guides mention, turned into a
// computed what-if — the scenario re-planned with exactly one change — and the guides' rules of
// thumb set against what the engine computes for the same scenario.

#include <optional>
#include <string>
#include <vector>

#include "engine/plan.h"
#include "engine/rules.h"

namespace engine {

enum class WhatIfKind {
    PrecisionBf16, PrecisionFp8,                         // training precision
    WeightsFp8, WeightsInt8, WeightsInt4, KvFp8, KvInt8, // serving precision
    ZeroUp, OffloadOptimizer, OffloadParams, RecomputeFull, SequenceParallel, MicroBatchOne, Adam8bit, PureBf16,
    FusedKernels,                                        // training: fused kernels instead of eager PyTorch
    EpOverlap, DeepEpDispatch,                           // training an MoE model: Megatron-Core's EP overlap, DeepEP
    Lora, Qlora, SmallerModel, DistilledModel,
    MigSlices, RelaxLatency, Disaggregate, Colocate,     // serving: latency, and where prefill runs
    OtherGpu, PcieVariant, EthernetFabric, InfiniBandFabric, RentInstead, BuyInstead,
};

// A change of the scenario and its re-plan, as codes and numbers: `id` names the change (the faces
// write it out: the CLI in English, app/cli/englishtext.cpp; the GUI translated, advisortext.cpp).
struct WhatIf
{
    WhatIfKind kind;
    std::string id;            // stable machine id, e.g. "weights_int4"
    std::string gpuId;         // the GPU the comparison is made on (the new one for OtherGpu)
    std::string detail;        // e.g. the smaller model's name or the other GPU's id
    Scenario scenario;         // the modified scenario (re-planned with engine::plan)
    bool fits = false;
    bool meetsGoals = true;      // the changed plan meets the scenario's goals (engine::meetsGoals)
    bool baseFits = true;        // the plan it is compared with fits ...
    bool baseMeetsGoals = true;  // ... and meets the goals
    std::int64_t gpus = 0;
    std::int64_t gpusDelta = 0;
    std::int64_t nodesDelta = 0;
    double timeDeltaPct = 0;   // training days, or serving TPOT
    std::optional<double> costDelta;   // in the scenario's currency and mode; negative = saving
    double headroom = 0;       // 1 - used / usable on the changed option
    int tp = 0;                // the changed option's tensor-parallel size (what crosses PCIe on PCIe cards)
    double slowdownPct = 0;    // for offload: step time increase
    bool qualityTradeOff = false;
};

// The section of "How to need fewer GPUs" a what-if belongs to (docs/model.md §7b): it makes a plan
// that does not fit fit; it saves money (without prices: GPUs, or time on the same GPUs), it costs
// more, it saves nothing (the same money, GPUs and no faster); it misses goals, as the plan may too (a
// deadline, a latency limit, the load, the region or the budget: never offered as a saving, a
// procurement QA pass saw 80 RTX 4090 at a TPOT four times the limit listed first under "Saves"), or
// it does not fit. advise() ranks the sections in this order, the order the lists show them (a GUI
// QA pass saw the "no saving" rows above the "costs more" one, under a header that promised the
// opposite).
enum class WhatIfSection { MakesItFit, Saves, CostsMore, NoSaving, MissesGoals, DoesNotFit };
WhatIfSection whatIfSection(const WhatIf &w);
// "makes_it_fit", "saves", "costs_more", "no_saving", "misses_goals", "does_not_fit"
const char *whatIfSectionId(WhatIfSection s);

struct Advice
{
    std::string baseGpu;
    std::int64_t baseGpus = 0;
    std::vector<WhatIf> whatIfs;   // ranked: most money (or GPUs) saved first
};

// An offload what-if whose re-plan is no slower to the whole per cent shown (the freed memory allows a
// faster layout that wins the offload's own cost back): the faces say so rather than "slows each
// step" beside a 0 % change (a GUI QA pass). One rule for the CLI and the GUI.
// Beside a plan that does not fit there is no time to win back.
inline bool offloadCostWonBack(const WhatIf &w)
{
    return w.baseFits && w.timeDeltaPct < 0.5;
}

// Re-plans `s` once per applicable tactic. `base` must be plan(s, catalog).
Advice advise(const Scenario &s, const Catalog &catalog, const Plan &base);

// The scenario after applying what-if `w` to `current`: its change, with the compared GPUs kept (a
// what-if is re-planned on one GPU; applying "FP8 training" must not drop the others). A what-if
// that proposes another GPU (OtherGpu, PcieVariant) adds that GPU to the comparison.
Scenario applyWhatIf(const Scenario &current, const WhatIf &w);

// The answer to "what would make it fit on N?" for an option that does not fit at its fixed count:
// the advisor's tactics (precision, ZeRO stage, recompute, offload, 8-bit optimizer, LoRA/QLoRA;
// for serving weight and KV precision, a smaller batch or a shorter context), each re-planned on
// the same GPU and count, keeping those that fit there. Changes without a quality trade-off first.
std::vector<WhatIf> fixesOnCount(const Scenario &s, const Catalog &catalog, const Option &option);

} // namespace engine
