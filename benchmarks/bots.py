"""Computer players: the hard bot's look-ahead games per second, decision times, and the ladder.

    python3 benchmarks/bots.py speed [--positions 12]     # also under Pyodide (pyodide_run.mjs)
    python3 benchmarks/bots.py speed --against ../other-checkout [--rounds 3]
    python3 benchmarks/bots.py ladder [--games 200] [--hard-games 60] [--playouts N] [--jobs 2] [--write]
        [--map M] [--seats S ...]
    python3 benchmarks/bots.py ladder --pool [--seeds dev|final] [--rows 'normal:*:germany' ...]
        [--label L] [--baseline L] [--playouts N] [--first N] [--jobs 2] [--table-only] [--write]

`speed` plays normal-level games on Germany (3 and 4 players) and, at positions spread over the
game, lets the hard bot think for one second: the median number of look-ahead games it completes
is the browser budget (run it with node benchmarks/pyodide_run.mjs). It also gives the normal
bot's decision time. With `--against PATH` it does so on the engine of another checkout and on
this one, alternating in fresh processes, and prints the medians side by side. `ladder` runs the
standard tournaments (on Germany, or the map of --map; --hard-games 0 leaves out the hard rows;
--seats only those rows, e.g. normal,easy,easy) and, with --write, puts the table into
docs/PERFORMANCE.md between the bots-ladder markers. `ladder --pool` plays the levels against
the opponent pool (benchmarks/pool/, pool_ladder.py), resumes from and appends to
benchmarks/pool_results.jsonl, and with --write puts its table between the bots-pool markers
(`--rows` takes shell patterns of row ids player:opponents:map). Figures only: nothing here
asserts a time.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from against import alternate, engine_root, side_by_side  # noqa: E402  (beside this script)

sys.path.insert(0, str(engine_root()))

from powergrid import Game  # noqa: E402
from powergrid.bots import make_bot  # noqa: E402

from clock import cpu_seconds  # noqa: E402  (benchmarks/clock.py, beside this script)

LADDER = [("normal,random,random", False), ("easy,random,random", False), ("normal,easy,easy", False),
          ("hard,normal,normal", True), ("hard,normal,normal,normal", True)]
BEGIN, END = "<!-- bots-ladder:begin -->", "<!-- bots-ladder:end -->"


def positions(count: int, take=None) -> list:
    """Observations at decisions with a real choice, spread over normal-level games (or what
    `take(game, seat)` makes of each: same_positions.py keeps saves)."""
    take = take or (lambda game, seat: game.observation(seat))
    out = []
    seed = 0
    while len(out) < count:
        players = 3 + seed % 2
        game = Game({"map": "germany", "players": [f"P{i}" for i in range(players)], "seed": seed})
        bots = [make_bot("normal", seed * 10 + i) for i in range(players)]
        n = 0
        while not game.over and len(out) < count:
            seat = game.decision()["player"]
            if n % 37 == 11 and game.decision()["kind"] != "power":
                out.append(take(game, seat))
            game.apply(bots[seat].act(game.observation(seat)))
            n += 1
        seed += 1
    return out


def speed_figures(args) -> dict:
    """The hard bot's look-ahead games in a 1 s budget, its whole decisions at the default
    budget, the processor time per look-ahead game, and the normal bot's decisions."""
    obs = positions(args.positions)
    counts, times = [], []
    for i, o in enumerate(obs):
        bot = make_bot("hard", i, budget_ms=1000)
        thinking = bot.think(o)
        if thinking.done:
            continue
        t = time.perf_counter()
        while not thinking.step(50):
            pass
        times.append(time.perf_counter() - t)
        counts.append(thinking.playouts)
    decide, cpu, games, decide_cpu = [], 0.0, 0, []
    for i, o in enumerate(obs):
        bot = make_bot("hard", i)           # the default budget: BROWSER_PLAYOUTS look-ahead games
        c = cpu_seconds()
        t = time.perf_counter()
        thinking = bot.think(o)
        longest = 0.0
        while True:
            s = time.perf_counter()
            done = thinking.step(50)
            longest = max(longest, time.perf_counter() - s)
            if done:
                break
        decide.append((time.perf_counter() - t, longest))
        decide_cpu.append(cpu_seconds() - c)
        cpu += decide_cpu[-1]
        games += thinking.playouts
    normal = make_bot("normal", 1)
    ntimes = []
    for o in obs:
        t = time.perf_counter()
        normal.act(o)
        ntimes.append(time.perf_counter() - t)
    whole = [d * 1000 for d, _ in decide]
    return {"positions": len(counts), "counts": counts, "thinking_ms": statistics.median(times) * 1000,
            "look-ahead games in a 1 s budget": statistics.median(counts),
            "hard decision, ms": statistics.median(whole), "hard decision max, ms": max(whole),
            "hard decision, processor ms": statistics.median(decide_cpu) * 1000,
            "longest slice, ms": max(s for _, s in decide) * 1000,
            "look-ahead games per processor s": games / cpu if cpu else 0.0,
            "normal decision, ms": statistics.median(ntimes) * 1000, "normal max, ms": max(ntimes) * 1000}


def speed(args) -> None:
    if args.json:
        print(json.dumps(speed_figures(args)))
        return
    if args.against:
        rounds = alternate("bots.py", ["speed", "--positions", str(args.positions)], args.against, args.rounds)
        print(f"Python {sys.version.split()[0]}; {args.positions} positions of normal-level games; medians of "
              f"{args.rounds} rounds, {args.against} (base) and this checkout alternating")
        rates = {"look-ahead games in a 1 s budget", "look-ahead games per processor s"}
        print(side_by_side(rounds, ["look-ahead games per processor s", "look-ahead games in a 1 s budget",
                                    "hard decision, processor ms", "hard decision, ms",
                                    "normal decision, ms"], rates))
        return
    f = speed_figures(args)
    counts = f["counts"]
    print(f"Python {sys.version.split()[0]} ({sys.platform}); {f['positions']} positions of normal-level games")
    print(f"hard, 1 s budget: look-ahead games completed median {statistics.median(counts):.0f} "
          f"(min {min(counts)}, max {max(counts)}); thinking {f['thinking_ms']:.0f} ms median")
    from powergrid.bots.search import BROWSER_PLAYOUTS
    print(f"hard, {BROWSER_PLAYOUTS} look-ahead games: decision {f['hard decision, ms']:.0f} ms median, "
          f"{f['hard decision max, ms']:.0f} ms max; longest slice {f['longest slice, ms']:.0f} ms")
    if f["look-ahead games per processor s"]:
        # Processor time, not wall time: on a shared machine it says what a quiet one would do.
        rate = f["look-ahead games per processor s"]
        print(f"processor time per look-ahead game: {1000 / rate:.2f} ms ({rate:.0f} look-ahead games per "
              f"processor second)")
    print(f"normal decision: {f['normal decision, ms']:.2f} ms median, {f['normal max, ms']:.2f} ms max")


def ladder(args) -> None:
    from powergrid.tournament import parse, report, run
    if args.write and (args.map != Game.maps()[0]["id"] or args.seats):
        raise SystemExit("--write records the whole ladder on the default map: no --map, no --seats")
    tables = []
    for seats, hard in LADDER:
        if args.seats and seats not in args.seats:
            continue
        games = args.hard_games if hard else args.games
        if not games:
            continue
        argv = ["--seats", seats, "--games", str(games), "--seed", "1", "--jobs", str(args.jobs),
                "--map", args.map]
        if hard and args.playouts:
            argv += ["--playouts", str(args.playouts)]
        a = parse(argv)
        t = time.perf_counter()
        text = report(a, run(a), time.perf_counter() - t)
        print(text, flush=True)
        tables.append(text)
    if args.write:
        readme = ROOT / "docs" / "PERFORMANCE.md"
        body = readme.read_text(encoding="utf-8")
        if BEGIN in body and END in body:
            head, rest = body.split(BEGIN, 1)
            _, tail = rest.split(END, 1)
            block = "\n```text\n" + "\n\n".join(tables) + "\n```\n"
            readme.write_text(head + BEGIN + block + END + tail, encoding="utf-8")
            print("docs/PERFORMANCE.md updated")


def pool_ladder(args) -> None:
    import pool_ladder as pl
    import pool_table
    rows = pl.select(pl.all_rows(), args.rows)
    if not rows:
        raise SystemExit("no row matches --rows")
    label = args.label or pl.default_label()
    t = time.perf_counter()
    if not args.table_only:
        pl.run(rows, label, args.seeds, args.playouts, args.jobs, args.first)
    text = pool_table.table(pl.all_rows(), pl.read_results(), label, args.seeds, args.playouts, args.baseline)
    print(text)
    print(f"{time.perf_counter() - t:.0f} s")
    if args.write:
        pool_table.write(text)
        print("docs/PERFORMANCE.md updated")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("speed")
    s.add_argument("--positions", type=int, default=12)
    s.add_argument("--against", metavar="PATH", help="another checkout to time side by side, alternating")
    s.add_argument("--rounds", type=int, default=3, help="--against: rounds of each engine")
    s.add_argument("--json", action="store_true", help="print the figures as one line of JSON")
    lad = sub.add_parser("ladder")
    lad.add_argument("--games", type=int, default=200)
    lad.add_argument("--hard-games", type=int, default=60)
    lad.add_argument("--playouts", type=int, default=None)
    lad.add_argument("--jobs", type=int, default=2)
    lad.add_argument("--write", action="store_true")
    lad.add_argument("--map", default=Game.maps()[0]["id"], choices=[m["id"] for m in Game.maps()],
                     help="the map of the standard tournaments")
    lad.add_argument("--seats", nargs="*", default=None, help="only these rows of the ladder, e.g. "
                     "normal,easy,easy")
    lad.add_argument("--pool", action="store_true", help="the levels against the opponent pool")
    lad.add_argument("--seeds", choices=("dev", "final"), default="dev", help="--pool: the seed range")
    lad.add_argument("--rows", nargs="*", default=None, help="--pool: patterns of row ids player:opponent:map")
    lad.add_argument("--label", default=None, help="--pool: the levels' version (default: the last "
                     "commit that changed powergrid/)")
    lad.add_argument("--baseline", default=None, help="--pool: a label whose win shares are shown beside")
    lad.add_argument("--first", type=int, default=None, help="--pool: only the first N games of each "
                     "row (a reduced run, completed by a later run without it)")
    lad.add_argument("--table-only", action="store_true", help="--pool: play nothing, show the table")
    args = ap.parse_args()
    if args.cmd == "speed":
        speed(args)
    else:
        pool_ladder(args) if args.pool else ladder(args)


if __name__ == "__main__":
    main()
