"""Course tooling: what the instructor and the notebooks use around the library.

- `show_source`: display a `course_lib` object's source in a notebook, so the
  slide and the code that runs never disagree;
- `student_edition`: the command line that writes the student edition of the
  notebooks (`python -m course_lib.course.student_edition`, `make student`);
- `exercise_cells`: where a lecture's exercises are (answer, check, checker) and
  the cells they need;
- grading a class with nbgrader (the `grading` extra, imported by these modules
  only): `assignments` (`make assignments`), `grading` (`make grade`),
  `contained_execute` (the autograder's contained kernel), `exercise_export`
  (``exercises.csv``), `gradebook_db` (`make gradebook-db`, PostgreSQL),
  `synthetic_submissions` (a class's kinds of submissions, for tests and benchmarks).

Imports: anything in `course_lib`. Nothing in `course_lib` imports this package:
notebooks and the command line do.
"""

from .show_source import show_source

__all__ = ["show_source"]
