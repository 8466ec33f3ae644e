"""Every live slide of every other lecture fits 1280x720: each notebook run and presented in deck mode.

The notebooks with a widget to use on a slide are presented by their own tests
(test_present_connect_four.py, test_present_mcts.py), which measure their slides
too; here each other notebook is run (Run All Cells), presented from the first
slide to the last (`presenting.present`: no request leaves the lab server, no
metadata change, no "File Changed" dialog) and every slide measured after its
outputs are in: at most 720 px (offenders in build/browser/tall_live_<notebook>.txt).
"""

import pytest

from conftest import OUT, ROOT
from presenting import present
from slide_heights import assert_all_fit
from test_present_connect_four import NOTEBOOK as CONNECT_FOUR
from test_present_mcts import NOTEBOOK as MCTS

OTHERS = [path.name for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
          if path.name not in (CONNECT_FOUR, MCTS)]


@pytest.mark.parametrize("name", OTHERS)
def test_present_every_slide_fits(page, lab, notebooks_copy, name):
    presented = present(page, lab, notebooks_copy / name, act=lambda page: False)
    assert len(presented.slides) > 3
    assert_all_fit(presented.tall, len(presented.slides), OUT / f"tall_live_{name.removesuffix('.ipynb')}.txt")
