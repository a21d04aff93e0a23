// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fuzz entry point for the command line (gpuplan::cli::run), shared by fuzz_cli_args and the
// regression replay in tests/engine/robustness_test.cpp. See harness.h for the conventions.

#include <cstddef>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "cli/cli.h"

namespace gpuplan::fuzz {

// The input split on NUL or newline; argv[0] is "gpuplan-cli". Arguments that would make the CLI
// read a device or a special file (/dev, /proc, /sys) are replaced by a harmless missing path (a
// fuzzer must not block on /dev/stdin or read /proc), and --save-scenario always writes to one
// file in the temporary folder. Everything else reaches run() unchanged.
inline std::string saveScenarioPath()
{
    static const std::string path =
        (std::filesystem::temp_directory_path() / ("gpuplan-fuzz-" + std::to_string(::getpid()) + ".gpuplan")).string();
    return path;
}

inline std::vector<std::string> splitArgs(const std::uint8_t *data, std::size_t size)
{
    std::vector<std::string> args {"gpuplan-cli"};
    std::string cur;
    for (std::size_t i = 0; i < size; ++i) {
        const char c = static_cast<char>(data[i]);
        if (c == '\0' || c == '\n') {
            args.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    if (!cur.empty() || size == 0 || (size > 0 && data[size - 1] != '\n' && data[size - 1] != '\0'))
        args.push_back(cur);
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::string &a = args[i];
        for (const char *special : {"/dev", "/proc", "/sys"})
            if (a.find(special) != std::string::npos)
                a = "fuzz-no-such-file";
        // --save-scenario writes a file: always into the temporary folder, never the source tree.
        if (a == "--save-scenario" && i + 1 < args.size())
            args[i + 1] = saveScenarioPath();
        else if (a.rfind("--save-scenario=", 0) == 0)
            a = "--save-scenario=" + saveScenarioPath();
    }
    return args;
}

inline bool looksNumericNonsense(const std::string &text)
{
    // "nan" / "inf" as a printed number ("-nan", " inf", "nan%") in human-readable output.
    for (const char *bad : {"nan", "inf"}) {
        for (std::size_t at = text.find(bad); at != std::string::npos; at = text.find(bad, at + 1)) {
            const bool leftOk = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
            const std::size_t end = at + 3;
            const bool rightOk = end >= text.size() || !std::isalpha(static_cast<unsigned char>(text[end]));
            if (leftOk && rightOk)
                return true;
        }
    }
    return false;
}

// 3. The command line: never crash, never "internal error" (exit 1), exit 2 comes with exactly one
// line on stderr, exit 0 prints something, --json output always parses.
inline std::string cliArgs(const std::uint8_t *data, std::size_t size)
{
    const std::vector<std::string> args = splitArgs(data, size);
    std::ostringstream out, err;
    const int rc = gpuplan::cli::run(args, out, err);
    const std::string o = out.str(), e = err.str();
    if (rc == 1)
        return "exit 1 (internal error): " + e;
    if (rc != 0 && rc != 2)
        return "unexpected exit code " + std::to_string(rc);
    if (rc == 2) {
        if (args.size() < 2)
            return {};   // no command: usage on stdout
        if (e.rfind("gpuplan-cli: ", 0) != 0 || e.empty() || e.back() != '\n' || e.find('\n') != e.size() - 1)
            return "exit 2 without exactly one 'gpuplan-cli: ...' line on stderr: " + e;
        return {};
    }
    if (o.empty())
        return "exit 0 with no output";
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i)
        json = json || args[i] == "--json" || args[i] == "--format=json"
               || (args[i] == "--format" && i + 1 < args.size() && args[i + 1] == "json");
    if (json && args.size() >= 2 && args[1] != "--help" && args[1] != "-h" && args[1] != "help" && args[1] != "--version") {
        const auto parsed = nlohmann::json::parse(o, nullptr, false);
        if (parsed.is_discarded())
            return "--json output does not parse";
    } else if (looksNumericNonsense(o)) {
        return "nan or inf in the output";
    }
    return {};
}

} // namespace gpuplan::fuzz
