"""Checkers of notebook 06's exercises, on a correct answer and on the common wrong ones."""

import math

import pytest

from course_lib import GameTree, aima_figure_5_2
from course_lib.exercises.alphabeta import (MISTAKES, check_alphabeta, check_pruned_leaves,
                                            exercise_tree, mistaken_alphabeta)


def correct(tree, state, alpha, beta, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    if maximizing:
        value = -math.inf
        for move in tree.get_valid_moves(state):
            value = max(value, correct(tree, tree.make_move(state, move, player), alpha, beta, False))
            alpha = max(alpha, value)
            if beta <= alpha:
                break
        return value
    value = math.inf
    for move in tree.get_valid_moves(state):
        value = min(value, correct(tree, tree.make_move(state, move, player), alpha, beta, True))
        beta = min(beta, value)
        if beta <= alpha:
            break
    return value


def written_with(mistake):
    """A student's answer with one mistake, written out (not taken from the checker's catalogue)."""

    def alphabeta(tree, state, alpha, beta, maximizing):
        if tree.is_terminal(state):
            return tree.evaluate(state)
        player = "X" if maximizing else "O"
        value = -math.inf if maximizing else math.inf
        for move in tree.get_valid_moves(state):
            child = tree.make_move(state, move, player)
            if mistake == "swapped":
                score = alphabeta(tree, child, beta, alpha, not maximizing)
            else:
                score = alphabeta(tree, child, alpha, beta, not maximizing)
            if maximizing:
                value = max(value, score)
                alpha = max(alpha, value)
            elif mistake == "alpha at MIN":
                value = min(value, score)
                alpha = min(alpha, value)
            else:
                value = min(value, score)
                beta = min(beta, value)
            if mistake == "strict" and beta < alpha:
                break
            if mistake in ("swapped", "alpha at MIN") and beta <= alpha:
                break
        return value

    return alphabeta


def test_a_correct_answer_passes():
    result = check_alphabeta(correct)
    assert result.passed
    assert result.message == "right on all 8 trees: same values and same leaves as alpha-beta"


@pytest.mark.parametrize("mistake, symptom, hint", [
    ("no pruning", "your function visits leaf c2 (utility 4), which alpha-beta prunes: "
                   "beta = 2 <= alpha = 3 at C", "the loop never stops early"),
    ("strict", "on GameTree(ties [[3, 5], [3, 9]]) your function visits leaf 1-1 (utility 9), "
               "which alpha-beta prunes: beta = 3 <= alpha = 3 at 1", "prune when beta <= alpha"),
    ("swapped", "your function never visits leaf b2 (utility 12), which alpha-beta must visit "
                "(when the search reaches it, alpha = -∞ < beta = 3): it prunes too much",
     "alpha and beta are swapped in the recursive call"),
    ("alpha at MIN", "your function visits leaf c2 (utility 4), which alpha-beta prunes",
     "a MIN node updates alpha"),
])
def test_common_mistakes_are_named_by_their_symptom(mistake, symptom, hint):
    result = check_alphabeta(written_with(mistake))
    assert result.status == "failed"
    assert symptom in result.message
    assert hint in result.message


def test_the_catalogue_of_mistakes_fails_too():
    for mistake in MISTAKES:
        assert check_alphabeta(mistaken_alphabeta(mistake)).status == "failed"
    with pytest.raises(ValueError, match="unknown mistake 'typo'"):
        mistaken_alphabeta("typo")


def test_other_wrong_answers():
    def not_implemented(tree, state, alpha, beta, maximizing):
        raise NotImplementedError

    assert check_alphabeta(not_implemented).status == "not implemented"
    result = check_alphabeta(lambda tree, state, alpha, beta, maximizing: (3, None))
    assert "returned (3, None), expected a number (the value 3)" in result.message

    def crashes(tree, state, alpha, beta, maximizing):
        return tree.children(state)

    assert "raised AttributeError" in check_alphabeta(crashes).message

    def off_by_one(tree, state, alpha, beta, maximizing):  # the right leaves, a wrong value
        return correct(tree, state, alpha, beta, maximizing) + 1

    assert ("on GameTree(Russell & Norvig fig. 5.2) your function returned 4, expected 3, "
            "although it visits the right leaves") in check_alphabeta(off_by_one).message

    def twice(tree, state, alpha, beta, maximizing):
        tree.evaluate((0, 0))
        return correct(tree, state, alpha, beta, maximizing)

    assert "evaluates leaf b1 (utility 3) twice" in check_alphabeta(twice).message

    def never_reads_a_leaf(tree, state, alpha, beta, maximizing):
        return 3

    assert "never read a leaf" in check_alphabeta(never_reads_a_leaf).message


def test_pruned_leaves_checker():
    tree = exercise_tree()
    assert check_pruned_leaves(tree, {"d", "g", "h", "k", "l"}).passed
    missing = check_pruned_leaves(tree, {"d", "g", "h"})
    assert "leaf k is pruned too" in missing.message
    assert "beta = 6 <= alpha = 6 at D: prune the remaining child J" in missing.message
    extra = check_pruned_leaves(tree, ["d", "g", "h", "j", "k", "l"])
    assert "leaf j is visited" in extra.message and "alpha = 6, beta = ∞" in extra.message
    assert "z is not a leaf" in check_pruned_leaves(tree, {"z"}).message
    assert "expected a set of leaf names" in check_pruned_leaves(tree, "dghkl").message
    assert check_pruned_leaves(aima_figure_5_2(), {"c2", "c3"}).passed
    assert check_pruned_leaves(GameTree([[1, 2], [0, 5]]), {"1-1"}).passed
