"""Search traces: the record of one minimax or alpha-beta search, event by event.

`trace_search(solver, game, state)` runs the solver's own `select_move` and
records what its recursive search does. Nothing in the solver is changed or
re-implemented: for the duration of the call the instance's recursive method
(`_minimax`, `_alphabeta`, `_abnega` or `_expectiminimax`) is wrapped, exactly as
`MinimaxSolverV2` wraps `_minimax` to count nodes, so every node the search
enters is seen with the arguments it was called with (its window alpha, beta)
and the value it returns. Between two children the solver's bookkeeping (the
parent's best value so far, alpha or beta, a cutoff) is recorded from those
observations and *checked* against the next observation: the window passed to
the next child, the children actually searched, and the value and move the
node finally returns. A search that does not behave as its algorithm says
raises `TraceMismatchError` instead of producing a false record.

The events (`Event.kind`):

- ``"enter"``: the search enters `node` with window (`alpha`, `beta`); `value`
  is the node's starting value (-inf at MAX, +inf at MIN, -inf in negamax);
- ``"leaf"``: `node` is terminal, `value` is its utility (negamax: for the
  player to move there); ``"horizon"``: `node` is at the depth limit, scored by
  `game.evaluate`; ``"cached"``: `node` was answered from a cache;
- ``"backup"``: `child` returned `child_value` to `node`, whose best value so
  far is now `value` (`improved` says whether the child became its best); at
  a chance node (expectiminimax) `probability` is the child's weight and
  `value` the probability-weighted sum so far;
- ``"alpha"`` / ``"beta"``: the bound of `node` was raised / lowered;
- ``"cutoff"``: ``beta <= alpha`` at `node` with children left: `pruned` are
  the children never searched;
- ``"return"``: `node` (internal) returns `value` and `move` to its parent.

Renderings of a trace live in `course_lib.views.trace_views` (text, the CMPUT 396
trace format, matplotlib frames) and `course_lib.widgets.trace_player`.
"""

import numpy as np

from .forms import form_of
from .hand_exercises import refuse_hand_exercises
from .recorder import Event, Recorder, TraceMismatchError, TraceNode

__all__ = ["Event", "SearchTrace", "TraceMismatchError", "TraceNode", "default_namer",
           "trace_search"]


class SearchTrace:
    """The events of one search, in order, plus its result.

    Attributes: `events` (list of `Event`), `game`, `solver_name`, `form`
    ("minimax", "alphabeta" or "negamax"), `root` (`TraceNode`), `value` (the
    root's value as the search returned it), `move` (the move `select_move` chose).
    Indexing and `len` go through the events.
    """

    def __init__(self, events, game, solver_name, form, root, value, move):
        self.events, self.game, self.solver_name, self.form = events, game, solver_name, form
        self.root, self.value, self.move = root, value, move

    def __len__(self):
        return len(self.events)

    def __getitem__(self, index):
        return self.events[index]

    def __iter__(self):
        return iter(self.events)

    def __repr__(self):
        return (f"SearchTrace({self.solver_name} on {self.game!r}: {len(self.events)} events, "
                f"{self.nodes_visited} nodes, value {self.value}, move {self.move!r})")

    def of_kind(self, *kinds):
        """Return the events whose kind is one of `kinds`."""
        return [event for event in self.events if event.kind in kinds]

    @property
    def nodes_visited(self):
        """Nodes entered (calls of the recursive method), as `nodes_visited` of the V2 solvers counts."""
        return len(self.of_kind("enter"))

    @property
    def leaves_reached(self):
        """Terminal nodes reached (complete games searched, for tic-tac-toe)."""
        return len(self.of_kind("leaf"))

    def cutoffs(self, kind=None):
        """Return the cutoff events: all, or ``"beta"`` (at MAX nodes) / ``"alpha"`` (at MIN nodes)."""
        events = self.of_kind("cutoff")
        if kind is None:
            return events
        if kind not in ("alpha", "beta"):
            raise ValueError(f"kind must be 'alpha', 'beta' or None, got {kind!r}")
        role = "MIN" if kind == "alpha" else "MAX"
        return [event for event in events if event.node.role == role]

    def visited(self, step=None):
        """Return the keys of the nodes entered up to `step` (default: the whole search)."""
        events = self.events if step is None else self.events[:self.step_index(step) + 1]
        return [event.node.key for event in events if event.kind == "enter"]

    def pruned(self, step=None):
        """Return the keys of the roots of pruned subtrees, up to `step` (default: all)."""
        events = self.events if step is None else self.events[:self.step_index(step) + 1]
        return [node.key for event in events if event.kind == "cutoff" for node in event.pruned]

    def principal_variation(self):
        """Return the keys of the nodes on the chosen line: root, its best child, and so on."""
        best = {event.node.key: event.move for event in self.of_kind("return")}
        children = {}
        for event in self.of_kind("backup"):
            children[(event.node.key, event.child.moves[-1])] = event.child
        line, key = [self.root.key], self.root.key
        while best.get(key) is not None and (key, best[key]) in children:
            key = children[(key, best[key])].key
            line.append(key)
        return line

    def step_index(self, step):
        """Return `step` as an int; TypeError if it is not an integer, IndexError if out of range."""
        if isinstance(step, bool) or not isinstance(step, (int, np.integer)):
            raise TypeError(f"step must be an integer, got {step!r}")
        if not 0 <= step < len(self.events):
            raise IndexError(f"step {step} is outside this trace's steps 0..{len(self.events) - 1}")
        return int(step)


def trace_search(solver, game, state=None, player=None, namer=None):
    """Run ``solver.select_move(game, state, player)`` and return its `SearchTrace`.

    The solver's own counters (e.g. `nodes_visited`) run as usual. Raises
    `TypeError` for a solver that cannot be traced, `GameOverError` if `state`
    is terminal, `TraceMismatchError` if the search breaks its algorithm's rules, and
    `HandExerciseError` for the tree of an exercise done by hand, or a copy of it
    (`course_lib.trace.hand_exercises`).

    Parameters
    ----------
    solver : a minimax, alpha-beta or negamax solver of `course_lib.solvers`
        (any solver whose search recurses through ``self._minimax``,
        ``self._alphabeta`` or ``self._abnega``).
    state : default ``game.initial_state()``; player : default ``game.to_move(state)``.
    namer : callable ``(game, state, moves) -> str``, optional
        Names the nodes; default: `game.node_name(state)` when the game has it
        (a `GameTree`), else the moves from the root (``"root"`` for the root).
    """
    if state is None:
        state = game.initial_state()
    refuse_hand_exercises(game, state)
    return _trace_search_unchecked(solver, game, state, player, namer)


def _trace_search_unchecked(solver, game, state=None, player=None, namer=None):
    """`trace_search` without the refusal of hand exercises: for the checkers and the
    instructor's solution cells only (a trace of such a tree draws the exercise's answer)."""
    if state is None:
        state = game.initial_state()
    if player is None:
        player = game.to_move(state)
    form = form_of(solver)
    recorder = Recorder(form, solver, game, namer or default_namer)
    method = getattr(solver, form.method)
    setattr(solver, form.method, recorder.wrap(method))
    try:
        move = solver.select_move(game, state, player)
    finally:
        delattr(solver, form.method)
    root_value, root_move = recorder.result
    if root_move != move and not recorder.root.leaf:
        raise TraceMismatchError(f"the search's best move {root_move!r} differs from the move "
                                 f"select_move returned, {move!r}")
    return SearchTrace(recorder.events, game, solver.get_name(), form.name, recorder.root,
                       root_value, move)


def default_namer(game, state, moves):
    """Name a node by `game.node_name(state)` if the game has it, else by its moves from the root."""
    if hasattr(game, "node_name"):
        return str(game.node_name(state))
    return "root" if not moves else " ".join(str(move) for move in moves)
