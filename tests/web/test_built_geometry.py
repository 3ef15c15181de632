"""The board's geometry of every map is worked out when the site is built (build.py writes
it into the page's zip), so a return visit's first drawing does not spend 1-3 s on it; the page
draws from it exactly the board it would work out itself."""
from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from buildtools import engine_zip  # noqa: E402
from pgui.board import built_geometry, layout  # noqa: E402
from powergrid import Game  # noqa: E402

MAPS = [m["id"] for m in Game.maps()]


@pytest.fixture(scope="module")
def written() -> dict:
    return json.loads(engine_zip.board_geometry())


def test_the_build_holds_every_map(written):
    assert sorted(written) == sorted(MAPS)


@pytest.mark.parametrize("map_key", MAPS)
def test_the_built_geometry_is_the_one_worked_out(written, map_key):
    assert built_geometry.from_record(written[map_key]) == layout.work_out(map_key)


def test_the_page_draws_from_the_built_file_and_works_out_what_it_lacks(tmp_path, monkeypatch, written):
    """With the file beside the module (as in the zip), a map it holds is read, not worked out;
    a map it lacks (or no file: the source tree) is worked out."""
    held, lacking = MAPS[0], MAPS[1]
    record = dict(written[held], size=[1, 2])          # a mark that only the file can have given
    (tmp_path / "geometry.json").write_text(json.dumps({held: record}), "utf-8")
    monkeypatch.setattr(built_geometry, "FILE", tmp_path / "geometry.json")
    built_geometry._records.cache_clear()
    layout._geometry.cache_clear()
    layout.board_size.cache_clear()
    try:
        assert layout.board_size(held) == (1, 2)
        assert layout.board_size(lacking) == layout.work_out(lacking)["size"]
    finally:
        built_geometry._records.cache_clear()
        layout._geometry.cache_clear()
        layout.board_size.cache_clear()


def test_the_zip_carries_the_file_beside_its_module(tmp_path):
    engine_zip.write_zip(tmp_path)
    with zipfile.ZipFile(tmp_path / engine_zip.ZIP_NAME) as archive:
        assert engine_zip.GEOMETRY == "pgui/board/" + built_geometry.FILE.name
        assert json.loads(archive.read(engine_zip.GEOMETRY)) == json.loads(engine_zip.board_geometry())
