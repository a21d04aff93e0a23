// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/model.h"
#include "engine/limits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <utility>

#include "findbyid.h"

namespace engine {

namespace {

using i64 = std::int64_t;

// Largest model validate() accepts (a config.json can describe any size; 1e15 is ~600x the largest
// published model and keeps every byte count of the engine well inside int64).
constexpr double kMaxModelParams = 1e15;
constexpr std::size_t kMaxProjectorWidths = 16;   // a multimodal projector's layers and listed widths

// The counting is written once over the number type N: i64 for the exact count, double for a
// bound that cannot overflow (validate() uses it to refuse absurd sizes before counting exactly).
template<typename N>
N normParamsT(NormKind kind, N width)
{
    return kind == NormKind::LayerNorm ? 2 * width : width;
}

template<typename N>
N mlpParamsT(MlpKind kind, N h, N f, bool bias)
{
    if (kind == MlpKind::Gated)
        return 3 * h * f + (bias ? 2 * f + h : 0);
    return 2 * h * f + (bias ? f + h : 0);
}

template<typename N>
N attentionParamsT(const Tower &t)
{
    const N h = static_cast<N>(t.hidden);
    if (t.mla) {
        const MlaSpec &m = *t.mla;
        const N a = static_cast<N>(t.heads);
        const N qLora = static_cast<N>(m.qLoraRank), kvLora = static_cast<N>(m.kvLoraRank);
        const N nope = static_cast<N>(m.qkNopeDim), rope = static_cast<N>(m.qkRopeDim), vDim = static_cast<N>(m.vHeadDim);
        const N qkDim = nope + rope;
        N p = 0;
        if (m.qLoraRank > 0) {
            p += h * qLora + (t.outBias ? qLora : 0);   // q_a_proj
            p += qLora;                                  // q_a_layernorm (RMSNorm)
            p += qLora * a * qkDim;                      // q_b_proj
        } else {
            p += h * a * qkDim;                          // q_proj
        }
        p += h * (kvLora + rope) + (t.outBias ? kvLora + rope : 0);
        p += kvLora;                                     // kv_a_layernorm
        p += kvLora * a * (nope + vDim);                 // kv_b_proj
        p += a * vDim * h + (t.outBias ? h : 0);         // o_proj
        return p;
    }
    const N q = static_cast<N>(t.heads) * static_cast<N>(t.headDim);
    const N kv = static_cast<N>(t.kvHeads) * static_cast<N>(t.headDim);
    N p = h * q + 2 * h * kv + q * h;
    if (t.qkvBias)
        p += q + 2 * kv;
    if (t.outBias)
        p += h;
    if (t.attentionSinks)
        p += static_cast<N>(t.heads);
    return p;
}

template<typename N>
N routedExpertParamsT(const Tower &t)
{
    const MoeSpec &m = *t.moe;
    return static_cast<N>(m.experts) * mlpParamsT<N>(t.mlp, static_cast<N>(t.hidden), static_cast<N>(m.expertFfn), t.mlpBias);
}

template<typename N>
N moeMlpParamsT(const Tower &t, bool activeOnly)
{
    const MoeSpec &m = *t.moe;
    const N h = static_cast<N>(t.hidden);
    const N expert = mlpParamsT<N>(t.mlp, h, static_cast<N>(m.expertFfn), t.mlpBias);
    N p = static_cast<N>(m.experts) * h + (m.routerBias ? static_cast<N>(m.experts) : 0);   // router
    p += static_cast<N>(activeOnly ? m.topK : m.experts) * expert;
    if (m.sharedFfn > 0)
        p += mlpParamsT<N>(t.mlp, h, static_cast<N>(m.sharedFfn), t.mlpBias);
    if (m.sharedExpertGate)
        p += h;
    return p;
}

template<typename N>
N layerParamsT(const Tower &t, i64 layer, bool activeOnly)
{
    N p = attentionParamsT<N>(t) + static_cast<N>(t.normsPerLayer) * normParamsT<N>(t.norm, static_cast<N>(t.hidden));
    if (t.qkNorm)   // q_norm and k_norm, shared by every head
        p += 2 * static_cast<N>(t.headDim);
    if (t.crossAttention)   // EncDecAttention and the norm before it (T5LayerCrossAttention)
        p += attentionParamsT<N>(t) + normParamsT<N>(t.norm, static_cast<N>(t.hidden));
    if (t.relativeBuckets > 0 && (layer == 0 || t.relativeBiasEveryLayer))
        p += static_cast<N>(t.relativeBuckets) * static_cast<N>(t.heads);   // relative_attention_bias
    if (t.moe && t.moe->isMoeLayer(layer))
        p += moeMlpParamsT<N>(t, activeOnly);
    else
        p += mlpParamsT<N>(t.mlp, static_cast<N>(t.hidden), static_cast<N>(t.ffn), t.mlpBias);
    return p;
}

template<typename N>
N patchEmbedParamsT(const Tower &t)
{
    const N h = static_cast<N>(t.hidden), patch = static_cast<N>(t.patchSize);
    return static_cast<N>(t.channels) * patch * patch * h + (t.patchBias ? h : 0);
}

template<typename N>
N embeddingParamsT(const Tower &t)
{
    const N h = static_cast<N>(t.hidden);
    if (t.isVision()) {
        N p = patchEmbedParamsT<N>(t);
        p += t.classToken ? h : 0;
        p += static_cast<N>(t.sequenceTokens()) * h;   // learned position embeddings
        return p;
    }
    N p = static_cast<N>(t.vocab) * h + static_cast<N>(t.typeVocab) * h;
    if (t.position == PositionKind::Learned)
        p += static_cast<N>(t.maxPositions) * h;
    return p;
}

template<typename N>
N towerOuterParamsT(const Tower &t)
{
    const N h = static_cast<N>(t.hidden);
    N p = embeddingParamsT<N>(t);
    if (t.embeddingNorm)
        p += normParamsT<N>(t.norm, h);
    if (t.preNorm)
        p += normParamsT<N>(t.norm, h);
    if (t.finalNorm)
        p += normParamsT<N>(t.norm, h);
    if (t.pooler)
        p += h * h + h;
    if (t.lmHead && !t.tiedEmbeddings)
        p += static_cast<N>(t.vocab) * h;
    return p;
}

template<typename N>
struct TowerCount
{
    N total = 0, active = 0, embedding = 0, lmHead = 0, expert = 0, perLayer = 0;
};

template<typename N>
TowerCount<N> countTower(const Tower &t)
{
    TowerCount<N> c;
    c.total = c.active = towerOuterParamsT<N>(t);
    c.embedding = embeddingParamsT<N>(t);
    if (t.isVision())
        c.embedding -= patchEmbedParamsT<N>(t);
    c.lmHead = (t.lmHead && !t.tiedEmbeddings) ? static_cast<N>(t.vocab) * static_cast<N>(t.hidden) : 0;
    for (i64 l = 0; l < t.layers; ++l) {
        const N full = layerParamsT<N>(t, l, false);
        c.total += full;
        c.active += layerParamsT<N>(t, l, true);
        c.perLayer = std::max(c.perLayer, full);
        if (t.moe && t.moe->isMoeLayer(l))
            c.expert += routedExpertParamsT<N>(t);
    }
    return c;
}

// The whole model: the text tower's count, to which the other towers add.
template<typename N>
struct Count : TowerCount<N>
{
    explicit Count(const TowerCount<N> &text) : TowerCount<N>(text) {}
    N visionTotal = 0, encoderTotal = 0;
};

template<typename N>
Count<N> countParamsT(const Architecture &arch)
{
    Count<N> pc(countTower<N>(arch.text));
    if (arch.vision) {
        const TowerCount<N> v = countTower<N>(*arch.vision);
        N vis = v.total;
        // The chain ends at the text width (not stored: an edited hidden size moves it too).
        for (std::size_t i = 0; i < arch.projectorWidths.size(); ++i)
            vis += static_cast<N>(arch.projectorWidths[i])
                   * static_cast<N>(i + 1 < arch.projectorWidths.size() ? arch.projectorWidths[i + 1] : arch.text.hidden);
        if (arch.projectorNorm && !arch.projectorWidths.empty())   // Gemma 3's mm_soft_emb_norm
            vis += static_cast<N>(arch.projectorWidths.front());
        if (arch.projectorLayers > 0) {
            const N hv = static_cast<N>(arch.vision->hidden), ht = static_cast<N>(arch.text.hidden);
            vis += hv * ht + ht;                                                 // linear_1
            vis += static_cast<N>(arch.projectorLayers - 1) * (ht * ht + ht);    // linear_2 ...
        }
        if (arch.projectionDim > 0)
            vis += static_cast<N>(arch.vision->hidden) * static_cast<N>(arch.projectionDim);   // visual_projection
        pc.visionTotal = vis;
        pc.total += vis;
        pc.active += vis;
        pc.embedding += v.embedding;
    }
    if (arch.encoder) {
        // Its embed_tokens is the model's `shared` table, counted with the decoder (vocab 0 here).
        const TowerCount<N> e = countTower<N>(*arch.encoder);
        pc.encoderTotal = e.total;
        pc.total += e.total;
        pc.active += e.active;
        pc.perLayer = std::max(pc.perLayer, e.perLayer);
    }
    if (arch.projectionDim > 0) {
        const N extra = static_cast<N>(arch.text.hidden) * static_cast<N>(arch.projectionDim) + 1;   // text_projection + logit_scale
        pc.total += extra;
        pc.active += extra;
    }
    return pc;
}

} // namespace

bool MoeSpec::isMoeLayer(i64 layer) const
{
    if (experts <= 0 || layer < firstDenseLayers)
        return false;
    // validate() keeps denseLayers sorted and unique (the importer sorts mlp_only_layers).
    if (denseLayers.size() <= 8 ? std::find(denseLayers.begin(), denseLayers.end(), layer) != denseLayers.end()
                                : std::binary_search(denseLayers.begin(), denseLayers.end(), layer))
        return false;
    return layerStep <= 1 || (stepCountsFromOne ? (layer + 1) : layer) % layerStep == 0;
}

i64 Tower::patches() const
{
    if (!isVision() || patchSize <= 0)
        return 0;
    const i64 side = imageSize / patchSize;
    return side * side;
}

i64 Tower::sequenceTokens() const
{
    return patches() + (classToken ? 1 : 0);
}

i64 layerParams(const Tower &t, i64 layer, bool activeOnly)
{
    return layerParamsT<i64>(t, layer, activeOnly);
}

i64 towerOuterParams(const Tower &t)
{
    return towerOuterParamsT<i64>(t);
}

ParamCount countParams(const Architecture &arch)
{
    const Count<i64> c = countParamsT<i64>(arch);
    ParamCount pc;
    pc.total = c.total;
    pc.active = c.active;
    pc.embedding = c.embedding;
    pc.lmHead = c.lmHead;
    pc.expert = c.expert;
    pc.perLayer = c.perLayer;
    pc.visionTotal = c.visionTotal;
    pc.encoderTotal = c.encoderTotal;
    return pc;
}

namespace {
thread_local const Architecture *pinnedArch = nullptr;
thread_local ParamCount pinnedCount;
} // namespace

ParamsPin::ParamsPin(const Architecture &arch) : m_previous(pinnedArch), m_previousCount(pinnedCount)
{
    pinnedCount = countParams(arch);
    pinnedArch = &arch;
}

ParamsPin::~ParamsPin()
{
    pinnedArch = m_previous;
    pinnedCount = m_previousCount;
}

const ParamCount &cachedParams(const Architecture &arch)
{
    if (&arch == pinnedArch)
        return pinnedCount;
    thread_local Architecture lastArch;
    thread_local ParamCount lastCount;
    thread_local bool valid = false;
    if (!valid || !(lastArch == arch)) {
        lastCount = countParams(arch);
        lastArch = arch;
        valid = true;
    }
    return lastCount;
}

namespace {

// The OutOfRange issue of an architecture size outside [lo, hi], with its numbers; none inside.
std::optional<Issue> sizeOutOfRange(const std::string &prefix, const char *field, i64 v, i64 lo, i64 hi)
{
    if (v >= lo && v <= hi)
        return std::nullopt;
    Issue issue {IssueCode::OutOfRange, prefix + field, {}};
    issue.value = static_cast<double>(v);
    issue.min = static_cast<double>(lo);
    issue.max = static_cast<double>(hi);
    issue.hasRange = true;
    return issue;
}

// `sharedVocab`: an encoder-decoder's encoder, whose token table is the decoder's.
std::optional<Issue> validateTower(const Tower &t, const std::string &prefix, bool sharedVocab = false)
{
    // Every size is bounded so that the exact int64 count (and the engine's int64 byte counts)
    // cannot overflow; the bounds are far above any published transformer.
    const auto range = [&prefix](const char *field, i64 v, i64 lo, i64 hi) { return sizeOutOfRange(prefix, field, v, lo, hi); };
    constexpr i64 kMaxDim = static_cast<i64>(limit::kHidden.max);   // larger than any published transformer by 10x
    auto upTo = [](const FieldLimit &l) { return static_cast<i64>(l.max); };
#define GPUPLAN_CHECK(field, v, lo, hi) \
    if (auto issue = range(field, v, lo, hi)) \
        return issue;
    GPUPLAN_CHECK("num_hidden_layers", t.layers, 1, upTo(limit::kLayers))
    GPUPLAN_CHECK("hidden_size", t.hidden, 1, kMaxDim)
    GPUPLAN_CHECK("num_attention_heads", t.heads, 1, std::min(t.hidden * 4, upTo(limit::kHeads)))
    if (!t.mla) {
        GPUPLAN_CHECK("num_key_value_heads", t.kvHeads, 1, t.heads)
        if (t.heads % t.kvHeads != 0)
            return notDivisible(prefix + "num_key_value_heads",
                                std::to_string(t.kvHeads) + " does not divide the " + std::to_string(t.heads) + " attention heads",
                                static_cast<double>(t.kvHeads), static_cast<double>(t.heads));
        GPUPLAN_CHECK("head_dim", t.headDim, 1, upTo(limit::kHeadDim))
    }
    GPUPLAN_CHECK("intermediate_size", t.ffn, 1, upTo(limit::kFfn))
    // A text tower needs a vocabulary (its embedding table); a vision tower has none.
    GPUPLAN_CHECK("vocab_size", t.vocab, t.isVision() || sharedVocab ? 0 : 1, upTo(limit::kVocab))
    GPUPLAN_CHECK("relative_attention_num_buckets", t.relativeBuckets, 0, 1'000'000)
    GPUPLAN_CHECK("type_vocab_size", t.typeVocab, 0, 1'000'000)
    GPUPLAN_CHECK("norms_per_layer", t.normsPerLayer, 0, 8)
    GPUPLAN_CHECK("sliding_window", t.slidingWindow, 0, 100'000'000)
    GPUPLAN_CHECK("sliding_layers", t.slidingLayers, 0, t.layers)
    if (t.isVision()) {
        GPUPLAN_CHECK("image_size", t.imageSize, 1, 65'536)
        GPUPLAN_CHECK("patch_size", t.patchSize, 1, t.imageSize)
        GPUPLAN_CHECK("num_channels", t.channels, 1, 64)
    } else if (t.imageSize < 0) {
        GPUPLAN_CHECK("image_size", t.imageSize, 0, 65'536)
    }
    // A learned position table has a size; rotary or ALiBi state 0 for no limit, never a negative one.
    GPUPLAN_CHECK("max_position_embeddings", t.maxPositions, t.position == PositionKind::Learned && !t.isVision() ? 1 : 0, upTo(limit::kMaxPositions))
    if (t.moe) {
        const MoeSpec &m = *t.moe;
        GPUPLAN_CHECK("num_experts", m.experts, 1, upTo(limit::kExperts))
        GPUPLAN_CHECK("num_experts_per_tok", m.topK, 1, m.experts)
        GPUPLAN_CHECK("moe_intermediate_size", m.expertFfn, 1, upTo(limit::kExpertFfn))
        GPUPLAN_CHECK("shared_expert_intermediate_size", m.sharedFfn, 0, upTo(limit::kExpertFfn))
        GPUPLAN_CHECK("first_k_dense_replace", m.firstDenseLayers, 0, t.layers)
        GPUPLAN_CHECK("moe_layer_freq", m.layerStep, 1, t.layers)
        GPUPLAN_CHECK("n_group", m.expertGroups, 1, m.experts)
        GPUPLAN_CHECK("topk_group", m.groupsPerToken, 1, m.expertGroups)
        if (m.experts % m.expertGroups != 0)
            return reasonIssue(IssueCode::NotDivisible, prefix + "n_group", IssueReason::ExpertGroupsDivideExperts,
                               {static_cast<double>(m.expertGroups), static_cast<double>(m.experts)});
        if (m.groupsPerToken * (m.experts / m.expertGroups) < m.topK)
            return reasonIssue(IssueCode::OutOfRange, prefix + "topk_group", IssueReason::ExpertGroupsHoldTooFewExperts,
                               {static_cast<double>(m.groupsPerToken * (m.experts / m.expertGroups)), static_cast<double>(m.topK)});
        for (std::size_t i = 0; i < m.denseLayers.size(); ++i) {
            GPUPLAN_CHECK("mlp_only_layers", m.denseLayers[i], 0, t.layers - 1)
            if (i > 0 && m.denseLayers[i] <= m.denseLayers[i - 1])
                return reasonIssue(IssueCode::OutOfRange, prefix + "mlp_only_layers", IssueReason::DenseLayersNotAscending, {});
        }
    }
    if (t.mla) {
        const MlaSpec &m = *t.mla;
        GPUPLAN_CHECK("q_lora_rank", m.qLoraRank, 0, kMaxDim)
        GPUPLAN_CHECK("kv_lora_rank", m.kvLoraRank, 1, kMaxDim)
        GPUPLAN_CHECK("qk_nope_head_dim", m.qkNopeDim, 0, kMaxDim)
        GPUPLAN_CHECK("qk_rope_head_dim", m.qkRopeDim, 0, kMaxDim)
        GPUPLAN_CHECK("v_head_dim", m.vHeadDim, 1, kMaxDim)
        if (m.qkNopeDim + m.qkRopeDim <= 0)
            return reasonIssue(IssueCode::OutOfRange, prefix + "qk_nope_head_dim", IssueReason::MlaQkDimsZero, {});
    }
#undef GPUPLAN_CHECK
    return std::nullopt;
}

} // namespace

std::optional<Issue> validate(const Architecture &arch)
{
    if (auto issue = validateTower(arch.text, arch.vision ? "text_config." : ""))
        return issue;
    if (arch.vision)
        if (auto issue = validateTower(*arch.vision, "vision_config."))
            return issue;
    if (arch.encoder) {
        if (auto issue = validateTower(*arch.encoder, "encoder.", true))
            return issue;
        if (arch.encoder->hidden != arch.text.hidden)
            return reasonIssue(IssueCode::OutOfRange, "encoder.hidden_size", IssueReason::EncoderWidthDiffers,
                               {static_cast<double>(arch.encoder->hidden), static_cast<double>(arch.text.hidden)});
    }
    if (auto issue = sizeOutOfRange("", "projection_dim", arch.projectionDim, 0, 1'000'000))
        return issue;
    if (auto issue = sizeOutOfRange("", "projector_layers", arch.projectorLayers, 0, kMaxProjectorWidths))
        return issue;
    // A projector's widths belong to a vision tower's model (a text-only model lists none).
    if (arch.projectorWidths.size() > kMaxProjectorWidths || (!arch.projectorWidths.empty() && !arch.vision))
        return reasonIssue(IssueCode::OutOfRange, "projector_widths", IssueReason::ProjectorWidthsCount,
                           {static_cast<double>(arch.vision ? arch.projectorWidths.size() : 0), static_cast<double>(kMaxProjectorWidths)});
    for (const i64 w : arch.projectorWidths)
        if (auto issue = sizeOutOfRange("", "projector_widths", w, 1, static_cast<i64>(limit::kFfn.max)))
            return issue;
    // Bound the size in floating point first: the exact int64 count below cannot overflow then.
    const double approx = countParamsT<double>(arch).total;
    if (!(approx <= kMaxModelParams)) {
        return reasonIssue(IssueCode::OutOfRange, "params", IssueReason::ModelTooLarge, {approx, kMaxModelParams});
    }
    const ParamCount pc = countParams(arch);
    if (pc.total <= 0)
        return reasonIssue(IssueCode::OutOfRange, "params", IssueReason::ModelHasNoParameters, {});
    return std::nullopt;
}

namespace {

constexpr detail::EnumId<Family> kFamilyIds[] = {
    {Family::Decoder, "decoder"}, {Family::Moe, "moe"},   {Family::Encoder, "encoder"},
    {Family::Vit, "vit"},         {Family::Clip, "clip"}, {Family::Multimodal, "multimodal"},
    {Family::EncoderDecoder, "encoder-decoder"},
};

} // namespace

const char *familyId(Family f) { return detail::idOf(kFamilyIds, f, "decoder"); }
std::optional<Family> familyFromId(const std::string &id) { return detail::valueOf(kFamilyIds, id); }

// ---- scale-only derivation -------------------------------------------------------------------
//
// Rule (docs/model.md §1.4): pick the width from the target with the Llama/BERT aspect ratio
// (layers = hidden / 128 for decoders, hidden / 64 for encoders, hidden / 40 for ViTs), round the width to a
// multiple of 128 (heads of 128 for decoders, 64 for encoders), then solve the FFN size exactly
// for the remaining parameters and round it to a multiple of 64. Decoders use SwiGLU, RMSNorm,
// rotary positions, grouped-query attention with 8 KV heads, and from 1B up Llama 3's 128,256-token
// vocabulary (tied below 5B) and 8,192 positions; below 1B a 32,000-token untied vocabulary.

namespace {

// Largest divisor of `heads` not above `limit` (grouped-query attention needs groups that divide).
i64 kvGroups(i64 heads, i64 limit)
{
    for (i64 g = std::min(heads, limit); g > 1; --g)
        if (heads % g == 0)
            return g;
    return 1;
}

// A stack of `layers` blocks `hidden` wide in heads of `headDim` (all of them KV heads).
Tower stackOf(i64 hidden, i64 layers, i64 headDim, MlpKind mlp, NormKind norm, PositionKind position)
{
    Tower t;
    t.hidden = hidden;
    t.layers = layers;
    t.headDim = headDim;
    t.heads = std::max<i64>(1, hidden / headDim);
    t.kvHeads = t.heads;
    t.mlp = mlp;
    t.norm = norm;
    t.position = position;
    return t;
}

Tower llamaLike(i64 hidden, i64 layers, i64 vocab)
{
    Tower t = stackOf(hidden, layers, 128, MlpKind::Gated, NormKind::RmsNorm, PositionKind::Rotary);
    t.maxPositions = 4096;
    t.vocab = vocab;
    t.lmHead = true;
    t.tiedEmbeddings = false;
    t.ffn = 64;
    return t;
}

// Solve the dense FFN size so that the tower's parameters hit `target` (rounded to 64).
bool solveFfn(Tower &t, double target, const std::function<double(const Tower &)> &count)
{
    t.ffn = 64;
    const double base = count(t);
    t.ffn = 128;
    const double per64 = count(t) - base;
    if (per64 <= 0)
        return false;
    const double steps = std::round((target - base) / per64);
    if (steps < 0)
        return false;
    t.ffn = 64 + static_cast<i64>(steps) * 64;
    return t.ffn >= 64;
}

constexpr i64 kCurrentVocab = 128256;   // Llama 3 (Meta, 2024): tokenizer of 128K tokens + 256 special

double totalParams(const Architecture &a)
{
    return static_cast<double>(countParams(a).total);
}

// The hidden size whose layers (L = h / ratio) and vocabulary term make `dense` parameters:
// dense ≈ 12·L·h² + vocabTerm·h = 12/ratio·h³ + vocabTerm·h (Newton), rounded to the granule.
i64 pickWidth(double dense, double ratio, double vocabTerm, i64 granule)
{
    double h = std::cbrt(dense * ratio / 12.0);
    for (int i = 0; i < 30; ++i) {
        const double f = 12.0 / ratio * h * h * h + vocabTerm * h - dense;
        const double df = 36.0 / ratio * h * h + vocabTerm;
        h = std::max(64.0, h - f / df);
    }
    // Wide models use widths with many factors of two (heads in multiples of 8 above 8k).
    if (granule == 128 && h > 8192)
        granule = 1024;
    else if (granule == 128 && h > 2048)
        granule = 512;
    return std::max<i64>(granule, static_cast<i64>(std::llround(h / granule)) * granule);
}

// A scale-only `family` model cannot be derived at `params`: too few parameters for its fixed parts
// (a vocabulary, a vision tower).
Issue scaleTooSmall(Family family, double params)
{
    return reasonIssue(IssueCode::OutOfRange, "params", IssueReason::ScaleTooSmall, {params}, familyId(family));
}

// `arch` with the text tower `text`, whose FFN width (and its experts') is solved so the whole model
// has `params`; refused (scaleTooSmall) when no width does.
Result<Architecture> withFittedFfn(Architecture arch, const Tower &text, double params)
{
    arch.text = text;
    const auto count = [&arch](const Tower &tw) {
        Architecture a = arch;
        a.text = tw;
        if (a.text.moe)
            a.text.moe->expertFfn = tw.ffn;
        return totalParams(a);
    };
    if (!solveFfn(arch.text, params, count))
        return scaleTooSmall(arch.family, params);
    if (arch.text.moe)
        arch.text.moe->expertFfn = arch.text.ffn;
    return arch;
}

// Mixtral-like: 8 experts, top-2, every layer MoE; the dense-equivalent width from total / 4.
Result<Architecture> deriveMoe(Architecture arch, double params)
{
    const i64 vocab = 32000;
    const i64 h = pickWidth(params / 4.0, 128.0, 2.0 * vocab, 128);
    Tower t = llamaLike(h, std::max<i64>(1, h / 128), vocab);
    t.kvHeads = kvGroups(t.heads, 8);
    t.moe = MoeSpec{};
    t.moe->experts = 8;
    t.moe->topK = 2;
    return withFittedFfn(std::move(arch), t, params);
}

// The current generation (Llama 3 / 3.2, Qwen 2.5, Mistral): grouped-query attention with 8 KV heads
// at every size, and from 1B up Llama 3's 128,256-token vocabulary (tied below 5B, as Llama 3.2
// 1B/3B) and 8,192 positions; smaller models keep a 32,000-token vocabulary.
Result<Architecture> deriveDecoder(Architecture arch, double params)
{
    const bool current = params >= 1e9;
    const i64 v = current ? kCurrentVocab : 32000;
    const bool tied = current && params < 5e9;
    const i64 h = pickWidth(params, 128.0, (tied ? 1.0 : 2.0) * static_cast<double>(v), 128);
    Tower t = llamaLike(h, std::max<i64>(1, h / 128), v);
    t.kvHeads = kvGroups(t.heads, 8);
    t.tiedEmbeddings = tied;
    if (current)
        t.maxPositions = 8192;
    return withFittedFfn(std::move(arch), t, params);
}

// The BERT / ViT block: 64-wide heads, GeLU MLP, LayerNorm, learned positions, biases everywhere.
Tower bertLike(i64 hidden, i64 layers)
{
    Tower t = stackOf(hidden, layers, 64, MlpKind::Gelu, NormKind::LayerNorm, PositionKind::Learned);
    t.qkvBias = t.outBias = t.mlpBias = true;
    return t;
}

// BERT-like: GeLU MLP, LayerNorm, learned positions (512), 30,522 vocabulary, pooler.
Result<Architecture> deriveEncoder(Architecture arch, double params)
{
    const i64 vocab = 30522;
    const i64 h = pickWidth(params, 64.0, vocab, 64);
    Tower t = bertLike(h, std::max<i64>(1, h / 64));
    t.maxPositions = 512;
    t.dropout = true;
    t.vocab = vocab;
    t.typeVocab = 2;
    t.embeddingNorm = true;
    t.finalNorm = false;
    t.pooler = true;
    return withFittedFfn(std::move(arch), t, params);
}

// ViT-like: 224 px images, 14 px patches, GeLU MLP, LayerNorm, pooler.
Result<Architecture> deriveVit(Architecture arch, double params)
{
    const i64 h = pickWidth(params, 40.0, 0.0, 64);
    Tower t = bertLike(h, std::max<i64>(1, h / 40));
    t.imageSize = 224;
    t.patchSize = 14;
    t.pooler = true;
    return withFittedFfn(std::move(arch), t, params);
}

// LLaVA-like: CLIP ViT-L/14 at 336 px (303.5M) + 2-layer projector + a derived decoder.
Result<Architecture> deriveMultimodal(Architecture arch, double params)
{
    Tower v;
    v.hidden = 1024; v.layers = 24; v.heads = 16; v.kvHeads = 16; v.headDim = 64; v.ffn = 4096;
    v.mlp = MlpKind::Gelu; v.norm = NormKind::LayerNorm; v.position = PositionKind::Learned;
    v.qkvBias = v.outBias = v.mlpBias = true;
    v.imageSize = 336; v.patchSize = 14; v.patchBias = false; v.preNorm = true;
    arch.vision = v;
    arch.projectorLayers = 2;
    Architecture visionOnly;
    visionOnly.family = Family::Multimodal;
    visionOnly.vision = v;
    const double visionParams = totalParams(visionOnly);
    if (params < visionParams + 50e6)
        return scaleTooSmall(arch.family, params);
    auto llm = deriveFromScale(Family::Decoder, params - visionParams);
    if (!llm)
        return llm.issue();
    return withFittedFfn(std::move(arch), llm->text, params);
}

// T5 v1.1 / Flan-T5 / mT5-like (Raffel et al. 2020; the v1.1 checkpoints): equal encoder and
// decoder stacks of min(24, h / 64) layers (at least 6), 64-wide heads, gated-GeLU MLP (d_ff about
// 2.5 d_model before it is solved), T5's weight-only layer norm, a 32-bucket relative-position bias
// in the first layer of each stack, no biases, T5's 32,128-token vocabulary with an untied head.
Result<Architecture> deriveEncoderDecoder(Architecture arch, double params)
{
    const i64 vocab = 32128;
    auto stack = [](i64 h) {
        Tower t = stackOf(h, std::clamp<i64>(h / 64, 6, 24), 64, MlpKind::Gated, NormKind::RmsNorm, PositionKind::Relative);
        t.relativeBuckets = 32;
        t.dropout = true;
        t.ffn = std::max<i64>(64, (h * 5 / 2) / 64 * 64);
        return t;
    };
    auto build = [&](i64 h) {
        Architecture a = arch;
        a.encoder = stack(h);
        a.text = stack(h);
        a.text.crossAttention = true;
        a.text.vocab = vocab;
        a.text.lmHead = true;
        a.text.tiedEmbeddings = false;
        return a;
    };
    i64 h = 128;
    while (h < 65536 && totalParams(build(h + 128)) <= params)
        h += 128;
    arch = build(h);
    // Solve the shared d_ff for the rest (both stacks use the same width).
    const auto count = [&arch](const Tower &tw) {
        Architecture a = arch;
        a.text.ffn = tw.ffn;
        a.encoder->ffn = tw.ffn;
        return totalParams(a);
    };
    if (!solveFfn(arch.text, params, count))
        return scaleTooSmall(arch.family, params);
    arch.encoder->ffn = arch.text.ffn;
    return arch;
}

} // namespace

Result<Architecture> deriveFromScale(Family family, double params)
{
    if (!(params >= limit::kScaleParams.min) || !(params <= limit::kScaleParams.max) || !std::isfinite(params))
        return reasonIssue(IssueCode::OutOfRange, "params", IssueReason::ScaleOutsideRange,
                           {params, limit::kScaleParams.min, limit::kScaleParams.max});
    Architecture arch;
    arch.family = family;
    arch.modelType = "derived";
    Result<Architecture> derived = reasonIssue(IssueCode::Unsupported, "family", IssueReason::ScaleUnsupportedFamily, {}, familyId(family));
    switch (family) {
    case Family::Decoder: derived = deriveDecoder(arch, params); break;
    case Family::Moe: derived = deriveMoe(arch, params); break;
    case Family::Encoder: derived = deriveEncoder(arch, params); break;
    case Family::Vit: derived = deriveVit(arch, params); break;
    case Family::Multimodal: derived = deriveMultimodal(arch, params); break;
    case Family::EncoderDecoder: derived = deriveEncoderDecoder(arch, params); break;
    case Family::Clip: break;
    }
    if (!derived)
        return derived;
    if (auto issue = validate(*derived))
        return *issue;
    return derived;
}

} // namespace engine
