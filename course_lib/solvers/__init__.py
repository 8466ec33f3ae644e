"""Solvers: the `Solver` interface and the search algorithms of the lecture."""

from .alphabeta import MinimaxAlphaBetaSolverV1, MinimaxAlphaBetaSolverV2
from .alphabeta_memo import MinimaxAlphaBetaSolver
from .base import Solver
from .depth_limited import DepthLimitedMinimaxSolver
from .expectimax import ExpectimaxSolver
from .expectiminimax import CyclicGameError, ExpectiminimaxSolver
from .memoized import MinimaxSolver
from .minimax import MinimaxSolverV1, MinimaxSolverV2
from .move_ordering import MoveOrder, best_first, centre_first, row_major, solved_table, worst_first
from .naive import NaiveSolver
from .negamax import NegamaxAlphaBetaSolver
from .pig_strategies import HoldAtSolver, PigTableSolver
from .policies import solver_policy, uniform_random_policy
from .random_solver import RandomSolver
from .randomized import RandomizedMinimaxSolver
from .star_minimax import StarMinimaxSolver
from .symmetric import SymmetricMinimaxSolver

__all__ = [
    "CyclicGameError",
    "HoldAtSolver",
    "PigTableSolver",
    "StarMinimaxSolver",
    "ExpectimaxSolver",
    "ExpectiminimaxSolver",
    "solver_policy",
    "uniform_random_policy",
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
]
