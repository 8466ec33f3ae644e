"""A solved `GameTree` shown: backed-up values and the principal variation, as text and drawn.

`minimax_tree_text` renders the tree in the lecture's `visualize_tree_text` style
with each internal node's role and value; `draw_minimax_tree` draws it with
MAX/MIN levels, leaf values, backed-up values and the chosen path in red.
The values come from `course_lib.analysis.tree_minimax`. `show_levels` shows
the values being backed up, one level at a time (chance nodes too).

Source: Russell & Norvig (2020), fig. 5.2 (a two-ply game tree with backed-up values).
"""

import matplotlib.pyplot as plt

from ..analysis.tree_minimax import minimax_values, principal_variation
from .tree_view import draw_tree, legend_handles, tree_figsize, tree_text


_ROLES = {"X": "MAX", "O": "MIN"}  # any other player to move is CHANCE


def minimax_tree_text(tree, solver=None):
    """Return the tree as text with each internal node's role and minimax value; ``*`` marks the PV.

    Example (the Two-Move game)::

        └── root  MAX = 3  *
            ├── A  MIN = 3  *
            │   ├── 3  *
            │   └── 5
            └── B  MIN = 1
                ├── 2
                └── 1
    """
    values = minimax_values(tree)
    on_path = set(principal_variation(tree, (), solver))

    def annotate(path):
        role = "" if tree.is_terminal(path) else (
            f"  {_ROLES.get(tree.to_move(path), 'CHANCE')} = {values[path]}")
        return role + ("  *" if path in on_path else "")

    return tree_text(tree, annotate=annotate)


def draw_minimax_tree(tree, ax=None, title=None, solver=None):
    """Draw `tree` solved: backed-up minimax values in the nodes, the principal variation in red.

    Returns the matplotlib Axes (a new figure when `ax` is None; call
    ``plt.show()`` to display it in a notebook).
    """
    values = minimax_values(tree)
    line = principal_variation(tree, (), solver)
    return draw_tree(tree, ax=ax, values=values, path=line, title=title)


def show_levels(tree, values, steps, max_width=5.3):
    """Draw `tree` once per step, side by side, and show it: bottom-up solving, one level at a time.

    `values` maps each node's path to its value (e.g. from an `ExpectiminimaxSolver`);
    `steps` maps a depth to its panel's title, ``{2: "1. MIN takes the smaller
    leaf", 1: "2. chance: the weighted mean"}``: that panel shows the values of the
    nodes at that depth and below. Each panel is at most `max_width` inches wide
    (`tree_figsize`); a legend of the node shapes goes below.
    """
    width, _ = tree_figsize(tree, max_width=max_width)
    fig, axes = plt.subplots(1, len(steps), figsize=(width * len(steps), 3.2), squeeze=False)
    for ax, (depth, title) in zip(axes[0], steps.items()):
        draw_tree(tree, ax=ax, values={path: v for path, v in values.items() if len(path) >= depth},
                  title=title)
    chance = any(tree.is_chance(path) for path in tree.nodes())
    fig.legend(handles=legend_handles(chance=chance), loc="lower center", ncol=4, fontsize=12,
               frameon=False)
    fig.tight_layout(rect=(0, 0.12, 1, 1))
    plt.show()
