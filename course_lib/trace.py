"""Search traces: the record of one minimax or alpha-beta search, event by event.

`trace_search(solver, game, state)` runs the solver's own `select_move` and
records what its recursive search does. Nothing in the solver is changed or
re-implemented: for the duration of the call the instance's recursive method
(`_minimax`, `_alphabeta` or `_abnega`) is wrapped, exactly as
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
  far is now `value` (`improved` says whether the child became its best);
- ``"alpha"`` / ``"beta"``: the bound of `node` was raised / lowered;
- ``"cutoff"``: ``beta <= alpha`` at `node` with children left: `pruned` are
  the children never searched;
- ``"return"``: `node` (internal) returns `value` and `move` to its parent.

Renderings of a trace live in `course_lib.trace_views` (text, the CMPUT 396
trace format, matplotlib frames) and `course_lib.widgets.trace_player`.
"""

import numpy as np

from .trace_forms import form_of


class TraceMismatchError(RuntimeError):
    """The traced search did something its algorithm does not do (the record would be false)."""


class TraceNode:
    """One node of a traced search.

    Attributes: `state`; `moves` (tuple of moves from the trace's root);
    `name` (str); `player` (to move there); `role` ("MAX", "MIN"); `leaf` (bool,
    terminal); `key`, the node's identity in drawings: the state itself when it
    is hashable (the path of a `GameTree` node), else `moves`.
    """

    __slots__ = ("state", "moves", "name", "player", "role", "leaf", "key")

    def __init__(self, state, moves, name, player, leaf):
        self.state, self.moves, self.name, self.player, self.leaf = state, moves, name, player, leaf
        self.role = "MAX" if player == "X" else "MIN"
        self.key = state if _hashable(state) else moves

    def __repr__(self):
        return f"TraceNode({self.name})"


class Event:
    """One step of a search trace (see the module docstring for the kinds)."""

    __slots__ = ("kind", "node", "alpha", "beta", "value", "child", "child_value",
                 "improved", "pruned", "move", "left")

    def __init__(self, kind, node, alpha=None, beta=None, value=None, child=None,
                 child_value=None, improved=False, pruned=(), move=None, left=0):
        self.kind, self.node, self.alpha, self.beta, self.value = kind, node, alpha, beta, value
        self.child, self.child_value, self.improved = child, child_value, improved
        self.pruned, self.move, self.left = tuple(pruned), move, left

    def __repr__(self):
        fields = [f"{name}={getattr(self, name)!r}" for name in ("alpha", "beta", "value")
                  if getattr(self, name) is not None]
        if self.child is not None:
            fields.append(f"child={self.child.name}")
        if self.pruned:
            fields.append(f"pruned={[node.name for node in self.pruned]}")
        return f"Event({self.kind}, {self.node.name}{', ' if fields else ''}{', '.join(fields)})"


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

    Parameters
    ----------
    solver : a minimax, alpha-beta or negamax solver of `course_lib.solvers`
        (any solver whose search recurses through ``self._minimax``,
        ``self._alphabeta`` or ``self._abnega``).
    state : default ``game.initial_state()``; player : default ``game.to_move(state)``.
    namer : callable ``(game, state, moves) -> str``, optional
        Names the nodes; default: `game.node_name(state)` when the game has it
        (a `GameTree`), else the moves from the root (``"root"`` for the root).

    The solver's own counters (e.g. `nodes_visited`) run as usual. Raises
    `TypeError` for a solver that cannot be traced, `GameOverError` if `state`
    is terminal, and `TraceMismatchError` if the search breaks its algorithm's rules.
    """
    if state is None:
        state = game.initial_state()
    if player is None:
        player = game.to_move(state)
    form = form_of(solver)
    recorder = _Recorder(form, solver, game, namer or default_namer)
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


class _Frame:
    """What the recorder knows about a node being searched."""

    def __init__(self, node, call, value):
        self.node, self.depth, self.maximizing = node, call.depth, call.maximizing
        self.alpha, self.beta, self.value = call.alpha, call.beta, value
        self.best = None
        self.moves = None       # the children, in search order (asked for at the first child)
        self.entered = 0        # children entered so far
        self.cut_after = None   # index of the child after which a cutoff was recorded


class _Recorder:
    def __init__(self, form, solver, game, namer):
        self.form, self.solver, self.game, self.namer = form, solver, game, namer
        self.events, self.stack = [], []
        self.root, self.result = None, None

    def wrap(self, method):
        def recorded(*args, **kwargs):
            call = self.form.unpack(*args, **kwargs)
            frame = self._enter(call)
            self.stack.append(frame)
            try:
                result = method(*args, **kwargs)
            finally:
                self.stack.pop()
            self._leave(frame, result)
            return result

        return recorded

    def _enter(self, call):
        parent = self.stack[-1] if self.stack else None
        moves = ()
        if parent is not None:
            moves = parent.node.moves + (self._child_move(parent, call),)
        leaf = bool(self.game.is_terminal(call.state))
        node = TraceNode(call.state, moves, self.namer(self.game, call.state, moves), call.player, leaf)
        if parent is None:
            self.root = node
        start = self.form.start_value(call)
        self.events.append(Event("enter", node, call.alpha, call.beta, start))
        return _Frame(node, call, start)

    def _child_move(self, parent, call):
        if parent.moves is None:
            parent.moves = list(self.form.moves(self.solver, self.game, parent.node.state,
                                                parent.node.player))
        where = f"at {parent.node.name}"
        if parent.cut_after is not None:
            raise TraceMismatchError(f"{where}: a child was searched after the cutoff")
        index = parent.entered
        parent.entered += 1
        if index >= len(parent.moves):
            raise TraceMismatchError(f"{where}: more children searched than moves {parent.moves!r}")
        move = parent.moves[index]
        expected = self.game.make_move(parent.node.state, move, parent.node.player)
        if not _same_state(expected, call.state):
            raise TraceMismatchError(f"{where}: child {index} is not the position after {move!r}")
        window = self.form.child_window(parent)
        if window != (call.alpha, call.beta):
            raise TraceMismatchError(f"{where}: the child after {move!r} got the window "
                                     f"{(call.alpha, call.beta)}, expected {window}")
        return move

    def _leave(self, frame, result):
        value, move = result
        node = frame.node
        if node.leaf:
            self.events.append(Event("leaf", node, frame.alpha, frame.beta, value))
        elif frame.entered == 0:
            kind = "horizon" if frame.depth == 0 else "cached"
            self.events.append(Event(kind, node, frame.alpha, frame.beta, value, move=move))
        else:
            self._check_complete(frame, value, move)
            self.events.append(Event("return", node, frame.alpha, frame.beta, value, move=move))
        if self.stack:
            self._back_up(self.stack[-1], node, value)
        else:
            self.result = (value, move)

    def _check_complete(self, frame, value, move):
        searched = len(frame.moves) if frame.cut_after is None else frame.cut_after + 1
        where = f"{frame.node.name} returned"
        if frame.entered != searched:
            raise TraceMismatchError(f"{where} after {frame.entered} children, expected {searched}")
        if value != frame.value or move != frame.best:
            raise TraceMismatchError(f"{where} ({value!r}, {move!r}), expected "
                                     f"({frame.value!r}, {frame.best!r})")

    def _back_up(self, parent, child, child_value):
        index = parent.entered - 1
        improved = self.form.improves(parent, child_value)
        if improved:
            parent.value = self.form.backed_up(parent, child_value)
            parent.best = parent.moves[index]
        left = len(parent.moves) - index - 1
        self.events.append(Event("backup", parent.node, parent.alpha, parent.beta, parent.value,
                                 child=child, child_value=child_value, improved=improved, left=left))
        bound = self.form.update_bounds(parent)
        if bound is not None:
            self.events.append(Event(bound, parent.node, parent.alpha, parent.beta,
                                     getattr(parent, bound), left=left))
        if self.form.cuts(parent) and left > 0:
            parent.cut_after = index
            pruned = [self._pruned_node(parent, move) for move in parent.moves[index + 1:]]
            self.events.append(Event("cutoff", parent.node, parent.alpha, parent.beta,
                                     parent.value, pruned=pruned, left=left))

    def _pruned_node(self, parent, move):
        state = self.game.make_move(parent.node.state, move, parent.node.player)
        moves = parent.node.moves + (move,)
        return TraceNode(state, moves, self.namer(self.game, state, moves),
                         self.game.get_opponent(parent.node.player), bool(self.game.is_terminal(state)))


def _hashable(state):
    try:
        hash(state)
    except TypeError:
        return False
    return True


def _same_state(a, b):
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(a, b)
    return a == b

