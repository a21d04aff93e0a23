// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Errors are data: an Issue names what is wrong and where. The front ends turn it into text
// (the CLI in English, the GUI through tr()).

#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace engine {

enum class IssueCode {
    MalformedJson,       // text is not JSON
    MissingField,        // a required field is absent
    WrongType,           // a field has the wrong JSON type
    OutOfRange,          // a number is zero, negative, NaN, infinite or absurdly large
    UnsupportedModelType,
    UnknownId,           // an id not in the catalogue
    NotDivisible,        // e.g. TP that does not divide the heads
    Unsupported,         // a valid value the chosen combination cannot do
    Infeasible,          // no layout fits
};

// Why a combination cannot be planned, where the code and the field alone do not say it; the
// numbers are in Issue::numbers, in the order each reason's comment names them (the faces write
// the sentence: the GUI translated, codes_test checks every reason has one).
enum class IssueReason {
    None,
    TpAboveFastLinkDomain,      // TP, the GPUs one NVLink domain joins; subject: the GPU id
    TpSplitsNoKvHeads,          // TP, the KV heads
    TpStraddlesServers,         // TP, the GPUs per server
    GpusNotDivisibleByTp,       // the GPU count, TP
    GpusCannotAllBeUsed,        // the GPU count, the largest TP, the layers; value: the global batch
    DeepSpeedHasNoInterleaving, // (none)
    EncoderDecoderNoPipeline,   // (none): an encoder-decoder is planned with TP and DP only
    MoreStagesThanLayers,       // PP, the layers
    MoreVirtualStagesThanLayers,// PP x interleaving, the layers
    MicroBatchAboveGlobalBatch, // the micro-batch, the global batch
    FixedSizesAboveGpuLimit,    // the GPUs TP x (CP x) PP needs, the GPU limit
    NoGpuChosen,                // (none)
    TooManyGpusCompared,        // the GPUs chosen, the most compared at once
    UnknownGpu,                 // (none); subject: the id
    UnknownNetwork,             // (none); subject: the id
    UnknownZeroStage,           // the stage given
    ExpertParallelNeedsMoe,     // EP
    SequenceAboveLearnedPositions, // the sequence, the positions the model learned; subject: the model's name
    TokensBelowOneSequence,     // the training tokens, the sequence length
    PilotStepAndThroughput,     // (none): a pilot run's step time and its throughput both given
    PilotNeedsGpuCount,         // (none)
    BatchAboveEngineLimit,      // the fixed batch, the engine's max concurrent sequences
    DisaggregationNeedsContinuousBatching, // the fixed batch
    DisaggregationNeedsDecoder, // (none): an encoder has no decode phase
    ContextShorterThanRequest,  // the context, the input tokens, the output tokens (0: an encoder's)
    RequestAbovePositions,      // the tokens a request needs, the positions the model accepts; subject: the model's name
    ServingWeightsDtype,        // (none)
    KvCacheDtype,               // (none)
    ScaleOutsideRange,          // the parameters asked, the fewest and the most a scale-only model has
    ScaleTooSmall,              // the parameters asked; subject: the family id (engine::familyId)
    ScaleUnsupportedFamily,     // (none); subject: the family id
    ModelTooLarge,              // the parameters the sizes give, the most gpuplan plans
    ModelHasNoParameters,       // (none)
    EncoderWidthDiffers,        // the encoder's hidden size, the decoder's
    ExpertGroupsDivideExperts,  // the expert groups (n_group), the routed experts
    ExpertGroupsHoldTooFewExperts, // the experts the chosen groups hold, the experts a token picks
    DenseLayersNotAscending,    // (none): mlp_only_layers out of order or repeated
    MlaQkDimsZero,              // (none): qk_nope_head_dim + qk_rope_head_dim is 0
    ProjectorWidthsCount,       // the widths listed, the most (16)
    NotValidJson,               // the line and column of the first error (0, 0: not known)
    FileTooLarge,               // the largest file read, in MiB
    TopLevelNotObject,          // (none): a file whose top level is not a JSON object
    UnknownValue,               // (none); subject: the name a file gives that its field does not know
    EagerOnMegatron,            // (none): eager PyTorch kernels with a Megatron framework, which fuses them
    TokensBelowOneGlobalBatch,  // the training tokens, the global batch, the sequence length
    ParamOffloadNeedsZero3,     // the ZeRO stage pinned: parameters are offloaded only when fully sharded
    ParamOffloadNotOnMegatron,  // (none): Megatron-Core and 2021 Megatron offload no parameters
    OptimizerOffloadNeedsZero,  // (none): ZeRO 0 pinned with the optimizer offloaded, which needs a sharded optimizer
    PilotAndMfu,                // (none): a pilot run's measurement and an MFU both given (each sets the efficiency)
    DeepSpeedPipelineZero,      // the ZeRO stage pinned: DeepSpeed's pipeline engine runs ZeRO 0 or 1 only
    InterleaveWithoutPipeline,  // the interleaving pinned: virtual stages need more than one pipeline stage
};
inline constexpr int kIssueReasonCount = static_cast<int>(IssueReason::InterleaveWithoutPipeline) + 1;

struct Issue
{
    IssueCode code = IssueCode::OutOfRange;
    std::string field;    // dotted path of the offending field ("hidden_size", "gpus[3].tdp_w")
    std::string detail;   // one English sentence with the specifics (values, ids, file names); empty
                          // where `reason` says it
    double min = 0, max = 0;   // OutOfRange with a range (engine/limits.h, an architecture size, a
    bool hasRange = false;     // file's parallel sizes): the allowed range, and `value` the one given
    // NotDivisible: the value given and the number it must divide (for the GPU count: the product
    // of the fixed parallel sizes it must be a multiple of, or equal when `exact`), so each face
    // can say it with the numbers.
    double value = 0, required = 0;
    bool exact = false;
    // WrongType: a number with a fraction where a whole number is needed (`value` is the number).
    bool wholeNumber = false;
    // The reason behind an Unsupported, Infeasible or OutOfRange issue that its field does not say.
    IssueReason reason = IssueReason::None;
    double numbers[3] = {0, 0, 0};
    std::string subject {};   // an id the reason names (a GPU)

    friend bool operator==(const Issue &, const Issue &) = default;
};

// A NotDivisible issue with its numbers: `value` of `field` must divide `required` (or, for a
// count, be a multiple of it; `exact`: equal it).
Issue notDivisible(std::string field, std::string detail, double value, double required, bool exact = false);

// An issue with its reason and numbers (up to three, as IssueReason lists them) and no English:
// the faces write its sentence (app/cli/englishtext.cpp, ui/text/displaynames.cpp).
Issue reasonIssue(IssueCode code, std::string field, IssueReason reason, std::initializer_list<double> numbers,
                  std::string subject = {});

// English, one line: "<field>: <detail>" (for an issue with a reason and no detail, the field and
// the reason's number: the CLI writes its sentence, englishtext.cpp). The GUI has its own translated wording per code.
std::string describe(const Issue &issue);

// A value or the issue that prevented it. Small on purpose: C++20 has no std::expected.
template<typename T>
class Result
{
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Issue issue) : m_v(std::move(issue)) {}

    bool ok() const { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_v); }
    T &value() & { return std::get<T>(m_v); }
    T &&value() && { return std::get<T>(std::move(m_v)); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }
    const Issue &issue() const { return std::get<Issue>(m_v); }

private:
    std::variant<T, Issue> m_v;
};

} // namespace engine
