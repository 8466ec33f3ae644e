"""Checkers for the minimax exercises (notebook 03, the Two-Move game)."""

import numbers

from ..games.tree import GameTree
from ..solvers.minimax import MinimaxSolverV1
from . import ExerciseFailure, checker

TWO_MOVE_LEAVES = [[3, 5], [2, 1]]
_LEAF_NAMES = [["(A,C)", "(A,D)"], ["(B,C)", "(B,D)"]]


@checker("Two-Move game: make B the best move")
def check_two_move_leaf(make_leaves):
    """Check ``make_leaves()``: the Two-Move leaves with exactly one changed so that X's best move is B.

    `make_leaves` returns ``[[(A,C), (A,D)], [(B,C), (B,D)]]`` (the lecture's
    ``[[3, 5], [2, 1]]`` with one number changed).
    """
    leaves = make_leaves()
    if not (isinstance(leaves, (list, tuple)) and len(leaves) == 2
            and all(isinstance(row, (list, tuple)) and len(row) == 2 for row in leaves)
            and all(_is_number(x) for row in leaves for x in row)):
        raise ExerciseFailure(
            f"expected [[(A,C), (A,D)], [(B,C), (B,D)]], two lists of two numbers, got {leaves!r}")
    changed = [_LEAF_NAMES[i][j] for i in range(2) for j in range(2)
               if leaves[i][j] != TWO_MOVE_LEAVES[i][j]]
    if len(changed) != 1:
        raise ExerciseFailure(
            f"expected exactly one leaf changed from {TWO_MOVE_LEAVES}, got {len(changed)} "
            f"changed ({', '.join(changed) or 'none'})")
    tree = GameTree([list(row) for row in leaves], move_labels=[["A", "B"], ["C", "D"]])
    solver = MinimaxSolverV1()
    value_a = solver.minimax_value(tree, (0,), "O")
    value_b = solver.minimax_value(tree, (1,), "O")
    move = solver.select_move(tree, (), "X")
    if move != "B":
        hint = ("a tie keeps A, the first best move" if value_a == value_b else
                "MIN picks the smaller leaf under each move, so B is worth only its smaller leaf")
        raise ExerciseFailure(
            f"expected move B, got {move}: after changing {changed[0]}, MIN holds A to "
            f"{value_a} and B to {value_b} ({hint})")
    return (f"changing {changed[0]} makes B the best move: MIN holds A to {value_a} "
            f"and B to {value_b}, minimax value {value_b}")


def _is_number(x):
    return isinstance(x, numbers.Real) and not isinstance(x, bool)
