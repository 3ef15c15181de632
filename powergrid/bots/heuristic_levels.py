"""What sets the rules-of-thumb levels apart: each level's parameters, read by HeuristicBot
(heuristic.py) and the helpers it hands them to (heuristic_money.py, heuristic_buy.py). Tuning a
level is an edit here and nowhere else; the pool (benchmarks/pool_ladder.py) judges it."""
from __future__ import annotations

from typing import Any

LEVEL_PARAMETERS: dict[str, dict[str, Any]] = {
    # city_value: Elektro a powered city is worth to the player when valuing a plant
    # horizon: cities beyond today's network the player expects to connect soon
    # bid_noise: relative noise on the valuation (0: bids exactly to the value)
    # build_extra: houses beyond what the plants can power
    # cheap: a token at or below this price is stocked beyond the next powering
    # mistakes: chance of a beginner's choice at each decision
    # known_ahead: cards from the deck's top that every player knows (a planned deck, CHINA-3)
    #   counted as coming, like the future market
    # wait_discount: Elektro off a plant's worth when a plant powering more cities is coming
    # house_keep: whether an auction leaves him the houses his plants could already power, on a
    #   market that turns faster than the base game's (heuristic_money.py)
    "normal": dict(city_value=7.0, horizon=3, bid_noise=0.0, build_extra=1, cheap=3, reserve=4,
                   mistakes=0.0, known_ahead=1, wait_discount=6, house_keep=True),
    "easy": dict(city_value=5.0, horizon=1, bid_noise=0.3, build_extra=0, cheap=0, reserve=0,
                 mistakes=0.35, known_ahead=0, wait_discount=2, house_keep=False),
}
