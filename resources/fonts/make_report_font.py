#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Subset one face of Noto Sans CJK for the PDF report, without the Kangxi and CJK radicals.

Noto Sans CJK maps the Kangxi radicals (U+2F00-U+2FDF), the CJK radicals supplement (U+2E80-U+2EFF)
and the compatibility ideographs to the same glyphs as the unified ideographs. Qt's PDF writer
builds each glyph's ToUnicode entry from the lowest code point that maps to it, so copied or
searched text came out as radicals: "⼤语⾔模型" for 大语言模型. Without those code points in the
cmap, every glyph maps back to its unified ideograph.

The subset keeps Latin, punctuation and symbols, every character of the given translation files,
and the level-1 characters of GB 2312 (Simplified) or Big5 (Traditional), under its own family name
so that it never shadows the system's Noto Sans CJK.

  make_report_font.py TTC INDEX FAMILY STYLE CHARSET OUT [TEXT_FILE...]
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

EXCLUDED = [(0x2E80, 0x2FDF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F)]
KEPT_RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x2000, 0x206F), (0x2070, 0x209F), (0x20A0, 0x20CF), (0x2100, 0x214F),
               (0x2150, 0x218F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2300, 0x23FF), (0x2460, 0x24FF), (0x2500, 0x257F),
               (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x3000, 0x303F), (0x3040, 0x30FF), (0x3100, 0x312F), (0xFE30, 0xFE4F),
               (0xFF00, 0xFFEF)]


def level1(charset):
    """The level-1 (most common) Han characters of GB 2312 or Big5."""
    out = set()
    if charset == "gb2312":
        rows, cols = range(0xB0, 0xD8), range(0xA1, 0xFF)
    else:
        rows, cols = range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
    for hi in rows:
        for lo in cols:
            try:
                out.add(ord(bytes([hi, lo]).decode(charset)))
            except UnicodeDecodeError:
                pass
    return out


def main(argv):
    ttc, index, family, style, charset, out, *texts = argv[1:]
    codepoints = set()
    for lo, hi in KEPT_RANGES:
        codepoints.update(range(lo, hi + 1))
    codepoints |= level1(charset)
    for path in texts:
        with open(path, encoding="utf-8") as f:
            codepoints.update(ord(c) for c in f.read())
    codepoints = {c for c in codepoints if not any(lo <= c <= hi for lo, hi in EXCLUDED)}

    font = TTFont(ttc, fontNumber=int(index), lazy=False)
    cmap = font.getBestCmap()
    options = subset.Options()
    options.hinting = True
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.layout_features = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for c in codepoints if c in cmap])
    subsetter.subset(font)

    # Its own name: family, subfamily, full and PostScript names, in the name table and in CFF.
    postscript = family.replace(" ", "") + "-" + style
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID in (2, 17):
            record.string = style
        elif record.nameID in (3, 4):
            record.string = f"{family} {style}"
        elif record.nameID == 6:
            record.string = postscript
    if "CFF " in font:
        cff = font["CFF "].cff
        top = cff.topDictIndex[0]
        cff.fontNames = [postscript]
        for key, value in (("FamilyName", family), ("FullName", f"{family} {style}")):
            if hasattr(top, key):
                setattr(top, key, value)
    font.save(out)


if __name__ == "__main__":
    main(sys.argv)
