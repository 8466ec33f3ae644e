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

import contextlib
import math
import numbers

from ..games.connect_four import ConnectFour
from ..games.tictactoe import TicTacToe
from ..solvers import (ExpectiminimaxSolver, MinimaxAlphaBetaSolverV1, MinimaxSolverV1,
                       NegamaxAlphaBetaSolver, NegamaxSolver, StarMinimaxSolver)
from ..time_limits import TimeLimitExceeded, limited

DEFAULT_TIME_LIMIT = 10.0  # seconds a person waits for the solver's move before it is stopped
LARGEST_FULL_SEARCH_BOARD = 3  # tic-tac-toe board size a full-depth search finishes on
LARGEST_FULL_SEARCH_CONNECT_FOUR = 12  # cells: 4x3 has 12,031 positions, 4x4 already 161,029
FULL_DEPTH_SOLVERS = (MinimaxSolverV1, MinimaxAlphaBetaSolverV1, NegamaxAlphaBetaSolver, NegamaxSolver,
                      ExpectiminimaxSolver, StarMinimaxSolver)
INSTEAD = "DepthLimitedMinimaxSolver(max_depth=3) or RandomSolver()"
INSTEAD_CONNECT_FOUR = ("DepthLimitedAlphaBetaSolver(5, connect_four_evaluation, "
                        "move_order=centre_first)")


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


def check_time_limit(seconds):
    """Raise ValueError unless `seconds` is None (no limit) or a positive, finite number."""
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, numbers.Real)
                                or not 0 < seconds < math.inf):
        raise ValueError(f"time_limit must be a positive, finite number of seconds or None "
                         f"(no limit), got {seconds!r}")


@contextlib.contextmanager
def time_limit(seconds):
    """Context manager: raise `TimeLimitExceeded` in the body if it runs longer than `seconds`.

    `seconds` None means no limit. `course_lib.time_limits.limited`, as the checkers
    use it: solvers that search in a loop (MCTS, `ConnectFourSolver`) stop themselves
    between two steps once the time is up (`check_deadline`); any other code is
    stopped by a signal in the main thread, or by a watchdog thread in the subshell
    threads where JupyterLab 4.4+ with ipykernel 7 runs widget handlers, the stop
    sent again until the body has ended (one can be lost in a garbage-collector
    callback). A long call into C code (one NumPy operation) finishes first. Where
    neither signals nor threads exist (Pyodide, the JupyterLite edition), only the
    solvers that stop themselves are limited.
    """
    with limited(seconds):
        yield
