// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's own prices (the price table dialog), stored in ~/.config/gpuplan/gpuplan/price-overrides.json.
// The format, the rules and how they are applied are the engine's (engine/priceoverrides.h), so
// `gpuplan-cli`, which reads the same file, costs a plan exactly as the GUI does.

#include <engine/catalog.h>
#include <engine/cost.h>
#include <engine/priceoverrides.h>

#include <QJsonObject>
#include <QString>
#include <memory>
#include <optional>

namespace gpuplan::ui {

using engine::kPriceFieldCount;
using engine::priceValue;
using engine::PriceField;

class PriceOverrides
{
public:
    // $XDG_CONFIG_HOME (or ~/.config)/gpuplan/gpuplan/price-overrides.json: the file gpuplan-cli
    // reads by default.
    static QString defaultPath();

    bool isEmpty() const { return m_data.isEmpty(); }
    bool contains(const QString &gpuId) const { return m_data.gpus.count(gpuId.toStdString()) > 0; }
    std::optional<double> value(const QString &gpuId, PriceField f) const { return m_data.value(gpuId.toStdString(), f); }
    void set(const QString &gpuId, PriceField f, std::optional<double> usd) { m_data.set(gpuId.toStdString(), f, usd); }
    void clear() { m_data.gpus.clear(); }
    const engine::PriceOverrides &data() const { return m_data; }

    // A missing file is an empty set of overrides, not an error.
    static PriceOverrides load(const QString &path, QString *error = nullptr);
    // Never writes over a file it cannot read (a hand edit with a mistake): that file is kept as
    // unreadablePath(path) first.
    bool save(const QString &path, QString *error) const;
    static QString unreadablePath(const QString &path) { return path + QStringLiteral(".unreadable"); }

    // `book` with these overrides applied (dated this month).
    engine::PriceBook apply(const engine::PriceBook &book) const;
    // The overrides as the file stores them.
    QJsonObject toJson() const;
    // The bundled catalogue with these overrides (dated this month), ready for engine::plan().
    std::shared_ptr<const engine::Catalog> applyTo(const engine::Catalog &catalog) const;

private:
    engine::PriceOverrides m_data;
};

// Loads the stored overrides and makes them the planning catalogue (presets.h). Returns why the
// file could not be read (translated; empty when it was read or is absent): the catalogue's prices
// are then used, and the caller says so.
QString applyStoredPriceOverrides();

} // namespace gpuplan::ui
