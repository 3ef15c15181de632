"""The hard bot's look-ahead games per processor second at the same positions on two engines.

    POWERGRID_BENCH_ENGINE=../pg-base python3 benchmarks/same_positions.py --write positions.json
    python3 benchmarks/same_positions.py --saves positions.json --against ../pg-base [--rounds 3]

`bots.py speed` takes its positions from normal-level games played by the engine it times; when
the normal computer plays differently on two engines, they think at different positions. Here
the positions are saves (and the seat to move) written once, by one engine, and loaded by both:
each engine's hard bot then makes its decision (the default budget of look-ahead games) at each.
Figures only: nothing asserts a time.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from against import alternate, side_by_side  # noqa: E402  (beside this script)
from bots import positions  # noqa: E402  (beside this script; it puts the engine on the path)

from powergrid import Game  # noqa: E402
from powergrid.bots import make_bot  # noqa: E402

from clock import cpu_seconds  # noqa: E402  (benchmarks/clock.py, beside this script)

RATE = "look-ahead games per processor s"


def write(path: str, count: int) -> None:
    """Saves at the positions of `bots.py speed` (decisions spread over normal-level games)."""
    out = positions(count, lambda game, seat: {"save": game.to_json(), "seat": seat})
    Path(path).write_text(json.dumps(out))


def figures(path: str) -> dict:
    positions = json.loads(Path(path).read_text())
    observations = [Game.from_json(p["save"]).observation(p["seat"]) for p in positions]
    games, cpu = 0, 0.0
    for i, obs in enumerate(observations):
        c = cpu_seconds()
        thinking = make_bot("hard", i).think(obs)
        while not thinking.step(50):
            pass
        cpu += cpu_seconds() - c
        games += thinking.playouts
    return {RATE: games / cpu if cpu else 0.0, "look-ahead games": games,
            "hard decision, processor ms": cpu / len(observations) * 1000}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", metavar="FILE", help="write the positions of this engine's games")
    ap.add_argument("--positions", type=int, default=12, help="--write: how many")
    ap.add_argument("--saves", metavar="FILE", help="the positions to think at")
    ap.add_argument("--against", metavar="PATH", help="another checkout to time side by side, alternating")
    ap.add_argument("--rounds", type=int, default=3, help="--against: rounds of each engine")
    ap.add_argument("--json", action="store_true", help="print the figures as one line of JSON")
    args = ap.parse_args()
    if args.write:
        write(args.write, args.positions)
        return
    if not args.saves:
        ap.error("--saves FILE (written by --write) is needed")
    if args.against:
        rounds = alternate("same_positions.py", ["--saves", str(Path(args.saves).resolve())], args.against,
                           args.rounds)
        print(f"Python {sys.version.split()[0]}; the positions of {args.saves}; medians of {args.rounds} rounds, "
              f"{args.against} (base) and this checkout alternating")
        print(side_by_side(rounds, [RATE, "hard decision, processor ms"], {RATE}))
        return
    print(json.dumps(figures(args.saves)))


if __name__ == "__main__":
    main()
