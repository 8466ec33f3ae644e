"""Every live slide of every other lecture is fit for a hall: each notebook run and presented in deck mode.

The notebooks with a widget to use on a slide are presented by their own tests
(test_present_connect_four.py, test_present_mcts.py), which measure their slides
too; here each other notebook is run (Run All Cells) in the environment `make lab`
installs, presented from the first slide to the last (`presenting.present`: no
request leaves the lab server, no metadata change, no "File Changed" dialog) and
every slide measured after its outputs are in, and a step-through player (06's
alpha-beta) at every step: at most 720 px, nothing hidden in a scroll box, no text
under 18 px, no error output (`live_slide`; the list in
build/browser/live_<notebook>.txt). A sample of slides is photographed:
build/browser/live_<notebook>_<slide>.png.
"""

import pytest

from conftest import OUT, ROOT
from presenting import assert_presented_for_a_hall, present
from test_present_connect_four import NOTEBOOK as CONNECT_FOUR
from test_present_mcts import NOTEBOOK as MCTS
from trace_player_page import step_through_every_step

OTHERS = [path.name for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
          if path.name not in (CONNECT_FOUR, MCTS)]
PHOTOGRAPHED = (1, 2, 5, 10)  # slides photographed in each deck, for a person to look at


def step_players_and_photograph(stem):
    """An `act` for `present`: photographs some slides; steps every player on a slide, measuring each step."""
    def act(page, record):
        number = act.slides = getattr(act, "slides", 0) + 1
        if number in PHOTOGRAPHED:
            page.screenshot(path=str(OUT / f"live_{stem}_{number:02d}.png"))
        players = page.locator(".jp-deck-mod-onscreen .course-trace-player")
        for k in range(players.count()):
            step_through_every_step(page, players.nth(k), record)
        return players.count() > 0
    return act


@pytest.mark.parametrize("name", OTHERS)
def test_present_every_slide_fits_a_hall(page, lab, notebooks_copy, name):
    stem = name.removesuffix(".ipynb")
    presented = present(page, lab, notebooks_copy / name, act=step_players_and_photograph(stem))
    assert len(presented.slides) > 3
    assert_presented_for_a_hall(presented, OUT / f"live_{stem}.txt")
