"""What a student reads in their feedback: why each point was lost, above their own cells.

Two nbconvert preprocessors that ``nbgrader generate_feedback`` runs (see
``nbgrader_config.template``), after nbgrader's `GetGrades` has put each test cell's
score in its metadata:

* `HideTestCode`: an error in a test cell is shown as its one line (``AssertionError:
  <the checker's verdict>``), never as a traceback, whose context lines would print the
  test cell's code, hidden tests included;
* `LostPoints`: a first cell with the grade, the grading notes (`grading` wrote them:
  a renamed file, a test cell put back, a notebook that could not run) and one
  sentence per lost point saying why, in plain words (`sentence`).
"""

from nbgrader.preprocessors import NbGraderPreprocessor
from nbformat.v4 import new_markdown_cell
from traitlets import Unicode

from .exercise_export import read_notes, reasons

PLAIN = [  # (what an error reason starts with, the sentence a student reads)
    ("CellTimeoutError", "your code ran past the time limit and was stopped: look for a loop that never ends"),
    ("KernelDied", "Python itself stopped while your code ran (os._exit, sys.exit in a loop, a crash or all "
                   "memory used): the cells after it ran again in a fresh Python"),
    ("WallLimitExceeded", "it was not run: your notebook as a whole ran past its time limit"),
    ("OutputLimitExceeded", "your code printed more than the output limit; remove the prints in loops"),
    ("NotImplementedError", "the answer is not written yet (its cell still raises NotImplementedError)"),
    ("NameError", "a name is not defined when your notebook runs from the top (a renamed or deleted "
                  "function, or a cell run out of order)"),
    ("the test cell", "its test cell is missing from your notebook"),
]


def sentence(reason):
    """One sentence a student can act on for a lost point, from its `exercise_export` reason."""
    if not reason:
        return "your answer did not pass its test."
    if reason.startswith("AssertionError: "):
        return f"your answer did not pass: {reason[len('AssertionError: '):]}"
    for start, plain in PLAIN:
        if reason.startswith(start):
            return f"{plain} ({reason})." if start != "the test cell" else f"{plain}."
    return f"your code raised {reason}."


class HideTestCode(NbGraderPreprocessor):
    """Show a test cell's errors as one line each: no traceback, so no test code."""

    def preprocess_cell(self, cell, resources, index):
        if cell.cell_type == "code" and cell.metadata.get("nbgrader", {}).get("grade"):
            for output in cell.get("outputs", []):
                if output.output_type == "error":
                    output.traceback = [f"{output.ename}: {output.evalue}"]
        return cell, resources


class LostPoints(NbGraderPreprocessor):
    """Put the grade, the grading notes and one sentence per lost point above the student's cells."""

    course_root = Unicode("", help="the course root, where the grading notes are").tag(config=True)

    def preprocess(self, nb, resources):
        details = resources.get("nbgrader", {})
        notes = read_notes(self.course_root, details.get("student"), details.get("assignment")) \
            if self.course_root and details.get("student") else []
        found = reasons(nb)
        lines, score, points = [], 0.0, 0.0
        for cell in nb.cells:
            meta = cell.metadata.get("nbgrader", {})
            if not meta.get("grade") or "points" not in meta:
                continue
            score, points = score + meta.get("score", 0), points + meta["points"]
            if meta.get("score", 0) < meta["points"]:
                lost = meta["points"] - meta.get("score", 0)
                lines.append(f"- **`{meta['grade_id']}`**, {lost:g} point(s) lost: "
                             f"{sentence(found.get(meta['grade_id'], ''))}")
        blocks = [f"## Your grade: {score:g} of {points:g} point(s)"]
        if notes:
            blocks.append("**Grading notes.**\n\n" + "\n".join(f"- {note}" for note in notes))
        blocks.append("**Why points were lost.**\n\n" + "\n".join(lines) if lines else "Every test passed.")
        nb.cells.insert(0, new_markdown_cell("\n\n".join(blocks), id="lost-points"))
        return nb, resources
