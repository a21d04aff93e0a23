// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/scenariofile.h"

#include <cmath>
#include <functional>
#include <set>
#include <type_traits>

#include "engine/catalog.h"
#include "engine/limits.h"
#include "findbyid.h"
#include "jsonutil.h"

namespace engine {

using nlohmann::json;
using nlohmann::ordered_json;
using detail::JsonIssue;
using detail::JsonReader;

namespace {

constexpr std::size_t kMaxScenarioBytes = 4u << 20;

constexpr detail::EnumId<MlpKind> kMlpIds[] = {{MlpKind::Gated, "gated"}, {MlpKind::Gelu, "gelu"}};
constexpr detail::EnumId<NormKind> kNormIds[] = {{NormKind::RmsNorm, "rmsnorm"}, {NormKind::LayerNorm, "layernorm"}};
constexpr detail::EnumId<PositionKind> kPositionIds[] = {
    {PositionKind::Rotary, "rotary"}, {PositionKind::Learned, "learned"}, {PositionKind::Alibi, "alibi"},
    {PositionKind::Relative, "relative"},
};

const char *mlpId(MlpKind k) { return detail::idOf(kMlpIds, k, "gelu"); }
const char *normId(NormKind k) { return detail::idOf(kNormIds, k, "layernorm"); }
const char *positionId(PositionKind k) { return detail::idOf(kPositionIds, k, "rotary"); }
std::optional<MlpKind> mlpFromId(const std::string &s) { return detail::valueOf(kMlpIds, s); }
std::optional<NormKind> normFromId(const std::string &s) { return detail::valueOf(kNormIds, s); }
std::optional<PositionKind> positionFromId(const std::string &s) { return detail::valueOf(kPositionIds, s); }

// One field of a flat section (a tower, training, inference, budget): its key and member, read and
// written by the same row so that the reader and the writer cannot drift apart. A row with `written`
// is written only when that holds, after the others (a field added later: files from before stay
// as they were).
template<typename S>
struct Field
{
    const char *key;
    void (*read)(const JsonReader &r, const char *key, S &s);   // keeps the member when the key is absent
    ordered_json (*value)(const S &s);
    bool (*written)(const S &s) = nullptr;                     // null: always written
};

template<typename M>
struct MemberOf;
template<typename S, typename V>
struct MemberOf<V S::*>
{
    using Struct = S;
    using Value = V;
};
template<auto M>
using StructOf = typename MemberOf<decltype(M)>::Struct;

// A bool, whole-number or number member.
template<auto M>
constexpr Field<StructOf<M>> field(const char *key, bool (*written)(const StructOf<M> &) = nullptr)
{
    using S = StructOf<M>;
    using V = typename MemberOf<decltype(M)>::Value;
    const auto read = [](const JsonReader &r, const char *k, S &s) {
        if constexpr (std::is_same_v<V, bool>)
            s.*M = r.boolOr(k, s.*M);
        else if constexpr (std::is_same_v<V, std::int64_t>)
            s.*M = r.integerOr(k, s.*M);
        else
            s.*M = r.numberOr(k, s.*M);   // JsonReader::number rejects NaN / inf
    };
    return {key, read, [](const S &s) { return ordered_json(s.*M); }, written};
}

// An enum member, written as its id and read back by its FromId.
template<auto M, auto Id, auto FromId>
constexpr Field<StructOf<M>> enumField(const char *key, bool (*written)(const StructOf<M> &) = nullptr)
{
    using S = StructOf<M>;
    return {key, [](const JsonReader &r, const char *k, S &s) { s.*M = r.enumValueOr(k, s.*M, FromId); },
            [](const S &s) { return ordered_json(Id(s.*M)); }, written};
}

// A whole number the section cannot do without.
template<auto M>
constexpr Field<StructOf<M>> requiredField(const char *key)
{
    using S = StructOf<M>;
    return {key, [](const JsonReader &r, const char *k, S &s) { s.*M = r.integer(k); },
            [](const S &s) { return ordered_json(s.*M); }};
}

// Which keys a writer puts out: those the scenario sets (a file), or every key this version knows,
// also those written only when set (what a file may hold without it being an unknown extra).
enum class Keys { Set, Every };

template<typename S, std::size_t N>
ordered_json sectionJson(const S &s, const Field<S> (&fields)[N], Keys keys = Keys::Set)
{
    ordered_json j = ordered_json::object();
    for (const Field<S> &f : fields)
        if (!f.written)
            j[f.key] = f.value(s);
    for (const Field<S> &f : fields)
        if (f.written && (keys == Keys::Every || f.written(s)))
            j[f.key] = f.value(s);
    return j;
}

template<typename S, std::size_t N>
void readSection(const JsonReader &r, S &s, const Field<S> (&fields)[N])
{
    for (const Field<S> &f : fields)
        f.read(r, f.key, s);
}

// The file's key for a field validate(Architecture) names by its config.json name and tower
// ("text_config.num_key_value_heads" -> "text.kv_heads"): a refused file names its own keys (a zh_TW QA
// pass read "model.architecture.num_key_value_heads" for a file whose key is "kv_heads").
std::string architectureFileKey(const std::string &field)
{
    static constexpr std::pair<std::string_view, std::string_view> kTowers[] = {
        {"text_config.", "text."}, {"vision_config.", "vision."}, {"encoder.", "encoder."}};
    static constexpr std::pair<std::string_view, std::string_view> kKeys[] = {
        {"num_hidden_layers", "layers"},
        {"hidden_size", "hidden"},
        {"num_attention_heads", "heads"},
        {"num_key_value_heads", "kv_heads"},
        {"head_dim", "head_dim"},
        {"intermediate_size", "ffn"},
        {"max_position_embeddings", "max_positions"},
        {"vocab_size", "vocab"},
        {"type_vocab_size", "type_vocab"},
        {"image_size", "image_size"},
        {"patch_size", "patch_size"},
        {"num_channels", "channels"},
        {"norms_per_layer", "norms_per_layer"},
        {"sliding_window", "sliding_window"},
        {"sliding_layers", "sliding_layers"},
        {"relative_attention_num_buckets", "relative_buckets"},
        {"num_experts", "moe.experts"},
        {"num_experts_per_tok", "moe.top_k"},
        {"moe_intermediate_size", "moe.expert_ffn"},
        {"shared_expert_intermediate_size", "moe.shared_ffn"},
        {"first_k_dense_replace", "moe.first_dense_layers"},
        {"moe_layer_freq", "moe.layer_step"},
        {"mlp_only_layers", "moe.dense_layers"},
        {"n_group", "moe.expert_groups"},
        {"topk_group", "moe.groups_per_token"},
        {"q_lora_rank", "mla.q_lora_rank"},
        {"kv_lora_rank", "mla.kv_lora_rank"},
        {"qk_nope_head_dim", "mla.qk_nope_dim"},
        {"qk_rope_head_dim", "mla.qk_rope_dim"},
        {"v_head_dim", "mla.v_head_dim"},
    };
    std::string_view rest = field, tower = "text.";
    for (const auto &[hf, file] : kTowers)
        if (rest.starts_with(hf)) {
            rest.remove_prefix(hf.size());
            tower = file;
        }
    for (const auto &[hf, file] : kKeys)
        if (rest == hf)
            return std::string(tower) + std::string(file);
    return field;   // a key of the architecture itself (family, model_type, the projector)
}

// A tower's fields (its MoE and MLA parts are objects of their own, below).
constexpr Field<Tower> kTowerFields[] = {
    requiredField<&Tower::layers>("layers"),
    requiredField<&Tower::hidden>("hidden"),
    requiredField<&Tower::heads>("heads"),
    requiredField<&Tower::kvHeads>("kv_heads"),
    requiredField<&Tower::headDim>("head_dim"),
    requiredField<&Tower::ffn>("ffn"),
    enumField<&Tower::mlp, mlpId, mlpFromId>("mlp"),
    enumField<&Tower::norm, normId, normFromId>("norm"),
    enumField<&Tower::position, positionId, positionFromId>("position"),
    field<&Tower::maxPositions>("max_positions"),
    field<&Tower::qkvBias>("qkv_bias"),
    field<&Tower::outBias>("out_bias"),
    field<&Tower::mlpBias>("mlp_bias"),
    field<&Tower::dropout>("dropout"),
    field<&Tower::vocab>("vocab"),
    field<&Tower::typeVocab>("type_vocab"),
    field<&Tower::embeddingNorm>("embedding_norm"),
    field<&Tower::lmHead>("lm_head"),
    field<&Tower::tiedEmbeddings>("tied_embeddings"),
    field<&Tower::imageSize>("image_size"),
    field<&Tower::patchSize>("patch_size"),
    field<&Tower::channels>("channels"),
    field<&Tower::classToken>("class_token"),
    field<&Tower::patchBias>("patch_bias"),
    field<&Tower::preNorm>("pre_norm"),
    field<&Tower::finalNorm>("final_norm"),
    field<&Tower::pooler>("pooler"),
    field<&Tower::qkNorm>("qk_norm", [](const Tower &t) { return t.qkNorm; }),
    // Outside 0..8 it is refused by validate().
    field<&Tower::normsPerLayer>("norms_per_layer", [](const Tower &t) { return t.normsPerLayer != 2; }),
    field<&Tower::slidingWindow>("sliding_window", [](const Tower &t) { return t.slidingWindow > 0; }),
    field<&Tower::slidingLayers>("sliding_layers", [](const Tower &t) { return t.slidingWindow > 0; }),
    field<&Tower::attentionSinks>("attention_sinks", [](const Tower &t) { return t.attentionSinks; }),
    field<&Tower::crossAttention>("cross_attention", [](const Tower &t) { return t.crossAttention; }),
    field<&Tower::relativeBuckets>("relative_buckets", [](const Tower &t) { return t.relativeBuckets > 0; }),
    field<&Tower::relativeBiasEveryLayer>("relative_bias_every_layer",
                                          [](const Tower &t) { return t.relativeBuckets > 0; }),
};

ordered_json towerJson(const Tower &t)
{
    ordered_json j = sectionJson(t, kTowerFields);
    if (t.moe) {
        const MoeSpec &m = *t.moe;
        j["moe"] = ordered_json {{"experts", m.experts},
                                 {"top_k", m.topK},
                                 {"expert_ffn", m.expertFfn},
                                 {"shared_ffn", m.sharedFfn},
                                 {"shared_expert_gate", m.sharedExpertGate},
                                 {"router_bias", m.routerBias},
                                 {"first_dense_layers", m.firstDenseLayers},
                                 {"layer_step", m.layerStep},
                                 {"step_counts_from_one", m.stepCountsFromOne},
                                 {"dense_layers", m.denseLayers}};
        if (m.expertGroups > 1) {
            j["moe"]["expert_groups"] = m.expertGroups;
            j["moe"]["groups_per_token"] = m.groupsPerToken;
        }
    }
    if (t.mla) {
        const MlaSpec &m = *t.mla;
        j["mla"] = ordered_json {{"q_lora_rank", m.qLoraRank},
                                 {"kv_lora_rank", m.kvLoraRank},
                                 {"qk_nope_dim", m.qkNopeDim},
                                 {"qk_rope_dim", m.qkRopeDim},
                                 {"v_head_dim", m.vHeadDim}};
    }
    return j;
}

ordered_json archJson(const Architecture &a)
{
    ordered_json j;
    j["family"] = familyId(a.family);
    j["model_type"] = a.modelType;
    j["text"] = towerJson(a.text);
    if (a.vision)
        j["vision"] = towerJson(*a.vision);
    if (a.encoder)
        j["encoder"] = towerJson(*a.encoder);
    j["projection_dim"] = a.projectionDim;
    j["projector_layers"] = a.projectorLayers;
    if (!a.projectorWidths.empty()) {   // written only when set: files from before stay as they were
        j["projector_widths"] = a.projectorWidths;
        j["projector_norm"] = a.projectorNorm;
    }
    return j;
}

// Every key a reader consumed, so that the rest can be kept as extras.
struct KeyLog
{
    std::set<std::string> known;
};

Tower readTower(const JsonReader &r)
{
    Tower t;
    readSection(r, t, kTowerFields);
    if (r.has("moe")) {
        JsonReader m = r.object("moe");
        MoeSpec moe;
        moe.experts = m.integer("experts");
        moe.topK = m.integer("top_k");
        moe.expertFfn = m.integer("expert_ffn");
        moe.sharedFfn = m.integerOr("shared_ffn", 0);
        moe.sharedExpertGate = m.boolOr("shared_expert_gate", false);
        moe.routerBias = m.boolOr("router_bias", false);
        moe.firstDenseLayers = m.integerOr("first_dense_layers", 0);
        moe.layerStep = m.integerOr("layer_step", 1);
        moe.stepCountsFromOne = m.boolOr("step_counts_from_one", true);
        moe.denseLayers = m.integerListOr("dense_layers");
        moe.expertGroups = m.integerOr("expert_groups", 1);
        moe.groupsPerToken = m.integerOr("groups_per_token", moe.expertGroups);
        t.moe = moe;
    }
    if (r.has("mla"))
        t.mla = detail::readMla(r.object("mla"), "qk_nope_dim", "qk_rope_dim");
    return t;
}

Architecture readArch(const JsonReader &r)
{
    Architecture a;
    a.family = r.enumValue("family", familyFromId);
    a.modelType = r.stringOr("model_type", "");
    a.text = readTower(r.object("text"));
    if (r.has("vision"))
        a.vision = readTower(r.object("vision"));
    if (r.has("encoder"))
        a.encoder = readTower(r.object("encoder"));
    a.projectionDim = r.integerOr("projection_dim", 0);
    a.projectorLayers = r.integerOr("projector_layers", 0);
    a.projectorWidths = r.integerListOr("projector_widths");
    a.projectorNorm = r.boolOr("projector_norm", false);
    return a;
}

// In the order they are read (which field a file with several bad ones is refused for).
constexpr Field<TrainingSetup> kTrainingFields[] = {
    enumField<&TrainingSetup::precision, precisionId, precisionFromId>("precision"),
    enumField<&TrainingSetup::optimizer, optimizerId, optimizerFromId>("optimizer"),
    field<&TrainingSetup::fp32GradAccumulation>("fp32_grad_accumulation"),
    field<&TrainingSetup::fp32Loss>("fp32_loss"),
    field<&TrainingSetup::fp32MasterWeights>("fp32_master_weights"),
    field<&TrainingSetup::seqLen>("seq_len"),
    field<&TrainingSetup::targetLen>("target_len", [](const TrainingSetup &t) { return t.targetLen > 0; }),
    field<&TrainingSetup::microBatch>("micro_batch"),
    field<&TrainingSetup::globalBatch>("global_batch"),
    field<&TrainingSetup::tokens>("tokens"),
    field<&TrainingSetup::deadlineDays>("deadline_days"),
    enumField<&TrainingSetup::recompute, recomputeId, recomputeFromId>("recompute"),
    field<&TrainingSetup::recomputeAuto>("recompute_auto"),
    field<&TrainingSetup::sequenceParallel>("sequence_parallel"),
    field<&TrainingSetup::flashAttention>("flash_attention"),
    enumField<&TrainingSetup::offload, offloadId, offloadFromId>("offload"),
    enumField<&TrainingSetup::framework, frameworkId, frameworkFromId>("framework"),
    enumField<&TrainingSetup::attentionKernel, attentionKernelId, attentionKernelFromId>("attention_kernel"),
    field<&TrainingSetup::loraRank>("lora_rank"),
    field<&TrainingSetup::loraAllLinear>("lora_all_linear"),
    field<&TrainingSetup::loraDropout>("lora_dropout"),
    enumField<&TrainingSetup::kernels, kernelsId, kernelsFromId>("kernels"),
    field<&TrainingSetup::mfuOverride>("mfu_override"),
    field<&TrainingSetup::measuredStepSeconds>("measured_step_s"),
    field<&TrainingSetup::measuredTokensPerSecond>("measured_tokens_per_s"),
    // Added in December 2026: written only when set, so files from before save as they were.
    enumField<&TrainingSetup::moeDispatcher, moeDispatcherId, moeDispatcherFromId>(
        "moe_dispatcher", [](const TrainingSetup &t) { return t.moeDispatcher != MoeDispatcher::Auto; }),
    field<&TrainingSetup::epOverlap>("ep_overlap", [](const TrainingSetup &t) { return t.epOverlap; }),
};

constexpr Field<InferenceSetup> kInferenceFields[] = {
    enumField<&InferenceSetup::weights, dtypeId, dtypeFromId>("weights"),
    enumField<&InferenceSetup::kvCache, dtypeId, dtypeFromId>("kv_cache"),
    field<&InferenceSetup::batch>("batch"),
    field<&InferenceSetup::context>("context"),
    enumField<&InferenceSetup::engine, servingEngineId, servingEngineFromId>("engine"),
    field<&InferenceSetup::qps>("qps"),
    field<&InferenceSetup::inputTokens>("input_tokens"),
    field<&InferenceSetup::outputTokens>("output_tokens"),
    field<&InferenceSetup::ttftMs>("ttft_ms"),
    field<&InferenceSetup::tpotMs>("tpot_ms"),
    field<&InferenceSetup::e2eMs>("e2e_ms"),
    field<&InferenceSetup::memoryFraction>("memory_fraction"),
    field<&InferenceSetup::maxSequences>("max_sequences", [](const InferenceSetup &i) { return i.maxSequences > 0; }),
    field<&InferenceSetup::disaggregated>("disaggregated", [](const InferenceSetup &i) { return i.disaggregated; }),
};

constexpr Field<BudgetSetup> kBudgetFields[] = {
    enumField<&BudgetSetup::currency, currencyId, currencyFromId>("currency"),
    enumField<&BudgetSetup::acquisition, acquisitionId, acquisitionFromId>("acquisition"),
    field<&BudgetSetup::limit>("limit"),
    field<&BudgetSetup::usdToCny>("usd_to_cny"),
    field<&BudgetSetup::usdToTwd>("usd_to_twd", [](const BudgetSetup &b) { return b.usdToTwd != 0; }),
    field<&BudgetSetup::electricityPerKwh>("electricity_per_kwh"),
    field<&BudgetSetup::pue>("pue"),
    field<&BudgetSetup::depreciationYears>("depreciation_years"),
    field<&BudgetSetup::utilisation>("utilisation"),
    field<&BudgetSetup::horizonMonths>("horizon_months"),
    // Negative means the catalogue default.
    field<&BudgetSetup::colocationPerKwMonth>("colocation_per_kw_month",
                                              [](const BudgetSetup &b) { return b.colocationPerKwMonth >= 0; }),
    field<&BudgetSetup::staffPerNodeYear>("staff_per_node_year",
                                          [](const BudgetSetup &b) { return b.staffPerNodeYear >= 0; }),
    field<&BudgetSetup::rackKw>("rack_kw", [](const BudgetSetup &b) { return b.rackKw != 0; }),
};

// The sections and keys this version writes; everything else in a file is an "extra".
ordered_json scenarioJson(const Scenario &s, Keys keys = Keys::Set)
{
    ordered_json j;
    j["schema_version"] = kScenarioSchemaVersion;
    j["model"] = ordered_json {{"name", s.modelName}, {"preset", s.presetId}, {"source", modelSourceId(s.modelSource)},
                               {"architecture", archJson(s.model)}};
    j["workload"] = workloadId(s.workload);
    j["training"] = sectionJson(s.training, kTrainingFields, keys);
    j["inference"] = sectionJson(s.inference, kInferenceFields, keys);
    const ParallelOverride &p = s.parallel;
    j["parallel"] = ordered_json {{"tp", p.tp}, {"pp", p.pp}, {"dp", p.dp}, {"ep", p.ep}, {"zero", p.zero}, {"interleave", p.interleave}};
    if (p.cp != 0 || keys == Keys::Every)   // written only when set: files without context parallelism stay as they were
        j["parallel"]["cp"] = p.cp;
    j["gpus"] = s.gpuIds;
    j["gpu_count"] = s.gpuCount;
    j["max_gpus"] = s.maxGpus;
    j["network"] = s.networkId;
    j["region"] = s.region;
    j["budget"] = sectionJson(s.budget, kBudgetFields, keys);
    if (!s.report.empty() || keys == Keys::Every)   // written only when set
        j["report"] = ordered_json {{"title", s.report.title}, {"customer", s.report.customer}, {"notes", s.report.notes}};
    return j;
}

// Collect keys of `file` that `known` does not have, as an object with the same nesting.
void diffUnknown(const json &file, const ordered_json &known, const std::string &prefix, json &extras,
                 std::vector<std::string> &paths)
{
    for (const auto &item : file.items()) {
        const std::string path = prefix.empty() ? item.key() : prefix + "." + item.key();
        auto it = known.find(item.key());
        if (it == known.end()) {
            extras[item.key()] = item.value();
            paths.push_back(path);
        } else if (item.value().is_object() && it->is_object() && item.key() != "architecture") {
            json sub = json::object();
            diffUnknown(item.value(), *it, path, sub, paths);
            if (!sub.empty())
                extras[item.key()] = sub;
        }
    }
}

void mergeExtras(ordered_json &out, const json &extras)
{
    for (const auto &item : extras.items()) {
        auto it = out.find(item.key());
        if (it != out.end() && it->is_object() && item.value().is_object())
            mergeExtras(*it, item.value());
        else if (it == out.end())
            out[item.key()] = item.value();
    }
}

} // namespace

std::string architectureJson(const Architecture &a)
{
    return archJson(a).dump(2);
}

std::string serializeScenario(const Scenario &s, const std::string &extrasJson)
{
    ordered_json j = scenarioJson(s);
    if (!extrasJson.empty() && extrasJson != "{}") {
        json extras = json::parse(extrasJson, nullptr, false);
        if (extras.is_object())
            mergeExtras(j, extras);
    }
    return j.dump(2) + "\n";
}

namespace {

// One reader per section of the file (docs/cli.md lists the fields); each leaves the defaults
// of a field the file does not name.
int readSchemaVersion(const JsonReader &r)
{
    if (!r.has("schema_version"))
        r.fail(IssueCode::MissingField, "schema_version", "not a gpuplan scenario (no schema_version)");
    const auto version = r.integer("schema_version");
    if (version < 1)
        r.fail(IssueCode::OutOfRange, "schema_version", "unknown schema version " + std::to_string(version));
    if (version > kScenarioSchemaVersion)
        r.fail(IssueCode::Unsupported, "schema_version",
               "made by a newer gpuplan (schema " + std::to_string(version) + "); this version reads up to "
                   + std::to_string(kScenarioSchemaVersion));
    return static_cast<int>(version);
}

void readModel(const JsonReader &model, Scenario &s)
{
    s.modelName = model.stringOr("name", "");
    s.presetId = model.stringOr("preset", "");
    const std::string source = model.stringOr("source", s.presetId.empty() ? "custom" : "preset");
    if (auto m = modelSourceFromId(source))
        s.modelSource = *m;
    else
        model.failUnknown("source", source);
    // Files of gpuplan 0.1 marked an edited architecture by a " (custom)" name suffix.
    constexpr std::string_view kOldSuffix = " (custom)";
    if (s.modelSource == ModelSource::Custom && s.modelName.size() > kOldSuffix.size()
        && s.modelName.compare(s.modelName.size() - kOldSuffix.size(), kOldSuffix.size(), kOldSuffix) == 0)
        s.modelName.resize(s.modelName.size() - kOldSuffix.size());
    s.model = readArch(model.object("architecture"));
}

void readParallel(const JsonReader &p, ParallelOverride &out)
{
    auto small = [&](const char *key, int fallback, int lo, int hi) {
        const auto v = p.integerOr(key, fallback);
        if (v < lo || v > hi)
            p.failRange(key, static_cast<double>(v), lo, hi);
        return static_cast<int>(v);
    };
    out.tp = small("tp", 0, 0, 1024);
    out.pp = small("pp", 0, 0, 4096);
    out.dp = small("dp", 0, 0, 1'000'000);
    out.cp = small("cp", 0, 0, 1024);
    out.ep = small("ep", 0, 0, 4096);
    out.zero = small("zero", -1, -1, 3);
    out.interleave = small("interleave", 0, 0, 64);
}

// Files written before DeepSeek's group-limited routing was read (n_group / topk_group) have no
// expert_groups: a preset's comes back from the catalogue, so the file answers as the preset does.
void restorePresetRouting(const json &root, Scenario &s, const Catalog &presets)
{
    if (s.modelSource != ModelSource::Preset || !s.model.text.moe)
        return;
    const json *moe = &root;
    for (const char *key : {"model", "architecture", "text", "moe"}) {
        if (!moe->is_object() || !moe->contains(key))
            return;
        moe = &moe->at(key);
    }
    if (!moe->is_object() || moe->contains("expert_groups"))
        return;
    const ModelPreset *preset = presets.model(s.presetId);
    if (!preset || !preset->arch.text.moe || preset->arch.text.moe->experts != s.model.text.moe->experts)
        return;
    s.model.text.moe->expertGroups = preset->arch.text.moe->expertGroups;
    s.model.text.moe->groupsPerToken = preset->arch.text.moe->groupsPerToken;
}

} // namespace

Result<ScenarioFile> parseScenarioFile(std::string_view text, const Catalog *presets)
{
    if (text.size() > kMaxScenarioBytes)
        return reasonIssue(IssueCode::OutOfRange, "file", IssueReason::FileTooLarge, {static_cast<double>(kMaxScenarioBytes >> 20)});
    auto parsed = detail::parseJson(text, "file");
    if (!parsed)
        return parsed.issue();
    const json &root = *parsed;
    if (!root.is_object())
        return reasonIssue(IssueCode::WrongType, "file", IssueReason::TopLevelNotObject, {});
    ScenarioFile f;
    Scenario &s = f.scenario;
    try {
        JsonReader r(root, "");
        f.loadedVersion = readSchemaVersion(r);
        readModel(r.object("model"), s);
        s.workload = r.enumValueOr("workload", Workload::Pretrain, workloadFromId);
        if (r.has("training"))
            readSection(r.object("training"), s.training, kTrainingFields);
        if (r.has("inference"))
            readSection(r.object("inference"), s.inference, kInferenceFields);
        if (r.has("parallel"))
            readParallel(r.object("parallel"), s.parallel);
        if (r.has("gpus")) {
            s.gpuIds = r.stringListOr("gpus");
            if (s.gpuIds.size() > limit::kComparedGpus)
                r.fail(IssueCode::OutOfRange, "gpus", "compare at most " + std::to_string(limit::kComparedGpus) + " GPUs at a time");
        }
        s.gpuCount = r.integerOr("gpu_count", s.gpuCount);
        s.maxGpus = r.integerOr("max_gpus", s.maxGpus);
        s.networkId = r.stringOr("network", s.networkId);
        s.region = r.stringOr("region", s.region);
        if (s.region != "global" && s.region != "china")
            r.failUnknown("region", s.region);
        if (r.has("budget"))
            readSection(r.object("budget"), s.budget, kBudgetFields);
        if (r.has("report")) {
            JsonReader rep = r.object("report");
            s.report.title = rep.stringOr("title", "");
            s.report.customer = rep.stringOr("customer", "");
            s.report.notes = rep.stringOr("notes", "");
        }
    } catch (const JsonIssue &e) {
        return e.issue;
    }
    if (presets)
        restorePresetRouting(root, s, *presets);
    if (auto issue = validate(s.model)) {
        Issue i = *issue;
        i.field = "model.architecture." + architectureFileKey(i.field);
        return i;
    }
    json extras = json::object();
    // A key this version reads is never an extra, also at a value it would not write (target_len 0).
    diffUnknown(root, scenarioJson(s, Keys::Every), "", extras, f.unknownKeys);
    f.extrasJson = extras.dump();
    return f;
}

} // namespace engine
