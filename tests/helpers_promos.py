"""Promo-card scenes shared by the promo tests: a round-1 game with promo cards and ways to
put a card where a test needs it."""
from helpers import act, new_game
from powergrid.data import promo_ids


ALL = list(promo_ids())


def promo_game(n=3, promo_deck=(20, 21, 22), chosen=ALL, **kw):
    """Round 1 with turn order 0, 1, ...; below 13 the deck starts with `promo_deck`."""
    return new_game(n, order=list(range(n)), promos=list(chosen), promo_deck=list(promo_deck), **kw)


def buy(game, plant, bid=None):
    """The chooser opens `plant` at `bid` (its minimum) and everybody else passes."""
    act(game, "open", plant=plant, bid=bid if bid is not None else plant)
    while game.decision()["kind"] == "bid":
        act(game, "pass")


def to_deck_top(game, *cards):
    """Put these cards (from the deck, box or market) on top of the deck, in this order."""
    state = game.state
    for card in reversed(cards):
        for pile in ("deck", "box", "market"):
            if card in state[pile]:
                state[pile].remove(card)
                break
        state["deck"].insert(0, card)


def inject(game, card):
    """A promo card has just been drawn (it waits in the queue; the market is one card short)."""
    state = game.state
    state["deck"].remove(card)
    state["promo"]["queue"].append(card)
    state["deck"].insert(0, state["market"].pop())


def events(game, *kinds):
    return [e for e in game.state["log"] if e["e"] in kinds]
