"""Refuse an exercise answer that is the library's own function instead of the student's code.

An exercise asks for code the student writes; passing the library's function
(or a copy sharing its code object, such as ``functools.wraps`` or a bound
method of it) would pass every behavioural case without any understanding.
The checkers call `refuse_library_answer` first, so such an answer gets a
clear "write your own" instead of a pass.
"""

from . import ExerciseFailure


def _codes_of(function):
    """Return the code objects behind `function`, following bound methods, wrappers and `MoveOrder`s."""
    codes, seen = set(), set()
    while function is not None and id(function) not in seen:
        seen.add(id(function))
        if getattr(function, "__code__", None) is not None:
            codes.add(function.__code__)
        function = (getattr(function, "__wrapped__", None) or getattr(function, "__func__", None)
                    or getattr(function, "function", None))
    return codes


def refuse_library_answer(answer, what, *library_functions):
    """Raise `ExerciseFailure` when `answer` is one of `library_functions` or runs its code.

    `what` names the answer in the message ("your function"). The comparison is
    by identity of the function and of its code object, so a renamed alias, a
    bound method or a ``functools.wraps`` wrapper is recognised; an answer that
    merely calls the library function is caught by the checker's own cases.
    """
    codes = _codes_of(answer)
    for function in library_functions:
        if answer is function or codes & _codes_of(function):
            name = getattr(function, "__name__", None) or repr(function)
            raise ExerciseFailure(f"{what} is the library's `{name}`: the exercise asks for "
                                  "your own code, written from the idea, not the library's")
