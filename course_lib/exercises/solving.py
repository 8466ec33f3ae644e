"""Checkers for the exercises of notebook 08 (solving tic-tac-toe like CMPUT 396).

1. *A minimax tree in negamax format.* `check_negamax_format(convert)` runs a
   student's ``convert(tree) -> tree`` (leaf utilities for X become scores for
   the player to move, the notes' warning) on five trees.
2. *Fork moves.* `check_fork_moves(forks)` compares a student's
   ``forks(game, state, player) -> moves`` (the moves that make two threats at
   once) with a reference on every reachable tic-tac-toe position.

Neither answer is on the notebook's screen (its `NegamaxSolver` and
`threats_first` are not it), and during a check the library's own function refuses to run for the
student's code (`course_lib.answer_guard`).

3. *A winning move and its proof tree.* `check_proof` (in `proofs.py`, imported here) checks a student's
   ``prove(game, state) -> (move, replies)``: X's winning move and, for each reply of
   O, X's winning answer, in `exercise_position()` and in positions of random games.

Student code runs contained (`course_lib.exercises.contained`): any exception,
RecursionError included, is reported by name and line, and a search that runs
too long is stopped.
"""

import copy

import numpy as np

from ..answer_guard import guard
from ..games.random_trees import random_uniform_tree
from ..games.symmetry import state_key
from ..games.tictactoe import TicTacToe
from ..games.tree_data import as_lists
from . import ExerciseFailure, checker, contained, materialize, shown
from .fresh_cases import fresh_rng
from .proofs import check_one_proof, check_proof, exercise_position, fork_win_positions  # noqa: F401

_RUN_HINTS = {RecursionError: "does your function return a score at terminal states "
                              "(game.is_terminal(state))?"}


def _board(rows):
    return np.array([list(row) for row in rows])


# ----------------------------------------------------------------------
# Exercise 1: a minimax tree in negamax format
# ----------------------------------------------------------------------
def negamax_format_cases():
    """The (name, tree) cases `check_negamax_format` converts: nested lists, leaves for X."""
    return [
        ("the Two-Move game [[3, 5], [2, 1]]", [[3, 5], [2, 1]]),
        ("the walkthrough tree (leaves at depth 3)", [[[-1, 3], [5, 1]], [[-6, -4], [0, 9]]]),
        ("a tree with leaves at depths 1 to 3", [4, [1, [2, -3]], [[5]]]),
        ("a root that is a leaf", 7),
        ("a random tree b=3 d=4", as_lists(random_uniform_tree(3, 4, seed=18).tree)),
    ]


def fresh_ragged_trees(seed=None, count=2):
    """`count` random nested lists with leaves at depths 1 to 4, drawn anew at each check."""
    rng = fresh_rng(seed)

    def grow(depth):
        if depth > 0 and (depth == 4 or rng.random() < 0.3):
            return rng.randint(-9, 9)
        return [grow(depth + 1) for _ in range(rng.randint(1, 3))]

    return [(f"a random tree ({n + 1} of {count})", grow(0)) for n in range(count)]


def negamax_format(tree, depth=0):
    """The reference: each leaf as the score of the player to move there (X at even depths)."""
    if isinstance(tree, list):
        return [negamax_format(child, depth + 1) for child in tree]
    return tree if depth % 2 == 0 else -tree


negamax_format = guard(negamax_format, "negamax format")  # the answer, for checks only


def _negamax_of_tree(tree):
    return max(-_negamax_of_tree(child) for child in tree) if isinstance(tree, list) else tree


@checker("A minimax tree in negamax format",
         refuses=("search", "negamax format"))
def check_negamax_format(convert, seed=None):
    """Check ``convert(tree) -> tree``: leaves for X become scores for the player to move, on
    fixed trees and on random ones drawn afresh at each check (`seed` fixes them)."""
    for name, tree in negamax_format_cases() + fresh_ragged_trees(seed):
        given = copy.deepcopy(tree)
        got = contained(convert, given, what=f"on {name} your function", hints=_RUN_HINTS)
        if given != tree:
            raise ExerciseFailure(f"your function changed the tree it was given ({name}): "
                                  "build and return a new nested list")
        got = materialize(got, "your function's result") if isinstance(got, (tuple, list)) else got
        expected = negamax_format(tree)
        if got != expected:
            raise ExerciseFailure(f"on {name} you returned {shown(got)}, expected a tree of the "
                                  "same shape" + _format_hint(tree, got))
    value = _negamax_of_tree(negamax_format(negamax_format_cases()[1][1]))
    return (f"right on all {len(negamax_format_cases())} trees and two random ones; negamax on the walkthrough "
            f"tree in your format gives {value}, its minimax value")


def _format_hint(tree, got):
    """Name the likely mistake: tuples for lists, the parity of the depth, negating all or nothing."""
    if _as_lists(got) == negamax_format(tree):
        return ": the values are right, but return nested lists, not tuples"
    for mistake, hint in [(tree, "a leaf where O is to move must change sign"),
                          (negamax_format(tree, 1), "the root (depth 0) is X's: negate the "
                           "leaves at odd depth, where O is to move, not at even depth"),
                          (_negate_all(tree), "only the leaves where O is to move change sign: "
                           "X moves at even depths")]:
        if got == mistake:
            return f": {hint}"
    return ": leaves at depth d are negated when d is odd (O to move there)"


def _as_lists(value, depth=0):
    """`value` with its tuples and lists (nested up to 50 deep) made lists, to tell a type from a value."""
    if depth > 50 or not isinstance(value, (list, tuple)):
        return value
    return [_as_lists(item, depth + 1) for item in value]


def _negate_all(tree):
    return [_negate_all(child) for child in tree] if isinstance(tree, list) else -tree


# ----------------------------------------------------------------------
# Exercise 2: fork moves
# ----------------------------------------------------------------------
def fork_moves(game, state, player):
    """The reference: `player`'s moves after which the game goes on and `player` has two or
    more winning moves (cells that complete a line), in the game's order."""
    forks = []
    for move in game.get_valid_moves(state):
        child = game.make_move(state, move, player)
        if not game.is_terminal(child) and len(game.winning_moves(child, player)) >= 2:
            forks.append(move)
    return forks


fork_moves = guard(fork_moves, "forks")  # the answer, for checks only


@checker("Fork moves", refuses=("search", "forks"))
def check_fork_moves(forks):
    """Check ``forks(game, state, player) -> list of moves`` on every reachable position."""
    game = TicTacToe()
    checked = found = 0
    for state in _positions(game):
        player = game.to_move(state)
        expected = fork_moves(game, state, player)
        # the answer gets a game of its own: one that rewires it cannot change the checker's
        got = contained(forks, TicTacToe(), state.copy(), player, what="your function",
                        hints=_RUN_HINTS)
        if got is None:
            raise ExerciseFailure("returned None: return the list of fork moves ([] if none)")
        got = materialize(got, "your function's result")
        checked, found = checked + 1, found + bool(expected)
        if got != expected:
            raise ExerciseFailure(f"{player} to move in {_text(state)}: you returned {got}"
                                  + _fork_hint(game, state, player, got, expected))
    return f"right on all {checked:,} positions ({found:,} of them have a fork move)"


def _fork_hint(game, state, player, got, expected):
    """Say why the first move that should not be there (or is missing) is wrong."""
    extra = [move for move in got if move not in expected]
    if extra and extra[0] in game.get_valid_moves(state):
        child = game.make_move(state, extra[0], player)
        if game.is_terminal(child):
            return f": {extra[0]} ends the game: a win, not a fork"
        threats = game.winning_moves(child, player)
        return (f": after {extra[0]}, {player} threatens {threats}; a fork makes at least two "
                "threats at once")
    if sorted(got) == sorted(expected):
        return ": keep the game's order of the moves"
    return f": a fork here is missing from your list ({len(expected)} expected)"


def _positions(game):
    """Every reachable non-terminal position, in a fixed order (breadth-first, row-major)."""
    seen, frontier = set(), [game.initial_state()]
    while frontier:
        next_frontier = []
        for state in frontier:
            if game.is_terminal(state):
                continue
            yield state
            player = game.to_move(state)
            for move in game.get_valid_moves(state):
                child = game.make_move(state, move, player)
                key = state_key(child)
                if key not in seen:
                    seen.add(key)
                    next_frontier.append(child)
        frontier = next_frontier


def _text(state):
    return " / ".join("".join(c if c != " " else "." for c in row) for row in state.tolist())
