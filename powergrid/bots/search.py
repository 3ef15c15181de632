"""The hard computer player: sampled worlds and short look-ahead games guided by `normal`.

At each decision with more than one sensible choice it lists candidate actions (the normal
player's own choice and its close alternatives), then plays look-ahead games: each one
deals the cards the player has not seen at random (`Observation.determinize`), applies one
candidate, and lets the normal policy play every seat up to the end of the next round (or
of the game). The position reached is scored for the player against the best rival; the
candidate with the best mean score is played. All candidates are tried on the same sampled
worlds, in turn, so their comparison is fair even with few look-ahead games.

Budget: `playouts` look-ahead games (deterministic for a seed: tests, tournaments), or
`budget_ms` of thinking. `think(observation)` returns a Thinking that the page advances in
slices (`step(slice_ms)`), so it can hand control back to the browser between them.
"""
from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from .heuristic import HeuristicBot
from .reading import Action, facts, plant_capacity

if TYPE_CHECKING:
    from ..game import Game
    from ..observation import Observation


def position_value(game: Game, seat: int) -> float:
    """How well `seat` stands, in rough Elektro: what decides the end is powered cities."""
    s = facts(game)
    if s["phase"] == "over":
        powered = {r["player"]: r for r in s["result"]["ranking"]}
        me = powered[seat]
        won = seat in s["result"]["winners"]
        return 1000.0 * won + 20 * me["powered"] + me["money"] / 10
    rules = game.rules
    p = s["players"][seat]
    cities = game.city_count(seat)          # Luna Park counts (PROMO-PARK-3)
    cap = plant_capacity(game, seat)             # the Transformer's city included
    fuel = sum(p["resources"].values())
    return (12 * min(cities, cap) + 4 * cities + 3 * min(cap, rules.end_cities + 2)
            + p["money"] * 0.6 + fuel * 1.0)


def relative_value(game: Game, seat: int) -> float:
    mine = position_value(game, seat)
    rivals = max(position_value(game, s) for s in range(len(facts(game)["players"])) if s != seat)
    return mine - rivals


class Thinking:
    """One decision in progress: `step(slice_ms)` thinks a while and says whether it is done."""

    def __init__(self, bot: SearchBot, observation: Observation) -> None:
        self.bot = bot
        self.obs = observation
        self.seat = observation.decision()["player"]
        self.candidates = bot.candidates(observation)
        self.totals = [0.0] * len(self.candidates)
        self.counts = [0] * len(self.candidates)
        self.done = len(self.candidates) <= 1
        self.world: Game | None = None
        self.world_seed = 0
        self.next_candidate = 0
        self.playouts = 0
        self.elapsed = 0.0
        self.action = self.candidates[0] if self.done else None

    def step(self, slice_ms: float = 50.0) -> bool:
        """Think for about `slice_ms` (at least one look-ahead game); True once the action is chosen."""
        if self.done:
            return True
        start = time.perf_counter()
        bot = self.bot
        while True:
            if self.next_candidate == 0:
                self.world = self.obs.determinize(bot.rnd)   # one sampled world for all candidates
                self.world_seed = bot.rnd.getrandbits(32)
            i = self.next_candidate
            assert self.world is not None           # (dealt for the first candidate)
            self.totals[i] += bot.playout(self.world, self.candidates[i], self.seat, self.world_seed)
            self.counts[i] += 1
            self.playouts += 1
            self.next_candidate = (i + 1) % len(self.candidates)
            now = time.perf_counter()
            spent = now - start
            if self._finished(self.elapsed + spent):
                self.elapsed += spent
                self._choose()
                return True
            if spent * 1000 >= slice_ms:
                self.elapsed += spent
                return False

    def _finished(self, elapsed: float) -> bool:
        if self.next_candidate:
            return False                 # finish the round of candidates on this world
        if self.bot.playouts is not None:
            return self.playouts >= self.bot.playouts
        assert self.bot.budget_ms is not None        # (one of the two bounds is always set)
        return elapsed * 1000 >= self.bot.budget_ms

    def _choose(self) -> None:
        means = [t / c if c else float("-inf") for t, c in zip(self.totals, self.counts)]
        best = max(range(len(means)), key=lambda i: (means[i], -i))
        self.action = self.candidates[best]
        self.done = True


# Look-ahead games the hard bot completes in 1 s of processor time on the shipped Pyodide on
# the project's 2-core machine (benchmarks/bots.py speed under benchmarks/pyodide_run.mjs:
# 6.4 ms each, 157 per processor second; a loaded machine completes fewer per wall second).
# The default budget, so that the page and the CPython tournaments play alike.
BROWSER_PLAYOUTS = 150


class SearchBot:
    """options: playouts (look-ahead games per decision; fixes the result for a seed; default
    BROWSER_PLAYOUTS), budget_ms (thinking time instead, when given without playouts),
    horizon (rounds looked ahead after the current one), max_candidates."""

    def __init__(self, seed: int = 0, playouts: int | None = None, budget_ms: float | None = None,
                 horizon: int = 1, max_candidates: int = 5) -> None:
        self.rnd = random.Random(f"hard/{seed}")
        self.guide = HeuristicBot(seed, "normal")
        if playouts is None and budget_ms is None:
            playouts = BROWSER_PLAYOUTS
        self.playouts = playouts
        self.budget_ms = budget_ms
        self.horizon = horizon
        self.max_candidates = max_candidates

    def act(self, observation: Observation) -> Action:
        thinking = self.think(observation)
        while not thinking.step(1e9):
            pass
        assert thinking.action is not None          # (chosen once the thinking is done)
        return thinking.action

    def think(self, observation: Observation) -> Thinking:
        return Thinking(self, observation)

    # ---- candidates -----------------------------------------------------------------
    def candidates(self, obs: Observation) -> list[Action]:
        """The normal player's choice first, then its sensible alternatives."""
        guide = self.guide
        d = obs.decision()
        seat, kind = d["player"], d["kind"]
        first = guide.act(obs)
        out = [first]

        def add(a: Action | None) -> None:
            if a is not None and a not in out:
                out.append(a)

        if kind == "choose":
            options = obs.legal_actions()
            opens = [o for o in options if o["type"] == "open"]
            opens.sort(key=lambda o: guide.plant_value(obs, seat, o["plant"]) - o["min"] * 0.5, reverse=True)
            for o in opens[:self.max_candidates - 1]:
                add({"type": "open", "player": seat, "plant": o["plant"], "bid": o["min"]})
            if any(o["type"] == "pass" for o in options):
                add({"type": "pass", "player": seat})
        elif kind == "bid":
            # Passing and the least raise: the look-ahead games weigh whether the lot is worth
            # one more Elektro. A jump above the least raise only pays more than the runner-up
            # would have made it cost.
            add({"type": "pass", "player": seat})
            for o in obs.legal_actions():
                if o["type"] == "bid" and o["min"] <= o["max"]:
                    add({"type": "bid", "player": seat, "bid": o["min"]})
        elif kind == "buy":
            cart = dict(first.get("resources") or {})
            add({**first, "resources": {}})
            more = dict(cart)
            limits = obs.purchase_limits(seat, first.get("market"))
            for r, n in cart.items():
                if n and limits.get(r, 0) > n:
                    more[r] = n + 1
            if more != cart and obs.quote(seat, more, first.get("market"))["ok"]:
                add({**first, "resources": more})
        elif kind == "build":
            chosen = first.get("cities") or []
            for k in range(len(chosen)):
                add({"type": "build", "player": seat, "cities": chosen[:k]})
            me = facts(obs)["players"][seat]
            longer = guide._cheapest_cities(obs, seat, len(chosen) + 2, me["money"])
            for k in (len(chosen) + 1, len(chosen) + 2):
                if len(longer) >= k:
                    try:
                        if obs.build_plan(seat, longer[:k])["affordable"]:
                            add({"type": "build", "player": seat, "cities": longer[:k]})
                    except Exception:
                        pass
            if len(out) > self.max_candidates:
                out = out[:self.max_candidates]
        elif kind == "discard":
            for o in obs.legal_actions():
                if o["type"] == "discard":
                    add({"type": "discard", "player": seat, "plant": o["plant"], "return": o["return"]})
        elif kind == "asset":
            # A promo asset auction (PROMO-GEN-4): passing, the lowest raise, and a jump of
            # 5 or 10 that may shut rivals out; the look-ahead games weigh the price.
            add({"type": "pass", "player": seat})
            for o in obs.legal_actions():
                if o["type"] == "bid":
                    for bid in (o["min"], o["min"] + 5, o["min"] + 10):
                        if bid <= o["max"]:
                            add({"type": "bid", "player": seat, "bid": bid})
        elif kind == "attach":
            for o in obs.legal_actions():
                if o["type"] == "attach":
                    add({"type": "attach", "player": seat, "plant": o["plant"]})
        return out

    # ---- look-ahead -----------------------------------------------------------------
    def playout(self, world: Game, action: Action, seat: int, world_seed: int) -> float:
        """Play `action` in a copy of `world`, then the normal policy to the horizon; the score."""
        from ..errors import IllegalAction
        g = world.clone()
        try:
            g.apply(action)
        except IllegalAction:
            return float("-inf")
        policy = HeuristicBot(world_seed, "normal")
        # Read once: the engine moves a game's state in place (engine.apply), so this table
        # follows the look-ahead game move by move.
        table = facts(g)
        stop_round = table["round"] + self.horizon
        steps = 0
        while steps < 2000:
            phase, r = table["phase"], table["round"]
            if phase == "over" or r > stop_round or (r == stop_round and phase == "bureaucracy"):
                break
            try:
                g.apply(policy.act(g))
            except IllegalAction:
                try:                        # a rule the policy does not know: a legal random answer
                    g.apply(policy.fallback_action(g))
                except IllegalAction:
                    break
            steps += 1
        return relative_value(g, seat)
