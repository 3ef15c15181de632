"""docs/API.md's sections of the actions (and decision kinds), the view and the events are
written from their declarations (powergrid/action_schema.py, view_schema.py, event_schema.py;
`python3 -m buildtools.state_doc`), as the state's is: a declaration the doc does not show, or
shows otherwise, makes it stale."""
from pathlib import Path

import pytest

from buildtools import state_doc
from powergrid.action_schema import BuyAction
from powergrid.event_schema import PlantBought
from powergrid.view_schema import PlayerView

API = Path(__file__).resolve().parents[1] / "docs" / "API.md"


@pytest.mark.parametrize("name", ["actions", "view", "events"])
def test_each_declared_section_of_the_api_doc_is_the_one_its_declaration_writes(name):
    text = API.read_text("utf-8")
    assert state_doc.current(text, name) == state_doc.section(name), "stale: run python3 -m buildtools.state_doc"


@pytest.mark.parametrize("name, shape", [("actions", BuyAction), ("view", PlayerView), ("events", PlantBought)])
def test_a_changed_declaration_makes_its_section_stale(monkeypatch, name, shape):
    text = API.read_text("utf-8")
    monkeypatch.setattr(shape, "__doc__", "changed")
    assert state_doc.current(text, name) != state_doc.section(name)


def test_the_check_command_passes_on_the_doc_as_it_is():
    assert state_doc.main(["--check"]) == 0
