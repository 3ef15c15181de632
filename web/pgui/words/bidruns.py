"""Computers' bidding runs, summed up: the log and the live region tell a ladder of raises between
computers as one line ("Computer 2 and Computer 3 raised plant 5 from 5 to 19 Elektro in 14 bids;
Computer 3 won it") instead of one line per raise.

A run is a stretch of a plant auction (the engine's events `auction_opened`, `bid`,
`auction_passed`, `auction_cannot_raise`, `plant_bought`) in which only computer seats act: it
starts with a computer's raise and takes in the computers' raises, passes and drop-outs after it.
The lot's sale ends it and is told in the summary ("won it"). Any event of a person ends it
before that event (a person who raises in the middle splits the auction: each computer-only
stretch is summed up, the person's own moves stay lines of their own), and so does any other
event. A stretch with a single raise is no ladder: its events stay lines as they are.

Everything is read off the event log (who raised, each bid, the plant opened, who bought it);
which seats are computers is the page's own knowledge. With `each_raise` (a pace that shows and
speaks every raise) the lines stay and the summary comes after them.

Plants removed one after the other because nobody bought a plant (two on Baden-Württemberg, BW-3)
are told in one entry too: "Nobody bought a plant: 2 plants leave the game (5, 6)".
"""
from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from powergrid.state_schema import Card

BIDDING = ("bid", "auction_passed", "auction_cannot_raise")   # the moves inside an auction
SUMMARY = "bid_run"                                           # the kind of a summary entry
NO_PURCHASE = "no_purchase"     # the reason of a plant removed because nobody bought (BASE-AUCTION-17)
# One entry of the log as the page reads it: an engine's event (the view's log, powergrid's
# event_schema.Event, a union of many kinds read here by their common keys) or a summary made here.
Entry = Mapping[str, Any]


class Item(NamedTuple):
    """One entry of the log as the page tells it: a log event, or a run's summary."""
    start: int          # the first log index it tells
    end: int            # one past the last
    event: Entry        # the log event, or the summary: {"e": "bid_run", "round", "plant", "raisers"
                        # (seats, by first raise), "from", "to" (the bids), "bids" (raises), "winner"}
    running: bool       # part of a run not ended yet (more raises may join it)


def auction_start(log: Sequence[Entry], index: int) -> int:
    """`index`, or earlier when it falls inside a plant auction: the auction's opening, so that
    grouping from there knows the plant and the standing bid."""
    while 0 < index < len(log) and log[index].get("e") in BIDDING:
        index -= 1
    return index


def log_items(log: Sequence[Entry], computers: Collection[int], start: int = 0,
              each_raise: bool = False) -> list[Item]:
    """The entries of log[start:] (start at an auction's opening or outside an auction:
    auction_start), oldest first."""
    items: list[Item] = []
    plant: Card | None = None         # the plant auction going on
    price: int | None = None          # and its standing bid
    run: list[int] = []               # the indices of the run going on
    since: int | None = None                     # the standing bid before the run
    for i in range(start, len(log)):
        e = log[i]
        kind, who = e.get("e"), e.get("player")
        if run:
            if kind in BIDDING and who in computers:
                run.append(i)
                price = e["bid"] if kind == "bid" else price
                continue
            sold = kind == "plant_bought"
            _close(items, log, run, since, price, plant, i if sold else None, each_raise)
            run = []
            if sold:
                plant = None
                continue
        if kind == "auction_opened":
            plant, price = e.get("plant"), e.get("bid")
        elif kind == "bid" and plant is not None:
            if who in computers:
                run, since = [i], price
                price = e["bid"]
                continue
            price = e["bid"]
        elif kind not in BIDDING:
            plant = None              # the lot is over (sold, or an asset auction's bids follow)
        if _joins_removals(items, e, i):
            continue
        items.append(Item(i, i + 1, e, False))
    if run:
        _close(items, log, run, since, price, plant, None, each_raise, running=True)
    return items


def _no_purchase_removal(e: Entry) -> bool:
    return e.get("e") == "plant_removed" and e.get("reason") == NO_PURCHASE


def _joins_removals(items: list[Item], e: Entry, i: int) -> bool:
    """Plants removed one after the other because nobody bought (BW-3 removes two) are one entry,
    {"e": "plant_removed", "reason": "no_purchase", "plants": [...]}: True when `e` joined the
    entry before it."""
    if not (_no_purchase_removal(e) and items and items[-1].end == i and _no_purchase_removal(items[-1].event)):
        return False
    last = items[-1]
    plants = last.event.get("plants") or [last.event["plant"]]
    items[-1] = Item(last.start, i + 1, dict(last.event, plants=plants + [e["plant"]]), False)
    return True


def _close(items: list[Item], log: Sequence[Entry], run: list[int], since: int | None, price: int | None,
           plant: Card | None, sale: int | None, each_raise: bool, running: bool = False) -> None:
    """The run `run` (log indices) has ended, at the lot's `sale` (its index) or before the next
    event; or, `running`, it goes on at the end of the log (summed up so far, without a winner)."""
    raises = [log[i] for i in run if log[i].get("e") == "bid"]
    told = run + ([sale] if sale is not None else [])
    if len(raises) < 2 or each_raise:
        items.extend(Item(i, i + 1, log[i], running and not each_raise) for i in told)
        if len(raises) < 2 or running:
            return
    raisers = list(dict.fromkeys(e["player"] for e in raises))
    summary: dict[str, Any] = {"e": SUMMARY, "round": log[run[0]].get("round"), "plant": plant, "raisers": raisers,
               "from": since, "to": price, "bids": len(raises)}
    if sale is not None:
        summary["winner"] = log[sale].get("player")
    end = told[-1] + 1
    items.append(Item(end if each_raise else run[0], end, summary, running))


def said_upto(items: list[Item], log_length: int, computer_turn: bool) -> int:
    """How far the log is told to the live region: all of it, except a run still going on while a
    computer is to play (it is said once it ends, or once a person is to play)."""
    if computer_turn:
        for item in items:
            if item.running:
                return item.start
    return log_length
