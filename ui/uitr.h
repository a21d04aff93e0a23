// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One translation context for the text helpers that are not QObjects.

#include <QCoreApplication>

namespace gpuplan::ui {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ui)
};

} // namespace gpuplan::ui
