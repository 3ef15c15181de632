"""The small things at the table: the hand-over's latest events oldest first, promo
card names without "The", why a plant leaves for the Flux Generator, the computer panel's sentence."""
from __future__ import annotations

import re

import pytest

from helpers import new_game
from helpers_promos import flux_drawn
from pgui.i18n import LANGS, t
from pgui.screens.toasts import since_last_turn
from powergrid.bots import RandomBot
from pgui.words.logtext import sentence
from test_ui_computers import new_app, person_turn, start
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_the_hand_over_lists_the_latest_events_oldest_first():
    """Without moves of the others since the player's last turn, the last four log lines show, in
    the order they happened, as the others' moves do."""
    game = new_game(3, seed=5)
    bot = RandomBot(5)
    while len(game.actions) < 64:                 # a discard after the auction: no toasts to show
        game.apply(bot.act(game))
    assert game.decision()["kind"] == "discard" and not since_last_turn(game.view()["log"], 0)
    app = App(DictStore({TABLE_KEY: "private"}), "en")
    app.set_game(game, ["red", "blue", "green"])
    assert app.layout() == "handover"
    html = app.render()[1]["pg-screen"]
    recent = html.split('<ul class="recent">')[1].split("</ul>")[0]
    shown = [plain(li) for li in recent.split("<li>")[1:]]
    expected = [plain(sentence(game, e, "en", app.colors)) for e in game.view()["log"][-4:]]
    assert len(expected) == 4 and shown == expected


def test_promo_cards_are_named_without_the():
    """"Luna Park came up", never "The Luna Park came up" (PROMO-GEN-4)."""
    for lang in LANGS:
        text = t(lang, "promo.banner", card=t(lang, "promo.name.park"), minimum=10)
        assert not text.startswith(("The ", "the ")), text
    assert t("en", "promo.banner", card="Luna Park", minimum=10) == "Luna Park came up: auction, minimum 10 Elektro."
    assert t("en", "log.asset_won", player="Ann", card="Luna Park", price=12) == "Ann wins Luna Park for 12 Elektro."


@pytest.mark.parametrize("lang", LANGS)
def test_a_plant_pushed_out_by_the_flux_generator_says_why(lang):
    """PROMO-FLUX-4, AMB-42: the Flux Generator comes in, the lowest other plant leaves: the log says so."""
    g = flux_drawn()
    event = next(e for e in reversed(g.state["log"]) if e["e"] == "plant_removed")
    text = plain(sentence(g, event, lang, ["red", "blue", "green"]))
    assert text == t(lang, "log.plant_removed_flux", plant=27, card=t(lang, "promo.name.flux"))
    assert t(lang, "promo.name.flux") in text


def test_the_computer_panel_says_the_last_move_in_a_sentence():
    """"Last move: Computer 2 (Normal)'s pass." rather than a bare fragment."""
    app = new_app(seed=2)
    start(app, ["person", "normal", "normal"])
    while not app.game.actions or app.computer_seat() is None:
        if app.computer_seat() is None:
            person_turn(app)
            continue
        while not app.bot_think(5):
            pass
        app.bot_play()
    html = app.render()[1]["pg-decision"]
    played = plain(html.split('class="bot-played"')[1].split("</p>")[0].split(">", 1)[1])
    assert played.startswith("Last move: ") and played.endswith(".")
