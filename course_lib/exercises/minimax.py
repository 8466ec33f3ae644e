"""Checkers for the minimax exercises (notebook 03, the Two-Move game; notebook 04, minimax)."""

import math
import numbers

from ..answer_guard import guard
from ..games.base import IllegalMoveError
from ..games.lecture_trees import (aima_figure_5_2, cmput396_tree, hkust_tree,
                                   pruning_walkthrough_tree, two_move_game)
from ..games.random_trees import random_uniform_tree
from ..games.tree import GameTree
from ..solvers.minimax import MinimaxSolverV1
from . import ExerciseFailure, checker, contained, shown
from .fresh_cases import fresh_seeds

TWO_MOVE_LEAVES = ((3, 5), (2, 1))  # a tuple: a student's code cannot change the reference
_LEAF_NAMES = [["(A,C)", "(A,D)"], ["(B,C)", "(B,D)"]]


@checker("Two-Move game: make B the best move")
def check_two_move_leaf(make_leaves):
    """Check ``make_leaves()``: the Two-Move leaves with exactly one changed so that X's best move is B.

    `make_leaves` returns ``[[(A,C), (A,D)], [(B,C), (B,D)]]`` (the lecture's
    ``[[3, 5], [2, 1]]`` with one number changed).
    """
    if not callable(make_leaves):
        raise ExerciseFailure("expected a function returning the leaves (pass `my_two_move_leaves`, "
                              f"not its result), got a {type(make_leaves).__name__}")
    leaves = contained(make_leaves)
    if not (isinstance(leaves, (list, tuple)) and len(leaves) == 2
            and all(isinstance(row, (list, tuple)) and len(row) == 2 for row in leaves)
            and all(_is_number(x) for row in leaves for x in row)):
        raise ExerciseFailure("expected [[(A,C), (A,D)], [(B,C), (B,D)]], two lists of two "
                              f"finite numbers, got {shown(leaves)}")
    changed = [_LEAF_NAMES[i][j] for i in range(2) for j in range(2)
               if leaves[i][j] != TWO_MOVE_LEAVES[i][j]]
    if len(changed) != 1:
        raise ExerciseFailure(
            f"expected exactly one leaf changed from {[list(row) for row in TWO_MOVE_LEAVES]}, "
            f"got {len(changed)} changed ({', '.join(changed) or 'none'})")
    tree = GameTree([list(row) for row in leaves], move_labels=[["A", "B"], ["C", "D"]])
    solver = MinimaxSolverV1()
    value_a = solver.minimax_value(tree, (0,), "O")
    value_b = solver.minimax_value(tree, (1,), "O")
    move = solver.select_move(tree, (), "X")
    if move != "B":
        hint = _two_move_hint(changed[0], value_a, value_b)
        raise ExerciseFailure(
            f"expected move B, got {move}: after changing {changed[0]}, MIN holds A to "
            f"{value_a} and B to {value_b} ({hint})")
    return (f"changing {changed[0]} makes B the best move: MIN holds A to {value_a} "
            f"and B to {value_b}, minimax value {value_b}")


def _two_move_hint(changed, value_a, value_b):
    """Why B is still not the best move, aimed at the leaf the student changed."""
    if value_a == value_b:
        return "a tie keeps A, the first best move"
    if changed.startswith("(A,"):
        return "A is still worth more than B"
    return "MIN picks the smaller leaf under each move, so B is worth only its smaller leaf"


def _is_number(x):
    return isinstance(x, numbers.Real) and not isinstance(x, bool) and math.isfinite(x)


# ----------------------------------------------------------------------
# Notebook 04: write minimax for explicit trees
# ----------------------------------------------------------------------
def minimax_checked_trees():
    """The trees `check_minimax` runs a student's function on, in order."""
    return [two_move_game(), aima_figure_5_2(), pruning_walkthrough_tree(), hkust_tree(),
            cmput396_tree(), GameTree([[-3, -5], [-2, -1]], name="all-negative [[-3, -5], [-2, -1]]"),
            GameTree([[4, 6], 2, [[1, 9], [8, 3]]], name="ragged [[4, 6], 2, [[1, 9], [8, 3]]]"),
            random_uniform_tree(3, 3, seed=4), random_uniform_tree(4, 2, seed=5)]


def min_to_move_states(tree):
    """The states one ply below the root of `tree` that are not leaves: MIN (O) to move there."""
    children = [tree.make_move((), move, "X") for move in tree.get_valid_moves(())]
    return [child for child in children if not tree.is_terminal(child)]


def fresh_trees(seed=None):
    """Two random trees drawn anew at each check (`seed` fixes them)."""
    first, second = fresh_seeds(seed, 2)
    return [random_uniform_tree(3, 3, seed=first), random_uniform_tree(2, 4, seed=second, low=-20, high=20)]


def _mistaken_minimax(tree, state, maximizing, mistake):
    """Minimax with one of the common mistakes, to name the symptom of a wrong answer."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = tree.to_move(state)  # the tree enforces turns; the mistake is in `maximizing`
    child_maximizing = maximizing if mistake == "no alternation" else not maximizing
    values = [_mistaken_minimax(tree, tree.make_move(state, move, player), child_maximizing, mistake)
              for move in tree.get_valid_moves(state)]
    if mistake == "MIN maximizes":
        return max(values)
    if mistake == "MAX minimizes":
        return min(values)
    if mistake == "min and max swapped":
        return min(values) if maximizing else max(values)
    start = _STARTS.get(mistake)
    if start:
        return max(values + start[:1]) if maximizing else min(values + start[1:])
    return max(values) if maximizing else min(values)


_mistaken_minimax = guard(_mistaken_minimax, "search")  # with no mistake it is minimax: checks only


# the best value so far starting at these (MAX's, MIN's) values instead of -inf, +inf
_STARTS = {"starts at 0": [0, 0], "starts at -1 and +1": [-1, 1],
           "MIN starts at +1": [-math.inf, 1], "MAX starts at -1": [-1, math.inf]}
_UNIT_START = ("-1 and +1 (a loss and a win, the CMPUT 396 notes' start for tic-tac-toe) are "
               "the extremes only when every utility lies between them; start at -infinity and "
               "+infinity (math.inf)")
_MISTAKE_HINTS = {
    "min and max swapped": "min and max are swapped: MAX (maximizing) takes the largest child "
                           "value, MIN the smallest",
    "MIN maximizes": "is MIN minimizing? (at a MIN node take the smallest child value)",
    "MAX minimizes": "is MAX maximizing? (at a MAX node take the largest child value)",
    "no alternation": "do the players alternate? (call the children with `not maximizing`)",
    "starts at 0": "the best value so far must start at -infinity for MAX and +infinity for MIN, "
                   "not 0 (math.inf)",
    "starts at -1 and +1": "MAX's best value so far starts at -1 and MIN's at +1: " + _UNIT_START,
    "MIN starts at +1": "MIN's best value so far starts at +1, so no MIN node is worth more "
                        "than 1: " + _UNIT_START,
    "MAX starts at -1": "MAX's best value so far starts at -1, so no MAX node is worth less "
                        "than -1: " + _UNIT_START,
}
_RUN_HINTS = {IllegalMoveError: "the tree refuses a move by the wrong player: "
                                + _MISTAKE_HINTS["no alternation"],
              RecursionError: "does your function return tree.evaluate(state) at a leaf "
                              "(tree.is_terminal(state))?"}


@checker("Write minimax for explicit trees")
def check_minimax(minimax, seed=None):
    """Check ``minimax(tree, state, maximizing) -> value`` against `MinimaxSolverV1` on several trees.

    The value is the minimax value of `state` as a utility for MAX (X). The
    function is run from the root of every tree (`minimax_checked_trees`); the
    first tree where the value is wrong is reported, with the common mistake
    that gives the student's values on every tree, when there is one. Then from
    the states where MIN is to move, and on two random trees drawn afresh at
    each check (`seed` fixes them), from the root and below it.
    """
    _check_roots(minimax, minimax_checked_trees())
    cases = [(tree, state, False) for tree in minimax_checked_trees()[:5]
             for state in min_to_move_states(tree)]
    for tree in fresh_trees(seed):
        cases += [(tree, (), True)] + [(tree, state, False) for state in min_to_move_states(tree)]
    for tree, state, maximizing in cases:
        _check_state(minimax, tree, state, maximizing)
    return (f"the minimax value is right on all {len(minimax_checked_trees())} trees (the Two-Move "
            "game: 3), with MIN to move too, and on two random trees")


def _check_state(minimax, tree, state, maximizing):
    """Compare ``minimax(tree, state, maximizing)`` with the reference, naming the player's view."""
    player = "X" if maximizing else "O"
    expected = MinimaxSolverV1().minimax_value(tree, state, player)
    where = (f"on the {tree.name} tree at state {state} ({'MAX' if maximizing else 'MIN'} "
             "to move)")
    got = contained(minimax, tree, state, maximizing, what=f"{where} your function", hints=_RUN_HINTS)
    if not isinstance(got, numbers.Real) or isinstance(got, bool):
        raise ExerciseFailure(f"{where}: expected a number (the utility for MAX), got {shown(got)}")
    if got == expected:
        return
    hint = ("the value is the utility for MAX (X) whoever is to move, not the value for the "
            "player to move: do not negate it for MIN" if got == -expected and not maximizing
            else "at a MIN node take the smallest child value, at a MAX node the largest, "
            "whoever moves at the root")
    raise ExerciseFailure(f"{where}: value {got}, expected {expected}: {hint}")


def _check_roots(minimax, trees):
    """Run `minimax` from the root of each tree; raise on the first wrong value, naming the mistake."""
    reference = MinimaxSolverV1()
    answers, first_wrong = [], None
    for tree in trees:
        expected = reference.minimax_value(tree, (), "X")
        try:
            got = contained(minimax, tree, (), True, what=f"on the {tree.name} tree your function",
                            hints=_RUN_HINTS)
        except ExerciseFailure:
            if first_wrong is None:
                raise
            break  # a value is already wrong: report that, with the trees answered so far
        if got is None:
            raise ExerciseFailure(f"returned None on the {tree.name} tree, expected {expected}: "
                                  "does every branch of your function `return` a value?")
        if not isinstance(got, numbers.Real) or isinstance(got, bool):
            raise ExerciseFailure(f"expected a number (the utility for MAX) on the {tree.name} "
                                  f"tree, got {shown(got)}")
        answers.append(got)
        if got != expected and first_wrong is None:
            first_wrong = (tree, got, expected)
    if first_wrong is None:
        return
    tree, got, expected = first_wrong
    answered = trees[:len(answers)]
    hints = [hint for mistake, hint in _MISTAKE_HINTS.items()
             if [_mistaken_minimax(t, (), True, mistake) for t in answered] == answers]
    raise ExerciseFailure(f"value {got} on the {tree.name} tree, expected {expected}"
                          + (f": {hints[0]}" if hints else ""))
