"""The bookkeeping every memoized solver shares: a per-instance transposition table.

`TranspositionTableMixin` gives a solver a dict `cache`, the counters
`nodes_visited` and `cache_hits`, and `lookup(key, search, *args)`, which
answers from the cache or runs the search and stores its result. The memoized
minimax (`MinimaxSolver`) and the memoized alpha-beta (`MinimaxAlphaBetaSolver`)
differ only in their cache key, so each writes just that.

Why a dict on the instance and not ``@lru_cache`` on the method (as in the
lecture): ``lru_cache`` on a method keys one class-wide cache on ``self``, so
every solver ever created stays alive as long as the class does (notebook 05
shows it with `weakref`).

The table is bounded, as ``lru_cache(maxsize)`` is: past `max_entries` results,
the least recently used one is dropped. Dropping a result never changes a value
or a move (it is searched again when needed), only the time. The default,
`DEFAULT_MAX_ENTRIES`, is far above what a lecture search stores (5,478 tic-tac-toe
positions; tens of thousands of alpha-beta windows) and keeps a runaway search
(a 4x4 board) to a few hundred megabytes.
"""

import numbers
from collections import OrderedDict

from ..games.symmetry import state_key  # noqa: F401  (the key the memoized solvers use)

DEFAULT_MAX_ENTRIES = 1 << 20  # 1,048,576 results


class TranspositionTableMixin:
    """Per-instance cache of search results, with counters; mix in before the solver class.

    Attributes
    ----------
    cache : OrderedDict
        key -> search result, least recently used first. Kept across games (a
        result depends only on its key) and emptied when the solver is given a
        different game object, so two games whose states look alike (two
        `GameTree` paths ``(0, 1)``) never share entries.
    max_entries : int
        At most this many results are kept (`DEFAULT_MAX_ENTRIES` by default);
        storing one more drops the least recently used.
    nodes_visited : int
        Calls of the recursive search, cache hits included, over a game;
        `reset()` sets it back to 0.
    cache_hits : int
        Calls answered from the cache (reset with `nodes_visited`).
    """

    def _init_cache(self, max_entries=DEFAULT_MAX_ENTRIES):
        if isinstance(max_entries, bool) or not isinstance(max_entries, numbers.Integral) \
                or max_entries < 1:
            raise ValueError(f"max_entries must be a positive integer, got {max_entries!r}")
        self.max_entries = int(max_entries)
        self.cache = OrderedDict()
        self.nodes_visited = 0
        self.cache_hits = 0
        self._game = None

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
        self.cache = OrderedDict()
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

    def lookup(self, key, search, *args):
        """Count a node; return the cached result for `key`, or run ``search(*args)`` and store it."""
        self.nodes_visited += 1
        cache = self.cache
        if key in cache:
            self.cache_hits += 1
            cache.move_to_end(key)  # most recently used
            return cache[key]
        result = search(*args)
        cache[key] = result
        if len(cache) > self.max_entries:
            cache.popitem(last=False)  # drop the least recently used
        return result

    def _use_game(self, game):
        """Start a fresh cache when the game object changes (entries belong to one game)."""
        if game is not self._game:
            self.cache = OrderedDict()
            self._game = game
