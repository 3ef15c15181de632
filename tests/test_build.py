"""Phase 4, building: BASE-BUILD-1..15, BASE-SETUP-2 and the worked example EX-5 (Germany).

Scenes are set by editing the houses (`set_cities`), the Step and the money, then asking
`game.build_preview` / `game.build_plan` and applying builds. Seat 0 builds first.
"""
import pytest

from powergrid import Game
from powergrid.bots import RandomBot

from helpers import GERMANY_ALL5, assert_rejected
from helpers_play import advance_to, area_cities, money, scene, set_cities, turn_sequence

RUHR = ["northwest", "southwest", "west"]     # west holds the Ruhr, southwest Köln and Aachen


def build(game, seat, cities):
    game.apply({"type": "build", "player": seat, "cities": cities})


def ex5(step=1):
    """EX-5: A (seat 0) has Essen and Münster, B (seat 1) Düsseldorf; in Step 2 C (seat 2) has Köln."""
    game = scene(3, "build", regions=RUHR)
    set_cities(game, 0, ["Essen", "Münster"])
    set_cities(game, 1, ["Düsseldorf"])
    if step == 2:
        game.state["step"] = 2
        set_cities(game, 2, ["Köln"])
    return game


def test_ex5_step1_costs_for_a_and_b():
    """EX-5, BASE-BUILD-7, BASE-BUILD-8: A pays Duisburg 10, Dortmund 12 (via Münster, not Essen's 4),
    Aachen 21 (through B's Düsseldorf); B pays Duisburg 12 (Düsseldorf -> Essen -> Duisburg)."""
    game = ex5()
    a = game.build_preview(0)
    assert [a[c]["cost"] for c in ("Duisburg", "Dortmund", "Aachen")] == [10, 12, 21]
    assert a["Dortmund"]["from"] == "Münster" and a["Dortmund"]["connection"] == 2
    assert a["Aachen"]["connection"] == 11
    assert game.build_preview(1)["Duisburg"]["cost"] == 12
    plan = game.build_plan(0, ["Aachen"])
    assert plan["cost"] == 21 and plan["steps"][0]["path"] == ["Essen", "Düsseldorf", "Aachen"]


def test_ex5_step1_building_through_a_full_city():
    """EX-5, BASE-BUILD-8, BASE-BUILD-2: A pays 21 for Aachen; Düsseldorf (full in Step 1) is only
    passed through and keeps B's house alone."""
    game = ex5()
    money(game, 0, 50)
    build(game, 0, ["Aachen"])
    assert money(game, 0) == 29
    assert game.state["cities"]["Aachen"] == [0] and game.state["cities"]["Düsseldorf"] == [1]
    assert game.state["players"][0]["cities"] == ["Essen", "Münster", "Aachen"]


def test_ex5_step2_costs_and_both_cities_in_one_turn():
    """EX-5, BASE-BUILD-9, BASE-STEP2-3: in Step 2 A pays Düsseldorf 15 + 2 = 17, Köln alone
    15 + 2 + 4 = 21, and both in one turn 17 + 19 = 36 (Köln connected from the new Düsseldorf)."""
    game = ex5(step=2)
    a = game.build_preview(0)
    assert (a["Düsseldorf"]["cost"], a["Köln"]["cost"]) == (17, 21)
    plan = game.build_plan(0, ["Köln", "Düsseldorf"])
    assert plan["cost"] == 36
    assert [(s["city"], s["slot"] + s["connection"], s["from"]) for s in plan["steps"]] == [
        ("Düsseldorf", 17, "Essen"), ("Köln", 19, "Düsseldorf")]
    money(game, 0, 36)
    build(game, 0, ["Köln", "Düsseldorf"])
    assert money(game, 0) == 0
    assert game.state["cities"]["Düsseldorf"] == [1, 0] and game.state["cities"]["Köln"] == [2, 0]


def test_the_whole_turn_must_be_affordable():
    """BASE-BUILD-2, EX-5: each city is paid in full; with 35 Elektro A cannot build the 36 set,
    and nothing at all is built."""
    game = ex5(step=2)
    money(game, 0, 35)
    assert_rejected(game, {"type": "build", "player": 0, "cities": ["Düsseldorf", "Köln"]}, "36", "35")


def test_phase4_runs_in_reverse_turn_order():
    """BASE-BUILD-1: the last player in turn order builds first."""
    game = scene(4, "build")
    assert game.state["order"] == [3, 2, 1, 0]
    assert turn_sequence(game) == [0, 1, 2, 3]


@pytest.mark.parametrize("step,houses,allowed", [(1, 1, False), (2, 1, True), (2, 2, False),
                                                 (3, 2, True)])
def test_houses_per_city_by_step(step, houses, allowed):
    """BASE-BUILD-3, BASE-STEP2-3, BASE-STEP3-7: a city holds 1 house in Step 1, 2 in Step 2, 3 in Step 3."""
    game = scene(4, "build", regions=["northwest", "southwest", "west", "east"])
    game.state["step"] = step
    for seat in range(1, 1 + houses):
        set_cities(game, seat, ["Essen"])
    set_cities(game, 0, ["Duisburg"])
    action = {"type": "build", "player": 0, "cities": ["Essen"]}
    if allowed:
        assert game.build_preview(0)["Essen"]["cost"] == (10, 15, 20)[houses]
        build(game, 0, ["Essen"])
        assert game.state["cities"]["Essen"][-1] == 0
    else:
        assert game.build_preview(0)["Essen"]["cost"] is None
        assert_rejected(game, action, "full")


def test_slot_prices_10_15_20():
    """BASE-BUILD-4: in Step 3 an empty city costs 10, a second house 15, a third 20 (Essen-Duisburg
    costs 0 to connect, so the preview shows the bare slot price)."""
    game = scene(3, "build", regions=RUHR)
    game.state["step"] = 3
    set_cities(game, 0, ["Essen"])
    assert game.build_preview(0)["Duisburg"]["cost"] == 10
    set_cities(game, 1, ["Duisburg"])
    assert game.build_preview(0)["Duisburg"]["cost"] == 15
    set_cities(game, 2, ["Duisburg"])
    assert game.build_preview(0)["Duisburg"]["cost"] == 20
    build(game, 0, ["Duisburg"])
    assert money(game, 0) == 47 - 20 and game.state["cities"]["Duisburg"] == [1, 2, 0]


def test_never_two_own_houses_in_one_city():
    """BASE-BUILD-5: even in Step 3 a player cannot build again in his own city, nor name a city twice."""
    game = scene(3, "build", regions=RUHR)
    game.state["step"] = 3
    set_cities(game, 0, ["Essen"])
    assert game.build_preview(0)["Essen"]["cost"] is None
    assert_rejected(game, {"type": "build", "player": 0, "cities": ["Essen"]}, "already")
    assert_rejected(game, {"type": "build", "player": 0, "cities": ["Duisburg", "Duisburg"]}, "twice")


def test_first_city_pays_only_the_slot():
    """BASE-BUILD-6: a player's first city anywhere in the play area costs just its slot, 10 in an
    empty city or 15 in a half-full one in Step 2, with no connection; a first network of two cities
    pays the connection only for the second."""
    game = scene(3, "build", regions=RUHR)
    preview = game.build_preview(0)
    assert {v["cost"] for v in preview.values()} == {10}
    assert all(v["connection"] == 0 and v["from"] is None for v in preview.values())
    build(game, 0, ["Flensburg", "Kiel"])           # Flensburg-Kiel costs 4
    assert money(game, 0) == 47 - 10 - 14
    game = scene(3, "build", regions=RUHR)
    game.state["step"] = 2
    set_cities(game, 1, ["Aachen"])
    assert game.build_preview(0)["Aachen"] == {"cost": 15, "slot": 15, "connection": 0, "from": None}


def test_no_second_network():
    """BASE-BUILD-11, BASE-BUILD-7: once he has Essen, a far city costs its slot plus the path from Essen;
    with only 10 Elektro he cannot found a separate network in Kiel."""
    game = scene(3, "build", regions=RUHR)
    set_cities(game, 0, ["Essen"])
    kiel = game.build_preview(0)["Kiel"]
    assert kiel["from"] == "Essen" and kiel["connection"] > 20
    money(game, 0, 10)
    assert_rejected(game, {"type": "build", "player": 0, "cities": ["Kiel"]}, "costs")
    money(game, 0, 100)
    build(game, 0, ["Kiel"])
    assert money(game, 0) == 100 - kiel["cost"]


def test_building_is_optional_and_the_network_can_start_later():
    """BASE-BUILD-12, BASE-BUILD-6: a player may build nothing in round 1 and found his network in
    round 2, still paying only the slot for his first city."""
    game = scene(3, "build", regions=RUHR)
    build(game, 0, [])
    assert money(game, 0) == 47 and game.state["players"][0]["cities"] == []
    advance_to(game, "power")
    advance_to(game, "build")
    assert game.state["round"] == 2
    seat = game.decision()["player"]
    cash = money(game, seat)
    build(game, seat, ["Trier"])
    assert money(game, seat) == cash - 10


def test_connections_are_paid_again_each_time():
    """BASE-BUILD-10: A paid Essen-Düsseldorf (2) to reach Aachen in round 1; connecting Düsseldorf
    in round 2 charges that connection again (10 + 2)."""
    game = scene(3, "build", regions=RUHR)
    set_cities(game, 0, ["Essen", "Münster"])
    build(game, 0, ["Aachen"])
    assert money(game, 0) == 47 - 21
    advance_to(game, "power")
    advance_to(game, "build")
    d = game.build_preview(0)["Düsseldorf"]
    assert (d["cost"], d["from"]) == (12, "Essen")


def test_new_city_count_takes_effect_at_once():
    """BASE-BUILD-13: a player going from 5 to 7 cities makes plants 06 and 07 obsolete at once,
    before the next player builds."""
    game = scene(3, "build", regions=RUHR)
    set_cities(game, 0, ["Essen", "Duisburg", "Düsseldorf", "Dortmund", "Münster"])
    assert game.state["market"][:2] == [6, 7]
    money(game, 0, 100)
    build(game, 0, ["Köln", "Aachen"])
    assert game.decision() == {"player": 1, "kind": "build"}
    assert len(game.state["players"][0]["cities"]) == 7
    assert 6 not in game.state["market"] and 7 not in game.state["market"]
    assert min(game.state["market"]) > 7


def test_at_most_22_houses():
    """BASE-BUILD-14: with 21 houses a player may add 1 more city, not 2; with 22 none."""
    game = scene(5, "build", regions=GERMANY_ALL5)
    cities = area_cities(game)
    set_cities(game, 0, cities[:21])
    money(game, 0, 500)
    assert_rejected(game, {"type": "build", "player": 0, "cities": cities[21:23]}, "22")
    build(game, 0, [cities[21]])
    assert len(game.state["players"][0]["cities"]) == 22
    game = scene(5, "build", regions=GERMANY_ALL5)
    set_cities(game, 0, cities[:22])
    money(game, 0, 500)
    assert game.legal_actions()[0]["room"] == 0
    assert_rejected(game, {"type": "build", "player": 0, "cities": [cities[22]]}, "22")


def test_cities_outside_the_play_area_cannot_be_built():
    """BASE-SETUP-2, BASE-BUILD-15: with east, northwest and west in play, Köln (southwest) is not part
    of the game: it is missing from the preview and cannot be built, not even as a first city."""
    game = scene(3, "build")
    assert sorted(game.state["regions"]) == ["east", "northwest", "west"]
    preview = game.build_preview(0)
    assert "Köln" not in preview and "Berlin" not in preview and len(preview) == 21
    assert_rejected(game, {"type": "build", "player": 0, "cities": ["Köln"]}, "not in play")
    assert_rejected(game, {"type": "build", "player": 0, "cities": ["Essen", "Berlin"]}, "not in play")


def test_paths_never_leave_the_play_area():
    """BASE-BUILD-15, BASE-SETUP-2: Kiel -> Leipzig costs 37 through the northeast (not in play);
    inside the play area the cheapest path costs 50 via Hamburg, Hannover, Erfurt and Halle."""
    game = scene(3, "build")
    set_cities(game, 0, ["Kiel"])
    leipzig = game.build_preview(0)["Leipzig"]
    assert (leipzig["cost"], leipzig["connection"]) == (60, 50)
    path = game.build_plan(0, ["Leipzig"])["steps"][0]["path"]
    assert path == ["Kiel", "Hamburg", "Hannover", "Erfurt", "Halle", "Leipzig"]
    money(game, 0, 59)
    assert_rejected(game, {"type": "build", "player": 0, "cities": ["Leipzig"]}, "60")
    money(game, 0, 60)
    build(game, 0, ["Leipzig"])
    assert money(game, 0) == 0


@pytest.mark.parametrize("game_map", [m["id"] for m in Game.maps()])
def test_the_build_template_offers_exactly_the_preview_cities_within_the_money(game_map):
    """BASE-BUILD-5/6/7: at every build decision of random games, the cities the legal template
    offers, with their costs, are those the build-cost preview prices at most the player's money,
    in the same order (the template is computed apart from the preview, for speed)."""
    checked = 0
    for seed in range(3):
        game = Game({"map": game_map, "players": ["A", "B", "C", "D"], "seed": seed})
        bot = RandomBot(seed)
        while not game.over:
            d = game.decision()
            if d["kind"] == "build":
                seat = d["player"]
                money_now = game.state["players"][seat]["money"]
                expected = {c: v["cost"] for c, v in game.build_preview(seat).items()
                            if v["cost"] is not None and v["cost"] <= money_now}
                offered = game.legal_actions()[0]["options"]
                assert list(offered.items()) == list(expected.items())
                checked += 1
            game.apply(bot.act(game))
    assert checked > 50
