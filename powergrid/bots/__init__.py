"""Computer players: `make_bot(level, seed=0, **options)`; `bot.act(game.observation(seat))`.

Levels: "random" (uniform legal play), "easy" and "normal" (rules of thumb, see heuristic.py),
"hard" (search over sampled hidden cards guided by the normal player, see search.py).
A bot never receives the Game: the observation answers the questions a player may ask.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Union

from .heuristic import HeuristicBot
from .random_bot import RandomBot, play_random_game

if TYPE_CHECKING:
    from .search import SearchBot

LEVELS = ("random", "easy", "normal", "hard")


def make_bot(level: str, seed: int = 0, **options: Any) -> Union[RandomBot, HeuristicBot, SearchBot]:
    """A computer player of this level; `options` tune it (see each class)."""
    if level == "random":
        return RandomBot(seed, **options)
    if level in ("easy", "normal"):
        return HeuristicBot(seed, level, **options)
    if level == "hard":
        from .search import SearchBot
        return SearchBot(seed, **options)
    raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "HeuristicBot", "RandomBot", "make_bot", "play_random_game"]
