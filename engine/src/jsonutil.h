// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal helpers for reading JSON with errors that name the file, entry and field.

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/issue.h"
#include "engine/model.h"

namespace engine::detail {

struct JsonIssue
{
    Issue issue;
};

// Largest JSON text we accept: 16 MiB (a real config.json is < 10 KiB, the catalogue < 1 MiB).
inline constexpr std::size_t kMaxJsonBytes = 16u << 20;

Result<nlohmann::json> parseJson(std::string_view text, const std::string &fileName);
// parseJson() of a file whose top level must be a JSON object (the catalogue's files, config.json).
Result<nlohmann::json> parseJsonObject(std::string_view text, const std::string &fileName);

// Reads fields of one JSON object; every failure throws JsonIssue with the dotted field path.
class JsonReader
{
public:
    JsonReader(const nlohmann::json &j, std::string prefix);

    bool has(const char *key) const;
    std::int64_t integer(const char *key) const;
    // The *Or readers return the fallback for an absent key or a null (Hugging Face writes null for
    // "use the default": n_inner, head_dim, sliding_window).
    std::int64_t integerOr(const char *key, std::int64_t fallback) const;
    double number(const char *key) const;
    double numberOr(const char *key, double fallback) const;
    std::optional<double> optionalNumber(const char *key) const;                // null/absent -> none
    bool boolean(const char *key) const;
    bool boolOr(const char *key, bool fallback) const;
    std::string string(const char *key) const;
    std::string stringOr(const char *key, const std::string &fallback) const;
    std::vector<std::int64_t> integerListOr(const char *key) const;
    std::vector<std::string> stringListOr(const char *key) const;
    // A string naming one value of an enum, read by `parse` (an xxxFromId function); a name `parse`
    // does not know fails with IssueReason::UnknownValue and the name.
    template<typename E>
    E enumValue(const char *key, std::optional<E> (*parse)(const std::string &)) const
    {
        const std::string name = string(key);
        const std::optional<E> e = parse(name);
        if (!e)
            failUnknown(key, name);
        return *e;
    }
    template<typename E>
    E enumValueOr(const char *key, E fallback, std::optional<E> (*parse)(const std::string &)) const
    {
        return has(key) ? enumValue(key, parse) : fallback;
    }
    JsonReader object(const char *key) const;
    const nlohmann::json &raw() const { return m_j; }
    const nlohmann::json *find(const char *key) const;
    std::string path(const char *key) const { return m_prefix + key; }
    [[noreturn]] void fail(IssueCode code, const char *key, const std::string &detail) const;
    // OutOfRange, IssueReason::UnknownValue: `name` is not a value `key` takes.
    [[noreturn]] void failUnknown(const char *key, const std::string &name) const;
    // OutOfRange with the value and the range as numbers, no English (the faces say them).
    [[noreturn]] void failRange(const char *key, double value, double lo, double hi) const;

private:
    // The value at `key`; absent or null fails with MissingField and `missing`.
    const nlohmann::json &required(const char *key, const char *missing = "required field is missing") const;
    // The list at `key`, empty for an absent key or a null; anything else fails with WrongType and
    // `notList`.
    const nlohmann::json::array_t &listOrEmpty(const char *key, const char *notList) const;

    const nlohmann::json &m_j;
    std::string m_prefix;
};

// Multi-head latent attention (DeepSeek-V2/V3) from the object `r`: kv_lora_rank, v_head_dim and
// the two query-key head sizes are required; q_lora_rank absent means 0, no query compression. The
// scenario file and config.json name the head sizes differently (`nopeKey`, `ropeKey`).
MlaSpec readMla(const JsonReader &r, const char *nopeKey, const char *ropeKey);

// config.json object -> architecture (shared by importHfConfig and the model catalogue).
Result<Architecture> importHfConfigObject(const nlohmann::json &j, const std::string &prefix);

} // namespace engine::detail
