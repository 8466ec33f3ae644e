"""Solvers: the `Solver` interface and every search algorithm of the course, one per module.

Random and naive play; minimax (V1, V2, memoized, symmetric, randomized);
alpha-beta (V1, V2, memoized) and negamax; depth-limited search and its
evaluation functions (`heuristics`); move ordering; the memoized solvers'
transposition-table mechanism (`cache`) and the lecture's `memoize` decorator;
MCTS; expectiminimax and expectimax for games of chance; and the `connect_four`
sub-package: `ConnectFourSolver`, Pons' perfect Connect Four solver, with the
rungs of his "Solving Connect 4" ladder (`pons_ladder`) and his test protocol
(`read_test_set`, `run_test_set`, and a sample of his positions, `pons_sample`).

Imports: `games` only. A solver sees a game only through the `Game` interface
(design principle 1), so every solver plays every game. The one exception is
`ConnectFourSolver`, a solver *of* Connect Four: it reads the `ConnectFour`
board itself (into bitboards) and refuses any other game with `UnsupportedGameError`.
"""

from .alphabeta import MinimaxAlphaBetaSolverV1, MinimaxAlphaBetaSolverV2
from .alphabeta_memo import MinimaxAlphaBetaSolver
from .base import Solver
from . import connect_four
from .connect_four import *  # noqa: F401,F403  (its __all__: ConnectFourSolver, pons_ladder, ...)
from .depth_limited import DepthLimitedMinimaxSolver
from .depth_limited_alphabeta import DepthLimitedAlphaBetaSolver
from .depth_limited_memo import MemoizedDepthLimitedSolver
from .expectimax import ExpectimaxSolver
from .expectiminimax import CyclicGameError, ExpectiminimaxSolver
from .mcts import MCTSSolver
from .mcts_classic import MCTSClassicSolver
from .mcts_tree import MCTSNode
from .heuristics import connect_four_evaluation, open_lines_evaluation
from .memoize import memoize_minimax
from .memoized import MinimaxSolver
from .minimax import MinimaxSolverV1, MinimaxSolverV2
from .move_ordering import (MoveOrder, best_first, centre_first, row_major, solved_table,
                            threats_first, worst_first)
from .naive import NaiveSolver
from .negamax import NegamaxAlphaBetaSolver
from .negamax_plain import NegamaxSolver
from .pig_strategies import HoldAtSolver, PigTableSolver
from .policies import solver_policy, uniform_random_policy
from .random_solver import RandomSolver
from .rollout import random_rollout, win_in_one_rollout, winning_moves
from .randomized import RandomizedMinimaxSolver
from .star_minimax import StarMinimaxSolver
from .strategy import StrategyError, StrategySolver
from .symmetric import SymmetricMinimaxSolver
from .transposition_table import EXACT, LOWER, UPPER, TranspositionTable, bound_flag, symmetric_key

__all__ = [
    *connect_four.__all__,
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
    "DepthLimitedAlphaBetaSolver",
    "MemoizedDepthLimitedSolver",
    "connect_four_evaluation",
    "MinimaxSolver",
    "NaiveSolver",
    "RandomizedMinimaxSolver",
    "SymmetricMinimaxSolver",
    "MinimaxSolverV1",
    "MinimaxSolverV2",
    "RandomSolver",
    "Solver",
    "memoize_minimax",
    "open_lines_evaluation",
    "MCTSClassicSolver",
    "MCTSNode",
    "MCTSSolver",
    "random_rollout",
    "win_in_one_rollout",
    "winning_moves",
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
