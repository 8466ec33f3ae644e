"""Checkers of notebook 12 and the AIMA bug they are about."""

from fractions import Fraction

import pytest

from course_lib import CHANCE, Chance, ExpectiminimaxSolver, GameOverError, GameTree, WrongPlayerError
from course_lib.exercises.chance import (break_even_minimizing_share, break_even_probability,
                                         chance_exercise_tree, check_chance_value, check_decisions,
                                         decision_exercise_tree)
from course_lib.exercises.expect_minmax import (_CHANCE_MISTAKES, _mistaken_value, aima_expect_minmax,
                                                check_expectiminimax, expectiminimax_checked_trees)

from answer_reveals import answer_values


def test_aima_expect_minmax_reproduces_both_bugs():
    """The two bugs kept in `aima_expect_minmax` (named here, not in the importable module):

    1. it overwrites ``res_state`` inside the loop over the chance outcomes, so each outcome is
       applied to the state left by the previous one instead of to the chance node (an
       `IllegalMoveError` when that state is not a chance node);
    2. it divides the probability-weighted sum by the number of outcomes: the probabilities
       already sum to 1, so the average is taken twice.
    """
    worked = expectiminimax_checked_trees()[0]
    # bug 1: the second outcome is applied to the first outcome's state, a MIN node
    with pytest.raises(WrongPlayerError, match="'chance' at 0-0: it is O's turn"):
        aima_expect_minmax(worked, (0,))
    # bug 2: a fair coin between 4 and 8 is worth 6; dividing the weighted sum by 2 gives 3
    coin = GameTree(Chance([(0.5, 4), (0.5, 8)]))
    assert ExpectiminimaxSolver().expectiminimax_value(coin, ()) == 6
    assert _mistaken_value(coin, (), "divides") == 3
    # bug 1 again: outcome 1 is applied to the leaf reached by outcome 0
    with pytest.raises(GameOverError, match="this is a leaf"):
        aima_expect_minmax(coin, ())
    # a single outcome hides both bugs (nothing to overwrite, division by 1)
    assert aima_expect_minmax(GameTree(Chance([(1, [5, 7])])), ()) == 7  # X moves below


def correct(tree, state):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if tree.is_chance(state):
        return sum(p * correct(tree, tree.make_move(state, o, CHANCE)) for p, o in tree.chance_outcomes(state))
    player = tree.to_move(state)
    values = [correct(tree, tree.make_move(state, m, player)) for m in tree.get_valid_moves(state)]
    return max(values) if player == "X" else min(values)


def mistaken(mistake):
    """A student's expectiminimax making `mistake` (a key of `_CHANCE_MISTAKES`, or "swapped"),
    written here: the library's `_mistaken_value` is refused to a student's code."""
    def expectiminimax(tree, state):
        if tree.is_terminal(state):
            return tree.evaluate(state)
        if tree.is_chance(state):
            outcomes = tree.chance_outcomes(state)
            values = [expectiminimax(tree, tree.make_move(state, o, CHANCE)) for _, o in outcomes]
            weighted = [p * v for (p, _), v in zip(outcomes, values)]
            return sum(weighted) if mistake == "swapped" else _CHANCE_MISTAKES[mistake](values, weighted)
        player = tree.to_move(state)
        values = [expectiminimax(tree, tree.make_move(state, m, player)) for m in tree.get_valid_moves(state)]
        return max(values) if (player == "X") != (mistake == "swapped") else min(values)
    return expectiminimax


def test_the_librarys_mistaken_value_is_no_answer():
    """`_mistaken_value` knows only its mistakes (no default computes the right value), and a
    check refuses it, whatever the mistake named."""
    coin = GameTree(Chance([(0.5, 4), (0.5, 8)]))
    for unknown in (None, "none", "right"):
        with pytest.raises(ValueError, match="unknown mistake"):
            _mistaken_value(coin, (), unknown)
    for mistake in (None, "divides", "swapped"):
        verdict = check_expectiminimax(lambda t, s: _mistaken_value(t, s, mistake))
        assert verdict.status == "failed" and verdict.message == (
            "on the worked example tree your function calls the library's `_mistaken_value`; "
            "write it yourself"), verdict.message


def aima_with_the_overwrite_fixed(tree, state):
    """AIMA's `expect_minmax` with its first bug fixed and its second kept (the weighted sum divided)."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if tree.is_chance(state):
        sum_chances, num_chances = 0, len(tree.chance_outcomes(state))
        for probability, outcome in tree.chance_outcomes(state):
            sum_chances += probability * aima_with_the_overwrite_fixed(tree, tree.make_move(state, outcome, CHANCE))
        return sum_chances / num_chances
    player = tree.to_move(state)
    values = [aima_with_the_overwrite_fixed(tree, tree.make_move(state, m, player)) for m in tree.get_valid_moves(state)]
    return max(values) if player == "X" else min(values)


def stopped_early(divide):
    """A `return` indented into AIMA's loop (the weighted sum of the first outcome), `/ n` kept or not."""
    def expectiminimax(tree, state):
        if tree.is_terminal(state):
            return tree.evaluate(state)
        if tree.is_chance(state):
            outcomes = tree.chance_outcomes(state)
            for probability, outcome in outcomes:
                weighted = probability * expectiminimax(tree, tree.make_move(state, outcome, CHANCE))
                return weighted / len(outcomes) if divide else weighted
        player = tree.to_move(state)
        values = [expectiminimax(tree, tree.make_move(state, m, player)) for m in tree.get_valid_moves(state)]
        return max(values) if player == "X" else min(values)
    return expectiminimax


def test_the_hints_on_aimas_bugs_give_the_symptom_never_the_bug():
    """Each of AIMA's bugs gets its symptom and a pointer to the equation; no message says what
    the bug is or how to fix it (instructor/answer_reveals.py lists those words)."""
    messages = [check_expectiminimax(aima_expect_minmax).message,
                check_expectiminimax(aima_with_the_overwrite_fixed).message]
    assert messages == [
        "on the worked example tree your function raised WrongPlayerError: move 1 by 'chance' at 0-0: "
        "it is O's turn: an outcome or a move was applied at a state it does not belong to (the one "
        "named above): which state does the equation apply each outcome r to?",
        "value 5/4 (about 1.25) on the worked example tree, expected 5/2 (about 2.5): each chance node "
        "is worth less (nearer 0) than the equation's probability-weighted sum of its outcomes' values: "
        "compare your chance node with that sum, term by term"]
    for message in messages:
        assert not [value for value in answer_values(check_expectiminimax)
                    if (value.search(message) if hasattr(value, "search") else value in message)]
        assert not any(word in message for word in ("res_state", "divid", "number of outcomes", "AIMA"))


def test_check_expectiminimax_names_each_mistake():
    assert check_expectiminimax(correct).passed
    verdict = check_expectiminimax(aima_expect_minmax)
    assert verdict.status == "failed" and "which state does the equation apply" in verdict.message
    verdict = check_expectiminimax(mistaken("divides"))
    assert "worth less (nearer 0) than the equation's" in verdict.message
    verdict = check_expectiminimax(mistaken("unweighted"))
    assert "weight each outcome" in verdict.message
    assert "returned" not in check_expectiminimax(lambda t, s: None).message
    verdict = check_expectiminimax(mistaken("swapped"))
    assert verdict.message == ("value 7 on the worked example tree, expected 5/2 (about 2.5): min and "
                               "max are swapped: X (MAX) takes the largest child value, O (MIN) the smallest")
    # the largest outcome and the first alone both give 4 on the worked tree: both are named
    for mistake in ("max at chance", "first outcome"):
        message = check_expectiminimax(mistaken(mistake)).message
        assert message == ("value 4 on the worked example tree, expected 5/2 (about 2.5): nobody chooses "
                           "at a chance node: its value is the probability-weighted sum of its outcomes' "
                           "values, not the largest of them; or your chance nodes count only their first "
                           "outcome (does a `return` inside the loop end it early?)")
    # a `return` inside the loop (the first outcome weighted, divided or not) and a loop one outcome
    # short give the same values on the worked tree, whose chance nodes have two outcomes each
    both = ("your chance nodes count only their first outcome (does a `return` inside the loop end it "
            "early?); or your chance nodes leave out their last outcome (does your loop stop one "
            "outcome short?)")
    assert check_expectiminimax(stopped_early(divide=False)).message == (
        "value 2 on the worked example tree, expected 5/2 (about 2.5): " + both)
    assert check_expectiminimax(stopped_early(divide=True)).message == (
        "value 1 on the worked example tree, expected 5/2 (about 2.5): " + both)
    for mistake in ("last outcome skipped", "last outcome skipped, divided"):
        assert both in check_expectiminimax(mistaken(mistake)).message
    unweighted = check_expectiminimax(mistaken("unweighted")).message
    assert unweighted.startswith("value 4.5 on the two-coins-in-a-row tree, expected 5: weight")

    def endless(tree, state):
        return endless(tree, state)

    message = check_expectiminimax(endless).message
    assert "never stops recursing (RecursionError)" in message
    assert "in endless: `return endless(tree, state)`: does your function return" in message


def test_check_expectiminimax_contains_student_errors():
    def broken(tree, state):
        return 1 / 0

    def stub(tree, state):
        raise NotImplementedError

    assert "ZeroDivisionError" in check_expectiminimax(broken).message
    assert check_expectiminimax(stub).status == "not implemented"


def answer(value):
    return lambda: value


MIN_VALUES = [2, 4, 1]  # the MIN nodes below A


def chance(value, p=Fraction(11, 18), min_values=MIN_VALUES):
    return answer({"MIN values": min_values, "A": value, "p": p})


def test_check_chance_value():
    assert check_chance_value(chance(Fraction(13, 6))).passed
    assert check_chance_value(chance(13 / 6, 11 / 18, (2.0, 4, Fraction(1)))).passed
    assert "ignores the probabilities" in check_chance_value(chance(Fraction(7, 3))).message
    assert "do not divide" in check_chance_value(chance(Fraction(13, 18))).message
    assert "neither maximizes" in check_chance_value(chance(4)).message
    assert not check_chance_value(chance("13/6")).passed
    assert not check_chance_value(answer(Fraction(13, 6))).passed  # the old answers: A alone
    assert not check_chance_value(answer({"A": Fraction(13, 6), "p": Fraction(11, 18)})).passed
    in_class = check_chance_value(answer({"MIN values": MIN_VALUES, "A": Fraction(13, 6)}))
    assert in_class.status == "failed" and in_class.message == (
        "the MIN values and A's value: right, that is the in-class part. Still to do: \"p\", the "
        "middle outcome's probability at which A is worth as much as B")
    assert "ZeroDivisionError" in check_chance_value(lambda: 1 / 0).message


def test_check_chance_value_checks_the_min_values_first_and_never_states_one():
    hints = {tuple(wrong): check_chance_value(chance(Fraction(13, 6), min_values=wrong)).message
             for wrong in ([8, 4, 1], [2, 6, 1], [2, 4, 9], [5, 4, 1], [2, 4, 0])}
    assert hints == {
        (8, 4, 1): "MIN values: the MIN node below A's first outcome: MIN takes the smaller leaf",
        (2, 6, 1): "MIN values: the MIN node below A's second outcome: MIN takes the smaller leaf",
        (2, 4, 9): "MIN values: the MIN node below A's third outcome: MIN takes the smaller leaf",
        (5, 4, 1): "MIN values: the MIN node below A's first outcome: MIN chooses, it does not "
                   "average: it takes the smaller leaf",
        (2, 4, 0): "MIN values: the MIN node below A's third outcome is worth one of its two "
                   "leaves: the one MIN chooses"}
    assert "expected a list of the 3 MIN nodes" in check_chance_value(chance(1, min_values=[2, 4])).message
    # wrong work hides whether A is right: trying A = k/6 never reaches the in-class part
    for guess in ([2, 8, 1], [8, 6, 9], [0, 0, 0]):
        verdicts = [check_chance_value(answer({"MIN values": guess, "A": Fraction(k, 6)}))
                    for k in range(6, 25)]
        assert not any(v.passed or "right" in v.message for v in verdicts)
        assert len({v.message for v in verdicts}) == 1


def test_the_break_even_probability_is_where_a_and_b_are_worth_the_same():
    # A(p) = 1/6 * 2 + p * 4 + (5/6 - p) * 1 = 7/6 + 3p, B = 3: p = 11/18
    assert break_even_probability(chance_exercise_tree()) == Fraction(11, 18)
    right_a = Fraction(13, 6)
    assert "gives p to the last outcome" in check_chance_value(chance(right_a, Fraction(2, 9))).message
    assert "must both lie between 0 and 1" in check_chance_value(chance(right_a, Fraction(35, 18))).message
    message = check_chance_value(chance(right_a, Fraction(1, 2))).message
    assert "set it equal to B's value" in message and "11/18" not in message
    # p is looked at only once the in-class part is right
    assert check_chance_value(chance(Fraction(7, 3), Fraction(1, 2))).message.startswith("A: 7/3")


MINIMAX_VALUES = {"A": -10, "B": 1, "C": 0}
EXPECTIMAX_VALUES = {"A": Fraction(17, 4), "B": Fraction(3, 2), "C": Fraction(3, 2)}
RIGHT = {"minimax values": MINIMAX_VALUES, "expectimax values": EXPECTIMAX_VALUES,
         "minimax": "B", "expectimax": "A", "q": Fraction(1, 5)}


def in_class(**changes):
    return answer({key: value for key, value in {**RIGHT, **changes}.items() if key != "q"})


def test_check_decisions():
    assert check_decisions(answer(RIGHT)).passed
    assert check_decisions(answer({**RIGHT, "q": 0.2, "expectimax values": {"C": 1.5, "B": 1.5,
                                                                            "A": 4.25}})).passed
    assert not check_decisions(answer({"minimax": "B", "expectimax": "A", "q": Fraction(1, 5)})).passed
    assert not check_decisions(answer(("B", "A"))).passed
    verdict = check_decisions(in_class())  # no q: in class
    assert verdict.status == "failed" and verdict.message == (
        "the values and both moves: right, that is the in-class part. Still to do: \"q\", the "
        "probability of minimizing at which the two moves are worth the same")
    hints = {
        "minimax values: B: O replies with the leaf worst for MAX: the smallest of the four":
            in_class(**{"minimax values": {**MINIMAX_VALUES, "B": 2}}),
        "minimax values: A: minimax's O does not pick at random: it takes the smallest leaf":
            in_class(**{"minimax values": {**MINIMAX_VALUES, "A": Fraction(17, 4)}}),
        "expectimax values: C: that is the sum of the four leaves: each reply has probability 1/4":
            in_class(**{"expectimax values": {**EXPECTIMAX_VALUES, "C": 6}}),
        "expectimax values: A: a random O does not choose a leaf: the move is worth the mean of "
        "its four leaves": in_class(**{"expectimax values": {**EXPECTIMAX_VALUES, "A": -10}}),
        "minimax: MAX plays the move whose minimax value is the largest": in_class(minimax="A"),
        "expectimax: MAX plays the move whose expectimax value is the largest":
            in_class(expectimax="B"),
        "minimax: the moves are 'A', 'B', 'C', got 'D'": in_class(minimax="D"),
    }
    assert {hint: check_decisions(answer).message for hint, answer in hints.items()} == {
        hint: hint for hint in hints}

    def stub():
        raise NotImplementedError

    assert check_decisions(stub).status == "not implemented"


def test_trying_every_pair_of_moves_no_longer_finds_them():
    """The moves come with the values they are chosen from: with the values not worked out,
    all nine pairs of moves (and any q) get one and the same verdict."""
    for minimax_values, expectimax_values in [({"A": 0, "B": 0, "C": 0}, EXPECTIMAX_VALUES),
                                              (MINIMAX_VALUES, {"A": 1, "B": 1, "C": 1})]:
        verdicts = [check_decisions(answer({"minimax values": minimax_values,
                                            "expectimax values": expectimax_values,
                                            "minimax": a, "expectimax": b, "q": q}))
                    for a in "ABC" for b in "ABC" for q in (Fraction(1, 5), Fraction(1, 2))]
        assert len({v.message for v in verdicts}) == 1 and not any(v.passed for v in verdicts)


def test_the_break_even_share_of_minimizing_is_where_b_and_a_are_worth_the_same():
    # A(q) = -10q + 17/4 (1 - q), B(q) = q + 3/2 (1 - q): equal at q = 1/5, both 7/5
    assert break_even_minimizing_share(decision_exercise_tree()) == Fraction(1, 5)
    assert "swaps the two Os" in check_decisions(answer({**RIGHT, "q": Fraction(4, 5)})).message
    other_three = check_decisions(answer({**RIGHT, "q": Fraction(2, 5)})).message  # O never repeats
    assert "any of its four replies, the smallest too" in other_three and "1/5" not in other_three
    assert "not a probability" in check_decisions(answer({**RIGHT, "q": 2})).message
    assert "both are worth 7/5" in check_decisions(answer(RIGHT)).message


def test_check_expectiminimax_stops_a_function_that_never_returns(short_time_limit):

    def forever(tree, state):
        while True:
            pass

    verdict = check_expectiminimax(forever)
    assert verdict.status == "failed" and "ran for more than 0.2 s" in verdict.message
