// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "englishtext.h"
#include "printf.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iomanip>
#include <map>
#include <set>
#include <span>
#include <sstream>
#include <string_view>
#include <type_traits>

#include <engine/costcurve.h>
#include <nlohmann/json.hpp>

#include "bundled.h"
#include "engine/advisor.h"
#include "engine/hfconfig.h"
#include "engine/limits.h"
#include "engine/plan.h"
#include "engine/priceoverrides.h"
#include "engine/scenariofile.h"

namespace gpuplan::cli {

namespace {

// Decimals that keep a small positive value from printing as zero (a tiny job read "0.0 days" and
// "rent 0"): `decimals`, or as many as its first significant digit needs (at most 6).
int decimalsFor(double v, int decimals)
{
    if (!(v > 0) || v >= std::pow(10.0, -decimals))
        return decimals;
    return std::min(6, static_cast<int>(std::ceil(-std::log10(v))));
}

// `decimals` places, more for a small figure (0.05 requests/s, not 0.1), and a figure below a
// millionth in scientific notation (1.0e-09 requests/s, not 0.000000).
std::string number(double v, int decimals)
{
    char text[64];
    if (v > 0 && v < 1e-6)
        std::snprintf(text, sizeof text, "%.1e", v);
    else
        std::snprintf(text, sizeof text, "%.*f", decimalsFor(v, decimals), v);
    return text;
}

using nlohmann::ordered_json;
using namespace engine;

// A number JSON can hold: NaN and the infinities are written as 0.
double finite(double v)
{
    return std::isfinite(v) ? v : 0.0;
}

// An optional part of the output: its JSON, or null when it is absent.
template<typename T, typename ToJson>
ordered_json orNull(const std::optional<T> &v, ToJson toJson)
{
    return v ? ordered_json(toJson(*v)) : ordered_json(nullptr);
}

// Adds the fields to the object `j` in the order given, which is the order of the output.
void put(ordered_json &j, std::initializer_list<std::pair<const char *, ordered_json>> fields)
{
    for (const auto &[key, value] : fields)
        j[key] = value;
}

// Bad input: reported as one line on stderr, exit code 2.
struct UsageError
{
    std::string message;
};

std::optional<double> parseQuantityImpl(const std::string &text)
{
    if (text.empty() || text.size() > 64)
        return std::nullopt;
    const char *begin = text.c_str();
    char *end = nullptr;
    errno = 0;
    const double v = std::strtod(begin, &end);
    // An underflow (1e-309) is a number, below any field's range, and said so; an overflow is not.
    if (end == begin || !std::isfinite(v) || (errno == ERANGE && std::abs(v) >= 1.0))
        return std::nullopt;
    // strtod accepts "inf", "nan", hex floats: only plain decimal text is allowed.
    for (const char *c = begin; c < end; ++c)
        if (!(std::isdigit(static_cast<unsigned char>(*c)) || *c == '.' || *c == 'e' || *c == 'E' || *c == '-' || *c == '+'))
            return std::nullopt;
    const std::string suffix(end);
    static const std::map<std::string, double> kSuffix {
        {"", 1}, {"k", 1e3}, {"K", 1e3}, {"M", 1e6}, {"m", 1e6}, {"B", 1e9}, {"b", 1e9}, {"G", 1e9},
        {"g", 1e9}, {"T", 1e12}, {"t", 1e12}, {"Ki", 1024.0}, {"Mi", 1048576.0}, {"Gi", 1073741824.0},
        // The Chinese units the wizard's money and token fields take (a zh_CN QA pass: the GUI took a
        // budget of 800万, the CLI said "'800万' is not a number").
        {"万", 1e4}, {"萬", 1e4}, {"亿", 1e8}, {"億", 1e8}};
    auto it = kSuffix.find(suffix);
    if (it == kSuffix.end())
        return std::nullopt;
    const double r = v * it->second;
    if (!std::isfinite(r))
        return std::nullopt;
    return r;
}

std::string groupDigits(std::int64_t v)
{
    // Built front to back (an in-place insert trips GCC 12's -Wrestrict false positive).
    const std::string digits = std::to_string(v);
    const std::size_t sign = v < 0 ? 1 : 0;
    std::string s = digits.substr(0, sign);
    for (std::size_t i = sign; i < digits.size(); ++i) {
        if (i > sign && (digits.size() - i) % 3 == 0)
            s += ',';
        s += digits[i];
    }
    return s;
}

// An amount of money in the text output, thousands grouped: "TWD buy 34,124,237" (a zh_TW QA pass
// read "TWD buy 10414746").
std::string money(double v)
{
    return std::isfinite(v) && std::abs(v) < 9e18 ? groupDigits(std::llround(v)) : std::string("0");
}

class Args
{
public:
    explicit Args(std::vector<std::string> args) : m_args(std::move(args)) {}

    bool flag(const std::string &name)
    {
        bool found = false;
        for (std::size_t i = 0; i < m_args.size(); ++i)
            if (m_args[i] == name) {
                if (found)
                    throw UsageError{name + " given more than once"};
                m_used.insert(i);
                found = true;
            }
        return found;
    }

    // Two flags that say opposite things: true for `on`, false for `off`, none when neither is given;
    // both is a usage error, not the last one winning.
    // Whether `name` is on the command line (alone or as name=value), without taking it.
    bool given(std::string_view name) const
    {
        for (std::size_t i = 2; i < m_args.size(); ++i) {
            const std::string_view arg = m_args[i];
            if (arg == name || (arg.starts_with(name) && arg.size() > name.size() && arg[name.size()] == '='))
                return true;
        }
        return false;
    }

    std::optional<bool> choice(const std::string &on, const std::string &off)
    {
        const bool yes = flag(on), no = flag(off);
        if (yes && no)
            throw UsageError{on + " and " + off + " contradict each other: give one"};
        if (!yes && !no)
            return std::nullopt;
        return yes;
    }

    std::vector<std::string> values(const std::string &name)
    {
        std::vector<std::string> out;
        for (std::size_t i = 0; i < m_args.size(); ++i) {
            if (m_args[i] == name) {
                if (i + 1 >= m_args.size())
                    throw UsageError{name + " needs a value"};
                m_used.insert(i);
                m_used.insert(i + 1);
                out.push_back(m_args[i + 1]);
                ++i;
            } else if (m_args[i].rfind(name + "=", 0) == 0) {
                m_used.insert(i);
                out.push_back(m_args[i].substr(name.size() + 1));
            }
        }
        return out;
    }

    std::optional<std::string> value(const std::string &name)
    {
        auto v = values(name);
        if (v.size() > 1)
            throw UsageError{name + " given more than once"};
        if (v.empty())
            return std::nullopt;
        return v.front();
    }

    // A bound as people read it: whole numbers with thousands grouped ("1 to 1,000,000", where
    // iostream printed "1e+06"), fractions with up to six significant digits.
    static std::string rangeBound(double v)
    {
        if (v == std::floor(v) && std::abs(v) < 1e16)
            return groupDigits(static_cast<std::int64_t>(v));
        std::ostringstream s;
        s << std::setprecision(6) << v;
        return s.str();
    }

    std::optional<double> number(const std::string &name, double lo, double hi)
    {
        auto v = value(name);
        if (!v)
            return std::nullopt;
        auto q = parseQuantityImpl(*v);
        // A fraction's field (a dropout, a memory share, MFU) takes no unit words (a QA pass read the
        // token-count hint beside --lora-dropout).
        if (!q)
            throw UsageError{name + ": '" + *v + "' is not a number ("
                             + (hi <= 1 ? std::string("use a fraction such as 0.05") : std::string("use forms like 4096, 7.5e9, 7.5B, 128k"))
                             + ")"};
        if (*q < lo || *q > hi) {
            // A least value that only keeps the number above 0 is said so, as the wizard says it (a QA
            // pass read "--days: 0 is out of range (1e-06 to 36,500)").
            if (lo > 0 && lo < 1e-3)
                throw UsageError{name + ": " + *v + " is out of range (above 0, up to " + rangeBound(hi) + ")"};
            throw UsageError{name + ": " + *v + " is out of range (" + rangeBound(lo) + " to " + rangeBound(hi) + ")"};
        }
        return q;
    }

    std::optional<std::int64_t> integer(const std::string &name, double lo, double hi)
    {
        auto q = number(name, lo, hi);
        if (!q)
            return std::nullopt;
        if (std::floor(*q) != *q)
            throw UsageError{name + ": must be a whole number"};
        return static_cast<std::int64_t>(*q);
    }

    // The same, on the option's entry of the limit table (engine/limits.h).
    // 0 where it stands for the default (no budget, the cooling's rack, a searched size) is what leaving
    // the option out gives; said so (a QA pass read "--budget 0" refused, where the wizard's 0 is "No limit").
    std::optional<double> number(const std::string &name, const FieldLimit &l)
    {
        try {
            return number(name, l.min, l.max);
        } catch (const UsageError &e) {
            if (const auto v = value(name); l.zeroIsDefault && v && parseQuantityImpl(*v) == 0.0)
                throw UsageError{e.message + "; leave the option out for the default"};
            throw;
        }
    }
    std::optional<std::int64_t> integer(const std::string &name, const FieldLimit &l) { return integer(name, l.min, l.max); }

    void rejectUnused() const
    {
        for (std::size_t i = 2; i < m_args.size(); ++i)
            if (!m_used.count(i))
                throw UsageError{"unknown argument '" + m_args[i] + "' (see gpuplan-cli --help)"};
    }

private:
    std::vector<std::string> m_args;
    std::set<std::size_t> m_used;
};

const Catalog &catalogOrThrow()
{
    const auto &c = bundled::catalog();
    if (!c)
        throw std::runtime_error("bundled catalogue is invalid: " + issueLine(c.issue()));
    return c.value();
}

std::string readFile(const std::string &path);

// The GUI's price table file (Qt's AppConfigLocation on Linux): $XDG_CONFIG_HOME, or ~/.config,
// then gpuplan/gpuplan/price-overrides.json.
std::string defaultPriceOverridesPath()
{
    const char *xdg = std::getenv("XDG_CONFIG_HOME");
    std::string base = xdg && *xdg ? xdg : "";
    if (base.empty()) {
        const char *home = std::getenv("HOME");
        if (!home || !*home)
            return {};
        base = std::string(home) + "/.config";
    }
    return base + "/" + kPriceOverridesFile;
}

// The catalogue plans are costed with: the bundled one, with the user's price overrides applied
// exactly as the GUI applies them (`--prices FILE`, `--prices none`, or the GUI's file when it
// exists). `source` is the file used, empty for none.
struct PlanningCatalog
{
    std::shared_ptr<const Catalog> catalog;
    std::string source;
};

PlanningCatalog planningCatalog(Args &a)
{
    const Catalog &bundledCat = catalogOrThrow();
    std::string path;
    bool required = false;
    if (auto v = a.value("--prices")) {
        if (v->empty())
            throw UsageError{"--prices: give a price file, or none for the catalogue's prices"};
        if (*v != "none") {
            path = *v;
            required = true;
        }
    } else {
        path = defaultPriceOverridesPath();
    }
    PlanningCatalog out {std::shared_ptr<const Catalog>(&bundledCat, [](const Catalog *) {}), {}};
    if (path.empty() || (!required && !std::ifstream(path)))
        return out;
    auto parsed = parsePriceOverrides(readFile(path), path);
    if (!parsed)
        throw UsageError{"--prices: " + issueLine(parsed.issue())};
    for (const auto &entry : parsed->gpus)   // a price for a GPU the catalogue lacks would cost nothing
        if (!bundledCat.gpu(entry.first))
            throw UsageError{"--prices: " + path + ": gpus." + entry.first + ": unknown GPU id (gpuplan-cli gpus lists them)"};
    out.source = path;
    if (parsed->isEmpty())
        return out;
    const std::time_t now = std::time(nullptr);
    char month[8] = "";
    std::strftime(month, sizeof month, "%Y-%m", std::gmtime(&now));
    out.catalog = withPriceOverrides(bundledCat, *parsed, month);
    return out;
}

std::string readFile(const std::string &path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw UsageError{"'" + path + "' is a folder, not a file"};
    std::ifstream f(path, std::ios::binary);
    if (!f)
        throw UsageError{"cannot read '" + path + "'"};
    // Read in blocks, not by the size: a pipe (--scenario <(...)) has none.
    constexpr std::size_t kMax = 16u << 20;
    std::string text;
    char block[65536];
    while (f.read(block, sizeof block) || f.gcount() > 0) {
        text.append(block, static_cast<std::size_t>(f.gcount()));
        if (text.size() > kMax)
            throw UsageError{"'" + path + "' is larger than 16 MiB, more than any file gpuplan reads"};
    }
    if (f.bad())
        throw UsageError{"cannot read '" + path + "'"};
    return text;
}

struct ModelChoice
{
    std::string name;
    Architecture arch;
    std::string presetId;
    ModelSource source = ModelSource::Preset;
};

ModelChoice chooseModel(Args &a, const Catalog &cat, bool required)
{
    const auto model = a.value("--model");
    const auto hf = a.value("--hf-config");
    const auto family = a.value("--family");
    const auto params = a.number("--params", limit::kScaleParams.min, limit::kScaleParams.max);
    const int given = (model ? 1 : 0) + (hf ? 1 : 0) + ((family || params) ? 1 : 0);
    if (given > 1)
        throw UsageError{"give only one of --model, --hf-config, or --family with --params"};
    if (model) {
        const ModelPreset *p = cat.model(*model);
        if (!p)
            throw UsageError{"unknown model id '" + *model + "' (see gpuplan-cli models)"};
        return {p->name, p->arch, p->id, ModelSource::Preset};
    }
    if (hf) {
        const std::string text = readFile(*hf);
        auto arch = importHfConfig(text);
        if (!arch)
            throw UsageError{*hf + ": " + issueLine(arch.issue())};
        return {hfConfigModelName(*hf, text), arch.value(), "", ModelSource::HfConfig};
    }
    if (family || params) {
        if (!family || !params)
            throw UsageError{"--family and --params go together (e.g. --family decoder --params 10B)"};
        auto f = familyFromId(*family);
        if (!f)
            throw UsageError{"--family: unknown family '" + *family + "' (decoder, moe, encoder, vit, multimodal, encoder-decoder)"};
        auto arch = deriveFromScale(*f, *params);
        if (!arch)
            throw UsageError{issueLine(arch.issue())};
        std::ostringstream n;
        n << *family << " " << *params / 1e9 << "B (derived)";
        return {n.str(), arch.value(), "", ModelSource::Scale};
    }
    if (required)
        throw UsageError{"choose a model: --model ID, --hf-config FILE, or --family F --params N"};
    return {"", {}, ""};
}

ordered_json paramsJson(const Architecture &arch, const std::string &name)
{
    const ParamCount pc = countParams(arch);
    const Tower &t = arch.text;
    ordered_json j {{"total_params", pc.total}, {"active_params", pc.active}, {"name", name},
                    {"family", familyId(arch.family)}, {"model_type", arch.modelType},
                    {"embedding_params", pc.embedding}, {"lm_head_params", pc.lmHead}, {"expert_params", pc.expert},
                    {"vision_params", pc.visionTotal}, {"layers", t.layers}, {"hidden_size", t.hidden},
                    {"attention_heads", t.heads}, {"kv_heads", t.kvHeads}, {"head_dim", t.headDim}, {"ffn_size", t.ffn},
                    {"vocab_size", t.vocab}, {"kv_cache_bytes_per_token_bf16", kvBytesPerToken(arch, Dtype::Bf16)}};
    if (arch.encoder)   // encoder-decoder: "layers" above are the decoder's
        put(j, {{"encoder_layers", arch.encoder->layers}, {"encoder_params", pc.encoderTotal}});
    return j;
}

std::string gib(std::int64_t bytes)
{
    std::ostringstream s;
    s << std::fixed << std::setprecision(1) << static_cast<double>(bytes) / (1024.0 * 1024.0 * 1024.0);
    return s.str();
}

int cmdParams(Args &a, std::ostream &out)
{
    const Catalog &cat = catalogOrThrow();
    const bool json = a.flag("--json");
    ModelChoice m = chooseModel(a, cat, true);
    a.rejectUnused();
    const ordered_json j = paramsJson(m.arch, m.name);
    if (json) {
        out << j.dump(2) << "\n";
    } else {
        out << "model          " << m.name << "\n"
            << "total params   " << groupDigits(j["total_params"].get<std::int64_t>()) << "\n"
            << "active params  " << groupDigits(j["active_params"].get<std::int64_t>()) << "\n";
        if (j.contains("encoder_params"))   // encoder-decoder: the encoder's share of the total
            out << "encoder params " << groupDigits(j["encoder_params"].get<std::int64_t>()) << " ("
                << j["encoder_layers"].get<std::int64_t>() << " layers; decoder " << j["layers"].get<std::int64_t>() << ")\n";
    }
    return 0;
}

int cmdGpus(Args &a, std::ostream &out)
{
    const Catalog &cat = catalogOrThrow();
    const bool json = a.flag("--json");
    a.rejectUnused();
    if (json) {
        ordered_json arr = ordered_json::array();
        for (const Gpu &g : cat.gpus) {
            ordered_json peaks;
            for (const auto &[d, v] : g.peakTflops)
                peaks[peakKey(d)] = v;
            arr.push_back({{"id", g.id}, {"name", g.name}, {"memory_gb", g.memoryGb},
                           {"capacity_bytes", g.capacityBytes}, {"mem_bw_gbps", g.memBwGBps}, {"dense_tflops", peaks},
                           {"tdp_w", g.tdpW}, {"link", g.linkName}, {"link_gbps_bidir", g.linkGBpsBidir},
                           {"form_factor", g.formFactor}, {"china", g.chinaStatus}});
        }
        out << ordered_json{{"gpus", arr}}.dump(2) << "\n";
        return 0;
    }
    // The id and name columns as wide as the longest, never cut ("NVIDIA RTX PRO 6000 Blackwell Server
    // Ed" in a QA pass).
    int idWidth = 22, nameWidth = 40;
    for (const Gpu &g : cat.gpus) {
        idWidth = std::max(idWidth, static_cast<int>(g.id.size()) + 2);
        nameWidth = std::max(nameWidth, static_cast<int>(g.name.size()) + 2);
    }
    out << std::left << std::setw(idWidth) << "id" << std::setw(nameWidth) << "name" << std::right << std::setw(7) << "GiB"
        << std::setw(8) << "TB/s" << std::setw(10) << "16-bit TF" << std::setw(8) << "fp8 TF" << std::setw(7) << "W" << "\n";
    for (const Gpu &g : cat.gpus) {
        out << std::left << std::setw(idWidth) << g.id << std::setw(nameWidth) << g.name << std::right << std::setw(7)
            << gib(g.capacityBytes) << std::setw(8) << std::setprecision(2) << std::fixed << g.memBwGBps / 1000.0
            // The 16-bit tensor peak: BF16, else FP16 on Volta and Turing (which have no BF16; the GUI's
            // list says "BF16 –" for them, and this column read "bf16 125" for a V100).
            << std::setw(10) << std::setprecision(0) << g.peak(Dtype::Bf16).value_or(g.peak(Dtype::Fp16).value_or(0))
            << std::setw(8) << g.peak(Dtype::Fp8).value_or(0) << std::setw(7) << g.tdpW << "\n";
    }
    return 0;
}

// The presets by series, in the catalogue's order (the catalogue keeps each series together); the
// derived scale models last, under "derived from scale".
int cmdModels(Args &a, std::ostream &out)
{
    const Catalog &cat = catalogOrThrow();
    const bool json = a.flag("--json");
    a.rejectUnused();
    const auto seriesOf = [](const ModelPreset &m) { return m.series.empty() ? std::string("derived from scale") : m.series; };
    if (json) {
        ordered_json arr = ordered_json::array(), series = ordered_json::array();
        for (const ModelPreset &m : cat.models) {
            ordered_json j = paramsJson(m.arch, m.name);
            put(j, {{"id", m.id}, {"family", familyId(m.family)}, {"series", seriesOf(m)},
                    {"organisation", m.organisation}});
            if (m.referenceParams)
                j["reference_params"] = *m.referenceParams;
            j["reference_source"] = m.referenceSource;
            arr.push_back(j);
            if (series.empty() || series.back()["series"] != seriesOf(m))
                series.push_back({{"series", seriesOf(m)}, {"organisation", m.organisation}, {"models", ordered_json::array()}});
            series.back()["models"].push_back(m.id);
        }
        out << ordered_json{{"series", series}, {"models", arr}}.dump(2) << "\n";
        return 0;
    }
    int idWidth = 22, nameWidth = 36;
    for (const ModelPreset &m : cat.models) {
        idWidth = std::max(idWidth, static_cast<int>(m.id.size()) + 2);
        nameWidth = std::max(nameWidth, static_cast<int>(m.name.size()) + 2);
    }
    out << std::left << std::setw(idWidth + 2) << "id" << std::setw(nameWidth) << "name" << std::setw(12) << "family" << std::right
        << std::setw(20) << "total params" << std::setw(20) << "active params" << "\n";
    for (std::size_t i = 0; i < cat.models.size(); ++i) {
        const ModelPreset &m = cat.models[i];
        if (i == 0 || seriesOf(cat.models[i - 1]) != seriesOf(m))
            out << "\n" << seriesOf(m) << (m.organisation.empty() ? "" : " — " + m.organisation) << "\n";
        const ParamCount pc = countParams(m.arch);
        out << "  " << std::left << std::setw(idWidth) << m.id << std::setw(nameWidth) << m.name << std::setw(12)
            << familyId(m.family) << std::right << std::setw(20) << groupDigits(pc.total) << std::setw(20)
            << groupDigits(pc.active) << "\n";
    }
    return 0;
}

template<typename E>
E enumOption(Args &a, const std::string &name, E fallback, std::optional<E> (*parse)(const std::string &), const char *choices)
{
    auto v = a.value(name);
    if (!v)
        return fallback;
    auto e = parse(*v);
    if (!e)
        throw UsageError{name + ": unknown value '" + *v + "' (" + choices + ")"};
    return *e;
}

// An "on" or "off" option into its flag; anything else is refused.
void onOffOption(Args &a, const std::string &name, bool &flag)
{
    if (auto v = a.value(name)) {
        if (*v != "on" && *v != "off")
            throw UsageError{name + ": use on or off"};
        flag = *v == "on";
    }
}

// A numeric scenario option: its name, its range and the reader that sets its field.
struct NumericOption
{
    const char *name;
    const FieldLimit &limit;
    void (*read)(Args &a, const NumericOption &option, Scenario &s);
    const char *fileKey;   // where a scenario file keeps the value ("training.deadline_days")
};

// Reads `option` into the field that Path leads to: readInto<&Scenario::training, &TrainingSetup::tokens>
// sets s.training.tokens, readInto<&Scenario::gpuCount> s.gpuCount (the fold applies the member
// pointers left to right). An integer field goes through Args::integer, which refuses fractions, a
// double through Args::number.
template<auto... Path>
void readInto(Args &a, const NumericOption &option, Scenario &s)
{
    auto &field = (s .* ... .* Path);
    using Field = std::remove_reference_t<decltype(field)>;
    if constexpr (std::is_floating_point_v<Field>) {
        if (auto v = a.number(option.name, option.limit))
            field = *v;
    } else {
        static_assert(std::is_integral_v<Field> && !std::is_same_v<Field, bool>, "a numeric option sets a number");
        if (auto n = a.integer(option.name, option.limit))
            field = static_cast<Field>(*n);
    }
}

// The numeric scenario options, in the order scenarioFromArgs reads them, in parts between the other
// options: the order decides which error is reported when several options are bad.
// The rows take their range from engine/limits.h.
constexpr NumericOption kNumericOptions[] = {
    {"--gpus", limit::kGpuCount, readInto<&Scenario::gpuCount>, "gpu_count"},
    {"--max-gpus", limit::kMaxGpus, readInto<&Scenario::maxGpus>, "max_gpus"},
    {"--tp", limit::kTp, readInto<&Scenario::parallel, &ParallelOverride::tp>, "parallel.tp"},
    {"--pp", limit::kPp, readInto<&Scenario::parallel, &ParallelOverride::pp>, "parallel.pp"},
    {"--dp", limit::kDp, readInto<&Scenario::parallel, &ParallelOverride::dp>, "parallel.dp"},
    {"--cp", limit::kCp, readInto<&Scenario::parallel, &ParallelOverride::cp>, "parallel.cp"},
    {"--ep", limit::kEp, readInto<&Scenario::parallel, &ParallelOverride::ep>, "parallel.ep"},
    {"--interleave", limit::kInterleave, readInto<&Scenario::parallel, &ParallelOverride::interleave>, "parallel.interleave"},
    {"--micro-batch", limit::kMicroBatch, readInto<&Scenario::training, &TrainingSetup::microBatch>, "training.micro_batch"},
    {"--global-batch", limit::kGlobalBatch, readInto<&Scenario::training, &TrainingSetup::globalBatch>, "training.global_batch"},
    {"--lora-rank", limit::kLoraRank, readInto<&Scenario::training, &TrainingSetup::loraRank>, "training.lora_rank"},
    {"--lora-dropout", limit::kLoraDropout, readInto<&Scenario::training, &TrainingSetup::loraDropout>, "training.lora_dropout"},
    {"--tokens", limit::kTokens, readInto<&Scenario::training, &TrainingSetup::tokens>, "training.tokens"},
    {"--days", limit::kDays, readInto<&Scenario::training, &TrainingSetup::deadlineDays>, "training.deadline_days"},
    {"--mfu", limit::kMfu, readInto<&Scenario::training, &TrainingSetup::mfuOverride>, "training.mfu_override"},
    {"--measured-step-s", limit::kMeasuredStep, readInto<&Scenario::training, &TrainingSetup::measuredStepSeconds>, "training.measured_step_s"},
    {"--measured-tokens-per-s", limit::kMeasuredTokens,
     readInto<&Scenario::training, &TrainingSetup::measuredTokensPerSecond>, "training.measured_tokens_per_s"},
    {"--batch", limit::kBatch, readInto<&Scenario::inference, &InferenceSetup::batch>, "inference.batch"},
    {"--context", limit::kContext, readInto<&Scenario::inference, &InferenceSetup::context>, "inference.context"},
    {"--qps", limit::kQps, readInto<&Scenario::inference, &InferenceSetup::qps>, "inference.qps"},
    {"--input-tokens", limit::kInputTokens, readInto<&Scenario::inference, &InferenceSetup::inputTokens>, "inference.input_tokens"},
    {"--output-tokens", limit::kOutputTokens, readInto<&Scenario::inference, &InferenceSetup::outputTokens>, "inference.output_tokens"},
    {"--ttft-ms", limit::kTtft, readInto<&Scenario::inference, &InferenceSetup::ttftMs>, "inference.ttft_ms"},
    {"--tpot-ms", limit::kTpot, readInto<&Scenario::inference, &InferenceSetup::tpotMs>, "inference.tpot_ms"},
    {"--e2e-ms", limit::kE2e, readInto<&Scenario::inference, &InferenceSetup::e2eMs>, "inference.e2e_ms"},
    {"--memory-fraction", limit::kMemoryFraction, readInto<&Scenario::inference, &InferenceSetup::memoryFraction>, "inference.memory_fraction"},
    {"--max-seqs", limit::kMaxSequences, readInto<&Scenario::inference, &InferenceSetup::maxSequences>, "inference.max_sequences"},
    {"--usd-to-cny", limit::kUsdToCny, readInto<&Scenario::budget, &BudgetSetup::usdToCny>, "budget.usd_to_cny"},
    {"--usd-to-twd", limit::kUsdToTwd, readInto<&Scenario::budget, &BudgetSetup::usdToTwd>, "budget.usd_to_twd"},
    {"--budget", limit::kBudget, readInto<&Scenario::budget, &BudgetSetup::limit>, "budget.limit"},
    {"--electricity", limit::kElectricity, readInto<&Scenario::budget, &BudgetSetup::electricityPerKwh>, "budget.electricity_per_kwh"},
    {"--pue", limit::kPue, readInto<&Scenario::budget, &BudgetSetup::pue>, "budget.pue"},
    {"--rack-kw", limit::kRackKw, readInto<&Scenario::budget, &BudgetSetup::rackKw>, "budget.rack_kw"},
    {"--depreciation-years", limit::kDepreciation, readInto<&Scenario::budget, &BudgetSetup::depreciationYears>, "budget.depreciation_years"},
    {"--utilisation", limit::kUtilisation, readInto<&Scenario::budget, &BudgetSetup::utilisation>, "budget.utilisation"},
    {"--horizon-months", limit::kHorizon, readInto<&Scenario::budget, &BudgetSetup::horizonMonths>, "budget.horizon_months"},
    {"--colocation", limit::kColocation, readInto<&Scenario::budget, &BudgetSetup::colocationPerKwMonth>, "budget.colocation_per_kw_month"},
    {"--staff-per-node-year", limit::kStaff, readInto<&Scenario::budget, &BudgetSetup::staffPerNodeYear>, "budget.staff_per_node_year"},
};

// An issue of the scenario the command line describes. A value that came from the scenario file (its
// option not given) is named by the file and its key, as `report` and the GUI name it: a QA pass read
// "--gpu: unknown GPU id" and "gpus: the GPU count must be ..." for a file's gpus and gpu_count.
std::string describeWhere(const Issue &issue, Args &a)
{
    // The checks of validate() on values that are not numbers (a QA pass read "network: unknown
    // network id" for a file's network, without the file).
    struct Other { const char *field, *option, *alsoOption, *fileKey; };
    static constexpr Other kOthers[] = {
        {"network", "--network", "--network", "network"},
        {"disaggregated", "--disaggregate", "--no-disaggregate", "inference.disaggregated"},
        {"zero", "--zero", "--distributed-optimizer", "parallel.zero"},
        {"kv_dtype", "--kv-dtype", "--kv-dtype", "inference.kv_cache"},
        {"precision", "--precision", "--precision", "inference.weights"},
        {"seq_len", "--seq-len", "--seq-len", "training.seq_len"},   // a QA pass read "seq_len:" without the file
        {"target_len", "--target-len", "--target-len", "training.target_len"},
        {"framework", "--framework", "--framework", "training.framework"},
    };
    const auto file = a.value("--scenario");
    if (file) {
        // The file's list of GPUs, not its count (both are "gpus" to validate(); a QA pass read
        // "gpu_count: choose at least one GPU" for `"gpus": []`).
        if (issue.reason == IssueReason::NoGpuChosen && !a.given("--gpu"))
            return *file + ": gpus: " + issueText(issue);
        for (const NumericOption &o : kNumericOptions)
            if (issue.field == o.limit.field && !a.given(o.name))
                return *file + ": " + o.fileKey + ": " + issueText(issue);
        if (issue.field == "--gpu" && !a.given("--gpu"))
            return *file + ": gpus: " + issueText(issue);
        for (const Other &o : kOthers)
            if (issue.field == o.field && !a.given(o.option) && !a.given(o.alsoOption))
                return *file + ": " + o.fileKey + ": " + issueText(issue);
    }
    // A value given as an option is named by the option (a QA pass read "context:" for --context and
    // "tp:" for --tp).
    for (const NumericOption &o : kNumericOptions)
        if (issue.field == o.limit.field && a.given(o.name))
            return std::string(o.name) + ": " + issueText(issue);
    for (const Other &o : kOthers)
        if (issue.field == o.field && (a.given(o.option) || a.given(o.alsoOption)))
            return std::string(a.given(o.option) ? o.option : o.alsoOption) + ": " + issueText(issue);
    return issueLine(issue);
}

// The row of kNumericOptions named `name`; a name not in the table does not compile.
consteval std::size_t numericOption(std::string_view name)
{
    for (std::size_t i = 0; i < std::size(kNumericOptions); ++i)
        if (kNumericOptions[i].name == name)
            return i;
    throw "not a numeric option";
}

// Reads the rows of kNumericOptions from `first` through `last` (numericOption indexes).
// Money is bounded in US dollars and read in the scenario's currency at its rate (engine::moneyLimit),
// so the rates come before it in the table.
void readNumbers(Args &a, Scenario &s, std::size_t first, std::size_t last)
{
    for (std::size_t i = first; i <= last; ++i) {
        const NumericOption &o = kNumericOptions[i];
        const bool money = &o.limit == &limit::kBudget || &o.limit == &limit::kElectricity || &o.limit == &limit::kColocation
                           || &o.limit == &limit::kStaff;
        if (!money) {
            o.read(a, o, s);
            continue;
        }
        const FieldLimit inCurrency = moneyLimit(o.limit, s, catalogOrThrow().prices.get());
        o.read(a, NumericOption {o.name, inCurrency, o.read, o.fileKey}, s);
    }
}

// Options that only one workload reads: given to the other, they would be ignored without a word.
constexpr std::string_view kTrainingOnlyOptions[] = {
    "--days", "--tokens", "--mfu", "--measured-step-s", "--measured-tokens-per-s", "--micro-batch", "--global-batch",
    "--seq-len", "--target-len", "--recompute", "--sequence-parallel", "--no-sequence-parallel", "--framework", "--attention-kernel",
    "--flash-attention", "--fp32-grad-accum", "--fp32-loss", "--fp32-master", "--offload", "--zero", "--distributed-optimizer",
    "--interleave", "--cp", "--optimizer", "--lora-rank", "--lora-targets", "--lora-dropout", "--kernels",
    "--moe-dispatcher", "--ep-overlap",
};
constexpr std::string_view kServingOnlyOptions[] = {
    "--batch", "--context", "--qps", "--input-tokens", "--output-tokens", "--ttft-ms", "--tpot-ms", "--e2e-ms",
    "--memory-fraction", "--max-seqs", "--engine", "--kv-dtype", "--disaggregate", "--no-disaggregate",
};
constexpr std::string_view kLoraOnlyOptions[] = {"--lora-rank", "--lora-targets", "--lora-dropout"};

void refuseOtherWorkload(const Args &a, Workload w)
{
    const bool serving = w == Workload::Inference;
    const std::span<const std::string_view> other = serving ? std::span<const std::string_view>(kTrainingOnlyOptions)
                                                            : std::span<const std::string_view>(kServingOnlyOptions);
    for (std::string_view name : other)
        if (a.given(name))
            throw UsageError{std::string(name) + (serving ? " applies to training, not to --workload inference"
                                                          : " applies to serving (--workload inference), not to training")};
    if (w != Workload::Lora && w != Workload::Qlora)
        for (std::string_view name : kLoraOnlyOptions)
            if (a.given(name))
                throw UsageError{std::string(name) + " applies to --workload lora or qlora"};
}

// The scenario the options apply to: a bundled preset or a scenario file as saved (`fromFile`), else
// the model named by --model, --hf-config or --family on the defaults.
Scenario baseScenario(Args &a, const Catalog &cat, bool &fromFile)
{
    fromFile = true;
    if (auto id = a.value("--preset")) {
        if (a.value("--scenario"))
            throw UsageError{"--preset and --scenario both name a scenario; give one"};
        const std::string_view text = bundled::presetFile(*id);
        if (text.empty()) {
            std::string ids;
            for (const auto &[name, file] : bundled::presetFiles())
                ids += (ids.empty() ? "" : ", ") + std::string(name);
            throw UsageError{"--preset: unknown preset '" + *id + "' (" + ids + ")"};
        }
        auto parsed = parseScenarioFile(text);
        if (!parsed)
            throw UsageError{"--preset " + *id + ": " + issueLine(parsed.issue())};
        if (a.value("--model") || a.value("--hf-config") || a.value("--family"))
            throw UsageError{"--preset already names the model; drop --model/--hf-config/--family"};
        return parsed->scenario;
    }
    if (auto file = a.value("--scenario")) {
        const std::string text = readFile(*file);
        auto parsed = parseScenarioFile(text, &cat);
        if (!parsed)
            throw UsageError{*file + ": " + issueLine(parsed.issue())};
        for (const std::string &k : parsed->unknownKeys)
            std::cerr << "gpuplan-cli: note: " << *file << ": unknown key '" << k << "' kept but not used\n";
        if (a.value("--model") || a.value("--hf-config") || a.value("--family"))
            throw UsageError{"--scenario already names the model; drop --model/--hf-config/--family"};
        return parsed->scenario;
    }
    fromFile = false;
    Scenario s;
    ModelChoice m = chooseModel(a, cat, true);
    s.modelName = m.name;
    s.model = m.arch;
    s.presetId = m.presetId;
    s.modelSource = m.source;
    return s;
}

// The scenario of a command line: the base scenario with every option given applied over it, so a
// preset or a file is a starting point the options change (docs/cli.md).
Scenario scenarioFromArgs(Args &a, const Catalog &cat)
{
    bool fromFile = false;
    Scenario s = baseScenario(a, cat, fromFile);
    s.workload = enumOption(a, "--workload", s.workload, workloadFromId, "pretrain, finetune, lora, qlora, inference");
    refuseOtherWorkload(a, s.workload);
    if (s.workload == Workload::Inference) {
        auto prec = a.value("--precision");
        if (prec) {
            auto d = dtypeFromId(*prec);
            if (!d || *d == Dtype::Tf32 || *d == Dtype::Nf4)
                throw UsageError{"--precision: '" + *prec + "' is not a serving precision (fp32, bf16, fp16, fp8, int8, int4, mxfp4, nvfp4)"};
            s.inference.weights = *d;
        }
    } else {
        auto prec = a.value("--precision");
        if (prec) {
            if (*prec == "int8" || *prec == "int4")
                throw UsageError{"--precision: " + *prec + " training is not a thing; train in bf16/fp16 mixed or fp8 and quantise for serving"};
            auto p = precisionFromId(*prec);
            if (!p)
                throw UsageError{"--precision: unknown value '" + *prec + "' (fp32, tf32, bf16, fp16, fp8)"};
            s.training.precision = *p;
        }
        s.training.optimizer = enumOption(a, "--optimizer", s.training.optimizer, optimizerFromId, "adamw, adamw8bit, sgd, adafactor");
    }
    auto gpus = a.values("--gpu");
    if (!gpus.empty()) {
        s.gpuIds.clear();
        for (const std::string &g : gpus) {
            std::stringstream ss(g);
            std::string id;
            while (std::getline(ss, id, ',')) {
                if (id.empty())   // "a,,b" or "a," : a typo, not a list
                    throw UsageError{"--gpu: an empty GPU id in '" + g + "' (ids separated by single commas)"};
                s.gpuIds.push_back(id);
            }
            if (!g.empty() && g.back() == ',')
                throw UsageError{"--gpu: an empty GPU id in '" + g + "' (ids separated by single commas)"};
        }
    }
    for (std::size_t i = 0; i < s.gpuIds.size(); ++i) {
        const std::string &id = s.gpuIds[i];
        if (!cat.gpu(id))
            throw UsageError{describeWhere(reasonIssue(IssueCode::UnknownId, "--gpu", IssueReason::UnknownGpu, {}, id), a)};
        if (std::find(s.gpuIds.begin(), s.gpuIds.begin() + static_cast<std::ptrdiff_t>(i), id) != s.gpuIds.begin() + static_cast<std::ptrdiff_t>(i))
            throw UsageError{"--gpu: '" + id + "' is given twice"};
    }
    readNumbers(a, s, numericOption("--gpus"), numericOption("--ep"));
    // The serving search sets its replicas from the request rate and the GPU count and keeps a
    // mixture of experts' experts with tensor parallelism: a pinned DP or EP would be ignored.
    if (s.workload == Workload::Inference && a.given("--dp") && s.parallel.dp > 0)
        throw UsageError{"--dp: serving sets its replicas from --qps and --gpus; pin --tp or --pp instead"};
    if (s.workload == Workload::Inference && a.given("--ep") && s.parallel.ep > 1)
        throw UsageError{"--ep: expert parallelism is modelled for training, not for serving"};
    const auto zero = a.integer("--zero", 0, 3);
    if (zero)
        s.parallel.zero = static_cast<int>(*zero);
    readNumbers(a, s, numericOption("--interleave"), numericOption("--interleave"));
    if (a.flag("--distributed-optimizer")) {
        if (zero && *zero != 1)
            throw UsageError{"--distributed-optimizer is ZeRO stage 1 and contradicts --zero " + std::to_string(*zero)};
        s.parallel.zero = 1;
    }
    if (auto r = a.value("--recompute")) {
        auto rc = recomputeFromId(*r);
        if (!rc)
            throw UsageError{"--recompute: unknown value '" + *r + "' (none, selective, full)"};
        s.training.recompute = *rc;
        s.training.recomputeAuto = false;
    }
    if (auto on = a.choice("--sequence-parallel", "--no-sequence-parallel")) s.training.sequenceParallel = *on;
    s.inference.engine = enumOption(a, "--engine", s.inference.engine, servingEngineFromId, "vllm, sglang, trtllm, trtllm-2023");
    s.training.framework = enumOption(a, "--framework", s.training.framework, frameworkFromId,
                                      "auto, megatron-core, fsdp, deepspeed, megatron-2021");
    s.training.attentionKernel = enumOption(a, "--attention-kernel", s.training.attentionKernel, attentionKernelFromId,
                                            "auto, fa2, fa3 (or cudnn, te)");
    s.training.kernels = enumOption(a, "--kernels", s.training.kernels, kernelsFromId, "auto, fused, eager");
    s.training.moeDispatcher = enumOption(a, "--moe-dispatcher", s.training.moeDispatcher, moeDispatcherFromId,
                                          "auto, alltoall, deepep (or flex, hybridep)");
    onOffOption(a, "--ep-overlap", s.training.epOverlap);
    onOffOption(a, "--flash-attention", s.training.flashAttention);
    onOffOption(a, "--fp32-grad-accum", s.training.fp32GradAccumulation);
    onOffOption(a, "--fp32-loss", s.training.fp32Loss);
    onOffOption(a, "--fp32-master", s.training.fp32MasterWeights);
    if (a.given("--fp32-master") && !isMixedPrecision(s.training.precision))
        throw UsageError{std::string("--fp32-master applies to mixed precision (bf16, fp16, fp8), not to --precision ")
                         + precisionId(s.training.precision)};
    s.training.offload = enumOption(a, "--offload", s.training.offload, offloadFromId, "none, optimizer, params");
    if (auto n = a.integer("--seq-len", limit::kSeqLen))
        s.training.seqLen = *n;
    else if (!fromFile && s.model.text.position == PositionKind::Learned && s.model.text.maxPositions > 0)
        s.training.seqLen = std::min(s.training.seqLen, s.model.text.maxPositions);   // the default follows the position table
    if (auto n = a.integer("--target-len", limit::kTargetLen)) {
        if (!s.model.encoder)
            throw UsageError{"--target-len: only an encoder-decoder model (T5, mT5) has target tokens; use --seq-len"};
        s.training.targetLen = *n;
    }
    readNumbers(a, s, numericOption("--micro-batch"), numericOption("--lora-dropout"));
    if (auto v = a.value("--lora-targets")) {
        if (*v != "all" && *v != "attention")
            throw UsageError{"--lora-targets: use all or attention"};
        s.training.loraAllLinear = *v == "all";
    }
    readNumbers(a, s, numericOption("--tokens"), numericOption("--context"));
    if (auto v = a.value("--kv-dtype")) {
        auto d = dtypeFromId(*v);
        if (!d || (*d != Dtype::Fp32 && *d != Dtype::Bf16 && *d != Dtype::Fp16 && *d != Dtype::Fp8 && *d != Dtype::Int8))
            throw UsageError{"--kv-dtype: '" + *v + "' is not a KV cache dtype (fp32, bf16, fp16, fp8, int8)"};
        s.inference.kvCache = *d;
    }
    readNumbers(a, s, numericOption("--qps"), numericOption("--max-seqs"));
    if (auto on = a.choice("--disaggregate", "--no-disaggregate")) s.inference.disaggregated = *on;
    if (auto v = a.value("--network")) {
        if (!cat.network(*v))
            throw UsageError{"--network: unknown network id '" + *v + "' (ib-hdr, ib-ndr, roce-100, eth-100, ...)"};
        s.networkId = *v;
    }
    if (auto v = a.value("--currency")) {
        auto c = currencyFromId(*v);
        if (!c)
            throw UsageError{"--currency: use USD, CNY or TWD"};
        s.budget.currency = *c;
    }
    // An exchange rate prices nothing in another currency: refused like an option of the other workload.
    if (a.given("--usd-to-cny") && s.budget.currency != Currency::Cny)
        throw UsageError{"--usd-to-cny applies to --currency CNY"};
    if (a.given("--usd-to-twd") && s.budget.currency != Currency::Twd)
        throw UsageError{"--usd-to-twd applies to --currency TWD"};
    if (auto rent = a.choice("--rent", "--buy")) s.budget.acquisition = *rent ? Acquisition::Rent : Acquisition::Buy;
    readNumbers(a, s, numericOption("--usd-to-cny"), numericOption("--staff-per-node-year"));
    if (auto v = a.value("--region")) {
        if (*v != "global" && *v != "china")
            throw UsageError{"--region: use global or china"};
        s.region = *v;
    }
    // The MoE dispatch settings have nothing to act on in a dense model (serving refuses them too).
    for (const char *name : {"--moe-dispatcher", "--ep-overlap"})
        if (a.given(name) && !s.model.text.moe)
            throw UsageError{std::string(name) + " applies to mixture-of-experts models; this model has no experts"};
    return s;
}

ordered_json layoutJson(const Layout &l)
{
    return ordered_json {{"tp", l.tp}, {"pp", l.pp}, {"dp", l.dp}, {"cp", l.cp}, {"ep", l.ep}, {"expert_tp", l.expertTp()},
                         {"zero_stage", l.zero}, {"interleave", l.interleave}, {"micro_batch", l.microBatch},
                         {"recompute", recomputeId(l.recompute)}, {"recompute_layers", l.recomputeLayers},
                         {"sequence_parallel", l.sequenceParallel}, {"offload", offloadId(l.offload)}};
}

using Fixes = std::vector<std::vector<WhatIf>>;   // per option: the changes that fit on its fixed count

// What would make each option that does not fit on its fixed count fit there (engine::fixesOnCount).
Fixes fixesFor(const Scenario &s, const Catalog &cat, const Plan &p)
{
    Fixes out(p.options.size());
    for (std::size_t i = 0; i < p.options.size(); ++i)
        if (!p.options[i].fits && p.options[i].fixedCount)
            out[i] = fixesOnCount(s, cat, p.options[i]);
    return out;
}

std::string fixesSentence(const std::vector<WhatIf> &fixes, std::int64_t n, const Scenario &s, const Catalog &cat)
{
    std::string text;
    for (std::size_t i = 0; i < fixes.size() && i < 3; ++i)
        text += (i == 0 ? "" : "; ") + whatIfChangeText(fixes[i], s, cat);
    return text.empty() ? std::string() : "on " + std::to_string(n) + " it fits with: " + text;
}

ordered_json costJson(const CostEstimate &c)
{
    return ordered_json {{"currency", c.currency}, {"purchase", finite(c.purchase)}, {"rent_job", finite(c.rentJob)},
                         {"rent_month", finite(c.rentMonth)}, {"energy", finite(c.energyJob)},
                         {"energy_month", finite(c.energyMonth)},
                         {"break_even_months", orNull(c.breakEvenMonths, finite)},
                         {"depreciation_years", finite(c.depreciationYears)}, {"gpu_capex", finite(c.gpuCapex)},
                         {"network_capex", finite(c.networkCapex)}, {"storage_capex", finite(c.storageCapex)},
                         {"depreciation_month", finite(c.depreciationMonth)}, {"hosting_month", finite(c.hostingMonth)},
                         {"staff_month", finite(c.staffMonth)}, {"horizon_months", finite(c.horizonMonths)},
                         {"buy_total", finite(c.buyTotal)}, {"rent_total", finite(c.rentTotal)},
                         {"rented_share", finite(c.rentedShare)},
                         {"recommendation", c.recommendBuy ? "buy" : "rent"}, {"usd_to_cny", c.usdToCny},
                         {"exchange_rate", c.exchangeRate}, {"prices_estimated", c.pricesEstimated},
                         {"price_date", c.priceDate}};
}

ordered_json bomJson(const BillOfMaterials &b, const std::string &gpuId)
{
    const Gpu *gpu = catalogOrThrow().gpu(gpuId);
    return ordered_json {{"nodes", b.nodes}, {"gpus_per_node", b.gpusPerNode}, {"gpus", b.gpus},
                         {"gpu_interconnect", gpu ? gpuLinkText(*gpu) : std::string()}, {"network", b.network},
                         {"compute_fabric", b.computeFabric}, {"nics", b.nics}, {"switch_ports", b.switchPorts},
                         {"switch_tiers", b.switchTiers}, {"gpu_power_kw", finite(b.gpuPowerKw)},
                         {"it_power_kw", finite(b.itPowerKw)}, {"facility_power_kw", finite(b.facilityPowerKw)},
                         {"racks", b.racks}, {"power_per_rack_kw", finite(b.powerPerRackKw)},
                         {"rack_power_limit_kw", finite(b.rackPowerLimitKw)},
                         {"cooling", b.liquidCooled ? "liquid" : "air"}, {"rack_units", b.rackUnits},
                         {"host_memory_bytes_per_node", b.hostMemoryBytesPerNode}, {"dimms_per_node", b.dimmCount},
                         {"dimm_bytes", b.dimmBytes}, {"host_memory_sized_for_offload", b.offloadSized},
                         {"nvme_tb", finite(b.nvmeTb)}, {"checkpoint_seconds", finite(b.checkpointSeconds)}};
}

ordered_json loadPointJson(const LoadPoint &p, const InferenceSetup &in)
{
    return ordered_json {{"requests_per_s_per_replica", finite(p.requestsPerSecond)},
                         {"concurrent_sequences", finite(p.sequences)},
                         {"requests_in_flight", finite(requestsInFlight(p, in.qps, in.outputTokens))}, {"ttft_ms", finite(p.ttftMs)},
                         {"itl_ms", finite(p.itlMs)}};
}

ordered_json purchaseJson(const Purchase &pu, const std::string &gpuId, const InferenceSetup &in)
{
    ordered_json j {{"gpu_count", pu.gpuCount}, {"units", pu.units}, {"gpus_per_unit", pu.gpusPerUnit},
                    {"unit", pu.instances ? "instance" : "server"}, {"parallel", layoutJson(pu.layout)},
                    {"memory_per_gpu_bytes", pu.memory.total()}, {"headroom", finite(pu.headroom)},
                    {"meets_headroom", pu.meetsHeadroom}, {"idle_gpus", pu.idleGpus}};
    if (const auto &t = pu.training)
        put(j, {{"days", finite(t->days)}, {"step_time_s", finite(t->stepSeconds)}, {"mfu", finite(t->mfu)},
                {"framework", frameworkId(t->framework)}});
    if (const auto &e = pu.inference)
        put(j, {{"requests_per_s", finite(e->requestsPerSecond)}, {"tokens_per_s", finite(e->tokensPerSecond)},
                {"replicas", e->replicas}, {"prefill_replicas", e->prefillReplicas},
                {"at_load", orNull(e->atLoad, [&in](const LoadPoint &p) { return loadPointJson(p, in); })}});
    put(j, {{"cost", orNull(pu.cost, costJson)}, {"bom", bomJson(pu.bom, gpuId)}});
    return j;
}

// The latency at the scenario's rate (docs/model.md §5.8), one line.
std::string loadSentence(const LoadPoint &p, double qps, std::int64_t gpus, std::int64_t outputTokens)
{
    std::ostringstream line;
    line << std::fixed << "at " << number(qps, 1) << " requests/s on " << gpus
         << (gpus == 1 ? " GPU" : " GPUs") << ": TTFT " << std::setprecision(0) << p.ttftMs << " ms, ITL "
         << std::setprecision(1) << p.itlMs << " ms (" << number(p.sequences, 1)
         << " sequences at once per replica; " << number(requestsInFlight(p, qps, outputTokens), 0) << " requests in flight in all)";
    return line.str();
}

// "budget: over; affords 72 GPUs (98.6 days)", as the GUI's "Budget fit" row (a procurement QA pass
// found what the budget buys only in the PDF and the JSON).
std::string budgetSentence(const Scenario &s, const BudgetFit &f)
{
    std::ostringstream o;
    o << "budget: " << (f.withinBudget ? "within" : "over");
    if (s.budget.acquisition == Acquisition::Rent && isTraining(s.workload) && s.budget.limit > 0)
        return o.str() + "; renting the job costs " + currencyId(s.budget.currency) + " " + money(f.cost) + ", "
               + number(100.0 * f.cost / s.budget.limit, 0) + " % of the budget";
    if (f.affordableGpus <= 0 && f.unitGpus > 1)
        return o.str() + "; not even one " + (f.instances ? "instance" : "server") + " of " + std::to_string(f.unitGpus)
               + " GPUs is affordable";
    if (f.affordableGpus <= 0)
        return o.str() + "; not even one GPU is affordable";
    o << "; affords " << f.affordableGpus << (f.affordableGpus == 1 ? " GPU" : " GPUs");
    if (!f.fitsAtAffordable)
        return o.str() + ", too few to hold the model";
    if (f.daysAtAffordable)
        o << " (" << number(*f.daysAtAffordable, 1) << " days)";
    else if (f.requestsPerSecondAtAffordable)
        o << " (" << number(*f.requestsPerSecondAtAffordable, 1) << " requests/s)";
    return o.str();
}

// "buy: 1 server x 8 GPUs (TP 1, PP 2, DP 4), 19.3 days, 19 % memory free, USD 293,961".
std::string purchaseSentence(const Scenario &s, const Purchase &pu)
{
    std::ostringstream o;
    o << (pu.instances ? "rent: " : "buy: ") << pu.units << (pu.instances ? " instance" : " server") << (pu.units == 1 ? "" : "s")
      << " x " << pu.gpusPerUnit << (pu.gpusPerUnit == 1 ? " GPU (TP " : " GPUs (TP ") << pu.layout.tp << (pu.layout.cp > 1 ? ", CP " + std::to_string(pu.layout.cp) : "")
      << ", PP " << pu.layout.pp << ", "
      << (pu.inference ? "replicas " : "DP ") << pu.layout.dp << (pu.inference ? std::string() : expertText(pu.layout));
    if (pu.inference && pu.inference->prefillReplicas > 0)
        o << ": " << pu.inference->prefillReplicas << " prefill, " << pu.inference->replicas - pu.inference->prefillReplicas << " decode";
    o << ")";
    o << std::fixed;
    if (pu.training)
        o << ", " << number(pu.training->days, 1) << " days";
    if (pu.inference)
        o << ", " << std::setprecision(1) << pu.inference->requestsPerSecond << " requests/s capacity";
    if (pu.idleGpus > 0)
        o << ", " << pu.idleGpus << (pu.idleGpus == 1 ? " GPU idle" : " GPUs idle");
    o << ", " << std::setprecision(0) << pu.headroom * 100.0 << (pu.inference ? " % of usable memory free" : " % memory free");
    if (!pu.meetsHeadroom)
        o << " (below the recommended " << std::setprecision(0) << kRecommendedHeadroom * 100.0 << " %)";
    if (pu.cost) {
        const double amount = pu.instances ? (pu.training ? pu.cost->rentJob : pu.cost->rentMonth) : pu.cost->purchase;
        o << ", " << currencyId(s.budget.currency) << " " << money(amount)
          << (pu.instances ? (pu.training ? " for the job" : " per month") : "");
    }
    return o.str();
}

ordered_json memoryJson(const MemoryBreakdown &m)
{
    return ordered_json {{"weights", m.weights}, {"gradients", m.gradients}, {"optimizer", m.optimizer},
                         {"activations", m.activations}, {"kv_cache", m.kvCache}, {"overhead", m.overhead},
                         {"total", m.total()}};
}

ordered_json shortfallJson(const Shortfall &sf)
{
    return ordered_json {{"over_bytes", sf.overBytes}, {"largest_part", memoryPartId(sf.largest)},
                         {"largest_part_bytes", sf.largestBytes}};
}

ordered_json fitPointJson(const FitPoint &f)
{
    return ordered_json {{"gpu_count", f.gpuCount}, {"parallel", layoutJson(f.layout)},
                         {"memory_per_gpu_bytes", f.memoryPerGpu}};
}

ordered_json stepBreakdownJson(const StepBreakdown &b)
{
    return ordered_json {{"compute", finite(b.compute)}, {"memory_bound", finite(b.memoryBound)},
                         {"tp_comm", finite(b.tpComm)}, {"ep_comm", finite(b.epComm)},
                         {"moe_routing", finite(b.moeRouting)}, {"cp_comm", finite(b.cpComm)},
                         {"pp_comm", finite(b.ppComm)}, {"bubble", finite(b.bubble)}, {"dp_comm", finite(b.dpComm)},
                         {"optimizer", finite(b.optimizer)}, {"offload", finite(b.offload)},
                         {"published_ceiling", finite(b.publishedCeiling)}};
}

ordered_json trainingJson(const Option &o, const Scenario &s)
{
    const TrainingEstimate &t = *o.training;
    const char *source = t.efficiencyOverridden  ? "user_mfu"
                         : o.calibratedFromPilot ? "pilot_run"
                         : t.heldToCeiling       ? "best_published_mfu"
                                                 : "modelled";
    ordered_json tj {{"step_time_s", finite(t.stepSeconds)}, {"tokens_per_s", finite(t.tokensPerSecond)},
                     {"mfu", finite(t.mfu)}, {"hfu", finite(t.hfu)}, {"gpu_hours", finite(t.gpuHours)},
                     {"days", finite(t.days)}, {"tokens", finite(t.tokens)}, {"global_batch", t.globalBatch},
                     {"matmul_efficiency", finite(t.matmulEfficiency)}, {"uncertainty_pct", t.uncertaintyPct},
                     {"framework", frameworkId(t.framework)},
                     {"attention_kernel", attentionKernelId(t.attentionKernel)},
                     {"kernels", kernelsId(t.kernels)},
                     {"efficiency_source", source}};
    if (s.model.text.moe) {   // how the MoE tokens reached their experts (docs/model.md §4.5b); none without EP
        tj["moe_dispatch"] = o.layout.ep <= 1 ? "none" : t.deepEpDispatch ? "deepep" : "alltoall";
        tj["ep_overlap"] = t.epOverlapped;
    }
    if (!t.efficiencyOverridden && !o.calibratedFromPilot)
        tj["modelled_mfu"] = finite(t.modelledMfu);
    tj["step_breakdown_s"] = stepBreakdownJson(t.step);
    if (o.calibratedFromPilot)
        tj["pilot_efficiency_scale"] = o.pilotEfficiencyScale;
    return tj;
}

ordered_json budgetFitJson(const BudgetFit &f)
{
    return ordered_json {{"within_budget", f.withinBudget}, {"cost", finite(f.cost)},
                         {"affordable_gpus", f.affordableGpus}, {"unit_gpus", f.unitGpus},
                         {"fits_at_affordable", f.fitsAtAffordable},
                         {"days_at_affordable", orNull(f.daysAtAffordable, finite)},
                         {"qps_at_affordable", orNull(f.requestsPerSecondAtAffordable, finite)}};
}

ordered_json inferenceJson(const InferenceEstimate &e, const InferenceSetup &in)
{
    const bool disaggregated = e.prefillReplicas > 0;
    return ordered_json {{"ttft_ms", finite(e.ttftMs)}, {"tpot_ms", finite(e.tpotMs)}, {"e2e_ms", finite(e.e2eMs)},
                         {"tokens_per_s", finite(e.tokensPerSecond)},
                         {"tokens_per_s_per_gpu", finite(e.tokensPerSecondPerGpu)},
                         {"requests_per_s", finite(e.requestsPerSecond)}, {"batch_per_replica", e.batchPerReplica},
                         {"replicas", e.replicas}, {"gpus_per_replica", e.gpusPerReplica},
                         {"disaggregated", disaggregated}, {"prefill_replicas", e.prefillReplicas},
                         {"decode_replicas", disaggregated ? e.replicas - e.prefillReplicas : e.replicas},
                         {"kv_transfer_ms", finite(e.kvTransferMs)}, {"max_batch", e.maxBatch}, {"max_sequences", e.maxSequences},
                         {"max_context", e.maxContext}, {"engine", servingEngineId(in.engine)},
                         {"meets_latency", e.meetsLatency}, {"meets_qps", e.meetsQps},
                         {"uncertainty_pct", e.uncertaintyPct},
                         {"at_load", orNull(e.atLoad, [&in](const LoadPoint &p) { return loadPointJson(p, in); })}};
}

ordered_json searchJson(const SearchSummary &search)
{
    return ordered_json {{"layouts_evaluated", search.layoutsEvaluated}, {"best", orNull(search.best, layoutJson)},
                         {"runner_up", orNull(search.runnerUp, layoutJson)},
                         {"runner_up_reason", runnerUpText(search)}};
}

// The model's name as the wizard gives it where the file names none (a model made from a parameter
// count on the Scale page is saved without one; a QA pass read "model:   (12,992,271,360 parameters)").
std::string modelNameOf(const Scenario &s, const Plan &p)
{
    if (!s.modelName.empty())
        return s.modelName;
    if (s.model.modelType == "derived")
        return fmt("%.1fB %s (derived from the parameter count)", static_cast<double>(p.params.total) / 1e9, familyId(s.model.family));
    return familyId(s.model.family);
}

ordered_json planJson(const Scenario &s, const Plan &p, const Fixes &fixes = {})
{
    const Catalog &cat = catalogOrThrow();   // GPU names and notes for the warnings' sentences
    const ordered_json model {{"name", modelNameOf(s, p)}, {"total_params", p.params.total},
                              {"active_params", p.params.active}};
    ordered_json root {{"model", model}, {"workload", workloadId(s.workload)}};
    ordered_json options = ordered_json::array();
    for (const Option &o : p.options) {
        const auto purchase = [&o, &s](const Purchase &pu) { return purchaseJson(pu, o.gpuId, s.inference); };
        ordered_json j {{"gpu", o.gpuId}, {"gpu_count", o.gpuCount}, {"nodes", o.nodes}, {"fits", o.fits},
                        {"fixed_count", o.fixedCount}, {"idle_gpus", o.idleGpus}, {"parallel", layoutJson(o.layout)},
                        {"memory_per_gpu_bytes", memoryJson(o.memory)}, {"capacity_bytes", o.capacityBytes},
                        {"usable_bytes", o.usableBytes}, {"host_memory_bytes", o.memory.host},
                        {"shortfall", orNull(o.shortfall, shortfallJson)},
                        {"fewest_that_fit", orNull(o.fewestThatFit, fitPointJson)},
                        {"gpus_for_load", o.gpusForLoad > 0 ? ordered_json(o.gpusForLoad) : ordered_json()},
                        {"gpus_for_deadline", o.gpusForDeadline > 0 ? ordered_json(o.gpusForDeadline) : ordered_json()},
                        {"gpu_power_kw", finite(o.gpuPowerKw)}};
        if (o.training)
            j["training"] = trainingJson(o, s);
        put(j, {{"cost", orNull(o.cost, costJson)}, {"bom", bomJson(o.bom, o.gpuId)},
                {"purchase", orNull(o.purchase, purchase)}});
        if (o.budgetFit)
            j["budget"] = budgetFitJson(*o.budgetFit);
        if (o.inference)
            j["inference"] = inferenceJson(*o.inference, s.inference);
        j["search"] = searchJson(o.search);
        if (o.fixedCount && !o.fits) {
            ordered_json fx = ordered_json::array();
            const std::size_t i = static_cast<std::size_t>(&o - p.options.data());
            if (i < fixes.size())
                for (const WhatIf &w : fixes[i])
                    fx.push_back({{"id", w.id}, {"change", whatIfChangeText(w, s, cat)}, {"gpu_count", w.gpus},
                                  {"headroom", finite(w.headroom)}, {"quality_trade_off", w.qualityTradeOff},
                                  {"risk", whatIfRiskText(w, s, o, cat)}});
            j["fixes_on_count"] = fx;
        }
        ordered_json warnings = ordered_json::array();
        for (const Warning &w : o.warnings) {
            ordered_json wj {{"code", warningCodeId(w.code)}, {"value", finite(w.value)}, {"detail", warningText(w, o, s, cat)}};
            if (w.latency != LatencyLimit::None) {   // which limit, and the limit: value is the plan's latency
                wj["latency"] = latencyLimitId(w.latency);
                wj["limit_ms"] = w.limitMs;
                wj["one_sequence"] = w.oneSequence;
                wj["at_load"] = w.atLoad;
                wj["planned_ms"] = finite(w.plannedMs);
            }
            if (w.code == WarningCode::MfuAboveBestPublished || w.code == WarningCode::MfuGivenAboveBestPublished)   // whose run the ceiling is
                wj["ceiling_of"] = w.ceilingOfGpu ? "gpu" : "generation";
            warnings.push_back(wj);
        }
        j["warnings"] = warnings;
        options.push_back(j);
    }
    root["options"] = options;
    ordered_json sweep = ordered_json::array();
    for (const SweepPoint &sp : p.sweep)
        sweep.push_back({{"gpu", sp.gpuId}, {"gpu_count", sp.gpuCount}, {"memory_per_gpu_bytes", sp.memoryPerGpu}, {"fits", sp.fits},
                         {"parallel", layoutJson(sp.layout)}, {"leanest_memory_per_gpu_bytes", sp.leanestBytes}});
    root["sweep"] = sweep;
    // null when no option meets the goals (a QA pass read "" there), as every other absent value is.
    root["recommended"] = p.recommendedGpu.empty() ? ordered_json() : ordered_json(p.recommendedGpu);
    root["cheapest"] = p.cheapestGpu.empty() ? ordered_json() : ordered_json(p.cheapestGpu);
    root["sold_in_region"] = catalogOrThrow().gpusSoldIn(s.region);
    root["licensed_in_region"] = catalogOrThrow().gpusLicensedIn(s.region);
    return root;
}

void printPlanTable(const Scenario &s, const Plan &p, std::ostream &out, const Fixes &fixes = {})
{
    const Catalog &cat = catalogOrThrow();
    out << "model: " << modelNameOf(s, p) << "  (" << groupDigits(p.params.total) << " parameters";
    if (p.params.active != p.params.total)
        out << ", " << groupDigits(p.params.active) << " active";
    out << ")  workload: " << workloadId(s.workload);
    if (s.workload == Workload::Qlora)   // the base's 4 bits, which --precision does not set
        out << " (base weights in NF4, adapters in " << precisionId(s.training.precision) << ")";
    out << "\n\n";
    // The GPU column is as wide as the longest id, never cut (catalogue and custom ids alike).
    int idWidth = 18;
    for (const Option &o : p.options)
        idWidth = std::max(idWidth, static_cast<int>(o.gpuId.size()) + 1);
    out << std::left << std::setw(idWidth) << "GPU" << std::right << std::setw(6) << "GPUs" << std::setw(5) << "fits"
        << std::setw(24) << "layout (tp/cp/pp/dp/z)" << std::setw(18) << "GiB used/usable";
    if (isTraining(s.workload))
        out << std::setw(11) << "step s" << std::setw(9) << "days" << std::setw(7) << "MFU";
    else
        out << std::setw(10) << "TTFT ms" << std::setw(10) << "TPOT ms" << std::setw(12) << "tok/s";
    out << "\n";
    for (const Option &o : p.options) {
        std::ostringstream lay;
        lay << o.layout.tp << "/" << o.layout.cp << "/" << o.layout.pp << "/" << o.layout.dp << "/" << o.layout.zero;
        std::ostringstream mem;
        mem << gib(o.memory.total()) << "/" << gib(o.usableBytes);
        out << std::left << std::setw(idWidth) << o.gpuId << std::right << std::setw(6) << o.gpuCount
            << std::setw(5) << (o.fits ? "yes" : "no") << std::setw(24) << lay.str() << std::setw(18) << mem.str();
        out << std::fixed;
        if (o.training && o.fits)
            out << std::setw(11) << number(o.training->stepSeconds, 2) << std::setw(9)
                << number(o.training->days, 1) << std::setw(6) << std::setprecision(0)
                << o.training->mfu * 100 << "%";
        if (o.inference && o.fits)
            out << std::setw(10) << std::setprecision(0) << o.inference->ttftMs << std::setw(10) << std::setprecision(1)
                << o.inference->tpotMs << std::setw(12) << std::setprecision(0) << o.inference->tokensPerSecond;
        // What is bought or rented (the purchase's servers or instances), as the GUI's table and the
        // report price it; the option's own count is costed in the JSON ("cost").
        if (const CostEstimate *cost = purchaseCost(o)) {
            const double rent = o.training ? cost->rentJob : cost->rentMonth;
            // Each amount on its whole servers or instances, where they hold another count of GPUs than the
            // row (a zh_CN QA pass read the 8-GPU server's CNY 384,918 beside 7 GPUs as their price; the
            // JSON's "cost" is the 7's); the rent is the rented instances', the purchase the servers'.
            const auto on = [&](bool instances) {
                for (const std::optional<Purchase> *pu : {&o.purchase, &o.otherPurchase})
                    if (*pu && (*pu)->instances == instances)
                        return (*pu)->gpuCount == o.gpuCount ? std::string()
                                                             : " for " + std::to_string((*pu)->gpuCount) + " GPUs (whole "
                                                                   + (instances ? "instances)" : "servers)");
                return std::string();
            };
            // Which is cheaper, and over what: "-> buy" beside a plan asked to rent read as the tool
            // ignoring --rent (an English consultant's QA pass).
            out << "  " << cost->currency << " buy " << money(cost->purchase) << on(false) << ", rent "
                << money(rent) << (o.training ? " (job)" : " (month)") << on(true) << "; cheaper "
                << (o.training ? std::string("for the job") : "over " + number(cost->horizonMonths, 0) + " months")
                << ": " << (cost->recommendBuy ? "buy" : "rent");
        }
        out << "\n";
        if (o.calibratedFromPilot)
            out << "    note: matmul efficiency calibrated from your measured pilot run (x" << std::setprecision(2)
                << o.pilotEfficiencyScale << "); every count and layout re-predicted from it\n";
        if (o.training && o.training->efficiencyOverridden)
            out << "    note: step time from your MFU override, not modelled\n";
        if (o.inference && o.idleGpus > 0)
            out << "    note: " << o.idleGpus << (o.idleGpus == 1 ? " GPU idle: " : " GPUs idle: ") << o.gpuCount
                << " do not divide into replicas of " << o.inference->gpusPerReplica << ", the best layout on them\n";
        if (o.training)
            out << "    uncertainty: +/-" << std::setprecision(0) << o.training->uncertaintyPct << " % (docs/validation.md)\n";
        if (o.inference && o.inference->atLoad)
            out << "    " << loadSentence(*o.inference->atLoad, s.inference.qps, o.gpuCount, s.inference.outputTokens) << "\n";
        if (o.purchase)
            out << "    " << purchaseSentence(s, *o.purchase) << "\n";
        // The row's other amount is the other acquisition's (the rented instances when buying, the
        // servers when renting): said beside it, or the row's "rent 1,465 (job)" matched no line (an
        // English QA pass found it only with --rent: 1 instance of 4 GPUs, 4.4 days).
        if (o.purchase && o.otherPurchase)
            out << "    or " << purchaseSentence(s, *o.otherPurchase) << "\n";
        if (o.budgetFit && s.budget.limit > 0)
            out << "    " << budgetSentence(s, *o.budgetFit) << "\n";
        if (o.purchase && o.purchase->inference && o.purchase->inference->atLoad && o.purchase->gpuCount != o.gpuCount)
            out << "    " << loadSentence(*o.purchase->inference->atLoad, s.inference.qps, o.purchase->gpuCount, s.inference.outputTokens) << "\n";
        for (const Warning &w : o.warnings)
            out << "    warning: " << warningText(w, o, s, cat) << "\n";
        const std::size_t i = static_cast<std::size_t>(&o - p.options.data());
        if (i < fixes.size() && !fixes[i].empty())
            out << "    " << fixesSentence(fixes[i], o.gpuCount, s, cat) << "\n";
    }
    if (!p.recommendedGpu.empty()) {
        out << "\nrecommended: " << p.recommendedGpu << "\n";
        // Where another option that meets the goals costs less in the scenario's mode, say so, as the
        // GUI's reasoning does (a zh_CN QA pass read "recommended: h200" beside a cheaper A100 that
        // only the JSON named).
        const auto costOf = [&p](const std::string &id) -> const CostEstimate * {
            for (const Option &o : p.options)
                if (o.gpuId == id)
                    return purchaseCost(o);
            return nullptr;
        };
        const CostEstimate *rc = costOf(p.recommendedGpu), *cc = costOf(p.cheapestGpu);
        if (!p.cheapestGpu.empty() && p.cheapestGpu != p.recommendedGpu && rc && cc)
            out << "costs less: " << p.cheapestGpu << " (" << cc->currency << " " << money(modeCost(s, *cc)) << " against "
                << money(modeCost(s, *rc)) << ", " << (s.budget.acquisition == Acquisition::Rent ? "renting" : "buying")
                << "); the recommendation is the fewest GPU-hours or GPUs\n";
    } else if (!p.options.empty()) {
        // What stands in the way, GPU by GPU (engine::firstMissedGoal), as the GUI's verdict says it.
        out << "\nrecommended: none; ";
        bool region = false;
        for (const Option &o : p.options) {
            out << (&o == p.options.data() ? "" : "; ") << o.gpuId << " ";
            out << missedGoalText(firstMissedGoal(o), o.fixedCount);
            region = region || firstMissedGoal(o) == MissedGoal::Region;
        }
        out << "\n";
        // The remedy the GUI's reasoning names (a CLI user saw only "not sold in the region"), with the
        // GPUs sold there under a US licence (a zh_CN QA pass missed the H20, the part most bought there).
        if (const std::vector<std::string> sold = cat.gpusSoldIn(s.region); region && !sold.empty()) {
            out << "compare GPUs sold in the region:";
            for (const std::string &id : sold)
                out << (&id == sold.data() ? " " : ", ") << id;
            const std::vector<std::string> licensed = cat.gpusLicensedIn(s.region);
            for (const std::string &id : licensed)
                out << (&id == licensed.data() ? "; under a US export licence: " : ", ") << id;
            out << "\n";
        }
    }
}

std::string csvField(const std::string &v)
{
    if (v.find_first_of(",\"\n") == std::string::npos)
        return v;
    std::string q = "\"";
    for (char c : v)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

// One row an option: its plan, then what is bought or rented and what that costs (the purchase the
// table's "buy:" line and the GUI's CSV price; docs/cli.md). Columns are only ever added at the end.
void printPlanCsv(const Plan &p, std::ostream &out)
{
    // Every figure in full, as the JSON gives it (the stream's 6 significant digits wrote a purchase of
    // 20,378,982 as 2.0379e+07, which a spreadsheet cannot tie to the report).
    const auto n = [](double v) {
        char text[400];   // fixed notation of the largest double (309 digits)
        const auto [end, error] = std::to_chars(text, text + sizeof text, v, std::chars_format::fixed);
        return error == std::errc() ? std::string(text, end) : std::string();
    };
    // Money to the cent, without trailing zeros (a QA pass's spreadsheet read 1150433.2800000003).
    const auto money = [](double v) {
        char text[400];
        const auto [end, error] = std::to_chars(text, text + sizeof text, v, std::chars_format::fixed, 2);
        std::string t = error == std::errc() ? std::string(text, end) : std::string();
        while (t.find('.') != std::string::npos && (t.back() == '0' || t.back() == '.'))
            t.pop_back();
        return t == "-0" ? std::string("0") : t;
    };
    out << "gpu,gpu_count,nodes,fits,tp,cp,pp,dp,ep,expert_tp,zero_stage,memory_total_bytes,usable_bytes,step_time_s,days,mfu,"
           "ttft_ms,tpot_ms,tokens_per_s,gpu_power_kw,requests_per_s,meets_goals,recommended,bought_gpus,bought_units,"
           "gpus_per_unit,bought_days,currency,purchase,rent,rent_period,buy_total,rent_total,horizon_months,acquisition,warnings\n";
    for (const Option &o : p.options) {
        out << csvField(o.gpuId) << ',' << o.gpuCount << ',' << o.nodes << ',' << (o.fits ? "yes" : "no") << ','
            << o.layout.tp << ',' << o.layout.cp << ',' << o.layout.pp << ',' << o.layout.dp << ',' << o.layout.ep << ','
            << o.layout.expertTp() << ',' << o.layout.zero << ','
            << n(o.memory.total()) << ',' << n(o.usableBytes) << ',';
        if (o.training)
            out << n(o.training->stepSeconds) << ',' << n(o.training->days) << ',' << n(o.training->mfu);
        else
            out << ",,";
        out << ',';
        if (o.inference && o.fits)
            out << n(o.inference->ttftMs) << ',' << n(o.inference->tpotMs) << ',' << n(o.inference->tokensPerSecond);
        else if (o.training)
            out << ",," << n(o.training->tokensPerSecond);
        else
            out << ",,";
        out << ',' << n(o.gpuPowerKw) << ',';
        if (o.inference && o.fits)
            out << n(o.inference->requestsPerSecond);
        out << ',' << (meetsGoals(o) ? "yes" : "no") << ',' << (o.gpuId == p.recommendedGpu ? "yes" : "no") << ',';
        if (o.purchase) {
            const Purchase &pu = *o.purchase;
            out << pu.gpuCount << ',' << pu.units << ',' << pu.gpusPerUnit << ',';
            if (pu.training)
                out << n(pu.training->days);
        } else {
            out << ",,,";
        }
        out << ',';
        if (const CostEstimate *c = purchaseCost(o))
            out << c->currency << ',' << money(c->purchase) << ',' << money(c->rentJob) << ',' << (o.training ? "job" : "month") << ','
                << money(c->buyTotal) << ',' << money(c->rentTotal) << ',' << n(c->horizonMonths) << ',' << (c->recommendBuy ? "buy" : "rent");
        else
            out << ",,,,,,,";
        // The warnings' codes, as the JSON's "warnings" names them (space-separated; last, so that the
        // earlier columns keep their places).
        out << ',';
        for (const Warning &w : o.warnings)
            out << (&w == o.warnings.data() ? "" : " ") << warningCodeId(w.code);
        out << "\n";
    }
}

// The cost chart's data (engine::costCurves): each GPU re-planned at a ladder of fixed counts.
ordered_json costCurvesJson(const std::vector<CostCurve> &curves)
{
    ordered_json arr = ordered_json::array();
    for (const CostCurve &c : curves) {
        ordered_json points = ordered_json::array();
        for (const CostPoint &pt : c.points)
            points.push_back({{"gpu_count", pt.gpus}, {"purchase", pt.purchase}, {"rent", pt.rent},
                              {"mode_cost", pt.modeCost}, {"days", orNull(pt.days, finite)},
                              {"requests_per_s", orNull(pt.requestsPerSecond, finite)}});
        arr.push_back({{"gpu", c.gpuId}, {"currency", c.currency}, {"points", points}});
    }
    return arr;
}

void printCostCurves(const std::vector<CostCurve> &curves, std::ostream &out)
{
    for (const CostCurve &c : curves) {
        out << "\ncost curve " << c.gpuId << " (" << c.currency << "): GPUs, purchase, rent, days / requests/s\n";
        for (const CostPoint &pt : c.points) {
            char line[160];
            const double rate = pt.days ? *pt.days : pt.requestsPerSecond.value_or(0.0);
            std::snprintf(line, sizeof line, "  %6lld  %14.0f  %14.0f  %10.1f\n", static_cast<long long>(pt.gpus), pt.purchase,
                          pt.rent, rate);
            out << line;
        }
    }
}

int cmdPlan(Args &a, std::ostream &out)
{
    const PlanningCatalog pc = planningCatalog(a);
    const Catalog &cat = *pc.catalog;
    std::string format = a.flag("--json") ? "json" : "table";
    if (auto f = a.value("--format")) {
        if (*f != "json" && *f != "csv" && *f != "table")
            throw UsageError{"--format: use json, csv or table"};
        if (format == "json" && *f != "json")
            throw UsageError{"--json contradicts --format " + *f};
        format = *f;
    }
    const auto save = a.value("--save-scenario");
    const bool withCurves = a.flag("--cost-curve");
    if (withCurves && format == "csv")
        throw UsageError{"--cost-curve: use it with --json or the table output"};
    Scenario s = scenarioFromArgs(a, cat);
    a.rejectUnused();
    const Plan p = plan(s, cat);
    if (!p.issues.empty())
        throw UsageError{describeWhere(p.issues.front(), a)};
    if (save) {
        std::ofstream f(*save, std::ios::binary | std::ios::trunc);
        f << serializeScenario(s);
        if (!f)
            throw UsageError{"cannot write '" + *save + "'"};
    }
    const Fixes fixes = format == "csv" ? Fixes {} : fixesFor(s, cat, p);
    if (format == "json") {
        ordered_json j = planJson(s, p, fixes);
        j["price_overrides"] = pc.source.empty() ? ordered_json(nullptr) : ordered_json(pc.source);
        if (withCurves)
            j["cost_curves"] = costCurvesJson(costCurves(s, cat, p));
        out << j.dump(2) << "\n";
    }
    else if (format == "csv")
        printPlanCsv(p, out);
    else {
        printPlanTable(s, p, out, fixes);
        if (withCurves)
            printCostCurves(costCurves(s, cat, p), out);
    }
    return 0;
}

int cmdAdvise(Args &a, std::ostream &out)
{
    const PlanningCatalog pc = planningCatalog(a);
    const Catalog &cat = *pc.catalog;
    const bool json = a.flag("--json");
    Scenario s = scenarioFromArgs(a, cat);
    a.rejectUnused();
    const Plan p = plan(s, cat);
    if (!p.issues.empty())
        throw UsageError{describeWhere(p.issues.front(), a)};
    const Advice advice = advise(s, cat, p);
    const std::vector<RuleOfThumb> rules = rulesOfThumb(s, cat, p);
    if (json) {
        ordered_json arr = ordered_json::array();
        for (const WhatIf &w : advice.whatIfs)
            arr.push_back({{"change", whatIfChangeText(w, s, cat)}, {"id", w.id}, {"gpu", w.gpuId}, {"fits", w.fits},
                           {"gpus", w.gpus}, {"gpus_delta", w.gpusDelta}, {"nodes_delta", w.nodesDelta},
                           {"time_delta_pct", finite(w.timeDeltaPct)}, {"cost_delta", orNull(w.costDelta, finite)},
                           {"headroom", finite(w.headroom)}, {"quality_trade_off", w.qualityTradeOff},
                           {"risk", whatIfRiskText(w, s, *comparedOption(p), cat)},
                           {"section", whatIfSectionId(whatIfSection(w))}});
        // The contract: an array of what-ifs; `gpuplan-cli rules` prints the rules of thumb.
        out << arr.dump(2) << "\n";
        return 0;
    }
    out << "base: " << advice.baseGpus << " x " << advice.baseGpu << "\n";
    // One basis for every cost change (engine::horizonCost), said once.
    if (const Option *b = comparedOption(p); b && purchaseCost(*b)) {
        const CostEstimate &c = *purchaseCost(*b);
        const bool buying = s.budget.acquisition == Acquisition::Buy;
        if (isOneOffJob(s))
            out << "costs: each change's cost for the one-off job, " << (buying ? "buying and running the hardware" : "renting")
                << "\n";
        else
            out << "costs: each change's cost over the " << fmt("%.0f", c.horizonMonths) << "-month horizon, "
                << (buying ? "buying (the purchase, power, hosting and staff)" : "renting (at the utilisation)") << "\n";
    }
    std::optional<WhatIfSection> section;
    for (const WhatIf &w : advice.whatIfs) {
        if (section != whatIfSection(w)) {
            section = whatIfSection(w);
            out << (*section == WhatIfSection::MakesItFit    ? "\nMakes it fit:\n"
                    : *section == WhatIfSection::Saves       ? "\nSaves (most first):\n"
                    : *section == WhatIfSection::NoSaving    ? "\nSaves nothing here:\n"
                    : *section == WhatIfSection::CostsMore   ? "\nCosts more (least first):\n"
                    : *section == WhatIfSection::MissesGoals ? "\nMisses the scenario's goals (deadline, latency, load, region or budget):\n"
                                                             : "\nDoes not fit:\n");
        }
        out << "  - " << whatIfChangeText(w, s, cat) << " [" << w.gpuId << "]: ";
        if (!w.fits) {
            out << "does not fit\n";
            continue;
        }
        if (!w.baseFits) {   // nothing to compare with: what the change gives
            out << "fits on " << w.gpus << " GPUs, " << std::fixed << std::setprecision(0) << shown(w.headroom * 100.0, 0)
                << " % memory free\n      " << whatIfRiskText(w, s, *comparedOption(p), cat) << "\n";
            continue;
        }
        out << (w.gpusDelta >= 0 ? "+" : "") << w.gpusDelta << " GPUs, " << std::showpos << std::fixed << std::setprecision(1)
            << shown(w.timeDeltaPct, 1) << std::noshowpos << " % time";
        if (w.costDelta)
            out << ", " << std::showpos << std::setprecision(0) << *w.costDelta << std::noshowpos << " " << currencyId(s.budget.currency);
        out << "\n      " << whatIfRiskText(w, s, *comparedOption(p), cat) << "\n";
    }
    out << "\nRules of thumb vs this scenario:\n";
    for (const RuleOfThumb &r : rules)
        out << "  - guide: " << ruleGuideText(r) << "\n    gpuplan: " << ruleEngineText(r, p, cat) << "\n    why: " << ruleWhyText(r, p)
            << "\n    source: " << ruleSourceText(r, cat) << "\n";
    return 0;
}

int cmdRules(Args &a, std::ostream &out)
{
    const PlanningCatalog pc = planningCatalog(a);
    const Catalog &cat = *pc.catalog;
    Scenario s = scenarioFromArgs(a, cat);
    a.flag("--json");
    a.rejectUnused();
    const Plan p = plan(s, cat);
    if (!p.issues.empty())
        throw UsageError{describeWhere(p.issues.front(), a)};
    ordered_json rj = ordered_json::array();
    for (const RuleOfThumb &r : rulesOfThumb(s, cat, p))
    {
        ordered_json values = ordered_json::array();
        for (double v : r.values)
            values.push_back(finite(v));
        rj.push_back({{"topic", r.id}, {"guide_low", finite(r.guideLow)}, {"guide_high", finite(r.guideHigh)},
                      {"engine", finite(r.engine)}, {"unit", r.unit}, {"scenario", r.scenario}, {"applied", r.applied},
                      {"values", values}, {"guide", ruleGuideText(r)}, {"engine_text", ruleEngineText(r, p, cat)},
                      {"why", ruleWhyText(r, p)}, {"source", ruleSourceText(r, cat)}});
    }
    out << rj.dump(2) << "\n";
    return 0;
}

void printHelp(std::ostream &out)
{
    out << "Usage: gpuplan-cli COMMAND [MODEL] [OPTION]...\n"
           "Which GPUs to buy or rent for training, fine-tuning or serving a large AI model: how many, in\n"
           "what layout, how long it takes and what it costs.\n"
           "\n"
           "Commands:\n"
           "  params             exact parameter count of a model\n"
           "  gpus               the GPU catalogue\n"
           "  models             the model presets\n"
           "  plan               the plan: GPUs, layout, memory, time, cost and what to buy\n"
           "  advise             what to change: cheaper, faster or fitting alternatives\n"
           "  rules              the market guides' rules of thumb checked against the plan\n"
           "  report             a PDF report of a scenario file (--scenario FILE --out R.pdf [--lang L]);\n"
           "                     drawn by the gpuplan program, which must be installed beside this one\n"
           "\n"
           "Model (one of):\n"
           "  --model ID                     a preset from 'gpuplan-cli models'\n"
           "  --hf-config FILE               a Hugging Face config.json\n"
           "  --family F --params N          scale only: decoder, moe, encoder, vit, multimodal, encoder-decoder\n"
           "  --scenario FILE.gpuplan        a scenario saved by the wizard; the other options change it\n"
           "  --preset ID                    a Start-page scenario (train-10b-month, serve-10b-100qps, ...)\n"
           "\n"
           "Common options:\n"
           "  --workload W       pretrain, finetune, lora, qlora or inference (default pretrain)\n"
           "  --gpu ID           GPU to compare (repeatable; see 'gpuplan-cli gpus')\n"
           "  --gpus N           a fixed GPU count: the best layout on N, fitting or not\n"
           "  --days D           training deadline: the fewest GPUs that finish in time (training)\n"
           "  --qps Q            serving load, with --input-tokens N and --output-tokens N (inference)\n"
           "  --precision P      fp32, tf32, bf16, fp16, fp8 (training); also int8, int4 (serving)\n"
           "  --framework F      auto, megatron-core, fsdp, deepspeed or megatron-2021\n"
           "  --engine E         vllm, sglang, trtllm or trtllm-2023 (serving)\n"
           "  --prices FILE      price overrides, or 'none'\n"
           "  --json             machine-readable output (plan --scenario also takes --format csv|table)\n"
           "  --save-scenario F  plan: also write the scenario as given to F (a .gpuplan file the wizard opens)\n"
           "  -h, --help         this help\n"
           "  --version          the version\n"
           "\n"
           "Every option is described in docs/cli.md (installed: /usr/share/doc/gpuplan/cli.md).\n"
           "Numbers accept 4096, 7.5e9, 7.5B, 128k, 1.5T. Bad input gives one line on stderr and exit code 2.\n";
}

// `plan --help` and `advise --help`: the options of a plan, one line each (both QA passes of
// December 2026 read the general help there); docs/cli.md has the whole of each.
void printPlanHelp(std::ostream &out)
{
    printHelp(out);
    out << "\n"
           "Plan options (gpuplan-cli plan MODEL [OPTION]...):\n"
           "  --workload W               pretrain, finetune, lora, qlora or inference\n"
           "  --gpu ID                   a GPU to compare (repeatable, or ID,ID,...)\n"
           "  --gpus N / --max-gpus N    a fixed GPU count / the most GPUs searched\n"
           "  --precision P              fp32, tf32, bf16, fp16, fp8; serving also int8, int4, mxfp4, nvfp4\n"
           "  --optimizer O              the optimizer (adamw, ...; docs/cli.md)\n"
           "  --fp32-grad-accum, --fp32-loss, --fp32-master on|off   what mixed precision keeps in fp32\n"
           "  --tp --pp --dp --ep --cp N fix a parallel degree (default: searched)\n"
           "  --zero 0..3, --distributed-optimizer   optimizer sharding\n"
           "  --interleave N             virtual pipeline stages\n"
           "  --recompute none|selective|full        activation recomputation (default: searched)\n"
           "  --sequence-parallel, --no-sequence-parallel\n"
           "  --flash-attention on|off   --attention-kernel auto|fa2|fa3   --kernels auto|fused|eager\n"
           "  --offload none|optimizer|params        ZeRO-Offload / ZeRO-Infinity\n"
           "  --moe-dispatcher auto|alltoall|deepep, --ep-overlap on|off   how MoE tokens reach their experts\n"
           "  --framework F              auto, megatron-core, fsdp, deepspeed, megatron-2021\n"
           "  --seq-len N, --target-len N, --micro-batch N, --global-batch N\n"
           "  --lora-rank N, --lora-targets all|attention, --lora-dropout P\n"
           "  --tokens N, --days D       training tokens; the deadline\n"
           "  --mfu F                    replace the efficiency model by an MFU\n"
           "  --measured-step-s S, --measured-tokens-per-s T   calibrate from a pilot run at --gpus\n"
           "  --network ID, --region global|china\n"
           "  --qps Q, --input-tokens N, --output-tokens N     the serving load\n"
           "  --ttft-ms, --tpot-ms, --e2e-ms MS                the latency limits\n"
           "  --batch N, --context N, --kv-dtype D, --memory-fraction F, --max-seqs N\n"
           "  --engine vllm|sglang|trtllm|trtllm-2023, --disaggregate, --no-disaggregate\n"
           "  --buy, --rent, --budget AMOUNT, --currency USD|CNY|TWD, --usd-to-cny R, --usd-to-twd R\n"
           "  --electricity P, --pue F, --rack-kw K, --colocation P, --staff-per-node-year P\n"
           "  --depreciation-years Y, --utilisation U, --horizon-months M\n"
           "  --prices FILE|none, --cost-curve, --save-scenario FILE, --json, --format csv|table\n";
}

} // namespace

std::optional<double> parseQuantity(const std::string &text)
{
    return parseQuantityImpl(text);
}

int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    try {
        if (args.size() < 2) {   // a usage error like any other: one line on stderr
            err << "gpuplan-cli: give a command: params, gpus, models, plan, advise, rules or report (see gpuplan-cli --help)\n";
            return 2;
        }
        if (args[1] == "--help" || args[1] == "-h" || args[1] == "help") {
            printHelp(out);
            return 0;
        }
        if (args[1] == "--version") {
            out << "gpuplan-cli " GPUPLAN_VERSION "\n";
            return 0;
        }
        // `plan --help`, `advise -h`: the help (it read as a plan without a model). Given among other
        // options it is refused in one line: a --json or --format=json command's output is JSON or one
        // line of error (fuzz_cli_args), whichever way the format was asked.
        for (std::size_t i = 2; i < args.size(); ++i)
            if (args[i] == "--help" || args[i] == "-h") {
                if (args.size() != 3)
                    throw UsageError{args[i] + ": give it alone (gpuplan-cli " + args[1] + " " + args[i] + ")"};
                if (args[1] == "plan" || args[1] == "advise")
                    printPlanHelp(out);
                else
                    printHelp(out);
                return 0;
            }
        Args a(args);
        const std::string cmd = args[1];
        static const std::pair<const char *, int (*)(Args &, std::ostream &)> kCommands[] = {
            {"params", cmdParams}, {"gpus", cmdGpus},     {"models", cmdModels},
            {"plan", cmdPlan},     {"advise", cmdAdvise}, {"rules", cmdRules}};
        std::string names;   // for the message: "params, gpus, models, plan, advise, rules"
        for (const auto &[name, command] : kCommands) {
            if (cmd == name)
                return command(a, out);
            names += (names.empty() ? "" : ", ") + std::string(name);
        }
        throw UsageError{"unknown command '" + cmd + "' (" + names + ", report)"};
    } catch (const UsageError &e) {
        err << "gpuplan-cli: " << e.message << "\n";
        return 2;
    } catch (const std::bad_alloc &) {
        err << "gpuplan-cli: out of memory\n";
        return 1;
    } catch (const std::exception &e) {
        err << "gpuplan-cli: internal error: " << e.what() << "\n";
        return 1;
    }
}

} // namespace gpuplan::cli
