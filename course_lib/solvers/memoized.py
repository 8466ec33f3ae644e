"""`MinimaxSolver`: minimax with memoization (a transposition table), the lecture's cached solver.

Plain minimax (`MinimaxSolverV1`) searches a *tree*: a position reached by
several move orders (a transposition) is searched again each time, 549,946
nodes from the empty tic-tac-toe board for only 5,478 distinct positions.
Memoization stores the result ``(value, best move)`` of each position the first
time it is searched and looks it up afterwards, so each position is searched
once: the tree becomes a DAG.

Done as in the lecture (cache keyed by `canonical(state)`, the board as a tuple
of tuples), with one fix: the cache is a dict *on the instance*, not
``@lru_cache`` on the method. ``lru_cache`` on a method keys its one
class-wide cache on ``self``, so every solver ever created stays alive as long
as the class does (notebook 05 shows it with `weakref`).
"""

import numpy as np

from ..symmetry import canonical
from .minimax import MinimaxSolverV1


def state_key(state):
    """Return a hashable key for `state`: `canonical(state)` for a NumPy board, else the state itself.

    Tic-tac-toe boards are NumPy arrays (unhashable) and become tuples of row
    tuples; explicit-tree states (path tuples) are hashable already. Raises
    `TypeError` naming the state when it is neither.
    """
    if isinstance(state, np.ndarray):
        return canonical(state)
    try:
        hash(state)
    except TypeError:
        raise TypeError(
            f"cannot use {type(state).__name__} state {state!r} as a cache key: "
            "a state must be a NumPy board or hashable"
        ) from None
    return state


class MinimaxSolver(MinimaxSolverV1):
    """`MinimaxSolverV1` plus a per-instance cache (transposition table) of searched positions.

    Same values and same moves as `MinimaxSolverV1` (ties keep the first best
    move in `get_valid_moves` order); each distinct position is searched once.

    Attributes
    ----------
    cache : dict
        ``(state_key(state), player) -> (value, best move)``. It is kept
        across games (minimax values do not change), and emptied when the
        solver is given a different game object, so two games whose states
        look alike (e.g. two `GameTree` paths ``(0, 1)``) never share entries.
    nodes_visited : int
        Calls of `_minimax` (nodes of the search, cache hits included),
        accumulated over a game; `reset()` sets it back to 0, as for V2.
    cache_hits : int
        Calls answered from the cache (reset with `nodes_visited`).
    """

    def __init__(self):
        self.cache = {}
        self.nodes_visited = 0
        self.cache_hits = 0
        self._game = None

    @property
    def cache_size(self):
        """Number of positions stored in the cache."""
        return len(self.cache)

    def reset(self):
        """Set the counters to 0 at the start of a game; the cache is kept."""
        self.nodes_visited = 0
        self.cache_hits = 0

    def clear_cache(self):
        """Empty the cache (and the counters)."""
        self.cache = {}
        self.reset()

    def __repr__(self):
        return (f"{self.get_name()} (cache={self.cache_size}, "
                f"nodes={self.nodes_visited}, hits={self.cache_hits})")

    def select_move(self, game, state, player):
        self._use_game(game)
        return super().select_move(game, state, player)

    def minimax_value(self, game, state, player):
        self._use_game(game)
        return super().minimax_value(game, state, player)

    def _minimax(self, game, state, player, maximizing):
        """Look `state` up in the cache; search it (as V1 does) only on a miss."""
        self.nodes_visited += 1
        key = (state_key(state), player)
        if key in self.cache:
            self.cache_hits += 1
            return self.cache[key]
        result = super()._minimax(game, state, player, maximizing)
        self.cache[key] = result
        return result

    def _use_game(self, game):
        """Start a fresh cache when the game object changes (cache entries belong to one game)."""
        if game is not self._game:
            self.cache = {}
            self._game = game
