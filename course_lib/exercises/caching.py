"""Checkers for the caching exercises (notebook 05: symmetry versus caching)."""

import inspect
import numbers

import numpy as np

from ..games.tictactoe import TicTacToe
from ..games.symmetry import distinct_moves_up_to_symmetry
from . import ExerciseFailure, checker, contained, shown

PLAIN_MINIMAX_NODES = 549_946


def symmetry_pruned_reference(game, state, player):
    """Return ``(value, nodes)``: minimax expanding one move per class of symmetric moves, no cache.

    At each node only the moves kept by `distinct_moves_up_to_symmetry` are
    searched (moves leading to symmetric boards have the same value); every
    call counts as a node, the root and the leaves included.
    """
    nodes = 0

    def search(state, player):
        nonlocal nodes
        nodes += 1
        if game.is_terminal(state):
            return game.evaluate(state)
        moves = distinct_moves_up_to_symmetry(state, game.get_valid_moves(state))
        values = [search(game.make_move(state, move, player), game.get_opponent(player))
                  for move in moves]
        return max(values) if player == "X" else min(values)

    return search(state, player), nodes


def _test_positions(game):
    """Return ``(name, state, player, (value, nodes))``: the positions checked, with the
    reference's answers (`symmetry_pruned_reference`, precomputed; the tests recompute them)."""
    centre = game.make_move(game.initial_state(), (1, 1), "X")
    middle = np.array([["X", "O", " "], [" ", "X", " "], [" ", " ", "O"]])
    return [("the empty board", game.initial_state(), "X", (0, 58_524)),
            ("the board with X in the centre", centre, "O", (0, 6_089)),
            ("X O . / . X . / . . O", middle, "X", (1, 226))]


def _reference_reveals():
    """The reference's code: its distinctive lines (the notebook must not show them)."""
    lines = inspect.getsource(symmetry_pruned_reference).splitlines()
    return ["symmetry_pruned_reference"] + [line.strip() for line in lines
                                            if "distinct_moves_up_to_symmetry(state" in line]


_RUN_HINTS = {RecursionError: "does your search return game.evaluate(state) at a terminal state?"}


@checker("Symmetry versus caching: minimax with symmetric moves pruned",
         reveals=_reference_reveals)
def check_symmetry_pruned_minimax(search):
    """Check ``search(game, state, player) -> (value, nodes)`` against the reference on three positions."""
    game = TicTacToe()
    counts = []
    for name, state, player, (expected_value, expected_nodes) in _test_positions(game):
        result = contained(search, game, state.copy(), player, what=f"on {name} your function",
                           hints=_RUN_HINTS)
        if not (isinstance(result, (tuple, list)) and len(result) == 2):
            raise ExerciseFailure(f"expected a pair (value, nodes) on {name}, got {shown(result)}"
                                  + (": does your function `return` its result?" if result is None
                                     else ""))
        value, nodes = result
        if not _is_int(nodes):
            raise ExerciseFailure(f"the node count on {name} should be an int, got {shown(nodes)}")
        if not isinstance(value, numbers.Real) or isinstance(value, bool):
            raise ExerciseFailure(f"the value on {name} should be a number (the utility for X), "
                                  f"got {shown(value)}")
        if value != expected_value:
            raise ExerciseFailure(
                f"value {value!r} on {name}, expected {expected_value}: "
                "symmetric moves have the same value, so pruning them must not change it")
        if nodes != expected_nodes:
            hint = ("that is plain minimax's count: no symmetric move was skipped"
                    if nodes == PLAIN_MINIMAX_NODES else
                    "expand only the moves kept by distinct_moves_up_to_symmetry(state, moves), "
                    "and count every call (root and leaves included)")
            raise ExerciseFailure(f"{int(nodes):,} nodes on {name}, expected {expected_nodes:,}: {hint}")
        counts.append(nodes)
    nodes = counts[0]  # the empty board
    return (f"right values and node counts; from the empty board {nodes:,} nodes instead of "
            f"{PLAIN_MINIMAX_NODES:,} ({PLAIN_MINIMAX_NODES / nodes:.1f} times fewer)")


def _is_int(x):
    return isinstance(x, numbers.Integral) and not isinstance(x, bool)
