"""Showing a `GameTree`: as text (the lecture's `visualize_tree_text` style) and with matplotlib.

Both take per-node annotations keyed by the node's path (its state), so the same
functions show a plain tree, minimax values, the chosen path, or a step of an
alpha-beta trace (visited flags, alpha/beta, pruned branches).

Drawing conventions (Russell & Norvig 2020, fig. 5.2): MAX nodes are upward
triangles, MIN nodes downward triangles, leaves squares holding their utility
for MAX; levels are labelled MAX/MIN on the left. Chance nodes are circles
with each outcome's probability on its edge (R&N 2020, section 5.5).
"""

import matplotlib.pyplot as plt
from matplotlib.lines import Line2D


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


def draw_tree(tree, ax=None, values=None, notes=None, path=(), pruned=(), current=None,
              visited=None, title=None, note_style=None):
    """Draw `tree` with matplotlib and return the Axes.

    Parameters
    ----------
    values : dict path -> number, optional
        Backed-up values written inside internal nodes (e.g. minimax values).
    notes : dict path -> str, optional
        Small text under a node (e.g. ``"α=3 β=∞"``).
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
        (e.g. ``{"fontsize": 9, "bbox": {"facecolor": "white"}}``).
    """
    values, notes = values or {}, notes or {}
    highlighted, pruned = set(map(tuple, path)), set(map(tuple, pruned))
    positions = layout(tree)
    if ax is None:
        width = max(4, 0.8 * (max(x for x, _ in positions.values()) + 2))
        _, ax = plt.subplots(figsize=(width, 1.3 * (tree.depth() + 1)))
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
                ax.text((x + cx) / 2, (y + cy) / 2, f" {label}",
                        fontsize=10 if tree.is_chance(node) else 9, color="dimgrey",
                        ha="left", va="center")
    for node, (x, y) in positions.items():
        _draw_node(ax, tree, node, x, y, values.get(node), notes.get(node),
                   faded=_is_pruned(node, pruned) or (visited is not None and node not in visited),
                   is_current=(current is not None and tuple(current) == node),
                   note_style=note_style)
    for depth in range(tree.depth() + 1):
        roles = {_role(tree, n) for n in positions if len(n) == depth and not tree.is_terminal(n)}
        role = "leaves" if not roles else "/".join(sorted(roles))
        ax.text(-0.9, -depth, role, ha="right", va="center",
                fontsize=10, fontweight="bold", color="dimgrey")
    ax.set_xlim(-1.8, max(x for x, _ in positions.values()) + 0.8)
    ax.set_ylim(-tree.depth() - 0.7, 0.6)
    ax.axis("off")
    if title:
        ax.set_title(title)
    return ax


def _draw_node(ax, tree, node, x, y, value, note, faded, is_current, note_style=None):
    leaf = tree.is_terminal(node)
    marker = "s" if leaf else {"MAX": "^", "MIN": "v", "CHANCE": "o"}[_role(tree, node)]
    edge = "darkorange" if is_current else ("grey" if faded else "black")
    ax.plot(x, y, marker=marker, markersize=26, zorder=2, linestyle="none",
            markerfacecolor="whitesmoke" if faded else "white", markeredgecolor=edge,
            markeredgewidth=3 if is_current else 1.5)
    text = str(tree.evaluate(node)) if leaf else ("" if value is None else _fmt(value))
    shift = {"MAX": 0.05, "MIN": -0.05}.get(None if leaf else _role(tree, node), 0.0)
    ax.text(x, y - shift, text,
            ha="center", va="center", fontsize=10, zorder=3, color="grey" if faded else "black")
    if tree.node_labels or not leaf:
        name = tree.node_name(node) if tree.node_labels else None
        if name is not None:
            ax.text(x + 0.28, y + 0.18, name, fontsize=8, color="navy", zorder=3)
    if note:
        style = {"ha": "center", "va": "top", "fontsize": 8, "color": "darkgreen", "zorder": 3}
        style.update(note_style or {})
        ax.text(x, y - 0.36, note, **style)


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
