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


@checker("The value of chance node A, and when A and B are worth the same")
def check_chance_value(answers):
    """Check ``answers() -> {"A": value, "p": probability}`` on `chance_exercise_tree`.

    "A": the expectiminimax value of node A (a number, a Fraction keeps it exact);
    "p": the probability of A's middle outcome, the first keeping its 1/6 and the
    last taking the rest (5/6 - p), at which A is worth as much as B.
    ``{"A": value}`` alone checks the in-class part: a right A is not yet a pass.
    """
    answer = contained(answers)
    if not isinstance(answer, dict) or set(answer) not in ({"A", "p"}, {"A"}):
        raise ExerciseFailure(f'expected {{"A": value, "p": probability}} (or {{"A": value}} '
                              f"alone, to check the in-class part), got {shown(answer)}")
    for key in answer:
        if (not isinstance(answer[key], numbers.Real) or isinstance(answer[key], bool)
                or not math.isfinite(answer[key])):
            raise ExerciseFailure(f"{key}: expected a finite number (e.g. a Fraction), "
                                  f"got {shown(answer[key])}")
    tree = chance_exercise_tree()
    value = _check_value_of_a(tree, answer["A"])
    if "p" not in answer:
        raise ExerciseFailure(IN_CLASS_PART_RIGHT.format(
            part="A's value", missing='"p", the middle outcome\'s probability at which A is worth '
                                      "as much as B"))
    p = _check_break_even(tree, answer["p"])
    root = ExpectiminimaxSolver().expectiminimax_value(tree, ())
    return (f"A is worth {value} (about {float(value):.3f}); MAX compares it with B (3) and the "
            f"root is worth {root}. With the middle outcome at p = {p} A is worth 3 too: the "
            "likelier the middle outcome, the better A")


def _check_value_of_a(tree, value):
    """A's value if `value` is it; else `ExerciseFailure` naming the mistake it matches."""
    expected = ExpectiminimaxSolver().expectiminimax_value(tree, (0,))
    if math.isclose(value, expected, abs_tol=1e-9):
        return expected
    mins, probabilities = _min_values_below_a(tree)
    maxes = [max(tree.evaluate((0, i, j)) for j in range(2)) for i in range(len(mins))]
    mistakes = {
        "the plain average of the three MIN values ignores the probabilities":
            sum(Fraction(v) for v in mins) / 3,
        "the weighted sum is already the mean: do not divide by the number of outcomes":
            sum(p * v for p, v in zip(probabilities, mins)) / 3,
        "below the chance node O moves: each outcome is worth the smaller leaf, not the larger":
            sum(p * v for p, v in zip(probabilities, maxes)),
        "a chance node averages; it neither maximizes nor minimizes": max(mins),
        "a chance node averages; it neither minimizes nor maximizes": min(mins),
    }
    for hint, wrong in mistakes.items():
        if math.isclose(value, wrong, abs_tol=1e-9):
            raise ExerciseFailure(f"A: {value} is not A's value: {hint}")
    raise ExerciseFailure(f"A: {value} is not A's value: first find the value of each MIN node "
                          "below A, then weight each by its outcome's probability")


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


DECISION_KEYS = ("minimax", "expectimax", "q")


@checker("Minimax vs expectimax decisions")
def check_decisions(decisions):
    """Check ``decisions() -> {"minimax": move, "expectimax": move, "q": probability}`` on
    `decision_exercise_tree`.

    "minimax": MAX's move assuming O minimizes; "expectimax": MAX's move when O
    picks one of its four moves uniformly at random; "q": the probability with
    which O, minimizing with probability q and random otherwise, makes those two
    moves worth the same to MAX. The two moves alone check the in-class part: right,
    they are not yet a pass. With q, q is checked first: a wrong q says nothing of
    the moves, so the moves cannot be found by watching which message comes back.
    """
    answer = contained(decisions)
    tree = decision_exercise_tree()
    if not isinstance(answer, dict) or set(answer) not in (set(DECISION_KEYS), set(DECISION_KEYS[:2])):
        raise ExerciseFailure('expected {"minimax": move, "expectimax": move, "q": probability} '
                              "(or the two moves alone, to check the in-class part), "
                              f"got {shown(answer)}")
    for key in DECISION_KEYS[:2]:
        if not (isinstance(answer[key], str) and answer[key] in ("A", "B", "C")):
            raise ExerciseFailure(f"{key}: the moves are 'A', 'B' and 'C', got {shown(answer[key])}")
    q = _check_minimizing_share(tree, answer["q"]) if "q" in answer else None
    minimax_move = MinimaxSolverV1().select_move(tree, (), "X")
    expectimax_move = ExpectimaxSolver().select_move(tree, (), "X")
    if (answer["minimax"], answer["expectimax"]) != (minimax_move, expectimax_move):
        # One verdict for every wrong pair: naming the wrong key would halve the guesses left
        raise ExerciseFailure("not both of MAX's choices: minimax values each move by O's best "
                              "reply, the smallest leaf; against a uniformly random O each move "
                              "is worth the mean of its four leaves")
    if q is None:
        raise ExerciseFailure(IN_CLASS_PART_RIGHT.format(
            part="both moves", missing='"q", the probability of minimizing at which the two moves '
                                       "are worth the same"))
    both = _mixed_value(tree, tree.get_valid_moves(()).index(minimax_move), q)
    return (f"minimax plays {minimax_move} (guaranteed 1), expectimax plays {expectimax_move} "
            "(expected 17/4, but it loses 10 if O finds the one good reply); against an O "
            f"minimizing with probability {q}, both are worth {both}: above {q}, {minimax_move}")


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
