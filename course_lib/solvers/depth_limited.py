"""`DepthLimitedMinimaxSolver`: minimax that stops at a maximum depth and evaluates heuristically.

When the game tree is too big to search to the end (chess, Go, Connect Four),
the search stops `max_depth` plies below the current position and scores the
positions there with an evaluation function instead of the true utility: the
"maximum depth" and "static evaluation" of the lecture's video (Sebastian
Lague) and the "depth limit + heuristic evaluation function" remedies of the
HKUST notes. The structure is the lecture's `minimax(game, state, depth,
player, maximizing_player)` with its ``depth == 0`` cutoff.

Source: Russell & Norvig (2020), section 5.3 (heuristic alpha-beta tree search: the cutoff
test and EVAL, sec. 5.3.2; evaluation functions, sec. 5.3.1).
"""

import math

from .base import Solver, check_not_over


def utility_only(game, state):
    """The default evaluation: `game.evaluate(state)` (0 for any unfinished position).

    It is what the lecture's depth-limited `minimax` uses: every cut-off
    position looks like a draw.
    """
    return game.evaluate(state)


class DepthLimitedMinimaxSolver(Solver):
    """Minimax searching at most `max_depth` plies ahead, then calling `evaluation`.

    `nodes_visited` counts calls of `_minimax` (every node searched, cut-off
    nodes included) over a game; `reset()` sets it back to 0.

    Parameters
    ----------
    max_depth : int >= 1
        Plies searched below the current position. With a depth at least the
        number of plies left, it plays exactly as `MinimaxSolverV1`.
    evaluation : callable ``(game, state) -> float``, optional
        Estimated utility for X of an unfinished position at the cutoff, e.g.
        `open_lines_evaluation` for tic-tac-toe. Default `utility_only`.
        Finished positions always get their true utility `game.evaluate`.

    Raises
    ------
    ValueError  `max_depth` is not an integer >= 1.
    TypeError   `evaluation` is not callable.
    """

    def __init__(self, max_depth, evaluation=None):
        if isinstance(max_depth, bool) or not isinstance(max_depth, int) or max_depth < 1:
            raise ValueError(f"max_depth must be an integer >= 1, got {max_depth!r}")
        if evaluation is not None and not callable(evaluation):
            raise TypeError(f"evaluation must be a function (game, state) -> float, got {evaluation!r}")
        self.max_depth = max_depth
        self.evaluation = evaluation or utility_only
        self.nodes_visited = 0

    def parameters(self):
        return {"max_depth": self.max_depth,
                "evaluation": getattr(self.evaluation, "__name__", type(self.evaluation).__name__)}

    def reset(self):
        """Set `nodes_visited` back to 0 (called at the start of each game)."""
        self.nodes_visited = 0

    def select_move(self, game, state, player):
        """Return the best move for `player` according to the depth-limited search."""
        check_not_over(game, state, self)
        _, move = self._minimax(game, state, player, player == "X", self.max_depth)
        return move

    def minimax_value(self, game, state, player):
        """Return the depth-limited minimax value of `state` (an estimate when cut off)."""
        value, _ = self._minimax(game, state, player, player == "X", self.max_depth)
        return value

    def _minimax(self, game, state, player, maximizing, depth):
        """Return ``(value, move)``, searching `depth` more plies at most."""
        self.nodes_visited += 1
        if game.is_terminal(state):
            return game.evaluate(state), None
        if depth == 0:  # cutoff: static evaluation instead of searching on
            return self.evaluation(game, state), None

        best_value = -math.inf if maximizing else math.inf
        best_move = None
        for move in game.get_valid_moves(state):
            next_state = game.make_move(state, move, player)
            value, _ = self._minimax(game, next_state, game.get_opponent(player),
                                     not maximizing, depth - 1)
            if (value > best_value) if maximizing else (value < best_value):
                best_value, best_move = value, move
        return best_value, best_move
