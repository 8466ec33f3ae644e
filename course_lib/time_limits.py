"""One time limit for everything that runs code a person waits for: checkers and the play board.

`limited(seconds)` raises `TimeLimitExceeded` inside the block when it runs too long.
Two layers, so that the common case never needs an exception thrown from outside:

* **cooperative**: a search that loops (`MCTSSolver`, `ConnectFourSolver`) calls
  `check_deadline()` between two steps, which raises `TimeLimitExceeded` there, at a
  point where its data are consistent, once the innermost block's deadline has passed;
* **forced**, for code that never asks (a student's ``while True``), by one of:

  - ``"signal"``: in the main thread on Linux and macOS, where Jupyter kernels run
    cells, ``signal.setitimer``: the ``SIGALRM`` handler raises `TimeLimitExceeded`
    between two bytecodes (a ``time.sleep`` is interrupted too);
  - ``"thread"``: where there is no ``SIGALRM`` (Windows), in another thread (the
    subshell threads where JupyterLab 4.4+ runs widget handlers), or when an alarm
    is already set by someone else (pytest-timeout): a watchdog thread raises it in
    the limited thread (CPython's ``PyThreadState_SetAsyncExc``, as the `stopit`
    package does), also between two bytecodes, without slowing anything down;
  - ``"trace"``: where no thread can start (Pyodide, the JupyterLite edition): a
    trace function (``sys.settrace``) reads the clock at every call and every line
    of the files `traced(filename)` selects, and raises there; everything runs
    several times slower under it. Without `traced`, only the cooperative layer;
  - ``"none"``: if a debugger or a coverage tool already traces there, its tracer
    is left alone, and only the cooperative layer applies.

  The forced stop is **sent again** every `RESEND_SECONDS` until the block has
  ended: a stop that lands in a weakref or garbage-collector callback is printed
  by CPython as "Exception ignored" and dropped, and a student's bare ``except``
  can swallow one; the next one ends the block all the same.

What no time limit in Python can stop: one long call into C code (a huge NumPy
operation finishes first) and ``os._exit`` (the process ends; nothing is caught).

Imports: nothing of ours (every package may import this module).
"""

import contextlib
import ctypes
import signal
import sys
import threading
import time

RESEND_SECONDS = 0.25  # a stop that was dropped or swallowed is sent again after this long
REPORT_SECONDS = 1.0  # how long past its deadline a stop waits for ``sys.unraisablehook`` (`_quiet`)


class TimeLimitExceeded(BaseException):
    """Raised inside code that ran past its time limit.

    A `BaseException` (like `KeyboardInterrupt`), so that an ``except Exception`` in
    the stopped code cannot swallow it and go on.
    """


_local = threading.local()  # .deadlines: the deadlines of the blocks this thread is in


def check_deadline():
    """Raise `TimeLimitExceeded` if the innermost `limited` block of this thread is out of time.

    Costs one clock read: call it between two steps of a long search.
    """
    deadlines = getattr(_local, "deadlines", None)
    if deadlines and time.monotonic() >= deadlines[-1]:
        raise TimeLimitExceeded


def limit_mechanism():
    """Return how a time limit is forced here: ``"signal"``, ``"thread"``, ``"trace"`` or
    ``"none"`` (see the module docstring)."""
    if sys.platform == "emscripten":  # Pyodide: neither signals nor threads
        return "trace" if sys.gettrace() is None else "none"
    if (hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
            and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)):
        return "signal"
    if _ASYNC_EXC is not None and _watchdog() is not None:
        return "thread"
    return "trace" if sys.gettrace() is None else "none"


class limited:
    """Context manager: raise `TimeLimitExceeded` in the block if it runs longer than `seconds`
    (see the module docstring).

    `seconds` None: no limit. `traced(filename)` says which files the trace
    function watches where it is the only way (Pyodide); None: none.

    A class, not a generator: a stop that arrives while the block is being entered or left
    (in `__enter__` or `__exit__`, before the alarm is disarmed) is not raised there, where it
    would skip the disarming and leave the alarm going off in whatever runs next; the stop sent
    again, or `__exit__` itself, ends the block instead. An outer block's stop landing deeper, in
    what entering calls, undoes the entering before it goes on outward: no deadline of a block
    that never began stays on the thread's stack or with the watchdog.
    """

    def __init__(self, seconds, traced=None):
        self.seconds, self.traced, self.mechanism = seconds, traced, None

    def __enter__(self):
        if self.seconds is None:
            return self
        deadlines = _local.__dict__.setdefault("deadlines", [])
        self.depth, self.deadline = len(deadlines), time.monotonic() + self.seconds
        deadlines.append(min([self.deadline] + deadlines[-1:]))  # an outer limit still applies
        try:
            self._arm()
        except BaseException:  # an outer block's stop landed in what `_arm` calls: this block never began
            self.__exit__(None, None, None)
            raise
        return self

    def _arm(self):
        self.mechanism = limit_mechanism()
        if self.mechanism == "signal":
            self.previous = signal.signal(signal.SIGALRM, _stop_on_alarm)
            signal.setitimer(signal.ITIMER_REAL, self.seconds, RESEND_SECONDS)  # again until disarmed
        elif self.mechanism == "thread":
            self.watchdog = _watchdog()
            self.watchdog.arm(self.seconds)
        elif self.mechanism == "trace" and self.traced is not None:
            sys.settrace(_trace_function(self.deadline, self.traced))

    def __exit__(self, kind, value, traceback):
        if self.seconds is None:
            return False
        try:
            if self.mechanism == "signal" and hasattr(self, "previous"):
                _disarm_alarm(self.previous)
            elif self.mechanism == "thread" and hasattr(self, "watchdog") and self.watchdog.disarm() \
                    and kind is None:
                raise TimeLimitExceeded  # stopped as the block ended: its time was up all the same
            elif self.mechanism == "trace" and self.traced is not None:
                sys.settrace(None)
        finally:
            del _local.deadlines[self.depth:]  # this block's deadline, and any an inner block left behind
        return False


def _stop_on_alarm(signum, frame):
    """The SIGALRM handler: raise `TimeLimitExceeded`, but not where `_quiet` says."""
    deadlines = getattr(_local, "deadlines", None)
    if not _quiet(frame, time.monotonic() - deadlines[-1] if deadlines else 0.0):
        raise TimeLimitExceeded


def _quiet(frame, overdue):
    """True where a stop must wait for the next one: while a block is entered or left (`frame` is
    its top frame), or, until `overdue` (seconds past the deadline) reaches `REPORT_SECONDS`,
    inside ``sys.unraisablehook``, which is reporting an exception CPython dropped (a stop that
    landed in a garbage-collector callback, say): raised there, the stop would cut the report
    short, and pytest turns a hook that fails into an error of the test. The bound keeps a hook
    that never returns from keeping the block going."""
    if frame is None:
        return False
    if frame.f_code in _QUIET_CODE:
        return True
    if overdue >= REPORT_SECONDS:
        return False
    hook = sys.unraisablehook
    hook_code = getattr(getattr(hook, "func", hook), "__code__", None)  # a function or a partial
    while hook_code is not None and frame is not None:
        if frame.f_code is hook_code:
            return True
        frame = frame.f_back
    return False


def _disarm_alarm(previous):
    """Stop the alarm and put the previous handler back (the handler is quiet in this frame)."""
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


class _Watchdog:
    """One daemon thread that raises `TimeLimitExceeded` in threads whose deadline has passed,
    and again every `RESEND_SECONDS` until they leave their block.

    Arming and disarming cost a lock, not a thread: a check may call the student's
    function thousands of times.
    """

    def __init__(self):
        self.condition = threading.Condition()
        self.deadlines, self.fired = {}, set()  # thread ident -> deadline; idents stopped
        self.due = {}  # thread ident -> its block's own deadline (`deadlines` moves on each stop)
        threading.Thread(target=self._watch, name="course_lib time limit", daemon=True).start()

    def _watch(self):
        with self.condition:
            while True:
                now = time.monotonic()
                frames = sys._current_frames()
                for ident, deadline in list(self.deadlines.items()):
                    if deadline <= now and _quiet(frames.get(ident), now - self.due[ident]):
                        self.deadlines[ident] = now + 0.01  # where `_quiet` says: soon again
                    elif deadline <= now:
                        self.deadlines[ident] = now + RESEND_SECONDS
                        self.fired.add(ident)
                        _ASYNC_EXC(ctypes.c_ulong(ident), ctypes.py_object(TimeLimitExceeded))
                self.condition.wait(min(self.deadlines.values(), default=now + 60) - now)

    def arm(self, seconds):
        """Watch this thread: stop it once `seconds` have passed, and again until `disarm`."""
        ident = threading.get_ident()
        with self.condition:
            self.fired.discard(ident)
            self.deadlines[ident] = self.due[ident] = time.monotonic() + seconds
            self.condition.notify()

    def disarm(self):
        """Stop watching this thread; return True if a stop was sent to it (a stop sent but not
        delivered yet is absorbed here). A stop arriving meanwhile is caught and the disarming
        retried: the thread must never be left armed after its block."""
        ident = threading.get_ident()
        while True:
            try:
                with self.condition:
                    self.deadlines.pop(ident, None)
                    self.due.pop(ident, None)
                    fired = ident in self.fired
                    self.fired.discard(ident)
                if fired:
                    absorb_pending_stop()
                return fired
            except TimeLimitExceeded:
                continue


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


_WATCHDOG = []  # started on first use; [None] where no thread can start


def _watchdog():
    if not _WATCHDOG:
        try:
            _WATCHDOG.append(_Watchdog())
        except RuntimeError:  # "can't start new thread"
            return None
    return _WATCHDOG[0]


_ASYNC_EXC = getattr(getattr(ctypes, "pythonapi", None), "PyThreadState_SetAsyncExc", None)


def _trace_function(deadline, traced):
    """The trace function of the ``"trace"`` mechanism: raise once `deadline` has passed, at a call
    or a line of a file `traced(filename)` selects."""
    def line(frame, event, arg):
        if time.monotonic() > deadline:
            raise TimeLimitExceeded
        return line

    def call(frame, event, arg):
        if time.monotonic() > deadline:
            raise TimeLimitExceeded
        return line if traced(frame.f_code.co_filename) else None

    return call


# Where a stop is not raised: a block being entered or left, its alarm or watchdog being disarmed,
# and a generator context manager's own enter and exit (one that wraps a block, as `check_limits`
# does: raised there, before its generator resumes, the stop would skip the block's `__exit__`).
_QUIET_CODE = frozenset(function.__code__ for function in (
    limited.__enter__, limited.__exit__, limited._arm, _disarm_alarm, _Watchdog.arm, _Watchdog.disarm,
    contextlib._GeneratorContextManager.__enter__, contextlib._GeneratorContextManager.__exit__))
