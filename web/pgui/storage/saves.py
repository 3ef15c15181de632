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

The shelf (`Shelf`) keeps each game under its own key, a small index of summaries for the
start screen (no replay needed to list them) and a pointer to the current game.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from powergrid import Game, IllegalAction, parse_json

from ..common import COLOR_IDS
from ..i18n import LANGS, t
from ..words.refusals import has_text, refusal_text

APP = "powergrid-web"
VERSION = 2
SAVE_KEY = "powergrid.save.v1"          # the single game of version 1 pages: migrated at boot
BACKUP_KEY = "powergrid.save.v1.backup"  # the version 1 save, moved aside when it did not load
BACKUP_PREFIX = "powergrid.backup."      # + id: a damaged envelope of the shelf, moved aside (one per id)
SNAPSHOT_KEY = "powergrid.snapshot.v1"   # the instant-start screen: freed when the storage is full
INDEX_KEY = "powergrid.games"            # [{"id", "map", "players", "round", "over", "saved", "seq"}]
CURRENT_KEY = "powergrid.current"        # the id of the game in play
GAME_PREFIX = "powergrid.game."          # + id: one envelope per game
LANG_KEY = "powergrid.lang"
SETUP_KEY = "powergrid.setup"            # names and colours of the last game started
MAX_FILE_BYTES = 8_000_000   # an imported file larger than this is refused before it is read
SEAT_KINDS = ("person", "easy", "normal", "hard")


class StorageFull(Exception):
    """The browser refused to store the save (its quota is used up, or storage is off)."""


class ChangedElsewhere(Exception):
    """The stored game is not the one this page last read or wrote: another tab played on."""


def read_json(text, what: str = "the stored data"):
    """Stored JSON through the size-, depth- and number-checked parser; None when absent or unreadable."""
    if text is None:
        return None
    try:
        return parse_json(text, what)
    except IllegalAction:
        return None


def known_maps() -> set:
    return {m["id"] for m in Game.maps()}


class SaveError(Exception):
    """A save that does not load: a catalogue key ("save.*", or "error.<code>" for a refusal
    of the engine) and its parameters."""

    def __init__(self, key: str, **params):
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
    colors: list
    lang: str | None
    seats: list = field(default_factory=list)
    id: str | None = None


def person_seats(n: int) -> list:
    return [{"kind": "person"} for _ in range(n)]


def envelope(game: Game, colors, lang: str, seats=None, game_id=None, saved=None) -> dict:
    n = len(game.view()["players"])
    return {"app": APP, "version": VERSION, "id": game_id, "saved": saved, "colors": list(colors),
            "lang": lang, "seats": [dict(s) for s in (seats or person_seats(n))], "game": game.to_json()}


def dumps(game: Game, colors, lang: str, seats=None, game_id=None, saved=None) -> str:
    return json.dumps(envelope(game, colors, lang, seats, game_id, saved), ensure_ascii=False,
                      separators=(",", ":"))


def valid_colors(colors, n: int) -> bool:
    return (isinstance(colors, list) and len(colors) == n and all(isinstance(c, str) for c in colors)
            and all(c in COLOR_IDS for c in colors) and len(set(colors)) == n)


def valid_seats(seats, n: int) -> bool:
    return (isinstance(seats, list) and len(seats) == n
            and all(isinstance(s, dict) and s.get("kind") in SEAT_KINDS for s in seats))


def migrate(data: dict) -> dict:
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


def parse(text):
    """The JSON of a save text, its size and nesting checked before it is parsed (a text nested
    thousands deep would exhaust the interpreter's stack), or SaveError."""
    try:
        return parse_json(text, "the save")
    except IllegalAction as e:
        if e.code in ("save_too_large", "number_too_long"):
            raise SaveError("error." + e.code) from None
        raise SaveError("save.bad_json") from None


def load_full(text) -> Loaded:
    """The game, colours, language, seats and id of a save text, or SaveError."""
    data = parse(text)
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError("save.bad_app")
    if data.get("version") not in (1, VERSION):
        version = data.get("version")
        if type(version) is int and version > VERSION:
            raise SaveError("save.other_version")
        raise SaveError("save.bad_version", version=json.dumps(version)[:40])
    data = migrate(data)
    if str(_options(data).get("map", "germany")) not in known_maps():
        raise SaveError("save.other_version")      # e.g. a newer build on the same site
    try:
        game = Game.from_json(data.get("game"))
    except IllegalAction as e:
        if has_text(e.code):
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
    game_id = data.get("id") if isinstance(data.get("id"), str) and _safe_id(data["id"]) else None
    return Loaded(game, list(colors), lang, [{"kind": s["kind"]} for s in seats], game_id)


def load(text):
    """(game, colors, lang) from a save text, or SaveError."""
    loaded = load_full(text)
    return loaded.game, loaded.colors, loaded.lang


def _options(data) -> dict:
    """The game options of a parsed envelope, or {} when it has none."""
    inner = data.get("game") if isinstance(data, dict) else None
    options = inner.get("options") if isinstance(inner, dict) else None
    return options if isinstance(options, dict) else {}


def entry_of_envelope(game_id: str, text) -> dict:
    """An index entry worked out from a stored envelope alone (no replay): to rebuild the index."""
    data = read_json(text, "the save")
    options = _options(data)
    players = options.get("players")
    saved = data.get("saved") if isinstance(data, dict) else None
    game_map = options.get("map", "germany")
    return {"id": game_id, "map": game_map if isinstance(game_map, str) else None,
            "players": [p for p in players if isinstance(p, str)] if isinstance(players, list) else [],
            "round": None, "over": False, "saved": saved if isinstance(saved, str) else ""}


def valid_entry(e) -> bool:
    """The shape of an index entry (keys it does not know are ignored)."""
    return (isinstance(e, dict) and isinstance(e.get("id"), str) and _safe_id(e["id"])
            and isinstance(e.get("players"), list) and all(isinstance(p, str) for p in e["players"])
            and (e.get("map") is None or isinstance(e.get("map"), str))
            and (e.get("round") is None or type(e.get("round")) is int)
            and isinstance(e.get("saved", ""), (str, type(None))))


def summary(text):
    """Cheap description of a stored save (no replay), or None."""
    try:
        data = parse(text)
        options = data["game"]["options"]
        return {"players": [str(p) for p in options["players"]], "actions": len(data["game"]["actions"])}
    except (SaveError, TypeError, KeyError):
        return None


def describe(game: Game, game_id: str, saved: str) -> dict:
    """The index entry of a game: what the start screen lists."""
    s = game.view()
    return {"id": game_id, "map": s["map"], "players": [p["name"] for p in s["players"]],
            "round": s["round"], "over": bool(s["over"]), "saved": saved}


def _safe_id(game_id: str) -> bool:
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


class Shelf:
    """Several saved games over a key-value store (localStorage in the page).

    clock() returns the time as "YYYY-MM-DD HH:MM" (injected: the tests fix it)."""

    def __init__(self, store, clock):
        self.store = store
        self.clock = clock
        self.seen = {}        # id -> the envelope text this page last read or wrote (two tabs)

    # the index: a cache of the envelopes, rebuilt from them when it cannot be read
    def entries(self) -> list:
        """Summaries of the saved games, the latest saved first. An entry naming a map this build
        does not know is marked "other" (made by another version): listed, never opened."""
        raw = self.store.get(INDEX_KEY)
        items = read_json(raw, "the list of saved games") if raw is not None else []
        if not isinstance(items, list) or not all(valid_entry(e) for e in items):
            items = self.rebuild_index()
        maps = known_maps()
        good = [dict(e, other=e.get("map") not in maps) for e in items]
        # the latest saved first; within one minute, the latest written first
        def order(e):
            return str(e.get("saved") or ""), e.get("seq") if type(e.get("seq")) is int else 0
        return sorted(good, key=order, reverse=True)

    def rebuild_index(self) -> list:
        """The index from the envelopes themselves (the stored one is damaged)."""
        keys = self.store.keys() if hasattr(self.store, "keys") else []
        ids = sorted(k[len(GAME_PREFIX):] for k in keys if k.startswith(GAME_PREFIX))
        items = [entry_of_envelope(i, self.store.get(GAME_PREFIX + i)) for i in ids if _safe_id(i)]
        self._write_index(items)
        return items

    def _set(self, key: str, text: str) -> bool:
        """Store `text`; when the storage is full, free the instant-start snapshot and try once more
        (a save is never freed). True once the browser took it."""
        if self.store.set(key, text) is not False:
            return True
        if key == SNAPSHOT_KEY or self.store.get(SNAPSHOT_KEY) is None:
            return False
        self.store.remove(SNAPSHOT_KEY)
        return self.store.set(key, text) is not False

    def _write_index(self, entries) -> bool:
        kept = [{k: v for k, v in e.items() if k != "other"} for e in entries]
        return self._set(INDEX_KEY, json.dumps(kept, ensure_ascii=False, separators=(",", ":")))

    def current_id(self):
        cur = self.store.get(CURRENT_KEY)
        return cur if cur and any(e["id"] == cur for e in self.entries()) else None

    def set_current(self, game_id) -> None:
        if game_id is None:
            self.store.remove(CURRENT_KEY)
        else:
            self.store.set(CURRENT_KEY, game_id)

    def read(self, game_id: str):
        return self.store.get(GAME_PREFIX + game_id)

    def current_text(self):
        """The envelope of the current game, or None."""
        current = self.current_id()
        return self.read(current) if current else None

    def new_id(self) -> str:
        base = "g" + "".join(c for c in self.clock() if c.isdigit())
        taken = {e["id"] for e in self.entries()}
        n = 1
        game_id = base
        while game_id in taken or self.read(game_id) is not None:
            n += 1
            game_id = f"{base}-{n}"
        return game_id

    def adopt(self, game_id: str, text) -> None:
        """This page now plays the game stored as `text` (read at load, or written by it)."""
        self.seen[game_id] = text

    def changed_elsewhere(self, game_id: str) -> bool:
        """Is the stored game no longer the one this page last read or wrote? (Deleted: no.)"""
        stored = self.store.get(GAME_PREFIX + game_id)
        return stored is not None and stored != self.seen.get(game_id)

    def write(self, game_id: str, game: Game, colors, lang: str, seats=None) -> str:
        """Store the game under its id, update its index entry, make it the current game.

        Raises ChangedElsewhere (nothing written) when another tab stored this game since this
        page read or wrote it: a save never replaces a history it has not seen. Raises
        StorageFull when the browser refused the envelope or the index."""
        if self.changed_elsewhere(game_id):
            raise ChangedElsewhere(game_id)
        saved = self.clock()
        text = dumps(game, colors, lang, seats, game_id, saved)
        if not self._set(GAME_PREFIX + game_id, text):
            raise StorageFull(game_id)
        self.seen[game_id] = text
        entries = [e for e in self.entries() if e["id"] != game_id]
        seq = 1 + max((e.get("seq", 0) for e in entries if type(e.get("seq")) is int), default=0)
        entries.append(dict(describe(game, game_id, saved), seq=seq))
        if not self._write_index(entries):
            raise StorageFull(game_id)
        self.set_current(game_id)
        return saved

    def backup(self, game_id, raw: str) -> bool:
        """Move an unreadable save aside: one backup per id (BACKUP_KEY for the version 1 save).
        True once it is written and read back; only then may the save itself go."""
        key = BACKUP_KEY if game_id is None else BACKUP_PREFIX + game_id
        return self._set(key, raw) and self.store.get(key) == raw

    def delete(self, game_id: str) -> None:
        self.store.remove(GAME_PREFIX + game_id)
        self._write_index([e for e in self.entries() if e["id"] != game_id])
        if self.store.get(CURRENT_KEY) == game_id:
            self.set_current(None)

    def migrate_legacy(self):
        """The version 1 page kept one game under SAVE_KEY: it joins the shelf as the current
        game. Returns (None, None) when done or nothing to do; (SaveError, raw text) when the
        old save does not load (it stays where it is, for the broken-save screen)."""
        raw = self.store.get(SAVE_KEY)
        if raw is None:
            return None, None
        try:
            loaded = load_full(raw)
        except SaveError as e:
            return e, raw
        game_id = self.new_id()
        try:
            self.write(game_id, loaded.game, loaded.colors, loaded.lang, loaded.seats)
        except StorageFull:
            return None, None                  # the old key stays: the next visit tries again
        self.store.remove(SAVE_KEY)
        return None, None
