"""The page's own taps, outside any decision: saved games (continue, delete, export, new),
Undo and its question, the computers' pacing, the how-to card, the spy's peek and the update
banner. Each takes the App and the tapped element's data; False means "nothing to redraw"."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions.desk import Data
from ..i18n import t
from ..screens.howto import last_action_plain
from ..storage import saves
from ..storage.saves import PACE_KEY
from . import computers

if TYPE_CHECKING:
    from .app import App, AppTap


def continue_game(app: App, data: Data) -> None:
    game_id = data.get("id") or app.game_id or app.shelf.current_id()
    app.confirm = None
    if app.game is not None and game_id == app.game_id:
        app.screen = "game"
        app.ack = None
        return
    if game_id and app.shelf.read(game_id) is not None:
        app.persist()
        app.open_saved(game_id)


def delete(app: App, data: Data) -> None:
    """Delete a saved game, once asked and confirmed."""
    game_id = data.get("id")
    if not game_id or not any(e["id"] == game_id for e in app.shelf.entries()):
        return
    if app.confirm != ("delete", game_id):
        app.confirm = ("delete", game_id)
        return
    app.confirm = None
    app.shelf.delete(game_id)
    if game_id == app.game_id:
        app.game, app.game_id, app.keeping.unsaved = None, None, False


def cancel(app: App, data: Data) -> None:
    app.confirm = None


def to_start(app: App, data: Data) -> None:
    app.screen = "start"


def new(app: App, data: Data) -> None:
    app.persist()
    app.screen = "start"
    app.confirm = None


def export(app: App, data: Data) -> bool:
    game_id = data.get("id") or app.game_id
    if app.game is not None and game_id == app.game_id:
        saved = app.shelf.clock()
        text = saves.dumps(app.game, app.colors, app.lang, app.seats, app.game_id, saved)
        app.download = (saves.export_name(app.game, saved), text)
        return False
    stored = app.shelf.read(game_id) if game_id else None
    if stored:
        entry = next((e for e in app.shelf.entries() if e["id"] == game_id), {})
        name = "-".join(["powergrid", str(entry.get("map", "game"))]
                        + [saves._slug(p) for p in entry.get("players", [])]
                        + [str(entry.get("saved") or "")[:10]])
        app.download = (name.rstrip("-") + ".json", stored)
    return False


def undo(app: App, data: Data) -> bool | None:
    """Take back the last action; someone else's only once the player holding the tablet
    has said yes (the hand-over screen is held by the one who just acted: no question)."""
    depth, game = app.undo_depth(), app.game
    if depth is None or game is None:
        return False
    last = game.actions[-depth]["player"]
    if app.layout() == "game" and last != app.ack and not data.get("sure"):
        app.confirm = ("undo", len(game.actions))
        return None
    app.confirm = None
    app.tell(t(app.lang, "live.undone", what=last_action_plain(game, app.lang, depth)))
    if depth == 1:
        game.undo()
    else:
        game.undo_many(depth)
        app.ack = last               # back to that person's decision, the tablet in his hands
    app.skipping = False
    app._changed()
    return True


def bot_faster(app: App, data: Data) -> None:
    app.pace_ms = computers.faster(app.pace_ms)
    app.store.set(PACE_KEY, str(app.pace_ms))


def bot_slower(app: App, data: Data) -> None:
    app.pace_ms = computers.slower(app.pace_ms)
    app.store.set(PACE_KEY, str(app.pace_ms))


def bot_skip(app: App, data: Data) -> None:
    app.skipping = True


def howto(app: App, data: Data) -> None:
    app.howto = not app.howto


def spy_peek(app: App, data: Data) -> None:
    app.spy_peek = app.held_decision() is not None


def spy_hide(app: App, data: Data) -> None:
    app.spy_peek = False


def update_reload(app: App, data: Data) -> bool:
    """Reload into the new version (only ever on the player's tap). The game is saved."""
    if not app.update_ready:
        return False
    app.apply_update = True
    app.persist()
    return False


def take_newer(app: App, data: Data) -> bool:
    """Play on from the game as the other tab stored it (this tab's unsaved moves are dropped:
    the alert offered their export first)."""
    newer = app.keeping.conflict_id
    if not app.conflict or newer is None:
        return False
    app.keeping.unsaved = False
    app.open_saved(newer)
    return True


def update_later(app: App, data: Data) -> None:
    app.update_dismissed = True


TAPS: dict[str, AppTap] = {
    "continue": continue_game, "delete": delete, "cancel": cancel, "to-start": to_start, "new": new,
    "export": export, "undo": undo, "bot-faster": bot_faster, "bot-slower": bot_slower,
    "bot-skip": bot_skip, "howto": howto,
    "spy-peek": spy_peek, "spy-hide": spy_hide, "update-reload": update_reload,
    "update-later": update_later, "take-newer": take_newer}
