"""A resource market is named one way on the whole page (KOREA-2): the buying screen, the market
panel, the log and the refusals all take i18n.market_name, the catalogue's name in the player's
language, or the name as the engine gave it when the catalogue has none (never an exception)."""
from __future__ import annotations

import pytest

from helpers import new_game
from pgui.h import esc
from pgui.i18n import LANGS, market_name, t
from pgui.words.logtext import sentence
from pgui.words.refusals import refusal_text
from web_scenes import COLORS


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_and_the_refusals_name_a_market_alike(lang):
    game = new_game(3)
    assert market_name(lang, "north") == t(lang, "market.north") != t(lang, "market.south")
    assert market_name(lang, "east") == "east"            # unknown to the catalogue: shown as given
    for market in ("north", "south", "east"):
        bought = {"e": "resources_bought", "player": 0, "market": market, "resources": {"coal": 2}, "cost": 3}
        assert esc(market_name(lang, market)) in str(sentence(game, bought, lang, COLORS))
        restocked = {"e": "market_restocked", "added": {market: {"coal": 1}, "other": {"oil": 1}}}
        assert esc(market_name(lang, market)) in str(sentence(game, restocked, lang, COLORS))
        assert market_name(lang, market) in refusal_text(lang, "market_unknown", {"market": market})


@pytest.mark.parametrize("lang", LANGS)
def test_every_promo_event_card_has_its_log_sentences(lang):
    """PROMO-SHORT, PROMO-SURPLUS: each promo card that acts at once (the engine's event cards) has
    its words for the log, for one market and for several (Korea), in every language."""
    from powergrid import PROMO_CARDS
    from powergrid.data import promo_kind
    from pgui.words.logtext import MARKET_EVENT_KEYS

    events = [c for c in PROMO_CARDS if promo_kind(c) == "event"]
    assert events and set(events) == set(MARKET_EVENT_KEYS)
    for card in events:
        for form in ("markets", "each"):
            key = f"table.event_{MARKET_EVENT_KEYS[card]}_{form}"
            assert t(lang, key, card="C", each="E", resources="R", market="M") != key
