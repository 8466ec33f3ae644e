"""Minimax with alpha-beta pruning, in the lecture's structure: `MinimaxAlphaBetaSolverV1` and V2.

Alpha-beta computes the same minimax value as plain minimax but stops
searching a node's children as soon as they cannot change the decision above:

* alpha is the value MAX is already assured of on the path to the node (a lower bound),
* beta is the value MIN is already assured of (an upper bound);
* a MAX node raises alpha, a MIN node lowers beta; once ``beta <= alpha`` the
  remaining children are pruned: a *beta cutoff* at a MAX node, an *alpha
  cutoff* at a MIN node.

Source: ALPHA-BETA-SEARCH, Russell & Norvig (2020), *Artificial Intelligence: A
Modern Approach*, 4th ed., fig. 5.7, written as the lecture writes it: one
recursive `_alphabeta` with a `maximizing` flag and a remaining `depth`.
"""

import math

from .base import Solver, check_not_over
from .move_ordering import check_ordering


class MinimaxAlphaBetaSolverV1(Solver):
    """Minimax with alpha-beta pruning: the minimax-optimal move, searching fewer nodes.

    - X is the maximizing player, O the minimizing one; values are utilities for X.
    - Returns the same value as `MinimaxSolverV1` and, with the game's move order,
      the same move (ties keep the first best move).

    Raises ValueError for a `max_depth` that is not a positive integer and
    TypeError for a `move_order` that is not callable.

    Parameters
    ----------
    move_order : callable ``(game, state, player, moves) -> list``, optional
        The order in which the children of a node are searched (see
        `course_lib.solvers.move_ordering`: `centre_first`, `best_first(table)`,
        ...). Default: the game's order (`get_valid_moves`, row-major).
    max_depth : int, optional
        Plies searched below the position; deeper positions are scored with
        `game.evaluate` (0 for an unfinished one). The lecture passes
        ``depth=9``, the whole of tic-tac-toe; the default, ``math.inf``,
        searches any finite game to the end.
    """

    def __init__(self, move_order=None, max_depth=None):
        if move_order is not None and not callable(move_order):
            raise TypeError(f"move_order must be a function (game, state, player, moves) -> list, "
                            f"got {move_order!r}")
        if max_depth is not None and (isinstance(max_depth, bool) or not isinstance(max_depth, int)
                                      or max_depth < 1):
            raise ValueError(f"max_depth must be an integer >= 1 or None, got {max_depth!r}")
        self.move_order = move_order
        self.max_depth = max_depth
        self.game = None

    def parameters(self):
        params = {}
        if self.move_order is not None:
            params["move_order"] = self.move_order
        if self.max_depth is not None:
            params["max_depth"] = self.max_depth
        return params

    # Solver interface
    def select_move(self, game, state, player):
        """Choose the best move for `player` using minimax with alpha-beta pruning.

        Raises `GameOverError` if `state` is terminal.
        """
        check_not_over(game, state, self)
        self.game = game
        maximizing = (player == "X")

        value, move = self._alphabeta(
            state=state,
            player=player,
            maximizing=maximizing,
            depth=self._depth(),
            alpha=-math.inf,
            beta=math.inf,
        )
        return move

    def minimax_value(self, game, state, player):
        """Return the minimax value of `state` for X (`player` to move), found by alpha-beta."""
        self.game = game
        value, _ = self._alphabeta(state, player, player == "X", self._depth(), -math.inf, math.inf)
        return value

    def ordered_moves(self, state, player):
        """Return the moves of `state` in the order they are searched (`move_order`)."""
        moves = self.game.get_valid_moves(state)
        if self.move_order is None:
            return moves
        ordered = list(self.move_order(self.game, state, player, moves))
        check_ordering(self.move_order, moves, ordered)
        return ordered

    def _depth(self):
        return math.inf if self.max_depth is None else self.max_depth

    # Core minimax with alpha-beta pruning
    def _alphabeta(self, state, player, maximizing, depth, alpha, beta):
        """Return ``(value, move)``: the value of `state` for X and the best move found.

        `alpha` is the best value the maximizer can already guarantee on the path
        to this node, `beta` the best value the minimizer can. If the true value
        lies strictly between them it is returned exactly; if it is <= alpha
        (>= beta) the returned value is only an upper (lower) bound, which is
        all the caller needs. `move` is None at a terminal state or at depth 0.
        """
        # Terminal test: win/loss/draw (or the depth limit)
        if self.game.is_terminal(state) or depth == 0:
            return self.game.evaluate(state), None

        moves = self.ordered_moves(state, player)
        best_move = None

        # Maximizing node (X)
        if maximizing:
            value = -math.inf
            for move in moves:
                next_state = self.game.make_move(state, move, player)
                child_val, _ = self._alphabeta(
                    next_state,
                    self.game.get_opponent(player),
                    False,  # next is minimizing
                    depth - 1,
                    alpha,
                    beta,
                )
                if child_val > value:
                    value = child_val
                    best_move = move
                # Update alpha
                alpha = max(alpha, value)
                # Prune (beta cutoff)
                if beta <= alpha:
                    break
            return value, best_move

        # Minimizing node (O)
        else:
            value = math.inf
            for move in moves:
                next_state = self.game.make_move(state, move, player)
                child_val, _ = self._alphabeta(
                    next_state,
                    self.game.get_opponent(player),
                    True,  # next is maximizing
                    depth - 1,
                    alpha,
                    beta,
                )
                if child_val < value:
                    value = child_val
                    best_move = move
                # Update beta
                beta = min(beta, value)
                # Prune (alpha cutoff)
                if beta <= alpha:
                    break
            return value, best_move


class MinimaxAlphaBetaSolverV2(MinimaxAlphaBetaSolverV1):
    """`MinimaxAlphaBetaSolverV1` instrumented: counts nodes visited and cutoffs by kind.

    The only differences from V1 (as `MinimaxSolverV2` is to `MinimaxSolverV1`):

    - `nodes_visited`: calls of `_alphabeta`, one per node searched, leaves included;
    - `beta_cutoffs`: MAX nodes that pruned at least one child (their value reached beta);
    - `alpha_cutoffs`: MIN nodes that pruned at least one child (their value fell to alpha).

    A node whose pruning condition only becomes true after its last child has
    pruned nothing and is not counted. The counters accumulate over the moves of
    a game and go back to 0 on `reset()`, which `GameRunner` calls before each game.
    """

    def __init__(self, move_order=None, max_depth=None):
        super().__init__(move_order, max_depth)
        self.reset()

    def reset(self):
        """Set the counters back to 0 (called at the start of each game)."""
        self.nodes_visited = 0
        self.alpha_cutoffs = 0
        self.beta_cutoffs = 0

    def get_name(self):
        return f"{super().get_name()} (nodes={self.nodes_visited})"

    def _alphabeta(self, state, player, maximizing, depth, alpha, beta):
        self.nodes_visited += 1
        value, move = super()._alphabeta(state, player, maximizing, depth, alpha, beta)
        # The loop of a MAX node breaks exactly when its value reaches beta, right
        # after the child that got it there (its best move); likewise at MIN nodes.
        if move is not None and (value >= beta if maximizing else value <= alpha):
            if move != self.ordered_moves(state, player)[-1]:  # children were left: pruned
                if maximizing:
                    self.beta_cutoffs += 1
                else:
                    self.alpha_cutoffs += 1
        return value, move
