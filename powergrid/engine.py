"""The round structure (BASE-ROUND-1..6) and the functional core: decision, legal actions, apply.

The state is a plain JSON-serialisable dict. `apply` validates an action completely
before it changes anything, so an IllegalAction leaves the state untouched; then it
performs the action and runs every automatic step up to the next decision.

Decision, legal actions and apply walk the decision table (`DECISION_KINDS`, decisions.py): the
kind due is the expansion's (Rules.expansion: the promo cards' asset auctions) or the phase's
(`EVERY_SEAT`, `WORKED_OUT`), and that kind says who decides, which actions it takes and how
they apply. The round structure calls the expansion's hooks at fixed points and a map's declared
rules (Rules.declared, Rules.plant_market) where they differ; it names no kind, no promo card
and no map.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import game_end, phase2_auction, phase3_resources, phase4_build, phase5_bureaucracy, plant_market
from .action_schema import Action, LegalAction
from .checks import excerpt, whole_number
from .decisions import DecisionKind, action_fields
from .errors import IllegalAction
from .events import log
from .promo_state import leader_cities
from .rules import EXPANSIONS, Rules
from .turn_order import ranked_order
from .randomness import ScriptedRandom, SeededRandom
from .state_schema import GameState

if TYPE_CHECKING:
    from .view_schema import DecisionView

PHASES = ("auction", "resources", "build", "bureaucracy", "over")


def _game_over(state: GameState) -> None:
    return None


# Per phase, the kind due when the expansion in play has none of its own: a phase played in turn
# asks every seat the same kind (EVERY_SEAT); Phase 2 works its kind out from its auction, and
# there is none once the game is over (WORKED_OUT). Every phase is a key of both: no call to ask.
EVERY_SEAT = {"auction": None, "resources": phase3_resources.BUYING, "build": phase4_build.BUILDING,
              "bureaucracy": phase5_bureaucracy.POWERING, "over": None}
WORKED_OUT = {"auction": phase2_auction.current, "over": _game_over}
# The decision table: every kind of decision there is, the phases' and every expansion's, each
# declared beside its rules (decisions.DecisionKind). A new kind is a declaration there, never a
# branch here.
DECISION_KINDS = {d.kind: d for d in (*phase2_auction.DECISIONS, *(d for d in EVERY_SEAT.values() if d),
                                      *(d for expansion in EXPANSIONS for d in expansion.decisions))}
# Per action type, the keys it may carry (from the kinds that take it); any other key is refused,
# so nothing unchecked reaches the log or the save.
ACTION_FIELDS = action_fields(DECISION_KINDS.values())
FIELD_SETS = {kind: frozenset(fields) for kind, fields in ACTION_FIELDS.items()}


Random = SeededRandom | ScriptedRandom     # the random source: seeded, or scripted for tests and replays


class Context:
    """What the rule functions need besides the state: the fixed rules and the random source."""
    __slots__ = ("rules", "rng")

    def __init__(self, rules: Rules, rng: Random) -> None:
        self.rules = rules
        self.rng = rng


def _turn(state: GameState, rules: Rules) -> tuple[DecisionKind, int] | None:
    """The kind of decision due and the seat that decides; None once the game is over. The
    expansion's kind comes first (an asset auction, in any phase), then the phase's.
    `legal_actions` and `apply` ask it every move: a phase played in turn needs no call for it."""
    own = rules.expansion.current
    if own is None or (kind := own(state)) is None:
        phase = state["phase"]
        kind = EVERY_SEAT[phase] or WORKED_OUT[phase](state)
        if kind is None:
            return None
    # A kind decided out of turn declares whose; one played in turn does not (DecisionKind).
    whose = kind.whose
    return kind, state["pending"][0] if whose is None else whose(state)


def decision(state: GameState, rules: Rules) -> DecisionView | None:
    """Whose decision it is and of what kind (engine.DECISION_KINDS), with what the kind tells
    besides (the card of an asset auction); None once the game is over."""
    turn = _turn(state, rules)
    if turn is None:
        return None
    kind, seat = turn
    out: DecisionView = {"player": seat, "kind": kind.kind}
    if kind.detail is not None:
        # (an asset decision's card: an AssetDecisionView)
        out.update(kind.detail(state))      # type: ignore[typeddict-item]
    return out


def legal_actions(state: GameState, ctx: Context) -> list[LegalAction]:
    """Templates of the legal actions of the current decision.

    Amounts are given as bounds ("min"/"max") instead of every number; a build lists
    the cities affordable one at a time with their cost ("options").
    """
    turn = _turn(state, ctx.rules)
    if turn is None:
        return []
    kind, seat = turn
    legal = kind.legal      # (a field, not a method: read, then called)
    return legal(state, ctx, seat)


def apply(state: GameState, ctx: Context, action: Action | dict[str, Any]) -> None:
    """Perform a legal action in place, or raise IllegalAction and change nothing."""
    if not isinstance(action, dict):
        raise IllegalAction("an action must be an object with a type and a player")
    turn = _turn(state, ctx.rules)
    if turn is None:
        raise IllegalAction("the game is over", "game_over")
    kind, player = turn
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
    perform = kind.apply
    perform(state, ctx, action)
    if kind.in_turn:
        state["pending"].pop(0)
    advance(state, ctx)


def advance(state: GameState, ctx: Context) -> None:
    """Run the automatic parts of the round until someone has to decide (BASE-ROUND-1/2)."""
    expansion = ctx.rules.expansion
    settle, hold, take_held = expansion.settle, expansion.hold, expansion.take_held
    while True:
        if settle is not None and settle(state, ctx):    # drawn promo cards first (PROMO-GEN-9, AMB-70)
            return
        phase = state["phase"]
        if phase == "auction":
            if take_held is not None and take_held(state, "auction"):
                plant_market.step3_cleanup(state, ctx)               # a Step 3 card the queue drew
            else:
                if not phase2_auction.finished(state):
                    return
                phase2_auction.finish(state, ctx)
                if hold is not None and hold(state, "auction"):      # AMB-70 (R2)
                    continue
            _start_turns(state, "resources", reverse=True)          # BASE-RES-1
        elif phase in ("resources", "build", "bureaucracy"):
            if state["pending"]:
                return
            if phase == "resources":
                _start_turns(state, "build", reverse=True)          # BASE-BUILD-1
            elif phase == "build":
                if take_held is None or not take_held(state, "build"):
                    if _end_of_build(state, ctx):
                        return
                    if hold is not None and hold(state, "build"):     # AMB-70 (R1)
                        continue
                _start_turns(state, "bureaucracy", reverse=False)
                ctx.rules.plant_market.start_bureaucracy(state, ctx)   # CHINA-13: refill first
            else:
                if take_held is None or not take_held(state, "bureaucracy"):
                    phase5_bureaucracy.finish(state, ctx)
                    if hold is not None and hold(state, "bureaucracy"):   # promo cards drawn by the update go first
                        continue
                start_round(state, ctx, state["round"] + 1)
        else:
            return


def _start_turns(state: GameState, phase: str, reverse: bool) -> None:
    plant_market.begin_phase(state, phase)
    state["pending"] = list(reversed(state["order"])) if reverse else list(state["order"])


def _end_of_build(state: GameState, ctx: Context) -> bool:
    """BASE-END-1/2 first, then the Step 2 trigger (BASE-STEP2-1, BASE-STEP2-5, BEGINNER-5; on a
    map that says so also every city in play holding a house, UK-6)."""
    if game_end.game_over_reached(state, ctx):
        game_end.finish_game(state, ctx)
        return True
    rules = ctx.rules
    if (state["step"] == 1 and not state["step3_pending"] and not rules.beginner
            and (leader_cities(state) >= rules.pc.step2_cities
                 or (rules.declared.step2_when_every_city_taken and game_end.board_full(state, ctx)))):
        rules.plant_market.start_step2(state, ctx)
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
    after_ranking = ctx.rules.expansion.after_ranking
    if ranked_first and after_ranking is not None:
        after_ranking(state)                        # PROMO-CONTRACT-3, PROMO-SPY-2
    phase2_auction.start(state)
