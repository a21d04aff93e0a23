// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofileio.h"
#include "presets.h"

#include "text/displaynames.h"
#include "text/formatting.h"
#include "uitr.h"

#include <QFile>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSaveFile>

namespace gpuplan::ui {

namespace {
constexpr qint64 kMaxScenarioBytes = 16 * 1024 * 1024;   // a scenario is a few KB; refuse anything huge
}

QString scenarioFileFilter()
{
    return Tr::tr("gpuplan scenario (*.gpuplan)");
}

std::optional<engine::ScenarioFile> parseScenarioBytes(const QByteArray &bytes, const QString &displayName,
                                                       QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = Tr::tr("%1 cannot be opened: %2").arg(displayName, why);
        return std::nullopt;
    };
    if (bytes.trimmed().isEmpty())
        return fail(Tr::tr("the file is empty."));
    auto file = engine::parseScenarioFile(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), &catalog());
    if (!file) {
        const engine::Issue &issue = file.issue();
        if (issue.field == "schema_version") {
            const QJsonObject o = QJsonDocument::fromJson(bytes).object();
            if (!o.contains(u"schema_version"))
                return fail(Tr::tr("it is not a gpuplan scenario (no schema_version)."));
            const int version = o.value(u"schema_version").toInt(-1);
            if (version > engine::kScenarioSchemaVersion)
                return fail(Tr::tr("it was written by a newer gpuplan (file format %1; this version reads up to %2). "
                                   "Update gpuplan to open it.")
                                .arg(version)
                                .arg(engine::kScenarioSchemaVersion));
            return fail(Tr::tr("its file format version is not valid."));
        }
        return fail(issueText(issue));
    }
    return std::move(file).value();
}

std::optional<engine::ScenarioFile> readScenarioFile(const QString &path, QString *error)
{
    const QString name = QFileInfo(path).fileName();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("%1 cannot be opened: %2").arg(name, f.errorString());
        return std::nullopt;
    }
    if (f.size() > kMaxScenarioBytes) {
        if (error)
            *error = Tr::tr("%1 cannot be opened: it is too large to be a scenario file.").arg(name);
        return std::nullopt;
    }
    return parseScenarioBytes(f.readAll(), name, error);
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    // Unbuffered: a short write (disk full, file size limit) shows up in write()'s result instead of
    // being lost in a buffered flush that commit() does not check.
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = Tr::tr("%1 could not be saved: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    if (f.write(bytes) != bytes.size() || !f.flush() || !f.commit()) {
        if (error)
            *error = Tr::tr("%1 could not be saved: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        f.cancelWriting();
        return false;
    }
    return true;
}

bool writeScenarioFile(const QString &path, const engine::Scenario &s, const std::string &extrasJson, QString *error)
{
    return writeFileAtomically(path, QByteArray::fromStdString(engine::serializeScenario(s, extrasJson)), error);
}

bool looksLikeScenarioFile(const QString &path)
{
    const QFileInfo info(path);
    if (info.suffix().compare(QLatin1String(kScenarioSuffix), Qt::CaseInsensitive) == 0)
        return true;
    if (info.suffix().compare(u"json", Qt::CaseInsensitive) != 0 || info.size() > kMaxScenarioBytes)
        return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    return QJsonDocument::fromJson(f.readAll()).object().contains(u"schema_version");
}

QString outOfRangeNotice(const std::vector<engine::Issue> &issues)
{
    QStringList texts;
    for (const engine::Issue &i : issues)
        texts << issueText(i);
    //: %1: one sentence per value, "Value out of range: output tokens is 0, outside 1 to 100,000,000."
    return Tr::tr("This file holds values outside their ranges, and a field that cannot show such a value shows the nearest "
                  "allowed one; check them before you save. %1").arg(texts.join(u' '));
}

QString unknownKeysNotice(const QStringList &keys)
{
    return Tr::tr("This file has %n setting(s) this version of gpuplan does not know (%1). They are kept and "
                  "written back when you save.", nullptr, static_cast<int>(keys.size()))
        .arg(listText(keys));
}

} // namespace gpuplan::ui
