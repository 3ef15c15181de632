"""Northern Europe on the page: a plant is drawn as this game's card, a region's version where
its region is in play (NE-3), marked and named as one; a nuclear plant is refused where it binds
with its reason (NE-2), plant 10 with southern Sweden among them; in every language."""
from __future__ import annotations

import html
import re

import pytest

from helpers import new_game
from helpers_market import set_cards
from test_northerneurope import ne_game, powering_scene

from pgui.common import game_cards, plant_card
from pgui.i18n import LANGS, t
from pgui.screens.panels import render_plant_market
from pgui.screens.strip import render_strip
from pgui.words.refusals import refusal_text
from web_scenes import COLORS, decision_html


@pytest.mark.parametrize("lang", LANGS)
def test_the_market_draws_plant_10_as_southern_swedens_uranium_plant(lang):
    """NE-3: with southern Sweden in play plant 10 is drawn as a uranium card, 2 -> 3, marked
    as a regional version, its name saying whose; a line under the market names the regional
    versions on the table with their regions (7 is Norway's). On a
    board without it, 10 is the deck's coal card, unmarked, and no line."""
    game = ne_game()
    shown = html.unescape(str(render_plant_market(game, lang)))
    card = re.search(r'<div class="card card-uranium[^"]*regional"[^>]*aria-label="10 ([^"]*)"', shown)
    assert card, "plant 10 is not drawn as a regional uranium card"
    region = t(lang, "region.sweden_south")
    assert t(lang, "plant.regional", region=region) in card.group(1)
    assert t(lang, "kind.uranium") in card.group(1) and "2 → 3" in card.group(1)
    regional = f"7 ({t(lang, 'region.norway')}), 10 ({region})"      # the market holds 3-10
    assert t(lang, "panel.regional", plants=regional) in shown
    base = html.unescape(str(render_plant_market(new_game(3), lang)))
    assert re.search(r'<div class="card card-coal"[^>]*aria-label="10 ', base)
    assert "regional" not in base


@pytest.mark.parametrize("lang", LANGS)
def test_in_round_1_plant_10_is_shown_refused_with_the_reason(lang):
    """NE-2, EX-21: in round 1 plant 10 (uranium with southern Sweden) stays among the choices,
    disabled, a regional uranium card, with the engine's reason naming the four regions that
    allow it in the player's language, never Norway or Denmark."""
    game = ne_game()
    set_cards(game, market=[3, 4, 5, 10, 12, 14, 15, 16])
    shown = decision_html(game, lang)
    card = re.search(r'<button[^>]*data-plant="10"[^>]*>', shown).group(0)
    assert 'data-action="refused-plant"' in card and "card-uranium" in card and "regional" in card
    why = next(r for r in game.refused_choices() if r["action"].get("plant") == 10)
    line = html.unescape(re.search(r'<li id="[^"]+">(.*?)</li>', shown).group(1))
    assert line == refusal_text(lang, why["code"], why["params"], why["reason"])
    for region in ("sweden_south", "sweden_north", "finland", "baltic_states"):
        assert t(lang, "region." + region) in line
    assert t(lang, "region.norway") not in line and t(lang, "region.denmark") not in line


def test_a_players_plants_and_tokens_are_drawn_as_the_regional_versions():
    """NE-3 with Finland in play: the strip draws plant 32 as a garbage card, 2 -> 6, holding the
    player's 2 garbage (the deck's 32 burns oil and would hold none), and plant 44 as uranium."""
    game = ne_game(regions=["finland", "norway", "sweden_north"])
    powering_scene(game, [32, 44], {"garbage": 2, "uranium": 1}, ["Helsinki"])
    view = game.view()
    cards = game_cards(view)
    assert (cards[32]["kind"], cards[32]["inputs"], cards[32]["cities"]) == ("garbage", 2, 6)
    assert cards[44]["kind"] == "uranium"
    strip = str(render_strip(view, cards, COLORS, "en"))
    drawn = re.search(r'<span class="mplant mp-(\w+)" data-plant="32">.*?<span class="mp-out">(\d+)</span>'
                      r'<span class="mp-tok">(.*?)</span></span>', strip)
    assert drawn.group(1, 2) == ("garbage", "6") and "garbage" in drawn.group(3)
    assert 'class="mplant mp-uranium" data-plant="44"' in strip
    mini = str(plant_card(game, 32, "en", extra_cls="mini"))
    assert "card-garbage" in mini and "regional" in mini
