// Offscreen UI tests for the files area (filled in by its owner).
#include <gtest/gtest.h>

#include "bundled.h"

TEST(UiCatalogue, FilesAreaSeesTheBundledCatalogue)
{
    ASSERT_TRUE(gpuplan::bundled::catalog());
    EXPECT_TRUE(gpuplan::bundled::catalog()->prices);
}
