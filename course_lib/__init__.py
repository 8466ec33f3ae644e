"""course_lib: the library behind the adversarial-search lecture notebooks.

Games (`TicTacToe`, `GameTree`, `Pig`), solvers (`RandomSolver`, the minimax and
alpha-beta variants, `ExpectiminimaxSolver`, `ExpectimaxSolver`), match running
(`GameRunner`, `evaluate_solvers`), counting and symmetry helpers, exact analysis
(`exact_match_outcomes`, `pig_win_probability`). Import what a notebook needs from here::

    from course_lib import TicTacToe, RandomSolver, MinimaxSolverV1, evaluate_solvers
"""

from .analysis import *  # noqa: F401,F403  (exact match outcomes, Pig by value iteration)
from .counting import (
    TreeStatistics,
    count_games_up_to_symmetry,
    count_positions,
    count_sequences_up_to_symmetry,
    count_valid_sequences,
    reachable_positions,
    tree_statistics,
)
from .games import *  # noqa: F401,F403  (Game, TicTacToe, GameTree, errors, lecture trees)
from .heuristics import open_lines_evaluation
from .memoize import memoize_minimax
from .play import GameRunner, IllegalSolverMoveError, evaluate_solvers
from .solvers import *  # noqa: F401,F403
from .trace import SearchTrace, TraceMismatchError, trace_search
from .tree_minimax import draw_minimax_tree, minimax_tree_text, minimax_values, principal_variation
from .symmetry import (
    board_symmetries,
    canonical,
    canonical_form,
    canonical_transform,
    symmetric_boards,
)

__version__ = "0.1.0"
