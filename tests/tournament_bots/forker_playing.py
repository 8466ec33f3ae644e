import os
import time

from course_lib.solvers import Solver


class ForkerPlaying(Solver):
    def select_move(self, game, state, player):
        if os.fork() == 0:
            time.sleep(600)
            os._exit(0)
        return game.get_valid_moves(state)[0]
