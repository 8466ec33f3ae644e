"""The instructor's hidden cases: kept out of the students' package, copied into the course root.

The cases (``instructor/hidden_cases.py`` in the repository, `SOURCE`) are not part of
the `course_lib` wheel a student installs. `make assignments` writes a copy into the
course root, ``<course>/hidden_cases.py``, with its ``SEED`` set to the instructor's
seed, and the hidden tests of each assignment load that copy by its absolute path
(`hidden_test_lines`), so a student's file of the same name cannot stand in for it.

The seed is the instructor's: ``<course>/instructor_seed`` (one integer), written once
with a random value when missing, or set with ``make assignments HIDDEN_SEED=<n>``.
"""

import importlib.util
import os
import re
import secrets
import shutil
from pathlib import Path

# COURSE_HIDDEN_CASES: where they are when course_lib is installed, not run from the repository
# (the JupyterHub's grader account: tools/hub/hub.py gives it a private copy)
SOURCE = Path(os.environ.get("COURSE_HIDDEN_CASES")
              or Path(__file__).resolve().parents[2] / "instructor" / "hidden_cases.py")
# data the hidden cases read from their own folder (an instructor-only pool of cases), copied with them
DATA_FILES = ("threat_row_pairs_hidden.txt",)
SEED_FILE = "instructor_seed"
COURSE_COPY = "hidden_cases.py"


def instructor_seed(course_dir, seed=None):
    """The instructor's seed of `course_dir`: `seed` when given (then stored), else the stored one.

    A course root without a stored seed gets a random one (stored, so every later
    `make assignments` draws the same hidden cases).
    """
    path = Path(course_dir) / SEED_FILE
    if seed is None and path.exists():
        text = path.read_text().strip()
        if not re.fullmatch(r"-?\d+", text):
            raise ValueError(f"{path} must hold one integer (the hidden cases' seed), not {text[:40]!r}")
        return int(text)
    seed = secrets.randbelow(10**6) + 1 if seed is None else int(seed)
    path.write_text(f"{seed}\n")
    return seed


def write_course_copy(course_dir, seed):
    """Write ``<course_dir>/hidden_cases.py``: `SOURCE` with ``SEED = seed`` (and its `DATA_FILES`
    beside it); return its path."""
    if not SOURCE.exists():
        raise FileNotFoundError(f"the hidden cases {SOURCE} are missing: `make assignments` runs from a "
                                "clone of the course repository, not from an installed course_lib")
    text, count = re.subn(r"(?m)^SEED = .*$", f"SEED = {int(seed)}  # the instructor's seed", SOURCE.read_text())
    if count != 1:
        raise ValueError(f"{SOURCE} must define SEED once at the top level")
    path = Path(course_dir).resolve() / COURSE_COPY
    path.write_text(text)
    for name in DATA_FILES:
        shutil.copyfile(SOURCE.with_name(name), path.with_name(name))
    return path


def hidden_cases_module(path=SOURCE):
    """Import the hidden cases at `path` as a module of their own (not through `sys.path`)."""
    spec = importlib.util.spec_from_file_location(f"hidden_cases_{abs(hash(str(path)))}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def hidden_test_lines(path, checker_name, arguments, assertion):
    """The lines between nbgrader's hidden-test markers: load the cases at `path`, run, assert."""
    return ["### BEGIN HIDDEN TESTS",
            "import runpy",
            f"hidden_check = runpy.run_path({str(path)!r})['hidden_check']",
            f"verdict = hidden_check({checker_name!r}, {arguments})",
            assertion, "### END HIDDEN TESTS"]
