"""Checkers for notebook 12 (games of chance), its trees and its hand exercises: a chance node's
value and when two moves are worth the same, expectimax vs minimax decisions.

The "spot the mistake" exercise (AIMA's `expect_minmax`) is in `expect_minmax`.
"""

import math
import numbers
from fractions import Fraction

from ..games.tree import Chance, GameTree
from ..solvers.expectimax import ExpectimaxSolver
from ..solvers.expectiminimax import ExpectiminimaxSolver
from ..solvers.minimax import MinimaxSolverV1
from . import ExerciseFailure, checker, contained, shown


def worked_example_tree():
    """Notebook 12's worked example: MAX chooses between a loaded coin (1/3, 2/3) and a fair one
    (1/2, 1/2); each outcome leads to a MIN node choosing between two leaves (utilities for MAX).

    The notebook solves it bottom-up, one level at a time (tests/test_trace_chance.py has the values).
    """
    third, half = Fraction(1, 3), Fraction(1, 2)
    return GameTree([Chance([(third, [3, 5]), (2 * third, [2, 10])]),
                     Chance([(half, [4, 6]), (half, [1, 8])])], name="worked example")


# ----------------------------------------------------------------------
# Exercise 1 (by hand): the value of a chance node
# ----------------------------------------------------------------------
def chance_exercise_tree():
    """The tree of the first exercise: MAX chooses A or B.

    A is a fair die whose faces are grouped 1/2/3 over three MIN nodes
    (probabilities 1/6, 1/3, 1/2); B is a MIN node.
    """
    return GameTree([Chance([(Fraction(1, 6), [2, 8]), (Fraction(1, 3), [6, 4]),
                             (Fraction(1, 2), [1, 9])]), [3, 5]],
                    move_labels=[["A", "B"], ["C", "D"], ["E", "F"]], name="chance exercise")


def _min_values_below_a(tree):
    """The values of the MIN nodes below A, in outcome order, and their probabilities."""
    solver = ExpectiminimaxSolver()
    outcomes = tree.chance_outcomes((0,))
    return ([solver.expectiminimax_value(tree, (0, i)) for i in range(len(outcomes))],
            [probability for probability, _ in outcomes])


def break_even_probability(tree):
    """The p at which A, its first outcome at its own probability, the middle at p and the last
    at the rest, is worth as much as B: A(p) = P1·m1 + p·m2 + (1 - P1 - p)·m3 = B, solved for p."""
    (m1, m2, m3), (first, _, _) = _min_values_below_a(tree)
    b = ExpectiminimaxSolver().expectiminimax_value(tree, (1,))
    return (b - first * m1 - (1 - first) * m3) / (m2 - m3)


IN_CLASS_PART_RIGHT = "{part}: right, that is the in-class part. Still to do: {missing}"
_ORDINALS = ("first", "second", "third", "fourth")


def _finite_number(key, value):
    """`value` if it is a finite real number (not a bool); else `ExerciseFailure` naming `key`."""
    if (not isinstance(value, numbers.Real) or isinstance(value, bool)
            or not math.isfinite(value)):
        raise ExerciseFailure(f"{key}: expected a finite number (e.g. a Fraction), got {shown(value)}")
    return value


@checker("The value of chance node A, and when A and B are worth the same")
def check_chance_value(answers):
    """Check ``answers() -> {"MIN values": [m1, m2, m3], "A": value, "p": probability}`` on
    `chance_exercise_tree`.

    "MIN values": the values of the three MIN nodes below A, in outcome order (the
    work); "A": the expectiminimax value of node A (a number, a Fraction keeps it
    exact); "p": the probability of A's middle outcome, the first keeping its 1/6
    and the last taking the rest (5/6 - p), at which A is worth as much as B.
    The work is checked first, then A, then p: a hint names the wrong entry and
    why, never a value. Without "p" the in-class part is checked: right, it is not
    yet a pass.
    """
    answer = contained(answers)
    keys = {"MIN values", "A", "p"}
    if not isinstance(answer, dict) or set(answer) not in (keys, keys - {"p"}):
        raise ExerciseFailure('expected {"MIN values": [m1, m2, m3], "A": value, "p": probability} '
                              '(without "p", to check the in-class part), got ' + shown(answer))
    tree = chance_exercise_tree()
    _check_min_values(tree, answer["MIN values"])
    value = _check_value_of_a(tree, _finite_number("A", answer["A"]))
    if "p" not in answer:
        raise ExerciseFailure(IN_CLASS_PART_RIGHT.format(
            part="the MIN values and A's value", missing='"p", the middle outcome\'s probability '
                                                         "at which A is worth as much as B"))
    p = _check_break_even(tree, _finite_number("p", answer["p"]))
    root = ExpectiminimaxSolver().expectiminimax_value(tree, ())
    return (f"A is worth {value} (about {float(value):.3f}); MAX compares it with B (3) and the "
            f"root is worth {root}. With the middle outcome at p = {p} A is worth 3 too: the "
            "likelier the middle outcome, the better A")


def _check_min_values(tree, values):
    """`ExerciseFailure` naming the first wrong MIN value below A and why (never its value)."""
    mins, _ = _min_values_below_a(tree)
    if not isinstance(values, (list, tuple)) or len(values) != len(mins):
        raise ExerciseFailure(f"MIN values: expected a list of the {len(mins)} MIN nodes' values "
                              f"below A, in outcome order, got {shown(values)}")
    for i, (value, expected) in enumerate(zip(values, mins)):
        value = _finite_number(f"MIN values[{i}]", value)
        if math.isclose(value, expected, abs_tol=1e-9):
            continue
        leaves = [tree.evaluate((0, i, j)) for j in range(len(tree.get_valid_moves((0, i))))]
        node = f"MIN values: the MIN node below A's {_ORDINALS[i]} outcome"
        if any(math.isclose(value, leaf, abs_tol=1e-9) for leaf in leaves):
            raise ExerciseFailure(f"{node}: MIN takes the smaller leaf")
        if math.isclose(value, Fraction(sum(leaves), len(leaves)), abs_tol=1e-9):
            raise ExerciseFailure(f"{node}: MIN chooses, it does not average: it takes the "
                                  "smaller leaf")
        raise ExerciseFailure(f"{node} is worth one of its two leaves: the one MIN chooses")


def _check_value_of_a(tree, value):
    """A's value if `value` is it; else `ExerciseFailure` naming the mistake it matches."""
    expected = ExpectiminimaxSolver().expectiminimax_value(tree, (0,))
    if math.isclose(value, expected, abs_tol=1e-9):
        return expected
    mins, probabilities = _min_values_below_a(tree)
    mistakes = {
        "the plain average of the three MIN values ignores the probabilities":
            sum(Fraction(v) for v in mins) / 3,
        "the weighted sum is already the mean: do not divide by the number of outcomes":
            sum(p * v for p, v in zip(probabilities, mins)) / 3,
        "a chance node averages; it neither maximizes nor minimizes": max(mins),
        "a chance node averages; it neither minimizes nor maximizes": min(mins),
    }
    for hint, wrong in mistakes.items():
        if math.isclose(value, wrong, abs_tol=1e-9):
            raise ExerciseFailure(f"A: {value} is not A's value: {hint}")
    raise ExerciseFailure(f"A: {value} is not A's value: weight each MIN value by its outcome's "
                          "probability and add them up")


def _check_break_even(tree, p):
    """The break-even p if `p` is it; else `ExerciseFailure` with a hint (never the value)."""
    expected = break_even_probability(tree)
    if math.isclose(p, expected, abs_tol=1e-9):
        return expected
    (m1, m2, m3), (first, _, _) = _min_values_below_a(tree)
    b = ExpectiminimaxSolver().expectiminimax_value(tree, (1,))
    swapped = (b - first * m1 - (1 - first) * m2) / (m3 - m2)  # p given to the last outcome
    if not 0 <= p <= 1 - first:
        raise ExerciseFailure(f"p: {p} cannot be the middle outcome's probability: p and the "
                              f"last outcome's {1 - first} - p must both lie between 0 and 1")
    if math.isclose(p, swapped, abs_tol=1e-9):
        raise ExerciseFailure(f"p: {p} gives p to the last outcome: p is the middle outcome's "
                              f"probability, the last one's is {1 - first} - p")
    raise ExerciseFailure(f"p: with the middle outcome at {p} A is not worth exactly as much as "
                          f"B: write A's value as {first} × (first MIN node) + p × (middle) + "
                          f"({1 - first} - p) × (last), set it equal to B's value, solve for p")


# ----------------------------------------------------------------------
# Exercise 2 (by hand): minimax vs expectimax decisions
# ----------------------------------------------------------------------
def decision_exercise_tree():
    """The tree of the third exercise: MAX chooses A, B or C; then O (MIN) chooses a leaf."""
    return GameTree([[-10, 9, 9, 9], [1, 2, 1, 2], [0, 3, 0, 3]],
                    move_labels=[["A", "B", "C"], ["w", "x", "y", "z"]], name="decision exercise")


def _mixed_value(tree, move, q):
    """A move's value against an O that plays its minimizing reply with probability q and one of
    its replies uniformly at random otherwise: q × (smallest leaf) + (1 - q) × (mean leaf)."""
    leaves = [tree.evaluate((move, reply)) for reply in range(len(tree.get_valid_moves((move,))))]
    return q * min(leaves) + (1 - q) * Fraction(sum(leaves), len(leaves))


def break_even_minimizing_share(tree):
    """The q at which minimax's move and expectimax's are worth the same (`_mixed_value`)."""
    minimax = tree.get_valid_moves(()).index(MinimaxSolverV1().select_move(tree, (), "X"))
    expectimax = tree.get_valid_moves(()).index(ExpectimaxSolver().select_move(tree, (), "X"))
    at_0 = _mixed_value(tree, expectimax, 0) - _mixed_value(tree, minimax, 0)
    at_1 = _mixed_value(tree, expectimax, 1) - _mixed_value(tree, minimax, 1)
    return at_0 / (at_0 - at_1)  # the difference is linear in q: its zero


DECISION_KEYS = ("minimax values", "expectimax values", "minimax", "expectimax", "q")


@checker("Minimax vs expectimax decisions")
def check_decisions(decisions):
    """Check ``decisions() -> {"minimax values": {"A": .., "B": .., "C": ..}, "expectimax values":
    {...}, "minimax": move, "expectimax": move, "q": probability}`` on `decision_exercise_tree`.

    "minimax values": each move's value when O minimizes; "expectimax values": its
    value when O picks one of its four moves uniformly at random (the work);
    "minimax", "expectimax": MAX's move in each case; "q": the probability with
    which O, minimizing with probability q and random otherwise, makes those two
    moves worth the same to MAX. The work is checked first, then the moves, then q:
    a hint names the wrong entry and why, never a value. Without "q" the in-class
    part is checked: right, it is not yet a pass.
    """
    answer = contained(decisions)
    tree = decision_exercise_tree()
    if not isinstance(answer, dict) or set(answer) not in (set(DECISION_KEYS), set(DECISION_KEYS[:-1])):
        raise ExerciseFailure('expected {"minimax values": {"A": .., "B": .., "C": ..}, "expectimax '
                              'values": {...}, "minimax": move, "expectimax": move, "q": probability} '
                              '(without "q", to check the in-class part), got ' + shown(answer))
    moves = {label: index for index, label in enumerate(tree.get_valid_moves(()))}  # "A" -> 0
    expected = {"minimax values": {m: _mixed_value(tree, i, 1) for m, i in moves.items()},
                "expectimax values": {m: _mixed_value(tree, i, 0) for m, i in moves.items()}}
    for key, values in expected.items():
        _check_move_values(tree, key, answer[key], values, moves)
    for key in ("minimax", "expectimax"):
        best = max(expected[f"{key} values"], key=expected[f"{key} values"].get)
        if answer[key] not in moves:
            raise ExerciseFailure(f"{key}: the moves are {', '.join(map(repr, moves))}, "
                                  f"got {shown(answer[key])}")
        if answer[key] != best:
            raise ExerciseFailure(f"{key}: MAX plays the move whose {key} value is the largest")
    if "q" not in answer:
        raise ExerciseFailure(IN_CLASS_PART_RIGHT.format(
            part="the values and both moves", missing='"q", the probability of minimizing at which '
                                                      "the two moves are worth the same"))
    q = _check_minimizing_share(tree, answer["q"])
    minimax_move, expectimax_move = answer["minimax"], answer["expectimax"]
    both = _mixed_value(tree, moves[minimax_move], q)
    return (f"minimax plays {minimax_move} (guaranteed 1), expectimax plays {expectimax_move} "
            "(expected 17/4, but it loses 10 if O finds the one good reply); against an O "
            f"minimizing with probability {q}, both are worth {both}: above {q}, {minimax_move}")


def _check_move_values(tree, key, values, expected, moves):
    """`ExerciseFailure` naming the first wrong entry of `values` (a dict move -> value) and why."""
    if not isinstance(values, dict) or set(values) != set(expected):
        raise ExerciseFailure(f"{key}: expected a dict {{'A': value, 'B': value, 'C': value}}, "
                              f"got {shown(values)}")
    for move, right in expected.items():
        value = _finite_number(f"{key}: {move}", values[move])
        if math.isclose(value, right, abs_tol=1e-9):
            continue
        leaves = [tree.evaluate((moves[move], reply))
                  for reply in range(len(tree.get_valid_moves((moves[move],))))]
        raise ExerciseFailure(f"{key}: {move}: " + _move_value_hint(key, value, leaves))


def _move_value_hint(key, value, leaves):
    """Why `value` is not a move's `key` ("minimax values" or "expectimax values"): never its value."""
    mean = Fraction(sum(leaves), len(leaves))
    if key == "minimax values":
        if math.isclose(value, mean, abs_tol=1e-9):
            return "minimax's O does not pick at random: it takes the smallest leaf"
        return "O replies with the leaf worst for MAX: the smallest of the four"
    if math.isclose(value, sum(leaves), abs_tol=1e-9):
        return "that is the sum of the four leaves: each reply has probability 1/4"
    if any(math.isclose(value, leaf, abs_tol=1e-9) for leaf in leaves):
        return "a random O does not choose a leaf: the move is worth the mean of its four leaves"
    return "each of O's four replies has probability 1/4: the move is worth the mean of its leaves"


def _check_minimizing_share(tree, q):
    """The break-even q if `q` is it; else `ExerciseFailure` with a hint (never the value)."""
    if not isinstance(q, numbers.Real) or isinstance(q, bool) or not math.isfinite(q):
        raise ExerciseFailure(f"q: expected a probability (e.g. a Fraction), got {shown(q)}")
    expected = break_even_minimizing_share(tree)
    if math.isclose(q, expected, abs_tol=1e-9):
        return expected
    if not 0 <= q <= 1:
        raise ExerciseFailure(f"q: {q} is not a probability")
    if math.isclose(q, 1 - expected, abs_tol=1e-9):
        raise ExerciseFailure(f"q: {q} swaps the two Os: q is how often O minimizes (q = 1 is "
                              "minimax's opponent, q = 0 expectimax's)")
    raise ExerciseFailure(f"q: at {q} the two moves are not worth the same: value each as "
                          "q × (its smallest leaf) + (1 - q) × (the mean of its four leaves), "
                          "where the random O may pick any of its four replies, the smallest "
                          "too; set minimax's move equal to expectimax's, solve for q")
