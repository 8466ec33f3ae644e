"""How a time limit stops student code in a checker: `course_lib.time_limits`, watching student files.

The mechanism (a signal in the main thread, a watchdog thread elsewhere, a trace
function where neither exists, the stop sent again until the code has stopped) is
`course_lib.time_limits`, shared with the play board. What is particular to
checkers:

* under the trace function (Pyodide, the JupyterLite edition) only the student's
  own files are traced line by line (`is_student_file`), and a check's budget is
  `TRACE_SLOWDOWN` times longer, since everything runs several times slower there;
* where a debugger or a coverage tool already traces and no signal or thread can
  help (``"none"``), the check runs without a limit (stop a loop with the kernel's
  stop button).
"""

import os
import sys
import sysconfig

from ..time_limits import TimeLimitExceeded, absorb_pending_stop, limit_mechanism
from ..time_limits import limited as _limited

__all__ = ["TRACE_SLOWDOWN", "TimeLimitExceeded", "absorb_pending_stop", "class_file", "is_student_class",
           "is_student_file", "limit_mechanism", "limited"]

TRACE_SLOWDOWN = 3  # a check's budget is this many times longer under the trace function

_OURS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the course_lib folder
_PYTHON = tuple({os.path.abspath(path) for name, path in sysconfig.get_paths().items()
                 if name in ("stdlib", "platstdlib", "purelib", "platlib")})


def is_student_file(filename):
    """True for code neither in course_lib nor in Python's own or installed libraries."""
    if filename.startswith("<frozen"):
        return False
    path = os.path.abspath(filename)
    return not (path.startswith(_OURS + os.sep) or path.startswith(_PYTHON))


def class_file(cls):
    """The file `cls` was written in: None for a built-in type, ``"<unknown>"`` for a class typed
    in a notebook (its module has no file)."""
    if cls.__module__ == "builtins":
        return None
    return getattr(sys.modules.get(cls.__module__), "__file__", None) or "<unknown>"


def is_student_class(cls):
    """True for a class written in the student's code (`is_student_file`) or typed in a notebook."""
    filename = class_file(cls)
    return filename is not None and is_student_file(filename)


def limited(seconds):
    """Raise `TimeLimitExceeded` in the block if it runs longer than `seconds` (see above)."""
    return _limited(seconds, traced=is_student_file)
