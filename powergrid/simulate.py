"""`python3 -m powergrid simulate`: random legal games with every invariant checked after every action."""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from typing import TypedDict

from .bots import RandomBot
from .data import promo_ids
from .game import Game
from .variants import DEFAULT_MAP, MAP_IDS


class SimulatedGame(TypedDict):
    """The figures of one random game (`play_one`)."""
    actions: int
    rounds: int
    step: int
    winner_powered: int
    decided_by: str | None
    shared: bool


def promo_list(text: str) -> list[str]:
    """--promos all, or a comma list of card ids."""
    if text == "all":
        return list(promo_ids())
    cards = [c.strip() for c in text.split(",") if c.strip()]
    bad = [c for c in cards if c not in promo_ids()]
    if bad:
        raise argparse.ArgumentTypeError(f"unknown promo card(s) {', '.join(bad)}; "
                                         f"use all or some of {','.join(promo_ids())}")
    return cards


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python3 -m powergrid simulate",
                                description="Play random legal games to the end and check the invariants.")
    p.add_argument("--map", default=DEFAULT_MAP, choices=list(MAP_IDS))
    p.add_argument("--players", type=int, default=4, choices=range(2, 7), metavar="2..6")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--beginner", action="store_true", help="play the beginner game")
    p.add_argument("--promos", type=promo_list, default=[], help="promo cards: all, or a comma list")
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks (for timing)")
    p.add_argument("--replay", action="store_true", help="also rebuild each game from its log and compare")
    return p.parse_args(argv)


def play_one(args: argparse.Namespace, seed: int) -> SimulatedGame:
    options = {"map": args.map, "players": [f"P{i + 1}" for i in range(args.players)],
               "seed": seed, "beginner": args.beginner, "promos": args.promos}
    game = Game(options)
    bot = RandomBot(seed)
    actions = 0
    while not game.over:
        game.apply(bot.act(game))
        actions += 1
        if not args.no_check:
            try:
                game.check_invariants()
            except AssertionError as e:
                raise AssertionError(f"seed {seed}, action {actions} {game.actions[-1]}: {e}") from None
    if args.replay:
        again = Game.replay(game.state["options"], game.actions)   # the save's options
        if json.dumps(again.state, sort_keys=True) != json.dumps(game.state, sort_keys=True):
            raise AssertionError(f"seed {seed}: the replay of the log differs from the game")
    result = game.state["result"]
    assert result is not None, "the game is over"
    ranking = result["ranking"]
    return {"actions": actions, "rounds": game.state["round"], "step": game.state["step"],
            "winner_powered": ranking[0]["powered"], "decided_by": ranking[1]["decided_by"],
            "shared": len(result["winners"]) > 1}


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    games = []
    start = time.perf_counter()
    try:
        for i in range(args.games):
            games.append(play_one(args, args.seed + i))
    except AssertionError as e:
        print(f"INVARIANT VIOLATED: {e}", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - start
    n = len(games)
    promos = f" (promos: {','.join(args.promos)})" if args.promos else ""
    beginner = " (beginner)" if args.beginner else ""
    print(f"{n} games, {args.players} players, {args.map}{beginner}{promos}, "
          f"seeds {args.seed}..{args.seed + n - 1}, "
          f"invariants {'off' if args.no_check else 'checked after every action'}")
    print(f"{n / elapsed:.1f} games/s, {sum(g['actions'] for g in games) / elapsed:.0f} actions/s")
    if not n:
        return 0
    print(f"actions per game: median {statistics.median(g['actions'] for g in games):.0f}, "
          f"rounds: median {statistics.median(g['rounds'] for g in games):.0f}")
    print("final step:", dict(sorted(Counter(g["step"] for g in games).items())))
    print("winner separated by:", dict(Counter(g["decided_by"] for g in games).most_common()))
    print(f"winner's powered cities: median {statistics.median(g['winner_powered'] for g in games):.0f}; "
          f"shared victories: {sum(g['shared'] for g in games)}")
    return 0
