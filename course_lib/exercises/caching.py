"""Checkers for the caching exercises (notebook 05: symmetry versus caching).

The student's ``search(game, state, player) -> (value, nodes)`` is run on fixed positions
(X and O to move, values 0, +1 and -1: a value for the player to move instead of for X,
the negamax sign, is refused), each turned by a symmetry drawn at random, and on positions
drawn at random from the reachable ones where pruning symmetric moves changes the node
count (plain minimax counts as many nodes on two thirds of the others), so that neither a
table of the answers the messages showed nor plain minimax passes.
"""

import functools
import numbers
import random

import numpy as np

from ..answer_guard import guard
from ..games.tictactoe import TicTacToe
from ..games.symmetry import board_symmetries, canonical, distinct_moves_up_to_symmetry
from . import ExerciseFailure, checker, contained, shown

RANDOM_POSITIONS = 4  # drawn afresh at each check, besides the fixed ones

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
            (_name(_board("XO. .X. ..O"), "X"), _board("XO. .X. ..O"), "X", (1, 226)),
            (_name(_board("XO. .X. ..."), "O"), _board("XO. .X. ..."), "O", (1, 902)),
            (_name(_board(".X. O.. .X."), "O"), _board(".X. O.. .X."), "O", (-1, 401))]


def checked_positions(game, seed=None):
    """The positions a check with `seed` runs, in order: ``(name, state, player, (value,
    nodes))``, the fixed ones each turned by a symmetry, then `RANDOM_POSITIONS` drawn ones."""
    rng = random.Random(seed)
    return _turned(_test_positions(game), rng) + random_positions(game, RANDOM_POSITIONS, rng)


def _turned(positions, rng):
    """The `positions`, each turned by one of the 8 board symmetries drawn with `rng`: the
    reference's answer stays the same, but a table keyed by the boards shown misses."""
    turned = []
    for name, state, player, answer in positions:
        image = rng.choice(board_symmetries(len(state))).apply(state)
        if not np.array_equal(image, state):
            name = _name(image, player)
        turned.append((name, image, player, answer))
    return turned


def _board(rows):
    """A board from rows of "X", "O" and "." separated by spaces."""
    return np.array([[" " if cell == "." else cell for cell in row] for row in rows.split()])


def random_positions(game, count, seed=None):
    """`count` positions drawn from the reachable non-terminal ones with at least two marks
    (so the reference answers in a few milliseconds) where pruning symmetric moves changes
    the node count (1,484 of 4,510): ``(name, state, player, (value, nodes))``. `seed` is an
    int, None (a fresh draw) or a `random.Random`."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    drawn = rng.sample(_tree_facts().pruned, count)
    return [(_name(state, game.to_move(state)), state, game.to_move(state),
             symmetry_pruned_reference(game, state, game.to_move(state))) for state in drawn]


class _TreeFacts:
    """Facts about the whole tic-tac-toe game tree, for the checker: `plain_nodes` maps
    `canonical(state)` to plain minimax's node count from it (5,478 positions), and `pruned`
    lists the candidates of `random_positions` (non-terminal, two marks or more, and some
    position at or below them has symmetric moves, so pruning them counts fewer nodes)."""

    def __init__(self, game):
        self.game, self.plain_nodes, self._pruning_below, self.pruned = game, {}, {}, []
        self._visit(game.initial_state())

    def _visit(self, state):
        """Record `state` and every position below it; True if pruning counts fewer nodes from it."""
        key = canonical(state)
        if key in self.plain_nodes:
            return self._pruning_below[key]
        game = self.game
        moves = [] if game.is_terminal(state) else game.get_valid_moves(state)
        children = [game.make_move(state, move, game.to_move(state)) for move in moves]
        pruning_below = [self._visit(child) for child in children]
        self.plain_nodes[key] = 1 + sum(self.plain_nodes[canonical(child)] for child in children)
        pruning = any(pruning_below) or len(distinct_moves_up_to_symmetry(state, moves)) < len(moves)
        self._pruning_below[key] = pruning
        if pruning and np.count_nonzero(state != " ") >= 2:
            self.pruned.append(state)
        return pruning


@functools.cache
def _tree_facts():
    return _TreeFacts(TicTacToe())  # computed once per process, in about 0.3 s


def _name(state, player):
    rows = " / ".join(" ".join("." if cell == " " else cell for cell in row) for row in state)
    return f"{rows} ({player} to move)"


_RUN_HINTS = {RecursionError: "does your search return game.evaluate(state) at a terminal state?"}


@checker("Symmetry versus caching: minimax with symmetric moves pruned")
def check_symmetry_pruned_minimax(search, seed=None):
    """Check ``search(game, state, player) -> (value, nodes)`` against the reference.

    On five fixed positions, each turned by a random symmetry, then `RANDOM_POSITIONS`
    drawn from the reachable ones where pruning changes the count (`seed` fixes the
    draws; None draws afresh each time). `value` is the minimax value
    as a utility for X (Russell & Norvig 2020, sec. 5.2); `nodes` counts every call.
    """
    game = TicTacToe()
    counts = []
    positions = checked_positions(game, seed)
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
                                  + _count_hint(nodes, expected_nodes, again,
                                                _tree_facts().plain_nodes[canonical(state)]))
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


def _count_hint(nodes, expected, again=None, plain=PLAIN_MINIMAX_NODES):
    """Why a node count differs: too many nodes (plain minimax's count `plain`, or a counter that adds up
    across calls, seen when a second call on the same position, `again`, counts more) or too
    few (a search that stops early or reuses results, or that does not count every call);
    one node off is named apart (the root counted twice, or not at all)."""
    if nodes == plain:
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
