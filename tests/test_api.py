"""The engine API contract: JSON data, replay, saves, undo and the refusal of illegal actions."""
import json

import pytest

from powergrid import Game, IllegalAction
from powergrid.bots import RandomBot

from helpers import act, assert_rejected, buy_round1, names, new_game, play_out, snapshot
from helpers_market import enter_phase, give, scripted

OPTIONS = {"map": "germany", "players": names(4), "regions": None, "seed": 11, "beginner": False}


def played(actions: int = 120, seed: int = 4) -> Game:
    game = Game(OPTIONS)
    bot = RandomBot(seed)
    for _ in range(actions):
        game.apply(bot.act(game))
    return game


def test_state_actions_and_templates_are_plain_json():
    """The state, the action log and the legal-action templates survive a JSON round trip."""
    game = played()
    for data in (game.state, game.actions, game.legal_actions(), game.decision()):
        assert json.loads(json.dumps(data)) == data
    play_out(game, seed=2)
    assert json.loads(json.dumps(game.state)) == game.state
    assert game.state["result"]["winners"]


def test_replay_with_the_same_options_rebuilds_the_same_state():
    """The game's options (with the seed and the rules revision it recorded) and the actions
    rebuild the game exactly, up to its end."""
    game = played(100, seed=9)
    at_100 = snapshot(game)
    play_out(game, seed=9)
    options = game.state["options"]
    assert options == {**OPTIONS, "timing": Game.TIMING}
    again = Game.replay(options, game.actions)
    assert snapshot(again) == snapshot(game) and again.over
    assert snapshot(Game.replay(options, game.actions[:100])) == at_100
    other_seed = Game({**OPTIONS, "seed": 12})
    assert other_seed.state["deck"] != Game(OPTIONS).state["deck"]


def test_save_and_load_round_trip():
    """to_json / from_json (object or text) give back the same game, which plays on identically."""
    game = played(150)
    for save in (game.to_json(), json.dumps(game.to_json()), game.dumps()):
        loaded = Game.from_json(save)
        assert snapshot(loaded) == snapshot(game)
        assert loaded.actions == game.actions
    loaded = Game.from_json(game.dumps())
    bot_a, bot_b = RandomBot(1), RandomBot(1)
    for _ in range(40):
        game.apply(bot_a.act(game))
        loaded.apply(bot_b.act(loaded))
    assert snapshot(loaded) == snapshot(game)


def test_damaged_or_forged_saves_are_refused_with_a_reason():
    """Garbage, truncated JSON, a wrong format, an unknown version, bad options, a bad action list
    and a forged action (a bid above the bidder's money, BASE-AUCTION-9) raise IllegalAction
    saying what is wrong."""
    game = played(30)
    good = game.to_json()
    forged = json.loads(json.dumps(good))
    seat = Game(OPTIONS).decision()["player"]
    forged["actions"] = [{"type": "open", "player": seat, "plant": 3, "bid": 51}]
    cases = [
        ("certainly not json {", "not valid JSON"),
        (game.dumps()[:-12], "not valid JSON"),
        ({"format": "chess", "version": 1, "options": OPTIONS, "actions": []}, "not a Power Grid save"),
        ([1, 2, 3], "not a Power Grid save"),
        ({**good, "version": 99}, "version 99"),
        ({**good, "actions": "open"}, "no list of actions"),
        ({**good, "options": {**OPTIONS, "players": ["Solo"]}}, "2 to 6"),
        ({**good, "options": {**OPTIONS, "map": {"name": "germany"}}}, "unknown map"),
        ({**good, "options": None}, "options must be an object"),
        (forged, "action 1 of the log is not legal"),
    ]
    for save, words in cases:
        with pytest.raises(IllegalAction) as err:
            Game.from_json(save)
        assert words in str(err.value), (save if not isinstance(save, dict) else "", str(err.value))
    with pytest.raises(IllegalAction, match="more than the 50"):
        Game.from_json(forged)
    late = json.loads(json.dumps(good))
    k = max(i for i, a in enumerate(late["actions"]) if a["type"] in ("open", "bid"))
    late["actions"][k]["bid"] = 1000
    with pytest.raises(IllegalAction, match=f"action {k + 1} of the log is not legal: a bid of 1000 is more"):
        Game.from_json(late)


def test_undo_restores_the_exact_previous_state():
    """An action that revealed nothing can be taken back: the state is byte-identical."""
    game = new_game(3, order=[0, 1, 2])
    assert not game.can_undo()
    with pytest.raises(IllegalAction, match="nothing to take back"):
        game.undo()
    before = snapshot(game)
    act(game, "open", plant=4, bid=5)                        # opening reveals nothing
    act(game, "bid", bid=6)
    assert game.can_undo()
    assert game.undo() == {"type": "bid", "player": 1, "bid": 6}
    assert game.undo()["type"] == "open"
    assert snapshot(game) == before and game.actions == []
    act(game, "open", plant=4, bid=4)
    act(game, "pass")
    act(game, "pass")                                        # sold: 13 is drawn
    assert not game.can_undo()
    after = snapshot(game)
    with pytest.raises(IllegalAction, match="revealed"):
        game.undo()
    assert snapshot(game) == after


def test_undo_refusal_says_why_undo_is_unavailable():
    """The page's disabled Undo says why: nothing to take back, or a card was revealed; the same
    codes as the refusals of undo and undo_many."""
    game = new_game(3, order=[0, 1, 2])
    assert game.undo_refusal() == "undo_nothing"
    act(game, "open", plant=4, bid=5)
    assert game.undo_refusal() is None and game.undo_refusal(2) == "undo_nothing"
    act(game, "pass")
    act(game, "pass")                                        # sold: 13 is drawn
    assert game.undo_refusal() == "undo_revealed"
    assert game.undo_refusal(1000) == "undo_nothing"             # more than were played
    for bad in (0, -1, True, 1.0, "1", None):                     # no number of actions at all
        with pytest.raises(IllegalAction):
            game.undo_refusal(bad)
        with pytest.raises(IllegalAction):
            game.undo_many(bad)
    with pytest.raises(IllegalAction) as refused:
        game.undo()
    assert refused.value.code == game.undo_refusal()


def test_undo_after_a_quiet_action_in_a_later_phase():
    """Undo of a resource purchase gives the tokens and the money back exactly."""
    game = new_game(3, order=[0, 1, 2])
    buy_round1(game, [3, 4, 5])
    before = snapshot(game)
    act(game, "buy", resources={"oil": 2})
    assert game.state["phase"] == "resources" and game.can_undo()
    game.undo()
    assert snapshot(game) == before


# ---- illegal actions ---------------------------------------------------------------------

def test_illegal_actions_in_the_auction():
    """Wrong player, wrong phase, unknown types, malformed actions and bids are all refused with a
    message, leaving the state unchanged (BASE-AUCTION-4, BASE-AUCTION-9)."""
    g = new_game(3, order=[0, 1, 2])
    assert_rejected(g, {"type": "open", "player": 1, "plant": 3, "bid": 3}, "Ann's turn")
    assert_rejected(g, {"type": "open", "player": 9, "plant": 3, "bid": 3}, "turn")
    assert_rejected(g, {"type": "open", "plant": 3, "bid": 3}, "player must be a whole number")
    assert_rejected(g, {"type": "build", "player": 0, "cities": ["Essen"]}, "chooses a plant")
    assert_rejected(g, {"type": "buy", "player": 0, "resources": {"coal": 1}}, "chooses a plant")
    assert_rejected(g, {"type": "teleport", "player": 0}, "unknown action type")
    assert_rejected(g, {"player": 0}, "unknown action type")
    for not_an_action in ([], "open", None, 7, ["open", 0]):
        assert_rejected(g, not_an_action, "must be an object")
    assert_rejected(g, {"type": "open", "player": 0, "plant": 3, "bid": 2}, "at least 3")
    assert_rejected(g, {"type": "open", "player": 0, "plant": 3, "bid": 51}, "more than the 50")
    assert_rejected(g, {"type": "open", "player": 0, "plant": 3, "bid": 3.0}, "whole number")
    assert_rejected(g, {"type": "open", "player": 0, "plant": 3, "bid": True}, "whole number")
    assert_rejected(g, {"type": "open", "player": 0, "plant": 3, "bid": None}, "whole number")
    assert_rejected(g, {"type": "open", "player": 0, "plant": 99, "bid": 99}, "not in the current market")
    assert_rejected(g, {"type": "open", "player": 0, "plant": True, "bid": 3}, "not in the current market")
    act(g, "open", plant=3, bid=3)
    assert_rejected(g, {"type": "bid", "player": 1, "bid": 3}, "higher")
    assert_rejected(g, {"type": "bid", "player": 1, "bid": 60}, "more than the 50")
    assert_rejected(g, {"type": "open", "player": 1, "plant": 4, "bid": 4}, "raise the bid or pass")


def test_illegal_purchases():
    """More than the plants can store (BASE-RES-4), more than the market holds (BASE-RES-6),
    more than one's money (BASE-RES-5), unknown or negative amounts."""
    game = new_game(3, order=[0, 1, 2])
    buy_round1(game, [3, 4, 5])
    seat = game.decision()["player"]
    assert game.state["players"][seat]["plants"] == [3]      # oil, stores 4
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"oil": 5}}, "cannot store")
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"coal": 1}}, "cannot store")
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"gold": 1}}, "unknown resource")
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"coal": -1}}, "at least 0")
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"coal": 1.5}}, "whole number")
    assert_rejected(game, {"type": "buy", "player": seat, "resources": [1]}, "map resource types")
    coal = {"coal": 1}
    assert_rejected(game, {"type": "buy", "player": seat, "resources": coal, "market": ["main"]}, "no resource market")
    assert_rejected(game, {"type": "buy", "player": seat, "resources": coal, "market": "north"}, "no resource market")
    game = scripted(3)
    enter_phase(game, "resources")
    seat = game.decision()["player"]
    give(game, seat, plants_=[11, 17, 23])                   # room for 6 uranium, 2 in the market
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"uranium": 3}}, "does not hold")
    give(game, seat, money=29)
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"uranium": 2}}, "costs 30")


def test_illegal_builds():
    """A full city (BASE-BUILD-3), one's own city twice (BASE-BUILD-5), a region not in play
    (BASE-SETUP-2), an unknown city, too little money."""
    game = scripted(3, order=[2, 1, 0])
    enter_phase(game, "build")
    give(game, 1, cities=["Essen"])
    give(game, 0, cities=["Dortmund"], money=20)
    rejected = [
        (["Essen"], "full"),
        (["Dortmund"], "already have a house"),
        (["Duisburg", "Duisburg"], "named twice"),
        (["München"], "not in play"),
        (["Atlantis"], "no city called"),
        (["Duisburg", "Münster"], "costs"),
        ("Duisburg", "must be a list"),
    ]
    for cities, words in rejected:
        assert_rejected(game, {"type": "build", "player": 0, "cities": cities}, words)
    assert game.build_preview(0)["Duisburg"]["cost"] == 10 + 4 + 0          # via Essen
    act(game, "build", cities=["Duisburg"])
    assert game.state["players"][0]["money"] == 6


def test_no_action_after_the_game_is_over():
    """Once the game is over, every action is refused."""
    game = Game(OPTIONS)
    play_out(game, seed=5)
    assert game.decision() is None and game.legal_actions() == []
    assert_rejected(game, {"type": "pass", "player": 0}, "game is over")
