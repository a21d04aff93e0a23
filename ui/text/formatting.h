// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Numbers and units through the current QLocale (bytes exact in the engine, GiB on screen).

#include <QString>
#include <QtGlobal>
#include <string>

namespace gpuplan::ui {

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString formatNumber(double v, int decimals);
// A mean count (sequences at once at a rate): one decimal, more where a small one would read as zero.
QString formatMean(double v);
// A request rate as asked: whole from 100 up, one decimal below when it has one (7.5, 10), and down to
// its first significant digit below 1 (0.1, 0.02) — never "0 requests per second".
QString formatRate(double v);
QString formatInteger(qint64 v);
QString formatGiB(qint64 bytes, int decimals = 1);      // "70.5 GiB"
QString formatBytesExact(qint64 bytes);                 // "75,698,946,048 bytes"
QString formatScientific(double v);                     // 2.11e17 -> "2.11 × 10¹⁷" (below 10⁴ as an integer)
QString formatPercent(double fraction, int decimals = 0);  // 0.123 -> "12%"
QString formatParams(double params);                    // "6.74 B"
QString formatTokens(double tokens);                    // "300 B tokens"
QString formatTokenCount(double tokens);                // "128B", "1280 亿": a count of tokens without the word, 3 digits
double roundToThreeDigits(double v);
QString formatDays(double days);
QString formatMs(double ms);
QString formatKw(double kw);
QString formatGpuCount(qint64 n);                       // "%n GPU(s)"
// Two sentences as one text: a space after a Latin full stop, none after a CJK one (。！？).
QString joinSentences(const QString &first, const QString &second);
QString joinSentences(const QStringList &sentences);
// A list in running text: "A, B and C" / "A、B 和 C" (translated patterns: Chinese keeps a space
// between 和 and a Latin name, which QLocale::createSeparatedList drops).
QString listText(const QStringList &items);
// Money in a currency id ("USD", "CNY") through QLocale: "$1,234,567" / "¥8,888,888".
QString formatMoney(double amount, const std::string &currency, int decimals = 0);
// Signed money change: "−$12,345" / "+¥6,789".
QString formatMoneyDelta(double amount, const std::string &currency);
QString currencySymbol(const std::string &currency);
QString formatYears(double years);                      // "4", "4.5": a number of years for "%1-year"
QString formatMonths(double months);                    // "23.8 months", "0.03 months"
// An amount of hours (GPU-hours): whole with separators, one decimal below 10 ("1.0", "0.4").
QString formatHours(double hours);
QString formatSignedPercent(double percent, int decimals = 0);   // 12.3 -> "+12%"
QString formatSignedInteger(qint64 v);                  // "+3", "−2", "0"
QString formatTb(double tb);                            // "30.7 TB"

} // namespace gpuplan::ui
