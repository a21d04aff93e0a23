// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// gpuplan-cli: the command-line face of the engine. Kept in a library so tests and the fuzzer can
// drive it in-process; app/cli_main.cpp only forwards argv.

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace gpuplan::cli {

// Returns the process exit code: 0 success, 2 bad input (one line on `err`), 1 internal error.
int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

// "7.5e9", "7.5B", "128k", "1.5T", "4096" -> value. Suffixes: k 1e3, M 1e6, B/G 1e9, T 1e12,
// Ki/Mi/Gi powers of 1024. Empty on anything else (including NaN, inf, trailing junk).
std::optional<double> parseQuantity(const std::string &text);

} // namespace gpuplan::cli
