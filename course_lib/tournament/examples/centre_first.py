"""A student's bot, broken on purpose: it means "the centre if it is free, else a corner".

The bug: an empty cell holds " " (a space), not "" (an empty string), so the test
below is never true... and the bot always plays the centre, also when it is taken.
"""

from course_lib.solvers import Solver


class CentreFirst(Solver):
    def select_move(self, game, state, player):
        if state[1][1] != "":
            return (1, 1)
        for corner in [(0, 0), (0, 2), (2, 0), (2, 2)]:
            if state[corner] == " ":
                return corner
        return game.get_valid_moves(state)[0]
