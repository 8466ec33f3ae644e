import numpy as np

from course_lib.solvers import Solver


class Cheater(Solver):
    def select_move(self, game, state, player):
        taken = np.argwhere(state != " ")
        return tuple(int(k) for k in taken[0])
