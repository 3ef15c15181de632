"""The decision table (powergrid/decisions.py, `engine.DECISION_KINDS`): every kind of decision a
game asks for is declared once, with who decides, the actions it takes, its legal actions and
its apply; engine.py walks the table and names no kind; the promo cards reach the core only
through their expansion's seam (`Rules.expansion`), so no core module names a promo card.

A new decision kind (a board's, an expansion's) is then a declaration beside its rules, never
one more branch in the dispatcher (the chains of `_turn`, `legal_actions` and `apply` before).
"""
import ast
from pathlib import Path

from powergrid import PROMO_CARDS
from powergrid.bots import RandomBot
from powergrid.engine import ACTION_FIELDS, DECISION_KINDS, PHASES

from helpers_promos import every_map_game

PACKAGE = Path(__file__).resolve().parents[1] / "powergrid"
# The core: the round structure, the phases and the plant market. promo_state.py is the one promo
# module it reads: the counts every phase asks at every house and purchase (cities with Luna Park,
# storage with the Warehouse, plants as run with the Transformer), the base answers without them.
CORE = ("engine", "turn_order", "phase2_auction", "phase3_resources", "phase4_build", "phase5_bureaucracy",
        "game_end", "plant_market", "plant_market_china")
PROMO_MODULES_THE_CORE_READS = {"promo_state"}


# ---- the table ---------------------------------------------------------------------------------
def _instance(template: dict) -> dict | None:
    """A legal action from a template: the least bid, one token of the first type the market
    offers, the first city offered, the engine's best powering; None when the bid is out of reach."""
    t = dict(template)
    if "min" in t:
        if t["min"] > t["max"]:
            return None
        t["bid"] = t["min"]
    if t["type"] == "buy" and "max" in t:
        offered = [r for r, n in t["max"].items() if n > 0]
        t["resources"] = {offered[0]: 1} if offered else {}
    if t["type"] == "build":
        t["cities"] = list(t["options"])[:1]
    if t["type"] == "power":
        t.update(plants=t["best"]["plants"], burn=t["best"]["burn"])
    return {k: v for k, v in t.items() if k in ACTION_FIELDS[t["type"]]}


def test_every_decision_of_a_game_is_a_declared_kind_and_each_of_its_templates_applies():
    """On every map, with every promo card and without: the decision is a kind of the table and
    its seat is the kind's (the first still to act in a phase played in turn), its templates are
    actions the kind takes, and each template made an action applies (on a copy). Every declared
    kind comes up in these games."""
    seen = set()
    for promos in (True, False):
        for seed, game in enumerate(every_map_game(promos, seed=5)):
            bot = RandomBot(seed)
            while not game.over:
                d = game.decision()
                assert d["kind"] in DECISION_KINDS, f"undeclared decision kind {d['kind']!r}"
                kind = DECISION_KINDS[d["kind"]]
                seen.add(kind.kind)
                seat = game.state["pending"][0] if kind.in_turn else kind.whose(game.state)
                assert d["player"] == seat
                templates = game.legal_actions()
                assert templates, f"a {kind.kind} decision without a legal action"
                assert {t["type"] for t in templates} <= {a.name for a in kind.actions}
                for template in templates[:4]:
                    action = _instance(template)
                    if action is not None:
                        game.clone().apply(action)      # raises IllegalAction if it is not legal
                game.apply(bot.act(game))
    assert seen == set(DECISION_KINDS), f"declared but never asked for: {set(DECISION_KINDS) - seen}"


def test_the_action_fields_are_the_kinds_declarations():
    """ACTION_FIELDS (the strict input check) holds the action types of the declared kinds and
    nothing else; an action type taken by several kinds (pass, bid) is declared once."""
    declared = {a.name: a.fields for kind in DECISION_KINDS.values() for a in kind.actions}
    assert ACTION_FIELDS == declared
    for kind in DECISION_KINDS.values():
        for a in kind.actions:
            assert a.fields[:2] == ("type", "player"), f"{a.name}: every action names its type and player"


# ---- the dispatcher names no kind ------------------------------------------------------------
def _code_strings(tree: ast.AST) -> list:
    """(line, value) of the string constants of a module that are not docstrings."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def _named(node) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def kind_branches(source: str, kinds: set, phases: set) -> list:
    """(line, what) of every place that names a decision kind (one that is not also a phase's name:
    "build" is both) or compares something called a kind with a string."""
    tree = ast.parse(source)
    found = [(line, repr(value)) for line, value in _code_strings(tree) if value in kinds - phases]
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            constants = [n.value for o in operands for n in ast.walk(o) if isinstance(n, ast.Constant)]
            if any(isinstance(c, str) for c in constants) and any("kind" in _named(o) for o in operands):
                found.append((node.lineno, ast.unparse(node)[:60]))
    return sorted(set(found))


def test_the_scan_finds_each_way_of_branching_on_a_kind():
    kinds, phases = {"buy", "build", "asset", "attach"}, {"build", "resources"}
    found = kind_branches('if kind in ("asset", "attach"):\n    pass\n'
                          'elif kind == "build":\n    pass\n'
                          'TURNS = {"resources": "buy"}\n'
                          'if phase == "build":\n    pass\n'
                          'def f():\n    """The buy and the build."""\n', kinds, phases)
    assert [line for line, _ in found] == [1, 1, 1, 3, 5]


def test_the_engine_walks_the_table_without_a_branch_per_kind():
    source = (PACKAGE / "engine.py").read_text("utf-8")
    found = kind_branches(source, set(DECISION_KINDS), set(PHASES))
    assert not found, "engine.py branches on decision kinds:\n" + "\n".join(f"line {n}: {w}" for n, w in found)


# ---- the core names no promo card ---------------------------------------------------------------
def _identifiers(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            yield node.lineno, node.id
        elif isinstance(node, ast.Attribute):
            yield node.lineno, node.attr
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            yield node.lineno, node.name
        elif isinstance(node, ast.arg):
            yield node.lineno, node.arg
        elif isinstance(node, ast.keyword) and node.arg:
            yield node.lineno, node.arg


def promo_mentions(source: str, cards: set) -> list:
    """(line, what) of every promo card the code names (as a string or in an identifier, FLUX or
    warehouse_container), every test of the "promo" part of the state, and every import of a
    promo module besides the counts of promo_state."""
    tree = ast.parse(source)
    found = [(line, repr(value)) for line, value in _code_strings(tree) if value in cards | {"promo"}]
    found += [(line, name) for line, name in _identifiers(tree) if cards & set(name.lower().split("_"))]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            modules = [node.module or ""] + [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            modules = [a.name for a in node.names]
        else:
            continue
        for module in modules:
            last = module.rsplit(".", 1)[-1]
            if last.startswith("promo") and last not in PROMO_MODULES_THE_CORE_READS:
                found.append((node.lineno, f"import {module}"))
    return sorted(set(found))


def test_the_scan_finds_each_way_of_naming_a_promo_card():
    found = promo_mentions('if "promo" in state:\n    pass\n'
                           'from . import promos, storage\n'
                           'x = FLUX in plants\n'
                           'y = warehouse_container(state, seat)\n'
                           'if card == "park":\n    pass\n'
                           'from .promo_state import city_count\n'
                           'def replace_promo_card(self, state):\n    """The Flux Generator: flux."""\n',
                           {"flux", "park", "warehouse"})
    assert [line for line, _ in found] == [1, 3, 4, 5, 6]


def test_no_core_module_names_a_promo_card_or_tests_for_the_promo_cards():
    cards = set(PROMO_CARDS)
    found = []
    for name in CORE:
        for line, what in promo_mentions((PACKAGE / f"{name}.py").read_text("utf-8"), cards):
            found.append(f"{name}.py line {line}: {what}")
    assert not found, "the core names the promo cards (use the expansion's seam):\n" + "\n".join(found)



# The game's object, the hidden-card model and the read model reach the promo cards through the
# same seam (Expansion.sights, Expansion.public_view); the view's key "promo" is where the view
# shows what an expansion brings, and is no test of the cards.
READERS = ("game", "hidden", "view")


def test_the_readers_of_the_core_name_no_promo_card_either():
    cards = set(PROMO_CARDS)
    found = []
    for name in READERS:
        for line, what in promo_mentions((PACKAGE / f"{name}.py").read_text("utf-8"), cards):
            if what != repr("promo") or name != "view":
                found.append(f"{name}.py line {line}: {what}")
    assert not found, "a reader names the promo cards (use the expansion's seam):\n" + "\n".join(found)
