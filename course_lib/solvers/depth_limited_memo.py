"""`MemoizedDepthLimitedSolver`: depth-limited minimax with a transposition table, optionally up to symmetry.

Connect Four's positions recur: 4, 4, 5 and 5, 4, 4 (columns counted from 1)
reach the same board. Plain depth-limited minimax searches such a position once
per move order; with a table of searched positions it searches it once. With
``symmetry=True`` the table's key is the position up to the game's
`symmetries()` (`canonical_transform`: for Connect Four ``min(board,
mirror)``, the lecture's exercise "Connect Four is symmetric across its vertical
axis"), so a board and its mirror image are searched once between them, and the
best move stored in the canonical frame is mapped back onto the real board.

The key includes the remaining depth: a position searched 3 plies deep is not
known as well as one searched 5 plies deep. From the start of a search every
position of ply k has depth ``max_depth - k`` left, so one search stores each
position reachable within `max_depth` plies exactly once (notebook 09 checks
the count against OEIS A212693).

Source: the transposition-table and symmetry enhancements of the CMPUT 396
notes; Russell & Norvig (2020), section 5.2.4 (transposition tables).
"""

from ..games.symmetry import canonical_transform, state_key
from .cache import TranspositionTableMixin
from .depth_limited import DepthLimitedMinimaxSolver
from .symmetric import IDENTITY


class MemoizedDepthLimitedSolver(TranspositionTableMixin, DepthLimitedMinimaxSolver):
    """`DepthLimitedMinimaxSolver` plus a table of searched positions (keyed with the depth left).

    Same values and legal, equally good moves as `DepthLimitedMinimaxSolver`.
    The table maps ``(position key, player, depth left)`` to ``(value, best
    move)``; `cache`, `cache_size` (positions searched), `nodes_visited`
    (calls, table hits included), `cache_hits`, `reset()` and `clear_cache()`
    as in `TranspositionTableMixin`.

    Parameters
    ----------
    max_depth, evaluation : as for `DepthLimitedMinimaxSolver`.
    symmetry : bool, default False
        Key the table by the position up to the game's `symmetries()` (the
        mirror of Connect Four, the 8 symmetries of tic-tac-toe); a game with
        none falls back to the plain key.
    """

    def __init__(self, max_depth, evaluation=None, symmetry=False):
        DepthLimitedMinimaxSolver.__init__(self, max_depth, evaluation)
        self._init_cache()
        self.symmetry = bool(symmetry)

    def parameters(self):
        params = super().parameters()
        if self.symmetry:
            params["symmetry"] = True
        return params

    def position_key(self, game, state):
        """Return ``(key, symmetry)``: the table key of `state` and the symmetry taking it there."""
        symmetries = game.symmetries() if self.symmetry else ()
        if symmetries:
            return canonical_transform(state, symmetries)
        return state_key(state), IDENTITY

    def _minimax(self, game, state, player, maximizing, depth):
        """Look `state` up (with the depth left); search it as the parent class does on a miss."""
        board, symmetry = self.position_key(game, state)
        key = (board, player, depth)
        if key in self.cache:
            self.nodes_visited += 1
            self.cache_hits += 1
            value, move = self.cache[key]
            return value, (None if move is None else symmetry.inverse_move(move))
        value, move = super()._minimax(game, state, player, maximizing, depth)  # counts the node
        self.cache[key] = (value, None if move is None else symmetry.map_move(move))
        return value, move
