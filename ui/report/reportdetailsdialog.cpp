// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdetailsdialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace gpuplan::ui {

ReportDetailsDialog::ReportDetailsDialog(const engine::ReportInfo &info, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("reportDetailsDialog"));
    setWindowTitle(tr("Report Details"));
    auto *form = new QFormLayout(this);
    m_title = new QLineEdit(QString::fromStdString(info.title), this);
    m_title->setPlaceholderText(tr("GPU plan: the workload (the default)"));
    m_title->setMaxLength(200);
    m_customer = new QLineEdit(QString::fromStdString(info.customer), this);
    m_customer->setMaxLength(200);
    m_notes = new QPlainTextEdit(QString::fromStdString(info.notes), this);
    m_notes->setTabChangesFocus(true);
    m_titleLabel = new QLabel(tr("&Title:"), this);
    m_customerLabel = new QLabel(tr("Prepared &for:"), this);
    m_notesLabel = new QLabel(tr("&Notes:"), this);
    m_titleLabel->setBuddy(m_title);
    m_customerLabel->setBuddy(m_customer);
    m_notesLabel->setBuddy(m_notes);
    form->addRow(m_titleLabel, m_title);
    form->addRow(m_customerLabel, m_customer);
    form->addRow(m_notesLabel, m_notes);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // Enter adds a line in the notes: OK needs a key of its own (Qt's "OK" has none).
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&OK"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    resize(520, 360);
}

engine::ReportInfo ReportDetailsDialog::info() const
{
    engine::ReportInfo r;
    r.title = m_title->text().trimmed().toStdString();
    r.customer = m_customer->text().trimmed().toStdString();
    r.notes = m_notes->toPlainText().trimmed().toStdString();
    return r;
}

} // namespace gpuplan::ui
