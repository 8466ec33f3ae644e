"""Who computes the play boards' hints, and what the numbers mean.

On tic-tac-toe the hints are exact minimax values (+1, 0, -1). So they are on
small Connect Four boards (up to 25 cells, e.g. 5x4 or 5x5), from the perfect
`ConnectFourSolver`. The 7x6 tree is far too large for that in pure Python, so
its hints come from a depth-limited search: estimates, except for the wins and
losses it can force within its depth.
"""

from ..games.connect_four import ConnectFour
from ..solvers.connect_four import ConnectFourSolver
from ..solvers.depth_limited_alphabeta import DepthLimitedAlphaBetaSolver
from ..solvers.heuristics import connect_four_evaluation
from ..solvers.memoized import MinimaxSolver
from ..solvers.move_ordering import centre_first

CONNECT_FOUR_HINT_DEPTH = 5  # plies searched below each move of the person for a hint
LARGEST_SOLVED_HINT_BOARD = 25  # cells: the empty 5x5 board's hints take ~3 s, 7x4's ~25 s


def default_hint_solver(game=None):
    """Return the solver that computes hints on `game`.

    Tic-tac-toe: the memoized `MinimaxSolver` (exact values; each position
    searched once, so hints on an empty board cost a fraction of a second).
    Connect Four up to `LARGEST_SOLVED_HINT_BOARD` cells: the perfect
    `ConnectFourSolver` (weak: win, draw or loss). Larger Connect Four boards:
    depth-limited alpha-beta (`CONNECT_FOUR_HINT_DEPTH` plies below each move,
    `connect_four_evaluation` at the cutoff, centre columns first), whose values
    are estimates except for the wins and losses it can force within its depth.
    """
    if isinstance(game, ConnectFour):
        if game.width * game.height <= LARGEST_SOLVED_HINT_BOARD:
            return ConnectFourSolver(weak=True)
        return DepthLimitedAlphaBetaSolver(CONNECT_FOUR_HINT_DEPTH, connect_four_evaluation,
                                           move_order=centre_first)
    return MinimaxSolver()


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
