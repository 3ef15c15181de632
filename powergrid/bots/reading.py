"""What the computer players read off their source (an Observation, or a Game imagined by
search): prices, capacity, the spy's card, and a copy to try an action on. Shared by the
rules of thumb (`heuristic.py`) and their promo-card judgement (`heuristic_assets.py`)."""
from __future__ import annotations

import random



def unit_price(src, rtype: str, seat: int | None = None) -> float:
    """The next token's price of `rtype` over all markets; an empty market counts as dear.
    With a seat, less what that player's cities take off each token (CE-4)."""
    best = None
    for layout in src.rules.markets:
        p = layout.cheapest(rtype, src.state["markets"][layout.name][rtype])
        if p is not None and (best is None or p < best):
            best = p
    if best is None:
        return 12.0
    off = src.discounts(seat).get(rtype, 0) if seat is not None else 0
    return max(0, best - off)


def discount_worth(src, seat: int, city: str, rounds: int) -> float:
    """What a house in `city` would save `seat` on resources over `rounds` rounds (CE-4: Wien's
    garbage): the tokens his plants burn a round of each type the city makes cheaper, at its
    discount. Nothing once he has a house there, nor where the map declares no discount."""
    table = src.rules.declared.resource_discounts
    if city not in table or city in src.state["players"][seat]["cities"]:
        return 0.0
    plants = [src.rules.plants[n] for n in src.state["players"][seat]["plants"]]
    per_round = sum(off * p.inputs for r, off in table[city].items() for p in plants if r in p.accepts)
    return float(per_round * rounds)


def plant_capacity(src, seat: int) -> int:
    """Cities `seat`'s plants could power with fuel enough, as the engine runs them
    (`plants_as_run`: the Transformer's plant powers one more, PROMO-TRANS-3)."""
    return sum(p.cities for p in src.plants_as_run(seat))


def seen_top_card(src):
    """The deck's top card if this player is the spy and sees it (PROMO-SPY-3), else None.

    Read only from the observation's own view (`view["private"]`): a Game imagined by search
    has no such view, so a look-ahead policy never sees a card its player could not."""
    view = getattr(src, "view", None)
    if not isinstance(view, dict):
        return None
    return view.get("private", {}).get("top_card")


def imagine(src):
    """A Game to try an action on: a copy of an imagined Game, or, for an observation, a world
    consistent with it whose unseen cards are dealt by a fixed draw (so the answer depends only
    on what the player knows)."""
    if hasattr(src, "determinize"):
        return src.determinize(random.Random(0))
    return src.clone()


def is_legal(src, action) -> bool:
    """Ask the observation; a Game imagined by search is tried on a copy."""
    if hasattr(src, "is_legal"):
        return src.is_legal(action)
    from ..errors import IllegalAction
    try:
        src.clone().apply(action)
    except IllegalAction:
        return False
    return True
