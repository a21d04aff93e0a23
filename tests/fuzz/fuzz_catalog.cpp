// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: see tests/fuzz/harness*.h and docs/robustness.md.
#include "fuzz_target.h"
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return gpuplan::fuzz::verdict("fuzz_catalog", gpuplan::fuzz::catalog(data, size));
}
