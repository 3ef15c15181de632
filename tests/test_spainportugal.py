"""Spain & Portugal (SP-1..SP-7, AMB-117, AMB-121, AMB-122, AMB-128): each rule set up exactly,
compared with the base game where the base game does otherwise."""
import pytest

from powergrid import Game
from powergrid.data import promo_ids

import helpers_market
from helpers import act, buy_round1, new_game, play_out, skip_phase
from helpers_market import S3, enter_phase, events, give, pass_all, set_cards

SP = "spainportugal"
# Three adjacent regions: Portugal, and two of Spain's (nuclear allowed there).
REGIONS3 = ["portugal", "spain_centre", "spain_northwest"]
SPAIN = ["andalusia", "spain_centre", "spain_east", "spain_north", "spain_northwest"]
WAITING = [18, 22, 27]
URANIUM = [n for n, card in Game.plant_cards().items() if card["kind"] == "uranium"]


def sp_game(n=3, regions=REGIONS3, **kw) -> Game:
    return new_game(n, game_map=SP, regions=regions, timing=Game.TIMING, **kw)


def round2_auction(cities: dict) -> Game:
    """Round 2's auction in seat order 0, 1, 2, each seat holding the cities given; plant 11 is
    on sale with 12, 14 and 15 (18 waits for Step 2)."""
    return helpers_market.round2_auction(sp_game(order=[0, 1, 2]), cities, [11, 12, 14, 15, 16, 17, 19, 20])


def step2_scene(n=3) -> Game:
    """EX-19's moment: Phase 4 of round 6 in Step 1, the market 15 16 19 20 | 21 24 25 26, and
    seat 0 holding 7 cities, so Step 2 begins when Phase 4 ends."""
    game = sp_game(n, order=list(range(n)), regions=None)
    enter_phase(game, "build", round_=6)
    set_cards(game, market=[15, 16, 19, 20, 21, 24, 25, 26], deck=[28, 29, 30, 31, 32, S3, 33])
    give(game, 0, cities=7, money=100)
    return game


# ---- SP-1 ---------------------------------------------------------------------------------
def test_the_board_is_six_regions_of_seven_portugal_one_of_them():
    """SP-1: 42 cities in 6 regions of 7, 97 connections; Portugal is the yellow region of
    Braga, Porto, Lisboa, Setúbal, Évora, Faro and Portimão, with the board's own spellings."""
    board = Game.map_board(SP)
    assert len(board["cities"]) == 42 and len(board["connections"]) == 97
    regions = {r["id"]: r for r in board["regions"]}
    assert sorted(regions) == sorted(SPAIN + ["portugal"])
    assert all(len(r["cities"]) == 7 for r in regions.values())
    assert regions["portugal"]["color"] == "yellow"
    assert sorted(regions["portugal"]["cities"]) == sorted(
        ["Braga", "Porto", "Lisboa", "Setúbal", "Évora", "Faro", "Portimão"])


# ---- SP-2 ---------------------------------------------------------------------------------
def test_nobody_may_open_a_nuclear_plant_in_round_1():
    """SP-2, AMB-117: in round 1 nobody has a city, so plant 11 cannot be opened; the refusal
    names the five Spanish regions, not Portugal (code plant_needs_region), and changes nothing."""
    helpers_market.refused_in_round1(sp_game(), 11, "uranium", SPAIN)


def test_a_player_with_cities_only_in_portugal_may_not_acquire_a_nuclear_plant():
    """SP-2: from round 2, a player with cities only in Portugal may not open plant 11 but may
    open 12; a player with a city in Spain opens it, and the other Portuguese-only player is out
    of that auction at once."""
    helpers_market.barred_opener_then_barred_bidder(
        round2_auction({0: ["Lisboa"], 1: ["Toledo"], 2: ["Porto", "Braga"]}))


def test_one_city_in_spain_is_enough_whatever_else_a_player_holds():
    """SP-2: with Lisboa and León a player opens plant 11; the Spanish player bids against him;
    every uranium plant is barred alike, no other kind."""
    game = round2_auction({0: ["Lisboa", "León"], 1: ["Toledo"], 2: ["Porto"]})
    game.apply({"type": "open", "player": 0, "plant": 11, "bid": 11})
    assert game.decision() == {"player": 1, "kind": "bid"}
    assert events(game, "auction_barred")[-1]["player"] == 2
    for plant in game.rules.plants:
        barred = game.acquire_refusal(2, plant) is not None
        assert barred == (plant in URANIUM), plant


# ---- SP-3, EX-19 --------------------------------------------------------------------------
@pytest.mark.parametrize("n, removed", [(2, 8), (3, 8), (4, 4), (5, 0), (6, 0)])
def test_three_wind_plants_wait_openly_and_are_never_removed_at_set_up(n, removed):
    """SP-3, SP-6, EX-19: 18, 22 and 27 are set aside before the plants of T-PC are removed
    from the other 30, so the deck is 13 on top of 22 / 22 / 26 / 30 / 30 plants, then the
    Step 3 card; everyone sees the three waiting (none of them in the deck or the box)."""
    for seed in range(6):
        game = sp_game(n, regions=None, seed=seed)
        state = game.state
        assert state["aside"] == WAITING
        assert not set(WAITING) & (set(state["deck"]) | set(state["box"]) | set(state["market"]))
        assert len(state["box"]) == removed
        assert state["deck"][0] == 13 and state["deck"][-1] == S3
        assert len(state["deck"]) == 1 + 30 - removed + 1
        assert game.observation(0).view["set_aside"] == WAITING


def test_when_step_2_begins_the_three_go_on_top_and_18_replaces_the_lowest():
    """SP-3, AMB-121, EX-19: Step 2 begins with 15 16 19 20 | 21 24 25 26: 15 leaves, 18 22 27
    go on top of the deck, 18 is drawn: 16 18 19 20 | 21 24 25 26; 22 and 27 lie on top, seen
    by everyone; the next two draws bring them."""
    game = step2_scene()
    pass_all(game)                                   # Phase 4 ends: Step 2
    state = game.state
    assert state["step"] == 2 and state["aside"] == []
    assert [(e["plant"], e["reason"]) for e in events(game, "plant_removed")] == [(15, "step2")]
    assert events(game, "plants_returned")[-1]["plants"] == WAITING
    assert events(game, "plants_returned")[-1]["on_top"] is True
    assert state["market"] == [16, 18, 19, 20, 21, 24, 25, 26]
    assert state["deck"][:3] == [22, 27, 28]
    assert game.public_deck()[:2] == [22, 27] and game.public_deck()[2] is None
    game.check_invariants()
    pass_all(game)                                   # Phase 5: 26 under the deck, 22 drawn
    assert 22 in state["market"] and state["deck"][0] == 27
    assert [e["plant"] for e in events(game, "plant_drawn")][-2:] == [18, 22]


def test_on_the_base_board_step_2_draws_the_deck_top_instead():
    """SP-3 against BASE-STEP2-2: the same scene on Germany replaces 15 by the deck's top (28)."""
    game = new_game(3, order=[0, 1, 2])
    enter_phase(game, "build", round_=6)
    set_cards(game, market=[15, 16, 19, 20, 21, 24, 25, 26], deck=[28, 29, 30, 31, 32, S3, 33])
    give(game, 0, cities=7, money=100)
    pass_all(game)
    assert game.state["market"] == [16, 19, 20, 21, 24, 25, 26, 28] and "aside" not in game.state


def test_a_step_3_card_drawn_in_step_1_shuffles_the_three_into_the_deck():
    """AMB-122: Step 2 is skipped (BASE-STEP3-11), so 18, 22 and 27 join the deck before the
    Step 3 shuffle; Step 2 never returns them again."""
    game = sp_game(order=[0, 1, 2])
    set_cards(game, market=[3, 4, 5, 6, 7, 8, 9, 10], deck=[S3, 28, 29, 30])
    act(game, "open", plant=3, bid=3)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    state = game.state
    assert state["step3_pending"] and state["aside"] == []
    assert sorted(state["deck"]) == [18, 22, 27, 28, 29, 30]
    returned = events(game, "plants_returned")
    assert returned == [{"e": "plants_returned", "round": 1, "plants": WAITING, "on_top": False}]
    kinds = [e["e"] for e in state["log"]]
    assert kinds.index("plants_returned") < kinds.index("deck_shuffled")
    game.check_invariants()


def test_in_a_beginner_game_the_three_stay_aside():
    """AMB-122, AMB-127: the beginner game may be chosen; it never leaves Step 1, so the three
    stay aside, also when the Step 3 card is drawn and replaced (BEGINNER-6)."""
    game = sp_game(beginner=True, order=[0, 1, 2])
    set_cards(game, market=[3, 4, 5, 6, 7, 8, 9, 10], deck=[S3, 28, 29, 30])
    act(game, "open", plant=3, bid=3)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    assert game.state["aside"] == WAITING and 28 in game.state["market"]
    assert events(game, "plants_returned") == []
    game.check_invariants()


def test_promo_cards_are_shuffled_in_at_set_up_never_with_the_three():
    """AMB-128: with every promo card the three still wait aside; the promo cards are in the
    deck below 13 and the game plays to its end."""
    game = sp_game(promos=list(promo_ids()))
    assert game.state["aside"] == WAITING
    in_deck = [c for c in game.state["deck"] if isinstance(c, str) and c != S3]
    assert in_deck and game.state["deck"][0] == 13
    play_out(game, seed=3)
    assert game.over


# ---- SP-4 ---------------------------------------------------------------------------------
def test_the_starting_market_has_nine_garbage_and_eight_uranium():
    """SP-4: coal 1-8 (24), oil 3-8 (18), garbage 6-8 (9), uranium 5-16 (8); the supply holds
    0 coal, 6 oil, 15 garbage, 4 uranium."""
    game = sp_game()
    assert game.state["markets"]["main"] == {"coal": 24, "oil": 18, "garbage": 9, "uranium": 8}
    assert game.state["supply"] == {"coal": 0, "oil": 6, "garbage": 15, "uranium": 4}
    assert game.quote(0, {"garbage": 1})["cost"] == 6
    assert game.quote(0, {"uranium": 8})["cost"] == 5 + 6 + 7 + 8 + 10 + 12 + 14 + 16


# ---- SP-5 ---------------------------------------------------------------------------------
def restock_in_step(n: int, step: int) -> dict:
    """Round 1 with every player buying one plant, nothing else, then Phase 5 in `step`, with
    enough tokens of each kind in the supply: what the market is restocked with."""
    game = sp_game(n, regions=None)
    buy_round1(game, [3, 4, 5, 6, 7, 8][:n])
    skip_phase(game, "buy")
    skip_phase(game, "build")
    game.state["step"] = step
    market, supply = game.state["markets"]["main"], game.state["supply"]
    for r, moved in {"coal": 10, "oil": 10, "uranium": 6}.items():
        market[r] -= moved
        supply[r] += moved
    pass_all(game)
    return events(game, "market_restocked")[-1]["added"]["main"]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_no_uranium_is_restocked_in_step_1(n):
    """SP-5: Step 1 restocks coal 3 / 4 / 4 / 4 / 6, oil 2 / 2 / 3 / 4 / 5, garbage 1 / 1 / 2 / 3 / 3
    with 2..6 players, and uranium 0 at every player count (the base game: 1 / 1 / 1 / 2 / 2)."""
    expected = {"coal": [3, 4, 4, 4, 6][n - 2], "oil": [2, 2, 3, 4, 5][n - 2],
                "garbage": [1, 1, 2, 3, 3][n - 2], "uranium": 0}
    assert restock_in_step(n, 1) == expected


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_step_2_restocks_far_more_uranium(n):
    """SP-5: Step 2 restocks uranium 2 / 2 / 4 / 5 / 5 (the base game: 1 / 2 / 2 / 3 / 3)."""
    added = restock_in_step(n, 2)
    assert added["uranium"] == [2, 2, 4, 5, 5][n - 2]
    assert added["coal"] == [4, 5, 6, 7, 8][n - 2]


# ---- SP-6, SP-7 ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """SP-6: the T-PC row of the base game, the opening market 03-10, 13 on top, 22 houses;
    the beginner game and the promo cards may be chosen (AMB-127, AMB-128). SP-7: nothing of
    the later edition's deck set-up applies: the deck is SP-3's."""
    assert Game.player_count(n, SP) == Game.player_count(n)
    game = sp_game(n, regions=None)
    assert game.state["market"] == [3, 4, 5, 6, 7, 8, 9, 10] and game.state["deck"][0] == 13
    assert game.rules.max_cities == 22
    entry = next(m for m in Game.maps() if m["id"] == SP)
    assert entry["beginner"] and entry["promos"]
