"""What the page shows, drawn from a Scene: which screen (layout), and its parts as HTML.

A Scene is the App's state as plain inputs (screen, game, seats, language, the choice in
progress, notices...). Drawing reads it and changes nothing: the engine is asked once per
redraw (frame.read: one view, the legal actions; then the decision room's answers) and the
renderers receive that frame, never the Game. The snapshot draws a Scene of its own
(controller/snapshot.py), so the App is never touched to draw it.
"""
from __future__ import annotations

from ..board.layout import in_play as cities_in_play
from ..board.svg import places_open, render_overlay, render_plan, static_svg
from ..common import color_hex, decision_rev, game_cards, one_view
from ..decisions import ROOMS, answers, barred
from ..decisions.planner import plan_facts
from ..h import Markup, button, esc
from ..i18n import t, tx
from ..words.logtext import render_log, sentence
from ..words.refusals import refusal_text
from ..screens import promo_ui
from ..screens.live import render_live, render_news
from ..screens.howto import last_action_owner, last_action_plain, last_action_text, render_howto, render_undo_question
from ..screens.panels import render_players, render_plant_market, render_resource_market
from ..screens.progress import render_progress
from ..screens.savelist import render_saved_games
from ..screens.start import lang_picker, render_load_error, render_start
from ..screens.strip import render_strip
from ..screens.toasts import since_last_turn
from . import computers
from .frame import read

GAME_PARTS = ("pg-top", "pg-strip", "pg-zoom", "pg-board", "pg-board-plan", "pg-board-overlay", "pg-decision",
              "pg-plants", "pg-resources", "pg-players", "pg-log")
# Parts drawn inside another part: the board's dynamic groups live in its static <svg>.
# When the outer part is written, the page writes the inner ones again.
NESTED = {"pg-board": ("pg-board-plan", "pg-board-overlay")}
BOARD_IDS = NESTED["pg-board"]
# The live region lives outside #app (index.html), so it stays when the layout changes.
LIVE = "pg-live"


class Scene:
    """The inputs of one drawing (read only). `replace` gives a copy with some fields changed."""
    FIELDS = ("screen", "lang", "game", "decision", "colors", "seats", "ack", "table_open", "rev", "choice", "flash",
              "notice", "confirm", "howto", "log_mark", "spy_peek", "pace_ms", "skipping", "undo_depth",
              "setup", "start_error", "import_error", "load_error", "shelf", "game_id",
              "alert", "storage_note",  # the game is not stored: said over every screen (storage/keeping.py)
              "heard",                  # (game id, log length) the live region has said (screens/live.py)
              "news")                   # (number, words) the live region says once, beside the log's
    __slots__ = FIELDS

    def __init__(self, **fields):
        for name in self.FIELDS:
            setattr(self, name, fields[name])

    def replace(self, **changes) -> "Scene":
        return Scene(**{**{name: getattr(self, name) for name in self.FIELDS}, **changes})


def holder(game, d, seats, table_open: bool, ack):
    """Who holds the tablet: `ack`, or at an open table the player whose decision `d` it is,
    unless he may know something the others may not (then it is handed over even at an open
    table) or is a computer."""
    if (d is None or d["player"] == ack or not table_open or computers.is_computer(seats, d["player"])
            or game.view(d["player"]).get("private")):
        return ack
    return d["player"]


def layout_of(screen: str, game, d, seats, ack) -> str:
    """The screen to show; `d` is the game's decision."""
    if screen == "game" and game is not None:
        # a computer's decision is played in sight of everyone: no hand-over
        if d is not None and d["player"] != ack and not computers.is_computer(seats, d["player"]):
            return "handover"
        return "game"
    return screen


def render(s: Scene, cache: dict) -> tuple:
    """(layout, {element id: inner HTML}). The page rebuilds everything when the layout
    changes and otherwise replaces only the parts whose HTML changed. `cache` keeps parts
    between drawings (keyed by what they show)."""
    layout = layout_of(s.screen, s.game, s.decision, s.seats, s.ack)
    lang = s.lang
    if layout == "start":
        current = s.game_id if s.game is not None else s.shelf.current_id()
        saved = render_saved_games(s.shelf.entries(), current, lang, s.confirm)
        parts = {"pg-screen": Markup(s.alert + s.storage_note + render_start(
            s.setup, lang, saved, s.start_error, s.notice, import_error=s.import_error))}
        if s.news:
            parts[LIVE] = render_news(s.news)
        return layout, parts
    if layout == "loaderror":
        err, raw = s.load_error
        return layout, {"pg-screen": Markup(s.alert + render_load_error(lang, err.message(lang), raw))}
    with one_view():      # one read model per drawing
        d = s.decision
        held = layout == "game" and d is not None and s.ack == d["player"] \
            and not computers.is_computer(s.seats, d["player"])
        f = read(s.game, d["player"] if held else None, s.undo_depth, tuple(seat.get("kind") for seat in s.seats))
        live = render_live(f, s.heard, s.game_id, lang, s.colors, computers.computer_seats(s.seats),
                           computers.every_move_told(s.pace_ms), s.news)
        if layout == "handover":
            return layout, {"pg-screen": Markup(s.alert + _title(lang) + ROOMS["handover"].render(
                f, {}, s.choice, lang, s.colors)), LIVE: live}
        parts = _game_parts(s, f, held, cache)
        parts["pg-decision"] = Markup(s.alert + parts["pg-decision"])
        parts[LIVE] = live
        return layout, parts


def _title(lang: str) -> Markup:
    """The page's one h1 in a game, for screen readers (the board and panels leave no room for it)."""
    return Markup(f'<h1 class="visually-hidden">{esc(t(lang, "app.title"))}</h1>')


def _skip(lang: str) -> Markup:
    """The game's first Tab stop: a skip button to the decision, shown while it has the focus
    (WCAG 2.4.1, bypass blocks). keyboard.js moves the focus: a button, not a link, so the address
    and the history stay as they are."""
    return Markup(f'<button type="button" class="skip-link">{esc(t(lang, "kb.skip"))}</button>')


def _cached(cache: dict, name: str, key, make):
    hit = cache.get(name)
    if hit is not None and hit[0] == key:
        return hit[1]
    value = make()
    cache[name] = (key, value)
    return value


def _game_parts(s: Scene, f, held: bool, cache: dict) -> dict:
    lang, colors, choice = s.lang, s.colors, s.choice
    d = f.decision
    room = d["kind"] if d else "over"
    found = answers(room, s.game, f, choice) if held or room == "over" else {}
    building = d is not None and d["kind"] == "build"
    build = (found if held else plan_facts(s.game, d["player"], ())) if building else None
    base = (s.rev, lang)
    hexes = [color_hex(c) for c in colors]
    opens = {n: t(lang, "board.opens_in_step", step=n) for n in (2, 3)}
    plan = tuple(choice["plan"]) if building else ()
    seat = d["player"] if building else None
    bots = computers.computer_seats(s.seats)          # their bidding runs are one line in the log
    each_raise = computers.every_move_told(s.pace_ms)   # ... after their raises, at a slow pace
    kinds = f.kinds                                   # a computer's mark beside its name

    def board():     # the static layer: once per map, regions, Step and language
        v = f.view
        label = t(lang, "board.label", map=t(lang, "map." + v["map"]))
        return Markup("".join(static_svg(v["map"], cities_in_play(v["map"], tuple(v["regions"])),
                                         places_open(v), label, BOARD_IDS)))

    cart = found.get("amounts", {}) if d and d["kind"] == "buy" else {}
    market = choice["market"] if d and d["kind"] == "buy" else None
    return {
        "pg-top": _cached(cache, "top", base + (f.undo_depth is not None, s.howto), lambda: _topbar(s, f, undo_off(s))),
        "pg-zoom": _cached(cache, "zoom", lang, lambda: Markup("".join(
            button(label, "zoom", cls="zoom" + (" fit" if how == "fit" else ""), zoom=how,
                   title=t(lang, "board.zoom_" + how))
            for how, label in (("in", "+"), ("out", "−"), ("fit", t(lang, "board.fit")))))),
        "pg-strip": _cached(cache, "strip", base + (kinds,),
                            lambda: render_strip(f.view, game_cards(f.view), colors, lang, kinds)),
        "pg-board": _cached(cache, "board", base, board),
        # a tap on a city changes only this group of the board: the planned paths and rings
        "pg-board-plan": _cached(cache, "plan", (s.rev, plan, seat),
                                 lambda: Markup(render_plan(f, plan, build["steps"] if build else ()))),
        # houses, buildable cities and what each adds to the plan: per action and tap
        "pg-board-overlay": _cached(cache, "overlay", (s.rev, seat, plan, lang), lambda: Markup(
            render_overlay(f, hexes, build, plan=plan, current=d["player"] if d else None, opens=opens,
                           lang=lang))),
        "pg-decision": _decision_panel(s, f, held, found, barred.told_to(s.game, f, d["player"]) if held else ()),
        "pg-plants": _cached(cache, "plants", base, lambda: Markup(
            render_plant_market(f, lang) + promo_ui.render_market_strip(f, lang, colors))),
        "pg-resources": _cached(cache, "resources", base + (tuple(cart.items()), market),
                                lambda: render_resource_market(f, lang, cart, market)),
        "pg-players": _cached(cache, "players", base + (kinds,), lambda: render_players(f, lang, colors, kinds)),
        # the log scrolls, so it is a Tab stop; role=log, but silent (aria-live=off): the page
        # rewrites it whole, and the live region says each new entry once (live.py)
        "pg-log": _cached(cache, "log", base + (each_raise,), lambda: Markup(
            f'<h3>{esc(t(lang, "panel.log"))}</h3><div id="pg-log-list" class="log-scroll" role="log" aria-live="off" '
            f'tabindex="0" aria-label="{esc(t(lang, "panel.log"))}">'
            f'{render_log(f, lang, colors, computers=bots, each_raise=each_raise)}</div>')),
    }


def undo_off(s: Scene):
    """Why Undo is unavailable (the engine's refusal code), or None when it is available."""
    return s.game.undo_refusal(computers.undo_back(s.game, s.seats)) if s.undo_depth is None else None


def _topbar(s: Scene, f, refusal=None) -> Markup:
    """The top bar: progress, Undo, how to play, export, new game, language. Undo shows only
    whose action it takes back ("Undo: Ann"), so that the label fits whole in every language.
    Its accessible name is those words, as a voice command names it (WCAG 2.5.3); its title, which
    a screen reader speaks after the name, says the whole ("Undo: Ann's bid of 12") or why it
    cannot (`refusal`)."""
    lang = s.lang
    depth = f.undo_depth
    what = last_action_plain(f, lang, depth) if depth else None
    if what is not None:
        shown = t(lang, "undo.label", what=last_action_owner(f, depth))
        title = t(lang, "undo.label", what=what)
    else:
        shown = title = t(lang, "menu.undo")
        if refusal:
            title = refusal_text(lang, refusal)
    undo = button(shown, "undo", cls="tool undo-named", disabled=what is None, title=title)
    undo += button(t(lang, "howto.button"), "howto", cls="tool" + (" on" if s.howto else ""),
                   pressed=s.howto)
    return Markup(f'{_title(lang)}{_skip(lang)}<div class="status">{render_progress(f.view, lang)}</div>'
                  f'<div class="tools">{undo}{button(t(lang, "menu.export"), "export", cls="tool")}'
                  f'{button(t(lang, "menu.new"), "new", cls="tool")}{lang_picker(lang)}</div>')


def _decision_panel(s: Scene, f, held: bool, found: dict, barred_from=()) -> Markup:
    """The decision of the player holding the tablet (`held`), with what the page tells him first:
    a refusal, a notice, the auctions the rules barred him from since his last turn."""
    lang, colors = s.lang, s.colors
    flash = ""
    if s.flash:
        flash = f'<p class="{s.flash[0]}" role="alert">{s.flash[1]}</p>'
    if s.notice:
        flash += f'<p class="notice" role="status">{esc(s.notice)}</p>'
    if s.howto:
        flash += render_howto(f, lang)
    if (s.confirm and s.confirm[0] == "undo" and s.confirm[1] == len(f.actions)
            and f.undo_depth is not None):
        flash += render_undo_question(f, lang, colors, f.undo_depth)
    d = f.decision
    if d is None:
        return Markup(flash + ROOMS["over"].render(f, found, s.choice, lang, colors))
    kind = d["kind"]
    flash = _turn_banner(s, f) + flash
    flash += promo_ui.announcements(f, lang, colors, s.log_mark) + barred.render_own(barred_from, lang)
    if computers.is_computer(s.seats, d["player"]):
        return Markup(f'<div class="decision-kind-computer">{flash}{_computer_panel(s, f)}</div>')
    body = ROOMS[kind].render(f, found, s.choice, lang, colors)
    spy = promo_ui.render_spy(f, lang, s.spy_peek) if held else ""
    # Every tap inside carries the revision it was drawn for (a stale one is ignored: App.dispatch).
    return Markup(f'<div class="decision-kind-{esc(kind)}" data-rev="{esc(decision_rev(f))}">'
                  f'{flash}{body}{spy}</div>')


def _computer_panel(s: Scene, f) -> Markup:
    """A computer's turn: who is thinking, what was just played, and the pacing buttons."""
    lang, colors = s.lang, s.colors
    seat = f.decision["player"]
    name = f.player(seat)["name"]
    last = last_action_text(f, lang, colors)
    played = f'<p class="bot-played">{tx(lang, "table.bot.played", what=last)}</p>' if last else ""
    people = any(not computers.is_computer(s.seats, i) for i in range(len(s.seats)))
    tools = (button(t(lang, "bot.slower"), "bot-slower", cls="tool", disabled=s.pace_ms >= computers.MAX_PACE_MS)
             + button(t(lang, "bot.faster"), "bot-faster", cls="tool", disabled=s.pace_ms == 0))
    if people:
        tools += button(t(lang, "bot.skip"), "bot-skip", cls="tool", pressed=s.skipping)
    return Markup(f'<div class="bot-turn pcb-{esc(colors[seat])}"><h2 class="bot-thinking">'
                  f'{esc(t(lang, "bot.thinking", name=name))}</h2>{played}'
                  f'<div class="actions bot-tools">{tools}</div></div>')


def _turn_banner(s: Scene, f) -> str:
    """Open table: "Bruno's turn" in his colour, and what the others did since his last turn."""
    if not s.table_open:
        return ""
    lang, colors = s.lang, s.colors
    seat = f.decision["player"]
    name = f.player(seat)["name"]
    color = colors[seat] if seat < len(colors) else "black"
    events = since_last_turn(f.view["log"], seat)
    toasts = "".join(f'<li class="toast log-{esc(e.get("e", ""))}">{sentence(f, e, lang, colors)}</li>'
                     for e in events)
    toasts = f'<ul class="toasts" aria-label="{esc(t(lang, "toasts.title"))}">{toasts}</ul>' if toasts else ""
    return (f'<div class="turn-banner pcb-{esc(color)}" role="status" data-seat="{seat}">'
            f'{esc(t(lang, "turn.banner", name=name))}</div>{toasts}')


def skeleton(layout: str, parts: dict) -> str:
    """The whole #app content for a layout, with its parts filled in (the nested parts,
    NESTED, are written into their groups afterwards: see fill_nested)."""
    if layout != "game":
        return f'<div id="pg-screen" class="screen screen-{layout}">{parts["pg-screen"]}</div>'
    p = parts
    return (f'<div class="game">'
            f'<header id="pg-top" class="topbar">{p["pg-top"]}</header>'
            f'<nav id="pg-strip" class="stripbar">{p["pg-strip"]}</nav>'
            f'<div id="pg-board" class="board-wrap">{p["pg-board"]}</div>'
            f'<div id="pg-zoom" class="zoom-tools">{p["pg-zoom"]}</div>'
            f'<div class="side">'
            f'<section id="pg-decision" class="panel decision">{p["pg-decision"]}</section>'
            f'<section id="pg-plants" class="panel">{p["pg-plants"]}</section>'
            f'<section id="pg-resources" class="panel">{p["pg-resources"]}</section>'
            f'<section id="pg-players" class="panel">{p["pg-players"]}</section>'
            f'<section id="pg-log" class="panel">{p["pg-log"]}</section>'
            f'</div></div>')


def fill_nested(html: str, parts: dict) -> str:
    """The page as the browser shows it once every nested part is written into its group
    (for tests: the page does it with innerHTML)."""
    for outer, inner in NESTED.items():
        for key in inner:
            if key in parts:
                marker = f'id="{key}"'
                at = html.find(marker)
                if at >= 0:
                    close = html.index(">", at) + 1
                    html = html[:close] + parts[key] + html[close:]
    return html
