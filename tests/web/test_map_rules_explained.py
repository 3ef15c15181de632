"""Every map explains its own rules on the page, from the engine's declaration of the map
(Game.maps(): its rule ids and the phases of its round): "This map's rules" on the start screen and
in "How to play", in every language; How to play's round in the map's phase order and who chooses
first (BW-2); refusals caused by a map's rule that say why and what would work (BW-5, AMB-85,
CHINA-23); and log lines that say what happened in this round (BW-2, BW-3, BASE-AUCTION-17)."""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from powergrid import Game, IllegalAction
from powergrid.bots import RandomBot

from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.i18n import CATALOGUE, LANGS, t
from pgui.screens.howto import render_howto
from pgui.screens.live import new_items
from pgui.words.logtext import render_log
from pgui.words.refusals import error_text
from web_scenes import COLORS, NAMES, app_for

RULES = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"
BW = "badenwurttemberg"
MAPS = Game.maps()
WITH_RULES = [m for m in MAPS if m["rule_ids"]]


def text_of(markup) -> str:
    """What a reader sees of some markup: its text, entities resolved."""
    return html.unescape(re.sub(r"<[^>]+>", "", str(markup)))


def test_some_maps_declare_rules_of_their_own_and_the_base_maps_none():
    """The lists below test something: Korea, China and Baden-Württemberg declare their rules."""
    assert {"korea", "china", BW} <= {m["id"] for m in WITH_RULES}
    assert not next(m for m in MAPS if m["id"] == "germany")["rule_ids"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_declared_rule_of_every_map_has_its_text_in_every_language(lang):
    """Each id a map declares is a rule of docs/RULES.md and has the catalogue text maprule.<id>."""
    rules = RULES.read_text("utf-8")
    for m in MAPS:
        for rule in m["rule_ids"]:
            assert f"**{rule}**" in rules, (m["id"], rule)
            assert CATALOGUE[lang].get("maprule." + rule), (lang, m["id"], rule)


def test_the_maps_phase_order_is_the_one_its_games_play():
    """Game.maps() gives each map's round as the view of its games does (BW-2: auction first)."""
    for m in MAPS:
        game = Game({"map": m["id"], "players": NAMES[:3], "seed": 1})
        assert m["phase_order"] == game.view()["phase_order"], m["id"]
    assert next(m for m in MAPS if m["id"] == BW)["phase_order"][:2] == ["auction", "order"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_start_screen_shows_the_chosen_maps_rules(lang):
    """A map with rules of its own shows "This map's rules", one line per rule in the declared
    order; a map without shows none."""
    for m in MAPS:
        app = App(DictStore(), lang)
        app.boot()
        app.dispatch("map", {"map": m["id"]})
        screen = app.render()[1]["pg-screen"]
        assert re.findall(r'data-rule="([^"]+)"', screen) == m["rule_ids"], m["id"]
        seen = text_of(screen)
        assert (t(lang, "maprules.title") in seen) == bool(m["rule_ids"]), m["id"]
        for rule in m["rule_ids"]:
            assert t(lang, "maprule." + rule) in seen, (m["id"], rule)


def _round_in_howto(markup) -> list:
    part = str(markup).split('class="howto-round"')[1].split("</ol>")[0]
    return [text_of(li).split(" ", 1)[1] for li in re.findall(r"<li[^>]*>.*?</li>", part)]


@pytest.mark.parametrize("lang", LANGS)
def test_how_to_play_gives_the_round_in_the_maps_order_and_the_maps_rules(lang):
    """BASE-ROUND-1, BW-2: the phases in the order of the game's map, the phase in play marked;
    then the map's own rules."""
    for m in MAPS:
        game = Game({"map": m["id"], "players": NAMES[:3], "seed": 2})
        card = render_howto(game, lang)
        assert _round_in_howto(card) == [t(lang, "phase." + p) for p in m["phase_order"]], m["id"]
        now = re.search(r'<li class="now" aria-current="step">(.*?)</li>', str(card))
        assert text_of(now.group(1)).endswith(t(lang, "phase.auction"))
        assert re.findall(r'data-rule="([^"]+)"', str(card)) == m["rule_ids"]


@pytest.mark.parametrize("lang", LANGS)
def test_how_to_play_on_baden_wurttemberg_does_not_say_the_leader_chooses_first(lang):
    """BW-2: from round 2 the auction runs in the order set after the previous auction, so the
    leader does not choose first; on Germany he does (BASE-AUCTION-1)."""
    bw = Game({"map": BW, "players": NAMES[:3], "seed": 3})
    bot = RandomBot(3)
    while bw.state["round"] < 2 or bw.state["phase"] != "auction":
        bw.apply(bot.act(bw))
    said = text_of(render_howto(bw, lang))
    assert t(lang, "howto.chooser_after_auction") in said and t(lang, "howto.chooser") not in said
    germany = text_of(render_howto(Game({"map": "germany", "players": NAMES[:3], "seed": 3}), lang))
    assert t(lang, "howto.chooser") in germany and t(lang, "howto.chooser_after_auction") not in germany


def _at_build(game_map: str, regions, seed: int = 4) -> Game:
    game = Game({"map": game_map, "players": NAMES[:3], "seed": seed, "regions": regions})
    bot = RandomBot(seed)
    while game.decision()["kind"] != "build":
        game.apply(bot.act(game))
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_a_tap_on_a_closed_transregional_city_says_when_it_opens_and_at_what_price(lang):
    """BW-5: in Step 1 Ludwigshafen takes no house; the tap says it opens in Step 2 for 15 plus the
    connection and takes at most 2 houses, instead of "no free space"."""
    game = _at_build(BW, ["east", "north", "west"])
    app = app_for(game, lang)
    app.dispatch("city", {"city": "Ludwigshafen"})
    assert app.current_choice()["plan"] == []
    shown = html.unescape(str(app.flash[1]))
    assert shown == t(lang, "error.city_closed", city="Ludwigshafen", step=2, price=15, places=2)
    assert "15" in shown and "2" in shown and t(lang, "error.city_full", city="Ludwigshafen", step=1) != shown
    if lang == "en":
        assert shown == "Ludwigshafen opens in Step 2: 15 + connection, at most 2 houses."


@pytest.mark.parametrize("lang", LANGS)
def test_a_tap_on_a_city_out_of_play_names_its_region(lang):
    """BASE-SETUP-2, AMB-85: a city whose region is not in play (Basel: the south-west) is refused
    with the region's name; a transregional city is in play only with its region."""
    game = _at_build(BW, ["east", "north", "west"])
    app = app_for(game, lang)
    for city in ("Basel", "Freiburg"):
        app.dispatch("city", {"city": city})
        assert html.unescape(str(app.flash[1])) == t(lang, "error.city_not_in_play", city=city,
                                                     region=t(lang, "region.southwest"))
    assert app.current_choice()["plan"] == []


def test_the_engine_refuses_a_closed_city_with_what_would_work():
    """BW-5: the refusal's code and parameters (the Step it opens in, the first price, the houses it
    takes); the build preview gives the same reason."""
    game = _at_build(BW, ["east", "north", "west"])
    seat = game.decision()["player"]
    with pytest.raises(IllegalAction) as e:
        game.build_plan(seat, ["Nürnberg"])
    assert (e.value.code, e.value.params) == ("city_closed", {"city": "Nürnberg", "step": 2, "price": 15,
                                                              "places": 2})
    assert game.build_preview(seat)["Nürnberg"] == {"cost": None, "reason": str(e.value)}


@pytest.mark.parametrize("lang", LANGS)
def test_promo_cards_refused_on_a_map_name_that_map(lang):
    """CHINA-23: the refusal names the map in the player's language."""
    no_promos = [m["id"] for m in MAPS if not m["promos"]]
    assert no_promos
    for map_id in no_promos:
        with pytest.raises(IllegalAction) as e:
            Game({"map": map_id, "players": NAMES[:3], "seed": 1, "promos": ["flux"]})
        assert (e.value.code, e.value.params) == ("promos_not_on_map", {"map": map_id})
        assert t(lang, "map." + map_id) in error_text(lang, e.value)


def _log_text(game, lang: str = "en") -> str:
    return text_of(render_log(game, lang, COLORS, limit=10_000))


def test_the_turn_order_line_speaks_of_this_rounds_auction():
    """BW-2: the order is set after every auction; the log says "after the auction" each round,
    never "after the first auction"."""
    game = Game({"map": BW, "players": NAMES[:3], "seed": 5})
    bot = RandomBot(5)
    while game.state["round"] < 4:
        game.apply(bot.act(game))
    said = _log_text(game)
    orders = [e for e in game.view()["log"] if e["e"] == "order_set"]
    assert len(orders) >= 3
    assert said.count("Turn order after the auction:") == len(orders)
    assert "first auction" not in said


def _nobody_buys(game_map: str, seed: int) -> Game:
    """A game in which nobody buys a plant in round 2 (BASE-AUCTION-17): every chooser passes."""
    game = Game({"map": game_map, "players": NAMES[:3], "seed": seed})
    bot = RandomBot(seed)
    while game.state["round"] < 3:
        d = game.decision()
        if d["kind"] == "choose" and game.state["round"] == 2:
            game.apply({"type": "pass", "player": d["player"]})
        else:
            game.apply(bot.act(game))
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_plants_removed_because_nobody_bought_say_so(lang):
    """BASE-AUCTION-17 (Germany: the lowest plant), BW-3 (two plants): each removal's line says
    nobody bought, and names the plants."""
    for game_map, removals in (("germany", 1), (BW, 2)):
        game = _nobody_buys(game_map, 6)
        removed = [e["plant"] for e in game.view()["log"] if e["e"] == "plant_removed"
                   and e.get("reason") == "no_purchase"]
        assert len(removed) == removals
        said = _log_text(game, lang)
        for plant in removed:
            assert t(lang, "log.plant_removed_no_purchase", count=1, plants=str(plant)) in said or \
                t(lang, "log.plant_removed_no_purchase", count=removals,
                  plants=", ".join(map(str, removed))) in said


@pytest.mark.parametrize("lang", LANGS)
def test_two_plants_removed_in_a_row_because_nobody_bought_are_one_line(lang):
    """BW-3: the two lowest plants leave, then two are drawn: "Nobody bought a plant: 2 plants
    leave the game (5, 6)", one line in the log and one entry for the screen reader."""
    game = _nobody_buys(BW, 6)
    view = dict(game.view())
    base = [e for e in view["log"] if e["e"] != "plant_removed" or e.get("reason") != "no_purchase"]
    row = [{"e": "plant_removed", "plant": p, "reason": "no_purchase", "round": 2} for p in (5, 6)]
    view["log"] = base + row + [{"e": "plant_drawn", "plant": 20, "round": 2}]
    said = _log_text(view, lang)
    assert t(lang, "log.plant_removed_no_purchase", count=2, plants="5, 6") in said
    assert t(lang, "log.plant_removed_no_purchase", count=1, plants="5") not in said
    heard = [item.event for item in new_items(("g", len(base)), "g", view["log"], frozenset())]
    assert [e["e"] for e in heard] == ["plant_removed", "plant_drawn"] and heard[0]["plants"] == [5, 6]
