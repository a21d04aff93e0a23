// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/catalog.h"

#include <set>
#include <string_view>

#include "engine/cost.h"
#include "engine/scenario.h"
#include "findbyid.h"
#include "jsonutil.h"
#include "sourcetexts.h"

namespace engine {

using nlohmann::json;
using detail::JsonIssue;
using detail::JsonReader;
using detail::citedSources;

namespace {

constexpr detail::EnumId<Dtype> kDtypeIds[] = {
    {Dtype::Fp32, "fp32"}, {Dtype::Tf32, "tf32"}, {Dtype::Fp16, "fp16"}, {Dtype::Bf16, "bf16"},
    {Dtype::Fp8, "fp8"},   {Dtype::Int8, "int8"}, {Dtype::Int4, "int4"}, {Dtype::Nf4, "nf4"},
    {Dtype::Mxfp4, "mxfp4"}, {Dtype::Nvfp4, "nvfp4"},
};

} // namespace

const char *dtypeId(Dtype d) { return detail::idOf(kDtypeIds, d, "bf16"); }

const char *peakKey(Dtype d)
{
    return d == Dtype::Mxfp4 || d == Dtype::Nvfp4 ? "fp4" : dtypeId(d);
}

std::optional<Dtype> dtypeFromId(const std::string &id) { return detail::valueOf(kDtypeIds, id); }

double dtypeBytes(Dtype d)
{
    switch (d) {
    case Dtype::Fp32:
    case Dtype::Tf32: return 4;
    case Dtype::Fp16:
    case Dtype::Bf16: return 2;
    case Dtype::Fp8:
    case Dtype::Int8: return 1;
    case Dtype::Int4:
    case Dtype::Nf4:
    case Dtype::Mxfp4:
    case Dtype::Nvfp4: return 0.5;
    }
    return 2;
}

std::optional<double> Gpu::peak(Dtype d) const
{
    // One FP4 peak (the catalogue's "fp4") for both FP4 formats; NVFP4 is NVIDIA's own (AMD's FP4
    // units take MXFP4).
    if (d == Dtype::Nvfp4) {
        if (vendor != "NVIDIA")
            return std::nullopt;
        d = Dtype::Mxfp4;
    }
    auto it = peakTflops.find(d);
    if (it == peakTflops.end())
        return std::nullopt;
    return it->second;
}

const Gpu *Catalog::gpu(std::string_view id) const
{
    return detail::findById(gpus, &Gpu::id, id);
}

namespace {

// The data-centre GPUs of 40 GB or more whose China status is `status`, in catalogue order.
std::vector<std::string> gpusWithStatus(const std::vector<Gpu> &gpus, const std::string &region, std::string_view status)
{
    std::vector<std::string> ids;
    if (region != "china")
        return ids;
    for (const Gpu &g : gpus)
        if (g.chinaStatus == status && !g.consumer && g.memoryGb >= 40)
            ids.push_back(g.id);
    return ids;
}

} // namespace

std::vector<std::string> Catalog::gpusSoldIn(const std::string &region) const
{
    return gpusWithStatus(gpus, region, "available");
}

std::vector<std::string> Catalog::gpusLicensedIn(const std::string &region) const
{
    return gpusWithStatus(gpus, region, "licence");
}

const Network *Catalog::network(std::string_view id) const
{
    return detail::findById(networks, &Network::id, id);
}

const ModelPreset *Catalog::model(std::string_view id) const
{
    return detail::findById(models, &ModelPreset::id, id);
}

namespace {

std::string entryPrefix(const std::string &file, const char *list, std::size_t i, const json &e)
{
    std::string p = file + ": " + list + "[" + std::to_string(i) + "]";
    if (e.is_object()) {
        auto it = e.find("id");
        if (it != e.end() && it->is_string())
            p += " (" + it->get<std::string>() + ")";
    }
    return p + ".";
}

template<typename T, typename F>
Result<std::vector<T>> parseList(std::string_view text, const std::string &file, const char *listKey, F &&readOne)
{
    auto parsed = detail::parseJsonObject(text, file);
    if (!parsed)
        return parsed.issue();
    const json &root = *parsed;
    auto it = root.find(listKey);
    if (it == root.end())
        return Issue{IssueCode::MissingField, file + ": " + listKey, "required list is missing"};
    if (!it->is_array() || it->empty())
        return Issue{IssueCode::WrongType, file + ": " + listKey, "must be a non-empty list"};
    std::vector<T> out;
    std::set<std::string> ids;
    std::size_t i = 0;
    try {
        for (const json &e : *it) {
            const std::string prefix = entryPrefix(file, listKey, i, e);
            if (!e.is_object())
                return Issue{IssueCode::WrongType, prefix.substr(0, prefix.size() - 1), "must be a JSON object"};
            JsonReader r(e, prefix);
            T value = readOne(r);
            if (!ids.insert(value.id).second)
                return Issue{IssueCode::OutOfRange, prefix + "id", "duplicate id '" + value.id + "'"};
            out.push_back(std::move(value));
            ++i;
        }
    } catch (const JsonIssue &e) {
        return e.issue;
    }
    return out;
}

double positive(const JsonReader &r, const char *key, double max)
{
    const double v = r.number(key);
    if (!(v > 0) || v > max)
        r.fail(IssueCode::OutOfRange, key, "must be greater than 0 and at most " + std::to_string(static_cast<long long>(max)));
    return v;
}

// A whole number in [lo, hi], range-checked before it is narrowed to int (a bare static_cast would
// wrap 4294967297 to 1 and accept it).
int intInRange(const JsonReader &r, const char *key, std::int64_t fallback, std::int64_t lo, std::int64_t hi)
{
    const std::int64_t v = r.integerOr(key, fallback);
    if (v < lo || v > hi)
        r.fail(IssueCode::OutOfRange, key,
               "is " + std::to_string(v) + "; must be between " + std::to_string(lo) + " and " + std::to_string(hi));
    return static_cast<int>(v);
}

std::string requireId(const JsonReader &r)
{
    std::string id = r.string("id");
    if (id.empty() || id.size() > 100)
        r.fail(IssueCode::OutOfRange, "id", "must be 1 to 100 characters");
    return id;
}

// Peak tensor throughput per dtype (null = unsupported); an fp16 or bf16 peak is required.
void readPeaks(const JsonReader &r, Gpu &g)
{
    JsonReader peaks = r.object("peak_tflops");
    for (Dtype d : {Dtype::Fp32, Dtype::Tf32, Dtype::Fp16, Dtype::Bf16, Dtype::Fp8, Dtype::Int8, Dtype::Int4, Dtype::Mxfp4}) {
        if (auto v = peaks.optionalNumber(peakKey(d))) {
            if (!(*v > 0) || *v > 1e6)
                peaks.fail(IssueCode::OutOfRange, peakKey(d), "must be greater than 0 (use null when unsupported)");
            g.peakTflops[d] = *v;
        }
    }
    if (!g.peak(Dtype::Fp16) && !g.peak(Dtype::Bf16))
        peaks.fail(IssueCode::MissingField, "bf16", "a GPU needs at least an fp16 or bf16 tensor peak");
}

void readLink(const JsonReader &r, Gpu &g)
{
    JsonReader link = r.object("link");
    const std::string kind = link.string("kind");
    if (kind == "nvswitch") g.link = LinkKind::NvSwitch;
    else if (kind == "nvlink-bridge") g.link = LinkKind::NvLinkBridge;
    else if (kind == "pcie") g.link = LinkKind::Pcie;
    else if (kind == "xgmi") g.link = LinkKind::Xgmi;
    else if (kind == "hccs") g.link = LinkKind::Hccs;
    else link.fail(IssueCode::OutOfRange, "kind", "unknown link kind '" + kind + "'");
    g.linkName = link.stringOr("name", kind);
    g.linkGBpsBidir = positive(link, "gbps_bidir", 1e6);
    g.linkDomain = intInRange(link, "domain_gpus", 1, 1, 100000);
}

// The achievable GEMM share (bf16) and the measured fp8 GEMM throughput, where known.
void readMatmulEfficiency(const JsonReader &r, Gpu &g)
{
    if (auto e = r.optionalNumber("matmul_efficiency")) {
        if (!(*e > 0) || *e > 1)
            r.fail(IssueCode::OutOfRange, "matmul_efficiency", "must be between 0 and 1");
        g.matmulEfficiency = *e;
    }
    if (r.has("matmul_measured_tflops")) {
        // Only the fp8 figure is read: the bf16 share is matmul_efficiency above.
        JsonReader measured = r.object("matmul_measured_tflops");
        if (auto fp8 = measured.optionalNumber("fp8")) {
            const auto peak = g.peak(Dtype::Fp8);
            if (!peak)
                measured.fail(IssueCode::OutOfRange, "fp8", "is given but the GPU has no fp8 peak");
            if (!(*fp8 > 0) || *fp8 > *peak)
                measured.fail(IssueCode::OutOfRange, "fp8", "must be greater than 0 and at most the fp8 peak");
            g.matmulEfficiencyFp8 = *fp8 / *peak;
        }
    }
}

// "published_mfu": [{"precision": "fp8" | "bf16", "framework": "megatron-core", "mfu": 0.40,
// "run": "..."}]: the best training MFU published for this GPU (docs/validation.md §8).
void readPublishedMfu(const JsonReader &r, Gpu &g)
{
    const json *list = r.find("published_mfu");
    if (!list)
        return;
    if (!list->is_array())
        r.fail(IssueCode::OutOfRange, "published_mfu", "must be a list of {precision, framework, mfu, run}");
    for (const json &item : *list) {
        JsonReader e(item, r.path("published_mfu") + ".");
        PublishedMfu m;
        const std::string precision = e.string("precision");
        if (precision != "fp8" && precision != "bf16")
            e.fail(IssueCode::OutOfRange, "precision", "must be fp8 or bf16, not '" + precision + "'");
        m.fp8 = precision == "fp8";
        if (m.fp8 && !g.peak(Dtype::Fp8))
            e.fail(IssueCode::OutOfRange, "precision", "is fp8 but the GPU has no fp8 peak");
        m.framework = e.string("framework");
        const std::optional<Framework> fw = frameworkFromId(m.framework);
        if (!fw || *fw == Framework::Auto)
            e.fail(IssueCode::OutOfRange, "framework", "'" + m.framework + "' is not a training stack (megatron-core, fsdp, deepspeed, megatron-2021)");
        m.mfu = e.number("mfu");
        if (!(m.mfu > 0) || m.mfu > 1)
            e.fail(IssueCode::OutOfRange, "mfu", "must be greater than 0 and at most 1");
        m.run = e.string("run");
        g.publishedMfu.push_back(std::move(m));
    }
}

void readMig(const JsonReader &r, Gpu &g)
{
    if (r.has("mig")) {
        JsonReader mig = r.object("mig");
        g.migMaxInstances = intInRange(mig, "max_instances", 0, 0, 1024);
        if (const json *profiles = mig.find("profiles"); profiles && profiles->is_array()) {
            for (const json &p : *profiles) {
                JsonReader pr(p, mig.path("profiles") + ".");
                MigProfile m;
                m.name = pr.string("name");
                m.memoryGb = positive(pr, "memory_gb", 1e5);
                m.count = intInRange(pr, "count", 1, 0, 1024);
                g.migProfiles.push_back(m);
            }
        }
    }
}

// Every number needs a source tag defined in the file's sources; the entry's tags, with their
// descriptions, are what it cites (the report lists them).
std::vector<SourceRef> readSources(const JsonReader &r, const SourceTexts &known)
{
    if (!r.has("sources"))
        r.fail(IssueCode::MissingField, "sources", "every catalogue entry must name its sources");
    JsonReader sources = r.object("sources");
    for (const char *key : {"memory", "bandwidth", "peaks", "tdp", "link"}) {
        const auto tags = sources.stringListOr(key);
        if (tags.empty())
            sources.fail(IssueCode::MissingField, key, "every number needs a source tag");
        for (const std::string &tag : tags)
            if (!known.empty() && !known.count(tag))
                sources.fail(IssueCode::UnknownId, key, "source tag '" + tag + "' is not defined in the file's sources");
    }
    std::set<std::string> cited;
    for (const auto &item : sources.raw().items())
        for (const std::string &tag : sources.stringListOr(item.key().c_str()))
            cited.insert(tag);
    return citedSources(cited, known);
}

// The vendors and generations the engine knows. The validated attention and GEMM efficiencies, the
// published-MFU ceilings and the uncertainty bands are keyed on NVIDIA's names (perf.cpp: isHopper,
// hopperOrLater, isDataCentreAmpere), NVFP4 on the vendor (Gpu::peak); the rest are listed so that
// a new vendor or generation is a decision made here and in perf.cpp, not a misspelling that is
// silently modelled as none of them.
struct Generation
{
    std::string_view vendor, architecture;
};
constexpr Generation kGenerations[] {
    {"NVIDIA", "Volta"},  {"NVIDIA", "Turing"}, {"NVIDIA", "Ampere"}, {"NVIDIA", "Ada Lovelace"},
    {"NVIDIA", "Hopper"}, {"NVIDIA", "Blackwell"}, {"AMD", "CDNA 2"}, {"AMD", "CDNA 3"},
    {"AMD", "CDNA 4"},    {"Huawei", "Da Vinci (Ascend)"},
};

void checkGeneration(const JsonReader &r, const Gpu &g)
{
    for (const char *key : {"vendor", "architecture"})
        if (!r.has(key))
            r.fail(IssueCode::MissingField, key, "required field is missing");
    for (const Generation &k : kGenerations)
        if (k.vendor == g.vendor && k.architecture == g.architecture)
            return;
    std::string known;
    for (const Generation &k : kGenerations)
        known += (known.empty() ? "" : ", ") + std::string(k.vendor) + " " + std::string(k.architecture);
    r.fail(IssueCode::OutOfRange, "architecture",
           "'" + g.vendor + " " + g.architecture + "' is not a vendor and generation the engine knows (" + known
               + "); a new one is added in engine/src/catalog.cpp and modelled in engine/src/perf.cpp");
}

Gpu readGpu(const JsonReader &r, const SourceTexts &knownTags)
{
    Gpu g;
    g.id = requireId(r);
    g.name = r.string("name");
    g.vendor = r.stringOr("vendor", "");
    g.architecture = r.stringOr("architecture", "");
    g.formFactor = r.string("form_factor");
    g.consumer = r.boolOr("consumer", false);
    g.alternativeRank = intInRange(r, "alternative_rank", 0, 0, 1000);
    g.pcieSibling = r.stringOr("pcie_sibling", "");
    g.memoryGb = positive(r, "memory_gb", 100000);
    const double mib = positive(r, "capacity_mib", 1e8);
    if (mib < 1)   // 0.5 would truncate to a GPU with no memory
        r.fail(IssueCode::OutOfRange, "capacity_mib", "must be at least 1 (MiB, as nvidia-smi reports)");
    g.capacityBytes = static_cast<std::int64_t>(mib) * 1024 * 1024;
    g.capacityEstimated = r.boolOr("capacity_estimated", false);
    g.memBwGBps = positive(r, "mem_bw_gbps", 1e6);
    readPeaks(r, g);
    g.tdpW = r.has("tdp_w") ? positive(r, "tdp_w", 100000) : 0;
    readLink(r, g);
    if (r.has("pcie")) {
        JsonReader pcie = r.object("pcie");
        g.pcieGen = intInRange(pcie, "gen", 4, 1, 10);
        g.pcieGBpsBidir = positive(pcie, "gbps_bidir", 1e5);
    }
    g.gpusPerNode = intInRange(r, "gpus_per_node", 8, 1, 1024);
    g.defaultNetwork = r.stringOr("default_network", "ib-hdr");
    readMatmulEfficiency(r, g);
    readPublishedMfu(r, g);
    readMig(r, g);
    if (r.has("china")) {
        JsonReader china = r.object("china");
        g.chinaStatus = china.stringOr("status", "check");
        g.chinaNote = china.stringOr("note", "");
    }
    g.confidence = r.stringOr("confidence", "");
    g.notes = r.stringOr("notes", "");
    g.sources = readSources(r, knownTags);
    checkGeneration(r, g);
    return g;
}

Network readNetwork(const JsonReader &r)
{
    Network n;
    n.id = requireId(r);
    n.name = r.string("name");
    const std::string kind = r.string("kind");
    if (kind == "infiniband") n.kind = NetworkKind::InfiniBand;
    else if (kind == "roce") n.kind = NetworkKind::Roce;
    else if (kind == "ethernet") n.kind = NetworkKind::Ethernet;
    else r.fail(IssueCode::OutOfRange, "kind", "unknown network kind '" + kind + "'");
    n.gbitPerPort = positive(r, "gbit_per_port", 1e5);
    if (!r.has("ports_per_node"))
        r.fail(IssueCode::MissingField, "ports_per_node", "required field is missing");
    n.portsPerNode = intInRange(r, "ports_per_node", 1, 1, 64);
    n.latencyUs = r.numberOr("latency_us", 5);
    n.efficiency = r.numberOr("efficiency", 0.85);
    if (!(n.efficiency > 0) || n.efficiency > 1)
        r.fail(IssueCode::OutOfRange, "efficiency", "must be between 0 and 1");
    if (!(n.latencyUs >= 0) || n.latencyUs > 1e6)
        r.fail(IssueCode::OutOfRange, "latency_us", "must be between 0 and 1000000");
    return n;
}

ModelPreset readModel(const JsonReader &r)
{
    ModelPreset m;
    m.id = requireId(r);
    m.name = r.string("name");
    m.family = r.enumValue("family", familyFromId);
    m.organisation = r.stringOr("organisation", "");
    m.series = r.stringOr("series", "");
    m.referenceSource = r.stringOr("reference_source", "");
    m.source = r.stringOr("config_source", r.stringOr("source", ""));
    if (r.has("reference_params"))
        m.referenceParams = r.integer("reference_params");
    if (r.has("hf_config")) {
        JsonReader cfg = r.object("hf_config");
        auto arch = detail::importHfConfigObject(cfg.raw(), r.path("hf_config") + ".");
        if (!arch)
            throw JsonIssue{arch.issue()};
        m.arch = arch.value();
        m.arch.family = m.family == Family::Moe || m.family == Family::Multimodal ? m.family : m.arch.family;
    } else if (r.has("scale_params")) {
        m.derived = true;
        m.scaleParams = r.number("scale_params");
        auto arch = deriveFromScale(m.family, m.scaleParams);
        if (!arch) {
            Issue i = arch.issue();
            i.field = r.path("scale_params");
            throw JsonIssue{i};
        }
        m.arch = arch.value();
    } else {
        r.fail(IssueCode::MissingField, "hf_config", "a preset needs hf_config or scale_params");
    }
    return m;
}

} // namespace

Result<std::vector<Gpu>> parseGpus(std::string_view text, const std::string &fileName)
{
    SourceTexts tags;
    if (auto root = detail::parseJsonObject(text, fileName))
        tags = detail::sourceTexts(*root);
    return parseList<Gpu>(text, fileName, "gpus", [&](const JsonReader &r) { return readGpu(r, tags); });
}

Result<std::vector<Network>> parseNetworks(std::string_view text, const std::string &fileName)
{
    return parseList<Network>(text, fileName, "networks", readNetwork);
}

Result<std::vector<ModelPreset>> parseModels(std::string_view text, const std::string &fileName)
{
    auto models = parseList<ModelPreset>(text, fileName, "models", readModel);
    if (!models)
        return models;
    // A series is listed in one piece (the Scale page and `gpuplan-cli models` group by it).
    std::set<std::string> closed;
    for (std::size_t i = 0; i < models->size(); ++i) {
        const std::string &series = (*models)[i].series;
        if (series.empty())
            continue;
        if (closed.count(series))
            return Issue {IssueCode::OutOfRange, fileName + ": models[" + std::to_string(i) + "] (" + (*models)[i].id + ").series",
                          "the models of series '" + series + "' must be listed together"};
        if (i + 1 == models->size() || (*models)[i + 1].series != series)
            closed.insert(series);
    }
    return models;
}

Result<Catalog> parseCatalog(std::string_view gpus, std::string_view networks, std::string_view models,
                             std::string_view prices)
{
    Catalog c;
    auto g = parseGpus(gpus);
    if (!g)
        return g.issue();
    auto n = parseNetworks(networks);
    if (!n)
        return n.issue();
    auto m = parseModels(models);
    if (!m)
        return m.issue();
    c.gpus = std::move(g).value();
    c.networks = std::move(n).value();
    c.models = std::move(m).value();
    if (!prices.empty()) {
        auto book = parsePrices(prices);
        if (!book)
            return book.issue();
        for (const GpuPrice &p : book->gpus)
            if (!c.gpu(p.gpu))
                return Issue{IssueCode::UnknownId, "prices.json: " + p.gpu, "GPU '" + p.gpu + "' is not in gpus.json"};
        c.prices = std::make_shared<const PriceBook>(std::move(book).value());
    }
    for (const Gpu &gpu : c.gpus) {
        if (!c.network(gpu.defaultNetwork))
            return Issue{IssueCode::UnknownId, "gpus.json: " + gpu.id + ".default_network",
                         "network '" + gpu.defaultNetwork + "' is not in networks.json"};
        if (!gpu.pcieSibling.empty() && !c.gpu(gpu.pcieSibling))
            return Issue{IssueCode::UnknownId, "gpus.json: " + gpu.id + ".pcie_sibling",
                         "GPU '" + gpu.pcieSibling + "' is not in gpus.json"};
    }
    return c;
}

} // namespace engine
