"""Presenting the MCTS lecture live (deck mode) and stepping through the search on its slide.

In a 1280x720 window the notebook is run and presented from the first slide to
the last (`presenting.present`). On the slide of the MCTS step-through player the
test moves it with Next, Next, Previous, the End key on the slider and Previous
back to the last simulation's selection (with its UCB1 table);
after each move `trace_player_page.PlayerStepper` compares the DOM with the
kernel (the sentence, the UCB1 table row by row, the slider's readout, the
picture: a fresh kernel drawing of that step) and the whole player (buttons,
drawing and UCB1 table together) must lie inside the window. Then it is stepped
from the first step to the last and the slide measured at every step, as every
slide of the lecture (`live_slide`: at most 720 px, nothing in a scroll box, no
text under 18 px, no error output; the list in build/browser/live_<notebook>.txt).
Screenshots: build/browser/present_mcts_*.png.
"""

import pytest

from conftest import OUT
from lab_browser import shut_down_kernels
from presenting import assert_presented_for_a_hall, present
from test_present_connect_four import assert_inside_window
from trace_player_page import PlayerStepper, step_through_every_step

NOTEBOOK = "11_monte_carlo_tree_search.ipynb"  # the lecture with the MCTS step-through player


@pytest.fixture(scope="module")
def presented(browser, lab, notebooks_copy):
    """The lecture presented once, the player stepped on its slide."""
    page = browser.new_page()
    try:
        yield present(page, lab, notebooks_copy / NOTEBOOK, step_on_the_players_slide())
    finally:
        page.close()
        shut_down_kernels(lab)


def test_present_mcts_and_step_through_the_search_on_its_slide(presented):
    assert presented.acted == 1, "no slide showed the MCTS player"


def test_present_mcts_every_slide_and_step_fits_a_hall(presented):
    assert len(presented.steps) > 30  # every step of the player, each measured
    assert_presented_for_a_hall(presented, OUT / f"live_{NOTEBOOK.removesuffix('.ipynb')}.txt")


def step_on_the_players_slide():
    """An `act` for `present`: on the slide with the player, steps forwards and back, each checked."""
    def act(page, record):
        widget = page.locator(".jp-deck-mod-onscreen .course-trace-player")
        if not widget.count():
            return False
        step_forwards_and_back(page, widget.first)
        step_through_every_step(page, widget.first, record)
        return True
    return act


def step_forwards_and_back(page, widget):
    stepper = PlayerStepper(page, widget, "present_mcts")
    start = stepper.check("start", lambda s: s["step"] == 0)
    page.screenshot(path=str(OUT / "present_mcts_slide_start.png"))
    assert_inside_window(widget)
    stepper.press("Next", "next", 1)
    stepper.press("Next", "next_again", 2)
    stepper.press("Previous", "previous", 1)
    stepper.slider_key("End", "slider_end", start["last"])
    assert widget.locator("button", has_text="Next").is_disabled()
    stepper.press("Previous", "previous_from_the_end", start["last"] - 1)
    stepper.press("Previous", "back_to_the_expansion", start["last"] - 2)
    selection = stepper.press("Previous", "back_to_the_selection", start["last"] - 3)
    assert selection["explanation"].startswith("Selection by UCB1")  # its table under the drawing
    page.screenshot(path=str(OUT / "present_mcts_slide_selection.png"))
    assert_inside_window(widget)  # buttons, drawing and UCB1 table on the screen together
    assert len(set(stepper.drawings.values())) == len(stepper.drawings)  # one picture per step
