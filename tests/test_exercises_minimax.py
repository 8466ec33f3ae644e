"""The checkers of notebooks 03 and 04 accept the answer and explain wrong ones."""

import pytest

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
    ([[2, 5], [2, 1]], "after changing (A,C), MIN holds A to 2 and B to 1 (A is still worth more than B)"),
    ([[3, 9], [2, 1]], "after changing (A,D), MIN holds A to 3 and B to 1 (A is still worth more than B)"),
    ([[3, 5], [2, 0]], "MIN holds A to 3 and B to 0 (MIN picks the smaller leaf under each move, "
                       "so B is worth only its smaller leaf)"),
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


def test_two_move_asks_for_a_function_when_given_its_result():
    result = check_two_move_leaf([[0, 5], [2, 1]])
    assert result.status == "failed"
    assert "expected a function returning the leaves (pass `my_two_move_leaves`, not its result), " \
        "got a list" in result.message


def test_two_move_reports_an_unanswered_exercise():
    def student():
        raise NotImplementedError

    result = check_two_move_leaf(student)
    assert result.status == "not implemented"
    assert "not implemented yet" in repr(result)


# ----------------------------------------------------------------------
# Notebook 04: write minimax for explicit trees
# ----------------------------------------------------------------------
import course_lib.exercises.minimax as checker_module  # noqa: E402
from course_lib.answer_guard import library_source  # noqa: E402
from course_lib.exercises.minimax import check_minimax  # noqa: E402


def _students_copy(function):
    """The checker's private `function` typed in again by a student: its source run in a copy of the
    checker's namespace, so that it is the student's own code (the library's copy is guarded)."""
    namespace = dict(vars(checker_module))
    exec(compile(library_source(function), "<student copy>", "exec"), namespace)
    return namespace[function.__name__]


_mistaken_minimax = _students_copy(checker_module._mistaken_minimax)


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


def cmput_style_minimax(tree, state, maximizing):
    """The CMPUT 396 notes' start, `so_far = -1`, with MIN starting at +1: right on utilities
    in [-1, 1] only."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    so_far = -1 if maximizing else 1
    for move in tree.get_valid_moves(state):
        value = cmput_style_minimax(tree, tree.make_move(state, move, player), not maximizing)
        so_far = max(so_far, value) if maximizing else min(so_far, value)
    return so_far


def test_minimax_checker_names_the_start_at_minus_one_and_plus_one():
    result = check_minimax(cmput_style_minimax)
    assert result.status == "failed"
    assert result.message == (
        "value 1 on the Two-Move game tree, expected 3: MAX's best value so far starts at -1 and "
        "MIN's at +1: -1 and +1 (a loss and a win, the CMPUT 396 notes' start for tic-tac-toe) are "
        "the extremes only when every utility lies between them; start at -infinity and +infinity "
        "(math.inf)")
    assert "is MAX maximizing" not in result.message  # the hint of the Two-Move tree alone


@pytest.mark.parametrize("mistake, message", [
    ("MIN starts at +1", "value 1 on the Two-Move game tree, expected 3: MIN's best value so far "
                         "starts at +1, so no MIN node is worth more than 1"),
    ("MAX starts at -1", "value -1 on the all-negative [[-3, -5], [-2, -1]] tree, expected -2: "
                         "MAX's best value so far starts at -1, so no MAX node is worth less than -1"),
])
def test_minimax_checker_names_one_bad_start(mistake, message):
    result = check_minimax(lambda tree, state, maximizing:
                           _mistaken_minimax(tree, state, maximizing, mistake))
    assert result.message.startswith(message)


def test_minimax_checker_matches_hints_against_every_tree():
    """A function that gives "MAX minimizes"'s value on the Two-Move game but not elsewhere gets
    no hint: the hint must explain the values on all the trees."""
    def odd(tree, state, maximizing):
        if tree.name.startswith("Two-Move"):
            return 1
        return correct_minimax(tree, state, maximizing)

    result = check_minimax(odd)
    assert result.message == "value 1 on the Two-Move game tree, expected 3"


def test_minimax_checker_reports_the_first_wrong_value_even_if_a_later_tree_raises():
    def fails_later(tree, state, maximizing):
        if tree.name.startswith("ragged"):
            raise KeyError("ragged")
        return _mistaken_minimax(tree, state, maximizing, "MIN maximizes")

    result = check_minimax(fails_later)
    assert result.message == ("value 5 on the Two-Move game tree, expected 3: is MIN minimizing? "
                              "(at a MIN node take the smallest child value)")


def test_the_two_move_reference_cannot_be_changed_by_a_students_code():
    from course_lib.exercises.minimax import TWO_MOVE_LEAVES, check_two_move_leaf

    def tamper():
        TWO_MOVE_LEAVES[0][0] = 0  # would make a two-leaf change look like one
        return [[0, 0], [2, 1]]

    verdict = check_two_move_leaf(tamper)
    assert verdict.status == "failed" and "TypeError" in verdict.message
    assert TWO_MOVE_LEAVES == ((3, 5), (2, 1))
