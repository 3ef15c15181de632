"""Japan (JP-1..JP-9, EX-24, AMB-125..AMB-128): each rule set up exactly, compared with the base
game where the base game does otherwise."""
import pytest

from powergrid import Game, IllegalAction

from helpers import buy_round1, names, new_game, skip_phase
from helpers_market import assert_starting_market, enter_phase, events, give, pass_all
from test_networks import at_build, build
from test_networks import refusal as refused

JP = "japan"
STARTS = ["Fukuoka", "Kobe", "Osaka", "Sapporo", "Tokyo", "Yokohama"]
# Three adjacent regions: Tokyo's, Osaka's and Kobe's.
REGIONS3 = ["chubu_kansai", "chugoku_shikoku", "kanto"]


def jp_game(n=3, regions=REGIONS3, **kw) -> Game:
    return new_game(n, game_map=JP, regions=regions, timing=Game.TIMING, **kw)


def round1_build(n=3) -> Game:
    """Round 1's Phase 4 in seat order 0, 1, 2 (seat 2 builds first), plants 4, 5, 6 bought."""
    game = jp_game(n, order=list(range(n)))
    buy_round1(game, [4, 5, 6, 7, 8, 9][:n])
    skip_phase(game, "buy")
    return game


# ---- JP-1 ---------------------------------------------------------------------------------
def test_the_board_is_five_regions_of_seven_with_three_links_at_cost_0():
    """JP-1: 35 cities in 5 regions of 7 and 53 connections; Tokyo-Yokohama, Tokyo-Saitama and
    Osaka-Kyoto cost 0; 3 / 3 / 4 / 5 / 5 regions in play, so the whole board with 5 and 6."""
    board = Game.map_board(JP)
    assert len(board["cities"]) == 35 and len(board["connections"]) == 53
    assert sorted(len(r["cities"]) for r in board["regions"]) == [7] * 5
    free = sorted(sorted(c[:2]) for c in board["connections"] if c[2] == 0)
    assert free == [["Kyoto", "Osaka"], ["Saitama", "Tokyo"], ["Tokyo", "Yokohama"]]
    assert [Game.player_count(n, JP)["regions"] for n in range(2, 7)] == [3, 3, 4, 5, 5]
    assert len(jp_game(5, regions=None).rules.area.cities) == 35


# ---- JP-2 ---------------------------------------------------------------------------------
def test_a_first_house_must_be_in_one_of_six_starting_cities():
    """JP-2: round 1, Kyoto (beside Osaka at cost 0) is refused as a first house with
    network_start_city, naming the six; the board declares the six; on Germany any city will do."""
    game = round1_build()
    e = refused(game, ["Kyoto"])
    assert (e.code, e.params) == ("network_start_city", {"city": "Kyoto", "starts": STARTS})
    assert Game.map_board(JP)["networks"]["starts"] == STARTS
    assert sorted(game.legal_actions()[0]["options"]) == ["Kobe", "Osaka", "Tokyo", "Yokohama"]
    refusal = next(r for r in game.refused_choices() if r["action"]["cities"] == ["Kyoto"])
    assert (refusal["code"], refusal["reason"]) == (e.code, str(e))
    base = new_game(3)
    buy_round1(base, [4, 5, 6])
    skip_phase(base, "buy")
    assert base.build_plan(base.decision()["player"], ["Essen"])["cost"] == 10


def test_a_first_house_later_in_the_game_is_in_a_starting_city_too():
    """JP-2, JP-3: a player with no house in round 2 still begins in a starting city: Kyoto alone
    is refused; Kyoto with Osaka begins at Osaka and connects Kyoto at 0."""
    game = jp_game(order=[0, 1, 2])
    seat = at_build(game)
    assert refused(game, ["Kyoto"]).code == "network_start_city"
    assert game.build_preview(seat)["Kyoto"]["cost"] is None
    build(game, ["Kyoto", "Osaka"])
    assert game.state["players"][seat]["money"] == 30 and game.view()["networks_begun"][seat] == 1


# ---- JP-3 ---------------------------------------------------------------------------------
def test_the_free_jump_costs_the_house_only_once_in_the_game():
    """JP-3, AMB-125: with Chiba, the jump into Kobe costs 10 (a connection would cost far more);
    the preview and the template offer it; once spent, a second is refused (networks_limit) and
    the refusal is listed with its reason."""
    game = jp_game(order=[0, 1, 2])
    seat = at_build(game)
    give(game, seat, cities=["Chiba"], money=100)
    game.state["networks"][seat] = 1
    kobe = game.build_preview(seat)["Kobe"]
    assert kobe["new_network"] == 10 and kobe["cost"] > 30
    assert game.legal_actions()[0]["network_options"] == {"Kobe": 10, "Osaka": 10, "Tokyo": 10, "Yokohama": 10}
    build(game, ["Kobe"], new_networks=["Kobe"])
    assert game.state["players"][seat]["money"] == 90 and game.state["networks"][seat] == 2
    assert at_build(game, round_=3) == seat
    e = refused(game, ["Osaka"], new_networks=["Osaka"])
    assert (e.code, e.params) == ("networks_limit", {"city": "Osaka", "most": 2})
    listed = [r for r in game.refused_choices() if r["action"].get("new_networks") == ["Osaka"]]
    assert [(r["code"], r["reason"]) for r in listed] == [(e.code, str(e))]
    assert game.legal_actions()[0]["network_options"] == {}


def test_the_jump_goes_into_a_starting_city_with_a_free_space():
    """JP-3: a jump into Nagoya is refused (not a starting city); into a Tokyo holding two houses
    in Step 1 it is refused as full, so no jump is possible there then."""
    game = jp_game(order=[0, 1, 2])
    seat = at_build(game)
    give(game, seat, cities=["Kobe"], money=100)
    game.state["networks"][seat] = 1
    give(game, 0, cities=["Tokyo"])
    give(game, 1, cities=["Tokyo"])
    assert refused(game, ["Nagoya"], new_networks=["Nagoya"]).code == "network_start_city"
    assert refused(game, ["Tokyo"], new_networks=["Tokyo"]).code == "city_full"
    assert "Tokyo" not in game.legal_actions()[0]["network_options"]


# ---- JP-4 ---------------------------------------------------------------------------------
def test_round_one_builds_at_most_two_network_starts():
    """JP-4, AMB-126: in round 1 a third house is refused (first_round_networks), and so is a
    connected second house (Chiba from Tokyo): each house begins a network; the template's room
    is two."""
    game = round1_build()
    assert game.legal_actions()[0]["room"] == 2
    assert refused(game, ["Tokyo", "Yokohama", "Osaka"]).code == "first_round_networks"
    assert refused(game, ["Tokyo", "Chiba"]).code == "network_start_city"


def test_ex24_round_one_and_the_spaces_of_a_starting_city():
    """EX-24, JP-4, JP-5, AMB-126: Aki builds Tokyo and Yokohama (20, the link at 0 not paid, the
    jump spent); Ben Tokyo's second space and, as his jump, Osaka (20). In round 2 Ben's Kyoto costs
    10 + 0 from Osaka. In Step 1 Cem cannot build in Tokyo; in Step 3 its 20 space opens."""
    game = round1_build()
    aki = build(game, ["Tokyo", "Yokohama"])
    ben = build(game, ["Tokyo", "Osaka"])
    assert [e["cost"] for e in events(game, "cities_built")] == [20, 20]
    assert game.view()["networks_begun"][aki] == game.view()["networks_begun"][ben] == 2
    cem = game.decision()["player"]
    assert refused(game, ["Tokyo"]).code == "city_full"
    build(game, [])
    enter_phase(game, "build", round_=2, order=[cem, aki, ben])
    assert game.build_plan(ben, ["Kyoto"])["steps"][0] == \
        {"city": "Kyoto", "slot": 10, "connection": 0, "from": "Osaka", "path": ["Osaka", "Kyoto"]}
    game.state["step"] = 3
    assert game.build_plan(cem, ["Tokyo"])["steps"][0]["slot"] == 20


# ---- JP-5, JP-6 ---------------------------------------------------------------------------
def test_a_starting_city_takes_two_houses_at_10_in_step_1_and_a_third_at_20_in_step_3():
    """JP-5: Osaka's spaces are 10, 10 and 20; the third opens in Step 3 only."""
    game = jp_game(order=[0, 1, 2])
    seat = at_build(game)
    give(game, seat, cities=["Kyoto"], money=100)
    give(game, 0, cities=["Osaka"])
    assert game.build_plan(seat, ["Osaka"])["cost"] == 10
    give(game, 1, cities=["Osaka"])
    game.state["step"] = 2
    assert refused(game, ["Osaka"]).code == "city_full"
    game.state["step"] = 3
    assert game.build_plan(seat, ["Osaka"])["cost"] == 20
    assert game.view()["cities_open"]["Osaka"]["slots"] == [[10, 1], [10, 1], [20, 3]]


@pytest.mark.parametrize("city, scenes", [
    ("Koriyama", [(1, [], 10), (2, [0], 15), (3, [0, 1], "city_full")]),
    ("Saitama", [(1, [], "city_closed"), (2, [], 15), (3, [0], 20), (3, [0, 1], "city_full")])])
def test_the_small_cities_take_two_houses(city, scenes):
    """JP-6: Koriyama takes a house at 10 from Step 1 and one at 15 from Step 2, none in Step 3;
    Saitama is closed in Step 1 (city_closed), then takes one at 15 and, in Step 3, one at 20."""
    for step, holders, answer in scenes:
        game = jp_game(order=[0, 1, 2])
        seat = at_build(game, step=step)
        give(game, seat, cities=["Tokyo"], money=100)
        game.state["networks"][seat] = 1
        for holder in holders:
            give(game, holder, cities=[city])
        if isinstance(answer, str):
            assert refused(game, [city]).code == answer
        else:
            assert game.build_plan(seat, [city])["steps"][0]["slot"] == answer


# ---- JP-7 ---------------------------------------------------------------------------------
def test_the_starting_market_and_the_supply():
    """JP-7: coal 2-8 (21), oil 4-8 (15), garbage 6-8 (9), uranium on 12, 14, 16 (3); the supply
    3 coal, 9 oil, 15 garbage, 9 uranium."""
    assert_starting_market(jp_game(), {"coal": 21, "oil": 15, "garbage": 9, "uranium": 3},
                           {"coal": 3, "oil": 9, "garbage": 15, "uranium": 9},
                           {"coal": 2, "oil": 4, "garbage": 6, "uranium": 12})


@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_restock_follows_the_boards_table(n):
    """JP-7: Phase 5 of Step 1 restocks by the board's table (coal 3 / 5 / 7 with 2 / 4 / 6)."""
    game = jp_game(n, regions=None)
    buy_round1(game, [3, 4, 5, 6, 7, 8][:n])
    skip_phase(game, "buy")
    skip_phase(game, "build")
    market, supply = game.state["markets"]["main"], game.state["supply"]
    for r, moved in {"coal": 10, "uranium": 2}.items():
        market[r] -= moved
        supply[r] += moved
    pass_all(game)
    added = events(game, "market_restocked")[-1]["added"]["main"]
    assert added["coal"] == {2: 3, 4: 5, 6: 7}[n] and added["uranium"] == {2: 1, 4: 1, 6: 2}[n]


# ---- JP-8, JP-9 ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """JP-8: the T-PC row of the base game, the opening market 03-10, 13 on top, 22 houses; promo
    cards may be chosen (AMB-128). JP-9: nothing of the later edition applies, so the page's rules
    of this map do not show it."""
    assert Game.player_count(n, JP) == Game.player_count(n)
    game = jp_game(n, regions=None)
    assert game.state["market"] == [3, 4, 5, 6, 7, 8, 9, 10] and game.state["deck"][0] == 13
    assert game.rules.max_cities == 22
    entry = next(m for m in Game.maps() if m["id"] == JP)
    assert entry["promos"] and not entry["beginner"]
    assert "JP-9" not in game.rules.declared.rule_ids
    Game({"map": JP, "players": names(n), "promos": ["flux"], "seed": n})


def test_the_beginner_game_is_refused():
    """AMB-127, JP-8: five small cities never open in Step 1, so the beginner game is refused."""
    with pytest.raises(IllegalAction) as e:
        Game({"map": JP, "players": names(3), "beginner": True})
    assert e.value.code == "beginner_not_on_map"
