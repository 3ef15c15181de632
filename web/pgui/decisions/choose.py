"""Choose a plant to auction, or pass (phase 2, BASE-AUCTION): every plant of the current market,
those the rules refuse this player shown with the engine's reason (a tap says it too), the bid
with its engine bounds, and pass when the rules allow it."""
from __future__ import annotations

from powergrid import IllegalAction

from ..common import plant_card, plant_id, plant_label
from ..h import Markup, button, esc
from ..i18n import t
from ..screens.panels import EXTRA_MARK, render_extra_note
from ..words.refusals import refusal_text
from . import bidding
from .widgets import clamp, heading_with_pass, quick_bids, stepper

MONEY = "bid_over_money"      # the refusal of an opening bid above the player's money


def answers(game, f, choice) -> dict:
    """The engine's refusal of each plant of the current market he may not open now."""
    return {"refused": {r["action"]["plant"]: r for r in game.refused_choices() if r["action"]["type"] == "open"}}


def refused_id(plant) -> str:
    return f"refused-{plant}"


def _refusals(refused: dict, lang: str) -> Markup:
    """Why each refused plant is not open to him, one line each (the cards point here)."""
    items = "".join(f'<li id="{esc(refused_id(n))}">{esc(refusal_text(lang, r["code"], r["params"], r["reason"]))}</li>'
                    for n, r in refused.items())
    return Markup(f'<ul class="refusals" aria-label="{esc(t(lang, "auction.refused"))}">{items}</ul>')


def render(f, answers, choice, lang: str, colors) -> Markup:
    plant, bid = choice["plant"], choice["bid"]
    opens = {a["plant"]: a for a in f.legal if a["type"] == "open"}
    refused = answers.get("refused", {})
    can_pass = any(a["type"] == "pass" for a in f.legal)
    out = [heading_with_pass(esc(t(lang, "auction.choose_title")), t(lang, "auction.pass_phase") if can_pass else None)]
    # CHINA-4/7: one plant per player on sale, and each buys exactly one (said once, up front).
    v = f.view
    one_each = v["round"] == 1 and not v["plant_market"]["rules"]["future_market"]
    if one_each:
        out.append(f'<p class="note round1-rule">{esc(t(lang, "auction.round1_one_each"))}</p>')
    removes = v["plant_market"]["rules"]["pass_removes"]
    if can_pass and removes:
        # RU-4: the round's first pass takes the lowest plant out of the game, said before the tap
        plants = ", ".join(plant_label(n) for n in removes)
        out.append(f'<p class="note pass-removes">{esc(t(lang, "auction.pass_removes", plants=plants))}</p>')
    shown = [n for n in v["plant_market"]["current"] if n in opens or n in refused]
    if not opens:
        # China's N-1 market can be bought empty (CHINA-8): then nothing is on sale, whatever the money;
        # money is the reason only when it is every plant's
        why = ("auction.none_on_sale" if not v["plant_market"]["current"]
               else "auction.none_affordable" if all(r["code"] == MONEY for r in refused.values())
               else "auction.none_allowed")
        out.append(f'<p class="hint">{esc(t(lang, why))}</p>')
    if shown:
        extra = v["plant_market"]["rules"]["extra_current"]       # BX-4: marked here as in the market
        cards = "".join(plant_card(f, n, lang, action="pick-plant", selected=n == plant,
                                   extra_cls=EXTRA_MARK if n in extra else "") if n in opens
                        else plant_card(f, n, lang, action="refused-plant", refused=refused_id(n),
                                        extra_cls=EXTRA_MARK if n in extra else "")
                        for n in shown)
        # one Tab stop, the arrows between the plants; a plant picked by a key sends the focus on
        # to its one-press bids (data-then, keyboard.js)
        hint = f'<p class="hint">{esc(t(lang, "auction.pick_hint"))}</p>' if opens else ""
        out.append(f'{hint}<div class="cards cards-pick" role="toolbar" aria-label="{esc(t(lang, "panel.on_sale"))}" '
                   f'data-then=".bidbox .quick-bids">{cards}</div>')
        out.append(render_extra_note(v, lang))
        if refused:
            out.append(_refusals(refused, lang))
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


def refused_plant(app, data):
    """A tap on a plant the rules refuse him says the engine's reason, and changes nothing."""
    if not app.held_decision():
        return False
    plant = plant_id(data["plant"])
    for r in app.game.refused_choices():
        if r["action"]["type"] == "open" and r["action"]["plant"] == plant:
            raise IllegalAction(r["reason"], r["code"], **r["params"])
    return False


def open_auction(app, data):
    app.apply_action({"type": "open", "plant": plant_id(data["plant"]), "bid": int(data["bid"])})


TAPS = {"pick-plant": pick_plant, "refused-plant": refused_plant, "bid-step": bidding.bid_step,
        "open": open_auction, "pass": bidding.pass_}
