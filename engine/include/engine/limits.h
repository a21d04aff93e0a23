// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one table of field limits: validate() checks them, the wizard's spin boxes take their ranges
// from them and gpuplan-cli refuses values outside them, so the three faces never disagree.

#include <cstddef>

#include "engine/issue.h"

namespace engine {

struct FieldLimit
{
    const char *field;     // the scenario field (Issue::field)
    double min;            // the smallest real value
    double max;
    bool zeroIsDefault;    // 0 means "the catalogue's default" (or "no limit")
    const char *what;      // English, for the message
};

namespace limit {
// The most GPUs one scenario compares.
inline constexpr std::size_t kComparedGpus = 64;
inline constexpr FieldLimit kGpuCount {"gpus", 1, 1'000'000, true, "the GPU count"};
inline constexpr FieldLimit kMaxGpus {"max_gpus", 1, 1'000'000, false, "the GPU limit"};
// Money (the budget and the prices a scenario sets) is bounded in US dollars and checked in the
// scenario's currency at its rate (moneyLimit, cost.h), so switching the currency never takes a
// value out of its range.
inline constexpr FieldLimit kBudget {"budget", 1, 1e15, true, "the budget"};
inline constexpr FieldLimit kUsdToCny {"usd_to_cny", 0.01, 1000, true, "the exchange rate (CNY per USD)"};
inline constexpr FieldLimit kUsdToTwd {"usd_to_twd", 0.01, 1000, true, "the exchange rate (TWD per USD)"};
inline constexpr FieldLimit kElectricity {"electricity", 0.001, 100, true, "the electricity price per kWh"};
inline constexpr FieldLimit kPue {"pue", 1, 5, true, "PUE"};
// The power one rack of the site takes (a colocation contract states it); 0 = the cooling's default.
inline constexpr FieldLimit kRackKw {"rack_kw", 1, 500, true, "the power per rack (kW)"};
inline constexpr FieldLimit kDepreciation {"depreciation_years", 0.5, 30, true, "depreciation (years)"};
inline constexpr FieldLimit kUtilisation {"utilisation", 0.01, 1, true, "utilisation"};
// Hosting and staff: a negative value means the catalogue default, 0 means none (own facility, own staff).
inline constexpr FieldLimit kColocation {"colocation_per_kw_month", 0, 1e6, false, "the colocation price per kW and month"};
inline constexpr FieldLimit kStaff {"staff_per_node_year", 0, 1e9, false, "the staff cost per server and year"};
// Pinned parallel degrees (0 = searched).
inline constexpr FieldLimit kTp {"tp", 1, 1024, true, "the tensor parallel size"};
inline constexpr FieldLimit kPp {"pp", 1, 4096, true, "the pipeline parallel size"};
inline constexpr FieldLimit kDp {"dp", 1, 1'000'000, true, "the data parallel size"};
inline constexpr FieldLimit kCp {"cp", 1, 1024, true, "the context parallel size"};
inline constexpr FieldLimit kEp {"ep", 1, 4096, true, "the expert parallel size"};
inline constexpr FieldLimit kInterleave {"interleave", 1, 64, true, "the virtual pipeline stages per rank"};
// Training.
inline constexpr FieldLimit kSeqLen {"seq_len", 1, 10'000'000, false, "the sequence length (tokens)"};
inline constexpr FieldLimit kTargetLen {"target_len", 1, 10'000'000, true, "the target length (tokens)"};
inline constexpr FieldLimit kMicroBatch {"micro_batch", 1, 65536, true, "the micro-batch"};
inline constexpr FieldLimit kGlobalBatch {"global_batch", 1, 1e8, true, "the global batch"};
inline constexpr FieldLimit kTokens {"tokens", 1, 1e16, true, "the training tokens"};
inline constexpr FieldLimit kDays {"days", 1e-6, 36500, true, "the deadline (days)"};
inline constexpr FieldLimit kLoraRank {"lora_rank", 1, 65536, false, "the LoRA rank"};
inline constexpr FieldLimit kLoraDropout {"lora_dropout", 0, 0.9, false, "the LoRA dropout"};
inline constexpr FieldLimit kMfu {"mfu", 1e-4, 1, true, "the MFU"};
inline constexpr FieldLimit kMeasuredStep {"measured_step_s", 1e-6, 1e7, true, "the measured step time (s)"};
inline constexpr FieldLimit kMeasuredTokens {"measured_tokens_per_s", 1e-6, 1e12, true, "the measured throughput (tokens/s)"};
// Serving.
inline constexpr FieldLimit kBatch {"batch", 1, 1'000'000, true, "the static batch"};
inline constexpr FieldLimit kContext {"context", 1, 1e8, true, "the context (tokens)"};
// From one request every 100 s (the Workload page's two decimals; lower rates are one replica's, 0).
inline constexpr FieldLimit kQps {"qps", 0.01, 1e9, true, "the requests per second"};
inline constexpr FieldLimit kInputTokens {"input_tokens", 1, 1e8, false, "the input tokens"};
inline constexpr FieldLimit kOutputTokens {"output_tokens", 1, 1e8, false, "the output tokens"};
inline constexpr FieldLimit kTtft {"ttft_ms", 1e-6, 1e9, true, "the TTFT limit (ms)"};
inline constexpr FieldLimit kTpot {"tpot_ms", 1e-6, 1e9, true, "the TPOT limit (ms)"};
inline constexpr FieldLimit kE2e {"e2e_ms", 1e-6, 1e10, true, "the end-to-end limit (ms)"};
inline constexpr FieldLimit kMemoryFraction {"memory_fraction", 0.05, 1, false, "the memory fraction"};
inline constexpr FieldLimit kMaxSequences {"max_sequences", 1, 1'000'000, true, "the most sequences the engine runs at once"};
inline constexpr FieldLimit kHorizon {"horizon_months", 0.1, 1200, true, "the horizon (months)"};
// A model's architecture (validate(Architecture), the Scale page's fields, gpuplan-cli --params): far
// above any published transformer, and low enough that the exact int64 counts cannot overflow. The
// head counts are bounded by the hidden size as well (at most 4 heads a channel, KV heads at most
// the heads), and a model derived from its size alone has at least a million parameters.
inline constexpr FieldLimit kLayers {"num_hidden_layers", 1, 10'000, false, "the layers"};
inline constexpr FieldLimit kHidden {"hidden_size", 1, 1'000'000, false, "the hidden size"};
inline constexpr FieldLimit kHeads {"num_attention_heads", 1, 4'000'000, false, "the attention heads"};
inline constexpr FieldLimit kHeadDim {"head_dim", 1, 1'000'000, false, "the head dimension"};
inline constexpr FieldLimit kFfn {"intermediate_size", 1, 16'000'000, false, "the FFN width"};
inline constexpr FieldLimit kVocab {"vocab_size", 1, 100'000'000, false, "the vocabulary"};
inline constexpr FieldLimit kMaxPositions {"max_position_embeddings", 1, 100'000'000, false, "the position table"};
inline constexpr FieldLimit kExperts {"num_experts", 1, 100'000, false, "the routed experts"};
inline constexpr FieldLimit kExpertFfn {"moe_intermediate_size", 1, 16'000'000, false, "the expert FFN width"};
inline constexpr FieldLimit kScaleParams {"params", 1e6, 1e13, false, "the parameter count"};
} // namespace limit

// True when `v` is within the limit (or 0 where 0 means the default).
bool withinLimit(const FieldLimit &l, double v);
// The OutOfRange issue of `value` outside the limit: the value and the limits as numbers, an English
// detail for the CLI.
Issue limitIssue(const FieldLimit &l, double value);

} // namespace engine
