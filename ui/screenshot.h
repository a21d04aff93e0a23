// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Offscreen rendering of one wizard page to a PNG (gpuplan --page P --screenshot OUT.png).

#include <QString>

namespace gpuplan::ui {

class MainWindow;

// "start", "model", "scale", "precision", "workload", "budget", "results" -> page id, or -1.
int pageIdFromName(const QString &name);
QStringList pageNames();

// Navigates to the page, waits for the plan when needed, grabs the window and saves it.
// Returns 0 on success, or prints the reason to stderr and returns 1.
int saveScreenshot(MainWindow &window, int pageId, const QString &path);

} // namespace gpuplan::ui
