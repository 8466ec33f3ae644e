"""The nested lists of a `GameTree`, checked and frozen into nested tuples.

`frozen_tree` is what `GameTree` builds from: it rejects what is not a tree
(with `MalformedTreeError` naming the node) before anything is built.
"""

import math
import numbers

from .base import MalformedTreeError
from .chance_node import Chance


def frozen_tree(tree, max_depth):
    """Return `tree` (nested lists, `Chance` nodes, numbers) as nested tuples, after checking it.

    Raises `MalformedTreeError` for an empty child list, a leaf that is not a
    finite real number (bools excluded), or a tree more than `max_depth` plies
    deep (a list that contains itself is infinitely deep).
    """
    _check_depth(tree, max_depth)
    return _frozen(tree, path=())


def _frozen(node, path):
    """Copy nested lists into nested tuples, rejecting what is not a tree."""
    if isinstance(node, Chance):
        return Chance([(p, _frozen(child, path + (i,)))
                       for i, (p, child) in enumerate(zip(node.probabilities, node))])
    if isinstance(node, (list, tuple)):
        if len(node) == 0:
            raise MalformedTreeError(f"node {path} has an empty list of children")
        return tuple(_frozen(child, path + (i,)) for i, child in enumerate(node))
    if isinstance(node, bool) or not isinstance(node, numbers.Real):
        raise MalformedTreeError(f"leaf {path} is {node!r}: a leaf must be a number (utility for X)")
    if node != node or node in (math.inf, -math.inf):
        raise MalformedTreeError(f"leaf {path} is {node!r}: a utility must be a finite number")
    return node


def _check_depth(tree, max_depth):
    """Raise `MalformedTreeError` if `tree` is deeper than `max_depth` plies (or contains itself).

    Walks the nested lists without recursion, so a very deep list gets this
    message, not a `RecursionError`.
    """
    stack = [(tree, ())]
    while stack:
        node, path = stack.pop()
        if not isinstance(node, (list, tuple)):
            continue
        if len(path) >= max_depth:
            raise MalformedTreeError(
                f"the tree is more than {max_depth} plies deep (the node {_short(path)} at depth "
                f"{len(path)} has children): too deep for the recursive solvers, see GameTree.MAX_DEPTH")
        stack.extend((child, path + (i,)) for i, child in enumerate(node))


def _short(path):
    return repr(path) if len(path) <= 8 else f"({', '.join(map(str, path[:4]))}, ..., {path[-1]})"


def as_lists(node):
    """Nested tuples back to nested lists (chance nodes stay `Chance`), for printing."""
    if isinstance(node, Chance):
        return node
    return [as_lists(child) for child in node] if isinstance(node, tuple) else node
