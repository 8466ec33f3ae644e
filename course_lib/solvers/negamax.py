"""Alpha-beta in negamax format: CMPUT 396's ``abnega``, one case instead of MAX and MIN.

Negamax relies on the zero-sum property, ``max(a, b) = -min(-a, -b)``: the value
of a position for the player to move is the negation of its value for the
opponent. So every node *maximizes* the negation of its children's values, and
the window passed to a child is ``(-beta, -alpha)``: the child's bounds are the
parent's, seen from the other side. The seed's pseudocode::

    def abnega(v, alpha, beta):
        if terminal(v):
            return eval(v)                  # for the player to move at v
        so_far = neg_infinity               # best score so far
        for each child c of v:
            so_far = max(so_far, -abnega(c, -beta, -alpha))
            alpha = max(alpha, so_far)
            if alpha >= beta:
                break
        return so_far

Warning (from the notes): negamax values are for the *player to move*, while
`game.evaluate` is the utility for X, so a leaf where O is to move scores
``-game.evaluate(leaf)``.
"""

import math

from .base import Solver, check_not_over


class NegamaxAlphaBetaSolver(Solver):
    """Alpha-beta search in negamax format; same moves and values as `MinimaxAlphaBetaSolverV1`.

    `negamax_value` is the value for the player to move; `minimax_value` converts
    it to the usual value for X. Ties keep the first best move in
    `get_valid_moves` order.
    """

    def __init__(self):
        self.game = None

    def select_move(self, game, state, player):
        """Return the best move for `player` (`GameOverError` if the game is over)."""
        check_not_over(game, state, self)
        self.game = game
        _, move = self._abnega(state, player, -math.inf, math.inf)
        return move

    def negamax_value(self, game, state, player):
        """Return the value of `state` for `player`, the player to move."""
        self.game = game
        value, _ = self._abnega(state, player, -math.inf, math.inf)
        return value

    def minimax_value(self, game, state, player):
        """Return the minimax value of `state` for X (`player` to move)."""
        value = self.negamax_value(game, state, player)
        return value if player == "X" else -value

    def score(self, state, player):
        """Return the utility of the terminal `state` for `player` (the player to move there)."""
        utility = self.game.evaluate(state)
        return utility if player == "X" else -utility

    def _abnega(self, state, player, alpha, beta):
        """Return ``(so_far, move)``: the value of `state` for `player` and the best move."""
        if self.game.is_terminal(state):
            return self.score(state, player), None

        so_far = -math.inf  # best score so far
        best_move = None
        for move in self.game.get_valid_moves(state):
            child = self.game.make_move(state, move, player)
            child_value, _ = self._abnega(child, self.game.get_opponent(player), -beta, -alpha)
            if -child_value > so_far:
                so_far = -child_value
                best_move = move
            alpha = max(alpha, so_far)
            if alpha >= beta:
                break
        return so_far, best_move
