"""`NegamaxSolver`: plain negamax, minimax written with one case (CMPUT 396 notes).

Negamax computes the minimax value *for the player to move*: since the game is
zero-sum, a position's value for one player is minus its value for the other,
and ``max(a, b) = -min(-a, -b)``, so every node maximizes the negated values of
its children::

    def negamax(s):
        if terminal(s):
            return eval(s)          # for the player who would move next
        return max(-negamax(c) for all children c of s)

Warning (from the notes): the leaf scores must be for the player to move;
`game.evaluate` is the utility for X, so it is negated where O is to move (in a
minimax tree: negate the leaf scores whose distance to the root is odd).

From the empty tic-tac-toe board this searches the whole game tree, 549,946
nodes, like `MinimaxSolverV1`. With ``stop_value=1`` it stops a node's loop at
the first winning child (the notes' "win detection ... abort if winning child
found"): 94,978 nodes. (The notes' own code, which tests the wrong player for a
win, makes 740,170 and 129,988 calls: see `course_lib.solvers.cmput396_negamax`.)
"""

import math

from .base import Solver, check_not_over
from .negamax import player_score


class NegamaxSolver(Solver):
    """Plain negamax (no pruning): the minimax-optimal move; values for the player to move.

    Ties keep the first best move in `get_valid_moves` order, so it plays as
    `MinimaxSolverV1` does. `nodes_visited` counts the calls of `_negamax`
    (one per node, leaves included), accumulated over a game; `reset()` zeroes it.

    Parameters
    ----------
    stop_value : number, default +inf
        Stop looping over a node's children once this value is reached (1: a
        win, in tic-tac-toe): the early-win abort of the notes.
    """

    def __init__(self, stop_value=math.inf):
        self.stop_value = stop_value
        self.game = None
        self.nodes_visited = 0

    def parameters(self):
        return {} if self.stop_value == math.inf else {"stop_value": self.stop_value}

    def reset(self):
        """Set `nodes_visited` back to 0 (called at the start of each game)."""
        self.nodes_visited = 0

    def select_move(self, game, state, player):
        """Return the best move for `player` (`GameOverError` if the game is over)."""
        check_not_over(game, state, self)
        self.game = game
        return self._negamax(state, player)[1]

    def negamax_value(self, game, state, player):
        """Return the value of `state` for `player`, the player to move (+1 win, 0 draw, -1 loss)."""
        self.game = game
        return self._negamax(state, player)[0]

    def minimax_value(self, game, state, player):
        """Return the minimax value of `state` for X (`player` to move)."""
        value = self.negamax_value(game, state, player)
        return value if player == "X" else -value

    def _negamax(self, state, player):
        """Return ``(value, move)``: the value of `state` for `player` (to move) and the best move."""
        self.nodes_visited += 1
        if self.game.is_terminal(state):
            return player_score(self.game, state, player), None
        best_value, best_move = -math.inf, None
        for move in self.game.get_valid_moves(state):
            child = self.game.make_move(state, move, player)
            value = -self._negamax(child, self.game.get_opponent(player))[0]
            if value > best_value:
                best_value, best_move = value, move
            if best_value >= self.stop_value:
                break
        return best_value, best_move
