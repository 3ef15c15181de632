"""Russia (RU-1..RU-9, EX-22, EX-23, AMB-124, AMB-127, AMB-128): each rule set up exactly,
compared with the base game where the base game does otherwise."""
import pytest

from powergrid import Game, IllegalAction, ScriptedRandom
from powergrid.data import STEP3, base_resource_tables, promo_ids

from helpers import act, assert_rejected, buy_round1, names, new_game, play_out, skip_phase
from helpers_market import enter_phase, events, give, pass_all, restock_in_step, set_cards

RU = "russia"
S3 = STEP3
OPENING = [3, 4, 5, 7, 8, 9]


def ru_game(n=3, **kw) -> Game:
    return new_game(n, game_map=RU, timing=Game.TIMING, **kw)


def auction_scene(game_map: str, market: list, deck: list, round_=4, step=1, rng=None) -> Game:
    """Phase 2 of `round_` on a 3-player game of `game_map`, in seat order 0, 1, 2 (round 1
    bought 3, 4 and 5), with exactly this market and deck."""
    game = Game({"map": game_map, "players": names(3), "seed": 1, "timing": Game.TIMING}, rng)
    buy_round1(game, [3, 4, 5])
    enter_phase(game, "auction", round_=round_, step=step, order=[0, 1, 2])
    set_cards(game, market=market, deck=deck)
    for seat in range(3):
        give(game, seat, money=100)
    return game


def buy(game: Game, plant) -> None:
    """The player choosing now opens `plant` at its number and the others pass the bidding."""
    act(game, "open", plant=plant, bid=plant)
    while game.decision()["kind"] == "bid":
        act(game, "pass")


def removals(game: Game, reason: str) -> list:
    return [e["plant"] for e in events(game, "plant_removed") if e["reason"] == reason]


# ---- RU-1 ---------------------------------------------------------------------------------
def test_the_board_is_six_regions_of_seven_and_tula_ryazan_costs_nothing():
    """RU-1: 42 cities in 6 regions of 7 and 91 connections; Tula-Ryazan is the one at cost 0."""
    board = Game.map_board(RU)
    assert len(board["cities"]) == 42 and len(board["connections"]) == 91
    assert sorted(len(r["cities"]) for r in board["regions"]) == [7] * 6
    free = [sorted(c[:2]) for c in board["connections"] if c[2] == 0]
    assert free == [["Ryazan", "Tula"]]


# ---- RU-2, EX-22, RU-9 --------------------------------------------------------------------
@pytest.mark.parametrize("n, face_down", [(2, 8), (3, 8), (4, 4), (5, 0), (6, 0)])
def test_the_deck_is_13_then_10_and_11_among_the_next_five(n, face_down):
    """RU-2, EX-22: the market is 03 04 05 | 07 08 09; 06 and 14 are out of the game openly,
    after the T-PC plants removed face down from the other 31; 13 lies on top, then 10 and 11
    shuffled with three plants, then the rest and the Step 3 card: 26 / 26 / 30 / 34 / 34
    plants. RU-9: not the later edition's random six on sale; its removals are not applied."""
    for seed in range(4):
        game = ru_game(n, seed=seed)
        state = game.state
        assert state["market"] == OPENING
        deck = state["deck"]
        assert deck[0] == 13 and deck[-1] == S3 and len(deck) - 1 == 26 + 8 - face_down
        assert {10, 11} <= set(deck[1:6]) and not {10, 11} & set(deck[6:])
        assert state["box"][face_down:] == [6, 14] and not {10, 11, 13} & set(state["box"])
        view = game.view()
        assert view["removed_face_up"] == [6, 14] and view["removed_count"] == face_down + 2
        assert game.public_deck()[0] == 13 and set(game.public_deck()[1:-1]) == {None}


def test_10_and_11_are_shuffled_with_the_top_three_after_the_removal():
    """RU-2: the removal takes the first plants of the shuffle of the 31 (8 with 3 players); the
    next three are shuffled with 10 and 11 into the five below 13; the rest keeps its order."""
    shuffled = [12, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, *range(26, 41), 42, 44, 46, 50]
    rng = ScriptedRandom({"deck": [shuffled], "deck_top_mix": [[11, 24, 10, 22, 23]]})
    game = Game({"map": RU, "players": names(3), "seed": 1}, rng)
    assert game.state["box"] == shuffled[:8] + [6, 14]
    assert game.state["deck"] == [13, 11, 24, 10, 22, 23] + shuffled[11:] + [S3]


def test_the_first_purchase_draws_13_and_the_five_come_next():
    """RU-2: round 1's first purchase is replaced by 13, which joins the future market."""
    game = ru_game(3, order=[0, 1, 2])
    buy(game, 4)
    assert game.state["market"] == [3, 5, 7, 8, 9, 13]


# ---- RU-3 ---------------------------------------------------------------------------------
def test_three_plants_are_on_sale_and_three_in_the_future_market():
    """RU-3: of 03 04 05 07 08 09 only 03 04 05 may be opened; 07, the fourth plant (on sale in
    the base game's market of four), is refused (plant_not_current) and nothing changes."""
    game = ru_game(3)
    assert game.view()["plant_market"]["current"] == [3, 4, 5]
    assert game.view()["plant_market"]["future"] == [7, 8, 9]
    assert [o["plant"] for o in game.legal_actions() if o["type"] == "open"] == [3, 4, 5]
    with pytest.raises(IllegalAction) as e:
        act(game, "open", plant=7, bid=7)
    assert e.value.code == "plant_not_current"
    assert_rejected(game, {"type": "open", "player": game.decision()["player"], "plant": 7, "bid": 7},
                    "not in the current market")
    germany = new_game(3)
    set_cards(germany, market=[3, 4, 5, 7, 8, 9, 10, 11])
    assert 7 in germany.view()["plant_market"]["current"]


def test_the_market_keeps_six_plants_after_purchases_and_phase_5():
    """RU-3, RU-8: each purchase is replaced, and Phase 5 of Steps 1-2 puts the highest under the
    deck and draws one: six plants, three of them current."""
    game = ru_game(3, order=[0, 1, 2])
    buy_round1(game, [3, 4, 5])
    assert len(game.state["market"]) == 6
    skip_phase(game, "buy")
    skip_phase(game, "build")
    highest = game.state["market"][-1]
    pass_all(game)
    assert game.state["deck"][-1] == highest and len(game.state["market"]) == 6
    assert game.market_rules()["phase5_market_size"] == 6
    game.check_invariants()


def test_the_step_3_market_holds_four_plants_all_on_sale():
    """RU-3, BASE-STEP3-2: the Step 3 card drawn in an auction sits above the future market; at
    the end of Phase 2 it leaves with the lowest plant, neither replaced: 4 plants, all on sale
    from Step 3 on, and Phase 5 of Step 3 drops the lowest and draws one: still 4."""
    rng = ScriptedRandom({"reshuffle": [[27, 26, 28, 29]]})
    game = auction_scene(RU, [20, 21, 22, 23, 24, 25], [S3, 26, 27, 28, 29], round_=6, step=2, rng=rng)
    buy(game, 20)                                         # the Step 3 card is drawn
    assert game.state["market"] == [21, 22, 23, 24, 25, S3]
    assert game.view()["plant_market"]["current"] == [21, 22, 23]
    pass_all(game)                                        # (the first pass draws 27 for 21, RU-4)
    assert game.state["market"] == [23, 24, 25, 27] and game.state["step"] == 3
    view = game.view()["plant_market"]
    assert view["current"] == [23, 24, 25, 27] and view["future"] == []
    assert game.market_rules()["phase5_market_size"] == 4 and not game.market_rules()["future_market"]
    game.check_invariants()
    skip_phase(game, "buy")
    skip_phase(game, "build")
    pass_all(game)
    assert game.state["market"] == [24, 25, 26, 27]
    game.check_invariants()


def test_a_step_3_card_drawn_in_phase_5_leaves_four_plants():
    """RU-3, BASE-STEP3-3/4: drawn in Phase 5 the card leaves at once with the lowest plant."""
    game = ru_game(3, order=[0, 1, 2])
    buy_round1(game, [3, 4, 5])
    skip_phase(game, "buy")
    skip_phase(game, "build")
    set_cards(game, market=[20, 21, 22, 23, 24, 25], deck=[S3, 26, 27])
    game.state["step"] = 2
    pass_all(game)
    assert game.state["market"] == [21, 22, 23, 24] and game.state["step"] == 3
    game.check_invariants()


# ---- RU-4, EX-23 --------------------------------------------------------------------------
def test_the_first_pass_of_a_round_removes_the_lowest_plant_once():
    """RU-4, EX-23: market 10 12 13 | 15 16 20. The first player buys 13 (22 is drawn: 10 12 15
    | 16 20 22); the others passing in that auction remove nothing. The second player passes
    instead of opening one: 10 leaves at once and 25 is drawn (12 15 16 | 20 22 25). The third
    passes too: nothing more leaves."""
    game = auction_scene(RU, [10, 12, 13, 15, 16, 20], [22, 25, 26, 27])
    buy(game, 13)
    assert game.state["market"] == [10, 12, 15, 16, 20, 22] and removals(game, "first_pass") == []
    act(game, "pass")
    assert game.state["market"] == [12, 15, 16, 20, 22, 25]
    assert removals(game, "first_pass") == [10] and 10 in game.state["box"]
    act(game, "pass")
    assert game.state["market"] == [12, 15, 16, 20, 22, 25] and removals(game, "first_pass") == [10]
    assert game.state["phase"] != "auction"
    game.check_invariants()


def test_the_market_rules_name_the_plant_a_pass_would_remove_until_someone_passed():
    """RU-4: before anyone has passed in this Phase 2, market_rules() names the lowest plant as
    the one a pass removes (a purchase does not change that); after the first pass, none; on
    Germany never."""
    game = auction_scene(RU, [10, 12, 13, 15, 16, 20], [22, 25, 26, 27])
    assert game.market_rules()["pass_removes"] == [10]
    buy(game, 13)
    assert game.market_rules()["pass_removes"] == [10]
    act(game, "pass")
    assert game.market_rules()["pass_removes"] == []
    germany = auction_scene("germany", [10, 12, 13, 15, 16, 20, 21, 23], [22, 25, 26, 27])
    assert germany.market_rules()["pass_removes"] == []


def test_the_removal_comes_again_in_the_next_round():
    """RU-4: once a round, so the next round's first pass removes the lowest plant again."""
    game = auction_scene(RU, [10, 12, 13, 15, 16, 20], [22, 25, 26, 27, 28, 29])
    pass_all(game)
    assert removals(game, "first_pass") == [10]
    while game.state["phase"] != "auction":
        pass_all(game)
    act(game, "pass")
    assert removals(game, "first_pass") == [10, 12]


def test_on_the_base_board_a_pass_removes_nothing():
    """RU-4 against BASE-AUCTION-4a: on Germany the same pass takes nothing from the market."""
    game = auction_scene("germany", [10, 12, 13, 15, 16, 20, 21, 23], [22, 25, 26, 27])
    buy(game, 13)
    act(game, "pass")
    assert game.state["market"] == [10, 12, 15, 16, 20, 21, 22, 23]
    assert events(game, "plant_removed") == []


# ---- RU-5, AMB-124 ------------------------------------------------------------------------
def test_when_nobody_buys_only_the_first_pass_removes_a_plant():
    """RU-5, AMB-124: everyone passes: the first pass removes 10 (RU-4) and the end of the
    auction removes nothing more (BASE-AUCTION-17 would remove the lowest again); Germany's same
    round removes one plant at its end, for nobody buying."""
    game = auction_scene(RU, [10, 12, 13, 15, 16, 20], [22, 25, 26])
    pass_all(game)
    assert [(e["plant"], e["reason"]) for e in events(game, "plant_removed")] == [(10, "first_pass")]
    assert game.state["market"] == [12, 13, 15, 16, 20, 22]
    germany = auction_scene("germany", [10, 12, 13, 15, 16, 20, 21, 23], [22, 25, 26])
    pass_all(germany)
    assert [(e["plant"], e["reason"]) for e in events(germany, "plant_removed")] == [(10, "no_purchase")]


# ---- RU-6 ---------------------------------------------------------------------------------
def _house_then_phase5(game_map: str, market: list) -> tuple:
    """Round 1's Phase 4 of 2 players with `market` and 9 on top of the deck: a player with 8
    cities builds a ninth (Step 2 waits for 10); then Phase 5 puts the highest plant under the
    deck and draws 9. The market after each."""
    game = new_game(2, game_map=game_map, order=[0, 1])
    buy_round1(game, [3, 4])
    skip_phase(game, "buy")
    set_cards(game, market=market, deck=[9, 25, 26])
    seat = game.decision()["player"]
    give(game, seat, cities=8, money=300)
    for city in game.rules.area.cities:
        if city not in game.state["cities"]:
            game.apply({"type": "build", "player": seat, "cities": [city]})
            break
    assert len(game.state["players"][seat]["cities"]) == 9
    after_house = list(game.state["market"])
    skip_phase(game, "build")
    pass_all(game)
    assert game.state["step"] == 1
    game.check_invariants()
    return after_house, list(game.state["market"])


def test_a_small_plant_stays_after_a_house_and_when_drawn():
    """RU-6, against BASE-MARKET-4/5: with the leader at 9 cities, 7 and 8 stay in the market
    after his house, and 9 drawn in Phase 5 stays too; on Germany each of them leaves."""
    after_house, after_phase5 = _house_then_phase5(RU, [7, 8, 10, 15, 16, 20])
    assert after_house == [7, 8, 10, 15, 16, 20] and after_phase5 == [7, 8, 9, 10, 15, 16]
    after_house, after_phase5 = _house_then_phase5("germany", [7, 8, 10, 15, 16, 20, 21, 22])
    assert not {7, 8, 9} & set(after_house + after_phase5)


# ---- RU-7 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_starting_market_has_no_garbage_and_uranium_from_6(n):
    """RU-7: coal 3-8 (18), oil 1-8 (24), no garbage, 7 uranium on 6-16; the supply holds 6 coal,
    0 oil, 24 garbage and 5 uranium."""
    game = ru_game(n)
    assert game.state["markets"]["main"] == {"coal": 18, "oil": 24, "garbage": 0, "uranium": 7}
    assert game.state["supply"] == {"coal": 6, "oil": 0, "garbage": 24, "uranium": 5}
    slots = game.market_slots()
    assert [price for price, _, tokens in slots["uranium"] if tokens] == [6, 7, 8, 10, 12, 14, 16]
    assert game.quote(0, {"oil": 3})["cost"] == 3
    assert game.quote(0, {"coal": 3})["cost"] == 9


def _restock(n: int, step: int) -> dict:
    """Round 1 with the plants bought and nothing else, 10 coal, 10 oil and 4 uranium back in the
    supply, played in `step`: what Phase 5 adds to the market."""
    return restock_in_step(ru_game(n, order=list(range(n))), OPENING[:n], step, {"coal": 10, "oil": 10, "uranium": 4})


# RU-7: the board's refill table, as the rule gives it: per player count, Steps 1 / 2 / 3.
REFILL = {2: {"coal": (2, 2, 4), "oil": (3, 4, 3), "garbage": (2, 2, 3), "uranium": (1, 1, 1)},
          3: {"coal": (2, 3, 4), "oil": (3, 4, 3), "garbage": (2, 2, 3), "uranium": (1, 1, 1)},
          4: {"coal": (3, 4, 5), "oil": (5, 6, 4), "garbage": (3, 3, 4), "uranium": (1, 2, 2)},
          5: {"coal": (4, 5, 6), "oil": (5, 7, 5), "garbage": (4, 3, 5), "uranium": (2, 3, 2)},
          6: {"coal": (5, 6, 7), "oil": (7, 9, 6), "garbage": (4, 5, 6), "uranium": (2, 3, 3)}}


@pytest.mark.parametrize("n", sorted(REFILL))
@pytest.mark.parametrize("step", [1, 2, 3])
def test_the_refill_is_the_boards_own_table(n, step):
    """RU-7, T-REFILL: coal restocks as the base oil row, oil as the base coal row (but 3 / 4 / 3
    with 3 players), garbage by its own rows (5 players: 4, then 3, then 5), uranium the base row."""
    added = _restock(n, step)
    assert added == {r: amounts[step - 1] for r, amounts in REFILL[n].items()}
    base = base_resource_tables()["resupply"]
    assert added["coal"] == base["oil"][str(n)][step - 1] and added["uranium"] == base["uranium"][str(n)][step - 1]


# ---- RU-8 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """RU-8, AMB-127, AMB-128: the T-PC row of the base game (regions, Step 2, game end), 22
    houses; the beginner game and the promo cards may be chosen."""
    assert Game.player_count(n, RU) == Game.player_count(n)
    game = ru_game(n)
    assert game.rules.max_cities == 22
    entry = next(m for m in Game.maps() if m["id"] == RU)
    assert entry["beginner"] and entry["promos"]


def test_step_2_removes_the_lowest_plant_and_replaces_it():
    """RU-8, BASE-STEP2-2: Step 2 begins after a Phase 4 in which a player reached 7 cities (3
    players): the lowest plant leaves and the deck's top replaces it: still six."""
    game = ru_game(3, order=[0, 1, 2])
    buy_round1(game, [3, 4, 5])
    skip_phase(game, "buy")
    set_cards(game, market=[15, 16, 19, 20, 21, 24], deck=[28, 29, 30, S3, 31])
    give(game, 0, cities=7, money=100)
    skip_phase(game, "build")
    assert game.state["step"] == 2
    assert removals(game, "step2") == [15] and game.state["market"] == [16, 19, 20, 21, 24, 28]


def test_promo_cards_and_the_beginner_game_play_to_the_end():
    """RU-8, AMB-128, AMB-127: the promo cards are shuffled into the rest of the deck, under 13
    and the five mixed cards, which keep 10 and 11; a game with every promo card and a beginner
    game both end."""
    game = ru_game(4, promos=list(promo_ids()))
    deck = game.state["deck"]
    dealt = [i for i, c in enumerate(deck) if isinstance(c, str) and c != S3]
    assert deck[0] == 13 and {10, 11} <= set(deck[1:6]) and dealt and min(dealt) >= 6
    play_out(game, seed=3)
    assert game.over
    beginner = ru_game(3, beginner=True)
    play_out(beginner, seed=4)
    assert beginner.over


def test_resampling_the_hidden_cards_keeps_what_every_player_knows():
    """RU-2, AMB-80: the five below 13 are unknown cards; a redeal changes neither the market,
    nor 13 on top, nor 06 and 14 out of the game openly, nor the Step 3 card at the bottom."""
    clone = ru_game(3).clone()
    before = clone.state
    market, box_open = list(before["market"]), before["box"][-2:]
    import random
    clone.resample_hidden(random.Random(7))
    assert clone.state["market"] == market and clone.state["box"][-2:] == box_open == [6, 14]
    assert clone.state["deck"][0] == 13 and clone.state["deck"][-1] == S3
