"""Benelux (BX-1..BX-8, AMB-100, AMB-109, AMB-114, AMB-115): each rule set up exactly, compared
with the base game where the base game does otherwise."""
import pytest

from powergrid import Game, IllegalAction
from powergrid.data import STEP3

from helpers import act, buy_round1, new_game, skip_phase
from helpers_market import events, first_restock, pass_all, set_cards

BX = "benelux"
REGIONS3 = ["flanders", "nl_south", "wallonia_luxembourg"]
GERMANY3 = None            # the helpers' default regions


def bx_game(n=3, regions=REGIONS3, **kw) -> Game:
    return new_game(n, game_map=BX, regions=regions, timing=Game.TIMING, **kw)


def to_bureaucracy(game, plants=(4, 5, 6)) -> None:
    """Round 1: everyone buys, nobody buys resources or builds: Phase 5 starts."""
    buy_round1(game, list(plants))
    skip_phase(game, "buy")
    skip_phase(game, "build")


def removed(game, since: int, reason: str) -> list:
    return [e["plant"] for e in game.state["log"][since:] if e["e"] == "plant_removed" and e["reason"] == reason]


# ---- BX-1 ---------------------------------------------------------------------------------
def test_five_regions_of_seven_with_luxembourg_in_the_south_of_belgium():
    """BX-1: 5 regions of 7 cities; Luxembourg belongs to the blue region of south Belgium and
    Maastricht to yellow; with 5 and 6 players the whole map is in play."""
    board = Game.map_board(BX)
    regions = {r["id"]: set(r["cities"]) for r in board["regions"]}
    assert len(regions) == 5 and all(len(c) == 7 for c in regions.values())
    assert regions["wallonia_luxembourg"] == {"Luxembourg", "Arlon", "Liège", "Namur", "Charleroi",
                                              "Mons", "Bruxelles"}
    assert "Maastricht" in regions["nl_south"]
    for n in (5, 6):
        assert sorted(new_game(n, game_map=BX).state["regions"]) == sorted(regions)
    assert len(new_game(4, game_map=BX).state["regions"]) == 4


# ---- BX-2 ---------------------------------------------------------------------------------
def test_the_starting_market_and_supply():
    """BX-2: 18 coal from space 3, 24 oil from space 1, 6 garbage from 7, 2 uranium from 14;
    the supply holds 6 coal, no oil, 18 garbage, 10 uranium. Germany starts as T-MARKET."""
    game = bx_game()
    assert game.state["markets"]["main"] == {"coal": 18, "oil": 24, "garbage": 6, "uranium": 2}
    assert game.state["supply"] == {"coal": 6, "oil": 0, "garbage": 18, "uranium": 10}
    first = {r: game.quote(0, {r: 1})["cost"] for r in ("coal", "oil", "garbage", "uranium")}
    assert first == {"coal": 3, "oil": 1, "garbage": 7, "uranium": 14}
    assert new_game(3).state["markets"]["main"] == {"coal": 24, "oil": 18, "garbage": 6, "uranium": 2}


# ---- BX-3 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_refill_table_is_benelux_own(n):
    """BX-3: Phase 5 restocks with Benelux's table (Step 1: coal 2/2/3/4/5, oil 3/4/5/5/7,
    garbage 1/2/2/3/3, uranium 1/1/1/2/2 with 2..6 players), the oil only once the supply holds
    some (BX-2: it starts empty)."""
    coal, oil, garbage, uranium = ([2, 2, 3, 4, 5][n - 2], [3, 4, 5, 5, 7][n - 2],
                                   [1, 2, 2, 3, 3][n - 2], [1, 1, 1, 2, 2][n - 2])
    added = first_restock(bx_game(n, regions=None), [3, 4, 5, 6, 7, 8][:n], "oil")
    assert added == {"coal": coal, "oil": oil, "garbage": garbage, "uranium": uranium}


# ---- BX-4 ---------------------------------------------------------------------------------
def test_an_ecological_plant_lowest_in_the_future_market_is_on_sale_as_a_fifth():
    """BX-4: in Step 1 the wind plant 13, lowest of the future market, joins the current market
    (5 plants, future 3) and may be auctioned; on Germany it may not (BASE-AUCTION-2)."""
    for game_map, regions in ((BX, REGIONS3), ("germany", GERMANY3)):
        game = new_game(3, game_map=game_map, regions=regions)
        set_cards(game, market=[3, 4, 5, 6, 13, 18, 19, 20])
        if game_map == BX:
            assert game.current_market() == [3, 4, 5, 6, 13] and game.future_market() == [18, 19, 20]
            assert game.view()["plant_market"]["current"] == [3, 4, 5, 6, 13]
            act(game, "open", plant=13, bid=13)
            assert game.state["auction"]["lot"]["plant"] == 13
        else:
            assert game.current_market() == [3, 4, 5, 6]
            with pytest.raises(IllegalAction) as e:
                act(game, "open", plant=13, bid=13)
            assert e.value.code == "plant_not_current"


def test_only_one_plant_moves_up_and_only_an_ecological_one():
    """BX-4: never more than 5 current plants, even with two wind plants next (13, 18); a coal
    or oil plant lowest in the future market stays there; in Step 3 all six are current."""
    game = bx_game()
    set_cards(game, market=[3, 4, 5, 13, 18, 19, 20, 21])
    assert game.current_market() == [3, 4, 5, 13, 18]
    set_cards(game, market=[3, 4, 5, 6, 7, 13, 18, 19])
    assert game.current_market() == [3, 4, 5, 6]
    game.state["step"] = 3
    set_cards(game, market=[3, 4, 5, 6, 13, 18])
    assert game.current_market() == [3, 4, 5, 6, 13, 18] and game.future_market() == []


# ---- BX-5 ---------------------------------------------------------------------------------
def test_bureaucracy_also_removes_the_lowest_plant_before_two_are_drawn():
    """BX-5: in round 1's Phase 5 the lowest plant (7) leaves the game while the highest (19)
    goes under the deck; only then are two drawn, so a high plant drawn (40) stays in the
    market. Germany only puts the highest under the deck and draws one (BASE-BUREAU-10)."""
    after = {}
    for game_map, regions in ((BX, REGIONS3), ("germany", GERMANY3)):
        game = new_game(3, game_map=game_map, regions=regions)
        to_bureaucracy(game)
        set_cards(game, market=[7, 8, 9, 10, 11, 12, 14, 19], deck=[40, 21, 22])
        logged = len(game.state["log"])
        pass_all(game)
        assert [e["plant"] for e in events(game, "plant_to_deck_bottom")] == [19]
        after[game_map] = (removed(game, logged, "bureaucracy"), game.state["market"])
    assert after[BX] == ([7], [8, 9, 10, 11, 12, 14, 21, 40])
    assert after["germany"] == ([], [7, 8, 9, 10, 11, 12, 14, 40])


def test_in_step_3_only_the_base_update_runs():
    """BX-5: in Step 3 Phase 5 removes the lowest plant and draws one (BASE-BUREAU-11), nothing more."""
    game = bx_game()
    to_bureaucracy(game)
    game.state["step"] = 3
    set_cards(game, market=[7, 8, 9, 10, 11, 12], deck=[40, 21, 22])
    logged = len(game.state["log"])
    pass_all(game)
    assert removed(game, logged, "step3_round") == [7] and removed(game, logged, "bureaucracy") == []
    assert game.state["market"] == [8, 9, 10, 11, 12, 40]


def test_a_step3_card_among_the_two_draws_leaves_a_market_of_six():
    """AMB-100 (BX-5, BASE-STEP3-3/4): the Step 3 card drawn first in Phase 5 leaves with the
    lowest plant, unreplaced; the other draw still comes, from the shuffled deck: Step 3 starts
    with the six plants of its market."""
    game = bx_game()
    to_bureaucracy(game)
    set_cards(game, market=[7, 8, 9, 10, 11, 12, 14, 19], deck=[STEP3, 40])
    pass_all(game)
    assert game.state["step"] == 3 and STEP3 in game.state["box"]
    assert len(game.state["market"]) == 6 and removed(game, 0, "bureaucracy") == [7]
    game.check_invariants()


# ---- BX-6 ---------------------------------------------------------------------------------
def test_brussel_and_bruxelles_are_two_cities_joined_at_no_cost():
    """BX-6: Brussel (Flanders) and Bruxelles (south Belgium) are two cities, each with its own
    houses, joined by a connection of cost 0: a house in one and then the other costs 10 + 0,
    and each counts as a city."""
    board = Game.map_board(BX)
    region = {c["name"]: c["region"] for c in board["cities"]}
    assert (region["Brussel"], region["Bruxelles"]) == ("flanders", "wallonia_luxembourg")
    assert ["Brussel", "Bruxelles", 0] in [sorted(c[:2]) + [c[2]] for c in board["connections"]]
    game = bx_game()
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    seat = game.decision()["player"]
    assert game.build_plan(seat, ["Brussel", "Bruxelles"])["cost"] == 20
    game.apply({"type": "build", "player": seat, "cities": ["Brussel", "Bruxelles"]})
    assert game.state["players"][seat]["cities"] == ["Brussel", "Bruxelles"]


# ---- BX-7 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """BX-7: the T-PC row (Step 2, game end, removals, regions) is the base game's; the deck starts
    with 3-10 on sale and 13 on top; beginner game and promo cards may be chosen (AMB-114, AMB-115)."""
    assert Game.player_count(n, BX) == Game.player_count(n)
    game = bx_game(n, regions=None)
    assert game.state["market"] == [3, 4, 5, 6, 7, 8, 9, 10] and game.state["deck"][0] == 13
    entry = next(m for m in Game.maps() if m["id"] == BX)
    assert entry["beginner"] and entry["promos"]


# ---- BX-8 ---------------------------------------------------------------------------------
def test_the_extra_removal_happens_in_every_round_of_steps_1_and_2():
    """BX-8 is not applied (it is Power Grid Recharged's): Phase 5 removes the lowest plant in
    every round of Steps 1-2, also in a round in which a plant already left because nobody
    bought one (BASE-AUCTION-17)."""
    game = bx_game()
    to_bureaucracy(game)
    pass_all(game)                                  # round 1: the extra removal
    assert len(removed(game, 0, "bureaucracy")) == 1
    logged = len(game.state["log"])
    while game.state["round"] == 2:                 # round 2: nobody buys anything
        pass_all(game)
    assert len(removed(game, logged, "no_purchase")) == 1
    assert len(removed(game, logged, "bureaucracy")) == 1
    assert game.state["round"] == 3


# ---- AMB-109 ------------------------------------------------------------------------------
def test_city_names_are_the_places_own_spellings():
    """AMB-109: Liège with its accent, 's-Hertogenbosch, Den Haag; Brussel and Bruxelles both."""
    cities = {c["name"] for c in Game.map_board(BX)["cities"]}
    assert {"Liège", "'s-Hertogenbosch", "Den Haag", "Brussel", "Bruxelles"} <= cities
    assert "Liege" not in cities and len(cities) == 35


def test_a_beginner_game_and_a_promo_game_can_start():
    """AMB-114, AMB-115: both may be chosen on Benelux."""
    assert new_game(3, game_map=BX, beginner=True).rules.beginner
    assert new_game(3, game_map=BX, promos=["flux"]).rules.promos == ("flux",)


def test_a_promo_card_among_the_two_draws_is_auctioned_after_the_step():
    """AMB-100 (BX-5, PROMO-GEN-9, AMB-70): a promo card drawn first by Phase 5's two draws waits
    until the step is over: the second plant (40) is drawn, then the card is auctioned, then its
    replacement (34) is drawn, and the next round starts with a full market."""
    from helpers_promos import to_deck_top
    game = bx_game(promos=["park"])
    to_bureaucracy(game)
    to_deck_top(game, "park", 40, 34)
    lowest = game.state["market"][0]
    logged = len(game.state["log"])
    pass_all(game)                          # everybody runs nothing and passes the auction
    steps = [(e["e"], e.get("plant", e.get("card"))) for e in game.state["log"][logged:]
             if e["e"] in ("plant_removed", "promo_drawn", "plant_drawn", "asset_auction", "asset_removed")]
    assert steps == [("plant_removed", lowest), ("promo_drawn", "park"), ("plant_drawn", 40),
                     ("asset_auction", "park"), ("asset_removed", "park"), ("plant_drawn", 34)]
    assert game.state["round"] == 2 and len(game.state["market"]) == 8
    game.check_invariants()
