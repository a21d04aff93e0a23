// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the advisor's two tables (what-ifs, rules of thumb) share: a summary line over a table of
// whole rows, nothing shown until the results arrive, and a new rendering when the language or
// the locale changes.

#include <QWidget>

class QLabel;
class QTableWidget;
class QVBoxLayout;

namespace gpuplan::ui {

class AdvisorPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorPanel)
public:
    // The results are being computed: the table empties and the summary says so.
    void setComputing();
    // Whether results are on show (false while computing).
    bool hasResults() const { return m_has; }
    QTableWidget *table() const { return m_table; }

protected:
    AdvisorPanel(int columns, QWidget *parent);

    // The derived panel's results arrived: show them.
    void setReady();
    QVBoxLayout *panelLayout() const { return m_layout; }
    QLabel *summary() const { return m_summary; }

    virtual void render() = 0;
    virtual void retranslateUi() {}
    void changeEvent(QEvent *event) override;

private:
    QVBoxLayout *m_layout = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    bool m_has = false;
};

} // namespace gpuplan::ui
