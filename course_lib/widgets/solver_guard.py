"""Keeping a solver from hanging or crashing the play board.

A person clicks and waits: the kernel must answer. Two guards:

- `full_search_refusal(game, solver)`: a solver that searches every game to the
  end (minimax, alpha-beta, negamax, memoized or not) finishes on a 3x3 board in
  seconds, but a 4x4 board has up to 16! (about 2 * 10^13) move sequences
  instead of 9! (362,880): far longer than a person waits. The board refuses
  such a solver up front and names one to take instead.
- `time_limit(seconds)`: any other solver call (a depth-limited search set too
  deep, a student's solver in an infinite loop) is stopped after `seconds`,
  by ``SIGALRM``, and reported by the session instead of freezing the kernel.
"""

import contextlib
import signal
import threading

from ..games.tictactoe import TicTacToe
from ..solvers import MinimaxAlphaBetaSolverV1, MinimaxSolverV1, NegamaxAlphaBetaSolver

DEFAULT_TIME_LIMIT = 10.0  # seconds a person waits for the solver's move before it is stopped
LARGEST_FULL_SEARCH_BOARD = 3  # tic-tac-toe board size a full-depth search finishes on
FULL_DEPTH_SOLVERS = (MinimaxSolverV1, MinimaxAlphaBetaSolverV1, NegamaxAlphaBetaSolver)
INSTEAD = "DepthLimitedMinimaxSolver(max_depth=3) or RandomSolver()"


class TimeLimitExceeded(BaseException):
    """Raised inside a solver call that ran past its time limit.

    A `BaseException` (like `KeyboardInterrupt`), so that a solver's own
    ``except Exception`` cannot swallow it and keep searching.
    """


def full_search_refusal(game, solver):
    """Return why `solver` cannot play `game` in reasonable time, or None if it can.

    Only full-depth searches (`FULL_DEPTH_SOLVERS` and their subclasses, e.g.
    `MinimaxSolver`) on a `TicTacToe` board larger than 3x3 are refused.
    """
    if not isinstance(solver, FULL_DEPTH_SOLVERS) or not isinstance(game, TicTacToe):
        return None
    if game.size <= LARGEST_FULL_SEARCH_BOARD:
        return None
    return (f"{solver.get_name()} searches every game to the end, which takes far too long "
            f"on a {game.size}x{game.size} board; use a depth-limited solver such as {INSTEAD}")


@contextlib.contextmanager
def time_limit(seconds):
    """Raise `TimeLimitExceeded` in the body if it runs longer than `seconds`.

    `seconds` None means no limit. The limit uses ``SIGALRM``, so it applies
    only where Python can deliver it: on Unix, in the main thread (where the
    kernel runs widget handlers), and not inside an enclosing time limit (an
    armed timer is left alone: the outer limit still applies). Elsewhere the
    body runs without a limit.
    """
    if seconds is None or not _alarm_available():
        yield
        return

    def _stop(_signum, _frame):
        raise TimeLimitExceeded(f"stopped after {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, _stop)
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds)
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _alarm_available():
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        return False
    return signal.getitimer(signal.ITIMER_REAL)[0] == 0  # no enclosing timer running
