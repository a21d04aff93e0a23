// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundled.h"

namespace gpuplan::bundled {

namespace data {
std::string_view gpus();
std::string_view networks();
std::string_view models();
std::string_view prices();
} // namespace data

std::string_view gpusJson() { return data::gpus(); }
std::string_view networksJson() { return data::networks(); }
std::string_view modelsJson() { return data::models(); }
std::string_view pricesJson() { return data::prices(); }

const engine::Result<engine::Catalog> &catalog()
{
    static const engine::Result<engine::Catalog> parsed = engine::parseCatalog(gpusJson(), networksJson(), modelsJson(), pricesJson());
    return parsed;
}

} // namespace gpuplan::bundled
