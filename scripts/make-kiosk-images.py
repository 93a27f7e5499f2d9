#!/usr/bin/env python3
"""Draws the pictures kiosk-demo ships with (examples/Kiosk/KioskKit/Assets).

Six exhibit tiles as PNG and four carousel banners as JPEG, each at 1x and 2x
(`name.png`, `name@2x.png`). Everything is drawn from code, so the output is the
same on every run. Needs Pillow (`pip install pillow`).

    python3 scripts/make-kiosk-images.py

The EmbedAssets build plugin builds that folder into the kiosk-demo binary.
"""
import math
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFilter

TILE = (320, 200)      # points
BANNER = (640, 360)    # points


def gradient(size, top, bottom):
    w, h = size
    img = Image.new("RGB", size)
    draw = ImageDraw.Draw(img)
    for y in range(h):
        t = y / max(1, h - 1)
        draw.line([(0, y), (w, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return img


def aurora(size, s):
    img = gradient(size, (8, 18, 48), (20, 60, 70))
    draw = ImageDraw.Draw(img, "RGBA")
    w, h = size
    for band, colour in enumerate([(80, 255, 160, 70), (60, 200, 255, 60), (190, 120, 255, 50)]):
        pts = [(x, h * (0.35 + 0.1 * band) + math.sin(x / w * 6 + band) * h * 0.12) for x in range(0, w + 1, 4)]
        for dy in range(int(h * 0.25)):
            draw.line([(x, y + dy) for x, y in pts], fill=colour[:3] + (max(0, colour[3] - dy * 2 // s),), width=1)
    rng = random.Random(1)
    for _ in range(60):
        x, y = rng.random() * w, rng.random() * h * 0.4
        draw.ellipse([x, y, x + s, y + s], fill=(255, 255, 255, 200))
    return img.filter(ImageFilter.GaussianBlur(0.6 * s))


def prism(size, s):
    img = gradient(size, (24, 24, 30), (50, 50, 60))
    draw = ImageDraw.Draw(img, "RGBA")
    w, h = size
    tri = [(w * 0.35, h * 0.8), (w * 0.5, h * 0.2), (w * 0.65, h * 0.8)]
    draw.line([(0, h * 0.55), (w * 0.44, h * 0.5)], fill=(255, 255, 255, 230), width=3 * s)
    colours = [(255, 60, 60), (255, 160, 40), (255, 240, 60), (60, 220, 90), (60, 140, 255), (150, 80, 255)]
    for i, c in enumerate(colours):
        y0 = h * 0.45 + i * h * 0.04
        draw.polygon([(w * 0.56, h * 0.5), (w, y0), (w, y0 + h * 0.05)], fill=c + (200,))
    draw.polygon(tri, fill=(200, 230, 255, 90), outline=(255, 255, 255, 255))
    return img


def tides(size, s):
    img = gradient(size, (150, 210, 240), (10, 70, 130))
    draw = ImageDraw.Draw(img, "RGBA")
    w, h = size
    for i in range(9):
        y0 = h * (0.3 + i * 0.08)
        pts = [(x, y0 + math.sin(x / w * 9 + i) * 6 * s) for x in range(0, w + 1, 3)]
        draw.line(pts, fill=(255, 255, 255, 120 - i * 10), width=2 * s)
    draw.ellipse([w * 0.7, h * 0.08, w * 0.82, h * 0.08 + w * 0.12], fill=(255, 250, 220, 255))
    return img


def dunes(size, s):
    img = gradient(size, (255, 200, 120), (250, 140, 80))
    draw = ImageDraw.Draw(img, "RGBA")
    w, h = size
    for i, c in enumerate([(230, 150, 70), (205, 120, 55), (170, 90, 40)]):
        base = h * (0.5 + i * 0.15)
        pts = [(x, base - math.sin(x / w * math.pi * (1.5 + i * 0.7) + i) * h * 0.12) for x in range(0, w + 1, 4)]
        draw.polygon(pts + [(w, h), (0, h)], fill=c + (255,))
    draw.ellipse([w * 0.15, h * 0.1, w * 0.27, h * 0.1 + w * 0.12], fill=(255, 255, 235, 255))
    return img


def orbit(size, s):
    img = gradient(size, (5, 5, 20), (25, 15, 50))
    draw = ImageDraw.Draw(img, "RGBA")
    w, h = size
    cx, cy = w * 0.5, h * 0.5
    for r in (0.18, 0.3, 0.42):
        draw.ellipse([cx - w * r, cy - h * r * 0.9, cx + w * r, cy + h * r * 0.9], outline=(140, 160, 255, 140), width=s)
    draw.ellipse([cx - h * 0.12, cy - h * 0.12, cx + h * 0.12, cy + h * 0.12], fill=(255, 210, 80, 255))
    for r, a, c in ((0.18, 0.8, (120, 200, 255)), (0.3, 2.4, (255, 120, 90)), (0.42, 4.1, (180, 255, 160))):
        x, y = cx + math.cos(a) * w * r, cy + math.sin(a) * h * r * 0.9
        draw.ellipse([x - 7 * s, y - 7 * s, x + 7 * s, y + 7 * s], fill=c + (255,))
    return img


def canopy(size, s):
    img = gradient(size, (200, 240, 200), (40, 110, 60))
    draw = ImageDraw.Draw(img, "RGBA")
    w, h = size
    rng = random.Random(7)
    for _ in range(70):
        x, y, r = rng.random() * w, rng.random() * h * 0.8, (10 + rng.random() * 25) * s
        g = 90 + int(rng.random() * 120)
        draw.ellipse([x - r, y - r * 0.7, x + r, y + r * 0.7], fill=(30, g, 50, 170))
    for i in range(5):
        x = w * (0.1 + i * 0.2)
        draw.rectangle([x, h * 0.6, x + 6 * s, h], fill=(90, 60, 35, 255))
    return img


TILES = [("aurora", aurora), ("prism", prism), ("tides", tides), ("dunes", dunes), ("orbit", orbit), ("canopy", canopy)]


def banner(index, size, s):
    palettes = [((30, 40, 90), (220, 90, 120)), ((10, 80, 90), (240, 200, 90)),
                ((60, 20, 80), (90, 200, 230)), ((20, 60, 30), (240, 240, 200))]
    top, bottom = palettes[index]
    img = gradient(size, top, bottom)
    draw = ImageDraw.Draw(img, "RGBA")
    w, h = size
    rng = random.Random(100 + index)
    for _ in range(14):
        r = (20 + rng.random() * 90) * s
        x, y = rng.random() * w, rng.random() * h
        c = tuple(int(v) for v in (rng.random() * 255, rng.random() * 255, rng.random() * 255))
        if rng.random() < 0.5:
            draw.ellipse([x - r, y - r, x + r, y + r], fill=c + (90,))
        else:
            draw.rectangle([x - r, y - r * 0.6, x + r, y + r * 0.6], fill=c + (80,))
    return img.filter(ImageFilter.GaussianBlur(1.5 * s))


def main():
    kiosk = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "Kiosk")
    out = os.path.join(kiosk, "KioskKit", "Assets")
    os.makedirs(out, exist_ok=True)
    for s in (1, 2):
        suffix = "" if s == 1 else "@2x"
        for name, draw in TILES:
            img = draw((TILE[0] * s, TILE[1] * s), s)
            # Palette PNGs keep the repository small; the decoder expands them.
            img.convert("P", palette=Image.ADAPTIVE, colors=128).save(os.path.join(out, f"{name}{suffix}.png"), optimize=True)
        for i in range(4):
            img = banner(i, (BANNER[0] * s, BANNER[1] * s), s)
            img.save(os.path.join(out, f"banner-{i + 1}{suffix}.jpg"), quality=82, optimize=True, progressive=(s == 2))


if __name__ == "__main__":
    main()
