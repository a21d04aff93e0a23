// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// printf into a std::string of any length, the arguments checked against the pattern by the
// compiler: the CLI's English sentences (englishtext.cpp, rulestext.cpp).

#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <string>

namespace gpuplan::cli {

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
inline std::string fmt(const char *pattern, ...)
{
    va_list ap, again;
    va_start(ap, pattern);
    va_copy(again, ap);
    const int n = std::vsnprintf(nullptr, 0, pattern, ap);
    va_end(ap);
    std::string s(n > 0 ? static_cast<std::size_t>(n) : 0, '\0');
    if (n > 0)
        std::vsnprintf(s.data(), s.size() + 1, pattern, again);
    va_end(again);
    return s;
}

// `v` as it will be printed with `decimals` decimals, without a negative zero: a change of -0.04 %
// reads "+0.0 %", not "-0.0 %".
inline double shown(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double r = std::round(v * scale) / scale;
    return r == 0.0 ? 0.0 : r;
}

} // namespace gpuplan::cli
