"""The China map: planned deck, short plant market, refill at the start of Phase 5 (CHINA-1..23).

Scenes are played through the public API; where a scene needs a later moment of the game
(the top band used up, a player with many cities) the state is edited as the helpers do,
keeping every card and token in exactly one place.
"""
import pytest

from powergrid import Game, IllegalAction
from powergrid.bots import RandomBot
from powergrid.data import STEP3
from powergrid.plant_market_china import ChinaPlantMarket

from helpers import act, assert_rejected, names
from helpers_play import advance_to, set_cities
from helpers_china import BOTTOM, REMOVED, ROUND2, TOP, china, play_round1, to_round2_auction

# ---- set-up ------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_deck_order_and_round1_market_per_player_count(n):
    """CHINA-2, CHINA-3, CHINA-4, T-CHINA-DECK, AMB-35: the fixed plants are removed (and nothing at
    random); the deck is 05-30 ascending on top (13 not moved), then 31-35 with the Step 3 card, then
    36-50; the round-1 market is the lowest N plants, one per player."""
    game = china(n)
    s = game.state
    assert sorted(s["box"]) == REMOVED[n]
    assert s["market"] == TOP[n][:n]
    assert game.current_market() == TOP[n][:n]
    deck = s["deck"]
    assert deck[:len(TOP[n]) - n] == TOP[n][n:]
    middle = deck[len(TOP[n]) - n:len(TOP[n]) - n + 5]
    assert sorted(middle, key=str) == sorted([31, 32, 34, 35, STEP3], key=str)
    assert sorted(deck[len(TOP[n]) - n + 5:]) == BOTTOM[n]
    game.check_invariants()


def test_middle_and_bottom_bands_are_shuffled_separately():
    """CHINA-3: the Step 3 card lies somewhere among 31-35, never below a plant of 36-50."""
    positions = set()
    for seed in range(1, 15):
        deck = china(4, seed=seed).state["deck"]
        i = deck.index(STEP3)
        assert all(c <= 35 for c in deck[:i])
        assert all(c >= 31 for c in deck[i + 1:])
        assert all(c >= 36 for c in deck[-8:])
        positions.add(i)
    assert len(positions) > 1, "the middle band is never shuffled"


def test_resource_market_start():
    """CHINA-5: coal 5-8 (12), oil 5-8 (12), garbage 7-8 (6), no uranium; supply 12/12/18/12."""
    game = china(3)
    assert game.state["markets"]["main"] == {"coal": 12, "oil": 12, "garbage": 6, "uranium": 0}
    assert game.state["supply"] == {"coal": 12, "oil": 12, "garbage": 18, "uranium": 12}
    slots = game.market_slots()
    assert [p for p, _, tokens in slots["coal"] if tokens] == [5, 6, 7, 8]
    assert [p for p, _, tokens in slots["garbage"] if tokens] == [7, 8]
    assert not any(tokens for _, _, tokens in slots["uranium"])


def test_beginner_game_refused_on_china():
    """AMB-61: the beginner game is refused on China with a clear message and a code."""
    with pytest.raises(IllegalAction) as e:
        Game({"map": "china", "players": names(3), "beginner": True})
    assert e.value.code == "beginner_not_on_map"
    assert "beginner" in str(e.value)


def test_no_promo_cards_on_china():
    """CHINA-23, AMB-37: the China deck holds only base plants and the Step 3 card, and an option
    asking for promo cards is refused on China."""
    game = china(5)
    cards = game.state["deck"] + game.state["market"] + game.state["box"]
    assert set(cards) - {STEP3} <= set(range(3, 51))
    with pytest.raises(IllegalAction):
        Game({"map": "china", "players": names(3), "promos": ["flux"]})


# ---- Phase 2 -----------------------------------------------------------------------------

def test_every_plant_on_sale_and_no_future_market():
    """CHINA-6: with 6 players all six plants 05-10 can be auctioned; there is no future market."""
    game = china(6)
    assert game.future_market() == []
    opens = sorted(a["plant"] for a in game.legal_actions() if a["type"] == "open")
    assert opens == [5, 6, 7, 8, 9, 10]
    act(game, "open", plant=10, bid=10)
    assert game.state["auction"]["lot"]["plant"] == 10


def test_round1_everyone_buys_exactly_one():
    """CHINA-7: nobody may pass in round 1; each player ends round 1 with exactly one plant."""
    game = china(4)
    assert_rejected(game, {"type": "pass", "player": game.decision()["player"]}, "first round")
    play_round1(game)
    assert [len(p["plants"]) for p in game.state["players"]] == [1, 1, 1, 1]
    assert game.state["market"] == []


def test_purchase_not_replaced_in_step1():
    """CHINA-8: in Step 1 a bought plant leaves a gap; the deck is not touched."""
    game = china(3)
    deck = list(game.state["deck"])
    act(game, "open", plant=6, bid=6)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    assert game.state["market"] == [5, 7]
    assert game.state["deck"] == deck
    to_round2_auction(game)
    assert game.state["market"] == [8, 10]
    deck = list(game.state["deck"])
    act(game, "open", plant=8, bid=8)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    assert game.state["market"] == [10]
    assert game.state["deck"] == deck


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_round2_market_holds_n_minus_1(n):
    """CHINA-9, CHINA-14, CHINA-15: after round 1 sold every plant, Phase 5 draws the minimum
    (1 / 1 / 2 / 2 / 3) and tops up to N-1 (2 with 2 players), in deck order."""
    game = china(n)
    to_round2_auction(game)
    assert game.state["round"] == 2
    assert game.state["market"] == ROUND2[n]
    assert len(game.current_market()) == max(n - 1, 2)


ROUND3 = {2: [8, 10], 3: [10, 12], 4: [12, 13, 14], 5: [12, 13, 14, 15], 6: [14, 15, 16, 17, 18]}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_no_removal_when_nobody_buys_and_surplus_removed_in_phase5(n):
    """CHINA-10, CHINA-14, CHINA-15: nobody buys in round 2: Phase 2 removes nothing; Phase 5 draws
    its minimum (1 / 1 / 2 / 2 / 3 plants) even though the market is full, then removes the lowest
    plants until N-1 (2 with 2 players) remain."""
    game = china(n)
    to_round2_auction(game)
    assert game.state["market"] == ROUND2[n]
    mark = len(game.state["log"])
    while game.decision()["kind"] == "choose":
        act(game, "pass")
    assert game.state["market"] == ROUND2[n]
    assert not any(e["e"] == "plant_removed" for e in game.state["log"][mark:])
    advance_to(game, "power")
    assert game.state["market"] == ROUND3[n]
    removed = [e["plant"] for e in game.state["log"][mark:] if e["e"] == "plant_removed"]
    draws = {2: 1, 3: 1, 4: 2, 5: 2, 6: 3}[n]
    assert removed == ROUND2[n][:draws]


def test_market_is_n_minus_1_at_every_auction_of_steps_1_and_2():
    """CHINA-9, CHINA-8: in random games, every Phase 2 after round 1 and before Step 3 starts with
    N-1 plants (while the deck lasts), and a purchase never brings a new plant before Step 3."""
    for n, seed in ((2, 1), (3, 1), (4, 4)):        # seeds whose games have Step 2 auctions
        game = Game({"map": "china", "players": names(n), "seed": seed})
        bot = RandomBot(seed)
        seen_step2 = False
        while not game.over:
            s = game.state
            a = s["auction"]
            if (a and not a["done"] and a["lot"] is None and s["round"] > 1 and s["step"] < 3
                    and s["deck"]):
                assert len(s["market"]) == max(n - 1, 2), (n, s["round"], s["market"])
                seen_step2 |= s["step"] == 2
            before = (s["step"], list(s["deck"]))
            action = bot.act(game)
            game.apply(action)
            if action["type"] in ("open", "bid", "pass") and before[0] < 3 and game.state["phase"] == "auction":
                assert game.state["deck"] == before[1]
        assert seen_step2


def test_worked_example_ex14():
    """EX-14: 4 players; round 1 sells 05-08; Phase 5 draws 09 10, then 12 (11 is removed) -> 09 10 12;
    round 2 one player buys 09 -> 10 12; Phase 5 draws 13 14 -> 10 12 13 14, 10 removed -> 12 13 14."""
    game = china(4)
    to_round2_auction(game)
    assert game.state["market"] == [9, 10, 12]
    act(game, "open", plant=9, bid=9)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    assert game.state["market"] == [10, 12]
    while game.decision()["kind"] == "choose":
        act(game, "pass")
    advance_to(game, "power")
    assert game.state["market"] == [12, 13, 14]
    assert 10 in game.state["box"]


# ---- Phase 4 -----------------------------------------------------------------------------

def test_no_obsolescence():
    """CHINA-11: a player with more cities than the lowest plant on sale does not make it leave."""
    game = china(2)
    to_round2_auction(game)                               # market [7, 8]
    while game.decision()["kind"] == "choose":
        act(game, "pass")
    advance_to(game, "build")
    seat = game.decision()["player"]
    cities = list(game.rules.area.cities)
    set_cities(game, seat, cities[:8])
    game.state["players"][seat]["money"] = 200
    options = next(a for a in game.legal_actions() if a["type"] == "build")["options"]
    act(game, "build", cities=[min(options, key=options.get)])
    assert len(game.state["players"][seat]["cities"]) == 9
    assert 7 in game.state["market"] and 8 in game.state["market"]
    assert not any(e["e"] == "plant_removed" and e.get("reason") == "obsolete" for e in game.state["log"])


# ---- what is public, whole games ---------------------------------------------------------

def test_public_deck_shows_the_planned_bands():
    """CHINA-3, CHINA-19: the top band is public in its order; the middle and bottom bands are hidden
    positions (known as sets); once Step 3 has reshuffled, every position is hidden."""
    game = china(4)
    pm = game.rules.plant_market
    assert isinstance(pm, ChinaPlantMarket)
    public = pm.public_deck(game.state, game.rules)
    assert public[:19] == TOP[4][4:]
    assert pm.hidden_positions(game.state, game.rules) == list(range(19, 19 + 5 + 8))
    bands = pm.deck_bands(game.state)
    assert [b["ordered"] for b in bands] == [True, False, False]
    assert bands[2]["cards"] == BOTTOM[4]
    game.state["step"] = 3
    assert pm.hidden_positions(game.state, game.rules) == list(range(len(game.state["deck"])))


def test_view_shows_what_china_makes_public():
    """CHINA-2, CHINA-3, AMB-63: the read model names the removed plants, shows the top band in
    order and hides the shuffled bands; the market rules travel with it."""
    game = china(4)
    v = game.view(0)
    assert sorted(v["removed_face_up"]) == REMOVED[4]
    deck = v["plant_market"]["deck"]
    assert deck[:19] == TOP[4][4:] and deck[19:] == [None] * 13
    assert v["plant_market"]["rules"]["phase5_market_size"] == 3


@pytest.mark.parametrize("n, draws, size", [(2, 1, 2), (3, 1, 2), (4, 2, 3), (5, 2, 4), (6, 3, 5)])
def test_market_rules_tell_the_page_what_china_does(n, draws, size):
    """CHINA-6, CHINA-8, CHINA-14, CHINA-15, CHINA-20: the facts the page states: no future market,
    no replacement before Step 3, the Phase 5 minimum draws and market size; 4 plants in Step 3."""
    game = china(n)
    assert game.market_rules() == {"future_market": False, "replaced_after_purchase": False,
                                   "everyone_buys_round1": True, "phase5_min_draws": draws,
                                   "phase5_market_size": size, "extra_current": [], "pass_removes": []}
    assert game.public_deck()[0] == TOP[n][n]
    game.state["step"] = 3
    rules = game.market_rules()
    assert rules["phase5_market_size"] == 4 and rules["replaced_after_purchase"]
    germany = Game({"map": "germany", "players": names(n)})
    # BASE-SETUP-12: plant 13 on top and the Step 3 card at the bottom, the rest shuffled face down
    deck = germany.public_deck()
    assert germany.market_rules()["future_market"] and deck == [13] + [None] * (len(deck) - 2) + ["step3"]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_random_china_games_end_with_invariants_and_replay(n):
    """CHINA-1, CHINA-22: random games on China follow the base end threshold (21/17/17/15/14), keep
    every invariant after every action, and rebuild identically from options and log."""
    end_at = {2: 21, 3: 17, 4: 17, 5: 15, 6: 14}
    game = Game({"map": "china", "players": names(n), "seed": n})
    bot = RandomBot(n)
    while not game.over:
        game.apply(bot.act(game))
        game.check_invariants()
    assert end_at[n] <= max(len(p["cities"]) for p in game.state["players"])
    again = Game.replay(game.state["options"], game.actions)
    assert again.state == game.state


def test_china_board_data():
    """CHINA-22: 42 cities in 6 regions of 7, 83 connections."""
    m = china(3).rules.map
    assert len(m.cities) == 42 and len(m.regions) == 6
    assert all(len(c) == 7 for c in m.regions.values())
    assert len(m.connections) == 83


def test_save_and_undo_on_china():
    """CHINA-1: saves and undo work as on the other maps: a saved China game reloads identically."""
    game = china(4)
    play_round1(game)
    advance_to(game, "build")
    again = Game.from_json(game.dumps())
    assert again.state == game.state
    act(game, "pass")
    assert game.can_undo()
    game.undo()
    assert again.state == game.state
