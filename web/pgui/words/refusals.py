"""Engine refusals in the player's language.

The engine's IllegalAction (and game.quote) carry a `code` and `params` for every refusal
a player can meet (powergrid.errors.ERROR_CODES); the catalogue has a sentence
"error.<code>" for each. Parameters are shown as given (names, numbers, city names),
except resource types, maps and regions, which are named through the catalogue. Only a refusal without a
code (malformed input no UI sends) falls back to the engine's English message.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..common import plant_label
from ..h import Markup, esc
from ..i18n import EN, market_name, t

RESOURCE_PARAMS = ("resources",)
MARKET_PARAMS = ("market",)     # Korea's market names ("north", "south"), KOREA-2


def _resource_names(lang: str, value: object) -> str:
    return _either([t(lang, "res." + str(r)) for r in (value if isinstance(value, (list, tuple)) else [value])], lang)


def _market_names(lang: str, value: object) -> str:
    return _either([market_name(lang, m) for m in (value if isinstance(value, (list, tuple)) else [value])], lang)


def _either(names: Sequence[str], lang: str) -> str:
    """"a, b or c" in the player's language."""
    if len(names) <= 1:
        return "".join(names)
    return t(lang, "list.or", items=", ".join(names[:-1]), last=names[-1])


def params_for(lang: str, params: Mapping[str, Any] | None) -> dict[str, Any]:
    """The refusal's parameters ready for the catalogue (resource types and market names translated)."""
    out = dict(params or {})
    for key in RESOURCE_PARAMS:
        if key in out:
            out[key] = _resource_names(lang, out[key])
    for key in MARKET_PARAMS:
        if key in out:
            out[key] = _market_names(lang, out[key])
    if "plant" in out:
        out["plant"] = plant_label(out["plant"])
    if "map" in out:
        out["map"] = t(lang, "map." + str(out["map"]))
    if "region" in out:
        out["region"] = t(lang, "region." + str(out["region"]))
    if "kind" in out:               # a plant's kind (CE-3)
        out["kind"] = t(lang, "kind." + str(out["kind"]))
    if "similar" in out:            # the board's spellings a city name may mean
        out["similar"] = _either([str(c) for c in out["similar"]], lang)
    if "starts" in out:             # the cities a network may begin in (JP-2)
        out["starts"] = _either([str(c) for c in out["starts"]], lang)
    if "in_regions" in out:         # the regions a rule asks a city in (CE-3)
        out["in_regions"] = _either([t(lang, "region." + str(r)) for r in out["in_regions"]], lang)
    return out


def has_text(code: object) -> bool:
    return isinstance(code, str) and ("error." + code) in EN


def refusal_text(lang: str, code: object, params: Mapping[str, Any] | None = None, message: str = "") -> str:
    """Plain text (escape it before it enters HTML): the translated sentence for `code`,
    or "Not allowed: <English message>" when there is no code."""
    if isinstance(code, str) and has_text(code):
        try:
            return t(lang, "error." + code, **params_for(lang, params))
        except (KeyError, IndexError):   # parameters missing: never crash a game on a message
            pass
    return t(lang, "error.illegal", reason=message)


def error_text(lang: str, error: BaseException) -> str:
    """refusal_text for an IllegalAction."""
    return refusal_text(lang, getattr(error, "code", None), getattr(error, "params", None), str(error))


def quote_text(lang: str, quote: Mapping[str, Any]) -> str:
    """refusal_text for the reason of a game.quote(...) answer."""
    return refusal_text(lang, quote.get("code"), quote.get("params"), quote.get("reason") or "")


def error_html(lang: str, error: BaseException) -> Markup:
    return Markup(esc(error_text(lang, error)))
