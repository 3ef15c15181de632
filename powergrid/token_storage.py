"""What a player's plants can store and burn (BASE-PLANT-3..8, EX-16).

Holdings are kept as per-type counts (BASE-PLANT-7): they are legal when, for
every set S of resource types, the tokens of the types in S fit into the
containers that accept at least one type of S. The same test decides what a
player may buy, keep on a discard, and burn in Phase 5.
"""
from __future__ import annotations

from array import array
from collections.abc import Iterable
from functools import lru_cache
from itertools import product
from operator import itemgetter, le, sub
from sys import byteorder

from .data import RESOURCE_TYPES, Plant

# A container of tokens: the resource types it accepts and how many it holds.
Container = tuple[tuple[str, ...], int]
# A player's holdings as counts in RESOURCE_TYPES order (`counts`).
Counts = tuple[int, ...]

assert len(RESOURCE_TYPES) == 4, "_sums below is written out for the four resource types"

BIT = {r: 1 << i for i, r in enumerate(RESOURCE_TYPES)}
ALL_SETS = range(1, 1 << len(RESOURCE_TYPES))
# Per type-set mask, the type-sets that share a type with it (the sets a container counts for).
_MEETING = [tuple(s for s in ALL_SETS if s & m) for m in range(1 << len(RESOURCE_TYPES))]
# Per type, a getter of the entries of the type-sets that hold it (room_in's minimum).
_SETS_WITH = {r: itemgetter(*(s for s in ALL_SETS if s & b)) for r, b in BIT.items()}


# A player's holdings (every type present) as counts in RESOURCE_TYPES order, in one C call.
counts = itemgetter(*RESOURCE_TYPES)

# The packed form of a capacity list: one int with a field of _FIELD bits per type-set S, holding
# capacity[S] + 2**(_FIELD - 1) (the guard bit). Subtracting the packed type-set sums of some
# counts leaves every field at capacity[S] - sum[S] + guard, in [0, 2**_FIELD) while every count
# and capacity is below 2**60 in size (checks.MAX_INT is 10**15), so no field borrows from the
# next; the counts fit iff every guard bit is still set. A few int operations in C instead of
# sixteen sums and sixteen comparisons (`counts_fit`).
_FIELD = 8 * array("Q").itemsize      # 64: the bits of an array item (capacity_list)
_GUARDS = sum(1 << (_FIELD * s + _FIELD - 1) for s in ALL_SETS)
# Per type, the packed sums of one token of it: a 1 in the field of every type-set holding it.
_ONE_TOKEN = tuple(sum(1 << (_FIELD * s) for s in ALL_SETS if s & b) for b in BIT.values())


def mask(types: Iterable[str]) -> int:
    m = 0
    for t in types:
        m |= BIT[t]
    return m


def _sums(amounts: dict[str, int]) -> list[int]:
    """Total tokens of each type-set S, indexed by the bit mask of S (written out: hot path)."""
    get = amounts.get
    c, o, g, u = get("coal", 0), get("oil", 0), get("garbage", 0), get("uranium", 0)
    co, gu = c + o, g + u
    return [0, c, o, co, g, c + g, o + g, co + g, u, c + u, o + u, co + u, gu, c + gu, o + gu, co + gu]


def count_sums(counts: Counts) -> list[int]:
    """_sums of counts given as a tuple or list in RESOURCE_TYPES order."""
    c, o, g, u = counts
    co, gu = c + o, g + u
    return [0, c, o, co, g, c + g, o + g, co + g, u, c + u, o + u, co + u, gu, c + gu, o + gu, co + gu]


def capacities(containers: Iterable[Container]) -> Capacities:
    """containers: iterable of (accepted types, capacity). Capacity reachable by each type-set."""
    if type(containers) is tuple:       # already hashable (Rules.containers): skip the re-packing
        try:
            return _capacities(containers)
        except TypeError:
            pass
    return _capacities(tuple((tuple(acc), cap) for acc, cap in containers if cap))


class Capacities(list[int]):
    """Capacity reachable by each type-set, indexed by its bit mask (a list, read it, never
    write it), with its packed form for `counts_fit` and the answers of `room_in` so far, by
    holdings (made by `capacity_list`)."""
    __slots__ = ("packed", "rooms")
    packed: int
    rooms: dict[Counts, Counts]


def capacity_list(caps: list[int]) -> Capacities:
    """`caps` with its packed form: the fields are the list's entries as 64-bit words, read in C."""
    out = Capacities(caps)
    out.packed = int.from_bytes(array("Q", caps).tobytes(), byteorder) + _GUARDS
    out.rooms = {}
    return out


@lru_cache(maxsize=4096)
def _capacities(containers: tuple[Container, ...]) -> Capacities:
    caps = [0] * (1 << len(RESOURCE_TYPES))
    for acc, cap in containers:             # each container counts for the sets it meets
        for s in _MEETING[_accepts_mask(acc)]:
            caps[s] += cap
    return capacity_list(caps)


def fits_in(holdings: dict[str, int], caps: Capacities) -> bool:
    """`fits` against capacities already worked out (`capacities` of the containers)."""
    get = holdings.get
    return counts_fit(get("coal", 0), get("oil", 0), get("garbage", 0), get("uranium", 0), caps)


def counts_fit(c: int, o: int, g: int, u: int, caps: Capacities) -> bool:
    """`fits_in` of counts given one by one in RESOURCE_TYPES order, on the packed capacities."""
    one_c, one_o, one_g, one_u = _ONE_TOKEN
    return (caps.packed - (c * one_c + o * one_o + g * one_g + u * one_u)) & _GUARDS == _GUARDS


def isolated_types(containers: Iterable[Container]) -> set[str]:
    """Types stored only in containers that accept nothing else (their overflow is forced)."""
    shared: set[str] = set()
    for acc, cap in containers:
        if cap and len(acc) > 1:
            shared.update(acc)
    return set(RESOURCE_TYPES) - shared


def fits(holdings: dict[str, int], containers: Iterable[Container]) -> bool:
    """BASE-PLANT-7: can these counts be placed on these containers?"""
    return fits_in(holdings, capacities(containers))


def discard_return_legal(returned: dict[str, int], held: dict[str, int], discarded: Iterable[Container],
                         kept_in: Iterable[Container]) -> bool:
    """BASE-AUCTION-16, AMB-7: may `returned` go back to the supply when a plant is discarded?

    Legal iff some placement of all the holdings puts all of `returned` on the discarded
    plant's storage and the rest on the containers kept. The two parts are independent,
    so it is two fit tests. A later extra container (the Warehouse) is one more of `kept_in`.
    """
    if any(returned[r] > held[r] for r in returned):
        return False
    kept = {r: held[r] - returned.get(r, 0) for r in held}
    return fits(returned, discarded) and fits(kept, kept_in)


def forced_return(tables: DiscardTables, held_counts: Counts) -> Counts | None:
    """The one candidate return when every range of _return_ranges holds a single amount (the
    overflow of each type), else None: range(forced, max(forced, min(held, room)) + 1) is a
    single amount exactly when min(held, room) <= forced."""
    back = []
    for held, cap, top_room in zip(held_counts, tables[2], tables[3]):
        forced = held - cap if held > cap else 0
        if top_room is not None and (held if held < top_room else top_room) > forced:   # (no call to min)
            return None
        back.append(forced)
    return tuple(back)


def _return_ranges(tables: DiscardTables, held_counts: Counts) -> list[tuple[int] | range]:
    """Per type (RESOURCE_TYPES order), the amounts of it that may go back on a discard."""
    _, _, own_caps, choice_room = tables
    # A type no other type competes for must give back exactly its overflow; only shared
    # types (coal and oil with a hybrid) leave a choice.
    # Only tokens the discarded plant can hold go back (BASE-AUCTION-16): that bounds each range,
    # which keeps the search small when a Warehouse makes every type shared.
    ranges: list[tuple[int] | range] = []
    for held, cap, top_room in zip(held_counts, own_caps, choice_room):
        forced = max(0, held - cap)
        if top_room is None:
            ranges.append((forced,))
        else:
            ranges.append(range(forced, max(forced, min(held, top_room)) + 1))
    return ranges


def return_legal(tables: DiscardTables, held_counts: Counts, back: Counts) -> bool:
    """discard_return_legal on count tuples: every range stays within the holdings, and
    both fit tests are counts_fit on the capacities of the tables."""
    c, o, g, u = held_counts
    c_back, o_back, g_back, u_back = back
    return (counts_fit(c_back, o_back, g_back, u_back, tables[1])
            and counts_fit(c - c_back, o - o_back, g - g_back, u - u_back, tables[0]))


@lru_cache(maxsize=4096)
def least_returns(discarded: tuple[Container, ...], containers: tuple[Container, ...],
                  held_counts: Counts) -> list[dict[str, int]]:
    """The least returns of a discard (AMB-7) by search, as dicts (shared by the cache: copy them),
    given the discarded plant's containers, the kept ones and the holdings in RESOURCE_TYPES order."""
    tables = discard_tables(discarded, containers)
    options = [back for back in product(*_return_ranges(tables, held_counts))
               if return_legal(tables, held_counts, back)]
    if len(options) > 1:
        options = [r for r in options if not any(o != r and all(map(le, o, r)) for o in options)]
    return [dict(zip(RESOURCE_TYPES, r)) for r in options]


_TYPE_BITS = tuple(BIT[r] for r in RESOURCE_TYPES)
# What a discard's returns depend on besides the holdings (`discard_tables`).
DiscardTables = tuple[Capacities, Capacities, Counts, tuple[int | None, ...]]


@lru_cache(maxsize=1024)
def discard_tables(discarded: tuple[Container, ...], containers: tuple[Container, ...]) -> DiscardTables:
    """What a discard's returns depend on besides the holdings, per pair of storages: the
    capacities of the kept containers and of the discarded plant by type-set, and per type
    (RESOURCE_TYPES order) its own kept capacity and, for a type shared with another (None
    for an isolated one), the room for it on the discarded plant."""
    caps = capacities(containers)
    room = capacities(discarded)
    isolated = isolated_types(containers)
    own = tuple(map(caps.__getitem__, _TYPE_BITS))
    choice = tuple([None if r in isolated else room[b] for r, b in zip(RESOURCE_TYPES, _TYPE_BITS)])
    return caps, room, own, choice


def room_in(held: Counts, caps: Capacities) -> Counts:
    """How many more tokens of each single type could be stored (the others unchanged), for counts
    given as a tuple in RESOURCE_TYPES order (`counts`) and the `capacities` of the containers;
    the answer in that order too."""
    # Kept by the capacity list itself, per holdings (a player's holdings always fit, so there are
    # few): asked at every purchase with a few plant sets, so most answers come again.
    found = caps.rooms.get(held)
    if found is None:
        free = list(map(sub, caps, count_sums(held)))      # per type-set, in C
        room = []
        for pick in _SETS_WITH.values():
            n = min(pick(free))
            room.append(n if n > 0 else 0)
        found = caps.rooms[held] = tuple(room)
    return found


def plant_containers(plants: Iterable[Plant]) -> list[Container]:
    """Storage containers of a list of Plant objects (eco and fusion store nothing)."""
    return [(p.accepts, p.storage) for p in plants if p.storage]


def can_burn_exactly(burn: dict[str, int], plants: Iterable[Plant]) -> bool:
    """Can `burn` be split so every plant gets exactly its input of accepted types?

    Hall's condition for the transport problem: totals match, and every set of
    types is burned at most by the demand of the plants that accept it.
    """
    need, demand = 0, []
    for p in plants:
        if p.inputs:
            need += p.inputs
            demand.append((p.accepts, p.inputs))
    if sum(burn.values()) != need:
        return False
    return fits_in(burn, capacities(tuple(demand)))


def can_fuel(holdings: dict[str, int], plants: Iterable[Plant]) -> bool:
    """Do the holdings contain enough fuel to run all of these plants at once?

    For every subset of the plants, their total input must be covered by the
    tokens of the types they accept (Hall's condition on the plants' side).
    """
    held = _sums(holdings)          # tokens held of each type-set, by bit mask
    demand = _subset_demands(tuple((p.inputs, _accepts_mask(p.accepts)) for p in plants if p.inputs))
    for need, types in demand:
        if need > held[types]:
            return False
    return True


@lru_cache(maxsize=1024)
def _accepts_mask(accepts: tuple[str, ...]) -> int:
    return mask(accepts)


@lru_cache(maxsize=4096)
def _subset_demands(plants: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """(total input, mask of the accepted types) of every non-empty subset of the plants, each
    plant given as (input, accepted mask): the same few plant sets are asked again and again."""
    n = len(plants)
    out = []
    for m in range(1, 1 << n):
        need = 0
        types = 0
        for i in range(n):
            if m >> i & 1:
                inputs, accepts = plants[i]
                need += inputs
                types |= accepts
        out.append((need, types))
    return tuple(out)
