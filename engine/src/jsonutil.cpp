// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonutil.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace engine::detail {

using nlohmann::json;

namespace {

// Where a parse error is, as a text editor and Python's json module say it: the line and the
// column (both from 1, the column in characters, not bytes) of the token the parser did not expect
// ("model" after a missing comma: its opening quote), or of the end of the text when it ended too
// soon. nlohmann::json reports the byte of the last character it read (from 1), the token's end.
std::pair<double, double> errorPlace(std::string_view text, std::size_t lastRead, bool endOfInput)
{
    std::size_t start = std::min(text.size(), lastRead);   // one past the last character read
    if (!endOfInput && start > 0) {
        std::size_t i = start - 1;
        const auto word = [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '+' || c == '-';
        };
        if (text[i] == '"') {   // a string: back to its opening quote
            while (i > 0 && !(text[i - 1] == '"' && (i < 2 || text[i - 2] != '\\')))
                --i;
            start = i > 0 ? i - 1 : 0;
        } else if (word(text[i]) || (i > 0 && word(text[i - 1]))) {
            // A number or a bare word ("tru" and the character that ended it): back to its first character.
            if (!word(text[i]))
                --i;
            while (i > 0 && word(text[i - 1]))
                --i;
            start = i;
        } else {
            start = i;
        }
    }
    const std::string_view before = text.substr(0, start);
    const std::size_t lastBreak = before.rfind('\n');
    const std::size_t lineStart = lastBreak == std::string_view::npos ? 0 : lastBreak + 1;
    const auto line = static_cast<double>(std::count(before.begin(), before.end(), '\n') + 1);
    double column = 1;
    for (std::size_t i = lineStart; i < start; ++i)
        column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 ? 1 : 0;   // UTF-8: a character's first byte
    return {line, column};
}

} // namespace

Result<json> parseJson(std::string_view text, const std::string &fileName)
{
    if (text.size() > kMaxJsonBytes)
        return reasonIssue(IssueCode::OutOfRange, fileName, IssueReason::FileTooLarge,
                           {static_cast<double>(kMaxJsonBytes >> 20)});
    try {
        return json::parse(text.begin(), text.end());
    } catch (const json::parse_error &e) {
        const bool endOfInput = std::string_view(e.what()).find("end of input") != std::string_view::npos;
        const auto [line, column] = errorPlace(text, e.byte, endOfInput);
        return reasonIssue(IssueCode::MalformedJson, fileName, IssueReason::NotValidJson, {line, column});
    } catch (const json::exception &) {
        return reasonIssue(IssueCode::MalformedJson, fileName, IssueReason::NotValidJson, {0, 0});
    }
}

Result<json> parseJsonObject(std::string_view text, const std::string &fileName)
{
    auto parsed = parseJson(text, fileName);
    if (parsed && !parsed->is_object())
        return reasonIssue(IssueCode::WrongType, fileName, IssueReason::TopLevelNotObject, {});
    return parsed;
}

JsonReader::JsonReader(const json &j, std::string prefix) : m_j(j), m_prefix(std::move(prefix)) {}

void JsonReader::fail(IssueCode code, const char *key, const std::string &detail) const
{
    throw JsonIssue{Issue{code, path(key), detail}};
}

void JsonReader::failUnknown(const char *key, const std::string &name) const
{
    throw JsonIssue {reasonIssue(IssueCode::OutOfRange, path(key), IssueReason::UnknownValue, {}, name)};
}

void JsonReader::failRange(const char *key, double value, double lo, double hi) const
{
    Issue issue {IssueCode::OutOfRange, path(key), {}};   // the faces write it from the range
    issue.hasRange = true;
    issue.value = value;
    issue.min = lo;
    issue.max = hi;
    throw JsonIssue {issue};
}

const json *JsonReader::find(const char *key) const
{
    if (!m_j.is_object())
        return nullptr;
    auto it = m_j.find(key);
    return it == m_j.end() ? nullptr : &*it;
}

bool JsonReader::has(const char *key) const
{
    const json *v = find(key);
    return v && !v->is_null();
}

const json &JsonReader::required(const char *key, const char *missing) const
{
    const json *v = find(key);
    if (!v || v->is_null())
        fail(IssueCode::MissingField, key, missing);
    return *v;
}

namespace {

// Whole numbers are accepted up to 2^53 in magnitude (exactly representable as a double, and far
// above any size a config or catalogue carries), so that callers may add and multiply a few of
// them in int64 before range-checking without overflow.
constexpr std::int64_t kMaxJsonInteger = std::int64_t(1) << 53;

enum class IntRead { Ok, NotInteger, TooLarge };

IntRead toInteger(const json &v, std::int64_t &out)
{
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(kMaxJsonInteger))
            return IntRead::TooLarge;
        out = static_cast<std::int64_t>(u);
        return IntRead::Ok;
    }
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        if (i > kMaxJsonInteger || i < -kMaxJsonInteger)
            return IntRead::TooLarge;
        out = i;
        return IntRead::Ok;
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || std::floor(d) != d)
            return IntRead::NotInteger;
        if (std::fabs(d) > static_cast<double>(kMaxJsonInteger))
            return IntRead::TooLarge;
        out = static_cast<std::int64_t>(d);
        return IntRead::Ok;
    }
    return IntRead::NotInteger;
}

} // namespace

std::int64_t JsonReader::integer(const char *key) const
{
    const json &v = required(key);
    std::int64_t out = 0;
    switch (toInteger(v, out)) {
    case IntRead::Ok: break;
    case IntRead::NotInteger: {
        Issue issue {IssueCode::WrongType, path(key), "must be a whole number"};
        issue.wholeNumber = true;
        issue.value = v.is_number() ? v.get<double>() : 0;
        throw JsonIssue {issue};
    }
    case IntRead::TooLarge: fail(IssueCode::OutOfRange, key, "is too large (more than 2^53 in magnitude)");
    }
    return out;
}

std::int64_t JsonReader::integerOr(const char *key, std::int64_t fallback) const
{
    return has(key) ? integer(key) : fallback;
}

double JsonReader::number(const char *key) const
{
    const json &v = required(key);
    if (!v.is_number())
        fail(IssueCode::WrongType, key, "must be a number");
    const double d = v.get<double>();
    if (!std::isfinite(d))
        fail(IssueCode::OutOfRange, key, "must be a finite number");
    return d;
}

double JsonReader::numberOr(const char *key, double fallback) const
{
    return has(key) ? number(key) : fallback;
}

std::optional<double> JsonReader::optionalNumber(const char *key) const
{
    if (!has(key))
        return std::nullopt;
    return number(key);
}

bool JsonReader::boolean(const char *key) const
{
    const json &v = required(key);
    if (!v.is_boolean())
        fail(IssueCode::WrongType, key, "must be true or false");
    return v.get<bool>();
}

bool JsonReader::boolOr(const char *key, bool fallback) const
{
    return has(key) ? boolean(key) : fallback;
}

std::string JsonReader::string(const char *key) const
{
    const json &v = required(key);
    if (!v.is_string())
        fail(IssueCode::WrongType, key, "must be a string");
    return v.get<std::string>();
}

std::string JsonReader::stringOr(const char *key, const std::string &fallback) const
{
    return has(key) ? string(key) : fallback;
}

const json::array_t &JsonReader::listOrEmpty(const char *key, const char *notList) const
{
    static const json::array_t empty;
    const json *v = find(key);
    if (!v || v->is_null())
        return empty;
    if (!v->is_array())
        fail(IssueCode::WrongType, key, notList);
    return v->get_ref<const json::array_t &>();
}

std::vector<std::int64_t> JsonReader::integerListOr(const char *key) const
{
    const json::array_t &list = listOrEmpty(key, "must be a list of whole numbers");
    if (list.size() > 100000)
        fail(IssueCode::OutOfRange, key, "list is too long");
    std::vector<std::int64_t> out;
    for (const json &e : list) {
        std::int64_t x = 0;
        if (toInteger(e, x) != IntRead::Ok)
            fail(IssueCode::WrongType, key, "must be a list of whole numbers (each at most 2^53 in magnitude)");
        out.push_back(x);
    }
    return out;
}

std::vector<std::string> JsonReader::stringListOr(const char *key) const
{
    std::vector<std::string> out;
    for (const json &e : listOrEmpty(key, "must be a list of strings")) {
        if (!e.is_string())
            fail(IssueCode::WrongType, key, "must be a list of strings");
        out.push_back(e.get<std::string>());
    }
    return out;
}

JsonReader JsonReader::object(const char *key) const
{
    const json &v = required(key, "required section is missing");
    if (!v.is_object())
        fail(IssueCode::WrongType, key, "must be a JSON object");
    return JsonReader(v, path(key) + ".");
}

MlaSpec readMla(const JsonReader &r, const char *nopeKey, const char *ropeKey)
{
    MlaSpec mla;
    mla.qLoraRank = r.integerOr("q_lora_rank", 0);
    mla.kvLoraRank = r.integer("kv_lora_rank");
    mla.qkNopeDim = r.integer(nopeKey);
    mla.qkRopeDim = r.integer(ropeKey);
    mla.vHeadDim = r.integer("v_head_dim");
    return mla;
}

} // namespace engine::detail
