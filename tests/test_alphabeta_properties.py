"""Laws of alpha-beta on random game trees (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from course_lib import (
    GameTree,
    MinimaxAlphaBetaSolver,
    MinimaxAlphaBetaSolverV1,
    MinimaxAlphaBetaSolverV2,
    MinimaxSolverV1,
    MinimaxSolverV2,
    NegamaxAlphaBetaSolver,
    best_first,
    minimal_leaves,
    random_uniform_tree,
    solved_table,
    trace_search,
    worst_first,
)

# Trees of any shape: leaves at any depth, 1 to 4 children, small integer utilities (ties happen).
trees = st.recursive(
    st.integers(-5, 5),
    lambda children: st.lists(children, min_size=1, max_size=4),
    max_leaves=40,
).filter(lambda tree: isinstance(tree, list)).map(GameTree)


@settings(max_examples=200, deadline=None)
@given(trees)
def test_alphabeta_returns_the_minimax_value_and_move(tree):
    minimax = MinimaxSolverV1()
    value = minimax.minimax_value(tree, (), "X")
    for solver in (MinimaxAlphaBetaSolverV1(), MinimaxAlphaBetaSolver(), NegamaxAlphaBetaSolver()):
        assert solver.minimax_value(tree, (), "X") == value
        assert solver.select_move(tree, (), "X") == minimax.select_move(tree, (), "X")


@settings(max_examples=200, deadline=None)
@given(trees)
def test_alphabeta_never_visits_more_nodes_than_minimax(tree):
    minimax, alphabeta = MinimaxSolverV2(), MinimaxAlphaBetaSolverV2()
    minimax.select_move(tree, (), "X")
    alphabeta.select_move(tree, (), "X")
    assert alphabeta.nodes_visited <= minimax.nodes_visited == len(tree.nodes())


@settings(max_examples=200, deadline=None)
@given(trees)
def test_traced_and_untraced_searches_agree(tree):
    for make_solver in (MinimaxAlphaBetaSolverV2, MinimaxSolverV2):
        untraced, traced = make_solver(), make_solver()
        move = untraced.select_move(tree, (), "X")
        trace = trace_search(traced, tree)
        assert trace.move == move
        assert trace.value == MinimaxSolverV1().minimax_value(tree, (), "X")
        assert trace.nodes_visited == traced.nodes_visited == untraced.nodes_visited
    v2 = MinimaxAlphaBetaSolverV2()
    trace = trace_search(v2, tree)
    assert (len(trace.cutoffs("alpha")), len(trace.cutoffs("beta"))) == (v2.alpha_cutoffs,
                                                                         v2.beta_cutoffs)
    visited = set(trace.visited())
    assert all(path not in visited for root in trace.pruned() for path in tree.nodes()
               if path[:len(root)] == root)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), st.integers(1, 5), st.integers(0, 10**6))
def test_perfect_ordering_examines_the_minimal_tree(branching, depth, seed):
    tree = random_uniform_tree(branching, depth, seed=seed, low=-3, high=3)
    table = solved_table(tree)
    best = trace_search(MinimaxAlphaBetaSolverV1(move_order=best_first(table)), tree)
    worst = trace_search(MinimaxAlphaBetaSolverV1(move_order=worst_first(table)), tree)
    assert best.leaves_reached == minimal_leaves(branching, depth)  # Knuth & Moore (1975)
    assert best.leaves_reached <= worst.leaves_reached <= branching ** depth
    assert best.value == worst.value
