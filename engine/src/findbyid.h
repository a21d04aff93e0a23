// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finding by id: an entry of a catalogue list (Catalog::gpu, PriceBook::network, ...), and an enum's
// id and value through its one id table (the writers and readers of the files and options).

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

// One row of an enum's id table: a value and the id the files, the CLI and the JSON use for it. A
// table lists every value once with its canonical id, then any aliases the readers also take (a
// later row of the same value); it is the one place an enum's ids are spelt.
template<typename E>
struct EnumId
{
    E value;
    const char *id;
};

// The canonical id of `v`: its first row; `fallback` for a value the table lacks (a cast integer).
template<typename E, std::size_t N>
const char *idOf(const EnumId<E> (&table)[N], E v, const char *fallback)
{
    for (const EnumId<E> &row : table)
        if (row.value == v)
            return row.id;
    return fallback;
}

// The value whose id or alias is `s`; nullopt for any other text.
template<typename E, std::size_t N>
std::optional<E> valueOf(const EnumId<E> (&table)[N], std::string_view s)
{
    for (const EnumId<E> &row : table)
        if (s == row.id)
            return row.value;
    return std::nullopt;
}

} // namespace engine::detail
