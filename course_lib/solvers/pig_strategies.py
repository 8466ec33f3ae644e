"""Strategies for Pig that follow a rule instead of searching: "hold at n" and a table of decisions.

`HoldAtSolver(20)` is the classic rule of thumb (roll until the turn total
reaches 20, or holding would win). `PigTableSolver(roll)` plays from a table
``roll[i, j, k]`` (own score, opponent score, turn total -> roll?), such as the
optimal table computed by value iteration (`course_lib.analysis.solve_pig`).

Source: Neller & Presser (2004), "Optimal Play of the Dice Game Pig", The UMAP
Journal 25(1).
"""

import numbers

import numpy as np

from .base import Solver, check_not_over


class HoldAtSolver(Solver):
    """Pig: roll while the turn total is below `threshold` and holding would not reach the goal.

    Raises `ValueError` when `threshold` is not an integer >= 1.
    """

    def __init__(self, threshold=20):
        if isinstance(threshold, bool) or not isinstance(threshold, numbers.Integral) or threshold < 1:
            raise ValueError(f"threshold must be an integer >= 1, got {threshold!r}")
        self.threshold = int(threshold)

    def parameters(self):
        return {"threshold": self.threshold}

    def select_move(self, game, state, player):
        """Return "roll" or "hold" for `player` in the Pig `state`."""
        check_not_over(game, state, self)
        score = state.score(player)
        reached = score + state.turn_total >= game.goal
        return "hold" if reached or state.turn_total >= self.threshold else "roll"


class PigTableSolver(Solver):
    """Pig: look the decision up in a table ``roll[i, j, k]`` (True = roll).

    `i` is the solver's banked score, `j` the opponent's, `k` the turn total.
    The table's shape must be ``(goal, goal, goal)`` for the game played
    (checked at each move, `ValueError` otherwise).
    """

    def __init__(self, roll, name="optimal"):
        self.roll = np.asarray(roll, dtype=bool)
        self.name = name

    def parameters(self):
        return {"table": self.name}

    def select_move(self, game, state, player):
        """Return "roll" or "hold" for `player` in the Pig `state`."""
        check_not_over(game, state, self)
        if self.roll.shape != (game.goal,) * 3:
            raise ValueError(f"{self.get_name()}: a table of shape {self.roll.shape} does not fit "
                             f"{game!r} (expected {(game.goal,) * 3})")
        i, j, k = state.score(player), state.score(game.get_opponent(player)), state.turn_total
        if i + k >= game.goal:
            return "hold"
        return "roll" if self.roll[i, j, k] else "hold"
