"""Nothing lost, the last ways: a backup never written over, every stored game listed at boot
whatever the index says, game ids two tabs cannot share, and a stray character (a lone UTF-16
surrogate, which localStorage can hold) treated as a damaged save instead of stopping the page."""
from __future__ import annotations

import json

import pytest

from powergrid import Game, IllegalAction

from pgui.storage import saves
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.h import esc
from pgui.i18n import t

from test_ui_keeping import said, stored_actions
from test_ui_saves import clock, play_one, start

LONE = "\ud800"           # half of a character: JavaScript strings may hold one, UTF-8 cannot


def exported(app: App) -> str:
    app.dispatch("export")
    return app.download[1]


def broken_then_new(store, game_id, damage: str, names) -> App:
    """The game's save is damaged; the next visit shows why, and a new game moves it aside."""
    store.set(saves.GAME_PREFIX + game_id, damage)
    store.set(saves.CURRENT_KEY, game_id)
    app = App(store, "en", clock=clock())
    app.boot()
    assert app.layout() == "loaderror"
    start(app, names)
    return app


def test_a_backup_is_never_written_over_when_a_restored_game_is_damaged_again():
    """A player restores a damaged game from its export (the import keeps its id); damaged again,
    its second backup takes a key of its own and the first stays as it was."""
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    gid = app.game_id
    play_one(app)
    text = exported(app)
    app = broken_then_new(store, gid, "{damaged one", ["Cem", "Dan"])
    assert store.get(saves.BACKUP_PREFIX + gid) == "{damaged one"
    app.import_text(text)                                     # the export restores the game, same id
    assert app.game_id == gid and stored_actions(store, gid) == 1
    broken_then_new(store, gid, "{damaged two", ["Eve", "Fay"])
    backups = {k: v for k, v in store.data.items() if k.startswith(saves.BACKUP_PREFIX + gid)}
    assert sorted(backups.values()) == ["{damaged one", "{damaged two"], backups
    assert store.get(saves.BACKUP_PREFIX + gid) == "{damaged one"


def test_two_tabs_pressing_start_in_the_same_minute_keep_two_games():
    """Both tabs pick an id before either stores its game: each game is stored, listed and played
    on in its own tab, and neither tab is told the other changed its game."""
    store = DictStore({TABLE_KEY: "private"})
    same_minute = lambda: "2026-11-23 21:40"                                  # noqa: E731
    tab_a = App(store, "en", clock=same_minute, autosave=False)
    tab_b = App(store, "en", clock=same_minute, autosave=False)
    tab_a.boot()
    tab_b.boot()
    start(tab_a, ["Ann", "Bob"])
    start(tab_b, ["Cem", "Dan"])
    tab_a.persist()
    tab_b.persist()
    assert tab_a.game_id != tab_b.game_id
    assert not tab_a.conflict and not tab_b.conflict and not tab_b.keeping.unsaved
    listed = {e["id"]: e["players"] for e in tab_a.shelf.entries()}
    assert listed == {tab_a.game_id: ["Ann", "Bob"], tab_b.game_id: ["Cem", "Dan"]}


def two_games(store) -> list:
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    start(app, ["Cem", "Dan"])
    return sorted(e["id"] for e in app.shelf.entries())


@pytest.mark.parametrize("index", [
    "[]",                                                                     # parses, lists nothing
    '[{"id": "gone", "players": ["Xi"], "map": "germany", "round": 2}]',      # only ids not stored
    None,                                                                     # one game of the two
], ids=["empty", "gone", "one-missing"])
def test_boot_lists_every_stored_game_whatever_the_index_says(index):
    store = DictStore({TABLE_KEY: "private"})
    ids = two_games(store)
    if index is None:
        index = json.dumps([e for e in json.loads(store.get(saves.INDEX_KEY)) if e["id"] == ids[0]])
    store.set(saves.INDEX_KEY, index)
    again = App(store, "en", clock=clock())
    again.boot()
    assert sorted(e["id"] for e in again.shelf.entries()) == ids
    assert sorted(e["id"] for e in json.loads(store.get(saves.INDEX_KEY))) == ids      # rebuilt
    again.dispatch("to-start")
    html = again.render()[1]["pg-screen"]
    assert "Ann, Bob" in html and "Cem, Dan" in html


class IndexRefused(DictStore):
    """A full storage that still takes a game's envelope but not the longer index."""
    full = False

    def set(self, key, value):
        if self.full and key == saves.INDEX_KEY:
            return False
        self.data[key] = value
        return True


def test_a_game_whose_index_write_was_refused_is_listed_at_the_next_boot():
    """No snapshot left to free: the envelope is stored, its index entry is not; the player is
    told, and the next visit lists the game."""
    store = IndexRefused({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    store.full = True
    start(app, ["Cem", "Dan"])
    assert app.keeping.storage_full and said("keep.full") in app.render()[1]["pg-screen"]
    unlisted = app.game_id
    assert store.get(saves.GAME_PREFIX + unlisted) is not None
    store.full = False
    again = App(store, "en", clock=clock())
    again.boot()
    assert unlisted in [e["id"] for e in again.shelf.entries()]


def test_a_game_stored_without_its_index_entry_is_listed_while_the_storage_is_still_full():
    """The boot's rewrite of the index is refused too: the game found is listed all the same, can
    be continued, and joins the stored index with the next write that goes in."""
    store = IndexRefused({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    store.full = True
    start(app, ["Cem", "Dan"])
    unlisted = app.game_id
    store.remove(saves.CURRENT_KEY)                     # no game to resume: the start screen
    again = App(store, "en", clock=clock())
    again.boot()
    assert unlisted in [e["id"] for e in again.shelf.entries()]
    html = again.render()[1]["pg-screen"]
    assert "Ann, Bob" in html and "Cem, Dan" in html
    again.dispatch("continue", {"id": unlisted})
    assert again.game_id == unlisted and again.game.view()["players"][0]["name"] == "Cem"
    store.full = False
    play_one(again)
    again.persist()
    assert unlisted in [e["id"] for e in json.loads(store.get(saves.INDEX_KEY))]


# ---- a stray character ----------------------------------------------------------------------
def envelope_with(name: str) -> str:
    """A stored envelope whose first player is `name`, as raw text (a lone surrogate stays raw)."""
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(app, ["Zed", "Bob"])
    return app.shelf.read(app.game_id).replace('"Zed"', '"' + name + '"')


@pytest.mark.parametrize("name", ["An" + LONE + "n", "An\\ud800n"], ids=["raw", "escaped"])
def test_a_lone_surrogate_in_a_stored_save_is_reported_and_backed_up(name):
    """The page starts: the broken-save screen says the data is not valid text and offers it for
    download (its link is built without failing); a new game moves it to a backup, as it is."""
    store = DictStore({TABLE_KEY: "private"})
    raw = envelope_with(name)
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    gid = app.game_id
    store.set(saves.GAME_PREFIX + gid, raw)
    again = App(store, "en", clock=clock())
    again.boot()
    assert again.layout() == "loaderror"
    html = again.render()[1]["pg-screen"]
    assert esc(t("en", "save.bad_text")) in html and 'id="raw-save"' in html
    assert "An%5Cud800n" in html                 # the download holds the character as its JSON escape
    start(again, ["Cem", "Dan"])
    assert store.get(saves.BACKUP_PREFIX + gid) == raw and store.get(saves.GAME_PREFIX + gid) is None


def test_a_lone_surrogate_in_the_index_or_the_settings_never_stops_the_page():
    store = DictStore({TABLE_KEY: "private"})
    ids = two_games(store)
    store.set(saves.INDEX_KEY, store.get(saves.INDEX_KEY).replace('"Ann"', '"A' + LONE + '"'))
    store.set(saves.SETUP_KEY, json.dumps({"n": 2, "names": [LONE, "Bob"]}, ensure_ascii=False))
    app = App(store, "en", clock=clock())
    app.boot()
    app.dispatch("to-start")
    html = app.render()[1]["pg-screen"]
    assert sorted(e["id"] for e in app.shelf.entries()) == ids and "Ann, Bob" in html
    start(app, ["Eve", "Fay"])


def test_an_imported_file_with_a_name_that_is_not_text_is_refused_with_a_message():
    """AMB-91: the name "\\ud800" in a file (as JSON writes it) is refused on import, in words."""
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    text = exported(app).replace('"Ann"', '"\\ud800"')
    app.dispatch("new")
    app.import_text(text)
    assert app.import_error and esc(t("en", "save.bad_text")) in app.render()[1]["pg-screen"]
    game = json.loads(text)["game"]
    with pytest.raises(IllegalAction) as info:
        Game.from_json(game)
    assert info.value.code == "name_not_text"


@pytest.mark.parametrize("names, key", [(["\u0410nn", "Ann"], "error.name_mixed_scripts"),
                                        (["\u3164", "Bob"], "error.name_invisible"),
                                        (["Ann\ufe0f", "Bob"], "error.name_invisible"),
                                        (["\u0301", "Bob"], "error.name_only_marks"),
                                        (["\u0422\u041e\u041c", "TOM"], "error.names_look_alike")], ids=ascii)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_start_screen_says_why_a_look_alike_or_blank_name_is_refused(names, key, lang):
    """AMB-92: no game starts, and the reason is given in the players' language."""
    app = App(DictStore({TABLE_KEY: "private"}), lang, clock=clock())
    app.dispatch("to-start")
    for i, name in enumerate(names):
        app.set_field("name", {"seat": str(i), "value": name})
    app.dispatch("start")
    assert app.game is None and esc(t(lang, key)) in app.render()[1]["pg-screen"]
