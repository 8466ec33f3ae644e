"""Widgets for playing in JupyterLab: `play_against` (the board) and its logic, `PlaySession`.

Example (in a notebook cell)::

    from course_lib import TicTacToe, MinimaxSolverV1
    from course_lib.widgets import play_against
    play_against(TicTacToe(), MinimaxSolverV1(), human="O")

Imports: views and what views may import (games, solvers, analysis, trace,
play); never `exercises` or `course`. A widget holds no logic a test cannot
reach: the logic lives in plain classes (`PlaySession`, `TraceStepper`).
"""

from .board import PlayBoard, play_against
from .session import PlaySession, default_hint_solver
from .trace_player import TracePlayer, TraceStepper, step_through

__all__ = ["PlayBoard", "PlaySession", "default_hint_solver", "play_against"]
__all__ += ["TracePlayer", "TraceStepper", "step_through"]  # stepping through a search trace
from .mcts_player import MCTSPlayer, MCTSStepper, step_through_mcts  # noqa: E402

__all__ += ["MCTSPlayer", "MCTSStepper", "step_through_mcts"]  # stepping through an MCTS search
