"""Checkers for notebook 12 (games of chance): a chance node's value, AIMA's expect_minmax fixed, and
expectimax vs minimax decisions.

`aima_expect_minmax` is AIMA's Python `expect_minmax` (aimacode/aima-python,
``games.py``) translated to the course's `Game` interface with its two bugs
kept, for the "spot the mistake" exercise. The bugs are named in the notebook's
answer and in tests/test_exercises_chance.py, not here, where `help()` would
give the exercise away.
"""

import math
import numbers
import random
from fractions import Fraction

from ..games.base import CHANCE, IllegalMoveError
from ..games.tree import Chance, GameTree
from ..solvers.expectimax import ExpectimaxSolver
from ..solvers.expectiminimax import ExpectiminimaxSolver
from ..solvers.minimax import MinimaxSolverV1
from . import ExerciseFailure, checker, contained, shown
from .fresh_cases import fresh_seeds


def aima_expect_minmax(game, state):
    """AIMA's `expect_minmax`, translated with its two bugs: do not use.

    The notebook shows this source for the "spot the mistake" exercise, so the
    bugs are not named here.

    Returns the (wrong) value of `state` for X, or raises an `IllegalMoveError`.
    """

    def value(state):
        if game.is_terminal(state):
            return game.evaluate(state)
        if game.is_chance(state):
            return chance_node(state)
        player = game.to_move(state)
        values = [value(game.make_move(state, a, player)) for a in game.get_valid_moves(state)]
        return max(values) if player == "X" else min(values)

    def chance_node(state):
        res_state = state
        sum_chances = 0
        num_chances = len(game.chance_outcomes(state))
        for probability, chance in game.chance_outcomes(state):
            res_state = game.make_move(res_state, chance, CHANCE)
            util = value(res_state)
            sum_chances += util * probability
        return sum_chances / num_chances

    return value(state)


def worked_example_tree():
    """Notebook 12's worked example: MAX chooses between a loaded coin (1/3, 2/3) and a fair one
    (1/2, 1/2); each outcome leads to a MIN node choosing between two leaves (utilities for MAX).

    The notebook solves it bottom-up, one level at a time (tests/test_trace_chance.py has the values).
    """
    third, half = Fraction(1, 3), Fraction(1, 2)
    return GameTree([Chance([(third, [3, 5]), (2 * third, [2, 10])]),
                     Chance([(half, [4, 6]), (half, [1, 8])])], name="worked example")


# ----------------------------------------------------------------------
# Exercise 1: the value of a chance node, by hand
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
# Exercise 2: fix AIMA's expect_minmax
# ----------------------------------------------------------------------
def expectiminimax_checked_trees():
    """The trees `check_expectiminimax` runs a student's function on, in order."""
    half, third = Fraction(1, 2), Fraction(1, 3)
    return [
        worked_example_tree(),
        chance_exercise_tree(),
        GameTree([[1, -1]], name="no-chance [[1, -1]]"),
        GameTree([Chance([(half, Chance([(half, 4), (half, 8)])), (half, Chance([(third, 0), (2 * third, 6)]))])],
                 name="two-coins-in-a-row"),
        GameTree([Chance([(Fraction(1, 6), [face, 6 - face]) for face in range(1, 7)]), 2], name="one-die"),
        GameTree([[Chance([(0.25, 8), (0.75, [0, Chance([(0.5, 16), (0.5, -4)])])]), 3], [5, 1]],
                 name="chance-below-MIN"),
    ]


def random_chance_tree(rng, depth):
    """A random nested tree of MAX, MIN and chance nodes `depth` plies deep (leaves -6..6)."""
    if depth == 0:
        return rng.randint(-6, 6)
    kind = rng.choice(["max", "chance", "min"] if depth > 1 else ["chance"])
    children = [random_chance_tree(rng, depth - 1) for _ in range(rng.randint(2, 3))]
    if kind != "chance":
        return children
    weights = [rng.randint(1, 4) for _ in children]
    return Chance([(Fraction(w, sum(weights)), child) for w, child in zip(weights, children)])


def fresh_chance_trees(seed=None):
    """Two random trees with chance nodes, drawn anew at each check (`seed` fixes them)."""
    return [GameTree([random_chance_tree(random.Random(s), 3) for _ in range(2)],
                     name=f"random (seed {s})") for s in fresh_seeds(seed, 2)]


def _mistaken_value(tree, state, mistake):
    """Expectiminimax with one of AIMA's mistakes (or a common one), to name a wrong answer's symptom."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if tree.is_chance(state):
        outcomes = tree.chance_outcomes(state)
        values = [_mistaken_value(tree, tree.make_move(state, o, CHANCE), mistake) for _, o in outcomes]
        weighted = sum(p * v for (p, _), v in zip(outcomes, values))
        return {"unweighted": sum(values) / len(values), "divides": weighted / len(values),
                "max at chance": max(values), "first outcome": values[0]}.get(mistake, weighted)
    player = tree.to_move(state)
    values = [_mistaken_value(tree, tree.make_move(state, m, player), mistake)
              for m in tree.get_valid_moves(state)]
    maximizes = (player == "X") != (mistake == "swapped")
    return max(values) if maximizes else min(values)


_MISTAKE_HINTS = {
    "divides": "the probabilities already sum to 1, so the weighted sum is the mean: "
               "dividing it by the number of outcomes averages twice (AIMA's second bug)",
    "unweighted": "weight each outcome's value by its probability",
    "max at chance": "nobody chooses at a chance node: its value is the probability-weighted "
                     "sum of its outcomes' values, not the largest of them",
    "first outcome": "a chance node's value weighs every outcome, not only the first (does a "
                     "`return` inside the loop end it early?)",
    "swapped": "min and max are swapped: X (MAX) takes the largest child value, O (MIN) the "
               "smallest",
    "overwrites": "apply every outcome to the chance node's own state, not to the state left by "
                  "the previous outcome (AIMA's first bug: res_state is overwritten in the loop)",
}


_RUN_HINTS = {IllegalMoveError: _MISTAKE_HINTS["overwrites"],
              RecursionError: "does your function return tree.evaluate(state) at a leaf?"}


@checker("Fix AIMA's expect_minmax")
def check_expectiminimax(expectiminimax, seed=None):
    """Check ``expectiminimax(tree, state) -> value for X`` against `ExpectiminimaxSolver` on several
    trees, and on two random trees drawn afresh at each check (`seed` fixes them)."""
    reference = ExpectiminimaxSolver()
    trees = expectiminimax_checked_trees() + fresh_chance_trees(seed)
    for tree in trees:
        expected = reference.expectiminimax_value(tree, ())
        got = contained(expectiminimax, tree, (), what=f"on the {tree.name} tree your function",
                        hints=_RUN_HINTS)
        if not isinstance(got, numbers.Real) or isinstance(got, bool):
            raise ExerciseFailure(f"on the {tree.name} tree expected a number, got {shown(got)}"
                                  + (": does every branch `return` a value?" if got is None else ""))
        if not math.isclose(got, expected, abs_tol=1e-9):
            hints = [hint for mistake, hint in _MISTAKE_HINTS.items() if mistake != "overwrites"
                     and math.isclose(got, _mistaken_value(tree, (), mistake), abs_tol=1e-9)]
            raise ExerciseFailure(f"value {_show(got)} on the {tree.name} tree, expected {_show(expected)}"
                                  + (": " + "; or ".join(hints) if hints else ""))
    return (f"right on all {len(expectiminimax_checked_trees())} trees and two random ones (the "
            f"worked example: {reference.expectiminimax_value(trees[0], ())})")


def _show(value):
    """A value as the verdict prints it: a Fraction exact, with its decimals when it is not whole."""
    if isinstance(value, Fraction):
        return f"{value}" if value.denominator == 1 else f"{value} (about {float(value):.4g})"
    return f"{value:.4g}"


# ----------------------------------------------------------------------
# Exercise 3: minimax vs expectimax decisions
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
