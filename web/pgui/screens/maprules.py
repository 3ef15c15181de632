"""What makes a map's game differ from the base game, in the players' words, from the engine's
declaration of the map (Game.maps(): its rule ids and the phases of its round): the list "This
map's rules" (one catalogue text "maprule.<id>" per rule id) and a round's phases in the map's
order. The start screen shows the list of the chosen map; "How to play" both, for the game's map.
The page adds no rule of its own: a map without rule ids shows no list."""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from powergrid import Game

from ..h import Markup, esc
from ..i18n import t

if TYPE_CHECKING:
    from powergrid.reference import MapEntry

PHASE_NUMBERS = Game.phase_numbers()   # the rulebook's numbers, kept on maps that reorder the round


@lru_cache(maxsize=None)
def _declared() -> dict[str, MapEntry]:
    return {m["id"]: m for m in Game.maps()}


def rule_ids(map_id: str) -> tuple[str, ...]:
    """The ids of the map's own rules, in reading order (none for an unknown map)."""
    entry = _declared().get(map_id)
    return tuple(entry["rule_ids"]) if entry is not None else ()


def render_map_rules(map_id: str, lang: str) -> Markup:
    """ "This map's rules" and one line per rule id; nothing for a map without rules of its own."""
    ids = rule_ids(map_id)
    if not ids:
        return Markup("")
    items = "".join(f'<li data-rule="{esc(r)}">{esc(t(lang, "maprule." + r))}</li>' for r in ids)
    return Markup(f'<section class="map-rules"><h3>{esc(t(lang, "maprules.title"))}</h3>'
                  f'<ul>{items}</ul></section>')


def render_round(phase_order: Iterable[str], current: str | None, lang: str) -> Markup:
    """A round's phases in the order the engine gives (the view's phase_order), each with its
    number, the phase in play marked: "2 Auction › 1 Turn order › 3 Buying resources › ..." on a map
    where the auction comes first (BW-2)."""
    items = []
    for phase in phase_order:
        label = esc(f'{PHASE_NUMBERS.get(phase, "")} {t(lang, "phase." + phase)}'.strip())
        if phase == current:
            items.append(f'<li class="now" aria-current="step"><strong>{label}</strong></li>')
        else:
            items.append(f"<li>{label}</li>")
    return Markup(f'<p class="howto-round-title">{esc(t(lang, "howto.round"))}</p>'
                  f'<ol class="howto-round">{"".join(items)}</ol>')

