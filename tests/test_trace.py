"""Search traces: the true record of the solvers' searches, and its renderings."""

import math

import matplotlib.pyplot as plt
import pytest

from course_lib import (
    DepthLimitedMinimaxSolver,
    GameTree,
    MinimaxAlphaBetaSolver,
    MinimaxAlphaBetaSolverV1,
    MinimaxAlphaBetaSolverV2,
    MinimaxSolver,
    MinimaxSolverV1,
    MinimaxSolverV2,
    NegamaxAlphaBetaSolver,
    RandomSolver,
    TraceMismatchError,
    aima_figure_5_2,
    cmput396_tree,
    hkust_tree,
    pruning_walkthrough_tree,
    trace_search,
    two_move_game,
)
from course_lib.views.trace_views import (cmput396_lines, draw_step, explain, show_frames, trace_text,
                                    visited_text)

# The trace of seed 004 (CMPUT 396, "python3 alphabeta.py < t1.in"), line by line.
CMPUT396_TRACE = """\
A -999 999 -999
B -999 999 -999
D -999 999 -999
D leaf value 7
D now best child of B
D improved alpha(B) to -7
E -999 7 -999
E leaf value 5
E now best child of B
E improved alpha(B) to -5
B -5 999 -5
B now best child of A
B improved alpha(A) to 5
C -999 -5 -999
F 5 999 -999
F leaf value 3
F now best child of C
F improved alpha(C) to -3
alpha >= beta, prune remaining children of C
C -3 -5 -3
A 5 999 5"""


def leaf_values(trace, kind="leaf"):
    return [event.value for event in trace.of_kind(kind)]


def pruned_names(trace):
    return [[node.name for node in event.pruned] for event in trace.cutoffs()]


# ----------------------------------------------------------------------
# The lecture trees, as traced
# ----------------------------------------------------------------------
def test_figure_5_2_never_visits_the_leaves_4_and_6():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())
    assert (trace.value, trace.move) == (3, 0)
    assert leaf_values(trace) == [3, 12, 8, 2, 14, 5, 2]
    assert trace.pruned() == [(1, 1), (1, 2)]  # the leaves 4 and 6
    assert pruned_names(trace) == [["c2", "c3"]]
    assert trace.principal_variation() == [(), (0,), (0, 0)]


def test_figure_5_2_visited_flags_as_in_the_seed():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())
    assert visited_text(trace) == """\
└── A visited
    ├── B visited
    │   ├── b1=3 visited
    │   ├── b2=12 visited
    │   └── b3=8 visited
    ├── C visited
    │   ├── c1=2 visited
    │   ├── c2=4
    │   └── c3=6
    └── D visited
        ├── d1=14 visited
        ├── d2=5 visited
        └── d3=2 visited"""
    assert visited_text(trace, step=3).count("visited") == 3  # A, B, b1


def test_walkthrough_follows_the_lectures_sequence():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), pruning_walkthrough_tree())
    steps = [(event.kind, event.node.name, event.value if event.kind != "cutoff"
              else [node.key for node in event.pruned])
             for event in trace.of_kind("alpha", "beta", "cutoff")]
    assert steps == [
        ("alpha", "0-0", -1), ("alpha", "0-0", 3),     # alpha -1, 3
        ("beta", "0", 3),                               # beta 3
        ("alpha", "0-1", 5), ("cutoff", "0-1", [(0, 1, 1)]),  # alpha 5, prune leaf 1
        ("alpha", "root", 3),                           # root 3
        ("beta", "1", -4), ("cutoff", "1", [(1, 1)]),   # (-6, -4 leave alpha at 3) beta -4, prune
    ]
    assert leaf_values(trace) == [-1, 3, 5, -6, -4]
    assert trace.value == 3
    assert explain(trace, trace.events.index(trace.cutoffs()[0])) == (
        "beta = 3 <= alpha = 5 at 0-1: prune the remaining child 0-1-1.")


def test_hkust_tree_cuts_off_after_the_leaves_6_and_3():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), hkust_tree())
    assert trace.value == 7
    cut_after = [trace[trace.events.index(event) - 2] for event in trace.cutoffs()]
    assert [(event.kind, event.child_value) for event in cut_after] == [("backup", 6), ("backup", 3)]
    assert leaf_values(trace) == [9, 8, 7, 6, 3]
    assert len(trace.cutoffs("alpha")) == 2 and trace.cutoffs("beta") == []


@pytest.mark.parametrize("solver", [MinimaxAlphaBetaSolverV1(), NegamaxAlphaBetaSolver()],
                         ids=["minimax format", "negamax format"])
def test_cmput396_tree_prunes_g_and_h(solver):
    trace = trace_search(solver, cmput396_tree())
    assert trace.value == 5
    assert pruned_names(trace) == [["G", "H"]]


def test_cmput396_trace_format_reproduces_the_seed():
    trace = trace_search(NegamaxAlphaBetaSolver(), cmput396_tree())
    assert trace.form == "negamax"
    assert cmput396_lines(trace) == CMPUT396_TRACE.splitlines()


def test_minimax_trace_has_no_bounds_and_no_cutoffs():
    trace = trace_search(MinimaxSolverV1(), two_move_game())
    assert (trace.form, trace.value, trace.move) == ("minimax", 3, "A")
    assert trace.nodes_visited == 7 and trace.cutoffs() == []
    assert all(event.alpha is None for event in trace)
    assert cmput396_lines(trace)[:3] == ["root ? ? -999", "A ? ? 999", "A-C ? ? -999"]


# ----------------------------------------------------------------------
# The trace is the record of the same search
# ----------------------------------------------------------------------
@pytest.mark.parametrize("make_solver", [MinimaxAlphaBetaSolverV2, MinimaxSolverV2,
                                         MinimaxAlphaBetaSolver, MinimaxSolver])
def test_traced_and_untraced_searches_agree_on_tictactoe(game, make_solver):
    state = game.initial_state() if make_solver is not MinimaxSolverV2 else (
        game.make_move(game.make_move(game.initial_state(), (1, 1), "X"), (0, 0), "O"))
    player = game.to_move(state)
    untraced, traced = make_solver(), make_solver()
    move = untraced.select_move(game, state, player)
    trace = trace_search(traced, game, state)
    assert trace.move == move
    assert trace.value == untraced.minimax_value(game, state, player)
    assert trace.nodes_visited == traced.nodes_visited
    if make_solver is MinimaxAlphaBetaSolverV2:
        assert (trace.nodes_visited, trace.leaves_reached) == (18_297, 7_330)
        assert len(trace.cutoffs("alpha")) == traced.alpha_cutoffs == 2_976
        assert len(trace.cutoffs("beta")) == traced.beta_cutoffs == 1_261
    assert "_alphabeta" not in vars(traced) and "_minimax" not in vars(traced)


def test_cached_and_horizon_nodes(game):
    solver = MinimaxAlphaBetaSolver()
    trace = trace_search(solver, game)
    assert trace.nodes_visited == solver.nodes_visited == 5_404
    # 2,092 cache hits: 1,594 on unfinished positions; the others are finished
    # positions, which the trace shows as leaves (their value is the same either way)
    assert len(trace.of_kind("cached")) == 1_594 and solver.cache_hits == 2_092
    trace = trace_search(DepthLimitedMinimaxSolver(max_depth=2), game)
    assert len(trace.of_kind("horizon")) == 72 and trace.leaves_reached == 0


def test_a_search_that_breaks_its_rules_is_not_recorded_as_alphabeta():
    class WideWindow(MinimaxAlphaBetaSolverV1):  # ignores the window it is given
        def _alphabeta(self, state, player, maximizing, depth, alpha, beta):
            return super()._alphabeta(state, player, maximizing, depth, -math.inf, math.inf)

    with pytest.raises(TraceMismatchError, match="got the window"):
        trace_search(WideWindow(), aima_figure_5_2())

    class Inflated(MinimaxAlphaBetaSolverV1):  # returns a value it did not back up
        def _alphabeta(self, state, player, maximizing, depth, alpha, beta):
            value, move = super()._alphabeta(state, player, maximizing, depth, alpha, beta)
            return (value + 1 if move is not None else value), move

    with pytest.raises(TraceMismatchError, match=r"A returned \(4, 'C'\), expected \(3, 'C'\)"):
        trace_search(Inflated(), two_move_game())


def test_untraceable_solver_and_bad_steps():
    with pytest.raises(TypeError, match="cannot trace RandomSolver"):
        trace_search(RandomSolver(1), two_move_game())
    trace = trace_search(MinimaxAlphaBetaSolverV1(), two_move_game())
    with pytest.raises(IndexError, match="outside this trace's steps 0..20"):
        explain(trace, 21)
    with pytest.raises(TypeError, match="step must be an integer"):
        trace.visited("3")
    with pytest.raises(ValueError, match="kind must be 'alpha', 'beta' or None"):
        trace.cutoffs("gamma")


def test_repr_and_sentences_are_deterministic():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), hkust_tree())
    assert repr(trace) == ("SearchTrace(MinimaxAlphaBetaSolverV1 on GameTree(HKUST 9..1): "
                           "34 events, 9 nodes, value 7, move 0)")
    assert repr(trace[0]) == "Event(enter, root, alpha=-inf, beta=inf, value=-inf)"
    assert trace_text(trace, 20, 22).splitlines() == [
        " 20: 1-0 returns 6 to 1: 1's value so far becomes 6.",
        " 21: beta = 6 at 1: MIN can hold MAX to at most that.",
        " 22: beta = 6 <= alpha = 7 at 1: prune the remaining children 1-1, 1-2.",
    ]
    assert explain(trace, 33) == "The search is over: root has value 7, best move 0."  # the child named "0" (no labels)
    labelled = trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())
    assert explain(labelled, len(labelled) - 1) == "The search is over: A has value 3, best move B."


def test_last_child_cutoff_condition_is_explained():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())
    assert explain(trace, 35) == ("beta = 2 at D: MIN can hold MAX to at most that, and beta <= "
                                  "alpha, but D has no children left to prune.")


def test_tictactoe_nodes_are_named_by_moves(game):
    state = game.make_move(game.make_move(game.initial_state(), (0, 0), "X"), (1, 1), "O")
    trace = trace_search(MinimaxAlphaBetaSolverV1(), game, state)
    assert trace[0].node.name == "root"
    assert trace[1].node.name == "(0, 1)" and trace[2].node.name == "(0, 1) (0, 2)"


# ----------------------------------------------------------------------
# Drawings
# ----------------------------------------------------------------------
def texts(ax):
    return [text.get_text() for text in ax.texts]


def test_draw_step_shows_bounds_values_current_node_and_pruned_branches():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())
    step = trace.events.index(trace.cutoffs()[0])
    ax = draw_step(trace, step)
    shown = texts(ax)
    assert "α=3\nβ=2" in shown and "α=3\nβ=∞" in shown  # C and A
    assert "beta = 2 <= alpha = 3 at C: prune the remaining children c2, c3." in shown
    assert ax.get_title() == "step 20 of 38"
    dashed = [line for line in ax.lines if line.get_linestyle() == "--"]
    assert len(dashed) == 2 and all(line.get_color() == "grey" for line in dashed)
    current = [line for line in ax.lines if line.get_markeredgecolor() == "darkorange"]
    assert len(current) == 1 and tuple(current[0].get_xydata()[0]) == (4.0, -1.0)  # C
    plt.close("all")


def test_show_frames_draws_one_panel_per_step():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), pruning_walkthrough_tree())
    figure = show_frames(trace, [0, 19, len(trace) - 1], per_row=2)
    panels = [ax for ax in figure.axes if ax.get_title()]
    assert [ax.get_title() for ax in panels] == ["step 0 of 39", "step 19 of 39", "step 39 of 39"]
    red = [line for line in panels[-1].lines if line.get_color() == "crimson"]
    assert len(red) == 3  # the principal variation: root, 0, 0-0, leaf 3
    with pytest.raises(ValueError, match="steps is empty"):
        show_frames(trace, [])
    with pytest.raises(ValueError, match="per_row=3: frames are drawn one or two a row"):
        show_frames(trace, [0, 1, 2], per_row=3)
    plt.close("all")


def test_frames_fit_the_notebook_width_with_ten_point_text():
    """Two frames a row at most 9.4 in wide (JupyterLab shows them unshrunk at 100 dpi), else one."""
    walkthrough = trace_search(MinimaxAlphaBetaSolverV1(), pruning_walkthrough_tree())
    two_wide = show_frames(walkthrough, [0, 1, 2])
    assert two_wide.get_figwidth() <= 9.4 and two_wide.axes[0].get_gridspec().ncols == 2
    assert min(text.get_fontsize() for ax in two_wide.axes for text in ax.texts) >= 10
    wide_tree = GameTree([[1, 2, 3, 4, 5]] * 5)  # 25 leaves: two frames would not fit
    one_wide = show_frames(trace_search(MinimaxAlphaBetaSolverV1(), wide_tree), [0, 1])
    assert one_wide.axes[0].get_gridspec().ncols == 1
    plt.close("all")


def test_only_explicit_trees_are_drawn(game):
    trace = trace_search(MinimaxAlphaBetaSolverV1(), game, game.make_move(
        game.make_move(game.initial_state(), (0, 0), "X"), (1, 1), "O"))
    for show in (draw_step, lambda trace, step: show_frames(trace, [step]),
                 lambda trace, step: visited_text(trace, step)):
        with pytest.raises(TypeError, match="not on TicTacToe.* use trace_text or cmput396_lines"):
            show(trace, 0)
    assert trace_text(trace, 0, 0) == "  0: Start the search at root (MAX) with alpha = -∞, beta = ∞."


def test_trace_of_a_labelled_copy_uses_the_labels():
    walkthrough = pruning_walkthrough_tree()
    labelled = GameTree(walkthrough.tree, node_labels="abcdefg" + "hijklmno", name="labelled")
    trace = trace_search(MinimaxAlphaBetaSolverV1(), labelled)
    assert pruned_names(trace) == [["k"], ["g"]]
