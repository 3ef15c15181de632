"""The round structure (BASE-ROUND-1..6) and the functional core: decision, legal actions, apply.

The state is a plain JSON-serialisable dict. `apply` validates an action completely
before it changes anything, so an IllegalAction leaves the state untouched; then it
performs the action and runs every automatic step up to the next decision.
"""
from __future__ import annotations

from . import (game_end, phase2_auction, phase3_resources, phase4_build, phase5_bureaucracy,
               plant_market, promos)
from .checks import excerpt, whole_number
from .errors import IllegalAction
from .events import log
from .rules import Rules
from .turn_order import ranked_order
from .state_schema import GameState

PHASES = ("auction", "resources", "build", "bureaucracy", "over")
# Per action type, the keys it may carry; any other key is refused, so nothing unchecked
# reaches the log or the save. A variant's new action adds its row here.
ACTION_FIELDS = {
    "open": ("type", "player", "plant", "bid"),
    "bid": ("type", "player", "bid"),
    "pass": ("type", "player"),
    "discard": ("type", "player", "plant", "return"),
    "buy": ("type", "player", "market", "resources"),
    "build": ("type", "player", "cities"),
    "power": ("type", "player", "plants", "burn"),
    "attach": ("type", "player", "plant"),          # the Transformer Station (PROMO-TRANS-2)
}
ACTION_TYPES = tuple(ACTION_FIELDS)
FIELD_SETS = {kind: frozenset(fields) for kind, fields in ACTION_FIELDS.items()}
# The decision of the phases in which the players act in turn, one after the other.
TURN_KINDS = {"resources": "buy", "build": "build", "bureaucracy": "power"}


class Context:
    """What the rule functions need besides the state: the fixed rules and the random source."""
    __slots__ = ("rules", "rng")

    def __init__(self, rules: Rules, rng):
        self.rules = rules
        self.rng = rng


def decision(state: GameState) -> dict | None:
    """Whose decision it is and of what kind; None once the game is over.

    Kinds: "choose" (open an auction or pass), "bid", "discard", "buy", "build", "power";
    with promo cards also "asset" (an asset auction, any phase) and "attach" (the Transformer).
    """
    turn = _turn(state)
    if turn is None:
        return None
    seat, kind, d = turn
    return d if d is not None else {"player": seat, "kind": kind}


def _turn(state: GameState) -> tuple | None:
    """The decision as (player, kind, the auction's or promo's decision dict or None); None once
    the game is over. `legal_actions` and `apply` ask it every move: the phases in which the
    players act in turn need no dict for it."""
    # Only a game with promo cards has their decisions (state.get("promo") without a method
    # call: asked twice a move).
    if "promo" in state and state["promo"]:
        d = promos.decision(state)
        if d is not None:
            return d["player"], d["kind"], d
    phase = state["phase"]
    if phase == "auction":
        d = phase2_auction.decision(state)
        return d["player"], d["kind"], d
    if phase == "over":
        return None
    return state["pending"][0], TURN_KINDS[phase], None


def legal_actions(state: GameState, ctx: Context) -> list:
    """Templates of the legal actions of the current decision.

    Amounts are given as bounds ("min"/"max") instead of every number; a build lists
    the cities affordable one at a time with their cost ("options").
    """
    turn = _turn(state)
    if turn is None:
        return []
    seat, kind, d = turn
    # The decision is handed on: the phase would otherwise work it out again from the state.
    if kind in ("asset", "attach"):
        return promos.legal(state, ctx, d)
    if kind in ("choose", "bid", "discard"):
        return phase2_auction.legal(state, ctx, d)
    # Phases 3 and 4 offer no `pass`: buying nothing is {"type": "buy", "resources": {}} and
    # building nothing {"type": "build", "cities": []} (both within the templates' bounds).
    # `apply` still takes `pass` there as the same action, because old saves replay it.
    if kind == "buy":
        return phase3_resources.legal(state, ctx, seat)
    if kind == "build":
        return phase4_build.legal(state, ctx, seat)
    return phase5_bureaucracy.legal(state, ctx, seat)


def apply(state: GameState, ctx: Context, action) -> None:
    """Perform a legal action in place, or raise IllegalAction and change nothing."""
    if not isinstance(action, dict):
        raise IllegalAction("an action must be an object with a type and a player")
    turn = _turn(state)
    if turn is None:
        raise IllegalAction("the game is over", "game_over")
    player, kind, _ = turn
    kind_of_action = action.get("type")
    if not isinstance(kind_of_action, str) or kind_of_action not in ACTION_FIELDS:
        raise IllegalAction(f"unknown action type {excerpt(kind_of_action)}")
    if not FIELD_SETS[kind_of_action].issuperset(action):
        extra = [k for k in action if k not in ACTION_FIELDS[kind_of_action]]
        raise IllegalAction(f"a {kind_of_action} action has no field {excerpt(extra[0])}")
    seat = action.get("player")
    # The usual case needs no call: the seat whose turn it is, as a plain int in range, is what
    # whole_number would give back unchanged. Anything else gets whole_number's verdict first.
    if type(seat) is not int or seat != player:
        seat = whole_number(seat, "the player")
        if seat != player:
            who = state["players"][player]["name"]
            raise IllegalAction(f"it is {who}'s turn, not player {seat}'s", "not_your_turn", player=who)
    if kind in ("asset", "attach"):
        promos.apply(state, ctx, action, kind)
    elif kind in ("choose", "bid", "discard"):
        phase2_auction.apply(state, ctx, action, kind)
    elif kind == "buy":
        phase3_resources.apply(state, ctx, action)
        state["pending"].pop(0)
    elif kind == "build":
        phase4_build.apply(state, ctx, action)
        state["pending"].pop(0)
    else:
        phase5_bureaucracy.apply(state, ctx, action)
        state["pending"].pop(0)
    advance(state, ctx)


def advance(state: GameState, ctx: Context) -> None:
    """Run the automatic parts of the round until someone has to decide (BASE-ROUND-1/2)."""
    while True:
        if "promo" in state and promos.settle(state, ctx):   # drawn promo cards first (PROMO-GEN-9, AMB-70)
            return
        phase = state["phase"]
        if phase == "auction":
            if promos.take_held(state, "auction"):
                plant_market.step3_cleanup(state, ctx)               # a Step 3 card the queue drew
            else:
                if not phase2_auction.finished(state):
                    return
                phase2_auction.finish(state, ctx)
                if promos.hold(state, "auction"):                    # AMB-70 (R2)
                    continue
            _start_turns(state, "resources", reverse=True)          # BASE-RES-1
        elif phase in ("resources", "build", "bureaucracy"):
            if state["pending"]:
                return
            if phase == "resources":
                _start_turns(state, "build", reverse=True)          # BASE-BUILD-1
            elif phase == "build":
                if not promos.take_held(state, "build"):
                    if _end_of_build(state, ctx):
                        return
                    if promos.hold(state, "build"):                   # AMB-70 (R1)
                        continue
                _start_turns(state, "bureaucracy", reverse=False)
                ctx.rules.plant_market.start_bureaucracy(state, ctx)   # CHINA-13: refill first
            else:
                if not promos.take_held(state, "bureaucracy"):
                    phase5_bureaucracy.finish(state, ctx)
                    if promos.hold(state, "bureaucracy"):    # promo cards drawn by the update go first
                        continue
                start_round(state, ctx, state["round"] + 1)
        else:
            return


def _start_turns(state: GameState, phase: str, reverse: bool) -> None:
    plant_market.begin_phase(state, phase)
    state["pending"] = list(reversed(state["order"])) if reverse else list(state["order"])


def _end_of_build(state: GameState, ctx: Context) -> bool:
    """BASE-END-1/2 first, then the Step 2 trigger (BASE-STEP2-1, BASE-STEP2-5, BEGINNER-5)."""
    if game_end.game_over_reached(state, ctx):
        game_end.finish_game(state, ctx)
        return True
    lead = plant_market.leader_cities(state)
    if (state["step"] == 1 and not state["step3_pending"] and not ctx.rules.beginner
            and lead >= ctx.rules.pc.step2_cities):
        ctx.rules.plant_market.start_step2(state, ctx)
    return False


def start_round(state: GameState, ctx: Context, number: int) -> None:
    """Phase 1 (BASE-ORDER-1/2), then the auction opens; on a map whose Phase 1 follows the
    auction (BW-2) the auction runs in the order set after the last one (phase2_auction.finish)."""
    state["round"] = number
    plant_market.begin_phase(state, "auction")
    ranked_first = not ctx.rules.declared.order_after_auction
    if ranked_first:
        state["order"] = ranked_order(state)
    log(state, "round_started", order=list(state["order"]))
    if ranked_first:
        promos.after_ranking(state)             # PROMO-CONTRACT-3, PROMO-SPY-2
    phase2_auction.start(state)
