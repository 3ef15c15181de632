"""Saved games: the save envelope, and the shelf of several games kept in localStorage.

The envelope (version 2), stored per game and written to export files:

    {"app": "powergrid-web", "version": 2, "id": "g...", "saved": "2026-11-23 21:40",
     "colors": [...], "lang": "en", "seats": [{"kind": "person"}, ...], "game": <Game.to_json()>}

`seats` says who plays each seat: {"kind": "person"} today; a computer opponent will be
{"kind": "easy" | "normal" | "hard"}. Version 1 (one game, no id, no seats) is migrated on
load by `migrate`, so games saved by earlier pages play on.

`load(text)` validates everything and rebuilds the game by replaying it; any defect
raises SaveError with a catalogue key and parameters, so the message can be shown
in the players' language.

The shelf (`shelf.Shelf`) keeps each game under its own key, a small index of summaries for the
start screen (no replay needed to list them) and a pointer to the current game.

Stored text that cannot be written as UTF-8 (localStorage may hold a lone UTF-16 surrogate) is
treated as damaged: a save holding it is refused ("save.bad_text": backed up and reported like any
unreadable save), and any other stored value holding it reads as absent.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from powergrid import Game, IllegalAction, parse_json

from ..common import COLOR_IDS, UNNAMED_MAP
from ..i18n import LANGS, t
from ..words.refusals import has_text, refusal_text

APP = "powergrid-web"
VERSION = 2
SAVE_KEY = "powergrid.save.v1"          # the single game of version 1 pages: migrated at boot
BACKUP_KEY = "powergrid.save.v1.backup"  # the version 1 save, moved aside when it did not load
BACKUP_PREFIX = "powergrid.backup."      # + id, then + id + ".2", ".3"...: damaged envelopes moved aside
SNAPSHOT_KEY = "powergrid.snapshot.v1"   # the instant-start screen: freed when the storage is full
INDEX_KEY = "powergrid.games"            # [{"id", "map", "players", "round", "over", "saved", "seq", "phase", "turn"}]
CURRENT_KEY = "powergrid.current"        # the id of the game in play
GAME_PREFIX = "powergrid.game."          # + id: one envelope per game
LANG_KEY = "powergrid.lang"
SETUP_KEY = "powergrid.setup"            # names and colours of the last game started
TABLE_KEY = "powergrid.table"            # "open" (default) or "private": a preference, not part of a save
PACE_KEY = "powergrid.pace"              # the pause before a computer action, in ms ("faster" shortens it)
PACE_MS = 800                            # that pause by default, so people can follow each computer action
MAX_PACE_MS = 5000                       # the slowest pace a stored setting may ask for
LIST_KEY = "powergrid.citylist"          # "open": the list of cities is shown at every build (a preference)
PLAN_KEY = "powergrid.plan"              # the build plan in progress (plan.py)
# Every key above is read back through one strict reader, where its shape is declared (stored.py).
MAX_FILE_BYTES = 8_000_000   # an imported file larger than this is refused before it is read
SEAT_KINDS = ("person", "easy", "normal", "hard")
# Who plays each seat, as a save holds it: [{"kind": one of SEAT_KINDS}, ...]
Seats = list[dict[str, str]]


class StorageFull(Exception):
    """The browser refused to store the save (its quota is used up, or storage is off)."""


class ChangedElsewhere(Exception):
    """The stored game is not the one this page last read or wrote: another tab played on."""


def encodable(text: str) -> bool:
    """Can `text` be written as UTF-8? A lone surrogate, which localStorage may hold, cannot."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def read_json(text: object, what: str = "the stored data") -> Any:
    """Stored JSON through the size-, depth- and number-checked parser; None when absent or unreadable
    (text that is not valid text, with a lone surrogate, is unreadable)."""
    if text is None or (isinstance(text, str) and not encodable(text)):
        return None
    try:
        return parse_json(text, what)
    except IllegalAction:
        return None


def known_maps() -> set[str]:
    return {m["id"] for m in Game.maps()}


class SaveError(Exception):
    """A save that does not load: a catalogue key ("save.*", or "error.<code>" for a refusal
    of the engine) and its parameters."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def message(self, lang: str) -> str:
        if self.key.startswith("error."):
            return refusal_text(lang, self.key[len("error."):], self.params)
        return t(lang, self.key, **self.params)


@dataclass
class Loaded:
    game: Game
    colors: list[str]
    lang: str | None
    seats: Seats = field(default_factory=list)
    id: str | None = None


def person_seats(n: int) -> Seats:
    return [{"kind": "person"} for _ in range(n)]


def envelope(game: Game, colors: Iterable[str], lang: str | None, seats: Seats | None = None,
             game_id: str | None = None, saved: str | None = None) -> dict[str, Any]:
    n = len(game.view()["players"])
    return {"app": APP, "version": VERSION, "id": game_id, "saved": saved, "colors": list(colors),
            "lang": lang, "seats": [dict(s) for s in (seats or person_seats(n))], "game": game.to_json()}


def dumps(game: Game, colors: Iterable[str], lang: str | None, seats: Seats | None = None, game_id: str | None = None,
          saved: str | None = None) -> str:
    return json.dumps(envelope(game, colors, lang, seats, game_id, saved), ensure_ascii=False,
                      separators=(",", ":"))


def valid_colors(colors: object, n: int) -> TypeGuard[list[str]]:
    return (isinstance(colors, list) and len(colors) == n and all(isinstance(c, str) for c in colors)
            and all(c in COLOR_IDS for c in colors) and len(set(colors)) == n)


def valid_seats(seats: object, n: int) -> TypeGuard[Seats]:
    return (isinstance(seats, list) and len(seats) == n
            and all(isinstance(s, dict) and s.get("kind") in SEAT_KINDS for s in seats))


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """An envelope of any known version, brought to the current one (a new dict)."""
    data = dict(data)
    if data.get("version") == 1:
        # Version 1: one game per browser, everyone at the table a person.
        try:
            n = len(data["game"]["options"]["players"])
        except (TypeError, KeyError):
            n = len(data.get("colors") or [])
        data.update(version=2, id=None, saved=None, seats=person_seats(n))
    return data


def parse(text: object) -> Any:
    """The JSON of a save text, its size and nesting checked before it is parsed (a text nested
    thousands deep would exhaust the interpreter's stack), or SaveError."""
    try:
        return parse_json(text, "the save")
    except IllegalAction as e:
        if e.code in ("save_too_large", "number_too_long"):
            raise SaveError("error." + e.code) from None
        raise SaveError("save.bad_json") from None


def load_full(text: object) -> Loaded:
    """The game, colours, language, seats and id of a save text, or SaveError."""
    data = parse(text)
    # A lone surrogate, raw or as a JSON escape, would be written back into the store with every save.
    if not encodable(json.dumps(data, ensure_ascii=False)):
        raise SaveError("save.bad_text")
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError("save.bad_app")
    if data.get("version") not in (1, VERSION):
        version = data.get("version")
        if type(version) is int and version > VERSION:
            raise SaveError("save.other_version")
        raise SaveError("save.bad_version", version=json.dumps(version)[:40])
    data = migrate(data)
    if str(options_of(data).get("map", UNNAMED_MAP)) not in known_maps():
        raise SaveError("save.other_version")      # e.g. a newer build on the same site
    try:
        game = Game.from_json(data.get("game"))
    except IllegalAction as e:
        if e.code is not None and has_text(e.code):
            raise SaveError("error." + e.code, **e.params) from None
        raise SaveError("save.bad_game", reason=str(e)) from None
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as e:
        raise SaveError("save.bad_game", reason=type(e).__name__) from None
    n = len(game.view()["players"])
    colors = data.get("colors")
    if not valid_colors(colors, n):
        raise SaveError("save.bad_colors")
    seats = data.get("seats")
    if not valid_seats(seats, n):
        raise SaveError("save.bad_seats")
    lang = data.get("lang") if data.get("lang") in LANGS else None
    game_id = data.get("id") if isinstance(data.get("id"), str) and safe_id(data["id"]) else None
    return Loaded(game, list(colors), lang, [{"kind": s["kind"]} for s in seats], game_id)


def load(text: object) -> tuple[Game, list[str], str | None]:
    """(game, colors, lang) from a save text, or SaveError."""
    loaded = load_full(text)
    return loaded.game, loaded.colors, loaded.lang


def options_of(data: object) -> dict[str, Any]:
    """The game options of a parsed envelope, or {} when it has none."""
    inner = data.get("game") if isinstance(data, dict) else None
    options = inner.get("options") if isinstance(inner, dict) else None
    return options if isinstance(options, dict) else {}


def summary(text: object) -> dict[str, Any] | None:
    """Cheap description of a stored save (no replay), or None."""
    try:
        data = parse(text)
        options = data["game"]["options"]
        return {"players": [str(p) for p in options["players"]], "actions": len(data["game"]["actions"])}
    except (SaveError, TypeError, KeyError):
        return None


def safe_id(game_id: str) -> bool:
    return 0 < len(game_id) <= 40 and all(c.isalnum() or c in "-_" for c in game_id)


def _slug(text: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in str(text))
    return "-".join(part for part in out.split("-") if part)[:24]


def export_name(game: Game, saved: str) -> str:
    """powergrid-germany-ann-bob-cem-2026-11-23.json: map, players and date."""
    s = game.view()
    names = "-".join(_slug(p["name"]) or f"p{i + 1}" for i, p in enumerate(s["players"]))
    day = (saved or "")[:10] or "game"
    return f"powergrid-{s['map']}-{names}-{day}.json"
