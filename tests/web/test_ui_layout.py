"""What the screens show in words (issue 22, "At the table"): the progress line's chips read as
titles in every language."""
from __future__ import annotations

import re

import pytest

from pgui.i18n import LANGS
from pgui.screens.progress import PHASE_NUMBERS, render_progress
from web_scenes import new_game


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("phase", [*PHASE_NUMBERS, "over"])
def test_every_chip_of_the_progress_line_starts_with_a_capital(lang, phase):
    """BASE-ROUND-1: "Fase 2 · Asta", "Faza 2 · Licitație", never "fase 2"."""
    view = dict(new_game(3).view(), phase=phase)
    chips = re.findall(r'<span class="chip[^"]*">([^<]*)</span>', str(render_progress(view, lang)))
    assert len(chips) >= 3
    for chip in chips:
        assert chip[:1].isupper(), (lang, chip)
