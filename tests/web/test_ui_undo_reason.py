"""A disabled Undo says why, from the engine's answer (game.undo_refusal): nothing to
take back yet, or the last action revealed a card (a draw), which Undo never takes back."""
from __future__ import annotations

import re

import pytest

from helpers import act, new_game
from pgui.h import esc
from pgui.i18n import LANGS, t
from pgui.words.refusals import refusal_text
from web_scenes import app_for


def undo_button(app) -> str:
    top = app.render()[1]["pg-top"]
    return top.split('data-action="undo"')[0].rsplit("<button", 1)[1] + top.split('data-action="undo"')[1]


@pytest.mark.parametrize("lang", LANGS)
def test_undo_says_a_card_was_revealed(lang):
    game = new_game(3, order=[0, 1, 2])
    app = app_for(game, lang=lang)
    assert f'title="{esc(refusal_text(lang, "undo_nothing"))}"' in undo_button(app).split("</button>")[0]
    act(game, "open", plant=4, bid=4)
    act(game, "pass")
    act(game, "pass")                         # sold: the next plant is drawn (revealed)
    app = app_for(game, lang=lang)
    button = undo_button(app).split("</button>")[0]
    assert "disabled" in button and f'title="{esc(refusal_text(lang, "undo_revealed"))}"' in button


def test_an_available_undo_keeps_its_name():
    game = new_game(3, order=[0, 1, 2])
    act(game, "open", plant=4, bid=4)
    app = app_for(game)
    button = undo_button(app).split("</button>")[0]
    assert "disabled" not in button and refusal_text("en", "undo_revealed") not in button


def shown_text(button: str) -> str:
    """The words the button shows (its content, tags left out)."""
    return re.sub(r"<[^>]+>", "", button.split(">", 1)[1]).strip()


@pytest.mark.parametrize("lang", LANGS)
def test_undo_shows_a_short_label_and_says_the_whole_in_its_title(lang):
    """The top bar's Undo fits in every language: it shows whose action it takes back. Its spoken
    name is the words it shows, so that a voice command naming them finds it (WCAG 2.5.3: no
    aria-label that says other words); its title, spoken after the name, keeps the whole ("Undo:
    Ann's auction of plant 4") or the reason it is off."""
    game = new_game(3, order=[0, 1, 2])
    button = undo_button(app_for(game, lang=lang)).split("</button>")[0]
    assert shown_text(button) == esc(t(lang, "menu.undo")) and "aria-label" not in button
    assert f'title="{esc(refusal_text(lang, "undo_nothing"))}"' in button
    act(game, "open", plant=4, bid=4)
    name = game.view()["players"][game.actions[-1]["player"]]["name"]
    button = undo_button(app_for(game, lang=lang)).split("</button>")[0]
    whole = t(lang, "undo.label", what=t(lang, "undo.act.open", name=name, plant="4"))
    assert shown_text(button) == esc(t(lang, "undo.label", what=name)) and "aria-label" not in button
    assert f'title="{esc(whole)}"' in button
