"""The shelf: several saved games in localStorage, each under its own key, with an index.

    powergrid.game.<id>      one save envelope per game (saves.py)
    powergrid.games          the index: a summary of each game, so the start screen lists them
                             without replaying any (a cache of the envelopes: rebuilt from them)
    powergrid.current        the id of the game in play
    powergrid.backup.<id>    an unreadable envelope moved aside; a later one of the same id goes
                             to powergrid.backup.<id>.2, .3, ... (a backup is never written over)

Nothing a player did is lost without a word:
- at boot (`reconcile`) every stored envelope is listed, whether the index names it or not (an
  index that parses but lists nothing, or a write of the envelope whose index write the browser
  refused), even while the storage is too full to rewrite the index, and entries of envelopes
  that are gone are dropped;
- ids are random after the minute, so two tabs that start a game in the same minute never share
  one;
- a backup takes a key of its own.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from typing import Any

from powergrid import Game

from ..common import UNNAMED_MAP
from .saves import (BACKUP_KEY, BACKUP_PREFIX, CURRENT_KEY, GAME_PREFIX, INDEX_KEY, SAVE_KEY, SNAPSHOT_KEY,
                    ChangedElsewhere, SaveError, StorageFull, options_of, safe_id, dumps, known_maps,
                    Seats, load_full, read_json)
from .stored import Store, StoredValues

# One game of the index: {"id", "map", "players", "round", "over", "saved", "seq", "phase", "turn"}
# (stored.INDEX_ENTRY declares which are optional), and "other", never stored (`entries`).
Entry = dict[str, Any]


def entry_of_envelope(game_id: str, text: str | None) -> Entry:
    """An index entry worked out from a stored envelope alone (no replay): to rebuild the index."""
    data = read_json(text, "the save")
    options = options_of(data)
    players = options.get("players")
    saved = data.get("saved") if isinstance(data, dict) else None
    game_map = options.get("map", UNNAMED_MAP)
    return {"id": game_id, "map": game_map if isinstance(game_map, str) else None,
            "players": [p for p in players if isinstance(p, str)] if isinstance(players, list) else [],
            "round": None, "over": False, "saved": saved if isinstance(saved, str) else ""}


def describe(game: Game, game_id: str, saved: str) -> Entry:
    """The index entry of a game: what the start screen lists. The phase and the name of the
    player in turn tell apart two games of the same players saved in the same round and minute."""
    s = game.view()
    decision = s["decision"]
    turn = s["players"][decision["player"]]["name"] if decision else None
    return {"id": game_id, "map": s["map"], "players": [p["name"] for p in s["players"]],
            "round": s["round"], "over": bool(s["over"]), "saved": saved, "phase": s["phase"], "turn": turn}


class Shelf:
    """Several saved games over a key-value store (localStorage in the page).

    clock() returns the time as "YYYY-MM-DD HH:MM" (injected: the tests fix it); `rng` draws the
    random part of new ids (the system's randomness unless a test fixes it). Every stored value
    is read through `values`, the page's one strict reader (stored.py)."""

    def __init__(self, store: Store, clock: Callable[[], str], rng: random.Random | None = None) -> None:
        self.store = store
        self.values = StoredValues(store)
        self.clock = clock
        self.rng = rng or random.SystemRandom()
        self.seen: dict[str, str | None] = {}      # id -> the envelope text this page last read or wrote (two tabs)
        self.found: list[Entry] = []  # entries of envelopes found unlisted at boot whose index write was refused

    # the index: a cache of the envelopes, rebuilt from them when it cannot be read
    def entries(self) -> list[Entry]:
        """Summaries of the saved games, the latest saved first. An entry naming a map this build
        does not know is marked "other" (made by another version): listed, never opened."""
        items = self.values.read(INDEX_KEY)
        if items is None:              # absent ([]), or damaged: rebuilt from the envelopes
            items = self.rebuild_index() if self.values.present(INDEX_KEY) else []
        listed = {e["id"] for e in items}
        items = items + [e for e in self.found if e["id"] not in listed]
        maps = known_maps()
        good = [dict(e, other=e.get("map") not in maps) for e in items]
        # the latest saved first; within one minute, the latest written first
        def order(e: Entry) -> tuple[str, int]:
            seq = e.get("seq")
            return str(e.get("saved") or ""), seq if type(seq) is int else 0
        return sorted(good, key=order, reverse=True)

    def stored_ids(self) -> list[str]:
        """The ids of the envelopes in the store, whatever the index says."""
        keys = self.store.keys() if hasattr(self.store, "keys") else []
        return sorted(i for i in (k[len(GAME_PREFIX):] for k in keys if k.startswith(GAME_PREFIX)) if safe_id(i))

    def rebuild_index(self) -> list[Entry]:
        """The index from the envelopes themselves (the stored one is damaged)."""
        items = [entry_of_envelope(i, self.read(i)) for i in self.stored_ids()]
        self._write_index(items)
        return items

    def reconcile(self) -> None:
        """At boot: the index lists exactly the stored envelopes. One it does not name (an index
        that parses but lists nothing, an index write the browser refused) joins it; an entry
        whose envelope is gone leaves it. The index is written only when the two disagree; when
        the browser refuses that write too (the storage is still full), the games found are
        listed all the same (`found`), until an index write takes them."""
        stored = self.stored_ids()
        entries = self.entries()
        kept = [e for e in entries if e["id"] in stored]
        listed = {e["id"] for e in kept}
        unlisted = [entry_of_envelope(i, self.read(i)) for i in stored if i not in listed]
        if (unlisted or len(kept) != len(entries)) and not self._write_index(kept + unlisted):
            self.found = unlisted

    def _set(self, key: str, text: str) -> bool:
        """Store `text`; when the storage is full, free the instant-start snapshot and try once more
        (a save is never freed). True once the browser took it."""
        if self.store.set(key, text) is not False:
            return True
        if key == SNAPSHOT_KEY or not self.values.present(SNAPSHOT_KEY):
            return False
        self.store.remove(SNAPSHOT_KEY)
        return self.store.set(key, text) is not False

    def _write_index(self, entries: Iterable[Entry]) -> bool:
        """Store the index; True once the browser took it (every index written comes from
        `entries()` or the envelopes, so it holds the games `found` at boot: they are stored now)."""
        kept = [{k: v for k, v in e.items() if k != "other"} for e in entries]
        if not self._set(INDEX_KEY, json.dumps(kept, ensure_ascii=False, separators=(",", ":"))):
            return False
        self.found = []
        return True

    def current_id(self) -> str | None:
        cur = self.values.read(CURRENT_KEY)
        return cur if cur and any(e["id"] == cur for e in self.entries()) else None

    def set_current(self, game_id: str | None) -> None:
        if game_id is None:
            self.store.remove(CURRENT_KEY)
        else:
            self.store.set(CURRENT_KEY, game_id)

    def read(self, game_id: str) -> str | None:
        return self.values.read(GAME_PREFIX + game_id)

    def current_text(self) -> str | None:
        """The envelope of the current game, or None."""
        current = self.current_id()
        return self.read(current) if current else None

    def new_id(self) -> str:
        """g<minute>-<random>: the minute orders ids as people read them, the random part keeps two
        tabs that start a game in the same minute apart (neither overwrites the other)."""
        minute = "".join(c for c in self.clock() if c.isdigit())
        taken = {e["id"] for e in self.entries()}
        while True:
            game_id = f"g{minute}-{self.rng.getrandbits(32):08x}"
            if game_id not in taken and self.read(game_id) is None:
                return game_id

    def adopt(self, game_id: str, text: str | None) -> None:
        """This page now plays the game stored as `text` (read at load, or written by it)."""
        self.seen[game_id] = text

    def changed_elsewhere(self, game_id: str) -> bool:
        """Is the stored game no longer the one this page last read or wrote? (Deleted: no.)"""
        stored = self.read(game_id)
        return stored is not None and stored != self.seen.get(game_id)

    def write(self, game_id: str, game: Game, colors: Iterable[str], lang: str | None,
              seats: Seats | None = None) -> str:
        """Store the game under its id, update its index entry, make it the current game.

        Raises ChangedElsewhere (nothing written) when another tab stored this game since this
        page read or wrote it: a save never replaces a history it has not seen. Raises
        StorageFull when the browser refused the envelope or the index (an envelope stored
        without its entry is listed at the next boot, `reconcile`)."""
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

    def backup_key(self, game_id: str | None, raw: str) -> str:
        """Where the backup of `raw` goes: the id's first free backup key (BACKUP_KEY for the version
        1 save), or the key that already holds exactly `raw`. Never one holding anything else."""
        base = BACKUP_KEY if game_id is None else BACKUP_PREFIX + game_id
        key, n = base, 1
        while True:
            held = self.values.read(key)
            if held is None or held == raw:
                return key
            n += 1
            key = f"{base}.{n}"

    def backup(self, game_id: str | None, raw: str) -> bool:
        """Move an unreadable save aside under a key of its own (`backup_key`): never over another
        backup. True once it is written and read back; only then may the save itself go."""
        key = self.backup_key(game_id, raw)
        return self._set(key, raw) and self.values.read(key) == raw

    def delete(self, game_id: str) -> None:
        self.store.remove(GAME_PREFIX + game_id)
        self.found = [e for e in self.found if e["id"] != game_id]
        self._write_index([e for e in self.entries() if e["id"] != game_id])
        if self.values.read(CURRENT_KEY) == game_id:
            self.set_current(None)

    def migrate_legacy(self) -> tuple[SaveError, str] | None:
        """The version 1 page kept one game under SAVE_KEY: it joins the shelf as the current
        game. Returns None when done or nothing to do; (SaveError, raw text) when the old save
        does not load (it stays where it is, for the broken-save screen)."""
        raw = self.values.read(SAVE_KEY)
        if raw is None:
            return None
        try:
            loaded = load_full(raw)
        except SaveError as e:
            return e, raw
        game_id = self.new_id()
        try:
            self.write(game_id, loaded.game, loaded.colors, loaded.lang, loaded.seats)
        except StorageFull:
            return None                        # the old key stays: the next visit tries again
        self.store.remove(SAVE_KEY)
        return None
