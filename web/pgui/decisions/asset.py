"""Bid on a promo card up for auction (the asset auction, PROMO): the card, what it does, the
leader, who may bid and why not (the engine's `lot.bidders`), the raise with its engine bounds and
the plant auction's one-tap amounts."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..common import Drawn, player_name
from ..h import Markup, button, esc
from ..i18n import t, tx
from ..screens.promo_ui import promo_card
from . import bidding
from .desk import Answers, Choice, Tap
from .widgets import clamp, quick_bids, stepper

if TYPE_CHECKING:
    from powergrid.view_schema import AssetLotView


def banner(f: Drawn, lang: str) -> Markup:
    """"The Warehouse came up: auction, minimum 10" while an asset auction runs: the decision's
    heading (h2, as every decision's; the live region says the card came up, live.py)."""
    d, lot = f.decision, _lot(f)
    if not d or d["kind"] != "asset" or lot is None:
        return Markup("")
    card = t(lang, "promo.name." + lot["card"])
    return Markup(f'<h2 class="promo-banner">{esc(t(lang, "promo.banner", card=card, minimum=lot["minimum"]))}</h2>')


def _lot(f: Drawn) -> AssetLotView | None:
    """The asset auction running, or None."""
    promo = f.view["promo"]
    return promo["lot"] if promo else None


def render(f: Drawn, answers: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    lot = _lot(f)
    raise_ = next(a for a in f.legal if a["type"] == "bid")
    if lot is None:          # no asset auction running
        return Markup("")
    card = lot["card"]
    out = [banner(f, lang), f'<div class="lotcard">{promo_card(card, lang, cls="big")}'
           f'<p class="promo-desc">{esc(t(lang, "promo.desc." + card))}</p>']
    if lot["bid"] is not None and lot["leader"] is not None:
        leader = player_name(f, lot["leader"], colors)
        out.append(f'<p>{tx(lang, "promo.leading", bid=lot["bid"], leader=leader)}</p>')
    out.append(f'</div>{who_may_bid(f, lot, lang, colors)}')
    lo, hi = raise_["min"], raise_["max"]
    value = clamp(choice["bid"] if choice["bid"] is not None else lo, lo, hi)
    out.append(f'<div class="bidbox"><p>{esc(t(lang, "auction.range", min=lo, max=hi))}</p>'
               f'{quick_bids(lang, lo, hi, "raise")}{stepper(lang, value, lo, hi)}'
               f'{button(t(lang, "promo.bid", bid=value), "raise", cls="primary", bid=value)}</div>'
               f'<div class="actions">{button(t(lang, "auction.pass_lot"), "pass")}</div>')
    return Markup("".join(out))


def who_may_bid(f: Drawn, lot: AssetLotView, lang: str, colors: Sequence[str]) -> Markup:
    """One line per player: may bid (from how much), or why not, as the engine answers it
    (AMB-46: the Transformer needs a plant; PROMO-GEN-10: the money to meet the bid)."""
    rows = []
    for row in lot["bidders"]:
        seat = row["seat"]
        reason = row["reason"] or "may"
        said = tx(lang, "table.bidder." + reason, need=row["need"], bid=lot["bid"],
                  money=f.player(seat)["money"], card=t(lang, "promo.name." + lot["card"]))
        rows.append(f'<li class="bidder bidder-{esc(reason)}" data-seat="{seat}">'
                    f'{player_name(f, seat, colors)}: {said}</li>')
    return Markup(f'<ul class="asset-bidders" aria-label="{esc(t(lang, "table.bidders"))}">{"".join(rows)}</ul>')


TAPS: dict[str, Tap] = {"bid-step": bidding.bid_step, "raise": bidding.raise_bid, "pass": bidding.pass_}
