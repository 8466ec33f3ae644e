"""The baseline: a solver that plays uniformly at random among the legal moves."""

import random

from .base import Solver, check_not_over


class RandomSolver(Solver):
    """Chooses uniformly at random among all legal moves, reproducibly.

    Parameters
    ----------
    seed : int or None
        Seed of the solver's own `random.Random` generator. The generator is
        *not* reseeded by `reset()`, so a solver reused across games (as
        `evaluate_solvers` does) plays a different, but reproducible, game
        each time, as in the lecture.
    """

    def __init__(self, seed=None):
        self.seed = seed
        self.rng = random.Random(seed)

    def parameters(self):
        return {"seed": self.seed}

    def select_move(self, game, state, player):
        """Return a random legal move for `player` (`GameOverError` if the game is over)."""
        check_not_over(game, state, self)
        moves = game.get_valid_moves(state)
        return self.rng.choice(moves)
