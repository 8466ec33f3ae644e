"""Reference bot: MCTS (UCT) with 1000 simulations a move, one tree kept through the game.

Its seed comes from Python's global generator, which the sandbox seeds from the game's seed.
"""

import random

from course_lib.solvers import MCTSSolver


class ReferenceMCTS1000(MCTSSolver):
    def __init__(self):
        super().__init__(num_simulations=1000, seed=random.randrange(2 ** 32))
