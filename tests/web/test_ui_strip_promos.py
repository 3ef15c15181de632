"""The player strip with promo cards and after the game: each player's promo cards,
the Transformer on its plant ("7→2+1"), the Warehouse's tokens, the final place instead of "to play"."""
from __future__ import annotations

import re

from powergrid import PROMO_CARDS, Game
from powergrid.bots import RandomBot

from pgui.i18n import t
from pgui.screens.strip import render_strip
from helpers_promos import buy, promo_game
from test_ui_table import strip_entries
from web_scenes import COLORS


def entry(html: str, seat: int) -> str:
    return html.split(f'data-seat="{seat}"')[1].split("</li>")[0]


def strip_of(game, lang="en") -> str:
    return render_strip(game.view(), Game.plant_cards(), COLORS, lang)


def test_the_transformer_sits_on_its_plant_and_the_warehouse_shows_its_tokens():
    """PROMO-TRANS-3: the plant it is on reads "4→1+1"; PROMO-WARE-1: the Warehouse's tokens show
    on its chip in the owner's entry, and in nobody else's."""
    g = promo_game(3, promo_deck=["transformer", "warehouse", 20])
    buy(g, 3)
    buy(g, 4)
    g.apply({"type": "pass", "player": 0})
    g.apply({"type": "bid", "player": 1, "bid": 10})
    g.apply({"type": "attach", "player": 1, "plant": 4})
    g.apply({"type": "bid", "player": 0, "bid": 10})
    while g.decision()["kind"] == "asset":
        g.apply({"type": "pass", "player": g.decision()["player"]})
    assert g.view()["promo"]["owners"] == {"transformer": 1, "warehouse": 0}
    g.state["players"][0]["resources"]["oil"] = 4 + 2          # plant 3 holds 4 oil, the Warehouse 2
    html = strip_of(g)
    bob = entry(html, 1)
    plant4 = bob.split('data-plant="4"')[1].split('<span class="mp-tok"')[0]
    assert re.sub(r"<[^>]+>", "", plant4) == ">41+1"           # the card: 4, then →1+1
    assert "promo-transformer" not in bob                      # shown on its plant, not twice
    ann = entry(html, 0)
    chip = ann.split("sp-promo promo-warehouse")[1].split("</span></span>")[0]
    assert 'aria-label="Warehouse"' in chip and chip.count("stok-oil") == 2
    assert "promo-warehouse" not in entry(html, 2)


def test_the_spy_and_the_other_asset_cards_show_in_their_owners_entries():
    """PROMO-SPY-2, PROMO-PARK-1, PROMO-CONTRACT-1: every card a player holds has a chip."""
    g = promo_game(3, promo_deck=["park", "contract", 20])
    buy(g, 3)
    buy(g, 4)
    g.apply({"type": "bid", "player": 0, "bid": 10})           # Luna Park to seat 0
    g.apply({"type": "pass", "player": 1})
    g.apply({"type": "pass", "player": 2})
    g.apply({"type": "pass", "player": 0})                     # the Supply Contract to seat 1
    g.apply({"type": "bid", "player": 1, "bid": 11})
    g.apply({"type": "pass", "player": 2})
    g.state["promo"]["spy"] = 2
    html = strip_of(g)
    assert 'aria-label="Luna Park"' in entry(html, 0)
    assert 'aria-label="Supply Contract"' in entry(html, 1)
    assert 'aria-label="Industrial Espionage"' in entry(html, 2)


def test_after_game_over_the_strip_gives_each_place_not_to_play():
    """BASE-END-5: once the game is over each entry says its place; nobody is "to play"."""
    g = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 4, "beginner": True})
    bot = RandomBot(4)
    while not g.over:
        g.apply(bot.act(g))
    for lang in ("en", "it"):
        html = strip_of(g, lang)
        assert t(lang, "strip.waiting") not in html
        statuses = {seat: status for seat, _, status in strip_entries(html)}
        assert set(statuses.values()) == {"final"}
        for row in g.view()["result"]["ranking"]:
            assert t(lang, "table.strip.place", place=row["place"]) in entry(html, row["player"])


def test_a_promo_game_strip_draws_in_every_phase():
    """Every promo card in a played game: the strip draws in every decision without an error."""
    g = Game({"map": "germany", "players": ["Ann", "Bob", "Cem", "Dan"], "seed": 2,
              "promos": list(PROMO_CARDS), "timing": Game.TIMING})
    bot = RandomBot(2)
    while not g.over:
        assert "sp-name" in strip_of(g)
        g.apply(bot.act(g))
