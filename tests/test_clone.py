"""Game.clone, resample_hidden and observation: what search and computer players stand on (AMB-80)."""
import json
import random

import pytest

from powergrid import Game, SeededRandom
from powergrid.bots import RandomBot
from powergrid.data import STEP3

from helpers import names, snapshot


def played(actions: int, players: int = 4, seed: int = 3, **extra) -> Game:
    game = Game({"map": "germany", "players": names(players), "seed": seed, **extra})
    bot = RandomBot(seed)
    for _ in range(actions):
        game.apply(bot.act(game))
    return game


def without_log(state: dict) -> str:
    return json.dumps({k: v for k, v in state.items() if k != "log"}, sort_keys=True)


def test_a_clone_plays_exactly_like_the_game_but_records_nothing():
    """Same actions give the same state on the clone (minus the event log); the game is untouched."""
    game = played(150)
    before = snapshot(game)
    clone = game.clone()
    assert clone.state["log"] is None and clone.actions == []
    bot_a, bot_b = RandomBot(7), RandomBot(7)
    twin = Game.replay(game.state["options"], game.actions)
    while not clone.over:
        clone.apply(bot_a.act(clone))
        twin.apply(bot_b.act(twin))
    assert without_log(clone.state) == without_log(twin.state)
    assert snapshot(game) == before                    # the original did not move
    assert clone.actions == [] and not clone.can_undo()
    with pytest.raises(ValueError):
        clone.to_json()


def test_a_clone_refuses_an_illegal_action_and_keeps_its_state():
    clone = played(40).clone()
    before = without_log(clone.state)
    from powergrid import IllegalAction
    with pytest.raises(IllegalAction):
        clone.apply({"type": "bid", "player": 99, "bid": 1})
    assert without_log(clone.state) == before


def test_resampling_changes_only_the_cards_nobody_has_seen():
    """BASE-SETUP-12/13: 13 stays on top, the Step 3 card and the plants under it keep their
    places, the face-down removals and the shuffled part are redealt among themselves."""
    game = played(0, players=3, seed=5)         # 3 players: 8 plants removed face down
    clone = game.clone()
    clone.resample_hidden(random.Random(1))
    deck, box = game.state["deck"], game.state["box"]
    new_deck, new_box = clone.state["deck"], clone.state["box"]
    assert new_deck[0] == deck[0] == 13 and new_deck[-1] == deck[-1] == STEP3
    assert sorted(deck[1:-1] + box, key=str) == sorted(new_deck[1:-1] + new_box, key=str)
    assert (new_deck, new_box) != (deck, box)
    with pytest.raises(ValueError):
        game.resample_hidden(random.Random(1))      # never on the real game


def test_plants_put_under_the_deck_stay_known():
    """BASE-BUREAU-10: the highest plant goes under the deck, face up: a resample keeps it there."""
    game = played(0, players=3, seed=5)
    bot = RandomBot(5)
    while game.state["round"] < 3:
        game.apply(bot.act(game))
    deck = game.state["deck"]
    below = deck[deck.index(STEP3):]
    assert len(below) > 1
    clone = game.clone()
    clone.resample_hidden(random.Random(2))
    assert clone.state["deck"][-len(below):] == below


def test_after_the_step3_reshuffle_the_whole_deck_is_unknown():
    """BASE-STEP3-2..4: once the Step 3 card is drawn the deck is reshuffled."""
    game = played(0, players=3, seed=8)
    bot = RandomBot(8)
    while STEP3 in game.state["deck"] and not game.over:
        game.apply(bot.act(game))
    assert not game.over and len(game.state["deck"]) > 2
    assert game.public_deck() == [None] * len(game.state["deck"])


def test_the_observation_hides_the_seed_the_deck_order_and_the_face_down_plants():
    game = played(60, players=3, seed=5)
    obs = game.observation(0)
    view = obs.view
    assert "seed" not in json.dumps(view) and "rng_calls" not in json.dumps(view)
    assert view["removed_count"] - len(view["removed_face_up"]) == 8
    assert view["removed_face_up"] == game.state["box"][8:]
    unknown = [c for c in view["plant_market"]["deck"] if c is None]
    assert len(unknown) >= 10 and len(view["plant_market"]["deck"]) == len(game.state["deck"])
    assert obs.legal_actions() == game.legal_actions() and obs.decision() == game.decision()
    # The world search plays on does not carry the seed either.
    assert "seed" not in obs.determinize(random.Random(1)).state["options"]


def test_the_observation_reads_the_game_through_the_seat_view_alone():
    """A computer player reads what the page reads (the seat's view) and asks the declared
    questions: the observation holds no copy of the state shaped like the game's own."""
    game = played(60, players=3, seed=5)
    obs = game.observation(2)
    assert json.dumps(obs.view, sort_keys=True) == json.dumps(game.view(2), sort_keys=True)
    assert not hasattr(obs, "state")


def test_games_differing_only_in_hidden_cards_give_equal_observations():
    """AMB-80: two worlds with other hidden cards and another seed look the same to a seat."""
    game = played(80, players=3, seed=5)
    twin = game.clone(rng=SeededRandom(999))
    twin.resample_hidden(random.Random(3))
    twin.state["options"] = dict(game.state["options"], seed=999)
    twin.state["log"] = game.state["log"]       # the same events so far (a clone keeps none)
    assert twin.state["deck"] != game.state["deck"]
    a, b = game.observation(1), twin.observation(1)
    assert json.dumps(a.view, sort_keys=True) == json.dumps(b.view, sort_keys=True)
    assert a.legal_actions() == b.legal_actions() and a.best_powering(1) == b.best_powering(1)
    assert a.determinize(random.Random(4)).state["deck"] == b.determinize(random.Random(4)).state["deck"]


def test_an_observation_does_not_change_when_the_game_moves_on():
    game = played(30, players=3, seed=5)
    obs = game.observation(game.decision()["player"])
    before = json.dumps(obs.view, sort_keys=True), obs.legal_actions()
    bot = RandomBot(1)
    for _ in range(30):
        game.apply(bot.act(game))
    assert (json.dumps(obs.view, sort_keys=True), obs.legal_actions()) == before


def test_the_observation_says_whether_an_action_is_legal_and_changes_nothing():
    game = played(0, players=3, seed=5)
    obs = game.observation(game.decision()["player"])
    seat = game.decision()["player"]
    before = snapshot(game)
    assert obs.is_legal({"type": "open", "player": seat, "plant": 3, "bid": 3})
    assert not obs.is_legal({"type": "open", "player": seat, "plant": 3, "bid": 2})
    assert not obs.is_legal({"type": "pass", "player": seat})          # round 1: must buy
    assert snapshot(game) == before


def test_china_keeps_its_public_top_band_and_redeals_each_band_within_itself():
    """CHINA-3 (AMB-80): the top band's order is public; the middle and bottom bands are
    shuffled separately, so a resample keeps every card in its band."""
    game = Game({"map": "china", "players": names(3), "seed": 2})
    bands = game.rules.plant_market.deck_bands(game.state)
    clone = game.clone()
    clone.resample_hidden(random.Random(5))
    at = 0
    for band in bands:
        size = len(band["cards"])
        part = clone.state["deck"][at:at + size]
        if band["ordered"]:
            assert part == band["cards"]
        else:
            assert sorted(part, key=str) == sorted(band["cards"], key=str)
        at += size
    assert clone.state["deck"] != game.state["deck"]
