"""The size of a game tree drawn ply by ply: its nodes, the distinct positions, an upper bound.

Notebook 02 compares, for tic-tac-toe, the bound 9!/(9-d)! of the HKUST COMP 2211
notes, the nodes of the game tree (`course_lib.analysis.tree_statistics`) and
the distinct positions (`course_lib.analysis.reachable_positions`) at each ply d.
The counts span six orders of magnitude, so the y axis is logarithmic.
"""

import matplotlib.pyplot as plt


def _per_ply(counts, plies, name):
    """`counts` (a sequence indexed by ply, or a mapping such as a Counter) as a list over `plies`."""
    if hasattr(counts, "get"):
        return [counts.get(d, 0) for d in plies]
    counts = list(counts)
    if len(counts) != len(plies):
        raise ValueError(f"{name} has {len(counts)} counts, one per ply was expected ({len(plies)})")
    return counts


def plot_counts_per_ply(nodes, positions=None, bound=None, bound_label="upper bound",
                        title="Tic-tac-toe: nodes per ply", ax=None):
    """Plot counts against the ply d = 0, 1, ... on a log scale; return the Axes.

    `nodes[d]` is the number of nodes of the game tree at ply d (a sequence, e.g.
    ``tree_statistics(game).nodes_per_ply``), drawn as blue circles. `positions`,
    if given, is the number of distinct positions at each ply (a sequence of the
    same length, or a mapping from ply to count such as a `Counter`), drawn as
    orange squares; `bound`, if given, an upper bound on `nodes` per ply (same
    length), drawn dashed grey and labelled `bound_label`. Makes a new 8 x 3.6 inch
    figure when `ax` is None (call ``plt.show()`` to display it). Raises
    `ValueError` when `positions` or `bound` has not one count per ply.
    """
    plies = list(range(len(nodes)))
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 3.6))
    if bound is not None:
        ax.plot(plies, _per_ply(bound, plies, "bound"), "o--", color="grey", label=bound_label)
    ax.plot(plies, list(nodes), "o-", color="tab:blue", label="nodes of the game tree")
    if positions is not None:
        ax.plot(plies, _per_ply(positions, plies, "positions"), "s-", color="tab:orange",
                label="distinct positions")
    ax.set_yscale("log")
    ax.set_xticks(plies)
    ax.set_xlabel("ply d (marks on the board)")
    ax.set_ylabel("count (log scale)")
    ax.set_title(title)
    ax.grid(True, which="major", alpha=0.3)
    ax.legend()
    return ax
