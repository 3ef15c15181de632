"""What the computer players read of a game, one way for both of their sources: an Observation
(the real game, as one seat knows it) and a Game imagined by search (a world of the bot's own).

`facts(src)` gives the table as the bots read it: money, plants, cities and stored tokens of
each player, the tokens in each market, round, Step, phase, turn order, the occupied cities,
the auction (its lot) and the result. For an observation it is derived from the seat's view
(`Observation.view`, the same `Game.view(seat)` the page reads): nothing a bot learns of the real
game comes from anything else than that view and the declared questions (powergrid.contract).
An imagined Game is read from its own data instead: its state has these keys in this shape, and
a look-ahead game reads hundreds of positions, where a view for each would cost more than the
policy itself (measured on CPython 3.11, a 4-player Germany game: `view(seat)` of a search copy
about 100 µs, a whole normal decision on it about 30 µs). tests/test_bots.py checks that both
sources give the same facts.

Also here: prices, capacity, the spy's card, and a copy to try an action on. Shared by the
rules of thumb (`heuristic.py`), their promo-card judgement (`heuristic_assets.py`) and search.
"""
# (Annotations evaluated, not postponed: a TypedDict of postponed ones compiles each at import.)
import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from operator import methodcaller
from typing import TYPE_CHECKING, Any, TypedDict, Union

from ..observation import Observation

if TYPE_CHECKING:
    from ..game import Game

# What a computer player decides from: the real game's observation, or a world it imagined.
Source = Union[Observation, "Game"]
# A move as Game.apply takes it, and a template of legal_actions.
Action = dict[str, Any]
# A card of the plant deck: a plant's number (an int, or "flux"), or the Step 3 card.
Card = Union[int, str]


# The templates of the legal actions (`src.legal_actions()`), read as plain dicts by their "type":
# the bots pick among them by type and read each one's fields (their declared shapes:
# action_schema.LegalAction). A methodcaller, not a function of ours: asked at every decision of
# every look-ahead game, it then costs no Python call of its own.
templates: Callable[[Source], list[Action]] = methodcaller("legal_actions")


class PlayerFacts(TypedDict):
    money: int
    plants: list[Card]          # plant numbers (the Step 3 card is never among them)
    cities: list[str]
    resources: dict[str, int]   # stored tokens by type


class Facts(TypedDict):
    """The keys a bot reads, named as the view names them."""
    players: Sequence[PlayerFacts]          # (read only: the view's players, or a Game's)
    round: int
    step: int
    phase: str
    order: list[int]
    cities: dict[str, list[int]]            # city -> the seats with a house there
    markets: dict[str, dict[str, int]]      # market -> type -> tokens on sale
    auction: Any                            # the plant auction: its `lot`, who is `done`
    result: Any                             # the final ranking once over, else None
    promo: Any                              # the promo cards' public part (its `lot`), if any


def facts(src: Source) -> Facts:
    """The table as the bots read it (see the module's docstring)."""
    # (`type() is`, not isinstance: a look-ahead game asks this some hundred thousand times,
    # and an imagined Game fails isinstance only after a lookup of its `__class__`.)
    if type(src) is Observation:
        return _seen(src)
    # A Game's state holds Facts' keys in their shape (checked by tests/test_bots.py).
    own: Any = src.state
    return own


@lru_cache(maxsize=1)
def _seen(obs: Observation) -> Facts:
    """The facts of an observation, from its view; kept for the observation asked last (a
    decision asks many times, and an observation never changes)."""
    view = obs.view
    return {"players": view["players"], "round": view["round"], "step": view["step"],
            "phase": view["phase"], "order": view["order"], "cities": view["cities"],
            "markets": {name: {r: sum(slot[2] for slot in slots) for r, slots in market.items()}
                        for name, market in view["markets"].items()},
            "auction": view["auction"], "result": view["result"], "promo": view["promo"]}


def unit_price(src: Source, rtype: str, seat: int | None = None) -> float:
    """The next token's price of `rtype` over all markets; an empty market counts as dear.
    With a seat, less what that player's cities take off each token (CE-4)."""
    best = None
    markets = facts(src)["markets"]
    for layout in src.rules.markets:
        p = layout.cheapest(rtype, markets[layout.name][rtype])
        if p is not None and (best is None or p < best):
            best = p
    if best is None:
        return 12.0
    off = src.discounts(seat).get(rtype, 0) if seat is not None else 0
    return max(0, best - off)


def discount_worth(src: Source, seat: int, city: str, rounds: int) -> float:
    """What a house in `city` would save `seat` on resources over `rounds` rounds (CE-4: Wien's
    garbage): the tokens his plants burn a round of each type the city makes cheaper, at its
    discount. Nothing once he has a house there, nor where the map declares no discount."""
    table = src.rules.declared.resource_discounts
    me = facts(src)["players"][seat]
    if city not in table or city in me["cities"]:
        return 0.0
    plants = [src.rules.plants[n] for n in me["plants"]]
    per_round = sum(off * p.inputs for r, off in table[city].items() for p in plants if r in p.accepts)
    return float(per_round * rounds)


def plant_capacity(src: Source, seat: int) -> int:
    """Cities `seat`'s plants could power with fuel enough, as the engine runs them
    (`plants_as_run`: the Transformer's plant powers one more, PROMO-TRANS-3)."""
    return sum(p.cities for p in src.plants_as_run(seat))


def seen_top_card(src: Source) -> Card | None:
    """The deck's top card if this player is the spy and sees it (PROMO-SPY-3), else None.

    Read only from the observation's own view (`view["private"]`): a Game imagined by search
    has no such view, so a look-ahead policy never sees a card its player could not."""
    if not isinstance(src, Observation):
        return None
    return src.view.get("private", {}).get("top_card")


def imagine(src: Source) -> "Game":
    """A Game to try an action on: a copy of an imagined Game, or, for an observation, a world
    consistent with it whose unseen cards are dealt by a fixed draw (so the answer depends only
    on what the player knows)."""
    if isinstance(src, Observation):
        return src.determinize(random.Random(0))
    return src.clone()


def is_legal(src: Source, action: Action) -> bool:
    """Ask the observation; a Game imagined by search is tried on a copy."""
    if isinstance(src, Observation):
        return src.is_legal(action)
    from ..errors import IllegalAction
    try:
        src.clone().apply(action)
    except IllegalAction:
        return False
    return True
