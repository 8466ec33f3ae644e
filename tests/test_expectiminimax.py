"""Expectiminimax and expectimax: laws on random trees (hypothesis) and exact tic-tac-toe figures."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from course_lib import (CHANCE, Chance, CyclicGameError, ExpectimaxSolver, ExpectiminimaxSolver,
                        GameOverError, GameTree, InvalidStateError, MinimaxSolver, MinimaxSolverV1,
                        Pig, StarMinimaxSolver, TicTacToe, WrongPlayerError, exact_match_outcomes,
                        solver_policy,
                        uniform_random_policy)

leaves = st.integers(-5, 5)
plain_trees = st.recursive(leaves, lambda children: st.lists(children, min_size=1, max_size=4),
                           max_leaves=40).filter(lambda tree: isinstance(tree, list))


def _chance(weights_and_children):
    total = sum(w for w, _ in weights_and_children)
    return Chance([(Fraction(w, total), child) for w, child in weights_and_children])


def _node(children):
    return st.one_of(st.lists(children, min_size=1, max_size=3),
                     st.lists(st.tuples(st.integers(1, 4), children), min_size=1, max_size=3)
                     .map(_chance))


chance_trees = st.recursive(leaves, _node, max_leaves=30).filter(
    lambda tree: isinstance(tree, (list, Chance))).map(GameTree)


@settings(max_examples=150, deadline=None)
@given(plain_trees)
def test_expectiminimax_is_minimax_on_trees_without_chance(leaves_):
    tree = GameTree(leaves_)
    minimax = MinimaxSolverV1()
    for solver in (ExpectiminimaxSolver(), ExpectiminimaxSolver(memoize=False)):
        assert solver.expectiminimax_value(tree, ()) == minimax.minimax_value(tree, (), "X")
        assert solver.select_move(tree, (), "X") == minimax.select_move(tree, (), "X")


@settings(max_examples=150, deadline=None)
@given(chance_trees)
def test_chance_values_are_probability_weighted_means(tree):
    solver = ExpectiminimaxSolver(memoize=False)
    for path in tree.nodes():
        if tree.is_terminal(path):
            continue
        value = solver.expectiminimax_value(tree, path)
        children = [solver.expectiminimax_value(tree, path + (i,))
                    for i in range(len(tree.get_valid_moves(path)))]
        if tree.is_chance(path):
            assert value == sum(p * children[i] for p, i in tree.chance_outcomes(path))
            assert min(children) <= value <= max(children)
        else:
            assert value == (max if tree.to_move(path) == "X" else min)(children)


@settings(max_examples=100, deadline=None)
@given(chance_trees)
def test_memoized_and_plain_search_agree_and_plain_counts_every_node(tree):
    plain, memo = ExpectiminimaxSolver(memoize=False), ExpectiminimaxSolver()
    assert plain.expectiminimax_value(tree, ()) == memo.expectiminimax_value(tree, ())
    assert plain.nodes_visited == len(tree.nodes())


@settings(max_examples=100, deadline=None)
@given(plain_trees)
def test_expectimax_against_the_minimax_opponent_is_minimax(leaves_):
    tree = GameTree(leaves_)
    model = solver_policy(MinimaxSolverV1())
    value = MinimaxSolverV1().minimax_value(tree, (), "X")
    assert ExpectimaxSolver(opponent_model=model).expectiminimax_value(tree, (), "X") == value
    # against any model, the best response does at least as well as the minimax guarantee
    assert ExpectimaxSolver().expectiminimax_value(tree, (), "X") >= value


def test_worked_example():
    tree = GameTree([Chance([(Fraction(1, 3), [3, 5]), (Fraction(2, 3), [2, 10])]), [4, 6]])
    solver = ExpectiminimaxSolver()
    assert solver.expectiminimax_value(tree, (0,)) == Fraction(7, 3)  # 1/3 * 3 + 2/3 * 2
    assert solver.expectiminimax_value(tree, ()) == 4
    assert solver.select_move(tree, (), "X") == 1
    # against a uniformly random MIN, the chance branch is worth 1/3 * 4 + 2/3 * 6 = 16/3 > 5
    assert ExpectimaxSolver().expectiminimax_value(tree, (), "X") == Fraction(16, 3)
    assert ExpectimaxSolver().select_move(tree, (), "X") == 0


def test_depth_limit_and_evaluation():
    tree = GameTree([[Chance([(0.5, 8), (0.5, 2)]), 9], [1, 7]])
    assert ExpectiminimaxSolver(max_depth=1, evaluate=lambda g, s: len(s)).expectiminimax_value(tree, ()) == 1
    # depth 2 cuts the chance node off: it looks like a draw (0), so the left MIN node is worth 0
    assert ExpectiminimaxSolver(max_depth=2).expectiminimax_value(tree, ()) == 1
    assert ExpectiminimaxSolver(max_depth=3).expectiminimax_value(tree, ()) == 5.0


def test_bad_arguments_and_states():
    for depth in (0, -1, 1.5, True, "2"):
        with pytest.raises(ValueError, match="max_depth"):
            ExpectiminimaxSolver(max_depth=depth)
    with pytest.raises(TypeError, match="evaluate"):
        ExpectiminimaxSolver(evaluate=3)
    with pytest.raises(TypeError, match="opponent_model"):
        ExpectimaxSolver(opponent_model="random")
    tree = GameTree([Chance([(0.5, [3, 5]), (0.5, [2, 10])]), [4, 6]])
    with pytest.raises(InvalidStateError, match="chance node"):
        ExpectiminimaxSolver().select_move(tree, (0,), CHANCE)
    with pytest.raises(WrongPlayerError, match="'X'"):
        ExpectiminimaxSolver().select_move(tree, (), "O")
    with pytest.raises(GameOverError):
        ExpectiminimaxSolver().select_move(tree, (1, 0), "X")
    bad_model = ExpectimaxSolver(opponent_model=lambda g, s, p: [(0.9, m) for m in g.get_valid_moves(s)])
    with pytest.raises(ValueError, match="sum to 1"):
        bad_model.select_move(tree, (), "X")


def test_full_depth_search_of_a_cyclic_game_says_why_it_cannot_end():
    game = Pig(goal=10)
    with pytest.raises(CyclicGameError, match="cycle.*max_depth"):
        ExpectiminimaxSolver().select_move(game, game.initial_state(), "X")
    assert ExpectiminimaxSolver(max_depth=4).select_move(game, game.initial_state(), "X") == "roll"


# ----------------------------------------------------------------------
# Tic-tac-toe against a uniformly random opponent: exact, every game enumerated
# ----------------------------------------------------------------------
def test_minimax_and_expectimax_X_against_random_O():
    game = TicTacToe()
    minimax = exact_match_outcomes(game, solver_policy(MinimaxSolver()), uniform_random_policy)
    expectimax = exact_match_outcomes(game, solver_policy(ExpectimaxSolver()), uniform_random_policy)
    assert minimax == {"X_wins": Fraction(191, 192), "O_wins": 0, "draws": Fraction(1, 192),
                       "expected_utility": Fraction(191, 192), "games": 101}
    assert expectimax == minimax  # both open in the corner (0, 0); the rest is forced or equal
    assert ExpectimaxSolver().expectiminimax_value(game, game.initial_state(), "X") == Fraction(191, 192)


def test_random_X_against_minimax_and_expectimax_O():
    game = TicTacToe()
    minimax = exact_match_outcomes(game, uniform_random_policy, solver_policy(MinimaxSolver()))
    expectimax = exact_match_outcomes(game, uniform_random_policy, solver_policy(ExpectimaxSolver()))
    assert minimax == {"X_wins": 0, "O_wins": Fraction(254, 315), "draws": Fraction(61, 315),
                       "expected_utility": Fraction(-254, 315), "games": 681}
    assert expectimax == {"X_wins": Fraction(1, 135), "O_wins": Fraction(881, 945),
                          "draws": Fraction(19, 315), "expected_utility": Fraction(-874, 945),
                          "games": 603}
    # expectimax takes a risk minimax never takes (X sometimes wins) and does better on average
    assert ExpectimaxSolver().expectiminimax_value(game, game.initial_state(), "O") == Fraction(-874, 945)


def test_random_vs_random_matches_the_known_probabilities():
    # the enumeration agrees with `outcome_probabilities` (737/1260, 121/420, 8/63), on a smaller start
    game = TicTacToe()
    state = game.make_move(game.make_move(game.initial_state(), (1, 1), "X"), (0, 0), "O")
    from course_lib.analysis import outcome_probabilities
    result = exact_match_outcomes(game, uniform_random_policy, uniform_random_policy, state)
    expected = outcome_probabilities(game, state, "X")
    assert {k: result[k] for k in expected} == expected


# ----------------------------------------------------------------------
# Star1 (Ballard 1983): pruning at chance nodes with bounded utilities
# ----------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(chance_trees)
def test_star1_gives_the_expectiminimax_value_and_move_with_no_more_nodes(tree):
    plain = ExpectiminimaxSolver(memoize=False)
    star = StarMinimaxSolver(lower=-5, upper=5)
    assert star.expectiminimax_value(tree, ()) == plain.expectiminimax_value(tree, ())
    star.reset()
    plain.nodes_visited = 0
    if not tree.is_chance(()):
        assert star.select_move(tree, (), "X") == plain.select_move(tree, (), "X")
        assert star.nodes_visited <= plain.nodes_visited


def test_star1_prunes_a_chance_node_and_checks_its_bounds():
    # MAX has 7 from move 0; the coin of move 1 is worth at most 1/2 * 2 + 1/2 * 10 = 6 after its
    # first outcome, so its second outcome (a whole subtree) is never searched
    tree = GameTree([7, Chance([(Fraction(1, 2), 2), (Fraction(1, 2), [[9, 1], [3, 3]])])])
    star, plain = StarMinimaxSolver(lower=-10, upper=10), ExpectiminimaxSolver(memoize=False)
    assert star.select_move(tree, (), "X") == plain.select_move(tree, (), "X") == 0
    assert (star.nodes_visited, plain.nodes_visited) == (4, len(tree.nodes()))
    with pytest.raises(ValueError, match="outside the bounds"):
        StarMinimaxSolver(lower=-1, upper=1).select_move(tree, (), "X")
    with pytest.raises(ValueError, match="lower < upper"):
        StarMinimaxSolver(lower=1, upper=1)
