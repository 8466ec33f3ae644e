"""Reference bot: depth-limited alpha-beta with the course's evaluation (Russell & Norvig 2020, 5.3.1).

Tic-tac-toe: 1 ply with the open-lines evaluation (it takes a win but does not see
the reply, so a perfect player beats it from some openings); Connect Four: 4 plies with
the open-windows evaluation, centre columns first (well under a second a move).
"""

from course_lib.games import TicTacToe
from course_lib.solvers import (DepthLimitedAlphaBetaSolver, Solver, centre_first,
                                connect_four_evaluation, open_lines_evaluation)


class ReferenceAlphaBeta(Solver):
    def __init__(self):
        self.search = None

    def select_move(self, game, state, player):
        if self.search is None:
            if isinstance(game, TicTacToe):
                self.search = DepthLimitedAlphaBetaSolver(1, open_lines_evaluation)
            else:
                self.search = DepthLimitedAlphaBetaSolver(4, connect_four_evaluation, centre_first)
        return self.search.select_move(game, state, player)
