"""The saved games on the start screen: map, players, round, phase, whose turn and date of each,
with Continue, Export and Delete (asked once more before it deletes); the current game is marked."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..common import UNNAMED_MAP
from ..h import Markup, button, esc
from ..i18n import EN, t
from ..storage.shelf import Entry


def render_saved_games(entries: Sequence[Entry], current: str | None, lang: str,
                       confirm: tuple[str, Any] | None = None) -> Markup:
    if not entries:
        return Markup("")
    rows = []
    for e in entries:
        gid = e["id"]
        is_current = gid == current
        players = ", ".join(str(p) for p in e.get("players", []))
        other = e.get("other")           # a map this build does not know: another version's game
        state = (t(lang, "saves.other") if other else t(lang, "saves.over") if e.get("over")
                 else " · ".join([t(lang, "saves.round", round=e.get("round") or "?"), *where(e, lang)]))
        mark = f' <span class="badge current">{esc(t(lang, "saves.current"))}</span>' if is_current else ""
        if confirm == ("delete", gid):
            # a question that takes the focus, and gives it back to Delete when Esc keeps the game
            question = esc(t(lang, "saves.delete_q"))
            tools = (f'<span class="confirm-delete" role="alertdialog" aria-label="{question}">'
                     f'<span class="confirm-q">{question}</span>'
                     + button(t(lang, "saves.delete_yes"), "delete", cls="danger", id=gid)
                     + button(t(lang, "saves.keep"), "cancel") + '</span>')
        else:
            resume = "" if other else button(t(lang, "saves.continue"), "continue",
                                                  cls="primary" if is_current else "", id=gid)
            tools = (resume + button(t(lang, "menu.export"), "export", id=gid)
                     + button(t(lang, "saves.delete"), "delete", cls="quiet", id=gid))
        map_name = str(e.get("map") or "?") if other else t(lang, "map." + str(e.get("map") or UNNAMED_MAP))
        rows.append(
            f'<li class="saved-game{" is-current" if is_current else ""}" data-game="{esc(gid)}">'
            f'<div class="saved-what"><strong>{esc(map_name)}</strong>'
            f'{mark} · {esc(players)}<br><small>{esc(state)} · {esc(str(e.get("saved") or ""))}</small></div>'
            f'<div class="actions">{tools}</div></li>')
    return Markup(f'<section class="card-box saved"><h2>{esc(t(lang, "saves.title"))}</h2>'
                  f'<ul class="saved-games">{"".join(rows)}</ul></section>')


def where(entry: Entry, lang: str) -> list[str]:
    """The phase and whose turn it is ("Auction", "Bob's turn"), as far as the entry knows them:
    two games of the same players in the same round differ there. An index written by an earlier
    page, or rebuilt from the saves alone, has neither."""
    phase, turn = entry.get("phase"), entry.get("turn")
    out = []
    if isinstance(phase, str) and "phase." + phase in EN:
        out.append(t(lang, "phase." + phase))
    if isinstance(turn, str):
        out.append(t(lang, "turn.banner", name=turn))
    return out
