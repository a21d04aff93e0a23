// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/issue.h"

namespace engine {

std::string describe(const Issue &issue)
{
    if (issue.field.empty())
        return issue.detail;
    return issue.field + ": " + issue.detail;
}

} // namespace engine
