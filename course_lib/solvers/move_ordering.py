"""Move ordering for alpha-beta: the order in which a node's children are searched.

Alpha-beta returns the minimax value whatever the order, but how much it prunes
depends on it: a cutoff happens as soon as a child good enough for the player
to move has been searched, so searching the best child first prunes most
("greater pruning is achieved if nodes are ordered from most to least
promising", the lecture after Shannon 1959; Knuth & Moore 1975 show that with
the best child always first alpha-beta examines only
``b**ceil(d/2) + b**floor(d/2) - 1`` of the ``b**d`` leaves of a uniform tree).

A move ordering is a function ``order(game, state, player, moves) -> list`` that
returns `moves` (the game's `get_valid_moves(state)`) rearranged. The orderings
here are `MoveOrder` objects: functions with a readable name, so a solver's
`get_name()` shows e.g. ``MinimaxAlphaBetaSolverV1(move_order=centre_first)``.
"""

import numbers

from ..answer_guard import guard
from .memoized import MinimaxSolver, state_key


class MoveOrder:
    """A named move ordering: ``order(game, state, player, moves)`` returns the moves reordered.

    Parameters
    ----------
    name : str, shown by `repr` (and so in solver names).
    function : callable ``(game, state, player, moves) -> list of moves``.
    doc : str, optional, what the ordering does (its ``__doc__``).
    prunes : bool, default False
        True for an ordering that may leave out moves it knows cannot change
        the value (`threats_first` drops every move but a forced block); it
        must still return at least one move.
    """

    def __init__(self, name, function, doc=None, prunes=False):
        if not callable(function):
            raise TypeError(f"function must be callable (game, state, player, moves) -> list, "
                            f"got {function!r}")
        self.name = name
        self.function = function
        self.prunes = prunes
        self.__doc__ = doc or function.__doc__

    def __call__(self, game, state, player, moves):
        return list(self.function(game, state, player, moves))

    def __repr__(self):
        return self.name


def _as_given(game, state, player, moves):
    return list(moves)


row_major = MoveOrder("row_major", _as_given,
                      "The game's own order (`get_valid_moves`): row-major for tic-tac-toe.")


def _cell_rank(size, move):
    """0 for a centre cell, 1 for a corner, 2 for any other cell of a size x size board."""
    try:
        row, col = move
    except (TypeError, ValueError):
        raise TypeError(f"centre_first orders board cells (row, col), got the move {move!r}") from None
    middle = (size - 1) / 2
    if row == middle and col == middle:
        return 0
    if row in (0, size - 1) and col in (0, size - 1):
        return 1
    return 2


def _column_rank(width, column):
    """Distance of `column` from the centre of a board `width` columns wide, doubled (an integer)."""
    return abs(2 * column - (width - 1))


def _centre_first(game, state, player, moves):
    if all(isinstance(move, numbers.Integral) for move in moves):  # Connect Four columns
        width = len(state[0])
        return sorted(moves, key=lambda move: _column_rank(width, move))  # stable: left first
    size = len(state)
    return sorted(moves, key=lambda move: _cell_rank(size, move))  # stable: row-major within a rank


centre_first = MoveOrder("centre_first", _centre_first,
                         "Board cells by kind: the centre, then the corners, then the edges "
                         "(row-major within each kind), the classic tic-tac-toe heuristic. "
                         "Connect Four columns (integer moves): the nearest to the centre "
                         "first, the left one of two equally near first, e.g. 3, 2, 4, 1, 5, "
                         "0, 6 on 7 columns (Pons, 'Solving Connect 4', part 4).")


def solved_table(game, state=None, player=None):
    """Return ``{(state_key(position), player to move): minimax value for X}`` below `state`.

    Every position reachable from `state` (default: the initial state, X to
    move) is solved once by the memoized `MinimaxSolver`; its cache is the
    table (5,478 positions from the empty tic-tac-toe board, of which 4,520
    are not finished). `best_first` and `worst_first` order moves with it.
    """
    if state is None:
        state = game.initial_state()
    if player is None:
        player = game.to_move(state)
    solver = MinimaxSolver()
    solver.minimax_value(game, state, player)
    return {key: value for key, (value, _move) in solver.cache.items()}


def _child_values(table, game, state, player, moves):
    opponent = game.get_opponent(player)
    values = []
    for move in moves:
        key = (state_key(game.make_move(state, move, player)), opponent)
        if key not in table:
            raise KeyError(f"the solved table has no entry for the position after {move!r}: "
                           "build it with solved_table(game) from a position above this one")
        values.append(table[key])
    return values


def table_ordering(table, name, best, doc=None):
    """Return a `MoveOrder` by the solved `table`: the best (or worst) child first.

    Children are ranked by their value in `table` for the player to move; ties
    keep the game's order; each position is ranked once and remembered.
    """
    ranked_at = {}  # (state_key(state), player) -> the moves in order

    def order(game, state, player, moves):
        key = (state_key(state), player)
        if key not in ranked_at:
            values = _child_values(table, game, state, player, moves)
            sign = -1 if (player == "X") == best else 1  # best for X: largest value first
            ranked = sorted(range(len(moves)), key=lambda i: sign * values[i])  # stable
            ranked_at[key] = [moves[i] for i in ranked]
        return list(ranked_at[key])

    return MoveOrder(name, order, doc)


def best_first(table):
    """Return the ordering that searches the best move first, by the solved `table`.

    "Best" for the player to move: the largest minimax value for X, the
    smallest for O; ties keep the game's order. This is perfect move ordering
    (it needs the game solved already, so it only shows what ordering can achieve).
    Each position is ranked once and remembered (the ordering belongs to one game).
    """
    return table_ordering(table, "best_first", True, best_first.__doc__)


def worst_first(table):
    """Return the ordering that searches the worst move first (`best_first`'s ranking reversed).

    Ties keep the game's order. The worst case for alpha-beta: it prunes least.
    """
    return table_ordering(table, "worst_first", False, worst_first.__doc__)


def check_ordering(move_order, moves, ordered):
    """Raise ValueError, naming `move_order`, unless `ordered` holds exactly the moves `moves`.

    An ordering with ``prunes=True`` may return a non-empty part of `moves` instead.
    """
    unknown = [move for move in ordered if move not in moves]
    missing = [move for move in moves if move not in ordered]
    repeated = len(set(map(repr, ordered))) != len(ordered)
    may_drop = getattr(move_order, "prunes", False) and ordered
    if unknown or repeated or (missing and not may_drop):
        raise ValueError(f"move ordering {move_order!r} returned {ordered!r}, "
                         f"which is not a rearrangement of the moves {moves!r}")

def _threats_first(game, state, player, moves):
    wins = game.winning_moves(state, player)
    if wins:  # win-threats first: a win ends the search of this node (with a stop at a win)
        return wins + [move for move in moves if move not in wins]
    blocks = game.winning_moves(state, game.get_opponent(player))
    forced = [move for move in moves if move in blocks]
    if forced:  # lose-threats: every move but a block lets the opponent win next turn
        return forced
    return list(moves)


threats_first = MoveOrder(
    "threats_first", guard(_threats_first, "forks", name="threats_first"),
    "Threat-first ordering (CMPUT 396 notes, 'Search Enhancements'): the player's "
    "winning moves first (win-threats); otherwise, if the opponent threatens to win, "
    "only the blocking moves (lose-threats: a forced block prunes every other move, "
    "all of which lose at once); otherwise the game's order. Needs the game's "
    "`winning_moves(state, player)` for both players (TicTacToe and ConnectFour "
    "provide it). Unlike the other orderings it may drop moves (`prunes=True`).",
    prunes=True)
