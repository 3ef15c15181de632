"""The plant market: draws, obsolescence, Phase 5 updates, Steps 2 and 3 (T-REMOVAL, T-STEP3)."""
from helpers import act, assert_rejected
from helpers_market import S3, enter_phase, events, give, pass_all, scripted, set_cards

WEST = ["Dortmund", "Duisburg", "Düsseldorf", "Essen", "Kassel", "Münster", "Osnabrück"]


def empty_markets(game):
    """Move every market token to the supply so that a restock shows its full amounts."""
    s = game.state
    for r, n in s["markets"]["main"].items():
        s["supply"][r] += n
        s["markets"]["main"][r] = 0


def removals(game):
    return [(e["plant"], e["reason"]) for e in events(game, "plant_removed")]


def buy(game, plant):
    """The current chooser buys `plant` at its number; everyone else passes."""
    act(game, "open", plant=plant, bid=plant)
    while game.decision()["kind"] == "bid":
        act(game, "pass")


# ---- Steps 1-2 market --------------------------------------------------------------------

def test_eight_cards_four_current_four_future():
    """BASE-MARKET-1, BASE-MARKET-3, BASE-AUCTION-10: in Step 2, buying 12 brings the deck's top
    card 16 in; the 4 lowest are the current market."""
    game = scripted(3)
    enter_phase(game, "auction", round_=4, step=2)
    set_cards(game, market=[12, 13, 14, 15, 20, 21, 22, 23], deck=[16, 30, S3])
    buy(game, 12)
    assert game.current_market() == [13, 14, 15, 16]
    assert game.future_market() == [20, 21, 22, 23]
    assert game.state["deck"] == [30, S3]


def test_ex6_obsolete_plants_leave_the_market_after_each_house():
    """EX-6, BASE-MARKET-4, BASE-MARKET-5, BASE-BUILD-13: a player with 5 cities connects his 6th
    and 7th: 06 and then 07 leave the game, each replaced at once; owners of 03-05 keep them."""
    game = scripted(3)
    enter_phase(game, "build", round_=5)
    set_cards(game, market=[6, 7, 8, 9, 10, 11, 12, 13], deck=[35, 36, 37, S3])
    seat = game.decision()["player"]
    give(game, seat, plants_=[4, 5], cities=WEST[:5])
    give(game, (seat + 1) % 3, plants_=[3])
    act(game, "build", cities=["Münster", "Osnabrück"])
    assert removals(game) == [(6, "obsolete"), (7, "obsolete")]
    assert game.state["market"] == [8, 9, 10, 11, 12, 13, 35, 36]
    assert game.state["players"][seat]["plants"] == [4, 5]
    assert game.state["players"][(seat + 1) % 3]["plants"] == [3]


def test_a_drawn_plant_already_too_small_goes_at_once_in_any_phase():
    """BASE-MARKET-5, BASE-MARKET-4: in Phase 2 with a leader on 12 cities, buying 13 draws 11
    and then 12; both leave at once and 30 fills the gap."""
    game = scripted(3)
    enter_phase(game, "auction", round_=6, step=2)
    set_cards(game, market=[13, 14, 15, 16, 17, 18, 19, 20], deck=[11, 12, 30, S3])
    give(game, 2, cities=12)
    buy(game, 13)
    assert removals(game) == [(11, "obsolete"), (12, "obsolete")]
    assert game.state["market"] == [14, 15, 16, 17, 18, 19, 20, 30]


def test_the_step3_card_is_not_a_plant():
    """BASE-MARKET-7, BASE-MARKET-9: with the deck empty and the Step 3 card among the first four,
    it still cannot be bought, nor is it removed as lowest or obsolete."""
    game = scripted(3)
    enter_phase(game, "auction", round_=8, step=2)
    set_cards(game, market=[24, 25, 26, S3], deck=[])
    give(game, 0, money=100, cities=10)
    assert game.current_market() == [24, 25, 26]
    assert_rejected(game, {"type": "open", "player": 0, "plant": S3, "bid": 30}, "not in the current market")
    buy(game, 24)                                            # nothing to draw
    assert game.state["market"] == [25, 26, S3]
    pass_all(game)                                           # end of Phase 2: S3 and 25 leave
    assert game.state["market"] == [26]
    assert (25, "step3") in removals(game) and (S3, "step3") in removals(game)


def test_phase5_puts_the_highest_plant_under_the_deck():
    """BASE-BUREAU-10, BASE-MARKET-8, BASE-BUREAU-12, BASE-STEP3-4, BASE-STEP3-9, BASE-BUREAU-11:
    in Steps 1-2 Phase 5 sends the highest plant face down under the deck (below the Step 3 card)
    and draws; when the Step 3 card comes, those plants are shuffled back and return in Step 3."""
    game = scripted(3, reshuffle=[[20, 10]])
    enter_phase(game, "bureaucracy", round_=2)
    set_cards(game, deck=[20, S3])
    pass_all(game)
    assert game.state["market"] == [3, 4, 5, 6, 7, 8, 9, 20]
    assert game.state["deck"] == [S3, 10]
    assert events(game, "plant_to_deck_bottom")[-1]["plant"] == 10
    enter_phase(game, "bureaucracy")
    pass_all(game)                                           # 20 under the deck, S3 drawn
    assert game.state["market"] == [4, 5, 6, 7, 8, 9]        # 03 and the card left, no draw
    assert removals(game) == [(S3, "step3"), (3, "step3")] and S3 in game.state["box"]
    assert game.state["deck"] == [20, 10] and game.state["step"] == 3
    enter_phase(game, "bureaucracy")
    pass_all(game)                                           # Step 3: lowest out, 20 comes back
    assert game.state["market"] == [5, 6, 7, 8, 9, 20]
    assert removals(game)[-1] == (4, "step3_round")


def test_step1_start():
    """BASE-STEP1-1: the game starts in Step 1: one house per city, Step 1 restock (3 players:
    coal 4, oil 2, garbage 1, uranium 1, as far as the supply allows)."""
    game = scripted(3)
    assert game.state["step"] == 1
    for plant in (3, 4, 5):
        buy(game, plant)
    act(game, "buy", resources={"oil": 2})                   # seat 0 (03, oil), last in order
    pass_all(game)
    act(game, "build", cities=["Essen"])
    assert_rejected(game, {"type": "build", "player": 1, "cities": ["Essen"]}, "full")
    pass_all(game)
    market = dict(game.state["markets"]["main"])
    pass_all(game)
    added = {r: game.state["markets"]["main"][r] - market[r] for r in market}
    assert added == {"coal": 0, "oil": 2, "garbage": 1, "uranium": 1}    # no coal in the supply


# ---- Step 2 ------------------------------------------------------------------------------

def test_step2_begins_after_phase4_and_removes_the_lowest_plant_once():
    """BASE-STEP2-1, BASE-STEP2-2, BASE-STEP2-4, BASE-MARKET-6: a 7th city in Phase 4 (3 players)
    starts Step 2 before Phase 5 (not during Phase 4); the lowest plant 08 leaves, the replacement
    05 is obsolete at once, 20 comes; Phase 5 restocks with the Step 2 column; only once."""
    game = scripted(3, order=[2, 1, 0])
    enter_phase(game, "build", round_=6)
    set_cards(game, market=[8, 9, 10, 11, 12, 13, 14, 15], deck=[5, 20, 21, 22, S3])
    give(game, 0, cities=WEST[:6], money=100)
    act(game, "build", cities=["Bremen"])
    assert len(game.state["players"][0]["cities"]) == 7 and game.state["step"] == 1
    assert_rejected(game, {"type": "build", "player": 1, "cities": ["Bremen"]}, "full")
    pass_all(game)
    assert (game.state["phase"], game.state["step"]) == ("bureaucracy", 2)
    assert removals(game) == [(8, "step2"), (5, "obsolete")]
    assert game.state["market"] == [9, 10, 11, 12, 13, 14, 15, 20]
    empty_markets(game)
    pass_all(game)
    assert game.state["markets"]["main"] == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}
    for _ in range(3):
        pass_all(game)                                       # next round's Phases 2-4
    assert [r for _, r in removals(game)].count("step2") == 1


def test_step2_allows_a_second_house_at_15():
    """BASE-STEP2-3: in Step 2 a city with one house takes a second at 15; not a third."""
    game = scripted(3, order=[2, 1, 0])
    enter_phase(game, "build", round_=6, step=2)
    give(game, 1, cities=["Essen"])
    give(game, 2, cities=["Duisburg"])
    assert game.build_preview(0)["Essen"]["cost"] == 15
    act(game, "build", cities=["Essen"])
    assert game.state["players"][0]["money"] == 35
    act(game, "build", cities=[])                            # seat 1
    assert_rejected(game, {"type": "build", "player": 2, "cities": ["Essen"]}, "full")


# ---- Step 3 ------------------------------------------------------------------------------

def test_ex11_step3_card_drawn_in_phase2():
    """EX-11, BASE-STEP3-1, BASE-STEP3-2, BASE-STEP3-6, BASE-MARKET-2, BASE-MARKET-7: Step 2 market
    21-28; 21 bought, the Step 3 card drawn: 22 23 24 25 | 26 27 28 S3, deck shuffled; 22 bought,
    31 drawn: 23 24 25 26 | 27 28 31 S3. End of Phase 2: 23 and the card leave, nothing drawn:
    24 25 26 27 28 31, all six on offer; Step 3 from Phase 3."""
    game = scripted(3, reshuffle=[[31, 29, 30]])
    enter_phase(game, "auction", round_=7, step=2)
    set_cards(game, market=[21, 22, 23, 24, 25, 26, 27, 28], deck=[S3, 29, 30, 31])
    buy(game, 21)
    assert game.state["market"] == [22, 23, 24, 25, 26, 27, 28, S3]
    assert game.future_market() == [26, 27, 28, S3] and len(events(game, "deck_shuffled")) == 1
    assert game.state["step"] == 2
    buy(game, 22)
    assert game.state["market"] == [23, 24, 25, 26, 27, 28, 31, S3]
    assert game.current_market() == [23, 24, 25, 26]
    act(game, "pass")
    assert game.state["market"] == [24, 25, 26, 27, 28, 31]
    assert (game.state["phase"], game.state["step"]) == ("resources", 3)
    assert game.current_market() == [24, 25, 26, 27, 28, 31] and game.future_market() == []
    assert game.state["deck"] == [29, 30]


def step3_in_phase4_scene():
    """Step 2, Phase 4; seat 2 (first to build) has 9 cities, 10 is the lowest plant; deck S3 first."""
    game = scripted(3, order=[0, 1, 2], reshuffle=[[32, 31, 30]])
    enter_phase(game, "build", round_=9, step=2)
    set_cards(game, market=[10, 11, 12, 13, 14, 15, 16, 17], deck=[S3, 30, 31, 32])
    give(game, 2, cities=WEST + ["Bremen", "Hannover"], money=100)
    give(game, 0, cities=["Essen"])
    return game


def test_step3_card_drawn_in_phase4_by_obsolescence():
    """BASE-STEP3-3, BASE-STEP3-1, BASE-STEP3-8, BASE-STEP3-9, BASE-MARKET-6: a 10th city makes 10
    obsolete; the replacement is the Step 3 card: it and 11 leave with no replacement, the deck is
    shuffled, the market has six plants; the rest of Phase 4 keeps Step 2 house limits; Step 3
    begins with Phase 5 (Step 3 restock; the lowest plant then leaves and is replaced)."""
    game = step3_in_phase4_scene()
    act(game, "build", cities=["Hamburg"])
    assert removals(game) == [(10, "obsolete"), (S3, "step3"), (11, "step3")]
    assert game.state["market"] == [12, 13, 14, 15, 16, 17] and S3 in game.state["box"]
    assert game.current_market() == [12, 13, 14, 15, 16, 17]
    assert game.state["deck"] == [32, 31, 30] and game.state["step"] == 2
    assert_rejected(game, {"type": "build", "player": 1, "cities": ["Essen"]}, "full")
    assert game.build_preview(1)["Dortmund"]["slot"] == 15
    pass_all(game)
    assert (game.state["phase"], game.state["step"]) == ("bureaucracy", 3)
    empty_markets(game)
    pass_all(game)
    assert game.state["markets"]["main"] == {"coal": 3, "oil": 4, "garbage": 3, "uranium": 1}
    assert game.state["market"] == [13, 14, 15, 16, 17, 32]


def test_step3_card_drawn_in_the_step2_transition_counts_as_phase4():
    """BASE-STEP3-5, BASE-STEP3-3: Step 2 begins, 08 leaves and the draw is the Step 3 card: it and
    09 leave at once with no replacement; Step 3 begins with this round's Phase 5."""
    game = scripted(3, reshuffle=[[30]])
    enter_phase(game, "build", round_=6)
    set_cards(game, market=[8, 9, 10, 11, 12, 13, 14, 15], deck=[S3, 30])
    give(game, 0, cities=7)
    pass_all(game)
    assert removals(game)[:3] == [(8, "step2"), (S3, "step3"), (9, "step3")]
    assert game.state["market"] == [10, 11, 12, 13, 14, 15]
    assert (game.state["phase"], game.state["step"]) == ("bureaucracy", 3)


def test_step3_card_drawn_in_phase5():
    """BASE-STEP3-4, BASE-STEP2-4: the Phase 5 update draws the Step 3 card; the restock before
    it used the Step 2 column; the card and 21 leave unreplaced; Step 3 begins next round."""
    game = scripted(3, reshuffle=[[31, 28, 30]])
    enter_phase(game, "bureaucracy", round_=9, step=2)
    set_cards(game, market=[21, 22, 23, 24, 25, 26, 27, 28], deck=[S3, 30, 31])
    empty_markets(game)
    pass_all(game)
    assert game.state["markets"]["main"] == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}
    assert game.state["market"] == [22, 23, 24, 25, 26, 27]
    assert game.state["deck"] == [31, 28, 30]                 # 28 went under, then the shuffle
    assert (game.state["round"], game.state["phase"], game.state["step"]) == (10, "auction", 3)
    assert game.current_market() == [22, 23, 24, 25, 26, 27]


def test_no_purchase_removal_comes_before_the_step3_removal():
    """BASE-STEP3-12, BASE-STEP3-5, BASE-MARKET-6: nobody buys; 21 leaves and its replacement is the
    Step 3 card, which follows the Phase 2 case at once: then 22 and the card leave. Step 3 from
    Phase 3."""
    game = scripted(3, reshuffle=[[30, 31]])
    enter_phase(game, "auction", round_=8, step=2)
    set_cards(game, market=[21, 22, 23, 24, 25, 26, 27, 28], deck=[S3, 30, 31])
    pass_all(game)
    kinds = [(e["e"], e.get("plant"), e.get("reason")) for e in game.state["log"]
             if e["e"] in ("plant_removed", "step3_drawn", "deck_shuffled")]
    assert kinds == [("plant_removed", 21, "no_purchase"), ("step3_drawn", None, None),
                     ("deck_shuffled", None, None), ("plant_removed", S3, "step3"),
                     ("plant_removed", 22, "step3")]
    assert game.state["market"] == [23, 24, 25, 26, 27, 28]
    assert (game.state["phase"], game.state["step"]) == ("resources", 3)


def test_step3_drawn_in_step1_skips_step2():
    """BASE-STEP3-11, BASE-STEP2-5, BASE-STEP3-7: the card drawn in Step 1 leads straight to Step 3
    (three houses per city, the third at 20); reaching 7 cities later starts no Step 2."""
    game = scripted(3, order=[2, 1, 0], reshuffle=[[20, 21]])
    enter_phase(game, "auction", round_=3)
    set_cards(game, deck=[S3, 20, 21])
    buy(game, 3)
    pass_all(game)
    assert (game.state["phase"], game.state["step"]) == ("resources", 3)
    assert game.state["market"] == [5, 6, 7, 8, 9, 10]
    pass_all(game)
    give(game, 1, cities=["Essen"])
    give(game, 2, cities=["Essen"])
    give(game, 0, cities=[c for c in WEST if c != "Essen"])
    assert game.build_preview(0)["Essen"]["slot"] == 20
    act(game, "build", cities=["Essen"])
    pass_all(game)
    assert game.state["step"] == 3 and "step2" not in [r for _, r in removals(game)]


def test_step3_deck_exhausted():
    """BASE-STEP3-10, BASE-MARKET-9, BASE-BUREAU-11: with the deck empty each Phase 5 removes the
    lowest plant without replacement; play goes on."""
    game = scripted(3)
    enter_phase(game, "bureaucracy", round_=12, step=3)
    set_cards(game, market=[30, 31, 32, 33, 34, 35], deck=[36])
    pass_all(game)
    assert game.state["market"] == [31, 32, 33, 34, 35, 36]
    enter_phase(game, "bureaucracy")
    pass_all(game)
    assert game.state["market"] == [32, 33, 34, 35, 36]
    assert game.state["phase"] == "auction" and game.current_market() == [32, 33, 34, 35, 36]


def test_beginner_game_removes_the_step3_card_and_stays_in_step1():
    """BEGINNER-6: the Step 3 card drawn in a beginner game leaves the game and is replaced."""
    game = scripted(3, beginner=True)
    enter_phase(game, "auction", round_=4)
    set_cards(game, deck=[S3, 25, 26])
    buy(game, 3)
    assert game.state["market"] == [4, 5, 6, 7, 8, 9, 10, 25]
    assert S3 in game.state["box"] and events(game, "deck_shuffled") == []
    pass_all(game)
    assert (game.state["phase"], game.state["step"]) == ("resources", 1)
