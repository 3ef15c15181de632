"""The save envelope kept in localStorage and written to export files.

    {"app": "powergrid-web", "version": 1, "colors": [...], "lang": "en", "game": <Game.to_json()>}

`load(text)` validates everything and rebuilds the game by replaying it; any defect
raises SaveError with a catalogue key and parameters, so the message can be shown
in the players' language.
"""
from __future__ import annotations

import json

from powergrid import Game, IllegalAction, parse_json

from .common import COLOR_IDS
from .i18n import LANGS, t
from .refusals import has_text, refusal_text

APP = "powergrid-web"
VERSION = 1
SAVE_KEY = "powergrid.save.v1"
BACKUP_KEY = "powergrid.save.v1.backup"
LANG_KEY = "powergrid.lang"
MAX_FILE_BYTES = 8_000_000   # an imported file larger than this is refused before it is read


class SaveError(Exception):
    """A save that does not load: a catalogue key ("save.*", or "error.<code>" for a refusal
    of the engine) and its parameters."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def message(self, lang: str) -> str:
        if self.key.startswith("error."):
            return refusal_text(lang, self.key[len("error."):], self.params)
        return t(lang, self.key, **self.params)


def envelope(game: Game, colors, lang: str) -> dict:
    return {"app": APP, "version": VERSION, "colors": list(colors), "lang": lang, "game": game.to_json()}


def dumps(game: Game, colors, lang: str) -> str:
    return json.dumps(envelope(game, colors, lang), ensure_ascii=False, separators=(",", ":"))


def valid_colors(colors, n: int) -> bool:
    return (isinstance(colors, list) and len(colors) == n and all(isinstance(c, str) for c in colors)
            and all(c in COLOR_IDS for c in colors) and len(set(colors)) == n)


def parse(text):
    """The JSON of a save text, its size and nesting checked before it is parsed (a text nested
    thousands deep would exhaust the interpreter's stack), or SaveError."""
    try:
        return parse_json(text, "the save")
    except IllegalAction as e:
        if e.code == "save_too_large":
            raise SaveError("error.save_too_large") from None
        raise SaveError("save.bad_json") from None


def load(text):
    """(game, colors, lang) from a save text, or SaveError."""
    data = parse(text)
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError("save.bad_app")
    if data.get("version") != VERSION:
        version = data.get("version")
        raise SaveError("save.bad_version", version=json.dumps(version)[:40])
    try:
        game = Game.from_json(data.get("game"))
    except IllegalAction as e:
        if has_text(e.code):
            raise SaveError("error." + e.code, **e.params) from None
        raise SaveError("save.bad_game", reason=str(e)) from None
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as e:
        raise SaveError("save.bad_game", reason=type(e).__name__) from None
    colors = data.get("colors")
    if not valid_colors(colors, len(game.view()["players"])):
        raise SaveError("save.bad_colors")
    lang = data.get("lang") if data.get("lang") in LANGS else None
    return game, list(colors), lang


def summary(text):
    """Cheap description of a stored save for the start screen, or None (no replay)."""
    try:
        data = parse(text)
        options = data["game"]["options"]
        return {"players": [str(p) for p in options["players"]], "actions": len(data["game"]["actions"])}
    except (SaveError, TypeError, KeyError):
        return None
