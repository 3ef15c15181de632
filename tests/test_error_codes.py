"""Refusals a player meets in normal play carry a code and parameters a UI can translate."""
import re
from pathlib import Path

import pytest

from powergrid import Game, IllegalAction
from powergrid.errors import ERROR_CODES

from helpers import act, new_game

ENGINE = Path(__file__).resolve().parents[1] / "powergrid"


def test_every_code_raised_by_the_engine_is_declared():
    source = "\n".join(p.read_text("utf-8") for p in ENGINE.glob("*.py"))
    used = set(re.findall(r'IllegalAction\([^()]*?(?:\([^()]*\)[^()]*?)*?,\s*"([a-z0-9_]+)"', source, re.S))
    used |= set(re.findall(r'reason, code(?:, params)? = \(?[^\n]*?"([a-z0-9_]+)"', source))
    assert used, "the scan found no codes"
    assert used <= set(ERROR_CODES), used - set(ERROR_CODES)


def refusal(game, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    return info.value


def test_a_bid_above_the_money_says_bid_and_money():
    """BASE-AUCTION-9: the refusal names the bid and the money, for any language."""
    game = new_game(3, order=[0, 1, 2])
    e = refusal(game, {"type": "open", "player": 0, "plant": 3, "bid": 51})
    assert (e.code, e.params) == ("bid_over_money", {"bid": 51, "money": 50})


def test_acting_out_of_turn_names_the_player_whose_turn_it_is():
    game = new_game(3, order=[1, 0, 2])
    e = refusal(game, {"type": "open", "player": 0, "plant": 3, "bid": 3})
    assert (e.code, e.params) == ("not_your_turn", {"player": "Bob"})


def test_a_full_city_names_the_city_and_the_step():
    """BASE-BUILD-3: a city full for the Step is refused with its name and the Step."""
    game = new_game(2, order=[0, 1])
    act(game, "open", plant=4, bid=4)
    act(game, "pass")                      # Bob lets Ann have plant 4
    act(game, "open", plant=3, bid=3)      # Bob, alone, buys plant 3
    act(game, "pass")                      # resources: nothing
    act(game, "pass")
    act(game, "build", cities=["Essen"])
    e = refusal(game, {"type": "build", "player": game.decision()["player"], "cities": ["Essen"]})
    assert (e.code, e.params) == ("city_full", {"city": "Essen", "step": 1})


def test_save_errors_have_codes():
    for save, code in (("{not json", "save_not_json"), ({"format": "chess"}, "save_not_ours"),
                       ({"format": "powergrid-game", "version": 9, "actions": []}, "save_version")):
        with pytest.raises(IllegalAction) as info:
            Game.from_json(save)
        assert info.value.code == code
