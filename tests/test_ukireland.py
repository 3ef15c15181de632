"""United Kingdom & Ireland (UK-1..UK-11, AMB-116..AMB-120, AMB-127..AMB-129): each rule set up
exactly, compared with the base game where the base game does otherwise."""
import json
from pathlib import Path

import pytest

import powergrid
from powergrid import Game, IllegalAction, make_bot
from powergrid.data import promo_ids
from powergrid.maps import get_map

import helpers_market
from helpers import act, buy_round1, new_game, play_out, skip_phase
from helpers_market import S3, enter_phase, events, give, pass_all, set_cards

UK = "ukireland"
GREAT_BRITAIN = ["england_north", "england_south", "scotland", "wales"]
IRELAND = ["northern_ireland", "republic_of_ireland"]
# Both islands in play: Ireland's two regions and Wales, 18 cities (AMB-120's example).
IRELAND_AND_WALES = ["northern_ireland", "republic_of_ireland", "wales"]
OUTSIDE_THE_REPUBLIC = ["england_north", "england_south", "northern_ireland", "scotland", "wales"]
URANIUM = [n for n, card in Game.plant_cards().items() if card["kind"] == "uranium"]


def uk_game(n=3, regions=IRELAND_AND_WALES, **kw) -> Game:
    return new_game(n, game_map=UK, regions=regions, timing=Game.TIMING, **kw)


def board_file() -> dict:
    return json.loads((Path(powergrid.__file__).parent / "data" / "map_ukireland.json").read_text("utf-8"))


def cities_of(regions) -> list:
    board = get_map(UK)
    return sorted(c for r in regions for c in board.regions[r])


def build_scene(n, regions, holdings: dict) -> Game:
    """Phase 4 of round 4 in Step 1, each seat holding the cities given, nobody building."""
    game = uk_game(n, regions=regions, order=list(range(n)))
    enter_phase(game, "build", round_=4)
    for seat, held in holdings.items():
        give(game, seat, cities=held)
    return game


# ---- UK-1 ---------------------------------------------------------------------------------
def test_the_board_is_two_islands_that_no_connection_joins():
    """UK-1: 40 cities in 6 regions, 74 connections, none across the Irish Sea: the board's
    connections make two land masses, Great Britain's four regions and Ireland's two; London is
    two cities joined at cost 0."""
    board = Game.map_board(UK)
    assert len(board["cities"]) == 40 and len(board["connections"]) == 74
    sizes = {r["id"]: len(r["cities"]) for r in board["regions"]}
    assert sizes == {"england_south": 8, "england_north": 7, "wales": 6, "scotland": 7,
                     "northern_ireland": 5, "republic_of_ireland": 7}
    m = get_map(UK)
    assert m.islands and m.land_masses(sizes) == [GREAT_BRITAIN, IRELAND]
    irish = set(cities_of(IRELAND))
    assert all((a in irish) == (b in irish) for a, b, _ in board["connections"])
    assert ["London North", "London South", 0] in board["connections"]


# ---- UK-2 ---------------------------------------------------------------------------------
def test_regions_on_both_islands_may_be_in_play_each_island_adjacent():
    """UK-2, AMB-116: Northern Ireland, the Republic and Wales are accepted although no region
    of Ireland borders Wales; the cities of each island are one network (MAP-4 per island)."""
    game = uk_game(regions=IRELAND_AND_WALES)
    assert game.state["regions"] == sorted(IRELAND_AND_WALES)
    assert Game.regions_refusal(UK, IRELAND_AND_WALES) is None
    assert get_map(UK).cut_off_cities(IRELAND_AND_WALES) == []


@pytest.mark.parametrize("regions", [["scotland", "wales", "northern_ireland"],
                                     ["scotland", "wales", "england_south"]])
def test_regions_not_adjacent_on_their_island_are_refused(regions):
    """UK-2: Scotland and Wales do not border each other, so with them the regions of Great
    Britain are not adjacent, with or without Ireland in play: refused, said per island."""
    refusal = Game.regions_refusal(UK, regions)
    assert refusal is not None and refusal.code == "regions_not_adjacent_on_island"
    with pytest.raises(IllegalAction) as e:
        uk_game(regions=regions)
    assert e.value.code == "regions_not_adjacent_on_island"


def test_a_board_of_one_land_mass_keeps_its_refusal():
    """UK-2 against BASE-SETUP-1: Germany's regions apart keep the base game's words and code."""
    refusal = Game.regions_refusal("germany", ["northeast", "southwest"])
    assert refusal is not None and refusal.code == "regions_not_adjacent"


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_random_draw_takes_every_set_adjacent_on_each_island(n):
    """UK-2, AMB-116: the draw's choices are every set of T-PC's size whose regions on each
    island are adjacent among themselves, some on both islands; with 5 regions (5 and 6
    players) both islands are always in play. Drawn games keep to such sets."""
    m = get_map(UK)
    k = Game.player_count(n, UK)["regions"]
    choices = m.connected_region_sets(k)
    assert any(set(c) & set(IRELAND) and set(c) & set(GREAT_BRITAIN) for c in choices)
    for c in choices:
        for island in (GREAT_BRITAIN, IRELAND):
            part = [r for r in c if r in island]
            assert not part or m.regions_connected(part), c
    if k == 5:
        assert all(set(c) & set(IRELAND) and set(c) & set(GREAT_BRITAIN) for c in choices)
    for seed in range(4):
        assert uk_game(n, regions=None, seed=seed).state["regions"] in choices


# ---- UK-3, UK-4, EX-17 --------------------------------------------------------------------
def test_one_network_on_each_island_the_second_at_its_house_and_20():
    """UK-3, UK-4, EX-17, AMB-129 on the board itself (the seam is tried in test_networks.py):
    with Liverpool and Manchester, Dublin begins a second network at 10 + 20, Athlone joins it
    from Dublin at 10 + 9 (49 in all, as the file's extra cost says); a new network named in
    Great Britain is refused (network_on_land_mass), changing nothing."""
    game = build_scene(3, ["england_north", "republic_of_ireland", "scotland"], {2: ["Liverpool", "Manchester"]})
    game.state["networks"][2] = 1
    give(game, 2, money=100)
    assert game.decision()["player"] == 2
    assert board_file()["second_network"]["extra_cost"] == game.rules.declared.networks.surcharge == 20
    assert game.build_preview(2)["Dublin"]["cost"] == 30
    before = game.dumps()
    with pytest.raises(IllegalAction) as e:
        game.apply({"type": "build", "player": 2, "cities": ["Leeds"], "new_networks": ["Leeds"]})
    assert e.value.code == "network_on_land_mass" and game.dumps() == before
    game.apply({"type": "build", "player": 2, "cities": ["Dublin", "Athlone"]})
    assert game.state["players"][2]["money"] == 100 - 30 - 19 and game.state["networks"][2] == 2


# ---- UK-5 ---------------------------------------------------------------------------------
def test_nobody_may_open_a_nuclear_plant_in_round_1():
    """UK-5, AMB-117: in round 1 nobody has a city, so plant 11 cannot be opened; the refusal
    names every region but the Republic of Ireland (code plant_needs_region) and changes
    nothing."""
    helpers_market.refused_in_round1(uk_game(), 11, "uranium", OUTSIDE_THE_REPUBLIC)


def test_a_player_with_cities_only_in_the_republic_may_not_acquire_a_nuclear_plant():
    """UK-5: from round 2, a player with cities only in the Republic of Ireland may not open
    plant 11 but may open 12; a player in Belfast (Northern Ireland) opens it, and the other
    player of the Republic is out of that auction at once."""
    game = uk_game(order=[0, 1, 2])
    helpers_market.barred_opener_then_barred_bidder(helpers_market.round2_auction(
        game, {0: ["Dublin"], 1: ["Belfast"], 2: ["Cork", "Galway"]}, [11, 12, 14, 15, 16, 17, 18, 19]))


def test_one_city_outside_the_republic_is_enough():
    """UK-5: with Dublin and Cardiff a player may acquire every plant; a player only in the
    Republic is refused every uranium plant alike, no other kind."""
    game = uk_game(order=[0, 1, 2])
    helpers_market.round2_auction(game, {0: ["Dublin", "Cardiff"], 1: ["Cork"]}, [11, 12, 14, 15, 16, 17, 18, 19])
    for plant in game.rules.plants:
        assert game.acquire_refusal(0, plant) is None
        assert (game.acquire_refusal(1, plant) is not None) == (plant in URANIUM), plant


# ---- UK-6 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_map, regions, step", [(UK, ["england_north", "england_south", "wales"], 2),
                                                     ("germany", None, 1)])
def test_step_2_begins_at_7_cities_also_with_2_players(game_map, regions, step):
    """UK-6, AMB-118: with 2 players Step 2 begins after the Phase 4 in which a player has his
    7th city (the base game waits for 10: Germany stays in Step 1)."""
    game = new_game(2, game_map=game_map, regions=regions, order=[0, 1])
    enter_phase(game, "build", round_=4)
    give(game, 0, cities=7)
    pass_all(game)
    assert game.state["step"] == step
    assert game.view()["step2_cities"] == (7 if game_map == UK else 10)


def test_the_other_player_counts_keep_the_base_thresholds():
    """UK-6: 7 cities with 3, 4 and 5 players, 6 with 6, as the base game."""
    assert [Game.player_count(n, UK)["step2_cities"] for n in range(2, 7)] == [7, 7, 7, 7, 6]


@pytest.mark.parametrize("holdings, step", [(6, 2), (5, 1)])
def test_step_2_begins_when_every_city_in_play_holds_a_house(holdings, step):
    """UK-6, AMB-118: 3 players hold 6 cities each, all 18 of Ireland and Wales: nobody has 7,
    yet Step 2 begins when Phase 4 ends; with 15 of the 18 taken it does not."""
    cities = cities_of(IRELAND_AND_WALES)
    game = build_scene(3, IRELAND_AND_WALES, {s: cities[6 * s:6 * s + holdings] for s in range(3)})
    pass_all(game)
    assert game.state["step"] == step
    assert [e["step"] for e in events(game, "step_started")] == ([2] if step == 2 else [])


# ---- UK-7, EX-18 --------------------------------------------------------------------------
@pytest.mark.parametrize("n, before", [(2, 24), (3, 24), (4, 28), (5, 32), (6, 32)])
def test_the_step_3_card_lies_above_the_last_two_plants(n, before):
    """UK-7, EX-18: after the usual set-up (13 on top, T-PC's removals) the Step 3 card goes in
    with two plants below it, so it comes after 24 / 24 / 28 / 32 / 32 plants (on Germany after
    26 / 26 / 30 / 34 / 34); nobody knows the two below it."""
    for seed in range(4):
        game = uk_game(n, regions=None, seed=seed)
        deck = game.state["deck"]
        assert deck[0] == 13 and deck.index(S3) == before
        assert len(deck) == before + 3 and all(isinstance(c, int) for c in deck[-2:])
        public = game.public_deck()
        assert public[0] == 13 and public[before] == S3 and public[before + 1:] == [None, None]
        germany = new_game(n, regions=None, seed=seed)
        assert germany.state["deck"].index(S3) == before + 2 == len(germany.state["deck"]) - 1


def test_the_plants_under_the_deck_go_below_the_two_and_are_known():
    """UK-7, BASE-BUREAU-10: in Phase 5 the highest plant goes under the deck, below the two
    unknown plants; everyone knows it lies there."""
    game = uk_game(order=[0, 1, 2])
    buy_round1(game, [3, 4, 5])
    skip_phase(game, "buy")
    skip_phase(game, "build")
    highest = game.state["market"][-1]
    pass_all(game)
    deck = game.public_deck()
    assert deck[-4:] == [S3, None, None, highest]
    game.check_invariants()


def test_the_step_3_card_drawn_in_step_1_skips_step_2_and_shuffles_the_two_in():
    """UK-7, AMB-119, BASE-STEP3-11: the card comes up in round 1 with two plants below it; the
    deck, those two included, is shuffled (BASE-STEP3-2..4) and Step 3 follows Step 1: Step 2
    never begins."""
    game = uk_game(order=[0, 1, 2])
    set_cards(game, market=[3, 4, 5, 6, 7, 8, 9, 10], deck=[S3, 28, 29])
    act(game, "open", plant=3, bid=3)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    state = game.state
    assert state["step3_pending"] and sorted(state["deck"]) == [28, 29]
    assert events(game, "deck_shuffled")
    assert all(c is None for c in game.public_deck())
    while state["phase"] == "auction":                # the others buy the cheapest plant each
        opening = next(o for o in game.legal_actions() if o["type"] == "open")
        act(game, "open", plant=opening["plant"], bid=opening["min"])
        while game.decision()["kind"] == "bid":
            act(game, "pass")
    assert state["step"] == 3 and [e["step"] for e in events(game, "step_started")] == [3]


def test_in_a_beginner_game_the_two_below_stay_unknown_once_the_card_is_replaced():
    """UK-7, BEGINNER-6, AMB-127: the Step 3 card drawn in Phase 5 is removed and replaced by
    the first plant below it; the other is still not shown on top of the deck (nor, as the state
    cannot tell them apart, the plant that went under the deck in sight)."""
    game = uk_game(beginner=True, order=[0, 1, 2])
    set_cards(game, market=[3, 4, 5, 6, 7, 8, 9, 10], deck=[20, 21, 22, S3, 28, 29])
    buy_round1(game, [3, 4, 5])
    skip_phase(game, "buy")
    skip_phase(game, "build")
    pass_all(game)                       # 22 under the deck; the Step 3 card drawn and replaced by 28
    assert game.state["deck"] == [29, 22] and 28 in game.state["market"]
    assert game.public_deck() == [None, None]
    germany = new_game(3, beginner=True, order=[0, 1, 2])
    set_cards(germany, market=[3, 4, 5, 6, 7, 8, 9, 10], deck=[20, 21, 22, S3, 28, 29])
    buy_round1(germany, [3, 4, 5])
    skip_phase(germany, "buy")
    skip_phase(germany, "build")
    pass_all(germany)                    # BEGINNER-6 on the base deck: every card left is known
    assert germany.public_deck() == [29, 22]


@pytest.mark.parametrize("seed", range(3))
def test_promo_cards_are_shuffled_in_above_the_step_3_card(seed):
    """AMB-128: with every promo card the two cards below the Step 3 card are still plants;
    every promo card lies between 13 and it; the game plays to its end."""
    game = uk_game(promos=list(promo_ids()), seed=seed, regions=["england_north", "england_south", "wales"])
    deck = game.state["deck"]
    at = deck.index(S3)
    assert deck[0] == 13 and len(deck) == at + 3 and all(isinstance(c, int) for c in deck[at + 1:])
    assert {c for c in deck[1:at] if isinstance(c, str)} == set(game.rules.expansion.deck_cards(game.rules))
    play_out(game, seed=seed)
    assert game.over


# ---- UK-8 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_map, regions, end", [(UK, IRELAND_AND_WALES, 18),
                                                    (UK, ["england_north", "england_south", "wales"], 21)])
def test_with_2_players_the_end_is_capped_at_the_cities_in_play(game_map, regions, end):
    """UK-8, AMB-120: with Ireland and Wales in play (18 cities) the game ends when a player
    has a house in all 18; with 21 cities in play or more, at 21 as in the base game."""
    game = build_scene(2, regions, {0: cities_of(regions)[:end]})
    assert game.view()["end_cities"] == end
    pass_all(game)
    assert game.over and game.state["result"]["winners"] is not None


def test_without_the_cap_18_cities_do_not_end_a_2_player_game():
    """UK-8 against BASE-END-1: on Germany with 2 players, 18 cities do not end the game."""
    game = new_game(2, order=[0, 1])
    enter_phase(game, "build", round_=4)
    give(game, 0, cities=18)
    pass_all(game)
    assert not game.over and game.view()["end_cities"] == 21


def test_the_cap_leaves_more_players_alone():
    """UK-8, UK-10: with 3 players 17 cities end the game, 18 being in play."""
    assert uk_game(3).view()["end_cities"] == 17


# ---- UK-9 ---------------------------------------------------------------------------------
def test_the_starting_market_has_no_uranium():
    """UK-9: coal 1-8 (24), oil 3-8 (18), garbage 5-8 (12), no uranium; the supply holds 0 coal,
    6 oil, 12 garbage, 12 uranium."""
    game = uk_game()
    assert game.state["markets"]["main"] == {"coal": 24, "oil": 18, "garbage": 12, "uranium": 0}
    assert game.state["supply"] == {"coal": 0, "oil": 6, "garbage": 12, "uranium": 12}
    assert game.quote(0, {"garbage": 1})["cost"] == 5
    assert not game.quote(0, {"uranium": 1})["ok"]


def restock_in_step(n: int, step: int) -> dict:
    """What Phase 5 of round 1 restocks in `step` with n players, enough of each kind in the supply."""
    return helpers_market.restock_in_step(uk_game(n, regions=None), [3, 4, 5, 6, 7, 8][:n], step,
                                          {"coal": 10, "oil": 10, "garbage": 10})


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_board_restocks_with_its_own_table(n):
    """UK-9: Step 1 restocks coal 3 / 3 / 4 / 4 / 6 (base 3 / 4 / 5 / 5 / 7); Step 2 uranium
    1 / 2 / 3 / 4 / 4 (base 1 / 1 / 2 / 3 / 3); Step 3 oil 2 / 2 / 3 / 4 / 5 (base 4 / 4 / 5 /
    6 / 7) and garbage 2 / 2 / 3 / 5 / 5 (base 3 / 3 / 4 / 5 / 6)."""
    assert restock_in_step(n, 1)["coal"] == [3, 3, 4, 4, 6][n - 2]
    assert restock_in_step(n, 2)["uranium"] == [1, 2, 3, 4, 4][n - 2]
    step3 = restock_in_step(n, 3)
    assert (step3["oil"], step3["garbage"]) == ([2, 2, 3, 4, 5][n - 2], [2, 2, 3, 5, 5][n - 2])


# ---- UK-10, UK-11 -------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """UK-10: the T-PC row of the base game but Step 2 with 2 players (UK-6), the opening market
    03-10, 13 on top, 22 houses; the beginner game and the promo cards may be chosen (AMB-127,
    AMB-128). UK-11: nothing of the later edition's deck set-up applies: the deck holds the base
    plants only, set up as UK-7 says."""
    row, base = Game.player_count(n, UK), Game.player_count(n)
    assert {k: v for k, v in row.items() if k != "step2_cities"} == \
        {k: v for k, v in base.items() if k != "step2_cities"}
    game = uk_game(n, regions=None)
    assert game.state["market"] == [3, 4, 5, 6, 7, 8, 9, 10] and game.state["deck"][0] == 13
    assert set(game.state["deck"]) - {S3} <= set(Game.plant_cards())
    assert game.rules.max_cities == 22
    entry = next(m for m in Game.maps() if m["id"] == UK)
    assert entry["beginner"] and entry["promos"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_computers_cross_the_sea_and_their_games_end(level):
    """UK-3, UK-4: with Great Britain's north and Scotland in play beside the Republic, no island
    holds the 17 cities that end a 3-player game: the computers begin their second network on the
    other island at the house price + 20, as the rules let them, and the game ends."""
    game = uk_game(3, regions=["england_north", "scotland", "republic_of_ireland"])
    bots = [make_bot(level, 40 + i, **({"playouts": 2} if level == "hard" else {})) for i in range(3)]
    while not game.over and game.state["round"] <= 30:
        seat = game.decision()["player"]
        game.apply(bots[seat].act(game.observation(seat)))
    assert game.over
    mass_of = get_map(UK).land_mass_of
    assert any(len({mass_of[c] for c in p["cities"]}) == 2 for p in game.state["players"])
