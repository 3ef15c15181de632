"""Questions a player asks about his own seat and the board, for the computer players.

A bot reads the game only through an Observation (or a Game it imagined for search), never
through engine helpers on a raw state; these answers are that part of the Game's questions,
so `observation.storage(seat)` and `game.storage(seat)` say the same.
"""
from __future__ import annotations

from typing import Any

from . import promo_state
from .checks import whole_number
from .data import Plant
from .errors import IllegalAction
from .phase3_resources import discounts
from .phase4_build import no_such_city, slot_price
from .rules import Rules
from .state_schema import GameState


class SeatQuestions:
    """A mixin of Game (its `state` and `rules`)."""
    state: GameState

    @property
    def rules(self) -> Rules:
        raise NotImplementedError

    def _seat(self, seat: Any) -> int:
        """`seat` if it names a player, else IllegalAction (every question about a seat asks it)."""
        # A plain int that names a player is what the checks below would give back: no call for
        # it (the bots ask with their own seat at every quote and plan). The questions the bots'
        # look-ahead asks of every position it reads (city_count, storage, warehouse_spaces,
        # plants_as_run, discounts) make that test themselves before calling: there the call
        # cost more than the rest of the question.
        if type(seat) is int and 0 <= seat < len(self.state["players"]):
            return seat
        seat = whole_number(seat, "the player")
        if seat >= len(self.state["players"]):
            raise IllegalAction(f"there is no player {seat}")
        return seat

    def storage(self, seat: int) -> tuple[Any, ...]:
        """Everything `seat` can store tokens in, as token_storage.fits reads it: his plants and the
        Warehouse (PROMO-WARE-2/3)."""
        if type(seat) is not int or not 0 <= seat < len(self.state["players"]):     # (see _seat)
            seat = self._seat(seat)
        return promo_state.containers(self.state, self.rules, seat)

    def warehouse_spaces(self, seat: int) -> int:
        """The spaces of the Warehouse if `seat` owns it, else 0 (PROMO-WARE-2)."""
        if type(seat) is not int or not 0 <= seat < len(self.state["players"]):     # (see _seat)
            seat = self._seat(seat)
        return sum(n for _, n in promo_state.warehouse_container(self.state, seat))

    def plants_as_run(self, seat: int) -> list[Plant]:
        """`seat`'s plant cards as the engine runs them: the Transformer's plant powers one more
        city (PROMO-TRANS-3)."""
        if type(seat) is not int or not 0 <= seat < len(self.state["players"]):     # (see _seat)
            seat = self._seat(seat)
        return promo_state.plant_objects(self.state, self.rules, seat, self.state["players"][seat]["plants"])

    def discounts(self, seat: int) -> dict[str, int]:
        """Elektro off each token, by resource type, that `seat`'s cities give him (CE-4: a house
        in Wien takes 1 off each garbage token); {} on maps without such a city."""
        if type(seat) is not int or not 0 <= seat < len(self.state["players"]):     # (see _seat)
            seat = self._seat(seat)
        return discounts(self.state, self.rules, seat)

    def house_price(self, city: str) -> int | None:
        """The price of the next house in `city` in this Step, or None when it has no free place
        (BASE-BUILD-3/4; a city with slots of its own, BW-5); IllegalAction for a city that is not
        on the map."""
        rules = self.rules
        if type(city) is not str or city not in rules.map.region_of:
            raise no_such_city(rules.map, city)
        return slot_price(self.state, city, rules.declared.city_slots)
