// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hfconfig.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "jsonutil.h"

namespace engine {

namespace {

using nlohmann::json;
using detail::JsonReader;

// Reads a decoder tower shared by the Llama family (llama, mistral, mixtral, qwen2, qwen2_moe).
Tower readLlamaLike(JsonReader &r, bool defaultQkvBias)
{
    Tower t;
    t.hidden = r.integer("hidden_size");
    t.layers = r.integer("num_hidden_layers");
    t.heads = r.integer("num_attention_heads");
    t.kvHeads = r.integerOr("num_key_value_heads", t.heads);
    t.headDim = r.integerOr("head_dim", t.heads > 0 ? t.hidden / t.heads : 0);
    t.ffn = r.integer("intermediate_size");
    t.vocab = r.integer("vocab_size");
    t.maxPositions = r.integerOr("max_position_embeddings", 0);
    t.mlp = MlpKind::Gated;
    t.norm = NormKind::RmsNorm;
    t.position = PositionKind::Rotary;
    t.qkvBias = r.boolOr("attention_bias", defaultQkvBias);
    t.outBias = r.boolOr("attention_bias", false);
    t.mlpBias = r.boolOr("mlp_bias", false);
    t.dropout = r.numberOr("attention_dropout", 0.0) > 0.0;
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", false);
    return t;
}

Tower readGpt2(JsonReader &r)
{
    Tower t;
    t.hidden = r.integer("n_embd");
    t.layers = r.integer("n_layer");
    t.heads = r.integer("n_head");
    t.kvHeads = t.heads;
    t.headDim = t.heads > 0 ? t.hidden / t.heads : 0;
    t.ffn = r.integerOr("n_inner", 4 * t.hidden);
    t.vocab = r.integer("vocab_size");
    t.maxPositions = r.integer("n_positions");
    t.mlp = MlpKind::Gelu;
    t.norm = NormKind::LayerNorm;
    t.position = PositionKind::Learned;
    t.qkvBias = t.outBias = t.mlpBias = true;
    t.dropout = r.numberOr("resid_pdrop", 0.1) > 0.0;
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
    return t;
}

Tower readBloom(JsonReader &r)
{
    Tower t;
    t.hidden = r.has("hidden_size") ? r.integer("hidden_size") : r.integer("n_embed");
    t.layers = r.has("n_layer") ? r.integer("n_layer") : r.integer("num_hidden_layers");
    t.heads = r.has("n_head") ? r.integer("n_head") : r.integer("num_attention_heads");
    t.kvHeads = t.heads;
    t.headDim = t.heads > 0 ? t.hidden / t.heads : 0;
    t.ffn = 4 * t.hidden;
    t.vocab = r.integer("vocab_size");
    t.mlp = MlpKind::Gelu;
    t.norm = NormKind::LayerNorm;
    t.position = PositionKind::Alibi;
    t.qkvBias = t.outBias = t.mlpBias = true;
    t.dropout = r.numberOr("hidden_dropout", 0.0) > 0.0;
    t.embeddingNorm = true;
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
    return t;
}

// BERT/ViT/CLIP-style encoder layers: q, k, v, out with biases, GeLU MLP with biases, LayerNorm.
Tower readEncoderCore(JsonReader &r)
{
    Tower t;
    t.hidden = r.integer("hidden_size");
    t.layers = r.integer("num_hidden_layers");
    t.heads = r.integer("num_attention_heads");
    t.kvHeads = t.heads;
    t.headDim = t.heads > 0 ? t.hidden / t.heads : 0;
    t.ffn = r.integer("intermediate_size");
    t.mlp = MlpKind::Gelu;
    t.norm = NormKind::LayerNorm;
    t.position = PositionKind::Learned;
    t.qkvBias = t.outBias = t.mlpBias = true;
    return t;
}

Tower readBert(JsonReader &r)
{
    Tower t = readEncoderCore(r);
    t.vocab = r.integer("vocab_size");
    t.maxPositions = r.integer("max_position_embeddings");
    t.typeVocab = r.integerOr("type_vocab_size", 2);
    t.embeddingNorm = true;
    t.finalNorm = false;   // post-norm: each layer ends with its own LayerNorm
    t.pooler = true;
    t.dropout = r.numberOr("hidden_dropout_prob", 0.1) > 0.0;
    return t;
}

Tower readVit(JsonReader &r)
{
    Tower t = readEncoderCore(r);
    t.qkvBias = r.boolOr("qkv_bias", true);
    t.imageSize = r.integer("image_size");
    t.patchSize = r.integer("patch_size");
    t.channels = r.integerOr("num_channels", 3);
    t.pooler = true;
    t.dropout = r.numberOr("hidden_dropout_prob", 0.0) > 0.0;
    return t;
}

Tower readClipText(JsonReader &r)
{
    Tower t = readEncoderCore(r);
    t.vocab = r.integer("vocab_size");
    t.maxPositions = r.integer("max_position_embeddings");
    return t;
}

Tower readClipVision(JsonReader &r)
{
    Tower t = readEncoderCore(r);
    t.imageSize = r.integer("image_size");
    t.patchSize = r.integer("patch_size");
    t.channels = r.integerOr("num_channels", 3);
    t.patchBias = false;
    t.preNorm = true;
    return t;
}

void readMixtral(JsonReader &r, Tower &t)
{
    MoeSpec m;
    m.experts = r.integer("num_local_experts");
    m.topK = r.integer("num_experts_per_tok");
    m.expertFfn = t.ffn;
    t.moe = m;
}

void readQwen2Moe(JsonReader &r, Tower &t)
{
    MoeSpec m;
    m.experts = r.integer("num_experts");
    m.topK = r.integer("num_experts_per_tok");
    m.expertFfn = r.integer("moe_intermediate_size");
    m.sharedFfn = r.integerOr("shared_expert_intermediate_size", 0);
    m.sharedExpertGate = m.sharedFfn > 0;
    m.layerStep = r.integerOr("decoder_sparse_step", 1);
    m.denseLayers = r.integerListOr("mlp_only_layers");
    // A set of layer indices: order and repeats carry no meaning (validate() checks the range).
    std::sort(m.denseLayers.begin(), m.denseLayers.end());
    m.denseLayers.erase(std::unique(m.denseLayers.begin(), m.denseLayers.end()), m.denseLayers.end());
    t.moe = m;
}

Tower readDeepseek(JsonReader &r)
{
    Tower t = readLlamaLike(r, false);
    MlaSpec mla;
    mla.qLoraRank = r.integerOrNull("q_lora_rank", 0);
    mla.kvLoraRank = r.integer("kv_lora_rank");
    mla.qkNopeDim = r.integer("qk_nope_head_dim");
    mla.qkRopeDim = r.integer("qk_rope_head_dim");
    mla.vHeadDim = r.integer("v_head_dim");
    t.mla = mla;
    t.headDim = mla.qkNopeDim + mla.qkRopeDim;
    t.kvHeads = t.heads;
    MoeSpec m;
    m.experts = r.integerOrNull("n_routed_experts", 0);
    if (m.experts > 0) {
        m.topK = r.integer("num_experts_per_tok");
        m.expertFfn = r.integer("moe_intermediate_size");
        const std::int64_t shared = r.integerOrNull("n_shared_experts", 0);
        if (shared < 0 || shared > 100000)
            r.fail(IssueCode::OutOfRange, "n_shared_experts",
                   "is " + std::to_string(shared) + "; must be between 0 and 100000");
        if (__builtin_mul_overflow(m.expertFfn, shared, &m.sharedFfn))
            r.fail(IssueCode::OutOfRange, "moe_intermediate_size", "is too large");
        m.firstDenseLayers = r.integerOr("first_k_dense_replace", 0);
        m.layerStep = r.integerOr("moe_layer_freq", 1);
        m.stepCountsFromOne = false;
        m.routerBias = r.stringOr("topk_method", "noaux_tc") == "noaux_tc";
        t.moe = m;
    }
    return t;
}

} // namespace

namespace {

// One reader per config.json model_type (docs/model.md §1.2). Each fills the family and the
// towers; a reader that meets a configuration it cannot plan throws a JsonIssue naming the field.
void readLlama(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    a.text = readLlamaLike(r, false);
}

void readQwen2(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    a.text = readLlamaLike(r, true);
    a.text.qkvBias = true;   // Qwen2 always has q/k/v biases and no o_proj bias
    a.text.outBias = false;
}

// Qwen3: Llama layers with explicit head_dim, no q/k/v bias, an RMSNorm over each head's q and k;
// the MoE variant routes every layer (decoder_sparse_step, mlp_only_layers) to experts of
// moe_intermediate_size without a shared expert.
void readQwen3(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    a.text = readLlamaLike(r, false);
    a.text.qkNorm = true;
}

void readQwen3Moe(JsonReader &r, Architecture &a)
{
    readQwen3(r, a);
    a.family = Family::Moe;
    readQwen2Moe(r, a.text);
}

// Gemma 2: gated GeLU MLP, RMSNorms before and after attention and MLP (four per layer), embeddings
// tied by default, and a sliding window of sliding_window tokens on every other layer (layers 0, 2,
// 4, …), which caps their KV cache.
void readGemma2(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    a.text = readLlamaLike(r, false);
    a.text.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
    a.text.normsPerLayer = 4;
    a.text.slidingWindow = r.integerOrNull("sliding_window", 0);
    a.text.slidingLayers = a.text.slidingWindow > 0 ? (a.text.layers + 1) / 2 : 0;
}

void readMixtralArch(JsonReader &r, Architecture &a)
{
    a.family = Family::Moe;
    a.text = readLlamaLike(r, false);
    readMixtral(r, a.text);
}

void readQwen2MoeArch(JsonReader &r, Architecture &a)
{
    readQwen2(r, a);
    a.family = Family::Moe;
    readQwen2Moe(r, a.text);
}

void readDeepseekArch(JsonReader &r, Architecture &a)
{
    a.text = readDeepseek(r);
    a.family = a.text.moe ? Family::Moe : Family::Decoder;
}

// A model type whose one tower has a reader of its own.
template<Family F, Tower (*Read)(JsonReader &)>
void towerOf(JsonReader &r, Architecture &a)
{
    a.family = F;
    a.text = Read(r);
}

void readClipArch(JsonReader &r, Architecture &a)
{
    a.family = Family::Clip;
    JsonReader text = r.object("text_config");
    JsonReader vision = r.object("vision_config");
    a.text = readClipText(text);
    a.vision = readClipVision(vision);
    a.projectionDim = r.integerOr("projection_dim", 512);
}

void readLlavaArch(JsonReader &r, Architecture &a)
{
    a.family = Family::Multimodal;
    JsonReader text = r.object("text_config");
    const std::string textType = text.stringOr("model_type", "llama");
    if (textType != "llama" && textType != "mistral" && textType != "qwen2")
        text.fail(IssueCode::UnsupportedModelType, "model_type",
                  "the language model type '" + textType + "' is not supported inside llava");
    a.text = readLlamaLike(text, textType == "qwen2");
    JsonReader vision = r.object("vision_config");
    a.vision = readClipVision(vision);
    a.projectorLayers = 2;
}

struct ModelTypeReader
{
    const char *type;
    void (*read)(JsonReader &, Architecture &);
};

// Phi-3 / Phi-4's fused qkv_proj and gate_up_proj hold the same weights as Llama's.
const ModelTypeReader kModelTypes[] = {
    {"llama", readLlama},
    {"mistral", readLlama},
    {"qwen2", readQwen2},
    {"qwen2_moe", readQwen2MoeArch},
    {"qwen3", readQwen3},
    {"qwen3_moe", readQwen3Moe},
    {"gemma2", readGemma2},
    {"phi3", readLlama},
    {"mixtral", readMixtralArch},
    {"deepseek_v2", readDeepseekArch},
    {"deepseek_v3", readDeepseekArch},
    {"gpt2", towerOf<Family::Decoder, readGpt2>},
    {"bloom", towerOf<Family::Decoder, readBloom>},
    {"bert", towerOf<Family::Encoder, readBert>},
    {"vit", towerOf<Family::Vit, readVit>},
    {"clip", readClipArch},
    {"llava", readLlavaArch},
};

} // namespace

std::string supportedModelTypes()
{
    std::string list;
    for (const ModelTypeReader &m : kModelTypes)
        list += (list.empty() ? "" : ", ") + std::string(m.type);
    return list;
}

namespace detail {

Result<Architecture> importHfConfigObject(const json &j, const std::string &prefix)
{
    JsonReader r(j, prefix);
    Architecture a;
    try {
        const std::string type = r.string("model_type");
        a.modelType = type;
        const auto *reader = std::find_if(std::begin(kModelTypes), std::end(kModelTypes),
                                          [&](const ModelTypeReader &m) { return type == m.type; });
        if (reader == std::end(kModelTypes))
            return Issue{IssueCode::UnsupportedModelType, "model_type",
                         "model_type '" + type + "' is not supported (supported: " + supportedModelTypes() + ")"};
        reader->read(r, a);
    } catch (const detail::JsonIssue &e) {
        return e.issue;
    }
    if (auto issue = validate(a)) {
        Issue i = *issue;
        i.field = prefix + i.field;
        return i;
    }
    return a;
}

} // namespace detail

Result<Architecture> importHfConfig(std::string_view jsonText)
{
    auto parsed = detail::parseJson(jsonText, "config.json");
    if (!parsed)
        return parsed.issue();
    if (!parsed->is_object())
        return Issue{IssueCode::WrongType, "config.json", "the top level must be a JSON object"};
    if (!parsed->contains("model_type"))
        return Issue{IssueCode::MissingField, "model_type", "required field is missing"};
    return detail::importHfConfigObject(*parsed, "");
}

} // namespace engine
