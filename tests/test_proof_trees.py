"""Proof trees and never-lose strategy trees, verified against the complete opponent tree."""

import matplotlib.pyplot as plt
import pytest

from course_lib import (
    GameTree,
    MinimaxSolver,
    StrategyError,
    StrategySolver,
    count_valid_sequences,
    minimal_leaves,
    minimax_values,
    outcomes_against_every_reply,
    proof_tree,
    random_uniform_tree,
    rules_text,
    strategy_tree,
)
from course_lib.views.board_tree import draw_board_tree
from conftest import board

NOTES_POSITION = ["X O", "X  ", "O  "]  # the CMPUT 396 notes' example, X to move


def test_the_notes_proof_tree(game):
    proof = proof_tree(game, board(NOTES_POSITION))
    assert proof.player == "X"
    assert (proof.size(), proof.leaves()) == (10, 4)
    assert proof.move_sequences() == {
        (), ((1, 1),),
        ((1, 1), (0, 1)), ((1, 1), (0, 1), (1, 2)),
        ((1, 1), (1, 2)), ((1, 1), (1, 2), (2, 2)),
        ((1, 1), (2, 1)), ((1, 1), (2, 1), (1, 2)),
        ((1, 1), (2, 2)), ((1, 1), (2, 2), (1, 2)),
    }  # as the notes draw it: X centre, O's 4 replies, X completes a line
    assert all(proof.tree.evaluate(leaf) == 1 for leaf in proof.tree.leaves())
    assert minimax_values(proof.tree)[()] == 1


def test_a_proof_tree_is_a_game_tree_the_views_draw(game):
    proof = proof_tree(game, board(NOTES_POSITION))
    assert isinstance(proof.tree, GameTree)
    tree, boards, moves = proof[:3]
    assert set(boards) == set(tree.nodes())
    ax = draw_board_tree(game, board(NOTES_POSITION), expanded=proof)
    assert len(ax.child_axes) == 10
    plt.close("all")


def test_a_drawn_position_has_no_single_proof_tree(game):
    with pytest.raises(ValueError, match="draw"):
        proof_tree(game, game.initial_state())


def test_a_lost_position_is_proved_by_the_opponent(game):
    lost_for_x = board(["OO ", "OXX", " X "])  # X to move, O threatens (0, 2) and (2, 0)
    assert MinimaxSolver().minimax_value(game, lost_for_x, "X") == -1
    proof = proof_tree(game, lost_for_x)
    assert proof.player == "O"
    assert proof.move_sequences() == {(), ((0, 2),), ((0, 2), (2, 0)), ((2, 0),),
                                      ((2, 0), (0, 2)), ((2, 2),), ((2, 2), (0, 2))}


def test_impossible_guarantees_and_o_at_the_root_are_refused(game):
    with pytest.raises(ValueError, match="cannot guarantee 1"):
        strategy_tree(game, game.initial_state(), "X", at_least=1)
    with pytest.raises(ValueError, match="X must be to move"):
        strategy_tree(game, board(["X  ", "   ", "   "]), "O")


@pytest.mark.parametrize("player, nodes, leaves, positions, symmetric, rules", [
    ("X", 182, 73, 160, 92, 52),
    ("O", 1_280, 457, 587, 141, 79),
])
def test_never_lose_strategies_from_the_empty_board(game, player, nodes, leaves, positions,
                                                    symmetric, rules):
    strategy = strategy_tree(game, game.initial_state(), player, at_least=0)
    assert (strategy.size(), strategy.leaves()) == (nodes, leaves)
    assert strategy.positions(up_to_symmetry=False) == positions
    assert strategy.positions() == symmetric
    assert len(strategy.rules()) == rules
    assert strategy.size() < 549_946 and strategy.leaves() < 255_168


@pytest.mark.parametrize("player", ["X", "O"])
def test_never_lose_rules_hold_against_the_complete_opponent_tree(game, player):
    strategy = strategy_tree(game, game.initial_state(), player, at_least=0)
    outcomes = outcomes_against_every_reply(game, game.initial_state(), player,
                                            StrategySolver(strategy.rules()))
    assert outcomes["losses"] == 0
    assert outcomes["games"] == strategy.leaves()  # every opponent line was played to the end


def test_the_verifier_catches_a_strategy_that_loses(game):
    from course_lib import NaiveSolver
    outcomes = outcomes_against_every_reply(game, game.initial_state(), "O", NaiveSolver())
    assert outcomes["losses"] > 0


def test_the_union_of_both_strategies_is_the_minimal_proof_of_the_draw(game):
    x_tree = strategy_tree(game, game.initial_state(), "X", at_least=0)
    o_tree = strategy_tree(game, game.initial_state(), "O", at_least=0)
    shared = x_tree.move_sequences() & o_tree.move_sequences()
    assert len(shared) == 10  # one full game, both players' choices: a principal variation
    assert len(x_tree.move_sequences() | o_tree.move_sequences()) == 1_452


@pytest.mark.parametrize("branching, depth", [(2, 4), (3, 3), (3, 4), (4, 3)])
def test_strategy_trees_of_uniform_trees_give_knuth_and_moore_minimal_tree(branching, depth):
    tree = random_uniform_tree(branching, depth, seed=branching * 10 + depth, low=-1000, high=1000)
    x_tree = strategy_tree(tree, (), "X")
    o_tree = strategy_tree(tree, (), "O")
    assert x_tree.leaves() == branching ** (depth // 2)       # MIN answers at floor(d/2) levels
    assert o_tree.leaves() == branching ** ((depth + 1) // 2)
    shared = {s for s in x_tree.move_sequences() & o_tree.move_sequences() if len(s) == depth}
    assert x_tree.leaves() + o_tree.leaves() - len(shared) == minimal_leaves(branching, depth)


def test_strategy_solver_plays_the_rules_and_names_a_missing_rule(game):
    strategy = strategy_tree(game, game.initial_state(), "O", at_least=0)
    solver = StrategySolver(strategy.rules(), name="never lose as O")
    after_corner = board(["   ", "   ", "  X"])
    assert solver.select_move(game, after_corner, "O") == (1, 1)
    with pytest.raises(StrategyError, match="no rule"):
        solver.select_move(game, board(["XO ", "   ", "   "]), "X")


def test_rules_text_lists_one_board_per_line(game):
    strategy = strategy_tree(game, game.initial_state(), "O", at_least=0)
    text = rules_text(strategy.rules())
    assert len(text.splitlines()) == 79
    assert text.splitlines()[0] == "... / ... / ..X  ->  (1, 1)"


def test_game_tree_counts_are_those_of_count_valid_sequences(game):
    assert count_valid_sequences(game, game.initial_state(), "X") == 255_168


def test_perfectly_ordered_alpha_beta_examines_the_first_best_strategy_trees(game):
    """Knuth & Moore's minimal tree is that of the ordering: the first best move, not the smallest tree."""
    from course_lib import MinimaxAlphaBetaSolverV2, best_first, solved_table
    empty = game.initial_state()
    first = [strategy_tree(game, empty, player, at_least=0, choice="first best") for player in "XO"]
    union = first[0].move_sequences() | first[1].move_sequences()
    perfect = MinimaxAlphaBetaSolverV2(move_order=best_first(solved_table(game)))
    perfect.minimax_value(game, empty, "X")
    assert len(union) == perfect.nodes_visited == 2_312
    with pytest.raises(ValueError, match="choice must be one of"):
        strategy_tree(game, empty, "X", choice="largest")
