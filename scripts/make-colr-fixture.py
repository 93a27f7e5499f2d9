#!/usr/bin/env python3
"""Writes Tests/TactileKitTests/Fixtures/colr-test.ttf: a tiny COLR v0 font for Tactile's colour-glyph tests.

"A" is a plain outline (drawn in the text colour); "B" is a colour glyph of two layers, a red
square under a smaller blue one (drawn in its own colours). Needs fontTools (python3-fonttools).
"""
import sys
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables import otTables  # noqa: F401 (registers the COLR/CPAL builders)
from fontTools.colorLib.builder import buildCOLR, buildCPAL


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def main(path):
    order = [".notdef", "A", "B", "B.red", "B.blue"]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({ord("A"): "A", ord("B"): "B"})
    glyphs = {
        ".notdef": square(100, 0, 500, 700),
        "A": square(100, 0, 700, 700),
        "B": square(100, 0, 700, 700),
        "B.red": square(100, 0, 700, 700),
        "B.blue": square(250, 150, 550, 550),
    }
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({name: (800, 100) for name in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Tactile COLR Test", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    fb.font["CPAL"] = buildCPAL([[(1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0)]])
    fb.font["COLR"] = buildCOLR({"B": [("B.red", 0), ("B.blue", 1)]}, version=0)
    fb.save(path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Tests/TactileKitTests/Fixtures/colr-test.ttf")
