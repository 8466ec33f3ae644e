"""A solved `GameTree` shown: backed-up values and the principal variation, as text and drawn.

`minimax_tree_text` renders the tree in the lecture's `visualize_tree_text` style
with each internal node's role and value; `draw_minimax_tree` draws it with
MAX/MIN levels, leaf values, backed-up values and the chosen path in red.
The values come from `course_lib.analysis.tree_minimax`.

Source: Russell & Norvig (2020), fig. 5.2 (a two-ply game tree with backed-up values).
"""

from ..analysis.tree_minimax import minimax_values, principal_variation
from .tree_view import draw_tree, tree_text


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
