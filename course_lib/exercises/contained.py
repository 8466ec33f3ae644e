"""Running a student's function contained: a time limit, and its exception named, never a traceback.

`run_contained(function, what, *args)` returns ``function(*args)`` or raises
`ExerciseFailure` saying what went wrong: the call ran past `seconds`
("...ran for more than 20 s and was stopped"), never ended its recursion, or
raised (the exception's type and message). `NotImplementedError` passes
through, so the `checker` decorator reports an exercise not attempted yet.

The time limit uses ``SIGALRM``: in the main thread on Unix (where notebook
cells run); elsewhere the call runs without one.
"""

import signal
import threading
from contextlib import contextmanager

from . import ExerciseFailure


class _TimeUp(Exception):
    pass


@contextmanager
def time_limit(seconds):
    """Raise `_TimeUp` in the block after `seconds` (Unix main thread; elsewhere no limit)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise _TimeUp()

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run_contained(function, what, *args, seconds=20, too_slow="is there a loop that never ends?"):
    """Return ``function(*args)``; turn any failure of the student's code into an `ExerciseFailure`.

    `what` names the call in the message ("your evaluation"); `too_slow` is
    the hint given when it runs past `seconds`.
    """
    try:
        with time_limit(seconds):
            return function(*args)
    except (NotImplementedError, ExerciseFailure):
        raise
    except _TimeUp:
        raise ExerciseFailure(f"{what} ran for more than {seconds:g} s and was stopped: "
                              f"{too_slow}") from None
    except RecursionError:
        raise ExerciseFailure(f"{what}: the recursion never ends (RecursionError)") from None
    except Exception as error:  # the student's code failed: say how
        raise ExerciseFailure(f"{what} raised {type(error).__name__}: {error}") from None
