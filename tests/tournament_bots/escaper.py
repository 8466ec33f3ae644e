"""Writes outside its folder: into the course_lib package the referee imports, Python's
installation, the real home, the machine's temporary folders and the folder above its own."""
import os
import pwd
import sys

import course_lib.solvers
from course_lib.solvers import Solver

NAME = "escaper_was_here.py"


def homes():
    try:
        return [entry.pw_dir for entry in pwd.getpwall()]
    except OSError:
        return []


def targets():
    package = os.path.dirname(os.path.dirname(course_lib.solvers.__file__))
    return [package, os.path.join(package, "tournament"), sys.prefix, sys.base_prefix,
            "/root", "/home", *homes(), "/tmp", "/var/tmp", "/dev/shm",
            os.path.dirname(os.getcwd()), os.path.dirname(package)]


class Escaper(Solver):
    def select_move(self, game, state, player):
        for folder in targets():
            try:
                with open(os.path.join(folder, NAME), "w") as handle:
                    handle.write("raise SystemExit('escaped')\n")
            except OSError:
                pass
        return game.get_valid_moves(state)[0]
