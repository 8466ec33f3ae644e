"""The `Game` interface shared by every game and every solver in the course.

A game is deterministic, two-player, turn-taking, zero-sum and of perfect
information (chess, Connect Four, tic-tac-toe, ...). Solvers talk to a game only
through the methods below, so one solver class plays every game.

Conventions (fixed by the lecture slides):

* players are the strings ``"X"`` and ``"O"``; X moves first and maximizes;
* ``evaluate(state)`` is the utility *for X*: +1 X wins, -1 O wins, 0 otherwise
  (games with richer utilities return the utility for X);
* ``make_move`` returns a new state and never mutates its argument.

Games of chance (dice, shuffled cards; Russell & Norvig 2020, section 5.5) add
**chance nodes**, states where nature, not a player, decides. They override the
two optional hooks `is_chance` and `chance_outcomes`; at a chance node
`to_move(state)` returns `CHANCE` and the state after an outcome is
``make_move(state, outcome, CHANCE)`` (as OpenSpiel's ``apply_action`` at a chance
node). The defaults say "no chance", so deterministic games need not change.

Source: the game formalism of Russell & Norvig (2020), *Artificial Intelligence:
A Modern Approach*, 4th ed., section 5.1 (TO-MOVE, ACTIONS, RESULT, IS-TERMINAL,
UTILITY).
"""

import numpy as np

from ..answer_guard import guard

PLAYERS = ("X", "O")

CHANCE = "chance"
"""What `to_move` returns at a chance node, and the `player` that plays a chance outcome."""


class IllegalMoveError(ValueError):
    """A move that the rules of the game do not allow in the given state.

    Subclasses say why; every message names the move and shows the state.
    Being a `ValueError`, it can be caught as one.
    """


class MalformedMoveError(IllegalMoveError):
    """The move does not have the shape the game expects (e.g. not a (row, col) pair)."""


class OffBoardError(IllegalMoveError):
    """The move names a cell (or child) that does not exist."""


class OccupiedCellError(IllegalMoveError):
    """The move names a cell that already holds a mark."""


class WrongPlayerError(IllegalMoveError):
    """The player is not a player of the game, or it is not that player's turn."""


class GameOverError(IllegalMoveError):
    """The state is terminal: no move may be played any more."""


class MalformedTreeError(ValueError):
    """The nested lists (or their labels) do not describe a game tree (see `GameTree`, `Chance`)."""


class InvalidStateError(ValueError):
    """The object passed as a state is not a state of this game."""


class Game:
    """Abstract interface of a deterministic, 2-player, zero-sum, turn-taking game.

    Subclasses implement every method below. `get_opponent`, `symmetries` and
    `winning_moves` (an optional hook) have defaults.
    """

    def initial_state(self):
        """Return the starting position of the game."""
        raise NotImplementedError

    def get_valid_moves(self, state):
        """Return the list of legal moves in `state` (empty when it is terminal).

        The type of a move is game-dependent, e.g. ``(row, col)`` for tic-tac-toe.
        The order of the list is the order in which solvers try the moves.
        """
        raise NotImplementedError

    def make_move(self, state, move, player):
        """Return the state after `player` plays `move` in `state`.

        The transition function T(s, a) of the formalism. `state` is left
        unchanged. Raises a subclass of `IllegalMoveError` for an illegal move.
        """
        raise NotImplementedError

    def get_opponent(self, player):
        """Return the other player: ``"O"`` for ``"X"`` and ``"X"`` for ``"O"``.

        Raises `WrongPlayerError` for anything that is not a player.
        """
        if player == "X":
            return "O"
        if player == "O":
            return "X"
        raise WrongPlayerError(f"unknown player {player!r}: players are 'X' and 'O'")

    def to_move(self, state):
        """Return the player whose turn it is in `state` (AIMA's TO-MOVE)."""
        raise NotImplementedError

    def symmetries(self):
        """Return the board symmetries that preserve the rules (empty by default).

        A game whose rules are unchanged by rotating or reflecting the board
        (tic-tac-toe) returns its `Symmetry` objects, so a solver may treat
        symmetric positions as one; other games return an empty tuple.
        """
        return ()

    def winning_moves(self, state, player):
        """Return the moves of `player` that win the game immediately, in `get_valid_moves` order.

        An optional hook for threat-based move ordering (`threats_first`): a
        player's winning moves are its *win-threats*; the opponent's are the
        cells the player to move must block. `player` may be either player:
        games that can tell (tic-tac-toe, Connect Four) override this with a
        fast test that works whoever is to move.

        This default tries each valid move with `make_move` and keeps those
        that end the game with a win for `player` (utility for X > 0 for X,
        < 0 for O); it can only do so for the player to move, and raises
        `NotImplementedError` for the other one. An unknown player raises
        `WrongPlayerError`; a terminal state has no winning moves.
        """
        opponent = self.get_opponent(player)  # WrongPlayerError for a non-player
        if self.is_terminal(state):
            return []
        if self.to_move(state) != player:
            raise NotImplementedError(
                f"{type(self).__name__} cannot list the winning moves of {player!r} when "
                f"{opponent!r} is to move: override Game.winning_moves to answer for both players")
        sign = 1 if player == "X" else -1
        wins = []
        for move in self.get_valid_moves(state):
            child = self.make_move(state, move, player)
            if self.is_terminal(child) and sign * self.evaluate(child) > 0:
                wins.append(move)
        return wins

    def is_chance(self, state):
        """Return True when `state` is a chance node (optional hook; default: never).

        At a chance node `chance_outcomes(state)` lists what may happen,
        `to_move(state)` is `CHANCE`, and ``make_move(state, outcome, CHANCE)``
        returns the state after `outcome`.
        """
        return False

    def chance_outcomes(self, state):
        """Return ``[(probability, outcome), ...]`` at a chance node (optional hook).

        Probabilities are non-negative and sum to 1 (`fractions.Fraction` keeps
        expectations exact); each `outcome` is passed to
        ``make_move(state, outcome, CHANCE)``. The default, for games without
        chance, raises `InvalidStateError`: no state is a chance node.
        """
        raise InvalidStateError(f"{type(self).__name__} has no chance nodes")

    def is_terminal(self, state):
        """Return True when the game is over in `state` (win, loss or draw)."""
        raise NotImplementedError

    def evaluate(self, state):
        """Return the utility of `state` for X (tic-tac-toe: +1 X wins, -1 O wins, 0 otherwise)."""
        raise NotImplementedError

    def display(self, state):
        """Show `state` to a person (tic-tac-toe draws it with matplotlib)."""
        raise NotImplementedError


def check_mark_board(state, shape, game_name):
    """Raise `InvalidStateError` unless `state` is a NumPy array of `shape` holding ' ', 'X', 'O'.

    The board games of the course (`TicTacToe`, `ConnectFour`) keep the
    lecture's state, a NumPy array of one-character strings; the message names
    the game (`game_name`) and what is wrong (type, shape, dtype or a cell).
    """
    if not isinstance(state, np.ndarray):
        raise InvalidStateError(f"a {game_name} state is a NumPy array of shape {shape}, "
                                f"got {type(state).__name__}: {state!r}")
    if state.shape != shape:
        raise InvalidStateError(f"a {game_name} state has shape {shape}, got shape {state.shape}")
    if state.dtype.kind != "U":
        raise InvalidStateError(f"a {game_name} state holds the strings ' ', 'X', 'O', "
                                f"got dtype {state.dtype}")
    bad = sorted(set(state.ravel().tolist()) - {" ", "X", "O"})
    if bad:
        raise InvalidStateError(f"a {game_name} state holds only ' ', 'X', 'O', found {bad}")


# Its default tries every move: half of notebook 11's "win in one" exercise (`course_lib.answer_guard`)
Game.winning_moves = guard(Game.winning_moves, "rollout", name="Game.winning_moves")
