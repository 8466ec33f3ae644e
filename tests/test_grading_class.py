"""A class written by someone who had not read the grader, graded as its author predicted.

`tests/data/hand_written_class/` holds 24 students' work on notebooks 04, 06 and 11 (47
submissions), written as students write it: right answers in many styles, subtle bugs,
crashes, a loop, huge prints, calls to the library's own solvers, a renamed file, a
notebook outside its folder, a deleted test cell, a retyped import cell, a blank notebook
and a cut-off file. Its author, a teaching assistant's role given only the released
notebooks, README and the public library, predicted every test cell's score
(``expected.csv``, reasons in ``NOTES.md``) before anything was graded. The grader must
agree on all 87, with a note for exactly the six file mishaps.
"""

from pathlib import Path

import pytest

pytest.importorskip("nbgrader", reason="the `grading` extra (nbgrader) is not installed")

from course_lib.course.grading import grade  # noqa: E402
from grading_support import fresh_course, rows  # noqa: E402

CLASS = Path(__file__).resolve().parent / "data" / "hand_written_class"
WITH_A_NOTE = {"kofi": "named '04_minimax (1).ipynb'", "lena": "was directly in your folder",
               "mateo": "the test cell of backpropagate was deleted", "nadia": "uses `course_lib.exercises`",
               "priya": "your notebook is blank", "rosa": "is not a valid notebook"}


def write_class(release, out):
    """Run the class's script on the course's `release` folder, writing the submissions to `out`;
    return how many it wrote. (Run from its text, so that no bytecode lands in tests/data.)"""
    script = CLASS / "make_class.py"
    namespace = {"__name__": "make_class", "__file__": str(script)}
    exec(compile(script.read_text(), str(script), "exec"), namespace)  # noqa: S102 (our own test data)
    namespace["RELEASE"] = Path(release)
    return namespace["build"](Path(out))


def test_a_hand_written_class_grades_as_its_author_predicted(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("GRADEBOOK_URL", raising=False)
    course = fresh_course(tmp_path)
    assert write_class(course / "release", tmp_path / "class") == 47
    capsys.readouterr()
    assert grade(tmp_path / "class", course, tmp_path / "grades", progress=False) == {}
    summary = capsys.readouterr().out
    predicted = {(r["student"], r["assignment"], r["exercise"]): float(r["points_expected"])
                 for r in rows(CLASS / "expected.csv")}
    graded = {(r["student_id"], r["assignment"], r["grade_id"]): float(r["score"])
              for r in rows(tmp_path / "grades" / "exercises.csv")}
    assert graded == predicted
    notes = [line for line in summary.splitlines() if line.startswith("  note ")]
    assert sorted(line.split()[1].split("/")[0] for line in notes) == sorted(WITH_A_NOTE)
    for student, words in WITH_A_NOTE.items():
        assert any(line.startswith(f"  note {student}/") and words in line for line in notes), student
    assert "47 submission(s) graded" in summary and "0 not graded" in summary
