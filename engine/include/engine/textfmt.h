// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// printf into a std::string of any length, the arguments checked against the pattern by the
// compiler: the engine's English names (advisor.cpp) and the CLI's English sentences
// (app/cli/englishtext.cpp, rulestext.cpp).

#include <cstdarg>
#include <cstdio>
#include <string>

namespace engine {

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

} // namespace engine
