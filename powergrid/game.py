"""The public object: a game built from options, driven by actions, saved as options + log."""
from __future__ import annotations

import copy
import json
import random
from typing import TYPE_CHECKING, Any, cast

from . import (engine, fuel_needs, hidden, invariants, ledger, maps, phase3_resources, phase4_build,
               phase5_bureaucracy, promo_state, variants, view)
from .checks import excerpt, resource_amounts, whole_number
from .choice_refusals import ChoiceQuestions
from .errors import IllegalAction
from .frozen import FrozenCopies
from .jsonguard import check_parsed, parse_json
from .randomness import SeededRandom
from .names import check_new_names
from .questions import SeatQuestions
from .reference import ReferenceQuestions
from .setup import TIMING, new_game, normalize_options
from .action_log import as_played, copy_action
from .state_copy import copy_state
from .action_schema import Action, LegalAction
from .engine import Random
from .rules import Rules
from .state_schema import Card, Options

if TYPE_CHECKING:
    from .observation import Observation
    from .view_schema import DecisionView, GameView, MarketRulesView, SeatView

SAVE_FORMAT = "powergrid-game"
SAVE_VERSION = 1


class Game(SeatQuestions, ReferenceQuestions, ChoiceQuestions):
    """One game of Power Grid.

    >>> g = Game({"map": "germany", "players": ["Ann", "Bob"], "seed": 7})
    >>> g.decision()["kind"]
    'choose'

    `state` is plain JSON data (read it, never write it); `actions` is the log of
    applied actions. `rng` is the random source; pass a ScriptedRandom to fix every
    draw. Its options (`state["options"]`: the seed and the rules revision it plays) and its
    actions rebuild the game exactly (`Game.replay`).
    """

    TIMING = TIMING     # the rules revision a new game plays ("timing": AMB-70, BW-3)

    def __init__(self, options: Any, rng: Random | None = None) -> None:
        options, declared = normalize_options(check_parsed(options, "the game options"))
        check_new_names(options["players"])     # AMB-90, AMB-92: new games only; a replay skips them
        # A new game plays the current rules revision and records it, so that its save replays
        # the same; a save without the option is older and replays revision 1 (Game.replay).
        options.setdefault("timing", self.TIMING)
        self._start(options, declared, rng)

    def _start(self, options: Options, declared: variants.MapRules, rng: Random | None) -> None:
        self.rng = rng if rng is not None else SeededRandom(options["seed"])
        self._rng_template: Random | None = copy.deepcopy(self.rng)   # None on a clone (no undo)
        self.state, rules = new_game(options, declared, self.rng)
        self._ctx = engine.Context(rules, self.rng)
        self.history = True           # False on a clone: no action log, no undo, no save
        self._begin_records()

    def _begin_records(self) -> None:
        """What a new game and a clone both start empty: the one list of them."""
        self._actions: list[dict[str, Any]] = []      # the log of applied actions (`actions` hands out copies)
        self._action_copies = FrozenCopies()
        self.revealing: list[bool] = []     # per action: did it reveal a card or shuffle?
        self.revision = 0             # changes on every apply and undo: a cheap "redraw?" check
        self._log_copies = view.LogCopies()   # the view copies each logged event once
        self._ledger = ledger.Ledger()         # and reads each into the money ledger once

    # ---- search --------------------------------------------------------------------
    def clone(self, rng: Random | None = None) -> Game:
        """A copy for search: it shares the read-only rules, copies only the state (sharing with
        this game only its read-only parts, state_schema.py: a write into the copy never changes
        this game), and keeps no event log (state["log"] is None), no action log, no undo and no
        save. Its `apply` raises IllegalAction for an illegal action like any game's; it plays on
        from there.

        `rng` replaces the random source (a SeededRandom is shared, it keeps no state of its own).
        """
        g = Game.__new__(Game)
        g.state = copy_state(self.state)
        if rng is None:
            rng = self.rng if isinstance(self.rng, SeededRandom) else copy.deepcopy(self.rng)
        g.rng = rng
        g._rng_template = None
        g._ctx = engine.Context(self._ctx.rules, rng)
        g.history = False
        g._begin_records()
        return g

    def resample_hidden(self, rnd: random.Random | None = None, seat: int | None = None) -> None:
        """Redeal the cards `seat` has not seen (rnd: a random.Random), or put them in a canonical
        order (rnd None), so that the result depends only on what that seat knows (AMB-80).

        Only for a clone (a real game would then differ from its log). The random source should be
        replaced too (`clone(rng=...)`): the seed decides the shuffles to come.
        """
        if self.history:
            raise ValueError("resample the hidden cards of a clone, never of the game itself")
        # Zones (key, start, stop[, group]): the cards of one group are redealt among its zones.
        groups: dict[int | str, list[hidden.Zone]] = {}
        for zone in hidden.hidden_zones(self.state, self.rules, seat):
            groups.setdefault(zone.group, []).append(zone)
        for _, zones in sorted(groups.items(), key=lambda kv: str(kv[0])):
            pool = [c for z in zones for c in self.state[z.key][z.start:z.stop]]
            pool.sort(key=str)
            if rnd is not None:
                rnd.shuffle(pool)
            i = 0
            for z in zones:
                self.state[z.key][z.start:z.stop] = pool[i:i + z.stop - z.start]
                i += z.stop - z.start

    def observation(self, seat: int) -> Observation:
        """What `seat` may know, and the questions it may ask, as an Observation (powergrid.observation)."""
        from .observation import Observation
        return Observation(self, self._seat(seat))

    # ---- reading -------------------------------------------------------------------
    @property
    def actions(self) -> list[dict[str, Any]]:
        """The applied actions, oldest first: a new list of read-only entries (changing them
        cannot change the game, its save or what the next caller reads)."""
        return self._action_copies.of(self._actions)

    @property
    def rules(self) -> Rules:
        return self._ctx.rules

    @property
    def over(self) -> bool:
        return self.state["phase"] == "over"

    def decision(self) -> DecisionView | None:
        """{"player": seat, "kind": ...} or None when the game is over."""
        return engine.decision(self.state, self._ctx.rules)

    def legal_actions(self) -> list[LegalAction]:
        return engine.legal_actions(self.state, self._ctx)

    def current_market(self) -> list[Card]:
        return self.rules.plant_market.current(self.state)

    def future_market(self) -> list[Card]:
        return self.rules.plant_market.future(self.state)

    def market_rules(self) -> MarketRulesView:
        """How the plant market works on this map now (future market, Phase 5 draws; see docs/API.md)."""
        # (the plant market's strategies build it; the view's declaration says its shape)
        return cast("MarketRulesView", self.rules.plant_market.market_rules(self.state, self.rules.players))

    def public_deck(self) -> list[Card | None]:
        """The deck from the top: a card where every player knows it, None where it is secret."""
        return self.rules.plant_market.public_deck(self.state, self.rules)

    # ---- the read model (docs/API.md "Reading the game") -----------------------------------
    def view(self, seat: int | None = None) -> GameView | SeatView:
        """What is on the table, as fresh plain JSON; with a seat also what only that seat may know.

        Never the deck order below the face-up cards, the plants removed face down at set-up,
        or the seed (see powergrid/view.py)."""
        if seat is not None:
            seat = self._seat(seat)
        return view.view(self.state, self.rules, seat, self._log_copies, self._ledger)

    def board(self) -> dict[str, Any]:
        """map_board() of this game's map, plus the regions and cities in play and the houses."""
        out = maps.board_json(self.rules.map, self.rules.declared)
        out["in_play_regions"] = list(self.rules.area.regions)
        out["in_play_cities"] = list(self.rules.area.cities)
        out["houses"] = {c: list(owners) for c, owners in self.state["cities"].items()}
        out["houses_per_player"] = [len(p["cities"]) for p in self.state["players"]]
        return out

    # ---- questions a UI asks -------------------------------------------------------
    def build_preview(self, seat: int) -> dict[str, dict[str, Any]]:
        """Cost and source of connecting every play-area city for `seat` now."""
        return phase4_build.preview(self.state, self._ctx, self._seat(seat))

    def build_plan(self, seat: int, cities: list[str], new_networks: list[str] | None = None) -> dict[str, Any]:
        """Cheapest order, per-city paths and total cost of building `cities` in one turn, those of
        `new_networks` each beginning a network (where the map declares networks)."""
        return phase4_build.plan(self.state, self._ctx, self._seat(seat), cities, new_networks)

    def market_names(self) -> list[str]:
        """The resource markets of this map, in restock order: ["main"], or ["north", "south"] on Korea."""
        return list(self._ctx.rules.market_names)      # (not the `rules` property: asked every purchase)

    def quote(self, seat: int, resources: dict[str, int], market: str | None = None) -> dict[str, Any]:
        """Price of a resource purchase and whether the player's plants can store it.

        `market` may be left out only where the rules have a single market (Rules.market); on
        Korea it is required (IllegalAction market_required).
        """
        if resources is None:           # as in a buy action: nothing is {}, never null
            raise IllegalAction("a quote names the resources to buy ({} to buy nothing)")
        amounts = resource_amounts(resources, "the purchase")
        return phase3_resources.quote(self.state, self._ctx, self._seat(seat), amounts, market)

    def purchase_limits(self, seat: int, market: str | None = None) -> dict[str, int]:
        return phase3_resources.limits(self.state, self._ctx, self._seat(seat), market)

    def best_powering(self, seat: int) -> dict[str, Any]:
        """The most cities `seat` can power now and the plants and fuel that do it."""
        return phase5_bureaucracy.best_powering(self.state, self._ctx, self._seat(seat))

    def fuel_needs(self, seat: int, runs: int = 1) -> dict[str, Any]:
        """What `seat`'s plants burn to run `runs` times (1, or 2 for a full storage) by type, with
        the hybrids' and the Flux Generator's choices, and what his tokens lack (fuel_needs.py)."""
        if type(runs) is not int or runs not in (1, 2):
            raise IllegalAction("a plant runs once or twice on what it stores")
        seat = self._seat(seat)
        player = self.state["players"][seat]
        return fuel_needs.needs(promo_state.plant_objects(self.state, self.rules, seat, player["plants"]),
                                player["resources"], runs)

    def power_quote(self, seat: int, plants: list[Card], burn: dict[str, int] | None = None) -> dict[str, Any]:
        """Cities powered and income if `seat` ran these plants on this fuel (engine's fuel if None)."""
        return phase5_bureaucracy.power_quote(self.state, self._ctx, self._seat(seat), plants, burn)

    def city_count(self, seat: int) -> int:
        """Connected cities of `seat`: map houses plus Luna Park (PROMO-PARK-3)."""
        if type(seat) is not int or not 0 <= seat < len(self.state["players"]):     # (see _seat)
            seat = self._seat(seat)
        return promo_state.city_count(self.state, seat)

    def market_slots(self, market: str | None = None) -> dict[str, list[tuple[int, ...]]]:
        """{type: [(price, spaces, tokens), ...]} for drawing a resource market; only the types it sells."""
        layout = self.rules.market(market)
        stock = self.state["markets"][layout.name]
        return {r: layout.slot_view(r, stock[r]) for r in layout.types}

    # ---- acting --------------------------------------------------------------------
    def apply(self, action: Action | dict[str, Any]) -> None:
        """Perform a legal action or raise IllegalAction (the state is then unchanged)."""
        if not self.history:
            engine.apply(self.state, self._ctx, action)      # a clone: nothing to record
            self.revision += 1
            return
        self._apply(action, action)

    def _apply(self, action: Action | dict[str, Any], logged: Any) -> None:
        """Perform `action` and log `logged` (the same action, or the form a save holds it in)."""
        state = self.state
        deck_before = list(state["deck"])
        calls_before = state["rng_calls"]
        rules = self._ctx.rules
        # An expansion whose cards one seat alone may see (Expansion.sights) is declared at set-up.
        watched = rules.expansion.sights is not None
        sights_before = hidden.every_seat_sights(state, rules) if watched else None
        try:
            engine.apply(state, self._ctx, action)
        except IllegalAction:
            raise
        except Exception:
            # A defect, not a rule: restore the last good state before reporting it.
            self._rebuild(self._actions)
            raise
        self._actions.append(copy_action(logged))
        self.revision += 1
        # A seat that has now seen a card he had not (a new spy, the top card): a reveal too.
        self.revealing.append(state["deck"] != deck_before or state["rng_calls"] != calls_before
                              or (watched and hidden.every_seat_sights(state, rules) != sights_before))

    def can_undo(self) -> bool:
        """The last action can be taken back if it revealed nothing (no card drawn, no shuffle)."""
        return bool(self._actions) and not self.revealing[-1]

    def undoable(self) -> int:
        """How many of the last actions, in a row, revealed nothing: the most `undo_many` takes back."""
        n = 0
        while n < len(self.revealing) and not self.revealing[-1 - n]:
            n += 1
        return n

    def undo_refusal(self, count: int = 1) -> str | None:
        """Why the last `count` actions cannot be taken back now (`undo_many(count)`; `undo()` for
        1): "undo_revealed" (one of them revealed a card: a draw or a shuffle), "undo_nothing"
        (fewer actions than that); None when they can. A count that is not a whole number from 1
        is refused (IllegalAction)."""
        if whole_number(count, "the number of actions to take back", minimum=1) > len(self._actions):
            return "undo_nothing"
        return "undo_revealed" if count > self.undoable() else None

    def undo_many(self, count: int) -> list[dict[str, Any]]:
        """Take back the last `count` actions (none may have revealed a card) with one rebuild;
        returns them, oldest first. The page takes back a person's decision with the computer
        actions after it this way."""
        refusal = self.undo_refusal(count)
        if refusal == "undo_revealed":
            raise IllegalAction("the last action cannot be taken back: it revealed a new card", refusal)
        if refusal is not None:
            raise IllegalAction("there is nothing to take back", refusal)
        taken = self._actions[-count:]
        self._rebuild(self._actions[:-count])
        self.revision += 1
        return taken

    def undo(self) -> dict[str, Any]:
        """Take back the last action by rebuilding the game without it; returns that action."""
        return self.undo_many(1)[0]

    def _rebuild(self, actions: list[Any]) -> None:
        fresh = Game.replay(self.state["options"], actions, copy.deepcopy(self._rng_template))
        self.state, self._ctx, self.rng = fresh.state, fresh._ctx, fresh.rng
        self._actions, self.revealing = fresh._actions, fresh.revealing

    def check_invariants(self) -> None:
        """Raise AssertionError if any INV-n invariant is broken."""
        invariants.check(self.state, self.rules)

    # ---- saving --------------------------------------------------------------------
    @classmethod
    def replay(cls, options: Any, actions: list[Any], rng: Random | None = None) -> Game:
        # The option checks of every earlier version, no more: a save never becomes unloadable.
        # Options without "timing" stay without it: they replay revision 1 (promos.hold).
        game = cls.__new__(cls)
        options, declared = normalize_options(check_parsed(options, "the game options"))
        game._start(options, declared, rng)
        for i, action in enumerate(actions):
            try:
                game._apply(as_played(action), action)
            except IllegalAction as e:
                raise IllegalAction(f"action {i + 1} of the log is not legal: {e}",
                                    "save_action_illegal", index=i + 1) from None
        return game

    def to_json(self) -> dict[str, Any]:
        """The save: options and actions (the state is rebuilt from them on load)."""
        if not self.history:
            raise ValueError("a clone keeps no actions: save the game it was cloned from")
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION,
                "options": copy.deepcopy(self.state["options"]),
                "actions": [copy_action(a) for a in self._actions]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, save: Any) -> Game:
        """Rebuild a saved game; any defect gives an IllegalAction that says what is wrong."""
        # Size, depth and number guards first: nothing expensive runs on a hostile save.
        if isinstance(save, (str, bytes, bytearray)):
            save = parse_json(save)
        check_parsed(save)
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise IllegalAction("this is not a Power Grid save", "save_not_ours")
        if save.get("version") != SAVE_VERSION:
            version = excerpt(save.get("version"))
            raise IllegalAction(f"this save has version {version}; "
                                f"this version of the game reads version {SAVE_VERSION}",
                                "save_version", version=version, supported=SAVE_VERSION)
        actions = save.get("actions")
        if not isinstance(actions, list):
            raise IllegalAction("the save has no list of actions", "save_not_ours")
        try:
            return cls.replay(save.get("options"), actions)
        except RecursionError:
            raise IllegalAction("the save is malformed", "save_not_ours") from None
