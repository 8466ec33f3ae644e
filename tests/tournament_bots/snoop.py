import os

from course_lib.solvers import Solver


class Snoop(Solver):
    def select_move(self, game, state, player):
        found = [name for name in os.environ if "SECRET" in name] + os.listdir(".")
        if found or os.environ["HOME"] != os.getcwd():
            raise RuntimeError(f"found {found} in {os.getcwd()}")
        return game.get_valid_moves(state)[0]
