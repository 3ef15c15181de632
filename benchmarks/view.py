"""The read model's speed: Game.view() late in a game (figures, never assertions).

    python3 benchmarks/view.py [--reps 200]

A 6-player Germany game of random legal play is stopped at action 400. Printed: the median
time of `game.view()` on a game that has read its log before (what the page pays per redraw:
the event copies and the money ledger read only the new events), of a first view
(`view.view` without the game's copies: the whole log read once, as after loading), and of
`game.observation(seat)` (a computer player's input, which carries the seat's view).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from powergrid import Game, view  # noqa: E402
from powergrid.bots import RandomBot  # noqa: E402

from engine import per_call  # noqa: E402  (benchmarks/engine.py, beside this script)


def late_game() -> Game:
    game = Game({"map": "germany", "players": [f"P{i}" for i in range(6)], "seed": 1})
    bot = RandomBot(0)
    while len(game.actions) < 400 and not game.over:
        game.apply(bot.act(game))
    return game


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--reps", type=int, default=200)
    reps = p.parse_args().reps
    game = late_game()
    game.view()
    print(f"Python {sys.version.split()[0]}; 6-player Germany at action {len(game.actions)}, "
          f"{len(game.state['log'])} log events")
    print(f"Game.view(), the log read before: {per_call(game.view, reps):.0f} us median")
    first = per_call(lambda: view.view(game.state, game.rules), reps)     # no copies kept: all read again
    print(f"the first view of a loaded game (the whole log read once): {first:.0f} us median")
    print(f"Game.observation(seat): {per_call(lambda: game.observation(0), reps):.0f} us median")


if __name__ == "__main__":
    main()
