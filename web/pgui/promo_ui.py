"""The promo cards on the page: start-screen choice, card visuals in the market area and on the
owners' panels, the asset auction and Transformer decisions, and the spy's private top card.

Everything is read from the engine's read model (game.view: "promo", "private", "log"),
its legal actions and its plant cards; no promo rule is decided here.
"""
from __future__ import annotations

from powergrid import PROMO_CARDS, Game, IllegalAction

from .common import names_list, plant_card, player_name, resource_list, table
from .h import Markup, button, esc
from .i18n import t, tx

# One glyph per card: the card's picture in a small square (no image files to ship).
GLYPHS = {"flux": "⚡", "transformer": "⊕", "warehouse": "▦", "shortage": "↓", "surplus": "↑",
          "park": "✪", "contract": "✎", "espionage": "◉"}


def promo_card(card: str, lang: str, *, note=None, cls: str = "") -> Markup:
    """A small picture of a promo card: glyph, name, and an optional line under it."""
    name = t(lang, "promo.name." + card)
    under = f'<span class="promo-note">{note}</span>' if note is not None else ""
    return Markup(f'<div class="promo-card promo-{esc(card)} {esc(cls)}" title="{esc(t(lang, "promo.desc." + card))}">'
                  f'<span class="promo-glyph" aria-hidden="true">{GLYPHS[card]}</span>'
                  f'<span class="promo-name">{esc(name)}</span>{under}</div>')


# ---- start screen -------------------------------------------------------------------------------
def promo_block_reason(setup: dict) -> str | None:
    """Why promos cannot be chosen now (message key), or None."""
    if not any(m["id"] == setup.get("map") and m["promos"] for m in Game.maps()):
        return "promo.off_china"        # the map's declaration refuses them (China, CHINA-23)
    if setup.get("beginner"):
        return "promo.off_beginner"
    return None


def render_setup(setup: dict, lang: str) -> Markup:
    """Eight check boxes with one line each, off by default, and an "all" switch."""
    chosen = set(setup.get("promos", ()))
    reason = promo_block_reason(setup)
    off = " disabled" if reason else ""
    every = all(c in chosen for c in PROMO_CARDS)
    rows = [f'<label class="check-row promo-all"><input type="checkbox" data-change="promos-all"'
            f'{" checked" if every and not reason else ""}{off}><span>{esc(t(lang, "promo.all"))}</span></label>']
    for card in PROMO_CARDS:
        on = " checked" if card in chosen and not reason else ""
        rows.append(f'<label class="check-row promo-row"><input type="checkbox" data-change="promo" '
                    f'data-card="{card}"{on}{off}><span class="promo-glyph" aria-hidden="true">{GLYPHS[card]}</span>'
                    f'<span><strong>{esc(t(lang, "promo.name." + card))}</strong> — '
                    f'{esc(t(lang, "promo.desc." + card))}</span></label>')
    note = f'<p class="note promo-off">{esc(t(lang, reason))}</p>' if reason else ""
    return Markup(f'<div class="field promos"><span class="label">{esc(t(lang, "promo.title"))}</span>{note}'
                  f'<div class="promo-list">{"".join(rows)}</div></div>')


def chosen_for_start(setup: dict) -> list:
    return [] if promo_block_reason(setup) else [c for c in PROMO_CARDS if c in setup.get("promos", ())]


# ---- market area and panels ---------------------------------------------------------------------
def render_market_strip(game, lang: str, colors) -> Markup:
    """Every chosen card with where it is: in the deck, up for auction, owned by, or out."""
    info = table(game)["promo"]
    if not info:
        return Markup("")
    lot = game.decision() or {}
    out = []
    for card in info["chosen"]:
        if is_plant(card):
            continue                              # the Flux Generator is a plant card of the market
        if card == "espionage":
            spy = info["spy"]
            note = player_name(game, spy, colors) if spy is not None else esc(t(lang, "promo.beside"))
            out.append(promo_card(card, lang, note=note, cls="beside"))
        elif card in info["owners"]:
            out.append(promo_card(card, lang, note=player_name(game, info["owners"][card], colors), cls="owned"))
        elif lot.get("card") == card:
            out.append(promo_card(card, lang, note=esc(t(lang, "promo.up")), cls="up"))
        elif card in info["out"]:
            out.append(promo_card(card, lang, note=esc(t(lang, "promo.out")), cls="out"))
        else:
            out.append(promo_card(card, lang, note=esc(t(lang, "promo.in_deck")), cls="deck"))
    return Markup(f'<div class="promo-strip" aria-label="{esc(t(lang, "promo.title"))}">{"".join(out)}</div>')


def render_player_promos(game, seat: int, lang: str) -> Markup:
    """The cards a player holds, with what they do for him now."""
    info = table(game)["promo"]
    if not info:
        return Markup("")
    out = []
    for card, owner in info["owners"].items():
        if owner != seat:
            continue
        note = None
        if card == "transformer" and info["transformer_plant"] is not None:
            note = esc(t(lang, "promo.on_plant_n", plant=plant_label(game, info["transformer_plant"])))
        elif card == "warehouse":
            held = info["warehouse"] or {}
            note = resource_list(lang, held) or esc(t(lang, "promo.empty"))
        elif card == "park":
            note = esc(t(lang, "promo.park_city"))
        out.append(promo_card(card, lang, note=note, cls="mini"))
    if info["spy"] == seat:
        out.append(promo_card("espionage", lang, cls="mini"))
    return Markup(f'<div class="ppromos">{"".join(out)}</div>') if out else Markup("")


def plant_label(game, number) -> str:
    """The printed number of a plant ("33⅓" for the Flux Generator)."""
    try:
        return str(Game.plant_card(number)["printed"])
    except IllegalAction:
        return str(number)


def is_plant(card) -> bool:
    try:
        Game.plant_card(card)
    except IllegalAction:
        return False
    return True


def transformer_plant_of(game, seat: int):
    info = table(game)["promo"]
    if not info:
        return None
    return info["transformer_plant"] if info["owners"].get("transformer") == seat else None


# ---- decisions ------------------------------------------------------------------------------------
def banner(game, lang: str) -> Markup:
    """"The Warehouse came up: auction, minimum 10" while an asset auction runs."""
    d = game.decision()
    if not d or d["kind"] != "asset":
        return Markup("")
    minimum = table(game)["promo"]["lot"]["minimum"]
    return Markup(f'<p class="promo-banner" role="status">'
                  f'{esc(t(lang, "promo.banner", card=t(lang, "promo.name." + d["card"]), minimum=minimum))}</p>')


def render_asset(game, lang: str, colors, bid, stepper) -> Markup:
    d = game.decision()
    lot = table(game)["promo"]["lot"]
    legal = game.legal_actions()
    raise_ = next(a for a in legal if a["type"] == "bid")
    card = d["card"]
    out = [banner(game, lang), f'<div class="lotcard">{promo_card(card, lang, cls="big")}'
           f'<p class="promo-desc">{esc(t(lang, "promo.desc." + card))}</p>']
    if lot["bid"] is not None:
        leader = player_name(game, lot["leader"], colors)
        out.append(f'<p>{tx(lang, "promo.leading", bid=lot["bid"], leader=leader)}</p>')
    out.append(f'<p>{tx(lang, "auction.bidders", names=names_list(game, lot["active"], colors))}</p></div>')
    lo, hi = raise_["min"], raise_["max"]
    value = max(lo, min(hi, bid if bid is not None else lo))
    out.append(f'<div class="bidbox"><p>{esc(t(lang, "auction.range", min=lo, max=hi))}</p>'
               f'{stepper(lang, value, lo, hi)}'
               f'{button(t(lang, "promo.bid", bid=value), "raise", cls="primary", bid=value)}</div>'
               f'<div class="actions">{button(t(lang, "auction.pass_lot"), "pass")}</div>')
    return Markup("".join(out))


def render_attach(game, lang: str) -> Markup:
    legal = [a for a in game.legal_actions() if a["type"] == "attach"]
    cards = "".join(f'<button type="button" class="btn attach" data-action="attach" data-plant="{esc(a["plant"])}">'
                    f'{plant_card(game, a["plant"], lang, extra_cls="mini")}'
                    f'<span>{esc(t(lang, "promo.attach_to", plant=plant_label(game, a["plant"])))}</span></button>'
                    for a in legal)
    return Markup(f'<h2>{esc(t(lang, "promo.attach"))}</h2>{promo_card("transformer", lang, cls="big")}'
                  f'<div class="attaches">{cards}</div>')


def render_spy(game, seat: int, lang: str, peek: bool) -> Markup:
    """The spy's secret (PROMO-SPY-3/4): only on his own screen, only after his tap."""
    private = game.view(seat)["private"]
    if "top_card" not in private:
        return Markup("")
    if not peek:
        return Markup(f'<div class="spy">{promo_card("espionage", lang, cls="mini")}'
                      f'{button(t(lang, "promo.spy_show"), "spy-peek", cls="spy-show")}</div>')
    top = private["top_card"]
    if top is None:
        shown = esc(t(lang, "promo.spy_empty"))
    elif top == "step3":
        shown = esc(t(lang, "plant.step3"))
    elif is_plant(top):
        shown = plant_card(game, top, lang, extra_cls="mini")
    else:
        shown = promo_card(top, lang, cls="mini")
    return Markup(f'<div class="spy spy-open" role="note"><p>{esc(t(lang, "promo.spy_top_label"))}</p>'
                  f'<div class="spy-card">{shown}</div><p class="note">{esc(t(lang, "promo.spy_secret"))}</p>'
                  f'{button(t(lang, "promo.spy_hide"), "spy-hide", cls="spy-hide")}</div>')


ANNOUNCED = ("promo_event", "asset_won", "asset_removed", "contract_order", "transformer_lost", "spy_card")


def announcements(game, lang: str, colors, since: int) -> Markup:
    """The promo happenings of the last action, as sentences, above the next decision."""
    from .logtext import sentence
    events = [e for e in table(game)["log"][since:] if e.get("e") in ANNOUNCED]
    if not events:
        return Markup("")
    items = "".join(f"<li>{sentence(game, e, lang, colors)}</li>" for e in events)
    return Markup(f'<ul class="promo-news" role="status">{items}</ul>')

