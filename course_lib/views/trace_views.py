"""Showing a `SearchTrace`: sentences, the CMPUT 396 trace format, visited flags, drawings.

- `explain(trace, step)`: the step in one sentence ("beta = 3 <= alpha = 5 at c:
  prune the remaining child d.");
- `trace_text(trace)`: one numbered sentence a line;
- `cmput396_lines(trace)`: the format of CMPUT 396's ``alphabeta.py`` (one line a
  step: node, alpha, beta, best so far; "leaf value"; "now best child of";
  "improved alpha(B) to"; "alpha >= beta, prune remaining children of C");
- `visited_text(trace)`: the lecture's `visualize_tree_text` with visited flags;
- `draw_step(trace, step)`: the tree at a step (matplotlib, via `tree_view.draw_tree`):
  current node outlined, alpha/beta beside each visited node, values so far in
  the nodes, pruned branches dashed and grey; `show_frames` draws several steps.

The drawings need a `GameTree` (a whole tic-tac-toe tree does not fit on a page);
the text renderings work for any game.
"""

import math
import textwrap

import matplotlib.pyplot as plt

from ..games.tree import GameTree
from .alt_text import alt_of, describe
from .tree_view import FONT, MAX_WIDTH, draw_tree, tree_figsize, tree_text


def number(value, infinity=None):
    """Format a value: ``∞``/``-∞`` for infinities (or ``±infinity`` if given), ints without ``.0``."""
    if value is None:
        return "?"
    if math.isinf(value):
        if infinity is not None:
            return str(infinity if value > 0 else -infinity)
        return "∞" if value > 0 else "-∞"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def explain(trace, step):
    """Return what the search does at `step`, in one sentence."""
    event = trace[trace.step_index(step)]
    return _SENTENCES[event.kind](trace, event)


def trace_text(trace, first=0, last=None):
    """Return the steps `first`..`last` (default: all), one ``"step k: sentence"`` a line."""
    last = len(trace) - 1 if last is None else last
    return "\n".join(f"{step:>3}: {explain(trace, step)}" for step in range(first, last + 1))


def cmput396_lines(trace, infinity=999):
    """Return the trace in the format of CMPUT 396's ``alphabeta.py`` (a list of lines).

    Entering a node prints ``name alpha beta best-so-far``, leaving an internal
    node prints the same with its final values; infinities print as ±`infinity`.
    """
    fmt = lambda value: number(value, infinity)  # noqa: E731
    lines, last_child = [], {}
    for event in trace:
        name = event.node.name
        if event.kind == "enter":
            lines.append(f"{name} {fmt(event.alpha)} {fmt(event.beta)} {fmt(event.value)}")
        elif event.kind == "leaf":
            lines.append(f"{name} leaf value {fmt(event.value)}")
        elif event.kind in ("horizon", "cached"):
            what = "depth limit, value" if event.kind == "horizon" else "cached value"
            lines.append(f"{name} {what} {fmt(event.value)}")
        elif event.kind == "backup":
            last_child[name] = event.child.name
            if event.improved:
                lines.append(f"{event.child.name} now best child of {name}")
        elif event.kind in ("alpha", "beta"):
            lines.append(f"{last_child[name]} improved {event.kind}({name}) to {fmt(event.value)}")
        elif event.kind == "cutoff":
            lines.append(f"alpha >= beta, prune remaining children of {name}")
        elif event.kind == "return":
            lines.append(f"{name} {fmt(event.alpha)} {fmt(event.beta)} {fmt(event.value)}")
    return lines


def visited_text(trace, step=None):
    """Return the searched tree as the lecture's `visualize_tree_text`, `` visited`` after visited nodes.

    Up to `step` (default: the whole search). Needs a `GameTree` trace.
    """
    _check_tree(trace, "visited_text")
    visited = set(trace.visited(step))
    return tree_text(trace.game, annotate=lambda path: " visited" if path in visited else "")


# alpha and beta beside each node: the numbers a step is about, larger than the tree's other
# text (FONT) so that they stay readable projected (glyphs at least 14 px high at 100 dpi).
NOTE_FONT = 14
NOTE_STYLE = {"zorder": 4, "fontsize": NOTE_FONT, "fontweight": "bold",
              "bbox": {"boxstyle": "round,pad=0.1", "facecolor": "white", "edgecolor": "none"}}


class Snapshot:
    """The search as it stands after one step: what `draw_step` shows.

    Attributes: `visited` (set of node keys), `values` (key -> value so far of
    internal nodes), `windows` (key -> (alpha, beta)), `pruned` (keys of pruned
    subtree roots), `current` (key of the step's node), `line` (the principal
    variation, filled at the last step only).
    """

    def __init__(self, trace, step):
        step = trace.step_index(step)
        self.visited, self.values, self.windows, self.pruned = set(), {}, {}, []
        for event in trace.events[:step + 1]:
            key = event.node.key
            if event.kind == "enter":
                self.visited.add(key)
                if not event.node.leaf:
                    self.values[key] = event.value
            elif event.kind in ("backup", "return", "cached", "horizon"):
                self.values[key] = event.value
            elif event.kind == "cutoff":
                self.pruned.extend(node.key for node in event.pruned)
            if event.alpha is not None and not event.node.leaf:
                self.windows[key] = (event.alpha, event.beta)
        self.current = trace[step].node.key
        self.line = trace.principal_variation() if step == len(trace) - 1 else []


def draw_step(trace, step, ax=None, caption=True, title=None):
    """Draw the traced `GameTree` as the search stands after `step`; return the Axes.

    Visited nodes are drawn solid, the others faded; internal nodes show their
    value so far and, beside them, their alpha and beta; the node of the step is
    outlined in orange; pruned subtrees are dashed and grey; at the last step
    the principal variation is drawn in red. With `caption`, the step's
    sentence (`explain`) is written under the tree.
    """
    _check_tree(trace, "draw_step")
    snap = Snapshot(trace, step)
    notes = {key: f"α={number(a)}\nβ={number(b)}" for key, (a, b) in snap.windows.items()}
    ax = draw_tree(trace.game, ax=ax, values=snap.values, notes=notes, path=snap.line,
                   pruned=snap.pruned, current=snap.current, visited=snap.visited,
                   title=title if title is not None else f"step {step} of {len(trace) - 1}",
                   note_style=NOTE_STYLE)
    if caption:
        ax.text(0.5, -0.03, textwrap.fill(explain(trace, step), _caption_columns(ax)),
                transform=ax.transAxes, ha="center", va="top", fontsize=FONT)
    sentence, drawn = explain(trace, step), alt_of(ax)
    describe(ax, drawn if sentence in drawn else f"{sentence} {drawn}")  # a title may hold it
    return ax


def _caption_columns(ax):
    """Characters a caption line may hold: the frame's share of the figure width, at ~5.7 pt a character."""
    spec = ax.get_subplotspec()
    frames = spec.get_gridspec().ncols if spec is not None else 1
    return int(0.9 * ax.figure.get_figwidth() * 72 / frames / 5.7)


def show_frames(trace, steps, per_row=2):
    """Draw the steps `steps` of a `GameTree` trace as static frames; return the Figure.

    At most two frames a row (`per_row` 1 or 2), and one when two would not fit
    `MAX_WIDTH` inches with readable text: the figure is then shown unshrunk in
    JupyterLab and its text keeps its size (10 pt).
    """
    _check_tree(trace, "show_frames")
    steps = list(steps)
    if not steps:
        raise ValueError("steps is empty: give the step numbers to draw, e.g. [0, 5, 10]")
    if per_row not in (1, 2):
        raise ValueError(f"per_row={per_row!r}: frames are drawn one or two a row, "
                         "more would be too small to read")
    columns = min(per_row, len(steps))
    frame = tree_figsize(trace.game, MAX_WIDTH / columns)
    if frame[0] > MAX_WIDTH / columns:
        columns, frame = 1, tree_figsize(trace.game)
    rows = math.ceil(len(steps) / columns)
    caption_height = 0.6
    fig, axes = plt.subplots(rows, columns, squeeze=False, layout="constrained",
                             figsize=(frame[0] * columns, (frame[1] + caption_height + 0.3) * rows))
    for ax, step in zip(axes.flat, steps):
        draw_step(trace, step, ax=ax)
    for ax in axes.flat[len(steps):]:
        ax.axis("off")
    return fig


def _check_tree(trace, what):
    if not isinstance(trace.game, GameTree):
        raise TypeError(f"{what} shows the trace of a search on a GameTree, not on {trace.game!r} "
                        "(whose tree is too big to draw): use trace_text or cmput396_lines")


# ----------------------------------------------------------------------
# One sentence per kind of event
# ----------------------------------------------------------------------
def _who(trace, node):
    if node.leaf:
        return f"leaf {node.name}"
    if trace.form == "negamax":
        return f"{node.name} ({node.player} to move)"
    return f"{node.name} ({node.role})"


def _window(event):
    return f"alpha = {number(event.alpha)}, beta = {number(event.beta)}"


def _enter(trace, event):
    start = "Start the search at" if event.node is trace.root else "Enter"
    window = "" if event.alpha is None else f" with {_window(event)}"
    return f"{start} {_who(trace, event.node)}{window}."


def _leaf(trace, event):
    if trace.form == "negamax":
        return (f"{event.node.name} is a leaf: value {number(event.value)} for "
                f"{event.node.player}, the player to move there.")
    return f"{event.node.name} is a leaf: utility {number(event.value)} for MAX."


def _horizon(trace, event):
    return f"{event.node.name} is at the depth limit: evaluated as {number(event.value)}."


def _cached(trace, event):
    return f"{event.node.name} is answered from the cache: value {number(event.value)}."


def _backup(trace, event):
    child, parent = event.child.name, event.node.name
    returned = f"{child} returns {number(event.child_value)} to {parent}"
    if event.probability is not None:
        return (f"{returned}, with probability {event.probability}: {parent}'s "
                f"probability-weighted sum so far is {number(event.value)}.")
    if trace.form == "negamax":
        seen = number(-event.child_value)
        if event.improved:
            return f"{returned}: {seen} is {parent}'s best so far ({child} is now its best child)."
        return f"{returned}: {seen} is no better than {parent}'s best so far, {number(event.value)}."
    if event.improved:
        return f"{returned}: {parent}'s value so far becomes {number(event.value)}."
    return f"{returned}: {parent} keeps {number(event.value)}."


def _bound(trace, event):
    name = event.node.name
    if event.kind == "alpha":
        guarantee = ("the player to move there" if trace.form == "negamax" else "MAX")
        sentence = f"alpha = {number(event.alpha)} at {name}: {guarantee} is assured of at least that"
    else:
        sentence = f"beta = {number(event.beta)} at {name}: MIN can hold MAX to at most that"
    if event.beta <= event.alpha and event.left == 0:
        sentence += f", and beta <= alpha, but {name} has no children left to prune"
    return sentence + "."


def _cutoff(trace, event):
    names = ", ".join(node.name for node in event.pruned)
    children = f"child {names}" if len(event.pruned) == 1 else f"children {names}"
    if trace.form == "negamax":
        test = f"alpha = {number(event.alpha)} >= beta = {number(event.beta)}"
    else:
        test = f"beta = {number(event.beta)} <= alpha = {number(event.alpha)}"
    return f"{test} at {event.node.name}: prune the remaining {children}."


def _return(trace, event):
    if event.node is trace.root:
        return (f"The search is over: {event.node.name} has value {number(event.value)}, "
                f"best move {_move_name(trace, event)}.")
    return f"{event.node.name} is done: its value is {number(event.value)}."


def _move_name(trace, event):
    """Name the move `event` returns as the drawings do: on a `GameTree`, by the child's name."""
    if isinstance(trace.game, GameTree):
        for backup in trace.of_kind("backup"):
            if backup.node is event.node and backup.child.moves[-1] == event.move:
                return backup.child.name
    return repr(event.move)


_SENTENCES = {"enter": _enter, "leaf": _leaf, "horizon": _horizon, "cached": _cached,
              "backup": _backup, "alpha": _bound, "beta": _bound, "cutoff": _cutoff,
              "return": _return}
