// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's own prices, per GPU, in USD: purchase low/high, server low/high, rent low/high per
// GPU-hour and kW per GPU. One file read by both faces (the GUI's price table writes it,
// `gpuplan-cli --prices FILE` and the CLI's default location read it), applied here so the GUI and
// the CLI cost a plan the same way (docs/cli.md, "Prices").

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/catalog.h"
#include "engine/cost.h"
#include "engine/issue.h"

namespace engine {

enum class PriceField { PurchaseLow, PurchaseHigh, ServerLow, ServerHigh, RentLow, RentHigh, KwPerGpu };
inline constexpr int kPriceFieldCount = 7;

// The JSON key of a field ("purchase_usd_per_gpu_low", ...).
const char *priceFieldKey(PriceField f);

struct GpuPriceOverride
{
    std::array<std::optional<double>, kPriceFieldCount> values;
    bool isEmpty() const;
    std::optional<double> &operator[](PriceField f) { return values[static_cast<std::size_t>(f)]; }
    const std::optional<double> &operator[](PriceField f) const { return values[static_cast<std::size_t>(f)]; }
    friend bool operator==(const GpuPriceOverride &, const GpuPriceOverride &) = default;
};

struct PriceOverrides
{
    std::map<std::string, GpuPriceOverride> gpus;   // by GPU id; never holds an empty entry

    bool isEmpty() const { return gpus.empty(); }
    std::optional<double> value(const std::string &gpuId, PriceField f) const;
    // A negative or non-finite value clears the field; an entry with no field left is removed.
    void set(const std::string &gpuId, PriceField f, std::optional<double> usd);
    friend bool operator==(const PriceOverrides &, const PriceOverrides &) = default;
};

// {"schema_version": 1, "currency": "USD", "gpus": {"h100-sxm5-80gb": {"rent_usd_per_gpu_hour_low": 2.1}}}.
// Anything else is an Issue naming the file and the key: a text that is not a JSON object, a
// currency other than USD, an unknown key (a misspelt price would be ignored), a price that is
// not a number of 0 or more, an entry that is not an object. The two ends of a range given the
// wrong way round are put in order when applied.
// Where both faces keep the user's price table, under the user's configuration folder
// ($XDG_CONFIG_HOME, else ~/.config): the GUI writes it, gpuplan-cli reads it.
inline constexpr const char *kPriceOverridesFile = "gpuplan/gpuplan/price-overrides.json";

Result<PriceOverrides> parsePriceOverrides(std::string_view text, const std::string &fileName = "price-overrides.json");
std::string serializePriceOverrides(const PriceOverrides &o);

// A copy of `book` with the overrides applied: an overridden range is marked as not estimated,
// dated `yyyyMm`, basis "user override"; a single given end of a price the book lacks is both ends.
PriceBook applyPriceOverrides(const PriceBook &book, const PriceOverrides &o, const std::string &yyyyMm);
// The catalogue with the overrides applied to its price book (the same catalogue when empty).
std::shared_ptr<const Catalog> withPriceOverrides(const Catalog &catalog, const PriceOverrides &o,
                                                  const std::string &yyyyMm);

// The value of a field in a price book entry (USD); empty when the book has no such price.
std::optional<double> priceValue(const GpuPrice &p, PriceField f);

} // namespace engine
