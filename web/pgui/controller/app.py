"""The UI controller: screens, the players' choices in progress, actions, saving.

Pure Python (no browser imports), so the whole flow runs in CPython tests. The page glue
(web/main.py) forwards DOM events as `dispatch(action, data)` (data = the element's data-*
attributes, strings), writes what `render()` returns into the page, and performs the
`download` the app asks for. Storage is any object with get(key) -> str | None,
set(key, value), remove(key) and keys(), and optionally warn(text): localStorage in the page, a
dict wrapper in tests. Every value the App reads back goes through `values`, the one strict
reader (storage/stored.py: each key's shape and default declared once).

The path of a tap: dispatch finds the handler in a table - the room of the decision on screen
(decisions.ROOMS), any room's (a tap that came late), the start screen's (setup.TAPS), the
page's own (taps.TAPS) - and runs it; the handler changes the choice in progress or applies
an engine action. render() then draws a Scene of the App's state (game_screen.render), which
asks the engine once (frame.read) and changes nothing. The page stores the game afterwards
(controller/snapshot.persist: the save, then the resume snapshot).
"""
from __future__ import annotations

import random
import time

from powergrid import Game, IllegalAction

from ..common import decision_rev, one_view, table
from ..decisions import ANY_TAPS, ROOMS
from ..h import esc
from ..i18n import normalize_lang, t, tx
from ..words.refusals import error_text
from ..screens.start import render_update_banner
from ..storage import imports, saves
from ..storage import plan as plan_store
from ..storage.keeping import Keeping
from ..storage.shelf import Shelf
from . import computers, game_screen, setup, taps
from ..screens.live import heard_now
from .game_screen import GAME_PARTS, LIVE, NESTED, Scene, fill_nested, holder, layout_of  # noqa: F401  (the page and tests read them here)
from ..storage.saves import LANG_KEY, LIST_KEY, PACE_KEY, TABLE_KEY  # noqa: F401  (the page and tests read them here)


class DictStore:
    """Storage over a dict (tests, or when the browser refuses localStorage); what the reader of
    stored values reports is kept in `warnings`."""

    def __init__(self, data=None):
        self.data = {} if data is None else data
        self.warnings: list = []

    def warn(self, text: str) -> None:
        self.warnings.append(text)

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


# Taps outside any decision room: the start screen's and the page's own.
APP_TAPS = {**setup.TAPS, **taps.TAPS, "take-newer": Keeping.on_take_newer}


class App(Keeping):
    skeleton = staticmethod(game_screen.skeleton)

    def __init__(self, store, browser_lang: str = "en", rng=None, autosave: bool = True, clock=None):
        self.store = store
        self.shelf = Shelf(store, clock or local_time)
        self.values = self.shelf.values   # every stored value is read through it (storage/stored.py)
        self.game_id = None           # the shelf's id of the game in play
        self.seats: list = []         # who plays each seat (saves.SEAT_KINDS)
        self.broken_id = None         # the shelf id of a save that did not load (None: the old key)
        self.confirm = None           # ("delete", id) or ("undo", n actions): asked before doing it
        self.howto = False            # the "how to play" card is open
        self.autosave = autosave      # False: the page stores the game once the screen is drawn
        self.unsaved = False
        self.fresh_save = False       # the game was written since the last resume snapshot
        self.rng = rng or random.Random()
        self.lang = normalize_lang(self.values.read(LANG_KEY) or browser_lang)
        self.screen = "start"
        self.game: Game | None = None
        self.colors: list = []
        self.ack = None               # the seat that confirmed "I am ..." last
        self.rev = 0                  # bumps on every change of the game
        self.choice = self.fresh_choice()  # what the player holding the tablet has chosen so far
        self.flash = None             # (css class, Markup) shown until the next tap
        self.notice = None            # a line of news shown until the next tap
        self.start_error = None
        self.import_error = None      # shown next to the import button
        self.load_error = None        # (SaveError, raw text) of a stored save that does not load
        self.download = None          # (file name, text) for the page to offer
        self.update_ready = False     # the page has a new version fully cached and waiting
        self.update_dismissed = False
        self.apply_update = False     # the player asked for it: the page activates it and reloads
        self.drawn: dict = {}         # parts drawn, keyed by what they show (game_screen._cached)
        self.setup = setup.defaults(self.values, self.lang)
        self.move = None              # the computer decision being thought about (computers.Move)
        self.pace_ms = self.values.read(PACE_KEY)   # the pause before each computer action
        self.skipping = False         # "skip to my turn": no pause until a person's decision
        self.log_mark = 0             # log length before the last action: its promo news are shown
        self.spy_peek = False         # the spy tapped "show me the top card" for this decision
        self.heard = None             # (game id, log length) the live region has said (screens/live.py)
        self.news = None              # (number, words) for the live region, said at the next drawing only
        self.news_count = 0

    # ---- start-up -------------------------------------------------------------------
    def boot(self) -> None:
        """Resume the current game (hand-over screen first), or show why it cannot be resumed."""
        self.shelf.reconcile()               # every stored game listed, whatever the index says
        error, raw = self.shelf.migrate_legacy()
        if error is not None:
            self.load_error, self.broken_id = (error, raw), None
            self.screen = "loaderror"
            return
        current = self.shelf.current_id()
        if current is None:
            self.screen = "start"
            return
        self.open_saved(current)

    def open_saved(self, game_id: str) -> None:
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
        self.set_game(loaded.game, loaded.colors, loaded.seats, game_id)
        self.choice["plan"] = plan_store.kept(self.values, game_id, self.game)     # a reload mid-build
        self.shelf.adopt(game_id, raw)
        self.shelf.set_current(game_id)
        if loaded.lang and not self.values.read(LANG_KEY):
            self.lang = loaded.lang

    def set_game(self, game, colors, seats=None, game_id=None) -> None:
        self.game, self.colors = game, list(colors)
        self.seats = list(seats or saves.person_seats(len(colors)))
        self.game_id = game_id or self.shelf.new_id()
        self.conflict_id = None       # this game is the stored one (read, adopted, or new)
        self.confirm = None
        self.ack = None
        self.move = None
        self.skipping = False
        self.rev += 1
        self.choice = self.fresh_choice()
        self.screen = "game"
        self.drawn.clear()
        self.heard = heard_now(self.game_id, table(game)["log"])   # its past is not read out

    # ---- events ---------------------------------------------------------------------
    def dispatch(self, action: str, data=None) -> bool:
        """Handle one user action; returns True when the page must be redrawn."""
        data = dict(data or {})
        if action in setup.SETUP_ACTIONS:
            self.start_error = None       # the refusal was about the setup as it was
        d = self.game.decision() if self.game is not None and self.screen == "game" else None
        handler = self._handler(action, d)
        if handler is None:
            return False
        rev = data.pop("rev", None)
        if rev is not None and (self.game is None or self.screen != "game" or rev != decision_rev(self.game)):
            return False              # drawn for an earlier decision (a double tap, a queued tap)
        self.flash = self.notice = None   # shown until this tap
        if d is not None:                 # at an open table the next player's tap takes the tablet
            self.ack = holder(self.game, d, self.seats, self.open_table(), self.ack)
        if action not in ("undo", "delete"):
            self.confirm = None           # any other tap answers "no" to a pending question
        try:
            result = handler(self, data)
        except IllegalAction as e:
            self.flash = ("error", esc(error_text(self.lang, e)))
            return True
        except (ValueError, KeyError, TypeError) as e:
            self.flash = ("error", tx(self.lang, "error.internal", reason=f"{type(e).__name__}: {e}"))
            return True
        if self.game is not None and self.screen == "game":
            plan_store.keep(self.values, self.game_id, self.game, self.choice["plan"])
        return result is not False

    def _handler(self, action: str, d):
        """The tap's handler: the room of decision `d` first, then any room's, then the page's own."""
        room = ROOMS.get(d["kind"]) if d is not None else None
        found = room.TAPS.get(action) if room is not None else None
        return found or ANY_TAPS.get(action) or APP_TAPS.get(action)

    def set_field(self, field: str, data) -> None:
        """Text typed in the start screen (no redraw, so the caret stays where it is)."""
        if field == "name":
            seat = int(data["seat"])
            if 0 <= seat < 6:
                self.setup["names"][seat] = str(data.get("value", ""))

    def open_table(self) -> bool:
        return self.setup.get("table") != "private"

    def forget_drawings(self) -> None:
        """The language changed: every part is drawn anew."""
        self.drawn.clear()

    # ---- the decision in progress (the rooms' taps use these) -----------------------
    def held_decision(self):
        """The current decision, only once its player has taken the tablet."""
        if self.game is None or self.screen != "game":
            return None
        d = self.game.decision()
        if d is None or d["player"] != self.ack or computers.is_computer(self.seats, d["player"]):
            return None          # a computer's decision is the computer's to take
        return d

    def fresh_choice(self) -> dict:
        return fresh_choice(self.values.read(LIST_KEY) == "open")

    def current_choice(self) -> dict:
        """What the player has chosen so far for this decision (a new one with every change)."""
        return self.choice

    def apply_action(self, action: dict) -> None:
        d = self.held_decision()
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
        self.choice = self.fresh_choice()
        self.save()

    def undo_depth(self):
        """How many actions Undo takes back (None: unavailable, the engine's `undo_refusal` says
        why): the last person's decision and every computer action after it (computers.undo_back)."""
        if self.game is None:
            return None
        back = computers.undo_back(self.game, self.seats)
        return back if self.game.undo_refusal(back) is None else None

    def can_undo(self) -> bool:
        return self.undo_depth() is not None

    # ---- drawing --------------------------------------------------------------------
    def scene(self, **changes) -> Scene:
        """The App's state as the inputs of one drawing (with `changes`); the holder of the
        tablet is worked out, not written."""
        fields = {name: getattr(self, name) for name in Scene.FIELDS
                  if name not in ("table_open", "undo_depth", "decision", "alert", "storage_note")}
        fields.update(table_open=self.open_table(), decision=None, undo_depth=None, alert=self.storage_alert(),
                      storage_note=self.storage_note_html(), **changes)
        if fields["screen"] == "game" and self.game is not None:
            d = fields["decision"] = self.game.decision()
            fields["ack"] = holder(self.game, d, self.seats, fields["table_open"], fields["ack"])
            fields["undo_depth"] = self.undo_depth()
        return Scene(**fields)

    def layout(self) -> str:
        if self.screen != "game" or self.game is None:
            return self.screen
        d = self.game.decision()
        return layout_of(self.screen, self.game, d, self.seats, holder(self.game, d, self.seats, self.open_table(),
                                                                       self.ack))

    def render(self) -> tuple:
        """(layout, {element id: inner HTML}) of what the App shows (game_screen.render)."""
        with one_view():         # the drawing's own view: the log's length costs no second view
            scene = self.scene()
            drawn = game_screen.render(scene, self.drawn)
            if self.screen == "game" and self.game is not None:       # what it said is heard
                self.heard = heard_now(self.game_id, table(self.game)["log"], computers.computer_seats(self.seats),
                                       scene.decision, self.heard, computers.every_move_told(self.pace_ms))
        self.news = None
        return drawn

    def tell(self, words: str) -> None:
        """Words for the live region at the next drawing, which the log does not hold (an Undo,
        the regions picked): said once."""
        self.news_count += 1
        self.news = (self.news_count, words)

    def update_banner(self) -> str:
        """The banner's HTML, or "" when there is nothing to announce."""
        if not self.update_ready or self.update_dismissed:
            return ""
        return render_update_banner(self.lang)

    # ---- saving and files -----------------------------------------------------------
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
        """A file chosen for import: validated like a stored save, then played. The same game
        already listed opens; a longer history of a listed game replaces it; any other joins the
        saved games (storage/imports.py: never listed twice, nothing a player did is lost)."""
        self.flash = None
        try:
            loaded = saves.load_full(text)
        except saves.SaveError as e:
            self.import_error = t(self.lang, "import.error", reason=e.message(self.lang))
            self.screen = "start"
            return
        self.import_error = None
        self.persist()
        self.backup_unreadable()
        self.load_error = None
        how, game_id = imports.placement(self.shelf, loaded)
        if how == "open":
            self.open_saved(game_id)
            self.notice = t(self.lang, "table.import.opened")
            return
        if how == "replace":
            self.shelf.adopt(game_id, self.shelf.read(game_id))     # the stored history is in the file
        self.set_game(loaded.game, loaded.colors, loaded.seats, game_id)
        self.notice = t(self.lang, "table.import.replaced" if how == "replace" else "import.done")
        self.save()

    # ---- computer seats -------------------------------------------------------------
    def computer_seat(self):
        """The computer seat whose decision it is, while the game is on screen, else None."""
        if self.game is None or self.screen != "game":
            return None
        return computers.computer_seat(self.game, self.seats)

    def bot_delay(self) -> int:
        """Milliseconds the page waits before the next computer action (computers.pause)."""
        return 0 if self.skipping or self.game is None else computers.pause(self.pace_ms, self.game, self.seats)

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



def fresh_choice(list_open: bool = False) -> dict:
    """Nothing chosen yet: the plant and bid (auctions), the cart and market (resources), the
    plan, the cities of it named as a new network (JP-3's free jump) and whether the list of
    cities is open (building: as the player left it), the plants and
    fuel to run (None: the engine's best powering)."""
    return {"plant": None, "bid": None, "cart": {}, "market": None, "plan": [], "jumps": [], "list": list_open,
            "power": None}
