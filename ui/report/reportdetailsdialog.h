// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Edit › Report Details: the report's title, who it is prepared for, and notes; saved with the
// scenario and printed on the report's first page.

#include <engine/scenario.h>

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace gpuplan::ui {

class ReportDetailsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportDetailsDialog)
public:
    explicit ReportDetailsDialog(const engine::ReportInfo &info, QWidget *parent = nullptr);
    engine::ReportInfo info() const;

    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *customerEdit() const { return m_customer; }
    QPlainTextEdit *notesEdit() const { return m_notes; }

private:
    QLabel *m_titleLabel = nullptr;
    QLabel *m_customerLabel = nullptr;
    QLabel *m_notesLabel = nullptr;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_customer = nullptr;
    QPlainTextEdit *m_notes = nullptr;
};

} // namespace gpuplan::ui
