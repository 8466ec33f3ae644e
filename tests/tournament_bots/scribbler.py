import os
import stat

from course_lib.solvers import Solver


class Scribbler(Solver):
    def select_move(self, game, state, player):
        for fd in range(3, 64):
            try:
                if stat.S_ISFIFO(os.fstat(fd).st_mode):
                    os.write(fd, b"this is not JSON\n")
            except OSError:
                pass
        return game.get_valid_moves(state)[0]
