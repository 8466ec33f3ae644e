"""Checkers for the alpha-beta exercises of notebook 06.

1. *Which leaves does alpha-beta prune?* `check_pruned_leaves`, in `pruned_leaves.py`
   (imported here too, with `exercise_tree`).
2. *Alpha-beta on explicit trees.* `check_alphabeta(alphabeta)` runs a student's
   ``alphabeta(tree, state, alpha, beta, maximizing) -> value`` on several trees, records the
   leaves it evaluates (in order) and compares them, and the value, with the solver's trace.
   The first difference is reported (children out of order, a leaf visited that alpha-beta
   prunes, one skipped, a wrong value), and a known mistake giving the same search is named.
   The windows passed to its recursive calls are recorded too (by a stand-in for its global
   name), so a window reset to (-inf, +inf) is told apart from a loop that never breaks.

Wrong answers get a hint about the first mistake, never the whole answer.
"""

import contextlib
import math
import numbers

from ..answer_guard import guard
from ..games.lecture_trees import (aima_figure_5_2, cmput396_tree, hkust_tree,
                                   pruning_walkthrough_tree)
from ..games.random_trees import random_uniform_tree
from ..games.tree import GameTree
from ..solvers.alphabeta import MinimaxAlphaBetaSolverV1
from ..trace.search_trace import _trace_search_unchecked
from ..views.trace_views import explain, number
from . import ExerciseFailure, checker, contained
from .fresh_cases import fresh_seeds
from .pruned_leaves import check_pruned_leaves, cutoff_step, exercise_tree, step_entering  # noqa: F401


def ties_tree():
    """``[[3, 5], [3, 9]]``: the second MIN node reaches beta = alpha = 3 and must prune 9."""
    return GameTree([[3, 5], [3, 9]], name="ties [[3, 5], [3, 9]]")


def checked_trees():
    """The trees `check_alphabeta` runs a student's function on, in order."""
    return [aima_figure_5_2(), pruning_walkthrough_tree(), hkust_tree(), cmput396_tree(),
            ties_tree(), exercise_tree(), random_uniform_tree(3, 4, seed=1),
            random_uniform_tree(2, 5, seed=2)]


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
    "no updates": ("alpha and beta are never updated",
                   "after each child, MAX: alpha = max(alpha, value); MIN: beta = min(beta, value)"),
    "beta not lowered": ("a MIN node never lowers beta",
                         "after each child at MIN: beta = min(beta, value)"),
    "window reset": ("the recursive call resets the window to (-inf, +inf)",
                     "pass the node's current alpha and beta on to its children"),
    "utility for MIN": ("its leaves return -tree.evaluate(state), so it computes the values "
                        "for MIN",
                        "tree.evaluate(state) is already the utility for MAX, the player at the "
                        "root: return it unchanged"),
    "MIN at the root": ("it computes MIN's values at MAX nodes and MAX's at MIN nodes, searching "
                        "the root as a MIN node",
                        "maximizing=True at the root, a MAX node: take the max of the children "
                        "and raise alpha there; at MIN nodes, the min, and lower beta"),
}

_UPDATES = {"alpha": "raise alpha after its previous child (MAX: alpha = max(alpha, value))",
            "beta": "lower beta after its previous child (MIN: beta = min(beta, value))"}


def mistaken_alphabeta(mistake):
    """Return alpha-beta on explicit trees made with one known `mistake` (a key of `MISTAKES`),
    guarded like the solvers' searches (`course_lib.answer_guard`): a check refuses it."""
    if mistake not in MISTAKES:
        raise ValueError(f"unknown mistake {mistake!r}: one of {', '.join(MISTAKES)}")

    def alphabeta(tree, state, alpha, beta, maximizing):
        if tree.is_terminal(state):
            return -tree.evaluate(state) if mistake == "utility for MIN" else tree.evaluate(state)
        player = "X" if maximizing else "O"
        maxing = maximizing != (mistake == "MIN at the root")  # whose value the code computes
        value = -math.inf if maxing else math.inf
        for move in tree.get_valid_moves(state):
            window = {"swapped": (beta, alpha), "window reset": (-math.inf, math.inf)}.get(
                mistake, (alpha, beta))
            child = alphabeta(tree, tree.make_move(state, move, player), *window, not maximizing)
            if maxing:
                value = max(value, child)
                alpha = alpha if mistake == "no updates" else max(alpha, value)
            else:
                value = min(value, child)
                if mistake == "alpha at MIN":
                    alpha = max(alpha, value)
                elif mistake not in ("no updates", "beta not lowered"):
                    beta = min(beta, value)
            if mistake != "no pruning" and (beta < alpha if mistake == "strict" else beta <= alpha):
                break
        return value

    return guard(alphabeta, "search", name="mistaken_alphabeta")


def _run(alphabeta, tree):
    """Run `alphabeta` on a recording copy of `tree`; return ``(value, leaves evaluated, windows)``:
    `windows` maps each node it was called on to that call's ``(alpha, beta)``, as seen through
    the function's global name (empty when it recurses some other way, e.g. an inner function)."""
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


@checker("Alpha-beta on explicit trees")
def check_alphabeta(alphabeta, seed=None):
    """Check ``alphabeta(tree, state, alpha, beta, maximizing)`` on the trees of `checked_trees`
    and on two random trees drawn afresh at each check (`seed` fixes them)."""
    trees = checked_trees() + fresh_trees(seed)
    runs = [contained(_run, alphabeta, tree, what=f"on {tree!r} your function", hints=_RUN_HINTS)
            for tree in trees]
    for tree, (value, evaluated, windows) in zip(trees, runs):
        trace = _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree)
        problem = _first_difference(tree, trace, value, evaluated)
        if problem:  # the windows and the known mistakes assume a left-to-right search
            raise ExerciseFailure(problem if _out_of_order(evaluated)
                                  else problem + _diagnosis(trees, runs))
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
    leaves = _leaf_difference(tree, trace, evaluated)
    if leaves:
        if value != trace.value:  # say so: a wrong value may come from whose values are computed
            return (f"{where} your function returns {number(value)}, expected "
                    f"{number(trace.value)}, and {leaves}")
        return f"{where} your function {leaves}"
    if value != trace.value:
        return (f"{where} your function returned {number(value)}, expected {number(trace.value)}, "
                "although it visits the right leaves: check how values are backed up (max at MAX, "
                "min at MIN).")
    return None


def _leaf_difference(tree, trace, evaluated):
    """The first difference between the leaves the student's function `evaluated` and those of
    alpha-beta's `trace` (``"visits leaf ..."``), or None if they are the same."""
    expected = [event.node.key for event in trace.of_kind("leaf")]
    for i, leaf in enumerate(evaluated):
        name = _leaf_name(tree, leaf)
        if leaf in evaluated[:i]:
            return f"evaluates leaf {name} twice."
        if i >= len(expected) or leaf != expected[i]:
            if _out_of_order(evaluated):
                return _order_difference(tree, evaluated, expected, i)
            if leaf not in expected:
                step = cutoff_step(trace, leaf)
                return (f"visits leaf {name}, which alpha-beta prunes: {explain(trace, step)} "
                        "It searches too much.")
            return _skipped(trace, expected[i], _leaf_name(tree, expected[i]))
    if len(evaluated) < len(expected):
        missed = expected[len(evaluated)]
        return _skipped(trace, missed, _leaf_name(tree, missed))
    return None


def _out_of_order(evaluated):
    """True if the leaves were not evaluated left to right (sorted order of the paths)."""
    return any(tuple(later) < tuple(earlier) for earlier, later in zip(evaluated, evaluated[1:]))


def _order_difference(tree, evaluated, expected, i):
    """The hint for a search that does not take the children left to right, `i` being the
    first position where its leaves differ from alpha-beta's `expected` ones."""
    if i < len(expected) and expected[i] in evaluated[i + 1:]:
        first, then = evaluated[i], expected[i]
    else:
        first, then = next((earlier, later) for earlier, later in zip(evaluated, evaluated[1:])
                           if tuple(later) < tuple(earlier))
    return (f"visits leaf {_leaf_name(tree, first)} before leaf {_leaf_name(tree, then)}: "
            "search the children left to right, in tree.get_valid_moves(state) order.")


def _leaf_name(tree, path):
    return f"{tree.node_name(path)} (utility {number(tree.evaluate(path))})"


def _skipped(trace, key, name):
    event = trace[step_entering(trace, key)]
    return (f"never visits leaf {name}, which alpha-beta must visit "
            f"(when the search reaches it, alpha = {number(event.alpha)} < beta = "
            f"{number(event.beta)}): it prunes too much.")


def _diagnosis(trees, runs):
    """Name the window that does not change on the way down (a reset, or a bound never
    updated), or the known mistakes that search every tree as the student's did."""
    unchanged = [(tree, event, windows) for tree, (_, _, windows) in zip(trees, runs)
                 for event in _unchanged_windows(tree, windows)]
    if unchanged:  # a certain reset first, else the first window that did not change
        tree, event, windows = next((found for found in unchanged if _is_reset(*found[1:])),
                                    unchanged[0])
        return (f" Your function is called on {event.node.name} with alpha = -∞, beta = ∞, "
                f"where alpha-beta passes on alpha = {number(event.alpha)}, beta = "
                f"{number(event.beta)}: " + _window_fix(tree, event, windows))
    spied = any(windows for _, _, windows in runs)  # then a reset would have been seen
    searches = [run[:2] for run in runs]
    hints = [f"{symptom} ({fix})" for mistake, (symptom, fix) in MISTAKES.items()
             if not (spied and mistake == "window reset")
             and [_run(mistaken_alphabeta(mistake), tree)[:2] for tree in trees] == searches]
    return f" This is what happens when {', or when '.join(hints)}." if hints else ""


def _is_reset(event, windows):
    """True if `event`'s node got (-inf, +inf) from a parent called with a finite bound."""
    parent = windows.get(event.node.key[:-1])
    return parent is not None and parent != (-math.inf, math.inf)


def _window_fix(tree, event, windows):
    """What to fix when `event`'s node got (-inf, +inf): a reset if `_is_reset`; else the
    parent did not update the bound alpha-beta passes on (or reset it: the windows cannot
    tell the two apart)."""
    fix = MISTAKES["window reset"][1]
    if _is_reset(event, windows):
        return f"{fix}, do not reset them."
    bounds = [name for name, bound in (("alpha", event.alpha), ("beta", event.beta))
              if not math.isinf(bound)]
    updates = " and ".join(_UPDATES[name] for name in bounds)
    return (f"{tree.node_name(event.node.key[:-1])} should {updates}, and {fix} (do not reset "
            "them).")


def _unchanged_windows(tree, windows):
    """The "enter" events of alpha-beta's trace, in order, at the nodes the student's function
    was called on with (-inf, +inf), where alpha-beta passes a finite bound."""
    trace = _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree)
    return [event for event in trace.of_kind("enter")
            if windows.get(event.node.key) == (-math.inf, math.inf)
            and (event.alpha, event.beta) != (-math.inf, math.inf)]
