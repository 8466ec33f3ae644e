"""Traces of expectiminimax and expectimax searches: chance nodes recorded with their weights."""

from fractions import Fraction

import matplotlib

from course_lib import (ExpectimaxSolver, ExpectiminimaxSolver, Pig, TicTacToe, trace_search)
from course_lib.exercises.chance import worked_example_tree
from course_lib.views.trace_views import draw_step, trace_text

matplotlib.use("Agg")


def test_chance_nodes_back_up_weighted_sums():
    trace = trace_search(ExpectiminimaxSolver(memoize=False), worked_example_tree())
    assert (trace.form, trace.value, trace.move, trace.nodes_visited) == ("expectiminimax", Fraction(5, 2), 1, 15)
    chance_backups = [(e.node.name, e.probability, e.value) for e in trace.of_kind("backup")
                      if e.node.role == "CHANCE"]
    assert chance_backups == [("0", Fraction(1, 3), 1), ("0", Fraction(2, 3), Fraction(7, 3)),
                              ("1", Fraction(1, 2), 2), ("1", Fraction(1, 2), Fraction(5, 2))]
    assert [e.node.role for e in trace.of_kind("enter")][:3] == ["MAX", "CHANCE", "MIN"]
    assert "with probability 2/3: 0's probability-weighted sum so far is 7/3." in trace_text(trace)
    assert trace.principal_variation() == [(), (1,)]
    draw_step(trace, 10)


def test_expectimax_traces_the_opponent_as_chance_and_cache_hits_as_cached():
    trace = trace_search(ExpectimaxSolver(memoize=False), worked_example_tree())
    assert trace.value == Fraction(16, 3) and trace.move == 0
    weights = [e.probability for e in trace.of_kind("backup") if e.node.name == "0-0"]
    assert weights == [Fraction(1, 2), Fraction(1, 2)]  # O's node, averaged by the opponent model
    game = TicTacToe()
    state = game.make_move(game.initial_state(), (1, 1), "X")
    memo = trace_search(ExpectimaxSolver(), game, state, "O")
    assert memo.value == Fraction(-26, 35) and memo.move == (0, 0)
    assert memo.of_kind("cached")


def test_depth_limited_search_of_pig_stops_at_the_horizon():
    trace = trace_search(ExpectiminimaxSolver(max_depth=4, memoize=False), Pig(goal=10))
    assert trace.nodes_visited == 99 and trace.move == "roll"
    assert {e.node.role for e in trace.of_kind("enter")} == {"MAX", "CHANCE", "MIN"}
    assert len(trace.of_kind("horizon")) > 0
