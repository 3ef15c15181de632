"""Every base-game and promo rule ID and every such worked example is cited by at least one test.

rule_ids.txt lists the BASE-*, BEGINNER-*, PROMO-* rules and the examples EX-n of RULES.md.
A citation is the ID appearing in a test file's text (a docstring or a comment of a test).
"""
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent


def cited_ids() -> set:
    text = "\n".join(p.read_text("utf-8") for p in HERE.rglob("test_*.py") if p.name != Path(__file__).name)
    return set(re.findall(r"\b(?:BASE|BEGINNER|PROMO|EX)-[A-Z0-9]+(?:-[0-9]+)?\b", text))


def test_every_base_rule_and_example_is_cited_by_a_test():
    wanted = [line.strip() for line in (HERE / "rule_ids.txt").read_text().splitlines() if line.strip()]
    missing = [rule for rule in wanted if rule not in cited_ids()]
    assert not missing, f"rules without a test: {missing}"
