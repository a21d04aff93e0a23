// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Import of Hugging Face config.json files (the format users already have).

#include <string_view>

#include "engine/issue.h"
#include "engine/model.h"


namespace engine {

// Parses config.json text. Supported model_type: llama, mistral, mixtral, qwen2, qwen2_moe,
// deepseek_v3 (and deepseek_v2), gpt2, bert, vit, clip, llava, bloom. An unsupported model_type
// or a missing field gives an Issue that names it.
Result<Architecture> importHfConfig(std::string_view jsonText);

} // namespace engine
