#include <gtest/gtest.h>

#include "engine/plan.h"
#include "testdata.h"

using namespace engine;

TEST(Plan, DefaultGpusAreCompared)
{
    Scenario s;
    s.model = testdata::hf("llama-2-7b");
    const Plan p = plan(s, testdata::catalog());
    ASSERT_TRUE(p.issues.empty()) << describe(p.issues.front());
    ASSERT_EQ(p.options.size(), 3u);
}
