"""The decision rooms: one module per decision kind, and the table from kind to module.

Each room holds
    render(frame, answers, choice, lang, colors) -> Markup   the decision panel (pure: it reads the
                                                             frame the controller read once, never
                                                             the Game)
    answers(game, frame, choice) -> dict                     optional: the engine's answers the
                                                             panel needs, asked once per redraw
    TAPS = {action: handler(app, data)}                      its taps (False: nothing changed)
and its aids beside it (buyaid, planner, poweraid, charts). `choice` is what the player has
chosen so far (the App's choice in progress: plant, bid, cart, market, plan, power).

Two rooms are screens around the decisions: "handover" (a private table: the tablet changes
hands) and "over" (the final ranking). A variant's new decision kind is one more module and one
more row of ROOMS.
"""
from __future__ import annotations

from powergrid import Game

from ..common import Drawn
from . import asset, attach, bid, build, buy, choose, discard, handover, over, power
from .desk import Answers, Choice

ROOMS = {
    "choose": choose,       # phase 2: pick a plant to auction, or pass
    "bid": bid,             # phase 2: raise or pass on the lot
    "asset": asset,         # a promo card's auction (PROMO)
    "attach": attach,       # the Transformer goes on a plant (PROMO-TRANS)
    "discard": discard,     # a fourth plant: one goes
    "buy": buy,             # phase 3: resources
    "build": build,         # phase 4: cities
    "power": power,         # phase 5: plants to run
    "handover": handover,   # the tablet changes hands
    "over": over,           # the final ranking
}

# Every room's taps, for a tap that arrives after its decision has passed (the engine then
# says why it no longer applies, as for any stale tap).
ANY_TAPS = {action: handler for room in ROOMS.values() for action, handler in room.TAPS.items()}


def answers(kind: str, game: Game, frame: Drawn, choice: Choice) -> Answers:
    """The engine's answers room `kind` needs for this redraw ({} when it needs none)."""
    ask = getattr(ROOMS[kind], "answers", None)
    return ask(game, frame, choice) if ask is not None else {}
