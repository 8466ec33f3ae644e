"""`make grade`: autograde a class's submissions into the gradebook, export grades, write feedback.

``python -m course_lib.course.grading SUBMISSIONS [--jobs N]``, where
``SUBMISSIONS/<student>/NN_name/NN_name.ipynb`` is nbgrader's submitted layout:

1. *intake*: the submissions are copied into the course root's ``submitted/``; a
   notebook that is not valid JSON (or missing) is replaced by the released one,
   so the student is graded (0) with the reason noted;
2. *autograde*: one ``nbgrader autograde NN_name --student S --force`` process per
   student and assignment, `jobs` at a time (more than one needs the PostgreSQL
   gradebook of ``make gradebook-db``: nbgrader's SQLite gradebook takes one
   writer). The notebook runs under `contained_execute` (per-cell timeout, kernel
   restarts, a wall limit per notebook, an output limit), and the process under an
   outer wall limit: a process that fails or hangs is killed, the submission is
   graded as the released notebook (0) and the reason noted;
3. *export*: ``build/grades/grades.csv`` (``nbgrader export``) and
   ``build/grades/exercises.csv`` (`exercise_export`, one row per exercise, reasons);
4. *feedback*: ``nbgrader generate_feedback`` into ``feedback/<student>/NN_name/``,
   with the grading notes on top of the notebook.

It prints a summary and returns 0 when every submission got a grade. Running it
again regrades everything (``--force``).
"""

import argparse
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat

from .assignments import nbgrader
from .exercise_export import NOTES_DIRECTORY


def submissions_in(folder):
    """``[(student, assignment), ...]`` of nbgrader's submitted layout in `folder`, sorted."""
    found = sorted((student.name, assignment.name) for student in Path(folder).iterdir() if student.is_dir()
                   for assignment in student.iterdir() if assignment.is_dir())
    if not found:
        raise FileNotFoundError(f"no submissions <student>/<assignment>/ in {folder}")
    return found


def intake(submissions, course, pairs):
    """Copy the submissions into ``course/submitted``; return ``{(student, assignment): [notes]}``."""
    notes, submitted = {}, course / "submitted"
    in_place = submitted.resolve() == submissions.resolve()  # JupyterHub: `nbgrader collect` put them there
    if submitted.exists() and not in_place:
        shutil.rmtree(submitted)
    for student, assignment in pairs:
        released = course / "release" / assignment / f"{assignment}.ipynb"
        if not released.exists():
            raise FileNotFoundError(f"{student}'s submission is for {assignment!r}, which is not "
                                    f"released in {course / 'release'} (make assignments)")
        target = submitted / student / assignment
        if not in_place:
            shutil.copytree(submissions / student / assignment, target)
        for why in ("unreadable", "failed"):  # a re-run grades what the student handed in
            kept = target / f"{released.name}.{why}"
            if kept.exists():
                kept.replace(target / released.name)
        problem = _unreadable(target / released.name)
        if problem:
            _replace_by_released(course, student, assignment, "unreadable")
            notes[student, assignment] = [f"{released.name} could not be graded: {problem}; "
                                          "it was graded as the released notebook (0 points)"]
    return notes


def _replace_by_released(course, student, assignment, why):
    """Put the released notebook in place of a submission, keeping the submission beside it
    (``NN_name.ipynb.<why>``): the student is graded 0, and nothing they handed in is lost."""
    name = f"{assignment}.ipynb"
    submitted = course / "submitted" / student / assignment / name
    if submitted.exists():
        shutil.copy(submitted, submitted.with_name(f"{name}.{why}"))
    shutil.copy(course / "release" / assignment / name, submitted)


def _unreadable(path):
    if not path.exists():
        return f"the submission has no {path.name}"
    try:
        nbformat.validate(nbformat.read(path, as_version=4))
    except (ValueError, nbformat.ValidationError, UnicodeDecodeError) as error:
        return f"it is not a valid notebook ({type(error).__name__}: {str(error).splitlines()[0][:120]})"
    return None


def autograde(course, student, assignment, wall_limit):
    """Run one student's autograde; return None, or what went wrong (the process was killed)."""
    try:
        done = nbgrader(course, "autograde", assignment, "--student", student, "--force",
                        check=False, timeout=wall_limit)
    except subprocess.TimeoutExpired:
        return f"grading ran past the wall limit of {wall_limit:g} s and was stopped"
    graded = course / "autograded" / student / assignment / f"{assignment}.ipynb"
    if done.returncode or not graded.exists():
        errors = [line for line in (done.stdout + done.stderr).splitlines() if "[ERROR]" in line]
        return "the autograder failed: " + (errors[0].split("]", 1)[-1].strip()[:200] if errors else
                                            f"exit status {done.returncode}")
    return None


def autograde_all(course, pairs, notes, jobs, wall_limit):
    """Autograde every (student, assignment) `jobs` at a time; a failed one is graded as released."""
    def one(pair):
        problem = autograde(course, *pair, wall_limit)
        if problem:
            _replace_by_released(course, *pair, "failed")
            notes.setdefault(pair, []).append(f"{problem}; it was graded as the released notebook (0 points)")
            problem = autograde(course, *pair, wall_limit)
        return pair, problem

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return {pair: problem for pair, problem in pool.map(one, pairs) if problem}


def write_notes(course, notes):
    """Store each submission's grading notes (for exercises.csv) and put them atop its autograded notebook."""
    folder = course / NOTES_DIRECTORY
    if folder.exists():
        shutil.rmtree(folder)
    for (student, assignment), lines in notes.items():
        path = folder / student / f"{assignment}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(lines, indent=1))
        graded = course / "autograded" / student / assignment / f"{assignment}.ipynb"
        if graded.exists():
            notebook = nbformat.read(graded, as_version=4)
            text = "**Grading note.** " + " ".join(lines)
            notebook.cells.insert(0, nbformat.v4.new_markdown_cell(text, id="grading-note"))
            nbformat.write(notebook, graded)


def export_and_feedback(course, grades, assignments):
    """Write grades.csv, exercises.csv and every student's feedback."""
    grades.mkdir(parents=True, exist_ok=True)
    nbgrader(course, "export", "--to", str((grades / "grades.csv").resolve()))
    nbgrader(course, "export", "--exporter",
             "course_lib.course.exercise_export.ExerciseCsvExportPlugin",
             "--to", str((grades / "exercises.csv").resolve()))
    for assignment in assignments:
        nbgrader(course, "generate_feedback", assignment, "--force")


def summary(grades, pairs, failed, notes, seconds):
    """The lines printed at the end: per assignment, the submissions graded and their mean score."""
    rows = list(csv.DictReader(open(grades / "grades.csv")))
    lines = []
    for assignment in sorted({a for _, a in pairs}):
        scores = [float(r["score"]) for r in rows if r["assignment"] == assignment
                  and (r["student_id"], assignment) in set(pairs)]
        maximum = next((r["max_score"] for r in rows if r["assignment"] == assignment), "?")
        lines.append(f"{assignment}: {len(scores)} submission(s) graded, mean {sum(scores) / max(len(scores), 1):.2f}"
                     f" / {float(maximum):g}")
    lines.append(f"{len(notes)} submission(s) with grading notes, {len(failed)} not graded; "
                 f"{seconds:.1f} s ({seconds / len(pairs):.1f} s per submission)")
    lines += [f"NOT GRADED {student}/{assignment}: {problem}" for (student, assignment), problem in failed.items()]
    return lines


def grade(submissions, course="build/course", grades="build/grades", jobs=1, wall_limit=None,
          db_url=None):
    """Grade every submission in `submissions` (see the module docstring); return the failures.

    `db_url` (default ``$GRADEBOOK_URL``) replaces the course's gradebook when given.
    """
    started = time.monotonic()
    submissions, course, grades = Path(submissions), Path(course), Path(grades)
    config = (course / "nbgrader_config.py").read_text()
    db_url = db_url or os.environ.get("GRADEBOOK_URL")
    if db_url:
        config = re.sub(r'(?m)^c\.CourseDirectory\.db_url = .*$', f"c.CourseDirectory.db_url = {db_url!r}", config)
        (course / "nbgrader_config.py").write_text(config)
    if jobs > 1 and re.search(r"db_url = .sqlite", config):
        raise ValueError(f"jobs={jobs} needs the PostgreSQL gradebook (nbgrader's SQLite gradebook "
                         "takes one writer): run `make gradebook-db` and `make assignments` with "
                         "GRADEBOOK_URL set, or grade with jobs=1")
    wall_limit = wall_limit or 2 * float(re.search(r"wall_limit = ([\d.]+)", config).group(1)) + 60
    pairs = submissions_in(submissions)
    assignments = sorted({assignment for _, assignment in pairs})
    for assignment in assignments:  # the gradebook knows the assignment's test cells
        nbgrader(course, "generate_assignment", assignment, "--force")
    notes = intake(submissions, course, pairs)
    failed = autograde_all(course, pairs, notes, jobs, wall_limit)
    write_notes(course, notes)
    export_and_feedback(course, grades, assignments)
    for line in summary(grades, pairs, failed, notes, time.monotonic() - started):
        print(line)
    return failed


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("submissions", help="folder of <student>/<assignment>/<assignment>.ipynb")
    parser.add_argument("--course", default="build/course", help="nbgrader course root (build/course)")
    parser.add_argument("--grades", default="build/grades", help="where the CSV files go (build/grades)")
    parser.add_argument("--jobs", type=int, default=1, help="students graded at once (needs PostgreSQL if > 1)")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, got {args.jobs}")
    return 1 if grade(args.submissions, args.course, args.grades, args.jobs) else 0


if __name__ == "__main__":
    sys.exit(main())
