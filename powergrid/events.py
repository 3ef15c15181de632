"""The game log: structured events that a UI turns into sentences in any language.

Each event is {"e": kind, "round": n, ...data}; the kinds are listed in EVENT_KINDS
with the fields they carry, so a UI can check that it has a sentence for each.
"""
from __future__ import annotations

from .state_schema import GameState

EVENT_KINDS = {
    "game_started": ("map", "regions", "order"),
    "round_started": ("order",),
    "order_set": ("order",),
    "auction_opened": ("player", "plant", "bid"),
    "bid": ("player", "bid"),
    "auction_passed": ("player",),
    "auction_cannot_raise": ("player",),
    "auction_barred": ("player", "plant"),
    "phase_passed": ("player",),
    "plant_bought": ("player", "plant", "price"),
    "plant_discarded": ("player", "plant", "returned"),
    "plant_drawn": ("plant",),
    "plant_to_deck_bottom": ("plant",),
    "plant_removed": ("plant", "reason"),
    "deck_empty": (),
    "step3_drawn": (),
    "deck_shuffled": (),
    "step_started": ("step",),
    "resources_bought": ("player", "resources", "cost"),
    "resources_skipped": ("player",),
    "cities_built": ("player", "cities", "cost"),
    "build_skipped": ("player",),
    "powered": ("player", "plants", "burn", "cities", "income"),
    "market_restocked": ("added",),
    "game_over": ("winners",),
    "promo_drawn": ("card",),
    "promo_event": ("card", "moved"),
    "asset_auction": ("card", "minimum"),
    "asset_won": ("player", "card", "price"),
    "asset_removed": ("card",),
    "transformer_attached": ("player", "plant"),
    "transformer_lost": ("player", "plant"),
    "contract_order": ("player", "order"),
    "spy_card": ("player", "reason"),
}


def log(state: GameState, kind: str, **data) -> None:
    """Append an event; a state whose log is None (a search copy, Game.clone) records nothing."""
    events = state["log"]
    if events is None:
        return
    data["e"] = kind
    data["round"] = state["round"]
    events.append(data)
