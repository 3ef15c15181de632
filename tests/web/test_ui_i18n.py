"""The message catalogue: complete in four languages, same placeholders, every log event told."""
from __future__ import annotations

import re

import pytest

from powergrid import IllegalAction
from powergrid.errors import ERROR_CODES
from powergrid.events import EVENT_KINDS
from pgui import i18n
from pgui.screens.howto import UNDO_KINDS, action_words
from pgui.words import refusals
from pgui.words.logtext import render_log, sentence
from web_scenes import COLORS, new_game, play_until

LANGS = ("en", "it", "ro", "de")


def test_four_languages():
    assert set(i18n.CATALOGUE) == set(LANGS) == set(i18n.LANGS)


def missing_and_extra(table: dict, english: dict, what: str) -> str:
    """A failure message that lists each key to add (with its English text) or to remove."""
    missing = sorted(set(english) - set(table))
    extra = sorted(set(table) - set(english))
    lines = [f"{what}: {len(missing)} key(s) missing, {len(extra)} not in English"]
    lines += [f"  missing {key!r}: {english[key]!r}" for key in missing]
    lines += [f"  not in English {key!r}" for key in extra]
    return "\n".join(lines)


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_exists_in_every_language(lang):
    table = i18n.CATALOGUE[lang]
    assert set(table) == set(i18n.EN), missing_and_extra(table, i18n.EN, f"web/pgui/i18n/{lang}.po")
    for key, value in table.items():
        assert value, key


def test_german_entries_are_either_from_a_german_source_or_marked_unchecked():
    """The German catalogue keeps the terms of the German sources apart from the plain
    translations not yet checked (marked "# unchecked" in de.po); the promo cards have no German
    source at all, and the other catalogues mark nothing."""
    assert i18n.UNCHECKED["de"] < set(i18n.EN)
    assert "res.garbage" not in i18n.UNCHECKED["de"] and "promo.name.park" in i18n.UNCHECKED["de"]
    assert not i18n.UNCHECKED["en"] and not i18n.UNCHECKED["it"] and not i18n.UNCHECKED["ro"]


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match_english(lang):
    for key, value in i18n.CATALOGUE[lang].items():
        assert i18n.placeholders(value) == i18n.placeholders(i18n.EN[key]), key


@pytest.mark.parametrize("lang", LANGS)
def test_plural_entries_have_the_forms_of_their_language(lang):
    for key, value in i18n.CATALOGUE[lang].items():
        if isinstance(value, dict):
            assert set(value) == set(i18n.PLURAL_FORMS[lang]), key
            assert "count" in i18n.placeholders(value), key
        else:
            assert isinstance(i18n.EN[key], str), f"{key} is plural in English only"


def test_romanian_plurals():
    assert i18n.t("ro", "player.cities", count=1) == "1 oraș"
    assert i18n.t("ro", "player.cities", count=3) == "3 orașe"
    assert i18n.t("ro", "player.cities", count=20) == "20 de orașe"
    assert i18n.t("en", "player.cities", count=1) == "1 city"
    assert i18n.t("en", "player.cities", count=0) == "0 cities"


# "lui {name}" right after a complement ("de resurse", "pentru centrala 13") or a placeholder whose
# words the sentence cannot see: Romanian wants "a/al/ai/ale lui" there.
BARE_GENITIVE = re.compile(r"(\}|\b(?:de|pentru|din|cu|la)\s+\S+|\d)\s+lui\s+\{")


def test_romanian_genitive_after_a_complement_takes_its_article():
    """ "cumpărarea de resurse a lui Ana", "oferta de 12 a lui Ana"; right after a definite noun no
    article: "pasul lui Ana"."""
    words = {kind: action_words("ro", {"type": kind, "plant": 13, "bid": 12}, "Ana", markup=False)
             for kind in UNDO_KINDS}
    assert words["buy"] == "cumpărarea de resurse a lui Ana" and words["bid"] == "oferta de 12 a lui Ana"
    assert words["pass"] == "pasul lui Ana"
    bare = [(key, text) for key, text in i18n.CATALOGUE["ro"].items()
            for one in (text.values() if isinstance(text, dict) else [text]) if BARE_GENITIVE.search(one)]
    assert not bare, bare


def test_german_plurals():
    assert i18n.t("de", "player.cities", count=1) == "1 Stadt"
    assert i18n.t("de", "player.cities", count=0) == "0 Städte"
    assert i18n.t("de", "build.confirm", count=3, cost=44) == "3 Städte für 44 Elektro bauen"
    assert i18n.t("de", "log.powered", player="Ann", count=1, income=22) == \
        "Ann versorgt 1 Stadt und kassiert 22 Elektro."


def test_browser_language_tags():
    assert i18n.normalize_lang("it-IT") == "it"
    assert i18n.normalize_lang("ro") == "ro"
    assert i18n.normalize_lang("en-GB") == "en"
    assert i18n.normalize_lang("de-DE") == "de"
    assert i18n.normalize_lang("fr-FR") == "en"
    assert i18n.normalize_lang(None) == "en"


def test_tx_escapes_template_and_parameters_but_not_markup():
    out = i18n.tx("en", "handover.title", name="<b>x</b>")
    assert "<b>" not in out and "&lt;b&gt;x&lt;/b&gt;" in out
    out = i18n.tx("en", "handover.title", name=i18n.Markup("<b>x</b>"))
    assert "<b>x</b>" in out


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_code_is_translated_with_its_parameters(lang):
    for code, params in ERROR_CODES.items():
        key = "error." + code
        assert key in i18n.CATALOGUE[lang], key
        assert i18n.placeholders(i18n.CATALOGUE[lang][key]) == set(params), key


SAMPLE_PARAMS = {"name": "<Ann>", "limit": 32, "players": 4, "regions": 4, "chosen": 3,
                 "player": "<Bob>", "plant": 13, "minimum": 13, "bid": 20, "money": 17,
                 "resources": ["coal", "oil"], "cost": 44, "city": "Essen", "step": 2,
                 "version": "9", "supported": 1, "index": 12,
                 "market": "north", "map": "china", "region": "southwest", "price": 15, "places": 2,
                 "cities": "Livorno", "kind": "uranium", "in_regions": ["czechia", "slovakia"],
                 "similar": ["Paris Nord", "Paris Est"], "most": 2, "starts": ["Kobe", "Osaka"]}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", sorted(ERROR_CODES))
def test_every_refusal_reads_as_a_sentence(lang, code):
    params = {p: SAMPLE_PARAMS[p] for p in ERROR_CODES[code]}
    text = refusals.error_text(lang, IllegalAction("english words", code, **params))
    assert text[:1].isupper() or text[:1] == "<" or text.startswith(("Essen", "13")), text
    assert text.endswith("."), text
    assert "english words" not in text and "{" not in text
    for name, value in params.items():
        if name == "resources":
            for r in value:
                assert i18n.t(lang, "res." + r) in text
        elif name == "market":      # KOREA-2: a market is named in the player's language
            assert i18n.t(lang, "market." + value) in text
        elif name == "map":                      # the map by its name in that language
            assert i18n.t(lang, "map." + value) in text
        elif name == "region":                   # a region too
            assert i18n.t(lang, "region." + value) in text
        elif name == "kind":                     # CE-3: the plant's kind in that language
            assert i18n.t(lang, "kind." + value) in text
        elif name == "in_regions":               # CE-3: each region by its name
            assert all(i18n.t(lang, "region." + r) in text for r in value)
        elif name in ("similar", "starts"):      # each of the board's spellings meant, each
            assert all(c in text for c in value)  # starting city (JP-2)
        else:
            assert str(value) in text, (name, text)


def test_refusal_parameters_are_escaped_and_resources_translated():
    e = IllegalAction("it is <Bob>'s turn", "not_your_turn", player="<b>Bob</b>")
    html = refusals.error_html("it", e)
    assert "<b>" not in html and "&lt;b&gt;Bob&lt;/b&gt;" in html
    short = refusals.refusal_text("it", "market_short", {"resources": ["coal", "uranium"]})
    assert short == "Il mercato non ha abbastanza carbone o uranio."
    assert refusals.refusal_text("ro", "market_short", {"resources": ["garbage"]}) == \
        "Piața nu are cantitatea cerută de reziduuri."


def test_korea_refusals_name_the_market_in_each_language():
    """KOREA-2, KOREA-8: uranium bought in the North is refused in the player's words."""
    params = {"market": "north", "resources": ["uranium"]}
    assert refusals.refusal_text("en", "market_lacks_type", params) == "The North market does not sell uranium."
    assert refusals.refusal_text("it", "market_lacks_type", params) == "Il mercato Nord non vende uranio."
    assert refusals.refusal_text("ro", "market_lacks_type", params) == "Piața Nord nu vinde uraniu."
    assert refusals.refusal_text("it", "market_unknown", {"market": "est"}) == \
        "Non esiste il mercato delle risorse est."


def test_a_refusal_without_code_falls_back_to_the_english_message():
    e = IllegalAction("the seed must be a whole number or a string")
    assert refusals.error_text("it", e) == "Non consentito: the seed must be a whole number or a string"


# one event of each kind with plausible fields, for kinds a short game may not produce
SAMPLES = {
    "game_started": {"map": "germany", "regions": ["west", "east"], "order": [1, 0]},
    "round_started": {"order": [0, 1]},
    "order_set": {"order": [1, 0]},
    "auction_opened": {"player": 0, "plant": 13, "bid": 14},
    "bid": {"player": 1, "bid": 15},
    "auction_passed": {"player": 0},
    "auction_cannot_raise": {"player": 1},
    "auction_barred": {"player": 1, "plant": 11},
    "phase_passed": {"player": 1},
    "plant_bought": {"player": 1, "plant": 13, "price": 15},
    "plant_discarded": {"player": 0, "plant": 5, "returned": {"coal": 2}},
    "plant_drawn": {"plant": 21},
    "plant_to_deck_bottom": {"plant": 40},
    "plants_returned": {"plants": [18, 22, 27], "on_top": True},
    "plant_removed": {"plant": 4, "reason": "obsolete"},
    "deck_empty": {},
    "step3_drawn": {},
    "deck_shuffled": {},
    "step_started": {"step": 2},
    "resources_bought": {"player": 0, "resources": {"coal": 2, "uranium": 1}, "cost": 17},
    "resources_skipped": {"player": 1},
    "cities_built": {"player": 0, "cities": ["Essen", "Köln"], "cost": 32},
    "build_skipped": {"player": 1},
    "powered": {"player": 0, "plants": [13, 5], "burn": {"coal": 2}, "cities": 3, "income": 44},
    "market_restocked": {"added": {"main": {"coal": 5, "oil": 3}}},
    "game_over": {"winners": [0]},
    "promo_drawn": {"card": "warehouse"},
    "promo_event": {"card": "shortage", "moved": {"main": {"oil": -3}}},
    "asset_auction": {"card": "park", "minimum": 10},
    "asset_won": {"player": 1, "card": "contract", "price": 12},
    "asset_removed": {"card": "transformer"},
    "transformer_attached": {"player": 0, "plant": 13},
    "transformer_lost": {"player": 0, "plant": 13},
    "contract_order": {"player": 1, "order": [0, 1]},
    "spy_card": {"player": 1, "reason": "handed"},
}


def test_samples_cover_every_event_kind():
    assert set(SAMPLES) == set(EVENT_KINDS)
    for kind, fields in EVENT_KINDS.items():
        assert set(fields) <= set(SAMPLES[kind]), kind


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(EVENT_KINDS))
def test_every_event_kind_has_a_sentence(lang, kind):
    game = new_game(2)
    event = dict(SAMPLES[kind], e=kind, round=3)
    text = sentence(game, event, lang, COLORS)
    assert text.strip() and "{" not in text and "log." not in text
    if "player" in event:
        assert game.state["players"][event["player"]]["name"] in text
    for field in ("bid", "price", "cost", "income"):
        if field in event:
            assert str(event[field]) in text


@pytest.mark.parametrize("lang", LANGS)
def test_special_cases(lang):
    game = new_game(2)
    drawn = sentence(game, {"e": "plant_drawn", "plant": "step3", "round": 5}, lang, COLORS)
    assert drawn == i18n.t(lang, "log.plant_drawn_step3")
    nothing = sentence(game, {"e": "market_restocked", "added": {"main": {}}, "round": 5}, lang, COLORS)
    assert nothing == i18n.t(lang, "log.market_restocked_none")
    kept = sentence(game, {"e": "plant_discarded", "player": 0, "plant": 5, "returned": {}, "round": 5},
                    lang, COLORS)
    assert kept == i18n.tx(lang, "log.plant_discarded", player=sentence.__globals__["player_name"](game, 0, COLORS),
                           plant="5")


@pytest.mark.parametrize("lang", LANGS)
def test_a_played_log_renders_newest_first(lang):
    game = play_until(lambda g: g.state["round"] >= 3)
    html = render_log(game, lang, COLORS)
    assert html.count("<li") == min(50, len(game.state["log"]))
    last = sentence(game, game.state["log"][-1], lang, COLORS)
    first = sentence(game, game.state["log"][-2], lang, COLORS)
    assert html.index(last) < html.index(first) or last == first


def test_a_nuclear_refusal_on_central_europe_names_the_countries_in_each_language():
    """CE-3: the refusal says which countries a city must be in, in the player's words."""
    params = {"plant": 11, "kind": "uranium", "in_regions": ["czechia", "hungary", "slovakia"]}
    assert refusals.refusal_text("en", "plant_needs_region", params) == \
        "Plant 11 (uranium): only a player with a city in Czech Republic, Hungary or Slovakia may acquire it."
    assert "Tschechien, Ungarn oder Slowakei" in refusals.refusal_text("de", "plant_needs_region", params)
    assert "Repubblica Ceca" in refusals.refusal_text("it", "plant_needs_region", params)
    assert "Cehia" in refusals.refusal_text("ro", "plant_needs_region", params)
