"""Tree drawings readable in a lecture hall: 10 pt text, nothing written on an edge, values inside nodes."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

from course_lib import (  # noqa: E402
    GameTree,
    MinimaxAlphaBetaSolverV1,
    aima_figure_5_2,
    cmput396_tree,
    draw_minimax_tree,
    pruning_walkthrough_tree,
    trace_search,
    two_move_game,
)
from course_lib.trace.search_trace import _trace_search_unchecked  # noqa: E402
from course_lib.views.trace_views import draw_step, show_frames  # noqa: E402
from course_lib.views.tree_view import draw_tree, tree_figsize  # noqa: E402

EXERCISE_LIKE = GameTree([[[4, 6], [7, 1]], [[2, 5], [9, 8]], [[6, 3], [8, 7]]],
                         node_labels="ABCDEFGHIJabcdefghijkl")
LABEL_COLOURS = {"navy", "darkgreen", "dimgrey"}  # node names, alpha/beta notes, move labels


def edges(ax):
    return [line for line in ax.lines if len(line.get_xydata()) == 2]


def labels(ax):
    return [text for text in ax.texts if text.get_color() in LABEL_COLOURS and text.get_text()]


def crossings(ax):
    """Return ``(label, edge)`` pairs where an edge passes through a label's box (display units)."""
    renderer = ax.figure.canvas.get_renderer()
    ax.figure.canvas.draw()
    found = []
    for text in labels(ax):
        box = text.get_window_extent(renderer).shrunk(0.95, 0.9)
        for line in edges(ax):
            ends = ax.transData.transform(line.get_xydata())
            points = ends[0] + np.linspace(0, 1, 400)[:, None] * (ends[1] - ends[0])
            if any(box.contains(x, y) for x, y in points):
                found.append((text.get_text(), tuple(map(tuple, line.get_xydata()))))
    return found


def _frames(tree, steps):
    trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
    return show_frames(trace, [step if step >= 0 else len(trace) + step for step in steps]).axes


def _searched(tree):
    trace = _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree)  # exercise 1's leaves
    return [draw_step(trace, len(trace) - 1)]


DRAWINGS = {
    "walkthrough frames": lambda: _frames(pruning_walkthrough_tree(), [10, 19, 24, -1]),
    "fig. 5.2 frames": lambda: _frames(aima_figure_5_2(), [20, -1]),
    "exercise-like tree, searched": lambda: _searched(EXERCISE_LIKE),
    "exercise-like tree": lambda: [draw_tree(EXERCISE_LIKE)],
    "Two-Move game": lambda: [draw_minimax_tree(two_move_game())],
    "CMPUT 396": lambda: [draw_minimax_tree(cmput396_tree())],
}


@pytest.mark.parametrize("name", DRAWINGS)
def test_no_label_sits_on_an_edge_and_all_text_is_ten_point(name):
    for ax in DRAWINGS[name]():
        assert crossings(ax) == []
        assert min(text.get_fontsize() for text in ax.texts) >= 10
    plt.close("all")


def assert_inside_the_upward_triangle(ax, text, centre, size):
    """`text` (an Axes text) lies inside the upward triangle of `size` points centred at `centre`."""
    renderer = ax.figure.canvas.get_renderer()
    ax.figure.canvas.draw()
    box = text.get_window_extent(renderer)
    root = ax.transData.transform(centre)
    half = size / 2 * ax.figure.dpi / 72  # points, in pixels
    # An upward triangle of half-width h around its centre: at height y above the centre
    # (y from -h to h) it is (h - y) / 2 wide on each side.
    for x, y in ((box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1)):
        dy = y - root[1]
        assert -half <= dy <= half
        assert abs(x - root[0]) <= (half - dy) / 2


def test_the_roots_minus_infinity_stays_inside_its_triangle():
    walk = trace_search(MinimaxAlphaBetaSolverV1(), pruning_walkthrough_tree())
    ax = draw_step(walk, 0)
    value = next(text for text in ax.texts if text.get_text() == "-∞")
    root_marker = next(line for line in ax.lines if line.get_marker() == "^")
    assert root_marker.get_markersize() == 30  # NODE_SIZE: a short value needs no larger node
    assert_inside_the_upward_triangle(ax, value, (3.5, 0), 30)  # the root is centred over the 8 leaves
    plt.close("all")


def test_a_fraction_at_the_root_gets_a_triangle_large_enough_to_hold_it():
    from fractions import Fraction

    from course_lib import Chance

    half = Fraction(1, 2)
    ax = draw_tree(GameTree([Chance([(half, 4), (half, 1)]), 2]), values={(): Fraction(5, 2)})
    value = next(text for text in ax.texts if text.get_text() == "5/2")
    root_marker = next(line for line in ax.lines if line.get_marker() == "^")
    assert root_marker.get_markersize() == 38
    assert_inside_the_upward_triangle(ax, value, tuple(root_marker.get_xydata()[0]), 38)
    plt.close("all")


def test_figures_are_sized_to_show_unshrunk():
    for tree in (pruning_walkthrough_tree(), aima_figure_5_2(), EXERCISE_LIKE):
        width, height = tree_figsize(tree)
        assert width <= 9.4 and height < 5
    assert tree_figsize(GameTree([[1] * 5] * 5))[0] > 9.4  # 25 leaves: wider, not unreadable


def test_a_row_of_boards_is_no_wider_than_the_output_area():
    from course_lib import TicTacToe
    from course_lib.views.board import show_boards

    game = TicTacToe()
    show_boards([game.initial_state()] * 7, per_row=5)  # 5 boards of 2.2 in would be 11 in
    assert plt.gcf().get_figwidth() <= 9.4
    plt.close("all")
