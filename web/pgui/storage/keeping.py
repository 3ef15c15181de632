"""Keeping the game stored: writes that succeed or say so, two tabs on one game, unreadable saves.

A mixin of App. Nothing a player did is ever lost without telling him:
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
    from powergrid import Game

    from .shelf import Shelf
    from .stored import Store


class Keeping:
    conflict_id: str | None = None     # the game another tab stored since this page read or wrote it
    storage_full = False      # the last write was refused: the game is not saved
    storage_note = False      # the browser may clear the storage (no persistent storage)
    if TYPE_CHECKING:         # the App's, which keeping reads and writes
        game: Game | None
        game_id: str | None
        colors: list[str]
        lang: str
        seats: saves.Seats
        screen: str
        store: Store
        shelf: Shelf
        autosave: bool
        unsaved: bool
        fresh_save: bool
        load_error: tuple[saves.SaveError, str] | None
        broken_id: str | None

        def open_saved(self, game_id: str) -> None: ...

    @property
    def conflict(self) -> bool:
        """Is the game in play one that another tab stored since this page read or wrote it?"""
        return self.game is not None and self.conflict_id == self.game_id

    def save(self) -> None:
        self.unsaved = True
        if self.autosave:
            self.persist()

    def persist(self) -> bool:
        """Write the game to the shelf if it changed since the last write. True when the alert
        shown changed (the page redraws): the write failed, or a failed one now succeeded."""
        alerts = (self.conflict, self.storage_full)
        if not self.unsaved or self.game is None or self.game_id is None:     # (a game has its id)
            self.unsaved = False
        elif not self.conflict:
            try:
                self.shelf.write(self.game_id, self.game, self.colors, self.lang, self.seats)
            except saves.ChangedElsewhere:
                self.conflict_id = self.game_id
            except saves.StorageFull:
                self.storage_full = True
            else:
                self.storage_full = self.unsaved = False
                self.fresh_save = True    # the page writes the resume snapshot next (snapshot.persist)
        return alerts != (self.conflict, self.storage_full)

    def other_tab_stored(self, key: str | None) -> bool:
        """Another tab changed the storage (`key`, None when it was cleared): True when the page
        must redraw (its game changed there, or the list of saved games did)."""
        if self.game is not None and self.game_id is not None and key in (None, saves.GAME_PREFIX + self.game_id):
            if self.shelf.changed_elsewhere(self.game_id) and not self.conflict:
                self.conflict_id = self.game_id
                return True
            return False
        return self.screen == "start" and key in (None, saves.INDEX_KEY)

    def on_take_newer(self, data: object) -> bool:
        """Play on from the game as the other tab stored it (this tab's unsaved moves are dropped:
        the alert offered their export first)."""
        if not self.conflict or self.conflict_id is None:
            return False
        self.unsaved = False
        self.open_saved(self.conflict_id)
        return True

    def backup_unreadable(self) -> None:
        """A stored save that did not load is moved aside once a new game or an import takes its
        place, so that the broken-save screen does not come back: backed up under a key of its
        own (never over an earlier backup), read back, and only then removed. One made by another
        version stays where it is (listed)."""
        if self.load_error is None:
            return
        error, raw = self.load_error
        if self.broken_id is not None and error.key == "save.other_version":
            return
        if not self.shelf.backup(self.broken_id, raw):
            return                        # storage full: the save stays where it is
        if self.broken_id is None:
            self.store.remove(saves.SAVE_KEY)
        else:
            self.shelf.delete(self.broken_id)

    def storage_alert(self) -> Markup:
        """The alert over every screen while the game is not stored, with what to do about it."""
        lang = self.lang
        if self.conflict:
            return Markup(f'<div class="storage-alert error" role="alert"><p>{esc(t(lang, "keep.changed"))}</p>'
                          f'<div class="actions">{button(t(lang, "keep.take_newer"), "take-newer", cls="primary")}'
                          f'{button(t(lang, "keep.export_mine"), "export")}</div></div>')
        if self.storage_full and self.game is not None:
            return Markup(f'<div class="storage-alert error" role="alert"><p>{esc(t(lang, "keep.full"))}</p>'
                          f'<div class="actions">{button(t(lang, "menu.export"), "export", cls="primary")}'
                          f'</div></div>')
        return Markup("")

    def storage_note_html(self) -> Markup:
        """On the start screen, where the browser did not grant persistent storage."""
        if not self.storage_note:
            return Markup("")
        return Markup(f'<p class="storage-note" role="note">{esc(t(self.lang, "keep.may_be_cleared"))}</p>')
