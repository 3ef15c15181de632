"""The declarations the decision table is made of: a kind of decision, and an expansion's seam.

A decision is a seat and a kind. Each kind is declared once, as a `DecisionKind`, beside the
rules it plays: the action types it takes with their fields, the templates of its legal actions,
its apply, and who decides: the seats one after the other in a phase played in turn (`in_turn`:
the first seat of `pending`, who leaves it with his action), else `whose(state)`. Phase 2
declares "choose", "bid" and "discard"; Phases 3, 4 and 5 "buy", "build" and "power"; the promo
cards "asset" and "attach" (promo_auction.py).

`engine.py` walks the table and names no kind: it asks the expansion in play, then the phase,
which kind is due, and calls that kind's `legal` and `apply`. An expansion of the base
game (the promo cards) plugs in as one `Expansion`: its decision kinds, the decision it may
open in any phase, and the hooks the round structure and the plant market call at fixed points.
Every hook has a neutral default, so a game without the expansion runs the base procedure.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from . import declared
from .action_schema import BidAction, LegalAction, PassAction
from .state_schema import Card, GameState
from .view_schema import PromoView

if TYPE_CHECKING:
    from .engine import Context
    from .hidden import Pile
    from .rules import Rules


class ActionType(NamedTuple):
    """An action's type and the keys it may carry; any other key is refused, so nothing
    unchecked reaches the log or the save."""
    name: str
    fields: tuple[str, ...]

    @classmethod
    def of(cls, shape: type) -> ActionType:
        """The type and keys of a declared action (action_schema.py)."""
        return cls(declared.tag(shape, "type"), tuple(declared.fields(shape)))


# The actions more than one kind takes: a pass, and a bid in a plant or an asset auction.
PASS = ActionType.of(PassAction)
BID = ActionType.of(BidAction)


@dataclass(frozen=True, slots=True)
class DecisionKind:
    kind: str
    actions: tuple[ActionType, ...]                 # the action types it takes
    legal: Callable[[GameState, Context, int], list[LegalAction]]   # its legal actions' templates, for the seat
    # Performs an action of the seat that decides or raises IllegalAction, changing nothing; the
    # engine has checked the action's type, its fields and its player.
    apply: Callable[[GameState, Context, Any], None]
    # Who decides: in a phase played in turn, the first seat still in state["pending"], who leaves
    # it once his action is applied; else whose(state).
    in_turn: bool = False
    whose: Callable[[GameState], Any] | None = None         # (a seat)
    detail: Callable[[GameState], dict[str, Any]] | None = None   # what decision() tells besides player and kind

    def __post_init__(self) -> None:
        assert self.in_turn == (self.whose is None), f"{self.kind}: decided in turn or by whose(state), not both"


def action_fields(kinds: Iterable[DecisionKind]) -> dict[str, tuple[str, ...]]:
    """Per action type, the keys it may carry, from the kinds that take it (one declaration each)."""
    out: dict[str, tuple[str, ...]] = {}
    for kind in kinds:
        for action in kind.actions:
            assert out.setdefault(action.name, action.fields) == action.fields, \
                f"two declarations of the action {action.name!r}"
    return out


def _nothing(*args: Any) -> None:
    return None


def _no(*args: Any) -> bool:
    return False


def _none_owed(state: GameState) -> int:
    return 0


def _no_cards(rules: Rules) -> list[Card]:
    return []


def _no_view(state: GameState, rules: Rules) -> None:
    return None


def _no_sights(state: GameState, seat: int | None) -> dict[str, tuple[Pile, int]]:
    return {}


@dataclass(frozen=True, slots=True)
class Expansion:
    """What an expansion of the base game brings (`Rules.expansion`): its decision kinds and its
    hooks, each called by the round structure (engine.py), the auction (phase2_auction.py) or the
    plant market (plant_market.py) at the point its name says. The defaults do nothing; the two
    asked at every move, `current` and `settle`, are None then, so that a game without the
    expansion makes no call for them."""
    decisions: tuple[DecisionKind, ...] = ()
    # A decision of its own, asked before the phase's in any phase (None from it: the phase's is due).
    current: Callable[[GameState], DecisionKind | None] | None = None
    # Set-up, once the base deck is built: (state, rng, rules).
    set_up: Callable[[GameState, Any, Rules], None] = _nothing
    # The cards it deals into the deck itself at set-up (left out of the base deck): (rules).
    deck_cards: Callable[[Rules], list[Card]] = _no_cards
    # A card came off the deck that is not the Step 3 card: True if the expansion took it.
    takes_card: Callable[[GameState, Any], bool] = _no
    # A plant came off the deck into the market: (state, ctx, plant).
    plant_drawn: Callable[[GameState, Context, Any], None] = _nothing
    # Draws owed to the market for cards it has not yet resolved (the market is that much short).
    owed_draws: Callable[[GameState], int] = _none_owed
    # Before anyone decides: resolve what waits; True while that leaves a decision of its own open.
    settle: Callable[[GameState, Context], bool] | None = None
    # At the end of a phase: True if that end waits for the expansion (then it asks take_held).
    hold: Callable[[GameState, str], bool] = _no
    # True once if the end of that phase was held back and may now go on.
    take_held: Callable[[GameState, str], bool] = _no
    # Each time the turn order has been determined.
    after_ranking: Callable[[GameState], None] = _nothing
    # A seat bought a plant at auction; a seat discarded a plant: (state, seat[, plant]).
    plant_bought: Callable[[GameState, int], None] = _nothing
    plant_discarded: Callable[[GameState, int, Any], None] = _nothing
    # What `seat` alone has seen (hidden.py's sight rules), by the name his view gives it:
    # {name: (pile, index)}; {} for None (the table) and for a seat that has seen nothing.
    sights: Callable[[GameState, int | None], dict[str, tuple[Pile, int]]] = _no_sights
    # Its cards on the table, for the view (`promo`): None when it brings nothing to show.
    public_view: Callable[[GameState, Rules], PromoView | None] = _no_view


BASE_GAME = Expansion()     # no expansion: every hook does nothing
