"""Which player names a game takes (BASE-SETUP-6 names the players only to tell them apart).

Two levels, so that a save never becomes unloadable for a check added later:
- `check_text`, run on every game, new or loaded: a name must be text at all. A lone UTF-16
  surrogate cannot be written as UTF-8 (the page cannot store, show or export it) and a
  noncharacter is reserved for a program's own use (AMB-91).
- `check_new_names`, run only when a game is started: names that look like another name or like
  nothing (AMB-90, AMB-92). A replay runs only the checks of the versions that wrote its save.
"""
from __future__ import annotations

import unicodedata

from .checks import encodable, excerpt
from .errors import IllegalAction

# Control, format (zero-width, direction overrides) and lone-surrogate characters: a name holding
# one looks like another name, or reorders the text around it.
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})
# Unicode's Default_Ignorable_Code_Point, as DerivedCoreProperties.txt lists it (the same ranges
# from Unicode 15.0 to 16.0; the standard library's unicodedata has no such property): what a
# renderer draws as nothing. Besides format characters, the variation selectors (U+FE00..U+FE0F,
# U+E0100..U+E01EF), the Mongolian free variation selectors (U+180B..U+180F), the Khmer inherent
# vowels (U+17B4, U+17B5), the combining grapheme joiner (U+034F), the Hangul fillers (NFKC makes
# the half-width one U+1160) and the tags: combining marks a name can carry unseen.
_IGNORABLE = ((0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
              (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
              (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
              (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF))
# The two variation selectors that choose how a symbol is drawn, as text or as an emoji ("❤️" is
# U+2764 U+FE0F): seen on a symbol or a punctuation mark, the base of such a pair; invisible elsewhere.
_PRESENTATION = frozenset("\ufe0e\ufe0f")
_PRESENTATION_BASES = frozenset("SP")       # the first letter of the base's general category
# Drawn as blank space although Unicode counts it as a symbol: the empty Braille pattern.
_BLANK_LETTERS = frozenset("\u2800")
# Whole-script look-alikes (UTS #39 "whole-script confusables"): the Cyrillic and Greek letters
# whose prototype in Unicode's confusables.txt is one Latin letter, in the case where they look
# alike, mapped to it. A compact part of that table: enough for a name written wholly in one of
# those alphabets to pass for a Latin one ("ТОМ" for "TOM"); other look-alikes are left to it.
_LATIN_LOOK_ALIKES = str.maketrans(
    "АВЕКМНОРСТХУЅІЈԚԜҮӀѴ" "аеорсухѕіјԛԝһԁүѵӏ" "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹͿ" "οιναρυγϲϳ",
    "ABEKMHOPCTXYSIJQWYlV" "aeopcyxsijqwhdyvl" "ABEZHIKMNOPTYXCJ" "oivapuycj")
# The scripts a name may mix (UTS #39's "highly restrictive" level): Latin with the scripts that
# Chinese, Japanese and Korean names are written in. Any other mix is refused (AMB-92). A letter's
# script is the first word of its Unicode name ("CYRILLIC CAPITAL LETTER A").
_HAN = frozenset({"CJK", "IDEOGRAPHIC"})
_MIXES = (frozenset({"LATIN", "HIRAGANA", "KATAKANA", "KATAKANA-HIRAGANA"}) | _HAN,
          frozenset({"LATIN", "BOPOMOFO"}) | _HAN,
          frozenset({"LATIN", "HANGUL"}) | _HAN)
# Letters of no one script: modifier letters left after NFKC.
_COMMON_SCRIPTS = frozenset({"MODIFIER"})


def is_noncharacter(c: str) -> bool:
    """U+FDD0..U+FDEF and the last two code points of every plane: never text to interchange."""
    o = ord(c)
    return 0xFDD0 <= o <= 0xFDEF or (o & 0xFFFE) == 0xFFFE


def is_text(name: str) -> bool:
    """Can `name` be written as UTF-8 and shown as text (no lone surrogate, no noncharacter)?"""
    return encodable(name) and not any(map(is_noncharacter, name))


def check_text(name: str) -> None:
    """AMB-91: every game, a loaded save's too, refuses a name that is not valid text."""
    if not is_text(name):
        raise IllegalAction("a player's name is not valid text: it holds a broken character "
                            "(a lone surrogate or a noncharacter)", "name_not_text")


def is_ignorable(c: str) -> bool:
    """Is `c` a Default_Ignorable_Code_Point (drawn as nothing)?"""
    o = ord(c)
    return any(low <= o <= high for low, high in _IGNORABLE)


def holds_invisible(name: str) -> bool:
    """AMB-90, AMB-92: a control or format character, a letter drawn blank, or a character drawn
    as nothing (an emoji's presentation selector after its symbol is seen, and taken)."""
    before = " "
    for c in unicodedata.normalize("NFKC", name):
        if unicodedata.category(c) in _HIDDEN_CATEGORIES or c in _BLANK_LETTERS:
            return True
        if is_ignorable(c) and not (c in _PRESENTATION and unicodedata.category(before)[0] in _PRESENTATION_BASES):
            return True
        before = c
    return False


def only_marks(name: str) -> bool:
    """AMB-92: nothing but combining marks and spaces, no letter, digit or sign to carry them."""
    return all(unicodedata.category(c)[0] in "MZ" for c in unicodedata.normalize("NFKC", name))


def name_key(name: str) -> str:
    """What two names must not share (AMB-90): equal after NFKC and case folding ("Ａnn" is "ann")."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def look_alike_key(name: str) -> str:
    """What two names must not share either (AMB-92): name_key of the name decomposed (so "Ё" is
    "Ë"), each Cyrillic or Greek letter that looks like a Latin one replaced by it and without an
    emoji's presentation selectors: "ТОМ" in Cyrillic is "TOM", and so "tom"."""
    decomposed = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", name))
    return name_key("".join(c for c in decomposed if c not in _PRESENTATION).translate(_LATIN_LOOK_ALIKES))


def scripts(name: str) -> frozenset[str]:
    """The scripts of the letters of `name` after NFKC (digits, marks and signs belong to none)."""
    out = set()
    for c in unicodedata.normalize("NFKC", name):
        if unicodedata.category(c).startswith("L"):
            script = unicodedata.name(c, "").split(" ")[0]
            if script and script not in _COMMON_SCRIPTS:
                out.add(script)
    return frozenset(out)


def mixes_scripts(name: str) -> bool:
    """Letters of scripts that are not written together (AMB-92: a Cyrillic "А" in "Аnn")."""
    found = scripts(name)
    return len(found) > 1 and not any(found <= allowed for allowed in _MIXES)


def check_new_names(names: list[str]) -> None:
    """AMB-90, AMB-92: the stricter name checks of a new game. A saved game replays with the checks
    of `normalize_options` only, so every save an earlier version wrote still loads."""
    for name in names:
        if holds_invisible(name):
            raise IllegalAction(f"the name {excerpt(name)} holds an invisible or control character",
                                "name_invisible")
        if only_marks(name):
            raise IllegalAction(f"the name {excerpt(name)} has no letter, only accents or marks that "
                                "belong on one, so it tells nobody apart", "name_only_marks")
        if mixes_scripts(name):
            raise IllegalAction(f"the name {excerpt(name)} mixes the letters of different alphabets, "
                                "so it can pass for another name", "name_mixed_scripts")
    if len({name_key(n) for n in names}) != len(names):
        raise IllegalAction("two players have the same name", "names_duplicate")
    seen: dict[str, str] = {}
    for name in names:
        other = seen.setdefault(look_alike_key(name), name)
        if other != name:
            raise IllegalAction(f"the names {excerpt(other)} and {excerpt(name)} look alike, so one can "
                                "pass for the other", "names_look_alike")
