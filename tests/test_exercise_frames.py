"""An answer that reads the check's own data through frames or the garbage collector gets [NOT YET].

A check runs the student's code in the student's own kernel, so that code could walk up
the stack into the checker calling it (``sys._getframe(2).f_locals["expected"]``) or look
through every object in memory (``gc.get_objects()``) for what the check compares with.
`course_lib.answer_guard`'s audit hook refuses each way of getting a frame or the object
lists to the student's code while a check runs it, however the code reaches it (an
obfuscated name, `inspect`, a traceback, a generator), for every checker, visible and
hidden; the right answers still pass (`test_exercise_attacks`), and so does an answer that
makes a ``namedtuple`` (which reads its caller's module name from a frame). A guarded
library function keeps the function it guards out of reach the same way (in an audited
``__kwdefaults__``, not a closure cell).
"""

import collections
import functools
import gc
import inspect
import sys

import pytest

import exercise_answers as answers
from course_lib.exercises.minimax import check_minimax
from course_lib.exercises.solving import fork_moves
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


@pytest.mark.parametrize("answer, through", [
    (_obfuscated, "sys._getframe"), (_through_inspect, "sys._getframe"), (_through_a_traceback, "tb_frame"),
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
        assert_not_yet(verdict, f"your function {REFUSED} `__kwdefaults__`")


def _with_a_namedtuple(tree, state, maximizing):
    Value = collections.namedtuple("Value", "utility")
    return Value(answers.minimax(tree, state, maximizing)).utility


def test_an_answer_that_makes_a_namedtuple_passes():
    assert check_minimax(_with_a_namedtuple, seed=3).passed


def test_outside_a_check_frames_are_there_as_usual():
    assert sys._getframe(0).f_code.co_name == "test_outside_a_check_frames_are_there_as_usual"
    assert gc.get_objects()
