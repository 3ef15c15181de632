"""Engine speed: whole random games and the build-cost preview (figures, never assertions).

    python3 benchmarks/engine.py [--games 40]
    python3 benchmarks/engine.py --against ../other-checkout [--rounds 3] [--maps germany]

For 2, 4 and 6 players on each map (every map of Game.maps() by default, a row each): the
median time of a whole game of random legal play (bids drawn between the minimum and the
minimum + 10), wall clock and processor time, moves per game and moves per second; then the
time of the build-cost preview for every city of the map, and of pricing a five-city plan, in a
late 6-player game; the time of Game.clone (search's copy).

`--against PATH` times the same rows (processor time) and Game.clone on the engine of another
checkout (e.g. the commit a change starts from, in a `git worktree`) and on this one, alternating
the two in fresh processes for `--rounds` rounds, and prints the medians side by side.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from against import alternate, engine_root, side_by_side  # noqa: E402  (beside this script)

sys.path.insert(0, str(engine_root()))

from powergrid import Game  # noqa: E402
from powergrid import powering  # noqa: E402
from powergrid.bots import RandomBot  # noqa: E402

from clock import cpu_seconds  # noqa: E402  (benchmarks/clock.py, beside this script)


def options(players: int, seed: int, game_map: str = "germany") -> dict:
    return {"map": game_map, "players": [f"P{i}" for i in range(players)], "seed": seed}


def whole_games(players: int, games: int, game_map: str = "germany") -> dict:
    times, cpu, moves = [], [], []
    for seed in range(games):
        game = Game(options(players, seed, game_map))
        bot = RandomBot(seed)
        n = 0
        c = cpu_seconds()
        t = time.perf_counter()
        while not game.over:
            game.apply(bot.act(game))
            n += 1
        times.append(time.perf_counter() - t)
        cpu.append(cpu_seconds() - c)
        moves.append(n)
    return {"median_ms": statistics.median(times) * 1000, "cpu_ms": statistics.median(cpu) * 1000,
            "moves": statistics.median(moves), "moves_per_s": sum(moves) / sum(times)}


def late_game(players: int = 6, seed: int = 3) -> Game:
    """A 6-player game played until someone has 10 cities, at a build decision."""
    game = Game(options(players, seed))
    bot = RandomBot(seed)
    while not game.over:
        d = game.decision()
        if d["kind"] == "build" and max(len(p["cities"]) for p in game.state["players"]) >= 10:
            return game
        game.apply(bot.act(game))
    raise RuntimeError("the game ended before a late build decision")


def clone_median() -> float:
    game = Game(options(6, 1))
    bot = RandomBot(0)
    for _ in range(200):
        game.apply(bot.act(game))
    return per_call(game.clone, 5000)


def per_call(fn, repeat: int = 2000) -> float:
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1e6


def figures(args) -> dict:
    """The rows and the clone's time as one JSON object (one engine's side of --against)."""
    out = {}
    for game_map in args.maps.split(","):
        for players in (2, 4, 6):
            out[f"{game_map} {players} players, ms a game"] = whole_games(players, args.games, game_map)["cpu_ms"]
    out["Game.clone, us"] = clone_median()
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--maps", default=",".join(m["id"] for m in Game.maps()), help="comma-separated maps to time")
    ap.add_argument("--against", metavar="PATH", help="another checkout to time side by side, alternating")
    ap.add_argument("--rounds", type=int, default=3, help="--against: rounds of each engine")
    ap.add_argument("--json", action="store_true", help="print the figures as one line of JSON")
    args = ap.parse_args()
    if args.json:
        print(json.dumps(figures(args)))
        return
    if args.against:
        rounds = alternate("engine.py", ["--games", str(args.games), "--maps", args.maps], args.against,
                           args.rounds)
        print(f"Python {sys.version.split()[0]}; {args.games} games per row, random legal play, processor time; "
              f"medians of {args.rounds} rounds, {args.against} (base) and this checkout alternating")
        print(side_by_side(rounds, list(rounds[0][0])))
        return
    print(f"Python {sys.version.split()[0]}; {args.games} games per row, random legal play")
    # "processor": the median processor time of a game; on a machine shared with other jobs it
    # says what a quiet one would do better than the wall clock of "median game".
    print(f"{'map':>16} {'players':>7} {'median game':>12} {'processor':>10} {'moves/game':>11} {'moves/s':>9}")
    for game_map in args.maps.split(","):
        for players in (2, 4, 6):
            r = whole_games(players, args.games, game_map)
            print(f"{game_map:>16} {players:>7} {r['median_ms']:>9.1f} ms {r['cpu_ms']:>7.1f} ms {r['moves']:>11.0f} "
                  f"{r['moves_per_s']:>9.0f}")
    game = late_game()
    seat = game.decision()["player"]
    cities = len(game.state["players"][seat]["cities"])
    preview = game.build_preview(seat)
    plan = [c for c, v in sorted(preview.items(), key=lambda kv: kv[1]["cost"] or 999) if v["cost"]][:5]
    print(f"build-cost preview, every city of the map ({len(preview)} in play, player with {cities} cities): "
          f"{per_call(lambda: game.build_preview(seat)):.0f} us median")
    print(f"cheapest order and cost of a 5-city plan: {per_call(lambda: game.build_plan(seat, plan)):.0f} us median")
    def uncached_powering():
        powering.clear_caches()                 # the plant set's combinations too
        return game.best_powering(seat)

    print(f"Game.clone at action 200 of the seed-1 6-player game of RandomBot(0): {clone_median():.0f} us median "
          f"(a copy for search: state only, no logs)")
    print(f"best powering: {per_call(uncached_powering):.0f} us median "
          f"(repeated question, answered from the cache: {per_call(lambda: game.best_powering(seat)):.0f} us)")


if __name__ == "__main__":
    main()
