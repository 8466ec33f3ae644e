"""`MinimaxAlphaBetaSolver`: alpha-beta with the lecture's memoization, keyed on the whole call.

The lecture memoizes `_alphabeta` with ``@lru_cache`` on the method, so its key
is every argument: ``(canonical(state), player, maximizing, depth, alpha,
beta)``. Kept here, with the cache a dict on the instance
(`TranspositionTableMixin`; ``lru_cache`` on a method keeps every solver alive).

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
from .cache import DEFAULT_MAX_ENTRIES, TranspositionTableMixin, state_key


class MinimaxAlphaBetaSolver(TranspositionTableMixin, MinimaxAlphaBetaSolverV1):
    """`MinimaxAlphaBetaSolverV1` plus a per-instance cache of `_alphabeta` results.

    Same values and moves as V1 (with the same `move_order`). Parameters as for
    V1, plus `max_entries`, the bound of the cache (see `MinimaxSolver`). The cache maps `cache_key(...)` (every argument of the call) to
    ``(value, move)``; `cache`, `cache_size`, `nodes_visited`, `cache_hits`,
    `reset()` and `clear_cache()` are described in `TranspositionTableMixin`.
    """

    def __init__(self, move_order=None, max_depth=None, max_entries=DEFAULT_MAX_ENTRIES):
        super().__init__(move_order, max_depth)
        self._init_cache(max_entries)

    def cache_key(self, state, player, maximizing, depth, alpha, beta):
        """Return the cache key of a call: all its arguments, the board as `state_key(state)`."""
        return (state_key(state), player, maximizing, depth, alpha, beta)

    def _alphabeta(self, state, player, maximizing, depth, alpha, beta):
        """Look the call up in the cache; search (as V1 does) only on a miss."""
        key = self.cache_key(state, player, maximizing, depth, alpha, beta)
        return self.lookup(key, super()._alphabeta, state, player, maximizing, depth, alpha, beta)
