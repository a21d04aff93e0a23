// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a line must not break, in text gpuplan wraps (the report, the Results page's side panel
// and table): inside a unit or path around a slash ("GB/s", "token/秒", "docs/model.md"), between a
// number and its unit ("50.0 毫秒", "58.4 GiB", "32 块"), inside a Chinese unit word ("毫秒", "千瓦",
// "GPU 小时"), inside a range ("20–40%"). Qt's line breaker allows all of these (after a slash, after any space, between any
// two ideographs); a no-break space or a word joiner (U+2060, nothing in a PDF's text layer)
// takes the break away.

#include <QString>

class QTextDocument;

namespace gpuplan::ui {

// The text with its line breaks kept out of units.
// A Chinese (CJK) character: two half-width units wide, and a line may break beside it.
bool isCjk(QChar c);
QString keepUnitsTogether(const QString &text);
// A short phrase that wraps as one word: no break between two of its Chinese characters (a GPU
// list broke "受出口管制" after 管; a QA pass).
QString keepCjkTogether(const QString &text);
// The same, block by block, on a laid-out document (the character formats stay).
void keepUnitsTogether(QTextDocument &doc);

} // namespace gpuplan::ui
