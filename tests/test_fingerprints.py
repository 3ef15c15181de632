"""Seeded games play exactly as recorded: same actions, same final state, same random draws.

Guards changes meant to keep behaviour (speed, the state's declaration). Each game cites the
rules it plays as a whole game does: set-up (BASE-SETUP-*), the five phases and the end (BASE-END-*).
"""
import json

import pytest

from fingerprints import FIXTURE, _key, play, specs

RECORDED = json.loads(FIXTURE.read_text())


def test_every_game_of_today_is_recorded():
    assert sorted(RECORDED) == sorted(_key(s) for s in specs()), \
        "the list of games changed: record them again with tests/fingerprints.py --write"


@pytest.mark.parametrize("spec", specs(), ids=_key)
def test_game_plays_as_recorded(spec):
    assert play(spec) == RECORDED[_key(spec)]
