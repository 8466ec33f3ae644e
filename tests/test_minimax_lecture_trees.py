"""The design's tree figures (values, chosen moves), solved by every minimax variant.

One instance of each solver solves tic-tac-toe *and* all five lecture trees:
the solvers use the `Game` interface only.
"""

import pytest

from course_lib import (
    DepthLimitedMinimaxSolver,
    MinimaxSolver,
    MinimaxSolverV1,
    MinimaxSolverV2,
    RandomizedMinimaxSolver,
    SymmetricMinimaxSolver,
    TicTacToe,
    aima_figure_5_2,
    cmput396_tree,
    hkust_tree,
    pruning_walkthrough_tree,
    two_move_game,
)
from course_lib.solvers.memoize import minimax
from course_lib.analysis.tree_minimax import minimax_values, principal_variation
from course_lib.views.minimax_tree import draw_minimax_tree, minimax_tree_text

# tree, root value, move chosen at the root, values of the root's children
FIGURES = [
    (two_move_game, 3, "A", [3, 1]),
    (aima_figure_5_2, 3, 0, [3, 2, 2]),
    (pruning_walkthrough_tree, 3, 0, [3, -4]),
    (hkust_tree, 7, 0, [7, 4, 1]),
    (cmput396_tree, 5, 0, [5, 1]),
]


def solvers():
    return [MinimaxSolverV1(), MinimaxSolverV2(), MinimaxSolver(), SymmetricMinimaxSolver(),
            DepthLimitedMinimaxSolver(max_depth=9),
            RandomizedMinimaxSolver(seed=0)]  # no ties below: its random choice is forced


@pytest.mark.parametrize("solver", solvers(), ids=lambda s: s.get_name())
def test_one_instance_solves_tictactoe_and_every_lecture_tree(solver):
    game = TicTacToe()
    late = game.initial_state()
    for move in [(0, 0), (1, 1), (0, 1)]:  # X must block at (0, 2): minimax value 0
        late = game.make_move(late, move, game.to_move(late))
    assert solver.select_move(game, late, "O") == (0, 2)
    assert solver.minimax_value(game, late, "O") == 0
    for make_tree, value, move, _ in FIGURES:
        tree = make_tree()
        assert solver.minimax_value(tree, (), "X") == value, tree
        assert solver.select_move(tree, (), "X") == move, tree
    # back to tic-tac-toe with the same instance: nothing stale
    assert solver.select_move(game, late, "O") == (0, 2)


def test_one_naive_instance_plays_tictactoe_and_every_lecture_tree():
    from course_lib import GameRunner, NaiveSolver

    solver = NaiveSolver(seed=0)
    for game in [TicTacToe()] + [make_tree() for make_tree, *_ in FIGURES]:
        runner = GameRunner(game)
        runner.play_game(solver, solver)  # IllegalSolverMoveError if a move were illegal
        assert game.is_terminal(runner.states[-1])
        assert solver.nodes_visited > 0


@pytest.mark.parametrize("make_tree, value, move, child_values", FIGURES)
def test_backed_up_values_and_principal_variation(make_tree, value, move, child_values):
    tree = make_tree()
    values = minimax_values(tree)
    assert values[()] == value
    assert [values[(i,)] for i in range(len(child_values))] == child_values
    line = principal_variation(tree)
    assert line[0] == () and tree.is_terminal(line[-1])
    assert tree.evaluate(line[-1]) == value  # the PV ends on a leaf worth the root value
    assert all(values[state] == value for state in line)
    assert tree.move_name((), line[1][0]) == move


def test_the_other_minimax_entry_points_agree_on_the_lecture_trees():
    for make_tree, value, move, _ in FIGURES:
        tree = make_tree()
        assert minimax(tree, (), 9, "X", True) == (value, move)
        randomized = RandomizedMinimaxSolver(seed=0)
        assert randomized.minimax_value(tree, (), "X") == value
        assert randomized.optimal_moves(tree, (), "X") == [move]  # no ties at these roots


def test_pruning_walkthrough_inner_values():
    values = minimax_values(pruning_walkthrough_tree())
    assert {path: values[path] for path in [(0, 0), (0, 1), (1, 0), (1, 1)]} == {
        (0, 0): 3, (0, 1): 5, (1, 0): -4, (1, 1): 9}
    assert principal_variation(pruning_walkthrough_tree()) == [(), (0,), (0, 0), (0, 0, 1)]


def test_two_move_game_as_text():
    assert minimax_tree_text(two_move_game()) == "\n".join([
        "└── root  MAX = 3  *",
        "    ├── A  MIN = 3  *",
        "    │   ├── 3  *",
        "    │   └── 5",
        "    └── B  MIN = 1",
        "        ├── 2",
        "        └── 1",
    ])


def test_drawing_highlights_the_principal_variation_and_writes_the_values():
    import matplotlib.pyplot as plt

    ax = draw_minimax_tree(cmput396_tree(), title="CMPUT 396")
    red = [line for line in ax.get_lines() if line.get_color() == "crimson"]
    assert len(red) == 2  # A-B and B-E
    texts = [text.get_text() for text in ax.texts]
    assert texts.count("5") >= 3  # root A, node B and leaf E show 5
    assert ax.get_title() == "CMPUT 396"
    plt.close(ax.figure)
