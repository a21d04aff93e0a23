// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CLI's English sentences (englishtext.cpp, rulestext.cpp): printf into a string (the
// engine's `fmt`) and numbers as they will be printed.

#include <cmath>

#include <engine/textfmt.h>

namespace gpuplan::cli {

using engine::fmt;

// `v` as it will be printed with `decimals` decimals, without a negative zero: a change of -0.04 %
// reads "+0.0 %", not "-0.0 %".
inline double shown(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double r = std::round(v * scale) / scale;
    return r == 0.0 ? 0.0 : r;
}

} // namespace gpuplan::cli
