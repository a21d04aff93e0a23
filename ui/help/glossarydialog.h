// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help › Glossary: the terms on screen (MFU, TTFT, TPOT, ZeRO, PUE, TP/PP/DP/EP …) explained in the
// UI language, for a customer who asks "what is that?" in the middle of a meeting.

#include <QDialog>

class QTextBrowser;

namespace gpuplan::ui {

struct GlossaryEntry
{
    QString term;
    QString explanation;
};

// Every entry, translated, in the order the wizard meets them.
QList<GlossaryEntry> glossaryEntries();

class GlossaryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GlossaryDialog)
public:
    explicit GlossaryDialog(QWidget *parent = nullptr);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QTextBrowser *m_browser = nullptr;
};

// Help › About: version, licence and the dates of the built-in data.
QString aboutText();
struct PriceDates
{
    QString oldest, newest;   // "YYYY-MM"
};
PriceDates priceDates();

} // namespace gpuplan::ui
