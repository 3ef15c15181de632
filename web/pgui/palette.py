"""The page's colours, once: players, resources, plant kinds, the map's regions, the page's own
colours and the board's. No other file of web/ writes a colour, in any form (tests/web/test_palette.py).

Python draws with them (the board, the region picker, the charts, the colour swatches) and the build
writes them as CSS custom properties (`css()`, into palette.css) for the stylesheets and index.html,
which name only the properties, and as the theme colour of index.html and the manifest (THEME).
A colour seen through is declared here too, as a page colour with an alpha (SEE_THROUGH), written
as its own property (--white-a35: the page's white at 35 %), never mixed in the stylesheets.
Each fill has the ink written on it; for the resources and plant kinds the pair passes 4.5:1
contrast (WCAG AA).
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
    "black": BLACK,
    "shadow": "#0a1428",        # the panels' and bars' shadows (seen through: SEE_THROUGH)
    "control": "#f7f9fc",       # a plain button's face
    "control-edge": "#b8c1d1",  # the edge of a button, a list box, a name field
    "focus": "#3b82f6",         # the keyboard's focus ring
    "primary-edge": "#c9a000",  # the primary button's edge, and the frame of a note on cream (note-bg)
    "primary-hover": "#ffd633",
    "error-edge": "#7a0016",    # the edge of a button that deletes
    "error-ink": "#5c0000",     # the words of a start-up error, on error-bg
    "note-bg": "#fffbe6",       # How to play, the undo question, the current saved game, who powers now
    "current-bg": "#fffbea",    # the panel of the player whose turn it is
    "picked-bg": "#fff7d6",     # a run of plants picked to power
    "acting-bg": "#fff8d6",     # the strip's entry of the player acting
    "acting-ink": "#7a5b00",    # its status
    "cannot-bg": "#eceef2",     # a run of plants that cannot power
    "no-gain-edge": "#c77700",  # a run that powers no more cities than a cheaper one
    "no-gain-bg": "#fff6e0",
    "no-gain-ink": "#9a5a00",
    "house": "#1b4aa0",         # the house on a plant card (cities powered)
    "board-bg": "#dfe7ef",      # around the board's sheet
    "market-slot": "#f1f3f7",   # a price's place in the resource market
    "market-empty": "#c4c9d2",  # the dashed edge of an empty token place
    "log-line": "#eef0f4",
    "chart-grid": "#dde2ea",
    "chart-ink": "#445",
    "chosen-bg": "#fff3e0",     # under what is picked (chosen): the promo card up, the promo banner
    "promo-deck-bg": "#f1f2f5", # a promo card still in the deck
    "promo-out-bg": "#e9ebef",  # one out of play
    "promo-market-ink": "#00695c",  # the shortage's and surplus's glyph
    "news-bg": "#eef7ee",       # what a promo card just did
    "promo-chip-bg": "#e8e2f4", # a promo card in the player strip
    "promo-chip-ink": "#2a1a4a",
    "strip-bg": "#13294d",      # the player strip's bar
    "mini-plant": "#5b6b7c",    # a plant in the strip that burns none of the four resources
    "toast-bg": "#eef3fb",      # what just happened, under the turn banner
    "boot-ink": "#f4f6fb",      # the words on the start-up screen and the getting-ready bar
    "boot-notice": "#7a4b00",   # the getting-ready bar when it has something to say
}

# The page colours seen through: name -> the alphas (in %) the page draws it with, each written as
# --<name>-a<alpha> (--white-a35: PAGE["white"] at 35 %), a colour of its own in palette.css.
SEE_THROUGH = {
    "white": (12, 14, 25, 30, 35, 40, 90, 92),     # tools and chips on the night blue bar, labels on cards
    "black": (15, 25, 30, 35, 40, 45),             # edges of cards and tokens, shadows, the charts' halo
    "shadow": (10, 12, 35),
    "chosen": (35,),                               # the glow of the promo card up
    "primary": (25, 30),                           # the start-up spinners' track
    "accent": (88,),                               # the getting-ready bar over the start screen
}
THEME = PAGE["accent"]          # the browser's bar and the installed app's splash

# The board's city slots: (fill, line) of a slot one may build in, and of one closed for now.
SLOT_OPEN = ("#f6f4ee", "#5d5d5d")
SLOT_CLOSED = ("#d9d6cf", "#8a8a8a")
# The board's paper: the sheet under the map, and the veil over a city that cannot be built now.
SHEET = "#f3eedf"
# The board's lines and marks.
BOARD = {
    "line": "#5f5a50",            # a connection between cities in play, and its cost badge's edge
    "line-out": "#b9b4a8",        # a connection to a city out of play
    "city-edge": "#2f2f2f",       # a city in play
    "city-name": "#1d1d1d",
    "name-halo": "#fbf8ef",       # behind a city's name
    "city-out": "#d6d3cc",        # a city out of play, its edge and its name
    "city-out-edge": "#9a968c",
    "city-out-name": "#6d6a63",
    "region-unknown": "#999999",  # a region in a colour REGIONS does not name
    "tag-dim": "#9e9e9e",         # the cost tag of a city the money does not cover
    "declared-ring": "#6a3d9a",   # the dashed ring of a city with slots of its own (BW-5)
    "declared-pad": "#f1ebf8",
}
# The region picker's map: the edge of the land, the land, the connections.
PICKER_MAP = {"edge": "#7d8ba1", "land": "#eef2f7", "lines": "#9aa5b5"}


def see_through(name: str, alpha: int) -> str:
    """PAGE[name] at `alpha` %, as CSS writes it."""
    h = PAGE[name].lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return f"rgba({r}, {g}, {b}, {alpha / 100:g})"


def css() -> str:
    """The custom properties of the stylesheets: the page's own (--accent, --white, ...), --coal /
    --white-a35, --coal / --coal-ink, --eco / --eco-ink, --player-red / --player-red-ink /
    --player-red-text, ..."""
    props = [f"--{name}: {value};" for name, value in PAGE.items()]
    props += [f"--{name}-a{alpha}: {see_through(name, alpha)};" for name, alphas in SEE_THROUGH.items()
              for alpha in alphas]
    for name, (fill, ink) in {**RESOURCES, **PLANT_KINDS}.items():
        props += [f"--{name}: {fill};", f"--{name}-ink: {ink};"]
    for name, (fill, ink, text, _shape) in PLAYERS.items():
        props += [f"--player-{name}: {fill};", f"--player-{name}-ink: {ink};", f"--player-{name}-text: {text};"]
    return ("/* Written by build.py from web/pgui/palette.py: edit the colours there. */\n:root {\n  "
            + "\n  ".join(props) + "\n}\n")
