"""Game end: BASE-END-1..8, BASE-2P-2 and the beginner game BEGINNER-1..5."""
import pytest

from helpers import GERMANY_ALL5, act, assert_rejected
from helpers_play import (advance_to, area_cities, finish_phase, give_plants, give_resources, money,
                          scene, set_cities, set_market, to_step)

END_AT = {2: 21, 3: 17, 4: 17, 5: 15, 6: 14}
T_PAY = [10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118, 124, 129, 134, 138, 142, 145, 148, 150]


def build_scene(n, beginner=False, step=1):
    game = scene(n, "build", regions=GERMANY_ALL5 if n >= 5 else None, beginner=beginner)
    to_step(game, step)
    return game


def spread(game, seat, k):
    """k cities for `seat`, starting at a different place of the city list for every seat."""
    cities = area_cities(game)
    start = 7 * seat
    return [cities[(start + i) % len(cities)] for i in range(k)]


def cheapest(game, seat, k=1):
    """The k cities `seat` can build most cheaply this turn, one at a time."""
    preview = game.build_preview(seat)
    options = sorted((v["cost"], c) for c, v in preview.items() if v["cost"] is not None)
    return [c for _, c in options[:k]]


def final(n, setups, beginner=False):
    """Phase 4 in Step 3 with each seat's (plants, coal, cities, money); everybody passes, so the
    end check runs with these city counts."""
    game = build_scene(n, beginner=beginner, step=1 if beginner else 3)
    for seat, (plants, coal, cities, cash) in setups.items():
        give_plants(game, seat, plants)
        give_resources(game, seat, source="market", coal=coal)
        set_cities(game, seat, spread(game, seat, cities))
        money(game, seat, cash)
    finish_phase(game)
    assert game.over
    return game


def ranking(game):
    return [(r["player"], r["place"], r["powered"], r["decided_by"]) for r in game.state["result"]["ranking"]]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_game_ends_after_phase4_at_the_threshold(n):
    """BASE-END-1, BASE-2P-1, BASE-3P-1, BASE-4P-1, BASE-5P-1, BASE-6P-1: connecting city 21/17/17/15/14
    ends the game after Phase 4; nothing more can be bought or built."""
    game = build_scene(n, step=1)
    set_cities(game, 0, area_cities(game)[:END_AT[n] - 1])
    money(game, 0, 1000)
    act(game, "build", cities=cheapest(game, 0))
    assert not game.over and game.decision()["kind"] == "build"
    finish_phase(game)
    assert game.over and game.decision() is None and game.state["phase"] == "over"
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"coal": 1}}, "over")


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_one_city_below_the_threshold_does_not_end(n):
    """BASE-END-1: with one city fewer than the threshold the game goes on to Phase 5."""
    game = build_scene(n, step=2)
    set_cities(game, 0, area_cities(game)[:END_AT[n] - 2])
    money(game, 0, 1000)
    act(game, "build", cities=cheapest(game, 0))
    finish_phase(game)
    assert not game.over and game.decision()["kind"] == "power"


def test_end_is_checked_before_step2_and_nothing_follows():
    """BASE-END-2: 17 cities in Step 1 end the game: no Step 2, no restock, no plant-market update."""
    game = build_scene(3, step=1)
    set_cities(game, 0, area_cities(game)[:16])
    money(game, 0, 1000)
    act(game, "build", cities=cheapest(game, 0))
    market, deck = list(game.state["market"]), list(game.state["deck"])
    resources = dict(game.state["markets"]["main"])
    finish_phase(game)
    assert game.over
    assert game.state["step"] == 1
    assert game.state["market"] == market and game.state["deck"] == deck
    assert game.state["markets"]["main"] == resources
    assert not any(e["e"] in ("step_started", "market_restocked") for e in game.state["log"])


def test_final_powering_pays_income():
    """BASE-END-3, BASE-END-4: at the end every player runs his plants as in Phase 5 (fuel burned,
    cities powered = min(cities, capacity)) and is paid T-PAY once more."""
    game = final(3, {0: ([15, 50], 2, 17, 5), 1: ([4], 2, 2, 7), 2: ([6], 0, 3, 9)})
    assert [(p["money"], p["resources"]["coal"]) for p in game.state["players"]] == [
        (5 + T_PAY[9], 0), (7 + T_PAY[1], 0), (9 + T_PAY[0], 0)]
    assert [(r["player"], r["powered"]) for r in game.state["result"]["ranking"]] == [(0, 9), (1, 1), (2, 0)]


def test_most_powered_cities_wins_not_most_connected():
    """BASE-END-5, BASE-END-7: both 17+ players have no special standing; the player who powers
    the most cities wins, even with fewer cities and less money."""
    game = final(3, {0: ([15], 2, 18, 100), 1: ([50], 0, 17, 0), 2: ([4], 2, 6, 90)})
    assert game.state["result"]["winners"] == [1]
    assert ranking(game) == [(1, 1, 6, None), (0, 2, 3, "powered"), (2, 3, 1, "powered")]


def test_tie_on_powered_cities_goes_to_money():
    """BASE-END-5: equal powered cities (same income) are separated by Elektro left."""
    game = final(3, {0: ([33], 0, 17, 20), 1: ([37], 0, 10, 21), 2: ([13], 0, 1, 0)})
    assert ranking(game) == [(1, 1, 4, None), (0, 2, 4, "money"), (2, 3, 1, "powered")]


def test_tie_on_money_goes_to_connected_cities():
    """BASE-END-5: equal powered cities and money: the player with more connected cities wins."""
    game = final(3, {0: ([33], 0, 17, 20), 1: ([37], 0, 5, 20), 2: ([18, 22], 0, 18, 20)})
    assert ranking(game) == [(2, 1, 4, None), (0, 2, 4, "cities"), (1, 3, 4, "cities")]


def test_complete_tie_shares_the_victory():
    """BASE-END-6: still tied on powered cities, money and cities: both players win."""
    game = final(3, {0: ([33], 0, 17, 20), 1: ([37], 0, 17, 20), 2: ([13], 0, 3, 50)})
    assert sorted(game.state["result"]["winners"]) == [0, 1]
    rows = ranking(game)
    assert [r[1] for r in rows] == [1, 1, 3] and rows[1][3] == "shared"


def test_no_city_limit_in_the_final_round_except_22_houses():
    """BASE-END-8, BASE-BUILD-14: in the last Phase 4 a player may go from 14 to 22 cities (threshold 15)
    but not to 23."""
    game = build_scene(5, step=3)
    set_cities(game, 0, area_cities(game)[:14])
    money(game, 0, 2000)
    extra = area_cities(game)[14:23]
    assert_rejected(game, {"type": "build", "player": 0, "cities": extra}, "22")
    act(game, "build", cities=extra[:8])
    finish_phase(game)
    assert game.over and len(game.state["players"][0]["cities"]) == 22


def test_two_players_21_cities_pay_150():
    """BASE-2P-2, BASE-END-4: in the 2-player final powering 21 powered cities pay 150, as 20 do."""
    game = final(2, {0: ([36, 44, 46, 50], 6, 21, 0), 1: ([13], 0, 1, 0)})
    assert ranking(game)[0][:3] == (0, 1, 21)
    assert money(game, 0) == 150


@pytest.mark.parametrize("n", [2, 3, 6])
def test_beginner_game_ends_at_7_cities(n):
    """BEGINNER-2, BEGINNER-1: for every player count the beginner game ends after the Phase 4 in which
    a player connects his 7th city; 6 cities do not end it."""
    game = build_scene(n, beginner=True)
    set_cities(game, 0, area_cities(game)[:5])
    money(game, 0, 100)
    act(game, "build", cities=cheapest(game, 0))
    finish_phase(game)
    assert not game.over
    advance_to(game, "build")
    seat = game.decision()["player"]
    set_cities(game, seat, area_cities(game)[-6:])
    money(game, seat, 100)
    act(game, "build", cities=cheapest(game, seat))
    finish_phase(game)
    assert game.over and len(game.state["players"][seat]["cities"]) == 7


def test_beginner_no_eighth_city():
    """BEGINNER-3: with 6 cities a player may add only one more, however rich he is."""
    game = build_scene(3, beginner=True)
    set_cities(game, 0, area_cities(game)[:6])
    money(game, 0, 500)
    assert game.legal_actions()[0]["room"] == 1
    assert_rejected(game, {"type": "build", "player": 0, "cities": cheapest(game, 0, 2)}, "7")
    act(game, "build", cities=cheapest(game, 0))
    assert len(game.state["players"][0]["cities"]) == 7


def test_beginner_tie_goes_to_money():
    """BEGINNER-4: equal powered cities are decided by money left, then as in the base game."""
    game = final(3, {0: ([33], 0, 7, 30), 1: ([37], 0, 6, 31), 2: ([13], 0, 2, 40)}, beginner=True)
    assert ranking(game) == [(1, 1, 4, None), (0, 2, 4, "money"), (2, 3, 1, "powered")]


@pytest.mark.parametrize("beginner,step,coal", [(False, 2, 9), (True, 1, 7)])
def test_beginner_six_players_never_reach_step2(beginner, step, coal):
    """BEGINNER-5, BEGINNER-1, BASE-STEP2-1, BASE-6P-1: 6 cities start Step 2 with 6 players (restock
    9 coal), but not in the beginner game, which stays in Step 1 and restocks 7 coal."""
    game = build_scene(6, beginner=beginner)
    set_market(game, coal=0)
    set_cities(game, 0, area_cities(game)[:5])
    money(game, 0, 100)
    act(game, "build", cities=cheapest(game, 0))
    advance_to(game, "power")
    assert game.state["step"] == step
    finish_phase(game)
    assert game.state["markets"]["main"]["coal"] == coal


def test_beginner_game_ends_when_the_board_is_full():
    """BEGINNER-2, BEGINNER-3: with 6 players the 35 one-house cities can fill up before anyone
    reaches 7; the engine then ends the game at the end of that Phase 4 instead of looping forever
    (an engine decision for a gap in the rules)."""
    from powergrid import Game
    from powergrid.bots import RandomBot
    from helpers import names
    game = Game({"map": "germany", "players": names(6), "seed": 5, "beginner": True})
    bot = RandomBot(5)
    while not game.over:
        game.apply(bot.act(game))
    assert all(len(game.state["cities"].get(c, ())) == 1 for c in game.rules.area.cities)
    assert max(len(p["cities"]) for p in game.state["players"]) < 7
    assert game.state["result"]["winners"]
