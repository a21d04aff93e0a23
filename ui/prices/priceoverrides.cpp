// SPDX-License-Identifier: GPL-3.0-or-later
#include "priceoverrides.h"

#include "persistence/scenariofileio.h"
#include "presets.h"
#include "uitr.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStandardPaths>
#include <cmath>

namespace gpuplan::ui {

namespace {

const char *fieldKey(PriceField f)
{
    switch (f) {
    case PriceField::PurchaseLow: return "purchase_usd_per_gpu_low";
    case PriceField::PurchaseHigh: return "purchase_usd_per_gpu_high";
    case PriceField::ServerLow: return "server_usd_low";
    case PriceField::ServerHigh: return "server_usd_high";
    case PriceField::RentLow: return "rent_usd_per_gpu_hour_low";
    case PriceField::RentHigh: return "rent_usd_per_gpu_hour_high";
    case PriceField::KwPerGpu: return "server_kw_per_gpu";
    }
    return "";
}

void overrideRange(std::optional<engine::PriceRange> &range, const std::optional<double> &low,
                   const std::optional<double> &high)
{
    if (!low && !high)
        return;
    engine::PriceRange r = range.value_or(engine::PriceRange {});
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
    if (r.high < r.low)
        std::swap(r.low, r.high);
    r.estimate = false;
    r.date = QDate::currentDate().toString(QStringLiteral("yyyy-MM")).toStdString();
    r.basis = "user override";
    range = r;
}

} // namespace

bool GpuPriceOverride::isEmpty() const
{
    for (const auto &v : values)
        if (v)
            return false;
    return true;
}

QString PriceOverrides::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
           + QStringLiteral("/price-overrides.json");
}

bool PriceOverrides::isEmpty() const
{
    return m_gpus.isEmpty();
}

std::optional<double> PriceOverrides::value(const QString &gpuId, PriceField f) const
{
    const auto it = m_gpus.find(gpuId);
    return it == m_gpus.end() ? std::nullopt : (*it)[f];
}

void PriceOverrides::set(const QString &gpuId, PriceField f, std::optional<double> usd)
{
    if (usd && (!std::isfinite(*usd) || *usd < 0))
        usd.reset();
    GpuPriceOverride &o = m_gpus[gpuId];
    o[f] = usd;
    if (o.isEmpty())
        m_gpus.remove(gpuId);
}

QJsonObject PriceOverrides::toJson() const
{
    QJsonObject gpus;
    for (auto it = m_gpus.begin(); it != m_gpus.end(); ++it) {
        QJsonObject g;
        for (int i = 0; i < kPriceFieldCount; ++i)
            if (it->values[i])
                g.insert(QLatin1String(fieldKey(static_cast<PriceField>(i))), *it->values[i]);
        gpus.insert(it.key(), g);
    }
    QJsonObject root;
    root.insert(u"schema_version", 1);
    root.insert(u"currency", QStringLiteral("USD"));
    root.insert(u"gpus", gpus);
    return root;
}

PriceOverrides PriceOverrides::fromJson(const QJsonObject &o)
{
    PriceOverrides out;
    const QJsonObject gpus = o.value(u"gpus").toObject();
    for (auto it = gpus.begin(); it != gpus.end(); ++it) {
        const QJsonObject g = it.value().toObject();
        for (int i = 0; i < kPriceFieldCount; ++i) {
            const QJsonValue v = g.value(QLatin1String(fieldKey(static_cast<PriceField>(i))));
            if (v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() >= 0)
                out.set(it.key(), static_cast<PriceField>(i), v.toDouble());
        }
    }
    return out;
}

PriceOverrides PriceOverrides::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.exists())
        return {};
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), f.errorString());
        return {};
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (!doc.isObject()) {
        if (error)
            *error = Tr::tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), Tr::tr("the file is not valid JSON."));
        return {};
    }
    return fromJson(doc.object());
}

bool PriceOverrides::save(const QString &path, QString *error) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    return writeFileAtomically(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented), error);
}

engine::PriceBook PriceOverrides::apply(const engine::PriceBook &book) const
{
    engine::PriceBook out = book;
    for (auto it = m_gpus.begin(); it != m_gpus.end(); ++it) {
        const std::string id = it.key().toStdString();
        engine::GpuPrice *p = nullptr;
        for (engine::GpuPrice &g : out.gpus)
            if (g.gpu == id)
                p = &g;
        if (!p) {
            out.gpus.push_back(engine::GpuPrice {});
            p = &out.gpus.back();
            p->gpu = id;
        }
        const GpuPriceOverride &o = it.value();
        overrideRange(p->purchasePerGpu, o[PriceField::PurchaseLow], o[PriceField::PurchaseHigh]);
        overrideRange(p->server, o[PriceField::ServerLow], o[PriceField::ServerHigh]);
        overrideRange(p->rentPerGpuHour, o[PriceField::RentLow], o[PriceField::RentHigh]);
        if (o[PriceField::KwPerGpu])
            p->serverKwPerGpu = *o[PriceField::KwPerGpu];
    }
    return out;
}

std::shared_ptr<const engine::Catalog> PriceOverrides::applyTo(const engine::Catalog &catalog) const
{
    auto copy = std::make_shared<engine::Catalog>(catalog);
    if (catalog.prices)
        copy->prices = std::make_shared<const engine::PriceBook>(apply(*catalog.prices));
    return copy;
}

void applyStoredPriceOverrides()
{
    QString error;
    const PriceOverrides o = PriceOverrides::load(PriceOverrides::defaultPath(), &error);
    if (!error.isEmpty())
        qWarning("gpuplan: price overrides ignored: %s", qPrintable(error));
    setPlanningCatalog(o.isEmpty() ? nullptr : o.applyTo(catalog()));
}

std::optional<double> priceValue(const engine::GpuPrice &p, PriceField f)
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

} // namespace gpuplan::ui
