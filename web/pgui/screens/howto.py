"""Two small aids during the game: the "how to play" reference for the current phase (one tap
from the top bar, in the players' language with the rulebooks' words: a round's phases in the
order of the game's map, the phase in play, and the map's own rules), and the words that name
the action an Undo takes back, and whose it is."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from powergrid import Game

from ..common import Drawn, plant_label, player_name, table
from ..h import Markup, button, esc
from ..i18n import t, tx
from .maprules import render_map_rules, render_round

PHASES = ("auction", "resources", "build", "bureaucracy", "over")


def render_howto(game: Drawn, lang: str) -> Markup:
    """The reference card of the phase in play: the round's phases in the map's order, a few short
    lines on this phase, the map's own rules, and a Close button."""
    view = table(game)
    phase = view["phase"] if view["phase"] in PHASES else "auction"
    order = view["phase_order"]
    lines = [s.strip() for s in t(lang, "howto." + phase).split("|") if s.strip()]
    if phase == "auction":      # who chooses first follows from where the ranking stands (BW-2)
        after = view["order_after_auction"]
        lines.insert(0, t(lang, "howto.chooser_after_auction" if after else "howto.chooser"))
    items = "".join(f"<li>{esc(s)}</li>" for s in lines)
    return Markup(f'<div class="howto" role="dialog" aria-label="{esc(t(lang, "howto.button"))}">'
                  f'<h2>{esc(t(lang, "howto.title", phase=t(lang, "phase." + phase)))}</h2>'
                  f'{render_round(order, view["phase"], lang)}'
                  f'<ul>{items}</ul>{render_map_rules(view["map"], lang)}'
                  f'<p class="howto-export">{esc(t(lang, "howto.export"))}</p>'
                  f'<div class="actions">{button(t(lang, "howto.close"), "howto", cls="primary")}</div></div>')


# the kinds of action with words of their own; any other reads "Ann's action" (undo.act.other)
UNDO_KINDS = ("open", "bid", "pass", "discard", "buy", "build", "power")


def action_words(lang: str, action: Mapping[str, Any], name: str | None, markup: bool) -> str:
    """ "Bob's auction of plant 13", "Bob's bid of 12", ... for an action of the game's log: one
    message per kind, the name in it, so that each language links name and action as its grammar
    wants (Romanian: "oferta de 12 a lui Bob" but "pasul lui Bob")."""
    kind = action.get("type")
    key = "undo.act." + (kind if kind in UNDO_KINDS else "other")
    return (tx if markup else t)(lang, key, name=name, plant=plant_label(action.get("plant", "")),
                                 bid=action.get("bid", ""))


def last_action_text(game: Game | Drawn, lang: str, colors: Sequence[str], depth: int = 1) -> Markup | None:
    """ "Bob's bid of 12" (the name in his colour) for what an Undo would take back: the action
    `depth` from the end, and the computer moves after it ("… and 2 computer moves")."""
    if len(game.actions) < depth:
        return None
    first = game.actions[-depth]
    what = action_words(lang, first, player_name(game, first["player"], colors), markup=True)
    return Markup(_with_computer_moves(lang, what, depth, markup=True))


def last_action_plain(game: Game | Drawn, lang: str, depth: int = 1) -> str | None:
    if len(game.actions) < depth:
        return None
    what = action_words(lang, game.actions[-depth], last_action_owner(game, depth), markup=False)
    return _with_computer_moves(lang, what, depth, markup=False)


def last_action_owner(game: Game | Drawn, depth: int = 1) -> str | None:
    """The name of the player whose action an Undo would take back (None: nothing to take back)."""
    if len(game.actions) < depth:
        return None
    return table(game)["players"][game.actions[-depth]["player"]]["name"]


def _with_computer_moves(lang: str, what: str, depth: int, markup: bool) -> str:
    """Undo takes a person's decision back together with the computer moves after it, so the
    label counts them."""
    if depth <= 1:
        return what
    return (tx if markup else t)(lang, "undo.with_computers", what=what, count=depth - 1)


UNDO_QUESTION_ID = "pg-undo-question"     # the question names its dialog


def render_undo_question(game: Drawn, lang: str, colors: Sequence[str], depth: int = 1) -> Markup:
    """Asked when the player holding the tablet would take back someone else's action."""
    last = game.actions[-depth]
    what = last_action_text(game, lang, colors, depth)
    question = tx(lang, "undo.ask", what=what, name=player_name(game, last["player"], colors))
    return Markup(f'<div class="confirm-undo" role="alertdialog" aria-labelledby="{UNDO_QUESTION_ID}">'
                  f'<p id="{UNDO_QUESTION_ID}">{question}</p>'
                  f'<div class="actions">{button(t(lang, "undo.yes"), "undo", cls="danger", sure="1")}'
                  f'{button(t(lang, "undo.no"), "cancel")}</div></div>')
