"""The checkers of notebooks 03 and 05 accept the answer and explain wrong ones."""

import pytest

from course_lib import TicTacToe
from course_lib.exercises.caching import check_symmetry_pruned_minimax, symmetry_pruned_reference
from course_lib.exercises.minimax import check_two_move_leaf


@pytest.mark.parametrize("leaves", [[[0, 5], [2, 1]], [[3, 0], [2, 1]], [[-7, 5], [2, 1]],
                                    [[3, 0.5], [2, 1]]])
def test_two_move_accepts_one_leaf_that_makes_b_best(leaves, capsys):
    result = check_two_move_leaf(lambda: leaves)
    assert result.passed
    assert "makes B the best move" in capsys.readouterr().out


@pytest.mark.parametrize("leaves, fragment", [
    ([[3, 5], [2, 1]], "got 0 changed (none)"),
    ([[3, 5], [9, 9]], "got 2 changed ((B,C), (B,D))"),
    ([[3, 5], [9, 1]], "expected move B, got A: after changing (B,C), MIN holds A to 3 and B to 1"),
    ([[1, 5], [2, 1]], "a tie keeps A, the first best move"),
    ([[3, 5], [2]], "two lists of two finite numbers"),
    ([[3, "5"], [2, 1]], "two lists of two finite numbers"),
    ([[3, True], [2, 1]], "two lists of two finite numbers"),
    ([[3, float("nan")], [2, 1]], "two lists of two finite numbers"),
    (None, "got None"),
])
def test_two_move_explains_wrong_answers(leaves, fragment):
    result = check_two_move_leaf(lambda: leaves)
    assert result.status == "failed"
    assert fragment in result.message


def test_two_move_reports_an_unanswered_exercise():
    def student():
        raise NotImplementedError

    result = check_two_move_leaf(student)
    assert result.status == "not implemented"
    assert "not implemented yet" in repr(result)


def test_symmetry_pruning_reference_figures():
    game = TicTacToe()
    assert symmetry_pruned_reference(game, game.initial_state(), "X") == (0, 58_524)


def test_symmetry_pruning_checker_accepts_the_reference():
    result = check_symmetry_pruned_minimax(symmetry_pruned_reference)
    assert result.passed
    assert "58,524 nodes instead of 549,946 (9.4 times fewer)" in result.message


def test_symmetry_pruning_checker_recognises_plain_minimax():
    def plain(game, state, player):  # what MinimaxSolverV2 counts from the empty board
        return 0, 549_946

    result = check_symmetry_pruned_minimax(plain)
    assert result.status == "failed"
    assert "549,946 nodes on the empty board, expected 58,524: that is plain minimax" in result.message


def test_symmetry_pruning_checker_catches_a_wrong_value_and_a_wrong_count():
    def optimistic(game, state, player):
        return 1, 58_524

    assert "value 1 on the empty board, expected 0" in check_symmetry_pruned_minimax(optimistic).message

    def value_only(game, state, player):
        return 0

    assert check_symmetry_pruned_minimax(value_only).message == (
        "expected a pair (value, nodes) on the empty board, got 0")

    def off_by_root(game, state, player):
        value, nodes = symmetry_pruned_reference(game, state, player)
        return value, nodes - 1

    result = check_symmetry_pruned_minimax(off_by_root)
    assert "58,523 nodes on the empty board, expected 58,524" in result.message
    assert "root and leaves included" in result.message


def test_symmetry_pruning_checker_figures_are_the_references():
    from course_lib.exercises.caching import _test_positions

    game = TicTacToe()
    for _, state, player, expected in _test_positions(game):
        assert symmetry_pruned_reference(game, state, player) == expected


# ----------------------------------------------------------------------
# Notebook 04: write minimax for explicit trees
# ----------------------------------------------------------------------
from course_lib.exercises.minimax import _mistaken_minimax, check_minimax  # noqa: E402


def correct_minimax(tree, state, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    values = [correct_minimax(tree, tree.make_move(state, move, player), not maximizing)
              for move in tree.get_valid_moves(state)]
    return max(values) if maximizing else min(values)


def test_minimax_checker_passes_a_correct_function(capsys):
    result = check_minimax(correct_minimax)
    assert result.passed
    assert "right on all 9 trees" in capsys.readouterr().out


@pytest.mark.parametrize("mistake, message", [
    ("MIN maximizes", "value 5 on the Two-Move game tree, expected 3: is MIN minimizing?"),
    ("MAX minimizes", "value 1 on the Two-Move game tree, expected 3: is MAX maximizing?"),
    ("no alternation", "value 5 on the Two-Move game tree, expected 3: is MIN minimizing?"),
    # (with the game enforcing turns, "no alternation" only shows as MAX everywhere)
    ("starts at 0", "value 0 on the Two-Move game tree, expected 3: the best value so far must start at -infinity"),
    ("min and max swapped", "value 2 on the Two-Move game tree, expected 3: min and max are swapped: "
                            "MAX (maximizing) takes the largest child value, MIN the smallest"),
])
def test_minimax_checker_names_the_symptom_of_common_mistakes(mistake, message):
    def wrong(tree, state, maximizing):
        return _mistaken_minimax(tree, state, maximizing, mistake)

    result = check_minimax(wrong)
    assert result.status == "failed"
    assert message in result.message


def test_minimax_checker_names_players_that_do_not_alternate():
    def no_alternation(tree, state, maximizing):
        if tree.is_terminal(state):
            return tree.evaluate(state)
        values = [no_alternation(tree, tree.make_move(state, move, "X" if maximizing else "O"),
                                 maximizing) for move in tree.get_valid_moves(state)]
        return max(values) if maximizing else min(values)

    result = check_minimax(no_alternation)
    assert result.status == "failed"
    assert ("on the Two-Move game tree your function raised WrongPlayerError: move 'C' by 'X' "
            "at A: it is O's turn, at line ") in result.message
    assert ("in no_alternation: `values = [no_alternation(tree, tree.make_move(state, move...`: "
            "the tree refuses a move by the wrong player: do the players alternate?") in result.message


def test_minimax_checker_reports_none_non_numbers_and_not_implemented():
    assert "returned None on the Two-Move game tree, expected 3: does every branch" in \
        check_minimax(lambda tree, state, maximizing: None).message
    assert "expected a number (the utility for MAX) on the Two-Move game tree, got 'A'" in \
        check_minimax(lambda tree, state, maximizing: "A").message

    def stub(tree, state, maximizing):
        raise NotImplementedError

    result = check_minimax(stub)
    assert result.status == "not implemented" and "not implemented yet" in result.message


@pytest.mark.parametrize("result, message", [
    ((0, None), "the node count on the empty board should be an int, got None"),
    ((0, "58524"), "the node count on the empty board should be an int, got '58524'"),
    ((0, 58_524.0), "the node count on the empty board should be an int, got 58524.0"),
    (("0", 58_524), "the value on the empty board should be a number (the utility for X), got '0'"),
    ([0, 58_523], "58,523 nodes on the empty board, expected 58,524"),  # a list is a pair too
    (None, "expected a pair (value, nodes) on the empty board, got None: does your function "
           "`return` its result?"),
])
def test_symmetry_pruning_checker_explains_results_of_the_wrong_type(result, message):
    verdict = check_symmetry_pruned_minimax(lambda game, state, player: result)
    assert verdict.status == "failed" and verdict.message.startswith(message)
