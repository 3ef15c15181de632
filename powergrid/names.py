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

from .checks import excerpt
from .errors import IllegalAction

# Control, format (zero-width, direction overrides) and lone-surrogate characters: a name holding
# one looks like another name, or reorders the text around it.
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})
# Letters that are drawn as blank space although Unicode counts them as letters or symbols: the
# Hangul fillers (NFKC makes the half-width one U+1160) and the empty Braille pattern.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
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
    return not any(0xD800 <= ord(c) <= 0xDFFF or is_noncharacter(c) for c in name)


def check_text(name: str) -> None:
    """AMB-91: every game, a loaded save's too, refuses a name that is not valid text."""
    if not is_text(name):
        raise IllegalAction("a player's name is not valid text: it holds a broken character "
                            "(a lone surrogate or a noncharacter)", "name_not_text")


def name_key(name: str) -> str:
    """What two names must not share (AMB-90): equal after NFKC and case folding ("Ａnn" is "ann")."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def scripts(name: str) -> frozenset:
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


def check_new_names(names: list) -> None:
    """AMB-90, AMB-92: the stricter name checks of a new game. A saved game replays with the checks
    of `normalize_options` only, so every save an earlier version wrote still loads."""
    for name in names:
        if any(unicodedata.category(c) in _HIDDEN_CATEGORIES or c in _BLANK_LETTERS
               for c in unicodedata.normalize("NFKC", name)):
            raise IllegalAction(f"the name {excerpt(name)} holds an invisible or control character",
                                "name_invisible")
        if mixes_scripts(name):
            raise IllegalAction(f"the name {excerpt(name)} mixes the letters of different alphabets, "
                                "so it can pass for another name", "name_mixed_scripts")
    if len({name_key(n) for n in names}) != len(names):
        raise IllegalAction("two players have the same name", "names_duplicate")
