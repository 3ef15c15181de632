"""Charts on the final screen, drawn from the engine's money ledger and log (BASE-SETUP-3 start
money, BASE-BUREAU income, BASE-BUILD costs, PROMO-GEN-4 asset cards, PROMO-PARK-3 Luna Park)."""
from __future__ import annotations

import re

import pytest

from powergrid.bots import RandomBot, play_random_game

from pgui.decisions.charts import NAME_CHARS, render_charts, round_series, short_names
from pgui.i18n import LANGS, t
from helpers_promos import every_map_game, play_recording_round_ends
from web_scenes import COLORS, app_for, new_game


def finished(n: int, seed: int):
    game = new_game(n, seed)
    play_random_game(game, RandomBot(seed))
    assert game.over
    return game


@pytest.mark.parametrize("n,seed", [(2, 3), (3, 4), (5, 6)])
def test_the_series_end_where_the_game_ends(n, seed):
    """The last point of each line is what the players hold at the end: money, cities."""
    game = finished(n, seed)
    data = round_series(game)
    assert data["rounds"] == list(range(1, game.state["round"] + 1))
    for seat, p in enumerate(game.state["players"]):
        assert data["money"][seat][-1] == p["money"]
        assert data["cities"][seat][-1] == len(p["cities"])
        assert len(data["money"][seat]) == len(data["rounds"])
        bought = [plant for _, plant, _ in data["plants"][seat]]
        assert set(p["plants"]) <= set(bought)         # every plant he holds was bought by him
    powered = {r["player"]: r["powered"] for r in game.state["result"]["ranking"]}
    assert [data["powered"][s][-1] for s in range(n)] == [powered[s] for s in range(n)]


@pytest.mark.parametrize("promos", [False, True], ids=["base", "promos"])
def test_the_money_and_cities_charts_hold_the_real_figures_at_every_round_end_on_every_map(promos):
    """In promo games asset cards are paid for and Luna Park is a city: the charts show what
    the players really held at the end of each round, on every map."""
    for seed, game in enumerate(every_map_game(promos, seed=70)):
        money, houses = play_recording_round_ends(game, seed)
        data = round_series(game)
        assert data["rounds"] == sorted(money)
        for seat in range(len(game.state["players"])):
            assert data["money"][seat] == [money[r][seat] for r in data["rounds"]], game.rules.map.key
            assert data["cities"][seat] == [houses[r][seat] for r in data["rounds"]], game.rules.map.key
        html = str(render_charts(game, "en", COLORS[:len(game.state["players"])]))
        lasts = re.findall(r'class="series" data-seat="(\d)" data-last="(\d+)"', html.split("<figure")[1])
        assert [int(v) for _, v in lasts] == [p["money"] for p in game.state["players"]]


def test_round_one_money_is_start_money_minus_what_was_spent_plus_income():
    game = finished(3, 4)
    data = round_series(game)
    for seat in range(3):
        spent = sum(e.get("price", e.get("cost", 0)) for e in game.state["log"]
                    if e.get("round") == 1 and e.get("player") == seat
                    and e["e"] in ("plant_bought", "resources_bought", "cities_built"))
        income = sum(e["income"] for e in game.state["log"]
                     if e.get("round") == 1 and e.get("player") == seat and e["e"] == "powered")
        assert data["money"][seat][0] == 50 - spent + income


def test_the_final_screen_shows_four_charts_with_one_line_per_player():
    game = finished(3, 4)
    app = app_for(game, "it")
    html = app.render()[1]["pg-decision"]
    assert html.count('<figure class="chart') == 4
    for key in ("charts.money", "charts.cities", "charts.powered", "charts.plants"):
        assert t("it", key) in html
    money_chart = html.split("<figure")[1]
    lasts = re.findall(r'class="series" data-seat="(\d)" data-last="(\d+)"', money_chart)
    assert [(int(s), int(v)) for s, v in lasts] == [(s, p["money"]) for s, p in enumerate(game.state["players"])]
    plants = html.split("<figure")[4]
    for seat, p in enumerate(game.state["players"]):
        row = plants.split(f'class="plants-row" data-seat="{seat}"')[1].split('class="plants-row"')[0]
        for n in p["plants"]:
            assert f'data-plant="{n}"' in row


def test_names_in_charts_are_escaped():
    game = new_game(2, 5, names=["<b>x</b>", "Bob"])
    play_random_game(game, RandomBot(5))
    html = render_charts(game, "en", COLORS[:2])
    assert "<b>x" not in html and "&lt;b&gt;x" in html


@pytest.mark.parametrize("n,seed", [(2, 3), (3, 4), (5, 6), (6, 1)])
def test_plant_cards_in_the_chart_never_cover_each_other(n, seed):
    """Late rounds lie closer than a card's width and two plants may be bought in one round
    (BASE-AUCTION-14 discards, Step 3 rounds): every card of the chart stays readable, each
    row keeps every plant its player bought, and rows do not run into each other."""
    game = finished(n, seed)
    chart = re.search(r'<figure class="chart chart-plants">.*?</figure>', str(render_charts(game, "en", COLORS[:n])))
    rows = chart.group(0).split('<g class="plants-row" data-seat="')[1:]
    assert len(rows) == n
    boxes = []
    for row in rows:
        seat = row.split('"', 1)[0]
        cards = [tuple(map(float, m)) for m in
                 re.findall(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx', row)]
        assert len(cards) == len(round_series(game)["plants"][int(seat)])
        boxes += cards
    for i, (x1, y1, w1, h1) in enumerate(boxes):
        for x2, y2, w2, h2 in boxes[i + 1:]:
            assert x1 + w1 <= x2 or x2 + w2 <= x1 or y1 + h1 <= y2 or y2 + h2 <= y1, (x1, y1, x2, y2)


def test_the_charts_have_a_legend_naming_every_player_with_his_colour_and_shape():
    """The lines are told apart by a legend: each player's name, colour and shape cue."""
    game = finished(3, 4)
    html = render_charts(game, "en", COLORS[:3])
    legend = html.split('<ul class="chart-legend"')[1].split("</ul>")[0]
    for seat, p in enumerate(game.state["players"]):
        item = legend.split(f'data-seat="{seat}"')[1].split("</li>")[0]
        assert f'class="pcb-{COLORS[seat]}"' in legend and p["name"] in item and 'class="shape"' in item
    assert html.index("chart-legend") < html.index("<figure")


@pytest.mark.parametrize("lang", LANGS)
def test_the_plants_chart_tells_every_computer_apart_in_every_language(lang):
    """The plants-bought chart wrote "Computer 2 (Difficile)" as "Computer 2", cut by the first
    card to "Compute": each computer's default name, in every language and at every level, now
    gets a short form of its own, no longer than the chart writes."""
    for level in ("start.kind_easy", "start.kind_normal", "start.kind_hard"):
        names = ["Bartholomew Featherstone"] + [t(lang, "start.computer_n", n=n, level=t(lang, level))
                                                 for n in range(2, 7)]
        shown = short_names(names)
        assert len(set(shown)) == len(names) and all(len(s) <= NAME_CHARS for s in shown), shown
    near = ["Maximiliana Oppenheimer-Lindqvis", "Maximiliana Oppenheimer-Lindqvix"]
    assert len(set(short_names(near))) == 2
