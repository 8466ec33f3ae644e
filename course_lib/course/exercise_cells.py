"""Where a lecture notebook's exercises are, found generically from its cells.

An exercise (see `course_lib.exercises`) is a code cell with solution markers
(``### BEGIN SOLUTION``), and its check is the next code cell that calls a
``check_...`` function imported from ``course_lib.exercises``. The student
edition's leak tests and the nbgrader assignments (`assignments`) both find
exercises with `exercises_of`.

`needed_cells` gives the code cells an exercise needs to run: for each name the
exercise cells use and do not define, the last earlier cell that binds it
(an import, an assignment, a ``def``), and what that cell needs in turn.
"""

import ast
import builtins
import importlib
from dataclasses import dataclass

BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"


@dataclass
class Exercise:
    """One exercise of a notebook: its answer cell, its check cell and the checker called.

    `checker_name` is the ``check_...`` name the check cell calls (None when no
    check follows the answer); `checker` the function it names, imported from
    ``course_lib.exercises`` (None when it is not imported from there).
    """

    answer: object
    check: object
    checker_name: object
    checker: object

    @property
    def name(self):
        """The exercise's name: its answer cell's first function (else the checker's name)."""
        tree = ast.parse(python_source(self.answer.source))
        functions = [node.name for node in tree.body if isinstance(node, ast.FunctionDef)]
        return functions[0] if functions else (self.checker_name or f"exercise-{self.answer.id}")


def exercises_of(notebook):
    """Return the exercises of `notebook` (an nbformat v4 notebook) as `Exercise` records, in order."""
    imported, found = {}, []
    cells = [cell for cell in notebook.cells if cell.cell_type == "code"]
    for cell in cells:
        for node in ast.walk(ast.parse(python_source(cell.source))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("course_lib.exercises"):
                for alias in node.names:
                    imported[alias.asname or alias.name] = (node.module, alias.name)
    for index, cell in enumerate(cells):
        if BEGIN not in cell.source:
            continue
        check = next((later for later in cells[index + 1:] if checks_called(later)), None)
        name = checks_called(check)[0] if check else None
        module, attribute = imported.get(name, (None, None))
        checker = getattr(importlib.import_module(module), attribute) if module else None
        found.append(Exercise(cell, check, name, checker))
    return found


def python_source(source):
    """Cell source without IPython magics (``%matplotlib inline``), for `ast`."""
    return "\n".join("" if line.lstrip().startswith(("%", "!")) else line
                     for line in source.splitlines())


def checks_called(cell):
    """The names of the ``check_...`` functions a code cell calls, in the order `ast` walks them."""
    return [node.func.id for node in ast.walk(ast.parse(python_source(cell.source)))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id.startswith("check_")]


def bound_and_used(source):
    """``(names bound at the top level, names read but not bound first)`` of a cell's code."""
    tree = ast.parse(python_source(source))
    bound, used = set(), set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)  # a recursive function reads its own name
        for name in _reads(node) - bound:
            used.add(name)
        bound |= _binds(node)
    return bound, used - set(dir(builtins))


def _binds(node):
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    return {target.id for target in ast.walk(node)
            if isinstance(target, ast.Name) and isinstance(target.ctx, ast.Store)}


def _reads(node):
    """Names `node` reads from the cell's namespace (a function's own locals and arguments excluded)."""
    local = set()
    for inner in ast.walk(node):
        if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            arguments = inner.args
            local |= {a.arg for a in arguments.args + arguments.kwonlyargs + arguments.posonlyargs}
            local |= {a.arg for a in (arguments.vararg, arguments.kwarg) if a}
        if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and inner is not node:
            local.add(inner.name)
        if isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store) and inner is not node:
            if not isinstance(node, ast.Assign) or not _is_target(node, inner):
                local.add(inner.id)
        if isinstance(inner, (ast.Import, ast.ImportFrom)) and inner is not node:
            local |= {(alias.asname or alias.name).split(".")[0] for alias in inner.names}
        if isinstance(inner, (ast.Global, ast.Nonlocal)):
            local -= set(inner.names)
    return {inner.id for inner in ast.walk(node)
            if isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Load)} - local


def _is_target(assign, name):
    return any(name is target or name in ast.walk(target) for target in assign.targets)


def needed_cells(cells, targets):
    """The code cells of `cells` (in order) that the cells `targets` need to run, targets excluded.

    A name a target reads and does not bind comes from the last earlier code cell
    that binds it; that cell's own needs are followed in turn.
    """
    position = {id(cell): index for index, cell in enumerate(cells)}
    needed, queue = set(), list(targets)
    while queue:
        cell = queue.pop()
        _, used = bound_and_used(cell.source)
        for name in used:
            source = _last_binding(cells[:position[id(cell)]], name)
            if source is not None and id(source) not in needed and source not in targets:
                needed.add(id(source))
                queue.append(source)
    return [cell for cell in cells if id(cell) in needed]


def _last_binding(earlier, name):
    for cell in reversed(earlier):
        if cell.cell_type == "code" and name in bound_and_used(cell.source)[0]:
            return cell
    return None
