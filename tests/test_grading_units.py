"""The grading steps that need no nbgrader run: what a killed autograder's feedback shows, the
sentences a student reads, chunks of submissions, the intake of odd layouts, how the nbgrader
processes start (no IRI checker, one database engine)."""

import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

pytest.importorskip("nbgrader", reason="the `grading` extra (nbgrader) is not installed")

from course_lib.course.feedback import sentence  # noqa: E402
from course_lib.course.grading import _show_student_cells, chunks  # noqa: E402
from course_lib.course.submission_intake import Submission, find_submissions  # noqa: E402


def _notebook(answer):
    cell = nbformat.v4.new_code_cell(answer)
    cell.metadata["nbgrader"] = {"solution": True, "grade": False, "locked": False, "grade_id": "f-answer"}
    return nbformat.v4.new_notebook(cells=[cell])


def test_a_killed_autograder_feedback_shows_the_students_cells_not_the_stub(tmp_path):
    folder = tmp_path / "submitted" / "ann" / "A"
    folder.mkdir(parents=True)
    nbformat.write(_notebook("def f():\n    return 42  # mine"), folder / "A.ipynb.failed")
    graded = tmp_path / "autograded" / "ann" / "A" / "A.ipynb"
    graded.parent.mkdir(parents=True)
    stub = _notebook("def f():\n    raise NotImplementedError()")
    stub.cells[0].outputs = [nbformat.v4.new_output("error", ename="NotImplementedError", evalue="", traceback=[])]
    nbformat.write(stub, graded)
    _show_student_cells(tmp_path, "ann", "A")
    cell = nbformat.read(graded, 4).cells[0]
    assert (cell.source, cell.outputs) == ("def f():\n    return 42  # mine", [])


@pytest.mark.parametrize("reason, expected", [
    ("AssertionError: Minimax: value 5, expected 3", "your answer did not pass: Minimax: value 5, expected 3"),
    ("CellTimeoutError: the cell ran past 30 s", "your code ran past the time limit and was stopped: look for a "
                                                 "loop that never ends (CellTimeoutError: the cell ran past 30 s)."),
    ("ZeroDivisionError: division by zero", "your code raised ZeroDivisionError: division by zero."),
])
def test_each_lost_point_gets_one_plain_sentence(reason, expected):
    assert sentence(reason) == expected


def test_chunks_keep_one_assignment_each_and_give_every_job_work():
    subs = [Submission(f"s{i:02d}", "A" if i < 20 else "B", None) for i in range(26)]
    cut = chunks(subs, jobs=2)
    assert [len(chunk) for chunk in cut] == [5] * 4 + [1, 2, 1, 2]
    assert [len(chunk) for chunk in chunks(subs[:20] * 2, jobs=2)] == [6, 7, 7, 6, 7, 7]  # 3 chunks a job
    assert [len(chunk) for chunk in chunks(subs[:20], jobs=1)] == [6, 7, 7]  # at most 8, one start-up each
    assert all(len({s.assignment for s in chunk}) == 1 for chunk in cut)
    assert sorted(s.student for chunk in cut for s in chunk) == sorted(s.student for s in subs)


def test_a_submission_folder_of_odd_files(tmp_path):
    (tmp_path / "ann" / "A" / ".ipynb_checkpoints").mkdir(parents=True)
    nbformat.write(_notebook("x = 1"), tmp_path / "ann" / "A" / "Untitled.ipynb")
    nbformat.write(_notebook("x = 1"), tmp_path / "ann" / "A" / ".ipynb_checkpoints" / "A-checkpoint.ipynb")
    (tmp_path / "ann" / "A" / "timestamp.txt").write_text("2026-11-21 09:12:00 UTC\n")
    nbformat.write(_notebook("x = 1"), tmp_path / "ann" / "B.ipynb")
    nbformat.write(_notebook("x = 1"), tmp_path / "ann" / "homework.ipynb")
    (tmp_path / "bob" / "Z").mkdir(parents=True)
    (tmp_path / "bob" / "Z" / "z.ipynb").write_text("{}")
    found, skipped = find_submissions(tmp_path, ["A", "B"])
    assert [(s.student, s.assignment, s.notebook.name, len(s.notes)) for s in found] == [
        ("ann", "A", "Untitled.ipynb", 1), ("ann", "B", "B.ipynb", 1)]
    assert {(str(s.path.relative_to(tmp_path)), s.reason) for s in skipped} == {
        ("ann/A/.ipynb_checkpoints/A-checkpoint.ipynb", "Jupyter's autosave checkpoint"),
        ("ann/homework.ipynb", "not a notebook of an assignment"),
        ("bob/Z/z.ipynb", "Z is not an assignment of this course (released: A, B)")}


def test_answers_that_read_the_checks_internals_are_named_for_a_hand_check():
    """The checks run in the student's kernel (README, "What the exercises can and cannot stop"): an
    answer that walks the checker's frames gets a note; ordinary answers and locked cells do not."""
    from course_lib.course.submission_intake import introspection

    cheat = _notebook("import sys\ndef minimax(tree, state, max_to_move):\n"
                      "    return sys._getframe(2).f_locals['expected']")
    assert introspection(cheat) == [
        "f-answer uses `_getframe`, `f_locals`, which can read the checks' own data or reach the library's own "
        "answer from inside an answer; the instructor checks this answer by hand"]
    added = _notebook("x = 1")
    added.cells.append(nbformat.v4.new_code_cell("import gc, inspect\nseen = gc.get_objects(); inspect.stack()"))
    assert introspection(added) == [
        "cell 2 uses `get_objects`, `stack`, which can read the checks' own data or reach the library's own "
        "answer from inside an answer; the instructor checks this answer by hand"]
    private = _notebook("from course_lib.exercises.minimax import _mistaken_minimax\n"
                        "from course_lib.games.connect_four_rules import BitLayout\n"
                        "def last_move_wins(state, column):\n    return BitLayout . _has_four(state)")
    assert introspection(private) == [
        "f-answer uses `BitLayout._has_four`, `_mistaken_minimax`, which can read the checks' own data or reach "
        "the library's own answer from inside an answer; the instructor checks this answer by hand"]
    around = _notebook("import ctypes\nfrom course_lib import answer_guard\n"
                       "get = ctypes.pythonapi.PyEval_GetFrame\nanswer_guard._checks.clear()")
    assert introspection(around) == [
        "f-answer uses `answer_guard`, `pythonapi`, which can read the checks' own data or reach "
        "the library's own answer from inside an answer; the instructor checks this answer by hand"]
    honest = _notebook("from course_lib import TicTacToe\ndef minimax(tree, state, max_to_move):\n"
                       "    stack = [state]  # f_backlog\n    self._seen = {}\n    return 0")
    locked = nbformat.v4.new_code_cell("import sys; sys._getframe()")
    locked.metadata["nbgrader"] = {"locked": True, "grade": True, "solution": False, "grade_id": "t", "points": 1}
    honest.cells.append(locked)
    assert introspection(honest) == []


def test_nbgrader_runs_without_the_iri_checker_and_gives_its_version():
    """`nbgrader_commands.main` is nbgrader itself, minus jsonschema's slow optional IRI checker."""
    probe = ("import sys; sys.argv = ['nbgrader', '--version']\n"
             "from course_lib.course.nbgrader_commands import main\n"
             "try:\n    main()\nexcept SystemExit as done:\n    assert not done.code, done.code\n"
             "import nbformat; nbformat.validate(nbformat.v4.new_notebook())\n"
             "print('rfc3987_syntax loaded:', sys.modules['rfc3987_syntax'] is not None)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "nbgrader version 0.9" in done.stdout
    assert done.stdout.strip().endswith("rfc3987_syntax loaded: False")


def test_gradebooks_of_one_nbgrader_process_share_one_engine(tmp_path):
    """After `_one_engine_per_gradebook`, a closed Gradebook leaves its engine open for the next one,
    which sees what the first wrote (the change is made in nbgrader's processes only)."""
    probe = (f"from course_lib.course.nbgrader_commands import _one_engine_per_gradebook\n"
             f"_one_engine_per_gradebook()\n"
             f"from nbgrader.api import Gradebook\n"
             f"url = 'sqlite:///{tmp_path}/gradebook.db'\n"
             f"with Gradebook(url, 'c') as first:\n    first.add_student('ann')\n"
             f"with Gradebook(url, 'c') as second:\n    ids = [s.id for s in second.students]\n"
             f"print(first.engine is second.engine, ids, second.engine.pool.checkedin())")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "['ann']", "1"]  # one connection, kept open in the pool


def test_a_deleted_test_cell_goes_back_after_the_cell_it_followed():
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

    from course_lib.course.submission_intake import put_back_test_cells

    def cell(grade_id, grade=False, solution=False, make=new_code_cell):
        return make(grade_id, metadata={"nbgrader": {"grade_id": grade_id, "grade": grade, "solution": solution}})

    released = new_notebook(cells=[cell("intro", make=new_markdown_cell), cell("a-answer", solution=True),
                                   cell("a", grade=True), cell("b-answer", solution=True), cell("b", grade=True),
                                   cell("c", grade=True)])
    submitted = new_notebook(cells=[cell("intro", make=new_markdown_cell), new_code_cell("scratch"),
                                    cell("a-answer", solution=True), cell("b-answer", solution=True),
                                    cell("c", grade=True)])
    assert put_back_test_cells(submitted, released) == 2
    assert [c.source for c in submitted.cells] == ["intro", "scratch", "a-answer", "a", "b-answer", "b", "c"]
    assert put_back_test_cells(submitted, released) == 0
    first_gone = new_notebook(cells=[cell("b-answer", solution=True)])
    put_back_test_cells(first_gone, new_notebook(cells=[cell("a", grade=True), cell("b-answer", solution=True)]))
    assert [c.source for c in first_gone.cells] == ["a", "b-answer"]
