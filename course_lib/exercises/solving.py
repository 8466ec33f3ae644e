"""Checkers for the exercises of notebook 08 (solving tic-tac-toe like CMPUT 396).

1. *Negamax from minimax.* `check_negamax(negamax)` runs a student's
   ``negamax(game, state, player) -> value for player`` on explicit trees and
   tic-tac-toe positions and compares with `NegamaxSolver`.
2. *Threat-first ordering.* `check_threats_first(order)` compares a student's
   ``order(game, state, player, moves) -> list`` with the library's
   `threats_first` on every reachable tic-tac-toe position.
3. *A winning move and its proof tree.* `check_proof(answer)` checks a move and,
   for each reply of O, X's winning answer, in `exercise_position()`.

Student code runs contained (`course_lib.exercises.contained`): any exception,
RecursionError included, is reported by name and line, and a search that runs
too long is stopped.
"""

import numbers
import re

import numpy as np

from ..games.base import IllegalMoveError
from ..games.lecture_trees import aima_figure_5_2, cmput396_tree, hkust_tree, two_move_game
from ..games.random_trees import random_uniform_tree
from ..games.tictactoe import TicTacToe, is_cell
from ..solvers.move_ordering import threats_first
from ..solvers.negamax_plain import NegamaxSolver
from ..games.symmetry import state_key
from . import ExerciseFailure, checker, contained, materialize, shown

_RUN_HINTS = {RecursionError: "does your function return a score at terminal states "
                              "(game.is_terminal(state))?"}


def _board(rows):
    return np.array([list(row) for row in rows])


# ----------------------------------------------------------------------
# Exercise 1: negamax
# ----------------------------------------------------------------------
def negamax_cases():
    """The (name, game, state, player) cases `check_negamax` runs, in order."""
    game = TicTacToe()
    return [
        ("the Two-Move game", two_move_game(), (), "X"),
        ("Russell & Norvig fig. 5.2", aima_figure_5_2(), (), "X"),
        ("the HKUST tree", hkust_tree(), (), "X"),
        ("the CMPUT 396 tree", cmput396_tree(), (), "X"),
        ("a random tree b=3 d=3 (O to move at depth 1)", random_uniform_tree(3, 3, seed=8), (1,), "O"),
        ("tic-tac-toe x.o/x../o.. (X to move)", game, _board(["X O", "X  ", "O  "]), "X"),
        ("tic-tac-toe, O to move after X takes a corner", game, _board(["X  ", "   ", "   "]), "O"),
        ("tic-tac-toe, O to move, O lost", game, _board(["XX ", " O ", "X O"]), "O"),
    ]


@checker("Negamax from the min/max version", reveals=lambda: [])
def check_negamax(negamax):
    """Check ``negamax(game, state, player) -> value of state for player (to move)``."""
    for name, game, state, player in negamax_cases():
        expected = NegamaxSolver().negamax_value(game, state, player)
        got = contained(negamax, game, _copy(state), player, what=f"on {name} your function",
                        hints={**_RUN_HINTS, IllegalMoveError: "pass the opponent, "
                               "game.get_opponent(player), to the recursive call"})
        if got is None:
            raise ExerciseFailure(f"returned None on {name}, expected a number: does every "
                                  "branch of your function `return` a value?")
        if not isinstance(got, numbers.Real) or isinstance(got, bool):
            raise ExerciseFailure(f"expected a number on {name} (the value for the player to "
                                  f"move), got {shown(got)}")
        if got != expected:
            hints = [hint for mistake, hint in _MISTAKE_HINTS.items()
                     if _mistaken_negamax(game, state, player, mistake) == got]
            raise ExerciseFailure(f"value {got} on {name} for {player} to move, "
                                  f"expected {expected}" + (f": {hints[0]}" if hints else ""))
    return f"right on all {len(negamax_cases())} cases (x.o/x../o..: +1 for X)"


_MISTAKE_HINTS = {
    "leaf for X": "the leaf score must be for the player to move: negate game.evaluate(state) "
                  "where O is to move (the notes' warning)",
    "no negation": "a child's value is for the opponent: take the max of *minus* the children's values",
    "min and max": "negamax has one case: every node maximizes -value(child), for X and for O alike",
}


def _mistaken_negamax(game, state, player, mistake):
    """The value a negamax with a known `mistake` returns (to name the student's)."""
    if game.is_terminal(state):
        utility = game.evaluate(state)
        return utility if player == "X" or mistake == "leaf for X" else -utility
    opponent = game.get_opponent(player)
    values = [_mistaken_negamax(game, game.make_move(state, move, player), opponent, mistake)
              for move in game.get_valid_moves(state)]
    if mistake == "no negation":
        return max(values)
    if mistake == "min and max" and player == "O":
        return min(-v for v in values)
    return max(-v for v in values)


# ----------------------------------------------------------------------
# Exercise 2: threat-first ordering
# ----------------------------------------------------------------------
@checker("Threat-first move ordering", reveals=lambda: [])
def check_threats_first(order):
    """Check ``order(game, state, player, moves)`` against `threats_first` on every position."""
    game = TicTacToe()
    checked = 0
    for state in _positions(game):
        player = game.to_move(state)
        moves = game.get_valid_moves(state)
        expected = threats_first(game, state, player, list(moves))
        got = contained(order, TicTacToe(), state.copy(), player, list(moves), what="your ordering",
                        hints=_RUN_HINTS)
        if got is None:
            raise ExerciseFailure("returned None: return the list of moves "
                                  "(list.sort() sorts in place and returns None)")
        got = materialize(got, "your ordering's result")
        checked += 1
        if got == expected:
            continue
        where = f"{player} to move in {_text(state)}"
        wins = game.winning_moves(state, player)
        blocks = game.winning_moves(state, game.get_opponent(player))
        if wins and (not got or got[0] not in wins):
            raise ExerciseFailure(f"{where}: {player} can win at once, so a winning move "
                                  f"comes first; you put {got[:1]} first")
        if wins:
            raise ExerciseFailure(f"{where}: after the win-threats the other moves follow, "
                                  f"in the game's order; got {got}")
        if blocks:
            raise ExerciseFailure(f"{where}: the opponent threatens to win, so only the "
                                  f"blocking move(s) remain (a forced block prunes the rest); "
                                  f"got {got}")
        raise ExerciseFailure(f"{where}: no threat here, so keep the game's order {moves}; "
                              f"got {got}")
    return f"same order as threats_first on all {checked:,} positions"


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


# ----------------------------------------------------------------------
# Exercise 3: the winning move and its proof tree
# ----------------------------------------------------------------------
def exercise_position():
    """The exercise's position, X to move: ``. . x / x o o / . . .``; X has one winning move."""
    return _board(["  X", "XOO", "   "])


def _proof_reveals():
    return [re.compile(r"\(0, ?0\)[^\n]{0,30}\bwins\b"), re.compile(r"wins\b[^\n]{0,20}\(0, ?0\)"),
            re.compile(r"\(0, ?1\): ?\(2, ?0\)"), re.compile(r"\(2, ?0\): ?\(0, ?1\)")]


@checker("A winning move and its proof tree", reveals=_proof_reveals)
def check_proof(answer):
    """Check ``answer() -> (move, replies)`` for `exercise_position()`.

    `move` is X's winning move; `replies` maps each move O can answer with to
    X's winning move after it (the proof tree: one move for the winner, all
    moves for the loser).
    """
    result = contained(answer, what="your answer")
    shape = "expected (move, {O's reply: X's winning answer}) with moves as (row, col) tuples"
    if not (isinstance(result, tuple) and len(result) == 2 and isinstance(result[1], dict)):
        raise ExerciseFailure(f"{shape}, got {shown(result)}")
    move, replies = result
    for cell in [move, *replies.keys(), *replies.values()]:
        if not is_cell(cell):
            raise ExerciseFailure(f"{shape}, but {shown(cell)} is not a (row, col) tuple")
    game, state = TicTacToe(), exercise_position()
    if tuple(move) not in game.get_valid_moves(state):
        raise ExerciseFailure(f"{move!r} is not an empty cell of {_text(state)}")
    after = game.make_move(state, tuple(move), "X")
    refutation = _refutation(game, after)
    if refutation is not None:
        raise ExerciseFailure(f"X {tuple(move)} does not win: O answers {refutation} "
                              "and X has no win. Look for a move that makes two threats at once")
    o_moves = game.get_valid_moves(after)
    missing = [m for m in o_moves if m not in replies]
    extra = [m for m in replies if tuple(m) not in o_moves]
    if missing or extra:
        raise ExerciseFailure(f"a proof tree answers *every* move of O: O can play {o_moves}, "
                              f"your replies cover {sorted(replies)}")
    for o_move, x_move in replies.items():
        position = game.make_move(after, tuple(o_move), "O")
        if tuple(x_move) not in game.winning_moves(position, "X"):
            raise ExerciseFailure(f"after O {tuple(o_move)}, X {tuple(x_move)} does not "
                                  "complete a line")
    return (f"X {tuple(move)} wins: a proof tree of {2 + 2 * len(o_moves)} nodes "
            f"(root, X's move, {len(o_moves)} replies of O, {len(o_moves)} wins of X)")



def _copy(state):
    return state.copy() if isinstance(state, np.ndarray) else state


def _refutation(game, after):
    """Return an O move after which X has no immediate win (None if X always wins at once)."""
    if game.is_terminal(after):
        return None
    for o_move in game.get_valid_moves(after):
        position = game.make_move(after, o_move, "O")
        if game.is_terminal(position) or not game.winning_moves(position, "X"):
            return o_move
    return None
