"""Random uniform game trees, for experiments on how much alpha-beta prunes.

A uniform tree has the same branching factor b at every internal node and all
its leaves at depth d: b**d leaves, (b**(d+1) - 1) / (b - 1) nodes. Minimax
visits them all; alpha-beta visits between about 2 * b**(d/2) leaves (best
move first, Knuth & Moore 1975) and all of them (worst move first).
"""

import random

from .tree import GameTree


def random_uniform_tree(branching, depth, seed=None, low=-9, high=9):
    """Return a `GameTree` with `branching` children per node, leaves at `depth`, random utilities.

    Leaf utilities are integers drawn uniformly from `low`..`high` by
    ``random.Random(seed)`` (the same seed gives the same tree). Raises
    ValueError for a branching factor or depth below 1, or ``low > high``.
    """
    for name, value in (("branching", branching), ("depth", depth)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{name} must be an integer >= 1, got {value!r}")
    if low > high:
        raise ValueError(f"low must not exceed high, got low={low!r}, high={high!r}")
    rng = random.Random(seed)

    def subtree(level):
        if level == depth:
            return rng.randint(low, high)
        return [subtree(level + 1) for _ in range(branching)]

    return GameTree(subtree(0), name=f"random tree b={branching} d={depth} seed={seed}")


def uniform_tree_nodes(branching, depth):
    """Return the number of nodes of a uniform tree, root and leaves included."""
    return sum(branching ** level for level in range(depth + 1))


def minimal_leaves(branching, depth):
    """Return ``b**ceil(d/2) + b**floor(d/2) - 1``: the leaves alpha-beta examines with perfect ordering.

    Knuth & Moore (1975): no algorithm can prove the minimax value of a uniform
    tree with fewer leaves, and alpha-beta with the best move first at every
    node examines exactly these.
    """
    return branching ** ((depth + 1) // 2) + branching ** (depth // 2) - 1
