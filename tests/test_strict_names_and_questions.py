"""The last loose inputs of the engine: player names that are not text or pass for another name,
`resources: null`, the class-level questions, the ledger handed out, and long refusals."""
import json
from pathlib import Path

import pytest

from powergrid import Game, IllegalAction
from powergrid.bots import RandomBot
from powergrid.checks import excerpt

from helpers import assert_rejected, nested, play_out, seat_to_act, snapshot
from helpers_play import scene

HUGE = 10**5000
DEEP = nested(100_000)
SHORT = 200                 # the longest refusal message any of these may give
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves" / "v1"


def refused(call, *args, **kwargs) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        call(*args, **kwargs)
    assert len(str(info.value)) <= SHORT, str(info.value)[:300]
    return info.value


def save_of(players) -> dict:
    return {"format": "powergrid-game", "version": 1, "actions": [],
            "options": {"map": "germany", "players": players, "seed": 1}}


# ---- names: not text (AMB-91) ------------------------------------------------------------
@pytest.mark.parametrize("bad", ["\ud800", "An\udfffn", "\ufdd0", "Ann\uffff", "\U0010fffe"], ids=ascii)
def test_a_name_that_is_not_text_is_refused_in_new_games_and_in_saves(bad):
    """AMB-91: a lone surrogate or a noncharacter is refused with a clear code, also in a loaded
    save (as data and as the text of a file), never loaded to fail later."""
    players = [bad, "Bob", "Cem"]
    assert refused(Game, {"map": "germany", "players": players, "seed": 1}).code == "name_not_text"
    assert refused(Game.from_json, save_of(players)).code == "name_not_text"
    text = json.dumps(save_of(players))          # "\ud800" as JSON writes it: an escape
    e = refused(Game.from_json, text)
    assert e.code == "name_not_text" and "not valid text" in str(e)


# ---- names that pass for another, or for nothing (AMB-92) ----------------------------------
@pytest.mark.parametrize("players, code", [
    (["\u0410nn", "Ann", "Bob"], "name_mixed_scripts"),      # a Cyrillic А before Latin "nn"
    (["B\u03bfb", "Bob"], "name_mixed_scripts"),             # a Greek omicron in "Bob"
    (["\u3164", "Bob"], "name_invisible"),                   # the Hangul filler: looks blank
    (["\u2800\u2800", "Bob"], "name_invisible"),             # the empty Braille pattern
    (["\uffa0", "Bob"], "name_invisible"),                   # the half-width Hangul filler
    (["Ann\u3164", "Ann", "Bob"], "name_invisible"),         # "Ann" with a blank letter after it
    (["Ann\ufe0f", "Ann", "Bob"], "name_invisible"),         # a variation selector on a letter
    (["Ann\U000e0100", "Ann"], "name_invisible"),            # an ideographic variation selector
    (["Ann\u17b4", "Ann"], "name_invisible"),                # a Khmer inherent vowel: drawn as nothing
    (["Ann\u180b", "Ann"], "name_invisible"),                # a Mongolian free variation selector
    (["A\u034fnn", "Ann"], "name_invisible"),                # the combining grapheme joiner
    (["\u034f", "Bob"], "name_invisible"),                   # nothing but that joiner
    (["\u0301", "Bob"], "name_only_marks"),                  # an accent with no letter under it
    (["\u0301 \u0308", "Bob"], "name_only_marks"),
    (["\u0422\u041e\u041c", "TOM"], "names_look_alike"),     # "ТОМ" in Cyrillic beside "TOM"
    (["Tom", "\u03a4\u039f\u039c"], "names_look_alike"),     # "ΤΟΜ" in Greek beside "Tom"
    (["\u0412\u0430\u0441", "Bac"], "names_look_alike"),     # "Вас" in Cyrillic beside "Bac"
    (["Ann \u2764", "Ann \u2764\ufe0f"], "names_look_alike"), # one heart as text, one as emoji
], ids=ascii)
def test_new_games_refuse_look_alike_and_blank_names_saves_still_load(players, code):
    """AMB-92: a new game refuses a name that mixes alphabets, holds a letter drawn blank or a mark
    drawn as nothing, or has no letter for its marks, and two names that look alike in different
    alphabets, and says why; a save holding such names (older versions took them) loads as before."""
    e = refused(Game, {"map": "germany", "players": players, "seed": 1})
    assert e.code == code
    loaded = Game.from_json(save_of(players))
    assert [p["name"] for p in loaded.view()["players"]] == players


@pytest.mark.parametrize("players", [
    ["Анна", "Ann"], ["Ἀλέξανδρος", "Zoë"], ["山田 Taro", "やまだ", "ヤマダ"], ["김민준", "Kim 金"],
    ["Bob 2", "O'Neil-Smith"], ["陳 Bopomofo ㄅ", "Ann"],
    ["\u0422\u041e\u041c", "Ann"], ["Ann \u2764\ufe0f", "Bob \u203c\ufe0f"], ["Zoë", "Zoe"],
    ["\u0442\u043e\u043c", "tom"],
], ids=ascii)
def test_names_of_one_alphabet_and_the_east_asian_mixes_are_taken(players):
    """AMB-92: one script per name, or Latin with the scripts Chinese, Japanese and Korean names use;
    a Cyrillic name that looks Latin when no other name looks like it; an emoji drawn as an emoji."""
    game = Game({"map": "germany", "players": players, "seed": 1})
    assert [p["name"] for p in game.view()["players"]] == players


# ---- resources: null ---------------------------------------------------------------------
def test_a_buy_of_resources_null_is_refused_like_cities_null_and_an_old_save_still_replays():
    """BASE-RES-1: buying nothing is {"resources": {}}; null is no purchase, as `cities: null` is no
    build. A save written when null was taken replays, kept as it was written."""
    game = scene(3, "buy")
    before = snapshot(game)
    assert "resources" in assert_rejected(game, {"type": "buy", "player": seat_to_act(game), "resources": None})
    assert snapshot(game) == before
    game.apply({"type": "buy", "player": seat_to_act(game), "resources": {}})
    text = (FIXTURES / "germany-3p-buy-null.engine.json").read_text("utf-8")
    nulls = [a for a in json.loads(text)["actions"] if a["type"] == "buy" and a["resources"] is None]
    assert nulls, "the fixture holds purchases of nothing written as null"
    old = Game.from_json(text)
    assert json.loads(old.dumps()) == json.loads(text)
    if old.can_undo():
        old.undo()                         # a rebuild replays the nulls too
    play_out(old)
    assert old.over


# ---- class-level questions ---------------------------------------------------------------
@pytest.mark.parametrize("call", [
    lambda: Game.player_count(3, HUGE), lambda: Game.player_count(3, DEEP),
    lambda: Game.player_count(3, "x" * 100_000), lambda: Game.player_count(HUGE),
    lambda: Game.player_count(DEEP), lambda: Game.map_board(DEEP),
    lambda: Game.plant_card(DEEP), lambda: Game.plant_card(HUGE),
], ids=["count-huge-map", "count-deep-map", "count-long-map", "count-huge", "count-deep", "board-deep",
        "card-deep", "card-huge"])
def test_the_class_level_questions_refuse_bad_arguments_with_illegal_action(call):
    refused(call)


# ---- the questions of a game: the reproducers of a hostile test ------------------------------------
GAME = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 1})


@pytest.mark.parametrize("call", [
    lambda: Game.regions_refusal("germany", 5), lambda: Game.regions_refusal("germany", [["north"]]),
    lambda: GAME.storage(5), lambda: GAME.storage(None), lambda: GAME.storage(-1), lambda: GAME.storage(True),
    lambda: GAME.storage(0.0), lambda: GAME.plants_as_run("0"), lambda: GAME.warehouse_spaces(-1),
    lambda: GAME.house_price(["Berlin"]), lambda: GAME.house_price("Atlantis"), lambda: GAME.house_price(None),
    lambda: GAME.observation(0).storage(7), lambda: GAME.observation(0).house_price("Atlantis"),
    lambda: GAME.discounts(9), lambda: GAME.quote(0, None), lambda: GAME.undo_refusal("1"),
], ids=["regions-int", "regions-nested", "storage-5", "storage-none", "storage-negative", "storage-bool",
        "storage-float", "plants-as-run-str", "warehouse-negative", "house-price-list", "house-price-unknown",
        "house-price-none", "observation-storage-7", "observation-unknown-city", "discounts-9", "quote-null",
        "undo-refusal-str"])
def test_a_question_with_a_seat_no_player_has_or_a_city_not_on_the_map_is_refused(call):
    """A seat out of range (negative too: it never answers for another seat), a city not on the map
    (never the price of an empty city) and arguments of the wrong type: IllegalAction, never an
    answer, TypeError or IndexError."""
    before = json.dumps(GAME.state, sort_keys=True)
    refused(call)
    assert json.dumps(GAME.state, sort_keys=True) == before


def test_the_questions_still_answer_well_formed_arguments():
    assert GAME.house_price("Berlin") == 10 and GAME.storage(2) == () and GAME.discounts(1) == {}
    assert GAME.observation(1).house_price("Berlin") == 10
    assert Game.regions_refusal("germany", ["northwest", "northeast"]) is None


@pytest.mark.parametrize("seed", ["\ud800", "seed \udfff"], ids=ascii)
def test_a_seed_that_is_not_text_is_refused_in_new_games_and_in_saves(seed):
    """Like a name (AMB-91), a seed is text a file can hold: a lone surrogate is an IllegalAction, in
    a new game, a save as data and a save as text, never a UnicodeEncodeError."""
    options = {"map": "germany", "players": ["Ann", "Bob"], "seed": seed}
    refused(Game, options)
    save = {"format": "powergrid-game", "version": 1, "actions": [], "options": options}
    refused(Game.from_json, save)
    assert "not valid text" in str(refused(Game.from_json, json.dumps(save)))


def test_a_seed_with_a_noncharacter_still_plays_and_loads():
    """Earlier versions took any text a file can hold as a seed, noncharacters too: such saves load."""
    game = Game({"map": "germany", "players": ["Ann", "Bob"], "seed": "x\uffff"})
    play_out(game)
    assert Game.from_json(game.dumps()).state == game.state


# ---- what the game hands out ---------------------------------------------------------------
def test_the_ledger_handed_out_is_not_the_game_s_own():
    """A caller's write into a view's ledger never shows in the next view."""
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 4})
    bot = RandomBot(4)
    while game.state["round"] < 3:
        game.apply(bot.act(game))
    ledger = game.view()["ledger"]
    first = json.dumps(ledger)
    assert len(ledger["rounds"]) == 3            # two finished rounds and the running one
    for change in (lambda: ledger["rounds"][0]["money"].__setitem__(0, 10**6),
                   lambda: ledger["rounds"][0]["moves"]["plants"].append(1),
                   lambda: ledger["rounds"][0].__setitem__("round", 99),
                   lambda: ledger["rounds"].clear(), lambda: ledger["totals"]["plants"].clear()):
        try:
            change()
        except TypeError:
            pass                           # a read-only copy refuses the change: fine too
    assert json.dumps(game.view()["ledger"]) == first


# ---- refusals quote little of their input ----------------------------------------------------
@pytest.mark.parametrize("options", [
    {"players": ["Ann", "Bob"], "promos": ["x" * 100_000]},
    {"players": ["Ann", "Bob"], "promos": ["y" * 50_000, "z" * 50_000, "w", "v", "u"]},
    {"players": ["Ann", "Bob"], "map": "m" * 100_000},
    {"players": ["Ann", "Bob"], "regions": ["r" * 100_000]},
    {"players": ["Ann", "Bob"], "o" * 100_000: 1},
], ids=["promo", "promos", "map", "region", "option"])
def test_a_refusal_quotes_at_most_forty_characters_of_its_input(options):
    e = refused(Game, options)
    longest = max(len(w) for w in str(e).replace(",", " ").split())
    assert longest <= 42 and "…" in str(e), str(e)[:100]
    assert len(excerpt("q" * 100_000)) <= 40
