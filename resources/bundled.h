// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The catalogue shipped inside the programs (resources/catalog/*.json, embedded at build time).

#include <string_view>

#include "engine/catalog.h"

namespace gpuplan::bundled {

std::string_view gpusJson();
std::string_view networksJson();
std::string_view modelsJson();
std::string_view pricesJson();

// Parsed once; the bundled data is tested, so failure here is a build defect (returns the Issue).
const engine::Result<engine::Catalog> &catalog();

} // namespace gpuplan::bundled
