"""Reference bot: perfect play, on the boards it solves within a move (the ceiling of the ratings).

Tic-tac-toe: the memoized full-depth minimax (`MinimaxSolver`); Connect Four
(boards up to 5 x 4): Pons' solver (`ConnectFourSolver`).
"""

from course_lib.games import TicTacToe
from course_lib.solvers import ConnectFourSolver, MinimaxSolver, Solver


class ReferencePerfect(Solver):
    def __init__(self):
        self.search = None

    def select_move(self, game, state, player):
        if self.search is None:
            self.search = MinimaxSolver() if isinstance(game, TicTacToe) else ConnectFourSolver()
        return self.search.select_move(game, state, player)
