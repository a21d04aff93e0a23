// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help › Glossary: the terms on screen (MFU, TTFT, TPOT, ZeRO, PUE, TP/PP/DP/EP …) explained in the
// UI language, for a customer who asks "what is that?" in the middle of a meeting.

#include <QDialog>

class QTextBrowser;

namespace gpuplan::ui {

struct GlossaryEntry
{
    enum class Topic { Common, Training, Serving };
    QString term;
    QString explanation;
    Topic topic = Topic::Common;
};

// Every entry, translated, in the order the wizard meets them; for a serving scenario the training-only
// terms come last, for a training one the serving-only terms (a QA pass opened F1 on a serving plan and
// read ZeRO, offload and recomputation first).
QList<GlossaryEntry> glossaryEntries(bool serving = false);

class GlossaryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GlossaryDialog)
public:
    explicit GlossaryDialog(QWidget *parent = nullptr);
    QString text() const;
    // Orders the entries for the scenario on screen (serving or training).
    void setServing(bool serving);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QTextBrowser *m_browser = nullptr;
    bool m_serving = false;
};

// Help › About: version, licence and the dates of the built-in data.
QString aboutText();
struct PriceDates
{
    QString oldest, newest;   // "YYYY-MM"
};
PriceDates priceDates();

} // namespace gpuplan::ui
