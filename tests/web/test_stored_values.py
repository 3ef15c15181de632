"""Every value the page reads back from localStorage goes through one strict reader
(pgui/storage/stored.py): each key's shape is declared once, types are checked exactly (a bool
is not a number, 3.0 is not 3), and a value that does not fit gives way to its default and is
reported, once. A stored value of any shape never stops the page."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.storage import saves
from pgui.storage.stored import ANY_TEXT, KEYS, StoredValues, declared

from test_ui_plan_kept import stored_at_build, two_cities
from test_ui_saves import clock, play_one, start

WEB = Path(__file__).resolve().parents[2] / "web"
SETTINGS = [key for key, stored in KEYS.items() if stored is not ANY_TEXT]   # the values read as they are
ENTRY = {"id": "g1", "map": "germany", "players": ["Ann", "Bob"], "round": 2, "over": False,
         "saved": "2026-11-23 21:40"}


def test_a_seat_count_of_3_0_starts_the_page_and_a_new_game():
    """`{"n": 3.0}` passed the seat-count check (3.0 == 3) and stopped the start screen
    (range(3.0)) at every load: it is not a seat count, the page takes three seats and says so."""
    store = DictStore({saves.SETUP_KEY: json.dumps({"n": 3.0})})
    app = App(store, "en", clock=clock())
    app.boot()
    layout, parts = app.render()
    assert layout == "start" and parts["pg-screen"].count('data-field="name"') == 3
    assert len(store.warnings) == 1 and saves.SETUP_KEY in store.warnings[0]
    start(app, ["Ann", "Bob"])
    assert app.game.view()["players"][1]["name"] == "Bob"


def test_with_a_game_in_play_new_game_draws_the_start_screen_with_a_seat_count_of_3_0():
    store = DictStore({TABLE_KEY: "private"})
    start(App(store, "en", clock=clock()), ["Ann", "Bob"])
    store.set(saves.SETUP_KEY, json.dumps({"n": 3.0, "names": ["Cem", "Dan", "Eve", "Fay", "Gus", "Hal"]}))
    app = App(store, "en", clock=clock())
    app.boot()
    assert app.layout() == "handover"
    app.dispatch("new")
    screen = app.render()[1]["pg-screen"]
    assert 'value="Cem"' in screen and 'value="Eve"' in screen        # the fields that fit are kept
    assert screen.count('data-field="name"') == 3                      # three seats, the default
    start(app, ["Cem", "Dan", "Eve"])


@pytest.mark.parametrize("key, text", [
    (saves.SETUP_KEY, '{"n": 3.0}'), (saves.SETUP_KEY, '{"n": true}'), (saves.SETUP_KEY, "[3]"),
    (saves.PACE_KEY, "800.0"), (saves.PACE_KEY, "true"), (saves.PACE_KEY, '"800"'), (saves.PACE_KEY, "-1"),
    (saves.LANG_KEY, "xx"), (saves.LANG_KEY, "de-DE"), (saves.TABLE_KEY, "Private"), (saves.LIST_KEY, "true"),
    (saves.CURRENT_KEY, "../x"), (saves.CURRENT_KEY, ""),
    (saves.INDEX_KEY, json.dumps([dict(ENTRY, round=2.0)])), (saves.INDEX_KEY, json.dumps([dict(ENTRY, over=1)])),
    (saves.INDEX_KEY, json.dumps([dict(ENTRY, seq=True)])), (saves.INDEX_KEY, json.dumps(ENTRY)),
    (saves.PLAN_KEY, json.dumps({"game": "g1", "actions": 3.0, "seat": 0, "cities": []})),
    (saves.PLAN_KEY, json.dumps({"game": "g1", "actions": 3, "seat": False, "cities": []})),
])
def test_a_value_of_another_type_gives_way_to_the_default_and_is_reported_once(key, text):
    store = DictStore({key: text})
    values = StoredValues(store)
    assert values.read(key) == declared(key).default
    assert values.read(key) == values.read(key)
    assert len(store.warnings) == 1 and key in store.warnings[0]


@pytest.mark.parametrize("key, text, value", [
    (saves.SETUP_KEY, '{"n": 4, "names": 5, "kinds": ["person"]}', {"n": 4}),
    (saves.PACE_KEY, "400", 400), (saves.LANG_KEY, "de", "de"), (saves.TABLE_KEY, "private", "private"),
    (saves.CURRENT_KEY, "g1", "g1"), (saves.INDEX_KEY, json.dumps([ENTRY]), [ENTRY]),
])
def test_what_fits_is_read_as_stored_field_by_field_in_the_setup(key, text, value):
    store = DictStore({key: text})
    assert StoredValues(store).read(key) == value
    assert len(store.warnings) == (key == saves.SETUP_KEY)           # "names" and "kinds" did not fit


def test_every_key_the_page_writes_is_declared_and_what_it_writes_fits():
    """A game played, the preferences changed, a build plan kept: every key in the store reads
    back as written, with nothing reported."""
    store, app = stored_at_build()
    app.dispatch("ack")
    two_cities(app)
    for action, data in (("bot-slower", {}), ("city-list", {}), ("lang", {"value": "de"})):
        app.dispatch(action, data)
    written = read_back(store)
    app.dispatch("table-mode", {"mode": "open"})
    start(app, ["Ann", "Bob"])
    written |= read_back(store)
    assert {saves.PACE_KEY, saves.LIST_KEY, saves.LANG_KEY, saves.TABLE_KEY, saves.SETUP_KEY, saves.CURRENT_KEY,
            saves.INDEX_KEY, saves.PLAN_KEY} <= written
    assert store.warnings == []


def read_back(store) -> set:
    """The keys in the store, each checked to read back as it was written."""
    values = StoredValues(store)
    for key, text in store.data.items():
        assert values.read(key) == (json.loads(text) if declared(key).json else text), key
    return set(store.data)


def test_no_stored_value_is_read_but_through_the_strict_reader():
    """The page's modules read the store only through stored.StoredValues."""
    own = {WEB / "pgui" / "storage" / "stored.py", WEB / "pgui" / "storage" / "soft.py"}   # the reader, the store
    found = [f"{path.relative_to(WEB)}: {line.strip()}" for path in [WEB / "main.py", *WEB.glob("pgui/**/*.py")]
             if path not in own for line in path.read_text("utf-8").splitlines()
             if re.search(r"store\.get\(|getItem\(", line)]
    assert found == []


@pytest.mark.parametrize("key", SETTINGS)
@pytest.mark.parametrize("text", ["[" * 100_000, "5", "3.0", "true", "null", "-Infinity", '{"n": 3.0}',
                                  '{"names": 5}', '"open"', "[2.0]", "9" * 5000])
def test_no_stored_value_stops_the_page(key, text):
    """Each declared key, holding values of every other shape: the page starts, draws the start
    screen and a new game starts."""
    app = App(DictStore({key: text}), "en", clock=clock())
    app.boot()
    assert app.render()[0] == "start"
    start(app, ["Ann", "Bob"])
    play_one(app)
