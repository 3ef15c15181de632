"""What the computer players buy: a cart of fuel from one resource market.

The rules of thumb (`heuristic.py`) fill a cart in each market and keep the best. The answer is
the plain definition's (token by token, the cheapest type that still fits) worked out with less:
each token's price read off its slot, the fit tested on the packed capacities worked out once per
cart, and a type that adds nothing not tried again in the same cart.
"""
from __future__ import annotations

from .. import token_storage
from typing import TYPE_CHECKING, Sequence

from ..data import RESOURCE_TYPES, Plant
from .reading import Facts, Source

if TYPE_CHECKING:
    from ..resource_market import MarketLayout

_INDEX = {r: k for k, r in enumerate(RESOURCE_TYPES)}


def plants_to_run(src: Source, seat: int, horizon: int, known: Facts) -> list[Plant]:
    """The plants `seat` means to run next Phase 5, the most efficient first: enough to power his
    cities and `horizon` more. `known`: facts(src), read once per decision."""
    me = known["players"][seat]
    plants = sorted((src.rules.plants[n] for n in me["plants"]),
                    key=lambda p: (p.cities / max(p.inputs, 0.5), p.cities), reverse=True)
    target = src.city_count(seat) + horizon
    out, cap = [], 0
    for p in plants:
        if cap >= max(target, 1):
            break
        out.append(p)
        cap += p.cities
    return out


def tokens_wanted(runs: list[Plant], resources: dict[str, int]) -> list[tuple]:
    """One entry per token still to buy for running `runs` once, given the tokens held
    (`resources`): the types that would do. A held token goes to the plant with the fewest
    choices first, of the type held most."""
    held = dict(resources)
    wanted = []
    for p in sorted(runs, key=lambda p: len(p.accepts)):
        for _ in range(p.inputs):
            most = None         # the type held most, the first of those in `accepts`
            for r in p.accepts:
                if held[r] > 0 and (most is None or held[r] > held[most]):
                    most = r
            if most is not None:
                held[most] -= 1
            else:
                wanted.append(p.accepts)
    return wanted


def fuel_cart(src: Source, seat: int, known: Facts, layout: MarketLayout, runs: list[Plant], wanted: list[tuple],
              budget: int, cheap: float) -> tuple[dict[str, int], int, int]:
    """(cart, tokens of `wanted` it covers, cost) bought from the market `layout` within
    `budget`: the next powering's fuel first (`wanted`: per token, the types that would do), then
    more for the plants `runs` while a token costs at most `cheap`. `known`: facts(src)."""
    cart = {r: 0 for r in RESOURCE_TYPES}
    cost = 0
    stock = known["markets"][layout.name]
    containers = src.storage(seat)          # his plants and the Warehouse
    off = src.discounts(seat)               # CE-4: Wien's garbage
    caps = token_storage.capacities(containers)
    # What he would hold, in RESOURCE_TYPES order, kept with the cart.
    after = list(token_storage.counts(known["players"][seat]["resources"]))
    slots = layout.slots

    def add(types: Sequence[str], limit: float) -> bool:
        nonlocal cost
        prices = []
        for r in types:
            n = cart[r] + 1
            have = stock[r]
            if n > have:
                continue
            # The n-th token bought of `have`: the price of n less the price of n - 1.
            row = slots[r]
            price = row[len(row) - have + n - 1]
            if off:
                price = max(0, price - off.get(r, 0))
            if cost + price > limit:
                continue
            k = _INDEX[r]
            after[k] += 1
            ok = token_storage.counts_fit(after[0], after[1], after[2], after[3], caps)
            after[k] -= 1
            if ok:
                prices.append((price, r))
        if not prices:
            return False
        price, r = min(prices)
        cart[r] += 1
        after[_INDEX[r]] += 1
        cost += price
        return True

    covered = 0
    for types in wanted:
        covered += add(types, budget)
    # Stock up while cheap: a second run of the plants, token by token. (The market's stock,
    # and so what is cheap there, stays as it is while the cart fills.)
    if cheap:
        cheap_here = set()
        for r in RESOURCE_TYPES:
            price = layout.cheapest(r, stock[r])
            if price is not None and price <= cheap:
                cheap_here.add(r)
        for p in runs:
            cheap_types = [r for r in p.accepts if r in cheap_here]
            if cheap_types:
                for _ in range(p.inputs):
                    # Once these types add nothing they never will this turn: the next token
                    # costs no less, the cart and its cost only grow, so do the holdings.
                    if not add(cheap_types, budget - 10):
                        break
        # The Warehouse's spaces take cheap fuel of any of the player's types (PROMO-WARE-3).
        for _ in range(src.warehouse_spaces(seat)):
            spare_types = {r for p in runs for r in p.accepts if r in cheap_here}
            if spare_types:
                add(sorted(spare_types), budget - 10)
    return cart, covered, cost
