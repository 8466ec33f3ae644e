"""Pig, the jeopardy dice game, as a `Game` with chance nodes.

Rules (Neller & Presser 2004, "Optimal Play of the Dice Game Pig", *The UMAP
Journal* 25(1)): two players race to reach `goal` points (100 in the standard
game). On each turn, a player repeatedly rolls a die until either a 1 is rolled
or the player decides to *hold*:

* a roll of 1 ("pig"): the player scores nothing this turn and the turn passes;
* a roll of 2-6: the number is added to the player's turn total, and the player
  decides again whether to roll or hold;
* hold: the turn total is added to the player's score and the turn passes.

The first player whose score reaches the goal wins. Holding is allowed at any
decision point, also with a turn total of 0 (as in the paper's equations).

A state is a `PigState` ``(score_X, score_O, turn_total, player, rolling)``:
the banked scores, the current turn total, whose turn it is, and whether the
die is in the air. A decision state (``rolling=False``) offers the moves
``"roll"`` and ``"hold"``; ``"roll"`` leads to a chance node (``rolling=True``)
whose outcomes are the faces 1-6, each with probability 1/6. The game graph
has cycles (both players may keep rolling 1s), so it is not a finite tree.
"""

import numbers
from fractions import Fraction
from typing import NamedTuple

from .base import (CHANCE, Game, GameOverError, InvalidStateError, MalformedMoveError,
                   WrongPlayerError)

MOVES = ("roll", "hold")
FACES = (1, 2, 3, 4, 5, 6)


class PigState(NamedTuple):
    """A Pig position: banked scores, the turn total, whose turn it is, and a die in the air or not."""

    score_X: int
    score_O: int
    turn_total: int
    player: str
    rolling: bool

    def score(self, player):
        """Return the banked score of `player` ("X" or "O")."""
        return self.score_X if player == "X" else self.score_O


class Pig(Game):
    """The dice game Pig: race to `goal` points, rolling or holding, a 1 loses the turn total.

    Utilities for X: +1 when X reaches the goal, -1 when O does. At a chance
    node (``state.rolling``) `to_move` is `CHANCE` and the moves are the die
    faces. `fractions.Fraction` probabilities keep expectations exact.

    Raises
    ------
    ValueError           `goal` is not an integer >= 1.
    MalformedMoveError   a move that is not "roll"/"hold" (or a face 1-6 at a chance node).
    WrongPlayerError     a move by the player who is not to move (or a player at a chance node).
    GameOverError        a move after the game is over.
    InvalidStateError    an object that is not a `PigState` of this game.
    """

    def __init__(self, goal=100):
        if isinstance(goal, bool) or not isinstance(goal, numbers.Integral) or goal < 1:
            raise ValueError(f"goal must be an integer >= 1, got {goal!r}")
        self.goal = int(goal)

    def __repr__(self):
        return f"Pig(goal={self.goal})"

    def initial_state(self):
        """Both scores 0, X to decide with a turn total of 0."""
        return PigState(0, 0, 0, "X", False)

    def to_move(self, state):
        """The player whose turn it is; `CHANCE` while the die is rolling."""
        self._check(state)
        return CHANCE if state.rolling else state.player

    def is_chance(self, state):
        """True while the die is rolling."""
        self._check(state)
        return state.rolling

    def chance_outcomes(self, state):
        """``[(Fraction(1, 6), face) for face in 1..6]`` at a chance node."""
        if not self.is_chance(state):
            raise InvalidStateError(f"{state} is not a chance node: the die is not rolling")
        return [(Fraction(1, len(FACES)), face) for face in FACES]

    def get_valid_moves(self, state):
        """``["roll", "hold"]`` at a decision, the faces 1-6 while rolling, ``[]`` when over."""
        if self.is_terminal(state):
            return []
        return list(FACES) if state.rolling else list(MOVES)

    def make_move(self, state, move, player):
        """Return the state after `player` plays `move` ("roll"/"hold"), or after die face `move` (player `CHANCE`)."""
        mover = self.to_move(state)
        if self.is_terminal(state):
            raise GameOverError(f"{self._where(state, move, player)}: the game is over")
        if player != mover:
            raise WrongPlayerError(f"{self._where(state, move, player)}: it is {mover!r} to move")
        if state.rolling:
            if isinstance(move, bool) or not isinstance(move, numbers.Integral) or move not in FACES:
                raise MalformedMoveError(f"{self._where(state, move, player)}: a die outcome is a face 1-6")
            if move == 1:
                return PigState(state.score_X, state.score_O, 0, self.get_opponent(state.player), False)
            return state._replace(turn_total=state.turn_total + move, rolling=False)
        if move == "roll":
            return state._replace(rolling=True)
        if move == "hold":
            scores = {"X": state.score_X, "O": state.score_O}
            scores[player] += state.turn_total
            return PigState(scores["X"], scores["O"], 0, self.get_opponent(player), False)
        raise MalformedMoveError(f"{self._where(state, move, player)}: the moves are 'roll' and 'hold'")

    @staticmethod
    def _where(state, move, player):
        return f"move {move!r} by {player!r} in {state}"

    def is_terminal(self, state):
        """True once a banked score has reached the goal."""
        self._check(state)
        return state.score_X >= self.goal or state.score_O >= self.goal

    def evaluate(self, state):
        """+1 if X has reached the goal, -1 if O has, 0 otherwise."""
        self._check(state)
        if state.score_X >= self.goal:
            return 1
        if state.score_O >= self.goal:
            return -1
        return 0

    def display(self, state):
        """Print the position on one line."""
        print(self.describe(state))

    def describe(self, state):
        """Return the position as a line of text, e.g. ``X 12, O 7 (goal 20): X to move, turn total 8``."""
        self._check(state)
        head = f"X {state.score_X}, O {state.score_O} (goal {self.goal})"
        if self.is_terminal(state):
            return f"{head}: {'X' if self.evaluate(state) > 0 else 'O'} wins"
        doing = "rolling" if state.rolling else "to move"
        return f"{head}: {state.player} {doing}, turn total {state.turn_total}"

    def _check(self, state):
        if not isinstance(state, PigState):
            raise InvalidStateError(f"{state!r} is not a Pig state: expected a "
                                    "PigState(score_X, score_O, turn_total, player, rolling)")
        for name in ("score_X", "score_O", "turn_total"):
            value = getattr(state, name)
            if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 0:
                raise InvalidStateError(f"{state!r} is no Pig position: {name} must be an "
                                        f"integer >= 0, got {value!r}")
        if state.player not in ("X", "O") or not isinstance(state.rolling, bool):
            raise InvalidStateError(f"{state!r} is no Pig position: player must be 'X' or 'O' "
                                    "and rolling True or False")
