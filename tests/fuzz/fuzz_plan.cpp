// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: see tests/fuzz/harness*.h and docs/robustness.md.
#include <cstdio>

#include "harness_plan.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string violation = gpuplan::fuzz::plan(data, size);
    if (!violation.empty()) {
        std::fprintf(stderr, "fuzz_plan: property violated: %s\n", violation.c_str());
        __builtin_trap();
    }
    return 0;
}
