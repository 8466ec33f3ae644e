"""The HKUST step-by-step example: the game tree below a real position, expanded and drawn."""

import matplotlib.pyplot as plt
import pytest

from course_lib import MinimaxSolver, MinimaxSolverV1
from course_lib.views.board_tree import draw_board_tree, expand, hkust_example_position
from course_lib.analysis.tree_minimax import minimax_values, principal_variation


def test_hkust_example_matches_the_slides_steps(game):
    tree, boards, moves = expand(game, hkust_example_position())
    values = minimax_values(tree)
    assert len(boards) == 11 and len(tree.leaves()) == 5
    # level 1: top-centre -1 (O wins), left-centre +1 (X wins at once), right-centre 0
    assert [moves[(i,)] for i in range(3)] == [(0, 1), (1, 0), (1, 2)]
    assert [values[(i,)] for i in range(3)] == [-1, 1, 0]
    # steps 1-3 and 6-9: the level-2 values under top-centre and right-centre
    assert [values[(0, 0)], values[(0, 1)], values[(2, 0)], values[(2, 1)]] == [0, -1, 1, 0]
    assert values[()] == 1
    assert principal_variation(tree) == [(), (1,)]
    state = hkust_example_position()
    assert MinimaxSolverV1().select_move(game, state, "X") == (1, 0)
    assert MinimaxSolver().minimax_value(game, state, "X") == 1


def test_expand_refuses_o_to_move_and_big_trees(game):
    with pytest.raises(ValueError, match="needs X to move"):
        expand(game, game.make_move(game.initial_state(), (1, 1), "X"))
    with pytest.raises(ValueError, match="more than 200 nodes"):
        expand(game, game.initial_state())


def test_draw_board_tree_draws_one_board_per_node(game):
    ax = draw_board_tree(game, hkust_example_position(), title="HKUST")
    assert len(ax.child_axes) == 11
    red = [line for line in ax.get_lines() if line.get_color() == "crimson"]
    assert len(red) == 1  # root -> left-centre
    assert sorted(t.get_text() for t in ax.texts if t.get_text() in {"+1", "-1", "0"}) == (
        ["+1"] * 4 + ["-1"] * 2 + ["0"] * 5)
    plt.close(ax.figure)


def test_expanded_tree_has_the_games_minimax_value(game):
    state = game.initial_state()
    for move in [(1, 1), (0, 0), (2, 2), (0, 2)]:
        state = game.make_move(state, move, game.to_move(state))
    tree, _, _ = expand(game, state, max_nodes=2000)
    assert minimax_values(tree)[()] == MinimaxSolver().minimax_value(game, state, "X")
