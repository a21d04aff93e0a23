// SPDX-License-Identifier: GPL-3.0-or-later
#include "paramsspinbox.h"

#include "text/formatting.h"
#include "uitr.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpuplan::ui {

namespace {

struct Unit
{
    const char16_t *word;
    double factor;
};

// Longest words first, so "million" wins over "m".
const Unit kUnits[] = {
    {u"trillion", 1e12}, {u"billion", 1e9}, {u"million", 1e6}, {u"thousand", 1e3},
    {u"万亿", 1e12},      {u"萬億", 1e12},     {u"亿", 1e8},        {u"億", 1e8},
    {u"万", 1e4},         {u"萬", 1e4},       {u"千", 1e3},
    {u"bn", 1e9},         {u"mn", 1e6},
    {u"t", 1e12},         {u"b", 1e9},        {u"g", 1e9},         {u"m", 1e6},  {u"k", 1e3},
};

// A spin box's text without its prefix and suffix (the suffix also without its spaces, as typed).
QString withoutAffixes(QString t, const QString &prefix, const QString &suffix)
{
    if (!prefix.isEmpty() && t.startsWith(prefix))
        t.remove(0, prefix.size());
    if (!suffix.isEmpty() && t.endsWith(suffix))
        t.chop(suffix.size());
    else if (!suffix.trimmed().isEmpty() && t.endsWith(suffix.trimmed()))
        t.chop(suffix.trimmed().size());
    // The unit typed after the number, before the suffix the box keeps: "60 days" is "60days days"
    // (Qt keeps the suffix and drops the typed space). Not a unit word a count takes: "2万亿" stays.
    t = t.trimmed();
    if (!suffix.trimmed().isEmpty() && t.endsWith(suffix.trimmed()) && !parseCount(t, 1))
        t.chop(suffix.trimmed().size());
    return t.trimmed();
}

} // namespace

std::optional<double> parseParameterCount(const QString &textIn, double plainUnit)
{
    return parseCount(textIn, plainUnit);
}

std::optional<double> parseCount(const QString &textIn, double plainUnit)
{
    QString text = asciiNumberText(textIn).trimmed().toLower();
    text.remove(QLatin1Char(' '));
    text.remove(QChar(0x00A0));
    for (const QString &suffix : {QStringLiteral("parameters"), QStringLiteral("params"), QStringLiteral("参数"),
                                  QStringLiteral("參數"), QStringLiteral("tokens"), QStringLiteral("token"),
                                  QStringLiteral("个"), QStringLiteral("個")})
        if (text.endsWith(suffix))
            text.chop(suffix.size());
    if (text.isEmpty())
        return std::nullopt;
    double factor = 0;
    for (const Unit &u : kUnits) {
        const QString word = QString::fromUtf16(u.word);
        if (text.endsWith(word)) {
            factor = u.factor;
            text.chop(word.size());
            break;
        }
    }
    // The number: C locale or the UI locale (group separators where they group thousands), with an
    // optional exponent.
    if (misgrouped(text))
        return std::nullopt;
    bool ok = false;
    double v = QLocale::c().toDouble(QString(text).remove(QLatin1Char(',')), &ok);
    if (!ok)
        v = QLocale().toDouble(text, &ok);
    if (!ok || !std::isfinite(v) || v <= 0)
        return std::nullopt;
    // No unit: the field's unit, unless that would be beyond 10^14 (100 trillion): then a plain count
    // (2,000,000,000 tokens). For parameters in billions that is a plain number from 100,000 up.
    if (factor == 0)
        factor = v * plainUnit >= 1e14 ? 1.0 : plainUnit;
    return v * factor;
}

TokenSpinBox::TokenSpinBox(QWidget *parent) : CheckedSpinBox(parent) {}

std::optional<double> TokenSpinBox::withUnitWord(const QString &text) const
{
    const QString t = asciiNumberText(withoutAffixes(text, prefix(), suffix()));
    static const QRegularExpression word(QStringLiteral("[^0-9.,\\s\\-+]"));
    if (!t.contains(word) || (!specialValueText().isEmpty() && t == specialValueText()))
        return std::nullopt;   // a plain number: the spin box's own reading
    return parseCount(t, 1.0);
}

QValidator::State TokenSpinBox::validate(QString &input, int &pos) const
{
    if (const std::optional<double> v = withUnitWord(input))
        return *v == std::round(*v) && *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
    return CheckedSpinBox::validate(input, pos);
}

double TokenSpinBox::typedNumber(const QString &text) const
{
    return withUnitWord(text).value_or(CheckedSpinBox::typedNumber(text));
}

int TokenSpinBox::valueFromText(const QString &text) const
{
    if (const std::optional<double> v = withUnitWord(text); v && *v == std::round(*v) && *v <= maximum())
        return static_cast<int>(*v);
    return CheckedSpinBox::valueFromText(text);
}

MoneySpinBox::MoneySpinBox(QWidget *parent) : CheckedDoubleSpinBox(parent) {}

std::optional<double> MoneySpinBox::withUnitWord(const QString &text) const
{
    QString t = asciiNumberText(withoutAffixes(text, prefix(), suffix()));
    const QString sign = prefix().trimmed();   // the currency typed again before the amount
    if (!sign.isEmpty() && t.startsWith(sign))
        t = t.mid(sign.size()).trimmed();
    static const QRegularExpression word(QStringLiteral("[^0-9.,\\s\\-+eE]"));
    if (!t.contains(word))
        return std::nullopt;   // a plain number: the spin box's own reading
    return parseCount(t, 1.0);
}

QValidator::State MoneySpinBox::validate(QString &input, int &pos) const
{
    if (const std::optional<double> v = withUnitWord(input))
        return *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
    return CheckedDoubleSpinBox::validate(input, pos);
}

double MoneySpinBox::typedNumber(const QString &text) const
{
    return withUnitWord(text).value_or(CheckedDoubleSpinBox::typedNumber(text));
}

double MoneySpinBox::valueFromText(const QString &text) const
{
    if (const std::optional<double> v = withUnitWord(text))
        return std::round(*v * std::pow(10.0, decimals())) / std::pow(10.0, decimals());
    return CheckedDoubleSpinBox::valueFromText(text);
}

CountSpinBox::CountSpinBox(QWidget *parent) : CheckedDoubleSpinBox(parent) {}

void CountSpinBox::setCountUnit(double unit)
{
    m_unit = unit;
}

QString CountSpinBox::stripped(const QString &text) const
{
    return withoutAffixes(text, prefix(), suffix());
}

// One reading for validate() and valueFromText(): the field's own text is its value (it can be above
// the plain-count threshold: "150,000.00 × 10⁸" is 15T tokens, not 150,000 tokens), anything else is
// parsed with the unit words.
std::optional<double> CountSpinBox::read(const QString &text) const
{
    const QString t = stripped(text);
    if (t == stripped(textFromValue(value())))
        return value();
    const auto count = parseCount(t, m_unit);
    if (count)
        return *count / m_unit;
    // 0 typed where 0 is the field's special value ("No deadline"): the count reader takes counts above
    // 0 only, and the 0 was refused as having "more than 6 decimals" (a zh_CN QA pass).
    if (minimum() == 0 && !specialValueText().isEmpty() && CheckedDoubleSpinBox::typedNumber(t) == 0)
        return 0.0;
    return std::nullopt;
}

QValidator::State CountSpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    input = asciiNumberText(input);
    const auto v = read(input);
    if (!v)
        return QValidator::Intermediate;   // typing; checked when editing finishes
    return *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

double CountSpinBox::typedNumber(const QString &text) const
{
    // A plain number the count reader refuses (a negative one) is still a number, out of range: a
    // zh_TW QA pass typed −3 as a deadline and read "“-3” is not a number".
    if (const auto v = read(text))
        return *v;
    return CheckedDoubleSpinBox::typedNumber(stripped(text));
}

double CountSpinBox::valueFromText(const QString &text) const
{
    return read(text).value_or(value());
}

// Without trailing zeros: "3,000 亿", not "3,000.00 亿" (a GUI QA pass); the decimals the field keeps
// still show where the count has them ("0.5 亿").
QString CountSpinBox::textFromValue(double value) const
{
    QString text;
    if (m_shownDecimals < 0 || value == 0) {
        text = CheckedDoubleSpinBox::textFromValue(value);
    } else {
        // Four significant digits below one unit (100 tokens: "0.0000001 billion"), else the decimals
        // asked ("2,000.99 亿", not "2,000.9862144 亿"). The text reads back as the field's own value.
        const int significant = static_cast<int>(std::ceil(-std::log10(std::abs(value)))) + 3;
        const int shown = std::clamp(std::max(m_shownDecimals, significant), 0, decimals());
        text = locale().toString(value, 'f', shown);
        if (!isGroupSeparatorShown())
            text.remove(locale().groupSeparator());
    }
    const QString point = locale().decimalPoint();
    if (const qsizetype dot = text.lastIndexOf(point); dot >= 0) {
        qsizetype end = text.size();
        while (end > dot + point.size() && text.at(end - 1) == QLatin1Char('0'))
            --end;
        if (end == dot + point.size())
            end = dot;
        text.truncate(end);
    }
    return text;
}

// The text is checked when editing ends (Return, focus out), before QAbstractSpinBox puts the last
// valid value back: that revert must not erase the message.
ParamsSpinBox::ParamsSpinBox(QWidget *parent) : QDoubleSpinBox(parent)
{
    connect(this, &QDoubleSpinBox::valueChanged, this, [this] {   // a count was taken: nothing to say
        if (!m_invalid.isEmpty()) {
            m_invalid.clear();
            emit invalidTextChanged(QString());
        }
    });
}

double ParamsSpinBox::plainUnit()
{
    // A bare "5" in a field that shows "49.9 × 10⁸" is 5 亿 (a GUI QA pass read 5 as 5 billion there).
    return QLocale().language() == QLocale::Chinese ? 1e8 : 1e9;
}

QString ParamsSpinBox::stripped(const QString &text) const
{
    return withoutAffixes(text, prefix(), suffix());
}

QValidator::State ParamsSpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    input = asciiNumberText(input);
    const auto v = parsed(stripped(input));
    if (!v)
        return QValidator::Intermediate;   // typing; checked when editing finishes
    const double billions = *v / 1e9;
    return billions >= minimum() && billions <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

double ParamsSpinBox::valueFromText(const QString &text) const
{
    const auto v = parsed(stripped(text));
    return v ? *v / 1e9 : value();
}

QString ParamsSpinBox::textFromValue(double billions) const
{
    if (QLocale().language() != QLocale::Chinese)
        return QDoubleSpinBox::textFromValue(billions);
    // One decimal of 亿 is the box's 0.01-billion step, so the text reads back to the same value.
    QLocale plain;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return Tr::tr("%1 × 10⁸").arg(plain.toString(billions * 10.0, 'f', 1));
}

void ParamsSpinBox::fixup(QString &input) const
{
    Q_UNUSED(input);   // no silent correction: checkText() reports, the last valid value stays
}

void ParamsSpinBox::focusOutEvent(QFocusEvent *event)
{
    checkText();
    QDoubleSpinBox::focusOutEvent(event);
}

void ParamsSpinBox::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        checkText();
        if (!m_invalid.isEmpty()) {   // keep the text to correct, and stay on the page
            event->accept();
            return;
        }
    }
    QDoubleSpinBox::keyPressEvent(event);
}

void ParamsSpinBox::checkText()
{
    const QString text = stripped(lineEdit()->text());
    if (text == stripped(textFromValue(value())))
        return;   // the field shows the current value (also after Qt put it back): nothing new to say
    QString message;
    const auto v = parsed(text);
    // A count that is zero or negative ("0", "-5B") is a count, just not one above zero.
    const bool minus = text.startsWith(u'-') || text.startsWith(QChar(0x2212));
    bool zero = false;
    const double plain = QLocale::c().toDouble(minus ? text.mid(1) : text, &zero);
    const bool notAboveZero = !v && ((minus && parsed(text.mid(1))) || (zero && plain == 0));
    // In the other fields' form: the field, what was typed as typed ("1e20", not "1E+20"), why, and
    // the value kept (a QA pass read three different forms for the one field).
    const QString kept = formatParams(value() * 1e9);
    if (text.isEmpty())
        message = tr("Parameter count was left empty; the previous value %1 is kept.").arg(kept);
    else if (notAboveZero)
        message = tr("Parameter count: “%1” is not above zero; the previous value %2 is kept.").arg(text, kept);
    else if (!v)
        message = tr("Parameter count: “%1” is not a count (write for example 7, 7B, 500M, 1.5T or 70亿); the previous "
                     "value %2 is kept.")
                      .arg(text, kept);
    else if (*v / 1e9 < minimum() || *v / 1e9 > maximum())
        message = tr("Parameter count: %1 is outside %2 to %3; the previous value %4 is kept.")
                      .arg(text, formatParams(minimum() * 1e9), formatParams(maximum() * 1e9), kept);
    if (message != m_invalid || !message.isEmpty()) {   // re-emitted: the page re-shows it after a language switch
        m_invalid = message;
        emit invalidTextChanged(message);
    }
}

} // namespace gpuplan::ui
