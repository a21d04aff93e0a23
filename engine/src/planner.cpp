// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/plan.h"
#include "engine/textfmt.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "findbyid.h"

namespace engine {

namespace {

using i64 = std::int64_t;

struct Candidate
{
    Layout layout;
    MemoryBreakdown memory;
    TrainingEstimate training;
    // Step time for the scenario's global batch (a layout whose DP x micro-batch rounds the batch up
    // runs more sequences a step: ranked by the time they take per sequence, as its days are), and
    // below the wanted 10 % of memory free ranked down (headroomPenalty).
    double rankSeconds = 0;
    bool lowHeadroom = false;
};

// A professional keeps at least 10 % of memory spare: a searched layout wherever one on the count does,
// a layout pinned in part unless that costs more than 3 % speed (headroomPenalty).
constexpr double kHeadroomWanted = 0.10;
constexpr double kHeadroomPenalty = 1.03;
constexpr double kUnroomyRank = 1e3;   // ranks below every layout that keeps the headroom
// A full fine-tune leaves a roomy data-parallel layout for tensor or pipeline stages only when they
// are more than this much faster (searchTraining).
constexpr double kStackTie = 0.05;
// The shortest per-rank share of a sequence the search splits it to with context parallelism.
constexpr std::int64_t kMinContextChunk = 4096;

struct CountResult
{
    std::optional<Candidate> best;
    std::optional<Candidate> runnerUp;
    std::optional<Candidate> leanest;   // the layout with the least memory, fitting or not (no estimate)
    i64 evaluated = 0;
};

struct Context
{
    const Scenario &s;
    const Gpu &gpu;
    Fabric fabric;
    ModelStats stats;
    i64 usable = 0;
    i64 globalBatch = 0;
    double effScale = 1.0;
    bool headroomReserved = false;   // `usable` already leaves the recommended headroom (a purchase)
};

std::vector<int> powersOfTwoUpTo(i64 limit)
{
    std::vector<int> out;
    for (i64 v = 1; v <= limit && v <= (1 << 20); v *= 2)
        out.push_back(static_cast<int>(v));
    return out;
}

// The tensor-parallel sizes the search tries on n GPUs: the pinned one (any size the model divides
// by, as Megatron allows TP 3 or 6, but a TP group stays inside one server: beyond one server the
// size must divide the server's GPUs), else the powers of two up to the node's NVLink domain.
std::vector<int> tpCandidates(int pinned, i64 limit, i64 n, int gpusPerNode)
{
    if (pinned > 0)
        return pinned <= limit && (n <= gpusPerNode || gpusPerNode % pinned == 0) ? std::vector<int> {pinned}
                                                                                 : std::vector<int> {};
    return powersOfTwoUpTo(limit);
}

bool tpDividesHeads(const Tower &t, int tp)
{
    if (t.heads % tp != 0)
        return false;
    if (t.mla)
        return true;
    return t.kvHeads % tp == 0 || tp % t.kvHeads == 0;
}

i64 defaultGlobalBatch(const Scenario &s)
{
    if (s.training.globalBatch > 0)
        return s.training.globalBatch;
    if (s.workload == Workload::Pretrain) {
        // About 4M tokens per step (GPT-3/Llama practice), at least one sequence.
        const double seq = static_cast<double>(std::max<i64>(1, s.training.seqLen));
        return std::max<i64>(1, static_cast<i64>(std::llround(4.0 * 1024 * 1024 / seq)));
    }
    return 128;
}

bool better(const Candidate &a, const Candidate &b)
{
    if (std::abs(a.rankSeconds - b.rankSeconds) > 1e-9 * std::max(a.rankSeconds, b.rankSeconds))
        return a.rankSeconds < b.rankSeconds;
    // Layouts held to the same published MFU ceiling tie on time: the kernel model's own step
    // decides among them (the layout an expert would pick), then memory.
    const double ka = a.training.stepSeconds - a.training.step.publishedCeiling;
    const double kb = b.training.stepSeconds - b.training.step.publishedCeiling;
    if (ka != kb)
        return ka < kb;
    return a.memory.total() < b.memory.total();
}

void consider(CountResult &r, Candidate c)
{
    if (!r.best || better(c, *r.best)) {
        r.runnerUp = r.best;
        r.best = std::move(c);
    } else if (!r.runnerUp || better(c, *r.runnerUp)) {
        r.runnerUp = std::move(c);
    }
}

// Context-parallel sizes to try on `gpus` GPUs (after TP): the user's, or for long sequences the
// powers of two that leave each rank at least kMinContextChunk tokens in 2·CP equal chunks (the
// load-balanced causal split Megatron-Core requires: seq divisible by 2·CP). Shorter sequences do
// not use CP (NeMo's recipes start at 8k tokens), which keeps the search as fast as before.
std::vector<int> contextParallelSizes(const ParallelOverride &o, i64 seq, i64 gpus)
{
    if (o.cp > 0)
        return gpus % o.cp == 0 ? std::vector<int> {o.cp} : std::vector<int> {};
    std::vector<int> sizes {1};
    for (int cp = 2; cp <= gpus && seq / cp >= kMinContextChunk; cp *= 2)
        if (gpus % cp == 0 && seq % (2 * cp) == 0)
            sizes.push_back(cp);
    return sizes;
}

// Full recomputation of only some of each stage's layers (Megatron-Core's block method): where
// every layer fits recomputed, the fewest recomputed layers that fit with the wanted headroom, and
// the fewest that fit at all, are candidates too. Memory falls linearly with each recomputed layer
// (per stage; the worst stage is the larger of two such lines), so k comes from the line through
// k = 1 and k = all, checked and stepped up where the other stage's line is the higher one.
template<typename Consider>
void partialRecompute(const Context &ctx, const Layout &full, const MemoryBreakdown &allLayers, CountResult &r,
                      Consider &&candidate)
{
    const i64 lps = (ctx.s.model.text.layers + full.pp - 1) / full.pp;
    if (lps < 2)
        return;
    auto memoryAt = [&](i64 k) {
        Layout l = full;
        l.recomputeLayers = static_cast<int>(k);
        ++r.evaluated;
        return trainingMemory(ctx.s, ctx.gpu, l, ctx.globalBatch);
    };
    const double mAll = static_cast<double>(allLayers.total());
    const double mOne = static_cast<double>(memoryAt(1).total());
    i64 previous = 0;
    for (double limit : {static_cast<double>(ctx.usable) * (1.0 - kHeadroomWanted), static_cast<double>(ctx.usable)}) {
        if (mAll > limit)
            continue;
        i64 k = 1;
        if (mOne > limit && mOne > mAll)
            k = 1 + static_cast<i64>(std::ceil((mOne - limit) / (mOne - mAll) * static_cast<double>(lps - 1) - 1e-9));
        MemoryBreakdown m;
        for (; k < lps; ++k) {   // at most a step or two past the line's estimate
            m = memoryAt(k);
            if (static_cast<double>(m.total()) <= limit)
                break;
        }
        if (k >= lps || k == previous)
            continue;
        Layout l = full;
        l.recomputeLayers = static_cast<int>(k);
        candidate(l, m);
        previous = k;
    }
}

// The parallel shapes (TP, CP, PP, DP) the search tries on n GPUs: TP within the fast domain and
// dividing the heads, CP for long sequences, PP up to the layers, DP up to the global batch, each
// as pinned when pinned.
struct Shape
{
    int tp = 1, cp = 1;
    i64 pp = 1, dp = 1;
};

std::vector<Shape> trainingShapes(const Context &ctx, i64 n)
{
    const Scenario &s = ctx.s;
    const Tower &t = s.model.text;
    const ParallelOverride &o = s.parallel;
    std::vector<Shape> shapes;
    const i64 tpLimit = std::min<i64>(n, ctx.fabric.tpDomain);
    for (int tp : tpCandidates(o.tp, tpLimit, n, ctx.gpu.gpusPerNode)) {
        if (n % tp != 0 || !tpDividesHeads(t, tp))
            continue;
        // Encoder-decoders are planned with TP and DP only (docs/model.md §4.11): Megatron-Core removed
        // its encoder/decoder pipeline split, and T5 runs use neither PP nor CP up to 11B.
        const bool encDec = s.model.encoder.has_value();
        for (int cp : encDec ? std::vector<int> {1} : contextParallelSizes(o, s.training.seqLen, n / tp)) {
            const i64 rest = n / tp / cp;
            for (i64 pp = 1; pp <= std::min<i64>(rest, encDec ? 1 : t.layers); ++pp) {
                // A pinned interleaving asks for a pipeline (a QA pass saw --interleave 2 dropped at PP 1).
                if (rest % pp != 0 || (o.pp > 0 && pp != o.pp) || (o.interleave > 1 && pp == 1))
                    continue;
                const i64 dp = rest / pp;
                if ((o.dp > 0 && dp != o.dp) || dp > ctx.globalBatch)
                    continue;
                shapes.push_back({tp, cp, pp, dp});
            }
        }
    }
    return shapes;
}

struct ExpertSplit
{
    int ep = 1;
    int etp = 0;   // Layout::etp
};

// An MoE model's expert layouts on one shape (docs/model.md §4.5b). EP carved out of DP with the
// experts split over TP like the dense layers (ETP = TP; every stack); and on Megatron-Core with
// TP > 1 also whole experts on each rank (ETP = 1), the EP group a run of consecutive ranks of the
// stage's TP x CP x DP, which NVIDIA's MoE recipes set (Megatron-Bridge's DeepSeek-V3 and
// Qwen3-235B recipes on H100: TP 2 with EP 64 and EP 32). Whole experts on an EP that also divides
// DP and stays in one node when split are left out: the same all-to-all on NVLink, with TP times the
// expert weights and their gradient traffic, so never faster.
std::vector<ExpertSplit> expertSplits(const Context &ctx, const Shape &sh, Framework stack)
{
    const Scenario &s = ctx.s;
    const Tower &t = s.model.text;
    const ParallelOverride &o = s.parallel;
    std::vector<ExpertSplit> out;
    const auto wanted = [&](int ep) { return t.moe->experts % ep == 0 && (o.ep <= 0 || ep == o.ep); };
    for (int ep : powersOfTwoUpTo(sh.dp))
        if (sh.dp % ep == 0 && wanted(ep))
            out.push_back({ep, 0});
    Layout probe;
    probe.tp = sh.tp;
    probe.pp = static_cast<int>(sh.pp);
    probe.framework = stack;
    if (sh.tp > 1 && resolveFramework(s.training.framework, probe, s.training.kernels) == Framework::MegatronCore) {
        const i64 stageRanks = static_cast<i64>(sh.tp) * sh.cp * sh.dp;
        for (int ep : powersOfTwoUpTo(stageRanks))
            if (ep > 1 && stageRanks % ep == 0 && wanted(ep)
                && !(sh.dp % ep == 0 && static_cast<i64>(ep) * sh.tp <= ctx.fabric.tpDomain))
                out.push_back({ep, 1});
    }
    return out;
}

// What the search varies within one shape: expert-parallel sizes, ZeRO stages, virtual pipeline
// stages, micro-batches and recomputation, each as pinned when pinned.
struct ShapeChoices
{
    std::vector<ExpertSplit> experts {{}};
    std::vector<int> zeros, interleaves {1};
    std::vector<i64> micros;
    std::vector<Recompute> recomputes;
};

ShapeChoices shapeChoices(const Context &ctx, const Shape &sh, Framework stack)
{
    const Scenario &s = ctx.s;
    const Tower &t = s.model.text;
    const ParallelOverride &o = s.parallel;
    ShapeChoices c;
    if (t.moe)
        c.experts = expertSplits(ctx, sh, stack);
    // ZeRO shards over the replicas of a weight: DP x CP for the dense ones, and for whole experts the
    // TP x CP x DP / EP ranks that hold the same expert, more than one even at DP 1 (EP 2 on TP 8).
    const bool expertsReplicated = std::any_of(c.experts.begin(), c.experts.end(), [&](const ExpertSplit &e) {
        return e.etp == 1 && e.ep < static_cast<i64>(sh.tp) * sh.cp * sh.dp;
    });
    if (o.zero >= 2 && sh.pp > 1 && stack == Framework::DeepSpeed)
        c.zeros = {};         // DeepSpeed's pipeline engine runs ZeRO 0 and 1 only (runtime/pipe/engine.py)
    else if (o.zero >= 0)
        c.zeros = {o.zero};   // kept as pinned; with one data-parallel rank it shards over one GPU (flagged)
    else if (s.training.offload == Offload::OptimizerAndParams)
        c.zeros = {3};        // parameters stream from the host only fully sharded (ZeRO-Infinity; FSDP)
    else if (sh.dp * sh.cp == 1 && !expertsReplicated)
        c.zeros = {s.training.offload == Offload::None ? 0 : 1};   // an offloaded optimizer is a sharded one, over one rank
    else if (sh.pp == 1)
        c.zeros = {1, 2, 3};
    else
        c.zeros = {1};
    // DeepSpeed's PipelineEngine runs one TrainSchedule (1F1B) per stage: no virtual stages
    // (microsoft/DeepSpeed runtime/pipe/schedule.py); Megatron-DeepSpeed's BLOOM and MT-NLG
    // ran that way.
    if (sh.pp > 1 && s.training.framework != Framework::DeepSpeed) {
        if (o.interleave > 0)
            c.interleaves = {o.interleave};
        else
            // Megatron-Core: micro-batches >= pp; layers that do not divide by pp·v go to uneven
            // first and last stages (--decoder-first/last-pipeline-num-layers, as Llama 3 405B's
            // 126 layers on 16 stages did); the slowest stage then holds ceil(L/pp) layers.
            for (int v : {2, 4})
                if (t.layers >= sh.pp * v && ctx.globalBatch / sh.dp >= sh.pp)
                    c.interleaves.push_back(v);
    }
    if (s.training.microBatch > 0)
        c.micros = {s.training.microBatch};
    else
        for (i64 m : {1, 2, 4, 8})
            if (m * sh.dp <= ctx.globalBatch)
                c.micros.push_back(m);
    if (s.training.recomputeAuto)
        c.recomputes = {Recompute::None, Recompute::Selective, Recompute::Full};
    else
        c.recomputes = {s.training.recompute};
    return c;
}

// What a layout under the wanted headroom gives up in rank. A layout the search chooses on its own (no
// degree, micro-batch or recomputation pinned) keeps the headroom wherever one on that count does, as
// the purchase does: a full fine-tune of Llama 3.1 8B on 2 H100 was planned at TP 2 with 0.0 % free in
// 2.8 hours beside a rent of the same 2 GPUs at DP 2 with 10 % free in 3.7 (an English consultant's QA
// pass: the headline's time was not the time of what is rented). A layout pinned in part, as the
// published runs are given, is ranked by speed with the 3 % allowance (their runs ran that full).
bool layoutSearched(const Scenario &s)
{
    const ParallelOverride &o = s.parallel;
    return o.tp <= 0 && o.pp <= 0 && o.dp <= 0 && o.cp <= 0 && o.ep <= 0 && o.zero < 0 && o.interleave <= 0
           && s.training.microBatch <= 0 && s.training.recomputeAuto;
}

double headroomPenalty(const Scenario &s)
{
    return layoutSearched(s) ? kUnroomyRank : kHeadroomPenalty;
}

// One layout's recomputation choices, lightest first: the first that fits with the wanted headroom
// ends the list (less recomputation is never slower); partial full recomputation is tried where
// nothing lighter fits with that headroom.
void evaluateRecomputes(const Context &ctx, Layout l, const std::vector<Recompute> &recomputes, CountResult &r)
{
    const Scenario &s = ctx.s;
    bool roomyFound = false;   // less recomputation is never slower
    for (Recompute rc : recomputes) {
        l.recompute = rc;
        const MemoryBreakdown m = trainingMemory(s, ctx.gpu, l, ctx.globalBatch);
        ++r.evaluated;
        if (!r.leanest || m.total() < r.leanest->memory.total())
            r.leanest = Candidate {l, m, {}, 0};
        if (roomyFound || m.total() > ctx.usable)
            continue;
        // Partial full recomputation where nothing lighter fits, or only without the wanted headroom
        // (a lighter layout at 3 % of memory free lost to the purchase's 2 recomputed layers at 11 %).
        const bool partialWanted = rc == Recompute::Full && s.training.recomputeAuto;
        auto candidate = [&](const Layout &cl, const MemoryBreakdown &cm) {
            Candidate c {cl, cm, estimateTraining(s, ctx.stats, ctx.gpu, ctx.fabric, cl, ctx.globalBatch, ctx.effScale), 0};
            const double headroom = 1.0 - static_cast<double>(cm.total()) / static_cast<double>(ctx.usable);
            // A purchase's `usable` already leaves the headroom out: counting it again made the
            // purchase pass over the plan's own layout at 16 % free for a slower one at 27 % on the
            // same 8 GPUs (63.4 days beside the plan's 61.7; an English procurement QA pass).
            c.lowHeadroom = !ctx.headroomReserved && headroom < kHeadroomWanted;
            const double perRequestedBatch = static_cast<double>(ctx.globalBatch) / static_cast<double>(std::max<i64>(1, c.training.globalBatch));
            // Layouts are ranked by the model's own step even where the user's MFU sets the time: at
            // one MFU every layout takes the same time, and the first tried won (a QA pass read TP 8 over
            // PCIe on L40S and PP 7 for 40 layers under --mfu 0.45).
            const double modelled = c.training.efficiencyOverridden ? c.training.step.total() : c.training.stepSeconds;
            c.rankSeconds = modelled * std::min(1.0, perRequestedBatch) * (c.lowHeadroom ? headroomPenalty(s) : 1.0);
            consider(r, std::move(c));
            return headroom >= kHeadroomWanted;
        };
        if (partialWanted)
            partialRecompute(ctx, l, m, r, candidate);
        roomyFound = candidate(l, m);
    }
}

// Which layouts one pass of the search enumerates (§6.1).
enum class SearchScope {
    Any,                 // every shape, the stack resolved from the scenario and the shape
    DataParallel,        // TP, PP and CP 1
    FsdpTensorParallel,  // TP > 1 at PP 1 on FSDP2 (torchtitan's 2-D; NeMo Automodel)
};

void searchShapes(const Context &ctx, i64 n, SearchScope scope, CountResult &r);
void searchShape(const Context &ctx, const Shape &sh, Framework stack, CountResult &r);

// §6.1: every shape on n GPUs, every choice within it; the best candidate by rank time.
// Fine-tuning on the automatic stack is planned data-parallel wherever that fits (§6.1): the stacks
// fine-tuning runs on (Hugging Face TRL and PEFT, torchtune, axolotl, NeMo Automodel) shard with
// FSDP or ZeRO and add tensor or pipeline stages only when the model does not fit otherwise. The
// search compared Megatron-Core's PP 2 with FSDP on one GPU and gave a LoRA of an 8B model 10.6x
// the speed on 8 GPUs that it had on one (a GUI QA pass).
CountResult searchTraining(const Context &ctx, i64 n)
{
    const Scenario &s = ctx.s;
    const ParallelOverride &o = s.parallel;
    const bool fineTuning = s.workload == Workload::Finetune || trainsAdapters(s.workload);
    const bool automatic = s.training.framework == Framework::Auto && o.tp <= 0 && o.pp <= 0 && o.cp <= 0;
    CountResult dataParallel;
    // QLoRA runs on data-parallel stacks only (bitsandbytes or torchao NF4 under PEFT, FSDP-QLoRA,
    // torchtune): no tensor- or pipeline-parallel stack quantises the frozen base to 4 bits, so the
    // automatic search keeps it data-parallel even at a slim headroom (a zh_TW QA pass was shown a
    // 70B QLoRA on Megatron-Core TP 2 at 64 % MFU).
    if (automatic && s.workload == Workload::Qlora) {
        searchShapes(ctx, n, SearchScope::DataParallel, dataParallel);
        return dataParallel;
    }
    if (!fineTuning || !automatic) {
        CountResult any;
        searchShapes(ctx, n, SearchScope::Any, any);
        return any;
    }
    // Where it fits with the wanted headroom: a data-parallel layout filled to the last percent
    // is not what those stacks are run at, and the purchase (which keeps the headroom) then
    // bought tensor and pipeline stages 1.35x faster on the same GPUs than the plan beside it
    // (Qwen2.5-72B full fine-tune on 16 H20, a QA pass: 4.9 days planned, 4.2 bought).
    searchShapes(ctx, n, SearchScope::DataParallel, dataParallel);
    const bool roomy = dataParallel.best && (ctx.headroomReserved || !dataParallel.best->lowHeadroom);
    // A full fine-tune over several nodes is also run on Megatron-Core's tensor and pipeline stages
    // (NeMo's and Megatron-Bridge's SFT recipes: Llama 3 70B at TP 4 PP 4 on 32 GPUs, validation.md
    // §2g), and taken where it is clearly faster: Llama 3.1 70B on 16 H20 took 9.5 days on FSDP beside
    // 7.1 on TP 8 PP 2, while the larger Qwen2.5 72B, which FSDP does not fit roomily, was planned on
    // TP 8 PP 2 at 7.3 (a zh_TW QA pass). In one node, and for adapters, the data-parallel stacks
    // fine-tuning teams run there (TRL, PEFT, torchtune) stay the plan.
    const bool severalNodes = n > ctx.fabric.gpusPerNode;
    if (roomy && !(s.workload == Workload::Finetune && severalNodes))
        return dataParallel;
    // Otherwise model parallelism as those stacks add it: Megatron-Core's (NeMo) and FSDP2 with
    // tensor parallelism, which shards every state over TP x DP and splits the activations over TP
    // (a QA pass: 32B on 8 A800 fitted at TP 1 with 1 % free, and the purchase bought 16 where
    // FSDP at TP 2 keeps 10 % free on the 8).
    CountResult any;
    searchShapes(ctx, n, SearchScope::Any, any);
    searchShapes(ctx, n, SearchScope::FsdpTensorParallel, any);
    if (!any.best)   // the data-parallel search's answer, its count of layouts and its leanest as they were
        return dataParallel;
    // Where data parallelism is roomy, model parallelism must win by more than kStackTie: the
    // simpler stack is the one fine-tuning teams run.
    if (roomy && any.best->rankSeconds > (1.0 - kStackTie) * dataParallel.best->rankSeconds) {
        dataParallel.evaluated += any.evaluated;
        return dataParallel;
    }
    any.evaluated += dataParallel.evaluated;
    return any;
}

// One shape on one stack: every choice within it.
void searchShape(const Context &ctx, const Shape &sh, Framework stack, CountResult &r)
{
    ShapeChoices c = shapeChoices(ctx, sh, stack);
    // Megatron-Core's data parallelism shards the optimizer only (its distributed optimizer).
    if (stack == Framework::MegatronCore && ctx.s.parallel.zero < 0)
        c.zeros = {1};
    for (const ExpertSplit &ex : c.experts)
        for (int zero : c.zeros)
            for (int v : c.interleaves)
                for (i64 micro : c.micros) {
                    Layout l;
                    l.tp = sh.tp;
                    l.cp = sh.cp;
                    l.pp = static_cast<int>(sh.pp);
                    l.dp = static_cast<int>(sh.dp);
                    l.ep = ex.ep;
                    l.etp = ex.etp;
                    l.zero = zero;
                    l.interleave = v;
                    l.microBatch = micro;
                    l.sequenceParallel = ctx.s.training.sequenceParallel && sh.tp > 1;
                    l.offload = ctx.s.training.offload;
                    l.framework = stack;
                    evaluateRecomputes(ctx, l, c.recomputes, r);
                }
}

void searchShapes(const Context &ctx, i64 n, SearchScope scope, CountResult &r)
{
    const Scenario &s = ctx.s;
    for (const Shape &sh : trainingShapes(ctx, n)) {
        if (scope == SearchScope::DataParallel && (sh.tp > 1 || sh.pp > 1 || sh.cp > 1))
            continue;
        if (scope == SearchScope::FsdpTensorParallel && (sh.tp == 1 || sh.pp > 1))
            continue;
        // Pre-training data-parallel only, the automatic stack is FSDP (ZeRO 1-3) and also Megatron-Core's
        // data parallelism with its distributed optimizer, as NeMo runs small models (Llama 3.1 8B at TP 1
        // on 8 H100, validation.md §2d): a 1.5B model on 2 H100 was planned at PP 2 on Megatron-Core
        // (12.9 days) beside FSDP held to its 46 % ceiling, where DP 2 on Megatron-Core takes 11.1 (a
        // zh_TW QA pass asked who runs a pipeline for 1.5B parameters).
        std::vector<Framework> stacks {scope == SearchScope::FsdpTensorParallel ? Framework::Fsdp : Framework::Auto};
        const bool dataParallelOnly = sh.tp == 1 && sh.pp == 1 && sh.cp == 1 && !s.model.text.moe;
        if (scope == SearchScope::Any && dataParallelOnly && s.workload == Workload::Pretrain
            && s.training.framework == Framework::Auto && s.training.kernels != Kernels::Eager
            && s.training.offload != Offload::OptimizerAndParams)
            stacks.push_back(Framework::MegatronCore);
        for (const Framework stack : stacks)
            searchShape(ctx, sh, stack, r);
    }
}


// Why the runner-up lost to the best layout: the step term that grew the most, a tie once both are
// held to the published MFU ceiling, the memory headroom it gives up (the rank's 3 % penalty), or,
// as fast, its memory (a CLI QA pass read "-2.5% slower, mostly from more tensor-parallel
// communication" for a faster runner-up at TP 1 that left under 10 % of memory free).
void explainRunnerUp(SearchSummary &search, const Candidate &bestC, const Candidate &otherC, bool headroomKept)
{
    const TrainingEstimate &best = bestC.training, &other = otherC.training;
    const StepBreakdown &a = best.step, &b = other.step;
    const std::pair<StepTerm, double> terms[] = {
        {StepTerm::Compute, b.compute - a.compute},
        {StepTerm::MemoryBound, b.memoryBound - a.memoryBound},
        {StepTerm::TpComm, b.tpComm - a.tpComm},
        {StepTerm::EpComm, b.epComm - a.epComm},
        {StepTerm::MoeRouting, b.moeRouting - a.moeRouting},
        {StepTerm::CpComm, b.cpComm - a.cpComm},
        {StepTerm::PpComm, b.ppComm - a.ppComm},
        {StepTerm::Bubble, b.bubble - a.bubble},
        {StepTerm::DpComm, b.dpComm - a.dpComm},
        {StepTerm::Optimizer, b.optimizer - a.optimizer},
        {StepTerm::Offload, b.offload - a.offload},
    };
    const auto *worst = &terms[0];
    for (const auto &t : terms)
        if (t.second > worst->second)
            worst = &t;
    const double pct = best.stepSeconds > 0 ? (other.stepSeconds / best.stepSeconds - 1.0) * 100.0 : 0.0;
    const bool penalised = otherC.lowHeadroom && !bestC.lowHeadroom;
    search.runnerUpTerm = worst->first;
    if (pct >= 0.05)
        search.runnerUpWhy = RunnerUpWhy::Slower;
    else if (penalised)
        search.runnerUpWhy = headroomKept ? RunnerUpWhy::HeadroomKept : RunnerUpWhy::LessHeadroom;
    else if (best.heldToCeiling && other.heldToCeiling)
        search.runnerUpWhy = RunnerUpWhy::TiesAtCeiling;
    else if (otherC.memory.total() > bestC.memory.total())
        search.runnerUpWhy = RunnerUpWhy::MoreMemory;
    else
        search.runnerUpWhy = RunnerUpWhy::AsFast;
}

void fillTrainingOption(Option &opt, const Context &ctx, i64 n, const CountResult &r)
{
    opt.gpuCount = n;
    opt.search.layoutsEvaluated += r.evaluated;
    if (r.best) {
        opt.fits = true;
        opt.layout = r.best->layout;
        opt.memory = r.best->memory;
        opt.training = r.best->training;
        opt.search.best = r.best->layout;
        opt.search.bestSeconds = r.best->training.stepSeconds;
        if (r.runnerUp) {
            opt.search.runnerUp = r.runnerUp->layout;
            opt.search.runnerUpSeconds = r.runnerUp->training.stepSeconds;
            explainRunnerUp(opt.search, *r.best, *r.runnerUp, layoutSearched(ctx.s));
        }
    } else {
        opt.fits = false;
        opt.training.reset();
        if (r.leanest) {
            // The closest layout at this count: its real degrees, pinned values kept.
            opt.layout = r.leanest->layout;
            opt.memory = r.leanest->memory;
            opt.shortfall = shortfallOf(opt.memory, ctx.usable);
        }
    }
}

// The count's planned layout as the chart shows it: the option's own layout where it is the same search.
SweepPoint sweepPoint(const std::string &gpuId, i64 n, const CountResult &r, i64 usable)
{
    SweepPoint p;
    p.gpuId = gpuId;
    p.gpuCount = n;
    if (r.best) {
        p.memoryPerGpu = r.best->memory.total();
        p.layout = r.best->layout;
    } else if (r.leanest) {
        p.memoryPerGpu = r.leanest->memory.total();
        p.layout = r.leanest->layout;
    }
    p.leanestBytes = r.leanest ? r.leanest->memory.total() : p.memoryPerGpu;
    p.fits = r.best.has_value() && p.memoryPerGpu <= usable;
    return p;
}

// Pilot-run calibration: the efficiency scale that makes the model reproduce a measured step.
// A measured step the kernel model cannot reach with any efficiency up to the GPUs' peak (or
// faster than the step's communication and bubble alone) is impossible on that count: a wrong
// time, GPU count or model, said rather than clamped; over 20x slower than predicted is refused too.
struct PilotFit
{
    double scale = 1.0;
    std::optional<Issue> issue;
};

constexpr double kPilotSlowestScale = 0.05;

PilotFit pilotScale(const Context &ctx, i64 n)
{
    const TrainingSetup &tr = ctx.s.training;
    PilotFit fit;
    if (tr.measuredStepSeconds <= 0 && tr.measuredTokensPerSecond <= 0)
        return fit;
    const CountResult r = searchTraining(ctx, n);
    if (!r.best)
        return fit;
    const TrainingEstimate &e = r.best->training;
    const bool byStep = tr.measuredStepSeconds > 0;
    const double measured = byStep ? tr.measuredStepSeconds : e.tokensPerStep / tr.measuredTokensPerSecond;
    // step(k) = (compute + bubble share of compute) / k + rest; solve for k. A calibrated step is not
    // held to the published ceiling (§4.9), so the fit is on the step without it: fitted on the held
    // step, the calibrated one came out the ceiling's share short of the measured step (1.09 s of 60 on
    // 8 H100, 7.9 s of 80 on 32 A100; a QA pass).
    const double unheld = e.stepSeconds - e.step.publishedCeiling;
    const double scaled = e.step.compute * (1.0 + (e.step.bubble > 0 ? e.step.bubble / (unheld - e.step.bubble) : 0.0));
    const double rest = unheld - scaled;
    const double fastest = std::max(1.0, 1.0 / std::max(1e-9, e.matmulEfficiency));   // efficiency at the peak
    const double k = measured > rest ? scaled / (measured - rest) : std::numeric_limits<double>::infinity();
    const std::string field = byStep ? "measured_step_s" : "measured_tokens_per_s";
    const std::string what = byStep ? fmt("a step of %.2f s", measured)
                                    : fmt("%.6g tokens/s (a step of %.2f s)", tr.measuredTokensPerSecond, measured);
    const std::string on = fmt(" on %lld %s (the model predicts %.2f s for a step of %.0f tokens)",
                               static_cast<long long>(n), ctx.gpu.id.c_str(), e.stepSeconds, e.tokensPerStep);
    if (k > fastest) {
        Issue is {IssueCode::OutOfRange, field,
                  what + on + " is faster than the GPUs' peak allows; check the time, the GPU count and the model"};
        is.value = measured;
        is.min = e.stepSeconds;
        fit.issue = is;
    } else if (k < kPilotSlowestScale) {
        Issue is {IssueCode::OutOfRange, field,
                  what + on + " is over 20 times slower than predicted; check the time, the GPU count and the model"};
        is.value = measured;
        is.max = e.stepSeconds;
        fit.issue = is;
    }
    fit.scale = std::clamp(k, kPilotSlowestScale, fastest);
    return fit;
}

} // namespace

std::vector<i64> countLadder(int gpusPerNode, i64 maxGpus)
{
    std::vector<i64> out;
    const i64 node = std::max(1, gpusPerNode);
    for (i64 n = 1; n < node && n <= maxGpus; ++n)
        out.push_back(n);
    static const int kNodes[] = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 80, 96, 128, 160,
                                 192, 256, 320, 384, 512, 640, 768, 1024, 1280, 1536, 2048, 4096, 8192, 16384};
    for (int k : kNodes) {
        const i64 n = k * node;
        if (n > maxGpus)
            break;
        out.push_back(n);
    }
    if (out.empty() || (out.back() < maxGpus && maxGpus % node != 0 && maxGpus < node))
        out.push_back(maxGpus);
    return out;
}

namespace {

// §7: an option that does not fit (its shortfall and the count that would fit are on the option).
void noFitWarning(Option &opt, const Scenario &s)
{
    if (opt.fixedCount) {
        opt.warnings.push_back({WarningCode::NoFitAtCount, static_cast<double>(opt.shortfall ? opt.shortfall->overBytes : 0)});
    } else {
        opt.warnings.push_back({WarningCode::NoFit, static_cast<double>(s.maxGpus)});
    }
}

// Where the GPU can be bought, fitting or not (a zh_CN QA pass's fixed count that did not fit lost
// the licence note the free plan carried).
void regionWarnings(Option &opt, const Scenario &s, const Gpu &gpu)
{
    if (gpu.restrictedIn(s.region))
        opt.warnings.push_back({WarningCode::NotSoldInRegion, 0});
    if (gpu.licenceIn(s.region))   // planned and recommendable, with the licence to check
        opt.warnings.push_back({WarningCode::LicenceRequired, 0});
    // No ruling found: said, not silent (a zh_CN QA pass saw the L4 and the RTX 6000 Ada planned for
    // mainland China without a word, where the catalogue's own note says to check).
    if (gpu.unverifiedIn(s.region))
        opt.warnings.push_back({WarningCode::RegionRulesUnverified, 0});
}

// Memory headroom, the GPU's links, consumer parts and FP8 support.
void hardwareWarnings(Option &opt, const Scenario &s, const Gpu &gpu, const Fabric &f)
{
    const double headroom = memoryFreeShare(s, opt.memory, opt.usableBytes);
    // Serving engines fill the KV cache up to their memory fraction on purpose (vLLM keeps
    // 1 - gpu_memory_utilization free), so the warning is for training only.
    if (headroom < 0.10 && isTraining(s.workload))
        opt.warnings.push_back({WarningCode::LowHeadroom, headroom});
    const bool bridged = gpu.link == LinkKind::NvLinkBridge && opt.layout.tp == 2;
    if (opt.layout.tp > 1 && f.tpOverPcie && !bridged)
        opt.warnings.push_back({WarningCode::TensorParallelOverPcie, static_cast<double>(opt.layout.tp)});
    if (gpu.consumer && isTraining(s.workload) && opt.nodes > 1)
        opt.warnings.push_back({WarningCode::ConsumerMultiNode, static_cast<double>(opt.nodes)});
    // The licence, wherever a consumer card is planned, on one node or many (a zh_TW QA pass found it
    // in the advice only, not beside the RTX 4090 in the plan; a zh_CN one lost it on two servers).
    if (gpu.consumer)
        opt.warnings.push_back({WarningCode::ConsumerLicence, 0.0});
    const bool wantsFp8 = (isTraining(s.workload) && s.training.precision == Precision::Fp8)
                          || (!isTraining(s.workload) && (s.inference.weights == Dtype::Fp8 || s.inference.kvCache == Dtype::Fp8));
    if (wantsFp8 && !gpu.peak(Dtype::Fp8))
        opt.warnings.push_back({WarningCode::NoFp8, 0});
    // Volta and Turing have no BF16 tensor cores: frameworks refuse BF16 there or emulate it slowly
    // (vLLM: "Bfloat16 is only supported on GPUs with compute capability of at least 8.0"); the plan
    // is at FP16 speed, which FP16 with loss scaling gets (a CLI QA pass: 52 % MFU for BF16 on a V100).
    if (bf16AtFp16Speed(s, gpu))
        opt.warnings.push_back({WarningCode::NoBf16, 0});
    // Pure 16-bit training (model.md §2.1) is done in BF16: FP16's five exponent bits lose the small
    // updates and overflow without an fp32 master copy and loss scaling (a QA pass: no word for it).
    if (isTraining(s.workload) && s.training.pure16Bit() && s.training.precision == Precision::Fp16Mixed)
        opt.warnings.push_back({WarningCode::PureFp16, 0});
}

// Host CPU cores per GPU that decoding the training images takes (one image per sequence of an
// image model: ViT, CLIP pair, vision-language sample); 0 for text-only models and serving.
double dataLoadingCoresPerGpu(const Option &opt, const Scenario &s)
{
    const Family f = s.model.family;
    const bool images = f == Family::Vit || f == Family::Clip || f == Family::Multimodal;
    if (!images || !opt.training || opt.training->stepSeconds <= 0 || opt.gpuCount <= 0)
        return 0;
    const double imagesPerGpuSecond = static_cast<double>(opt.training->globalBatch) / opt.training->stepSeconds
                                      / static_cast<double>(opt.gpuCount);
    return imagesPerGpuSecond / kJpegImagesPerCoreSecond;
}

// Exposed communication, sizes beyond any published model, jobs of years, image decoding.
void scaleWarnings(Option &opt, const Scenario &s)
{
    if (opt.training && opt.nodes > 1) {
        // Communication that no compute hides, as a share of the step (slow fabrics show here first).
        const StepBreakdown &b = opt.training->step;
        const double exposed = b.tpComm + b.epComm + b.cpComm + b.ppComm + b.dpComm;
        const double share = opt.training->stepSeconds > 0 ? exposed / opt.training->stepSeconds : 0.0;
        if (share > kExposedCommunicationShare)
            opt.warnings.push_back({WarningCode::ExposedCommunication, share});
    }
    if (const double params = static_cast<double>(cachedParams(s.model).total); params > kLargestPublishedParams)
        opt.warnings.push_back({WarningCode::BeyondPublished, params});
    // A rotary (or ALiBi) model trained on longer sequences than its positions: context extension, which
    // the numbers plan as any run but the model needs (RoPE scaling, a long-context data mix). Learned
    // positions cannot be extended and are refused (IssueReason::SequenceAboveLearnedPositions); serving
    // refuses requests beyond the positions (a zh_TW QA pass: 200,000 tokens on Llama 3.1's 131,072
    // were planned without a word).
    if (const Tower &t = s.model.text; opt.training && t.position != PositionKind::Learned && !t.isVision() && t.maxPositions > 0
                                       && s.training.seqLen > t.maxPositions)
        opt.warnings.push_back({WarningCode::BeyondTrainedPositions, static_cast<double>(t.maxPositions)});
    if (opt.training && opt.training->days > kJobTooLongYears * 365.0)
        opt.warnings.push_back({WarningCode::JobTooLong, opt.training->days / 365.0});
    if (const double cores = dataLoadingCoresPerGpu(opt, s); cores > kServerCoresPerGpu)
        opt.warnings.push_back({WarningCode::DataLoadingCpu, cores});
    // vLLM and SGLang serve no T5-family encoder-decoder (vLLM's V1 engine dropped encoder-decoder
    // text models; T5's relative-position bias was never supported); TensorRT-LLM does (enc_dec).
    const ServingEngine e = s.inference.engine;
    if (opt.inference && s.model.encoder && (e == ServingEngine::Vllm || e == ServingEngine::Sglang))
        opt.warnings.push_back({WarningCode::EngineLacksEncoderDecoder, 0.0});
}

// The scenario's goals: deadline, latency, QPS.
void goalWarnings(Option &opt, const Scenario &s)
{
    // No limit on the time between tokens: say how slowly the answer streams where it is slow, at
    // the scenario's rate where it has one (what its users see, §5.8), else at the full batch.
    if (opt.inference && opt.fits && s.inference.tpotMs <= 0 && s.inference.e2eMs <= 0 && s.inference.outputTokens > 1
        && opt.inference->tpotMs > 0) {
        const InferenceEstimate &e = *opt.inference;
        const double tpot = e.atLoad ? e.atLoad->itlMs : e.tpotMs;
        if (tpot > kSlowTokenMs)
            opt.warnings.push_back({WarningCode::SlowTokens, tpot});
    }
    if (opt.training && s.training.deadlineDays > 0 && opt.training->days > s.training.deadlineDays)
        opt.warnings.push_back({WarningCode::DeadlineMissed, opt.training->days});
    if (opt.inference && !opt.inference->meetsLatency) {
        // One warning a limit missed, the furthest first (a QA pass missing both a TTFT of 60 ms and a
        // TPOT of 5 ms read only the TPOT); the limits hold at the scenario's rate (§5.8), else at the
        // full batch.
        const InferenceEstimate &e = *opt.inference;
        const std::optional<LoadPoint> &at = e.atLoad;
        const std::int64_t out = std::max<std::int64_t>(1, s.inference.outputTokens);
        std::vector<std::pair<double, Warning>> missed;
        for (const auto &[kind, planned, loaded, floor, limit] :
             {std::tuple {LatencyLimit::Ttft, e.ttftMs, at ? at->ttftMs : 0.0, e.oneSequenceTtftMs, s.inference.ttftMs},
              std::tuple {LatencyLimit::Tpot, e.tpotMs, at ? at->itlMs : 0.0, e.oneSequenceTpotMs, s.inference.tpotMs},
              std::tuple {LatencyLimit::E2e, e.e2eMs, at ? endToEndMs(*at, out) : 0.0, e.oneSequenceE2eMs,
                          s.inference.e2eMs}}) {
            const double worse = at ? loaded : planned;
            if (!(limit > 0))
                continue;
            Warning w {WarningCode::LatencyMissed, 0};
            w.latency = kind;
            // Missed even by one sequence at a time: that is the least it can be, and said.
            w.oneSequence = floor > limit;
            w.atLoad = !w.oneSequence && at;
            // The least it comes to: one sequence at a time back to back, or the rate where fewer
            // run on average (a QA pass read 380 ms "with one sequence at a time" beside 378 ms at
            // the rate).
            w.value = w.oneSequence ? (at ? std::min(floor, loaded) : floor) : worse;
            w.limitMs = limit;
            w.plannedMs = worse;
            missed.emplace_back(worse / limit, w);
        }
        std::stable_sort(missed.begin(), missed.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
        // Those beyond their limit; at least the furthest (a miss within the rounding of the TPOT's slack).
        for (std::size_t i = 0; i < missed.size(); ++i)
            if (i == 0 || missed[i].first > 1.0)
                opt.warnings.push_back(missed[i].second);
        if (missed.empty())
            opt.warnings.push_back({WarningCode::LatencyMissed, 0});
    }
    if (opt.inference && !opt.inference->meetsQps)
        opt.warnings.push_back({WarningCode::QpsMissed, opt.inference->requestsPerSecond});
}

// The MFU ceiling, CPU offload, and a serving engine that does not run on the GPU.
void stackWarnings(Option &opt, const Scenario &s, const Gpu &gpu)
{
    // TensorRT-LLM builds on CUDA, TensorRT and NVIDIA's kernels (XQA, CUTLASS): NVIDIA GPUs only.
    const ServingEngine e = s.inference.engine;
    if (opt.inference && (e == ServingEngine::TensorRtLlm || e == ServingEngine::TensorRtLlm2023) && gpu.vendor != "NVIDIA")
        opt.warnings.push_back({WarningCode::EngineNotForGpu, 0.0});
    // The MFU against the best published run: the kernel model's where the step was held to it, or the
    // user's, which is kept and said (an English QA pass typed --mfu 0.9 for H100 and read 2 GPUs for
    // 299.5 days with only "from your MFU override"); a user MFU is never held (jobTotals). Within 0.05
    // points the hold changes nothing a reader sees ("62.0 % MFU, above the best published 62.0 %").
    const bool given = s.training.mfuOverride > 0;
    if (opt.training && (opt.training->heldToCeiling || given)) {
        const double mfu = given ? s.training.mfuOverride : opt.training->modelledMfu;
        if (auto ceiling = publishedMfuCeiling(gpu, s.training.precision, opt.training->framework);
            ceiling && mfu - ceiling->mfu >= 0.0005) {
            Warning w {given ? WarningCode::MfuGivenAboveBestPublished : WarningCode::MfuAboveBestPublished, ceiling->mfu};
            w.ceilingOfGpu = ceiling->ofGpu;
            opt.warnings.push_back(w);
        }
    }
    if (opt.training && opt.layout.offload != Offload::None) {
        const double off = opt.training->step.offload;
        const double rest = opt.training->stepSeconds - off;
        opt.warnings.push_back({WarningCode::Offload, rest > 0 ? off / rest : 0.0});
    }
}

void addWarnings(Option &opt, const Scenario &s, const Gpu &gpu, const Fabric &f)
{
    if (!opt.fits) {
        noFitWarning(opt, s);
        regionWarnings(opt, s, gpu);
        return;
    }
    hardwareWarnings(opt, s, gpu, f);
    regionWarnings(opt, s, gpu);
    scaleWarnings(opt, s);
    goalWarnings(opt, s);
    stackWarnings(opt, s, gpu);
}

// The unit a purchase is made of (docs/model.md §6.6): whole servers when buying; when renting,
// one cloud instance of 1, 2, 4 or 8 GPUs below a node and whole-node instances beyond.
struct PurchaseUnit
{
    i64 gpus = 0;         // the purchase
    i64 perUnit = 1;
    bool instances = false;
};
PurchaseUnit purchaseUnit(const Scenario &s, const Gpu &gpu, i64 n)
{
    const i64 node = std::max(1, gpu.gpusPerNode);
    const bool rent = s.budget.acquisition == Acquisition::Rent;
    n = std::max<i64>(1, n);
    if (rent && n < node) {
        const i64 shape = instanceShape(n, gpu.gpusPerNode);
        return {shape, shape, true};
    }
    return {(n + node - 1) / node * node, node, rent};
}

// The scenario in the other acquisition mode (buying for renting, renting for buying).
Scenario otherAcquisition(const Scenario &s)
{
    Scenario other = s;
    other.budget.acquisition = s.budget.acquisition == Acquisition::Buy ? Acquisition::Rent : Acquisition::Buy;
    return other;
}

// The purchase for a training option: the layout on every GPU of the whole units that keeps the
// recommended headroom and meets the deadline; up to four more units when the rounded count has no
// such layout (none for a count the user fixed); then the deadline without the headroom, the
// headroom without the deadline, and last the option's own layout with idle GPUs.
Purchase trainingPurchase(const Context &ctx, const Option &opt, bool fixedCount, i64 &evaluated)
{
    const PurchaseUnit u = purchaseUnit(ctx.s, ctx.gpu, opt.gpuCount);
    Context roomy = ctx;
    roomy.usable = static_cast<i64>(static_cast<double>(ctx.usable) * (1.0 - kRecommendedHeadroom));
    roomy.headroomReserved = true;
    const double deadline = ctx.s.training.deadlineDays;
    auto search = [&](const Context &c, i64 n, bool needDeadline) -> std::optional<Candidate> {
        CountResult r = searchTraining(c, n);
        evaluated += r.evaluated;
        if (r.best && (!needDeadline || deadline <= 0 || r.best->training.days <= deadline))
            return r.best;
        return std::nullopt;
    };
    std::optional<Candidate> found;
    i64 at = u.gpus;
    const int extra = fixedCount ? 0 : 4;
    for (int k = 0; k <= extra && !found; ++k) {
        const i64 n = u.gpus + k * u.perUnit;
        if (k > 0 && n > ctx.s.maxGpus)
            break;
        if ((found = search(roomy, n, true)))
            at = n;
    }
    if (!found) {   // the fallbacks all stay on the rounded count (`at` is still u.gpus)
        found = search(ctx, u.gpus, true);
        if (!found)
            found = search(roomy, u.gpus, false);
        if (!found)
            found = search(ctx, u.gpus, false);
    }
    Purchase p;
    p.gpuCount = at;
    p.gpusPerUnit = u.perUnit;
    p.units = (at + u.perUnit - 1) / u.perUnit;
    p.minimumUnits = (u.gpus + u.perUnit - 1) / u.perUnit;
    p.instances = u.instances;
    // On the option's own count the option's layout is bought where it keeps the headroom and the
    // deadline and nothing found is faster: a count's search can be wider than the purchase's (a fixed
    // count tries every stack), and a LoRA on a fixed 8 L40S was planned at TP 1 PP 2 (11 % free, 11.2
    // hours) and bought at DP 8 (10 % free, 14.8 hours), its rent priced on the slower one (a zh_TW
    // procurement QA pass).
    const bool ownKeepsHeadroom = opt.fits && opt.training && at == opt.gpuCount
                                  && memoryFreeShare(ctx.s, opt.memory, ctx.usable) >= kRecommendedHeadroom - 1e-12
                                  && (deadline <= 0 || opt.training->days <= deadline);
    if (ownKeepsHeadroom && (!found || found->training.days > opt.training->days)) {
        p.layout = opt.layout;
        p.memory = opt.memory;
        p.training = *opt.training;
    } else if (found) {
        p.layout = found->layout;
        p.memory = found->memory;
        p.training = found->training;
    } else {
        p.layout = opt.layout;
        p.memory = opt.memory;
        p.training = opt.training;
        p.idleGpus = at - opt.gpuCount;
    }
    p.headroom = memoryFreeShare(ctx.s, p.memory, ctx.usable);
    p.meetsHeadroom = p.headroom >= kRecommendedHeadroom - 1e-12;
    return p;
}

// What the walk up the count ladder found (docs/model.md §6.2); each count with its search.
struct LadderResult
{
    using Found = std::optional<std::pair<i64, CountResult>>;
    Found chosen;        // fewest that meet the deadline
    Found firstFit;      // fewest that fit
    Found fastest;       // when nothing meets the deadline
    Found leanestRung;   // when nothing fits: the closest count
    std::vector<SweepPoint> points;   // the memory chart's points, one per rung
};

// The GPU count a fixed-count question names: --gpus, or the product of a fully pinned layout.
i64 fixedTrainingCount(const Scenario &s)
{
    const ParallelOverride &o = s.parallel;
    i64 fixed = s.gpuCount;
    if (fixed <= 0 && o.tp > 0 && o.pp > 0 && o.dp > 0)
        fixed = static_cast<i64>(o.tp) * std::max(1, o.cp) * o.pp * o.dp;
    return fixed;
}

// Walks the ladder; on the rung where a goal first holds, refines down to the fewest GPUs (single
// GPUs inside a node, whole nodes beyond) for which it holds.
LadderResult walkLadder(const Context &ctx, const std::vector<i64> &ladder, bool fixed, i64 &evaluated)
{
    const Gpu &gpu = ctx.gpu;
    const double deadline = ctx.s.training.deadlineDays;
    auto fitsAt = [](const CountResult &r) { return r.best.has_value(); };
    auto meetsDeadline = [&](const CountResult &r) {
        return r.best && (deadline <= 0 || r.best->training.days <= deadline);
    };
    auto refine = [&](i64 previous, i64 n, const CountResult &atN, auto goal) {
        i64 lo = previous, hi = n;
        CountResult hiResult = atN;
        const i64 step = n > gpu.gpusPerNode ? gpu.gpusPerNode : 1;
        while (hi - lo > step && n > gpu.gpusPerNode) {
            const i64 mid = lo + ((hi - lo) / step / 2) * step;
            if (mid <= lo)
                break;
            CountResult m = searchTraining(ctx, mid);
            evaluated += m.evaluated;
            if (goal(m)) {
                hi = mid;
                hiResult = std::move(m);
            } else {
                lo = mid;
            }
        }
        return std::make_pair(hi, std::move(hiResult));
    };
    LadderResult out;
    i64 previous = 0;
    for (i64 n : ladder) {
        CountResult r = searchTraining(ctx, n);
        evaluated += r.evaluated;
        if (r.leanest)   // no point where the pins leave no layout at this count
            out.points.push_back(sweepPoint(gpu.id, n, r, ctx.usable));
        if (r.leanest && (!out.leanestRung || r.leanest->memory.total() < out.leanestRung->second.leanest->memory.total()))
            out.leanestRung = std::make_pair(n, r);
        if (r.best && (!out.fastest || r.best->training.days < out.fastest->second.best->training.days))
            out.fastest = std::make_pair(n, r);
        if (!out.firstFit && fitsAt(r))
            out.firstFit = refine(previous, n, r, fitsAt);
        if (!fixed && !out.chosen && meetsDeadline(r))
            out.chosen = deadline > 0 ? refine(previous, n, r, meetsDeadline) : *out.firstFit;
        previous = n;
    }
    return out;
}

// The chart has a point at every count the option or its "fits from" answer names, from the same
// search; sorted by count.
void addSweepPoint(std::vector<SweepPoint> &points, const Context &ctx, i64 n, const CountResult &r)
{
    for (const SweepPoint &p : points)
        if (p.gpuCount == n)
            return;
    if (r.leanest)
        points.push_back(sweepPoint(ctx.gpu.id, n, r, ctx.usable));
}

// How far the default global batch may be rounded without a word (relative).
constexpr double kDefaultBatchSlack = 0.1;

// Warnings about the user's pins that the plan had to bend or could not use.
void addPinWarnings(Option &opt, const Scenario &s, const Gpu &gpu)
{
    const ParallelOverride &o = s.parallel;
    if (o.zero > 0 && opt.layout.replicas() == 1 && opt.layout.expertReplicas() == 1)
        opt.warnings.push_back({WarningCode::PinnedNoEffect, static_cast<double>(o.zero)});
    // The batch asked for, or with a pinned micro-batch the default one: a micro-batch of 64 on 24 ranks
    // rounded the default 1,024 sequences to 1,536 without a word (an English QA pass). The default
    // alone is "about" (§4.1: 4M tokens, 128 sequences to fine-tune): its rounding is said beyond
    // kDefaultBatchSlack (a zh_CN QA pass: 192 L40S fine-tuned with 192 sequences a step, not 128,
    // and came out faster than 256 on 128).
    const bool asked = s.training.globalBatch > 0 || s.training.microBatch > 0;
    const i64 wanted = defaultGlobalBatch(s);
    if (opt.training && opt.training->globalBatch != wanted
        && (asked || std::abs(static_cast<double>(opt.training->globalBatch - wanted)) > kDefaultBatchSlack * static_cast<double>(wanted)))
        opt.warnings.push_back({WarningCode::GlobalBatchRounded, static_cast<double>(wanted)});
    // The MoE dispatch settings (docs/model.md §4.5b) where this option cannot run them.
    const bool moe = s.model.text.moe.has_value();
    if (opt.training && moe && opt.layout.ep > 1 && s.training.moeDispatcher == MoeDispatcher::DeepEp
        && !opt.training->deepEpDispatch)
        opt.warnings.push_back({WarningCode::DeepEpUnavailable,
                                static_cast<double>(deepEpBlock(gpu, opt.training->framework))});
    if (opt.training && moe && s.training.epOverlap && !opt.training->epOverlapped)
        opt.warnings.push_back({WarningCode::EpOverlapNoEffect,
                                static_cast<double>(epOverlapBlock(moe, opt.layout, opt.training->framework))});
}

// A pilot run calibrates the kernel model on its own GPU and count (§6.3). False when the pilot's
// figures cannot be fitted (the option then carries only the issue).
bool calibrateFromPilot(Context &ctx, Option &opt, i64 fixed)
{
    const Scenario &s = ctx.s;
    if ((s.training.measuredStepSeconds <= 0 && s.training.measuredTokensPerSecond <= 0) || fixed <= 0
        || (!s.gpuIds.empty() && s.gpuIds.front() != ctx.gpu.id))
        return true;
    const PilotFit fit = pilotScale(ctx, fixed);
    if (fit.issue) {
        opt.pilotIssue = fit.issue;
        return false;
    }
    ctx.effScale = fit.scale;
    opt.calibratedFromPilot = true;
    opt.pilotEfficiencyScale = ctx.effScale;
    return true;
}

// The purchase in the scenario's own mode (buy or rent) and in the other one: the same where both
// are whole servers (a count of a node or more), else searched on the other mode's own units.
void addTrainingPurchases(Option &opt, const Context &ctx, bool fixedCount)
{
    i64 evaluated = 0;
    opt.purchase = trainingPurchase(ctx, opt, fixedCount, evaluated);
    const Scenario other = otherAcquisition(ctx.s);
    const PurchaseUnit mine = purchaseUnit(ctx.s, ctx.gpu, opt.gpuCount), theirs = purchaseUnit(other, ctx.gpu, opt.gpuCount);
    if (mine.gpus == theirs.gpus && mine.perUnit == theirs.perUnit) {
        opt.otherPurchase = opt.purchase;
        opt.otherPurchase->instances = theirs.instances;
    } else {
        const Context otherCtx {other, ctx.gpu, ctx.fabric, ctx.stats, ctx.usable, ctx.globalBatch, ctx.effScale};
        opt.otherPurchase = trainingPurchase(otherCtx, opt, fixedCount, evaluated);
    }
    opt.search.layoutsEvaluated += evaluated;
}

Option planTraining(const Scenario &s, const Gpu &gpu, const Network &net, const ModelStats &stats,
                    std::vector<SweepPoint> &sweep)
{
    Context ctx {s, gpu, fabricFor(gpu, net), stats, usableBytes(s, gpu), defaultGlobalBatch(s), 1.0};
    Option opt;
    opt.gpuId = gpu.id;
    opt.capacityBytes = gpu.capacityBytes;
    opt.usableBytes = ctx.usable;
    const i64 fixed = fixedTrainingCount(s);
    if (!calibrateFromPilot(ctx, opt, fixed))
        return opt;

    const std::vector<i64> ladder = countLadder(gpu.gpusPerNode, s.maxGpus);
    LadderResult found = walkLadder(ctx, ladder, fixed > 0, opt.search.layoutsEvaluated);
    if (found.firstFit) {
        const CountResult &r = found.firstFit->second;
        opt.fewestThatFit = FitPoint {found.firstFit->first, r.best->layout, r.best->memory.total()};
    }
    std::optional<CountResult> fixedResult;
    if (fixed > 0) {
        opt.fixedCount = true;
        fixedResult = searchTraining(ctx, fixed);
        fillTrainingOption(opt, ctx, fixed, *fixedResult);
        opt.noValidLayout = fixedResult->evaluated == 0;
        if (fixedResult->best && (!opt.fewestThatFit || fixed < opt.fewestThatFit->gpuCount))
            opt.fewestThatFit = FitPoint {fixed, fixedResult->best->layout, fixedResult->best->memory.total()};
    } else if (found.chosen) {
        fillTrainingOption(opt, ctx, found.chosen->first, found.chosen->second);
    } else if (found.fastest) {
        // Nothing meets the deadline: show the fastest option found (and warn).
        fillTrainingOption(opt, ctx, found.fastest->first, found.fastest->second);
    } else if (found.leanestRung) {
        fillTrainingOption(opt, ctx, found.leanestRung->first, found.leanestRung->second);   // nothing fits: the closest count
    } else {
        const i64 n = ladder.empty() ? 1 : ladder.back();
        fillTrainingOption(opt, ctx, n, searchTraining(ctx, n));
        opt.noValidLayout = true;   // the overrides leave no usable layout at any count
    }
    if (found.firstFit)
        addSweepPoint(found.points, ctx, found.firstFit->first, found.firstFit->second);
    if (found.chosen)
        addSweepPoint(found.points, ctx, found.chosen->first, found.chosen->second);
    if (fixedResult && fixedResult->evaluated > 0)
        addSweepPoint(found.points, ctx, fixed, *fixedResult);
    std::sort(found.points.begin(), found.points.end(),
              [](const SweepPoint &a, const SweepPoint &b) { return a.gpuCount < b.gpuCount; });
    sweep.insert(sweep.end(), found.points.begin(), found.points.end());

    opt.nodes = (opt.gpuCount + gpu.gpusPerNode - 1) / gpu.gpusPerNode;
    opt.gpuPowerKw = gpu.tdpW * static_cast<double>(opt.gpuCount) / 1000.0;
    if (opt.fits && opt.training)
        addTrainingPurchases(opt, ctx, fixed > 0);
    // A fixed count that misses the deadline: how many meet it (a zh_TW QA pass read "misses the
    // deadline" for QLoRA 70B on 2 fixed L40S at 82 days, without the count that finishes in 7).
    if (fixed > 0 && opt.fits && opt.training && s.training.deadlineDays > 0 && opt.training->days > s.training.deadlineDays) {
        i64 evaluated = 0;
        const LadderResult free = walkLadder(ctx, ladder, false, evaluated);
        if (free.chosen)
            opt.gpusForDeadline = free.chosen->first;
    }
    addWarnings(opt, s, gpu, ctx.fabric);
    addPinWarnings(opt, s, gpu);
    return opt;
}

// ---- inference ----------------------------------------------------------------------------------

struct Serving
{
    Layout layout;
    MemoryBreakdown memory;
    InferenceEstimate est;    // the deployment once deploy()ed; one replica's before
    InferenceEstimate one;    // one replica's rates (and one prefill replica's, disaggregated)
    bool fits = false;
};

// How many of `replicas` only prefill when prefill and decode are disaggregated: the split that
// serves the most requests, min(P·r_prefill, (R − P)·r_decode), with at least one of each.
i64 prefillShare(const InferenceEstimate &one, i64 replicas)
{
    const double rp = std::max(one.prefillRequestsPerSecond, 1e-12), rd = std::max(one.requestsPerSecond, 1e-12);
    const i64 guess = std::clamp<i64>(std::llround(static_cast<double>(replicas) * rd / (rp + rd)), 1, replicas - 1);
    i64 best = guess;
    double bestRate = -1;
    for (i64 p = std::max<i64>(1, guess - 1); p <= std::min(replicas - 1, guess + 1); ++p) {
        const double rate = std::min(static_cast<double>(p) * rp, static_cast<double>(replicas - p) * rd);
        if (rate > bestRate) {
            bestRate = rate;
            best = p;
        }
    }
    return best;
}

// The deployment of `replicas` copies of one replica (`prefill` of them prefilling only) on `gpus`
// GPUs: its capacity in requests and tokens per second.
InferenceEstimate deploy(const InferenceEstimate &one, i64 replicas, i64 prefill, i64 gpus)
{
    InferenceEstimate e = one;
    const double tokensPerRequest = one.requestsPerSecond > 0 ? one.tokensPerSecond / one.requestsPerSecond : 0;
    e.replicas = replicas;
    e.prefillReplicas = prefill;
    e.requestsPerSecond = prefill > 0 ? std::min(static_cast<double>(prefill) * one.prefillRequestsPerSecond,
                                                 static_cast<double>(replicas - prefill) * one.requestsPerSecond)
                                      : static_cast<double>(replicas) * one.requestsPerSecond;
    e.tokensPerSecond = prefill > 0 ? e.requestsPerSecond * tokensPerRequest : static_cast<double>(replicas) * one.tokensPerSecond;
    e.tokensPerSecondPerGpu = e.tokensPerSecond / static_cast<double>(std::max<i64>(1, gpus));
    return e;
}


i64 kvContext(const Scenario &s)
{
    return std::max<i64>(1, servingContext(s));
}

// The largest x with fits(x), memory growing with x: doubling while x <= doublingLimit, then
// bisection below min(the first failing doubling, cap). fits(1) must hold.
template<typename Fits>
i64 largestFitting(Fits &&fits, i64 doublingLimit, i64 cap)
{
    i64 lo = 1, hi = 2;
    while (hi <= doublingLimit && fits(hi)) {
        lo = hi;
        hi *= 2;
    }
    hi = std::min(hi, cap);
    while (hi - lo > 1) {
        const i64 mid = (lo + hi) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    return lo;
}

// One replica serving requests of the scenario's shape (docs/model.md §5.4-5.6).
struct ReplicaLoad
{
    const Scenario &s;
    const ModelStats &m;
    const Gpu &gpu;
    const Fabric &f;
    const Layout &l;
    EngineLimits limits;
    bool autoregressive = true, disaggregated = false;
    i64 out = 1, input = 1;
};

ReplicaLoad replicaLoad(const Scenario &s, const ModelStats &m, const Gpu &gpu, const Fabric &f, const Layout &l)
{
    ReplicaLoad r {s, m, gpu, f, l, engineLimits(s, gpu)};
    r.autoregressive = s.model.text.lmHead;
    r.disaggregated = s.inference.disaggregated && r.autoregressive && s.inference.batch <= 0;
    r.out = r.autoregressive ? std::max<i64>(1, s.inference.outputTokens) : 1;
    r.input = std::max<i64>(1, s.inference.inputTokens);
    return r;
}

// Chunked prefill (vLLM, SGLang, TensorRT-LLM): arriving prompts are cut into chunks that ride in
// the decode steps, up to the engine's tokens per step, so a prompt's weight reads are shared with
// the decode batch; its cost is its FLOPs at the batched rate (docs/model.md §5.5).
// With pipeline stages each stage runs its share of the layers for every prompt, the stages at once
// (below): a prompt takes 1/p of the time of each stage's GPUs.
double sharedPrefillSeconds(const ReplicaLoad &r)
{
    const i64 perStep = std::max<i64>(1, r.limits.maxBatchedTokens / std::max<i64>(1, r.input));
    return prefillSeconds(r.s, r.m, r.gpu, r.f, r.l, perStep, r.input) / static_cast<double>(perStep)
           / static_cast<double>(std::max(1, r.l.pp));
}

// Pipeline-parallel serving keeps one micro-batch in flight per stage (vLLM V1's batch queue of
// `max_concurrent_batches` = the pipeline size, TensorRT-LLM's micro-batches, docs/model.md §5.4):
// the b running sequences split into p micro-batches, and while one passes through the p stages the
// others occupy the rest, so every sequence gets a token each time a micro-batch of b/p crosses the
// whole model. decodeStepSeconds is that crossing (all layers, the stage hops); one stage was charged
// the whole batch before, so a pipeline's GPUs added memory and no throughput (a QA pass: TP 2 PP 2
// at 4,209 tokens/s beside TP 2 at 4,212).
double pipelinedDecodeSeconds(const ReplicaLoad &r, double batch, i64 context)
{
    const double micro = std::max(1.0, batch / static_cast<double>(std::max(1, r.l.pp)));
    const i64 lo = static_cast<i64>(std::floor(micro));
    const double at = decodeStepSeconds(r.s, r.m, r.gpu, r.f, r.l, lo, context);
    if (micro <= static_cast<double>(lo))
        return at;
    return at + (micro - static_cast<double>(lo)) * (decodeStepSeconds(r.s, r.m, r.gpu, r.f, r.l, lo + 1, context) - at);
}

// A static batch's prompts in k = min(B, p) micro-batches through p stages: k + p − 1 stage times
// of a micro-batch (one request crosses the p stages once: its plain prefill, a QA pass read batch 1
// at TP 2 PP 2 at 1.5 times it).
double pipelinedBatchPrefillSeconds(const ReplicaLoad &r, i64 batch)
{
    const i64 p = std::max(1, r.l.pp), k = std::clamp<i64>(batch, 1, p);
    const double micro = prefillSeconds(r.s, r.m, r.gpu, r.f, r.l, (batch + k - 1) / k, r.input);
    return micro * static_cast<double>(k + p - 1) / static_cast<double>(p);
}

// A prompt's first token under chunked prefill (docs/model.md §5.8), steps of t seconds whose decode
// part is d at a mean batch of `batch`, `arrivals` other prompts sharing each step: it waits for the
// step in progress (half of one on average, when the replica is `busy`, the share of the time a
// step runs), then its chunks ride the next steps.
double chunkedFirstTokenSeconds(const ReplicaLoad &r, double t, double d, double batch, double arrivals, double busy)
{
    const double p = sharedPrefillSeconds(r);
    // The steps that carry the prompt's chunks also read the experts its tokens route to that
    // the decode batch does not (a mixture of experts; nothing for a dense model).
    const i64 perStep = std::max<i64>(1, r.limits.maxBatchedTokens);
    const double chunks = std::ceil(static_cast<double>(r.input) / static_cast<double>(perStep));
    const double experts = promptExpertSeconds(r.s, r.m, r.gpu, r.l, batch, static_cast<double>(std::min(r.input, perStep)));
    // The prompt's own chunks cross every pipeline stage in turn (p is a stage's share).
    return 0.5 * busy * t + chunks * (d + experts) + p * (static_cast<double>(std::max(1, r.l.pp)) + arrivals);
}

// Latency and throughput of one replica at batch b.
void replicaMetrics(const ReplicaLoad &r, i64 b, InferenceEstimate &e)
{
    const Scenario &s = r.s;
    const InferenceSetup &in = s.inference;
    // A static batch: all requests prefill together, then decode together. A model without decode
    // (an encoder, a vision tower) serves its requests that way too: the b requests of a batch run
    // as one forward pass, not each at the cost of one.
    if (in.batch > 0 || !r.autoregressive) {
        e.ttftMs = pipelinedBatchPrefillSeconds(r, b) * 1e3;
        e.tpotMs = r.autoregressive ? pipelinedDecodeSeconds(r, static_cast<double>(b), r.input + r.out / 2) * 1e3 : 0;
    } else {              // continuous batching: a new request prefills while b decode
        const double prefillShared = sharedPrefillSeconds(r);
        const double step = r.autoregressive ? pipelinedDecodeSeconds(r, static_cast<double>(b), r.input + r.out / 2) : 0;
        if (r.disaggregated) {
            // Prefill replicas run the prompts at the batched rate and send each KV cache on; a
            // decode replica's steps carry no prompt chunks (docs/model.md §5.6).
            const double transfer = kvTransferSeconds(s, r.gpu, r.f, r.l, r.input);
            // The decode replica takes it at its next step: half of one on average at the capacity.
            e.ttftMs = (prefillSeconds(s, r.m, r.gpu, r.f, r.l, 1, r.input) + transfer + 0.5 * step) * 1e3;
            e.tpotMs = step * 1e3;
            e.kvTransferMs = transfer * 1e3;
            e.prefillRequestsPerSecond = 1.0 / std::max(prefillShared, 1e-12);
        } else {
            e.tpotMs = (step + (r.autoregressive ? static_cast<double>(b) / r.out * prefillShared : 0)) * 1e3;
            // The full batch is the operating point at the capacity (§5.8 with t = TPOT: b
            // sequences, b / n_out prompts arriving a step, a step always running); so no lighter
            // load reads a slower first token than the full batch.
            e.ttftMs = chunkedFirstTokenSeconds(r, e.tpotMs / 1e3, step, static_cast<double>(b),
                                                static_cast<double>(b) / static_cast<double>(r.out), 1.0)
                       * 1e3;
        }
    }
    e.e2eMs = e.ttftMs + (r.autoregressive ? (r.out - 1) * e.tpotMs : 0);
    // Static batch: one cycle is the whole request (prefill + decode); continuous batching keeps
    // b sequences decoding, each finishing after `out` steps.
    const double cycle = !r.autoregressive ? e.ttftMs / 1e3 : (in.batch > 0 ? e.e2eMs / 1e3 : r.out * e.tpotMs / 1e3);
    e.requestsPerSecond = static_cast<double>(b) / std::max(cycle, 1e-9);
    e.tokensPerSecond = e.requestsPerSecond * (r.autoregressive ? r.out : r.input);
    e.batchPerReplica = b;
}

// One replica of a continuous-batching engine at `rate` requests per second (docs/model.md §5.8),
// or none when that is beyond its capacity with at most `cap` sequences at once. A step of t
// seconds decodes the running sequences and carries the prompts that arrived during it, each at
// its batched prefill cost p, so t = d(1 + B) / (1 − rate·p): a request decodes beside the B others
// running on average (an arrival sees the time average, PASTA), and Little's law gives
// B = rate · n_out · t. A prompt waits for the step in progress (half of one on average), then
// runs in the next with the others that arrived meanwhile (rate·t of them), a chunk a step.
std::optional<LoadPoint> operatingPoint(const ReplicaLoad &r, double rate, i64 cap)
{
    if (!(rate > 0) || !r.autoregressive || r.s.inference.batch > 0 || cap < 1)
        return std::nullopt;
    const i64 ctx = r.input + r.out / 2;
    const double most = static_cast<double>(cap);
    // The decode step at a mean batch, between the whole batches around it.
    const auto step = [&](double batch) { return pipelinedDecodeSeconds(r, std::clamp(batch, 1.0, most), ctx); };
    const double p = r.disaggregated ? 0.0 : sharedPrefillSeconds(r);
    const double free = 1.0 - rate * p;   // the share of the GPU time left to decode
    if (!(free > 0))
        return std::nullopt;
    const double n = static_cast<double>(r.out);
    const auto excess = [&](double b) { return rate * n * step(1.0 + b) / free - b; };
    if (excess(most) > 0)   // the replica falls behind: the queue grows without bound
        return std::nullopt;
    double lo = 0, hi = most;   // excess(lo) > 0 >= excess(hi)
    for (int i = 0; i < 60 && hi - lo > 1e-6 * std::max(1.0, hi); ++i) {
        const double mid = 0.5 * (lo + hi);
        (excess(mid) > 0 ? lo : hi) = mid;
    }
    LoadPoint pt;
    // Continuous batching serves every request at once (below the cap): the sequences in flight are
    // Poisson with mean B (M/G/∞), so a step runs 1 − e^−B of the time.
    const double busy = 1.0 - std::exp(-hi);
    pt.requestsPerSecond = rate;
    pt.sequences = hi;
    const double d = step(1.0 + hi), t = d / free;
    pt.itlMs = t * 1e3;
    if (r.disaggregated) {
        // The prompt ran on a prefill replica and its cache was sent on (§5.6); the decode replica
        // takes it at its next step.
        pt.ttftMs = (prefillSeconds(r.s, r.m, r.gpu, r.f, r.l, 1, r.input) + kvTransferSeconds(r.s, r.gpu, r.f, r.l, r.input)
                     + 0.5 * busy * t) * 1e3;
    } else {
        // The decode batch the prompt's experts are counted against is the step's, capped as it is.
        pt.ttftMs = chunkedFirstTokenSeconds(r, t, d, std::min(1.0 + hi, most), rate * t, busy) * 1e3;
    }
    return pt;
}

bool meetsLatencyLimits(const InferenceSetup &in, double ttftMs, double tpotMs, double e2eMs)
{
    return (in.ttftMs <= 0 || ttftMs <= in.ttftMs) && (in.tpotMs <= 0 || tpotMs <= in.tpotMs)
           && (in.e2eMs <= 0 || e2eMs <= in.e2eMs);
}

bool meetsLatencyLimits(const InferenceSetup &in, const InferenceEstimate &e)
{
    return meetsLatencyLimits(in, e.ttftMs, e.tpotMs, e.e2eMs);
}

// The limits one sequence at a time meets (the estimate's one-sequence floors); the others are out of
// reach on the layout, left out (0).
InferenceSetup reachableLimits(const InferenceSetup &in, const InferenceEstimate &e)
{
    InferenceSetup reachable = in;
    for (auto [floor, limit] : {std::pair {e.oneSequenceTtftMs, &reachable.ttftMs}, std::pair {e.oneSequenceTpotMs, &reachable.tpotMs},
                                std::pair {e.oneSequenceE2eMs, &reachable.e2eMs}})
        if (*limit > 0 && floor > *limit)
            *limit = 0;
    return reachable;
}

Serving evaluateReplica(const Scenario &s, const Gpu &gpu, const Fabric &f, const ModelStats &m, const Layout &l, i64 usable)
{
    const InferenceSetup &in = s.inference;
    Serving sv;
    sv.layout = l;
    const i64 ctxLen = kvContext(s);
    ReplicaLoad load = replicaLoad(s, m, gpu, f, l);
    sv.est.maxSequences = load.limits.maxSequences;
    auto fitsAt = [&](i64 b, i64 c) { return inferenceMemory(s, gpu, l, b, c).total() <= usable; };
    // The longest context that fits at batch 1, never beyond the model's position limit.
    const i64 positionLimit = s.model.text.maxPositions > 0 ? s.model.text.maxPositions : (i64(1) << 26);
    if (fitsAt(1, 1))
        sv.est.maxContext = largestFitting([&](i64 c) { return fitsAt(1, c); }, positionLimit, positionLimit + 1);
    if (!fitsAt(1, ctxLen)) {
        sv.memory = inferenceMemory(s, gpu, l, std::max<i64>(1, in.batch), ctxLen);
        return sv;
    }
    // Largest batch that fits at the context (memory grows monotonically in both); the engine runs
    // at most its max sequences at once (a fixed batch sets that limit itself).
    const i64 fitting = largestFitting([&](i64 b) { return fitsAt(b, ctxLen); }, i64(1) << 20,
                                       std::numeric_limits<i64>::max());
    sv.est.maxBatch = std::min(fitting, std::max(load.limits.maxSequences, in.batch));

    i64 batch = in.batch;
    if (batch <= 0) {
        // Largest batch that meets the latency limits (TPOT and E2E grow with the batch), at most
        // the serving engine's concurrency limit (vLLM max_num_seqs = 256 by default). A limit that
        // one sequence alone misses cannot be met on this layout at any batch: it is missed (and
        // said), and the batch follows the limits that can be met rather than shrinking to one
        // sequence for nothing (which bought hundreds of GPUs to come a few per cent closer).
        InferenceEstimate e;
        replicaMetrics(load, 1, e);
        sv.est.oneSequenceTtftMs = e.ttftMs;
        sv.est.oneSequenceTpotMs = e.tpotMs;
        sv.est.oneSequenceE2eMs = e.e2eMs;
        const InferenceSetup reachable = reachableLimits(in, sv.est);
        i64 blo = 0, bhi = std::min<i64>(sv.est.maxBatch, load.limits.maxSequences) + 1;
        while (bhi - blo > 1) {
            const i64 mid = (blo + bhi) / 2;
            replicaMetrics(load, mid, e);
            (meetsLatencyLimits(reachable, e) ? blo : bhi) = mid;
        }
        batch = std::max<i64>(1, blo);
    }
    if (batch > sv.est.maxBatch) {
        sv.memory = inferenceMemory(s, gpu, l, batch, ctxLen);
        return sv;
    }
    replicaMetrics(load, batch, sv.est);
    sv.est.meetsLatency = meetsLatencyLimits(in, sv.est);
    sv.memory = inferenceMemory(s, gpu, l, batch, ctxLen);
    sv.fits = true;
    return sv;
}

// Replica sizes: every count of the ladder (the chart), for a fixed count its divisors (the
// replicas must use all N GPUs), and for pinned pipeline stages those stages times each tensor-parallel
// size (a QA pass pinned PP 14 and read that one GPU "cannot all be used", the ladder having no 14).
std::vector<i64> replicaSizes(const Gpu &gpu, i64 fixed, i64 replicaLimit, const ParallelOverride &pins)
{
    std::vector<i64> sizes = countLadder(gpu.gpusPerNode, replicaLimit);
    const auto add = [&sizes](i64 n) {
        if (std::find(sizes.begin(), sizes.end(), n) == sizes.end())
            sizes.push_back(n);
    };
    if (fixed > 0)
        for (i64 d = 1; d <= std::min(fixed, replicaLimit); ++d)
            if (fixed % d == 0)
                add(d);
    if (pins.pp > 0 && fixed <= 0)
        for (i64 tp = 1; tp <= std::max(1, gpu.gpusPerNode) && tp * pins.pp <= replicaLimit; tp *= 2)
            if (pins.tp <= 0 || pins.tp == tp)
                add(tp * pins.pp);
    std::sort(sizes.begin(), sizes.end());
    return sizes;
}

// Renting replicas that fit in one instance: instances of the replica's own shape (the smallest
// power of two that holds it), each holding as many whole replicas as it can, enough for the
// option's replicas (§6.6). Zero GPUs when a replica needs more than a node.
PurchaseUnit replicaInstances(const Gpu &gpu, i64 per, i64 total)
{
    const i64 node = std::max(1, gpu.gpusPerNode);
    if (per > node)
        return {0, 1, true};
    const i64 shape = instanceShape(per, gpu.gpusPerNode);
    const i64 perInstance = std::max<i64>(1, shape / per);
    const i64 replicas = std::max<i64>(1, total / per);
    const i64 units = std::max((replicas + perInstance - 1) / perInstance, (total + shape - 1) / shape);
    return {units * shape, shape, true};
}

// What to buy or rent for serving (§6.6): whole units; every whole replica that fits in them serves.
// Renting, the replica-shaped instances are taken where they cost less an hour than the one
// instance or whole nodes that hold the option (at the shapes' rates; without prices, fewer GPUs).
Purchase servingPurchase(const Scenario &s, const Gpu &gpu, const Layout &layout, const Serving &best, i64 bestTotal,
                         const GpuPrice *price)
{
    PurchaseUnit u = purchaseUnit(s, gpu, bestTotal);
    const i64 per = std::max<i64>(1, best.est.gpusPerReplica);
    i64 replicas = std::max<i64>(1, u.gpus / per);
    if (u.instances) {
        const PurchaseUnit shaped = replicaInstances(gpu, per, bestTotal);
        const auto hourly = [&](const PurchaseUnit &unit) {
            const PriceRange *rate = price ? price->rentRate(unit.perUnit, gpu.gpusPerNode) : nullptr;
            return static_cast<double>(unit.gpus) * (rate ? rate->mid() : 1.0);
        };
        if (shaped.gpus > 0 && hourly(shaped) < hourly(u) * (1.0 - 1e-9)) {
            u = shaped;
            replicas = u.gpus / u.perUnit * std::max<i64>(1, u.perUnit / per);
        }
    }
    Purchase pu;
    pu.gpuCount = u.gpus;
    pu.gpusPerUnit = u.perUnit;
    pu.units = (u.gpus + u.perUnit - 1) / u.perUnit;
    pu.minimumUnits = pu.units;
    pu.instances = u.instances;
    pu.layout = layout;
    pu.layout.dp = static_cast<int>(std::min<i64>(replicas, 1'000'000'000));
    pu.memory = best.memory;
    pu.idleGpus = u.gpus - replicas * per;
    const bool split = best.est.prefillReplicas > 0 && replicas >= 2;
    InferenceEstimate e = deploy(best.one, replicas, split ? prefillShare(best.one, replicas) : 0, u.gpus);
    e.meetsQps = s.inference.qps <= 0 || e.requestsPerSecond >= s.inference.qps * 0.999;
    e.uncertaintyPct = best.est.uncertaintyPct;
    pu.inference = e;
    // The free share of the engine's memory at the planned batch (room for more sequences), as the
    // table's "used / usable" row and the rules give it; TensorRT-LLM's unallocated share of the free
    // memory is counted in the overhead and is free. It had been a share of the whole capacity, the
    // engine's reserve counted as free (a zh_CN QA pass read 10 % here and 0 % in the rules).
    pu.headroom = memoryFreeShare(s, pu.memory, usableBytes(s, gpu));
    pu.meetsHeadroom = true;
    return pu;
}

// Nothing fits: the closest layout, with its real degrees and the largest batch and context that
// would fit; without any layout (the pins exclude every one), noValidLayout.
void fillClosestServing(Option &opt, const Gpu &gpu, const Serving *leanest, i64 fixed)
{
    if (!leanest) {
        opt.gpuCount = fixed > 0 ? fixed : 1;
        opt.noValidLayout = true;
        return;
    }
    const i64 per = leanest->layout.tp * leanest->layout.pp;
    opt.layout = leanest->layout;
    opt.layout.dp = static_cast<int>(fixed > 0 ? fixed / per : 1);
    opt.gpuCount = fixed > 0 ? fixed : per;
    opt.idleGpus = opt.gpuCount - static_cast<i64>(opt.layout.dp) * per;
    opt.memory = leanest->memory;
    InferenceEstimate e;
    e.maxBatch = leanest->est.maxBatch;
    e.maxSequences = leanest->est.maxSequences;
    e.maxContext = leanest->est.maxContext;
    e.replicas = opt.layout.dp;
    e.gpusPerReplica = per;
    e.meetsLatency = false;
    e.meetsQps = false;
    e.uncertaintyPct = inferenceUncertaintyPct(gpu, opt.layout.tp * opt.layout.pp);
    opt.inference = e;
}

// One serving search over replica sizes and layouts (docs/model.md §6.4): what planInference's
// steps share.
struct ServingSearch
{
    const Scenario &s;
    Scenario colocated;                 // the scenario with prefill and decode together
    const Gpu &gpu;
    const Fabric f;
    const ModelStats &stats;
    const i64 usable;
    const i64 fixed;                    // a fixed GPU count, or 0
    int evaluated = 0;
    bool sharedReplica = false;         // disaggregation asked where one replica had to share
    std::optional<Serving> best {}, runner {}, leanest {};
    i64 bestTotal = 0, runnerTotal = 0;
    std::vector<SweepPoint> points {};
    const GpuPrice *price = nullptr;    // the GPU's prices (renting: instance shapes), or none
};

// Out of reach of a latency limit, two layouts this close to it (relative) are as far from it.
constexpr double kCloserTie = 0.1;

// How far beyond its latency limits one sequence at a time lands (1: on them; 0: no limit).
double latencyReach(const InferenceSetup &in, const InferenceEstimate &e)
{
    double worst = 0;
    for (const auto &[floor, limit] : {std::pair {e.oneSequenceTtftMs, in.ttftMs}, std::pair {e.oneSequenceTpotMs, in.tpotMs},
                                       std::pair {e.oneSequenceE2eMs, in.e2eMs}})
        if (limit > 0)
            worst = std::max(worst, floor / limit);
    return worst;
}

// The better of two deployments: latency met, QPS met, disaggregated where asked and possible, then
// (a fixed count, or a GPU limit that caps the replicas) the most throughput, else the fewest GPUs
// and the lowest end-to-end latency.
bool betterServing(const ServingSearch &ss, const Serving &a, i64 ta, const Serving &b, i64 tb)
{
    if (a.est.meetsLatency != b.est.meetsLatency)
        return a.est.meetsLatency;
    // Neither meets the limits: the layout that comes clearly closest (a QA pass's 15 ms TPOT, beyond
    // every layout, was answered with a five-stage pipeline at 54 ms a token where TP 4 reaches 20);
    // within kCloserTie they are as far, and the rest decides (a TTFT of 50 ms for 32,000-token prompts
    // bought 40 GPUs at 380 ms where 16 reach 385).
    if (!a.est.meetsLatency) {
        const double ra = latencyReach(ss.s.inference, a.est), rb = latencyReach(ss.s.inference, b.est);
        if (std::abs(ra - rb) > kCloserTie * std::min(ra, rb))
            return ra < rb;
    }
    if (a.est.meetsQps != b.est.meetsQps)
        return a.est.meetsQps;
    if ((a.est.prefillReplicas > 0) != (b.est.prefillReplicas > 0))
        return a.est.prefillReplicas > 0;
    // Short of the rate, or no rate to serve at a fixed count: the most throughput; within
    // kPipelineTie the fewer pipeline stages (16 H20 served Llama 3.1 70B as one TP 4 PP 4 replica,
    // 0.4 % above four replicas of TP 4; a zh_CN QA pass).
    if (!a.est.meetsQps || (ss.fixed > 0 && !(a.est.atLoad && b.est.atLoad))) {
        const double ra = a.est.tokensPerSecond, rb = b.est.tokensPerSecond;
        if (a.layout.pp != b.layout.pp && std::abs(ra - rb) <= kPipelineTie * std::max(ra, rb))
            return a.layout.pp < b.layout.pp;
        return ra > rb;
    }
    // A fixed count's GPUs are there either way: fewer of them used is no saving (the idle ones), so
    // the faster request decides.
    if (ta != tb && ss.fixed <= 0)
        return ta < tb;
    // As many GPUs: the faster request at the scenario's rate, where there is one (§5.8). Each
    // layout's full batch is its own (the latency limits set it), so comparing there preferred a
    // pipeline of four for a 10B model on four GPUs over four replicas: the pipeline's micro-batches
    // are a quarter of its batch, while the replicas' batches were sized up to the TPOT limit.
    // Within kPipelineTie the fewer pipeline stages: a pipeline's stage hand-offs and uneven
    // micro-batches cost what this model does not charge (Llama 3.1 8B, which fits one H20, was served
    // as five replicas of PP 2, 2.4 % faster than ten single GPUs; a zh_CN QA pass).
    const i64 out = std::max<i64>(1, ss.s.inference.outputTokens);
    const double ea = a.est.atLoad && b.est.atLoad ? endToEndMs(*a.est.atLoad, out) : a.est.e2eMs;
    const double eb = a.est.atLoad && b.est.atLoad ? endToEndMs(*b.est.atLoad, out) : b.est.e2eMs;
    if (a.layout.pp != b.layout.pp && std::abs(ea - eb) <= kPipelineTie * std::min(ea, eb))
        return a.layout.pp < b.layout.pp;
    return ea < eb;
}

// Replicas needed for the QPS (one without a QPS; as many as a fixed count holds, the GPUs left
// over idle: 17 H100 serve Llama 3.1 70B as four replicas of TP 4, where the one size dividing 17
// was a 17-stage pipeline at 132 ms a token, a zh_CN QA pass), and how many of
// them only prefill when prefill and decode are disaggregated (then at least one of each).
std::pair<i64, i64> replicasFor(const ServingSearch &ss, const Serving &sv, i64 per)
{
    const double qps = ss.s.inference.qps;
    const bool split = sv.one.prefillRequestsPerSecond > 0;
    auto need = [&](double rate) { return static_cast<i64>(std::min(std::ceil(qps / std::max(rate, 1e-12)), 1e9)); };
    if (ss.fixed > 0) {
        const i64 r = ss.fixed / per;
        return {r, split && r >= 2 ? prefillShare(sv.one, r) : 0};
    }
    if (!split)
        return {qps > 0 ? need(sv.one.requestsPerSecond) : 1, 0};
    const i64 prefill = qps > 0 ? need(sv.one.prefillRequestsPerSecond) : 1;
    const i64 decode = qps > 0 ? need(sv.one.requestsPerSecond) : 1;
    return {prefill + decode, prefill};
}

// The operating point of each decode replica of `replicas` (`prefill` of them prefilling) at the
// scenario's rate (§5.8).
std::optional<LoadPoint> loadPointOf(const ServingSearch &ss, const Serving &sv, i64 replicas, i64 prefill)
{
    if (!(ss.s.inference.qps > 0))
        return std::nullopt;
    const ReplicaLoad load = replicaLoad(prefill > 0 ? ss.s : ss.colocated, ss.stats, ss.gpu, ss.f, sv.layout);
    return operatingPoint(load, ss.s.inference.qps / static_cast<double>(std::max<i64>(1, replicas - prefill)),
                          sv.one.batchPerReplica);
}

// The limits at the operating point: its time between tokens stands for the TPOT (with a rounding
// slack: at the capacity it is the full batch's TPOT, which met the limit).
bool meetsLimitsAtLoad(const InferenceSetup &in, const LoadPoint &p)
{
    return meetsLatencyLimits(in, p.ttftMs, p.itlMs / (1 + 1e-9), endToEndMs(p, in.outputTokens));
}

// A deployment's operating point, and with one its latency limits judged there.
void setLoadPoint(InferenceEstimate &e, std::optional<LoadPoint> at, const InferenceSetup &in)
{
    e.atLoad = std::move(at);
    if (e.atLoad)
        e.meetsLatency = meetsLimitsAtLoad(in, *e.atLoad);
}

// With a rate and latency limits, the fewest replicas whose operating point meets the limits: the
// replicas the capacity needs meet TPOT (their batch was chosen for it), but a request also waits
// for the step in progress and shares its step with the prompts that arrived meanwhile, so the TTFT
// at the rate can exceed the full batch's. The latency falls as replicas are added (each takes a
// smaller share); none are added when even a vanishing share misses the limits, or beyond the GPU limit.
void replicasForLimitsAtLoad(const ServingSearch &ss, const Serving &sv, i64 n, i64 &replicas, i64 &prefill)
{
    const InferenceSetup &in = ss.s.inference;
    if (in.batch > 0 || (in.ttftMs <= 0 && in.tpotMs <= 0 && in.e2eMs <= 0))
        return;
    const bool split = prefill > 0;
    // A limit one sequence at a time misses is out of reach (evaluateReplica): no replicas are added
    // for it, as an idle replica would only come a few per cent closer (a QA scenario, 70B on A100
    // with 2,000-token prompts and a TTFT of 300 ms, went from 112 to 2,928 GPUs at 0.7 sequences each).
    const InferenceSetup reachable = reachableLimits(in, sv.one);
    const auto meets = [&](i64 r) {
        const i64 p = split ? prefillShare(sv.one, r) : 0;
        const std::optional<LoadPoint> pt = loadPointOf(ss, sv, r, p);
        return pt && meetsLimitsAtLoad(reachable, *pt);
    };
    const i64 most = ss.s.maxGpus / std::max<i64>(1, n);
    if (meets(replicas) || most <= replicas || !meets(most))
        return;
    i64 lo = replicas, hi = most;   // !meets(lo), meets(hi): the latency falls as replicas are added
    while (hi - lo > 1) {
        const i64 mid = lo + (hi - lo) / 2;
        (meets(mid) ? hi : lo) = mid;
    }
    replicas = hi;
    prefill = split ? prefillShare(sv.one, replicas) : 0;
}

// A fitting replica of n GPUs, deployed as many times as the QPS (or the fixed count) needs, within
// the GPU limit, against the best and the runner-up so far.
void offerDeployment(ServingSearch &ss, Serving sv, i64 n)
{
    const Scenario &s = ss.s;
    sv.one = sv.est;
    sv.one.gpusPerReplica = n;
    auto [replicas, prefill] = replicasFor(ss, sv, n);
    const bool split = sv.one.prefillRequestsPerSecond > 0;
    // The GPU limit caps the replicas a rate asks for (QPS missed, warned); a fixed count is the
    // count asked, as in training (5,000 fixed GPUs were served on 4,096 without a word).
    if (ss.fixed <= 0 && replicas * n > s.maxGpus) {
        replicas = std::max<i64>(split ? 2 : 1, s.maxGpus / n);
        prefill = split ? prefillShare(sv.one, replicas) : 0;
        if (replicas * n > s.maxGpus)
            return;
    }
    if (s.inference.qps > 0 && ss.fixed <= 0)
        replicasForLimitsAtLoad(ss, sv, n, replicas, prefill);
    const i64 total = replicas * n;
    sv.est = deploy(sv.one, replicas, prefill, total);
    sv.est.meetsQps = s.inference.qps <= 0 || sv.est.requestsPerSecond >= s.inference.qps * 0.999;
    sv.est.uncertaintyPct = inferenceUncertaintyPct(ss.gpu, sv.layout.tp * sv.layout.pp);
    // With a rate the limits are the latency at that rate (§5.8), which is never above the full
    // batch's: the capacity is the rate at which the full batch runs. (Beyond the capacity there is
    // no steady state: the QPS is missed, and said so, and the full batch stands for the latency.)
    setLoadPoint(sv.est, loadPointOf(ss, sv, replicas, prefill), s.inference);
    if (!ss.best || betterServing(ss, sv, total, *ss.best, ss.bestTotal)) {
        ss.runner = ss.best;
        ss.runnerTotal = ss.bestTotal;
        ss.best = sv;
        ss.bestTotal = total;
    } else if (!ss.runner || betterServing(ss, sv, total, *ss.runner, ss.runnerTotal)) {
        ss.runner = sv;
        ss.runnerTotal = total;
    }
}

// Every layout of one replica on n GPUs: the deployments it offers, the leanest replica (for the
// closest answer when nothing fits) and the chart's point at n.
void searchReplicaSize(ServingSearch &ss, i64 n, bool onChart)
{
    const Scenario &s = ss.s;
    const Tower &t = s.model.text;
    const ParallelOverride &o = s.parallel;
    std::optional<Serving> atN, leanAtN;   // best single replica on n GPUs, and the leanest
    for (int tp : tpCandidates(o.tp, std::min<i64>(n, ss.f.tpDomain), n, ss.gpu.gpusPerNode)) {
        if (n % tp != 0 || !tpDividesHeads(t, tp))
            continue;
        const i64 pp = n / tp;
        if (pp > t.layers || (o.pp > 0 && pp != o.pp) || (pp > 1 && s.model.encoder))
            continue;
        Layout l;
        l.tp = tp;
        l.pp = static_cast<int>(pp);
        l.microBatch = 1;
        // A fixed count (or a GPU limit) that holds one replica cannot be split into the two
        // pools: prefill and decode share it, and a warning says so.
        const bool oneReplica = s.inference.disaggregated && (ss.fixed > 0 ? ss.fixed < 2 * n : 2 * n > s.maxGpus);
        Serving sv = evaluateReplica(oneReplica ? ss.colocated : s, ss.gpu, ss.f, ss.stats, l, ss.usable);
        ss.sharedReplica = ss.sharedReplica || (oneReplica && sv.fits);
        ++ss.evaluated;
        if (!leanAtN || sv.memory.total() < leanAtN->memory.total())
            leanAtN = sv;
        if (!sv.fits)
            continue;
        if (!atN || betterServing(ss, sv, n, *atN, n))
            atN = sv;
        if (ss.fixed > 0 && n > ss.fixed)
            continue;
        offerDeployment(ss, sv, n);
    }
    if (leanAtN && (ss.fixed <= 0 || n <= ss.fixed) && (!ss.leanest || leanAtN->memory.total() < ss.leanest->memory.total()))
        ss.leanest = leanAtN;
    if (onChart && leanAtN) {
        const Serving &shown = atN ? *atN : *leanAtN;
        SweepPoint p;
        p.gpuId = ss.gpu.id;
        p.gpuCount = n;
        p.memoryPerGpu = shown.memory.total();
        p.layout = shown.layout;
        p.leanestBytes = leanAtN->memory.total();
        p.fits = atN.has_value();
        ss.points.push_back(p);
    }
}

// A fixed count bought in whole servers (or instances) of more GPUs: those GPUs planned as a fixed
// count of their own (docs/cli.md: "the layout planned on all of them"), kept where they serve more
// than the option's replicas repeated. Three H20 asked and one 8-GPU server bought had served as two
// replicas of TP 1 PP 3 with two GPUs idle, 0.5 requests/s where TP 2 × 4 serves 1.8 (a QA pass).
void replanFixedPurchase(Purchase &pu, const ServingSearch &ss, const Scenario &sc)
{
    // A free search's purchase too, where its replicas leave GPUs idle: a five-stage pipeline of
    // Llama 3.1 70B bought as one 8-GPU server served 20.5 requests/s with 3 GPUs idle, where all 8
    // serve 33.3 (a QA pass).
    if (!pu.inference || (ss.fixed > 0 ? pu.gpuCount <= ss.fixed : pu.idleGpus <= 0))
        return;
    ServingSearch all {ss.s, ss.colocated, ss.gpu, ss.f, ss.stats, ss.usable, pu.gpuCount};
    all.price = ss.price;
    for (i64 n : replicaSizes(ss.gpu, pu.gpuCount, std::min<i64>(ss.s.maxGpus, 1024), ss.s.parallel))
        if (pu.gpuCount % n == 0)
            searchReplicaSize(all, n, false);
    if (!all.best)
        return;
    Purchase again = servingPurchase(sc, ss.gpu, all.best->layout, *all.best, all.bestTotal, ss.price);
    // Taken where it meets latency limits the repeated replicas miss, or (as they meet them) serves more.
    const bool meets = all.best->est.meetsLatency;
    if (again.gpuCount != pu.gpuCount || !again.inference || (!meets && pu.inference->meetsLatency)
        || (meets == pu.inference->meetsLatency && again.inference->requestsPerSecond <= pu.inference->requestsPerSecond))
        return;
    setLoadPoint(*again.inference, loadPointOf(all, *all.best, again.inference->replicas, again.inference->prefillReplicas),
                 sc.inference);
    pu = again;
}

// The option from the best deployment: its layout (replicas as data parallelism), estimate,
// runner-up, purchase, and the chart's point at its replica size.
void fillServingOption(Option &opt, ServingSearch &ss)
{
    const Serving &best = *ss.best;
    opt.fits = true;
    opt.layout = best.layout;
    opt.layout.dp = static_cast<int>(std::min<i64>(best.est.replicas, 1'000'000'000));
    opt.memory = best.memory;
    opt.inference = best.est;
    opt.gpuCount = ss.fixed > 0 ? ss.fixed : ss.bestTotal;
    opt.idleGpus = opt.gpuCount - ss.bestTotal;
    opt.search.best = best.layout;
    opt.search.bestSeconds = best.est.tpotMs / 1e3;
    if (ss.runner) {
        opt.search.runnerUp = ss.runner->layout;
        opt.search.runnerUpSeconds = ss.runner->est.tpotMs / 1e3;
        opt.search.runnerUpWhy = RunnerUpWhy::MoreGpusOrLatency;
    }
    opt.purchase = servingPurchase(ss.s, ss.gpu, opt.layout, best, opt.gpuCount, ss.price);
    opt.otherPurchase = servingPurchase(otherAcquisition(ss.s), ss.gpu, opt.layout, best, opt.gpuCount, ss.price);
    // The latency at the scenario's rate on all the GPUs bought (§5.8); the option's is offerDeployment's.
    if (opt.purchase->inference)
        setLoadPoint(*opt.purchase->inference,
                     loadPointOf(ss, best, opt.purchase->inference->replicas, opt.purchase->inference->prefillReplicas), ss.s.inference);
    replanFixedPurchase(*opt.purchase, ss, ss.s);
    replanFixedPurchase(*opt.otherPurchase, ss, otherAcquisition(ss.s));
    if (ss.sharedReplica && best.est.prefillReplicas == 0)
        opt.warnings.push_back({WarningCode::NotDisaggregated, static_cast<double>(ss.bestTotal)});
    for (SweepPoint &p : ss.points)
        if (p.gpuCount == best.est.gpusPerReplica) {
            p.memoryPerGpu = best.memory.total();
            p.layout = best.layout;
            p.fits = true;
        }
}

Option planInference(const Scenario &s, const Gpu &gpu, const Network &net, const ModelStats &stats,
                     std::vector<SweepPoint> &sweep, const GpuPrice *price)
{
    ServingSearch ss {s, s, gpu, fabricFor(gpu, net), stats, usableBytes(s, gpu), s.gpuCount};
    ss.price = price;
    ss.colocated.inference.disaggregated = false;
    Option opt;
    opt.gpuId = gpu.id;
    opt.capacityBytes = gpu.capacityBytes;
    opt.usableBytes = ss.usable;
    opt.fixedCount = ss.fixed > 0;
    // A fixed count above the GPU limit is planned as asked (docs/cli.md), its replicas up to it.
    const i64 replicaLimit = std::min<i64>(std::max<i64>(s.maxGpus, ss.fixed), 1024);
    const std::vector<i64> sizes = replicaSizes(gpu, ss.fixed, replicaLimit, s.parallel);
    for (i64 n : sizes)
        searchReplicaSize(ss, n, ss.fixed <= 0 || n <= replicaLimit);
    // Nothing fits on the ladder: every pipeline depth up to the layers at each tensor-parallel size
    // (a QA pass's batch of 100,000 sequences of a 7B model fits on TP 4 × PP 28 = 112 GPUs, between
    // the ladder's 64 and 128, where the search said nothing fits within 4,096).
    if (!ss.best && ss.fixed <= 0) {
        std::vector<i64> more;
        for (i64 tp = 1; tp <= std::max<i64>(1, ss.f.tpDomain); tp *= 2)
            for (i64 pp = 1; pp <= s.model.text.layers && tp * pp <= replicaLimit; ++pp)
                if (std::find(sizes.begin(), sizes.end(), tp * pp) == sizes.end()
                    && std::find(more.begin(), more.end(), tp * pp) == more.end())
                    more.push_back(tp * pp);
        std::sort(more.begin(), more.end());
        for (i64 n : more)
            searchReplicaSize(ss, n, false);
    }
    opt.search.layoutsEvaluated += ss.evaluated;
    if (ss.best) {
        fillServingOption(opt, ss);
    } else {
        opt.fits = false;
        fillClosestServing(opt, gpu, ss.leanest ? &*ss.leanest : nullptr, ss.fixed);
        opt.shortfall = shortfallOf(opt.memory, ss.usable);
    }
    // Fewest GPUs for one replica (what "fits from" on the chart says).
    for (const SweepPoint &p : ss.points)
        if (p.fits) {
            opt.fewestThatFit = FitPoint {p.gpuCount, p.layout, p.memoryPerGpu};
            break;
        }
    sweep.insert(sweep.end(), ss.points.begin(), ss.points.end());
    opt.nodes = (opt.gpuCount + gpu.gpusPerNode - 1) / gpu.gpusPerNode;
    opt.gpuPowerKw = gpu.tdpW * static_cast<double>(opt.gpuCount) / 1000.0;
    // A fixed count short of the rate, or of memory: how many serve it (a zh_CN QA pass read "fits on
    // 2" beside one H20 where 10 requests/s take 44).
    if (ss.fixed > 0 && s.inference.qps > 0 && (!opt.fits || (opt.inference && !opt.inference->meetsQps))) {
        Scenario free = s;
        free.gpuCount = 0;
        free.parallel.dp = 0;
        std::vector<SweepPoint> ignored;
        const Option load = planInference(free, gpu, net, stats, ignored, price);
        // Serving it within the latency limits too: 112 L40S "served" 20 requests/s of a 70B model at
        // 281 ms a token against a 50 ms limit (a zh_TW QA pass).
        if (load.fits && load.inference && load.inference->meetsQps && load.inference->meetsLatency)
            opt.gpusForLoad = load.gpuCount;
    }
    addWarnings(opt, s, gpu, ss.f);
    return opt;
}


BudgetFit budgetFit(const Scenario &s, const Option &o, const Gpu &gpu, const Network &net, const ModelStats &m,
                    const PriceBook &prices)
{
    BudgetFit f;
    // What is bought or rented (purchaseCost: the purchase's servers or instances where there is one,
    // six GPUs bought as one 8-GPU server; else the option itself).
    const bool purchased = o.purchase && o.purchase->cost;
    f.cost = modeCost(s, *purchaseCost(o));
    f.withinBudget = f.cost <= s.budget.limit;
    const double perGpu = f.cost / static_cast<double>(std::max<i64>(1, purchased ? o.purchase->gpuCount : o.gpuCount));
    if (!(perGpu > 0))
        return f;
    // Renting a training job: GPU-hours are nearly constant under strong scaling, so the budget buys
    // the job or not, at any count; no count is "afforded" (it said the GPU limit, "affords 4,096 GPUs
    // (34 minutes)", the search's cap, which a zh_TW QA pass read as a plan).
    if (s.budget.acquisition == Acquisition::Rent && o.training)
        return f;
    // Buying (or renting a service by the month): the budget divided by the cost per GPU (servers,
    // network and storage included), in whole servers or instances, as they are bought or rented (a
    // zh_TW QA pass read "affords 6 GPUs" of a budget below one 8-GPU H100 server); bought, in whole
    // nodes beyond one node. Rented instances stay whole instances at any count: 7 instances of 4
    // H200 were rounded to 3 nodes of 8, and a budget of exactly their rent "afforded 24 GPUs" (an
    // English consultant's QA pass).
    f.unitGpus = purchased ? std::max<i64>(1, o.purchase->gpusPerUnit) : 1;
    f.instances = purchased && o.purchase->instances;
    const i64 beyondNode = f.instances ? f.unitGpus : gpu.gpusPerNode;   // the unit beyond one node
    const auto whole = [&](i64 count) {
        count = count / f.unitGpus * f.unitGpus;
        return count > gpu.gpusPerNode ? count / beyondNode * beyondNode : count;
    };
    i64 n = std::min<i64>(whole(static_cast<i64>(std::floor(s.budget.limit / perGpu))), s.maxGpus);
    Scenario at = s;
    at.gpuIds = {gpu.id};
    at.budget.limit = 0;
    at.parallel.dp = 0;   // let the search spread the extra GPUs
    // Serving: the count afforded is served as the purchase serves it, by replicas of the option's own
    // replica where they divide it (a fixed count of 8 L40S searched for the lowest latency took TP 4 x 2
    // at 10.9 requests/s, and "affords 8 GPUs (10.9 requests/s)" stood under the purchase's "1 server x
    // 8 GPUs (TP 1, replicas 8), 17.9 requests/s"; a zh_TW QA pass).
    const i64 replica = static_cast<i64>(o.layout.tp) * o.layout.pp;
    const bool ownReplica = o.inference && s.parallel.tp <= 0 && s.parallel.pp <= 0 && replica > 0;
    const auto planAt = [&](i64 count) {
        at.gpuCount = count;
        const bool pinned = ownReplica && count % replica == 0;
        at.parallel.tp = pinned ? o.layout.tp : s.parallel.tp;
        at.parallel.pp = pinned ? o.layout.pp : s.parallel.pp;
        std::vector<SweepPoint> ignored;
        return isTraining(s.workload) ? planTraining(at, gpu, net, m, ignored)
                                      : planInference(at, gpu, net, m, ignored, prices.gpu(gpu.id));
    };
    Option there = n > 0 ? planAt(n) : Option {};
    // The cost per GPU above is the option's own; more servers need a fabric (switches, cables,
    // NICs) that one server does not, so the count is priced as the table would price it and stepped
    // down, in whole nodes, until that price is within the budget.
    for (int step = 0; n > 0 && there.fits && step < 8; ++step) {
        const BillOfMaterials bom = billOfMaterials(at, there, gpu, net, m, &prices);
        const std::optional<CostEstimate> cost = estimateCost(at, there, bom, gpu, prices);
        const double spent = cost ? modeCost(s, *cost) : 0.0;
        if (!(spent > s.budget.limit))
            break;
        const i64 fewer = whole(static_cast<i64>(std::floor(static_cast<double>(n) * s.budget.limit / spent)));
        n = std::min(fewer, n - (n > gpu.gpusPerNode ? beyondNode : f.unitGpus));
        there = n > 0 ? planAt(n) : Option {};
    }
    f.affordableGpus = std::max<i64>(0, n);
    if (f.affordableGpus <= 0)
        return f;
    // A count the model does not fit on is said as such, with no time (a QA pass read "affords 6
    // GPUs" for a 34B model that needs 8 H100).
    f.fitsAtAffordable = there.fits;
    if (there.fits && there.training)
        f.daysAtAffordable = there.training->days;
    if (there.fits && there.inference)
        f.requestsPerSecondAtAffordable = there.inference->requestsPerSecond;
    return f;
}

} // namespace

// The cost that matters in the scenario's mode: the purchase, or the rental for the job (training)
// or one month (serving).
double modeCost(const Scenario &s, const CostEstimate &c)
{
    if (s.budget.acquisition == Acquisition::Rent)
        return isTraining(s.workload) ? c.rentJob : c.rentMonth;
    return c.purchase;
}

double horizonCost(const Scenario &s, const CostEstimate &c)
{
    return s.budget.acquisition == Acquisition::Rent ? c.rentTotal : c.buyTotal;
}

namespace {

constexpr detail::EnumId<WarningCode> kWarningCodeIds[] = {
    {WarningCode::LowHeadroom, "low_headroom"},
    {WarningCode::TensorParallelOverPcie, "tp_over_pcie"},
    {WarningCode::ConsumerMultiNode, "consumer_multi_node"},
    {WarningCode::NotSoldInRegion, "not_sold_in_region"},
    {WarningCode::DeadlineMissed, "deadline_missed"},
    {WarningCode::NoFp8, "no_fp8"},
    {WarningCode::NoFit, "no_fit"},
    {WarningCode::LatencyMissed, "latency_missed"},
    {WarningCode::QpsMissed, "qps_missed"},
    {WarningCode::OverBudget, "over_budget"},
    {WarningCode::Offload, "offload_slowdown"},
    {WarningCode::EstimatedSpecs, "estimated_specs"},
    {WarningCode::NoFitAtCount, "no_fit_at_count"},
    {WarningCode::PinnedNoEffect, "pinned_no_effect"},
    {WarningCode::GlobalBatchRounded, "global_batch_rounded"},
    {WarningCode::MfuAboveBestPublished, "mfu_above_best_published"},
    {WarningCode::MfuGivenAboveBestPublished, "mfu_given_above_best_published"},
    {WarningCode::RegionRulesUnverified, "region_rules_unverified"},
    {WarningCode::LiquidCoolingNeeded, "liquid_cooling_needed"},
    {WarningCode::ServingOverProvisioned, "serving_over_provisioned"},
    {WarningCode::ExposedCommunication, "exposed_communication"},
    {WarningCode::JobTooLong, "job_too_long"},
    {WarningCode::CheckpointSlow, "checkpoint_slow"},
    {WarningCode::DataLoadingCpu, "data_loading_cpu"},
    {WarningCode::EngineLacksEncoderDecoder, "engine_lacks_encoder_decoder"},
    {WarningCode::EngineNotForGpu, "engine_not_for_gpu"},
    {WarningCode::NoBf16, "no_bf16"},
    {WarningCode::PureFp16, "pure_fp16"},
    {WarningCode::BeyondPublished, "beyond_published"},
    {WarningCode::LicenceRequired, "licence_required"},
    {WarningCode::DeadlineAtRisk, "deadline_at_risk"},
    {WarningCode::RackPowerExceeded, "rack_power_exceeded"},
    {WarningCode::DeepEpUnavailable, "deepep_unavailable"},
    {WarningCode::EpOverlapNoEffect, "ep_overlap_no_effect"},
    {WarningCode::BeyondTrainedPositions, "beyond_trained_positions"},
    {WarningCode::ConsumerLicence, "consumer_licence"},
    {WarningCode::SlowTokens, "slow_tokens"},
    {WarningCode::NotDisaggregated, "not_disaggregated"},
};

constexpr detail::EnumId<MemoryPart> kMemoryPartIds[] = {
    {MemoryPart::Weights, "weights"},         {MemoryPart::Gradients, "gradients"}, {MemoryPart::Optimizer, "optimizer"},
    {MemoryPart::Activations, "activations"}, {MemoryPart::KvCache, "kv_cache"},    {MemoryPart::Overhead, "overhead"},
};

} // namespace

// Every code has an id (the loops over kWarningCodeCount once stopped short of the two codes added last).
static_assert(std::size(kWarningCodeIds) == kWarningCodeCount, "a warning code without an id, or kWarningCodeCount behind");

const char *warningCodeId(WarningCode c) { return detail::idOf(kWarningCodeIds, c, "warning"); }
const char *latencyLimitId(LatencyLimit l)
{
    static constexpr const char *kIds[] = {"", "ttft", "tpot", "e2e"};
    return kIds[static_cast<int>(l)];
}
const char *memoryPartId(MemoryPart p) { return detail::idOf(kMemoryPartIds, p, "memory"); }

Shortfall shortfallOf(const MemoryBreakdown &m, std::int64_t usable)
{
    Shortfall f;
    f.overBytes = std::max<std::int64_t>(0, m.total() - usable);
    const std::pair<MemoryPart, std::int64_t> parts[] = {
        {MemoryPart::Weights, m.weights}, {MemoryPart::Gradients, m.gradients}, {MemoryPart::Optimizer, m.optimizer},
        {MemoryPart::Activations, m.activations}, {MemoryPart::KvCache, m.kvCache}, {MemoryPart::Overhead, m.overhead},
    };
    for (const auto &[part, bytes] : parts)
        if (bytes > f.largestBytes) {
            f.largest = part;
            f.largestBytes = bytes;
        }
    return f;
}

const Option *recommendedOption(const Plan &p)
{
    for (const Option &o : p.options)
        if (o.gpuId == p.recommendedGpu)
            return &o;
    return nullptr;
}

const Option *comparedOption(const Plan &p)
{
    if (const Option *o = recommendedOption(p))
        return o;
    // No option meets the goals: the one that comes closest. One sold in the region before one that is
    // not (a GUI QA pass in the China region saw the advice measured from an A100 it cannot buy), the
    // least over the budget, for training the fastest (a GUI QA pass set a 1-day deadline and the advisor
    // measured from an A100 at 5.3 days beside an H100 at 2.0).
    const auto overBudget = [](const Option &o) {
        const Warning *w = findWarning(o, WarningCode::OverBudget);
        return w ? w->value : 0.0;
    };
    const auto closer = [&overBudget](const Option &a, const Option &b) {
        const bool soldA = firstMissedGoal(a) != MissedGoal::Region, soldB = firstMissedGoal(b) != MissedGoal::Region;
        if (soldA != soldB)
            return soldA;
        if (overBudget(a) != overBudget(b))
            return overBudget(a) < overBudget(b);
        return a.training && b.training && a.training->days < b.training->days;
    };
    const Option *closest = nullptr;
    for (const Option &o : p.options)
        if (o.fits && (!closest || closer(o, *closest)))
            closest = &o;
    if (closest)
        return closest;
    return p.options.empty() ? nullptr : &p.options.front();
}

namespace {

// Say why instead of showing an empty "does not fit": TP is limited by the node and the heads, PP
// by the layers, DP by the global batch.
Issue noValidLayoutIssue(const Scenario &s, const Gpu &gpu, const Network &net, const Option &o)
{
    const int tp = s.parallel.tp, domain = fabricFor(gpu, net).tpDomain;
    const Tower &t = s.model.text;
    const auto n = [](auto v) { return static_cast<double>(v); };
    if (tp > domain)
        return reasonIssue(IssueCode::Infeasible, "tp", IssueReason::TpAboveFastLinkDomain, {n(tp), n(domain)}, gpu.id);
    if (tp > 0 && !tpDividesHeads(t, tp))
        return reasonIssue(IssueCode::Infeasible, "tp", IssueReason::TpSplitsNoKvHeads, {n(tp), n(t.kvHeads)});
    if (tp > 0 && o.gpuCount > gpu.gpusPerNode && gpu.gpusPerNode % tp != 0)
        return reasonIssue(IssueCode::Infeasible, "tp", IssueReason::TpStraddlesServers, {n(tp), n(gpu.gpusPerNode)}, gpu.id);
    if (tp > 0 && o.gpuCount % tp != 0)
        return reasonIssue(IssueCode::Infeasible, "tp", IssueReason::GpusNotDivisibleByTp, {n(o.gpuCount), n(tp)});
    Issue issue = reasonIssue(IssueCode::Infeasible, "gpus", IssueReason::GpusCannotAllBeUsed, {n(o.gpuCount), n(domain), n(t.layers)},
                              gpu.id);
    issue.value = n(defaultGlobalBatch(s));
    return issue;
}

// A training job that meets the deadline at its estimate but not at the top of its regime's band
// (docs/validation.md §6): a buyer planning to the day should know (a procurement QA pass read
// "12.7 days (±27 %)" against 14 days as a plain "Works").
void deadlineRiskWarning(const Scenario &s, const std::optional<TrainingEstimate> &t, Option &o)
{
    if (!t || !(s.training.deadlineDays > 0) || t->days > s.training.deadlineDays)
        return;
    const double top = t->days * (1.0 + t->uncertaintyPct / 100.0);
    if (top > s.training.deadlineDays)
        o.warnings.push_back({WarningCode::DeadlineAtRisk, top});
}

// §7: what the purchase itself shows: over-provisioned serving, slow checkpoints, liquid cooling.
void purchaseWarnings(const Scenario &s, const Purchase &pu, Option &o)
{
    if (pu.inference && s.inference.qps > 0 && pu.inference->requestsPerSecond > kOverProvisionedRatio * s.inference.qps) {
        const double ratio = pu.inference->requestsPerSecond / s.inference.qps;
        o.warnings.push_back({WarningCode::ServingOverProvisioned, ratio});
    }
    if (pu.training && pu.bom.checkpointSeconds > kCheckpointSlowSeconds)
        o.warnings.push_back({WarningCode::CheckpointSlow, pu.bom.checkpointSeconds});
    const double nodeKw = pu.bom.itPowerKw / static_cast<double>(std::max<i64>(1, pu.bom.nodes));
    if (pu.bom.liquidCooled)
        o.warnings.push_back({WarningCode::LiquidCoolingNeeded, nodeKw});
    if (pu.bom.serverOverRackLimit && s.budget.acquisition == Acquisition::Buy)   // rented instances are the cloud's racks
        o.warnings.push_back({WarningCode::RackPowerExceeded, nodeKw});
}

// The option's bill of materials and cost, then its purchase costed as an option of its own
// (whole servers, its own bill of materials), then the budget.
void costOption(const Scenario &s, const Catalog &catalog, const Gpu &gpu, const Network &net, const ModelStats &stats,
                Option &o)
{
    o.bom = billOfMaterials(s, o, gpu, net, stats, catalog.prices.get());
    if (catalog.prices && o.fits)
        o.cost = estimateCost(s, o, o.bom, gpu, *catalog.prices);
    const auto costPurchase = [&](const Scenario &sc, Purchase &pu) {
        Option bought = o;
        bought.gpuCount = pu.gpuCount;
        bought.nodes = (pu.gpuCount + gpu.gpusPerNode - 1) / gpu.gpusPerNode;
        bought.layout = pu.layout;
        bought.memory = pu.memory;
        bought.training = pu.training;
        bought.inference = pu.inference;
        bought.purchase = pu;
        pu.bom = billOfMaterials(sc, bought, gpu, net, stats, catalog.prices.get());
        if (catalog.prices)
            pu.cost = estimateCost(sc, bought, pu.bom, gpu, *catalog.prices);
    };
    if (o.purchase) {
        Purchase &pu = *o.purchase;
        costPurchase(s, pu);
        // One rent-or-buy comparison in either mode (§7a): buying from the whole servers, renting from
        // the instances; renting, the bill of materials is the servers' (what buying would mean).
        if (o.otherPurchase) {
            costPurchase(otherAcquisition(s), *o.otherPurchase);
            const bool buying = s.budget.acquisition == Acquisition::Buy;
            const Purchase &servers = buying ? pu : *o.otherPurchase, &instances = buying ? *o.otherPurchase : pu;
            if (servers.cost && instances.cost)
                pu.cost = combineAcquisitions(*servers.cost, *instances.cost);
            if (!buying)
                pu.bom = o.otherPurchase->bom;
        }
        purchaseWarnings(s, pu, o);
    }
    // The deadline is met by what is bought (whole servers, often faster than the plan), or the plan.
    deadlineRiskWarning(s, o.purchase && o.purchase->training ? o.purchase->training : o.training, o);
    if (s.budget.limit > 0 && o.cost)
        o.budgetFit = budgetFit(s, o, gpu, net, stats, *catalog.prices);
    if (o.budgetFit && !o.budgetFit->withinBudget)
        o.warnings.push_back({WarningCode::OverBudget, o.budgetFit->cost / s.budget.limit});
}

// Recommendation: among options that fit and meet the goals, the fewest GPU-hours of what is bought
// or rented (training, boughtJob) or
// the fewest GPUs, then the highest throughput per GPU (serving); and the cheapest of them.
void recommend(const Scenario &s, Plan &p)
{
    const Option *rec = nullptr;
    auto score = [&](const Option &o) {
        if (o.training)
            return boughtJob(o).training->gpuHours;
        if (o.inference)
            return static_cast<double>(o.gpuCount) - 1e-9 * o.inference->tokensPerSecondPerGpu;
        return std::numeric_limits<double>::infinity();
    };
    for (const Option &o : p.options)
        if (meetsGoals(o) && (!rec || score(o) < score(*rec)))
            rec = &o;
    const auto cost = [&](const Option &o) { return modeCost(s, *purchaseCost(o)); };
    const Option *cheapest = nullptr;
    for (const Option &o : p.options)
        if (meetsGoals(o) && purchaseCost(o) && (!cheapest || cost(o) < cost(*cheapest)))
            cheapest = &o;
    if (cheapest)
        p.cheapestGpu = cheapest->gpuId;
    // Training: GPU-hours within kRecommendationTie of the fewest are closer than the model tells
    // apart (its narrowest band is ±9 %), so the cheaper of those is recommended (a zh_TW QA pass
    // read H200 recommended at 1,284 GPU-hours beside H100 at 1,299 renting 26 % cheaper).
    if (rec && rec->training && purchaseCost(*rec)) {
        const double fewest = score(*rec);
        for (const Option &o : p.options)
            if (meetsGoals(o) && o.training && purchaseCost(o) && score(o) <= fewest * (1.0 + kRecommendationTie)
                && cost(o) < cost(*rec))
                rec = &o;
        p.recommendedWithinTie = score(*rec) > fewest;
    }
    // Serving: of the options that serve on as few GPUs, the cheapest; throughput per GPU only
    // decides without prices (a zh_CN QA pass read H200 recommended beside H100 on the same three
    // GPUs buying for 4 % less).
    if (rec && rec->inference && purchaseCost(*rec))
        for (const Option &o : p.options)
            if (meetsGoals(o) && o.inference && o.gpuCount == rec->gpuCount && purchaseCost(o) && cost(o) < cost(*rec))
                rec = &o;
    if (rec)
        p.recommendedGpu = rec->gpuId;
}

} // namespace

const CostEstimate *purchaseCost(const Option &o)
{
    if (o.purchase && o.purchase->cost)
        return &*o.purchase->cost;
    return o.cost ? &*o.cost : nullptr;
}

BoughtJob boughtJob(const Option &o)
{
    if (o.purchase && o.purchase->training && !o.fixedCount)
        return {o.purchase->gpuCount, o.purchase->units, &o.purchase->layout, &o.purchase->memory, &*o.purchase->training};
    return {o.gpuCount, o.nodes, &o.layout, &o.memory, o.training ? &*o.training : nullptr};
}

const BillOfMaterials &purchaseBom(const Option &o)
{
    return o.purchase ? o.purchase->bom : o.bom;
}

bool bf16AtFp16Speed(const Scenario &s, const Gpu &gpu)
{
    const bool wantsBf16 = (isTraining(s.workload) && s.training.precision == Precision::Bf16Mixed)
                           || (!isTraining(s.workload) && (s.inference.weights == Dtype::Bf16 || s.inference.kvCache == Dtype::Bf16));
    return wantsBf16 && !gpu.peak(Dtype::Bf16) && gpu.peak(Dtype::Fp16);
}

const Warning *findWarning(const Option &o, WarningCode code)
{
    const auto it = std::find_if(o.warnings.begin(), o.warnings.end(), [code](const Warning &w) { return w.code == code; });
    return it == o.warnings.end() ? nullptr : &*it;
}

MissedGoal firstMissedGoal(const Option &o)
{
    if (!o.fits)
        return MissedGoal::DoesNotFit;
    const auto has = [&o](WarningCode code) { return findWarning(o, code) != nullptr; };
    if (has(WarningCode::NotSoldInRegion))
        return MissedGoal::Region;
    // Servers the site's racks cannot take cannot be installed there (a QA pass read H200 recommended
    // beside its own rack_power_exceeded for 10 kW racks, where H20 servers fit).
    if (has(WarningCode::RackPowerExceeded))
        return MissedGoal::Racks;
    if (has(WarningCode::OverBudget))
        return MissedGoal::Budget;
    if (has(WarningCode::DeadlineMissed))
        return MissedGoal::Deadline;
    if (has(WarningCode::LatencyMissed))
        return MissedGoal::Latency;
    if (has(WarningCode::QpsMissed))
        return MissedGoal::Load;
    return MissedGoal::None;
}

Plan plan(const Scenario &s, const Catalog &catalog)
{
    Plan p;
    p.issues = validate(s, catalog);
    if (!p.issues.empty())
        return p;
    const ParamsPin pin(s.model);   // s is const for the whole search
    p.stats = modelStats(s);
    p.params = p.stats.params;
    for (const std::string &id : s.gpuIds) {
        const Gpu &gpu = *catalog.gpu(id);
        const std::string netId = s.networkId.empty() ? gpu.defaultNetwork : s.networkId;
        const Network &net = *catalog.network(netId);
        if (isTraining(s.workload))
            p.options.push_back(planTraining(s, gpu, net, p.stats, p.sweep));
        else
            p.options.push_back(planInference(s, gpu, net, p.stats, p.sweep, catalog.prices ? catalog.prices->gpu(id) : nullptr));
        Option &o = p.options.back();
        if (o.pilotIssue) {
            p.issues.push_back(*o.pilotIssue);
            p.options.clear();
            p.sweep.clear();
            return p;
        }
        if (o.noValidLayout) {
            p.issues.push_back(noValidLayoutIssue(s, gpu, net, o));
            p.options.clear();
            p.sweep.clear();
            return p;
        }
        costOption(s, catalog, gpu, net, p.stats, o);
    }
    recommend(s, p);
    return p;
}

} // namespace engine
