"""Plain minimax, in the lecture's structure: `MinimaxSolverV1` and its instrumented V2.

Source: MINIMAX-SEARCH, Russell & Norvig (2020), *Artificial Intelligence: A
Modern Approach*, 4th ed., fig. 5.3, written as one recursive function with a
`maximizing` flag as in the lecture.
"""

import math

from .base import Solver, check_not_over


class MinimaxSolverV1(Solver):
    """Full-depth minimax: the optimal move for `player`, searching the whole tree.

    - X is always the maximizing player, O the minimizing one.
    - Values are utilities for X (`game.evaluate`): +1 X wins, -1 O wins, 0 draw.
    - Ties keep the first best move in `get_valid_moves` order (row-major for
      tic-tac-toe).
    - No memory between calls: every call searches the subtree again.
    """

    def select_move(self, game, state, player):
        """Return the minimax-optimal move for `player` (`GameOverError` if the game is over)."""
        check_not_over(game, state, self)
        maximizing = (player == "X")
        _, move = self._minimax(game, state, player, maximizing)
        return move

    def minimax_value(self, game, state, player):
        """Return the minimax value of `state` (utility for X under optimal play)."""
        value, _ = self._minimax(game, state, player, player == "X")
        return value

    def _minimax(self, game, state, player, maximizing):
        """Return ``(value, move)``: the minimax value of `state` for X and the best move.

        `move` is None at a terminal state.
        """
        if game.is_terminal(state):
            return game.evaluate(state), None

        moves = game.get_valid_moves(state)

        if maximizing:  # MAX node: X to play
            best_value = -math.inf
            best_move = None
            for move in moves:
                next_state = game.make_move(state, move, player)
                value, _ = self._minimax(game, next_state, game.get_opponent(player),
                                         maximizing=False)
                if value > best_value:
                    best_value = value
                    best_move = move
            return best_value, best_move

        else:  # MIN node: O to play
            best_value = math.inf
            best_move = None
            for move in moves:
                next_state = game.make_move(state, move, player)
                value, _ = self._minimax(game, next_state, game.get_opponent(player),
                                         maximizing=True)
                if value < best_value:
                    best_value = value
                    best_move = move
            return best_value, best_move


class MinimaxSolverV2(MinimaxSolverV1):
    """`MinimaxSolverV1` instrumented: counts the nodes it visits.

    The only difference from V1: every call of `_minimax` (one per node of the
    searched tree, leaves included) adds 1 to `nodes_visited`. The counter
    accumulates over the moves of a game and goes back to 0 on `reset()`, which
    `GameRunner` calls at the start of each game.
    """

    def __init__(self):
        self.nodes_visited = 0

    def reset(self):
        """Set `nodes_visited` back to 0 (called at the start of each game)."""
        self.nodes_visited = 0

    def get_name(self):
        return f"{self.__class__.__name__} (nodes={self.nodes_visited})"

    def _minimax(self, game, state, player, maximizing):
        self.nodes_visited += 1
        return super()._minimax(game, state, player, maximizing)
