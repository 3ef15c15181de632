"""What one seat may know, and the questions it may ask: the input of a computer player.

A bot never receives the Game. `game.observation(seat)` gives it:
  view        the seat's view, the read model the page reads too (`Game.view(seat)`: the table,
              what only this seat may know, the event log): what the bots read of the game
  decision(), legal_actions(), quote(), purchase_limits(), build_preview(), build_plan(),
  best_powering(), power_quote(), current_market(), future_market(), market_slots(), ...
              the questions powergrid.contract declares for a computer player (an allow-list:
              a Game method no declaration names is not passed on), answered by a private copy
              of the game whose hidden cards are put in a canonical order and whose random
              source is a fixed one, so no answer depends on them
  determinize(rnd)
              a Game (a clone) consistent with everything the seat has seen: the hidden cards
              dealt at random by `rnd` (a random.Random), a fresh random source for the shuffles
              to come. Search plays on it.
Two games that differ only in cards the seat has not seen give equal observations (AMB-80).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, cast

from .contract import OBSERVATION_QUESTIONS
from .errors import IllegalAction
from .frozen import freeze
from .randomness import SeededRandom
from .state_schema import BY_NAME

if TYPE_CHECKING:
    from .game import Game
    from .rules import Rules
    from .view_schema import SeatView

# The random source of an observation's private copy: a constant, so that nothing depends
# on the real game's seed.
_FIXED_SOURCE = SeededRandom("observation")


class Observation:
    """One seat's knowledge of a game (see the module docstring)."""

    def __init__(self, game: Game, seat: int):
        self.seat = seat
        # Built from the real game as the page builds it; a fresh copy (its events read-only),
        # so the observation stays as it was when the game moves on.
        self.view = cast("SeatView", game.view(seat))     # (a view with its seat)
        g = game.clone(rng=_FIXED_SOURCE)
        g.resample_hidden(None, seat)
        # What nobody sees leaves the private copy too (the random source's counter, the seed
        # of the options), so that neither the answers nor a determinized world carry it.
        g.state["rng_calls"] = 0
        options = g.state["options"]
        g.state["options"] = freeze({k: v for k, v in options.items() if k not in BY_NAME["options"].secret})
        self._game = g

    # ---- the questions a player may ask ----------------------------------------------
    @property
    def rules(self) -> Rules:
        """The fixed rules of the game (public: map, plants, tables)."""
        return self._game.rules

    @property
    def over(self) -> bool:
        return self._game.over

    def __getattr__(self, name: str) -> Any:
        """The questions of the Game declared for a computer player (powergrid.contract:
        decision, legal_actions, quote, build_plan, storage, house_price, ...), answered by the
        private copy. Nothing else: a Game method no declaration names is not passed on."""
        if name in OBSERVATION_QUESTIONS:
            return getattr(self._game, name)
        raise AttributeError(f"an observation answers no question {name!r} (powergrid/contract.py)")

    def __dir__(self) -> list[str]:
        return sorted(set(super().__dir__()) | OBSERVATION_QUESTIONS)

    def is_legal(self, action: Any) -> bool:
        """Would the engine accept this action now? (Tried on a copy; legality never depends on
        cards nobody has seen, so the private copy answers for the real game.)"""
        try:
            self._game.clone().apply(action)
        except IllegalAction:
            return False
        return True

    # ---- search --------------------------------------------------------------------
    def determinize(self, rnd: random.Random) -> Game:
        """A Game consistent with what this seat has seen; `rnd` (random.Random) deals the hidden cards."""
        g = self._game.clone(rng=SeededRandom(rnd.getrandbits(64)))
        g.resample_hidden(rnd, self.seat)
        return g
