"""Exercise checkers: each shows a verdict whose message names the first mistake.

Conventions for an exercise in a lecture notebook:

1. a markdown cell states the task;
2. a code cell defines a *function*, with a docstring, whose body holds the
   answer between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` (the student
   edition replaces that block with ``raise NotImplementedError``, so the
   function and its docstring stay and the notebook still runs);
3. a check cell calls a checker from this package on that function, e.g.
   ``_ = check_two_move_leaf(my_two_move_leaves)``, which shows one verdict:
   ``[PASSED]``, ``[NOT YET]`` (with a hint about the first mistake, never the
   answer) or ``[TO DO]``;
4. whatever reveals the answer after the check (an explanation, a drawing of the
   solution) sits in cells tagged ``solution``, which the student edition removes.

A checker is written as a function that returns a success message or raises
`ExerciseFailure` with a message saying what was expected and what came back,
decorated with `checker` (`verdict.py`). It runs the student's code through
`contained` (`containment.py`): a time limit (`set_time_limit`, 10 s by
default; `time_limits.py` says how it is enforced on each platform), any
exception named with the line of student code it came from, and the library
functions that implement the exercise refusing to run for the student's code
(`checker(..., refuses=...)`, `course_lib.answer_guard`: "calls the library's
`X`; write it yourself", however the call is wrapped), and so are frames and the
garbage collector's object lists (the check's own data). An answer is made of plain
values: an object of the student's own class that redefines comparing it is refused
(`containment`), and a checker whose reference the student's code replaced says so
instead of checking (`verdict`).

A checker whose answer is a function also runs it on cases drawn afresh at each
call (`fresh_cases.py`; a `seed` argument fixes them for tests), so a table of
answers filled from its messages fails the next call; a checker whose answer is
one fixed value says what is wrong with it (too many, too few, which rule it
breaks), never which item is missing. A right answer's verdict never depends on
the fresh cases, so a notebook's printed verdict is the same at every run.

Imports: anything in `course_lib` but `widgets` and `course`.
"""

from .containment import (ExerciseFailure, contained, materialize, set_time_limit, shown,
                          time_limit)
from .time_limits import TimeLimitExceeded, limit_mechanism
from .verdict import CheckResult, checker

__all__ = ["CheckResult", "ExerciseFailure", "TimeLimitExceeded", "checker", "contained",
           "limit_mechanism", "materialize", "set_time_limit", "shown", "time_limit"]
