"""Views: everything drawn with matplotlib or rendered as text (MCTS trees, match plots, ...).

Views may import games, solvers, analysis and traces, never widgets.
"""

from .match_view import plot_match, plot_running_average, running_average
from .mcts_view import (
    draw_mcts_step,
    draw_search_tree,
    draw_visit_shares,
    explain_mcts_step,
    show_simulation,
    ucb_table,
)

__all__ = ["draw_mcts_step", "draw_search_tree", "draw_visit_shares", "explain_mcts_step",
           "plot_match", "plot_running_average", "running_average", "show_simulation", "ucb_table"]
