"""The live region (aria-live, polite): each action and event of the game in the log's words
(words/logtext.py), said once.

The App keeps what was heard: (the game's shelf id, how far the log was told then). A drawing says
the entries after it; a drawing with no new entries says nothing, a tap that adds three says those
three, a computer's action is said like a person's, and a game opened or imported starts heard
(its old entries are not read out again). A computers' bidding run is said in one line, like the
log tells it (words/bidruns.py): while it goes on and a computer is to play, it is held back;
it is said once it ends, or once a person is to play; at a pace that tells every move
(`each_raise`), each raise is said as it comes. After each drawing the App moves the mark
(App.render, with `heard_now`); this module only reads. What the log does not hold (an Undo, the
regions picked on the start screen) the App hands over as news, said once (render_news).
"""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from ..common import Drawn
from ..h import Markup, esc
from ..words.logtext import sentence
from ..words.bidruns import Entry, Item, auction_start, log_items, said_upto

if TYPE_CHECKING:
    from powergrid.view_schema import DecisionView

Heard = tuple[str | None, int]      # (the game's shelf id, how far its log was told)
News = tuple[int, str]              # (its number, its words)


def new_items(heard: Heard | None, game_id: str | None, log: Sequence[Entry], computers: Collection[int],
              each_raise: bool = False) -> list[Item]:
    """The log's entries not heard yet (none after an Undo shortened the log)."""
    if heard is None or heard[0] != game_id or heard[1] >= len(log):
        return []
    return [item for item in log_items(log, computers, auction_start(log, heard[1]), each_raise)
            if item.end > heard[1]]


def computer_turn(decision: DecisionView | None, computers: Collection[int]) -> bool:
    return decision is not None and decision["player"] in computers


def render_live(f: Drawn, heard: Heard | None, game_id: str | None, lang: str, colors: Sequence[str],
                computers: Collection[int] = frozenset(), each_raise: bool = False, news: News | None = None) -> Markup:
    """The live region's content for frame `f`: the news, then the new entries, one paragraph
    each, tagged with how far the log is told, so that the same words said again are a change the
    reader announces."""
    log = f.view["log"]
    items = new_items(heard, game_id, log, computers, each_raise)
    upto = said_upto(items, len(log), computer_turn(f.decision, computers))
    said = "".join(f"<p>{sentence(f, item.event, lang, colors)}</p>" for item in items
                   if not item.running or item.start < upto)
    if news:
        return render_news(news, said, upto)
    return Markup(f'<div data-upto="{upto}">{said}</div>' if said else "")


def render_news(news: News, said: str = "", upto: int = 0) -> Markup:
    """News the log does not hold, said once: (its number, its words), before the log's new
    entries `said`; the number makes the same words said again a change."""
    number, words = news
    return Markup(f'<div data-upto="{upto}" data-news="{number}"><p>{esc(words)}</p>{said}</div>')


def heard_now(game_id: str | None, log: Sequence[Entry], computers: Collection[int] = frozenset(),
              decision: DecisionView | None = None, heard: Heard | None = None, each_raise: bool = False) -> Heard:
    """The mark after a drawing: the log told so far (a run going on while a computer is to play is
    not, it is said later in one line). With no `heard` mark of this game, all of it (a game opened)."""
    if heard is None or heard[0] != game_id or heard[1] > len(log):
        return (game_id, len(log))
    items = new_items(heard, game_id, log, computers, each_raise)
    return (game_id, said_upto(items, len(log), computer_turn(decision, computers)))
