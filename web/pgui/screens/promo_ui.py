"""The promo cards on the page: start-screen choice, card visuals in the market area and on the
owners' panels, the promo news and the spy's private top card (the asset auction and the
Transformer are decision rooms: decisions/asset.py, decisions/attach.py).

Everything is read from the engine's read model (game.view: "promo", "private", "log"),
its legal actions and its plant cards; no promo rule is decided here.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypedDict

from powergrid import PROMO_CARDS, Game, IllegalAction

from ..common import STEP3_CARD, Drawn, card_label, plant_card, plant_label, player_name, resource_list, table
from ..h import Markup, button, esc
from ..i18n import t

if TYPE_CHECKING:
    from powergrid.state_schema import Card
    from powergrid.view_schema import PromoView

# One glyph per card: the card's picture in a small square (no image files to ship).
GLYPHS = {"flux": "⚡", "transformer": "⊕", "warehouse": "▦", "shortage": "↓", "surplus": "↑",
          "park": "✪", "contract": "✎", "espionage": "◉"}
SPY_CARD = "espionage"                 # the card held by the view's "spy" (PROMO-SPY)
# What a held card does for its owner, when the view has nothing to show on it (Luna Park's city).
HELD_NOTES = {"park": "promo.park_city"}


def promo_card(card: str, lang: str, *, note: str | None = None, cls: str = "") -> Markup:
    """A small picture of a promo card: glyph, name, and an optional line under it."""
    name = t(lang, "promo.name." + card)
    under = f'<span class="promo-note">{note}</span>' if note is not None else ""
    return Markup(f'<div class="promo-card promo-{esc(card)} {esc(cls)}" title="{esc(t(lang, "promo.desc." + card))}">'
                  f'<span class="promo-glyph" aria-hidden="true">{GLYPHS[card]}</span>'
                  f'<span class="promo-name">{esc(name)}</span>{under}</div>')


# ---- start screen -------------------------------------------------------------------------------
def promo_block_reason(setup: Mapping[str, Any]) -> str | None:
    """Why promos cannot be chosen now (message key), or None."""
    if not any(m["id"] == setup.get("map") and m["promos"] for m in Game.maps()):
        return "promo.off_china"        # the map's declaration refuses them (China, CHINA-23)
    if setup.get("beginner"):
        return "promo.off_beginner"
    return None


def render_setup(setup: Mapping[str, Any], lang: str) -> Markup:
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


def chosen_for_start(setup: Mapping[str, Any]) -> list[str]:
    return [] if promo_block_reason(setup) else [c for c in PROMO_CARDS if c in setup.get("promos", ())]


# ---- market area and panels ---------------------------------------------------------------------
def render_market_strip(game: Drawn, lang: str, colors: Sequence[str]) -> Markup:
    """Every chosen card with where it is: in the deck, up for auction, owned by, or out."""
    info = table(game)["promo"]
    if not info:
        return Markup("")
    lot: Mapping[str, Any] = table(game)["decision"] or {}
    out = []
    for card in info["chosen"]:
        if is_plant(card):
            continue                              # the Flux Generator is a plant card of the market
        if card == SPY_CARD:
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


class Held(TypedDict):
    """A promo card a player holds, and what is on it."""
    card: str
    plant: Card | None                  # the plant it sits on (the Transformer's)
    tokens: dict[str, int] | None       # the tokens on it (the Warehouse's)


def held_promos(info: PromoView | None, seat: int) -> list[Held]:
    """The promo cards `seat` holds, as the engine's view (`info`: view["promo"]) says, each
    {"card", "plant", "tokens"}: the plant the card sits on (the view's `<card>_plant`, the
    Transformer's, PROMO-TRANS-3) and the tokens on it (the view's entry of the card's name, the
    Warehouse's, PROMO-WARE), else None. The owned cards in the view's order, then the spy's card."""
    if not info:
        return []
    named: Mapping[str, Any] = info         # a card's own entries, named after it
    held: list[Held] = [{"card": card, "plant": named.get(card + "_plant"), "tokens": named.get(card)}
                        for card, owner in info["owners"].items() if owner == seat]
    if info["spy"] == seat:
        held.append({"card": SPY_CARD, "plant": None, "tokens": None})
    return held


def render_player_promos(game: Drawn, seat: int, lang: str) -> Markup:
    """The cards a player holds, with what they do for him now."""
    out = []
    for held in held_promos(table(game)["promo"], seat):
        note: str | None = None
        if held["plant"] is not None:
            note = esc(t(lang, "promo.on_plant_n", plant=plant_label(held["plant"])))
        elif held["tokens"] is not None:
            note = resource_list(lang, held["tokens"]) or esc(t(lang, "promo.empty"))
        elif held["card"] in HELD_NOTES:
            note = esc(t(lang, HELD_NOTES[held["card"]]))
        out.append(promo_card(held["card"], lang, note=note, cls="mini"))
    return Markup(f'<div class="ppromos">{"".join(out)}</div>') if out else Markup("")


def is_plant(card: object) -> bool:
    try:
        Game.plant_card(card)
    except IllegalAction:
        return False
    return True


def transformer_plant_of(game: Drawn, seat: int) -> Card | None:
    """The plant of `seat` a promo card sits on (the Transformer's, PROMO-TRANS-3), or None."""
    return next((held["plant"] for held in held_promos(table(game)["promo"], seat) if held["plant"] is not None),
                None)


# ---- the spy's secret and the promo news -------------------------------------------------------
def render_spy(f: Drawn, lang: str, peek: bool) -> Markup:
    """The spy's secret (PROMO-SPY-3/4): only on his own screen (the frame's private part is read
    only for the player holding the tablet), only after his tap."""
    private = f.private
    if not private or "top_card" not in private:
        return Markup("")
    if not peek:
        return Markup(f'<div class="spy">{promo_card(SPY_CARD, lang, cls="mini")}'
                      f'{button(t(lang, "promo.spy_show"), "spy-peek", cls="spy-show")}</div>')
    top = private["top_card"]
    if top is None:
        shown = esc(t(lang, "promo.spy_empty"))
    elif top == STEP3_CARD:
        shown = esc(card_label(top, lang))
    elif is_plant(top):
        shown = plant_card(f, top, lang, extra_cls="mini")
    else:
        shown = promo_card(top, lang, cls="mini")
    return Markup(f'<div class="spy spy-open" role="note"><p>{esc(t(lang, "promo.spy_top_label"))}</p>'
                  f'<div class="spy-card">{shown}</div><p class="note">{esc(t(lang, "promo.spy_secret"))}</p>'
                  f'{button(t(lang, "promo.spy_hide"), "spy-hide", cls="spy-hide")}</div>')


ANNOUNCED = ("promo_event", "asset_won", "asset_removed", "contract_order", "transformer_lost", "spy_card")


def announcements(game: Drawn, lang: str, colors: Sequence[str], since: int) -> Markup:
    """The promo happenings of the last action, as sentences, above the next decision."""
    from ..words.logtext import sentence
    events = [e for e in table(game)["log"][since:] if e.get("e") in ANNOUNCED]
    if not events:
        return Markup("")
    items = "".join(f"<li>{sentence(game, e, lang, colors)}</li>" for e in events)
    return Markup(f'<ul class="promo-news">{items}</ul>')    # heard through the live region (live.py)

