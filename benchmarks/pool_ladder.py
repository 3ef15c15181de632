"""The computer levels against the opponent pool: `python3 benchmarks/bots.py ladder --pool`.

A row puts one player (a computer level, or a pool style for the no-strawmen rows) in one
seat and two players of one kind in the others; game i of a row is seeded `start + i` and
rotates the seats by i places. Every finished game is appended as one line to RESULTS (a
committed file), keyed by the label of the levels' code, the seed range and the look-ahead
games of hard, so a run that stops resumes where it was and before/after runs stay apart.
Each line also holds, for every lot a player won after a contest, the winning price minus
the runner-up's last bid (the overpay), read from the game's event log.
"""
from __future__ import annotations

import fnmatch
import json
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from powergrid import Game
from powergrid.bots import make_bot

from pool import STYLES, make_player

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "pool_results.jsonl"
# The development range is used while tuning; the final range only for the table that
# judges a change, never while tuning.
SEED_RANGES = {"dev": 1000, "final": 50000}
MAPS = tuple(m["id"] for m in Game.maps())
HARD_MAPS = ("germany", "badenwurttemberg")
# The no-strawmen rows cycle over the maps the pool was first judged on, so that their figures
# stay comparable from one version of the levels to the next (the results do not record the map
# of such a game); the easy and normal rows take every map.
EVERY_MAPS = ("germany", "usa", "korea", "china", "badenwurttemberg")
LEVELS = ("easy", "normal", "hard")
EVERY_MAP = "every"         # a row whose game i is played on EVERY_MAPS[i % len(EVERY_MAPS)]
FAIR = 1 / 3


@dataclass(frozen=True)
class Target:
    label: str
    share: float
    strict: bool = False        # the share must be exceeded, not just reached
    lower_bound: bool = True    # the 95 % interval's lower bound must be above the fair share

    def met(self, share: float, low: float) -> bool:
        reached = share > self.share if self.strict else share >= self.share - 1e-12
        return reached and (low > FAIR or not self.lower_bound)


ABOVE_FAIR = Target("above 1/3", FAIR, strict=True)
TWICE_FAIR = Target("at least 2/3", 2 * FAIR)
VS_RANDOM = Target("at least 90 %", 0.9)
HARD_VS_NORMAL = Target("at least 60 %", 0.6)
NO_STRAWMAN = Target("at least 20 %", 0.2, lower_bound=False)


@dataclass(frozen=True)
class Row:
    player: str             # the one seat: a level or a style
    opponent: str           # the two other seats
    map: str
    games: int
    target: Target | None

    @property
    def id(self) -> str:
        return f"{self.player}:{self.opponent}:{self.map}"


def all_rows() -> list:
    rows = []
    for level in ("easy", "normal"):
        for style in STYLES:
            for m in MAPS:
                rows.append(Row(level, style, m, 120, ABOVE_FAIR if level == "normal" else None))
    rows.append(Row("easy", "random", EVERY_MAP, 60, VS_RANDOM))
    for style in STYLES:                # no strawmen: each style against random and easy players
        rows.append(Row(style, "random", EVERY_MAP, 60, VS_RANDOM))
        rows.append(Row(style, "easy", EVERY_MAP, 60, NO_STRAWMAN))
    for style in STYLES:
        for m in HARD_MAPS:
            rows.append(Row("hard", style, m, 60, TWICE_FAIR))
    rows.append(Row("hard", "normal", "germany", 60, HARD_VS_NORMAL))
    return rows


def select(rows: list, patterns) -> list:
    """Rows whose id (player:opponent:map) matches one of the shell patterns (all: none given),
    in the order of the patterns: the rows needed first are played first."""
    if not patterns:
        return rows
    out = []
    for p in patterns:
        out += [r for r in rows if fnmatch.fnmatchcase(r.id, p) and r not in out]
    return out


def default_label() -> str:
    """The last commit that changed the engine or its levels (what the figures depend on)."""
    out = subprocess.run(["git", "log", "-1", "--format=%h", "--", "powergrid"], cwd=ROOT,
                         capture_output=True, text=True, check=False)
    return out.stdout.strip() or "unknown"


def make_player_of(kind: str, seed: int, playouts):
    if kind in STYLES:
        return make_player(kind, seed)
    if kind == "hard" and playouts is not None:
        return make_bot(kind, seed, playouts=playouts)
    return make_bot(kind, seed)


def overpays(log: list, kinds: list) -> list:
    """[kind, price minus the runner-up's last bid] for each lot won after another player bid on it."""
    out, bids = [], {}
    for event in log:
        e = event["e"]
        if e == "auction_opened":
            bids = {event["player"]: event["bid"]}
        elif e == "bid":
            bids[event["player"]] = event["bid"]
        elif e == "plant_bought":
            winner = event["player"]
            rivals = [b for p, b in bids.items() if p != winner]
            if rivals:
                out.append([kinds[winner], event["price"] - max(rivals)])
            bids = {}
    return out


def play(job: tuple) -> dict:
    """One game of a row: (row id, player, opponent, map, game index, seed, playouts)."""
    row_id, player, opponent, game_map, index, seed, playouts = job
    if game_map == EVERY_MAP:
        game_map = EVERY_MAPS[index % len(EVERY_MAPS)]
    kinds = [player, opponent, opponent]
    k = index % 3
    kinds = kinds[3 - k:] + kinds[:3 - k]           # game i: seat 0 gets the kind k places back
    game = Game({"map": game_map, "players": [f"P{i + 1}" for i in range(3)], "seed": seed})
    players = [make_player_of(kind, seed * 10 + i, playouts) for i, kind in enumerate(kinds)]
    start = time.process_time()
    while not game.over:
        seat = game.decision()["player"]
        game.apply(players[seat].act(game.observation(seat)))
    result = game.state["result"]
    winners = result["winners"]
    powered = {r["player"]: r["powered"] for r in result["ranking"]}
    seat = kinds.index(player)
    return {"row": row_id, "game": index, "seed": seed, "win": round(1 / len(winners), 4) if seat in winners else 0,
            "margin": powered[seat] - max(v for s, v in powered.items() if s != seat),
            "lots": overpays(game.state["log"], kinds), "cpu_s": round(time.process_time() - start, 3)}


def read_results(path: Path = RESULTS) -> list:
    """Every game recorded; a line cut short by a run stopped while writing it is left out."""
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return out


def effective_playouts(row: Row, playouts):
    """The look-ahead games recorded for a row: only hard has them (None: the page's default)."""
    if "hard" not in (row.player, row.opponent):
        return None
    if playouts is None:
        from powergrid.bots.search import BROWSER_PLAYOUTS
        return BROWSER_PLAYOUTS
    return playouts


def pending_jobs(rows: list, label: str, seeds: str, playouts, done: list, first=None) -> list:
    """The games of `rows` not in `done` (only the first `first` of each row, if given)."""
    have = {(r["label"], r["seeds"], r["row"], r["game"], r["playouts"]) for r in done}
    jobs = []
    for row in rows:
        po = effective_playouts(row, playouts)
        for i in range(min(row.games, first or row.games)):
            if (label, seeds, row.id, i, po) not in have:
                jobs.append((row.id, row.player, row.opponent, row.map, i, SEED_RANGES[seeds] + i, po))
    return jobs


def run(rows: list, label: str, seeds: str, playouts, jobs: int, first=None, path: Path = RESULTS) -> None:
    """Play the games of `rows` not yet in the results file, appending each as it finishes."""
    todo = pending_jobs(rows, label, seeds, playouts, read_results(path), first)
    print(f"{len(todo)} games to play", flush=True)
    if path.exists() and path.stat().st_size and not path.read_bytes().endswith(b"\n"):
        with path.open("a", encoding="utf-8") as out:
            out.write("\n")               # a line cut short stays on its own
    by_key = {(j[0], j[4]): j for j in todo}
    with path.open("a", encoding="utf-8") as out:
        def record(result: dict, n: int) -> None:
            job = by_key[(result["row"], result["game"])]
            line = {"label": label, "seeds": seeds, "playouts": job[6], **result}
            out.write(json.dumps(line, separators=(",", ":")) + "\n")
            out.flush()
            if n % 50 == 0 or n == len(todo):
                print(f"{n}/{len(todo)} games ({result['row']})", flush=True)

        if jobs > 1:
            from multiprocessing import Pool
            with Pool(jobs) as workers:
                for n, result in enumerate(workers.imap_unordered(play, todo, chunksize=1), 1):
                    record(result, n)
        else:
            for n, job in enumerate(todo, 1):
                record(play(job), n)
