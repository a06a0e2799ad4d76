#!/usr/bin/env python3
"""The app's icon, drawn by the project: a card with a spade over a card back on the green felt. Writes
<site>/icons/icon.svg, icon-192.png and icon-512.png (rasterised here from the same shapes, no library
needed) and <site>/manifest.webmanifest. Run as: make_icons.py <site dir>"""
import json
import os
import struct
import sys
import zlib

FELT, BACK, FACE, INK, RIM = "#134a2b", "#a8322a", "#fffefb", "#1a1a1a", "#f0c24b"

# The shapes, painted in order, in a 100 x 100 box: ("rrect", x, y, w, h, radius, colour),
# ("circle", cx, cy, r, colour), ("poly", [(x, y), ...] convex, colour).
SHAPES = [
    ("rrect", 0, 0, 100, 100, 20, FELT),
    ("rrect", 33, 11, 46, 64, 6, RIM),
    ("rrect", 35, 13, 42, 60, 5, BACK),
    ("rrect", 20, 25, 46, 64, 6, FACE),
    ("circle", 36.5, 61, 8.5, INK),
    ("circle", 49.5, 61, 8.5, INK),
    ("poly", [(43, 38), (57.2, 58), (43, 70), (28.8, 58)], INK),
    ("poly", [(43, 60), (49.5, 79), (36.5, 79)], INK),
]


def svg():
    out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">']
    for s in SHAPES:
        if s[0] == "rrect":
            _, x, y, w, h, r, c = s
            out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}" fill="{c}"/>')
        elif s[0] == "circle":
            _, cx, cy, r, c = s
            out.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{c}"/>')
        else:
            _, pts, c = s
            out.append(f'<polygon points="{" ".join(f"{x},{y}" for x, y in pts)}" fill="{c}"/>')
    out.append("</svg>\n")
    return "".join(out)


def inside(s, x, y):
    if s[0] == "rrect":
        _, rx, ry, w, h, r, _ = s
        if not (rx <= x <= rx + w and ry <= y <= ry + h):
            return False
        cx = min(max(x, rx + r), rx + w - r)
        cy = min(max(y, ry + r), ry + h - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    if s[0] == "circle":
        _, cx, cy, r, _ = s
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    pts = s[1]
    sign = 0
    for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1]):
        cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        if cross != 0:
            if sign == 0:
                sign = 1 if cross > 0 else -1
            elif (cross > 0) != (sign > 0):
                return False
    return True


def rgb(c):
    return tuple(int(c[i:i + 2], 16) for i in (1, 3, 5))


def png(size):
    n = 3 if size <= 256 else 2  # samples per pixel side
    rows = []
    cols = [rgb(s[-1]) for s in SHAPES]
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(n):
                for sx in range(n):
                    x = (px + (sx + 0.5) / n) * 100 / size
                    y = (py + (sy + 0.5) / n) * 100 / size
                    hit = None
                    for i, s in enumerate(SHAPES):
                        if inside(s, x, y):
                            hit = i
                    if hit is not None:
                        r, g, b = cols[hit]
                        acc[0] += r
                        acc[1] += g
                        acc[2] += b
                        acc[3] += 255
            k = n * n
            a = acc[3] // k
            row += bytes([acc[0] // max(1, acc[3] // 255), acc[1] // max(1, acc[3] // 255),
                          acc[2] // max(1, acc[3] // 255), a] if a else [0, 0, 0, 0])
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main():
    site = sys.argv[1]
    os.makedirs(os.path.join(site, "icons"), exist_ok=True)
    with open(os.path.join(site, "icons", "icon.svg"), "w") as f:
        f.write(svg())
    for size in (192, 512):
        with open(os.path.join(site, "icons", f"icon-{size}.png"), "wb") as f:
            f.write(png(size))
    manifest = {
        "name": "Patience",
        "short_name": "Patience",
        "description": "Sixteen patience (solitaire) games, every deal numbered and shareable; plays offline.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": FELT,
        "theme_color": "#0e2a1a",
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }
    with open(os.path.join(site, "manifest.webmanifest"), "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
