"""Reference bot: a uniformly random legal move (the floor of the ratings).

Its seed comes from Python's global generator, which the sandbox seeds from the
game's seed: every game differs, a rerun of the tournament replays it.
"""

import random

from course_lib.solvers import RandomSolver


class ReferenceRandom(RandomSolver):
    def __init__(self):
        super().__init__(seed=random.randrange(2 ** 32))
