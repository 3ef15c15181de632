"""The page's colours live once (web/pgui/palette.py): the stylesheets name only custom properties
the build writes from it, no colour of the palette is written anywhere else, and every resource
and plant kind gets an ink that reads on its fill (4.5:1, WCAG AA)."""
from __future__ import annotations

import pathlib
import re

from pgui import palette

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
HEX = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")


def luminance(color: str) -> float:
    h = color.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    channels = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def palette_fills() -> set:
    fills = {fill for fill, _ink in {**palette.RESOURCES, **palette.PLANT_KINDS}.values()}
    fills |= {c for fill, _ink, text, _shape in palette.PLAYERS.values() for c in (fill, text)}
    return {c.lower() for c in fills | set(palette.REGIONS.values())}


def test_every_resource_and_plant_kind_has_a_readable_ink():
    for name, (fill, ink) in {**palette.RESOURCES, **palette.PLANT_KINDS}.items():
        assert contrast(fill, ink) >= 4.5, (name, fill, ink, round(contrast(fill, ink), 2))
    # the case that started it: white on the old dark gold read at 3.16:1
    assert contrast("#b08d00", palette.WHITE) < 4.5 <= contrast(palette.RESOURCES["garbage"][0],
                                                               palette.RESOURCES["garbage"][1])


def test_no_colour_of_the_palette_is_written_twice():
    fills = [c.lower() for c in HEX.findall((WEB / "pgui" / "palette.py").read_text("utf-8"))]
    named = [c for c in fills if c not in (palette.WHITE, palette.DARK)]
    assert len(named) == len(set(named)), sorted(c for c in named if named.count(c) > 1)
    elsewhere = [p for p in sorted(WEB.rglob("*")) if p.suffix in (".py", ".css", ".js", ".html")
                 and p.name != "palette.py"]
    for path in elsewhere:
        found = {c.lower() for c in HEX.findall(path.read_text("utf-8"))} & palette_fills()
        assert not found, f"{path.relative_to(ROOT)} writes palette colours {sorted(found)}: name them instead"


def test_the_stylesheets_use_only_properties_the_palette_defines():
    defined = set(re.findall(r"(--[\w-]+):", palette.css())) | {"--sw"}    # --sw: a swatch's own style
    text = "".join((WEB / sheet).read_text("utf-8") for sheet in ("style.css", "table.css"))
    own = set(re.findall(r"(--[\w-]+):", text))
    used = set(re.findall(r"var\((--[\w-]+)", text))
    assert used <= defined | own, sorted(used - defined - own)
    for name in palette.RESOURCES:
        assert f"--{name}:" in palette.css() and f"--{name}-ink:" in palette.css()
