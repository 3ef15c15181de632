"""The page's parts on every map and in promo games: the strip, the players' panels,
the buying aids and the end screen are rendered at the moves of seeded random games without an
exception, and the numbers they show are the engine's (view, fuel_needs, quote, ledger)."""
from __future__ import annotations

import re

import pytest

from helpers_promos import every_map_game
from powergrid import HOUSES_PER_PLAYER
from powergrid.bots import RandomBot

from pgui.decisions import buyaid
from pgui.i18n import t
from web_scenes import app_for


def _check_table(game, parts: dict) -> None:
    view = game.view()
    strip = str(parts["pg-strip"])
    shown = {int(s): int(m) for s, m in re.findall(r'data-seat="(\d)" data-money="(\d+)"', strip)}
    assert shown == {p["seat"]: p["money"] for p in view["players"]}
    panels = str(parts["pg-players"])
    for p in view["players"]:
        assert p["houses_left"] == HOUSES_PER_PLAYER - game.city_count(p["seat"])
        text = t("en", "player.houses_left", left=p["houses_left"], total=HOUSES_PER_PLAYER)
        assert text in panels


def _check_buying(game, parts: dict) -> None:
    """The aid's suggestion covers what fuel_needs says is missing, within the purchase limits,
    and the page shows its price (on Korea, for the market the page shows)."""
    seat = game.decision()["player"]
    html = str(parts["pg-decision"])
    costs = []
    needs = game.fuel_needs(seat)
    lacking = sum(needs["missing"].values()) + sum(c["tokens"] for c in needs["missing_choices"])
    for market in game.market_names():
        need = buyaid.plants_need(game, seat, market)
        limits = game.purchase_limits(seat, market)
        assert sum(need.values()) <= lacking and all(need[r] <= limits.get(r, 0) for r in need)
        for r, n in needs["missing"].items():
            assert need[r] >= min(n, limits.get(r, 0))
        if any(need.values()):
            costs.append(f'({t("en", "elektro", amount=game.quote(seat, need, market)["cost"])})')
    if costs and 'class="need' in html:
        assert any(c in html for c in costs)


def _check_end(game, parts: dict) -> None:
    html = str(parts["pg-decision"])
    money_chart = html.split('<figure class="chart')[1]
    lasts = re.findall(r'class="series" data-seat="(\d)" data-last="(\d+)"', money_chart)
    assert [int(v) for _, v in lasts] == [p["money"] for p in game.state["players"]]


@pytest.mark.parametrize("promos", [True, False], ids=["promos", "base"])
def test_the_page_shows_the_engines_numbers_on_every_map(promos):
    for seed, game in enumerate(every_map_game(promos, seed=21)):
        bot = RandomBot(seed)
        moves = 0
        while not game.over:
            d = game.decision()
            # every move of the first promo game; in the others every purchase, asset auction
            # and seventh move
            if (promos and seed == 0) or d["kind"] in ("buy", "asset") or moves % 7 == 0:
                layout, parts = app_for(game).render()
                assert layout == "game"
                _check_table(game, parts)
                if d["kind"] == "buy":
                    _check_buying(game, parts)
            game.apply(bot.act(game))
            moves += 1
        layout, parts = app_for(game).render()
        _check_end(game, parts)
