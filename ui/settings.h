// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The remembered settings (QSettings, organisation and application "gpuplan"), one typed accessor
// each: the keys live only in settings.cpp.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gpuplan::ui::settings {

QByteArray windowGeometry();
void setWindowGeometry(const QByteArray &geometry);
// The last session's scenario (the .gpuplan format) and the file it belonged to ("" = untitled).
QByteArray lastScenario();
void setLastScenario(const QByteArray &scenario);
QString lastPath();
void setLastPath(const QString &path);
// The folder a file dialog last saved, exported or opened in: where the next one starts.
QString lastFolder();
void setLastFolder(const QString &folder);
QStringList recentFiles();
void setRecentFiles(const QStringList &paths);
void clearRecentFiles();
// The file the pending autosave belongs to ("" = untitled, no entry = no autosave).
QString autosaveOf();
void setAutosaveOf(const QString &path);
void clearAutosaveOf();
QString language();   // en, zh_CN or zh_TW; empty = follow the system
void setLanguage(const QString &language);

} // namespace gpuplan::ui::settings
