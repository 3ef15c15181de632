"""The state is declared once (powergrid/state_schema.py): its keys are the game's keys, every
key is copied, hidden, checked and documented as declared, and a search copy shares nothing a
move could change."""
import json
import random
import typing

import pytest

from helpers_promos import every_map_game
from powergrid import invariants, state_schema
from powergrid.bots import RandomBot
from powergrid.state_schema import BY_NAME, CROSS_KEY_INVARIANTS, PARTS, STATE, GameState


def _played(promos: bool, seed: int):
    """Games on every map played some way in, and to their end."""
    for game in every_map_game(promos, seed=seed):
        bot = RandomBot(seed)
        moves = 0
        while not game.over:
            if moves in (0, 150):
                yield game
            game.apply(bot.act(game))
            moves += 1
        yield game


def test_the_declaration_and_the_shape_name_the_same_keys():
    hints = typing.get_type_hints(GameState)
    assert [k.name for k in STATE] == list(hints)
    assert GameState.__optional_keys__ == {"promo", "step3_round", "aside", "networks"}


def test_every_invariant_id_has_its_check_and_every_check_is_declared():
    declared = [i for k in STATE for i in k.invariants] + list(CROSS_KEY_INVARIANTS)
    assert sorted(set(declared)) == sorted(invariants.CHECKS)
    assert len(declared) == len(set(declared))


def test_every_field_of_a_nested_part_has_one_line_of_documentation():
    for name, (shape, fields) in PARTS.items():
        assert list(fields) == list(typing.get_type_hints(shape)), name
        assert all(line.strip() for line in fields.values()), name


@pytest.mark.parametrize("promos", [False, True], ids=["base", "promos"])
def test_a_real_state_holds_the_declared_keys_and_a_clone_shares_nothing_that_moves(promos):
    for game in _played(promos, seed=6):
        keys = set(game.state)
        assert keys <= set(BY_NAME)
        assert {k.name for k in STATE if k.name not in GameState.__optional_keys__} <= keys
        before = json.dumps(game.state, sort_keys=True)
        clone = game.clone()
        assert clone.state["log"] is None
        bot = RandomBot(1)
        for _ in range(60):             # the copy plays on; the game it came from does not move
            if clone.over:
                break
            clone.apply(bot.act(clone))
        assert json.dumps(game.state, sort_keys=True) == before


@pytest.mark.parametrize("promos", [False, True], ids=["base", "promos"])
def test_the_observation_keeps_what_the_declaration_lets_a_player_see(promos):
    """The observation reads the seat's view; the world it deals for search keeps no field the
    declaration says nobody sees."""
    for game in _played(promos, seed=2):
        obs = game.observation(0)
        assert json.dumps(obs.view, sort_keys=True) == json.dumps(game.view(0), sort_keys=True)
        world = obs.determinize(random.Random(1)).state
        for key in STATE:
            if key.secret and key.name in world:
                assert not set(key.secret) & set(world[key.name]), key.name
        assert "seed" not in json.dumps(game.view(0))


def test_set_up_starts_the_fixed_keys_at_their_declared_values():
    for game in every_map_game(False, seed=3):
        # before anybody acts: Phase 2 of round 1, Step 1 (BASE-ORDER-3), no house, no result (set-up's
        # shuffles count in rng_calls and its first event is in the log)
        fresh = [k for k in STATE if k.has_start and k.name not in ("log", "rng_calls")]
        assert {k.name: game.state[k.name] for k in fresh} == {k.name: k.start for k in fresh}


def test_the_state_section_of_the_api_doc_is_the_one_the_declaration_writes(monkeypatch):
    """docs/API.md's state section is generated (python3 -m buildtools.state_doc): a declared key
    it does not show, or one it shows otherwise, makes it stale."""
    from dataclasses import replace
    from pathlib import Path

    from buildtools import state_doc
    text = (Path(__file__).resolve().parents[1] / "docs" / "API.md").read_text("utf-8")
    assert state_doc.current(text) == state_doc.section(), "stale: run python3 -m buildtools.state_doc"
    changed = tuple(replace(k, doc=k.doc + " (changed)") if k.name == "deck" else k for k in STATE)
    monkeypatch.setattr(state_schema, "STATE", changed)
    assert state_doc.current(text) != state_doc.section()
