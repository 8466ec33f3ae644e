"""Grading what a class really hands in: each case one submission, its exact score and reason.

Notebook 04's assignment (one exercise, `minimax`: the cheapest to grade) gets one
batch of submissions as students hand them in: renamed by the browser, a deleted
test cell, a notebook directly in the student's folder, two notebooks, none, a blank
notebook, stray files, and six answers written by hand the way students write them
(graded by hand below; one reads its caller's frame and is named for a check by hand, one leaves
an exit hook in its kernel, which is killed before the hook can run);
notebook 11's gets an answer cell retyped without the lecture's import. Then a late
batch is graded into the same course and nothing of the first batch changes.
tests/test_grading_gradebook.py covers PostgreSQL.
"""

import hashlib
import re
from pathlib import Path

import nbformat
import pytest

pytest.importorskip("nbgrader", reason="the `grading` extra (nbgrader) is not installed")

from course_lib.course.grading import main  # noqa: E402
from grading_support import (assignment_named, feedback, fresh_course, notebooks, reasons, rows,  # noqa: E402
                             scores, synthetic, with_answers)

# Written by hand, as students write them; each grade below was worked out by reading the code.
HAND_WRITTEN = {
    # right: recursion with max()/min() over a generator (2 points of style, 1 point here)
    "hana": ('''def minimax(tree, state, maximizing):
    """My minimax."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    values = (minimax(tree, tree.make_move(state, m, player), not maximizing)
              for m in tree.get_valid_moves(state))
    return max(values) if maximizing else min(values)
''', 1),
    # wrong: forgets to switch sides, so its second move is made by the wrong player: the tree refuses it
    "ivan": ('''def minimax(tree, state, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    best = None
    for move in tree.get_valid_moves(state):
        v = minimax(tree, tree.make_move(state, move, "X" if maximizing else "O"), maximizing)
        if best is None or v > best:
            best = v
    return best
''', 0),
    # right, with the debugging prints left in (output is not graded)
    "jo": ('''import math

def minimax(tree, state, maximizing):
    if tree.is_terminal(state):
        print("leaf", state, tree.evaluate(state))
        return tree.evaluate(state)
    best = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        child = tree.make_move(state, move, "X" if maximizing else "O")
        value = minimax(tree, child, not maximizing)
        best = max(best, value) if maximizing else min(best, value)
    return best
''', 1),
    # wrong: starts MIN's best at -1 (the lecture's utilities are -1/0/+1), so a MIN node
    # whose children are all above -1 still returns -1
    "kim": ('''def minimax(tree, state, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if maximizing:
        best = -1
        for move in tree.get_valid_moves(state):
            best = max(best, minimax(tree, tree.make_move(state, move, "X"), False))
    else:
        best = -1
        for move in tree.get_valid_moves(state):
            best = min(best, minimax(tree, tree.make_move(state, move, "O"), True))
    return best
''', 0),
    # right, with a frame-reading debug line: the check refuses it (0, the reason says why), and the
    # note names it for a check by hand
    "pia": ('''import sys

def minimax(tree, state, maximizing):
    caller = sys._getframe(1).f_code.co_name  # who called me?
    if tree.is_terminal(state):
        return tree.evaluate(state)
    values = [minimax(tree, tree.make_move(state, move, "X" if maximizing else "O"), not maximizing)
              for move in tree.get_valid_moves(state)]
    return max(values) if maximizing else min(values)
''', 0),
    # right, and leaves an exit hook behind in the kernel: the kernel is killed when the notebook is
    # done, so the hook never runs (one that sleeps could not hold up the batch)
    "quinn": ('''import atexit
import pathlib

atexit.register(pathlib.Path("exit_hook_ran.txt").write_text, "the kernel exited normally")

def minimax(tree, state, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    values = [minimax(tree, tree.make_move(state, move, "X" if maximizing else "O"), not maximizing)
              for move in tree.get_valid_moves(state)]
    return max(values) if maximizing else min(values)
''', 1),
}
CORRECT_04 = {"ren": 1, "del": 1, "loose": 1, "stray": 1, "blank": 0, "mega": 0}


@pytest.fixture(scope="module")
def first_batch(tmp_path_factory):
    """Grade the first batch through the command line; return (course, grades, names, exit status, output)."""
    work = tmp_path_factory.mktemp("cases")
    course = fresh_course(work)
    minimax, mcts = assignment_named(course, "minimax"), assignment_named(course, "monte_carlo_tree_search")
    subs = work / "submitted"
    synthetic(course, minimax, "correct", subs / "ren" / minimax / f"{minimax} (1).ipynb")
    synthetic(course, minimax, "correct", subs / "loose" / f"{minimax}.ipynb")
    synthetic(course, minimax, "megabytes", subs / "mega" / minimax / f"{minimax}.ipynb")
    synthetic(course, minimax, "correct", subs / "stray" / minimax / f"{minimax}.ipynb")
    (subs / "stray" / minimax / "scratch.txt").write_text("my notes\n")
    for name in ("a.ipynb", "b.ipynb"):
        synthetic(course, minimax, "correct", subs / "two" / minimax / name)
    (subs / "none" / minimax).mkdir(parents=True)
    (subs / "README.txt").write_text("downloaded from the LMS\n")
    blank = nbformat.v4.new_notebook()
    (subs / "blank" / minimax).mkdir(parents=True)
    nbformat.write(blank, subs / "blank" / minimax / f"{minimax}.ipynb")
    answer = [c.source for c in notebooks(course, minimax)[0].cells
              if c.metadata["nbgrader"].get("solution")][0]
    with_answers(course, minimax, {"minimax-answer": answer}, subs / "del" / minimax / f"{minimax}.ipynb",
                 drop_tests={"minimax"})
    for student, (source, _) in HAND_WRITTEN.items():
        with_answers(course, minimax, {"minimax-answer": source}, subs / student / minimax / f"{minimax}.ipynb")
    select_child = [c.source for c in notebooks(course, mcts)[0].cells
                    if c.metadata["nbgrader"].get("grade_id") == "select_child-answer"][0]
    retyped = "\n".join(line for line in select_child.splitlines() if "import check_" not in line)
    with_answers(course, mcts, {"select_child-answer": retyped}, subs / "retyped" / mcts / f"{mcts}.ipynb")
    status = main([str(subs), "--course", str(course), "--grades", str(work / "grades")])
    return course, work / "grades", minimax, mcts, status


def test_every_submission_has_its_exact_score(first_batch):
    course, grades, minimax, mcts, _ = first_batch
    expected = {(student, "minimax"): score for student, score in CORRECT_04.items()}
    expected.update({(student, "minimax"): score for student, (_, score) in HAND_WRITTEN.items()})
    assert scores(grades, minimax) == expected
    assert scores(grades, mcts) == {("retyped", "select_child"): 1, ("retyped", "backpropagate"): 0,
                                    ("retyped", "win_in_one"): 0}


def test_each_kernel_is_killed_when_its_notebook_is_done(first_batch):
    course, _, minimax, _, _ = first_batch
    assert (course / "autograded" / "quinn" / minimax / f"{minimax}.ipynb").exists()
    assert not (course / "autograded" / "quinn" / minimax / "exit_hook_ran.txt").exists()


def test_the_reasons_in_exercises_csv(first_batch):
    course, grades, minimax, mcts, _ = first_batch
    found = reasons(grades, minimax)
    assert found[("blank", "minimax")].startswith("your notebook is blank (it has no cells)")
    assert "the tree refuses a move by the wrong player" in found[("ivan", "minimax")]
    assert found[("kim", "minimax")].startswith("AssertionError: Write minimax for explicit trees: ")
    assert found[("ren", "minimax")] == found[("del", "minimax")] == found[("hana", "minimax")] == ""
    assert "not implemented yet" in reasons(grades, mcts)[("retyped", "backpropagate")]
    assert re.match(r"OutputLimitExceeded: the cell printed [\d,]+ bytes, more than the limit of 1,000,000; "
                    r"(none of it was kept|the first [\d,]+ bytes are shown above)", found[("mega", "minimax")])


def test_the_feedback_names_the_file_the_cell_put_back_and_the_blank_notebook(first_batch):
    course, _, minimax, _, _ = first_batch
    assert f"your notebook was named '{minimax} (1).ipynb', not '{minimax}.ipynb'" in feedback(course, "ren", minimax)
    assert "the test cell of minimax was deleted from your notebook; it was put back" in feedback(
        course, "del", minimax)
    assert f"your notebook {minimax}.ipynb was directly in your folder" in feedback(course, "loose", minimax)
    page = feedback(course, "blank", minimax)
    assert "Your grade: 0 of 1 point(s)" in page and "your notebook is blank" in page
    page = feedback(course, "pia", minimax)
    assert "Your grade: 0 of 1 point(s)" in page
    assert "reads the check's own data through <code>sys._getframe</code>" in page
    assert "minimax-answer uses <code>_getframe</code>, which can read the checks" in page
    assert "the instructor checks this answer by hand" in page
    page = feedback(course, "kim", minimax)
    assert "Your grade: 0 of 1 point(s)" in page and "your answer did not pass: Write minimax" in page
    assert page.index("Why points were lost") < page.index("code_cell")  # above the student's cells


def test_what_is_not_graded_is_listed_with_its_reason_and_the_exit_status_says_so(first_batch, capsys):
    course, grades, minimax, _, status = first_batch
    assert status == 1
    listed = {row["path"]: row["reason"] for row in rows(grades / "not_graded.csv")}
    assert listed == {
        "README.txt": "not in a student's folder (<student>/<assignment>/)",
        f"stray/{minimax}/scratch.txt": "not a notebook",
        f"two/{minimax}": f"two not graded for {minimax}: 2 notebooks (a.ipynb, b.ipynb): which one to grade "
                          "is the student's to say",
        f"none/{minimax}": f"none not graded for {minimax}: no notebook (expected {minimax}.ipynb)"}
    assert not (course / "submitted" / "two").exists()


@pytest.fixture(scope="module")
def late_batch(first_batch, tmp_path_factory):
    """Snapshot the first batch, then grade one late submission into the same course."""
    course, grades, minimax, mcts, _ = first_batch
    before = {path.relative_to(course): _digest(path) for folder in ("submitted", "autograded", "feedback",
                                                                      "grading_notes")
              for path in (course / folder).rglob("*") if path.is_file()}
    rows_before = [row for row in rows(grades / "exercises.csv")]
    late = tmp_path_factory.mktemp("late")
    synthetic(course, minimax, "wrong", late / "zed" / minimax / f"{minimax}.ipynb")
    assert main([str(late), "--course", str(course), "--grades", str(grades)]) == 0
    return course, grades, minimax, before, rows_before


def _digest(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def test_a_late_batch_adds_to_the_course_and_changes_nothing_else(late_batch):
    course, grades, minimax, before, rows_before = late_batch
    after = {path: _digest(course / path) for path in before if (course / path).exists()}
    assert after == before  # every earlier file, byte for byte
    now = rows(grades / "exercises.csv")
    assert [row for row in now if row["student_id"] != "zed"] == rows_before
    assert [(r["student_id"], r["score"]) for r in now if r["student_id"] == "zed"] == [("zed", "0")]
    grades_rows = {(r["student_id"], r["assignment"]): (r["score"], r["submitted"])
                   for r in rows(grades / "grades.csv")}
    assert grades_rows[("zed", minimax)] == ("0", "yes") and grades_rows[("hana", minimax)] == ("1", "yes")
    assert grades_rows[("zed", assignment_named(course, "caching"))] == ("", "no")


def test_a_library_call_in_a_lambda_scores_0_with_its_reason(first_batch, tmp_path):
    course, _, minimax, _, _ = first_batch
    cheat = ('from course_lib import MinimaxSolverV1\n'
             'minimax = lambda tree, state, maximizing: MinimaxSolverV1().minimax_value(\n'
             '    tree, state, "X" if maximizing else "O")\n')
    with_answers(course, minimax, {"minimax-answer": cheat}, tmp_path / "s" / "lam" / minimax / f"{minimax}.ipynb")
    main([str(tmp_path / "s"), "--course", str(course), "--grades", str(tmp_path / "g")])
    assert scores(tmp_path / "g", minimax)[("lam", "minimax")] == 0
    assert "calls the library's" in reasons(tmp_path / "g", minimax)[("lam", "minimax")]
    assert "calls the library's" in feedback(course, "lam", minimax)
