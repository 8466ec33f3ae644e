"""Checker for notebook 12's "spot the mistake": AIMA's `expect_minmax`, fixed by the student.

`aima_expect_minmax` is AIMA's Python `expect_minmax` (aimacode/aima-python,
``games.py``) translated to the course's `Game` interface with its two bugs
kept, for the exercise. The bugs are named in the notebook's answer and in
tests/test_exercises_chance.py, not here, where `help()` would give the exercise
away. `check_expectiminimax` runs the student's function on fixed trees
(`expectiminimax_checked_trees`) and on random ones drawn afresh
(`fresh_chance_trees`), and names the symptom of a wrong value.
"""

import math
import numbers
import random
from fractions import Fraction

from ..answer_guard import guard
from ..games.base import CHANCE, IllegalMoveError
from ..games.tree import Chance, GameTree
from ..solvers.expectiminimax import ExpectiminimaxSolver
from . import ExerciseFailure, checker, contained, shown
from .chance import chance_exercise_tree, worked_example_tree
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
    """Expectiminimax with one of AIMA's mistakes (or a common one), to name a wrong answer's symptom.

    `mistake` is a key of `_CHANCE_MISTAKES` or "swapped" (min and max); any other raises
    ValueError, so that no argument gives the right value. Guarded ("search"): a check
    refuses it to the student's code like the solvers.
    """
    if mistake not in _CHANCE_MISTAKES and mistake != "swapped":
        raise ValueError(f"unknown mistake {mistake!r}: one of {sorted(_CHANCE_MISTAKES)} or 'swapped'")
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if tree.is_chance(state):
        outcomes = tree.chance_outcomes(state)
        values = [_mistaken_value(tree, tree.make_move(state, o, CHANCE), mistake) for _, o in outcomes]
        weighted = [p * v for (p, _), v in zip(outcomes, values)]
        if mistake == "swapped":
            return sum(weighted)
        return _CHANCE_MISTAKES[mistake](values, weighted)
    player = tree.to_move(state)
    values = [_mistaken_value(tree, tree.make_move(state, m, player), mistake)
              for m in tree.get_valid_moves(state)]
    maximizes = (player == "X") != (mistake == "swapped")
    return max(values) if maximizes else min(values)


_mistaken_value = guard(_mistaken_value, "search")  # a wrong answer's symptom, for checks only

_CHANCE_MISTAKES = {  # mistake -> a chance node's value from its outcomes' values, and those weighted
    "unweighted": lambda values, weighted: sum(values) / len(values),
    "divides": lambda values, weighted: sum(weighted) / len(values),
    "max at chance": lambda values, weighted: max(values),
    "first outcome": lambda values, weighted: values[0],
    "first outcome weighted": lambda values, weighted: weighted[0],  # a `return` inside the loop
    "first outcome divided": lambda values, weighted: weighted[0] / len(values),
    "last outcome skipped": lambda values, weighted: sum(weighted[:-1]),
    "last outcome skipped, divided": lambda values, weighted: sum(weighted[:-1]) / len(values),
}

_ONLY_FIRST = ("your chance nodes count only their first outcome (does a `return` inside the loop "
               "end it early?)")
_LAST_SKIPPED = ("your chance nodes leave out their last outcome (does your loop stop one outcome "
                 "short?)")
_MISTAKE_HINTS = {  # the symptom, and where to look: never the bug or its fix
    "divides": "each chance node is worth less (nearer 0) than the equation's probability-weighted "
               "sum of its outcomes' values: compare your chance node with that sum, term by term",
    "unweighted": "weight each outcome's value by its probability",
    "max at chance": "nobody chooses at a chance node: its value is the probability-weighted "
                     "sum of its outcomes' values, not the largest of them",
    "first outcome": _ONLY_FIRST,
    "first outcome weighted": _ONLY_FIRST,
    "first outcome divided": _ONLY_FIRST,
    "last outcome skipped": _LAST_SKIPPED,
    "last outcome skipped, divided": _LAST_SKIPPED,
    "swapped": "min and max are swapped: X (MAX) takes the largest child value, O (MIN) the "
               "smallest",
}


_RUN_HINTS = {IllegalMoveError: "an outcome or a move was applied at a state it does not belong "
                                "to (the one named above): which state does the equation apply "
                                "each outcome r to?",
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
            hints = list(dict.fromkeys(hint for mistake, hint in _MISTAKE_HINTS.items()
                                       if math.isclose(got, _mistaken_value(tree, (), mistake), abs_tol=1e-9)))
            raise ExerciseFailure(f"value {_show(got)} on the {tree.name} tree, expected {_show(expected)}"
                                  + (": " + "; or ".join(hints) if hints else ""))
    return (f"right on all {len(expectiminimax_checked_trees())} trees and two random ones (the "
            f"worked example: {reference.expectiminimax_value(trees[0], ())})")


def _show(value):
    """A value as the verdict prints it: a Fraction exact, with its decimals when it is not whole."""
    if isinstance(value, Fraction):
        return f"{value}" if value.denominator == 1 else f"{value} (about {float(value):.4g})"
    return f"{value:.4g}"
