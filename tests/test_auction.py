"""Phase 2: auctioning power plants, the plant limit and discards."""
from helpers import act, assert_rejected, new_game
from helpers_market import enter_phase, events, give, pass_all, scripted, set_cards

A, B, C, D = 0, 1, 2, 3


def round2(n=3, order=None, **kw):
    game = scripted(n, order=order, **kw)
    enter_phase(game, "auction", round_=2)
    return game


def apply(game, seat, type_, **fields):
    game.apply({"type": type_, "player": seat, **fields})


def test_ex10_auction_flow():
    """EX-10, BASE-AUCTION-3, BASE-AUCTION-4, BASE-AUCTION-5, BASE-AUCTION-6, BASE-AUCTION-7,
    BASE-AUCTION-8, BASE-AUCTION-10, BASE-AUCTION-11, BASE-AUCTION-12, BASE-AUCTION-13, BASE-SETUP-6:
    seating A B C D, turn order C A D B. C opens 07 at 7; D 8, A pass, B pass, C 9, D pass -> C pays 9.
    A (next chooser) passes the phase. D opens 05 at 5, only B may bid and passes -> D pays 5.
    B, last, buys a current plant at its number without an auction."""
    game = round2(4, order=[C, A, D, B], deck=[30, 31, 32, 33, 20, 21])
    set_cards(game, market=[4, 5, 6, 7, 8, 9, 10, 11])
    assert game.decision() == {"player": C, "kind": "choose"}
    apply(game, C, "open", plant=7, bid=7)
    seen = []
    for seat, move in ((D, 8), (A, None), (B, None), (C, 9), (D, None)):
        seen.append(game.decision()["player"])
        if move:
            apply(game, seat, "bid", bid=move)
        else:
            apply(game, seat, "pass")
    assert seen == [D, A, B, C, D]                           # clockwise from C's left
    assert game.state["players"][C]["plants"] == [7] and game.state["players"][C]["money"] == 41
    assert game.state["market"] == [4, 5, 6, 8, 9, 10, 11, 13]   # 13 drawn and sorted in
    assert game.decision() == {"player": A, "kind": "choose"}  # the chooser won: next in order
    apply(game, A, "pass")
    assert game.decision() == {"player": D, "kind": "choose"}
    apply(game, D, "open", plant=5, bid=5)
    assert game.decision() == {"player": B, "kind": "bid"}     # neither C (bought) nor A (passed)
    apply(game, B, "pass")
    assert game.state["players"][D]["plants"] == [5] and game.state["players"][D]["money"] == 45
    assert game.state["market"] == [4, 6, 8, 9, 10, 11, 13, 20]
    assert game.decision() == {"player": B, "kind": "choose"}
    apply(game, B, "open", plant=4, bid=4)                   # no one left to bid against him
    assert game.state["players"][B]["plants"] == [4] and game.state["players"][B]["money"] == 46
    assert game.state["phase"] == "resources"
    assert [e["e"] for e in game.state["log"]].count("plant_bought") == 3


def test_if_another_player_wins_the_same_chooser_chooses_again():
    """BASE-AUCTION-11, BASE-AUCTION-1, BASE-AUCTION-6: B outbids chooser A and gets 03; A chooses
    again; B, having bought, is skipped in A's next auction."""
    game = round2(3)
    apply(game, A, "open", plant=3, bid=3)
    apply(game, B, "bid", bid=4)
    apply(game, C, "pass")
    apply(game, A, "pass")
    assert game.state["players"][B]["plants"] == [3] and game.state["players"][B]["money"] == 46
    assert game.decision() == {"player": A, "kind": "choose"}
    apply(game, A, "open", plant=5, bid=5)
    assert game.decision() == {"player": C, "kind": "bid"}
    assert_rejected(game, {"type": "bid", "player": B, "bid": 6}, "turn")
    apply(game, C, "pass")
    assert game.state["players"][A]["plants"] == [5]
    assert game.decision() == {"player": C, "kind": "choose"}


def test_only_current_market_plants_can_be_auctioned():
    """BASE-AUCTION-2: a future-market plant cannot be opened in Step 1; in Step 3 all six can."""
    game = round2(3)
    assert_rejected(game, {"type": "open", "player": A, "plant": 7, "bid": 7}, "not in the current market")
    assert [a["plant"] for a in game.legal_actions() if a["type"] == "open"] == [3, 4, 5, 6]
    game = round2(3)
    game.state["step"] = 3
    set_cards(game, market=[12, 14, 17, 21, 25, 31], deck=[40, 42])
    give(game, A, money=100)
    assert [a["plant"] for a in game.legal_actions() if a["type"] == "open"] == [12, 14, 17, 21, 25, 31]
    apply(game, A, "open", plant=31, bid=31)
    apply(game, B, "pass")
    apply(game, C, "pass")
    assert game.state["players"][A]["plants"] == [31]
    assert game.state["market"] == [12, 14, 17, 21, 25, 40]  # BASE-MARKET-2: still six, all current
    assert game.current_market() == [12, 14, 17, 21, 25, 40]


def test_opening_bid_is_at_least_the_plant_number():
    """BASE-AUCTION-4: the opening bid is at least the plant's number."""
    game = round2(3)
    assert_rejected(game, {"type": "open", "player": A, "plant": 6, "bid": 5}, "at least 6")
    apply(game, A, "open", plant=6, bid=6)
    assert game.state["auction"]["lot"]["bid"] == 6


def test_a_raise_must_be_a_higher_whole_number():
    """BASE-AUCTION-5: each bid is an integer strictly above the high bid."""
    game = round2(3)
    apply(game, A, "open", plant=4, bid=6)
    assert_rejected(game, {"type": "bid", "player": B, "bid": 6}, "higher than the current 6")
    assert_rejected(game, {"type": "bid", "player": B, "bid": 5}, "higher")
    assert_rejected(game, {"type": "bid", "player": B, "bid": 7.5}, "whole number")
    assert_rejected(game, {"type": "bid", "player": B, "bid": True}, "whole number")
    assert_rejected(game, {"type": "bid", "player": B, "bid": "7"}, "whole number")
    apply(game, B, "bid", bid=7)


def test_no_bid_above_ones_money():
    """BASE-AUCTION-9: neither an opening nor a raise may exceed the bidder's Elektro; a player
    who cannot raise drops out of the auction by himself."""
    game = round2(3)
    give(game, A, money=20)
    give(game, B, money=6)
    assert_rejected(game, {"type": "open", "player": A, "plant": 6, "bid": 21}, "more than the 20")
    apply(game, A, "open", plant=6, bid=6)
    assert game.decision() == {"player": C, "kind": "bid"}    # B, with 6, cannot raise
    assert_rejected(game, {"type": "bid", "player": C, "bid": 51}, "more than the 50")
    apply(game, C, "bid", bid=50)
    apply(game, A, "pass")
    assert game.state["players"][C]["money"] == 0


def test_round1_everyone_must_buy_but_may_pass_in_others_auctions():
    """BASE-AUCTION-14: in round 1 the chooser cannot pass the phase; a bidder may pass."""
    game = new_game(3, order=[0, 1, 2])
    assert_rejected(game, {"type": "pass", "player": 0}, "must buy")
    assert {"type": "pass", "player": 0} not in game.legal_actions()
    act(game, "open", plant=3, bid=3)
    act(game, "pass")
    act(game, "pass")
    assert game.decision() == {"player": 1, "kind": "choose"}
    assert_rejected(game, {"type": "pass", "player": 1}, "must buy")
    act(game, "open", plant=4, bid=4)
    act(game, "pass")                                        # seat 2 passes in seat 1's auction
    assert_rejected(game, {"type": "pass", "player": 2}, "must buy")
    act(game, "open", plant=5, bid=5)                        # the last one buys alone
    assert [p["plants"] for p in game.state["players"]] == [[3], [4], [5]]
    assert game.state["phase"] == "resources"


def test_discard_over_the_limit_moves_what_fits_and_returns_the_rest():
    """BASE-AUCTION-15, BASE-AUCTION-16, AMB-7: owning 05 (2 coal + 2 oil), 10 (2 coal) and 13,
    a player buys 06; he discards one of his old plants (not 06). Dropping 05, the 2 coal go to
    plant 10, the 2 oil to the general supply (not the market); 05 leaves the game."""
    game = round2(3)
    set_cards(game, market=[3, 4, 6, 7, 8, 9, 11, 12])
    give(game, A, plants_=[5, 10, 13], resources={"coal": 4, "oil": 2})
    market_before = dict(game.state["markets"]["main"])
    supply_oil = game.state["supply"]["oil"]
    apply(game, A, "open", plant=6, bid=6)
    apply(game, B, "pass")
    apply(game, C, "pass")
    assert game.decision() == {"player": A, "kind": "discard"}
    assert game.state["players"][A]["plants"] == [5, 6, 10, 13]
    assert_rejected(game, {"type": "discard", "player": A, "plant": 6}, "just bought")
    assert_rejected(game, {"type": "discard", "player": A, "plant": 5, "return": {}}, "return more")
    assert_rejected(game, {"type": "buy", "player": A, "resources": {}}, "discard")
    apply(game, A, "discard", plant=5)                       # one way only: the 2 oil go back
    p = game.state["players"][A]
    assert p["plants"] == [6, 10, 13]
    assert p["resources"] == {"coal": 4, "oil": 0, "garbage": 0, "uranium": 0}
    assert game.state["supply"]["oil"] == supply_oil + 2
    assert game.state["markets"]["main"] == market_before
    assert 5 in game.state["box"] and 5 not in game.state["market"] + game.state["deck"]
    assert game.decision() == {"player": B, "kind": "choose"}
    game.check_invariants()


def test_discarded_resources_may_move_onto_the_new_plant():
    """BASE-AUCTION-16, AMB-7: with oil plant 07 just bought, the 2 oil of the discarded 05 move to it."""
    game = round2(3)
    set_cards(game, market=[3, 4, 6, 7, 8, 9, 11, 12])
    give(game, A, plants_=[5, 10, 13], resources={"coal": 4, "oil": 2})
    apply(game, A, "open", plant=7, bid=7)
    apply(game, B, "pass")
    apply(game, C, "pass")
    apply(game, A, "discard", plant=5, **{"return": {}})
    assert game.state["players"][A]["resources"] == {"coal": 4, "oil": 2, "garbage": 0, "uranium": 0}
    assert game.state["players"][A]["plants"] == [7, 10, 13]


def test_discard_with_a_hybrid_lets_the_player_choose_what_goes_back():
    """BASE-AUCTION-16, AMB-7: keeping hybrid 12 and oil plant 09 after dropping hybrid 05 leaves
    room for 6 coal+oil; holding 4 coal + 3 oil he must give back one token, and since either
    could have sat on 05, coal or oil is his choice."""
    game = round2(3)
    set_cards(game, market=[3, 4, 6, 7, 10, 11, 13, 14])
    give(game, A, plants_=[5, 9, 12], resources={"coal": 4, "oil": 3})
    apply(game, A, "open", plant=6, bid=6)
    apply(game, B, "pass")
    apply(game, C, "pass")
    returns = [a["return"] for a in game.legal_actions() if a["plant"] == 5]
    assert {(r["coal"], r["oil"]) for r in returns} == {(1, 0), (0, 1)}
    assert_rejected(game, {"type": "discard", "player": A, "plant": 5}, "several choices")
    assert_rejected(game, {"type": "discard", "player": A, "plant": 5, "return": {"coal": 5}}, "more")
    apply(game, A, "discard", plant=5, **{"return": {"coal": 1}})
    assert game.state["players"][A]["resources"] == {"coal": 3, "oil": 3, "garbage": 0, "uranium": 0}
    game.check_invariants()


def test_two_players_discard_only_at_the_fifth_plant():
    """BASE-2P-3, BASE-2P-1: with 2 players the 4th plant is kept, the 5th forces a discard."""
    game = round2(2)
    give(game, A, plants_=[20, 21, 22])
    apply(game, A, "open", plant=3, bid=3)
    apply(game, B, "pass")
    assert game.state["players"][A]["plants"] == [3, 20, 21, 22]
    assert game.decision() == {"player": B, "kind": "choose"}
    game = round2(2)
    give(game, A, plants_=[20, 21, 22, 23])
    apply(game, A, "open", plant=3, bid=3)
    apply(game, B, "pass")
    assert game.decision() == {"player": A, "kind": "discard"}
    apply(game, A, "discard", plant=20)
    assert game.state["players"][A]["plants"] == [3, 21, 22, 23]


def test_no_purchase_removes_the_lowest_plant():
    """BASE-AUCTION-17, BASE-AUCTION-13: if nobody buys in Phase 2 (round 2+), 03 leaves the game
    and 13 replaces it; once everybody has passed, Phase 3 begins."""
    game = round2(3)
    pass_all(game)
    assert game.state["phase"] == "resources"
    assert game.state["market"] == [4, 5, 6, 7, 8, 9, 10, 13]
    assert 3 in game.state["box"]
    assert [e["reason"] for e in events(game, "plant_removed")] == ["no_purchase"]


def test_no_removal_when_a_plant_was_bought():
    """BASE-AUCTION-17: one purchase is enough to keep the lowest plant."""
    game = round2(3)
    apply(game, A, "pass")
    apply(game, B, "open", plant=6, bid=6)
    apply(game, C, "pass")
    apply(game, C, "pass")
    assert game.state["phase"] == "resources"
    assert game.state["market"] == [3, 4, 5, 7, 8, 9, 10, 13]
    assert events(game, "plant_removed") == []


def test_players_need_not_be_able_to_power_all_their_cities():
    """BASE-AUCTION-18: a player with 5 cities and only plant 03 may pass Phase 2; nothing forces him."""
    game = round2(3)
    set_cards(game, market=[6, 7, 8, 9, 10, 11, 12, 13])
    give(game, A, plants_=[3], cities=5)
    apply(game, A, "pass")
    assert game.decision()["player"] == B


def test_discarding_an_oil_plant_never_sends_coal_back():
    """BASE-AUCTION-16, INV-2, AMB-7: only tokens that could have been on the discarded plant go
    back. Owning 04 (coal), 09 (oil, storage 2) and 10 (coal) with 5 coal + 2 oil, a player buys
    oil plant 07 and drops 09: its oil may move to 07, and no coal can go back with it."""
    game = round2(3)
    set_cards(game, market=[3, 5, 6, 7, 8, 11, 12, 14])
    give(game, A, plants_=[4, 9, 10], resources={"coal": 5, "oil": 2})
    apply(game, A, "open", plant=7, bid=7)
    apply(game, B, "pass")
    apply(game, C, "pass")
    offered = [a["return"] for a in game.legal_actions() if a["plant"] == 9]
    assert offered == [{"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}]
    assert all(a["return"]["coal"] == 0 for a in game.legal_actions() if a["plant"] == 9)
    assert_rejected(game, {"type": "discard", "player": A, "plant": 9, "return": {"coal": 1}},
                    "plant 9 can hold")
    assert_rejected(game, {"type": "discard", "player": A, "plant": 9,
                           "return": {"coal": 5, "oil": 2}}, "plant 9 can hold")
    apply(game, A, "discard", plant=9, **{"return": {"oil": 2}})   # his free choice (AMB-7)
    assert game.state["players"][A]["resources"] == {"coal": 5, "oil": 0, "garbage": 0, "uranium": 0}
    game.check_invariants()


def test_a_storage_4_plant_never_returns_5_tokens():
    """BASE-AUCTION-16, BASE-PLANT-3: oil plant 03 stores 4. Dropping it with 4 oil (nothing else
    takes oil) returns exactly those 4; a fifth token (coal from plants 04 and 10) is refused."""
    game = round2(3)
    set_cards(game, market=[5, 6, 7, 8, 9, 11, 12, 14])
    give(game, A, plants_=[3, 4, 10], resources={"coal": 4, "oil": 4})
    apply(game, A, "open", plant=6, bid=6)
    apply(game, B, "pass")
    apply(game, C, "pass")
    offered = [a["return"] for a in game.legal_actions() if a["plant"] == 3]
    assert offered == [{"coal": 0, "oil": 4, "garbage": 0, "uranium": 0}]
    assert_rejected(game, {"type": "discard", "player": A, "plant": 3,
                           "return": {"coal": 1, "oil": 4}}, "plant 3 can hold")
    apply(game, A, "discard", plant=3)
    assert game.state["players"][A]["resources"] == {"coal": 4, "oil": 0, "garbage": 0, "uranium": 0}
