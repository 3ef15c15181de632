"""The one error type the engine raises for a move that the rules do not allow."""
from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action that is not legal now; the message says why in plain English words.

    When `apply` raises it, the game state is exactly as it was before the call.
    Refusals a player can meet in normal play also carry a `code` and `params`, so a UI
    can say the same thing in the player's language (see ERROR_CODES); malformed input
    that no UI sends has no code.
    """

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


# code -> parameters it carries (names, numbers, plant numbers, city names)
ERROR_CODES = {
    "name_empty": (),
    "name_too_long": ("name", "limit"),
    "names_duplicate": (),
    "name_invisible": (),
    "name_not_text": (),
    "name_mixed_scripts": (),
    "name_only_marks": (),
    "names_look_alike": (),
    "regions_count": ("players", "regions", "chosen"),
    "regions_not_adjacent": (),
    "regions_cities_apart": ("cities",),
    "beginner_not_on_map": ("map",),
    "not_your_turn": ("player",),
    "game_over": (),
    "round1_must_buy": (),
    "plant_not_current": ("plant",),
    "plant_needs_region": ("plant", "kind", "in_regions"),
    "bid_below_minimum": ("plant", "minimum"),
    "bid_over_money": ("bid", "money"),
    "bid_not_higher": ("bid",),
    "discard_new_plant": (),
    "discard_choose_return": (),
    "discard_keep_too_much": (),
    "discard_return_not_on_plant": ("plant",),
    "market_short": ("resources",),
    "market_unknown": ("market",),
    "market_required": (),
    "storage_full": (),
    "too_expensive": ("cost", "money"),
    "market_lacks_type": ("market", "resources"),
    "city_not_in_play": ("city", "region"),
    "city_closed": ("city", "step", "price", "places"),
    "city_own": ("city",),
    "city_unknown": ("city",),
    "city_misspelt": ("city", "similar"),
    "city_full": ("city", "step"),
    "city_twice": (),
    "cities_limit": ("limit",),
    "network_start_city": ("city", "starts"),
    "networks_limit": ("city", "most"),
    "first_round_networks": ("most",),
    "network_on_land_mass": ("city",),
    "network_not_built": (),
    "fuel_short": (),
    "fuel_mix": (),
    "asset_bid_minimum": ("minimum",),
    "promos_not_on_map": ("map",),
    "promos_beginner": (),
    "undo_revealed": (),
    "undo_nothing": (),
    "save_not_json": (),
    "number_too_long": (),
    "save_not_ours": (),
    "save_too_large": (),
    "save_version": ("version", "supported"),
    "save_action_illegal": ("index",),
    "regions_not_adjacent_on_island": (),
}
