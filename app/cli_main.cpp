// SPDX-License-Identifier: GPL-3.0-or-later
#include <cstring>
#include <iostream>

#include "cli/cli.h"

#ifdef GPUPLAN_GUI
#include "report/report.h"
#endif

int main(int argc, char **argv)
{
#ifdef GPUPLAN_GUI
    // The PDF report needs Qt's painter and fonts: the GUI library renders it, offscreen.
    if (argc > 1 && std::strcmp(argv[1], "report") == 0)
        return gpuplan::ui::runReportCommand(argc, argv);
#endif
    return gpuplan::cli::run(std::vector<std::string>(argv, argv + argc), std::cout, std::cerr);
}
