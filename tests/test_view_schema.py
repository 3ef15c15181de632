"""The read model is declared once (powergrid/view_schema.py): every key `Game.view()` returns is
declared, and every declared key is returned, in its nested parts too (players, the plant market,
the decision, the cities open, the ledger, the promo cards and their auction, the log's events).

The views are taken on every map of Game.maps(), with every promo card and without, at each new
phase and decision kind, and after the game's end, from the table and from a seat.
"""
import functools
import types
import typing

from powergrid import declared
from powergrid.bots import RandomBot
from powergrid.event_schema import Event
from powergrid.view_schema import GameView, SeatView

from helpers_promos import every_map_game

_fields = functools.cache(declared.fields)
_required = functools.cache(declared.required)
EVENT_SHAPES = {declared.tag(shape, "e"): shape for shape in declared.members(Event)}


def _shapes_within(hint, out: set) -> set:
    """Every TypedDict a hint reaches."""
    if typing.is_typeddict(hint):
        if hint not in out:
            out.add(hint)
            for field in _fields(hint).values():
                _shapes_within(field, out)
    for arg in typing.get_args(hint):
        _shapes_within(arg, out)
    return out


class Walk:
    """Checks a value against its declared hint, recording the keys returned per shape."""

    def __init__(self):
        self.returned: dict[type, set] = {}

    def check(self, value, hint, path: str) -> None:
        origin = typing.get_origin(hint)
        if typing.is_typeddict(hint):
            self._shape(value, hint, path)
        elif origin in (typing.Union, types.UnionType):
            self._one_of(value, typing.get_args(hint), path)
        elif origin is list:
            assert isinstance(value, list), f"{path}: {value!r} is no list"
            for i, item in enumerate(value):
                self.check(item, typing.get_args(hint)[0], f"{path}[{i}]")
        elif origin is dict:
            assert isinstance(value, dict), f"{path}: {value!r} is no dict"
            for key, item in value.items():
                self.check(item, typing.get_args(hint)[1], f"{path}.{key}")

    def _shape(self, value, shape, path: str) -> None:
        assert isinstance(value, dict), f"{path}: {value!r} is no {shape.__name__}"
        hints = _fields(shape)
        undeclared = set(value) - set(hints)
        assert not undeclared, f"{path}: keys {sorted(undeclared)} are not declared in {shape.__name__}"
        missing = set(_required(shape)) - set(value)
        assert not missing, f"{path}: declared keys {sorted(missing)} of {shape.__name__} are missing"
        self.returned.setdefault(shape, set()).update(value)
        for key, item in value.items():
            self.check(item, hints[key], f"{path}.{key}")

    def _one_of(self, value, members: tuple, path: str) -> None:
        if value is None:
            assert type(None) in members, f"{path}: None where none is declared"
            return
        shapes = [m for m in members if typing.is_typeddict(m)]
        if len(shapes) > 1 and isinstance(value, dict):
            if "e" in value:                        # an event: its kind says its shape
                assert value["e"] in EVENT_SHAPES, f"{path}: undeclared event kind {value['e']!r}"
                self._shape(value, EVENT_SHAPES[value["e"]], path)
                return
            exact = [s for s in shapes if set(_fields(s)) == set(value)]
            assert exact, f"{path}: {sorted(value)} is none of {[s.__name__ for s in shapes]}"
            self._shape(value, exact[0], path)
            return
        for member in members:
            if member is not type(None):
                self.check(value, member, path)
                return


def _recent(view: dict) -> dict:
    """The view with only its last events: the view after the end has the whole log."""
    return {**view, "log": view["log"][-5:]}


def _views(game, seed: int):
    """The views at each new phase and decision kind, then after the end: the table's and a seat's."""
    bot, last = RandomBot(seed), None
    while not game.over:
        d = game.decision()
        now = (game.state["phase"], d["kind"])
        if now != last:
            last = now
            yield _recent(game.view()), _recent(game.view(d["player"]))
        game.apply(bot.act(game))
    yield game.view(), _recent(game.view(0))


def test_every_key_the_view_returns_is_declared_and_every_declared_key_is_returned():
    walk = Walk()
    for promos in (False, True):
        for seed, game in enumerate(every_map_game(promos, seed=11)):
            for table, seat in _views(game, seed):
                walk.check(table, GameView, f"{game.state['options']['map']}.view()")
                assert set(table) == set(_fields(GameView))
                walk.check(seat, SeatView, f"{game.state['options']['map']}.view(seat)")
    event_shapes = set(EVENT_SHAPES.values())
    for shape in _shapes_within(SeatView, set()) - event_shapes:
        declared_keys = set(_fields(shape))
        assert walk.returned.get(shape, set()) == declared_keys, \
            f"{shape.__name__}: declared but never returned: {sorted(declared_keys - walk.returned.get(shape, set()))}"
