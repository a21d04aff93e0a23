#include "formatting.h"

#include "uitr.h"

#include <QLocale>
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

QString formatParams(double params)
{
    if (params >= 1e9)
        //: billions of parameters, as in "7B model"
        return Tr::tr("%1B").arg(formatNumber(params / 1e9, params >= 1e11 ? 0 : (params >= 1e10 ? 1 : 2)));
    //: millions of parameters
    return Tr::tr("%1M").arg(formatNumber(params / 1e6, params >= 1e8 ? 0 : 1));
}

QString formatTokens(double tokens)
{
    if (tokens >= 1e9)
        return Tr::tr("%1 billion tokens").arg(formatNumber(tokens / 1e9, tokens >= 1e11 ? 0 : 1));
    return Tr::tr("%1 million tokens").arg(formatNumber(tokens / 1e6, tokens >= 1e8 ? 0 : 1));
}

QString formatDays(double days)
{
    if (days < 1.0)
        return Tr::tr("%1 hours").arg(formatNumber(days * 24.0, 1));
    return Tr::tr("%1 days").arg(formatNumber(days, days >= 100 ? 0 : 1));
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
    return Tr::tr("%n GPU(s)", nullptr, static_cast<int>(n));
}

} // namespace gpuplan::ui
