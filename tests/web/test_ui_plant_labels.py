"""A plant is named as its card prints it, in every sentence and on every card: the
Flux Generator's id "flux" never shows, its printed "33⅓" does (PROMO-FLUX-1). The label comes
from one place, the engine's plant data (Game.plant_card(...)["printed"])."""
from __future__ import annotations

import html as htmllib
import re
import string
from types import SimpleNamespace

import pytest

from powergrid import PROMO_CARDS, Game, IllegalAction

from helpers_promos import promo_game
from pgui.common import plant_label
from pgui.decisions import attach, charts, discard
from pgui.i18n import EN, LANGS, t
from pgui.words.logtext import sentence
from pgui.words.refusals import refusal_text
from pgui.screens.howto import action_words
from pgui.screens.panels import task_text
from pgui.screens.promo_ui import render_player_promos
from web_scenes import COLORS, app_for


def _plant_promos() -> list:
    """The promo cards that are plant cards (the engine answers their card)."""
    out = []
    for card in PROMO_CARDS:
        try:
            Game.plant_card(card)
        except IllegalAction:
            continue
        out.append(card)
    return out


PLANT_PROMOS = _plant_promos()


def _visible(markup: str, lang: str, card: str) -> str:
    """The text a player reads (tags dropped), without the card's own name ("Flux Generator",
    "Generatorul de flux"), which may rightly contain the id as a word."""
    text = htmllib.unescape(re.sub(r"<[^>]*>", " ", str(markup)))
    return text.replace(t(lang, "promo.name." + card), " ")


def assert_named_as_printed(markup: str, lang: str, card: str) -> None:
    printed = Game.plant_card(card)["printed"]
    text = _visible(markup, lang, card)
    assert printed in text
    assert not re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])", text), text


def _placeholders(message) -> set:
    """The {names} of a catalogue entry (a plural entry is a dict of forms)."""
    forms = message.values() if isinstance(message, dict) else [message]
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def test_there_is_a_plant_among_the_promo_cards():
    """The tests below loop over it: the Flux Generator is one (PROMO-FLUX-1)."""
    assert PLANT_PROMOS and all(Game.plant_card(c)["printed"] != c for c in PLANT_PROMOS)


@pytest.mark.parametrize("card", PLANT_PROMOS)
def test_the_one_label_is_the_printed_number(card):
    assert plant_label(card) == Game.plant_card(card)["printed"]
    assert plant_label(13) == "13"


def _market_with(card) -> Game:
    """Round 1, three players, `card` on sale in the current market in place of plant 6."""
    game = promo_game(3, chosen=[card])
    state = game.state
    state["deck"].remove(card)
    state["deck"].append(state["market"][3])
    state["market"][3] = card
    return game


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", PLANT_PROMOS)
def test_auction_of_the_flux_generator_names_it_as_printed(card, lang):
    """Picking it, the auction's heading, the turn line, the log, the named Undo, the strip and
    the charts: "33⅓" everywhere, "flux" nowhere (PROMO-FLUX-1)."""
    app = app_for(_market_with(card), lang)
    app.dispatch("pick-plant", {"plant": card})
    assert_named_as_printed(app.render()[1]["pg-decision"], lang, card)
    app.dispatch("open", {"plant": card, "bid": "33"})
    if app.layout() == "handover":
        app.dispatch("ack")
    # the hand-over's line "Bob: bids for plant 33⅓"
    assert_named_as_printed(task_text(app.game, app.game.decision(), lang, COLORS), lang, card)
    panes = app.render()[1]
    for pane in ("pg-decision", "pg-log"):
        assert_named_as_printed(panes[pane], lang, card)
    # the named Undo says the plant in its title, spoken after its name (it shows only whose it is)
    undo = re.search(r'<button[^>]*data-action="undo"[^>]*>', panes["pg-top"]).group(0)
    assert_named_as_printed(htmllib.unescape(re.search(r'title="([^"]*)"', undo).group(1)), lang, card)
    while app.game.decision()["kind"] == "bid":
        app.dispatch("pass")
        if app.layout() == "handover":
            app.dispatch("ack")
    panes = app.render()[1]
    assert_named_as_printed(panes["pg-strip"], lang, card)
    assert_named_as_printed(panes["pg-log"], lang, card)
    assert_named_as_printed(charts.render_charts(app.game, lang, COLORS), lang, card)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", PLANT_PROMOS)
def test_discard_transformer_and_refusals_name_it_as_printed(card, lang):
    """The discard choice, the Transformer's target and note, and every refusal about a plant."""
    facts = SimpleNamespace(legal=[{"type": "discard", "plant": card, "return": {}},
                                   {"type": "attach", "plant": card}],
                            view={"plant_versions": []})     # the cards are the deck's
    assert_named_as_printed(discard.render(facts, {}, {}, lang, COLORS), lang, card)
    assert_named_as_printed(attach.render(facts, {}, {}, lang, COLORS), lang, card)
    game = promo_game(3, chosen=[card, "transformer"])
    game.state["promo"]["owners"]["transformer"] = 0
    game.state["promo"]["transformer_plant"] = card
    assert_named_as_printed(render_player_promos(game, 0, lang), lang, card)


def _log_kinds() -> list:
    return [key[len("log."):] for key, text in EN.items() if key.startswith("log.") and "plant" in _placeholders(text)]


def _error_codes() -> list:
    return [key[len("error."):] for key, text in EN.items()
            if key.startswith("error.") and "plant" in _placeholders(text)]


def _undo_kinds() -> list:
    return [key[len("undo.act."):] for key, text in EN.items()
            if key.startswith("undo.act.") and "plant" in _placeholders(text)]


# log sentences that word one event kind in a particular case
LOG_VARIANTS = {"plant_discarded_returned": {"e": "plant_discarded", "returned": {"coal": 1}},
                "plant_removed_surplus": {"e": "plant_removed", "reason": "china_surplus"},
                "plant_removed_flux": {"e": "plant_removed", "reason": "flux"},
                "bid_run": {"raisers": [1, 2], "from": 31, "to": 33, "bids": 2},
                "bid_run_won": {"e": "bid_run", "raisers": [1, 2], "from": 31, "to": 33, "bids": 2, "winner": 2}}

# Every catalogue sentence with a {plant} is drawn by one of the tests here; a new one must join them.
DRAWN_IN_SCENES = {"task.bid", "auction.selected", "auction.lot", "discard.option", "charts.bought",
                   "promo.attach_to", "promo.on_plant_n",
                   # a nuclear and an ecological plant, never the Flux Generator: test_ui_rules_told.py
                   "auction.barred_you", "panel.extra_current"}


def test_every_sentence_that_names_a_plant_is_checked_here():
    named = {key for key, text in EN.items() if "plant" in _placeholders(text)}
    checked = (DRAWN_IN_SCENES | {"log." + k for k in _log_kinds()} | {"error." + c for c in _error_codes()}
               | {"undo.act." + k for k in _undo_kinds()})
    assert named and named <= checked, named - checked


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", PLANT_PROMOS)
def test_log_refusals_and_undo_words_name_it_as_printed(card, lang):
    game = promo_game(3, chosen=[card])
    for kind in _log_kinds():
        event = {"e": kind, "player": 0, "plant": card, "bid": 33, "price": 33, **LOG_VARIANTS.get(kind, {})}
        assert_named_as_printed(sentence(game, event, lang, COLORS), lang, card)
    for code in _error_codes():
        params = {"plant": card, "minimum": 33, "kind": "flux", "in_regions": ["czechia"]}
        assert_named_as_printed(refusal_text(lang, code, params), lang, card)
    for kind in _undo_kinds():
        assert_named_as_printed(action_words(lang, {"type": kind, "plant": card}, "Ann", markup=False), lang, card)
