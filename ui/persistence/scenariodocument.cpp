// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariodocument.h"

#include "scenariofileio.h"
#include "presets.h"
#include "scenariomodel.h"
#include "uitr.h"
#include "settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

namespace gpuplan::ui {

namespace {
constexpr int kAutosaveDelayMs = 1500;

QString autosaveDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

// autosave-<id>.gpuplan's companions: the file it belongs to, and its writer's lock.
QString companion(const QString &autosave, const QString &suffix)
{
    return autosave.chopped(QStringLiteral(".gpuplan").size()) + suffix;
}

// Held by a running gpuplan (this one or another window): only a dead writer's lock can be taken.
bool writerIsRunning(const QString &autosave)
{
    const QString lock = companion(autosave, QStringLiteral(".lock"));
    if (!QFileInfo::exists(lock))
        return false;
    QLockFile probe(lock);
    probe.setStaleLockTime(0);   // a long session's lock is not stale by age; only its process's death
    if (!probe.tryLock(0))
        return true;
    probe.unlock();
    return false;
}

// The file a crashed session's autosave belongs to (empty: untitled).
QString belongedTo(const QString &autosave)
{
    if (QFileInfo(autosave).fileName() == QStringLiteral("autosave.gpuplan"))   // before 0.2
        return settings::autosaveOf();
    QFile of(companion(autosave, QStringLiteral(".of")));
    return of.open(QIODevice::ReadOnly) ? QString::fromUtf8(of.readAll()) : QString();
}

void removeAutosaveFiles(const QString &autosave)
{
    QFile::remove(autosave);
    if (QFileInfo(autosave).fileName() == QStringLiteral("autosave.gpuplan"))
        settings::clearAutosaveOf();
    else
        QFile::remove(companion(autosave, QStringLiteral(".of")));
}

QStringList crashedAutosaves()
{
    const QDir dir(autosaveDir());
    QStringList out;
    for (const QFileInfo &f : dir.entryInfoList({QStringLiteral("autosave*.gpuplan")}, QDir::Files, QDir::Time))
        if (!writerIsRunning(f.absoluteFilePath()))
            out << f.absoluteFilePath();
    return out;   // newest first
}
} // namespace

ScenarioDocument::ScenarioDocument(ScenarioModel &model, QObject *parent)
    : QObject(parent), m_model(model), m_baseline(model.scenario()),
      m_autosavePath(autosaveDir() + QStringLiteral("/autosave-%1.gpuplan").arg(QUuid::createUuid().toString(QUuid::WithoutBraces)))
{
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(kAutosaveDelayMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, [this] { writeAutosave(); });
    connect(&m_model, &ScenarioModel::scenarioChanged, this, [this] {
        if (m_autosaveEnabled)
            m_autosaveTimer.start();
        if (isModified() != m_lastModified) {
            m_lastModified = isModified();
            emit stateChanged();
        }
    });
}

ScenarioDocument::~ScenarioDocument() = default;

QString ScenarioDocument::displayName() const
{
    return m_path.isEmpty() ? Tr::tr("Untitled") : QFileInfo(m_path).fileName();
}

bool ScenarioDocument::isModified() const
{
    return m_forceModified || !(m_model.scenario() == m_baseline);
}

bool ScenarioDocument::open(const QString &path, QString *error)
{
    auto file = readScenarioFile(path, error);
    if (!file)
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    m_extras = file->extrasJson;
    m_unknownKeys.clear();
    for (const std::string &k : file->unknownKeys)
        m_unknownKeys << QString::fromStdString(k);
    // Values outside their ranges, before the pages take them: a spin box shows the nearest allowed
    // value, and the CLI refuses the same file (a zh_CN QA pass opened output_tokens 0 and saw 1).
    m_outOfRange.clear();
    for (const engine::Issue &i : engine::validate(file->scenario, catalog()))
        if (i.code == engine::IssueCode::OutOfRange && i.hasRange)
            m_outOfRange.push_back(i);
    m_baseline = file->scenario;   // before the reset: its change signals must see the file's state
    m_forceModified = false;
    m_model.resetScenario(file->scenario);
    settleOnFile(file->scenario);
    if (!m_unknownKeys.isEmpty())
        emit unknownKeysFound(m_unknownKeys);
    if (!m_outOfRange.empty())
        emit outOfRangeValuesFound();
    return true;
}

bool ScenarioDocument::saveAs(const QString &path, QString *error)
{
    const engine::Scenario s = m_model.scenario();
    if (!writeScenarioFile(path, s, m_extras, error))
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    settleOnFile(s);
    return true;
}

void ScenarioDocument::settleOnFile(const engine::Scenario &onDisk)
{
    m_baseline = onDisk;
    m_forceModified = false;
    m_lastModified = false;
    m_autosaveTimer.stop();
    removeAutosave();
    if (m_rememberRecent)
        addRecentFile(m_path);
    emit stateChanged();
}

void ScenarioDocument::reset(const engine::Scenario &s)
{
    m_path.clear();
    m_extras = "{}";
    m_unknownKeys.clear();
    m_baseline = s;
    m_forceModified = false;
    m_model.resetScenario(s);
    m_lastModified = false;
    m_autosaveTimer.stop();
    removeAutosave();
    emit stateChanged();
}

QString ScenarioDocument::detachFromFile()
{
    if (m_path.isEmpty())
        return {};
    const QString name = displayName();
    m_path.clear();
    m_extras = "{}";
    m_unknownKeys.clear();
    m_forceModified = true;
    emit stateChanged();
    return name;
}

void ScenarioDocument::markClean()
{
    m_baseline = m_model.scenario();
    m_forceModified = false;
    m_lastModified = false;
    emit stateChanged();
}

QStringList ScenarioDocument::recentFiles()
{
    QStringList out;
    for (const QString &p : settings::recentFiles())
        if (QFileInfo::exists(p) && !out.contains(p))
            out << p;
    while (out.size() > kMaxRecent)
        out.removeLast();
    return out;
}

void ScenarioDocument::addRecentFile(const QString &path)
{
    QStringList list = settings::recentFiles();
    const QString abs = QFileInfo(path).absoluteFilePath();
    list.removeAll(abs);
    list.prepend(abs);
    while (list.size() > kMaxRecent)
        list.removeLast();
    settings::setRecentFiles(list);
}

void ScenarioDocument::clearRecentFiles()
{
    settings::clearRecentFiles();
}

QString ScenarioDocument::crashedAutosavePath()
{
    const QStringList crashed = crashedAutosaves();
    return crashed.isEmpty() ? QString() : crashed.front();
}

bool ScenarioDocument::restoreAutosave(QString *error)
{
    const QString crashed = crashedAutosavePath();
    if (crashed.isEmpty())
        return false;
    auto file = readScenarioFile(crashed, error);
    if (!file)
        return false;
    const QString of = belongedTo(crashed);
    m_path = of.isEmpty() || !QFileInfo::exists(of) ? QString() : of;
    // Discard returns to the file as it is on disk, not to what was open before the restore.
    QString ignored;
    if (!m_path.isEmpty())
        if (auto onDisk = readScenarioFile(m_path, &ignored))
            m_baseline = onDisk->scenario;
    m_extras = file->extrasJson;
    m_unknownKeys.clear();
    for (const std::string &k : file->unknownKeys)
        m_unknownKeys << QString::fromStdString(k);
    m_model.resetScenario(file->scenario);
    m_forceModified = true;   // recovered work is unsaved until the user saves it
    m_lastModified = true;
    // It becomes this session's autosave before the crashed one goes: a second crash still finds it.
    const bool wasEnabled = m_autosaveEnabled;
    m_autosaveEnabled = true;
    if (writeAutosave())
        removeAutosaveFiles(crashed);
    m_autosaveEnabled = wasEnabled;
    m_ownsAutosave = true;
    emit stateChanged();
    return true;
}

void ScenarioDocument::removeAutosave()
{
    m_autosaveTimer.stop();
    if (m_ownsAutosave) {
        removeAutosaveFiles(m_autosavePath);
        m_ownsAutosave = false;
    }
}

void ScenarioDocument::discardAutosave()
{
    m_autosaveTimer.stop();
    for (const QString &crashed : crashedAutosaves())
        removeAutosaveFiles(crashed);
    removeAutosaveFiles(m_autosavePath);
    m_ownsAutosave = false;
}

void ScenarioDocument::setAutosaveEnabled(bool on)
{
    m_autosaveEnabled = on;
    if (!on)
        m_autosaveTimer.stop();
}

bool ScenarioDocument::writeAutosave()
{
    if (!m_autosaveEnabled)
        return false;
    if (!isModified()) {
        removeAutosave();
        return true;
    }
    const QString path = m_autosavePath;
    QString error;
    const bool dirOk = QDir().mkpath(QFileInfo(path).absolutePath());
    // The lock first (held until this session ends), then the file it belongs to: once the
    // autosave exists on disk, a kill at any moment leaves what the next start needs to restore it.
    if (dirOk && !m_autosaveLock) {
        auto lock = std::make_unique<QLockFile>(companion(path, QStringLiteral(".lock")));
        lock->setStaleLockTime(0);
        if (lock->tryLock(0))
            m_autosaveLock = std::move(lock);
    }
    bool ofOk = dirOk;
    if (dirOk) {
        QFile of(companion(path, QStringLiteral(".of")));
        ofOk = of.open(QIODevice::WriteOnly | QIODevice::Truncate) && of.write(m_path.toUtf8()) == m_path.toUtf8().size();
    }
    m_ownsAutosave = true;   // from here the file on disk is this session's
    if (dirOk && !ofOk)
        error = Tr::tr("%1 cannot be created.").arg(QDir::toNativeSeparators(companion(path, QStringLiteral(".of"))));
    if (!dirOk || !ofOk || !writeScenarioFile(path, m_model.scenario(), m_extras, &error)) {
        if (!m_autosaveWarned) {
            m_autosaveWarned = true;
            emit autosaveFailed(Tr::tr("Autosave is off: %1").arg(dirOk ? error : Tr::tr("%1 cannot be created.")
                                                                                     .arg(QFileInfo(path).absolutePath())));
        }
        return false;
    }
    return true;
}

} // namespace gpuplan::ui
