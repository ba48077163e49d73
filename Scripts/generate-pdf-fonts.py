#!/usr/bin/env python3
"""Generates the PDF's embedded fonts: a subset of DejaVu Sans and DejaVu Sans Bold.

    apt-get install -y fonts-dejavu-core && pip install fonttools
    Scripts/generate-pdf-fonts.py

Writes Sources/CableCLI/Renderers/PDF/Fonts/EmbeddedFont+DejaVu.swift: for each face its
metrics, each glyph's Unicode scalar and advance width (1/1000 em, from hmtx), and the subset
TrueType file compressed with zlib and written in ASCII85, so the PDF writer copies it into a
stream with /Filter [/ASCII85Decode /FlateDecode] and the file stays 7-bit ASCII. Nothing is
fetched or decoded at build or run time. The subset covers Latin-1, Latin Extended-A, Greek and
the symbols the messages use (≤ ≥ − Ω → · — … ² ³ and so on); see CHARACTERS below. The licence
(Bitstream Vera / DejaVu, permits embedding and subsetting) is committed beside the output as
DejaVu-LICENSE.txt.
"""
import base64
import io
import os
import sys
import zlib

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources/CableCLI/Renderers/PDF/Fonts/EmbeddedFont+DejaVu.swift")
FACES = [
    ("dejaVuSans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "CABLER+DejaVuSans"),
    ("dejaVuSansBold", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "CABLEB+DejaVuSans-Bold"),
]

# The characters the PDF can show: ASCII, Latin-1, Latin Extended-A, Greek, and the punctuation,
# letterlike symbols, arrows and mathematical operators our texts use.
RANGES = [
    (0x20, 0x7E), (0xA0, 0x17F), (0x192, 0x192), (0x218, 0x21B), (0x2C6, 0x2C7), (0x2D8, 0x2DD),
    (0x391, 0x3A1), (0x3A3, 0x3A9), (0x3B1, 0x3C9), (0x1D62, 0x1D62), (0x2002, 0x200A), (0x2010, 0x2022),
    (0x2026, 0x2026), (0x202F, 0x2030), (0x2032, 0x2033), (0x2039, 0x203A), (0x2070, 0x2071), (0x2074, 0x2079),
    (0x207B, 0x207B), (0x2080, 0x2089), (0x20AC, 0x20AC), (0x2103, 0x2103), (0x2109, 0x2109),
    (0x2116, 0x2116), (0x2122, 0x2122), (0x2126, 0x2126), (0x2190, 0x2194), (0x2212, 0x2212),
    (0x2215, 0x2215), (0x221A, 0x221A), (0x221E, 0x221E), (0x2248, 0x2248), (0x2260, 0x2260),
    (0x2264, 0x2265),
]
CHARACTERS = [c for low, high in RANGES for c in range(low, high + 1)]


def subset_font(path):
    options = subset.Options()
    options.layout_features = []  # no shaping: one glyph per character, advance widths only
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # keep the copyright and licence notices
    options.name_languages = [0x409]
    options.glyph_names = False
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for c in CHARACTERS if c in font.getBestCmap()])
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.save(buffer)
    data = buffer.getvalue()
    return TTFont(io.BytesIO(data)), data


def swift_face(name, path, base_font):
    font, data = subset_font(path)
    units = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    order = font.getGlyphOrder()
    scalar_of = {}
    for code, glyph in sorted(cmap.items()):
        scalar_of.setdefault(glyph, code)
    hmtx = font["hmtx"]

    def em(value):
        return round(value * 1000 / units)

    # The PDF's character codes are the Unicode scalars themselves (CID = scalar, Identity-H), so
    # both faces encode text alike; CIDToGIDMap maps each CID to its glyph in this subset.
    glyph_index = {glyph: index for index, glyph in enumerate(order)}
    top = max(cmap)
    cid_to_gid = bytearray(2 * (top + 1))
    glyphs = []
    for code, glyph in sorted(cmap.items()):
        gid = glyph_index[glyph]
        cid_to_gid[2 * code : 2 * code + 2] = gid.to_bytes(2, "big")
        glyphs.append(f"{code:X}:{em(hmtx[glyph][0])}")
    cid_map = base64.a85encode(zlib.compress(bytes(cid_to_gid), 9)).decode("ascii") + "~>"
    cid_lines = [cid_map[i : i + 120] for i in range(0, len(cid_map), 120)]
    head = font["head"]
    hhea = font["hhea"]
    packed = base64.a85encode(zlib.compress(data, 9)).decode("ascii") + "~>"
    lines = [packed[i : i + 120] for i in range(0, len(packed), 120)]
    glyph_lines = []
    line = ""
    for entry in glyphs:
        if len(line) + len(entry) + 1 > 110:
            glyph_lines.append(line)
            line = ""
        line += entry + " "
    glyph_lines.append(line)
    missing = [c for c in CHARACTERS if c not in cmap]
    sys.stderr.write(
        f"{base_font}: {len(order)} glyphs, {len(data)} bytes TrueType, {len(packed)} + {len(cid_map)} bytes in the PDF; "
        f"not in the face: {' '.join(f'U+{c:04X}' for c in missing) or 'none'}\n"
    )
    body = "\n".join(lines)
    glyph_text = "\n".join(glyph_lines)
    return f'''
    /// {base_font.split("+")[1]}: {len(cmap)} characters in {len(order)} glyphs, {len(data)} bytes of TrueType,
    /// {len(packed) + len(cid_map)} characters in a PDF.
    static let {name} = EmbeddedFont(
        baseFont: "{base_font}", ascent: {em(hhea.ascent)}, descent: {em(hhea.descent)}, capHeight: {em(font['glyf'][cmap[ord('H')]].yMax)},
        boundingBox: [{em(head.xMin)}, {em(head.yMin)}, {em(head.xMax)}, {em(head.yMax)}], stemV: {80 if "Bold" not in base_font else 140},
        fontFileLength: {len(data)},
        characters: """
            {glyph_text.replace(chr(10), chr(10) + "            ")}
            """,
        cidToGIDMapLength: {len(cid_to_gid)},
        cidToGIDMap: ##"""
            {chr(10).join(cid_lines).replace(chr(10), chr(10) + "            ")}
            """##,
        fontFile: ##"""
            {body.replace(chr(10), chr(10) + "            ")}
            """##)
'''


def main():
    parts = [swift_face(*face) for face in FACES]
    for part in parts:
        # Each face has two ##"""…"""## raw strings; ASCII85 must not end one early or escape in it.
        assert part.count('"##') == 2 and "\\##" not in part, "ASCII85 text holds a raw-string delimiter"
    text = (
        "// Generated by Scripts/generate-pdf-fonts.py from DejaVu Sans (fonts-dejavu-core); do not edit.\n"
        "// Licence: DejaVu-LICENSE.txt beside this file (Bitstream Vera licence: embedding and subsetting allowed).\n"
        "// swift-format-ignore-file\n\n"
        "extension EmbeddedFont {" + "".join(parts) + "}\n"
    )
    with open(OUTPUT, "w") as output:
        output.write(text)


if __name__ == "__main__":
    main()
