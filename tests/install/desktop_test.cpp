// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop integration files in dist/unix: the shared-mime-info type recognises .gpuplan files
// (by name and by their "schema_version" magic), the .desktop entry opens them with gpuplan and
// names the icon and the id that gui_main.cpp gives Qt (setDesktopFileName).
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QHash>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

const QString kAppId = QStringLiteral("org.gpuplan.gpuplan");
const QString kDist = QStringLiteral(GPUPLAN_SOURCE_DIR "/dist");

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A private mime database built from our XML only, as update-mime-database builds the system's.
class MimeDatabase : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        dir = new QTemporaryDir;
        const QString mime = dir->filePath(QStringLiteral("mime"));
        QDir().mkpath(mime + QStringLiteral("/packages"));
        ASSERT_TRUE(QFile::copy(kDist + QStringLiteral("/unix/") + kAppId + QStringLiteral(".mime.xml"),
                                mime + QStringLiteral("/packages/") + kAppId + QStringLiteral(".xml")));
        // The freedesktop.org base types (application/json) come from the system's database.
        QFile::copy(QStringLiteral("/usr/share/mime/packages/freedesktop.org.xml"),
                    mime + QStringLiteral("/packages/freedesktop.org.xml"));
        ASSERT_EQ(QProcess::execute(QStringLiteral("update-mime-database"), {mime}), 0);
        // Qt reads the mime database from XDG_DATA_DIRS the first time it is used.
        qputenv("XDG_DATA_DIRS", dir->path().toLocal8Bit());
        qputenv("XDG_DATA_HOME", dir->filePath(QStringLiteral("home")).toLocal8Bit());
    }
    static void TearDownTestSuite() { delete dir; }
    static inline QTemporaryDir *dir = nullptr;
};

TEST_F(MimeDatabase, ExampleScenariosAreGpuplanFilesByName)
{
    QMimeDatabase db;
    for (const QString &name : QDir(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples"))
                                   .entryList({QStringLiteral("*.gpuplan")}, QDir::Files)) {
        const QMimeType t = db.mimeTypeForFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/") + name);
        EXPECT_EQ(t.name(), QStringLiteral("application/x-gpuplan")) << name.toStdString();
        EXPECT_TRUE(t.inherits(QStringLiteral("application/json"))) << name.toStdString();
    }
}

TEST_F(MimeDatabase, AScenarioWithoutItsExtensionIsRecognisedByContent)
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("renamed-scenario"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/train-10b-month.gpuplan"), path));
    QMimeDatabase db;
    EXPECT_EQ(db.mimeTypeForFile(path, QMimeDatabase::MatchContent).name(), QStringLiteral("application/x-gpuplan"));
    // Other JSON is not ours.
    const QString other = tmp.filePath(QStringLiteral("other"));
    QFile f(other);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"name\": \"not a scenario\", \"values\": [1, 2, 3]}\n");
    f.close();
    EXPECT_NE(db.mimeTypeForFile(other, QMimeDatabase::MatchContent).name(), QStringLiteral("application/x-gpuplan"));
}

// The keys of a .desktop file (one group; ';' is a list separator there, not a comment as in INI).
QHash<QString, QString> desktopEntry(const QString &path)
{
    QHash<QString, QString> keys;
    for (const QString &line : readAll(path).split(u'\n')) {
        const qsizetype eq = line.indexOf(u'=');
        if (eq > 0 && !line.startsWith(u'#'))
            keys.insert(line.left(eq).trimmed(), line.mid(eq + 1).trimmed());
    }
    return keys;
}

TEST(DesktopEntry, OpensGpuplanFilesWithTheApplication)
{
    const QHash<QString, QString> entry = desktopEntry(kDist + QStringLiteral("/unix/") + kAppId + QStringLiteral(".desktop"));
    EXPECT_EQ(entry.value(QStringLiteral("Exec")), QStringLiteral("gpuplan %f"));
    EXPECT_EQ(entry.value(QStringLiteral("Icon")), kAppId);
    EXPECT_EQ(entry.value(QStringLiteral("MimeType")), QStringLiteral("application/x-gpuplan;"));
    EXPECT_EQ(entry.value(QStringLiteral("Categories")), QStringLiteral("Office;Science;"));
    // Translated for both Chinese interfaces.
    for (const char *key : {"GenericName[zh_CN]", "GenericName[zh_TW]", "Comment[zh_CN]", "Comment[zh_TW]"})
        EXPECT_FALSE(entry.value(QString::fromLatin1(key)).isEmpty()) << key;
}

TEST(DesktopEntry, TheApplicationNamesTheSameDesktopFileAndIcon)
{
    const QString main = readAll(QStringLiteral(GPUPLAN_SOURCE_DIR "/app/gui_main.cpp"));
    EXPECT_TRUE(main.contains(QStringLiteral("setDesktopFileName(QStringLiteral(\"%1\"))").arg(kAppId)));
    EXPECT_TRUE(main.contains(QStringLiteral("QIcon::fromTheme(QStringLiteral(\"%1\")").arg(kAppId)));
    const QString metainfo = readAll(kDist + QStringLiteral("/unix/") + kAppId + QStringLiteral(".metainfo.xml.in"));
    EXPECT_TRUE(metainfo.contains(QStringLiteral("<id>%1</id>").arg(kAppId)));
    EXPECT_TRUE(metainfo.contains(QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(kAppId)));
    EXPECT_TRUE(metainfo.contains(QStringLiteral("<mediatype>application/x-gpuplan</mediatype>")));
}

} // namespace

int main(int argc, char **argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    QCoreApplication app(argc, argv);
    return RUN_ALL_TESTS();
}
