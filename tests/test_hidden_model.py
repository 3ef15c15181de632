"""One model of hidden information (AMB-80, AMB-82): the view's deck and box, a seat's private
part, Game.public_deck and the computer players' observations all come from the zones of
powergrid/hidden.py. At every move of random games on every map, with and without promo cards,
the cards the view hides (the deck's unseen places, the plants removed face down, the top card
but for the spy) are exactly those an observation redeals, and every other card is shown where
it lies."""
import random

import pytest

from helpers_promos import every_map_game
from powergrid.bots import RandomBot

STEP3 = "step3"


def _check(game, rnd):
    view = game.view()
    deck = game.state["deck"]
    shown = view["plant_market"]["deck"]
    assert shown == game.public_deck() and len(shown) == len(deck)
    for i, card in enumerate(shown):
        assert card is None or card == deck[i]
    hidden = {i for i, c in enumerate(shown) if c is None}
    down = view["removed_count"] - len(view["removed_face_up"])      # BASE-SETUP-13: face down
    spy = (game.state.get("promo") or {}).get("spy")
    for seat in range(len(game.state["players"])):
        obs = game.observation(seat)
        private = game.view(seat)["private"]
        # PROMO-SPY-3/4: the spy, and only he, knows the top card; the view tells it him privately
        assert private == ({"top_card": deck[0] if deck else None} if seat == spy else {})
        expected = hidden - ({0} if seat == spy else set())
        # the observation reads the seat's view: the same deck, box and private part
        assert obs.view["plant_market"]["deck"] == shown and obs.view["private"] == private
        assert obs.view["removed_face_up"] == view["removed_face_up"] == game.state["box"][down:]
        redealt = obs.determinize(rnd).state
        dealt = redealt["deck"]
        assert len(dealt) == len(deck) and redealt["box"][down:] == game.state["box"][down:]
        assert all(dealt[i] == deck[i] for i in range(len(deck)) if i not in expected)
        # the unseen cards (hidden deck places and the set-up removals) are the same ones, redealt
        unseen = [deck[i] for i in expected] + game.state["box"][:down]
        assert sorted(map(str, [dealt[i] for i in expected] + redealt["box"][:down])) == sorted(map(str, unseen))


@pytest.mark.parametrize("promos", [False, True], ids=["base", "promos"])
def test_the_view_hides_exactly_what_the_observations_redeal_at_every_move(promos):
    rnd = random.Random(3)
    for seed, game in enumerate(every_map_game(promos, seed=11)):
        bot = RandomBot(seed)
        moves = 0
        while not game.over:
            if moves % 3 == 0 or game.state["deck"][:1] == [STEP3]:
                _check(game, rnd)
            game.apply(bot.act(game))
            moves += 1
        _check(game, rnd)


def test_at_set_up_the_view_shows_13_on_top_and_the_step3_card_at_the_bottom():
    """BASE-SETUP-12: everybody saw 13 put on top (on France 11, FR-2; on Brazil 13 then 14, BR-3)
    and the Step 3 card under the deck, or above the plants a map puts below it, unseen (UK-7)."""
    for game in every_map_game(True, seed=1):
        if game.market_rules()["future_market"]:               # the base deck (China plans its own)
            deck = game.view()["plant_market"]["deck"]
            top = game.rules.declared.deck_top
            below = game.rules.declared.plants_below_step3
            assert tuple(deck[:len(top)]) == top and top in ((11,), (13,), (13, 14))
            at = len(deck) - 1 - below
            assert deck[at] == STEP3 and set(deck[len(top):at] + deck[at + 1:]) == {None}


def test_plants_put_under_the_deck_are_shown_in_their_order():
    """BASE-BUREAU-10: the highest plant goes under the deck, face up, in the order of the rounds."""
    for game in every_map_game(False, seed=4):
        if not game.market_rules()["future_market"]:
            continue
        bot = RandomBot(4)
        while game.state["round"] < 4 and not game.over:
            game.apply(bot.act(game))
        under = [e["plant"] for e in game.state["log"] if e["e"] == "plant_to_deck_bottom"]
        deck = game.view()["plant_market"]["deck"]
        if STEP3 in game.state["deck"] and under:
            below = deck.index(STEP3) + 1 + game.rules.declared.plants_below_step3     # UK-7: unseen
            assert deck[below:] == under and set(deck[deck.index(STEP3) + 1:below]) <= {None}
