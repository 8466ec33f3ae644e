"""Checkers nothing escapes (issue 19, item 4).

Before: `SystemExit`, `KeyboardInterrupt` raised by the student's code and
`GeneratorExit` gave no verdict; an answer whose `__eq__` loops hung the kernel, since
answers were compared after the time limit had ended; `check_evaluation` printed 93.8
million characters for a 10^7-element list; `check_threats_first` (now `check_fork_moves`) passed an answer that
rewired the game object it reused; `check_last_move_wins` accepted any truthy value.
A real Ctrl-C (SIGINT) must still stop the check.
"""

import signal
import sys
import time

import pytest

from course_lib.exercises.connect_four import check_evaluation, check_last_move_wins
from course_lib.exercises.solving import check_fork_moves, fork_moves
from course_lib.exercises.verdict import MAX_MESSAGE

from tests.test_exercises_connect_four import last_move_wins


def raises_keyboard_interrupt(*args):
    raise KeyboardInterrupt


def calls_sys_exit(*args):
    sys.exit(3)


def raises_generator_exit(*args):
    raise GeneratorExit


@pytest.mark.parametrize("student, name", [(raises_keyboard_interrupt, "KeyboardInterrupt"),
                                           (calls_sys_exit, "SystemExit: 3"),
                                           (raises_generator_exit, "GeneratorExit")])
def test_student_code_raising_an_exit_or_an_interrupt_gets_a_verdict(student, name):
    verdict = check_last_move_wins(student)
    assert verdict.status == "failed"
    assert verdict.message.startswith(f"your last_move_wins raised {name}, at line ")
    assert student.__name__ in verdict.message


def test_a_real_ctrl_c_still_stops_the_check():
    def pressed_ctrl_c(state, column):
        signal.raise_signal(signal.SIGINT)  # what the kernel's stop button sends
        return True

    with pytest.raises(KeyboardInterrupt):
        check_last_move_wins(pressed_ctrl_c)
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # put back


class LoopingEquality(tuple):
    """A move that never finishes comparing itself."""

    def __eq__(self, other):
        while True:
            pass

    __hash__ = tuple.__hash__


class LoopingRepr(tuple):
    """A move that never finishes printing itself."""

    def __repr__(self):
        while True:
            pass


@pytest.fixture
def short_checker_time(monkeypatch):
    """The checker's own work gets 1 s instead of 10 (comparing an answer is quick)."""
    from course_lib.exercises import containment

    monkeypatch.setattr(containment, "CHECKER_SECONDS", 1.0)


def test_an_answer_whose_eq_loops_is_refused_before_it_is_compared(short_checker_time):
    verdict = check_fork_moves(lambda game, state, player: [LoopingEquality((0, 0))])
    assert verdict.status == "failed"
    assert "returned a `LoopingEquality`, a class of your own that redefines `__eq__`" in verdict.message


def test_an_answer_whose_repr_loops_is_stopped_with_a_verdict(short_checker_time):
    started = time.monotonic()
    verdict = check_fork_moves(lambda game, state, player: [LoopingRepr((9, 9))])  # wrong: printed
    assert verdict.status == "failed"
    assert "does its __eq__, __repr__, __hash__ or __bool__ loop?" in verdict.message
    assert time.monotonic() - started < 12  # the checker's own second, not forever


class LoopingBool:
    def __bool__(self):
        while True:
            pass


def test_an_answer_whose_bool_loops_is_stopped_with_a_verdict(short_time_limit, short_checker_time):
    verdict = check_last_move_wins(lambda state, column: LoopingBool())
    assert verdict.status == "failed" and "LoopingBool" in verdict.message


def test_a_huge_answer_gives_a_short_verdict():
    started = time.monotonic()
    verdict = check_evaluation(lambda game, state: list(range(10**7)))
    assert verdict.status == "failed" and len(verdict.message) < MAX_MESSAGE + 100
    assert "expected a number" in verdict.message
    assert time.monotonic() - started < 10


def test_an_answer_that_rewires_the_game_gets_its_own_copy():
    def rewiring(game, state, player):
        game.winning_moves = lambda state, player: []  # no threats, ever: "no fork" would pass
        return fork_moves(game, state, player)

    assert check_fork_moves(rewiring).status == "failed"


def test_last_move_wins_must_return_a_real_bool():
    verdict = check_last_move_wins(lambda state, column: int(last_move_wins(state, column)))
    assert verdict.status == "failed" and verdict.message.startswith("returned 1: return True or False")
    assert check_last_move_wins(last_move_wins).passed


def test_a_nan_from_the_students_back_propagation_gets_a_hint_not_an_index_error():
    import math

    from course_lib.exercises.mcts import check_backpropagate

    def nan_backup(path, utility):  # right on a node's first visit: the fixed paths let it through
        for node in path:
            node.N += 1
            node.W += math.nan if node.N > 1 else (utility if node.player == "O" else -utility)

    verdict = check_backpropagate(nan_backup)
    assert verdict.status == "failed"
    assert "raised ValueError" in verdict.message and "IndexError" not in verdict.message
    assert verdict.message.endswith("W or N is NaN (is the back-propagation adding NaN?)")
