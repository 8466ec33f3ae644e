"""The design's tic-tac-toe figures, checked exactly (X first, row-major moves, full depth)."""

import pytest

from course_lib import (
    MinimaxSolverV1,
    MinimaxSolverV2,
    TicTacToe,
    count_games_up_to_symmetry,
    count_positions,
    count_sequences_up_to_symmetry,
    count_valid_sequences,
    tree_statistics,
)


@pytest.fixture(scope="module")
def statistics():
    return tree_statistics(TicTacToe())


def test_complete_games(game):
    assert count_valid_sequences(game, game.initial_state(), "X") == 255_168


def test_outcome_split_and_node_count(statistics):
    assert statistics.leaves == 255_168
    assert statistics.outcomes == {"X_wins": 131_184, "O_wins": 77_904, "draws": 46_080}
    assert statistics.nodes == 549_946
    assert statistics.nodes_per_ply == [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
    # no game ends before ply 5 (X's third mark)
    assert statistics.leaves_per_ply[:5] == [0, 0, 0, 0, 0]
    assert statistics.leaves_per_ply[5] == 1440


def test_reachable_positions(game):
    assert count_positions(game) == 5_478
    assert count_positions(game, up_to_symmetry=True) == 765
    assert count_positions(game, terminal_only=True) == 958
    assert count_positions(game, terminal_only=True, up_to_symmetry=True) == 138


def test_sequences_up_to_symmetry(game):
    assert count_sequences_up_to_symmetry(game, game.initial_state(), "X") == 26_830
    assert count_games_up_to_symmetry(game) == 31_896


def test_minimax_visits_the_whole_tree_and_finds_a_draw(game):
    solver = MinimaxSolverV2()
    move = solver.select_move(game, game.initial_state(), "X")
    assert solver.nodes_visited == 549_946
    assert move == (0, 0)  # all first moves draw; the first in row-major order is kept
    assert MinimaxSolverV1().minimax_value(game, game.initial_state(), "X") == 0


def test_counts_per_ply_plot(statistics):
    """Notebook 02's figure: the bound dashed grey, the tree, the positions (a Counter), log scale."""
    from collections import Counter

    import matplotlib.pyplot as plt

    from course_lib.views import plot_counts_per_ply
    bound = [1, 9, 72, 504, 3024, 15120, 60480, 181440, 362880, 362880]
    positions = Counter({0: 1, 1: 9, 2: 72, 3: 252, 4: 756, 5: 1260, 6: 1520, 7: 1140, 8: 390, 9: 78})
    ax = plot_counts_per_ply(statistics.nodes_per_ply, positions, bound, bound_label="9!/(9-d)!")
    assert [line.get_label() for line in ax.lines] == [
        "9!/(9-d)!", "nodes of the game tree", "distinct positions"]
    assert list(ax.lines[1].get_ydata()) == statistics.nodes_per_ply
    assert list(ax.lines[2].get_ydata()) == [positions[d] for d in range(10)]
    assert ax.lines[0].get_linestyle() == "--" and ax.get_yscale() == "log"
    plt.close(ax.figure)
    with pytest.raises(ValueError, match=r"bound has 3 counts, one per ply was expected \(10\)"):
        plot_counts_per_ply(statistics.nodes_per_ply, bound=[1, 9, 72])
    plt.close("all")
