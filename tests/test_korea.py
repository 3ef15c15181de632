"""The Korea map (RULES.md §16, KOREA-1..12, T-KOREA-MARKET, T-KOREA-REFILL, EX-15, AMB-38/39):
two resource markets, North and South, sharing one general supply.

KOREA-13 (Shortage / Surplus market by market) belongs with the promo cards' tests.
"""
import json

import pytest

from powergrid import Game, IllegalAction

from helpers import act, assert_rejected, names, snapshot
from helpers_play import give_plants, give_resources, money, scene, set_cities

TYPES = ("coal", "oil", "garbage", "uranium")


def korea(n=3, phase="buy"):
    """Round 1 of a Korea game after the auction (seat i owns plant 3 + i), stopped at `phase`."""
    return scene(n, phase, game_map="korea")


def set_korea_market(game, market, **counts):
    """Tokens in one Korean market; the difference goes to or comes from the shared supply."""
    state = game.state
    for r, n in counts.items():
        delta = n - state["markets"][market][r]
        assert state["supply"][r] >= delta, f"the supply cannot provide {delta} {r}"
        state["supply"][r] -= delta
        state["markets"][market][r] = n


def tokens(game, market):
    return {r: sum(t for _, _, t in slots) for r, slots in game.market_slots(market).items()}


def buyer(game, cash=200, plants=(4, 5, 6)):
    """Seat 0 acts first in Phase 3 of the scene; give him plants of every fuel and money."""
    give_plants(game, 0, list(plants))
    money(game, 0, cash)
    return 0


# ---- set-up ----------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 6])
def test_start_fill_of_both_markets_and_the_shared_supply(n):
    """KOREA-4, KOREA-5, T-KOREA-MARKET: North 12 coal, 6 oil, 2 garbage; South 12 coal, 12 oil,
    4 garbage, 2 uranium; one general supply of 0 coal, 6 oil, 18 garbage, 10 uranium."""
    game = Game({"map": "korea", "players": names(n), "seed": 3})
    assert game.market_names() == ["north", "south"]
    assert game.state["markets"]["north"] == {"coal": 12, "oil": 6, "garbage": 2, "uranium": 0}
    assert game.state["markets"]["south"] == {"coal": 12, "oil": 12, "garbage": 4, "uranium": 2}
    assert game.state["supply"] == {"coal": 0, "oil": 6, "garbage": 18, "uranium": 10}
    # KOREA-4: the filled slots are the most expensive ones, down to coal 1, oil 3, garbage 7, uranium 14
    cheapest = {m: {r: min(p for p, _, t in s if t) for r, s in game.market_slots(m).items()}
                for m in ("north", "south")}
    assert cheapest == {"north": {"coal": 1, "oil": 3, "garbage": 7},
                        "south": {"coal": 1, "oil": 3, "garbage": 7, "uranium": 14}}


def test_market_layouts_add_up_to_the_token_counts():
    """KOREA-3, AMB-39, T-KOREA-MARKET: North coal 1:2..4:2, 5..8:1; South coal 1..4:1, 5..8:2; oil and
    garbage 1 a price in the North, 2 in the South; uranium 1..8, 10, 12, 14, 16 in the South only;
    together 24 coal, 24 oil, 24 garbage and 12 uranium slots."""
    game = Game({"map": "korea", "players": names(3), "seed": 1})
    north, south = game.market_slots("north"), game.market_slots("south")
    assert [(p, s) for p, s, _ in north["coal"]] == [(1, 2), (2, 2), (3, 2), (4, 2), (5, 1), (6, 1), (7, 1), (8, 1)]
    assert [(p, s) for p, s, _ in south["coal"]] == [(1, 1), (2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2), (8, 2)]
    assert {s for _, s, _ in north["oil"] + north["garbage"]} == {1}
    assert {s for _, s, _ in south["oil"] + south["garbage"]} == {2}
    assert [p for p, _, _ in south["uranium"]] == [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16]
    space = {r: sum(s for m in (north, south) for _, s, _ in m.get(r, ())) for r in TYPES}
    assert space == {"coal": 24, "oil": 24, "garbage": 24, "uranium": 12}


def test_korea_board_data():
    """KOREA-12: 42 cities in 6 regions of 7, 80 connections, regions drawn as on the other maps."""
    game = Game({"map": "korea", "players": names(5), "seed": 2})
    m = game.rules.map
    assert len(m.cities) == 42 and len(m.connections) == 80
    assert sorted(len(c) for c in m.regions.values()) == [7] * 6
    assert "seoul" in m.regions and "Seoul" in m.regions["seoul"]
    assert len(game.state["regions"]) == 5 and m.regions_connected(game.state["regions"])
    assert set(m.coords) == set(m.cities)


# ---- Phase 3 ---------------------------------------------------------------------------

def test_uranium_is_sold_only_in_the_south():
    """KOREA-2, KOREA-8, AMB-66: the North has no uranium slots; uranium asked of the North is refused
    (market_lacks_type) and changes nothing; the South sells it."""
    game = korea()
    seat = buyer(game, plants=(11,))                 # plant 11 burns uranium
    assert "uranium" not in game.market_slots("north")
    assert game.purchase_limits(seat, "north")["uranium"] == 0
    assert game.purchase_limits(seat, "south")["uranium"] == 2
    q = game.quote(seat, {"uranium": 1}, "north")
    assert not q["ok"] and q["code"] == "market_lacks_type" and q["params"]["market"] == "north"
    assert_rejected(game, {"type": "buy", "player": seat, "market": "north", "resources": {"uranium": 1}},
                    "north", "uranium")
    act(game, "buy", market="south", resources={"uranium": 1})
    assert game.state["players"][seat]["resources"]["uranium"] == 1
    assert game.state["markets"]["south"]["uranium"] == 1
    assert game.state["players"][seat]["money"] == 200 - 14


def test_a_purchase_names_its_market():
    """KOREA-6, AMB-65: on Korea a purchase, a quote, the limits and the slots need the market; a missing or
    unknown one is an IllegalAction with a code (never a KeyError) and changes nothing."""
    game = korea()
    seat = buyer(game)
    coal = {"type": "buy", "player": seat, "resources": {"coal": 2}}
    for action, code in ((coal, "market_required"),
                         (dict(coal, market="east"), "market_unknown"),
                         (dict(coal, market=["north", "south"]), "market_unknown"),
                         (dict(coal, market="main"), "market_unknown")):
        before = snapshot(game)
        with pytest.raises(IllegalAction) as e:
            game.apply(action)
        assert e.value.code == code
        assert snapshot(game) == before
    for call in (lambda: game.quote(seat, {"coal": 1}), lambda: game.purchase_limits(seat),
                 game.market_slots, lambda: game.quote(seat, {"coal": 1}, "west")):
        with pytest.raises(IllegalAction):
            call()


def test_legal_actions_offer_one_buy_per_market_and_the_empty_buy():
    """KOREA-6, KOREA-8, AMB-65: a buy template per market, naming it, with the North offering no uranium;
    the empty purchase needs no market."""
    game = korea()
    seat = buyer(game, plants=(4, 11))
    buys = [a for a in game.legal_actions() if a["type"] == "buy"]
    assert [a.get("market") for a in buys] == ["north", "south", None]
    north, south, empty = buys
    assert north["max"]["uranium"] == 0 and south["max"]["uranium"] == 2
    assert north["max"]["coal"] == 4 and south["max"]["coal"] == 4      # plant 4 stores 4 coal
    game.apply(empty)
    assert game.state["log"][-1]["e"] == "resources_skipped"
    assert game.decision()["player"] != seat


def test_all_purchases_in_one_market_and_no_second_purchase():
    """KOREA-6: the whole purchase is made in the chosen market (prices of that market only), and it
    is the player's one purchase of the round: buying again in the other market is refused."""
    game = korea()
    seat = buyer(game)
    before_south = dict(game.state["markets"]["south"])
    # North coal: two tokens at 1 each; oil from 3; garbage 7 (T-KOREA-MARKET)
    q = game.quote(seat, {"coal": 2, "oil": 1, "garbage": 1}, "north")
    assert q["ok"] and q["cost"] == 1 + 1 + 3 + 7
    act(game, "buy", market="north", resources={"coal": 2, "oil": 1, "garbage": 1})
    assert game.state["markets"]["north"] == {"coal": 10, "oil": 5, "garbage": 1, "uranium": 0}
    assert game.state["markets"]["south"] == before_south
    assert game.state["log"][-1] == {**game.state["log"][-1], "e": "resources_bought", "market": "north", "cost": 12}
    with pytest.raises(IllegalAction) as e:
        game.apply({"type": "buy", "player": seat, "market": "south", "resources": {"coal": 1}})
    assert e.value.code == "not_your_turn"


def test_the_same_purchase_costs_what_the_chosen_market_asks():
    """KOREA-6, T-KOREA-MARKET: 3 coal cost 1+1+2 in the North and 1+2+3 in the South."""
    game = korea()
    seat = buyer(game)
    assert game.quote(seat, {"coal": 3}, "north")["cost"] == 4
    assert game.quote(seat, {"coal": 3}, "south")["cost"] == 6
    act(game, "buy", market="south", resources={"coal": 3})
    assert game.state["players"][seat]["money"] == 194
    assert game.state["markets"]["south"]["coal"] == 9 and game.state["markets"]["north"]["coal"] == 12


def test_the_choice_of_market_is_free():
    """KOREA-7: a player whose houses are all in North Korea may buy from the South market."""
    game = korea()
    seat = buyer(game)
    north_city = game.rules.map.regions["north_korea_west"][0]
    set_cities(game, seat, [north_city])
    act(game, "buy", market="south", resources={"oil": 2})
    assert game.state["players"][seat]["resources"]["oil"] == 2
    assert game.state["markets"]["south"]["oil"] == 10


def test_a_type_sold_out_in_the_chosen_market_cannot_be_bought_there():
    """KOREA-8: with the North out of coal the player cannot buy coal there this turn, although the
    South still has coal; buying it in the South works."""
    game = korea()
    seat = buyer(game)
    set_korea_market(game, "north", coal=0)
    assert game.purchase_limits(seat, "north")["coal"] == 0
    assert_rejected(game, {"type": "buy", "player": seat, "market": "north", "resources": {"coal": 1}}, "coal")
    act(game, "buy", market="south", resources={"coal": 1})
    assert game.state["players"][seat]["resources"]["coal"] == 1


def test_one_market_maps_keep_the_market_optional():
    """BASE-RES-2 on a one-market map: no market needed, "main" accepted, other names refused."""
    game = scene(3, "buy")
    seat = buyer(game)
    assert game.market_names() == ["main"]
    assert game.quote(seat, {"coal": 1})["cost"] == game.quote(seat, {"coal": 1}, "main")["cost"] == 1
    with pytest.raises(IllegalAction) as e:
        game.quote(seat, {"coal": 1}, "north")
    assert e.value.code == "market_unknown"
    act(game, "buy", resources={"coal": 1})
    assert "market" not in game.state["log"][-1]


# ---- Phase 5 ---------------------------------------------------------------------------

def bureaucracy(game):
    """Everyone still to act in Phases 3-5 does nothing, so that Phase 5 restocks."""
    round_ = game.state["round"]
    while game.state["round"] == round_:
        kind = game.decision()["kind"]
        if kind == "power":
            act(game, "power", plants=[])
        else:
            act(game, "pass" if kind != "buy" else "buy", **({"resources": {}} if kind == "buy" else {}))


def test_each_market_is_restocked_by_its_own_table():
    """KOREA-9, T-KOREA-REFILL: 3 players, Step 1: North coal 2, oil 1, garbage 0; South coal 2, oil 1,
    garbage 1, uranium 1; each market fills its most expensive free slots first."""
    game = korea(3)
    for m in ("north", "south"):
        set_korea_market(game, m, coal=0, oil=0, garbage=0, uranium=0)
    bureaucracy(game)
    assert game.state["markets"]["north"] == {"coal": 2, "oil": 1, "garbage": 0, "uranium": 0}
    assert game.state["markets"]["south"] == {"coal": 2, "oil": 1, "garbage": 1, "uranium": 1}
    north, south = game.market_slots("north"), game.market_slots("south")
    assert north["coal"][-1] == (8, 1, 1) and north["coal"][-2] == (7, 1, 1) and north["coal"][-3][2] == 0
    assert south["coal"][-1] == (8, 2, 2) and south["coal"][-2][2] == 0
    assert south["uranium"][-1] == (16, 1, 1) and south["uranium"][-2][2] == 0
    added = next(e for e in reversed(game.state["log"]) if e["e"] == "market_restocked")["added"]
    assert added["north"]["coal"] == 2 and added["south"]["uranium"] == 1


def test_short_supply_restocks_the_north_first():
    """KOREA-10, AMB-38, EX-15: 4 players, Step 1, coal refill North 2 and South 3; the supply holds 3
    coal, so the North gets 2 and the South 1."""
    game = korea(4)
    set_korea_market(game, "south", coal=0)          # the South's 12 coal go to the supply ...
    set_korea_market(game, "north", coal=9)          # ... and 3 of the North's: 15 in the supply
    give_plants(game, 1, [4, 10])                    # 12 of them go onto the players' coal plants
    give_resources(game, 1, coal=8)
    give_plants(game, 2, [5])
    give_resources(game, 2, coal=4)
    game.check_invariants()
    assert game.state["supply"]["coal"] == 3
    bureaucracy(game)
    assert game.state["markets"]["north"]["coal"] == 9 + 2
    assert game.state["markets"]["south"]["coal"] == 1
    assert game.state["supply"]["coal"] == 0


def test_burned_resources_go_back_to_the_shared_supply():
    """KOREA-11: fuel burned in Phase 5 returns to the one general supply, from which the restock of
    both markets comes."""
    game = korea(3, "power")
    seat = game.decision()["player"]
    give_plants(game, seat, [3])                     # plant 3 burns 2 oil
    give_resources(game, seat, source="supply", oil=2)
    set_cities(game, seat, [game.rules.area.cities[0]])
    supply_before = dict(game.state["supply"])
    act(game, "power", plants=[3], burn={"oil": 2})
    assert game.state["supply"]["oil"] == supply_before["oil"] + 2
    assert game.state["players"][seat]["resources"]["oil"] == 0


# ---- the base rules otherwise ----------------------------------------------------------

def test_korea_plays_the_base_game_with_saves_undo_and_beginner():
    """KOREA-1, AMB-67: everything else is the base game: auction, building, a beginner game; the save (options
    + actions) rebuilds the game exactly and an undone Korean purchase puts the tokens back."""
    game = korea(3)
    buyer(game)
    before = snapshot(game)
    act(game, "buy", market="north", resources={"coal": 2})
    assert game.can_undo()
    game.undo()
    # the scene edited the state directly, so compare only what the purchase touches
    assert json.loads(before)["markets"] == game.state["markets"]
    g = Game({"map": "korea", "players": names(2), "seed": 5, "beginner": True})
    assert g.rules.beginner and g.rules.end_cities == 7
    from helpers import play_out
    play_out(g, seed=5)
    loaded = Game.from_json(g.dumps())
    assert json.dumps(loaded.state, sort_keys=True) == json.dumps(g.state, sort_keys=True)
    assert any(e["e"] == "resources_bought" and e.get("market") in ("north", "south") for e in g.state["log"])
    assert max(len(p["cities"]) for p in g.state["players"]) == 7
