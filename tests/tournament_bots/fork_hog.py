"""A memory hog through forked children: three children and the bot itself each fill 300 MB,
each under a per-process limit, together over the tournament's limit for the bot."""
import os
import time

from course_lib.solvers import Solver

SIZE = 300 * 1024 ** 2  # bytes each of the four processes fills


class ForkHog(Solver):
    def select_move(self, game, state, player):
        ready, told = os.pipe()
        for _ in range(3):
            if os.fork() == 0:
                try:
                    held = b"\x01" * SIZE
                except MemoryError:
                    held = b""
                os.write(told, b".")
                time.sleep(60 + len(held) % 1)
                os._exit(0)
        for _ in range(3):
            os.read(ready, 1)
        held = b"\x01" * SIZE
        return game.get_valid_moves(state)[len(held) % 1]
