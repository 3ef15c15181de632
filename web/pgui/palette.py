"""The page's colours, once: players, resources, plant kinds and the map's regions.

Python draws with them (the board's houses, the charts, the colour swatches) and the build
writes them as CSS custom properties (`css()`, into palette.css) for the stylesheets, which
name only the properties. Each fill has the ink written on it; for the resources and plant
kinds the pair passes 4.5:1 contrast (WCAG AA, tests/web/test_palette.py).
"""
from __future__ import annotations

WHITE, DARK = "#ffffff", "#1a1a1a"

# id -> (fill, ink on the fill, the name written on a white panel, shape cue). Six distinct
# colours, each with its own shape so that players who do not tell the colours apart still
# tell the players apart.
PLAYERS = {
    "red": ("#d7263d", WHITE, "#c0172c", "circle"),
    "blue": ("#1b64c9", WHITE, "#1557b0", "square"),
    "green": ("#2a9d3f", WHITE, "#1b7330", "triangle"),
    "yellow": ("#f2c200", DARK, "#8a6d00", "diamond"),
    "purple": ("#7b3fb3", WHITE, "#6c33a3", "hexagon"),
    "black": ("#262626", WHITE, "#1f1f1f", "star"),
}

# Resource tokens and the plant cards that burn them: (fill, ink).
RESOURCES = {
    "coal": ("#7a4a21", WHITE),
    "oil": ("#202020", WHITE),
    "garbage": ("#e0b400", DARK),
    "uranium": ("#d1262b", WHITE),
}
# The plants that burn nothing: (fill, ink).
PLANT_KINDS = {"eco": ("#2e7d32", WHITE), "fusion": ("#4527a0", WHITE)}

# The map's region colours (the colour names of the map data) as drawn on the board and in
# the region picker.
REGIONS = {"green": "#43a047", "red": "#e53935", "blue": "#1e88e5", "purple": "#8e24aa",
           "yellow": "#fbc02d", "brown": "#8d6e63", "cyan": "#00acc1", "orange": "#ef6c00",
           "pink": "#d81b60"}


def css() -> str:
    """The custom properties of the stylesheets: --coal / --coal-ink, --eco / --eco-ink,
    --player-red / --player-red-ink / --player-red-text, ..."""
    props = []
    for name, (fill, ink) in {**RESOURCES, **PLANT_KINDS}.items():
        props += [f"--{name}: {fill};", f"--{name}-ink: {ink};"]
    for name, (fill, ink, text, _shape) in PLAYERS.items():
        props += [f"--player-{name}: {fill};", f"--player-{name}-ink: {ink};", f"--player-{name}-text: {text};"]
    return ("/* Written by build.py from web/pgui/palette.py: edit the colours there. */\n:root {\n  "
            + "\n  ".join(props) + "\n}\n")
