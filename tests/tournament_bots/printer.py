import sys

from course_lib.solvers import Solver


class Printer(Solver):
    def select_move(self, game, state, player):
        print("x" * 8_000_000)
        print("y" * 8_000_000, file=sys.stderr)
        return game.get_valid_moves(state)[0]
