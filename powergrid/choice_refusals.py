"""The choices a decision puts before a player, and the engine's own refusal of each it refuses.

A rule that takes a choice away is told where it binds: a page shows every plant of the current
market, every plant the player owns, every city in play, and says for each the rules refuse why.
The reason is the IllegalAction that `apply` raises for that choice, tried on a search copy, so
it can never differ from the engine's refusal: nothing here restates a rule. Also the answers
that say why a rule changed a number or a player's part where it changed it: the discounts a
player's cities give (CE-4) and why a seat may not acquire a plant (CE-3, a bidder barred from
an auction).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import engine, promos
from .checks import is_plant_id
from .errors import IllegalAction
from .phase2_auction import acquire_refusal, minimal_returns

if TYPE_CHECKING:
    from .game import Game


def candidates(game: Game) -> list[dict[str, Any]]:
    """The actions the current decision shows its player, one per choice on the table: each plant
    of the current market opened at its minimum bid, passing, the least raise, each plant owned,
    one token of each type a market sells, each city in play alone (and named as a new network
    where a player may run several), each plant run alone."""
    d = engine.decision(game.state, game.rules)   # (the engine's own: a page asks Game.decision once per redraw)
    if d is None:
        return []
    seat, kind, state = d["player"], d["kind"], game.state
    owned = state["players"][seat]["plants"]
    passing = {"type": "pass", "player": seat}
    if kind == "choose":
        return [{"type": "open", "player": seat, "plant": p, "bid": game.rules.plants[p].min_bid}
                for p in game.current_market()] + [passing]
    if kind in ("bid", "asset"):
        # A bid or an asset decision has its lot on sale.
        lot = state["auction"]["lot"] if kind == "bid" else state["promo"]["lot"]  # type: ignore[index]
        least = promos.minimum_bid() if lot["bid"] is None else lot["bid"] + 1  # type: ignore[index]
        return [{"type": "bid", "player": seat, "bid": least}, passing]
    if kind == "discard":        # with the least return the engine asks for it, where one fits
        return [dict({"type": kind, "player": seat, "plant": p},
                     **{"return": r for r in minimal_returns(state, game._ctx, seat, p)[:1]}) for p in owned]
    if kind == "attach":
        return [{"type": kind, "player": seat, "plant": p} for p in owned]
    if kind == "buy":
        several = len(game.market_names()) > 1
        return [dict({"type": "buy", "player": seat, "resources": {r: 1}}, **({"market": m} if several else {}))
                for m in game.market_names() for r in game.market_slots(m)]
    if kind == "build":
        alone = [{"type": "build", "player": seat, "cities": [c]} for c in game.rules.area.cities]
        nets = game.rules.declared.networks
        # where a player may run several networks, each city that may begin one, named as a new
        # network (JP-3's free jump: refused once it is spent)
        return alone + ([{"type": "build", "player": seat, "cities": [c], "new_networks": [c]}
                         for c in game.rules.area.cities if nets.may_begin_in(c)] if nets.most > 1 else [])
    if kind == "power":
        return [{"type": "power", "player": seat, "plants": [p]} for p in owned]
    return []


def refused_choices(game: Game) -> list[dict[str, Any]]:
    """[{"action", "code", "params", "reason"}]: the choices of `candidates` the engine refuses
    now, each with the IllegalAction `apply` raises for it (its code and params, and its
    English message as `reason`), in the order of `candidates`. A choice is tried, never matched
    against the legal templates: the page reads those once per redraw."""
    out: list[dict[str, Any]] = []
    trial = game.clone()
    for action in candidates(game):
        try:
            trial.apply(action)
        except IllegalAction as e:
            out.append({"action": action, "code": e.code, "params": dict(e.params), "reason": str(e)})
            continue
        trial = game.clone()        # the choice was legal: the copy played it, take a fresh one
    return out


class ChoiceQuestions:
    """A mixin of Game: `refused_choices()`, `discount_sources(seat)`, `acquire_refusal(seat, plant)`."""

    def refused_choices(self) -> list[dict[str, Any]]:
        """The current decision's choices the rules refuse, each with the engine's refusal."""
        return refused_choices(self)     # type: ignore[arg-type]

    def discount_sources(self, seat: int) -> list[dict[str, Any]]:
        """[{"city", "resource", "off"}]: each city of `seat` that takes Elektro off each token of a
        type (CE-4: a house in Wien, 1 off each garbage token), in building order; [] elsewhere."""
        seat = self._seat(seat)          # type: ignore[attr-defined]
        table = self.rules.declared.resource_discounts      # type: ignore[attr-defined]
        return [{"city": c, "resource": r, "off": off}
                for c in self.state["players"][seat]["cities"]      # type: ignore[attr-defined]
                for r, off in table.get(c, {}).items()]

    def acquire_refusal(self, seat: int, plant: object) -> dict[str, Any] | None:
        """Why `seat` may not acquire `plant` now ({"code", "params", "reason"}, the refusal of his
        opening it: CE-3's plant_needs_region), or None when he may. A bidder who may not is out
        of its auction at once (event auction_barred): the page says this to him."""
        seat = self._seat(seat)          # type: ignore[attr-defined]
        if not is_plant_id(plant, self.rules.plants):      # type: ignore[attr-defined]
            raise IllegalAction("there is no such plant")
        e = acquire_refusal(self.state, self.rules, seat, plant)     # type: ignore[attr-defined]
        return None if e is None else {"code": e.code, "params": dict(e.params), "reason": str(e)}
