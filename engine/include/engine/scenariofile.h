// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The .gpuplan scenario file: JSON text with a schema_version. The engine only converts between
// text and values; the front ends read and write the files (atomically, with QSaveFile in the GUI).
//
// Guarantees (tests/engine/scenariofile_test.cpp):
//  - serialize(parse(serialize(s))) == serialize(s), byte for byte;
//  - keys this version does not know are kept and written back unchanged, and listed in
//    ScenarioFile::unknownKeys so the UI can tell the user;
//  - files from older schema versions open (migrated); files from newer versions are refused with
//    a message naming the version.

#include <string>
#include <string_view>
#include <vector>

#include "engine/issue.h"
#include "engine/scenario.h"

namespace engine {

inline constexpr int kScenarioSchemaVersion = 1;

struct ScenarioFile
{
    Scenario scenario;
    std::vector<std::string> unknownKeys;   // dotted paths, e.g. "training.warmup_steps"
    std::string extrasJson;                 // the unknown keys as a JSON object text ("{}" if none)
    int loadedVersion = kScenarioSchemaVersion;
};

struct Catalog;

// With `presets`, a file saved before a preset field existed takes it from the catalogue: a MoE
// preset written before the group-limited routing was read (gpuplan before December 2026) gets its
// expert_groups / groups_per_token back when its experts are the preset's.
Result<ScenarioFile> parseScenarioFile(std::string_view text, const Catalog *presets = nullptr);
std::string serializeScenario(const Scenario &s, const std::string &extrasJson = "{}");

// Architecture <-> JSON object text (used by the file and by the CLI's --json output).
std::string architectureJson(const Architecture &a);

} // namespace engine
