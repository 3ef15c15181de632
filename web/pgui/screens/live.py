"""The live region (aria-live, polite): each action and event of the game in the log's words
(words/logtext.py), said once.

The App keeps what was heard: (the game's shelf id, the log's length then). A drawing says the
entries after it; a drawing with no new entries says nothing, a tap that adds three says those
three, a computer's action is said like a person's, and a game opened or imported starts
heard (its old entries are not read out again). After each drawing the App moves the mark
(App.render); this module only reads.
"""
from __future__ import annotations

from ..h import Markup
from ..words.logtext import sentence


def new_entries(heard, game_id, log: list) -> list:
    """The log's entries not heard yet (none after an Undo shortened the log)."""
    if heard is None or heard[0] != game_id or heard[1] >= len(log):
        return []
    return log[heard[1]:]


def render_live(f, heard, game_id, lang: str, colors) -> Markup:
    """The live region's content for frame `f`: the new entries, one paragraph each, tagged with
    the log's length so that the same words said again are a change the reader announces."""
    log = f.view["log"]
    said = "".join(f"<p>{sentence(f, e, lang, colors)}</p>" for e in new_entries(heard, game_id, log))
    return Markup(f'<div data-upto="{len(log)}">{said}</div>' if said else "")


def heard_now(game_id, log_length: int) -> tuple:
    return (game_id, log_length)



