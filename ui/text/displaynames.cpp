// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaynames.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

#include "formatting.h"
#include "presets.h"
#include "uitr.h"

namespace gpuplan::ui {

namespace {
// Two shares as percentages that read as different when they are: "62.4%" and "62.0%" rather than
// "62%" and "62%" (the MFU warning compared a figure with itself).
std::pair<QString, QString> distinctPercents(double a, double b)
{
    for (int decimals = 0; decimals < 2; ++decimals)
        if (formatPercent(a, decimals) != formatPercent(b, decimals))
            return {formatPercent(a, decimals), formatPercent(b, decimals)};
    return {formatPercent(a, 2), formatPercent(b, 2)};
}
} // namespace

QString familyName(engine::Family f)
{
    switch (f) {
    case engine::Family::Decoder: return Tr::tr("Decoder LLM");
    case engine::Family::Moe: return Tr::tr("Mixture-of-experts LLM");
    case engine::Family::Encoder: return Tr::tr("Encoder (BERT-style)");
    case engine::Family::Vit: return Tr::tr("Vision transformer");
    case engine::Family::Clip: return Tr::tr("CLIP image–text model");
    case engine::Family::Multimodal: return Tr::tr("Multimodal LLM");
    case engine::Family::EncoderDecoder: return Tr::tr("Encoder–decoder (T5-style)");
    }
    return {};
}

QString familyDescription(engine::Family f)
{
    switch (f) {
    case engine::Family::Decoder:
        return Tr::tr("GPT, Llama, Qwen: generates text token by token; every parameter is used for every token.");
    case engine::Family::Moe:
        return Tr::tr("Mixtral, DeepSeek: many expert MLPs, only a few active per token; memory follows the total, "
                      "compute the active parameters.");
    case engine::Family::Encoder:
        return Tr::tr("BERT: reads a whole sequence at once for classification, search or embeddings; no KV cache.");
    case engine::Family::Vit:
        return Tr::tr("ViT: an image cut into patches, processed like a sequence of tokens.");
    case engine::Family::Clip:
        return Tr::tr("CLIP: an image tower and a text tower trained to match pictures with captions.");
    case engine::Family::EncoderDecoder:
        return Tr::tr("T5, Flan-T5, mT5: an encoder reads the input once, a decoder writes the output attending to it; "
                      "used for translation, summarisation and text-to-text tasks.");
    case engine::Family::Multimodal:
        return Tr::tr("LLaVA-style: a vision encoder feeding a decoder LLM through a projector.");
    }
    return {};
}

QString workloadName(engine::Workload w)
{
    switch (w) {
    case engine::Workload::Pretrain: return Tr::tr("Pre-training");
    case engine::Workload::Finetune: return Tr::tr("Full fine-tuning");
    case engine::Workload::Lora: return Tr::tr("LoRA fine-tuning");
    case engine::Workload::Qlora: return Tr::tr("QLoRA fine-tuning");
    case engine::Workload::Inference: return Tr::tr("Serving (inference)");
    }
    return {};
}

QString precisionName(engine::Precision p)
{
    switch (p) {
    case engine::Precision::Fp32: return Tr::tr("FP32");
    case engine::Precision::Tf32: return Tr::tr("TF32");
    case engine::Precision::Bf16Mixed: return Tr::tr("BF16 mixed precision");
    case engine::Precision::Fp16Mixed: return Tr::tr("FP16 mixed precision");
    case engine::Precision::Fp8: return Tr::tr("FP8 (Transformer Engine)");
    }
    return {};
}

QString trainingPrecisionName(const engine::TrainingSetup &t)
{
    // Pure 16-bit training said as such: a QA pass read "BF16 mixed precision" on a report whose plan
    // kept no FP32 master copy and needed half the GPUs (docs/model.md §2.1).
    if (!t.fp32MasterWeights) {
        switch (t.precision) {
        case engine::Precision::Bf16Mixed: return Tr::tr("Pure BF16 (no FP32 master copy)");
        case engine::Precision::Fp16Mixed: return Tr::tr("Pure FP16 (no FP32 master copy)");
        case engine::Precision::Fp8: return Tr::tr("FP8 (Transformer Engine), no FP32 master copy");
        case engine::Precision::Fp32:
        case engine::Precision::Tf32: break;
        }
    }
    return precisionName(t.precision);
}

QString dtypeName(engine::Dtype d)
{
    switch (d) {
    case engine::Dtype::Fp32: return Tr::tr("FP32");
    case engine::Dtype::Tf32: return Tr::tr("TF32");
    case engine::Dtype::Fp16: return Tr::tr("FP16");
    case engine::Dtype::Bf16: return Tr::tr("BF16");
    case engine::Dtype::Fp8: return Tr::tr("FP8");
    case engine::Dtype::Int8: return Tr::tr("INT8");
    case engine::Dtype::Int4: return Tr::tr("INT4");
    case engine::Dtype::Nf4: return Tr::tr("NF4");
    case engine::Dtype::Mxfp4: return Tr::tr("MXFP4");
    case engine::Dtype::Nvfp4: return Tr::tr("NVFP4");
    }
    return {};
}

QString optimizerName(engine::Optimizer o)
{
    switch (o) {
    case engine::Optimizer::AdamW: return Tr::tr("AdamW");
    case engine::Optimizer::AdamW8bit: return Tr::tr("AdamW 8-bit");
    case engine::Optimizer::SgdMomentum: return Tr::tr("SGD with momentum");
    case engine::Optimizer::Adafactor: return Tr::tr("Adafactor");
    }
    return {};
}

QString recomputeName(engine::Recompute r)
{
    switch (r) {
    case engine::Recompute::None: return Tr::tr("No recomputation");
    case engine::Recompute::Selective: return Tr::tr("Selective recomputation");
    case engine::Recompute::Full: return Tr::tr("Full recomputation");
    }
    return {};
}

QString offloadName(engine::Offload o)
{
    switch (o) {
    case engine::Offload::None: return Tr::tr("No offload");
    case engine::Offload::Optimizer: return Tr::tr("Optimizer states to host memory");
    case engine::Offload::OptimizerAndParams: return Tr::tr("Optimizer states and parameters to host memory");
    }
    return {};
}

QString frameworkName(engine::Framework f)
{
    switch (f) {
    case engine::Framework::Auto: return Tr::tr("Automatic");
    case engine::Framework::MegatronCore: return Tr::tr("Megatron-Core / NeMo (overlapped TP and data-parallel communication)");
    case engine::Framework::Fsdp: return Tr::tr("PyTorch FSDP2 / torchtitan (prefetched gathers)");
    case engine::Framework::DeepSpeed: return Tr::tr("DeepSpeed ZeRO (default settings)");
    case engine::Framework::Megatron2021: return Tr::tr("Megatron-LM 2021 (no overlap)");
    }
    return {};
}

QString attentionKernelName(engine::AttentionKernel k)
{
    switch (k) {
    case engine::AttentionKernel::Auto: return Tr::tr("The training stack's own");
    case engine::AttentionKernel::FlashAttention2: return Tr::tr("FlashAttention-2");
    case engine::AttentionKernel::Fused: return Tr::tr("cuDNN fused attention (FlashAttention-3 on Hopper)");
    }
    return {};
}

QString moeDispatcherName(engine::MoeDispatcher d)
{
    switch (d) {
    case engine::MoeDispatcher::Auto: return Tr::tr("The training stack's own");
    case engine::MoeDispatcher::AllToAll: return Tr::tr("Plain all-to-all (a copy per chosen expert)");
    case engine::MoeDispatcher::DeepEp: return Tr::tr("DeepEP / HybridEP (a copy per GPU reached)");
    }
    return {};
}

QString kernelsName(engine::Kernels k)
{
    switch (k) {
    case engine::Kernels::Auto: return Tr::tr("Automatic (as each framework's published runs)");
    case engine::Kernels::Fused: return Tr::tr("Fused (Megatron-Core, Transformer Engine, Liger, torch.compile)");
    case engine::Kernels::Eager: return Tr::tr("Eager PyTorch (Hugging Face Transformers + PEFT, torchtune, LitGPT)");
    }
    return {};
}

QString unfusedAttentionName()
{
    return Tr::tr("None (unfused attention)");
}

QString stepTermName(engine::StepTerm t)
{
    switch (t) {
    case engine::StepTerm::Compute: return Tr::tr("matmul compute (recomputation or smaller per-GPU matrices)");
    case engine::StepTerm::MemoryBound: return Tr::tr("element-wise kernels");
    case engine::StepTerm::TpComm: return Tr::tr("tensor-parallel communication");
    case engine::StepTerm::EpComm: return Tr::tr("expert-parallel all-to-all");
    case engine::StepTerm::MoeRouting: return Tr::tr("waiting for the MoE layers' tokens per expert");
    case engine::StepTerm::CpComm: return Tr::tr("context-parallel K/V exchange");
    case engine::StepTerm::PpComm: return Tr::tr("pipeline sends");
    case engine::StepTerm::Bubble: return Tr::tr("pipeline bubble");
    case engine::StepTerm::DpComm: return Tr::tr("data-parallel / ZeRO communication");
    case engine::StepTerm::Optimizer: return Tr::tr("optimizer step");
    case engine::StepTerm::Offload: return Tr::tr("host offload");
    }
    return {};
}

QString runnerUpReason(const engine::SearchSummary &search)
{
    const double pct = search.bestSeconds > 0 ? (search.runnerUpSeconds / search.bestSeconds - 1.0) * 100.0 : 0.0;
    switch (search.runnerUpWhy) {
    case engine::RunnerUpWhy::None: return {};
    case engine::RunnerUpWhy::MoreGpusOrLatency: return Tr::tr("Needs more GPUs or has a higher latency.");
    case engine::RunnerUpWhy::TiesAtCeiling:
        return Tr::tr("As fast once both are held to the best published MFU; the kernel model prefers the chosen layout.");
    case engine::RunnerUpWhy::LessHeadroom:
        if (pct <= -0.05)
            //: %1: how much faster the runner-up is, in per cent
            return Tr::tr("%1 % faster, but leaves less than 10 % of memory free; the search gives up to 3 % of speed "
                          "for that headroom.").arg(formatNumber(-pct, 1));
        return Tr::tr("As fast, but leaves less than 10 % of memory free; the search gives up to 3 % of speed for that "
                      "headroom.");
    case engine::RunnerUpWhy::HeadroomKept:
        if (pct <= -0.05)
            //: %1: how much faster the runner-up is, in per cent
            return Tr::tr("%1 % faster, but leaves less than 10 % of memory free; the search keeps that headroom where a "
                          "layout on the count does.").arg(formatNumber(-pct, 1));
        return Tr::tr("As fast, but leaves less than 10 % of memory free; the search keeps that headroom where a layout "
                      "on the count does.");
    case engine::RunnerUpWhy::MoreMemory: return Tr::tr("As fast, and needs more memory per GPU.");
    case engine::RunnerUpWhy::AsFast: return Tr::tr("As fast (within 0.05 %): either layout would do.");
    case engine::RunnerUpWhy::Slower: break;
    }
    //: %1: how much slower the runner-up's step is, in per cent; %2: the step-time term that grew most
    return Tr::tr("%1 % slower, mostly from more %2.").arg(formatNumber(pct, 1), stepTermName(search.runnerUpTerm));
}

QString servingEngineName(engine::ServingEngine e)
{
    switch (e) {
    case engine::ServingEngine::Vllm: return Tr::tr("vLLM");
    case engine::ServingEngine::Sglang: return Tr::tr("SGLang");
    case engine::ServingEngine::TensorRtLlm: return Tr::tr("TensorRT-LLM");
    case engine::ServingEngine::TensorRtLlm2023: return Tr::tr("TensorRT-LLM 0.6 (2023, before XQA)");
    }
    return {};
}

QString fieldName(const std::string &field)
{
    struct Entry { const char *id; const char *text; };
    static const Entry entries[] = {
        {"gpus", QT_TRANSLATE_NOOP("Ui", "GPUs")},
        {"gpu", QT_TRANSLATE_NOOP("Ui", "GPU")},
        {"max_gpus", QT_TRANSLATE_NOOP("Ui", "GPU limit")},
        {"budget", QT_TRANSLATE_NOOP("Ui", "budget")},
        {"usd_to_cny", QT_TRANSLATE_NOOP("Ui", "exchange rate (CNY per USD)")},
        {"usd_to_twd", QT_TRANSLATE_NOOP("Ui", "exchange rate (TWD per USD)")},
        {"electricity", QT_TRANSLATE_NOOP("Ui", "electricity price")},
        {"pue", QT_TRANSLATE_NOOP("Ui", "PUE")},
        {"rack_kw", QT_TRANSLATE_NOOP("Ui", "power per rack")},
        {"depreciation_years", QT_TRANSLATE_NOOP("Ui", "depreciation period")},
        {"utilisation", QT_TRANSLATE_NOOP("Ui", "utilisation")},
        {"horizon_months", QT_TRANSLATE_NOOP("Ui", "horizon")},
        {"network", QT_TRANSLATE_NOOP("Ui", "network")},
        {"tp", QT_TRANSLATE_NOOP("Ui", "tensor parallel size")},
        {"pp", QT_TRANSLATE_NOOP("Ui", "pipeline parallel size")},
        {"dp", QT_TRANSLATE_NOOP("Ui", "data parallel size")},
        {"cp", QT_TRANSLATE_NOOP("Ui", "context parallel size")},
        {"ep", QT_TRANSLATE_NOOP("Ui", "expert parallel size")},
        {"zero", QT_TRANSLATE_NOOP("Ui", "ZeRO stage")},
        {"interleave", QT_TRANSLATE_NOOP("Ui", "pipeline interleaving")},
        {"seq_len", QT_TRANSLATE_NOOP("Ui", "sequence length")},
        {"micro_batch", QT_TRANSLATE_NOOP("Ui", "micro-batch")},
        {"global_batch", QT_TRANSLATE_NOOP("Ui", "global batch")},
        {"tokens", QT_TRANSLATE_NOOP("Ui", "training tokens")},
        {"days", QT_TRANSLATE_NOOP("Ui", "deadline")},
        {"lora_rank", QT_TRANSLATE_NOOP("Ui", "LoRA rank")},
        {"lora_dropout", QT_TRANSLATE_NOOP("Ui", "LoRA dropout")},
        {"kernels", QT_TRANSLATE_NOOP("Ui", "element-wise kernels")},
        {"mfu", QT_TRANSLATE_NOOP("Ui", "MFU")},
        {"batch", QT_TRANSLATE_NOOP("Ui", "batch")},
        {"context", QT_TRANSLATE_NOOP("Ui", "context length")},
        {"qps", QT_TRANSLATE_NOOP("Ui", "QPS")},
        {"input_tokens", QT_TRANSLATE_NOOP("Ui", "input tokens")},
        {"output_tokens", QT_TRANSLATE_NOOP("Ui", "output tokens")},
        {"ttft_ms", QT_TRANSLATE_NOOP("Ui", "time-to-first-token limit")},
        {"tpot_ms", QT_TRANSLATE_NOOP("Ui", "time-per-output-token limit")},
        {"e2e_ms", QT_TRANSLATE_NOOP("Ui", "end-to-end latency limit")},
        {"memory_fraction", QT_TRANSLATE_NOOP("Ui", "memory fraction")},
        {"max_sequences", QT_TRANSLATE_NOOP("Ui", "max concurrent sequences")},
        {"disaggregated", QT_TRANSLATE_NOOP("Ui", "disaggregated prefill and decode")},
        {"precision", QT_TRANSLATE_NOOP("Ui", "precision")},
        {"kv_dtype", QT_TRANSLATE_NOOP("Ui", "KV cache data type")},
        {"params", QT_TRANSLATE_NOOP("Ui", "parameter count")},
        {"family", QT_TRANSLATE_NOOP("Ui", "model type")},
        {"num_hidden_layers", QT_TRANSLATE_NOOP("Ui", "layers")},
        {"hidden_size", QT_TRANSLATE_NOOP("Ui", "hidden size")},
        {"num_attention_heads", QT_TRANSLATE_NOOP("Ui", "attention heads")},
        {"num_key_value_heads", QT_TRANSLATE_NOOP("Ui", "KV heads")},
        {"intermediate_size", QT_TRANSLATE_NOOP("Ui", "FFN size")},
        {"vocab_size", QT_TRANSLATE_NOOP("Ui", "vocabulary size")},
        {"head_dim", QT_TRANSLATE_NOOP("Ui", "head dimension")},
        {"model_type", QT_TRANSLATE_NOOP("Ui", "model_type")},
        {"measured_step_s", QT_TRANSLATE_NOOP("Ui", "measured step time")},
        {"measured_tokens_per_s", QT_TRANSLATE_NOOP("Ui", "measured throughput")},
        {"colocation_per_kw_month", QT_TRANSLATE_NOOP("Ui", "hosting price per kW and month")},
        {"staff_per_node_year", QT_TRANSLATE_NOOP("Ui", "operations staff cost per server and year")},
        {"max_position_embeddings", QT_TRANSLATE_NOOP("Ui", "maximum positions")},
        {"num_experts", QT_TRANSLATE_NOOP("Ui", "experts")},
        {"num_experts_per_tok", QT_TRANSLATE_NOOP("Ui", "experts per token")},
        {"moe_intermediate_size", QT_TRANSLATE_NOOP("Ui", "expert FFN size")},
        // The same as a scenario file names them (scenariofile.cpp: architectureFileKey).
        {"layers", QT_TRANSLATE_NOOP("Ui", "layers")},
        {"hidden", QT_TRANSLATE_NOOP("Ui", "hidden size")},
        {"heads", QT_TRANSLATE_NOOP("Ui", "attention heads")},
        {"kv_heads", QT_TRANSLATE_NOOP("Ui", "KV heads")},
        {"ffn", QT_TRANSLATE_NOOP("Ui", "FFN size")},
        {"vocab", QT_TRANSLATE_NOOP("Ui", "vocabulary size")},
        {"max_positions", QT_TRANSLATE_NOOP("Ui", "maximum positions")},
        {"experts", QT_TRANSLATE_NOOP("Ui", "experts")},
        {"top_k", QT_TRANSLATE_NOOP("Ui", "experts per token")},
        {"expert_ffn", QT_TRANSLATE_NOOP("Ui", "expert FFN size")},
        // The scenario file's own keys (a file refused on opening names them).
        {"workload", QT_TRANSLATE_NOOP("Ui", "workload")},
        {"source", QT_TRANSLATE_NOOP("Ui", "model source")},
        {"region", QT_TRANSLATE_NOOP("Ui", "region")},
        {"currency", QT_TRANSLATE_NOOP("Ui", "currency")},
        {"acquisition", QT_TRANSLATE_NOOP("Ui", "buy or rent")},
        {"engine", QT_TRANSLATE_NOOP("Ui", "inference engine")},
        {"framework", QT_TRANSLATE_NOOP("Ui", "training framework")},
        {"attention_kernel", QT_TRANSLATE_NOOP("Ui", "attention kernel")},
        {"optimizer", QT_TRANSLATE_NOOP("Ui", "optimizer")},
        {"recompute", QT_TRANSLATE_NOOP("Ui", "activation recomputation")},
        {"offload", QT_TRANSLATE_NOOP("Ui", "offloading")},
        {"weights", QT_TRANSLATE_NOOP("Ui", "weight precision")},
        {"kv_cache", QT_TRANSLATE_NOOP("Ui", "KV cache data type")},
        {"schema_version", QT_TRANSLATE_NOOP("Ui", "file version")},
        {"mlp", QT_TRANSLATE_NOOP("Ui", "MLP kind")},
        {"norm", QT_TRANSLATE_NOOP("Ui", "normalisation")},
        {"position", QT_TRANSLATE_NOOP("Ui", "position encoding")},
    };
    // A file's key names its section ("budget.colocation_per_kw_month", "model.architecture.
    // num_hidden_layers"): the field is its last part.
    const std::size_t dot = field.rfind('.');
    const std::string key = dot == std::string::npos ? field : field.substr(dot + 1);
    for (const Entry &e : entries)
        if (field == e.id || key == e.id)
            return QCoreApplication::translate("Ui", e.text);
    return QString::fromStdString(field);   // a config.json key: shown as is
}

namespace {

// The sentence of an issue's reason (engine::IssueReason), with its numbers.
QString issueReasonText(const engine::Issue &issue)
{
    const auto n = [&issue](int i) { return formatInteger(static_cast<std::int64_t>(issue.numbers[i])); };
    const QString gpu = gpuName(issue.subject);
    const auto family = [&issue] {   // a family id as subject, by its name
        const auto f = engine::familyFromId(issue.subject);
        return f ? familyName(*f) : QString::fromStdString(issue.subject);
    };
    switch (issue.reason) {
    case engine::IssueReason::None: break;
    case engine::IssueReason::TpAboveFastLinkDomain:
        //: %1: the pinned tensor parallel size; %2: the GPUs one NVLink domain joins; %3: the GPU
        return Tr::tr("The tensor parallel size (%1) is more than the %2 GPUs that %3 joins by NVLink; pin %2 or fewer.")
            .arg(n(0), n(1), gpu);
    case engine::IssueReason::TpSplitsNoKvHeads:
        return Tr::tr("The tensor parallel size (%1) splits neither the %2 KV heads evenly nor into whole copies of them.")
            .arg(n(0), n(1));
    case engine::IssueReason::TpStraddlesServers:
        return Tr::tr("A tensor parallel group of %1 would straddle two servers of %2 GPUs; pin a size that divides %2.")
            .arg(n(0), n(1));
    case engine::IssueReason::GpusNotDivisibleByTp:
        return Tr::tr("%1 GPUs do not divide by the tensor parallel size %2.").arg(n(0), n(1));
    case engine::IssueReason::GpusCannotAllBeUsed:
        //: %1: the GPU count; %2: the GPU; %3: the largest tensor parallel size; %4: the layers; %5: the global batch
        return Tr::tr("%1 GPUs of %2 cannot all be used: TP is at most %3, PP at most the %4 layers and DP at most the "
                      "global batch of %5 sequences. Use fewer GPUs or a larger global batch.")
            .arg(n(0), gpu, n(1), n(2), formatInteger(static_cast<std::int64_t>(issue.value)));
    case engine::IssueReason::PilotAndMfu:
        return Tr::tr("Give a pilot run's measurement or an MFU, not both: the pilot calibrates the model, the MFU "
                      "replaces it.");
    case engine::IssueReason::DeepSpeedPipelineZero:
        //: %1: the ZeRO stage pinned, 2 or 3
        return Tr::tr("DeepSpeed's pipeline engine runs ZeRO 0 or 1 only, not ZeRO %1; choose ZeRO 1, one pipeline "
                      "stage, or FSDP.").arg(n(0));
    case engine::IssueReason::InterleaveWithoutPipeline:
        //: %1: the virtual pipeline stages pinned
        return Tr::tr("Interleaving (%1 virtual stages) needs more than one pipeline stage; choose PP 2 or more, or no "
                      "interleaving.").arg(n(0));
    case engine::IssueReason::OptimizerOffloadNeedsZero:
        return Tr::tr("The optimizer is offloaded to the host only with a sharded optimizer (ZeRO stage 1 or more); choose "
                      "ZeRO 1 to 3, or no offload.");
    case engine::IssueReason::ParamOffloadNotOnMegatron:
        return Tr::tr("Megatron offloads the optimizer only, no parameters; choose FSDP or DeepSpeed for parameter offload, "
                      "or offload the optimizer only.");
    case engine::IssueReason::ParamOffloadNeedsZero3:
        return Tr::tr("Parameters are offloaded to the host only with ZeRO stage 3 (fully sharded); choose ZeRO 3, or "
                      "offload the optimizer only.");
    case engine::IssueReason::DeepSpeedHasNoInterleaving:
        return Tr::tr("DeepSpeed's pipeline engine has no interleaved schedule; choose Megatron-Core, or no interleaving.");
    case engine::IssueReason::EncoderDecoderNoPipeline:
        return Tr::tr("Encoder-decoder models are planned with tensor and data parallelism only (no pipeline or context "
                      "parallelism).");
    case engine::IssueReason::MoreStagesThanLayers:
        return Tr::tr("More pipeline stages (%1) than layers (%2).").arg(n(0), n(1));
    case engine::IssueReason::MoreVirtualStagesThanLayers:
        return Tr::tr("Pipeline stages × interleaving (%1) must not exceed the %2 layers.").arg(n(0), n(1));
    case engine::IssueReason::MicroBatchAboveGlobalBatch:
        return Tr::tr("The micro-batch (%1) cannot exceed the global batch (%2).").arg(n(0), n(1));
    case engine::IssueReason::FixedSizesAboveGpuLimit:
        return Tr::tr("The fixed parallel sizes need at least %1 GPUs, more than the GPU limit of %2.").arg(n(0), n(1));
    case engine::IssueReason::NoGpuChosen: return Tr::tr("Choose at least one GPU to compare.");
    case engine::IssueReason::TooManyGpusCompared:
        return Tr::tr("%1 GPUs are chosen; compare at most %2 at a time.").arg(n(0), n(1));
    case engine::IssueReason::UnknownGpu:
        //: %1: a GPU id from a file that the catalogue does not list
        return Tr::tr("The GPU “%1” is not in the catalogue.").arg(QString::fromStdString(issue.subject));
    case engine::IssueReason::UnknownNetwork:
        return Tr::tr("The network “%1” is not in the catalogue.").arg(QString::fromStdString(issue.subject));
    case engine::IssueReason::UnknownZeroStage:
        return Tr::tr("ZeRO stage %1 does not exist; choose 0, 1, 2 or 3.").arg(n(0));
    case engine::IssueReason::ExpertParallelNeedsMoe:
        return Tr::tr("An expert parallel size of %1 needs a mixture-of-experts model; this model has no experts.").arg(n(0));
    case engine::IssueReason::SequenceAboveLearnedPositions:
        if (!issue.subject.empty())
            //: %1: the sequence length; %2: the positions the model's learned position table holds; %3: the model's name
            return Tr::tr("%3 has learned positions for %2 tokens; a sequence of %1 does not fit its position table.")
                .arg(n(0), n(1), QString::fromStdString(issue.subject));
        //: %1: the sequence length; %2: the positions the model's learned position table holds
        return Tr::tr("The model has learned positions for %2 tokens; a sequence of %1 does not fit its position table.")
            .arg(n(0), n(1));
    case engine::IssueReason::TokensBelowOneGlobalBatch:
        //: %1: the global batch (sequences); %2: the sequence length; %3: the training tokens
        return Tr::tr("The global batch (%1 sequences of %2 tokens) holds more than the training tokens (%3): the run would "
                      "be less than one step.")
            .arg(n(1), n(2), QLocale().toString(issue.numbers[0], 'g', 10));
    case engine::IssueReason::TokensBelowOneSequence:
        //: %1: the training tokens; %2: the sequence length
        return Tr::tr("The training tokens (%1) are fewer than one sequence of %2 tokens.")
            .arg(QLocale().toString(issue.numbers[0], 'g', 10), n(1));
    case engine::IssueReason::PilotStepAndThroughput:
        return Tr::tr("Give the pilot run's step time or its throughput, not both.");
    case engine::IssueReason::EagerOnMegatron:
        return Tr::tr("Megatron runs fused kernels: choose Fused or Automatic element-wise kernels with it, or eager "
                      "PyTorch with FSDP or DeepSpeed.");
    case engine::IssueReason::PilotNeedsGpuCount:
        return Tr::tr("A measured pilot run needs its GPU count or its full layout (TP, PP and DP).");
    case engine::IssueReason::BatchAboveEngineLimit:
        //: %1: the fixed batch; %2: the engine's limit of sequences at once
        return Tr::tr("The fixed batch of %1 in this scenario is more than the %2 sequences the engine runs at once; "
                      "raise the max concurrent sequences.")
            .arg(n(0), n(1));
    case engine::IssueReason::DisaggregationNeedsContinuousBatching:
        return Tr::tr("Disaggregated prefill and decode needs continuous batching, not a fixed batch of %1.").arg(n(0));
    case engine::IssueReason::DisaggregationNeedsDecoder:
        return Tr::tr("An encoder has no decode phase to disaggregate.");
    case engine::IssueReason::ContextShorterThanRequest:
        if (issue.numbers[2] > 0)
            //: %1: the context; %2: a request's input tokens; %3: its output tokens
            return Tr::tr("A context of %1 tokens is shorter than a request's %2 input + %3 output tokens.").arg(n(0), n(1), n(2));
        //: %1: the context; %2: a request's input tokens (an encoder has no output)
        return Tr::tr("A context of %1 tokens is shorter than a request's %2 input tokens.").arg(n(0), n(1));
    case engine::IssueReason::RequestAbovePositions:
        if (!issue.subject.empty())
            //: %1: tokens a request needs (input + output, or the context); %2: the model's maximum positions; %3: the model's name
            return Tr::tr("%3 accepts at most %2 positions (max_position_embeddings); a request here needs %1 tokens.")
                .arg(n(0), n(1), QString::fromStdString(issue.subject));
        //: %1: tokens a request needs (input + output, or the context); %2: the model's maximum positions
        return Tr::tr("The model accepts at most %2 positions (max_position_embeddings); a request here needs %1 tokens.")
            .arg(n(0), n(1));
    case engine::IssueReason::ServingWeightsDtype:
        return Tr::tr("Serving weights must be FP32, BF16, FP16, FP8, INT8, INT4, MXFP4 or NVFP4.");
    case engine::IssueReason::KvCacheDtype: return Tr::tr("The KV cache must be FP32, BF16, FP16, FP8 or INT8.");
    case engine::IssueReason::ScaleOutsideRange:
        //: %1: the parameters asked; %2, %3: the fewest and the most a model given by its size alone has
        return Tr::tr("A model given by its size alone has from %2 to %3 parameters; %1 is outside that range.")
            .arg(formatParams(issue.numbers[0]), formatParams(issue.numbers[1]), formatParams(issue.numbers[2]));
    case engine::IssueReason::ScaleTooSmall:
        //: %1: the parameters asked; %2: the model family
        return Tr::tr("%1 parameters are too few for a model of this type (%2): its vocabulary or vision tower alone is "
                      "about that size. Enter a larger size.")
            .arg(formatParams(issue.numbers[0]), family());
    case engine::IssueReason::ScaleUnsupportedFamily:
        return Tr::tr("A model of this type (%1) cannot be given by its size alone; choose a preset or import a config.json.")
            .arg(family());
    case engine::IssueReason::ModelTooLarge:
        //: %1: the parameter count the sizes give; %2: the largest model gpuplan plans
        return Tr::tr("These sizes make a model of %1 parameters; gpuplan plans models of at most %2 parameters.")
            .arg(formatParams(issue.numbers[0]), formatParams(issue.numbers[1]));
    case engine::IssueReason::ModelHasNoParameters: return Tr::tr("These sizes make a model with no parameters.");
    case engine::IssueReason::EncoderWidthDiffers:
        //: %1: the encoder's hidden size; %2: the decoder's
        return Tr::tr("The encoder's hidden size (%1) must equal the decoder's (%2): they share the token table.").arg(n(0), n(1));
    case engine::IssueReason::ExpertGroupsDivideExperts:
        //: %1: the expert groups (n_group); %2: the routed experts
        return Tr::tr("%1 expert groups do not divide the %2 routed experts.").arg(n(0), n(1));
    case engine::IssueReason::ExpertGroupsHoldTooFewExperts:
        //: %1: the experts in the groups a token may use; %2: the experts a token picks
        return Tr::tr("The expert groups a token may use hold %1 experts, fewer than the %2 it picks.").arg(n(0), n(1));
    case engine::IssueReason::DenseLayersNotAscending:
        return Tr::tr("The dense layers (mlp_only_layers) must be distinct layer indices in ascending order.");
    case engine::IssueReason::MlaQkDimsZero:
        return Tr::tr("The query and key head sizes (qk_nope_head_dim + qk_rope_head_dim) must not both be 0.");
    case engine::IssueReason::NotValidJson:
        if (issue.numbers[0] > 0)
            //: %1: the line; %2: the column of the first error in the file
            return Tr::tr("The file is not valid JSON: the first error is at line %1, column %2.").arg(n(0), n(1));
        return Tr::tr("The file is not valid JSON.");
    case engine::IssueReason::FileTooLarge:
        //: %1: the largest file gpuplan reads, in MiB
        return Tr::tr("The file is larger than %1 MiB, more than any file gpuplan reads.").arg(n(0));
    case engine::IssueReason::TopLevelNotObject:
        return Tr::tr("The file's top level is not a JSON object ({ … }).");
    case engine::IssueReason::UnknownValue:
        //: %1: the field of a file; %2: the name the file gives, which gpuplan does not know
        return Tr::tr("Unknown value “%2” for %1.").arg(fieldName(issue.field), QString::fromStdString(issue.subject));
    case engine::IssueReason::ProjectorWidthsCount:
        //: %1: the widths listed; %2: the most a projector lists
        return Tr::tr("The projector lists %1 widths; a vision model's projector lists 1 to %2, and a text-only model none.")
            .arg(n(0), n(1));
    }
    return {};
}

} // namespace

QString issueText(const engine::Issue &issue)
{
    if (issue.reason != engine::IssueReason::None)
        return issueReasonText(issue);
    const QString f = fieldName(issue.field);
    switch (issue.code) {
    case engine::IssueCode::MalformedJson: return Tr::tr("The file is not valid JSON.");
    case engine::IssueCode::MissingField: return Tr::tr("Missing value: %1.").arg(f);
    case engine::IssueCode::WrongType:
        if (issue.wholeNumber)
            //: %1: the field; %2: the number with a fraction the file gave
            return Tr::tr("%1 must be a whole number; the file gives %2.").arg(f, QLocale().toString(issue.value, 'g', 12));
        return Tr::tr("Wrong kind of value: %1.").arg(f);
    case engine::IssueCode::OutOfRange:
        if (issue.field.starts_with("measured_") && (issue.min > 0 || issue.max > 0)) {
            // A pilot run's step the model cannot reproduce (planner.cpp, pilotScale).
            const QString measured = QLocale().toString(issue.value, 'f', 2);
            if (issue.min > 0)
                //: %1: the pilot run's step in seconds; %2: the model's step on the same GPUs
                return Tr::tr("The pilot run's step of %1 s is faster than these GPUs' peak allows (the model predicts %2 s); "
                              "check the time, the GPU count and the model.")
                    .arg(measured, QLocale().toString(issue.min, 'f', 2));
            //: %1: the pilot run's step in seconds; %2: the model's step on the same GPUs
            return Tr::tr("The pilot run's step of %1 s is over 20 times slower than the model predicts (%2 s); "
                          "check the time, the GPU count and the model.")
                .arg(measured, QLocale().toString(issue.max, 'f', 2));
        }
        if (issue.hasRange && issue.field.ends_with("_low") && issue.value > issue.max)   // a price file's range
            //: %1: the price's place in the file; %2: its low end; %3: its high end
            return Tr::tr("%1 is %2, above its high end of %3.")
                .arg(f, QLocale().toString(issue.value, 'f', QLocale::FloatingPointShortest),
                     QLocale().toString(issue.max, 'f', QLocale::FloatingPointShortest));
        if (issue.hasRange) {
            // Utilisation is a fraction in the engine and a percentage on screen.
            const bool percent = issue.field == "utilisation";
            const auto bound = [percent](double v) {
                return percent ? formatPercent(v) : QLocale().toString(v, 'f', QLocale::FloatingPointShortest);
            };
            if (std::isfinite(issue.value))
                //: %1: the field; %2: the value given; %3, %4: the allowed range
                return Tr::tr("Value out of range: %1 is %2, outside %3 to %4.")
                    .arg(f, bound(issue.value), bound(issue.min), bound(issue.max));
            return Tr::tr("Value out of range: %1 (from %2 to %3).").arg(f, bound(issue.min), bound(issue.max));
        }
        return Tr::tr("Value out of range: %1.").arg(f);
    case engine::IssueCode::UnsupportedModelType:
        return Tr::tr("This config.json describes a model type gpuplan does not support yet.");
    case engine::IssueCode::UnknownId: return Tr::tr("Unknown entry: %1.").arg(f);
    case engine::IssueCode::NotDivisible:
        if (issue.required > 0) {
            const QString value = formatInteger(static_cast<std::int64_t>(issue.value));
            const QString required = formatInteger(static_cast<std::int64_t>(issue.required));
            if (issue.field == "gpus")
                return issue.exact ? Tr::tr("The GPU count (%1) must equal the product of the fixed parallel sizes (%2).").arg(value, required)
                                   : Tr::tr("The GPU count (%1) must be a multiple of the product of the fixed parallel sizes (%2).")
                                         .arg(value, required);
            if (issue.field == "tp")
                return Tr::tr("The tensor parallel size (%1) must divide the %2 attention heads.").arg(value, required);
            if (issue.field == "intermediate_size")
                return Tr::tr("The tensor parallel size (%1) must divide the FFN size (%2).").arg(value, required);
            if (issue.field == "ep")
                return Tr::tr("The expert parallel size (%1) must divide the %2 experts.").arg(value, required);
            if (issue.field == "dp")
                return Tr::tr("The expert parallel size (%1) must divide the data-parallel size (%2).").arg(value, required);
            if (issue.field == "tp_cp_dp")
                return Tr::tr("The expert parallel size (%1) must divide TP × CP × DP (%2).").arg(value, required);
            if (issue.field == "cp")
                return Tr::tr("Context parallelism splits the sequence into 2 × CP equal chunks: %1 tokens do not divide by %2.")
                    .arg(required, value);
            if (issue.field.ends_with("num_key_value_heads") || issue.field.ends_with("kv_heads"))
                return Tr::tr("The KV heads (%1) must divide the %2 attention heads.").arg(value, required);
        }
        return Tr::tr("Does not divide evenly: %1.").arg(f);
    case engine::IssueCode::Unsupported: return Tr::tr("Not available for this combination: %1.").arg(f);
    case engine::IssueCode::Infeasible: return Tr::tr("No layout fits: %1.").arg(f);
    }
    return {};
}

QString memoryPartName(engine::MemoryPart p)
{
    switch (p) {
    case engine::MemoryPart::Weights: return Tr::tr("Weights");
    case engine::MemoryPart::Gradients: return Tr::tr("Gradients");
    case engine::MemoryPart::Optimizer: return Tr::tr("Optimizer states");
    case engine::MemoryPart::Activations: return Tr::tr("Activations");
    case engine::MemoryPart::KvCache: return Tr::tr("KV cache");
    case engine::MemoryPart::Overhead: return Tr::tr("Runtime overhead");
    }
    return {};
}

QString warningText(const engine::Warning &w, const engine::Gpu *gpu, const engine::Option *option)
{
    const QString name = gpu ? QString::fromStdString(gpu->name) : QString();
    switch (w.code) {
    case engine::WarningCode::LowHeadroom:
        return Tr::tr("%1: only %2 memory headroom; allocator spikes or a longer sequence may not fit.")
            .arg(name, formatPercent(w.value));
    case engine::WarningCode::TensorParallelOverPcie:
        return Tr::tr("%1: tensor parallelism of %2 runs over PCIe (no NVLink), so every layer waits for slow "
                      "all-reduces.").arg(name).arg(static_cast<int>(w.value));
    case engine::WarningCode::ConsumerMultiNode:
        return Tr::tr("%1: a consumer GPU used for multi-node training (%n node(s)); no NVLink, no datacenter "
                      "support or licence.", nullptr, static_cast<int>(w.value)).arg(name);
    case engine::WarningCode::NotSoldInRegion:
        return Tr::tr("%1: export controls restrict this GPU in mainland China.").arg(name);
    case engine::WarningCode::DeadlineAtRisk:
        //: %2 the training time at the top of the estimate's uncertainty band, e.g. "16.1 days"
        return Tr::tr("%1: meets the deadline, but at the top of its uncertainty band it takes %2; add GPUs for margin.")
            .arg(name, formatDays(w.value));
    case engine::WarningCode::LicenceRequired:
        return Tr::tr("%1: sold into mainland China only under a US export licence, granted case by case; check the "
                      "current rules and the supplier's licence before ordering.").arg(name);
    case engine::WarningCode::RegionRulesUnverified:
        return Tr::tr("%1: no export ruling for mainland China was found for this GPU; check the current rules "
                      "before ordering.").arg(name);
    case engine::WarningCode::DeadlineMissed:
        if (option && option->gpusForDeadline > 0)
            //: %3: the fewest GPUs of this type that finish within the deadline, e.g. "12 GPUs"
            return Tr::tr("%1: misses the deadline; the fastest layout needs %2 days. %3 meet it.")
                .arg(name, formatNumber(w.value, 1), formatGpuCount(option->gpusForDeadline));
        return Tr::tr("%1: misses the deadline; the fastest layout needs %2 days.").arg(name, formatNumber(w.value, 1));
    case engine::WarningCode::NoFp8:
        return Tr::tr("%1: FP8 requested, but this GPU has no FP8 tensor cores; modelled at 16-bit speed.").arg(name);
    case engine::WarningCode::NoFit:
        return Tr::tr("%1: nothing fits within the GPU limit of %2.").arg(name, formatInteger(static_cast<qint64>(w.value)));
    case engine::WarningCode::LatencyMissed: {
        if (w.latency == engine::LatencyLimit::None)
            return Tr::tr("%1: the latency limits cannot be met with any layout.").arg(name);
        // Three significant digits below 100 ms: a limit of 0.001 ms read "0.0 ms", and 20.3 ms against
        // a limit of 20 "20 ms against a limit of 20 ms" (QA passes).
        const auto ms = [](double v) { return v >= 100 || !(v > 0) ? formatNumber(v, 0) : QLocale().toString(v, 'g', 3); };
        const QString planned = ms(w.value), limit = ms(w.limitMs);
        // Out of reach, the plan follows the other limits and can land far beyond this one: said beside
        // the least it comes to (a zh_TW QA pass read 916 ms one at a time where the plan ran 1,637 ms).
        if (engine::saysPlannedLatency(w)) {
            const QString asPlanned = ms(w.plannedMs);
            switch (w.latency) {
            case engine::LatencyLimit::Ttft:
                //: %2: the time to first token with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan's (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: even with one sequence at a time the "
                              "time to first token is %2 ms against a limit of %3 ms; as planned it is %4 ms.")
                    .arg(name, planned, limit, asPlanned);
            case engine::LatencyLimit::Tpot:
                //: %2: the time per output token with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan's (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: even with one sequence at a time the "
                              "time per output token is %2 ms against a limit of %3 ms; as planned it is %4 ms.")
                    .arg(name, planned, limit, asPlanned);
            default:
                //: %2: a request's end-to-end time with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan's (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: even with one sequence at a time a "
                              "request takes %2 ms end to end against a limit of %3 ms; as planned it takes %4 ms.")
                    .arg(name, planned, limit, asPlanned);
            }
        }
        if (w.oneSequence) {
            switch (w.latency) {
            case engine::LatencyLimit::Ttft:
                //: %2: the time to first token with one sequence at a time (ms), the least it can be; %3: the limit (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: even with one sequence at a time the "
                              "time to first token is %2 ms against a limit of %3 ms.").arg(name, planned, limit);
            case engine::LatencyLimit::Tpot:
                //: %2: the time per output token with one sequence at a time (ms), the least it can be; %3: the limit (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: even with one sequence at a time the "
                              "time per output token is %2 ms against a limit of %3 ms.").arg(name, planned, limit);
            default:
                //: %2: a request's end-to-end time with one sequence at a time (ms), the least it can be; %3: the limit (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: even with one sequence at a time a "
                              "request takes %2 ms end to end against a limit of %3 ms.").arg(name, planned, limit);
            }
        }
        // At the target rate a request also waits for the step in progress (docs/model.md §5.8): the
        // full batch can meet a limit that the rate misses.
        if (w.atLoad) {
            switch (w.latency) {
            case engine::LatencyLimit::Ttft:
                //: %2: the time to first token at the target rate (ms); %3: the limit (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: at the target rate the time to first "
                              "token is %2 ms against a limit of %3 ms.").arg(name, planned, limit);
            case engine::LatencyLimit::Tpot:
                //: %2: the time per output token at the target rate (ms); %3: the limit (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: at the target rate the time per output "
                              "token is %2 ms against a limit of %3 ms.").arg(name, planned, limit);
            default:
                //: %2: a request's end-to-end time at the target rate (ms); %3: the limit (ms)
                return Tr::tr("%1: the latency limits cannot be met with any layout: at the target rate a request takes %2 ms "
                              "end to end against a limit of %3 ms.").arg(name, planned, limit);
            }
        }
        switch (w.latency) {
        case engine::LatencyLimit::Ttft:
            //: %2: the plan's time to first token (ms); %3: the limit (ms)
            return Tr::tr("%1: the latency limits cannot be met with any layout: the time to first token is %2 ms against "
                          "a limit of %3 ms.").arg(name, planned, limit);
        case engine::LatencyLimit::Tpot:
            //: %2: the plan's time per output token (ms); %3: the limit (ms)
            return Tr::tr("%1: the latency limits cannot be met with any layout: the time per output token is %2 ms "
                          "against a limit of %3 ms.").arg(name, planned, limit);
        default:
            //: %2: the plan's end-to-end time of a request (ms); %3: the limit (ms)
            return Tr::tr("%1: the latency limits cannot be met with any layout: a request takes %2 ms end to end against "
                          "a limit of %3 ms.").arg(name, planned, limit);
        }
    }
    case engine::WarningCode::OverBudget:
        return Tr::tr("%1: costs %2 of the budget limit.").arg(name, formatPercent(w.value));
    case engine::WarningCode::QpsMissed:
        if (option && !option->fixedCount)   // the search stopped at the GPU limit (a GUI QA pass)
            //: %1: GPU name; %2: GPUs planned (the limit); %3: requests per second they serve
            return Tr::tr("%1: even %2 GPUs, the GPU limit, serve only %3 requests per second, below the target; "
                          "raise the GPU limit or lower the rate.")
                .arg(name, formatInteger(option->gpuCount), formatNumber(w.value, 1));
        if (option && option->gpusForLoad > 0)
            //: %3: the fewest GPUs of this type that serve the target rate, e.g. "42 GPUs"
            return Tr::tr("%1: the fixed GPU count serves only %2 requests per second, below the target; %3 serve it.")
                .arg(name, formatNumber(w.value, 1), formatGpuCount(option->gpusForLoad));
        return Tr::tr("%1: the fixed GPU count serves only %2 requests per second, below the target.")
            .arg(name, formatNumber(w.value, 1));
    case engine::WarningCode::Offload:
        return Tr::tr("%1: offloading to host memory makes each step %2 slower.").arg(name, formatPercent(w.value));
    case engine::WarningCode::EstimatedSpecs:
        return Tr::tr("%1: some specifications are estimates, not vendor figures.").arg(name);
    case engine::WarningCode::NoFitAtCount: {
        const qint64 count = option ? option->gpuCount : 0;
        QString text = Tr::tr("Does not fit on %1 × %2.").arg(formatInteger(count), name);
        if (option && option->shortfall)
            text = joinSentences(text, Tr::tr("%1 need %2 of %3 usable (%4 over in all).")
                                           .arg(memoryPartName(option->shortfall->largest),
                                                formatGiB(option->shortfall->largestBytes, 1), formatGiB(option->usableBytes, 1),
                                                formatGiB(option->shortfall->overBytes, 1)));
        if (option && option->fewestThatFit)
            text = joinSentences(text, Tr::tr("Fits on %1 (%2).")
                                           .arg(formatGpuCount(option->fewestThatFit->gpuCount),
                                                layoutText(option->fewestThatFit->layout,
                                                           option->training.has_value() || !option->inference)));
        if (option && option->gpusForLoad > 0)
            //: %1: the fewest GPUs of this type that serve the requested rate, e.g. "42 GPUs"
            text = joinSentences(text, Tr::tr("%1 serve the requested rate.").arg(formatGpuCount(option->gpusForLoad)));
        return text;
    }
    case engine::WarningCode::ServingOverProvisioned:
        return Tr::tr("%1: the smallest purchase serves %2 requests per second for the %3 asked (%4×); rent instances, share "
                      "the servers, or choose a smaller GPU.")
            .arg(name,
                 formatNumber(option && option->purchase && option->purchase->inference
                                  ? option->purchase->inference->requestsPerSecond
                                  : 0.0,
                              0),
                 formatRate(option && option->purchase && option->purchase->inference && w.value > 0
                                ? option->purchase->inference->requestsPerSecond / w.value
                                : 0.0),
                 formatNumber(w.value, w.value < 10 ? 1 : 0));   // "2.5×", "2,727×"
    case engine::WarningCode::ExposedCommunication:
        return Tr::tr("%1: %2 of each step is communication that no compute hides; a faster network between nodes, or fewer "
                      "nodes with more memory each, would help.")
            .arg(name, formatPercent(w.value));
    case engine::WarningCode::NotDisaggregated:
        return Tr::tr("%1: %2 GPUs hold one replica, so prefill and decode share it; disaggregation needs at least two "
                      "replicas.")
            .arg(name, formatInteger(static_cast<std::int64_t>(w.value)));
    case engine::WarningCode::CheckpointSlow:
        return Tr::tr("%1: writing one checkpoint to the servers' NVMe drives takes %2 minutes; saving every hour would "
                      "stall training that long. Save asynchronously, or add NVMe drives or a parallel file system.")
            .arg(name, formatNumber(w.value / 60.0, 1));
    case engine::WarningCode::BeyondPublished:
        return Tr::tr("%1: %2 parameters is larger than any published model (the largest, Switch Transformer C, has 1.6 "
                      "trillion); treat every figure here as an extrapolation.")
            .arg(name, formatParams(w.value));
    case engine::WarningCode::JobTooLong:
        return Tr::tr("%1: the job takes %2 years; no published run is planned this way. Add GPUs or train on fewer tokens.")
            .arg(name, formatNumber(w.value, 1));
    case engine::WarningCode::EngineLacksEncoderDecoder:
        return Tr::tr("%1: vLLM and SGLang do not serve T5-style encoder–decoder models; the numbers assume their batching. "
                      "TensorRT-LLM serves them: choose it on the Workload page.")
            .arg(name);
    case engine::WarningCode::NoBf16:
        return Tr::tr("%1: BF16 requested, but this GPU has no BF16 tensor cores; modelled at FP16 speed. Choose FP16 "
                      "on the Precision page.")
            .arg(name);
    case engine::WarningCode::PureFp16:
        return Tr::tr("%1: FP16 without the FP32 master copy loses small updates and overflows. Pure 16-bit training is "
                      "done in BF16; with FP16, keep the FP32 master copy (Precision page).")
            .arg(name);
    case engine::WarningCode::EngineNotForGpu:
        return Tr::tr("%1: TensorRT-LLM runs on NVIDIA GPUs only; the numbers assume its batching on this GPU. Serve it "
                      "with vLLM or SGLang: choose one on the Workload page.")
            .arg(name);
    case engine::WarningCode::DataLoadingCpu:
        return Tr::tr("%1: decoding the training images on the CPU takes about %2 cores per GPU (%3 images per second per "
                      "core); an 8-GPU server has about %4. Decode on the GPUs (NVIDIA DALI, nvJPEG) or store the images "
                      "pre-decoded.")
            .arg(name, formatNumber(w.value, 0), formatNumber(engine::kJpegImagesPerCoreSecond, 0),
                 formatNumber(engine::kServerCoresPerGpu, 0));
    case engine::WarningCode::LiquidCoolingNeeded:
        return Tr::tr("%1: the servers need direct liquid cooling (%2 per server, racks: %3).")
            .arg(name, formatKw(w.value),
                 formatInteger(option && option->purchase ? option->purchase->bom.racks : 0));
    case engine::WarningCode::RackPowerExceeded:
        return Tr::tr("%1: one server draws %2, more than the site's %3 per rack: each takes a rack of its own beyond "
                      "its limit. Ask the site for higher-power racks.")
            .arg(name, formatKw(w.value),
                 formatKw(option && option->purchase ? option->purchase->bom.rackPowerLimitKw : 0.0));
    case engine::WarningCode::MfuAboveBestPublished:
    case engine::WarningCode::MfuGivenAboveBestPublished: {
        // The kernel model's MFU held to the best published run, or the user's kept above it.
        const bool given = w.code == engine::WarningCode::MfuGivenAboveBestPublished;
        const engine::TrainingEstimate *t = option && option->training ? &*option->training : nullptr;
        const auto [mfu, best] = distinctPercents(t ? (given ? t->mfu : t->modelledMfu) : 0.0, w.value);
        // The best run is the generation's: an H100 run holds H20 and H200 too (a zh_TW QA pass); or the
        // GPU's own, where the catalogue gives one (the B200 in FP8).
        if (w.ceilingOfGpu)
            return (given ? Tr::tr("%1: the MFU you gave, %2, is above the best published %3 for this GPU and precision; "
                                   "the time is computed at it as given. A pilot run can check it.")
                          : Tr::tr("%1: the kernel model gives %2 MFU, above the best published %3 for this GPU and "
                                   "precision; the time is computed at %3. A pilot run can calibrate it."))
                .arg(name, mfu, best);
        return (given ?
                      //: %4: a GPU generation, e.g. Hopper
                      Tr::tr("%1: the MFU you gave, %2, is above the best published %3 for its GPU generation (%4) and "
                             "precision; the time is computed at it as given. A pilot run can check it.") :
                      //: %4: a GPU generation, e.g. Hopper
                      Tr::tr("%1: the kernel model gives %2 MFU, above the best published %3 for its GPU generation (%4) "
                             "and precision; the time is computed at %3. A pilot run can calibrate it."))
            .arg(name, mfu, best, gpu ? QString::fromStdString(gpu->architecture) : QString());
    }
    case engine::WarningCode::PinnedNoEffect:
        return Tr::tr("%1: ZeRO-%2 is kept as you set it, but with one data-parallel rank it has nothing to shard.")
            .arg(name).arg(static_cast<int>(w.value));
    case engine::WarningCode::DeepEpUnavailable:
        switch (static_cast<engine::DeepEpBlock>(static_cast<int>(w.value))) {
        case engine::DeepEpBlock::Framework:
            //: %2: a training framework, e.g. DeepSpeed ZeRO
            return Tr::tr("%1: DeepEP runs under Megatron-Core or PyTorch FSDP; this layout runs on %2, so the experts' "
                          "tokens are estimated on a plain all-to-all.")
                .arg(name, frameworkName(option && option->training ? option->training->framework : engine::Framework::Auto));
        case engine::DeepEpBlock::NoFastLink:
            return Tr::tr("%1: DeepEP needs NVLink between the GPUs of a server; over PCIe the experts' tokens are estimated "
                          "on a plain all-to-all.")
                .arg(name);
        case engine::DeepEpBlock::GpuGeneration:
        case engine::DeepEpBlock::None:
            break;
        }
        return Tr::tr("%1: DeepEP needs a data-centre GPU of the Ampere generation or later; the experts' tokens are "
                      "estimated on a plain all-to-all.")
            .arg(name);
    case engine::WarningCode::ConsumerLicence:
        return Tr::tr("%1: a GeForce card: NVIDIA's GeForce driver licence does not allow data-centre deployment; check "
                      "where the servers will run before buying.").arg(name);
    case engine::WarningCode::SlowTokens:
        //: %2: milliseconds a token, e.g. "248 ms"; %3: tokens per second, e.g. "4.0"
        return Tr::tr("%1: with no limit on the time per output token, answers stream at %2 a token (%3 tokens/s). "
                      "Set a TPOT limit on the Workload page (50 ms is a common interactive target) to size the GPUs for it.")
            .arg(name, formatMs(w.value), formatNumber(1000.0 / std::max(w.value, 1e-9), 1));
    case engine::WarningCode::BeyondTrainedPositions:
        //: %2: the positions (tokens) the model was trained on, e.g. 131,072
        return Tr::tr("%1: the training sequences are longer than the %2 positions the model was trained on: that is context "
                      "extension (RoPE scaling such as YaRN, and long-context data); the memory and time are planned as given.")
            .arg(name, formatInteger(static_cast<qint64>(w.value)));
    case engine::WarningCode::EpOverlapNoEffect:
        switch (static_cast<engine::EpOverlapBlock>(static_cast<int>(w.value))) {
        case engine::EpOverlapBlock::NotMegatronCore:
            //: %2: a training framework, e.g. PyTorch FSDP
            return Tr::tr("%1: EP overlap is Megatron-Core's; this layout runs on %2, so the all-to-all is not hidden.")
                .arg(name, frameworkName(option && option->training ? option->training->framework : engine::Framework::Auto));
        case engine::EpOverlapBlock::FullRecompute:
            return Tr::tr("%1: Megatron-Core does not run EP overlap with full recompute; the all-to-all is not hidden in "
                          "this layout.")
                .arg(name);
        case engine::EpOverlapBlock::PipelineNotInterleaved:
            return Tr::tr("%1: with pipeline parallelism Megatron-Core runs EP overlap only with an interleaved schedule; "
                          "the all-to-all is not hidden in this layout.")
                .arg(name);
        case engine::EpOverlapBlock::NoExpertParallelism:
        case engine::EpOverlapBlock::None: break;
        }
        return Tr::tr("%1: EP overlap is kept as you set it, but this layout has no expert parallelism.").arg(name);
    case engine::WarningCode::GlobalBatchRounded:
        return Tr::tr("%1: the global batch of %2 sequences is rounded to %3 so that every data-parallel rank gets whole "
                      "micro-batches.")
            .arg(name, formatInteger(static_cast<qint64>(w.value)),
                 formatInteger(option && option->training ? option->training->globalBatch : 0));
    }
    return {};
}

QString gpuName(const std::string &id)
{
    if (const engine::Gpu *g = catalog().gpu(id))
        return QString::fromStdString(g->name);
    return QString::fromStdString(id);
}

// The catalogue's organisations in English; listed here so that lupdate offers each for translation
// (a QA pass in 简体中文 read "Alibaba Cloud (Qwen)" and "Shanghai AI Laboratory" in the preset list).
// Ui.OrganisationsAreTranslated checks that every organisation of the catalogue is in the list.
constexpr const char *kOrganisations[] = {
    QT_TRANSLATE_NOOP("Organisation", "Alibaba Cloud (Qwen)"),
    QT_TRANSLATE_NOOP("Organisation", "Baichuan Inc."),
    QT_TRANSLATE_NOOP("Organisation", "BigScience"),
    QT_TRANSLATE_NOOP("Organisation", "DeepSeek"),
    QT_TRANSLATE_NOOP("Organisation", "Google"),
    QT_TRANSLATE_NOOP("Organisation", "Meta"),
    QT_TRANSLATE_NOOP("Organisation", "Microsoft"),
    QT_TRANSLATE_NOOP("Organisation", "Mistral AI"),
    QT_TRANSLATE_NOOP("Organisation", "Mistral AI and NVIDIA"),
    QT_TRANSLATE_NOOP("Organisation", "NVIDIA"),
    QT_TRANSLATE_NOOP("Organisation", "OpenAI"),
    QT_TRANSLATE_NOOP("Organisation", "Shanghai AI Laboratory"),
    QT_TRANSLATE_NOOP("Organisation", "Technology Innovation Institute"),
    QT_TRANSLATE_NOOP("Organisation", "UW-Madison / Microsoft Research (Liu et al.)"),
    QT_TRANSLATE_NOOP("Organisation", "Zhipu AI (Z.ai)"),
};

bool isKnownOrganisation(const std::string &name)
{
    return std::any_of(std::begin(kOrganisations), std::end(kOrganisations), [&](const char *o) { return name == o; });
}

QString organisationName(const std::string &name)
{
    return isKnownOrganisation(name) ? QCoreApplication::translate("Organisation", name.c_str()) : QString::fromStdString(name);
}

QString shortGpuName(const std::string &id)
{
    QString n = gpuName(id);
    n.remove(QStringLiteral("NVIDIA "));
    return n;
}

QString modelDisplayName(const engine::Scenario &s)
{
    if (s.model.modelType == "derived")
        return Tr::tr("%1 %2 (derived from the parameter count)")
            .arg(formatParams(static_cast<double>(engine::countParams(s.model).total)), familyName(s.model.family));
    const QString name = s.modelName.empty() ? familyName(s.model.family) : QString::fromStdString(s.modelName);
    return s.modelSource == engine::ModelSource::Custom ? Tr::tr("%1 (custom)").arg(name) : name;
}

QString layoutText(const engine::Layout &l, bool training)
{
    QString s = Tr::tr("TP %1 · PP %2").arg(l.tp).arg(l.pp);
    if (training) {
        s = l.cp > 1 ? Tr::tr("TP %1 · CP %2 · PP %3 · DP %4").arg(l.tp).arg(l.cp).arg(l.pp).arg(l.dp)
                     : Tr::tr("TP %1 · PP %2 · DP %3").arg(l.tp).arg(l.pp).arg(l.dp);
        // Whole experts (docs/model.md §2.2) said where they differ from the dense layers' split:
        // EP 32 beside DP 16 reads as a mistake otherwise.
        if (l.ep > 1)
            s += l.wholeExperts() ? Tr::tr(" · EP %1 · ETP 1").arg(l.ep) : Tr::tr(" · EP %1").arg(l.ep);
        // Interleaved 1F1B's virtual stages (a QA pass missed the "v 2" the CLI prints).
        if (l.pp > 1 && l.interleave > 1)
            s += Tr::tr(" · VPP %1").arg(l.interleave);
        if (l.zero > 0)
            s += Tr::tr(" · ZeRO-%1").arg(l.zero);
    }
    return s;
}

} // namespace gpuplan::ui
