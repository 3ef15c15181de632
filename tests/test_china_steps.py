"""The China map from Step 2 on: the market when Step 2 begins, the Phase 5 order and the Step 3
card (CHINA-12..23). Scenes as in test_china_map.py."""

from powergrid.data import STEP3

from helpers import act
from helpers_play import advance_to, finish_phase
from helpers_china import (TYPES, china, exhaust_top_band, play_round1, to_round2_auction,
                           to_round2_build_without_top_band, trigger_step2)

# ---- Step 2 ------------------------------------------------------------------------------

def test_step2_removes_lowest_and_draws_top_card():
    """CHINA-12: when Step 2 begins the lowest plant leaves the game and the top card replaces it;
    then the Phase 5 refill follows (CHINA-13)."""
    game = china(3)
    to_round2_auction(game)                                # market [8, 10], deck 12, 13, ...
    while game.decision()["kind"] == "choose":
        act(game, "pass")
    mark = len(game.state["log"])
    trigger_step2(game)
    assert game.state["step"] == 2
    ev = [(e["e"], e.get("plant")) for e in game.state["log"][mark:]
          if e["e"] in ("step_started", "plant_removed", "plant_drawn")]
    # Step 2: 8 out, 12 in; Phase 5: one minimum draw (13) and the surplus 10 removed.
    assert ev == [("step_started", None), ("plant_removed", 8), ("plant_drawn", 12),
                  ("plant_drawn", 13), ("plant_removed", 10)]
    assert game.state["market"] == [12, 13]
    assert 8 in game.state["box"]


# ---- Phase 5 -----------------------------------------------------------------------------

def test_phase5_order_refill_income_restock():
    """CHINA-13, CHINA-16, CHINA-21, T-CHINA-REFILL: the plant refill is done before anyone is paid, the resource
    restock after everyone, with T-CHINA-REFILL (3 players, Step 1: coal 5, oil 3, garbage 2,
    uranium 1); the highest plant never goes under the deck."""
    game = china(3)
    play_round1(game)
    advance_to(game, "power")
    assert game.state["market"] == [8, 10]                  # refilled before the first payment
    market_before = dict(game.state["markets"]["main"])
    deck_bottom = game.state["deck"][-3:]
    while game.decision()["kind"] == "power":
        assert game.state["markets"]["main"] == market_before
        act(game, "power", plants=[])
    added = {r: game.state["markets"]["main"][r] - market_before[r] for r in TYPES}
    assert added == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}
    kinds = [e["e"] for e in game.state["log"]]
    assert kinds.index("plant_drawn") < kinds.index("powered") < kinds.index("market_restocked")
    assert "plant_to_deck_bottom" not in kinds
    assert game.state["deck"][-3:] == deck_bottom


def test_step3_card_in_phase5_with_six_players():
    """CHINA-17, CHINA-18, CHINA-19, AMB-32, AMB-33: the Step 3 card drawn first in the Phase 5
    refill leaves with the lowest plant, the remaining draws are cancelled, the deck is shuffled, and
    as the market then holds 4 no plant is drawn; Step 3 begins at once, so the restock of the same
    Phase 5 uses the Step 3 column (6 players: coal 6, oil 7, garbage 3, uranium 3)."""
    game = china(6, middle=[STEP3, 31, 32, 34, 35])
    to_round2_build_without_top_band(game)                 # market 11-15
    shuffles = game.state["rng_calls"]
    finish_phase(game)
    assert game.decision()["kind"] == "power"
    assert game.state["step"] == 3
    assert game.state["market"] == [12, 13, 14, 15]
    assert STEP3 in game.state["box"] and 11 in game.state["box"]
    assert game.state["rng_calls"] == shuffles + 1          # CHINA-19: reshuffled
    assert sorted(game.state["deck"]) == sorted([31, 32, 34, 35] + [36, 37, 38, 39, 40, 42, 44, 46, 50])
    market = dict(game.state["markets"]["main"])
    supply = dict(game.state["supply"])
    while game.decision()["kind"] == "power":
        act(game, "power", plants=[])
    added = {r: game.state["markets"]["main"][r] - market[r] for r in TYPES}
    assert added == {r: min(v, supply[r]) for r, v in
                     {"coal": 6, "oil": 7, "garbage": 3, "uranium": 3}.items()}
    # AMB-60: the Phase 5 that began Step 3 has already built the market of 4: no second removal.
    assert game.state["market"] == [12, 13, 14, 15]
    assert game.current_market() == [12, 13, 14, 15]


def test_step3_card_after_one_draw_removes_down_to_four():
    """CHINA-17, AMB-32: with 6 players one plant is drawn (6 on sale), then the Step 3 card: it and
    the lowest leave (5 left), and the lowest plants are removed until 4 remain."""
    game = china(6, middle=[31, STEP3, 32, 34, 35])
    to_round2_build_without_top_band(game)
    finish_phase(game)
    assert game.state["step"] == 3
    assert game.state["market"] == [13, 14, 15, 31]
    assert {11, 12, STEP3} <= set(game.state["box"])


def test_step3_card_draws_up_to_four():
    """CHINA-17, CHINA-19, AMB-62: with 3 players the Step 3 card and the lowest plant leave, the deck
    is shuffled, then 4 plants are drawn from the shuffled deck."""
    game = china(3, middle=[STEP3, 31, 32, 34, 35], reshuffle=[50, 36, 44, 31])
    to_round2_auction(game)                                 # market [8, 10]
    act(game, "open", plant=8, bid=8)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    while game.decision()["kind"] == "choose":
        act(game, "pass")
    advance_to(game, "build")
    exhaust_top_band(game)
    finish_phase(game)                                      # refill: Step 3 card, 10 out, 4 drawn
    assert game.state["step"] == 3
    assert game.state["market"] == sorted(game.state["market"]) and len(game.state["market"]) == 4
    assert game.state["market"] == [31, 36, 44, 50]
    assert 10 in game.state["box"]
    drawn = [e for e in game.state["log"] if e["e"] == "plant_drawn"]
    assert sorted(e["plant"] for e in drawn[-4:]) == game.state["market"]


def test_step3_card_at_the_step2_transition_waits_for_phase5():
    """CHINA-18, AMB-36: the Step 3 card that replaces the Step 2 removal is handled as if drawn at
    the start of the Phase 5 that follows: Step 2, then Step 3 in that Phase 5 with 4 plants."""
    game = china(3, middle=[STEP3, 31, 32, 34, 35])
    to_round2_build_without_top_band(game)                 # market [8, 10]
    mark = len(game.state["log"])
    trigger_step2(game)
    steps = [e["step"] for e in game.state["log"][mark:] if e["e"] == "step_started"]
    assert steps == [2, 3]
    assert game.decision()["kind"] == "power"
    assert game.state["step"] == 3
    assert len(game.state["market"]) == 4
    assert {8, 10, STEP3} <= set(game.state["box"])          # Step 2 removal, Step 3 removal


def test_step3_market_of_four_replaced_at_once_and_each_phase5():
    """CHINA-20: in Step 3 a bought plant is replaced at once, and each Phase 5 (after the restock)
    removes the lowest plant and draws a new one; the market always holds 4."""
    game = china(6, middle=[STEP3, 31, 32, 34, 35])
    to_round2_build_without_top_band(game)
    finish_phase(game)
    while game.decision()["kind"] == "power":
        act(game, "power", plants=[])
    assert game.state["round"] == 3 and game.state["step"] == 3
    market = list(game.state["market"])
    assert len(market) == 4
    deck_top = game.state["deck"][0]
    low = market[0]
    seat = game.decision()["player"]
    game.state["players"][seat]["money"] = 100
    act(game, "open", plant=low, bid=low)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    assert sorted(market[1:] + [deck_top]) == game.state["market"]
    while game.decision()["kind"] == "choose":
        act(game, "pass")
    advance_to(game, "power")
    mark = len(game.state["log"])
    lowest = game.state["market"][0]
    while game.decision()["kind"] == "power":
        act(game, "power", plants=[])
    kinds = [(e["e"], e.get("reason")) for e in game.state["log"][mark:]]
    assert kinds.index(("market_restocked", None)) < kinds.index(("plant_removed", "step3_round"))
    assert lowest in game.state["box"]
    assert len(game.state["market"]) == 4
