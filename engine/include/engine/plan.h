// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// engine::plan(): Scenario + Catalog -> Plan. For each compared GPU: the minimum count that fits
// (or the fixed count, or the fewest that meet the deadline / QPS), the best layout found by an
// exhaustive search ranked by the performance model, the memory breakdown, and a sweep of memory
// per GPU over GPU counts for the chart.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/catalog.h"
#include "engine/cost.h"
#include "engine/memory.h"
#include "engine/perf.h"
#include "engine/scenario.h"

namespace engine {

enum class WarningCode {
    LowHeadroom,            // value = headroom fraction
    TensorParallelOverPcie, // value = tp
    ConsumerMultiNode,      // value = nodes
    NotSoldInRegion,
    DeadlineMissed,         // value = days needed
    NoFp8,                  // fp8 requested on a GPU without fp8
    NoFit,                  // nothing fits within max GPUs
    OverBudget,             // value = cost / limit
    LatencyMissed,
    QpsMissed,              // value = requests/s the fixed GPU count serves
    Offload,                // value = slowdown fraction
    EstimatedSpecs,
    NoFitAtCount,           // a fixed GPU count that no layout fits; value = bytes over usable
    PinnedNoEffect,         // a pinned value kept but meaningless in this layout; value = the pinned value
    GlobalBatchRounded,     // value = the requested global batch (the estimate has the one used)
    MfuAboveBestPublished,  // value = the best published MFU for this GPU and precision
    LiquidCoolingNeeded,    // the purchase's servers need direct liquid cooling (beyond an air-cooled rack, or built for it); value = kW per server
    ServingOverProvisioned, // the purchase serves many times the QPS asked for; value = capacity / asked
    ExposedCommunication,   // training over more than one node spends a large share of each step in exposed communication; value = share
    JobTooLong,             // the training job takes years; value = years
    NotDisaggregated,       // disaggregation asked, but the fixed count holds one replica; value = GPUs
    CheckpointSlow,         // writing one checkpoint to the purchase's NVMe stalls training; value = seconds
    BeyondPublished,        // the model is larger than any published one; value = parameters
    DataLoadingCpu,         // decoding the images on the CPU needs more cores than the server has per GPU; value = cores per GPU needed
    EngineLacksEncoderDecoder,  // serving an encoder-decoder (T5) on vLLM or SGLang, which do not serve them
    EngineNotForGpu,            // serving with TensorRT-LLM on a GPU that is not NVIDIA's, which it does not run on
    NoBf16,                     // bf16 requested on a GPU without bf16 tensor cores (Volta, Turing): modelled at fp16 speed
    PureFp16,                   // FP16 training without the fp32 master copy: FP16's range loses small updates and overflows
    LicenceRequired,            // the region needs a US export licence for this GPU (granted case by case)
    DeadlineAtRisk,             // what is bought meets the deadline, but not at the top of its band; value = days at the top
    RackPowerExceeded,          // one of the purchase's servers draws more than the site's rack takes; value = kW per server
    DeepEpUnavailable,          // DeepEP dispatch chosen where it does not run; value = the DeepEpBlock (docs/model.md §4.5b): a plain all-to-all is modelled
    EpOverlapNoEffect,          // EP overlap asked but not possible in this layout; value = the EpOverlapBlock (docs/model.md §4.5b)
    BeyondTrainedPositions,     // training sequences longer than the positions a rotary model was trained for; value = those positions
    ConsumerLicence,            // a GeForce card: its driver licence does not allow data-centre deployment
    SlowTokens,                 // serving without a TPOT or end-to-end limit streams slower than kSlowTokenMs; value = ms a token at the scenario's rate (else at the full batch)
    MfuGivenAboveBestPublished, // the user's MFU (--mfu) is above the best published for this GPU, precision and stack; value = that best
    RegionRulesUnverified,      // the catalogue found no export ruling for this GPU in the region (gpus.json china.status "check")
};

inline constexpr int kWarningCodeCount = static_cast<int>(WarningCode::RegionRulesUnverified) + 1;   // the last code above
// The stable id of a code in the CLI's JSON ("low_headroom", ...); docs/cli.md lists them.
const char *warningCodeId(WarningCode c);

// Thresholds of the pitfall warnings (docs/model.md §7).
inline constexpr double kOverProvisionedRatio = 3.0;
// Without a TPOT or end-to-end limit the search fills the batch as far as memory and the engine
// allow; beyond 100 ms a token (10 tokens/s) an answer streams about as slowly as people read it (a
// 300-token answer takes 30 s) and the size bought is not one for interactive use (a zh_TW QA pass:
// 248 ms a token at the recommended 20 H200, 34 of them at 50 ms).
inline constexpr double kSlowTokenMs = 100.0;
// Training options whose GPU-hours are within this share of the fewest are a tie, decided by cost
// (below the narrowest validated band, ±9 %: docs/validation.md §6).
inline constexpr double kRecommendationTie = 0.05;
// Serving layouts whose latency at the rate (or, short of the rate, whose throughput) is within this
// share of each other are a tie, decided by fewer pipeline stages: vLLM's guide runs one GPU where the
// model fits, TP within a node and PP across nodes, and a stage's hand-offs, uneven micro-batches and
// batch-queue scheduling are not charged (docs/model.md §5.4). No published pipeline-parallel serving
// run is validated, so a pipeline must win by more than the tie.
inline constexpr double kPipelineTie = 0.05;
inline constexpr double kExposedCommunicationShare = 0.25;
inline constexpr double kJobTooLongYears = 2.0;
// A synchronous checkpoint every hour that takes more than 5 % of the hour; the largest published
// model (Switch Transformer C, 1.6T parameters, Fedus et al. 2021) rounded up.
inline constexpr double kCheckpointSlowSeconds = 180.0;
inline constexpr double kLargestPublishedParams = 2e12;
// Image training decodes and augments JPEGs on the host CPU (PyTorch DataLoader with PIL /
// libjpeg-turbo): about 200 images per second per core, docs/model.md §7. An 8-GPU HGX server
// has 14-16 cores per GPU (DGX H100 / H200 / B200: 112 cores, DGX A100: 128).
inline constexpr double kJpegImagesPerCoreSecond = 200.0;
inline constexpr double kServerCoresPerGpu = 14.0;

// The parts of a memory breakdown, for "which part overflows".
enum class MemoryPart { Weights, Gradients, Optimizer, Activations, KvCache, Overhead };
const char *memoryPartId(MemoryPart p);   // "weights", "gradients", "optimizer", "activations", "kv_cache", "overhead"

// Why a layout does not fit: how far over the usable memory it is, and its largest part.
struct Shortfall
{
    std::int64_t overBytes = 0;       // total - usable (> 0)
    MemoryPart largest = MemoryPart::Weights;
    std::int64_t largestBytes = 0;
};
Shortfall shortfallOf(const MemoryBreakdown &m, std::int64_t usable);

// A count and the layout planned there.
struct FitPoint
{
    std::int64_t gpuCount = 0;
    Layout layout;
    std::int64_t memoryPerGpu = 0;
};

// Memory a recommended training purchase keeps free: one rule for the planner's ranking, the
// low-headroom warning, the purchase and the rules panel (docs/model.md §6.6). Serving keeps the
// engine's own reservation instead: 1 - memory fraction of the GPU (vLLM, SGLang), what TensorRT-LLM
// leaves unallocated of the free memory (docs/model.md §3.5).
inline constexpr double kRecommendedHeadroom = 0.10;

// What to buy or rent (docs/model.md §6.6): whole servers when buying, cloud instances (1, 2, 4 or
// 8 GPUs, then whole nodes) when renting; the layout planned on all of those GPUs with the
// recommended headroom, and what the GPUs beyond the minimum buy (days saved, QPS capacity).
struct Purchase
{
    std::int64_t gpuCount = 0;       // GPUs bought or rented
    std::int64_t units = 0;          // servers or instances
    std::int64_t minimumUnits = 0;   // the units the option's own count fills; `units` is more when no
                                     // layout on those kept the recommended headroom (training)
    std::int64_t gpusPerUnit = 0;
    bool instances = false;          // renting: cloud instance shapes
    Layout layout;                   // planned on the purchase (dp = replicas for serving)
    MemoryBreakdown memory;          // per GPU at that layout
    double headroom = 0;             // fraction of usable memory left at that layout
    bool meetsHeadroom = false;      // training: headroom >= kRecommendedHeadroom; serving: always
    std::int64_t idleGpus = 0;       // GPUs no part of the layout uses (serving replicas that do not divide)
    std::optional<TrainingEstimate> training;     // the job on all of them
    std::optional<InferenceEstimate> inference;   // serving capacity on all of them
    BillOfMaterials bom;
    std::optional<CostEstimate> cost;
};

// A code and its number; the faces write the sentence from them and the option it belongs to (the
// CLI in English, app/cli/englishtext.cpp; the GUI translated, ui/text/comparison.cpp).
// Which latency limit a LatencyMissed warning names.
enum class LatencyLimit { None, Ttft, Tpot, E2e };
// The JSON id of the latency limit a LatencyMissed warning names ("ttft", "tpot", "e2e"; "" for none).
const char *latencyLimitId(LatencyLimit l);

struct Warning
{
    WarningCode code;
    double value = 0;
    // LatencyMissed: the limit furthest beyond reach (the plan's value / the limit), `value` the
    // plan's latency in ms and `limitMs` the limit (a zh_CN QA pass read "the latency limits cannot be
    // met" with no word of which, or by how much).
    LatencyLimit latency = LatencyLimit::None;
    double limitMs = 0;
    // LatencyMissed: the limit is missed even with one sequence at a time, and `value` is that
    // latency (a QA pass read "TPOT 132 ms against a limit of 3 ms" at the full batch, where one
    // sequence takes 4.6 ms).
    bool oneSequence = false;
    // LatencyMissed: `value` is the latency at the scenario's rate (InferenceEstimate::atLoad), which
    // misses the limit where the full batch meets it: a request waits for the step in progress and
    // shares its prefill with the prompts that arrived meanwhile (a zh_CN QA pass read "TPOT 49.7 ms
    // against a limit of 50 ms" where the TTFT at 20 requests/s, 341 ms, missed its 300).
    bool atLoad = false;
    // LatencyMissed: the latency as planned (at the scenario's rate, else at the full batch), beside a
    // one-sequence `value`: a limit out of reach leaves the batch to the other limits, and the plan can
    // land far beyond it (a zh_TW QA pass read 916 ms one at a time where the L40S plan ran 1,637 ms).
    double plannedMs = 0;
    // MfuAboveBestPublished: the ceiling is this GPU's own published run (the catalogue's
    // published_mfu, the B200's in FP8), not its generation's.
    bool ceilingOfGpu = false;
};

// The term of a training step (StepBreakdown) that differs most between two layouts.
enum class StepTerm { Compute, MemoryBound, TpComm, EpComm, MoeRouting, CpComm, PpComm, Bubble, DpComm, Optimizer, Offload };

// Why the runner-up layout lost: slower by the most in `runnerUpTerm` (training), as fast once both
// are held to the published MFU ceiling (training), less than the wanted 10 % memory headroom (it
// may be a little faster: the search gives 3 % of speed for the headroom, docs/model.md §6.1), as
// fast with more memory per GPU, as fast (within 0.05 %), or more GPUs or a higher latency (serving).
// HeadroomKept: less than the wanted headroom where the search chose the layout itself, which keeps the
// headroom wherever a layout on the count does, however much faster the runner-up is (§6.1).
enum class RunnerUpWhy { None, Slower, TiesAtCeiling, MoreGpusOrLatency, LessHeadroom, HeadroomKept, MoreMemory, AsFast };

struct SearchSummary
{
    std::int64_t layoutsEvaluated = 0;
    std::optional<Layout> best;
    std::optional<Layout> runnerUp;
    double bestSeconds = 0;
    double runnerUpSeconds = 0;
    RunnerUpWhy runnerUpWhy = RunnerUpWhy::None;
    StepTerm runnerUpTerm = StepTerm::Compute;
};

// What a budget buys with this GPU: the largest count it affords and the result there.
struct BudgetFit
{
    std::int64_t affordableGpus = 0;   // 0: not even one unit (server, instance, GPU) or one job fits the budget
    std::int64_t unitGpus = 1;         // what is bought or rented a whole one at a time: a server, an instance
    bool instances = false;            // the unit is a rented instance, not a server
    bool fitsAtAffordable = false;     // the model fits on the affordable count
    bool withinBudget = false;         // what is bought or rented costs no more than the limit
    double cost = 0;                   // in the scenario's mode (purchase, or rent for the job / a month): the
                                       // purchase's servers or instances, else the option's own GPUs
    std::optional<double> daysAtAffordable;       // training
    std::optional<double> requestsPerSecondAtAffordable;   // serving
};

struct Option
{
    std::string gpuId;
    std::int64_t gpuCount = 0;
    std::int64_t nodes = 0;
    bool fits = false;
    Layout layout;
    // Serving at a fixed count: GPUs no replica uses, where the count does not divide into the best
    // replicas (17 GPUs as four replicas of TP 4, one idle); layout.gpus() + idleGpus == gpuCount.
    std::int64_t idleGpus = 0;
    MemoryBreakdown memory;
    std::int64_t capacityBytes = 0;
    std::int64_t usableBytes = 0;
    std::optional<TrainingEstimate> training;
    std::optional<InferenceEstimate> inference;
    SearchSummary search;
    std::vector<Warning> warnings;
    double gpuPowerKw = 0;
    BillOfMaterials bom;
    std::optional<CostEstimate> cost;   // empty when the catalogue has no prices for this GPU
    std::optional<BudgetFit> budgetFit; // when the scenario sets a budget limit
    bool calibratedFromPilot = false;
    bool noValidLayout = false;          // a fixed count that no TP x PP x DP layout can use
    bool fixedCount = false;             // the count was given (gpuCount, or a fully pinned layout)
    std::optional<Shortfall> shortfall;  // set exactly when !fits: what overflows, by how much
    std::optional<FitPoint> fewestThatFit;   // fewest GPUs of this type that fit (no deadline or QPS goal)
    // Serving at a fixed count that does not fit or does not serve the rate: the fewest GPUs of this
    // type that serve it (the free search's answer; 0 where none within the GPU limit, or not asked).
    std::int64_t gpusForLoad = 0;
    // Training at a fixed count that fits but misses the deadline: the fewest GPUs of this type that
    // meet it (the free search's answer; 0 where none within the GPU limit, or not asked).
    std::int64_t gpusForDeadline = 0;
    std::optional<Purchase> purchase;        // what to buy or rent for this option (set when it fits)
    // The same, in the other acquisition mode (whole servers when renting, the rented instances when
    // buying): the rent-or-buy comparison takes each side from its own purchase, so it is the same in
    // either mode (docs/model.md §7a).
    std::optional<Purchase> otherPurchase;
    double pilotEfficiencyScale = 1.0;
    // A pilot run no efficiency can reproduce (faster than the GPUs' peak or than the step's
    // communication alone, or over 20x slower than the model): the plan is refused with it.
    std::optional<Issue> pilotIssue;
};

// One point of the memory-versus-count chart. It comes from the same search as the options: at
// every count the option reports, memoryPerGpu and layout are the option's own.
struct SweepPoint
{
    std::string gpuId;
    std::int64_t gpuCount = 0;       // training: the whole job; serving: one replica
    std::int64_t memoryPerGpu = 0;   // bytes, the layout planned at that count (the fastest that fits, else the leanest)
    bool fits = false;
    Layout layout;                   // that layout
    std::int64_t leanestBytes = 0;   // the leanest layout at that count (<= memoryPerGpu)
};

struct Plan
{
    ParamCount params;
    ModelStats stats;
    std::vector<Option> options;
    std::vector<SweepPoint> sweep;
    std::vector<Issue> issues;       // non-empty: the scenario was rejected, options are empty
    std::string recommendedGpu;      // fewest GPU-hours (training; the cheapest within kRecommendationTie of
                                     // them) or GPUs (serving) among options meeting the goals; empty if none
    bool recommendedWithinTie = false;   // training: recommended for its cost, within the tie of the fewest GPU-hours
    std::string cheapestGpu;         // lowest cost in the scenario's mode among options meeting the goals
};

Plan plan(const Scenario &s, const Catalog &catalog);

// The recommended GPU's option (null when nothing is recommended).
const Option *recommendedOption(const Plan &p);

// The option the advisor, the rules of thumb and their texts compare against: the recommended GPU's,
// else among those that fit the one that comes closest to the goals (sold in the region before one
// that is not, then the least over the budget, then for training the fewest days), else the first
// (null when there is none).
const Option *comparedOption(const Plan &p);

// The first goal an option misses, in the order the verdicts name them: it does not fit (on the
// fixed count, or within the GPU limit), it is not sold in the region, it is over the budget, it
// misses the deadline, the latency limits or the load.
enum class MissedGoal { None, DoesNotFit, Region, Racks, Budget, Deadline, Latency, Load };
// The option's warning of `code` (its number in `value`), or null.
const Warning *findWarning(const Option &o, WarningCode code);
// The scenario asks for BF16 (training mixed precision, or served weights or KV cache) and `gpu` has
// no BF16 tensor cores, only FP16 (Volta, Turing): planned at FP16 speed (WarningCode::NoBf16).
bool bf16AtFp16Speed(const Scenario &s, const Gpu &gpu);
MissedGoal firstMissedGoal(const Option &o);

// An option that fits and meets the scenario's goals (deadline, latency, QPS, region, the site's
// racks when buying, budget): the
// recommendation and the cheapest are chosen among these (docs/model.md §7).
inline bool meetsGoals(const Option &o)
{
    return firstMissedGoal(o) == MissedGoal::None;
}

// A latency warning of a limit out of reach whose plan lands notably beyond the least it can be
// (more than 1 %): both faces say the planned latency beside it (Warning::plannedMs).
inline bool saysPlannedLatency(const Warning &w)
{
    return w.oneSequence && w.plannedMs > w.value * 1.01;
}

// The cost of what is bought or rented: the purchase's (whole servers, or instances when renting),
// else the option's own (null without prices). The comparison, the report and the CSV show this.
const CostEstimate *purchaseCost(const Option &o);

// The bill of materials of what is bought or rented: the purchase's, else the option's own. The
// bill-of-materials tab and the CSV show this, beside purchaseCost() (a GUI QA pass read the CSV's
// power for the 10 GPUs planned beside its electricity for the 2 servers bought).
const BillOfMaterials &purchaseBom(const Option &o);

// A training job as it runs on what is bought or rented: the purchase's layout and estimate (whole
// servers or instances, keeping the recommended headroom), else the option's own (no purchase, or a
// fixed count, which is the user's). The recommendation ranks these and its sentence states them (a
// zh_TW QA pass read H100 ranked by its 16-GPU plan, 768 GPU-hours at 0.1 % memory free, beside the
// 24 GPUs it rents, 561 GPU-hours). Null training where the option has none.
struct BoughtJob
{
    std::int64_t gpuCount = 0;
    std::int64_t nodes = 0;
    const Layout *layout = nullptr;
    const MemoryBreakdown *memory = nullptr;
    const TrainingEstimate *training = nullptr;
};
BoughtJob boughtJob(const Option &o);

// The cost that matters in the scenario's mode: the purchase, or the rental (the job's for
// training, a month's for serving).
double modeCost(const Scenario &s, const CostEstimate &c);

// What the scenario's mode costs over its horizon: buying (the purchase and running it) or renting,
// for a one-off training job the job's. The advisor's cost deltas are all on this one basis (a
// procurement QA pass read a purchase-price delta, a month's rent and a 36-month total ranked in one
// list).
double horizonCost(const Scenario &s, const CostEstimate &c);

// GPU counts the sweep visits: every count up to one node, then whole nodes on a ~1.25x ladder
// (the minimum / deadline answer is then refined node by node between two rungs).
std::vector<std::int64_t> countLadder(int gpusPerNode, std::int64_t maxGpus);

} // namespace engine
