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

from .data import START_MONEY

CAUSES = ("plants", "assets", "resources", "houses", "income")
# event kind -> (cause, the field holding the amount, the sign of the move for the player)
_MOVES = {"plant_bought": ("plants", "price", -1), "asset_won": ("assets", "price", -1),
          "resources_bought": ("resources", "cost", -1), "cities_built": ("houses", "cost", -1),
          "powered": ("income", "income", 1)}
LUNA_PARK = "park"          # its house counts as a connected city (PROMO-PARK-3, AMB-73)


class Ledger:
    """The ledger of one game's log, kept up to date a few events at a time: the log only grows
    between two views, so only the new events are read. A rebuilt state (undo, load) has a new
    log list, and the ledger starts again."""

    def __init__(self):
        self.source = None
        self.read = 0
        self.rounds: list = []

    def _reset(self, log: list, players: int) -> None:
        self.source, self.read, self.rounds = log, 0, []
        self._money = [START_MONEY] * players
        self._houses = [0] * players

    def _round(self, number: int, players: int) -> dict:
        if not self.rounds or self.rounds[-1]["round"] != number:
            self.rounds.append({"round": number, "moves": {c: [0] * players for c in CAUSES},
                                "money": list(self._money), "houses": list(self._houses),
                                "powered": [0] * players})
        return self.rounds[-1]

    def of(self, log: list, players: int) -> dict:
        """{"causes", "start", "rounds": [{"round", "moves": {cause: [per seat]}, "money",
        "houses", "powered"}], "totals": {cause: [per seat]}} as fresh plain JSON."""
        if log is not self.source or self.read > len(log):
            self._reset(log, players)
        for e in log[self.read:]:
            kind = e["e"]
            if kind == "round_started" or kind == "game_started":
                self._round(e["round"], players)
                continue
            move = _MOVES.get(kind)
            if move is None:
                continue
            row = self._round(e["round"], players)
            seat = e["player"]
            cause, field, sign = move
            amount = sign * e[field]
            self._money[seat] += amount
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
        rounds = [{"round": r["round"], "moves": {c: list(v) for c, v in r["moves"].items()},
                   "money": list(r["money"]), "houses": list(r["houses"]), "powered": list(r["powered"])}
                  for r in self.rounds]
        totals = {c: [sum(r["moves"][c][s] for r in rounds) for s in range(players)] for c in CAUSES}
        return {"causes": list(CAUSES), "start": [START_MONEY] * players, "rounds": rounds, "totals": totals}
