"""`MinimaxAlphaBetaSolver`: alpha-beta with the lecture's memoization, keyed on the whole call.

The lecture memoizes `_alphabeta` with ``@lru_cache`` on the method, so its key
is every argument: ``(canonical(state), player, maximizing, depth, alpha,
beta)``. Kept here, with the cache a dict on the instance (``lru_cache`` on a
method keeps every solver alive as long as the class, see `MinimaxSolver`).

Why alpha and beta must be in the key: under a window (alpha, beta) alpha-beta
returns the exact value only when it lies strictly inside the window; a value
<= alpha is just an upper bound and a value >= beta a lower bound (the search
stopped as soon as it knew that much). Stored under the state alone, such a
bound is later read back as the exact value of the position, searched from
elsewhere with another window, and the search can return a wrong value
(notebook 07 shows a tic-tac-toe position where it does). The price of the
correct key: the same position is stored once per window it is searched with,
so the cache saves much less than for plain minimax.
"""

from .alphabeta import MinimaxAlphaBetaSolverV1
from .memoized import state_key


class MinimaxAlphaBetaSolver(MinimaxAlphaBetaSolverV1):
    """`MinimaxAlphaBetaSolverV1` plus a per-instance cache of `_alphabeta` results.

    Same values and moves as V1 (with the same `move_order`). Parameters as for V1.

    Attributes
    ----------
    cache : dict
        ``cache_key(...) -> (value, move)``. Kept across games (a result depends
        only on its key), emptied when the solver is given another game object.
    nodes_visited : int
        Calls of `_alphabeta`, cache hits included, over a game; `reset()` sets it to 0.
    cache_hits : int
        Calls answered from the cache (so ``nodes_visited - cache_hits`` nodes were searched).
    """

    def __init__(self, move_order=None, max_depth=None):
        super().__init__(move_order, max_depth)
        self.cache = {}
        self.nodes_visited = 0
        self.cache_hits = 0
        self._cached_game = None

    @property
    def cache_size(self):
        """Number of results stored in the cache."""
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

    def cache_key(self, state, player, maximizing, depth, alpha, beta):
        """Return the cache key of a call: all its arguments, the board as `canonical(state)`."""
        return (state_key(state), player, maximizing, depth, alpha, beta)

    def _alphabeta(self, state, player, maximizing, depth, alpha, beta):
        """Look the call up in the cache; search (as V1 does) only on a miss."""
        self.nodes_visited += 1
        key = self.cache_key(state, player, maximizing, depth, alpha, beta)
        if key in self.cache:
            self.cache_hits += 1
            return self.cache[key]
        result = super()._alphabeta(state, player, maximizing, depth, alpha, beta)
        self.cache[key] = result
        return result

    def _use_game(self, game):
        """Start a fresh cache when the game object changes (entries belong to one game)."""
        if game is not self._cached_game:
            self.cache = {}
            self._cached_game = game
