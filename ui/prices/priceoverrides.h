// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's own prices (the price table dialog): per GPU, any of purchase low/high, server
// low/high, rent low/high per GPU-hour and kW per GPU, in USD. Stored as JSON in
// AppConfigLocation/price-overrides.json and applied to a copy of the bundled price book.

#include <engine/catalog.h>
#include <engine/cost.h>

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <memory>
#include <optional>

namespace gpuplan::ui {

enum class PriceField { PurchaseLow, PurchaseHigh, ServerLow, ServerHigh, RentLow, RentHigh, KwPerGpu };
inline constexpr int kPriceFieldCount = 7;

struct GpuPriceOverride
{
    std::optional<double> values[kPriceFieldCount];
    bool isEmpty() const;
    std::optional<double> &operator[](PriceField f) { return values[static_cast<int>(f)]; }
    const std::optional<double> &operator[](PriceField f) const { return values[static_cast<int>(f)]; }
};

class PriceOverrides
{
public:
    static QString defaultPath();   // AppConfigLocation/price-overrides.json

    bool isEmpty() const;
    const QMap<QString, GpuPriceOverride> &gpus() const { return m_gpus; }
    std::optional<double> value(const QString &gpuId, PriceField f) const;
    void set(const QString &gpuId, PriceField f, std::optional<double> usd);
    void clear() { m_gpus.clear(); }

    QJsonObject toJson() const;
    // Ignores entries it cannot read (non-positive or non-numeric values).
    static PriceOverrides fromJson(const QJsonObject &o);
    // A missing file is an empty set of overrides, not an error.
    static PriceOverrides load(const QString &path, QString *error = nullptr);
    bool save(const QString &path, QString *error) const;

    // A copy of `book` with the overrides applied (overridden ranges are marked as not estimated,
    // dated today, basis "user override").
    engine::PriceBook apply(const engine::PriceBook &book) const;
    // The bundled catalogue with these overrides, ready for engine::plan().
    std::shared_ptr<const engine::Catalog> applyTo(const engine::Catalog &catalog) const;

private:
    QMap<QString, GpuPriceOverride> m_gpus;
};

// Loads the stored overrides and makes them the planning catalogue (presets.h).
void applyStoredPriceOverrides();

// The value of a field in a price book (USD); empty when the book has no such price.
std::optional<double> priceValue(const engine::GpuPrice &p, PriceField f);

} // namespace gpuplan::ui
