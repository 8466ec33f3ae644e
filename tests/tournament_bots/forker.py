import os
import time

from course_lib.solvers import Solver


class Forker(Solver):
    def select_move(self, game, state, player):
        for _ in range(5):
            if os.fork() == 0:
                time.sleep(600)
                os._exit(0)
        while True:
            pass
