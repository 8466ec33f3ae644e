"""Keeping a solver from hanging or crashing the play board.

A person clicks and waits: the kernel must answer. Two guards:

- `full_search_refusal(game, solver)`: a solver that searches every game to the
  end (minimax, alpha-beta, negamax, memoized or not) finishes on a 3x3 board in
  seconds, but a 4x4 board has up to 16! (about 2 * 10^13) move sequences
  instead of 9! (362,880), and Connect Four 7x6 has 4.5 * 10^12 positions: far
  longer than a person waits. The board refuses such a solver up front and
  names one to take instead.
- `time_limit(seconds)`: any other solver call (a depth-limited search set too
  deep, a student's solver in an infinite loop) is stopped after `seconds` and
  reported by the session instead of freezing the kernel.
"""

import ctypes
import threading

from ..games.connect_four import ConnectFour
from ..games.tictactoe import TicTacToe
from ..solvers import (ExpectiminimaxSolver, MinimaxAlphaBetaSolverV1, MinimaxSolverV1,
                       NegamaxAlphaBetaSolver, NegamaxSolver, StarMinimaxSolver)

DEFAULT_TIME_LIMIT = 10.0  # seconds a person waits for the solver's move before it is stopped
LARGEST_FULL_SEARCH_BOARD = 3  # tic-tac-toe board size a full-depth search finishes on
LARGEST_FULL_SEARCH_CONNECT_FOUR = 12  # cells: 4x3 has 12,031 positions, 4x4 already 161,029
FULL_DEPTH_SOLVERS = (MinimaxSolverV1, MinimaxAlphaBetaSolverV1, NegamaxAlphaBetaSolver, NegamaxSolver,
                      ExpectiminimaxSolver, StarMinimaxSolver)
INSTEAD = "DepthLimitedMinimaxSolver(max_depth=3) or RandomSolver()"
INSTEAD_CONNECT_FOUR = ("DepthLimitedAlphaBetaSolver(5, connect_four_evaluation, "
                        "move_order=centre_first)")


class TimeLimitExceeded(BaseException):
    """Raised inside a solver call that ran past its time limit.

    A `BaseException` (like `KeyboardInterrupt`), so that a solver's own
    ``except Exception`` cannot swallow it and keep searching.
    """


def full_search_refusal(game, solver):
    """Return why `solver` cannot play `game` in reasonable time, or None if it can.

    Only full-depth searches (`FULL_DEPTH_SOLVERS` and their subclasses, e.g.
    `MinimaxSolver`, unless given a `max_depth`) are refused, on a `TicTacToe`
    board larger than 3x3 and on a `ConnectFour` board of more than 12 cells.
    """
    if not isinstance(solver, FULL_DEPTH_SOLVERS):
        return None
    if getattr(solver, "max_depth", None) is not None:  # depth-limited: it stops by itself
        return None
    if isinstance(game, TicTacToe) and game.size > LARGEST_FULL_SEARCH_BOARD:
        board, instead = f"{game.size}x{game.size} board", INSTEAD
    elif isinstance(game, ConnectFour) and game.width * game.height > LARGEST_FULL_SEARCH_CONNECT_FOUR:
        board, instead = f"{game.width}x{game.height} Connect Four board", INSTEAD_CONNECT_FOUR
    else:
        return None
    return (f"{solver.get_name()} searches every game to the end, which takes far too long "
            f"on a {board}; use a depth-limited solver such as {instead}")


class time_limit:
    """Context manager: raise `TimeLimitExceeded` in the body if it runs longer than `seconds`.

    `seconds` None means no limit. A watchdog timer thread raises the exception
    in the thread running the body (CPython's ``PyThreadState_SetAsyncExc``, the
    technique of the `stopit` package), so it works in the main thread and in
    the subshell threads where JupyterLab 4.4+ with ipykernel 7 runs widget
    handlers (where ``SIGALRM`` cannot reach). The exception arrives between two
    Python bytecodes: a long call into C code (one NumPy operation) finishes first.
    Where no thread can be started (Pyodide, the JupyterLite edition) or CPython's
    API is missing, the body runs without a limit.
    """

    def __init__(self, seconds):
        self.seconds = seconds
        self._lock = threading.Lock()
        self._done = self._fired = False
        self._timer = None

    def __enter__(self):
        if self.seconds is not None and _ASYNC_EXC is not None:
            self._thread = threading.get_ident()
            self._timer = threading.Timer(self.seconds, self._stop)
            self._timer.daemon = True
            try:
                self._timer.start()
            except RuntimeError:  # no threads here (Pyodide): run without a limit
                self._timer = None
        return self

    def _stop(self):
        with self._lock:
            if not self._done:
                self._fired = True
                _ASYNC_EXC(ctypes.c_ulong(self._thread), ctypes.py_object(TimeLimitExceeded))

    def __exit__(self, exc_type, exc, traceback):
        if self._timer is None:
            return False
        with self._lock:
            self._done = True
        self._timer.cancel()
        if self._fired:  # the exception may still be pending: let it arrive, raise it here instead
            _absorb_pending_stop()
            if exc_type is None:
                raise TimeLimitExceeded(f"stopped after {self.seconds:g} s")
        return False


def _absorb_pending_stop():
    """Receive a `TimeLimitExceeded` sent to this thread but not delivered yet, and drop it.

    It arrives at the next backward jump or call. Withdrawing it instead with
    ``PyThreadState_SetAsyncExc(thread, NULL)`` leaves CPython 3.11's eval breaker set
    for good, and the next ``sys.settrace`` (the debugger) hangs the kernel.
    """
    try:
        for _ in range(100):
            pass
    except TimeLimitExceeded:
        pass


_ASYNC_EXC = getattr(getattr(ctypes, "pythonapi", None), "PyThreadState_SetAsyncExc", None)
