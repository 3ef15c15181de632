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


def flux_drawn():
    """EX-12: round 1 with the market 26..33 and the Flux Generator, then 36, on top of the deck;
    seat 0 buys 26, so the Flux Generator is drawn (PROMO-FLUX-4)."""
    from powergrid.data import FLUX
    g = promo_game(3)
    g.state["deck"] = [c for c in g.state["deck"] if c not in range(26, 37) and c != FLUX]
    g.state["market"] = [26, 27, 28, 29, 30, 31, 32, 33]
    g.state["deck"][:0] = [FLUX, 36]
    g.state["players"][0]["money"] = 100
    buy(g, 26)
    return g


def inject(game, card):
    """A promo card has just been drawn (it waits in the queue; the market is one card short)."""
    state = game.state
    state["deck"].remove(card)
    state["promo"]["queue"].append(card)
    state["deck"].insert(0, state["market"].pop())


def events(game, *kinds):
    return [e for e in game.state["log"] if e["e"] in kinds]


def every_map_game(promos: bool, seed: int, players: int = 3):
    """One new game per map of Game.maps() with `players` players (within the map's range),
    with every promo card or none; a map that takes no promo cards (CHINA-23) is left out of
    the promo games (the engine refuses them)."""
    from powergrid import PROMO_CARDS, Game, IllegalAction
    from helpers import names
    for m in Game.maps():
        low, high = m["players"]
        options = {"map": m["id"], "players": names(min(max(players, low), high)), "seed": seed,
                   "timing": Game.TIMING}
        if promos:
            options["promos"] = list(PROMO_CARDS)
        try:
            yield Game(options)
        except IllegalAction:
            assert promos, f"a game on {m['id']} without promo cards was refused"


def play_recording_round_ends(game, seed: int):
    """Play `game` to its end with a random bot; returns {round: [money per seat], ...} at the
    end of each round (when the next one starts, and at the game's end), and the same for
    the houses (Luna Park's included)."""
    from powergrid.bots import RandomBot
    bot = RandomBot(seed)
    money, houses = {}, {}

    def record(r):
        money[r] = [p["money"] for p in game.state["players"]]
        houses[r] = [game.city_count(s) for s in range(len(game.state["players"]))]

    while not game.over:
        before = game.state["round"]
        game.apply(bot.act(game))
        if game.state["round"] != before:
            # the round changed inside this action: its end was just before the new round's
            # first event; no money moves between the two (Phase 1 pays nothing)
            record(before)
    record(game.state["round"])
    return money, houses
