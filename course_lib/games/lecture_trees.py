"""The game trees used in the lecture notes, ready to solve.

Each function returns a fresh `GameTree`; the figures in the docstrings are the
ones the lecture (and the tests) check. `HAND_EXERCISES` lists the trees of exercises
done by hand, which `course_lib.trace.trace_search` refuses to record.
"""

from .tree import GameTree


def two_move_game():
    """The Two-Move game: X plays A or B, then O plays C or D.

    Utilities for X: (A,C)=3, (A,D)=5, (B,C)=2, (B,D)=1. Minimax value 3, move A.
    """
    return GameTree([[3, 5], [2, 1]], move_labels=[["A", "B"], ["C", "D"]],
                    name="Two-Move game")


def aima_figure_5_2():
    """The two-ply tree of Russell & Norvig (2020), fig. 5.2.

    MAX moves a1..a3, MIN replies b1..b3 / c1..c3 / d1..d3; leaves 3 12 8 | 2 4 6 | 14 5 2.
    Minimax value 3 (move a1); alpha-beta never visits the leaves 4 and 6.
    """
    return GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]],
                    node_labels=["A", "B", "C", "D",
                                 "b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2", "d3"],
                    name="Russell & Norvig fig. 5.2")


def pruning_walkthrough_tree():
    """The three-ply tree of the lecture's pruning walkthrough (after Sebastian Lague).

    [[[-1, 3], [5, 1]], [[-6, -4], [0, 9]]]: value 3; alpha-beta prunes the
    leaf 1 and the subtree [0, 9].
    """
    return GameTree([[[-1, 3], [5, 1]], [[-6, -4], [0, 9]]], name="pruning walkthrough")


def hkust_tree():
    """The HKUST notes' example [[9, 8, 7], [6, 5, 4], [3, 2, 1]].

    Value 7; alpha-beta cuts off after the leaves 6 and 3.
    """
    return GameTree([[9, 8, 7], [6, 5, 4], [3, 2, 1]], name="HKUST 9..1")


def cmput396_tree():
    """The CMPUT 396 trace example A(B(D=7, E=5), C(F=3, G=1, H=9)).

    Leaves are utilities for the first player (MAX at A); in negamax format they
    are unchanged because every leaf is at even depth. Value 5; G and H pruned.
    """
    return GameTree([[7, 5], [3, 1, 9]], node_labels="ABCDEFGH", name="CMPUT 396 A..H")


def pruned_leaves_exercise_tree():
    """The tree of notebook 06's "which leaves are pruned?" exercise: 3 plies, leaves e1..j2.

    Internal nodes are named A..J breadth-first; each leaf is named after its parent
    (E's leaves e1 and e2, ..., J's leaves j1 and j2), so a leaf never reads as a node.
    The exercise is done by hand: `trace_search` refuses to record a search of this tree
    and of its copies with the leaves shifted or scaled (the trace would show the pruned
    leaves). That stops a slip, not a determined student: a mirrored copy (leaves negated,
    one ply deeper) is not recognised, and no checker tells a typed-in answer from a hand trace.
    """
    leaves = [f"{parent}{i}" for parent in "efghij" for i in (1, 2)]
    return GameTree([[[4, 6], [7, 1]], [[2, 5], [9, 8]], [[6, 3], [8, 7]]],
                    node_labels=list("ABCDEFGHIJ") + leaves,
                    name="exercise tree")


HAND_EXERCISES = [(pruned_leaves_exercise_tree, "exercise 1's tree: find the pruned leaves by hand")]
"""The trees of exercises done by hand, with what to do instead of tracing them:
`trace_search` refuses every game whose tree, or a subtree, has the same leaves."""
