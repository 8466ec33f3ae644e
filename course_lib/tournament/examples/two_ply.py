"""A student's bot: alpha-beta two plies deep with the open-lines evaluation.

One ply deeper than ref_alphabeta: it sees the reply to each of its moves, so it
blocks an opponent's line of two before it becomes a win.
"""

from course_lib.solvers import DepthLimitedAlphaBetaSolver, open_lines_evaluation


class TwoPly(DepthLimitedAlphaBetaSolver):
    def __init__(self):
        super().__init__(max_depth=2, evaluation=open_lines_evaluation)
