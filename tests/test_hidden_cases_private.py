"""The hidden cases stay with the instructor: not in the wheel students install, seeded per course.

The `course_lib` wheel is built from this checkout (as students and JupyterLite get it) and
no file in it holds a hidden case: neither the module nor its registrations, nor the tree
names its cases are drawn under. The course root's copy is seeded by the instructor, so
the same seed gives the same cases and another seed others.
"""

import subprocess
import sys
import zipfile

import pytest

from course_lib.course.hidden_case_files import (DATA_FILES, SOURCE, hidden_cases_module,
                                                 instructor_seed, write_course_copy)

# what only the hidden cases' module holds (the README, in the wheel's METADATA, may name it)
MARKERS = ("@hidden_cases(", "def hidden_check(", "WITHOUT_HIDDEN_CASES = {", "def seeded(", "_random_trees(",
           "REVEALS = {", "[[0, 5], [2, 1]]", "res_state\\W+is overwritten",  # answer_reveals.py
           # a pair of the instructor's pool for the evaluation exercise (threat_row_pairs_hidden.txt)
           SOURCE.with_name(DATA_FILES[0]).read_text().splitlines()[1].split()[1])


def test_no_file_of_the_built_wheel_holds_a_hidden_case(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(SOURCE.parents[1]), "--no-deps", "-q",
                    "-w", str(tmp_path)], check=True, capture_output=True, timeout=600)
    wheel = next(tmp_path.glob("course_lib-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert any(name.endswith("exercises/alphabeta.py") for name in names)  # the checkers are in it
        leaks = {(name, marker) for name in names for marker in MARKERS
                 if marker in archive.read(name).decode("utf-8", "replace")}
    assert leaks == set()


def test_the_course_copy_is_seeded_by_the_instructor(tmp_path):
    assert instructor_seed(tmp_path, 42) == 42 and instructor_seed(tmp_path) == 42
    first = hidden_cases_module(write_course_copy(tmp_path, 42))
    assert first.SEED == 42 and first.seeded(101) == 42101
    (tmp_path / "again").mkdir()
    again = hidden_cases_module(write_course_copy(tmp_path / "again", 42))
    other = hidden_cases_module(write_course_copy(tmp_path, 43))
    assert [t.name for t in again._random_trees()] == [t.name for t in first._random_trees()]
    assert [t.name for t in other._random_trees()] != [t.name for t in first._random_trees()]
    assert "seed=42101" in first._random_trees()[0].name
    assert first.THREAT_PAIRS_FILE.read_text() == SOURCE.with_name(DATA_FILES[0]).read_text()


def test_a_stored_seed_that_is_not_a_number_is_refused(tmp_path):
    (tmp_path / "instructor_seed").write_text("my secret\n")
    with pytest.raises(ValueError, match="must hold one integer"):
        instructor_seed(tmp_path)
