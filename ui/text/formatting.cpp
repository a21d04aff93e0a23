// SPDX-License-Identifier: GPL-3.0-or-later
#include "formatting.h"

#include "uitr.h"

#include <engine/cost.h>

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace gpuplan::ui {

QString formatNumber(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString formatInteger(qint64 v)
{
    return QLocale().toString(v);
}

QString formatGiB(qint64 bytes, int decimals)
{
    //: gibibytes (1024³ bytes)
    return Tr::tr("%1 GiB").arg(formatNumber(static_cast<double>(bytes) / kGiB, decimals));
}

QString formatBytesExact(qint64 bytes)
{
    return Tr::tr("%1 bytes").arg(formatInteger(bytes));
}

QString formatPercent(double fraction, int decimals)
{
    return Tr::tr("%1%").arg(formatNumber(fraction * 100.0, decimals));
}

namespace {

// Chinese counts large numbers in 万 (10⁴), 亿 (10⁸) and 万亿 / 兆 (10¹²), not thousands and
// billions: 7B parameters are 70 亿, 200B tokens 2,000 亿. Empty outside Chinese.
QString chineseMagnitude(double v)
{
    if (QLocale().language() != QLocale::Chinese || !std::isfinite(v) || v < 1e4)
        return {};
    auto digits = [](double x) { return x >= 100 ? 0 : (x >= 10 ? 1 : 2); };
    auto trimmed = [&](double x) {
        // Chinese writes 2000 亿, not 2,000 亿: no group separator before a magnitude.
        QLocale plain;
        plain.setNumberOptions(QLocale::OmitGroupSeparator);
        QString t = plain.toString(x, 'f', digits(x));
        if (t.contains(QLocale().decimalPoint())) {
            while (t.endsWith(QLatin1Char('0')))
                t.chop(1);
            if (t.endsWith(QLocale().decimalPoint()))
                t.chop(1);
        }
        return t;
    };
    //: Chinese magnitude: 10^12 (zh_CN 万亿, zh_TW 兆); shown only in Chinese
    if (v >= 1e12)
        return Tr::tr("%1 × 10¹²").arg(trimmed(v / 1e12));
    //: Chinese magnitude: 10^8 (zh_CN 亿, zh_TW 億); shown only in Chinese
    if (v >= 1e8)
        return Tr::tr("%1 × 10⁸").arg(trimmed(v / 1e8));
    //: Chinese magnitude: 10^4 (zh_CN 万, zh_TW 萬); shown only in Chinese
    return Tr::tr("%1 × 10⁴").arg(trimmed(v / 1e4));
}

} // namespace

QString formatScientific(double v)
{
    if (!std::isfinite(v) || v <= 0)
        return QLocale().toString(v, 'g', 3);
    int exponent = static_cast<int>(std::floor(std::log10(v)));
    double mantissa = v / std::pow(10.0, exponent);
    if (std::round(mantissa * 100.0) >= 1000.0) {   // 9.996 rounds to 10.0: one more power of ten
        mantissa /= 10.0;
        ++exponent;
    }
    if (exponent < 4)
        return QLocale().toString(v, 'f', 0);
    static const char16_t *const kSuperscript[] = {u"⁰", u"¹", u"²", u"³", u"⁴", u"⁵", u"⁶", u"⁷", u"⁸", u"⁹"};
    QString power;
    for (const QChar digit : QString::number(exponent))
        power += QString::fromUtf16(kSuperscript[digit.digitValue()]);
    return QLocale().toString(mantissa, 'f', 2) + QStringLiteral(" × 10") + power;
}

QString formatParams(double params)
{
    // Beyond any count the planner takes (10^16 and up: a refused entry such as 1e30), three
    // significant digits and an exponent, not thirty digits before a unit (a GUI QA pass).
    if (params >= 1e16 || !std::isfinite(params))
        return QLocale().toString(params, 'g', 3);
    if (const QString zh = chineseMagnitude(params); !zh.isEmpty())
        return zh;
    if (params >= 999.5e6)   // 999,885,952 is "1.00B", not "1,000M"
        //: billions of parameters, as in "7B model"
        return Tr::tr("%1B").arg(formatNumber(params / 1e9, params >= 1e11 ? 0 : (params >= 1e10 ? 1 : 2)));
    //: millions of parameters
    return Tr::tr("%1M").arg(formatNumber(params / 1e6, params >= 1e8 ? 0 : 1));
}

double roundToThreeDigits(double v)
{
    const double magnitude = v > 0 && std::isfinite(v) ? std::pow(10.0, std::floor(std::log10(v)) - 2) : 1.0;
    return std::round(v / magnitude) * magnitude;
}

QString formatTokenCount(double tokens)
{
    return formatParams(roundToThreeDigits(tokens));
}

QString formatTokens(double tokens)
{
    // Three significant digits in every language: 200.1 billion tokens are "200 billion" and
    // "2000 亿" (the review found 2001 亿 on one page of a report and 2000 亿 on another).
    if (const QString zh = chineseMagnitude(roundToThreeDigits(tokens)); !zh.isEmpty())
        //: a count of tokens in Chinese magnitudes, e.g. "2000 亿 token"
        return Tr::tr("%1 tokens").arg(zh);
    if (tokens >= 1e9)
        return Tr::tr("%1 billion tokens").arg(formatNumber(tokens / 1e9, tokens >= 1e11 ? 0 : 1));
    return Tr::tr("%1 million tokens").arg(formatNumber(tokens / 1e6, tokens >= 1e8 ? 0 : 1));
}

namespace {

// Decimals that keep a small positive amount from reading as zero: its first significant digit
// (0.04 -> 2, 0.003 -> 3), never fewer than `usual`.
int decimalsFor(double v, int usual)
{
    if (!(v > 0) || v >= 1)
        return usual;
    return std::max(usual, std::min(6, static_cast<int>(-std::floor(std::log10(v)))));
}

} // namespace

QString formatMean(double v)
{
    return formatNumber(v, decimalsFor(v, 1));
}

QString formatRate(double v)
{
    const int decimals = v >= 100 ? 0 : decimalsFor(v, 1);
    const double scale = std::pow(10.0, decimals);
    return QLocale().toString(std::round(v * scale) / scale, 'f', QLocale::FloatingPointShortest);
}

QString formatDays(double days)
{
    // A tiny model's job takes minutes or seconds, never "0.0 hours".
    // Each unit from where the smaller one would round to a whole one of it (59.97 minutes is
    // "1.0 hours", not "60.0 minutes").
    const double hours = days * 24.0, minutes = hours * 60.0, seconds = minutes * 60.0;
    if (hours >= 23.95)
        return Tr::tr("%1 days").arg(formatNumber(days, days >= 100 ? 0 : 1));
    if (minutes >= 59.95)
        return Tr::tr("%1 hours").arg(formatNumber(hours, 1));
    if (seconds >= 59.95)
        return Tr::tr("%1 minutes").arg(formatNumber(minutes, 1));
    return Tr::tr("%1 seconds").arg(formatNumber(seconds, decimalsFor(seconds, 1)));
}

QString formatMs(double ms)
{
    return Tr::tr("%1 ms").arg(formatNumber(ms, ms >= 100 ? 0 : 1));
}

QString formatKw(double kw)
{
    return Tr::tr("%1 kW").arg(formatNumber(kw, kw >= 100 ? 0 : 1));
}

QString formatGpuCount(qint64 n)
{
    return Tr::tr("%Ln GPU(s)", nullptr, static_cast<int>(n));   // %Ln: digits grouped by the locale
}

QString currencySymbol(const std::string &currency)
{
    if (currency == "CNY")
        return QStringLiteral("¥");
    if (currency == "TWD")
        return QStringLiteral("NT$");
    return QStringLiteral("$");
}

QString formatMoney(double amount, const std::string &currency, int decimals)
{
    // Cents for small sums: a short job's electricity is "$0.42", not "$0"; below a cent "< $0.01".
    if (decimals == 0 && amount != 0 && std::abs(amount) < 10)
        decimals = 2;
    // Below the last digit shown: "< $0.01" (at the decimals asked for: a price per kWh keeps its
    // three), never "$0.00".
    const double unit = std::pow(10.0, -decimals);
    if (amount != 0 && std::abs(amount) < 0.5 * unit)
        //: an amount of money smaller than the one shown, e.g. "< $0.01"
        return Tr::tr("< %1").arg(QLocale().toCurrencyString(unit, currencySymbol(currency), decimals));
    return QLocale().toCurrencyString(amount, currencySymbol(currency), decimals);
}

QString formatMoneyDelta(double amount, const std::string &currency)
{
    const QString abs = formatMoney(std::abs(amount), currency, 0);
    // Signed whenever the amount shown is not zero: "$0.31" for a saving of 31 cents read as a cost (a
    // QA pass); the money formatter keeps cents below a unit.
    if (std::abs(amount) < 0.005)
        return abs;
    //: a cost increase / decrease, e.g. "+$1,200" and "−$1,200"
    return amount > 0 ? Tr::tr("+%1").arg(abs) : Tr::tr("−%1").arg(abs);
}

QString formatYears(double years)
{
    const bool whole = std::abs(years - std::round(years)) < 0.05;
    return formatNumber(years, whole ? 0 : 1);
}

QString formatMonths(double months)
{
    // Less than a month in days, hours or minutes (a small job read "0.0001 months"); a month is the
    // engine's 730 hours.
    if (months > 0 && months < 1)
        return formatDays(months * engine::kHoursPerMonth / 24.0);
    // A whole number of months without ".0": a 48-month horizon read "48.0 months" (a QA pass).
    const bool whole = std::abs(months - std::round(months)) < 0.05;
    if (whole && std::llround(months) == 1)   // "over 1 months" (a procurement QA pass)
        return Tr::tr("1 month");
    return Tr::tr("%1 months").arg(formatNumber(months, months >= 100 || whole ? 0 : 1));
}

QString formatHours(double hours)
{
    return hours > 0 && hours < 10 ? formatNumber(hours, decimalsFor(hours, 1)) : formatInteger(static_cast<qint64>(std::llround(hours)));
}

QString formatSignedPercent(double percent, int decimals)
{
    const QString abs = formatNumber(std::abs(percent), decimals);
    if (std::abs(percent) < 0.5 * std::pow(10.0, -decimals))
        return Tr::tr("%1%").arg(formatNumber(0, decimals));
    return percent > 0 ? Tr::tr("+%1%").arg(abs) : Tr::tr("−%1%").arg(abs);
}

QString formatSignedInteger(qint64 v)
{
    if (v == 0)
        return formatInteger(0);
    return v > 0 ? Tr::tr("+%1").arg(formatInteger(v)) : Tr::tr("−%1").arg(formatInteger(-v));
}

QString formatTb(double tb)
{
    //: terabytes (10¹² bytes)
    return Tr::tr("%1 TB").arg(formatNumber(tb, tb >= 100 ? 0 : 1));
}


QString joinSentences(const QString &first, const QString &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    const QChar last = first.back();
    const bool cjk = last == QChar(0x3002) || last == QChar(0xFF01) || last == QChar(0xFF1F) || last == QChar(0xFF09);
    return cjk ? first + second : first + QLatin1Char(' ') + second;
}

QString joinSentences(const QStringList &sentences)
{
    QString text;
    for (const QString &s : sentences)
        text = joinSentences(text, s);
    return text;
}

namespace {

bool isIdeograph(QChar c)
{
    return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF;
}

bool isLatinOrDigit(QChar c)
{
    return c.unicode() < 0x2E80 && c.isLetterOrNumber();
}

// `pattern` ("%1 and %2", "%1和%2") applied to a and b, with the space Chinese text keeps between
// an ideograph of the pattern and a Latin name or number next to it ("小时和 NVIDIA").
QString joinTwo(const QString &pattern, const QString &a, const QString &b)
{
    const qsizetype one = pattern.indexOf(QStringLiteral("%1")), two = pattern.indexOf(QStringLiteral("%2"));
    if (one < 0 || two < one + 2)
        return pattern.arg(a, b);
    QString sep = pattern.mid(one + 2, two - one - 2);
    if (!sep.isEmpty() && !a.isEmpty() && isIdeograph(sep.front()) && isLatinOrDigit(a.back()))
        sep.prepend(QLatin1Char(' '));
    if (!sep.isEmpty() && !b.isEmpty() && isIdeograph(sep.back()) && isLatinOrDigit(b.front()))
        sep.append(QLatin1Char(' '));
    return pattern.left(one) + a + sep + b + pattern.mid(two + 2);
}

} // namespace

QString listText(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    QString text = items.front();
    for (qsizetype i = 1; i + 1 < items.size(); ++i)
        text = joinTwo(Tr::tr("%1, %2", "a list: an item before the last two"), text, items[i]);
    return joinTwo(Tr::tr("%1 and %2", "a list: the last two items"), text, items.back());
}

} // namespace gpuplan::ui
