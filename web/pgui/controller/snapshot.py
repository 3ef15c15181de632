"""Instant start: markup the boot script can show before Python is ready.

Two kinds, both drawn by the same renderer as the live page (App.render + App.skeleton), so the
live page draws exactly the same screen when it takes over:

- the resume snapshot, written next to every save: the screen resuming that save draws (the
  hand-over screen, or the final ranking) - never a private screen, since resuming always starts
  with nobody holding the tablet. Stored as JSON under SNAPSHOT_KEY with the build version, the
  save's key and the save's length, so the boot script shows it only for this build and this save;
- the start screens, rendered at build time in every language (`prerender_start`), for a
  first visit.

The boot script inserts a stored snapshot only through an allow-list sanitizer (another page of
the same origin could have written the key): ALLOWED_TAGS and ALLOWED_ATTRS below are the
renderer's own vocabulary (tests/web/test_snapshot.py keeps them in step with it), and build.py
hands them to the page together with BOOT_TEXT.
"""
from __future__ import annotations

import json
from typing import Any

from ..common import COLOR_IDS
from ..i18n import LANGS, normalize_lang, t
from ..screens.start import PRESELECTED_MAP, map_ids
from ..storage import saves
from .app import App
from ..storage.stored import DictStore
from .game_screen import GAME_PARTS, Drawing, Scene, fill_nested, render

SNAPSHOT_KEY = saves.SNAPSHOT_KEY      # freed first when the storage is full (shelf.Shelf)
MAX_SNAPSHOT = 400_000          # characters of markup; a bigger one is not stored (nor shown)

# The renderer's vocabulary plus a few harmless neighbours (no a, img, use, script, style,
# foreignObject, animate: nothing that loads, links or runs). Names compare lower-cased.
ALLOWED_TAGS = sorted({
    "aside", "b", "br", "button", "circle", "details", "div", "ellipse", "em", "figcaption", "figure", "g",
    "h1", "h2", "h3", "header", "i", "nav", "summary",
    "input", "label", "li", "line", "ol", "option", "output", "p", "path", "polygon", "polyline", "rect",
    "section", "select", "small", "span", "strong", "svg", "table", "tbody", "td", "text", "th", "thead",
    "title", "tr", "tspan", "ul",
})
# data-* attributes are allowed by pattern in the boot script (letters, digits and dashes).
ALLOWED_ATTRS = sorted({
    "accept", "aria-checked", "aria-controls", "aria-current", "aria-disabled", "aria-expanded", "aria-hidden",
    "aria-label", "aria-labelledby", "aria-live", "aria-pressed", "autocomplete", "tabindex",
    "checked", "class", "colspan", "cursor", "cx", "cy", "d", "disabled", "fill", "fill-opacity",
    "font-family", "font-size", "font-weight", "height", "hidden", "id", "opacity", "paint-order",
    "pointer-events", "points", "preserveaspectratio", "r", "reversed", "role", "rowspan", "rx", "ry",
    "open", "selected", "stroke", "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "stroke-opacity",
    "stroke-width", "style", "text-anchor", "title", "transform", "type", "value", "viewbox", "width", "x", "x1", "x2",
    "xmlns", "y", "y1", "y2",
})

# Boot-script lines, from the message catalogues (one fact in one place).
BOOT_KEYS = ("boot.getting_ready", "boot.one_moment", "boot.queued", "boot.starting")


def utf16_length(text: str) -> int:
    """The length JavaScript reports for `text` (UTF-16 code units)."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2     # a lone surrogate is one unit too


def resume_screen(app: App) -> tuple[str, str] | None:
    """(layout, html) of the screen that resuming the app's game draws (nobody holds the tablet:
    the hand-over screen, or the final ranking), or None when there is no game.

    Drawn from the app's own game, as a Scene with the tablet put down (no replay: this runs
    after every save; the App is not touched); tests check it equals what a fresh boot from the
    save draws."""
    if app.game is None:
        return None
    return screen_of(app.scene(ack=None, flash=None, notice=None, screen="game"), app.drawn)


def screen_of(scene: Scene, drawn: dict[str, Any]) -> tuple[str, str] | None:
    """(layout, html) of what `scene` shows, if that is a public screen; else None: the
    hand-over screen, the final ranking, or at an open table the board with the decision of a
    player who has no secret (the app's own rule, game_screen.holder). `drawn`: the parts
    already drawn, keyed by what they show (the App's, so the page's last drawing is reused)."""
    if scene.game is None or scene.screen != "game":
        return None
    layout, parts = render(scene, drawn)
    public = layout == "handover" or (layout == "game" and (scene.decision is None or scene.table_open))
    if not public:
        return None
    return layout, fill_nested(App.skeleton(layout, parts), parts)


def save_key(app: App) -> str | None:
    """The storage key of the app's game (one envelope per game on the shelf)."""
    game_id = getattr(app, "game_id", None)
    return saves.GAME_PREFIX + game_id if app.game is not None and game_id else None


def snapshot_record(app: App, version: str) -> str | None:
    """The JSON text to store under SNAPSHOT_KEY after a save, or None (nothing public to show)."""
    key = save_key(app)
    raw = app.values.read(key) if key else None
    screen = resume_screen(app)
    if screen is None or raw is None:
        return None
    layout, html = screen
    if len(html) > MAX_SNAPSHOT:
        return None
    return json.dumps({"version": version, "layout": layout, "lang": app.lang, "save": key,
                       "saveLength": utf16_length(raw), "html": html}, ensure_ascii=False,
                      separators=(",", ":"))


def persist(app: App, version: str) -> bool:
    """The page's save step, one straight path: the game is written (if it changed), then the
    resume snapshot next to it - unless a computer moves next (the snapshot would be stale
    within a second: it is written once the computers hand back to a person, or the end).
    True when the storage alert changed (App.persist): the page redraws."""
    alert_changed = app.persist()
    if app.keeping.fresh_save and app.computer_seat() is None:
        app.keeping.fresh_save = False
        store_snapshot(app, version)
    return alert_changed


def store_snapshot(app: App, version: str) -> None:
    """Write (or clear) the resume snapshot for the app's stored game."""
    record = snapshot_record(app, version)
    if record is None:
        app.store.remove(SNAPSHOT_KEY)
    else:
        app.store.set(SNAPSHOT_KEY, record)


def adoptable(app: App, shown: object) -> Drawing | None:
    """(layout, parts) of the app's first drawing when the snapshot on screen (`shown`, the layout and
    markup instant.js showed) already is exactly that drawing: the page keeps it and only attaches
    its handlers, instead of drawing the same screen again. None otherwise (draw as usual)."""
    if not isinstance(shown, dict) or not isinstance(shown.get("html"), str):
        return None
    layout, parts = app.render()
    if shown.get("layout") != layout or shown["html"] != fill_nested(App.skeleton(layout, parts), parts):
        return None
    return layout, parts


# ---- first visit: the start screen, at build time -------------------------------------------

def prerender_start() -> dict[str, str]:
    """{lang: html of #app} for the start screen of a first visit, in every language."""
    out = {}
    for lang in LANGS:
        app = App(DictStore(), lang)
        app.boot()
        app.setup["n"] = 6       # every seat drawn: instant.js hides those beyond the count chosen
        layout, parts = app.render()
        out[lang] = App.skeleton(layout, parts)
    return out


def start_defaults() -> dict[str, Any]:
    """What the boot script needs to keep the pre-rendered start screen's form state: the default
    name of each seat per language, the colour ids in order and the seat counts."""
    return {"names": {lang: [t(lang, "start.player_n", n=i + 1) for i in range(6)] for lang in LANGS},
            "colors": list(COLOR_IDS)}


def maps_drawn_alike() -> list[str]:
    """The maps whose start screen differs from the default one only in which map button is on:
    instant.js may switch to those itself; the others (China drops the beginner option) wait for
    Python ("one moment")."""
    import re  # noqa: PLC0415  (build time only)
    buttons = re.compile(r'<button[^>]*data-action="map"[^>]*>.*?</button>')

    def without_buttons(map_id: str) -> str:
        app = App(DictStore(), "en")
        app.boot()
        app.dispatch("map", {"map": map_id})
        return buttons.sub("", app.render()[1]["pg-screen"])
    default = without_buttons(App(DictStore(), "en").setup["map"])
    return [m for m in map_ids() if without_buttons(m) == default]


def boot_config() -> dict[str, Any]:
    """Everything build.py writes into the page for the boot script (JSON)."""
    return {"snapshotKey": SNAPSHOT_KEY, "maxSnapshot": MAX_SNAPSHOT, "langKey": saves.LANG_KEY,
            "saveKey": saves.SAVE_KEY, "currentKey": saves.CURRENT_KEY, "gamePrefix": saves.GAME_PREFIX,
            "indexKey": saves.INDEX_KEY, "setupKey": saves.SETUP_KEY, "tableKey": saves.TABLE_KEY,
            "tags": ALLOWED_TAGS, "attrs": ALLOWED_ATTRS, "ids": ["pg-screen", *GAME_PARTS],
            "text": {lang: {k: t(lang, k) for k in BOOT_KEYS} for lang in LANGS}, "maps": maps_drawn_alike(),
            "map": PRESELECTED_MAP,
            **start_defaults()}


# ---- the form typed before Python was ready --------------------------------------------------

def adopt_form(app: App, form: object) -> bool:
    """Take over the start screen's choices made before Python was ready (what they typed wins).
    `form` comes from the page: anything malformed is ignored, field by field."""
    if not isinstance(form, dict) or app.game is not None or app.screen != "start":
        return False
    lang = form.get("lang")
    if isinstance(lang, str) and lang in LANGS and lang != app.lang:
        app.dispatch("lang", {"value": normalize_lang(lang)})
    s = app.setup
    n = form.get("n")
    if isinstance(n, int) and 2 <= n <= 6:
        s["n"] = n
    names = form.get("names")
    if isinstance(names, list) and len(names) == 6 and all(isinstance(x, str) for x in names):
        s["names"] = [x[:200] for x in names]
    colors = form.get("colors")
    if isinstance(colors, list) and sorted(map(str, colors)) == sorted(COLOR_IDS):
        s["colors"] = [str(c) for c in colors]
    if isinstance(form.get("map"), str) and form["map"] != s["map"]:
        app.dispatch("map", {"map": form["map"]})      # the app's own check of the map list
    if isinstance(form.get("beginner"), bool):
        s["beginner"] = form["beginner"]
    return True
