"""The library does not answer an exercise for the student: one guard for every check.

An exercise asks the student to write what the library already implements
(minimax, alpha-beta, UCB1, a rollout policy, ...). During a check, the library
functions that implement that exercise *refuse to run for the student's code*:

* a library function that implements an exercise carries a *topic*
  (``@answers("search")``, or `guard` applied after the definition so that the
  source shown on a slide has no extra line; every `Solver`'s search methods are
  guarded by `Solver` itself);
* a checker declares the topics its exercise refuses (``checker(..., refuses=...)``,
  `course_lib.exercises.verdict`) and runs the student's code through
  `run_as_student`;
* when a guarded function of a refused topic is called while the student's code
  runs, it looks at who called it: the student's code (a lambda, a helper, an
  alias: any frame of a student file between it and `run_as_student`) or the
  checker's call itself (the library function given as the answer). Either way it
  raises `LibraryAnswerRefused`, and remembers it, so a bare ``except`` in the
  student's code cannot hide it: the verdict says "calls the library's `X`; write
  it yourself". Library code that the checker itself runs beside the student's
  (the opponent in a match) is not refused, and neither is the checker's reference,
  computed outside the student's call.

`refused_answer(obj)` tells the same for an answer handed to library code rather
than called (an evaluation function passed to a solver): a guarded function, its
bound method, a ``functools.partial`` or ``functools.wraps`` wrapper of it.

While the student's code runs in a check, it may not reach for the check's own data
either: frames (``sys._getframe``, ``inspect.stack()``, a traceback's or generator's
frame), the garbage collector's object lists, a trace or profile function, ``ctypes`` calls
where this Python audits them (gh-115322), the function a guarded one guards (its
``__kwdefaults__``, not a closure cell). The check runs
in the student's kernel, so a frame up the stack could hand over the value the check
compares with. An audit hook (PEP 578: each of those raises an auditing event, however
the code gets at it, ``getattr(sys, "_get" + "frame")`` included) raises
`IntrospectionRefused` when the student's code asked, directly or through the standard
library, and remembers it like a library call. The library's own use (tracebacks, time
limits, this guard) goes on, and so does the standard library's where the student gets
names or text only: a ``namedtuple``, ``Enum`` or dataclass made in an answer, logging,
``traceback.print_exc()``. Outside a check nothing is refused.

Imports: nothing of ours (every package may import this module).
"""

import functools
import inspect
import os
import sys
import threading

__all__ = ["IntrospectionRefused", "LibraryAnswerRefused", "answers", "guard", "library_source", "refused_answer",
           "refusing", "run_as_student"]


class LibraryAnswerRefused(BaseException):
    """Raised when a guarded library function is called for the student's answer.

    A `BaseException`, so that ``except Exception`` in the student's code lets it
    through; `name` is the function's name (``"MinimaxSolverV1.minimax_value"``).
    """

    def __init__(self, name):
        super().__init__(f"calls the library's `{name}`; write it yourself")
        self.name = name


class IntrospectionRefused(LibraryAnswerRefused):
    """Raised when the student's code reads frames or the garbage collector during a check;
    `name` is what it used (``"sys._getframe"``, ``"tb_frame"``, ``"gc.get_objects"``)."""

    def __init__(self, name):
        BaseException.__init__(self, (
            "reaches the library's own function through `__kwdefaults__`; write it yourself"
            if name == "__kwdefaults__" else
            f"reads the check's own data through `{name}`: an answer works from its arguments alone"))
        self.name = name


class _Check:
    """What the running check refuses, where the student's call starts, what was refused."""

    def __init__(self, topics, is_student_file):
        self.topics, self.is_student_file = frozenset(topics), is_student_file
        self.boundaries = []  # frames of `run_as_student` now running (innermost last)
        self.refused = None  # the first refusal (a `LibraryAnswerRefused`)


_checks = []  # the checks running now (a check inside a check: the innermost one counts)


class refusing:
    """Context manager: during the block, `topics` are refused to code that
    `is_student_file(filename)` says is the student's (see the module docstring)."""

    def __init__(self, topics, is_student_file):
        self.check = _Check(topics, is_student_file)

    def __enter__(self):
        _checks.append(self.check)
        return self.check

    def __exit__(self, *exc):
        _checks.remove(self.check)


def run_as_student(function, *args):
    """Return ``function(*args)``: the student's code, under the running check's refusals.

    Raises `LibraryAnswerRefused` if the student's code called a refused library
    function (even if the code caught the exception itself).
    """
    check = _checks[-1] if _checks else None
    if check is None:
        return function(*args)
    check.boundaries.append(sys._getframe(0))
    try:
        result = function(*args)
    except LibraryAnswerRefused:
        raise
    except BaseException:
        if check.refused:
            raise _again(check.refused) from None
        raise
    finally:
        check.boundaries.pop()
    if check.refused:
        raise _again(check.refused)
    return result


def _again(refusal):
    return type(refusal)(refusal.name)


def answers(*topics, name=None):
    """Decorator: the function implements an exercise of `topics` (see the module docstring).

    `name` is what the verdict calls it (the function's qualified name by default).
    The check costs one test of an empty list when no check runs.
    """
    def decorate(function):
        label = name or function.__qualname__

        # The function guarded is a keyword default, not a closure cell: reading ``__kwdefaults__``
        # raises an auditing event, refused during a check (a closure cell's does not).
        @functools.wraps(function)
        def guarded(*args, _guarded_function=function, **kwargs):
            if _checks:
                _refuse_for_student(label, topics, sys._getframe(1))
            return _guarded_function(*args, **kwargs)

        # No ``__wrapped__``: it would hand the student the unguarded function.
        del guarded.__wrapped__
        guarded.__signature__ = _signature(function)
        guarded.library_answer = (label, frozenset(topics))
        return guarded

    return decorate


def guard(function, *topics, name=None):
    """``answers(*topics, name=name)(function)``, for a module that keeps its source plain."""
    return answers(*topics, name=name)(function)


def _signature(function):
    try:
        return inspect.signature(function)
    except (TypeError, ValueError):  # a callable without one: the wrapper's own
        return None


_GUARDED_CODE = answers()(lambda: None).__code__  # the code of every guarded function


def library_source(obj):
    """``inspect.getsource(obj)``, a guarded function (or its method) showing its own source."""
    function = getattr(obj, "__func__", obj)
    while getattr(function, "__code__", None) is _GUARDED_CODE:  # the function it guards
        function = function.__kwdefaults__["_guarded_function"]
    return inspect.getsource(function)


def _refuse_for_student(label, topics, caller):
    check = _checks[-1]
    if not check.boundaries or check.topics.isdisjoint(topics):
        return
    boundary, frame, direct = check.boundaries[-1], caller, True
    while frame is not None and frame is not boundary:
        filename = frame.f_code.co_filename
        if filename != __file__:  # a guarded function calling another: look past the wrapper
            if check.is_student_file(filename):
                break
            direct = False
        frame = frame.f_back
    else:  # reached the student call's start without a student frame
        if frame is None or not direct:
            return  # not below the student's call, or library code the checker runs beside it
    check.refused = check.refused or LibraryAnswerRefused(label)
    raise LibraryAnswerRefused(label)


# What hands the student's code a frame, every object, or a guarded function's own function:
# auditing events (PEP 578) of CPython 3.8+.
_INTROSPECTION_EVENTS = frozenset({"sys._getframe", "sys._current_frames", "sys._current_exceptions",
                                   "sys.settrace", "sys.setprofile", "ctypes.call_function",
                                   "gc.get_objects", "gc.get_referrers", "gc.get_referents"})
_FRAME_ATTRIBUTES = frozenset({"tb_frame", "gi_frame", "cr_frame", "ag_frame"})
_auditing = threading.local()  # set while the hook itself looks at the stack


def _audit(event, arguments):
    """The audit hook: refuse introspection to the student's code during a check (module docstring).
    Outside a check nothing is refused: IPython's help and completion read what they need."""
    if not _checks or not _checks[-1].boundaries:
        return
    if event == "object.__getattr__":
        if arguments[1] in _FRAME_ATTRIBUTES or (arguments[1] == "__kwdefaults__" and getattr(
                arguments[0], "__code__", None) is _GUARDED_CODE):
            _refuse_if_student(_checks[-1], arguments[1])
    elif event in _INTROSPECTION_EVENTS and not getattr(_auditing, "on", False):
        _refuse_if_student(_checks[-1], event)


def _refuse_if_student(check, name):
    _auditing.on = True
    try:
        frame = sys._getframe(2)  # the code that asked
    finally:
        _auditing.on = False
    if _asked_by_student(check, frame):
        check.refused = check.refused or IntrospectionRefused(name)
        raise IntrospectionRefused(name)


def _asked_by_student(check, frame):
    """True when the first frame from `frame` up that is the library's or the student's is the
    student's, below the running student call (the standard library and
    installed packages are looked through: ``inspect.stack()`` is the student's asking, but
    ``traceback.print_exc()`` and ``logging``, which give the student text, are not)."""
    if os.path.abspath(frame.f_code.co_filename) in _NAMING_ONLY:
        return False
    boundary, entry = check.boundaries[-1], None
    while frame is not None and frame is not boundary:
        filename = os.path.abspath(frame.f_code.co_filename)
        if filename.startswith(_LIBRARY):
            return False
        if check.is_student_file(frame.f_code.co_filename):
            return not (entry and _gives_text_only(entry))
        entry, frame = frame, frame.f_back
    return False


def _gives_text_only(frame):
    """The standard function the student called prints or returns text, never a frame."""
    filename, name = os.path.abspath(frame.f_code.co_filename), frame.f_code.co_name
    return (filename == _STANDARD["traceback.py"] and name in _TRACEBACK_TEXT
            or filename == _STANDARD["logging/__init__.py"] and name not in ("currentframe", "<lambda>"))


_LIBRARY = os.path.dirname(os.path.abspath(__file__)) + os.sep  # the course_lib folder
_STANDARD = {name: os.path.join(os.path.dirname(os.path.abspath(os.__file__)), name)
             for name in ("collections/__init__.py", "enum.py", "typing.py", "traceback.py",
                          "logging/__init__.py")}
# Standard modules that take a frame only to read its module's name (``namedtuple``, ``Enum``,
# ``TypeVar`` made inside an answer), and never hand it on.
_NAMING_ONLY = {_STANDARD[name] for name in ("collections/__init__.py", "enum.py", "typing.py")}
_TRACEBACK_TEXT = frozenset({"print_exc", "format_exc", "print_exception", "format_exception",
                             "print_stack", "format_stack", "print_tb", "format_tb", "print_last"})


sys.addaudithook(_audit)


def refused_answer(answer, topics):
    """The name of the guarded library function of `topics` that `answer` is, or None.

    Follows bound methods, ``functools.partial``, ``functools.wraps`` wrappers, the
    `function` of a move ordering, and callable objects whose class's ``__call__`` is guarded.
    """
    seen, todo = set(), [answer]
    while todo:
        item = todo.pop()
        if item is None or id(item) in seen:
            continue
        seen.add(id(item))
        mark = getattr(item, "library_answer", None)
        if isinstance(mark, tuple) and len(mark) == 2 and not set(topics).isdisjoint(mark[1]):
            return mark[0]
        todo += [getattr(item, attribute, None) for attribute in ("__func__", "func", "__wrapped__", "function")]
        if not isinstance(item, type):
            todo.append(getattr(type(item), "__call__", None))
    return None
