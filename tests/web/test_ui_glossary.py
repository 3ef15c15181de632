"""The rulebooks' own words (docs/RULES.md §23): every message that speaks of a concept uses that
concept's word in Italian, Romanian and German, and never the word of a concept it could be mistaken for.

Messages are found by concept through the English catalogue (the key's English text says "Step",
"Phase", "garbage"...), not by a list of forbidden words: "fase" is right for a Phase and wrong for
a Step, so the same word is required in one message and refused in another.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from pgui import i18n

RULES = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"

# concept: (English detector, {lang: (required pattern, forbidden pattern or None)}, §23 English cell)
CONCEPTS = {
    "step": (r"\bStep\b", {
        "it": (r"\b[Pp]eriodo\b", r"\b[Ff]as[ei]\b"),
        "ro": (r"\bNivel", r"\b(Etap|[Ff]az[aăe])"),
        "de": (r"\bStufe\b", r"\bPhase\b"),
    }, "Step"),
    "step3_card": (r"\bStep 3 card\b", {
        "it": (r"[Cc]arta “Periodo 3”", None),
        "ro": (r"[Cc]artea „Nivelul 3”", None),
        "de": (r"Karte „Stufe 3“", None),
    }, "Step 3 card"),
    "phase": (r"\bPhase\b", {
        "it": (r"\bfase\b", r"\b[Pp]eriodo\b"),
        "ro": (r"\bfaz[aăe]", r"\b(Nivel|Etap)"),
        "de": (r"\bPhase\b", r"\bStufe\b"),
    }, "Phase"),
    "garbage": (r"\bgarbage\b", {
        "it": (r"\brifiuti\b", None),
        "ro": (r"\breziduuri\b", r"deșeu|deseu"),
        "de": (r"\bMüll\b", r"\bAbfall"),
    }, "garbage"),
    "supply": (r"\bsupply\b", {
        "it": (r"\briserva\b", None),
        "ro": (r"\bdepozitul general\b", r"\brezerv"),
        "de": (r"\bVorrat\b", r"\bReserve\b"),
    }, "general supply"),
    "turn_order": (r"\b[Tt]urn order\b", {
        "it": (r"\b[Oo]rdine di gioco\b", None),
        "ro": (r"\b[Oo]rdinea jucătorilor\b", r"\b[Oo]rdinea de joc\b"),
        "de": (r"\bSpielerreihenfolge\b", r"\bZugreihenfolge\b"),
    }, "turn order"),
    "discard": (r"\b[Dd]iscard", {
        "it": (r"\b[Ss]cart", None),
        "ro": (r"\b[Dd]ecart", r"\b[Rr]enun"),
        "de": (r"\b(ab(ge)?w[oe]rf|[Aa]bwurf|wirf\w* .*\bab\b)", r"\bablegen\b"),
    }, "discard"),
}
# the glossary word each required pattern stands for, as RULES.md §23 writes it
GLOSSARY_WORDS = {
    "step": {"it": "periodo", "ro": "Nivelul"}, "step3_card": {"it": "periodo 3", "ro": "Nivelul 3"},
    "phase": {"it": "fase", "ro": "faza"}, "garbage": {"it": "rifiuti", "ro": "reziduuri"},
    "supply": {"it": "riserva", "ro": "depozitul general"},
    "turn_order": {"it": "ordine di gioco", "ro": "ordinea jucătorilor"},
    "discard": {"it": "scartare", "ro": "a decarta"},
}


def text(value) -> str:
    """A catalogue value as one text (plural forms joined)."""
    return " | ".join(value.values()) if isinstance(value, dict) else value


def keys_about(pattern: str) -> list[str]:
    return sorted(k for k, v in i18n.EN.items() if re.search(pattern, text(v)))


def glossary_rows() -> dict[str, tuple[str, str]]:
    """English cell -> (Italian cell, Romanian cell) of the §23 table."""
    section = RULES.read_text("utf-8").split("## 23.", 1)[1]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and not set(cells[0]) <= {"-"}:
            rows[cells[2]] = (cells[0], cells[1])
    return rows


@pytest.mark.parametrize("concept", sorted(CONCEPTS))
@pytest.mark.parametrize("lang", ["it", "ro", "de"])
def test_messages_about_a_concept_use_the_rulebook_word(concept, lang):
    detector, words, _ = CONCEPTS[concept]
    keys = keys_about(detector)
    assert keys, f"no English message speaks of {concept}: the row tests nothing"
    required, forbidden = words[lang]
    for key in keys:
        value = text(i18n.CATALOGUE[lang][key])
        # a chip or a sentence may start with the word: "Fase 2"
        assert re.search(required, value, re.IGNORECASE), f"{lang} {key}: {value!r} lacks the word for {concept}"
        if forbidden:
            assert not re.search(forbidden, value), f"{lang} {key}: {value!r} uses a word of another concept"


def test_a_step_and_a_phase_are_never_called_alike():
    """The Italian page once called a Step "Fase": "Fase 2" meant two things at the table."""
    for lang in ("it", "ro", "de"):
        step = i18n.t(lang, "status.step", step=2)
        phase = i18n.t(lang, "status.phase", number=2)
        assert step.split()[0].lower() != phase.split()[0].lower(), (lang, step, phase)
    assert i18n.t("it", "status.step", step=2) == "Periodo 2"
    assert i18n.t("ro", "status.step", step=2) == "Nivelul 2"
    assert i18n.t("ro", "res.garbage") == "reziduuri"
    assert i18n.t("de", "status.step", step=2) == "Stufe 2"
    assert i18n.t("de", "res.garbage") == "Müll"


@pytest.mark.parametrize("concept", sorted(GLOSSARY_WORDS))
def test_the_words_are_those_of_the_glossary(concept):
    """Each word the catalogues must use is the one RULES.md §23 gives for that concept."""
    rows = glossary_rows()
    english = CONCEPTS[concept][2]
    row = next((cells for cell, cells in rows.items() if english.lower() in cell.lower().split("; ")
                or cell.lower().startswith(english.lower())), None)
    assert row, f"§23 has no row for {english}"
    for lang, cell in zip(("it", "ro"), row):
        word = GLOSSARY_WORDS[concept][lang]
        assert word.lower() in cell.lower(), f"{word!r} is not §23's {lang} word for {english}: {cell!r}"


# the German word each required pattern stands for, as RULES.md §23 (German terms) gives it
GERMAN_WORDS = {"step": "Stufe", "step3_card": "Stufe 3", "phase": "Phase", "garbage": "Müll",
                "turn_order": "Spielerreihenfolge"}


def german_rows() -> dict[str, str]:
    """English cell -> German cell of §23's German table (two columns)."""
    section = RULES.read_text("utf-8").split("## 23.", 1)[1].split("### German terms", 1)[1]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and not set(cells[0]) <= {"-"}:
            rows[cells[0]] = cells[1]
    return rows


@pytest.mark.parametrize("concept", sorted(GERMAN_WORDS))
def test_the_german_words_are_those_of_the_german_sources(concept):
    """Each German word the catalogue must use is the one the German sources give (§23)."""
    english = CONCEPTS[concept][2]
    row = next((cell for cell_en, cell in german_rows().items() if english.lower() in cell_en.lower()),
               None)
    assert row, f"§23's German table has no row for {english}"
    assert GERMAN_WORDS[concept] in row, f"{GERMAN_WORDS[concept]!r} is not §23's German word for {english}: {row!r}"
