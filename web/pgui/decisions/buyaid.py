"""Aids of the purchase decision (Phase 3): the price of the next token of each type, what the
player's plants need to run once, and his plants with their stored tokens drawn on them.

Prices come from the engine's quote (BASE-RES: each token costs the price of its slot, the
cheapest first); the needs from the engine's fuel_needs (BASE-PLANT-3: a plant burns its
input to run; hybrids and the Flux Generator choose their fuel); the tokens on each card are
one way of seating the player's holdings on his plants (BASE-PLANT-7: holdings are per-type
counts, so the drawing only has to be a legal one).
"""
from __future__ import annotations

from ..common import RESOURCE_TYPES, game_cards, plant_card, resource_list, seat_tokens, table
from ..h import Markup, button, esc
from ..i18n import t, tx


def next_prices(game, seat: int, cart: dict, market: str = "main") -> dict:
    """{type: price of one more token on top of the cart (in `market`), or None when none is left}."""
    base = game.quote(seat, cart, market)["cost"]
    out = {}
    for r in RESOURCE_TYPES:
        more = dict(cart)
        more[r] = more.get(r, 0) + 1
        q = game.quote(seat, more, market)
        out[r] = q["cost"] - base if q["available"] else None
    return out


def plants_need(game, seat: int, market: str = "main", runs: int = 1) -> dict:
    """{type: tokens to buy so that every plant can run `runs` times}: what the engine says his
    tokens lack (game.fuel_needs), each choice of fuel (hybrids, the Flux Generator) bought in
    the accepted type whose next token is cheapest; capped by what the player may buy now. Two
    runs is a full storage."""
    needs = game.fuel_needs(seat, runs)
    need = dict(needs["missing"])
    for choice in needs["missing_choices"]:
        prices = next_prices(game, seat, need, market)
        cheap = min(choice["accepts"], key=lambda r: (prices[r] is None, prices[r] or 0))
        need[cheap] += choice["tokens"]
    limits = game.purchase_limits(seat, market)
    return {r: min(need[r], int(limits.get(r, 0))) for r in RESOURCE_TYPES}


def tokens_row(tokens: dict, ghost: dict | None = None) -> Markup:
    """Tokens as small discs; `ghost` ones (in the cart, not yet bought) drawn hollow."""
    dots = []
    for r in RESOURCE_TYPES:
        dots += [f'<span class="stok res res-{r}" title="{r}"></span>'] * int(tokens.get(r, 0))
        dots += [f'<span class="stok res res-{r} ghost" title="{r}"></span>'] * int((ghost or {}).get(r, 0))
    return Markup(f'<span class="tokens" aria-hidden="true">{"".join(dots)}</span>')


def render_plants_with_tokens(f, seat: int, lang: str, cart: dict) -> Markup:
    """The player's plants, each with the tokens stored on it (and, hollow, where the cart's
    tokens would go)."""
    player = table(f)["players"][seat]
    if not player["plants"]:
        return Markup("")
    cards = game_cards(f)
    now = seat_tokens(player["plants"], player["resources"], cards)
    after_holdings = {r: int(player["resources"].get(r, 0)) + int(cart.get(r, 0)) for r in RESOURCE_TYPES}
    after = seat_tokens(player["plants"], after_holdings, cards)
    shown = []
    for n in player["plants"]:
        ghost = {r: max(0, after[n].get(r, 0) - now[n].get(r, 0)) for r in RESOURCE_TYPES}
        shown.append(f'<div class="stocked" data-plant="{n}">{plant_card(f, n, lang, extra_cls="mini")}'
                     f'{tokens_row(now[n], ghost)}</div>')
    return Markup(f'<div class="my-plants">{"".join(shown)}</div>')


def quick_buys(game, seat: int, market: str = "main") -> list:
    """The purchases offered in one tap: [(runs, amounts, cost)] for every plant running once and
    for a full storage, each only when the market and the player's money allow it all, the full
    one only when it buys more."""
    out = []
    for runs in (1, 2):
        need = plants_need(game, seat, market, runs)
        if not any(need.values()) or (out and need == out[-1][1]):
            continue
        q = game.quote(seat, need, market)
        if q["ok"]:
            out.append((runs, need, q["cost"]))
    return out


def _buys(amounts: dict) -> str:
    """ "coal:3 garbage:1": what a one-tap purchase buys, for tests and tools reading the page."""
    return " ".join(f"{r}:{int(amounts[r])}" for r in RESOURCE_TYPES if amounts.get(r))


def need_facts(game, seat: int, market: str = "main") -> dict:
    """The engine's answers behind the "what my plants need" lines: {"need": amounts for one run,
    "cost": their price, "quick": {runs: (amounts, cost)} of the one-tap purchases}."""
    need = plants_need(game, seat, market)
    if not any(need.values()):
        return {"need": need, "cost": 0, "quick": {}}
    return {"need": need, "cost": game.quote(seat, need, market)["cost"],
            "quick": {runs: (amounts, price) for runs, amounts, price in quick_buys(game, seat, market)}}


def render_need(facts: dict, lang: str, cart: dict, market: str = "main") -> Markup:
    """ "What my plants need: coal ×2", a button that puts exactly that in the cart and one that
    buys it at once; then the same for a full storage (`facts`: need_facts). A one-tap purchase
    reveals no card, so undo takes it back like any other."""
    need = facts["need"]
    if not any(need.values()):
        return Markup(f'<p class="hint need">{esc(t(lang, "buy.need_none"))}</p>')
    same = all(int(cart.get(r, 0)) == need[r] for r in RESOURCE_TYPES)
    cost = facts["cost"]
    quick = facts["quick"]
    buy_now = (button(t(lang, "buy.quick"), "buy-quick", cls="step wide", runs=1, market=market,
                      buys=_buys(quick[1][0])) if 1 in quick else "")
    # The row is a wrapping flex box, where every loose piece of text is an item of its own: the
    # sentence sits in one span so that its list's commas stay with it.
    out = [f'<p class="need"><span>{tx(lang, "buy.need", list=resource_list(lang, need))}</span> '
           f'<span class="need-cost">({esc(t(lang, "elektro", amount=cost))})</span> '
           f'{button(t(lang, "buy.fill"), "cart-fill", cls="step wide", disabled=same)}{buy_now}</p>']
    if 2 in quick:
        full, price = quick[2]
        fill_up = button(t(lang, "buy.quick"), "buy-quick", cls="step wide", runs=2, market=market, buys=_buys(full))
        out.append(f'<p class="need need-full"><span>{tx(lang, "buy.full", list=resource_list(lang, full))}</span> '
                   f'<span class="need-cost">({esc(t(lang, "elektro", amount=price))})</span> {fill_up}</p>')
    return Markup("".join(out))


def price_tag(lang: str, price) -> Markup:
    if price is None:
        return Markup('<span class="next-price none">—</span>')
    return Markup(f'<span class="next-price">{esc(t(lang, "buy.next", price=price))}</span>')

