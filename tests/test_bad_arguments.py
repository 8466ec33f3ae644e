"""Bad arguments refused at once, with the parameter named (issue 19, item 5).

Each case was accepted before (or failed later with a raw TypeError / RecursionError):
a play board time limit of 'abc' ran with no limit, 0 / -1 / nan made every call time
out; `ConnectFour(30_000)` took 1.4 GB; Pig took impossible states; the Pig analysis
took tolerances and thresholds that cannot work; `ExpectiminimaxSolver(memoize='no')`
was accepted; `ExpectimaxSolver` with a model returning None or strings raised a raw
TypeError; a 198-deep chance chain raised a raw RecursionError.
"""

import math
from fractions import Fraction

import pytest

from course_lib import (Chance, ConnectFour, ExpectimaxSolver, ExpectiminimaxSolver, GameTree, Pig,
                        RandomSolver, TicTacToe)
from course_lib.analysis.pig_value_iteration import (hold_at_policy, pig_policy_win_probability,
                                                     solve_pig)
from course_lib.games.base import CHANCE, Game, InvalidStateError, MalformedMoveError
from course_lib.games.pig import PigState
from course_lib.solvers.expectiminimax import SearchTooDeepError
from course_lib.widgets import PlaySession, play_against


@pytest.mark.parametrize("seconds", ["abc", 0, -1, math.nan, math.inf, True])
def test_a_play_board_time_limit_that_cannot_work_is_refused(seconds):
    with pytest.raises(ValueError, match="^time_limit must be a positive, finite number of seconds"):
        PlaySession(TicTacToe(), RandomSolver(1), time_limit=seconds)
    with pytest.raises(ValueError, match="^time_limit must be"):
        play_against(TicTacToe(), RandomSolver(1), time_limit=seconds)


def test_a_play_board_without_a_limit_or_with_a_short_one_is_fine():
    assert PlaySession(TicTacToe(), RandomSolver(1), time_limit=None).time_limit is None
    assert PlaySession(TicTacToe(), RandomSolver(1), time_limit=0.5).time_limit == 0.5


@pytest.mark.parametrize("width, height, name", [(30_000, 6, "width"), (7, 101, "height"),
                                                 (0, 6, "width")])
def test_connect_four_board_size_is_capped(width, height, name):
    with pytest.raises(ValueError, match=f"^{name} must be an integer from 1 to 100, got"):
        ConnectFour(width, height)
    assert ConnectFour(100, 100).width == 100


@pytest.mark.parametrize("state, field", [
    (PigState(-5, 0, 0, "X", False), "score_X"), (PigState(0, 2.5, 0, "X", False), "score_O"),
    (PigState(0, 0, True, "X", False), "turn_total"),
])
def test_pig_refuses_impossible_states_naming_the_field(state, field):
    with pytest.raises(InvalidStateError, match=f"{field} must be an integer >= 0"):
        Pig(20).get_valid_moves(state)


def test_pig_refuses_a_non_bool_rolling_and_a_float_die_face():
    with pytest.raises(InvalidStateError, match="rolling True or False"):
        Pig(20).to_move(PigState(0, 0, 0, "X", 1))
    rolling = PigState(0, 0, 0, "X", True)
    with pytest.raises(MalformedMoveError, match="a die outcome is a face 1-6"):
        Pig(20).make_move(rolling, 3.0, CHANCE)
    assert Pig(20).make_move(rolling, 3, CHANCE) == PigState(0, 0, 3, "X", False)


@pytest.mark.parametrize("kwargs, name", [({"tolerance": 0}, "tolerance"), ({"tolerance": -1}, "tolerance"),
                                          ({"tolerance": math.nan}, "tolerance"),
                                          ({"max_sweeps": 0}, "max_sweeps"),
                                          ({"max_sweeps": 10.0}, "max_sweeps")])
def test_value_iteration_refuses_a_tolerance_or_sweeps_that_cannot_work(kwargs, name):
    with pytest.raises(ValueError, match=f"^{name} must be"):
        solve_pig(10, **kwargs)
    policy = hold_at_policy(5, 10)
    with pytest.raises(ValueError, match=f"^{name} must be"):
        pig_policy_win_probability(policy, policy, **kwargs)


@pytest.mark.parametrize("threshold", [-5, math.nan, 2.5, "20"])
def test_hold_at_policy_refuses_a_threshold_that_is_no_turn_total(threshold):
    with pytest.raises(ValueError, match="^threshold must be an integer >= 0"):
        hold_at_policy(threshold, 10)


def test_expectiminimax_memoize_must_be_a_bool():
    with pytest.raises(TypeError, match="^memoize must be True or False, got 'no'"):
        ExpectiminimaxSolver(memoize="no")


@pytest.mark.parametrize("answer", [None, [("half", 0), ("half", 1)], 5, [(math.nan, 0)]])
def test_an_opponent_model_that_returns_no_lottery_raises_the_documented_value_error(answer):
    solver = ExpectimaxSolver(lambda game, state, player: answer)
    tree = GameTree([[1, 2], [3, 4]])
    with pytest.raises(ValueError, match="opponent model <lambda>"):
        solver.select_move(tree, tree.initial_state(), "X")


def _chance_chain(levels):
    node = [1, 2]
    for _ in range(levels):
        node = Chance([(Fraction(1), node)])
    return GameTree([node, 0])


@pytest.mark.parametrize("solver", [ExpectiminimaxSolver(), ExpectiminimaxSolver(memoize=False),
                                    ExpectimaxSolver()], ids=["memo", "plain", "expectimax"])
def test_a_198_deep_chance_chain_that_game_tree_accepts_is_searched(solver):
    tree = _chance_chain(198)
    assert solver.select_move(tree, tree.initial_state(), "X") == 0


class Countdown(Game):
    """A chain of `n` chance nodes, each with one outcome: deeper than any recursion can go."""

    def __init__(self, n):
        self.n = n

    def initial_state(self):
        return 0

    def to_move(self, state):
        return "X" if state == 0 else CHANCE

    def is_chance(self, state):
        return 0 < state < self.n

    def chance_outcomes(self, state):
        return [(1, "tick")]

    def get_valid_moves(self, state):
        return [] if state >= self.n else ["tick"]

    def make_move(self, state, move, player):
        return state + 1

    def get_opponent(self, player):
        return "O" if player == "X" else "X"

    def is_terminal(self, state):
        return state >= self.n

    def evaluate(self, state):
        return 1 if state >= self.n else 0


def test_a_game_deeper_than_the_search_can_follow_gets_a_clear_error():
    with pytest.raises(SearchTooDeepError, match="deeper than its recursive search can follow"):
        ExpectiminimaxSolver().select_move(Countdown(5000), 0, "X")
    # a game a few hundred plies deep is searched (each ply costs two frames: the recursion and the
    # answer guard's wrapper, which refuses the recursion to student code during a check)
    assert ExpectiminimaxSolver().select_move(Countdown(300), 0, "X") == "tick"
