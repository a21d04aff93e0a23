// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The catalogue and the preset scenarios shipped inside the programs (resources/catalog/*.json and
// examples/*.gpuplan, embedded at build time).

#include <string_view>
#include <utility>
#include <vector>

#include "engine/catalog.h"

namespace gpuplan::bundled {

std::string_view gpusJson();
std::string_view networksJson();
std::string_view modelsJson();
std::string_view pricesJson();

// The preset scenarios (examples/*.gpuplan): {id, file text}, sorted by id.
std::vector<std::pair<std::string_view, std::string_view>> presetFiles();
// The text of preset `id`'s file, or empty.
std::string_view presetFile(std::string_view id);

// Parsed once; the bundled data is tested, so failure here is a build defect (returns the Issue).
const engine::Result<engine::Catalog> &catalog();

} // namespace gpuplan::bundled
