"""The package tree is the architecture: each package imports only the packages below it.

The rules (also in each package's docstring): games import nothing of ours;
solvers import games; analysis and trace import games and solvers; `play`
imports games and solvers; views import anything but widgets, exercises and
course; widgets import views (and what views may import); exercises import
anything but widgets and course; nothing imports `course` (notebooks and the
command line do); `tournament` imports games, solvers and views, and nothing
imports it. `time_limits` (one module: the time limit shared by the checkers,
the play board and the solvers that stop themselves) imports nothing of ours, and
every package may import it; so does `answer_guard` (the library functions that
implement an exercise refuse to run for the student's code during its check). The only exception: a game's `display` method may import
its picture from `views` when it is called.

Checked from the source with `ast`, so a later change that breaks a rule fails here.
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "course_lib"

SHARED = {"time_limits", "answer_guard"}  # small modules below everything
BELOW = {
    "time_limits": set(),
    "answer_guard": set(),
    "games": set(),
    "solvers": {"games"},
    "analysis": {"games", "solvers"},
    "trace": {"games", "solvers"},
    "play": {"games", "solvers"},
    "views": {"games", "solvers", "analysis", "trace", "play"},
    "widgets": {"games", "solvers", "analysis", "trace", "play", "views"},
    "exercises": {"games", "solvers", "analysis", "trace", "play", "views"},
    "course": {"games", "solvers", "analysis", "trace", "play", "views", "widgets", "exercises"},
    "tournament": {"games", "solvers", "views"},
    "": {"games", "solvers", "analysis", "trace", "play", "views", "widgets", "exercises"},
}
MAX_LINES = 300


def room_of(path, root):
    """The package a module lives in: ``"games"``, ..., ``"play"``, or ``""`` for the top level."""
    parts = path.relative_to(root).with_suffix("").parts
    if len(parts) == 1:
        return "" if parts[0] == "__init__" else parts[0]
    return parts[0]


def imported_rooms(path, root):
    """Yield ``(room, line, enclosing function name)`` for every import of a `course_lib` module."""
    module = path.relative_to(root).with_suffix("").parts
    package = module[:-1] if module[-1] != "__init__" else module[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))

    def visit(node, function):
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
            if isinstance(child, ast.ImportFrom):
                yield from targets_of(child, function)
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.split(".")[0] == root.name:
                        yield room(alias.name.split(".")[1:]), child.lineno, function
            yield from visit(child, name)

    def targets_of(node, function):
        if node.level:
            base = list(package[: len(package) - (node.level - 1)])
            parts = base + (node.module.split(".") if node.module else [])
        elif node.module and node.module.split(".")[0] == root.name:
            parts = node.module.split(".")[1:]
        else:
            return
        if parts:
            yield room(parts), node.lineno, function
        else:  # `from . import x` at the top level: each name is a room
            for alias in node.names:
                yield room([alias.name]), node.lineno, function

    def room(parts):
        return parts[0] if parts else ""

    yield from visit(tree, None)


def violations(root):
    """Return the import-rule violations under `root` as readable lines."""
    found = []
    for path in sorted(root.rglob("*.py")):
        source_room = room_of(path, root)
        allowed = BELOW[source_room] | {source_room} | SHARED
        for target, line, function in imported_rooms(path, root):
            if target in allowed:
                continue
            if source_room == "games" and target == "views" and function == "display":
                continue
            where = path.relative_to(root.parent)
            found.append(f"{where}:{line}: {source_room or 'course_lib'} imports {target}")
    return found


def test_every_module_lives_in_a_known_package():
    rooms = {room_of(path, PACKAGE) for path in PACKAGE.rglob("*.py")}
    assert rooms <= set(BELOW), f"modules outside the known packages: {rooms - set(BELOW)}"


def test_imports_follow_the_package_directions():
    assert violations(PACKAGE) == []


def test_a_violation_is_reported(tmp_path):
    """The checker itself works: a solver importing a view, and a game importing a solver."""
    root = tmp_path / "course_lib"
    for package in ("games", "solvers", "views"):
        (root / package).mkdir(parents=True)
        (root / package / "__init__.py").write_text("")
    (root / "__init__.py").write_text("from .games import *\n")
    (root / "solvers" / "bad.py").write_text("from ..views.board import draw_board\n")
    (root / "games" / "worse.py").write_text(
        "def f():\n    from course_lib.solvers import MinimaxSolver\n")
    (root / "games" / "fine.py").write_text(
        "class G:\n    def display(self, s):\n        from ..views.board import show_board\n")
    assert violations(root) == [
        "course_lib/games/worse.py:2: games imports solvers",
        "course_lib/solvers/bad.py:1: solvers imports views",
    ]


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_modules_stay_short(path):
    """One concept per module: about 300 lines at most (course tooling excepted)."""
    if room_of(path, PACKAGE) == "course":
        return
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.name} has {lines} lines: split it by concept"
