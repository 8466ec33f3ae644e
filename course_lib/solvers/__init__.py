"""Solvers: the `Solver` interface and the search algorithms of the lecture."""

from .alphabeta import MinimaxAlphaBetaSolverV1, MinimaxAlphaBetaSolverV2
from .alphabeta_memo import MinimaxAlphaBetaSolver
from .base import Solver
from .depth_limited import DepthLimitedMinimaxSolver
from .memoized import MinimaxSolver
from .minimax import MinimaxSolverV1, MinimaxSolverV2
from .move_ordering import (MoveOrder, best_first, centre_first, row_major, solved_table,
                            threats_first, worst_first)
from .naive import NaiveSolver
from .negamax import NegamaxAlphaBetaSolver
from .negamax_plain import NegamaxSolver
from .random_solver import RandomSolver
from .randomized import RandomizedMinimaxSolver
from .strategy import StrategyError, StrategySolver
from .symmetric import SymmetricMinimaxSolver
from .transposition_table import EXACT, LOWER, UPPER, TranspositionTable, bound_flag, symmetric_key

__all__ = [
    "MinimaxAlphaBetaSolver",
    "MinimaxAlphaBetaSolverV1",
    "MinimaxAlphaBetaSolverV2",
    "MoveOrder",
    "NegamaxAlphaBetaSolver",
    "best_first",
    "centre_first",
    "row_major",
    "solved_table",
    "worst_first",
    "DepthLimitedMinimaxSolver",
    "MinimaxSolver",
    "NaiveSolver",
    "RandomizedMinimaxSolver",
    "SymmetricMinimaxSolver",
    "MinimaxSolverV1",
    "MinimaxSolverV2",
    "RandomSolver",
    "Solver",
    "EXACT",
    "LOWER",
    "UPPER",
    "NegamaxSolver",
    "StrategyError",
    "StrategySolver",
    "TranspositionTable",
    "bound_flag",
    "symmetric_key",
    "threats_first",
]
