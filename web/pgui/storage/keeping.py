"""Keeping the game stored: writes that succeed or say so, two tabs on one game, unreadable saves.

An object the App owns (its `keeping`); it is handed the game in play where it needs it. Nothing
a player did is ever lost without telling him:
- a write the browser refuses (storage full) leaves the game marked unsaved and shows an alert
  with an export, until a later write succeeds (the shelf frees the instant-start snapshot first);
- a game stored by another tab since this page read it is never overwritten: the page says
  "This game was changed in another tab" and takes the newer game on a tap (or exports its own).
  The conflict is that game's: once another game is in play (a new game, an import, another
  saved game continued) it is gone, and that game is stored as usual;
- an unreadable save (a text that is not valid text included) is deleted only once its backup,
  under a key of its own that no later backup writes over, was written and read back; one made
  by another version of the page is kept and listed, never moved;
- at boot every stored game is listed, whatever the index says (shelf.Shelf.reconcile).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import saves
from ..h import Markup, button, esc
from ..i18n import t

if TYPE_CHECKING:
    from collections.abc import Iterable

    from powergrid import Game

    from .shelf import Shelf
    from .stored import Store


class Keeping:
    """The game in play as stored: whether it is, why not, and the writes that store it."""

    def __init__(self, store: Store, shelf: Shelf, autosave: bool) -> None:
        self.store, self.shelf = store, shelf
        self.autosave = autosave      # False: the page stores the game once the screen is drawn
        self.unsaved = False          # the game changed since the last write
        self.fresh_save = False       # the game was written since the last resume snapshot
        self.conflict_id: str | None = None     # the game another tab stored since this page read or wrote it
        self.storage_full = False     # the last write was refused: the game is not saved
        self.storage_note = False     # the browser may clear the storage (no persistent storage)

    def conflict(self, game_id: str | None) -> bool:
        """Is the game in play (`game_id`, None when there is none) one that another tab stored
        since this page read or wrote it?"""
        return game_id is not None and self.conflict_id == game_id

    def persist(self, game: Game | None, game_id: str | None, colors: Iterable[str], lang: str,
                seats: saves.Seats) -> bool:
        """Write the game to the shelf if it changed since the last write. True when the alert
        shown changed (the page redraws): the write failed, or a failed one now succeeded."""
        alerts = (self.conflict(game_id), self.storage_full)
        if not self.unsaved or game is None or game_id is None:     # (a game has its id)
            self.unsaved = False
        elif not self.conflict(game_id):
            try:
                self.shelf.write(game_id, game, colors, lang, seats)
            except saves.ChangedElsewhere:
                self.conflict_id = game_id
            except saves.StorageFull:
                self.storage_full = True
            else:
                self.storage_full = self.unsaved = False
                self.fresh_save = True    # the page writes the resume snapshot next (snapshot.persist)
        return alerts != (self.conflict(game_id), self.storage_full)

    def other_tab_stored(self, key: str | None, game_id: str | None, on_start: bool) -> bool:
        """Another tab changed the storage (`key`, None when it was cleared): True when the page
        must redraw (the game in play, `game_id`, changed there, or the list of saved games did
        while the start screen shows it)."""
        if game_id is not None and key in (None, saves.GAME_PREFIX + game_id):
            if self.shelf.changed_elsewhere(game_id) and not self.conflict(game_id):
                self.conflict_id = game_id
                return True
            return False
        return on_start and key in (None, saves.INDEX_KEY)

    def backup_unreadable(self, load_error: tuple[saves.SaveError, str] | None, broken_id: str | None) -> None:
        """A stored save that did not load (`load_error`, under `broken_id`; None: the version 1
        key) is moved aside once a new game or an import takes its place, so that the broken-save
        screen does not come back: backed up under a key of its own (never over an earlier
        backup), read back, and only then removed. One made by another version stays where it is
        (listed)."""
        if load_error is None:
            return
        error, raw = load_error
        if broken_id is not None and error.key == "save.other_version":
            return
        if not self.shelf.backup(broken_id, raw):
            return                        # storage full: the save stays where it is
        if broken_id is None:
            self.store.remove(saves.SAVE_KEY)
        else:
            self.shelf.delete(broken_id)

    def storage_alert(self, lang: str, game_id: str | None) -> Markup:
        """The alert over every screen while the game in play is not stored, with what to do about it."""
        if self.conflict(game_id):
            return Markup(f'<div class="storage-alert error" role="alert"><p>{esc(t(lang, "keep.changed"))}</p>'
                          f'<div class="actions">{button(t(lang, "keep.take_newer"), "take-newer", cls="primary")}'
                          f'{button(t(lang, "keep.export_mine"), "export")}</div></div>')
        if self.storage_full and game_id is not None:
            return Markup(f'<div class="storage-alert error" role="alert"><p>{esc(t(lang, "keep.full"))}</p>'
                          f'<div class="actions">{button(t(lang, "menu.export"), "export", cls="primary")}'
                          f'</div></div>')
        return Markup("")

    def storage_note_html(self, lang: str) -> Markup:
        """On the start screen, where the browser did not grant persistent storage."""
        if not self.storage_note:
            return Markup("")
        return Markup(f'<p class="storage-note" role="note">{esc(t(lang, "keep.may_be_cleared"))}</p>')
