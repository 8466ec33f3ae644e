"""Grading a class with nbgrader, end to end: assignments generated, released, autograded.

The course is built from the lecture notebooks (whatever exists in notebooks/,
`grading_support`); in the assignment holding the alpha-beta exercises (found by
its exercise names, not its number) 8 synthetic submissions are graded with the
real nbgrader: exact scores, a reason for every point lost, feedback naming the
failing exercise and never the hidden tests. The cases a class hands in (a renamed
notebook, a deleted test cell, a late batch, PostgreSQL...) are in
test_grading_cases.py.
"""

import csv
import math
import re

import nbformat
import pytest

pytest.importorskip("nbgrader", reason="the `grading` extra (nbgrader) is not installed")

from course_lib.course.exercise_cells import exercises_of  # noqa: E402
from course_lib.course.grading import grade  # noqa: E402
from course_lib.course.hidden_case_files import hidden_cases_module  # noqa: E402
from course_lib.exercises.alphabeta import check_alphabeta, checked_trees, fresh_trees  # noqa: E402
from grading_support import ROOT, course_root, fresh_course, synthetic  # noqa: E402
from answer_reveals import answer_values  # noqa: E402

HIDDEN = hidden_cases_module()  # the instructor's hidden cases (instructor/hidden_cases.py, SEED 0)
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
ASSIGNED = [path.stem for path in NOTEBOOKS if exercises_of(nbformat.read(path, as_version=4))]
EXERCISES = ["pruned_leaves", "alphabeta"]  # the assignment graded here: its test cells in order
STUDENTS = {  # student: (kind of submission, {exercise: score})
    "ada": ("correct", {"pruned_leaves": 1, "alphabeta": 1}),
    "bob": ("correct", {"pruned_leaves": 1, "alphabeta": 1}),
    "cy": ("wrong", {"pruned_leaves": 0, "alphabeta": 0}),
    "dee": ("partial", {"pruned_leaves": 1, "alphabeta": 0}),
    "eve": ("looping", {"pruned_leaves": 1, "alphabeta": 0}),
    "fay": ("os_exit", {"pruned_leaves": 1, "alphabeta": 0}),
    "gus": ("tampered", {"pruned_leaves": 0, "alphabeta": 1}),
    "hal": ("invalid_json", {"pruned_leaves": 0, "alphabeta": 0}),
}
REASONS = {  # (student, exercise): what the reason must say
    ("cy", "pruned_leaves"): 'AssertionError: Which leaves does alpha-beta prune?: expected {"pruned"',
    ("cy", "alphabeta"): "AssertionError: Alpha-beta on explicit trees: on GameTree(Russell & Norvig",
    ("dee", "alphabeta"): "returned None, expected a number",
    ("eve", "alphabeta"): "CellTimeoutError: the cell ran past the time limit of 5 s",
    ("fay", "alphabeta"): "KernelDied: the kernel died while this cell ran",
    ("gus", "pruned_leaves"): "AssertionError: Which leaves does alpha-beta prune?",
    ("hal", "pruned_leaves"): "could not be graded: it is not a valid notebook (NotJSONError",
    ("hal", "alphabeta"): "could not be graded: it is not a valid notebook (NotJSONError",
}


def _assignment(course):
    """The name of the assignment whose test cells are `EXERCISES` (NN_name, whatever NN is)."""
    for path in sorted((course / "source").glob("*/*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        if [c.metadata["nbgrader"]["grade_id"] for c in notebook.cells
                if c.metadata["nbgrader"]["grade"]] == EXERCISES:
            return path.parent.name
    raise AssertionError(f"no assignment with the exercises {EXERCISES}")


@pytest.fixture(scope="module")
def course():
    root, written = course_root()  # every assignment released, for the leak test
    return root, _assignment(root), written


def _submissions(course_root, name, students, folder):
    for student, (kind, _) in students.items():
        synthetic(course_root, name, kind, folder / student / name / f"{name}.ipynb")
    return folder


@pytest.fixture(scope="module")
def graded(course, tmp_path_factory):
    _, name, _ = course
    root = fresh_course(tmp_path_factory.mktemp("graded"))
    submissions = _submissions(root, name, STUDENTS, tmp_path_factory.mktemp("submitted"))
    grades = tmp_path_factory.mktemp("grades")
    assert grade(submissions, root, grades, jobs=1, progress=False) == {}
    return root, name, grades


def _rows(path):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def test_one_assignment_per_lecture_with_exercises(course):
    _, _, written = course
    expected = {path.stem: len(exercises_of(nbformat.read(path, as_version=4))) for path in NOTEBOOKS}
    assert written == {name: count for name, count in expected.items() if count}


def test_every_exercise_has_hidden_cases_or_a_reason_not_to():
    for path in NOTEBOOKS:
        for exercise in exercises_of(nbformat.read(path, as_version=4)):
            assert HIDDEN.has_hidden_cases(exercise.checker_name) != (
                exercise.checker_name in HIDDEN.WITHOUT_HIDDEN_CASES), (
                f"{path.name}: {exercise.checker_name} needs hidden cases (instructor/hidden_cases.py) "
                "or a reason in WITHOUT_HIDDEN_CASES")


@pytest.mark.parametrize("name", ASSIGNED)
def test_the_release_has_no_answer_no_hidden_test_no_output(course, name):
    """nbgrader's release of each assignment: no answer line, nothing a checker says would reveal
    its answer (instructor/answer_reveals.py), no hidden test, no output."""
    root = course[0]
    source = nbformat.read(root / "source" / name / f"{name}.ipynb", as_version=4)
    released = nbformat.read(root / "release" / name / f"{name}.ipynb", as_version=4)
    blocks = re.findall(r"BEGIN SOLUTION\n(.*?)### END SOLUTION", "\n".join(c.source for c in source.cells), re.S)
    answers = {line.strip() for block in blocks for line in block.splitlines() if line.strip()}
    text = nbformat.writes(released)
    lines = {line.strip() for cell in released.cells for line in cell.source.splitlines()}
    assert answers and not (answers & lines) - {"raise NotImplementedError"}
    assert "HIDDEN TESTS" not in text and "hidden_check" not in text and "SOLUTION" not in text
    assert all(not cell.get("outputs") and cell.get("execution_count") is None
               for cell in released.cells if cell.cell_type == "code")
    lecture = nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
    for exercise in exercises_of(lecture):
        for value in answer_values(exercise.checker):
            found = value.search(text) if hasattr(value, "search") else value in text
            assert not found, f"the release of {name} reveals {exercise.checker_name}'s answer: {value}"


def test_the_source_assignment_passes_its_own_tests(course):
    """The instructor's answers pass every test cell, hidden cases included, and write no stderr."""
    from nbclient import NotebookClient

    root, name, _ = course
    notebook = nbformat.read(root / "source" / name / f"{name}.ipynb", as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3", allow_errors=True).execute()
    problems = [out for cell in notebook.cells for out in cell.get("outputs", [])
                if out.output_type == "error" or out.get("name") == "stderr"]
    assert problems == []


def test_an_answer_tuned_to_the_visible_check_fails_the_hidden_cases():
    visible = {tree.name for tree in checked_trees() + fresh_trees(seed=7)}  # the check's, seed 7
    reference = _reference_alphabeta()

    def tuned(tree, state, alpha, beta, maximizing):
        """Right on the trees the notebook checks, 0 elsewhere."""
        return reference(tree, state, alpha, beta, maximizing) if tree.name in visible else 0

    assert check_alphabeta(tuned, seed=7).passed
    assert not check_alphabeta(tuned).passed  # other fresh trees at the next check
    verdict = HIDDEN.hidden_check("check_alphabeta", tuned)
    assert not verdict.passed
    assert verdict.exercise == "Alpha-beta on explicit trees (hidden cases)"
    assert verdict.message.startswith("value of the random tree b=3 d=4 seed=101: got 0, expected ")
    assert HIDDEN.hidden_check("check_alphabeta", reference).passed


def test_a_hidden_case_message_shows_the_first_difference():
    """Two lists of leaves cut short in the message would hide where they differ: it says where."""

    def without_pruning(tree, state, alpha, beta, maximizing):
        return _minimax(tree, state, maximizing)

    verdict = HIDDEN.hidden_check("check_alphabeta", without_pruning)
    assert not verdict.passed
    assert verdict.message.startswith("leaves evaluated on the random tree b=3 d=4 seed=101, in order: got [")
    # both lists are cut after 6 leaves; the first difference is the 9th
    assert verdict.message.endswith("; first difference at position 8: got (0, 0, 2, 2), expected (0, 1, 0, 0)")


def _minimax(tree, state, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    values = [_minimax(tree, tree.make_move(state, move, "X" if maximizing else "O"), not maximizing)
              for move in tree.get_valid_moves(state)]
    return max(values) if maximizing else min(values)


def _reference_alphabeta():
    def alphabeta(tree, state, alpha, beta, maximizing):
        if tree.is_terminal(state):
            return tree.evaluate(state)
        value = -math.inf if maximizing else math.inf
        for move in tree.get_valid_moves(state):
            child = alphabeta(tree, tree.make_move(state, move, "X" if maximizing else "O"),
                              alpha, beta, not maximizing)
            value = max(value, child) if maximizing else min(value, child)
            alpha, beta = (max(alpha, value), beta) if maximizing else (alpha, min(beta, value))
            if beta <= alpha:
                break
        return value
    return alphabeta


def test_grades_csv_has_nbgraders_columns_and_the_totals(graded):
    _, name, grades = graded
    rows = _rows(grades / "grades.csv")
    assert list(rows[0]) == ["assignment", "duedate", "timestamp", "student_id", "last_name",
                             "first_name", "email", "raw_score", "late_submission_penalty",
                             "score", "max_score", "submitted"]
    # nbgrader lists every assignment of the gradebook (all are released here) for every student
    assert {row["assignment"] for row in rows} == set(ASSIGNED)
    assert {row["student_id"]: (row["score"], row["max_score"], row["submitted"])
            for row in rows if row["assignment"] == name} == {
        student: (f"{sum(scores.values()):g}", "2", "yes") for student, (_, scores) in STUDENTS.items()}
    # the other assignments: not submitted, which is not a score of 0
    assert {(row["score"], row["raw_score"], row["submitted"]) for row in rows if row["assignment"] != name} == {
        ("", "", "no")}


def test_exercises_csv_scores_and_reasons(graded):
    _, name, grades = graded
    rows = _rows(grades / "exercises.csv")
    assert list(rows[0]) == ["student_id", "assignment", "grade_id", "score", "max_score", "reason"]
    assert {(r["student_id"], r["grade_id"]): float(r["score"]) for r in rows} == {
        (student, exercise): score for student, (_, scores) in STUDENTS.items()
        for exercise, score in scores.items()}
    for row in rows:
        lost = float(row["score"]) < float(row["max_score"])
        assert bool(row["reason"]) == lost, row
        expected = REASONS.get((row["student_id"], row["grade_id"]))
        if expected:
            assert expected in row["reason"], row


def test_each_feedback_names_the_failing_exercise_and_hides_the_hidden_tests(graded):
    root, name, grades = graded
    titles = {"pruned_leaves": "Which leaves does alpha-beta prune?",
              "alphabeta": "Alpha-beta on explicit trees"}
    for student, (_, scores) in STUDENTS.items():
        page = (root / "feedback" / student / name / f"{name}.html").read_text()
        assert f"Your grade: {sum(scores.values()):g} of 2 point(s)" in page, student
        for exercise, score in scores.items():
            if score == 0 and student != "eve" and student != "fay":
                assert titles[exercise] in page, (student, exercise)
        for secret in ("HIDDEN TESTS", "hidden_check", "hidden_cases", "runpy"):
            assert secret not in page, (student, secret)
    assert "Grading notes." in (root / "feedback" / "hal" / name / f"{name}.html").read_text()
    assert "KernelDied" in (root / "feedback" / "fay" / name / f"{name}.html").read_text()
    assert "CellTimeoutError" in (root / "feedback" / "eve" / name / f"{name}.html").read_text()
