from course_lib.solvers import Solver


class Raiser(Solver):
    def select_move(self, game, state, player):
        return 1 / 0
