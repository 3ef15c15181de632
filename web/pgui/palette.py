"""The page's colours, once: players, resources, plant kinds, the map's regions, the page's own
colours and the board's.

Python draws with them (the board, the charts, the colour swatches) and the build writes them as
CSS custom properties (`css()`, into palette.css) for the stylesheets and index.html, which name
only the properties, and as the theme colour of index.html and the manifest (THEME). No colour
value is written in two files of web/ (tests/web/test_palette.py). Each fill has the ink written on
it; for the resources and plant kinds the pair passes 4.5:1 contrast (WCAG AA).
"""
from __future__ import annotations

WHITE, DARK, BLACK = "#fff", "#1a1a1a", "#000000"

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

# The page's own colours: the stylesheets' --<name>, also drawn by Python where it draws the same.
PAGE = {
    "bg": "#eef1f6",
    "panel": WHITE,
    "white": WHITE,
    "dark": DARK,
    "ink": "#17202e",
    "muted": "#5b6577",
    "line": "#d5dbe5",
    "accent": "#0b1d3a",        # the night blue of the top bar, the boot screen and the theme colour
    "accent-2": "#1d3461",      # its lighter stripe: progress bars, the Step 3 card, a pressed button under the pointer
    "hover": "#e9eef7",         # a plain button under the pointer (dark ink on it)
    "primary": "#ffcc00",
    "primary-ink": "#1d1600",
    "error": "#b00020",
    "error-bg": "#fff0f0",
    "ok": "#1b5e20",            # also the board's cost tags
    "chosen": "#ff6d00",        # what is picked: a card, a market, a city option, the board's plan
    "promo": "#7b5ea7",         # the promo cards (and Luna Park on the board)
    "promo-ink": "#5b3f8c",
    "promo-bg": "#f3edfb",
    "near-black": "#111111",    # dark letters and outlines on light fills
    "grey-333": "#333333",
    "grey-555": "#555555",
    "grey-777": "#777777",
    "grey-888": "#888888",
}
THEME = PAGE["accent"]          # the browser's bar and the installed app's splash

# The board's city slots: (fill, line) of a slot one may build in, and of one closed for now.
SLOT_OPEN = ("#f6f4ee", "#5d5d5d")
SLOT_CLOSED = ("#d9d6cf", "#8a8a8a")
# The board's paper: the sheet under the map, and the veil over a city that cannot be built now.
SHEET = "#f3eedf"


def css() -> str:
    """The custom properties of the stylesheets: the page's own (--accent, --white, ...), --coal /
    --coal-ink, --eco / --eco-ink, --player-red / --player-red-ink / --player-red-text, ..."""
    props = [f"--{name}: {value};" for name, value in PAGE.items()]
    for name, (fill, ink) in {**RESOURCES, **PLANT_KINDS}.items():
        props += [f"--{name}: {fill};", f"--{name}-ink: {ink};"]
    for name, (fill, ink, text, _shape) in PLAYERS.items():
        props += [f"--player-{name}: {fill};", f"--player-{name}-ink: {ink};", f"--player-{name}-text: {text};"]
    return ("/* Written by build.py from web/pgui/palette.py: edit the colours there. */\n:root {\n  "
            + "\n  ".join(props) + "\n}\n")
