// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkedspinbox.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace gpuplan::ui {

namespace {

// The number in the text (the locale's form, or plain digits with grouping commas), NaN if none.
double numberOf(const QString &typed)
{
    const QString text = asciiNumberText(typed);
    if (misgrouped(text))
        return std::nan("");
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(QString(text).remove(QLatin1Char(',')), &ok);
    return ok && std::isfinite(v) ? v : std::nan("");
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

// The text without the box's prefix and suffix.
template<typename Box>
QString bare(const Box *box, QString text)
{
    if (!box->prefix().isEmpty() && text.startsWith(box->prefix()))
        text.remove(0, box->prefix().size());
    if (!box->suffix().isEmpty() && text.endsWith(box->suffix()))
        text.chop(box->suffix().size());
    return text.trimmed();
}

// The special value's own text ("No limit") is the box's minimum, not text to refuse.
bool isSpecialText(const QAbstractSpinBox *box, const QString &text)
{
    return !box->specialValueText().isEmpty() && text == box->specialValueText();
}

} // namespace

QString asciiNumberText(QString text)
{
    for (QChar &c : text) {
        const char16_t u = c.unicode();
        if (u >= 0xFF01 && u <= 0xFF5E)   // the full-width forms of ASCII ! to ~
            c = QChar(static_cast<char16_t>(u - 0xFF01 + 0x21));
        else if (u == 0x3002)   // 。
            c = QLatin1Char('.');
        else if (u == 0x3000)   // ideographic space
            c = QLatin1Char(' ');
        else if (u == 0x2212)   // minus sign
            c = QLatin1Char('-');
    }
    return text;
}

bool misgrouped(const QString &text)
{
    const QString group = QLocale().groupSeparator();
    QString t = text.trimmed();
    if (group != QLatin1String(","))
        t.replace(group, QStringLiteral(","));
    if (!t.contains(QLatin1Char(',')))
        return false;
    const qsizetype point = t.indexOf(QLocale().decimalPoint());
    if (point >= 0 && t.indexOf(QLatin1Char(','), point) >= 0)
        return true;   // a separator among the decimals
    QString whole = point >= 0 ? t.left(point) : t;
    if (whole.startsWith(QLatin1Char('-')) || whole.startsWith(QLatin1Char('+')))
        whole.remove(0, 1);
    static const QRegularExpression thousands(QStringLiteral("^\\d{1,3}(,\\d{3})+$"));
    return !thousands.match(whole).hasMatch();
}

template<typename Base, typename Self>
double CheckedBox<Base, Self>::typedNumber(const QString &text) const
{
    return numberOf(text);
}

template<typename Base, typename Self>
CheckedBox<Base, Self>::CheckedBox(QWidget *parent) : Base(parent)
{
    QObject::connect(this, &Base::valueChanged, this, [this] {
        if (m_rejected) {
            m_rejected.reset();
            emit static_cast<Self *>(this)->invalidTextChanged();
        }
    });
}

// The value as the box shows it.
template<typename Base, typename Self>
QString CheckedBox<Base, Self>::shownValue() const
{
    // Quoted: "the previous value Find the minimum is kept" read as a broken sentence (a QA pass).
    if (this->value() == this->minimum() && !this->specialValueText().isEmpty())
        //: a field's word for its special value ("No limit", "Find the minimum") quoted inside a sentence
        return CheckedSpinBox::tr("“%1”").arg(this->specialValueText());
    return this->prefix() + this->textFromValue(this->value()) + this->suffix();
}

template<typename Base, typename Self>
QString CheckedBox<Base, Self>::invalidText() const
{
    if (!m_rejected)
        return {};
    const QString name = fieldName(this);
    const QString kept = shownValue();
    if (m_rejected->isEmpty())
        return CheckedSpinBox::tr("%1 was left empty; the previous value %2 is kept.").arg(name, kept);
    const double typed = typedNumber(*m_rejected);
    if (std::isnan(typed))
        return CheckedSpinBox::tr("%1: “%2” is not a number; the previous value %3 is kept.").arg(name, *m_rejected, kept);
    // Inside the range yet refused: a fraction in a whole-number field, or more decimals than it keeps.
    // A number in the gap after the special value is out of range (a GUI QA pass typed a 0.5 kW rack:
    // the field kept it and the engine refused it, where other fields keep their value).
    const bool inGap = m_least && typed > this->minimum() && typed < *m_least;
    if (const double v = typed; !inGap && v >= this->minimum() && v <= this->maximum()) {
        if constexpr (std::is_same_v<Base, QSpinBox>)
            return CheckedSpinBox::tr("%1: %2 is not a whole number; the previous value %3 is kept.").arg(name, *m_rejected, kept);
        else
            return CheckedSpinBox::tr("%1: %2 has more than %n decimal(s); the previous value %3 is kept.", nullptr,
                                      this->decimals())
                .arg(name, *m_rejected, kept);
    }
    // The bounds with the field's unit, as the value is shown (a GUI QA pass read "outside 0.01 to
    // 100,000,000.00" for a token count shown in 亿).
    // The unit once, after the upper bound ("1 to 100,000,000 tokens").
    // Digits alone are written as the bounds are ("20,000", not "20000": a GUI QA pass); anything else
    // (1e30, 5T, a group separator already typed) as typed.
    static const QRegularExpression digits(QStringLiteral("^\\d{1,15}$"));
    const QString number = digits.match(m_rejected->trimmed()).hasMatch()
                               ? QLocale().toString(m_rejected->trimmed().toLongLong())
                               : *m_rejected;
    // Without the field's trailing zeros: "¥0.007 to ¥720" (a QA pass read "¥720.000").
    const auto bound = [this](auto v) {
        QString t = this->textFromValue(v);
        const QString point = QLocale().decimalPoint();
        if (t.contains(point)) {
            while (t.endsWith(QLatin1Char('0')))
                t.chop(1);
            if (t.endsWith(point))
                t.chop(point.size());
        }
        return t;
    };
    if (m_least && !this->specialValueText().isEmpty())
        //: %1: the field; %2: what was typed; %3, %4: the range; %5: the value that means %6 ("0", “Automatic”)
        return CheckedSpinBox::tr("%1: %2 is outside %3 to %4 (%5 is %6); the previous value %7 is kept.")
            .arg(name, number, this->prefix() + bound(*m_least), this->prefix() + bound(this->maximum()) + this->suffix(),
                 this->prefix() + bound(this->minimum()), CheckedSpinBox::tr("“%1”").arg(this->specialValueText()), kept);
    // A least value below what the field shows is "more than 0": the token count in billions read
    // "outside 0.000000001 to 10,000,000 billion" (a QA pass).
    if (this->minimum() > 0 && this->minimum() < 1e-3)
        //: %1: the field; %2: what was typed; %3: the largest value with its unit; %4: the value kept
        return CheckedSpinBox::tr("%1: %2 is outside the range (above 0, up to %3); the previous value %4 is kept.")
            .arg(name, number, this->prefix() + bound(this->maximum()) + this->suffix(), kept);
    return CheckedSpinBox::tr("%1: %2 is outside %3 to %4; the previous value %5 is kept.")
        .arg(name, number, this->prefix() + bound(this->minimum()), this->prefix() + bound(this->maximum()) + this->suffix(), kept);
}

template<typename Base, typename Self>
void CheckedBox<Base, Self>::clearInvalidText()
{
    if (!m_rejected)
        return;
    m_rejected.reset();
    emit static_cast<Self *>(this)->invalidTextChanged();
}

// Qt calls a number beyond the range, or letters, Invalid (the keystroke is refused without a word)
// and a number below the range Intermediate; every one is kept here as Intermediate, shown as typed
// and reported when the field is left.
template<typename Base, typename Self>
QValidator::State CheckedBox<Base, Self>::validate(QString &input, int &pos) const
{
    input = asciiNumberText(input);
    // The field's own unit typed after the number ("60 days", "60days", "4 年"): Qt keeps its suffix
    // and drops the typed space, so "60days days" was refused as not a number. The typed unit goes.
    const QString suffix = this->suffix(), unit = suffix.trimmed();
    if (!unit.isEmpty()) {
        QString core = input.endsWith(suffix) ? input.left(input.size() - suffix.size()) : input;
        core = core.trimmed();
        if (core.size() > unit.size() && core.endsWith(unit)) {
            core.chop(unit.size());
            input = core.trimmed() + suffix;
            pos = std::min<int>(pos, static_cast<int>(input.size() - suffix.size()));
        }
    }
    // The field's prefix typed again before the number ("NT$3,000,000" into a field that shows
    // "NT$2,222,222": Qt's select-all leaves its prefix, so the text read "NT$NT$3,000,000" and was
    // refused as not a number, a GUI QA pass). The typed prefix goes.
    const QString prefix = this->prefix(), sign = prefix.trimmed();
    if (!sign.isEmpty()) {
        QString core = input.startsWith(prefix) ? input.mid(prefix.size()) : input;
        core = core.trimmed();
        if (core.size() > sign.size() && core.startsWith(sign)) {
            const int removed = static_cast<int>(input.size()) - static_cast<int>(prefix.size() + core.size() - sign.size());
            input = prefix + core.mid(sign.size()).trimmed();
            pos = std::clamp(pos - std::max(0, removed), static_cast<int>(prefix.size()), static_cast<int>(input.size()));
        }
    }
    if (misgrouped(bare(this, input)))
        return QValidator::Intermediate;   // reported when the field is left, never read as 72
    const QValidator::State state = Base::validate(input, pos);
    if (state == QValidator::Acceptable && m_least && !isSpecialText(this, input)) {
        const double v = this->valueFromText(input);
        if (v > this->minimum() && v < *m_least)
            return QValidator::Intermediate;   // in the gap after the special value
    }
    return state == QValidator::Invalid ? QValidator::Intermediate : state;
}

template<typename Base, typename Self>
void CheckedBox<Base, Self>::fixup(QString &input) const
{
    Q_UNUSED(input);   // no silent correction: the previous value stays and invalidText() says so
}

// Remembers the text when it cannot be taken; true when what the box has to say changed.
template<typename Base, typename Self>
bool CheckedBox<Base, Self>::checkText()
{
    QString text = this->lineEdit()->text();
    int pos = 0;
    std::optional<QString> now;
    if (!isSpecialText(this, text) && validate(text, pos) != QValidator::Acceptable)
        now = bare(this, this->lineEdit()->text());
    if (now == m_rejected)
        return now.has_value();   // re-said: the page shows it again (also in a new language)
    m_rejected = now;
    return true;
}

template<typename Base, typename Self>
void CheckedBox<Base, Self>::focusOutEvent(QFocusEvent *event)
{
    if (checkText())
        emit static_cast<Self *>(this)->invalidTextChanged();
    Base::focusOutEvent(event);
}

// Enter on text that cannot be taken stays in the field (the wizard's default button would
// otherwise go on or finish).
template<typename Base, typename Self>
void CheckedBox<Base, Self>::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        checkText();
        emit static_cast<Self *>(this)->invalidTextChanged();
        if (m_rejected) {
            event->accept();
            return;
        }
    }
    Base::keyPressEvent(event);
}

template class CheckedBox<QSpinBox, CheckedSpinBox>;
template class CheckedBox<QDoubleSpinBox, CheckedDoubleSpinBox>;

CheckedSpinBox::CheckedSpinBox(QWidget *parent) : CheckedBox(parent)
{
}

CheckedDoubleSpinBox::CheckedDoubleSpinBox(QWidget *parent) : CheckedBox(parent)
{
}

QStringList invalidFieldTexts(const QWidget *root)
{
    QStringList out;
    for (const QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>()) {
        // A field of the other workload's settings is not on screen now; one switched off (the
        // manual layout under "Automatic") does not count.
        if (!box->isVisibleTo(root) || !box->isEnabled())
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
