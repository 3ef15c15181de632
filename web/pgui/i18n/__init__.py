"""The message catalogue: every UI text and log sentence in English, Italian, Romanian and German.

    t(lang, key, **params)   plain text (escape it before it enters HTML)
    tx(lang, key, **params)  Markup: the template escaped, each parameter escaped
                             unless it is already Markup (e.g. a coloured player name)

A value is either a template ("Round {round}") or, for words that change with a
number, a dict of plural forms chosen by the `count` parameter: "one"/"other"
(English, Italian, German), "one"/"few"/"other" (Romanian: 0 and 2-19 are "few",
20 and more take "de").

German entries not yet checked against a German source are listed in UNCHECKED["de"]
(messages_de explains the two parts).
"""
from __future__ import annotations

import string

from ..h import Markup, esc
from .howto_messages_de import MESSAGES as HOWTO_DE
from .howto_messages_de import UNCHECKED as HOWTO_DE_UNCHECKED
from .howto_messages_en import MESSAGES as HOWTO_EN
from .howto_messages_it import MESSAGES as HOWTO_IT
from .howto_messages_ro import MESSAGES as HOWTO_RO
from .keyboard_messages_de import MESSAGES as KEYBOARD_DE
from .keyboard_messages_de import UNCHECKED as KEYBOARD_DE_UNCHECKED
from .keyboard_messages_en import MESSAGES as KEYBOARD_EN
from .keyboard_messages_it import MESSAGES as KEYBOARD_IT
from .keyboard_messages_ro import MESSAGES as KEYBOARD_RO
from .layout_messages_de import MESSAGES as LAYOUT_DE
from .layout_messages_de import UNCHECKED as LAYOUT_DE_UNCHECKED
from .layout_messages_en import MESSAGES as LAYOUT_EN
from .layout_messages_it import MESSAGES as LAYOUT_IT
from .layout_messages_ro import MESSAGES as LAYOUT_RO
from .messages_de import MESSAGES as DE
from .messages_de import UNCHECKED as DE_UNCHECKED
from .messages_en import MESSAGES as EN
from .messages_it import MESSAGES as IT
from .messages_ro import MESSAGES as RO
from .promo_messages_de import MESSAGES as PROMO_DE
from .promo_messages_de import UNCHECKED as PROMO_DE_UNCHECKED
from .promo_messages_en import MESSAGES as PROMO_EN
from .promo_messages_it import MESSAGES as PROMO_IT
from .promo_messages_ro import MESSAGES as PROMO_RO
from .table_messages_de import MESSAGES as TABLE_DE
from .table_messages_de import UNCHECKED as TABLE_DE_UNCHECKED
from .table_messages_en import MESSAGES as TABLE_EN
from .table_messages_it import MESSAGES as TABLE_IT
from .table_messages_ro import MESSAGES as TABLE_RO

LANGS = ("en", "it", "ro", "de")
DEFAULT_LANG = "en"

# The promo cards' lines live in their own modules (one per language) and join each catalogue.
# The how-to-play card, the table's rough edges, the layout area and the keyboard's spoken names
# likewise (areas of their own: no catalogue module grows past 400 lines).
EN = {**EN, **PROMO_EN, **HOWTO_EN, **TABLE_EN, **LAYOUT_EN, **KEYBOARD_EN}
IT = {**IT, **PROMO_IT, **HOWTO_IT, **TABLE_IT, **LAYOUT_IT, **KEYBOARD_IT}
RO = {**RO, **PROMO_RO, **HOWTO_RO, **TABLE_RO, **LAYOUT_RO, **KEYBOARD_RO}
DE = {**DE, **PROMO_DE, **HOWTO_DE, **TABLE_DE, **LAYOUT_DE, **KEYBOARD_DE}
CATALOGUE = {"en": EN, "it": IT, "ro": RO, "de": DE}
PLURAL_FORMS = {"en": ("one", "other"), "it": ("one", "other"), "ro": ("one", "few", "other"),
                "de": ("one", "other")}
# Keys translated plainly, not yet checked against a source in that language.
UNCHECKED = {"de": frozenset(DE_UNCHECKED) | frozenset(PROMO_DE_UNCHECKED) | frozenset(HOWTO_DE_UNCHECKED)
              | frozenset(TABLE_DE_UNCHECKED) | frozenset(LAYOUT_DE_UNCHECKED) | frozenset(KEYBOARD_DE_UNCHECKED)}
_formatter = string.Formatter()


def plural_form(lang: str, n: int) -> str:
    if n == 1:
        return "one"
    if lang == "ro" and (n == 0 or 1 <= n % 100 <= 19):
        return "few"
    return "other"


def normalize_lang(lang) -> str:
    """A supported language code from any browser tag ("it-IT" -> "it"); English otherwise."""
    code = str(lang or "").strip().lower().replace("_", "-").split("-")[0]
    return code if code in CATALOGUE else DEFAULT_LANG


def template(lang: str, key: str, count=None) -> str:
    table = CATALOGUE.get(lang, EN)
    value = table.get(key)
    if value is None:
        value = EN[key]          # a missing key is a bug the tests catch; never crash a game on it
    if isinstance(value, dict):
        form = plural_form(lang, count if isinstance(count, int) else 2)
        value = value.get(form) or value["other"]
    return value


def t(lang: str, key: str, **params) -> str:
    """Plain text (not escaped)."""
    return template(lang, key, params.get("count")).format(**params)


def tx(lang: str, key: str, **params) -> Markup:
    """HTML: literal text escaped, parameters escaped unless already Markup."""
    out = []
    for literal, field, spec, conv in _formatter.parse(template(lang, key, params.get("count"))):
        if literal:
            out.append(esc(literal))
        if field is not None:
            out.append(esc(params[field]))
    return Markup("".join(out))


def market_name(lang: str, name) -> str:
    """A resource market's name in the player's language ("North market" on Korea, KOREA-2); a
    name the catalogue does not know is shown as given."""
    key = "market." + str(name)
    return t(lang, key) if key in EN else str(name)


def placeholders(value) -> set:
    """The parameter names used by a catalogue value (all plural forms together)."""
    forms = value.values() if isinstance(value, dict) else [value]
    return {field for form in forms for _, field, _, _ in _formatter.parse(form) if field is not None}
