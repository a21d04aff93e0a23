// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: see tests/fuzz/harness*.h and docs/robustness.md.
#include <cstdio>

#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string violation = gpuplan::fuzz::catalog(data, size);
    if (!violation.empty()) {
        std::fprintf(stderr, "fuzz_catalog: property violated: %s\n", violation.c_str());
        __builtin_trap();
    }
    return 0;
}
