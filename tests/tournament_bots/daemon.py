"""A daemon: double fork and setsid, so the grandchild leaves the bot's session and process group,
and lives on (600 s) after the game."""
import os
import time

from course_lib.solvers import Solver


class Daemon(Solver):
    def select_move(self, game, state, player):
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                time.sleep(600)
            os._exit(0)
        os.wait()
        return game.get_valid_moves(state)[0]
