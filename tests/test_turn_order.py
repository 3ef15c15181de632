"""Phase 1 (turn order) and the round structure: phase sequence and acting order."""
from helpers import act, assert_rejected, buy_round1, new_game, skip_phase
from helpers_market import decisions_until, enter_phase, events, give, pass_all, scripted


def round1_bought(order=(0, 1, 2)):
    """Round 1 of 3 players: seat 0 buys 06, seat 1 buys 03, seat 2 buys 04 (in the drawn order)."""
    game = new_game(3, order=list(order))
    plan = {0: 6, 1: 3, 2: 4}
    for _ in range(3):
        act(game, "open", plant=plan[game.decision()["player"]], bid=plan[game.decision()["player"]])
        while game.decision()["kind"] == "bid":
            act(game, "pass")
    return game


# ---- Phase 1 -----------------------------------------------------------------------------

def test_round1_plays_in_the_drawn_order():
    """BASE-ORDER-3, BASE-SETUP-5: round 1 has no ranking; the random order chooses first."""
    game = new_game(3, order=[2, 0, 1])
    seen = []
    for plant in (3, 4, 5):
        seen.append(game.decision()["player"])
        buy_round1(game, [plant])
    assert seen == [2, 0, 1]


def test_round1_order_is_reranked_by_plant_right_after_the_auction():
    """BASE-ORDER-4: after round 1's Phase 2 the order is set by plant number alone (highest first),
    and Phase 3 already uses it (reversed)."""
    game = round1_bought()
    assert game.state["order"] == [0, 2, 1]                  # 06, 04, 03
    assert decisions_until(game, "resources") == [1, 2, 0]


def test_most_cities_go_first_and_ties_fall_to_the_highest_plant():
    """BASE-ORDER-1, BASE-ORDER-2, BASE-ROUND-6: in round 2 Phase 1 the player with the lowest plant
    but the most cities is first; the tie on one city goes to the higher plant."""
    game = round1_bought()
    skip_phase(game, "buy")
    act(game, "build", cities=["Essen", "Duisburg"])        # seat 1 (plant 03), 20 Elektro
    act(game, "build", cities=["Kiel"])                      # seat 2 (plant 04)
    act(game, "build", cities=["Leipzig"])                   # seat 0 (plant 06)
    skip_phase(game, "power")
    assert (game.state["round"], game.state["phase"]) == (2, "auction")
    assert game.state["order"] == [1, 0, 2]
    assert game.decision() == {"player": 1, "kind": "choose"}
    assert events(game, "round_started")[-1]["order"] == [1, 0, 2]


def test_ex4_turn_order():
    """EX-4, BASE-ORDER-1, BASE-ORDER-2: Ana 6 cities; Dan and Angelica 5, Dan's best plant 17 and
    Angelica's 15; Valeriu 4 -> 1 Ana, 2 Dan, 3 Angelica, 4 Valeriu (whatever the old order)."""
    game = scripted(4)
    valeriu, angelica, dan, ana = 0, 1, 2, 3
    enter_phase(game, "bureaucracy", order=[valeriu, angelica, dan, ana])
    give(game, ana, plants_=[20], cities=["Dresden", "Erfurt", "Fulda", "Halle", "Leipzig", "Würzburg"])
    give(game, dan, plants_=[11, 17], cities=["Dortmund", "Duisburg", "Düsseldorf", "Essen", "Münster"])
    give(game, angelica, plants_=[15, 14], cities=["Aachen", "Köln", "Trier", "Mannheim", "Wiesbaden"])
    give(game, valeriu, plants_=[25], cities=["Kiel", "Bremen", "Hamburg", "Cuxhaven"])
    pass_all(game)
    assert game.state["round"] == 2
    assert game.state["order"] == [ana, dan, angelica, valeriu]


def test_order_is_fixed_during_the_round_even_when_cities_change():
    """BASE-ORDER-5: cities built in Phase 4 do not reorder Phase 5; only the next Phase 1 does."""
    game = round1_bought()
    skip_phase(game, "buy")
    act(game, "build", cities=["Essen", "Duisburg"])        # seat 1, last in order, now leads
    skip_phase(game, "build")
    assert game.state["order"] == [0, 2, 1]
    assert decisions_until(game, "bureaucracy") == [0, 2, 1]
    assert game.state["order"] == [1, 0, 2]


def test_players_without_plants_keep_their_previous_relative_order():
    """BASE-ORDER-6: a tie that the plants cannot break keeps the previous relative order."""
    for previous in ([2, 0, 1], [0, 1, 2], [1, 2, 0]):
        game = scripted(3)
        enter_phase(game, "bureaucracy", order=previous)
        pass_all(game)
        assert game.state["order"] == previous
    game = scripted(3)
    enter_phase(game, "bureaucracy", order=[2, 0, 1])
    give(game, 1, plants_=[25])
    pass_all(game)
    assert game.state["order"] == [1, 2, 0]


# ---- rounds ------------------------------------------------------------------------------

def test_a_round_runs_its_five_phases_in_order():
    """BASE-ROUND-1, BASE-ROUND-2, BASE-ROUND-6: auction, resources, build, bureaucracy, then the
    next round's Phase 1 and auction; each phase ends only after every player acted."""
    game = new_game(3, order=[0, 1, 2])
    phases = [game.state["phase"]]
    while game.state["round"] == 1:
        d = game.decision()
        if d["kind"] == "choose":
            act(game, "open", plant=game.current_market()[0], bid=game.current_market()[0])
        elif d["kind"] == "power":
            act(game, "power", plants=[])
        else:
            act(game, "pass")
        if game.state["phase"] != phases[-1]:
            phases.append(game.state["phase"])
    assert phases == ["auction", "resources", "build", "bureaucracy", "auction"]
    assert game.state["round"] == 2
    kinds = [e["e"] for e in game.state["log"]]
    assert kinds.index("market_restocked") < kinds.index("round_started")


def test_a_player_cannot_act_in_a_later_phase_early():
    """BASE-ROUND-2: while Phase 3 is on, a build is refused even from the player to act."""
    game = round1_bought()
    seat = game.decision()["player"]
    assert_rejected(game, {"type": "build", "player": seat, "cities": ["Essen"]}, "buy resources")
    act(game, "buy", resources={"oil": 1})
    assert game.state["phase"] == "resources"


def test_acting_order_of_each_phase():
    """BASE-ROUND-3: auctions opened in turn order, Phases 3 and 4 in reverse turn order,
    Phase 5 in turn order."""
    game = scripted(3)
    enter_phase(game, "auction", round_=2, order=[1, 2, 0])
    assert decisions_until(game, "auction") == [1, 2, 0]
    assert decisions_until(game, "resources") == [0, 2, 1]
    assert decisions_until(game, "build") == [0, 2, 1]
    assert decisions_until(game, "bureaucracy") == [1, 2, 0]


def test_one_turn_per_player_in_phases_3_and_4():
    """BASE-ROUND-4: a player buys everything in one turn; he cannot come back for more."""
    game = round1_bought()
    act(game, "buy", resources={"oil": 2})                   # seat 1 (03)
    assert game.decision() == {"player": 2, "kind": "buy"}
    assert_rejected(game, {"type": "buy", "player": 1, "resources": {"oil": 1}}, "turn")
    act(game, "buy", resources={"coal": 2})
    act(game, "buy", resources={"garbage": 1})
    assert game.state["phase"] == "build"
    act(game, "build", cities=["Essen", "Duisburg"])
    assert_rejected(game, {"type": "build", "player": 1, "cities": ["Dortmund"]}, "turn")
    act(game, "build", cities=[])
    act(game, "build", cities=[])
    assert game.state["phase"] == "bureaucracy"


def test_steps_are_not_tied_to_rounds():
    """BASE-ROUND-5: without building the game stays in Step 1 round after round; it can also
    end while still in Step 2."""
    game = scripted(3)
    enter_phase(game, "auction", round_=2)
    for _ in range(3 * 4):                                   # three rounds of four phases
        pass_all(game)
    assert (game.state["round"], game.state["step"]) == (5, 1)
    game = scripted(3)
    enter_phase(game, "build", step=2)
    give(game, 0, plants_=[30], cities=17)
    pass_all(game)
    assert game.state["phase"] == "over" and game.state["step"] == 2
    assert game.state["result"]["winners"] == [0]
