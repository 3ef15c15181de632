"""Buy resources (phase 3, BASE-RES): the priced cart with the engine's quote, the next token's
price of each type, what the player's plants need (buyaid), a discount his cities give and why
(CE-4), and on a map with several markets the market first (KOREA-6)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from powergrid import Game

from ..common import RESOURCE_TYPES, Drawn, res_icon, resource_list
from ..h import Markup, button, esc
from ..i18n import market_name, t, tx
from ..words.refusals import quote_text
from . import buyaid
from .desk import Answers, Choice, Data, Desk, Tap, held

if TYPE_CHECKING:
    from powergrid.view_schema import DecisionView


def cart_amounts(cart: Mapping[str, int]) -> dict[str, int]:
    return {r: int(cart.get(r, 0)) for r in RESOURCE_TYPES}


def answers(game: Game, f: Drawn, choice: Choice) -> Answers:
    """The engine's answers the purchase screen needs, asked once per redraw: the market priced,
    the quote of the cart, the types it sells, the next prices and the plants' needs."""
    if f.decision is None:
        return {}
    seat = f.decision["player"]
    buys = [a for a in f.legal if a["type"] == "buy" and "market" in a]
    legal = next((a for a in buys if a["market"] == choice["market"]), None)
    if legal is None:
        if len(buys) > 1:      # each market's next token of each type it sells, for its button
            return {"buys": buys, "legal": None, "next": {
                a["market"]: {r: price for r, price in buyaid.next_prices(game, seat, {}, a["market"]).items()
                              if r in game.market_slots(a["market"])} for a in buys}}
        legal = buys[0]
    market = legal["market"]
    amounts = cart_amounts(choice["cart"])
    return {"buys": buys, "legal": legal, "amounts": amounts, "quote": game.quote(seat, amounts, market),
            "sold": game.market_slots(market), "prices": buyaid.next_prices(game, seat, amounts, market),
            "need": buyaid.need_facts(game, seat, market), "discounts": game.discount_sources(seat)}


def market_prices(lang: str, prices: Mapping[str, int | None]) -> str:
    """ "next: coal 3, oil 4, garbage 7" (a type sold out is left out): one market's next tokens."""
    items = ", ".join(f'{t(lang, "res." + r)} {price}' for r, price in prices.items() if price is not None)
    return t(lang, "market.next_prices", prices=items) if items else ""


def render_market_choice(f: Drawn, lang: str, seat: int, buys: Sequence[Mapping[str, Any]],
                         nexts: Mapping[str, Mapping[str, int | None]]) -> Markup:
    """KOREA-6: on a map with several markets the player first picks one, each button with that
    market's next prices; the cart comes next."""
    have = resource_list(lang, f.player(seat)["resources"])
    out = [f'<h2>{esc(t(lang, "buy.title"))}</h2>',
           f'<p class="hint">{tx(lang, "buy.have", list=have) if have else esc(t(lang, "buy.have_none"))}</p>',
           f'<p class="hint">{esc(t(lang, "buy.choose_market"))}</p><div class="actions market-pick">']
    for a in buys:
        prices = market_prices(lang, nexts.get(a["market"], {}))
        label = Markup(f'{esc(t(lang, "buy.market_pick", market=market_name(lang, a["market"])))}'
                       f'<small class="market-prices">{esc(prices)}</small>')
        out.append(button(label, "market-pick", cls="primary", market=a["market"]))
    out.append(button(t(lang, "buy.nothing"), "buy-nothing") + "</div>")
    return Markup("".join(out))


def render(f: Drawn, a: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    """The priced cart; on Korea it is priced against the market chosen first (KOREA-6)."""
    if f.decision is None:
        return Markup("")
    seat = f.decision["player"]
    player = f.player(seat)
    several = len(a["buys"]) > 1
    if a["legal"] is None:
        return render_market_choice(f, lang, seat, a["buys"], a.get("next", {}))
    market = a["legal"]["market"]
    limits = a["legal"]["max"]
    amounts, q, prices = a["amounts"], a["quote"], a["prices"]
    have = resource_list(lang, player["resources"])
    out = [f'<h2>{esc(t(lang, "buy.title"))}</h2>',
           f'<p class="hint">{tx(lang, "buy.have", list=have) if have else esc(t(lang, "buy.have_none"))}</p>']
    if several:
        out.append(f'<p class="buy-market">{esc(t(lang, "buy.market_from", market=market_name(lang, market)))} '
                   f'{button(t(lang, "buy.market_change"), "market-change", cls="tool")}</p>')
    out.append(buyaid.render_plants_with_tokens(f, seat, lang, amounts))
    out.append(buyaid.render_need(a["need"], lang, amounts, market))
    out.append('<div class="cart">')
    for r in RESOURCE_TYPES:
        if r not in a["sold"]:       # KOREA-2: the North sells no uranium
            continue
        n = amounts[r]
        word = t(lang, "res." + r)             # each "+" and "−" says what it adds or removes
        less, more = t(lang, "cart.remove", resource=word), t(lang, "cart.add", resource=word)
        out.append(
            f'<div class="cart-row cart-{r}">{res_icon(r)}<span class="cart-name">{esc(word)}</span>'
            f'{button("−", "cart", cls="step", disabled=n <= 0, res=r, delta=-1, title=less, aria_label=less)}'
            f'<output class="cart-count">{n}</output>'
            f'{button("+", "cart", cls="step", disabled=n >= limits[r], res=r, delta=1, title=more, aria_label=more)}'
            f'<span class="cart-side"><span class="cart-max">{esc(t(lang, "buy.max", max=limits[r]))}</span>'
            f'{buyaid.price_tag(lang, prices[r])}</span></div>')
    out.append("</div>")
    # CE-4: a price in the cart below the market's says why, beside the cart
    for d in a.get("discounts", ()):
        if d["resource"] in a["sold"]:
            why = t(lang, "buy.discount", resource=t(lang, "res." + d["resource"]), off=d["off"], city=d["city"])
            out.append(f'<p class="hint discount">{esc(why)}</p>')
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


# ---- taps -------------------------------------------------------------------------------

def _buying(app: Desk) -> tuple[Game, DecisionView] | None:
    holding = held(app)
    return holding if holding and holding[1]["kind"] == "buy" else None


def cart(app: Desk, data: Data) -> bool:
    if not app.held_decision():
        return False
    amounts = app.current_choice()["cart"]
    r = data["res"]
    amounts[r] = max(0, amounts.get(r, 0) + int(data["delta"]))
    return True


def cart_fill(app: Desk, data: Data) -> bool:
    """The cart becomes what the player's plants need to run once (buyaid.plants_need)."""
    holding = _buying(app)
    if not holding:
        return False
    game, d = holding
    app.current_choice()["cart"] = dict(buyaid.plants_need(game, d["player"], _market(app, game)))
    return True


def _market(app: Desk, game: Game) -> str | None:
    """The market the purchase panel shows: the one picked (KOREA-6), or the map's only one."""
    return app.current_choice().get("market") or next(a["market"] for a in game.legal_actions()
                                                      if a["type"] == "buy" and "market" in a)


def buy_quick(app: Desk, data: Data) -> bool:
    """One tap buys what the plants need to run once (runs 1) or a full storage (runs 2), as
    offered by buyaid.quick_buys; it reveals no card, so undo takes it back."""
    holding = _buying(app)
    if not holding or str(data.get("runs")) not in ("1", "2"):
        return False
    game, d = holding
    market = _market(app, game)
    offered = {runs: amounts for runs, amounts, _ in buyaid.quick_buys(game, d["player"], market)}
    amounts = offered.get(int(data["runs"]))
    if amounts is None:
        return False
    action: dict[str, Any] = {"type": "buy", "resources": dict(amounts)}
    if app.current_choice()["market"] is not None:
        action["market"] = market
    app.apply_action(action)
    return True


def cart_clear(app: Desk, data: Data) -> None:
    app.current_choice()["cart"] = {}


def market_pick(app: Desk, data: Data) -> bool:
    """KOREA-6: the market comes first; the cart then fills from it."""
    holding = _buying(app)
    if not holding or data.get("market") not in holding[0].market_names():
        return False
    choice = app.current_choice()
    choice["market"], choice["cart"] = data["market"], {}
    return True


def market_change(app: Desk, data: Data) -> None:
    choice = app.current_choice()
    choice["market"], choice["cart"] = None, {}


def buy(app: Desk, data: Data) -> None:
    choice = app.current_choice()
    action: dict[str, Any] = {"type": "buy", "resources": cart_amounts(choice["cart"])}
    if choice["market"] is not None:
        action["market"] = choice["market"]
    app.apply_action(action)


def buy_nothing(app: Desk, data: Data) -> None:
    app.apply_action({"type": "buy", "resources": {}})


TAPS: dict[str, Tap] = {"cart": cart, "cart-fill": cart_fill, "buy-quick": buy_quick, "cart-clear": cart_clear,
        "market-pick": market_pick, "market-change": market_change, "buy": buy, "buy-nothing": buy_nothing}
