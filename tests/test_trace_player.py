"""The step-through widget: its logic (TraceStepper) and its thin ipywidgets shell, without a browser."""

import matplotlib.pyplot as plt
import pytest

from course_lib import MinimaxAlphaBetaSolverV1, aima_figure_5_2, trace_search
from course_lib.widgets.board_controls import live_region
from course_lib.widgets.trace_player import TracePlayer, TraceStepper, step_through


@pytest.fixture
def trace():
    return trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())


def test_stepper_moves_within_the_trace(trace):
    stepper = TraceStepper(trace)
    assert (stepper.step, stepper.last, stepper.at_start) == (0, 38, True)
    assert stepper.previous() == 0  # stays at the first step
    assert stepper.next() == 1
    assert stepper.go(20) == 20
    assert stepper.explanation == "beta = 2 <= alpha = 3 at C: prune the remaining children c2, c3."
    assert stepper.caption.startswith("step 20 of 38: beta = 2")
    assert stepper.go(38) == 38 and stepper.at_end
    assert stepper.next() == 38  # stays at the last step
    with pytest.raises(IndexError, match="outside this trace's steps 0..38"):
        stepper.go(39)
    assert stepper.step == 38
    assert repr(stepper).startswith("TraceStepper(step 38 of 38, SearchTrace(")


def test_stepper_draws_without_caption(trace):
    ax = TraceStepper(trace, step=20).draw()
    assert ax.get_title() == "step 20 of 38"
    assert not any("prune" in text.get_text() for text in ax.texts)
    plt.close("all")


def test_player_handlers_keep_slider_sentence_and_buttons_in_step(trace):
    player = step_through(trace)
    assert isinstance(player, TracePlayer)
    assert repr(player) == "TracePlayer(step 0 of 38)"
    assert player.previous_button.disabled and not player.next_button.disabled
    assert "Start the search at A (MAX)" in player.explanation.value

    player._on_move("next")
    assert (player.stepper.step, player.slider.value) == (1, 1)
    assert "Enter B (MIN)" in player.explanation.value and not player.previous_button.disabled

    player.slider.value = 20  # what dragging the slider does: the observer moves the stepper
    assert player.stepper.step == 20
    assert player.explanation.value == live_region(
        "<b>step 20 of 38</b>: beta = 2 &lt;= alpha = 3 at C: prune the remaining children c2, c3.")
    player._on_move("previous")
    assert (player.stepper.step, player.slider.value) == (19, 19)

    player.slider.value = 38
    assert player.next_button.disabled
    player._on_move("next")  # at the end: nothing moves, the view is redrawn
    assert (player.stepper.step, player.slider.value) == (38, 38)
    plt.close("all")


def test_each_step_shows_its_own_picture_drawn_without_pyplot(trace):
    player = TracePlayer(trace, figsize=(6, 3))
    first = bytes(player.drawing.value)
    assert first.startswith(b"\x89PNG") and plt.get_fignums() == []  # no pyplot figure left open
    player._on_move("next")
    assert bytes(player.drawing.value) != first
    player._on_move("previous")
    assert bytes(player.drawing.value) == first  # the same step, the same picture
    assert TracePlayer(trace).figsize == TraceStepper(trace).default_figsize()
    assert plt.get_fignums() == []


def test_buttons_are_wired_to_the_handlers(trace):
    player = TracePlayer(trace, step=5)
    player.next_button.click()
    player.next_button.click()
    player.previous_button.click()
    assert (player.stepper.step, player.slider.value) == (6, 6)
    plt.close("all")


def test_layout_sentence_beside_the_buttons_and_a_full_width_slider(trace):
    player = TracePlayer(trace)
    controls, slider, drawing = player.children
    assert controls.children == (player.previous_button, player.next_button, player.explanation)
    assert slider is player.slider and slider.layout.width == "auto"  # the row, its margins inside
    assert drawing is player.drawing and drawing.format == "png"
    assert "course-trace-player" in player._dom_classes
    assert "course-trace-sentence" in player.explanation._dom_classes
    plt.close("all")
