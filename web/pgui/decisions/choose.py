"""Choose a plant to auction, or pass (phase 2, BASE-AUCTION): the plants the player may open,
the bid with its engine bounds, and pass when the rules allow it."""
from __future__ import annotations

from ..common import plant_card, plant_id, plant_label
from ..h import Markup, button, esc
from ..i18n import t
from . import bidding
from .widgets import clamp, heading_with_pass, quick_bids, stepper


def render(f, answers, choice, lang: str, colors) -> Markup:
    plant, bid = choice["plant"], choice["bid"]
    opens = {a["plant"]: a for a in f.legal if a["type"] == "open"}
    can_pass = any(a["type"] == "pass" for a in f.legal)
    out = [heading_with_pass(esc(t(lang, "auction.choose_title")), t(lang, "auction.pass_phase") if can_pass else None)]
    # CHINA-4/7: one plant per player on sale, and each buys exactly one (said once, up front).
    v = f.view
    one_each = v["round"] == 1 and not v["plant_market"]["rules"]["future_market"]
    if one_each:
        out.append(f'<p class="note round1-rule">{esc(t(lang, "auction.round1_one_each"))}</p>')
    if opens:
        cards = "".join(plant_card(f, n, lang, action="pick-plant", selected=n == plant)
                        for n in opens)
        # one Tab stop, the arrows between the plants; a plant picked by a key sends the focus on
        # to its one-press bids (data-then, keyboard.js)
        out.append(f'<p class="hint">{esc(t(lang, "auction.pick_hint"))}</p>'
                   f'<div class="cards cards-pick" role="toolbar" aria-label="{esc(t(lang, "panel.on_sale"))}" '
                   f'data-then=".bidbox .quick-bids">{cards}</div>')
    else:
        # China's N-1 market can be bought empty (CHINA-8): then nothing is on sale, whatever the money
        why = "auction.none_affordable" if v["plant_market"]["current"] else "auction.none_on_sale"
        out.append(f'<p class="hint">{esc(t(lang, why))}</p>')
    if plant in opens:
        a = opens[plant]
        value = clamp(bid if bid is not None else a["min"], a["min"], a["max"])
        out.append(f'<div class="bidbox"><p class="lot">{esc(t(lang, "auction.selected", plant=plant_label(plant)))} · '
                   f'{esc(t(lang, "auction.range", min=a["min"], max=a["max"]))}</p>'
                   f'{quick_bids(lang, a["min"], a["max"], "open", plant=plant)}'
                   f'{stepper(lang, value, a["min"], a["max"])}'
                   f'{button(t(lang, "auction.open", bid=value), "open", cls="primary", plant=plant, bid=value)}'
                   f'</div>')
    if not can_pass and opens and not one_each:
        out.append(f'<p class="note">{esc(t(lang, "auction.must_buy"))}</p>')
    return Markup("".join(out))


def pick_plant(app, data):
    if not app.held_decision():
        return False
    choice = app.current_choice()
    choice["plant"] = plant_id(data["plant"])
    choice["bid"] = None


def open_auction(app, data):
    app.apply_action({"type": "open", "plant": plant_id(data["plant"]), "bid": int(data["bid"])})


TAPS = {"pick-plant": pick_plant, "bid-step": bidding.bid_step, "open": open_auction, "pass": bidding.pass_}
