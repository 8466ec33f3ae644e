"""`RandomizedMinimaxSolver`: optimal play with a reproducible random choice among equally good moves.

The lecture's "lower predictability" digression shuffles the moves inside
`get_valid_moves` with ``return random.shuffle(moves)``, which returns None
(`random.shuffle` shuffles in place), so every search fails; and even fixed, a
cache of best moves would replay the first best move found forever. Here the
cache holds *values* (as `MinimaxSolver`), and the choice among all the
optimal moves is made at the root, with the solver's own seeded generator.
"""

import random

from .base import check_not_over
from .memoized import MinimaxSolver


class RandomizedMinimaxSolver(MinimaxSolver):
    """Memoized minimax that picks uniformly at random among the optimal moves, reproducibly.

    Every move it returns is optimal (its value is the position's minimax
    value); `optimal_moves` lists all of them.

    Parameters
    ----------
    seed : int or None
        Seed of the solver's own `random.Random`. Like `RandomSolver`, it is
        not reseeded by `reset()`: a solver reused across games plays
        different, reproducible games.
    """

    def __init__(self, seed=None):
        super().__init__()
        self.seed = seed
        self.rng = random.Random(seed)

    def parameters(self):
        return {"seed": self.seed}

    def optimal_moves(self, game, state, player):
        """Return every move of `player` that keeps the minimax value, in `get_valid_moves` order."""
        check_not_over(game, state, self)
        self._use_game(game)
        maximizing = (player == "X")
        opponent = game.get_opponent(player)
        moves = game.get_valid_moves(state)
        values = [self._minimax(game, game.make_move(state, move, player), opponent,
                                not maximizing)[0]
                  for move in moves]
        best = max(values) if maximizing else min(values)
        return [move for move, value in zip(moves, values) if value == best]

    def select_move(self, game, state, player):
        """Return one of the optimal moves, chosen with the solver's seeded generator."""
        return self.rng.choice(self.optimal_moves(game, state, player))
