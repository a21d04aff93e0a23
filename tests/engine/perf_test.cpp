#include <gtest/gtest.h>

#include "engine/perf.h"
#include "testdata.h"

using namespace engine;

TEST(Perf, Placeholder)
{
    EXPECT_TRUE(true);
}
