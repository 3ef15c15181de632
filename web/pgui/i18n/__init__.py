"""The message catalogue: every UI text and log sentence in English, Italian, Romanian and German.

    t(lang, key, **params)   plain text (escape it before it enters HTML)
    tx(lang, key, **params)  Markup: the template escaped, each parameter escaped
                             unless it is already Markup (e.g. a coloured player name)

The texts are in one gettext catalogue per language beside this module (en.po, it.po, ro.po,
de.po; docs/ARCHITECTURE.md says why .po): msgctxt is the key, msgid the English text, msgstr
the translation. po.py reads a language's file the first time that language is asked for
(English at once: the reference). The page's zip carries them compiled instead (BUILT, written
by the build from these very files, as gettext's programs read compiled .mo files): one JSON
text the browser parses in C, about ten times faster than po.py reads the four files in Python
(docs/PERFORMANCE.md).

A value is either a template ("Round {round}") or, for words that change with a number, a dict of
plural forms chosen by the `count` parameter: "one"/"other" (English, Italian, German),
"one"/"few"/"other" (Romanian: 0 and 2-19 are "few", 20 and more take "de"), the msgstr[N] of
the file in that order (its Plural-Forms header says the same).

Entries translated plainly, not yet checked against a source in their language, carry the
translator comment "# unchecked" (po.UNCHECKED_MARK); UNCHECKED[lang] lists their keys.
"""
from __future__ import annotations

import json
import string
from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..h import Markup, esc

LANGS = ("en", "it", "ro", "de")
DEFAULT_LANG = "en"
PLURAL_FORMS = {"en": ("one", "other"), "it": ("one", "other"), "ro": ("one", "few", "other"),
                "de": ("one", "other")}
FOLDER = Path(__file__).parent
BUILT = FOLDER / "catalogues.json"     # in the page's zip only (engine_zip.py), never in the source tree
_formatter = string.Formatter()
# {key: text, or {plural form: text}}
Messages = dict[str, "str | dict[str, str]"]


def catalogue_file(lang: str) -> Path:
    return FOLDER / f"{lang}.po"


@lru_cache(maxsize=None)
def read_catalogue(lang: str) -> tuple[Messages, frozenset[str]]:
    """({key: text or {form: text}}, frozenset of the keys marked unchecked) of one language:
    from BUILT where it is (the page), else from the language's .po file."""
    if BUILT.exists():
        messages, unchecked = built()[lang]
        return messages, frozenset(unchecked)
    return read_po(lang)


@lru_cache(maxsize=1)
def built() -> dict[str, Any]:
    return json.loads(BUILT.read_text("utf-8"))


def compile_catalogues() -> str:
    """The text of BUILT: {lang: [messages, sorted unchecked keys]} as the .po files give them."""
    read = {lang: read_po(lang) for lang in LANGS}
    return json.dumps({lang: [messages, sorted(unchecked)] for lang, (messages, unchecked) in read.items()},
                      ensure_ascii=False, separators=(",", ":"))


def read_po(lang: str) -> tuple[Messages, frozenset[str]]:
    """What read_catalogue gives, from the language's .po file. An entry without a translation,
    or marked fuzzy, counts as missing, as gettext has it (the English text stands in; the tests
    name the key)."""
    from . import po  # noqa: PLC0415  (the page reads BUILT: its start compiles no reader's patterns)
    _, entries = po.read(catalogue_file(lang).read_text("utf-8"))
    forms = PLURAL_FORMS[lang]
    messages: Messages = {}
    unchecked: set[str] = set()
    for entry in entries:
        if entry.context is None or not all(entry.msgstr) or "fuzzy" in entry.flags:
            continue
        messages[entry.context] = (entry.msgstr[0] if entry.msgid_plural is None
                                   else dict(zip(forms, entry.msgstr)))
        if po.UNCHECKED_MARK in entry.comments:
            unchecked.add(entry.context)
    return messages, frozenset(unchecked)


class ByLanguage(Mapping[str, Any]):  # a part of a catalogue: Messages or frozenset
    """{lang: one part of that language's catalogue}, each file read when first asked for."""

    def __init__(self, part: int) -> None:
        self.part = part

    def __getitem__(self, lang: str) -> Any:
        if lang not in LANGS:
            raise KeyError(lang)
        return read_catalogue(lang)[self.part]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)


CATALOGUE = ByLanguage(0)     # {lang: {key: text or {form: text}}}
UNCHECKED = ByLanguage(1)     # {lang: frozenset of keys not yet checked against a source}
EN = CATALOGUE[DEFAULT_LANG]  # the reference: every other language has the same keys


def plural_form(lang: str, n: int) -> str:
    if n == 1:
        return "one"
    if lang == "ro" and (n == 0 or 1 <= n % 100 <= 19):
        return "few"
    return "other"


def normalize_lang(lang: object) -> str:
    """A supported language code from any browser tag ("it-IT" -> "it"); English otherwise."""
    code = str(lang or "").strip().lower().replace("_", "-").split("-")[0]
    return code if code in LANGS else DEFAULT_LANG


def template(lang: str, key: str, count: object = None) -> str:
    value = read_catalogue(lang if lang in LANGS else DEFAULT_LANG)[0].get(key)
    if value is None:
        value = EN[key]          # a missing key is a bug the tests catch; never crash a game on it
    if isinstance(value, dict):
        form = plural_form(lang, count if isinstance(count, int) else 2)
        value = value.get(form) or value["other"]
    return value


def t(lang: str, key: str, **params: object) -> str:
    """Plain text (not escaped)."""
    return template(lang, key, params.get("count")).format(**params)


def tx(lang: str, key: str, **params: object) -> Markup:
    """HTML: literal text escaped, parameters escaped unless already Markup."""
    out = []
    for literal, field, spec, conv in _formatter.parse(template(lang, key, params.get("count"))):
        if literal:
            out.append(esc(literal))
        if field is not None:
            out.append(esc(params[field]))
    return Markup("".join(out))


def market_name(lang: str, name: object) -> str:
    """A resource market's name in the player's language ("North market" on Korea, KOREA-2); a
    name the catalogue does not know is shown as given."""
    key = "market." + str(name)
    return t(lang, key) if key in EN else str(name)


def placeholders(value: str | dict[str, str]) -> set[str]:
    """The parameter names used by a catalogue value (all plural forms together)."""
    forms = value.values() if isinstance(value, dict) else [value]
    return {field for form in forms for _, field, _, _ in _formatter.parse(form) if field is not None}
