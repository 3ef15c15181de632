"""Networks on the page, where they bind (JP-2, JP-3, JP-4, UK-3, UK-4), on the engine's test-only
declarations of the two shapes (tests/test_networks.py): the build cart says when a house begins a
new network and what it costs (the surcharge; the free jump, once per game), offers the free
jump where it is the player's choice and takes it back, says why it is refused once spent, and a
tap on a city where no network may begin says the engine's reason and plans nothing."""
from __future__ import annotations

import html
import re

import pytest

from helpers_market import give
from pgui.i18n import EN, LANGS, t
from pgui.words.refusals import error_text
from test_networks import (ISLAND_SHAPE, JP_REGIONS, JUMP_SHAPE, UK_REGIONS, at_build, game_on, island_game,
                           shapes)  # noqa: F401 (the fixture)
from web_scenes import app_for, decision_html

from helpers import buy_round1, skip_phase


@pytest.fixture
def named(shapes, monkeypatch):  # noqa: F811
    """The test shapes and their regions have English names for the page's board (the texts of a
    board the catalogues do not know are a bug the page would catch)."""
    from powergrid import Game
    for shape in (JUMP_SHAPE, ISLAND_SHAPE):
        monkeypatch.setitem(EN, "map." + shape.id, shape.id)
        for region in Game.map_board(shape.id)["regions"]:
            if "region." + region["id"] not in EN:
                monkeypatch.setitem(EN, "region." + region["id"], region["id"])


def text_of(markup) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", str(markup)))


def panel(app) -> str:
    return str(app.render()[1]["pg-decision"])


@pytest.mark.parametrize("lang", LANGS)
def test_the_cart_says_a_house_begins_a_new_network_and_its_surcharge(shapes, lang):  # noqa: F811
    """UK-3, UK-4, EX-17: Dublin planned with houses in Liverpool and Manchester: the cart's line
    says house 10 + 20 for a new network, no connection, and the total is 30."""
    game, seat = island_game(["Liverpool", "Manchester"])
    shown = text_of(decision_html(game, lang, plan=["Dublin"]))
    assert t(lang, "build.step_network", city="Dublin", slot=10, surcharge=20) in shown
    assert t(lang, "build.total", cost=30, money=100) in shown
    assert t(lang, "build.jump_offer", city="Dublin") not in shown      # forced by the sea, no choice


@pytest.mark.parametrize("lang", LANGS)
def test_round_one_says_the_second_house_is_the_free_jump(shapes, lang):  # noqa: F811
    """JP-4, AMB-126: Tokyo and Yokohama planned in round 1: Yokohama's line says free jump, once
    per game, though the two are joined at 0."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    shown = text_of(decision_html(game, lang, plan=["Tokyo", "Yokohama"]))
    assert t(lang, "build.step_jump", city="Yokohama", slot=10, surcharge=0) in shown
    assert t(lang, "build.step", city="Tokyo", slot=10, connection=0) in shown


def osaka_planned():
    """Round 2 on the jump shape: the builder has Chiba, 100 Elektro, his jump unspent, and has
    tapped Osaka: (game, seat, app)."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    seat = at_build(game)
    give(game, seat, cities=["Chiba"], money=100)
    game.state["networks"][seat] = 1
    app = app_for(game)
    app.dispatch("city", {"city": "Osaka"})
    return game, seat, app


def test_the_free_jump_is_offered_taken_and_sent(named):
    """JP-3: with Chiba, Osaka planned connects (10 + its connection); the cart offers the free jump
    there; taken, the line says free jump and the total is 10; the build names Osaka as a new
    network, and the jump is spent."""
    game, seat, app = osaka_planned()
    shown = panel(app)
    assert 'data-action="jump"' in shown and t("en", "build.jump_offer", city="Osaka") in text_of(shown)
    connected = game.build_plan(seat, ["Osaka"])["cost"]
    assert connected > 10
    app.dispatch("jump", {"city": "Osaka"})
    shown = text_of(panel(app))
    assert t("en", "build.step_jump", city="Osaka", slot=10, surcharge=0) in shown
    assert t("en", "build.total", cost=10, money=100) in shown
    assert t("en", "build.jump_undo", city="Osaka") in shown
    app.dispatch("build")
    assert game.state["networks"][seat] == 2 and game.state["players"][seat]["money"] == 90
    assert game.actions[-1]["new_networks"] == ["Osaka"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_spent_jump_is_told_with_the_engines_reason(shapes, lang):  # noqa: F811
    """JP-3, AMB-125: the jump spent, Kobe planned is connected as usual and the cart says why no
    free jump is offered there, in the engine's words (networks_limit)."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    seat = at_build(game)
    give(game, seat, cities=["Chiba", "Osaka"], money=100)
    game.state["networks"][seat] = 2
    with pytest.raises(Exception) as e:
        game.build_plan(seat, ["Kobe"], ["Kobe"])
    shown = text_of(decision_html(game, lang, plan=["Kobe"]))
    assert t(lang, "build.jump_refused", city="Kobe", reason=error_text(lang, e.value)) in shown
    assert e.value.code == "networks_limit"


def test_a_tap_where_no_network_may_begin_says_why_and_plans_nothing(named):
    """JP-2: with no house, a tap on Kyoto is refused with the engine's reason (network_start_city,
    the six cities named); nothing is planned. On the island shape, a tap on Dublin plans it."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    seat = at_build(game)
    app = app_for(game)
    app.dispatch("city", {"city": "Kyoto"})
    assert app.current_choice()["plan"] == []
    words = text_of(app.render()[1].get("pg-flash", "")) + str(app.flash)
    with pytest.raises(Exception) as e:
        game.build_plan(seat, ["Kyoto"])
    assert error_text("en", e.value) in html.unescape(words)
    island = game_on(ISLAND_SHAPE, UK_REGIONS)
    at_build(island)
    other = app_for(island)
    other.dispatch("city", {"city": "Dublin"})
    assert other.current_choice()["plan"] == ["Dublin"]


def test_the_boards_planned_path_follows_the_jump(named):
    """JP-3: Osaka planned from Chiba is drawn with its path; named as the free jump it has none
    (no connection), and taken back the path is drawn again."""
    game, seat, app = osaka_planned()

    def paths() -> int:
        return str(app.render()[1]["pg-board-plan"]).count("<polyline")
    drawn = paths()
    assert drawn > 0
    app.dispatch("jump", {"city": "Osaka"})
    assert paths() == 0
    app.dispatch("jump", {"city": "Osaka"})
    assert paths() == drawn
