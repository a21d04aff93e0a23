// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hfconfig.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "engine/limits.h"
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

// Multi-head attention (a KV head per head) with a GeLU MLP, LayerNorm and biases everywhere: the
// GPT-2, BLOOM and BERT/ViT/CLIP-style layers.
Tower biasedGeluTower(std::int64_t hidden, std::int64_t layers, std::int64_t heads, PositionKind position)
{
    Tower t;
    t.hidden = hidden;
    t.layers = layers;
    t.heads = heads;
    t.kvHeads = heads;
    t.headDim = heads > 0 ? hidden / heads : 0;
    t.mlp = MlpKind::Gelu;
    t.norm = NormKind::LayerNorm;
    t.position = position;
    t.qkvBias = t.outBias = t.mlpBias = true;
    return t;
}

Tower readGpt2(JsonReader &r)
{
    const std::int64_t hidden = r.integer("n_embd"), layers = r.integer("n_layer"), heads = r.integer("n_head");
    Tower t = biasedGeluTower(hidden, layers, heads, PositionKind::Learned);
    t.ffn = r.integerOr("n_inner", 4 * t.hidden);
    t.vocab = r.integer("vocab_size");
    t.maxPositions = r.integer("n_positions");
    t.dropout = r.numberOr("resid_pdrop", 0.1) > 0.0;
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
    return t;
}

Tower readBloom(JsonReader &r)
{
    const std::int64_t hidden = r.has("hidden_size") ? r.integer("hidden_size") : r.integer("n_embed");
    const std::int64_t layers = r.has("n_layer") ? r.integer("n_layer") : r.integer("num_hidden_layers");
    const std::int64_t heads = r.has("n_head") ? r.integer("n_head") : r.integer("num_attention_heads");
    Tower t = biasedGeluTower(hidden, layers, heads, PositionKind::Alibi);
    t.ffn = 4 * t.hidden;
    t.vocab = r.integer("vocab_size");
    t.dropout = r.numberOr("hidden_dropout", 0.0) > 0.0;
    t.embeddingNorm = true;
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
    return t;
}

// BERT/ViT/CLIP-style encoder layers: q, k, v, out with biases, GeLU MLP with biases, LayerNorm.
Tower readEncoderCore(JsonReader &r)
{
    const std::int64_t hidden = r.integer("hidden_size"), layers = r.integer("num_hidden_layers"),
                       heads = r.integer("num_attention_heads");
    Tower t = biasedGeluTower(hidden, layers, heads, PositionKind::Learned);
    t.ffn = r.integer("intermediate_size");
    return t;
}

// How many layers a config's layer_types marks `wanted`; the list must have one entry per layer,
// each one of `allowed`.
std::int64_t countLayerTypes(JsonReader &r, std::int64_t layers, const char *wanted, std::initializer_list<const char *> allowed)
{
    const std::vector<std::string> types = r.stringListOr("layer_types");
    if (static_cast<std::int64_t>(types.size()) != layers)
        r.fail(IssueCode::OutOfRange, "layer_types", "has " + std::to_string(types.size()) + " entries for " + std::to_string(layers) + " layers");
    std::int64_t n = 0;
    for (const std::string &t : types) {
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char *a) { return t == a; }))
            r.fail(IssueCode::OutOfRange, "layer_types", "has an unknown entry '" + t + "'");
        n += t == wanted;
    }
    return n;
}

// hidden_size / num_attention_heads as the head size, refused when it is not a whole number.
std::int64_t headSize(JsonReader &r, const Tower &t, const char *headsField)
{
    if (t.heads <= 0 || t.hidden % t.heads != 0)
        r.fail(IssueCode::NotDivisible, headsField,
               std::to_string(t.heads) + " does not divide hidden_size " + std::to_string(t.hidden));
    return t.hidden / t.heads;
}

// The image a vision tower embeds: image_size, patch_size, num_channels (3).
void readImage(JsonReader &r, Tower &t)
{
    t.imageSize = r.integer("image_size");
    t.patchSize = r.integer("patch_size");
    t.channels = r.integerOr("num_channels", 3);
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
    readImage(r, t);
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
    readImage(r, t);
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
    const MlaSpec mla = detail::readMla(r, "qk_nope_head_dim", "qk_rope_head_dim");
    t.mla = mla;
    t.headDim = mla.qkNopeDim + mla.qkRopeDim;
    t.kvHeads = t.heads;
    MoeSpec m;
    m.experts = r.integerOr("n_routed_experts", 0);
    if (m.experts > 0) {
        m.topK = r.integer("num_experts_per_tok");
        m.expertFfn = r.integer("moe_intermediate_size");
        const std::int64_t shared = r.integerOr("n_shared_experts", 0);
        if (shared < 0 || shared > 100000)
            r.fail(IssueCode::OutOfRange, "n_shared_experts",
                   "is " + std::to_string(shared) + "; must be between 0 and 100000");
        if (__builtin_mul_overflow(m.expertFfn, shared, &m.sharedFfn))
            r.fail(IssueCode::OutOfRange, "moe_intermediate_size", "is too large");
        m.firstDenseLayers = r.integerOr("first_k_dense_replace", 0);
        m.layerStep = r.integerOr("moe_layer_freq", 1);
        m.stepCountsFromOne = false;
        m.routerBias = r.stringOr("topk_method", "noaux_tc") == "noaux_tc";
        // Group-limited routing (DeepSeek-V2 "device-limited", V3 "node-limited"): group_limited_greedy
        // (V2) and noaux_tc (V3) choose topk_group of n_group groups first; greedy (V2-Lite) does not.
        if (r.stringOr("topk_method", "noaux_tc") != "greedy") {
            m.expertGroups = r.integerOr("n_group", 1);
            m.groupsPerToken = r.integerOr("topk_group", m.expertGroups);   // missing: no limit
        }
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
    a.text.slidingWindow = r.integerOr("sliding_window", 0);
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

// Falcon (model_type falcon, and the custom-code spellings RefinedWebModel / RefinedWeb):
// transformers modeling_falcon.py. A GeLU MLP of ffn_hidden_size (default 4·hidden), LayerNorms with
// bias, linear biases iff `bias`, the lm head tied. The old decoder (Falcon-7B) is multi-query with
// one LayerNorm per layer (attention and MLP in parallel); the new one (40B, 180B) has num_kv_heads
// KV heads and two LayerNorms. A custom-code config with n_head_kv is the new decoder, as
// transformers' conversion script reads it.
void readFalcon(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    Tower &t = a.text;
    t.hidden = r.integer("hidden_size");
    t.layers = r.has("num_hidden_layers") ? r.integer("num_hidden_layers") : r.integer("n_layer");
    t.heads = r.has("num_attention_heads") ? r.integer("num_attention_heads") : r.integer("n_head");
    const bool newDecoder = r.has("n_head_kv") || r.boolOr("new_decoder_architecture", false);
    const bool multiQuery = r.boolOr("multi_query", true);
    if (newDecoder)
        t.kvHeads = r.has("n_head_kv") ? r.integer("n_head_kv") : r.integerOr("num_kv_heads", t.heads);
    else
        t.kvHeads = multiQuery ? 1 : t.heads;
    t.headDim = headSize(r, t, r.has("num_attention_heads") ? "num_attention_heads" : "n_head");
    t.ffn = r.integerOr("ffn_hidden_size", 4 * t.hidden);
    t.vocab = r.integer("vocab_size");
    t.mlp = MlpKind::Gelu;
    t.norm = NormKind::LayerNorm;
    t.position = r.boolOr("alibi", false) ? PositionKind::Alibi : PositionKind::Rotary;
    t.qkvBias = t.outBias = t.mlpBias = r.boolOr("bias", false);
    const bool parallel = r.boolOr("parallel_attn", true);
    // transformers builds ln_attn and ln_mlp for 2 (the new decoder's default), one LayerNorm otherwise.
    const std::int64_t parallelNorms = r.integerOr("num_ln_in_parallel_attn", newDecoder ? 2 : 1) == 2 ? 2 : 1;
    t.normsPerLayer = parallel ? parallelNorms : 2;
    t.dropout = r.numberOr("hidden_dropout", 0.0) > 0.0;
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
}

// Gemma (1): Llama layers with an explicit head_dim (256), a gated GeLU MLP and tied embeddings.
void readGemma(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    a.text = readLlamaLike(r, false);
    a.text.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
}

// Gemma 3's language model (gemma3_text; text_config of gemma3): Gemma 2's four norms per layer
// plus an RMSNorm over each head's q and k; five of every six layers attend to a sliding window
// (sliding_window_pattern, or the layer_types list of newer files). Fields a file leaves out take
// Gemma3TextConfig's defaults (the 4B-27B configs give only what differs).
Tower readGemma3Text(JsonReader &r)
{
    Tower t;
    t.hidden = r.integerOr("hidden_size", 2304);
    t.layers = r.integerOr("num_hidden_layers", 26);
    t.heads = r.integerOr("num_attention_heads", 8);
    t.kvHeads = r.integerOr("num_key_value_heads", 4);
    t.headDim = r.integerOr("head_dim", 256);
    t.ffn = r.integerOr("intermediate_size", 9216);
    t.vocab = r.integerOr("vocab_size", 262208);
    t.maxPositions = r.integerOr("max_position_embeddings", 131072);
    t.mlp = MlpKind::Gated;
    t.norm = NormKind::RmsNorm;
    t.position = PositionKind::Rotary;
    t.qkvBias = t.outBias = r.boolOr("attention_bias", false);
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", true);
    t.qkNorm = true;
    t.normsPerLayer = 4;
    t.slidingWindow = r.integerOr("sliding_window", 4096);
    if (r.has("layer_types")) {
        t.slidingLayers = countLayerTypes(r, t.layers, "sliding_attention", {"sliding_attention", "full_attention"});
    } else {
        const std::int64_t pattern = r.has("sliding_window_pattern") ? r.integer("sliding_window_pattern")
                                                                      : r.integerOr("_sliding_window_pattern", 6);
        if (pattern < 1)
            r.fail(IssueCode::OutOfRange, "sliding_window_pattern", "is " + std::to_string(pattern) + "; must be at least 1");
        t.slidingLayers = t.layers - t.layers / pattern;   // every pattern-th layer is global
    }
    if (t.slidingWindow <= 0)
        t.slidingLayers = 0;
    return t;
}

// SigLIP's vision tower as Gemma 3 uses it (vision_use_head false): patch embedding with bias,
// one learned position per patch and no class token, encoder layers, a final LayerNorm.
Tower readSiglipVision(JsonReader &r)
{
    Tower t = readEncoderCore(r);
    readImage(r, t);
    t.classToken = false;
    if (r.boolOr("vision_use_head", true))
        r.fail(IssueCode::Unsupported, "vision_use_head", "a SigLIP attention-pooling head is not supported");
    return t;
}

// A vision-language model's two towers: text_config and vision_config, each read by its own reader.
template<Tower (*ReadText)(JsonReader &), Tower (*ReadVision)(JsonReader &)>
void readTwoTowers(JsonReader &r, Architecture &a)
{
    a.family = Family::Multimodal;
    JsonReader text = r.object("text_config");
    a.text = ReadText(text);
    JsonReader vision = r.object("vision_config");
    a.vision = ReadVision(vision);
}

// Gemma 3 (4B-27B): the language model, a SigLIP vision tower and Gemma 3's projector (an RMSNorm
// over the vision width, then one bias-free matrix to the text width).
void readGemma3Arch(JsonReader &r, Architecture &a)
{
    readTwoTowers<readGemma3Text, readSiglipVision>(r, a);
    a.projectorWidths = {a.vision->hidden};
    a.projectorNorm = true;
}

// InternLM2 (remote code modeling_internlm2.py): Llama layers with a fused wqkv and biases iff
// `bias`, an untied output layer.
void readInternlm2(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    a.text = readLlamaLike(r, false);
    a.text.qkvBias = a.text.outBias = r.boolOr("bias", false);
}

// Baichuan 2 (remote code modeling_baichuan.py): Llama layers with a fused W_pack and no biases,
// an untied NormHead (a vocabulary x hidden matrix, normalised when used). The 7B has rotary
// positions and max_position_embeddings; the 13B has ALiBi and only model_max_length.
void readBaichuan(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    Tower &t = a.text;
    t.hidden = r.integer("hidden_size");
    t.layers = r.integer("num_hidden_layers");
    t.heads = r.integer("num_attention_heads");
    t.kvHeads = t.heads;
    t.headDim = headSize(r, t, "num_attention_heads");
    t.ffn = r.integer("intermediate_size");
    t.vocab = r.integer("vocab_size");
    t.mlp = MlpKind::Gated;
    t.norm = NormKind::RmsNorm;
    t.position = r.has("max_position_embeddings") ? PositionKind::Rotary : PositionKind::Alibi;
    t.maxPositions = r.integerOr("max_position_embeddings", r.integerOr("model_max_length", 0));
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", false);
}

// ChatGLM2/3 and GLM-4-9B (model_type chatglm; remote code modeling_chatglm.py): a fused
// query_key_value with bias (add_qkv_bias) and multi_query_group_num KV heads of kv_channels, a
// fused SwiGLU dense_h_to_4h of 2 x ffn_hidden_size, no other biases, RMSNorm (rmsnorm) or
// LayerNorm, a final norm (post_layer_norm) and an untied output layer over padded_vocab_size.
void readChatglm(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    Tower &t = a.text;
    t.hidden = r.integer("hidden_size");
    t.layers = r.has("num_layers") ? r.integer("num_layers") : r.integer("num_hidden_layers");
    t.heads = r.integer("num_attention_heads");
    t.headDim = r.integerOr("kv_channels", t.heads > 0 ? t.hidden / t.heads : 0);
    t.kvHeads = t.heads;
    if (r.boolOr("multi_query_attention", false)) {
        t.kvHeads = r.integer("multi_query_group_num");
        if (t.kvHeads <= 0 || t.heads % t.kvHeads != 0)   // named here: the generic check would say num_key_value_heads
            r.fail(IssueCode::NotDivisible, "multi_query_group_num",
                   std::to_string(t.kvHeads) + " does not divide num_attention_heads " + std::to_string(t.heads));
    }
    t.ffn = r.integer("ffn_hidden_size");
    t.vocab = r.has("padded_vocab_size") ? r.integer("padded_vocab_size") : r.integer("vocab_size");
    t.maxPositions = r.integerOr("seq_length", 0);
    t.mlp = MlpKind::Gated;
    t.norm = r.boolOr("rmsnorm", true) ? NormKind::RmsNorm : NormKind::LayerNorm;
    t.position = PositionKind::Rotary;
    const bool linearBias = r.boolOr("add_bias_linear", false);
    t.qkvBias = linearBias || r.boolOr("add_qkv_bias", false);
    t.outBias = t.mlpBias = linearBias;
    t.finalNorm = r.boolOr("post_layer_norm", true);
    t.dropout = r.numberOr("hidden_dropout", 0.0) > 0.0;
    t.lmHead = true;
    t.tiedEmbeddings = false;
}

// gpt-oss (transformers modeling_gpt_oss.py): every layer routes to num_local_experts experts of
// intermediate_size (gate_up and down with biases), a router with bias, q/k/v/o with biases, one
// learned sink logit per head, and a sliding window of sliding_window tokens on the layers
// layer_types marks (every other one by default). Embeddings untied.
void readGptOss(JsonReader &r, Architecture &a)
{
    a.family = Family::Moe;
    Tower &t = a.text;
    t = readLlamaLike(r, false);
    t.mlpBias = true;
    t.attentionSinks = true;
    MoeSpec m;
    m.experts = r.integer("num_local_experts");
    m.topK = r.has("num_experts_per_tok") ? r.integer("num_experts_per_tok") : r.integer("experts_per_token");
    m.expertFfn = t.ffn;
    m.routerBias = true;
    t.moe = m;
    t.slidingWindow = r.integerOr("sliding_window", 0);
    t.slidingLayers = r.has("layer_types")
                          ? countLayerTypes(r, t.layers, "sliding_attention", {"sliding_attention", "full_attention"})
                          : (t.layers + 1) / 2;
    if (t.slidingWindow <= 0)
        t.slidingLayers = 0;
}

// Llama 4's language model (llama4_text; text_config of llama4): MoE layers (moe_layers, else every
// interleave_moe_layer_step-th) of num_local_experts routed experts plus one shared expert, both of
// intermediate_size, and dense layers of intermediate_size_mlp; no biases; the q/k norm has no
// weights. Three of every four layers (no_rope_layers, default interval 4) attend within chunks of
// attention_chunk_size tokens, which caps their KV cache as a window would.
Tower readLlama4Text(JsonReader &r)
{
    Tower t = readLlamaLike(r, false);
    MoeSpec m;
    m.experts = r.integer("num_local_experts");
    m.topK = r.integerOr("num_experts_per_tok", 1);
    m.expertFfn = r.integer("intermediate_size");
    m.sharedFfn = m.expertFfn;
    const std::vector<std::int64_t> moeLayers = r.integerListOr("moe_layers");
    for (const std::int64_t l : moeLayers)
        if (l < 0 || l >= t.layers)
            r.fail(IssueCode::OutOfRange, "moe_layers", "lists layer " + std::to_string(l) + " of " + std::to_string(t.layers));
    if (!moeLayers.empty()) {
        for (std::int64_t l = 0; l < t.layers; ++l)
            if (std::find(moeLayers.begin(), moeLayers.end(), l) == moeLayers.end())
                m.denseLayers.push_back(l);
    } else {
        m.layerStep = r.integerOr("interleave_moe_layer_step", 1);
    }
    // The dense layers' FFN (Maverick's even layers); Scout has none and keeps intermediate_size.
    if (!m.denseLayers.empty() || m.layerStep > 1)
        t.ffn = r.integerOr("intermediate_size_mlp", t.ffn);
    t.moe = m;
    t.slidingWindow = r.integerOr("attention_chunk_size", 0);
    const std::vector<std::int64_t> rope = r.integerListOr("no_rope_layers");   // 1: a RoPE (chunked) layer
    if (!rope.empty() && static_cast<std::int64_t>(rope.size()) != t.layers)
        r.fail(IssueCode::OutOfRange, "no_rope_layers", "has " + std::to_string(rope.size()) + " entries for " + std::to_string(t.layers) + " layers");
    if (std::any_of(rope.begin(), rope.end(), [](std::int64_t v) { return v != 0 && v != 1; }))
        r.fail(IssueCode::OutOfRange, "no_rope_layers", "must list 0 or 1 per layer");
    t.slidingLayers = rope.empty() ? t.layers - t.layers / 4 : std::count(rope.begin(), rope.end(), 1);
    if (t.slidingWindow <= 0)
        t.slidingLayers = 0;
    return t;
}

// Llama 4 (Scout, Maverick): the language model, Llama 4's vision encoder (laid out as CLIP's: a
// bias-free patch projection, class token, LayerNorms before and after, encoder layers with biases)
// and its bias-free adapter and projector: pixel shuffle packs four patches into one vector of
// intermediate_size, fc1 to projector_input_dim, fc2 to projector_output_dim, linear_1 to the text.
void readLlama4Arch(JsonReader &r, Architecture &a)
{
    readTwoTowers<readLlama4Text, readClipVision>(r, a);
    const Tower &v = *a.vision;
    JsonReader vision = r.object("vision_config");
    // The adapter's fc1 takes the pixel-shuffled patches (intermediate_size wide) to
    // projector_input_dim, fc2 to projector_output_dim; linear_1 maps vision_output_dim to the text.
    const std::int64_t out = vision.integer("vision_output_dim");
    a.projectorWidths = {v.ffn, vision.integerOr("projector_input_dim", out), vision.integerOr("projector_output_dim", out)};
}

// GLM-4-0414 (glm4): GLM's layers with q/k/v biases (attention_bias) and none on o, a fused
// gate_up, and four RMSNorms per layer (after attention and after the MLP as well); untied.
void readGlm4(JsonReader &r, Architecture &a)
{
    a.family = Family::Decoder;
    a.text = readLlamaLike(r, false);
    a.text.qkvBias = r.boolOr("attention_bias", true);
    a.text.outBias = false;
    a.text.normsPerLayer = 4;
}

// GLM-4.5 (glm4_moe): dense layers for the first first_k_dense_replace, then n_routed_experts
// experts of moe_intermediate_size plus n_shared_experts shared ones, a sigmoid router with a
// correction bias (a buffer in transformers; counted with the router as for DeepSeek-V3), q/k/v
// biases, an RMSNorm over each head's q and k when use_qk_norm. The multi-token-prediction layer
// (num_nextn_predict_layers) is not part of the model transformers builds, and is not counted.
void readGlm4Moe(JsonReader &r, Architecture &a)
{
    a.family = Family::Moe;
    Tower &t = a.text;
    t = readLlamaLike(r, false);
    t.qkvBias = r.boolOr("attention_bias", false);
    t.outBias = false;
    t.qkNorm = r.boolOr("use_qk_norm", false);
    MoeSpec m;
    m.experts = r.integer("n_routed_experts");
    m.topK = r.integer("num_experts_per_tok");
    m.expertFfn = r.integer("moe_intermediate_size");
    m.sharedFfn = m.expertFfn * r.integerOr("n_shared_experts", 1);
    m.firstDenseLayers = r.integerOr("first_k_dense_replace", 1);   // transformers' Glm4MoeConfig default
    m.routerBias = true;
    t.moe = m;
}

// T5, mT5, UMT5 (transformers' modeling_t5.py / modeling_mt5.py / modeling_umt5.py): an encoder and
// a decoder stack of d_model width sharing one token table; attention q, k, v, o of num_heads x d_kv
// without biases; T5LayerNorm (weight only) before each block and after each stack; the decoder's
// layers add cross-attention over the encoder; a relative-position bias table (buckets x heads) in the
// first layer of each stack, in every layer for UMT5. feed_forward_proj "relu"/"gelu" is two
// matrices (wi, wo), "gated-gelu"/"gated-silu" three (wi_0, wi_1, wo). The head is tied by default in
// T5 and UMT5 and untied in mT5 (MT5Config); the Flan-T5 and v1.1 configs say so explicitly.
template<bool kTiedByDefault, bool kBiasEveryLayer>
void readT5(JsonReader &r, Architecture &a)
{
    a.family = Family::EncoderDecoder;
    Tower t;
    t.hidden = r.integer("d_model");
    t.heads = r.integer("num_heads");
    t.kvHeads = t.heads;
    t.headDim = r.integer("d_kv");
    t.ffn = r.integer("d_ff");
    const std::string act = r.stringOr("feed_forward_proj", "relu");
    const bool gated = act.rfind("gated-", 0) == 0;
    const std::string fn = gated ? act.substr(6) : act;
    if (fn.empty() || fn.find('-') != std::string::npos)
        r.fail(IssueCode::OutOfRange, "feed_forward_proj",
               "is '" + act + "'; must be an activation such as 'relu' or 'gated-gelu'");
    t.mlp = gated ? MlpKind::Gated : MlpKind::Gelu;
    t.norm = NormKind::RmsNorm;
    t.position = PositionKind::Relative;
    t.relativeBuckets = r.integerOr("relative_attention_num_buckets", 32);
    t.relativeBiasEveryLayer = kBiasEveryLayer;
    t.dropout = r.numberOr("dropout_rate", 0.1) > 0.0;

    Tower encoder = t;
    encoder.layers = r.integer("num_layers");
    a.encoder = encoder;

    t.layers = r.integerOr("num_decoder_layers", encoder.layers);
    t.crossAttention = true;
    t.vocab = r.integer("vocab_size");
    t.lmHead = true;
    t.tiedEmbeddings = r.boolOr("tie_word_embeddings", kTiedByDefault);
    a.text = t;
}

struct ModelTypeReader
{
    const char *type;
    void (*read)(JsonReader &, Architecture &);
};

// Phi-3 / Phi-4's fused qkv_proj and gate_up_proj hold the same weights as Llama's. One row a line:
// clang-format would pack the rows, so a new row is added as it is, without reformatting the table.
// clang-format off
const ModelTypeReader kModelTypes[] = {
    {"llama", readLlama},
    {"mistral", readLlama},
    {"qwen2", readQwen2},
    {"qwen2_moe", readQwen2MoeArch},
    {"qwen3", readQwen3},
    {"qwen3_moe", readQwen3Moe},
    {"gemma", readGemma},
    {"gemma2", readGemma2},
    {"gemma3_text", towerOf<Family::Decoder, readGemma3Text>},
    {"gemma3", readGemma3Arch},
    {"phi3", readLlama},
    {"mixtral", readMixtralArch},
    {"deepseek_v2", readDeepseekArch},
    {"deepseek_v3", readDeepseekArch},
    {"llama4", readLlama4Arch},
    {"llama4_text", towerOf<Family::Moe, readLlama4Text>},
    {"gpt_oss", readGptOss},
    {"glm4", readGlm4},
    {"glm4_moe", readGlm4Moe},
    {"falcon", readFalcon},
    {"RefinedWebModel", readFalcon},
    {"RefinedWeb", readFalcon},
    {"internlm2", readInternlm2},
    {"baichuan", readBaichuan},
    {"chatglm", readChatglm},
    {"gpt2", towerOf<Family::Decoder, readGpt2>},
    {"bloom", towerOf<Family::Decoder, readBloom>},
    {"bert", towerOf<Family::Encoder, readBert>},
    {"t5", readT5<true, false>},
    {"mt5", readT5<false, false>},
    {"umt5", readT5<true, true>},
    {"vit", towerOf<Family::Vit, readVit>},
    {"clip", readClipArch},
    {"llava", readLlavaArch},
};
// clang-format on

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
        // A position table of no positions is no model (0 is the tower's "not stated"): a QA pass's
        // config with max_position_embeddings 0 was taken and served 95,739 tokens of context.
        if (const json *v = r.find("max_position_embeddings"); v && !v->is_null()) {
            const std::int64_t positions = r.integer("max_position_embeddings");
            if (positions < limit::kMaxPositions.min)
                r.failRange("max_position_embeddings", static_cast<double>(positions), limit::kMaxPositions.min,
                            limit::kMaxPositions.max);
        }
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

std::string hfConfigModelName(std::string_view path, std::string_view jsonText)
{
    const json j = json::parse(jsonText, nullptr, false);
    if (j.is_object())
        if (const auto it = j.find("_name_or_path"); it != j.end() && it->is_string()) {
            std::string own = it->get<std::string>();
            while (!own.empty() && (own.back() == '/' || own.back() == '\\' || own.back() == ' '))
                own.pop_back();
            if (const auto slash = own.find_last_of("/\\"); slash != std::string::npos)
                own.erase(0, slash + 1);
            if (own.find_first_not_of(' ') != std::string::npos)
                return own;
        }
    const std::filesystem::path file(path);
    if (file.filename() == "config.json" && file.has_parent_path() && !file.parent_path().filename().empty())
        return file.parent_path().filename().string();
    return file.stem().string();
}

Result<Architecture> importHfConfig(std::string_view jsonText)
{
    auto parsed = detail::parseJsonObject(jsonText, "config.json");
    if (!parsed)
        return parsed.issue();
    if (!parsed->contains("model_type"))
        return Issue{IssueCode::MissingField, "model_type", "required field is missing"};
    return detail::importHfConfigObject(*parsed, "");
}

} // namespace engine
