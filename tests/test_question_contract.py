"""The declared contract of the questions (powergrid/contract.py), and every question strict.

The questions come from the engine's declaration, never from a list here: a question declared
there is fuzzed without an edit of this file, and a public Game method declared nowhere fails the
first test. On every map of Game.maps(), at a random point of a random game (with the promo cards
where the map takes them), each question gets junk of each of its parameters' kinds, through the
Game and through an Observation: every call gives IllegalAction with a short message and leaves the
game (and the observation) byte-identical; with well-formed arguments the Game and the Observation
give the same answer.
"""
import inspect
import json
import random
import re
from pathlib import Path

import pytest

from powergrid import PROMO_CARDS, Game, IllegalAction
from powergrid.bots import RandomBot
from powergrid.checks import excerpt
from powergrid.contract import BY_NAME, KINDS, NOT_QUESTIONS, OBSERVATION_QUESTIONS, QUESTIONS

from helpers import names
from helpers_contract import ANY_JUNK, defaults, kind_junk, well_formed

SHORT = 200


def public_names(game: Game) -> set:
    return {n for n in dir(game) if not n.startswith("_")}


# ---- the declaration ---------------------------------------------------------------------------
def test_every_public_name_of_a_game_is_declared_a_question_or_what_it_is_instead():
    """A new Game method is declared as a question (with its parameters' kinds) or as something else;
    it is never forgotten, and a question is declared once."""
    game = Game({"players": names(2), "seed": 1})
    declared = set(BY_NAME) | set(NOT_QUESTIONS)
    assert public_names(game) == declared, (public_names(game) - declared, declared - public_names(game))
    assert len(BY_NAME) == len(QUESTIONS) and not set(BY_NAME) & set(NOT_QUESTIONS)


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: q.name)
def test_each_declaration_matches_the_method_it_declares(question):
    """The parameters are the method's, in its order; optional exactly where it has a default; each
    of a declared kind; a reference question is a static method, asked of Game itself."""
    method = inspect.getattr_static(Game, question.name)
    assert isinstance(method, staticmethod) == question.of_class
    params = [p for p in inspect.signature(getattr(Game, question.name)).parameters.values() if p.name != "self"]
    assert [p.name for p in params] == [p.name for p in question.params]
    assert [p.default is not p.empty for p in params] == [p.optional for p in question.params]
    assert {p.kind for p in question.params} <= set(KINDS)


def test_the_api_reference_names_every_declared_question_and_kind():
    """docs/API.md's "The declared contract" names every question and kind powergrid/contract.py declares."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "API.md").read_text("utf-8")
    section = text.split("### The declared contract", 1)[1].split("\n#", 1)[0]
    named = set(re.findall(r"`([a-z_0-9]+)`", section))
    assert set(BY_NAME) | set(KINDS) <= named, (set(BY_NAME) | set(KINDS)) - named


def test_the_fuzz_below_has_junk_for_every_declared_kind():
    game = Game({"players": names(2), "seed": 1})
    assert set(kind_junk(game)) == set(KINDS) == set(well_formed(game, 0))


# ---- the observation: an allow-list ----------------------------------------------------------
def test_an_observation_answers_the_declared_questions_and_nothing_else(monkeypatch):
    """A computer player asks only what the contract declares for it: what acts, saves, copies or
    takes back is out of its reach, and so is a Game method nobody declared."""
    game = Game({"players": names(3), "seed": 2})
    monkeypatch.setattr(Game, "secret_plan", lambda self: self.state["deck"], raising=False)
    assert game.secret_plan()                                   # the Game answers it
    observation = game.observation(0)
    own = {"view", "rules", "over", "seat", "is_legal", "determinize"}
    for name in sorted(public_names(game) - own):
        assert hasattr(observation, name) == (name in OBSERVATION_QUESTIONS), name
    assert not hasattr(observation, "secret_plan")
    assert OBSERVATION_QUESTIONS <= set(dir(observation))
    for name in ("undo_refusal", "undoable", "apply", "clone", "to_json"):
        with pytest.raises(AttributeError):
            getattr(observation, name)


# ---- every question strict, on every map -------------------------------------------------------
def game_at_random_point(declared: dict, rnd: random.Random) -> Game:
    low, high = declared["players"]
    options = {"map": declared["id"], "players": names(rnd.randint(low, high)), "seed": rnd.randrange(10**6)}
    if declared["promos"]:
        options["promos"] = list(PROMO_CARDS)
    game = Game(options)
    bot = RandomBot(rnd.randrange(10**6))
    for _ in range(rnd.randrange(20, 160)):
        if game.over:
            break
        game.apply(bot.act(game))
    return game


def frozen(game: Game, observation) -> tuple:
    return (json.dumps(game.state, sort_keys=True), len(game.actions),
            json.dumps(observation.view, sort_keys=True, default=repr),
            # the private copy that answers, as a world dealt from it shows it
            json.dumps(observation.determinize(random.Random(0)).state, sort_keys=True, default=repr))


def answer_or_refusal(call):
    try:
        return call()
    except IllegalAction as e:
        return ("refused", str(e), e.code)


POINTS = 2          # random points of random games per map


@pytest.mark.parametrize("declared, point", [(m, k) for m in Game.maps() for k in range(POINTS)],
                         ids=lambda v: v["id"] if isinstance(v, dict) else str(v))
def test_every_question_refuses_junk_and_changes_nothing_on_every_map(declared, point):
    """Seats out of range (negative too), bools, floats, texts and None as seats; cities that are not
    on the map; lists, regions, plants, resources and markets of the wrong shape: IllegalAction from
    the Game and from an Observation, the state unchanged."""
    rnd = random.Random(f"{declared['id']}/{point}")
    game = game_at_random_point(declared, rnd)
    seat = rnd.randrange(len(game.state["players"]))
    observation = game.observation(seat)
    good, junk = well_formed(game, seat), kind_junk(game)
    before = frozen(game, observation)
    asked = 0
    for question in QUESTIONS:
        # A reference question is asked of the class itself, as the start screen does.
        asked_of = [Game if question.of_class else game] + ([observation] if question.observation else [])
        calls = [getattr(source, question.name) for source in asked_of]
        left_out = defaults(question)
        args = [good[p.kind] for p in question.params]
        answers = [answer_or_refusal(lambda: call(*args)) for call in calls]
        assert all(a == answers[0] for a in answers), question.name     # the observation answers alike
        for i, param in enumerate(question.params):
            for bad in ANY_JUNK + junk[param.kind]:
                if bad is left_out[i]:
                    continue                                              # left out: well-formed
                wrong = args[:i] + [bad] + args[i + 1:]
                for call in calls:
                    try:
                        answer = call(*wrong)
                    except IllegalAction as e:
                        assert len(str(e)) <= SHORT, (question.name, str(e)[:300])
                    else:
                        pytest.fail(f"{question.name} answered {excerpt(answer)} with {param.name}={excerpt(bad)}")
                    asked += 1
        assert frozen(game, observation) == before, f"{question.name} changed the game"
    assert asked > 1000
