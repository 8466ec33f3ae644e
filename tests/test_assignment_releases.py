"""Each assignment can be done from its release alone, and nothing graded is called optional.

Static checks of the assignments `assignments.assignment_notebook` generates from the
lectures (what ``nbgrader generate_assignment`` releases, answers and hidden tests
aside): every name a test cell reads, and every name the task text writes as code
(`` `expect_minmax` ``, `` `alphabeta(tree, ...)` ``), is defined by a cell of the
release, by code the release shows (``show_source``), or is a builtin; an attribute
the answer's reference calls on its arguments is named in the release.
"""

import ast
import builtins
import inspect
import keyword
import re
from pathlib import Path

import nbformat
import pytest

from course_lib.course.assignments import assignment_notebook
from course_lib.course.exercise_cells import bound_and_used, exercises_of, python_source

ROOT = Path(__file__).resolve().parent.parent
LECTURES = [path for path in sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
            if exercises_of(nbformat.read(path, as_version=4))]
CODE_NAME = re.compile(r"`([A-Za-z_]\w*)(?:\(|`)")


def _defined(notebook):
    """Names bound by the release's code cells, and defined in the code it shows with show_source."""
    names, namespace = set(dir(builtins)), {}
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        names |= bound_and_used(cell.source)[0]
        for node in ast.walk(ast.parse(python_source(cell.source))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "show_source":
                shown = eval(ast.unparse(node.args[0]), namespace)  # noqa: S307 (the course's own names)
                names |= set(re.findall(r"\w+", inspect.getsource(shown)))  # what the shown code names
        for node in ast.parse(python_source(cell.source)).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                exec(ast.unparse(node), namespace)  # noqa: S102 (the lecture's own imports)
    names |= {base.__name__ for value in namespace.values() if isinstance(value, type)
              for base in value.__mro__}  # the interfaces of the classes it imports: `Game`
    return names


@pytest.mark.parametrize("lecture", LECTURES, ids=lambda path: path.stem)
def test_every_name_the_tasks_and_tests_use_is_defined_in_the_release(lecture):
    notebook = assignment_notebook(nbformat.read(lecture, as_version=4))
    defined = _defined(notebook)
    graded = [c for c in notebook.cells if c.metadata["nbgrader"]["grade"]]
    answers = [c for c in notebook.cells if c.metadata["nbgrader"]["solution"]]
    defined |= {name for cell in answers for name in bound_and_used(cell.source)[0]}
    solutions = [exercise.answer for exercise in exercises_of(nbformat.read(lecture, as_version=4))]
    defined |= {name for cell in solutions for node in ast.walk(ast.parse(python_source(cell.source)))
                for name in ([node.arg] if isinstance(node, ast.arg) else [node.id] if isinstance(node, ast.Name)
                             and isinstance(node.ctx, ast.Store) else [])}  # the answers' parameters, locals
    defined |= set(keyword.kwlist) | {node.attr for cell in solutions for node in ast.walk(
        ast.parse(python_source(cell.source))) if isinstance(node, ast.Attribute)}  # `return`, `W`
    defined |= {name for cell in notebook.cells if cell.cell_type == "markdown"
                for name in re.findall(r"`\w+\.(\w+)", cell.source)}  # attributes the text spells: `node.N`
    missing = {(cell.metadata["nbgrader"]["grade_id"], name) for cell in graded
               for name in bound_and_used(cell.source)[1] - defined}
    tasks = [c for c in notebook.cells if c.cell_type == "markdown" and c.metadata["nbgrader"]["grade_id"]
             .startswith("task-")]
    missing |= {(cell.metadata["nbgrader"]["grade_id"], name) for cell in tasks
                for name in set(CODE_NAME.findall(cell.source)) - defined}
    assert missing == set()


@pytest.mark.parametrize("lecture", LECTURES, ids=lambda path: path.stem)
def test_nothing_graded_is_called_optional(lecture):
    notebook = assignment_notebook(nbformat.read(lecture, as_version=4))
    headings = [line for cell in notebook.cells if cell.cell_type == "markdown"
                and cell.metadata["nbgrader"]["grade_id"].startswith("task-")
                for line in cell.source.splitlines() if line.startswith("#")]
    assert [line for line in headings if "optional" in line.lower()] == []
