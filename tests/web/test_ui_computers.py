"""Computer seats in the page: the start screen sets each seat to a person or a
computer, computer turns play by themselves (no hand-over before them), pacing, saving and
reloading in the middle of a computer's turn, undo of a person's decision with the computer
actions after it (only when none revealed a card), and a game of computers alone."""
from __future__ import annotations

import json
import random

import pytest

from pgui.controller import computers
from pgui.storage import saves
from pgui.h import esc
from pgui.screens.howto import action_words
from pgui.i18n import t
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import PACE_KEY


def new_app(store=None, seed=1) -> App:
    return App(store if store is not None else DictStore(), "en", rng=random.Random(seed))


def start(app: App, kinds, map_id="germany") -> None:
    app.dispatch("players", {"n": str(len(kinds))})
    app.dispatch("map", {"map": map_id})
    for i, kind in enumerate(kinds):
        app.dispatch("seat-kind", {"seat": str(i), "kind": kind})
    app.dispatch("start")
    assert app.game is not None, app.start_error


def run_computers(app: App, limit=2000) -> int:
    """What the page's loop does: think in slices, then play; returns the actions played."""
    played = 0
    while app.computer_seat() is not None and played < limit:
        while not app.bot_think(5):
            pass
        assert app.bot_play()
        played += 1
    return played


def person_turn(app: App) -> None:
    """The person in turn plays a plain, legal move by tapping the page's buttons."""
    if app.layout() == "handover":
        app.dispatch("ack")
    assert app.layout() == "game"
    d = app.game.decision()
    legal = {a["type"]: a for a in app.game.legal_actions()}
    kind = d["kind"]
    if kind == "choose" and "pass" not in legal:
        a = min((a for a in app.game.legal_actions() if a["type"] == "open"), key=lambda a: a["min"])
        app.dispatch("open", {"plant": str(a["plant"]), "bid": str(a["min"])})
    elif kind in ("choose", "bid", "asset"):
        app.dispatch("pass")
    elif kind == "discard":
        app.dispatch("discard", {"index": "0"})
    elif kind == "buy":
        app.dispatch("buy-nothing")
    elif kind == "build":
        app.dispatch("build-nothing")
    else:
        app.dispatch("power")
    assert app.flash is None, app.flash


def test_start_screen_sets_each_seat_and_names_computers():
    """Each seat is a person or a computer; a default name says it is a computer; the kinds
    are kept in the save envelope's seats list and remembered for the next game."""
    app = new_app()
    app.dispatch("players", {"n": "3"})
    html = app.render()[1]["pg-screen"]
    assert html.count('data-action="seat-kind"') == 3 * 4
    app.dispatch("seat-kind", {"seat": "1", "kind": "normal"})
    app.set_field("name", {"seat": "2", "value": "Bruno"})
    app.dispatch("seat-kind", {"seat": "2", "kind": "hard"})
    assert app.setup["names"][:3] == ["Player 1", "Computer 2 (Normal)", "Bruno"]   # a typed name stays
    app.dispatch("seat-kind", {"seat": "1", "kind": "easy"})
    assert app.setup["names"][1] == "Computer 2 (Easy)"
    assert app.dispatch("seat-kind", {"seat": "1", "kind": "genius"}) is False      # refused, unchanged
    assert app.setup["kinds"][:3] == ["person", "easy", "hard"]
    app.dispatch("lang", {"value": "it"})
    assert app.setup["names"][1] == "Computer 2 (Facile)"
    app.dispatch("lang", {"value": "en"})
    app.dispatch("start")
    saved = json.loads(app.shelf.current_text())
    assert saved["seats"] == [{"kind": "person"}, {"kind": "easy"}, {"kind": "hard"}]
    assert saved["game"]["options"]["players"] == ["Player 1", "Computer 2 (Easy)", "Bruno"]
    again = new_app(app.store)
    assert again.setup["kinds"][:3] == ["person", "easy", "hard"]


@pytest.mark.parametrize("table,expected", [("private", 1), ("open", 0)])
def test_one_person_against_two_computers_plays_to_the_end_without_handovers(table, expected):
    """Computer turns play by themselves; with one person at the table the hand-over screen
    appears only before his first decision (private table; none at an open table), never
    before a computer's."""
    app = new_app(seed=3)
    app.dispatch("table-mode", {"mode": table})
    start(app, ["person", "normal", "easy"])
    handovers = 0
    for _ in range(3000):
        if app.game.decision() is None:
            break
        if app.computer_seat() is not None:
            assert app.layout() == "game"                       # never a hand-over for a computer
            assert app.dispatch("pass") is False or app.game.decision()["player"] == app.computer_seat()
            html = app.render()[1]["pg-decision"]
            assert "is playing" in html and 'data-action="bot-skip"' in html
            run_computers(app)
            continue
        handovers += app.layout() == "handover"
        person_turn(app)
    assert app.game.decision() is None and app.layout() == "game"
    assert handovers == expected
    assert 'data-action="bot' not in app.render()[1]["pg-decision"]


def test_all_computers_play_a_game_to_the_end():
    app = new_app(seed=5)
    start(app, ["easy", "normal", "easy"])
    assert app.layout() == "game"
    run_computers(app, limit=5000)
    assert app.game.decision() is None
    assert json.loads(app.shelf.current_text())["seats"] == [{"kind": "easy"}, {"kind": "normal"},
                                                               {"kind": "easy"}]


def test_reload_in_the_middle_of_a_computer_turn_resumes_it():
    """Saved while a computer thinks, the game reopens on that computer's decision and the
    computer plays the same action it would have played."""
    app = new_app(seed=7)
    start(app, ["person", "hard", "normal"])
    while app.computer_seat() is None:
        person_turn(app)
    seat = app.computer_seat()
    app.bot_think(1)                       # thinking has started
    app.persist()
    reloaded = new_app(app.store)
    reloaded.boot()
    assert reloaded.computer_seat() == seat and reloaded.layout() == "game"
    for a in (app, reloaded):
        while not a.bot_think(5):
            pass
        assert a.bot_play()
    assert reloaded.game.actions == app.game.actions


def test_pacing_faster_and_skip_to_my_turn():
    store = DictStore()
    app = new_app(store, seed=2)
    start(app, ["person", "normal", "normal"])
    assert app.bot_delay() == computers.PACE_MS
    app.dispatch("bot-faster")
    assert app.bot_delay() == computers.PACE_MS // 2 and store.get(PACE_KEY) == str(computers.PACE_MS // 2)
    assert new_app(store).pace_ms == computers.PACE_MS // 2      # the setting is kept
    while app.computer_seat() is None:
        person_turn(app)
    app.dispatch("bot-skip")
    assert app.bot_delay() == 0
    run_computers(app)
    assert app.bot_delay() == computers.PACE_MS // 2             # the person's turn: paced again
    store.set(PACE_KEY, "0")                                     # what the browser tests set
    assert new_app(store).bot_delay() == 0


def test_undo_takes_back_the_person_decision_with_the_computer_actions_after_it():
    """Undo goes back to before the last person's decision, taking the computers' actions after
    it too, and only when none of them revealed a card (else it is unavailable)."""
    app = new_app(seed=11)
    start(app, ["person", "normal", "normal"])
    checked = {"multi": 0, "blocked": 0}
    for _ in range(400):
        if app.game.decision() is None or (checked["multi"] and checked["blocked"]):
            break
        if app.computer_seat() is not None:
            run_computers(app)
            continue
        if app.layout() == "handover":
            app.dispatch("ack")
        n = len(app.game.actions)
        people = [i for i, a in enumerate(app.game.actions) if a["player"] == 0]
        after = n - people[-1] if people else 0
        if after > 1:
            reveals = any(not app.game.undoable() >= k for k in range(1, after + 1))
            if reveals:
                assert not app.can_undo() and app.dispatch("undo") is False
                checked["blocked"] += 1
            elif not checked["multi"]:
                before = app.game.to_json()["actions"][:people[-1]]
                assert app.undo_depth() == after
                # the label names the person's decision and counts the computer moves with it
                label = t("en", "undo.label", what=t("en", "undo.with_computers", count=after - 1, what=action_words(
                    "en", app.game.actions[people[-1]], app.game.state["players"][0]["name"], markup=False)))
                assert esc(label) in app.render()[1]["pg-top"]
                app.dispatch("undo")
                assert app.game.to_json()["actions"] == before
                assert app.game.decision()["player"] == 0 and app.layout() == "game"
                checked["multi"] += 1
                continue
        person_turn(app)
    assert checked["multi"] and checked["blocked"]


def test_a_seat_kind_outside_the_list_is_refused_in_a_save():
    app = new_app()
    start(app, ["person", "easy"])
    data = json.loads(app.shelf.current_text())
    data["seats"][1] = {"kind": "genius"}
    try:
        saves.load_full(json.dumps(data))
    except saves.SaveError as e:
        assert e.key == "save.bad_seats"
    else:
        raise AssertionError("an unknown seat kind was accepted")
