"""Which file of SUBMISSIONS is which student's notebook, and what is not graded and why.

nbgrader's submitted layout is ``<dir>/<student>/NN_name/NN_name.ipynb``; students and
downloads bend it. `find_submissions` looks at every file under `<dir>` and returns

* `Submission` records: (student, assignment, the notebook file, notes), where

  - an assignment folder with exactly one notebook holds that notebook, whatever its
    name (``04_minimax (1).ipynb``, a browser's second download): graded, with a note
    naming the file;
  - a notebook directly in ``<student>/`` whose name starts with an assignment's name
    (``<student>/04_minimax.ipynb``) is that assignment when the student has no
    ``04_minimax/`` folder: graded, with a note;
  - nbgrader's ``timestamp.txt`` beside it is kept (late submissions: its penalty);

* `Skipped` records: (path, student or None, reason) for everything else: a folder
  with several notebooks or none (that student is not graded for it, by name), a
  folder that is no released assignment, a file outside any student folder, any
  file that is not a notebook, Jupyter's checkpoints.

`intake` copies each submission's notebook into the course root's ``submitted/``
under its expected name, replacing that student's earlier submission of that
assignment only: other students' submissions are never touched.
"""

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

TIMESTAMP = "timestamp.txt"


@dataclass
class Submission:
    """One student's notebook for one assignment, with what `intake` noted about it."""

    student: str
    assignment: str
    notebook: Path
    notes: list = field(default_factory=list)


@dataclass
class Skipped:
    """A file (or folder) of SUBMISSIONS that is not graded, and why."""

    path: Path
    student: object
    reason: str


def find_submissions(folder, assignments):
    """``(submissions, skipped)`` for the folder SUBMISSIONS and the released `assignments` (names)."""
    folder, found, skipped = Path(folder), [], []
    if not folder.is_dir():
        raise FileNotFoundError(f"SUBMISSIONS={folder} is not a folder: give the folder of "
                                "<student>/<assignment>/<assignment>.ipynb")
    for entry in sorted(folder.iterdir()):
        if entry.is_dir():
            student_found, student_skipped = _student(entry, set(assignments))
            found += student_found
            skipped += student_skipped
        else:
            skipped.append(Skipped(entry, None, "not in a student's folder (<student>/<assignment>/)"))
    return found, skipped


def _student(folder, assignments):
    student, found, skipped, loose = folder.name, [], [], []
    for entry in sorted(folder.iterdir()):
        if entry.is_dir() and entry.name in assignments:
            submission, problems = _assignment_folder(student, entry)
            found += [submission] if submission else []
            skipped += problems
        elif entry.is_dir():
            skipped += _all_files(entry, student, f"{entry.name} is not an assignment of this course "
                                  f"(released: {', '.join(sorted(assignments))})")
        else:
            loose.append(entry)
    for path in loose:
        assignment = _assignment_named(path, assignments)
        if assignment and assignment not in {s.assignment for s in found}:
            found.append(Submission(student, assignment, path, [
                f"your notebook {path.name} was directly in your folder, not in {assignment}/; it was "
                f"graded as {assignment}"]))
        else:
            why = (f"{student} has a {assignment}/ folder, which was graded instead" if assignment else
                   "not a notebook of an assignment" if path.suffix == ".ipynb" else "not a notebook")
            skipped.append(Skipped(path, student, why))
    return found, skipped


def _assignment_named(path, assignments):
    if path.suffix != ".ipynb":
        return None
    return next((name for name in sorted(assignments, key=len, reverse=True) if path.stem.startswith(name)), None)


def _assignment_folder(student, folder):
    """The submission in one ``<student>/<assignment>/`` folder (or None) and the files skipped there."""
    notebooks = sorted(path for path in folder.iterdir() if path.suffix == ".ipynb" and path.is_file())
    others = [path for path in sorted(folder.iterdir()) if path not in notebooks and path.name != TIMESTAMP]
    skipped = []
    for path in others:
        skipped += _all_files(path, student, "Jupyter's autosave checkpoint" if path.name == ".ipynb_checkpoints"
                              else "not a notebook") if path.is_dir() else \
            [Skipped(path, student, "not a notebook")]
    expected = f"{folder.name}.ipynb"
    if len(notebooks) != 1:
        names = ", ".join(path.name for path in notebooks)
        why = (f"{len(notebooks)} notebooks ({names}): which one to grade is the student's to say"
               if notebooks else f"no notebook (expected {expected})")
        return None, skipped + [Skipped(folder, student, f"{student} not graded for {folder.name}: {why}")]
    notes = [] if notebooks[0].name == expected else [
        f"your notebook was named {notebooks[0].name!r}, not {expected!r}; it was graded as your {folder.name}"]
    return Submission(student, folder.name, notebooks[0], notes), skipped


def _all_files(path, student, reason):
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    return [Skipped(file, student, reason) for file in files] or [Skipped(path, student, f"{reason} (empty)")]


def intake(course, submission):
    """Copy `submission` into ``course/submitted/<student>/<assignment>/`` (that folder only, replaced);
    add notes for a notebook that cannot be read or that lost cells; return the submitted path."""
    target = Path(course) / "submitted" / submission.student / submission.assignment
    name = f"{submission.assignment}.ipynb"
    if target.resolve() != submission.notebook.parent.resolve():  # not nbgrader collect's own folder
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(parents=True)
        shutil.copy(submission.notebook, target / name)
        if (submission.notebook.parent / TIMESTAMP).exists():
            shutil.copy(submission.notebook.parent / TIMESTAMP, target / TIMESTAMP)
    elif submission.notebook.name != name:  # renamed in place: moved, or the next run would find two
        submission.notebook.replace(target / name)
    for why in ("unreadable", "failed", "blank"):  # a re-run grades what the student handed in
        kept = target / f"{name}.{why}"
        if kept.exists():
            kept.replace(target / name)
    return target / name


def unreadable(path):
    """Why the notebook at `path` cannot be graded (not JSON, not a notebook), or None."""
    try:
        nbformat.validate(nbformat.read(path, as_version=4))
    except (ValueError, nbformat.ValidationError, UnicodeDecodeError) as error:
        return f"it is not a valid notebook ({type(error).__name__}: {str(error).splitlines()[0][:120]})"
    return None


def missing_cells(submitted, released):
    """Notes on what the notebook `submitted` lacks against `released` (both nbformat notebooks)."""
    def graded(notebook, key):
        return [cell.metadata["nbgrader"]["grade_id"] for cell in notebook.cells
                if cell.metadata.get("nbgrader", {}).get(key)]
    if not submitted.cells:
        return ["your notebook is blank (it has no cells): there was no answer to grade; it was graded as "
                "the released notebook (0 points)"]
    deleted = [grade_id for grade_id in graded(released, "grade") if grade_id not in graded(submitted, "grade")]
    return [f"the test cell of {grade_id} was deleted from your notebook; it was put back from the "
            "assignment and your answer graded with it" for grade_id in deleted]


def put_back_test_cells(submitted, released):
    """Insert into `submitted` each test cell of `released` it lacks, after the nearest cell before it
    in `released` that `submitted` has (by grade_id; at the top when none); return how many.

    nbgrader can put deleted test cells back itself (``OverwriteCells.add_missing_cells``), but
    it finds the place from the gradebook's cells in the order the database returns them,
    which PostgreSQL does not keep: a test cell put back above its answer cell fails with a
    NameError. Done here, from the released notebook, the place is the same with any gradebook.
    """
    def grade_id(cell):
        return cell.metadata.get("nbgrader", {}).get("grade_id")

    have = {grade_id(cell) for cell in submitted.cells} - {None}
    put_back, before = 0, None
    for cell in released.cells:
        if cell.metadata.get("nbgrader", {}).get("grade") and grade_id(cell) not in have:
            at = next((k + 1 for k, other in enumerate(submitted.cells) if grade_id(other) == before), 0)
            submitted.cells.insert(at, nbformat.from_dict(cell))
            have.add(grade_id(cell))
            put_back += 1
        if grade_id(cell) in have:
            before = grade_id(cell)
    return put_back


# What reads the checkers' internals from inside an answer (issue 27: the checks run in the student's
# kernel): frames, the garbage collector's object lists, a function's closure cells, tracing (the
# checks refuse these while they run, `course_lib.answer_guard`; a note shows who tried), ways
# around that set up before a check (ctypes, a signal handler, another process, a code object
# claiming a library file, the guard's own state), and the library's private parts, which can do
# an exercise's work unguarded (``BitLayout._has_four``).
INTROSPECTION = re.compile(
    r"\b(_getframe|_current_frames|f_back|f_locals|f_globals|tb_frame|gi_frame|cr_frame|__closure__|"
    r"cell_contents|get_objects|get_referrers|get_referents|currentframe|getouterframes|settrace|setprofile|"
    r"__kwdefaults__|_current_exceptions|co_filename|pythonapi|raise_signal|answer_guard|multiprocessing|"
    r"spec_from_file_location)\b"
    r"|\binspect\s*\.\s*(stack|trace)\b")
LIBRARY_INTERNALS = re.compile(
    r"\b[A-Z]\w*\s*\.\s*_[a-z]\w*|\bcourse_lib\s*\.\s*exercises\b"
    r"|\bfrom\s+course_lib[\w.]*\s+import\s+(?P<private>_\w+)")


def introspection(submitted):
    """Notes naming each cell the student could edit (an answer cell, or a cell they added) whose code
    reads the checkers' internals (`INTROSPECTION`, `LIBRARY_INTERNALS`); the grade is not changed:
    the instructor checks those answers by hand. A static scan: code that hides the names
    (``getattr(sys, "_get" + ...)``) passes it."""
    notes = []
    for number, cell in enumerate(submitted.cells, start=1):
        nbgrader = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or (nbgrader.get("locked") and not nbgrader.get("solution")):
            continue
        found = sorted({match.group(0).split(".")[-1].strip() for match in INTROSPECTION.finditer(cell.source)}
                       | {match.group("private") or re.sub(r"\s", "", match.group(0))
                          for match in LIBRARY_INTERNALS.finditer(cell.source)})
        if found:
            where = nbgrader.get("grade_id") or f"cell {number}"
            names = ", ".join(f"`{name}`" for name in found)
            notes.append(f"{where} uses {names}, which can read the checks' own data or reach the library's "
                         "own answer from inside an answer; the instructor checks this answer by hand")
    return notes
