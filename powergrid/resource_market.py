"""The resource market: price slots, purchases and restocking.

Rules: BASE-SETUP-7..10 and T-MARKET (layout and start), BASE-RES-2/3/6/7
(cheapest first, no refill in Phase 3), BASE-BUREAU-7/8/9 (restock from the
supply, most expensive free slot first), INV-4 (tokens always fill the most
expensive slots without gaps).

Because of INV-4 a market is fully described by the number of tokens of each
type: the n tokens of a type sit on the n most expensive of its slots. A map
may have several markets (the Korea seam); the base maps have one, "main", and
Korea has "north" and "south" (KOREA-2/3, T-KOREA-MARKET), which share one supply.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate
from typing import Any

from .data import RESOURCE_TYPES, base_resource_tables

TOTAL_TOKENS = {"coal": 24, "oil": 24, "garbage": 24, "uranium": 12}  # BASE-COMP-4


# Slots, and the running totals worked out with the layout: both read at every purchase, and a
# slot is read on the interpreter's fast path (a cached property is not).
@dataclass(frozen=True, slots=True)
class MarketLayout:
    """One resource market: every slot's price per type, cheapest first, and its refill table."""
    name: str
    slots: dict[str, tuple[int, ...]]   # type -> slot prices, ascending, one entry per token space
    start: dict[str, int]               # type -> tokens at set-up
    refill: dict[str, dict[int, tuple[int, ...]]]    # type -> {players: (step1, step2, step3)}
    # Per type and number of tokens present, the running totals of buying them cheapest first:
    # entry n - 1 is price(r, present, n). Slot prices are positive, so each list rises and a
    # bisection finds how many tokens an amount of money buys.
    running_totals: dict[str, list[tuple[int, ...]]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "running_totals", {
            r: [tuple(accumulate(slots[len(slots) - have:])) for have in range(len(slots) + 1)]
            for r, slots in self.slots.items()})

    def capacity(self, rtype: str) -> int:
        return len(self.slots[rtype])

    def sells(self, rtype: str) -> bool:
        """KOREA-2/8: a type without slots (uranium in Korea's North) is never sold there."""
        return bool(self.slots[rtype])

    @property
    def types(self) -> tuple[str, ...]:
        """The resource types this market sells, in the usual order."""
        return tuple(r for r in RESOURCE_TYPES if self.sells(r))

    def price(self, rtype: str, in_market: int, amount: int) -> int:
        """Cost of buying `amount` tokens when `in_market` are present (BASE-RES-3)."""
        slots = self.slots[rtype]
        first = len(slots) - in_market
        return sum(slots[first:first + amount])

    def price_less(self, rtype: str, in_market: int, amount: int, off: int) -> int:
        """`price` with each token `off` Elektro cheaper, never below 0 (CE-4, AMB-113)."""
        slots = self.slots[rtype]
        first = len(slots) - in_market
        return sum(p - off if p > off else 0 for p in slots[first:first + amount])

    def affordable(self, stock: dict[str, int], room: tuple[int, ...], money: int) -> dict[str, int]:
        """For each type alone, the most tokens `money` pays for, up to what the market holds
        (`stock`) and the player can store (`room`, in RESOURCE_TYPES order): the largest n with
        price(r, stock[r], n) <= money. One call for every type: each buy decision asks it of
        every market."""
        totals = self.running_totals
        out: dict[str, int] = {}
        for r, free in zip(RESOURCE_TYPES, room):
            if free:            # no room, no tokens: most players cannot store a type or two
                n = bisect_right(totals[r][stock[r]], money)
                if n < free:
                    free = n
            out[r] = free
        return out

    def cheapest(self, rtype: str, in_market: int) -> int | None:
        """Price of the next token, or None when the type is sold out."""
        if in_market <= 0:
            return None
        return self.slots[rtype][len(self.slots[rtype]) - in_market]

    def slot_view(self, rtype: str, in_market: int) -> list[tuple[int, ...]]:
        """[(price, spaces, tokens)] per price space, for display."""
        slots = self.slots[rtype]
        first = len(slots) - in_market
        out: list[list[int]] = []
        for i, price in enumerate(slots):
            if out and out[-1][0] == price:
                out[-1][1] += 1
                out[-1][2] += i >= first
            else:
                out.append([price, 1, int(i >= first)])
        return [tuple(x) for x in out]


@lru_cache(maxsize=1)
def base_layout() -> MarketLayout:
    """T-MARKET: coal, oil and garbage 3 per space 1-8; uranium 1 per space 1-8, 10-16.

    One layout for every game on a base map: it is read-only, and its `running_totals` are
    then worked out once, not again for the rules of every game (each draws its own regions)."""
    t = base_resource_tables()
    m = t["market"]
    slots = {r: tuple(p for p in m["prices"][r] for _ in range(m["tokens_per_price_space"][r]))
             for r in RESOURCE_TYPES}
    refill = {r: {int(n): tuple(v) for n, v in t["resupply"][r].items()} for r in RESOURCE_TYPES}
    return MarketLayout("main", slots, dict(m["initial_counts"]), refill)


def map_layout(resources: dict[str, Any]) -> MarketLayout:
    """A map with the standard slots but its own start fill and refill table (CHINA-5, CHINA-21).

    `resources` is the map file's "resources" object: "resupply" as in T-REFILL and
    "market"/"initial_counts".
    """
    base = base_layout()
    refill = {r: {int(n): tuple(v) for n, v in resources["resupply"][r].items()} for r in RESOURCE_TYPES}
    return MarketLayout("main", base.slots, dict(resources["market"]["initial_counts"]), refill)


def map_layouts(resources: dict[str, Any] | None) -> tuple[MarketLayout, ...]:
    """The markets of a map in restock order: the base market, or the ones its data file describes.

    A map file with one "market" keeps the standard slots with its own start fill and refill (China).

    A map file with `market_north`/`market_south` (Korea, T-KOREA-MARKET, T-KOREA-REFILL) gives two
    markets; North comes first because it is restocked first (KOREA-10, AMB-38).
    """
    if not resources:
        return (base_layout(),)
    if "market_north" not in resources:
        return (map_layout(resources),)
    out = []
    for name in ("north", "south"):
        raw = resources["market_" + name]
        table = resources["resupply_" + name]
        slots = {r: tuple(raw["slot_prices"].get(r, ())) for r in RESOURCE_TYPES}
        start = {r: raw["initial_counts"].get(r, 0) for r in RESOURCE_TYPES}
        # A type the market does not sell gets nothing.
        none: dict[int, tuple[int, ...]] = {n: (0, 0, 0) for n in range(2, 7)}
        refill = {r: ({int(n): tuple(v) for n, v in table[r].items()} if r in table else none)
                  for r in RESOURCE_TYPES}
        out.append(MarketLayout(name, slots, start, refill))
    return tuple(out)


def restock(layout: MarketLayout, market: dict[str, int], supply: dict[str, int], players: int,
            step: int) -> dict[str, int]:
    """BASE-BUREAU-7/8/9, KOREA-9: add min(table, supply) per type, what does not fit stays in the supply.

    With several markets the caller restocks them in order, so an earlier market takes what
    a short supply holds first (KOREA-10).

    Mutates market and supply; returns what was added.
    """
    added: dict[str, int] = {}
    refill, slots = layout.refill, layout.slots
    for r in RESOURCE_TYPES:
        n = refill[r][players][step - 1]
        # The least of table, supply and room (layout.capacity(r) - market[r]), never below 0:
        # compared here, without a call per bound.
        have = supply[r]
        if have < n:
            n = have
        room = len(slots[r]) - market[r]
        if room < n:
            n = room
        if n < 0:
            n = 0
        market[r] += n
        supply[r] -= n
        added[r] = n
    return added
