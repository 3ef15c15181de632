"""The UI controller: screens, the players' choices in progress, actions, saving.

Pure Python (no browser imports), so the whole flow runs in CPython tests. The page glue
(web/main.py) forwards DOM events as `dispatch(action, data)` (data = the element's data-*
attributes, strings), writes what `render()` returns into the page, and performs the
`download` the app asks for. Storage is any object with get(key) -> str | None,
set(key, value) and remove(key): localStorage in the page, a dict wrapper in tests.
"""
from __future__ import annotations

import json
import random
import time

from powergrid import PROMO_CARDS, Game, IllegalAction, beginner_allowed

from . import computers, promo_ui, saves
from .common import COLOR_IDS, decision_rev, table
from .h import esc
from .i18n import normalize_lang, t, tx
from .refusals import error_text
from .screens import map_ids, render_update_banner
from .decision_taps import DecisionTaps, _plant_id
from .keeping import Keeping
from .game_screen import GAME_PARTS, NESTED, GameScreen, fill_nested  # noqa: F401  (the page and tests read them here)


class DictStore:
    """Storage over a dict (tests, or when the browser refuses localStorage)."""

    def __init__(self, data=None):
        self.data = {} if data is None else data

    def get(self, key):
        return self.data.get(key)

    def keys(self):
        return list(self.data)

    def set(self, key, value):
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)


def local_time() -> str:
    """The time a game is saved, as the start screen lists it (the page passes the browser's)."""
    return time.strftime("%Y-%m-%d %H:%M")


TABLE_KEY = "powergrid.table"   # "open" (default) or "private": a preference, not part of a save


class App(Keeping, DecisionTaps, GameScreen):
    def __init__(self, store, browser_lang: str = "en", rng=None, autosave: bool = True, clock=None):
        self.store = store
        self.shelf = saves.Shelf(store, clock or local_time)
        self.game_id = None           # the shelf's id of the game in play
        self.seats: list = []         # who plays each seat (saves.SEAT_KINDS)
        self.broken_id = None         # the shelf id of a save that did not load (None: the old key)
        self.confirm = None           # ("delete", id) or ("undo", n actions): asked before doing it
        self.howto = False            # the "how to play" card is open
        self.autosave = autosave      # False: the page calls persist() once the screen is drawn
        self.unsaved = False
        self.rng = rng or random.Random()
        stored_lang = store.get(saves.LANG_KEY)
        self.lang = normalize_lang(stored_lang or browser_lang)
        self.screen = "start"
        self.game: Game | None = None
        self.colors: list = []
        self.ack = None               # the seat that confirmed "I am ..." last
        self.rev = 0                  # bumps on every change of the game
        self.view_rev = -1
        self.view: dict = {}
        self.flash = None             # (css class, Markup) shown once
        self.notice = None
        self.start_error = None
        self.import_error = None      # shown next to the import button
        self.load_error = None        # (SaveError, raw text) of a stored save that does not load
        self.download = None          # (file name, text) for the page to offer
        self.saved_summary = None
        self.update_ready = False     # the page has a new version fully cached and waiting
        self.update_dismissed = False
        self.apply_update = False     # the player asked for it: the page activates it and reloads
        self._cache: dict = {}
        self.after_persist = None     # called after each write of the save (the page's snapshot)
        self.setup = {"n": 3, "names": [t(self.lang, "start.player_n", n=i + 1) for i in range(6)],
                      "colors": list(COLOR_IDS), "map": map_ids()[0], "region_mode": "random",
                      "regions": [], "beginner": False, "promos": [],
                      "table": "private" if store.get(TABLE_KEY) == "private" else "open",
                      "kinds": ["person"] * 6}
        self.move = None              # the computer decision being thought about (computers.Move)
        self.pace_ms = _pace(store.get(PACE_KEY))   # the pause before each computer action
        self.skipping = False         # "skip to my turn": no pause until a person's decision
        self.log_mark = 0             # log length before the last action: its promo news are shown
        self.spy_peek = False         # the spy tapped "show me the top card" for this decision
        self._recall_setup()

    # ---- start-up -------------------------------------------------------------------
    def boot(self) -> None:
        """Resume the current game (hand-over screen first), or show why it cannot be resumed."""
        error, raw = self.shelf.migrate_legacy()
        if error is not None:
            self.load_error, self.broken_id = (error, raw), None
            self.screen = "loaderror"
            return
        current = self.shelf.current_id()
        if current is None:
            self.screen = "start"
            return
        self._open(current)

    def _open(self, game_id: str) -> None:
        raw = self.shelf.read(game_id)
        if raw is None:                    # listed but gone (another tab deleted it)
            self.shelf.delete(game_id)
            self.screen = "start"
            return
        try:
            loaded = saves.load_full(raw)
        except saves.SaveError as e:
            self.load_error, self.broken_id = (e, raw), game_id
            self.screen = "loaderror"
            return
        self.load_error = None
        self._set_game(loaded.game, loaded.colors, loaded.seats, game_id)
        self.shelf.adopt(game_id, raw)
        self.shelf.set_current(game_id)
        if loaded.lang and not self.store.get(saves.LANG_KEY):
            self.lang = loaded.lang

    def _set_game(self, game, colors, seats=None, game_id=None) -> None:
        self.game, self.colors = game, list(colors)
        self.seats = list(seats or saves.person_seats(len(colors)))
        self.game_id = game_id or self.shelf.new_id()
        self.confirm = None
        self.ack = None
        self.move = None
        self.skipping = False
        self.rev += 1
        self.screen = "game"
        self._cache.clear()

    # ---- events ---------------------------------------------------------------------
    SETUP_ACTIONS = ("players", "map", "region-mode", "region", "beginner", "color")

    def dispatch(self, action: str, data=None) -> bool:
        """Handle one user action; returns True when the page must be redrawn."""
        data = dict(data or {})
        if action in self.SETUP_ACTIONS:
            self.start_error = None       # the refusal was about the setup as it was
        handler = getattr(self, "on_" + action.replace("-", "_"), None)
        if handler is None:
            return False
        rev = data.pop("rev", None)
        if rev is not None and (self.game is None or self.screen != "game" or rev != decision_rev(self.game)):
            return False              # drawn for an earlier decision (a double tap, a queued tap)
        self.flash = None
        self._open_table_ack()
        if action not in ("undo", "delete"):
            self.confirm = None           # any other tap answers "no" to a pending question
        try:
            result = handler(data)
        except IllegalAction as e:
            self.flash = ("error", esc(error_text(self.lang, e)))
            return True
        except (ValueError, KeyError, TypeError) as e:
            self.flash = ("error", tx(self.lang, "error.internal", reason=f"{type(e).__name__}: {e}"))
            return True
        return result is not False

    def set_field(self, field: str, data) -> None:
        """Text typed in the start screen (no redraw, so the caret stays where it is)."""
        if field == "name":
            seat = int(data["seat"])
            if 0 <= seat < 6:
                self.setup["names"][seat] = str(data.get("value", ""))

    # start screen
    def on_lang(self, data):
        old = self.lang
        self.lang = normalize_lang(data.get("value") or data.get("lang"))
        names = self.setup["names"]
        for i, name in enumerate(names):          # default names follow the language
            if name in _default_names(old, i):
                names[i] = _default_name(self.lang, i, self.setup["kinds"][i])
        self.store.set(saves.LANG_KEY, self.lang)
        self._cache.clear()

    def on_seat_kind(self, data):
        """A seat becomes a person or a computer (easy / normal / hard); a default name follows
        the kind, so a computer's name says it is one."""
        seat, kind = int(data["seat"]), data.get("kind")
        if kind not in saves.SEAT_KINDS or not 0 <= seat < 6:
            return False
        kinds, names = self.setup["kinds"], self.setup["names"]
        if names[seat] in _default_names(self.lang, seat) or not names[seat].strip():
            names[seat] = _default_name(self.lang, seat, kind)
        kinds[seat] = kind

    def on_players(self, data):
        self.setup["n"] = max(2, min(6, int(data["n"])))
        self.setup["regions"] = []

    def on_color(self, data):
        seat, color = int(data["seat"]), data["color"]
        colors = self.setup["colors"]
        if color not in COLOR_IDS or not 0 <= seat < 6:
            return False
        other = colors.index(color)
        colors[other], colors[seat] = colors[seat], color

    def on_map(self, data):
        if data.get("map") in map_ids():
            self.setup["map"] = data["map"]
            self.setup["regions"] = []

    def on_region_mode(self, data):
        self.setup["region_mode"] = "pick" if data.get("mode") == "pick" else "random"

    def on_region(self, data):
        regions = self.setup["regions"]
        rid = data.get("region")
        if rid in regions:
            regions.remove(rid)
        elif rid:
            regions.append(rid)

    def on_table_mode(self, data):
        mode = "private" if data.get("mode") == "private" else "open"
        self.setup["table"] = mode
        self.store.set(TABLE_KEY, mode)

    def on_beginner(self, data):
        self.setup["beginner"] = str(data.get("value")).lower() in ("true", "1", "on")

    def on_promo(self, data):
        on = str(data.get("value")).lower() in ("true", "1", "on")
        card = data.get("card")
        chosen = [c for c in self.setup["promos"] if c != card]
        self.setup["promos"] = chosen + ([card] if on and card else [])

    def on_promos_all(self, data):
        on = str(data.get("value")).lower() in ("true", "1", "on")
        self.setup["promos"] = list(PROMO_CARDS) if on else []

    def on_spy_peek(self, data):
        self.spy_peek = self._decision() is not None

    def on_spy_hide(self, data):
        self.spy_peek = False

    def on_attach(self, data):
        self._apply({"type": "attach", "plant": _plant_id(data["plant"])})

    def on_start(self, data):
        s = self.setup
        n = s["n"]
        options = {"map": s["map"], "players": s["names"][:n], "seed": self.rng.randrange(1 << 30),
                   "regions": sorted(s["regions"]) if s["region_mode"] == "pick" else None,
                   "beginner": s["beginner"] and beginner_allowed(s["map"]),
                   "promos": promo_ui.chosen_for_start(s), "timing": Game.TIMING}
        try:
            game = Game(options)
        except IllegalAction as e:
            self.start_error = (error_text(self.lang, e) if e.code
                                else t(self.lang, "start.cannot", reason=str(e)))
            return
        self.start_error = self.import_error = None
        self._backup_unreadable()
        seats = [{"kind": k} for k in s["kinds"][:n]]
        self._set_game(game, s["colors"][:n], seats)   # a new game joins the shelf: none is replaced
        self.load_error = None
        self.store.set(saves.SETUP_KEY, json.dumps({"n": n, "names": s["names"], "colors": s["colors"],
                                                    "kinds": s["kinds"]}))
        self.save()

    def _recall_setup(self) -> None:
        """Names and colours of the last game started, for the next one (if still valid)."""
        last = saves.read_json(self.store.get(saves.SETUP_KEY))
        if not isinstance(last, dict):
            return
        names, colors = last.get("names"), last.get("colors")
        if (isinstance(names, list) and len(names) == 6 and all(isinstance(x, str) and len(x) <= 64 for x in names)):
            self.setup["names"] = list(names)
        if saves.valid_colors(colors, 6):
            self.setup["colors"] = list(colors)
        kinds = last.get("kinds")
        if isinstance(kinds, list) and len(kinds) == 6 and all(k in saves.SEAT_KINDS for k in kinds):
            self.setup["kinds"] = list(kinds)
        if last.get("n") in (2, 3, 4, 5, 6):
            self.setup["n"] = last["n"]

    def on_continue(self, data):
        game_id = data.get("id") or self.game_id or self.shelf.current_id()
        self.confirm = None
        if self.game is not None and game_id == self.game_id:
            self.screen = "game"
            self.ack = None
            return
        if game_id and self.shelf.read(game_id) is not None:
            self.persist()
            self._open(game_id)

    def on_delete(self, data):
        """Delete a saved game, once asked and confirmed."""
        game_id = data.get("id")
        if not game_id or not any(e["id"] == game_id for e in self.shelf.entries()):
            return
        if self.confirm != ("delete", game_id):
            self.confirm = ("delete", game_id)
            return
        self.confirm = None
        self.shelf.delete(game_id)
        if game_id == self.game_id:
            self.game, self.game_id, self.unsaved = None, None, False

    def on_cancel(self, data):
        self.confirm = None

    def on_to_start(self, data):
        self.screen = "start"

    def on_new(self, data):
        self.persist()
        self.screen = "start"
        self.notice = None
        self.confirm = None

    def on_export(self, data):
        game_id = data.get("id") or self.game_id
        if self.game is not None and game_id == self.game_id:
            saved = self.clock_now()
            text = saves.dumps(self.game, self.colors, self.lang, self.seats, self.game_id, saved)
            self.download = (saves.export_name(self.game, saved), text)
            return False
        text = self.shelf.read(game_id) if game_id else None
        if text:
            entry = next((e for e in self.shelf.entries() if e["id"] == game_id), {})
            name = "-".join(["powergrid", str(entry.get("map", "game"))]
                            + [saves._slug(p) for p in entry.get("players", [])]
                            + [str(entry.get("saved") or "")[:10]])
            self.download = (name.rstrip("-") + ".json", text)
        return False

    def clock_now(self) -> str:
        return self.shelf.clock()

    def import_allowed(self, size) -> bool:
        """A file chosen for import, by its size in bytes, before anything reads it."""
        if isinstance(size, (int, float)) and 0 <= size <= saves.MAX_FILE_BYTES:
            return True
        reason = t(self.lang, "import.too_big", limit=saves.MAX_FILE_BYTES // 1_000_000)
        self.import_error = t(self.lang, "import.error", reason=reason)
        self.screen = "start"
        return False

    def import_text(self, text: str) -> None:
        """A file chosen for import: validated like a stored save, then it joins the saved games
        (under a new id: an import never replaces a game, the one in progress stays listed)
        and is played."""
        self.flash = None
        try:
            loaded = saves.load_full(text)
        except saves.SaveError as e:
            self.import_error = t(self.lang, "import.error", reason=e.message(self.lang))
            self.screen = "start"
            return
        self.import_error = None
        self.persist()
        self._backup_unreadable()
        self.load_error = None
        self._set_game(loaded.game, loaded.colors, loaded.seats)
        self.notice = t(self.lang, "import.done")
        self.save()

    # in game
    def on_ack(self, data):
        d = self.game.decision() if self.game else None
        if d is not None:
            self.ack = d["player"]
            self.spy_peek = False

    def on_undo(self, data):
        """Take back the last action; someone else's only once the player holding the tablet
        has said yes (the hand-over screen is held by the one who just acted: no question)."""
        depth = self.undo_depth()
        if depth is None:
            return False
        last = self.game.actions[-depth]["player"]
        if self.layout() == "game" and last != self.ack and not data.get("sure"):
            self.confirm = ("undo", len(self.game.actions))
            return
        self.confirm = None
        if depth == 1:
            self.game.undo()
        else:
            self.game.undo_many(depth)
            self.ack = last               # back to that person's decision, the tablet in his hands
        self.skipping = False
        self._changed()

    def undo_depth(self):
        """How many actions Undo takes back (None: unavailable). With computers at the table, the
        last person's decision and every computer action after it, only if none revealed a card."""
        if self.game is None:
            return None
        if any(computers.is_computer(self.seats, i) for i in range(len(self.seats))):
            return computers.undo_depth(self.game, self.seats)
        return 1 if self.game.can_undo() else None

    def can_undo(self) -> bool:
        return self.undo_depth() is not None

    # computer seats
    def computer_seat(self):
        """The computer seat whose decision it is, while the game is on screen, else None."""
        if self.game is None or self.screen != "game":
            return None
        return computers.computer_seat(self.game, self.seats)

    def bot_delay(self) -> int:
        """Milliseconds the page waits before the next computer action."""
        return 0 if self.skipping else self.pace_ms

    def bot_think(self, slice_ms: float = computers.SLICE_MS) -> bool:
        """Think about the computer's decision for about slice_ms; True once it is ready to play."""
        seat = self.computer_seat()
        if seat is None:
            self.move = None
            return False
        if self.move is None or not self.move.fits(self.game):
            self.move = computers.Move(self.game, self.seats, seat)
            return self.move.action is not None
        return self.move.step(slice_ms)

    def bot_play(self) -> bool:
        """Apply the computer's chosen action; True when the game changed."""
        move, self.move = self.move, None
        if move is None or move.action is None or not move.fits(self.game):
            return False
        mark = len(table(self.game)["log"])
        self.game.apply(dict(move.action, player=move.seat))
        self.log_mark = mark
        self._changed()
        if self.computer_seat() is None:
            self.skipping = False         # a person's decision (or the end): pacing is back
        return True

    def on_bot_faster(self, data):
        self.pace_ms = computers.faster(self.pace_ms)
        self.store.set(PACE_KEY, str(self.pace_ms))

    def on_bot_skip(self, data):
        self.skipping = True

    def on_howto(self, data):
        self.howto = not self.howto

    def _decision(self):
        """The current decision, only once its player has taken the tablet."""
        if self.game is None or self.screen != "game":
            return None
        d = self.game.decision()
        if d is None or d["player"] != self.ack or computers.is_computer(self.seats, d["player"]):
            return None          # a computer's decision is the computer's to take
        return d

    def _apply(self, action: dict) -> None:
        d = self._decision()
        if d is None or self.conflict:        # another tab played on: its game first (keeping.py)
            return
        action["player"] = d["player"]
        mark = len(table(self.game)["log"])
        self.game.apply(action)
        self.log_mark = mark
        self.spy_peek = False
        self._changed()

    def _changed(self) -> None:
        self.rev += 1
        self.save()

    # new version of the page
    def on_update_reload(self, data):
        """Reload into the new version (only ever on the player's tap). The game is saved."""
        if not self.update_ready:
            return False
        self.apply_update = True
        self.persist()
        return False

    def on_update_later(self, data):
        self.update_dismissed = True

    def update_banner(self) -> str:
        """The banner's HTML, or "" when there is nothing to announce."""
        if not self.update_ready or self.update_dismissed:
            return ""
        return render_update_banner(self.lang)

    # ---- rendering ------------------------------------------------------------------



PACE_KEY = "powergrid.pace"             # the pause before a computer action, in ms ("faster" shortens it)


def _pace(raw) -> int:
    value = saves.read_json(raw)
    return value if type(value) is int and 0 <= value <= computers.MAX_PACE_MS else computers.PACE_MS


def _default_name(lang: str, seat: int, kind: str) -> str:
    if kind in computers.COMPUTER_KINDS:
        return t(lang, "start.computer_n", n=seat + 1, level=t(lang, "start.kind_" + kind))
    return t(lang, "start.player_n", n=seat + 1)


def _default_names(lang: str, seat: int) -> set:
    """The names the page gives a seat by itself (replaced when its kind or language changes)."""
    return {_default_name(lang, seat, k) for k in saves.SEAT_KINDS}


def _summary(game) -> dict:
    s = table(game)
    return {"players": [p["name"] for p in s["players"]], "round": s["round"], "over": s["over"]}
