"""The logic of a game between a person and a solver, without any widget.

`PlaySession` is what the play board (`course_lib.widgets.board`) shows: the
position, whose turn it is, the history, hints and the status line. A click on
the board calls `play(move)`: `click(row, col)` on a tic-tac-toe cell,
`drop(column)` on a Connect Four column; the buttons "New game" and "Undo" call
`new_game()` and `undo()`. Tests drive it directly, without a browser (clicks in
ipywidgets swallow exceptions, so the logic must not depend on them).

No call into a solver can break the session: an exception from `select_move`,
`opponent_played`, `reset` or the hint search, or a call running past
`time_limit`, is caught and named in the status line, and the position stays
what the board shows.
It replaces the HKUST notes' console game (``input()``, ended by an illegal move).
"""

import functools
import threading

from ..games.base import PLAYERS, IllegalMoveError, OccupiedCellError
from ..games.connect_four import ColumnFullError, ConnectFour
from ..play import copy_for_solver
from ..solvers.base import Solver
from .hints import default_hint_solver
from .solver_guard import (DEFAULT_TIME_LIMIT, TimeLimitExceeded, check_time_limit,
                           full_search_refusal, time_limit)


def _serialized(method):
    """Run `method` holding the session's lock: JupyterLab 4.4+ runs widget handlers in a
    kernel subshell thread, concurrently with the cells a person runs meanwhile."""
    @functools.wraps(method)
    def locked(self, *args):
        with self._lock:
            return method(self, *args)
    return locked


class PlaySession:
    """One person (`human`, "X" or "O") against `solver` on `game`, X first.

    Raises ValueError if `human` is not "X" or "O", `time_limit` not None or a positive,
    finite number, or `solver` searches to the end on a board too large for that
    (`solver_guard.full_search_refusal`); TypeError if `solver` is not a `Solver`.

    Attributes
    ----------
    state : the current position.
    history : list of positions, the initial one first (``history[-1] is state``).
    moves : list of ``(player, move)`` pairs played so far.
    message : str, what the last action said ("" when nothing to report), e.g.
        why a click was ignored.
    solver_error : str or None, set when a call into the solver raised, ran
        past `time_limit`, or returned an illegal move; it names the solver, the
        method and the exception. The game then waits for Undo or New game.
    show_hints : bool, whether the board shows hints (the "Hints" toggle).
    time_limit : float or None, seconds any one call into a solver may take
        (None: no limit). See `solver_guard.time_limit` for where it applies.
    """

    def __init__(self, game, solver, human="O", hint_solver=None, time_limit=DEFAULT_TIME_LIMIT):
        if human not in PLAYERS:
            raise ValueError(f"human must be 'X' or 'O', got {human!r}")
        if not isinstance(solver, Solver):
            raise TypeError(f"solver must be a Solver (e.g. MinimaxSolverV1()), got {solver!r}")
        check_time_limit(time_limit)
        refusal = full_search_refusal(game, solver)
        if refusal:
            raise ValueError(refusal)
        self._lock = threading.RLock()
        self.game = game
        self.solver = solver
        self.human = human
        self.computer = game.get_opponent(human)
        self.hint_solver = hint_solver
        self.time_limit = time_limit
        self.show_hints = False
        self._hints = {}  # position key -> {move: value}, or why there are no hints (str)
        self.new_game()

    def __repr__(self):
        return (f"PlaySession({self.game!r}, {self.solver.get_name()} plays {self.computer}, "
                f"human plays {self.human}, {len(self.moves)} moves)")

    # ------------------------------------------------------------------
    # What the board shows
    # ------------------------------------------------------------------
    @property
    def is_over(self):
        """True when the game has ended (win or draw)."""
        return self.game.is_terminal(self.state)

    @property
    def human_to_move(self):
        """True when the person may click: game not over, no solver error, their turn."""
        return (not self.is_over and self.solver_error is None
                and self.game.to_move(self.state) == self.human)

    @_serialized
    def status_text(self):
        """Return the one-line status: the solver's error, the result, or whose turn it is."""
        if self.solver_error is not None:
            return f"{self.solver_error}. Press Undo or New game."
        last = self._last_solver_move_text()
        if self.is_over:
            return f"{last}Game over: {self._result_text()}. Press New game to play again."
        parts = [f"{last}Your turn: you play {self.human}.", self.message]
        if self.show_hints and self.hint_error:
            parts.append(f"{self.hint_error}.")
        return " ".join(part for part in parts if part)

    @_serialized
    def visible_hints(self):
        """Return `hint_values()` when `show_hints` is on, else ``{}``: what the board writes."""
        return self.hint_values() if self.show_hints else {}

    @_serialized
    def hint_values(self):
        """Return ``{move: value}``: the minimax value (utility for X: +1 X wins,
        0 draw, -1 O wins, with best play from both sides) after each legal move
        of the person. Empty when it is not the person's turn, or when the hint
        search failed or would take too long (then `hint_error` says why)."""
        if not self.human_to_move:
            return {}
        key = self._position_key()
        if key not in self._hints:
            self._hints[key] = self._search_hints()
        hints = self._hints[key]
        return dict(hints) if isinstance(hints, dict) else {}

    @property
    def hint_error(self):
        """Why the current position has no hints (hint solver failed, board too large), else None."""
        hints = self._hints.get(self._position_key())
        return hints if isinstance(hints, str) else None

    # ------------------------------------------------------------------
    # What the buttons do
    # ------------------------------------------------------------------
    @_serialized
    def new_game(self):
        """Start again from the initial position; the solver moves first if it plays X."""
        self.state = self.game.initial_state()
        self.history = [self.state]
        self.moves = []
        self.message = ""
        self.solver_error = None
        self._call_solver("reset")
        if self.solver_error is None:
            self._solver_reply()

    def click(self, row, col):
        """Play the person's mark at the cell ``(row, col)`` (tic-tac-toe): `play((row, col))`."""
        return self.play((row, col))

    def drop(self, column):
        """Drop the person's piece into `column` (Connect Four): `play(column)`."""
        return self.play(column)

    @_serialized
    def play(self, move):
        """Play the person's `move` and let the solver answer.

        Returns True if the move was played. An illegal move (occupied cell,
        full column, off the board, game over, not the person's turn) changes
        nothing but `message`, which says why; it never raises.
        """
        if self.solver_error is not None:
            self.message = "The solver failed: press Undo or New game."
            return False
        if self.is_over:
            self.message = "The game is over: press New game."
            return False
        try:
            self._play(move, self.human)
        except ColumnFullError:
            self.message = f"Column {move} is full: pick another column."
            return False
        except OccupiedCellError:
            self.message = f"Cell {move} is taken: pick an empty cell."
            return False
        except IllegalMoveError as error:
            self.message = f"Move {move} ignored: {_first_line(error)}."
            return False
        self.message = ""
        self._call_solver("opponent_played", move)
        if self.solver_error is None:
            self._solver_reply()
        return True

    @_serialized
    def undo(self):
        """Take back the person's last move and the solver's reply to it.

        Returns False (with a `message`) when the person has not moved yet.
        """
        mine = [k for k, (player, _) in enumerate(self.moves) if player == self.human]
        if not mine:
            self.message = "Nothing to undo: you have not moved yet."
            return False
        last = mine[-1]
        self.moves = self.moves[:last]
        self.history = self.history[:last + 1]
        self.state = self.history[-1]
        self.solver_error = None
        self.message = ""
        return True

    # ------------------------------------------------------------------
    def _play(self, move, player):
        self.state = self.game.make_move(self.state, move, player)
        self.history.append(self.state)
        self.moves.append((player, move))

    def _position_key(self):
        return self.state.tobytes() if hasattr(self.state, "tobytes") else repr(self.state)

    def _solver_reply(self):
        """Let the solver move if it is its turn; report a failure in `solver_error`."""
        if self.is_over or self.game.to_move(self.state) != self.computer:
            return
        move = self._call_solver("select_move", self.game, copy_for_solver(self.state),
                                 self.computer)
        if self.solver_error is not None:
            return
        who = f"{self.solver.get_name()} (playing {self.computer})"
        if move is None:
            self.solver_error = f"{who} returned no move (None)"
            return
        try:
            self._play(move, self.computer)
        except IllegalMoveError as error:
            self.solver_error = f"{who} returned an illegal move: {_first_line(error)}"

    def _call_solver(self, method, *args):
        """Call ``self.solver.<method>(*args)`` under the time limit and return its result.

        A failure sets `solver_error` (solver, method, exception) and returns None:
        a person is watching, so never a traceback and never a hung kernel.
        """
        try:
            return self._guarded(method, getattr(self.solver, method), *args)
        except _SolverFailed as failure:
            self.solver_error = f"{self.solver.get_name()} (playing {self.computer}) {failure}"
            return None

    def _guarded(self, what, function, *args):
        """Return ``function(*args)``; raise `_SolverFailed` saying what went wrong in `what` instead."""
        try:
            with time_limit(self.time_limit):
                return function(*args)
        except TimeLimitExceeded:
            raise _SolverFailed(f"ran past the time limit of {self.time_limit:g} s in {what} "
                                "and was stopped") from None
        except Exception as error:  # whatever the solver raised, RecursionError included
            raise _SolverFailed(f"raised {type(error).__name__} in {what}: {_first_line(error)}") from None

    def _search_hints(self):
        """Return ``{move: value}`` for the current position, or why there are none (str)."""
        solver = self.hint_solver = self.hint_solver or default_hint_solver(self.game)
        refusal = full_search_refusal(self.game, solver)
        if refusal:
            return f"No hints: {refusal}"
        game, state, opponent = self.game, self.state, self.computer
        try:
            return self._guarded("minimax_value", lambda: {
                move: solver.minimax_value(game, game.make_move(state, move, self.human), opponent)
                for move in game.get_valid_moves(state)})
        except _SolverFailed as failure:
            return f"No hints: the hint solver {solver.get_name()} {failure}"

    def _last_solver_move_text(self):
        if self.moves and self.moves[-1][0] == self.computer:
            move = self.moves[-1][1]
            where = f"column {move}" if isinstance(self.game, ConnectFour) else f"{move}"
            return f"{self._solver_label()} ({self.computer}) played {where}. "
        return ""

    def _result_text(self):
        utility = self.game.evaluate(self.state)
        if utility == 0:
            return "draw"
        winner = "X" if utility > 0 else "O"
        if winner == self.human:
            return f"you win ({winner})"
        return f"{self._solver_label()} wins ({winner})"

    def _solver_label(self):
        """The solver's class name: the status line stays one line (its parameters, e.g. a
        depth and an evaluation, are in the hints' explanation and the session's repr)."""
        return type(self.solver).__name__


class _SolverFailed(Exception):
    """A call into a solver failed; the message says how ("raised ValueError (...)")."""


def _first_line(error):
    text = str(error).strip()
    return text.splitlines()[0] if text else repr(error)
