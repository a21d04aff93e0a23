// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading and writing .gpuplan files from the GUI: the engine converts text and values
// (engine/scenariofile.h); this adds the I/O, atomic writes (QSaveFile) and translated messages
// that name the problem.

#include <engine/scenariofile.h>

#include <QString>
#include <QStringList>
#include <optional>

namespace gpuplan::ui {

// "gpuplan scenario (*.gpuplan)" for file dialogs.
QString scenarioFileFilter();
inline constexpr const char *kScenarioSuffix = "gpuplan";

// Reads and parses a scenario file. On failure returns nothing and sets `error` to one translated
// sentence that names the file and the problem (unreadable, not JSON, a newer schema, a bad field).
std::optional<engine::ScenarioFile> readScenarioFile(const QString &path, QString *error);
std::optional<engine::ScenarioFile> parseScenarioBytes(const QByteArray &bytes, const QString &displayName,
                                                       QString *error);

// Writes atomically (QSaveFile): on failure the old file is untouched and `error` says why.
bool writeScenarioFile(const QString &path, const engine::Scenario &s, const std::string &extrasJson,
                       QString *error);
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

// True when a dropped or opened file is a scenario: the .gpuplan suffix, or JSON that carries a
// schema_version (a config.json never does).
bool looksLikeScenarioFile(const QString &path);

// The translated one-line notice for keys this version does not know (kept when saving).
QString unknownKeysNotice(const QStringList &keys);
// What the info bar says of a file's values outside their fields' ranges (each issue's text).
QString outOfRangeNotice(const std::vector<engine::Issue> &issues);

} // namespace gpuplan::ui
