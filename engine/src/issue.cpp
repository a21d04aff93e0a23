// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/issue.h"

#include "engine/textfmt.h"

#include <string>

namespace engine {

Issue notDivisible(std::string field, std::string detail, double value, double required, bool exact)
{
    Issue i {IssueCode::NotDivisible, std::move(field), std::move(detail)};
    i.value = value;
    i.required = required;
    i.exact = exact;
    return i;
}

Issue reasonIssue(IssueCode code, std::string field, IssueReason reason, std::initializer_list<double> numbers, std::string subject)
{
    Issue i {code, std::move(field), {}};
    i.reason = reason;
    int n = 0;
    for (const double v : numbers)
        if (n < 3)
            i.numbers[n++] = v;
    i.subject = std::move(subject);
    return i;
}

std::string describe(const Issue &issue)
{
    std::string detail = issue.detail;
    if (detail.empty() && issue.reason != IssueReason::None)
        detail = "reason " + std::to_string(static_cast<int>(issue.reason));
    else if (detail.empty() && issue.hasRange)
        detail = fmt("%.10g is outside %.10g to %.10g", issue.value, issue.min, issue.max);
    if (issue.field.empty())
        return detail;
    return issue.field + ": " + detail;
}

} // namespace engine
