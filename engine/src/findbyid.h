// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finding by id: an entry of a catalogue list (Catalog::gpu, PriceBook::network, ...), and an enum's
// value from the id its xId() function writes (the readers of the files and options).

#include <cstddef>
#include <optional>
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

// The value among `values` whose id, as `idOf` writes it, is `s`; nullopt for any other text.
template<typename E, std::size_t N>
std::optional<E> fromId(const std::string &s, const E (&values)[N], const char *(*idOf)(E))
{
    for (E v : values)
        if (s == idOf(v))
            return v;
    return std::nullopt;
}

} // namespace engine::detail
