"""course_lib: the library behind the adversarial-search lecture notebooks.

Import what a notebook needs from here::

    from course_lib import TicTacToe, RandomSolver, MinimaxSolverV1, evaluate_solvers

The packages, each a room of its own (its docstring says what it may import):

- `games`: the `Game` interface, `TicTacToe`, `GameTree`, symmetries, encodings;
- `solvers`: the `Solver` interface and every search algorithm;
- `play`: matches between solvers (`GameRunner`, `evaluate_solvers`);
- `analysis`: counting, tree statistics, minimax values of explicit trees;
- `trace`: searches recorded from a solver's own recursion;
- `views`: everything drawn or rendered as text;
- `widgets`: ipywidgets (play board, trace step-through);
- `exercises`: the checkers of the notebooks' exercises;
- `course`: course tooling (`show_source`, the student edition), imported by
  notebooks and the command line only;
- `time_limits`: one module below all the others, the time limit that checkers,
  the play board and the searches that stop themselves share;
- `answer_guard`: one module below all the others too: during an exercise's check,
  the library functions that implement the exercise refuse to run for the
  student's code ("calls the library's `X`; write it yourself").
"""

from .analysis import *  # noqa: F401,F403  (counting, minimax values, principal variation)
from .games import *  # noqa: F401,F403  (Game, TicTacToe, GameTree, errors, lecture trees, symmetry)
from .play import (GameRunner, IllegalSolverMoveError, SolverError, evaluate_solvers,  # noqa: F401
                   match_outcomes, tally)
from .solvers import *  # noqa: F401,F403
from .trace import MCTSTrace, SearchTrace, TraceMismatchError, record_mcts, trace_search  # noqa: F401
from .views import (draw_mcts_step, draw_minimax_tree, draw_search_tree,  # noqa: F401
                    draw_visit_shares, explain_mcts_step, minimax_tree_text, plot_match,
                    plot_running_average, running_average, show_simulation, ucb_table)

__version__ = "0.1.0"
