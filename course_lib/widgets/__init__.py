"""Widgets for playing in JupyterLab: `play_against` (the board) and its logic, `PlaySession`.

Example (in a notebook cell)::

    from course_lib import TicTacToe, MinimaxSolverV1
    from course_lib.widgets import play_against
    play_against(TicTacToe(), MinimaxSolverV1(), human="O")
    play_against(ConnectFour(), DepthLimitedAlphaBetaSolver(5, connect_four_evaluation))

Imports: views and what views may import (games, solvers, analysis, trace,
play); never `exercises` or `course`. A widget holds no logic a test cannot
reach: the logic lives in plain classes (`PlaySession`, `TraceStepper`).
"""

from .board import PlayBoard, play_against
from .connect_four_board import ConnectFourBoard
from .hints import default_hint_solver
from .session import PlaySession
from .solver_guard import TimeLimitExceeded, full_search_refusal, time_limit
from .trace_player import TracePlayer, TraceStepper, step_through
from .mcts_player import MCTSPlayer, MCTSStepper, step_through_mcts

__all__ = ["ConnectFourBoard", "PlayBoard", "PlaySession", "default_hint_solver", "play_against"]
__all__ += ["TracePlayer", "TraceStepper", "step_through"]  # stepping through a search trace
__all__ += ["TimeLimitExceeded", "full_search_refusal", "time_limit"]  # solvers that hang or fail
__all__ += ["MCTSPlayer", "MCTSStepper", "step_through_mcts"]  # stepping through an MCTS search
