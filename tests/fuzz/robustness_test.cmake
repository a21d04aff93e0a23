# SPDX-License-Identifier: GPL-3.0-or-later
# robustness_test: hostile inputs and the fuzz regression corpus (tests/engine/robustness_test.cpp).
# Included from tests/CMakeLists.txt (normal and ASan builds) and from tests/fuzz/CMakeLists.txt.
if(NOT TARGET robustness_test)
    get_filename_component(GPUPLAN_ROBUSTNESS_ROOT "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
    find_package(GTest REQUIRED)
    find_package(nlohmann_json 3.10 REQUIRED)
    include(GoogleTest)
    add_executable(robustness_test
        ${GPUPLAN_ROBUSTNESS_ROOT}/tests/engine/robustness_test.cpp
        ${GPUPLAN_ROBUSTNESS_ROOT}/tests/engine/testdata.h ${GPUPLAN_ROBUSTNESS_ROOT}/tests/engine/testdata.cpp)
    set_target_properties(robustness_test PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_include_directories(robustness_test PRIVATE ${GPUPLAN_ROBUSTNESS_ROOT}/tests/fuzz)
    target_link_libraries(robustness_test PRIVATE gpuplan_options gpuplan_cli_core gpuplan_bundled gpuplan_engine
                          nlohmann_json::nlohmann_json GTest::gtest_main)
    target_compile_definitions(robustness_test PRIVATE
        GPUPLAN_TEST_DATA="${GPUPLAN_ROBUSTNESS_ROOT}/tests/data"
        GPUPLAN_CATALOG_DIR="${GPUPLAN_ROBUSTNESS_ROOT}/resources/catalog"
        GPUPLAN_SOURCE_DIR="${GPUPLAN_ROBUSTNESS_ROOT}")
    gtest_discover_tests(robustness_test DISCOVERY_TIMEOUT 60)
endif()
