"""The single source of randomness (BASE-SETUP-5, BASE-SETUP-12, BASE-STEP3-2..4).

Every random event of a game is a shuffle with a named purpose:
  "regions"      pick the play area when regions are drawn (list of candidate sets)
  "turn_order"   the round-1 turn order (list of seats)
  "deck"         the set-up shuffle of the plants below 13 (the first ones drawn off are removed)
  "deck_spared"  Brazil: the plants left after the removal shuffled with the ones it spared (BR-2)
  "reshuffle"    the deck reshuffle when the Step 3 card appears
  "deck_middle"  China: plants 31-35 shuffled with the Step 3 card (CHINA-3)
  "deck_bottom"  China: plants 36-50 (CHINA-3)
  "promo_deck"   the set-up shuffle of the promo cards into the deck below 13 (PROMO-GEN-2)
A game holds one source; tests and replays inject their own to fix every draw.
"""
from __future__ import annotations

from typing import Any, Protocol, TypeVar

from .state_schema import GameState

T = TypeVar("T")


class Randomness(Protocol):
    """What a game asks of its random source: one shuffle with a named purpose."""

    def shuffle(self, state: GameState, items: list[T], purpose: str) -> list[T]: ...


class SeededRandom:
    """Deterministic shuffles from a seed and a per-game counter kept in the state.

    The n-th shuffle of a game depends only on (seed, n, purpose), so a game rebuilt
    from its options and action log meets exactly the same draws, on any Python.
    """

    def __init__(self, seed: int | str) -> None:
        self.seed = seed

    def shuffle(self, state: GameState, items: list[T], purpose: str) -> list[T]:
        import hashlib     # here, not at start-up: the page imports the engine before any shuffle
        n = state.get("rng_calls", 0)
        state["rng_calls"] = n + 1
        digest = hashlib.sha256(f"{self.seed}/{n}/{purpose}".encode()).digest()
        x = int.from_bytes(digest[:8], "big") or 1
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            x ^= (x << 13) & 0xFFFFFFFFFFFFFFFF   # xorshift64
            x ^= x >> 7
            x ^= (x << 17) & 0xFFFFFFFFFFFFFFFF
            j = x % (i + 1)
            out[i], out[j] = out[j], out[i]
        return out


class ScriptedRandom:
    """Shuffles that return orders given in advance, per purpose, for tests and replays.

    `orders` maps a purpose to a list of results, used one after the other. A result
    must be a permutation of the items; a purpose without a script falls back to `fallback`.
    """

    def __init__(self, orders: dict[str, list[list[Any]]], fallback: SeededRandom | None = None) -> None:
        self.orders = {k: list(v) for k, v in orders.items()}
        self.fallback = fallback or SeededRandom(0)

    def shuffle(self, state: GameState, items: list[T], purpose: str) -> list[T]:
        queue = self.orders.get(purpose)
        if not queue:
            return self.fallback.shuffle(state, items, purpose)
        result = list(queue.pop(0))
        if sorted(map(repr, result)) != sorted(map(repr, items)):
            # A scripted deck may name only its first cards: the rest follow in their given order.
            if purpose in ("deck", "deck_spared", "reshuffle", "promo_deck") and all(c in items for c in result):
                result += [c for c in items if c not in result]
            else:
                raise ValueError(f"scripted {purpose} order {result} is not a permutation of {items}")
        state["rng_calls"] = state.get("rng_calls", 0) + 1
        return result
