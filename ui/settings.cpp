// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QSettings>

namespace gpuplan::ui::settings {

namespace {

const QString kGeometry = QStringLiteral("ui/geometry");
const QString kLastScenario = QStringLiteral("ui/lastScenario");
const QString kLastPath = QStringLiteral("ui/lastPath");
const QString kLanguage = QStringLiteral("ui/language");
const QString kLastFolder = QStringLiteral("files/lastFolder");
const QString kRecent = QStringLiteral("files/recent");
const QString kAutosaveOf = QStringLiteral("files/autosaveOf");

} // namespace

QByteArray windowGeometry() { return QSettings().value(kGeometry).toByteArray(); }
void setWindowGeometry(const QByteArray &geometry) { QSettings().setValue(kGeometry, geometry); }
QByteArray lastScenario() { return QSettings().value(kLastScenario).toByteArray(); }
void setLastScenario(const QByteArray &scenario) { QSettings().setValue(kLastScenario, scenario); }
QString lastPath() { return QSettings().value(kLastPath).toString(); }
void setLastPath(const QString &path) { QSettings().setValue(kLastPath, path); }
QString lastFolder() { return QSettings().value(kLastFolder).toString(); }
void setLastFolder(const QString &folder) { QSettings().setValue(kLastFolder, folder); }
QStringList recentFiles() { return QSettings().value(kRecent).toStringList(); }
void setRecentFiles(const QStringList &paths) { QSettings().setValue(kRecent, paths); }
void clearRecentFiles() { QSettings().remove(kRecent); }
QString autosaveOf() { return QSettings().value(kAutosaveOf).toString(); }
void setAutosaveOf(const QString &path) { QSettings().setValue(kAutosaveOf, path); }
void clearAutosaveOf() { QSettings().remove(kAutosaveOf); }
QString language() { return QSettings().value(kLanguage).toString(); }
void setLanguage(const QString &language) { QSettings().setValue(kLanguage, language); }

} // namespace gpuplan::ui::settings
