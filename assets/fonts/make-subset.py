#!/usr/bin/env python3
"""Make StarpostSansCJK-Regular.otf, the one font the board renderer uses.

What it needs
  * Debian/Ubuntu package `fonts-noto-cjk` (provides
    /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc), or pass another
    path to that TTC as the first argument.
  * Python 3 with fontTools (`pip install fonttools`).

How to run (from anywhere)
    python3 assets/fonts/make-subset.py [path/to/NotoSansCJK-Regular.ttc]
It writes StarpostSansCJK-Regular.otf next to this script and prints its size
and glyph count. The output is deterministic for a given input font and
fontTools version.

What it keeps (from "Noto Sans CJK KR" Regular, font index 1 of the TTC; CFF
outlines stay CFF, so the result is an OpenType/CFF .otf)
  * Latin: Basic Latin, Latin-1 Supplement, Latin Extended-A; Greek and Coptic;
    basic Cyrillic (U+0400..U+045F). Noto Sans CJK itself has only 30 of the
    Latin Extended-A letters and unaccented Greek; the renderer substitutes
    base letters for the rest.
  * General punctuation, super/subscripts, currency, letterlike symbols,
    number forms, arrows, a few maths operators, enclosed alphanumerics,
    geometric shapes (● ■ ▲ ...), miscellaneous symbols (★ ☆ ...) and
    dingbats (✓ ✗ ...), as far as the font has them.
  * All 11,172 precomposed Hangul syllables (U+AC00..U+D7A3) and Hangul
    compatibility jamo (U+3130..U+318F).
  * Hiragana, Katakana, Katakana phonetic extensions, half-width and
    full-width forms (U+FF00..U+FFEF), CJK symbols and punctuation.
  * The 2,965 JIS X 0208 level-1 kanji (rows 16-47), derived by decoding every
    EUC-JP code 0xB0A1..0xCFD3 with Python's 'euc_jp' codec.
  Hinting is dropped (the renderer rasterises without hinting); the default
  OpenType layout features of pyftsubset are kept.

Licence and name
  Noto Sans CJK is under the SIL Open Font License 1.1 (see OFL.txt). The OFL
  asks that a Modified Version not use the original's Reserved Font Name as
  its primary name, so the family is renamed to "Starpost Sans CJK" in the
  `name` table and in the CFF top dict.
"""

import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

DEFAULT_TTC = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
KR_INDEX = 1  # 0 JP, 1 KR, 2 SC, 3 TC, 4 HK in Debian's TTC
FAMILY = "Starpost Sans CJK"
PS_NAME = "StarpostSansCJK-Regular"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), PS_NAME + ".otf")

RANGES = [
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement (incl. · ×)
    (0x0100, 0x017F),  # Latin Extended-A
    (0x0370, 0x03FF),  # Greek and Coptic (α β γ δ ...)
    (0x0400, 0x045F),  # Cyrillic (basic Russian etc.; cheap, names may use it)
    (0x2000, 0x206F),  # General Punctuation (— – … • ‹ ›)
    (0x2070, 0x209F),  # Superscripts and Subscripts
    (0x20A0, 0x20CF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols
    (0x2150, 0x218F),  # Number Forms
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators (− ± ≤ ≥ ≠ ...)
    (0x2460, 0x24FF),  # Enclosed Alphanumerics (① ...)
    (0x25A0, 0x25FF),  # Geometric Shapes (● ○ ■ □ ▲ ◆ ...)
    (0x2600, 0x26FF),  # Miscellaneous Symbols (★ ☆ ...)
    (0x2700, 0x27BF),  # Dingbats (✓ ✔ ✗ ✘ ...)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0x3040, 0x309F),  # Hiragana
    (0x30A0, 0x30FF),  # Katakana
    (0x3130, 0x318F),  # Hangul Compatibility Jamo
    (0x31F0, 0x31FF),  # Katakana Phonetic Extensions
    (0xAC00, 0xD7A3),  # Hangul Syllables (11,172)
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms (incl. half-width kana)
]


def jis_level1_kanji():
    """The JIS X 0208 level-1 kanji: rows 16..47, EUC-JP 0xB0A1..0xCFD3."""
    chars = []
    for hi in range(0xB0, 0xD0):
        for lo in range(0xA1, 0xFF):
            if hi == 0xCF and lo > 0xD3:
                break  # row 47 ends at 47-51 (0xCFD3)
            try:
                chars.append(ord(bytes([hi, lo]).decode("euc_jp")))
            except UnicodeDecodeError:
                pass
    return chars


def codepoints():
    cps = set()
    for lo, hi in RANGES:
        cps.update(range(lo, hi + 1))
    kanji = jis_level1_kanji()
    assert len(kanji) == 2965, len(kanji)
    cps.update(kanji)
    return sorted(cps)


def rename(font):
    """Replace the Reserved Font Name: family 'Starpost Sans CJK'."""
    version = font["head"].fontRevision
    values = {
        1: FAMILY,
        2: "Regular",
        3: "%.3f;STARPOST;%s" % (version, PS_NAME),
        4: FAMILY + " Regular",
        6: PS_NAME,
        16: FAMILY,
        17: "Regular",
    }
    name = font["name"]
    # Drop every existing family/full/PostScript name record (all languages),
    # then write fresh ones for Windows (3,1,0x409) and Mac (1,0,0).
    name.names = [n for n in name.names if n.nameID not in values]
    for name_id, value in values.items():
        name.setName(value, name_id, 3, 1, 0x409)
        name.setName(value, name_id, 1, 0, 0)
    name.setName(
        "Subset of Noto Sans CJK KR Regular (Latin, Greek, symbols, Hangul, "
        "kana, JIS level-1 kanji), renamed for the starpost bot; made by "
        "assets/fonts/make-subset.py.",
        10, 3, 1, 0x409,
    )
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [PS_NAME]
        top = cff.topDictIndex[0]
        top.FullName = FAMILY + " Regular"
        top.FamilyName = FAMILY
        if hasattr(top, "CIDFontName"):
            top.CIDFontName = PS_NAME
        # CID-keyed CFF: each FDArray entry carries "NotoSansCJKjp-Regular-Kana" etc.
        for fd in getattr(top, "FDArray", []):
            fd_name = getattr(fd, "FontName", None)
            if fd_name:
                suffix = fd_name.split("-Regular", 1)[1] if "-Regular" in fd_name else ""
                fd.FontName = PS_NAME + suffix


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_TTC
    font = TTFont(src, fontNumber=KR_INDEX, lazy=False, recalcTimestamp=False)
    assert "KR" in font["name"].getDebugName(1), font["name"].getDebugName(1)

    options = subset.Options()
    options.hinting = False
    options.desubroutinize = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_bounds = True
    options.drop_tables += ["DSIG", "vhea", "vmtx", "VORG"]

    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=codepoints())
    subsetter.subset(font)
    rename(font)
    font.save(OUT)

    check = TTFont(OUT)
    cmap = check.getBestCmap()
    for ch in "Aé—→αβγδ★●✓×·…Жж김민수さくらサクラ田中漢字ｱ":
        assert ord(ch) in cmap, "missing %r" % ch
    print("%s: %d bytes, %d glyphs, %d code points" % (
        OUT, os.path.getsize(OUT), check["maxp"].numGlyphs, len(cmap)))


if __name__ == "__main__":
    main()
