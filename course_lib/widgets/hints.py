"""Who computes the play boards' hints, and what the numbers mean.

On tic-tac-toe the hints are exact minimax values (+1, 0, -1). So they are on
small Connect Four boards at most 7 columns wide (up to 25 cells, e.g. 5x5, 6x4,
7x3), from the perfect `ConnectFourSolver`. The 7x6 tree is far too large for
that in pure Python, and so are long thin boards (12x2, 25x1: few cells, but a
wide tree with no vertical threats to cut it), so their hints come from a
depth-limited search: estimates, except for the wins and losses it can force
within its depth, which is smaller on very wide boards.
"""

import math

from ..games.connect_four import ConnectFour
from ..solvers.connect_four import ConnectFourSolver
from ..solvers.depth_limited_alphabeta import DepthLimitedAlphaBetaSolver
from ..solvers.heuristics import connect_four_evaluation
from ..solvers.memoized import MinimaxSolver
from ..solvers.move_ordering import centre_first

CONNECT_FOUR_HINT_DEPTH = 5  # plies searched below each move of the person for a hint
LARGEST_SOLVED_HINT_BOARD = 25  # cells: the empty 5x5 board's hints take ~3 s, 7x4's ~25 s
WIDEST_SOLVED_HINT_BOARD = 7  # columns: empty 7x3 ~1 s, but 8x3 and 12x2 more than 20 s
LARGEST_HINT_TREE = 12 ** 6  # width ** (depth + 1) for the depth-limited hints: 12x2 ~1 s


def default_hint_solver(game=None):
    """Return the solver that computes hints on `game`.

    Chosen by what finishes within the play board's time limit on the empty board
    (measured; the board's size alone is not enough):

    * tic-tac-toe: the memoized `MinimaxSolver` (exact values; each position
      searched once, so hints on an empty board cost a fraction of a second);
    * Connect Four up to `LARGEST_SOLVED_HINT_BOARD` cells and at most
      `WIDEST_SOLVED_HINT_BOARD` columns: the perfect `ConnectFourSolver` (weak:
      win, draw or loss);
    * other Connect Four boards (7x6, and long thin ones such as 12x2 or 25x1):
      depth-limited alpha-beta (`connect_four_evaluation` at the cutoff, centre
      columns first) `hint_depth(width)` plies below each move, whose values are
      estimates except for the wins and losses it can force within its depth.
    """
    if isinstance(game, ConnectFour):
        if (game.width * game.height <= LARGEST_SOLVED_HINT_BOARD
                and game.width <= WIDEST_SOLVED_HINT_BOARD):
            return ConnectFourSolver(weak=True)
        return DepthLimitedAlphaBetaSolver(hint_depth(game.width), connect_four_evaluation,
                                           move_order=centre_first)
    return MinimaxSolver()


def hint_depth(width):
    """Plies below each move for depth-limited hints: `CONNECT_FOUR_HINT_DEPTH`, less on boards
    so wide that ``width ** (depth + 1)`` exceeds `LARGEST_HINT_TREE` (3 for 25 columns)."""
    fitting = int(math.log(LARGEST_HINT_TREE) / math.log(max(width, 2))) - 1
    return max(1, min(CONNECT_FOUR_HINT_DEPTH, fitting))


def hint_text(value, number_format):
    """The text of one hint: +1, 0, -1 for whole numbers, others with `number_format` (e.g.
    ``"+.3f"``), and "?" for what is no finite number (NaN, +-inf, None, a string).

    A student's or a depth-limited solver can return anything; the board must still be
    drawn, and drawn as the session's position."""
    try:
        number = float(value)
    except Exception:  # a string, None, an object whose __float__ fails
        return "?"
    if not math.isfinite(number):
        return "?"
    if number == int(number):
        return f"{int(number):+d}" if number else "0"
    return format(number, number_format)


def hint_help_text(game, hint_solver):
    """Return what the hint values on `game`'s board mean, naming `hint_solver` (None: the default)."""
    solver = hint_solver or default_hint_solver(game)
    depth = getattr(solver, "max_depth", None)
    where = ("under each column, the value of the position after your piece there"
             if isinstance(game, ConnectFour) else
             "on each empty cell, the value of the position after your move there")
    text = (f"Hints: {where}, as the utility for X (+1 X wins, -1 O wins), computed by "
            f"{solver.get_name()}")
    if depth:
        return (text + f". It sees {depth} plies beyond your move: +1 or -1 is a win it can "
                "force within them, any other number its evaluation's estimate.")
    return text + ", if both sides play perfectly from there."
