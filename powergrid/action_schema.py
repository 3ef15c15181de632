"""The actions, declared once: each action type, and each template of `legal_actions()`.

An action is a plain JSON object keyed by its `type`; `Action` is the union of the types. The
decision kinds (decisions.py) take their action types from here (`ActionType.of`), so the strict
input check (`engine.ACTION_FIELDS`: any other key is refused), the log's copier and the actions
section of docs/API.md (`python3 -m buildtools.state_doc`) all read these declarations. A legal
action is given as a template (`LegalAction`): amounts as bounds (`min`/`max`) instead of every
number, a build as the cities affordable one at a time (`options`).
"""

from typing import Annotated, Any, Literal, NotRequired, TypedDict, Union

from .state_schema import Card

Seat = Annotated[int, "who acts: his seat (the index in `players`); acting for another is refused"]
PlantId = Annotated[Card, "a plant, by exactly its id in the rules' plant table (`3`, never `3.0` or `true`)"]
Tokens = dict[str, int]


class OpenAction(TypedDict):
    """Phase 2, decision `choose`: opens an auction of a plant of the current market."""
    type: Literal["open"]
    player: Seat
    plant: PlantId
    bid: Annotated[int, "the opening bid, at least the plant's minimum"]


class PassAction(TypedDict):
    """Leaves Phase 2 (`choose`, not in round 1 while a plant is affordable) or the running
    auction (`bid`, `asset`). In Phases 3 and 4 it is still taken as buying or building nothing,
    because saves of earlier versions replay it."""
    type: Literal["pass"]
    player: Seat


class BidAction(TypedDict):
    """Raises the running auction (`bid`: a plant, `asset`: a promo asset card). A player who
    cannot raise drops out by himself."""
    type: Literal["bid"]
    player: Seat
    bid: Annotated[int, "the new highest bid"]


# `return` is a keyword: the functional form declares this one.
DiscardAction = TypedDict("DiscardAction", {
    "type": Literal["discard"],
    "player": Seat,
    "plant": Annotated[Card, "the plant discarded (not the one just bought)"],
    "return": NotRequired[Annotated[Tokens, "the tokens given back to the supply, `{type: tokens}` "
                                            "(may be left out when only one choice fits)"]],
})
DiscardAction.__doc__ = "Phase 2, decision `discard`: over the plant limit, gives up a plant."


class BuyAction(TypedDict):
    """Phase 3, decision `buy`: one purchase, all at once, from one market; buying nothing is
    `{"type": "buy", "resources": {}}`."""
    type: Literal["buy"]
    player: Seat
    market: NotRequired[Annotated[str | None, "the market bought from; may be left out where the map has "
                                              "one (on Korea `north` or `south`, KOREA-6, AMB-65)"]]
    resources: Annotated[Tokens, "`{type: tokens}` bought; required (`null` is refused, never nothing)"]


class BuildAction(TypedDict):
    """Phase 4, decision `build`: all at once, built in the cheapest order; building nothing is
    `{"type": "build", "cities": []}`."""
    type: Literal["build"]
    player: Seat
    cities: Annotated[list[str], "the cities to build in; required"]
    new_networks: NotRequired[Annotated[list[str], "cities of `cities` that each begin a new network of his "
                                                  "(no connection), where the map lets a player run more "
                                                  "than one (JP-3's free jump)"]]


class PowerAction(TypedDict):
    """Phase 5, decision `power`: the plants he runs; running none is `{"type": "power", "plants": []}`."""
    type: Literal["power"]
    player: Seat
    plants: Annotated[list[Card], "the plants run, each once; required"]
    burn: NotRequired[Annotated[Tokens | None, "`{type: tokens}` burnt; left out, the engine picks the fuel"]]


class AttachAction(TypedDict):
    """Promo cards, decision `attach`: the Transformer's winner attaches it to a plant of his."""
    type: Literal["attach"]
    player: Seat
    plant: PlantId


Action = Union[OpenAction, PassAction, BidAction, DiscardAction, BuyAction, BuildAction, PowerAction,
               AttachAction]


# ---- the templates of legal_actions() -----------------------------------------------------------
Low = Annotated[int, "the least bid he may make"]
High = Annotated[int, "the most he may bid: his money"]


class OpenTemplate(TypedDict):
    """An opening he may make: a plant of the current market he can pay and may acquire (CE-3)."""
    type: Literal["open"]
    player: Seat
    plant: PlantId
    min: Low
    max: High


class BidTemplate(TypedDict):
    """A raise of the running auction, within bounds."""
    type: Literal["bid"]
    player: Seat
    card: NotRequired[Annotated[str, "the asset card on sale (in an asset auction only)"]]
    min: Low
    max: High


class BuyTemplate(TypedDict):
    """A purchase from one market (one template per market; then the empty purchase, a
    `BuyAction` naming no market)."""
    type: Literal["buy"]
    player: Seat
    market: Annotated[str, "the market"]
    max: Annotated[Tokens, "the most of each type he could buy there now, each type alone"]


class BuildTemplate(TypedDict):
    """The cities he can build in, each alone."""
    type: Literal["build"]
    player: Seat
    options: Annotated[dict[str, int], "`{city: cost}` of each city affordable alone ({} once he has no room)"]
    room: Annotated[int, "how many more houses he may have"]
    network_options: NotRequired[Annotated[dict[str, int], "`{city: cost}` of each city affordable alone as a "
                                                           "new network, to name in the build's `new_networks`; "
                                                           "only on a map that declares networks"]]


class PowerTemplate(TypedDict):
    """The plants he may run, and the engine's best choice."""
    type: Literal["power"]
    player: Seat
    plants: Annotated[list[Card], "the plants he owns"]
    best: Annotated[dict[str, Any], "the most cities he can power and how, as `game.best_powering(seat)`"]


LegalAction = Union[OpenTemplate, PassAction, BidTemplate, DiscardAction, BuyTemplate, BuyAction,
                    BuildTemplate, PowerTemplate, AttachAction]
