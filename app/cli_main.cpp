// SPDX-License-Identifier: GPL-3.0-or-later
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

#include "cli/cli.h"

namespace {

// `gpuplan-cli report` is drawn by the desktop program (Qt's painter, fonts and the chart
// classes): it runs `gpuplan report …` from its own folder, else from PATH, so this program
// links no GUI library. Returns only when neither can be started.
int runDesktopReport(int argc, char **argv)
{
    std::vector<char *> args;
    std::string self = "gpuplan-cli";
    args.push_back(self.data());
    for (int i = 1; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    char exe[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        std::string sibling(exe);
        sibling = sibling.substr(0, sibling.find_last_of('/') + 1) + "gpuplan";
        execv(sibling.c_str(), args.data());
    }
    execvp("gpuplan", args.data());
    std::fprintf(stderr, "gpuplan-cli report: cannot run the gpuplan program that draws the report (%s)\n",
                 std::strerror(errno));
    return 1;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && std::strcmp(argv[1], "report") == 0)
        return runDesktopReport(argc, argv);
    const int rc = gpuplan::cli::run(std::vector<std::string>(argv, argv + argc), std::cout, std::cerr);
    // An answer that could not be written is no answer (a QA pass piped the JSON to a full disk and got
    // exit code 0): say so, with the output's own error code.
    std::cout.flush();
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "gpuplan-cli: cannot write the output: %s\n", std::strerror(errno ? errno : EIO));
        return rc != 0 ? rc : 1;
    }
    return rc;
}
