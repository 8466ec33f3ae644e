"""Solvers: the `Solver` interface and the search algorithms of the lecture."""

from .base import Solver
from .minimax import MinimaxSolverV1, MinimaxSolverV2
from .random_solver import RandomSolver

__all__ = [
    "MinimaxSolverV1",
    "MinimaxSolverV2",
    "RandomSolver",
    "Solver",
]
