"""Every card of the deck and the box is named one way (common.card_label): the Step 3 card by
its name, a plant by its printed number (the Flux Generator "33⅓", PROMO-FLUX-1), a promo card
by its name. The deck line and the line of cards out of the game (AMB-63, AMB-80) both use it: a
promo card out of the game is named in the player's language, never by its id."""
from __future__ import annotations

import pytest

from powergrid import PROMO_CARDS, Game

from pgui.common import card_label, plant_label
from pgui.h import esc
from pgui.i18n import LANGS, t
from pgui.screens.panels import known_deck
from pgui.screens.promo_ui import is_plant


@pytest.mark.parametrize("lang", LANGS)
def test_each_card_is_named_once_for_all(lang):
    assert card_label("step3", lang) == t(lang, "plant.step3")
    for card in Game.plant_cards().values():
        assert card_label(card["id"], lang) == plant_label(card["id"]) == str(card["printed"])
    for card in PROMO_CARDS:
        expected = plant_label(card) if is_plant(card) else t(lang, "promo.name." + card)
        assert card_label(card, lang) == expected and card_label(card, lang) != card


@pytest.mark.parametrize("lang", LANGS)
def test_the_deck_and_the_removed_cards_are_named_by_card_label(lang):
    out = [c for c in PROMO_CARDS if not is_plant(c)][:2]
    view = {"plant_market": {"deck": ["step3", 13, None, 14]}, "deck_count": 9,
            "removed_face_up": ["step3", 20, *out]}
    shown = str(known_deck(view, lang))
    deck, removed = shown.split('class="deck-removed"')
    assert esc(t(lang, "plant.step3")) in deck and "13" in deck and "14" not in deck
    assert "20" in removed and esc(t(lang, "plant.step3")) not in removed
    for card in out:
        assert esc(card_label(card, lang)) in removed and card not in removed
