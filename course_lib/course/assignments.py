"""The exercises of each lecture as an nbgrader assignment, generated from the lecture notebook.

`make assignments` (``python -m course_lib.course.assignments``) writes the nbgrader
course root ``build/course/``: ``nbgrader_config.py`` from the committed template
(``nbgrader_config.template``), one source notebook per lecture with exercises,
``source/NN_name/NN_name.ipynb`` (named after the lecture file, so renumbered
lectures just work), and runs ``nbgrader generate_assignment`` into
``release/NN_name/NN_name.ipynb``: no answer, no hidden test, no output.

An assignment holds, for each exercise of the lecture (`exercise_cells`):

* the code cells the exercise needs to run (imports, the trees or positions it
  uses, found by the names it reads), locked, and the lecture's setup magics;
* its task text (the markdown cells just above the answer cell), locked;
* the answer cell, with nbgrader's solution metadata;
* an autograder test cell worth `POINTS` that imports the lecture's checker itself
  (an answer cell the student retyped may have lost the lecture's import), calls it
  and raises `AssertionError` unless it passed, then, between ``### BEGIN HIDDEN
  TESTS`` and ``### END HIDDEN TESTS``, the instructor's hidden cases the student
  never sees (other trees, positions, seeds; `hidden_case_files`: they live in the
  course root, not in the students' package).

A graded exercise is never called optional in its release (a lecture's "Optional
exercise" heading loses the word: it counts).

Nothing else of the lecture is run per student: long experiments are left out.
nbgrader is the ``grading`` extra, imported by the ``nbgrader`` command only.
"""

import argparse
import ast
import copy
import re
import os
import shutil
import sys
from pathlib import Path

import nbformat

from .nbgrader_commands import nbgrader, release  # noqa: F401 (grading and tests import them from here)
from .answer_api import api_text
from .exercise_cells import bound_and_used, checks_called, exercises_of, needed_cells, python_source
from .hidden_case_files import hidden_cases_module, hidden_test_lines, instructor_seed, write_course_copy

POINTS = 1  # per exercise: the visible check and the hidden cases pass together or score 0
TEMPLATE = Path(__file__).with_name("nbgrader_config.template")
INTRO = ("**Graded assignment.** Write each answer where it says `YOUR CODE HERE`, then run the "
         "test cell after it: it shows the same verdict as the lecture's check. When you submit, "
         "the notebook is run from the top and each test cell scores {points} point(s) if your "
         "answer passes the visible check *and* further cases you do not see here (other trees, "
         "positions or seeds). Do not edit or delete the locked cells.")


def assignment_notebook(lecture, hidden_cases=None):
    """Return the nbgrader source notebook for the exercises of `lecture` (a notebook), or None.

    `hidden_cases`: the path of the course root's hidden cases the test cells load
    (None: the test cells have no hidden part).
    """
    exercises = exercises_of(lecture)
    if not exercises:
        return None
    code = [cell for cell in lecture.cells if cell.cell_type == "code"]
    check_ids = {exercise.check.id for exercise in exercises if exercise.check is not None}
    cells, placed = [_locked(lecture.cells[0], "title"), _intro()], set()
    cells += [_locked(cell, f"setup-{cell.id}") for cell in code if _only_magics(cell.source)]
    answers = {id(exercise.answer) for exercise in exercises}
    previous_check = None
    for exercise in exercises:
        if exercise.check is None:
            raise ValueError(f"exercise {exercise.name} (cell {exercise.answer.id}) has no check cell")
        preamble = _preamble(lecture, exercise.answer, previous_check)
        targets = [cell for cell in preamble if cell.cell_type == "code"] + [exercise.answer, exercise.check]
        for cell in _needed(code, targets, preamble, exercise.answer) + preamble:
            if id(cell) not in placed and cell.id not in check_ids and not _reveals(cell):
                placed.add(id(cell))
                kind = "task" if cell.cell_type == "markdown" else "context"
                cells.append(_answer(cell) if id(cell) in answers else _locked(cell, f"{kind}-{cell.id}"))
                if kind == "task":
                    cells[-1].source = _not_optional(cells[-1].source)
        previous_check = exercise.check
        if id(exercise.answer) not in placed:
            placed.add(id(exercise.answer))
            api = api_text(exercise.answer.source, "\n".join(c.source for c in preamble if c.cell_type == "markdown"))
            if api:
                cells.append(_locked(nbformat.v4.new_markdown_cell(api, id=f"api-{exercise.answer.id}"),
                                     f"api-{exercise.answer.id}"))
            cells.append(_answer(exercise.answer))
        cells.append(test_cell(exercise, _checker_module(lecture, exercise.checker_name), hidden_cases))
    notebook = nbformat.v4.new_notebook(cells=cells, metadata={
        "kernelspec": lecture.metadata.get("kernelspec", {"name": "python3", "language": "python",
                                                          "display_name": "Python 3"})})
    return notebook


CODE_NAME = re.compile(r"`([A-Za-z_]\w*)(?:\(|`)")  # `name` or `name(...)` in task text


def _needed(code, targets, preamble, answer):
    """The cells `targets` need, and the import cells of the names the task text writes as code
    (`` `connect_four_evaluation` ``): the release must define what its task text names."""
    named = {name for cell in preamble if cell.cell_type == "markdown" for name in CODE_NAME.findall(cell.source)}
    imported = {name for cell in code if re.search(r"^\s*(from|import)\s", cell.source, re.M)
                for name in bound_and_used(cell.source)[0]} & named
    probe = nbformat.v4.new_code_cell("\n".join(sorted(imported)))
    at = code.index(answer)
    return needed_cells(code[:at] + [probe] + code[at:], targets + [probe])


def test_cell(exercise, checker_module, hidden_cases=None):
    """The autograder test cell of `exercise`: the checker imported from `checker_module`, the
    lecture's check asserted, then the hidden cases of the file `hidden_cases` (when it has some)."""
    call = _check_call(exercise)
    assertion = 'assert verdict.passed, f"{verdict.exercise}: {verdict.message}"'
    lines = [f"from {checker_module} import {exercise.checker_name}", f"verdict = {call}", assertion]
    if hidden_cases is not None and hidden_cases_module(hidden_cases).has_hidden_cases(exercise.checker_name):
        arguments = call[call.index("(") + 1:call.rindex(")")]
        lines += hidden_test_lines(hidden_cases, exercise.checker_name, arguments, assertion)
    cell = nbformat.v4.new_code_cell("\n".join(lines), id=f"test-{exercise.answer.id}")
    cell.metadata["nbgrader"] = _nbgrader(exercise.name, grade=True, locked=True, points=POINTS)
    return cell


def _checker_module(lecture, checker_name):
    """The ``course_lib.exercises...`` module the lecture imports `checker_name` from."""
    for cell in lecture.cells:
        if cell.cell_type != "code":
            continue
        for node in ast.walk(ast.parse(python_source(cell.source))):
            if (isinstance(node, ast.ImportFrom) and (node.module or "").startswith("course_lib.exercises")
                    and any(alias.name == checker_name and alias.asname is None for alias in node.names)):
                return node.module
    raise ValueError(f"the lecture never imports {checker_name} from course_lib.exercises")


def _not_optional(text):
    """Task text without "Optional" in its headings: a graded exercise counts."""
    return re.sub(r"(?m)^(#+\s*)\*?Optional\*?\s+(\w)", lambda m: m.group(1) + m.group(2).upper(), text)


def _check_call(exercise):
    source = python_source(exercise.check.source)
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == exercise.checker_name):
            return ast.get_source_segment(source, node)
    raise ValueError(f"no call of {exercise.checker_name} in cell {exercise.check.id}")


def _preamble(lecture, answer, previous_check, most=6, short=6):
    """The cells that set the task of the exercise whose answer cell is `answer`.

    Going up from `answer` to the markdown cell that opens the exercise (a heading or
    the word "Exercise"), at most `most` cells and never past `previous_check`: its
    markdown cells and its short code cells (at most `short` lines: a figure of the
    task's tree or board, a small demonstration), not the longer experiments.
    """
    index = start = lecture.cells.index(answer)
    while start > 0 and index - start < most and lecture.cells[start - 1] is not previous_check:
        start -= 1
        cell = lecture.cells[start]
        if cell.cell_type == "markdown" and re.search(r"^#", cell.source, re.M):
            break
    return [cell for cell in lecture.cells[start:index] if not _reveals(cell)
            and (cell.cell_type == "markdown" or len(cell.source.splitlines()) <= short)]


def _reveals(cell):
    """Cells tagged "solution" explain the answer (the student edition removes them too)."""
    return "solution" in cell.metadata.get("tags", [])


def _only_magics(source):
    lines = [line.strip() for line in source.splitlines() if line.strip()]
    return bool(lines) and all(line.startswith("%") for line in lines)


def _nbgrader(grade_id, grade=False, solution=False, locked=False, points=None):
    metadata = {"grade": grade, "solution": solution, "locked": locked, "grade_id": grade_id,
                "schema_version": 3}
    if points is not None:
        metadata["points"] = points
    return metadata


def _clean(cell):
    cell = copy.deepcopy(cell)
    cell.metadata = {key: value for key, value in cell.metadata.items() if key in ("tags",)}
    if cell.cell_type == "code":
        cell.outputs, cell.execution_count = [], None
    return cell


def _locked(cell, grade_id):
    cell = _clean(cell)
    cell.metadata["nbgrader"] = _nbgrader(grade_id, locked=True)
    return cell


def _answer(cell):
    cell = _clean(cell)
    # the checkers' import belongs to the test cells (a student who retypes the cell drops it)
    cell.source = re.sub(r"(?m)^from course_lib\.exercises[\w.]* import check_\w+(, check_\w+)*\n+", "",
                         cell.source)
    name = next((n.name for n in ast.parse(python_source(cell.source)).body
                 if isinstance(n, ast.FunctionDef)), cell.id)
    cell.metadata["nbgrader"] = _nbgrader(f"{name}-answer", solution=True)
    return cell


def _intro():
    cell = nbformat.v4.new_markdown_cell(INTRO.format(points=POINTS), id="assignment-intro")
    cell.metadata["nbgrader"] = _nbgrader("assignment-intro", locked=True)
    return cell


# ----------------------------------------------------------------------
# The course root
# ----------------------------------------------------------------------
def write_course(notebooks_dir, course_dir, seed=None):
    """Write the course root: config, hidden cases and one source assignment per lecture with exercises.

    Returns ``{assignment name: number of exercises}``. `seed` is the instructor's seed of
    the hidden cases (default: the one stored in the course root, else a new random one).
    The gradebook is chosen per run (`write_config`), never stored in the course.
    """
    notebooks_dir, course_dir = Path(notebooks_dir), Path(course_dir)
    lectures = sorted(notebooks_dir.glob("[0-9]*.ipynb"))
    if not lectures:
        raise FileNotFoundError(f"no lecture notebooks (NN_name.ipynb) in {notebooks_dir}")
    course_dir.mkdir(parents=True, exist_ok=True)
    write_config(course_dir)
    hidden_cases = write_course_copy(course_dir, instructor_seed(course_dir, seed))
    written = {}
    for path in lectures:
        notebook = assignment_notebook(nbformat.read(path, as_version=4), hidden_cases)
        if notebook is None:
            continue
        folder = course_dir / "source" / path.stem
        existing = folder / path.name
        if not existing.exists() or nbformat.writes(nbformat.read(existing, as_version=4)) != nbformat.writes(notebook):
            if folder.exists():  # rewritten only when it changed: a release is redone once per change
                shutil.rmtree(folder)
            folder.mkdir(parents=True)
            nbformat.write(notebook, folder / path.name)
        written[path.stem] = sum(1 for c in notebook.cells if c.metadata["nbgrader"]["grade"])
    return written


def write_config(course_dir, timeout=30, wall_limit=300):
    """Write ``nbgrader_config.py`` in `course_dir` from the committed template.

    The gradebook is not in it: each nbgrader command reads ``$GRADEBOOK_URL`` (set by
    `nbgrader` from its `db_url`), else uses the SQLite file ``gradebook.db`` in the
    course root. `timeout`: seconds per cell; `wall_limit`: seconds per notebook.
    """
    text = TEMPLATE.read_text()
    for key, value in (("COURSE_ROOT", str(Path(course_dir).resolve())),
                       ("EXECUTE_TIMEOUT", repr(timeout)), ("WALL_LIMIT", repr(wall_limit))):
        text = text.replace(f"@{key}@", value)
    (Path(course_dir) / "nbgrader_config.py").write_text(text)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notebooks", nargs="?", default="notebooks", help="lecture notebooks folder")
    parser.add_argument("--course", default="build/course", help="nbgrader course root (build/course)")
    parser.add_argument("--only", nargs="*", help="assignments to write (default: every lecture's)")
    parser.add_argument("--seed", type=int, help="the hidden cases' seed (default: the course root's "
                        "instructor_seed, else a new random one)")
    args = parser.parse_args(argv)
    written = write_course(args.notebooks, args.course, args.seed)
    names = [name for name in written if not args.only or name in args.only]
    release(args.course, names, os.environ.get("GRADEBOOK_URL") or None)
    for name in names:
        print(f"{args.course}/release/{name}/{name}.ipynb: {written[name]} exercise(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
