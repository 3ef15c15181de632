"""What the decision rooms share with the controller: the choice in progress, and what a room's
taps may ask of the App (a small declared protocol, so that a room reaches no further)."""
from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

if TYPE_CHECKING:
    from powergrid.state_schema import Card


class Powering(TypedDict):
    """The plants a player runs and the fuel they burn (None: no fuel fits them)."""
    plants: list[Card]
    burn: dict[str, int] | None


class Choice(TypedDict):
    """What the player holding the tablet has chosen so far for the decision on screen."""
    plant: Card | None          # the plant picked for an auction
    bid: int | None             # the bid set on it
    cart: dict[str, int]        # the resources in the cart
    market: str | None          # the resource market chosen (Korea)
    plan: list[str]             # the cities planned
    list: bool                  # the list of cities is open (a preference kept across builds)
    power: Powering | None      # the plants to run and their fuel (None: the engine's best)


def fresh_choice(list_open: bool = False) -> Choice:
    """Nothing chosen yet: the plant and bid (auctions), the cart and market (resources), the
    plan and whether the list of cities is open (building: as the player left it), the plants and
    fuel to run (None: the engine's best powering)."""
    return {"plant": None, "bid": None, "cart": {}, "market": None, "plan": [], "list": list_open, "power": None}

