"""Solvers: the `Solver` interface and the search algorithms of the lecture."""

from .base import Solver
from .depth_limited import DepthLimitedMinimaxSolver
from .memoized import MinimaxSolver
from .minimax import MinimaxSolverV1, MinimaxSolverV2
from .naive import NaiveSolver
from .random_solver import RandomSolver
from .randomized import RandomizedMinimaxSolver
from .symmetric import SymmetricMinimaxSolver

__all__ = [
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
