"""What a city says to a keyboard or screen-reader player: its visible name first, then what
matters now ("Essen: Ann's house, 1 of 1 places taken, adds 10 Elektro to your plan"). Every
figure is the engine's answer (the view's houses and open slots, the build planner's costs):
nothing is priced here."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import t

if TYPE_CHECKING:
    from powergrid.view_schema import CityOpenView


def spoken_name(lang: str, city: str, owners: list[str], city_open: CityOpenView, build: str) -> str:
    """`owners`: the names of the players with a house there, in order; `city_open`: the view's
    cities_open entry (its "places": the houses it takes in this Step, BASE-BUILD-3, BW-5);
    `build`: the build decision's word about it ("" outside a build), see build_word."""
    if owners:
        houses = t(lang, "kb.city.house_of" if len(owners) == 1 else "kb.city.houses_of", names=", ".join(owners))
    else:
        houses = t(lang, "kb.city.empty")
    parts = [houses, t(lang, "kb.city.places", taken=len(owners), open=city_open["places"])]
    if build:
        parts.append(build)
    return f"{city}: " + ", ".join(parts)


def build_word(lang: str, cost: int | None, short: bool, planned: bool, opens_text: str = "") -> str:
    """The build decision's word on one city: in the plan, what it adds (and whether the money
    left covers it), when it opens (a closed city, BW-5), or that it cannot be built now."""
    if planned:
        return t(lang, "kb.city.planned")
    if cost is not None:
        return t(lang, "kb.city.adds_short" if short else "kb.city.adds", cost=cost)
    return opens_text or t(lang, "kb.city.cannot")
