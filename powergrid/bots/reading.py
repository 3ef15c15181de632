"""What the computer players read off their source (an Observation, or a Game imagined by
search): prices, capacity, the spy's card, and a copy to try an action on. Shared by the
rules of thumb (`heuristic.py`) and their promo-card judgement (`heuristic_assets.py`)."""
from __future__ import annotations

import random


def unit_price(src, rtype: str) -> float:
    """The next token's price of `rtype` over all markets; an empty market counts as dear."""
    best = None
    for layout in src.rules.markets:
        p = layout.cheapest(rtype, src.state["markets"][layout.name][rtype])
        if p is not None and (best is None or p < best):
            best = p
    return best if best is not None else 12.0


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
