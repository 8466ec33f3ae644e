"""``exercises.csv``: one row per student and exercise, with the reason for every point lost;
``grades.csv``: nbgrader's totals, telling "not submitted" from "scored 0".

`nbgrader export` writes one total per assignment. `ExerciseCsvExportPlugin`
(``nbgrader export --exporter course_lib.course.exercise_export.ExerciseCsvExportPlugin``)
writes the score of each autograded test cell (an exercise): columns `COLUMNS`;
`GradesCsvExportPlugin` writes ``grades.csv``; `CourseCsvExportPlugin`, which `grading`
runs, writes both in one nbgrader process (``--to`` names their folder).
The reason comes from the autograded notebook: the first error in the exercise's
cells (its answer cell, its test cell: an ``AssertionError`` carrying the checker's
verdict, a ``CellTimeoutError``, a ``KernelDied``...; see `contained_execute`) and
from the grading notes `grading` writes for a submission it could not run as
submitted (not valid JSON, past the wall limit).
"""

import csv
import json
from pathlib import Path

import nbformat
from nbgrader.api import MissingEntry
from nbgrader.plugins import ExportPlugin

GRADE_COLUMNS = ["assignment", "duedate", "timestamp", "student_id", "last_name", "first_name", "email",
                 "raw_score", "late_submission_penalty", "score", "max_score", "submitted"]
COLUMNS = ["student_id", "assignment", "grade_id", "score", "max_score", "reason"]
NOTES_DIRECTORY = "grading_notes"  # in the course root: <student>/<assignment>.json


def error_text(output, limit=300):
    """``"Name: first line of the message"`` of an error output, or the stderr text of a stream."""
    if output.output_type == "error":
        message = (output.get("evalue") or "").strip().splitlines()
        text = output.ename + (f": {message[0]}" if message else "")
    else:
        text = "wrote to stderr: " + output.text.strip().splitlines()[0] if output.text.strip() else ""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _problems(cell):
    return [error_text(out) for out in cell.get("outputs", [])
            if out.output_type == "error" or (out.output_type == "stream" and out.name == "stderr")]


def reasons(notebook):
    """``{test cell grade_id: reason}`` for the test cells of an autograded `notebook` that failed.

    The reason is the test cell's own errors, after the first error of the cells
    since the previous test cell when there was one (the answer cell that broke).
    """
    found, earlier = {}, []
    for cell in notebook.cells:
        meta = cell.metadata.get("nbgrader", {})
        problems = _problems(cell)
        if not meta.get("grade"):
            earlier += [f"{problem} (in {meta.get('grade_id', 'an unlocked cell')})" for problem in problems]
            continue
        if problems or earlier:
            found[meta["grade_id"]] = "; then ".join(([earlier[0]] if earlier else []) + ["; ".join(problems)])
        earlier = []
    return found


def read_notes(course_root, student, assignment):
    """The grading notes of a submission (a list of strings; empty when it ran as submitted)."""
    path = Path(course_root) / NOTES_DIRECTORY / student / f"{assignment}.json"
    return json.loads(path.read_text()) if path.exists() else []


class ExerciseCsvExportPlugin(ExportPlugin):
    """Export each autograded exercise's score and the reason for lost points to a CSV file."""

    def export(self, gradebook):
        destination = self.to or "exercises.csv"
        coursedir = self.parent.coursedir
        with open(destination, "w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(COLUMNS)
            for assignment in sorted(gradebook.assignments, key=lambda a: a.name):
                if self.assignment and assignment.name not in self.assignment:
                    continue
                for submission in sorted(gradebook.assignment_submissions(assignment.name),
                                         key=lambda s: s.student.id):
                    student = submission.student.id
                    if self.student and student not in self.student:
                        continue
                    notes = read_notes(coursedir.root, student, assignment.name)
                    for notebook in submission.notebooks:
                        found = self._notebook_reasons(coursedir, student, assignment.name, notebook.name,
                                                       [grade.name for grade in notebook.grades])
                        for grade in notebook.grades:
                            lost = grade.score < grade.max_score
                            reason = "; ".join(notes + [found.get(grade.name, "")]).strip("; ") if lost else ""
                            writer.writerow([student, assignment.name, grade.name, f"{grade.score:g}",
                                             f"{grade.max_score:g}", reason])
        self.log.info("Exported the exercises' scores to %s", destination)

    def _notebook_reasons(self, coursedir, student, assignment, notebook, grade_ids):
        path = Path(coursedir.format_path(coursedir.autograded_directory, student, assignment)) / f"{notebook}.ipynb"
        if not path.exists():
            return {}
        notebook = nbformat.read(path, as_version=4)
        found = reasons(notebook)
        present = {cell.metadata.get("nbgrader", {}).get("grade_id") for cell in notebook.cells}
        for grade in grade_ids:
            if grade not in present:
                found[grade] = f"the test cell {grade} is missing from the submission (deleted)"
        return found


class GradesCsvExportPlugin(ExportPlugin):
    """nbgrader's grades.csv, one row per assignment and student, with a ``submitted`` column."""

    def export(self, gradebook):
        destination = self.to or "grades.csv"
        with open(destination, "w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(GRADE_COLUMNS)
            for assignment in sorted(gradebook.assignments, key=lambda a: a.name):
                for student in sorted(gradebook.students, key=lambda s: s.id):
                    writer.writerow(_grade_row(gradebook, assignment, student))
        self.log.info("Exported the grades to %s", destination)


def _grade_row(gradebook, assignment, student):
    row = {"assignment": assignment.name, "duedate": assignment.duedate or "", "student_id": student.id,
           "last_name": student.last_name or "", "first_name": student.first_name or "",
           "email": student.email or "", "max_score": f"{assignment.max_score:g}"}
    try:
        submission = gradebook.find_submission(assignment.name, student.id)
    except MissingEntry:
        row.update(timestamp="", raw_score="", late_submission_penalty="", score="", submitted="no")
    else:
        penalty = submission.late_submission_penalty or 0.0
        row.update(timestamp=submission.timestamp or "", raw_score=f"{submission.score:g}",
                   late_submission_penalty=f"{penalty:g}", score=f"{max(0.0, submission.score - penalty):g}",
                   submitted="yes")
    return [row[column] for column in GRADE_COLUMNS]


class CourseCsvExportPlugin(ExportPlugin):
    """Both CSV files, ``grades.csv`` and ``exercises.csv``, into the folder ``--to`` names (one
    nbgrader start-up for the two)."""

    def export(self, gradebook):
        folder = Path(self.to or ".")
        for plugin, name in ((GradesCsvExportPlugin, "grades.csv"), (ExerciseCsvExportPlugin, "exercises.csv")):
            plugin(parent=self.parent, to=str(folder / name), assignment=self.assignment,
                   student=self.student).export(gradebook)
