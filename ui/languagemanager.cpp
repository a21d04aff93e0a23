// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"
#include "settings.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>

namespace gpuplan::ui {

namespace {

// The bundled CJK faces (ui/CMakeLists.txt): Noto Sans CJK without the radical code points, so
// that text in a PDF copies as the ideographs it shows. "" when not built in.
struct BundledFonts
{
    QHash<QString, QString> families;   // "sc" / "tc" -> family name
    QList<QPair<int, QString>> faces;   // application font id, resource path
};

BundledFonts &bundledFonts()
{
    static BundledFonts fonts = [] {
        BundledFonts out;
        for (const char *r : {"sc", "tc"}) {
            const QString name = QString::fromLatin1(r);
            for (const char *weight : {"regular", "bold"}) {
                const QString path = QStringLiteral(":/fonts/gpuplan-cjk-%1-%2.otf").arg(name, QString::fromLatin1(weight));
                const int id = QFontDatabase::addApplicationFont(path);
                if (id >= 0 && !QFontDatabase::applicationFontFamilies(id).isEmpty()) {
                    out.families.insert(name, QFontDatabase::applicationFontFamilies(id).constFirst());
                    out.faces << qMakePair(id, path);
                }
            }
        }
        return out;
    }();
    return fonts;
}

QString bundledCjkFamily(const QString &region)
{
    return bundledFonts().families.value(region);
}

// Qt keeps a font's fallback chain cached under its first family (the Latin one in both Chinese
// languages), so after 简体中文 → 繁體中文 Han text and punctuation kept the Simplified face.
// Removing and adding an application font is the public way to flush those caches: one bundled
// face is registered again (the same file, the same family).
void flushFontCaches()
{
    BundledFonts &fonts = bundledFonts();
    if (fonts.faces.isEmpty())
        return;
    QPair<int, QString> &face = fonts.faces.first();
    QFontDatabase::removeApplicationFont(face.first);
    face.first = QFontDatabase::addApplicationFont(face.second);
}
} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent), m_originalFont(QApplication::font()), m_font(m_originalFont)
{
}

LanguageManager::~LanguageManager()
{
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    QCoreApplication::removeTranslator(&m_plurals);
}

QStringList LanguageManager::languages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString LanguageManager::nativeName(const QString &lang)
{
    if (lang == u"zh_CN")
        return QStringLiteral("简体中文");
    if (lang == u"zh_TW")
        return QStringLiteral("繁體中文");
    return QStringLiteral("English");
}

QString LanguageManager::initialLanguage()
{
    const QString saved = settings::language();
    if (languages().contains(saved))
        return saved;
    const QLocale sys = QLocale::system();
    if (sys.language() == QLocale::Chinese) {
        const bool traditional = sys.script() == QLocale::TraditionalChineseScript
                                 || sys.territory() == QLocale::Taiwan || sys.territory() == QLocale::HongKong
                                 || sys.territory() == QLocale::Macau;
        return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
    }
    return QStringLiteral("en");
}

bool LanguageManager::switchTo(const QString &lang, bool remember)
{
    if (!languages().contains(lang))
        return false;
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    QCoreApplication::removeTranslator(&m_plurals);
    bool ok = true;
    if (lang == u"en") {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        if (m_plurals.load(QStringLiteral(":/i18n/gpuplan_en.qm")))
            QCoreApplication::installTranslator(&m_plurals);
        m_font = m_originalFont;
        applyFont();
    } else {
        QLocale::setDefault(QLocale(lang));
        const bool qtOk = m_qt.load(QStringLiteral("qtbase_") + lang, QStringLiteral(":/i18n"))
                          || m_qt.load(QStringLiteral("qtbase_") + lang,
                                       QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        if (qtOk)
            QCoreApplication::installTranslator(&m_qt);
        else
            qWarning("gpuplan: Qt's own %s catalogue not found; its dialogs stay in English", qPrintable(lang));
        ok = m_app.load(QStringLiteral(":/i18n/gpuplan_") + lang);
        if (ok)
            QCoreApplication::installTranslator(&m_app);
        else
            qWarning("gpuplan: translation %s not found; falling back to English", qPrintable(lang));
        // fontconfig picks Japanese glyph forms for Han text under LANG=C (§5.3): name the
        // regional CJK family explicitly, keeping the Latin family first.
        QFont f = m_originalFont;
        const QString latin = QFontInfo(m_originalFont).family();
        QStringList families {latin};
        const QString bundled = bundledCjkFamily(lang == u"zh_TW" ? QStringLiteral("tc") : QStringLiteral("sc"));
        if (!bundled.isEmpty())
            families << bundled;   // the common characters; anything else from the system's faces below
        if (lang == u"zh_TW")
            families << QStringLiteral("Noto Sans CJK TC") << QStringLiteral("Microsoft JhengHei") << QStringLiteral("PingFang TC");
        else
            families << QStringLiteral("Noto Sans CJK SC") << QStringLiteral("Microsoft YaHei") << QStringLiteral("PingFang SC");
        f.setFamilies(families);
        // Qt's font cache keys a font by its first family and style hint, not by the rest of the
        // list: a window drawn in 简体中文 kept the Simplified face after a switch to 繁體中文
        // (the Latin family is first in both). A style hint of its own per language keeps the
        // two apart; with the Latin family installed, the hint changes nothing else.
        f.setStyleHint(lang == u"zh_TW" ? QFont::System : QFont::SansSerif);
        m_font = f;
        applyFont();
    }
    m_current = lang;
    if (remember)
        settings::setLanguage(lang);
    emit languageChanged(lang);
    return ok;
}

void LanguageManager::applyFont()
{
    QFont f = m_font;
    if (m_originalFont.pointSizeF() > 0)
        f.setPointSizeF(m_originalFont.pointSizeF() * m_zoom);
    else
        f.setPixelSize(static_cast<int>(m_originalFont.pixelSize() * m_zoom + 0.5));
    flushFontCaches();
    QApplication::setFont(f);
}

void LanguageManager::setZoom(double factor)
{
    if (factor <= 0 || factor == m_zoom)
        return;
    m_zoom = factor;
    applyFont();
}

} // namespace gpuplan::ui
