"""MCTS under faults (issue 19, items 2, 3 and 5): interrupted anywhere, bounded, bad input refused.

An interruption (the play board's Stop or time limit, Ctrl-C) can land between any two
lines of an iteration; the persistent learner keeps its tree for life, so a move lost
there is lost for good. Interrupts are injected with a trace function that raises
`KeyboardInterrupt` at the k-th line executed, for every k over the first simulations.
"""

import contextlib
import gc
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

    with _traced(trace):
        MCTSSolver(simulations, seed=seed).select_move(GAME, XX, "X")
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

    try:
        with _traced(trace):
            function()
    except KeyboardInterrupt:
        return True
    return False


@contextlib.contextmanager
def _traced(trace):
    """Trace the block's lines, with the garbage collector off: its callbacks (hypothesis installs
    one) would run traced lines of their own where an interrupt is swallowed as unraisable."""
    collecting = gc.isenabled()
    gc.disable()
    sys.settrace(trace)
    try:
        yield
    finally:
        sys.settrace(None)
        if collecting:
            gc.enable()


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


# ----------------------------------------------------------------------
# Item 3: a bounded tree; item 5: bad arguments and unsupported games refused
# ----------------------------------------------------------------------
@pytest.mark.parametrize("solver_class", [MCTSClassicSolver, MCTSSolver])
def test_max_entries_bounds_the_tree_and_the_search_goes_on_from_its_frontier(solver_class):
    """Before: no bound (1.2 KB a node, +190 MB over 100 games at 500 simulations)."""
    solver = solver_class(300, seed=3, max_entries=20)
    game = ConnectFour()
    move = solver.select_move(game, game.initial_state(), "X")
    assert move in range(7) and solver.search_root.size() == 20
    assert solver.search_root.N == 300 == solver.simulations_run  # every simulation still ran
    assert "max_entries=20" in solver.get_name()


def test_the_default_bound_fits_a_laptop():
    assert MCTSSolver().max_entries == 2**19 == MCTSClassicSolver().max_entries  # ~520 MB


def test_a_nan_from_back_propagation_is_named_not_an_index_error():
    solver = MCTSClassicSolver(50, seed=0)
    solver._backpropagate = lambda path, utility: [setattr(n, "W", math.nan) or setattr(n, "N", n.N + 1)
                                                   for n in path]
    with pytest.raises(ValueError, match="UCB1 score that is a number: W or N is NaN"):
        solver.select_move(GAME, GAME.initial_state(), "X")


@pytest.mark.parametrize("solver_class", [MCTSClassicSolver, MCTSSolver])
def test_games_with_chance_nodes_are_refused(solver_class):
    game = Pig(goal=10)
    with pytest.raises(ValueError, match="MCTS does not support games with chance nodes"):
        solver_class(20, seed=0).select_move(game, game.initial_state(), "X")


@pytest.mark.parametrize("kwargs, name", [
    ({"time_limit": math.inf}, "time_limit"), ({"time_limit": math.nan}, "time_limit"),
    ({"time_limit": "1"}, "time_limit"), ({"num_simulations": 0}, "num_simulations"),
    ({"num_simulations": 10.0}, "num_simulations"), ({"num_simulations": True}, "num_simulations"),
    ({"exploration_c": math.inf}, "exploration_c"), ({"max_entries": 0}, "max_entries"),
    ({"max_entries": 2.5}, "max_entries"),
])
def test_bad_arguments_are_refused_naming_the_parameter(kwargs, name):
    with pytest.raises(ValueError, match=f"^{name} must be"):
        MCTSClassicSolver(**kwargs)


def test_numpy_integers_are_accepted_as_numbers_of_simulations():
    solver = MCTSSolver(np.int64(10), seed=0, max_entries=np.int32(1000))
    assert solver.num_simulations == 10 and type(solver.num_simulations) is int
    solver.select_move(GAME, GAME.initial_state(), "X")
    assert solver.simulations_run == 10


def test_opponent_played_an_unhashable_move_drops_the_root_as_documented():
    solver = MCTSSolver(20, seed=0)
    solver.select_move(GAME, GAME.initial_state(), "X")
    solver.opponent_played([0, 1])
    assert solver.root is None
    state = GAME.make_move(GAME.make_move(GAME.initial_state(), (1, 1), "X"), (0, 1), "O")
    assert solver.select_move(GAME, state, "X") in GAME.get_valid_moves(state)
