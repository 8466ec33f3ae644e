"""Running a student's code inside a checker: a time limit, every exception named, no traceback.

A checker calls the student's functions through `contained`, and turns a
lazy answer (a generator, ``map(...)``) into a list with `materialize`, since
iterating it runs student code too. Whatever goes wrong in the student's code
becomes an `ExerciseFailure` whose message names

* the exception (``ZeroDivisionError: division by zero``) or the time limit;
* the first line of the student's code it came from, going up from where it was
  raised: in a notebook, the line of the cell (```line 4 of the cell, in minimax:
  `return minimax(tree, state, maximizing)` ```);
* a hint for that kind of failure when the checker has one (a `RecursionError`
  from a recursion without a base case, an illegal move, ...).

A library function that implements the exercise refuses to run for the
student's code (`course_lib.answer_guard`): the message says "calls the
library's `X`; write it yourself". What comes back must be plain values: an object
of a class of the student's own that redefines comparing or converting it
(``__eq__``, ``__hash__``, ``__bool__``, ...) could make any comparison say "right".

A ``raise NotImplementedError`` in the student's code passes through: the
exercise is not answered yet (the `checker` decorator says so). So does a real
Ctrl-C (the kernel's stop button): `noticing_ctrl_c` tells it apart from a
``raise KeyboardInterrupt`` in the student's code, which, like ``SystemExit``
(``sys.exit()``, ``exit()``) and ``GeneratorExit``, becomes a verdict.

What cannot be contained: ``os._exit`` ends the process at once (nothing runs
after it, no ``finally``), and one long call into C code finishes before any
time limit can stop it.

The time limit
--------------
Each check gets one budget, `time_limit()` seconds (10 by default; change it
with `set_time_limit`), for all the student's code it runs. How it is enforced
where the code runs (a signal, a watchdog thread, a trace function) is the
business of `time_limits`.
"""

import contextlib
import linecache
import os
import reprlib
import signal
import threading
import time
import traceback

from ..answer_guard import LibraryAnswerRefused, run_as_student
from .time_limits import (TRACE_SLOWDOWN, TimeLimitExceeded, is_student_class, is_student_file,
                          limit_mechanism, limited)

_TIME_LIMIT = [10.0]  # seconds of student code per check (a list: one value to change)
CHECKER_SECONDS = 10.0  # the checker's own work (and comparing, printing the answer) per check
MAX_ITEMS = 100_000  # items `materialize` reads from a student's iterable before giving up


class ExerciseFailure(AssertionError):
    """Raised by a checker with a message saying what was expected and what came back."""


def time_limit():
    """Return the seconds of student code one check may run (10 unless `set_time_limit` changed it)."""
    return _TIME_LIMIT[0]


def set_time_limit(seconds):
    """Give each check `seconds` of student code (a positive number); return the previous limit.

    For a slow machine, or an exercise whose honest answers are slow::

        from course_lib.exercises import set_time_limit
        set_time_limit(30)
    """
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not seconds > 0:
        raise ValueError(f"the time limit is a positive number of seconds, got {seconds!r}")
    previous, _TIME_LIMIT[0] = _TIME_LIMIT[0], float(seconds)
    return previous


class _Budget:
    def __init__(self, seconds):
        self.seconds, self.used = seconds, 0.0


_budgets = []  # the budget of the check running now (the `checker` decorator pushes one)


def _new_budget():
    slowdown = TRACE_SLOWDOWN if limit_mechanism() == "trace" else 1
    return _Budget(time_limit() * slowdown)


_ctrl_c = {"watching": False, "pressed": False}  # a SIGINT handler of ours is installed / fired


@contextlib.contextmanager
def noticing_ctrl_c():
    """While the block runs (in the main thread), note a real Ctrl-C (SIGINT) before it raises
    `KeyboardInterrupt`, so that `ctrl_c_pressed` tells it from a student's ``raise``."""
    if _ctrl_c["watching"] or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)

    def pressed(signum, frame):
        _ctrl_c["pressed"] = True
        if callable(previous):
            previous(signum, frame)  # ipykernel's or Python's own handler: raises KeyboardInterrupt
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, pressed)
    _ctrl_c.update(watching=True, pressed=False)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        _ctrl_c["watching"] = False


def ctrl_c_pressed():
    """True when the person pressed Ctrl-C (or the stop button) during the current check."""
    return _ctrl_c["pressed"]


@contextlib.contextmanager
def check_limits():
    """One check: a budget for the student's code (`check_budget`), Ctrl-C noticed, and a
    time limit on everything, the budget plus `CHECKER_SECONDS` for the checker's own work,
    so that comparing or printing an answer whose ``__eq__``, ``__repr__`` or ``__bool__``
    loops is stopped too (not under the trace function, which one limit at a time can use:
    there only the student's calls are limited)."""
    with check_budget(), noticing_ctrl_c():
        outer = (_budgets[-1].seconds + CHECKER_SECONDS
                 if limit_mechanism() in ("signal", "thread") else None)
        with limited(outer):
            yield


@contextlib.contextmanager
def check_budget():
    """Give the student code run in the block one shared budget of `time_limit()` seconds."""
    _budgets.append(_new_budget())
    try:
        yield
    finally:
        _budgets.pop()


def contained(function, *args, what="your function", hints=None):
    """Return ``function(*args)``, running it as student code (see the module docstring).

    `what` names the call in messages ("on the Two-Move game your function");
    `hints` maps exception classes to a hint added to the message. Raises
    `ExerciseFailure` for any exception or the time limit, and lets through a
    `NotImplementedError` raised by the student's own code.
    """
    budget = _budgets[-1] if _budgets else _new_budget()
    started = time.monotonic()
    try:
        if budget.used >= budget.seconds:
            raise TimeLimitExceeded
        with noticing_ctrl_c(), limited(budget.seconds - budget.used):
            result = run_as_student(function, *args)
        _refuse_rigged(result, what)
        return result
    except ExerciseFailure:
        raise
    except LibraryAnswerRefused as refused:
        raise ExerciseFailure(f"{what} {refused}") from None
    except TimeLimitExceeded as stop:
        raise ExerciseFailure(f"{what} ran for more than {budget.seconds:g} s and was stopped"
                              f"{_at(stop)}: is there a loop or a recursion that never ends? "
                              "(set_time_limit(seconds) gives slow code longer)") from None
    except NotImplementedError as error:
        if _raised_by_student(error):
            raise
        raise ExerciseFailure(_failure(what, error, hints)) from None
    except Exception as error:  # whatever the student's code raised, RecursionError included
        raise ExerciseFailure(_failure(what, error, hints)) from None
    except (KeyboardInterrupt, SystemExit, GeneratorExit) as error:
        if isinstance(error, KeyboardInterrupt) and ctrl_c_pressed():
            raise  # the person stopped the check
        raise ExerciseFailure(_failure(what, error, hints)) from None
    finally:
        budget.used += time.monotonic() - started


# What an answer's own class could redefine so that any comparison or test says "right".
_RIGGED = ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__bool__",
           "__float__", "__int__", "__index__")


def _refuse_rigged(result, what):
    """Raise `ExerciseFailure` if `result` (or an item of its lists, tuples, sets, dicts) is an
    object of the student's own class that redefines comparing or converting it (``class
    Yes(float): __eq__ = lambda self, other: True``): an answer is made of plain values."""
    todo, looked, types = [result], 0, set()
    while todo and looked < 4 * MAX_ITEMS:
        item, looked = todo.pop(), looked + 1
        if type(item) not in types:  # a list of a thousand tuples: tuple is looked at once
            types.add(type(item))
            for cls in type(item).__mro__:
                rigged = [name for name in _RIGGED if _redefined(cls, name)] if is_student_class(cls) else []
                if rigged:
                    raise ExerciseFailure(f"{what} returned a `{type(item).__name__}`, a class of your own "
                                          f"that redefines `{rigged[0]}`: return plain values (numbers, lists, "
                                          "sets)")
        if type(item) in (list, tuple, set, frozenset):
            todo.extend(item)
        elif type(item) is dict:
            todo.extend(item.keys())
            todo.extend(item.values())


def _redefined(cls, name):
    """`cls` itself defines `name` (not as None, nor as the ``__eq__`` a dataclass writes)."""
    method = vars(cls).get(name)
    generated = hasattr(cls, "__dataclass_fields__") and getattr(
        getattr(method, "__code__", None), "co_filename", None) == "<string>"
    return method is not None and not generated


def materialize(iterable, what="your answer"):
    """Return ``list(iterable)``, reading it as student code (a generator runs the student's
    code); more than `MAX_ITEMS` items is an `ExerciseFailure` (an endless generator)."""
    def read():
        items = []
        for item in iterable:  # a Python loop: the time limit can stop it between items
            items.append(item)
            if len(items) > MAX_ITEMS:
                raise ExerciseFailure(f"{what} yields more than {MAX_ITEMS:,} items: does it end?")
        return items

    if not hasattr(iterable, "__iter__"):
        raise ExerciseFailure(f"{what} should be a collection (a set, a list, ...), got {shown(iterable)}")
    return contained(read, what=what)


_repr = reprlib.Repr()
_repr.maxstring = _repr.maxother = 60


def shown(value):
    """A short repr of a student's value for a message (never raises, never pages long)."""
    try:
        return _repr.repr(value)
    except Exception:  # a student's class with a broken __repr__
        return f"<a {type(value).__name__} that cannot be printed>"


# ----------------------------------------------------------------------
# Where in the student's code
# ----------------------------------------------------------------------
def _student_frames(error):
    return [(frame.f_code, line) for frame, line in traceback.walk_tb(error.__traceback__)
            if is_student_file(frame.f_code.co_filename)]


def _raised_by_student(error):
    frames = list(traceback.walk_tb(error.__traceback__))
    return bool(frames) and is_student_file(frames[-1][0].f_code.co_filename)


def _at(error):
    """``", at line 4 of the cell, in minimax: `return ...`"`` for the innermost student line."""
    frames = _student_frames(error)
    if not frames:
        return ""
    code, number = frames[-1]
    filename = code.co_filename
    cell = "ipykernel_" in filename or filename.startswith("<ipython-input")
    place = f"line {number} of {'the cell' if cell else os.path.basename(filename)}"
    functions = [c.co_name for c, _ in frames if not c.co_name.startswith("<")]  # no <listcomp>
    if functions:
        place += f", in {functions[-1]}"
    text = linecache.getline(filename, number).strip()
    if len(text) > 60:
        text = text[:57] + "..."
    return f", at {place}" + (f": `{text}`" if text else "")


def _failure(what, error, hints):
    hint = next((text for kind, text in (hints or {}).items() if isinstance(error, kind)), None)
    if isinstance(error, RecursionError):
        return (f"{what} never stops recursing (RecursionError){_at(error)}: "
                + (hint or "does every call reach a case that returns without recursing?"))
    message = (str(error).strip() or "").splitlines()
    name = type(error).__name__ + (f": {message[0]}" if message else "")
    return f"{what} raised {name}{_at(error)}" + (f": {hint}" if hint else "")
