"""The node of an MCTS tree: its statistics (N, W), its children and its untried moves.

See `mcts_tree` for the search and the perspective of W (the reward for the player
who moved into the node).
"""

import math

from ..answer_guard import guard

OPPONENT = {"X": "O", "O": "X"}


class MCTSNode:
    """One node of an MCTS tree.

    Attributes
    ----------
    state, player : the position and the player to move there.
    parent : MCTSNode or None (the node it was first reached from); move : the move from it.
    children : dict move -> MCTSNode, in expansion order.
    untried : list of the legal moves not expanded yet.
    N : int, visits; W : float, total reward for the player who moved into the
        node (see the module docstring).
    terminal : bool; utility : the game's utility for X when terminal.
    proven : None, or the node's exact minimax value for X (MCTS-Solver only).
    """

    __slots__ = ("state", "player", "parent", "move", "children", "untried", "N", "W",
                 "terminal", "utility", "proven")

    def __init__(self, game, state, player, parent=None, move=None):
        if game.is_chance(state):
            refuse_chance(game)
        self.state, self.player, self.parent, self.move = state, player, parent, move
        self.children = {}
        self.N, self.W = 0, 0.0
        self.terminal = game.is_terminal(state)
        self.utility = game.evaluate(state) if self.terminal else None
        self.untried = [] if self.terminal else list(game.get_valid_moves(state))
        self.proven = None

    def __repr__(self):
        return (f"MCTSNode(player to move {self.player}, move {self.move!r}, N={self.N}, "
                f"W={self.W:g}, children={len(self.children)}, untried={len(self.untried)})")

    @property
    def mover(self):
        """The player who moved into this node: W counts rewards for this player."""
        return OPPONENT[self.player]

    def mean(self):
        """W/N, the mean reward for the player who moved into the node (0 when unvisited)."""
        return self.W / self.N if self.N else 0.0

    def mean_utility(self):
        """The mean utility for X of the simulations through the node (0 when unvisited)."""
        return self.mean() if self.player == "O" else -self.mean()

    def ucb(self, parent_visits, exploration_c):
        """UCB1 of this node as seen by its parent: ``W/N + C sqrt(ln N_parent / N)``; +inf if N = 0."""
        if self.N == 0:
            return math.inf
        return self.W / self.N + exploration_c * math.sqrt(math.log(parent_visits) / self.N)

    def size(self):
        """The number of distinct nodes reachable from this one, itself included."""
        seen, stack = {id(self)}, [self]
        while stack:
            for child in stack.pop().children.values():
                if id(child) not in seen:
                    seen.add(id(child))
                    stack.append(child)
        return len(seen)


def reward(utility, node):
    """The reward for the player who moved into `node`, given the utility for X."""
    return utility if node.player == "O" else -utility


def refuse_chance(game):
    """Raise ValueError: MCTS here has no chance nodes (`game` reached one)."""
    raise ValueError(f"MCTS does not support games with chance nodes: {game!r} reached one; "
                     "use ExpectiminimaxSolver or ExpectimaxSolver")


# The sign rule is what notebook 11's back-propagation exercise asks for (`course_lib.answer_guard`)
reward = guard(reward, "backpropagation")
