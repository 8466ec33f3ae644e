"""Exercise checkers: each returns a `CheckResult` whose message names the symptom.

Conventions for an exercise in a lecture notebook:

1. a markdown cell states the task;
2. a code cell defines a *function* whose body holds the answer between
   ``### BEGIN SOLUTION`` and ``### END SOLUTION`` (the student edition
   replaces that block with ``raise NotImplementedError``, so the function
   still exists and the notebook still runs);
3. a check cell calls a checker from this package on that function, e.g.
   ``check_two_move_leaf(my_tree)``, which prints one verdict line.

A checker is written as a function that returns a success message or raises
`ExerciseFailure` with a message saying what was expected and what came back;
the `checker` decorator turns that into a printed `CheckResult` and reports a
student's ``NotImplementedError`` as "not implemented yet" instead of crashing.

Imports: anything in `course_lib` but `widgets` and `course`.
"""

import functools


class ExerciseFailure(AssertionError):
    """Raised by a checker with a message saying what was expected and what came back."""


class CheckResult:
    """The verdict of one checker: `passed` (bool), `status` and a `message`.

    `status` is ``"passed"``, ``"failed"`` or ``"not implemented"``.
    """

    def __init__(self, exercise, status, message):
        self.exercise = exercise
        self.status = status
        self.message = message

    @property
    def passed(self):
        return self.status == "passed"

    def __repr__(self):
        mark = {"passed": "PASSED", "failed": "NOT YET", "not implemented": "TO DO"}[self.status]
        return f"[{mark}] {self.exercise}: {self.message}"

    def __bool__(self):
        return self.passed


def checker(exercise):
    """Decorate a checking function for the exercise named `exercise`.

    The decorated function prints its verdict and returns the `CheckResult`
    (notebook check cells write ``_ = check_...(...)`` so only the printed line shows).
    """

    def decorate(check):
        @functools.wraps(check)
        def run(*args, **kwargs):
            try:
                result = CheckResult(exercise, "passed", check(*args, **kwargs))
            except NotImplementedError:
                result = CheckResult(exercise, "not implemented",
                                     "not implemented yet: replace `raise NotImplementedError` "
                                     "with your answer and run the cell again")
            except ExerciseFailure as failure:
                result = CheckResult(exercise, "failed", str(failure))
            print(result)
            return result

        return run

    return decorate
