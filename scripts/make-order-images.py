#!/usr/bin/env python3
"""Draws order-kiosk's menu pictures (examples/Order/OrderKit/Assets): one flat picture per menu
item, 128x128 and 256x256 (@2x), written as PNG with zlib and struct only."""
import struct, zlib, os, sys

ITEMS = {
    # name: (background, shape, colour)
    "burger":   ((250, 226, 180), "burger", (150, 80, 30)),
    "veggie":   ((214, 240, 200), "burger", (70, 140, 50)),
    "fries":    ((255, 236, 170), "fries", (230, 180, 40)),
    "salad":    ((220, 245, 220), "bowl", (60, 160, 70)),
    "cola":     ((230, 215, 215), "cup", (120, 40, 30)),
    "lemonade": ((255, 250, 200), "cup", (240, 210, 60)),
    "icecream": ((240, 225, 245), "cone", (240, 160, 200)),
    "brownie":  ((240, 225, 210), "square", (90, 50, 30)),
}

def inside(shape, x, y):
    """Whether (x, y) in 0..1 lies in the shape."""
    if shape == "burger":
        return (0.2 < x < 0.8 and 0.3 < y < 0.45 and (x - 0.5) ** 2 / 0.09 + (y - 0.45) ** 2 / 0.03 < 1) \
            or (0.18 < x < 0.82 and 0.5 < y < 0.58) or (0.2 < x < 0.8 and 0.62 < y < 0.72)
    if shape == "fries":
        return (0.3 < y < 0.8) and any(abs(x - c) < 0.035 for c in (0.35, 0.43, 0.51, 0.59, 0.67)) and y > 0.25 \
            or (0.3 < x < 0.72 and 0.55 < y < 0.82)
    if shape == "bowl":
        return (x - 0.5) ** 2 + (y - 0.45) ** 2 < 0.1 and y > 0.45
    if shape == "cup":
        return 0.32 + (y - 0.25) * 0.15 < x < 0.68 - (y - 0.25) * 0.15 and 0.25 < y < 0.82
    if shape == "cone":
        return ((x - 0.5) ** 2 + (y - 0.35) ** 2 < 0.03) or (0.38 + (y - 0.45) * 0.3 < x < 0.62 - (y - 0.45) * 0.3 and 0.45 < y < 0.85)
    if shape == "square":
        return 0.25 < x < 0.75 and 0.3 < y < 0.7
    return False

def png(width, height, pixel):
    rows = b"".join(b"\x00" + bytes(c for px in range(width) for c in pixel(px, py)) for py in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

def main(directory):
    os.makedirs(directory, exist_ok=True)
    for name, (background, shape, colour) in ITEMS.items():
        for scale, suffix in ((1, ""), (2, "@2x")):
            side = 128 * scale
            def pixel(px, py):
                return colour if inside(shape, (px + 0.5) / side, (py + 0.5) / side) else background
            with open(os.path.join(directory, f"{name}{suffix}.png"), "wb") as f:
                f.write(png(side, side, pixel))

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "examples/Order/OrderKit/Assets")
