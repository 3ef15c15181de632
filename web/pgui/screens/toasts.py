"""What just happened: the other players' actions since a player's own last decision.

Shown on the hand-over screen and, in open table mode, under the turn banner until the player
acts. Read from the game's log (each action leaves an event naming its player); a Step change
is its own highlighted line.
"""
from __future__ import annotations

from collections.abc import Sequence

from ..words.bidruns import Entry

ACTION_EVENTS = {"auction_opened", "bid", "auction_passed", "auction_cannot_raise", "phase_passed",
                 "plant_bought", "plant_discarded", "resources_bought", "resources_skipped",
                 "cities_built", "build_skipped", "powered"}
# the moves inside an auction: told only for the auction still running (its outcome, "buys plant
# 4 for 7", tells a finished one)
BIDDING = {"auction_opened", "bid", "auction_passed", "auction_cannot_raise"}
LOT_ENDS = {"plant_bought", "phase_passed"}
HIGHLIGHTS = {"step_started", "step3_drawn", "game_over"}
LIMIT = 5


def since_last_turn(log: Sequence[Entry], seat: int, limit: int = LIMIT) -> list[Entry]:
    """The events after `seat`'s last action event (or since the start): other players' actions
    and Step changes, oldest first, the last `limit` of them."""
    start = 0
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e.get("e") in ACTION_EVENTS and e.get("player") == seat:
            start = i + 1
            break
    lot_start = start
    for i in range(len(log) - 1, start - 1, -1):
        if log[i].get("e") in LOT_ENDS:
            lot_start = i + 1
            break
    picked = [e for i, e in enumerate(log[start:], start)
              if (e.get("e") in ACTION_EVENTS and e.get("player") != seat
                  and (e.get("e") not in BIDDING or i >= lot_start))
              or e.get("e") in HIGHLIGHTS]
    return picked[-limit:]
