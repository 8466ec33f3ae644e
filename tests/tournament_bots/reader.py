"""Reads other bots: walks the file system it can see for other bots' sources, games.jsonl and
signing keys, and other processes' environments; raises (loses) if it finds any."""
import os
import sys

from course_lib.solvers import Solver

SKIP = {"/proc", "/sys", "/usr", "/dev", sys.prefix, sys.base_prefix}


def found():
    hits = []
    package = os.path.dirname(os.path.dirname(sys.modules["course_lib.solvers"].__file__))
    for top, folders, files in os.walk("/"):
        folders[:] = [f for f in folders if os.path.join(top, f) not in SKIP | {package}]
        for name in files:
            path = os.path.join(top, name)
            if name in ("games.jsonl", "first_free.py") or name.endswith(".key"):
                hits.append(path)
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) not in (os.getpid(), 1):
            hits.append(f"/proc/{entry}")
    return hits


class Reader(Solver):
    def select_move(self, game, state, player):
        hits = found()
        if hits:
            raise RuntimeError(f"read {hits[:3]}")
        return game.get_valid_moves(state)[0]
