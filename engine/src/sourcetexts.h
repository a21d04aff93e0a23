// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The `sources` object of a catalogue file (tag -> description) and the tags an entry cites, for
// the catalogue (gpus.json) and the price book (prices.json).

#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/catalog.h"

namespace engine::detail {

// Tag -> description of a file's `sources` object (a description that is not a string is kept as
// its JSON text).
inline SourceTexts sourceTexts(const nlohmann::json &root)
{
    SourceTexts out;
    auto it = root.find("sources");
    if (it != root.end() && it->is_object())
        for (const auto &item : it->items())
            out[item.key()] = item.value().is_string() ? item.value().get<std::string>() : item.value().dump();
    return out;
}

// The cited tags with their descriptions, in tag order.
inline std::vector<SourceRef> citedSources(const std::set<std::string> &tags, const SourceTexts &known)
{
    std::vector<SourceRef> out;
    for (const std::string &tag : tags) {
        const auto it = known.find(tag);
        out.push_back({tag, it == known.end() ? std::string() : it->second});
    }
    return out;
}

} // namespace engine::detail
