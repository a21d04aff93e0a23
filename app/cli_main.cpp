#include <iostream>

#include "cli/cli.h"

int main(int argc, char **argv)
{
    return gpuplan::cli::run(std::vector<std::string>(argv, argv + argc), std::cout, std::cerr);
}
