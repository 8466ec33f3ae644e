"""The logic of a game between a person and a solver, without any widget.

`PlaySession` is what the play board (`course_lib.widgets.board`) shows: the
position, whose turn it is, the history, hints and the status line. A click on
the board calls `click(row, col)`; the buttons "New game" and "Undo" call
`new_game()` and `undo()`. Tests drive it directly, without a browser (clicks in
ipywidgets swallow exceptions, so the logic must not depend on them).

This replaces the human-vs-AI console game of the HKUST notes, which read the
move with ``input()`` and ended the program on an illegal move.
"""

from ..games.base import PLAYERS, IllegalMoveError, OccupiedCellError
from ..solvers.base import Solver
from ..solvers.memoized import MinimaxSolver


def default_hint_solver():
    """Return the solver that computes hints: the memoized `MinimaxSolver`
    (each position searched once, so hints on an empty board cost a fraction of a second)."""
    return MinimaxSolver()


class PlaySession:
    """One person (`human`, "X" or "O") against `solver` on `game`, X first.

    Attributes
    ----------
    state : the current position.
    history : list of positions, the initial one first (``history[-1] is state``).
    moves : list of ``(player, move)`` pairs played so far.
    message : str, what the last action said ("" when nothing to report), e.g.
        why a click was ignored.
    solver_error : str or None, set when the solver returned an illegal move or
        raised; it names the solver. The game then waits for Undo or New game.

    Raises ValueError if `human` is not "X" or "O", TypeError if `solver` is
    not a `Solver`.
    """

    def __init__(self, game, solver, human="O", hint_solver=None):
        if human not in PLAYERS:
            raise ValueError(f"human must be 'X' or 'O', got {human!r}")
        if not isinstance(solver, Solver):
            raise TypeError(f"solver must be a Solver (e.g. MinimaxSolverV1()), got {solver!r}")
        self.game = game
        self.solver = solver
        self.human = human
        self.computer = game.get_opponent(human)
        self.hint_solver = hint_solver
        self._hints = {}  # position bytes -> {move: value}
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

    def status_text(self):
        """Return the one-line status: the solver's error, the result, or whose turn it is."""
        if self.solver_error is not None:
            return f"{self.solver_error}. Press Undo or New game."
        last = self._last_solver_move_text()
        if self.is_over:
            return f"{last}Game over: {self._result_text()}. Press New game to play again."
        turn = f"{last}Your turn: you play {self.human}."
        return f"{turn} {self.message}" if self.message else turn

    def hint_values(self):
        """Return ``{move: value}``: the minimax value (utility for X: +1 X wins,
        0 draw, -1 O wins, with best play from both sides) after each legal move
        of the person. Empty when it is not the person's turn."""
        if not self.human_to_move:
            return {}
        key = self.state.tobytes() if hasattr(self.state, "tobytes") else repr(self.state)
        if key not in self._hints:
            solver = self.hint_solver or default_hint_solver()
            self.hint_solver = solver
            game, opponent = self.game, self.computer
            self._hints[key] = {
                move: solver.minimax_value(game, game.make_move(self.state, move, self.human),
                                           opponent)
                for move in game.get_valid_moves(self.state)
            }
        return dict(self._hints[key])

    # ------------------------------------------------------------------
    # What the buttons do
    # ------------------------------------------------------------------
    def new_game(self):
        """Start again from the initial position; the solver moves first if it plays X."""
        self.solver.reset()
        self.state = self.game.initial_state()
        self.history = [self.state]
        self.moves = []
        self.message = ""
        self.solver_error = None
        self._solver_reply()

    def click(self, row, col):
        """Play the person's mark at ``(row, col)`` and let the solver answer.

        Returns True if the move was played. An illegal click (occupied or
        off-board cell, game over, not the person's turn) changes nothing but
        `message`, which says why; it never raises.
        """
        move = (row, col)
        if self.solver_error is not None:
            self.message = "The solver failed: press Undo or New game."
            return False
        if self.is_over:
            self.message = "The game is over: press New game."
            return False
        try:
            self._play(move, self.human)
        except OccupiedCellError:
            self.message = f"Cell {move} is taken: pick an empty cell."
            return False
        except IllegalMoveError as error:
            self.message = f"Move {move} ignored: {_first_line(error)}."
            return False
        self.message = ""
        self.solver.opponent_played(move)
        self._solver_reply()
        return True

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

    def _solver_reply(self):
        """Let the solver move if it is its turn; report a failure in `solver_error`."""
        if self.is_over or self.game.to_move(self.state) != self.computer:
            return
        who = f"{self.solver.get_name()} (playing {self.computer})"
        try:
            move = self.solver.select_move(self.game, self.state, self.computer)
        except Exception as error:  # a person is watching: report it, never a traceback
            self.solver_error = f"{who} raised {type(error).__name__}: {_first_line(error)}"
            return
        if move is None:
            self.solver_error = f"{who} returned no move (None)"
            return
        try:
            self._play(move, self.computer)
        except IllegalMoveError as error:
            self.solver_error = f"{who} returned an illegal move: {_first_line(error)}"
            return

    def _last_solver_move_text(self):
        if self.moves and self.moves[-1][0] == self.computer:
            return f"{self.solver.get_name()} ({self.computer}) played {self.moves[-1][1]}. "
        return ""

    def _result_text(self):
        utility = self.game.evaluate(self.state)
        if utility == 0:
            return "draw"
        winner = "X" if utility > 0 else "O"
        if winner == self.human:
            return f"you win ({winner})"
        return f"{self.solver.get_name()} wins ({winner})"


def _first_line(error):
    text = str(error).strip()
    return text.splitlines()[0] if text else repr(error)
