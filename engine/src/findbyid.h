// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An entry of a catalogue list by its id (Catalog::gpu, PriceBook::network, ...).

#include <string>
#include <string_view>
#include <vector>

namespace engine::detail {

// The first entry of `list` whose member `key` is `id`, or nullptr.
template<typename T>
const T *findById(const std::vector<T> &list, std::string T::*key, std::string_view id)
{
    for (const T &e : list)
        if (e.*key == id)
            return &e;
    return nullptr;
}

} // namespace engine::detail
