"""Showing a `GameTree`: as text (the lecture's `visualize_tree_text` style) and with matplotlib.

Both take per-node annotations keyed by the node's path (its state), so the same
functions show a plain tree, minimax values, the chosen path, or a step of an
alpha-beta trace (visited flags, alpha/beta, pruned branches).

Drawing conventions (Russell & Norvig 2020, fig. 5.2): MAX nodes are upward
triangles, MIN nodes downward triangles, leaves squares holding their utility
for MAX; levels are labelled MAX/MIN on the left. Made to be projected: all
text is 10.5 pt (14.6 px at 100 dpi), placed in points beside the nodes so that it never sits on an
edge (names left of internal nodes and under leaves, notes such as alpha/beta
right of internal nodes), and figures are at most `MAX_WIDTH` inches wide so
that JupyterLab shows them unshrunk. Chance nodes are circles with each
outcome's probability on its edge (R&N 2020, section 5.5).
"""

import matplotlib.pyplot as plt
from matplotlib.lines import Line2D

from .alt_text import describe
from .board import MAX_WIDTH
from .descriptions import tree_alt


def node_label(tree, path):
    """Return what a node shows by itself: a leaf's utility, or an internal node's name."""
    if tree.is_terminal(path):
        value = tree.evaluate(path)
        return f"{tree.node_name(path)}={value}" if tree.node_labels else str(value)
    return str(tree.node_name(path))


def tree_text(tree, annotate=None, root=()):
    """Return the tree as box-drawing text, one node a line, children indented.

    `annotate(path)` returns a string appended to the node's line (e.g.
    ``" visited"`` or ``"  value 3"``); by default nothing is appended.
    The format follows the lecture's `visualize_tree_text`.
    """
    lines = []

    def walk(path, prefix, is_last):
        connector = "└── " if is_last else "├── "
        note = annotate(path) if annotate else ""
        lines.append(prefix + connector + node_label(tree, path) + (note or ""))
        children = _children(tree, path)
        child_prefix = prefix + ("    " if is_last else "│   ")
        for i, child in enumerate(children):
            walk(child, child_prefix, i == len(children) - 1)

    walk(tuple(root), "", True)
    return "\n".join(lines)


def layout(tree):
    """Return ``{path: (x, y)}``: leaves evenly spaced left to right, parents centred, y = -depth."""
    positions = {}
    next_x = [0]

    def place(path):
        children = _children(tree, path)
        if not children:
            x = next_x[0]
            next_x[0] += 1
        else:
            xs = [place(child) for child in children]
            x = (xs[0] + xs[-1]) / 2
        positions[path] = (x, -len(path))
        return x

    place(())
    return positions


# Sizes in points (1/72 inch), so text keeps its size whatever the scale of the drawing.
# At the 100 dpi of Jupyter's inline backend a figure up to MAX_WIDTH inches wide is shown
# at its own size (JupyterLab shrinks wider images to its output area, ~900-1000 px).
FONT = 10.5                     # >= 14 px at 100 dpi: node values, names, alpha/beta, level and move labels
NODE_SIZE, LEAF_SIZE = 30, 24   # marker sizes of internal nodes and leaves
LEAF_SPACING = 0.6              # inches between neighbouring leaves, when the width allows
MIN_LEAF_SPACING = 0.43         # below this, leaf names and alpha/beta notes would collide
LEVEL_HEIGHT = 1.0              # inches between levels
LABEL_COLUMN = 0.75             # inches left of the leftmost node for the MAX/MIN labels
# Not visited yet: a light fill and a grey outline, its text still of contrast >= 4.5:1 on white
FADED_TEXT, FADED_FILL, FADED_EDGE = "#6b6b6b", "#e4e4e4", "grey"


def tree_figsize(tree, max_width=MAX_WIDTH):
    """Return ``(width, height)`` in inches for drawing `tree` readably within `max_width` if possible.

    Leaves are `LEAF_SPACING` apart when that fits in `max_width`, otherwise
    closer, but never closer than `MIN_LEAF_SPACING` (then the figure is wider
    than `max_width`). Text sizes are fixed in points.
    """
    leaves = max(x for x, _ in layout(tree).values()) + 1
    spacing = min(LEAF_SPACING, (max_width - LABEL_COLUMN) / (leaves + 0.4))
    spacing = max(spacing, MIN_LEAF_SPACING)
    return LABEL_COLUMN + spacing * (leaves + 0.4), LEVEL_HEIGHT * (tree.depth() + 0.9)


def draw_tree(tree, ax=None, values=None, notes=None, path=(), pruned=(), current=None,
              visited=None, title=None, note_style=None):
    """Draw `tree` with matplotlib and return the Axes.

    Node names sit left of internal nodes and under leaves, notes right of
    internal nodes, move labels beside their edges, all in `FONT`-point text.
    With `ax` None a figure is made at the size `tree_figsize` gives (at most
    `MAX_WIDTH` inches wide up to 21 leaves, so JupyterLab shows it unshrunk).

    Parameters
    ----------
    values : dict path -> number, optional
        Backed-up values written inside internal nodes (e.g. minimax values).
    notes : dict path -> str, optional
        Text right of a node (e.g. ``"α=3\\nβ=∞"``).
    path : sequence of paths
        Nodes on a highlighted path (e.g. the principal variation), edges drawn thick red.
    pruned : collection of paths
        Roots of pruned subtrees: they and everything below are drawn dashed and grey.
    current : path, optional
        The node being searched, outlined in orange.
    visited : collection of paths, optional
        When given, nodes not in it are drawn faded (not reached yet).
    note_style : dict, optional
        Matplotlib text properties for the notes, overriding the defaults
        (e.g. ``{"bbox": {"facecolor": "white"}}``).
    """
    values, notes = values or {}, notes or {}
    highlighted, pruned = set(map(tuple, path)), set(map(tuple, pruned))
    positions = layout(tree)
    if ax is None:
        size = tree_figsize(tree)
        fig, ax = plt.subplots(figsize=size)
        fig.subplots_adjust(left=LABEL_COLUMN / size[0], right=1, bottom=0, top=1 - 0.3 / size[1])
    for node, (x, y) in positions.items():
        for child in _children(tree, node):
            cx, cy = positions[child]
            cut = _is_pruned(child, pruned)
            on_path = node in highlighted and child in highlighted
            ax.plot([x, cx], [y, cy], zorder=1,
                    color="grey" if cut else ("crimson" if on_path else "black"),
                    linestyle="--" if cut else "-", linewidth=3 if on_path else 1.2)
            label = tree.move_labels and tree.move_name(node, child[-1])
            if tree.is_chance(node):
                label = _fmt_probability(tree.chance_outcomes(node)[child[-1]][0])
            if label:
                _move_label(ax, label, (x, y), (cx, cy))
    for node, (x, y) in positions.items():
        _draw_node(ax, tree, node, x, y, values.get(node), notes.get(node),
                   faded=_is_pruned(node, pruned) or (visited is not None and node not in visited),
                   is_current=(current is not None and tuple(current) == node),
                   note_style=note_style, parent_x=positions[node[:-1]][0] if node else None)
    left = min(x for x, _ in positions.values())
    for depth in range(tree.depth() + 1):
        roles = {_role(tree, n) for n in positions if len(n) == depth and not tree.is_terminal(n)}
        role = "leaves" if not roles else "/".join(sorted(roles))
        ax.annotate(role, (left, -depth), xytext=(-NODE_SIZE, 0), textcoords="offset points",
                    ha="right", va="center", fontsize=FONT, fontweight="bold", color="dimgrey")
    ax.set_xlim(left - 0.5, max(x for x, _ in positions.values()) + 0.5)
    ax.set_ylim(-tree.depth() - 0.45, 0.45)
    ax.axis("off")
    if title:
        ax.set_title(title, fontsize=FONT + 2)
    describe(ax, (f"{title}: " if title else "") + tree_alt(
        tree, values, notes, path, pruned, current, visited))
    return ax


def _move_label(ax, label, start, end):
    """Write a move's label beside the middle of its edge, on the outer side (never on the line)."""
    (x, y), (cx, cy) = start, end
    side = -1 if cx < x else 1
    ax.annotate(str(label), ((x + cx) / 2, (y + cy) / 2), xytext=(side * 7, 4),
                textcoords="offset points", ha="right" if side < 0 else "left", va="center",
                fontsize=FONT, color="dimgrey", zorder=3)


def _draw_node(ax, tree, node, x, y, value, note, faded, is_current, note_style=None,
               parent_x=None):
    leaf = tree.is_terminal(node)
    role = None if leaf else _role(tree, node)
    is_max = role == "MAX"
    marker = "s" if leaf else {"MAX": "^", "MIN": "v", "CHANCE": "o"}[role]
    text = str(tree.evaluate(node)) if leaf else ("" if value is None else _fmt(value))
    size = LEAF_SIZE if leaf else (NODE_SIZE if role == "CHANCE" else _triangle_size(text))
    edge = "darkorange" if is_current else (FADED_EDGE if faded else "black")
    ax.plot(x, y, marker=marker, markersize=size, zorder=2, linestyle="none",
            markerfacecolor=FADED_FILL if faded else "white", markeredgecolor=edge,
            markeredgewidth=3 if is_current else 1.5)
    # A triangle's wide part is near its base: write the value there, inside the outline.
    shift = 0 if leaf or role == "CHANCE" else (-size / 6 if is_max else size / 6)
    ax.annotate(text, (x, y), xytext=(0, shift), textcoords="offset points", ha="center",
                va="center", fontsize=FONT, zorder=3, color=FADED_TEXT if faded else "black")
    if tree.node_labels:
        name = tree.node_name(node)
        if leaf:  # under the leaf: nothing is drawn there
            ax.annotate(str(name), (x, y), xytext=(0, -size / 2 - 2), textcoords="offset points",
                        ha="center", va="top", fontsize=FONT, color="navy", zorder=3)
        else:  # left of the node, level with it: edges meet the node at its centre
            ax.annotate(str(name), (x, y), xytext=(-size / 2 - 2, 0), textcoords="offset points",
                        ha="right", va="center", fontsize=FONT, color="navy", zorder=3)
    if note:
        _note(ax, note, x, y, size, parent_x, note_style)


def _triangle_size(text):
    """A MAX or MIN node's marker size in points: `NODE_SIZE`, larger if its value would not fit.

    The value (about 0.64 `FONT` wide a character, `FONT` tall) sits a sixth of the size
    from the centre towards the base; a triangle holds it when the size is at least 1.5
    times the text's width plus half its height ("5/2" gets 38 points, "-∞" stays at 30).
    """
    return max(NODE_SIZE, round(1.5 * (0.64 * FONT * len(text) + FONT / 2)))


def _note(ax, note, x, y, size, parent_x, note_style):
    """Write `note` right of the node, clear of its edges.

    The edge from the parent comes in from above: right of a left child it
    would cross the note, so there the note hangs below the node's centre
    line. The root's note stands above it, clear of its (possibly wide) fan.
    """
    if parent_x is None:
        va, dy = "bottom", -3
    elif parent_x > x:
        va, dy = "top", 3
    else:
        va, dy = "center", 0
    style = {"ha": "left", "va": va, "fontsize": FONT, "color": "darkgreen", "zorder": 4,
             "linespacing": 1.0}
    style.update(note_style or {})
    ax.annotate(note, (x, y), xytext=(size / 2 + 2, dy), textcoords="offset points", **style)


def _role(tree, path):
    """"MAX", "MIN" or "CHANCE": who decides at an internal node."""
    return {"X": "MAX", "O": "MIN"}.get(tree.to_move(path), "CHANCE")


def _fmt_probability(p):
    return f"{p:.3g}" if isinstance(p, float) else str(p)


def _fmt(value):
    if value == float("inf"):
        return "∞"
    if value == float("-inf"):
        return "-∞"
    return str(value)


def _children(tree, path):
    if tree.is_terminal(path):
        return []
    return [tuple(path) + (i,) for i in range(len(tree.get_valid_moves(path)))]


def _is_pruned(node, pruned):
    return any(node[:len(root)] == root for root in pruned)


def legend_handles(chance=False):
    """Return legend entries for the node shapes (MAX, MIN, leaf; chance too if `chance`)."""
    shapes = [("^", "MAX node"), ("v", "MIN node")] + ([("o", "chance node")] if chance else [])
    return [Line2D([], [], marker=m, linestyle="none", markersize=10, markerfacecolor="white",
                   markeredgecolor="black", label=label)
            for m, label in shapes + [("s", "leaf (utility for MAX)")]]
