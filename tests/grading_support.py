"""What the grading tests share: one course root built once per test session, submissions, rows.

`course_root()` writes the course from the lecture notebooks (hidden-case seed `SEED`,
5 s per cell) and releases every assignment into its SQLite gradebook, once per
session whichever grading test module asks first; a test that grades copies it
(`fresh_course`), so tests never see each other's students.
"""

import atexit
import csv
import shutil
import tempfile
from pathlib import Path

import nbformat

from course_lib.course.assignments import release, write_config, write_course
from course_lib.course.synthetic_submissions import write_submission

ROOT = Path(__file__).resolve().parent.parent
SEED = 7  # the instructor's seed of the tests' course (its hidden cases)
_BUILT = {}


def course_root():
    """``(root, {assignment: exercises})`` of the session's course, every assignment released."""
    if "root" not in _BUILT:
        root = Path(tempfile.mkdtemp(prefix="grading-course-"))
        atexit.register(shutil.rmtree, root, ignore_errors=True)  # the session's course goes with it
        root.chmod(0o755)  # a PostgreSQL server running as another user reads nothing here, but walks in
        written = write_course(ROOT / "notebooks", root, seed=SEED)
        write_config(root, timeout=5, wall_limit=120)
        release(root, list(written))
        _BUILT.update(root=root, written=written)
    return _BUILT["root"], _BUILT["written"]


def fresh_course(folder):
    """A copy of the session's course root in `folder` (its own gradebook, nothing graded)."""
    root, _ = course_root()
    copy = Path(folder) / "course"
    shutil.copytree(root, copy)
    write_config(copy, timeout=5, wall_limit=120)  # its own root in the config
    return copy


def assignment_named(course, end):
    """The assignment whose name ends with `end` (``"minimax"`` -> ``04_minimax``, whatever its number)."""
    names = [path.name for path in (Path(course) / "source").iterdir() if path.name.endswith(end)]
    assert len(names) == 1, (end, names)
    return names[0]


def notebooks(course, name):
    """``(source, released)`` notebooks of the assignment `name`."""
    return (nbformat.read(Path(course) / "source" / name / f"{name}.ipynb", as_version=4),
            nbformat.read(Path(course) / "release" / name / f"{name}.ipynb", as_version=4))


def synthetic(course, name, kind, path):
    """Write the synthetic `kind` of submission of `name` to `path` (`synthetic_submissions`)."""
    write_submission(kind, *notebooks(course, name), Path(path))


def with_answers(course, name, answers, path, drop_tests=()):
    """Write the released `name` with the answer cells given by grade_id (``{"minimax-answer": source}``)
    and the test cells `drop_tests` (grade_ids) deleted: a submission as a student writes it."""
    _, released = notebooks(course, name)
    for cell in released.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell.source = answers[grade_id]
    released.cells = [cell for cell in released.cells
                      if cell.metadata.get("nbgrader", {}).get("grade_id") not in drop_tests]
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(released, path)


def rows(path):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def scores(grades, assignment):
    """``{(student, grade_id): score}`` of exercises.csv for `assignment`."""
    return {(r["student_id"], r["grade_id"]): float(r["score"]) for r in rows(Path(grades) / "exercises.csv")
            if r["assignment"] == assignment}


def reasons(grades, assignment):
    return {(r["student_id"], r["grade_id"]): r["reason"] for r in rows(Path(grades) / "exercises.csv")
            if r["assignment"] == assignment}


def feedback(course, student, assignment):
    return (Path(course) / "feedback" / student / assignment / f"{assignment}.html").read_text()
