"""A bidder the rules bar from an auction, told where it binds (CE-3: a nuclear plant only for a
player with a city in the Czech Republic, Slovakia or Hungary). The engine drops him from the
auction at once (event auction_barred); the page says so on his own screen at his next decision
and to everyone in that auction's panel, each time with the engine's own refusal of his
acquiring the plant (game.acquire_refusal), never with a rule restated here."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from powergrid import Game

from ..common import Drawn, plant_label
from ..h import Markup, esc
from ..i18n import t, tx
from ..screens.seatmark import marked_name
from ..screens.toasts import ACTION_EVENTS
from ..words.bidruns import Entry
from ..words.refusals import refusal_text

if TYPE_CHECKING:
    from powergrid.state_schema import Card

# A bidder barred from an auction: (his seat, the plant, the engine's refusal of his acquiring it).
Barred = tuple[int, "Card", dict[str, Any]]

BARRED = "auction_barred"


def _since_own_action(log: Sequence[Entry], seat: int) -> Sequence[Entry]:
    """The events after `seat`'s last action (all of them if he has not acted yet)."""
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("e") in ACTION_EVENTS and log[i].get("player") == seat:
            return log[i + 1:]
    return log


def _in_running_lot(log: Sequence[Entry]) -> Sequence[Entry]:
    """The events since the running auction was opened."""
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("e") == "auction_opened":
            return log[i:]
    return []


def _with_reasons(game: Game, events: Sequence[Entry]) -> list[Barred]:
    """[(seat, plant, refusal)] of the barred events, each with the engine's refusal now."""
    out: list[Barred] = []
    for e in events:
        if e.get("e") == BARRED:
            refusal = game.acquire_refusal(e["player"], e["plant"])
            if refusal is not None:
                out.append((e["player"], e["plant"], refusal))
    return out


def told_to(game: Game, f: Drawn, seat: int) -> list[Barred]:
    """The auctions `seat` was barred from since his last action, with the reasons."""
    return [b for b in _with_reasons(game, _since_own_action(f.view["log"], seat)) if b[0] == seat]


def in_this_lot(game: Game, f: Drawn) -> list[Barred]:
    """The bidders barred from the running auction, with the reasons."""
    return _with_reasons(game, _in_running_lot(f.view["log"]))


def _reason(lang: str, refusal: Mapping[str, Any]) -> str:
    return refusal_text(lang, refusal["code"], refusal["params"], refusal["reason"])


def render_own(barred: Sequence[Barred], lang: str) -> Markup:
    """On the barred player's screen: "You are out of the auction for plant 34. <why>"."""
    return Markup("".join(
        f'<p class="notice barred" role="status">'
        f'{esc(t(lang, "auction.barred_you", plant=plant_label(plant), reason=_reason(lang, refusal)))}</p>'
        for _, plant, refusal in barred))


def render_lot(f: Drawn, barred: Sequence[Barred], lang: str, colors: Sequence[str]) -> Markup:
    """In the auction's panel: "Dora is out of this auction. <why>" for each barred bidder."""
    lines = (tx(lang, "auction.barred", player=marked_name(f, seat, colors, f.kinds, lang),
                reason=_reason(lang, refusal)) for seat, _, refusal in barred)
    return Markup("".join(f'<p class="note barred">{line}</p>' for line in lines))
