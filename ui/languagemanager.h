// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runtime language switching: installs gpuplan's and Qt's own
// catalogues, sets the default QLocale and a CJK font list so Han text never falls back to
// Japanese glyph forms.

#include <QFont>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace gpuplan::ui {

class LanguageManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageManager)
public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    // "en", "zh_CN", "zh_TW"
    static QStringList languages();
    // The language's own name ("English", "简体中文", "繁體中文"); never translated.
    static QString nativeName(const QString &lang);
    // The remembered language, else the system's if it is one of ours, else English.
    static QString initialLanguage();

    QString current() const { return m_current; }
    // Every font scaled by `factor` (presentation mode on a projector); 1 is the system size.
    void setZoom(double factor);
    double zoom() const { return m_zoom; }
    // Switches at runtime; remembers the choice in QSettings when `remember` is set.
    bool switchTo(const QString &lang, bool remember = true);

signals:
    void languageChanged(const QString &lang);

private:
    QTranslator m_app;
    QTranslator m_qt;
    QTranslator m_plurals;
    QString m_current;
    QFont m_originalFont;
    QFont m_font;          // the language's font at the system size
    double m_zoom = 1.0;
    void applyFont();
};

} // namespace gpuplan::ui
