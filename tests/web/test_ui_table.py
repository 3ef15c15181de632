"""At the table, in CPython: the player strip, the progress line, what just happened,
open table mode and the build plan's refusals. The e2e tests check the same on the page."""
from __future__ import annotations

import json
import re
from pathlib import Path

from powergrid import Game
from pgui.screens import strip
from pgui.screens import toasts
from pgui.common import seat_tokens
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.h import esc
from pgui.i18n import t
from pgui.screens.progress import progress_facts, render_progress
from web_scenes import app_for, new_game, play_until

SCRIPT = json.loads((Path(__file__).resolve().parents[2] / "e2e" / "scripts" / "table_game.json").read_text())


def scripted(upto: int) -> Game:
    g = Game(SCRIPT["options"])
    for a in SCRIPT["actions"][:upto]:
        g.apply(a)
    return g


def strip_entries(html: str) -> list:
    return [(int(s), int(m), st) for s, m, st in
            re.findall(r'<li class="sp [^"]*" data-seat="(\d+)" data-money="(\d+)" data-status="(\w+)"', html)]


def test_the_strip_lists_every_player_in_turn_order_with_money_and_status():
    """BASE-ORDER: the strip follows the turn order; data-money is each player's money; in the
    auction a buyer is "bought", a player who passed the phase "passed" (BASE-AUCTION)."""
    g = scripted(4)          # round 1: plant 3 bought by Ann, then Carla opens again
    app = app_for(g)
    entries = strip_entries(app.render()[1]["pg-strip"])
    assert [s for s, _, _ in entries] == g.state["order"]
    assert all(m == g.state["players"][s]["money"] for s, m, _ in entries)
    status = {s: st for s, _, st in entries}
    assert status[0] == "bought"
    assert status[g.decision()["player"]] == "acting"
    g = scripted(20)        # round 2: Ann and Bruno passed the lot, Carla bought 6; Bruno now opens
    status = strip.round_status(app_for(g).game.view())
    assert status[2] == "bought" and status[1] == "acting" and status[0] == "waiting"
    g = scripted(34)        # round 3: two players passed the phase, the last one chooses
    status = strip.round_status(app_for(g).game.view())
    assert sorted(status.values()) == ["acting", "passed", "passed"]


def test_the_strip_draws_stored_tokens_on_the_plants_that_hold_them():
    """BASE-PLANT-7: holdings are counts per type; the strip puts them on plants that can hold them."""
    cards = Game.plant_cards()
    on = seat_tokens([3, 5, 8], {"coal": 7, "oil": 5}, cards)
    assert on == {3: {"oil": 4}, 8: {"coal": 6}, 5: {"coal": 1, "oil": 1}}
    # The Flux Generator holds up to 6 of any type (PROMO-FLUX-3).
    assert seat_tokens(["flux"], {"coal": 4, "uranium": 4}, cards) == {"flux": {"coal": 4, "uranium": 2}}
    html = strip.mini_plant(cards[8], on[8])
    assert html.count("stok-coal") == 6


def test_the_progress_line_says_what_comes_next():
    """BASE-STEP-2 (Step 2 at 7 cities with 3 players), BASE-END (17 cities), the beginner game."""
    g = scripted(16)
    view = app_for(g).game.view()
    facts = progress_facts(view)
    assert facts["step2_at"] == 7 and facts["end"] == 17 and facts["leader"] == 2
    html = render_progress(view, "en")
    assert "Step 2 at 7 cities — leader has 2" in html and "game ends at 17 cities" in html
    assert "Phase 5" in html and t("en", "phase.bureaucracy") in html
    assert "Periodo 2 a 7 città" in render_progress(view, "it")
    beginner = app_for(new_game(2, beginner=True)).game.view()
    html = render_progress(beginner, "en")
    assert t("en", "progress.beginner") in html and "Step 2 at" not in html
    step3 = dict(view, step=3, plant_market={"current": [], "future": []})
    assert t("en", "progress.market_empty") in render_progress(step3, "en")


def test_the_progress_line_uses_the_maps_step2_number():
    """BW-1: on Baden-Württemberg with 3 players the line says Step 2 at 6 cities (the view's
    number), not the base game's 7."""
    g = Game({"map": "badenwurttemberg", "players": ["Ann", "Bob", "Cem"], "seed": 1})
    html = render_progress(app_for(g).game.view(), "en")
    assert "Step 2 at 6 cities" in html and "Step 2 at 7" not in html


def test_toasts_tell_the_other_players_actions_since_your_last_decision():
    g = scripted(15)       # round 1: everyone has built, Carla has powered; Bruno powers now
    seat = g.decision()["player"]
    assert g.state["players"][seat]["name"] == "Bruno"
    events = toasts.since_last_turn(g.state["log"], seat)
    assert [(e["e"], e["player"]) for e in events] == [("cities_built", 2), ("powered", 2)]
    assert toasts.since_last_turn(g.state["log"], 2) == []          # Carla has just acted
    # a finished auction is told by its outcome, a running one by its bids
    g = scripted(8)        # round 1: every plant bought; Ann buys resources first
    assert [(e["e"], e["player"]) for e in toasts.since_last_turn(g.state["log"], 0)] == [
        ("plant_bought", 1), ("plant_bought", 2)]
    g = scripted(5)        # Carla has opened plant 4; Bruno decides
    assert [(e["e"], e["player"]) for e in toasts.since_last_turn(g.state["log"], 1)] == [
        ("plant_bought", 0), ("auction_opened", 2)]
    html = app_for(scripted(15)).render()[1]["pg-decision"]
    assert "turn-banner" in html and esc(t("en", "turn.banner", name="Bruno")) in html
    assert "Dortmund, Münster" in html


def test_open_table_has_no_hand_over_and_private_mode_keeps_it():
    """The base game has no hidden information: at an open table the next player just plays."""
    open_app = App(DictStore(), "en")
    open_app.boot()
    open_app.dispatch("players", {"n": "2"})
    open_app.dispatch("start")
    seen = set()
    for _ in range(40):
        d = open_app.game.decision()
        layout, parts = open_app.render()
        seen.add(layout)
        name = open_app.game.state["players"][d["player"]]["name"]
        assert esc(t("en", "turn.banner", name=name)) in parts["pg-decision"]
        if d["kind"] == "choose":
            legal = next(a for a in open_app.game.legal_actions() if a["type"] == "open")
            open_app.dispatch("open", {"plant": str(legal["plant"]), "bid": str(legal["min"])})
        elif d["kind"] == "buy":
            open_app.dispatch("buy-nothing")
        elif d["kind"] == "build":
            open_app.dispatch("build-nothing")
        elif d["kind"] == "power":
            open_app.dispatch("power")
        else:
            open_app.dispatch("pass")
    assert seen == {"game"}
    assert open_app.game.state["round"] >= 2
    store = DictStore()
    private = App(store, "en")
    private.boot()
    private.dispatch("table-mode", {"mode": "private"})
    assert store.get(TABLE_KEY) == "private"
    private.dispatch("players", {"n": "2"})
    private.dispatch("start")
    assert private.render()[0] == "handover"
    assert App(store, "en").setup["table"] == "private"          # remembered for the next game
    assert 'data-action="table-mode"' in App(DictStore(), "en").render()[1]["pg-screen"]


def test_a_full_city_is_refused_on_tap_and_never_planned():
    """BASE-BUILD-3: a city with no free space in this Step cannot enter the plan."""
    def full(g, seat):
        return [c for c, houses in g.state["cities"].items() if len(houses) >= g.state["step"] and seat not in houses]

    g = play_until(lambda g: g.decision() and g.decision()["kind"] == "build" and full(g, g.decision()["player"]),
                   n=4)
    seat = g.decision()["player"]
    city = full(g, seat)[0]
    app = app_for(g)
    app.dispatch("city", {"city": city})
    assert app.choice["plan"] == []
    html = app.render()[1]["pg-decision"]
    assert 'class="error"' in html and city in html


def test_cannot_afford_any_city_is_said():
    def broke(g):
        d = g.decision()
        return (d and d["kind"] == "build" and g.state["players"][d["player"]]["money"] < 10)
    g = play_until(broke, n=3)
    html = app_for(g).render()[1]["pg-decision"]
    assert t("en", "build.cannot_afford_any") in html


def test_every_part_has_its_place_in_the_page():
    """The page writes each part into the element of its id: the skeleton must have them all."""
    from pgui.controller.game_screen import GAME_PARTS, LIVE, NESTED, fill_nested
    app = app_for(scripted(3))
    layout, parts = app.render()
    assert set(parts) == set(GAME_PARTS) | {LIVE}      # the live region: in index.html, outside #app
    parts.pop(LIVE)
    page = fill_nested(App.skeleton(layout, parts), parts)
    nested = {k for inner in NESTED.values() for k in inner}
    for key in GAME_PARTS:
        assert f'id="{key}"' in page, key
        if key not in nested and key not in NESTED:      # the board's groups are filled in its svg
            assert parts[key] in page, key
    assert 'data-zoom="in"' in page and 'data-zoom="fit"' in page
