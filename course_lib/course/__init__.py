"""Course tooling: what the instructor and the notebooks use around the library.

- `show_source`: display a `course_lib` object's source in a notebook, so the
  slide and the code that runs never disagree;
- `student_edition`: the command line that writes the student edition of the
  notebooks (`python -m course_lib.course.student_edition`, `make student`).

Imports: anything in `course_lib`. Nothing in `course_lib` imports this package:
notebooks and the command line do.
"""

from .show_source import show_source

__all__ = ["show_source"]
