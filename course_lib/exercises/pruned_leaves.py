"""Checker of notebook 06's first alpha-beta exercise: which leaves does alpha-beta prune, and
where are the cutoffs?

`check_pruned_leaves(tree, answer)` compares the student's hand trace with the trace of
`MinimaxAlphaBetaSolverV1` on `exercise_tree()` (a `tree` that differs from it fails: the
exercise is about that tree, not one the student builds to match an easy answer). The answer
is a dict: ``"pruned"``, the names of the leaves never visited, and ``"cutoffs"``, each node
where a cutoff happens mapped to its ``(alpha, beta)`` at that moment. Both are fixed, so a
wrong answer is told which part is wrong and the rules it may break, always in the same words:
never which leaf or node is missing or extra, nor how many (a few tries would spell the
answer), and with the cutoffs asked for too, trying the few sets of leaves that the rules
allow does not reach a pass.
"""

import numbers

from ..answer_guard import answers
from ..games.lecture_trees import pruned_leaves_exercise_tree
from ..solvers.alphabeta import MinimaxAlphaBetaSolverV1
from ..trace.search_trace import _trace_search_unchecked
from . import ExerciseFailure, checker, contained, materialize, shown


exercise_tree = pruned_leaves_exercise_tree  # the exercise's name for it (notebook 06)

ANSWER_KEYS = ("pruned", "cutoffs")
EXPECTED = ('expected {"pruned": {leaf names}, "cutoffs": {node name: (alpha, beta)}}, such as '
            '{"pruned": {"e1", "e2"}, "cutoffs": {"B": (3, 2)}}')

WRONG_LEAVES = ("your pruned leaves are not the ones alpha-beta never visits: follow alpha and "
                "beta from the left; the first child of a node the search enters is always "
                "visited (a cutoff needs a value); at each node check beta <= alpha after every "
                "child, and a tie (beta == alpha) is enough; after a cutoff every later child of "
                "the node is skipped, a whole subtree with all its leaves, and no other leaf is")
WRONG_CUTOFFS = ("your cutoffs are not alpha-beta's: a cutoff happens at a node when, after a "
                 "child's value is backed up and alpha (at MAX) or beta (at MIN) updated, beta "
                 "<= alpha with children left; give that node's alpha and beta at that moment "
                 "(a node starts with its parent's alpha and beta; the root with (-inf, inf))")


@answers("search")  # the answer, for the checker only
def _pruned_names(tree):
    visited = set(_trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree).visited())
    return [tree.node_name(path) for path in tree.leaves() if path not in visited]


@answers("search")
def _cutoffs(trace):
    """{node name: (alpha, beta)} of the trace's cutoffs, the window when beta <= alpha held."""
    return {event.node.name: (event.alpha, event.beta) for event in trace.of_kind("cutoff")}


@checker("Which leaves does alpha-beta prune?")
def check_pruned_leaves(tree, answer):
    """Check `answer`, a hand trace of alpha-beta on `tree`, the exercise's tree.

    `answer` is ``{"pruned": leaves, "cutoffs": {node: (alpha, beta)}}``, or a function of no
    arguments returning it (the notebook's exercise cell defines such a function): `leaves`
    a collection of leaf names (a set; a list, a generator are read once, too), the cutoffs
    each internal node where ``beta <= alpha`` stops the search, with its alpha and beta
    then (numbers; ``math.inf`` for infinity). A wrong answer is told which part is wrong,
    in words that never depend on which leaves or nodes it names, nor on how many.
    """
    if _leaf_values(tree) != _leaf_values(exercise_tree()):
        raise ExerciseFailure(f"{tree!r} is not the exercise's tree: the exercise asks about "
                              "exercise_tree(); pass that tree")
    if callable(answer):
        answer = contained(answer)
    if not isinstance(answer, dict) or set(answer) != set(ANSWER_KEYS):
        raise ExerciseFailure(f"{EXPECTED}; got {shown(answer)}")
    given = _leaf_names(tree, answer["pruned"])
    cutoffs = _cutoff_windows(tree, answer["cutoffs"])
    trace = _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree)
    expected, expected_cutoffs = set(_pruned_names(tree)), _cutoffs(trace)
    wrong = [message for message, right in ((WRONG_LEAVES, given == expected),
                                            (WRONG_CUTOFFS, cutoffs == expected_cutoffs))
                     if not right]
    if wrong:
        raise ExerciseFailure("; and ".join(wrong))
    return (f"right: alpha-beta never visits {', '.join(sorted(expected))}, cut off at "
            f"{', '.join(sorted(expected_cutoffs))} (value {trace.value})")


def _leaf_names(tree, pruned):
    """The set of leaf names `pruned` holds, or `ExerciseFailure` saying what it holds instead."""
    if isinstance(pruned, (str, bytes)) or not hasattr(pruned, "__iter__"):
        raise ExerciseFailure("\"pruned\": expected a set of leaf names such as {'e1', 'e2'}, "
                              f"got {shown(pruned)}")
    names = materialize(pruned, "your set of leaves")
    leaves = [tree.node_name(path) for path in tree.leaves()]
    for name in names:
        if not isinstance(name, str):
            raise ExerciseFailure(f"leaf names are strings such as 'e1', but your answer holds "
                                  f"{shown(name)} (a {type(name).__name__})")
        if name not in leaves:
            raise ExerciseFailure(f"{name!r} is not a leaf of {tree!r}: its leaves are "
                                  f"{', '.join(leaves)}")
    return set(names)


def _cutoff_windows(tree, cutoffs):
    """`cutoffs` as {node name: (alpha, beta)}, or `ExerciseFailure` naming what is malformed
    or breaks the cutoff rule beta <= alpha (the student's own values: nothing of the answer)."""
    if not isinstance(cutoffs, dict):
        raise ExerciseFailure(f'"cutoffs": expected a dict {{node name: (alpha, beta)}} such as '
                              f'{{"B": (3, 2)}}, got {shown(cutoffs)}')
    internal = [tree.node_name(path) for path in tree.nodes() if not tree.is_terminal(path)]
    windows = {}
    for node, window in cutoffs.items():
        if node not in internal:
            raise ExerciseFailure(f"{shown(node)} is not an internal node of {tree!r}: cutoffs "
                                  f"happen at {', '.join(internal)}")
        if (not isinstance(window, (tuple, list)) or len(window) != 2
                or not all(isinstance(bound, numbers.Real) and not isinstance(bound, bool)
                           for bound in window)):
            raise ExerciseFailure(f"{node}: expected (alpha, beta), two numbers, got {shown(window)}")
        alpha, beta = window
        if beta > alpha:
            raise ExerciseFailure(f"{node}: (alpha, beta) = ({alpha}, {beta}) is no cutoff: the "
                                  "search stops at a node only when beta <= alpha")
        windows[node] = (alpha, beta)
    return windows


def _leaf_values(tree):
    """Each leaf's path, name and value: what makes two trees the same exercise."""
    try:
        return [(path, tree.node_name(path), tree.evaluate(path)) for path in tree.leaves()]
    except Exception:  # not a game tree of the library's kind
        return None


def step_entering(trace, key):
    return next(i for i, event in enumerate(trace) if event.kind == "enter" and event.node.key == key)


def cutoff_step(trace, key):
    return next(i for i, event in enumerate(trace) if event.kind == "cutoff"
                and any(key[:len(node.key)] == node.key for node in event.pruned))
