"""`StarMinimaxSolver`: expectiminimax with alpha-beta pruning, at chance nodes too (Ballard's Star1).

Alpha-beta cannot prune below a chance node on its own: one unseen outcome
can move a weighted mean anywhere. It can when the utilities are known to lie
in ``[lower, upper]``. After some children of a chance node are searched, the
node's value is at least (known part) + (remaining probability) * lower and at
most (known part) + (remaining probability) * upper; when that interval lies
outside the window (alpha, beta), the remaining outcomes need not be searched.
Each child is searched with the window that would make its parent fail, so
pruning also happens deeper down.

Source: B. W. Ballard, "The *-minimax search procedure for trees containing
chance nodes", *Artificial Intelligence* 21(3), 1983 (Star1); alpha-beta at
MAX and MIN nodes as in Russell & Norvig (2020), fig. 5.7.
"""

import math
import numbers

from ..games.base import InvalidStateError, WrongPlayerError
from .base import Solver, check_not_over
from .expectiminimax import _NoGuard, _PathGuard


class StarMinimaxSolver(Solver):
    """Expectiminimax values and moves with fewer nodes, for utilities bounded in ``[lower, upper]``.

    Same value and same move as `ExpectiminimaxSolver` (ties keep the first
    best move); exactly so with `fractions.Fraction` probabilities, up to
    rounding with floats. `nodes_visited` counts the nodes searched over a game
    (`reset()` sets it to 0), to compare with ``ExpectiminimaxSolver(memoize=False)``.

    Parameters
    ----------
    lower, upper : numbers, lower < upper
        Bounds on every utility (and every evaluation) for X, e.g. -1 and 1.
    max_depth, evaluate : as in `ExpectiminimaxSolver`.

    Raises
    ------
    ValueError  bad bounds or `max_depth`; during the search, a utility or an
                evaluation outside ``[lower, upper]`` (the pruning would be wrong).
    """

    def __init__(self, lower=-1, upper=1, max_depth=None, evaluate=None):
        if not (isinstance(lower, numbers.Real) and isinstance(upper, numbers.Real) and lower < upper):
            raise ValueError(f"the bounds must be numbers with lower < upper, got {lower!r}, {upper!r}")
        if max_depth is not None and (isinstance(max_depth, bool) or
                                      not isinstance(max_depth, numbers.Integral) or max_depth < 1):
            raise ValueError(f"max_depth must be None or an integer >= 1, got {max_depth!r}")
        self.lower, self.upper, self.max_depth = lower, upper, max_depth
        self.evaluate = evaluate or (lambda game, state: game.evaluate(state))
        self.nodes_visited = 0

    def parameters(self):
        return {"lower": self.lower, "upper": self.upper, "max_depth": self.max_depth}

    def reset(self):
        self.nodes_visited = 0

    def select_move(self, game, state, player):
        """Return the expectiminimax move of `player` (errors as `ExpectiminimaxSolver.select_move`)."""
        check_not_over(game, state, self)
        if game.is_chance(state):
            raise InvalidStateError(f"{self.get_name()} was asked for a move at a chance node")
        if game.to_move(state) != player:
            raise WrongPlayerError(f"{self.get_name()} was asked to move for {player!r}, "
                                   f"but it is {game.to_move(state)!r}'s turn")
        self._on_path = set()
        return self._star(game, state, self.max_depth, -math.inf, math.inf)[1]

    def expectiminimax_value(self, game, state):
        """Return the exact expectiminimax value of `state` (utility for X)."""
        self._on_path = set()
        return self._star(game, state, self.max_depth, -math.inf, math.inf)[0]

    def _star(self, game, state, depth, alpha, beta):
        """Return ``(value, move)``; the value is exact inside (alpha, beta), else a bound on the far side."""
        self.nodes_visited += 1
        if game.is_terminal(state):
            return self._bounded(game.evaluate(state), state), None
        if depth == 0:
            return self._bounded(self.evaluate(game, state), state), None
        children = None if depth is None else depth - 1
        with _PathGuard(self._on_path, state) if depth is None else _NoGuard():
            if game.is_chance(state):
                return self._chance(game, state, children, alpha, beta), None
            return self._decide(game, state, children, alpha, beta)

    def _decide(self, game, state, depth, alpha, beta):
        """Alpha-beta at a MAX or MIN node."""
        player = game.to_move(state)
        maximizing = (player == "X")
        best_value, best_move = (-math.inf if maximizing else math.inf), None
        for move in game.get_valid_moves(state):
            value, _ = self._star(game, game.make_move(state, move, player), depth, alpha, beta)
            if (value > best_value) if maximizing else (value < best_value):
                best_value, best_move = value, move
            if maximizing:
                alpha = max(alpha, best_value)
            else:
                beta = min(beta, best_value)
            if beta <= alpha:
                break  # cutoff
        return best_value, best_move

    def _chance(self, game, state, depth, alpha, beta):
        """Star1 at a chance node: stop as soon as the bounds on the mean leave (alpha, beta)."""
        known, remaining = 0, 1  # sum of p * value over searched outcomes; their complement
        for p, outcome in game.chance_outcomes(state):
            if p == 0:
                continue
            rest = remaining - p  # probability of the outcomes after this one
            child_alpha = max((alpha - known - rest * self.upper) / p, self.lower)
            child_beta = min((beta - known - rest * self.lower) / p, self.upper)
            value, _ = self._star(game, game.make_move(state, outcome, game.to_move(state)), depth,
                                  child_alpha, child_beta)
            known, remaining = known + p * value, rest
            at_most, at_least = known + remaining * self.upper, known + remaining * self.lower
            if at_most <= alpha:
                return at_most   # the mean cannot reach alpha: MAX avoids this node (fail low)
            if at_least >= beta:
                return at_least  # the mean is at least beta: MIN avoids this node (fail high)
        return known

    def _bounded(self, value, state):
        if not self.lower <= value <= self.upper:
            raise ValueError(f"{self.get_name()}: utility {value} at {state!r} is outside the bounds "
                             f"[{self.lower}, {self.upper}]; the pruning would be wrong")
        return value
