"""The player strip: every player in turn order, always in sight above the board.

Each entry: turn position, colour and shape, name, money, the plants in miniature with the
tokens stored on them (the Transformer's plant as "7→2+1"), the promo cards the player holds (the
Warehouse with its tokens), houses on the board, and this round's status in the running phase
(to act, acting, bought, passed, built, powered), or the final place once the game is over. Pure
function of the read model (the view's `players`, `order`, `decision`, `phase`, `round`, `log`,
`promo`, `result`) and the plant cards.

The engine keeps a player's tokens as one count per type (BASE-PLANT-7); the strip draws
them on the plants that can hold them, in plant order, so that a player sees at a glance
which plant is fuelled (a picture of the holdings, not a rule).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ..common import plant_label, seat_tokens, shape_icon
from ..h import Markup, esc
from ..i18n import t
from ..words.bidruns import Entry
from .promo_ui import GLYPHS, Held, held_promos
from .seatmark import computer_mark, seat_kind, shown_name

if TYPE_CHECKING:
    from powergrid.reference import PlantCard
    from powergrid.state_schema import Card
    from powergrid.view_schema import GameView

# per phase: the log events that mean "this player has had his turn", and the status they give
DONE = {
    "auction": {"plant_bought": "bought", "phase_passed": "passed"},
    "resources": {"resources_bought": "bought", "resources_skipped": "passed"},
    "build": {"cities_built": "built", "build_skipped": "passed"},
    "bureaucracy": {"powered": "powered"},
}


def round_status(view: GameView) -> dict[int, str]:
    """{seat: status} in the running phase of this round: "acting" for the decision's player,
    a DONE status for those who had their turn, "waiting" for the others."""
    phase = view["phase"]
    done = DONE.get(phase, {})
    status: dict[int, str] = {}
    log: Sequence[Entry] = view["log"] if done else []
    for event in reversed(log):
        if event.get("round") != view["round"]:
            break
        kind = event.get("e")
        if kind in done and "player" in event and event["player"] not in status:
            status[event["player"]] = done[kind]
        elif phase != "auction" and kind in _phase_events_before(phase):
            break                     # an earlier phase of this round: stop looking back
    out: dict[int, str] = {}
    d = view["decision"]
    for p in view["players"]:
        seat = p["seat"]
        out[seat] = status.get(seat, "waiting")
        if d and d["player"] == seat:
            out[seat] = "acting"
    auction = view["auction"]
    lot = auction["lot"] if phase == "auction" and auction else None
    if lot:
        for seat in lot["active"]:
            if out.get(seat) == "waiting":
                out[seat] = "bidding"
    return out


def _phase_events_before(phase: str) -> set[str]:
    order = ["auction", "resources", "build", "bureaucracy"]
    kinds: set[str] = set()
    for earlier in order[:order.index(phase)]:
        kinds |= set(DONE[earlier])
    return kinds



def token_dots(tokens: Mapping[str, int]) -> str:
    return "".join(f'<span class="stok stok-{r}"></span>' * n for r, n in tokens.items())


def mini_plant(card: PlantCard, tokens: Mapping[str, int], transformed: bool = False) -> Markup:
    """A plant in miniature; `transformed`: the Transformer Station sits on it (PROMO-TRANS-3: one
    city more, "2+1")."""
    kind = card["kind"]
    more = '<span class="mp-plus">+1</span>' if transformed else ""
    return Markup(f'<span class="mplant mp-{esc(kind)}{" mp-transformed" if transformed else ""}" '
                  f'data-plant="{card["id"]}">'
                  f'<span class="mp-n">{esc(plant_label(card["id"]))}</span>'
                  f'<span class="mp-out">{card["cities"]}{more}</span>'
                  f'<span class="mp-tok">{token_dots(tokens)}</span></span>')


def promo_chips(held: Sequence[Held], lang: str) -> str:
    """The promo cards a player holds (promo_ui.held_promos), each as its glyph (its name on hover
    and for screen readers): with the tokens on it (the Warehouse's, PROMO-WARE); a card that sits
    on a plant (the Transformer, once attached) is shown by that plant instead."""
    chips = []
    for card in held:
        if card["plant"] is not None:
            continue
        name = t(lang, "promo.name." + card["card"])
        dots = token_dots(card["tokens"] or {})
        inside = f'<span class="mp-tok">{dots}</span>' if dots else ""
        chips.append(f'<span class="sp-promo promo-{esc(card["card"])}" role="img" aria-label="{esc(name)}" '
                     f'title="{esc(name)}"><span aria-hidden="true">{GLYPHS[card["card"]]}</span>{inside}</span>')
    return "".join(chips)


def final_places(view: GameView) -> dict[int, int]:
    """{seat: place} once the game is over (BASE-END-5/6), else {}."""
    result = view["result"]
    return {row["player"]: row["place"] for row in result["ranking"]} if result else {}


def render_strip(view: GameView, cards: Mapping[Card, PlantCard], colors: Sequence[str], lang: str,
                 kinds: Sequence[str] = ()) -> Markup:
    """The strip: one <li data-seat data-money> per player, in turn order. `kinds`: each seat's
    kind (person or a computer's level, seatmark.py); a name cut for room keeps its start and the
    computer's level, and says itself whole on hover."""
    status = round_status(view)
    places = final_places(view)
    players = {p["seat"]: p for p in view["players"]}
    items = []
    for pos, seat in enumerate(view["order"]):
        p = players[seat]
        color = colors[seat] if seat < len(colors) else "black"
        on = seat_tokens(p["plants"], p["resources"], cards)
        held = held_promos(view.get("promo"), seat)
        boosted = {card["plant"] for card in held if card["plant"] is not None}     # PROMO-TRANS-3
        plants = "".join(mini_plant(cards[n], on[n], n in boosted) for n in p["plants"])
        plants += promo_chips(held, lang)
        st = status[seat]
        kind = seat_kind(kinds, seat)
        label = t(lang, "strip." + st)
        if seat in places:                    # game over: the place, not "to play"
            st, label = "final", t(lang, "table.strip.place", place=places[seat])
        items.append(
            f'<li class="sp pcb-{esc(color)} st-{st}" data-seat="{seat}" data-money="{p["money"]}" '
            f'data-status="{st}">'
            f'<span class="sp-head"><span class="order-pos">{pos + 1}</span>{shape_icon(color, 14)}'
            f'<span class="sp-name" title="{esc(p["name"])}">{esc(shown_name(p["name"], kind))}</span>'
            f'{computer_mark(kind, lang)}</span>'
            f'<span class="sp-money" title="{esc(t(lang, "player.money", money=p["money"]))}">'
            f'{p["money"]}<small>E</small></span>'
            f'<span class="sp-houses" title="{esc(t(lang, "player.cities", count=p["houses"]))}">'
            f'<span class="house" aria-hidden="true"></span>{p["houses"]}</span>'
            f'<span class="sp-plants">{plants}</span>'
            f'<span class="sp-status">{esc(label)}</span></li>')
    return Markup(f'<ol class="strip strip-{len(items)}" aria-label="{esc(t(lang, "status.order"))}">'
                  f'{"".join(items)}</ol>')
