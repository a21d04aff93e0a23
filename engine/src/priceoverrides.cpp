// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/priceoverrides.h"

#include <algorithm>
#include <cmath>

#include "findbyid.h"
#include "jsonutil.h"

namespace engine {

using nlohmann::json;

namespace {

constexpr detail::EnumId<PriceField> kPriceFieldKeys[] = {
    {PriceField::PurchaseLow, "purchase_usd_per_gpu_low"},
    {PriceField::PurchaseHigh, "purchase_usd_per_gpu_high"},
    {PriceField::ServerLow, "server_usd_low"},
    {PriceField::ServerHigh, "server_usd_high"},
    {PriceField::RentLow, "rent_usd_per_gpu_hour_low"},
    {PriceField::RentHigh, "rent_usd_per_gpu_hour_high"},
    {PriceField::KwPerGpu, "server_kw_per_gpu"},
};

} // namespace

const char *priceFieldKey(PriceField f) { return detail::idOf(kPriceFieldKeys, f, ""); }

bool GpuPriceOverride::isEmpty() const
{
    return std::none_of(values.begin(), values.end(), [](const std::optional<double> &v) { return v.has_value(); });
}

std::optional<double> PriceOverrides::value(const std::string &gpuId, PriceField f) const
{
    const auto it = gpus.find(gpuId);
    return it == gpus.end() ? std::nullopt : it->second[f];
}

void PriceOverrides::set(const std::string &gpuId, PriceField f, std::optional<double> usd)
{
    if (usd && (!std::isfinite(*usd) || *usd < 0))
        usd.reset();
    GpuPriceOverride &o = gpus[gpuId];
    o[f] = usd;
    if (o.isEmpty())
        gpus.erase(gpuId);
}

Result<PriceOverrides> parsePriceOverrides(std::string_view text, const std::string &fileName)
{
    auto parsed = detail::parseJsonObject(text, fileName);
    if (!parsed)
        return parsed.issue();
    const json &root = *parsed;
    if (const auto c = root.find("currency"); c != root.end() && (!c->is_string() || c->get<std::string>() != "USD"))
        return Issue {IssueCode::OutOfRange, fileName + ": currency", "prices must be in USD"};
    for (const auto &[key, value] : root.items())
        if (key != "schema_version" && key != "currency" && key != "gpus")
            return Issue {IssueCode::UnknownId, fileName + ": " + key,
                          "not a key of a price file (schema_version, currency, gpus)"};
    PriceOverrides out;
    const auto gpus = root.find("gpus");
    if (gpus == root.end())
        return out;
    if (!gpus->is_object())
        return Issue {IssueCode::WrongType, fileName + ": gpus", "must be an object of GPU ids"};
    for (const auto &[id, entry] : gpus->items()) {
        const std::string where = fileName + ": gpus." + id;
        if (!entry.is_object())
            return Issue {IssueCode::WrongType, where, "must be an object of prices"};
        for (const auto &[key, v] : entry.items()) {
            int field = -1;
            for (int i = 0; i < kPriceFieldCount; ++i)
                if (key == priceFieldKey(static_cast<PriceField>(i)))
                    field = i;
            if (field < 0)
                return Issue {IssueCode::UnknownId, where + "." + key,
                              "not a price key (purchase_usd_per_gpu_low/high, server_usd_low/high, "
                              "rent_usd_per_gpu_hour_low/high, server_kw_per_gpu)"};
            if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0)
                return Issue {IssueCode::OutOfRange, where + "." + key,
                              static_cast<PriceField>(field) == PriceField::KwPerGpu ? "must be a number of 0 or more (kW)"
                                                                                     : "must be a number of 0 or more (USD)"};
            out.set(id, static_cast<PriceField>(field), v.get<double>());
        }
        // Both ends given the wrong way round are refused, not put in order: the file says something
        // other than what the user meant, and only the user knows which end is wrong.
        const auto given = out.gpus.find(id);
        if (given == out.gpus.end())
            continue;
        const GpuPriceOverride &g = given->second;
        for (const auto &[lowField, highField] : {std::pair {PriceField::PurchaseLow, PriceField::PurchaseHigh},
                                                  std::pair {PriceField::ServerLow, PriceField::ServerHigh},
                                                  std::pair {PriceField::RentLow, PriceField::RentHigh}}) {
            if (g[lowField] && g[highField] && *g[lowField] > *g[highField]) {
                Issue above {IssueCode::OutOfRange, where + "." + priceFieldKey(lowField),
                             "is above " + std::string(priceFieldKey(highField)) + " (" + json(*g[lowField]).dump() + " > "
                                 + json(*g[highField]).dump() + ")"};
                above.value = *g[lowField];
                above.max = *g[highField];
                above.hasRange = true;
                return above;
            }
        }
    }
    return out;
}

std::string serializePriceOverrides(const PriceOverrides &o)
{
    json gpus = json::object();
    for (const auto &[id, g] : o.gpus) {
        json e = json::object();
        for (int i = 0; i < kPriceFieldCount; ++i)
            if (const auto &v = g[static_cast<PriceField>(i)])
                e[priceFieldKey(static_cast<PriceField>(i))] = *v;
        gpus[id] = e;
    }
    json root = json::object();
    root["schema_version"] = 1;
    root["currency"] = "USD";
    root["gpus"] = gpus;
    return root.dump(2) + "\n";
}

namespace {

void overrideRange(std::optional<PriceRange> &range, const std::optional<double> &low, const std::optional<double> &high,
                   const std::string &yyyyMm)
{
    if (!low && !high)
        return;
    PriceRange r = range.value_or(PriceRange {});
    if (low)
        r.low = *low;
    if (high)
        r.high = *high;
    if (!range) {   // a price the book did not have: a single figure unless both ends are given
        if (!low)
            r.low = r.high;
        if (!high)
            r.high = r.low;
    }
    // One end given beyond the catalogue's other end: the user's figure is both ends (it was swapped,
    // which made the catalogue's figure the user's low or high).
    if (r.high < r.low) {
        if (low && !high)
            r.high = r.low;
        else if (high && !low)
            r.low = r.high;
        else
            std::swap(r.low, r.high);   // both given the wrong way round: put in order
    }
    r.estimate = false;
    r.date = yyyyMm;
    r.basis = "user override";
    if (low && high)   // nothing of the catalogue's figure is left to cite
        r.sources.clear();
    range = r;
}

} // namespace

PriceBook applyPriceOverrides(const PriceBook &book, const PriceOverrides &o, const std::string &yyyyMm)
{
    PriceBook out = book;
    for (const auto &entry : o.gpus) {
        const std::string &id = entry.first;
        const GpuPriceOverride &g = entry.second;
        auto it = std::find_if(out.gpus.begin(), out.gpus.end(), [&id](const GpuPrice &p) { return p.gpu == id; });
        if (it == out.gpus.end()) {
            out.gpus.push_back(GpuPrice {});
            out.gpus.back().gpu = id;
            it = out.gpus.end() - 1;
        }
        overrideRange(it->purchasePerGpu, g[PriceField::PurchaseLow], g[PriceField::PurchaseHigh], yyyyMm);
        overrideRange(it->server, g[PriceField::ServerLow], g[PriceField::ServerHigh], yyyyMm);
        // A GPU price of the user's own with no server price of theirs: the catalogue's server price
        // (which a server-sized purchase prefers, cost.cpp) would hide it; the servers are then priced
        // from the user's GPU price (GPUs x price x kServerOverheadFactor).
        if ((g[PriceField::PurchaseLow] || g[PriceField::PurchaseHigh]) && !g[PriceField::ServerLow] && !g[PriceField::ServerHigh])
            it->server.reset();
        overrideRange(it->rentPerGpuHour, g[PriceField::RentLow], g[PriceField::RentHigh], yyyyMm);
        if (g[PriceField::RentLow] || g[PriceField::RentHigh])
            it->rentShapes.clear();   // the user's rate is the rate of every instance shape
        if (g[PriceField::KwPerGpu])
            it->serverKwPerGpu = *g[PriceField::KwPerGpu];
    }
    return out;
}

std::shared_ptr<const Catalog> withPriceOverrides(const Catalog &catalog, const PriceOverrides &o, const std::string &yyyyMm)
{
    auto copy = std::make_shared<Catalog>(catalog);
    if (catalog.prices && !o.isEmpty())
        copy->prices = std::make_shared<const PriceBook>(applyPriceOverrides(*catalog.prices, o, yyyyMm));
    return copy;
}

std::optional<double> priceValue(const GpuPrice &p, PriceField f)
{
    switch (f) {
    case PriceField::PurchaseLow: return p.purchasePerGpu ? std::optional(p.purchasePerGpu->low) : std::nullopt;
    case PriceField::PurchaseHigh: return p.purchasePerGpu ? std::optional(p.purchasePerGpu->high) : std::nullopt;
    case PriceField::ServerLow: return p.server ? std::optional(p.server->low) : std::nullopt;
    case PriceField::ServerHigh: return p.server ? std::optional(p.server->high) : std::nullopt;
    case PriceField::RentLow: return p.rentPerGpuHour ? std::optional(p.rentPerGpuHour->low) : std::nullopt;
    case PriceField::RentHigh: return p.rentPerGpuHour ? std::optional(p.rentPerGpuHour->high) : std::nullopt;
    case PriceField::KwPerGpu: return p.serverKwPerGpu > 0 ? std::optional(p.serverKwPerGpu) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace engine
