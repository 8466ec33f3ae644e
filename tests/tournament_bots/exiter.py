import os

from course_lib.solvers import Solver


class Exiter(Solver):
    def select_move(self, game, state, player):
        os._exit(3)
