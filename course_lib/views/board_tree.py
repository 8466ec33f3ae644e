"""A small game tree of real positions, drawn as boards: the HKUST notes' step-by-step minimax example.

`expand` turns the whole game tree below a position into a `GameTree` of
utilities (plus the board at every node), so the explicit-tree tools
(`minimax_values`, `principal_variation`, `tree_text`) apply to it;
`draw_board_tree` draws it with a small board at each node, levels labelled
MAX(X)/MIN(O), backed-up values, and the principal variation in red.
"""

import matplotlib.pyplot as plt

from .alt_text import describe
from .board import draw_board
from .descriptions import board_alt, cell_name
from ..games.tree import GameTree
from ..analysis.tree_minimax import minimax_values, principal_variation
from .tree_view import layout


def hkust_example_position():
    """The position of the HKUST "Minimax Example" (COMP 2211), X to move, 3 empty cells.

    Reconstructed from the slide text (the figure is not in the notes): X's
    moves are top-centre (O then wins), left-centre (X wins at once) and
    right-centre (O can force a draw); minimax value +1, move (1, 0). ::

         X |   | O
         ---+---+---
           | X |
         ---+---+---
         X | O | O
    """
    import numpy as np

    return np.array([["X", " ", "O"], [" ", "X", " "], ["X", "O", "O"]])


def expand(game, state, max_nodes=200):
    """Return ``(tree, boards, moves)`` for the whole game tree below `state`.

    `tree` is a `GameTree` whose leaves are the terminal utilities for X;
    `boards` maps each node's path to its state, `moves` maps each non-root
    path to the move that led there. X must be to move at `state` (the root
    of a `GameTree` is a MAX node).

    Raises
    ------
    ValueError  when O is to move, or the tree has more than `max_nodes` nodes.
    """
    if game.to_move(state) != "X":
        raise ValueError("expand needs X to move at the root (a GameTree's root is MAX)")
    boards, moves = {}, {}

    def build(state, player, path):
        if len(boards) >= max_nodes:
            raise ValueError(f"the game tree below this position has more than {max_nodes} nodes")
        boards[path] = state
        if game.is_terminal(state):
            return game.evaluate(state)
        children = []
        for i, move in enumerate(game.get_valid_moves(state)):
            moves[path + (i,)] = move
            children.append(build(game.make_move(state, move, player),
                                  game.get_opponent(player), path + (i,)))
        return children

    return GameTree(build(state, "X", ())), boards, moves


def draw_board_tree(game, state, ax=None, title=None, board_size=0.7, expanded=None,
                    x_gap=1.0, y_gap=1.5, value_fontsize=12):
    """Draw the game tree below `state` with a board at each node and its minimax value.

    The last move of each board is shaded; the principal variation is drawn
    in red. `expanded`, a ``(tree, boards, moves)`` triple such as a proof or
    strategy tree (`course_lib.analysis.strategy_tree`), draws that tree
    instead of the whole game tree below `state`. `x_gap` and `y_gap` are the
    distances between neighbouring nodes and between levels, in units of which
    a board takes `board_size`: at an `x_gap` of about 1.8 the value written
    right of a board ("+1") stays clear of the next board. Returns the Axes (call ``plt.show()`` in a
    notebook).
    """
    tree, boards, moves = expanded[:3] if expanded is not None else expand(game, state)
    values = minimax_values(tree)
    line = set(principal_variation(tree))
    positions = {path: (x_gap * x, y_gap * y) for path, (x, y) in layout(tree).items()}
    width = max(x for x, _ in positions.values()) + 1
    if ax is None:
        _, ax = plt.subplots(figsize=(2.0 * width + 1.5, 2.2 * (tree.depth() + 1)))
    for path, (x, y) in positions.items():
        if path:
            px, py = positions[path[:-1]]
            on_line = path in line and path[:-1] in line
            ax.plot([px, x], [py, y], color="crimson" if on_line else "grey",
                    linewidth=3 if on_line else 1, zorder=1)
    half = board_size / 2
    for path, (x, y) in positions.items():
        inset = ax.inset_axes([x - half, y - half, board_size, board_size], transform=ax.transData)
        draw_board(boards[path], inset, highlight=moves.get(path))
        _thin_marks(inset)
        for spine in inset.spines.values():
            spine.set_visible(True)
            spine.set_color("crimson" if path in line else "lightgrey")
        ax.text(x + half + 0.05, y, f"{values[path]:+d}" if values[path] else "0",
                fontsize=value_fontsize, fontweight="bold", va="center")
    for depth in range(tree.depth() + 1):
        role = "MAX (X)" if depth % 2 == 0 else "MIN (O)"
        ax.text(-0.9, -y_gap * depth, f"{role}\nlevel {depth}", ha="right", va="center",
                fontsize=10.5, fontweight="bold", color="dimgrey")
    ax.set_xlim(-1.9, width - 0.3 + 0.5 * (x_gap - 1))
    ax.set_ylim(-y_gap * tree.depth() - 0.6, 0.6)
    ax.set_aspect("equal")
    ax.axis("off")
    if title:
        ax.set_title(title)
    describe(ax, (f"{title}: " if title else "") + board_tree_alt(tree, boards, moves, values, line))
    return ax


def board_tree_alt(tree, boards, moves, values, line):
    """Describe a tree of boards: the root position, then each move with its minimax value, nested."""
    def node(path):
        player = "X" if len(path) % 2 == 1 else "O"
        text = f"{player} {cell_name(*moves[path])} ({values[path]:+d})"
        text += " on the principal variation" if path in line else ""
        children = _child_paths(tree, path)
        return text + (f" [{', '.join(node(child) for child in children)}]" if children else "")

    below = ", ".join(node(child) for child in _child_paths(tree, ()))
    return (f"Game tree of boards. Root: {board_alt(boards[()])} Minimax value {values[()]:+d}. "
            f"Moves with the value of the position they lead to: [{below}].")


def _child_paths(tree, path):
    return [] if tree.is_terminal(path) else [path + (i,) for i in
                                               range(len(tree.get_valid_moves(path)))]


def _thin_marks(ax, markersize=13, linewidth=2):
    """Shrink the X and O marks of a board drawn into a small Axes (draw_board sizes them for 3 inches)."""
    for line in ax.get_lines():
        if line.get_marker() == "x":
            line.set_markersize(markersize)
            line.set_markeredgewidth(linewidth)
    for patch in ax.patches:
        if isinstance(patch, plt.Circle):
            patch.set_linewidth(linewidth)
