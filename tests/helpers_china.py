"""Scenes of the China map shared by its test files (CHINA-1..23): a seeded game with a scripted
deck, round 1 played, the top band used up, Step 2 triggered."""
from powergrid import Game
from powergrid.data import STEP3

from helpers import act, buy_round1, names, scripted
from helpers_play import advance_to, finish_phase, set_cities

TYPES = ("coal", "oil", "garbage", "uranium")
# T-CHINA-DECK, one row per player count.
REMOVED = {2: [3, 4, 9, 11, 16, 18, 20, 24, 30, 33, 46], 3: [3, 4, 9, 11, 16, 18, 20, 24, 30, 33, 46],
           4: [3, 4, 11, 18, 24, 33, 46], 5: [3, 4, 33], 6: [3, 4, 33]}
TOP_23 = [5, 6, 7, 8, 10, 12, 13, 14, 15, 17, 19, 21, 22, 23, 25, 26, 27, 28, 29]
TOP_4 = [5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 30]
TOP_56 = list(range(5, 31))
TOP = {2: TOP_23, 3: TOP_23, 4: TOP_4, 5: TOP_56, 6: TOP_56}
BOTTOM = {2: [36, 37, 38, 39, 40, 42, 44, 50], 3: [36, 37, 38, 39, 40, 42, 44, 50],
          4: [36, 37, 38, 39, 40, 42, 44, 50], 5: [36, 37, 38, 39, 40, 42, 44, 46, 50],
          6: [36, 37, 38, 39, 40, 42, 44, 46, 50]}
ROUND2 = {2: [7, 8], 3: [8, 10], 4: [9, 10, 12], 5: [10, 11, 12, 13], 6: [11, 12, 13, 14, 15]}


def china(n, middle=None, seed=3, order=None, reshuffle=None):
    """A China game; `middle` fixes the order of the shuffled band 31-35 + Step 3 card,
    `reshuffle` the first cards of the Step 3 reshuffle."""
    rng = scripted(deck_middle=middle, reshuffle=reshuffle, turn_order=order)
    return Game({"map": "china", "players": names(n), "seed": seed}, rng)


def log_events(game, since=0):
    return [e for e in game.state["log"][since:]]


def play_round1(game):
    """Everyone buys one plant of the round-1 market at its number (CHINA-7)."""
    buy_round1(game, list(game.state["market"]))


def to_round2_auction(game):
    play_round1(game)
    while game.decision()["kind"] != "choose":
        finish_phase(game)


def to_round2_build_without_top_band(game):
    """Round 2 with nobody buying, up to Phase 4, the plants 05-30 gone from the deck: the next
    draw is of the middle band (31-35 and the Step 3 card)."""
    to_round2_auction(game)
    while game.decision()["kind"] == "choose":
        act(game, "pass")
    advance_to(game, "build")
    exhaust_top_band(game)


def exhaust_top_band(game):
    """Move the remaining plants 05-30 from the deck to the box, as if drawn and removed."""
    state = game.state
    top = [c for c in state["deck"] if c != STEP3 and c <= 30]
    for c in top:
        state["deck"].remove(c)
        state["box"].append(c)


# ---- set-up ------------------------------------------------------------------------------

def trigger_step2(game):
    """In Phase 4 give the next builder the Step 2 threshold of cities, then end the phase."""
    advance_to(game, "build")
    seat = game.decision()["player"]
    set_cities(game, seat, list(game.rules.area.cities)[:game.rules.pc.step2_cities])
    finish_phase(game)
