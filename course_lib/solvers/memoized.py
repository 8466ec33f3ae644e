"""`MinimaxSolver`: minimax with memoization (a transposition table), the lecture's cached solver.

Plain minimax (`MinimaxSolverV1`) searches a *tree*: a position reached by
several move orders (a transposition) is searched again each time, 549,946
nodes from the empty tic-tac-toe board for only 5,478 distinct positions.
Memoization stores the result ``(value, best move)`` of each position the first
time it is searched and looks it up afterwards, so each position is searched
once: the tree becomes a DAG.

Done as in the lecture (cache keyed by `canonical(state)`, the board as a tuple
of tuples), with one fix: the cache is a dict *on the instance*
(`TranspositionTableMixin`), not ``@lru_cache`` on the method, which would keep
every solver alive (notebook 05 shows why).
"""

from .cache import DEFAULT_MAX_ENTRIES, TranspositionTableMixin, state_key
from .minimax import MinimaxSolverV1


class MinimaxSolver(TranspositionTableMixin, MinimaxSolverV1):
    """`MinimaxSolverV1` plus a per-instance cache (transposition table) of searched positions.

    Same values and same moves as `MinimaxSolverV1` (ties keep the first best
    move in `get_valid_moves` order); each distinct position is searched once.
    The cache maps ``(state_key(state), player)`` to ``(value, best move)``;
    `cache`, `cache_size`, `nodes_visited`, `cache_hits`, `reset()` and
    `clear_cache()` are described in `TranspositionTableMixin`.

    `max_entries` bounds the cache (least recently used results are dropped past
    it; values and moves stay the same); ValueError if it is not a positive integer.
    """

    def __init__(self, max_entries=DEFAULT_MAX_ENTRIES):
        self._init_cache(max_entries)

    def _minimax(self, game, state, player, maximizing):
        """Look `state` up in the cache; search it (as V1 does) only on a miss."""
        return self.lookup((state_key(state), player), super()._minimax,
                           game, state, player, maximizing)
