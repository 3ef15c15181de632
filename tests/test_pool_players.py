"""The opponent pool of benchmarks/pool/ plays whole games: one seeded game per style and map.

The pool is the yardstick the computer levels are measured against (benchmarks/bots.py ladder
--pool), so a pool player that crashed or tried an illegal action would stop the table. No
result is asserted: only that each style finishes a game on every map of the engine's list,
each of its actions accepted by the engine (`Game.apply` raises IllegalAction otherwise).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from powergrid import Game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from pool import STYLES, make_player  # noqa: E402

MAP_IDS = [m["id"] for m in Game.maps()]


@pytest.mark.parametrize("game_map", MAP_IDS)
def test_every_style_finishes_a_game_on_every_map(game_map):
    styles = list(STYLES)
    for n, style in enumerate(styles):
        # The style in two seats, the next one in the third: every decision kind comes up.
        kinds = [style, style, styles[(n + 1) % len(styles)]]
        game = Game({"map": game_map, "players": ["A", "B", "C"], "seed": 7 + n})
        players = [make_player(kind, seed=i) for i, kind in enumerate(kinds)]
        decisions = set()
        while not game.over:
            decision = game.decision()
            decisions.add(decision["kind"])
            game.apply(players[decision["player"]].act(game.observation(decision["player"])))
        assert game.state["result"]["winners"]
        assert {"choose", "buy", "build", "power"} <= decisions


def test_overpay_is_the_price_above_the_runner_ups_last_bid():
    """The pool table's overpay: a lot won after a rival bid costs the price minus the rival's
    highest bid; a lot nobody else bid on is no contest and is not counted."""
    from pool_ladder import overpays
    log = [{"e": "auction_opened", "player": 0, "plant": 5, "bid": 5},
           {"e": "bid", "player": 1, "bid": 6},
           {"e": "bid", "player": 0, "bid": 19},
           {"e": "auction_passed", "player": 1},
           {"e": "plant_bought", "player": 0, "plant": 5, "price": 19},
           {"e": "auction_opened", "player": 1, "plant": 8, "bid": 8},
           {"e": "plant_bought", "player": 1, "plant": 8, "price": 8}]
    assert overpays(log, ["normal", "thrifty", "thrifty"]) == [["normal", 13]]
