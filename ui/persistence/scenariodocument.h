// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The file behind the wizard's scenario: its path, the keys this version does not know (kept and
// written back), the modified state, the recent-files list and the crash-recovery autosave.

#include <engine/scenario.h>

#include <memory>
#include <vector>

#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace gpuplan::ui {

class ScenarioModel;

class ScenarioDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioDocument)
public:
    explicit ScenarioDocument(ScenarioModel &model, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    QString path() const { return m_path; }
    // "name.gpuplan", or the translated "Untitled".
    QString displayName() const;
    bool isModified() const;
    const std::string &extrasJson() const { return m_extras; }
    QStringList unknownKeys() const { return m_unknownKeys; }
    // The open file's values outside their fields' ranges.
    const std::vector<engine::Issue> &outOfRangeValues() const { return m_outOfRange; }

    // Replaces the model's scenario with the file's; on failure the model is untouched.
    bool open(const QString &path, QString *error);
    // Writes the model's scenario (with the unknown keys) atomically; on failure nothing changes.
    bool saveAs(const QString &path, QString *error);
    // A new untitled document holding `s` (not modified).
    void reset(const engine::Scenario &s);
    // The current scenario becomes the unmodified baseline (e.g. after startup settles).
    void markClean();
    // The scenario is no longer the file's (a preset replaced it): the document becomes untitled
    // with unsaved changes, so Save asks for a name instead of writing the preset over the file (a
    // GUI QA pass: a preset picked after opening lora-cn.gpuplan was one Ctrl+S from replacing it).
    // Returns the file's name, or empty when the document had no file.
    QString detachFromFile();
    // The last unmodified state: the file as it is on disk, or the untitled scenario as it was
    // last clean (what Discard returns to).
    const engine::Scenario &baseline() const { return m_baseline; }

    // Recent files (QSettings, most recent first, at most kMaxRecent, missing files dropped).
    static constexpr int kMaxRecent = 8;
    static QStringList recentFiles();
    static void addRecentFile(const QString &path);
    static void clearRecentFiles();
    // Off for tools (the report command) that must not touch the user's recent list.
    void setRememberRecent(bool on) { m_rememberRecent = on; }

    // ---- autosave --------------------------------------------------------------------------
    // Each document writes its own AppDataLocation/autosave-<uuid>.gpuplan a moment after each
    // change while modified, beside autosave-<uuid>.of (the file it belongs to) and holds
    // autosave-<uuid>.lock while it runs. An autosave whose lock no running gpuplan holds was left
    // by a session that crashed (or by a version before 0.2: autosave.gpuplan).
    QString autosavePath() const { return m_autosavePath; }
    // The newest autosave of a crashed session (empty: none): another running window's never.
    static QString crashedAutosavePath();
    static bool hasAutosave() { return !crashedAutosavePath().isEmpty(); }
    // Loads the crashed session's autosave into the model (modified, keeps the file name it
    // belonged to); it then belongs to this session, which replaces it as the work changes.
    bool restoreAutosave(QString *error);
    // Removes the autosave this session wrote (saving, opening, a clean exit). An autosave left by
    // a session that crashed stays until the user has answered whether to restore it.
    void removeAutosave();
    // Removes this session's autosave and the crashed sessions': the user declined to restore
    // them, or they cannot be read. Another running window's autosave is never touched.
    void discardAutosave();
    void setAutosaveEnabled(bool on);
    void setAutosaveDelay(int ms) { m_autosaveTimer.setInterval(ms); }
    // Writes the autosave now (normally debounced); false if the location is not writable.
    bool writeAutosave();

signals:
    void stateChanged();                       // path, name or modified state changed
    void unknownKeysFound(const QStringList &keys);
    // The file holds values outside their fields' ranges (engine::validate's range issues); a field
    // that cannot hold such a value shows the nearest allowed one, so the user is told which.
    void outOfRangeValuesFound();   // outOfRangeValues() names them
    void autosaveFailed(const QString &message);   // emitted once per session

private:
    // The scenario now equals the file at m_path: unmodified, no autosave, a recent file.
    void settleOnFile(const engine::Scenario &onDisk);

    ScenarioModel &m_model;
    QString m_path;
    std::string m_extras = "{}";
    QStringList m_unknownKeys;
    std::vector<engine::Issue> m_outOfRange;
    engine::Scenario m_baseline;
    bool m_forceModified = false;
    bool m_lastModified = false;
    bool m_autosaveEnabled = true;
    bool m_autosaveWarned = false;
    bool m_rememberRecent = true;
    bool m_ownsAutosave = false;   // the autosave on disk was written (or restored) by this session
    QTimer m_autosaveTimer;
    QString m_autosavePath;
    std::unique_ptr<QLockFile> m_autosaveLock;   // held from the first autosave to the end
};

} // namespace gpuplan::ui
