"""The computers' bidding in round 1 (BASE-AUCTION-5, -8, -14): no 1-Elektro ladders, and no
plant paid above a better plant on sale.

Seen at the table: Hard and Normal raised plant 5 (one city) from 5 to 19 in fourteen
1-Elektro steps while 7, 8, 10 and 13 were on sale."""
import pytest

from powergrid import Game
from powergrid.bots import make_bot
from powergrid.plant_market import sort_key

from helpers import names

BOT_OPTIONS = {"hard": {"playouts": 4}}


def market_of(game, current: list) -> None:
    """Round 1 with `current` as the current market; the other cards of the market go back into
    the deck, the next ones from the deck fill the future market."""
    state = game.state
    for card in list(state["market"]):
        if card not in current:
            state["market"].remove(card)
            state["deck"].append(card)
    for card in current:
        if card not in state["market"]:
            state["deck"].remove(card)
            state["market"].append(card)
    future = sorted((c for c in state["deck"] if c != "step3" and sort_key(c) > sort_key(max(current))),
                    key=sort_key)[:4]
    for card in future:
        state["deck"].remove(card)
        state["market"].append(card)
    state["market"].sort(key=sort_key)


def auction_of(game, bots, plant) -> list:
    """The opener opens `plant` at its number; the bots bid until the lot is sold.
    [(seat, bid)] in order, the opening included."""
    opener = game.decision()["player"]
    game.apply({"type": "open", "player": opener, "plant": plant, "bid": plant})
    bids = [(opener, plant)]
    while game.state["auction"]["lot"] is not None:
        seat = game.decision()["player"]
        action = bots[seat].act(game.observation(seat))
        game.apply(action)
        if action["type"] == "bid":
            bids.append((seat, action["bid"]))
    return bids


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_one_city_plant_is_not_bid_above_a_two_city_plant_on_sale(level):
    """The table's case: plant 5 (one city) on sale beside 7, 8 and 10 (two cities each).
    Nobody pays more for plant 5 than plant 7 costs: its price stays at 7 or less."""
    game = Game({"map": "germany", "players": names(3), "seed": 1})
    market_of(game, [5, 7, 8, 10])
    bots = [make_bot(level, seat, **BOT_OPTIONS.get(level, {})) for seat in range(3)]
    bids = auction_of(game, bots, 5)
    assert max(bid for _, bid in bids) <= 7, bids
    assert len(bids) <= 3, bids


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_raised_lot_gets_the_bidders_limit_at_once(level):
    """Plant 7 is the one plant with two cities on sale (market 3, 4, 5, 7): once a rival has
    raised it, the next computer bids its limit in one step, so the contest ends after a few
    bids instead of a ladder of 1-Elektro raises."""
    game = Game({"map": "germany", "players": names(3), "seed": 1})
    market_of(game, [3, 4, 5, 7])
    bots = [make_bot(level, seat, **BOT_OPTIONS.get(level, {})) for seat in range(3)]
    bids = auction_of(game, bots, 7)
    assert len(bids) <= 4, bids
    steps = [b - a for (_, a), (_, b) in zip(bids, bids[1:])]
    assert len(bids) < 3 or max(steps) > 1, bids     # a contest shows a jump
    assert game.state["players"][bids[-1][0]]["plants"] == [7]


def test_normal_bids_the_least_on_a_lot_at_its_opening_price():
    """An unraised lot gets the lowest raise: a jump would only pay more than needed."""
    game = Game({"map": "germany", "players": names(3), "seed": 1})
    market_of(game, [3, 4, 5, 7])
    opener = game.decision()["player"]
    game.apply({"type": "open", "player": opener, "plant": 7, "bid": 7})
    seat = game.decision()["player"]
    action = make_bot("normal", seat).act(game.observation(seat))
    assert action == {"type": "bid", "player": seat, "bid": 8}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_round_one_between_normals_has_no_bidding_ladders(players):
    """Whole round-1 auctions on the Germany opening market: no lot takes more than four bids,
    and no one-city plant sells above the cheapest two-city plant on sale at the time."""
    game = Game({"map": "germany", "players": names(players), "seed": 2})
    bots = [make_bot("normal", seat) for seat in range(players)]
    lots = {}
    while game.state["round"] == 1 and game.decision()["kind"] in ("choose", "bid", "discard"):
        seat = game.decision()["player"]
        action = bots[seat].act(game.observation(seat))
        if action["type"] == "open":
            two_city = [p for p in game.current_market() if game.rules.plants[p].cities >= 2]
            lots[action["plant"]] = {"bids": [], "dearest": min(two_city, default=None)}
        if action["type"] in ("open", "bid"):
            lot = game.state["auction"]["lot"]
            plant = lot["plant"] if lot else action["plant"]
            lots[plant]["bids"].append(action["bid"])
        game.apply(action)
    for plant, lot in lots.items():
        assert len(lot["bids"]) <= 4, (plant, lot)
        if game.rules.plants[plant].cities == 1 and lot["dearest"] is not None:
            assert max(lot["bids"]) <= lot["dearest"], (plant, lot)
