"""`SymmetricMinimaxSolver`: memoized minimax whose cache treats symmetric boards as one position.

A tic-tac-toe board rotated or reflected has the same minimax value, and the
best move of one is the best move of the other, rotated or reflected the same
way. So the cache key is the canonical form of the board under the 8 symmetries
(`canonical_transform`), and the cache stores the best move *in the canonical
frame*; a hit maps it back onto the real board through the inverse symmetry.
From the empty board the cache ends with 765 positions instead of 5,478.

Source: the transposition-table enhancements of the CMPUT 396 notes ("have we
seen a reflected or rotated position before?").
"""

from ..games.symmetry import canonical_transform
from .cache import DEFAULT_MAX_ENTRIES
from .memoized import MinimaxSolver, state_key
from .minimax import MinimaxSolverV1


class _Identity:
    """The trivial symmetry: used for games whose rules have no board symmetry."""

    name = "identity"

    @staticmethod
    def map_move(move):
        return move

    @staticmethod
    def inverse_move(move):
        return move


IDENTITY = _Identity()


def has_board_symmetries(game):
    """Return True when the game declares board symmetries that preserve its rules.

    Asked through the `Game` interface (`game.symmetries()`): True for
    `TicTacToe` of any size (rows, columns and diagonals map onto rows,
    columns and diagonals); False for a `GameTree`, and for any game that does
    not declare symmetries (Connect Four, with its gravity, has only the
    left-right flip and would declare just that).
    """
    return len(game.symmetries()) > 0


class SymmetricMinimaxSolver(MinimaxSolver):
    """`MinimaxSolver` with a cache keyed by the board up to the 8 symmetries.

    The value returned is the minimax value and the move is legal and optimal
    on the real board; among equally good moves it may pick a different one
    than `MinimaxSolverV1` (the one found first on a symmetric board).

    Games without board symmetries (`has_board_symmetries(game)` is False,
    e.g. a `GameTree`) are not an error: the solver falls back to the plain
    key `state_key(state)` with the identity symmetry, i.e. it behaves exactly
    like `MinimaxSolver`. `uses_symmetry` says which mode the last game used.
    """

    def __init__(self, max_entries=DEFAULT_MAX_ENTRIES):
        super().__init__(max_entries)
        self.uses_symmetry = False

    def _minimax(self, game, state, player, maximizing):
        """Look the canonical board up; map the stored move (on the canonical board) back to this board."""
        key, symmetry = self._canonical_key(state, player)
        value, move = self.lookup(key, self._search_canonical, game, state, player, maximizing,
                                  symmetry)
        return value, (None if move is None else symmetry.inverse_move(move))

    def _search_canonical(self, game, state, player, maximizing, symmetry):
        """Search `state` (as V1 does) and return its result with the move on the canonical board."""
        value, move = MinimaxSolverV1._minimax(self, game, state, player, maximizing)
        return value, (None if move is None else symmetry.map_move(move))

    def _canonical_key(self, state, player):
        """Return ``(key, symmetry)`` with ``symmetry`` sending `state` to its canonical board."""
        if self.uses_symmetry:
            board, symmetry = canonical_transform(state, self._game.symmetries())
            return (board, player), symmetry
        return (state_key(state), player), IDENTITY

    def _use_game(self, game):
        if game is not self._game:
            self.uses_symmetry = has_board_symmetries(game)
        super()._use_game(game)
