"""Exact outcome probabilities under uniform random play (`outcome_probabilities`)."""

from fractions import Fraction

from course_lib import GameTree, TicTacToe, tree_statistics
from course_lib.analysis.counting import outcome_probabilities
from conftest import board


def test_random_play_from_the_empty_board():
    result = outcome_probabilities(TicTacToe())
    assert result == {"X_wins": Fraction(737, 1260), "O_wins": Fraction(121, 420),
                      "draws": Fraction(8, 63)}
    assert sum(result.values()) == 1


def test_agrees_with_the_leaf_counts_weighted_by_ply():
    # every non-terminal node at ply k has 9 - k moves, so one complete game of
    # length k has probability (9 - k)! / 9!; X wins at odd plies, O at even ones
    stats = tree_statistics(TicTacToe())
    weight = [Fraction(1)]
    for k in range(9):
        weight.append(weight[-1] / (9 - k))
    ends = [n * w for n, w in zip(stats.leaves_per_ply, weight)]
    draws = stats.outcomes["draws"] * weight[9]
    result = outcome_probabilities(TicTacToe())
    assert result["draws"] == draws
    assert result["O_wins"] == ends[6] + ends[8]
    assert result["X_wins"] == ends[5] + ends[7] + ends[9] - draws


def test_explicit_tree():
    # X picks a branch with probability 1/2, then O a leaf with probability 1/2
    result = outcome_probabilities(GameTree([[1, -1], [0, 5]]))
    assert result == {"X_wins": Fraction(1, 2), "O_wins": Fraction(1, 4), "draws": Fraction(1, 4)}


def test_from_a_given_position(game):
    # O to move with two cells left: (2, 1) completes O's middle column; after
    # (1, 2) X must fill (2, 1) and the game is drawn
    state = board(["XOX", "XO ", "O X"])
    assert outcome_probabilities(game, state, "O") == {
        "X_wins": 0, "O_wins": Fraction(1, 2), "draws": Fraction(1, 2)}
    terminal = board(["XXX", "OO ", "   "])
    assert outcome_probabilities(game, terminal, "O") == {"X_wins": 1, "O_wins": 0, "draws": 0}
