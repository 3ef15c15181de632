"""Operating plants: which plants a player can run, on what fuel, for how many cities.

Rules: BASE-PLANT-1/2/4/5, BASE-BUREAU-2/3/5, BASE-END-3, EX-1, EX-2, EX-7.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, cast

from . import token_storage
from .data import FLUX, RESOURCE_TYPES, Plant, plant_key
from .errors import IllegalAction

if TYPE_CHECKING:
    from .state_schema import Card

    # Tokens of (coal, oil, garbage, uranium) the single-fuel plants burn, then the hybrids' (`_fuel_needs`).
    FuelNeed = tuple[int, ...]
    # One combination of plants (`_combinations`): capacity, tokens burned, how many plants, the
    # plants, their fuel need, their sorted ids, the index of the last.
    Combination = tuple[int, int, int, tuple[Plant, ...], FuelNeed | None, tuple[Card, ...], int]
    # best's answer: cities powered, capacity, plant ids, burn.
    BestAnswer = tuple[int, int, tuple[Card, ...], dict[str, int]]
    # best's flat tuple of the plants: number, cities, inputs, accepts, number, ...
    PlantsKey = tuple[Card | int | tuple[str, ...], ...]


_ORDER = {r: i for i, r in enumerate(RESOURCE_TYPES)}
_INPUTS = attrgetter("inputs")


def _choices(plant: Plant) -> int:
    return len(plant.accepts)


def default_burn(plants: Sequence[Plant], holdings: dict[str, int]) -> dict[str, int] | None:
    """A fuel assignment for running `plants` together, or None if the holdings fall short.

    Single-fuel plants take their fuel; plants with a choice (hybrids) then draw one token
    at a time from whichever accepted type has the most left, keeping the mix balanced.
    """
    needs = _fuel_needs(plants)
    if needs is None:
        return _default_burn_by_tokens(plants, holdings)         # another choice of fuel (Flux)
    return _burn_with_hybrids(needs, holdings)


_COAL_OIL = ("coal", "oil")


def _fuel_needs(plants: Iterable[Plant]) -> FuelNeed | None:
    """(coal, oil, garbage, uranium) tokens the single-fuel plants burn and the tokens the
    coal-and-oil hybrids burn, as one tuple, or None if a plant has another choice of fuel
    (the Flux Generator)."""
    need = [0, 0, 0, 0, 0]
    for p in plants:
        accepts = p.accepts
        if len(accepts) == 1:
            need[_ORDER[accepts[0]]] += p.inputs
        elif accepts == _COAL_OIL:
            need[4] += p.inputs
        elif p.inputs:
            return None
    return tuple(need)


def _burn_with_hybrids(needs: FuelNeed, holdings: dict[str, int]) -> dict[str, int] | None:
    """default_burn when every plant with a choice burns coal or oil (the base deck's hybrids),
    worked out at once from their `_fuel_needs`.

    They run when each type covers its single-fuel plants and coal and oil together cover the
    hybrids as well (Hall's condition, as `token_storage.can_fuel` checks it). Drawing the hybrids'
    tokens one at a time from the larger of coal and oil (coal on a tie) takes the surplus of
    the larger first, then alternates starting with coal."""
    c, o, g, u, hybrid = needs
    coal, oil = holdings["coal"] - c, holdings["oil"] - o
    if coal < 0 or oil < 0 or g > holdings["garbage"] or u > holdings["uranium"] or hybrid > coal + oil:
        return None
    if coal >= oil:
        first = min(hybrid, coal - oil)
        rest = hybrid - first
        c += first + (rest + 1) // 2
        o += rest // 2
    else:
        first = min(hybrid, oil - coal)
        rest = hybrid - first
        c += (rest + 1) // 2
        o += first + rest // 2
    return {"coal": c, "oil": o, "garbage": g, "uranium": u}


def _default_burn_by_tokens(plants: Sequence[Plant], holdings: dict[str, int]) -> dict[str, int] | None:
    """default_burn for any plants, token by token (the definition `_burn_with_hybrids` shortens)."""
    if not token_storage.can_fuel(holdings, plants):
        return None
    left = dict(holdings)
    burn = {r: 0 for r in RESOURCE_TYPES}
    for p in sorted(plants, key=_choices):
        accepts = p.accepts
        if len(accepts) == 1:
            # One fuel: every token is of that type (what the token-by-token choice gives too).
            r = accepts[0]
            left[r] -= p.inputs
            burn[r] += p.inputs
            continue
        for _ in range(p.inputs):
            r = max(accepts, key=lambda t: (left[t], -_ORDER[t]))
            left[r] -= 1
            burn[r] += 1
    if min(left.values()) < 0 or not token_storage.can_burn_exactly(burn, plants):
        return None
    return burn


def best(plants: Iterable[Plant], holdings: dict[str, int], cities: int) -> dict[str, Any]:
    """The most cities the player can power, and the plants and fuel that do it.

    Ties go to burning fewer tokens, then to running fewer plants.
    Returns {"cities", "capacity", "plants": [numbers], "burn": {type: n}}.
    """
    plants = tuple(plants)
    held = (holdings["coal"], holdings["oil"], holdings["garbage"], holdings["uranium"])   # RESOURCE_TYPES
    # Plants are told apart by number, output (the Transformer's plant powers one more) and fuel
    # (a regional version of the same number burns another, NE-3; the caches outlive a game): a
    # key of ints and strings hashes in C, where the Plant objects would call __hash__. One flat
    # tuple (number, cities, inputs, accepts, number, ...), read by a loop: cheaper than a tuple
    # per plant through attrgetter.
    flat: list[Card | int | tuple[str, ...]] = []
    for p in plants:
        flat.append(p.number)
        flat.append(p.cities)
        flat.append(p.inputs)
        flat.append(p.accepts)
    ids = tuple(flat)
    key = (ids, held, cities)
    found = _BEST.get(key)
    if found is None:
        if len(_BEST) >= _BEST_SIZE:
            _BEST.clear()
        found = _BEST[key] = _best(plants, ids, holdings, held, cities)
    powered, capacity, numbers, burn = found
    return {"cities": powered, "capacity": capacity, "plants": list(numbers), "burn": burn.copy()}


# Answers by (plant ids, holdings, cities) and combinations by plant ids, each cleared when full:
# a bot asks the same question many times in one decision, a random game seldom twice.
PLANT_KEY_LENGTH = 4        # items per plant of best's flat tuple (PlantsKey)
_BEST: dict[tuple[PlantsKey, tuple[int, ...], int], BestAnswer] = {}
_BEST_SIZE = 4096
_COMBOS: dict[PlantsKey, tuple[Combination, ...]] = {}
_COMBOS_SIZE = 1024
# One plant's _fuel_needs by what it burns, (accepted types, inputs): a deck has a few dozen
# such kinds of card, so this stays small.
_CARD_NEEDS: dict[tuple[tuple[str, ...], int], FuelNeed | None] = {}


def clear_caches() -> None:
    """Forget every remembered answer (for timing the uncached question)."""
    _BEST.clear()
    _COMBOS.clear()


_NO_BURN = {r: 0 for r in RESOURCE_TYPES}      # (copied for each answer, never handed out)


def _best(plants: tuple[Plant, ...], ids: PlantsKey, holdings: dict[str, int], held: tuple[int, ...],
          cities: int) -> BestAnswer:
    """best's answer as (cities, capacity, plant numbers, burn), kept in _BEST (never handed out)."""
    # The best combination is the one the holdings can fuel with the highest key (powered,
    # -tokens burned, -plants), the first in enumeration order among equal keys: one pass keeps
    # the best so far and asks for fuel only when a combination would beat it. The key's parts
    # are compared one by one (no tuple per combination), starting from running nothing
    # (0, 0, 0), which no combination powering nothing beats.
    coal, oil, garbage, uranium = held
    coal_or_oil = coal + oil
    best_powered = best_inputs = best_k = 0
    found = None
    for cap, inputs, k, combo, needs, numbers, _ in _combinations(plants, ids):
        powered = cities if cities < cap else cap
        if powered < best_powered or (powered == best_powered and (
                inputs > best_inputs or (inputs == best_inputs and k >= best_k))):
            continue
        if needs is not None:
            # Single fuels and coal-and-oil hybrids: the condition of _burn_with_hybrids, which
            # works out the fuel of the best one at the end.
            c, o, g, u, hybrid = needs
            if c > coal or o > oil or g > garbage or u > uranium or c + o + hybrid > coal_or_oil:
                continue
            fuel = None
        else:
            fuel = _default_burn_by_tokens(combo, dict(zip(RESOURCE_TYPES, held)))    # (Flux)
            if fuel is None:
                continue
        best_powered, best_inputs, best_k = powered, inputs, k
        found = (cap, numbers, needs, fuel)
    if found is None:
        return 0, 0, (), _NO_BURN
    cap, numbers, needs, fuel = found
    # The holdings passed the hybrids' condition above: _burn_with_hybrids finds their fuel.
    return best_powered, cap, numbers, \
        fuel if needs is None else _burn_with_hybrids(needs, holdings)  # type: ignore[return-value]


def _combinations(plants: tuple[Plant, ...], ids: PlantsKey) -> tuple[Combination, ...]:
    """Every non-empty combination of the plants, in enumeration order, as (capacity, tokens
    burned, plants, combination, _fuel_needs, sorted plant ids, index of its last plant).
    A player's plants change a few times a game, his cities every round: kept by plant ids
    (best's flat tuple: number, cities, inputs, accepts, number, ...)."""
    found = _COMBOS.get(ids)
    if found is not None:
        return found
    # One plant each, then every combination of k - 1 plants extended by each later plant: the
    # order of itertools.combinations (k = 1, 2, ...; lexicographic within each k). The fuel
    # needs of a combination are the sums of its plants' (None if one has another choice).
    out: list[Combination] = []
    for i, p in enumerate(plants):
        kind = p.accepts, p.inputs
        try:
            needs = _CARD_NEEDS[kind]
        except KeyError:
            needs = _CARD_NEEDS[kind] = _fuel_needs((p,))
        out.append((p.cities, p.inputs, 1, (p,), needs, (p.number,), i))
    level = out
    n = len(plants)
    for k in range(2, n + 1):
        longer: list[Combination] = []
        for cap, inputs, _, combo, needs, numbers, last in level:
            for j in range(last + 1, n):
                cap_j, inputs_j, _, plant_j, needs_j, number_j, _ = out[j]
                if needs is None or needs_j is None:
                    both = None
                else:
                    # (element by element, written out: tuple(map(add, ...)) costs five times more)
                    c, o, g, u, hybrid = needs
                    c_j, o_j, g_j, u_j, hybrid_j = needs_j
                    both = (c + c_j, o + o_j, g + g_j, u + u_j, hybrid + hybrid_j)
                longer.append((cap + cap_j, inputs + inputs_j, k, combo + plant_j, both, numbers + number_j, j))
        out = out + longer
        level = longer
    # A player's plants are kept sorted: so are the combinations. (plant_key is the number itself
    # but for the Flux Generator: no call per plant without it.)
    numbers = cast("tuple[Card, ...]", ids[::PLANT_KEY_LENGTH])
    keys = list(map(plant_key, numbers)) if FLUX in numbers else list(numbers)
    if keys != sorted(keys):
        out = [c[:5] + (tuple(sorted(c[5], key=plant_key)),) + c[6:] for c in out]
    if len(_COMBOS) >= _COMBOS_SIZE:
        _COMBOS.clear()
    found = _COMBOS[ids] = tuple(out)
    return found


def check_run(plants: Sequence[Plant], holdings: dict[str, int], burn: dict[str, int]) -> None:
    """Raise IllegalAction unless `burn` exactly fuels `plants` from the holdings."""
    for r in RESOURCE_TYPES:
        if burn[r] > holdings[r]:
            raise IllegalAction(f"you hold only {holdings[r]} {r}", "fuel_short")
    needs = _fuel_needs(plants)
    # Every plant's inputs: the total of the needs when the plants have them.
    need = sum(map(_INPUTS, plants)) if needs is None else sum(needs)
    if sum(burn.values()) != need:
        raise IllegalAction(f"those plants burn exactly {need} resources together (BASE-PLANT-1)", "fuel_mix")
    if needs is None:
        exact = token_storage.can_burn_exactly(burn, plants)
    else:
        # token_storage.can_burn_exactly when every plant with a choice burns coal or oil: Hall's
        # condition then says garbage and uranium are burned exactly by their plants, coal and
        # oil each at least by theirs, and the hybrids take the rest of the coal and oil, exactly.
        c, o, g, u, hybrid = needs
        exact = (burn["garbage"] == g and burn["uranium"] == u and burn["coal"] >= c and burn["oil"] >= o
                 and burn["coal"] + burn["oil"] == c + o + hybrid)
    if not exact:
        raise IllegalAction("those plants cannot burn that mix of resources", "fuel_mix")
