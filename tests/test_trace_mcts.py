"""Recording MCTS searches (course_lib.trace.mcts), their drawings and the step-through widget."""

import html
import math
import re

import matplotlib.pyplot as plt
import pytest

from course_lib import GameTree, MCTSClassicSolver, MCTSSolver, RandomSolver, TicTacToe
from course_lib.trace.mcts import TraceMismatchError, record_mcts
from course_lib.views import (draw_mcts_step, draw_search_tree, draw_visit_shares,
                              explain_mcts_step, plot_match, show_simulation)
from course_lib.widgets.board_controls import live_region
from course_lib.widgets import MCTSStepper, step_through_mcts

TINY = GameTree([[[1, -1], [0, 1]], [[-1, -1], [1, 0]]], node_labels="ABCDEFGHIJKLMNO")


@pytest.fixture
def trace():
    return record_mcts(MCTSClassicSolver(12, seed=0), TINY)


def test_recording_does_not_change_the_search():
    for seed in range(5):
        plain = MCTSClassicSolver(30, seed=seed)
        move = plain.select_move(TINY, (), "X")
        recorded = MCTSClassicSolver(30, seed=seed)
        trace = record_mcts(recorded, TINY)
        assert trace.move == move
        assert recorded.visit_counts() == plain.visit_counts()
        assert "_select_child" not in vars(recorded)  # unwrapped afterwards


def test_every_simulation_is_recorded_with_its_arithmetic(trace):
    assert len(trace.simulations) == 12 and len(trace) == 48
    c = trace.exploration_c
    for sim in trace.simulations:
        assert sim.utility in (-1, 0, 1)
        assert sim.backup[0][0] == () and [key for key, *_ in sim.backup] == sim.path
        for decision in sim.selection:
            best = max(row.ucb for row in decision.rows)
            chosen = next(row for row in decision.rows if row.key == decision.chosen)
            assert chosen.ucb == best
            for row in decision.rows:
                if row.N:
                    expected = row.W / row.N + c * math.sqrt(math.log(decision.parent_visits) / row.N)
                    assert row.ucb == pytest.approx(expected)
        for key, reward, n, w in sim.backup:
            mover_is_x = trace.nodes[key]["player"] == "O"
            assert reward == (sim.utility if mover_is_x else -sim.utility)
    root_n, root_w = trace.statistics(len(trace) - 1)[()]
    assert root_n == 12


def test_statistics_grow_phase_by_phase(trace):
    before = trace.statistics(4)  # selection of simulation 2: tree after simulation 1
    assert before[()][0] == 1 and len(before) == 2
    assert len(trace.statistics(5)) == 3  # the expanded node appears with N = 0
    assert trace.statistics(7)[()][0] == 2


def test_explanations_name_nodes_and_numbers(trace):
    texts = [explain_mcts_step(trace, step) for step in range(len(trace))]
    assert texts[0].startswith("Selection")
    assert any("sqrt(ln" in text for text in texts)
    assert texts[3].startswith("Back-propagation") and "A " in texts[3]


def test_a_selection_that_is_not_the_highest_ucb_is_refused():
    class Contrarian(MCTSClassicSolver):
        def _select_child(self, node):
            return min(node.children.values(), key=lambda child: child.ucb(node.N, 1.414))

    with pytest.raises(TraceMismatchError):
        record_mcts(Contrarian(20, seed=0), TINY)


def test_only_mcts_solvers_are_recorded():
    with pytest.raises(TypeError):
        record_mcts(RandomSolver(1), TINY)


def test_learner_trace_starts_from_its_existing_tree():
    learner = MCTSSolver(10, seed=1)
    learner.select_move(TINY, (), "X")
    trace = record_mcts(learner, TINY, ())
    assert trace.initial[()][0] == 10
    assert trace.statistics(len(trace) - 1)[()][0] == 20


def test_drawings_and_player(trace):
    ax = draw_mcts_step(trace, 5)
    assert "expansion" in ax.get_title()
    fig = show_simulation(trace, 3)
    assert len(fig.axes) == 4
    assert re.fullmatch(r"3\. rollout: \d+ random moves?( \(.*\))?, utility for X -?\d+",
                        fig.axes[2].get_title()), fig.axes[2].get_title()
    with pytest.raises(IndexError):
        show_simulation(trace, 13)
    solver = MCTSClassicSolver(200, seed=0)
    game = TicTacToe()
    solver.select_move(game, game.initial_state(), "X")
    draw_search_tree(solver.search_root, max_depth=2)
    draw_visit_shares(solver.visit_counts())
    results = plot_match(game, MCTSClassicSolver(10, seed=1), RandomSolver(1), 5, progress=False)
    assert sum(results.values()) == 5
    plt.close("all")
    player = step_through_mcts(trace)
    player._on_move("next")
    assert player.stepper.step == 1 and player.slider.value == 1
    assert isinstance(player.stepper, MCTSStepper)
    with pytest.raises(IndexError):
        player.stepper.go(len(trace))
    plt.close("all")


def test_running_average_so_far_and_over_a_window():
    from course_lib.views import running_average

    outcomes = [1, 1, -1, 0, 1, -1]
    assert list(running_average(outcomes)) == pytest.approx([1, 1, 2 / 3, 1 / 2, 3 / 5, 1 / 2])
    assert list(running_average(outcomes, "O", window=2)) == pytest.approx([0, 0, 1 / 2, 1 / 2, 0, 1 / 2])
    assert list(running_average(outcomes, "draw", window=3)) == pytest.approx([0, 0, 0, 1 / 3, 1 / 3, 1 / 3])
    with pytest.raises(ValueError):
        running_average(outcomes, "Y")
    with pytest.raises(ValueError):
        running_average(outcomes, window=0)


def test_player_writes_the_sentence_beside_the_buttons_and_the_ucb_table_under_the_tree(trace):
    """Found in Chromium: the table beside the buttons made the row 4 lines tall at each
    selection, moving the buttons, the slider and the drawing down and back at every step."""
    player = step_through_mcts(trace, step=3)
    assert player.children[-2:] == (player.drawing, player.details)  # the table under the drawing
    assert "course-trace-details" in player.details._dom_classes
    assert player.details.value == "" and player.details.layout.display == "none"
    assert player.explanation.value.startswith(
        live_region("<b>step 3 of 47</b>: Back-propagation: ")[:-len("</div>")])
    for step in range(len(trace)):
        player.slider.value = step
        sentence, *table = player.stepper.explanation.split("\n")
        assert player.explanation.value == live_region(
            f"<b>step {step} of 47</b>: {html.escape(sentence)}")
        assert "\n" not in player.explanation.value and "<br>" not in player.explanation.value
        if table:
            assert step % 4 == 0 and player.details.layout.display is None
            assert player.details.value == "<pre>" + html.escape("\n".join(table)) + "</pre>"
            assert player.details.value.count("&lt;-- chosen") == len(trace.simulations[step // 4].selection)
        else:
            assert player.details.value == "" and player.details.layout.display == "none"
    player.slider.value = 8  # simulation 3: the first selection by UCB1 (A's two children tried)
    assert player.explanation.value == live_region("<b>step 8 of 47</b>: Selection by UCB1 from the root: C.")
    # 1 + sqrt(2)·sqrt(ln 2 / 1) = 2.18 beats 0 + 1.18: one row per child, in a fixed-width block
    assert player.details.value.splitlines()[1:] == [
        "    C: 1/1 + 1.41·sqrt(ln 2 / 1) = 1.00 + 1.18 = 2.18  &lt;-- chosen",
        "    B: 0/1 + 1.41·sqrt(ln 2 / 1) = 0.00 + 1.18 = 1.18</pre>"]
    for button in (player.previous_button, player.next_button):
        assert button.layout.flex == "0 0 auto"  # a long sentence does not squeeze the buttons
    plt.close("all")


def test_node_labels_sit_in_their_boxes_and_names_beside_them(trace):
    """Found in Chromium: W/N written over the triangles' outlines, and at step 0 the root's name
    200 px from its node (placed in data units, which stretch when the tree is one node)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    for step in (0, len(trace) - 1):
        figure = Figure(figsize=(9, 3.4))
        ax = draw_mcts_step(trace, step, ax=figure.subplots(), caption=False)
        canvas = FigureCanvasAgg(figure)
        canvas.draw()  # lays out the boxes around the labels
        renderer = canvas.get_renderer()
        # node labels "W/N" in boxes (edge labels, the moves, sit on white patches of their own)
        boxed = [text for text in ax.texts if text.get_bbox_patch() is not None and "/" in text.get_text()]
        root = next(text for text in boxed if text.get_text().endswith(
            "/{}".format(trace.statistics(step)[()][0])))
        assert root.get_text()[0] == "\u25b2"  # X to move at the root
        box = root.get_bbox_patch().get_window_extent(renderer)
        name = next(text for text in ax.texts if text.get_text() == trace.name(()))
        at = name.get_window_extent(renderer)
        assert 0 <= at.x0 - box.x1 <= 12, (step, box, at)  # just right of the box
        assert abs((at.y0 + at.y1) / 2 - (box.y0 + box.y1) / 2) <= 3
        assert len(boxed) == len(trace.statistics(step))  # every node a box, W/N inside
