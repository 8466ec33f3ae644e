"""Laws over random game trees: every minimax variant agrees with a brute-force reference.

Trees have depth 1-5, branching factor 1-4 and integer leaves; leaves may sit
at different depths. The reference works on the nested lists directly.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from course_lib import (
    DepthLimitedMinimaxSolver,
    GameTree,
    MinimaxSolver,
    MinimaxSolverV1,
    MinimaxSolverV2,
    NaiveSolver,
    RandomizedMinimaxSolver,
    SymmetricMinimaxSolver,
)
from course_lib.solvers.memoize import minimax
from course_lib.analysis.tree_minimax import minimax_values, principal_variation

LEAVES = st.integers(min_value=-20, max_value=20)


def subtrees(depth):
    if depth == 0:
        return LEAVES
    return st.one_of(LEAVES, st.lists(subtrees(depth - 1), min_size=1, max_size=4))


TREES = st.integers(min_value=1, max_value=5).flatmap(
    lambda depth: st.lists(subtrees(depth - 1), min_size=1, max_size=4))


def brute_force(node, maximizing=True, depth=None):
    """Minimax value of nested lists; with `depth`, unfinished nodes at the cutoff are worth 0."""
    if not isinstance(node, list):
        return node
    if depth == 0:
        return 0
    below = None if depth is None else depth - 1
    values = [brute_force(child, not maximizing, below) for child in node]
    return max(values) if maximizing else min(values)


def optimal_root_moves(tree):
    values = [brute_force(child, maximizing=False) for child in tree]
    return [i for i, v in enumerate(values) if v == max(values)]


def depth_of(node):
    return 1 + max(depth_of(child) for child in node) if isinstance(node, list) else 0


@settings(max_examples=150, deadline=None)
@given(TREES)
def test_every_variant_finds_the_brute_force_value_and_first_best_move(tree):
    game = GameTree(tree)
    value, best = brute_force(tree), optimal_root_moves(tree)
    for solver in (MinimaxSolverV1(), MinimaxSolverV2(), MinimaxSolver(),
                   SymmetricMinimaxSolver(), DepthLimitedMinimaxSolver(depth_of(tree))):
        assert solver.minimax_value(game, (), "X") == value, solver
        assert solver.select_move(game, (), "X") == best[0], solver  # ties: first best
    assert minimax(game, (), depth_of(tree), "X", True) == (value, best[0])
    assert minimax_values(game)[()] == value
    assert game.evaluate(principal_variation(game)[-1]) == value


@settings(max_examples=100, deadline=None)
@given(TREES, st.integers(min_value=0, max_value=2**32))
def test_randomized_tie_break_is_optimal_and_reproducible(tree, seed):
    game = GameTree(tree)
    best = optimal_root_moves(tree)
    first, second = RandomizedMinimaxSolver(seed), RandomizedMinimaxSolver(seed)
    assert first.optimal_moves(game, (), "X") == best
    picks = [first.select_move(game, (), "X") for _ in range(5)]
    assert picks == [second.select_move(game, (), "X") for _ in range(5)]
    assert set(picks) <= set(best)
    assert first.minimax_value(game, (), "X") == brute_force(tree)


@settings(max_examples=100, deadline=None)
@given(TREES, st.integers(min_value=1, max_value=4))
def test_depth_limited_matches_a_brute_force_cutoff(tree, max_depth):
    """With the default evaluation an unfinished node at the cutoff is worth 0 (game.evaluate)."""
    solver = DepthLimitedMinimaxSolver(max_depth)
    assert solver.minimax_value(GameTree(tree), (), "X") == brute_force(tree, depth=max_depth)


@settings(max_examples=100, deadline=None)
@given(TREES)
def test_minimax_values_of_every_node(tree):
    game = GameTree(tree)
    values = minimax_values(game)
    assert set(values) == set(game.nodes())
    for path in game.nodes():
        node = tree
        for i in path:
            node = node[i]
        assert values[path] == brute_force(node, maximizing=len(path) % 2 == 0)


@settings(max_examples=100, deadline=None)
@given(TREES, st.integers(min_value=0, max_value=1000))
def test_naive_solver_plays_legal_moves_and_takes_a_win(tree, seed):
    game = GameTree(tree)
    move = NaiveSolver(seed).select_move(game, (), "X")
    assert move in game.get_valid_moves(())
    winning = [i for i, child in enumerate(tree) if not isinstance(child, list) and child > 0]
    if winning:
        assert move in winning
