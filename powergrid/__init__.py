"""Power Grid (2004 edition) rules engine, 2-6 players: the base game and the maps declared in
powergrid/variants.py (`variants.MAPS`; `Game.maps()` lists them, the default first), with the
promo cards.

The public API:

    from powergrid import Game, IllegalAction
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 1})
    game.decision()        # {"player": seat, "kind": "choose"} (the kinds: docs/API.md)
    game.legal_actions()   # templates with bounds
    game.apply({"type": "open", "player": 0, "plant": 4, "bid": 4})
    game.view(seat=None)   # what a player sees, as plain JSON (the read model)
    game.state             # the engine's own plain JSON data (saves, tests; UIs read view())

See docs/API.md for the actions, the state and the questions a UI can ask.
"""
from .data import HOUSES_PER_PLAYER, RESOURCE_TYPES, SLOT_PRICES, promo_ids
from .errors import IllegalAction
from .game import Game
from .jsonguard import parse_json
from .randomness import ScriptedRandom, SeededRandom
from .setup import beginner_allowed
from .variants import DEFAULT_MAP
from .bots import make_bot

PROMO_CARDS = promo_ids()       # the eight promo card ids, in their canonical order (RULES.md 18)

__all__ = ["Game", "IllegalAction", "ScriptedRandom", "SeededRandom", "parse_json", "beginner_allowed", "make_bot",
           "RESOURCE_TYPES", "SLOT_PRICES", "HOUSES_PER_PLAYER", "PROMO_CARDS", "DEFAULT_MAP"]
__version__ = "0.1.0"
