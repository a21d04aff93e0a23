#include <gtest/gtest.h>

#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/cli.h"

namespace {

struct CliRun
{
    int code;
    std::string out, err;
};

CliRun cli(std::vector<std::string> args)
{
    args.insert(args.begin(), "gpuplan-cli");
    std::ostringstream out, err;
    const int code = gpuplan::cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

TEST(Cli, ParamsJson)
{
    const CliRun r = cli({"params", "--hf-config", GPUPLAN_TEST_DATA "/hf/llama-2-7b.json", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["total_params"].get<std::int64_t>(), 6'738'415'616);
    EXPECT_EQ(j["active_params"].get<std::int64_t>(), 6'738'415'616);
}

} // namespace
