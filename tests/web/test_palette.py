"""The page's colours live once (web/pgui/palette.py): the stylesheets name only custom properties
the build writes from it, no colour is written in two files of web/, the theme colour comes from
it, and every resource and plant kind gets an ink that reads on its fill (4.5:1, WCAG AA)."""
from __future__ import annotations

import json
import pathlib
import re
import shutil
import sys

from pgui import palette

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
WEB_SUFFIXES = (".py", ".css", ".js", ".html", ".webmanifest")
HEX = re.compile(r"#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?![0-9a-zA-Z_])")
sys.path.insert(0, str(ROOT))
from buildtools import page_prerender  # noqa: E402


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


def test_every_resource_and_plant_kind_has_a_readable_ink():
    for name, (fill, ink) in {**palette.RESOURCES, **palette.PLANT_KINDS}.items():
        assert contrast(fill, ink) >= 4.5, (name, fill, ink, round(contrast(fill, ink), 2))
    # the case that started it: white on the old dark gold read at 3.16:1
    assert contrast("#b08d00", palette.WHITE) < 4.5 <= contrast(palette.RESOURCES["garbage"][0],
                                                               palette.RESOURCES["garbage"][1])


def same_colour(value: str) -> str:
    """#abc and #aabbcc are one colour: both as #aabbcc."""
    h = value[1:].lower()
    return "#" + ("".join(c * 2 for c in h) if len(h) == 3 else h)


def colours_by_file() -> dict:
    """{colour: {file, ...}} for every 3- or 6-digit hex colour written in web/."""
    found = {}
    for path in sorted(WEB.rglob("*")):
        if path.suffix in WEB_SUFFIXES:
            for value in HEX.findall(path.read_text("utf-8")):
                found.setdefault(same_colour(value), set()).add(path.relative_to(ROOT).as_posix())
    return found


def test_no_colour_of_the_palette_is_written_twice():
    fills = [same_colour(c) for c in HEX.findall((WEB / "pgui" / "palette.py").read_text("utf-8"))]
    assert len(fills) == len(set(fills)), sorted(c for c in fills if fills.count(c) > 1)


def test_no_colour_is_written_in_two_files():
    """A colour used in two places is named in the palette (Python) or by its custom property
    (CSS, var(--name)), so changing it is one edit."""
    twice = {c: sorted(files) for c, files in colours_by_file().items() if len(files) > 1}
    assert not twice, f"name these in web/pgui/palette.py: {twice}"


def test_the_rule_counts_short_and_long_forms_and_any_case():
    assert same_colour("#ABC") == same_colour("#aabbcc") == "#aabbcc"
    assert HEX.findall("fill: #FFF; stroke: #0006; c: #12345678; x: #1A2b3C;") == ["#FFF", "#1A2b3C"]


def test_the_build_writes_the_theme_colour_from_the_palette(tmp_path):
    """The browser's bar (index.html) and the installed app's splash (the manifest) take the
    palette's theme colour; the sources hold only the mark the build fills in."""
    for name in page_prerender.THEMED:
        assert page_prerender.THEME_MARK in (WEB / name).read_text("utf-8"), name
        shutil.copyfile(WEB / name, tmp_path / name)
    page_prerender.write_palette(tmp_path)
    manifest = json.loads((tmp_path / "manifest.webmanifest").read_text("utf-8"))
    assert manifest["theme_color"] == manifest["background_color"] == palette.THEME
    assert f'<meta name="theme-color" content="{palette.THEME}">' in (tmp_path / "index.html").read_text("utf-8")
    assert f"--accent: {palette.THEME};" in (tmp_path / "palette.css").read_text("utf-8")


def test_the_stylesheets_use_only_properties_the_palette_defines():
    # set in the markup's own style: a swatch's colour, the board's readable height (board/svg.py)
    defined = set(re.findall(r"(--[\w-]+):", palette.css())) | {"--sw", "--readable-height"}
    text = "".join((WEB / sheet).read_text("utf-8") for sheet in ("style.css", "table.css"))
    own = set(re.findall(r"(--[\w-]+):", text))
    used = set(re.findall(r"var\((--[\w-]+)", text))
    assert used <= defined | own, sorted(used - defined - own)
    for name in palette.RESOURCES:
        assert f"--{name}:" in palette.css() and f"--{name}-ink:" in palette.css()
