"""How a time limit stops student code, wherever it runs.

`limited(seconds)` raises `TimeLimitExceeded` inside the block when it runs too long.
How it does that depends on where the code runs:

* ``"signal"``: in the main thread on Linux and macOS, where Jupyter kernels run
  the cells, ``signal.setitimer``. At the deadline the ``SIGALRM`` handler raises
  `TimeLimitExceeded` in the student's code, between two bytecodes (a
  ``time.sleep`` is interrupted too; one long C call, a huge NumPy operation,
  finishes first);
* ``"thread"``: where there is no ``SIGALRM`` (Windows), or in another thread, or
  when an alarm is already set by someone else (pytest-timeout): a watchdog thread
  raises `TimeLimitExceeded` in the checked thread at the deadline (CPython's
  ``PyThreadState_SetAsyncExc``, as the play board's `time_limit` does), also
  between two bytecodes, without slowing anything down;
* ``"trace"``: where no thread can start (Pyodide, the JupyterLite edition, which
  cannot deliver a signal to a busy interpreter either): a trace function
  (``sys.settrace``) reads the clock at every call, and at every line of student
  code, and raises `TimeLimitExceeded` there. Everything runs several times
  slower under it, so a check's budget is `TRACE_SLOWDOWN` times longer there;
* ``"none"``: if, there, a debugger or a coverage tool is already tracing, its
  tracer is left alone and the check runs without a limit (stop a loop with the
  kernel's stop button). `limit_mechanism()` says which one applies.
"""

import contextlib
import ctypes
import os
import signal
import sys
import sysconfig
import threading
import time

TRACE_SLOWDOWN = 3  # a check's budget is this many times longer under the trace function


class TimeLimitExceeded(BaseException):
    """Raised inside student code that used up the check's time budget.

    A `BaseException` (like `KeyboardInterrupt`), so a student's ``except Exception``
    cannot swallow it and go on looping.
    """


_OURS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the course_lib folder
_PYTHON = tuple({os.path.abspath(path) for name, path in sysconfig.get_paths().items()
                 if name in ("stdlib", "platstdlib", "purelib", "platlib")})


def is_student_file(filename):
    """True for code neither in course_lib nor in Python's own or installed libraries."""
    if filename.startswith("<frozen"):
        return False
    path = os.path.abspath(filename)
    return not (path.startswith(_OURS + os.sep) or path.startswith(_PYTHON))


def limit_mechanism():
    """Return how the time limit is enforced here: ``"signal"``, ``"thread"``, ``"trace"`` or
    ``"none"`` (see the module docstring)."""
    if sys.platform == "emscripten":  # Pyodide: neither signals nor threads
        return "trace" if sys.gettrace() is None else "none"
    if (hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
            and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)):
        return "signal"
    if _ASYNC_EXC is not None:
        return "thread"
    return "trace" if sys.gettrace() is None else "none"


@contextlib.contextmanager
def limited(seconds):
    """Raise `TimeLimitExceeded` in the block if it runs longer than `seconds` (see above)."""
    mechanism = limit_mechanism()
    if mechanism == "signal":
        with _alarm(seconds):
            yield
    elif mechanism == "thread":
        with _watchdog().limit(seconds):
            yield
    elif mechanism == "trace":
        with _traced(seconds):
            yield
    else:
        yield


@contextlib.contextmanager
def _alarm(seconds):
    def stop(signum, frame):
        raise TimeLimitExceeded

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds, 1.0)  # again each second if a bare except ate it
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


class _Watchdog:
    """One daemon thread that raises `TimeLimitExceeded` in threads whose deadline has passed.

    Arming and disarming cost a lock, not a thread: a check may call the student's
    function thousands of times.
    """

    def __init__(self):
        self.condition = threading.Condition()
        self.deadlines, self.fired = {}, set()  # thread ident -> deadline; idents stopped
        threading.Thread(target=self._watch, name="course_lib time limit", daemon=True).start()

    def _watch(self):
        with self.condition:
            while True:
                now = time.monotonic()
                for ident, deadline in list(self.deadlines.items()):
                    if deadline <= now:
                        self.deadlines[ident] = now + 1.0  # again each second if a bare except ate it
                        self.fired.add(ident)
                        _ASYNC_EXC(ctypes.c_ulong(ident), ctypes.py_object(TimeLimitExceeded))
                self.condition.wait(min(self.deadlines.values(), default=now + 60) - now)

    @contextlib.contextmanager
    def limit(self, seconds):
        ident = threading.get_ident()
        with self.condition:
            self.fired.discard(ident)
            self.deadlines[ident] = time.monotonic() + seconds
            self.condition.notify()
        try:
            yield
        except BaseException:
            if self._disarm(ident):
                absorb_pending_stop()
            raise
        if self._disarm(ident):  # stopped as the block ended: its time was up all the same
            absorb_pending_stop()
            raise TimeLimitExceeded

    def _disarm(self, ident):
        """Stop watching this thread; return True if a stop was sent to it."""
        with self.condition:
            self.deadlines.pop(ident, None)
            fired = ident in self.fired
            self.fired.discard(ident)
        return fired


def absorb_pending_stop():
    """Let a `TimeLimitExceeded` sent to this thread but not delivered yet arrive here, and drop it.

    A pending asynchronous exception is delivered at the next check of the
    interpreter's "eval breaker" (a backward jump, a call), so a short loop receives
    it. It must not be withdrawn with ``PyThreadState_SetAsyncExc(thread, NULL)``
    instead: on CPython 3.11 that leaves the interpreter's eval breaker set for
    good, and the next ``sys.settrace`` (a debugger, coverage) hangs the process.
    """
    try:
        for _ in range(100):
            pass
    except TimeLimitExceeded:
        pass


_WATCHDOG = []  # started on first use


def _watchdog():
    if not _WATCHDOG:
        _WATCHDOG.append(_Watchdog())
    return _WATCHDOG[0]


_ASYNC_EXC = getattr(getattr(ctypes, "pythonapi", None), "PyThreadState_SetAsyncExc", None)


@contextlib.contextmanager
def _traced(seconds):
    deadline = time.monotonic() + seconds

    def line(frame, event, arg):
        if time.monotonic() > deadline:
            raise TimeLimitExceeded
        return line

    def call(frame, event, arg):
        if time.monotonic() > deadline:
            raise TimeLimitExceeded
        return line if is_student_file(frame.f_code.co_filename) else None

    sys.settrace(call)
    try:
        yield
    finally:
        sys.settrace(None)
