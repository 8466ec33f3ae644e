"""Every figure has a text alternative that says what it shows (issue 31, item 2).

The views describe what they draw (`course_lib.views.descriptions`); a displayed
figure's ``image/png`` output carries the text as its ``alt`` metadata; every
image in the committed notebooks has one, and two different images never share one.
"""

import base64
import hashlib
import json
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
import pytest

from course_lib import ConnectFour, GameTree, MinimaxAlphaBetaSolverV1, TicTacToe, trace_search
from course_lib.views import describe, draw_board, draw_minimax_tree, draw_step, figure_alt
from course_lib.views.board_tree import draw_board_tree
from course_lib.views.connect_four_board import draw_connect_four
from course_lib.views.descriptions import board_alt, connect_four_alt
from course_lib.views.match_view import plot_running_average
from course_lib.views.mcts_view import draw_visit_shares

ROOT = Path(__file__).resolve().parent.parent


def play(game, *moves):
    state, player = game.initial_state(), "X"
    for move in moves:
        state, player = game.make_move(state, move, player), game.get_opponent(player)
    return state


def test_a_board_reads_as_its_position_and_whose_turn_it_is():
    board = play(TicTacToe(), (1, 1), (0, 0), (2, 2))
    assert board_alt(board) == "3x3 tic-tac-toe board, X: b2, c3; O: a1; O to move."
    assert board_alt(TicTacToe().initial_state()) == "Empty 3x3 tic-tac-toe board, X to move."
    won = play(TicTacToe(), (0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    assert board_alt(won) == "3x3 tic-tac-toe board, X: a1, b1, c1; O: a2, b2; X has won."


def test_a_connect_four_board_reads_column_by_column_bottom_to_top():
    state = ConnectFour.from_moves("4453")  # Pons' 1-indexed columns: 3, 3, 4, 2 here
    assert connect_four_alt(state, highlight=3) == (
        "Connect Four board, 7 columns numbered 0 to 6, pieces listed bottom to top: "
        "column 2: O; column 3: X O; column 4: X; column 3 is marked; 2 X and 2 O pieces, "
        "X to move unless the game is over.")


def test_a_tree_reads_as_its_shape_values_and_chosen_path():
    ax = draw_minimax_tree(GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]), title="R&N fig. 5.2")
    assert figure_alt(ax.figure) == (
        "R&N fig. 5.2: Game tree, 2 levels below the root, 9 leaves: MAX root, value 3 "
        "[MIN 0, value 3 [3, 12, 8], MIN 1, value 2 [2, 4, 6], MIN 2, value 2 [14, 5, 2]]. "
        "Highlighted path: root to 0 to 0-0.")
    plt.close(ax.figure)


def test_an_alpha_beta_step_reads_with_its_sentence_window_and_pruned_nodes():
    tree = GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
    last = len(trace) - 1
    ax = draw_step(trace, last)
    alt = figure_alt(ax.figure)
    plt.close(ax.figure)
    assert alt.startswith("The search is over: root has value 3")
    assert "(pruned)" in alt and "alpha=" in alt and "beta=" in alt
    cut = draw_step(trace, 10)
    assert figure_alt(cut.figure) != alt  # every step its own text
    plt.close(cut.figure)


def test_a_tree_of_boards_names_each_move_and_its_value():
    game = TicTacToe()
    state = np.array([["X", " ", "O"], [" ", "X", " "], ["X", "O", "O"]])
    ax = draw_board_tree(game, state)
    alt = figure_alt(ax.figure)
    plt.close(ax.figure)
    assert alt.startswith("Game tree of boards. Root: 3x3 tic-tac-toe board, X: a1, b2, a3; "
                          "O: c1, b3, c3; X to move. Minimax value +1.")
    assert "X a2 (+1) on the principal variation" in alt


def test_a_plot_reads_as_its_axes_and_curves():
    ax = plot_running_average({"A vs B": [1, -1, 1, 1], "C vs D": [0, 0, -1, 1]})
    alt = figure_alt(ax.figure)
    plt.close(ax.figure)
    assert alt.startswith("Plot. x axis 'games played', ")
    assert "A vs B: from (1, 1) to (4, 0.75)." in alt and "C vs D: from (1, 0) to (4, 0.25)." in alt


def test_several_panels_are_described_in_order_and_a_figure_of_ones_own_too():
    fig, axes = plt.subplots(1, 2)
    draw_board(TicTacToe().initial_state(), axes[0])
    draw_visit_shares({(0, 0): 3, (1, 1): 1}, ax=axes[1])
    assert figure_alt(fig) == (
        "Panel 1 of 2: Empty 3x3 tic-tac-toe board, X to move. Panel 2 of 2: Share of the root's "
        "visits per move on a 3x3 board (cells a1 top left), most visited first: a1 75%, b2 25%.")
    describe(fig, "Two   views\nof one position")
    assert figure_alt(fig) == "Two views of one position"
    plt.close(fig)
    with pytest.raises(ValueError, match="non-empty"):
        describe(fig, "  ")
    with pytest.raises(TypeError, match="Figure or Axes"):
        describe("a picture", "text")


def test_a_figure_displayed_in_ipython_carries_its_alt_as_png_metadata():
    from IPython.core.interactiveshell import InteractiveShell
    from course_lib.views.alt_text import register_with_ipython

    shell = InteractiveShell.instance()
    try:
        assert register_with_ipython()
        fig, ax = plt.subplots()
        draw_connect_four(ConnectFour().initial_state(), ax, title="the start")
        _, metadata = shell.display_formatter.format(fig)
        assert metadata["image/png"]["alt"].startswith("the start: Connect Four board, 7 columns")
        plt.close(fig)
    finally:
        InteractiveShell.clear_instance()


def images_and_alts(folder):
    """``[(notebook, cell index, sha256 of the PNG, alt or None)]`` for every PNG output in `folder`."""
    found = []
    for path in sorted(Path(folder).glob("[0-9][0-9]_*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for index, cell in enumerate(cells):
            for output in cell.get("outputs", []):
                png = output.get("data", {}).get("image/png")
                if png:
                    digest = hashlib.sha256(base64.b64decode(png)).hexdigest()
                    alt = output.get("metadata", {}).get("image/png", {}).get("alt")
                    found.append((path.name, index, digest, alt))
    return found


def alt_text_problems(folder):
    """Images without a text alternative, and texts shared by different images."""
    found = images_and_alts(folder)
    missing = [f"{name} cell {index}" for name, index, _, alt in found if not alt]
    images_of = {}
    for name, index, digest, alt in found:
        if alt:
            images_of.setdefault(alt, {})[digest] = f"{name} cell {index}"
    shared = [f"{list(places.values())}: {alt[:80]}" for alt, places in images_of.items()
              if len(places) > 1]
    return found, missing, shared


def test_every_image_of_the_notebooks_has_its_own_text_alternative():
    found, missing, shared = alt_text_problems(ROOT / "notebooks")
    assert found, "no image in the notebooks"
    assert not missing, f"{len(missing)} images without alt text: {missing[:10]}"
    assert not shared, f"different images with the same alt text: {shared[:5]}"


def test_bar_charts_are_described_by_their_lengths_and_names():
    from course_lib.views.alt_text import describe_plot

    figure, ax = plt.subplots()
    ax.barh(["minimax", "alpha-beta"], [549_946, 18_297])
    ax.set_xscale("log")
    assert describe_plot(ax).endswith("Bars: minimax 549946, alpha-beta 18297.")
    plt.close(figure)
    figure, ax = plt.subplots()
    ax.bar([1, 2], [5, 6])  # numeric positions are not names
    assert describe_plot(ax).endswith("Bars: 5, 6.")
    plt.close(figure)
