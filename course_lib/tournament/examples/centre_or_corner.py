"""A student's bot: the centre if it is free, else a corner, else the first free cell.

Notebook 13 asks what is wrong with it (it has a bug, on purpose).
"""

from course_lib.solvers import Solver


class CentreOrCorner(Solver):
    def select_move(self, game, state, player):
        if state[1][1] != "":
            return (1, 1)
        for corner in [(0, 0), (0, 2), (2, 0), (2, 2)]:
            if state[corner] == " ":
                return corner
        return game.get_valid_moves(state)[0]
