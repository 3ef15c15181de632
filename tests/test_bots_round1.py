"""The computers' bidding in round 1 (BASE-AUCTION-5, -8, -14): every raise is the least one, so a
lot won costs the runner-up's last bid plus one.

Seen at the table: a computer that jumped to its own limit once a lot was raised paid 23 for
plant 7 in round 1 and had nothing left after building. (A cap that kept a plant below a better
plant on sale cost games against the opponent pool, docs/PERFORMANCE.md, and is gone; the page
sums up a long run of raises in one line instead.)"""
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
def test_a_contested_lot_costs_the_runner_ups_last_bid_plus_one(level):
    """Plant 7 is the one plant with two cities on sale (market 3, 4, 5, 7): the computers raise
    it by the least each time, so its winner pays one Elektro above the runner-up's last bid
    (BASE-AUCTION-8), never a jump to the winner's own limit."""
    game = Game({"map": "germany", "players": names(3), "seed": 1})
    market_of(game, [3, 4, 5, 7])
    bots = [make_bot(level, seat, **BOT_OPTIONS.get(level, {})) for seat in range(3)]
    bids = auction_of(game, bots, 7)
    winner, price = bids[-1]
    assert game.state["players"][winner]["plants"] == [7]
    steps = [b - a for (_, a), (_, b) in zip(bids, bids[1:])]
    assert all(step == 1 for step in steps), bids
    runner_up = [bid for seat, bid in bids if seat != winner]
    if runner_up:
        assert price == max(runner_up) + 1, bids


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
def test_round_one_between_normals_pays_no_more_than_the_contest_asks(players):
    """Whole round-1 auctions on the Germany opening market: every raise is the least one, so a
    lot's winner pays one above the runner-up's last bid (BASE-AUCTION-8)."""
    game = Game({"map": "germany", "players": names(players), "seed": 2})
    bots = [make_bot("normal", seat) for seat in range(players)]
    lots = {}
    while game.state["round"] == 1 and game.decision()["kind"] in ("choose", "bid", "discard"):
        seat = game.decision()["player"]
        action = bots[seat].act(game.observation(seat))
        if action["type"] == "open":
            lots[action["plant"]] = {"bids": []}
        if action["type"] in ("open", "bid"):
            lot = game.state["auction"]["lot"]
            plant = lot["plant"] if lot else action["plant"]
            lots[plant]["bids"].append((seat, action["bid"]))
        game.apply(action)
    for plant, lot in lots.items():
        prices = [bid for _, bid in lot["bids"]]
        assert all(b - a == 1 for a, b in zip(prices, prices[1:])), (plant, lot)
