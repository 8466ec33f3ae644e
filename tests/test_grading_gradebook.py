"""The gradebook is chosen per run: JOBS=2 on PostgreSQL, then a plain serial run on SQLite.

A course graded with ``JOBS=2`` into a local PostgreSQL server (`gradebook_db`, where
initdb/pg_ctl are installed) keeps no PostgreSQL URL in its ``nbgrader_config.py``;
graded again serially it uses its SQLite gradebook and gives the same grades; a
gradebook that does not answer, or JOBS=2 on SQLite, stops the run with one line
saying what to do. With JOBS=2, every student is autograded by one process only, and each
nbgrader process opens one connection to the server.
"""

import re
import shutil
import socket
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("nbgrader", reason="the `grading` extra (nbgrader) is not installed")

from course_lib.course import gradebook_db, grading  # noqa: E402
from course_lib.course.grading import grade, main  # noqa: E402
from course_lib.course.nbgrader_commands import GradingError, release  # noqa: E402
from grading_support import (assignment_named, fresh_course, notebooks, rows, scores, synthetic,  # noqa: E402
                             with_answers)

# eight students: JOBS=2 cuts them into four chunks of two, each one `nbgrader autograde` process
STUDENTS = {"ada": ("correct", "1"), "cy": ("wrong", "0"), "dee": ("crashing", "0"), "eve": ("empty", "0"),
            "fay": ("correct", "1"), "gus": ("partial", "1"), "hal": ("wrong", "0"), "ivy": ("correct", "1")}
SCORE_COLUMNS = ("assignment", "student_id", "raw_score", "score", "max_score", "submitted")


def _free_port():
    with socket.socket() as probe:
        probe.bind(("localhost", 0))
        return probe.getsockname()[1]


@pytest.fixture
def server():
    """A PostgreSQL server of our own for the test: ``(url, data folder)``; stopped afterwards."""
    if shutil.which("initdb") is None or shutil.which("pg_ctl") is None:
        pytest.skip("PostgreSQL's initdb/pg_ctl are not on PATH: the JOBS=N gradebook is untested")
    cluster = Path(tempfile.mkdtemp(prefix="gradebook-"))
    cluster.chmod(0o755)  # as root, the server runs as an unprivileged user
    data = cluster / "pgdata"
    url = gradebook_db.start(data, _free_port())
    try:
        yield url, data
    finally:
        gradebook_db.stop(data)
        shutil.rmtree(cluster)


def _scores(grades):
    return sorted(tuple(row[c] for c in SCORE_COLUMNS) for row in rows(Path(grades) / "grades.csv"))


def _autograded_by_each_process(monkeypatch):
    """Record, for every ``nbgrader autograde`` process of a run, the students it graded (from its log)."""
    graded, run = [], grading.nbgrader

    def recording(course, *arguments, **options):
        done = run(course, *arguments, **options)
        if arguments[0] == "autograde":
            graded.append(re.findall(r"Autograding \S*/autograded/([^/]+)/", done.stdout + done.stderr))
        return done

    monkeypatch.setattr(grading, "nbgrader", recording)
    return graded


def _port(url):
    """The port of a gradebook URL (``postgresql+psycopg2://user@localhost:PORT/db``)."""
    return int(re.search(r":(\d+)/", url).group(1))


def _sessions(url):
    """How many sessions the PostgreSQL server behind `url` has opened on its gradebook database."""
    import psycopg2  # the `grading` extra

    with psycopg2.connect(host="localhost", port=_port(url), user=gradebook_db.USER, dbname="postgres") as connection:
        with connection.cursor() as cursor:
            cursor.execute("SELECT sessions FROM pg_stat_database WHERE datname = %s", (gradebook_db.DATABASE,))
            return cursor.fetchone()[0]


def test_jobs_2_on_postgresql_then_serial_on_sqlite(server, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("GRADEBOOK_URL", raising=False)
    url, data = server
    course = fresh_course(tmp_path)
    name = assignment_named(course, "minimax")
    for student, (kind, _) in STUDENTS.items():
        synthetic(course, name, kind, tmp_path / "subs" / student / name / f"{name}.ipynb")
    graded = _autograded_by_each_process(monkeypatch)
    sessions = _sessions(url)
    assert grade(tmp_path / "subs", course, tmp_path / "pg", jobs=2, db_url=url, progress=False) == {}
    # one session per nbgrader process (release, four autograders, export, feedback) and the run's own
    # check: nbgrader's ten Gradebook objects per notebook share their process's engine (85 before)
    assert _sessions(url) - sessions == 8
    assert sorted(len(students) for students in graded) == [2, 2, 2, 2]  # no student graded twice
    assert sorted(sum(graded, [])) == sorted(STUDENTS)
    assert {(r["student_id"], r["score"]) for r in rows(tmp_path / "pg" / "grades.csv")
            if r["assignment"] == name} == {(s, score) for s, (_, score) in STUDENTS.items()}
    config = (course / "nbgrader_config.py").read_text()
    assert url not in config and "postgresql+psycopg2" not in config

    gradebook_db.stop(data)  # `make gradebook-db-stop`, then a plain `make grade`
    assert main([str(tmp_path / "subs"), "--course", str(course), "--grades", str(tmp_path / "lite")]) == 0
    pg = [row for row in _scores(tmp_path / "pg") if row[0] == name]
    assert [row for row in _scores(tmp_path / "lite") if row[0] == name] == pg

    capsys.readouterr()
    assert main([str(tmp_path / "subs"), "--course", str(course), "--jobs", "2"]) == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert error == ["make grade: JOBS=2 needs the PostgreSQL gradebook (SQLite takes one writer): run "
                     "`make gradebook-db` first, or grade with JOBS=1"]
    with pytest.raises(GradingError, match=r"does not answer .*: run `make gradebook-db` first"):
        grade(tmp_path / "subs", course, tmp_path / "x", jobs=2, db_url=url)


def _store_cells_in_reverse(url, assignment):
    """Rewrite the gradebook's source cells of `assignment` last to first: PostgreSQL then returns
    them in that order (each update puts the row's new version after the others)."""
    import psycopg2  # the `grading` extra

    with psycopg2.connect(host="localhost", port=_port(url), user=gradebook_db.USER,
                          dbname=gradebook_db.DATABASE) as db:
        with db.cursor() as cursor:
            cursor.execute("SELECT source_cell.id FROM source_cell JOIN notebook ON notebook.id = "
                           "source_cell.notebook_id JOIN assignment ON assignment.id = notebook.assignment_id "
                           "WHERE assignment.name = %s ORDER BY source_cell.ctid", (assignment,))
            for (cell,) in reversed(cursor.fetchall()):
                cursor.execute("UPDATE source_cell SET source = source WHERE id = %s", (cell,))


def test_a_deleted_test_cell_is_put_back_below_its_answer_on_postgresql(server, tmp_path, monkeypatch):
    """nbgrader places a test cell it puts back by the gradebook's row order, which PostgreSQL does
    not keep: on 11, backpropagate's test cell landed above its answer (NameError, 0 points)."""
    monkeypatch.delenv("GRADEBOOK_URL", raising=False)
    url, _ = server
    course = fresh_course(tmp_path)
    mcts = assignment_named(course, "monte_carlo_tree_search")
    source, _ = notebooks(course, mcts)
    graded = [cell.metadata["nbgrader"] for cell in source.cells if cell.metadata.get("nbgrader", {}).get("grade")]
    answers = {meta["grade_id"]: cell.source for cell in source.cells
               if (meta := cell.metadata.get("nbgrader", {})).get("solution")}
    for test in graded:
        with_answers(course, mcts, answers, tmp_path / "subs" / test["grade_id"] / mcts / f"{mcts}.ipynb",
                     drop_tests=[test["grade_id"]])
    release(course, [mcts], url)
    _store_cells_in_reverse(url, mcts)  # as updates and autovacuum can leave them (seen in a class's run)
    assert grade(tmp_path / "subs", course, tmp_path / "grades", db_url=url, progress=False) == {}
    assert scores(tmp_path / "grades", mcts) == {(dropped["grade_id"], test["grade_id"]): test["points"]
                                                 for dropped in graded for test in graded}


def test_a_course_root_moved_elsewhere_is_refused_and_the_old_one_left_alone(tmp_path, capsys):
    original = fresh_course(tmp_path / "old")
    moved = tmp_path / "new" / "course"
    shutil.copytree(original, moved)  # its config still names the old root
    name = assignment_named(moved, "minimax")
    synthetic(moved, name, "correct", tmp_path / "subs" / "ada" / name / f"{name}.ipynb")
    assert main([str(tmp_path / "subs"), "--course", str(moved), "--grades", str(tmp_path / "grades")]) == 2
    assert capsys.readouterr().err.strip() == (
        f"make grade: {moved}/nbgrader_config.py is the config of {original.resolve()} (the course was moved or "
        f"copied): write its own first, `python -m course_lib.course.assignments notebooks --course {moved}` "
        "(what `make assignments` runs)")
    assert not (original / "submitted").exists() and not (moved / "submitted").exists()


def test_a_folder_that_is_no_course_root_says_to_run_make_assignments(tmp_path, capsys):
    assert main([str(tmp_path), "--course", str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err.strip() == (f"make grade: {tmp_path / 'nowhere'} is not a course root (no "
                                               "nbgrader_config.py): run `make assignments` first")
