"""Drawing MCTS: search trees with W/N at the nodes, recorded simulations, visit shares on the board.

A labelled node is a box holding its shape (triangle up: X to move, down: O to
move; square: terminal) and ``W/N``: W is the total reward for the player who
moved into the node, N its visits (the convention of `course_lib.solvers.mcts_tree`);
the box grows with its text, so no label crosses an outline. Unlabelled (large)
trees draw the shapes alone, sized by N.
"""

import math
import textwrap

import matplotlib.pyplot as plt
import numpy as np

from ..trace.mcts import PHASES
from .alt_text import describe
from .descriptions import cell_name

PHASE_COLOURS = {"selection": "tab:blue", "expansion": "tab:green", "rollout": "tab:purple",
                 "backpropagation": "tab:red"}


# ----------------------------------------------------------------------
# The drawing of a tree given as {key: (N, W)}, keys being move paths
# ----------------------------------------------------------------------
def _layout(keys):
    children = {}
    for key in sorted(keys, key=lambda k: (len(k), str(k))):
        if key:
            children.setdefault(key[:-1], []).append(key)
    positions, next_x = {}, [0]

    def place(key):
        below = children.get(key, [])
        if not below:
            x = next_x[0]
            next_x[0] += 1
        else:
            xs = [place(child) for child in below]
            x = (xs[0] + xs[-1]) / 2
        positions[key] = (x, -len(key))
        return x

    place(())
    return positions


MARKERS = {"X": "^", "O": "v", "terminal": "s"}  # X to move, O to move, game over
GLYPHS = {"X": "\u25b2", "O": "\u25bc", "terminal": "\u25a0"}  # the same shapes as text: ▲ ▼ ■


def _kind(node):
    return "terminal" if node.get("terminal") else ("X" if node.get("player") == "X" else "O")


def _label_node(ax, x, y, node, text, edge, names):
    """A labelled node: a box around its shape and W/N (so no label crosses an outline), its name
    just right of the box, placed in points from the node (not in data units, which stretch)."""
    label = f"{GLYPHS[_kind(node)]} {text}"
    ax.text(x, y, label, ha="center", va="center", fontsize=12, zorder=3,
            bbox={"boxstyle": "round,pad=0.35", "facecolor": "white", "edgecolor": edge,
                  "linewidth": 3 if edge != "black" else 1.2})
    if names and node.get("name"):
        ax.annotate(node["name"], (x, y), xytext=(6 + 3.7 * len(label), 0),
                    textcoords="offset points", ha="left", va="center", fontsize=12,
                    color="navy", zorder=3)


def _draw_tree(stats, info, ax, path=(), new=None, labels=True, names=True, title=None,
               path_colour="tab:blue"):
    positions = _layout(stats)
    if ax is None:
        width = max(x for x, _ in positions.values()) + 1
        depth = max(len(k) for k in positions)
        _, ax = plt.subplots(figsize=(min(16, max(5, 1.1 * width)), 1.5 * (depth + 1)))
    on_path = set(path)
    most = max(n for n, _ in stats.values()) or 1
    for key, (x, y) in positions.items():
        if key:
            px, py = positions[key[:-1]]
            highlighted = key in on_path and key[:-1] in on_path
            ax.plot([px, x], [py, y], color=path_colour if highlighted else "grey", zorder=1,
                    linewidth=3 if highlighted else 0.6 + 3 * stats[key][0] / most)
            if labels:
                ax.text((px + x) / 2, (py + y) / 2, f"{key[-1]}", fontsize=13, color="dimgrey",
                        ha="center", va="center", zorder=2,  # on a white patch: clear of the edge
                        bbox={"boxstyle": "round,pad=0.1", "facecolor": "white", "edgecolor": "none"})
    for key, (x, y) in positions.items():
        n, w = stats[key]
        node = info.get(key, {})
        edge = "tab:green" if key == new else (path_colour if key in on_path else "black")
        if labels:
            _label_node(ax, x, y, node, f"{w:g}/{n}", edge, names)
        else:
            ax.plot(x, y, marker=MARKERS[_kind(node)], markersize=4 + 10 * math.sqrt(n / most),
                    markerfacecolor="white", zorder=2, markeredgecolor=edge,
                    markeredgewidth=3 if edge != "black" else 1.2)
    ax.axis("off")
    xs = [x for x, _ in positions.values()]
    ax.set_xlim(min(xs) - 0.8, max(xs) + 0.8)
    ax.set_ylim(min(y for _, y in positions.values()) - 0.6, 0.6)
    if title:
        ax.set_title(title, fontsize=13)
    describe(ax, (f"{title}: " if title else "") + mcts_tree_alt(stats, info, path, new))
    return ax


def mcts_tree_alt(stats, info, path=(), new=None, max_nodes=60):
    """Describe an MCTS tree: nested ``move: W/N`` from the root (the first `max_nodes` nodes)."""
    children, shown = {}, [0]
    for key in sorted(stats, key=lambda k: (len(k), str(k))):
        if key:
            children.setdefault(key[:-1], []).append(key)
    on_path = set(path)

    def node(key):
        shown[0] += 1
        n, w = stats[key]
        name = info.get(key, {}).get("name") or (f"move {_move_text(key[-1])}" if key else "root")
        marks = ([" on the path"] if key in on_path and key else []) + (
            [" just expanded"] if key == new else [])
        below = [node(child) for child in children.get(key, []) if shown[0] < max_nodes]
        return f"{name} {w:g}/{n}{''.join(marks)}" + (f" [{', '.join(below)}]" if below else "")

    text = node(())
    more = len(stats) - shown[0]
    return (f"MCTS tree of {len(stats)} nodes, each with W/N (total reward / visits): {text}"
            + (f", and {more} more nodes." if more > 0 else "."))


def _move_text(move):
    if isinstance(move, tuple) and len(move) == 2:
        return cell_name(*move)
    return str(move)


# ----------------------------------------------------------------------
# A solver's tree
# ----------------------------------------------------------------------
def draw_search_tree(root, max_depth=None, ax=None, labels=None, title=None, min_visits=0):
    """Draw the MCTS tree under `root` (an `MCTSNode`, e.g. ``solver.search_root``); return the Axes.

    `max_depth` keeps the nodes at most that many plies below the root, and
    `min_visits` only the nodes visited at least that often (so a deep tree of
    a long search shows where the simulations went, not every tried move).
    `labels` (default: only when the tree has at most 40 nodes) writes W/N in
    each node and the moves on the edges; without labels node and edge sizes
    grow with N.
    """
    stats, info, stack = {(): (root.N, root.W)}, {}, [((), root)]
    while stack:
        key, node = stack.pop()
        info[key] = {"player": node.player, "terminal": node.terminal, "name": None}
        if max_depth is not None and len(key) >= max_depth:
            continue
        for move, child in node.children.items():
            if child.N < min_visits:
                continue
            stats[key + (move,)] = (child.N, child.W)
            stack.append((key + (move,), child))
    if labels is None:
        labels = len(stats) <= 40
    return _draw_tree(stats, info, ax, labels=labels, names=False, title=title)


# ----------------------------------------------------------------------
# A recorded search (course_lib.trace.mcts)
# ----------------------------------------------------------------------
def draw_mcts_step(trace, step, ax=None, caption=True, title=None):
    """Draw the tree of a `MCTSTrace` after `step` (4 steps a simulation); return the Axes.

    The selection path is drawn in the phase's colour, a node just expanded
    is outlined green; with `caption`, `explain_mcts_step` is written under it.
    """
    index, phase = trace.step_index(step)
    simulation = trace.simulations[index]
    path = simulation.path if phase != "selection" or simulation.expanded is None \
        else simulation.path[:-1]
    new = simulation.expanded if phase in ("expansion", "rollout") else None
    if title is None:
        title = f"simulation {simulation.number}: {phase}"
    ax = _draw_tree(trace.statistics(step), trace.nodes, ax, path=path, new=new, title=title,
                    path_colour=PHASE_COLOURS[phase])
    if caption:
        ax.text(0.5, -0.02, textwrap.fill(explain_mcts_step(trace, step), 90),
                transform=ax.transAxes, ha="center", va="top", fontsize=10.5)
    return ax


def show_simulation(trace, number):
    """Draw the four phases of simulation `number` (1-based) in a 2 x 2 grid; return the Figure."""
    if not 1 <= number <= len(trace.simulations):
        raise IndexError(f"simulation {number} is outside 1..{len(trace.simulations)}")
    fig, axes = plt.subplots(2, 2, figsize=(10.6, 3.9))  # one 1280x720 slide, code included
    titles = [f"{i + 1}. {phase}" for i, phase in enumerate(PHASES)]
    titles[2] += _rollout_title(trace, trace.simulations[number - 1])  # its moves are not drawn
    for i, ax in enumerate(axes.flat):
        draw_mcts_step(trace, 4 * (number - 1) + i, ax=ax, caption=False, title=titles[i])
    fig.tight_layout()
    return fig


def _rollout_title(trace, sim):
    """``": 1 random move (to Q), utility for X -1"``: what a rollout did, for its panel's title."""
    count = len(sim.rollout_moves)
    reached = _rollout_end(trace, sim.path[-1], sim.rollout_moves) if count else " (at a leaf)"
    return f": {count} random move{'' if count == 1 else 's'}{reached}, utility for X {sim.utility:g}"


def ucb_table(trace, step):
    """The UCB1 arithmetic of the selection decisions of `step`'s simulation, one line per child."""
    index, _ = trace.step_index(step)
    simulation, c = trace.simulations[index], trace.exploration_c
    lines = []
    for decision in simulation.selection:
        lines.append(f"at {trace.name(decision.node)} (N_parent = {decision.parent_visits}), "
                     f"choose the child of highest UCB1 = W/N + C·sqrt(ln N_parent / N):")
        for row in decision.rows:
            mark = "  <-- chosen" if row.key == decision.chosen else ""
            lines.append(f"    {trace.name(row.key)}: {row.arithmetic(c, decision.parent_visits)}"
                         f"{mark}")
    return "\n".join(lines)


def _rollout_end(trace, start, moves):
    """`` (to L)``: the leaf a rollout reached, where the game names its nodes (a `GameTree`)."""
    node_name = getattr(trace.game, "node_name", None)
    if node_name is None or not isinstance(start, tuple):
        return ""
    return f" (to {node_name(start + tuple(moves))})"


def explain_mcts_step(trace, step):
    """One or more sentences saying what `step` of the recorded search did, with its numbers."""
    index, phase = trace.step_index(step)
    sim = trace.simulations[index]
    name = trace.name
    if phase == "selection":
        if not sim.selection:
            return f"Selection: the root {name(())} is not fully expanded, so selection stops there."
        chosen = " -> ".join(name(d.chosen) for d in sim.selection)
        return f"Selection by UCB1 from the root: {chosen}.\n" + ucb_table(trace, step)
    if phase == "expansion":
        if sim.expanded is None:
            return "Expansion: nothing to expand, selection ended at a terminal node."
        return (f"Expansion: add {name(sim.expanded)} (a random untried move of "
                f"{name(sim.expanded[:-1])}; {sim.untried_left} untried left).")
    if phase == "rollout":
        start = sim.path[-1]
        if not sim.rollout_moves:
            return (f"Rollout (R&N: simulation) from {name(start)}: no move, already at a leaf "
                    f"with utility {sim.utility:g} for X.")
        return (f"Rollout (R&N: simulation) from {name(start)}: random moves "
                f"{list(sim.rollout_moves)}{_rollout_end(trace, start, sim.rollout_moves)}; the "
                f"game ends with utility {sim.utility:g} for X.")
    rewards = ", ".join(f"{name(key)} {reward:+g} -> {w:g}/{n}" for key, reward, n, w in sim.backup)
    return ("Back-propagation: every node on the path gets N + 1 and W + the reward for the "
            f"player who moved into it: {rewards}.")


# ----------------------------------------------------------------------
# The root's visits on the board
# ----------------------------------------------------------------------
def draw_visit_shares(counts, size=3, ax=None, title=None):
    """Draw a board heatmap of the share of root visits per move; return the Axes.

    `counts` maps ``(row, col)`` moves to visit counts (``solver.visit_counts()``).
    Occupied cells (no count) stay white.
    """
    total = sum(counts.values()) or 1
    shares = np.full((size, size), np.nan)
    for (row, col), n in counts.items():
        shares[row, col] = n / total
    if ax is None:
        _, ax = plt.subplots(figsize=(3, 3))
    image = ax.imshow(shares, cmap="Blues", vmin=0, vmax=max(np.nanmax(shares), 1e-9))
    for (row, col), n in counts.items():
        share = n / total
        ax.text(col, row, f"{100 * share:.0f}%", ha="center", va="center", fontsize=11,
                color=readable_text_colour(image.cmap(image.norm(share))))
    ax.set_xticks(range(size))
    ax.set_yticks(range(size))
    ax.tick_params(labelsize=10.5)
    if title:
        ax.set_title(title, fontsize=12)
    listed = ", ".join(f"{cell_name(*move)} {100 * n / total:.0f}%"
                       for move, n in sorted(counts.items(), key=lambda item: -item[1]))
    describe(ax, (f"{title}: " if title else "") + f"Share of the root's visits per move on a "
             f"{size}x{size} board (cells a1 top left), most visited first: {listed}.")
    return ax


def readable_text_colour(rgba):
    """Black or white, whichever contrasts more with the colour `rgba` (WCAG relative luminance)."""
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgba[:3]]
    luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    return "black" if (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) else "white"
