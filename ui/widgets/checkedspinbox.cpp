// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkedspinbox.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace gpuplan::ui {

namespace {

bool isNumber(const QString &text)
{
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(QString(text).remove(QLatin1Char(',')), &ok);
    return ok && std::isfinite(v);
}

// The label whose buddy is `w`, without its mnemonic and colon: the field's name on screen.
QString fieldName(const QWidget *w)
{
    for (const QLabel *label : w->window()->findChildren<QLabel *>()) {
        if (label->buddy() != w)
            continue;
        QString name = label->text();
        // Chinese labels carry the mnemonic as a suffix, "汇率(&X)：".
        name.remove(QRegularExpression(QStringLiteral("\\(&[^)]\\)")));
        name.replace(QLatin1String("&&"), QStringLiteral("\x01"));
        name.remove(QLatin1Char('&'));
        name.replace(QStringLiteral("\x01"), QStringLiteral("&"));
        name = name.trimmed();
        while (name.endsWith(QLatin1Char(':')) || name.endsWith(QChar(0xFF1A)))
            name.chop(1);
        return name;
    }
    return {};
}

} // namespace

template<typename Box>
struct CheckedField
{
    // The text without the box's prefix and suffix.
    static QString bare(const Box *box, QString text)
    {
        if (!box->prefix().isEmpty() && text.startsWith(box->prefix()))
            text.remove(0, box->prefix().size());
        if (!box->suffix().isEmpty() && text.endsWith(box->suffix()))
            text.chop(box->suffix().size());
        return text.trimmed();
    }

    // Qt calls a number beyond the range, or letters, Invalid (the keystroke is refused without a
    // word) and a number below the range Intermediate; every one is kept here as Intermediate, shown
    // as typed and reported when the field is left.
    static QValidator::State relaxed(QValidator::State state)
    {
        return state == QValidator::Invalid ? QValidator::Intermediate : state;
    }

    // The special value's own text ("No limit") is the box's minimum, not text to refuse.
    static bool isSpecialText(const Box *box, const QString &text)
    {
        return !box->specialValueText().isEmpty() && text == box->specialValueText();
    }

    // Remembers the text when it cannot be taken; true when what the box has to say changed.
    static bool checkText(Box *box, std::optional<QString> &rejected)
    {
        QString text = box->lineEdit()->text();
        int pos = 0;
        std::optional<QString> now;
        if (!isSpecialText(box, text) && box->validate(text, pos) != QValidator::Acceptable)
            now = bare(box, box->lineEdit()->text());
        if (now == rejected)
            return now.has_value();   // re-said: the page shows it again (also in a new language)
        rejected = now;
        return true;
    }

    static QString shown(const Box *box, decltype(box->value()) v)
    {
        if (v == box->minimum() && !box->specialValueText().isEmpty())
            return box->specialValueText();
        return box->prefix() + box->textFromValue(v) + box->suffix();
    }

    static QString describe(const Box *box, const std::optional<QString> &rejected)
    {
        if (!rejected)
            return {};
        const QString name = fieldName(box);
        const QString kept = shown(box, box->value());
        if (rejected->isEmpty())
            return CheckedSpinBox::tr("%1 was left empty; the previous value %2 is kept.").arg(name, kept);
        if (!isNumber(*rejected))
            return CheckedSpinBox::tr("%1: “%2” is not a number; the previous value %3 is kept.").arg(name, *rejected, kept);
        return CheckedSpinBox::tr("%1: %2 is outside %3 to %4; the previous value %5 is kept.")
            .arg(name, *rejected, box->textFromValue(box->minimum()), box->textFromValue(box->maximum()), kept);
    }

    // Enter on text that cannot be taken stays in the field (the wizard's default button would
    // otherwise go on or finish); true when the key was handled here.
    static bool holdEnter(Box *box, QKeyEvent *event, std::optional<QString> &rejected)
    {
        if (event->key() != Qt::Key_Return && event->key() != Qt::Key_Enter)
            return false;
        checkText(box, rejected);
        emit box->invalidTextChanged();
        if (!rejected)
            return false;
        event->accept();
        return true;
    }
};

CheckedSpinBox::CheckedSpinBox(QWidget *parent) : QSpinBox(parent)
{
    connect(this, &QSpinBox::valueChanged, this, [this] {
        if (m_rejected) {
            m_rejected.reset();
            emit invalidTextChanged();
        }
    });
}

QString CheckedSpinBox::invalidText() const
{
    return CheckedField<CheckedSpinBox>::describe(this, m_rejected);
}

QValidator::State CheckedSpinBox::validate(QString &input, int &pos) const
{
    return CheckedField<CheckedSpinBox>::relaxed(QSpinBox::validate(input, pos));
}

void CheckedSpinBox::fixup(QString &input) const
{
    Q_UNUSED(input);   // no silent correction: the previous value stays and invalidText() says so
}

void CheckedSpinBox::focusOutEvent(QFocusEvent *event)
{
    if (CheckedField<CheckedSpinBox>::checkText(this, m_rejected))
        emit invalidTextChanged();
    QSpinBox::focusOutEvent(event);
}

void CheckedSpinBox::keyPressEvent(QKeyEvent *event)
{
    if (!CheckedField<CheckedSpinBox>::holdEnter(this, event, m_rejected))
        QSpinBox::keyPressEvent(event);
}

CheckedDoubleSpinBox::CheckedDoubleSpinBox(QWidget *parent) : QDoubleSpinBox(parent)
{
    connect(this, &QDoubleSpinBox::valueChanged, this, [this] {
        if (m_rejected) {
            m_rejected.reset();
            emit invalidTextChanged();
        }
    });
}

QString CheckedDoubleSpinBox::invalidText() const
{
    return CheckedField<CheckedDoubleSpinBox>::describe(this, m_rejected);
}

QValidator::State CheckedDoubleSpinBox::validate(QString &input, int &pos) const
{
    return CheckedField<CheckedDoubleSpinBox>::relaxed(QDoubleSpinBox::validate(input, pos));
}

void CheckedDoubleSpinBox::fixup(QString &input) const
{
    Q_UNUSED(input);
}

void CheckedDoubleSpinBox::focusOutEvent(QFocusEvent *event)
{
    if (CheckedField<CheckedDoubleSpinBox>::checkText(this, m_rejected))
        emit invalidTextChanged();
    QDoubleSpinBox::focusOutEvent(event);
}

void CheckedDoubleSpinBox::keyPressEvent(QKeyEvent *event)
{
    if (!CheckedField<CheckedDoubleSpinBox>::holdEnter(this, event, m_rejected))
        QDoubleSpinBox::keyPressEvent(event);
}

QStringList invalidFieldTexts(const QWidget *root)
{
    QStringList out;
    for (const QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>()) {
        if (!box->isVisibleTo(root))   // a field of the other workload's settings: not on screen now
            continue;
        QString text;
        if (const auto *i = qobject_cast<const CheckedSpinBox *>(box))
            text = i->invalidText();
        else if (const auto *d = qobject_cast<const CheckedDoubleSpinBox *>(box))
            text = d->invalidText();
        if (!text.isEmpty())
            out << text;
    }
    return out;
}

} // namespace gpuplan::ui
