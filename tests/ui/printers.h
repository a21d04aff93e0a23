// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Readable GoogleTest failures for Qt strings.

#include <QString>
#include <ostream>

QT_BEGIN_NAMESPACE
inline void PrintTo(const QString &s, std::ostream *os)
{
    *os << '"' << s.toStdString() << '"';
}
QT_END_NAMESPACE
