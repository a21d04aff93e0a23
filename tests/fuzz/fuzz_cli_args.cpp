// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: see tests/fuzz/harness_cli.h and docs/robustness.md.
#include <cstdio>
#include <unistd.h>

#include "fuzz_target.h"
#include "harness_cli.h"

// Relative paths in the seeds (--hf-config tests/data/hf/llama-2-7b.json) resolve against the
// source tree.
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    if (chdir(GPUPLAN_SOURCE_DIR) != 0)
        std::perror("chdir " GPUPLAN_SOURCE_DIR);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return gpuplan::fuzz::verdict("fuzz_cli_args", gpuplan::fuzz::cliArgs(data, size));
}
