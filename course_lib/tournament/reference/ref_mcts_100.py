"""Reference bot: MCTS (UCT) with 100 simulations a move, one tree kept through the game.

Its seed comes from Python's global generator, which the sandbox seeds from the game's seed.
"""

import random

from course_lib.solvers import MCTSSolver


class ReferenceMCTS100(MCTSSolver):
    def __init__(self):
        super().__init__(num_simulations=100, seed=random.randrange(2 ** 32))
