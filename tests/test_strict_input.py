"""Every door of the engine refuses malformed input with IllegalAction, a short message and no change.

One test per door: action fields, plant ids, huge integers, questions, market names, saves,
options, message length, and the one form of "nothing this turn" (BASE-RES-1, BASE-BUILD-1).
"""
import dataclasses
import json

import pytest

from powergrid import Game, IllegalAction
from powergrid.checks import excerpt

from helpers import assert_rejected, new_game, seat_to_act, snapshot
from helpers_play import give_plants, scene

HUGE = 10**5000
BIG = 10**15 + 1
LONG = "x" * 10_000_000     # a 10 MB string: the message must quote only an excerpt
SHORT = 200                 # the longest refusal message any of these may give


def refused(call, *args, **kwargs) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        call(*args, **kwargs)
    assert len(str(info.value)) <= SHORT, str(info.value)[:300]
    return info.value


def chooser_game():
    game = new_game(3, order=[0, 1, 2])
    return game, seat_to_act(game)


# ---- actions -----------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [{"junk": 1}, {"note": LONG}, {"burn": {}}, {"resources": {}}], ids=excerpt)
def test_unknown_action_keys_are_refused_and_never_logged(extra):
    """An open (BASE-AUCTION-3) with any key outside its fields is refused; nothing reaches the save."""
    game, seat = chooser_game()
    message = assert_rejected(game, {"type": "open", "player": seat, "plant": 3, "bid": 3, **extra})
    assert len(message) <= SHORT
    assert game.actions == [] and "junk" not in game.dumps()


@pytest.mark.parametrize("plant", [3.0, True, "3", [3], {"n": 3}, None, HUGE, -3, 3.5], ids=excerpt)
def test_an_open_names_a_plant_by_exactly_its_table_id(plant):
    """BASE-AUCTION-4: the plant is named by its card id; 3.0, True (== 1) and "3" are other values."""
    game, seat = chooser_game()
    message = assert_rejected(game, {"type": "open", "player": seat, "plant": plant, "bid": 5})
    assert len(message) <= SHORT
    game.apply({"type": "open", "player": seat, "plant": 3, "bid": 5})    # the exact id works
    assert game.state["auction"]["lot"]["plant"] == 3 and type(game.state["auction"]["lot"]["plant"]) is int


@pytest.mark.parametrize("bid", [HUGE, BIG, -HUGE, 3.0, "5", True], ids=excerpt)
def test_bids_beyond_reason_are_refused_not_crashing(bid):
    """BASE-AUCTION-5: a bid is a whole number of Elektro; 10**5000 is refused, never a ValueError."""
    game, seat = chooser_game()
    assert_rejected(game, {"type": "open", "player": seat, "plant": 3, "bid": bid})
    game.apply({"type": "open", "player": seat, "plant": 3, "bid": 3})
    assert_rejected(game, {"type": "bid", "player": seat_to_act(game), "bid": bid})


@pytest.mark.parametrize("player", [HUGE, BIG, -1, 0.0, "0", None], ids=excerpt)
def test_the_player_field_is_a_small_whole_number(player):
    game, _ = chooser_game()
    assert_rejected(game, {"type": "open", "player": player, "plant": 3, "bid": 3})


def test_a_huge_count_in_a_purchase_burn_or_return_is_refused():
    """BASE-RES-3, BASE-BUREAU-2: counts beyond 10**15 are refused with IllegalAction."""
    game = scene(3, "buy")
    seat = seat_to_act(game)
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"coal": HUGE}})
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"coal": BIG}})
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {LONG: 1}})
    game = scene(3, "power")
    seat = seat_to_act(game)
    assert_rejected(game, {"type": "power", "player": seat, "plants": [HUGE]})
    assert_rejected(game, {"type": "power", "player": seat, "plants": [3.0]})
    assert_rejected(game, {"type": "power", "player": seat, "plants": [[3]]})
    assert_rejected(game, {"type": "power", "player": seat, "plants": [], "burn": {"coal": HUGE}})


def test_a_discard_names_an_owned_plant_by_its_exact_id():
    """BASE-AUCTION-15: the discarded plant is named by its id; 4.0 is not plant 4."""
    game = new_game(2, order=[0, 1])
    give_plants(game, 0, [4, 5, 6])
    game.state["auction"]["discard"], game.state["auction"]["new"] = 0, 6
    for plant in (4.0, True, "4", [4], HUGE):
        assert_rejected(game, {"type": "discard", "player": 0, "plant": plant, "return": {}})
    assert_rejected(game, {"type": "discard", "player": 0, "plant": 4, "return": {"coal": HUGE}})
    game.apply({"type": "discard", "player": 0, "plant": 4, "return": {}})
    assert 4 not in game.state["players"][0]["plants"]


def test_the_empty_buy_and_build_are_what_phases_3_and_4_offer_and_pass_still_works():
    """BASE-RES-1, BASE-BUILD-1: buying or building nothing is the empty buy / build; pass is the same."""
    game = scene(3, "buy")
    assert {a["type"] for a in game.legal_actions()} == {"buy"}
    game.apply({"type": "buy", "player": seat_to_act(game), "resources": {}})
    after_empty = game.state["players"]
    game.apply({"type": "pass", "player": seat_to_act(game)})          # old saves replay this
    assert game.state["players"] == after_empty
    game.apply({"type": "buy", "player": seat_to_act(game), "resources": {}})
    assert {a["type"] for a in game.legal_actions()} == {"build"}
    game.apply({"type": "build", "player": seat_to_act(game), "cities": []})
    game.apply({"type": "pass", "player": seat_to_act(game)})
    assert [e["e"] for e in game.state["log"][-2:]] == ["build_skipped", "build_skipped"]


# ---- questions -----------------------------------------------------------------------------
@pytest.mark.parametrize("question", [
    lambda g, s: g.quote(s, {"coal": [1]}),
    lambda g, s: g.quote(s, [["coal"]]),
    lambda g, s: g.quote(s, {"coal": HUGE}),
    lambda g, s: g.quote(s, {LONG: 1}),
    lambda g, s: g.quote(s, {"coal": 1}, LONG),
    lambda g, s: g.quote(s, {"coal": 1}, ["main"]),
    lambda g, s: g.quote([s], {"coal": 1}),
    lambda g, s: g.quote(HUGE, {"coal": 1}),
    lambda g, s: g.purchase_limits(s, "south"),
    lambda g, s: g.purchase_limits(s, {"a": 1}),
    lambda g, s: g.purchase_limits(7),
    lambda g, s: g.market_slots("north"),
    lambda g, s: g.market_slots([]),
    lambda g, s: g.power_quote(s, [[3]]),
    lambda g, s: g.power_quote(s, 3),
    lambda g, s: g.power_quote(s, None),
    lambda g, s: g.power_quote(s, [3], [1]),
    lambda g, s: g.power_quote(s, [3], "coal"),
    lambda g, s: g.build_plan(s, "Essen"),
    lambda g, s: g.build_plan(s, [["Essen"]]),
    lambda g, s: g.build_plan(s, [{"Essen": 1}]),
    lambda g, s: g.build_plan(s, [LONG]),
    lambda g, s: g.build_plan(None, ["Essen"]),
    lambda g, s: g.build_preview(HUGE),
    lambda g, s: g.build_preview("0"),
])
def test_questions_answer_malformed_arguments_with_illegal_action(question):
    """The UI's questions (BASE-RES-3, BASE-BUILD-7, BASE-BUREAU-2) never raise TypeError or KeyError."""
    game = scene(3, "buy")
    seat = seat_to_act(game)
    before = snapshot(game)
    refused(question, game, seat)
    assert snapshot(game) == before


def test_power_quote_refuses_plants_not_owned_without_raising():
    """BASE-BUREAU-2: a quote for a plant the player lacks says why instead of raising."""
    game = scene(3, "power")
    seat = seat_to_act(game)
    q = game.power_quote(seat, [42])
    assert not q["ok"] and q["capacity"] == 0 and len(q["reason"]) <= SHORT


def test_one_market_name_check_with_a_default_only_on_single_market_maps():
    """BASE-RES-2: the base game has one market, so it may go unnamed; an unknown name is market_unknown."""
    game = scene(3, "buy")
    seat = seat_to_act(game)
    assert game.quote(seat, {"coal": 1}) == game.quote(seat, {"coal": 1}, "main")
    e = refused(game.quote, seat, {"coal": 1}, "north")
    assert e.code == "market_unknown" and e.params == {"market": "'north'"}
    e = assert_rejected(game, {"type": "buy", "player": seat, "market": "north", "resources": {}})
    rules = game.rules
    two = dataclasses.replace(rules, markets=rules.markets * 2)   # two markets, same name
    with pytest.raises(IllegalAction) as info:
        two.market(None)
    assert info.value.code == "market_required"


# ---- saves and options -------------------------------------------------------------------
def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("text, code", [
    (nested(1100), "save_not_json"),
    (nested(100_000), "save_not_json"),
    ('{"format": "powergrid-game", "version": 1, "options": {"seed": ' + "9" * 5000 + "}}", "number_too_long"),
    ("[" + " " * 2_100_000 + "]", "save_too_large"),
    ('{"format": "powergrid-game", "version": 1, "options": {"seed": 1' + "0" * 20 + '}, "actions": []}',
     "save_not_json"),
], ids=excerpt)
def test_hostile_save_text_is_refused_before_parsing(text, code):
    """A save nested 1,100 or 100,000 deep, 2 MB of text or a 5000-digit number: IllegalAction, short."""
    e = refused(Game.from_json, text)
    assert e.code == code


def test_hostile_parsed_saves_and_options_are_refused():
    deep = []
    for _ in range(1100):
        deep = [deep]
    save = {"format": "powergrid-game", "version": 1, "options": {"players": deep}, "actions": []}
    assert refused(Game.from_json, save).code == "save_not_json"
    assert refused(Game, {"map": "germany", "players": deep}).code == "save_not_json"
    refused(Game, {"map": "germany", "players": ["Ann", "Bob"], "seed": HUGE})
    refused(Game, {"map": "germany", "players": ["Ann", "Bob"], "seed": BIG})
    refused(Game, {"map": LONG, "players": ["Ann", "Bob"]})
    refused(Game, {LONG: 1, "players": ["Ann", "Bob"]})
    refused(Game, {"map": "germany", "players": ["Ann", "Bob"], "regions": [LONG, "b", "c"]})
    refused(Game, {"map": "germany", "players": ["Ann", "Bob"], "seed": LONG})
    bad_log = {"format": "powergrid-game", "version": 1,
               "options": {"map": "germany", "players": ["Ann", "Bob"], "seed": 1},
               "actions": [{"type": "open", "player": 0, "plant": 3.0, "bid": 3}]}
    assert refused(Game.from_json, bad_log).code == "save_action_illegal"
    assert refused(Game.from_json, dict(bad_log, version="v" * 100_000)).code == "save_version"


def test_a_good_save_still_loads_after_the_guards():
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 5})
    game.apply({"type": "open", "player": seat_to_act(game), "plant": 3, "bid": 3})
    again = Game.from_json(game.dumps())
    assert snapshot(again) == snapshot(game)
    assert snapshot(Game.from_json(json.loads(game.dumps()))) == snapshot(game)


# ---- messages ------------------------------------------------------------------------------
def test_refusals_quote_only_a_short_excerpt_of_the_input():
    """A 10 MB map name, city or type comes back as at most ~40 characters of it."""
    assert len(excerpt(LONG)) <= 40 and len(excerpt(HUGE)) <= 40 and len(excerpt([[1]] * 1000)) <= 40
    game = scene(3, "build")
    message = assert_rejected(game, {"type": "build", "player": seat_to_act(game), "cities": [LONG]})
    assert len(message) <= SHORT
    game = new_game(3, order=[0, 1, 2])
    message = assert_rejected(game, {"type": LONG, "player": 0})
    assert len(message) <= SHORT


def test_a_plant_named_twice_is_a_refused_quote_not_an_error():
    """BASE-BUREAU-2: each plant runs at most once a round."""
    game = scene(3, "power")
    seat = seat_to_act(game)
    plant = game.state["players"][seat]["plants"][0]
    q = game.power_quote(seat, [plant, plant])
    assert not q["ok"] and "twice" in q["reason"]


# ---- the engine strict everywhere ---------------------------------------------------------------
def attach_scene():
    """PROMO-TRANS-2: seat 1 has just won the Transformer Station and owns plant 4."""
    from helpers_promos import buy, promo_game
    g = promo_game(3, promo_deck=["transformer", 20])
    buy(g, 3)
    buy(g, 4)
    act_as(g, "pass")
    act_as(g, "bid", bid=10)
    assert g.decision() == {"player": 1, "kind": "attach", "card": "transformer"}
    return g


def act_as(g, kind, **fields):
    g.apply({"type": kind, "player": seat_to_act(g), **fields})


@pytest.mark.parametrize("plant", [4.0, True, "4", HUGE, -HUGE, [4], None], ids=excerpt)
def test_the_transformer_attaches_to_a_plant_named_by_exactly_its_id(plant):
    """PROMO-TRANS-2: the same plant-id check as an opening bid; 4.0 never reaches the state or the save."""
    g = attach_scene()
    message = assert_rejected(g, {"type": "attach", "player": 1, "plant": plant})
    assert len(message) <= SHORT
    g.apply({"type": "attach", "player": 1, "plant": 4})
    assert type(g.state["promo"]["transformer_plant"]) is int
    assert type(json.loads(g.dumps())["actions"][-1]["plant"]) is int


@pytest.mark.parametrize("map_id", [HUGE, LONG, None, ["germany"], "atlantis"], ids=excerpt)
def test_map_board_refuses_anything_but_a_map_id(map_id):
    assert "unknown map" in str(refused(Game.map_board, map_id))


def test_buy_build_and_power_name_their_field_pass_stays_for_old_saves():
    """BASE-RES-1, BASE-BUILD-1, BASE-BUREAU-2: a buy without "resources", a build without "cities" and a
    power action without "plants" are refused (no silent "nothing"); `pass` still replays in Phases 3
    and 4, and `market` and `burn` stay optional."""
    game = scene(3, "buy")
    assert "resources" in assert_rejected(game, {"type": "buy", "player": seat_to_act(game)})
    game.apply({"type": "pass", "player": seat_to_act(game)})
    for _ in range(2):
        game.apply({"type": "buy", "player": seat_to_act(game), "resources": {}})
    assert "cities" in assert_rejected(game, {"type": "build", "player": seat_to_act(game)})
    game.apply({"type": "pass", "player": seat_to_act(game)})
    for _ in range(2):
        game.apply({"type": "build", "player": seat_to_act(game), "cities": []})
    assert game.decision()["kind"] == "power"
    assert "plants" in assert_rejected(game, {"type": "power", "player": seat_to_act(game)})
    game.apply({"type": "power", "player": seat_to_act(game), "plants": []})


def test_the_actions_and_the_log_handed_out_are_not_the_game_s_own():
    """Changing `game.actions` or a view's `log` changes neither the save nor the next answer."""
    game, seat = chooser_game()
    game.apply({"type": "open", "player": seat, "plant": 3, "bid": 3})
    save = game.dumps()
    actions = game.actions
    actions.append({"type": "pass", "player": 0})
    with pytest.raises(TypeError):
        actions[0]["bid"] = 40
    log = game.view()["log"]
    with pytest.raises(TypeError):
        log[-1]["player"] = 2
    log.clear()
    assert game.dumps() == save and len(game.actions) == 1 and game.view()["log"]
    assert game.actions[0] == {"type": "open", "player": seat, "plant": 3, "bid": 3}
    copied = json.loads(json.dumps(game.actions))
    copied[0]["bid"] = 5                    # a plain copy is the caller's to change
    assert game.actions[0]["bid"] == 3


@pytest.mark.parametrize("players", [
    ["Ann", "ＡＮＮ", "Bob"],               # fullwidth letters: NFKC makes them "ANN"
    ["Cem²", "CEM2", "Bob"],               # NFKC: a superscript two is a two
    ["Ann\u200b", "Bob", "Cem"],           # a zero-width space
    ["\u202eAnn", "Bob", "Cem"],           # a right-to-left override
    ["An\x07n", "Bob", "Cem"],             # a control character
], ids=excerpt)
def test_new_games_refuse_look_alike_and_invisible_names_saves_still_load(players):
    """AMB-90: a new game refuses names equal after NFKC and case folding, and names holding control
    or format characters; a save holding such names (as older versions wrote them) still loads."""
    e = refused(Game, {"map": "germany", "players": players, "seed": 1})
    assert e.code in ("names_duplicate", "name_invisible")
    save = {"format": "powergrid-game", "version": 1, "options": {"map": "germany", "players": players, "seed": 1},
            "actions": []}
    loaded = Game.from_json(save)
    assert [p["name"] for p in loaded.view()["players"]] == [" ".join(p.split()) for p in players]


def test_a_long_number_in_an_import_says_so():
    e = refused(Game.from_json, '{"format": "powergrid-game", "version": 1, "seed": ' + "7" * 40 + "}")
    assert e.code == "number_too_long" and "a number is too long" in str(e)
