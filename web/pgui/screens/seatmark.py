"""A computer seat's mark: whatever name it was given, the strip and the players panel show that
it is a computer and at which level ("HAL" reads "HAL", a screen, "(Hard)"). The level is a part
of its own beside the name, so that a name too long for its place loses its end, never the level:
a default name that already ends in the level ("Computer 4 (Hard)", in any language) is shown
without that ending, the mark says it once."""
from __future__ import annotations

from collections.abc import Sequence

from ..common import Drawn, player_name, table
from ..h import Markup, esc
from ..i18n import CATALOGUE, LANGS, t
from ..storage.saves import SEAT_KINDS

PERSON = SEAT_KINDS[0]
# a small screen: the computer's mark (drawn, so that no font is needed for it)
SCREEN = ('<svg class="seat-icon" width="13" height="13" viewBox="0 0 16 16" aria-hidden="true">'
          '<rect x="1.5" y="2" width="13" height="9" rx="1.5" fill="none" stroke="currentColor" '
          'stroke-width="1.8"/><path d="M5 14.5h6M8 11v3.5" stroke="currentColor" stroke-width="1.8"/></svg>')


def seat_kind(kinds: Sequence[str], seat: int) -> str:
    """The kind of a seat ("person", "easy", "normal", "hard"); a person when unknown."""
    return kinds[seat] if 0 <= seat < len(kinds) and kinds[seat] in SEAT_KINDS else PERSON


def is_computer(kind: str) -> bool:
    return kind in SEAT_KINDS and kind != PERSON


def level_words(kind: str) -> set[str]:
    """The level's word in every language ("Hard", "Difficile", ...)."""
    return {CATALOGUE[lang]["start.kind_" + kind] for lang in LANGS}


def shown_name(name: str, kind: str) -> str:
    """The name without a level it already ends in, " (Hard)", when the mark says it."""
    if is_computer(kind):
        for word in level_words(kind):
            if name.endswith(f" ({word})") and len(name) > len(word) + 3:
                return name[:-len(word) - 3]
    return name


def computer_words(kind: str, lang: str) -> str:
    """ "Computer (Hard)": what the mark says to a screen reader and on hover."""
    return t(lang, "seat.computer", level=t(lang, "start.kind_" + kind))


def computer_mark(kind: str, lang: str) -> Markup:
    """The mark of a computer seat (nothing for a person): the screen and "(Hard)"."""
    if not is_computer(kind):
        return Markup("")
    words = esc(computer_words(kind, lang))
    return Markup(f'<span class="seat-mark" role="img" aria-label="{words}" title="{words}">{SCREEN}'
                  f'<span aria-hidden="true">({esc(t(lang, "start.kind_" + kind))})</span></span>')


def marked_name(game: Drawn, seat: int, colors: Sequence[str], kinds: Sequence[str], lang: str) -> Markup:
    """A player's name in his colour, and for a computer its mark and level beside it, said once
    (a list of names a player must tell apart: people from computers, whatever their names)."""
    kind = seat_kind(kinds, seat)
    name = player_name(game, seat, colors, shown_name(table(game)["players"][seat]["name"], kind))
    return Markup(f'{name}{computer_mark(kind, lang)}')
