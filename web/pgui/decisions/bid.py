"""Bid on the plant up for auction, or pass on it (BASE-AUCTION): the lot, its highest bid and
bidder, who is still bidding (a computer marked as one, whatever its name), who the rules barred
from it and why (CE-3), the raise with its engine bounds."""
from __future__ import annotations

from collections.abc import Sequence

from powergrid import Game

from ..common import Drawn, plant_card, plant_label, player_name
from ..h import Markup, button, esc
from ..i18n import t, tx
from ..screens.seatmark import marked_name
from . import barred, bidding
from .desk import Answers, Choice, Tap
from .widgets import clamp, heading_with_pass, quick_bids, stepper


def answers(game: Game, f: Drawn, choice: Choice) -> Answers:
    """The bidders barred from this auction, each with the engine's refusal."""
    return {"barred": barred.in_this_lot(game, f)}


def render(f: Drawn, answers: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    bid = choice["bid"]
    auction, d = f.view["auction"], f.decision
    lot = auction["lot"] if auction else None
    if lot is None or d is None:      # no auction running
        return Markup("")
    seat = d["player"]
    raise_ = next((a for a in f.legal if a["type"] == "bid"), None)
    leader = player_name(f, lot["leader"], colors)
    can_pass = any(a["type"] == "pass" for a in f.legal)
    heading = tx(lang, "auction.lot", plant=plant_label(lot["plant"]), bid=lot["bid"], leader=leader)
    bidders = Markup(", ".join(marked_name(f, s, colors, f.kinds, lang) for s in lot["active"]))
    out = [heading_with_pass(heading, t(lang, "auction.pass_lot") if can_pass else None),
           f'<div class="lotcard">{plant_card(f, lot["plant"], lang, extra_cls="big")}'
           f'<p>{tx(lang, "auction.bidders", names=bidders)}</p></div>',
           barred.render_lot(f, answers.get("barred", ()), lang, colors)]
    if raise_ and raise_["min"] <= raise_["max"]:
        value = clamp(bid if bid is not None else raise_["min"], raise_["min"], raise_["max"])
        out.append(f'<div class="bidbox"><p>{esc(t(lang, "auction.range", min=raise_["min"], max=raise_["max"]))}</p>'
                   f'{quick_bids(lang, raise_["min"], raise_["max"], "raise")}'
                   f'{stepper(lang, value, raise_["min"], raise_["max"])}'
                   f'{button(t(lang, "auction.raise", bid=value), "raise", cls="primary", bid=value)}</div>')
    else:
        money = f.player(seat)["money"]
        out.append(f'<p class="note">{esc(t(lang, "auction.cannot_raise", money=money))}</p>')
    return Markup("".join(out))


TAPS: dict[str, Tap] = {"bid-step": bidding.bid_step, "raise": bidding.raise_bid, "pass": bidding.pass_}
