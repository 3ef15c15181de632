"""Resource Shortage and Surplus on Korea name the market each token left or went to (KOREA-13,
PROMO-SHORT, PROMO-SURPLUS): in the log and in the news above the next decision."""
from __future__ import annotations

import pytest

from helpers_promos import buy, promo_game
from pgui.i18n import LANGS, t
from web_scenes import app_for


def korea_event(card: str):
    """Korea, round 1: the event card comes up as the second purchase's replacement."""
    game = promo_game(3, promo_deck=[card, 20], chosen=["shortage", "surplus"], game_map="korea")
    buy(game, 3)
    before = len(game.state["log"])
    buy(game, 4)
    return game, before


@pytest.mark.parametrize("lang", LANGS)
def test_surplus_names_the_market_each_token_went_to(lang):
    """KOREA-13, PROMO-SURPLUS-2: garbage ×3 into the North market, uranium ×1 into the South."""
    game, _ = korea_event("surplus")
    event = next(e for e in game.state["log"] if e["e"] == "promo_event")
    assert event["moved"] == {"north": {"garbage": 3}, "south": {"uranium": 1}}
    app = app_for(game, lang=lang)
    log = app.render()[1]["pg-log"]
    north = t(lang, "table.event_surplus_each", resources="@", market=t(lang, "market.north")).split("@")[1]
    south = t(lang, "table.event_surplus_each", resources="@", market=t(lang, "market.south")).split("@")[1]
    sentence = log.split('class="log-promo_event">')[1].split("</li>")[0]
    assert north in sentence and south in sentence
    assert sentence.index(t(lang, "res.garbage")) < sentence.index(north) < sentence.index(t(lang, "res.uranium"))


def test_shortage_names_both_markets_in_the_news_above_the_next_decision():
    """KOREA-13, PROMO-SHORT-2: coal ×3 leaves each market, North first; the news says which."""
    game, since = korea_event("shortage")
    app = app_for(game, ack=False)
    from pgui.screens.promo_ui import announcements
    news = announcements(game, "en", app.colors, since)
    assert "Resource Shortage, back to the supply:" in news
    assert "from the North market" in news and "from the South market" in news
    assert news.index("North") < news.index("South")
