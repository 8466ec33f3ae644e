"""Pons' solver, parts 3 to 8: negamax, alpha-beta, column order, transposition table.

Written against the position interface of `positions` (``can_play``, ``play``,
``is_winning_move``, ``nb_moves``, ``key``), so parts 3 to 5 run on the grid of
`GridPosition` and part 6 on the bitboards of `BitboardPosition` with the very
same code: part 6 explores exactly the positions of part 5, faster.

* part 3, `BasicSearch.negamax`: every move is searched to the end; the side to
  move takes the best of the negated scores of its moves. A position where the
  side to move can win at once scores that win without searching further.
* part 4, `BasicSearch.alphabeta`: the same with a window [alpha, beta]; a
  score outside it only needs to be a bound, so a move scoring >= beta ends the
  loop (a cutoff), and since the side to move cannot win at once, its score is at
  most that of a win with its next stone, which may close the window at once.
* part 5: the moves in `centre_first` order (a `column_order` argument).
* part 7: a transposition table (a dict, for the reasons `bitboard_search`
  gives, not the course's `TranspositionTable`): when every move was searched, the
  result is an upper bound of the score (the exact score if it lies inside the
  window); it is stored under ``position.key()`` and, met again, lowers beta.
* part 8 changes the driver, not this search: `scores.iterative_deepening`
  calls `alphabeta` with null windows.

`positions_explored` counts the calls of `negamax` / `alphabeta`, one per
position explored, as Pons counts them (his ``nodeCount++`` at the top of
``negamax``).

Source: P. Pons, "Solving Connect 4: how to build a perfect AI" (blog.gamesolver.org,
2017-2019), parts 3-8; the code here is ours, written from the blog's description.
"""

from .scores import win_score


def immediate_score(position):
    """Return the score if the game ends now or with this move, else None.

    0 when the board is full (a draw); the score of a win when the side to move
    can complete four in a row at once (Pons checks the columns left to right).
    """
    cells = position.width * position.height
    if position.nb_moves == cells:
        return 0
    for col in range(position.width):
        if position.can_play(col) and position.is_winning_move(col):
            return win_score(cells, position.nb_moves)
    return None


class BasicSearch:
    """The search of parts 3 to 8 (see the module docstring), with the parts' switches.

    Parameters
    ----------
    column_order : sequence of int
        The order in which the columns are tried: ``range(width)`` for parts
        3-4, `centre_first(width)` from part 5 on.
    table : dict or None
        Part 7's transposition table, ``position.key() -> upper bound`` (None:
        no table, parts 3-6). Kept across calls: clear it between positions.
    """

    def __init__(self, column_order, table=None):
        self.column_order = list(column_order)
        self.table = table
        self.positions_explored = 0

    def negamax(self, position):
        """Return the exact score of `position` for the side to move (part 3: no pruning)."""
        self.positions_explored += 1
        score = immediate_score(position)
        if score is not None:
            return score
        best = -position.width * position.height  # below any score
        for col in self.column_order:
            if position.can_play(col):
                best = max(best, -self.negamax(position.play(col)))
        return best

    def alphabeta(self, position, alpha, beta):
        """Return the score of `position` for the side to move, searched within [alpha, beta].

        The result is exact when the score lies in the window; when the score is
        <= alpha it is an upper bound <= alpha, when >= beta a lower bound >= beta
        (Pons, part 4). Requires ``alpha < beta``.
        """
        self.positions_explored += 1
        score = immediate_score(position)
        if score is not None:
            return score

        # The side to move cannot win with the stone it plays now: at best with the one after it.
        highest = (position.width * position.height - 1 - position.nb_moves) // 2
        if self.table is not None:
            stored = self.table.get(position.key())
            if stored is not None:  # an upper bound found earlier (part 7)
                highest = stored
        if beta > highest:
            beta = highest  # no need to look for more than can be had
            if alpha >= beta:
                return beta

        for col in self.column_order:
            if position.can_play(col):
                score = -self.alphabeta(position.play(col), -beta, -alpha)
                if score >= beta:  # cutoff: the opponent will not allow this position
                    return score
                if score > alpha:
                    alpha = score  # only a better move matters from now on
        if self.table is not None:
            self.table[position.key()] = alpha  # every move searched: an upper bound
        return alpha
