"""Every rule, worked example and table of the families the engine implements is cited by a test.

The IDs are read from docs/RULES.md itself (each rule is a list item starting with its bold ID),
so the specification and this test cannot drift. A citation is the ID appearing in a test
file's text (a docstring or a comment of a test).

FAMILIES lists the rule families the engine implements; a variant adds its family here when
it lands (KOREA, CHINA, PROMO, BW, FR, IT, BX, CE, BR, SP, RU, NE, JP, UK). Worked examples (EX-n) and
tables (T-*) belong to the family they illustrate: a table named T-KOREA-... is KOREA's, and
EXAMPLE_FAMILY names the examples of the variants; every other example and table is the base game's (BASE).
"""
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES = HERE.parent / "docs" / "RULES.md"

FAMILIES = ("BASE", "BEGINNER", "KOREA", "CHINA", "PROMO", "BW", "FR", "IT", "BX", "CE", "BR", "SP", "RU", "NE", "JP",
            "UK")

# Rules of one family that only another family's feature exercises: KOREA-13 is Korea with the
# Shortage / Surplus promo cards, so its test comes with PROMO.
NEEDS_FAMILY = {"KOREA-13": "PROMO"}

# Worked examples that illustrate a variant rather than the base game: those of §20 and those
# listed under a board's rule in §15.6.
EXAMPLE_FAMILY = {"EX-9": "PROMO", "EX-12": "PROMO", "EX-13": "PROMO", "EX-14": "CHINA", "EX-15": "KOREA",
                  "EX-17": "UK", "EX-18": "UK", "EX-19": "SP", "EX-20": "BR", "EX-21": "NE", "EX-22": "RU",
                  "EX-23": "RU", "EX-24": "JP"}

# "- **BASE-AUCTION-7** ...", or indented under the rule it illustrates ("  - **EX-20 ...").
_RULE_ID = re.compile(r"^ *- \*\*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\b", re.M)
_TABLE_ID = re.compile(r"^### (T-[A-Z0-9-]+)\b", re.M)                    # "### T-PC — ..."


def family(rule_id: str) -> str:
    """BASE-AUCTION-7 -> BASE; EX-14 -> CHINA; T-KOREA-MARKET -> KOREA; T-PC -> BASE."""
    head, _, rest = rule_id.partition("-")
    if head == "EX":
        return EXAMPLE_FAMILY.get(rule_id, "BASE")
    if head == "T":
        first = rest.split("-")[0]
        return first if "-" in rest and first in ("KOREA", "CHINA", "PROMO") else "BASE"
    return head


def specified_ids() -> list:
    text = RULES.read_text("utf-8")
    ids = _RULE_ID.findall(text) + _TABLE_ID.findall(text)
    return sorted({i for i in ids if not i.startswith("AMB-") and family(i) in FAMILIES
                   and NEEDS_FAMILY.get(i, family(i)) in FAMILIES})


def cited_ids() -> set:
    text = "\n".join(p.read_text("utf-8") for p in HERE.rglob("test_*.py") if p.name != Path(__file__).name)
    return set(re.findall(r"\b(?:[A-Z][A-Z0-9]*)(?:-[A-Z0-9]+)+\b", text))


def test_the_specification_lists_the_families_rules():
    """The parse finds the base, beginner, Korea, China and promo rules, their examples and tables."""
    ids = specified_ids()
    for expected in ("BASE-AUCTION-16", "BEGINNER-2", "EX-5", "EX-16", "T-PC", "T-PLANTS",
                     "KOREA-1", "KOREA-12", "EX-15", "T-KOREA-MARKET", "T-KOREA-REFILL",
                     "CHINA-23", "EX-14", "T-CHINA-DECK", "T-CHINA-REFILL",
                     "PROMO-GEN-9", "PROMO-SPY-6", "EX-9", "EX-12", "EX-13", "KOREA-13",
                     "FR-1", "FR-7", "IT-1", "IT-5", "BR-1", "BR-6", "EX-20", "NE-3", "EX-21"):
        assert expected in ids, expected
    for variant in ("INV-1", "AMB-54"):
        assert variant not in ids, variant


def test_every_rule_example_and_table_of_the_engine_is_cited_by_a_test():
    cited = cited_ids()
    missing = [rule for rule in specified_ids() if rule not in cited]
    assert not missing, f"rules without a test: {missing}"
