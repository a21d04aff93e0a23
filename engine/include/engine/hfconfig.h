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

// The name a config.json's model goes by: its own "_name_or_path" (the last part of
// "Qwen/Qwen2.5-72B-Instruct"), else its folder (".../Qwen2.5-7B/config.json"), else the file's
// name without its extension. Both faces name an imported model this way (a QA pass's report was
// titled "qwen72_config.json" beside a config that names itself).
std::string hfConfigModelName(std::string_view path, std::string_view jsonText);

} // namespace engine
