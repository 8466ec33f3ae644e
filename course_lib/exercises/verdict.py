"""The verdict of a check, as a student sees it: `[PASSED]`, `[NOT YET]` or `[TO DO]`.

`checker` turns a checking function (it returns a success message or raises
`ExerciseFailure`) into what a check cell calls: it runs the check with one
time budget for the student's code (`containment`), and shows a `CheckResult`.
In a notebook the result is shown as HTML, the status as a coloured badge; its
plain-text form, what nbval compares and a terminal prints, is short lines that
never break inside a word::

    [NOT YET] Write minimax for explicit trees
        value 5 on the Two-Move game tree, expected 3: is MIN minimizing? (at a
        MIN node take the smallest child value)
"""

import functools
import html
import re
import textwrap

from ..answer_guard import refused_answer, refusing
from .containment import ExerciseFailure, _at, check_limits, ctrl_c_pressed
from .time_limits import TimeLimitExceeded, class_file, is_student_file

WIDTH = 76  # characters per line of the plain-text verdict
MAX_MESSAGE = 2000  # characters of a verdict's message at most (an answer printed whole can be huge)
REFUSALS = {}  # checker name -> the topics of library functions its exercise refuses
TO_DO_MESSAGE = ("not implemented yet: replace `raise NotImplementedError` with your answer "
                 "and run the cell again")


class CheckResult:
    """The verdict of one checker: `passed` (bool), `status` and a `message`.

    `status` is ``"passed"``, ``"failed"`` or ``"not implemented"``; `mark` is
    what the verdict shows for it: ``PASSED``, ``NOT YET`` or ``TO DO``.
    """

    MARKS = {"passed": "PASSED", "failed": "NOT YET", "not implemented": "TO DO"}
    COLORS = {"passed": "#1a7f37", "failed": "#bc4c00", "not implemented": "#0969da"}

    def __init__(self, exercise, status, message):
        if status not in self.MARKS:
            raise ValueError(f"status must be one of {', '.join(self.MARKS)}, got {status!r}")
        self.exercise = exercise
        self.status = status
        self.message = _capped(message)

    @property
    def passed(self):
        return self.status == "passed"

    @property
    def mark(self):
        return self.MARKS[self.status]

    def __bool__(self):
        return self.passed

    def __repr__(self):
        body = "\n".join(  # each line of the message wrapped alone: a board keeps its rows
            textwrap.fill(line, WIDTH, initial_indent="    ", subsequent_indent="    ",
                          break_long_words=False, break_on_hyphens=False) or "    "
            for line in self.message.splitlines())
        return f"[{self.mark}] {self.exercise}\n{body}"

    def _repr_html_(self):
        badge = (f'<span style="background:{self.COLORS[self.status]};color:#ffffff;'
                 f'font-weight:bold;padding:0 0.4em;border-radius:3px">{self.mark}</span>')
        message = re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(self.message))
        return (f'<div class="course-verdict course-verdict-{self.status.replace(" ", "-")}" '
                'style="line-height:1.5;overflow-wrap:normal;word-break:normal">'
                f"{badge} <b>{html.escape(self.exercise)}</b>"
                f'<div style="margin-left:1.5em{self._layout()}">{message}</div></div>')

    def _layout(self):
        """A message of several lines (a board in it) keeps its lines, in a fixed-width font."""
        return ";white-space:pre-wrap;font-family:monospace" if "\n" in self.message else ""


def checker(exercise, refuses=("search",)):
    """Decorate a checking function for the exercise named `exercise`.

    The decorated function shows its verdict and returns the `CheckResult`
    (check cells write ``_ = check_...(...)`` so only the verdict shows). It never
    raises: a student's ``raise NotImplementedError`` gives ``[TO DO]``, and a
    value the check did not foresee gives ``[NOT YET]`` saying so, not a traceback.

    What gives an exercise's answer away is not kept here, where a student could
    list it: it is the instructor's (instructor/answer_reveals.py), for the tests.

    `refuses` names the topics of the library functions that implement the
    exercise (`course_lib.answer_guard`; by default ``"search"``: every solver's
    search): during the check they refuse to run for the student's code, and an
    answer that is one of them is refused too. Kept as the attribute ``refuses``
    and in `REFUSALS`, so the exercise's hidden cases refuse the same.
    """
    refuses = (refuses,) if isinstance(refuses, str) else tuple(refuses)

    def decorate(check):
        @functools.wraps(check)
        def run(*args, **kwargs):
            try:
                with check_limits(), refusing(refuses, is_student_file):
                    _refuse_a_changed_checker(check)
                    _refuse_library_arguments(args + tuple(kwargs.values()), refuses)
                    result = CheckResult(exercise, "passed", check(*args, **kwargs))
            except TimeLimitExceeded:  # outside the student's functions: the checker's own work
                result = CheckResult(exercise, "failed", (
                    "checking your answer took too long: comparing or printing it does not end "
                    "(does its __eq__, __repr__, __hash__ or __bool__ loop?)"))
            except (KeyboardInterrupt, SystemExit, GeneratorExit) as error:
                if isinstance(error, KeyboardInterrupt) and ctrl_c_pressed():
                    raise  # the person stopped the check
                result = CheckResult(exercise, "failed", (
                    f"your answer raised {type(error).__name__}{_at(error)} while it was checked"))
            except NotImplementedError:
                result = CheckResult(exercise, "not implemented", TO_DO_MESSAGE)
            except ExerciseFailure as failure:
                result = CheckResult(exercise, "failed", str(failure))
            except Exception as error:  # an answer of a kind the check did not foresee
                result = CheckResult(exercise, "failed", (
                    f"your answer could not be checked: {type(error).__name__}: "
                    f"{str(error).strip()}{_at(error)}. Check the type of what you return "
                    "against the exercise's text."))
            _show(result)
            return result

        run.refuses = refuses
        REFUSALS[check.__name__] = refuses
        return run

    return decorate


def _refuse_a_changed_checker(check):
    """Raise `ExerciseFailure` when a name of the checker's module, or a method of a library class
    it uses (its reference solver), now holds the student's code: a checker whose reference was
    replaced (``minimax_module.MinimaxSolverV1 = MyZero``) would compare an answer with anything."""
    own = check.__code__.co_filename  # the checker's file (the instructor's, for hidden cases)
    ours = not is_student_file(own)  # a checker outside the library (hidden cases, a test) may
    for name, value in list(check.__globals__.items()):  # import answers
        members = vars(value).items() if isinstance(value, type) and not _foreign(value, own) else ()
        # a method the class was made with (by namedtuple, dataclass) is named after the class
        members = [(f"{name}.{member}", item) for member, item in members if not getattr(
            getattr(item, "__func__", item), "__qualname__", "").startswith(value.__qualname__ + ".")]
        for label, item in ([(name, value)] if ours else []) + members:
            if _foreign(item, own):
                raise ExerciseFailure(f"the checker's `{label}` was replaced by code of yours: restart "
                                      "the kernel and leave the library as it is")


def _foreign(value, own):
    """`value` is a function or class written in a student's file (not the checker's own file)."""
    code = getattr(getattr(value, "__func__", value), "__code__", None)
    if code is not None:
        filename = code.co_filename
    else:
        filename = class_file(value) if isinstance(value, type) else None
    return filename is not None and filename != own and is_student_file(filename)


def _refuse_library_arguments(arguments, topics):
    """An answer that *is* a library function of `topics` (an alias, a bound method, a
    ``functools.partial``) is refused before it runs, even where library code calls it."""
    for argument in arguments:
        name = refused_answer(argument, topics)
        if name:
            raise ExerciseFailure(f"your answer calls the library's `{name}`; write it yourself")


def _capped(message):
    """`message` cut to `MAX_MESSAGE` characters, saying how much was cut."""
    message = str(message)
    if len(message) <= MAX_MESSAGE:
        return message
    return f"{message[:MAX_MESSAGE]} ... ({len(message) - MAX_MESSAGE:,} more characters cut)"


def _show(result):
    """Display `result` (HTML in a notebook; its text elsewhere, where `display` prints)."""
    try:
        from IPython.display import display
    except ImportError:  # IPython comes with ipywidgets; without it, plain text
        print(result)
    else:
        display(result)
