"""The page's colours live once (web/pgui/palette.py): no other file of web/ writes a colour in any
form (page_colours.py finds them), the stylesheets and index.html name only custom properties the
build writes from the palette, the theme colour comes from it, and every resource and plant kind
gets an ink that reads on its fill (4.5:1, WCAG AA)."""
from __future__ import annotations

import json
import pathlib
import re
import shutil
import sys

from pgui import palette

from page_colours import WEB, colours_in, colours_outside_palette, page_files, report, same_colour

ROOT = pathlib.Path(__file__).resolve().parents[2]
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


def test_no_colour_of_the_palette_is_written_twice():
    fills = [same_colour(c) for _, c in colours_in((WEB / "pgui" / "palette.py").read_text("utf-8"), ".py")]
    assert len(fills) == len(set(fills)), sorted(c for c in fills if fills.count(c) > 1)


def test_no_page_file_writes_a_colour_outside_the_palette():
    """A colour is named in the palette (Python) or by its custom property (CSS, var(--name)), so
    changing it is one edit, and the page has one list of its colours."""
    found = colours_outside_palette()
    assert not found, "name these in web/pgui/palette.py:\n" + report(found)


def test_every_text_file_of_the_page_is_read():
    """A new kind of file in web/ (an .svg, a .json) is read too, or this says so."""
    unread = {p for p in WEB.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".png"}
    assert not unread - set(page_files()), sorted(p.name for p in unread - set(page_files()))


def test_every_form_of_a_colour_is_found():
    written = ("a { color: #ABC; fill: #aabbcc80; stroke: #0006; background: rgba(0, 0, 0, .4); }\n"
               "b { border: 1px solid RGB(1 2 3); outline-color: hsl(120 50% 50%);\n"
               "    box-shadow: 0 0 2px hsla(0,0%,0%,.5); }\n"
               "c { border-color: transparent White; text-shadow: 0 1px navy; }")
    assert [c for _, c in colours_in(written)] == [
        "#ABC", "#aabbcc80", "#0006", "rgba(0, 0, 0, .4)", "RGB(1 2 3)", "hsl(120 50% 50%)", "hsla(0,0%,0%,.5)",
        "White", "navy"]
    drawn = """f'<g fill="white" stroke="{WHITE}">' + '<text style="color: red">' + "<stop stop-color='gold'/>"
"""
    assert [c for _, c in colours_in(drawn, ".py")] == ["white", "red", "gold"]
    assert [c for _, c in colours_in('el.style.backgroundColor = "teal"; // a grey note', ".js")] == ["teal"]


def test_what_is_not_a_colour_is_not_found():
    """Names and prose that only look like colours: properties, classes, ids, references, entities,
    comments, variables, colour ids of the game."""
    css = ("/* a white corner */ .pc-red .pname { color: var(--player-red-text); white-space: nowrap; }\n"
           "#app, #pg-screen > .storage-note { border-color: currentColor; background: transparent; }")
    assert colours_in(css) == []
    assert colours_in("// pyodide/pyodide#5702; &#233; fill: var(--white)", ".js") == []
    py = ("# a yellow house: outline: white\nOUTLINE = WHITE if ink != WHITE else BLACK\n"
          "color = colors[seat] if seat < len(colors) else \"black\"\nx = _rgb(color)\n")
    assert colours_in(py, ".py") == []


def test_one_spelling_for_one_colour():
    assert same_colour("#ABC") == same_colour("#aabbcc") == "#aabbcc"
    assert same_colour("#0006") == "#00000066"
    assert same_colour("rgba(0, 0, 0, 0.4)") == same_colour("RGBA(0,0,0,0.4)")


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
    text = "".join((WEB / sheet).read_text("utf-8") for sheet in ("style.css", "table.css", "index.html"))
    own = set(re.findall(r"(--[\w-]+):", text))
    used = set(re.findall(r"var\((--[\w-]+)", text))
    assert used <= defined | own, sorted(used - defined - own)
    for name in palette.RESOURCES:
        assert f"--{name}:" in palette.css() and f"--{name}-ink:" in palette.css()


def test_a_colour_seen_through_is_a_page_colour_with_an_alpha():
    """SEE_THROUGH names page colours, and the property it writes is that colour at that alpha."""
    assert set(palette.SEE_THROUGH) <= set(palette.PAGE)
    assert "--white-a35: rgba(255, 255, 255, 0.35);" in palette.css()
    assert f"--accent-a88: {palette.see_through('accent', 88)};" in palette.css()
    assert palette.see_through("accent", 88) == "rgba(11, 29, 58, 0.88)" and palette.PAGE["accent"] == "#0b1d3a"
