"""The fast paths of Phase 3 and storage against their reference definitions."""
from __future__ import annotations

import random
from itertools import combinations
from operator import le

import pytest

from powergrid import token_storage
from powergrid.checks import MAX_INT, excerpt, plant_id, plant_list, resource_amounts, whole_number
from powergrid.data import RESOURCE_TYPES, plants
from powergrid.errors import IllegalAction


def _reference_fits(counts, caps) -> bool:
    """BASE-PLANT-7 as written: every type-set's tokens within the capacity reachable by it."""
    return all(map(le, token_storage.count_sums(counts), caps))


def _capacity_lists():
    """Capacities of every set of up to three real plants, and the same with the Warehouse."""
    cards = [p for p in plants().values() if p.storage]
    for n in range(4):
        for chosen in combinations(cards, n):
            caps = token_storage.capacities(token_storage.plant_containers(chosen))
            yield caps
            yield token_storage.capacity_list([0] + [c + 3 for c in caps[1:]])


def test_counts_fit_is_the_type_set_test():
    rnd = random.Random(7)
    for caps in _capacity_lists():
        assert isinstance(caps, token_storage.Capacities)
        for _ in range(6):
            counts = tuple(rnd.randrange(0, 15) for _ in RESOURCE_TYPES)
            assert token_storage.counts_fit(*counts, caps) == _reference_fits(counts, caps), (counts, caps)


def test_counts_fit_at_the_bounds_of_valid_counts():
    """Counts up to checks.MAX_INT (the largest a purchase may name) never spill into another field."""
    caps = token_storage.capacities((((RESOURCE_TYPES), 3), (("coal", "oil"), 4)))
    rnd = random.Random(3)
    values = [0, 1, 2, 3, 4, 7, MAX_INT - 1, MAX_INT]
    for _ in range(500):
        counts = tuple(rnd.choice(values) for _ in RESOURCE_TYPES)
        assert token_storage.counts_fit(*counts, caps) == _reference_fits(counts, caps), counts


def test_fits_in_reads_missing_types_as_none_held():
    caps = token_storage.capacities(((("coal", "oil"), 4), (("garbage",), 2)))
    assert token_storage.fits_in({"coal": 2, "oil": 2}, caps)
    assert token_storage.fits_in({"garbage": 2}, caps)
    assert not token_storage.fits_in({"oil": 5}, caps)
    assert not token_storage.fits_in({"uranium": 1}, caps)
    assert token_storage.fits({}, ())


def _reference_amounts(value: dict) -> dict:
    """resource_amounts as written before its fast path: every count through whole_number."""
    return {r: whole_number(value.get(r, 0), f"the amount of {r}") for r in RESOURCE_TYPES}


def test_resource_amounts_fast_path_is_the_whole_number_check():
    """The one-test accept of four plain ints in range gives whole_number's verdict on each."""
    values = [0, 1, 5, -1, MAX_INT, MAX_INT - 1, MAX_INT + 1, 2**49, 2**49 - 1, 2**50, -(2**60),
              True, False, 1.0, "2", None]
    rnd = random.Random(5)
    for _ in range(3000):
        value = {r: rnd.choice(values) for r in RESOURCE_TYPES if rnd.random() < 0.9}
        try:
            expected = _reference_amounts(value)
        except IllegalAction as e:
            with pytest.raises(IllegalAction) as got:
                resource_amounts(value, "the purchase")
            assert str(got.value) == str(e)
        else:
            got = resource_amounts(value, "the purchase")
            assert got == expected and list(got) == list(RESOURCE_TYPES)
            assert all(type(n) is int for n in got.values())


def _reference_plant_list(value, owned, what, table=None):
    """checks.plant_list as written before its fast path: every test on every entry."""
    if not isinstance(value, list):
        raise IllegalAction(f"{what} must be a list of plant numbers")
    out = []
    for p in value:
        if table is not None:
            plant_id(p, table)
        if isinstance(p, (bool, float)) or not isinstance(p, (int, str)) or p not in owned:
            raise IllegalAction(f"you do not own plant {excerpt(p)}")
        if p in out:
            raise IllegalAction(f"plant {p} is named twice: a plant runs at most once a round")
        out.append(p)
    return out


def test_plant_list_gives_the_reference_answer():
    table = {3: "a", 13: "b", 25: "c", "flux": "d"}
    entries = [3, 13, 25, 40, "flux", "x", True, 1, 3.0, 13.0, None, [3], -3, 10**20]
    rnd = random.Random(11)
    for _ in range(3000):
        value = [rnd.choice(entries) for _ in range(rnd.randrange(4))]
        owned = rnd.sample([3, 13, 25, 40, "flux", 1], 3)
        for t in (table, None):
            try:
                expected = _reference_plant_list(value, owned, "the plants", t)
            except IllegalAction as e:
                with pytest.raises(IllegalAction) as got:
                    plant_list(value, owned, "the plants", t)
                assert str(got.value) == str(e)
            else:
                assert plant_list(value, owned, "the plants", t) == expected
