"""Game facts loaded from the JSON files shipped inside the package.

The files are read next to this module (the browser build unpacks the package into
its file system), and through importlib.resources when the package sits in an archive.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import lru_cache
from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state_schema import Card
    from .view_schema import PlantCard

RESOURCE_TYPES = ("coal", "oil", "garbage", "uranium")
STEP3 = "step3"          # the Step 3 card: a deck/market card that is not a plant
SLOT_PRICES = (10, 15, 20)  # BASE-BUILD-4
START_MONEY = 50            # BASE-SETUP-3
HOUSES_PER_PLAYER = 22      # BASE-COMP-3, BASE-BUILD-14
BEGINNER_CITIES = 7         # BEGINNER-2


def load_json(name: str) -> dict[str, Any]:
    path = os.path.join(os.path.dirname(__file__), "data", name)
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except OSError:     # installed inside an archive: ask the import system
        from importlib import resources
        return json.loads(resources.files(__package__).joinpath("data").joinpath(name).read_text("utf-8"))


# Slots: plants are read at every move, and a field with a class default (key, min_bid,
# printed) is read off the interpreter's fast path (3.11); a slot is not.
@dataclass(frozen=True, slots=True)
class Plant:
    """One power plant card (BASE-COMP-8).

    `number` is the plant's id in actions, state and saves: an int, or "flux" for the Flux
    Generator. `key` orders plants (market, tie-breaks, obsolescence), `min_bid` is the opening
    minimum and `printed` the number on the card; for base plants all three are the number.
    """
    number: int | str
    kind: str               # coal, oil, garbage, uranium, hybrid, eco, fusion, flux
    accepts: tuple[str, ...]    # resource types it may burn and store
    inputs: int             # resources burned per operation (BASE-PLANT-1)
    cities: int             # cities powered per operation
    storage: int            # 2 x inputs (BASE-PLANT-3)
    key: float = 0
    min_bid: int = 0
    printed: str = ""

    def __post_init__(self) -> None:
        if isinstance(self.number, int):     # base plants: the number is all three
            object.__setattr__(self, "key", self.number)
            object.__setattr__(self, "min_bid", self.number)
            object.__setattr__(self, "printed", str(self.number))

    def __hash__(self) -> int:
        # Plants key the powering and storage caches; the generated hash over every field
        # is a Python call per field. Equal plants still compare all fields.
        return hash(self.number)

    def card(self) -> PlantCard:
        """The card's facts as the page draws them (`Game.plant_card`, the view's `plant_versions`)."""
        return {"id": self.number, "kind": self.kind, "accepts": list(self.accepts), "inputs": self.inputs,
                "cities": self.cities, "storage": self.storage, "printed": self.printed, "key": self.key,
                "min_bid": self.min_bid}

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "kind": self.kind, "accepts": list(self.accepts),
                "inputs": self.inputs, "cities": self.cities, "storage": self.storage,
                "key": self.key, "min_bid": self.min_bid, "printed": self.printed}


@lru_cache(maxsize=None)
def plants() -> dict[Card, Plant]:
    """All base plants by number (T-PLANTS)."""
    raw = load_json("plants.json")["plants"]
    return {p["number"]: Plant(p["number"], p["type"], tuple(p["accepts"]), p["resources"],
                               p["cities"], p["storage"]) for p in raw}


def plant_version(number: int, kind: str, inputs: int, cities: int) -> Plant:
    """A plant card of another version than the base deck's, same number (NE-3): it burns `inputs`
    of its kind (a hybrid coal or oil, an ecological plant nothing) and stores twice that
    (BASE-PLANT-3)."""
    accepts = () if kind == "eco" else ("coal", "oil") if kind == "hybrid" else (kind,)
    return Plant(number, kind, accepts, inputs, cities, 2 * inputs)


FLUX = "flux"               # the Flux Generator's plant id (PROMO-FLUX-1)


@lru_cache(maxsize=None)
def promo_table() -> dict[str, Any]:
    """The promo cards (RULES.md 18): ids, kinds, the Flux Generator's plant data."""
    return load_json("promos.json")


@lru_cache(maxsize=None)
def promo_ids() -> tuple[str, ...]:
    """All promo card ids in their canonical order."""
    return tuple(c["id"] for c in promo_table()["cards"])


@lru_cache(maxsize=None)
def promo_kind(card: str) -> str:
    """"plant" (Flux), "asset" (auctioned), "event" (acts at once) or "beside" (Espionage)."""
    return next(c["kind"] for c in promo_table()["cards"] if c["id"] == card)


@lru_cache(maxsize=None)
def flux_plant() -> Plant:
    """PROMO-FLUX-1..3: plant "33⅓", any 3 tokens, powers 6, stores 6, minimum bid 33."""
    f = promo_table()["flux_plant"]
    return Plant(f["number"], f["type"], tuple(f["accepts"]), f["resources"], f["cities"], f["storage"],
                 f["sort_key"], f["min_bid"], f["printed"])


def plant_key(card: Card) -> float:
    """Sort key of a plant id: its number, or 33⅓ for the Flux Generator (PROMO-FLUX-1, AMB-41)."""
    # A plant id is a number or FLUX, which the checker cannot tell from `==` (hot: no cast).
    return flux_plant().key if card == FLUX else card   # type: ignore[return-value]


def sorted_plants(cards: Iterable[Card]) -> list[Card]:
    """Plant ids in plant_key's order. A base plant's key is its number: without the Flux
    Generator the plain sort is plant_key's, with no call per card (a player's plants, at every
    purchase)."""
    out = list(cards)
    out.sort(key=plant_key if FLUX in out else None)
    return out


def top_plant_key(cards: Collection[Card]) -> float:
    """The highest plant_key among plant ids (a player's plants: BASE-ORDER-2), 0 for none; the
    plain maximum without the Flux Generator, with no call per card."""
    if not cards:
        return 0
    return max(map(plant_key, cards)) if FLUX in cards else max(cards)    # type: ignore[type-var, return-value]


def plant_min_bid(card: Card) -> int:
    return flux_plant().min_bid if card == FLUX else card   # type: ignore[return-value]


@lru_cache(maxsize=None)
def payments() -> tuple[int, ...]:
    """Income by cities powered; the last entry pays for that many or more (T-PAY)."""
    return tuple(load_json("payments.json")["payments_list"])


@dataclass(frozen=True, slots=True)
class PlayerCountRules:
    """The T-PC row for one player count."""
    players: int
    regions: int
    removed_plants: int
    max_plants: int
    step2_cities: int
    end_cities: int


@lru_cache(maxsize=None)
def player_count_rules(n: int) -> PlayerCountRules:
    c = load_json("resupply.json")["game_constants_classic"]
    if n not in c["players"]:
        raise ValueError(f"Power Grid is played by 2 to 6 players, not {n}")
    i = c["players"].index(n)
    return PlayerCountRules(n, c["regions_in_play"][i], c["plants_removed_at_setup"][i],
                            c["max_plants_owned"][i], c["step2_trigger_cities"][i],
                            c["game_end_cities"][i])


@lru_cache(maxsize=None)
def base_resource_tables() -> dict[str, Any]:
    return load_json("resupply.json")
