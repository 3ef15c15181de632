"""What a player's plants need to run, by type: the question behind the buying aids (Phase 3).

A plant burns its `inputs` tokens to run once (BASE-PLANT-3) and stores twice that
(BASE-PLANT-7), so "run twice" is a full storage. A plant of one fuel needs tokens of that
type; a plant with a choice (a coal-and-oil hybrid, BASE-PLANT-4; the Flux Generator, any
type, PROMO-FLUX-2) needs tokens of any type it accepts, which the player's spare tokens may
cover. `Game.fuel_needs` answers with the player's holdings.
"""
# (Annotations evaluated, not postponed: a TypedDict of postponed ones compiles each at import.)
from collections.abc import Iterable
from typing import Any, TypedDict

from .data import RESOURCE_TYPES, Plant


class FuelChoice(TypedDict):
    """Plants that accept the same several types, and the tokens of any of them they burn."""
    plants: list[int | str]
    accepts: list[str]
    tokens: int


class MissingChoice(TypedDict):
    """Tokens of any of these types the holdings lack."""
    accepts: list[str]
    tokens: int


def needs(plants: Iterable[Plant], holdings: dict[str, int], runs: int = 1) -> dict[str, Any]:
    """{"runs", "fixed": {type: tokens}, "choices": [{"plants", "accepts", "tokens"}],
    "missing": {type: tokens}, "missing_choices": [{"accepts", "tokens"}]}.

    `fixed` and `choices` are what the plants burn in `runs` runs; `missing` and
    `missing_choices` are what the holdings lack: each type first covers its own plants, then
    the spare tokens cover the plants with a choice, the narrower choice first (coal-and-oil
    before any type). The accepted sets of the cards are nested, so this order covers as many
    as any other.
    """
    fixed = {r: 0 for r in RESOURCE_TYPES}
    groups: dict[tuple[str, ...], FuelChoice] = {}
    for p in plants:
        if not p.inputs:
            continue
        if len(p.accepts) == 1:
            fixed[p.accepts[0]] += p.inputs * runs
        else:
            g = groups.setdefault(tuple(p.accepts), {"plants": [], "accepts": list(p.accepts), "tokens": 0})
            g["plants"].append(p.number)
            g["tokens"] += p.inputs * runs
    choices = sorted(groups.values(), key=lambda g: (len(g["accepts"]), g["accepts"]))
    spare = {r: max(0, holdings.get(r, 0) - fixed[r]) for r in RESOURCE_TYPES}
    missing = {r: max(0, fixed[r] - holdings.get(r, 0)) for r in RESOURCE_TYPES}
    missing_choices: list[MissingChoice] = []
    for g in choices:
        short = g["tokens"]
        for r in g["accepts"]:
            used = min(short, spare[r])
            spare[r] -= used
            short -= used
        if short:
            missing_choices.append({"accepts": list(g["accepts"]), "tokens": short})
    return {"runs": runs, "fixed": fixed, "choices": choices, "missing": missing,
            "missing_choices": missing_choices}
