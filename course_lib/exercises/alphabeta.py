"""Checkers for the alpha-beta exercises of notebook 06.

1. *Which leaves does alpha-beta prune?* `check_pruned_leaves(tree, answer)`
   compares a set of leaf names with the trace of `MinimaxAlphaBetaSolverV1`.
2. *Alpha-beta on explicit trees.* `check_alphabeta(alphabeta)` runs a student's
   ``alphabeta(tree, state, alpha, beta, maximizing) -> value`` on several trees,
   records the leaves it evaluates (in order) and compares them, and the value,
   with the solver's trace. The first difference is reported (a leaf visited
   that alpha-beta prunes, a leaf skipped that it must visit, or a wrong value),
   and if a known mistake gives exactly the same search, it is named. The
   windows the student's function passes to its recursive calls are recorded
   too (by a stand-in for its global name), so a window reset to
   (-inf, +inf) is told apart from a loop that never breaks.

Wrong answers get a hint about the first mistake, never the whole answer.
"""

import contextlib
import math
import numbers
import re

from ..games.lecture_trees import (aima_figure_5_2, cmput396_tree, hkust_tree,
                                   pruning_walkthrough_tree)
from ..games.random_trees import random_uniform_tree
from ..games.tree import GameTree
from ..solvers.alphabeta import MinimaxAlphaBetaSolverV1
from ..trace import trace_search
from ..views.trace_views import explain, number
from . import ExerciseFailure, checker, contained, materialize, shown
from .fresh_cases import fresh_seeds


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
def _pruned_names(tree):
    visited = set(trace_search(MinimaxAlphaBetaSolverV1(), tree).visited())
    return [tree.node_name(path) for path in tree.leaves() if path not in visited]


def _pruned_reveals():
    """The exercise tree's pruned leaves, listed in order whatever the quotes and commas."""
    names = _pruned_names(exercise_tree())
    return [re.compile(r"\b" + r"\W+".join(map(re.escape, names)) + r"\b")]


@checker("Which leaves does alpha-beta prune?", reveals=_pruned_reveals)
def check_pruned_leaves(tree, answer):
    """Check `answer`, the names of the leaves alpha-beta never visits in `tree`.

    `answer` is a collection of leaf names (a set; a list, a generator or the
    keys of a dict are read once, too), or a function of no arguments returning
    one (the notebook's exercise cell defines such a function). A wrong answer
    is told what is wrong with it (too many, too few, a rule it breaks), never
    which leaf is missing or extra.
    """
    if callable(answer):
        answer = contained(answer)
    if isinstance(answer, (str, bytes)) or not hasattr(answer, "__iter__"):
        raise ExerciseFailure("expected a set of leaf names such as {'a', 'b'}, "
                              f"got {shown(answer)}")
    names = materialize(answer, "your set of leaves")
    leaves = {tree.node_name(path): path for path in tree.leaves()}
    for name in names:
        if not isinstance(name, str):
            raise ExerciseFailure(f"leaf names are strings such as 'a', but your answer holds "
                                  f"{shown(name)} (a {type(name).__name__})")
        if name not in leaves:
            raise ExerciseFailure(f"{name!r} is not a leaf of {tree!r}: its leaves are "
                                  f"{', '.join(leaves)}")
    given = set(names)
    trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
    expected = set(_pruned_names(tree))
    if given != expected:
        raise ExerciseFailure(_what_is_wrong(tree, trace, given, expected))
    return (f"right: alpha-beta never visits {', '.join(sorted(expected))} "
            f"(value {trace.value})")


def _what_is_wrong(tree, trace, given, expected):
    """What is wrong with a set of pruned leaves: too many, too few, or which rule it breaks;
    never which leaf is missing or extra (that would let a few tries spell the answer)."""
    count = f"you named {len(given)} lea{'f' if len(given) == 1 else 'ves'}"
    if len(given) > len(expected):
        return (f"{count}, more than alpha-beta prunes in this tree: a leaf is pruned only when a "
                "cutoff (beta <= alpha) at a node above it stops the search before the leaf")
    if len(given) < len(expected):
        return (f"{count}, fewer than alpha-beta prunes in this tree: after a cutoff at a node, "
                "every later child of that node is skipped, a whole subtree with all its leaves")
    visited = {event.node.key for event in trace.of_kind("enter")}
    leaves = {tree.node_name(path): path for path in tree.leaves()}
    if any(leaves[name][-1] == 0 and leaves[name][:-1] in visited for name in given):
        return (f"{count}, as many as alpha-beta prunes, but one of them is the first child of a "
                "node the search enters: a first child is always visited (a cutoff needs a value)")
    return (f"{count}, as many as alpha-beta prunes, but not the same ones: follow alpha and beta "
            "from the left, and at each node check beta <= alpha after every child")


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
    "window reset": ("the recursive call resets the window to (-inf, +inf)",
                     "pass the node's current alpha and beta on to its children"),
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
            window = {"swapped": (beta, alpha), "window reset": (-math.inf, math.inf)}.get(
                mistake, (alpha, beta))
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
    """Run `alphabeta` on a recording copy of `tree`; return ``(value, leaves evaluated, windows)``.

    `windows` maps each node the function was called on to the ``(alpha, beta)``
    of that call, as seen through the function's global name (empty when it
    recurses some other way, e.g. as an inner function).
    """
    recording, windows = RecordingTree(tree), {}
    with _spying_on(alphabeta, windows):
        value = alphabeta(recording, (), -math.inf, math.inf, True)
    return value, recording.evaluated, windows


@contextlib.contextmanager
def _spying_on(function, windows):
    """Stand in for `function` under its global name, recording the window of every call."""
    namespace, name = getattr(function, "__globals__", None), getattr(function, "__name__", None)
    if namespace is None or namespace.get(name) is not function:
        yield
        return

    def spy(*args, **kwargs):
        if len(args) >= 4:
            windows.setdefault(args[1], (args[2], args[3]))
        return function(*args, **kwargs)

    namespace[name] = spy
    try:
        yield
    finally:
        namespace[name] = function


_RUN_HINTS = {RecursionError: "does your function return tree.evaluate(state) at a leaf "
                              "(tree.is_terminal(state))?"}


def fresh_trees(seed=None):
    """Two random trees drawn anew at each check (`seed` fixes them)."""
    first, second = fresh_seeds(seed, 2)
    return [random_uniform_tree(3, 3, seed=first), random_uniform_tree(2, 4, seed=second)]


@checker("Alpha-beta on explicit trees", reveals=lambda: [])
def check_alphabeta(alphabeta, seed=None):
    """Check ``alphabeta(tree, state, alpha, beta, maximizing)`` on the trees of `checked_trees`
    and on two random trees drawn afresh at each check (`seed` fixes them)."""
    trees = checked_trees() + fresh_trees(seed)
    runs = [contained(_run, alphabeta, tree, what=f"on {tree!r} your function", hints=_RUN_HINTS)
            for tree in trees]
    for tree, (value, evaluated, windows) in zip(trees, runs):
        trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
        problem = _first_difference(tree, trace, value, evaluated)
        if problem:
            raise ExerciseFailure(problem + _diagnosis(trees, runs))
    return (f"right on all {len(checked_trees())} trees and two random ones: same values and "
            "same leaves as alpha-beta")


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
    """Name the window reset, or the known mistakes that search every tree as the student's did."""
    for tree, (_, _, windows) in zip(trees, runs):
        reset = _first_reset(tree, windows)
        if reset is not None:
            return (f" Your function is called on {reset.node.name} with alpha = -∞, beta = ∞, "
                    f"where alpha-beta passes on alpha = {number(reset.alpha)}, beta = "
                    f"{number(reset.beta)}: {MISTAKES['window reset'][1]}, do not reset them.")
    spied = any(windows for _, _, windows in runs)  # then a reset would have been seen
    searches = [run[:2] for run in runs]
    hints = [f"{symptom} ({fix})" for mistake, (symptom, fix) in MISTAKES.items()
             if not (spied and mistake == "window reset")
             and [_run(mistaken_alphabeta(mistake), tree)[:2] for tree in trees] == searches]
    return f" This is what happens when {', or when '.join(hints)}." if hints else ""


def _first_reset(tree, windows):
    """The first "enter" event of alpha-beta's trace at a node the student's function was
    called on with (-inf, +inf), where alpha-beta passes a finite bound; None if none."""
    for event in trace_search(MinimaxAlphaBetaSolverV1(), tree).of_kind("enter"):
        got = windows.get(event.node.key)
        if got == (-math.inf, math.inf) and (event.alpha, event.beta) != got:
            return event
    return None
