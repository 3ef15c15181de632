"""The promo cards' timing (AMB-70, PROMO-GEN-9, BASE-STEP3-1..4, seed 003 case 3).

A promo card is auctioned at once, in the part of the turn that drew it, and a Step 3 card
drawn as its replacement counts as drawn in that part of the turn. Two cases used to wait for
the next phase: R1, the replacement of the lowest plant when Step 2 begins (end of Phase 4),
and R2, the replacement of the lowest plant after a round without a purchase (end of
Phase 2). New games follow the rules revision Game.TIMING (2 or later has this timing), also when
the option is left out; a save without the option replays with the old timing, revision 1
(tests/test_save_fixtures.py loads such saves to their end).
"""
import pytest

from helpers import act, new_game
from helpers_play import advance_to, area_cities, finish_phase, money
from helpers_promos import events, to_deck_top
from powergrid import Game, IllegalAction


def _round2(timing, promos=("park",)):
    """3 players on Germany, round 2's auction: round 1 bought plants 3, 4, 5 (no promo card
    drawn), every plant of the market above 7 (none becomes obsolete at 7 cities)."""
    game = new_game(3, order=[0, 1, 2], promos=list(promos) if promos else None,
                    promo_deck=[20, 21, 22] if promos else None, timing=timing)
    for plant in (3, 4, 5):
        act(game, "open", plant=plant, bid=plant)
        while game.decision()["kind"] == "bid":
            act(game, "pass")
    advance_to(game, "power")
    finish_phase(game)
    assert game.state["round"] == 2 and game.decision()["kind"] == "choose"
    state = game.state
    low = [c for c in state["market"] if c <= 7]
    for c in low:
        state["market"].remove(c)
        state["deck"].insert(len(state["deck"]) - 1, c)          # above the Step 3 card
    for c in [c for c in state["deck"] if isinstance(c, int) and c > 13][:len(low)]:
        state["deck"].remove(c)
        state["market"].append(c)
    state["market"].sort()
    game.check_invariants()
    return game


def _last_builder_builds_seven(game):
    """Phase 4 of round 2: everyone builds nothing but the last to build, who builds 7 cities
    (BASE-STEP2-1 for 3 players)."""
    while game.decision()["kind"] != "build":
        finish_phase(game)
    while len(game.state["pending"]) > 1:
        act(game, "build", cities=[])
    seat = game.decision()["player"]
    money(game, seat, 400)
    act(game, "build", cities=area_cities(game)[:7])


@pytest.mark.parametrize("promos", [("park",), None], ids=["luna-park-first", "step3-card-first"])
def test_r1_a_promo_card_drawn_as_step2_begins_is_auctioned_in_phase4_and_step3_begins_with_phase5(promos):
    """R1: Step 2 removes the lowest plant; its replacement Luna Park is auctioned before Phase 5,
    and the Step 3 card drawn as Luna Park's replacement starts Step 3 with this Phase 5, just as
    a Step 3 card drawn directly does."""
    game = _round2(Game.TIMING, promos)
    for _ in range(3):
        act(game, "pass")                  # round 2: nobody buys; the lowest plant is replaced
    to_deck_top(game, *(("park",) if promos else ()), "step3")
    _last_builder_builds_seven(game)
    if promos:
        d = game.decision()
        assert d["kind"] == "asset" and game.view()["phase"] == "build"     # still Phase 4
        assert game.state["step"] == 2
        while game.decision()["kind"] == "asset":
            act(game, "pass")
    assert game.decision()["kind"] == "power"
    assert game.state["step"] == 3, "Step 3 begins with this Phase 5"
    assert len(game.current_market()) == 6 and game.future_market() == []
    finish_phase(game)                     # Phase 5: the Step 3 update drops the lowest plant
    removed = [e["reason"] for e in events(game, "plant_removed") if e["round"] == 2]
    assert "step3_round" in removed and "plant_to_deck_bottom" not in {e["e"] for e in game.state["log"]
                                                                         if e["round"] == 2}
    game.check_invariants()


def test_r1_with_the_old_timing_a_save_replays_the_auction_in_phase5_and_step3_a_round_later():
    game = _round2(1)
    for _ in range(3):
        act(game, "pass")
    to_deck_top(game, "park", "step3")
    _last_builder_builds_seven(game)
    assert game.decision()["kind"] == "asset" and game.view()["phase"] == "bureaucracy"
    while game.decision()["kind"] == "asset":
        act(game, "pass")
    assert game.state["step"] == 2
    finish_phase(game)
    assert game.state["step"] == 3 and game.state["round"] == 3


def test_r2_a_promo_card_replacing_the_lowest_plant_after_no_purchase_is_auctioned_in_phase2():
    """R2: nobody buys, the lowest plant leaves, its replacement Luna Park is auctioned while the
    auction phase lasts, and the Step 3 card drawn as its replacement is handled as drawn in
    Phase 2 (BASE-STEP3-2): it and the lowest plant leave, Step 3 begins with Phase 3."""
    game = _round2(Game.TIMING)
    to_deck_top(game, "park", "step3")
    for _ in range(3):
        act(game, "pass")
    d = game.decision()
    assert d["kind"] == "asset" and game.view()["phase"] == "auction"
    while game.decision()["kind"] == "asset":
        act(game, "pass")
    assert game.decision()["kind"] == "buy"
    assert game.state["step"] == 3, "Step 3 begins with Phase 3"
    assert "step3" in game.state["box"] and "step3" not in game.state["market"]
    assert len(game.current_market()) == 6
    reasons = [e["reason"] for e in events(game, "plant_removed") if e["round"] == 2]
    assert reasons == ["no_purchase", "step3", "step3"]          # the Step 3 card, then the lowest plant
    game.check_invariants()


def test_r2_an_asset_won_at_the_end_of_phase2_is_paid_before_phase3():
    game = _round2(Game.TIMING)
    to_deck_top(game, "park")
    for _ in range(3):
        act(game, "pass")
    seat = game.decision()["player"]
    before = money(game, seat)
    act(game, "bid", bid=10)
    while game.decision()["kind"] == "asset":
        act(game, "pass")
    assert game.state["promo"]["owners"]["park"] == seat and money(game, seat) == before - 10
    assert game.decision()["kind"] == "buy" and game.state["step"] == 1


def test_r2_with_the_old_timing_the_auction_runs_in_phase3_and_step3_begins_in_phase4():
    game = _round2(1)
    to_deck_top(game, "park", "step3")
    for _ in range(3):
        act(game, "pass")
    assert game.decision()["kind"] == "asset" and game.view()["phase"] == "resources"
    while game.decision()["kind"] == "asset":
        act(game, "pass")
    assert game.state["step"] == 1
    finish_phase(game)
    assert game.view()["phase"] == "build" and game.state["step"] == 3


def test_a_new_game_without_the_option_plays_the_current_revision():
    """R2 in a game started without "timing": the card is auctioned in Phase 2, as revision 2 says."""
    game = _round2(None)
    assert game.state["options"]["timing"] == Game.TIMING
    to_deck_top(game, "park")
    for _ in range(3):
        act(game, "pass")
    assert game.decision()["kind"] == "asset" and game.view()["phase"] == "auction"


def test_a_new_game_records_its_timing_and_a_bad_one_is_refused():
    """The revision a new game plays is in its save, so the save replays it; options without it
    are an older save's and replay revision 1 (AMB-70)."""
    for timing in (None, Game.TIMING):
        game = new_game(3, promos=["park"], timing=timing)
        assert Game.from_json(game.dumps()).state["options"]["timing"] == Game.TIMING
    old = game.to_json()
    del old["options"]["timing"]
    assert "timing" not in Game.from_json(old).state["options"]
    assert "timing" not in Game.replay(old["options"], []).state["options"]
    for bad in (0, Game.TIMING + 1, "2", True, 1.5):
        with pytest.raises(IllegalAction, match="timing"):
            new_game(3, promos=["park"], timing=bad)


@pytest.mark.parametrize("seed", range(6))
def test_games_with_every_promo_card_and_the_new_timing_play_to_their_end(seed):
    """Random and normal computer players, every map that takes promo cards: every action keeps
    the invariants, and an asset auction runs only in the phase that drew its card."""
    from helpers_promos import every_map_game
    from powergrid.bots import RandomBot, make_bot
    for game in every_map_game(True, seed=seed):
        bots = [RandomBot(seed), make_bot("normal", seed=seed)]
        while not game.over:
            d = game.decision()
            game.apply(bots[d["player"] % 2].act(game.observation(d["player"]) if d["player"] % 2 else game))
            game.check_invariants()
        log = game.state["log"]
        next_phase = {"no_purchase": ("resources_bought", "resources_skipped"), "step2": ("powered",)}
        for i in range(1, len(log) - 1):
            a, b = log[i], log[i + 1]
            if a["e"] == "plant_removed" and a["reason"] in next_phase and b["e"] == "promo_drawn":
                after = [e["e"] for e in log[i + 2:]]
                resolved = min(after.index(k) for k in ("asset_auction", "promo_event") if k in after)
                assert not set(after[:resolved]) & set(next_phase[a["reason"]]), "resolved in the next phase"
