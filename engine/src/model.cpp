#include "engine/model.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace engine {

namespace {

using i64 = std::int64_t;

i64 normParams(NormKind kind, i64 width)
{
    return kind == NormKind::LayerNorm ? 2 * width : width;
}

i64 gatedOrPlainMlp(MlpKind kind, i64 h, i64 f, bool bias)
{
    if (kind == MlpKind::Gated)
        return 3 * h * f + (bias ? 2 * f + h : 0);
    return 2 * h * f + (bias ? f + h : 0);
}

i64 attentionParams(const Tower &t)
{
    const i64 h = t.hidden;
    if (t.mla) {
        const MlaSpec &m = *t.mla;
        const i64 a = t.heads;
        const i64 qkDim = m.qkNopeDim + m.qkRopeDim;
        i64 p = 0;
        if (m.qLoraRank > 0) {
            p += h * m.qLoraRank + (t.outBias ? m.qLoraRank : 0);   // q_a_proj
            p += m.qLoraRank;                                         // q_a_layernorm (RMSNorm)
            p += m.qLoraRank * a * qkDim;                             // q_b_proj
        } else {
            p += h * a * qkDim;                                       // q_proj
        }
        p += h * (m.kvLoraRank + m.qkRopeDim) + (t.outBias ? m.kvLoraRank + m.qkRopeDim : 0);
        p += m.kvLoraRank;                                            // kv_a_layernorm
        p += m.kvLoraRank * a * (m.qkNopeDim + m.vHeadDim);           // kv_b_proj
        p += a * m.vHeadDim * h + (t.outBias ? h : 0);                // o_proj
        return p;
    }
    const i64 q = t.heads * t.headDim;
    const i64 kv = t.kvHeads * t.headDim;
    i64 p = h * q + 2 * h * kv + q * h;
    if (t.qkvBias)
        p += q + 2 * kv;
    if (t.outBias)
        p += h;
    return p;
}

i64 moeMlpParams(const Tower &t, bool activeOnly)
{
    const MoeSpec &m = *t.moe;
    const i64 h = t.hidden;
    const i64 expert = gatedOrPlainMlp(t.mlp, h, m.expertFfn, t.mlpBias);
    i64 p = m.experts * h + (m.routerBias ? m.experts : 0);       // router
    p += (activeOnly ? m.topK : m.experts) * expert;
    if (m.sharedFfn > 0)
        p += gatedOrPlainMlp(t.mlp, h, m.sharedFfn, t.mlpBias);
    if (m.sharedExpertGate)
        p += h;
    return p;
}

} // namespace

bool MoeSpec::isMoeLayer(i64 layer) const
{
    if (experts <= 0 || layer < firstDenseLayers)
        return false;
    if (std::find(denseLayers.begin(), denseLayers.end(), layer) != denseLayers.end())
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
    i64 p = attentionParams(t) + 2 * normParams(t.norm, t.hidden);
    if (t.moe && t.moe->isMoeLayer(layer))
        p += moeMlpParams(t, activeOnly);
    else
        p += gatedOrPlainMlp(t.mlp, t.hidden, t.ffn, t.mlpBias);
    return p;
}

namespace {

i64 embeddingParams(const Tower &t)
{
    const i64 h = t.hidden;
    if (t.isVision()) {
        i64 p = t.channels * t.patchSize * t.patchSize * h + (t.patchBias ? h : 0);
        p += t.classToken ? h : 0;
        p += t.sequenceTokens() * h;            // learned position embeddings
        return p;
    }
    i64 p = t.vocab * h + t.typeVocab * h;
    if (t.position == PositionKind::Learned)
        p += t.maxPositions * h;
    return p;
}

} // namespace

i64 towerOuterParams(const Tower &t)
{
    const i64 h = t.hidden;
    i64 p = embeddingParams(t);
    if (t.embeddingNorm)
        p += normParams(t.norm, h);
    if (t.preNorm)
        p += normParams(t.norm, h);
    if (t.finalNorm)
        p += normParams(t.norm, h);
    if (t.pooler)
        p += h * h + h;
    if (t.lmHead && !t.tiedEmbeddings)
        p += t.vocab * h;
    return p;
}

namespace {

struct TowerCount
{
    i64 total = 0, active = 0, embedding = 0, lmHead = 0, expert = 0, perLayer = 0;
};

TowerCount countTower(const Tower &t)
{
    TowerCount c;
    c.total = c.active = towerOuterParams(t);
    c.embedding = embeddingParams(t);
    if (t.isVision())
        c.embedding -= t.channels * t.patchSize * t.patchSize * t.hidden + (t.patchBias ? t.hidden : 0);
    c.lmHead = (t.lmHead && !t.tiedEmbeddings) ? t.vocab * t.hidden : 0;
    for (i64 l = 0; l < t.layers; ++l) {
        const i64 full = layerParams(t, l, false);
        c.total += full;
        c.active += layerParams(t, l, true);
        c.perLayer = std::max(c.perLayer, full);
        if (t.moe && t.moe->isMoeLayer(l))
            c.expert += t.moe->experts * gatedOrPlainMlp(t.mlp, t.hidden, t.moe->expertFfn, t.mlpBias);
    }
    return c;
}

} // namespace

ParamCount countParams(const Architecture &arch)
{
    const TowerCount text = countTower(arch.text);
    ParamCount pc;
    pc.total = text.total;
    pc.active = text.active;
    pc.embedding = text.embedding;
    pc.lmHead = text.lmHead;
    pc.expert = text.expert;
    pc.perLayer = text.perLayer;
    if (arch.vision) {
        const TowerCount v = countTower(*arch.vision);
        i64 vis = v.total;
        if (arch.projectorLayers > 0) {
            const i64 hv = arch.vision->hidden, ht = arch.text.hidden;
            vis += hv * ht + ht;                                   // linear_1
            vis += (arch.projectorLayers - 1) * (ht * ht + ht);    // linear_2 ...
        }
        if (arch.projectionDim > 0)
            vis += arch.vision->hidden * arch.projectionDim;       // visual_projection
        pc.visionTotal = vis;
        pc.total += vis;
        pc.active += vis;
        pc.embedding += v.embedding;
    }
    if (arch.projectionDim > 0) {
        const i64 extra = arch.text.hidden * arch.projectionDim + 1;   // text_projection + logit_scale
        pc.total += extra;
        pc.active += extra;
    }
    return pc;
}

const ParamCount &cachedParams(const Architecture &arch)
{
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

std::optional<Issue> validateTower(const Tower &t, const std::string &prefix)
{
    auto bad = [&](const char *field, const std::string &detail) {
        return Issue{IssueCode::OutOfRange, prefix + field, detail};
    };
    constexpr i64 kMaxDim = 1'000'000;   // larger than any published transformer by 10x
    if (t.layers <= 0 || t.layers > 10'000)
        return bad("num_hidden_layers", "must be between 1 and 10000");
    if (t.hidden <= 0 || t.hidden > kMaxDim)
        return bad("hidden_size", "must be between 1 and 1000000");
    if (t.heads <= 0 || t.heads > t.hidden * 4)
        return bad("num_attention_heads", "must be positive");
    if (!t.mla) {
        if (t.kvHeads <= 0 || t.kvHeads > t.heads)
            return bad("num_key_value_heads", "must be between 1 and the number of attention heads");
        if (t.heads % t.kvHeads != 0)
            return Issue{IssueCode::NotDivisible, prefix + "num_key_value_heads",
                         "must divide the number of attention heads"};
        if (t.headDim <= 0 || t.headDim > kMaxDim)
            return bad("head_dim", "must be positive");
    }
    if (t.ffn <= 0 || t.ffn > 16 * kMaxDim)
        return bad("intermediate_size", "must be positive");
    if (t.isVision()) {
        if (t.patchSize <= 0 || t.patchSize > t.imageSize)
            return bad("patch_size", "must be positive and not larger than the image");
        if (t.channels <= 0 || t.channels > 64)
            return bad("num_channels", "must be between 1 and 64");
    } else if (t.vocab < 0 || t.vocab > 100'000'000) {
        return bad("vocab_size", "must be between 0 and 100000000");
    }
    if (t.position == PositionKind::Learned && !t.isVision() && (t.maxPositions <= 0 || t.maxPositions > 100'000'000))
        return bad("max_position_embeddings", "must be positive");
    if (t.moe) {
        const MoeSpec &m = *t.moe;
        if (m.experts <= 0 || m.experts > 100'000)
            return bad("num_experts", "must be between 1 and 100000");
        if (m.topK <= 0 || m.topK > m.experts)
            return bad("num_experts_per_tok", "must be between 1 and the number of experts");
        if (m.expertFfn <= 0 || m.expertFfn > 16 * kMaxDim)
            return bad("moe_intermediate_size", "must be positive");
        if (m.sharedFfn < 0 || m.firstDenseLayers < 0 || m.layerStep < 1)
            return bad("moe", "shared expert size, dense layers and layer step must not be negative");
    }
    if (t.mla) {
        const MlaSpec &m = *t.mla;
        if (m.kvLoraRank <= 0 || m.qkRopeDim < 0 || m.qkNopeDim < 0 || m.vHeadDim <= 0 || m.qLoraRank < 0
            || m.qkNopeDim + m.qkRopeDim <= 0)
            return bad("kv_lora_rank", "latent attention sizes must be positive");
    }
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
    const ParamCount pc = countParams(arch);
    if (pc.total <= 0)
        return Issue{IssueCode::OutOfRange, "params", "the model has no parameters"};
    return std::nullopt;
}

const char *familyId(Family f)
{
    switch (f) {
    case Family::Decoder: return "decoder";
    case Family::Moe: return "moe";
    case Family::Encoder: return "encoder";
    case Family::Vit: return "vit";
    case Family::Clip: return "clip";
    case Family::Multimodal: return "multimodal";
    }
    return "decoder";
}

std::optional<Family> familyFromId(const std::string &id)
{
    for (Family f : {Family::Decoder, Family::Moe, Family::Encoder, Family::Vit, Family::Clip,
                     Family::Multimodal})
        if (id == familyId(f))
            return f;
    return std::nullopt;
}

// ---- scale-only derivation -------------------------------------------------------------------
//
// Rule (docs/model.md §1.4): pick the width from the target with the Llama/BERT aspect ratio
// (layers = hidden / 128 for decoders, hidden / 64 for encoders, hidden / 40 for ViTs), round the width to a
// multiple of 128 (heads of 128 for decoders, 64 for encoders), then solve the FFN size exactly
// for the remaining parameters and round it to a multiple of 64. Decoders use SwiGLU, RMSNorm,
// rotary positions and a 32,000-token untied vocabulary; GQA with 8 KV heads from 30B up.

namespace {

// Largest divisor of `heads` not above `limit` (grouped-query attention needs groups that divide).
i64 kvGroups(i64 heads, i64 limit)
{
    for (i64 g = std::min(heads, limit); g > 1; --g)
        if (heads % g == 0)
            return g;
    return 1;
}

Tower llamaLike(i64 hidden, i64 layers, i64 vocab)
{
    Tower t;
    t.hidden = hidden;
    t.layers = layers;
    t.headDim = 128;
    t.heads = std::max<i64>(1, hidden / 128);
    t.kvHeads = t.heads;
    t.mlp = MlpKind::Gated;
    t.norm = NormKind::RmsNorm;
    t.position = PositionKind::Rotary;
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

} // namespace

Result<Architecture> deriveFromScale(Family family, double params)
{
    if (!(params >= 1e6) || !(params <= 1e13) || !std::isfinite(params))
        return Issue{IssueCode::OutOfRange, "params",
                     "scale-only models must have between 1 million and 10 trillion parameters"};
    Architecture arch;
    arch.family = family;
    arch.modelType = "derived";
    auto total = [&](const Architecture &a) { return static_cast<double>(countParams(a).total); };

    auto pickWidth = [&](double dense, double ratio, double vocabTerm, i64 granule) {
        // dense ≈ 12·L·h² with L = h / ratio  ->  12/ratio·h³ + vocabTerm·h = dense
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
        i64 hw = std::max<i64>(granule, static_cast<i64>(std::llround(h / granule)) * granule);
        return hw;
    };

    switch (family) {
    case Family::Decoder:
    case Family::Moe: {
        const i64 vocab = 32000;
        if (family == Family::Moe) {
            // Mixtral-like: 8 experts, top-2, every layer MoE. Dense-equivalent width from total/4.
            const i64 h = pickWidth(params / 4.0, 128.0, 2.0 * vocab, 128);
            Tower t = llamaLike(h, std::max<i64>(1, h / 128), vocab);
            t.kvHeads = kvGroups(t.heads, 8);
            t.moe = MoeSpec{};
            t.moe->experts = 8;
            t.moe->topK = 2;
            arch.text = t;
            // solve the expert FFN size
            auto count = [&](const Tower &tw) {
                Architecture a = arch;
                a.text = tw;
                a.text.moe->expertFfn = tw.ffn;
                return total(a);
            };
            if (!solveFfn(arch.text, params, count))
                return Issue{IssueCode::OutOfRange, "params", "too small for a mixture-of-experts model"};
            arch.text.moe->expertFfn = arch.text.ffn;
            break;
        }
        const i64 h = pickWidth(params, 128.0, 2.0 * vocab, 128);
        Tower t = llamaLike(h, std::max<i64>(1, h / 128), vocab);
        if (params >= 30e9)
            t.kvHeads = kvGroups(t.heads, 8);
        arch.text = t;
        auto count = [&](const Tower &tw) {
            Architecture a = arch;
            a.text = tw;
            return total(a);
        };
        if (!solveFfn(arch.text, params, count))
            return Issue{IssueCode::OutOfRange, "params", "too small for a decoder with a 32000-token vocabulary"};
        break;
    }
    case Family::Encoder: {
        // BERT-like: GeLU MLP, LayerNorm, learned positions (512), 30,522 vocabulary, pooler.
        const i64 vocab = 30522;
        const i64 h = pickWidth(params, 64.0, vocab, 64);
        Tower t;
        t.hidden = h;
        t.layers = std::max<i64>(1, h / 64);
        t.headDim = 64;
        t.heads = std::max<i64>(1, h / 64);
        t.kvHeads = t.heads;
        t.mlp = MlpKind::Gelu;
        t.norm = NormKind::LayerNorm;
        t.position = PositionKind::Learned;
        t.maxPositions = 512;
        t.qkvBias = t.outBias = t.mlpBias = true;
        t.dropout = true;
        t.vocab = vocab;
        t.typeVocab = 2;
        t.embeddingNorm = true;
        t.finalNorm = false;
        t.pooler = true;
        arch.text = t;
        auto count = [&](const Tower &tw) {
            Architecture a = arch;
            a.text = tw;
            return total(a);
        };
        if (!solveFfn(arch.text, params, count))
            return Issue{IssueCode::OutOfRange, "params", "too small for an encoder"};
        break;
    }
    case Family::Vit: {
        // ViT-like: 224 px images, 14 px patches, GeLU MLP, LayerNorm, pooler.
        const i64 h = pickWidth(params, 40.0, 0.0, 64);
        Tower t;
        t.hidden = h;
        t.layers = std::max<i64>(1, h / 40);
        t.headDim = 64;
        t.heads = std::max<i64>(1, h / 64);
        t.kvHeads = t.heads;
        t.mlp = MlpKind::Gelu;
        t.norm = NormKind::LayerNorm;
        t.position = PositionKind::Learned;
        t.qkvBias = t.outBias = t.mlpBias = true;
        t.imageSize = 224;
        t.patchSize = 14;
        t.pooler = true;
        arch.text = t;
        auto count = [&](const Tower &tw) {
            Architecture a = arch;
            a.text = tw;
            return total(a);
        };
        if (!solveFfn(arch.text, params, count))
            return Issue{IssueCode::OutOfRange, "params", "too small for a vision transformer"};
        break;
    }
    case Family::Multimodal: {
        // LLaVA-like: CLIP ViT-L/14 at 336 px (303.5M) + 2-layer projector + a derived decoder.
        Tower v;
        v.hidden = 1024; v.layers = 24; v.heads = 16; v.kvHeads = 16; v.headDim = 64; v.ffn = 4096;
        v.mlp = MlpKind::Gelu; v.norm = NormKind::LayerNorm; v.position = PositionKind::Learned;
        v.qkvBias = v.outBias = v.mlpBias = true;
        v.imageSize = 336; v.patchSize = 14; v.patchBias = false; v.preNorm = true;
        arch.vision = v;
        arch.projectorLayers = 2;
        const double visionParams = total(Architecture{Family::Multimodal, "", Tower{}, v, 0, 0});
        if (params < visionParams + 50e6)
            return Issue{IssueCode::OutOfRange, "params", "too small for a vision encoder plus a language model"};
        auto llm = deriveFromScale(Family::Decoder, params - visionParams);
        if (!llm)
            return llm.issue();
        arch.text = llm->text;
        auto count = [&](const Tower &tw) {
            Architecture a = arch;
            a.text = tw;
            return total(a);
        };
        if (!solveFfn(arch.text, params, count))
            return Issue{IssueCode::OutOfRange, "params", "cannot derive a multimodal model of this size"};
        break;
    }
    case Family::Clip:
        return Issue{IssueCode::Unsupported, "family",
                     "scale-only input is not available for CLIP dual encoders; choose a preset or a config.json"};
    }
    if (auto issue = validate(arch))
        return *issue;
    return arch;
}

} // namespace engine
