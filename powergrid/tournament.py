"""`python3 -m powergrid tournament`: computer players against each other, with the figures that matter.

    python3 -m powergrid tournament --map germany --seats hard,normal,normal --games 60 --seed 1 \\
        [--budget-ms 300] [--playouts N] [--jobs 2] [--beginner] [--promos all|flux,park,...]

Game i (seed + i) rotates the seats by i places, so every level plays from every seat. Each
level's win share (a shared victory counts as a fraction) is given per seat with a 95 %
Wilson interval and the fair share 1/players; the mean margin is the seat's powered cities
minus the best rival's at the end; decision times are the bot's whole answer to an
observation, per level (median and 95th percentile).
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from typing import Any, TextIO, TypedDict

from .bots import LEVELS, make_bot
from .errors import IllegalAction
from .game import Game
from .variants import DEFAULT_MAP, MAP_IDS
from .simulate import promo_list


class SeatResult(TypedDict):
    """How one seat's level did in one game."""
    level: str
    win: float          # a shared victory counts as a fraction
    margin: int         # powered cities minus the best rival's


class GameResult(TypedDict):
    """One game's seats and the decision times of each level, in seconds."""
    seats: list[SeatResult]
    times: dict[str, list[float]]


class LevelSummary(TypedDict):
    """One level's figures over all the games (`summarize`)."""
    share: float
    ci: tuple[float, float]
    fair: float
    seat_games: int
    margin: float
    median_ms: float
    p95_ms: float


# One game to play: levels in seat order, game seed, map, beginner, budget_ms, playouts, promo cards.
Job = tuple[list[str], int, str, bool, float | None, int | None, list[str]]


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python3 -m powergrid tournament",
                                description="Computer players against each other.")
    p.add_argument("--map", default=DEFAULT_MAP, choices=list(MAP_IDS))
    p.add_argument("--seats", default="normal,random,random",
                   help="comma-separated levels, one per seat: " + ", ".join(LEVELS))
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget-ms", type=float, default=None, help="hard: thinking time per decision")
    p.add_argument("--playouts", type=int, default=None, help="hard: look-ahead games per decision")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    p.add_argument("--beginner", action="store_true")
    p.add_argument("--promos", type=promo_list, default=[], help="promo cards: all, or a comma list")
    p.add_argument("--progress", action="store_true", help="a line per finished game on stderr")
    args = p.parse_args(argv)
    args.seat_levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    bad = [s for s in args.seat_levels if s not in LEVELS]
    if bad or not 2 <= len(args.seat_levels) <= 6:
        p.error(f"--seats takes 2 to 6 of {', '.join(LEVELS)}")
    try:                # the engine says which options go together (promos: not China, not beginner)
        Game(game_options(args.seat_levels, args.seed, args.map, args.beginner, args.promos))
    except IllegalAction as e:
        p.error(str(e))
    return args


def game_options(levels: list[str], seed: int, game_map: str, beginner: bool,
                 promos: list[str] | None) -> dict[str, Any]:
    """The Game options of one tournament game (promo cards only when chosen)."""
    options: dict[str, Any] = {"map": game_map, "players": [f"{lv.title()} {i + 1}" for i, lv in enumerate(levels)],
               "seed": seed, "beginner": beginner}
    if promos:
        options["promos"] = list(promos)
    return options


def bot_options(level: str, budget_ms: float | None, playouts: int | None) -> dict[str, float]:
    if level != "hard":
        return {}
    out: dict[str, float] = {}
    if budget_ms is not None:
        out["budget_ms"] = budget_ms
    if playouts is not None:
        out["playouts"] = playouts
    return out


def play_game(job: Job) -> GameResult:
    """One game: (levels in seat order, game seed, map, beginner, budget_ms, playouts[, promo
    cards]) -> results."""
    levels, seed, game_map, beginner, budget_ms, playouts, *rest = job
    game = Game(game_options(levels, seed, game_map, beginner, rest[0] if rest else None))
    bots = [make_bot(lv, seed * 10 + i, **bot_options(lv, budget_ms, playouts)) for i, lv in enumerate(levels)]
    times: defaultdict[str, list[float]] = defaultdict(list)
    while not game.over:
        d = game.decision()
        assert d is not None                # (the game is not over)
        seat = d["player"]
        t = time.perf_counter()
        action = bots[seat].act(game.observation(seat))
        times[levels[seat]].append(time.perf_counter() - t)
        game.apply(action)
    result = game.state["result"]
    assert result is not None               # (the game is over)
    powered = {r["player"]: r["powered"] for r in result["ranking"]}
    winners = result["winners"]
    seats: list[SeatResult] = []
    for s, lv in enumerate(levels):
        best_rival = max(v for k, v in powered.items() if k != s)
        seats.append({"level": lv, "win": (1 / len(winners)) if s in winners else 0.0,
                      "margin": powered[s] - best_rival})
    return {"seats": seats, "times": dict(times)}


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def jobs_for(args: argparse.Namespace) -> list[Job]:
    levels = args.seat_levels
    n = len(levels)
    out: list[Job] = []
    for i in range(args.games):
        k = i % n
        rotated = levels[n - k:] + levels[:n - k]      # game i: seat 0 gets the level k places back
        out.append((rotated, args.seed + i, args.map, args.beginner, args.budget_ms, args.playouts,
                    args.promos))
    return out


def run(args: argparse.Namespace, progress: TextIO | None = None) -> dict[str, LevelSummary]:
    """Play the games; `progress` (a file) gets one line per finished game."""
    jobs = jobs_for(args)
    results: list[GameResult] = []
    if args.jobs > 1:
        from multiprocessing import Pool
        with Pool(args.jobs) as pool:
            for r in pool.imap(play_game, jobs, chunksize=1):
                results.append(r)
                _progress(progress, len(results), r)
    else:
        for j in jobs:
            results.append(play_game(j))
            _progress(progress, len(results), results[-1])
    return summarize(results, len(args.seat_levels))


def _progress(out: TextIO | None, n: int, result: GameResult) -> None:
    if out is not None:
        won = [s["level"] for s in result["seats"] if s["win"]]
        print(f"game {n}: won by {', '.join(won)}", file=out, flush=True)


def summarize(results: list[GameResult], players: int) -> dict[str, LevelSummary]:
    per: defaultdict[str, dict[str, Any]] = defaultdict(lambda: {"wins": 0.0, "seats": 0, "margins": [], "times": []})
    for r in results:
        for s in r["seats"]:
            x = per[s["level"]]
            x["wins"] += s["win"]
            x["seats"] += 1
            x["margins"].append(s["margin"])
        for lv, ts in r["times"].items():
            per[lv]["times"].extend(ts)
    out: dict[str, LevelSummary] = {}
    for lv, x in per.items():
        share = x["wins"] / x["seats"]
        low, high = wilson(x["wins"], x["seats"])
        ts = sorted(x["times"])
        out[lv] = {"share": share, "ci": (low, high), "fair": 1 / players, "seat_games": x["seats"],
                   "margin": statistics.mean(x["margins"]),
                   "median_ms": statistics.median(ts) * 1000 if ts else 0.0,
                   "p95_ms": ts[min(len(ts) - 1, int(0.95 * len(ts)))] * 1000 if ts else 0.0}
    return out


def report(args: argparse.Namespace, summary: dict[str, LevelSummary], elapsed: float) -> str:
    extra = []
    if args.playouts is not None:
        extra.append(f"playouts {args.playouts}")
    if args.budget_ms is not None:
        extra.append(f"budget {args.budget_ms:g} ms")
    if args.promos:
        extra.append(f"promos {','.join(args.promos)}")
    lines = [f"{args.games} games, {args.map}{' (beginner)' if args.beginner else ''}, seats "
             f"{','.join(args.seat_levels)}, seeds {args.seed}..{args.seed + args.games - 1}"
             + (f", {', '.join(extra)}" if extra else "") + f"; {elapsed:.0f} s",
             f"{'level':<8} {'win share':>9} {'95% CI':>15} {'fair':>6} {'margin':>7} "
             f"{'decision median':>16} {'p95':>9}"]
    for lv in dict.fromkeys(args.seat_levels):
        x = summary[lv]
        lines.append(f"{lv:<8} {x['share'] * 100:>8.1f}% {x['ci'][0] * 100:>6.1f}-{x['ci'][1] * 100:>5.1f}% "
                     f"{x['fair'] * 100:>5.1f}% {x['margin']:>+7.2f} {x['median_ms']:>13.2f} ms "
                     f"{x['p95_ms']:>6.1f} ms")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    start = time.perf_counter()
    summary = run(args, sys.stderr if args.progress else None)
    print(report(args, summary, time.perf_counter() - start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
