"""The decision panel: one renderer per decision kind, driven by the engine's legal actions.

Every bound, price and verdict shown here comes from the engine (legal-action templates,
quote, build_plan, powering checks); the UI only keeps the player's choices in progress.
"""
from __future__ import annotations

from powergrid import IllegalAction

from . import buyaid, poweraid
from ..common import (RESOURCE_TYPES, card_facts, names_list, plant_card, player_name, res_icon,
                     resource_list, table)
from ..h import Markup, button, esc
from ..i18n import t, tx
from ..i18n.refusals import error_text, quote_text


def _stepper(lang: str, value: int, lo: int, hi: int, action: str = "bid-step") -> Markup:
    b = []
    for delta in (-5, -1):
        b.append(button(f"−{-delta}", action, cls="step", disabled=value + delta < lo, delta=delta,
                        title=t(lang, "less")))
    b.append(f'<output class="stepper-value" aria-live="polite">{value}</output>')
    for delta in (1, 5):
        b.append(button(f"+{delta}", action, cls="step", disabled=value + delta > hi, delta=delta,
                        title=t(lang, "more")))
    return Markup(f'<div class="stepper">{"".join(b)}</div>')


QUICK_STEPS = (0, 1, 2, 5)    # the usual opening bids and raises above the minimum, one tap each


def _quick(lang: str, lo: int, hi: int, action: str, **data) -> Markup:
    """One-tap bids: the minimum and a few amounts above it (within the player's money)."""
    values = sorted({lo + k for k in QUICK_STEPS if lo + k <= hi})
    return Markup('<div class="quick-bids">' + "".join(
        button(t(lang, "auction.quick", bid=v), action, cls="quick", bid=v,
               title=t(lang, "auction.open" if action == "open" else "auction.raise", bid=v), **data)
        for v in values) + "</div>")


def clamp(value, lo, hi):
    return max(lo, min(hi, value))


# ---- phase 2 -------------------------------------------------------------------------

def render_choose(game, lang: str, colors, plant=None, bid=None) -> Markup:
    legal = game.legal_actions()
    opens = {a["plant"]: a for a in legal if a["type"] == "open"}
    can_pass = any(a["type"] == "pass" for a in legal)
    out = [f'<h2>{esc(t(lang, "auction.choose_title"))}</h2>']
    # CHINA-4/7: one plant per player on sale, and each buys exactly one (said once, up front).
    v = table(game)
    one_each = v["round"] == 1 and not v["plant_market"]["rules"]["future_market"]
    if one_each:
        out.append(f'<p class="note round1-rule">{esc(t(lang, "auction.round1_one_each"))}</p>')
    if opens:
        cards = "".join(plant_card(game, n, lang, action="pick-plant", selected=n == plant)
                        for n in opens)
        out.append(f'<p class="hint">{esc(t(lang, "auction.pick_hint"))}</p>'
                   f'<div class="cards cards-pick">{cards}</div>')
    else:
        out.append(f'<p class="hint">{esc(t(lang, "auction.none_affordable"))}</p>')
    if plant in opens:
        a = opens[plant]
        value = clamp(bid if bid is not None else a["min"], a["min"], a["max"])
        out.append(f'<div class="bidbox"><p class="lot">{esc(t(lang, "auction.selected", plant=plant))} · '
                   f'{esc(t(lang, "auction.range", min=a["min"], max=a["max"]))}</p>'
                   f'{_quick(lang, a["min"], a["max"], "open", plant=plant)}'
                   f'{_stepper(lang, value, a["min"], a["max"])}'
                   f'{button(t(lang, "auction.open", bid=value), "open", cls="primary", plant=plant, bid=value)}'
                   f'</div>')
    if can_pass:
        out.append(f'<div class="actions">{button(t(lang, "auction.pass_phase"), "pass")}</div>')
    elif opens and not one_each:
        out.append(f'<p class="note">{esc(t(lang, "auction.must_buy"))}</p>')
    return Markup("".join(out))


def render_bid(game, lang: str, colors, bid=None) -> Markup:
    legal = game.legal_actions()
    lot = table(game)["auction"]["lot"]
    seat = game.decision()["player"]
    raise_ = next((a for a in legal if a["type"] == "bid"), None)
    leader = player_name(game, lot["leader"], colors)
    out = [f'<h2>{tx(lang, "auction.lot", plant=lot["plant"], bid=lot["bid"], leader=leader)}</h2>',
           f'<div class="lotcard">{plant_card(game, lot["plant"], lang, extra_cls="big")}'
           f'<p>{tx(lang, "auction.bidders", names=names_list(game, lot["active"], colors))}</p></div>']
    if raise_ and raise_["min"] <= raise_["max"]:
        value = clamp(bid if bid is not None else raise_["min"], raise_["min"], raise_["max"])
        out.append(f'<div class="bidbox"><p>{esc(t(lang, "auction.range", min=raise_["min"], max=raise_["max"]))}</p>'
                   f'{_quick(lang, raise_["min"], raise_["max"], "raise")}'
                   f'{_stepper(lang, value, raise_["min"], raise_["max"])}'
                   f'{button(t(lang, "auction.raise", bid=value), "raise", cls="primary", bid=value)}</div>')
    else:
        money = table(game)["players"][seat]["money"]
        out.append(f'<p class="note">{esc(t(lang, "auction.cannot_raise", money=money))}</p>')
    if any(a["type"] == "pass" for a in legal):
        out.append(f'<div class="actions">{button(t(lang, "auction.pass_lot"), "pass")}</div>')
    return Markup("".join(out))


def render_discard(game, lang: str, colors) -> Markup:
    legal = [a for a in game.legal_actions() if a["type"] == "discard"]
    out = [f'<h2>{esc(t(lang, "discard.title"))}</h2><div class="discards">']
    for i, a in enumerate(legal):
        back = a.get("return") or {}
        detail = (tx(lang, "discard.returning", resources=resource_list(lang, back))
                  if any(back.values()) else esc(t(lang, "discard.keep_all")))
        out.append(f'<button type="button" class="btn discard" data-action="discard" data-index="{i}">'
                   f'{plant_card(game, a["plant"], lang, extra_cls="mini")}'
                   f'<span>{esc(t(lang, "discard.option", plant=a["plant"]))}<br>'
                   f'<small>{detail}</small></span></button>')
    out.append("</div>")
    return Markup("".join(out))


# ---- phase 3 -------------------------------------------------------------------------

def cart_amounts(cart: dict) -> dict:
    return {r: int(cart.get(r, 0)) for r in RESOURCE_TYPES}


def market_label(lang: str, name: str) -> str:
    """"North market" / "South market" (Korea, KOREA-2) in the player's language."""
    return t(lang, "market." + name)


def render_market_choice(game, lang: str, seat: int, buys: list) -> Markup:
    """KOREA-6: on a map with several markets the player first picks one; the cart comes next."""
    player = table(game)["players"][seat]
    have = resource_list(lang, player["resources"])
    out = [f'<h2>{esc(t(lang, "buy.title"))}</h2>',
           f'<p class="hint">{tx(lang, "buy.have", list=have) if have else esc(t(lang, "buy.have_none"))}</p>',
           f'<p class="hint">{esc(t(lang, "buy.choose_market"))}</p><div class="actions market-pick">']
    for a in buys:
        out.append(button(t(lang, "buy.market_pick", market=market_label(lang, a["market"])), "market-pick",
                          cls="primary", market=a["market"]))
    out.append(button(t(lang, "buy.nothing"), "buy-nothing") + "</div>")
    return Markup("".join(out))


def render_buy(game, lang: str, colors, cart: dict, market=None) -> Markup:
    """The priced cart; on Korea it is priced against the market chosen first (KOREA-6)."""
    seat = game.decision()["player"]
    player = table(game)["players"][seat]
    buys = [a for a in game.legal_actions() if a["type"] == "buy" and "market" in a]
    several = len(buys) > 1
    legal = next((a for a in buys if a["market"] == market), None)
    if legal is None:
        if several:
            return render_market_choice(game, lang, seat, buys)
        legal = buys[0]
    market = legal["market"]
    limits = legal["max"]
    amounts = cart_amounts(cart)
    q = game.quote(seat, amounts, market)
    have = resource_list(lang, player["resources"])
    out = [f'<h2>{esc(t(lang, "buy.title"))}</h2>',
           f'<p class="hint">{tx(lang, "buy.have", list=have) if have else esc(t(lang, "buy.have_none"))}</p>']
    if several:
        out.append(f'<p class="buy-market">{esc(t(lang, "buy.market_from", market=market_label(lang, market)))} '
                   f'{button(t(lang, "buy.market_change"), "market-change", cls="tool")}</p>')
    out.append(buyaid.render_plants_with_tokens(game, seat, lang, amounts))
    out.append(buyaid.render_need(game, seat, lang, amounts, market))
    out.append('<div class="cart">')
    sold = game.market_slots(market)
    prices = buyaid.next_prices(game, seat, amounts, market)
    for r in RESOURCE_TYPES:
        if r not in sold:       # KOREA-2: the North sells no uranium
            continue
        n = amounts[r]
        out.append(
            f'<div class="cart-row cart-{r}">{res_icon(r)}<span class="cart-name">{esc(t(lang, "res." + r))}</span>'
            f'{button("−", "cart", cls="step", disabled=n <= 0, res=r, delta=-1, title=t(lang, "less"))}'
            f'<output class="cart-count">{n}</output>'
            f'{button("+", "cart", cls="step", disabled=n >= limits[r], res=r, delta=1, title=t(lang, "more"))}'
            f'<span class="cart-side"><span class="cart-max">{esc(t(lang, "buy.max", max=limits[r]))}</span>'
            f'{buyaid.price_tag(lang, prices[r])}</span></div>')
    out.append("</div>")
    empty = not any(amounts.values())
    out.append(f'<p class="total">{esc(t(lang, "buy.total", cost=q["cost"], money=player["money"]))}</p>')
    if not q["ok"]:
        out.append(f'<p class="error" role="alert">{esc(quote_text(lang, q))}</p>')
    elif empty:
        out.append(f'<p class="hint">{esc(t(lang, "buy.empty"))}</p>')
    out.append('<div class="actions">'
               + button(t(lang, "buy.confirm", cost=q["cost"]), "buy", cls="primary",
                        disabled=empty or not q["ok"], market=market)
               + button(t(lang, "buy.clear"), "cart-clear", disabled=empty)
               + button(t(lang, "buy.nothing"), "buy-nothing") + "</div>")
    return Markup("".join(out))


# ---- phase 4 -------------------------------------------------------------------------

def plan_result(game, seat: int, plan):
    """(plan dict, None) or (None, the engine's IllegalAction)."""
    if not plan:
        return {"cost": 0, "steps": [], "affordable": True}, None
    try:
        return game.build_plan(seat, list(plan)), None
    except IllegalAction as e:
        return None, e


def render_build(game, lang: str, colors, plan=()) -> Markup:
    seat = game.decision()["player"]
    money = table(game)["players"][seat]["money"]
    legal = next(a for a in game.legal_actions() if a["type"] == "build")
    out = [f'<h2>{esc(t(lang, "build.title"))}</h2>']
    if legal["room"] <= 0:
        out.append(f'<p class="note">{esc(t(lang, "build.no_room"))}</p>')
    elif not plan and not any(v["cost"] is not None and v["cost"] <= money
                              for v in game.build_preview(seat).values()):
        out.append(f'<p class="note">{esc(t(lang, "build.cannot_afford_any"))}</p>')
    else:
        out.append(f'<p class="hint">{esc(t(lang, "build.hint"))}</p>')
    result, error = plan_result(game, seat, plan)
    ok = bool(plan) and error is None
    if not plan:
        out.append(f'<p class="muted">{esc(t(lang, "build.plan_empty"))}</p>')
    else:
        steps = result["steps"] if result else [{"city": c} for c in plan]
        items = []
        for s in steps:
            text = (t(lang, "build.step", city=s["city"], slot=s["slot"], connection=s["connection"])
                    if "slot" in s else s["city"])
            remove = button("×", "city", cls="step remove", city=s["city"],
                            title=t(lang, "build.remove", city=s["city"]))
            items.append(f'<li><span>{esc(text)}</span>{remove}</li>')
        out.append(f'<ol class="plan">{"".join(items)}</ol>')
        if result:
            out.append(f'<p class="total">{esc(t(lang, "build.total", cost=result["cost"], money=money))}</p>')
            if not result["affordable"]:
                ok = False
                out.append(f'<p class="error" role="alert">{esc(t(lang, "build.too_expensive"))}</p>')
        if error:
            out.append(f'<p class="error" role="alert">{esc(error_text(lang, error))}</p>')
    cost = result["cost"] if result else 0
    out.append('<div class="actions">'
               + button(t(lang, "build.confirm", count=len(plan), cost=cost), "build", cls="primary",
                        disabled=not ok)
               + button(t(lang, "build.clear"), "plan-clear", disabled=not plan)
               + button(t(lang, "build.nothing"), "build-nothing") + "</div>")
    return Markup("".join(out))


# ---- phase 5 -------------------------------------------------------------------------

def power_check(game, seat: int, plants, burn):
    """(cities powered, income, the engine's IllegalAction or None) for running `plants` on `burn`
    (burn None: the engine picks the fuel, and says so when none fits), from its power_quote."""
    q = game.power_quote(seat, list(plants), burn)
    error = None
    if not q["ok"]:
        error = IllegalAction(q["reason"] or "", q.get("code"), **(q.get("params") or {}))
    return q["cities"], q["income"], error


def shifted(burn: dict, to: str) -> dict:
    """The burn with one hybrid token moved to `to` (coal or oil)."""
    other = "oil" if to == "coal" else "coal"
    out = dict(burn)
    out[to] += 1
    out[other] -= 1
    return out


def render_power(game, lang: str, colors, plants, burn) -> Markup:
    seat = game.decision()["player"]
    player = table(game)["players"][seat]
    out = [f'<h2>{esc(t(lang, "power.title"))}</h2>', poweraid.render_everyone(game, lang, colors),
           '<div class="runlist">']
    flags = poweraid.plant_flags(game, seat, plants)
    for n in player["plants"]:
        p = card_facts(n)
        on = n in plants
        need = (t(lang, "power.burns", amount=p["inputs"], fuel=t(lang, "kind." + p["kind"]))
                if p["inputs"] else t(lang, "power.free"))
        flag = flags.get(n)
        warn = (f'<br><small class="flag flag-{flag}">'
                f'{esc(t(lang, "power.cannot_run" if flag == "cannot" else "power.no_gain"))}</small>'
                if flag else "")
        out.append(f'<button type="button" class="btn run{" on" if on else ""}{" " + flag if flag else ""}" '
                   f'data-action="toggle-plant" data-plant="{n}" aria-pressed="{"true" if on else "false"}">'
                   f'<span class="check" aria-hidden="true">{"✔" if on else ""}</span>'
                   f'{plant_card(game, n, lang, extra_cls="mini")}'
                   f'<span>{esc(need)}<br>{esc(t(lang, "power.powers", count=p["cities"]))}{warn}</span></button>')
    out.append("</div>")
    powered, income, error = power_check(game, seat, plants, burn)
    hybrids = [n for n in plants if card_facts(n)["kind"] == "hybrid"]
    if hybrids and burn is not None:
        more = []
        for to in ("coal", "oil"):
            try_burn = shifted(burn, to)
            bad = min(try_burn.values()) < 0 or power_check(game, seat, plants, try_burn)[2] is not None
            more.append(button(t(lang, "power.more_" + to), "burn", cls="step wide", disabled=bad, to=to))
        out.append(f'<div class="mix"><span>{res_icon("coal")}{res_icon("oil")}'
                   f'{esc(t(lang, "power.mix", coal=burn["coal"], oil=burn["oil"]))}</span>'
                   f'{"".join(more)}</div>')
    summary = t(lang, "power.summary", powered=powered, cities=len(player["cities"]), income=income)
    out.append(f'<p class="total">{esc(summary)}</p>')
    if error:
        out.append(f'<p class="error" role="alert">{esc(error_text(lang, error))}</p>')
    out.append('<div class="actions">'
               + button(t(lang, "power.confirm", income=income), "power", cls="primary",
                        disabled=error is not None)
               + button(t(lang, "power.best"), "power-best") + "</div>")
    return Markup("".join(out))
