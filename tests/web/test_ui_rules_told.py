"""A rule that binds is told where it binds, on the page: a plant the rules refuse stays in the
list, marked and with the engine's reason (a tap says it too); a bidder barred from an auction is
told on his own screen and in the auction's panel (CE-3, on Spain & Portugal SP-2, on UK &
Ireland UK-5); the cart says why a price is lower than the market's (CE-4); Benelux's fifth
plant is marked (BX-4); "This map's rules" speaks plainly; the bid heading names the highest bid
and its bidder; a computer is marked as one in the list of bidders whatever its name."""
from __future__ import annotations

import html
import re

import pytest

from powergrid import Game
from powergrid.bots import RandomBot

from helpers import buy_round1, new_game
from helpers_market import give, set_cards
from test_centraleurope import ce_game, round2_auction
from test_spainportugal import SPAIN, sp_game, step2_scene
from test_ukireland import OUTSIDE_THE_REPUBLIC, uk_game

from pgui.common import one_view, plant_label
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.i18n import LANGS, t, tx
from pgui.screens.panels import render_plant_market
from pgui.screens.seatmark import computer_words
from pgui.words.logtext import sentence
from pgui.words.refusals import refusal_text
from web_scenes import COLORS, app_for, decision_html

MAPS = Game.maps()


def text_of(markup) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", str(markup)))


def panel(app: App) -> str:
    return str(app.render()[1]["pg-decision"])


def reason(lang: str, r: dict) -> str:
    return refusal_text(lang, r["code"], r["params"], r["reason"])


def nuclear_round1():
    """Central Europe, round 1: nobody has a city, so plant 11 is refused to everyone (CE-3)."""
    game = ce_game()
    set_cards(game, market=[3, 4, 5, 11, 12, 14, 15, 16])
    return game


# ---- CE-3: a refused plant stays, with its reason --------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_a_nuclear_plant_stays_in_the_list_disabled_with_the_reason(lang):
    """CE-3: plant 11 is among the choices, marked aria-disabled and described by the engine's
    reason, which the panel shows in the player's language; the plants he may open are buttons
    to pick as before."""
    game = nuclear_round1()
    shown = decision_html(game, lang)
    card = re.search(r'<button[^>]*data-plant="11"[^>]*>', shown).group(0)
    assert 'data-action="refused-plant"' in card and 'aria-disabled="true"' in card
    described = re.search(r'aria-describedby="([^"]+)"', card).group(1)
    why = next(r for r in game.refused_choices() if r["action"].get("plant") == 11)
    line = re.search(rf'<li id="{described}">(.*?)</li>', shown).group(1)
    assert html.unescape(line) == reason(lang, why)
    assert t(lang, "region.czechia") in html.unescape(line)
    for plant in (3, 4, 5):
        assert re.search(rf'<button[^>]*data-action="pick-plant"[^>]*data-plant="{plant}"', shown)


# (a new game in round 1, the regions its nuclear refusal names, the region it never names)
NUCLEAR_CONDITIONS = {"spainportugal": (sp_game, SPAIN, "portugal"),
                      "ukireland": (uk_game, OUTSIDE_THE_REPUBLIC, "republic_of_ireland")}


@pytest.mark.parametrize("board", NUCLEAR_CONDITIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_reason_names_the_regions_that_allow_a_nuclear_plant_never_the_other(lang, board):
    """SP-2, UK-5, AMB-117: in round 1 plant 11 is shown refused, and its reason names, in the
    player's language, the five regions of Spain, never Portugal; on UK & Ireland Great
    Britain's four regions and Northern Ireland, never the Republic of Ireland."""
    new, allowed, other = NUCLEAR_CONDITIONS[board]
    game = new()
    set_cards(game, market=[3, 4, 5, 11, 12, 14, 15, 16])
    shown = html.unescape(decision_html(game, lang))
    card = re.search(r'<button[^>]*data-plant="11"[^>]*>', shown).group(0)
    assert 'data-action="refused-plant"' in card
    why = next(r for r in game.refused_choices() if r["action"].get("plant") == 11)
    line = reason(lang, why)
    assert line in shown
    assert all(t(lang, "region." + r) in line for r in allowed)
    assert t(lang, "region." + other) not in line


@pytest.mark.parametrize("lang", LANGS)
def test_the_plants_waiting_for_step_2_are_in_sight_beside_the_deck_until_it_begins(lang):
    """SP-3: from set-up the plant market says which plants wait for Step 2, in their order;
    once Step 2 has begun they are on top of the deck (the panel names 22 and 27 next) and the
    line is gone. On Germany no such line is shown."""
    game = step2_scene()
    waiting = t(lang, "panel.set_aside", plants=", ".join(plant_label(p) for p in (18, 22, 27)))
    assert waiting in text_of(render_plant_market(game, lang))
    while game.state["step"] == 1:
        game.apply({"type": "pass", "player": game.decision()["player"]})
    shown = text_of(render_plant_market(game, lang))
    assert t(lang, "panel.set_aside", plants="").strip() not in shown
    assert t(lang, "panel.deck_next", plants=f"{plant_label(22)}, {plant_label(27)} {t(lang, 'panel.deck_more')}") \
        in shown
    assert t(lang, "panel.set_aside", plants="").strip() not in text_of(render_plant_market(new_game(3), lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_says_where_the_waiting_plants_went(lang):
    """SP-3, AMB-122: the log's sentence says the three went on top of the deck when Step 2
    began, or were shuffled in when a Step 3 card drawn in Step 1 skipped Step 2."""
    listed = ", ".join(plant_label(p) for p in (18, 22, 27))
    for on_top, key in ((True, "log.plants_returned"), (False, "log.plants_returned_shuffled")):
        event = {"e": "plants_returned", "round": 6, "plants": [18, 22, 27], "on_top": on_top}
        assert text_of(sentence(sp_game(), event, lang, COLORS)) == t(lang, key, plants=listed)
    assert t(lang, "log.plants_returned", plants="") != t(lang, "log.plants_returned_shuffled", plants="")


def test_a_tap_on_a_refused_plant_says_the_reason_and_changes_nothing():
    """CE-3: a tap on plant 11 shows the engine's refusal (role=alert) and picks nothing."""
    game = nuclear_round1()
    app = app_for(game, "de")
    before = game.dumps()
    app.dispatch("refused-plant", {"plant": "11"})
    shown = panel(app)
    why = next(r for r in game.refused_choices() if r["action"].get("plant") == 11)
    assert f'role="alert">{html.escape(reason("de", why), quote=False)}' in shown.replace("&#x27;", "'")
    assert app.current_choice()["plant"] is None and game.dumps() == before


@pytest.mark.parametrize("lang", LANGS)
def test_no_plant_open_for_the_rules_is_not_told_as_money(lang):
    """CE-3: with every plant of the current market nuclear but one too dear, the player is told
    no plant is open to him, not that he cannot afford any; with every plant too dear, money."""
    game = round2_auction({0: ["Poznań"], 1: ["Praha"], 2: ["Wien"]})
    nuclear = [n for n, card in Game.plant_cards().items() if card["kind"] == "uranium"]
    set_cards(game, market=sorted(nuclear[-3:] + [40]) + [12, 14, 15, 16])
    give(game, 0, money=39)
    seen = text_of(decision_html(game, lang))
    assert t(lang, "auction.none_allowed") in seen and t(lang, "auction.none_affordable") not in seen
    give(game, 0, money=5)
    set_cards(game, market=[12, 14, 15, 16, 17, 18, 19, 20])
    seen = text_of(decision_html(game, lang))
    assert t(lang, "auction.none_affordable") in seen


# ---- CE-3: barred from an auction --------------------------------------------------------------------
def barred_game():
    """Round 2 on Central Europe: Ann (Poznań, Plzeň) opens plant 11, Bob (Praha) may bid, Cem
    (Wien) is barred at once."""
    game = round2_auction({0: ["Poznań", "Plzeň"], 1: ["Praha"], 2: ["Wien"]})
    game.apply({"type": "open", "player": 0, "plant": 11, "bid": 11})
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_the_auction_panel_says_who_is_barred_and_why(lang):
    game = barred_game()
    assert game.decision() == {"player": 1, "kind": "bid"}
    seen = text_of(decision_html(game, lang))
    why = reason(lang, game.acquire_refusal(2, 11))
    assert text_of(tx(lang, "auction.barred", player=game.state["players"][2]["name"], reason=why)) in seen


@pytest.mark.parametrize("lang", LANGS)
def test_the_barred_player_is_told_on_his_own_screen(lang):
    """CE-3: Ann wins plant 11 and Bob passes the phase; at Cem's next decision his own screen
    says he was out of that auction and why (a status, not only a log line)."""
    game = barred_game()
    game.apply({"type": "pass", "player": 1})
    game.apply({"type": "pass", "player": 1})
    assert game.decision() == {"player": 2, "kind": "choose"}
    shown = panel(app_for(game, lang))
    why = reason(lang, game.acquire_refusal(2, 11))
    notice = re.search(r'<p class="notice barred" role="status">(.*?)</p>', shown).group(1)
    assert html.unescape(notice) == t(lang, "auction.barred_you", plant=plant_label(11), reason=why)


# ---- the general rule: every refused choice the page lists, on every map ---------------------------------
LISTED = {"choose": "open", "discard": "discard"}     # the kinds whose panel lists its plants


@pytest.mark.parametrize("m", MAPS, ids=[m["id"] for m in MAPS])
def test_every_refused_plant_of_a_decision_is_shown_with_its_reason(m):
    """Over a random game's first rounds on each map, every plant choice the engine refuses at
    a choose or discard decision is on the panel with the engine's reason; every refusal of any
    decision has a sentence in every language (never the English fallback)."""
    game = Game({"map": m["id"], "players": ["Ann", "Bob", "Cem", "Dan"], "seed": 7})
    bot = RandomBot(7)
    while not game.over and game.state["round"] <= 3:
        d = game.decision()
        found = game.refused_choices()
        for r in found:
            for lang in LANGS:
                assert reason(lang, r) != t(lang, "error.illegal", reason=r["reason"]), (m["id"], r)
        listed = [r for r in found if r["action"]["type"] == LISTED.get(d["kind"])]
        if listed:
            seen = text_of(decision_html(game, "it"))
            for r in listed:
                assert reason("it", r) in seen, (m["id"], d, r)
        game.apply(bot.act(game))


# ---- CE-4: the Wien discount in the cart ------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_the_cart_says_why_garbage_costs_less_than_the_market_shows(lang):
    """CE-4: with a house in Wien the cart's next garbage is 1 below the market's, and the cart
    says so, naming Wien; a player without it is told nothing."""
    game = ce_game()
    buy_round1(game, [4, 5, 6])
    seat = game.decision()["player"]
    give(game, seat, cities=["Wien"])
    words = t(lang, "buy.discount", resource=t(lang, "res.garbage"), off=1, city="Wien")
    assert words in text_of(decision_html(game, lang))
    give(game, seat, cities=["Praha"])
    assert "Wien" not in text_of(decision_html(game, lang))


# ---- BX-4: the fifth plant marked --------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_benelux_fifth_plant_is_marked_as_the_maps_extra_ecological_plant(lang):
    game = new_game(3, game_map="benelux", regions=["flanders", "nl_south", "wallonia_luxembourg"])
    set_cards(game, market=[3, 4, 5, 6, 13, 7, 8, 9])
    with one_view():
        shown = str(render_plant_market(game, lang))
    assert re.search(r'class="card card-eco[^"]*extra-current[^"]*"[^>]*aria-label="13 ', shown)
    assert t(lang, "panel.extra_current", plant="13", kind=t(lang, "kind.eco")) in text_of(shown)
    choosing = decision_html(game, lang)          # the chooser's list marks it too
    assert re.search(r'class="card card-eco[^"]*extra-current[^"]*"[^>]*data-plant="13"', choosing)
    assert t(lang, "panel.extra_current", plant="13", kind=t(lang, "kind.eco")) in text_of(choosing)
    germany = new_game(3)
    set_cards(germany, market=[3, 4, 5, 6, 13, 7, 8, 9])
    with one_view():
        assert "extra-current" not in str(render_plant_market(germany, lang))


# ---- This map's rules, plainly --------------------------------------------------------------------------
OTHER_EDITIONS = ("Recharged", "edition", "Ausgabe", "edizione", "ediți")
JARGON = ("space 8", "from space", "Feld 8", "spazio 8", "spațiul 8", "15 slot", "15er-Platz", "spazio da 15",
          "locul de 15")


@pytest.mark.parametrize("lang", LANGS)
def test_this_maps_rules_speak_of_this_game_only_in_plain_words(lang):
    """No line about another edition and no board jargon in any map's rules; Italy's line says
    the garbage the market starts with, as many as the engine sets out (IT-1: 12, not fewer)."""
    for m in MAPS:
        for rule in m["rule_ids"]:
            text = t(lang, "maprule." + rule)
            assert not any(w in text for w in OTHER_EDITIONS + JARGON), (lang, rule, text)
    italy = Game({"map": "italy", "players": ["Ann", "Bob", "Cem"], "seed": 1})
    germany = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 1})
    garbage = italy.state["markets"]["main"]["garbage"]
    assert garbage > germany.state["markets"]["main"]["garbage"]
    assert re.search(rf"\b{garbage}\b", t(lang, "maprule.IT-1"))


# ---- the bid heading and the bidders ----------------------------------------------------------------------
def test_the_bid_heading_names_the_highest_bid_and_its_bidder():
    """BASE-AUCTION-6: after Bob raises Ann's opening, the heading says "highest bid" and names
    Bob, the bidder of it, not the player who opened the auction."""
    game = new_game(3, order=[0, 1, 2])
    game.apply({"type": "open", "player": 0, "plant": 4, "bid": 4})
    game.apply({"type": "bid", "player": 1, "bid": 5})
    heading = text_of(re.search(r"<h2>(.*?)</h2>", decision_html(game, "en")).group(1))
    assert heading == "Plant 4: highest bid 5 Elektro, by Bob"


@pytest.mark.parametrize("lang", LANGS)
def test_a_computer_with_its_own_name_is_marked_in_the_bidders(lang):
    """A computer named "HAL" is marked as a computer in "still bidding", as in the strip."""
    game = Game({"map": "germany", "players": ["Ann", "HAL", "Cem"], "seed": 1})
    seat = game.decision()["player"]
    plant = game.current_market()[0]
    game.apply({"type": "open", "player": seat, "plant": plant, "bid": plant})
    while game.decision()["player"] == 1:       # the computer's turn: it raises
        game.apply({"type": "bid", "player": 1, "bid": game.state["auction"]["lot"]["bid"] + 1})
    kinds = [{"kind": "person"}, {"kind": "hard"}, {"kind": "person"}]
    app = App(DictStore(), lang)
    app.set_game(game, COLORS[:3], seats=kinds)
    app.dispatch("ack")
    shown = panel(app)
    bidders = re.search(r"<p>" + re.escape(t(lang, "auction.bidders", names="")[:6]) + r".*?</p>", shown).group(0)
    assert "HAL" in bidders and html.escape(computer_words("hard", lang), quote=True) in bidders
