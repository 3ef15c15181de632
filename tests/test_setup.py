"""Components, set-up, the player-count table T-PC and the game options."""
import pytest

from powergrid import Game, IllegalAction
from powergrid.maps import get_map

from helpers import GERMANY_WEST3, act, assert_rejected, buy_round1, names, new_game
from helpers_market import S3, enter_phase, give, pass_all, scripted, set_cards

# T-PLANTS of RULES.md: number, type, input, cities, storage.
T_PLANTS = """03 oil 2 1 4;04 coal 2 1 4;05 hybrid 2 1 4;06 garbage 1 1 2;07 oil 3 2 6;08 coal 3 2 6;
09 oil 1 1 2;10 coal 2 2 4;11 uranium 1 2 2;12 hybrid 2 2 4;13 eco 0 1 0;14 garbage 2 2 4;15 coal 2 3 4;
16 oil 2 3 4;17 uranium 1 2 2;18 eco 0 2 0;19 garbage 2 3 4;20 coal 3 5 6;21 hybrid 2 4 4;22 eco 0 2 0;
23 uranium 1 3 2;24 garbage 2 4 4;25 coal 2 5 4;26 oil 2 5 4;27 eco 0 3 0;28 uranium 1 4 2;
29 hybrid 1 4 2;30 garbage 3 6 6;31 coal 3 6 6;32 oil 3 6 6;33 eco 0 4 0;34 uranium 1 5 2;35 oil 1 5 2;
36 coal 3 7 6;37 eco 0 4 0;38 garbage 3 7 6;39 uranium 1 6 2;40 oil 2 6 4;42 coal 2 6 4;44 eco 0 5 0;
46 hybrid 3 7 6;50 fusion 0 6 0"""
ACCEPTS = {"oil": ("oil",), "coal": ("coal",), "hybrid": ("coal", "oil"), "garbage": ("garbage",),
           "uranium": ("uranium",), "eco": (), "fusion": ()}
T_PAY = [10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118, 124, 129, 134, 138, 142, 145, 148, 150]
# T-PC: regions, plants removed, max plants, Step 2 cities, end cities, deck plants after set-up.
T_PC = {2: (3, 8, 4, 10, 21, 26), 3: (3, 8, 3, 7, 17, 26), 4: (4, 4, 3, 7, 17, 30),
        5: (5, 0, 3, 7, 15, 34), 6: (5, 0, 3, 6, 14, 34)}
# T-REFILL: type -> players -> (Step 1, Step 2, Step 3).
T_REFILL = {"coal": {2: (3, 4, 3), 3: (4, 5, 3), 4: (5, 6, 4), 5: (5, 7, 5), 6: (7, 9, 6)},
            "oil": {2: (2, 2, 4), 3: (2, 3, 4), 4: (3, 4, 5), 5: (4, 5, 6), 6: (5, 6, 7)},
            "garbage": {2: (1, 2, 3), 3: (1, 2, 3), 4: (2, 3, 4), 5: (3, 3, 5), 6: (3, 5, 6)},
            "uranium": {2: (1, 1, 1), 3: (1, 1, 1), 4: (1, 2, 2), 5: (2, 3, 2), 6: (2, 3, 3)}}


def options(n=3, **kw):
    return {"map": "germany", "players": names(n), "regions": None, "seed": 3, **kw}


# ---- components ---------------------------------------------------------------------------

@pytest.mark.parametrize("board", ["germany", "usa"])
def test_both_sides_of_the_board_have_42_cities_in_6_regions_of_7(board):
    """BASE-COMP-1, BASE-COMP-2: the board is double-sided (Germany / USA); each map has 42 cities
    in 6 regions of 7, joined by connections with a cost in Elektro."""
    game = Game(options(3, map=board))
    m = get_map(board)
    assert len(m.cities) == 42 and len(m.regions) == 6
    assert all(len(cities) == 7 for cities in m.regions.values())
    assert all(cost >= 0 for _, _, cost in m.connections)
    # the board's tracks: a turn order, a score (connected cities) per player, a resource market
    assert sorted(game.state["order"]) == [0, 1, 2]
    assert all(p["cities"] == [] for p in game.state["players"])
    assert game.market_slots()["coal"][0] == (1, 3, 3)


def test_a_connection_may_cost_nothing():
    """BASE-COMP-2: a connection cost may be 0: from Essen, Duisburg costs only its 10 slot."""
    game = new_game(3)
    give(game, 0, cities=["Essen"])
    preview = game.build_preview(0)
    assert preview["Duisburg"]["connection"] == 0 and preview["Duisburg"]["cost"] == 10
    assert preview["Dortmund"]["cost"] == 14               # Essen-Dortmund 4


def test_two_to_six_players_each_with_22_houses():
    """BASE-COMP-3, BASE-SETUP-4: 6 colours, so 2-6 players; 22 houses each, the track markers
    not counted: a player with 22 cities cannot place a 23rd house."""
    for n in (2, 6):
        assert len(Game(options(n)).state["players"]) == n
    game = new_game(6)
    enter_phase(game, "build", step=3)
    seat = game.decision()["player"]
    give(game, seat, cities=22, money=500)
    assert len(game.state["players"][seat]["cities"]) == 22
    free = next(c for c, v in game.build_preview(seat).items() if v["cost"] is not None)
    assert_rejected(game, {"type": "build", "player": seat, "cities": [free]}, "at most 22")


def test_84_resource_tokens_market_plus_supply():
    """BASE-COMP-4: 24 coal, 24 oil, 24 garbage, 12 uranium in all, and none created by play."""
    game = new_game(3)
    totals = {r: game.state["markets"]["main"][r] + game.state["supply"][r] for r in T_REFILL}
    assert totals == {"coal": 24, "oil": 24, "garbage": 24, "uranium": 12}
    game.check_invariants()


def test_the_bank_never_runs_out():
    """BASE-COMP-5: income is paid however much money is already in play."""
    game = new_game(3)
    enter_phase(game, "bureaucracy")
    for seat in range(3):
        give(game, seat, money=10**9)
    pass_all(game)
    assert [p["money"] for p in game.state["players"]] == [10**9 + 10] * 3


def test_deck_holds_42_plants_and_the_step3_card():
    """BASE-COMP-6: plants 03-40, 42, 44, 46, 50 plus the Step 3 card: 43 cards."""
    game = new_game(5)
    cards = game.state["market"] + game.state["deck"] + game.state["box"]
    assert len(cards) == 43
    assert sorted(c for c in cards if c != S3) == list(range(3, 41)) + [42, 44, 46, 50]
    assert cards.count(S3) == 1


def test_plant_number_is_its_minimum_bid_and_its_rank():
    """BASE-COMP-7: the number is the minimum bid (opening under it is refused) and the sort rank."""
    game = new_game(3, order=[0, 1, 2])
    assert_rejected(game, {"type": "open", "player": 0, "plant": 6, "bid": 5}, "at least 6")
    assert game.state["market"] == sorted(game.state["market"])


def test_every_plant_card_matches_the_plant_table():
    """BASE-COMP-8, BASE-COMP-9: each card gives its accepted types, input and cities powered;
    the types are coal 9, oil 8, hybrid 5, garbage 6, uranium 6, eco 7, fusion 1 (T-PLANTS)."""
    table = Game(options(3)).rules.plants
    rows = [row.split() for row in T_PLANTS.replace("\n", "").split(";")]
    assert sorted(table) == sorted(int(r[0]) for r in rows)
    for number, kind, inputs, cities, storage in rows:
        p = table[int(number)]
        assert (p.kind, p.inputs, p.cities, p.storage) == (kind, int(inputs), int(cities), int(storage))
        assert tuple(sorted(p.accepts)) == ACCEPTS[kind]
    counts = {}
    for p in table.values():
        counts[p.kind] = counts.get(p.kind, 0) + 1
    assert counts == {"coal": 9, "oil": 8, "hybrid": 5, "garbage": 6, "uranium": 6, "eco": 7, "fusion": 1}


def test_income_table():
    """BASE-COMP-10: the payment table T-PAY, 20 or more powered cities pay 150."""
    rules = Game(options(3)).rules
    assert [rules.income(k) for k in range(21)] == T_PAY
    assert rules.income(21) == 150


# ---- set-up ------------------------------------------------------------------------------

@pytest.mark.parametrize("board", ["germany", "usa"])
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_drawn_regions_are_adjacent_and_as_many_as_the_table_says(board, n):
    """BASE-SETUP-1: T-PC regions (3/3/4/5/5), forming one connected group."""
    game = Game(options(n, map=board))
    regions = game.state["regions"]
    assert len(set(regions)) == T_PC[n][0]
    assert get_map(board).regions_connected(regions)


def test_play_area_is_shared_and_the_rest_of_the_map_is_out_of_play():
    """BASE-SETUP-2: every player may build anywhere in the chosen regions from round 1;
    a city outside them is not in the game."""
    game = new_game(3, regions=GERMANY_WEST3)
    enter_phase(game, "build")
    seat = game.decision()["player"]
    assert_rejected(game, {"type": "build", "player": seat, "cities": ["München"]}, "not in play")
    play_area = game.build_preview(seat)
    assert "München" not in play_area and len(play_area) == 21
    act(game, "build", cities=["Kiel"])                      # northwest
    act(game, "build", cities=["Essen"])                     # west
    act(game, "build", cities=["Leipzig"])                   # east
    assert {c for p in game.state["players"] for c in p["cities"]} == {"Kiel", "Essen", "Leipzig"}


def test_each_player_starts_with_50_elektro_no_cities_no_plants():
    """BASE-SETUP-3, BASE-SETUP-4: 50 Elektro each; score markers on 0."""
    for p in Game(options(4)).state["players"]:
        assert (p["money"], p["cities"], p["plants"]) == (50, [], [])
        assert sum(p["resources"].values()) == 0


def test_round1_turn_order_is_random_and_seating_is_as_given():
    """BASE-SETUP-5, BASE-SETUP-6: the round-1 order is drawn at random; the seating is the
    order of the names given, and the first chooser is the first in the drawn order."""
    orders = set()
    for seed in range(12):
        game = Game(options(4, seed=seed))
        order = game.state["order"]
        assert sorted(order) == [0, 1, 2, 3]
        assert game.decision() == {"player": order[0], "kind": "choose"}
        assert [p["name"] for p in game.state["players"]] == names(4)
        orders.add(tuple(order))
    assert len(orders) > 3


def test_seating_never_changes_while_the_turn_order_does():
    """BASE-SETUP-6: after the round-1 re-ranking the names keep their seats."""
    game = new_game(3, order=[0, 1, 2])
    buy_round1(game, [4, 5, 6])
    assert game.state["order"] == [2, 1, 0]
    assert [p["name"] for p in game.state["players"]] == names(3)
    assert [p["plants"] for p in game.state["players"]] == [[4], [5], [6]]


def test_resource_market_at_start():
    """BASE-SETUP-7, BASE-SETUP-8: coal 3 on each space 1-8, oil 3 on 3-8, garbage 3 on 7-8,
    uranium 1 on 14 and 16; uranium spaces 1-8, 10, 12, 14, 16 hold one each."""
    slots = new_game(3).market_slots()
    assert slots["coal"] == [(p, 3, 3) for p in range(1, 9)]
    assert slots["oil"] == [(p, 3, 3 if p >= 3 else 0) for p in range(1, 9)]
    assert slots["garbage"] == [(p, 3, 3 if p >= 7 else 0) for p in range(1, 9)]
    assert slots["uranium"] == [(p, 1, int(p >= 14)) for p in list(range(1, 9)) + [10, 12, 14, 16]]


def test_cheapest_prices_and_supply_at_start():
    """BASE-SETUP-9, BASE-SETUP-10: the cheapest token costs coal 1, oil 3, garbage 7,
    uranium 14; the general supply holds coal 0, oil 6, garbage 18, uranium 10."""
    game = new_game(3)
    give(game, 0, plants_=[12, 14, 11])
    for r, price in {"coal": 1, "oil": 3, "garbage": 7, "uranium": 14}.items():
        assert game.quote(0, {r: 1})["cost"] == price
    assert game.quote(0, {"coal": 4})["cost"] == 1 + 1 + 1 + 2
    assert game.state["supply"] == {"coal": 0, "oil": 6, "garbage": 18, "uranium": 10}


def test_plant_market_at_start():
    """BASE-SETUP-11: 03-06 current market, 07-10 future market."""
    game = new_game(3)
    assert game.current_market() == [3, 4, 5, 6]
    assert game.future_market() == [7, 8, 9, 10]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_deck_set_up(n):
    """BASE-SETUP-12, BASE-SETUP-13: 13 on top, the Step 3 card at the bottom, T-PC plants removed
    unseen from 11, 12, 14-50; deck 26/26/30/34/34 plants + the Step 3 card."""
    first = [40, 12, 33, 27, 50, 11, 19, 24, 31, 22, 46, 15]
    game = new_game(n, deck=first)
    deck, removed = game.state["deck"], T_PC[n][1]
    assert deck[0] == 13 and deck[-1] == S3
    assert sorted(game.state["box"]) == sorted(first[:removed])
    assert len(deck) - 1 == T_PC[n][5]
    assert deck[1:4] == first[removed:removed + 3]
    assert not set(deck) & set(range(3, 11))
    assert all(e["e"] != "plant_drawn" for e in game.state["log"])   # nobody saw them


def test_new_card_is_sorted_into_the_market():
    """BASE-SETUP-14: plant 13 enters after 04 is bought: 03 05 06 07 | 08 09 10 13."""
    game = new_game(3, order=[0, 1, 2])
    buy_round1(game, [4])
    assert game.current_market() == [3, 5, 6, 7]
    assert game.future_market() == [8, 9, 10, 13]


# ---- player-count table ------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_player_count_table(n):
    """BASE-2P-1, BASE-3P-1, BASE-4P-1, BASE-5P-1, BASE-6P-1: T-PC regions, removed plants,
    plant limit, Step 2 and end thresholds."""
    pc = Game(options(n)).rules.pc
    assert (pc.regions, pc.removed_plants, pc.max_plants, pc.step2_cities, pc.end_cities) == T_PC[n][:5]
    assert len(new_game(n).state["box"]) == T_PC[n][1]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_plant_limit_in_play(n):
    """BASE-2P-1, BASE-3P-1, BASE-4P-1, BASE-5P-1, BASE-6P-1: buying one plant beyond the limit
    (4 with 2 players, else 3) asks for a discard; reaching the limit does not."""
    limit = T_PC[n][2]
    for owned, discard in ((limit - 1, False), (limit, True)):
        game = scripted(n)
        enter_phase(game, "auction", round_=2)
        give(game, 0, plants_=[20, 21, 22, 23][:owned])
        act(game, "open", plant=3, bid=3)
        while game.decision()["kind"] == "bid":
            act(game, "pass")
        assert (game.decision() == {"player": 0, "kind": "discard"}) is discard


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_step2_and_end_thresholds_in_play(n):
    """BASE-2P-1, BASE-3P-1, BASE-4P-1, BASE-5P-1, BASE-6P-1: at the end of Phase 4 the Step 2
    threshold (10/7/7/7/6) starts Step 2, one city fewer does not; the end threshold
    (21/17/17/15/14) ends the game, one fewer does not."""
    step2, end = T_PC[n][3:5]
    for cities, step in ((step2 - 1, 1), (step2, 2)):
        game = scripted(n)
        enter_phase(game, "build")
        give(game, 0, cities=cities)
        pass_all(game)
        assert (game.state["phase"], game.state["step"]) == ("bureaucracy", step)
    for cities, phase in ((end - 1, "bureaucracy"), (end, "over")):
        game = scripted(n)
        enter_phase(game, "build", step=2)
        give(game, 0, cities=cities)
        pass_all(game)
        assert game.state["phase"] == phase


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("step", [1, 2, 3])
def test_restock_amounts_follow_the_refill_table(n, step):
    """BASE-PC-1: each Phase 5 adds T-REFILL[type][players][step] tokens (market and supply
    permitting)."""
    game = scripted(n)
    enter_phase(game, "bureaucracy", step=step)
    if step == 3:
        set_cards(game, market=game.state["market"][:6])
    s = game.state
    for r in T_REFILL:
        s["supply"][r] += s["markets"]["main"][r]
        s["markets"]["main"][r] = 0
    pass_all(game)
    assert s["markets"]["main"] == {r: T_REFILL[r][n][step - 1] for r in T_REFILL}


# ---- options -----------------------------------------------------------------------------

@pytest.mark.parametrize("change, words", [
    ({"map": "mars"}, "unknown map"),
    ({"map": "Northern Europe"}, "did you mean northerneurope?"),
    ({"map": "japn"}, "did you mean japan?"),
    ({"players": ["Ann"]}, "2 to 6"),
    ({"players": names(6) + ["Gus"]}, "2 to 6"),
    ({"players": ["Ann", "Bob", "ann"]}, "same name"),
    ({"regions": ["northwest", "northeast", "southeast"]}, "adjacent"),
    ({"regions": ["west", "east"]}, "exactly 3"),
    ({"regions": ["west", "east", "southwest", "northwest"]}, "exactly 3"),
    ({"regions": ["west", "east", "atlantis"]}, "unknown region"),
    ({"players": ["Ann", ""]}, "name"),
    ({"colour": "red"}, "unknown game option"),
    ({"map": ["germany"]}, "unknown map"),
    ({"beginner": "no"}, "beginner"),
])
def test_bad_options_are_refused_with_a_reason(change, words):
    """BASE-SETUP-1, BASE-COMP-3: a bad map, 1 or 7 players, duplicate names, non-adjacent
    regions, a wrong number of regions or an unknown region is refused with a clear message."""
    with pytest.raises(IllegalAction) as err:
        Game({**options(3), "regions": GERMANY_WEST3, **change})
    assert words in str(err.value)
