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
import re
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
                    move_labels=[["A", "B"], ["C", "D"], ["E", "F"]], name="exercise tree")


def _chance_value_reveals():
    value = ExpectiminimaxSolver().expectiminimax_value(chance_exercise_tree(), (0,))
    return [f"{value}", f"{float(value):.3f}", f"{float(value):.4g}"]


@checker("The value of chance node A", reveals=_chance_value_reveals)
def check_chance_value(value_of_a):
    """Check ``value_of_a()``, the expectiminimax value of node A of `chance_exercise_tree` (a number)."""
    value = contained(value_of_a)
    tree = chance_exercise_tree()
    solver = ExpectiminimaxSolver()
    expected = solver.expectiminimax_value(tree, (0,))
    if not isinstance(value, numbers.Real) or isinstance(value, bool) or not math.isfinite(value):
        raise ExerciseFailure(f"expected a finite number (e.g. a Fraction), got {shown(value)}")
    if math.isclose(value, expected, abs_tol=1e-9):
        root = solver.expectiminimax_value(tree, ())
        return (f"A is worth {expected} (about {float(expected):.3f}); MAX compares it with B "
                f"(3) and the root is worth {root}")
    mins = [solver.expectiminimax_value(tree, (0, i)) for i in range(3)]
    maxes = [max(tree.evaluate((0, i, j)) for j in range(2)) for i in range(3)]
    probabilities = [p for p, _ in tree.chance_outcomes((0,))]
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
            raise ExerciseFailure(f"{value} is not A's value: {hint}")
    raise ExerciseFailure(f"{value} is not A's value: first find the value of each MIN node "
                          "below A, then weight each by its outcome's probability")


# ----------------------------------------------------------------------
# Exercise 2: fix AIMA's expect_minmax
# ----------------------------------------------------------------------
def expectiminimax_checked_trees():
    """The trees `check_expectiminimax` runs a student's function on, in order."""
    half, third = Fraction(1, 2), Fraction(1, 3)
    return [
        worked_example_tree(),
        chance_exercise_tree(),
        GameTree([[1, -1]], name="no chance [[1, -1]]"),
        GameTree([Chance([(half, Chance([(half, 4), (half, 8)])), (half, Chance([(third, 0), (2 * third, 6)]))])],
                 name="two coins in a row"),
        GameTree([Chance([(Fraction(1, 6), [face, 6 - face]) for face in range(1, 7)]), 2], name="a die"),
        GameTree([[Chance([(0.25, 8), (0.75, [0, Chance([(0.5, 16), (0.5, -4)])])]), 3], [5, 1]],
                 name="chance below MIN"),
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
                     name=f"random chance tree seed={s}") for s in fresh_seeds(seed, 2)]


def _mistaken_value(tree, state, mistake):
    """Expectiminimax with one of AIMA's mistakes (or a common one), to name a wrong answer's symptom."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if tree.is_chance(state):
        outcomes = tree.chance_outcomes(state)
        values = [_mistaken_value(tree, tree.make_move(state, o, CHANCE), mistake) for _, o in outcomes]
        if mistake == "unweighted":
            return sum(values) / len(values)
        weighted = sum(p * v for (p, _), v in zip(outcomes, values))
        return weighted / len(values) if mistake == "divides" else weighted
    player = tree.to_move(state)
    values = [_mistaken_value(tree, tree.make_move(state, m, player), mistake)
              for m in tree.get_valid_moves(state)]
    return max(values) if player == "X" else min(values)


_MISTAKE_HINTS = {
    "divides": "the probabilities already sum to 1, so the weighted sum is the mean: "
               "dividing it by the number of outcomes averages twice (AIMA's second bug)",
    "unweighted": "weight each outcome's value by its probability",
    "overwrites": "apply every outcome to the chance node's own state, not to the state left by "
                  "the previous outcome (AIMA's first bug: res_state is overwritten in the loop)",
}


_RUN_HINTS = {IllegalMoveError: _MISTAKE_HINTS["overwrites"],
              RecursionError: "does your function return tree.evaluate(state) at a leaf?"}


def _aima_bugs_reveals():
    """The two bugs, in the words the notebook would use to name them."""
    return [re.compile(r"#\s*bug [12]"), re.compile(r"res_state\W+is overwritten"),
            re.compile(r"previous outcome's state"), re.compile(r"\*after the first outcome\*"),
            re.compile(r"already sum to 1"), re.compile(r"already weighted sum")]


@checker("Fix AIMA's expect_minmax", reveals=_aima_bugs_reveals)
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
                                  + (f": {hints[0]}" if hints else ""))
    return (f"right on all {len(expectiminimax_checked_trees())} trees and two random ones (the "
            f"worked example: {reference.expectiminimax_value(trees[0], ())})")


def _show(value):
    return f"{value} (about {float(value):.4g})" if isinstance(value, Fraction) else f"{value:.4g}"


# ----------------------------------------------------------------------
# Exercise 3: minimax vs expectimax decisions
# ----------------------------------------------------------------------
def decision_exercise_tree():
    """The tree of the third exercise: MAX chooses A, B or C; then O (MIN) chooses a leaf."""
    return GameTree([[-10, 9, 9, 9], [1, 2, 1, 2], [0, 3, 0, 3]],
                    move_labels=[["A", "B", "C"], ["w", "x", "y", "z"]], name="decision tree")


def _decisions_reveals():
    tree = decision_exercise_tree()
    minimax, expectimax = (MinimaxSolverV1().select_move(tree, (), "X"),
                           ExpectimaxSolver().select_move(tree, (), "X"))
    return [re.compile(rf"""["']minimax["']\s*:\s*["']{minimax}["']"""),
            re.compile(rf"""["']expectimax["']\s*:\s*["']{expectimax}["']"""),
            f"minimax plays {minimax}", f"expectimax plays {expectimax}", "17/4"]


@checker("Minimax vs expectimax decisions", reveals=_decisions_reveals)
def check_decisions(decisions):
    """Check ``decisions() -> {"minimax": move, "expectimax": move}`` on `decision_exercise_tree`.

    "minimax": MAX's move assuming O minimizes; "expectimax": MAX's move when O
    picks one of its four moves uniformly at random.
    """
    answer = contained(decisions)
    tree = decision_exercise_tree()
    if not isinstance(answer, dict) or set(answer) != {"minimax", "expectimax"}:
        raise ExerciseFailure(f'expected {{"minimax": move, "expectimax": move}}, got {shown(answer)}')
    minimax_move = MinimaxSolverV1().select_move(tree, (), "X")
    expectimax_move = ExpectimaxSolver().select_move(tree, (), "X")
    for key in ("minimax", "expectimax"):
        if not (isinstance(answer[key], str) and answer[key] in ("A", "B", "C")):
            raise ExerciseFailure(f"{key}: the moves are 'A', 'B' and 'C', got {shown(answer[key])}")
    if (answer["minimax"], answer["expectimax"]) != (minimax_move, expectimax_move):
        # One verdict for every wrong pair: naming the wrong key would halve the guesses left
        raise ExerciseFailure("not both of MAX's choices: minimax values each move by O's best "
                              "reply, the smallest leaf; against a uniformly random O each move "
                              "is worth the mean of its four leaves")
    return (f"minimax plays {minimax_move} (guaranteed 1), expectimax plays {expectimax_move} "
            "(expected 17/4, but it loses 10 if O finds the one good reply)")
