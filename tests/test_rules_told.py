"""A rule that binds says so where it binds: the engine's answers that let a page show a refused
choice with its reason (refused_choices, acquire_refusal), say why a price is lower (CE-4) or a
plant is on sale as a fifth (BX-4), tell the truth about Phase 5's draws on every map (BX-5), and
refuse an unknown city name with a code and the board's spelling."""
import pytest

from powergrid import Game, IllegalAction
from powergrid.errors import ERROR_CODES
from powergrid.bots import RandomBot

from helpers import act, buy_round1, new_game
from helpers_market import enter_phase, events, give, set_cards
from test_centraleurope import NUCLEAR_COUNTRIES, ce_game, round2_auction

MAPS = [m["id"] for m in Game.maps()]


def refused(game, type_="open") -> dict:
    return {r["action"]["plant"]: r for r in game.refused_choices() if r["action"]["type"] == type_}


# ---- CE-3: the nuclear plants ---------------------------------------------------------------
def test_a_nuclear_plant_refused_is_listed_with_the_engines_reason():
    """CE-3: in round 1 nobody has a city, so plant 11 is refused to the chooser with code
    plant_needs_region, exactly what `apply` raises; the plants he may open are not listed."""
    game = ce_game()
    set_cards(game, market=[3, 4, 5, 11, 12, 14, 15, 16])
    seat = game.decision()["player"]
    found = refused(game)
    assert list(found) == [11]
    with pytest.raises(IllegalAction) as e:
        act(game, "open", plant=11, bid=11)
    assert (found[11]["code"], found[11]["params"], found[11]["reason"]) == (e.value.code, e.value.params, str(e.value))
    assert found[11]["action"] == {"type": "open", "player": seat, "plant": 11, "bid": 11}
    assert found[11]["params"]["in_regions"] == NUCLEAR_COUNTRIES


def test_when_every_plant_is_refused_each_says_its_own_reason():
    """CE-3 and BASE-AUCTION-5: a market of nuclear plants and one too dear: each plant is refused
    for its own reason, not all for money."""
    game = round2_auction({0: ["Poznań"], 1: ["Praha"], 2: ["Wien"]})
    nuclear = [n for n, card in Game.plant_cards().items() if card["kind"] == "uranium"]
    dear = 40
    market = sorted(nuclear[-3:] + [dear])
    set_cards(game, market=market + [12, 14, 15, 16])
    give(game, 0, money=dear - 1)
    codes = {p: r["code"] for p, r in refused(game).items()}
    assert codes == {n: "plant_needs_region" if n in nuclear else "bid_over_money" for n in market}
    assert game.rules.plants[dear].kind != "uranium"
    assert [a for a in game.legal_actions() if a["type"] == "open"] == []


def test_a_barred_bidder_is_told_why_by_the_engine():
    """CE-3: the Austrian player is out of the auction of plant 11 (auction_barred); the engine
    says why he may not acquire it, and that the Czech one may. On Germany nobody is refused."""
    game = round2_auction({0: ["Poznań"], 1: ["Praha"], 2: ["Wien"]})
    game.apply({"type": "pass", "player": 0})
    game.apply({"type": "open", "player": 1, "plant": 11, "bid": 11})
    assert [e["player"] for e in events(game, "auction_barred")] == [2]
    why = game.acquire_refusal(2, 11)
    assert why["code"] == "plant_needs_region" and why["params"]["in_regions"] == NUCLEAR_COUNTRIES
    assert game.acquire_refusal(1, 11) is None
    assert new_game(3).acquire_refusal(0, 11) is None
    with pytest.raises(IllegalAction):
        game.acquire_refusal(2, [11])


def test_the_plant_just_bought_is_refused_for_a_discard_with_its_reason():
    """BASE-AUCTION-15: the plant just bought cannot be discarded: listed with discard_new_plant."""
    game = new_game(3)
    buy_round1(game, [4, 5, 6])
    seat = game.state["order"][0]
    enter_phase(game, "auction", round_=2)
    set_cards(game, market=[9, 10, 11, 12, 13, 14, 15, 16])
    give(game, seat, plants_=[3, 7, 8])
    act(game, "open", plant=9, bid=9)
    while game.decision()["kind"] == "bid":
        act(game, "pass")
    assert game.decision() == {"player": seat, "kind": "discard"}
    found = refused(game, "discard")
    assert list(found) == [9] and found[9]["code"] == "discard_new_plant"


# ---- the general rule: every decision kind on every map ----------------------------------------
@pytest.mark.parametrize("map_id", MAPS)
def test_every_refused_choice_of_every_decision_has_a_coded_reason(map_id):
    """At every decision of a random game's first rounds, each choice on the table that `apply`
    refuses is listed by refused_choices with the refusal's code (one a page can translate), and
    every plant of the current market is either open to the chooser or listed with its reason."""
    game = Game({"map": map_id, "players": ["Ann", "Bob", "Cem", "Dan"], "seed": 5})
    bot = RandomBot(5)
    kinds = set()
    while not game.over and game.state["round"] <= 3:
        d = game.decision()
        kinds.add(d["kind"])
        found = game.refused_choices()
        for r in found:
            assert r["code"] in ERROR_CODES, (map_id, d, r)
            assert set(r["params"]) == set(ERROR_CODES[r["code"]]), (map_id, r)
            trial = game.clone()
            with pytest.raises(IllegalAction):
                trial.apply(r["action"])
        if d["kind"] == "choose":
            opened = {a["plant"] for a in game.legal_actions() if a["type"] == "open"}
            listed = {r["action"]["plant"] for r in found if r["action"]["type"] == "open"}
            assert opened | listed == set(game.current_market()) and not opened & listed, (map_id, d)
        game.apply(bot.act(game))
    assert {"choose", "bid", "buy", "build", "power"} <= kinds, (map_id, kinds)


# ---- CE-4: Wien's discount ----------------------------------------------------------------------
def test_wien_says_which_city_takes_what_off():
    """CE-4: a house in Wien takes 1 Elektro off each garbage token, and the engine says so with
    the city; the quote's price is the market's less that. Elsewhere nothing is said."""
    game = ce_game()
    buy_round1(game, [4, 5, 6])
    give(game, 0, cities=["Wien", "Praha"])
    assert game.discount_sources(0) == [{"city": "Wien", "resource": "garbage", "off": 1}]
    assert game.discount_sources(1) == []
    market_price = game.market_slots()["garbage"]
    first = next(price for price, _, tokens in market_price if tokens)
    assert game.quote(0, {"garbage": 1})["cost"] == first - 1
    assert new_game(3).discount_sources(0) == []


# ---- BX-4 and BX-5: the plant market's answers ----------------------------------------------------
def test_benelux_marks_its_fifth_plant():
    """BX-4: an ecological plant lowest in the future market is on sale as a fifth plant, and
    market_rules() names it (extra_current); Germany with the same cards has no fifth."""
    bx = new_game(3, game_map="benelux", regions=["flanders", "nl_south", "wallonia_luxembourg"])
    germany = new_game(3)
    for game in (bx, germany):
        set_cards(game, market=[3, 4, 5, 6, 13, 7, 8, 9])
    assert bx.market_rules()["extra_current"] == [13] and bx.current_market() == [3, 4, 5, 6, 13]
    assert germany.market_rules()["extra_current"] == [] and 13 not in germany.current_market()


@pytest.mark.parametrize("map_id", MAPS)
def test_market_rules_say_how_many_plants_phase5_draws(map_id):
    """BX-5, BASE-BUREAU-10/11, CHINA-14: in each Phase 5 of Steps 1-2 of a random game the plants
    drawn are at least phase5_min_draws (as market_rules() said in Phase 4), and exactly so where
    a bought plant is replaced at once (a full market: the draws after the highest plant goes
    under the deck)."""
    game = Game({"map": map_id, "players": ["Ann", "Bob", "Cem", "Dan"], "seed": 3})
    bot = RandomBot(3)
    log, checked = game.state["log"], 0
    while not game.over and game.state["round"] <= 6:
        building = game.state["phase"] == "build"
        if building:
            rules, start = game.market_rules(), len(log)
        game.apply(bot.act(game))
        if not building or game.state["phase"] == "build":
            continue
        while game.state["phase"] == "bureaucracy":
            game.apply(bot.act(game))
        logged = log[start:]
        kinds = [e["e"] for e in logged]
        if game.over or "step_started" in kinds or "step3_drawn" in kinds:
            continue
        if rules["replaced_after_purchase"]:
            drawn = kinds[kinds.index("plant_to_deck_bottom"):].count("plant_drawn")
            assert drawn == rules["phase5_min_draws"], (map_id, game.state["round"], logged)
        else:
            assert kinds.count("plant_drawn") >= rules["phase5_min_draws"], (map_id, game.state["round"], logged)
        checked += 1
    assert checked, map_id


# ---- a city name the board does not know --------------------------------------------------------
@pytest.mark.parametrize("map_id, typed, board", [
    ("france", "Orleans", ["Orléans"]), ("benelux", "Liege", ["Liège"]), ("centraleurope", "Lodz", ["Łódź"]),
    ("italy", "Padua", ["Padova"]), ("france", "Paris 1", ["Paris Est", "Paris Nord", "Paris Sud-Ouest"])])
def test_a_sources_spelling_is_refused_naming_the_boards(map_id, typed, board):
    """AMB-101, AMB-102, AMB-110: a name the sources use is refused with code city_misspelt, naming
    the board's spelling; the state is unchanged."""
    game = Game({"map": map_id, "players": ["Ann", "Bob", "Cem"], "seed": 1})
    with pytest.raises(IllegalAction) as e:
        game.build_plan(0, [typed])
    assert e.value.code == "city_misspelt" and e.value.params == {"city": typed, "similar": board}
    assert all(name in str(e.value) for name in board)


def test_a_name_like_no_city_is_refused_with_a_code():
    game = new_game(3)
    with pytest.raises(IllegalAction) as e:
        game.build_plan(0, ["Atlantis"])
    assert e.value.code == "city_unknown" and e.value.params == {"city": "Atlantis"}
