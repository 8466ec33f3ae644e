"""`MCTSSolver`, "the learner": Monte Carlo Tree Search with one tree kept for the solver's life.

Source: the lecture's second MCTS solver; UCT as in Russell & Norvig (2020),
fig. 5.11. Keying the nodes by position makes the tree a graph in which
transpositions share their statistics (Childs, Brodeur & Kocsis 2008, "UCT1").
"""

import math

from ..games.base import IllegalMoveError
from .mcts_parameters import DEFAULT_MAX_ENTRIES
from .mcts_tree import OPPONENT, MCTSNode, MonteCarloTreeSearch


class MCTSSolver(MonteCarloTreeSearch):
    """MCTS whose tree persists across moves and games, and follows the game being played.

    Nodes live in a table keyed by ``(position, player to move)``, so a position
    reached by two move orders is one node with one set of statistics. After
    its own move and in `opponent_played(move)` the solver moves `root` to the
    position now on the board, so the simulations of earlier moves and earlier
    games are reused; `reset()` (called by `GameRunner` before each game) puts
    the root back at the initial position and keeps everything learnt.
    `select_move` always searches from the `state` it is given (the root is
    re-found in the table if the solver lost track of the game). Giving the
    solver a different game object starts a new table.

    Parameters and perspective: as `MCTSClassicSolver` (W is the total reward
    for the player who moved into the node; draws 0); moves must be hashable.
    `max_entries` (default 2**19 = 524,288 nodes, about 520 MB at 1 KB a node
    on Connect Four) bounds the table for the solver's whole life: once full, the
    tree stops growing and the simulations roll out from its frontier, so the
    solver keeps playing, and keeps refining what it knows, in bounded memory.

    Attributes: `root` (the node of the current position), `table_size`
    (nodes stored), `simulations_run` (in the last `select_move`).
    """

    def __init__(self, num_simulations=500, exploration_c=math.sqrt(2), seed=None,
                 rollout="random", time_limit=None, solve=False, max_entries=DEFAULT_MAX_ENTRIES):
        super().__init__(num_simulations, exploration_c, seed, rollout, time_limit, solve,
                         max_entries)
        self.game = self._table_game = None
        self.table = {}
        self._key = None

    @property
    def table_size(self):
        """The number of positions in the tree (it only grows, up to `max_entries`)."""
        return len(self.table)

    def select_move(self, game, state, player):
        """Search from `state` with the stored statistics, play the most visited move, follow it."""
        move = super().select_move(game, state, player)
        self.root = self._child(self.root, move)
        return move

    def opponent_played(self, move):
        """Move the root to the child of `move` (a no-op before the first search).

        If `move` cannot be played from the root (the solver is not following
        this game, e.g. it plays both sides), the root is dropped and the next
        `select_move` finds its position in the table.
        """
        if self.root is None or self.root.terminal:
            return
        try:
            hash(move)
        except TypeError:  # e.g. [0, 1]: no move of a game this solver can follow
            self.root = None
            return
        try:
            self.root = self._child(self.root, move)
        except IllegalMoveError:
            self.root = None

    def reset(self):
        """Put the root back at the initial position; keep the tree (what was learnt)."""
        if self.game is not None:
            state = self.game.initial_state()
            self.root = self._node(state, self.game.to_move(state))

    def _root_for(self, game, state, player):
        if game is not self._table_game:
            self._table_game, self.table, self._key = game, {}, _key_function(state)
        return self._node(state, player)

    def _new_child(self, node, move):
        return self._node(self.game.make_move(node.state, move, node.player), OPPONENT[node.player],
                          parent=node, move=move)

    def _child(self, node, move):
        """The child of `move`, made if needed: recorded first, then taken off ``untried``
        (an interruption in between loses nothing)."""
        child = node.children.get(move)
        if child is None:
            child = node.children[move] = self._new_child(node, move)
        if move in node.untried:
            node.untried.remove(move)
        return child

    def _node_count(self):
        return len(self.table)

    def _node(self, state, player, parent=None, move=None):
        key = (self._key(state), player)
        node = self.table.get(key)
        if node is None:
            node = self.table[key] = MCTSNode(self.game, state, player, parent, move)
        return node


def _key_function(state):
    """A fast hashable key for the game's states: the state itself, or its bytes for a NumPy board."""
    try:
        hash(state)
        return _identity
    except TypeError:
        pass
    if hasattr(state, "tobytes"):
        return _board_bytes
    from ..games.symmetry import state_key
    return state_key


def _identity(state):
    return state


def _board_bytes(state):
    return state.tobytes()
