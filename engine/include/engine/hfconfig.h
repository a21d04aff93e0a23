// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Import of Hugging Face config.json files (the format users already have).

#include <string>
#include <string_view>

#include "engine/issue.h"
#include "engine/model.h"


namespace engine {

// Parses config.json text (the model types are supportedModelTypes()). An unsupported model_type
// or a missing field gives an Issue that names it.
Result<Architecture> importHfConfig(std::string_view jsonText);

// The config.json model_type values importHfConfig reads, comma-separated (docs/model.md §1.2).
std::string supportedModelTypes();

} // namespace engine
