// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every libFuzzer target (tests/fuzz/fuzz_*.cpp) does with its harness's answer.

#include <cstdio>
#include <string>

namespace gpuplan::fuzz {

// "" (the input was handled cleanly) lets the run go on; a violated property is printed with the
// target's name and stops it (libFuzzer keeps the input as a crash).
inline int verdict(const char *target, const std::string &violation)
{
    if (!violation.empty()) {
        std::fprintf(stderr, "%s: property violated: %s\n", target, violation.c_str());
        __builtin_trap();
    }
    return 0;
}

} // namespace gpuplan::fuzz
