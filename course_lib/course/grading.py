"""`make grade`: autograde a class's submissions into the gradebook, export grades, write feedback.

``python -m course_lib.course.grading SUBMISSIONS [--jobs N]``, where SUBMISSIONS holds
nbgrader's submitted layout ``<student>/NN_name/NN_name.ipynb`` (`submission_intake`
says what else it accepts: a renamed notebook, a notebook directly in ``<student>/``):

1. *gradebook*: chosen for this run (`db_url`, else ``$GRADEBOOK_URL``, else SQLite in
   the course root); more than one job needs PostgreSQL (``make gradebook-db``:
   nbgrader's SQLite gradebook takes one writer). An assignment is released into
   that gradebook once per change of its source (`nbgrader_commands.release`);
2. *intake*: each submission is copied into the course root's ``submitted/``, all
   before any is graded, replacing that student's earlier submission of it only; a
   notebook that is not valid JSON is replaced by the released one (graded 0, the
   reason noted);
3. *autograde*: ``nbgrader autograde NN_name`` processes, each grading a chunk of at most 8
   submissions of one assignment (`chunks`), `jobs` at a time, with a progress bar. Each
   notebook runs in a fresh kernel under `contained_execute`; a deleted test cell was put back
   at intake (`put_back_test_cells`). A submission its chunk did not grade is graded alone
   (``--student S``); a process that fails or hangs is killed, the submission is graded as the
   released notebook (0) and the student's own cells are put back in what the feedback shows;
4. *export*: ``grades.csv`` (nbgrader's columns and ``submitted``) and ``exercises.csv``
   (one row per exercise, reasons), over the whole gradebook: students graded
   earlier keep their rows;
5. *feedback*: ``feedback/<student>/NN_name/`` for the students graded in this run,
   beside the export when there is more than one job.

It prints a summary (every student with a note, every file not graded, where to read
why; also ``not_graded.csv``) and returns non-zero when a student's notebook was not
graded. Running it again regrades the submissions given, and only them.
"""

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

import nbformat
from tqdm.auto import tqdm

from .exercise_export import NOTES_DIRECTORY
from .gradebook_db import check_gradebook
from .grading_summary import summary, write_not_graded
from .nbgrader_commands import GradingError, first_error, nbgrader, release
from .submission_intake import (find_submissions, intake, introspection, missing_cells, put_back_test_cells,
                                unreadable)


def autograde(course, student, assignment, wall_limit, db_url):
    """Run one student's autograde; return None, or what went wrong (the process was killed)."""
    try:
        done = nbgrader(course, "autograde", assignment, "--student", student, "--force",
                        check=False, timeout=wall_limit, db_url=db_url)
    except subprocess.TimeoutExpired:
        return f"grading ran past the wall limit of {wall_limit:g} s and was stopped"
    graded = course / "autograded" / student / assignment / f"{assignment}.ipynb"
    if done.returncode or not graded.exists():
        return f"the autograder failed ({first_error(done)})"
    return None


def _replace_by_released(course, student, assignment, why):
    """Put the released notebook in place of a submission, keeping the submission beside it
    (``NN_name.ipynb.<why>``): the student is graded 0, and nothing they handed in is lost."""
    name = f"{assignment}.ipynb"
    submitted = course / "submitted" / student / assignment / name
    if submitted.exists():
        shutil.copy(submitted, submitted.with_name(f"{name}.{why}"))
    shutil.copy(course / "release" / assignment / name, submitted)


def _show_student_cells(course, student, assignment):
    """After a failed run was graded as released, show the student's own answer cells (not run)."""
    name = f"{assignment}.ipynb"
    kept = course / "submitted" / student / assignment / f"{name}.failed"
    graded = course / "autograded" / student / assignment / name
    if not kept.exists() or not graded.exists() or unreadable(kept):
        return
    theirs = {cell.metadata["nbgrader"]["grade_id"]: cell.source for cell in nbformat.read(kept, 4).cells
              if cell.metadata.get("nbgrader", {}).get("solution")}
    notebook = nbformat.read(graded, 4)
    for cell in notebook.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if cell.metadata.get("nbgrader", {}).get("solution") and grade_id in theirs:
            cell.source, cell.outputs = theirs[grade_id], []
    nbformat.write(notebook, graded)


def prepare(course, submission):
    """Intake one submission; return its notes (a notebook that cannot run is replaced by the released one)."""
    student, assignment = submission.student, submission.assignment
    path, notes = intake(course, submission), list(submission.notes)
    problem = unreadable(path)
    if problem:
        _replace_by_released(course, student, assignment, "unreadable")
        return notes + [f"{submission.notebook.name} could not be graded: {problem}; it was graded as the "
                        "released notebook (0 points)"]
    released = nbformat.read(course / "release" / assignment / f"{assignment}.ipynb", 4)
    submitted = nbformat.read(path, 4)
    notes += missing_cells(submitted, released) + introspection(submitted)
    if not submitted.cells:  # nothing to put test cells back next to: graded as released
        _replace_by_released(course, student, assignment, "blank")
    elif put_back_test_cells(submitted, released):
        nbformat.write(submitted, path)
    return notes


def grade_alone(course, submission, notes, wall_limit, db_url):
    """Autograde one submission in a process of its own; a failure is graded as released. Return the
    problem left (None: graded)."""
    student, assignment = submission.student, submission.assignment
    problem = autograde(course, student, assignment, wall_limit, db_url)
    if problem:
        _replace_by_released(course, student, assignment, "failed")
        notes.append(f"{problem}; it was graded as the released notebook (0 points); your cells are shown "
                     "as you handed them in, not run")
        problem = autograde(course, student, assignment, wall_limit, db_url)
        _show_student_cells(course, student, assignment)
    return problem


def grade_chunk(course, chunk, notes, wall_limit, db_url):
    """Grade submissions of one assignment, taken in already (`prepare`; `notes`: theirs, in order),
    in one ``nbgrader autograde`` process (nbgrader starts once, not once per student); any
    submission it did not grade is graded alone.

    Returns ``[(submission, notes, problem or None), ...]``.
    """
    started = time.time()
    if len(chunk) > 1:
        assignment, students = chunk[0].assignment, {s.student for s in chunk}
        others = sorted(path.parent.name for path in (course / "submitted").glob(f"*/{assignment}")
                        if path.parent.name not in students)
        exclude = [f"--CourseDirectory.student_id_exclude={','.join(others)}"] if others else []
        try:
            nbgrader(course, "autograde", assignment, "--force", *exclude, check=False,
                     timeout=wall_limit * len(chunk), db_url=db_url)
        except subprocess.TimeoutExpired:
            pass  # whoever was not graded in time is graded alone below
    return [(submission, lines, None if _graded_since(course, submission, started) else
             grade_alone(course, submission, lines, wall_limit, db_url))
            for submission, lines in zip(chunk, notes)]


def _graded_since(course, submission, started):
    graded = course / "autograded" / submission.student / submission.assignment / f"{submission.assignment}.ipynb"
    return graded.exists() and graded.stat().st_mtime >= started


def chunks(submissions, jobs, largest=8):
    """The submissions cut into chunks of one assignment each, of near-equal size (at most `largest`:
    a chunk is one nbgrader start-up), their number a multiple of `jobs` and at least two per job
    when there are enough submissions, so the jobs end together."""
    cut = []
    for assignment in sorted({s.assignment for s in submissions}):
        of_it = [s for s in submissions if s.assignment == assignment]
        count = max(2 * jobs, math.ceil(len(of_it) / largest))
        count = min(len(of_it), math.ceil(count / jobs) * jobs)
        bounds = [k * len(of_it) // count for k in range(count + 1)]
        cut += [of_it[start:end] for start, end in zip(bounds, bounds[1:])]
    return cut


def autograde_all(course, submissions, jobs, wall_limit, db_url, progress=True):
    """Grade every submission, `jobs` processes at a time; return ``({(student, assignment): notes},
    {(student, assignment): problem})``."""
    # Every submission is taken in before any autograder starts: an autograder grades every student
    # in submitted/ but those it is told to leave out, so a submission copied in while it runs
    # would be graded twice, by two processes at once, perhaps half-copied.
    taken_in = {(s.student, s.assignment): prepare(course, s) for s in submissions}
    notes, failed = {}, {}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        running = [pool.submit(grade_chunk, course, chunk, [taken_in[s.student, s.assignment] for s in chunk],
                               wall_limit, db_url) for chunk in chunks(submissions, jobs)]
        with tqdm(total=len(submissions), desc="autograding", unit="submission", disable=not progress,
                  file=sys.stderr) as bar:
            for future in as_completed(running):
                for submission, lines, problem in future.result():
                    key = (submission.student, submission.assignment)
                    notes[key] = lines
                    if problem:
                        failed[key] = problem
                    bar.update(1)
    return notes, failed


def write_notes(course, notes):
    """Store each graded submission's notes for exercises.csv and the feedback; no notes, no file."""
    for (student, assignment), lines in notes.items():
        path = course / NOTES_DIRECTORY / student / f"{assignment}.json"
        if lines:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(lines, indent=1))
        elif path.exists():
            path.unlink()


def export_and_feedback(course, grades, pairs, db_url, jobs=1):
    """Write ``grades.csv`` and ``exercises.csv`` from the whole gradebook (one ``nbgrader export``)
    and the feedback of the submissions graded now, `pairs` (``generate_feedback``: theirs is
    removed and rewritten, the others' kept, as nbgrader skips a student whose feedback exists).

    `jobs` processes at a time: with more than one, the export runs beside the feedback, and the
    students graded now are shared among the other ``jobs - 1`` processes per assignment."""
    grades.mkdir(parents=True, exist_ok=True)
    commands = [("export", "--exporter", "course_lib.course.exercise_export.CourseCsvExportPlugin",
                 "--to", str(grades.resolve()))]
    for student, assignment in pairs:
        shutil.rmtree(course / "feedback" / student / assignment, ignore_errors=True)
    shares = max(1, jobs - 1)
    for assignment in sorted({assignment for _, assignment in pairs}):
        graded = sorted(student for student, of in pairs if of == assignment)
        everyone = {path.parent.name for path in (course / "autograded").glob(f"*/{assignment}")}
        for share in filter(None, (graded[k::shares] for k in range(shares))):
            others = sorted(everyone - set(share))
            exclude = [f"--CourseDirectory.student_id_exclude={','.join(others)}"] if others else []
            commands.append(("generate_feedback", assignment, *exclude))
    run_at_once(course, commands, jobs, db_url)


def run_at_once(course, commands, jobs, db_url):
    """Run the nbgrader `commands` (argument tuples), `jobs` processes at a time."""
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for done in [pool.submit(nbgrader, course, *command, db_url=db_url) for command in commands]:
            done.result()  # raises the first command's GradingError


def grade(submissions, course="build/course", grades="build/grades", jobs=1, wall_limit=None,
          db_url=None, progress=True):
    """Grade every submission in `submissions` (see the module docstring).

    Returns ``{"student/assignment" or a notebook's path: why it was not graded}`` for the
    students' work that was not graded (empty: all graded; other files are only listed).
    Raises `GradingError` (one line: what to do) when grading cannot start.
    """
    started = time.monotonic()
    submissions, course, grades = Path(submissions), Path(course), Path(grades)
    if not (course / "nbgrader_config.py").exists():
        raise GradingError(f"{course} is not a course root (no nbgrader_config.py): run `make assignments` first")
    db_url = db_url or os.environ.get("GRADEBOOK_URL") or None
    check_gradebook(db_url, jobs)
    config = (course / "nbgrader_config.py").read_text()
    _check_root(course, config)
    wall_limit = wall_limit or 2 * float(re.search(r"wall_limit = ([\d.]+)", config).group(1)) + 60
    released = sorted(path.name for path in (course / "source").iterdir() if path.is_dir())
    found, skipped = find_submissions(submissions, released)
    if not found:
        raise GradingError(f"no submission to grade in {submissions}: expected <student>/<assignment>/"
                           f"<assignment>.ipynb with <assignment> one of {', '.join(released)}")
    release(course, sorted({s.assignment for s in found}), db_url)
    notes, failed = autograde_all(course, found, jobs, wall_limit, db_url, progress)
    write_notes(course, notes)
    export_and_feedback(course, grades, sorted(notes), db_url, jobs)
    not_graded = write_not_graded(grades, failed, skipped, submissions)
    for line in summary(grades, course, found, notes, not_graded, time.monotonic() - started):
        print(line)
    return not_graded


def _check_root(course, config):
    """Raise `GradingError` unless the config names `course` as its root: in a course root moved
    or copied, nbgrader would grade into the old place, and every submission look ungraded."""
    named = re.search(r'^c\.CourseDirectory\.root = "(.*)"$', config, re.MULTILINE)
    if named and Path(named.group(1)) != course.resolve():
        raise GradingError(f"{course}/nbgrader_config.py is the config of {named.group(1)} (the course was moved "
                           f"or copied): write its own first, `python -m course_lib.course.assignments notebooks "
                           f"--course {course}` (what `make assignments` runs)")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("submissions", help="folder of <student>/<assignment>/<assignment>.ipynb")
    parser.add_argument("--course", default="build/course", help="nbgrader course root (build/course)")
    parser.add_argument("--grades", default="build/grades", help="where the CSV files go (build/grades)")
    parser.add_argument("--jobs", type=int, default=1, help="students graded at once (needs PostgreSQL if > 1)")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, got {args.jobs}")
    try:
        not_graded = grade(args.submissions, args.course, args.grades, args.jobs)
    except (GradingError, FileNotFoundError) as error:
        print(f"make grade: {error}", file=sys.stderr)
        return 2
    return 1 if not_graded else 0


if __name__ == "__main__":
    sys.exit(main())
