#!/usr/bin/env python3
"""Write the page's message catalogues (web/pgui/i18n/<lang>.po) from the Python modules that held
them before: `messages_<lang>.py`, `promo_messages_<lang>.py`, `howto_messages_<lang>.py`,
`table_messages_<lang>.py`, `layout_messages_<lang>.py` and `keyboard_messages_<lang>.py`, each
with a MESSAGES dict (and, in German, an UNCHECKED dict of the entries no German source confirms).

    python3 tools/catalogues_from_modules.py [--modules DIR] [--out DIR]

DIR defaults to web/pgui/i18n for both. For a tree where someone added keys to the old modules:
put those modules back in a folder, run this on it, then check the result with
tests/fixtures/make_catalogue_fixtures.py run on that tree before the move.

The entries are grouped by screen or subject (SECTIONS: a key goes to the section of its longest
matching prefix), in the modules' order within a section. msgctxt is the key, msgid the English
text, msgstr the translation; German entries of an UNCHECKED dict carry the translator comment
"# unchecked" (po.UNCHECKED_MARK).
"""
from __future__ import annotations

import argparse
import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "web" / "pgui" / "i18n"
sys.path.insert(0, str(ROOT / "web"))

from pgui.i18n import LANGS, PLURAL_FORMS, placeholders  # noqa: E402
from pgui.i18n.po import UNCHECKED_MARK  # noqa: E402

PARTS = ("messages", "promo_messages", "howto_messages", "table_messages", "layout_messages",
         "keyboard_messages")
WIDTH = 79

SECTIONS = (
    ("The page: its name, language, menu, updates and start-up",
     ("lang.", "app.", "elektro", "less", "more", "list.", "menu.", "update.", "boot.")),
    ("Game words: resources, plant kinds, phases, plants, colours",
     ("res.", "kind.", "phase.", "plant.", "color.")),
    ("Maps, regions and resource markets", ("map.", "region.", "market.")),
    ("Start screen", ("start.",)),
    ("Computer players", ("bot.", "table.bot.")),
    ("Status line, progress line, the players' strip and turns",
     ("status.", "task.", "progress.", "strip.", "table.strip.", "turn.", "toasts.")),
    ("Hand-over: the tablet changes hands", ("handover.",)),
    ("The board", ("board.",)),
    ("Panels: the plant market, the resource market, the players", ("panel.", "player.")),
    ("Phase 2: the auction, and discarding a plant", ("auction.", "discard.")),
    ("Phase 3: buying resources", ("buy.",)),
    ("Phase 4: building", ("build.",)),
    ("Phase 5: bureaucracy, powering cities", ("power.",)),
    ("Promo cards", ("promo.", "table.bidder", "task.asset", "task.attach", "kind.flux")),
    ("Undo", ("undo.", "table.undo_")),
    ("End of the game: ranking and charts", ("final.", "charts.", "table.charts.")),
    ("How to play", ("howto.",)),
    ("Saved games, import and export", ("save.", "saves.", "keep.", "import.", "table.import.")),
    ("Keyboard and screen readers", ("kb.",)),
    ("Refusals: what the rules or the page do not allow", ("error.",)),
    ("The game log", ("log.",)),
    ("The game log: promo cards and their events",
     ("log.promo_", "log.asset_", "log.transformer_", "log.contract_", "log.spy_", "log.plant_removed_flux",
      "table.event_")),
    ("Other", ("",)),
)

PLURAL_FORMS_HEADER = {"en": "nplurals=2; plural=(n != 1);", "it": "nplurals=2; plural=(n != 1);",
                       "de": "nplurals=2; plural=(n != 1);",
                       "ro": "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);"}
LANGUAGE_NAME = {"en": "English", "it": "Italian", "ro": "Romanian", "de": "German"}

ABOUT = """Power Grid, the page's messages in {language}.
msgctxt: the key the page's code asks for; msgid: the English text (en.po is the reference);
msgstr: the {language} text. Placeholders in braces ({{name}}) stay as they are; a number
word has one text per plural form (Plural-Forms below).
Entries are grouped by screen or subject ("# ==== ... ====" starts a group)."""
ABOUT_UNCHECKED = """
Entries with the translator comment "# {mark}" are translated plainly where no {language}
source gives the wording (the page's own sentences, the beginner game, hand-over, the open
table, the promo cards): not yet checked against a {language} source. The others use the
terms of the German rulebook, the publisher's FAQ and German descriptions of Funkenschlag
(docs/RULES.md, German terms, names the sources). Delete the comment once an entry is checked;
never mark an entry "fuzzy" instead (compilers drop fuzzy entries)."""


def load(folder: Path, lang: str) -> tuple[dict, set]:
    """(messages, keys marked unchecked) of one language, its modules merged in PARTS order."""
    messages, unchecked = {}, set()
    for part in PARTS:
        module = runpy.run_path(str(folder / f"{part}_{lang}.py"))
        messages.update(module["MESSAGES"])
        unchecked.update(module.get("UNCHECKED", {}))
    return messages, unchecked


def section_of(key: str) -> int:
    """The index in SECTIONS of the section whose prefix matches the key longest (the first
    such section on a tie)."""
    matches = [(len(prefix), -index) for index, (_, prefixes) in enumerate(SECTIONS)
               for prefix in prefixes if key.startswith(prefix)]
    return -max(matches)[1]


def escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")


def quoted(keyword: str, text: str) -> list:
    """`keyword "text"`, wrapped over several lines as msgcat does when too long."""
    escaped = escape(text)
    if len(keyword) + len(escaped) + 3 <= WIDTH:
        return [f'{keyword} "{escaped}"']
    return [f'{keyword} ""'] + wrapped(escaped)


def wrapped(escaped: str) -> list:
    """Quoted lines of at most WIDTH characters, each ending after a space (msgcat's wrapping)."""
    lines, chunk = [], ""
    words = escaped.split(" ")
    for word in [w + " " for w in words[:-1]] + words[-1:]:
        if chunk and len(chunk) + len(word) + 2 > WIDTH:
            lines.append(f'"{chunk}"')
            chunk = ""
        chunk += word
    return lines + [f'"{chunk}"']


def entry_lines(key: str, english, text, lang: str, unchecked: bool) -> list:
    lines = [f"# {UNCHECKED_MARK}"] if unchecked else []
    if placeholders(english):
        lines.append("#, python-brace-format")
    lines += quoted("msgctxt", key)
    if isinstance(english, dict):
        lines += quoted("msgid", english["one"]) + quoted("msgid_plural", english["other"])
        for index, form in enumerate(PLURAL_FORMS[lang]):
            lines += quoted(f"msgstr[{index}]", text[form])
    else:
        lines += quoted("msgid", english) + quoted("msgstr", text)
    return lines


def catalogue(lang: str, messages: dict, english: dict, unchecked: set) -> str:
    about = ABOUT.format(language=LANGUAGE_NAME[lang])
    if unchecked:
        about += ABOUT_UNCHECKED.format(language=LANGUAGE_NAME[lang], mark=UNCHECKED_MARK)
    lines = [f"# {row}".rstrip() for row in about.splitlines()]
    header = ("Project-Id-Version: Power Grid\n", f"Language: {lang}\n", "MIME-Version: 1.0\n",
              "Content-Type: text/plain; charset=UTF-8\n", "Content-Transfer-Encoding: 8bit\n",
              f"Plural-Forms: {PLURAL_FORMS_HEADER[lang]}\n")
    lines += ['msgid ""', 'msgstr ""'] + [line for row in header for line in wrapped(escape(row))]
    position = {key: index for index, key in enumerate(english)}
    order = sorted(english, key=lambda key: (section_of(key), position[key]))
    current = None
    for key in order:
        lines.append("")
        if section_of(key) != current:
            current = section_of(key)
            lines.append(f"# ==== {SECTIONS[current][0]} ====")
        lines += entry_lines(key, english[key], messages[key], lang, key in unchecked)
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", type=Path, default=I18N, help="the folder of the old modules")
    parser.add_argument("--out", type=Path, default=I18N, help="where <lang>.po goes")
    options = parser.parse_args()
    english, _ = load(options.modules, "en")
    for lang in LANGS:
        messages, unchecked = load(options.modules, lang)
        missing = set(english) ^ set(messages)
        if missing:
            raise SystemExit(f"{lang}: keys not in both English and {lang}: {sorted(missing)}")
        path = options.out / f"{lang}.po"
        path.write_text(catalogue(lang, messages, english, unchecked), "utf-8")
        print(f"wrote {path}: {len(messages)} messages, {len(unchecked)} marked {UNCHECKED_MARK}")


if __name__ == "__main__":
    main()
