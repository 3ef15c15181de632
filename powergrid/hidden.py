"""The one model of hidden information (AMB-80, AMB-82): which cards of the deck and the box a
seat has not seen, and what one seat has seen that the others have not.

It is made of zone rules, each a slice of a pile (state key, start, stop[, group]) whose cards
a seat does not know:
  - the box: the plants removed face down at set-up head it (BASE-SETUP-13), as many as the
    plant-market strategy's `face_down_removed`;
  - the deck: the strategy's `deck_zones` (the base game: the shuffled part between plant 13
    on top and the Step 3 card, below which the plants put under the deck lie in known order;
    China: its bands whose order is unknown);
and of sight rules, the cards one seat has seen and the others have not, which take those cards
out of his zones: an expansion declares them (Expansion.sights; the base game has none).
The view (the deck, the box's face-up cards, a seat's private part), `Game.public_deck`, the
observations of the computer players and `Game.resample_hidden` all read `hidden_zones` and
`private`, so a variant that hides or shows other cards adds a rule here or in its strategy.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple, Union

from .state_schema import Card, GameState

if TYPE_CHECKING:
    from .rules import Rules

Pile = Literal["deck", "box"]


class Zone(NamedTuple):
    key: Pile
    start: int
    stop: int
    group: Union[int, str] = 0      # the cards of one group are redealt among its zones


def sights(state: GameState, rules: Rules, seat: int | None) -> dict[str, tuple[Pile, int]]:
    """What `seat` alone has seen, by the name the view gives it: (pile, index). The base game
    has no such card; an expansion declares its own (Expansion.sights)."""
    own = rules.expansion.sights
    return own(state, seat) if own is not None else {}


def every_seat_sights(state: GameState, rules: Rules) -> list[dict[str, tuple[Pile, int]]]:
    """Per seat, what he alone has seen: a change of it reveals a card to someone."""
    return [sights(state, rules, seat) for seat in range(len(state["players"]))]


def _box_zones(state: GameState, rules: Rules) -> list[Zone]:
    down = min(rules.plant_market.face_down_removed(rules), len(state["box"]))
    return [Zone("box", 0, down)] if down else []


def _without(zones: list[Zone], key: Pile, index: int) -> list[Zone]:
    out = []
    for z in zones:
        if z.key != key or not z.start <= index < z.stop:
            out.append(z)
            continue
        if z.start < index:
            out.append(z._replace(stop=index))
        out.append(z._replace(start=index + 1))   # (may be empty, as a zone of an empty slice is)
    return out


def hidden_zones(state: GameState, rules: Rules, seat: int | None = None) -> list[Zone]:
    """Where the cards `seat` has not seen lie (None: what no player has seen, the table's
    view): the zone rules above, less the seat's sights."""
    zones = _box_zones(state, rules) + [Zone(*z) for z in rules.plant_market.deck_zones(state, rules)]
    for key, index in sights(state, rules, seat).values():
        zones = _without(zones, key, index)
    return zones


def private(state: GameState, rules: Rules, seat: int) -> dict[str, Card | None]:
    """The cards only `seat` has seen, by name: `{"top_card": ...}` for the spy, else `{}`."""
    return {name: (state[key][i] if i < len(state[key]) else None)
            for name, (key, i) in sights(state, rules, seat).items()}


def unseen(state: GameState, key: Pile, zones: list[Zone]) -> list[bool]:
    """Per card of a pile, whether it lies in one of `zones`."""
    out = [False] * len(state[key])
    for z in zones:
        if z.key == key:
            out[z.start:z.stop] = [True] * max(z.stop - z.start, 0)
    return out


def shown(state: GameState, rules: Rules, key: Pile) -> list[Card]:
    """The cards of a pile every player knows, in order (the unseen ones left out)."""
    return [c for c, down in zip(state[key], unseen(state, key, hidden_zones(state, rules))) if not down]
