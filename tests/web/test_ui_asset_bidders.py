"""The asset auction on the page: who may bid and why not, worded from the engine's
answer (`promo.lot.bidders`), and the plant auction's one-tap amounts (PROMO-GEN-4, AMB-46)."""
from __future__ import annotations

import pytest

from pgui.i18n import LANGS, t
from test_promo_ui import buy_first, scripted, tap
from web_scenes import app_for


def line(html: str, seat: int) -> str:
    return html.split('class="bidder ')[1:][seat].split("</li>")[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_transformer_auction_says_who_may_not_bid_and_why(lang):
    """AMB-46: Cem owns no plant, so he may not bid on the Transformer; the page says so by name."""
    app = app_for(scripted(["transformer", 20]), ack=False, lang=lang)
    buy_first(app)
    buy_first(app)
    tap(app, "noop")
    html = app.render()[1]["pg-decision"]
    card = t(lang, "promo.name.transformer")
    cem = line(html, 2).replace("&#x27;", "'")
    assert "Cem" in cem and t(lang, "table.bidder.no_plant", card=card) in cem
    assert t(lang, "table.bidder.may", need=10) in line(html, 0)


def test_a_player_with_1_elektro_is_told_he_cannot_meet_the_minimum():
    """PROMO-GEN-4, PROMO-GEN-10: with 1 Elektro Bob cannot meet the minimum of 10."""
    game = scripted(["warehouse", 20])
    app = app_for(game, ack=False)
    buy_first(app)
    buy_first(app)
    game.state["players"][1]["money"] = 1
    tap(app, "noop")
    html = app.render()[1]["pg-decision"]
    assert "may not bid: has 1 Elektro, the bid needs 10" in line(html, 1)


def test_the_asset_auction_offers_one_tap_amounts_that_bid_at_once():
    """The plant auction's one-tap amounts (the minimum and a few above it) in the asset auction;
    one tap bids that amount."""
    app = app_for(scripted(["warehouse", 20]), ack=False)
    buy_first(app)
    buy_first(app)
    tap(app, "noop")
    html = app.render()[1]["pg-decision"]
    quick = html.split('class="quick-bids"')[1].split("</div>")[0]
    for amount in (10, 11, 12, 15):
        assert f'data-bid="{amount}"' in quick
    tap(app, "raise", bid=15)
    assert app.game.view()["promo"]["lot"]["bid"] == 15
