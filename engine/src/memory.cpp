// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/memory.h"
#include "engine/perf.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <vector>

namespace engine {

namespace {

using i64 = std::int64_t;

constexpr double kMiB = 1024.0 * 1024.0;
// Runtime overhead terms (docs/model.md §2.6 and §3.4).
constexpr double kCudaContextBytes = 600 * kMiB;     // CUDA context + cuBLAS/cuDNN workspaces
constexpr double kNcclBytesPerGroup = 256 * kMiB;    // NCCL buffers per communicator in use
constexpr double kCudaGraphBytes = 512 * kMiB;       // serving engines' captured CUDA graphs
// PyTorch caching-allocator reserve: with expandable segments (PyTorch >= 2.1; torchtitan's
// run_train.sh and today's Megatron-Core launchers set it) and without (DeepSpeed's and 2021
// Megatron's stacks; the ZeRO paper, §3.2, reports running out of memory with over 30 % still free).
constexpr double kTrainingFragmentation = 0.05;
constexpr double kTrainingFragmentationLegacy = 0.10;
constexpr double kDeepSpeedBucketElements = 5e8;     // DeepSpeed reduce_bucket_size = allgather_bucket_size default
constexpr double kServingFragmentation = 0.02;
constexpr double kQloraBitsPerParam = 4.127;         // NF4 + double quantisation (Dettmers et al. 2023)
constexpr i64 kServingBatchedTokens = 8192;          // vLLM max_num_batched_tokens (chunked prefill)

// Parts saturate at 2^60 bytes (an exbibyte: nothing fits), so that the sum of six parts stays
// far inside int64 and a saturated part always reads as "does not fit".
constexpr double kMaxPartBytes = 1152921504606846976.0;   // 2^60

i64 ceilBytes(double b)
{
    if (!(b > 0))
        return 0;
    if (!(b < kMaxPartBytes))
        return static_cast<i64>(kMaxPartBytes);
    return static_cast<i64>(std::ceil(b));
}

double activationValueBytes(Precision p)
{
    return isMixedPrecision(p) ? 2.0 : 4.0;
}

// Trainable LoRA parameters in one layer: r·(d_in + d_out) per adapted matrix.
double loraParamsPerLayer(const Tower &t, i64 layer, i64 rank, bool allLinear)
{
    const double h = static_cast<double>(t.hidden);
    const double q = static_cast<double>(t.heads * t.headDim);
    const double kv = static_cast<double>(t.kvHeads * t.headDim);
    double sum = (h + q) + 2 * (h + kv) + (q + h);
    if (t.crossAttention)   // the cross-attention block's q, k, v, o too
        sum *= 2.0;
    if (allLinear) {
        const double mats = t.mlp == MlpKind::Gated ? 3.0 : 2.0;
        if (t.moe && t.moe->isMoeLayer(layer)) {
            sum += mats * (h + static_cast<double>(t.moe->expertFfn)) * static_cast<double>(t.moe->experts);
            if (t.moe->sharedFfn > 0)
                sum += mats * (h + static_cast<double>(t.moe->sharedFfn));
        } else {
            sum += mats * (h + static_cast<double>(t.ffn));
        }
    }
    return sum * static_cast<double>(rank);
}

double loraParamsTotal(const Tower &t, i64 rank, bool allLinear)
{
    double sum = 0;
    for (i64 l = 0; l < t.layers; ++l)
        sum += loraParamsPerLayer(t, l, rank, allLinear);
    return sum;
}

StateBytes stateBytes(Precision p, Optimizer o, bool fp32Grads, bool fp32Master, double hidden)
{
    StateBytes b;
    const bool mixed = isMixedPrecision(p);
    b.weights = mixed ? 2.0 : 4.0;
    // FP8 (docs/model.md §2.1): NeMo's FP8 recipes keep the weights themselves in FP8 (fp8_params)
    // with the transposed FP8 copy Hopper's backward GEMMs read, 1 + 1 bytes; torchtitan's Float8Linear
    // keeps 16-bit weights and casts one layer at a time. Either way 2 bytes per parameter.
    // Pure 16-bit training (no fp32 master) keeps its gradients and its optimizer states in 16 bits too:
    // torchtune and LitGPT cast the whole model to bf16 and AdamW's moments follow the parameters' dtype.
    const bool pure = mixed && !fp32Master;
    b.grads = !mixed ? 4.0 : (fp32Grads && !pure ? 4.0 : 2.0);
    const double master = mixed && !pure ? 4.0 : 0.0;
    const double moment = pure ? 2.0 : 4.0;
    switch (o) {
    case Optimizer::AdamW: b.optimizer = master + 2.0 * moment; break;
    case Optimizer::AdamW8bit: b.optimizer = master + 2.0; break;
    case Optimizer::SgdMomentum: b.optimizer = master + moment; break;
    case Optimizer::Adafactor: b.optimizer = master + moment * 2.0 / std::max(1.0, hidden); break;
    }
    return b;
}

double outerInputParams(const Tower &t)
{
    // Embedding tables and the norms that sit with them on the first pipeline stage.
    const double h = static_cast<double>(t.hidden);
    double p = static_cast<double>(towerOuterParams(t));
    if (t.lmHead && !t.tiedEmbeddings)
        p -= static_cast<double>(t.vocab) * h;
    if (t.finalNorm)
        p -= t.norm == NormKind::LayerNorm ? 2 * h : h;
    if (t.pooler)
        p -= h * h + h;
    return p;
}

double outerOutputParams(const Tower &t, bool separateStage)
{
    const double h = static_cast<double>(t.hidden);
    double p = 0;
    if (t.finalNorm)
        p += t.norm == NormKind::LayerNorm ? 2 * h : h;
    if (t.pooler)
        p += h * h + h;
    if (t.lmHead && (!t.tiedEmbeddings || separateStage))
        p += static_cast<double>(t.vocab) * h;   // Megatron keeps a copy of tied embeddings on the last stage
    return p;
}

double visionParams(const Architecture &a)
{
    return static_cast<double>(cachedParams(a).visionTotal);
}

// Bytes per logit (token x vocabulary entry) at the loss, where the peak falls: the backward starts
// with every layer's activations still held. Megatron's vocabulary-parallel cross-entropy
// (megatron/core/tensor_parallel/cross_entropy.py; also under Megatron-DeepSpeed and NeMo's PEFT)
// keeps the 2-byte logits and one fp32 copy that it turns into the softmax and then the gradient in
// place: 6 bytes; MosaicML's runs use flash-attn's fused cross-entropy, no more. Eager PyTorch
// (Hugging Face Transformers + PEFT, torchtitan's components/loss.py) calls F.cross_entropy on an
// fp32 copy of the logits: that copy and the saved fp32 log-softmax, then in the backward the
// gradients of the log-probabilities and of the fp32 logits: 12 bytes.
// Auto keeps what the validated runs used: 12 bytes for adapters on FSDP (Hugging Face + PEFT),
// 6 elsewhere. A loss that does not upcast (NeMo Automodel's MaskedCrossEntropy with
// fp32_upcast=False, called outside autocast) keeps the 2-byte logits and a 2-byte log-softmax,
// turned into the gradient in place: 4 bytes.
double logitsBytesPerEntry(Kernels kernels, Framework framework, Workload workload, bool fp32Loss)
{
    if (!fp32Loss)
        return 4.0;
    const bool eagerLoss = kernels == Kernels::Eager
                           || (kernels == Kernels::Auto && trainsAdapters(workload) && framework == Framework::Fsdp);
    return eagerLoss ? 12.0 : 6.0;
}

// Micro-batches whose activations pipeline rank `rank` holds at its peak, in whole-stage units.
// Megatron-Core's 1F1B (schedules.py) runs pp - rank - 1 warm-up forwards before the first
// backward, so rank r holds min(pp - r, m). Interleaved 1F1B with v chunks per rank warms up
// 2 (pp - r - 1) + (v - 1) pp chunk-forwards (capped at all m v of them); each chunk is 1/v of the
// stage, so the first rank holds pp + (pp - 1) / v and the last one pp - (pp - 1) / v: unlike plain
// 1F1B, the last stage (which also holds the logits) is nearly as full as the first.
double microbatchesInFlight(int pp, int interleave, i64 microbatches, int rank)
{
    const i64 m = std::max<i64>(1, microbatches);
    if (interleave <= 1)
        return static_cast<double>(std::min<i64>(pp - rank, m));
    const i64 v = interleave;
    const i64 chunks = std::min<i64>(m * v, 2 * static_cast<i64>(pp - rank - 1) + (v - 1) * pp + 1);
    return static_cast<double>(chunks) / static_cast<double>(v);
}

} // namespace

StateBytes trainingStateBytes(const Scenario &s)
{
    return stateBytes(s.training.precision, s.training.optimizer, s.training.fp32GradAccumulation, s.training.fp32MasterWeights,
                      static_cast<double>(s.model.text.hidden));
}

StateBytes adapterStateBytes(const Scenario &s)
{
    // The adapters train in fp32 (PEFT's default), or in 16 bits with the rest of a pure 16-bit model
    // (torchtune casts its LoRA modules with the model: 2 + 2 + 4 bytes with AdamW, §2.1).
    if (s.training.pure16Bit())
        return trainingStateBytes(s);
    return stateBytes(Precision::Fp32, s.training.optimizer, true, true, static_cast<double>(s.model.text.hidden));
}

double loraTrainableParams(const Scenario &s)
{
    // Memoised like cachedParams(): the search asks for the same model for every layout.
    thread_local Tower lastTower;
    thread_local std::optional<Tower> lastEncoder;
    thread_local std::int64_t lastRank = -1;
    thread_local bool lastAll = false;
    thread_local double lastValue = 0;
    if (lastRank != s.training.loraRank || lastAll != s.training.loraAllLinear || !(lastTower == s.model.text)
        || !(lastEncoder == s.model.encoder)) {
        lastValue = loraParamsTotal(s.model.text, s.training.loraRank, s.training.loraAllLinear);
        if (s.model.encoder)   // an encoder-decoder's adapters sit in both stacks
            lastValue += loraParamsTotal(*s.model.encoder, s.training.loraRank, s.training.loraAllLinear);
        lastTower = s.model.text;
        lastEncoder = s.model.encoder;
        lastRank = s.training.loraRank;
        lastAll = s.training.loraAllLinear;
    }
    return lastValue;
}

double weightBytesPerParam(Dtype d)
{
    switch (d) {
    case Dtype::Fp32:
    case Dtype::Tf32: return 4.0;
    case Dtype::Fp16:
    case Dtype::Bf16: return 2.0;
    case Dtype::Fp8: return 1.0;
    case Dtype::Int8: return 1.0 + 4.0 / 4096.0;   // per-channel fp32 scale, ~4096 inputs per row
    case Dtype::Int4: return 0.5 + 2.5 / 128.0;    // group 128: fp16 scale + 4-bit zero point
    case Dtype::Nf4: return kQloraBitsPerParam / 8.0;
    case Dtype::Mxfp4: return 4.25 / 8.0;          // a shared E8M0 scale per 32 values (OCP MX v1.0)
    case Dtype::Nvfp4: return 4.5 / 8.0;           // an E4M3 scale per 16 values (+ one fp32 per tensor)
    }
    return 2.0;
}

StageParams paramsPerGpu(const Architecture &arch, const Layout &layout, Stage stage)
{
    const bool firstStage = stage == Stage::First || stage == Stage::Worst || layout.pp == 1;
    const bool lastStage = stage == Stage::Last || layout.pp == 1;
    const Tower &t = arch.text;
    const ParamCount &pc = cachedParams(arch);
    const double layerTotal = static_cast<double>(pc.total - pc.visionTotal) - static_cast<double>(towerOuterParams(t))
                              - (arch.projectionDim > 0 ? static_cast<double>(t.hidden * arch.projectionDim + 1) : 0.0);
    const double expertTotal = static_cast<double>(pc.expert);
    const double lps = std::ceil(static_cast<double>(t.layers) / layout.pp);
    const double share = lps / static_cast<double>(t.layers);
    StageParams sp;
    sp.dense = (layerTotal - expertTotal) * share / layout.tp;
    sp.expert = expertTotal * share / (static_cast<double>(layout.ep) * layout.expertTp());
    if (firstStage)
        sp.dense += (outerInputParams(t) + visionParams(arch)) / layout.tp;
    if (lastStage)
        sp.dense += outerOutputParams(t, layout.pp > 1) / layout.tp;
    if (arch.projectionDim > 0)
        sp.dense += static_cast<double>(t.hidden * arch.projectionDim + 1) / layout.tp;
    return sp;
}

namespace {

// The widths a layer's saved tensors have, per token: Q and K/V (grouped; MLA's are set where it is
// used), the MLP's effective inner width (an MoE layer's k chosen experts and its shared one) and the
// copies of a token the MLP takes in (k for an MoE layer, one otherwise).
struct ActivationWidths
{
    double h = 0, q = 0, kv = 0, ffn = 0, mlpInputs = 1;
};

ActivationWidths activationWidths(const Tower &t)
{
    ActivationWidths w;
    w.h = static_cast<double>(t.hidden);
    w.q = static_cast<double>(t.heads * t.headDim);
    w.kv = static_cast<double>(t.kvHeads * t.headDim);
    w.ffn = static_cast<double>(t.ffn);
    if (t.moe) {
        w.ffn = static_cast<double>(t.moe->topK * t.moe->expertFfn + t.moe->sharedFfn);
        w.mlpInputs = static_cast<double>(t.moe->topK);
    }
    return w;
}

// A layer's bytes on one GPU: the tensors replicated over TP (split only under sequence parallelism)
// and those TP splits, per token, for the micro-batch's tokens.
double perGpuLayerBytes(double tokens, double replicated, double split, int tp, bool sequenceParallel)
{
    const double div = static_cast<double>(tp);
    return tokens * ((sequenceParallel ? replicated / div : replicated) + split / div);
}

} // namespace

double layerActivationBytes(const Tower &t, i64 seq, i64 microBatch, int tp, bool sequenceParallel,
                            Recompute recompute, bool flashAttention, double a, double linearInputBytes, i64 keys,
                            i64 crossKeys)
{
    // FP8 training (Transformer Engine) keeps the FP8-cast input of each linear layer for the
    // weight-gradient GEMM: those tensors take 1 byte per value instead of a.
    const double li = linearInputBytes > 0 ? linearInputBytes : a;
    const double sb = static_cast<double>(seq) * static_cast<double>(microBatch);
    const ActivationWidths w = activationWidths(t);
    const double h = w.h;
    const double heads = static_cast<double>(t.heads);
    double qDim = w.q;
    double kDim = w.kv;
    double vDim = kDim;
    double extra = 0;   // MLA latents
    if (t.mla) {
        qDim = heads * static_cast<double>(t.mla->qkNopeDim + t.mla->qkRopeDim);
        kDim = qDim;
        vDim = heads * static_cast<double>(t.mla->vHeadDim);
        extra = static_cast<double>(t.mla->qLoraRank + t.mla->kvLoraRank + t.mla->qkRopeDim);
    }
    const double dropMask = t.dropout ? 1.0 : 0.0;   // 1-byte masks

    // Replicated across TP ranks unless sequence parallelism splits them: layer-norm inputs,
    // the inputs of the QKV and first MLP matmuls, and the two dropout masks.
    double replicated = sb * (2 * a * h + li * h + li * h + 2 * dropMask * h);
    // Split across TP ranks: Q, K, V, attention output (the projection's input), MLP intermediates.
    double split = sb * (a * (qDim + kDim + vDim + extra) + li * qDim);
    const double ffnEff = w.ffn;
    const double mlpInputCopies = t.moe ? w.mlpInputs : 0.0;   // tokens dispatched to each chosen expert
    split += sb * li * mlpInputCopies * h;
    // Gated: gate and up outputs, and their product (the down projection's input); GeLU: the
    // pre-activation and the activation (the second matmul's input).
    split += sb * ffnEff * (t.mlp == MlpKind::Gated ? 2.0 * a + li : a + li);
    // Attention scores: softmax output (a bytes), dropout mask (1) and dropout output (a), per head.
    double scores = 0;
    if (flashAttention)
        scores = 4.0 * heads * sb;   // fp32 log-sum-exp per row; no s^2 term
    else
        scores = heads * sb * static_cast<double>(keys > 0 ? keys : seq) * (a + (t.dropout ? 1.0 + a : 0.0));

    if (t.crossAttention) {
        // The cross-attention block (§4.11): its norm's and Q projection's inputs, Q, the output
        // projection's input, its scores against the encoder's tokens, and K and V of those tokens
        // (computed per layer from the encoder output, which the encoder's activations hold).
        const double ck = static_cast<double>(crossKeys > 0 ? crossKeys : seq);
        replicated += sb * (a * h + li * h + dropMask * h);
        split += sb * (a * qDim + li * qDim) + static_cast<double>(microBatch) * ck * a * (kDim + vDim);
        scores += flashAttention ? 4.0 * heads * sb : heads * sb * ck * (a + (t.dropout ? 1.0 + a : 0.0));
    }
    const double div = static_cast<double>(tp);
    if (recompute == Recompute::Full)
        return 2.0 * sb * h * (a / 2.0) / (sequenceParallel ? div : 1.0);   // only the layer input
    double bytes = (sequenceParallel ? replicated / div : replicated) + split / div;
    if (recompute != Recompute::Selective)
        bytes += scores / div;
    else if (flashAttention)
        bytes += scores / div;
    return bytes;
}

double eagerLayerExtraBytes(const Tower &t, i64 seq, i64 microBatch, int tp, bool sequenceParallel, double a,
                            bool frozenBase, bool adaptersOnMlp)
{
    const ActivationWidths w = activationWidths(t);
    const double sb = static_cast<double>(seq) * static_cast<double>(microBatch);
    // An RMSNorm written in PyTorch (Hugging Face's LlamaRMSNorm, torchtune's, LitGPT's) upcasts its
    // input: pow() saves the fp32 copy in place of the 16-bit input the fused count holds; the
    // normalised tensor that the weight multiplies is saved too when that weight trains. A LayerNorm
    // runs as one native kernel (F.layer_norm) and keeps what the fused count says.
    const double upcast = std::max(0.0, 4.0 - a);
    const double perNorm = upcast + (frozenBase ? 0.0 : a);
    double norms = 0;
    if (t.norm == NormKind::RmsNorm)
        norms = static_cast<double>(t.normsPerLayer + (t.crossAttention ? 1 : 0));
    double replicated = norms * perNorm * w.h;
    double split = 0;
    if (t.qkNorm && t.norm == NormKind::RmsNorm)   // per-head RMSNorm on Q and K: an fp32 copy of each
        split += (4.0 + (frozenBase ? 0.0 : a)) * (w.q + w.kv);
    // Scaled-dot-product attention returns [batch, heads, tokens, d]; the output projection reads a
    // contiguous copy in token order, while the attention kernel keeps its own output for its backward.
    split += a * w.q * (t.crossAttention ? 2.0 : 1.0);
    // silu(gate) * up: the activation's output is its own tensor (the fused SwiGLU keeps only its inputs).
    if (t.mlp == MlpKind::Gated)
        split += a * w.ffn;
    // A frozen matrix without an adapter keeps no input (autograd saves a matmul's input only for its
    // weight's gradient): with adapters on the attention only, the MLP's input and the input of its
    // last matrix go.
    if (frozenBase && !adaptersOnMlp) {
        replicated -= a * w.h * w.mlpInputs;
        split -= a * w.ffn;
    }
    return perGpuLayerBytes(sb, replicated, split, tp, sequenceParallel);
}

double loraDropoutBytes(const Tower &t, i64 seq, i64 microBatch, int tp, bool sequenceParallel, double a,
                        bool adaptersOnMlp)
{
    const ActivationWidths w = activationWidths(t);
    const double sb = static_cast<double>(seq) * static_cast<double>(microBatch);
    const double copy = a + 1.0;   // the dropped-out input and its 1-byte mask
    // q, k and v each drop out their own copy of the normalised input; o its input.
    double replicated = 3.0 * w.h;
    double split = w.q;
    if (adaptersOnMlp) {
        replicated += (t.mlp == MlpKind::Gated ? 2.0 : 1.0) * w.h * w.mlpInputs;
        split += w.ffn;
    }
    return perGpuLayerBytes(sb * copy, replicated, split, tp, sequenceParallel);
}

double dequantisedWeightBytes(const Tower &t, int tp, double a)
{
    // A 4-bit matrix is multiplied through a 16-bit copy of itself, made for the one matmul and freed
    // after it, in the forward and again for the input gradient (bitsandbytes' MatMul4Bit and its
    // gemm_4bit op, torchao's NF4 linear): the widest matrix of a layer, as this GPU holds it.
    double width = static_cast<double>(std::max(t.ffn, t.heads * t.headDim));
    if (t.moe)
        width = static_cast<double>(std::max({t.moe->expertFfn, t.moe->sharedFfn, t.heads * t.headDim}));
    return static_cast<double>(t.hidden) * width * a / static_cast<double>(std::max(1, tp));
}

namespace {

// What every pipeline stage of one training layout shares (docs/model.md §2).
struct TrainingMemoryContext
{
    const Scenario &s;
    const Layout &layout;
    const Architecture &arch;
    const Tower &t;
    const TrainingSetup &tr;
    StateBytes sb {};
    double actBytes = 0, linearInputBytes = 0;
    i64 micro = 1, microbatches = 1, localSeq = 1;
    double lps = 0;          // layers per stage
    int replicas = 1;        // DP x CP: ZeRO's sharding group
    double expertDp = 1;
    Framework framework = Framework::Auto;
    bool lora = false;
};

// Model-state bytes on one GPU of a stage (§2.1-2.3, §2.7, §2.8): weights, gradients, optimizer,
// what is offloaded to the host, and the communication buffers (DeepSpeed's gradient buckets, ZeRO-3's
// gathered blocks), which count in the overhead.
struct StateMemory
{
    double weights = 0, grads = 0, opt = 0, host = 0, buckets = 0;
};

// ZeRO-3's transient full-size buffers (§2.3): PyTorch FSDP2 gathers the next block while the current
// one computes (two blocks of 16-bit weights) and holds one block's unsharded gradients until they
// are reduce-scattered; DeepSpeed's prefetch and Megatron-FSDP work the same way. A block is one of
// the stage's layers as this GPU holds it after TP and EP (the stage's weights without its
// embeddings, head and vision tower, over its layers).
double gatheredBlockBytes(const TrainingMemoryContext &c, const StageParams &p, bool first, bool last,
                          double weightBytes, double gradBytes)
{
    if (c.layout.zero < 3 || c.replicas <= 1)
        return 0;
    const double outer = (first ? outerInputParams(c.t) + visionParams(c.arch) : 0.0) + (last ? outerOutputParams(c.t, c.layout.pp > 1) : 0.0);
    const double blocks = c.lps + (first && c.arch.encoder ? static_cast<double>(c.arch.encoder->layers) : 0.0);
    const double block = std::max(0.0, p.total() - outer / c.layout.tp) / std::max(1.0, blocks);
    return block * (2.0 * weightBytes + gradBytes);
}

StateMemory loraStateMemory(const TrainingMemoryContext &c, const StageParams &p, bool first, bool last)
{
    StateMemory m;
    const double baseBytes = c.s.workload == Workload::Qlora ? weightBytesPerParam(Dtype::Nf4)
                                                             : (c.sb.weights >= 4 ? 4.0 : 2.0);
    // Embeddings and head stay in 16-bit under QLoRA; quantise the transformer layers only.
    const double layerShare = std::max(0.0, p.total() - (first ? (outerInputParams(c.t) + visionParams(c.arch)) / c.layout.tp : 0.0)
                                                - (last ? outerOutputParams(c.t, c.layout.pp > 1) / c.layout.tp : 0.0));
    m.weights = layerShare * baseBytes + (p.total() - layerShare) * (c.sb.weights >= 4 ? 4.0 : 2.0);
    // ZeRO-3 / FSDP FULL_SHARD shards the frozen base weights too, and gathers them a block at a time.
    if (c.layout.zero >= 3 && c.replicas > 1) {
        // Dense weights shard over DP x CP, experts (already split by EP) over what is left of it.
        const double total = std::max(1.0, p.total());
        m.weights *= (p.dense / c.replicas + p.expert / c.expertDp) / total;
        if (c.layout.offload != Offload::OptimizerAndParams)   // else its two resident layers are the buffers
            m.buckets = gatheredBlockBytes(c, p, first, last, baseBytes, 0.0);
    }
    const double adapters = loraTrainableParams(c.s) * (c.lps / c.t.layers) / c.layout.tp;
    const StateBytes own = adapterStateBytes(c.s);
    m.weights += adapters * own.weights / (c.layout.zero >= 3 ? c.replicas : 1);
    m.grads = adapters * own.grads / (c.layout.zero >= 2 ? c.replicas : 1);
    m.opt = adapters * own.optimizer / (c.layout.zero >= 1 ? c.replicas : 1);
    return m;
}

StateMemory fullStateMemory(const TrainingMemoryContext &c, const StageParams &p, bool first, bool last)
{
    const Layout &layout = c.layout;
    auto shard = [&](double dense, double expert, double bytes, int minStage) {
        const bool on = layout.zero >= minStage;
        return dense * bytes / (on ? c.replicas : 1) + expert * bytes / (on ? c.expertDp : 1);
    };
    StateMemory m;
    m.weights = shard(p.dense, p.expert, c.sb.weights, 3);
    m.grads = shard(p.dense, p.expert, c.sb.grads, 2);
    m.opt = shard(p.dense, p.expert, c.sb.optimizer, 1);
    if (layout.zero >= 3 && c.replicas > 1) {
        // PyTorch FSDP (mixed precision) keeps no 16-bit shard: the fp32 shard is the master copy (in
        // the optimizer bytes) and is cast while it is gathered (torch/distributed/fsdp/_fully_shard,
        // MixedPrecisionPolicy). Every ZeRO-3 stack holds the gathered blocks.
        // With the optimizer states on the host the fp32 master goes with them: the 16-bit shard stays,
        // as it does in pure 16-bit training, where it is the only copy.
        if (c.framework == Framework::Fsdp && isMixedPrecision(c.tr.precision) && c.tr.fp32MasterWeights && layout.offload == Offload::None)
            m.weights = 0;
        if (layout.offload != Offload::OptimizerAndParams)   // else its two resident layers are the buffers
            m.buckets = gatheredBlockBytes(c, p, first, last, c.sb.weights, c.sb.grads);
    }
    if (c.framework == Framework::DeepSpeed && isMixedPrecision(c.tr.precision) && c.tr.fp32MasterWeights) {
        // DeepSpeed's mixed-precision optimizers keep the 16-bit gradients on the parameters
        // (partitioned from ZeRO-2) and a flat fp32 gradient buffer for the update and the
        // gradient norm (partitioned from ZeRO-1): Rajbhandari et al. 2020 §3.2 ("a flattened
        // fp32 buffer", 6 GB for 1.5B parameters); runtime/fp16/fused_optimizer.py, bf16_optimizer.py.
        // BF16 below ZeRO-2 runs BF16_Optimizer, which accumulates into a full-size fp32 buffer.
        // Pure 16-bit training keeps none (bf16_master_weights_and_grads): the state bytes above.
        const bool bf16Optimizer = c.tr.precision == Precision::Bf16Mixed && layout.zero <= 1;
        m.grads = shard(p.dense, p.expert, 2.0, 2) + (bf16Optimizer ? p.total() * 4.0 : shard(p.dense, p.expert, 4.0, 1));
        if (layout.zero >= 1 && layout.zero <= 2 && c.replicas > 1)   // reduce and all-gather buckets
            m.buckets = 2.0 * std::min(kDeepSpeedBucketElements, p.total()) * 2.0;
    }
    return m;
}

void applyOffload(const TrainingMemoryContext &c, StateMemory &m)
{
    if (c.layout.offload == Offload::None)
        return;
    m.host += m.opt;
    m.opt = 0;
    if (c.layout.offload == Offload::OptimizerAndParams) {
        // Parameters and gradients stream from host; two layers stay resident as prefetch buffers.
        const double resident = 2.0 * static_cast<double>(cachedParams(c.arch).perLayer) / c.layout.tp;
        const double keepW = std::min(m.weights, resident * c.sb.weights);
        const double keepG = std::min(m.grads, resident * c.sb.grads);
        m.host += (m.weights - keepW) + (m.grads - keepG);
        m.weights = keepW;
        m.grads = keepG;
    }
}

// Activations a stage holds at its peak (§2.4-2.5): its layers times the micro-batches in flight,
// the layer recomputed during the backward, the vision tower on the first stage, the logits on
// the last.
double stageActivationBytes(const TrainingMemoryContext &c, Stage st, bool first, bool last)
{
    const Layout &layout = c.layout;
    const Tower &t = c.t;
    // An encoder-decoder's decoder layers see its target tokens and attend to the encoder's input.
    const bool encDec = c.arch.encoder.has_value();
    auto layer = [&](Recompute rc) {
        double bytes = layerActivationBytes(t, c.localSeq, c.micro, layout.tp, layout.sequenceParallel, rc, fusedAttention(c.s),
                                            c.actBytes, c.linearInputBytes, encDec ? c.localSeq : c.tr.seqLen,
                                            encDec ? c.tr.seqLen : 0);
        if (rc == Recompute::Full)   // only the layer's input is kept, whoever runs it
            return bytes;
        if (c.tr.kernels == Kernels::Eager)   // Auto: the fused count, as the validated stacks keep it
            bytes += eagerLayerExtraBytes(t, c.localSeq, c.micro, layout.tp, layout.sequenceParallel, c.actBytes, c.lora,
                                          c.tr.loraAllLinear);
        if (c.lora && c.tr.loraDropout > 0)
            bytes += loraDropoutBytes(t, c.localSeq, c.micro, layout.tp, layout.sequenceParallel, c.actBytes,
                                      c.tr.loraAllLinear);
        return bytes;
    };
    double perLayer = layer(layout.recompute);
    const double fullShare = layout.fullRecomputeShare(static_cast<i64>(c.lps));
    if (layout.recompute == Recompute::Full && fullShare < 1.0)   // the layers not recomputed keep everything
        perLayer = fullShare * perLayer + (1.0 - fullShare) * layer(Recompute::None);
    const int rank = first ? 0 : st == Stage::Middle ? (layout.pp - 1) / 2 : layout.pp - 1;
    const double inFlight = microbatchesInFlight(layout.pp, layout.interleave, c.microbatches, rank);
    double act = perLayer * c.lps * inFlight;
    if (layout.recompute == Recompute::Full)   // one layer is recomputed in full during backward
        act += layer(Recompute::None);
    if (first && c.arch.vision) {
        const Tower &v = *c.arch.vision;
        act += layerActivationBytes(v, v.sequenceTokens(), c.micro, layout.tp, layout.sequenceParallel, layout.recompute,
                                    fusedAttention(c.s), c.actBytes, c.linearInputBytes)
               * static_cast<double>(v.layers) * inFlight;
    }
    if (first && encDec) {
        // §4.11: the encoder's layers over the input tokens, and its output, which every decoder
        // layer's cross-attention K/V projection reads in the backward.
        const Tower &e = *c.arch.encoder;
        const double sp = layout.sequenceParallel ? static_cast<double>(layout.tp) : 1.0;
        act += (layerActivationBytes(e, c.tr.seqLen, c.micro, layout.tp, layout.sequenceParallel, layout.recompute,
                                     fusedAttention(c.s), c.actBytes, c.linearInputBytes)
                    * static_cast<double>(e.layers)
                + static_cast<double>(c.tr.seqLen) * c.micro * static_cast<double>(e.hidden) * c.linearInputBytes / sp)
               * inFlight;
    }
    if (c.s.workload == Workload::Qlora)
        act += dequantisedWeightBytes(t, layout.tp, c.actBytes);
    if (last && t.vocab > 0 && (t.lmHead || c.arch.family == Family::Encoder))
        act += static_cast<double>(c.localSeq) * c.micro * static_cast<double>(t.vocab)
               * logitsBytesPerEntry(c.tr.kernels, c.framework, c.s.workload, c.tr.fp32Loss || !isMixedPrecision(c.tr.precision)) / layout.tp;
    return act;
}

} // namespace

MemoryBreakdown trainingMemory(const Scenario &s, const Gpu &gpu, const Layout &layout, i64 globalBatch, Stage stage)
{
    const TrainingSetup &tr = s.training;
    TrainingMemoryContext c {s, layout, s.model, s.model.text, tr};
    c.sb = stateBytes(tr.precision, tr.optimizer, tr.fp32GradAccumulation, tr.fp32MasterWeights, static_cast<double>(c.t.hidden));
    c.actBytes = activationValueBytes(tr.precision);
    c.linearInputBytes = tr.precision == Precision::Fp8 && gpu.peak(Dtype::Fp8) ? 1.0 : c.actBytes;
    c.micro = std::max<i64>(1, layout.microBatch);
    c.microbatches = std::max<i64>(1, (globalBatch + c.micro * layout.dp - 1) / (c.micro * layout.dp));   // as perf.cpp
    c.lps = std::ceil(static_cast<double>(c.t.layers) / layout.pp);
    // Weights are replicated over DP x CP (context-parallel ranks hold the same layers): ZeRO shards
    // over that group, as Megatron-Core's distributed optimizer does (data_parallel_group_with_cp).
    c.replicas = std::max(1, layout.replicas());
    c.expertDp = layout.expertReplicas();
    c.localSeq = std::max<i64>(1, tr.seqLen / std::max(1, layout.cp));   // each CP rank holds seq / CP tokens
    if (s.model.encoder)   // the decoder's tokens (encoder-decoders run without CP)
        c.localSeq = std::max<i64>(1, decoderTokens(s));
    c.lora = trainsAdapters(s.workload);
    c.framework = resolveFramework(tr.framework, layout, tr.kernels);

    // At most two stages, on the stack: the search calls this hundreds of thousands of times.
    std::array<Stage, 2> stageList {stage, stage};
    std::size_t stageCount = 1;
    if (layout.pp == 1) {
        stageList[0] = Stage::First;
    } else if (stage == Stage::Worst) {
        stageList = {Stage::First, Stage::Last};
        stageCount = 2;
    }
    const std::span<const Stage> stages(stageList.data(), stageCount);
    const double fragmentation = c.framework == Framework::DeepSpeed || c.framework == Framework::Megatron2021
                                     ? kTrainingFragmentationLegacy
                                     : kTrainingFragmentation;
    MemoryBreakdown worst;
    for (Stage st : stages) {
        const bool first = st == Stage::First;
        const bool last = st == Stage::Last || layout.pp == 1;
        const StageParams p = paramsPerGpu(c.arch, layout, st);
        StateMemory states = c.lora ? loraStateMemory(c, p, first, last) : fullStateMemory(c, p, first, last);
        applyOffload(c, states);
        const double act = stageActivationBytes(c, st, first, last);

        MemoryBreakdown m;
        m.weights = ceilBytes(states.weights);
        m.gradients = ceilBytes(states.grads);
        m.optimizer = ceilBytes(states.opt);
        m.activations = ceilBytes(act);
        const int groups = (layout.tp > 1) + (layout.pp > 1) + (layout.dp > 1) + (layout.ep > 1) + (layout.cp > 1);
        m.overhead = ceilBytes(kCudaContextBytes + groups * kNcclBytesPerGroup + states.buckets
                               + fragmentation * (states.weights + states.grads + states.opt + act));
        m.host = ceilBytes(states.host);
        if (m.total() > worst.total())
            worst = m;
    }
    return worst;
}

double kvBytesPerToken(const Architecture &arch, Dtype kvDtype)
{
    const Tower &t = arch.text;
    const double bytes = dtypeBytes(kvDtype);
    if (t.mla)
        return static_cast<double>(t.layers) * static_cast<double>(t.mla->kvLoraRank + t.mla->qkRopeDim) * bytes;
    return 2.0 * static_cast<double>(t.layers) * static_cast<double>(t.kvHeads * t.headDim) * bytes;
}

bool fractionOfFreeMemory(const Scenario &s)
{
    // TensorRT-LLM's KV pool takes the fraction of the free memory (model.md §3.5); 0.6's static
    // batch (gptSessionBenchmark, the 2023 performance tables) allocates the batch's cache and no pool.
    const ServingEngine e = s.inference.engine;
    return s.workload == Workload::Inference
           && (e == ServingEngine::TensorRtLlm || (e == ServingEngine::TensorRtLlm2023 && s.inference.batch <= 0));
}

bool usesWholeDevice(const Scenario &s)
{
    return fractionOfFreeMemory(s) || s.inference.engine == ServingEngine::TensorRtLlm2023;
}

double freeMemoryKeptBytes(const Scenario &s, double kvCacheBytes)
{
    if (!fractionOfFreeMemory(s) || !(kvCacheBytes > 0))
        return 0.0;
    const double f = std::clamp(s.inference.memoryFraction, 0.05, 1.0);
    return kvCacheBytes * (1.0 - f) / f;
}

double memoryFreeShare(const Scenario &s, const MemoryBreakdown &m, std::int64_t usable)
{
    if (usable <= 0)
        return 0.0;
    const double held = static_cast<double>(m.total()) - freeMemoryKeptBytes(s, static_cast<double>(m.kvCache));
    return 1.0 - held / static_cast<double>(usable);
}

std::int64_t usableBytes(const Scenario &s, const Gpu &gpu)
{
    if (s.workload == Workload::Inference && !usesWholeDevice(s))
        return static_cast<i64>(std::floor(static_cast<double>(gpu.capacityBytes) * s.inference.memoryFraction));
    return gpu.capacityBytes;
}

double layerWeightBytes(double denseLayerParams, double expertParams, Dtype weights)
{
    if (weights == Dtype::Mxfp4 && expertParams > 0)
        return expertParams * weightBytesPerParam(Dtype::Mxfp4) + denseLayerParams * 2.0;
    return (denseLayerParams + expertParams) * weightBytesPerParam(weights);
}

MemoryBreakdown inferenceMemory(const Scenario &s, const Gpu &gpu, const Layout &layout, i64 batch, i64 context)
{
    (void)gpu;
    const Architecture &arch = s.model;
    const Tower &t = arch.text;
    const InferenceSetup &in = s.inference;
    const double outerBytes = in.weights == Dtype::Fp32 ? 4.0 : 2.0;   // embeddings and head stay 16-bit
    const double lps = std::ceil(static_cast<double>(t.layers) / layout.pp);

    MemoryBreakdown worst;
    for (bool first : {true, false}) {
        if (!first && layout.pp == 1)
            break;
        const StageParams p = paramsPerGpu(arch, layout, first ? Stage::First : Stage::Last);
        double outer = 0;
        if (first)
            outer += (outerInputParams(t) + visionParams(arch)) / layout.tp;
        if (!first || layout.pp == 1)
            outer += outerOutputParams(t, layout.pp > 1) / layout.tp;
        const double weights = layerWeightBytes(std::max(0.0, p.dense - outer), p.expert, in.weights) + outer * outerBytes;

        double kv = 0;
        const bool autoregressive = t.lmHead;
        if (autoregressive) {
            double perTokenPerLayer = 0;
            if (t.mla) {
                perTokenPerLayer = static_cast<double>(t.mla->kvLoraRank + t.mla->qkRopeDim) * dtypeBytes(in.kvCache);
            } else {
                const double kvHeadsPerGpu = std::ceil(static_cast<double>(t.kvHeads) / layout.tp);
                perTokenPerLayer = 2.0 * kvHeadsPerGpu * static_cast<double>(t.headDim) * dtypeBytes(in.kvCache);
            }
            kv = perTokenPerLayer * lps * static_cast<double>(batch) * static_cast<double>(context)
                 * t.kvShare(static_cast<double>(context));
        }
        // Workspace: activations of one batched forward pass and the sampler's fp32 logits.
        const i64 tokens = autoregressive ? std::min<i64>(batch * context, kServingBatchedTokens) : batch * context;
        double ffnEff = static_cast<double>(t.ffn);
        if (t.moe)
            ffnEff = static_cast<double>(t.moe->topK * t.moe->expertFfn + t.moe->sharedFfn);
        double work = static_cast<double>(tokens) * (4.0 * t.hidden + 2.0 * ffnEff) * 2.0 / layout.tp;
        if (autoregressive)
            work += static_cast<double>(batch) * static_cast<double>(t.vocab) * 4.0 / layout.tp;

        MemoryBreakdown m;
        m.weights = ceilBytes(weights);
        m.kvCache = ceilBytes(kv);
        m.activations = ceilBytes(work);
        const int groups = (layout.tp > 1) + (layout.pp > 1);
        m.overhead = ceilBytes(kCudaContextBytes + (autoregressive ? kCudaGraphBytes : 0.0)
                               + groups * kNcclBytesPerGroup + kServingFragmentation * (weights + kv + work)
                               + freeMemoryKeptBytes(s, kv));
        if (m.total() > worst.total())
            worst = m;
    }
    return worst;
}

} // namespace engine
