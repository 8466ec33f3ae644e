"""MCTS under faults (issue 19, items 2, 3 and 5): interrupted anywhere, bounded, bad input refused.

An interruption (the play board's Stop or time limit, Ctrl-C) can land between any two
lines of an iteration; the persistent learner keeps its tree for life, so a move lost
there is lost for good. Interrupts are injected with a trace function that raises
`KeyboardInterrupt` at the k-th line executed, for every k over the first simulations.
"""

import math
import sys

import numpy as np
import pytest

from course_lib import ConnectFour, MCTSClassicSolver, MCTSSolver, Pig, TicTacToe

GAME = TicTacToe()
XX = np.array([["X", "X", " "], ["O", "O", " "], [" ", " ", " "]])  # X to move: (0, 2) wins


def _seed_expanding_the_win_first():
    return next(seed for seed in range(100)
                if next(iter(_searched(MCTSSolver(1, seed=seed)).children)) == (0, 2))


def _searched(solver):
    solver.select_move(GAME, XX, "X")
    return solver.search_root


def _lines_in(simulations, seed):
    count = [0]

    def trace(frame, event, arg):
        count[0] += event == "line"
        return trace

    sys.settrace(trace)
    try:
        MCTSSolver(simulations, seed=seed).select_move(GAME, XX, "X")
    finally:
        sys.settrace(None)
    return count[0]


def _interrupt_at(k, function):
    """Run `function()` raising KeyboardInterrupt at its k-th line; return whether it landed."""
    count = [0]

    def trace(frame, event, arg):
        if event == "line":
            count[0] += 1
            if count[0] == k:
                raise KeyboardInterrupt
        return trace

    sys.settrace(trace)
    try:
        function()
    except KeyboardInterrupt:
        return True
    finally:
        sys.settrace(None)
    return False


def assert_whole(solver):
    """Every legal move of every node is untried or a child, never neither (a move that is
    both was interrupted between the two records; the next expansion takes it off `untried`)."""
    for node in solver.table.values():
        legal = [] if node.terminal else GAME.get_valid_moves(node.state)
        assert set(node.untried) | set(node.children) == set(legal), node
        assert len(set(node.untried)) == len(node.untried)
        assert node.N >= 0 and abs(node.W) <= node.N


def test_an_interrupt_at_any_line_of_the_first_simulations_loses_no_move():
    """Before: `_expand` took the move off `untried` before the child existed; an interrupt in
    between dropped it, and the learner played (1, 2) forever instead of the winning (0, 2)."""
    seed = _seed_expanding_the_win_first()
    lines = _lines_in(3, seed)
    assert lines > 50
    for k in range(1, lines + 1):
        solver = MCTSSolver(100, seed=seed)
        assert _interrupt_at(k, lambda: solver.select_move(GAME, XX, "X")), k
        if solver.game is None:  # interrupted before the search began
            continue
        assert_whole(solver)
        assert solver.select_move(GAME, XX, "X") == (0, 2), k
        assert_whole(solver)
