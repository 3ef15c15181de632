"""The start screen's taps: the new game's players, seats, colours, map, regions, table mode,
beginner option and promo cards, and the start itself; the last setup is remembered."""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from powergrid import PROMO_CARDS, Game, IllegalAction, beginner_allowed

from ..common import COLOR_IDS
from ..i18n import normalize_lang, t
from ..words.refusals import error_text
from ..screens import promo_ui
from ..decisions.desk import Data
from ..screens.start import PRESELECTED_MAP, Setup, map_ids
from ..storage import saves
from ..storage.saves import TABLE_KEY
from ..storage.stored import StoredValues
from . import computers

if TYPE_CHECKING:
    from .app import App, AppTap


def defaults(values: StoredValues, lang: str) -> Setup:
    """The new game's setup before any tap: the last one remembered (its seat count, names,
    colours and who plays each seat: each as stored when it fits, stored.py), else three players."""
    setup: Setup = {"n": 3, "names": [t(lang, "start.player_n", n=i + 1) for i in range(6)],
             "colors": list(COLOR_IDS), "map": PRESELECTED_MAP, "region_mode": "random",
             "regions": [], "beginner": False, "promos": [], "table": values.read(TABLE_KEY),
             "kinds": ["person"] * 6}
    setup.update(values.read(saves.SETUP_KEY))
    return setup


def default_name(lang: str, seat: int, kind: str) -> str:
    if kind in computers.COMPUTER_KINDS:
        return t(lang, "start.computer_n", n=seat + 1, level=t(lang, "start.kind_" + kind))
    return t(lang, "start.player_n", n=seat + 1)


def default_names(lang: str, seat: int) -> set[str]:
    """The names the page gives a seat by itself (replaced when its kind or language changes)."""
    return {default_name(lang, seat, k) for k in saves.SEAT_KINDS}


def _on(data: Mapping[str, Any]) -> bool:
    return str(data.get("value")).lower() in ("true", "1", "on")


# ---- taps ---------------------------------------------------------------------------------

def lang(app: App, data: Data) -> None:
    old = app.lang
    app.lang = normalize_lang(data.get("value") or data.get("lang"))
    names = app.setup["names"]
    for i, name in enumerate(names):          # default names follow the language
        if name in default_names(old, i):
            names[i] = default_name(app.lang, i, app.setup["kinds"][i])
    app.store.set(saves.LANG_KEY, app.lang)
    app.forget_drawings()


def seat_kind(app: App, data: Data) -> bool:
    """A seat becomes a person or a computer (easy / normal / hard); a default name follows
    the kind, so a computer's name says it is one."""
    seat, kind = int(data["seat"]), data.get("kind")
    if kind not in saves.SEAT_KINDS or not 0 <= seat < 6:
        return False
    kinds, names = app.setup["kinds"], app.setup["names"]
    if names[seat] in default_names(app.lang, seat) or not names[seat].strip():
        names[seat] = default_name(app.lang, seat, kind)
    kinds[seat] = kind
    return True


def players(app: App, data: Data) -> None:
    app.setup["n"] = max(2, min(6, int(data["n"])))
    app.setup["regions"] = []


def color(app: App, data: Data) -> bool:
    seat, chosen = int(data["seat"]), data["color"]
    colors = app.setup["colors"]
    if chosen not in COLOR_IDS or not 0 <= seat < 6:
        return False
    other = colors.index(chosen)
    colors[other], colors[seat] = colors[seat], chosen
    return True


def game_map(app: App, data: Data) -> None:
    if data.get("map") in map_ids():
        app.setup["map"] = data["map"]
        app.setup["regions"] = []


def region_mode(app: App, data: Data) -> None:
    app.setup["region_mode"] = "pick" if data.get("mode") == "pick" else "random"


def region(app: App, data: Data) -> None:
    """A region picked or dropped on the map; the live region says which are chosen now."""
    regions = app.setup["regions"]
    rid = data.get("region")
    if rid in regions:
        regions.remove(rid)
    elif rid:
        regions.append(rid)
    need = Game.player_count(app.setup["n"], app.setup["map"])["regions"]
    names = ", ".join(t(app.lang, "region." + r) for r in regions)
    app.tell(t(app.lang, "live.regions", regions=names, count=len(regions), need=need) if regions
             else t(app.lang, "live.regions_none", need=need))


def table_mode(app: App, data: Data) -> None:
    mode = "private" if data.get("mode") == "private" else "open"
    app.setup["table"] = mode
    app.store.set(TABLE_KEY, mode)


def beginner(app: App, data: Data) -> None:
    app.setup["beginner"] = _on(data)


def promo(app: App, data: Data) -> None:
    card = data.get("card")
    chosen = [c for c in app.setup["promos"] if c != card]
    app.setup["promos"] = chosen + ([card] if _on(data) and card else [])


def promos_all(app: App, data: Data) -> None:
    app.setup["promos"] = list(PROMO_CARDS) if _on(data) else []


def start(app: App, data: Data) -> None:
    s = app.setup
    n = s["n"]
    options = {"map": s["map"], "players": s["names"][:n], "seed": app.rng.randrange(1 << 30),
               "regions": sorted(s["regions"]) if s["region_mode"] == "pick" else None,
               "beginner": s["beginner"] and beginner_allowed(s["map"]),
               "promos": promo_ui.chosen_for_start(s), "timing": Game.TIMING}
    try:
        game = Game(options)
    except IllegalAction as e:
        app.start_error = (error_text(app.lang, e) if e.code
                           else t(app.lang, "start.cannot", reason=str(e)))
        return
    app.start_error = app.import_error = None
    app.keeping.backup_unreadable(app.load_error, app.broken_id)
    seats = [{"kind": k} for k in s["kinds"][:n]]
    app.set_game(game, s["colors"][:n], seats)   # a new game joins the shelf: none is replaced
    app.heard = (app.game_id, 0)      # the live region tells the start: map, regions, turn order
    app.load_error = None
    app.store.set(saves.SETUP_KEY, json.dumps({"n": n, "names": s["names"], "colors": s["colors"],
                                               "kinds": s["kinds"]}))
    app.save()


TAPS: dict[str, AppTap] = {
    "lang": lang, "seat-kind": seat_kind, "players": players, "color": color, "map": game_map,
    "region-mode": region_mode, "region": region, "table-mode": table_mode, "beginner": beginner,
    "promo": promo, "promos-all": promos_all, "start": start}
# the taps that change the setup a refusal was about: the refusal goes
SETUP_ACTIONS = ("players", "map", "region-mode", "region", "beginner", "color")
