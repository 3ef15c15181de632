"""No code of the engine or the page tests which map is played: a map's rules are fields of its
declaration (powergrid/variants.py), read where the rule lives, so a new map is a declaration and
its data, not edits scattered through the phases and the screens.

The scan reads every Python file of powergrid/ and web/ and fails on a comparison with an id of
`Game.maps()`: `== "china"`, `!= "korea"`, `in ("korea", "china")`, a `case "usa":`, or a table
keyed by map ids that a lookup would compare against. A map id as a plain value (a default, a
declaration) is not a test of the map and is allowed.
"""
import ast
from pathlib import Path

from powergrid import Game

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("powergrid", "web")


def _strings(node) -> list:
    """The string constants of an expression that a comparison or lookup would test against."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _strings(e)]
    if isinstance(node, ast.Dict):
        return [s for k in node.keys if k is not None for s in _strings(k)]
    return []


def map_id_tests(source: str, ids: set) -> list:
    """(line, code) of every comparison, match case or id-keyed table that names a map id."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            named = [s for operand in [node.left, *node.comparators] for s in _strings(operand)]
        elif isinstance(node, ast.match_case):
            named = [n.value for n in ast.walk(node.pattern) if isinstance(n, ast.Constant)]
        elif isinstance(node, ast.Dict):
            named = _strings(node)
        else:
            continue
        if ids & set(named):
            out.append((node.lineno if hasattr(node, "lineno") else node.pattern.lineno,
                        ast.unparse(node.pattern if isinstance(node, ast.match_case) else node)[:80]))
    return out


def test_the_scan_finds_each_kind_of_map_id_test():
    """The scan itself: each way of testing a map's id is found, a plain value is not."""
    ids = {"china", "korea"}
    found = map_id_tests('if m == "china": pass\n'
                         'x = m in ("korea", "usa")\n'
                         'match m:\n    case "korea": pass\n'
                         'y = {"china": 0.7}.get(m)\n'
                         'z = options.get("map", "china")\n', ids)
    assert [line for line, _ in found] == [1, 2, 4, 5]


def test_no_code_compares_a_map_id():
    ids = {m["id"] for m in Game.maps()}
    found = []
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for line, code in map_id_tests(path.read_text("utf-8"), ids):
                found.append(f"{path.relative_to(ROOT)}:{line}: {code}")
    assert not found, "map ids compared instead of a declared rule:\n" + "\n".join(found)
