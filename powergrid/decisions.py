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
A hook it does not bring is None, so a game without the expansion runs the base procedure.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from . import declared
from .action_schema import BidAction, LegalAction, PassAction
from .state_schema import Card, GameState

if TYPE_CHECKING:
    from .engine import Context
    from .hidden import Pile
    from .rules import Rules
    from .view_schema import PromoView


class ActionType(NamedTuple):
    """An action's type and the keys it may carry; any other key is refused, so nothing
    unchecked reaches the log or the save."""
    name: str
    fields: tuple[str, ...]

    @classmethod
    def of(cls, shape: type) -> ActionType:
        """The type and keys of a declared action (action_schema.py)."""
        return cls(declared.tag(shape, "type"), declared.names(shape))


# The actions more than one kind takes: a pass, and a bid in a plant or an asset auction.
PASS = ActionType.of(PassAction)
BID = ActionType.of(BidAction)


# DecisionKind and Expansion are plain classes with slots: the core reads their fields at every
# move, and a slot is read fastest (a NamedTuple's field is not); a dataclass would write their
# methods at import by compiling them, several times the cost of the rest of the table.
class DecisionKind:
    __slots__ = ("kind", "actions", "legal", "apply", "in_turn", "whose", "detail")

    def __init__(self, kind: str,
                 actions: tuple[ActionType, ...],        # the action types it takes
                 # Its legal actions' templates, for the seat.
                 legal: Callable[[GameState, Context, int], list[LegalAction]],
                 # Performs an action of the seat that decides or raises IllegalAction, changing
                 # nothing; the engine has checked the action's type, its fields and its player.
                 apply: Callable[[GameState, Context, Any], None],
                 # Who decides: in a phase played in turn, the first seat still in state["pending"],
                 # who leaves it once his action is applied; else whose(state) (a seat).
                 in_turn: bool = False,
                 whose: Callable[[GameState], Any] | None = None,
                 # What decision() tells besides player and kind.
                 detail: Callable[[GameState], dict[str, Any]] | None = None) -> None:
        assert in_turn == (whose is None), f"{kind}: decided in turn or by whose(state), not both"
        self.kind, self.actions, self.legal, self.apply = kind, actions, legal, apply
        self.in_turn, self.whose, self.detail = in_turn, whose, detail

    def __repr__(self) -> str:
        return f"DecisionKind({self.kind!r})"


def action_fields(kinds: Iterable[DecisionKind]) -> dict[str, tuple[str, ...]]:
    """Per action type, the keys it may carry, from the kinds that take it (one declaration each)."""
    out: dict[str, tuple[str, ...]] = {}
    for kind in kinds:
        for action in kind.actions:
            assert out.setdefault(action.name, action.fields) == action.fields, \
                f"two declarations of the action {action.name!r}"
    return out


class Expansion:
    """What an expansion of the base game brings (`Rules.expansion`): its decision kinds and its
    hooks, each called by the round structure (engine.py), the auction (phase2_auction.py) or the
    plant market (plant_market.py) at the point its name says. A hook the expansion does not
    bring is None, and the core makes no call for it: the base game calls none (several are asked
    at every move or every draw). Each says what the core does without it."""
    __slots__ = ("decisions", "current", "set_up", "deck_cards", "takes_card", "plant_drawn", "owed_draws", "settle",
                 "hold", "take_held", "after_ranking", "plant_bought", "plant_discarded", "sights", "public_view")

    def __init__(
            self, decisions: tuple[DecisionKind, ...] = (), *,
            # A decision of its own, asked before the phase's in any phase (None from it: the phase's is due).
            current: Callable[[GameState], DecisionKind | None] | None = None,
            # Set-up, once the base deck is built: (state, rng, rules).
            set_up: Callable[[GameState, Any, Rules], None] | None = None,
            # The cards it deals into the deck itself at set-up (left out of the base deck): (rules). Without: none.
            deck_cards: Callable[[Rules], list[Card]] | None = None,
            # A card came off the deck that is not the Step 3 card: True if the expansion took it. Without: a plant.
            takes_card: Callable[[GameState, Any], bool] | None = None,
            # A plant came off the deck into the market: (state, ctx, plant).
            plant_drawn: Callable[[GameState, Context, Any], None] | None = None,
            # Draws owed to the market for cards it has not yet resolved (the market is that much short). Without: 0.
            owed_draws: Callable[[GameState], int] | None = None,
            # Before anyone decides: resolve what waits; True while that leaves a decision of its own open.
            settle: Callable[[GameState, Context], bool] | None = None,
            # At the end of a phase: True if that end waits for the expansion (then it asks take_held).
            hold: Callable[[GameState, str], bool] | None = None,
            # True once if the end of that phase was held back and may now go on.
            take_held: Callable[[GameState, str], bool] | None = None,
            # Each time the turn order has been determined.
            after_ranking: Callable[[GameState], None] | None = None,
            # A seat bought a plant at auction; a seat discarded a plant: (state, seat[, plant]).
            plant_bought: Callable[[GameState, int], None] | None = None,
            plant_discarded: Callable[[GameState, int, Any], None] | None = None,
            # What `seat` alone has seen (hidden.py's sight rules), by the name his view gives it:
            # {name: (pile, index)}; {} for None (the table) and for a seat that has seen nothing. Without: {}.
            sights: Callable[[GameState, int | None], dict[str, tuple[Pile, int]]] | None = None,
            # Its cards on the table, for the view (`promo`): None when it brings nothing to show.
            public_view: Callable[[GameState, Rules], PromoView | None] | None = None) -> None:
        self.decisions, self.current, self.set_up, self.deck_cards = decisions, current, set_up, deck_cards
        self.takes_card, self.plant_drawn, self.owed_draws, self.settle = takes_card, plant_drawn, owed_draws, settle
        self.hold, self.take_held, self.after_ranking = hold, take_held, after_ranking
        self.plant_bought, self.plant_discarded = plant_bought, plant_discarded
        self.sights, self.public_view = sights, public_view


BASE_GAME = Expansion()     # no expansion: no hook


def expansion_cards(rules: Rules) -> list[Card]:
    """The cards the expansion in play deals into the deck itself (`Expansion.deck_cards`)."""
    own = rules.expansion.deck_cards
    return own(rules) if own is not None else []
