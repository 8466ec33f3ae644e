"""`MCTSClassicSolver`, "the thinker": Monte Carlo Tree Search with a fresh tree for every move.

Source: Russell & Norvig (2020), fig. 5.11 (MONTE-CARLO-TREE-SEARCH) with UCT
selection (Kocsis & Szepesvari 2006); the lecture's first MCTS solver.
"""

import math

from .mcts_parameters import DEFAULT_MAX_ENTRIES
from .mcts_tree import OPPONENT, MCTSNode, MonteCarloTreeSearch


class MCTSClassicSolver(MonteCarloTreeSearch):
    """MCTS that builds a new tree at every `select_move` and throws it away afterwards.

    Each call runs `num_simulations` simulations (selection by UCT, expansion of
    one random untried move, a rollout to the end, back-propagation) from a new
    root for `state` and returns the most visited root child. Nothing carries
    over between moves or games: `reset` and `opponent_played` do nothing. The
    last tree stays readable in `root` (for drawing) until the next move.

    Perspective: each node's W is the total reward for the player who moved
    into it (win +1, draw 0, loss -1 for tic-tac-toe), so every node chooses the
    child best for itself. `root_value` is the mean utility for X at the root.

    Raises ValueError for bad parameters (naming the parameter) and on a game
    with chance nodes (MCTS here has none), `GameOverError` when asked to move in
    a finished game.

    Parameters
    ----------
    num_simulations : int (a NumPy integer too), default 500
        Simulations per move (ignored when `time_limit` is given).
    exploration_c : float >= 0, default sqrt(2)
        C in UCB1 ``W/N + C sqrt(ln N_parent / N)``; sqrt(2) is UCB1's constant for rewards
        in [0, 1]; for our rewards in [-1, 1] the same exploration is 2 sqrt(2).
    seed : int or None
        Seed of the solver's `random.Random` (expansion order, rollouts, ties).
        The same seed gives the same moves; the generator is not reseeded between
        games, like `RandomSolver`.
    rollout : "random" (default), "win_in_one", or a function
        ``(game, state, player, rng) -> move`` (see `course_lib.solvers.rollout`).
    time_limit : float seconds (positive, finite) or None
        If given, simulate until this much time has passed instead of a fixed
        count (results then depend on the machine's speed: not reproducible).
        An enclosing `course_lib.time_limits.limited` block (the play board's
        time limit) stops the search between two simulations either way.
    solve : bool, default False
        MCTS-Solver: back up proven wins and losses (utilities must lie in [-1, 1]).
    max_entries : int, default 2**19 (524,288)
        Most nodes in one move's tree (a node takes about 1 KB on Connect Four,
        989 bytes measured, so the default is about 520 MB). When the tree is
        full it stops growing: the remaining simulations still select down to its
        frontier, roll out from there and back up their results.
    """

    def __init__(self, num_simulations=500, exploration_c=math.sqrt(2), seed=None,
                 rollout="random", time_limit=None, solve=False, max_entries=DEFAULT_MAX_ENTRIES):
        super().__init__(num_simulations, exploration_c, seed, rollout, time_limit, solve,
                         max_entries)
        self._nodes = 0

    def _root_for(self, game, state, player):
        root = MCTSNode(game, state, player)
        self._nodes = 1
        return root

    def _new_child(self, node, move):
        state = self.game.make_move(node.state, move, node.player)
        child = MCTSNode(self.game, state, OPPONENT[node.player], parent=node, move=move)
        self._nodes += 1
        return child

    def _node_count(self):
        return self._nodes
