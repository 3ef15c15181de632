"""Shared pieces of the UI: the read model, player colours and their shape cues, resource
tokens, plant cards."""
from __future__ import annotations

import unicodedata
from contextlib import contextmanager
from functools import lru_cache

from .h import Markup, esc
from .i18n import t, tx
from .palette import PLAYERS, REGIONS, WHITE

from powergrid import PROMO_CARDS, RESOURCE_TYPES, Game, IllegalAction  # noqa: F401  (RESOURCE_TYPES re-exported for the panels)

# The map of a save, an index entry or a log event that names none: such records were written
# before the page offered a second map, all on Germany. A fact about old records, so it never
# changes, whatever map the start screen preselects or the engine takes by default.
UNNAMED_MAP = "germany"


def sort_key(name: str) -> str:
    """The key a list of names is sorted by, as a reader expects it: case and accents ignored
    ("Lörrach" before "Ludwigsburg", "Ölpe" with "Olpe"): decomposed (NFD), combining marks
    dropped, then case-folded. The same key in CPython and in the browser's Python."""
    bare = "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.combining(c))
    return bare.casefold()


# ---- the read model ---------------------------------------------------------------------
# Everything the page draws comes from game.view() (the engine's public read model). One
# drawing of the page asks for it many times (every player's name), so inside one_view()
# the view is computed once per game revision; outside it every call asks afresh.
_VIEWS: dict = {"depth": 0, "cache": {}}


def table(game) -> dict:
    """game.view(): what is on the table (cached inside one_view(); never write to it). Given the
    redraw's frame (controller/frame.py) instead of a game, the view the controller read once."""
    if isinstance(game, dict):
        return game
    view = getattr(game, "view", None)
    if isinstance(view, dict):
        return view
    if not _VIEWS["depth"]:
        return game.view()
    key = (id(game), game.revision)
    hit = _VIEWS["cache"].get(key)
    if hit is None or hit[0] is not game:
        hit = _VIEWS["cache"][key] = (game, game.view())
    return hit[1]


def remember(game, view: dict) -> None:
    """Inside one_view(): `view` is the game's read model for this drawing (the controller read
    it, maybe as a player's own view, which holds the public one)."""
    if _VIEWS["depth"]:
        _VIEWS["cache"][(id(game), game.revision)] = (game, view)


@contextmanager
def one_view():
    """Within this block the game changes only through apply/undo (which change revision)."""
    _VIEWS["depth"] += 1
    try:
        yield
    finally:
        _VIEWS["depth"] -= 1
        if not _VIEWS["depth"]:
            _VIEWS["cache"].clear()


STEP3_CARD = "step3"    # the Step 3 card's id in the deck, the market and the box (docs/API.md)


@lru_cache(maxsize=None)
def _card(number) -> dict:
    return Game.plant_card(number)


@lru_cache(maxsize=1)
def _deck_cards() -> dict:
    return Game.plant_cards()


def card_facts(game, number) -> dict:
    """The plant card's kind, inputs, cities and storage in the game shown (T-PLANTS), from the
    engine: a region's version where the view lists one (its `plant_versions`, with the
    `region`, NE-3), else the deck's card; `game` None: a card outside any game, the deck's."""
    for version in (table(game).get("plant_versions") or ()) if game is not None else ():
        if version["id"] == number:
            return version
    return _card(number)


def game_cards(game) -> dict:
    """Every plant card of the game shown by id, as card_facts gives each."""
    versions = table(game).get("plant_versions") or ()
    return {**_deck_cards(), **{v["id"]: v for v in versions}} if versions else _deck_cards()


def _printed(number):
    """The number printed on a plant card, from the engine's plant data; None for an id that is no plant."""
    try:
        return str(_card(number)["printed"])
    except (IllegalAction, TypeError):
        return None


def plant_label(number) -> str:
    """How every sentence and card names a plant: the number printed on the card, from the
    engine's plant data ("33⅓" for the Flux Generator, whose id is "flux": PROMO-FLUX-1).
    An id the engine does not know (never sent by it) is shown as given."""
    printed = _printed(number)
    return str(number) if printed is None else printed


def market_order(plant):
    """Where a plant stands in the market's order, the engine's sort key (the Flux Generator's
    33⅓ between 33 and 34): how a list of plant ids, numbers and "flux" mixed, is put in order."""
    return _card(plant)["key"]


def plant_id(value):
    """A plant id from a data attribute (data-plant): a number, or "flux" for the Flux Generator."""
    value = str(value)
    return int(value) if value.isdigit() else value


def card_label(card, lang: str) -> str:
    """How the page names any card of the deck or the box: the Step 3 card by its name, a plant
    by plant_label, a promo card that is not a plant by its name; an unknown id as given."""
    if card == STEP3_CARD:
        return t(lang, "plant.step3")
    if card in PROMO_CARDS and _printed(card) is None:     # the Flux Generator is a plant card
        return t(lang, "promo.name." + card)
    return plant_label(card)


def seat_tokens(plants, holdings: dict, cards: dict) -> dict:
    """{plant: {type: n}}: one way the holdings sit on the plants, for drawing them (single-fuel
    plants first, then hybrids and the Flux Generator take the rest), each plant holding at most
    its storage (BASE-PLANT-7). `cards` maps a plant to its card in this game (game_cards)."""
    facts = cards.__getitem__
    left = {r: int(holdings.get(r, 0)) for r in RESOURCE_TYPES}
    out = {n: {} for n in plants}
    for n in sorted(plants, key=lambda n: len(facts(n)["accepts"]) > 1):
        p = facts(n)
        room = p["storage"]
        for r in p["accepts"]:
            k = min(room, left.get(r, 0))
            if k:
                out[n][r] = k
                left[r] -= k
                room -= k
    return out

# id -> (fill, text colour on it, shape cue), from the one palette (palette.py).
COLORS = {name: (fill, ink, shape) for name, (fill, ink, _text, shape) in PLAYERS.items()}
COLOR_IDS = tuple(COLORS)
REGION_FILL = REGIONS

SHAPE_PATHS = {
    "circle": '<circle cx="8" cy="8" r="6.5"/>',
    "square": '<rect x="2" y="2" width="12" height="12"/>',
    "triangle": '<path d="M8 1.5 15 14.5H1z"/>',
    "diamond": '<path d="M8 1 15 8 8 15 1 8z"/>',
    "hexagon": '<path d="M4.5 2h7L15 8l-3.5 6h-7L1 8z"/>',
    "star": '<path d="M8 1l2 4.6 5 .5-3.8 3.3 1.1 4.9L8 11.8 3.7 14.3l1.1-4.9L1 6.1l5-.5z"/>',
}

KIND_CLASSES = {"coal", "oil", "garbage", "uranium", "hybrid", "eco", "fusion", "flux"}


def color_hex(color_id: str) -> str:
    return COLORS.get(color_id, COLORS["black"])[0]


def shape_icon(color_id: str, size: int = 16) -> Markup:
    fill, _, shape = COLORS.get(color_id, COLORS["black"])
    return Markup(f'<svg class="shape" width="{size}" height="{size}" viewBox="0 0 16 16" '
                  f'aria-hidden="true"><g fill="{fill}" stroke="{WHITE}" stroke-width="1.2">'
                  f'{SHAPE_PATHS[shape]}</g></svg>')


def player_name(game, seat: int, colors, shown=None) -> Markup:
    """A player's name in his colour, with his shape cue (escaped); `shown`: the words to show
    instead of the whole name (a computer's name without the level its mark says)."""
    name = table(game)["players"][seat]["name"] if shown is None else shown
    color = colors[seat] if seat < len(colors) else "black"
    return Markup(f'<span class="pname pc-{esc(color)}">{shape_icon(color)}'
                  f'<span class="pname-text">{esc(name)}</span></span>')


def res_icon(kind: str) -> Markup:
    return Markup(f'<span class="res res-{esc(kind)}" aria-hidden="true"></span>')


def resource_list(lang: str, amounts: dict, icons: bool = True) -> Markup:
    """'coal ×2, oil ×1' (with tokens) for the non-zero amounts, in the usual type order."""
    parts = []
    for r in RESOURCE_TYPES:
        n = amounts.get(r, 0)
        if n:
            icon = res_icon(r) if icons else ""
            parts.append(f'<span class="amount">{icon}{esc(t(lang, "res." + r))}&nbsp;×{int(n)}</span>')
    return Markup(", ".join(parts))


def resource_text(lang: str, amounts: dict) -> str:
    return ", ".join(f"{t(lang, 'res.' + r)} ×{amounts[r]}" for r in RESOURCE_TYPES if amounts.get(r))


def _plant_words(card: dict, lang: str) -> str:
    """A plant card's facts in a sentence, "Plant 13: powers 1 without fuel", from card_facts."""
    number = plant_label(card["id"])
    if card["inputs"]:
        return t(lang, "plant.title", number=number, inputs=card["inputs"], fuel=t(lang, "kind." + card["kind"]),
                 cities=card["cities"])
    # an ecological plant is named so in words; its card face keeps the short kind
    free = "plant.title_eco" if card["kind"] == "eco" else "plant.title_free"
    return t(lang, free, number=number, cities=card["cities"])


def plant_card(game, number, lang: str, *, action: str | None = None, selected: bool = False,
               disabled: bool = False, extra_cls: str = "", refused: str | None = None) -> Markup:
    """One plant card: number, fuel type (colour and text), fuel amount and cities powered.

    With `action` the card is a button (data-action, data-plant). `refused`: the id of the words
    that say why the rules refuse this plant to the player; the card stays a button a tap or a
    key reaches (its action says the reason), marked aria-disabled and described by them.
    """
    if number == STEP3_CARD:
        label = esc(card_label(number, lang))
        return Markup(f'<div class="card card-step3 {extra_cls}"><span class="card-num">{label}</span></div>')
    p = card_facts(game, number)
    kind = p["kind"] if p["kind"] in KIND_CLASSES else "eco"
    fuel = t(lang, "kind." + p["kind"])
    printed = plant_label(number)                               # "33⅓" for the Flux Generator
    title = _plant_words(p, lang)
    if p["inputs"]:
        icons = p["accepts"] if len(p["accepts"]) > 1 else (p["kind"],)   # hybrid: coal + oil; flux: all four
        need = f'<span class="card-in">{p["inputs"]}' + "".join(res_icon(r) for r in icons) + "</span>"
    else:
        need = '<span class="card-in">0</span>'
    # spaces between the grid's items: none is drawn, but the text reads "13 Coal 2 → 1"
    body = (f'<span class="card-num">{printed}</span> '
            f'<span class="card-kind">{esc(fuel)}</span> '
            f'<span class="card-io">{need} <span class="card-arrow">→</span> '
            f'<span class="card-out">{p["cities"]}<span class="house" aria-hidden="true"></span></span></span>')
    region = p.get("region")
    if region:      # NE-3: not the deck's usual card of this number; a corner mark shows it
        title += " (" + t(lang, "plant.regional", region=t(lang, "region." + region)) + ")"
    cls = f"card card-{kind} {extra_cls}" + (" selected" if selected else "") + (" refused" if refused else "") \
        + (" regional" if region else "")
    # the name starts with the card's words as printed (WCAG 2.5.3, label in name), then says them
    title = f'{printed} {fuel} {p["inputs"]} → {p["cities"]}: {title}'
    if action:
        refusal = f' aria-disabled="true" aria-describedby="{esc(refused)}"' if refused else ""
        return Markup(f'<button type="button" class="{cls.strip()}" data-action="{esc(action)}" '
                      f'data-plant="{p["id"]}" title="{esc(title)}" aria-label="{esc(title)}"'
                      f'{" disabled" if disabled else ""}'
                      f'{refusal}'
                      f'{" aria-pressed=" + chr(34) + "true" + chr(34) if selected else ""}>{body}</button>')
    return Markup(f'<div class="{cls.strip()}" title="{esc(title)}" role="img" '
                  f'aria-label="{esc(title)}">{body}</div>')


def elektro(lang: str, amount) -> str:
    return t(lang, "elektro", amount=amount)


def names_list(game, seats, colors) -> Markup:
    """The players' names, comma-separated; each comma kept on the line of the name before it (a
    name is a box, after which a browser would break a line even before a comma)."""
    names = [player_name(game, s, colors) for s in seats]
    return Markup(" ".join([f'<span class="name-then">{name},</span>' for name in names[:-1]] + names[-1:]))


__all__ = ["table", "one_view", "card_facts", "game_cards", "REGION_FILL", "COLORS", "COLOR_IDS", "color_hex",
           "shape_icon", "player_name", "res_icon", "resource_list", "resource_text", "plant_card",
           "elektro", "names_list", "tx"]


def decision_rev(game) -> str:
    """The revision a decision's buttons are drawn for: actions so far, whose decision, of what
    kind ("12.2.buy"). A reload reproduces it, so a tap queued before the reload (instant start)
    still matches; a tap on a button drawn for an earlier decision does not, and is ignored."""
    if game is None:
        return ""
    d = game.decision() if callable(game.decision) else game.decision    # a Game, or a redraw's frame
    return "" if d is None else f"{len(game.actions)}.{d['player']}.{d['kind']}"
