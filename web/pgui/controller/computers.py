"""Computer seats in the page: who plays by himself, and one computer decision at a time.

The bots are the engine's (`powergrid.bots.make_bot`); this module only asks the bot of the
seat whose decision it is, through the seat's observation (a bot never sees the Game), and
lets the page think in slices so the browser stays responsive between them.
"""
from __future__ import annotations

from collections.abc import Sized
from typing import TYPE_CHECKING, Any, Protocol

from powergrid import Game, make_bot

from ..storage.saves import MAX_PACE_MS, PACE_MS   # the default pace, and the slowest one a setting may ask
from ..storage.saves import Seats

if TYPE_CHECKING:
    from powergrid.view_schema import DecisionView

COMPUTER_KINDS = ("easy", "normal", "hard")
RUN_SHARE = 4          # inside a bidding run between computers, the pause is this share of the pace
SLICE_MS = 20          # one slice of the hard bot's thinking (at least one look-ahead game), then a yield


def faster(pace_ms: int) -> int:
    """The next pause after a tap on "faster": halved, then none."""
    return pace_ms // 2 if pace_ms > 200 else 0


def slower(pace_ms: int) -> int:
    """The next pause after a tap on "slower": doubled (from none, a short one), at most MAX_PACE_MS."""
    return min(MAX_PACE_MS, max(200, pace_ms * 2))


def every_move_told(pace_ms: int) -> bool:
    """A pace slower than the default is for players who follow every move: each raise of a
    computers' bidding run is shown and said (words/bidruns.py, each_raise), at the full pace."""
    return pace_ms > PACE_MS


def is_computer(seats: Seats, seat: int) -> bool:
    return 0 <= seat < len(seats) and seats[seat].get("kind") in COMPUTER_KINDS


def computer_seats(seats: Seats) -> frozenset[int]:
    return frozenset(seat for seat in range(len(seats)) if is_computer(seats, seat))


def in_bidding_run(game: Game, seats: Seats) -> bool:
    """A computer is to bid on a plant just raised by a computer: the next step of a run of raises
    between computers, which the log sums up in one line (words/bidruns.py). The run's first
    raise comes at the full pace; then the raises follow one another quicker."""
    d = game.decision()
    if d is None or d["kind"] != "bid" or not is_computer(seats, d["player"]):
        return False
    actions = game.actions
    return bool(actions) and actions[-1]["type"] == "bid" and is_computer(seats, actions[-1]["player"])


def pause(pace_ms: int, game: Game, seats: Seats) -> int:
    """The pause before the computer's action at the pace `pace_ms`: shorter inside a bidding run
    between computers. A hard computer thinks as long as it needs besides (the page counts its
    thinking into the pause), so a run it takes part in goes no quicker than its thinking."""
    quick = in_bidding_run(game, seats) and not every_move_told(pace_ms)
    return pace_ms // RUN_SHARE if quick else pace_ms


def computer_seat(game: Game, seats: Seats) -> int | None:
    """The seat of the computer whose decision it is, or None (a person's, or the game is over)."""
    d = game.decision()
    if d is None or not is_computer(seats, d["player"]):
        return None
    return d["player"]


def bot_seed(seat: int, turn: int) -> int:
    # One seed per seat and action number: the same decision gets the same answer after a
    # reload, so saving in the middle of a computer's turn and resuming plays the same game.
    return seat * 1_000_003 + turn


class Asked(Protocol):
    """The observation a computer decides from."""
    def decision(self) -> DecisionView | None: ...


class Thinking(Protocol):
    """A decision the hard computer thinks about slice by slice (the engine's search)."""
    @property
    def action(self) -> dict[str, Any] | None: ...
    @property
    def obs(self) -> Asked: ...
    @property
    def candidates(self) -> Sized: ...
    @property
    def playouts(self) -> int: ...
    @property
    def elapsed(self) -> float: ...
    def step(self, slice_ms: float = ...) -> bool: ...


class Move:
    """The decision of one computer seat, thought about slice by slice."""

    def __init__(self, game: Game, seats: Seats, seat: int) -> None:
        self.seat = seat
        self.turn = len(game.actions)
        kind = seats[seat]["kind"]
        bot = make_bot(kind, seed=bot_seed(seat, self.turn))
        obs = game.observation(seat)
        self.action: dict[str, Any] | None = None
        self._thinking: Thinking | None = None
        if hasattr(bot, "think"):         # the hard level searches, in slices
            self._thinking = bot.think(obs)
        else:
            self.action = bot.act(obs)

    def step(self, slice_ms: float = SLICE_MS) -> bool:
        """Think for about slice_ms; True once `action` is chosen."""
        if self.action is not None:
            return True
        thinking = self._thinking
        if thinking is not None and thinking.step(slice_ms) and thinking.action is not None:
            self.action = dict(thinking.action)
            return True
        return False

    def searched(self) -> dict[str, Any] | None:
        """How the hard bot weighed this decision: its kind, the candidates it compared (a search
        only with two or more), the look-ahead games and the time spent inside its slices (ms).
        None for the levels that do not search. The page times each decision with it."""
        thinking = self._thinking
        if thinking is None:
            return None
        d = thinking.obs.decision()
        return {"kind": d["kind"] if d else None, "candidates": len(thinking.candidates),
                "playouts": thinking.playouts, "slices_ms": thinking.elapsed * 1000}

    def fits(self, game: Game) -> bool:
        """Still the decision it was started for (no undo, load or other game since)."""
        d = game.decision()
        return d is not None and d["player"] == self.seat and len(game.actions) == self.turn


def undo_back(game: Game, seats: Seats) -> int:
    """How many actions an Undo takes back: the last person's decision and the computers' actions
    after it (1 at a table of people). One more than the log holds when no person has acted yet,
    so the engine answers "undo_nothing" for it (`game.undo_refusal(undo_back(...))`)."""
    actions = game.actions
    return next((k for k in range(1, len(actions) + 1) if not is_computer(seats, actions[-k]["player"])),
                len(actions) + 1)
