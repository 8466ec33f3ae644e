"""`ExpectimaxSolver`: maximize the expected utility against a *modelled* opponent, not a minimizing one.

Minimax assumes the opponent always plays its best reply. Against a fallible
opponent (a beginner, a random player) that is too pessimistic: a move that
loses only to one precise reply may be the better bet. Expectimax turns the
opponent's nodes into chance nodes whose probabilities come from an opponent
model (a policy, see `course_lib.solvers.policies`) and maximizes the expected
utility of the solver's own player. The game's own chance nodes stay chance
nodes.

Source: the EXPECTIMINIMAX equation of Russell & Norvig (2020), section 5.5,
with the opponent's decision nodes read as chance nodes.
"""

import math
import numbers

from ..games.base import CHANCE
from .expectiminimax import ExpectiminimaxSolver
from .policies import uniform_random_policy


class ExpectimaxSolver(ExpectiminimaxSolver):
    """Best response to an opponent model: maximize the expected utility of the player it plays for.

    Values are expected utilities for X (`game.evaluate`); playing O, the
    solver minimizes them, i.e. maximizes O's expected utility. Exact
    (`fractions.Fraction`) with the default model.

    Parameters
    ----------
    opponent_model : callable ``(game, state, player) -> [(probability, move), ...]``
        The opponent's policy; default `uniform_random_policy` (every legal
        move equally likely, as `RandomSolver`). Its probabilities must be
        non-negative and sum to 1.
    max_depth, evaluate, memoize
        As in `ExpectiminimaxSolver`.

    Raises
    ------
    TypeError   `opponent_model` is not callable.
    ValueError  the model returns no list of (probability, move) pairs (None, a
                string), or probabilities that are not numbers, are negative or do not
                sum to 1 (raised during the search, naming the model and the position).
    """

    def __init__(self, opponent_model=None, max_depth=None, evaluate=None, memoize=True):
        if opponent_model is not None and not callable(opponent_model):
            raise TypeError(f"opponent_model must be a function (game, state, player) -> "
                            f"[(probability, move), ...], got {opponent_model!r}")
        super().__init__(max_depth=max_depth, evaluate=evaluate, memoize=memoize)
        self.opponent_model = opponent_model or uniform_random_policy

    def parameters(self):
        params = {"opponent_model": getattr(self.opponent_model, "__name__",
                                            type(self.opponent_model).__name__)}
        params.update(super().parameters())
        return params

    def _lottery(self, game, state, mover):
        if mover == CHANCE:
            return game.chance_outcomes(state)
        if mover == self._player:
            return None  # our own decision: maximize
        return _checked(self.opponent_model(game, state, mover), self.opponent_model, state)

    def _cache_perspective(self):
        return self._player  # the same position is worth something else to the other side


def _checked(lottery, model, state):
    """The model's lottery as a list, or ValueError naming the model when it is no lottery."""
    name = getattr(model, "__name__", repr(model))
    try:
        lottery = list(lottery)
        probabilities = [p for p, _ in lottery]
    except (TypeError, ValueError):  # None, a number, pairs that are not pairs
        raise ValueError(f"opponent model {name} returned {lottery!r} at {state!r}: expected a "
                         "list of (probability, move) pairs") from None
    if not all(isinstance(p, numbers.Real) and not isinstance(p, bool) for p in probabilities) \
            or any(p < 0 for p in probabilities) \
            or not math.isclose(sum(probabilities), 1, rel_tol=0, abs_tol=1e-9):
        raise ValueError(f"opponent model {name} gave probabilities {probabilities} "
                         f"at {state!r}: they must be numbers >= 0 that sum to 1")
    return lottery
