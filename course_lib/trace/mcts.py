"""Recording an MCTS search, simulation by simulation: `record_mcts(solver, game, state)`.

As `trace_search` does for minimax, nothing in the solver is re-implemented:
for the duration of one `select_move` the recorder wraps the instance's own
phase methods (`_select_child`, `_expand`, `_rollout`, `_backpropagate`) and
its rollout policy, and writes down what they do:

- **selection**: at each fully expanded node, every child's N, W, mean W/N, the
  exploration term C sqrt(ln N_parent / N) and UCB1 = mean + exploration, and
  the child the solver chose (checked: it must have the highest UCB1, else
  `TraceMismatchError`);
- **expansion**: the move added and how many untried moves remain;
- **rollout**: the moves played to the end and the utility for X reached;
- **back-propagation**: each node's reward (for the player who moved into it)
  and its N and W after the update.

The record answers "why this child?" with the arithmetic, the way John Levine
works MCTS by hand (youtube.com/watch?v=UXW2yZndl7U). `course_lib.views.mcts_view`
draws it; `course_lib.widgets.mcts_player` steps through it.
"""

import math

from ..answer_guard import guard
from .recorder import TraceMismatchError

PHASES = ("selection", "expansion", "rollout", "backpropagation")


class UCBRow:
    """One child as selection saw it: `move`, `key`, `N`, `W`, `mean`, `exploration`, `ucb`."""

    __slots__ = ("move", "key", "N", "W", "mean", "exploration", "ucb")

    def __init__(self, move, key, N, W, parent_visits, c):
        self.move, self.key, self.N, self.W = move, key, N, W
        if N == 0:
            self.mean, self.exploration, self.ucb = None, math.inf, math.inf
        else:
            self.mean = W / N
            self.exploration = c * math.sqrt(math.log(parent_visits) / N)
            self.ucb = self.mean + self.exploration

    def arithmetic(self, c, parent_visits):
        """``"W/N + C·sqrt(ln N_parent / N) = value"`` with the numbers filled in (W, N: this
        child's total reward and visits, N_parent: its parent's visits)."""
        if self.N == 0:
            return "unvisited = +inf"
        return (f"{self.W:g}/{self.N} + {c:.2f}·sqrt(ln {parent_visits} / {self.N}) "
                f"= {self.mean:.2f} + {self.exploration:.2f} = {self.ucb:.2f}")


# A row computes UCB1, what notebook 11's first exercise asks for (`course_lib.answer_guard`)
UCBRow.__init__ = guard(UCBRow.__init__, "ucb", name="UCBRow")


class SelectionStep:
    """One selection decision: at `node` (key) with `parent_visits`, the `rows` and the chosen key."""

    def __init__(self, node, parent_visits, rows, chosen):
        self.node, self.parent_visits, self.rows, self.chosen = node, parent_visits, rows, chosen


class Simulation:
    """Everything one simulation did (keys are tuples of moves from the search root).

    Attributes: `number` (1, 2, ...); `selection` (list of `SelectionStep`);
    `path` (keys root .. expanded node); `expanded` (key or None when selection
    ended at a terminal or proven node); `untried_left` (int); `rollout_moves`
    (list of moves); `utility` (for X); `backup` (list of ``(key, reward, N, W)``
    after the update, root first).
    """

    def __init__(self, number):
        self.number = number
        self.selection, self.path, self.expanded, self.untried_left = [], [], None, 0
        self.rollout_moves, self.utility, self.backup = [], None, []


class MCTSTrace:
    """The simulations of one recorded MCTS search and what is needed to draw them.

    Attributes: `game`, `solver_name`, `exploration_c`, `simulations` (list of
    `Simulation`), `nodes` (key -> ``{"player", "terminal", "utility", "name"}``
    for every node the search touched), `move` (the move chosen). `len` is the
    number of steps: four per simulation (its phases).
    """

    def __init__(self, game, solver_name, exploration_c):
        self.game, self.solver_name, self.exploration_c = game, solver_name, exploration_c
        self.simulations, self.nodes, self.move = [], {}, None
        self.initial = {(): (0, 0.0)}  # key -> (N, W) before the first simulation

    def __len__(self):
        return len(PHASES) * len(self.simulations)

    def __repr__(self):
        return (f"MCTSTrace({self.solver_name} on {self.game!r}: {len(self.simulations)} "
                f"simulations, move {self.move!r})")

    def step_index(self, step):
        """Return `step` as ``(simulation index, phase name)``; IndexError/TypeError on bad steps."""
        if isinstance(step, bool) or not isinstance(step, int):
            raise TypeError(f"step must be an integer, got {step!r}")
        if not 0 <= step < len(self):
            raise IndexError(f"step {step} is outside this trace's steps 0..{len(self) - 1}")
        return step // len(PHASES), PHASES[step % len(PHASES)]

    def statistics(self, step):
        """``{key: (N, W)}`` of every node in the tree once `step` is done (a drawing's numbers).

        At a selection step the tree is as the previous simulation left it; the
        expansion and rollout steps add the new node (N = 0); the
        back-propagation step shows the updated counts.
        """
        index, phase = self.step_index(step)
        stats = dict(self.initial)
        for simulation in self.simulations[:index]:
            stats.update((key, (n, w)) for key, _, n, w in simulation.backup)
        current = self.simulations[index]
        if phase != "selection" and current.expanded is not None:
            stats.setdefault(current.expanded, (0, 0.0))
        if phase == "backpropagation":
            stats.update((key, (n, w)) for key, _, n, w in current.backup)
        return stats

    def name(self, key):
        """The node's name: the game's `node_name` (GameTree) or its moves from the root."""
        return self.nodes[key]["name"]


def record_mcts(solver, game, state=None, player=None):
    """Run ``solver.select_move(game, state, player)`` and return its `MCTSTrace`.

    `solver` is an `MCTSClassicSolver` or `MCTSSolver` (any subclass of
    `MonteCarloTreeSearch`); keep `num_simulations` small (a walkthrough
    records every child's UCB at every selection). Raises `TypeError` for
    other solvers and `TraceMismatchError` if the selection does not pick a
    child of highest UCB1.
    """
    from ..solvers.mcts_tree import MonteCarloTreeSearch

    if not isinstance(solver, MonteCarloTreeSearch):
        raise TypeError(f"record_mcts records an MCTS solver, got {solver!r}")
    if state is None:
        state = game.initial_state()
    if player is None:
        player = game.to_move(state)
    recorder = _Recorder(solver, game, state)
    originals = {name: getattr(solver, name) for name in
                 ("_select_child", "_expand", "_rollout", "_backpropagate", "_policy")}
    for name, method in originals.items():
        setattr(solver, name, getattr(recorder, name)(method))
    try:
        recorder.trace.move = solver.select_move(game, state, player)
    finally:  # the methods were instance attributes shadowing the class's; _policy is data
        for name in originals:
            if name == "_policy":
                solver._policy = originals[name]
            else:
                delattr(solver, name)
    return recorder.trace


class _Recorder:
    """The wrappers `record_mcts` installs; keys are the move paths from the search root."""

    def __init__(self, solver, game, state):
        self.solver, self.game, self.root_state = solver, game, state
        self.trace = MCTSTrace(game, solver.get_name(), solver.exploration_c)
        self.keys = {}  # id(node) -> key
        self.current = None

    def key(self, node, parent=None, move=None):
        key = self.keys.get(id(node))
        if key is None:
            key = () if parent is None else self.keys[id(parent)] + (move,)
            self.keys[id(node)] = key
            name = (str(self.game.node_name(node.state)) if hasattr(self.game, "node_name")
                    else ("root" if not key else " ".join(map(str, key))))
            self.trace.nodes[key] = {"player": node.player, "terminal": node.terminal,
                                     "utility": node.utility, "name": name}
        return key

    def _select_child(self, method):
        def select(node):
            if self.current is None:
                self._start(node)
            c, visits = self.solver.exploration_c, node.N
            rows = [UCBRow(move, self.key(child, node, move), child.N, child.W, visits, c)
                    for move, child in node.children.items()]
            child = method(node)
            chosen = self.key(child, node, _move_of(node, child))
            best = max(row.ucb for row in rows)
            if next(row.ucb for row in rows if row.key == chosen) < best:
                raise TraceMismatchError(f"selection at {self.trace.name(self.key(node))} chose "
                                         f"{self.trace.name(chosen)}, not a child of highest UCB1")
            self.current.selection.append(SelectionStep(self.key(node), visits, rows, chosen))
            self.current.path.append(chosen)
            return child
        return select

    def _expand(self, method):
        def expand(node):
            if self.current is None:
                self._start(node)
            child = method(node)
            self.current.expanded = self.key(child, node, _move_of(node, child))
            self.current.path.append(self.current.expanded)
            self.current.untried_left = len(node.untried)
            return child
        return expand

    def _policy(self, policy):
        def play(game, state, player, rng):
            move = policy(game, state, player, rng)
            if self.current is not None:
                self.current.rollout_moves.append(move)
            return move
        return play

    def _rollout(self, method):
        def rollout(node):
            if self.current is None:
                self._start(node)
            self.current.utility = method(node)
            return self.current.utility
        return rollout

    def _backpropagate(self, method):
        def backpropagate(path, utility):
            method(path, utility)
            self.current.backup = [(self.key(node), utility if node.player == "O" else -utility,
                                    node.N, node.W) for node in path]
            self.current = None
        return backpropagate

    def _start(self, root):
        if not self.trace.simulations:
            self._note_existing_tree(root)
        self.current = Simulation(len(self.trace.simulations) + 1)
        self.current.path.append(())
        self.trace.simulations.append(self.current)


    def _note_existing_tree(self, root):
        """Key the tree a persistent solver already has under `root`, with its (N, W)."""
        self.key(root)
        stack = [root]
        while stack:
            node = stack.pop()
            self.trace.initial[self.keys[id(node)]] = (node.N, node.W)
            for move, child in node.children.items():
                if id(child) not in self.keys:
                    self.key(child, node, move)
                    stack.append(child)


def _move_of(parent, child):
    return next(move for move, node in parent.children.items() if node is child)
