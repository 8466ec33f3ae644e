"""`StrategySolver`: play a fixed strategy given as a rule table (position up to symmetry -> move).

A never-lose strategy a person can learn (notebook 08) is a table of rules,
one per position the player can meet, each position written up to the board's
symmetries. `StrategySolver` plays it: it finds the rule of the position (in
the canonical frame of `symmetric_key`) and maps the move back to the board.
Build the rules with `course_lib.analysis.strategy_tree(...).rules()`.
"""

from .base import Solver, check_not_over
from .transposition_table import symmetric_key


class StrategyError(KeyError):
    """The strategy has no rule for the position it was asked to play."""

    def __str__(self):
        return str(self.args[0])


class StrategySolver(Solver):
    """Plays the moves of a rule table ``{symmetric_key(game, position): move in that key's frame}``.

    Raises `StrategyError` (a `KeyError`) naming the position when the table
    has no rule for it, e.g. after the opponent leaves the positions the
    strategy was built for, and `GameOverError` when the game is over.
    """

    def __init__(self, rules, name="strategy"):
        self.rules = dict(rules)
        self.name = name

    def parameters(self):
        return {"name": self.name, "rules": len(self.rules)}

    def select_move(self, game, state, player):
        """Return the rule's move for `state`, mapped from the canonical frame to `state`."""
        check_not_over(game, state, self)
        key, symmetry = symmetric_key(game, state)
        if key not in self.rules:
            raise StrategyError(f"{self.get_name()} has no rule for this position "
                                f"({player} to move): {key!r}")
        move = self.rules[key]
        return move if symmetry is None else symmetry.inverse_move(move)
