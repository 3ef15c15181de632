"""Nothing lost, ever: writes that fail say so, two tabs on one game, unreadable saves
backed up each under its own key, a damaged index rebuilt from the envelopes (the other stored values:
test_stored_values.py)."""
from __future__ import annotations

import json

import pytest

from powergrid import Game

from pgui.storage import saves
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.h import esc
from pgui.i18n import t

from test_ui_saves import clock, play_one, start


class QuotaStore(DictStore):
    """localStorage with a quota: a write beyond `limit` characters is refused (set returns False)."""

    def __init__(self, data=None, limit=10**9):
        super().__init__(data)
        self.limit = limit

    def set(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if used + len(key) + len(value) > self.limit:
            return False
        self.data[key] = value
        return True


def said(key: str) -> str:
    return esc(t("en", key))


def stored_actions(store, game_id) -> int:
    return len(json.loads(store.get(saves.GAME_PREFIX + game_id))["game"]["actions"])


def test_a_full_storage_says_so_offers_an_export_and_keeps_the_moves_unsaved_until_written():
    store = QuotaStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob", "Cem"])
    gid = app.game_id
    play_one(app)
    saved_moves = stored_actions(store, gid)
    store.limit = sum(len(k) + len(v) for k, v in store.data.items())      # full from now on
    store.data[saves.SNAPSHOT_KEY] = "x" * 10                              # (none yet: a small one)
    store.limit += 10
    for _ in range(3):
        play_one(app)
    assert app.keeping.unsaved and app.keeping.storage_full
    assert stored_actions(store, gid) == saved_moves                        # the old save, whole
    html = app.render()[1]["pg-screen"]
    assert said("keep.full") in html and 'data-action="export"' in html
    store.limit = 10**9                                                    # room again
    app.dispatch("ack")
    app.persist()
    assert not app.keeping.unsaved and not app.keeping.storage_full
    assert stored_actions(store, gid) == len(app.game.actions)


def test_a_full_storage_frees_the_snapshot_never_a_save():
    store = QuotaStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    first = app.game_id
    play_one(app)
    store.data[saves.SNAPSHOT_KEY] = "s" * 5000
    store.limit = sum(len(k) + len(v) for k, v in store.data.items())      # no room for one more move
    play_one(app)
    assert not app.keeping.storage_full and store.get(saves.SNAPSHOT_KEY) is None   # freed, and the write went in
    assert store.get(saves.GAME_PREFIX + first) is not None


def test_two_tabs_never_overwrite_each_other_the_stale_one_is_told_and_takes_the_newer_game():
    store = DictStore({TABLE_KEY: "private"})
    tab_a = App(store, "en", clock=clock())
    start(tab_a, ["Ann", "Bob", "Cem"])
    gid = tab_a.game_id
    for _ in range(3):
        play_one(tab_a)
    tab_b = App(store, "en", clock=clock())
    tab_b.boot()
    assert tab_b.game_id == gid and len(tab_b.game.actions) == 3
    for _ in range(4):
        play_one(tab_a)
    assert stored_actions(store, gid) == 7
    # B notices through the storage event, before it plays
    assert tab_b.other_tab_stored(saves.GAME_PREFIX + gid)
    assert said("keep.changed") in tab_b.render()[1]["pg-screen"]
    # a tap on B's old position records nothing, and nothing is written over A's 7 actions
    play_one(tab_b)
    tab_b.persist()
    assert len(tab_b.game.actions) == 3 and stored_actions(store, gid) == 7
    tab_b.dispatch("take-newer")
    assert len(tab_b.game.actions) == 7 and not tab_b.conflict
    play_one(tab_b)
    assert stored_actions(store, gid) == 8
    # A is now the stale one: its next write is refused, and it is told
    play_one(tab_a)
    tab_a.persist()
    assert tab_a.conflict and stored_actions(store, gid) == 8


def another_game_file() -> str:
    """An export file of a game no tab has played."""
    game = Game({"map": "germany", "players": ["Gus", "Hal"], "seed": 9})
    return saves.dumps(game, ["red", "blue"], "en", None, "gfile", "2026-11-23 21:00")


LEAVE = {
    "new game": lambda tab, other_id: start(tab, ["Eve", "Fay"]),
    "import": lambda tab, other_id: tab.import_text(another_game_file()),
    "continue another": lambda tab, other_id: tab.dispatch("continue", {"id": other_id}),
    "delete it, then a new game": lambda tab, other_id: (tab.dispatch("delete", {"id": tab.game_id}),
                                                         tab.dispatch("delete", {"id": tab.game_id}),
                                                         start(tab, ["Eve", "Fay"])),
}


@pytest.mark.parametrize("leave", list(LEAVE))
def test_a_conflict_belongs_to_its_game_the_next_game_is_played_and_stored(leave):
    """A tab told "This game was changed in another tab" leaves that game: the game it goes to
    has no alert, takes taps and is stored; the other tab's game is left as that tab stored it."""
    store = DictStore({TABLE_KEY: "private"})
    tab_a = App(store, "en", clock=clock())
    start(tab_a, ["Xi", "Yu"])
    other_id = tab_a.game_id
    start(tab_a, ["Ann", "Bob", "Cem"])
    gid = tab_a.game_id
    tab_b = App(store, "en", clock=clock())
    tab_b.boot()
    play_one(tab_a)
    assert tab_b.other_tab_stored(saves.GAME_PREFIX + gid) and tab_b.conflict
    tab_b.dispatch("new")
    LEAVE[leave](tab_b, other_id)
    assert tab_b.game_id != gid and not tab_b.conflict
    assert said("keep.changed") not in tab_b.render()[1]["pg-screen"]
    before = len(tab_b.game.actions)
    play_one(tab_b)
    assert len(tab_b.game.actions) == before + 1
    assert stored_actions(store, tab_b.game_id) == before + 1 and store.get(saves.CURRENT_KEY) == tab_b.game_id
    tab_b.dispatch("take-newer")                   # no conflict: nothing to take, nothing deleted
    assert tab_b.game_id in [e["id"] for e in tab_b.shelf.entries()]
    assert store.get(saves.GAME_PREFIX + gid) is None if leave.startswith("delete") else stored_actions(store, gid) == 1


def test_a_stale_tab_without_the_storage_event_is_caught_by_the_check_before_writing():
    store = DictStore({TABLE_KEY: "private"})
    tab_a = App(store, "en", clock=clock())
    start(tab_a, ["Ann", "Bob"])
    tab_b = App(store, "en", clock=clock())
    tab_b.boot()
    play_one(tab_a)
    play_one(tab_b)                        # B never heard of A's move
    tab_b.persist()
    assert tab_b.conflict and tab_b.keeping.unsaved
    assert stored_actions(store, tab_a.game_id) == 1
    tab_a.dispatch("undo", {"sure": "1"})  # one tab's own undo still writes (it wrote what is stored)
    tab_a.persist()
    assert not tab_a.conflict and stored_actions(store, tab_a.game_id) == 0


def unreadable(version=3):
    return json.dumps({"app": saves.APP, "version": version, "game": {}})


def test_two_unreadable_saves_each_keep_their_own_backup():
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    first = app.game_id
    start(app, ["Cem", "Dan"])
    second = app.game_id
    store.set(saves.GAME_PREFIX + first, "{damaged one")
    store.set(saves.GAME_PREFIX + second, "{damaged two")
    for gid in (first, second):
        store.set(saves.CURRENT_KEY, gid)
        again = App(store, "en", clock=clock())
        again.boot()
        assert again.layout() == "loaderror"
        start(again, ["Eve", "Fay"])
    assert store.get(saves.BACKUP_PREFIX + first) == "{damaged one"
    assert store.get(saves.BACKUP_PREFIX + second) == "{damaged two"


def test_a_save_whose_backup_cannot_be_written_stays_where_it_is():
    store = QuotaStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    gid = app.game_id
    store.set(saves.GAME_PREFIX + gid, "{damaged" + " " * 3000)
    again = App(store, "en", clock=clock())
    again.boot()
    store.limit = sum(len(k) + len(v) for k, v in store.data.items()) + 2500   # a new game fits, no backup
    start(again, ["Cem", "Dan"])
    assert store.get(saves.GAME_PREFIX + gid).startswith("{damaged")
    assert store.get(saves.BACKUP_PREFIX + gid) is None


def test_a_save_of_another_version_is_kept_listed_and_never_moved():
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    gid = app.game_id
    store.set(saves.GAME_PREFIX + gid, unreadable(version=3))
    again = App(store, "en", clock=clock())
    again.boot()
    assert again.layout() == "loaderror"
    assert said("save.other_version") in again.render()[1]["pg-screen"]
    start(again, ["Cem", "Dan"])
    assert store.get(saves.GAME_PREFIX + gid) == unreadable(version=3)
    assert gid in [e["id"] for e in again.shelf.entries()]


@pytest.mark.parametrize("damage", ["", "[{\"id\": \"g1\"", "5", "null", "true", "-Infinity", "[" * 100_000,
                                    '{"id": "x"}', "[1, 2]"])
def test_a_damaged_index_is_rebuilt_from_the_envelopes(damage):
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    start(app, ["Cem", "Dan"])
    ids = sorted(e["id"] for e in app.shelf.entries())
    store.set(saves.INDEX_KEY, damage)
    again = App(store, "en", clock=clock())
    again.boot()
    again.dispatch("to-start")
    layout, parts = again.render()
    listed = sorted(e["id"] for e in again.shelf.entries())
    assert listed == ids, damage[:20]
    assert "Ann" in parts["pg-screen"] and "Cem" in parts["pg-screen"]
    start(again, ["Eve", "Fay"])                    # the next game joins them, the others stay
    assert len(again.shelf.entries()) == 3


def test_an_index_entry_of_a_map_this_build_does_not_know_is_listed_as_another_version():
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    entries = json.loads(store.get(saves.INDEX_KEY))
    entries.append({"id": "gother", "map": "atlantis", "players": ["Xi", "Yu"], "round": 4, "saved": "2026-01-01"})
    store.set(saves.INDEX_KEY, json.dumps(entries))
    other = {"format": "powergrid-game", "version": 1, "actions": [],
             "options": {"map": "atlantis", "players": ["Xi", "Yu"], "seed": 1}}
    store.set(saves.GAME_PREFIX + "gother", json.dumps({"app": saves.APP, "version": 2, "id": "gother",
                                                        "saved": "2026-01-01", "game": other}))
    again = App(store, "en", clock=clock())
    again.boot()
    again.dispatch("new")
    html = again.render()[1]["pg-screen"]
    row = html[html.index('data-game="gother"'):]
    row = row[:row.index("</li>")]
    assert said("saves.other") in row and 'data-action="continue"' not in row
    start(again, ["Cem", "Dan"])                    # "New game" with it listed
    assert "gother" in [e["id"] for e in again.shelf.entries()]
