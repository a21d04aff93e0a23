// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal: printf-style formatting for the engine's English details (CLI text).

#include <cstdarg>
#include <cstdio>
#include <string>

namespace engine::detail {

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
inline std::string fmt(const char *f, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, f);
    std::vsnprintf(buf, sizeof buf, f, ap);
    va_end(ap);
    return buf;
}

} // namespace engine::detail
