// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Model architectures and their exact parameter counts.
//
// A model is one or two transformer towers (a text/LLM tower, optionally a vision tower or, for an
// encoder-decoder, an encoder stack) plus the glue between them (a multimodal projector, CLIP
// projections). Every count follows the module
// list of the Hugging Face transformers implementation of the architecture, so that
// Llama-2-7B gives exactly 6,738,415,616 and GPT-2 small 124,439,808 (docs/model.md §1).

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/issue.h"

namespace engine {

enum class Family { Decoder, Moe, Encoder, Vit, Clip, Multimodal, EncoderDecoder };
enum class MlpKind { Gelu, Gated };          // Gated: SwiGLU/GeGLU, three matrices (gate, up, down)
enum class NormKind { LayerNorm, RmsNorm };  // LayerNorm has weight + bias, RMSNorm weight only
enum class PositionKind { Rotary, Learned, Alibi, Relative };   // Relative: T5's bucketed attention bias

struct MoeSpec
{
    std::int64_t experts = 0;           // routed experts per MoE layer
    std::int64_t topK = 0;              // routed experts active per token
    std::int64_t expertFfn = 0;         // FFN inner size of one routed expert
    std::int64_t sharedFfn = 0;         // total FFN inner size of the always-on shared expert(s), 0 = none
    bool sharedExpertGate = false;      // Qwen2-MoE: Linear(h, 1) gating the shared expert
    bool routerBias = false;            // DeepSeek-V3: e_score_correction_bias (E)
    std::int64_t firstDenseLayers = 0;  // DeepSeek: first_k_dense_replace
    std::int64_t layerStep = 1;         // Qwen2-MoE: decoder_sparse_step; DeepSeek: moe_layer_freq
    bool stepCountsFromOne = true;      // Qwen2-MoE: (layer + 1) % step == 0; DeepSeek: layer % step == 0
    std::vector<std::int64_t> denseLayers;  // Qwen2-MoE: mlp_only_layers
    std::int64_t expertGroups = 1;      // DeepSeek-V2/V3: n_group (experts split into groups)
    std::int64_t groupsPerToken = 1;    // DeepSeek-V2/V3: topk_group (a token's experts come from this
                                        // many groups; 1 of 1 = no limit)

    bool isMoeLayer(std::int64_t layer) const;
    friend bool operator==(const MoeSpec &, const MoeSpec &) = default;
};

// DeepSeek-V2/V3 multi-head latent attention.
struct MlaSpec
{
    std::int64_t qLoraRank = 0;   // 0: q is a direct projection
    std::int64_t kvLoraRank = 0;  // the latent that the KV cache stores
    std::int64_t qkNopeDim = 0;
    std::int64_t qkRopeDim = 0;
    std::int64_t vHeadDim = 0;
    friend bool operator==(const MlaSpec &, const MlaSpec &) = default;
};

// One transformer stack with its embeddings.
struct Tower
{
    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t heads = 0;
    std::int64_t kvHeads = 0;     // = heads for MHA, 1 for MQA, in between for GQA
    std::int64_t headDim = 0;     // explicit: not always hidden / heads
    std::int64_t ffn = 0;         // dense MLP inner size
    MlpKind mlp = MlpKind::Gated;
    NormKind norm = NormKind::RmsNorm;
    PositionKind position = PositionKind::Rotary;
    std::int64_t maxPositions = 0;  // learned position table rows (text); vision derives its own

    bool qkvBias = false;
    bool outBias = false;
    bool mlpBias = false;
    bool dropout = false;         // trained with dropout (changes activation memory, not params)

    // Text embeddings
    std::int64_t vocab = 0;
    std::int64_t typeVocab = 0;   // BERT token-type embeddings
    bool embeddingNorm = false;   // BERT embeddings LayerNorm, BLOOM word_embeddings_layernorm
    bool lmHead = false;          // has an output projection to the vocabulary
    bool tiedEmbeddings = true;   // lm head shares the input embedding

    // Vision embeddings (imageSize > 0 makes this a vision tower)
    std::int64_t imageSize = 0;
    std::int64_t patchSize = 0;
    std::int64_t channels = 3;
    bool classToken = true;
    bool patchBias = true;
    bool preNorm = false;         // CLIP vision pre_layrnorm

    bool finalNorm = true;
    bool pooler = false;          // BERT / ViT pooler: Linear(h, h) + tanh
    bool qkNorm = false;          // RMSNorm over each head's queries and keys (Qwen3): 2 x head_dim per layer
    std::int64_t normsPerLayer = 2;   // Gemma 2: four (before and after attention and MLP)
    std::int64_t slidingWindow = 0;   // tokens a sliding-window layer attends to (0: none)
    std::int64_t slidingLayers = 0;   // how many layers use the window (Gemma 2: every other one)
    bool attentionSinks = false;      // gpt-oss: one learned logit per head and layer (no KV cache)
    bool crossAttention = false;      // encoder-decoder decoder: each layer also attends to the encoder
                                      // (a second q, k, v, o block and its norm)
    std::int64_t relativeBuckets = 0; // T5: relative-position bias table, buckets x heads
    bool relativeBiasEveryLayer = false;  // UMT5: a table in every layer (T5: the first layer only)

    // The share of a full cache that a sequence of `tokens` keeps (and a decode step reads) when
    // some layers hold only the last slidingWindow tokens; 1 without sliding windows.
    double kvShare(double tokens) const
    {
        if (slidingWindow <= 0 || slidingLayers <= 0 || layers <= 0 || tokens <= static_cast<double>(slidingWindow))
            return 1.0;
        const double l = static_cast<double>(layers), s = static_cast<double>(std::min(slidingLayers, layers));
        return ((l - s) + s * static_cast<double>(slidingWindow) / tokens) / l;
    }

    // ({}: designated initialisers leave them out without -Wmissing-field-initializers)
    std::optional<MoeSpec> moe {};
    std::optional<MlaSpec> mla {};

    bool isVision() const { return imageSize > 0; }
    std::int64_t patches() const;           // (image / patch)^2
    std::int64_t sequenceTokens() const;    // vision: patches (+1 class token)
    friend bool operator==(const Tower &, const Tower &) = default;
};

struct Architecture
{
    Family family = Family::Decoder;
    std::string modelType;        // Hugging Face model_type or "derived"
    Tower text;                   // the LLM, encoder, CLIP text tower, or the ViT itself (family Vit)
    std::optional<Tower> vision;  // CLIP vision tower or multimodal vision encoder
    std::optional<Tower> encoder; // encoder-decoder (T5): the encoder stack; its token table is the
                                  // decoder's (shared), so its vocab is 0
    std::int64_t projectionDim = 0;       // CLIP: visual/text projection (no bias) + logit_scale
    std::int64_t projectorLayers = 0;     // multimodal: GELU MLP vision.hidden -> text.hidden, with biases
    // A chain of bias-free matrices from the vision features to the text width (implied, so that an
    // edited hidden size moves it), instead of the MLP: Gemma 3 {vision.hidden} after an RMSNorm over
    // the vision width (projectorNorm); Llama 4 {intermediate_size, 4096, 4096} (its pixel-shuffle
    // adapter fc1, fc2, then linear_1 to the text).
    std::vector<std::int64_t> projectorWidths;
    bool projectorNorm = false;

    // The tower that is trained/served as "the language model" (text, or the ViT itself).
    const Tower &main() const { return text; }
    friend bool operator==(const Architecture &, const Architecture &) = default;
};

struct ParamCount
{
    std::int64_t total = 0;
    std::int64_t active = 0;      // per token: shared + top-k routed experts for MoE
    std::int64_t embedding = 0;   // input lookup tables (token, position, type, patch positions)
    std::int64_t lmHead = 0;      // untied output projection
    std::int64_t expert = 0;      // routed-expert parameters (sharded by expert parallelism)
    std::int64_t perLayer = 0;    // largest transformer layer of the main tower
    std::int64_t visionTotal = 0; // vision tower + projector
    std::int64_t encoderTotal = 0;// encoder stack of an encoder-decoder (the shared table counts once, in text)
    friend bool operator==(const ParamCount &, const ParamCount &) = default;
};

ParamCount countParams(const Architecture &arch);
// countParams() memoised for the last architecture seen on this thread (the planner asks for the
// same model hundreds of thousands of times per plan).
const ParamCount &cachedParams(const Architecture &arch);

// While one exists, cachedParams(arch) answers for this very object without comparing it field by
// field (a fifth of a DeepSeek-V3 search went into that comparison). The owner promises not to
// change the architecture while the pin lives; pins nest (the advisor plans inside a plan).
class ParamsPin
{
public:
    explicit ParamsPin(const Architecture &arch);
    ~ParamsPin();
    ParamsPin(const ParamsPin &) = delete;
    ParamsPin &operator=(const ParamsPin &) = delete;

private:
    const Architecture *m_previous;
    ParamCount m_previousCount;
};

// Parameters of one layer of a tower (layer index matters for MoE / first-dense layers).
std::int64_t layerParams(const Tower &t, std::int64_t layer, bool activeOnly);
// Embedding tables, final norm, pooler and head of a tower (everything outside the layers).
std::int64_t towerOuterParams(const Tower &t);

// Sanity checks shared by every input path: positive sizes, heads divide, etc.
std::optional<Issue> validate(const Architecture &arch);

// "Scale only": a plausible architecture for a family and parameter count (docs/model.md §1.4).
Result<Architecture> deriveFromScale(Family family, double params);

const char *familyId(Family f);
std::optional<Family> familyFromId(const std::string &id);

} // namespace engine
