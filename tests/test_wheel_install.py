"""course_lib as the browser edition gets it: a pure-Python wheel that works with only its
runtime dependencies (numpy, matplotlib, ipywidgets), as in Pyodide (JupyterLite), where
there is no JupyterLab, and where starting a process or a thread fails.

The wheel is built from this checkout, installed in a fresh virtualenv with only
numpy, matplotlib, ipywidgets and pytest (from PyPI, or pip's cache), and there:
- every module of course_lib (but the course tooling, course_lib.course, which runs
  from the command line with the dev extra) imports without importing subprocess/multiprocessing
  or starting a thread (beyond what numpy, matplotlib and ipywidgets already did);
- a smoke subset of the unit tests (SMOKE, among those whose imports need nothing else,
  checked statically) runs against the installed wheel, not this checkout.
It takes a minute or two (a virtualenv and a few packages); it is skipped with a reason
only when pip cannot reach a package index.
"""

import ast
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = ["numpy", "matplotlib", "ipywidgets"]
# the smoke subset: games, solvers on the lecture trees, matches, widgets' logic, traces (fast files;
# a name that no longer exists is simply not run, and fewer than 5 found fails the test)
SMOKE = ("test_tictactoe", "test_game_tree", "test_minimax_lecture_trees", "test_alphabeta.py",
         "test_play.py", "test_play_widget", "test_trace.py", "test_exercises_minimax")
ALLOWED_IMPORTS = {"course_lib", "numpy", "matplotlib", "ipywidgets", "pytest", "conftest",
                   "tictactoe_reference"} | set(sys.stdlib_module_names)

IMPORT_CHECK = """
import importlib, pkgutil, sys, threading
import numpy, matplotlib, matplotlib.pyplot, ipywidgets
before, threads = set(sys.modules), threading.active_count()
import course_lib
assert "site-packages" in course_lib.__file__, course_lib.__file__
# course tooling (student edition) runs from the command line with the dev extra (nbconvert)
TOOLING = ("course_lib.course", "course_lib.course.student_edition")
names = [m.name for m in pkgutil.walk_packages(course_lib.__path__, "course_lib.")
         if not m.name.startswith(TOOLING)]
for name in names:
    importlib.import_module(name)
new = set(sys.modules) - before
banned = sorted(m for m in new if m.split(".")[0] in ("subprocess", "multiprocessing", "concurrent", "jupyterlab", "jupyter_server"))
assert not banned, f"course_lib imports {banned}"
assert threading.active_count() == threads, "course_lib started a thread at import"
print(f"imported {len(names)} modules of course_lib from {course_lib.__file__}")
"""


def smoke_test_files():
    """The test files of tests/ whose imports are only the runtime dependencies and the stdlib."""
    files = []
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        tree = ast.parse(path.read_text())
        modules = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        modules |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        if (path.name.startswith(SMOKE)
                and {m.split(".")[0] for m in modules} <= ALLOWED_IMPORTS):
            files.append(path)
    return files


def clean_env(**extra):
    """This process's environment without PYTHONPATH (which would import this checkout)."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME")}
    return {**env, **extra}


def run(command, **kwargs):
    kwargs.setdefault("env", clean_env())
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    assert result.returncode == 0, f"{' '.join(map(str, command))}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(python of a fresh virtualenv with the wheel and only the runtime dependencies, the wheel)."""
    work = tmp_path_factory.mktemp("wheel")
    run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(work / "dist")])
    wheel = next((work / "dist").glob("course_lib-*.whl"))
    run([sys.executable, "-m", "venv", str(work / "venv")])
    python = work / "venv" / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    result = subprocess.run([python, "-m", "pip", "install", "-q", *RUNTIME, "pytest", str(wheel)],
                            capture_output=True, text=True, env=clean_env())
    if result.returncode and "No matching distribution" in result.stderr + result.stdout:
        pytest.skip(f"no package index reachable: {result.stderr[-300:]}")
    assert result.returncode == 0, result.stderr[-3000:]
    return python, wheel


def test_the_wheel_is_pure_python_and_complete(installed):
    _, wheel = installed
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert not [n for n in names if n.endswith((".so", ".pyd", ".dll"))]
    packages = {str(p.parent.relative_to(ROOT)) for p in (ROOT / "course_lib").rglob("__init__.py")}
    assert packages <= {str(Path(n).parent) for n in names}, "a package of course_lib is not in the wheel"
    required = {line.split(":", 1)[1].strip() for line in metadata.splitlines()
                if line.startswith("Requires-Dist:") and "extra ==" not in line}
    assert {r.split(";")[0].split("[")[0].split("<")[0].split(">")[0].split("=")[0].strip().lower()
            for r in required} <= set(RUNTIME) | {"tqdm"}, required


def test_every_module_imports_without_processes_threads_or_jupyterlab(installed, tmp_path):
    python, _ = installed
    print(run([python, "-c", IMPORT_CHECK], cwd=tmp_path))  # cwd: not this checkout


def test_unit_tests_pass_against_the_installed_wheel(installed, tmp_path):
    python, _ = installed
    files = smoke_test_files()
    assert len(files) >= 5, f"too few smoke tests: {[f.name for f in files]}"
    tests = tmp_path / "tests"  # the same layout, without course_lib next to it
    tests.mkdir()
    for helper in ["conftest.py", "tictactoe_reference.py"]:
        if (ROOT / "tests" / helper).exists():
            (tests / helper).write_text((ROOT / "tests" / helper).read_text())
    if (ROOT / "tests" / "data").exists():
        shutil.copytree(ROOT / "tests" / "data", tests / "data")
    for path in files:
        (tests / path.name).write_text(path.read_text())
    output = run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tests)],
                 cwd=tmp_path, env=clean_env(MPLBACKEND="Agg"))
    print(f"{len(files)} files: {[f.name for f in files]}\n{output[-300:]}")
