"""Pig (Neller & Presser 2004): the rules as a `Game` with chance, and optimal play by value iteration."""

from fractions import Fraction

import numpy as np
import pytest

from course_lib import (CHANCE, ExpectiminimaxSolver, GameOverError, GameRunner, HoldAtSolver,
                        InvalidStateError, MalformedMoveError, Pig, PigState, PigTableSolver,
                        WrongPlayerError, evaluate_solvers, hold_at_policy,
                        pig_policy_win_probability, pig_win_probability, solve_pig)


def test_rules():
    game = Pig(goal=20)
    start = game.initial_state()
    assert start == PigState(0, 0, 0, "X", False) and game.to_move(start) == "X"
    assert game.get_valid_moves(start) == ["roll", "hold"]
    rolling = game.make_move(start, "roll", "X")
    assert game.is_chance(rolling) and game.to_move(rolling) == CHANCE
    assert game.chance_outcomes(rolling) == [(Fraction(1, 6), face) for face in range(1, 7)]
    five = game.make_move(rolling, 5, CHANCE)
    assert five == PigState(0, 0, 5, "X", False)  # X keeps the die
    pig = game.make_move(game.make_move(five, "roll", "X"), 1, CHANCE)
    assert pig == PigState(0, 0, 0, "O", False)  # a 1 loses the turn total and passes the die
    held = game.make_move(five, "hold", "X")
    assert held == PigState(5, 0, 0, "O", False)
    assert not game.is_terminal(held) and game.evaluate(held) == 0
    won = game.make_move(PigState(3, 18, 2, "O", False), "hold", "O")
    assert game.is_terminal(won) and game.evaluate(won) == -1 and game.get_valid_moves(won) == []
    assert game.describe(won) == "X 3, O 20 (goal 20): O wins"


def test_illegal_moves_are_named():
    game = Pig(goal=20)
    start = game.initial_state()
    with pytest.raises(MalformedMoveError, match="'stay'"):
        game.make_move(start, "stay", "X")
    with pytest.raises(WrongPlayerError, match="'X' to move"):
        game.make_move(start, "roll", "O")
    rolling = game.make_move(start, "roll", "X")
    with pytest.raises(WrongPlayerError, match="'chance' to move"):
        game.make_move(rolling, 3, "X")
    with pytest.raises(MalformedMoveError, match="face 1-6"):
        game.make_move(rolling, 7, CHANCE)
    with pytest.raises(GameOverError):
        game.make_move(PigState(20, 0, 0, "O", False), "roll", "O")
    with pytest.raises(InvalidStateError, match="not a Pig state"):
        game.is_terminal((0, 0, 0))
    with pytest.raises(InvalidStateError, match="not a chance node"):
        game.chance_outcomes(start)
    for goal in (0, 2.5, True):
        with pytest.raises(ValueError, match="goal"):
            Pig(goal=goal)


@pytest.mark.parametrize("goal, probability", [(10, 0.709424), (20, 0.615559), (100, 0.530593)])
def test_optimal_win_probability_matches_the_reference_values(goal, probability):
    # the design's reference figures, computed outside this project by value iteration (Neller &
    # Presser 2004 solve Pig this way; we do not quote their published digits)
    assert round(pig_win_probability(goal), 6) == probability


def test_value_iteration_agrees_with_deep_expectiminimax_on_the_game_itself():
    # An independent route through `Pig`'s own rules: expectiminimax cut off at depth d (cut-off
    # positions count 0) brackets the optimal value, and the bracket closes as d grows.
    game, goal = Pig(goal=3), 3
    p = solve_pig(goal).win_probability
    lower = ExpectiminimaxSolver(max_depth=20, evaluate=lambda g, s: -1)
    upper = ExpectiminimaxSolver(max_depth=20, evaluate=lambda g, s: 1)
    low = (1 + lower.expectiminimax_value(game, game.initial_state())) / 2
    high = (1 + upper.expectiminimax_value(game, game.initial_state())) / 2
    assert low <= p <= high and high - low < 1e-5


def test_policy_evaluation():
    optimal = solve_pig(20)
    assert pig_policy_win_probability(optimal.roll, optimal.roll) == pytest.approx(0.615559, abs=5e-7)
    # to 20, the optimal policy is "roll until holding wins": the same as hold at 20
    assert np.array_equal(optimal.roll, hold_at_policy(20, 20))
    worse = hold_at_policy(10, 20)
    assert pig_policy_win_probability(optimal.roll, worse) > 0.615559 > \
        pig_policy_win_probability(worse, optimal.roll) + 0.2
    with pytest.raises(ValueError, match="shape"):
        pig_policy_win_probability(optimal.roll, hold_at_policy(10, 10))


def test_strategies_play_by_the_rules_and_matches_are_reproducible():
    game = Pig(goal=20)
    assert HoldAtSolver(20).select_move(game, PigState(0, 0, 19, "X", False), "X") == "roll"
    assert HoldAtSolver(20).select_move(game, PigState(5, 0, 15, "X", False), "X") == "hold"  # wins
    assert HoldAtSolver(10).select_move(game, PigState(0, 0, 12, "X", False), "X") == "hold"
    assert PigTableSolver(solve_pig(20).roll).select_move(game, PigState(0, 0, 19, "O", False), "O") == "roll"
    with pytest.raises(ValueError, match="does not fit"):
        PigTableSolver(solve_pig(10).roll).select_move(game, game.initial_state(), "X")
    first = evaluate_solvers(game, HoldAtSolver(10), HoldAtSolver(20), num_games=50, seed=3)
    assert first == evaluate_solvers(game, HoldAtSolver(10), HoldAtSolver(20), num_games=50, seed=3)
    assert first["draws"] == 0 and sum(first.values()) == 50
    runner = GameRunner(game, seed=0)
    result = runner.play_game(HoldAtSolver(20), HoldAtSolver(20))
    assert result in (1, -1) and any(mover == CHANCE for mover, _ in runner.moves)
    assert len(runner.moves) == len(runner.states) - 1 == len(runner.move_seconds)


def test_hold_thresholds_and_their_plot():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from course_lib import hold_thresholds
    from course_lib.views import plot_hold_thresholds
    # hold at 20: at 20 while 20 more cannot reach the goal, then at the goal itself (100 - i)
    assert hold_thresholds(hold_at_policy(20, 100), 0) == [20] * 81 + list(range(19, 0, -1))
    # to 20 the optimal policy rolls until holding wins: the diagonal 20 - i, whatever the opponent
    assert hold_thresholds(solve_pig(20).roll, 19) == list(range(20, 0, -1))
    with pytest.raises(ValueError, match=r"opponent_score must be an integer in 0\.\.9, got 10"):
        hold_thresholds(hold_at_policy(20, 10), 10)
    with pytest.raises(ValueError, match="shape"):
        hold_thresholds(np.zeros((3, 3)), 0)
    ax = plot_hold_thresholds(hold_at_policy(5, 10), (0, 9), title="hold at 5")
    assert [line.get_label() for line in ax.lines] == ["opponent score 0", "opponent score 9", "hold at 20"]
    assert list(ax.lines[0].get_ydata()) == [5, 5, 5, 5, 5, 5, 4, 3, 2, 1]
    assert ax.get_title() == "hold at 5"
    plt.close(ax.figure)
