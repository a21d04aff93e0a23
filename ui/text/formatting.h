#pragma once
// Numbers and units through the current QLocale (design.md: bytes exact in the engine, GiB on screen).

#include <QString>
#include <QtGlobal>

namespace gpuplan::ui {

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString formatNumber(double v, int decimals);
QString formatInteger(qint64 v);
QString formatGiB(qint64 bytes, int decimals = 1);      // "70.5 GiB"
QString formatBytesExact(qint64 bytes);                 // "75,698,946,048 bytes"
QString formatPercent(double fraction, int decimals = 0);  // 0.123 -> "12%"
QString formatParams(double params);                    // "6.74 B"
QString formatTokens(double tokens);                    // "300 B tokens"
QString formatDays(double days);
QString formatMs(double ms);
QString formatKw(double kw);
QString formatGpuCount(qint64 n);                       // "%n GPU(s)"

} // namespace gpuplan::ui
