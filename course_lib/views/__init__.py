"""Views: everything drawn with matplotlib or rendered as text.

- `board`: a board drawn (`draw_board`, `show_board`, `show_boards`);
- `tree_view`: an explicit `GameTree` as text and drawn (`tree_text`, `draw_tree`);
- `minimax_tree`: a solved tree, values and principal variation shown, or level by level;
- `board_tree`: a game tree with boards at its nodes;
- `trace_views`: a search trace as sentences, CMPUT 396 lines and frames;
- `mcts_view`: MCTS trees with W/N, one simulation's phases, visit shares on the board;
- `match_view`: matches as running averages;
- `count_view`: a game tree's nodes, positions and upper bound per ply (`plot_counts_per_ply`);
- `pig_view`: Pig's policies, the turn total at which to hold (`plot_hold_thresholds`);
- `search_costs`: nodes and seconds of searches by depth (`plot_search_costs`);
- `alt_text`, `descriptions`: every figure's text alternative (`describe(fig, text)` for a
  figure of your own), carried as the ``alt`` metadata of its image output.

Imports: anything in `course_lib` but `widgets`, `exercises` and `course` (widgets draw
with these views, not the other way round).
"""

import matplotlib

from .alt_text import describe, figure_alt, register_with_ipython
from .board import draw_board, show_board, show_boards
from .board_tree import draw_board_tree
from .count_view import plot_counts_per_ply
from .match_view import plot_match, plot_running_average, running_average
from .mcts_view import (
    draw_mcts_step,
    draw_search_tree,
    draw_visit_shares,
    explain_mcts_step,
    show_simulation,
    ucb_table,
)
from .minimax_tree import draw_minimax_tree, minimax_tree_text, show_levels
from .pig_view import plot_hold_thresholds
from .search_costs import plot_search_costs
from .trace_views import cmput396_lines, draw_step, explain, show_frames, trace_text, visited_text
from .tree_view import draw_tree, tree_text

register_with_ipython()  # displayed figures carry their text alternative (alt_text)
# Text in figures at least 14 px at the inline backend's 100 dpi (10.5 pt), ticks and legends too
matplotlib.rcParams["font.size"] = max(matplotlib.rcParams["font.size"], 10.5)

__all__ = [
    "cmput396_lines",
    "describe",
    "figure_alt",
    "draw_board",
    "draw_board_tree",
    "draw_minimax_tree",
    "draw_step",
    "draw_tree",
    "explain",
    "minimax_tree_text",
    "show_board",
    "show_boards",
    "show_frames",
    "show_levels",
    "trace_text",
    "tree_text",
    "visited_text",
    "draw_mcts_step",
    "draw_search_tree",
    "draw_visit_shares",
    "explain_mcts_step",
    "plot_counts_per_ply",
    "plot_hold_thresholds",
    "plot_match",
    "plot_running_average",
    "running_average",
    "show_simulation",
    "ucb_table",
]
