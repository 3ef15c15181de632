#!/usr/bin/env python3
"""Draw the app icons (a yellow lightning bolt on dark blue) as PNG files.

Standard library only. Writes web/icons/icon-192.png, icon-512.png and
icon-maskable-512.png (full-bleed background, bolt inside the safe zone).
Run: python3 buildtools/make_icons.py
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "web" / "icons"
BLUE = (11, 29, 58)
YELLOW = (255, 204, 0)
SUBROWS = 4  # vertical supersampling; horizontal coverage is computed exactly
# Lightning bolt outline in unit coordinates (x right, y down), clockwise.
BOLT = [(0.57, 0.05), (0.76, 0.05), (0.60, 0.38), (0.78, 0.38),
        (0.38, 0.95), (0.47, 0.55), (0.26, 0.55)]


def polygon_spans(points: list[tuple[float, float]], y: float) -> list[tuple[float, float]]:
    """Inside intervals of a polygon along the horizontal line at height y (even-odd rule)."""
    xs = []
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
        if (y0 <= y < y1) or (y1 <= y < y0):
            xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
    xs.sort()
    return list(zip(xs[::2], xs[1::2]))


def rounded_span(size: float, radius: float, y: float) -> list[tuple[float, float]]:
    """Inside interval of a size x size square with rounded corners, at height y."""
    if radius <= 0:
        return [(0.0, size)]
    dy = max(radius - y, y - (size - radius), 0.0)
    if dy >= radius:
        return []
    inset = radius - (radius * radius - dy * dy) ** 0.5
    return [(inset, size - inset)]


def add_coverage(row: list[float], spans: list[tuple[float, float]], weight: float) -> None:
    """Add the exact horizontal coverage of spans (in pixel units) to a row of pixels."""
    width = len(row)
    for left, right in spans:
        left, right = max(left, 0.0), min(right, float(width))
        x = int(left)
        while x < right and x < width:
            row[x] += weight * (min(right, x + 1) - max(left, x))
            x += 1


def render(size: int, maskable: bool) -> list[bytes]:
    """RGBA rows of one icon."""
    radius = 0.0 if maskable else size * 0.18
    scale, offset = (0.62, 0.19) if maskable else (0.78, 0.11)
    bolt = [((x * scale + offset) * size, (y * scale + offset) * size) for x, y in BOLT]
    rows = []
    for py in range(size):
        back, fore = [0.0] * size, [0.0] * size
        for sub in range(SUBROWS):
            y = py + (sub + 0.5) / SUBROWS
            add_coverage(back, rounded_span(size, radius, y), 1 / SUBROWS)
            add_coverage(fore, polygon_spans(bolt, y), 1 / SUBROWS)
        line = bytearray([0])  # PNG filter type: none
        for b, f in zip(back, fore):
            f = min(f, 1.0)
            line += bytes(round(c0 + (c1 - c0) * f) for c0, c1 in zip(BLUE, YELLOW))
            line.append(round(min(b, 1.0) * 255))
        rows.append(bytes(line))
    return rows


def png(size: int, rows: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in (("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True)):
        (OUT / name).write_bytes(png(size, render(size, maskable)))
        print(f"wrote web/icons/{name}")


if __name__ == "__main__":
    main()
