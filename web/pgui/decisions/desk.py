"""What the decision rooms share with the controller: the choice in progress, and what a room's
taps may ask of the App (Desk, a small declared protocol, so that a room reaches no further)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from powergrid import Game

if TYPE_CHECKING:
    from powergrid.state_schema import Card
    from powergrid.view_schema import DecisionView


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
    jumps: list[str]            # the planned cities named as a new network (JP-3's free jump)
    list: bool                  # the list of cities is open (a preference kept across builds)
    power: Powering | None      # the plants to run and their fuel (None: the engine's best)


def fresh_choice(list_open: bool = False) -> Choice:
    """Nothing chosen yet: the plant and bid (auctions), the cart and market (resources), the
    plan, the cities of it named as a new network (JP-3's free jump) and whether the list of
    cities is open (building: as the player left it), the plants and fuel to run (None: the
    engine's best powering)."""
    return {"plant": None, "bid": None, "cart": {}, "market": None, "plan": [], "jumps": [], "list": list_open,
            "power": None}



Data = dict[str, Any]       # a tap's data-* attributes (strings), and what the page adds to them
# The engine's answers a room's panel needs, asked once per redraw (the room's `answers`).
Answers = Mapping[str, Any]


class Desk(Protocol):
    """What a decision room's taps may ask and do (the App is one): the game's questions, the
    decision whose player holds the tablet and his choice so far, an action applied for him."""
    @property
    def game(self) -> Game | None: ...
    def held_decision(self) -> DecisionView | None: ...
    def current_choice(self) -> Choice: ...
    def apply_action(self, action: dict[str, Any]) -> None: ...
    def take_tablet(self, seat: int) -> None: ...
    def keep_list_open(self, open_: bool) -> None: ...


# A room's tap: it changes the choice in progress or applies an action (False: nothing changed).
Tap = Callable[[Desk, Data], "bool | None"]


def held(desk: Desk) -> tuple[Game, DecisionView] | None:
    """The game and the decision whose player holds the tablet, or None (none held)."""
    d = desk.held_decision()
    return None if d is None or desk.game is None else (desk.game, d)
