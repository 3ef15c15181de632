"""The game screen of the App: which screen to show, its parts as HTML, and the panels they hold
(the top bar, the decision in progress, a computer's turn, the open table's turn banner).

A mixin of `App` (app.py), as `DecisionTaps` is: it reads the App's game, seats, language and
cache, and changes nothing but the one-shot notice it shows. Rendering is a pure function of
that state, so it runs in CPython tests as in the page.
"""
from __future__ import annotations

from powergrid import Game

from . import computers, decisions, promo_ui
from .board import render_overlay, render_plan, static_svg
from .common import color_hex, decision_rev, one_view, table
from .h import Markup, button, esc
from .howto import last_action_plain, last_action_text, render_howto, render_undo_question
from .i18n import t
from .layout import in_play as cities_in_play
from .logtext import render_log
from .panels import render_players, render_plant_market, render_resource_market
from .progress import render_progress
from .savelist import render_saved_games
from .screens import lang_picker, render_final, render_handover, render_load_error, render_start
from .strip import render_strip
from .toasts import since_last_turn

GAME_PARTS = ("pg-top", "pg-strip", "pg-zoom", "pg-board", "pg-board-plan", "pg-board-overlay", "pg-decision",
              "pg-plants", "pg-resources", "pg-players", "pg-log")
# Parts drawn inside another part: the board's dynamic groups live in its static <svg>.
# When the outer part is written, the page writes the inner ones again.
NESTED = {"pg-board": ("pg-board-plan", "pg-board-overlay")}
BOARD_IDS = NESTED["pg-board"]


class GameScreen:
    """What the App draws (mixed into App)."""

    def open_table(self) -> bool:
        return self.setup.get("table") != "private"

    def _secret_for(self, seat: int) -> bool:
        """Whether `seat` may know something the others may not (then the tablet is handed over
        even at an open table). The base game has no secret."""
        return bool(self.game.view(seat).get("private"))

    def _open_table_ack(self) -> None:
        """At an open table the next player needs no hand-over screen: he has the tablet."""
        if self.screen != "game" or self.game is None or not self.open_table():
            return
        d = self.game.decision()
        if (d is not None and d["player"] != self.ack and not self._secret_for(d["player"])
                and not computers.is_computer(self.seats, d["player"])):
            self.ack = d["player"]

    def layout(self) -> str:
        if self.screen == "game" and self.game is not None:
            self._open_table_ack()
            d = self.game.decision()
            # a computer's decision is played in sight of everyone: no hand-over
            if d is not None and d["player"] != self.ack and not computers.is_computer(self.seats, d["player"]):
                return "handover"
            return "game"
        return self.screen

    def render(self) -> tuple:
        """(layout, {element id: inner HTML}). The page rebuilds everything when the layout
        changes and otherwise replaces only the parts whose HTML changed."""
        with one_view():      # one read model per drawing
            return self._render()

    def _render(self) -> tuple:
        layout = self.layout()
        lang = self.lang
        alert = self.storage_alert()         # the game is not stored: said over every screen
        if layout == "start":
            saved = self._saved_list()
            return layout, {"pg-screen": Markup(alert + self.storage_note_html() + render_start(
                self.setup, lang, saved, self.start_error, self.notice, import_error=self.import_error))}
        if layout == "loaderror":
            err, raw = self.load_error
            return layout, {"pg-screen": Markup(alert + render_load_error(lang, err.message(lang), raw))}
        if layout == "handover":
            toasts = since_last_turn(self._read()["log"], self.game.decision()["player"])
            return layout, {"pg-screen": Markup(alert + render_handover(
                self.game, lang, self.colors, self.undo_depth(), toasts))}
        parts = self._game_parts()
        parts["pg-decision"] = Markup(alert + parts["pg-decision"])
        return layout, parts

    def _saved_list(self) -> Markup:
        """The saved games for the start screen (from the shelf's index: no replay)."""
        entries = self.shelf.entries()
        current = self.game_id if self.game is not None else self.shelf.current_id()
        return render_saved_games(entries, current, self.lang, self.confirm)

    def _cached(self, name: str, key, make):
        hit = self._cache.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = make()
        self._cache[name] = (key, value)
        return value

    def _game_parts(self) -> dict:
        g, lang, colors = self.game, self.lang, self.colors
        d = g.decision()
        v = self._view()
        base = (self.rev, lang)
        hexes = [color_hex(c) for c in colors]
        plan = tuple(v["plan"]) if d and d["kind"] == "build" else ()
        seat = d["player"] if d and d["kind"] == "build" else None

        def board():     # the static layer: once per map, regions, Step and language
            v = table(g)
            label = t(lang, "board.label", map=t(lang, "map." + v["map"]))
            return Markup("".join(static_svg(v["map"], cities_in_play(v["map"], tuple(v["regions"])),
                                             v["step"], label, BOARD_IDS)))

        def overlay():   # houses, buildable cities and what each adds to the plan: per action and tap
            preview = g.build_preview(seat) if seat is not None else None
            opens = {n: t(lang, "board.opens_in_step", step=n) for n in (2, 3)}
            return Markup(render_overlay(g, hexes, preview, plan=plan, seat=seat,
                                         current=d["player"] if d else None, opens=opens))

        cart = decisions.cart_amounts(v["cart"]) if d and d["kind"] == "buy" else {}
        market = v["market"] if d and d["kind"] == "buy" else None
        parts = {
            "pg-top": self._cached("top", base + (self.can_undo(), self.howto), lambda: self._topbar(d)),
            "pg-zoom": self._cached("zoom", lang, lambda: Markup("".join(
                button(label, "zoom", cls="zoom" + (" fit" if how == "fit" else ""), zoom=how,
                       title=t(lang, "board.zoom_" + how))
                for how, label in (("in", "+"), ("out", "−"), ("fit", t(lang, "board.fit")))))),
            "pg-strip": self._cached("strip", base, lambda: render_strip(
                self._read(), self._cards(), colors, lang)),
            "pg-board": self._cached("board", base, board),
            # a tap on a city changes only this group of the board: the planned paths and rings
            "pg-board-plan": self._cached("plan", (self.rev, plan, seat),
                                          lambda: Markup(render_plan(g, seat, plan))),
            "pg-board-overlay": self._cached("overlay", (self.rev, seat, plan, lang), overlay),
            "pg-decision": self._decision_panel(d, v),
            "pg-plants": self._cached("plants", base, lambda: Markup(
                render_plant_market(g, lang) + promo_ui.render_market_strip(g, lang, colors))),
            "pg-resources": self._cached("resources", base + (tuple(cart.items()), market),
                                         lambda: render_resource_market(g, lang, cart, market)),
            "pg-players": self._cached("players", base, lambda: render_players(g, lang, colors)),
            "pg-log": self._cached("log", base, lambda: Markup(
                f'<h3>{esc(t(lang, "panel.log"))}</h3>{render_log(g, lang, colors)}')),
        }
        return parts

    # ---- what the table reads (the read model) --------------------------------------
    def _read(self) -> dict:
        """The game's read model, once per change."""
        return self._cached("read", self.rev, self._read_model)

    def _read_model(self) -> dict:
        return self.game.view()

    @staticmethod
    def _cards() -> dict:
        return Game.plant_cards()

    def _topbar(self, d) -> Markup:
        lang = self.lang
        depth = self.undo_depth()
        what = last_action_plain(self.game, lang, depth) if depth else None
        label = t(lang, "undo.label", what=what) if what else t(lang, "menu.undo")
        undo = button(label, "undo", cls="tool undo-named", disabled=what is None, title=label)
        undo += button(t(lang, "howto.button"), "howto", cls="tool" + (" on" if self.howto else ""),
                       pressed=self.howto)
        return Markup(f'<div class="status">{render_progress(self._read(), lang)}</div>'
                      f'<div class="tools">{undo}{button(t(lang, "menu.export"), "export", cls="tool")}'
                      f'{button(t(lang, "menu.new"), "new", cls="tool")}{lang_picker(lang)}</div>')

    def _decision_panel(self, d, v) -> Markup:
        g, lang, colors = self.game, self.lang, self.colors
        flash = ""
        if self.flash:
            flash = f'<p class="{self.flash[0]}" role="alert">{self.flash[1]}</p>'
        if self.notice:
            flash += f'<p class="notice" role="status">{esc(self.notice)}</p>'
            self.notice = None
        if self.howto:
            flash += render_howto(g, lang)
        if (self.confirm and self.confirm[0] == "undo" and self.confirm[1] == len(g.actions)
                and self.can_undo()):
            flash += render_undo_question(g, lang, colors, self.undo_depth())
        if d is None:
            return Markup(flash + render_final(g, lang, colors))
        kind = d["kind"]
        flash = self._turn_banner(d) + flash
        flash += promo_ui.announcements(g, lang, colors, self.log_mark)
        if computers.is_computer(self.seats, d["player"]):
            return Markup(f'<div class="decision-kind-computer">{flash}{self._computer_panel(d)}</div>')
        if kind == "asset":
            body = promo_ui.render_asset(g, lang, colors, v["bid"], decisions._stepper)
        elif kind == "attach":
            body = promo_ui.render_attach(g, lang)
        elif kind == "choose":
            body = decisions.render_choose(g, lang, colors, v["plant"], v["bid"])
        elif kind == "bid":
            body = decisions.render_bid(g, lang, colors, v["bid"])
        elif kind == "discard":
            body = decisions.render_discard(g, lang, colors)
        elif kind == "buy":
            body = decisions.render_buy(g, lang, colors, v["cart"], v["market"])
        elif kind == "build":
            body = decisions.render_build(g, lang, colors, v["plan"])
        else:
            choice = self._power_choice(d["player"])
            body = decisions.render_power(g, lang, colors, choice["plants"], choice["burn"])
        spy = promo_ui.render_spy(g, d["player"], lang, self.spy_peek) if self.ack == d["player"] else ""
        # Every tap inside carries the revision it was drawn for (a stale one is ignored: App.dispatch).
        return Markup(f'<div class="decision-kind-{esc(kind)}" data-rev="{esc(decision_rev(g))}">'
                      f'{flash}{body}{spy}</div>')

    def _computer_panel(self, d) -> Markup:
        """A computer's turn: who is thinking, what was just played, and the pacing buttons."""
        g, lang, colors = self.game, self.lang, self.colors
        seat = d["player"]
        name = table(g)["players"][seat]["name"]
        last = last_action_text(g, lang, colors)
        played = f'<p class="bot-played" role="status">{last}</p>' if last else ""
        people = any(not computers.is_computer(self.seats, i) for i in range(len(self.seats)))
        tools = button(t(lang, "bot.faster"), "bot-faster", cls="tool", disabled=self.pace_ms == 0)
        if people:
            tools += button(t(lang, "bot.skip"), "bot-skip", cls="tool", pressed=self.skipping)
        return Markup(f'<div class="bot-turn pcb-{esc(colors[seat])}"><h2 class="bot-thinking">'
                      f'{esc(t(lang, "bot.thinking", name=name))}</h2>{played}'
                      f'<div class="actions bot-tools">{tools}</div></div>')

    def _turn_banner(self, d) -> str:
        """Open table: "Bruno's turn" in his colour, and what the others did since his last turn."""
        if not self.open_table():
            return ""
        from .logtext import sentence  # noqa: PLC0415
        g, lang, colors = self.game, self.lang, self.colors
        seat = d["player"]
        name = self._read()["players"][seat]["name"]
        color = colors[seat] if seat < len(colors) else "black"
        events = since_last_turn(self._read()["log"], seat)
        toasts = "".join(f'<li class="toast log-{esc(e.get("e", ""))}">{sentence(g, e, lang, colors)}</li>'
                         for e in events)
        toasts = f'<ul class="toasts" aria-label="{esc(t(lang, "toasts.title"))}">{toasts}</ul>' if toasts else ""
        return (f'<div class="turn-banner pcb-{esc(color)}" role="status" data-seat="{seat}">'
                f'{esc(t(lang, "turn.banner", name=name))}</div>{toasts}')

    @staticmethod
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
                f'<aside class="side">'
                f'<section id="pg-decision" class="panel decision" aria-live="polite">{p["pg-decision"]}</section>'
                f'<section id="pg-plants" class="panel">{p["pg-plants"]}</section>'
                f'<section id="pg-resources" class="panel">{p["pg-resources"]}</section>'
                f'<section id="pg-players" class="panel">{p["pg-players"]}</section>'
                f'<section id="pg-log" class="panel">{p["pg-log"]}</section>'
                f'</aside></div>')


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

