"""Checker of notebook 06's first alpha-beta exercise: which leaves does alpha-beta prune?

`check_pruned_leaves(tree, answer)` compares a set of leaf names with the trace of
`MinimaxAlphaBetaSolverV1` on `exercise_tree()` (a `tree` that differs from it fails: the
exercise is about that tree, not one the student builds to match an easy answer). The answer is one fixed set, so a wrong one is told what is
wrong with it (too many, too few, which rule it breaks), never which leaf is missing or extra.
"""


from ..answer_guard import answers
from ..games.lecture_trees import pruned_leaves_exercise_tree
from ..solvers.alphabeta import MinimaxAlphaBetaSolverV1
from ..trace.search_trace import _trace_search_unchecked
from . import ExerciseFailure, checker, contained, materialize, shown


exercise_tree = pruned_leaves_exercise_tree  # the exercise's name for it (notebook 06)


@answers("search")  # the answer, for the checker only
def _pruned_names(tree):
    visited = set(_trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree).visited())
    return [tree.node_name(path) for path in tree.leaves() if path not in visited]


@checker("Which leaves does alpha-beta prune?")
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
        raise ExerciseFailure("expected a set of leaf names such as {'e1', 'e2'}, "
                              f"got {shown(answer)}")
    names = materialize(answer, "your set of leaves")
    leaves = {tree.node_name(path): path for path in tree.leaves()}
    for name in names:
        if not isinstance(name, str):
            raise ExerciseFailure(f"leaf names are strings such as 'e1', but your answer holds "
                                  f"{shown(name)} (a {type(name).__name__})")
        if name not in leaves:
            raise ExerciseFailure(f"{name!r} is not a leaf of {tree!r}: its leaves are "
                                  f"{', '.join(leaves)}")
    given = set(names)
    if _leaf_values(tree) != _leaf_values(exercise_tree()):
        raise ExerciseFailure(f"{tree!r} is not the exercise's tree: the exercise asks about "
                              "exercise_tree(); pass that tree")
    trace = _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree)
    expected = set(_pruned_names(tree))
    if given != expected:
        raise ExerciseFailure(_what_is_wrong(tree, trace, given, expected))
    return (f"right: alpha-beta never visits {', '.join(sorted(expected))} "
            f"(value {trace.value})")


def _leaf_values(tree):
    """Each leaf's path, name and value: what makes two trees the same exercise."""
    try:
        return [(path, tree.node_name(path), tree.evaluate(path)) for path in tree.leaves()]
    except Exception:  # not a game tree of the library's kind
        return None


def _what_is_wrong(tree, trace, given, expected):
    """What is wrong with a set of pruned leaves: too many, too few, or which rule it breaks;
    never which leaf is missing or extra (that would let a few tries spell the answer)."""
    count = f"you named {len(given)} lea{'f' if len(given) == 1 else 'ves'}"
    if len(given) > len(expected):
        return (f"{count}, more than alpha-beta prunes in this tree: a leaf is pruned only when a "
                "cutoff (beta <= alpha) at a node above it stops the search before the leaf")
    if len(given) < len(expected):
        return (f"{count}, fewer than alpha-beta prunes in this tree: after a cutoff at a node, "
                "every later child of that node is skipped, a whole subtree with all its leaves; "
                "and a tie (beta == alpha) is enough for a cutoff")
    return (f"{count}, as many as alpha-beta prunes, but not the same ones: follow alpha and beta "
            "from the left; the first child of a node the search enters is always visited (a "
            "cutoff needs a value), and at each node check beta <= alpha after every child")


def step_entering(trace, key):
    return next(i for i, event in enumerate(trace) if event.kind == "enter" and event.node.key == key)


def cutoff_step(trace, key):
    return next(i for i, event in enumerate(trace) if event.kind == "cutoff"
                and any(key[:len(node.key)] == node.key for node in event.pruned))
