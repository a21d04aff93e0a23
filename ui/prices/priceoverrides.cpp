// SPDX-License-Identifier: GPL-3.0-or-later
#include "priceoverrides.h"

#include "persistence/scenariofileio.h"
#include "presets.h"
#include "text/displaynames.h"
#include "uitr.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStandardPaths>

namespace gpuplan::ui {

namespace {

std::string thisMonth()
{
    return QDate::currentDate().toString(QStringLiteral("yyyy-MM")).toStdString();
}

} // namespace

QString PriceOverrides::defaultPath()
{
    // Spelled out rather than AppConfigLocation, so that the path does not depend on the running
    // program's names: gpuplan-cli reads exactly this file.
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
           + QLatin1Char('/') + QString::fromLatin1(engine::kPriceOverridesFile);
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
    const QByteArray text = f.readAll();
    auto parsed = engine::parsePriceOverrides(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                              QFileInfo(path).fileName().toStdString());
    if (!parsed) {
        if (error)
            *error = Tr::tr("%1 cannot be opened: %2").arg(QDir::toNativeSeparators(path), issueText(parsed.issue()));
        return {};
    }
    PriceOverrides out;
    out.m_data = std::move(parsed).value();
    return out;
}

bool PriceOverrides::save(const QString &path, QString *error) const
{
    QString unreadable;
    load(path, &unreadable);
    if (!unreadable.isEmpty()) {
        const QString aside = unreadablePath(path);
        QFile::remove(aside);
        if (!QFile::rename(path, aside)) {
            if (error)
                //: %1: the price file that cannot be read; %2: the name it was to be kept under
                *error = Tr::tr("%1 cannot be read and could not be kept as %2; the prices were not saved.")
                             .arg(QDir::toNativeSeparators(path), QFileInfo(aside).fileName());
            return false;
        }
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    return writeFileAtomically(path, QByteArray::fromStdString(engine::serializePriceOverrides(m_data)), error);
}

engine::PriceBook PriceOverrides::apply(const engine::PriceBook &book) const
{
    return engine::applyPriceOverrides(book, m_data, thisMonth());
}

QJsonObject PriceOverrides::toJson() const
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(engine::serializePriceOverrides(m_data))).object();
}

std::shared_ptr<const engine::Catalog> PriceOverrides::applyTo(const engine::Catalog &catalog) const
{
    return engine::withPriceOverrides(catalog, m_data, thisMonth());
}

QString applyStoredPriceOverrides()
{
    QString error;
    const PriceOverrides o = PriceOverrides::load(PriceOverrides::defaultPath(), &error);
    if (!error.isEmpty())
        qWarning("gpuplan: price overrides ignored: %s", qPrintable(error));
    setPlanningCatalog(o.isEmpty() ? nullptr : o.applyTo(catalog()));
    return error;
}

} // namespace gpuplan::ui
