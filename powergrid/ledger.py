"""The money ledger: each player's money, houses and powered cities at the end of every round,
and every payment by its cause, derived from the event log (`Game.view()["ledger"]`).

Every Elektro that changes hands is logged with its amount: a plant bought (`plant_bought`,
BASE-AUCTION-10), an asset card won (`asset_won`, PROMO-GEN-4), resources bought
(`resources_bought`, BASE-RES), cities built (`cities_built`, BASE-BUILD) and income
(`powered`, BASE-BUREAU-4); everyone starts with START_MONEY (BASE-SETUP-3). So the ledger
needs nothing the log does not hold: a clone for search, which keeps no log, carries none
of it, and the engine does no extra work while it plays.
"""
from __future__ import annotations

from typing import Any

from .data import START_MONEY
from .frozen import freeze

CAUSES = ("plants", "assets", "resources", "houses", "income")
# event kind -> (cause, the field holding the amount, the sign of the move for the player)
_MOVES = {"plant_bought": ("plants", "price", -1), "asset_won": ("assets", "price", -1),
          "resources_bought": ("resources", "cost", -1), "cities_built": ("houses", "cost", -1),
          "powered": ("income", "income", 1)}
LUNA_PARK = "park"          # its house counts as a connected city (PROMO-PARK-3, AMB-73)


class Ledger:
    """The ledger of one game's log, kept up to date a few events at a time: the log only grows
    between two views, so only the new events are read. A rebuilt state (undo, load) has a new
    log list, and the ledger starts again. The rows of finished rounds are copied once and
    shared between views, read-only as the log's events are (view.LogCopies), so that no caller
    changes what the next view reads; the running round's row and the totals are copied for each
    view."""

    def __init__(self) -> None:
        self.source: list[dict[str, Any]] | None = None
        self.read = 0

    def _reset(self, log: list[dict[str, Any]], players: int) -> None:
        self.source, self.read = log, 0
        self._money = [START_MONEY] * players
        self._houses = [0] * players
        self._totals = {c: [0] * players for c in CAUSES}
        self._done: list[dict[str, Any]] = []       # finished rounds, as handed out: read-only, shared
        self._row: dict[str, Any] | None = None     # the running round

    def _start_round(self, number: int, players: int) -> None:
        if self._row is not None:
            self._done.append(freeze(self._row))
        self._row = {"round": number, "moves": {c: [0] * players for c in CAUSES},
                     "money": list(self._money), "houses": list(self._houses), "powered": [0] * players}

    def of(self, log: list[dict[str, Any]], players: int) -> dict[str, Any]:
        """{"causes", "start", "rounds": [{"round", "moves": {cause: [per seat]}, "money",
        "houses", "powered"}], "totals": {cause: [per seat]}} as plain JSON."""
        if log is not self.source or self.read > len(log):
            self._reset(log, players)
        for e in log[self.read:]:
            kind = e["e"]
            if kind == "round_started" or kind == "game_started":
                self._start_round(e["round"], players)
                continue
            move = _MOVES.get(kind)
            if move is None:
                continue
            if self._row is None or self._row["round"] != e["round"]:
                self._start_round(e["round"], players)
            row = self._row
            assert row is not None          # (started just above)
            seat = e["player"]
            cause, field, sign = move
            amount = sign * e[field]
            self._money[seat] += amount
            self._totals[cause][seat] += amount
            row["moves"][cause][seat] += amount
            row["money"][seat] = self._money[seat]
            if kind == "cities_built":
                self._houses[seat] += len(e["cities"])
            elif kind == "asset_won" and e["card"] == LUNA_PARK:
                self._houses[seat] += 1
            elif kind == "powered":
                row["powered"][seat] = e["cities"]
            row["houses"][seat] = self._houses[seat]
        self.read = len(log)
        rounds = self._done + ([_copy_row(self._row)] if self._row is not None else [])
        return {"causes": list(CAUSES), "start": [START_MONEY] * players, "rounds": rounds,
                "totals": {c: list(v) for c, v in self._totals.items()}}


def _copy_row(row: dict[str, Any]) -> dict[str, Any]:
    return {"round": row["round"], "moves": {c: list(v) for c, v in row["moves"].items()},
            "money": list(row["money"]), "houses": list(row["houses"]), "powered": list(row["powered"])}
