"""`Chance`: a chance node of an explicit game tree (`GameTree`), with its outcomes' probabilities.

Source: the chance nodes of Russell & Norvig (2020), section 5.5.
"""

import math
import numbers

from .base import MalformedTreeError


class Chance(tuple):
    """A chance node of a `GameTree`: ``Chance([(probability, subtree), ...])``.

    Its children are the subtrees, in order (outcome ``i`` leads to child
    ``i``); `probabilities` holds their probabilities. Probabilities are real
    numbers (``fractions.Fraction`` keeps values exact), non-negative and summing
    to 1 within `TOLERANCE`.

    Example: a fair coin between two MIN nodes,
    ``GameTree([Chance([(0.5, [3, 5]), (0.5, [2, 10])]), [4, 6]])``.

    Raises
    ------
    MalformedTreeError
        When an outcome is not a ``(probability, subtree)`` pair, a probability
        is not a number or is negative, or the probabilities do not sum to 1.
    """

    TOLERANCE = 1e-9

    def __new__(cls, outcomes):
        pairs = list(outcomes) if isinstance(outcomes, (list, tuple)) else None
        if not pairs:
            raise MalformedTreeError(
                f"Chance takes a non-empty list of (probability, subtree) pairs, got {outcomes!r}")
        for i, pair in enumerate(pairs):
            if not (isinstance(pair, (list, tuple)) and len(pair) == 2):
                raise MalformedTreeError(
                    f"Chance outcome {i} is {pair!r}: expected a (probability, subtree) pair")
            p = pair[0]
            if isinstance(p, bool) or not isinstance(p, numbers.Real) or not p >= 0:
                raise MalformedTreeError(
                    f"Chance outcome {i} has probability {p!r}: expected a number >= 0")
        total = sum(p for p, _ in pairs)
        if not math.isclose(total, 1, rel_tol=0, abs_tol=cls.TOLERANCE):
            raise MalformedTreeError(
                f"Chance probabilities {[p for p, _ in pairs]} sum to {total}, expected 1")
        node = super().__new__(cls, (subtree for _, subtree in pairs))
        node.probabilities = tuple(p for p, _ in pairs)
        return node

    def __repr__(self):
        return f"Chance({list(zip(self.probabilities, map(_plain, self)))!r})"


def _plain(node):
    """Nested tuples back to lists for printing (chance nodes print as themselves)."""
    if isinstance(node, tuple) and not isinstance(node, Chance):
        return [_plain(child) for child in node]
    return node
