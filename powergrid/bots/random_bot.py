"""A random legal player, for simulations, benchmarks and tests.

It picks uniformly among the legal action templates, draws bids between the minimum
and the minimum + 10, and is biased towards buying fuel and building so that random
games reach their end.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from ..data import RESOURCE_TYPES
from .reading import templates

if TYPE_CHECKING:
    from ..game import Game
    from .reading import Action, Source


class RandomBot:
    def __init__(self, seed: int = 0, bid_spread: int = 10, build_chance: float = 0.9) -> None:
        self.rnd = random.Random(seed)
        self.bid_spread = bid_spread
        self.build_chance = build_chance

    def _below(self, n: int) -> int:
        """`self.rnd.randrange(n)`, drawn as random.Random draws it (getrandbits of n's bit length
        until one is below n) without randrange's argument checks: the same numbers, faster.
        choice(seq) is seq[_below(len(seq))] and randint(a, b) is a + _below(b - a + 1)."""
        k = n.bit_length()
        getrandbits = self.rnd.getrandbits
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r

    def act(self, game: Source) -> Action:
        """A legal action for the player whose decision it is."""
        # The templates first: every decision's templates name its player, and only a buy
        # decision offers "buy" templates, only a build decision a "build" one; asking for the
        # decision as well would work it out a second time. (No templates: the decision says why,
        # the game is over or the choice below has nothing to pick, as before.)
        options = templates(game)
        kind = options[0]["type"] if options else (game.decision() or {})["kind"]
        if kind == "buy":
            return self._buy(game, options)
        if kind == "build":
            return self._build(game, options[0])
        choice = options[self._below(len(options))]
        seat = choice["player"]
        if choice["type"] in ("open", "bid"):
            if choice["min"] > choice["max"]:
                return {"type": "pass", "player": seat}
            hi = min(choice["max"], choice["min"] + self.bid_spread)
            bid = choice["min"] + self._below(hi - choice["min"] + 1)
            out = {"type": choice["type"], "player": seat, "bid": bid}
            if choice["type"] == "open":
                out["plant"] = choice["plant"]
            return out
        if choice["type"] == "power":
            best = choice["best"]
            return {"type": "power", "player": seat, "plants": best["plants"], "burn": best["burn"]}
        return {k: v for k, v in choice.items() if k in ("type", "player", "plant", "return")}

    def _buy(self, game: Source, options: list[Action]) -> Action:
        seat = options[0]["player"]
        markets = game.market_names()
        # One-market maps draw no market, so their seeded games stay as they were.
        market = markets[self._below(len(markets))] if len(markets) > 1 else None
        # The buy templates give each market's purchase limits, in market order: the answer
        # of purchase_limits(seat, market) (None is the only market).
        limits = options[markets.index(market) if market is not None else 0]["max"]
        amounts = {r: self._below(limits[r] + 1) if limits[r] else 0 for r in RESOURCE_TYPES}
        while True:
            q = game.quote(seat, amounts, market)
            if q["ok"]:
                action = {"type": "buy", "player": seat, "resources": amounts}
                if market is not None:
                    action["market"] = market
                return action
            held = [t for t in RESOURCE_TYPES if amounts[t]]
            r = held[self._below(len(held))]
            amounts[r] -= 1

    def _build(self, game: Source, template: Action) -> Action:
        seat = template["player"]
        room = template["room"]             # max_cities - city_count(seat)
        if room <= 0 or self.rnd.random() > self.build_chance:
            return {"type": "build", "player": seat, "cities": []}
        # The build template lists the cities within his money, in play-area order: the same
        # list as the build-cost preview filtered by money, without a record per city.
        options = list(template["options"])
        if not options:
            return {"type": "build", "player": seat, "cities": []}
        chosen = [options[self._below(len(options))]]
        for _ in range(self._below(min(3, room - 1) + 1)):
            candidate = options[self._below(len(options))]
            if candidate in chosen:
                continue
            if game.build_plan(seat, chosen + [candidate])["affordable"]:
                chosen.append(candidate)
        return {"type": "build", "player": seat, "cities": chosen}


def play_random_game(game: Game, bot: RandomBot, check: Callable[[Game], object] | None = None,
                     max_actions: int = 20000) -> int:
    """Play `game` to its end with `bot` for every seat; returns the number of actions."""
    n = 0
    while not game.over:
        game.apply(bot.act(game))
        n += 1
        if check:
            check(game)
        if n >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
    return n
