"""`python3 -m powergrid simulate` and `tournament` play every map with 2 to 6 players: the
command line takes its map list from the engine, so a new board is playable there at once."""
import pytest

from powergrid import Game
from powergrid.__main__ import main

MAP_IDS = [m["id"] for m in Game.maps()]


@pytest.mark.parametrize("game_map", MAP_IDS)
def test_simulate_plays_every_map_with_2_to_6_players(game_map, capsys):
    """BASE-END-1: one random game per player count ends with its invariants checked."""
    for n in range(2, 7):
        assert main(["simulate", "--map", game_map, "--players", str(n), "--games", "1",
                     "--seed", str(n)]) == 0
        out = capsys.readouterr().out
        assert f"1 games, {n} players, {game_map}," in out


@pytest.mark.parametrize("game_map", MAP_IDS)
def test_tournament_plays_every_map_with_2_to_6_players(game_map, capsys):
    """A computer (easy) against random players on each count; the report counts every seat."""
    for n in range(2, 7):
        seats = ",".join(["easy"] + ["random"] * (n - 1))
        assert main(["tournament", "--map", game_map, "--seats", seats, "--games", "1",
                     "--seed", str(n)]) == 0
        out = capsys.readouterr().out
        assert "easy" in out and out.count("random") >= 1


def test_an_unknown_map_is_refused_with_the_list(capsys):
    """Bad input gets a short message naming the maps, and no game."""
    with pytest.raises(SystemExit) as refused:
        main(["simulate", "--map", "atlantis", "--games", "1"])
    assert refused.value.code == 2
    err = capsys.readouterr().err
    assert "atlantis" in err and all(m in err for m in MAP_IDS)
