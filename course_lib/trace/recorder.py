"""Recording a search for `course_lib.trace`: the wrapper around a solver's recursive method.

`Recorder.wrap(method)` returns a function that stands in for the solver's
recursive method (`_minimax`, `_alphabeta` or `_abnega`) on the instance. Each
call is a node: the recorder notes the node's arguments (its window), lets the
solver's own method run, and notes the result. Between two children it records
the bookkeeping of the algorithm (the form's rules: best value so far, alpha or
beta, cutoff) and checks it against what the solver does next: the next
child's window, the children it actually searches, the value and move it
returns. Any difference raises `TraceMismatchError`.
"""

import numpy as np


class TraceMismatchError(RuntimeError):
    """The traced search did something its algorithm does not do (the record would be false)."""


class TraceNode:
    """One node of a traced search.

    Attributes: `state`; `moves` (tuple of moves from the trace's root);
    `name` (str); `player` (to move there); `role` ("MAX", "MIN", "CHANCE"); `leaf` (bool,
    terminal); `key`, the node's identity in drawings: the state itself when it
    is hashable (the path of a `GameTree` node), else `moves`.
    """

    __slots__ = ("state", "moves", "name", "player", "role", "leaf", "key")

    def __init__(self, state, moves, name, player, leaf):
        self.state, self.moves, self.name, self.player, self.leaf = state, moves, name, player, leaf
        self.role = {"X": "MAX", "O": "MIN"}.get(player, "CHANCE")
        self.key = state if hashable(state) else moves

    def __repr__(self):
        return f"TraceNode({self.name})"


class Event:
    """One step of a search trace (the kinds are listed in `course_lib.trace`)."""

    __slots__ = ("kind", "node", "alpha", "beta", "value", "child", "child_value",
                 "improved", "pruned", "move", "left", "probability")

    def __init__(self, kind, node, alpha=None, beta=None, value=None, child=None,
                 child_value=None, improved=False, pruned=(), move=None, left=0, probability=None):
        self.kind, self.node, self.alpha, self.beta, self.value = kind, node, alpha, beta, value
        self.child, self.child_value, self.improved = child, child_value, improved
        self.pruned, self.move, self.left = tuple(pruned), move, left
        self.probability = probability  # a backup into a node that averages: the child's weight

    def __repr__(self):
        fields = [f"{name}={getattr(self, name)!r}" for name in ("alpha", "beta", "value")
                  if getattr(self, name) is not None]
        if self.child is not None:
            fields.append(f"child={self.child.name}")
        if self.pruned:
            fields.append(f"pruned={[node.name for node in self.pruned]}")
        return f"Event({self.kind}, {self.node.name}{', ' if fields else ''}{', '.join(fields)})"


class _Frame:
    """What the recorder knows about a node being searched."""

    def __init__(self, node, call, value, lottery=None):
        self.node, self.depth, self.maximizing = node, call.depth, call.maximizing
        self.lottery = lottery  # (probability, move) pairs at a node that averages, else None
        self.alpha, self.beta, self.value = call.alpha, call.beta, value
        self.best = None
        self.moves = None       # the children, in search order (asked for at the first child)
        self.entered = 0        # children entered so far
        self.cut_after = None   # index of the child after which a cutoff was recorded


class Recorder:
    """Builds the events of one search; see the module docstring."""

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
        lottery = None
        if not leaf and call.depth != 0:
            lottery = self.form.lottery(self.solver, self.game, call.state, call.player)
        start = 0 if lottery is not None else self.form.start_value(call)
        self.events.append(Event("enter", node, call.alpha, call.beta, start))
        return _Frame(node, call, start, lottery)

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
        improved = parent.lottery is None and self.form.improves(parent, child_value)
        probability = None
        if parent.lottery is not None:  # expectation: add the child's probability-weighted value
            probability = parent.lottery[index][0]
            parent.value = parent.value + probability * child_value
        elif improved:
            parent.value = self.form.backed_up(parent, child_value)
            parent.best = parent.moves[index]
        left = len(parent.moves) - index - 1
        self.events.append(Event("backup", parent.node, parent.alpha, parent.beta, parent.value,
                                 child=child, child_value=child_value, improved=improved, left=left,
                                 probability=probability))
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


def hashable(state):
    """True if `state` can be a dict key (a `GameTree` path; not a NumPy board)."""
    try:
        hash(state)
    except TypeError:
        return False
    return True


def _same_state(a, b):
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(a, b)
    return a == b

