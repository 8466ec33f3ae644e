"""An answer that reads the check's own data through frames or the garbage collector gets [NOT YET].

A check runs the student's code in the student's own kernel, so that code could walk up
the stack into the checker calling it (``sys._getframe(2).f_locals["expected"]``) or look
through every object in memory (``gc.get_objects()``) for what the check compares with.
`course_lib.answer_guard`'s audit hook refuses each way of getting a frame or the object
lists to the student's code while a check runs it, however the code reaches it (an
obfuscated name, `inspect`, a traceback, a generator), for every checker, visible and
hidden; the right answers still pass (`test_exercise_attacks`), and so do answers that make
a ``namedtuple`` or a dataclass, log, or print a traceback (the standard library reads frames
for them, and hands the student text). An answer equal to everything (a class of its own
whose ``__eq__`` says yes) and the checkers' own private minimax are refused too, and a
checker whose reference was replaced by the student's code (a monkeypatched solver) says so. A guarded
library function keeps the function it guards out of reach the same way (in an audited
``__kwdefaults__``, not a closure cell).
"""

import collections
import dataclasses
import functools
import gc
import inspect
import io
import logging
import sys
import traceback

import pytest

import exercise_answers as answers
from course_lib.exercises.minimax import check_minimax
from course_lib.exercises.minimax import _mistaken_minimax
from course_lib.exercises.solving import check_fork_moves, fork_moves
from test_exercise_attacks import assert_not_yet, verdicts

REFUSED = "reads the check's own data through"


def _reading_frames(answer):
    """`answer`, which first takes its caller's frame and would walk up to the check's locals."""
    if not callable(answer):
        return answer

    @functools.wraps(answer)
    def snoop(*arguments, **options):
        frame = sys._getframe(1)
        while frame is not None and "expected" not in frame.f_locals:
            frame = frame.f_back
        return answer(*arguments, **options)

    return snoop


@pytest.mark.parametrize("name", sorted(answers.REFERENCE))
def test_an_answer_reading_the_checkers_frames_is_refused(name):
    arguments = [_reading_frames(argument) for argument in answers.REFERENCE[name]]
    for verdict in verdicts(name, *arguments):
        assert_not_yet(verdict, f"{REFUSED} `sys._getframe`: an answer works from its arguments alone")


def _obfuscated(tree, state, maximizing):
    return getattr(sys, "_get" + "frame")(3).f_locals.get("expected")


def _through_inspect(tree, state, maximizing):
    return [record.frame.f_locals.get("expected") for record in inspect.stack()][-1]


def _through_a_traceback(tree, state, maximizing):
    try:
        raise ValueError
    except ValueError as error:
        return error.__traceback__.tb_frame.f_back.f_locals.get("expected")


def _through_a_generator(tree, state, maximizing):
    generator = (x for x in [0])
    return generator.gi_frame.f_back


def _every_object(tree, state, maximizing):
    return len(gc.get_objects())


def _every_thread(tree, state, maximizing):
    return sys._current_frames()


def _a_trace_function(tree, state, maximizing):
    sys.settrace(lambda frame, event, argument: None)
    sys.settrace(None)
    return answers.minimax(tree, state, maximizing)


def _caught_and_hidden(tree, state, maximizing):
    try:
        sys._getframe(1)
    except BaseException:  # noqa: B036: the refusal is remembered all the same
        pass
    return answers.minimax(tree, state, maximizing)


def _through_logging(tree, state, maximizing):
    return logging.currentframe().f_back.f_locals.get("expected")


@pytest.mark.parametrize("answer, through", [
    (_obfuscated, "sys._getframe"), (_through_inspect, "sys._getframe"), (_through_a_traceback, "tb_frame"),
    (_through_logging, "sys._getframe"),
    (_through_a_generator, "gi_frame"), (_every_object, "gc.get_objects"),
    (_every_thread, "sys._current_frames"), (_a_trace_function, "sys.settrace"),
    (_caught_and_hidden, "sys._getframe")])
def test_every_way_to_a_frame_is_refused(answer, through):
    assert_not_yet(check_minimax(answer, seed=3), f"on the Two-Move game tree your function {REFUSED} `{through}`")


def _through_the_guards_default(game, state, player):
    return fork_moves.__kwdefaults__["_guarded_function"](game, state, player)


def test_a_guarded_function_keeps_the_function_it_guards_out_of_reach():
    assert not any(callable(cell.cell_contents) for cell in fork_moves.__closure__ or ())
    for verdict in verdicts("check_fork_moves", _through_the_guards_default):
        assert_not_yet(verdict, "your function reaches the library's own function through `__kwdefaults__`")


class _Yes(float):
    """A number equal to every number."""
    __eq__ = lambda self, other: True  # noqa: E731
    __ne__ = lambda self, other: False  # noqa: E731
    __hash__ = float.__hash__


class _Everywhere(int):
    """A move equal to every move."""
    __eq__ = lambda self, other: True  # noqa: E731
    __hash__ = int.__hash__


def test_an_answer_equal_to_everything_is_refused():
    assert_not_yet(check_minimax(lambda tree, state, maximizing: _Yes(0), seed=3),
                   "your function returned a `_Yes`, a class of your own that redefines `__eq__`: "
                   "return plain values")
    assert_not_yet(check_fork_moves(lambda game, state, player: [_Everywhere(0)]),
                   "returned a `_Everywhere`, a class of your own that redefines `__eq__`")


class _Zero:
    def minimax_value(self, tree, state, player):
        return 0


def test_a_checker_whose_reference_was_replaced_refuses_to_check(monkeypatch):
    import course_lib.exercises.minimax as checker_module
    from course_lib import MinimaxSolverV1

    monkeypatch.setattr(MinimaxSolverV1, "minimax_value", lambda self, tree, state, player: 0)
    assert_not_yet(check_minimax(lambda tree, state, maximizing: 0, seed=3),
                   "the checker's `MinimaxSolverV1.minimax_value` was replaced by code of yours: restart the "
                   "kernel and leave the library as it is")
    monkeypatch.undo()
    monkeypatch.setattr(checker_module, "MinimaxSolverV1", _Zero)
    assert_not_yet(check_minimax(lambda tree, state, maximizing: 0, seed=3),
                   "the checker's `MinimaxSolverV1` was replaced by code of yours")
    monkeypatch.undo()
    assert check_minimax(answers.minimax, seed=3).passed


def test_a_built_in_type_is_not_taken_for_the_students_code():
    from course_lib.exercises.time_limits import class_file, is_student_class
    from course_lib.exercises.verdict import _foreign

    own = check_minimax.__code__.co_filename
    assert class_file(int) is None and not is_student_class(int) and not _foreign(int, own)
    assert is_student_class(_Zero) and _foreign(_Zero, own)  # a class in this file: a student's


def test_the_checkers_own_minimax_is_refused():
    assert_not_yet(check_minimax(lambda tree, state, maximizing: _mistaken_minimax(tree, state, maximizing, None),
                                 seed=3), "calls the library's `_mistaken_minimax`; write it yourself")


@dataclasses.dataclass(frozen=True)
class _Value:
    utility: float


def _with_a_namedtuple(tree, state, maximizing):
    Value = collections.namedtuple("Value", "utility")
    return Value(answers.minimax(tree, state, maximizing)).utility


def _with_dataclasses(tree, state, maximizing):
    @dataclasses.dataclass
    class Local:
        utility: float

    return Local(_Value(answers.minimax(tree, state, maximizing)).utility).utility


def _with_logging_and_a_printed_traceback(tree, state, maximizing):
    logging.getLogger("student").warning("state %s", state)
    try:
        1 / 0
    except ZeroDivisionError:
        traceback.print_exc(file=io.StringIO())
        traceback.format_exc()
    return answers.minimax(tree, state, maximizing)


@pytest.mark.parametrize("answer", [_with_a_namedtuple, _with_dataclasses, _with_logging_and_a_printed_traceback])
def test_honest_answers_using_the_standard_library_pass(answer):
    assert check_minimax(answer, seed=3).passed


def test_outside_a_check_frames_are_there_as_usual():
    assert sys._getframe(0).f_code.co_name == "test_outside_a_check_frames_are_there_as_usual"
    assert gc.get_objects()
