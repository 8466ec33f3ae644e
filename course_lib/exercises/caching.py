"""Checkers for the caching exercises (notebook 05: symmetry versus caching).

The student's ``search(game, state, player) -> (value, nodes)`` is run on fixed positions
(X and O to move, values 0, +1 and -1: a value for the player to move instead of for X,
the negamax sign, is refused) and on positions drawn at random from the 5,478 reachable
ones, never shown in the notebook, so that looking the answers up does not pass.
"""

import numbers
import random

import numpy as np

from ..answer_guard import guard
from ..analysis.counting import reachable_positions
from ..games.tictactoe import TicTacToe
from ..games.symmetry import distinct_moves_up_to_symmetry
from . import ExerciseFailure, checker, contained, shown

RANDOM_POSITIONS = 2  # drawn afresh at each check, besides the fixed ones

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


symmetry_pruned_reference = guard(symmetry_pruned_reference, "search")  # the answer, for checks only


def _test_positions(game):
    """Return ``(name, state, player, (value, nodes))``: the fixed positions checked, with the
    reference's answers (`symmetry_pruned_reference`, precomputed; the tests recompute them)."""
    centre = game.make_move(game.initial_state(), (1, 1), "X")
    return [("the empty board", game.initial_state(), "X", (0, 58_524)),
            ("the board with X in the centre", centre, "O", (0, 6_089)),
            ("X O . / . X . / . . O", _board("XO. .X. ..O"), "X", (1, 226)),
            ("X O . / . X . / . . . (O to move)", _board("XO. .X. ..."), "O", (1, 902)),
            (". X . / O . . / . X . (O to move)", _board(".X. O.. .X."), "O", (-1, 401))]


def _board(rows):
    """A board from rows of "X", "O" and "." separated by spaces."""
    return np.array([[" " if cell == "." else cell for cell in row] for row in rows.split()])


def random_positions(game, count, seed=None):
    """`count` positions drawn from the reachable non-terminal ones with at least two marks
    (so the reference answers in a few milliseconds): ``(name, state, player, (value, nodes))``."""
    candidates = [state for state in reachable_positions(game).values()
                  if not game.is_terminal(state) and np.count_nonzero(state != " ") >= 2]
    drawn = random.Random(seed).sample(candidates, count)
    return [(_name(state, game.to_move(state)), state, game.to_move(state),
             symmetry_pruned_reference(game, state, game.to_move(state))) for state in drawn]


def _name(state, player):
    rows = " / ".join(" ".join("." if cell == " " else cell for cell in row) for row in state)
    return f"{rows} ({player} to move)"


_RUN_HINTS = {RecursionError: "does your search return game.evaluate(state) at a terminal state?"}


@checker("Symmetry versus caching: minimax with symmetric moves pruned")
def check_symmetry_pruned_minimax(search, seed=None):
    """Check ``search(game, state, player) -> (value, nodes)`` against the reference.

    On five fixed positions, then `RANDOM_POSITIONS` drawn from the reachable ones
    (`seed` fixes the draw; None draws afresh each time). `value` is the minimax value
    as a utility for X (Russell & Norvig 2020, sec. 5.2); `nodes` counts every call.
    """
    game = TicTacToe()
    counts = []
    positions = _test_positions(game) + random_positions(game, RANDOM_POSITIONS, seed)
    for name, state, player, (expected_value, expected_nodes) in positions:
        result = contained(search, game, state.copy(), player, what=f"on {name} your function",
                           hints=_RUN_HINTS)
        if not (isinstance(result, (tuple, list)) and len(result) == 2):
            raise ExerciseFailure(f"expected a pair (value, nodes) on {name}, got {shown(result)}"
                                  + (": does your function `return` its result?" if result is None
                                     else ""))
        value, nodes = result
        if _looks_swapped(value, nodes):
            raise ExerciseFailure(f"got ({shown(value)}, {shown(nodes)}) on {name}: that looks like "
                                  "(nodes, value); return (value, nodes), in that order")
        if not _is_int(nodes):
            raise ExerciseFailure(f"the node count on {name} should be an int, got {shown(nodes)}")
        if not isinstance(value, numbers.Real) or isinstance(value, bool):
            raise ExerciseFailure(f"the value on {name} should be a number (the utility for X), "
                                  f"got {shown(value)}")
        if value != expected_value:
            raise ExerciseFailure(f"value {value!r} on {name}, expected {expected_value}: "
                                  + _value_hint(value, expected_value, player))
        if nodes != expected_nodes:
            again = _count_again(search, game, state, player, name) if nodes > expected_nodes else None
            raise ExerciseFailure(f"{int(nodes):,} nodes on {name}, expected {expected_nodes:,}: "
                                  + _count_hint(nodes, expected_nodes, again))
        counts.append(nodes)
    nodes = counts[0]  # the empty board
    return (f"right values and node counts; from the empty board {nodes:,} nodes instead of "
            f"{PLAIN_MINIMAX_NODES:,} ({PLAIN_MINIMAX_NODES / nodes:.1f} times fewer)")


def _count_again(search, game, state, player, name):
    """The node count of a second call on the same position, or None if it gives no count."""
    result = contained(search, game, state.copy(), player, what=f"on {name} your function",
                       hints=_RUN_HINTS)
    if isinstance(result, (tuple, list)) and len(result) == 2 and _is_int(result[1]):
        return result[1]
    return None


def _count_hint(nodes, expected, again=None):
    """Why a node count differs: too many nodes (moves not pruned, or a counter that adds up
    across calls, seen when a second call on the same position, `again`, counts more) or too
    few (a search that stops early or reuses results, or that does not count every call);
    one node off is named apart (the root counted twice, or not at all)."""
    if nodes == PLAIN_MINIMAX_NODES:
        return "that is plain minimax's count: no symmetric move was skipped"
    if again is not None and again > nodes:
        return (f"your count adds up across calls (a second call on the same board counted "
                f"{int(again):,}): start the counter at 0 in each call; a counter kept outside "
                "the function, or stored on it, also holds the nodes of earlier calls")
    if nodes == expected + 1:
        return ("one node too many: is the first call counted twice (a counter started at 1, "
                "then counted again on entry), or a node counted once more after the search?")
    if nodes == expected - 1:
        return ("one node too few: is the first call (the root) counted? Count every call, "
                "root and leaves included")
    if nodes < expected:
        return ("fewer nodes than expected: does your search skip some of the kept moves (an "
                "early-win cut-off) or reuse results (a cache)? This exercise searches every kept "
                "move, with no cache, and counts every call (root and leaves included)")
    return ("expand only the moves kept by distinct_moves_up_to_symmetry(state, moves), "
            "and count every call (root and leaves included)")


def _looks_swapped(value, nodes):
    """True for ``(nodes, value)`` returned in place of ``(value, nodes)``: a count where a
    utility (-1, 0 or +1) belongs, and a utility where the count belongs."""
    return (_is_int(value) and abs(value) > 1 and isinstance(nodes, numbers.Real)
            and not isinstance(nodes, bool) and nodes in (-1, 0, 1))


def _value_hint(value, expected, player):
    if player == "O" and expected != 0 and value == -expected:
        return ("that is the value with the roles swapped: where O is to move, O takes the "
                "min of X's utilities. Choose max or min from `player` (not from a flag that "
                "starts True at the root), and return the utility for X, as game.evaluate "
                "does, not the value for the player to move (the negamax sign)")
    return ("does X take the max and O the min of the children's values at each node? "
            "(Symmetric moves have the same value, so pruning them cannot change it.)")


def _is_int(x):
    return isinstance(x, numbers.Integral) and not isinstance(x, bool)
