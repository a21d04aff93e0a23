// Offscreen UI tests for the money area (filled in by its owner).
#include <gtest/gtest.h>

#include "bundled.h"

TEST(UiCatalogue, MoneyAreaSeesTheBundledCatalogue)
{
    ASSERT_TRUE(gpuplan::bundled::catalog());
    EXPECT_TRUE(gpuplan::bundled::catalog()->prices);
}
