"""Solvers: the `Solver` interface and the search algorithms of the lecture."""

from .alphabeta import MinimaxAlphaBetaSolverV1, MinimaxAlphaBetaSolverV2
from .alphabeta_memo import MinimaxAlphaBetaSolver
from .base import Solver
from .depth_limited import DepthLimitedMinimaxSolver
from .mcts import MCTSSolver
from .mcts_classic import MCTSClassicSolver
from .mcts_tree import MCTSNode
from .memoized import MinimaxSolver
from .minimax import MinimaxSolverV1, MinimaxSolverV2
from .move_ordering import MoveOrder, best_first, centre_first, row_major, solved_table, worst_first
from .naive import NaiveSolver
from .negamax import NegamaxAlphaBetaSolver
from .random_solver import RandomSolver
from .rollout import random_rollout, win_in_one_rollout, winning_moves
from .randomized import RandomizedMinimaxSolver
from .symmetric import SymmetricMinimaxSolver

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
    "MCTSClassicSolver",
    "MCTSNode",
    "MCTSSolver",
    "random_rollout",
    "win_in_one_rollout",
    "winning_moves",
]
