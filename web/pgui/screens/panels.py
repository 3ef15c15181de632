"""Panels around the board: status, plant market, resource market, players."""
from __future__ import annotations

from functools import lru_cache

from powergrid import HOUSES_PER_PLAYER as HOUSES

from . import promo_ui
from .seatmark import computer_mark, seat_kind, shown_name
from ..common import (RESOURCE_TYPES, STEP3_CARD, card_facts, card_label, plant_card, plant_label,
                      player_name, res_icon, resource_list, table)
from ..h import Markup, esc
from ..i18n import market_name, t, tx


def render_status(game, lang: str, colors) -> Markup:
    """Round, Step, phase, turn order and whose decision it is."""
    s = table(game)
    d = s["decision"]
    order = []
    for i, seat in enumerate(s["order"]):
        cur = " current" if d and d["player"] == seat else ""
        order.append(f'<li class="order-item{cur}"><span class="order-pos">{i + 1}</span>'
                     f'{player_name(game, seat, colors)}</li>')
    turn = ""
    if d:
        turn = f'<p class="turn">{task_text(game, d, lang, colors)}</p>'
    return Markup(
        f'<div class="status-line"><span class="chip">{esc(t(lang, "status.round", round=s["round"]))}</span>'
        f'<span class="chip">{esc(t(lang, "status.step", step=s["step"]))}</span>'
        f'<span class="chip phase">{esc(t(lang, "phase." + s["phase"]))}</span></div>'
        f'<div class="order" aria-label="{esc(t(lang, "status.order"))}">'
        f'<span class="order-label">{esc(t(lang, "status.order"))}</span>'
        f'<ol class="order-list">{"".join(order)}</ol></div>{turn}')


def task_text(game, d: dict, lang: str, colors) -> Markup:
    kind = d["kind"]
    params = {}
    if kind == "bid":
        params["plant"] = plant_label(table(game)["auction"]["lot"]["plant"])
    task = tx(lang, "task." + kind, **params)
    return tx(lang, "status.turn", name=player_name(game, d["player"], colors), task=task)


def known_deck(v: dict, lang: str) -> Markup:
    """What every player knows of the deck, as the view gives it (AMB-63, AMB-80): the cards on
    top in their order up to the first hidden one ("Next: 13, 14, 15 …"), the plants waiting
    beside it for Step 2 (SP-3), and the plants out of the game face up (China's removed at set-up)."""
    top = []
    for card in v["plant_market"]["deck"]:
        if card is None:
            break
        top.append(card)
    lines = []
    if top:
        plants = ", ".join(card_label(c, lang) for c in top)
        if len(top) < v["deck_count"]:
            plants += " " + t(lang, "panel.deck_more")
        lines.append(f'<span class="deck-next">{esc(t(lang, "panel.deck_next", plants=plants))}</span>')
    if v.get("set_aside"):
        plants = ", ".join(card_label(c, lang) for c in v["set_aside"])
        lines.append(f'<span class="deck-aside">{esc(t(lang, "panel.set_aside", plants=plants))}</span>')
    removed = [c for c in v.get("removed_face_up", ()) if c != STEP3_CARD]
    if removed:
        plants = ", ".join(card_label(c, lang) for c in removed)
        lines.append(f'<span class="deck-removed">{esc(t(lang, "panel.removed", plants=plants))}</span>')
    return Markup(f'<span class="deck-known">{"".join(lines)}</span>' if lines else "")


EXTRA_MARK = " extra-current"      # the class of a plant on sale beyond the usual four (BX-4)


def render_extra_note(view: dict, lang: str) -> Markup:
    """A line per plant on sale beyond the usual four (market_rules' extra_current, BX-4): which
    one it is and that the map's rule puts it there; and a line naming the plants of the market
    that are a region's version in this game, each with its region (NE-3)."""
    notes = [t(lang, "panel.extra_current", plant=plant_label(n), kind=t(lang, "kind." + card_facts(view, n)["kind"]))
             for n in view["plant_market"]["rules"]["extra_current"]]
    market = view["plant_market"]
    on_table = set(market["current"]) | set(market["future"])
    regional = [f'{plant_label(v["id"])} ({t(lang, "region." + v["region"])})'
                for v in view.get("plant_versions") or () if v["id"] in on_table]
    if regional:
        notes.append(t(lang, "panel.regional", plants=", ".join(regional)))
    return Markup("".join(f'<p class="market-note extra-note">{esc(note)}</p>' for note in notes))


def render_plant_market(game, lang: str, *, pickable=(), selected=None) -> Markup:
    """Current and future rows (one row of six in Step 3); `pickable` plants are buttons."""
    v = table(game)
    current = v["plant_market"]["current"]
    future = v["plant_market"]["future"]

    rules = v["plant_market"]["rules"]
    extra = rules["extra_current"]           # BX-4: the map's fifth plant on sale, marked

    def row(cards, clickable):
        out = []
        for n in cards:
            mark = EXTRA_MARK if n in extra else ""
            if clickable and n in pickable:
                out.append(plant_card(game, n, lang, action="pick-plant", selected=n == selected, extra_cls=mark))
            else:
                out.append(plant_card(game, n, lang, extra_cls=("dim" if clickable and pickable else "") + mark))
        return "".join(out)

    extra_note = render_extra_note(v, lang)

    deck = v["deck_count"]
    deck_note = f'<span class="deck">{esc(t(lang, "panel.deck", count=deck))}</span>' + known_deck(v, lang)
    if not rules["future_market"] and not rules["replaced_after_purchase"]:
        # China, Steps 1-2 (CHINA-6/8/14/15): one row, nothing replaced until Phase 5.
        note = t(lang, "panel.no_future_note", draws=rules["phase5_min_draws"],
                 size=rules["phase5_market_size"])
        return Markup(f'<h3>{esc(t(lang, "panel.on_sale"))} {deck_note}</h3>'
                      f'<p class="market-note">{esc(note)}</p>'
                      f'<div class="cards cards-current">{row(current, True)}</div>')
    if not future:
        return Markup(f'<h3>{esc(t(lang, "panel.step3_market"))} {deck_note}</h3>'
                      f'<div class="cards cards-current">{row(current, True)}</div>')
    return Markup(
        f'<h3>{esc(t(lang, "panel.current"))} {deck_note}</h3>'
        f'<div class="cards cards-current">{row(current, True)}</div>{extra_note}'
        f'<h3>{esc(t(lang, "panel.future"))}</h3>'
        f'<div class="cards cards-future">{row(future, False)}</div>')


def render_resource_market(game, lang: str, cart=None, market=None) -> Markup:
    """The price slots of each type with their tokens; tokens in the cart are highlighted.

    A map with several markets (Korea, KOREA-2) shows each under its name, North first; the cart
    is taken from `market`, the one the buyer chose.
    """
    names = list(table(game)["markets"])        # restock order: North first on Korea
    if len(names) == 1:
        body = _market_rows(game, lang, names[0], cart or {})
        return Markup(f'<h3>{esc(t(lang, "panel.resources"))}</h3><div class="rmarket">{body}</div>')
    parts = []
    for name in names:
        body = _market_rows(game, lang, name, (cart or {}) if name == market else {})
        chosen = " chosen" if name == market else ""
        parts.append(f'<div class="rmarket rmarket-{esc(name)}{chosen}" data-market="{esc(name)}">'
                     f'<h4 class="mtitle">{esc(market_name(lang, name))}</h4>{body}</div>')
    return Markup(f'<h3>{esc(t(lang, "panel.resources"))}</h3><div class="rmarkets">{"".join(parts)}</div>')


@lru_cache(maxsize=1024)
def slot_name(lang: str, resource: str, price: int, tokens: int) -> Markup:
    """A slot named as a whole ("coal at 3, 2 left"), escaped: its tokens are drawn, not written.
    Kept once made: a cart tap redraws every slot of the market."""
    return esc(t(lang, "market.slot", resource=t(lang, "res." + resource), price=price, count=tokens))


def _market_rows(game, lang: str, market: str, cart: dict) -> str:
    slots = table(game)["markets"][market]
    rows = []
    for r in RESOURCE_TYPES:
        if not slots.get(r):        # KOREA-2: the North has no uranium slots
            continue
        taking = cart.get(r, 0)
        cells = []
        for price, spaces, tokens in slots[r]:
            toks = []
            empty = spaces - tokens
            for i in range(spaces):
                if i < empty:
                    toks.append('<span class="tok empty"></span>')
                else:
                    cls = "tok"
                    if taking > 0:
                        cls += " taking"
                        taking -= 1
                    toks.append(f'<span class="{cls} tok-{r}"></span>')
            cells.append(f'<div class="slot" role="img" aria-label="{slot_name(lang, r, price, tokens)}">'
                         f'<span class="price">{price}</span><span class="toks">{"".join(toks)}</span></div>')
        have = sum(tokens for _, _, tokens in slots[r])
        rows.append(f'<div class="mrow mrow-{r}" title="{esc(t(lang, "res." + r))}: {have}">'
                    f'<span class="mlabel">{res_icon(r)}<span class="mname">{esc(t(lang, "res." + r))}</span>'
                    f'<span class="mcount">{have}</span></span><div class="slots">{"".join(cells)}</div></div>')
    return "".join(rows)


def render_players(game, lang: str, colors, kinds=()) -> Markup:
    """One panel per player in turn order: name (whole, wrapped between words when long; a
    computer's with its mark and level beside it, said once: seatmark.py), money, plants,
    resources, houses."""
    s = table(game)
    d = s["decision"]
    out = []
    for pos, seat in enumerate(s["order"]):
        p = s["players"][seat]
        boosted = promo_ui.transformer_plant_of(game, seat)      # PROMO-TRANS-3: marked on its plant
        plants = "".join(plant_card(game, n, lang, extra_cls="mini" + (" transformed" if n == boosted else ""))
                         for n in p["plants"]) or \
            f'<span class="muted">{esc(t(lang, "player.no_plants"))}</span>'
        held = resource_list(lang, p["resources"]) or \
            Markup(f'<span class="muted">{esc(t(lang, "player.no_resources"))}</span>')
        n = p["houses"]                                # Luna Park's house too (PROMO-PARK-3)
        cur = " current" if d and d["player"] == seat else ""
        color = colors[seat] if seat < len(colors) else "black"
        kind = seat_kind(kinds, seat)
        name = player_name(game, seat, colors, shown_name(p["name"], kind))
        out.append(
            f'<section class="player pcb-{esc(color)}{cur}" data-seat="{seat}">'
            f'<header><span class="order-pos" title="{esc(t(lang, "player.turn_pos", pos=pos + 1))}">'
            f'{pos + 1}</span><span class="who">{name}{computer_mark(kind, lang)}</span>'
            f'<span class="money">{esc(t(lang, "player.money", money=p["money"]))}</span></header>'
            f'<div class="pcards">{plants}</div>'
            f'<div class="pres">{held}</div>{promo_ui.render_player_promos(game, seat, lang)}'
            f'<div class="pcities">{esc(t(lang, "player.cities", count=n))} · '
            f'{esc(t(lang, "player.houses_left", left=p["houses_left"], total=HOUSES))}</div>'
            f'</section>')
    return Markup(f'<h3>{esc(t(lang, "panel.players"))}</h3><div class="players">{"".join(out)}</div>')
