"""What one redraw reads: the engine's read model and answers, asked once by the controller and
handed to pure renderers (no renderer receives the Game).

A Frame holds the public view (game.view()), the decision in it, the legal actions, the private
view of the player holding the tablet (game.view(seat), only when he holds it), the actions
taken (for the words of Undo), how far Undo goes and who plays each seat (a person or a
computer). Each decision room (decisions/) may add
the engine's answers its screen needs (its `answers` function), asked once per redraw too.
Renderers read a Frame wherever they read a game before: common.table(frame) is its view.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from powergrid import Game

from ..common import remember

if TYPE_CHECKING:
    from powergrid.action_schema import LegalAction
    from powergrid.view_schema import DecisionView, GameView, PlayerView, SeatView


@dataclass(frozen=True, eq=False)
class Frame:
    view: GameView | SeatView       # the read model: public, plus the holder's private part
    legal: list[LegalAction]        # game.legal_actions() of the decision (empty when over)
    actions: list[dict[str, Any]]   # the actions taken so far (read only: Undo's words)
    undo_depth: int | None          # how many actions Undo takes back (None: unavailable)
    kinds: tuple[str, ...] = ()     # each seat's kind, "person" or a computer's level (seatmark.py)

    @property
    def decision(self) -> DecisionView | None:
        return self.view["decision"]

    @property
    def private(self) -> dict[str, Any] | None:
        """What only the tablet's holder may see, or None."""
        private = self.view.get("private")
        return private if isinstance(private, dict) else None

    def player(self, seat: int) -> PlayerView:
        return self.view["players"][seat]


def read(game: Game, holder: int | None, undo_depth: int | None, kinds: Sequence[str] = ()) -> Frame:
    """The frame of one redraw: one view - game.view(holder) when `holder` holds the tablet for his
    own decision (the public view and his private part), else game.view() - and the legal actions.
    Inside common.one_view, so the aids asking table(game) read this same view."""
    view = game.view(holder) if holder is not None else game.view()
    remember(game, view)
    legal = game.legal_actions() if view["decision"] is not None else []
    return Frame(view, legal, game.actions, undo_depth, tuple(kinds))
