"""Checkers for the alpha-beta exercises of notebook 06.

1. *Which leaves does alpha-beta prune?* `check_pruned_leaves(tree, answer)`
   compares a set of leaf names with the trace of `MinimaxAlphaBetaSolverV1`.
2. *Alpha-beta on explicit trees.* `check_alphabeta(alphabeta)` runs a student's
   ``alphabeta(tree, state, alpha, beta, maximizing) -> value`` on several trees,
   records the leaves it evaluates (in order) and compares them, and the value,
   with the solver's trace. The first difference is reported (a leaf visited
   that alpha-beta prunes, a leaf skipped that it must visit, or a wrong value),
   and if a known mistake gives exactly the same search, it is named.
"""

import math
import numbers

from ..games.lecture_trees import (aima_figure_5_2, cmput396_tree, hkust_tree,
                                   pruning_walkthrough_tree)
from ..games.random_trees import random_uniform_tree
from ..games.tree import GameTree
from ..solvers.alphabeta import MinimaxAlphaBetaSolverV1
from ..trace import trace_search
from ..views.trace_views import explain, number
from . import ExerciseFailure, checker


def exercise_tree():
    """The tree of the "which leaves are pruned?" exercise: 3 plies, leaves a..l.

    Internal nodes are named A..J breadth-first, leaves a..l left to right.
    """
    return GameTree([[[4, 6], [7, 1]], [[2, 5], [9, 8]], [[6, 3], [8, 7]]],
                    node_labels=list("ABCDEFGHIJ") + list("abcdefghijkl"),
                    name="exercise tree")


def ties_tree():
    """``[[3, 5], [3, 9]]``: the second MIN node reaches beta = alpha = 3 and must prune 9."""
    return GameTree([[3, 5], [3, 9]], name="ties [[3, 5], [3, 9]]")


def checked_trees():
    """The trees `check_alphabeta` runs a student's function on, in order."""
    return [aima_figure_5_2(), pruning_walkthrough_tree(), hkust_tree(), cmput396_tree(),
            ties_tree(), exercise_tree(), random_uniform_tree(3, 4, seed=1),
            random_uniform_tree(2, 5, seed=2)]


# ----------------------------------------------------------------------
# Exercise 1: predict the pruned leaves
# ----------------------------------------------------------------------
@checker("Which leaves does alpha-beta prune?")
def check_pruned_leaves(tree, answer):
    """Check `answer`, the names of the leaves alpha-beta never visits in `tree`.

    `answer` is a set of leaf names, or a function of no arguments returning one
    (the notebook's exercise cell defines such a function).
    """
    if callable(answer):
        answer = answer()
    leaves = {tree.node_name(path): path for path in tree.leaves()}
    if isinstance(answer, str) or not hasattr(answer, "__iter__"):
        raise ExerciseFailure(f"expected a set of leaf names such as {{'c', 'd'}}, got {answer!r}")
    unknown = sorted(str(name) for name in answer if name not in leaves)
    if unknown:
        raise ExerciseFailure(f"{', '.join(unknown)} is not a leaf of {tree!r}: "
                              f"its leaves are {', '.join(leaves)}")
    trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
    visited = set(trace.visited())
    expected = {name for name, path in leaves.items() if path not in visited}
    given = set(answer)
    shown = _names(expected)
    for name, path in leaves.items():  # the first mistake, left to right
        if name in given and name not in expected:
            step = _step_entering(trace, path)
            raise ExerciseFailure(f"expected {shown}, got {_names(given)}: leaf {name} is visited. "
                                  f"Step {step}: {explain(trace, step)} "
                                  "No cutoff has stopped the search before it.")
        if name in expected and name not in given:
            step = _cutoff_step(trace, path)
            raise ExerciseFailure(f"expected {shown}, got {_names(given)}: leaf {name} is pruned "
                                  f"too. Step {step}: {explain(trace, step)}")
    return f"right: alpha-beta never visits {shown} (value {trace.value})"


def _names(names):
    return "{" + ", ".join(repr(name) for name in sorted(names)) + "}"


def _step_entering(trace, key):
    return next(i for i, event in enumerate(trace) if event.kind == "enter" and event.node.key == key)


def _cutoff_step(trace, key):
    return next(i for i, event in enumerate(trace) if event.kind == "cutoff"
                and any(key[:len(node.key)] == node.key for node in event.pruned))


# ----------------------------------------------------------------------
# Exercise 2: implement alpha-beta on explicit trees
# ----------------------------------------------------------------------
class RecordingTree(GameTree):
    """A copy of a `GameTree` that records, in order, the leaves whose utility is read."""

    def __init__(self, tree):
        labels = None if tree.node_labels is None else [tree.node_labels[p] for p in tree.nodes()]
        super().__init__(tree.tree, move_labels=tree.move_labels, node_labels=labels,
                         name=tree.name)
        self.evaluated = []

    def evaluate(self, state):
        if self.is_terminal(state):
            self.evaluated.append(state)
        return super().evaluate(state)


MISTAKES = {  # mistake: (what the code does, how to fix it)
    "no pruning": ("the loop never stops early",
                   "after updating alpha (MAX) or beta (MIN), `if beta <= alpha: break`"),
    "strict": ("it prunes only when beta < alpha",
               "when beta == alpha the remaining children cannot matter either: "
               "prune when beta <= alpha"),
    "swapped": ("alpha and beta are swapped in the recursive call", "pass (alpha, beta) in that order"),
    "alpha at MIN": ("a MIN node updates alpha",
                     "MAX nodes raise alpha, MIN nodes lower beta: beta = min(beta, value)"),
}


def mistaken_alphabeta(mistake):
    """Return alpha-beta on explicit trees made with one known `mistake` (a key of `MISTAKES`)."""
    if mistake not in MISTAKES:
        raise ValueError(f"unknown mistake {mistake!r}: one of {', '.join(MISTAKES)}")

    def alphabeta(tree, state, alpha, beta, maximizing):
        if tree.is_terminal(state):
            return tree.evaluate(state)
        player = "X" if maximizing else "O"
        value = -math.inf if maximizing else math.inf
        for move in tree.get_valid_moves(state):
            window = (beta, alpha) if mistake == "swapped" else (alpha, beta)
            child = alphabeta(tree, tree.make_move(state, move, player), *window, not maximizing)
            if maximizing:
                value = max(value, child)
                alpha = max(alpha, value)
            else:
                value = min(value, child)
                if mistake == "alpha at MIN":
                    alpha = max(alpha, value)
                else:
                    beta = min(beta, value)
            if mistake != "no pruning" and (beta < alpha if mistake == "strict" else beta <= alpha):
                break
        return value

    return alphabeta


def _run(alphabeta, tree):
    """Run `alphabeta` on a recording copy of `tree`; return (value, leaves evaluated)."""
    recording = RecordingTree(tree)
    value = alphabeta(recording, (), -math.inf, math.inf, True)
    return value, recording.evaluated


@checker("Alpha-beta on explicit trees")
def check_alphabeta(alphabeta):
    """Check ``alphabeta(tree, state, alpha, beta, maximizing)`` on the trees of `checked_trees`."""
    trees = checked_trees()
    runs = [_run_checked(alphabeta, tree) for tree in trees]
    for tree, (value, evaluated) in zip(trees, runs):
        trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
        problem = _first_difference(tree, trace, value, evaluated)
        if problem:
            raise ExerciseFailure(problem + _diagnosis(trees, runs))
    return f"right on all {len(trees)} trees: same values and same leaves as alpha-beta"


def _run_checked(alphabeta, tree):
    try:
        return _run(alphabeta, tree)
    except (NotImplementedError, ExerciseFailure):
        raise
    except RecursionError:
        raise ExerciseFailure(f"on {tree!r} the recursion never ends: does your function "
                              "return tree.evaluate(state) at a leaf?") from None
    except Exception as error:  # the student's code failed: say where
        raise ExerciseFailure(f"on {tree!r} your function raised "
                              f"{type(error).__name__}: {error}") from None


def _first_difference(tree, trace, value, evaluated):
    where = f"on {tree!r}"
    if not isinstance(value, numbers.Real) or isinstance(value, bool):
        return (f"{where} your function returned {value!r}, expected a number "
                f"(the value {number(trace.value)}).")
    if not evaluated:
        return (f"{where} your function never read a leaf: use tree.evaluate(state) at a leaf "
                f"(expected value {number(trace.value)}).")
    expected = [event.node.key for event in trace.of_kind("leaf")]
    for i, leaf in enumerate(evaluated):
        name = _leaf_name(tree, leaf)
        if leaf in evaluated[:i]:
            return f"{where} your function evaluates leaf {name} twice."
        if i >= len(expected) or leaf != expected[i]:
            if leaf not in expected:
                step = _cutoff_step(trace, leaf)
                return (f"{where} your function visits leaf {name}, which alpha-beta prunes: "
                        f"{explain(trace, step)} It searches too much.")
            missed = _leaf_name(tree, expected[i])
            return _skipped(where, trace, expected[i], missed)
    if len(evaluated) < len(expected):
        missed = expected[len(evaluated)]
        return _skipped(where, trace, missed, _leaf_name(tree, missed))
    if value != trace.value:
        return (f"{where} your function returned {number(value)}, expected {number(trace.value)}, "
                "although it visits the right leaves: check how values are backed up (max at MAX, "
                "min at MIN).")
    return None


def _leaf_name(tree, path):
    return f"{tree.node_name(path)} (utility {number(tree.evaluate(path))})"


def _skipped(where, trace, key, name):
    event = trace[_step_entering(trace, key)]
    return (f"{where} your function never visits leaf {name}, which alpha-beta must visit "
            f"(when the search reaches it, alpha = {number(event.alpha)} < beta = "
            f"{number(event.beta)}): it prunes too much.")


def _diagnosis(trees, runs):
    """Name the known mistakes that search every tree exactly as the student's function did."""
    hints = [f"{symptom} ({fix})" for mistake, (symptom, fix) in MISTAKES.items()
             if [_run(mistaken_alphabeta(mistake), tree) for tree in trees] == runs]
    return f" This is what happens when {', or when '.join(hints)}." if hints else ""
