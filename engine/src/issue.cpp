// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/issue.h"

namespace engine {

Issue notDivisible(std::string field, std::string detail, double value, double required, bool exact)
{
    Issue i {IssueCode::NotDivisible, std::move(field), std::move(detail)};
    i.value = value;
    i.required = required;
    i.exact = exact;
    return i;
}

std::string describe(const Issue &issue)
{
    if (issue.field.empty())
        return issue.detail;
    return issue.field + ": " + issue.detail;
}

} // namespace engine
