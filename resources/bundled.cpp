// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundled.h"

namespace gpuplan::bundled {

namespace data {
std::string_view gpus();
std::string_view networks();
std::string_view models();
std::string_view prices();
std::vector<std::pair<std::string_view, std::string_view>> scenarioFiles();
} // namespace data

std::string_view gpusJson() { return data::gpus(); }
std::string_view networksJson() { return data::networks(); }
std::string_view modelsJson() { return data::models(); }
std::string_view pricesJson() { return data::prices(); }

std::vector<std::pair<std::string_view, std::string_view>> presetFiles() { return data::scenarioFiles(); }

std::string_view presetFile(std::string_view id)
{
    for (const auto &[name, text] : data::scenarioFiles())
        if (name == id)
            return text;
    return {};
}

const engine::Result<engine::Catalog> &catalog()
{
    static const engine::Result<engine::Catalog> parsed = engine::parseCatalog(gpusJson(), networksJson(), modelsJson(), pricesJson());
    return parsed;
}

} // namespace gpuplan::bundled
