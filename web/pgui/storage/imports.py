"""Where an imported game goes on the shelf, so that the same game is never listed twice.

A listed game is the imported one's when it has the file's id, or the same options (a game's
options hold its random seed: two games with equal options are one game, even when another tablet
gave it an id that was taken here). For such a game:
- the same actions: the listed game is opened ("open");
- the listed actions are a prefix of the file's (the file was played further): the file replaces
  the listed game ("replace");
- otherwise (a shorter or different history, another game that claims the id, a listed save that
  no longer loads) nothing is touched and the file joins the list ("add"), so that nothing a player
  did is lost. It keeps its id while that is free (a second import then finds it by id); a file
  without an id (a version 1 save) gets a new one.
"""
from __future__ import annotations

from typing import Any

from powergrid import Game

from . import saves
from .shelf import Shelf


def history(game: Game) -> tuple[dict[str, Any], list[Any]]:
    """(options, actions) of a game, as its save holds them."""
    save = game.to_json()
    return save["options"], save["actions"]


def stored_options(raw: str | None) -> Any:
    """The options of a stored envelope, read without replaying it (None when unreadable)."""
    try:
        data = saves.read_json(raw, "the save")
        return data["game"]["options"]
    except (TypeError, KeyError, ValueError):
        return None


def same_game_ids(shelf: Shelf, file_id: str | None, options: object) -> list[str]:
    """The listed games that may be the imported one: its id first, then those with its options."""
    ids = [file_id] if file_id is not None and shelf.read(file_id) is not None else []
    for entry in shelf.entries():
        if entry["id"] not in ids and stored_options(shelf.read(entry["id"])) == options:
            ids.append(entry["id"])
    return ids


def placement(shelf: Shelf, loaded: saves.Loaded) -> tuple[str, str | None]:
    """("open" | "replace" | "add", game id or None for a new id) for an imported, loaded save."""
    options, actions = history(loaded.game)
    for game_id in same_game_ids(shelf, loaded.id, options):
        try:
            stored = saves.load_full(shelf.read(game_id))
        except saves.SaveError:
            continue                       # a broken listed save stays as it is, for its own screen
        listed_options, listed_actions = history(stored.game)
        if listed_options != options:
            continue
        if actions == listed_actions:
            return "open", game_id
        if len(actions) > len(listed_actions) and actions[:len(listed_actions)] == listed_actions:
            return "replace", game_id
    free = loaded.id is not None and shelf.read(loaded.id) is None
    return "add", loaded.id if free else None
