"""How the easy and normal computer players judge the promo asset cards (RULES.md 18):
what winning a card is worth, how high to bid for it, and where the Transformer goes.
A mixin of `HeuristicBot` (its `params`, `rnd`, `_keep` and `_plant`)."""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Callable, cast

from ..data import SLOT_PRICES, Plant
from ..errors import IllegalAction
from .reading import Action, Card, Facts, Source, facts, imagine, plant_capacity, templates, unit_price

if TYPE_CHECKING:
    from ..game import Game
    from ..view_schema import AssetDecisionView


class AssetJudgement:
    # What the mixin reads of the HeuristicBot it is part of.
    params: dict
    _keep: Callable[[Source, int, Facts], float]
    _plant: Callable[[Source, Card], Plant | None]

    @property
    def rnd(self) -> random.Random:
        raise NotImplementedError

    def _rounds_left(self, src: Source) -> int:
        """A rough count of the rounds still to play: the leader connects about two cities a round."""
        leader = max(src.city_count(s) for s in range(len(facts(src)["players"])))
        return max(1, math.ceil((src.rules.end_cities - leader) / 2))

    def asset_value(self, src: Source, seat: int, card: str) -> float:
        """What winning asset card `card` is worth to `seat`, in Elektro (before the bid noise):
        its entry in `ASSET_VALUES`, nothing for a card without one."""
        value_of = self.ASSET_VALUES.get(card)
        return value_of(self, src, seat, self._rounds_left(src)) if value_of else 0.0

    def _park_value(self, src: Source, seat: int, rounds: int) -> float:
        """Luna Park is a city for nothing (PROMO-PARK-2/3): worth the cheapest city the player
        could build now (house and connection, the engine's build preview), and a city more at
        the end, where it counts in the final powering and the tie-break."""
        if src.city_count(seat) >= src.rules.max_cities:
            return 0.0
        costs = [v["cost"] for v in src.build_preview(seat).values() if v["cost"] is not None]
        value = float(min(costs)) if costs else float(SLOT_PRICES[min(facts(src)["step"], 3) - 1])
        if rounds <= 2:
            value += self.params["city_value"]
        return value

    def _transformer_value(self, src: Source, seat: int, rounds: int) -> float:
        """PROMO-TRANS-3 as the engine counts it: the capacity gained on the best plant, valued as
        a plant's city (useful now if the player's capacity falls short of the cities it means
        to power), half as much again for needing no fuel and no plant slot, fading in the last
        rounds. (Adding the income of a city powered in the rounds left overpaid: the promo-aware
        normal then won less often against normals blind to the promo cards.)"""
        gain = self._transformer_gain(src, seat)
        if gain <= 0:
            return 0.0
        cap = plant_capacity(src, seat)
        want = src.city_count(seat) + self.params["horizon"] + (2 if facts(src)["step"] > 1 else 0)
        useful = min(cap + gain, want) - min(cap, want)
        cv = self.params["city_value"]
        return 1.5 * (useful * cv + (gain - useful) * cv * 0.35) * min(1.0, rounds / 4)

    def _transformer_gain(self, src: Source, seat: int) -> int:
        """How many more cities the player's plants could power with the Transformer on the
        best of them (0 without a plant): asked, during the Transformer's auction, of a world
        where the player bids now and the others pass."""
        g = imagine(src)
        known = facts(g)
        lot = known["promo"]["lot"]
        if not known["players"][seat]["plants"] or lot is None or seat not in lot["active"]:
            return 0
        bid = next(o for o in templates(g) if o["type"] == "bid")
        try:
            g.apply({"type": "bid", "player": seat, "bid": bid["min"]})
            d = g.decision()
            while d and d["kind"] == "asset":       # the others pass
                g.apply({"type": "pass", "player": d["player"]})
                d = g.decision()
        except IllegalAction:
            return 0
        d = g.decision()
        if not d or d["kind"] != "attach" or d["player"] != seat:
            return 0
        before = plant_capacity(g, seat)
        best = max(self._attach_options(g, seat).values(), key=lambda h: plant_capacity(h, seat))
        return plant_capacity(best, seat) - before

    def _warehouse_value(self, src: Source, seat: int, rounds: int) -> float:
        """3 spaces of any type (PROMO-WARE-2): worth little unless the player's fuel is cheap
        now (stock it) or scarce (hold it before the rivals buy it); what pays every round
        fades in the last rounds."""
        known = facts(src)
        types = {r for n in known["players"][seat]["plants"] for r in src.rules.plants[n].accepts}
        lasting = min(1.0, rounds / 4)
        if not types:
            return 2.0 * lasting
        value = 3.0
        for r in types:
            stock = sum(known["markets"][lay.name][r] for lay in src.rules.markets if r in lay.slots)
            if unit_price(src, r) <= 3:
                value += 3
            if stock < 2 * len(known["players"]):
                value += 3
        return min(value, 15.0) * lasting

    def _contract_value(self, src: Source, seat: int, rounds: int) -> float:
        """PROMO-CONTRACT-2/3: a place further back each round, so earlier in Phases 3 and 4;
        worth most to the player who is ahead (first in turn order)."""
        order = facts(src)["order"]
        ahead = order.index(seat) < len(order) / 2
        return rounds * (1.5 if ahead else 0.75)

    # {asset card id: its value function (self, src, seat, rounds left)}: the one place a card
    # gets a judgement of its own. A card without an entry is worth nothing (`asset_value`),
    # which is right for the promo cards that are not assets: they are never auctioned.
    ASSET_VALUES = {
        "park": _park_value,
        "transformer": _transformer_value,
        "warehouse": _warehouse_value,
        "contract": _contract_value,
    }

    def _asset_limit(self, src: Source, seat: int, card: str) -> int:
        """The highest bid for this card: its value, never the money the next fuel and houses
        need (as in the plant auction), nor, without a plant, the price of the cheapest plant."""
        known = facts(src)
        me = known["players"][seat]
        value = self.asset_value(src, seat, card)
        if self.params["bid_noise"]:
            value *= 1 + self.rnd.uniform(-self.params["bid_noise"], self.params["bid_noise"])
        keep = self._keep(src, seat, known)
        if not me["plants"]:
            keep += min((p.min_bid for n in src.current_market() if (p := self._plant(src, n))), default=0)
        return int(min(value, me["money"] - keep))

    def _asset(self, src: Source, seat: int) -> Action:
        bid = next((o for o in templates(src) if o["type"] == "bid"), None)
        card = cast("AssetDecisionView", src.decision())["card"]     # an asset auction names its card
        if bid is not None and bid["min"] <= min(self._asset_limit(src, seat, card), bid["max"]):
            return {"type": "bid", "player": seat, "bid": bid["min"]}
        return {"type": "pass", "player": seat}

    def _attach_options(self, g: Game, seat: int) -> dict[Card, Game]:
        """{plant: a copy of Game `g` with the Transformer attached to that plant}."""
        out = {}
        for o in templates(g):
            if o["type"] == "attach":
                h = g.clone()
                h.apply({"type": "attach", "player": seat, "plant": o["plant"]})
                out[o["plant"]] = h
        return out

    def _attach(self, src: Source, seat: int) -> Action | None:
        """The plant where the Transformer powers the most cities now (the engine's best
        powering with it attached there); ties to the highest plant, the last to be discarded
        (PROMO-TRANS-4)."""
        options = {n: h.best_powering(seat)["cities"]
                   for n, h in self._attach_options(imagine(src), seat).items()}
        if not options:
            return None
        plant = max(options, key=lambda n: (options[n], src.rules.plants[n].key))
        return {"type": "attach", "player": seat, "plant": plant}
