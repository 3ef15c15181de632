"""What one seat may know, and the questions it may ask: the input of a computer player.

A bot never receives the Game. `game.observation(seat)` gives it:
  state       the public state, in the shape of the game state (hidden cards left out; see
              `public_state`): what the bots read
  view        the seat's view as the page shows it (`Game.view(seat)`, with the event log)
  decision(), legal_actions(), quote(), purchase_limits(), build_preview(), build_plan(),
  best_powering(), power_quote(), current_market(), future_market(), market_slots(), ...
              the questions powergrid.contract declares for a computer player, answered
              by a private copy of the game whose hidden cards are put in a canonical order
              and whose random source is a fixed one, so no answer depends on them
  determinize(rnd)
              a Game (a clone) consistent with everything the seat has seen: the hidden cards
              dealt at random by `rnd` (a random.Random), a fresh random source for the shuffles
              to come. Search plays on it.
Two games that differ only in cards the seat has not seen give equal observations (AMB-80).
"""
from __future__ import annotations

from typing import Any

from .contract import OBSERVATION_QUESTIONS
from .frozen import freeze
from .hidden import hidden_zones, unseen
from .randomness import SeededRandom
from .state_copy import copy_state
from .state_schema import BY_NAME, MASKED, NO_LOG, NOBODY, ZONES

# The random source of an observation's private copy: a constant, so that nothing depends
# on the real game's seed.
_FIXED_SOURCE = SeededRandom("observation")


def public_state(game, seat: int) -> dict:
    """The game state with what `seat` has not seen removed, key by key as the state's
    declaration says (state_schema.STATE):

    what nobody sees is dropped (the random source's counter, the seed of the options), so is
    what a search copy does not keep (the event log: the view of the page carries it); a pile
    seen by zones (hidden.py) shows the cards the seat has not seen as None in place (the
    deck) or leaves them out and counts them (the box: `box_face_down`).

    It is the caller's own data: built from a search copy, it shares with the game only what
    is read-only, so a write into it changes neither the game nor its observations.
    """
    s: Any = copy_state(game.state)        # (read as plain data, key by key)
    zones = hidden_zones(s, game.rules, seat)
    out: dict = {}
    for key, value in s.items():
        declared = BY_NAME[key]
        if declared.seen == NOBODY or declared.copy is NO_LOG:
            continue
        if declared.seen == ZONES:
            down = unseen(s, key, zones)
            if declared.hidden_as == MASKED:
                out[key] = [None if h else c for c, h in zip(value, down)]
            else:
                out[key] = [c for c, h in zip(value, down) if not h]
                out[f"{key}_face_down"] = sum(down)
        elif declared.secret:           # read-only, as the value it is cut from
            out[key] = freeze({k: v for k, v in value.items() if k not in declared.secret})
        else:
            out[key] = value
    return out


class Observation:
    """One seat's knowledge of a game (see the module docstring)."""

    def __init__(self, game, seat: int):
        self.seat = seat
        g = game.clone(rng=_FIXED_SOURCE)
        g.resample_hidden(None, seat)
        g.state["rng_calls"] = 0
        # Built from the private copy, so the observation stays as it was when the game moves on.
        self.state = public_state(g, seat)
        # The page's read model of the same knowledge (Game.view: public, plus what only this
        # seat may know, with the event log); the bots themselves read `state`.
        self.view = game.view(seat)
        g.state["options"] = self.state["options"]
        self._game = g

    # ---- the questions a player may ask ----------------------------------------------
    @property
    def rules(self):
        """The fixed rules of the game (public: map, plants, tables)."""
        return self._game.rules

    @property
    def over(self) -> bool:
        return self._game.over

    def __getattr__(self, name):
        """The questions of the Game declared for a computer player (powergrid.contract:
        decision, legal_actions, quote, build_plan, storage, house_price, ...), answered by the
        private copy. Nothing else: a Game method no declaration names is not passed on."""
        if name in OBSERVATION_QUESTIONS:
            return getattr(self._game, name)
        raise AttributeError(f"an observation answers no question {name!r} (powergrid/contract.py)")

    def __dir__(self):
        return sorted(set(super().__dir__()) | OBSERVATION_QUESTIONS)

    def is_legal(self, action) -> bool:
        """Would the engine accept this action now? (Tried on a copy; legality never depends on
        cards nobody has seen, so the private copy answers for the real game.)"""
        from .errors import IllegalAction
        try:
            self._game.clone().apply(action)
        except IllegalAction:
            return False
        return True

    # ---- search --------------------------------------------------------------------
    def determinize(self, rnd):
        """A Game consistent with what this seat has seen; `rnd` (random.Random) deals the hidden cards."""
        g = self._game.clone(rng=SeededRandom(rnd.getrandbits(64)))
        g.resample_hidden(rnd, self.seat)
        return g
