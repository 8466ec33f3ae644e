"""Who computes the play boards' hints, and what the numbers mean.

On tic-tac-toe the hints are exact minimax values (+1, 0, -1). Connect Four's
tree is far too large for that, so its hints come from a depth-limited search:
estimates, except for the wins and losses it can force within its depth.
"""

from ..games.connect_four import ConnectFour
from ..solvers.depth_limited_alphabeta import DepthLimitedAlphaBetaSolver
from ..solvers.heuristics import connect_four_evaluation
from ..solvers.memoized import MinimaxSolver
from ..solvers.move_ordering import centre_first
from .solver_guard import full_search_refusal

CONNECT_FOUR_HINT_DEPTH = 5  # plies searched below each move of the person for a hint


def default_hint_solver(game=None):
    """Return the solver that computes hints on `game`.

    The memoized `MinimaxSolver` (exact values; each position searched once,
    so hints on an empty tic-tac-toe board cost a fraction of a second); for
    Connect Four boards too large for it (`full_search_refusal`), depth-limited alpha-beta
    (`CONNECT_FOUR_HINT_DEPTH` plies below each move, `connect_four_evaluation`
    at the cutoff, centre columns first): its values are estimates except for
    the wins and losses it can force within its depth.
    """
    if isinstance(game, ConnectFour) and full_search_refusal(game, MinimaxSolver()):
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
